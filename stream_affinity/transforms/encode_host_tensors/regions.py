"""Region simplification for `encode-host-tensors`: what MLIR's greedy
driver does to every region after its patterns (iree-opt 3.2.0 runs it at
the aggressive level), for blocks whose predecessors all end in a branch
of the `cf` dialect:

* unreachable blocks are erased;
* block arguments no live op needs are dropped, with the operands every
  predecessor passes to them and the dead ops (liveness as MLIR's region
  DCE: an argument only passed on to dead arguments is dead);
* a block equal to an earlier one of the region (the same argument
  types, and op for op the same names, attributes, result types and
  successors, operands corresponding arguments and results or values from
  outside, nothing used outside it) is merged into it: its predecessors
  branch to the earlier block, and each outside operand that differs
  becomes a new argument of the earlier block, which every predecessor
  passes its own block's value;
* an argument every predecessor passes the same value for (other than the
  argument itself) is replaced by that value and dropped.

Blocks reached from another branch are left alone (docs/divergences.md E4).
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr
from dfx.ir.core import Block, Operation, WalkOrder
from dfx.ir.traits import BranchOp

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable

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


def _known(block: Block) -> list:
    """The predecessor edges of |block| when all are `cf` branches, else
    an empty list (the block is then left alone)."""
    edges = block.predecessor_edges
    return [] if any(op.name not in _BRANCHES for op, _ in edges) else edges


def _erase_unreachable(region) -> bool:
    reachable = {region.blocks[0]}
    worklist = [region.blocks[0]]
    while worklist:
        for successor in worklist.pop().successors:
            if successor not in reachable:
                reachable.add(successor)
                worklist.append(successor)
    dead = [b for b in region.blocks if b not in reachable]
    for block in dead:
        for op in block.ops:
            for nested in op.walk(WalkOrder.PRE, include_self=True):
                nested.set_operands([])
    for block in dead:
        block.erase()
    return bool(dead)


def _successor_position(op: Operation, index: int):
    trait = op.get_trait(BranchOp)
    for s in range(len(op.successors)):
        start, n = trait.successor_operand_range(op, s)
        if start <= index < start + n:
            return s, index - start
    return None


def _drop_dead_arguments(region, removable) -> bool:
    """Arguments no live op needs (MLIR's region DCE liveness: an op that
    |removable| says may go is live only through its results, a value only
    passed on to dead arguments or used by dead ops is dead)."""
    blocks = [b for b in region.blocks[1:] if _known(b)]
    candidates = {a for b in blocks for a in b.arguments}
    if not candidates:
        return False
    top = {op: None for b in region.blocks for op in b.ops}
    live_ops, live_values = set(), set()
    worklist = []

    def mark(value) -> None:
        if value not in live_values:
            live_values.add(value)
            worklist.append(value)

    for op in top:
        for nested in op.walk(WalkOrder.PRE, include_self=False):
            for value in nested.operands:
                mark(value)  # a use inside a nested region: kept
        if op.name in _BRANCHES:
            for index, value in enumerate(op.operands):
                at = _successor_position(op, index)
                if at is None or op.successors[at[0]].arguments[at[1]] not in candidates:
                    mark(value)
        elif not removable(op):
            live_ops.add(op)
            for value in op.operands:
                mark(value)
    while worklist:
        value = worklist.pop()
        if value in candidates:
            for op, s in value.parent_block.predecessor_edges:
                mark(op.get_trait(BranchOp).successor_operands(op, s)[value.index])
            continue
        producer = value.defining_op
        if producer in top and producer not in live_ops:
            live_ops.add(producer)
            for operand in producer.operands:
                mark(operand)
    dead = [(b, [i for i, a in enumerate(b.arguments) if a not in live_values]) for b in blocks]
    for block, indices in dead:
        for i in reversed(indices):
            for op, s in block.predecessor_edges:
                _drop_operand(op, s, i)
    if not any(indices for _, indices in dead):
        return False
    gone = [op for op in top if op not in live_ops and removable(op)]
    for op in gone:
        op.set_operands([])
    for op in gone:
        op.erase()
    for block, indices in dead:
        for i in reversed(indices):
            block.erase_argument(i)
    return True


def _drop_redundant(block: Block) -> bool:
    edges = _known(block)
    if not edges:
        return False
    changed = False
    for i in reversed(range(len(block.arguments))):
        arg = block.arguments[i]
        passed = [op.get_trait(BranchOp).successor_operands(op, s)[i] for op, s in edges]
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
    buckets = {}  # clusters by a key equal blocks share (MLIR hashes them too)
    for block in region.blocks[1:]:
        if not _known(block):
            continue
        key = (tuple(a.type for a in block.arguments),
               tuple((op.name, tuple(op.result_types), tuple(map(id, op.successors))) for op in block.ops))
        bucket = buckets.setdefault(key, [])
        for cluster in bucket:
            mismatches = _mismatches(cluster[0], block)
            if mismatches is not None:
                cluster[1].append(block)
                cluster[2].update(mismatches)
                break
        else:
            bucket.append([block, [], set()])
            clusters.append(bucket[-1])
    changed = False
    for leader, members, positions in clusters:
        if not members:
            continue
        groups = [(leader, leader.predecessor_edges)] + [(b, b.predecessor_edges) for b in members]
        ops_of = [b.ops for b, _ in groups]  # one snapshot per block (operands change, not ops)
        for k, j in sorted(positions):
            values = [ops[k].operand(j) for ops in ops_of]
            arg = leader.add_argument(values[0].type)
            ops_of[0][k].set_operand(j, arg)
            for value, (_, edges) in zip(values, groups):
                for op, s in edges:
                    _add_operand(op, s, value)
        for block, edges in groups[1:]:
            for op, s in edges:
                op.set_successor(s, leader)
            block.erase()
        changed = True
    return changed


def simplify_block_arguments(root: Operation, removable: Callable[[Operation], bool]) -> bool:
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
            changed |= _erase_unreachable(region)
            changed |= _drop_dead_arguments(region, removable)
            changed |= _merge_identical(region)
            for block in region.blocks[1:]:
                changed |= _drop_redundant(block)
    return changed
