"""schedule-execution where iree-opt 3.2.0 has no answer, against iree-opt
3.13 (docs/divergences.md S6-S8).

Every program in data/schedule_vs_current/ makes 3.2.0's partitioner
invalid (a transfer of a deferred transfer in no partition: 3.2.0
crashes; a sync op in its producer's partition of another affinity: 3.2.0
rejects it), so schedule-execution partitions it with 3.13's sync rule.
3.13 prints its own forms (an `on(...)`-less transfer inside a partition
becomes `stream.async.clone`), so the comparison is structural: each
`stream.async.execute`, in order, as its affinity and the ops of its body
(dispatches by entry point, transfers by destination, copies without
one), and any streamable op left outside. iree-opt 3.2.0 must read our
output back. The same, per region's dispatches, for the 13 corpus
programs whose chain check needs 3.13's rule.
"""

import io
import re
from pathlib import Path
from typing import List, Optional, Tuple

import pytest

import stream_affinity  # noqa: F401
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

from ..iree import run_iree_opt, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "schedule_vs_current"
PIPELINE = "--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution))"
A, B, C = (f"#hal.device.affinity<@device_{d}>" for d in "abc")

Structure = List[Tuple[Optional[str], List[str]]]

_ASYNC = re.compile(r"=\s*(stream\.async\.\w+)")


def _key(line: str) -> Optional[str]:
    m = _ASYNC.search(line)
    if m is None:
        return None
    name = m.group(1)
    if name == "stream.async.dispatch":
        return "dispatch " + re.search(r"@[\w$.]+::@[\w$.]+", line).group(0)
    if name in ("stream.async.transfer", "stream.async.clone"):
        to = re.search(r"to\((#hal[^)]*>)\)", line)
        return "transfer to " + to.group(1) if to else "copy"
    return name


def structure(text: str) -> Structure:
    """(affinity, body op keys) per execute region in program order; an
    async op outside any region is its own entry with affinity "outside"."""
    out: Structure = []
    current = None
    for line in text.splitlines():
        s = line.strip()
        if "stream.async.execute" in s:
            a = re.search(r"execute on\((#hal[^)]*>)\)", s)
            current = (a.group(1) if a else None, [])
            out.append(current)
            continue
        if current is not None and s.startswith("} =>"):
            current = None
            continue
        k = _key(s)
        if k is None:
            continue
        if current is None:
            out.append(("outside", [k]))
        else:
            current[1].append(k)
    return out


def ours(text: str, tmp_path: Path) -> str:
    src = tmp_path / "input.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    assert run_tool([str(src), "-p", "schedule-execution"], stdout=out, stderr=err) == 0, err.getvalue()
    return out.getvalue()


def test_structure_normalises_both_printings():
    text = """
    %r, %t = stream.async.execute on(#hal.device.affinity<@device_a>) with(%0 as %a: !stream.resource<*>{%c16}) -> !stream.resource<*>{%c16} {
      %3 = stream.async.clone %a : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
      %4 = stream.async.dispatch @ex::@d0(%3[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
      %5 = stream.async.transfer %4 : !stream.resource<*>{%c16} -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
      stream.yield %5 : !stream.resource<*>{%c16}
    } => !stream.timepoint
    %6 = stream.async.transfer %r : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
"""
    assert structure(text) == [(A, ["copy", "dispatch @ex::@d0", f"transfer to {B}"]), ("outside", ["copy"])]


