"""Operation definitions and their registry: `OpDef` (what is known about
one kind of op: traits, syntax, invariants, folder) and `OP_DEFS`, with
registration, deferred definitions and lookup that loads a dialect on
first use (`dfx.ir.dialect_registry`). `dfx.ir.core` re-exports all of it;
the operations themselves are there."""

from __future__ import annotations

from dfx.ir.dialect_registry import (REGISTERED_DIALECTS, defer_definition, load_dialect, take_deferred,
                                     with_attached_traits)
from dfx.support.records import field, record as dataclass

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Optional, Tuple

__all__ = ["OpDef", "OP_DEFS", "OP_FAMILIES", "lookup_op_def", "register_op", "defer_op", "get_op_def"]


@dataclass
class OpDef:
    """What we know about one kind of operation.

    `traits` are frozen trait/interface objects (see `dfx.ir.traits`); they are
    indexed by class and by every base class so `get_trait` is one dict
    lookup. `parse(parser, state)` and `print(printer, op)` implement the
    custom assembly syntax (None: generic syntax only). `inherent` names the
    attributes that belong to the op itself (stored as properties); other
    attributes parsed from a custom `{...}` dictionary are discardable.
    `result_names(op)` may suggest SSA names for the results (like MLIR's
    OpAsmOpInterface): a list of name strings or None entries.
    """

    name: str
    traits: Tuple[object, ...] = ()
    parse: Optional[Callable] = None
    print: Optional[Callable] = None
    inherent: frozenset = frozenset()
    result_names: Optional[Callable] = None
    block_arg_names: Optional[Callable] = None
    trait_map: Dict[type, object] = field(default_factory=dict, repr=False)
    default_dialect: Optional[str] = None
    """Dialect whose ops may drop their `dialect.` prefix inside this op's
    regions (`func.func` → `return` means `func.return`)."""
    invariants: Optional[object] = None
    """What every instance must satisfy (`dfx.ir.invariants.OpInvariants`:
    operand/result/region counts, required attributes, symbol uses...),
    checked by the verifier; None: structure only."""
    fold: Optional[Callable] = None
    """`fold(op, operand_constants) -> list | None` (MLIR's `fold`, contract in `dfx.ir.folding`)."""
    properties_form: Optional[str] = None
    """The only `Operation.form` with inherent attributes as properties (IREE 3.2.0's `hal` ops have none)."""
    spec: Optional[object] = field(default=None, repr=False, compare=False)  # declarative: its OpSpec
    checker: Optional[Callable] = field(default=None, init=False, repr=False, compare=False)
    """The check of `invariants` (`dfx.ir.invariant_checker.checker_of`:
    interpreted for the kind's first ops, then compiled)."""
    plan: Optional[tuple] = field(default=None, init=False, repr=False, compare=False)
    """What the verifier does for this kind of op (filled in on first use)."""

    def __post_init__(self):
        self.inherent = frozenset(self.inherent)
        for trait in self.traits:
            for cls in type(trait).__mro__:
                if cls is object:
                    continue
                self.trait_map.setdefault(cls, trait)

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]


OP_DEFS: Dict[str, OpDef] = {}
"""Registry of known operations by full name."""


OP_FAMILIES: Dict[str, Callable[[str], Optional["OpDef"]]] = {}
"""Per dialect, a factory that defines on first use the ops of a family
sharing one syntax (linalg's named structured ops): name → OpDef or None."""


def lookup_op_def(name: str) -> Optional["OpDef"]:
    """The registered definition of |name| (loading its dialect on first
    use, `dfx.ir.dialect_registry`), or one its dialect's family factory
    makes (and registers) for it."""
    opdef = OP_DEFS.get(name)
    if opdef is None and "." in name:
        dialect = name.split(".", 1)[0]
        if load_dialect(dialect, name):
            opdef = OP_DEFS.get(name)
            if opdef is not None:
                return opdef
        build = take_deferred(name)
        if build is not None:
            build()
            return OP_DEFS.get(name)
        factory = OP_FAMILIES.get(dialect)
        if factory is not None:
            opdef = factory(name)
            if opdef is not None:
                register_op(opdef)
    return opdef


def register_op(opdef: OpDef) -> OpDef:
    """Adds |opdef| (with the traits attached to its name) to the registry,
    replacing an earlier definition."""
    opdef = with_attached_traits(opdef)
    take_deferred(opdef.name)  # an earlier deferred definition is replaced too
    OP_DEFS[opdef.name] = opdef
    REGISTERED_DIALECTS.add(opdef.dialect)
    return opdef


def defer_op(name: str, build: Callable[[], object]) -> None:
    """Declares op |name| now and defines it on first lookup: |build|()
    registers it (`dfx.ir.dialect_registry`, "deferred"). Replaces an
    earlier definition, as `register_op` does."""
    OP_DEFS.pop(name, None)
    REGISTERED_DIALECTS.add(name.split(".", 1)[0])
    defer_definition(name, build)


get_op_def = lookup_op_def
