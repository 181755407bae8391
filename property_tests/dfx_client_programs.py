"""Hypothesis strategies for the stream-level inputs of `refine-usage` and
`elide-timepoints`, built on the program AST of `property_tests.strategies`
(`Program`, `Func`, `Block`, `Op`, `Val`, `Global`, the swarm `features`
and the `_Scope` / `_Gen` helpers) with a renderer for the ops they add.

* `usage_programs()`: functions over `!stream.resource<*>` (public ones
  may take and return `external` resources) with splats, allocas, clones,
  slices, fills, updates, copies, dispatches (tied or not), transfers to
  unknown / `external` / `transient` / `staging` (then loaded) /
  `variable` (then stored to a global) lifetimes, loads of `variable`
  globals, exports to `!hal.buffer_view`, selects, optimization barriers,
  calls between functions, `cf` diamonds with block arguments, `scf.if`,
  `scf.for` and `scf.while` carrying resources.
* `timepoint_programs()`: functions over `!stream.timepoint` with
  immediates, `stream.cmd.execute` awaiting a timepoint (or none), joins,
  selects, calls, timepoint globals (immutable immediate ones, mutable ones
  stored anywhere), `cf` diamonds and loops with timepoint block
  arguments, `scf.if` and `scf.for` carrying timepoints.

Only values in scope are used (a fresh op makes one when none is), every
construct is a swarm toggle, and op kinds are listed simplest first, so
failing programs shrink to a few lines.
"""

from __future__ import annotations

from typing import List, Optional, Sequence

from hypothesis import strategies as st
from hypothesis import target

from .strategies import Block, Func, Global, Op, Program, Val, _Gen, _Renderer, _Scope, _fn_type, features, IDENTITY

__all__ = ["usage_programs", "timepoint_programs", "render", "USAGE_FEATURES", "TIMEPOINT_FEATURES",
           "uses_scf_for_results", "program_batches"]

ANY = "!stream.resource<*>"
EXTERNAL = "!stream.resource<external>"
TRANSIENT = "!stream.resource<transient>"
STAGING = "!stream.resource<staging>"
VARIABLE = "!stream.resource<variable>"
TIMEPOINT = "!stream.timepoint"
VIEW = "!hal.buffer_view"
RESOURCES = (ANY, EXTERNAL, TRANSIENT)

USAGE_FEATURES = ("external", "transfer", "tied", "update", "select", "barrier", "calls", "globals", "export",
                  "staging", "cf", "scf_if", "scf_for", "scf_while")
TIMEPOINT_FEATURES = ("execute", "join", "select", "calls", "globals", "cf", "loop", "scf_if", "scf_for")


#===----------------------------------------------------------------------===#
# Rendering
#===----------------------------------------------------------------------===#


