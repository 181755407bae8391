"""Abstract states of the DFX framework: the lattices elements live in.

Every state follows the known/assumed discipline of LLVM's Attributor:

* `assumed` is the optimistic answer; it only ever moves towards the
  pessimistic end while the solver runs;
* `known` is what has been proven; it only ever moves towards the optimistic
  end;
* the state is *at a fixpoint* when both agree, and *invalid* when `assumed`
  reached the worst value of the lattice (nothing useful is known).

Integer-backed states (`BooleanState`, `BitIntegerState`, `IncIntegerState`,
`DecIntegerState`) keep the two fields explicitly. `PotentialValuesState`
models "the set of values this position may take" and delegates validity and
fixpoint-ness to an embedded `BooleanState`.

NOTE: the combination operators are in-place (`s ^= r` clamps `s` with `r`);
the states are mutable and therefore unhashable.
"""

from __future__ import annotations

from dfx.analysis.change import ChangeStatus

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, FrozenSet, Iterable, List, Optional
    from dfx.analysis.state_protocol import AbstractState

__all__ = [
    "ChangeStatus", "AbstractState", "InvalidStateError", "IntegerStateBase", "BooleanState",
    "BitIntegerState", "IncIntegerState", "DecIntegerState", "PotentialValuesState",
    "DEFAULT_MAX_MEMBERS", "clamp_and_report", "state_suffix",
]


_UNCHANGED = ChangeStatus.UNCHANGED
_CHANGED = ChangeStatus.CHANGED


class InvalidStateError(RuntimeError):
    """Raised when reading the contents of an invalid (top) state, which are
    meaningless (SPEC R3.2.9)."""


#===----------------------------------------------------------------------===#
# The state protocol
#===----------------------------------------------------------------------===#


def __getattr__(name: str):
    # `AbstractState` is a `typing.Protocol`, defined in its own module and
    # loaded on first access: the solver never needs it at run time, and a
    # command-line run then does not import `typing` at all.
    if name == "AbstractState":
        from dfx.analysis.state_protocol import AbstractState
        globals()[name] = AbstractState
        return AbstractState
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def state_suffix(state: AbstractState) -> str:
    """The generic textual suffix of a state: `top` if invalid, `fix` if at a
    fixpoint, else the empty string."""
    if not state.is_valid():
        return "top"
    return "fix" if state.is_at_fixpoint() else ""


#===----------------------------------------------------------------------===#
# Integer-backed states
#===----------------------------------------------------------------------===#




