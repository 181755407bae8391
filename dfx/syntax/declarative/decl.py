"""What an op declares, as ODS declares it: operands, results, attributes,
regions and successors, each named, with its kind and constraint.

Declarations are objects (`Operand`, `Result`, `Attr`, `RegionSpec`,
`SuccessorSpec`) or, shorter, ODS text read by `parse_args`:

    parse_args('AnyType:$lhs, Optional<HAL_Fence>:$wait_fence, Variadic<Index>:$dims, '
               'OptionalAttr<IndexAttr>:$alignment, DefaultValuedAttr<I64Attr, "0">:$n, '
               'SizedRegion<1>:$body, AnySuccessor:$dest')

Constraint names are looked up in the registries of
`dfx.syntax.declarative.constraints` (unknown names are an error at
definition time, so a typo never reaches a program).
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import Attribute, IntegerAttr, StringAttr, UnitAttr
from dfx.syntax.declarative.constraints import (ATTRS, AttrSpec, EnumAttrSpec, StrAttrSpec, TypedIntAttr, TypeSpec,
                                                TypeAttrSpec, lookup_attr, lookup_type, one_of_types, TYPES)
from dfx.support.lazy import lazy_type_aliases

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence, Tuple, Union

__all__ = ["Operand", "Result", "Attr", "RegionSpec", "SuccessorSpec", "parse_args", "Decl"]


@dataclass(frozen=True)
class Operand:
    """An operand group: `one`, `optional` (0 or 1) or `variadic` values."""

    name: str
    type: TypeSpec = None  # type: ignore[assignment]
    kind: str = "one"

    def __post_init__(self):
        if self.type is None:
            object.__setattr__(self, "type", TYPES["AnyType"])


@dataclass(frozen=True)
class Result(Operand):
    """A result group (same kinds as operands)."""


@dataclass(frozen=True)
class Attr:
    """An attribute (inherent: a property). `optional` ones may be absent;
    `default` is the value an absent one stands for (elided when equal)."""

    name: str
    spec: AttrSpec = None  # type: ignore[assignment]
    optional: bool = False
    default: Optional[Attribute] = None

    def __post_init__(self):
        if self.spec is None:
            object.__setattr__(self, "spec", ATTRS["AnyAttr"])

    @property
    def required(self) -> bool:
        return not self.optional and self.default is None and not isinstance(self.spec, type(ATTRS["UnitAttr"]))


@dataclass(frozen=True)
class RegionSpec:
    """A region (`one`) or a variadic list of regions; `blocks` = 1 for
    `SizedRegion<1>`."""

    name: str
    kind: str = "one"
    blocks: Optional[int] = None


@dataclass(frozen=True)
class SuccessorSpec:
    name: str
    kind: str = "one"


if TYPE_CHECKING:
    Decl = Union[Operand, Result, Attr, RegionSpec, SuccessorSpec]
else:
    lazy_type_aliases(globals(), Decl="Union[Operand, Result, Attr, RegionSpec, SuccessorSpec]")


#===----------------------------------------------------------------------===#
# ODS text
#===----------------------------------------------------------------------===#


def _split_top(text: str, sep: str = ",") -> List[str]:
    """Splits |text| at |sep| outside `<>`, `[]`, `()` and strings."""
    out, depth, cur, quote = [], 0, [], False
    for ch in text:
        if ch == '"':
            quote = not quote
        elif not quote:
            if ch in "<[(":
                depth += 1
            elif ch in ">])":
                depth -= 1
            elif ch == sep and depth == 0:
                out.append("".join(cur).strip())
                cur = []
                continue
        cur.append(ch)
    tail = "".join(cur).strip()
    if tail:
        out.append(tail)
    return out


def _unwrap(text: str) -> Tuple[str, List[str]]:
    """`Name<a, b>` → ("Name", ["a", "b"]); `Name` → ("Name", [])."""
    text = text.strip()
    if "<" not in text or not text.endswith(">"):
        return text, []
    i = text.index("<")
    return text[:i].strip(), _split_top(text[i + 1:-1])


def type_spec(text: str) -> TypeSpec:
    """A type constraint from ODS text (`I32`, `AnyTypeOf<[A, B]>`...)."""
    name, args = _unwrap(text)
    if name == "AnyTypeOf":
        inner = args[0].strip()
        if inner.startswith("["):
            inner = inner[1:-1]
        return one_of_types(*[type_spec(t) for t in _split_top(inner)])
    if name in ("Arg", "Res"):
        return type_spec(args[0])
    return lookup_type(text.strip())


def _default_value(spec: AttrSpec, text: str) -> Optional[Attribute]:
    text = text.strip()
    if text.startswith('"') and text.endswith('"'):
        text = text[1:-1]
    if isinstance(spec, TypedIntAttr):
        try:
            return IntegerAttr(int(text, 0), spec.type)
        except ValueError:
            return None
    if isinstance(spec, EnumAttrSpec):
        key = text.split("::")[-1]
        value = spec.cases.get(key)
        if value is None:
            low = {k.lower(): v for k, v in spec.cases.items()}
            value = low.get(key.lower())
        return spec.make(value) if value is not None else None
    if isinstance(spec, StrAttrSpec):
        return StringAttr(text.strip('\\"'))
    return None


def attr_decl(text: str, name: str) -> Attr:
    """An attribute declaration from ODS text."""
    wrapper, args = _unwrap(text)
    if wrapper == "OptionalAttr":
        return Attr(name, attr_spec(args[0]), optional=True)
    if wrapper in ("DefaultValuedAttr", "DefaultValuedOptionalAttr"):
        spec = attr_spec(args[0])
        return Attr(name, spec, optional=wrapper == "DefaultValuedOptionalAttr",
                    default=_default_value(spec, args[1]))
    return Attr(name, attr_spec(text))


def attr_spec(text: str) -> AttrSpec:
    name, args = _unwrap(text)
    if name in ("Arg", "ConfinedAttr"):
        return attr_spec(args[0])
    if name == "TypeAttrOf":
        inner = type_spec(args[0])
        return TypeAttrSpec(inner.accepts, "type attribute of " + inner.description)
    return lookup_attr(text.strip())


def _is_attr(text: str) -> bool:
    name, args = _unwrap(text)
    if name in ("OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr", "ConfinedAttr", "TypeAttrOf"):
        return True
    if name in ("Arg", "Res"):
        return _is_attr(args[0])
    return name in ATTRS


def parse_args(text: str) -> List[Decl]:
    """Declarations from ODS `(ins ...)` / `(outs ...)` / regions /
    successors text: `Constraint:$name` entries separated by commas."""
    out: List[Decl] = []
    for entry in _split_top(text):
        if not entry:
            continue
        if ":$" not in entry:
            raise ValueError(f"declaration '{entry}' is not of the form Constraint:$name")
        ctext, name = entry.rsplit(":$", 1)
        ctext = ctext.strip()
        name = name.strip()
        wrapper, args = _unwrap(ctext)
        if wrapper in ("Arg", "Res") and not _is_attr(ctext):
            ctext = args[0]
            wrapper, args = _unwrap(ctext)
        if wrapper in ("AnyRegion", "SizedRegion", "MinSizedRegion", "MaxSizedRegion") or ctext == "AnyRegion":
            out.append(RegionSpec(name, "one", int(args[0]) if wrapper == "SizedRegion" else None))
        elif wrapper == "VariadicRegion":
            out.append(RegionSpec(name, "variadic"))
        elif ctext == "AnySuccessor":
            out.append(SuccessorSpec(name))
        elif wrapper == "VariadicSuccessor":
            out.append(SuccessorSpec(name, "variadic"))
        elif _is_attr(ctext):
            out.append(attr_decl(ctext, name))
        elif wrapper == "Optional":
            out.append(Operand(name, type_spec(args[0]), "optional"))
        elif wrapper == "Variadic":
            out.append(Operand(name, type_spec(args[0]), "variadic"))
        else:
            out.append(Operand(name, type_spec(ctext)))
    return out


def as_results(decls: Sequence[Decl]) -> List[Result]:
    return [Result(d.name, d.type, d.kind) if isinstance(d, Operand) and not isinstance(d, Result) else d
            for d in decls]


def unit() -> Attribute:
    return UnitAttr()
