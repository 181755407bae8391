"""Shared steps of the corpus build scripts (realworld/build.py,
frontends/build.py): running iree-compile to the flow phase and to right
before schedule-execution, the printing forms and their fixed-point checks,
the seeded cross-device transfer variants, and the manifest entries.

Both scripts put this folder on `sys.path` and import it as
`corpus_build`; it needs iree-base-compiler 3.2.0's Python bindings only for
the variants (`insert_transfers`).

Printing forms (one per compiler and phase; each a fixed point of the
matching iree-opt, checked by `build_source`):

* flow dumps: iree-compile's output as it is (= `iree-opt
  --mlir-print-local-scope`, plus the `{-# dialect_resources #-}` section
  3.13 writes for `dense_resource` data, which local scope leaves out),
  with a final newline added where iree-compile leaves it out;
* 3.2.0 stream dumps: the IR dump as it is (aliases: = plain `iree-opt`);
* 3.13 stream dumps: re-printed by iree-opt 3.13 `--mlir-print-local-scope`.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import re
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

STREAM_DUMP_FLAGS = [
    "--compile-to=stream",
    "--mlir-disable-threading",
    "--mlir-print-ir-before=iree-stream-schedule-execution",
    "--mlir-print-ir-module-scope",
]
DUMP_HEADER = re.compile(r"^// -----// IR Dump Before .*//----- //$", re.M)
VARIANTS = ("xfer_alt", "xfer_io")
PRINTING = {"flow": "iree-compile output (= iree-opt --mlir-print-local-scope)",
            "v3.2 stream": "IR dump as printed (aliases; = iree-opt)",
            "v3.13 stream": "IR dump re-printed by iree-opt 3.13 --mlir-print-local-scope"}

PROG = "build.py"
"""The name errors are reported under (the calling script sets it)."""


def compiler_arguments(doc: str, what: str) -> argparse.ArgumentParser:
    """The command line of a build script: the compilers, and `--only`
    (names of |what| to rebuild)."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--iree-compile", default=shutil.which("iree-compile"),
                    help="iree-compile 3.2.0 (default: the one on PATH)")
    ap.add_argument("--iree-opt", default=shutil.which("iree-opt"), help="iree-opt 3.2.0 (default: on PATH)")
    ap.add_argument("--iree-compile-313", default=os.environ.get("IREE_COMPILE_313"),
                    help="iree-compile 3.13 (default: $IREE_COMPILE_313)")
    ap.add_argument("--iree-opt-313", default=None,
                    help="iree-opt 3.13 (default: the iree-opt next to the 3.13 iree-compile)")
    ap.add_argument("--only", default=None, help=f"comma-separated {what} names to rebuild (default: all)")
    return ap


def fail(message: str) -> None:
    sys.stderr.write(f"{PROG}: error: {message}\n")
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