# Our structure for every program (checked against 3.13 below, except
# where we differ on purpose).
EXPECTED = {
    "chain_to_other_device_then_cast.mlir": [(A, ["dispatch @ex::@d0", f"transfer to {B}"]), (B, ["copy"])],
    "chain_on_one_device.mlir": [(A, ["dispatch @ex::@d0", f"transfer to {B}", f"transfer to {C}"]),
                                 (B, ["dispatch @ex::@d1"]), (C, ["dispatch @ex::@d2"])],
    "chain_group_of_other_device.mlir": [(C, ["dispatch @ex::@d2", f"transfer to {B}"]), (B, ["copy"])],
    "chain_of_three_devices.mlir": [(A, ["dispatch @ex::@d0", f"transfer to {B}"]), (B, [f"transfer to {C}"]),
                                    (C, [f"transfer to {A}"]), (A, ["dispatch @ex::@d1"])],
    "dispatch_reads_other_device.mlir": [(A, ["dispatch @ex::@d0", "dispatch @ex::@d2"]),
                                         (B, ["dispatch @ex::@d1", "dispatch @ex::@d3"]), (A, ["copy"])],
    "chain_in_scf_if.mlir": [(B, ["dispatch @ex::@d0", f"transfer to {A}"]), (A, ["copy"]),
                             (B, ["dispatch @ex::@d1"]), (A, ["copy"])],
    "barrier_then_chain.mlir": [(A, ["dispatch @ex::@d0", "stream.async.barrier", f"transfer to {B}"]),
                                (B, ["dispatch @ex::@d1", f"transfer to {A}"]), (A, ["copy"])],
    "chain_in_scf_for.mlir": [(A, ["dispatch @ex::@d0", f"transfer to {B}"]),
                              (B, ["dispatch @ex::@d1", f"transfer to {A}"]), (A, ["copy"])],
    # The transfer to b and its cast form one partition; b's dispatches,
    # consumers of both, another (the sync op's users cancel the consumer
    # preference), as in 3.13.
    "external_source_chain.mlir": [(A, ["dispatch @ex::@d0"]), (B, ["copy", "copy"]),
                                   (B, ["dispatch @ex::@d1", "dispatch @ex::@d2"])],
    "module_with_one_invalid_function.mlir": [(B, ["stream.async.update"]), (A, ["copy"]),
                                              (A, ["dispatch @ex::@d0", f"transfer to {B}"]), (B, ["copy"])],
    "seed001_chained_cast.mlir": [
        (A, ["copy", "dispatch @multi_device_mul_dispatch_0::@multi_device_mul_dispatch_0_elementwise_4_f32",
             f"transfer to {B}"]),
        (B, ["dispatch @multi_device_mul_dispatch_1::@multi_device_mul_dispatch_1_elementwise_4_f32",
             f"transfer to {A}"]),
        (A, ["copy"])],
    "seed001_elided.mlir": [
        (A, ["copy", "dispatch @multi_device_mul_dispatch_0::@multi_device_mul_dispatch_0_elementwise_4_f32"]),
        (B, ["dispatch @multi_device_mul_dispatch_1::@multi_device_mul_dispatch_1_elementwise_4_f32"]),
        (A, ["copy"])],
}


