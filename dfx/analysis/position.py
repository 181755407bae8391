"""IR positions: the anchors DFX elements are attached to.

A `Position` names one of:

* VALUE: an SSA value (op result or block argument);
* RETURNED_VALUE: "the i-th value returned by this callable op";
* OPERATION: an operation;
* BLOCK: a block.

Two positions are equal iff they have the same kind, the very same payload
object (identity, never structural equality) and the same ordinal (only
RETURNED_VALUE uses it). Positions are immutable tuples, hashed and
compared in C because the solver looks one up for every query.

Text forms take a `Naming` so that a printer with real SSA names can be
plugged in; the default naming uses name hints and is deterministic.
"""

from __future__ import annotations

import enum
from operator import itemgetter as _itemgetter

from dfx.ir.attributes import StringAttr
from dfx.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Iterable, List, Optional

__all__ = [
    "PositionKind", "Position", "Naming", "DEFAULT_NAMING",
    "positions_from_values", "arg_positions", "returned_value_positions",
]


class PositionKind(enum.IntEnum):
    """What a position is anchored to."""

    VALUE = 0
    RETURNED_VALUE = 1
    OPERATION = 2
    BLOCK = 3

    def __str__(self) -> str:
        return self.name


_VALUE = PositionKind.VALUE
_RETURNED_VALUE = PositionKind.RETURNED_VALUE
_OPERATION = PositionKind.OPERATION
_BLOCK = PositionKind.BLOCK

_tuple_new = tuple.__new__


#===----------------------------------------------------------------------===#
# Naming
#===----------------------------------------------------------------------===#


def _symbol_name(op: Operation) -> Optional[str]:
    a = op.get_attr("sym_name")
    return a.value if isinstance(a, StringAttr) else None


class Naming:
    """Turns IR objects into text for debug output.

    The default implementation needs no printer state: values print as
    `%<name hint>`, or `%<op-name>#<i>` / `%arg<i>` without a hint; ops as
    `<op-name>[ @<sym>]`; blocks as `^<label hint>` or `^bb<index>`.
    Override the methods to use a printer's SSA names.
    """

    def value_name(self, value: Value) -> str:
        """The value as an operand (`%x`)."""
        if value.name_hint:
            return f"%{value.name_hint}"
        if isinstance(value, OpResult):
            return f"%{value.owner.name}#{value.index}"
        if isinstance(value, BlockArgument):
            return f"%arg{value.index}"
        return "%<value>"

    def op_text(self, op: Operation) -> str:
        """A one-line identification of |op|: `<op-name>[ @<sym>]`."""
        sym = _symbol_name(op)
        return op.name if sym is None else f"{op.name} @{sym}"

    def block_label(self, block: Block) -> str:
        """The block label (`^bb0`)."""
        if block.label_hint:
            hint = block.label_hint
            return hint if hint.startswith("^") else f"^{hint}"
        region = block.parent
        if region is not None:
            for i, b in enumerate(region.blocks):
                if b is block:
                    return f"^bb{i}"
        return "^bb?"


DEFAULT_NAMING = Naming()
"""The naming used when none is given."""


#===----------------------------------------------------------------------===#
# Position
#===----------------------------------------------------------------------===#