class _StreamRenderer(_Renderer):
    def sized(self, v: Val, size: Val) -> str:
        return f"{v.type}{{{self.n.use(size)}}}"

    def op_stream_async_splat(self, op: Op, indent: int) -> str:
        return (f"{self.defs(op)}stream.async.splat {self.n.use(op.operands[0])} : i32 -> "
                f"{self.sized(op.results[0], op.attrs['size'])}")

    def op_stream_async_alloca(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}stream.async.alloca : {self.sized(op.results[0], op.attrs['size'])}"

    def op_stream_async_clone(self, op: Op, indent: int) -> str:
        s = op.attrs["size"]
        return (f"{self.defs(op)}stream.async.clone {self.n.use(op.operands[0])} : {self.sized(op.operands[0], s)} "
                f"-> {self.sized(op.results[0], s)}")

    def op_stream_async_slice(self, op: Op, indent: int) -> str:
        s, c0 = op.attrs["size"], op.attrs["c0"]
        return (f"{self.defs(op)}stream.async.slice {self.n.use(op.operands[0])}[{self.n.use(c0)} to "
                f"{self.n.use(s)}] : {self.sized(op.operands[0], s)} -> {self.sized(op.results[0], s)}")

    def op_stream_async_fill(self, op: Op, indent: int) -> str:
        s, c0, c = op.attrs["size"], op.attrs["c0"], op.attrs["scalar"]
        t = op.operands[0]
        return (f"{self.defs(op)}stream.async.fill {self.n.use(c)}, {self.n.use(t)}[{self.n.use(c0)} to "
                f"{self.n.use(s)} for {self.n.use(s)}] : i32 -> {self.n.use(t)} as {self.sized(t, s)}")

    def op_stream_async_update(self, op: Op, indent: int) -> str:
        s, c0 = op.attrs["size"], op.attrs["c0"]
        t, u = op.operands
        return (f"{self.defs(op)}stream.async.update {self.n.use(u)}, {self.n.use(t)}[{self.n.use(c0)} to "
                f"{self.n.use(s)}] : {self.sized(u, s)} -> {self.n.use(t)} as {self.sized(t, s)}")

    def op_stream_async_copy(self, op: Op, indent: int) -> str:
        s, c0 = op.attrs["size"], op.attrs["c0"]
        t, u = op.operands
        return (f"{self.defs(op)}stream.async.copy {self.n.use(u)}[{self.n.use(c0)} to {self.n.use(s)}], "
                f"{self.n.use(t)}[{self.n.use(c0)} to {self.n.use(s)}], {self.n.use(s)} : {self.sized(u, s)} -> "
                f"{self.n.use(t)} as {self.sized(t, s)}")

    def op_stream_async_dispatch(self, op: Op, indent: int) -> str:
        s, c0 = op.attrs["size"], op.attrs["c0"]
        su = self.n.use(s)
        args = ", ".join(f"{self.n.use(v)}[{self.n.use(c0)} to {su} for {su}]" for v in op.operands)
        types = ", ".join(self.sized(v, s) for v in op.operands)
        tied = op.attrs.get("tied")
        res = (f"{self.n.use(op.operands[tied])}{{{su}}}" if tied is not None else self.sized(op.results[0], s))
        return f"{self.defs(op)}stream.async.dispatch @ex::@{op.attrs['entry']}({args}) : ({types}) -> {res}"

    def op_stream_async_transfer(self, op: Op, indent: int) -> str:
        s = op.attrs["size"]
        src = op.operands[0]
        return (f"{self.defs(op)}stream.async.transfer {self.n.use(src)} : {self.sized(src, s)} -> "
                f"{self.sized(op.results[0], s)}")

    def op_stream_async_load(self, op: Op, indent: int) -> str:
        s, c0 = op.attrs["size"], op.attrs["c0"]
        src = op.operands[0]
        return (f"{self.defs(op)}stream.async.load {self.n.use(src)}[{self.n.use(c0)}] : {self.sized(src, s)} "
                f"-> i32")

    def op_stream_tensor_export(self, op: Op, indent: int) -> str:
        s = op.attrs["size"]
        src = op.operands[0]
        return (f"{self.defs(op)}stream.tensor.export {self.n.use(src)} : tensor<f32> in {self.sized(src, s)} "
                f"-> {VIEW}")

    def op_stream_timepoint_immediate(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}stream.timepoint.immediate => {TIMEPOINT}"

    def op_stream_timepoint_join(self, op: Op, indent: int) -> str:
        return f"{self.defs(op)}stream.timepoint.join max({self.uses(op.operands)}) => {TIMEPOINT}"

    def op_stream_cmd_execute(self, op: Op, indent: int) -> str:
        wait = f"await({self.n.use(op.operands[0])}) => " if op.operands else ""
        return f"{self.defs(op)}stream.cmd.execute {wait}with() {{}} => {TIMEPOINT}"

    def item(self, item) -> List[str]:
        if isinstance(item, Global) and item.type != "tensor<4xi32>":
            mut = "mutable " if item.mutable else ""
            init = " = #stream.timepoint<immediate>" if item.initial is not None else ""
            return [f"util.global private {mut}@{self.n.s(item.name)}{init} : {item.type}"]
        return super().item(item)


def render(program: Program) -> str:
    """The MLIR text of a program of this module."""
    r = _StreamRenderer(IDENTITY, "stream", "seed")
    lines: List[str] = []
    for item in program.items:
        lines.extend(r.item(item))
    if any(isinstance(op.attrs.get("entry"), str) for op, _ in program.walk_ops()):
        lines = ["stream.executable private @ex {", "  stream.executable.export public @e0",
                 "  stream.executable.export public @e1", "}"] + lines
    return "\n".join(lines) + "\n"


