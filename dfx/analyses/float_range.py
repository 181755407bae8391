"""Floating-point range analysis: the smallest and largest value a float
(or float tensor) value may hold, and whether every value is integral
("truncated": `trunc(x) == x`).

IREE's `FloatRangeValueElement` (Util/Analysis/Attributes/Range.cpp) on the
dfx core. One element kind, `FloatRangeValue`, whose state holds a
`FloatRange` (None until something is known; the widest range
`[-inf, inf]`, not truncated, is the pessimistic answer):

* a float constant (scalar or dense tensor) has exactly its values;
* `arith.minimumf a, b`: the union of both ranges with the upper bound
  lowered to the smaller of the two upper bounds (`maximumf`: the lower
  bound raised); the truncation flag is the union's;
* `math.floor x`: x's range with both bounds floored, truncated;
* a `linalg.generic` result: the range of what its body yields (statistics
  are per layer: the loop structure does not matter), and a body block
  argument stands for the operand it is bound to;
* any other producer (or one the Explorer cannot see) gives the widest
  range; so does a value that is not a float.

Difference from upstream: upstream updates an element as soon as it is
created, so an operand's range is always computed before its user reads
it. The dfx solver queues new elements instead, so an operation whose
operands are not known yet contributes nothing until they are (it is
re-run then); the answer is the same, whatever the visiting order.
"""

from __future__ import annotations

import math
import re
import struct
from dfx.support.records import record as dataclass

from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import ValueElement
from dfx.analysis.explorer import Explorer
from dfx.analysis.position import Position
from dfx.analysis.solver import Solver
from dfx.analysis.state import ChangeStatus, clamp_and_report
from dfx.analysis.traversal import TraversalAction, TraversalResult, WalkResult
from dfx.ir.attributes import DenseElementsAttr, FloatAttr, FloatType, StringAttr, TensorType, Type, VectorType
from dfx.ir.core import BlockArgument, Operation, OpResult, Value, WalkOrder
from dfx.ir.diagnostics import op_error
from dfx.ir.traits import ConstantLike

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional

__all__ = ["FloatRange", "FloatRangeState", "FloatRangeValue", "FloatRangeAnalysis", "WIDEST",
           "annotate_float_range_probes", "PROBE_OP"]

REQUIRED = Resolution.REQUIRED
OPTIONAL = Resolution.OPTIONAL
PROBE_OP = "iree_unregistered.test_fprange"
"""The op `annotate_float_range_probes` reports on (upstream's test op)."""


@dataclass(frozen=True)
class FloatRange:
    """`[lo, hi]`, and whether every value is integral."""

    lo: float
    hi: float
    truncated: bool = False

    @staticmethod
    def of(values: List[float]) -> "FloatRange":
        """The range of |values| (at least one)."""
        return FloatRange(min(values), max(values), all(math.trunc(v) == v if math.isfinite(v) else
                                                        not math.isnan(v) for v in values))

    def union(self, other: Optional["FloatRange"]) -> "FloatRange":
        if other is None:
            return self
        return FloatRange(min(self.lo, other.lo), max(self.hi, other.hi), self.truncated and other.truncated)

    def text(self) -> str:
        """`[lo, hi, TRUNC]` / `[lo, hi, !trunc]` with C's `%f` numbers."""
        return f"[{self.lo:f}, {self.hi:f}, {'TRUNC' if self.truncated else '!trunc'}]"


WIDEST = FloatRange(-math.inf, math.inf, False)
"""The pessimistic answer: anything."""


def _union(a: Optional[FloatRange], b: Optional[FloatRange]) -> Optional[FloatRange]:
    if a is None:
        return b
    return a.union(b)


