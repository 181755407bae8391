"""`annotate-affinities --transfers`: the listed transfers are exactly the
cross-device `stream.async.transfer` ops `convert-to-stream` inserts, the
topology marks agree with `elide-transfers`, and the text, JSON and DOT
outputs carry them."""

from __future__ import annotations

import collections
import io
import json
from pathlib import Path
from typing import Counter, List, Tuple

import pytest

from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity import passes as _passes  # noqa: F401  (registers the passes and dialects)
from stream_affinity.analysis.topology import TOPOLOGY_ATTR_NAME, device_symbol
from stream_affinity.cli import annotate_main
from stream_affinity.cli.topology import load_topology
from stream_affinity.reports.json import SCHEMA
from stream_affinity.reports.transfers import static_bytes, transfer_list
from stream_affinity.transforms.convert_to_stream import convert_to_stream
from stream_affinity.transforms.elide_transfers import elide_transfers

from .test_report import SCHEMA_FILE, validate

REPO = Path(__file__).resolve().parents[2]
SEED_FLOW = REPO / "tests" / "stream_affinity" / "data" / "seed001_flow.mlir"
EXAMPLE = REPO / "examples" / "multi_device_mul.mlir"
REALWORLD = sorted((REPO / "tests" / "data" / "realworld" / "v3.2").glob("*.xfer_*.flow.mlir"))
A, B = "#hal.device.affinity<@device_a>", "#hal.device.affinity<@device_b>"


