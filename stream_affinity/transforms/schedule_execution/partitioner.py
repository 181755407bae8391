"""Reference partitioning of streamable ops into per-device execution
partitions.

`partition_streamable_ops(block, affinity_of=...)` walks a block backwards
and groups streamable ops into partitions that can each run as one
`stream.async.execute` region on one affinity, never creating a cycle
between partitions and never hoisting work across side-effecting ops.
Barriers and transfers whose source is produced by a streamable op ("sync
ops") join their producer's partition, so that a cross-device copy is
issued by the device holding the data.

The affinity of an op comes from `affinity_of(op)`: by default its explicit
affinity (stream-level IR with `on(...)`); at flow level the affinity
analysis can be plugged in (see `analysis_affinity_getter`).

The algorithm reproduces IREE's reference partitioner (including seed 000's
sync-op handling); `favor="debug"` puts every op in its own partition.
`PartitionSet.verify()` checks the invariants and returns readable errors.
"""

from __future__ import annotations

from dfx.support.records import field, record as dataclass

from dfx.ir.core import Block, Operation, OpResult, Value
from dfx.ir.traits import ConstantLike, MemoryEffects, Pure, RecursiveEffects, Terminator
from dfx.ir.traits import GlobalStore, Symbol

from stream_affinity.analysis.attributes import AffinityAttr, are_compatible, can_execute_together
from stream_affinity.analysis.interfaces import AffinityOp, StreamableOp

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Iterable, List, Optional, Sequence

__all__ = [
    "BitSet", "Partition", "PartitionSet", "partition_streamable_ops", "explicit_affinity",
    "is_trivially_dead_by_effects", "analysis_affinity_getter", "is_sync_op",
    "sync_rule_for", "SYNC_RULES",
]


#===----------------------------------------------------------------------===#
# Bit sets with an explicit size (LLVM BitVector semantics)
#===----------------------------------------------------------------------===#


class BitSet:
    """A fixed-size bit vector backed by a Python int."""

    __slots__ = ("size", "bits")

    def __init__(self, size: int = 0, fill: bool = False):
        self.size = size
        self.bits = (1 << size) - 1 if fill else 0

    def copy(self) -> "BitSet":
        b = BitSet(self.size)
        b.bits = self.bits
        return b

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i: int) -> bool:
        return i < self.size and bool(self.bits >> i & 1)

    def set(self, i: int) -> None:
        if i >= self.size:
            raise IndexError(i)
        self.bits |= 1 << i

    def reset(self, i: int) -> None:
        self.bits &= ~(1 << i)

    def append(self, value: bool) -> None:
        if value:
            self.bits |= 1 << self.size
        self.size += 1

    def set_range(self, begin: int, end: int) -> None:
        """Sets bits in the half-open range [begin, end)."""
        if end > begin:
            self.bits |= ((1 << (end - begin)) - 1) << begin

    def clear_all(self) -> None:
        self.bits = 0

    def ior(self, other: "BitSet") -> None:
        if other.size > self.size:
            self.size = other.size
        self.bits |= other.bits

    def ixor(self, other: "BitSet") -> None:
        if other.size > self.size:
            self.size = other.size
        self.bits ^= other.bits

    def iand(self, other: "BitSet") -> None:
        self.bits &= other.bits

    def any(self) -> bool:
        return self.bits != 0

    def count(self) -> int:
        return bin(self.bits).count("1")

    def find_first(self) -> int:
        if not self.bits:
            return -1
        return (self.bits & -self.bits).bit_length() - 1

    def set_bits(self) -> List[int]:
        """Indices of set bits, ascending (a snapshot)."""
        out = []
        b = self.bits
        while b:
            low = b & -b
            out.append(low.bit_length() - 1)
            b ^= low
        return out

    def __repr__(self) -> str:
        return "BitSet(" + "".join("1" if self[i] else "0" for i in range(self.size)) + ")"