class FloatRangeState:
    """A `FloatRange` as a DFX state: assumed starts empty (None) and only
    grows; known is the widest range (what a pessimistic fixpoint falls
    back to). The state is always valid: an empty range means "nothing
    yet", not "anything"."""

    __slots__ = ("assumed", "known")

    def __init__(self) -> None:
        self.assumed: Optional[FloatRange] = None
        self.known: Optional[FloatRange] = WIDEST

    def is_valid(self) -> bool:
        return True

    def is_at_fixpoint(self) -> bool:
        return self.assumed == self.known

    def indicate_optimistic_fixpoint(self) -> ChangeStatus:
        self.known = self.assumed
        return ChangeStatus.UNCHANGED

    def indicate_pessimistic_fixpoint(self) -> ChangeStatus:
        self.assumed = self.known
        return ChangeStatus.CHANGED

    def __ixor__(self, other: "FloatRangeState") -> "FloatRangeState":
        self.assumed = _union(self.assumed, other.assumed)
        return self

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FloatRangeState):
            return NotImplemented
        return self.assumed == other.assumed and self.known == other.known

    __hash__ = None  # type: ignore[assignment]

    def copy(self) -> "FloatRangeState":
        new = FloatRangeState.__new__(FloatRangeState)
        new.assumed = self.assumed
        new.known = self.known
        return new

    # -- transfer functions (they read the operands' assumed ranges) ----------------

    def apply_min(self, lhs: Optional[FloatRange], rhs: Optional[FloatRange]) -> None:
        """`arith.minimumf`: union, upper bound lowered to the smaller one."""
        if lhs is None or rhs is None:
            return  # an operand not known yet: nothing to add
        acc = _union(_union(self.assumed, lhs), rhs)
        self.assumed = FloatRange(acc.lo, min(lhs.hi, rhs.hi), acc.truncated)

    def apply_max(self, lhs: Optional[FloatRange], rhs: Optional[FloatRange]) -> None:
        """`arith.maximumf`: union, lower bound raised to the larger one."""
        if lhs is None or rhs is None:
            return
        acc = _union(_union(self.assumed, lhs), rhs)
        self.assumed = FloatRange(max(lhs.lo, rhs.lo), acc.hi, acc.truncated)

    def apply_floor(self, operand: Optional[FloatRange]) -> None:
        """`math.floor`: bounds floored, truncated."""
        if operand is None:
            return
        acc = _union(self.assumed, operand)
        self.assumed = FloatRange(_floor(acc.lo), _floor(acc.hi), True)

    def as_str(self) -> str:
        return "<<INVALID>>" if self.assumed is None else self.assumed.text()

    __str__ = as_str


def _floor(x: float) -> float:
    return math.floor(x) if math.isfinite(x) else x


#===----------------------------------------------------------------------===#
# Constants
#===----------------------------------------------------------------------===#


def _element_type(t: Type) -> Type:
    if isinstance(t, (TensorType, VectorType)):
        return t.element
    return t


def _rounded(value: float, t: Type) -> float:
    """|value| as the float type |t| holds it (f16, bf16, f32 rounding)."""
    name = t.name if isinstance(t, FloatType) else "f64"
    if not math.isfinite(value):
        return value
    try:
        if name == "f32":
            return struct.unpack("<f", struct.pack("<f", value))[0]
        if name == "f16":
            return struct.unpack("<e", struct.pack("<e", value))[0]
        if name == "bf16":
            bits = struct.unpack("<I", struct.pack("<f", value))[0]
            bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
            return struct.unpack("<f", struct.pack("<I", bits))[0]
    except OverflowError:
        return math.copysign(math.inf, value)
    return value


_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*([eE][-+]?\d+)?|\.\d+([eE][-+]?\d+)?|inf|nan)$")


def _dense_floats(attr: DenseElementsAttr) -> Optional[List[float]]:
    """The numbers of a float `dense<...>` literal (a splat counts once),
    or None when it is not written as decimal numbers."""
    body = attr.body.replace("[", " ").replace("]", " ")
    out: List[float] = []
    for token in body.split(","):
        token = token.strip()
        if not token:
            continue
        if not _NUMBER.match(token):
            return None
        out.append(_rounded(float(token), _element_type(attr.type)))
    return out or None


def _constant_range(value: Value) -> Optional[FloatRange]:
    """The exact range of a constant float value; WIDEST for another
    constant; None when |value| is not a constant."""
    if not isinstance(value, OpResult) or not value.owner.has_trait(ConstantLike):
        return None
    a = value.owner.get_attr("value")
    if isinstance(a, FloatAttr):
        return FloatRange.of([_rounded(a.value, a.type)])
    if isinstance(a, DenseElementsAttr) and isinstance(_element_type(a.type), FloatType):
        values = _dense_floats(a)
        if values is not None:
            return FloatRange.of(values)
    return WIDEST


#===----------------------------------------------------------------------===#
# The element
#===----------------------------------------------------------------------===#


def _linalg_parent(arg: BlockArgument) -> Optional[Operation]:
    parent = arg.owner.parent_op
    return parent if parent is not None and parent.name == "linalg.generic" else None


