"""Benchmark table: our `annotate-affinities` pipeline per shape and size,
optionally side by side with `iree-opt`.

    python benchmarks/run.py                       # all shapes, 1k and 10k ops
    python benchmarks/run.py --sizes 1000,10000,100000 --iree-opt PATH \\
        --iree-opt-args=--iree-stream-affinity-solver-max-iterations=1000000

Each (shape, size) runs in a fresh subprocess so peak RSS is per case. The
table gives seconds for parse, analysis and print, their total (what
`annotate-affinities` does), the partition preview (`--partitions`, not in
the total), peak RSS, elements created and updates performed; the wall
time of the whole `annotate-affinities` command; with `--iree-opt`, that
binary's wall time on the same file in the same run and the ratio of the two
wall times.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from generate import SHAPES  # noqa: E402


def measure_one(path: str, partition: bool = True) -> dict:
    """Runs parse → analysis → annotate → print → partition preview on |path|."""
    import stream_affinity  # noqa: F401
    from dfx.syntax.parser import parse_module
    from dfx.syntax.printer import print_module
    from stream_affinity.transforms.annotate_affinities import annotate_affinities, annotate_partitions

    text = Path(path).read_text()
    t0 = time.perf_counter()
    module = parse_module(text, path)
    t1 = time.perf_counter()
    analysis = annotate_affinities(module)
    t2 = time.perf_counter()
    out = print_module(module)
    t3 = time.perf_counter()
    # The partition preview (`--partitions`) is extra work on top of
    # `annotate-affinities`; timed apart and not part of the total.
    if partition:
        annotate_partitions(module, analysis)
    t4 = time.perf_counter()
    result = analysis.result
    n_ops = sum(1 for _ in module.walk()) - 1
    return {
        "ops": n_ops,
        "parse": t1 - t0,
        "analysis": t2 - t1,
        "print": t3 - t2,
        "partition": (t4 - t3) if partition else float("nan"),
        "total": t3 - t0,
        "rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0,
        "elements": result.elements,
        "updates": result.updates,
        "out_bytes": len(out),
    }


def run_ours(path: str, timeout: float) -> float:
    """Wall time of the whole `annotate-affinities` command (process start,
    imports, parse, analysis, print) on |path|."""
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "stream_affinity", path, "-o", os.devnull],
                          capture_output=True, text=True, timeout=timeout)
    dt = time.perf_counter() - t0
    return dt if proc.returncode == 0 else float("nan")


def run_iree(exe: str, extra: list, path: str, timeout: float) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run([exe, "--iree-stream-annotate-affinities", *extra, path, "-o", os.devnull],
                          capture_output=True, text=True, timeout=timeout)
    dt = time.perf_counter() - t0
    if proc.returncode != 0:
        return float("nan")
    return dt


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated shapes")
    ap.add_argument("--sizes", default="1000,10000", help="comma-separated op counts")
    ap.add_argument("--iree-opt", default=None, help="iree-opt binary to compare with (default: none)")
    ap.add_argument("--iree-opt-args", action="append", default=[], help="extra iree-opt arguments")
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("--json", default=None, help="also write the rows as JSON to this file")
    ap.add_argument("--partition-limit", type=int, default=10000,
                    help="time the partition preview only up to this many ops (default 10000)")
    ap.add_argument("--single", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--no-partition", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.single:
        print(json.dumps(measure_one(args.single, partition=not args.no_partition)))
        return 0
    rows = []
    header = f"{'shape':14} {'size':>7} {'ops':>7} {'parse':>7} {'analysis':>8} {'print':>7} {'partition':>9} " \
             f"{'total':>7} {'RSS MiB':>8} {'elements':>9} {'updates':>9}"
    header += f" {'cli wall':>8}"
    if args.iree_opt:
        header += f" {'iree-opt':>8} {'ratio':>6}"
    print(header)
    with tempfile.TemporaryDirectory() as tmp:
        for shape in args.shapes.split(","):
            for size in (int(s) for s in args.sizes.split(",")):
                path = os.path.join(tmp, f"{shape}-{size}.mlir")
                Path(path).write_text(SHAPES[shape](size, 0))
                cmd = [sys.executable, __file__, "--single", path]
                if size > args.partition_limit:
                    cmd.append("--no-partition")
                proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
                if proc.returncode != 0:
                    print(f"{shape:14} {size:>7} FAILED: {proc.stderr.strip().splitlines()[-1:]}")
                    continue
                row = json.loads(proc.stdout)
                row.update(shape=shape, size=size)
                line = (f"{shape:14} {size:>7} {row['ops']:>7} {row['parse']:>7.2f} {row['analysis']:>8.2f} "
                        f"{row['print']:>7.2f} {row['partition']:>9.2f} {row['total']:>7.2f} {row['rss_mib']:>8.0f} "
                        f"{row['elements']:>9} {row['updates']:>9}")
                row["cli"] = run_ours(path, args.timeout)
                line += f" {row['cli']:>8.2f}"
                if args.iree_opt:
                    ref = run_iree(args.iree_opt, args.iree_opt_args, path, args.timeout)
                    row["iree_opt"] = ref
                    row["ratio"] = row["cli"] / ref if ref == ref and ref > 0 else float("nan")
                    line += f" {ref:>8.2f} {row['ratio']:>6.1f}"
                print(line, flush=True)
                rows.append(row)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
