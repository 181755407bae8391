"""Dispatch argument analysis: the integer values each dispatch operand may
take and the alignment of operands and binding offsets, over every
`stream.cmd.dispatch` of the program.

IREE's analysis of `--iree-stream-annotate-dispatch-arguments`
(Stream/Transforms/AnnotateDispatchArguments.cpp) on the dfx core:

* `ValuePVS` (a value, `PotentialValuesState` of ints): the constants the
  value may be. Every producer `walk_defining_ops` reaches must be an
  integer constant, a load of a global whose `GlobalPVS` is valid, or a
  select of two values with valid sets; anything else (an argument of a
  public function, arithmetic, a float constant) makes the set unknown
  (undef and invalid).
* `GlobalPVS` (a `util.global`): its integer initial value and every value
  stored into it; an indirectly used global is unknown.
* `ValueAlignment` (an `index` value, an integer state whose best is
  2^32 and worst 1): from a complete constant set, the largest power of
  two dividing every nonzero member (zeros do not constrain); otherwise
  the alignment of every `util.align` the value may come from (its
  alignment operand's alignment). An alignment of 1 is "unknown".

`ArgumentAnalysis` buckets dispatch sites by the export they target and
answers, per export, the union of the operand sets and the minimum
alignment over its sites.
"""

from __future__ import annotations

import re

from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import TypedOperationElement, ValueElement
from dfx.analysis.explorer import Explorer
from dfx.analysis.position import Position
from dfx.analysis.solver import Solver
from dfx.analysis.state import ChangeStatus, IncIntegerState, PotentialValuesState, clamp_and_report
from dfx.analysis.traversal import TraversalAction, TraversalResult, WalkResult
from dfx.ir.attributes import ArrayAttr, IndexType, IntegerAttr, IntegerType, SymbolRefAttr, Type
from dfx.ir.core import Operation, OpResult, Value, WalkOrder
from dfx.ir.traits import ConstantLike, GlobalLoad, GlobalOp, GlobalStore, SelectLike, operand_group

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = [
    "ValuePVS", "GlobalPVS", "ValueAlignment", "AlignmentState", "ArgumentAnalysis", "MAXIMUM_ALIGNMENT",
    "DEFAULT_MIN_BUFFER_OFFSET_ALIGNMENT", "alignment_of", "sorted_unsigned",
]

REQUIRED = Resolution.REQUIRED
OPTIONAL = Resolution.OPTIONAL

MAXIMUM_ALIGNMENT = 1 << 32
"""Best alignment state: nothing is known to constrain the value."""
DEFAULT_MIN_BUFFER_OFFSET_ALIGNMENT = 64
"""Natural alignment of a binding when no `#stream.resource_config` on the
export or its ancestors says otherwise (iree-opt 3.2.0's host default)."""
ALIGN_OP = "util.align"


def _width(t: Type) -> int:
    if isinstance(t, IntegerType):
        return t.width
    return 64  # index


def _unsigned(value: int, t: Type) -> int:
    return value & ((1 << _width(t)) - 1)


def sorted_unsigned(values, t: Type) -> List[int]:
    """|values| in ascending unsigned order for type |t|."""
    return sorted(values, key=lambda v: _unsigned(v, t))


def alignment_of(values, t: Type) -> Optional[int]:
    """The largest power of two dividing every nonzero member of |values|
    (as unsigned numbers of type |t|); None when all are zero (or none)."""
    alignment: Optional[int] = None
    for v in values:
        u = _unsigned(v, t)
        divisor = u & -u
        if divisor:
            alignment = divisor if alignment is None else min(alignment, divisor)
    return alignment


def _constant_int(value: Value) -> Optional[int]:
    """The integer an integer constant op produces, else None."""
    if not isinstance(value, OpResult):
        return None
    op = value.owner
    if not op.has_trait(ConstantLike):
        return None
    a = op.get_attr("value")
    if isinstance(a, IntegerAttr) and isinstance(value.type, (IntegerType, IndexType)):
        return a.value
    return None


#===----------------------------------------------------------------------===#
# Potential values
#===----------------------------------------------------------------------===#


def _unknown(state: PotentialValuesState) -> None:
    state.union_undef()
    state.indicate_pessimistic_fixpoint()


