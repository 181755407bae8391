"""Declared op invariants: what every instance of an op kind must satisfy,
stated next to the op's definition and checked by the verifier.

    OpDef("flow.tensor.transfer", ..., invariants=OpInvariants(
        operands="operand, operand_dims*", results="result", attrs="target",
        types={"operand": RANKED_TENSOR, "operand_dims": INDEX},
        same_types=(("operand", "result"),)))

Operand and result groups are written as a comma-separated list of names in
generic-form order; a name alone is exactly one value, `name?` is zero or one,
`name*` any number and `name+` one or more. When the op has the `OperandSegments` trait its
operand groups are sized by `operandSegmentSizes` (the names must then be the
trait's); otherwise at most one group may be optional or variadic.

`dfx.ir.invariant_checker.checker_of(opdef)` turns a declaration into one
function per op kind that returns the first violation as a message (None
when the op is fine). Messages are worded like mlir-opt's (ODS and op trait
verifiers) and are reported as `'<op>' op <message>`, except `Unprefixed`
ones. Symbol references (`SymbolUse`) need the symbol tables: the verifier
checks them.
"""

from __future__ import annotations

from dfx.support.records import field, record as dataclass

from dfx.ir.attributes import IndexType, IntegerType, TensorType, Type
from dfx.ir.core import Operation

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple

__all__ = [
    "OpInvariants", "SymbolUse", "TypeConstraint", "Group", "Unprefixed", "parse_groups", "tensor_dynamic_dims",
    "INDEX", "I1", "TENSOR", "RANKED_TENSOR", "ANY_TYPE", "SEGMENT_SIZES",
]

SEGMENT_SIZES = "operandSegmentSizes"


class Unprefixed(str):
    """A violation message reported as is (mlir-opt's `emitError`), not as
    `'<op>' op <message>` (`emitOpError`)."""


@dataclass(frozen=True)
class TypeConstraint:
    """A predicate on the type of an operand or result, with the words
    mlir-opt uses for it (`operand #1 must be index, but got 'i32'`)."""

    description: str
    accepts: Callable[[Type], bool]


INDEX = TypeConstraint("index", lambda t: isinstance(t, IndexType))
I1 = TypeConstraint("1-bit signless integer", lambda t: isinstance(t, IntegerType) and t.width == 1
                    and not t.signedness)
TENSOR = TypeConstraint("tensor of any type values", lambda t: isinstance(t, TensorType))
RANKED_TENSOR = TypeConstraint("ranked tensor of any type values",
                               lambda t: isinstance(t, TensorType) and t.shape is not None)
ANY_TYPE = TypeConstraint("any type", lambda t: True)


def tensor_dynamic_dims(t: Type) -> int:
    """Number of `?` dimensions of a ranked tensor type (0 for others)."""
    return t.dynamic_dim_count if isinstance(t, TensorType) else 0


@dataclass(frozen=True)
class Group:
    """One operand or result group: `one`, `optional`, `variadic` or
    `nonempty` (variadic, at least one value)."""

    name: str
    kind: str = "one"


def parse_groups(spec: str) -> Tuple[Group, ...]:
    """`"source, source_dims*, fence?"` → groups (an empty string: none)."""
    out: List[Group] = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        if part.endswith("*"):
            out.append(Group(part[:-1], "variadic"))
        elif part.endswith("+"):
            out.append(Group(part[:-1], "nonempty"))
        elif part.endswith("?"):
            out.append(Group(part[:-1], "optional"))
        else:
            out.append(Group(part))
    return tuple(out)


def _names(spec) -> Tuple[str, ...]:
    if isinstance(spec, str):
        return tuple(p.strip() for p in spec.split(",") if p.strip())
    return tuple(spec)


@dataclass(frozen=True)
class SymbolUse:
    """The op refers to a symbol through attribute `attr` (a symbol
    reference) that must resolve, from the nearest symbol table, to an op
    named one of `kinds` or having one of `traits`; otherwise `message`
    (`{ref}`: the reference as written, `{name}`: its leaf name) is
    reported. `checks(op, target, data)` then compare the op with what it
    refers to (a call with its callee's signature...) and return a message
    or None; `data` is `prepare(target)`, computed once per target and
    verification (None without `prepare`)."""

    attr: str
    kinds: Tuple[str, ...] = ()
    traits: Tuple[type, ...] = ()
    message: str = "'{name}' does not reference a valid symbol"
    checks: Tuple[Callable, ...] = ()
    prepare: Optional[Callable] = None

    def accepts(self, target: Operation) -> bool:
        if target.name in self.kinds:
            return True
        d = target.definition
        return d is not None and any(t in d.trait_map for t in self.traits)


