"""Hypothesis generators of integer programs over `func`, `arith`,
`index`, `scf` and `cf`, which the reference interpreter
(`dfx.analyses.interpreter`) runs.

`int_programs()` draws an `IntProgram`: MLIR text with a public `@main`
and private helpers (each calling only later helpers, so no recursion;
one may have its address taken and be called through
`func.call_indirect`). Bodies mix integer arithmetic on `i1`, `i8`, `i32`
and `index` (wrapping, with `nsw`/`nuw` flags now and then), comparisons,
selects, casts, calls, `scf.if`, `scf.for` (few iterations), `scf.while`
and `scf.index_switch`, and `cf` diamonds, switches and counted loops.
Loop trip counts are bounded by construction; division by zero and other
undefined behaviour may happen (the interpreter reports it and the run is
dropped).

With `index_dialect=False` no `index` dialect op appears. With
`return_all=True`, `@main` returns every integer value of its top
level (the differential property reads which of them iree-opt turns into
constants).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

from hypothesis import strategies as st

INT_TYPES = ("i1", "i8", "i32", "index")
SPECIAL = (0, 1, 2, 3, 5, 7, 8, -1, -2, 100, 127, -128, 255)
BINARY = {
    "int": ("addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui", "floordivsi",
            "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"),
    "index": ("add", "sub", "mul", "divs", "divu", "rems", "remu", "ceildivs", "ceildivu", "floordivs", "and",
              "or", "xor", "shl", "shrs", "shru", "maxs", "maxu", "mins", "minu"),
}
FLAGGED = ("addi", "subi", "muli", "shli")
PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def width(t: str) -> int:
    return 64 if t == "index" else int(t[1:])


@dataclass
class IntProgram:
    text: str
    main_args: Tuple[str, ...]
    """Types of @main's arguments."""

    def random_inputs(self, rng: random.Random) -> List[int]:
        out = []
        for t in self.main_args:
            w = width(t)
            out.append(rng.choice(SPECIAL) if rng.random() < 0.5 else rng.randrange(-(1 << (w - 1)), 1 << (w - 1))
                       if w > 1 else rng.randrange(2))
        return out


class _Fn:
    def __init__(self, name: str, args: Sequence[str], results: Sequence[str]):
        self.name, self.args, self.results = name, tuple(args), tuple(results)