class IntegerStateBase:
    """A `(known, assumed)` pair over integers with a best and a worst value.

    The state is valid while `assumed != worst` and at a fixpoint when
    `assumed == known`. Subclasses give the lattice its direction through
    four hooks, reached from the in-place operators:

    * `s ^= r` (clamp): `_handle_new_assumed(r.assumed)`;
    * `s += r`: `_handle_new_known(r.known)`;
    * `s |= r`: `_join_or(r.assumed, r.known)`;
    * `s &= r`: `_join_and(r.assumed, r.known)`.
    """

    __slots__ = ("known", "assumed")

    best: int = 1
    """The optimistic end of the lattice (the initial assumption)."""
    worst: int = 0
    """The pessimistic end of the lattice (an invalid state)."""

    def __init__(self, assumed: Optional[int] = None):
        self.known: int = self.worst
        """What has been proven so far (starts at `worst`)."""
        self.assumed: int = self.best if assumed is None else assumed
        """The current optimistic assumption (starts at `best`)."""

    # -- AbstractState -------------------------------------------------------------

    def is_valid(self) -> bool:
        """Valid while `assumed` is not the worst value."""
        return self.assumed != self.worst

    def is_at_fixpoint(self) -> bool:
        """At a fixpoint when `assumed == known`."""
        return self.assumed == self.known

    def indicate_optimistic_fixpoint(self) -> ChangeStatus:
        """`known := assumed`; returns UNCHANGED."""
        self.known = self.assumed
        return _UNCHANGED

    def indicate_pessimistic_fixpoint(self) -> ChangeStatus:
        """`assumed := known`; returns CHANGED."""
        self.assumed = self.known
        return _CHANGED

    # -- accessors ---------------------------------------------------------------------

    def get_known(self) -> int:
        """The known value."""
        return self.known

    def get_assumed(self) -> int:
        """The assumed value."""
        return self.assumed

    def best_state(self) -> int:
        """The optimistic end of the lattice."""
        return self.best

    def worst_state(self) -> int:
        """The pessimistic (invalid) end of the lattice."""
        return self.worst

    # -- hooks ---------------------------------------------------------------------------

    def _handle_new_assumed(self, value: int) -> None:
        raise NotImplementedError

    def _handle_new_known(self, value: int) -> None:
        raise NotImplementedError

    def _join_or(self, assumed: int, known: int) -> None:
        raise NotImplementedError

    def _join_and(self, assumed: int, known: int) -> None:
        raise NotImplementedError

    # -- operators --------------------------------------------------------------------------

    def __ixor__(self, other: "IntegerStateBase"):
        self._handle_new_assumed(other.assumed)
        return self

    def clamp(self, other: "IntegerStateBase"):
        """Same as `self ^= other`; returns self."""
        self._handle_new_assumed(other.assumed)
        return self

    def __iadd__(self, other: "IntegerStateBase"):
        self._handle_new_known(other.known)
        return self

    def __ior__(self, other: "IntegerStateBase"):
        self._join_or(other.assumed, other.known)
        return self

    def __iand__(self, other: "IntegerStateBase"):
        self._join_and(other.assumed, other.known)
        return self

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, IntegerStateBase):
            return NotImplemented
        return self.known == other.known and self.assumed == other.assumed

    __hash__ = None  # type: ignore[assignment]  # mutable

    def copy(self):
        """An independent copy of this state."""
        new = self.__class__.__new__(self.__class__)
        new.known = self.known
        new.assumed = self.assumed
        return new

    def as_str(self) -> str:
        """`(<known>-<assumed>)` followed by the generic suffix."""
        return f"({int(self.known)}-{int(self.assumed)}){state_suffix(self)}"

    __str__ = as_str

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.as_str()}>"


class BooleanState(IntegerStateBase):
    """A boolean known/assumed pair: best is True, worst is False.

    A default boolean state is valid (assumed True) and not at a fixpoint
    (known False).
    """

    __slots__ = ()

    best = True
    worst = False

    def __init__(self, assumed: Optional[bool] = None):
        self.known = False
        self.assumed = True if assumed is None else bool(assumed)

    def is_valid(self) -> bool:
        """Valid while assumed true."""
        return self.assumed

    def is_known(self) -> bool:
        """The known flag."""
        return self.known

    def is_assumed(self) -> bool:
        """The assumed flag."""
        return self.assumed

    def set_known(self, value: bool) -> None:
        """Records |value| as known (and assumed)."""
        self.known = self.known or bool(value)
        self.assumed = self.assumed or bool(value)

    def set_assumed(self, value: bool) -> None:
        """Lowers the assumption to |value|, never below what is known."""
        self.assumed = self.assumed and (self.known or bool(value))

    def _handle_new_known(self, value) -> None:
        if value:
            self.known = self.assumed = True

    def _handle_new_assumed(self, value) -> None:
        if not value:
            self.assumed = self.known

    def _join_or(self, assumed, known) -> None:
        self.known = self.known or bool(known)
        self.assumed = self.assumed or bool(assumed)

    def _join_and(self, assumed, known) -> None:
        self.known = self.known and bool(known)
        self.assumed = self.assumed and bool(assumed)

    def copy(self) -> "BooleanState":
        """An independent copy."""
        new = _new_boolean(BooleanState)
        new.known = self.known
        new.assumed = self.assumed
        return new


_new_boolean = object.__new__


class _WidthIntegerState(IntegerStateBase):
    """An integer state whose best/worst values depend on a bit width."""

    __slots__ = ("best", "worst")

    def __init__(self, assumed: Optional[int], best: int, worst: int):
        self.best = best
        self.worst = worst
        super().__init__(assumed)

    def copy(self):
        """An independent copy."""
        new = IntegerStateBase.copy(self)
        new.best = self.best
        new.worst = self.worst
        return new