class StreamProgram(Program):
    """A `Program` rendered with this module's ops (also in Hypothesis'
    falsifying examples)."""

    def render(self, *args, **kwargs) -> str:
        return render(self)


#===----------------------------------------------------------------------===#
# Resource usage programs
#===----------------------------------------------------------------------===#


class _Sig:
    def __init__(self, name: str, public: bool, n_args: int, results: List[str], args: List[str]):
        self.name, self.public, self.n_args, self.results, self.args = name, public, n_args, results, args


class _UsageGen(_Gen):
    def __init__(self, draw, feats, max_ops: int):
        super().__init__(draw, feats)
        self.max_ops = max_ops
        self.globals: List[Global] = []
        self.sigs: List[_Sig] = []

    def resource(self, ops: List[Op], scope: _Scope, k, types=(ANY, EXTERNAL)) -> Val:
        vals = scope.visible(tuple(types))
        if vals and self.draw(st.integers(0, 3)):
            return self.pick(vals)
        op = self.op("stream.async.splat", [ANY], [k["scalar"]], size=k["size"])
        ops.append(op)
        scope.add(*op.results)
        return op.results[0]

    def kinds(self) -> List[str]:
        f = self.f
        out = ["splat", "alloca", "clone", "dispatch", "fill"]
        for name, on in (("slice", True), ("transfer", f.transfer), ("update", f.update), ("copy", f.update),
                         ("select", f.select), ("barrier", f.barrier), ("call", f.calls and self.sigs),
                         ("load", f.globals and self.globals), ("store", f.globals and self.globals),
                         ("export", f.export), ("staging", f.staging), ("scf_if", f.scf_if),
                         ("scf_for", f.scf_for), ("scf_while", f.scf_while)):
            if on:
                out.append(name)
        return out

    def body(self, ops: List[Op], scope: _Scope, k, depth: int = 0) -> None:
        kinds = self.kinds()
        for _ in range(self.draw(st.integers(0, self.max_ops))):
            kind = self.pick(kinds)
            if kind in ("scf_if", "scf_for", "scf_while") and depth >= 1:
                kind = "splat"
            op = self.make(kind, ops, scope, k, depth)
            if op is not None:
                ops.append(op)
                scope.add(*op.results)

    def make(self, kind: str, ops: List[Op], scope: _Scope, k, depth: int) -> Optional[Op]:
        size, c0 = k["size"], k["c0"]
        if kind == "splat":
            return self.op("stream.async.splat", [ANY], [k["scalar"]], size=size)
        if kind == "alloca":
            return self.op("stream.async.alloca", [ANY], [], size=size)
        if kind in ("clone", "slice"):
            src = self.resource(ops, scope, k)
            # A slice keeps its source's type; a clone may change lifetime.
            return self.op(f"stream.async.{kind}", [src.type if kind == "slice" else ANY], [src], size=size, c0=c0)
        if kind == "fill":
            t = self.resource(ops, scope, k)
            return self.op("stream.async.fill", [t.type], [t], size=size, c0=c0, scalar=k["scalar"])
        if kind in ("update", "copy"):
            t = self.resource(ops, scope, k)
            u = self.resource(ops, scope, k)
            if u == t:
                splat = self.make("splat", ops, scope, k, depth)
                ops.append(splat)
                scope.add(*splat.results)
                u = splat.results[0]
            return self.op(f"stream.async.{kind}", [t.type], [t, u], size=size, c0=c0)
        if kind == "dispatch":
            args = [self.resource(ops, scope, k) for _ in range(self.draw(st.integers(1, 2)))]
            args = list(dict.fromkeys(args))
            tied = self.pick(range(len(args))) if self.maybe(self.f.tied) else None
            t = args[tied].type if tied is not None else ANY
            return self.op("stream.async.dispatch", [t], args, size=size, c0=c0, tied=tied,
                           entry=self.pick(["e0", "e1"]))
        if kind == "transfer":
            src = self.resource(ops, scope, k)
            targets = [ANY] + ([EXTERNAL] if self.f.external else []) + [TRANSIENT]
            return self.op("stream.async.transfer", [self.pick(targets)], [src], size=size)
        if kind == "staging":
            src = self.resource(ops, scope, k)
            t = self.op("stream.async.transfer", [STAGING], [src], size=size)
            ops.append(t)
            return self.op("stream.async.load", ["i32"], t.results, size=size, c0=c0)
        if kind == "select":
            t = self.pick([ANY, EXTERNAL]) if scope.visible(EXTERNAL) else ANY
            a, b = self.resource(ops, scope, k, (t,)), self.resource(ops, scope, k, (t,))
            if a.type != b.type:
                b = a
            return self.op("arith.select", [a.type], [k["cond"], a, b])
        if kind == "barrier":
            a = self.resource(ops, scope, k)
            return self.op("util.optimization_barrier", [a.type], [a])
        if kind == "call":
            sig = self.pick(self.sigs)
            args = [k["size"], k["scalar"], k["cond"]]
            for t in sig.args:
                v = self.resource(ops, scope, k)
                args.append(v if v.type == t else self._to(ops, scope, k, v, t))
            return self.op("util.call", sig.results, args, callee=sig.name)
        if kind == "load":
            g = self.pick(self.globals)
            load = self.op("util.global.load", [VARIABLE], [], **{"global": g.name})
            ops.append(load)
            return self.op("stream.async.transfer", [ANY], load.results, size=size)
        if kind == "store":
            g = self.pick(self.globals)
            src = self.resource(ops, scope, k)
            t = self.op("stream.async.transfer", [VARIABLE], [src], size=size)
            ops.append(t)
            ops.append(self.op("util.global.store", [], t.results, **{"global": g.name}))
            return None
        if kind == "export":
            src = self.resource(ops, scope, k)
            if src.type != EXTERNAL:
                t = self.op("stream.async.transfer", [EXTERNAL], [src], size=size)
                ops.append(t)
                src = t.results[0]
            return self.op("stream.tensor.export", [VIEW], [src], size=size)
        if kind == "scf_if":
            n = self.draw(st.integers(1, 2))
            regions = []
            for _ in range(2):
                block = Block("r", [], [])
                inner = _Scope(scope)
                self.body(block.ops, inner, k, depth + 1)
                vals = [self.resource(block.ops, inner, k, (ANY,)) for _ in range(n)]
                block.ops.append(self.op("scf.yield", [], vals))
                regions.append([block])
            return self.op("scf.if", [ANY] * n, [k["cond"]], regions=regions)
        if kind == "scf_for":
            init = self.resource(ops, scope, k, (ANY,))
            iv, arg = self.fresh(["index"], "i")[0], self.fresh([ANY], "it")[0]
            block = Block("r", [iv, arg], [])
            inner = _Scope(scope)
            inner.add(arg)
            self.body(block.ops, inner, k, depth + 1)
            block.ops.append(self.op("scf.yield", [], [self.resource(block.ops, inner, k, (ANY,))]))
            return self.op("scf.for", [ANY], [c0, k["size"], k["c1"], init], regions=[[block]])
        if kind == "scf_while":
            # One carried resource; the condition forwards the before
            # argument or another value (never fewer results than carried
            # values: iree-opt 3.2.0 crashes on those: docs/divergences.md D3).
            init = self.resource(ops, scope, k, (ANY,))
            b, a = self.fresh([ANY], "wb")[0], self.fresh([ANY], "wa")[0]
            before, after = Block("r", [b], []), Block("bb0", [a], [])
            s1 = _Scope(scope)
            s1.add(b)
            self.body(before.ops, s1, k, depth + 1)
            before.ops.append(self.op("scf.condition", [], [k["cond"], self.resource(before.ops, s1, k, (ANY,))]))
            s2 = _Scope(scope)
            s2.add(a)
            self.body(after.ops, s2, k, depth + 1)
            after.ops.append(self.op("scf.yield", [], [self.resource(after.ops, s2, k, (ANY,))]))
            return self.op("scf.while", [ANY], [init], regions=[[before], [after]])
        raise AssertionError(kind)

    def _to(self, ops, scope, k, value: Val, t: str) -> Val:
        op = self.op("stream.async.transfer", [t], [value], size=k["size"])
        ops.append(op)
        return op.results[0]

    def constants(self, ops: List[Op]):
        out = {}
        for key, value, t in (("c0", 0, "index"), ("c1", 1, "index"), ("scalar", 7, "i32")):
            op = self.op("arith.constant", [t], [], value=value)
            ops.append(op)
            out[key] = op.results[0]
        return out

    def function(self, index: int) -> Func:
        public = self.draw(st.booleans())
        arg_types = [self.pick([ANY, EXTERNAL]) if self.f.external and public else ANY
                     for _ in range(self.draw(st.integers(0, 2)))]
        base = [Val(f"size{index}", "index"), Val(f"c{index}", "i32"), Val(f"cond{index}", "i1")]
        args = base + [self.fresh([t], "a")[0] for t in arg_types]
        entry = Block("bb0", args, [])
        scope = _Scope()
        scope.add(*args)
        k = self.constants(entry.ops)
        k.update(size=args[0], cond=args[2])
        self.body(entry.ops, scope, k)
        n_results = self.draw(st.integers(0, 2))
        result_types = [self.pick([ANY, EXTERNAL]) if self.f.external and public else ANY for _ in range(n_results)]
        blocks = [entry]
        if self.maybe(self.f.cf):
            # A diamond whose arms pass resources to the join block.
            bb1, bb2 = Block("bb1", [], []), Block("bb2", [], [])
            join = Block("bb3", [self.fresh([ANY], "b")[0] for _ in range(self.draw(st.integers(1, 2)))], [])
            entry.ops.append(self.op("cf.cond_br", [], [k["cond"]], dests=("bb1", "bb2"), n_true=0))
            for arm in (bb1, bb2):
                s = _Scope(scope)
                self.body(arm.ops, s, k)
                vals = [self.resource(arm.ops, s, k, (ANY,)) for _ in join.args]
                arm.ops.append(self.op("cf.br", [], vals, dest="bb3"))
                blocks.append(arm)
            tail, scope = join, _Scope(scope)
            scope.add(*join.args)
            self.body(join.ops, scope, k)
            blocks.append(join)
        else:
            tail = entry
        vals = [self.resource(tail.ops, scope, k, (t,)) if t == EXTERNAL else self.resource(tail.ops, scope, k)
                for t in result_types]
        vals = [v if v.type == t else self._to(tail.ops, scope, k, v, t) for v, t in zip(vals, result_types)]
        tail.ops.append(self.op("util.return", [], vals))
        name = f"f{index}"
        if not public:
            self.sigs.append(_Sig(name, False, len(args), result_types, arg_types))
        return Func(self.uid(), name, public, [a.type for a in args], result_types, blocks)

    def program(self) -> Program:
        items: list = []
        if self.f.globals:
            for i in range(self.draw(st.integers(1, 2))):
                g = Global(self.uid(), f"g{i}", True, None, None, VARIABLE)
                self.globals.append(g)
                items.append(g)
        funcs = [self.function(i) for i in range(self.draw(st.integers(1, 3)))]
        return StreamProgram(items + funcs, [], None, "stream")


