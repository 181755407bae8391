"""The `math` dialect (every op of IREE 3.2.0 and 3.13), all pure and
element-wise, with folders on constants.

    %0 = math.exp %x fastmath<fast> : f32
    %1 = math.atan2 %y, %x : f32
    %2 = math.fpowi %x, %n : f32, i32
    %3 = math.ipowi %a, %b : i32
    %4 = math.fma %a, %b, %c : vector<4xf32>
    %5 = math.clampf %x to [%lo, %hi] fastmath<nnan> : f32
    %6 = math.isnan %x : f32                     (result i1-like)
    %sin, %cos = math.sincos %x : f32
    %7 = math.ctlz %a : i32

Folders follow MLIR's: exact operations (`absf`, `ceil`, `floor`,
`trunc`, `round`, `roundeven`, `copysign`, `sqrt`, `ctlz`, `cttz`,
`ctpop`, `absi`, `ipowi`, `is*`) fold for every float format we compute
in; transcendental ones (`exp`, `log`, `sin`, `tanh`, `powf`, ...) only
for `f32` and `f64`, computed in binary64 and rounded (MLIR calls the C
library in the operand's precision, which may differ in the last bit for
`f32`: docs/divergences.md).
"""

from __future__ import annotations

import math

from dfx.dialects.arith import FASTMATH, FLOAT_LIKE, INT_LIKE, ROUNDING, clause_elided, default_properties, \
    make_elementwise, parse_clauses, print_clauses
from dfx.dialects.arith_fold import ieee_result
from dfx.ir.attributes import IntegerType, TensorType, Type, VectorType, i1
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.folding import elementwise, float_format, int_width
from dfx.ir.invariants import OpInvariants
from dfx.ir.numerics import FLOAT_FORMATS, round_float, to_signed, to_unsigned
from dfx.ir.traits import Pure

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Optional

__all__ = ["MATH_OPS"]


def _i1_like(t: Type) -> Type:
    if isinstance(t, TensorType):
        return TensorType(t.shape, i1, t.encoding)
    if isinstance(t, VectorType):
        return VectorType(t.dims_text, i1)
    return i1


#===----------------------------------------------------------------------===#
# Folders
#===----------------------------------------------------------------------===#


def _round_half_away(x: float) -> float:
    if math.isnan(x) or math.isinf(x):
        return x
    r = math.floor(abs(x) + 0.5)
    return math.copysign(r, x)


def _round_even(x: float) -> float:
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(round(x)), x)


def _safe(fn: Callable[..., float]) -> Callable[..., Optional[float]]:
    """|fn| with overflow as infinity and no answer (None: no fold) outside
    its domain (`log` of a negative, `sqrt(-1)`), where MLIR does not fold
    either; a NaN operand gives NaN."""
    def apply(*args):
        if any(math.isnan(a) for a in args):
            return math.nan
        try:
            return fn(*args)
        except ValueError:
            return None
        except OverflowError:
            return math.inf
    return apply


EXACT_UNARY = {
    "absf": abs, "ceil": lambda x: x if math.isinf(x) or math.isnan(x) else math.copysign(math.ceil(x), x),
    "floor": lambda x: x if math.isinf(x) or math.isnan(x) else math.copysign(math.floor(x), x),
    "trunc": lambda x: x if math.isinf(x) or math.isnan(x) else math.copysign(math.trunc(x), x),
    "round": _round_half_away, "roundeven": _round_even, "sqrt": _safe(math.sqrt),
}
TRANSCENDENTAL_UNARY = {
    "exp": _safe(math.exp), "exp2": _safe(lambda x: 2.0 ** x), "expm1": _safe(math.expm1),
    "log": _safe(math.log), "log2": _safe(math.log2), "log10": _safe(math.log10), "log1p": _safe(math.log1p),
    "sin": _safe(math.sin), "cos": _safe(math.cos), "tan": _safe(math.tan), "asin": _safe(math.asin),
    "acos": _safe(math.acos), "atan": _safe(math.atan), "sinh": _safe(math.sinh), "cosh": _safe(math.cosh),
    "tanh": _safe(math.tanh), "asinh": _safe(math.asinh), "acosh": _safe(math.acosh),
    "atanh": _safe(math.atanh), "erf": _safe(math.erf), "erfc": _safe(math.erfc),
    "cbrt": _safe(lambda x: math.copysign(abs(x) ** (1.0 / 3.0), x)),
    "rsqrt": _safe(lambda x: 1.0 / math.sqrt(x)),
}
FLOAT_BINARY = {"atan2": (_safe(math.atan2), False), "copysign": (math.copysign, True),
                "powf": (_safe(math.pow), False)}


