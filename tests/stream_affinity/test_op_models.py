"""The affinity model of IREE's host ops against iree-opt's own annotation:
every example program of tests/data/ops/syntax/ (every op of hal and
stream defined for issue 23, in each release's spelling, plus programs
where placements flow through them: a `hal.dispatch.extern` between
devices, commands nested in `stream.cmd.execute`) annotated by dfx gives
exactly what `iree-opt --iree-stream-annotate-affinities` gives: with the
seed rules against 3.2.0, with `--rules current` against 3.13 (`.usage`
included).

Verifier invariants the definitions state are checked against the same
binaries: each invalid program below is rejected by dfx and by iree-opt.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.ir.diagnostics import DiagnosticError
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.transforms.annotate_affinities import annotate_affinities

from ..iree import (annotation_differences, annotations, current_reference_annotations, iree_opt,
                    require_iree_opt_current, run_iree_opt, run_iree_opt_current)

OPS = Path(__file__).resolve().parents[2] / "tests" / "data" / "ops"


def _record():
    spec = importlib.util.spec_from_file_location("ops_record_syntax", OPS / "record_syntax.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RECORD = _record()
# (Printings iree-opt cannot read back, `hal_unreadable_*`, are left out.)
SEED = [RECORD.outputs(name, "v3_2")[0] for _, name, releases in RECORD.inputs()
        if "v3_2" in releases and not name.startswith("hal_unreadable_")]
CURRENT = [RECORD.outputs(name, "v3_13")[0] for _, name, releases in RECORD.inputs()
           if "v3_13" in releases and not name.startswith("hal_unreadable_")]


def _annotated(path: Path, rules: str):
    module = parse_module(path.read_text(), str(path))
    annotate_affinities(module, rules=rules)
    return module


@pytest.mark.parametrize("path", SEED, ids=[p.name for p in SEED])
def test_seed_annotation_matches_iree_opt_3_2(path):
    if iree_opt() is None:
        pytest.skip("iree-opt 3.2.0 is not installed")
    proc = run_iree_opt(["--mlir-print-local-scope", "--iree-stream-annotate-affinities"], path.read_text())
    assert proc.returncode == 0, proc.stderr
    ours = print_module(_annotated(path, "seed"))
    assert ours.rstrip("\n") == proc.stdout.rstrip("\n")


_CURRENT_REFERENCE: dict = {}


def _current_reference(path: Path):
    if not _CURRENT_REFERENCE:
        require_iree_opt_current()
        refs = current_reference_annotations([p.read_text() for p in CURRENT])
        _CURRENT_REFERENCE.update(zip(CURRENT, refs))
    return _CURRENT_REFERENCE[path]


@pytest.mark.parametrize("path", CURRENT, ids=[p.name for p in CURRENT])
def test_current_annotation_matches_iree_opt_3_13(path):
    theirs = _current_reference(path)
    assert any(ann for _, ann in theirs) or "affinity" not in path.name
    assert annotation_differences(annotations(_annotated(path, "current")), theirs) == []


def test_examples_exercise_placements():
    """At least the flow example carries placements through the new ops."""
    flow = next(p for p in SEED if p.name.startswith("affinity_flow"))
    module = _annotated(flow, "seed")
    extern = next(op for op in module.walk() if op.name == "hal.dispatch.extern")
    assert str(extern.get_attr("stream.affinities.operands")) == "[[#hal.device.affinity<@dev_a>]]"
    fill = next(op for op in module.walk() if op.name == "stream.cmd.fill")
    assert fill.get_attr("stream.affinities.operands") is not None


#===----------------------------------------------------------------------===#
# Invalid programs: rejected by dfx and by both iree-opt releases
#===----------------------------------------------------------------------===#

_HEAD = ("util.func @f(%dev: !hal.device, %aff: i64, %f: !hal.fence, %f2: !hal.fence, %buf: !hal.buffer, "
         "%sz: index, %i: i32, %r: !stream.resource<transient>, %cb: !hal.command_buffer) {\n")
INVALID = {
    "queue_waits_and_signals_one_fence": (
        _HEAD + "  hal.device.queue.flush<%dev : !hal.device> affinity(%aff)\n"
        "  \"hal.device.queue.copy\"(%dev, %aff, %f, %f, %buf, %sz, %buf, %sz, %sz) <{flags = 0 : i64}> : "
        "(!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer, index, !hal.buffer, index, index) -> ()\n"
        "  util.return\n}\n",
        "cannot wait and signal on the same fence"),
    "fence_signal_of_a_buffer": (
        _HEAD + "  hal.fence.signal<%buf : !hal.buffer>\n  util.return\n}\n", "'hal.fence.signal'"),
    "buffer_length_not_index": (
        _HEAD + "  %0 = hal.buffer.length<%buf : !hal.buffer> : i32\n  util.return\n}\n", "'hal.buffer.length'"),
    "cmd_call_to_undefined_function": (
        _HEAD + "  %t = stream.cmd.execute with(%r as %c: !stream.resource<transient>{%sz}) {\n"
        "    stream.cmd.call @nope(rw %c[%sz for %sz]) : (!stream.resource<transient>{%sz}) -> ()\n"
        "  } => !stream.timepoint\n  util.return\n}\n", "undefined external call: nope"),
    "cmd_func_public": (
        "stream.cmd.func @ext(%arg0: i32)\n", "symbol declaration cannot have public visibility"),
    "cmd_fill_outside_execute": (
        _HEAD + "  stream.cmd.serial {\n  }\n  util.return\n}\n", "'stream.cmd.serial'"),
}


@pytest.mark.parametrize("name", sorted(INVALID))
def test_invalid_programs_are_rejected(name):
    text, message = INVALID[name]
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, name)
    assert message in str(info.value)
    if iree_opt() is not None and name != "queue_waits_and_signals_one_fence":  # 3.2.0 crashes on it
        assert run_iree_opt([], text).returncode != 0
    current = require_iree_opt_current()
    assert current and run_iree_opt_current([], text).returncode != 0


#===----------------------------------------------------------------------===#
# Where the two releases read one text differently (docs/divergences.md R7)
#===----------------------------------------------------------------------===#

_EXPORT = """hal.executable private @ex {
  hal.executable.variant public @v target(#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">) {
    hal.executable.export private @e layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>)
    builtin.module {
    }
  }
}
"""


def test_private_export_keeps_its_visibility():
    """iree-opt 3.2.0 drops `private` from a custom-form export (it prints
    `public @e`); 3.13 keeps it, and so do we (the keyword alone is 3.13's
    spelling: 3.2.0 writes `attributes {sym_visibility = ...}` too)."""
    printed = print_module(parse_module(_EXPORT))
    assert "hal.executable.export private @e layout(" in printed and "attributes" not in printed
    if iree_opt() is not None:
        assert "export public @e" in run_iree_opt(["--mlir-print-local-scope"], _EXPORT).stdout
    assert "export private @e" in run_iree_opt_current(["--mlir-print-local-scope"], _EXPORT).stdout


def test_buffer_usage_spellings_of_both_releases_are_read():
    """Usage bit 256 is `DispatchIndirectParams` in 3.2.0 and
    `DispatchIndirectParameters` in 3.13: both are read; an op whose text is
    the same in both releases prints 3.2.0's, a 3.13-only op 3.13's."""
    text = ("util.func @f(%b: !hal.buffer, %a: !hal.allocator, %s: index) {\n"
            "  hal.buffer.assert<%b : !hal.buffer> message(\"m\") allocator(%a : !hal.allocator) minimum_length(%s) "
            "type(DeviceVisible) usage(DispatchIndirectParameters)\n"
            "  %u = hal.buffer_usage<DispatchIndirectParams> : i32\n  util.return\n}\n")
    printed = print_module(parse_module(text))
    assert "usage(DispatchIndirectParams)" in printed
    assert "hal.buffer_usage<DispatchIndirectParameters>" in printed
