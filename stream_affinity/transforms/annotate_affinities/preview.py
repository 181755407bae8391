"""Flow-level partition preview (`annotate-affinities --partitions`).

Before conversion to the stream dialect there are no streamable ops yet, so
this module says which flow ops will become streamable stream ops (and which
become sync ops that join their producer's partition), takes each op's
execution affinity from the affinity analysis, and runs the reference
partitioner on every block. Each previewed op gets

    stream.partitions = [{affinity = #hal.device.affinity<@dev>, ordinal = 0}]

(one entry per partition holding the op: clone-preferred ops such as splats
may be in several). Ordinals follow the partitions' execution order within
their block.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, DictionaryAttr, IntegerAttr, UnitAttr
from dfx.ir.core import Block, Operation, WalkOrder
from dfx.ir.traits import Callable as CallableTrait, ConstantLike, FunctionLike

from stream_affinity.analysis.interfaces import AffinityOp, StreamableOp
from stream_affinity.transforms.schedule_execution.partitioner import (analysis_affinity_getter,
                                                                       partition_streamable_ops, sync_rule_for)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Optional

__all__ = ["flow_streamable", "annotate_partitions", "FLOW_STREAMABLE"]

# How each flow op will behave once converted to the stream dialect.
FLOW_STREAMABLE: Dict[str, StreamableOp] = {
    "flow.dispatch": StreamableOp(),
    "flow.call": StreamableOp(),
    "flow.tensor.splat": StreamableOp(prefer_clone_to_consumers=True),
    "flow.tensor.empty": StreamableOp(is_metadata=True, prefer_clone_to_consumers=True),
    "flow.tensor.alloca": StreamableOp(is_metadata=True, prefer_clone_to_consumers=True),
    "flow.tensor.clone": StreamableOp(prefer_clone_to_consumers=True),
    "flow.tensor.slice": StreamableOp(),
    "flow.tensor.update": StreamableOp(),
    "flow.tensor.transfer": StreamableOp(is_sync=True),
    "flow.tensor.barrier": StreamableOp(is_metadata=True, is_sync=True),
    "flow.collective.all_gather": StreamableOp(),
    "flow.collective.all_reduce": StreamableOp(),
    "flow.collective.all_to_all": StreamableOp(),
    "flow.collective.reduce_scatter": StreamableOp(),
    "flow.collective.send_recv": StreamableOp(),
}


def flow_streamable(op: Operation) -> Optional[StreamableOp]:
    """Streamable behaviour of |op| after conversion (stream ops: their own)."""
    own = op.get_trait(StreamableOp)
    if own is not None:
        return own
    return FLOW_STREAMABLE.get(op.name)


def _blocks_of(func: Operation):
    """Every block of the function body and of scf regions inside it."""
    body = func.get_trait(CallableTrait).body(func)
    if body is None:
        return
    work = [body]
    while work:
        region = work.pop(0)
        for block in region.blocks:
            yield block
            for op in block:
                if op.dialect == "scf":
                    work.extend(op.regions)


def preview_affinity_getter(analysis):
    """Execution affinity of an op as it will be after conversion: sync ops
    (transfers, barriers) run where their source lives (a transfer becomes a
    `stream.async.transfer` whose execution affinity is its source's); other
    ops where the analysis places them."""
    execution = analysis_affinity_getter(analysis)

    def get(op: Operation):
        s = flow_streamable(op)
        if s is not None and s.is_sync and op.get_trait(StreamableOp) is None and op.num_operands:
            return analysis.lookup_resource_affinity(op.operand(0))
        return execution(op)
    return get


def annotate_partitions(module: Operation, analysis) -> None:
    """Adds `stream.partitions` to every op the partitioner places."""
    affinity_of = preview_affinity_getter(analysis)
    body = module.regions[0].entry_block if module.regions else None
    if body is None:
        return
    functions = [func for func in body if func.get_trait(FunctionLike) is not None]
    # The sync rule schedule-execution would pick for the module (docs/divergences.md S6).
    rule = sync_rule_for([b for func in functions for b in _blocks_of(func)], affinity_of,
                         streamable_of=flow_streamable, effects_cache={})
    for func in functions:
        effects_cache: Dict[Operation, bool] = {}  # shared by the blocks: nested ops are asked once
        for block in list(_blocks_of(func)):
            partitions = partition_streamable_ops(block, affinity_of, streamable_of=flow_streamable,
                                                  effects_cache=effects_cache, sync_rule=rule)
            placed: Dict[Operation, list] = {}
            for ordinal, p in enumerate(partitions):
                entry = {"ordinal": IntegerAttr(ordinal)}
                if p.affinity is not None:
                    entry["affinity"] = p.affinity
                d = DictionaryAttr.from_dict(entry)
                for op in p.ops:
                    placed.setdefault(op, []).append(d)
            for op, entries in placed.items():
                op.set_attr("stream.partitions", ArrayAttr(tuple(entries)))
