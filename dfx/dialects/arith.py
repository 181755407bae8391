"""The `arith` dialect: constants, integer/float arithmetic, comparisons,
`arith.select` and casts, all pure.

    %c0 = arith.constant 0 : index
    %0 = arith.addi %a, %b overflow<nsw> : i32
    %1 = arith.cmpi slt, %a, %b : i32
    %2 = arith.select %c, %a, %b : tensor<1xi32>
    %3 = arith.index_cast %i : index to i32
"""

from __future__ import annotations

from typing import List, Optional

from dfx.ir.attributes import (Attribute, DialectAttr, FloatType, IndexType, IntegerAttr, IntegerType, TensorType,
                               Type, VectorType, i1, i64)
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.invariants import OpInvariants, TypeConstraint, Unprefixed
from dfx.ir.traits import ConstantLike, Pure
from dfx.ir.traits import SelectLike

__all__ = ["CMPI_PREDICATES", "CMPF_PREDICATES", "attribute_type", "constant_result_name"]

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                   "ult", "ule", "une", "uno", "true")


def attribute_type(attr: Attribute) -> Optional[Type]:
    """The type carried by a typed attribute (`1 : i32`, `dense<..> : T`,
    `#dialect.x<..> : T`), or None."""
    t = getattr(attr, "type", None)
    return t if isinstance(t, Type) else None


#===----------------------------------------------------------------------===#
# arith.constant
#===----------------------------------------------------------------------===#


def constant_result_name(op: Operation) -> List[Optional[str]]:
    """mlir-opt's names for constants: `%c42` (index), `%c42_i32` (other
    integers), `%true`/`%false` (i1), `%cst` (anything else)."""
    value = op.get_attr("value")
    if isinstance(value, IntegerAttr):
        t = op.results[0].type if op.results else value.type
        if isinstance(t, IntegerType):
            if t.width == 1:
                return ["true" if value.value else "false"]
            return [f"c{value.value}_{t}"]
        return [f"c{value.value}"]
    return ["cst"]


