"""`annotate-affinities --check`: each kind of finding on a small program
with its exact diagnostics and notes, the levels and exit codes, a pipeline
whose placement a redundant transfer changes, the JSON and HTML reports,
determinism, and on both corpora (realworld, frontends; both rule sets) that the implicit
moves reported are exactly the transfers convert-to-stream inserts that the
input did not write."""

from __future__ import annotations

import collections
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Counter, Tuple

import pytest

from dfx.analysis.provenance import PrintedNaming
from dfx.syntax.parser import parse_module
from stream_affinity import passes as _passes  # noqa: F401  (registers the passes and dialects)
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.cli import annotate_main
from stream_affinity.reports.check import PATH_STEPS, check_text, run_check
from stream_affinity.transforms.convert_to_stream import convert_to_stream

from .test_report import SCHEMA_FILE, validate

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "stream_affinity" / "data" / "check"
CORPORA = REPO / "tests" / "data"
REALWORLD = sorted((CORPORA / "realworld").glob("v3*/*.flow.mlir"))
FRONTENDS = sorted((CORPORA / "frontends").glob("v3*/*.flow.mlir"))
CORPUS = REALWORLD + FRONTENDS
A, B = "#hal.device.affinity<@device_a>", "#hal.device.affinity<@device_b>"


def run(*args: str) -> Tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = annotate_main(list(args), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def in_data(monkeypatch):
    monkeypatch.chdir(DATA)  # diagnostics name the files as given


def diagnostics(out: str) -> str:
    """|out| without the source line and caret under each diagnostic (the
    diagnostics, notes and summary)."""
    lines = out.split("\n")
    kept = []
    i = 0
    while i < len(lines):
        kept.append(lines[i])
        if re.match(r"^\S+:\d+:\d+: (error|warning|remark): ", lines[i]) and i + 2 < len(lines) \
                and re.fullmatch(r"\s*\^", lines[i + 2]):
            i += 2
        i += 1
    return "\n".join(kept)


# -- each kind of finding -----------------------------------------------------------------


def test_unmet_export_of_a_value_moved_elsewhere(in_data):
    code, out, err = run("--check", "unmet_export.mlir")
    assert (code, err) == (1, "")
    assert out == f"""\
unmet_export.mlir:8:10: error: %3 = hal.tensor.export requires %2 on {A}, but it is produced on {B}; its pin makes convert-to-stream take the value to be there already, so no transfer is inserted
    %3 = hal.tensor.export on({A}) %2 "out" : tensor<4xf32> -> !hal.buffer_view
         ^
unmet_export.mlir:8:10: note: %3 = hal.tensor.export executes on [{A}]: explicit `on({A})`
unmet_export.mlir:7:10: note: %2 = flow.dispatch executes on [{B}]
unmet_export.mlir:6:10: note:   its operand %1 is produced on [{B}]
unmet_export.mlir:6:10: note:   produced by %1 = flow.tensor.transfer: transfer target `to {B}`
summary:
  @f: 1 error, 0 warnings, 0 remarks; 1 unmet, 0 ambiguous, 0 implicit moves, defaults: 0 ops, 0 values
  total: 1 error, 0 warnings, 0 remarks; 1 shown at --check=warn
"""
    # The current rules pin through the export too: the same finding.
    assert run("--check", "--rules", "current", "unmet_export.mlir")[1] == out


@pytest.mark.parametrize("rules", ["seed", "current"])
def test_unmet_barrier(in_data, rules):
    # 3.2.0's barrier is a tied no-op; the current rules make it pin its
    # operand. Either way the converted program produces %1 on device_a and
    # moves nothing to device_b: one finding, at the barrier.
    code, out, _ = run("--check", "--rules", rules, "barrier.mlir")
    assert code == 1
    step = "pinned by" if rules == "seed" else "produced by"
    assert diagnostics(out) == f"""\
barrier.mlir:7:10: error: %2 = flow.tensor.barrier requires %1 on {B}, but it is produced on {A}; convert-to-stream moves nothing across a barrier, so its users on {B} read it where it is
barrier.mlir:7:10: note: %2 = flow.tensor.barrier executes on [{B}]: transfer target `to {B}`
barrier.mlir:6:10: note: %1 = flow.dispatch executes on [{A}]
barrier.mlir:5:10: note:   its operand %0 is produced on [{A}]
barrier.mlir:5:10: note:   {step} %0 = hal.tensor.import: explicit `on({A})`
summary:
  @f: 1 error, 0 warnings, 0 remarks; 1 unmet, 0 ambiguous, 0 implicit moves, defaults: 0 ops, 0 values
  total: 1 error, 0 warnings, 0 remarks; 1 shown at --check=warn
"""


def test_ambiguous_op_with_one_path_per_device(in_data):
    code, out, _ = run("--check", "ambiguous.mlir")
    assert code == 1
    assert diagnostics(out) == f"""\
ambiguous.mlir:7:10: warning: %2 = flow.dispatch may execute on 2 devices, {A}, {B}; convert-to-stream cannot pick one and converts it without an affinity
ambiguous.mlir:7:10: note: on {A}:
ambiguous.mlir:5:10: note:   its operand %0 is produced on [{A}]
ambiguous.mlir:5:10: note:   pinned by %0 = hal.tensor.import: explicit `on({A})`
ambiguous.mlir:7:10: note: on {B}:
ambiguous.mlir:6:10: note:   its operand %1 is produced on [{B}]
ambiguous.mlir:6:10: note:   pinned by %1 = hal.tensor.import: explicit `on({B})`
ambiguous.mlir:7:10: note: 1 op(s) using its results inherit this: flow.dispatch at ambiguous.mlir:8:10
ambiguous.mlir:7:10: warning: implicit move of %0 (tensor<4xf32>, 16 bytes) from {A} to no single device: used by %2 = flow.dispatch; convert-to-stream inserts a transfer
ambiguous.mlir:5:10: note: %0 is produced on [{A}]
ambiguous.mlir:5:10: note:   pinned by %0 = hal.tensor.import: explicit `on({A})`
ambiguous.mlir:7:10: note: %2 = flow.dispatch has no single device ({A}, {B}): convert-to-stream moves the value to an unspecified device
ambiguous.mlir:7:10: warning: implicit move of %1 (tensor<4xf32>, 16 bytes) from {B} to no single device: used by %2 = flow.dispatch; convert-to-stream inserts a transfer
ambiguous.mlir:6:10: note: %1 is produced on [{B}]
ambiguous.mlir:6:10: note:   pinned by %1 = hal.tensor.import: explicit `on({B})`
ambiguous.mlir:7:10: note: %2 = flow.dispatch has no single device ({A}, {B}): convert-to-stream moves the value to an unspecified device
summary:
  @f: 0 errors, 3 warnings, 0 remarks; 0 unmet, 1 ambiguous, 2 implicit moves, defaults: 0 ops, 0 values
    {A} -> no single device: 1 implicit move, 16 bytes
    {B} -> no single device: 1 implicit move, 16 bytes
  total: 0 errors, 3 warnings, 0 remarks; 3 shown at --check=warn
"""


def test_unknown_placement_names_the_invisible_edge(in_data):
    code, out, _ = run("--check", "unknown.mlir")
    assert code == 1
    assert diagnostics(out).split("summary:")[0] == """\
unknown.mlir:3:10: warning: %0 = flow.dispatch may execute on any device: the analysis cannot tell where; convert-to-stream converts it without an affinity
unknown.mlir:3:10: note: its device is unknown:
unknown.mlir:2:23: note:   its operand %arg0 is produced on an unknown device
unknown.mlir:2:23: note:   unknown: %arg0 is an argument of public function @f: its callers are not in the module
"""


def test_implicit_moves_with_sizes_counts_and_globals(in_data):
    code, out, _ = run("--check", "implicit_move.mlir")
    assert code == 1
    assert diagnostics(out) == f"""\
implicit_move.mlir:8:10: warning: implicit move of %0 (tensor<4x8xf32>, 128 bytes) from {A} to {B}: used by %2 = flow.dispatch (2 operands); convert-to-stream inserts a transfer
implicit_move.mlir:6:10: note: %0 is produced on [{A}]
implicit_move.mlir:6:10: note:   pinned by %0 = hal.tensor.import: explicit `on({A})`
implicit_move.mlir:8:10: note: %2 = flow.dispatch executes on [{B}]: explicit `stream.affinity = {B}`
implicit_move.mlir:8:10: warning: implicit move of %1 (tensor<?xf16>, dynamic size) from {A} to {B}: used by %2 = flow.dispatch; convert-to-stream inserts a transfer
implicit_move.mlir:7:10: note: %1 is produced on [{A}]
implicit_move.mlir:7:10: note:   pinned by %1 = hal.tensor.import: explicit `on({A})`
implicit_move.mlir:8:10: note: %2 = flow.dispatch executes on [{B}]: explicit `stream.affinity = {B}`
implicit_move.mlir:10:5: warning: implicit move of %3 (tensor<2x3xi8>, 6 bytes) from {A} to {B}: stored into global @state; convert-to-stream inserts a transfer
implicit_move.mlir:9:10: note: %3 is produced on [{A}]
implicit_move.mlir:9:10: note:   produced by %3 = flow.dispatch, which executes on [{A}]
implicit_move.mlir:6:10: note:   its operand %0 is produced on [{A}]
implicit_move.mlir:6:10: note:   pinned by %0 = hal.tensor.import: explicit `on({A})`
implicit_move.mlir:4:3: note: global @state lives on [{B}]: explicit `stream.affinity = {B}`
summary:
  @f: 0 errors, 3 warnings, 0 remarks; 0 unmet, 0 ambiguous, 4 implicit moves, defaults: 0 ops, 0 values
    {A} -> {B}: 4 implicit moves, 262 bytes + 1 of dynamic size
  total: 0 errors, 3 warnings, 0 remarks; 3 shown at --check=warn
"""


def test_a_topology_turns_elided_moves_into_remarks(in_data):
    topology = "(@device_a -> @device_b = {unified_memory = true})"
    code, out, _ = run("--check", "--topology", topology, "implicit_move.mlir")
    # The move into the global is kept (it changes the lifetime): still a warning.
    assert code == 1
    assert [line.split(": ")[1] for line in out.split("\n") if ": warning: " in line] == ["warning"]
    assert "stored into global @state" in out
    code, out, _ = run("--check=all", "--topology", topology, "implicit_move.mlir")
    assert out.count(": remark: implicit move") == 2
    assert ("implicit_move.mlir:8:10: note: the topology lets the target use the source's memory: "
            "elide-transfers removes this transfer") in out
    assert f"    {A} -> {B}: 4 implicit moves, 262 bytes + 1 of dynamic size, 3 elided by the topology" in out


def test_defaults_are_remarks_listed_with_all(in_data):
    code, out, _ = run("--check", "defaults.mlir")
    assert code == 0
    assert out == """\
summary:
  @g: 0 errors, 0 warnings, 3 remarks; 0 unmet, 0 ambiguous, 0 implicit moves, defaults: 2 ops, 1 values
  total: 0 errors, 0 warnings, 3 remarks; 0 shown at --check=warn
"""
    code, out, _ = run("--check=all", "defaults.mlir")
    assert code == 0  # remarks never fail
    default = f"defaults.mlir:1:1: note: nothing places it, so it takes the default `stream.affinity.default = {A}` of the module"
    assert diagnostics(out).split("summary:")[0] == f"""\
defaults.mlir:5:10: remark: %0 = flow.tensor.splat executes on {A} only because of a default
{default}
defaults.mlir:5:10: remark: %0 lives on {A} only because of a default
{default}
defaults.mlir:6:10: remark: %1 = flow.dispatch executes on {A} only because of a default
{default}
"""


def test_long_paths_are_shortened():
    steps = 12
    body = ["    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 \"x\" : !hal.buffer_view -> tensor<4xf32>"]
    body += [f"    %{i} = flow.dispatch @ex::@f(%{i - 1}) : (tensor<4xf32>) -> tensor<4xf32>" for i in range(1, steps)]
    text = ("module {\n  util.func public @f(%arg0: !hal.buffer_view) -> tensor<4xf32> {\n" + "\n".join(body) +
            f"\n    %{steps} = flow.dispatch @ex::@f(%{steps - 1}) {{stream.affinity = #hal.device.affinity<@device_b>}}"
            f" : (tensor<4xf32>) -> tensor<4xf32>\n    util.return %{steps} : tensor<4xf32>\n  }}\n}}\n")
    module = parse_module(text, "chain.mlir")
    analysis = AffinityAnalysis(module)
    analysis.run()
    result = run_check(module, analysis, PrintedNaming(module))
    [move] = [f for f in result.findings if f.kind == "implicit-move"]
    source = move.paths[0].notes
    assert len(source) == 1 + PATH_STEPS
    assert source[0].text == f"%{steps - 1} is produced on [{A}]"
    assert source[3].text == f"... {2 * (steps - 1) + 1 - 5} more steps (--explain shows them all)"
    assert source[-1].text == f"pinned by %0 = hal.tensor.import: explicit `on({A})`"


# -- the motivating report: a redundant transfer changes the placement ----------------------


def test_a_redundant_transfer_changes_the_placement(in_data):
    """Stage 0 of a two-stage pipeline runs on device_a (its input is
    imported there), stage 1 on device_b; both read a splat. Stage 0 may
    run on device_b as well: the splat is placed where it is consumed, and
    stage 1 consumes it on device_b. Adding `flow.tensor.transfer %w to
    device_a` for stage 0, a transfer that moves nothing in the user's
    mind, pins stage 0 to device_a and removes its implicit move."""
    code, before, _ = run("--check", "pipeline.mlir")
    assert code == 1
    assert diagnostics(before).split("\n")[:12] == f"""\
pipeline.mlir:6:10: warning: %0 = flow.tensor.splat may execute on 2 devices, {A}, {B}; convert-to-stream cannot pick one and converts it without an affinity
pipeline.mlir:6:10: note: on {A}:
pipeline.mlir:6:10: note:   its result %0 is consumed on [{A}, {B}]
pipeline.mlir:8:11: note:   consumed by %2 = flow.dispatch, which executes on [{A}, {B}]
pipeline.mlir:7:10: note:   its operand %1 is produced on [{A}]
pipeline.mlir:7:10: note:   pinned by %1 = hal.tensor.import: explicit `on({A})`
pipeline.mlir:6:10: note: on {B}:
pipeline.mlir:6:10: note:   its result %0 is consumed on [{A}, {B}]
pipeline.mlir:10:11: note:   consumed by %4 = flow.dispatch, which executes on [{A}, {B}]
pipeline.mlir:9:10: note:   its operand %3 is produced on [{B}]
pipeline.mlir:9:10: note:   produced by %3 = flow.tensor.transfer: transfer target `to {B}`
pipeline.mlir:6:10: note: 2 op(s) using its results inherit this: flow.dispatch at pipeline.mlir:8:11, flow.dispatch at pipeline.mlir:10:11""".split("\n")
    assert "pipeline.mlir:8:11: warning: implicit move of %1 (tensor<64xf32>, 256 bytes)" in before
    assert "pipeline.mlir:10:11: warning: implicit move of %3 (tensor<64xf32>, 256 bytes)" in before
    assert (f"  @pipeline: 0 errors, 3 warnings, 0 remarks; 0 unmet, 1 ambiguous, 2 implicit moves, "
            f"defaults: 0 ops, 0 values") in before

    code, after, _ = run("--check", "pipeline_redundant_transfer.mlir")
    assert code == 1
    assert diagnostics(after).split("\n")[:9] == f"""\
pipeline_redundant_transfer.mlir:6:10: warning: %0 = flow.tensor.splat may execute on 2 devices, {A}, {B}; convert-to-stream cannot pick one and converts it without an affinity
pipeline_redundant_transfer.mlir:6:10: note: on {A}:
pipeline_redundant_transfer.mlir:6:10: note:   its result %0 is consumed on [{A}, {B}]
pipeline_redundant_transfer.mlir:8:11: note:   consumed by %2 = flow.tensor.transfer: transfer target `to {A}`
pipeline_redundant_transfer.mlir:6:10: note: on {B}:
pipeline_redundant_transfer.mlir:6:10: note:   its result %0 is consumed on [{A}, {B}]
pipeline_redundant_transfer.mlir:11:11: note:   consumed by %5 = flow.dispatch, which executes on [{A}, {B}]
pipeline_redundant_transfer.mlir:10:10: note:   its operand %4 is produced on [{B}]
pipeline_redundant_transfer.mlir:10:10: note:   produced by %4 = flow.tensor.transfer: transfer target `to {B}`""".split("\n")
    # Stage 0 (line 9) now runs on device_a alone: no implicit move into it.
    assert "pipeline_redundant_transfer.mlir:9:" not in after
    assert "pipeline_redundant_transfer.mlir:11:11: warning: implicit move of %4" in after
    assert (f"  @pipeline: 0 errors, 2 warnings, 0 remarks; 0 unmet, 1 ambiguous, 1 implicit move, "
            f"defaults: 0 ops, 0 values") in after
    # The placement itself changed: annotate-affinities says so too.
    stage0 = [line for line in run("pipeline.mlir")[1].split("\n") if "@stage0" in line][0]
    assert f"stream.affinities = [{A}, {B}]" in stage0
    stage0 = [line for line in run("pipeline_redundant_transfer.mlir")[1].split("\n") if "@stage0" in line][0]
    assert f"stream.affinities = [{A}]" in stage0


# -- levels, exit codes, combinations -----------------------------------------------------


def test_levels_choose_what_is_shown_and_what_fails(in_data):
    assert run("--check=error", "ambiguous.mlir")[0] == 0   # only warnings there
    assert ": warning:" not in run("--check=error", "ambiguous.mlir")[1]
    assert run("--check=error", "unmet_export.mlir")[0] == 1
    assert run("--check=warn", "ambiguous.mlir")[0] == 1
    assert run("--check=all", "ambiguous.mlir")[0] == 1
    assert run("--check", str(REPO / "examples" / "multi_device_mul.mlir"))[:2] == (0, """\
summary:
  no findings
  total: 0 errors, 0 warnings, 0 remarks; 0 shown at --check=warn
""")


def test_bad_input_exits_2_under_check_and_1_without(in_data, tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("module {\n  %0 = \n}\n")
    code, out, err = run("--check", str(bad))
    assert code == 2 and out == "" and f"{bad}:2:7: error: expected operation name" in err
    assert run("--check", str(tmp_path / "missing.mlir"))[0] == 2
    assert run(str(bad))[0] == 1 and run("--emit=json", str(bad))[0] == 1
    assert run("--check", "--explain", "@f::%0", "ambiguous.mlir")[0] == 2
    assert run("--check", "--transfers", "ambiguous.mlir")[0] == 2
    assert run("--check", "--emit=dot", "ambiguous.mlir")[0] == 2
    assert run("--check=sometimes", "ambiguous.mlir")[0] == 2
    # -o is written for findings (exit 1), not for bad input
    target = tmp_path / "report.txt"
    assert run("--check", "-o", str(target), "ambiguous.mlir")[0] == 1
    assert target.read_text().startswith("ambiguous.mlir:7:10: warning:")
    assert run("--check", "-o", str(tmp_path / "none.txt"), str(bad))[0] == 2
    assert not (tmp_path / "none.txt").exists()


def test_split_input_file_checks_every_chunk(in_data, tmp_path):
    text = (DATA / "unmet_export.mlir").read_text() + "// -----\n" + (DATA / "ambiguous.mlir").read_text()
    both = tmp_path / "both.mlir"
    both.write_text(text)
    code, out, _ = run("--check", "--split-input-file", str(both))
    assert code == 1
    first, second = out.split("// -----\n")
    assert f"{both}:8:10: error: %3 = hal.tensor.export requires %2" in first
    assert f"{both}:19:10: warning: %2 = flow.dispatch may execute on 2 devices" in second


# -- JSON and HTML ----------------------------------------------------------------------------


def test_json_carries_the_findings_with_their_paths(in_data):
    code, out, err = run("--check=all", "--emit=json", "implicit_move.mlir")
    assert code == 1, err
    doc = json.loads(out)
    assert validate(doc, json.loads(SCHEMA_FILE.read_text())) == []
    assert doc["schema"] == "dfx.affinity/3"
    check = doc["modules"][0]["check"]
    assert check["level"] == "all" and check["totals"] == {"errors": 0, "warnings": 3, "remarks": 0}
    first = check["findings"][0]
    assert first["kind"] == "implicit-move" and first["severity"] == "warning"
    assert first["location"] == "implicit_move.mlir:8:10" and first["function"] == "@f"
    assert first["data"] == {"value": "%0", "type": "tensor<4x8xf32>", "user": "flow.dispatch", "source": A,
                             "target": B, "bytes": 128, "count": 2, "elided": None, "into_global": False}
    assert [p["role"] for p in first["paths"]] == ["source", "target"]
    assert first["paths"][0]["steps"] == [
        {"text": f"%0 is produced on [{A}]", "location": "implicit_move.mlir:6:10"},
        {"text": f"pinned by %0 = hal.tensor.import: explicit `on({A})`", "location": "implicit_move.mlir:6:10"}]
    assert check["summary"][0]["pairs"] == [{"source": A, "target": B, "count": 4, "bytes": 262, "dynamic": 1,
                                             "elided": 0}]
    # Without --check the document has no `check` member.
    assert "check" not in json.loads(run("--emit=json", "implicit_move.mlir")[1])["modules"][0]


def test_json_of_every_program_validates(in_data):
    schema = json.loads(SCHEMA_FILE.read_text())
    for path in sorted(DATA.glob("*.mlir")):
        code, out, err = run("--check=all", "--emit=json", "--rules", "current", path.name)
        assert code in (0, 1), err
        assert validate(json.loads(out), schema) == [], path.name


def test_html_lists_and_marks_the_findings(in_data):
    code, out, err = run("--check", "--emit=html", "unmet_export.mlir")
    assert code == 1, err
    m = re.search(r'<script type="application/json" id="data">(.*?)</script>', out, re.S)
    data = json.loads(m.group(1).replace("<\\/", "</"))
    assert data["checked"] is True
    [finding] = data["findings"]
    assert finding["s"] == "error" and finding["k"] == "unmet" and finding["loc"] == "unmet_export.mlir:8:10"
    assert finding["m"].startswith("%3 = hal.tensor.export requires %2 on")
    assert finding["n"][0] == [f"%3 = hal.tensor.export executes on [{A}]: explicit `on({A})`",
                               "unmet_export.mlir:8:10"]
    assert 'id="f-finding"' in out  # the "findings only" filter
    plain = run("--emit=html", "unmet_export.mlir")[1]
    assert '"checked":false' in plain and '"findings":[]' in plain


# -- determinism --------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ["seed", "current"])
def test_output_does_not_depend_on_the_solver_order(rules):
    for path in [DATA / "pipeline.mlir", DATA / "ambiguous.mlir",
                 REPO / "tests" / "data" / "realworld" / "v3.2" / "tensor_ops.xfer_io.flow.mlir",
                 REPO / "tests" / "data" / "realworld" / "v3.2" / "lstm_loop.xfer_alt.flow.mlir"]:
        text = path.read_text()
        outs = set()
        for seed in (None, 1, 2, 5, 11):
            module = parse_module(text, str(path))
            analysis = AffinityAnalysis(module, rules=rules, order_seed=seed)
            analysis.run()
            outs.add(check_text(run_check(module, analysis, PrintedNaming(module)), "all"))
        assert len(outs) == 1, path


def test_output_does_not_depend_on_the_hash_seed():
    path = REPO / "tests" / "data" / "realworld" / "v3.2" / "tensor_ops.xfer_io.flow.mlir"
    outs = set()
    for seed in ("0", "1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        p = subprocess.run([sys.executable, "-m", "stream_affinity", "--check=all", str(path)],
                           capture_output=True, text=True, env=env, cwd=REPO)
        assert p.returncode == 1, p.stderr
        outs.add(p.stdout)
    assert len(outs) == 1


# -- the corpus: implicit moves are exactly the transfers convert-to-stream inserts ------------


def _loc(loc) -> str:
    return f"{loc.line}:{loc.col}"


def reported_moves(path: Path, rules: str) -> Counter:
    module = parse_module(path.read_text(), str(path))
    analysis = AffinityAnalysis(module, rules=rules)
    analysis.run()
    out: Counter = collections.Counter()
    for f in run_check(module, analysis, PrintedNaming(module)).findings:
        if f.kind == "implicit-move":
            out[(_loc(f.location), f.data["source"], f.data["target"])] += f.data["count"]
    return out


def inserted_moves(path: Path, rules: str) -> Counter:
    """(location, from, to) of every cross-device `stream.async.transfer` the
    `convert-to-stream` pass under |rules| inserts into |path|, but those
    standing for a `flow.tensor.transfer` of the input (they take its
    location)."""
    module = parse_module(path.read_text(), str(path))
    written = {_loc(op.location) for op in module.walk() if op.name == "flow.tensor.transfer"}
    convert_to_stream(module, rules=rules)
    out: Counter = collections.Counter()
    for op in module.walk():
        if op.name == "stream.async.transfer":
            s, t = op.get_attr("source_affinity"), op.get_attr("result_affinity")
            if s != t and _loc(op.location) not in written:
                out[(_loc(op.location), str(s) if s is not None else None, str(t) if t is not None else None)] += 1
    return out


# Programs the two rule sets place differently enough to move other values
# (see docs/cli.md, --check).
RULE_SETS_MOVE_DIFFERENTLY = {
    "realworld/v3.2/control_flow.xfer_alt.flow.mlir", "realworld/v3.2/lstm_loop.xfer_alt.flow.mlir",
    "realworld/v3.2/ml_program_state.xfer_alt.flow.mlir", "realworld/v3.2/tensor_ops.xfer_alt.flow.mlir",
    "frontends/v3.2/jax_scan_rnn.xfer_alt.flow.mlir", "frontends/v3.2/torch_kv_cache.xfer_alt.flow.mlir",
    "frontends/v3.2/torch_kv_cache.xfer_io.flow.mlir",
    # tensor-parallel Llama: the unplaced export pins its tied web only under seed rules (R8), so the
    # move towards it shows on the tied dispatch (seed) or on the export (current)
    "frontends/v3.2/torch_tp_llama_2.flow.mlir", "frontends/v3.2/torch_tp_llama_4.flow.mlir",
    "frontends/v3.2/torch_tp_llama_8.flow.mlir", "frontends/v3.13/torch_tp_llama_2.flow.mlir",
    "frontends/v3.13/torch_tp_llama_4.flow.mlir", "frontends/v3.13/torch_tp_llama_8.flow.mlir",
}


def _name(path: Path) -> str:
    return path.relative_to(CORPORA).as_posix()


@pytest.mark.parametrize("path", CORPUS, ids=_name)
def test_corpus_implicit_moves_are_the_inserted_transfers(path):
    seed = reported_moves(path, "seed")
    assert seed == inserted_moves(path, "seed")
    current = reported_moves(path, "current")
    assert current == inserted_moves(path, "current")
    assert (current != seed) == (_name(path) in RULE_SETS_MOVE_DIFFERENTLY)


def test_corpus_exercises_every_kind():
    kinds: Counter = collections.Counter()
    for path in CORPUS:
        module = parse_module(path.read_text(), str(path))
        analysis = AffinityAnalysis(module)
        analysis.run()
        kinds.update(f.kind for f in run_check(module, analysis, PrintedNaming(module)).findings)
    assert set(kinds) == {"unmet", "ambiguous", "implicit-move", "default"}
    assert len(REALWORLD) == 56 and len(FRONTENDS) == 88
