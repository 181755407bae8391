"""Interprocedural sparse conditional constant propagation (SCCP).

MLIR's `SparseConstantPropagation` together with its `DeadCodeAnalysis`,
on DFX elements. Every SSA value holds a `ConstantState`:

    bottom (None)  ->  Constant(attr)  ->  UNKNOWN
    "not computed:     "always this        "may hold different
     never reached"     constant"           values"

An op's result is what the op's folder (`OpDef.fold`, `dfx.ir.folding`)
says for the constants its operands hold (`UNKNOWN` operands are passed as
None, so `x * 0` still folds to 0); a folder that answers an existing value
(`x + 0` is `x`) gives that value's state; no folder, or no fold, gives
`UNKNOWN`. Block arguments, call results and region results join what the
live edges bring (`dfx.analyses.sparse`). Which edges are live is decided
by `SCCPLiveBlock`, the dead code analysis reading these very constants:
a `cf.cond_br` on a constant takes one edge, an `scf.if` on a constant
enters one region, an `scf.for` whose bounds are constants with no
iteration skips its body, a private function called only from dead code
never runs, and what they would have computed stays at the bottom.

    analysis = SCCPAnalysis(module)
    analysis.run()
    analysis.constant(value)     # an attribute, or None
    analysis.is_reached(value)   # False: no execution computes it
    analysis.is_live(block)
"""

from __future__ import annotations

import struct

from dfx.analysis.depgraph import Resolution
from dfx.analysis.position import Position
from dfx.ir.attributes import Attribute, DenseElementsAttr, FloatAttr, IntegerAttr
from dfx.ir.core import OpResult, Operation, Value
from dfx.ir.folding import fold_op
from dfx.analyses.dead_code import UNINITIALIZED, LiveBlock
from dfx.analyses.lattice import JoinState
from dfx.analyses.sparse import ForwardAnalysis, ForwardElement

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Optional

__all__ = ["Constant", "UNKNOWN", "ConstantState", "ConstantValue", "SCCPLiveBlock", "SCCPAnalysis",
           "constant_key"]

_OPTIONAL = Resolution.OPTIONAL


def constant_key(attr: Attribute) -> tuple:
    """What makes two constants the same constant: the type and the bits
    (so `0.0` and `-0.0` differ, and two NaNs with the same bits agree)."""
    if isinstance(attr, IntegerAttr):
        return ("int", attr.type, int(attr.value))
    if isinstance(attr, FloatAttr):
        return ("float", attr.type, struct.pack("<d", float(attr.value)))
    if isinstance(attr, DenseElementsAttr):
        return ("dense", attr.type, str(attr))
    return (type(attr).__name__, str(attr))


class Constant:
    """A constant lattice value: one attribute, compared by `constant_key`."""

    __slots__ = ("attr", "key")

    def __init__(self, attr: Attribute):
        self.attr = attr
        self.key = constant_key(attr)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Constant) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __str__(self) -> str:
        return str(self.attr)

    __repr__ = __str__


class _Unknown:
    def __str__(self) -> str:
        return "unknown"

    __repr__ = __str__


UNKNOWN: Any = _Unknown()
"""The top: the value may differ between executions (MLIR's unknown constant)."""


class ConstantState(JoinState):
    """bottom (None) < `Constant` < `UNKNOWN`; two different constants join
    to `UNKNOWN`."""

    __slots__ = ()

    @staticmethod
    def join_values(a, b):
        return a if a == b else UNKNOWN

    @staticmethod
    def is_top(v) -> bool:
        return v is UNKNOWN

    def top(self):
        return UNKNOWN

    def as_str(self) -> str:
        return "unreached" if self.value is None else str(self.value)


class ConstantValue(ForwardElement):
    """The constant an SSA value holds (see the module docstring)."""

    state_class = ConstantState

    def entry_value(self, value: Value) -> Any:
        return UNKNOWN

    def fold_operands(self, solver, op: Operation):
        """The constants (attribute or None) of |op|'s operands, or None
        while one of them is at the bottom."""
        values = self.operand_values(solver, op)
        if values is None:
            return None
        return [v.attr if isinstance(v, Constant) else None for v in values]

    def transfer(self, op: Operation, result: OpResult, solver) -> Any:
        if op.regions:
            return UNKNOWN  # an op with regions is not simulated (as MLIR)
        constants = self.fold_operands(solver, op)
        if constants is None:
            return None
        folded = fold_op(op, constants)
        if folded is None:
            return UNKNOWN
        r = folded[result.index]
        if isinstance(r, Value):
            return self.value_of(solver, r)
        return Constant(r)


class SCCPLiveBlock(LiveBlock):
    """Dead code decided by the constants of `SCCPLiveBlock.constants_kind`."""

    constants_kind = ConstantValue

    @classmethod
    def constant_of(cls, solver, querying, value: Value) -> Any:
        v = solver.get_element_for(querying, cls.constants_kind, Position.for_value(value), _OPTIONAL).state.value
        if v is None:
            return UNINITIALIZED
        return v.attr if isinstance(v, Constant) else None


ConstantValue.live_block = SCCPLiveBlock


class SCCPAnalysis(ForwardAnalysis):
    """Runs SCCP over a module and answers queries about its results."""

    value_kind = ConstantValue

    def constant(self, value: Value) -> Optional[Attribute]:
        """The constant |value| always holds, or None (unknown or never
        computed)."""
        v = self.lattice_value(value)
        return v.attr if isinstance(v, Constant) else None

    def value_text(self, value: Value) -> str:
        v = self.lattice_value(value)
        return "unreached" if v is None else str(v)
