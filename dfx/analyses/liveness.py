"""Liveness: which values are still needed, two ways.

**Live-in / live-out per block** (MLIR's `Liveness`). `BlockLiveness`
anchors to each block the values live when it starts (`live_in`) and when
it ends (`live_out`), the classic backward equations solved by the DFX
solver:

    live_out(B) = union of live_in(S) over the successors S of B
    live_in(B)  = used(B) | (live_out(B) - defined(B))

`used(B)`: values read by B's ops (or by ops nested in their regions) and
defined outside B; `defined(B)`: B's arguments and its ops' results. Each
region is its own control-flow graph: a value defined above a region and
read inside is live-in at the blocks that read it, and a use inside a
nested region counts as a use at the op holding the region.

**Dead values** (MLIR's `LivenessAnalysis`, behind `remove-dead-values`).
`LiveValue` says whether a value's contents can matter: it is *live* when
some use in a live block (dead code by `dfx.analyses.sccp`) needs it:

* an operand of an op with side effects (not `Pure`, not only reads, or
  `RecursiveEffects` over such an op), of a terminator that is neither a
  branch nor a return, or of a call to an unknown or external callee;
* an operand of an op one of whose results is live;
* a value returned by a function with unknown callers, or by a private one
  where a live call's matching result is live;
* an operand forwarded along a live edge (branch, region entry or exit,
  call argument) to a live block argument or result;
* a branch condition (`cf.cond_br`, `cf.switch`: always live), or a
  region op's operand that no edge forwards (`scf.if`'s condition,
  `scf.for`'s bounds), live when the region op has a live result or side
  effects.

Everything else is dead: changing its value changes no returned value and
no side effect (the property `property_tests/test_analyses_soundness.py`
checks by executing programs).
"""

from __future__ import annotations

from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import BlockElement, ValueElement
from dfx.analysis.position import Position
from dfx.analysis.state import ChangeStatus
from dfx.ir.core import Block, BlockArgument, Operation, Value
from dfx.ir.markers import MemoryEffects, Pure, RecursiveEffects, Terminator
from dfx.ir.traits import (BranchOp, CallOp, Callable, Initializer, RegionBranchOp, RegionBranchTerminator,
                           ReturnLike, Symbol)
from dfx.analyses.dead_code import ExecutableState
from dfx.analyses.lattice import JoinState
from dfx.analyses.sccp import SCCPLiveBlock
from dfx.analyses.sparse import ForwardAnalysis, blocks_of, values_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import FrozenSet, Optional, Tuple

__all__ = ["LiveSetsState", "BlockLiveness", "LiveValue", "LivenessAnalysis", "has_side_effects"]

_OPTIONAL = Resolution.OPTIONAL

if TYPE_CHECKING:
    LiveSets = Tuple[FrozenSet[Value], FrozenSet[Value]]


class LiveSetsState(JoinState):
    """(live_in, live_out) sets, joined by union (no top)."""

    __slots__ = ()

    @staticmethod
    def join_values(a, b):
        return (a[0] | b[0], a[1] | b[1])

    @staticmethod
    def is_top(v) -> bool:
        return False


def _defined_within(value: Value, block: Block) -> bool:
    """Whether |value| is defined in |block| or in a region nested in it."""
    b = value.owner if isinstance(value, BlockArgument) else value.owner.parent
    while b is not None:
        if b is block:
            return True
        op = b.parent_op
        b = op.parent if op is not None else None
    return False


def block_uses_and_defs(block: Block) -> Tuple[FrozenSet[Value], FrozenSet[Value]]:
    """(used(B), defined(B)) of the module docstring."""
    defined = set(block.arguments)
    used = set()
    for op in block:
        defined.update(op.results)
        for nested in op.walk():
            for v in nested.operands:
                if not _defined_within(v, block):
                    used.add(v)
    return frozenset(used), frozenset(defined)


class BlockLiveness(BlockElement):
    """Live-in and live-out values of one block."""

    state_class = LiveSetsState

    def initialize_block(self, block: Block, solver) -> None:
        self.uses_defs = block_uses_and_defs(block)

    def update_block(self, block: Block, solver) -> ChangeStatus:
        out: set = set()
        for succ in block.successors:
            s = solver.get_element_for(self, BlockLiveness, Position.for_block(succ), _OPTIONAL).state.value
            if s is not None:
                out |= s[0]
        used, defined = self.uses_defs
        new = (frozenset(used | (out - defined)), frozenset(out))
        return ChangeStatus.CHANGED if self.state.join(new) else ChangeStatus.UNCHANGED


def has_side_effects(op: Operation) -> bool:
    """Whether |op| (with what it nests, under `RecursiveEffects`) may do
    more than compute its results: MLIR's "not trivially dead" (reads and
    allocations alone do not count)."""
    work = [op]
    while work:
        o = work.pop()
        if o.has_trait(Pure):
            continue
        effects = o.get_trait(MemoryEffects)
        if effects is not None:
            if any(e not in ("read", "allocate") for e in effects.effects):
                return True
            continue
        if o.has_trait(RecursiveEffects) or (o.has_trait(Terminator) and o is not op):
            for region in o.regions:
                for block in region.blocks:
                    work.extend(block)
            continue
        return True
    return False