def test_every_program_has_an_expectation():
    assert sorted(EXPECTED) == sorted(p.name for p in DATA.glob("*.mlir"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_iree_opt_3_2_has_no_answer(name):
    # The fallback never replaces an answer of 3.2.0.
    result = run_iree_opt(["--allow-unregistered-dialect", PIPELINE], (DATA / name).read_text())
    assert result.returncode != 0


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_ours_and_iree_opt_3_2_reads_it(name, tmp_path):
    out = ours((DATA / name).read_text(), tmp_path)
    assert structure(out) == EXPECTED[name]
    parsed = run_iree_opt(["--allow-unregistered-dialect"], out)
    assert parsed.returncode == 0, parsed.stderr


# Where 3.13's answer differs: what it does instead.
DIVERGES = {
    # S7: 3.13 leaves the second transfer outside every partition.
    "chain_on_one_device.mlir": [(A, ["dispatch @ex::@d0", f"transfer to {B}"]), ("outside", [f"transfer to {C}"]),
                                 (B, ["dispatch @ex::@d1"]), (C, ["dispatch @ex::@d2"])],
    "chain_group_of_other_device.mlir": [(C, ["dispatch @ex::@d2", f"transfer to {B}"]), ("outside", ["copy"])],
    # S8: 3.13 fails ("failed to schedule execution partitions without cyclic dependencies").
    "barrier_then_chain.mlir": None,
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_same_partitions_as_iree_opt_3_13(name):
    result = run_iree_opt_current(["--allow-unregistered-dialect", PIPELINE], (DATA / name).read_text())
    expected = DIVERGES.get(name, EXPECTED[name])
    if expected is None:
        assert result.returncode != 0
        assert "failed to schedule execution partitions without cyclic dependencies" in result.stderr
        return
    assert result.returncode == 0, result.stderr
    assert structure(result.stdout) == expected


# The corpus transfer variants whose export casts a transferred value
# (docs/realworld.md, chain check): 3.2.0 crashes on them after our
# convert-to-stream,encode-host-tensors.
CORPUS = Path(__file__).resolve().parents[1] / "data" / "realworld" / "v3.2"
CHAINED = ["attention.xfer_io"] + [f"{name}.{variant}" for name in (
    "check_e2e", "dynamic_shapes", "global_params", "ml_program_state", "mlp", "stablehlo_mlp")
    for variant in ("xfer_alt", "xfer_io")]


def _host_program(path: Path) -> str:
    """convert-to-stream,encode-host-tensors of |path| without its
    executables (3.13 cannot read 3.2.0's dispatch region ops)."""
    from dfx.syntax.parser import parse_module
    from dfx.syntax.printer import print_module

    out, err = io.StringIO(), io.StringIO()
    assert run_tool([str(path), "-p", "convert-to-stream,encode-host-tensors"], stdout=out, stderr=err) == 0, \
        err.getvalue()
    module = parse_module(out.getvalue())
    for op in list(module.regions[0].blocks[0]):
        if "executable" in op.name:
            op.erase()
    return print_module(module)


def _dispatch_regions(s: Structure) -> List[Tuple[Optional[str], Tuple[str, ...]]]:
    return sorted((a or "", tuple(k for k in keys if k.startswith("dispatch"))) for a, keys in s if a != "outside")


@pytest.mark.parametrize("name", CHAINED)
def test_corpus_chains_have_iree_opt_3_13s_dispatch_regions(name, tmp_path):
    path = CORPUS / f"{name}.flow.mlir"
    if not path.exists():
        pytest.skip(f"{path} is not in the checkout")
    host = _host_program(path)
    pipeline = PIPELINE.replace("))", "),util.initializer(iree-stream-schedule-execution))")
    assert run_iree_opt(["--allow-unregistered-dialect", pipeline], host).returncode != 0
    result = run_iree_opt_current(["--allow-unregistered-dialect", pipeline], host)
    assert result.returncode == 0, result.stderr
    scheduled = structure(ours(host, tmp_path))
    theirs = [e for e in structure(result.stdout) if e[0] != "outside"]
    # As many execution regions, with the same dispatches on the same
    # devices (a multiset: 3.13 orders two independent regions of
    # check_e2e.xfer_io the other way), ignoring the transfers 3.13 leaves
    # outside (S7) and those its cleanup folds differently (S9).
    assert len(scheduled) == len(theirs)
    assert _dispatch_regions(scheduled) == _dispatch_regions(theirs)


# -- under --rules current: iree-opt 3.13's own answer, S7 and S8 included ---------------------------


def _ours_current(path: Path):
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(["--rules", "current", PIPELINE, str(path)], stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rules_current_schedules_as_iree_opt_3_13(name):
    """`--rules current` follows 3.13 where the seed rules do not (S7: the
    chained transfer stays outside every region; S8: a barrier before a
    chain is 3.13's error), and prints what 3.13 prints."""
    code, out, err = _ours_current(DATA / name)
    expected = DIVERGES.get(name, EXPECTED[name])
    if expected is None:
        assert code == 1
        assert "error: failed to schedule execution partitions without cyclic dependencies" in err
        assert "barrier_then_chain.mlir:4:1:" in err
        return
    assert code == 0, err
    assert structure(out) == expected


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rules_current_output_is_iree_opt_3_13s(name):
    result = run_iree_opt_current(["--allow-unregistered-dialect", "--mlir-print-local-scope", PIPELINE],
                                  (DATA / name).read_text())
    code, out, err = _ours_current(DATA / name)
    if DIVERGES.get(name, EXPECTED[name]) is None:
        assert result.returncode != 0 and code == 1
        return
    assert result.returncode == 0 and code == 0, result.stderr + err
    reprinted = run_iree_opt_current(["--allow-unregistered-dialect", "--mlir-print-local-scope"], out)
    assert reprinted.returncode == 0, reprinted.stderr
    assert reprinted.stdout == result.stdout
