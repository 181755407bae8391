"""Acceptance: every chunk of upstream's schedule_execution.mlir, run through
`dfx-opt -p schedule-execution`, passes its own FileCheck lines."""

import io
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

from ..conftest import run_filecheck
from ..iree import run_iree_opt
from ..refdata import chunk_label, collected_reference_chunks, reference_chunks

CHUNKS = collected_reference_chunks("schedule_execution.mlir")


def test_chunk_count():
    reference_chunks("schedule_execution.mlir")  # skips (fails under CI) when the file is missing
    assert len(CHUNKS) == 12


def schedule_text(text: str, tmp_path) -> str:
    src = tmp_path / "input.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool([str(src), "-p", "schedule-execution"], stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[chunk_label(t, i) for i, (t, _) in enumerate(CHUNKS)])
def test_reference_chunk(index, tmp_path):
    text, offset = CHUNKS[index]
    padded = "\n" * offset + text
    output = schedule_text(padded, tmp_path)
    result = run_filecheck(padded, output, tmp_path)
    assert result.returncode == 0, result.stderr + "\n--- output ---\n" + output


#===----------------------------------------------------------------------===#
# Agreement with iree-opt 3.2.0 on small programs (issue 13)
#===----------------------------------------------------------------------===#

VS_IREE = Path(__file__).parent / "data" / "schedule_vs_iree"
IREE_PIPELINE = ("--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution),"
                 "util.initializer(iree-stream-schedule-execution))")


def _iree(args, text: str) -> str:
    result = run_iree_opt(list(args), text)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("name", sorted(p.name for p in VS_IREE.glob("*.mlir")))
def test_schedule_matches_iree_opt(name, tmp_path):
    text = (VS_IREE / name).read_text()
    # Both outputs go through iree-opt once more, so SSA names and the
    # printing of attributes are iree-opt's on both sides.
    theirs = _iree([], _iree([IREE_PIPELINE], text))
    ours = _iree([], schedule_text(text, tmp_path))
    assert ours == theirs


def test_schedule_vs_iree_cases_exist():
    assert len(list(VS_IREE.glob("*.mlir"))) >= 3