class _Gen:
    def __init__(self, draw, max_depth: int = 2, max_stmts: int = 6, index_dialect: bool = True):
        self.draw = draw
        self.index_dialect = index_dialect
        self.counter = 0
        self.max_depth = max_depth
        self.max_stmts = max_stmts
        self.callees: List[_Fn] = []
        self.indirect: Optional[_Fn] = None

    def fresh(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def pick(self, options):
        return self.draw(st.sampled_from(options))

    def value(self, scope: Dict[str, List[str]], t: str) -> str:
        return self.pick(scope[t])

    # -- statements -------------------------------------------------------------------------------

    def constant(self, lines, scope, t) -> str:
        v = self.fresh()
        k = self.pick(SPECIAL)
        if t == "i1":
            lines.append(f"{v} = arith.constant {'true' if k & 1 else 'false'}")
        else:
            w = width(t)
            k = (k + (1 << (w - 1))) % (1 << w) - (1 << (w - 1))
            lines.append(f"{v} = arith.constant {k} : {t}")
        scope[t].append(v)
        return v

    def statement(self, lines: List[str], scope, depth: int, blocks: Optional[list] = None) -> None:
        kinds = ["const", "bin", "bin", "bin", "cmp", "select", "cast"]
        if self.callees:
            kinds.append("call")
        if depth < self.max_depth:
            kinds += ["if", "for", "while", "switch"]
        kind = self.pick(kinds)
        t = self.pick(INT_TYPES)
        v = self.fresh()
        if kind == "const":
            self.constant(lines, scope, t)
            return
        if kind == "bin":
            t = self.pick(("i8", "i32", "index", "i8", "i32"))
            a, b = self.value(scope, t), self.value(scope, t)
            use_index = t == "index" and self.index_dialect and self.draw(st.booleans())
            name = self.pick(BINARY["index" if use_index else "int"])
            if use_index:
                lines.append(f"{v} = index.{name} {a}, {b}")
            else:
                flags = ""
                if name in FLAGGED and self.draw(st.integers(0, 5)) == 0:
                    flags = " overflow<" + self.pick(("nsw", "nuw", "nsw, nuw")) + ">"
                lines.append(f"{v} = arith.{name} {a}, {b}{flags} : {t}")
            scope[t].append(v)
        elif kind == "cmp":
            a, b = self.value(scope, t), self.value(scope, t)
            pred = self.pick(PREDICATES)
            if t == "index" and self.index_dialect and self.draw(st.booleans()):
                lines.append(f"{v} = index.cmp {pred}({a}, {b})")
            else:
                lines.append(f"{v} = arith.cmpi {pred}, {a}, {b} : {t}")
            scope["i1"].append(v)
        elif kind == "select":
            c, a, b = self.value(scope, "i1"), self.value(scope, t), self.value(scope, t)
            lines.append(f"{v} = arith.select {c}, {a}, {b} : {t}")
            scope[t].append(v)
        elif kind == "cast":
            src, dst, op = self.pick((("i8", "i32", "extsi"), ("i8", "i32", "extui"), ("i1", "i8", "extui"),
                                      ("i1", "i32", "extsi"), ("i32", "i8", "trunci"), ("i32", "i1", "trunci"),
                                      ("i32", "index", "index_cast"), ("index", "i32", "index_cast"),
                                      ("i8", "index", "index_castui"), ("index", "i8", "index_castui")))
            lines.append(f"{v} = arith.{op} {self.value(scope, src)} : {src} to {dst}")
            scope[dst].append(v)
        elif kind == "call":
            fn = self.pick(self.callees)
            args = ", ".join(self.value(scope, a) for a in fn.args)
            sig = f"({', '.join(fn.args)}) -> ({', '.join(fn.results)})"
            n = len(fn.results)
            res = v if n == 1 else f"{v}:{n}"
            if fn is self.indirect and self.draw(st.booleans()):
                f = self.fresh()
                lines.append(f"{f} = func.constant @{fn.name} : {sig}")
                lines.append(f"{res} = func.call_indirect {f}({args}) : {sig}")
            else:
                lines.append(f"{res} = func.call @{fn.name}({args}) : {sig}")
            for i, rt in enumerate(fn.results):
                scope[rt].append(v if n == 1 else f"{v}#{i}")
        elif kind == "if":
            rt = self.pick(INT_TYPES)
            c = self.value(scope, "i1")
            lines.append(f"{v} = scf.if {c} -> ({rt}) {{")
            for _ in range(2):
                inner = self.nested(lines, scope, depth)
                lines.append(f"  scf.yield {self.value(inner, rt)} : {rt}")
                lines.append("} else {" if _ == 0 else "}")
            scope[rt].append(v)
        elif kind == "for":
            rt = self.pick(INT_TYPES)
            lb = self.draw(st.integers(-2, 3))
            n = self.draw(st.integers(0, 5))
            step = self.draw(st.integers(1, 3))
            clb, cub, cst = self.fresh(), self.fresh(), self.fresh()
            lines += [f"{clb} = arith.constant {lb} : index", f"{cub} = arith.constant {lb + n} : index",
                      f"{cst} = arith.constant {step} : index"]
            ub = cub
            if self.draw(st.booleans()) and scope["index"]:
                ub = self.fresh()
                lines.append(f"{ub} = arith.minsi {self.value(scope, 'index')}, {cub} : index")
            iv, acc = self.fresh(), self.fresh()
            init = self.value(scope, rt)
            lines.append(f"{v} = scf.for {iv} = {clb} to {ub} step {cst} iter_args({acc} = {init}) -> ({rt}) {{")
            inner = _copy(scope)
            inner["index"].append(iv)
            inner[rt].append(acc)
            inner = self.nested(lines, inner, depth, copy=False)
            lines.append(f"  scf.yield {self.value(inner, rt)} : {rt}")
            lines.append("}")
            scope[rt].append(v)
        elif kind == "while":
            rt = self.pick(INT_TYPES)
            bound = self.fresh()
            lines.append(f"{bound} = arith.constant {self.draw(st.integers(0, 4))} : i32")
            i, x, c, one = self.fresh(), self.fresh(), self.fresh(), self.fresh()
            init = self.value(scope, rt)
            zero = self.fresh()
            lines.append(f"{zero} = arith.constant 0 : i32")
            lines.append(f"{v}:2 = scf.while ({i} = {zero}, {x} = {init}) : (i32, {rt}) -> (i32, {rt}) {{")
            lines.append(f"  {c} = arith.cmpi slt, {i}, {bound} : i32")
            lines.append(f"  scf.condition({c}) {i}, {x} : i32, {rt}")
            a, b = self.fresh(), self.fresh()
            lines.append(f"}} do {{\n^bb0({a}: i32, {b}: {rt}):")
            inner = _copy(scope)
            inner["i32"].append(a)
            inner[rt].append(b)
            inner = self.nested(lines, inner, depth, copy=False)
            lines.append(f"  {one} = arith.constant 1 : i32")
            nxt = self.fresh()
            lines.append(f"  {nxt} = arith.addi {a}, {one} : i32")
            lines.append(f"  scf.yield {nxt}, {self.value(inner, rt)} : i32, {rt}")
            lines.append("}")
            scope["i32"].append(f"{v}#0")
            scope[rt].append(f"{v}#1")
        else:  # switch
            rt = self.pick(INT_TYPES)
            cases = sorted(set(self.draw(st.lists(st.integers(-1, 4), min_size=1, max_size=3))))
            lines.append(f"{v} = scf.index_switch {self.value(scope, 'index')} -> {rt}")
            for label in [f"case {k}" for k in cases] + ["default"]:
                lines.append(label + " {")
                inner = self.nested(lines, scope, depth)
                lines.append(f"  scf.yield {self.value(inner, rt)} : {rt}")
                lines.append("}")
            scope[rt].append(v)

    def nested(self, lines, scope, depth, copy=True):
        inner = _copy(scope) if copy else scope
        for _ in range(self.draw(st.integers(0, 3))):
            self.statement(lines, inner, depth + 1)
        return inner

    # -- functions --------------------------------------------------------------------------------

    def body(self, fn: _Fn, public: bool, return_all: bool) -> str:
        lines: List[str] = []
        scope: Dict[str, List[str]] = {t: [] for t in INT_TYPES}
        args = []
        for t in fn.args:
            a = self.fresh()
            args.append(f"{a}: {t}")
            scope[t].append(a)
        for t in INT_TYPES:
            self.constant(lines, scope, t)
        n_blocks = 0
        for _ in range(self.draw(st.integers(1, self.max_stmts))):
            cf = self.draw(st.integers(0, 7))
            if cf == 0:
                scope, n_blocks = self.diamond(lines, scope, n_blocks)
            elif cf == 1:
                scope, n_blocks = self.cf_loop(lines, scope, n_blocks)
            else:
                self.statement(lines, scope, 0)
        if return_all:
            results = [(v, t) for t in INT_TYPES for v in scope[t]]
        else:
            results = [(self.value(scope, t), t) for t in fn.results]
        lines.append("return " + ", ".join(v for v, _ in results) + " : " + ", ".join(t for _, t in results))
        types = ", ".join(t for _, t in results)
        vis = "" if public else "private "
        return (f"func.func {vis}@{fn.name}({', '.join(args)}) -> ({types}) {{\n"
                + "\n".join("  " + ln if not ln.startswith("^") else ln for ln in lines) + "\n}\n")

    def diamond(self, lines, scope, n):
        """cond_br / switch to two or three arms joining in one block."""
        t = self.pick(INT_TYPES)
        arms = self.draw(st.integers(2, 3))
        join = f"^bb{n + arms + 1}"
        labels = [f"^bb{n + 1 + i}" for i in range(arms)]
        if arms == 2:
            lines.append(f"cf.cond_br {self.value(scope, 'i1')}, {labels[0]}, {labels[1]}")
        else:
            flag = self.value(scope, "i32")
            k1, k2 = sorted(self.draw(st.sets(st.sampled_from((0, 1, 2, 7, -1)), min_size=2, max_size=2)))
            lines.append(f"cf.switch {flag} : i32, [default: {labels[0]}, {k1}: {labels[1]}, {k2}: {labels[2]}]")
        for label in labels:
            lines.append(f"{label}:")
            inner = _copy(scope)
            for _ in range(self.draw(st.integers(0, 2))):
                self.statement(lines, inner, 1)
            lines.append(f"cf.br {join}({self.value(inner, t)} : {t})")
        arg = self.fresh()
        lines.append(f"{join}({arg}: {t}):")
        scope = _copy(scope)
        scope[t].append(arg)
        return scope, n + arms + 1

    def cf_loop(self, lines, scope, n):
        """A counted loop of branches carrying one value."""
        t = self.pick(INT_TYPES)
        head, body, exit_ = f"^bb{n + 1}", f"^bb{n + 2}", f"^bb{n + 3}"
        zero, bound, one = self.fresh(), self.fresh(), self.fresh()
        lines += [f"{zero} = arith.constant 0 : i32", f"{bound} = arith.constant {self.draw(st.integers(0, 4))} : i32",
                  f"{one} = arith.constant 1 : i32"]
        init = self.value(scope, t)
        lines.append(f"cf.br {head}({zero}, {init} : i32, {t})")
        i, x, c = self.fresh(), self.fresh(), self.fresh()
        lines.append(f"{head}({i}: i32, {x}: {t}):")
        lines.append(f"{c} = arith.cmpi slt, {i}, {bound} : i32")
        lines.append(f"cf.cond_br {c}, {body}, {exit_}")
        lines.append(f"{body}:")
        inner = _copy(scope)
        inner["i32"].append(i)
        inner[t].append(x)
        for _ in range(self.draw(st.integers(0, 3))):
            self.statement(lines, inner, 1)
        nxt = self.fresh()
        lines.append(f"{nxt} = arith.addi {i}, {one} : i32")
        lines.append(f"cf.br {head}({nxt}, {self.value(inner, t)} : i32, {t})")
        lines.append(f"{exit_}:")
        scope = _copy(scope)
        scope["i32"].append(i)
        scope[t].append(x)
        return scope, n + 3


def _copy(scope):
    return {t: list(vs) for t, vs in scope.items()}


@st.composite
def int_programs(draw, return_all: bool = False, max_helpers: int = 2, index_dialect: bool = True) -> IntProgram:
    """An `IntProgram` (see the module docstring); without
    |index_dialect|, no `index` dialect ops (iree-opt 3.2.0 lacks it)."""
    gen = _Gen(draw, index_dialect=index_dialect)
    n = draw(st.integers(0, max_helpers))
    sigs = [_Fn(f"h{k}", draw(st.lists(st.sampled_from(INT_TYPES), min_size=1, max_size=2)),
                draw(st.lists(st.sampled_from(INT_TYPES), min_size=1, max_size=2))) for k in range(n)]
    if sigs and draw(st.booleans()):
        gen.indirect = sigs[-1]
    texts = []
    for k in reversed(range(n)):  # helpers call only later helpers
        gen.callees = sigs[k + 1:]
        texts.append(gen.body(sigs[k], public=False, return_all=False))
    gen.callees = sigs
    main = _Fn("main", draw(st.lists(st.sampled_from(INT_TYPES), min_size=1, max_size=3)),
               draw(st.lists(st.sampled_from(INT_TYPES), min_size=1, max_size=3)))
    texts.insert(0, gen.body(main, public=True, return_all=return_all))
    return IntProgram("".join(texts), main.args)
