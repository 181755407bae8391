"""The `elide-transfers` pass: removes `stream.async.transfer` ops that do
not move anything, using the device topology when the module has one.

The transfer rules of iree-opt 3.13's `--iree-stream-elide-async-copies`
(the topology-aware part that absorbed the older
`--iree-stream-elide-async-transfers`), applied to every transfer in program
order:

1. a transfer whose result type differs from its source type changes the
   resource lifetime (`external -> *` after an import, `* -> external`
   before an export...) and is always kept;
2. with a `stream.topology` on an enclosing module, the source affinity is
   the transfer's `from(...)`, or, when absent, inferred from the producers of
   the source, through tied results, region results and branch operands
   (`infer_value_affinity`); the target affinity is its `to(...)`.
   When both are known, the transfer is elided exactly when the topology
   says the target can use the source's memory (same device, or a link with
   unified memory or transparent access) and kept otherwise;
3. otherwise (no topology, or an affinity that is not known) the transfer is
   elided only when its `from(...)` and `to(...)` are the same attribute
   (both absent counts as the same; no inference);
4. an elided transfer is replaced by its source in every use, so chains
   collapse: later transfers see (and infer from) the earlier sources.

The other copy-elision rules of upstream's pass (clones, slices, last-use
analysis) are not part of this pass (docs/divergences.md).
"""

from __future__ import annotations

from dfx.ir.attributes import UnitAttr
from dfx.ir.core import Operation, Value
from dfx.ir.traits import BranchOp, RegionBranchOp, TiedOp

from stream_affinity.analysis.attributes import AffinityAttr
from stream_affinity.analysis.interfaces import AffinityOp, TransferAffinityOp
from stream_affinity.analysis.lookup import lookup_affinity
from stream_affinity.analysis.topology import DeviceTopology, lookup_topology

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Set

__all__ = ["elide_transfers", "elidable_transfers", "mark_elidable_transfers", "ELIDABLE_ATTR_NAME", "infer_value_affinity", "transfer_decision"]

if TYPE_CHECKING:
    Replacements = Optional[Dict[Value, Value]]

ELIDABLE_ATTR_NAME = "stream.transfer.elidable"


def _resolve(value: Value, replaced: Replacements) -> Value:
    """|value| after the replacements of a dry run (elided transfer result ->
    its source, possibly chained). The chain walked is shortened to point
    at its end (path compression: a chain of n elided transfers costs O(n)
    in all, not O(n) per lookup)."""
    if not replaced or value not in replaced:
        return value
    end = replaced[value]
    while end in replaced:
        end = replaced[end]
    while value is not end:
        following = replaced[value]
        replaced[value] = end
        value = following
    return end


def _region_result_sources(op: Operation, value: Value) -> List[Value]:
    """The values the terminators of |op|'s regions forward into result
    |value|, in region order."""
    trait = op.get_trait(RegionBranchOp)
    if trait is None:
        return []
    out = []
    for term, edge in trait.all_terminator_edges(op):
        if edge.target is not None:
            continue
        for i, v in enumerate(edge.inputs):
            if v is value:
                out.append(term.operand(edge.operand_indices[i]))
    return out


def _region_argument_sources(arg: Value) -> List[Value]:
    """For an entry-block argument of a region op's region: the values
    flowing into it, entry edges (e.g. an `scf.for` init, a captured
    `stream.async.execute` operand) first, then terminator edges (the loop's
    `scf.yield`)."""
    block = arg.parent_block
    region = block.parent
    op = region.parent if region is not None else None
    trait = op.get_trait(RegionBranchOp) if op is not None else None
    if trait is None or region.entry_block is not block:
        return []
    target = next(i for i, r in enumerate(op.regions) if r is region)
    out = []
    for edge in trait.entry_edges(op):
        if edge.target == target:
            out += [op.operand(edge.operand_indices[i]) for i, v in enumerate(edge.inputs) if v is arg]
    for term, edge in trait.all_terminator_edges(op):
        if edge.target == target:
            out += [term.operand(edge.operand_indices[i]) for i, v in enumerate(edge.inputs) if v is arg]
    return out