class GlobalPVS(TypedOperationElement):
    """The integers a global may hold."""

    name = "GlobalPVS"
    state_class = PotentialValuesState
    required_trait = GlobalOp

    def initialize_operation(self, op: Operation, solver: Solver) -> None:
        info = solver.explorer.get_global_info(op)
        if info is None or info.is_indirect:
            self.state.indicate_pessimistic_fixpoint()
            return
        initial = op.get_attr("initial_value")
        if isinstance(initial, IntegerAttr):
            self.state.union_member(initial.value)

    def update_operation(self, op: Operation, solver: Solver) -> ChangeStatus:
        new = PotentialValuesState()
        for store in solver.explorer.get_global_info(op).stores:
            stored = store.get_trait(GlobalStore).stored_value(store)
            state = solver.get_element_for(self, ValuePVS, Position.for_value(stored), REQUIRED).state
            if state.is_valid():
                new.union_state(state)
            else:
                _unknown(new)
        return clamp_and_report(self.state, new)

    def as_str(self) -> str:
        return _pvs_text(self.state)


class ValuePVS(ValueElement):
    """The integers a value may be."""

    name = "ValuePVS"
    state_class = PotentialValuesState

    def initialize_value(self, value: Value, solver: Solver) -> None:
        c = _constant_int(value)
        if c is not None:
            self.state.union_member(c)
            self.state.indicate_optimistic_fixpoint()

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        new = PotentialValuesState()

        def on_def(result: OpResult):
            c = _constant_int(result)
            if c is not None:
                new.union_member(c)
                return WalkResult.ADVANCE
            op = result.owner
            load = op.get_trait(GlobalLoad)
            if load is not None:
                ref = load.global_ref(op)
                info = solver.explorer.query_global_info_from(ref, op) if ref is not None else None
                if info is not None:
                    g = solver.get_element_for(self, GlobalPVS, Position.for_op(info.op), REQUIRED).state
                    if g.is_valid():
                        new.union_state(g)
                        return WalkResult.ADVANCE
            select = op.get_trait(SelectLike)
            if select is not None:
                lhs = solver.get_element_for(self, ValuePVS, Position.for_value(select.true_value(op)),
                                             REQUIRED).state
                rhs = solver.get_element_for(self, ValuePVS, Position.for_value(select.false_value(op)),
                                             REQUIRED).state
                if not lhs.is_valid() or not rhs.is_valid():
                    _unknown(new)
                else:
                    new.union_state(lhs)
                    new.union_state(rhs)
                return WalkResult.ADVANCE
            _unknown(new)  # a dynamic value we cannot analyse
            return WalkResult.ADVANCE

        if solver.explorer.walk_defining_ops(value, on_def) is TraversalResult.INCOMPLETE:
            _unknown(new)
        return clamp_and_report(self.state, new)

    def as_str(self) -> str:
        return _pvs_text(self.state)


def _pvs_text(state: PotentialValuesState) -> str:
    if not state.is_valid():
        return "pvs: (invalid)"
    parts = (["undef"] if state.undef else []) + [str(v) for v in sorted(state.members)]
    return "pvs: [" + ", ".join(parts) + "]"


#===----------------------------------------------------------------------===#
# Alignment
#===----------------------------------------------------------------------===#


class AlignmentState(IncIntegerState):
    """An alignment in bytes: best `MAXIMUM_ALIGNMENT` (unconstrained),
    worst 1 (unknown, invalid)."""

    __slots__ = ()

    def __init__(self, assumed: Optional[int] = None):
        self.best = MAXIMUM_ALIGNMENT
        self.worst = 1
        self.known = 1
        self.assumed = MAXIMUM_ALIGNMENT if assumed is None else assumed


class ValueAlignment(ValueElement):
    """The alignment of an `index` value."""

    name = "ValueAlignment"
    state_class = AlignmentState

    def initialize_value(self, value: Value, solver: Solver) -> None:
        if not isinstance(value.type, IndexType):
            self.state.indicate_pessimistic_fixpoint()

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        new = self.state.copy()
        pvs = solver.get_element_for(self, ValuePVS, Position.for_value(value), OPTIONAL).state
        if pvs.is_valid() and not pvs.undef:
            alignment = alignment_of(pvs.members, value.type)
            if alignment is not None:
                new.take_assumed_minimum(alignment)
                new.indicate_optimistic_fixpoint()
        if not new.is_at_fixpoint():
            # Otherwise what `util.align` ops the value comes from say.
            def on_def(result: OpResult):
                op = result.owner
                if op.name == ALIGN_OP and op.num_operands == 2:
                    nonlocal new
                    new ^= solver.get_element_for(self, ValueAlignment, Position.for_value(op.operand(1)),
                                                  REQUIRED).state
                return WalkResult.ADVANCE

            if solver.explorer.walk_defining_ops(value, on_def) is TraversalResult.INCOMPLETE:
                new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)

    def as_str(self) -> str:
        return f"alignment: {self.state.assumed}"


