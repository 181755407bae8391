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

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"

DEVICE_FLAGS = [
    "--iree-hal-target-device=device_a=local[0]",
    "--iree-hal-target-device=device_b=local[1]",
    "--iree-hal-local-target-device-backends=llvm-cpu",
]
STREAM_DUMP_FLAGS = [
    "--compile-to=stream",
    "--mlir-disable-threading",
    "--mlir-print-ir-before=iree-stream-schedule-execution",
    "--mlir-print-ir-module-scope",
]
DUMP_HEADER = re.compile(r"^// -----// IR Dump Before .*//----- //$", re.M)
DEVICE_A = "#hal.device.affinity<@device_a>"
DEVICE_B = "#hal.device.affinity<@device_b>"
VARIANTS = ("xfer_alt", "xfer_io")


def fail(message: str) -> None:
    sys.stderr.write(f"build.py: error: {message}\n")
    sys.exit(1)


def run(cmd: List[str], stdin: Optional[str] = None) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if proc.returncode != 0:
        fail(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr[-4000:]}")
    return proc


def version_of(exe: str) -> str:
    out = run([exe, "--version"]).stdout
    m = re.search(r"IREE compiler version (\S+) @ (\S+)", out)
    if not m:
        fail(f"cannot read the version of {exe}: {out!r}")
    return f"{m.group(1)} @ {m.group(2)}"


def build_flags(source: Path) -> List[str]:
    flags: List[str] = []
    for line in source.read_text().splitlines():
        m = re.match(r"//\s*BUILD-FLAGS:\s*(.*)$", line)
        if m:
            flags.extend(m.group(1).split())
    return flags


def first_dump(stderr: str, what: str) -> str:
    """The module printed after the first IR-dump header of |stderr|."""
    headers = list(DUMP_HEADER.finditer(stderr))
    if not headers:
        fail(f"{what}: no `IR Dump Before` in the compiler's stderr:\n{stderr[-2000:]}")
    end = headers[1].start() if len(headers) > 1 else len(stderr)
    return stderr[headers[0].end():end].strip("\n") + "\n"


def compile_flow(exe: str, source: Path, extra: List[str]) -> str:
    text = run([exe, *DEVICE_FLAGS, *extra, "--compile-to=flow", str(source), "-o", "-"]).stdout
    return text if text.endswith("\n") else text + "\n"


def check_fixed_point(iree_opt: str, path: Path, local_scope: bool) -> None:
    """|path| must be what |iree_opt| prints for it (with or without
    `--mlir-print-local-scope`), up to trailing newlines."""
    flags = ["--mlir-print-local-scope"] if local_scope else []
    printed = run([iree_opt, *flags, str(path)]).stdout
    if printed.rstrip("\n") != path.read_text().rstrip("\n"):
        fail(f"{path}: not a fixed point of {iree_opt} {' '.join(flags)}")


def local_scope(iree_opt: str, text: str) -> str:
    return run([iree_opt, "--mlir-print-local-scope", "-"], stdin=text).stdout


def compile_stream(exe: str, source: Path, extra: List[str], from_flow: bool = False) -> str:
    cmd = [exe, *DEVICE_FLAGS, *extra, *STREAM_DUMP_FLAGS]
    if from_flow:
        cmd.append("--compile-from=flow")
    proc = run([*cmd, str(source), "-o", os.devnull])
    return first_dump(proc.stderr, str(source))


#===----------------------------------------------------------------------===#
# Seeded variants (MLIR Python bindings of iree-base-compiler 3.2.0)
#===----------------------------------------------------------------------===#


def _walk(op):
    """Every op nested under |op|, pre-order, without recursion."""
    stack = [op]
    out = []
    while stack:
        cur = stack.pop()
        if cur is not op:
            out.append(cur)
        children = []
        for region in cur.regions:
            for block in region.blocks:
                for child in block.operations:
                    children.append(child.operation)
        stack.extend(reversed(children))
    return out


def _segments(op) -> List[int]:
    return [int(x) for x in op.attributes["operandSegmentSizes"]]


