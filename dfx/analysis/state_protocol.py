"""`AbstractState`, the protocol the solver expects of a state.

It lives apart from `dfx.analysis.state` (which re-exports it on first
access) because a `typing.Protocol` costs the `typing` import, which no
run needs."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from dfx.analysis.change import ChangeStatus

__all__ = ["AbstractState"]


@runtime_checkable
class AbstractState(Protocol):
    """What the solver needs from a state."""

    def is_valid(self) -> bool:
        """False once the state reached the worst (top, "anything") value."""
        ...

    def is_at_fixpoint(self) -> bool:
        """True when the state can no longer change."""
        ...

    def indicate_optimistic_fixpoint(self) -> ChangeStatus:
        """Freezes the current assumption as known; returns UNCHANGED."""
        ...

    def indicate_pessimistic_fixpoint(self) -> ChangeStatus:
        """Gives up on the assumption (falls back to what is known);
        returns CHANGED."""
        ...
