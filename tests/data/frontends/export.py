"""Runs the frontends: writes the frontend corpus's inputs (inputs/*.mlir)
from the programs in sources/, and inputs/index.json.

    /work/venvs/frontends/bin/python tests/data/frontends/export.py [--only torch_mlp,onnx_cnn_op13]

It needs the frontend environment (not the test environment: its
iree-base-compiler differs from the tests' 3.2.0), made with

    python -m venv VENV
    VENV/bin/pip install torch==2.13.0 iree-turbine==3.9.0 \\
        iree-base-compiler==3.10.0 iree-base-runtime==3.10.0 onnx==1.23.2 jax==0.10.2 jaxlib==0.10.2

(a CPU build of torch; iree-turbine 3.9.0 is the newest release, and it
needs MLIR Python bindings of iree-base-compiler 3.10.0 or older: from 3.11
on they have no `IntegerType.isinstance`). The versions it ran with are
recorded in inputs/index.json.

Inputs, one file each, named `<frontend>_<program>.mlir`:

* `torch_*`: sources/torch_programs.py, exported with iree-turbine's
  `aot.export` (torch dialect, as `ExportOutput.save_mlir` writes it);
* `onnx_*`: sources/onnx_programs.py, models built with `onnx.helper`,
  saved and imported with `iree-import-onnx` (the module
  `iree.compiler.tools.import_onnx` of this environment's iree-base-compiler);
* `jax_*`: sources/jax_programs.py, lowered to StableHLO text, printed
  without locations (they hold the paths of this machine's files).

Deterministic: two runs write the same bytes (seeded weights, no
locations); the script checks that each program exports twice to the same
text. build.py compiles the inputs; it does not need this environment.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import platform
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path
from typing import Callable, Dict, List

HERE = Path(__file__).resolve().parent
INPUTS = HERE / "inputs"
sys.path.insert(0, str(HERE / "sources"))

PACKAGES = ("torch", "iree-turbine", "iree-base-compiler", "onnx", "jax", "jaxlib", "numpy")


def fail(message: str) -> None:
    sys.stderr.write(f"export.py: error: {message}\n")
    sys.exit(1)


def versions() -> Dict[str, str]:
    out = {"python": platform.python_version()}
    for name in PACKAGES:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            fail(f"{name} is not installed in {sys.executable} (see this script's docstring)")
    return out


def torch_inputs() -> Dict[str, dict]:
    import torch_programs
    out = {}
    for p in torch_programs.PROGRAMS:
        def text(p=p) -> str:
            with tempfile.TemporaryDirectory() as tmp:
                path = Path(tmp) / "out.mlir"
                p.export().save_mlir(path)
                return path.read_text()
        out[f"torch_{p.name}"] = {"frontend": "torch", "devices": p.devices, "description": p.description,
                                  "produce": text}
    return out


def onnx_inputs() -> Dict[str, dict]:
    import onnx
    import onnx_programs
    out = {}
    for p in onnx_programs.PROGRAMS:
        def text(p=p) -> str:
            with tempfile.TemporaryDirectory() as tmp:
                model, mlir = Path(tmp) / f"{p.name}.onnx", Path(tmp) / "out.mlir"
                onnx.save(p.model, model)
                proc = subprocess.run([sys.executable, "-m", "iree.compiler.tools.import_onnx", *p.import_flags,
                                       str(model), "-o", str(mlir)], capture_output=True, text=True)
                if proc.returncode != 0:
                    fail(f"iree-import-onnx failed on {p.name}:\n{proc.stderr[-3000:]}")
                return mlir.read_text()
        out[f"onnx_{p.name}"] = {"frontend": "onnx", "devices": 1, "description": p.description,
                                 "opset": p.opset, "import_flags": p.import_flags, "produce": text}
    return out


def jax_inputs() -> Dict[str, dict]:
    import jax_programs
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir
    out = {}
    for p in jax_programs.PROGRAMS:
        def text(p=p) -> str:
            with jax_mlir.make_ir_context():
                module = ir.Module.parse(p.lower())
                return module.operation.get_asm(enable_debug_info=False)
        out[f"jax_{p.name}"] = {"frontend": "jax", "devices": 1, "description": p.description, "produce": text}
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default=None, help="comma-separated input names to export (default: all)")
    args = ap.parse_args(argv)
    warnings.simplefilter("ignore")
    found = versions()
    programs: Dict[str, dict] = {}
    for collect in (torch_inputs, onnx_inputs, jax_inputs):
        programs.update(collect())
    wanted = set(args.only.split(",")) if args.only else set(programs)
    unknown = wanted - set(programs)
    if unknown:
        fail(f"unknown inputs: {', '.join(sorted(unknown))} (known: {', '.join(sorted(programs))})")
    INPUTS.mkdir(exist_ok=True)
    index_path = INPUTS / "index.json"
    old = json.loads(index_path.read_text()) if index_path.exists() else {"inputs": {}}
    entries = {k: v for k, v in old["inputs"].items() if k in programs}
    for name in sorted(wanted):
        meta = programs[name]
        print(f"[{meta['frontend']}] {name}", flush=True)
        produce: Callable[[], str] = meta["produce"]
        text = produce()
        if produce() != text:
            fail(f"{name}: two exports gave different text")
        text = text if text.endswith("\n") else text + "\n"
        (INPUTS / f"{name}.mlir").write_text(text)
        data = text.encode()
        entry = {k: v for k, v in meta.items() if k != "produce"}
        entry.update(bytes=len(data), sha256=hashlib.sha256(data).hexdigest())
        entries[name] = entry
    index = {
        "description": "Frontend outputs compiled by build.py; rewritten by export.py from sources/.",
        "frontend_versions": found if wanted == set(programs) else {**old.get("frontend_versions", {}), **found},
        "inputs": dict(sorted(entries.items())),
    }
    index_path.write_text(json.dumps(index, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
