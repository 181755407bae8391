"""Timepoint analyses: which `!stream.timepoint` values are always
immediately resolved, and which timepoints are certainly reached whenever
a given timepoint is (its *coverage*).

IREE's `TimepointCoverageAnalysis` (Stream/Transforms/ElideTimepoints.cpp)
on the dfx core, with three element kinds:

* `IsImmediate` (a value, `BooleanState`): true while every op that may
  have produced the value (Explorer's `walk_defining_ops`: through calls,
  branches, entered region ops and global loads) is a
  `stream.timepoint.immediate`, a join of immediate timepoints, a select
  of immediate timepoints or a load of an immediate global. Any other
  timeline op, any other op, or a producer the walk cannot see makes it
  false. A query answers true only for a *known* fact (the element
  reached an optimistic fixpoint): timepoints carried around a loop never
  settle and so count as not immediate, as upstream.
* `IsGlobalImmediate` (a `util.global`): an immutable global with an
  initial value is immediate; otherwise every stored value must be.
* `TimepointCoverage` (a value, `PotentialValuesState` of values): the
  timepoints certainly reached when this one is. A timeline op's result
  covers the timepoints it awaits and everything they cover; a block
  argument covers itself and what *every* incoming value covers
  (intersection, so a back edge cannot add facts); a call or region op
  result what every returned value covers; a select what both arms
  cover (union: a covered timepoint of either arm stays reachable only
  through that arm, as upstream).

The Explorer enters functions, initializers, `stream` ops, `scf.if` and
`scf.for` (upstream 3.2.0 does not enter `scf.for` and then takes every
`scf.for` result for immediate; docs/divergences.md T1), but not the
bodies of `stream.async.execute` / `stream.cmd.execute` (they do not
touch timepoints) nor executables.
"""

from __future__ import annotations

from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import TypedOperationElement, ValueElement
from dfx.analysis.explorer import Explorer
from dfx.analysis.position import Position
from dfx.analysis.solver import Solver
from dfx.analysis.state import BooleanState, ChangeStatus, PotentialValuesState, clamp_and_report
from dfx.analysis.traversal import TraversalAction, TraversalResult, WalkResult
from dfx.ir.core import BlockArgument, Operation, OpResult, Region, Value
from dfx.ir.traits import (CallOp, FunctionLike, GlobalLoad, GlobalOp, GlobalStore, RegionBranchOp, SelectLike,
                           Terminator)

from stream_affinity.analysis.interfaces import TimelineOp, is_timepoint_type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional

__all__ = [
    "IsImmediate", "IsGlobalImmediate", "TimepointCoverage", "TimepointCoverageAnalysis",
    "is_defined_immediate", "make_timepoint_explorer",
]

REQUIRED = Resolution.REQUIRED
IMMEDIATE_OP = "stream.timepoint.immediate"
JOIN_OP = "stream.timepoint.join"


def is_defined_immediate(value: Value) -> bool:
    """Whether |value| is the result of a `stream.timepoint.immediate`."""
    return isinstance(value, OpResult) and value.owner.name == IMMEDIATE_OP


def _global_info(solver: Solver, op: Operation, trait) -> Optional[object]:
    ref = op.get_trait(trait).global_ref(op)
    info = solver.explorer.query_global_info_from(ref, op) if ref is not None else None
    return None if info is None or info.is_indirect else info


#===----------------------------------------------------------------------===#
# Immediate timepoints
#===----------------------------------------------------------------------===#


class IsGlobalImmediate(TypedOperationElement):
    """Whether a timepoint global only ever holds immediate timepoints."""

    name = "IsGlobalImmediate"
    state_class = BooleanState
    required_trait = GlobalOp

    def initialize_operation(self, op: Operation, solver: Solver) -> None:
        if op.get_attr("is_mutable") is None and op.get_attr("initial_value") is not None:
            # An immutable global with an initial value holds only that.
            self.state.set_known(True)
            self.state.indicate_optimistic_fixpoint()
            return
        info = solver.explorer.get_global_info(op)
        if info is None or info.is_indirect:
            self.state.indicate_pessimistic_fixpoint()

    def update_operation(self, op: Operation, solver: Solver) -> ChangeStatus:
        new = self.state.copy()
        for store in solver.explorer.get_global_info(op).stores:
            stored = store.get_trait(GlobalStore).stored_value(store)
            new ^= solver.get_element_for(self, IsImmediate, Position.for_value(stored), REQUIRED).state
        return clamp_and_report(self.state, new)

    def as_str(self) -> str:
        return f"is_immediate: {int(self.state.assumed)}"