class BitIntegerState(_WidthIntegerState):
    """A bit set: best is all ones (of `bits` width, default 32), worst is 0.
    Each bit is an independent boolean fact."""

    __slots__ = ()

    def __init__(self, assumed: Optional[int] = None, *, bits: int = 32):
        super().__init__(assumed, (1 << bits) - 1, 0)

    def is_known(self, bits: int) -> bool:
        """All of |bits| are known."""
        return (self.known & bits) == bits

    def is_assumed(self, bits: int) -> bool:
        """All of |bits| are assumed."""
        return (self.assumed & bits) == bits

    def add_known_bits(self, bits: int) -> "BitIntegerState":
        """Sets |bits| in both known and assumed."""
        self.assumed |= bits
        self.known |= bits
        return self

    def remove_known_bits(self, bits: int) -> "BitIntegerState":
        """Clears |bits| from known only."""
        self.known &= ~bits
        return self

    def remove_assumed_bits(self, bits: int) -> "BitIntegerState":
        """Clears |bits| from assumed (known bits stay assumed)."""
        return self.intersect_assumed_bits(~bits)

    def intersect_assumed_bits(self, bits: int) -> "BitIntegerState":
        """`assumed := (assumed & bits) | known`."""
        self.assumed = (self.assumed & bits) | self.known
        return self

    def _handle_new_known(self, value: int) -> None:
        self.add_known_bits(value)

    def _handle_new_assumed(self, value: int) -> None:
        self.intersect_assumed_bits(value)

    def _join_or(self, assumed: int, known: int) -> None:
        self.known |= known
        self.assumed |= assumed

    def _join_and(self, assumed: int, known: int) -> None:
        self.known &= known
        self.assumed &= assumed


class IncIntegerState(_WidthIntegerState):
    """"Bigger is better": best is the maximum value (`2**bits - 1`), worst 0."""

    __slots__ = ()

    def __init__(self, assumed: Optional[int] = None, *, bits: int = 32):
        super().__init__(assumed, (1 << bits) - 1, 0)

    def take_known_maximum(self, value: int) -> "IncIntegerState":
        """Raises both known and assumed to at least |value|."""
        self.assumed = max(self.assumed, value)
        self.known = max(self.known, value)
        return self

    def take_assumed_minimum(self, value: int) -> "IncIntegerState":
        """Lowers assumed to at most |value|, never below known."""
        self.assumed = max(min(self.assumed, value), self.known)
        return self

    def _handle_new_known(self, value: int) -> None:
        self.take_known_maximum(value)

    def _handle_new_assumed(self, value: int) -> None:
        self.take_assumed_minimum(value)

    def _join_or(self, assumed: int, known: int) -> None:
        self.known = max(self.known, known)
        self.assumed = max(self.assumed, assumed)

    def _join_and(self, assumed: int, known: int) -> None:
        self.known = min(self.known, known)
        self.assumed = min(self.assumed, assumed)


class DecIntegerState(_WidthIntegerState):
    """"Smaller is better": best is 0, worst is the maximum value.

    NOTE: as upstream, `|=` and `&=` only touch `assumed`; `known` is left
    alone by both (SPEC R3.2.6).
    """

    __slots__ = ()

    def __init__(self, assumed: Optional[int] = None, *, bits: int = 32):
        super().__init__(assumed, 0, (1 << bits) - 1)

    def take_known_minimum(self, value: int) -> "DecIntegerState":
        """Lowers both known and assumed to at most |value|."""
        self.assumed = min(self.assumed, value)
        self.known = min(self.known, value)
        return self

    def take_assumed_maximum(self, value: int) -> "DecIntegerState":
        """Raises assumed to at least |value|, never above known."""
        self.assumed = min(max(self.assumed, value), self.known)
        return self

    def _handle_new_known(self, value: int) -> None:
        self.take_known_minimum(value)

    def _handle_new_assumed(self, value: int) -> None:
        self.take_assumed_maximum(value)

    def _join_or(self, assumed: int, known: int) -> None:
        self.assumed = min(self.assumed, known, assumed)

    def _join_and(self, assumed: int, known: int) -> None:
        self.assumed = max(self.assumed, known, assumed)


#===----------------------------------------------------------------------===#
# PotentialValuesState
#===----------------------------------------------------------------------===#


DEFAULT_MAX_MEMBERS = 8192
"""Default member cap of a `PotentialValuesState` (upstream raised it from
256 to 8192 after real models hit the old limit)."""

_EMPTY_SET: FrozenSet[Any] = frozenset()


