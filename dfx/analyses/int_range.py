"""Integer ranges: the signed and unsigned bounds of every integer value.

MLIR's `IntegerRangeAnalysis` (with the `SparseConstantPropagation` and
`DeadCodeAnalysis` it is loaded with, as `iree-opt
--iree-util-optimize-int-arithmetic` loads them), on DFX elements. Every
scalar integer or `index` value (index: 64 bits, as MLIR folds it) holds a
`RangeState`: the bottom (never computed), an `IntRange`
(`dfx.analyses.ranges`: unsigned and signed bounds at once), up to the full
range. Other values hold `NOT_INTEGER`.

What an op computes:

* first the op's folder, with the constants its operands hold (a range of
  one value is a constant; floats come from the constant propagation
  running alongside): `x - x` is 0, `x + 0` is `x`'s range;
* then the op's transfer function (`TRANSFER`, by op name) on its
  operands' ranges: `arith` and `index` arithmetic, bitwise ops, shifts,
  min/max, extensions, truncations, casts, comparisons (decided when the
  ranges do not overlap), `select`; any other op gives the full range;
* an `scf.for` induction variable lies in `[lb.smin, ub.smax - 1]`
  (`[lb.umin, ub.umax - 1]` unsigned for `scf.for unsigned`); when that is
  empty the loop never runs and the variable stays at the bottom.

Control flow, calls and dead code are those of `dfx.analyses.sparse`; the
dead code analysis decides branches with the constants both analyses know
(`RangeLiveBlock`): a condition whose range is one value takes one edge.

**Widening.** A loop could make a range grow one value per update. As in
MLIR, a value whose range grows after it was first computed and which a
terminator carries around a loop (an `scf.yield` or `scf.condition` back
into a region, a branch to a block that reaches the branch again) jumps to
the full range. MLIR widens at every terminator use; restricting it to loop
edges keeps merge points (`scf.if` results, `cf` joins) exact whatever the
order the solver visits them in. A value that changed more than
`MAX_GROWTH` times (a recursive function's argument) is widened too.
"""

from __future__ import annotations

from dfx.analysis.depgraph import Resolution
from dfx.analysis.position import Position
from dfx.ir.attributes import DialectAttr, IndexType, IntegerAttr, IntegerType, OpaqueBuiltinAttr, Type
from dfx.ir.core import Block, BlockArgument, OpResult, Operation, Value
from dfx.ir.folding import fold_op
from dfx.ir.numerics import INDEX_WIDTH
from dfx.ir.traits import BranchOp, RegionBranchOp, RegionBranchTerminator
from dfx.analyses.dead_code import UNINITIALIZED, LiveBlock
from dfx.analyses.lattice import JoinState
from dfx.analyses.ranges import (IntRange, add_range, bitwise_range, bool_range, cast_range, compare_range,
                                 div_range, extend_range, minmax_range, mul_range, rem_range, shift_range,
                                 sub_range, truncate_range)
from dfx.analyses.sccp import Constant, ConstantValue
from dfx.analyses.sparse import ForwardAnalysis, ForwardElement

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Dict, List, Optional

__all__ = ["NOT_INTEGER", "RangeState", "IntRangeValue", "RangeConstant", "RangeLiveBlock", "IntRangeAnalysis",
           "TRANSFER", "int_width", "MAX_GROWTH"]

_OPTIONAL = Resolution.OPTIONAL

MAX_GROWTH = 16
"""Changes after which any growing range is widened to the full range."""

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


class _NotInteger:
    def __str__(self) -> str:
        return "n/a"

    __repr__ = __str__


NOT_INTEGER: Any = _NotInteger()
"""The lattice value of a value that is not a scalar integer."""


def int_width(t: Type) -> Optional[int]:
    """The width of a scalar integer or index type, else None."""
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, IndexType):
        return INDEX_WIDTH
    return None


class RangeState(JoinState):
    """bottom (None) < `IntRange`s (joined by union) < the full range;
    `NOT_INTEGER` for other values."""

    __slots__ = ()

    @staticmethod
    def join_values(a, b):
        if a is NOT_INTEGER or b is NOT_INTEGER:
            return NOT_INTEGER
        return a.union(b)

    @staticmethod
    def is_top(v) -> bool:
        return v is NOT_INTEGER or v.is_full()

    def top(self):
        return IntRange.full(self.value.width) if isinstance(self.value, IntRange) else NOT_INTEGER

    def as_str(self) -> str:
        return "unreached" if self.value is None else str(self.value)


# -- transfer functions ---------------------------------------------------------------------------

if TYPE_CHECKING:
    Transfer = Callable[[Operation, List[Any], int], Optional[IntRange]]


def _flags(op: Operation):
    a = op.get_attr("overflowFlags")
    params = a.params if isinstance(a, DialectAttr) else ""
    return "nsw" in params, "nuw" in params


