"""The vocabulary of whole-program walks: what to do at an op
(`TraversalAction`), whether a walk saw everything (`TraversalResult`),
walk options (`TraversalBehavior`), callback answers (`WalkResult`), and
the memoized one-step expansions of def and use walks (`DefStep`,
`UseStep`, `StepCache`).
"""

from __future__ import annotations

from dfx.support.records import record
from enum import Enum, IntFlag

from dfx.ir.core import Block, OpResult, Operation, Use, Value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = [
    "TraversalAction", "TraversalResult", "TraversalBehavior", "WalkResult", "DefStep",
    "UseStep", "StepCache",
]


#===----------------------------------------------------------------------===#
# Enums
#===----------------------------------------------------------------------===#


class TraversalAction(Enum):
    """How walks treat an op (R4.1.1)."""

    SHALLOW = "shallow"
    """Visit the op but not its nested regions."""
    RECURSE = "recurse"
    """Visit the op and its nested regions."""
    IGNORE = "ignore"
    """Skip the op entirely: neither its results nor its regions."""

    def __str__(self) -> str:
        return self.value


class TraversalResult(Enum):
    """Whether a walk saw every producer/consumer (R4.2.2)."""

    COMPLETE = "complete"
    INCOMPLETE = "incomplete"

    def __or__(self, other: "TraversalResult") -> "TraversalResult":
        """INCOMPLETE if either side is."""
        if self is TraversalResult.INCOMPLETE or other is TraversalResult.INCOMPLETE:
            return TraversalResult.INCOMPLETE
        return TraversalResult.COMPLETE

    def __and__(self, other: "TraversalResult") -> "TraversalResult":
        """COMPLETE if either side is."""
        if self is TraversalResult.COMPLETE or other is TraversalResult.COMPLETE:
            return TraversalResult.COMPLETE
        return TraversalResult.INCOMPLETE

    def __str__(self) -> str:
        return self.value


class TraversalBehavior(IntFlag):
    """Walk options (R4.2.1)."""

    DEFAULT = 0
    """Walk through tied values."""
    DONT_WALK_TIED_VALUES = 1
    """Do not step from a tied result to its operand (or back)."""


class WalkResult(Enum):
    """What a walk callback asks for; `None` from a callback means ADVANCE.
    How SKIP and INTERRUPT act differs per walker (R1.3)."""

    ADVANCE = "advance"
    SKIP = "skip"
    INTERRUPT = "interrupt"

# (source block, operands aligned with the target block's arguments)
if TYPE_CHECKING:
    IncomingEdge = Tuple[Optional[Block], List[Optional[Value]]]


#===----------------------------------------------------------------------===#
# Walk steps
#===----------------------------------------------------------------------===#


@record(frozen=True)
class DefStep:
    """One step of `walk_defining_ops`: what the walk does with a value it
    pops (see `Explorer.defining_step`)."""

    report: Optional[OpResult]
    """The result the walk passes to its callback: the value itself for an
    op result whose op is not IGNOREd; None for block arguments (stepped
    through silently) and results of IGNOREd ops (dropped)."""
    next_values: Tuple[Value, ...]
    """Values the walk queues next, in queueing order, without duplicates.
    For a reported result only if the callback returns ADVANCE: the tied
    operand (unless DONT_WALK_TIED_VALUES), the callee's returned operands
    (calls), the stored values (global loads), the exit-edge operands
    (region ops with action RECURSE). For a block argument: the incoming
    values of every edge into its block (no callback involved)."""
    incomplete: bool
    """True if this step met an edge it cannot see through (public or
    external callee, indirect call, untracked global...); it makes the walk
    INCOMPLETE under the same condition as `next_values` is followed."""


@record(frozen=True)
class UseStep:
    """One step of `walk_transitive_uses`: what the walk does with the uses
    of a value it pops (see `Explorer.use_step`)."""

    uses: Tuple[Use, ...]
    """The uses the walk reports, in its order (newest first), leaving out
    uses whose owner is IGNOREd."""
    next_values: Tuple[Value, ...]
    """Values those uses make the value flow into, in queueing order,
    without duplicates: tied results (unless DONT_WALK_TIED_VALUES), region
    entry inputs, successor block arguments, callee entry arguments, call
    results (returns of a callable), region arguments / parent results
    (region terminators), loaded values (global stores)."""
    incomplete: bool
    """True if some consumer reached through these uses is invisible."""


class StepCache:
    """Tables that walk steps derive from the IR (incoming edges of a block,
    exit operands of a region op, returned operands of a callee, tie and
    edge maps of an op). Share one instance across the steps of one walk
    or one summary computation; it is only valid while the IR does not
    change."""

    __slots__ = ("incoming", "region_sources", "returns", "calls", "tied", "entry", "terminators")

    def __init__(self) -> None:
        self.incoming: Dict[Block, Tuple[List[IncomingEdge], TraversalResult]] = {}
        self.region_sources: Dict[Operation, List[List[Value]]] = {}
        self.returns: Dict[Operation, Tuple[List[List[Value]], TraversalResult]] = {}
        # call op -> (status, returned operand lists of its callee)
        self.calls: Dict[Operation, Tuple[TraversalResult, List[List[Value]]]] = {}
        self.tied: Dict[Operation, Dict[int, List[Value]]] = {}
        self.entry: Dict[Operation, Dict[int, List[Value]]] = {}
        self.terminators: Dict[Operation, Dict[int, List[Value]]] = {}
