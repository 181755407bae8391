"""Block-argument simplification for `encode-host-tensors`: what MLIR's
greedy driver does to every region after its patterns (iree-opt 3.2.0 runs
it at the aggressive level), for the branches of the `cf` dialect:

* an argument no op uses is dropped, with the operands every predecessor
  passes to it;
* an argument every predecessor passes the same value for (other than the
  argument itself) is replaced by that value and dropped.

Blocks reached from a branch we do not know keep their arguments.
Unreachable blocks are not erased and identical blocks are not merged
(docs/divergences.md E4).
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr
from dfx.ir.core import Block, Operation, WalkOrder
from dfx.ir.traits import BranchOp

__all__ = ["simplify_block_arguments"]

_BRANCHES = ("cf.br", "cf.cond_br", "cf.switch")


def _resize(op: Operation, name: str, index: int) -> None:
    a = op.get_attr(name)
    values = list(a.values)
    values[index] -= 1
    op.set_attr(name, DenseArrayAttr(a.element, tuple(values)))


def _drop_operand(op: Operation, successor: int, position: int) -> None:
    start, _ = op.get_trait(BranchOp).successor_operand_range(op, successor)
    op.erase_operand(start + position)
    if op.name == "cf.cond_br":
        _resize(op, "operandSegmentSizes", 1 + successor)
    elif op.name == "cf.switch":
        _resize(op, "operandSegmentSizes", 1 if successor == 0 else 2)
        if successor:
            _resize(op, "case_operand_segments", successor - 1)


def _simplify_block(block: Block) -> bool:
    edges = block.predecessor_edges
    if not edges or any(op.name not in _BRANCHES for op, _ in edges):
        return False
    changed = False
    for i in reversed(range(len(block.arguments))):
        arg = block.arguments[i]
        passed = [op.get_trait(BranchOp).successor_operands(op, s)[i] for op, s in edges]
        if arg.has_uses:
            common = passed[0]
            if common is arg or any(v is not common for v in passed):
                continue
            arg.replace_all_uses_with(common)
        for op, s in edges:
            _drop_operand(op, s, i)
        block.erase_argument(i)
        changed = True
    return changed


def simplify_block_arguments(root: Operation) -> bool:
    """Simplifies the arguments of every non-entry block under |root|
    (regions kept as text excepted); whether anything changed."""
    changed = False
    for op in root.walk(WalkOrder.PRE, include_self=True):
        for region in op.regions:
            if region.raw is not None or len(region.blocks) < 2:
                continue
            for block in region.blocks[1:]:
                changed |= _simplify_block(block)
    return changed
