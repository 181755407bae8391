"""The `schedule-execution` pass: turns partitions of streamable ops into
`stream.async.execute` regions joined by timepoints.

For every function body (and, depth first, the `scf` regions inside it,
from an explicit stack), each block is partitioned (`partitioner.partition_streamable_ops`,
with 3.2.0's sync rule, or 3.13's in a module where 3.2.0's makes an
invalid partitioning: `partitioner.sync_rule_for`, docs/divergences.md S6); each
partition becomes one `stream.async.execute` op placed after the last op of
the partition, capturing the resources it reads and yielding the ones used
outside; every escaping value is then read through a
`stream.timepoint.await`; once every partition of a block is built and
the originals are erased, the block is sorted topologically (once, as
iree-opt 3.2.0 does; the seed sorted after each partition, see
docs/divergences.md S5). A cleanup then moves and uniques constants as
MLIR's operation folder does (`dfx.rewrite.canonicalize`), folds
`stream.resource.size`, chains awaits into execute
timepoints, folds redundant transfers, tidies joins, removes dead code,
ties in-place results, sinks awaits towards their users and groups awaits
on the same timepoint. The
cleanup implements the subset of upstream canonicalizations that shapes the
output of this pass (SPEC section 10.7). Block order, dominance queries and
the topological sort live in `block_order`.

Cost: linear in the ops of the function, however deep `scf` regions nest
(see docs/performance.md): each nested op's effects are computed once per
function, the sort finds an op's producers from result uses, dominance
queries use `block_order.BlockTree`, and the final use-before-definition
check is one walk.
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr, DialectType, IntegerAttr, Type, i32, index as index_type
from dfx.ir.core import Block, Operation, OpResult, BlockArgument, Region, Value, WalkOrder
from dfx.rewrite.canonicalize import canonicalize
from dfx.ir.traits import Callable, FunctionLike, MemoryEffects, Pure, Terminator, TiedOp, tied_base

from stream_affinity.analysis.attributes import AffinityAttr
from stream_affinity.analysis.interfaces import (AffinityOp, SizeAware, StreamableOp, TransferAffinityOp,
                                                 is_resource_type)
from stream_affinity.transforms.schedule_execution import current
from stream_affinity.transforms.schedule_execution.block_order import (BlockTree, dominates_point, dominator_order,
                                                                       sort_block_topologically)
from stream_affinity.transforms.schedule_execution.greedy_sinking import sink_and_group
from stream_affinity.transforms.schedule_execution.partitioner import (Partition, PartitionSet, explicit_affinity,
                                                                       partition_streamable_ops, sync_rule_for)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = ["schedule_execution", "ScheduleError", "query_size", "sort_block_topologically", "erase_dead_ops"]

TIMEPOINT = DialectType("stream", "timepoint")


class ScheduleError(Exception):
    def __init__(self, message: str, location=None):
        super().__init__(message)
        self.location = location


#===----------------------------------------------------------------------===#
# Small IR helpers
#===----------------------------------------------------------------------===#


def _segments(*sizes: int) -> DenseArrayAttr:
    return DenseArrayAttr(i32, tuple(sizes))


def _seg_sizes(op: Operation) -> List[int]:
    a = op.properties.get("operandSegmentSizes")
    return [int(v) for v in a.values] if isinstance(a, DenseArrayAttr) else [op.num_operands]


def _group(op: Operation, i: int) -> List[Value]:
    sizes = _seg_sizes(op)
    start = sum(sizes[:i])
    return op.operands[start:start + sizes[i]]


def _is_timepoint(t: Type) -> bool:
    return isinstance(t, DialectType) and t.dialect == "stream" and t.name == "timepoint"


def _find_size(value: Value, block: Block, before: Optional[Operation],
               tree: Optional[BlockTree] = None) -> Optional[Value]:
    # Upwards through producers and ties.
    cur = value
    seen = set()
    while isinstance(cur, OpResult) and cur not in seen:
        seen.add(cur)
        op = cur.owner
        sa = op.get_trait(SizeAware)
        if sa is not None:
            s = sa.result_size(op, cur.index)
            if s is not None:
                return s
        tied = op.get_trait(TiedOp)
        nxt = tied.tied_operand(op, cur.index) if tied is not None else None
        if nxt is None:
            break
        cur = nxt
    # Downwards through users (and tied results of users).
    work = [value]
    visited = set()
    while work:
        v = work.pop(0)
        if v in visited:
            continue
        visited.add(v)
        for use in v.uses:
            user = use.owner
            sa = user.get_trait(SizeAware)
            if sa is not None:
                s = sa.operand_size(user, use.index)
                if s is not None and dominates_point(s, block, before, tree):
                    return s
            tied = user.get_trait(TiedOp)
            if tied is not None:
                work.extend(tied.tied_results(user, use.index))
    return None


def query_size(value: Value, block: Block, before: Optional[Operation],
               tree: Optional[BlockTree] = None) -> Optional[Value]:
    """The size of resource |value| usable at the given insertion point
    (|tree|: the pass's `BlockTree`, for speed)."""
    if not is_resource_type(value.type):
        return None
    return _find_size(value, block, before, tree)


def _declared_size(value: Value) -> Optional[Value]:
    if isinstance(value, OpResult):
        sa = value.owner.get_trait(SizeAware)
        if sa is not None:
            return sa.result_size(value.owner, value.index)
    return None


def make_execute(captures: Sequence[Value], capture_sizes: Sequence[Value], result_types: Sequence[Type],
                 result_sizes: Sequence[Value], await_tp: Optional[Value], affinity: Optional[AffinityAttr],
                 tied: Optional[Sequence[int]] = None, location=None) -> Operation:
    props = {"operandSegmentSizes": _segments(len(captures), len(capture_sizes), len(result_sizes),
                                              1 if await_tp is not None else 0)}
    if affinity is not None:
        props["affinity"] = affinity
    if tied is not None and any(t >= 0 for t in tied):
        from dfx.ir.attributes import ArrayAttr
        props["tied_operands"] = ArrayAttr(tuple(IntegerAttr(t, index_type) for t in tied))
    operands = list(captures) + list(capture_sizes) + list(result_sizes) + ([await_tp] if await_tp is not None else [])
    op = Operation("stream.async.execute", operands, list(result_types) + [TIMEPOINT], props,
                   location=location if location is not None else captures[0].parent_block.parent_op.location
                   if captures else None)
    return op


def make_await(timepoint: Value, resources: Sequence[Value], sizes: Sequence[Value], location) -> Operation:
    return Operation("stream.timepoint.await", list(resources) + list(sizes) + [timepoint],
                     [r.type for r in resources],
                     {"operandSegmentSizes": _segments(len(resources), len(sizes), 1)}, location=location)


def make_join(timepoints: Sequence[Value], location) -> Operation:
    return Operation("stream.timepoint.join", list(timepoints), [TIMEPOINT], location=location)


def make_immediate(location) -> Operation:
    return Operation("stream.timepoint.immediate", [], [TIMEPOINT], location=location)


class _Execute:
    """Accessors for a `stream.async.execute` op's operand groups."""

    def __init__(self, op: Operation):
        self.op = op
        sizes = _seg_sizes(op)
        self.n_captures, self.n_capture_sizes, self.n_result_sizes, self.n_await = sizes

    @property
    def captures(self) -> List[Value]:
        return self.op.operands[:self.n_captures]

    @property
    def capture_sizes(self) -> List[Value]:
        return self.op.operands[self.n_captures:self.n_captures + self.n_capture_sizes]

    @property
    def result_sizes(self) -> List[Value]:
        s = self.n_captures + self.n_capture_sizes
        return self.op.operands[s:s + self.n_result_sizes]

    @property
    def await_timepoint(self) -> Optional[Value]:
        return self.op.operands[-1] if self.n_await else None

    @property
    def resource_results(self) -> List[OpResult]:
        return self.op.results[:-1]

    @property
    def timepoint(self) -> OpResult:
        return self.op.results[-1]

    @property
    def body(self) -> Block:
        return self.op.regions[0].blocks[0]

    @property
    def yield_op(self) -> Operation:
        return self.body.last_op

    def tied(self) -> List[int]:
        t = self.op.get_attr("tied_operands")
        out = [-1] * len(self.resource_results)
        if t is not None:
            for i, e in enumerate(t):
                if i < len(out):
                    out[i] = e.value
        return out

    def set_await(self, tp: Optional[Value]) -> None:
        ops = self.op.operands
        if self.n_await:
            ops = ops[:-1]
        if tp is not None:
            ops.append(tp)
        self.op.set_operands(ops)
        self.n_await = 1 if tp is not None else 0
        self.op.properties["operandSegmentSizes"] = _segments(self.n_captures, self.n_capture_sizes,
                                                             self.n_result_sizes, self.n_await)


#===----------------------------------------------------------------------===#
# Building execution regions
#===----------------------------------------------------------------------===#


class _ExecuteBuilder:
    def __init__(self, partition: Partition, block: Block, tree: Optional[BlockTree] = None):
        self.partition = partition
        self.block = block
        self.tree = tree
        self.op_set = set(partition.ops)
        last = None
        for op in partition.ops:
            if op.parent is block and (last is None or last.is_before_in_block(op)):
                last = op
        before = last.next_op if last is not None else block.first_op
        captures = [v for v in partition.ins if is_resource_type(v.type)]
        capture_sizes = []
        for v in captures:
            s = query_size(v, block, before, tree)
            if s is None:
                raise ScheduleError("cannot determine the size of a captured resource",
                                    v.owner.location if isinstance(v, OpResult) else None)
            capture_sizes.append(s)
        result_sizes = []
        for v in partition.outs:
            s = query_size(v, block, before, tree)
            if s is None:
                raise ScheduleError("cannot determine the size of a partition result",
                                    v.owner.location if isinstance(v, OpResult) else None)
            result_sizes.append(s)
        loc = (last or partition.ops[0]).location
        self.execute = make_execute(captures, capture_sizes, [v.type for v in partition.outs], result_sizes,
                                    None, partition.affinity, location=loc)
        body = Block([v.type for v in captures])
        self.execute.add_region(Region([body]))
        if last is not None:
            block.insert_after(self.execute, last)
        else:
            block.prepend(self.execute)
        self.body = body
        self.mapping: Dict[Value, Value] = {v: a for v, a in zip(captures, body.arguments)}
        self.result_sizes = result_sizes

    def offer(self, op: Operation) -> None:
        if op not in self.op_set:
            return
        clone = op.clone(self.mapping)
        self.body.append(clone)
        iface = clone.get_trait(AffinityOp)
        if isinstance(iface, TransferAffinityOp):
            # Each side of a transfer is dropped only when it equals the
            # partition's affinity, so a transfer keeps its destination
            # (upstream's seed-era code dropped `to(...)`; fixed later).
            part = self.partition.affinity
            if part is not None:
                if iface.source_affinity(clone) == part:
                    clone.remove_attr(iface.source_attr)
                if iface.result_affinity(clone) == part:
                    clone.remove_attr(iface.result_attr)
        elif iface is not None and iface.get_affinity(clone) == self.partition.affinity:
            iface.set_affinity(clone, None)

    def finish(self) -> None:
        values = [self.mapping.get(v, v) for v in self.partition.outs]
        sizes = []
        for v in values:
            s = _declared_size(v) or _find_size(v, self.body, None, self.tree)
            sizes.append(s)
        self.body.append(Operation("stream.yield", values + sizes, [],
                                   {"operandSegmentSizes": _segments(len(values), len(sizes))}
                                   if _yield_uses_segments() else {},
                                   location=self.execute.location))

    def await_results(self) -> List[Operation]:
        """Creates one await per result right after the execute op and
        redirects every use of the original values; returns the producers of
        the replaced values."""
        replaced = []
        cursor = self.execute
        ex = _Execute(self.execute)
        for out, res, size in zip(self.partition.outs, ex.resource_results, self.result_sizes):
            aw = make_await(ex.timepoint, [res], [size], self.execute.location)
            self.block.insert_after(aw, cursor)
            cursor = aw
            out.replace_all_uses_with(aw.results[0])
            if isinstance(out, OpResult):
                replaced.append(out.owner)
        return replaced


def _yield_uses_segments() -> bool:
    from dfx.ir.core import lookup_op_def
    d = lookup_op_def("stream.yield")
    return d is not None and "operandSegmentSizes" in d.inherent


def _process_region(root: Region, affinity_of, effects_cache: Dict[Operation, bool], tree: BlockTree,
                    sync_rule: str = "3.2.0", partitioned: Optional[Dict[Block, PartitionSet]] = None) -> None:
    """Schedules every block of |root| and then, depth first, of the `scf`
    regions nested in them (an explicit stack: nesting depth is unbounded).
    |partitioned|: valid partitionings (under |sync_rule|) of blocks of
    |root| computed before anything changed; only the first block
    scheduled can use one (scheduling a block replaces uses in others)."""
    stack: List[Region] = [root]
    while stack:
        region = stack.pop()
        _process_blocks(region, affinity_of, effects_cache, tree, sync_rule, partitioned)
        partitioned = None
        nested: List[Region] = []
        for block in dominator_order(region):
            for op in block:
                if op.dialect == "scf":
                    nested.extend(op.regions)
        stack.extend(reversed(nested))


def _scheduled_blocks(root: Region) -> List[Block]:
    """Every block `_process_region` partitions: those of |root| and of the
    `scf` regions nested in them (an explicit stack)."""
    out: List[Block] = []
    stack: List[Region] = [root]
    while stack:
        region = stack.pop()
        for block in region.blocks:
            out.append(block)
            for op in block:
                if op.dialect == "scf":
                    stack.extend(op.regions)
    return out


def _process_blocks(region: Region, affinity_of, effects_cache: Dict[Operation, bool], tree: BlockTree,
                    sync_rule: str, partitioned: Optional[Dict[Block, PartitionSet]] = None) -> None:
    for block in dominator_order(region):
        partitions = partitioned.get(block) if partitioned else None
        partitioned = None  # the first block only: see `_process_region`
        if partitions is None:
            partitions = partition_streamable_ops(block, affinity_of, effects_cache=effects_cache,
                                                  sync_rule=sync_rule)
            if partitions.empty:
                continue
            errors = partitions.verify(affinity_of, block)
            if errors:
                raise ScheduleError("invalid partitioning: " + "; ".join(errors), block.parent_op.location)
        elif partitions.empty:
            continue
        builders = [_ExecuteBuilder(p, block, tree) for p in partitions]
        executes = {b.execute for b in builders}
        # The builders holding each op, in builder order (an op is offered
        # to those only, not to every builder of the block).
        owners: Dict[Operation, List[_ExecuteBuilder]] = {}
        for b in builders:
            for op in b.op_set:
                owners.setdefault(op, []).append(b)
        dead: Dict[Operation, None] = {}
        for op in list(block):
            if op.has_trait(Terminator):
                continue
            if op in executes:
                continue
            mine = owners.get(op)
            if mine is None:
                continue
            for b in mine:
                b.offer(op)
            if op.get_trait(StreamableOp) is not None:
                dead[op] = None
        for b in builders:
            b.finish()
            for producer in b.await_results():
                dead[producer] = None
        for op in reversed(list(dead)):
            if op.parent is None:
                continue
            if any(r.has_uses for r in op.results):
                continue  # still used (e.g. from another block): keep it
            op.erase()
        sort_block_topologically(block)


def _check_defined_before_use(func: Operation) -> None:
    """Fails when an op of some block (or an op nested in it) uses a value
    defined by a later op of that block. The partitioner can build such a
    cycle through a host op (a splat cloned into a partition that also
    captures a host op reading the splat's original); upstream emits the
    same IR and its verifier rejects it, so the user gets an error, never
    invalid output.

    One pre-order walk of |func|: a use is early when the defining op's
    block encloses the use (it is open on the walk) and the walk has not
    reached the defining op yet. Of several problems the one reported is
    the first in the order of a block-by-block check (blocks in pre-order
    of their ops, then the use's position in the walk, then the operand;
    an op reading its own result counts, as a fold can make one)."""
    block_rank: Dict[Block, int] = {}
    open_blocks: Dict[Block, None] = {}
    seen: set = set()
    first: Optional[Tuple[Tuple[int, int, int], Operation, int, Operation]] = None

    def number_blocks(op: Operation) -> None:
        for r in op.regions:
            for block in r.blocks:
                block_rank[block] = len(block_rank)

    number_blocks(func)
    # Frames: (block being walked, next op of it to visit).
    frames: List[Tuple[Block, Optional[Operation]]] = []
    for r in func.regions:
        for block in reversed(r.blocks):
            frames.append((block, block.first_op))
    position = 0
    while frames:
        block, op = frames[-1]
        if block not in open_blocks:
            open_blocks[block] = None
        if op is None:
            frames.pop()
            del open_blocks[block]
            continue
        frames[-1] = (block, op.next_op)
        position += 1
        number_blocks(op)
        for k, v in enumerate(op.operands):
            if not isinstance(v, OpResult):
                continue
            d = v.owner
            if d in seen or d.parent not in open_blocks:
                continue
            key = (block_rank.get(d.parent, -1), position, k)
            if first is None or key < first[0]:
                first = (key, op, k, d)
        seen.add(op)  # after its operands: an op reading its own result is caught
        for r in reversed(op.regions):
            for nested_block in reversed(r.blocks):
                frames.append((nested_block, nested_block.first_op))
    if first is not None:
        _, op, k, d = first
        where = "is its own result" if d is op else f"is defined later by '{d.name}'"
        raise ScheduleError(
            f"scheduling would use a value before its definition (operand #{k} of "
            f"'{op.name}' {where}): the partitioning has a cycle "
            f"through a host op", op.location)


#===----------------------------------------------------------------------===#
# Cleanup
#===----------------------------------------------------------------------===#


def _all_ops(func: Operation, name: str) -> List[Operation]:
    return [op for op in func.walk(WalkOrder.PRE) if op.name == name]


def _chain_captured_awaits(func: Operation) -> bool:
    changed = False
    for op in _all_ops(func, "stream.async.execute"):
        ex = _Execute(op)
        collected: List[Value] = []
        new_captures = []
        any_replaced = False
        for v in ex.captures:
            d = v.defining_op if isinstance(v, OpResult) else None
            if d is not None and d.name == "stream.timepoint.await" and not d.get_attr("sync"):
                aw_resources = _group(d, 0)
                new_captures.append(aw_resources[v.index])
                tp = _group(d, 2)[0]
                collected.append(tp)
                any_replaced = True
            else:
                new_captures.append(v)
        if not any_replaced:
            continue
        changed = True
        for i, v in enumerate(new_captures):
            op.set_operand(i, v)
        existing = ex.await_timepoint
        if len(collected) == 1 and existing is None:
            ex.set_await(collected[0])
        else:
            tps = ([existing] if existing is not None else []) + collected
            join = make_join(tps, op.location)
            op.parent.insert_before(join, op)
            ex.set_await(join.results[0])
    return changed


def _fold_resource_sizes(func: Operation, tree: Optional[BlockTree] = None) -> bool:
    """Folds `stream.resource.size %r` to the size of |r| that `query_size`
    finds at the op (upstream's folder: up through producers and ties first,
    then down through users whose size operand is available there). After
    partitioning, a size read from a resource that became a partition
    result is read from its await; a size op that made the partitioning go
    through the host (a cycle: the size op reads the await, the execute
    reads the size) folds away, as in iree-opt 3.2.0."""
    changed = False
    for op in _all_ops(func, "stream.resource.size"):
        size = query_size(op.operand(0), op.parent, op, tree)
        if size is None or size is op.results[0]:
            continue
        op.results[0].replace_all_uses_with(size)
        op.erase()
        changed = True
    return changed


def _fold_barriers_of_awaits(func: Operation) -> bool:
    """A `stream.timepoint.barrier` on a result of a
    `stream.timepoint.await` is already covered by the awaited timepoint:
    its resource is the await's operand and its timepoint the await's
    (upstream canonicalization, checked against iree-opt 3.2.0: only a
    direct await result folds, not one reached through tied ops)."""
    changed = False
    for barrier in _all_ops(func, "stream.timepoint.barrier"):
        v = barrier.operand(0)
        aw = v.defining_op if isinstance(v, OpResult) else None
        if aw is None or aw.name != "stream.timepoint.await":
            continue
        barrier.results[0].replace_all_uses_with(_group(aw, 0)[v.index])
        barrier.results[1].replace_all_uses_with(_group(aw, 2)[0])
        barrier.erase()
        changed = True
    return changed


def _fold_transfers(func: Operation, rules: str = "seed") -> bool:
    """Folds redundant `stream.async.transfer` ops (`current.transfer_fold_target`)
    in program order until none is left: stripping the partition's affinity
    from a clone often leaves a transfer with no affinity on either side.
    Under the `current` rules a transfer that only changes the lifetime
    becomes a clone (`transfer_as_clone`)."""
    changed = False
    progress = True
    while progress:
        progress = False
        for op in _all_ops(func, "stream.async.transfer"):
            if op.parent is None:
                continue
            target = current.transfer_fold_target(op, rules)
            if target is None:
                if rules == "current" and current.transfer_as_clone(op) is not None:
                    progress = changed = True
                continue
            op.results[0].replace_all_uses_with(target)
            op.erase()
            progress = changed = True
    return changed


def _normalize_joins(func: Operation) -> bool:
    changed = False
    progress = True
    while progress:
        progress = False
        for join in _all_ops(func, "stream.timepoint.join"):
            if join.parent is None:
                continue
            operands = [v for v in join.operands
                        if not (isinstance(v, OpResult) and v.owner.name == "stream.timepoint.immediate")]
            flat: List[Value] = []
            for v in operands:
                if isinstance(v, OpResult) and v.owner.name == "stream.timepoint.join" and v.owner is not join:
                    for w in v.owner.operands:
                        if w not in flat:
                            flat.append(w)
                elif v not in flat:
                    flat.append(v)
            if not flat:
                imm = make_immediate(join.location)
                join.parent.insert_before(imm, join)
                join.results[0].replace_all_uses_with(imm.results[0])
                join.erase()
                progress = True
                continue
            if len(flat) == 1:
                join.results[0].replace_all_uses_with(flat[0])
                join.erase()
                progress = True
                continue
            if flat != join.operands:
                join.set_operands(flat)
                progress = True
        changed |= progress
    return changed


_ERASABLE_ASYNC = {
    "stream.async.dispatch", "stream.async.transfer", "stream.async.splat", "stream.async.clone",
    "stream.async.copy", "stream.async.update", "stream.async.fill", "stream.async.slice",
    "stream.async.alloca", "stream.async.constant", "stream.async.collective",
}


def _only_reads(op: Operation) -> bool:
    """An op whose declared effects are reads only (`util.global.load`):
    MLIR counts it trivially dead when unused, as a pure op."""
    effects = op.get_trait(MemoryEffects)
    return effects is not None and not op.regions and all(e == "read" for e in effects.effects)


def erase_dead_ops(func: Operation) -> bool:
    """Erases the unused ops below |func| that MLIR counts trivially dead
    (pure ops, the stream async ops, awaits and execution regions, reads)
    until none is left; True if any was."""
    return _dce(func)


def _dce(func: Operation) -> bool:
    """One post-order sweep erasing dead ops, then the producers those
    erasures left unused, until none is left (the ops erased do not depend
    on the order: an erasure never makes another op live)."""
    pending: List[Operation] = []

    def erase_if_dead(op: Operation) -> bool:
        if op.parent is None or op.has_trait(Terminator) or not op.results or any(r.has_uses for r in op.results):
            return False
        if not (op.name in ("stream.timepoint.await", "stream.async.execute") or op.name in _ERASABLE_ASYNC
                or (op.has_trait(Pure) and not op.regions) or _only_reads(op)):
            return False
        nested = list(op.walk(WalkOrder.POST))
        inside = set(nested) if len(nested) > 1 else (op,)
        for n in nested:
            for v in n.operands:
                if isinstance(v, OpResult) and v.owner not in inside:
                    pending.append(v.owner)
        op.erase()
        return True

    changed = False
    for op in list(func.walk(WalkOrder.POST, include_self=False)):
        changed |= erase_if_dead(op)
    while pending:
        changed |= erase_if_dead(pending.pop())
    return changed


def _rebuild_execute(op: Operation, keep_captures: List[int], keep_results: List[int]) -> Operation:
    """Recreates |op| keeping only the given capture and result indices."""
    ex = _Execute(op)
    captures = ex.captures
    csizes = ex.capture_sizes
    rsizes = ex.result_sizes
    tied = ex.tied()
    new_capture_index = {old: new for new, old in enumerate(keep_captures)}
    new_tied = []
    for r in keep_results:
        t = tied[r]
        new_tied.append(new_capture_index.get(t, -1) if t >= 0 else -1)
    new = make_execute([captures[i] for i in keep_captures], [csizes[i] for i in keep_captures],
                       [ex.resource_results[i].type for i in keep_results], [rsizes[i] for i in keep_results],
                       ex.await_timepoint, op.get_attr("affinity"), new_tied, op.location)
    for k, v in op.attributes.items():
        new.attributes[k] = v
    region = op.regions[0]
    op.regions.remove(region)
    region.parent = None
    new.add_region(region)
    body = region.blocks[0]
    # Drop the block arguments of removed captures (they are unused).
    for i in range(len(captures) - 1, -1, -1):
        if i not in new_capture_index:
            body.erase_argument(i)
    y = body.last_op
    ny = _group(y, 0)
    nys = _group(y, 1) if len(_seg_sizes(y)) > 1 else y.operands[len(ex.resource_results):]
    vals = [ny[i] for i in keep_results]
    sizes = [nys[i] for i in keep_results] if nys else []
    y.set_operands(vals + sizes)
    if "operandSegmentSizes" in y.properties:
        y.properties["operandSegmentSizes"] = _segments(len(vals), len(sizes))
    op.parent.insert_before(new, op)
    for new_i, old_i in enumerate(keep_results):
        ex.resource_results[old_i].replace_all_uses_with(new.results[new_i])
    ex.timepoint.replace_all_uses_with(new.results[-1])
    op.erase()
    return new


def _dedup_results(func: Operation) -> bool:
    """3.13's execute canonicalization (`current` rules): results yielding
    the same value with the same size (and the same tie) are one result;
    the later ones' uses move to the first."""
    changed = False
    for op in _all_ops(func, "stream.async.execute"):
        if op.parent is None:
            continue
        ex = _Execute(op)
        n = len(ex.resource_results)
        yielded = ex.yield_op.operands[:n]
        ties = ex.tied()
        sizes = ex.result_sizes
        first: Dict[Tuple, int] = {}
        keep: List[int] = []
        for i in range(n):
            key = (yielded[i], sizes[i] if i < len(sizes) else None, ties[i])
            j = first.get(key)
            if j is None:
                first[key] = i
                keep.append(i)
            else:
                ex.resource_results[i].replace_all_uses_with(ex.resource_results[j])
        if len(keep) < n:
            _rebuild_execute(op, list(range(len(ex.captures))), keep)
            changed = True
    return changed


def _tidy_executes(func: Operation) -> bool:
    changed = False
    for op in _all_ops(func, "stream.async.execute"):
        if op.parent is None:
            continue
        ex = _Execute(op)
        body = ex.body
        # Tie results to the captures they update in place.
        tied = ex.tied()
        y = ex.yield_op
        yielded = _group(y, 0) if "operandSegmentSizes" in y.properties else y.operands[:len(ex.resource_results)]
        new_tied = list(tied)
        for i, v in enumerate(yielded):
            if new_tied[i] >= 0:
                continue
            base = tied_base(v)
            if isinstance(base, BlockArgument) and base.owner is body:
                new_tied[i] = base.index
        if new_tied != tied:
            from dfx.ir.attributes import ArrayAttr
            op.properties["tied_operands"] = ArrayAttr(tuple(IntegerAttr(t, index_type) for t in new_tied))
            changed = True
        # Closure optimization.
        captures = ex.captures
        keep_captures = []
        first_of: Dict[Value, int] = {}
        for i, v in enumerate(captures):
            arg = body.arguments[i]
            if not arg.has_uses:
                continue
            if v in first_of:
                arg.replace_all_uses_with(body.arguments[first_of[v]])
                continue
            first_of[v] = i
            keep_captures.append(i)
        # Results are never dropped: 3.2.0's closure optimization drops a
        # result only when its yielded value is not read, and the yield
        # itself counts as a read (checked against iree-opt 3.2.0: an
        # escaping value whose host users fold away stays a result).
        if len(keep_captures) != len(captures):
            op = _rebuild_execute(op, keep_captures, list(range(len(ex.resource_results))))
            ex = _Execute(op)
            changed = True
        # An execute that does nothing forwards its captures.
        if ex.body.first_op is ex.yield_op:
            y = ex.yield_op
            yielded = y.operands[:len(ex.resource_results)]
            for r, v in zip(ex.resource_results, yielded):
                if isinstance(v, BlockArgument) and v.owner is ex.body:
                    r.replace_all_uses_with(ex.captures[v.index])
            if not any(r.has_uses for r in ex.resource_results):
                imm = make_immediate(op.location)
                op.parent.insert_before(imm, op)
                ex.timepoint.replace_all_uses_with(imm.results[0])
                op.erase()
                changed = True
                continue
        tp = ex.await_timepoint
        if tp is not None and isinstance(tp, OpResult) and tp.owner.name == "stream.timepoint.immediate":
            ex.set_await(None)
            changed = True
    for aw in _all_ops(func, "stream.timepoint.await"):
        tp = _group(aw, 2)[0]
        if isinstance(tp, OpResult) and tp.owner.name == "stream.timepoint.immediate":
            for r, v in zip(aw.results, _group(aw, 0)):
                r.replace_all_uses_with(v)
            aw.erase()
            changed = True
    return changed


def cleanup(func: Operation, tree: Optional[BlockTree] = None, rules: str = "seed") -> None:
    """The canonicalization subset of SPEC 10.7, in phase order (|rules|:
    `current` adds 3.13's folds)."""
    if rules == "current":
        current.drop_barriers(func)
        current.register_folders()
    canonicalize(func)
    _fold_resource_sizes(func, tree)
    _chain_captured_awaits(func)
    _fold_barriers_of_awaits(func)
    _fold_transfers(func, rules)
    if rules == "current":
        current.fold_clones(func)
    _normalize_joins(func)
    _dce(func)
    if rules == "current" and _dedup_results(func):
        canonicalize(func)  # 3.13's folds see the merged results (one greedy run)
    _tidy_executes(func)
    _normalize_joins(func)
    _dce(func)
    sink_and_group(func, tree, rules)
    _dce(func)


#===----------------------------------------------------------------------===#
# Pass entry
#===----------------------------------------------------------------------===#


def schedule_execution(module: Operation, affinity_of=explicit_affinity, rules: str = "seed",
                       anchors=None) -> None:
    """Runs schedule-execution on every function with a body in |module|
    (of the op names in |anchors| only, when given: upstream's pass runs on
    the ops its pipeline nests it under),
    with the sync rule `partitioner.sync_rule_for` picks for the whole
    module (iree-opt 3.2.0 answers for a module or fails on it) under the
    `seed` |rules|, and 3.13's sync rule and cleanup under `current`."""
    body = module.regions[0].entry_block if module.regions else None
    if body is None:
        return
    functions = []
    for op in list(body):
        c = op.get_trait(Callable)
        if c is None or op.get_trait(FunctionLike) is None or (anchors is not None and op.name not in anchors):
            continue
        region = c.body(op)
        if region is not None:
            functions.append((op, region))
    # Blocks sync_rule_for partitioned under the rule it picks: scheduling
    # the first block of a function reuses its partitioning.
    partitioned: Dict[Block, PartitionSet] = {}
    if rules == "current":
        rule = "3.13-exact"
    else:
        rule = sync_rule_for((b for _, region in functions for b in _scheduled_blocks(region)), affinity_of,
                             effects_cache={}, partitioned=partitioned)
        if rule != "3.2.0":
            partitioned.clear()
    for op, region in functions:
        tree = BlockTree()
        _process_region(region, affinity_of, {}, tree, rule, partitioned)
        if rules == "current":
            # 3.13 sorts each block topologically right after building its
            # execution regions and gives up on a cycle, with this message.
            try:
                _check_defined_before_use(op)
            except ScheduleError:
                raise ScheduleError("failed to schedule execution partitions without cyclic dependencies",
                                    op.location) from None
        cleanup(op, tree, rules)
        _check_defined_before_use(op)