class IsImmediate(ValueElement):
    """Whether a timepoint value is always immediately resolved."""

    name = "IsImmediate"
    state_class = BooleanState

    def initialize_value(self, value: Value, solver: Solver) -> None:
        if is_defined_immediate(value):
            self.state.set_known(True)
            self.state.indicate_optimistic_fixpoint()

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        new = self.state.copy()
        explorer = solver.explorer

        def on_def(result: OpResult):
            self._from_producer(new, result, solver)
            return WalkResult.ADVANCE

        if explorer.walk_defining_ops(value, on_def) is TraversalResult.INCOMPLETE:
            new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)

    def _immediate(self, solver: Solver, value: Value) -> BooleanState:
        return solver.get_element_for(self, IsImmediate, Position.for_value(value), REQUIRED).state

    def _from_producer(self, new: BooleanState, result: OpResult, solver: Solver) -> None:
        op = result.owner
        if op.get_trait(GlobalLoad) is not None:
            info = _global_info(solver, op, GlobalLoad)
            if info is None:
                new.indicate_pessimistic_fixpoint()
                return
            new ^= solver.get_element_for(self, IsGlobalImmediate, Position.for_op(info.op), REQUIRED).state
            return
        if op.name == IMMEDIATE_OP:
            return  # immediate by definition
        if op.name == JOIN_OP:
            # Immediate when everything joined is.
            for operand in op.operands:
                new ^= self._immediate(solver, operand)
            return
        if op.get_trait(TimelineOp) is not None:
            new.indicate_pessimistic_fixpoint()  # real work on the timeline
            return
        select = op.get_trait(SelectLike)
        if select is not None:
            new ^= self._immediate(solver, select.true_value(op))
            new ^= self._immediate(solver, select.false_value(op))
            return
        if op.get_trait(CallOp) is not None:
            return  # the walk continues into the callee's returns
        if op.get_trait(RegionBranchOp) is not None and \
                solver.explorer.get_traversal_action(op) is TraversalAction.RECURSE:
            return  # the walk continues into the region's exits
        new.indicate_pessimistic_fixpoint()  # an op we know nothing about

    def as_str(self) -> str:
        return f"is_immediate: {int(self.state.assumed)}"


#===----------------------------------------------------------------------===#
# Coverage
#===----------------------------------------------------------------------===#


class TimepointCoverage(ValueElement):
    """The timepoints certainly reached whenever this one is."""

    name = "TimepointCoverage"
    state_class = PotentialValuesState

    def initialize_value(self, value: Value, solver: Solver) -> None:
        if is_defined_immediate(value):
            # Immediate timepoints are always reached and cover everything.
            self.state.union_member(value)
            self.state.indicate_optimistic_fixpoint()

    def _coverage(self, solver: Solver, value: Value) -> PotentialValuesState:
        return solver.get_element_for(self, TimepointCoverage, Position.for_value(value), REQUIRED).state

    def _uniform(self, solver: Solver, values: List[Value], complete: bool) -> PotentialValuesState:
        """The intersection of the coverage of |values| (what every one of
        them covers); undef when some incoming value was not seen."""
        uniform = PotentialValuesState()
        for i, v in enumerate(values):
            state = self._coverage(solver, v)
            if i == 0:
                uniform = state.copy()
            else:
                uniform.intersect_state(state)
        if not complete:
            uniform.union_undef()
        return uniform

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        new = PotentialValuesState()
        explorer = solver.explorer
        if isinstance(value, BlockArgument):
            incoming: List[Value] = []
            r = explorer.walk_incoming_block_argument(value, lambda _b, v: incoming.append(v))
            new ^= self._uniform(solver, incoming, r is not TraversalResult.INCOMPLETE)
            new.union_member(value)
            return clamp_and_report(self.state, new)
        op = value.owner
        timeline = op.get_trait(TimelineOp)
        if timeline is not None:
            # A timeline op's result is reached after all it awaits.
            for operand in timeline.await_timepoints(op):
                covered = self._coverage(solver, operand)
                new.union_member(operand)
                new &= covered
        elif op.get_trait(CallOp) is not None:
            callee = explorer.resolve_callee(op)
            if callee is None:
                new.union_undef()
            else:
                new ^= self._returned(solver, callee, value.index)
        elif op.get_trait(RegionBranchOp) is not None:
            new ^= self._returned(solver, op, value.index)
        elif op.get_trait(SelectLike) is not None:
            select = op.get_trait(SelectLike)
            new &= self._coverage(solver, select.true_value(op))
            new &= self._coverage(solver, select.false_value(op))
        return clamp_and_report(self.state, new)

    def _returned(self, solver: Solver, region_op: Operation, index: int) -> PotentialValuesState:
        values: List[Value] = []

        def on_returned(operands):
            if index < len(operands):
                values.append(operands[index])
        r = solver.explorer.walk_return_operands(region_op, on_returned)
        return self._uniform(solver, values, r is not TraversalResult.INCOMPLETE)

    def covers(self, value: Value) -> bool:
        """Whether reaching this timepoint implies |value| was reached."""
        return self.state.is_valid() and value in self.state.members

    def as_str(self) -> str:
        if not self.state.is_valid():
            return "covered: (invalid)"
        parts = ["undef"] if self.state.undef else []
        parts.extend(f"%{getattr(m, 'name_hint', None) or '?'}" for m in self.state.members)
        return "covered: [" + ", ".join(sorted(parts)) + "]"