#===----------------------------------------------------------------------===#
# Partitions
#===----------------------------------------------------------------------===#


@dataclass
class Partition:
    """A group of ops that execute together on one affinity.

    `ops` keeps the builder's insertion order (use `ops_in_program_order()`
    for display); `ins` are values used but defined outside (first-use
    order), `outs` the results used outside the partition.
    """

    affinity: Optional[AffinityAttr]
    ins: List[Value]
    outs: List[Value]
    ops: List[Operation]
    cloned_ops: List[Operation] = field(default_factory=list)

    def ops_in_program_order(self) -> List[Operation]:
        if not self.ops:
            return []
        block = self.ops[0].parent
        order = {op: i for i, op in enumerate(block)} if block is not None else {}
        return sorted(self.ops, key=lambda op: order.get(op, -1))

    def verify(self, affinity_of: Optional[Callable[[Operation], Optional[AffinityAttr]]] = None) -> List[str]:
        """Problems with this partition (empty when it is well formed):
        ops with an affinity incompatible with the partition's, inputs that
        are not exactly the outside values the ops use, outputs that are not
        produced inside, and results used outside that do not escape."""
        affinity_of = affinity_of or explicit_affinity
        errors = []
        op_set = set(self.ops)
        cloned = set(self.cloned_ops)
        used_outside: Dict[Value, None] = {}
        # First op seen per distinct affinity: ops of one partition must be
        # able to run together pairwise, whatever the partition's own
        # (possibly unspecified) affinity says. Sync ops (transfers,
        # barriers) are exempt: the reference algorithm places them with
        # their producer, unchecked when the producer opens a new partition
        # (a transfer from the producer's device to another device joins
        # the producer's partition, whose affinity then becomes unspecified;
        # iree-opt 3.2.0 schedules exactly that).
        seen: Dict[AffinityAttr, Operation] = {}
        for op in self.ops:
            if op.get_trait(AffinityOp) is not None:
                a = affinity_of(op)
                if not are_compatible(self.affinity, a):
                    errors.append(f"affinity: op {op.name} at {op.location} has affinity {a} "
                                  f"incompatible with partition affinity {self.affinity}")
                if a is not None and a not in seen and not is_sync_op(op):
                    for b, other in seen.items():
                        if not can_execute_together(b, a):
                            errors.append(f"affinity: op {op.name} at {op.location} has affinity {a}, which "
                                          f"cannot execute with {other.name} at {other.location} on {b}")
                            break
                    seen[a] = op
            for v in op.operands:
                d = v.defining_op
                if d is None or d not in op_set:
                    used_outside[v] = None
        in_set = set(self.ins)
        for v in used_outside:
            if v not in in_set:
                errors.append(f"input: a value used by the partition is not a partition input ({_describe(v)})")
        for v in self.ins:
            if v not in used_outside:
                errors.append(f"input: partition input {_describe(v)} is not used by any partition op")
        out_set = set(self.outs)
        for v in self.outs:
            d = v.defining_op
            if v not in in_set and (d is None or d not in op_set):
                errors.append(f"output: partition output {_describe(v)} is neither produced nor captured")
        for op in self.ops:
            if op in cloned:
                continue
            for r in op.results:
                if r not in out_set and any(u not in op_set for u in r.users()):
                    errors.append(f"output: result of {op.name} at {op.location} is used outside "
                                  f"the partition but does not escape")
        return errors


def _describe(v: Value) -> str:
    if isinstance(v, OpResult):
        return f"result {v.index} of {v.owner.name} at {v.owner.location}"
    return f"block argument {v.index}"


