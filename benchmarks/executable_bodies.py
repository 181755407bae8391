"""Parse and print cost of executable bodies kept as text.

    PYTHONPATH=. python benchmarks/executable_bodies.py [--counts 100,1000]

Builds modules holding N copies of the two dispatch executables of
tests/stream_affinity/data/real_mlp_320_stream_trimmed.mlir (a real
iree-compile 3.2.0 dump: `tensor.pack`, `linalg.generic` with `#map`),
each copy renamed, and measures parse and print time, the share of the
parse spent scanning bodies, and the same module with every function body
reduced to `return` (what the bodies add).
"""

from __future__ import annotations

import argparse
import os
import re
import time

import stream_affinity  # noqa: F401
from dfx.syntax import raw_regions
from dfx.syntax import parse_module, print_module

DATA = os.path.join(os.path.dirname(__file__), "..", "tests", "stream_affinity", "data",
                    "real_mlp_320_stream_trimmed.mlir")


def build(count: int, empty_bodies: bool) -> str:
    text = open(DATA, encoding="utf-8").read()
    head, rest = text.split("module attributes", 1)
    lines = ("module attributes" + rest).rstrip("\n").split("\n")
    header, execs = lines[:2], "\n".join(lines[2:-1])
    if empty_bodies:
        execs = re.sub(r"(func\.func @\w+\([^)]*\) \{\n)(?:.*\n)*?(        return\n)", r"\1\2", execs)
    out = [head.rstrip("\n"), *header]
    for i in range(count):
        out.append(re.sub(r"@(mlp_dispatch_\w+)", lambda m: f"@{m.group(1)}_c{i}", execs))
    out.append("}")
    return "\n".join(out) + "\n"


def measure(text: str):
    scanned = [0.0]
    original = raw_regions.scan_body

    def timed(*args):
        t = time.perf_counter()
        try:
            return original(*args)
        finally:
            scanned[0] += time.perf_counter() - t

    raw_regions.scan_body = timed
    try:
        t0 = time.perf_counter()
        module = parse_module(text, "bench.mlir")
        t1 = time.perf_counter()
    finally:
        raw_regions.scan_body = original
    out = print_module(module)
    t2 = time.perf_counter()
    return t1 - t0, scanned[0], t2 - t1, out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--counts", default="100,1000")
    args = ap.parse_args()
    print(f"{'executables':>11} {'MiB':>6} {'parse':>7} {'scan':>6} {'print':>6} {'parse, bodies emptied':>22}")
    for n in (int(c) for c in args.counts.split(",")):
        text = build(n, False)
        parse, scan, printing, out = measure(text)
        assert out.count("tensor.pack") == text.count("tensor.pack")
        empty = build(n, True)
        eparse, _, _, _ = measure(empty)
        print(f"{2 * n:>11} {len(text) / 2**20:>6.1f} {parse:>7.2f} {scan:>6.2f} {printing:>6.2f} {eparse:>22.2f}")


if __name__ == "__main__":
    main()
