"""DFX elements: abstract states anchored to IR positions.

An element is (position, state, dependents) plus a kind, which is its Python
class: the solver keeps at most one element per (class, position).

Lifecycle (driven by the solver):

1. creation and registration;
2. `initialize(solver)`, exactly once: seed facts known from the IR;
3. any number of `update(solver)` calls. `update` returns UNCHANGED straight
   away once the state is at a fixpoint, otherwise it runs `update_impl`.

Subclasses define `name` (defaults to the class name), the state (a
`state_class` attribute or a `create_state()` override) and the hooks of one
of the position-specific bases:

```python
class Reachable(ValueElement):
    state_class = BooleanState

    def update_value(self, value, solver):
        ...
        return ChangeStatus.UNCHANGED
```
"""

from __future__ import annotations

import enum

from dfx.ir.core import Block, Operation, Value
from dfx.analysis.position import DEFAULT_NAMING, Naming, Position, PositionKind
from dfx.analysis.state import ChangeStatus

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar, Dict, List, Optional

if TYPE_CHECKING:
    Solver = Any
"""Stands for `dfx.analysis.solver.Solver` in the annotations of this module.
Not imported: the solver imports this module (elements are the solver's
clients, never the reverse)."""

__all__ = [
    "Resolution", "AbstractElement", "ValueElement", "OperationElement", "TypedOperationElement",
    "BlockElement", "position_text",
]


class Resolution(enum.IntEnum):
    """How a dependent relies on a dependency.

    * REQUIRED: the dependent cannot be valid when the dependency is invalid
      (invalidity is pushed to it eagerly);
    * OPTIONAL: the dependent is only re-run when the dependency changes;
    * NONE: no edge is recorded.

    Ordered by strength (NONE < OPTIONAL < REQUIRED) so that merged edges
    keep the stronger resolution.
    """

    NONE = 0
    OPTIONAL = 1
    REQUIRED = 2

    def __str__(self) -> str:
        return self.name.lower()


_UNCHANGED = ChangeStatus.UNCHANGED
_VALUE = PositionKind.VALUE
_RETURNED_VALUE = PositionKind.RETURNED_VALUE
_OPERATION = PositionKind.OPERATION
_BLOCK = PositionKind.BLOCK


def position_text(position: Optional[Position], naming: Optional[Naming] = None) -> str:
    """The position part of an element's one-line print (SPEC R3.5.6):
    `value <operand>`, `returned value <i> for <op>`, `op <op>`,
    `block <label> in <parent op>` or `<<null>>`."""
    if position is None:
        return "<<null>>"
    naming = naming or DEFAULT_NAMING
    k = position.kind
    if k == _VALUE:
        return f"value {naming.value_name(position.payload)}"  # type: ignore[arg-type]
    if k == _RETURNED_VALUE:
        return f"returned value {position.ordinal} for {naming.op_text(position.payload)}"  # type: ignore[arg-type]
    if k == _OPERATION:
        return f"op {naming.op_text(position.payload)}"  # type: ignore[arg-type]
    block = position.payload
    parent = block.parent_op  # type: ignore[union-attr]
    where = f" in {naming.op_text(parent)}" if parent is not None else ""
    return f"block {naming.block_label(block)}{where}"  # type: ignore[arg-type]


class AbstractElement:
    """Base of all elements. See the module docstring."""

    __slots__ = ("position", "state", "deps", "_index", "_queued", "_initialized",
                 "_changes", "_provenance", "_notes", "__weakref__")

    name: ClassVar[str] = "AbstractElement"
    """Printed name of the element kind (defaults to the class name)."""

    state_class: ClassVar[Optional[type]] = None
    """Class of the state, used by the default `create_state()`."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "name" not in cls.__dict__:
            cls.name = cls.__name__

    def __init__(self, position: Position):
        self.position = position
        """The IR anchor."""
        self.state = self.create_state()
        """The abstract state."""
        self.deps: Dict["AbstractElement", Resolution] = {}
        """Dependents to notify when this element changes, with the edge
        resolution (insertion ordered, one entry per dependent, REQUIRED wins
        over OPTIONAL). Consumed by the solver when it schedules them."""
        # Solver bookkeeping (kept on the element: cheaper than side tables).
        self._index = -1
        self._queued = False
        self._initialized = False
        self._changes = 0
        self._provenance: Optional[Dict["AbstractElement", Resolution]] = None
        self._notes: Optional[List[Any]] = None

    def create_state(self):
        """A fresh (best) state for this element."""
        if self.state_class is None:
            raise TypeError(f"{type(self).__name__} defines neither state_class nor create_state()")
        return self.state_class()

    # -- state shortcuts -----------------------------------------------------------

    def is_valid(self) -> bool:
        """Whether the state is valid."""
        return self.state.is_valid()

    def is_at_fixpoint(self) -> bool:
        """Whether the state is at a fixpoint."""
        return self.state.is_at_fixpoint()

    def indicate_optimistic_fixpoint(self) -> ChangeStatus:
        """Freezes the state at its assumption."""
        return self.state.indicate_optimistic_fixpoint()

    def indicate_pessimistic_fixpoint(self) -> ChangeStatus:
        """Gives up on the state's assumption."""
        return self.state.indicate_pessimistic_fixpoint()

    # -- lifecycle ------------------------------------------------------------------

    def initialize(self, solver: Solver) -> None:
        """Called once after creation; seeds known facts. Default: nothing."""

    def update(self, solver: Solver) -> ChangeStatus:
        """Re-evaluates the element: UNCHANGED at a fixpoint, else `update_impl`."""
        if self.state.is_at_fixpoint():
            return _UNCHANGED
        return self.update_impl(solver)

    def update_impl(self, solver: Solver) -> ChangeStatus:
        """Recomputes the state from the states of other elements; returns
        CHANGED iff the state changed."""
        raise NotImplementedError(f"{type(self).__name__}.update_impl")

    # -- text ---------------------------------------------------------------------------

    def as_str(self) -> str:
        """A summary of the state."""
        state = self.state
        as_str = getattr(state, "as_str", None)
        return as_str() if as_str is not None else str(state)

    def to_str(self, naming: Optional[Naming] = None) -> str:
        """The one-line print: `[<name>] <position> with state <as_str()>`."""
        return f"[{self.name}] {position_text(self.position, naming)} with state {self.as_str()}"

    def __str__(self) -> str:
        return self.to_str()

    def __repr__(self) -> str:
        return f"<{self.name} {self.position!r}>"


