"""Real-program shapes for the pipeline benchmark, compiled by iree-compile.

    python benchmarks/programs.py SHAPE OPS [--phase flow|stream|converted] [--313]

prints the path of the compiled file (building it first when it is not in
the cache, `<repo>/.cache/benchmarks/`). Four shapes, each a source program
of N repeated units in the input dialects (`linalg`, `tensor`, `arith`,
`scf`, `util`, `flow.tensor.transfer` between two devices, as a user
writes a multi-device program), compiled for two local devices exactly as
the real-world corpus is (`tests/data/realworld/build.py`):

* `mlp`: a deep MLP, one function; layer i runs on `device_a` when i is
  even and `device_b` when odd (a matmul with that device's weights, a
  ReLU, then a transfer of the activations to the other device);
* `params`: the same MLP with each layer's weight and bias in its own
  parameter global (`#flow.parameter.named`, as exported models hold their
  weights): two globals per layer;
* `calls`: many small private functions kept out of line
  (`#util.inline.never`), each a layer that may call the previous
  function, and a main function calling them in a chain, alternating
  devices;
* `scf`: host control flow carrying tensors: per unit an `scf.for` whose
  body is a layer and an `scf.if` on a flag argument choosing between two
  computations, alternating devices.

Phases (files the benchmark gives both tools):

* `flow`: `iree-compile --compile-to=flow` (input of annotate and
  `convert-to-stream`);
* `stream`: the module right before the first
  `iree-stream-schedule-execution` (input of `schedule-execution`; the
  dump build.py takes);
* `converted`: `iree-opt --iree-stream-conversion` of the flow file (input
  of `encode-host-tensors`).

With `--313` the flow phase is compiled by iree-compile 3.13
(`$IREE_COMPILE_313`, or next to `$DFX_IREE_CURRENT`): the annotate input
for the comparison with iree-opt 3.13, which cannot read 3.2.0's flow
dumps. OPS is the number of host operations (outside executables) wanted in
the flow dump; the number of units is calibrated from two small
compilations of the shape. Above `COMPILED_MAX` (10,000) ops the file is a
compiled program of OPS/k ops repeated k times under renamed symbols
(`build`, `replicate`): iree-compile itself is too slow to compile
100k-op programs on a small machine.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Callable, Dict, List, Optional, Set, Tuple

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CACHE = REPO / ".cache" / "benchmarks"

DEVICE_FLAGS = [
    "--iree-hal-target-device=device_a=local[0]",
    "--iree-hal-target-device=device_b=local[1]",
    "--iree-hal-local-target-device-backends=llvm-cpu",
]
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "data"))
from corpus_build import STREAM_DUMP_FLAGS, first_stream_dump  # noqa: E402  (the corpus builds' dump extraction)

T = "tensor<2x16xf32>"
W = "tensor<16x16xf32>"
B = "tensor<16xf32>"
ID = "#id = affine_map<(i, j) -> (i, j)>"
COL = "#col = affine_map<(i, j) -> (j)>"


def _dev(i: int) -> str:
    return "device_b" if i % 2 else "device_a"


def _promise(device: str) -> str:
    return f"#hal.device.promise<@{device}>"


def _relu(result: str, operand: str, indent: str = "  ") -> List[str]:
    return [f"{indent}{result} = linalg.generic {{indexing_maps = [#id, #id], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} ins({operand} : {T}) outs(%e : {T}) {{",
            f"{indent}^bb0(%a: f32, %o: f32):",
            f"{indent}  %s = arith.maximumf %a, %zero : f32",
            f"{indent}  linalg.yield %s : f32",
            f"{indent}}} -> {T}"]


def _prologue() -> List[str]:
    return ["  %zero = arith.constant 0.0 : f32",
            f"  %e = tensor.empty() : {T}",
            f"  %z = linalg.fill ins(%zero : f32) outs(%e : {T}) -> {T}"]


def mlp(units: int) -> Tuple[str, List[str]]:
    out = [ID,
           f"func.func @forward(%x: {T} {{iree.abi.affinity = {_promise('device_a')}}}, "
           f"%wa: {W} {{iree.abi.affinity = {_promise('device_a')}}}, "
           f"%wb: {W} {{iree.abi.affinity = {_promise('device_b')}}}) "
           f"-> ({T} {{iree.abi.affinity = {_promise(_dev(units))}}}) {{", *_prologue()]
    h = "%x"
    for i in range(units):
        w = "%wb" if i % 2 else "%wa"
        out.append(f"  %m{i} = linalg.matmul ins({h}, {w} : {T}, {W}) outs(%z : {T}) -> {T}")
        out += _relu(f"%r{i}", f"%m{i}")
        out.append(f"  %t{i} = flow.tensor.transfer %r{i} : {T} to {_promise(_dev(i + 1))}")
        h = f"%t{i}"
    out += [f"  return {h} : {T}", "}"]
    return "\n".join(out) + "\n", []


def params(units: int) -> Tuple[str, List[str]]:
    out = [ID, COL]
    for i in range(units):
        out.append(f"util.global private @layer{i}.weight = "
                   f"#flow.parameter.named<\"model\"::\"layer{i}.weight\"> : {W}")
        out.append(f"util.global private @layer{i}.bias = "
                   f"#flow.parameter.named<\"model\"::\"layer{i}.bias\"> : {B}")
    out += [f"func.func @forward(%x: {T} {{iree.abi.affinity = {_promise('device_a')}}}) "
            f"-> ({T} {{iree.abi.affinity = {_promise(_dev(units))}}}) {{", *_prologue()]
    h = "%x"
    for i in range(units):
        out.append(f"  %w{i} = util.global.load @layer{i}.weight : {W}")
        out.append(f"  %b{i} = util.global.load @layer{i}.bias : {B}")
        out.append(f"  %m{i} = linalg.matmul ins({h}, %w{i} : {T}, {W}) outs(%z : {T}) -> {T}")
        out += [f"  %r{i} = linalg.generic {{indexing_maps = [#id, #col, #id], "
                f"iterator_types = [\"parallel\", \"parallel\"]}} ins(%m{i}, %b{i} : {T}, {B}) outs(%e : {T}) {{",
                "  ^bb0(%a: f32, %b: f32, %o: f32):",
                "    %s = arith.addf %a, %b : f32",
                "    %r = arith.maximumf %s, %zero : f32",
                "    linalg.yield %r : f32",
                f"  }} -> {T}"]
        out.append(f"  %t{i} = flow.tensor.transfer %r{i} : {T} to {_promise(_dev(i + 1))}")
        h = f"%t{i}"
    out += [f"  return {h} : {T}", "}"]
    # Const-eval cannot run parameter-backed initializers at compile time.
    return "\n".join(out) + "\n", ["--iree-opt-const-eval=false"]


def calls(units: int) -> Tuple[str, List[str]]:
    out = [ID]
    n_funcs = max(2, units // 4)
    for f in range(n_funcs):
        out.append(f"util.func private @f{f}(%x: {T}) -> {T} attributes {{inlining_policy = #util.inline.never}} {{")
        out += _prologue()
        out += _relu("%r", "%x")
        if f > 0 and f % 4:
            out.append(f"  %c = util.call @f{f - 1}(%r) : ({T}) -> {T}")
            out.append(f"  util.return %c : {T}")
        else:
            out.append(f"  util.return %r : {T}")
        out.append("}")
    out += [f"func.func @main(%x: {T} {{iree.abi.affinity = {_promise('device_a')}}}) "
            f"-> ({T} {{iree.abi.affinity = {_promise(_dev(units))}}}) {{", *_prologue()]
    # Layers in main around the calls: iree-compile 3.2.0 fails when a
    # function is called both with an imported (external) value and with
    # transient ones.
    out += _relu("%in", "%x")
    h = "%in"
    for i in range(units):
        out.append(f"  %c{i} = util.call @f{(i * 7) % n_funcs}({h}) : ({T}) -> {T}")
        out.append(f"  %t{i} = flow.tensor.transfer %c{i} : {T} to {_promise(_dev(i + 1))}")
        h = f"%t{i}"
    out += _relu("%out", h)
    out += ["  return %out : {T}".replace("{T}", T), "}"]
    return "\n".join(out) + "\n", []


def scf(units: int) -> Tuple[str, List[str]]:
    out = [ID,
           f"func.func @forward(%x: {T} {{iree.abi.affinity = {_promise('device_a')}}}, "
           f"%w: {W} {{iree.abi.affinity = {_promise('device_a')}}}, %flag: i1) "
           f"-> ({T} {{iree.abi.affinity = {_promise(_dev(units))}}}) {{", *_prologue(),
           "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
           "  %c3 = arith.constant 3 : index"]
    h = "%x"
    for i in range(units):
        out.append(f"  %l{i} = scf.for %i{i} = %c0 to %c3 step %c1 iter_args(%it{i} = {h}) -> ({T}) {{")
        out.append(f"    %m{i} = linalg.matmul ins(%it{i}, %w : {T}, {W}) outs(%z : {T}) -> {T}")
        out += _relu(f"%r{i}", f"%m{i}", "    ")
        out.append(f"    scf.yield %r{i} : {T}")
        out.append("  }")
        out.append(f"  %f{i} = scf.if %flag -> ({T}) {{")
        out += _relu(f"%p{i}", f"%l{i}", "    ")
        out.append(f"    scf.yield %p{i} : {T}")
        out.append("  } else {")
        out.append(f"    %q{i} = linalg.matmul ins(%l{i}, %w : {T}, {W}) outs(%z : {T}) -> {T}")
        out.append(f"    scf.yield %q{i} : {T}")
        out.append("  }")
        out.append(f"  %t{i} = flow.tensor.transfer %f{i} : {T} to {_promise(_dev(i + 1))}")
        h = f"%t{i}"
    out += [f"  return {h} : {T}", "}"]
    return "\n".join(out) + "\n", []


SHAPES: Dict[str, Callable[[int], Tuple[str, List[str]]]] = {
    "mlp": mlp,
    "params": params,
    "calls": calls,
    "scf": scf,
}

_EXECUTABLE = re.compile(r"^  (?:flow|stream|hal)\.executable\b")
_OP_LINE = re.compile(r"^\s+(?:%[^=]+= )?\"?[a-z_]+\.[a-z_.0-9]+")


def host_ops(text: str) -> int:
    """Operations outside executables, one per line that starts an op
    (iree-compile prints one op per line)."""
    n = 0
    skipping = False
    for line in text.split("\n"):
        if skipping:
            skipping = line != "  }"
            continue
        if _EXECUTABLE.match(line):
            skipping = not line.rstrip().endswith("}")
            continue
        if _OP_LINE.match(line):
            n += 1
    return n


_TOP = re.compile(r"^  (?:util\.global|util\.func|util\.initializer|func\.func|(?:flow|stream|hal)\.executable)\b"
                  r".*?@([\w$.\-]+)", re.M)
_SYMBOL = re.compile(r"@([\w$.\-]+)")
_GLOBAL_VALUE = re.compile(r"^  util\.global private @([\w$.\-]+) = (#[\w$.\-]+)", re.M)


def split_module(text: str):
    """(preamble, header line, body, closing) of a dump that is attribute
    alias lines (the preamble, possibly empty) then one `module ... {` ...
    `}`."""
    lines = text.rstrip("\n").split("\n")
    start = next((i for i, line in enumerate(lines) if line.startswith("module")), None)
    if start is None or lines[-1] != "}" or not all(line.startswith("#") or not line.strip()
                                                     for line in lines[:start]):
        raise SystemExit("expected a dump that is attribute aliases, then one `module ... {` ... `}`")
    return "\n".join(lines[:start]), lines[start], "\n".join(lines[start + 1:-1]), lines[-1]


def replicate(text: str, copies: int) -> str:
    """|copies| copies of the module body, top-level symbols renamed per
    copy (`@name` -> `@name_rK`). Device globals, those whose value is a
    `#hal.device...` attribute or an alias of one, stay shared, as do the
    attribute aliases."""
    preamble, header, body, closing = split_module(text)
    device_aliases = set(re.findall(r"^(#[\w$.\-]+) = #hal\.device\.", preamble, re.M))
    devices: Set[str] = {name for name, value in _GLOBAL_VALUE.findall(body)
                         if value.startswith("#hal.device.") or value in device_aliases}
    symbols = {m.group(1) for m in _TOP.finditer(body)} - devices
    device_lines = [line for line in body.split("\n")
                    if any(line.startswith(f"  util.global private @{d} = ") for d in devices)]
    rest = "\n".join(line for line in body.split("\n") if line not in device_lines)
    parts = [preamble] if preamble else []
    parts += [header, *device_lines]
    for k in range(copies):
        parts.append(_SYMBOL.sub(lambda m: "@" + (f"{m.group(1)}_r{k}" if m.group(1) in symbols else m.group(1)),
                                 rest))
    parts.append(closing)
    return "\n".join(parts) + "\n"


def iree_compile_320() -> str:
    exe = shutil.which("iree-compile")
    if exe is None:
        raise SystemExit("iree-compile 3.2.0 not found (pip install iree-base-compiler==3.2.0)")
    return exe


def iree_opt_320() -> str:
    exe = shutil.which("iree-opt")
    if exe is None:
        raise SystemExit("iree-opt 3.2.0 not found (pip install iree-base-compiler==3.2.0)")
    return exe


def iree_compile_313() -> Optional[str]:
    exe = os.environ.get("IREE_COMPILE_313")
    if exe:
        return exe
    opt = os.environ.get("DFX_IREE_CURRENT")
    if opt:
        candidate = Path(opt).with_name("iree-compile")
        if candidate.exists():
            return str(candidate)
    return None


def _run(cmd: List[str]) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr[-3000:]}")
    return proc


def _source(shape: str, units: int) -> Tuple[Path, List[str]]:
    text, flags = SHAPES[shape](units)
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"{shape}-{units}.src.mlir"
    if not path.exists() or path.read_text() != text:
        path.write_text(text)
    return path, flags


_IDENTITIES: Dict[str, str] = {}


def _identity(exe: str) -> str:
    """What identifies the compiler |exe| runs: its `--version` text (the
    same release reached through a pyenv shim, a console script or the
    binary itself is one compiler, and keeps one cache entry)."""
    got = _IDENTITIES.get(exe)
    if got is None:
        proc = subprocess.run([exe, "--version"], capture_output=True, text=True)
        got = _IDENTITIES[exe] = proc.stdout.strip() or os.path.realpath(exe)
    return got


def _key(shape: str, units: int, what: str, exe: str) -> Path:
    text, flags = SHAPES[shape](units)
    digest = hashlib.sha256("\0".join([text, *flags, what, _identity(exe)]).encode()).hexdigest()[:12]
    return CACHE / f"{shape}-{units}.{what}.{digest}.mlir"


def compiled(shape: str, units: int, phase: str, v313: bool = False) -> Path:
    """The compiled file of |shape| with |units| units at |phase| (cached)."""
    if phase == "converted":
        flow = compiled(shape, units, "flow")
        opt = iree_opt_320()
        target = _key(shape, units, "converted", opt)
        if not target.exists():
            text = _run([opt, "--iree-stream-conversion", str(flow)]).stdout
            target.write_text(text)
        return target
    exe = iree_compile_313() if v313 else iree_compile_320()
    if exe is None:
        raise SystemExit("iree-compile 3.13 not found: set IREE_COMPILE_313 or DFX_IREE_CURRENT")
    target = _key(shape, units, f"{phase}{'313' if v313 else ''}", exe)
    if target.exists():
        return target
    source, flags = _source(shape, units)
    if phase == "flow":
        text = _run([exe, *DEVICE_FLAGS, *flags, "--compile-to=flow", str(source), "-o", "-"]).stdout
        text = text if text.endswith("\n") else text + "\n"
    elif phase == "stream":
        text = first_stream_dump([exe, *DEVICE_FLAGS, *flags, *STREAM_DUMP_FLAGS, str(source), "-o", os.devnull],
                                 str(source))
    else:
        raise ValueError(phase)
    tmp = target.with_suffix(".part")
    tmp.write_text(text)
    tmp.rename(target)
    return target


def units_for(shape: str, ops: int, v313: bool = False) -> int:
    """Units giving about |ops| host ops in the flow dump (of 3.2.0, or
    3.13 with |v313|), from compilations with 32 and 64 units."""
    a = host_ops(compiled(shape, 32, "flow", v313).read_text())
    b = host_ops(compiled(shape, 64, "flow", v313).read_text())
    per_unit = max(1e-9, (b - a) / 32)
    base = a - 32 * per_unit
    return max(1, round((ops - base) / per_unit))


COMPILED_MAX = 10000
"""Largest size compiled as one program. iree-compile's time grows faster
than the program (the 10k `calls` stream dump takes about 17 minutes on a
2-core machine; the 100k `mlp` flow dump did not finish in 40), so a
larger size is the compiled program of size/k ops repeated k times
(`replicate`): k independent copies of a real program in one module, over
the same devices, which every tool processes in full."""


def build(shape: str, ops: int, phase: str, v313: bool = False) -> Path:
    """The file of |shape| at about |ops| host ops at |phase| (cached)."""
    if ops <= COMPILED_MAX:
        return compiled(shape, units_for(shape, ops, v313), phase, v313)
    copies = -(-ops // COMPILED_MAX)
    base = build(shape, round(ops / copies), phase, v313)
    target = base.with_name(base.name.replace(".mlir", f".x{copies}.mlir"))
    if not target.exists():
        tmp = target.with_suffix(".part")
        tmp.write_text(replicate(base.read_text(), copies))
        tmp.rename(target)
    return target


def small_programs(tmp: Path) -> List[Tuple[str, Path]]:
    """Every shape and phase at 1,000 ops (the byte-identity corpus), when
    iree-compile 3.2.0 is installed; 3.13's flow dumps too when it is found."""
    if shutil.which("iree-compile") is None or shutil.which("iree-opt") is None:
        return []
    out = []
    for shape in SHAPES:
        for phase in ("flow", "stream", "converted"):
            out.append((f"{shape}-1000.{phase}", build(shape, 1000, phase)))
        if iree_compile_313() is not None:
            out.append((f"{shape}-1000.flow313", build(shape, 1000, "flow", v313=True)))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("shape", choices=sorted(SHAPES))
    ap.add_argument("ops", type=int)
    ap.add_argument("--phase", choices=("flow", "stream", "converted"), default="flow")
    ap.add_argument("--313", dest="v313", action="store_true", help="compile the flow phase with iree-compile 3.13")
    args = ap.parse_args(argv)
    print(build(args.shape, args.ops, args.phase, args.v313))
    return 0


if __name__ == "__main__":
    sys.exit(main())