#===----------------------------------------------------------------------===#
# The analysis
#===----------------------------------------------------------------------===#


_MIN_OFFSET_ALIGNMENT_RE = re.compile(r"min_buffer_offset_alignment\s*=\s*(\d+)")


def min_buffer_offset_alignment(op: Operation) -> int:
    """The minimum buffer offset alignment the `#stream.resource_config` of
    |op| or its nearest ancestor that has one (`stream.resources`) gives,
    else `DEFAULT_MIN_BUFFER_OFFSET_ALIGNMENT`."""
    for a in op.ancestors():
        config = a.get_attr("stream.resources")
        if config is not None:
            m = _MIN_OFFSET_ALIGNMENT_RE.search(str(config))
            if m:
                return int(m.group(1))
    return DEFAULT_MIN_BUFFER_OFFSET_ALIGNMENT


class ArgumentAnalysis:
    """Runs the three elements over the uniform operands and binding
    offsets of every `stream.cmd.dispatch` and answers per export."""

    def __init__(self, root_op: Operation, *, order_seed: Optional[int] = None):
        self.root_op = root_op
        explorer = Explorer(root_op, TraversalAction.RECURSE)
        explorer.set_op_action("stream.executable", TraversalAction.IGNORE)
        explorer.initialize()
        self.explorer = explorer
        self.solver = Solver(root_op, explorer, order_seed=order_seed)
        # export op -> its dispatch sites, in program order.
        self.sites: Dict[Operation, List[Operation]] = {}
        for op in root_op.walk(WalkOrder.PRE, include_self=False,
                               skip_nested_of=lambda o: o.name == "stream.executable"):
            if op.name != "stream.cmd.dispatch":
                continue
            entry_points = op.get_attr("entry_points")
            for ref in (entry_points if isinstance(entry_points, ArrayAttr) else ()):
                if not isinstance(ref, SymbolRefAttr):
                    continue
                export = explorer.symbol_tables.lookup_from(op, ref)
                if export is not None:
                    self.sites.setdefault(export, []).append(op)

    def run(self):
        """Seeds the elements and solves; returns the solver's result."""
        get = self.solver.get_or_create
        for sites in self.sites.values():
            for dispatch in sites:
                for operand in operand_group(dispatch, "uniform_operands"):
                    get(ValuePVS, Position.for_value(operand))
                    get(ValueAlignment, Position.for_value(operand))
                for offset in operand_group(dispatch, "resource_offsets"):
                    get(ValueAlignment, Position.for_value(offset))
        return self.solver.run()

    def dispatch_sites(self, export: Operation) -> List[Operation]:
        """The dispatches of |export| (program order)."""
        return self.sites.get(export, [])

    def operand_values(self, export: Operation, index: int) -> Optional[List[int]]:
        """The integers uniform operand |index| of |export| may take over all
        its dispatch sites, or None when some site's are unknown."""
        values: Dict[int, None] = {}
        for dispatch in self.dispatch_sites(export):
            e = self.solver.lookup(ValuePVS, Position.for_value(operand_group(dispatch, "uniform_operands")[index]))
            if e is None or e.state.undef:
                return None
            for v in e.state.members:
                values[v] = None
        return list(values)

    def _min_alignment(self, values: List[Value]) -> Optional[int]:
        alignment: Optional[int] = None
        for v in values:
            e = self.solver.lookup(ValueAlignment, Position.for_value(v))
            if e is None:
                return None
            a = e.state.assumed
            alignment = a if alignment is None else min(alignment, a)
        return alignment

    def operand_alignment(self, export: Operation, index: int) -> Optional[int]:
        """The alignment of uniform operand |index| over all dispatch sites of
        |export|, or None (unknown, or nothing constrains it)."""
        a = self._min_alignment([operand_group(d, "uniform_operands")[index] for d in self.dispatch_sites(export)])
        return None if a is None or a == MAXIMUM_ALIGNMENT else a

    def offset_alignment(self, export: Operation, index: int) -> Optional[int]:
        """The alignment of the offset of binding |index| over all dispatch
        sites of |export|; an unconstrained offset has the natural alignment
        of the resource configuration."""
        a = self._min_alignment([operand_group(d, "resource_offsets")[index]
                                 for d in self.dispatch_sites(export)])
        if a == MAXIMUM_ALIGNMENT:
            return min_buffer_offset_alignment(export)
        return a
