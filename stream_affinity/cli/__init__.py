"""Console scripts: `annotate-affinities` and the plugin-aware `dfx-opt`.

`annotate-affinities` prints annotated IR through `dfx.driver.cli.run_tool`; with
`--explain`, `--emit=json|dot|html` or `--stats` it runs
`stream_affinity.reports.run_report` instead (same input handling, same
diagnostics, same exit codes).
"""

from __future__ import annotations

import importlib
import sys

from dfx.driver.cli import _build_parser, run_console, run_tool
from dfx.driver.passes import PassOptions

from stream_affinity import passes as _passes  # noqa: F401  (registers the passes)
from stream_affinity.analysis.rules import RULE_SETS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NoReturn, Optional, Sequence

PROG = "annotate-affinities"
DESCRIPTION = ("Runs the whole-program affinity analysis and prints the IR with "
               "stream.affinities annotations: where every value and op will live.")


def _positive(text: str) -> int:
    import argparse

    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got '{text}'") from None
    if n <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got '{text}'")
    return n


def _annotate_options(ap) -> None:
    ap.add_argument("--usage", action="store_true",
                    help="also print where each value is consumed "
                         "(stream.affinities.operands.usage / .results.usage)")
    ap.add_argument("--rules", choices=RULE_SETS, default="seed",
                    help="the affinity rules: seed (default; IREE 3.2.0's, with the divergences of "
                         "docs/divergences.md) or current (upstream's current rules as iree-base-compiler "
                         "3.13 applies them; implies --usage). See docs/rules.md")
    ap.add_argument("--allocations", action="store_true",
                    help="also print where the storage of each stream.async.execute result and "
                         "constant should be allocated (stream.affinities.allocations; "
                         "#hal.device.optimal<[...]> when several devices use it)")
    ap.add_argument("--topology", default=None, metavar="TEXT|FILE",
                    help="use this device topology instead of the module's stream.topology: a "
                         "#hal.device.topology<...> attribute or its links, as text or in FILE; the "
                         "output carries it and marks the transfers elide-transfers would remove "
                         "(stream.transfer.elidable)")
    ap.add_argument("--partitions", action="store_true",
                    help="also preview the execution partitions of each block "
                         "(stream.partitions on every streamable op)")
    ap.add_argument("--max-iterations", type=int, default=None, metavar="N",
                    help="give up when one element changes more than N times "
                         "(default: no limit; the analysis always converges)")
    ap.add_argument("--max-members", type=int, default=None, metavar="N",
                    help="affinities tracked per value before it becomes unknown (default 8192)")
    ap.add_argument("--explain", default=None, metavar="TARGET",
                    help="instead of the IR, print why TARGET has its affinities, as a tree down to "
                         "the explicit affinities, pins, transfers and defaults they come from. "
                         "TARGET is @FUNC::%%VALUE (the name annotate-affinities prints, or the "
                         "input's name), @GLOBAL, or FILE:LINE of an op")
    ap.add_argument("--explain-depth", type=_positive, default=64, metavar="N",
                    help="deepest level of the --explain tree (default 64)")
    ap.add_argument("--emit", choices=("ir", "json", "dot", "html"), default="ir",
                    help="output: annotated IR (default), the results as JSON (schema dfx.affinity/3), "
                         "the dataflow graph as Graphviz DOT (-o FILE.svg/.png/.pdf renders it), "
                         "or an interactive placement report as one self-contained HTML page")
    ap.add_argument("--transfers", nargs="?", const="list", choices=("list", "explain"), default=None,
                    help="list the cross-device transfers convert-to-stream inserts (value, defining op, "
                         "from -> to, bytes; per device pair a summary), marking those the topology elides "
                         "when there is one (--topology or stream.topology). Text instead of the IR; with "
                         "--emit=json a `transfers` member per module, with --emit=dot the transfer edges "
                         "drawn red. --transfers=explain adds the explain tree of both sides of each")
    ap.add_argument("--check", nargs="?", const="warn", choices=("warn", "error", "all"), default=None,
                    help="instead of the IR, report placement problems as diagnostics with the provenance path of "
                         "each device: unmet requirements (errors), ambiguous execution and implicit moves "
                         "(warnings), defaults (remarks), then a summary per function and device pair. "
                         "--check=error shows errors only, --check (=warn) errors and warnings, --check=all also "
                         "remarks. Exit 0: nothing failing shown; 1: an error or warning shown; 2: bad input. "
                         "With --emit=json a `check` member per module, with --emit=html the findings in the page")
    ap.add_argument("--stats", action="store_true",
                    help="print statistics to stderr: elements by kind, updates, iterations and the "
                         "time of each phase; on a terminal, also a progress line during long solves")