class Position(tuple):
    """An IR anchor. Build positions with `for_value`, `for_op`,
    `for_returned_value` and `for_block`.

    A position is the tuple (kind, payload, ordinal): dictionary lookups,
    which the solver runs for every query, then hash and compare it in C
    (payloads hash and compare by identity: IR objects define no equality).
    Treat positions as immutable: they are dictionary keys.
    """

    __slots__ = ()

    VALUE = _VALUE
    RETURNED_VALUE = _RETURNED_VALUE
    OPERATION = _OPERATION
    BLOCK = _BLOCK

    def __new__(cls, kind: PositionKind, payload: object, ordinal: int = 0):
        if kind.__class__ is not PositionKind:
            kind = PositionKind(kind)
        return _tuple_new(cls, (kind, payload, ordinal))

    kind = property(_itemgetter(0), doc="The position kind.")
    payload = property(_itemgetter(1), doc="The anchored object (value, op or block).")
    ordinal = property(_itemgetter(2), doc="Result index for RETURNED_VALUE, else 0.")

    @classmethod
    def for_value(cls, value: Value) -> "Position":
        """The VALUE position of |value| (op result or block argument)."""
        return _tuple_new(cls, (_VALUE, value, 0))

    @classmethod
    def for_op(cls, op: Operation) -> "Position":
        """The OPERATION position of |op|."""
        return _tuple_new(cls, (_OPERATION, op, 0))

    @classmethod
    def for_returned_value(cls, op: Operation, index: int) -> "Position":
        """The RETURNED_VALUE position for result |index| of callable |op|."""
        return _tuple_new(cls, (_RETURNED_VALUE, op, index))

    @classmethod
    def for_block(cls, block: Block) -> "Position":
        """The BLOCK position of |block|."""
        return _tuple_new(cls, (_BLOCK, block, 0))

    # -- identity -------------------------------------------------------------

    # Equality and hashing are the tuple's (in C). A position also equals a
    # plain tuple with its fields; nothing compares the two.

    def __reduce__(self):
        return (Position, (self[0], self[1], self[2]))

    # -- accessors ----------------------------------------------------------------

    @property
    def is_value(self) -> bool:
        """True for VALUE positions."""
        return self.kind == _VALUE

    @property
    def value(self) -> Value:
        """The anchored value (VALUE positions only)."""
        if self.kind != _VALUE:
            raise ValueError(f"{self.kind} position has no value")
        return self.payload  # type: ignore[return-value]

    @property
    def op(self) -> Operation:
        """The anchored op (OPERATION and RETURNED_VALUE positions)."""
        if self.kind != _OPERATION and self.kind != _RETURNED_VALUE:
            raise ValueError(f"{self.kind} position has no operation")
        return self.payload  # type: ignore[return-value]

    @property
    def block(self) -> Block:
        """The anchored block (BLOCK positions only)."""
        if self.kind != _BLOCK:
            raise ValueError(f"{self.kind} position has no block")
        return self.payload  # type: ignore[return-value]

    @property
    def index(self) -> int:
        """The returned-value index (RETURNED_VALUE positions only)."""
        if self.kind != _RETURNED_VALUE:
            raise ValueError(f"{self.kind} position has no result index")
        return self.ordinal

    # -- text ---------------------------------------------------------------------

    def short_str(self) -> str:
        """Text without naming context: `value`, `returned value`,
        `op <symbol-name or op-name>`, `block`."""
        k = self.kind
        if k == _VALUE:
            return "value"
        if k == _RETURNED_VALUE:
            return "returned value"
        if k == _OPERATION:
            op: Operation = self.payload  # type: ignore[assignment]
            sym = _symbol_name(op)
            return f"op {sym if sym is not None else op.name}"
        return "block"

    def long_str(self, naming: Optional[Naming] = None) -> str:
        """Text with names: `%x`, `<op-name>[ @<sym>] result <i>`,
        `<op-name>[ @<sym>]`, or the block label."""
        naming = naming or DEFAULT_NAMING
        k = self.kind
        if k == _VALUE:
            return naming.value_name(self.payload)  # type: ignore[arg-type]
        if k == _RETURNED_VALUE:
            return f"{naming.op_text(self.payload)} result {self.ordinal}"  # type: ignore[arg-type]
        if k == _OPERATION:
            return naming.op_text(self.payload)  # type: ignore[arg-type]
        return naming.block_label(self.payload)  # type: ignore[arg-type]

    def __str__(self) -> str:
        return self.long_str()

    def __repr__(self) -> str:
        return f"<Position {self.kind.name} {self.long_str()}>"


#===----------------------------------------------------------------------===#
# Helpers
#===----------------------------------------------------------------------===#


def positions_from_values(values: Iterable[Value]) -> List[Position]:
    """VALUE positions of |values|, in order."""
    return [Position(_VALUE, v, 0) for v in values]


def arg_positions(region: Region) -> List[Position]:
    """VALUE positions of the entry block arguments of |region| (empty for a
    region without blocks)."""
    entry = region.entry_block
    return positions_from_values(entry.arguments) if entry is not None else []


def returned_value_positions(region: Region) -> List[Position]:
    """Positions of the values |region| returns to its parent op.

    * Parent is a `RegionBranchOp`: the inputs of the first terminator edge of
      the region that leads back to the parent (`target is None`), i.e. the
      parent op's results, as VALUE positions. A region none of whose
      terminators returns to the parent (e.g. an `scf.while` body) gives [].
    * Parent is `Callable`: `RETURNED_VALUE(parent, i)` for each result of
      its function type.
    * Otherwise: [].
    """
    from dfx.ir.traits import Callable, RegionBranchOp, Terminator

    parent = region.parent
    if parent is None:
        return []
    branch = parent.get_trait(RegionBranchOp)
    if branch is not None:
        for block in region.blocks:
            term = block.last_op
            if term is None or not term.has_trait(Terminator):
                continue
            for edge in branch.terminator_edges(parent, term):
                if edge.target is None:
                    return positions_from_values(edge.inputs)
        return []
    callable_ = parent.get_trait(Callable)
    if callable_ is not None:
        return [Position(_RETURNED_VALUE, parent, i) for i in range(callable_.num_results(parent))]
    return []
