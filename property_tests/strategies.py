"""Hypothesis strategies producing small MLIR programs, valid by construction.

Two program families are generated:

* **flow level** (`flow_programs`, `flow_modules`): what
  `annotate-affinities` analyses. Globals (explicitly placed or not,
  mutable or not, with or without an initial value), a `util.initializer`,
  public and private `util.func`s over `tensor<4xi32>`, external
  declarations, `util.call` (several call sites, self and mutual
  recursion), multi-block bodies with `cf.br` / `cf.cond_br` and block
  arguments, `scf.if` / `scf.for` / `scf.while` with tensor iter args,
  `flow.tensor.constant/splat/clone/transfer/barrier`, `flow.dispatch` with
  and without tied results, explicit `stream.affinity`,
  `util.optimization_barrier`, `arith.select`, a module-level
  `stream.affinity.default` and `hal.tensor.import/export on(...)`.
* **stream level** (`stream_programs`, `stream_modules`): what the
  partitioner and `schedule-execution` consume: `util.func`s over
  `!stream.resource<...>` with `stream.async.splat/dispatch/transfer/barrier`
  (optionally `on(...)`), interrupted by host ops (`arith.select`,
  `cf.assert`), on straight-line and diamond CFGs.

Programs are built as a tiny AST (`Program`, `Func`, `Block`, `Op`) and
rendered to text, so tests can also transform them (reorder definitions,
rename, wrap a value in a barrier, inline a call) and know which op of the
transformed program corresponds to which op of the original: every op keeps
its `uid`, and `Program.uids()` lists the uids in the order a pre-order walk
of the parsed module visits the ops.

How the generators keep shrinking effective (Hypothesis style):

* only values in scope are drawn (dominating blocks, enclosing regions);
  when none is available a constant is created on the spot, so every draw
  succeeds and nothing is filtered;
* op kinds are listed simplest first (`sampled_from` shrinks towards the
  first entry), counts shrink towards zero and nesting is capped
  (`max_depth`), so failures shrink to a few lines;
* swarm testing: each construct is switched on or off per test case with
  `st.shared(st.booleans(), key=...)` toggles (they shrink to "off"), so a
  run explores programs dominated by different constructs;
* `target()` steers towards programs with more ops (one label per test
  case; pass `target_size=False` when drawing several programs and target
  their total instead).

Usage:

    from hypothesis import given
    from property_tests.strategies import flow_modules

    @given(flow_modules())
    def test_parses(text):
        parse_module(text)
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from typing import Dict, Iterator, List, Optional, Sequence, Tuple, Union

from hypothesis import strategies as st
from hypothesis import target

__all__ = [
    "TENSOR", "TRANSIENT", "EXTERNAL", "Val", "Op", "Block", "Func", "Global", "Program", "Names",
    "Features", "FlowConfig", "StreamConfig", "features", "flow_programs", "flow_modules",
    "flow_module_batches", "stream_programs", "stream_modules", "promise", "device_affinity",
    "permuted", "wrap_in_barrier", "barrier_candidates", "with_functions", "unreachable_functions",
    "inline_candidates", "inline_call", "rename_everything", "unmap_symbols", "DIFFERENTIAL",
    "SCHEDULE_DIFFERENTIAL",
]

TENSOR = "tensor<4xi32>"
TRANSIENT = "!stream.resource<transient>"
EXTERNAL = "!stream.resource<external>"
BUFFER_VIEW = "!hal.buffer_view"


def promise(device: str) -> str:
    """`#hal.device.promise<@device>` (flow-level affinities)."""
    return f"#hal.device.promise<@{device}>"


def device_affinity(device: str) -> str:
    """`#hal.device.affinity<@device>` (stream-level affinities)."""
    return f"#hal.device.affinity<@{device}>"


#===----------------------------------------------------------------------===#
# The program AST
#===----------------------------------------------------------------------===#


@dataclass(frozen=True)
class Val:
    """An SSA value: `%base`, or `%base#index` for one result of a group."""

    base: str
    type: str
    index: Optional[int] = None


@dataclass(eq=False)
class Block:
    """A block; `label` is only printed for non-entry blocks."""

    label: str
    args: List[Val]
    ops: List["Op"]


@dataclass(eq=False)
class Op:
    """One operation. `attrs` holds the op-specific parts (affinities as
    device names, callee and global names, tied operand indices, ...)."""

    uid: int
    name: str
    results: List[Val]
    operands: List[Val]
    attrs: Dict[str, object] = field(default_factory=dict)
    regions: List[List[Block]] = field(default_factory=list)


@dataclass(eq=False)
class Global:
    """`util.global private [mutable] @name [{stream.affinity = ...}] [= dense<k>] : T`."""

    uid: int
    name: str
    mutable: bool
    affinity: Optional[str]
    initial: Optional[int]
    type: str = TENSOR


@dataclass(eq=False)
class Func:
    """A `util.func` (blocks None: external declaration) or, with
    `initializer=True`, a `util.initializer`."""

    uid: int
    name: str
    public: bool
    arg_types: List[str]
    result_types: List[str]
    blocks: Optional[List[Block]]
    initializer: bool = False


Item = Union[Global, Func]


class Names:
    """Renaming applied when rendering: SSA bases and symbols (functions,
    globals, devices, dispatch entry points). Unmapped names stay."""

    def __init__(self, ssa: Optional[Dict[str, str]] = None, sym: Optional[Dict[str, str]] = None):
        self.ssa = ssa or {}
        self.sym = sym or {}

    def use(self, v: Val) -> str:
        base = "%" + self.ssa.get(v.base, v.base)
        return base if v.index is None else f"{base}#{v.index}"

    def s(self, name: str) -> str:
        return self.sym.get(name, name)


IDENTITY = Names()


@dataclass(eq=False)
class Program:
    """A generated module. `level` is "flow" or "stream"."""

    items: List[Item]
    devices: List[str]
    default_affinity: Optional[str] = None
    level: str = "flow"

    # -- traversal ------------------------------------------------------------------

    def functions(self) -> List[Func]:
        return [i for i in self.items if isinstance(i, Func)]

    def walk_ops(self) -> Iterator[Tuple[Op, Func]]:
        """Every op (pre-order) with its enclosing function."""
        for f in self.functions():
            for op in _walk_blocks(f.blocks or []):
                yield op, f

    def uids(self) -> List[int]:
        """Uids in the order of a pre-order walk of the parsed module
        (top-level items, then their nested ops)."""
        out: List[int] = []
        for item in self.items:
            out.append(item.uid)
            if isinstance(item, Func) and item.blocks:
                out.extend(op.uid for op in _walk_blocks(item.blocks))
        return out

    def op_count(self) -> int:
        return sum(1 for _ in self.walk_ops())

    def symbols(self) -> List[str]:
        """Every symbol the program defines or references."""
        names = list(self.devices)
        for item in self.items:
            if item.name:
                names.append(item.name)
        for op, _ in self.walk_ops():
            e = op.attrs.get("entry")
            if e:
                names.append(str(e))
        return list(dict.fromkeys(names))

    def ssa_bases(self) -> List[str]:
        bases: Dict[str, None] = {}
        for f in self.functions():
            for b in f.blocks or []:
                _collect_bases(b, bases)
        return list(bases)

    # -- rendering ------------------------------------------------------------------

    def render(self, names: Names = IDENTITY, barrier_syntax: str = "seed") -> str:
        """MLIR text. |barrier_syntax| picks the `stream.async.barrier` form:
        "seed" (`%b = stream.async.barrier %r : T{%s} -> T`, what our
        printer emits) or "3.2" (`stream.async.barrier %r : T{%s}`, the
        only form iree-opt 3.2.0 parses)."""
        r = _Renderer(names, self.level, barrier_syntax)
        body: List[str] = []
        for item in self.items:
            body.extend(r.item(item))
        if self.default_affinity is not None:
            aff = self._aff(names, self.default_affinity)
            lines = [f"module attributes {{stream.affinity.default = {aff}}} {{"]
            lines += ["  " + line for line in body]
            lines.append("}")
        else:
            lines = body
        return "\n".join(lines) + "\n"

    def _aff(self, names: Names, device: str) -> str:
        return (promise if self.level == "flow" else device_affinity)(names.s(device))

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        # Falsifying examples print as the program text.
        return "Program(<<<\n" + self.render() + ">>>)"

    def _repr_pretty_(self, printer, cycle) -> None:  # Hypothesis' pretty printer
        printer.text(repr(self))


def _walk_blocks(blocks: Sequence[Block]) -> Iterator[Op]:
    for b in blocks:
        for op in b.ops:
            yield op
            for region in op.regions:
                yield from _walk_blocks(region)


def _collect_bases(block: Block, out: Dict[str, None]) -> None:
    for a in block.args:
        out[a.base] = None
    for op in block.ops:
        for r in op.results:
            out[r.base] = None
        for region in op.regions:
            for b in region:
                _collect_bases(b, out)


#===----------------------------------------------------------------------===#
# Rendering
#===----------------------------------------------------------------------===#


def _fn_type(arg_types: Sequence[str], result_types: Sequence[str]) -> str:
    args = "(" + ", ".join(arg_types) + ")"
    if len(result_types) == 1:
        return f"{args} -> {result_types[0]}"
    return f"{args} -> (" + ", ".join(result_types) + ")"


class _Renderer:
    def __init__(self, names: Names, level: str, barrier_syntax: str):
        self.n = names
        self.level = level
        self.barrier_syntax = barrier_syntax

    def aff(self, device: str) -> str:
        return (promise if self.level == "flow" else device_affinity)(self.n.s(device))

    def uses(self, vals: Sequence[Val]) -> str:
        return ", ".join(self.n.use(v) for v in vals)

    @staticmethod
    def types(vals: Sequence[Val]) -> str:
        return ", ".join(v.type for v in vals)

    def defs(self, op: Op) -> str:
        if not op.results:
            return ""
        base = "%" + self.n.ssa.get(op.results[0].base, op.results[0].base)
        if len(op.results) == 1 and op.results[0].index is None:
            return base + " = "
        return f"{base}:{len(op.results)} = "

    def arg_list(self, vals: Sequence[Val]) -> str:
        return ", ".join(f"{self.n.use(v)}: {v.type}" for v in vals)

    # -- top level ------------------------------------------------------------------

    def item(self, item: Item) -> List[str]:
        if isinstance(item, Global):
            mut = "mutable " if item.mutable else ""
            attr = f" {{stream.affinity = {self.aff(item.affinity)}}}" if item.affinity else ""
            init = f" = dense<{item.initial}>" if item.initial is not None else ""
            return [f"util.global private {mut}@{self.n.s(item.name)}{attr}{init} : {item.type}"]
        if item.initializer:
            return ["util.initializer {"] + self.blocks(item.blocks or [], 1) + ["}"]
        vis = "public" if item.public else "private"
        name = self.n.s(item.name)
        if item.blocks is None:
            return [f"util.func {vis} @{name}{_fn_type(item.arg_types, item.result_types)}"]
        entry = item.blocks[0]
        sig = f"({self.arg_list(entry.args)})"
        if item.result_types:
            rt = item.result_types
            sig += " -> " + (rt[0] if len(rt) == 1 else "(" + ", ".join(rt) + ")")
        return [f"util.func {vis} @{name}{sig} {{"] + self.blocks(item.blocks, 1) + ["}"]

    def blocks(self, blocks: Sequence[Block], indent: int, entry_args: bool = False) -> List[str]:
        out: List[str] = []
        pad = "  " * indent
        for i, b in enumerate(blocks):
            if i > 0 or (entry_args and b.args):
                label = f"^{b.label}"
                if b.args:
                    label += f"({self.arg_list(b.args)})"
                out.append("  " * (indent - 1) + label + ":")
            for op in b.ops:
                out.extend(pad + line for line in self.op(op, indent))
        return out

    # -- ops ------------------------------------------------------------------------

    def op(self, op: Op, indent: int) -> List[str]:
        fn = getattr(self, "op_" + op.name.replace(".", "_"))
        text = fn(op, indent)
        return text if isinstance(text, list) else [text]

    def _attr_aff(self, op: Op, keyword: bool) -> str:
        a = op.attrs.get("affinity")
        if not a:
            return ""
        body = f"{{stream.affinity = {self.aff(a)}}}"
        return f" attributes {body}" if keyword else f" {body}"

    def op_arith_constant(self, op: Op, indent: int) -> str:
        v = op.attrs["value"]
        t = op.results[0].type
        if t == "i1":  # a bool literal carries its type
            return f"{self.defs(op)}arith.constant {'true' if v else 'false'}"
        return f"{self.defs(op)}arith.constant {v} : {t}"

    def op_flow_tensor_constant(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}flow.tensor.constant{self._attr_aff(op, False)} dense<{op.attrs['value']}> : {TENSOR}"

    def op_flow_tensor_splat(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}flow.tensor.splat {self.uses(op.operands)} : {TENSOR}{self._attr_aff(op, True)}"

    def op_flow_tensor_clone(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}flow.tensor.clone {self.uses(op.operands)} : {TENSOR}{self._attr_aff(op, True)}"

    def op_flow_tensor_transfer(self, op: Op, indent: int) -> str:
        return (f"{self.defs(op)}flow.tensor.transfer {self.uses(op.operands)} : {TENSOR} "
                f"to {self.aff(op.attrs['target'])}")

    def op_flow_tensor_barrier(self, op: Op, indent: int) -> str:
        return (f"{self.defs(op)}flow.tensor.barrier {self.uses(op.operands)} : {TENSOR} "
                f"on {self.aff(op.attrs['target'])}")

    def _results_sig(self, op: Op) -> str:
        tied = op.attrs.get("tied") or [None] * len(op.results)
        parts = [self.n.use(op.operands[t]) if t is not None else r.type for r, t in zip(op.results, tied)]
        if len(parts) == 1:
            return parts[0]
        return "(" + ", ".join(parts) + ")"

    def op_flow_dispatch(self, op: Op, indent: int) -> str:
        entry = self.n.s(op.attrs["entry"])
        return (f"{self.defs(op)}flow.dispatch @ex::@{entry}({self.uses(op.operands)}){self._attr_aff(op, False)} "
                f": ({self.types(op.operands)}) -> {self._results_sig(op)}")

    def op_util_optimization_barrier(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}util.optimization_barrier {self.uses(op.operands)} : {self.types(op.operands)}"

    def op_arith_select(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}arith.select {self.uses(op.operands)} : {op.results[0].type}"

    def op_util_call(self, op: Op, indent: int) -> str:
        callee = self.n.s(op.attrs["callee"])
        return (f"{self.defs(op)}util.call @{callee}({self.uses(op.operands)}) : "
                f"{_fn_type([v.type for v in op.operands], [r.type for r in op.results])}")

    def op_util_global_load(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}util.global.load @{self.n.s(op.attrs['global'])} : {op.results[0].type}"

    def op_util_global_store(self, op: Op, indent: int) -> str:
        return f"util.global.store {self.uses(op.operands)}, @{self.n.s(op.attrs['global'])} : {op.operands[0].type}"

    def op_hal_tensor_import(self, op: Op, indent: int) -> str:
        return (f"{self.defs(op)}hal.tensor.import on({self.aff(op.attrs['affinity'])}) "
                f"{self.uses(op.operands)} \"input\" : {BUFFER_VIEW} -> {TENSOR}")

    def op_hal_tensor_export(self, op: Op, indent: int) -> str:
        return (f"{self.defs(op)}hal.tensor.export on({self.aff(op.attrs['affinity'])}) "
                f"{self.uses(op.operands)} \"output\" : {TENSOR} -> {BUFFER_VIEW}")

    def _terminator(self, name: str, vals: Sequence[Val]) -> str:
        if not vals:
            return name
        return f"{name} {self.uses(vals)} : {self.types(vals)}"

    def op_util_return(self, op: Op, indent: int) -> str:
        return self._terminator("util.return", op.operands)

    def op_scf_yield(self, op: Op, indent: int) -> str:
        return self._terminator("scf.yield", op.operands)

    def op_scf_condition(self, op: Op, indent: int) -> str:
        cond, rest = op.operands[0], op.operands[1:]
        text = f"scf.condition({self.n.use(cond)})"
        return text + (f" {self.uses(rest)} : {self.types(rest)}" if rest else "")

    def _dest(self, label: str, vals: Sequence[Val]) -> str:
        return f"^{label}" + (f"({self.uses(vals)} : {self.types(vals)})" if vals else "")

    def op_cf_br(self, op: Op, indent: int) -> str:
        return "cf.br " + self._dest(op.attrs["dest"], op.operands)

    def op_cf_cond_br(self, op: Op, indent: int) -> str:
        n = op.attrs["n_true"]
        cond, true_args, false_args = op.operands[0], op.operands[1:1 + n], op.operands[1 + n:]
        t, f = op.attrs["dests"]
        return f"cf.cond_br {self.n.use(cond)}, {self._dest(t, true_args)}, {self._dest(f, false_args)}"

    def op_cf_assert(self, op: Op, indent: int) -> str:
        return f"cf.assert {self.n.use(op.operands[0])}, \"check {op.uid}\""

    def _region(self, blocks: Sequence[Block], indent: int, entry_args: bool = False) -> List[str]:
        # Lines of an op are relative to the op's own indentation.
        return self.blocks(blocks, 1, entry_args)

    def op_scf_if(self, op: Op, indent: int) -> List[str]:
        head = f"{self.defs(op)}scf.if {self.n.use(op.operands[0])}"
        if op.results:
            head += " -> (" + self.types(op.results) + ")"
        return ([head + " {"] + self._region(op.regions[0], indent) + ["} else {"]
                + self._region(op.regions[1], indent) + ["}"])

    def op_scf_for(self, op: Op, indent: int) -> List[str]:
        lb, ub, step = op.operands[:3]
        inits = op.operands[3:]
        body = op.regions[0][0]
        iv, iters = body.args[0], body.args[1:]
        head = f"{self.defs(op)}scf.for {self.n.use(iv)} = {self.n.use(lb)} to {self.n.use(ub)} step {self.n.use(step)}"
        if inits:
            head += " iter_args(" + ", ".join(f"{self.n.use(a)} = {self.n.use(i)}" for a, i in zip(iters, inits)) + ")"
            rt = self.types(op.results)
            head += f" -> {rt}" if len(op.results) == 1 else f" -> ({rt})"
        # The body's block arguments are printed in the header.
        inner = Block(body.label, [], body.ops)
        return [head + " {"] + self._region([inner], indent) + ["}"]

    def op_scf_while(self, op: Op, indent: int) -> List[str]:
        before, after = op.regions[0][0], op.regions[1][0]
        inits = ", ".join(f"{self.n.use(a)} = {self.n.use(i)}" for a, i in zip(before.args, op.operands))
        head = (f"{self.defs(op)}scf.while ({inits}) : ({self.types(op.operands)}) -> "
                f"({self.types(op.results)}) {{")
        return ([head] + self._region([Block(before.label, [], before.ops)], indent) + ["} do {"]
                + self._region([after], indent, entry_args=True) + ["}"])

    # -- stream level ---------------------------------------------------------------

    def _sized(self, v: Val, size: Val) -> str:
        return f"{v.type}{{{self.n.use(size)}}}"

    def _on(self, op: Op) -> str:
        a = op.attrs.get("affinity")
        return f" on({self.aff(a)})" if a else ""

    def op_stream_async_splat(self, op: Op, indent: int) -> str:
        size = op.attrs["size"]
        return (f"{self.defs(op)}stream.async.splat{self._on(op)} {self.n.use(op.operands[0])} : i32 -> "
                f"{self._sized(op.results[0], size)}")

    def op_stream_async_constant(self, op: Op, indent: int) -> str:
        return (f"{self.defs(op)}stream.async.constant{self._on(op)} : {self._sized(op.results[0], op.attrs['size'])}"
                f" = {op.attrs['value']} : tensor<4xi32>")

    def op_stream_async_dispatch(self, op: Op, indent: int) -> str:
        size, c0, c1 = op.attrs["size"], op.attrs["c0"], op.attrs["c1"]
        s = self.n.use(size)
        args = ", ".join(f"{self.n.use(v)}[{self.n.use(c0)} to {s} for {s}]" for v in op.operands)
        types = ", ".join(self._sized(v, size) for v in op.operands)
        tied = op.attrs.get("tied") or [None] * len(op.results)
        res = [f"{self.n.use(op.operands[t])}{{{s}}}" if t is not None else self._sized(r, size)
               for r, t in zip(op.results, tied)]
        rs = res[0] if len(res) == 1 else "(" + ", ".join(res) + ")"
        entry = self.n.s(op.attrs["entry"])
        return (f"{self.defs(op)}stream.async.dispatch{self._on(op)} @ex::@{entry}[{self.n.use(c1)}]({args}) : "
                f"({types}) -> {rs}")

    def op_stream_async_transfer(self, op: Op, indent: int) -> str:
        size = op.attrs["size"]
        src = op.operands[0]
        frm = f" from({self.aff(op.attrs['source'])})" if op.attrs.get("source") else ""
        to = f" to({self.aff(op.attrs['target'])})" if op.attrs.get("target") else ""
        return (f"{self.defs(op)}stream.async.transfer {self.n.use(src)} : {self._sized(src, size)}{frm} ->{to} "
                f"{self._sized(op.results[0], size)}")

    def op_stream_async_barrier(self, op: Op, indent: int) -> str:
        size = op.attrs["size"]
        src = op.operands[0]
        if self.barrier_syntax == "3.2":
            return f"{self.defs(op)}stream.async.barrier {self.n.use(src)} : {self._sized(src, size)}"
        return f"{self.defs(op)}stream.async.barrier {self.n.use(src)} : {self._sized(src, size)} -> {src.type}"


#===----------------------------------------------------------------------===#
# Features (swarm testing) and configuration
#===----------------------------------------------------------------------===#

FLOW_FEATURES = (
    "explicit_affinity", "default_affinity", "globals", "initializer", "calls", "externs", "cf",
    "scf_if", "scf_for", "scf_while", "splat", "clone", "barrier", "tied", "opt_barrier", "select", "hal",
)
STREAM_FEATURES = ("affinity", "transfer", "barrier", "tied", "select", "asserts", "cf")


@dataclass(frozen=True)
class Features:
    """Which constructs a test case may use (drawn once per test case)."""

    on: frozenset

    def __getattr__(self, name: str) -> bool:
        if name.startswith("__"):
            raise AttributeError(name)
        return name in self.on


def features(names: Sequence[str] = FLOW_FEATURES, key: str = "flow",
             forced: Sequence[str] = (), disabled: Sequence[str] = ()) -> st.SearchStrategy[Features]:
    """Swarm toggles: each feature is an `st.shared` boolean (shared by every
    draw with the same |key| within one test case; shrinks to off).
    |forced| features are always on, |disabled| always off."""

    @st.composite
    def build(draw) -> Features:
        on = set(forced)
        for name in names:
            if name in forced or name in disabled:
                continue
            if draw(st.shared(st.booleans(), key=f"{key}:{name}")):
                on.add(name)
        return Features(frozenset(on))

    return build()


@dataclass(frozen=True)
class FlowConfig:
    """Shape limits of flow-level programs.

    `differential=True` stays inside what iree-opt 3.2.0 answers like us:
    scf.while conditions forward exactly their before-arguments, in order
    and all of them (A1 never shows, and 3.2.0 does not crash on loops
    returning fewer values than they carry), at most 3 scf.for iter args
    (A2), no hal ops together with
    loops (D3), and no
    `flow.tensor.barrier` (results tied to the source in 3.2.0, an
    undocumented difference: see property_tests/regressions.py)."""

    max_functions: int = 3
    max_ops: int = 3
    max_depth: int = 2
    max_devices: int = 4
    max_globals: int = 3
    max_iter_args: int = 3
    differential: bool = False
    single_block_initializer: bool = False
    """The initializer has one block (iree-opt 3.2.0's conversion leaves
    the signatures of an initializer's other blocks unconverted and fails)."""
    while_returns_all: bool = False
    """Every `scf.while` returns all the values it carries (the conversion
    of iree-opt 3.2.0 and 3.13 fails on a loop returning fewer)."""
    forced: Tuple[str, ...] = ()
    disabled: Tuple[str, ...] = ()
    key: str = "flow"


DIFFERENTIAL = FlowConfig(differential=True, disabled=("barrier",))
"""The configuration of the differential tests against iree-opt."""


@dataclass(frozen=True)
class StreamConfig:
    """Shape limits of stream-level programs.

    `block_local_sizes=True` defines the size constants in every block
    instead of only the entry block (a workaround for bug B2, fixed since:
    see property_tests/regressions.py).

    `sync_chains=False` never feeds a transfer or barrier with the result
    of another transfer or barrier: 3.2.0's sync rule drops the second
    sync op of such a chain (bug B3, iree-opt 3.2.0 crashes on it;
    schedule-execution then uses 3.13's rule, docs/divergences.md S6).

    `cross_block_sync=False` keeps every transfer and barrier in the block
    of its source (divergence S2 otherwise shows).

    `return_unused=True` returns every resource nothing else uses from
    single-block functions, so no op is dead (dead-code removal differs
    from iree-opt's: it keeps dead dispatches, we erase them).

    `one_device_per_block=True` places every op of a block on one device
    (or none); only transfers move data elsewhere. With several devices in
    one block the reference partitioner can order partitions wrongly (bug
    B5, shared with iree-opt 3.2.0: SPEC Q10).

    `transfer_targets=True` gives every transfer a `to(...)` different
    from its `from(...)` (iree-opt folds transfers that change nothing).

    A transfer's `from(...)` is either absent or the affinity its source
    was produced on (iree-opt rejects a contradicting one)."""

    max_functions: int = 2
    max_ops: int = 6
    max_devices: int = 3
    block_local_sizes: bool = False
    sync_chains: bool = False
    cross_block_sync: bool = True
    return_unused: bool = False
    transfer_targets: bool = False
    one_device_per_block: bool = False
    shapes: Tuple[str, ...] = ("single", "line", "diamond", "diamond_return")
    scalars: Tuple[int, ...] = (7,)
    """The i32 patterns a function's splats take (one drawn per function
    when there are several: 0, 0x01010101 and -1 narrow under 3.13's
    cleanup, 7 and 257 do not)."""
    constants: bool = False
    """Also `stream.async.constant` ops, with a splat `dense<v>` value (3.13
    turns them into splats) or `dense<[1, 2, 3, 4]>`."""
    forced: Tuple[str, ...] = ()
    disabled: Tuple[str, ...] = ()
    key: str = "stream"


SCHEDULE_DIFFERENTIAL = StreamConfig(shapes=("single",), cross_block_sync=False, return_unused=True,
                                     transfer_targets=True, one_device_per_block=True,
                                     disabled=("barrier", "select"))
"""The configuration of the schedule-execution differential test: single
blocks (iree-opt 3.2.0's cleanup crashes on resources that flow into a
join block, e.g. splats forwarded by both arms of a diamond), no dead code,
one device per block (bug B5), no barriers (3.2.0 folds them away, S3),
no transfers that change
nothing (folded by 3.2.0's cleanup, S4) and no host `arith.select`
between streamable ops (both partitioners can build a cycle through it,
bug B4)."""


#===----------------------------------------------------------------------===#
# Generation helpers
#===----------------------------------------------------------------------===#


class _Scope:
    """Values visible at a point: own values plus the enclosing scope's
    (dominating blocks, enclosing regions)."""

    def __init__(self, parent: Optional["_Scope"] = None):
        self.parent = parent
        self.vals: List[Val] = []

    def add(self, *vals: Val) -> None:
        self.vals.extend(vals)

    def visible(self, types: Union[str, Tuple[str, ...]]) -> List[Val]:
        types = (types,) if isinstance(types, str) else types
        chain = []
        s: Optional[_Scope] = self
        while s is not None:
            chain.append(s)
            s = s.parent
        out: List[Val] = []
        for s in reversed(chain):
            out.extend(v for v in s.vals if v.type in types)
        return out


class _Gen:
    """Shared state of one program's generation."""

    def __init__(self, draw, feats: Features):
        self.draw = draw
        self.f = feats
        self.next_uid = 0
        self.next_ssa = 0

    def uid(self) -> int:
        self.next_uid += 1
        return self.next_uid

    def fresh(self, types: Sequence[str], prefix: str = "v") -> List[Val]:
        base = f"{prefix}{self.next_ssa}"
        self.next_ssa += 1
        if len(types) == 1:
            return [Val(base, types[0])]
        return [Val(base, t, i) for i, t in enumerate(types)]

    def op(self, name: str, result_types: Sequence[str], operands: Sequence[Val], regions=(), **attrs) -> Op:
        results = self.fresh(result_types) if result_types else []
        return Op(self.uid(), name, results, list(operands), dict(attrs), list(regions))

    def pick(self, vals: Sequence):
        return self.draw(st.sampled_from(list(vals)))

    def maybe(self, enabled: bool) -> bool:
        return enabled and self.draw(st.booleans())


#===----------------------------------------------------------------------===#
# Flow-level programs
#===----------------------------------------------------------------------===#


@dataclass
class _Sig:
    name: str
    public: bool
    n_tensors: int
    cond: bool
    view: bool
    n_results: int
    external: bool = False

    @property
    def arg_types(self) -> List[str]:
        return [TENSOR] * self.n_tensors + (["i1"] if self.cond else []) + ([BUFFER_VIEW] if self.view else [])

    @property
    def result_types(self) -> List[str]:
        return [TENSOR] * self.n_results


class _FlowGen(_Gen):
    def __init__(self, draw, feats: Features, cfg: FlowConfig):
        super().__init__(draw, feats)
        self.cfg = cfg
        self.devices: List[str] = []
        self.globals: List[Global] = []
        self.sigs: List[_Sig] = []
        self.entries = ["e0", "e1", "e2"]

    # -- leaves ---------------------------------------------------------------------

    def device(self) -> str:
        return self.pick(self.devices)

    def explicit(self) -> Optional[str]:
        return self.device() if self.maybe(self.f.explicit_affinity) else None

    def constant(self, ops: List[Op], scope: _Scope) -> Val:
        op = self.op("flow.tensor.constant", [TENSOR], [], value=self.draw(st.integers(0, 9)),
                     affinity=self.explicit())
        ops.append(op)
        scope.add(*op.results)
        return op.results[0]

    def tensor(self, ops: List[Op], scope: _Scope) -> Val:
        """A tensor in scope (half the time from the innermost block or
        region, so region and block arguments get used), or a new constant
        when there is none."""
        vals = scope.visible(TENSOR)
        if not vals:
            return self.constant(ops, scope)
        local = [v for v in scope.vals if v.type == TENSOR]
        if local and len(local) < len(vals) and self.draw(st.booleans()):
            return self.pick(local)
        return self.pick(vals)

    def cond(self, ops: List[Op], scope: _Scope) -> Val:
        vals = scope.visible("i1")
        if vals:
            return self.pick(vals)
        op = self.op("arith.constant", ["i1"], [], value=self.draw(st.booleans()))
        ops.append(op)
        scope.add(*op.results)
        return op.results[0]

    def index_constants(self, ops: List[Op]) -> List[Val]:
        out = []
        for v in (0, 2, 1):
            op = self.op("arith.constant", ["index"], [], value=v)
            ops.append(op)
            out.append(op.results[0])
        return out

    # -- op kinds -------------------------------------------------------------------

    def kinds(self, depth: int, in_initializer: bool) -> List[str]:
        f = self.f
        kinds = ["constant", "transfer", "dispatch"]
        kinds += [k for k, on in (
            ("clone", f.clone), ("splat", f.splat), ("barrier", f.barrier), ("opt_barrier", f.opt_barrier),
            ("select", f.select), ("load", f.globals and self.globals),
            ("store", f.globals and any(g.mutable or in_initializer for g in self.globals)),
            ("call", f.calls and self.sigs and not in_initializer), ("export", f.hal),
        ) if on]
        if depth < self.cfg.max_depth:
            kinds += [k for k, on in (("if", f.scf_if), ("for", f.scf_for), ("while", f.scf_while)) if on]
        return kinds

    def body(self, ops: List[Op], scope: _Scope, depth: int, in_initializer: bool = False) -> None:
        n = self.draw(st.integers(0, self.cfg.max_ops))
        kinds = self.kinds(depth, in_initializer)
        for _ in range(n):
            kind = self.pick(kinds)
            getattr(self, "gen_" + kind)(ops, scope, depth, in_initializer)

    def push(self, ops: List[Op], scope: _Scope, op: Op) -> Op:
        ops.append(op)
        scope.add(*op.results)
        return op

    def gen_constant(self, ops, scope, depth, init) -> None:
        self.constant(ops, scope)

    def gen_transfer(self, ops, scope, depth, init) -> None:
        src = self.tensor(ops, scope)
        self.push(ops, scope, self.op("flow.tensor.transfer", [TENSOR], [src], target=self.device()))

    def gen_barrier(self, ops, scope, depth, init) -> None:
        src = self.tensor(ops, scope)
        self.push(ops, scope, self.op("flow.tensor.barrier", [TENSOR], [src], target=self.device()))

    def gen_clone(self, ops, scope, depth, init) -> None:
        src = self.tensor(ops, scope)
        self.push(ops, scope, self.op("flow.tensor.clone", [TENSOR], [src], affinity=self.explicit()))

    def gen_splat(self, ops, scope, depth, init) -> None:
        scalar = self.op("arith.constant", ["i32"], [], value=self.draw(st.integers(0, 9)))
        ops.append(scalar)
        self.push(ops, scope, self.op("flow.tensor.splat", [TENSOR], scalar.results, affinity=self.explicit()))

    def gen_dispatch(self, ops, scope, depth, init) -> None:
        n_args = self.draw(st.integers(1, 3))
        args = [self.tensor(ops, scope) for _ in range(n_args)]
        n_results = self.draw(st.integers(1, 2))
        tied: List[Optional[int]] = [None] * n_results
        if self.f.tied:
            free = list(range(n_args))
            for i in range(n_results):
                # Tie to a distinct operand; a tied operand must not also be
                # passed twice (iree-opt rejects aliasing a repeated value).
                candidates = [k for k in free if args.count(args[k]) == 1]
                if candidates and self.draw(st.booleans()):
                    k = self.pick(candidates)
                    free.remove(k)
                    tied[i] = k
        self.push(ops, scope, self.op("flow.dispatch", [TENSOR] * n_results, args, entry=self.pick(self.entries),
                                      tied=tied if any(t is not None for t in tied) else None,
                                      affinity=self.explicit()))

    def gen_opt_barrier(self, ops, scope, depth, init) -> None:
        src = self.tensor(ops, scope)
        self.push(ops, scope, self.op("util.optimization_barrier", [TENSOR], [src]))

    def gen_select(self, ops, scope, depth, init) -> None:
        c = self.cond(ops, scope)
        a = self.tensor(ops, scope)
        b = self.tensor(ops, scope)
        self.push(ops, scope, self.op("arith.select", [TENSOR], [c, a, b]))

    def gen_load(self, ops, scope, depth, init) -> None:
        g = self.pick(self.globals)
        self.push(ops, scope, self.op("util.global.load", [TENSOR], [], **{"global": g.name}))

    def gen_store(self, ops, scope, depth, init) -> None:
        g = self.pick([g for g in self.globals if g.mutable or init])
        v = self.tensor(ops, scope)
        ops.append(self.op("util.global.store", [], [v], **{"global": g.name}))

    def gen_call(self, ops, scope, depth, init) -> None:
        sig = self.pick(self.sigs)
        args = [self.tensor(ops, scope) for _ in range(sig.n_tensors)]
        if sig.cond:
            args.append(self.cond(ops, scope))
        if sig.view:
            views = scope.visible(BUFFER_VIEW)
            if not views:
                self.gen_constant(ops, scope, depth, init)
                return
            args.append(self.pick(views))
        self.push(ops, scope, self.op("util.call", sig.result_types, args, callee=sig.name))

    def gen_export(self, ops, scope, depth, init) -> None:
        src = self.tensor(ops, scope)
        op = self.op("hal.tensor.export", [BUFFER_VIEW], [src], affinity=self.device())
        ops.append(op)  # the buffer view is not reused

    def gen_import(self, ops, scope, view: Val) -> None:
        self.push(ops, scope, self.op("hal.tensor.import", [TENSOR], [view], affinity=self.device()))

    def region(self, scope: _Scope, depth: int, args: Sequence[Val], init: bool) -> Tuple[Block, _Scope]:
        inner = _Scope(scope)
        inner.add(*args)
        block = Block("bb0", list(args), [])
        self.body(block.ops, inner, depth + 1, init)
        return block, inner

    def gen_if(self, ops, scope, depth, init) -> None:
        c = self.cond(ops, scope)
        n = self.draw(st.integers(0, 2))
        regions = []
        for _ in range(2):
            block, inner = self.region(scope, depth, [], init)
            vals = [self.tensor(block.ops, inner) for _ in range(n)]
            block.ops.append(self.op("scf.yield", [], vals))
            regions.append([block])
        self.push(ops, scope, self.op("scf.if", [TENSOR] * n, [c], regions))

    def gen_for(self, ops, scope, depth, init) -> None:
        n = self.draw(st.integers(0, self.cfg.max_iter_args))
        inits = [self.tensor(ops, scope) for _ in range(n)]
        lb, ub, step = self.index_constants(ops)
        iv = self.fresh(["index"], "i")[0]
        iters = [self.fresh([TENSOR], "it")[0] for _ in range(n)]
        block, inner = self.region(scope, depth, [iv] + iters, init)
        vals = [self.tensor(block.ops, inner) for _ in range(n)]
        block.ops.append(self.op("scf.yield", [], vals))
        self.push(ops, scope, self.op("scf.for", [TENSOR] * n, [lb, ub, step] + inits, [[block]]))

    def gen_while(self, ops, scope, depth, init) -> None:
        # The before region may carry more values than the loop returns.
        n = self.draw(st.integers(0, 3))
        # In differential mode the loop returns every carried value: 3.2.0
        # maps after-region yield operand j to result j (A1) and reads past
        # the results when there are fewer (a crash, see docs/property-tests.md).
        m = n if self.cfg.differential or self.cfg.while_returns_all else self.draw(st.integers(0, n))
        inits = [self.tensor(ops, scope) for _ in range(n)]
        c = self.cond(ops, scope)
        before_args = [self.fresh([TENSOR], "w")[0] for _ in range(n)]
        before, binner = self.region(scope, depth, before_args, init)
        if self.cfg.differential:
            # Forward exactly the leading before-arguments: upstream's A1
            # (after-yield operands also produce the results) then agrees.
            forwarded = before_args[:m]
        else:
            forwarded = [self.tensor(before.ops, binner) for _ in range(m)]
        before.ops.append(self.op("scf.condition", [], [c] + forwarded))
        after_args = [self.fresh([TENSOR], "w")[0] for _ in range(m)]
        after, ainner = self.region(scope, depth, after_args, init)
        vals = [self.tensor(after.ops, ainner) for _ in range(n)]
        after.ops.append(self.op("scf.yield", [], vals))
        self.push(ops, scope, self.op("scf.while", [TENSOR] * m, inits, [[before], [after]]))

    # -- functions ------------------------------------------------------------------

    def returns(self, ops: List[Op], scope: _Scope, sig: Optional[_Sig]) -> None:
        n = sig.n_results if sig is not None else 0
        vals = [self.tensor(ops, scope) for _ in range(n)]
        ops.append(self.op("util.return", [], vals))

    def block_args(self, label: str) -> Block:
        n = self.draw(st.integers(0, 2))
        return Block(label, [self.fresh([TENSOR], "b")[0] for _ in range(n)], [])

    def branch_vals(self, ops: List[Op], scope: _Scope, block: Block) -> List[Val]:
        return [self.tensor(ops, scope) for _ in block.args]

    def function_body(self, sig: Optional[_Sig], init: bool = False) -> List[Block]:
        scope = _Scope()
        entry = Block("bb0", [], [])
        if sig is not None:
            entry.args = [self.fresh([t], "a")[0] for t in sig.arg_types]
            scope.add(*entry.args)
            if sig.view and self.f.hal:
                self.gen_import(entry.ops, scope, entry.args[-1])
        multi = self.f.cf and not (init and self.cfg.single_block_initializer)
        shapes = ["single"] + (["line", "diamond", "loop"] if multi else [])
        shape = self.pick(shapes)
        self.body(entry.ops, scope, 0, init)
        if shape == "single":
            self.returns(entry.ops, scope, sig)
            return [entry]
        if shape == "line":
            bb1 = self.block_args("bb1")
            entry.ops.append(self.op("cf.br", [], self.branch_vals(entry.ops, scope, bb1), dest="bb1"))
            s1 = _Scope(scope)
            s1.add(*bb1.args)
            self.body(bb1.ops, s1, 0, init)
            self.returns(bb1.ops, s1, sig)
            return [entry, bb1]
        if shape == "diamond":
            bb1, bb2, bb3 = self.block_args("bb1"), self.block_args("bb2"), self.block_args("bb3")
            c = self.cond(entry.ops, scope)
            t = self.branch_vals(entry.ops, scope, bb1)
            f = self.branch_vals(entry.ops, scope, bb2)
            entry.ops.append(self.op("cf.cond_br", [], [c] + t + f, dests=("bb1", "bb2"), n_true=len(t)))
            for arm in (bb1, bb2):
                s = _Scope(scope)
                s.add(*arm.args)
                self.body(arm.ops, s, 0, init)
                arm.ops.append(self.op("cf.br", [], self.branch_vals(arm.ops, s, bb3), dest="bb3"))
            s3 = _Scope(scope)
            s3.add(*bb3.args)
            self.body(bb3.ops, s3, 0, init)
            self.returns(bb3.ops, s3, sig)
            return [entry, bb1, bb2, bb3]
        # loop: ^bb1 branches back to itself or exits to ^bb2.
        bb1, bb2 = self.block_args("bb1"), self.block_args("bb2")
        entry.ops.append(self.op("cf.br", [], self.branch_vals(entry.ops, scope, bb1), dest="bb1"))
        s1 = _Scope(scope)
        s1.add(*bb1.args)
        self.body(bb1.ops, s1, 0, init)
        c = self.cond(bb1.ops, s1)
        back = self.branch_vals(bb1.ops, s1, bb1)
        out = self.branch_vals(bb1.ops, s1, bb2)
        bb1.ops.append(self.op("cf.cond_br", [], [c] + back + out, dests=("bb1", "bb2"), n_true=len(back)))
        s2 = _Scope(s1)
        s2.add(*bb2.args)
        self.body(bb2.ops, s2, 0, init)
        self.returns(bb2.ops, s2, sig)
        return [entry, bb1, bb2]

    def program(self) -> Program:
        draw = self.draw
        cfg = self.cfg
        if cfg.differential and self.f.hal and (self.f.scf_for or self.f.scf_while):
            # 3.2.0's use walk does not follow scf.for inits or
            # scf.condition operands, so a pinning hal op reached through a
            # loop pins in ours only (D3): keep loops and hal ops apart.
            drop = {"scf_for", "scf_while"} if draw(st.booleans()) else {"hal"}
            self.f = Features(self.f.on - drop)
        n_devices = draw(st.integers(1, cfg.max_devices))
        self.devices = [f"dev_{i}" for i in range(n_devices)]
        default = self.device() if self.f.default_affinity else None
        items: List[Item] = []
        if self.f.globals:
            for i in range(draw(st.integers(1, cfg.max_globals))):
                g = Global(self.uid(), f"g{i}", mutable=draw(st.booleans()), affinity=self.explicit(),
                           initial=draw(st.none() | st.integers(0, 9)))
                self.globals.append(g)
                items.append(g)
        n_funcs = draw(st.integers(1, cfg.max_functions))
        for i in range(n_funcs):
            public = i == 0 or draw(st.booleans())
            self.sigs.append(_Sig(f"f{i}", public, n_tensors=draw(st.integers(0, 2)), cond=draw(st.booleans()),
                                  view=public and self.f.hal and draw(st.booleans()),
                                  n_results=draw(st.integers(0, 2))))
        externs = []
        if self.f.externs and self.f.calls:
            for i in range(draw(st.integers(1, 2))):
                sig = _Sig(f"x{i}", False, n_tensors=draw(st.integers(0, 2)), cond=False, view=False,
                           n_results=draw(st.integers(0, 2)), external=True)
                externs.append(sig)
        defined = list(self.sigs)
        self.sigs.extend(externs)
        if self.f.initializer:
            init_blocks = self.function_body(None, init=True)
            items.append(Func(self.uid(), "", False, [], [], init_blocks, initializer=True))
        for sig in defined:
            blocks = self.function_body(sig)
            items.append(Func(self.uid(), sig.name, sig.public, sig.arg_types, sig.result_types, blocks))
        for sig in externs:
            items.append(Func(self.uid(), sig.name, False, sig.arg_types, sig.result_types, None))
        return Program(items, self.devices, default, "flow")


def flow_programs(config: FlowConfig = FlowConfig(), target_size: bool = True) -> st.SearchStrategy[Program]:
    """Flow-level `Program`s (see the module docstring)."""

    @st.composite
    def build(draw) -> Program:
        feats = draw(features(FLOW_FEATURES, key=config.key, forced=config.forced, disabled=config.disabled))
        program = _FlowGen(draw, feats, config).program()
        if target_size:
            target(float(program.op_count()), label="flow ops")
        return program

    return build()


def flow_modules(config: FlowConfig = FlowConfig(), target_size: bool = True) -> st.SearchStrategy[str]:
    """Flow-level programs as MLIR text."""
    return flow_programs(config, target_size).map(lambda p: p.render())


def flow_module_batches(config: FlowConfig = FlowConfig(), max_size: int = 4) -> st.SearchStrategy[List[Program]]:
    """1..|max_size| programs per test case (to be run through one
    `--split-input-file` invocation); targets their total op count."""

    @st.composite
    def build(draw) -> List[Program]:
        programs = draw(st.lists(flow_programs(config, target_size=False), min_size=1, max_size=max_size))
        target(float(sum(p.op_count() for p in programs)), label="flow ops (batch)")
        return programs

    return build()


#===----------------------------------------------------------------------===#
# Stream-level programs
#===----------------------------------------------------------------------===#


class _StreamGen(_Gen):
    def __init__(self, draw, feats: Features, cfg: StreamConfig):
        super().__init__(draw, feats)
        self.cfg = cfg
        self.devices: List[str] = []
        self.entries = ["e0", "e1", "e2", "e3"]
        self.sync_results: set = set()
        self.placed: Dict[Val, Optional[str]] = {}
        self.block_device: Optional[str] = None

    def affinity(self) -> Optional[str]:
        if not self.maybe(self.f.affinity):
            return None
        return self.block_device if self.cfg.one_device_per_block else self.pick(self.devices)

    def sizes(self, ops: List[Op]) -> Dict[str, Val]:
        out = {}
        scalar = self.cfg.scalars[0] if len(self.cfg.scalars) == 1 else self.pick(list(self.cfg.scalars))
        for key, value, t in (("c0", 0, "index"), ("c1", 1, "index"), ("size", 16, "index"), ("scalar", scalar, "i32")):
            op = self.op("arith.constant", [t], [], value=value)
            ops.append(op)
            out[key] = op.results[0]
        return out

    def resource(self, ops: List[Op], scope: _Scope, k: Dict[str, Val], types=(TRANSIENT, EXTERNAL),
                 sync_source: bool = False) -> Val:
        vals = scope.visible(tuple(types))
        if sync_source and not self.cfg.sync_chains:
            vals = [v for v in vals if v not in self.sync_results]
        if sync_source and not self.cfg.cross_block_sync:
            vals = [v for v in vals if v in scope.vals]
        if vals:
            return self.pick(vals)
        op = self.op("stream.async.splat", [TRANSIENT], [k["scalar"]], size=k["size"], affinity=self.affinity())
        ops.append(op)
        scope.add(*op.results)
        return op.results[0]

    def body(self, ops: List[Op], scope: _Scope, k: Dict[str, Val], cond: Val) -> None:
        f = self.f
        self.block_device = self.pick(self.devices)
        kinds = ["splat", "dispatch"] + [n for n, on in (
            ("transfer", f.transfer), ("barrier", f.barrier), ("select", f.select), ("assert", f.asserts),
            ("constant", self.cfg.constants)) if on]
        for _ in range(self.draw(st.integers(0, self.cfg.max_ops))):
            kind = self.pick(kinds)
            if kind == "splat":
                op = self.op("stream.async.splat", [TRANSIENT], [k["scalar"]], size=k["size"],
                             affinity=self.affinity())
            elif kind == "dispatch":
                args = [self.resource(ops, scope, k) for _ in range(self.draw(st.integers(1, 3)))]
                n_results = self.draw(st.integers(1, 2))
                tied: List[Optional[int]] = [None] * n_results
                if f.tied:
                    free = [i for i, a in enumerate(args) if args.count(a) == 1]
                    for i in range(n_results):
                        if free and self.draw(st.booleans()):
                            t = self.pick(free)
                            free.remove(t)
                            tied[i] = t
                types = [args[t].type if t is not None else TRANSIENT for t in tied]
                op = self.op("stream.async.dispatch", types, args, entry=self.pick(self.entries), size=k["size"],
                             c0=k["c0"], c1=k["c1"], tied=tied if any(t is not None for t in tied) else None,
                             affinity=self.affinity())
            elif kind == "transfer":
                src = self.resource(ops, scope, k, sync_source=True)
                source = self.placed.get(src) if self.draw(st.booleans()) else None
                options = self.devices
                if self.cfg.one_device_per_block:
                    # A transfer runs on its source's device, except from an
                    # external resource: then on its target's (SPEC R6.5.2).
                    if source != self.block_device:
                        source = None
                    if src.type == EXTERNAL:
                        options = [self.block_device]
                if self.cfg.transfer_targets:
                    target_ = self.pick([d for d in options if d != source] or options)
                    if target_ == source:
                        source = None
                else:
                    target_ = self.pick(options) if self.maybe(self.f.affinity) else None
                op = self.op("stream.async.transfer", [TRANSIENT], [src], size=k["size"],
                             source=source, target=target_)
                self.sync_results.update(op.results)
            elif kind == "barrier":
                src = self.resource(ops, scope, k, sync_source=True)
                op = self.op("stream.async.barrier", [src.type], [src], size=k["size"])
                self.sync_results.update(op.results)
            elif kind == "constant":
                value = self.pick(["dense<[1, 2, 3, 4]>"] + [f"dense<{v}>" for v in self.cfg.scalars])
                op = self.op("stream.async.constant", [TRANSIENT], [], size=k["size"], value=value,
                             affinity=self.affinity())
            elif kind == "select":
                t = self.pick([TRANSIENT, EXTERNAL]) if scope.visible(EXTERNAL) else TRANSIENT
                a = self.resource(ops, scope, k, (t,))
                b = self.resource(ops, scope, k, (t,))
                op = self.op("arith.select", [a.type], [cond, a, b])
            else:
                ops.append(self.op("cf.assert", [], [cond]))
                continue
            ops.append(op)
            scope.add(*op.results)
            for r in op.results:
                self.placed[r] = op.attrs.get("target") or op.attrs.get("affinity")

    def function(self, index: int) -> Func:
        draw = self.draw
        n_args = draw(st.integers(0, 2))
        shapes = ["single"] + ([s for s in self.cfg.shapes if s != "single"] if self.f.cf else [])
        shape = self.pick(shapes)
        # A join block returns its argument: iree-opt's cleanup erases dead
        # block arguments (and what only feeds them), ours does not (S4).
        n_results = draw(st.integers(1 if shape == "diamond" else 0, 2))
        args = [self.fresh([EXTERNAL], "a")[0] for _ in range(n_args)] + self.fresh(["i1"], "a")
        cond = args[-1]
        entry = Block("bb0", args, [])
        scope = _Scope()
        scope.add(*args)
        k = self.sizes(entry.ops)
        self.body(entry.ops, scope, k, cond)

        def ret(block: Block, s: _Scope, kk) -> None:
            vals = [self.resource(block.ops, s, kk, (TRANSIENT,)) for _ in range(n_results)]
            if block.label == "bb3":
                vals[0] = block.args[0]
            block.ops.append(self.op("util.return", [], vals))

        def local(block: Block):
            return self.sizes(block.ops) if self.cfg.block_local_sizes else k

        blocks = [entry]
        result_types = [TRANSIENT] * n_results
        if shape == "single" and self.cfg.return_unused:
            used = {v for op in entry.ops for v in op.operands}
            vals = [v for op in entry.ops for v in op.results
                    if v.type in (TRANSIENT, EXTERNAL) and v not in used]
            entry.ops.append(self.op("util.return", [], vals))
            result_types = [v.type for v in vals]
        elif shape == "single":
            ret(entry, scope, k)
        elif shape == "line":
            bb1 = Block("bb1", [], [])
            entry.ops.append(self.op("cf.br", [], [], dest="bb1"))
            s1 = _Scope(scope)
            k1 = local(bb1)
            self.body(bb1.ops, s1, k1, cond)
            ret(bb1, s1, k1)
            blocks.append(bb1)
        else:
            bb1, bb2 = Block("bb1", [], []), Block("bb2", [], [])
            entry.ops.append(self.op("cf.cond_br", [], [cond], dests=("bb1", "bb2"), n_true=0))
            join = Block("bb3", [self.fresh([TRANSIENT], "b")[0]], []) if shape == "diamond" else None
            for arm in (bb1, bb2):
                s = _Scope(scope)
                ka = local(arm)
                self.body(arm.ops, s, ka, cond)
                if join is None:
                    ret(arm, s, ka)
                else:
                    v = self.resource(arm.ops, s, ka, (TRANSIENT,))
                    arm.ops.append(self.op("cf.br", [], [v], dest="bb3"))
                blocks.append(arm)
            if join is not None:
                s3 = _Scope(scope)
                s3.add(*join.args)
                k3 = local(join)
                self.body(join.ops, s3, k3, cond)
                ret(join, s3, k3)
                blocks.append(join)
        return Func(self.uid(), f"s{index}", True, [a.type for a in args], result_types, blocks)

    def program(self) -> Program:
        self.devices = [f"dev_{i}" for i in range(self.draw(st.integers(1, self.cfg.max_devices)))]
        funcs = [self.function(i) for i in range(self.draw(st.integers(1, self.cfg.max_functions)))]
        return Program(list(funcs), self.devices, None, "stream")


def stream_programs(config: StreamConfig = StreamConfig(), target_size: bool = True) -> st.SearchStrategy[Program]:
    """Stream-level `Program`s for the partitioner and schedule-execution."""

    @st.composite
    def build(draw) -> Program:
        feats = draw(features(STREAM_FEATURES, key=config.key, forced=config.forced, disabled=config.disabled))
        program = _StreamGen(draw, feats, config).program()
        if target_size:
            target(float(program.op_count()), label="stream ops")
        return program

    return build()


def stream_modules(config: StreamConfig = StreamConfig(), barrier_syntax: str = "seed") -> st.SearchStrategy[str]:
    """Stream-level programs as MLIR text."""
    return stream_programs(config).map(lambda p: p.render(barrier_syntax=barrier_syntax))


#===----------------------------------------------------------------------===#
# Transformations (metamorphic and invariance tests)
#===----------------------------------------------------------------------===#


def permuted(program: Program, order: Sequence[int]) -> Program:
    """The same definitions in another order (|order| indexes `items`)."""
    out = copy.deepcopy(program)
    out.items = [out.items[i] for i in order]
    return out


def _substitute(blocks: Sequence[Block], mapping: Dict[Val, Val], skip: Optional[Op] = None) -> None:
    for op in _walk_blocks(blocks):
        if op is skip:
            continue
        op.operands = [mapping.get(v, v) for v in op.operands]


def barrier_candidates(program: Program, exclude: Sequence[str] = ("util.global.load",)) -> List[Tuple[int, int]]:
    """(function index in `items`, uid of the defining op) of single-result
    tensor ops a barrier can be placed after, except ops named in |exclude|.

    Global loads are excluded by default: a def walk that reaches a load
    through a region exit, branch or call continues into the values stored
    to the global, while a barrier asks for the load result's own producer
    (the global's placement) and stops there, so a barrier right after a
    load can change what a loop result is produced on. iree-opt 3.2.0
    answers the same way (finding F1 in docs/property-tests.md)."""
    out = []
    for i, item in enumerate(program.items):
        if isinstance(item, Func) and item.blocks:
            for op in _walk_blocks(item.blocks):
                if op.name in exclude:
                    continue
                if len(op.results) == 1 and op.results[0].type == TENSOR and op.results[0].index is None:
                    out.append((i, op.uid))
    return out


def wrap_in_barrier(program: Program, item_index: int, op_uid: int) -> Tuple[Program, int]:
    """Routes every use of the result of op |op_uid| through a new
    `util.optimization_barrier` placed right after it. Returns the new
    program and the barrier's uid."""
    out = copy.deepcopy(program)
    func = out.items[item_index]
    assert isinstance(func, Func) and func.blocks
    new_uid = max(out.uids()) + 1
    for block in _all_blocks(func.blocks):
        for pos, op in enumerate(block.ops):
            if op.uid == op_uid:
                value = op.results[0]
                wrapped = Val(value.base + "_ob", TENSOR)
                barrier = Op(new_uid, "util.optimization_barrier", [wrapped], [value])
                block.ops.insert(pos + 1, barrier)
                _substitute(func.blocks, {value: wrapped}, skip=barrier)
                return out, new_uid
    raise ValueError(f"no op {op_uid}")


def _all_blocks(blocks: Sequence[Block]) -> Iterator[Block]:
    for b in blocks:
        yield b
        for op in b.ops:
            for region in op.regions:
                yield from _all_blocks(region)


def unreachable_functions(prefix: str = "u") -> st.SearchStrategy[List[Func]]:
    """Private functions nobody calls: they use only their own values, call
    only each other and touch no global, so they cannot change anything the
    rest of the program computes."""

    @st.composite
    def build(draw) -> List[Func]:
        feats = draw(features(FLOW_FEATURES, key="unreachable",
                              disabled=("globals", "initializer", "externs", "default_affinity")))
        gen = _FlowGen(draw, feats, FlowConfig(max_functions=2))
        gen.next_uid = 10_000_000
        gen.devices = [f"dev_{i}" for i in range(draw(st.integers(1, 4)))]
        n = draw(st.integers(1, 2))
        gen.sigs = [_Sig(f"{prefix}{i}", False, n_tensors=draw(st.integers(0, 2)), cond=draw(st.booleans()),
                         view=False, n_results=draw(st.integers(0, 2))) for i in range(n)]
        funcs = []
        for sig in gen.sigs:
            gen.next_ssa += 1
            blocks = gen.function_body(sig)
            funcs.append(Func(gen.uid(), sig.name, False, sig.arg_types, sig.result_types, blocks))
        # Keep SSA names apart from the host program's.
        for f in funcs:
            for block in _all_blocks(f.blocks or []):
                block.args = [replace(a, base=prefix + a.base) for a in block.args]
                for op in block.ops:
                    op.results = [replace(r, base=prefix + r.base) for r in op.results]
                    op.operands = [replace(v, base=prefix + v.base) for v in op.operands]
        return funcs

    return build()


def with_functions(program: Program, funcs: Sequence[Func], positions: Sequence[int]) -> Program:
    """|program| with |funcs| inserted at |positions| (indices into the
    growing item list, clamped)."""
    out = copy.deepcopy(program)
    for f, pos in zip(funcs, positions):
        out.items.insert(min(pos, len(out.items)), copy.deepcopy(f))
    return out


def _calls_to(program: Program, name: str) -> List[Tuple[Op, Func]]:
    return [(op, f) for op, f in program.walk_ops() if op.name == "util.call" and op.attrs["callee"] == name]


def inline_candidates(program: Program) -> List[str]:
    """Private single-block functions with exactly one call site, outside
    themselves."""
    out = []
    for f in program.functions():
        if f.public or f.initializer or f.blocks is None or len(f.blocks) != 1:
            continue
        calls = _calls_to(program, f.name)
        if len(calls) == 1 and calls[0][1] is not f:
            out.append(f.name)
    return out


def inline_call(program: Program, callee_name: str) -> Tuple[Program, List[int]]:
    """Inlines the single call of private function |callee_name| and erases
    the function. Returns the new program and the uids that disappeared
    (the call, the callee's return and the function itself)."""
    out = copy.deepcopy(program)
    callee = next(f for f in out.functions() if f.name == callee_name)
    (call, caller), = _calls_to(out, callee_name)
    body = callee.blocks[0]
    ret = body.ops[-1]
    assert ret.name == "util.return"
    mapping = dict(zip(body.args, call.operands))
    inlined = body.ops[:-1]
    _substitute([Block("tmp", [], inlined)], mapping)
    returned = [mapping.get(v, v) for v in ret.operands]
    for block in _all_blocks(caller.blocks or []):
        for pos, op in enumerate(block.ops):
            if op is call:
                block.ops[pos:pos + 1] = inlined
                _substitute(caller.blocks, dict(zip(call.results, returned)))
                out.items.remove(callee)
                return out, [call.uid, ret.uid, callee.uid]
    raise AssertionError("call site not found")


def rename_everything(program: Program, seed_names: Sequence[str]) -> Names:
    """A `Names` giving every SSA value and symbol of |program| a new name
    built from |seed_names| (one entry per name, cycled and numbered)."""
    ssa = {b: f"{seed_names[i % len(seed_names)]}_{i}" for i, b in enumerate(program.ssa_bases())}
    sym = {s: f"{seed_names[(i + 7) % len(seed_names)]}{i}" for i, s in enumerate(program.symbols())}
    return Names(ssa, sym)


_SYMBOL_RE = re.compile(r"@([A-Za-z_][\w$.]*)")


def unmap_symbols(text: str, names: Names) -> str:
    """Replaces renamed symbols in |text| by their original names."""
    inverse = {v: k for k, v in names.sym.items()}
    return _SYMBOL_RE.sub(lambda m: "@" + inverse.get(m.group(1), m.group(1)), text)