def usage_programs(max_ops: int = 4, target_size: bool = True) -> st.SearchStrategy[Program]:
    """Programs over `!stream.resource<*>` for `refine-usage` (targeting
    their op count unless |target_size| is False)."""

    @st.composite
    def build(draw) -> Program:
        feats = draw(features(USAGE_FEATURES, key="usage"))
        program = _UsageGen(draw, feats, max_ops).program()
        if target_size:
            target(float(program.op_count()), label="usage ops")
        return program

    return build()


#===----------------------------------------------------------------------===#
# Timepoint programs
#===----------------------------------------------------------------------===#


class _TimepointGen(_Gen):
    def __init__(self, draw, feats, max_ops: int, differential: bool):
        super().__init__(draw, feats)
        self.max_ops = max_ops
        self.differential = differential
        self.globals: List[Global] = []
        self.sigs: List[_Sig] = []

    def timepoint(self, ops: List[Op], scope: _Scope) -> Val:
        vals = scope.visible(TIMEPOINT)
        if vals and self.draw(st.integers(0, 3)):
            return self.pick(vals)
        op = self.op("stream.timepoint.immediate", [TIMEPOINT], [])
        ops.append(op)
        scope.add(*op.results)
        return op.results[0]

    def body(self, ops: List[Op], scope: _Scope, cond: Val, depth: int = 0) -> None:
        f = self.f
        kinds = ["immediate"] + [n for n, on in (
            ("execute", f.execute), ("join", f.join), ("select", f.select), ("call", f.calls and self.sigs),
            ("load", f.globals and self.globals), ("store", f.globals and any(g.mutable for g in self.globals)),
            ("scf_if", f.scf_if and depth == 0), ("scf_for", f.scf_for and depth == 0)) if on]
        for _ in range(self.draw(st.integers(0, self.max_ops))):
            kind = self.pick(kinds)
            if kind == "immediate":
                op = self.op("stream.timepoint.immediate", [TIMEPOINT], [])
            elif kind == "execute":
                waits = [self.timepoint(ops, scope)] if self.draw(st.integers(0, 3)) else []
                op = self.op("stream.cmd.execute", [TIMEPOINT], waits)
            elif kind == "join":
                vals = [self.timepoint(ops, scope) for _ in range(self.draw(st.integers(1, 3)))]
                op = self.op("stream.timepoint.join", [TIMEPOINT], vals)
            elif kind == "select":
                op = self.op("arith.select", [TIMEPOINT], [cond, self.timepoint(ops, scope),
                                                           self.timepoint(ops, scope)])
            elif kind == "call":
                sig = self.pick(self.sigs)
                args = [cond] + [self.timepoint(ops, scope) for _ in range(sig.n_args - 1)]
                op = self.op("util.call", sig.results, args, callee=sig.name)
            elif kind == "load":
                g = self.pick(self.globals)
                op = self.op("util.global.load", [TIMEPOINT], [], **{"global": g.name})
            elif kind == "store":
                g = self.pick([g for g in self.globals if g.mutable])
                ops.append(self.op("util.global.store", [], [self.timepoint(ops, scope)], **{"global": g.name}))
                continue
            elif kind == "scf_if":
                n = self.draw(st.integers(1, 2))
                regions = []
                for _ in range(2):
                    block = Block("r", [], [])
                    inner = _Scope(scope)
                    self.body(block.ops, inner, cond, depth + 1)
                    block.ops.append(self.op("scf.yield", [], [self.timepoint(block.ops, inner) for _ in range(n)]))
                    regions.append([block])
                op = self.op("scf.if", [TIMEPOINT] * n, [cond], regions=regions)
            else:  # scf_for
                c = [self.op("arith.constant", ["index"], [], value=v) for v in (0, 2, 1)]
                ops.extend(c)
                init = self.timepoint(ops, scope)
                iv, arg = self.fresh(["index"], "i")[0], self.fresh([TIMEPOINT], "it")[0]
                block = Block("r", [iv, arg], [])
                inner = _Scope(scope)
                inner.add(arg)
                self.body(block.ops, inner, cond, depth + 1)
                block.ops.append(self.op("scf.yield", [], [self.timepoint(block.ops, inner)]))
                op = self.op("scf.for", [TIMEPOINT], [c[0].results[0], c[1].results[0], c[2].results[0], init],
                             regions=[[block]])
                if self.differential:
                    ops.append(op)  # its result stays unused (D2)
                    continue
            ops.append(op)
            scope.add(*op.results)

    def function(self, index: int) -> Func:
        public = self.draw(st.booleans())
        n_args = self.draw(st.integers(0, 2))
        args = [Val(f"cond{index}", "i1")] + [self.fresh([TIMEPOINT], "a")[0] for _ in range(n_args)]
        cond = args[0]
        entry = Block("bb0", args, [])
        scope = _Scope()
        scope.add(*args)
        self.body(entry.ops, scope, cond)
        n_results = self.draw(st.integers(0, 2))
        blocks = [entry]
        tail = entry
        shape = self.pick(["single"] + [s for s, on in (("diamond", self.f.cf), ("loop", self.f.loop)) if on])
        if shape == "diamond":
            bb1, bb2 = Block("bb1", [], []), Block("bb2", [], [])
            join = Block("bb3", [self.fresh([TIMEPOINT], "b")[0] for _ in range(self.draw(st.integers(1, 2)))], [])
            entry.ops.append(self.op("cf.cond_br", [], [cond], dests=("bb1", "bb2"), n_true=0))
            for arm in (bb1, bb2):
                s = _Scope(scope)
                self.body(arm.ops, s, cond)
                arm.ops.append(self.op("cf.br", [], [self.timepoint(arm.ops, s) for _ in join.args], dest="bb3"))
                blocks.append(arm)
            scope = _Scope(scope)
            scope.add(*join.args)
            self.body(join.ops, scope, cond)
            blocks.append(join)
            tail = join
        elif shape == "loop":
            # ^bb1(%t) loops back with a new timepoint, then exits to ^bb2.
            head = Block("bb1", [self.fresh([TIMEPOINT], "b")[0]], [])
            exit_ = Block("bb2", [self.fresh([TIMEPOINT], "b")[0]], [])
            entry.ops.append(self.op("cf.br", [], [self.timepoint(entry.ops, scope)], dest="bb1"))
            s = _Scope(scope)
            s.add(*head.args)
            self.body(head.ops, s, cond)
            back = self.timepoint(head.ops, s)
            out = self.timepoint(head.ops, s)
            head.ops.append(self.op("cf.cond_br", [], [cond, back, out], dests=("bb1", "bb2"), n_true=1))
            scope = _Scope(scope)
            scope.add(*exit_.args)
            self.body(exit_.ops, scope, cond)
            blocks += [head, exit_]
            tail = exit_
        tail.ops.append(self.op("util.return", [], [self.timepoint(tail.ops, scope) for _ in range(n_results)]))
        name = f"f{index}"
        if not public:
            self.sigs.append(_Sig(name, False, len(args), [TIMEPOINT] * n_results, []))
        return Func(self.uid(), name, public, [a.type for a in args], [TIMEPOINT] * n_results, blocks)

    def program(self) -> Program:
        items: list = []
        if self.f.globals:
            for i in range(self.draw(st.integers(1, 2))):
                mutable = self.draw(st.booleans())
                initial = 1 if not mutable or self.draw(st.booleans()) else None
                g = Global(self.uid(), f"g{i}", mutable, None, initial, TIMEPOINT)
                self.globals.append(g)
                items.append(g)
        funcs = [self.function(i) for i in range(self.draw(st.integers(1, 3)))]
        return StreamProgram(items + funcs, [], None, "stream")