def first_stream_dump(cmd: List[str], what: str) -> str:
    """The module |cmd| (a compiler run with `STREAM_DUMP_FLAGS`) prints
    after its first IR-dump header. With `--mlir-print-ir-module-scope` the
    compiler prints the whole module again before the pass runs on each
    function (gigabytes for programs of thousands of functions), so its
    stderr is read line by line and the compiler is stopped once the first
    dump is complete."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    before: List[str] = []  # what precedes the dump (for an error message)
    dump: List[str] = []
    dumping = stopped = False
    for line in proc.stderr:
        if DUMP_HEADER.match(line.rstrip("\n")):
            if dumping:
                stopped = True
                break
            dumping = True
        elif dumping:
            dump.append(line)
        elif len(before) < 200:
            before.append(line)
    if stopped:
        proc.kill()
    proc.stderr.close()
    code = proc.wait()
    if not dumping:
        fail(f"{what}: no `IR Dump Before` in the compiler's stderr (exit {code}):\n{''.join(before)[-2000:]}")
    if code != 0 and not stopped:
        fail(f"command failed ({code}): {' '.join(cmd)}")
    return "".join(dump).strip("\n") + "\n"


def compile_flow(exe: str, source: Path, device_flags: Sequence[str], extra: List[str],
                 flow_flags: Sequence[str] = ()) -> str:
    text = run([exe, *device_flags, *extra, *flow_flags, "--compile-to=flow", str(source), "-o", "-"]).stdout
    return text if text.endswith("\n") else text + "\n"


def first_error(exe: str, source: Path, device_flags: Sequence[str], extra: List[str],
                phase_flags: Sequence[str] = ("--compile-to=flow",)) -> Optional[str]:
    """None when |exe| compiles |source| with |phase_flags| (by default to
    the flow phase), else the first line of its first error (the
    location's path made relative)."""
    proc = subprocess.run([exe, *device_flags, *extra, *phase_flags, str(source), "-o", os.devnull],
                          capture_output=True, text=True)
    if proc.returncode == 0:
        return None
    lines = [line for line in proc.stderr.splitlines() if "error:" in line] or proc.stderr.splitlines() or ["?"]
    return lines[0].replace(str(source), source.name)


RESOURCES = re.compile(r"\n*\{-#\n  dialect_resources: .*#-\}\n*\Z", re.S)


def without_resources(text: str) -> str:
    """|text| without its trailing `{-# dialect_resources ... #-}` section
    (which `--mlir-print-local-scope` does not print)."""
    return RESOURCES.sub("\n", text)


def check_fixed_point(iree_opt: str, path: Path, local_scope: bool) -> None:
    """|path| must be what |iree_opt| prints for it (with or without
    `--mlir-print-local-scope`), up to trailing newlines. In local scope
    iree-opt prints no resource section: a file's own (3.13's iree-compile
    writes one after the module, 3.2.0's none) is left out of the
    comparison."""
    flags = ["--mlir-print-local-scope"] if local_scope else []
    printed = run([iree_opt, *flags, str(path)]).stdout
    text = path.read_text()
    if local_scope:
        text = without_resources(text)
    if printed.rstrip("\n") != text.rstrip("\n"):
        fail(f"{path}: not a fixed point of {iree_opt} {' '.join(flags)}")


def local_scope(iree_opt: str, text: str) -> str:
    return run([iree_opt, "--mlir-print-local-scope", "-"], stdin=text).stdout


def compile_stream(exe: str, source: Path, device_flags: Sequence[str], extra: List[str],
                   from_flow: bool = False) -> str:
    cmd = [exe, *device_flags, *extra, *STREAM_DUMP_FLAGS]
    if from_flow:
        cmd.append("--compile-from=flow")
    return first_stream_dump([*cmd, str(source), "-o", os.devnull], str(source))


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


def insert_transfers(flow_text: str, variant: str, device_a: str, device_b: str) -> Tuple[str, int]:
    """|flow_text| with the transfers of |variant| inserted, and their count.
    |device_a| and |device_b| are affinity attributes (the first device
    and the one transfers go to)."""
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
                        count += _transfer_after(ir, op, i, device_b)
        elif variant == "xfer_io":
            for op in ops:
                if op.name == "hal.tensor.import":
                    count += _transfer_after(ir, op, 0, device_b)
                elif (op.name == "util.global.load" and _dynamic_dims(ir, op.results[0].type) == 0
                      and list(op.results[0].uses)):
                    _make_transfer_after(ir, op, op.results[0], [], device_b)
                    count += 1
                elif op.name == "hal.tensor.export":
                    count += _transfer_before(ir, op, 0, _segment(op, 1), device_a)
        else:
            raise ValueError(variant)
        text = module.operation.get_asm(enable_debug_info=False)
    return text, count


#===----------------------------------------------------------------------===#
# Manifest entries
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


def describe(root: Path, path: Path, **fields) -> dict:
    data = path.read_bytes()
    text = data.decode()
    entry = {"path": path.relative_to(root).as_posix(), **fields, "bytes": len(data),
             "sha256": hashlib.sha256(data).hexdigest(),
             "transfers": text.count("flow.tensor.transfer") + text.count("stream.async.transfer"),
             "executables": len(re.findall(r"^  (?:flow|stream|hal)\.executable", text, re.M)),
             "ops": op_counts(text)}
    return entry


#===----------------------------------------------------------------------===#
# One source, one compiler
#===----------------------------------------------------------------------===#


def build_source(*, root: Path, tag: str, exe: str, iree_opt: str, iree_opt_32: str, source: Path, name: str,
                 device_flags: Sequence[str], extra: List[str], common: dict,
                 variant_devices: Optional[Tuple[str, str]],
                 failures: Optional[List[dict]] = None, flow_flags: Sequence[str] = ()) -> List[dict]:
    """Compiles |source| with |exe| (compiler |tag|, "v3.2" or "v3.13") into
    root/tag/: the flow dump, the stream dump, and, when |variant_devices|
    (device_a, device_b) is given, the transfer variants of the flow dump
    (through iree-base-compiler 3.2.0's bindings, printed by |iree_opt_32|)
    with their stream dumps. Returns the manifest entries (|common| in each).

    A stream dump |exe| cannot make stops the build, or, when |failures| is
    a list, is left out and recorded there (the flow dump it was compiled
    from, compiler, phase, first error). |flow_flags| go to the flow
    compile only."""
    out_dir = root / tag
    out_dir.mkdir(exist_ok=True)
    files = []

    def stream_dump(path: Path, from_flow: bool, flow_path: Path, **fields) -> None:
        if failures is not None:
            phase_flags = [*STREAM_DUMP_FLAGS, *(["--compile-from=flow"] if from_flow else [])]
            error = first_error(exe, flow_path if from_flow else source, device_flags, extra, phase_flags)
            if error is not None:
                failures.append({"input": common.get("input", source.name), "compiler": tag,
                                 "path": flow_path.relative_to(root).as_posix(), "phase": "stream",
                                 "error": error})
                return
        text = compile_stream(exe, flow_path if from_flow else source, device_flags, extra, from_flow=from_flow)
        path.write_text(text if tag == "v3.2" else local_scope(iree_opt, text))
        check_fixed_point(iree_opt, path, local_scope=tag != "v3.2")
        files.append(describe(root, path, phase="stream", **fields, **common))

    flow = out_dir / f"{name}.flow.mlir"
    flow.write_text(compile_flow(exe, source, device_flags, extra, flow_flags))
    check_fixed_point(iree_opt, flow, local_scope=True)
    files.append(describe(root, flow, phase="flow", variant=None, **common))
    stream_dump(out_dir / f"{name}.stream.mlir", False, flow, variant=None)
    if variant_devices is None:
        return files
    for variant in VARIANTS:
        text, count = insert_transfers(flow.read_text(), variant, *variant_devices)
        vflow = out_dir / f"{name}.{variant}.flow.mlir"
        vstream = out_dir / f"{name}.{variant}.stream.mlir"
        if count == 0:
            for stale in (vflow, vstream):
                if stale.exists():
                    stale.unlink()
            continue
        # iree-opt verifies the variant and gives its canonical printing.
        vflow.write_text(local_scope(iree_opt_32, text))
        files.append(describe(root, vflow, phase="flow", variant=variant, inserted=count, **common))
        stream_dump(vstream, True, vflow, variant=variant, inserted=count)
    return files
