"""MLIR's `index` dialect: integer arithmetic on `index` values whose width
is the target's (32 or 64 bits), all pure, with MLIR's folders.

    %0 = index.add %a, %b
    %1 = index.cmp slt(%a, %b)
    %2 = index.casts %x : i32 to index
    %idx42 = index.constant 42
    %true = index.bool.constant true
    %3 = index.sizeof

iree-opt does not register this dialect (IREE's dumps never contain it);
the definitions follow MLIR's `IndexOps.td`. Folding follows MLIR: since
the width is not known, an op folds only when the result does not depend
on it. Operations whose low 32 bits only depend on the operands' low 32
bits (`add`, `sub`, `mul`, `and`, `or`, `xor`, `shl` by less than 32) fold
in 64 bits; the others (divisions, remainders, min/max, right shifts,
comparisons) fold only when the 64-bit and the 32-bit computations agree
in the low 32 bits. Division or remainder by zero and shifts by 32 or more
never fold.
"""

from __future__ import annotations

from dfx.dialects.arith import make_cast
from dfx.dialects.arith_fold import CMPI_PREDICATES, compare_ints
from dfx.ir.attributes import DialectAttr, IntegerAttr, IntegerType, OpaqueBuiltinAttr, index, i1
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.folding import elementwise
from dfx.ir.invariants import INDEX, OpInvariants, TypeConstraint
from dfx.ir.markers import ConstantLike
from dfx.ir.numerics import to_signed, to_unsigned, wrap
from dfx.ir.traits import Pure

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Optional

__all__ = ["INDEX_OPS", "INDEX_CMP_PREDICATES"]

INDEX_CMP_PREDICATES = CMPI_PREDICATES
"""`#index<cmp_predicate ...>` cases, in the order of their values."""

INDEX_OPS = []


def _sdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a: int, b: int) -> int:
    r = abs(a) % abs(b)
    return -r if a < 0 else r


# Each: fn(lhs, rhs, width) -> result or None (cannot fold), on signed readings.
def _div_or_none(fn):
    def apply(a, b, w):
        if to_unsigned(b, w) == 0:
            return None
        return fn(a, b, w)
    return apply