def timepoint_programs(max_ops: int = 4, differential: bool = False, target_size: bool = True,
                       disabled: Sequence[str] = (), forced: Sequence[str] = ()) -> st.SearchStrategy[Program]:
    """Programs over `!stream.timepoint` for `elide-timepoints`. With
    |differential|, `scf.for` results are never used (iree-opt 3.2.0 takes
    them for immediate whatever the loop yields: docs/divergences.md D2)."""

    @st.composite
    def build(draw) -> Program:
        feats = draw(features(TIMEPOINT_FEATURES, key="timepoints", forced=forced, disabled=disabled))
        program = _TimepointGen(draw, feats, max_ops, differential).program()
        if target_size:
            target(float(program.op_count()), label="timepoint ops")
        return program

    return build()


def program_batches(programs: st.SearchStrategy[Program], label: str,
                    max_size: int = 4) -> st.SearchStrategy[List[Program]]:
    """1..|max_size| of |programs| (drawn with `target_size=False`) per
    test case, for one `--split-input-file` run; targets their total op
    count."""

    @st.composite
    def build(draw) -> List[Program]:
        batch = draw(st.lists(programs, min_size=1, max_size=max_size))
        target(float(sum(p.op_count() for p in batch)), label=label)
        return batch

    return build()


def uses_scf_for_results(program: Program) -> bool:
    """Whether an op of |program| reads a result of an `scf.for` (the
    results iree-opt 3.2.0 takes for immediate whatever the loop yields,
    where we follow iree-opt 3.13: docs/divergences.md D2)."""
    results = {r for op, _ in program.walk_ops() if op.name == "scf.for" for r in op.results}
    return any(v in results for op, _ in program.walk_ops() for v in op.operands)
