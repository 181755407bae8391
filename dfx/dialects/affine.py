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
from typing import List, Optional

from dfx.ir.attributes import Attribute, index
from dfx.ir.core import OpDef, Operation, OperationState, Value, register_op
from dfx.ir.traits import Pure

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
