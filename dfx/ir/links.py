"""The IR's link consistency check (`verify_links`, which the IR tests
call after every mutation): parent links, intrusive op lists,
use lists and predecessor edges agree with each other."""

from __future__ import annotations

from dfx.ir.core import IRError, Operation, WalkOrder

__all__ = ["verify_links"]


def verify_links(root: Operation) -> None:
    """Asserts that parent links, the op lists and use lists under |root| are
    consistent. Raises IRError describing the first problem found."""
    for op in root.walk(WalkOrder.PRE):
        for i, use in enumerate(op._operands):
            if use.owner is not op or use.index != i:
                raise IRError(f"{op.name}: operand {i} has a stale Use record")
            if use not in use.value._uses:
                raise IRError(f"{op.name}: operand {i} missing from its value's use list")
        for r in op.results:
            for use in r._uses:
                if use.owner._operands[use.index] is not use:
                    raise IRError(f"{op.name}: result {r.index} lists a dead use")
        for i, b in enumerate(op._successors):
            if (op, i) not in b._pred_edges:
                raise IRError(f"{op.name}: successor {i} misses the predecessor edge")
        for region in op.regions:
            if region.parent is not op:
                raise IRError(f"{op.name}: region parent link broken")
            for block in region.blocks:
                if block.parent is not region:
                    raise IRError(f"{op.name}: block parent link broken")
                for a in block.arguments:
                    for use in a._uses:
                        if use.owner._operands[use.index] is not use:
                            raise IRError("block argument lists a dead use")
                prev = None
                n = 0
                cur = block._first
                while cur is not None:
                    if cur.parent is not block or cur._prev is not prev:
                        raise IRError(f"{op.name}: op list links broken at {cur.name}")
                    prev = cur
                    cur = cur._next
                    n += 1
                if prev is not block._last or n != block._count:
                    raise IRError(f"{op.name}: op list tail/count broken")