class LiveValue(ValueElement):
    """Whether a value's contents can matter (see the module docstring):
    dead (the bottom) until a use needs it."""

    state_class = ExecutableState
    live_block = SCCPLiveBlock

    def is_live(self, solver, v: Value) -> bool:
        return solver.get_element_for(self, type(self), Position.for_value(v), _OPTIONAL).state.live

    def update_value(self, value: Value, solver) -> ChangeStatus:
        if self.state.live:
            return ChangeStatus.UNCHANGED
        for use in value.uses:
            o = use.owner
            if self.live_block.is_live(solver, self, o.parent) and self.use_needs(use.index, o, solver):
                self.state.join(True)
                return ChangeStatus.CHANGED
        return ChangeStatus.UNCHANGED

    def _any_live(self, solver, values) -> bool:
        return any(self.is_live(solver, v) for v in values)

    def _region_op_needed(self, op: Operation, solver) -> bool:
        return self._any_live(solver, op.results) or has_side_effects(op)

    def use_needs(self, k: int, o: Operation, solver) -> bool:
        """Whether operand |k| of |o| (in a live block) needs its value."""
        live = self.live_block
        br = o.get_trait(BranchOp)
        if br is not None:
            forwarded = False
            for i in range(len(o.successors)):
                start, n = br.successor_operand_range(o, i)
                if start <= k < start + n:
                    forwarded = True
                    if i in live.live_successors(solver, self, o):
                        args = o.successors[i].arguments
                        if k - start < len(args) and self.is_live(solver, args[k - start]):
                            return True
            return not forwarded
        rb = o.get_trait(RegionBranchOp)
        if rb is not None:
            return self._through_region_edges(o, o, rb.entry_edges(o), k, solver)
        if o.get_trait(RegionBranchTerminator) is not None:
            parent = o.parent_op
            prb = parent.get_trait(RegionBranchOp) if parent is not None else None
            if prb is not None:
                return self._through_region_edges(parent, o, prb.terminator_edges(parent, o), k, solver)
        if o.has_trait(ReturnLike):
            fn = o.parent_op
            if fn is not None and fn.get_trait(Callable) is not None:
                return self._returned_needed(fn, k, solver)
        co = o.get_trait(CallOp)
        if co is not None:
            callee = solver.explorer.resolve_callee(o)
            body = callee.get_trait(Callable).body(callee) if callee is not None else None
            start, n = co.arg_range(o)
            if body is None or not start <= k < start + n:
                return True
            args = body.blocks[0].arguments
            return k - start >= len(args) or self.is_live(solver, args[k - start])
        if o.has_trait(Terminator):
            return True
        return has_side_effects(o) or self._any_live(solver, o.results)

    def _through_region_edges(self, op: Operation, source: Operation, edges, k: int, solver) -> bool:
        live_edges = self.live_block.live_region_edges(solver, self, op, source)
        forwarded = False
        for e in edges:
            for idx, inp in zip(e.operand_indices, e.inputs):
                if idx == k:
                    forwarded = True
                    if any(e == le for le in live_edges) and self.is_live(solver, inp):
                        return True
        if forwarded:
            return False
        return self._region_op_needed(op, solver)

    def _returned_needed(self, fn: Operation, k: int, solver) -> bool:
        explorer = solver.explorer
        if fn.get_trait(Symbol) is None or fn.get_trait(Initializer) is not None \
                or explorer.has_unknown_callers(fn):
            return True
        needed = False

        def on_call(call: Operation):
            nonlocal needed
            if not needed and self.live_block.is_live(solver, self, call.parent) and k < call.num_results \
                    and self.is_live(solver, call.results[k]):
                needed = True
        explorer.walk_incoming_calls(fn, on_call)
        return needed


class LivenessAnalysis(ForwardAnalysis):
    """Runs both liveness analyses over a module."""

    value_kind = LiveValue  # type: ignore[assignment]

    @property
    def live_kind(self):
        return SCCPLiveBlock

    def seed(self) -> None:
        solver = self.solver
        for fn in self.functions():
            for block in blocks_of(fn):
                solver.get_or_create(BlockLiveness, Position.for_block(block))
                solver.get_or_create(SCCPLiveBlock, Position.for_block(block))
            for v in values_of(fn):
                solver.get_or_create(LiveValue, Position.for_value(v))

    def live_sets(self, block: Block) -> Optional[LiveSets]:
        """(live_in, live_out) of |block|."""
        e = self.solver.lookup(BlockLiveness, Position.for_block(block), allow_invalid=True)
        return e.state.value if e is not None else None

    def is_value_live(self, value: Value) -> bool:
        """Whether |value|'s contents can matter."""
        return self.lattice_value(value) is True

    def value_text(self, value: Value) -> str:
        return "live" if self.is_value_live(value) else "dead"