@dataclass
class PartitionSet:
    """Ordered partitions of one block (topological order)."""

    partitions: List[Partition]
    unplaced: List[Operation] = field(default_factory=list)
    """Sync ops iree-opt 3.13's rule leaves in no partition (joined to a
    sync op that was itself deferred: sync rule "3.13-exact")."""

    def __len__(self) -> int:
        return len(self.partitions)

    def __iter__(self):
        return iter(self.partitions)

    def __getitem__(self, i):
        return self.partitions[i]

    @property
    def empty(self) -> bool:
        return not self.partitions

    def verify(self, affinity_of: Optional[Callable[[Operation], Optional[AffinityAttr]]] = None,
               block: Optional[Block] = None, streamable_of=None) -> List[str]:
        """Problems with the set: each partition's own problems, partitions
        that capture a value escaping from a later partition (a cycle or a
        wrong order) and, given the |block|, streamable ops that are in no
        partition or in several without being cloned."""
        errors: List[str] = []
        for i, p in enumerate(self.partitions):
            errors.extend(f"partition {i}: {e}" for e in p.verify(affinity_of))
        escaping_later: set = set()
        for i in range(len(self.partitions) - 1, -1, -1):
            p = self.partitions[i]
            for v in p.ins:
                if v in escaping_later:
                    errors.append(f"order: partition {i} captures a value produced by a later partition "
                                  f"(partitions out of order or cyclic)")
                    break
            escaping_later.update(p.outs)
        if block is not None:
            errors.extend(self.verify_covers(block, streamable_of))
        return errors

    def verify_covers(self, block: Block, streamable_of=None) -> List[str]:
        """Every streamable op of |block| (except deferred sync ops of other
        blocks) is in some partition; non-cloned ops in exactly one."""
        errors = []
        count: Dict[Operation, int] = {}
        cloned = set()
        for p in self.partitions:
            for op in p.ops:
                count[op] = count.get(op, 0) + 1
            cloned.update(p.cloned_ops)
        streamable_of = streamable_of or default_streamable
        unplaced = set(self.unplaced)
        for op in block:
            if streamable_of(op) is None or op.has_trait(ConstantLike) or op in unplaced:
                continue
            n = count.get(op, 0)
            if n == 0:
                errors.append(f"coverage: streamable op {op.name} at {op.location} is in no partition")
            elif n > 1 and op not in cloned:
                errors.append(f"coverage: op {op.name} at {op.location} is in {n} partitions but not cloned")
        return errors


#===----------------------------------------------------------------------===#
# Helpers
#===----------------------------------------------------------------------===#


def explicit_affinity(op: Operation) -> Optional[AffinityAttr]:
    """The op's own affinity (`on(...)`, `target`...), or None."""
    iface = op.get_trait(AffinityOp)
    if iface is None:
        return None
    a = iface.get_affinity(op)
    return a if isinstance(a, AffinityAttr) else None


def analysis_affinity_getter(analysis) -> Callable[[Operation], Optional[AffinityAttr]]:
    """An `affinity_of` for flow-level IR: the affinity analysis' single
    execution affinity of each op (None when unknown or ambiguous)."""
    def get(op: Operation) -> Optional[AffinityAttr]:
        if op.get_trait(AffinityOp) is None:
            return None
        return analysis.infer_execution_affinity(op)
    return get


def is_trivially_dead_by_effects(op: Operation, cache: Optional[Dict[Operation, bool]] = None) -> bool:
    """MLIR's "would be trivially dead" ignoring uses: no effects other than
    reads or allocation; terminators and symbols never are.

    |cache| (one dict shared by the calls of a pass) remembers the answer
    for every op visited, nested ones included, so asking about each op of
    every block of a deep nest costs time linear in the number of ops
    instead of once per enclosing block."""
    if op.has_trait(Terminator) or op.has_trait(Symbol):
        return False
    return _effects_free(op, cache if cache is not None else {})


def _own_effects_free(op: Operation) -> bool:
    if op.has_trait(Pure) or op.has_trait(RecursiveEffects):
        return True
    if op.has_trait(MemoryEffects):
        return all(e in ("read", "allocate") for e in op.get_trait(MemoryEffects).effects)
    return False