def _binary(fn) -> Transfer:
    return lambda op, r, w: fn(r[0], r[1])


def _with_flags(fn) -> Transfer:
    def transfer(op, r, w):
        nsw, nuw = _flags(op)
        return fn(r[0], r[1], nsw, nuw)
    return transfer


def _predicate(op: Operation) -> Optional[str]:
    a = op.get_attr("predicate")
    if isinstance(a, IntegerAttr) and 0 <= a.value < len(CMPI_PREDICATES):
        return CMPI_PREDICATES[a.value]
    a = op.get_attr("pred")
    if isinstance(a, OpaqueBuiltinAttr):
        word = a.text.rstrip(">").split()[-1]
        return word if word in CMPI_PREDICATES else None
    return None


def _compare(op, r, w):
    pred = _predicate(op)
    return bool_range(compare_range(pred, r[0], r[1]) if pred is not None else None)


def _select(op, r, w):
    cond, a, b = r
    c = cond.constant_value()
    if c is not None:
        return a if c & 1 else b
    return a.union(b)


def _cast(signed: bool) -> Transfer:
    return lambda op, r, w: cast_range(r[0], w, signed)


TRANSFER: Dict[str, Transfer] = {}
"""Op name -> transfer function `(op, operand ranges, result width) ->
range` (None: no value, the op always produces poison)."""

for _prefix, _names in (("arith.", ("addi", "subi", "muli", "shli")), ("index.", ("add", "sub", "mul", "shl"))):
    for _name, _fn in zip(_names, (add_range, sub_range, mul_range,
                                   lambda a, b, nsw, nuw: shift_range(a, b, "shl", nsw, nuw))):
        TRANSFER[_prefix + _name] = _with_flags(_fn)
for _names, _signed, _rounding in ((("arith.divui", "index.divu"), False, "trunc"),
                                   (("arith.divsi", "index.divs"), True, "trunc"),
                                   (("arith.ceildivui", "index.ceildivu"), False, "ceil"),
                                   (("arith.ceildivsi", "index.ceildivs"), True, "ceil"),
                                   (("arith.floordivsi", "index.floordivs"), True, "floor")):
    for _name in _names:
        TRANSFER[_name] = (lambda s, k: lambda op, r, w: div_range(r[0], r[1], s, k))(_signed, _rounding)
for _name, _signed in (("arith.remui", False), ("index.remu", False), ("arith.remsi", True), ("index.rems", True)):
    TRANSFER[_name] = (lambda s: lambda op, r, w: rem_range(r[0], r[1], s))(_signed)
for _kind in ("and", "or", "xor"):
    for _name in (f"arith.{_kind}i", f"index.{_kind}"):
        TRANSFER[_name] = (lambda k: lambda op, r, w: bitwise_range(r[0], r[1], k))(_kind)
for _name, _kind in (("arith.shrui", "shru"), ("index.shru", "shru"), ("arith.shrsi", "shrs"),
                     ("index.shrs", "shrs")):
    TRANSFER[_name] = (lambda k: lambda op, r, w: shift_range(r[0], r[1], k))(_kind)
for _name, _signed, _larger in (("maxsi", True, True), ("maxui", False, True), ("minsi", True, False),
                                ("minui", False, False), ("maxs", True, True), ("maxu", False, True),
                                ("mins", True, False), ("minu", False, False)):
    _full = ("arith." if _name.endswith("i") else "index.") + _name
    TRANSFER[_full] = (lambda s, g: lambda op, r, w: minmax_range(r[0], r[1], s, g))(_signed, _larger)
TRANSFER["arith.extui"] = lambda op, r, w: extend_range(r[0], w, False)
TRANSFER["arith.extsi"] = lambda op, r, w: extend_range(r[0], w, True)
TRANSFER["arith.trunci"] = lambda op, r, w: truncate_range(r[0], w)
TRANSFER["arith.index_cast"] = _cast(True)
TRANSFER["arith.index_castui"] = _cast(False)
TRANSFER["index.casts"] = _cast(True)
TRANSFER["index.castu"] = _cast(False)
TRANSFER["arith.cmpi"] = _compare
TRANSFER["index.cmp"] = _compare
TRANSFER["arith.select"] = _select
TRANSFER["index.sizeof"] = lambda op, r, w: IntRange.from_unsigned(4, 8, w)


# -- elements -------------------------------------------------------------------------------------


