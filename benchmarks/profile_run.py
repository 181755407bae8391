"""Profiles one tool run phase by phase with cProfile.

    python benchmarks/profile_run.py [-p PASS,...] FILE [--top N] [--sort tottime|cumtime] [--out PROF]

Runs what `dfx-opt -p PASS,... FILE` does (parse, verify, each pass,
verify, print; `-p annotate-affinities` is what `annotate-affinities`
runs), in this process, on the deep-stack thread the tools use, with the
profiler enabled inside that thread. Prints the seconds of each phase
(without the profiler: a first, unprofiled run), then the profile's top
functions and the total number of calls (a measure of work that does not
depend on the machine's load).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def phases(text: str, path: str, passes, timings: dict) -> str:
    from dfx import dialects  # noqa: F401
    from dfx.driver.passes import PassOptions, get_pass
    from dfx.ir.verifier import verify_module
    from dfx.support.gcpause import gc_paused
    from dfx.syntax.parser import Parser
    from dfx.syntax.printer import print_module

    def lap(name, t0):
        t1 = time.perf_counter()
        timings[name] = timings.get(name, 0.0) + t1 - t0
        return t1

    t = time.perf_counter()
    p = Parser(text, path, 0)
    with gc_paused():
        module = p.parse_top_level()
        t = lap("parse", t)
        verify_module(module, p.lexer, 0)
        t = lap("verify", t)
        for name in passes:
            get_pass(name).fn(module, PassOptions({}))
            t = lap(name, t)
            verify_module(module)
            t = lap("verify", t)
        out = print_module(module)
        lap("print", t)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file")
    ap.add_argument("-p", "--passes", default="", help="comma-separated passes (default: none, a round trip)")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--sort", default="tottime")
    ap.add_argument("--out", default=None, help="also write the profile to this file (pstats format)")
    args = ap.parse_args(argv)

    import stream_affinity  # noqa: F401
    from stream_affinity import passes as _passes  # noqa: F401
    from dfx.support.deepstack import run_deep

    text = Path(args.file).read_text()
    passes = [p for p in args.passes.split(",") if p]
    timings: dict = {}
    run_deep(phases, text, args.file, passes, timings)
    print("seconds: " + ", ".join(f"{k} {v:.2f}" for k, v in timings.items())
          + f", total {sum(timings.values()):.2f}")
    profiler = cProfile.Profile()

    def profiled():
        profiler.enable()
        try:
            phases(text, args.file, passes, {})
        finally:
            profiler.disable()

    run_deep(profiled)
    stats = pstats.Stats(profiler, stream=sys.stdout)
    if args.out:
        stats.dump_stats(args.out)
    print(f"calls: {sum(entry.callcount for entry in profiler.getstats())}")
    stats.sort_stats(args.sort).print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