def _effects_free(op: Operation, cache: Dict[Operation, bool]) -> bool:
    """Whether |op| and, through `RecursiveEffects`, the ops nested in it
    only read or allocate (post-order over an explicit stack)."""
    if op in cache:
        return cache[op]
    stack: List[tuple] = [(op, False)]
    while stack:
        cur, expanded = stack.pop()
        if cur in cache:
            continue
        if not expanded:
            if not _own_effects_free(cur):
                cache[cur] = False
                continue
            if not cur.regions or not cur.has_trait(RecursiveEffects):
                cache[cur] = True
                continue
            stack.append((cur, True))
            for region in cur.regions:
                for b in region.blocks:
                    stack.extend((n, False) for n in b if n not in cache)
            continue
        cache[cur] = all(cache[n] for region in cur.regions for b in region.blocks for n in b)
    return cache[op]


def is_sync_op(op: Operation) -> bool:
    """Barriers and transfers: they join the partition of their producer."""
    s = op.get_trait(StreamableOp)
    return s is not None and s.is_sync


def _users(op: Operation) -> List[Operation]:
    """One entry per use of any result, newest use first."""
    out = []
    for r in op.results:
        out.extend(r.users())
    return out


class _OpInfo:
    __slots__ = ("membership", "hazards")

    def __init__(self, hazard_size: int):
        self.membership = BitSet(0)
        self.hazards = BitSet(hazard_size)


class _Builder:
    __slots__ = ("ordinal", "affinity", "ops", "cloned_ops", "hazards", "affinity_of", "later_hazards")

    def __init__(self, ordinal: int, affinity_of, later_hazards: Optional[Dict[int, int]] = None):
        self.ordinal = ordinal
        self.affinity: Optional[AffinityAttr] = None
        self.ops: Dict[Operation, None] = {}
        self.cloned_ops: Dict[Operation, None] = {}
        self.hazards = BitSet(0)
        self.affinity_of = affinity_of
        # Shared by the builders of one partitioning: ordinal -> the bits of
        # its hazards above its own ordinal, for the builders that have any
        # (see `can_add` in partition_streamable_ops).
        self.later_hazards = later_hazards

    def insert(self, op: Operation, info: _OpInfo) -> None:
        if op.get_trait(AffinityOp) is not None:
            a = self.affinity_of(op)
            self.affinity = self.affinity.join_and(a) if self.affinity is not None else a
        info.membership.set(self.ordinal) if self.ordinal < info.membership.size else _grow_set(info.membership, self.ordinal)
        if info.hazards.size > self.ordinal:
            info.hazards.reset(self.ordinal)
        self.ops[op] = None
        self.hazards.ior(info.hazards)
        if self.later_hazards is not None:
            above = self.hazards.bits >> (self.ordinal + 1)
            if above:
                self.later_hazards[self.ordinal] = above << (self.ordinal + 1)


def _grow_set(bs: BitSet, i: int) -> None:
    bs.size = max(bs.size, i + 1)
    bs.bits |= 1 << i


#===----------------------------------------------------------------------===#
# The reference algorithm
#===----------------------------------------------------------------------===#


def default_streamable(op: Operation) -> Optional[StreamableOp]:
    """The op's own `StreamableOp` trait (stream-level IR)."""
    return op.get_trait(StreamableOp)