def _float_folder(fn, exact: bool):
    """A folder applying |fn| element-wise to one or two float operands
    (transcendental functions, not |exact|, fold in f32 and f64 only)."""
    def fold(op: Operation, operands):
        t = op.results[0].type
        fmt = float_format(t)
        if fmt is None or (not exact and fmt not in ("f32", "f64")):
            return None
        def one(a):
            v = fn(float(a))
            return None if v is None else round_float(v, fmt)

        def two(a, b):
            v = fn(float(a), float(b))
            return None if v is None else round_float(ieee_result(lambda x, y: v, float(a), float(b)), fmt)
        r = elementwise(operands, t, one if len(operands) == 1 else two)
        return [r] if r is not None else None
    return fold


def _classify_folder(test: Callable[[float, str], bool]):
    def fold(op: Operation, operands):
        fmt = float_format(op.operand(0).type)
        if fmt is None:
            return None
        r = elementwise(operands, op.results[0].type, lambda a: test(float(a), fmt))
        return [r] if r is not None else None
    return fold


def _is_normal(x: float, fmt: str) -> bool:
    if math.isnan(x) or math.isinf(x) or x == 0:
        return False
    _, e = math.frexp(x)
    emin = {"f16": -14, "bf16": -126, "f32": -126, "f64": -1022}[fmt]
    return e - 1 >= emin


def _int_unary_folder(fn: Callable[[int, int], int]):
    def fold(op: Operation, operands):
        t = op.results[0].type
        w = int_width(t)
        if w is None:
            return None
        r = elementwise(operands, t, lambda a: fn(int(a), w))
        return [r] if r is not None else None
    return fold


def _ctlz(a: int, w: int) -> int:
    return w - to_unsigned(a, w).bit_length()


def _cttz(a: int, w: int) -> int:
    u = to_unsigned(a, w)
    return w if u == 0 else (u & -u).bit_length() - 1


def _ipowi(a: int, b: int, w: int) -> Optional[int]:
    base, exp = to_signed(a, w), to_signed(b, w)
    if exp < 0:
        if base == 1:
            return 1
        if base == -1:
            return 1 if exp % 2 == 0 else -1
        return None  # 1 / base^n: 0, or a division by zero for base 0
    return pow(base, exp, 1 << w)


def _ipowi_fold(op: Operation, operands):
    t = op.results[0].type
    w = int_width(t)
    if w is None:
        return None
    r = elementwise(operands, t, lambda a, b: _ipowi(int(a), int(b), w))
    return [r] if r is not None else None


#===----------------------------------------------------------------------===#
# Syntax
#===----------------------------------------------------------------------===#


def _parse_fpowi(p, state: OperationState) -> None:
    lhs = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    rhs = p.parse_unresolved_operand()
    parse_clauses(p, state, (FASTMATH,))
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    ft = p.parse_type()
    p.parse_punctuation(",")
    it = p.parse_type()
    state.operands.extend(p.resolve_operands([lhs, rhs], [ft, it], loc))
    state.result_types.append(ft)


