"""Acceptance: every chunk of upstream's annotate_affinities.mlir, run through
our `annotate-affinities`, passes its own FileCheck lines."""

import io

import pytest

from stream_affinity.cli import annotate_main

from ..conftest import REFERENCE, run_filecheck
from ..refdata import chunk_label, collected_reference_chunks, reference_chunks

CHUNKS = collected_reference_chunks("annotate_affinities.mlir")


def test_chunk_count():
    reference_chunks("annotate_affinities.mlir")  # skips (fails under CI) when the file is missing
    # 46 `// -----` separators, so 47 cases.
    assert len(CHUNKS) == 47


def _annotate_text(text: str, tmp_path) -> str:
    src = tmp_path / "input.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = annotate_main([str(src)], stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[chunk_label(t, i) for i, (t, _) in enumerate(CHUNKS)])
def test_reference_chunk(index, tmp_path):
    text, offset = CHUNKS[index]
    # Keep the original line numbers so FileCheck and our diagnostics agree.
    padded = "\n" * offset + text
    output = _annotate_text(padded, tmp_path)
    result = run_filecheck(padded, output, tmp_path)
    assert result.returncode == 0, result.stderr + "\n--- output ---\n" + output
