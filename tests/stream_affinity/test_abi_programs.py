"""What users' frontends produce around the async ABI (tests/data/ops/programs/,
built by its build.py): torch-dialect programs as iree-turbine hands them
over (`@main$async` with wait/signal `!hal.fence`s, `hal.tensor.import
wait(...)`, `hal.tensor.barrier`, and the synchronous `@main` with
`util.null`, `hal.fence.create`, `hal.fence.await`), an ONNX graph as
iree-import-onnx writes it (the same wrappers), and the fenced
`--iree-execution-model=async-external` ABI, one and two devices, compiled
by iree-compile 3.2.0 and 3.13 to the flow phase and to right before
schedule-execution.

Per file: dfx prints it back byte for byte; annotations agree with the
release that produced it (seed rules vs 3.2.0, `--rules current` vs 3.13);
3.2.0's flow dumps convert as `iree-opt --iree-stream-conversion` does;
the stream dumps schedule as the producing release's
`iree-stream-schedule-execution` does (both outputs printed by that
release's iree-opt).
"""

from __future__ import annotations

import io
import subprocess
from pathlib import Path
from typing import List

import pytest

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from stream_affinity import passes as _passes  # noqa: F401  (registers the passes)
from stream_affinity.cli import annotate_main
from stream_affinity.transforms.annotate_affinities import annotate_affinities
from dfx.driver.cli import run_tool
from dfx.syntax.parser import parse_module
from property_tests.support import annotation_mismatches

from ..iree import (annotation_differences, annotations, current_reference_annotations, iree_opt,
                    require_iree_opt_current)

PROGRAMS = Path(__file__).resolve().parents[2] / "tests" / "data" / "ops" / "programs"
SEED = sorted((PROGRAMS / "v3.2").glob("*.mlir"))
CURRENT = sorted((PROGRAMS / "v3.13").glob("*.mlir"))
SCHEDULE = ("--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution),"
            "util.initializer(iree-stream-schedule-execution))")



def _ids(paths: List[Path]) -> List[str]:
    return [f"{p.parent.name}/{p.name}" for p in paths]


def _ours(path: Path, args: List[str], main=run_tool) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = main([str(path), *args], stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def _run(binary: str, args: List[str], text: str) -> str:
    proc = subprocess.run([binary, *args, "-"], input=text, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def _binary(release: str) -> str:
    if release == "v3.2":
        exe = iree_opt()
        if exe is None:
            pytest.skip("iree-opt 3.2.0 is not installed")
        return exe
    return require_iree_opt_current()


def test_programs_cover_the_abis():
    names = {p.name for p in SEED}
    assert names == {p.name for p in CURRENT} and len(names) == 8
    for path in SEED + CURRENT:
        text = path.read_text()
        if "torch" in path.name or "onnx" in path.name:
            assert "util.null : !hal.fence" in text and "hal.fence.create" in text and "hal.fence.await" in text
        if path.name.endswith(".flow.mlir"):
            assert "hal.tensor.barrier" in text and "wait(" in text


@pytest.mark.parametrize("path", SEED + CURRENT, ids=_ids(SEED + CURRENT))
def test_round_trip(path):
    assert _ours(path, ["--mlir-print-local-scope"]).rstrip("\n") == path.read_text().rstrip("\n")


@pytest.mark.parametrize("path", SEED, ids=_ids(SEED))
def test_seed_annotation_matches_iree_opt_3_2(path):
    annotated = _ours(path, [], main=annotate_main)
    expected = _run(_binary("v3.2"), ["--iree-stream-annotate-affinities"], path.read_text())
    problems = annotation_mismatches(parse_module(annotated, str(path)), parse_module(expected, "iree-opt"))
    assert problems == []


def test_current_annotation_matches_iree_opt_3_13():
    require_iree_opt_current()
    refs = current_reference_annotations([p.read_text() for p in CURRENT])
    for path, theirs in zip(CURRENT, refs):
        module = parse_module(path.read_text(), str(path))
        annotate_affinities(module, rules="current")
        assert annotation_differences(annotations(module), theirs) == [], path.name


FLOW_SEED = [p for p in SEED if p.name.endswith(".flow.mlir")]


@pytest.mark.parametrize("path", FLOW_SEED, ids=_ids(FLOW_SEED))
def test_convert_matches_iree_opt_3_2(path):
    binary = _binary("v3.2")
    ours = _run(binary, [], _ours(path, ["-p", "convert-to-stream"]))
    theirs = _run(binary, [], _run(binary, ["--iree-stream-conversion"], path.read_text()))
    assert ours == theirs


STREAM = [p for p in SEED + CURRENT if p.name.endswith(".stream.mlir")]


def _schedule_case(path: Path):
    return pytest.param(path, id=f"{path.parent.name}/{path.name}")


@pytest.mark.parametrize("path", [_schedule_case(p) for p in STREAM])
def test_schedule_matches_the_producing_release(path):
    binary = _binary(path.parent.name)
    ours = _run(binary, [], _ours(path, ["-p", "schedule-execution"]))
    theirs = _run(binary, [], _run(binary, [SCHEDULE], path.read_text()))
    assert ours == theirs
