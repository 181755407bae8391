"""The `refine-usage` pass (`--iree-stream-refine-usage`): gives every
`!stream.resource<*>` the lifetime its usage calls for.

1. `ResourceUsageAnalysis` (stream_affinity/analysis/resource_usage.py)
   runs over the whole module.
2. Every op is visited once, top-down (parents before their regions, as
   upstream's greedy driver with top-down traversal):
   * a function gets the new signature: an argument of unknown lifetime
     takes its entry block argument's lifetime, a result of unknown
     lifetime the lifetime of the first `util.return`'s operand; block
     arguments of every region of the function, initializer, `scf` op,
     `stream.async.execute`... are refined the same way;
   * results of the ops upstream refines (stream resource ops, `scf` ops,
     `arith.select`, `util.call`, `util.optimization_barrier`,
     `stream.timepoint.barrier`) of unknown lifetime are retyped in place;
     a result already of another lifetime keeps it and its users read it
     through a new `stream.async.transfer` to the analysed lifetime
     (unless its only user already is a transfer to a known lifetime).
   Block arguments of a known lifetime are left alone.
3. Cleanup, as upstream's greedy driver and the transfer canonicalizations
   it runs: redundant and unused transfers are folded away, constants
   uniqued, unused pure ops erased, block arguments simplified, until
   nothing changes.
"""

from __future__ import annotations

from dfx.ir.attributes import DialectType, FunctionType, TypeAttr, index as index_type
from dfx.ir.core import Block, Operation, Value, WalkOrder
from dfx.ir.traits import FunctionLike, MemoryEffects, Pure, RecursiveEffects, ReturnLike, Terminator
from dfx.rewrite.canonicalize import canonicalize

from stream_affinity.analysis.interfaces import (AffinityOp, SizeAware, TransferAffinityOp, is_resource_type,
                                                 resource_lifetime)
from stream_affinity.analysis.resource_usage import ResourceUsageAnalysis
from stream_affinity.transforms.encode_host_tensors.patterns import fold_stream_op
from stream_affinity.transforms.convert_to_stream.folders import fold_select
from stream_affinity.transforms.encode_host_tensors.regions import simplify_block_arguments
from stream_affinity.transforms.schedule_execution.current import transfer_fold_target
from stream_affinity.transforms.schedule_execution.schedule import query_size

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["refine_usage", "REFINED_OPS", "STREAMABLE_REFINED_OPS"]

GENERIC_REFINED_OPS = ("util.optimization_barrier", "arith.select", "util.call", "scf.condition", "scf.yield",
                       "stream.timepoint.barrier", "scf.if", "scf.for", "scf.while")
"""Ops whose resource results are refined without a declared size (a
transition reads the size with `stream.resource.size`)."""

STREAMABLE_REFINED_OPS = (
    "stream.resource.alloc", "stream.resource.alloca", "stream.tensor.import", "stream.tensor.export",
    "stream.async.alloca", "stream.async.constant", "stream.async.splat", "stream.async.clone",
    "stream.async.slice", "stream.async.fill", "stream.async.update", "stream.async.copy",
    "stream.async.collective", "stream.async.barrier", "stream.async.transfer", "stream.async.load",
    "stream.async.store", "stream.async.dispatch", "stream.async.call", "stream.async.execute",
    "stream.async.concurrent", "stream.yield")
"""Size-aware ops whose resource results are refined (the sizes they
declare serve transitions)."""

REFINED_OPS = GENERIC_REFINED_OPS + STREAMABLE_REFINED_OPS


def _resource(lifetime: str) -> DialectType:
    return DialectType("stream", "resource", lifetime)


