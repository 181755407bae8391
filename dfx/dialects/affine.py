"""`affine.apply`, `affine.min` and `affine.max` (as dispatch bodies use
them): a map attribute applied to dimension and symbol operands.

    %0 = affine.apply affine_map<()[s0, s1] -> (s1 * s0)>()[%a, %b]
    %1 = affine.min affine_map<(d0)[s0] -> (s0, -d0 + 4)>(%i)[%a]

The map says how many operands are dimensions (`(d0, d1)`) and how many
symbols (`[s0]`): the generic form lists them all, the custom form splits
them into `(...)` and `[...]` by the map.
"""

from __future__ import annotations

import re

from dfx.ir.attributes import Attribute, BoolAttr, DenseArrayAttr, UnitAttr, i32, i64, index
from dfx.ir.core import OpDef, Operation, OperationState, Value, register_op
from dfx.ir.traits import OperandSegments, Pure, operand_groups

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = []


def _operands(p, close: str) -> List[Value]:
    if p.parse_optional_punctuation(close):
        return []
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(close)
    return [p.resolve_operand(u, type=index) for u in units]


def map_dim_count(map_attr: Optional[Attribute]) -> Optional[int]:
    """The number of dimensions of an `affine_map<(d0, d1)[s0] -> ...>`
    attribute (None when it is not one)."""
    text = str(map_attr) if map_attr is not None else ""
    m = re.match(r"affine_map<\(([^)]*)\)", text)
    if m is None:
        return None
    inner = m.group(1).strip()
    return len(inner.split(",")) if inner else 0


def _parse_map_op(p, state: OperationState) -> None:
    loc = p.mark()
    state.properties["map"] = p.parse_attribute()
    dims = _operands(p, ")") if p.parse_optional_punctuation("(") else []
    syms = _operands(p, "]") if p.parse_optional_punctuation("[") else []
    n = map_dim_count(state.properties["map"])
    if n is not None and n != len(dims):
        p.error("dimension operand count does not equal affine map dimension count", loc)
    state.operands = dims + syms
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    state.result_types = [index]


def _print_map_op(pr, op: Operation) -> None:
    n = map_dim_count(op.get_attr("map"))
    if n is None or n > op.num_operands:
        n = op.num_operands
    pr.print(" ")
    pr.print_attribute(op.get_attr("map"))
    pr.print("(")
    pr.print_operands(op.operands[:n])
    pr.print(")")
    if op.num_operands > n:
        pr.print("[")
        pr.print_operands(op.operands[n:])
        pr.print("]")
    pr.print_attr_dict(op, elided=("map",))


for _name in ("affine.apply", "affine.min", "affine.max"):
    register_op(OpDef(_name, traits=(Pure(),), parse=_parse_map_op, print=_print_map_op, inherent={"map"}))


#===----------------------------------------------------------------------===#
# affine.delinearize_index / affine.linearize_index
#===----------------------------------------------------------------------===#


def _parse_basis(p):
    from dfx.dialects.tensor import parse_mixed_list
    static, units = parse_mixed_list(p, "paren")
    return static, [p.resolve_operand(u, type=index) for u in units]


def _print_basis(pr, op: Operation, values) -> None:
    from dfx.dialects.tensor import print_mixed_list
    basis = op.get_attr("static_basis")
    print_mixed_list(pr, getattr(basis, "values", ()), values, "()")


def _parse_delinearize(p, state: OperationState) -> None:
    linear = p.resolve_operand(p.parse_unresolved_operand(), type=index)
    p.parse_keyword("into")
    static, values = _parse_basis(p)
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    state.result_types = p.parse_type_list()
    state.operands = [linear] + values
    state.properties["static_basis"] = DenseArrayAttr(i64, tuple(static))


def _print_delinearize(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" into ")
    _print_basis(pr, op, op.operands[1:])
    pr.print_attr_dict(op, elided=("static_basis",))
    pr.print(" : ")
    pr.print_types(op.result_types)


def _parse_linearize(p, state: OperationState) -> None:
    disjoint = p.parse_optional_keyword("disjoint")
    state.properties["disjoint"] = UnitAttr() if disjoint else BoolAttr(False)
    units = p.parse_unresolved_operand_list("square")
    multi = [p.resolve_operand(u, type=index) for u in units]
    p.parse_keyword("by")
    static, values = _parse_basis(p)
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    state.operands = multi + values
    state.properties["static_basis"] = DenseArrayAttr(i64, tuple(static))
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (len(multi), len(values)))


def _print_linearize(pr, op: Operation) -> None:
    multi, basis = operand_groups(op, ("multi_index", "dynamic_basis"))
    if isinstance(op.get_attr("disjoint"), UnitAttr):
        pr.print(" disjoint")
    pr.print(" [")
    pr.print_operands(multi)
    pr.print("] by ")
    _print_basis(pr, op, basis)
    pr.print_attr_dict(op, elided=("static_basis", "disjoint", "operandSegmentSizes"))
    pr.print(" : ")
    pr.print_type(op.results[0].type)


register_op(OpDef("affine.delinearize_index", traits=(Pure(),), parse=_parse_delinearize,
                  print=_print_delinearize, inherent={"static_basis"}))
register_op(OpDef("affine.linearize_index", traits=(Pure(), OperandSegments(("multi_index", "dynamic_basis"))),
                  parse=_parse_linearize, print=_print_linearize,
                  inherent={"static_basis", "disjoint", "operandSegmentSizes"}))