SYNC_RULES = ("3.2.0", "3.13", "3.13-exact")
"""How sync ops join their producer (`sync_rule`):

* "3.2.0": every transfer or barrier whose operand-0 producer is a
  streamable op of the block is deferred to it (seed 000). A sync op fed
  by another deferred sync op is then in no partition (iree-opt 3.2.0
  crashes), and one whose affinity cannot execute with its producer's makes
  a partition of mixed affinities (3.2.0's verifier rejects it unless the
  partition's affinity ends up unspecified).
* "3.13": as iree-opt 3.13, a sync op is deferred only when its
  producer's affinity and its own can execute together (an unspecified
  one runs with any); otherwise it is partitioned as an ordinary op (the
  transfer back into a device's partition after another device computed
  the value, or a lifetime cast of an export, opens or joins a partition
  of its own affinity). A sync op deferred this way to a sync op that is
  itself deferred joins the same partition when it can run with the group
  gathered there, and is an ordinary op otherwise (3.13 leaves it in no
  partition: docs/divergences.md S7); barriers follow the same rule (S8).
* "3.13-exact": iree-opt 3.13 itself (`--rules current`): a transfer is
  deferred to its producer when they can execute together, a barrier
  always; a sync op deferred to a sync op that is itself deferred is left
  in no partition.
"""


def sync_rule_for(blocks: Iterable[Block],
                  affinity_of: Callable[[Operation], Optional[AffinityAttr]] = explicit_affinity,
                  streamable_of: Callable[[Operation], Optional[StreamableOp]] = default_streamable,
                  effects_cache: Optional[Dict[Operation, bool]] = None,
                  partitioned: Optional[Dict[Block, "PartitionSet"]] = None) -> str:
    """The sync rule (`SYNC_RULES`) `schedule-execution` (and the partition
    preview) uses for a module, given all its |blocks|: iree-opt
    3.2.0's, unless it makes the partitioning of some block invalid (3.2.0
    crashes or rejects the module), and then 3.13's for all of them
    (docs/divergences.md S6). Only blocks with a sync op fed by a
    streamable op of the block are partitioned here: elsewhere both rules
    agree. |partitioned|, when given, receives the (valid) partitioning
    of each block partitioned here under 3.2.0's rule, for a caller that
    would partition an unchanged block again."""
    for block in blocks:
        if not _has_deferrable_sync_op(block, streamable_of):
            continue
        partitions = partition_streamable_ops(block, affinity_of, streamable_of=streamable_of,
                                              effects_cache=effects_cache)
        if partitions.verify(affinity_of, block, streamable_of):
            return "3.13"
        if partitioned is not None:
            partitioned[block] = partitions
    return "3.2.0"


def _has_deferrable_sync_op(block: Block, streamable_of) -> bool:
    for op in block:
        s = streamable_of(op)
        if s is None or not s.is_sync or not op.num_operands:
            continue
        producer = op.operand(0).defining_op
        if producer is not None and producer.parent is block and streamable_of(producer) is not None:
            return True
    return False


