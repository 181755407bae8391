"""`ChangeStatus`: whether an update changed a state (the answer of every
state operation and element update). `dfx.analysis.state` re-exports it;
it lives here so that the state protocol (`dfx.analysis.state_protocol`)
can name it without importing the states."""

from __future__ import annotations

import enum

__all__ = ["ChangeStatus"]


class ChangeStatus(enum.Enum):
    """Whether an operation changed a state. `CHANGED` wins under `|`,
    `UNCHANGED` wins under `&`."""

    UNCHANGED = "unchanged"
    CHANGED = "changed"

    def __or__(self, other: "ChangeStatus") -> "ChangeStatus":
        if self is ChangeStatus.CHANGED or other is ChangeStatus.CHANGED:
            return ChangeStatus.CHANGED
        return ChangeStatus.UNCHANGED

    def __and__(self, other: "ChangeStatus") -> "ChangeStatus":
        if self is ChangeStatus.UNCHANGED or other is ChangeStatus.UNCHANGED:
            return ChangeStatus.UNCHANGED
        return ChangeStatus.CHANGED

    def __str__(self) -> str:
        return self.value