class _Refiner:
    def __init__(self, analysis: ResourceUsageAnalysis):
        self.analysis = analysis

    def new_type(self, value: Value) -> DialectType:
        return _resource(self.analysis.lookup_lifetime(value))

    # -- block arguments ---------------------------------------------------------------

    def refine_regions(self, op: Operation) -> None:
        """Block arguments of unknown lifetime in |op|'s regions take the
        analysed one (known lifetimes are left to their users)."""
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    if resource_lifetime(arg.type) == "*":
                        arg.type = self.new_type(arg)

    def refine_function(self, op: Operation) -> None:
        ft_attr = op.get_attr("function_type")
        body = op.regions[0] if op.regions else None
        if body is None or not body.blocks or not isinstance(ft_attr, TypeAttr):
            return  # external declarations are left alone
        ft = ft_attr.type
        entry = body.blocks[0]
        inputs = [self.new_type(entry.arguments[i]) if resource_lifetime(t) == "*" else t
                  for i, t in enumerate(ft.inputs)]
        ret = self._first_return(op)
        results = []
        for i, t in enumerate(ft.results):
            if resource_lifetime(t) == "*" and ret is not None and i < ret.num_operands:
                results.append(self.new_type(ret.operand(i)))
            else:
                results.append(t)
        new = FunctionType(tuple(inputs), tuple(results))
        if new != ft:
            op.set_attr("function_type", TypeAttr(new))
        self.refine_regions(op)

    @staticmethod
    def _first_return(op: Operation) -> Optional[Operation]:
        for block in op.regions[0].blocks:
            for inner in block:
                if inner.has_trait(ReturnLike):
                    return inner
        return None

    # -- results ---------------------------------------------------------------------

    def refine_results(self, op: Operation, sized: bool) -> None:
        self.refine_regions(op)
        sa = op.get_trait(SizeAware) if sized else None
        aff = op.get_trait(AffinityOp)
        affinity = aff.get_affinity(op) if aff is not None else None
        after: Operation = op
        for r in op.results:
            old = resource_lifetime(r.type)
            if old is None:
                continue
            new_type = self.new_type(r)
            if new_type == r.type:
                continue
            if old == "*":
                r.type = new_type
                continue
            # A value of another lifetime: its users read it through a
            # transfer to the analysed one.
            if sized:
                users = r.users()
                if len(r.uses) == 1 and users[0].name == "stream.async.transfer" \
                        and resource_lifetime(users[0].results[0].type) != "*":
                    continue  # already transferred to a known lifetime
                size = sa.result_size(op, r.index) if sa is not None else None
                if size is None:
                    continue
                size_op = None
            else:
                size = query_size(r, op.parent, op.next_op)
                size_op = None
                if size is None:
                    size_op = Operation("stream.resource.size", [r], [index_type], location=op.location)
                    op.parent.insert_after(size_op, after)
                    after = size_op
                    size = size_op.results[0]
            props = {}
            if affinity is not None:
                props = {"source_affinity": affinity, "result_affinity": affinity}
            transfer = Operation("stream.async.transfer", [r, size, size], [new_type], props,
                                 location=op.location)
            anchor = after
            op.parent.insert_after(transfer, after)
            after = transfer
            r.replace_uses_with_if(transfer.results[0],
                                   lambda u: u.owner is not transfer and u.owner is not size_op)
            # The greedy driver visits the ops a pattern creates next: the
            # new transfer folds if it can (a transfer back over a
            # transfer), else is refined like any transfer. The analysis
            # knows nothing of its result, which therefore is `external`:
            # unless it already is, a second transfer follows it, and the
            # two combine later into one transfer to `external`.
            if _replace_by_fold(transfer):
                after = anchor
                continue
            self.refine_results(transfer, sized=True)


def _replace_by_fold(transfer: Operation) -> bool:
    """Replaces |transfer| by the value it folds to (`transfer_fold_target`),
    if any; whether it did."""
    target = transfer_fold_target(transfer)
    if target is None:
        return False
    transfer.results[0].replace_all_uses_with(target)
    transfer.erase()
    return True


def _fold_transfers(root: Operation) -> bool:
    """Upstream's transfer folds and canonicalizations: a transfer folding
    to a value (`transfer_fold_target`) is replaced by it; a transfer of a
    transfer reads the inner source directly (from the inner `from`, to
    the outer `to`); an unused transfer is erased."""
    changed = False
    for op in list(root.walk(WalkOrder.PRE, include_self=False)):
        if op.parent is None or op.name != "stream.async.transfer":
            continue
        if _replace_by_fold(op):
            changed = True
            continue
        if not op.results[0].has_uses:
            op.erase()
            changed = True
            continue
        inner = op.operand(0).defining_op
        if inner is not None and inner.name == "stream.async.transfer":
            _combine_transfers(inner, op)
            changed = True
    return changed


