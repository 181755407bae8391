"""Differential property: our `arith` folders against `iree-opt --canonicalize`.

Each example is a module of small functions, each applying one `arith` op
to constants and returning the result. iree-opt's canonicalizer folds what
MLIR's folders fold; we fold the same op with `dfx.ir.folding.fold_op`.
For every function the two must agree: both fold to the same printed
constant, or neither folds (no fold where MLIR does not fold: division by
zero, signed overflow, shifts too large, inexact truncations...).
Checked against iree-opt 3.2.0, and 3.13 when it is available.
"""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import given, settings, strategies as st

from dfx import parse_module
from dfx.ir import Value
from dfx.ir.folding import fold_op
from dfx.ir.numerics import float_text, round_float, wrap
from property_tests.support import budget
from tests.iree import iree_opt, iree_opt_current, run_iree_opt, run_iree_opt_current

INT_TYPES = ("i1", "i8", "i16", "i32", "i64", "index")
FLOAT_TYPES = ("f16", "bf16", "f32", "f64")
INT_BINARY = ("addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi",
              "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui")
FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf")
CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une",
        "uno", "true")


def _width(t: str) -> int:
    return 64 if t == "index" else int(t[1:])


@st.composite
def int_values(draw, t: str):
    w = _width(t)
    special = [0, 1, -1, 2, 3, 7, w - 1, w, 1 << (w - 1), (1 << (w - 1)) - 1, -(1 << (w - 1)) + 1]
    v = draw(st.one_of(st.sampled_from(special), st.integers(-(1 << w), 1 << w)))
    return wrap(v, w)


@st.composite
def float_values(draw, t: str):
    special = [0.0, -0.0, 1.0, -1.0, 0.5, 3.0, 1e30, -1e-30, math.inf, -math.inf, math.nan, 65504.0, 1e-7]
    v = draw(st.one_of(st.sampled_from(special),
                       st.floats(allow_nan=False, allow_infinity=False, width=32),
                       st.floats(-1000, 1000)))
    return round_float(v, t)


def _int_text(v: int, t: str) -> str:
    return ("true" if v else "false") if t == "i1" else f"{v} : {t}"


@st.composite
def cases(draw):
    kind = draw(st.sampled_from(("int", "float", "cmpi", "cmpf", "cast")))
    if kind in ("int", "cmpi"):
        t = draw(st.sampled_from(INT_TYPES))
        a, b = draw(int_values(t)), draw(int_values(t))
        consts = [_int_text(a, t), _int_text(b, t)]
        if kind == "int":
            name = draw(st.sampled_from(INT_BINARY))
            if t == "i1" and name.startswith("sh"):
                # iree-opt 3.13 rewrites an i1 right shift by one (poison) to
                # false, 3.2.0 and our folders leave it: not compared.
                name = "xori"
            return consts, f"arith.{name} %0, %1 : {t}", t
        return consts, f"arith.cmpi {draw(st.sampled_from(CMPI))}, %0, %1 : {t}", "i1"
    if kind in ("float", "cmpf"):
        t = draw(st.sampled_from(FLOAT_TYPES))
        a, b = draw(float_values(t)), draw(float_values(t))
        consts = [f"{float_text(a, t)} : {t}", f"{float_text(b, t)} : {t}"]
        if kind == "float":
            return consts, f"arith.{draw(st.sampled_from(FLOAT_BINARY))} %0, %1 : {t}", t
        return consts, f"arith.cmpf {draw(st.sampled_from(CMPF))}, %0, %1 : {t}", "i1"
    op, src, dst = draw(st.sampled_from((
        ("extsi", "i8", "i32"), ("extui", "i8", "i32"), ("trunci", "i32", "i8"), ("index_cast", "index", "i32"),
        ("index_cast", "i16", "index"), ("index_castui", "i16", "index"), ("sitofp", "i32", "f32"),
        ("uitofp", "i64", "f32"), ("sitofp", "i64", "f16"), ("fptosi", "f32", "i8"), ("fptoui", "f64", "i16"),
        ("extf", "f16", "f32"), ("extf", "bf16", "f64"), ("truncf", "f32", "f16"), ("truncf", "f64", "bf16"),
        ("bitcast", "f32", "i32"), ("bitcast", "i16", "f16"), ("extui", "i1", "i8"), ("extsi", "i1", "i64"))))
    if src.startswith(("i", "index")) and not src.startswith("inf"):
        v = draw(int_values(src))
        const = _int_text(v, src)
    else:
        const = f"{float_text(draw(float_values(src)), src)} : {src}"
    return [const], f"arith.{op} %0 : {src} to {dst}", dst