def _parse_constant(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    loc = p.mark()
    value = p.parse_attribute()
    t = attribute_type(value)
    if t is None:
        p.error("expected a typed attribute as the constant value", loc)
    state.properties["value"] = value
    state.result_types.append(t)


def _print_constant(pr, op: Operation) -> None:
    pr.print_attr_dict(op, elided=("value",))
    pr.print(" ")
    pr.print_attribute(op.get_attr("value"))


#===----------------------------------------------------------------------===#
# Binary / unary ops with optional overflow or fastmath flags
#===----------------------------------------------------------------------===#


def _make_binary(flag_kw: Optional[str], flag_attr: Optional[str], num_operands: int = 2):
    """Parser/printer pair for `%a, %b [kw<flags>] {attrs} : T`."""
    default_flags = DialectAttr("arith", flag_kw, "none") if flag_kw is not None else None

    def parse(p, state: OperationState) -> None:
        units = [p.parse_unresolved_operand()]
        for _ in range(num_operands - 1):
            p.parse_punctuation(",")
            units.append(p.parse_unresolved_operand())
        if flag_kw is not None:
            if p.parse_optional_keyword(flag_kw):
                state.properties[flag_attr] = DialectAttr("arith", flag_kw, p.parse_angle_body())
            else:
                state.properties[flag_attr] = default_flags
        if p.peek_punctuation("{"):
            p.add_attr_dict(state, p.parse_optional_attr_dict())
        p.parse_punctuation(":")
        loc = p.mark()
        t = p.parse_type()
        state.operands.extend(p.resolve_operands(units, [t] * num_operands, loc))
        state.result_types.append(t)

    def print_(pr, op: Operation) -> None:
        pr.print(" ")
        pr.print_operands(op.operands)
        elided = ()
        if flag_kw is not None:
            elided = (flag_attr,)
            flags = op.get_attr(flag_attr)
            if isinstance(flags, DialectAttr) and flags.params not in (None, "none"):
                pr.print(f" {flag_kw}<{flags.params}>")
        pr.print_attr_dict(op, elided=elided)
        pr.print(" : ")
        pr.print_type(op.results[0].type if op.results else op.operand(0).type)

    return parse, print_


_INT_BINARY_OVERFLOW = ("addi", "subi", "muli", "shli")
_INT_BINARY = ("divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui", "andi",
               "ori", "xori", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui")
_FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
                 "powf")
_FLOAT_UNARY = ("negf",)


#===----------------------------------------------------------------------===#
# Comparisons
#===----------------------------------------------------------------------===#


def _make_cmp(predicates, fastmath: bool):
    def parse(p, state: OperationState) -> None:
        loc = p.mark()
        word = p.parse_optional_bare_id()
        if word is None:
            word = p.parse_optional_string()
        if word not in predicates:
            p.error("expected string or keyword containing one of the following enum values for "
                    "attribute 'predicate' [" + ", ".join(predicates) + "]", loc)
        state.properties["predicate"] = IntegerAttr(predicates.index(word), i64)
        p.parse_punctuation(",")
        lhs = p.parse_unresolved_operand()
        p.parse_punctuation(",")
        rhs = p.parse_unresolved_operand()
        if fastmath:
            flags = "none"
            if p.parse_optional_keyword("fastmath"):
                flags = p.parse_angle_body()
            state.properties["fastmath"] = DialectAttr("arith", "fastmath", flags)
        p.add_attr_dict(state, p.parse_optional_attr_dict())
        p.parse_punctuation(":")
        tloc = p.mark()
        t = p.parse_type()
        state.operands.extend(p.resolve_operands([lhs, rhs], [t, t], tloc))
        state.result_types.append(_i1_like(t))

    def print_(pr, op: Operation) -> None:
        pred = op.get_attr("predicate")
        idx = pred.value if isinstance(pred, IntegerAttr) else 0
        pr.print(" ", predicates[idx] if 0 <= idx < len(predicates) else str(idx), ", ")
        pr.print_operands(op.operands)
        elided = ["predicate"]
        if fastmath:
            elided.append("fastmath")
            flags = op.get_attr("fastmath")
            if isinstance(flags, DialectAttr) and flags.params not in (None, "none"):
                pr.print(f" fastmath<{flags.params}>")
        pr.print_attr_dict(op, elided=tuple(elided))
        pr.print(" : ")
        pr.print_type(op.operand(0).type)

    return parse, print_


def _i1_like(t: Type) -> Type:
    """i1 with the shape of |t| (comparisons of tensors/vectors give i1
    tensors/vectors)."""
    from dfx.ir.attributes import TensorType, VectorType
    if isinstance(t, TensorType):
        return TensorType(t.shape, i1, t.encoding)
    if isinstance(t, VectorType):
        return VectorType(t.dims_text, i1)
    return i1


#===----------------------------------------------------------------------===#
# arith.select
#===----------------------------------------------------------------------===#


def _parse_select(p, state: OperationState) -> None:
    units = [p.parse_unresolved_operand()]
    for _ in range(2):
        p.parse_punctuation(",")
        units.append(p.parse_unresolved_operand())
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    cond_t = i1
    if p.parse_optional_punctuation(","):
        cond_t, t = t, p.parse_type()
    state.operands.extend(p.resolve_operands(units, [cond_t, t, t], loc))
    state.result_types.append(t)


def _print_select(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print_attr_dict(op)
    pr.print(" : ")
    cond_t = op.operand(0).type
    if cond_t != i1:
        pr.print_type(cond_t)
        pr.print(", ")
    pr.print_type(op.results[0].type)


#===----------------------------------------------------------------------===#
# Casts: `%x : T to U`
#===----------------------------------------------------------------------===#


def _parse_cast(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    src = p.parse_type()
    p.parse_keyword("to")
    dst = p.parse_type()
    state.operands.extend(p.resolve_operands([u], [src], loc))
    state.result_types.append(dst)


def _print_cast(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" to ")
    pr.print_type(op.results[0].type)


_CASTS = ("index_cast", "index_castui", "extsi", "extui", "trunci", "sitofp", "uitofp", "fptosi",
          "fptoui", "extf", "truncf", "bitcast")


#===----------------------------------------------------------------------===#
# Invariants
#===----------------------------------------------------------------------===#


def _element(t: Type) -> Type:
    return t.element if isinstance(t, (TensorType, VectorType)) else t


def _like(description: str, accepts) -> TypeConstraint:
    """A constraint on a scalar type or a tensor/vector of it."""
    return TypeConstraint(description, lambda t: accepts(_element(t)))


INT_LIKE = _like("signless-integer-like",
                 lambda t: isinstance(t, IndexType) or (isinstance(t, IntegerType) and not t.signedness))
FLOAT_LIKE = _like("floating-point-like", lambda t: isinstance(t, FloatType))
BOOL_LIKE = _like("bool-like", lambda t: isinstance(t, IntegerType) and t.width == 1 and not t.signedness)


def integer_fits(value: int, t: IntegerType) -> bool:
    """Whether |value| is a valid literal of integer type |t| (mlir-opt
    accepts either the signed or the unsigned reading for signless types)."""
    w = t.width
    if t.signedness == "s":
        return -(1 << (w - 1)) <= value < (1 << (w - 1)) if w else value == 0
    if t.signedness == "u":
        return 0 <= value < (1 << w)
    return -(1 << (w - 1)) <= value < (1 << w) if w else value == 0


def _check_constant(op: Operation):
    value = op.get_attr("value")
    if not op.results:
        return None
    rt = op.results[0].type
    if isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType) \
            and not integer_fits(value.value, value.type):
        return Unprefixed("integer constant out of range for attribute")
    if isinstance(rt, IntegerType) and rt.signedness:
        return "integer return type must be signless"
    vt = attribute_type(value)
    if vt is not None and vt != rt:
        return "failed to verify that all of {value, result} have same type"
    return None


def _binary(constraint: TypeConstraint, n: int = 2) -> OpInvariants:
    names = ", ".join(("lhs", "rhs") if n == 2 else ("operand",))
    return OpInvariants(operands=names, results="result", regions=0, uniform_type=True,
                        types={name.strip(): constraint for name in names.split(",")})


#===----------------------------------------------------------------------===#
# Registration
#===----------------------------------------------------------------------===#

register_op(OpDef("arith.constant", traits=(ConstantLike(), Pure()), parse=_parse_constant,
                  print=_print_constant, inherent={"value"}, result_names=constant_result_name,
                  invariants=OpInvariants(operands="", results="result", regions=0, attrs="value",
                                          checks=(_check_constant,))))

for _name in _INT_BINARY_OVERFLOW:
    _p, _q = _make_binary("overflow", "overflowFlags")
    register_op(OpDef(f"arith.{_name}", traits=(Pure(),), parse=_p, print=_q, inherent={"overflowFlags"},
                      invariants=_binary(INT_LIKE)))
for _name in _INT_BINARY:
    _p, _q = _make_binary(None, None)
    register_op(OpDef(f"arith.{_name}", traits=(Pure(),), parse=_p, print=_q, invariants=_binary(INT_LIKE)))
for _name in _FLOAT_BINARY:
    _p, _q = _make_binary("fastmath", "fastmath")
    register_op(OpDef(f"arith.{_name}", traits=(Pure(),), parse=_p, print=_q, inherent={"fastmath"},
                      invariants=_binary(FLOAT_LIKE)))
for _name in _FLOAT_UNARY:
    _p, _q = _make_binary("fastmath", "fastmath", num_operands=1)
    register_op(OpDef(f"arith.{_name}", traits=(Pure(),), parse=_p, print=_q, inherent={"fastmath"},
                      invariants=_binary(FLOAT_LIKE, 1)))

_p, _q = _make_cmp(CMPI_PREDICATES, fastmath=False)
register_op(OpDef("arith.cmpi", traits=(Pure(),), parse=_p, print=_q, inherent={"predicate"},
                  invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0, attrs="predicate",
                                          types={"lhs": INT_LIKE, "rhs": INT_LIKE, "result": BOOL_LIKE},
                                          same_types=(("lhs", "rhs"),))))
_p, _q = _make_cmp(CMPF_PREDICATES, fastmath=True)
register_op(OpDef("arith.cmpf", traits=(Pure(),), parse=_p, print=_q, inherent={"predicate", "fastmath"},
                  invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0, attrs="predicate",
                                          types={"lhs": FLOAT_LIKE, "rhs": FLOAT_LIKE, "result": BOOL_LIKE},
                                          same_types=(("lhs", "rhs"),))))

register_op(OpDef("arith.select", traits=(Pure(), SelectLike()), parse=_parse_select, print=_print_select,
                  invariants=OpInvariants(operands="condition, true_value, false_value", results="result",
                                          regions=0, types={"condition": BOOL_LIKE},
                                          same_types=(("true_value", "false_value", "result"),))))
for _name in _CASTS:
    register_op(OpDef(f"arith.{_name}", traits=(Pure(),), parse=_parse_cast, print=_print_cast,
                      invariants=OpInvariants(operands="in", results="out", regions=0)))
# `complex.bitcast` has the same syntax (`encode-host-tensors` turns a
# complex fill pattern into the integer of its bits with it).
register_op(OpDef("complex.bitcast", traits=(Pure(),), parse=_parse_cast, print=_print_cast,
                  invariants=OpInvariants(operands="operand", results="result", regions=0)))
