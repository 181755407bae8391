"""Host-side ops that iree-compile 3.2.0 and 3.13 emit at the flow and stream
phases (up to schedule-execution): syntax and affinity model checked
against the reference binaries' own output.

Data (tests/stream_affinity/data/ops_real/):
* `syntax/v3_2/*.mlir`: text as iree-opt 3.2.0 prints it (with
  `--mlir-print-local-scope`); 3.13 prints the same bytes, except for
  `stream.parameter.*`, which it removed (checked when the files were made).
  dfx must print it back byte for byte; with iree-opt installed, the file is
  also checked to be iree-opt's fixed point. `real_*` files are iree-compile
  dumps (flow phase, after convert-to-stream, before schedule-execution) of
  small programs, executables removed.
* `syntax/v3_13/*.mlir`: text as iree-opt 3.13 prints it, one op or
  spelling 3.2.0 does not know per file (iree-opt 3.2.0 must reject each).
* `annotate/*.mlir` with `*.expected`: `iree-opt
  --iree-stream-annotate-affinities` (3.2.0) output; dfx's annotation must
  be identical.
* `annotate_v3_13/ties.mlir` with `ties.expected`: iree-opt 3.13's
  annotation of ops that exist only in current releases; the placement of
  their tied results must agree (the rest of 3.13's output follows its own
  rule set, SPEC-CURRENT).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.transforms.annotate_affinities import annotate_affinities

from ..iree import iree_opt, run_iree_opt

DATA = Path(__file__).parent / "data" / "ops_real"
V32 = sorted((DATA / "syntax" / "v3_2").glob("*.mlir"))
V313 = sorted((DATA / "syntax" / "v3_13").glob("*.mlir"))
ANNOTATE = sorted((DATA / "annotate").glob("*.mlir"))


def _round_trip(path: Path) -> str:
    """dfx's printing of |path| (the data files end with one newline)."""
    return print_module(parse_module(path.read_text(), str(path)))


def test_data_present():
    assert V32 and V313 and ANNOTATE


@pytest.mark.parametrize("path", V32, ids=[p.stem for p in V32])
def test_v3_2_syntax_round_trip(path):
    text = path.read_text()
    assert _round_trip(path) == text
    if iree_opt() is not None:
        proc = run_iree_opt(["--mlir-print-local-scope"], text)
        assert proc.returncode == 0, proc.stderr
        # Read from a pipe, iree-opt ends with one newline (two for a file).
        assert proc.stdout.rstrip("\n") == text.rstrip("\n")


@pytest.mark.parametrize("path", V313, ids=[p.stem for p in V313])
def test_v3_13_syntax_round_trip(path):
    text = path.read_text()
    assert _round_trip(path) == text
    if iree_opt() is not None:
        # Only current releases know these ops or spellings.
        proc = run_iree_opt([], text)
        assert proc.returncode != 0


@pytest.mark.parametrize("path", ANNOTATE, ids=[p.stem for p in ANNOTATE])
def test_annotation_matches_iree_opt_3_2(path):
    module = parse_module(path.read_text(), str(path))
    annotate_affinities(module)
    expected = path.with_suffix(".expected").read_text()
    assert print_module(module) == expected
    if iree_opt() is not None:
        proc = run_iree_opt(["--mlir-print-local-scope", "--iree-stream-annotate-affinities"], path.read_text())
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.rstrip("\n") == expected.rstrip("\n")


#===----------------------------------------------------------------------===#
# Ties of the current releases' ops, against iree-opt 3.13's annotation
#===----------------------------------------------------------------------===#

V313_ANNOTATE = DATA / "annotate_v3_13"


def _results_by_op(text: str) -> dict:
    """Op name → its `stream.affinities.results` text, per op line, in
    order (3.13 prints more attributes than the 3.2.0 rules do: only the
    result placements are compared)."""
    out = {}
    for line in text.splitlines():
        m = re.search(r"= ([a-z_]+\.[a-z_.]+) ", line)
        r = re.search(r"stream\.affinities\.results = (\[\[.*?\]\])", line)
        if m and r:
            out.setdefault(m.group(1), []).append(r.group(1))
    return out


def test_current_ops_results_follow_their_tied_operand():
    """Each op of ties.mlir updates or forwards a dev_a value in place: 3.13
    places every such result on dev_a, and so do we."""
    path = V313_ANNOTATE / "ties.mlir"
    module = parse_module(path.read_text(), str(path))
    annotate_affinities(module)
    ours = _results_by_op(print_module(module))
    upstream = _results_by_op((V313_ANNOTATE / "ties.expected").read_text())
    tied = ("stream.async.parameter.read", "stream.async.parameter.write", "stream.resource.transients",
            "stream.async.cast", "hal.tensor.transients", "flow.parameter.write")
    for name in tied:
        assert upstream[name] == ["[[#hal.device.promise<@dev_a>]]"], name
        assert ours[name] == upstream[name], name