class IntRangeValue(ForwardElement):
    """The range of one SSA value (see the module docstring)."""

    state_class = RangeState

    def initialize_value(self, value: Value, solver) -> None:
        if int_width(value.type) is None:
            self.state.value = NOT_INTEGER

    def entry_value(self, value: Value) -> Any:
        w = int_width(value.type)
        return NOT_INTEGER if w is None else IntRange.full(w)

    def transfer(self, op: Operation, result: OpResult, solver) -> Any:
        w = int_width(result.type)
        if w is None:
            return NOT_INTEGER
        constants = RangeLiveBlock.operand_constants(solver, self, op)
        if constants is None:
            return None  # an operand is not computed yet
        if not op.regions:
            folded = fold_op(op, constants)
            if folded is not None:
                r = folded[result.index]
                if isinstance(r, Value):
                    return self.value_of(solver, r)
                if isinstance(r, IntegerAttr):
                    return IntRange.constant(int(r.value), w)
        fn = TRANSFER.get(op.name)
        ranges = self.operand_values(solver, op) if fn is not None else None
        if fn is None or ranges is None or any(r is NOT_INTEGER for r in ranges):
            return IntRange.full(w)
        if op.name != "arith.select" and len({r.width for r in ranges}) > 1:
            return IntRange.full(w)
        return fn(op, ranges, w)

    def non_control_flow_value(self, arg: BlockArgument, solver) -> Any:
        op = arg.owner.parent_op
        w = int_width(arg.type)
        if op is None or op.name != "scf.for" or arg.index != 0 or w is None:
            return self.entry_value(arg)
        bounds = [self.value_of(solver, op.operand(i)) for i in range(3)]
        if any(b is None for b in bounds):
            return None
        lb, ub, _step = bounds
        if any(b is NOT_INTEGER for b in bounds):
            return self.entry_value(arg)
        if op.get_attr("unsignedCmp") is not None:
            if ub.umax == 0 or ub.umax - 1 < lb.umin:
                return None  # never runs
            return IntRange.from_unsigned(lb.umin, ub.umax - 1, w)
        if ub.smax - 1 < lb.smin:
            return None
        return IntRange.from_signed(lb.smin, ub.smax - 1, w)

    def widen(self, value: Value, old: Any, new: Any) -> Any:
        if new is NOT_INTEGER:
            return new
        if self._changes >= MAX_GROWTH or carried_around_loop(value):
            return IntRange.full(new.width)
        return new


def _reaches(start: Block, goal: Block) -> bool:
    """Whether |goal| is reachable from |start| along successor edges."""
    seen = {start}
    work = [start]
    while work:
        b = work.pop()
        if b is goal:
            return True
        for s in b.successors:
            if s not in seen:
                seen.add(s)
                work.append(s)
    return False


def carried_around_loop(value: Value) -> bool:
    """Whether a terminator carries |value| along a loop edge: into a
    region of a region-branch op (`scf.yield` of a loop body,
    `scf.condition`), or to a block from which the branch is reached again."""
    for use in value.uses:
        o = use.owner
        if o.get_trait(RegionBranchTerminator) is not None:
            parent = o.parent_op
            rb = parent.get_trait(RegionBranchOp) if parent is not None else None
            if rb is not None and any(e.target is not None for e in rb.terminator_edges(parent, o)):
                return True
        elif o.get_trait(BranchOp) is not None and o.parent is not None:
            if any(_reaches(s, o.parent) for s in o.successors):
                return True
    return False


class RangeConstant(ConstantValue):
    """Constant propagation running with the range analysis: it folds with
    the constants both know (`RangeLiveBlock.operand_constants`)."""

    def fold_operands(self, solver, op: Operation):
        return RangeLiveBlock.operand_constants(solver, self, op)


class RangeLiveBlock(LiveBlock):
    """Dead code decided by the constants of `RangeConstant` and the
    one-value ranges of `IntRangeValue`: a value is a constant when either
    says so, and not computed yet while either has not computed it."""

    @classmethod
    def constant_of(cls, solver, querying, value: Value) -> Any:
        c = solver.get_element_for(querying, RangeConstant, Position.for_value(value), _OPTIONAL).state.value
        r = solver.get_element_for(querying, IntRangeValue, Position.for_value(value), _OPTIONAL).state.value
        if c is None or r is None:
            return UNINITIALIZED
        if isinstance(r, IntRange):
            k = r.constant_value()
            if k is not None:
                return IntegerAttr(k, value.type)
        return c.attr if isinstance(c, Constant) else None


IntRangeValue.live_block = RangeLiveBlock
RangeConstant.live_block = RangeLiveBlock


class IntRangeAnalysis(ForwardAnalysis):
    """Runs the integer range analysis over a module."""

    value_kind = IntRangeValue

    def range(self, value: Value) -> Optional[IntRange]:
        """The range of integer |value| (None: not an integer, or never
        computed)."""
        v = self.lattice_value(value)
        return v if isinstance(v, IntRange) else None

    def value_text(self, value: Value) -> str:
        v = self.lattice_value(value)
        return "unreached" if v is None else str(v)