def run(*args: str) -> Tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = annotate_main(list(args), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def host_only(path: Path):
    """|path| parsed, without the `builtin.module` bodies of its
    `flow.executable`s: convert-to-stream materializes those bodies and
    cannot read the custom syntax of ops it has no definition for
    (`tensor.pack`, `linalg.fill`, `math.tanh`... in the realworld corpus);
    the transfers are decided on the host side only."""
    module = parse_module(path.read_text(), str(path))
    for op in list(module.walk()):
        if op.name == "flow.executable":
            for inner in list(op.regions[0].blocks[0]):
                if inner.name == "builtin.module":
                    inner.erase()
    return module


def converted_cross_transfers(module) -> Counter:
    """(from, to) of every `stream.async.transfer` of |module| whose
    affinities differ."""
    out: Counter = collections.Counter()
    for op in module.walk():
        if op.name == "stream.async.transfer":
            s, t = op.get_attr("source_affinity"), op.get_attr("result_affinity")
            if s != t:
                out[(str(s) if s is not None else None, str(t) if t is not None else None)] += 1
    return out


def reported(transfers, keep_elided: bool = True) -> Counter:
    return collections.Counter((str(t.source) if t.source is not None else None,
                                str(t.target) if t.target is not None else None)
                               for t in transfers if keep_elided or not t.elided)


def devices(transfers) -> List[str]:
    """The devices the transfers move between, sorted (most corpus programs
    name @device_b without declaring it)."""
    names = set()
    for t in transfers:
        names.update(n for n in (device_symbol(t.source), device_symbol(t.target)) if n is not None)
    return sorted(names)


def one_way_topology(names: List[str]):
    """Unified memory from each device to every later one (never back)."""
    links = [f"(@{a} -> @{b} = {{unified_memory = true}})"
             for i, a in enumerate(names) for b in names[i + 1:]]
    return load_topology("[" + ", ".join(links) + "]") if links else None


CASES = [SEED_FLOW, EXAMPLE] + REALWORLD


@pytest.mark.parametrize("path", CASES, ids=[p.name for p in CASES])
def test_listed_transfers_are_exactly_the_converted_ones(path):
    listed = transfer_list(host_only(path))
    converted = host_only(path)
    convert_to_stream(converted)
    assert reported(listed) == converted_cross_transfers(converted)


@pytest.mark.parametrize("path", CASES, ids=[p.name for p in CASES])
def test_topology_marks_agree_with_elide_transfers(path):
    module = host_only(path)
    topology = one_way_topology(devices(transfer_list(host_only(path))))
    if topology is None:
        assert transfer_list(module) == []
        topology = load_topology("(@device_a -> @device_b = {unified_memory = true})")
    listed = transfer_list(module, topology)
    assert all(t.elided is not None for t in listed)
    converted = host_only(path)
    convert_to_stream(converted)
    converted.set_attr(TOPOLOGY_ATTR_NAME, topology)
    elide_transfers(converted)
    assert reported(listed, keep_elided=False) == converted_cross_transfers(converted)


def test_corpus_exercises_every_kind():
    kinds = collections.Counter()
    for path in REALWORLD:
        kinds.update(t.kind for t in transfer_list(host_only(path)))
    assert set(kinds) == {"operand", "explicit", "global"}
    assert len(REALWORLD) >= 20


def test_text_lists_values_devices_bytes_and_summary():
    code, out, err = run(str(SEED_FLOW), "--transfers",
                         "--topology", "(@device_a -> @device_b = {unified_memory = true})")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("transfer #0: @multi_device_mul::%1 : tensor<4xf32> (flow.dispatch at ")
    assert f"seed001_flow.mlir:49:10) {A} -> {B}, 16 bytes, for flow.tensor.transfer at " in lines[0]
    assert lines[0].endswith("seed001_flow.mlir:50:10 [elided by the topology]")
    assert f"{B} -> {A}, 16 bytes" in lines[1] and lines[1].endswith("[kept by the topology]")
    assert lines[2:] == ["summary:",
                         f"  {A} -> {B}: 1 transfer(s), 16 bytes, 1 elided",
                         f"  {B} -> {A}: 1 transfer(s), 16 bytes, 0 elided"]


def test_explain_shows_both_sides():
    code, out, err = run(str(SEED_FLOW), "--transfers=explain")
    assert code == 0, err
    first = out.split("transfer #1")[0]
    source = first.split("  source side:")[1].split("  target side:")[0]
    target = first.split("  target side:")[1]
    assert "pinned by %0 = hal.tensor.import: explicit `on(#hal.device.affinity<@device_a>)`" in source
    assert "executes on [#hal.device.affinity<@device_b>]: transfer target" in target


def test_operand_and_global_transfers_in_text(tmp_path):
    path = tmp_path / "global_params.mlir"
    path.write_text(print_module(host_only(REALWORLD_BY_NAME("global_params.xfer_alt"))) + "\n")
    code, out, err = run(str(path), "--transfers=explain")
    assert code == 0, err
    assert out.count("for util.global.store at ") == 3
    assert "  target side:" in out and "summary:" in out


def REALWORLD_BY_NAME(stem: str) -> Path:
    return next(p for p in REALWORLD if p.name == stem + ".flow.mlir")


def test_dynamic_sizes_have_no_bytes():
    listed = transfer_list(host_only(REALWORLD_BY_NAME("dynamic_shapes.xfer_alt")))
    assert any(t.bytes is None for t in listed)
    assert static_bytes(parse_module("util.func @f(%a: tensor<2x3xi1>) { util.return }")
                        .regions[0].blocks[0].ops[0].regions[0].blocks[0].arguments[0].type) == 6


def test_json_carries_the_transfers_and_validates():
    code, out, err = run(str(SEED_FLOW), "--transfers=explain", "--emit=json",
                         "--topology", "(@device_a -> @device_b = {unified_memory = true})")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["schema"] == SCHEMA == "dfx.affinity/3"
    assert validate(doc, json.loads(SCHEMA_FILE.read_text())) == []
    t = doc["modules"][0]["transfers"]
    assert [(r["value"], r["source"], r["target"], r["bytes"], r["elided"], r["kind"]) for r in t["list"]] == [
        ("%1", A, B, 16, True, "explicit"), ("%3", B, A, 16, False, "explicit")]
    assert t["list"][0]["explain"]["target"]["text"].endswith("transfer target `to #hal.device.affinity<@device_b>`")
    assert t["summary"][1] == {"source": B, "target": A, "count": 1, "bytes": 16, "dynamic": 0, "elided": 0}
    assert t["topology"].startswith("#hal.device.topology<")
    # Without --transfers the member is absent.
    code, out, _ = run(str(SEED_FLOW), "--emit=json")
    assert "transfers" not in json.loads(out)["modules"][0]


def test_dot_marks_transfer_edges():
    code, out, err = run(str(SEED_FLOW), "--transfers", "--emit=dot",
                         "--topology", "(@device_a -> @device_b = {unified_memory = true})")
    assert code == 0, err
    marked = [line for line in out.splitlines() if "label=\"transfer " in line]
    assert len(marked) == 2
    assert "transfer @device_a -> @device_b (elided)" in marked[0] and "style=dashed" in marked[0]
    assert "transfer @device_b -> @device_a\"" in marked[1] and "style=dashed" not in marked[1]
    code, plain, _ = run(str(SEED_FLOW), "--emit=dot")
    assert "transfer @" not in plain


def test_real_program_lists_its_transfers_and_a_bare_flag_keeps_the_input_file():
    # The executable bodies (tensor.pack, linalg ...) are converted as text:
    # the report works on a real dump. `--transfers` right before the input
    # file takes the file as the input, not as the flag's mode.
    code, out, err = run("--transfers", str(REALWORLD_BY_NAME("mlp.xfer_io")))
    assert code == 0, err
    assert "transfer #0: @mlp::" in out and "\nsummary:\n" in out
    assert "#hal.device.affinity<@device_b> -> #hal.device.affinity<@device_a>" in out
    code, _, err = run("--transfers=bogus", str(SEED_FLOW))
    assert code == 2  # argparse: invalid choice


def test_unconvertible_module_is_a_located_error(tmp_path):
    path = tmp_path / "unknown.mlir"
    # An unknown op on a dynamically shaped tensor cannot be wrapped.
    path.write_text("util.func public @f(%a: tensor<?xf32>) -> tensor<?xf32> {\n"
                    "  %0 = \"some.op\"(%a) : (tensor<?xf32>) -> tensor<?xf32>\n"
                    "  util.return %0 : tensor<?xf32>\n}\n")
    code, out, err = run(str(path), "--transfers")
    assert code == 1 and out == ""
    # The report fails where convert-to-stream fails (iree-opt 3.2.0 too).
    assert f"{path}:2:8: error: --transfers: convert-to-stream fails on this module: " \
           "failed to legalize operation 'some.op'" in err
    assert "Traceback" not in err


def test_bad_combinations_and_topology_errors():
    code, _, err = run(str(SEED_FLOW), "--transfers", "--emit=html")
    assert code == 2 and "--transfers cannot be combined with --emit=html" in err
    code, _, err = run(str(SEED_FLOW), "--transfers", "--explain", "@multi_device_mul::%1")
    assert code == 2 and "--transfers cannot be combined with --explain" in err
    code, _, err = run(str(SEED_FLOW), "--transfers", "--topology", "(@device_a -> ")
    assert code == 1 and err.startswith("--topology:1:14: error:") and "^" in err


def test_no_transfers(tmp_path):
    path = tmp_path / "check_e2e.mlir"
    path.write_text(print_module(host_only(REALWORLD_BY_NAME("check_e2e.xfer_io"))) + "\n")
    code, out, err = run(str(path), "--transfers")
    assert code == 0, err
    assert out == "no cross-device transfers\n"


INLINE = """\
util.global private mutable @g {stream.affinity = #hal.device.affinity<@dev_a>} : tensor<4xf32>
util.func public @f(%x: tensor<?xf32>, %n: index, %c: tensor<4xf32>) -> tensor<?xf32> {
  %y = flow.tensor.transfer %x : tensor<?xf32>{%n} to #hal.device.affinity<@dev_b>
  %z = flow.tensor.transfer %y : tensor<?xf32>{%n} to #hal.device.affinity<@dev_a>
  %d = flow.tensor.transfer %c : tensor<4xf32> to #hal.device.affinity<@dev_b>
  util.global.store %d, @g : tensor<4xf32>
  util.return %z : tensor<?xf32>
}
"""
BOTH_WAYS = "[(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {unified_memory = true})]"


def test_unknown_source_dynamic_size_and_global_store(tmp_path):
    path = tmp_path / "inline.mlir"
    path.write_text(INLINE)
    code, out, err = run(str(path), "--transfers", "--topology", BOTH_WAYS)
    assert code == 0, err
    lines = out.splitlines()
    assert "@f::%arg0 : tensor<?xf32> (block argument at " in lines[0]
    assert f") unknown -> #hal.device.affinity<@dev_b>, dynamic size, for flow.tensor.transfer" in lines[0]
    assert lines[0].endswith("[kept by the topology]")
    assert lines[1].endswith("[elided by the topology]")
    # The store into @g (placed on dev_a) changes the lifetime: always kept.
    assert "#hal.device.affinity<@dev_b> -> #hal.device.affinity<@dev_a>, 16 bytes, for util.global.store" in out
    assert [l for l in lines if "util.global.store" in l][0].endswith("[kept by the topology]")
    assert "  unknown -> #hal.device.affinity<@dev_b>: 2 transfer(s), 16 bytes + 1 of dynamic size, 0 elided" in lines
    # Against the pass: what stays after convert-to-stream + elide-transfers.
    module = parse_module(INLINE)
    listed = transfer_list(module, load_topology(BOTH_WAYS))
    converted = parse_module(INLINE)
    convert_to_stream(converted)
    assert reported(listed) == converted_cross_transfers(converted)
    converted.set_attr(TOPOLOGY_ATTR_NAME, load_topology(BOTH_WAYS))
    elide_transfers(converted)
    assert reported(listed, keep_elided=False) == converted_cross_transfers(converted)
    code, out, err = run(str(path), "--transfers", "--emit=json")
    doc = json.loads(out)
    assert validate(doc, json.loads(SCHEMA_FILE.read_text())) == []
    assert doc["modules"][0]["transfers"]["list"][0]["source"] is None
    assert doc["modules"][0]["transfers"]["summary"][0]["source"] is None