def partition_streamable_ops(block: Block, affinity_of: Callable[[Operation], Optional[AffinityAttr]] = explicit_affinity,
                             favor: str = "min-peak-memory",
                             streamable_of: Callable[[Operation], Optional[StreamableOp]] = default_streamable,
                             effects_cache: Optional[Dict[Operation, bool]] = None,
                             sync_rule: str = "3.2.0") -> PartitionSet:
    """Partitions the streamable ops of |block| (see the module docstring).

    `affinity_of(op)` gives an op's execution affinity; `streamable_of(op)`
    says whether (and how) an op is streamable, so the same algorithm can
    preview flow-level programs before conversion. A pass partitioning
    many blocks of one function passes one `effects_cache` dict to all the
    calls (see `is_trivially_dead_by_effects`); it must not change the
    effects of ops already asked about in between. `sync_rule` is one of
    `SYNC_RULES`."""
    if sync_rule not in SYNC_RULES:
        raise ValueError(f"unknown sync rule {sync_rule!r}")
    if effects_cache is None:
        effects_cache = {}
    if favor == "debug":
        return _partition_debug(block, affinity_of, streamable_of)
    op_infos: Dict[Operation, _OpInfo] = {}
    builders: List[_Builder] = []
    later_hazards: Dict[int, int] = {}
    usable = BitSet(0)
    sync_ops: Dict[Operation, List[Operation]] = {}
    roots = (_sync_roots(block, affinity_of, streamable_of, exact=sync_rule == "3.13-exact")
             if sync_rule != "3.2.0" else None)

    def can_add(op: Operation, info: _OpInfo, ordinal: int) -> bool:
        # IREE's test: for every hazard h of the op, reject when h > ordinal
        # (partitions would need reordering) or when partition h has
        # |ordinal| among its own hazards (a cycle). Both as whole-bitset
        # operations instead of a loop over every hazard (which made the
        # pass quadratic): a builder's hazards normally all lie below its
        # own ordinal, so with every h <= ordinal only the builders listed
        # in `later_hazards` can hold |ordinal|.
        streamable = streamable_of(op)
        if streamable is None:
            return False
        a = affinity_of(op) if op.get_trait(AffinityOp) is not None else None
        if not can_execute_together(a, builders[ordinal].affinity):
            return False
        if streamable.prefer_clone_to_consumers:
            hz = BitSet(0)
            b_ops = builders[ordinal].ops
            for user in _users(op):
                if user in b_ops:
                    u = op_infos.get(user)
                    if u is not None:
                        hz.ior(u.hazards)
        else:
            hz = info.hazards
        bits = hz.bits
        if bits >> (ordinal + 1):
            return False
        for h, above in later_hazards.items():
            if h < ordinal and bits >> h & 1 and above >> ordinal & 1:
                return False
        return True

    def fits(op: Operation, info: _OpInfo, syncs: List[Operation], ordinal: int) -> bool:
        return can_add(op, info, ordinal) and all(can_add(s, info, ordinal) for s in syncs)

    for op in block.reversed_ops():
        if op.has_trait(ConstantLike) or op.get_trait(GlobalStore) is not None:
            continue
        streamable = streamable_of(op)
        if streamable is None and not is_trivially_dead_by_effects(op, effects_cache):
            usable.clear_all()
        if roots is not None:
            root = roots.get(op)
            if root is not None:
                sync_ops.setdefault(root, []).append(op)
                continue
        elif streamable is not None and streamable.is_sync and op.num_operands:
            producer = op.operand(0).defining_op
            if producer is not None and producer.parent is block and streamable_of(producer) is not None:
                sync_ops.setdefault(producer, []).append(op)
                continue
        info = _OpInfo(len(builders))
        op_infos[op] = info
        consumers = BitSet(len(builders))
        for user in _users(op):
            u = op_infos.get(user)
            if u is None:
                continue
            consumers.ior(u.membership)
            info.hazards.ior(u.membership)
            info.hazards.ior(u.hazards)
        my_syncs = sync_ops.get(op, [])
        for s in my_syncs:
            for user in _users(s):
                u = op_infos.get(user)
                if u is None:
                    continue
                info.hazards.ior(u.membership)
                info.hazards.ior(u.hazards)
                consumers.clear_all()
        if streamable is None:
            continue
        # The candidate partitions (not hazards, or consumers; usable ones)
        # that the op and its sync ops fit in: the consumers among them if
        # any (all of them, for cloning), else the first one. Only those
        # answers are computed, not every candidate's.
        pool = ((((1 << len(builders)) - 1) ^ info.hazards.bits) | consumers.bits) & usable.bits
        fitting_consumers = BitSet(consumers.size)
        b = pool & consumers.bits
        while b:
            low = b & -b
            k = low.bit_length() - 1
            if fits(op, info, my_syncs, k):
                fitting_consumers.bits |= low
            b ^= low
        consumers = fitting_consumers
        first = consumers.find_first()
        if first == -1:
            b = pool & ~consumers.bits
            while b:
                low = b & -b
                k = low.bit_length() - 1
                if fits(op, info, my_syncs, k):
                    first = k
                    break
                b ^= low
        info.membership = BitSet(len(builders))
        if first == -1:
            if builders:
                info.hazards.set_range(0, len(builders) - 1)
            info.membership.append(True)
            builders.append(_Builder(len(builders), affinity_of, later_hazards))
            usable.append(True)
            first = len(builders) - 1
        b = builders[first]
        for s in my_syncs:
            b.insert(s, info)
        if consumers.count() > 1 and streamable.prefer_clone_to_consumers:
            for k in consumers.set_bits():
                builders[k].insert(op, info)
                builders[k].cloned_ops[op] = None
        else:
            b.insert(op, info)
    result = _emit(builders, streamable_of)
    if sync_rule == "3.13-exact":
        placed = {op for b in builders for op in b.ops}
        result.unplaced = [s for ops in sync_ops.values() for s in ops if s not in placed]
    return result