def _print_fpowi(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    print_clauses(pr, op, (FASTMATH,))
    pr.print_attr_dict(op, elided=clause_elided(op, (FASTMATH,)))
    pr.print(" : ")
    pr.print_types([v.type for v in op.operands])


def _parse_clampf(p, state: OperationState) -> None:
    value = p.parse_unresolved_operand()
    p.parse_keyword("to")
    p.parse_punctuation("[")
    lo = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    hi = p.parse_unresolved_operand()
    p.parse_punctuation("]")
    parse_clauses(p, state, (FASTMATH,))
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    state.operands.extend(p.resolve_operands([value, lo, hi], [t, t, t], loc))
    state.result_types.append(t)


def _print_clampf(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" to [")
    pr.print_operands(op.operands[1:])
    pr.print("]")
    print_clauses(pr, op, (FASTMATH,))
    pr.print_attr_dict(op, elided=clause_elided(op, (FASTMATH,)))
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _make_unary_to(result_type: Callable[[Type], list], clauses=(FASTMATH,)):
    """`%x [clauses] : T` where the results' types derive from T (`isnan`: i1
    of T's shape; `sincos`: T twice)."""

    def parse(p, state: OperationState) -> None:
        u = p.parse_unresolved_operand()
        parse_clauses(p, state, clauses)
        p.add_attr_dict(state, p.parse_optional_attr_dict())
        p.parse_punctuation(":")
        loc = p.mark()
        t = p.parse_type()
        state.operands.extend(p.resolve_operands([u], [t], loc))
        state.result_types.extend(result_type(t))

    def print_(pr, op: Operation) -> None:
        pr.print(" ")
        pr.print_operand(op.operand(0))
        print_clauses(pr, op, clauses)
        pr.print_attr_dict(op, elided=clause_elided(op, clauses))
        pr.print(" : ")
        pr.print_type(op.operand(0).type)

    return parse, print_


#===----------------------------------------------------------------------===#
# Registration
#===----------------------------------------------------------------------===#

MATH_OPS = []
"""Every op name this module defines."""


def _register(name: str, parse, print_, fold=None, inherent=("fastmath",), invariants=None, result_names=None):
    MATH_OPS.append(f"math.{name}")
    traits = (Pure(), default_properties((FASTMATH,))) if "fastmath" in inherent else (Pure(),)
    register_op(OpDef(f"math.{name}", traits=traits, parse=parse, print=print_, inherent=set(inherent),
                      fold=fold, invariants=invariants, result_names=result_names))


def _uniform(names, constraint):
    return OpInvariants(operands=", ".join(names), results="result", regions=0, uniform_type=True,
                        types={n: constraint for n in names})


_unary = make_elementwise(1, (FASTMATH,))
for _name, _fn in EXACT_UNARY.items():
    _register(_name, *_unary, fold=_float_folder(_fn, True), invariants=_uniform(["operand"], FLOAT_LIKE))
for _name, _fn in TRANSCENDENTAL_UNARY.items():
    _register(_name, *_unary, fold=_float_folder(_fn, False),
              invariants=_uniform(["operand"], FLOAT_LIKE))
_binary = make_elementwise(2, (FASTMATH,))
for _name, (_fn, _exact) in FLOAT_BINARY.items():
    _register(_name, *_binary, fold=_float_folder(_fn, _exact),
              invariants=_uniform(["lhs", "rhs"], FLOAT_LIKE))
_fma = make_elementwise(3, (ROUNDING, FASTMATH))
_register("fma", *_fma, inherent=("fastmath", "roundingmode"), invariants=_uniform(["a", "b", "c"], FLOAT_LIKE))
_register("fpowi", _parse_fpowi, _print_fpowi,
          invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0,
                                  types={"lhs": FLOAT_LIKE, "rhs": INT_LIKE}, same_types=(("lhs", "result"),)))
_register("clampf", _parse_clampf, _print_clampf, invariants=_uniform(["value", "min", "max"], FLOAT_LIKE))
_int_unary = make_elementwise(1, ())
for _name, _fn in (("absi", lambda a, w: abs(to_signed(a, w))), ("ctlz", _ctlz), ("cttz", _cttz),
                   ("ctpop", lambda a, w: bin(to_unsigned(a, w)).count("1"))):
    _register(_name, *_int_unary, fold=_int_unary_folder(_fn), inherent=(),
              invariants=_uniform(["operand"], INT_LIKE))
_register("ipowi", *make_elementwise(2, ()), fold=_ipowi_fold, inherent=(),
          invariants=_uniform(["lhs", "rhs"], INT_LIKE))
_classify = _make_unary_to(lambda t: [_i1_like(t)])
for _name, _test in (("isnan", lambda x, f: math.isnan(x)), ("isinf", lambda x, f: math.isinf(x)),
                     ("isfinite", lambda x, f: not (math.isnan(x) or math.isinf(x))), ("isnormal", _is_normal)):
    _register(_name, *_classify, fold=_classify_folder(_test),
              invariants=OpInvariants(operands="operand", results="result", regions=0,
                                      types={"operand": FLOAT_LIKE}))
_register("sincos", *_make_unary_to(lambda t: [t, t]), result_names=lambda op: ["sin", "cos"],
          invariants=OpInvariants(operands="operand", results="sin, cos", regions=0,
                                  types={"operand": FLOAT_LIKE}, same_types=(("operand", "sin", "cos"),)))