def _segment(op, index: int) -> List:
    if "operandSegmentSizes" not in op.attributes:
        # One variadic group after the fixed operands (hal.tensor.export).
        return list(op.operands)[index:]
    sizes = _segments(op)
    start = sum(sizes[:index])
    return list(op.operands)[start:start + sizes[index]]


def _dynamic_dims(ir, t) -> int:
    if not ir.RankedTensorType.isinstance(t):
        return -1
    rt = ir.RankedTensorType(t)
    return sum(1 for i in range(rt.rank) if rt.is_dynamic_dim(i))


def _result_dims(ir, op, index: int) -> Optional[List]:
    """The SSA dims of result |index| of |op| (a flow.dispatch or
    hal.tensor.import), or None when they cannot be found."""
    result = op.results[index]
    if _dynamic_dims(ir, result.type) == 0:
        return []
    if op.name == "hal.tensor.import":
        return _segment(op, 1)
    if op.name == "flow.dispatch":
        dims = _segment(op, 3)
        before = sum(max(_dynamic_dims(ir, r.type), 0) for r in list(op.results)[:index])
        return dims[before:before + _dynamic_dims(ir, result.type)]
    return None


def _make_transfer_after(ir, op, value, dims: List, target: str) -> None:
    """Creates the transfer of |value| (defined by |op|) right after |op|
    and redirects every other use of |value| to the transfer's result."""
    # These bindings have no InsertionPoint.after: create before, then move.
    with ir.InsertionPoint(op), op.location:
        transfer = ir.Operation.create("flow.tensor.transfer", results=[value.type], operands=[value, *dims],
                                       attributes={"target": ir.Attribute.parse(target)})
    transfer.move_after(op)
    value.replace_all_uses_except(transfer.result, transfer)


def _transfer_after(ir, op, index: int, target: str) -> bool:
    """Inserts `flow.tensor.transfer` of result |index| of |op| to |target|
    right after |op| and redirects every other use to it."""
    value = op.results[index]
    dims = _result_dims(ir, op, index)
    if dims is None or _dynamic_dims(ir, value.type) < 0 or not list(value.uses):
        return False
    _make_transfer_after(ir, op, value, dims, target)
    return True


def _transfer_before(ir, op, operand_index: int, dims: List, target: str) -> bool:
    """Inserts a transfer of operand |operand_index| of |op| before |op|."""
    value = op.operands[operand_index]
    if _dynamic_dims(ir, value.type) < 0:
        return False
    with ir.InsertionPoint(op), op.location:
        transfer = ir.Operation.create("flow.tensor.transfer", results=[value.type], operands=[value, *dims],
                                       attributes={"target": ir.Attribute.parse(target)})
    op.operands[operand_index] = transfer.result
    return True


def insert_transfers(flow_text: str, variant: str) -> Tuple[str, int]:
    """|flow_text| with the transfers of |variant| inserted, and their count."""
    from iree.compiler import ir
    with ir.Context() as ctx:
        module = ir.Module.parse(flow_text, ctx)
        ops = _walk(module.operation)
        count = 0
        if variant == "xfer_alt":
            dispatches = [op for op in ops if op.name == "flow.dispatch"]
            for k, op in enumerate(dispatches):
                if k % 2 == 1:
                    for i in range(len(op.results)):
                        count += _transfer_after(ir, op, i, DEVICE_B)
        elif variant == "xfer_io":
            for op in ops:
                if op.name == "hal.tensor.import":
                    count += _transfer_after(ir, op, 0, DEVICE_B)
                elif (op.name == "util.global.load" and _dynamic_dims(ir, op.results[0].type) == 0
                      and list(op.results[0].uses)):
                    _make_transfer_after(ir, op, op.results[0], [], DEVICE_B)
                    count += 1
                elif op.name == "hal.tensor.export":
                    count += _transfer_before(ir, op, 0, _segment(op, 1), DEVICE_A)
        else:
            raise ValueError(variant)
        text = module.operation.get_asm(enable_debug_info=False)
    return text, count


#===----------------------------------------------------------------------===#
# Driver
#===----------------------------------------------------------------------===#

