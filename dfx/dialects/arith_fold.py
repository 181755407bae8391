"""Folders of the `arith` ops (`OpDef.fold`, contract in `dfx.ir.folding`).

Integers fold with two's-complement wrap at their width (`index`: 64
bits), signed or unsigned as the op says; floats fold in their own format
(`f16`, `bf16`, `f32`, `f64`) with IEEE round-to-nearest-even. As MLIR's
folders, these never fold what would be undefined or poison: division or
remainder by zero, signed division overflow (`INT_MIN / -1`), shifts by
the width or more, float-to-integer conversions of NaN or out-of-range
values, float truncations that are not exact, and float arithmetic with a
rounding mode other than the default. Besides constants, the algebraic
identities MLIR's folders apply return an existing operand (`x + 0`,
`x * 1`, `x & -1`, `select %c, %x, %x`...).
"""

from __future__ import annotations

import math

from dfx.ir.attributes import (Attribute, DenseElementsAttr, FloatAttr, FloatType, IndexType, IntegerAttr,
                               IntegerType, TensorType, Type, VectorType, i1)
from dfx.ir.core import Operation
from dfx.ir.folding import element_type, elementwise, float_format, int_width, make_scalar
from dfx.ir.numerics import FLOAT_FORMATS, float_bits, float_from_bits, round_float, to_signed, to_unsigned

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional

__all__ = ["FOLDERS", "CMPI_PREDICATES", "CMPF_PREDICATES", "compare_ints", "compare_floats",
           "int_to_float", "splat_int", "bool_result", "ieee_result"]

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                   "ult", "ule", "une", "uno", "true")

FOLDERS: Dict[str, Callable] = {}


def _folder(*names: str):
    def deco(fn):
        for n in names:
            FOLDERS[n] = fn
        return fn
    return deco


# -- operand tests -------------------------------------------------------------------------------


def splat_int(a: Optional[Attribute]) -> Optional[int]:
    """The integer every element of constant |a| holds (scalar or splat)."""
    if isinstance(a, IntegerAttr):
        return int(a.value)
    if isinstance(a, DenseElementsAttr) and a.is_splat:
        v = a.splat_value
        return int(v) if isinstance(v, (int, bool)) else None
    return None


def _splat_float(a: Optional[Attribute]) -> Optional[float]:
    if isinstance(a, FloatAttr):
        return a.value
    if isinstance(a, DenseElementsAttr) and a.is_splat:
        v = a.splat_value
        return v if isinstance(v, float) else None
    return None


def _is_int(a, width: Optional[int], value: int) -> bool:
    v = splat_int(a)
    return v is not None and width is not None and to_unsigned(v, width) == to_unsigned(value, width)


def bool_result(t: Type, value: bool) -> Attribute:
    """`true`/`false` of i1-like |t| (a splat for shaped types)."""
    if isinstance(t, (TensorType, VectorType)):
        return DenseElementsAttr.from_values([value], t)
    return IntegerAttr(int(value), i1)


# -- integer arithmetic --------------------------------------------------------------------------


def _int_binary(fn: Callable[[int, int, int], Optional[int]], identities=()):
    """A folder applying |fn(a, b, width)| element-wise; |identities| are
    (operand index of the constant, value, result) rules: result "lhs"/"rhs"
    returns that operand, an int returns that constant."""

    def fold(op: Operation, operands: List[Optional[Attribute]]):
        t = op.results[0].type
        w = int_width(t)
        if w is None:
            return None
        r = elementwise(operands, t, lambda a, b: fn(int(a), int(b), w))
        if r is not None:
            return [r]
        for idx, value, result in identities:
            if _is_int(operands[idx], w, value):
                if result == "lhs":
                    return [op.operand(0)]
                if result == "rhs":
                    return [op.operand(1)]
                if result == "const":
                    return [operands[idx]]
        if op.operand(0) is op.operand(1):
            return _same_operands(op, t, w)
        return None

    return fold


