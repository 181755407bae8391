"""Compiles the frontend corpus (tests/data/frontends/) from inputs/*.mlir.

    IREE_COMPILE_313=PATH/TO/3.13/iree-compile python tests/data/frontends/build.py [--only torch_mlp,...]

The inputs are what today's frontends write (export.py makes them, in the
frontend environment; this script needs only the compilers, and
iree-base-compiler 3.2.0's Python bindings for the transfer variants):

* `torch_*`: torch programs exported with iree-turbine 3.9.0 (torch
  2.13.0+cpu, MLIR written by iree-base-compiler 3.10.0's bindings),
  single-device and placed on 2, 4 and 8 devices;
* `onnx_*`: ONNX models built with onnx 1.23.2's `onnx.helper` at opsets
  13, 17, 18, 20 and 21, imported with iree-import-onnx 3.10.0;
* `jax_*`: JAX 0.10.2 functions lowered to StableHLO.

(inputs/index.json records the versions and, per input, its frontend,
device count and description.)

Every input is compiled for `max(devices, 2)` local devices
(`__device_K=local[K]`, the names iree-turbine's affinities use, llvm-cpu)
by iree-compile 3.13 (`--iree-compile-313` or `$IREE_COMPILE_313`, into
`v3.13/`) and by iree-compile 3.2.0 (`--iree-compile`, default: PATH, into
`v3.2/`) where 3.2.0 reads the input (the manifest lists the others under
`not_compiled`, with 3.2.0's first error; so are the stream dumps 3.2.0
cannot make), each to the flow phase
(`<name>.flow.mlir`) and to right before the first
`iree-stream-schedule-execution` (`<name>.stream.mlir`), in the printing
forms of realworld/build.py (see ../corpus_build.py, whose steps both
scripts share). Inputs with parameters (`#flow.parameter.named`,
`#stream.parameter.named`) are compiled with `--iree-opt-const-eval=false`
by both compilers (3.2.0's constant evaluation has no parameter module);
the flow dumps are compiled with `--mlir-disable-threading` (3.2.0's flow
output of one input differed between runs with threads).

For 3.2.0 and inputs that place nothing themselves (one device), the
seeded transfer variants of realworld/build.py are written too
(`<name>.xfer_alt.*`: every second dispatch's results moved to
`__device_1`; `<name>.xfer_io.*`: imports and loaded globals moved to
`__device_1`, exports back to `__device_0`); multi-device inputs carry
their own transfers.

Writes `manifest.json` (compilers, frontend versions, flags, and per file
its input, frontend, compiler, phase, variant, devices, size, sha256 and op
counts). Deterministic: two runs give the same bytes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import List

HERE = Path(__file__).resolve().parent
INPUTS = HERE / "inputs"
sys.path.insert(0, str(HERE.parent))

import corpus_build  # noqa: E402
from corpus_build import (PRINTING, STREAM_DUMP_FLAGS, build_source, compiler_arguments, fail,  # noqa: E402
                          first_error, version_of)

BACKEND_FLAGS = ["--iree-hal-local-target-device-backends=llvm-cpu"]
PARAMETER_FLAGS = ["--iree-opt-const-eval=false"]
# iree-compile 3.2.0's flow output is not always the same with threads
# (hoisted initializers of torch_conv come out fused or not); the stream
# dumps are taken single-threaded anyway (STREAM_DUMP_FLAGS).
FLOW_FLAGS = ["--mlir-disable-threading"]
DEVICE_0 = "#hal.device.affinity<@__device_0>"
DEVICE_1 = "#hal.device.affinity<@__device_1>"


def device_flags(count: int) -> List[str]:
    return [f"--iree-hal-target-device=__device_{k}=local[{k}]" for k in range(count)] + BACKEND_FLAGS


def extra_flags(text: str) -> List[str]:
    return list(PARAMETER_FLAGS) if "parameter.named<" in text else []


def main(argv=None) -> int:
    corpus_build.PROG = "frontends/build.py"
    ap = compiler_arguments(__doc__, "input")
    args = ap.parse_args(argv)
    if not args.iree_compile or not args.iree_opt:
        fail("iree-compile / iree-opt 3.2.0 not found (pip install iree-base-compiler==3.2.0)")
    if not args.iree_compile_313:
        fail("no 3.13 iree-compile (--iree-compile-313 or $IREE_COMPILE_313)")
    compilers = {"v3.13": args.iree_compile_313, "v3.2": args.iree_compile}
    opts = {"v3.13": args.iree_opt_313 or str(Path(args.iree_compile_313).parent / "iree-opt"),
            "v3.2": args.iree_opt}
    versions = {tag: version_of(exe) for tag, exe in compilers.items()}
    if not versions["v3.2"].startswith("3.2.0"):
        fail(f"{args.iree_compile} is {versions['v3.2']}, expected 3.2.0")
    if not versions["v3.13"].startswith("3.13."):
        fail(f"{args.iree_compile_313} is {versions['v3.13']}, expected 3.13")
    index = json.loads((INPUTS / "index.json").read_text())
    inputs = index["inputs"]
    names = sorted(inputs)
    if args.only:
        wanted = set(args.only.split(","))
        if wanted - set(names):
            fail(f"unknown inputs: {', '.join(sorted(wanted - set(names)))}")
        names = [n for n in names if n in wanted]
    manifest_path = HERE / "manifest.json"
    old = json.loads(manifest_path.read_text()) if manifest_path.exists() else {"files": [], "not_compiled": []}
    kept = lambda f: Path(f["input"]).stem not in names and Path(f["input"]).stem in inputs  # noqa: E731
    files = [f for f in old["files"] if kept(f)]
    not_compiled = [f for f in old["not_compiled"] if kept(f)]
    for name in names:
        meta = inputs[name]
        source = INPUTS / f"{name}.mlir"
        devices = max(meta["devices"], 2)
        flags = device_flags(devices)
        extra = extra_flags(source.read_text())
        for tag, exe in compilers.items():
            for stale in sorted((HERE / tag).glob(f"{name}.*mlir")):
                stale.unlink()
            common = {"input": source.name, "frontend": meta["frontend"], "compiler": tag, "devices": devices,
                      "flags": extra}
            print(f"[{tag}] {name}", flush=True)
            if tag == "v3.2":
                error = first_error(exe, source, flags, extra)
                if error is not None:
                    not_compiled.append({"input": source.name, "compiler": tag, "path": None, "phase": "flow",
                                         "error": error})
                    continue
            variants = (DEVICE_0, DEVICE_1) if tag == "v3.2" and meta["devices"] == 1 else None
            files.extend(build_source(root=HERE, tag=tag, exe=exe, iree_opt=opts[tag], iree_opt_32=args.iree_opt,
                                      source=source, name=name, device_flags=flags, extra=extra, common=common,
                                      variant_devices=variants, failures=not_compiled, flow_flags=FLOW_FLAGS))
    files.sort(key=lambda f: f["path"])
    not_compiled.sort(key=lambda f: (f["input"], f["compiler"], f["path"] or ""))
    manifest = {
        "description": "iree-compile output for programs of today's frontends; rebuilt by build.py from inputs/.",
        "compilers": dict(sorted(versions.items())),
        "frontend_versions": index["frontend_versions"],
        "device_flags": "--iree-hal-target-device=__device_K=local[K] for K < max(devices, 2), " + BACKEND_FLAGS[0],
        "parameter_flags": PARAMETER_FLAGS,
        "flow_flags": FLOW_FLAGS,
        "stream_dump_flags": STREAM_DUMP_FLAGS,
        "printing": PRINTING,
        "variants": {
            "xfer_alt": "results of every second flow.dispatch moved to __device_1 (v3.2, one-device inputs)",
            "xfer_io": "imported inputs and loaded tensor globals moved to __device_1, exported results to "
                       "__device_0 (v3.2, one-device inputs)",
        },
        "not_compiled": not_compiled,
        "files": files,
    }
    manifest_path.write_text(json.dumps(manifest, indent=1, sort_keys=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
