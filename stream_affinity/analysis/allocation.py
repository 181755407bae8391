"""Allocation affinities: where the storage of a value should be allocated.

The query iree-opt 3.13's `--iree-stream-schedule-allocation` makes when it
allocates the results of `stream.async.execute` regions and the constants
they define (upstream `63d171d8c0`; SPEC-CONVERSION B.1):

* the values that need storage: every `stream.async.execute` result that is
  not tied to an execute operand and whose yielded value is not a captured
  block argument passed straight through; and every `stream.async.constant`
  outside an execute region;
* their affinity: the join of
  1. the affinities of the ops *pinning* the value (imports, exports,
     aliases on its tied web), or, if nothing pins it, its *usage*
     affinities (producer, consumers, pins; sorted), and
  2. its local placement: the `to(...)` of the transfer producing the
     yielded value (through tied ops and nested region yields such as
     `stream.async.concurrent`), else the affinity of the execute op (of
     the constant, outside regions).

The join (`join_allocation_affinities`) keeps one entry per device in
first-seen order, OR-ing the queue masks of entries of the same device; one
device gives that affinity, several give `#hal.device.optimal<[...]>`.

Pinned and usage affinities come from `AffinityAnalysis` (seed rules for
pins; `try_lookup_resource_usage`). The analysis must have been run with
`seed_consumers=True` so consumer states exist.
"""

from __future__ import annotations

from dfx.analysis.position import Position
from dfx.analysis.depgraph import Resolution
from dfx.ir.core import BlockArgument, Operation, Value
from dfx.ir.traits import RegionBranchOp, TiedOp

from stream_affinity.analysis.affinity import ValueProducerAffinity
from stream_affinity.analysis.attributes import (ALL_QUEUES, AffinityAttr, DeviceAffinityAttr, DeviceOptimalAttr,
                                                 DevicePromiseAttr, sort_affinities)
from stream_affinity.analysis.interfaces import TransferAffinityOp
from stream_affinity.analysis.lookup import lookup_affinity
from stream_affinity.analysis.topology import device_symbol

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = ["join_allocation_affinities", "allocation_sites", "allocation_affinity", "pinned_affinities",
           "local_placement"]

EXECUTE = "stream.async.execute"
CONSTANT = "stream.async.constant"
_ALL_BITS = 0xFFFFFFFFFFFFFFFF


def join_allocation_affinities(attrs: List[AffinityAttr]) -> Optional[AffinityAttr]:
    """One entry per device (first-seen order; masks of one device OR-ed;
    optimal members flattened): that entry, or `#hal.device.optimal`."""
    by_device: Dict[object, AffinityAttr] = {}
    flat: List[AffinityAttr] = []
    for a in attrs:
        flat.extend(a.members if isinstance(a, DeviceOptimalAttr) else (a,))
    for a in flat:
        key = device_symbol(a)
        key = ("device", key) if key is not None else ("attr", a)
        prev = by_device.get(key)
        if prev is None:
            by_device[key] = a
        elif type(prev) is type(a) and isinstance(a, (DeviceAffinityAttr, DevicePromiseAttr)) and prev != a:
            mask = prev.mask | a.mask
            by_device[key] = type(prev)(prev.device, ALL_QUEUES if mask & _ALL_BITS == _ALL_BITS else mask)
    members = list(by_device.values())
    if not members:
        return None
    if len(members) == 1:
        return members[0]
    return DeviceOptimalAttr(tuple(members))


def _yielded_value(execute: Operation, index: int) -> Optional[Value]:
    trait = execute.get_trait(RegionBranchOp)
    if trait is None:
        return None
    for term, edge in trait.all_terminator_edges(execute):
        if edge.target is None:
            for i, v in enumerate(edge.inputs):
                if v is execute.results[index]:
                    return term.operand(edge.operand_indices[i])
    return None


def _tied_to_operand(op: Operation, index: int) -> bool:
    tied = op.get_trait(TiedOp)
    return tied is not None and tied.tied_operand(op, index) is not None


def allocation_sites(module: Operation) -> List[Tuple[Operation, int]]:
    """(op, result index) of every value that needs fresh storage, in
    program order."""
    sites: List[Tuple[Operation, int]] = []
    for op in module.walk(order="pre"):
        if op.name == EXECUTE:
            for i in range(op.num_results):
                r = op.results[i]
                if str(r.type) == "!stream.timepoint" or _tied_to_operand(op, i):
                    continue
                y = _yielded_value(op, i)
                if y is None or (isinstance(y, BlockArgument) and y.parent_block.parent_op is op):
                    continue
                sites.append((op, i))
        elif op.name == CONSTANT and not any(a.name == EXECUTE for a in op.ancestors(include_self=False)):
            sites.append((op, 0))
    return sites


def local_placement(op: Operation, index: int) -> Optional[AffinityAttr]:
    """Where result |index| of |op| is produced: the target of the transfer
    producing the yielded value (through tied ops and nested region
    yields), else |op|'s own affinity."""
    if op.name == EXECUTE:
        v = _yielded_value(op, index)
        seen = set()
        while v is not None and v not in seen:
            seen.add(v)
            d = v.defining_op
            if d is None:
                break
            t = d.get_trait(TransferAffinityOp)
            if t is not None:
                a = t.result_affinity(d)
                if isinstance(a, AffinityAttr):
                    return a
                break
            tied = d.get_trait(TiedOp)
            src = tied.tied_operand(d, v.index) if tied is not None else None
            if src is not None:
                v = src
                continue
            if d.get_trait(RegionBranchOp) is not None and d.regions:
                v = _yielded_value(d, v.index)
                continue
            break
    return lookup_affinity(op)


def pinned_affinities(analysis, value: Value) -> List[AffinityAttr]:
    """Execution affinities (sorted) of the ops pinning |value|."""
    producer = analysis.solver.lookup(ValueProducerAffinity, Position.for_value(value),
                                      resolution=Resolution.NONE, allow_invalid=True)
    found: Dict[AffinityAttr, None] = {}
    if producer is not None:
        for pin in producer.pinned_ops:
            ok, attrs = analysis.try_lookup_execution_affinity(pin)
            if ok:
                for a in attrs:
                    found[a] = None
    return sort_affinities(found)


def allocation_affinity(analysis, op: Operation, index: int) -> Optional[AffinityAttr]:
    """The allocation affinity of result |index| of |op| (see the module
    docstring)."""
    value = op.results[index]
    attrs = pinned_affinities(analysis, value)
    if not attrs:
        ok, usage = analysis.try_lookup_resource_usage(value)
        attrs = list(usage) if ok else []
    local = local_placement(op, index)
    if local is not None:
        attrs.append(local)
    return join_allocation_affinities(attrs)
