"""The dynamic dimensions the IR already holds for a shaped value.

Shape-carrying ops declare, in their invariants, which index operands give
the `?` dimensions of which values (`OpInvariants.dims`: a value group and
its dims group). `find_dynamic_dims(v)` reads them off |v|'s producer,
walking through tied results to the operand they alias when the producer
declares nothing for |v| (what IREE's `findDynamicDims` does for
shape-aware and tied ops). Iterative: a chain of any length is fine.
"""

from __future__ import annotations

from dfx.ir.core import Operation, Value
from dfx.ir.invariant_checker import _plain_ranges
from dfx.ir.invariants import Group, tensor_dynamic_dims
from dfx.ir.traits import OperandSegments, TiedOp, segment_sizes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence, Tuple

__all__ = ["declared_dynamic_dims", "find_dynamic_dims"]


def _ranges(groups: Sequence[Group], sizes: Optional[Sequence[int]], n: int) -> List[Tuple[int, int]]:
    """(start, length) of each group: from segment sizes when the op has
    them, else with the variadic group taking what the fixed ones leave
    (declarations have at most one then)."""
    if sizes is not None and len(sizes) == len(groups):
        out, pos = [], 0
        for s in sizes:
            out.append((pos, s))
            pos += s
        return out
    return _plain_ranges(tuple(groups), n)


def _group_values(op: Operation, name: str) -> Optional[List[Value]]:
    inv = op.definition.invariants if op.definition is not None else None
    if inv is None:
        return None
    for groups, values, segmented in ((inv.operand_groups, op.operands, True),
                                      (inv.result_groups, op.results, False)):
        if not groups:
            continue
        sizes = None
        if segmented and op.get_trait(OperandSegments) is not None:
            sizes = segment_sizes(op)
        for g, (start, size) in zip(groups, _ranges(groups, sizes, len(values))):
            if g.name == name:
                return list(values[start:start + size])
    return None


def declared_dynamic_dims(op: Operation, value: Value) -> Optional[List[Value]]:
    """The dims |op| declares for |value| (one of its operands or results),
    or None when it declares none."""
    inv = op.definition.invariants if op.definition is not None else None
    if inv is None or not (inv.dims or inv.derived_dims):
        return None
    count = inv.dim_count or tensor_dynamic_dims
    for value_group, dims_group in inv.dims + inv.derived_dims:
        members = _group_values(op, value_group)
        if not members or value not in members:
            continue
        dims = _group_values(op, dims_group) or []
        pos = sum(count(m.type) for m in members[:members.index(value)])
        need = count(value.type)
        if pos + need <= len(dims):
            return dims[pos:pos + need]
    return None


def find_dynamic_dims(value: Value) -> Optional[List[Value]]:
    """The dims of |value|'s `?` dimensions as its producers hold them
    (empty for a static shape), or None when no producer says."""
    if tensor_dynamic_dims(value.type) == 0:
        return []
    seen = set()
    while value is not None and id(value) not in seen:
        seen.add(id(value))
        op = value.defining_op
        if op is None:
            return None
        dims = declared_dynamic_dims(op, value)
        if dims is not None:
            return dims
        tied = op.get_trait(TiedOp)
        value = tied.tied_operand(op, value.index) if tied is not None else None
    return None