def _ceildivs(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if a == -(1 << (w - 1)) and b == -1:
        return None
    return -((-a) // b)


def _floordivs(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if a == -(1 << (w - 1)) and b == -1:
        return None
    return a // b


def _divs(a, b, w):
    a, b = to_signed(a, w), to_signed(b, w)
    if a == -(1 << (w - 1)) and b == -1:
        return None
    return _sdiv(a, b)


UNCHECKED = {
    "add": lambda a, b, w: a + b, "sub": lambda a, b, w: a - b, "mul": lambda a, b, w: a * b,
    "and": lambda a, b, w: a & b, "or": lambda a, b, w: a | b, "xor": lambda a, b, w: a ^ b,
    "shl": lambda a, b, w: None if to_unsigned(b, w) >= 32 else to_unsigned(a, w) << to_unsigned(b, w),
}
CHECKED = {
    "divs": _div_or_none(_divs),
    "divu": _div_or_none(lambda a, b, w: to_unsigned(a, w) // to_unsigned(b, w)),
    "ceildivs": _div_or_none(_ceildivs),
    "ceildivu": _div_or_none(lambda a, b, w: 0 if to_unsigned(a, w) == 0
                             else (to_unsigned(a, w) - 1) // to_unsigned(b, w) + 1),
    "floordivs": _div_or_none(_floordivs),
    "rems": _div_or_none(lambda a, b, w: _srem(to_signed(a, w), to_signed(b, w))),
    "remu": _div_or_none(lambda a, b, w: to_unsigned(a, w) % to_unsigned(b, w)),
    "maxs": lambda a, b, w: max(to_signed(a, w), to_signed(b, w)),
    "maxu": lambda a, b, w: max(to_unsigned(a, w), to_unsigned(b, w)),
    "mins": lambda a, b, w: min(to_signed(a, w), to_signed(b, w)),
    "minu": lambda a, b, w: min(to_unsigned(a, w), to_unsigned(b, w)),
    "shrs": lambda a, b, w: None if to_unsigned(b, w) >= 32 else to_signed(a, w) >> to_unsigned(b, w),
    "shru": lambda a, b, w: None if to_unsigned(b, w) >= 32 else to_unsigned(a, w) >> to_unsigned(b, w),
}


def _binary_folder(fn: Callable, checked: bool):
    def compute(a: int, b: int) -> Optional[int]:
        r64 = fn(a, b, 64)
        if r64 is None:
            return None
        if checked:
            r32 = fn(wrap(a, 32), wrap(b, 32), 32)
            if r32 is None or to_unsigned(r64, 32) != to_unsigned(r32, 32):
                return None
        return wrap(r64, 64)

    def fold(op: Operation, operands):
        r = elementwise(operands, index, lambda a, b: compute(int(a), int(b)))
        return [r] if r is not None else None
    return fold


def _cmp_folder(op: Operation, operands):
    pred = _predicate(op)
    if pred is None:
        return None

    def compute(a, b):
        r64 = compare_ints(pred, int(a), int(b), 64)
        r32 = compare_ints(pred, wrap(int(a), 32), wrap(int(b), 32), 32)
        return r64 if r64 == r32 else None
    r = elementwise(operands, i1, compute)
    return [r] if r is not None else None


def _cast_folder(signed: bool):
    def fold(op: Operation, operands):
        a = operands[0] if operands else None
        if not isinstance(a, IntegerAttr):
            return None
        src, dst = op.operand(0).type, op.results[0].type
        if isinstance(dst, IntegerType):
            # index -> iN: truncation, exact when the width is at most 32 bits
            # or the value does not depend on the index width.
            return [IntegerAttr(wrap(a.value, dst.width), dst)] if dst.width <= 32 else None
        if isinstance(src, IntegerType):
            v = to_signed(a.value, src.width) if signed else to_unsigned(a.value, src.width)
            if src.width > 32 and wrap(v, 32) != v:
                return None
            return [IntegerAttr(wrap(v, 64), index)]
        return None
    return fold


def _predicate(op: Operation) -> Optional[str]:
    a = op.get_attr("pred")
    text = a.text if isinstance(a, OpaqueBuiltinAttr) else (a.params if isinstance(a, DialectAttr) else None)
    if text:
        word = text.rstrip(">").split()[-1]
        return word if word in INDEX_CMP_PREDICATES else None
    return None


#===----------------------------------------------------------------------===#
# Syntax
#===----------------------------------------------------------------------===#


def _parse_binary(p, state: OperationState) -> None:
    lhs = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    rhs = p.parse_unresolved_operand()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    state.operands.extend(p.resolve_operands([lhs, rhs], [index, index], p.mark()))
    state.result_types.append(index)


def _print_binary(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print_attr_dict(op)


def _parse_cmp(p, state: OperationState) -> None:
    loc = p.mark()
    word = p.parse_optional_bare_id()
    if word not in INDEX_CMP_PREDICATES:
        p.error("expected one of [" + ", ".join(INDEX_CMP_PREDICATES) + "] for index comparison predicate", loc)
    state.properties["pred"] = OpaqueBuiltinAttr(f"#index<cmp_predicate {word}>")
    p.parse_punctuation("(")
    lhs = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    rhs = p.parse_unresolved_operand()
    p.parse_punctuation(")")
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    state.operands.extend(p.resolve_operands([lhs, rhs], [index, index], p.mark()))
    state.result_types.append(i1)


def _print_cmp(pr, op: Operation) -> None:
    pr.print(" ", _predicate(op) or "eq", "(")
    pr.print_operands(op.operands)
    pr.print(")")
    pr.print_attr_dict(op, elided=("pred",))


_parse_cast, _print_cast = make_cast()


def _parse_constant(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    if state.name == "index.bool.constant":
        loc = p.mark()
        word = p.parse_optional_bare_id()
        if word not in ("true", "false"):
            p.error("expected 'true' or 'false'", loc)
        state.properties["value"] = IntegerAttr(int(word == "true"), i1)
        state.result_types.append(i1)
        return
    negative = p.parse_optional_punctuation("-")
    v = p.parse_integer()
    state.properties["value"] = IntegerAttr(wrap(-v if negative else v, 64), index)
    state.result_types.append(index)


def _print_constant(pr, op: Operation) -> None:
    pr.print_attr_dict(op, elided=("value",))
    v = op.get_attr("value")
    if op.name == "index.bool.constant":
        pr.print(" ", "true" if isinstance(v, IntegerAttr) and v.value else "false")
    else:
        pr.print(" ", str(v.value if isinstance(v, IntegerAttr) else 0))


def _parse_sizeof(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    state.result_types.append(index)


def _print_sizeof(pr, op: Operation) -> None:
    pr.print_attr_dict(op)


def _constant_names(op: Operation):
    v = op.get_attr("value")
    if op.name == "index.bool.constant":
        return ["true" if isinstance(v, IntegerAttr) and v.value else "false"]
    return [f"idx{v.value}" if isinstance(v, IntegerAttr) else None]


def _constant_fold(op: Operation, operands):
    v = op.get_attr("value")
    return [v] if v is not None else None


INT_OR_INDEX = TypeConstraint("integer or index", lambda t: isinstance(t, (IntegerType,)) or t == index)


def _register(name: str, **kw) -> None:
    INDEX_OPS.append(f"index.{name}")
    register_op(OpDef(f"index.{name}", **kw))


for _name, _fn in UNCHECKED.items():
    _register(_name, traits=(Pure(),), parse=_parse_binary, print=_print_binary, fold=_binary_folder(_fn, False),
              invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0,
                                      types={"lhs": INDEX, "rhs": INDEX, "result": INDEX}))
for _name, _fn in CHECKED.items():
    _register(_name, traits=(Pure(),), parse=_parse_binary, print=_print_binary, fold=_binary_folder(_fn, True),
              invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0,
                                      types={"lhs": INDEX, "rhs": INDEX, "result": INDEX}))
_register("cmp", traits=(Pure(),), parse=_parse_cmp, print=_print_cmp, inherent={"pred"}, fold=_cmp_folder,
          invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0, attrs="pred",
                                  types={"lhs": INDEX, "rhs": INDEX}))
for _name, _signed in (("casts", True), ("castu", False)):
    _register(_name, traits=(Pure(),), parse=_parse_cast, print=_print_cast, fold=_cast_folder(_signed),
              invariants=OpInvariants(operands="input", results="output", regions=0,
                                      types={"input": INT_OR_INDEX, "output": INT_OR_INDEX}))
_register("sizeof", traits=(Pure(),), parse=_parse_sizeof, print=_print_sizeof,
          invariants=OpInvariants(operands="", results="result", regions=0, types={"result": INDEX}))
for _name in ("constant", "bool.constant"):
    _register(_name, traits=(ConstantLike(), Pure()), parse=_parse_constant, print=_print_constant,
              inherent={"value"}, result_names=_constant_names, fold=_constant_fold,
              invariants=OpInvariants(operands="", results="result", regions=0, attrs="value"))
