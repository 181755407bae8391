"""Element rules that differ under the `current` rule set.

`stream_affinity.analysis.affinity` defines the four elements and applies
the seed rules; when the analysis runs with `rules="current"` its producer
element hands its update to `update_producer` below, and its consumer
element adds `consumer_extras`. The element classes are passed in (`Kinds`)
so this module does not import the one that calls it.

Producer under `current` (SPEC-CURRENT R8 step 2, R2):
* no pin override: the pin table (`pinning_current`) only affects what is
  printed for operands and results;
* in the def walk a pinning defining op adds its execution set, then goes
  on through its tied operand, whose producers are left out when unknown
  (invalid) instead of invalidating the value. Only that contribution is
  spared: an unknown producer met elsewhere in the same walk (another
  predecessor of a block argument) still makes the value unknown, in
  whatever order the walk meets them (checked against 3.13);
* a tied result of an explicitly placed `stream.async.dispatch` also takes
  the dispatch's execution set.

Consumer under `current` (R1): a `stream.async.transfer` user also adds its
`to(...)` affinity.
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.analysis.depgraph import Resolution
from dfx.analysis.position import Position
from dfx.analysis.solver import Solver
from dfx.analysis.state import ChangeStatus, PotentialValuesState, clamp_and_report
from dfx.analysis.traversal import TraversalBehavior, TraversalResult, WalkResult
from dfx.ir.core import Operation, OpResult, Use, Value
from dfx.ir.traits import CallOp, GlobalLoad, OptimizationBarrierLike, SelectLike, TiedOp

from stream_affinity.analysis.interfaces import AffinityOp
from stream_affinity.analysis.rules import (explicitly_placed_tied_dispatch, extra_tied_operand, extra_tied_results,
                                            pins_value_affinity, transfer_target)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Optional

__all__ = ["Kinds", "update_producer", "consumer_extras", "tied_operand_current"]

REQUIRED = Resolution.REQUIRED
OPTIONAL = Resolution.OPTIONAL


@dataclass(frozen=True)
class Kinds:
    """The element classes and helpers of `affinity.py` the rules need."""

    op: type
    producer: type
    consumer: type
    global_: type
    global_op_of: Callable[[Solver, Operation, Any], Optional[Operation]]
    note_unresolved_global: Callable[[Solver, Any, Operation], None]
    value_location: Callable[[Value], Any]


def tied_operand_current(owner: Operation, result: OpResult) -> Optional[Value]:
    """The operand |result| is tied to under `current`: the model's tie, or
    the rule-set table's."""
    tied = owner.get_trait(TiedOp)
    if tied is not None:
        operand = tied.tied_operand(owner, result.index)
        if operand is not None:
            return operand
    return extra_tied_operand(owner, result.index)


def update_producer(elem, value: Value, solver: Solver, k: Kinds) -> ChangeStatus:
    """`ValueProducerAffinity.update_value` under the current rules."""
    new: PotentialValuesState = elem.new_state()
    producer = value.owner if isinstance(value, OpResult) else None
    if producer is not None:
        if producer.get_trait(OptimizationBarrierLike) is not None:
            operand = producer.operand(value.index)
            new ^= solver.get_element_for(elem, k.producer, Position.for_value(operand), REQUIRED).state
            return clamp_and_report(elem.state, new)
        if producer.get_trait(GlobalLoad) is not None:
            _from_global_load(elem, producer, new, solver, k)
            return clamp_and_report(elem.state, new)

    def add(state: PotentialValuesState) -> None:
        nonlocal new
        new ^= state

    def on_def(result: OpResult):
        owner = result.owner
        if owner.get_trait(CallOp) is not None:
            return WalkResult.ADVANCE  # the walker continues into the callee
        if pins_value_affinity(owner, "current"):
            add(solver.get_element_for(elem, k.op, Position.for_op(owner), REQUIRED).state)
            operand = tied_operand_current(owner, result)
            if operand is not None:
                through = solver.get_element_for(elem, k.producer, Position.for_value(operand), OPTIONAL).state
                if through.is_valid():  # a pinned value ignores unknown producers behind the pin
                    add(through)
            return WalkResult.ADVANCE
        operand = tied_operand_current(owner, result)
        if operand is not None:
            add(solver.get_element_for(elem, k.producer, Position.for_value(operand), OPTIONAL).state)
            if explicitly_placed_tied_dispatch(owner):
                add(solver.get_element_for(elem, k.op, Position.for_op(owner), REQUIRED).state)
            return WalkResult.ADVANCE
        if owner.get_trait(AffinityOp) is not None:
            op_elem = solver.get_or_create(k.op, Position.for_op(owner), querying=elem,
                                           resolution=OPTIONAL, update_after_init=False)
            add(op_elem.state)
            return WalkResult.ADVANCE
        if owner.get_trait(GlobalLoad) is not None:
            _from_global_load(elem, owner, new, solver, k)
            return WalkResult.ADVANCE
        select = owner.get_trait(SelectLike)
        if select is not None:
            add(solver.get_element_for(elem, k.producer, Position.for_value(select.true_value(owner)),
                                       REQUIRED).state)
            add(solver.get_element_for(elem, k.producer, Position.for_value(select.false_value(owner)),
                                       REQUIRED).state)
            return WalkResult.ADVANCE
        add(solver.get_element_for(elem, k.producer, Position.for_value(result), OPTIONAL).state)
        return WalkResult.ADVANCE

    walked = solver.explorer.walk_defining_ops(value, on_def, TraversalBehavior.DONT_WALK_TIED_VALUES)
    if walked is TraversalResult.INCOMPLETE:
        solver.note(elem, "some producers are not visible (public or external edge)", k.value_location(value))
        new.union_undef()
        new.indicate_pessimistic_fixpoint()
    return clamp_and_report(elem.state, new)


def _from_global_load(elem, load: Operation, new: PotentialValuesState, solver: Solver, k: Kinds) -> None:
    global_op = k.global_op_of(solver, load, GlobalLoad)
    if global_op is None:
        k.note_unresolved_global(solver, elem, load)
        new.union_undef()
        new.indicate_pessimistic_fixpoint()
    else:
        new ^= solver.get_element_for(elem, k.global_, Position.for_op(global_op), REQUIRED).state


def consumer_extras(elem, use: Use, new: PotentialValuesState, solver: Solver, k: Kinds) -> PotentialValuesState:
    """What a use adds to a consumer set under `current` on top of the seed
    rules: a transfer's target (R1) and the consumers of results the
    rule-set table ties to the used operand. Returns the new state."""
    owner = use.owner
    target = transfer_target(owner)
    if target is not None:
        new.union_member(target)
    for r in extra_tied_results(owner, use.index):
        new ^= solver.get_element_for(elem, k.consumer, Position.for_value(r), REQUIRED).state
    return new