_OP = re.compile(r"^\s*(?:%[^=]+=\s*)?\"?([a-z_][\w]*\.[\w.]+)\"?[\s(<{:]", re.M)


def op_counts(text: str) -> Dict[str, int]:
    """Rough per-dialect op counts of a dump (first word of each line that
    looks like an op): enough to describe the file in the manifest."""
    counts: Dict[str, int] = {}
    for m in _OP.finditer(text):
        dialect = m.group(1).split(".")[0]
        counts[dialect] = counts.get(dialect, 0) + 1
    return dict(sorted(counts.items()))


def describe(path: Path, **fields) -> dict:
    data = path.read_bytes()
    text = data.decode()
    entry = {"path": path.relative_to(HERE).as_posix(), **fields, "bytes": len(data),
             "sha256": hashlib.sha256(data).hexdigest(),
             "transfers": text.count("flow.tensor.transfer") + text.count("stream.async.transfer"),
             "executables": len(re.findall(r"^  (?:flow|stream|hal)\.executable", text, re.M)),
             "ops": op_counts(text)}
    return entry


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iree-compile", default=shutil.which("iree-compile"),
                    help="iree-compile 3.2.0 (default: the one on PATH)")
    ap.add_argument("--iree-opt", default=shutil.which("iree-opt"), help="iree-opt 3.2.0 (default: on PATH)")
    ap.add_argument("--iree-compile-313", default=os.environ.get("IREE_COMPILE_313"),
                    help="iree-compile 3.13 (default: $IREE_COMPILE_313)")
    ap.add_argument("--iree-opt-313", default=None,
                    help="iree-opt 3.13 (default: the iree-opt next to the 3.13 iree-compile)")
    ap.add_argument("--only", default=None, help="comma-separated source names to rebuild (default: all)")
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
        out_dir = HERE / tag
        out_dir.mkdir(exist_ok=True)
        for source in sources:
            name = source.stem
            extra = build_flags(source)
            common = {"source": source.name, "compiler": tag, "flags": extra}
            print(f"[{tag}] {name}", flush=True)
            flow = out_dir / f"{name}.flow.mlir"
            flow.write_text(compile_flow(exe, source, extra))
            check_fixed_point(opts[tag], flow, local_scope=True)
            files.append(describe(flow, phase="flow", variant=None, **common))
            stream = out_dir / f"{name}.stream.mlir"
            text = compile_stream(exe, source, extra)
            stream.write_text(text if tag == "v3.2" else local_scope(opts[tag], text))
            check_fixed_point(opts[tag], stream, local_scope=tag != "v3.2")
            files.append(describe(stream, phase="stream", variant=None, **common))
            if tag != "v3.2":
                continue
            for variant in VARIANTS:
                text, count = insert_transfers(flow.read_text(), variant)
                vflow = out_dir / f"{name}.{variant}.flow.mlir"
                vstream = out_dir / f"{name}.{variant}.stream.mlir"
                if count == 0:
                    for stale in (vflow, vstream):
                        if stale.exists():
                            stale.unlink()
                    continue
                # iree-opt verifies the variant and gives its canonical printing.
                vflow.write_text(local_scope(args.iree_opt, text))
                files.append(describe(vflow, phase="flow", variant=variant, inserted=count, **common))
                vstream.write_text(compile_stream(exe, vflow, extra, from_flow=True))
                check_fixed_point(opts[tag], vstream, local_scope=False)
                files.append(describe(vstream, phase="stream", variant=variant, inserted=count, **common))
    files.sort(key=lambda f: f["path"])
    old_versions = old.get("compilers", {})
    old_versions.update(versions)
    manifest = {
        "description": "Real iree-compile output for two local devices; rebuilt by build.py from src/.",
        "compilers": dict(sorted(old_versions.items())),
        "device_flags": DEVICE_FLAGS,
        "stream_dump_flags": STREAM_DUMP_FLAGS,
        "printing": {"flow": "iree-compile output (= iree-opt --mlir-print-local-scope)",
                     "v3.2 stream": "IR dump as printed (aliases; = iree-opt)",
                     "v3.13 stream": "IR dump re-printed by iree-opt 3.13 --mlir-print-local-scope"},
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