class PotentialValuesState:
    """The set of values a position may take.

    Fields: `valid` (a `BooleanState` that carries validity and
    fixpoint-ness), the member set and an `undef` flag. An invalid state
    means "could be anything" (the full set); its members and undef flag are
    meaningless and reading them raises `InvalidStateError`.

    Members live in a `frozenset`: immutable, so copies share it, and a
    union that adds nothing keeps the very same set object (used to detect
    change without comparing contents). Member iteration order is hash
    order: use `sorted_members()` wherever order can be observed.

    Reaching `max_members` members (default `DEFAULT_MAX_MEMBERS`) makes the
    state take a pessimistic fixpoint (SPEC R3.2.10). While below the cap,
    undef survives only as long as the set is empty.
    """

    __slots__ = ("valid", "_members", "_undef", "max_members")

    def __init__(self, members: Iterable[Any] = (), undef: bool = False, *,
                 max_members: Optional[int] = None):
        self.valid = BooleanState()
        """Validity and fixpoint-ness (best: valid, not fixed)."""
        self.max_members: int = DEFAULT_MAX_MEMBERS if max_members is None else max_members
        """Member cap: reaching it invalidates the state."""
        self._members: FrozenSet[Any] = _EMPTY_SET
        self._undef = bool(undef)
        if members:
            self._members = frozenset(members)
            self._check_and_invalidate()

    # -- constructors ---------------------------------------------------------------------

    @classmethod
    def best_state(cls, *, max_members: Optional[int] = None) -> "PotentialValuesState":
        """Valid, empty, no undef, not at a fixpoint (same as `cls()`)."""
        return cls(max_members=max_members)

    @classmethod
    def worst_state(cls, *, max_members: Optional[int] = None) -> "PotentialValuesState":
        """Invalid (and therefore at a fixpoint)."""
        s = cls(max_members=max_members)
        s.valid.assumed = False
        return s

    # -- AbstractState ------------------------------------------------------------------------

    def is_valid(self) -> bool:
        """False once the state stands for "any value"."""
        return self.valid.assumed

    def is_at_fixpoint(self) -> bool:
        """Delegated to `valid`."""
        v = self.valid
        return v.assumed == v.known

    def indicate_optimistic_fixpoint(self) -> ChangeStatus:
        """Freezes the state valid for good; returns UNCHANGED."""
        v = self.valid
        v.known = v.assumed
        return _UNCHANGED

    def indicate_pessimistic_fixpoint(self) -> ChangeStatus:
        """Invalidates the state unless frozen valid; returns CHANGED."""
        v = self.valid
        v.assumed = v.known
        return _CHANGED

    # -- contents --------------------------------------------------------------------------------

    @property
    def members(self) -> FrozenSet[Any]:
        """The member set (only meaningful while valid)."""
        if not self.valid.assumed:
            raise InvalidStateError("members of an invalid potential-values state")
        return self._members

    @property
    def undef(self) -> bool:
        """Whether undef is contained (only meaningful while valid)."""
        if not self.valid.assumed:
            raise InvalidStateError("undef flag of an invalid potential-values state")
        return self._undef

    @property
    def size(self) -> int:
        """Number of members (only meaningful while valid)."""
        if not self.valid.assumed:
            raise InvalidStateError("size of an invalid potential-values state")
        return len(self._members)

    def contains(self, value: Any) -> bool:
        """Whether |value| is a member (only meaningful while valid)."""
        return value in self.members

    def sorted_members(self, key: Callable[[Any], Any] = str) -> List[Any]:
        """The members as a list sorted by |key| (default: their text), the
        only order in which members should ever be observed."""
        return sorted(self.members, key=key)

    # -- lattice operations -------------------------------------------------------------------------

    def _check_and_invalidate(self) -> None:
        # Cap check, then the undef reduction (SPEC R3.2.10).
        n = len(self._members)
        if n >= self.max_members:
            v = self.valid
            v.assumed = v.known
        elif self._undef and n:
            self._undef = False

    def union_member(self, value: Any) -> None:
        """Adds |value| (no-op on an invalid state)."""
        if not self.valid.assumed:
            return
        m = self._members
        if value not in m:
            self._members = m | {value}
        self._check_and_invalidate()

    def union_state(self, other: "PotentialValuesState") -> None:
        """Adds |other|'s members and undef flag. An invalid |other| makes
        this state take a pessimistic fixpoint. No-op on an invalid state."""
        v = self.valid
        if not v.assumed:
            return
        if not other.valid.assumed:
            v.assumed = v.known
            return
        om = other._members
        m = self._members
        if om and om is not m:
            if not m:
                # Share the other set: frozensets are immutable.
                self._members = m = om
            elif not om <= m:
                self._members = m = m | om
        if other._undef:
            self._undef = True
        # Inlined `_check_and_invalidate`.
        n = len(m)
        if n >= self.max_members:
            v.assumed = v.known
        elif self._undef and n:
            self._undef = False

    def union_undef(self) -> None:
        """Sets the undef flag, then applies the undef reduction. NOTE: as
        upstream this also runs on an invalid state (harmlessly)."""
        self._undef = not self._members

    def intersect_state(self, other: "PotentialValuesState") -> None:
        """Keeps only members also in |other| (an invalid |other| is the full
        set: no-op); an invalid self becomes a copy of |other|."""
        if not other.valid.assumed:
            return
        if not self.valid.assumed:
            self.valid = other.valid.copy()
            self._members = other._members
            self._undef = other._undef
            return
        m = self._members
        om = other._members
        if m is not om:
            m2 = m & om
            if len(m2) != len(m):
                self._members = m2
        self._undef = self._undef and other._undef and not self._members

    def clamp(self, other: "PotentialValuesState") -> "PotentialValuesState":
        """`self ^= other`: absorbs |other|'s members; an invalid |other|
        invalidates this state unless it is frozen valid. Returns self."""
        if not other.valid.assumed:
            v = self.valid
            v.assumed = v.known
        self.union_state(other)
        return self

    __ixor__ = clamp

    def __iand__(self, other: "PotentialValuesState") -> "PotentialValuesState":
        v = self.valid
        ov = other.valid
        v.known = v.known and ov.known
        v.assumed = v.assumed and ov.assumed
        self.union_state(other)
        return self

    def clamp_and_report(self, other: "PotentialValuesState") -> ChangeStatus:
        """Clamps with |other| and reports whether this state changed
        (compared with a snapshot taken now; SPEC R3.2.16)."""
        v = self.valid
        was_valid = v.assumed
        m = self._members
        undef = self._undef
        # Inline clamp.
        if not other.valid.assumed:
            v.assumed = v.known
        self.union_state(other)
        if v.assumed != was_valid:
            return _CHANGED
        if not was_valid:
            return _UNCHANGED
        if self._undef != undef:
            return _CHANGED
        m2 = self._members
        if m2 is not m and m2 != m:
            return _CHANGED
        return _UNCHANGED

    # -- equality / copy / text ----------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PotentialValuesState):
            return NotImplemented
        a = self.valid.assumed
        if a != other.valid.assumed:
            return False
        if not a:
            return True
        if self._undef != other._undef:
            return False
        m, om = self._members, other._members
        return m is om or m == om

    __hash__ = None  # type: ignore[assignment]  # mutable

    def copy(self) -> "PotentialValuesState":
        """An independent copy (the member set itself is shared: immutable)."""
        new = self.__class__.__new__(self.__class__)
        new.valid = self.valid.copy()
        new._members = self._members
        new._undef = self._undef
        new.max_members = self.max_members
        return new

    def as_str(self) -> str:
        """`set-state(< {m1, m2, undef } >)` (members sorted by text) or
        `set-state(< {full-set} >)`."""
        if not self.valid.assumed:
            return "set-state(< {full-set} >)"
        parts = ["set-state(< {"]
        for m in self.sorted_members():
            parts.append(f"{m}, ")
        if self._undef:
            parts.append("undef ")
        parts.append("} >)")
        return "".join(parts)

    __str__ = as_str

    def __repr__(self) -> str:
        return f"<PotentialValuesState {self.as_str()}{state_suffix(self)}>"


#===----------------------------------------------------------------------===#
# Clamp-and-report
#===----------------------------------------------------------------------===#


def clamp_and_report(state, new) -> ChangeStatus:
    """`state ^= new`, then CHANGED iff |state| differs from a snapshot taken
    right before the clamp (SPEC R3.2.16). Works for any state with `copy`,
    `^=` and `==`; potential-values states use a snapshot-free fast path."""
    if isinstance(state, PotentialValuesState):
        return state.clamp_and_report(new)
    before = state.copy()
    state ^= new
    return _UNCHANGED if state == before else _CHANGED