@dataclass(frozen=True)
class OpInvariants:
    """What an op kind declares about its instances (see the module
    docstring). None for a field means "not checked"."""

    operands: Optional[str] = None
    results: Optional[str] = None
    regions: Optional[int] = None
    successors: Optional[int] = None
    attrs: Sequence[str] = ()
    """Required attributes (inherent or discardable)."""
    attr_kinds: Mapping[str, tuple] = field(default_factory=dict)
    """Attribute name → (accepted attribute class(es), or an object whose
    `accepts(attr)` decides, description[, message when the attribute is
    present but empty]) checked when present."""
    types: Mapping[str, TypeConstraint] = field(default_factory=dict)
    """Operand or result group name → constraint on each of its values."""
    same_types: Sequence[Tuple[str, ...]] = ()
    """Groups (operand or result names) whose values all share one type."""
    uniform_type: bool = False
    """All operands and results have one type (MLIR's SameOperandsAndResultType)."""
    parents: Sequence[str] = ()
    """The op must be directly inside one of these ops."""
    dims: Sequence[Tuple[str, str]] = ()
    """(value group, dims group) pairs: the dims group holds one value per
    dynamic dimension of the values' types (`dim_count`), as IREE's
    shape-carrying ops require."""
    derived_dims: Sequence[Tuple[str, str]] = ()
    """(value group, dims group) pairs the verifier does not check but
    `dfx.ir.shapes` reads: a result whose dims are an operand's (IREE's
    `getResultDynamicDims` of a shape-aware op whose types must match)."""
    dim_count: Optional[Callable[[Type], int]] = None
    """Dynamic dimensions of a type (default: a tensor's `?` dims)."""
    dims_message: str = ("value set has {expected} dynamic dimensions but only {found} dimension values are "
                         "attached")
    tied: Optional[str] = None
    """The operand group `tied_operands` indices are relative to ("*": all
    operands); each index must name an operand of that group."""
    attribute_segments: bool = False
    """`operandSegmentSizes` is a discardable attribute (HAL ops of IREE
    3.2.0), not a property: changes how its absence is reported."""
    trailing_segments: int = 0
    """The last N operand groups may be missing from `operandSegmentSizes`
    (size 0): an older release's layout, before the groups were added."""
    graph_regions: bool = False
    """Regions without dominance (values may be used before they are
    defined), like `builtin.module`'s."""
    optional_symbol: bool = False
    """The op is a symbol when it has a `sym_name` (`builtin.module`)."""
    symbols: Sequence[SymbolUse] = ()
    checks: Sequence[Callable] = ()
    """Op-specific checks `fn(op) -> message | None`, run after the above."""
    early_checks: Sequence[Callable] = ()
    """Checks run before all others (what mlir-opt rejects while it creates
    the op, e.g. properties of the wrong attribute class)."""

    def __post_init__(self):
        object.__setattr__(self, "attrs", _names(self.attrs))
        object.__setattr__(self, "parents", _names(self.parents))
        object.__setattr__(self, "same_types", tuple(_names(g) for g in self.same_types))
        object.__setattr__(self, "dims", tuple(tuple(pair) for pair in self.dims))
        object.__setattr__(self, "derived_dims", tuple(tuple(pair) for pair in self.derived_dims))
        object.__setattr__(self, "symbols", tuple(self.symbols))
        object.__setattr__(self, "checks", tuple(self.checks))
        object.__setattr__(self, "early_checks", tuple(self.early_checks))

    @property
    def operand_groups(self) -> Optional[Tuple[Group, ...]]:
        return None if self.operands is None else parse_groups(self.operands)

    @property
    def result_groups(self) -> Optional[Tuple[Group, ...]]:
        return None if self.results is None else parse_groups(self.results)
