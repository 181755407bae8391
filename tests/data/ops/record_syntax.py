"""Records how iree-opt 3.2.0 and 3.13 print the example programs of
`tests/data/ops/syntax/`, the reference for the op definitions' custom
syntax and generic form.

Inputs are `<name>.in.mlir` (read by both releases), `<name>.v3_2.in.mlir`
or `<name>.v3_13.in.mlir` (one release: an op or spelling the other does
not have). For each release that reads an input this writes

* `<name>.<release>.mlir`: `iree-opt --mlir-print-local-scope` output;
* `<name>.<release>.generic.mlir`: the same with `--mlir-print-op-generic`.

    python tests/data/ops/record_syntax.py [--iree-opt-3-2 PATH] [--iree-opt-3-13 PATH]

By default 3.2.0 is `iree-opt` on PATH and 3.13 is `$DFX_IREE_CURRENT`.
`tests/stream_affinity/test_op_syntax.py` checks dfx against the recorded
files (and, with the binaries at hand, that they are still what iree-opt
prints).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

SYNTAX = Path(__file__).resolve().parent / "syntax"
RELEASES = ("v3_2", "v3_13")


def inputs() -> List[Tuple[Path, str, Tuple[str, ...]]]:
    """(input file, example name, releases that read it)."""
    out = []
    for path in sorted(SYNTAX.glob("*.in.mlir")):
        stem = path.name[: -len(".in.mlir")]
        for release in RELEASES:
            if stem.endswith("." + release):
                out.append((path, stem[: -len(release) - 1], (release,)))
                break
        else:
            out.append((path, stem, RELEASES))
    return out


def outputs(name: str, release: str) -> Tuple[Path, Path]:
    """(custom printing, generic printing) recorded for |name| and |release|."""
    return SYNTAX / f"{name}.{release}.mlir", SYNTAX / f"{name}.{release}.generic.mlir"


def run(binary: str, path: Path, generic: bool) -> str:
    args = [binary, "--mlir-print-local-scope"] + (["--mlir-print-op-generic"] if generic else []) + [str(path)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed:\n{proc.stderr}")
    return proc.stdout


def record(binaries: Dict[str, str]) -> None:
    for path, name, releases in inputs():
        for release in releases:
            custom, generic = outputs(name, release)
            custom.write_text(run(binaries[release], path, generic=False))
            generic.write_text(run(binaries[release], path, generic=True))
            print(f"{custom.name}, {generic.name}")


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description="Records iree-opt's printing of tests/data/ops/syntax/*.in.mlir.")
    ap.add_argument("--iree-opt-3-2", default=shutil.which("iree-opt"), help="iree-opt of iree-base-compiler 3.2.0")
    ap.add_argument("--iree-opt-3-13", default=os.environ.get("DFX_IREE_CURRENT"),
                    help="iree-opt of iree-base-compiler 3.13.0 (default: $DFX_IREE_CURRENT)")
    args = ap.parse_args(argv)
    binaries = {"v3_2": args.iree_opt_3_2, "v3_13": args.iree_opt_3_13}
    missing = [r for r, b in binaries.items() if not b]
    if missing:
        print(f"no iree-opt for {', '.join(missing)}", file=sys.stderr)
        return 1
    record(binaries)
    return 0


if __name__ == "__main__":
    sys.exit(main())
