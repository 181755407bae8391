"""Block-argument simplification for `encode-host-tensors`: what MLIR's
greedy driver does to every region after its patterns (iree-opt 3.2.0 runs
it at the aggressive level), for the branches of the `cf` dialect:

* an argument no op uses is dropped, with the operands every predecessor
  passes to it;
* an argument every predecessor passes the same value for (other than the
  argument itself) is replaced by that value and dropped.

* a block equal to an earlier one of the region (the same argument
  types, and op for op the same names, attributes, result types and
  successors, operands corresponding arguments and results or values from
  outside, nothing used outside it) is merged into it: its predecessors
  branch to the earlier block, and each outside operand that differs
  becomes a new argument of the earlier block, which every predecessor
  passes its own block's value.

Blocks reached from a branch we do not know are left alone. Unreachable
blocks are not erased (docs/divergences.md E4).
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr
from dfx.ir.core import Block, Operation, WalkOrder
from dfx.ir.traits import BranchOp

__all__ = ["simplify_block_arguments"]

_BRANCHES = ("cf.br", "cf.cond_br", "cf.switch")


def _resize(op: Operation, name: str, index: int, by: int = -1) -> None:
    a = op.get_attr(name)
    values = list(a.values)
    values[index] += by
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


def _add_operand(op: Operation, successor: int, value) -> None:
    start, n = op.get_trait(BranchOp).successor_operand_range(op, successor)
    op.insert_operands(start + n, [value])
    if op.name == "cf.cond_br":
        _resize(op, "operandSegmentSizes", 1 + successor, 1)
    elif op.name == "cf.switch":
        _resize(op, "operandSegmentSizes", 1 if successor == 0 else 2, 1)
        if successor:
            _resize(op, "case_operand_segments", successor - 1, 1)


def _mismatches(leader: Block, block: Block):
    """The (op, operand) positions where |block| uses another outside value
    than |leader|, or None when the blocks are not equal up to those."""
    if [a.type for a in leader.arguments] != [a.type for a in block.arguments]:
        return None
    ours, theirs = leader.ops, block.ops
    if len(ours) != len(theirs):
        return None
    mapping = dict(zip(block.arguments, leader.arguments))
    local = set(leader.arguments)
    mismatches = []
    for k, (a, b) in enumerate(zip(ours, theirs)):
        if (a.name != b.name or a.regions or b.regions or a.properties != b.properties
                or a.attributes != b.attributes or a.result_types != b.result_types
                or a.successors != b.successors or a.num_operands != b.num_operands):
            return None
        for j, (u, v) in enumerate(zip(a.operands, b.operands)):
            if mapping.get(v, v) is u:
                continue
            if u in local or v in mapping:
                return None
            mismatches.append((k, j))
        for r, s in zip(a.results, b.results):
            if any(user.parent is not block for user in s.users()):
                return None
            mapping[s] = r
            local.add(r)
    return mismatches


def _merge_identical(region) -> bool:
    """MLIR's block merging: blocks gather in clusters behind the first
    equal block (the leader); the positions any member differs in become
    new leader arguments (in op, then operand order)."""
    clusters = []  # [leader, [(block, mismatches)], positions]
    for block in region.blocks[1:]:
        edges = block.predecessor_edges
        if not edges or any(op.name not in _BRANCHES for op, _ in edges):
            continue
        for cluster in clusters:
            mismatches = _mismatches(cluster[0], block)
            if mismatches is not None:
                cluster[1].append(block)
                cluster[2].update(mismatches)
                break
        else:
            clusters.append([block, [], set()])
    changed = False
    for leader, members, positions in clusters:
        if not members:
            continue
        groups = [(leader, leader.predecessor_edges)] + [(b, b.predecessor_edges) for b in members]
        for k, j in sorted(positions):
            values = [b.ops[k].operand(j) for b, _ in groups]
            arg = leader.add_argument(values[0].type)
            leader.ops[k].set_operand(j, arg)
            for value, (_, edges) in zip(values, groups):
                for op, s in edges:
                    _add_operand(op, s, value)
        for block, edges in groups[1:]:
            for op, s in edges:
                op.set_successor(s, leader)
            block.erase()
        changed = True
    return changed


def simplify_block_arguments(root: Operation) -> bool:
    """Merges identical blocks, then simplifies the arguments of every
    non-entry block under |root| (regions kept as text excepted); whether
    anything changed."""
    changed = False
    for op in list(root.walk(WalkOrder.PRE, include_self=True)):
        if op is not root and op.parent is None:
            continue  # in a merged block
        for region in op.regions:
            if region.raw is not None or len(region.blocks) < 2:
                continue
            changed |= _merge_identical(region)
            for block in region.blocks[1:]:
                changed |= _simplify_block(block)
    return changed