#===----------------------------------------------------------------------===#
# The analysis
#===----------------------------------------------------------------------===#


def make_timepoint_explorer(root_op: Operation) -> Explorer:
    """The Explorer of the timepoint analyses (see the module docstring)."""
    explorer = Explorer(root_op, TraversalAction.SHALLOW)
    explorer.set_interface_action(FunctionLike, TraversalAction.RECURSE)
    explorer.set_op_action("scf.if", TraversalAction.RECURSE)
    explorer.set_op_action("scf.for", TraversalAction.RECURSE)
    explorer.set_dialect_action("stream", TraversalAction.RECURSE)
    explorer.set_op_action("stream.executable", TraversalAction.IGNORE)
    explorer.set_op_action("stream.async.execute", TraversalAction.SHALLOW)
    explorer.set_op_action("stream.cmd.execute", TraversalAction.SHALLOW)
    return explorer


class TimepointCoverageAnalysis:
    """Runs the three elements over a module and answers queries.

    >>> analysis = TimepointCoverageAnalysis(module)
    >>> analysis.run()
    >>> analysis.is_immediate(timepoint)
    >>> analysis.reached_timepoints(timepoint)   # None when unknown
    """

    def __init__(self, root_op: Operation, *, order_seed: Optional[int] = None):
        self.root_op = root_op
        self.explorer = make_timepoint_explorer(root_op)
        self.explorer.initialize()
        self.solver = Solver(root_op, self.explorer, order_seed=order_seed)
        self.result = None

    def top_level_callables(self) -> List[Operation]:
        """Functions and initializers directly in the module that have a
        body, in program order."""
        out = []
        for region in self.root_op.regions:
            for block in region.blocks:
                for op in block:
                    if op.has_trait(FunctionLike) and op.regions and op.regions[0].blocks:
                        out.append(op)
        return out

    def run(self):
        """Seeds the elements (globals, their loads, then per callable:
        timepoint block arguments, awaited and signalled timepoints of
        timeline ops and timepoint terminator operands, nested region ops
        included) and solves."""
        solver = self.solver
        solver_get = solver.get_or_create
        for info in self.explorer.globals():
            gtype = info.op.get_trait(GlobalOp).global_type(info.op)
            if not is_timepoint_type(gtype):
                continue
            solver_get(IsGlobalImmediate, Position.for_op(info.op))
            for load in info.loads:
                solver_get(IsImmediate, Position.for_value(load.get_trait(GlobalLoad).loaded_value(load)))

        def seed(value: Value) -> None:
            solver_get(TimepointCoverage, Position.for_value(value))
            solver_get(IsImmediate, Position.for_value(value))

        with self.explorer.sharing_step_tables():
            for callable_op in self.top_level_callables():
                work: List[Region] = list(callable_op.regions)
                while work:
                    region = work.pop(0)
                    self._seed_region(region, seed)
                    for op in region.ops():
                        for nested in op.walk(include_self=True):
                            if nested.get_trait(RegionBranchOp) is not None:
                                work.extend(nested.regions)
            self.result = solver.run()
        return self.result

    def _seed_region(self, region: Region, seed) -> None:
        solver = self.solver
        for block in region.blocks:
            for arg in block.arguments:
                if is_timepoint_type(arg.type):
                    solver.get_or_create(IsImmediate, Position.for_value(arg))
            for op in block:
                timeline = op.get_trait(TimelineOp)
                if timeline is None:
                    continue
                for operand in timeline.await_timepoints(op):
                    seed(operand)
                result = timeline.result_timepoint(op)
                if result is not None:
                    seed(result)
            term = block.last_op
            if term is not None and term.has_trait(Terminator):
                for operand in term.operands:
                    if is_timepoint_type(operand.type):
                        seed(operand)

    # -- queries --------------------------------------------------------------------

    def is_immediate(self, value: Value) -> bool:
        """Whether |value| is known to be immediately resolved."""
        if is_defined_immediate(value):
            return True
        e = self.solver.get_or_create(IsImmediate, Position.for_value(value))
        return e.state.is_valid() and e.state.known

    def reached_timepoints(self, value: Value) -> Optional[List[Value]]:
        """The timepoints reached whenever |value| is, or None when that is
        not known (invalid or undef coverage)."""
        e = self.solver.get_or_create(TimepointCoverage, Position.for_value(value))
        state = e.state
        if not state.is_valid() or state.undef:
            return None
        return list(state.members)
