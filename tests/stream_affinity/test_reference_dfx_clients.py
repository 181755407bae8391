"""Acceptance: upstream's 3.2.0 tests of IREE's other DFX analyses
(reference/dfx_clients_3.2.0), run through `dfx-opt` with the flags of each
file's own RUN line (`iree-opt` replaced by `dfx-opt`), pass their
FileCheck lines through LLVM's FileCheck, chunk by chunk and as whole
files; the output also parses in iree-opt 3.2.0.

* `refine_usage.mlir`: `--iree-stream-refine-usage`;
* `annotate_dispatch_arguments.mlir`: `--iree-stream-annotate-dispatch-arguments`;
* `elide_timepoints_coverage.mlir`, `elide_timepoints_immediate.mlir`:
  `--iree-stream-elide-timepoints`;
* `test_float_range_analysis.mlir`: `--iree-util-test-float-range-analysis`.

One chunk cannot pass alone, whatever the tool (`@testWhile`: a strict
xfail with the reason; the whole-file test covers it, and its output equals
iree-opt 3.2.0's and 3.13's: docs/divergences.md D1). iree-opt 3.2.0 passes
the same chunks: 12/13, 4/4, 12/12, 18/18, 9/9.
"""

import io
import subprocess

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

from ..conftest import REFERENCE, reference_path
from ..iree import iree_opt
from ..refdata import chunk_label, collected_reference_chunks, llvm_filecheck, run_line_flags

DIRECTORY = "dfx_clients_3.2.0"
FILES = {
    "refine_usage.mlir": 13,
    "annotate_dispatch_arguments.mlir": 4,
    "elide_timepoints_coverage.mlir": 12,
    "elide_timepoints_immediate.mlir": 18,
    "test_float_range_analysis.mlir": 9,
}


# (file, chunk label) -> (condition, reason): strict xfails while the condition holds.
XFAIL = {
    # @testWhile (its first check is a plain `CHECK: @testWhile`, so the chunk has no label).
    ("refine_usage.mlir", "chunk10"): (
        True, "not checkable alone: its last CHECK names %[[IF]], captured in the previous chunk (testIf), and "
              "FileCheck rejects an undefined variable whatever the output (iree-opt 3.2.0 fails it the same "
              "way); the whole-file test covers it"),
}

CASES = []
LABELS = set()
for _name in FILES:
    for _i, (_text, _offset) in enumerate(collected_reference_chunks(f"{DIRECTORY}/{_name}")):
        _label = chunk_label(_text, _i)
        LABELS.add((_name, _label))
        _marks = []
        if (_name, _label) in XFAIL:
            condition, reason = XFAIL[(_name, _label)]
            _marks.append(pytest.mark.xfail(condition, strict=True, reason=reason))
        CASES.append(pytest.param(_name, _i, id=f"{_name.split('.')[0]}::{_label}", marks=_marks))


def test_chunk_counts():
    for name, count in FILES.items():
        reference_path(f"{DIRECTORY}/{name}")  # skips (fails under CI) when the folder is missing
        assert len(collected_reference_chunks(f"{DIRECTORY}/{name}")) == count, name


def test_every_xfail_names_a_chunk():
    assert set(XFAIL) <= LABELS


def _run(flags, path) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(flags + [str(path)], prog="dfx-opt", stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def _filecheck(check_path, output: str) -> subprocess.CompletedProcess:
    return subprocess.run([llvm_filecheck(), str(check_path)], input=output, text=True, capture_output=True)


@pytest.mark.parametrize("name,index", CASES)
def test_reference_chunk(name, index, tmp_path):
    text, offset = collected_reference_chunks(f"{DIRECTORY}/{name}")[index]
    padded = "\n" * offset + text  # original line numbers for FileCheck and our diagnostics
    src = tmp_path / "input.mlir"
    src.write_text(padded)
    output = _run(run_line_flags(REFERENCE / DIRECTORY / name), src)
    result = _filecheck(src, output)
    assert result.returncode == 0, result.stderr + "\n--- output ---\n" + output
    exe = iree_opt()
    if exe is not None:
        parsed = subprocess.run([exe, "--allow-unregistered-dialect", "-"], input=output, text=True,
                                capture_output=True)
        assert parsed.returncode == 0, "iree-opt 3.2.0 rejects the output:\n" + parsed.stderr + output


@pytest.mark.parametrize("name", list(FILES))
def test_reference_file(name):
    """The whole file, as upstream's lit runs it (chunk outputs joined)."""
    path = reference_path(f"{DIRECTORY}/{name}")
    output = _run(run_line_flags(path), path)
    result = _filecheck(path, output)
    assert result.returncode == 0, result.stderr
