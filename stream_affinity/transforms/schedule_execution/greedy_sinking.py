"""The last phase of `schedule-execution`'s cleanup: sinking awaits, splats
and allocas towards their users and grouping awaits on one timepoint, in
the order MLIR's greedy rewrite driver visits them.

Upstream ends the pass with a greedy application of every registered
canonicalization. Where awaits end up, and so the operand order of a
grouped `stream.timepoint.await`, depends on the order in which the driver
visits ops and revisits the ones a rewrite touched: an await that sinks
below its siblings before it is grouped collects only the awaits still
below it. This module replays that order for the patterns that move or
merge these ops (the other cleanup phases have already reached their fixed
point and do not interact with them):

* the worklist starts as a post-order walk of the function body (nested
  ops before their parent, in block order), and the driver takes ops from
  its end, so a block is visited bottom-up;
* pushing an op already on the worklist leaves it where it is; an op the
  driver took off is pushed again (to the end) when a rewrite modifies it
  (an await moved by the sinking rewrite) or replaces one of its operands,
  and a new op is pushed with its ancestors; erasing an op pushes the
  producer of each operand that is left with at most one other user;
* rounds repeat (a fresh post-order walk each) while a round changed
  something, at most 10 as in MLIR's default configuration.

Per op, the patterns are tried in upstream's order: for an await, drop it
on an immediate timepoint, sink it to its first user (when that is stable:
some op in between is not itself a sink candidate, or does not feed the
target), group it with the later awaits of its block on the same timepoint
whose operands are all available at it (the group keeps program order),
fold duplicate operands, drop it when unused; for a splat or an alloca,
drop it when unused, otherwise sink it to its single user, to its first
user when all users are in its block, or else to the first op of the
users' nearest common dominator block that contains one of them (or that
block's terminator). A splat moves without notifying the driver (upstream
moves it directly, not through the rewriter).

Cost: the worklist holds only ops some pattern may rewrite (visiting any
other does nothing), and a merge keeps its largest member in place instead
of building a new await (`_Driver._merge`; same result, worklist and use
lists, checked by tests/stream_affinity/test_greedy_merge.py): its operands
stay in place (`Operation.splice_operands`). What stays quadratic, as
upstream is, for N awaits merged one at a time on one timepoint: each
merge still renumbers the kept member's operands and results and moves
its uses of shared values (sizes, the timepoint) to the newest place, and
each grouping passes over the timepoint's users (`Block.later_ops`), at a
smaller cost per operand than a rebuild (docs/performance.md).
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr, i32
from dfx.ir.core import Block, Operation, OpResult, Value, WalkOrder
from dfx.ir.traits import Terminator
from dfx.rewrite.canonicalize import FOLDERS

from stream_affinity.transforms.schedule_execution import current
from stream_affinity.transforms.schedule_execution.block_order import (BlockTree, dominates_point,
                                                                       nearest_common_dominator)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = ["sink_and_group"]

_SINK_CANDIDATES = ("stream.async.splat", "stream.async.alloca", "stream.timepoint.await")
_MAX_ROUNDS = 10


class _Worklist:
    """MLIR's greedy worklist: a stack of ops with O(1) membership. Only
    the ops some pattern may rewrite (|relevant|) are kept: taking any
    other op off the list does nothing, so leaving it out changes neither
    the order of the others nor the result."""

    def __init__(self, relevant):
        self.items: List[Optional[Operation]] = []
        self.index: Dict[Operation, int] = {}
        self.relevant = relevant

    def push(self, op: Operation) -> None:
        if op in self.index or not self.relevant(op.name):
            return
        self.index[op] = len(self.items)
        self.items.append(op)

    def pop(self) -> Optional[Operation]:
        while self.items:
            op = self.items.pop()
            if op is not None:
                del self.index[op]
                return op
        return None

    def remove(self, op: Operation) -> None:
        i = self.index.pop(op, None)
        if i is not None:
            self.items[i] = None


def _segment(op: Operation, i: int) -> List[Value]:
    """Operand group |i| of |op| (an await: resources, sizes, timepoint)."""
    a = op.properties.get("operandSegmentSizes")
    sizes = [int(v) for v in a.values] if isinstance(a, DenseArrayAttr) else [op.num_operands]
    start = sum(sizes[:i])
    return op.operands[start:start + sizes[i]]


def _await_timepoint(op: Operation) -> Value:
    """The timepoint of an await (its third operand group), without
    listing the other operands."""
    a = op.properties.get("operandSegmentSizes")
    if not isinstance(a, DenseArrayAttr):
        return _segment(op, 2)[0]
    sizes = a.values
    return op.operand(int(sizes[0]) + int(sizes[1]))


def _await_counts(op: Operation) -> Tuple[int, int]:
    """(number of resources, number of sizes) of an await."""
    a = op.properties.get("operandSegmentSizes")
    if isinstance(a, DenseArrayAttr):
        return int(a.values[0]), int(a.values[1])
    return len(_segment(op, 0)), len(_segment(op, 1))


class _LazySet:
    """Membership in |values|, the set built on the first question (most
    merges never ask: their operands' producers are not rewritten)."""

    __slots__ = ("values", "set")

    def __init__(self, values):
        self.values = values
        self.set = None

    def __contains__(self, v) -> bool:
        if self.set is None:
            self.set = set(self.values)
        return v in self.set


def _make_await(timepoint: Value, resources: List[Value], sizes: List[Value], location) -> Operation:
    return Operation("stream.timepoint.await", list(resources) + list(sizes) + [timepoint],
                     [r.type for r in resources],
                     {"operandSegmentSizes": DenseArrayAttr(i32, (len(resources), len(sizes), 1))},
                     location=location)


class _Driver:
    def __init__(self, func: Operation, tree: Optional[BlockTree], rules: str = "seed"):
        self.func = func
        self.tree = tree if tree is not None else BlockTree()
        # Under the current rules (3.13) splat-valued constants become
        # splats and splat/fill patterns narrow (`current`).
        self.current = rules == "current"
        names = set(_SINK_CANDIDATES)
        if self.current:
            names.update(current.PATTERN_OPS)
            names.add("stream.async.clone")
        self._pattern_names = frozenset(names)
        if not self.current:
            self.relevant = self._pattern_names.__contains__  # type: ignore[method-assign]
        self.worklist = _Worklist(self.relevant)
        self.folder = current.ConstantFolder(func) if self.current else None

    # -- notifications ---------------------------------------------------

    def relevant(self, name: str) -> bool:
        """Whether the driver may rewrite an op named |name| (`run`'s
        dispatch): no other op needs to be on the worklist."""
        # (Under the seed rules an instance attribute replaces this method
        # by the set's own membership test.)
        return name in self._pattern_names or (self.current and name in FOLDERS)

    def push_with_ancestors(self, op: Operation) -> None:
        # MLIR also pushes the op's ancestors up to the function; those are
        # region ops, which no pattern here rewrites, so only the op counts.
        self.worklist.push(op)

    def replace_uses(self, old: Value, new: Value) -> None:
        self.push_users(old)
        old.replace_all_uses_with(new)

    def push_users(self, value: Value) -> None:
        """Queues the users of |value| (newest use first) that a pattern
        may rewrite, as replacing its uses does."""
        relevant = self.relevant
        for user in value.users():
            if relevant(user.name):
                self.worklist.push(user)

    def erase(self, op: Operation) -> None:
        self.push_freed_producers(op, op.operands, (op,))
        for nested in op.walk(WalkOrder.POST):
            self.worklist.remove(nested)
        op.erase()

    def push_freed_producers(self, op: Operation, operands: List[Value], excluded, also=None) -> None:
        """What erasing |op| (whose operands were |operands|) queues: the
        producer of each distinct operand left with at most one user. The
        users counted are those other than the ops in |excluded| (|op|,
        and an op that replaces it and takes over its uses), plus |op|
        itself when |also| (a set of values) holds the operand: an op
        replaced in place still counts as a separate user until its turn
        (`group_awaits`). Producers no pattern rewrites are skipped
        without counting."""
        relevant = self.relevant
        for v in dict.fromkeys(operands):  # each distinct operand once
            if not isinstance(v, OpResult) or not relevant(v.owner.name):
                continue
            others = 1 if also is not None and v in also else 0
            seen = []
            for user in v.iter_users():
                if user in excluded or user in seen:
                    continue
                seen.append(user)
                others += 1
                if others > 1:
                    break
            if others <= 1:
                self.push_with_ancestors(v.owner)

    # -- the walk ----------------------------------------------------------

    def run(self) -> bool:
        changed_any = False
        for _ in range(_MAX_ROUNDS):
            for op in self.func.walk(WalkOrder.POST, include_self=False):
                if self.current and op.parent is not None and current.is_folder_constant(op):
                    # MLIR's operation folder registers the constants while
                    # it fills the worklist (uniquing and hoisting them);
                    # one a rewrite creates stays where it was made until
                    # the next round.
                    if not self.folder.insert_known_constant(op, self.erase):
                        continue
                self.worklist.push(op)
            changed = False
            while True:
                op = self.worklist.pop()
                if op is None:
                    break
                if op.parent is None:
                    continue
                if op.name == "stream.timepoint.await":
                    changed |= self.visit_await(op)
                elif self.current and op.name in current.PATTERN_OPS and self.visit_pattern(op):
                    changed = True
                elif self.current and op.name == "stream.async.clone" and self.visit_clone(op):
                    changed = True
                elif self.current and op.name in FOLDERS and self.visit_folder(op):
                    changed = True
                elif op.name in ("stream.async.splat", "stream.async.alloca"):
                    changed |= self.visit_alloca_like(op)
            changed_any |= changed
            if not changed:
                break
        return changed_any

    # -- awaits --------------------------------------------------------------

    def visit_await(self, op: Operation) -> bool:
        tp = _await_timepoint(op)
        if isinstance(tp, OpResult) and tp.owner.name == "stream.timepoint.immediate":
            for r, v in zip(op.results, _segment(op, 0)):
                self.replace_uses(r, v)
            self.erase(op)
            return True
        sync = op.get_attr("sync") is not None
        if not sync and self.sink_await(op):
            self.worklist.push(op)
            return True
        if self.group_awaits(op, tp):
            return True
        if self.fold_duplicates(op):
            return True
        if not sync and not any(r.has_uses for r in op.results):
            self.erase(op)
            return True
        return False

    def _ancestor_beside(self, op: Operation, block: Block) -> Optional[Operation]:
        """The op (|op| or one enclosing it) that sits in a block of the op
        owning |block|'s region, or None: found in O(log depth) steps with
        the pass' block depths, not by climbing every level."""
        ublock = op.parent
        if ublock is None:
            return None
        tree = self.tree
        levels = tree.depth_of(ublock) - tree.depth_of(block)
        if levels < 0:
            return None
        if levels:
            inner = tree.ancestor(ublock, levels - 1)
            op = inner.parent_op if inner is not None else None
            if op is None or op.parent is None:
                return None
        return op if op.parent.parent_op is block.parent_op else None

    def sink_await(self, op: Operation) -> bool:
        block = op.parent
        nxt = op.next_op
        if (nxt is not None and not nxt.regions and len(block.parent.blocks) == 1
                and any(isinstance(v, OpResult) and v.owner is op for v in nxt.operands)):
            # The next op reads a result: in a region of one block it is
            # the first user, the target, and a move there is no move.
            return False
        users: Dict[Operation, None] = {}
        blocks: List[Block] = []
        one_block = True  # every user found so far is in |block|
        for r in op.results:
            for u in r.users():
                if u.parent is block:  # the common case, without depths
                    anc = u
                else:
                    anc = self._ancestor_beside(u, block)
                    if anc is None:
                        continue
                    one_block = one_block and anc.parent is block
                if anc in users:
                    continue
                users[anc] = None
                blocks.append(anc.parent)
        if not users:
            return False
        target_block = block if one_block else nearest_common_dominator(blocks)
        if target_block is None:
            return False
        target = target_block.last_op
        for u in users:
            if u.parent is target_block and u.is_before_in_block(target):
                target = u
        if target is None or not _can_stably_sink(op, target):
            return False
        op.move_before(target)
        return True

    def group_awaits(self, op: Operation, tp: Value) -> bool:
        block = op.parent
        covered: List[Operation] = []
        # Whether an operand is available at |op|, per defining op (the
        # answer is the same for all its results) or block argument: the
        # awaits share their producers, sizes and timepoint.
        available: Dict[object, bool] = {}
        tree = self.tree
        # (Most users are awaits above |op|, dropped first, in one pass.)
        for user in block.later_ops(op, tp.users()):
            if user.name != "stream.timepoint.await" or user.get_attr("sync") is not None:
                continue
            ok = True
            for v in user.operands:
                key = v.owner if isinstance(v, OpResult) else v
                known = available.get(key)
                if known is None:
                    known = available[key] = dominates_point(v, block, op, tree)
                if not known:
                    ok = False
                    break
            if ok:
                covered.append(user)
        if not covered:
            return False
        self._merge([op] + covered, tp, op)
        return True

    def _merge(self, covered: List[Operation], tp: Value, op: Operation) -> None:
        """Replaces the awaits |covered| (in program order, |op| first)
        with one await at |op|'s place: their resources and sizes in that
        order, |op|'s location, no other attribute. Upstream builds a new
        op; here the member with the most resources becomes it: its
        operands stay where they are in the new operand list
        (`Operation.splice_operands`, which leaves the use lists as a new
        op's would be) and its results are renumbered, so that a merge
        costs time in the operands of the others, not a rebuild of every
        use. The worklist sees what it sees upstream: the new op queued
        first, then per member in order the users of its results and the
        producers its erasure frees (a kept member counts as a separate
        user of its operands until its turn)."""
        counts = [_await_counts(m) for m in covered]
        keep_i = 0
        for i, (n_res, _) in enumerate(counts):
            if n_res > counts[keep_i][0]:
                keep_i = i
        keep = covered[keep_i]
        kept_res, kept_sizes = counts[keep_i]
        kept_results = keep.results
        kept_operands = keep.operands  # (before the merge, as upstream's erasure sees them)
        kept_users = keep.users()  # (unchanged until its turn below: no member reads |keep|)
        operand_lists: List[Optional[List[Value]]] = []
        res_parts: list = []
        size_parts: list = []
        for m, (n_res, n_sizes) in zip(covered, counts):
            if m is keep:
                operand_lists.append(None)
                res_parts.append(slice(0, n_res))
                size_parts.append(slice(n_res, n_res + n_sizes))
            else:
                operands = m.operands
                operand_lists.append(operands)
                res_parts.append(operands[:n_res])
                size_parts.append(operands[n_res:n_res + n_sizes])
        if keep is not op:
            keep.move_before(op)
        # The kept member's timepoint use stays the last operand.
        keep.splice_operands(res_parts + size_parts + [slice(kept_res + kept_sizes, kept_res + kept_sizes + 1)])
        total_res = sum(n for n, _ in counts)
        total_sizes = sum(n for _, n in counts)
        keep.properties = {"operandSegmentSizes": DenseArrayAttr(i32, (total_res, total_sizes, 1))}
        keep.attributes = {}
        keep.location = op.location
        keep.form = None
        results: List[OpResult] = []
        for m, part in zip(covered, res_parts):
            if m is keep:
                for j, r in enumerate(kept_results, len(results)):  # (their types are their resources')
                    r.index = j
                    r.name_hint = None
                results.extend(kept_results)
            else:
                for v in part:
                    results.append(OpResult(v.type, keep, len(results)))
        keep.results = results
        worklist = self.worklist
        worklist.remove(keep)
        worklist.push(keep)  # as the new op
        kept_set = None
        k = 0
        for i, m in enumerate(covered):
            if m is keep:
                relevant = self.relevant
                for user in kept_users:
                    if relevant(user.name):
                        worklist.push(user)
                k += len(kept_results)
                self.push_freed_producers(keep, kept_operands, ())
                continue
            for r in m.results:
                self.replace_uses(r, results[k])
                k += 1
            also = None
            if i < keep_i:
                if kept_set is None:
                    kept_set = _LazySet(kept_operands)
                also = kept_set
            self.push_freed_producers(m, operand_lists[i], (m,), also)
            worklist.remove(m)
            m.erase()

    def fold_duplicates(self, op: Operation) -> bool:
        resources = _segment(op, 0)
        if len(set(resources)) == len(resources):
            return False
        first: Dict[Value, int] = {}
        keep: List[int] = []
        for j, v in enumerate(resources):
            if v not in first:
                first[v] = len(keep)
                keep.append(j)
        if len(keep) == len(resources):
            return False
        sizes = _segment(op, 1)
        new = _make_await(_await_timepoint(op), [resources[j] for j in keep], [sizes[j] for j in keep], op.location)
        if op.get_attr("sync") is not None:
            new.attributes["sync"] = op.get_attr("sync")
        op.parent.insert_before(new, op)
        self.push_with_ancestors(new)
        for j, r in enumerate(op.results):
            self.replace_uses(r, new.results[first[resources[j]]])
        self.erase(op)
        return True

    # -- 3.13's constant patterns ---------------------------------------------

    def visit_pattern(self, op: Operation) -> bool:
        """A splat-valued `stream.async.constant` becomes a splat; a splat
        or fill pattern narrows (the constants these create wait for the
        next round, `current.ConstantFolder`)."""
        # A replaced constant's users are modified in place by the
        # replacement: MLIR's driver queues them after the new ops.
        users = list(dict.fromkeys(op.results[0].users())) if op.name == "stream.async.constant" else []
        new_ops = current.rewrite_pattern(op)
        if new_ops is None:
            return False
        for new in new_ops:
            if new is op:
                self.push_modified(new)
            elif new.name != "arith.constant":
                self.worklist.push(new)
        for user in users:
            self.push_modified(user)
        return True

    def visit_clone(self, op: Operation) -> bool:
        """A clone of a splat (one a constant became in this run) or of a
        clone folds as `current.fold_clone` says; the ops it made
        and the users it changed are queued."""
        users = list(dict.fromkeys(op.results[0].users()))
        source = op.operand(0)
        for nested in op.walk(WalkOrder.POST):
            self.worklist.remove(nested)
        new_ops = current.fold_clone(op)
        if new_ops is None:
            return False
        if isinstance(source, OpResult) and not source.has_uses:
            self.worklist.push(source.owner)
        for new in new_ops:
            self.worklist.push(new)
        for user in users:
            self.push_modified(user)
        return True

    def visit_folder(self, op: Operation) -> bool:
        """The op's registered folder (`dfx.rewrite.register_folder`), as
        the driver tries it before the patterns."""
        new = FOLDERS[op.name](op)
        if new is None:
            return False
        for r, v in zip(op.results, new):
            self.replace_uses(r, v)
        self.erase(op)
        return True

    def push_modified(self, op: Operation) -> None:
        # An op a rewrite modified in place goes (back) on the worklist.
        self.worklist.remove(op)
        self.worklist.push(op)

    # -- splats and allocas --------------------------------------------------

    def visit_alloca_like(self, op: Operation) -> bool:
        result = op.results[0]
        if not result.has_uses:
            self.erase(op)
            return True
        users = list(dict.fromkeys(result.users()))
        block = op.parent
        if len(users) == 1:
            target = users[0]
        elif all(u.parent is block for u in users):
            target = users[0]
            for u in users[1:]:
                if u.is_before_in_block(target):
                    target = u
        else:
            dom = _common_dominator([u.parent for u in users])
            if dom is None:
                return False
            target = dom.last_op
            for u in users:
                anc = _ancestor_in_block(u, dom)
                if anc is not None and anc.is_before_in_block(target):
                    target = anc
        if target is None or not _can_stably_sink(op, target):
            return False
        op.move_before(target)
        return True


def _block_chain(block: Block) -> List[Block]:
    """|block| and the blocks of its enclosing ops, innermost first."""
    chain = [block]
    while True:
        op = chain[-1].parent_op
        if op is None or op.parent is None:
            return chain
        chain.append(op.parent)


def _common_dominator(blocks: List[Block]) -> Optional[Block]:
    """The nearest block dominating all of |blocks|, looking through
    enclosing ops when they are in different regions (as MLIR's dominance
    info does)."""
    common: Optional[Block] = blocks[0]
    for b in blocks[1:]:
        if common is None:
            return None
        a_chain = _block_chain(common)
        regions = {}
        for x in a_chain:
            regions.setdefault(x.parent, x)
        pair = None
        for y in _block_chain(b):
            if y.parent in regions:
                pair = (regions[y.parent], y)
                break
        if pair is None:
            return None
        common = nearest_common_dominator(list(pair))
    return common


def _ancestor_in_block(op: Operation, block: Block) -> Optional[Operation]:
    cur: Optional[Operation] = op
    while cur is not None and cur.parent is not block:
        cur = cur.parent_op
    return cur


def _can_stably_sink(op: Operation, target: Operation) -> bool:
    """Whether moving |op| before |target| cannot make sinking rewrites
    undo each other (upstream's rule): never a no-op move; always to
    another block; within the block only when some op from |op| up to
    |target| is not a sink candidate, or (for a target without regions
    that is not a terminator) does not produce one of its operands."""
    if op.next_op is target:
        return False
    if op.parent is not target.parent:
        return True
    pruning = not target.has_trait(Terminator) and not target.regions
    producers = {v.owner for v in target.operands if isinstance(v, OpResult)} if pruning else set()
    cur: Optional[Operation] = op
    while cur is not None and cur is not target:
        if cur.name not in _SINK_CANDIDATES:
            return True
        if pruning and cur not in producers:
            return True
        cur = cur.next_op
    return False


def sink_and_group(func: Operation, tree: Optional[BlockTree] = None, rules: str = "seed") -> bool:
    """Sinks awaits, splats and allocas and groups awaits in |func| in the
    greedy driver's order (see the module docstring), with 3.13's splat
    patterns under the `current` |rules|; whether it changed anything."""
    return _Driver(func, tree, rules).run()