def _combine_transfers(inner: Operation, outer: Operation) -> None:
    """Rewrites |outer| = transfer(|inner| = transfer(x)) into one transfer
    of x: x's size, |inner|'s source affinity, |outer|'s result type, size
    and affinity (iree-opt 3.2.0 does so whatever the other uses of
    |inner| and the affinities between)."""
    iface = outer.get_trait(TransferAffinityOp)
    props = {}
    source_affinity = iface.source_affinity(inner)
    result_affinity = iface.result_affinity(outer)
    if source_affinity is not None:
        props["source_affinity"] = source_affinity
    if result_affinity is not None:
        props["result_affinity"] = result_affinity
    new = Operation("stream.async.transfer", [inner.operand(0), inner.operand(1), outer.operand(2)],
                    [outer.results[0].type], props, location=outer.location)
    outer.parent.insert_before(new, outer)
    outer.results[0].replace_all_uses_with(new.results[0])
    outer.erase()


def _removable(op: Operation) -> bool:
    """Whether |op| goes once its results are unused: MLIR's trivially dead
    ops (pure, or only reading memory: `util.global.load`; a region op with
    recursive effects when everything inside is so); allocations stay, as
    in iree-opt 3.2.0."""
    if op.has_trait(Terminator):
        return False
    if op.regions:
        return op.has_trait(RecursiveEffects) and all(
            nested.has_trait(Terminator) or _removable(nested)
            for nested in op.walk(WalkOrder.PRE, include_self=False))
    if op.has_trait(Pure):
        return True
    effects = op.get_trait(MemoryEffects)
    return effects is not None and all(e == "read" for e in effects.effects)


def _erase_dead(root: Operation) -> bool:
    """Erases unused removable ops (and the producers that become unused)."""
    changed = False
    worklist = list(root.walk(WalkOrder.PRE, include_self=False))
    while worklist:
        op = worklist.pop()
        if op.parent is None or any(r.has_uses for r in op.results) or not _removable(op):
            continue
        producers = [v.defining_op for v in op.operands if v.defining_op is not None]
        op.erase()
        worklist.extend(p for p in producers if p.parent is not None)
        changed = True
    return changed


def refine_usage(module: Operation) -> ResourceUsageAnalysis:
    """Runs the pass on |module| in place; returns the analysis."""
    analysis = ResourceUsageAnalysis(module)
    analysis.run()
    refiner = _Refiner(analysis)
    ops: List[Operation] = list(module.walk(WalkOrder.PRE, include_self=False,
                                            skip_nested_of=lambda o: o.name == "stream.executable"))
    for op in ops:
        if op.name == "util.initializer":
            refiner.refine_regions(op)
        elif op.has_trait(FunctionLike):
            refiner.refine_function(op)
        elif op.name in GENERIC_REFINED_OPS:
            refiner.refine_results(op, sized=False)
        elif op.name in STREAMABLE_REFINED_OPS:
            refiner.refine_results(op, sized=True)
    _cleanup(module)
    return analysis


def _fold_ops(root: Operation) -> bool:
    """The folders of the ops the greedy driver meets (`fold_stream_op`:
    whole slices and updates, sizes, import/export round trips,
    arithmetic on constants; `arith.select` of one value twice or on a
    constant)."""
    changed = False
    for op in list(root.walk(WalkOrder.PRE, include_self=False,
                             skip_nested_of=lambda o: o.name == "stream.executable")):
        if op.parent is None or op.num_results != 1:
            continue
        if op.name == "arith.select":
            chosen = fold_select(op)
            value = chosen[0] if chosen else None
        else:
            value = fold_stream_op(op)
        # A fold only stands for a value of the same type (a whole update
        # by a resource of another lifetime stays).
        if value is not None and value is not op.results[0] and value.type == op.results[0].type:
            op.results[0].replace_all_uses_with(value)
            op.erase()
            changed = True
    return changed


def _cleanup(module: Operation) -> None:
    changed = True
    while changed:
        changed = _fold_transfers(module)
        changed |= _fold_ops(module)
        changed |= _erase_dead(module)
        canonicalize(module)
        changed |= simplify_block_arguments(module, _removable)
