"""Which control-flow edges can be taken: the liveness sources the
Explorer's live-edge walks consult (`Explorer(..., liveness=source)`).

A liveness source answers three questions; an edge it calls dead is one
no execution takes, so a walk may skip it (the way MLIR's dead-code
analysis feeds its other dataflow analyses):

* `is_block_live(block)`: can control reach |block|;
* `is_branch_edge_live(op, i)`: can branch |op| go to its successor |i|;
* `is_region_edge_live(op, source, edge)`: can region-branch |op| take
  |edge| (a `RegionEdge` of `entry_edges` when |source| is |op|, of
  `terminator_edges` when |source| is a terminator in one of its regions).

`EdgeLiveness` says yes to everything (the default walks).
`ConstantEdgeLiveness` uses the ops' own answers to "where do you go with
these constant operands" (`BranchOp.successor_for_operands`,
`RegionBranchOp.entry_edges_for_operands` / `terminator_edges_for_operands`)
with the constants of a `constant_of(value)` callback (default: the
`ConstantLike` op defining the value, `dfx.ir.folding.constant_value`),
and a block is live when a live edge reaches it from its region's entry
(the entry being live when its region can be entered). An analysis with
its own constants (a sparse constant propagation) passes a `constant_of`
that reads its results; an analysis computing liveness itself subclasses
`EdgeLiveness`.

A source must not change its answers while walks share step tables
(`Explorer.sharing_step_tables`); to feed liveness that is still being
solved, solve it first and walk after, or use `Explorer.using_liveness`
around the walks of one element update (which does not share tables).
"""

from __future__ import annotations

from dfx.ir.attributes import Attribute
from dfx.ir.core import Block, Operation, Region, Value
from dfx.ir.folding import constant_value
from dfx.ir.markers import Terminator
from dfx.ir.traits import BranchOp, RegionBranchOp, RegionEdge

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Set

__all__ = ["EdgeLiveness", "ConstantEdgeLiveness"]


class EdgeLiveness:
    """Every block and edge is live (subclass to say otherwise)."""

    def is_block_live(self, block: Block) -> bool:
        return True

    def is_branch_edge_live(self, op: Operation, successor_index: int) -> bool:
        return True

    def is_region_edge_live(self, op: Operation, source: Operation, edge: RegionEdge) -> bool:
        return True


def _same_edge(a: RegionEdge, b: RegionEdge) -> bool:
    return a.target == b.target and a.operand_indices == b.operand_indices and a.inputs == b.inputs


class ConstantEdgeLiveness(EdgeLiveness):
    """Edges decided by constant operands (see the module docstring)."""

    def __init__(self, constant_of: Optional[Callable[[Value], Optional[Attribute]]] = None):
        self.constant_of = constant_of if constant_of is not None else constant_value
        self._live_blocks: Dict[Region, Set[Block]] = {}

    def _constants(self, op: Operation) -> List[Optional[Attribute]]:
        return [self.constant_of(v) for v in op.operands]

    # -- edges ------------------------------------------------------------------------------------

    def is_branch_edge_live(self, op: Operation, successor_index: int) -> bool:
        if op.parent is not None and not self.is_block_live(op.parent):
            return False
        br = op.get_trait(BranchOp)
        if br is None:
            return True
        taken = br.successor_for_operands(op, self._constants(op))
        return taken is None or taken == successor_index

    def is_region_edge_live(self, op: Operation, source: Operation, edge: RegionEdge) -> bool:
        rb = op.get_trait(RegionBranchOp)
        if rb is None:
            return True
        if source.parent is not None and not self.is_block_live(source.parent):
            return False
        if source is op:
            live = rb.entry_edges_for_operands(op, self._constants(op))
        else:
            live = rb.terminator_edges_for_operands(op, source, self._constants(source))
        return any(_same_edge(edge, e) for e in live)

    # -- blocks -----------------------------------------------------------------------------------

    def is_block_live(self, block: Block) -> bool:
        region = block.parent
        if region is None:
            return True
        # Regions from the outermost unknown one inwards (no recursion).
        chain: List[Region] = []
        r: Optional[Region] = region
        while r is not None and r not in self._live_blocks:
            chain.append(r)
            owner = r.parent
            r = owner.parent.parent if owner is not None and owner.parent is not None else None
        for r in reversed(chain):
            self._live_blocks[r] = self._compute_region(r)
        return block in self._live_blocks[region]

    def _region_entered(self, region: Region) -> bool:
        op = region.parent
        if op is None or op.parent is None:
            return True
        if op.parent.parent is not None and op.parent not in self._live_blocks.get(op.parent.parent, ()):
            return False
        rb = op.get_trait(RegionBranchOp)
        if rb is None:
            return True
        index = op.regions.index(region)
        if any(e.target == index for e in rb.entry_edges_for_operands(op, self._constants(op))):
            return True
        # Entered from another region's terminator (`scf.while`'s after region).
        for other in op.regions:
            if other is region:
                continue
            for block in other.blocks:
                term = block.last_op
                if term is None or not term.has_trait(Terminator) or not self.is_block_live(block):
                    continue
                for e in rb.terminator_edges_for_operands(op, term, self._constants(term)):
                    if e.target == index:
                        return True
        return False

    def _compute_region(self, region: Region) -> Set[Block]:
        live: Set[Block] = set()
        if not region.blocks or not self._region_entered(region):
            return live
        self._live_blocks[region] = live  # successors query is_block_live on this region
        work = [region.blocks[0]]
        live.add(region.blocks[0])
        while work:
            block = work.pop()
            term = block.last_op
            if term is None:
                continue
            br = term.get_trait(BranchOp)
            taken = br.successor_for_operands(term, self._constants(term)) if br is not None else None
            for i, succ in enumerate(term.successors):
                if taken is not None and taken != i:
                    continue
                if succ not in live:
                    live.add(succ)
                    work.append(succ)
        return live