def _sync_roots(block: Block, affinity_of, streamable_of, exact: bool = False) -> Dict[Operation, Operation]:
    """3.13's sync rule: for each sync op of |block| that joins a producer,
    the op whose partition it joins (one forward pass).

    A sync op joins its producer (a streamable op of the block) when their
    affinities, either possibly unspecified, can execute together. When the
    producer is itself a sync op that joined an op R (3.13 then leaves the
    op in no partition, docs/divergences.md S7), it joins R too, provided
    its affinity can also execute with those already gathered on R;
    otherwise it is partitioned as an ordinary op.

    |exact| is iree-opt 3.13's own rule: a barrier joins its producer
    whatever the affinities, and a sync op joins its producer even when
    that is a deferred sync op (whose joined ops are never placed)."""
    def aff(op: Operation) -> Optional[AffinityAttr]:
        return affinity_of(op) if op.get_trait(AffinityOp) is not None else None

    roots: Dict[Operation, Operation] = {}
    gathered: Dict[Operation, Optional[AffinityAttr]] = {}  # per root: the affinity its group runs on
    for op in block:
        s = streamable_of(op)
        if s is None or not s.is_sync or not op.num_operands:
            continue
        producer = op.operand(0).defining_op
        if producer is None or producer.parent is not block or streamable_of(producer) is None:
            continue
        a = aff(op)
        if exact:
            if op.name == "stream.async.barrier" or can_execute_together(a, aff(producer)):
                roots[op] = producer
            continue
        if not can_execute_together(a, aff(producer)):
            continue
        root = roots.get(producer)
        if root is None:
            root = producer
            group = gathered.get(root, aff(root))
        else:
            group = gathered.get(root, aff(root))
            if not can_execute_together(a, group):
                continue
        roots[op] = root
        gathered[root] = group if group is not None else a
    return roots


def _emit(builders: Sequence[_Builder], streamable_of=default_streamable) -> PartitionSet:
    cloned_escaping: set = set()
    result = []
    for b in reversed(builders):
        consumed: Dict[Value, None] = {}
        produced: Dict[Value, None] = {}
        escaping: Dict[Value, None] = {}
        for op in reversed(list(b.ops)):
            did_escape = False
            for v in op.operands:
                consumed[v] = None
            for r in op.results:
                produced[r] = None
                if op in b.cloned_ops:
                    if op not in cloned_escaping:
                        for user in r.users():
                            if streamable_of(user) is None:
                                escaping[r] = None
                                did_escape = True
                                break
                else:
                    for user in r.users():
                        if user not in b.ops:
                            escaping[r] = None
            if did_escape:
                cloned_escaping.add(op)
        ins = [v for v in consumed if v not in produced]
        result.append(Partition(affinity=b.affinity, ins=ins, outs=list(escaping),
                                ops=list(b.ops), cloned_ops=list(b.cloned_ops)))
    return PartitionSet(result)


def _partition_debug(block: Block, affinity_of, streamable_of=default_streamable) -> PartitionSet:
    """One partition per streamable op, in program order."""
    builders = []
    for op in block:
        if streamable_of(op) is None or op.has_trait(ConstantLike):
            continue
        b = _Builder(len(builders), affinity_of)
        b.insert(op, _OpInfo(0))
        builders.append(b)
    return _emit(list(reversed(builders)), streamable_of)
