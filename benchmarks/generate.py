"""Generators of large flow-level programs for the benchmarks.

Each shape is a function `shape(n_ops, seed) -> str` returning MLIR text with
roughly `n_ops` operations that both our tools and `iree-opt` accept.

    python benchmarks/generate.py SHAPE N > out.mlir
"""

from __future__ import annotations

import random
import sys
from typing import Callable, Dict, List

T = "tensor<4xf32>"
DEVICES = [f"#hal.device.promise<@dev_{i}>" for i in range(4)]


def _header(name: str, public: bool = True) -> List[str]:
    vis = "public" if public else "private"
    return [f"util.func {vis} @{name}(%arg0: !hal.buffer_view) -> !hal.buffer_view {{",
            f'  %v0 = hal.tensor.import on({DEVICES[0]}) %arg0 "in" : !hal.buffer_view -> {T}']


def _footer(last: str) -> List[str]:
    return [f'  %out = hal.tensor.export on({DEVICES[1]}) {last} "out" : {T} -> !hal.buffer_view',
            "  util.return %out : !hal.buffer_view", "}"]


def forward_chain(n: int, seed: int = 0) -> str:
    """A deep chain of dispatches, each consuming the previous result."""
    lines = _header("forward_chain")
    for i in range(1, n + 1):
        lines.append(f"  %v{i} = flow.dispatch @ex::@d(%v{i - 1}) : ({T}) -> {T}")
    return "\n".join(lines + _footer(f"%v{n}")) + "\n"


def tied_chain(n: int, seed: int = 0) -> str:
    """A deep chain of in-place dispatches (each result tied to its operand)."""
    lines = _header("tied_chain")
    for i in range(1, n + 1):
        lines.append(f"  %v{i} = flow.dispatch @ex::@d(%v{i - 1}) : ({T}) -> %v{i - 1}")
    return "\n".join(lines + _footer(f"%v{n}")) + "\n"


def wide_dag(n: int, seed: int = 0) -> str:
    """A random DAG of dispatches, constants and transfers across 4 devices."""
    rng = random.Random(seed)
    lines = _header("wide_dag")
    live = ["%v0"]
    k = 0
    while k < n:
        k += 1
        r = rng.random()
        name = f"%v{k}"
        if r < 0.1:
            lines.append(f"  {name} = flow.tensor.constant dense<{k % 7}.0> : {T}")
        elif r < 0.25:
            src = rng.choice(live[-64:])
            lines.append(f"  {name} = flow.tensor.transfer {src} : {T} to {rng.choice(DEVICES)}")
        else:
            a = rng.choice(live[-64:])
            b = rng.choice(live[-64:])
            lines.append(f"  {name} = flow.dispatch @ex::@d({a}, {b}) : ({T}, {T}) -> {T}")
        live.append(name)
    return "\n".join(lines + _footer(live[-1])) + "\n"


def call_heavy(n: int, seed: int = 0) -> str:
    """Many small private functions, each called from several places."""
    rng = random.Random(seed)
    n_funcs = max(2, n // 10)
    out: List[str] = []
    for f in range(n_funcs):
        out.append(f"util.func private @f{f}(%a: {T}) -> {T} {{")
        out.append(f"  %r = flow.dispatch @ex::@d(%a) : ({T}) -> {T}")
        if f > 0 and rng.random() < 0.5:
            out.append(f"  %c = util.call @f{rng.randrange(f)}(%r) : ({T}) -> {T}")
            out.append(f"  util.return %c : {T}")
        else:
            out.append(f"  util.return %r : {T}")
        out.append("}")
    lines = _header("call_heavy")
    calls = max(1, n - 4 * n_funcs)
    for i in range(1, calls + 1):
        lines.append(f"  %v{i} = util.call @f{rng.randrange(n_funcs)}(%v{i - 1}) : ({T}) -> {T}")
    return "\n".join(out + lines + _footer(f"%v{calls}")) + "\n"


def global_heavy(n: int, seed: int = 0) -> str:
    """Many globals written by an initializer and functions, read elsewhere."""
    rng = random.Random(seed)
    n_globals = max(2, n // 8)
    out: List[str] = []
    for g in range(n_globals):
        aff = f" {{stream.affinity = {rng.choice(DEVICES)}}}" if rng.random() < 0.2 else ""
        out.append(f"util.global private mutable @g{g}{aff} : {T}")
    out.append("util.initializer {")
    for g in range(n_globals):
        out.append(f"  %i{g} = flow.tensor.constant dense<{g % 5}.0> : {T}")
        out.append(f"  util.global.store %i{g}, @g{g} : {T}")
    out.append("  util.return")
    out.append("}")
    lines = _header("global_heavy")
    k = 0
    ops = 0
    budget = max(1, n - 3 * n_globals)
    while ops < budget:
        g = rng.randrange(n_globals)
        k += 1
        lines.append(f"  %l{k} = util.global.load @g{g} : {T}")
        lines.append(f"  %v{k} = flow.dispatch @ex::@d(%l{k}, %v{k - 1}) : ({T}, {T}) -> {T}")
        if rng.random() < 0.3:
            lines.append(f"  util.global.store %v{k}, @g{rng.randrange(n_globals)} : {T}")
            ops += 1
        ops += 2
    return "\n".join(out + lines + _footer(f"%v{k}")) + "\n"


def scf_heavy(n: int, seed: int = 0) -> str:
    """Many scf.for / scf.if regions carrying tensors."""
    rng = random.Random(seed)
    lines = _header("scf_heavy")
    lines[0] = lines[0].replace("(%arg0: !hal.buffer_view)", "(%arg0: !hal.buffer_view, %cond: i1)")
    lines.insert(1, "  %c0 = arith.constant 0 : index")
    lines.insert(2, "  %c1 = arith.constant 1 : index")
    lines.insert(3, "  %c4 = arith.constant 4 : index")
    k = 0
    ops = 0
    while ops < n:
        k += 1
        prev = f"%v{k - 1}"
        if rng.random() < 0.5:
            lines += [f"  %v{k} = scf.for %i{k} = %c0 to %c4 step %c1 iter_args(%it{k} = {prev}) -> ({T}) {{",
                      f"    %b{k} = flow.dispatch @ex::@d(%it{k}) : ({T}) -> {T}",
                      f"    scf.yield %b{k} : {T}",
                      "  }"]
        else:
            dev = rng.choice(DEVICES)
            lines += [f"  %v{k} = scf.if %cond -> ({T}) {{",
                      f"    %t{k} = flow.tensor.transfer {prev} : {T} to {dev}",
                      f"    scf.yield %t{k} : {T}",
                      "  } else {",
                      f"    %e{k} = flow.dispatch @ex::@d({prev}) : ({T}) -> {T}",
                      f"    scf.yield %e{k} : {T}",
                      "  }"]
        ops += 3
    return "\n".join(lines + _footer(f"%v{k}")) + "\n"


SHAPES: Dict[str, Callable[[int, int], str]] = {
    "wide-dag": wide_dag,
    "forward-chain": forward_chain,
    "tied-chain": tied_chain,
    "call-heavy": call_heavy,
    "global-heavy": global_heavy,
    "scf-heavy": scf_heavy,
}


def main(argv: List[str]) -> int:
    if len(argv) != 3 or argv[1] not in SHAPES:
        sys.stderr.write(f"usage: {argv[0]} {{{','.join(SHAPES)}}} N\n")
        return 2
    sys.stdout.write(SHAPES[argv[1]](int(argv[2]), 0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
