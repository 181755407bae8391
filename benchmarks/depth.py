"""Depth-doubling check: the work of every phase on region nests of depth
N and 2N (doubling the depth must at most double the work), side by side
with iree-opt.

    python benchmarks/depth.py                        # depths 1000 and 2000
    python benchmarks/depth.py --depths 500,1000,2000,4000 --kinds if-yield

Nest kinds (`nest(kind, depth)`, the nests of
`tests/stream_affinity/test_depth_scaling.py`, which counts steps at
depths 300 and 600 in the suite):

* `if-yield`: `scf.if` nested |depth| deep, each yielding a tensor: a
  dispatch and a transfer at the bottom, each level yields the level below
  in its `then` region and the input in its `else` region (the 5,000-deep
  case of issue 24);
* `for-iter`: `scf.for` nested |depth| deep carrying a tensor through
  `iter_args`;
* `if-empty`, `for-empty`: the same levels without values, the dispatch
  at the bottom;
* `fuzz-if`, `fuzz-for`: the fuzz harness' empty nests
  (`property_tests/fuzz/strategies.py:nested`).

Per kind, depth and pipeline (annotate, convert-to-stream, the conversion
then encode-host-tensors, then schedule-execution), in this process: the
number of Python function calls (cProfile, a measure of work that does not
depend on the machine's load) and the CPU seconds of each phase, and the
ratio of the calls at 2N to those at N for the passes. Then the wall time
of our whole command and of iree-opt (3.13 for annotate, 3.2.0 for the
others) on the same file; iree-opt overflows its stack on nests a few
thousand deep (`crash`). The printed output of a nest grows with the square
of its depth (each line is indented by its depth), for both tools.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Dict, List

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from tests.stream_affinity.test_depth_scaling import LEVELS, nest as _nest  # noqa: E402


def nest(kind: str, depth: int) -> str:
    if kind.startswith("fuzz-"):
        from property_tests.fuzz.strategies import nested
        return nested({"fuzz-if": "scf.if", "fuzz-for": "scf.for"}[kind], depth).decode()
    return _nest(kind, depth)


KINDS = LEVELS + ("fuzz-if", "fuzz-for")
PIPELINES = {
    "annotate": ["annotate-affinities"],
    "convert": ["convert-to-stream"],
    "encode": ["convert-to-stream", "encode-host-tensors"],
    "schedule": ["convert-to-stream", "encode-host-tensors", "schedule-execution"],
}


def work(text: str, passes: List[str]) -> Dict[str, tuple]:
    """phase -> (calls, CPU seconds) for parse, verify, each pass, print."""
    import stream_affinity  # noqa: F401
    from stream_affinity import passes as _passes  # noqa: F401
    from dfx.driver.passes import PassOptions, get_pass
    from dfx.ir.verifier import verify_module
    from dfx.support.deepstack import run_deep
    from dfx.support.gcpause import gc_paused
    from dfx.syntax.parser import Parser
    from dfx.syntax.printer import print_module

    out: Dict[str, tuple] = {}

    def phase(name, fn):
        profiler = cProfile.Profile()
        t0 = time.process_time()
        profiler.enable()
        try:
            return fn()
        finally:
            profiler.disable()
            calls = sum(e.callcount for e in profiler.getstats())
            prev = out.get(name, (0, 0.0))
            out[name] = (prev[0] + calls, prev[1] + time.process_time() - t0)

    def run():
        p = Parser(text, "<nest>", 0)
        with gc_paused():
            module = phase("parse", p.parse_top_level)
            phase("verify", lambda: verify_module(module, p.lexer, 0))
            for name in passes:
                phase(name, lambda: get_pass(name).fn(module, PassOptions({})))
                phase("verify", lambda: verify_module(module))
            phase("print", lambda: print_module(module))

    run_deep(run)
    return out


def tool_wall(cmd: List[str], timeout: float) -> str:
    import subprocess
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    dt = time.perf_counter() - t0
    if proc.returncode < 0 or proc.returncode > 128:
        return "crash"
    return f"{dt:.2f}" if proc.returncode == 0 else f"exit {proc.returncode}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--depths", default="1000,2000")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--pipelines", default=",".join(PIPELINES))
    ap.add_argument("--no-tools", action="store_true", help="skip the whole-command and iree-opt timings")
    ap.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args(argv)
    from pipeline import IREE_ARGS, child_env, iree_opt_313, iree_opt_320, our_args  # noqa: F401

    depths = [int(d) for d in args.depths.split(",")]
    print(f"{'kind':10} {'pipeline':9} {'depth':>6} {'parse':>14} {'passes':>14} {'print':>14} "
          f"{'pass calls x':>12} {'ours':>7} {'iree-opt':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.kinds.split(","):
            for pipeline in args.pipelines.split(","):
                passes = PIPELINES[pipeline]
                previous = None
                for depth in depths:
                    text = nest(kind, depth)
                    w = work(text, passes)
                    pass_calls = sum(w[p][0] for p in passes)
                    pass_cpu = sum(w[p][1] for p in passes)
                    growth = f"{pass_calls / previous:.2f}" if previous else ""
                    previous = pass_calls
                    ours = iree = ""
                    if not args.no_tools:
                        path = os.path.join(tmp, f"{kind}-{depth}.mlir")
                        Path(path).write_text(text)
                        if pipeline in ("annotate", "convert"):
                            ours = tool_wall([*our_args(pipeline), path, "-o", os.devnull], args.timeout)
                            exe = iree_opt_313() if pipeline == "annotate" else iree_opt_320()
                            if exe:
                                iree = tool_wall([exe, *IREE_ARGS[pipeline], path, "-o", os.devnull],
                                                 args.timeout)
                    print(f"{kind:10} {pipeline:9} {depth:>6} {w['parse'][0]:>8} {w['parse'][1]:5.2f} "
                          f"{pass_calls:>8} {pass_cpu:5.2f} {w['print'][0]:>8} {w['print'][1]:5.2f} "
                          f"{growth:>12} {ours:>7} {iree:>9}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
