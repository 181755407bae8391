"""How the affinity analysis treats IREE's `util` ops, against iree-opt.

Upstream attaches the affinity interface to `util.global`, `util.func` and
`util.initializer` only (stream/dialects/external.py does the same): every
other util op is not placed; its tensor operands and results are
annotated from their producers and consumers like any op's, and ops
without tensors get nothing. Checked on programs using every util op that
can hold a tensor (`util.null`, `util.unfoldable_constant`,
`util.numeric.optional_narrow`, `util.cmp.eq`, lists, indirect globals,
`util.cast`) next to ones that cannot (`util.assume.int`, `util.switch`,
`util.status.check_ok`, `util.unreachable`...):

* `annotate/util_ops.mlir`: iree-opt 3.2.0's annotation is checked by
  test_ops_real.py (seed rules);
* `annotate_v3_13/util_ops*.mlir`: iree-opt 3.13's annotation (the second
  file uses ops only current releases have), against `--rules current`.

`flow.tensor.tie_shape` is checked the same way (`flow_tie_shape.mlir` in
both folders): though IREE ties its result to its operand, neither
release's analysis sees through it (its result is placed nowhere). So are
real programs from the torch frontend (`real_torch_async_2dev.mlir`:
iree-compile's flow phase of a function with symbolic shapes, which
brings `util.assume.int`, and its `$async` function with the synchronous
wrapper's `util.null : !hal.fence`, with a transfer to a second device
added).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.transforms.annotate_affinities import annotate_affinities

from ..iree import iree_opt_current, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "ops_real"
CURRENT = sorted(p for p in (DATA / "annotate_v3_13").glob("*.mlir") if p.stem != "ties")


def test_seed_file_present():
    assert (DATA / "annotate" / "util_ops.mlir").exists() and CURRENT


@pytest.mark.parametrize("path", CURRENT, ids=[p.stem for p in CURRENT])
def test_util_ops_annotated_as_iree_opt_3_13(path):
    module = parse_module(path.read_text(), str(path))
    annotate_affinities(module, rules="current")
    expected = path.with_suffix(".expected").read_text()
    assert print_module(module).rstrip("\n") == expected.rstrip("\n")
    if iree_opt_current() is not None:
        proc = run_iree_opt_current(["--mlir-print-local-scope", "--iree-stream-annotate-affinities"],
                                    path.read_text())
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.rstrip("\n") == expected.rstrip("\n")


def test_only_globals_and_functions_of_util_are_affinity_ops():
    from dfx.ir.core import OP_DEFS, Operation
    from stream_affinity.analysis.interfaces import AffinityOp
    placed = sorted(n for n in OP_DEFS if n.startswith("util.") and Operation(n).get_trait(AffinityOp) is not None)
    assert placed == ["util.func", "util.global", "util.initializer"]
