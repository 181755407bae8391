"""Byte-identity harness: records what our tools print on the whole corpus,
and checks later that they still print exactly that.

    python benchmarks/outputs.py record DIR [--extra DIR ...]
    python benchmarks/outputs.py check DIR [--extra DIR ...] [--pipelines a,b]

Performance work must not change a single output byte. `record` runs every
pipeline below on every corpus file and stores, per (pipeline, file), the
exit code, standard output and standard error in DIR; `check` runs them
again and lists every case whose exit code or text differs (with the first
differing line), exiting 1 if there is one.

The corpus: every `.mlir` file of the repository's tests, property tests,
examples and docs (the real-world corpus `tests/data/realworld/`, the
frontend corpus `tests/data/frontends/` (inputs and both releases' flow
and stream dumps), the upstream reference files, the seed files), files under each `--extra`
directory (e.g. the shared reference files), and benchmark programs:
every shape of `generate.py` at 1,000 ops and of `programs.py` at its
smallest size (`--no-generated` leaves them out). Files holding
`// -----` are run with `--split-input-file`.

Pipelines: the round trip, `annotate-affinities` (seed rules, current
rules, `--usage --partitions`), `convert-to-stream`, `convert-to-stream`
then `encode-host-tensors`, `encode-host-tensors` alone,
`schedule-execution`, and the three passes in a row (with the seed rules
and with the current ones). Everything runs in
this process (`run_tool` / `annotate_main` with string streams), so a full
check takes a few minutes.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import io
import json
import os
import sys
import time
from pathlib import Path
from typing import Callable, Dict, Iterator, List, Tuple

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

CORPUS_DIRS = ("tests", "property_tests", "examples", "docs")

# name -> (tool, arguments)
PIPELINES: Dict[str, Tuple[str, List[str]]] = {
    "roundtrip": ("dfx-opt", []),
    "annotate": ("annotate-affinities", []),
    "annotate-current": ("annotate-affinities", ["--rules", "current"]),
    "annotate-usage-partitions": ("annotate-affinities", ["--usage", "--partitions"]),
    "convert": ("dfx-opt", ["-p", "convert-to-stream"]),
    "convert-encode": ("dfx-opt", ["-p", "convert-to-stream,encode-host-tensors"]),
    "encode": ("dfx-opt", ["-p", "encode-host-tensors"]),
    "schedule": ("dfx-opt", ["-p", "schedule-execution"]),
    "chain": ("dfx-opt", ["-p", "convert-to-stream,encode-host-tensors,schedule-execution"]),
    "chain-current": ("dfx-opt", ["--rules", "current", "-p",
                                  "convert-to-stream,encode-host-tensors,schedule-execution"]),
}


def corpus_files(extra: List[str]) -> List[Tuple[str, Path]]:
    """(key, path) of every corpus file, sorted by key."""
    out: Dict[str, Path] = {}
    for d in CORPUS_DIRS:
        for p in (REPO / d).rglob("*.mlir"):
            out[p.relative_to(REPO).as_posix()] = p
    for d in extra:
        root = Path(d).resolve()
        for p in root.rglob("*.mlir"):
            out[f"extra:{root.name}/{p.relative_to(root).as_posix()}"] = p
    return sorted(out.items())


def generated_files(tmp: Path) -> List[Tuple[str, Path]]:
    """The benchmark programs at their smallest sizes, written under |tmp|."""
    from generate import SHAPES
    import programs

    out = []
    for name, make in SHAPES.items():
        p = tmp / f"gen-{name}-1000.mlir"
        p.write_text(make(1000, 0))
        out.append((f"generated:{name}-1000", p))
    for name, path in programs.small_programs(tmp):
        out.append((f"generated:{name}", path))
    return out


def run_case(tool: str, args: List[str], path: Path) -> Tuple[int, str, str]:
    from dfx.driver.cli import run_tool
    from stream_affinity.cli import annotate_main

    text = path.read_bytes()
    argv = [str(path), *args]
    if b"\n// -----" in text or text.startswith(b"// -----"):
        argv.append("--split-input-file")
    out, err = io.StringIO(), io.StringIO()
    if tool == "annotate-affinities":
        code = annotate_main(argv, stdout=out, stderr=err)
    else:
        code = run_tool(argv, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _case_name(pipeline: str, key: str) -> str:
    digest = hashlib.sha256(f"{pipeline}\0{key}".encode()).hexdigest()[:20]
    return f"{pipeline}-{digest}.json"


def cases(files: List[Tuple[str, Path]], pipelines: List[str]) -> Iterator[Tuple[str, str, Path]]:
    for key, path in files:
        for pipeline in pipelines:
            yield pipeline, key, path


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("mode", choices=("record", "check"))
    ap.add_argument("dir", help="where the recorded outputs are (record: written, check: read)")
    ap.add_argument("--extra", action="append", default=[], help="another directory of .mlir files")
    ap.add_argument("--pipelines", default=",".join(PIPELINES), help="comma-separated pipelines")
    ap.add_argument("--match", default="", help="only files whose key contains this text")
    ap.add_argument("--no-generated", action="store_true", help="leave out the generated benchmark programs")
    args = ap.parse_args(argv)

    import stream_affinity  # noqa: F401
    from stream_affinity import passes  # noqa: F401
    import tempfile

    pipelines = [p for p in args.pipelines.split(",") if p]
    for p in pipelines:
        if p not in PIPELINES:
            ap.error(f"unknown pipeline {p!r} (known: {', '.join(PIPELINES)})")
    store = Path(args.dir)
    store.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        files = corpus_files(args.extra)
        if not args.no_generated:
            files += generated_files(Path(tmp))
        files = [(k, p) for k, p in files if args.match in k]
        differ: List[str] = []
        n = 0
        t0 = time.perf_counter()
        for pipeline, key, path in cases(files, pipelines):
            tool, extra_args = PIPELINES[pipeline]
            code, out, err = run_case(tool, extra_args, path)
            # Diagnostics name the file: write its key instead, so that a
            # check from another checkout (or of generated files) compares.
            out = out.replace(str(path), key)
            err = err.replace(str(path), key)
            record = {"pipeline": pipeline, "file": key, "code": code, "stdout": out, "stderr": err}
            target = store / _case_name(pipeline, key)
            n += 1
            if args.mode == "record":
                target.write_text(json.dumps(record))
                continue
            if not target.exists():
                differ.append(f"{pipeline} {key}: not recorded")
                continue
            old = json.loads(target.read_text())
            if old == record:
                continue
            what = []
            if old["code"] != code:
                what.append(f"exit {old['code']} -> {code}")
            for stream in ("stdout", "stderr"):
                if old[stream] != record[stream]:
                    diff = list(difflib.unified_diff(old[stream].splitlines(), record[stream].splitlines(),
                                                     lineterm="", n=0))
                    what.append(f"{stream}: " + " | ".join(diff[2:6]))
            differ.append(f"{pipeline} {key}: " + "; ".join(what))
            print(differ[-1], flush=True)
        dt = time.perf_counter() - t0
    if args.mode == "record":
        print(f"recorded {n} cases from {len(files)} files in {dt:.0f} s into {store}")
        return 0
    print(f"checked {n} cases from {len(files)} files in {dt:.0f} s: {len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