_SAME_OPERAND_RESULT = {"arith.andi": "x", "arith.ori": "x", "arith.maxsi": "x", "arith.maxui": "x",
                        "arith.minsi": "x", "arith.minui": "x", "arith.subi": 0, "arith.xori": 0}


def _same_operands(op: Operation, t: Type, w: int):
    r = _SAME_OPERAND_RESULT.get(op.name)
    if r is None:
        return None
    if r == "x":
        return [op.operand(0)]
    if isinstance(t, (TensorType, VectorType)):
        return [DenseElementsAttr.from_values([0], t)]
    return [make_scalar(0, t)]


_ZERO_LHS = (0, 0, "const")
"""`0 / x`, `0 % x`, `0 << x`, `0 >> x` are 0 whatever x (iree-opt 3.13's
folders; 3.2.0's leave them: docs/divergences.md)."""


def _sdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _div_ok(a: int, b: int, w: int, signed: bool) -> bool:
    if to_unsigned(b, w) == 0:
        return False
    return not (signed and to_signed(a, w) == -(1 << (w - 1)) and to_signed(b, w) == -1)


@_folder("arith.addi")
def _addi(op, operands):
    return _int_binary(lambda a, b, w: a + b, ((1, 0, "lhs"), (0, 0, "rhs")))(op, operands)


@_folder("arith.subi")
def _subi(op, operands):
    return _int_binary(lambda a, b, w: a - b, ((1, 0, "lhs"),))(op, operands)


@_folder("arith.muli")
def _muli(op, operands):
    return _int_binary(lambda a, b, w: a * b,
                       ((1, 1, "lhs"), (0, 1, "rhs"), (1, 0, "const"), (0, 0, "const")))(op, operands)


@_folder("arith.divui")
def _divui(op, operands):
    return _int_binary(lambda a, b, w: to_unsigned(a, w) // to_unsigned(b, w) if _div_ok(a, b, w, False) else None,
                       ((1, 1, "lhs"), _ZERO_LHS))(op, operands)


@_folder("arith.divsi")
def _divsi(op, operands):
    return _int_binary(lambda a, b, w: _sdiv(to_signed(a, w), to_signed(b, w)) if _div_ok(a, b, w, True) else None,
                       ((1, 1, "lhs"), _ZERO_LHS))(op, operands)


def _ceildivu(a, b, w):
    if not _div_ok(a, b, w, False):
        return None
    ua, ub = to_unsigned(a, w), to_unsigned(b, w)
    return 0 if ua == 0 else (ua - 1) // ub + 1


