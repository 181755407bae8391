"""Console scripts: `annotate-affinities` and the plugin-aware `dfx-opt`."""

from __future__ import annotations

import sys
from typing import Optional, Sequence

from dfx.cli import run_tool

from . import passes as _passes  # noqa: F401  (registers the passes)


def _annotate_options(ap) -> None:
    ap.add_argument("--usage", action="store_true",
                    help="also print where each value is consumed "
                         "(stream.affinities.operands.usage / .results.usage)")
    ap.add_argument("--partitions", action="store_true",
                    help="also preview the execution partitions of each block "
                         "(stream.partition on every streamable op)")
    ap.add_argument("--max-iterations", type=int, default=None, metavar="N",
                    help="give up when one element changes more than N times "
                         "(default: no limit; the analysis always converges)")
    ap.add_argument("--max-members", type=int, default=None, metavar="N",
                    help="affinities tracked per value before it becomes unknown (default 8192)")


def annotate_main(argv: Optional[Sequence[str]] = None, **streams) -> int:
    """Entry point of `annotate-affinities` (= `dfx-opt -p annotate-affinities`).
    `streams` (stdin/stdout/stderr) are for embedding and tests."""
    return run_tool(argv, prog="annotate-affinities",
                    description="Runs the whole-program affinity analysis and prints the IR with "
                                "stream.affinities annotations: where every value and op will live.",
                    default_passes=["annotate-affinities"], extra_options=_annotate_options,
                    allow_pass_flag=False, **streams)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(annotate_main())