def _forwarded_values(arg: Value) -> List[Value]:
    """The values the branches into |arg|'s block pass for it, in the
    order the branch edges were created (program order)."""
    out = []
    block = arg.parent_block
    for branch, index in block.predecessor_edges:
        trait = branch.get_trait(BranchOp)
        if trait is None:
            continue
        forwarded = trait.successor_operands(branch, index)
        if arg.index < len(forwarded):
            out.append(forwarded[arg.index])
    return out


def infer_value_affinity(value: Value, replaced: Replacements = None) -> Optional[AffinityAttr]:
    """Where |value| lives, read off its producers: a transfer's `to(...)`;
    an affinity op's own affinity, or that of its nearest enclosing scope;
    through tied results to the operand they alias; through region results
    (`scf.if`...) to the yielded values, the last region with an answer
    winning; through block arguments to the values their predecessors
    forward, the first predecessor (program order) with an answer winning;
    through the entry-block arguments of region ops to what flows into
    them (captured operands of `stream.async.execute`, `scf.for` inits and
    yields), the last edge with an answer winning (iree-opt 3.13's orders).
    Function arguments and other producers give None. |replaced|
    (a dry run's elided results) redirects the values read.

    Iterative (no recursion): the answer is the last leaf with an affinity
    in a left-to-right walk of the producer tree, so the walk goes right to
    left and stops at the first answer."""
    stack = [value]
    seen: Set[Value] = set()
    while stack:
        v = _resolve(stack.pop(), replaced)
        if v in seen:
            continue
        seen.add(v)
        op = v.defining_op
        if op is None:
            # A block argument: the values its predecessors forward, the
            # first predecessor (in program order) with an answer winning;
            # for a region op's entry block, what flows in, the last edge
            # (the loop's yield before its init) with an answer winning.
            stack.extend(_region_argument_sources(v))
            stack.extend(reversed(_forwarded_values(v)))
            continue
        transfer = op.get_trait(TransferAffinityOp)
        if transfer is not None:
            a = transfer.result_affinity(op)
            if isinstance(a, AffinityAttr):
                return a
            continue
        if op.get_trait(AffinityOp) is not None:
            a = lookup_affinity(op)
            if a is not None:
                return a
        tied = op.get_trait(TiedOp)
        if tied is not None:
            src = tied.tied_operand(op, v.index)
            if src is not None:
                stack.append(src)
                continue
        stack.extend(_region_result_sources(op, v))
    return None


def transfer_decision(op: Operation, topology: Optional[DeviceTopology], replaced: Replacements = None) -> bool:
    """Whether the transfer |op| can be elided (rules 1-3 above)."""
    src, res = _resolve(op.operand(0), replaced), op.results[0]
    if src.type != res.type:
        return False
    trait = op.get_trait(TransferAffinityOp)
    source_attr = trait.source_affinity(op)
    target_attr = trait.result_affinity(op)
    if topology is not None:
        source = source_attr if source_attr is not None else infer_value_affinity(src, replaced)
        if isinstance(source, AffinityAttr) and isinstance(target_attr, AffinityAttr):
            return topology.can_access(source, target_attr)
    return source_attr == target_attr


def elidable_transfers(module: Operation) -> List[Operation]:
    """The transfers `elide_transfers` would remove, in program order,
    without changing |module| (a dry run)."""
    replaced: Dict[Value, Value] = {}
    out = []
    topologies: Dict[Optional[Operation], Optional[DeviceTopology]] = {}
    for op in module.walk(order="pre"):
        if op.get_trait(TransferAffinityOp) is None:
            continue
        parent = op.parent_op
        if parent not in topologies:
            topologies[parent] = lookup_topology(parent) if parent is not None else None
        if transfer_decision(op, topologies[parent], replaced):
            replaced[op.results[0]] = op.operand(0)
            out.append(op)
    return out


def elide_transfers(module: Operation, rules: str = "seed") -> int:
    """Elides the transfers of |module| that rules 1-3 allow; returns how
    many were removed."""
    removed = elidable_transfers(module)
    for op in removed:
        src = op.operand(0)
        op.results[0].replace_all_uses_with(src)
        op.erase()
    return len(removed)


def mark_elidable_transfers(module: Operation) -> int:
    """Marks (unit attribute `stream.transfer.elidable`) the transfers
    `elide_transfers` would remove; returns how many."""
    ops = elidable_transfers(module)
    for op in ops:
        op.set_attr(ELIDABLE_ATTR_NAME, UnitAttr())
    return len(ops)
