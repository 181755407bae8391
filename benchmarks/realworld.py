"""Benchmark on real compiler output: the largest flow dump of the
real-world corpus (tests/data/realworld/v3.2/), replicated until it has at
least `--min-ops` operations, timed in our tool and in `iree-opt`.

    python benchmarks/realworld.py                       # iree-opt from PATH
    python benchmarks/realworld.py --min-ops 100000 --iree-opt PATH

The dump is replicated by copying its body with every top-level symbol
(globals, executables, functions) renamed per copy (`@name` -> `@name_rK`;
the device globals stay shared), so each copy is an independent program
over the same two devices. Two forms of the replicated file are timed:
`custom` (as iree-compile prints it) and `generic` (`iree-opt
--mlir-print-op-generic` of it, which our parser reads without knowing the
ops of the executable bodies). Per form: our parse, analysis
(annotate-affinities) and print in a fresh subprocess (`run.measure_one`),
our `annotate-affinities` command's wall time (`run.run_ours`), and
iree-opt's wall time with no pass and with `--iree-stream-annotate-affinities`
(`run.run_iree`), all in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

from programs import replicate  # noqa: E402
from run import run_iree, run_ours  # noqa: E402

CORPUS = REPO / "tests" / "data" / "realworld" / "v3.2"
def largest_flow_dump() -> Path:
    return max(sorted(CORPUS.glob("*.flow.mlir")), key=lambda p: p.stat().st_size)


def count_ops(iree_opt: str, text: str) -> int:
    """Operations of |text| (module excluded), counted from iree-opt's
    generic printing: one op per line that starts an op."""
    generic = subprocess.run([iree_opt, "--mlir-print-op-generic", "-"], input=text, capture_output=True,
                             text=True, check=True).stdout
    return len(re.findall(r'^\s*(?:%[^=]+= )?"[\w.]+"\(', generic, re.M)) - 1


def iree_wall(exe: str, args, path: str, timeout: float) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run([exe, *args, path, "-o", os.devnull], capture_output=True, text=True, timeout=timeout)
    dt = time.perf_counter() - t0
    return dt if proc.returncode == 0 else float("nan")


def ours_phases(path: str, timeout: float) -> dict:
    proc = subprocess.run([sys.executable, str(HERE / "run.py"), "--single", path, "--no-partition"],
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        return {"error": last.split(" error: ", 1)[-1]}
    return json.loads(proc.stdout)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--file", default=None, help="corpus dump to replicate (default: the largest 3.2.0 flow dump)")
    ap.add_argument("--min-ops", type=int, default=50000, help="replicate to at least this many ops (default 50000)")
    ap.add_argument("--iree-opt", default=shutil.which("iree-opt"), help="iree-opt 3.2.0 (default: on PATH)")
    ap.add_argument("--timeout", type=float, default=3600)
    ap.add_argument("--json", default=None, help="also write the rows as JSON to this file")
    args = ap.parse_args(argv)
    if not args.iree_opt:
        raise SystemExit("iree-opt not found (pip install iree-base-compiler==3.2.0)")
    source = Path(args.file) if args.file else largest_flow_dump()
    text = source.read_text()
    per_copy = count_ops(args.iree_opt, replicate(text, 2)) - count_ops(args.iree_opt, replicate(text, 1))
    base = count_ops(args.iree_opt, replicate(text, 1)) - per_copy
    copies = max(1, -(-(args.min_ops - base) // per_copy))
    big = replicate(text, copies)
    rows = []
    print(f"{source.relative_to(REPO)}: {per_copy} ops per copy, {copies} copies")
    print(f"{'form':8} {'ops':>7} {'MB':>5} {'parse':>7} {'analysis':>8} {'print':>7} {'total':>7} {'RSS MiB':>8} "
          f"{'cli wall':>8} {'iree-opt':>8} {'iree+ann':>8} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as tmp:
        custom = os.path.join(tmp, "custom.mlir")
        Path(custom).write_text(big)
        generic = os.path.join(tmp, "generic.mlir")
        Path(generic).write_text(subprocess.run([args.iree_opt, "--mlir-print-op-generic", custom],
                                                capture_output=True, text=True, check=True).stdout)
        n_ops = count_ops(args.iree_opt, big)
        for form, path in (("custom", custom), ("generic", generic)):
            row = {"form": form, "file": str(source.relative_to(REPO)), "copies": copies, "ops": n_ops,
                   "bytes": os.path.getsize(path)}
            row.update(ours_phases(path, args.timeout))
            row["cli"] = run_ours(path, args.timeout)
            row["iree_opt"] = iree_wall(args.iree_opt, [], path, args.timeout)
            row["iree_opt_annotate"] = run_iree(args.iree_opt, [], path, args.timeout)
            ann = row["iree_opt_annotate"]
            row["ratio"] = row["cli"] / ann if ann == ann and ann > 0 else float("nan")
            if "error" in row:
                line = f"{form:8} {n_ops:>7} {row['bytes'] / 1e6:>5.1f} FAILED: {row['error'][:90]}"
                line += f"\n{'':8} {'':>7} {'':>5} {'':>7} {'':>8} {'':>7} {'':>7} {'':>8} " \
                        f"{row['cli']:>8.2f} {row['iree_opt']:>8.2f} {ann:>8.2f}"
            else:
                line = (f"{form:8} {row['ops']:>7} {row['bytes'] / 1e6:>5.1f} {row['parse']:>7.2f} "
                        f"{row['analysis']:>8.2f} {row['print']:>7.2f} {row['total']:>7.2f} {row['rss_mib']:>8.0f} "
                        f"{row['cli']:>8.2f} {row['iree_opt']:>8.2f} {ann:>8.2f} {row['ratio']:>6.1f}")
            print(line, flush=True)
            rows.append(row)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