class ValueElement(AbstractElement):
    """An element anchored to a VALUE position. Other positions take a
    pessimistic fixpoint."""

    __slots__ = ()

    def initialize(self, solver: Solver) -> None:
        """Dispatches to `initialize_value` (pessimistic off VALUE positions)."""
        pos = self.position
        if pos.kind == _VALUE:
            self.initialize_value(pos.payload, solver)  # type: ignore[arg-type]
        else:
            self.state.indicate_pessimistic_fixpoint()

    def update_impl(self, solver: Solver) -> ChangeStatus:
        """Dispatches to `update_value` (pessimistic off VALUE positions)."""
        pos = self.position
        if pos.kind == _VALUE:
            return self.update_value(pos.payload, solver)  # type: ignore[arg-type]
        return self.state.indicate_pessimistic_fixpoint()

    def initialize_value(self, value: Value, solver: Solver) -> None:
        """Seeds the state for |value|. Default: nothing."""

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        """Recomputes the state for |value|."""
        raise NotImplementedError(f"{type(self).__name__}.update_value")


class OperationElement(AbstractElement):
    """An element anchored to an OPERATION position. Other positions take a
    pessimistic fixpoint."""

    __slots__ = ()

    def _accepts(self, op: Operation) -> bool:
        return True

    def initialize(self, solver: Solver) -> None:
        """Dispatches to `initialize_operation` (pessimistic off accepted OPERATION positions)."""
        pos = self.position
        if pos.kind == _OPERATION and self._accepts(pos.payload):  # type: ignore[arg-type]
            self.initialize_operation(pos.payload, solver)  # type: ignore[arg-type]
        else:
            self.state.indicate_pessimistic_fixpoint()

    def update_impl(self, solver: Solver) -> ChangeStatus:
        """Dispatches to `update_operation` (pessimistic off accepted OPERATION positions)."""
        pos = self.position
        if pos.kind == _OPERATION and self._accepts(pos.payload):  # type: ignore[arg-type]
            return self.update_operation(pos.payload, solver)  # type: ignore[arg-type]
        return self.state.indicate_pessimistic_fixpoint()

    def initialize_operation(self, op: Operation, solver: Solver) -> None:
        """Seeds the state for |op|. Default: nothing."""

    def update_operation(self, op: Operation, solver: Solver) -> ChangeStatus:
        """Recomputes the state for |op|."""
        raise NotImplementedError(f"{type(self).__name__}.update_operation")


class BlockElement(AbstractElement):
    """An element anchored to a BLOCK position (block liveness, facts at a
    block's entry). Other positions take a pessimistic fixpoint."""

    __slots__ = ()

    def initialize(self, solver: Solver) -> None:
        """Dispatches to `initialize_block` (pessimistic off BLOCK positions)."""
        pos = self.position
        if pos.kind == _BLOCK:
            self.initialize_block(pos.payload, solver)  # type: ignore[arg-type]
        else:
            self.state.indicate_pessimistic_fixpoint()

    def update_impl(self, solver: Solver) -> ChangeStatus:
        """Dispatches to `update_block` (pessimistic off BLOCK positions)."""
        pos = self.position
        if pos.kind == _BLOCK:
            return self.update_block(pos.payload, solver)  # type: ignore[arg-type]
        return self.state.indicate_pessimistic_fixpoint()

    def initialize_block(self, block: Block, solver: Solver) -> None:
        """Seeds the state for |block|. Default: nothing."""

    def update_block(self, block: Block, solver: Solver) -> ChangeStatus:
        """Recomputes the state for |block|."""
        raise NotImplementedError(f"{type(self).__name__}.update_block")


class TypedOperationElement(OperationElement):
    """An OperationElement that only applies to ops carrying the trait or
    interface class `required_trait` (from `dfx.ir.traits`); other ops are
    treated like a wrong position kind (pessimistic fixpoint)."""

    __slots__ = ()

    required_trait: ClassVar[Optional[type]] = None
    """The trait class the op must have (None: any op)."""

    def _accepts(self, op: Operation) -> bool:
        trait = self.required_trait
        return trait is None or op.has_trait(trait)
