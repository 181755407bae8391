"""The `Trait` base class and the marker traits that carry no behaviour
(`Terminator`, `SymbolTable`, `Pure`...). They live apart from
`dfx.ir.traits` so that the IR core can test for them without importing
the interfaces, which are written against the IR core.
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Tuple

__all__ = [
    "Trait", "ConstantLike", "Terminator", "ReturnLike", "SymbolTable", "IsolatedFromAbove",
    "ObjectLike", "Pure", "MemoryEffects", "RecursiveEffects", "SingleBlock", "NoTerminator",
]


class Trait:
    """Base of all traits/interfaces."""

    __slots__ = ()


# -- simple marker traits -----------------------------------------------------------


@dataclass(frozen=True)
class ConstantLike(Trait):
    """The op materializes a constant (`arith.constant`...).
    `without_value`: it folds to a constant that no `value` attribute
    holds (`util.null`); MLIR's operation folder still owns it."""

    without_value: bool = False


@dataclass(frozen=True)
class Terminator(Trait):
    """The op must be last in its block."""


@dataclass(frozen=True)
class ReturnLike(Trait):
    """A terminator that returns its operands to the parent (`util.return`,
    `scf.yield`)."""


@dataclass(frozen=True)
class SymbolTable(Trait):
    """The op's single region holds a symbol table (`builtin.module`...)."""


@dataclass(frozen=True)
class IsolatedFromAbove(Trait):
    """Regions cannot use values defined outside the op (new SSA scope)."""


@dataclass(frozen=True)
class ObjectLike(Trait):
    """An opaque object container (executables): analyses skip its insides."""


@dataclass(frozen=True)
class SingleBlock(Trait):
    """Each region has at most one block."""


@dataclass(frozen=True)
class NoTerminator(Trait):
    """Blocks of the op's regions do not need a terminator."""


@dataclass(frozen=True)
class Pure(Trait):
    """No side effects: trivially dead when unused."""


@dataclass(frozen=True)
class MemoryEffects(Trait):
    """Declared effects, a tuple of strings among `read`, `write`, `allocate`,
    `free`. An op with neither this nor `Pure` has unknown effects."""

    effects: Tuple[str, ...] = ()


@dataclass(frozen=True)
class RecursiveEffects(Trait):
    """The op's effects are those of the ops nested in it."""
