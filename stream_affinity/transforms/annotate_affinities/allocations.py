"""`annotate-affinities --allocations`: writes the allocation affinity of
every value that needs storage (`stream_affinity.analysis.allocation`) as

    stream.affinities.allocations = [A0, A1, ...]

on its op, one entry per result: the affinity (one device, or
`#hal.device.optimal<[...]>`), or `unit` for a result that needs no fresh
storage (a timepoint, a tied result, a captured value passed through) or
whose affinity is unknown.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, Attribute, UnitAttr
from dfx.ir.core import Operation

from stream_affinity.analysis.allocation import allocation_affinity, allocation_sites

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List

__all__ = ["annotate_allocations", "ALLOCATIONS_ATTR_NAME"]

ALLOCATIONS_ATTR_NAME = "stream.affinities.allocations"


def annotate_allocations(module: Operation, analysis) -> int:
    """Annotates |module| from a solved |analysis| (run with
    `seed_consumers=True`); returns the number of values annotated."""
    entries: Dict[Operation, List[Attribute]] = {}
    count = 0
    for op, index in allocation_sites(module):
        row = entries.setdefault(op, [UnitAttr()] * op.num_results)
        a = allocation_affinity(analysis, op, index)
        if a is not None:
            row[index] = a
            count += 1
    for op, row in entries.items():
        op.set_attr(ALLOCATIONS_ATTR_NAME, ArrayAttr(tuple(row)))
    return count