def _module(batch) -> str:
    lines = []
    for i, (consts, op, rt) in enumerate(batch):
        lines.append(f"func.func @f{i}() -> {rt} {{")
        for k, c in enumerate(consts):
            lines.append(f"  %{k} = arith.constant {c}")
        lines.append(f"  %r = {op}")
        lines.append(f"  return %r : {rt}")
        lines.append("}")
    return "\n".join(lines) + "\n"


def _returned_constants(module) -> list:
    """Per function (in order), the printed constant it returns, or None."""
    out = []
    for fn in module.regions[0].blocks[0]:
        ret = fn.regions[0].blocks[0].last_op
        v = ret.operand(0)
        d = v.defining_op
        out.append(str(d.get_attr("value")) if d is not None and d.name == "arith.constant" else None)
    return out


def _our_folds(module) -> list:
    out = []
    for fn in module.regions[0].blocks[0]:
        ret = fn.regions[0].blocks[0].last_op
        op = ret.operand(0).defining_op
        r = fold_op(op)
        if r is not None and isinstance(r[0], Value):
            # Folded to an operand: a constant here.
            r = fold_op(r[0].defining_op) if r[0].defining_op is not None else None
        out.append(str(r[0]) if r is not None else None)
    return out


def _normalize(text):
    """`true`/`false` print as `1 : i1` inside dense splats; compare values."""
    if text is None:
        return None
    return re.sub(r"\b0 : i1\b", "false", re.sub(r"\b1 : i1\b", "true", text))


ZERO_DIVIDEND_OPS = ("divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui", "shli",
                     "shrsi", "shrui")


def _seed_era_difference(consts, op: str, ours, theirs) -> bool:
    """iree-opt 3.2.0 does not fold `0 / x` (and `%`, shifts) when x is a
    constant it cannot divide by; 3.13 and we fold it to 0."""
    name = op.split()[0][len("arith."):]
    return (theirs is None and name in ZERO_DIVIDEND_OPS
            and consts[0].split()[0] in ("0", "false") and _normalize(ours).split()[0] in ("0", "false"))


def _check(batch, run, seed_era: bool = False) -> None:
    text = _module(batch)
    ours = _our_folds(parse_module(text, "cases.mlir"))
    proc = run(["--canonicalize", "--mlir-print-local-scope"], text)
    assert proc.returncode == 0, proc.stderr + "\n" + text
    theirs = _returned_constants(parse_module(proc.stdout, "ref.mlir"))
    bad = [(batch[i][0], batch[i][1], o, t) for i, (o, t) in enumerate(zip(ours, theirs))
           if _normalize(o) != _normalize(t) and not (seed_era and _seed_era_difference(batch[i][0], batch[i][1], o, t))]
    assert not bad, "\n".join(f"{c} {op}: ours {o}, iree-opt {t}" for c, op, o, t in bad)


@pytest.mark.skipif(iree_opt() is None, reason="iree-opt 3.2.0 not installed")
@settings(max_examples=budget(40))
@given(st.lists(cases(), min_size=1, max_size=25))
def test_arith_folds_agree_with_iree_opt(batch):
    _check(batch, run_iree_opt, seed_era=True)


@pytest.mark.skipif(iree_opt_current() is None, reason="iree-opt 3.13 not available")
@settings(max_examples=budget(20))
@given(st.lists(cases(), min_size=1, max_size=25))
def test_arith_folds_agree_with_iree_opt_current(batch):
    _check(batch, run_iree_opt_current)