def _ceildivs(a, b, w):
    """MLIR's signed ceiling division, which gives up when an intermediate
    negation overflows (an operand is the smallest signed value and the
    other is negative, or the divisor is the smallest value)."""
    if not _div_ok(a, b, w, True):
        return None
    sa, sb = to_signed(a, w), to_signed(b, w)
    if sa == 0:
        return 0
    low = -(1 << (w - 1))
    if sa > 0 and sb > 0:
        return (sa - 1) // sb + 1
    if (sa < 0 and sa == low) or (sb < 0 and sb == low):
        return None
    if sa < 0 and sb < 0:
        return (-sa - 1) // (-sb) + 1
    if sa < 0:
        return -((-sa) // sb)
    return -(sa // (-sb))


def _floordivs(a, b, w):
    if not _div_ok(a, b, w, True):
        return None
    return to_signed(a, w) // to_signed(b, w)


@_folder("arith.ceildivui")
def _ceildivui(op, operands):
    return _int_binary(_ceildivu, ((1, 1, "lhs"), _ZERO_LHS))(op, operands)


@_folder("arith.ceildivsi")
def _ceildivsi(op, operands):
    return _int_binary(_ceildivs, ((1, 1, "lhs"), _ZERO_LHS))(op, operands)


@_folder("arith.floordivsi")
def _floordivsi(op, operands):
    return _int_binary(_floordivs, ((1, 1, "lhs"), _ZERO_LHS))(op, operands)


def _rems(a, b, w):
    if to_unsigned(b, w) == 0:
        return None
    sa, sb = to_signed(a, w), to_signed(b, w)
    r = abs(sa) % abs(sb)
    return -r if sa < 0 else r


@_folder("arith.remui")
def _remui(op, operands):
    t = op.results[0].type
    w = int_width(t)
    if w is not None and _is_int(operands[1], w, 1):
        return [make_scalar(0, t)] if not isinstance(t, (TensorType, VectorType)) else \
            [DenseElementsAttr.from_values([0], t)]
    return _int_binary(lambda a, b, w: to_unsigned(a, w) % to_unsigned(b, w) if to_unsigned(b, w) else None,
                       (_ZERO_LHS,))(op, operands)


@_folder("arith.remsi")
def _remsi(op, operands):
    t = op.results[0].type
    w = int_width(t)
    if w is not None and _is_int(operands[1], w, 1):
        return [make_scalar(0, t)] if not isinstance(t, (TensorType, VectorType)) else \
            [DenseElementsAttr.from_values([0], t)]
    return _int_binary(_rems, (_ZERO_LHS,))(op, operands)


@_folder("arith.andi")
def _andi(op, operands):
    return _int_binary(lambda a, b, w: a & b, ((1, -1, "lhs"), (0, -1, "rhs"), (1, 0, "const"),
                                               (0, 0, "const")))(op, operands)


@_folder("arith.ori")
def _ori(op, operands):
    return _int_binary(lambda a, b, w: a | b, ((1, 0, "lhs"), (0, 0, "rhs"), (1, -1, "const"),
                                               (0, -1, "const")))(op, operands)


@_folder("arith.xori")
def _xori(op, operands):
    return _int_binary(lambda a, b, w: a ^ b, ((1, 0, "lhs"), (0, 0, "rhs")))(op, operands)


def _shift(fn):
    def apply(a, b, w):
        n = to_unsigned(b, w)
        return None if n >= w else fn(a, n, w)
    return apply


@_folder("arith.shli")
def _shli(op, operands):
    return _int_binary(_shift(lambda a, n, w: to_unsigned(a, w) << n), ((1, 0, "lhs"), _ZERO_LHS))(op, operands)


@_folder("arith.shrui")
def _shrui(op, operands):
    return _int_binary(_shift(lambda a, n, w: to_unsigned(a, w) >> n), ((1, 0, "lhs"), _ZERO_LHS))(op, operands)


@_folder("arith.shrsi")
def _shrsi(op, operands):
    return _int_binary(_shift(lambda a, n, w: to_signed(a, w) >> n), ((1, 0, "lhs"), _ZERO_LHS))(op, operands)


@_folder("arith.maxsi")
def _maxsi(op, operands):
    return _int_binary(lambda a, b, w: max(to_signed(a, w), to_signed(b, w)))(op, operands)


@_folder("arith.minsi")
def _minsi(op, operands):
    return _int_binary(lambda a, b, w: min(to_signed(a, w), to_signed(b, w)))(op, operands)


@_folder("arith.maxui")
def _maxui(op, operands):
    return _int_binary(lambda a, b, w: max(to_unsigned(a, w), to_unsigned(b, w)))(op, operands)


@_folder("arith.minui")
def _minui(op, operands):
    return _int_binary(lambda a, b, w: min(to_unsigned(a, w), to_unsigned(b, w)))(op, operands)


# -- extended arithmetic (two results) -----------------------------------------------------------


def _extended(fn):
    def fold(op: Operation, operands):
        if len(op.results) != 2:
            return None
        t0, t1 = op.results[0].type, op.results[1].type
        w = int_width(t0)
        if w is None:
            return None
        first = elementwise(operands, t0, lambda a, b: fn(int(a), int(b), w)[0])
        second = elementwise(operands, t1, lambda a, b: fn(int(a), int(b), w)[1])
        if first is None or second is None:
            return None
        return [first, second]
    return fold


FOLDERS["arith.addui_extended"] = _extended(
    lambda a, b, w: (to_unsigned(a, w) + to_unsigned(b, w), (to_unsigned(a, w) + to_unsigned(b, w)) >> w))
FOLDERS["arith.subui_extended"] = _extended(
    lambda a, b, w: (to_unsigned(a, w) - to_unsigned(b, w), int(to_unsigned(a, w) < to_unsigned(b, w))))
FOLDERS["arith.mului_extended"] = _extended(
    lambda a, b, w: (to_unsigned(a, w) * to_unsigned(b, w), (to_unsigned(a, w) * to_unsigned(b, w)) >> w))
FOLDERS["arith.mulsi_extended"] = _extended(
    lambda a, b, w: (to_signed(a, w) * to_signed(b, w), (to_signed(a, w) * to_signed(b, w)) >> w))


# -- comparisons ---------------------------------------------------------------------------------


def compare_ints(pred: str, a: int, b: int, w: int) -> bool:
    """`arith.cmpi` / `index.cmp` predicate |pred| on |w|-bit integers."""
    if pred in ("eq", "ne"):
        eq = to_unsigned(a, w) == to_unsigned(b, w)
        return eq if pred == "eq" else not eq
    if pred[0] == "s":
        x, y = to_signed(a, w), to_signed(b, w)
    else:
        x, y = to_unsigned(a, w), to_unsigned(b, w)
    rel = pred[1:]
    return {"lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[rel]


def compare_floats(pred: str, a: float, b: float) -> bool:
    """`arith.cmpf` predicate |pred| (ordered `o*`, unordered `u*`)."""
    if pred in ("false", "true"):
        return pred == "true"
    unordered = math.isnan(a) or math.isnan(b)
    if pred == "ord":
        return not unordered
    if pred == "uno":
        return unordered
    rel = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": a != b}[pred[1:]]
    if pred[0] == "o":
        return not unordered and rel
    return unordered or rel


@_folder("arith.cmpi")
def _cmpi(op, operands):
    pred_attr = op.get_attr("predicate")
    if not isinstance(pred_attr, IntegerAttr) or not 0 <= pred_attr.value < len(CMPI_PREDICATES):
        return None
    pred = CMPI_PREDICATES[pred_attr.value]
    w = int_width(op.operand(0).type)
    if w is None:
        return None
    t = op.results[0].type
    r = elementwise(operands, t, lambda a, b: compare_ints(pred, int(a), int(b), w))
    if r is not None:
        return [r]
    if op.operand(0) is op.operand(1):
        return [bool_result(t, pred in ("eq", "sle", "sge", "ule", "uge"))]
    return None


@_folder("arith.cmpf")
def _cmpf(op, operands):
    pred_attr = op.get_attr("predicate")
    if not isinstance(pred_attr, IntegerAttr) or not 0 <= pred_attr.value < len(CMPF_PREDICATES):
        return None
    pred = CMPF_PREDICATES[pred_attr.value]
    t = op.results[0].type
    if pred in ("false", "true"):
        return [bool_result(t, pred == "true")]
    if float_format(op.operand(0).type) is None:
        return None
    r = elementwise(operands, t, lambda a, b: compare_floats(pred, float(a), float(b)))
    return [r] if r is not None else None


@_folder("arith.select")
def _select(op, operands):
    if op.num_operands != 3:
        return None
    if op.operand(1) is op.operand(2):
        return [op.operand(1)]
    c = splat_int(operands[0])
    if c is not None:
        return [op.operand(1) if c & 1 else op.operand(2)]
    t = op.results[0].type
    if t == i1 and _is_int(operands[1], 1, 1) and _is_int(operands[2], 1, 0):
        return [op.operand(0)]
    if isinstance(operands[0], DenseElementsAttr):
        r = elementwise(operands, t, lambda c, a, b: a if int(c) & 1 else b)
        if r is not None:
            return [r]
    return None


# -- floats ----------------------------------------------------------------------------------------


def _default_rounding(op: Operation) -> bool:
    r = op.get_attr("roundingmode")
    return r is None or (isinstance(r, IntegerAttr) and r.value == 0)


def ieee_result(fn, a: float, b: float) -> float:
    """|fn(a, b)| with APFloat's NaNs: a NaN operand is passed on, a NaN the
    operation creates (`inf - inf`, `0 * inf`) is the positive quiet NaN
    (the hardware's would be negative)."""
    r = fn(a, b)
    if math.isnan(r) and not (math.isnan(a) or math.isnan(b)):
        return math.nan
    return r


def _fdiv(a: float, b: float) -> float:
    try:
        return a / b
    except ZeroDivisionError:
        if math.isnan(a) or a == 0:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)


def _fmod(a: float, b: float) -> float:
    try:
        return math.fmod(a, b)
    except ValueError:
        return math.nan


def _maximum(a, b, num: bool, larger: bool):
    """IEEE maximum/minimum (`num`: a NaN operand is ignored, else it wins);
    -0.0 orders below +0.0."""
    if math.isnan(a) or math.isnan(b):
        if num:
            return b if math.isnan(a) else a
        return math.nan
    if a == b == 0:
        neg_a = math.copysign(1.0, a) < 0
        pick_a = (not neg_a) if larger else neg_a
        return a if pick_a else b
    return max(a, b) if larger else min(a, b)


_FLOAT_FNS = {
    "arith.addf": lambda a, b: a + b,
    "arith.subf": lambda a, b: a - b,
    "arith.mulf": lambda a, b: a * b,
    "arith.divf": _fdiv,
    "arith.remf": _fmod,
    "arith.maximumf": lambda a, b: _maximum(a, b, False, True),
    "arith.minimumf": lambda a, b: _maximum(a, b, False, False),
    "arith.maxnumf": lambda a, b: _maximum(a, b, True, True),
    "arith.minnumf": lambda a, b: _maximum(a, b, True, False),
    "arith.maximumnumf": lambda a, b: _maximum(a, b, True, True),
    "arith.minimumnumf": lambda a, b: _maximum(a, b, True, False),
}

# (constant operand, value, returned operand): x + -0.0, x - +0.0, x * 1.0, x / 1.0.
_FLOAT_IDENTITIES = {
    "arith.addf": ((1, -0.0, 0), (0, -0.0, 1)),
    "arith.subf": ((1, 0.0, 0),),
    "arith.mulf": ((1, 1.0, 0), (0, 1.0, 1)),
    "arith.divf": ((1, 1.0, 0),),
}


def _float_binary(op: Operation, operands):
    t = op.results[0].type
    fmt = float_format(t)
    if fmt is None or not _default_rounding(op):
        return None
    fn = _FLOAT_FNS[op.name]
    r = elementwise(operands, t, lambda a, b: round_float(ieee_result(fn, float(a), float(b)), fmt))
    if r is not None:
        return [r]
    for idx, value, keep in _FLOAT_IDENTITIES.get(op.name, ()):
        v = _splat_float(operands[idx])
        if v is not None and v == value and math.copysign(1.0, v) == math.copysign(1.0, value):
            return [op.operand(keep)]
    if op.operand(0) is op.operand(1) and op.name in ("arith.maximumf", "arith.minimumf", "arith.maxnumf",
                                                      "arith.minnumf", "arith.maximumnumf", "arith.minimumnumf"):
        return [op.operand(0)]
    return None


for _name in _FLOAT_FNS:
    FOLDERS[_name] = _float_binary


@_folder("arith.negf")
def _negf(op, operands):
    t = op.results[0].type
    if float_format(t) is None:
        return None
    r = elementwise(operands, t, lambda a: -float(a))
    return [r] if r is not None else None


# -- casts -------------------------------------------------------------------------------------------


def int_to_float(value: int, fmt: str) -> float:
    """|value| rounded once (nearest even) to float format |fmt|."""
    p = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}[fmt]
    n = abs(value)
    if n.bit_length() > p:
        shift = n.bit_length() - p
        q, r = divmod(n, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        try:
            f = math.ldexp(float(q), shift)
        except OverflowError:
            f = math.inf
    else:
        f = float(n)
    f = round_float(f, fmt) if not math.isinf(f) else f
    return -f if value < 0 else f


def _cast(fn: Callable[[object, Type, Type], Optional[object]]):
    def fold(op: Operation, operands):
        if op.num_operands != 1 or not op.results:
            return None
        src, dst = element_type(op.operand(0).type), element_type(op.results[0].type)
        r = elementwise(operands, op.results[0].type, lambda a: fn(a, src, dst))
        return [r] if r is not None else None
    return fold


def _int_cast(a, src: Type, dst: Type, signed: bool):
    ws, wd = int_width(src), int_width(dst)
    if ws is None or wd is None:
        return None
    return to_signed(int(a), ws) if signed else to_unsigned(int(a), ws)


def _to_float(a, src: Type, dst: Type, signed: bool):
    ws = int_width(src)
    fmt = dst.name if isinstance(dst, FloatType) and dst.name in FLOAT_FORMATS else None
    if ws is None or fmt is None:
        return None
    v = to_signed(int(a), ws) if signed else to_unsigned(int(a), ws)
    return int_to_float(v, fmt)


def _to_int(a, src: Type, dst: Type, signed: bool):
    wd = int_width(dst)
    if wd is None or not isinstance(src, FloatType) or src.name not in FLOAT_FORMATS:
        return None
    a = float(a)
    if math.isnan(a) or math.isinf(a):
        return None
    v = int(a)  # toward zero
    low, high = (-(1 << (wd - 1)), (1 << (wd - 1)) - 1) if signed else (0, (1 << wd) - 1)
    if not low <= v <= high:
        return None
    return v


def _float_convert(a, src: Type, dst: Type, exact_only: bool):
    if not (isinstance(src, FloatType) and isinstance(dst, FloatType)
            and src.name in FLOAT_FORMATS and dst.name in FLOAT_FORMATS):
        return None
    a = float(a)
    if math.isnan(a):
        return a  # a quiet NaN converts exactly (its sign kept)
    r = round_float(a, dst.name)
    if exact_only and r != a:
        return None
    return r


def _bitcast(a, src: Type, dst: Type):
    fs = src.name if isinstance(src, FloatType) and src.name in FLOAT_FORMATS else None
    fd = dst.name if isinstance(dst, FloatType) and dst.name in FLOAT_FORMATS else None
    ws = FLOAT_FORMATS[fs][1] if fs else int_width(src)
    wd = FLOAT_FORMATS[fd][1] if fd else int_width(dst)
    if ws is None or wd is None or ws != wd or isinstance(src, IndexType) or isinstance(dst, IndexType):
        return None
    bits = float_bits(float(a), fs) if fs else to_unsigned(int(a), ws)
    return float_from_bits(bits, fd) if fd else bits


FOLDERS["arith.extui"] = _cast(lambda a, s, d: _int_cast(a, s, d, False))
FOLDERS["arith.extsi"] = _cast(lambda a, s, d: _int_cast(a, s, d, True))
FOLDERS["arith.trunci"] = _cast(lambda a, s, d: _int_cast(a, s, d, True))
FOLDERS["arith.index_cast"] = _cast(lambda a, s, d: _int_cast(a, s, d, True))
FOLDERS["arith.index_castui"] = _cast(lambda a, s, d: _int_cast(a, s, d, False))
FOLDERS["arith.sitofp"] = _cast(lambda a, s, d: _to_float(a, s, d, True))
FOLDERS["arith.uitofp"] = _cast(lambda a, s, d: _to_float(a, s, d, False))
FOLDERS["arith.fptosi"] = _cast(lambda a, s, d: _to_int(a, s, d, True))
FOLDERS["arith.fptoui"] = _cast(lambda a, s, d: _to_int(a, s, d, False))
FOLDERS["arith.extf"] = _cast(lambda a, s, d: _float_convert(a, s, d, False))
FOLDERS["arith.bitcast"] = _cast(_bitcast)


@_folder("arith.truncf")
def _truncf(op, operands):
    if not _default_rounding(op):
        return None
    return _cast(lambda a, s, d: _float_convert(a, s, d, True))(op, operands)


@_folder("arith.constant")
def _constant(op, operands):
    v = op.get_attr("value")
    return [v] if v is not None else None
