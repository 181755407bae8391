"""The `elide-timepoints` pass (`--iree-stream-elide-timepoints`): waits on
timepoints that are immediately resolved, or certainly reached through
another awaited timepoint, are replaced by `stream.timepoint.immediate`.

Uses `TimepointCoverageAnalysis` (stream_affinity/analysis/
timepoint_coverage.py), then walks every top-level function and
initializer in pre-order:

* a timeline op (execute, join, await, queue allocation, file and
  parameter transfers): a timepoint result known to be immediate is
  replaced by a new immediate; among the awaited timepoints, those known
  to be immediate, and (when at least two remain) those covered by
  another awaited one, are read through a new immediate instead;
* `scf.if`, `scf.for`, `util.global.load`: timepoint results known to be
  immediate are replaced;
* calls and selects: operands and results; `cf.br`/`cf.cond_br`,
  returns and `scf.yield`: operands.

A new immediate for an operand goes right before its user (one per
elided value and user, reused when the value's own result was already
replaced); one for a result right after its producer, and every use of
the result then reads it. Nothing else changes: joins keep their (now
immediate) operands, as upstream leaves that to canonicalization.
"""

from __future__ import annotations

from dfx.ir.core import Block, BlockArgument, Operation, Value, WalkOrder
from dfx.ir.traits import BranchOp, CallOp, ReturnLike, SelectLike

from stream_affinity.analysis.interfaces import TimelineOp, is_timepoint_type
from stream_affinity.analysis.timepoint_coverage import TimepointCoverageAnalysis, is_defined_immediate
from stream_affinity.transforms.schedule_execution.schedule import make_immediate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List

__all__ = ["elide_timepoints"]

_RESULT_OPS = ("scf.if", "scf.for", "util.global.load")
_OPERAND_OPS = ("scf.yield",)


class _Elider:
    def __init__(self, analysis: TimepointCoverageAnalysis):
        self.analysis = analysis
        # Timepoints whose uses all move to a new immediate at the end.
        self.pending: Dict[Value, Value] = {}
        self.changed = False

    def _immediate_before(self, value: Value, op: Operation) -> Value:
        existing = self.pending.get(value)
        if existing is not None:
            return existing
        imm = make_immediate(op.location)
        op.parent.insert_before(imm, op)
        return imm.results[0]

    def elide_operand(self, op: Operation, value: Value) -> None:
        """|op| reads an immediate instead of |value|."""
        if is_defined_immediate(value):
            return
        imm = self._immediate_before(value, op)
        value.replace_uses_with_if(imm, lambda u: u.owner is op)
        self.changed = True

    def elide_operands(self, op: Operation) -> None:
        # Each operand is read when its turn comes: eliding a value replaces
        # all its uses by |op|, so a repeated operand is then immediate.
        for i in range(op.num_operands):
            value = op.operand(i)
            if not is_timepoint_type(value.type) or is_defined_immediate(value):
                continue
            if self.analysis.is_immediate(value):
                self.elide_operand(op, value)

    def elide_result(self, value: Value) -> None:
        """Every use of |value| reads a new immediate made after it."""
        if not value.has_uses or is_defined_immediate(value):
            return
        imm = make_immediate(value.owner.location if not isinstance(value, BlockArgument)
                             else value.owner.parent_op.location)
        if isinstance(value, BlockArgument):
            value.owner.prepend(imm)
        else:
            value.owner.parent.insert_after(imm, value.owner)
        self.pending.setdefault(value, imm.results[0])
        self.changed = True

    def elide_results(self, op: Operation) -> None:
        # In reverse, so the immediates come out in result order.
        for r in reversed(op.results):
            if is_timepoint_type(r.type) and not is_defined_immediate(r) and self.analysis.is_immediate(r):
                self.elide_result(r)

    def process_timeline(self, op: Operation, timeline: TimelineOp) -> None:
        awaits = timeline.await_timepoints(op)
        if not awaits:
            return
        result = timeline.result_timepoint(op)
        if result is not None and self.analysis.is_immediate(result):
            self.elide_result(result)
        possible: List[Value] = []
        for value in awaits:
            if self.analysis.is_immediate(value):
                self.elide_operand(op, value)
            else:
                possible.append(value)
        if len(possible) <= 1:
            return
        required = self._required(possible)
        for value in possible:
            if value not in required:
                self.elide_operand(op, value)

    def _required(self, possible: List[Value]) -> Dict[Value, None]:
        """The timepoints of |possible| no other one of them covers."""
        covered: Dict[Value, int] = {}
        for value in possible:
            reached = self.analysis.reached_timepoints(value)
            for r in reached or ():
                if r is not value:
                    covered[r] = covered.get(r, 0) + 1
        return {v: None for v in possible if covered.get(v, 0) <= 0}

    def run(self, region_root: Operation) -> None:
        ops = list(region_root.walk(WalkOrder.PRE, include_self=False))
        for op in ops:
            if op.parent is None:
                continue
            timeline = op.get_trait(TimelineOp)
            if timeline is not None:
                self.process_timeline(op, timeline)
            elif op.name in _RESULT_OPS:
                self.elide_results(op)
            elif op.get_trait(CallOp) is not None or op.get_trait(SelectLike) is not None:
                self.elide_operands(op)
                self.elide_results(op)
            elif op.get_trait(BranchOp) is not None or op.has_trait(ReturnLike) or op.name in _OPERAND_OPS:
                self.elide_operands(op)
        for value, imm in self.pending.items():
            value.replace_all_uses_with(imm)


def elide_timepoints(module: Operation) -> bool:
    """Runs the pass on |module| in place; whether anything changed."""
    analysis = TimepointCoverageAnalysis(module)
    analysis.run()
    changed = False
    for callable_op in analysis.top_level_callables():
        elider = _Elider(analysis)
        elider.run(callable_op)
        changed |= elider.changed
    return changed