class FloatRangeValue(ValueElement):
    """The range of a floating-point value (see the module docstring)."""

    name = "FloatRangeValueElement"
    state_class = FloatRangeState

    def initialize_value(self, value: Value, solver: Solver) -> None:
        if not isinstance(_element_type(value.type), FloatType):
            self.state.indicate_pessimistic_fixpoint()

    def _range(self, solver: Solver, value: Value) -> Optional[FloatRange]:
        return solver.get_element_for(self, FloatRangeValue, Position.for_value(value), REQUIRED).state.assumed

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        new = self.state.copy()
        if isinstance(value, BlockArgument):
            linalg = _linalg_parent(value)
            if linalg is not None and value.index < linalg.num_operands:
                value = linalg.operand(value.index)  # the operand the argument is bound to
        constant = _constant_range(value)
        if constant is not None:
            if constant is WIDEST:
                new.indicate_pessimistic_fixpoint()
            else:
                new.assumed = constant
                new.indicate_optimistic_fixpoint()
            return clamp_and_report(self.state, new)

        def on_def(result: OpResult):
            op = result.owner
            name = op.name
            if name == "linalg.generic":
                body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
                term = body.last_op if body is not None else None
                if term is None or result.index >= term.num_operands:
                    new.indicate_pessimistic_fixpoint()
                    return WalkResult.ADVANCE
                new.__ixor__(solver.get_element_for(self, FloatRangeValue,
                                                    Position.for_value(term.operand(result.index)),
                                                    REQUIRED).state)
                # Look further up only when the body reads the output.
                out_arg = body.arguments[op.num_operands - op.num_results + result.index] \
                    if op.num_operands - op.num_results + result.index < len(body.arguments) else None
                return WalkResult.ADVANCE if out_arg is not None and out_arg.has_uses else WalkResult.SKIP
            if name == "arith.minimumf":
                new.apply_min(self._range(solver, op.operand(0)), self._range(solver, op.operand(1)))
                return WalkResult.ADVANCE
            if name == "arith.maximumf":
                new.apply_max(self._range(solver, op.operand(0)), self._range(solver, op.operand(1)))
                return WalkResult.ADVANCE
            if name == "math.floor":
                new.apply_floor(self._range(solver, op.operand(0)))
                return WalkResult.ADVANCE
            new.indicate_pessimistic_fixpoint()  # an op we know nothing about
            return WalkResult.ADVANCE

        if solver.explorer.walk_defining_ops(value, on_def) is TraversalResult.INCOMPLETE:
            new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)

    def as_str(self) -> str:
        return "fp-range: " + self.state.as_str()


#===----------------------------------------------------------------------===#
# The analysis
#===----------------------------------------------------------------------===#


class FloatRangeAnalysis:
    """Float ranges of the values asked for.

    >>> analysis = FloatRangeAnalysis(module)
    >>> element = analysis.seed(value)
    >>> analysis.run()
    >>> element.state.assumed           # a FloatRange, or None
    """

    def __init__(self, root_op: Operation, *, order_seed: Optional[int] = None):
        self.explorer = Explorer(root_op, TraversalAction.SHALLOW)
        self.explorer.initialize()
        self.solver = Solver(root_op, self.explorer, order_seed=order_seed)

    def seed(self, value: Value) -> FloatRangeValue:
        """The element of |value| (created now, solved by `run`)."""
        return self.solver.get_or_create(FloatRangeValue, Position.for_value(value))

    def run(self):
        return self.solver.run()

    def range_of(self, value: Value) -> Optional[FloatRange]:
        """The range of |value| after `run` (None: nothing known)."""
        e = self.solver.lookup(FloatRangeValue, Position.for_value(value), allow_invalid=True)
        return None if e is None else e.state.assumed


def annotate_float_range_probes(root: Operation) -> Dict[Operation, str]:
    """The `--iree-util-test-float-range-analysis` pass: every
    `iree_unregistered.test_fprange` op with one operand gets
    `analysis = "fp-range: [lo, hi, TRUNC|!trunc]"` for that operand.
    Returns the texts by probe op. A NaN bound is a located error (iree-opt
    3.2.0 fails the pass there)."""
    analysis = FloatRangeAnalysis(root)
    probes = []
    for op in root.walk(WalkOrder.PRE):
        if op.name == PROBE_OP and op.num_operands == 1:
            probes.append((op, analysis.seed(op.operand(0))))
    analysis.run()
    out: Dict[Operation, str] = {}
    for op, element in probes:
        r = element.state.assumed
        if r is not None and (math.isnan(r.lo) or math.isnan(r.hi)):
            # Upstream's state never settles on a NaN bound (NaN != NaN)
            # and iree-opt fails the pass.
            raise op_error(op, "float range analysis failed: a NaN bound never settles")
        text = element.as_str()
        op.set_attr("analysis", StringAttr(text))
        out[op] = text
    return out
