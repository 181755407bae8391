"""`affine.apply`, `affine.min` and `affine.max` (as dispatch bodies use
them): a map attribute applied to dimension and symbol operands.

    %0 = affine.apply affine_map<()[s0, s1] -> (s1 * s0)>()[%a, %b]
    %1 = affine.min affine_map<(d0)[s0] -> (s0, -d0 + 4)>(%i)[%a]

The number of dimension operands is kept in the `dimCount` property (the
custom syntax shows it through the parentheses).
"""

from __future__ import annotations

from typing import List

from dfx.ir.attributes import IntegerAttr, index
from dfx.ir.core import OpDef, Operation, OperationState, Value, register_op
from dfx.ir.traits import Pure

__all__ = []


def _operands(p, close: str) -> List[Value]:
    if p.parse_optional_punctuation(close):
        return []
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(close)
    return [p.resolve_operand(u, type=index) for u in units]


def _parse_map_op(p, state: OperationState) -> None:
    state.properties["map"] = p.parse_attribute()
    dims = _operands(p, ")") if p.parse_optional_punctuation("(") else []
    syms = _operands(p, "]") if p.parse_optional_punctuation("[") else []
    state.operands = dims + syms
    state.properties["dimCount"] = IntegerAttr(len(dims), index)
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    state.result_types = [index]


def _print_map_op(pr, op: Operation) -> None:
    count = op.get_attr("dimCount")
    n = count.value if isinstance(count, IntegerAttr) else op.num_operands
    pr.print(" ")
    pr.print_attribute(op.get_attr("map"))
    pr.print("(")
    pr.print_operands(op.operands[:n])
    pr.print(")")
    if op.num_operands > n:
        pr.print("[")
        pr.print_operands(op.operands[n:])
        pr.print("]")
    pr.print_attr_dict(op, elided=("map", "dimCount"))


for _name in ("affine.apply", "affine.min", "affine.max"):
    register_op(OpDef(_name, traits=(Pure(),), parse=_parse_map_op, print=_print_map_op,
                      inherent={"map", "dimCount"}))
