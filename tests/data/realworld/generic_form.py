"""How far our tools get on the corpus once it is in generic form.

    python tests/data/realworld/generic_form.py [--json OUT]

Every 3.2.0 file is converted with `iree-opt --mlir-print-op-generic`
(so no custom op parser is needed), then:

* round trip: does `dfx-opt` parse and verify it, and print a program
  iree-opt reads back to the same text as the original (our output in
  custom form, and again with `--mlir-print-op-generic`: `_generic`);
* annotate (flow files): are the `stream.affinities*` attributes of our
  `annotate-affinities` the same as iree-opt's on the same generic input;
* schedule (stream files): after `dfx-opt -p schedule-execution` and
  iree-opt's pass, do both print the same once re-printed by iree-opt
  (again with our output in custom and in generic form).

A measurement for docs/realworld.md, not a test: it prints one line per
file and check, and a summary with the most frequent first errors.
"""

from __future__ import annotations

import argparse
import collections
import io
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

import stream_affinity  # noqa: E402,F401
from stream_affinity import passes as _passes  # noqa: E402,F401
from stream_affinity.cli import annotate_main  # noqa: E402
from dfx.driver.cli import run_tool  # noqa: E402
from dfx.ir.diagnostics import ParseError  # noqa: E402
from dfx.syntax.parser import parse_module  # noqa: E402
from property_tests.support import annotation_mismatches  # noqa: E402
from tests.stream_affinity.test_realworld import SCHEDULE_PIPELINE, iree_opt_lenient  # noqa: E402


def iree(args, text):
    code, out, first = iree_opt_lenient(list(args), text)
    if code != 0:
        raise RuntimeError(first if first.startswith("iree-opt crashed") else "iree-opt: " + first)
    return out


def tool(main, path, args):
    out, err = io.StringIO(), io.StringIO()
    code = main([str(path), *args], stdout=out, stderr=err)
    if code != 0:
        first = (err.getvalue().splitlines() or ["(no diagnostic)"])[0]
        raise RuntimeError(first.split(": error: ", 1)[-1])
    return out.getvalue()


def measure(path: Path, tmp: Path) -> list:
    rel = path.relative_to(HERE).as_posix()
    generic = tmp / path.name
    generic.write_text(iree(["--mlir-print-op-generic"], path.read_text()))
    rows = []

    def record(check, fn):
        try:
            result = fn()
            rows.append((rel, check, "equal" if result is None else "differ", result or ""))
        except RuntimeError as error:
            rows.append((rel, check, "error", str(error)))

    def round_trip(flags):
        printed = tool(run_tool, generic, flags)
        same = iree([], printed) == iree([], path.read_text())
        return None if same else "iree-opt reads our printing back to a different program"

    record("round_trip", lambda: round_trip([]))
    record("round_trip_generic", lambda: round_trip(["--mlir-print-op-generic"]))
    if path.name.endswith(".flow.mlir"):
        def annotate():
            ours = tool(annotate_main, generic, [])
            theirs = iree(["--iree-stream-annotate-affinities", "--mlir-print-op-generic"], generic.read_text())
            try:
                problems = annotation_mismatches(parse_module(ours, rel), parse_module(theirs, rel))
            except ParseError as error:
                raise RuntimeError("reading the annotated outputs back: " + str(error).split(": error: ", 1)[-1])
            return problems[0] if problems else None
        record("annotate", annotate)
    if path.name.endswith(".stream.mlir"):
        def schedule(flags):
            ours = iree([], tool(run_tool, generic, ["-p", "schedule-execution", *flags]))
            theirs = iree([], iree([SCHEDULE_PIPELINE], generic.read_text()))
            return None if ours == theirs else "scheduled text differs"
        record("schedule", lambda: schedule([]))
        record("schedule_generic", lambda: schedule(["--mlir-print-op-generic"]))
    return rows


def main(argv=None) -> int:
    import tempfile
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", default=None)
    args = ap.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted((HERE / "v3.2").glob("*.mlir")):
            for row in measure(path, Path(tmp)):
                print(" | ".join(row), flush=True)
                rows.append(row)
    print()
    for check in ("round_trip", "round_trip_generic", "annotate", "schedule", "schedule_generic"):
        mine = [r for r in rows if r[1] == check]
        status = collections.Counter(r[2] for r in mine)
        print(f"{check}: {len(mine)} files, " + ", ".join(f"{k} {v}" for k, v in sorted(status.items())))
        causes = collections.Counter(r[3] for r in mine if r[2] != "equal")
        for cause, n in causes.most_common(8):
            print(f"    {n:3}  {cause}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
