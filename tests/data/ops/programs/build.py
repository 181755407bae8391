"""Builds the ABI programs of tests/data/ops/programs/ from src/*.mlir:
what users' frontends hand to iree-compile (torch-dialect programs as
iree-turbine and iree-import-onnx produce them, and the fenced
`--iree-execution-model=async-external` ABI), compiled for two local
devices (`device_a=local[0]`, `device_b=local[1]`, llvm-cpu) by
iree-compile 3.2.0 (into `v3.2/`) and 3.13 (into `v3.13/`), each at

* `<name>.flow.mlir`: `--compile-to=flow`;
* `<name>.stream.mlir`: the module right before the first
  `iree-stream-schedule-execution`;

both printed by the iree-opt of the same release with
`--mlir-print-local-scope` (so each file is its own expected round trip).
The compile steps are tests/data/realworld/build.py's; a source adds flags
in a `// BUILD-FLAGS:` line.

    python tests/data/ops/programs/build.py --iree-compile-313 PATH/TO/3.13/iree-compile

(default: `$DFX_IREE_CURRENT`'s directory; 3.2.0 is `iree-compile` on PATH.)
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[3]
OUT = {"3.2": HERE / "v3.2", "3.13": HERE / "v3.13"}


def _realworld_build():
    path = REPO / "tests" / "data" / "realworld" / "build.py"
    spec = importlib.util.spec_from_file_location("realworld_build", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv=None) -> int:
    current = os.environ.get("DFX_IREE_CURRENT")
    default_313 = str(Path(current).parent / "iree-compile") if current else None
    ap = argparse.ArgumentParser(description="Builds tests/data/ops/programs/v3.*/ from src/*.mlir.")
    ap.add_argument("--iree-compile", default=shutil.which("iree-compile"), help="iree-compile 3.2.0")
    ap.add_argument("--iree-compile-313", default=default_313, help="iree-compile 3.13")
    args = ap.parse_args(argv)
    rw = _realworld_build()
    tools = {"3.2": (args.iree_compile, str(Path(args.iree_compile).parent / "iree-opt")),
             "3.13": (args.iree_compile_313, str(Path(args.iree_compile_313).parent / "iree-opt"))}
    if tools["3.2"][1] and not Path(tools["3.2"][1]).exists():
        tools["3.2"] = (args.iree_compile, shutil.which("iree-opt"))
    for release, (compiler, opt) in tools.items():
        want = "3.2.0" if release == "3.2" else "3.13"
        if not rw.version_of(compiler).startswith(want):
            rw.fail(f"{compiler} is not iree-compile {want}")
        OUT[release].mkdir(exist_ok=True)
        for source in sorted((HERE / "src").glob("*.mlir")):
            flags = rw.build_flags(source)
            name = source.stem
            flow = rw.local_scope(opt, rw.compile_flow(compiler, source, flags))
            stream = rw.local_scope(opt, rw.compile_stream(compiler, source, flags))
            for phase, text in (("flow", flow), ("stream", stream)):
                path = OUT[release] / f"{name}.{phase}.mlir"
                path.write_text(text.rstrip("\n") + "\n")
                rw.check_fixed_point(opt, path, local_scope=True)
                print(path.relative_to(REPO))
    return 0


if __name__ == "__main__":
    sys.exit(main())
