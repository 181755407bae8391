"""`JoinState`: a DFX state over a join-semilattice with a bottom.

MLIR's dataflow lattices (`Lattice<ConstantValue>`, integer ranges,
executability, liveness) start at a *bottom* ("nothing known yet": the
value was never computed, the block never reached) and only move up by
*joins* until they reach a *top* ("anything"). A DFX state is the same
thing seen from the optimistic side: the best assumption is the bottom,
`^=` (clamp) is the join, and the state is invalid once it is the top.

`JoinState` is that adapter; a subclass says how values join and which
value is the top:

```python
class MaxState(JoinState):
    @staticmethod
    def join_values(a, b):
        return max(a, b)

    @staticmethod
    def is_top(v):
        return v >= 10
```

`state.value` is None (the bottom) or a lattice value; `join(v)` moves it
up and says whether it changed. Values must compare with `==` by content.
A state at its top is at a fixpoint and invalid (so the solver records no
dependency on it: it cannot change again); `indicate_optimistic_fixpoint`
freezes a state where it is.
"""

from __future__ import annotations

from dfx.analysis.state import ChangeStatus

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Optional

__all__ = ["JoinState"]


class JoinState:
    """A join-semilattice state (see the module docstring)."""

    __slots__ = ("value", "fixed")

    def __init__(self, value: Any = None):
        self.value = value
        """None (bottom: nothing known yet) or a lattice value."""
        self.fixed = False
        """Frozen by `indicate_optimistic_fixpoint`."""

    # -- the lattice (subclasses) ---------------------------------------------------------------

    @staticmethod
    def join_values(a: Any, b: Any) -> Any:
        """The least value above both |a| and |b| (neither None)."""
        raise NotImplementedError

    @staticmethod
    def is_top(v: Any) -> bool:
        """Whether |v| is the top value (nothing can be above it)."""
        raise NotImplementedError

    def top(self) -> Any:
        """The top value of this state (used by `indicate_pessimistic_fixpoint`)."""
        raise NotImplementedError

    @staticmethod
    def value_text(v: Any) -> str:
        return str(v)

    # -- joining --------------------------------------------------------------------------------

    def join(self, v: Any) -> bool:
        """Joins |v| (None: nothing) into the state; True if it changed."""
        if v is None or self.fixed:
            return False
        new = v if self.value is None else self.join_values(self.value, v)
        if self.value is not None and new == self.value:
            return False
        self.value = new
        return True

    def __ixor__(self, other: "JoinState") -> "JoinState":
        self.join(other.value)
        return self

    clamp = __ixor__

    # -- the DFX state protocol -------------------------------------------------------------------

    def is_valid(self) -> bool:
        return self.value is None or not self.is_top(self.value)

    def is_at_fixpoint(self) -> bool:
        return self.fixed or not self.is_valid()

    def indicate_optimistic_fixpoint(self) -> ChangeStatus:
        self.fixed = True
        return ChangeStatus.UNCHANGED

    def indicate_pessimistic_fixpoint(self) -> ChangeStatus:
        if self.fixed:
            return ChangeStatus.UNCHANGED
        self.value = self.top()
        return ChangeStatus.CHANGED

    def copy(self) -> "JoinState":
        new = type(self).__new__(type(self))
        new.value = self.value
        new.fixed = self.fixed
        return new

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.value == self.value  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # mutable

    def as_str(self) -> str:
        return "<bottom>" if self.value is None else self.value_text(self.value)

    __str__ = as_str

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.as_str()}>"