_BARE = {"--transfers": "--transfers=list", "--check": "--check=warn"}


def _bare_transfers(arg: str) -> str:
    return _BARE.get(arg, arg)


_REPORT_OPTIONS = ("explain", "explain-depth", "stats", "transfers", "check", "emit")


def _may_want_report(args: Sequence[str]) -> bool:
    """Whether |args| may hold a reporting option: one of them, or any
    `--name` that argparse could expand to one (abbreviations)."""
    for a in args:
        if a == "--":
            return False
        if a.startswith("--"):
            name = a[2:].split("=", 1)[0]
            if name and any(option.startswith(name) for option in _REPORT_OPTIONS):
                return True
    return False


def annotate_main(argv: Optional[Sequence[str]] = None, **streams) -> int:
    """Entry point of `annotate-affinities` (= `dfx-opt -p annotate-affinities`
    plus the reporting options). `streams` (stdin/stdout/stderr) are for
    embedding and tests."""
    from dfx.support.deepstack import run_deep
    from stream_affinity.cli.report_options import wants_report

    stdin = streams.get("stdin") or sys.stdin
    stdout = streams.get("stdout") or sys.stdout
    stderr = streams.get("stderr") or sys.stderr
    args = list(argv) if argv is not None else sys.argv[1:]
    if not _may_want_report(args):
        # No reporting option (nor an abbreviation of one): the plain run,
        # without building and running a second argument parser first.
        return run_tool(argv, prog=PROG, description=DESCRIPTION, default_passes=["annotate-affinities"],
                        extra_options=_annotate_options, allow_pass_flag=False,
                        stdin=stdin, stdout=stdout, stderr=stderr)
    ap = _build_parser(PROG, DESCRIPTION, ["annotate-affinities"], False, _annotate_options)
    # `--transfers` and `--check` take their mode only after `=`: a bare
    # `--transfers` or `--check` must not swallow the input file that follows.
    if "--" in args:
        cut = args.index("--")
        args = [_bare_transfers(a) for a in args[:cut]] + args[cut:]
    else:
        args = [_bare_transfers(a) for a in args]
    try:
        ns = ap.parse_args(args)
    except SystemExit as e:
        return int(e.code) if isinstance(e.code, int) else 2
    if not wants_report(ns):
        return run_tool(argv, prog=PROG, description=DESCRIPTION, default_passes=["annotate-affinities"],
                        extra_options=_annotate_options, allow_pass_flag=False,
                        stdin=stdin, stdout=stdout, stderr=stderr)
    if ns.check and (ns.explain or ns.transfers or ns.emit == "dot"):
        other = "--explain" if ns.explain else "--transfers" if ns.transfers else "--emit=dot"
        stderr.write(f"{PROG}: error: --check cannot be combined with {other}\n")
        return 2
    if ns.transfers and (ns.explain or ns.emit == "html"):
        other = "--explain" if ns.explain else "--emit=html"
        stderr.write(f"{PROG}: error: --transfers cannot be combined with {other}\n")
        return 2
    if ns.explain and ns.emit != "ir":
        stderr.write(f"{PROG}: error: --explain prints an explanation instead of the IR; "
                     f"it cannot be combined with --emit={ns.emit}\n")
        return 2
    for module_name in ns.load:
        try:
            importlib.import_module(module_name)
        except Exception as e:  # noqa: BLE001 - report any import failure cleanly
            stderr.write(f"{PROG}: error: could not load module '{module_name}': {type(e).__name__}: {e}\n")
            return 2
    from stream_affinity.cli.reports import run_report

    options = PassOptions({k: v for k, v in vars(ns).items() if not k.startswith("_")})
    # On the large stack of run_deep, as run_tool does.
    return run_deep(run_report, options, prog=PROG, stdin=stdin, stdout=stdout, stderr=stderr)


def annotate_console() -> NoReturn:
    """The `annotate-affinities` console script: `annotate_main` as a whole
    process (see `dfx.driver.cli.run_console`)."""
    run_console(annotate_main)


if __name__ == "__main__":  # pragma: no cover
    annotate_console()
