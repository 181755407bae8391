"""Rebuilds the real-world corpus (tests/data/realworld/) from src/*.mlir.

    python tests/data/realworld/build.py --iree-compile-313 PATH/TO/3.13/iree-compile
    IREE_COMPILE_313=PATH python tests/data/realworld/build.py

Every source program is compiled for two local devices
(`device_a=local[0]`, `device_b=local[1]`, llvm-cpu) by

* iree-compile 3.2.0 (`--iree-compile`, default: the one on PATH, which
  must report version 3.2.0) into `v3.2/`, and
* iree-compile 3.13 (`--iree-compile-313` or `$IREE_COMPILE_313`; left
  out with a warning when neither is given) into `v3.13/`,

each at two points of the pipeline:

* `<name>.flow.mlir`: `--compile-to=flow`;
* `<name>.stream.mlir`: the module right before the first
  `iree-stream-schedule-execution` (`--mlir-print-ir-before=...
  --mlir-print-ir-module-scope --mlir-disable-threading`, from stderr: the
  first of the dumps, one per callable, i.e. before any callable is
  scheduled).

For 3.2.0 the script also writes seeded variants of each flow dump with
cross-device `flow.tensor.transfer`s inserted (through the MLIR Python
bindings of iree-base-compiler 3.2.0, `iree.compiler.ir`):

* `<name>.xfer_alt.flow.mlir`: the results of every second dispatch
  (the 2nd, 4th, ... in program order) moved to `device_b`;
* `<name>.xfer_io.flow.mlir`: every imported input and loaded tensor global
  moved to `device_b`, every exported result moved back to `device_a`;

each printed by iree-opt 3.2.0 (which verifies it), and the stream dump of
each variant, compiled from the variant (`--compile-from=flow`).

Printing forms: the flow dumps are iree-compile's output as it is
(attributes inline, no aliases: what `iree-opt --mlir-print-local-scope`
prints), with a final newline added where iree-compile leaves it out; the
3.2.0 stream dumps are the IR dump as it is (with `#map` / `#executable_target_...`
aliases: what plain `iree-opt` prints, less its final blank line); the 3.13
stream dumps are re-printed by iree-opt 3.13 `--mlir-print-local-scope`,
so that every 3.13 file is its own expected round trip (the tests have no
3.13 binary). The script checks each of these fixed points with the
matching iree-opt (3.13's: `--iree-opt-313`, by default next to its
iree-compile).

A source may add compiler flags in a `// BUILD-FLAGS: ...` line. The script
writes `manifest.json`: compiler versions, flags, and for every file its
source, compiler, phase, variant, size, sha256, and op counts. Output is
deterministic: running the script twice gives the same bytes.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import List

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
sys.path.insert(0, str(HERE.parent))

# tests/data/corpus_build.py: the steps shared with frontends/build.py.
from corpus_build import (PRINTING, STREAM_DUMP_FLAGS, VARIANTS, build_source, compiler_arguments,  # noqa: E402,F401
                          fail, version_of)

DEVICE_FLAGS = [
    "--iree-hal-target-device=device_a=local[0]",
    "--iree-hal-target-device=device_b=local[1]",
    "--iree-hal-local-target-device-backends=llvm-cpu",
]
DEVICE_A = "#hal.device.affinity<@device_a>"
DEVICE_B = "#hal.device.affinity<@device_b>"


def build_flags(source: Path) -> List[str]:
    flags: List[str] = []
    for line in source.read_text().splitlines():
        m = re.match(r"//\s*BUILD-FLAGS:\s*(.*)$", line)
        if m:
            flags.extend(m.group(1).split())
    return flags


def main(argv=None) -> int:
    ap = compiler_arguments(__doc__, "source")
    args = ap.parse_args(argv)
    if not args.iree_compile or not args.iree_opt:
        fail("iree-compile / iree-opt 3.2.0 not found (pip install iree-base-compiler==3.2.0)")
    compilers = {"v3.2": args.iree_compile}
    opts = {"v3.2": args.iree_opt}
    versions = {"v3.2": version_of(args.iree_compile)}
    if not versions["v3.2"].startswith("3.2.0"):
        fail(f"{args.iree_compile} is {versions['v3.2']}, expected 3.2.0")
    if args.iree_compile_313:
        compilers["v3.13"] = args.iree_compile_313
        opts["v3.13"] = args.iree_opt_313 or str(Path(args.iree_compile_313).parent / "iree-opt")
        versions["v3.13"] = version_of(args.iree_compile_313)
    else:
        sys.stderr.write("build.py: warning: no 3.13 iree-compile given; v3.13/ is left as it is\n")
    manifest_path = HERE / "manifest.json"
    old = json.loads(manifest_path.read_text()) if manifest_path.exists() else {"files": []}
    sources = sorted(SRC.glob("*.mlir"))
    if args.only:
        wanted = set(args.only.split(","))
        sources = [s for s in sources if s.stem in wanted]
    rebuilt_sources = {s.name for s in sources}
    rebuilt_dirs = set(compilers)
    files = [f for f in old["files"]
             if not (f["source"] in rebuilt_sources and f["path"].split("/")[0] in rebuilt_dirs)]
    for tag, exe in compilers.items():
        for source in sources:
            name = source.stem
            extra = build_flags(source)
            common = {"source": source.name, "compiler": tag, "flags": extra}
            print(f"[{tag}] {name}", flush=True)
            files.extend(build_source(root=HERE, tag=tag, exe=exe, iree_opt=opts[tag], iree_opt_32=args.iree_opt,
                                      source=source, name=name, device_flags=DEVICE_FLAGS, extra=extra,
                                      common=common, variant_devices=(DEVICE_A, DEVICE_B) if tag == "v3.2" else None))
    files.sort(key=lambda f: f["path"])
    old_versions = old.get("compilers", {})
    old_versions.update(versions)
    manifest = {
        "description": "Real iree-compile output for two local devices; rebuilt by build.py from src/.",
        "compilers": dict(sorted(old_versions.items())),
        "device_flags": DEVICE_FLAGS,
        "stream_dump_flags": STREAM_DUMP_FLAGS,
        "printing": PRINTING,
        "variants": {
            "xfer_alt": "results of every second flow.dispatch moved to device_b",
            "xfer_io": "imported inputs and loaded tensor globals moved to device_b, exported results to device_a",
        },
        "files": files,
    }
    manifest_path.write_text(json.dumps(manifest, indent=1, sort_keys=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
