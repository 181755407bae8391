"""Type and attribute constraints of declared ops, named as in MLIR's ODS.

A *type constraint* (`TypeSpec`, a `dfx.ir.invariants.TypeConstraint`)
says which types an operand or result accepts, with mlir-opt's words for
it, and may name a *buildable* type: the type the declarative format
infers when it prints none (`Index` → `index`, `I1` → `i1`).

An *attribute constraint* (`AttrSpec` and its subclasses) says which
attributes are valid and how the declarative format reads and writes one
in a `$name` position: typed integers without their type (`16`), strings,
symbols, types, keywords of an enum, dense arrays as `[1, 2]`, anything
else as a full attribute.

Both are registered by their ODS name (`register_type`, `register_attr`)
so a declaration can be written as ODS writes it:
`"Optional<HAL_Fence>:$wait_fence"`, `"OptionalAttr<IndexAttr>:$alignment"`
(see `dfx.syntax.declarative.decl`). Generic constraints are registered
here; dialects register their own (`!util.buffer`, `!hal.fence`...).
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import (ArrayAttr, Attribute, DenseArrayAttr, DenseElementsAttr, DialectAttr, DialectType,
                               DictionaryAttr, FloatAttr, FloatType, FunctionType, IndexType, IntegerAttr,
                               IntegerType, StringAttr, SymbolRefAttr, TensorType, Type, TypeAttr, UnitAttr,
                               VectorType, MemRefType)
from dfx.ir.invariants import TypeConstraint

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Mapping, Optional

__all__ = [
    "TypeSpec", "AttrSpec", "TypedIntAttr", "TypedFloatAttr", "StrAttrSpec", "SymbolNameAttrSpec",
    "SymbolRefAttrSpec", "TypeAttrSpec", "UnitAttrSpec", "EnumAttrSpec", "ArrayAttrSpec", "DenseArrayAttrSpec",
    "TYPES", "ATTRS", "register_type", "register_attr", "lookup_type", "lookup_attr", "dialect_type",
]


#===----------------------------------------------------------------------===#
# Type constraints
#===----------------------------------------------------------------------===#


@dataclass(frozen=True)
class TypeSpec(TypeConstraint):
    """A type constraint with an optional buildable type (what the format
    infers when no `type(...)` directive gives it) and, for dialect types
    whose ODS class prints itself, the `dialect.name` prefix the format
    drops where the type is not `qualified(...)`."""

    buildable: Optional[Type] = None
    stripped: Optional[str] = None


TYPES: Dict[str, TypeSpec] = {}
"""ODS name → type constraint."""


def register_type(name: str, spec: TypeSpec) -> TypeSpec:
    """Registers |spec| under ODS name |name| (replacing an earlier one)."""
    TYPES[name] = spec
    return spec


def lookup_type(name: str) -> TypeSpec:
    """The type constraint named |name| (KeyError with the known names
    when there is none)."""
    spec = TYPES.get(name)
    if spec is None:
        raise KeyError(f"unknown type constraint '{name}' (register it with register_type)")
    return spec


def _int(width: int, signedness: str = "") -> Callable[[Type], bool]:
    return lambda t: isinstance(t, IntegerType) and t.width == width and t.signedness == signedness


def _is_signless_int(t: Type) -> bool:
    return isinstance(t, IntegerType) and not t.signedness


def _is_int_like(t: Type) -> bool:
    return _is_signless_int(t) or isinstance(t, IndexType)


def _shaped_of(pred: Callable[[Type], bool]) -> Callable[[Type], bool]:
    def accepts(t: Type) -> bool:
        if isinstance(t, (TensorType, VectorType)):
            return pred(t.element)
        return pred(t)
    return accepts


def dialect_type(dialect: str, name: str, description: Optional[str] = None, buildable: bool = False,
                 params: Optional[str] = None) -> TypeSpec:
    """A constraint accepting `!dialect.name<...>` types (any parameters);
    |buildable| makes `!dialect.name` (or with |params|) its buildable type."""
    b = DialectType(dialect, name, params) if buildable else None
    return TypeSpec(description or f"{name}", lambda t: isinstance(t, DialectType) and t.dialect == dialect
                    and t.name == name, b)


for _name, _spec in {
    "AnyType": TypeSpec("any type", lambda t: True),
    "Index": TypeSpec("index", lambda t: isinstance(t, IndexType), IndexType()),
    "I1": TypeSpec("1-bit signless integer", _int(1), IntegerType(1)),
    "I8": TypeSpec("8-bit signless integer", _int(8), IntegerType(8)),
    "I16": TypeSpec("16-bit signless integer", _int(16), IntegerType(16)),
    "I32": TypeSpec("32-bit signless integer", _int(32), IntegerType(32)),
    "I64": TypeSpec("64-bit signless integer", _int(64), IntegerType(64)),
    "F32": TypeSpec("32-bit float", lambda t: isinstance(t, FloatType) and t.name == "f32", FloatType("f32")),
    "F64": TypeSpec("64-bit float", lambda t: isinstance(t, FloatType) and t.name == "f64", FloatType("f64")),
    "AnyInteger": TypeSpec("integer", lambda t: isinstance(t, IntegerType)),
    "AnySignlessInteger": TypeSpec("signless integer", _is_signless_int),
    "AnySignlessIntegerOrIndex": TypeSpec("signless integer or index", _is_int_like),
    "SignlessIntegerLike": TypeSpec("signless-integer-like", _shaped_of(_is_int_like)),
    "AnyFloat": TypeSpec("floating-point", lambda t: isinstance(t, FloatType)),
    "AnyTensor": TypeSpec("tensor of any type values", lambda t: isinstance(t, TensorType)),
    "AnyRankedTensor": TypeSpec("ranked tensor of any type values",
                                lambda t: isinstance(t, TensorType) and t.shape is not None),
    "AnyVector": TypeSpec("vector of any type values", lambda t: isinstance(t, VectorType)),
    "AnyMemRef": TypeSpec("memref of any type values", lambda t: isinstance(t, MemRefType)),
    "FunctionType": TypeSpec("function type", lambda t: isinstance(t, FunctionType)),
}.items():
    register_type(_name, _spec)


#===----------------------------------------------------------------------===#
# Attribute constraints
#===----------------------------------------------------------------------===#


class AttrSpec:
    """An attribute constraint: `accepts(attr)` with mlir-opt's
    `description`, and the attribute's syntax in a `$name` position of a
    declarative format. The default reads and writes any attribute in full;
    subclasses read typed literals, keywords, symbols...

    `parse_optional(p)` returns None (consuming nothing) when the
    attribute does not start at the next token; `parse(p)` raises a
    located error instead. `print(pr, attr)` writes the attribute.
    `in_prop_dict(pr, attr)` writes it as 3.13-era "strict" property
    dictionaries do (`<alignment = 16>`: typed scalars without their type).
    """

    description = "any attribute"
    storage: Optional[type] = None
    """The attribute class a property of this kind is stored as (MLIR
    rejects another class when it converts the property: "invalid
    properties"); None: any attribute."""

    def accepts(self, attr: Attribute) -> bool:
        return True

    def storable(self, attr: Attribute) -> bool:
        return self.storage is None or isinstance(attr, self.storage)

    def parse_optional(self, p) -> Optional[Attribute]:
        return p.parse_optional_attribute()

    def parse(self, p) -> Attribute:
        a = self.parse_optional(p)
        if a is None:
            p.error(f"expected {self.expected_what()}")
        return a

    def expected_what(self) -> str:
        return "attribute value"

    def print(self, pr, attr: Attribute) -> None:
        pr.print_attribute(attr)

    def in_prop_dict(self, pr, attr: Attribute) -> None:
        self.print(pr, attr)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.description!r}>"


class _PredicateAttr(AttrSpec):
    """Any attribute syntax, with a predicate and a description."""

    def __init__(self, description: str, accepts: Callable[[Attribute], bool]):
        self.description = description
        self._accepts = accepts

    def accepts(self, attr: Attribute) -> bool:
        return self._accepts(attr)


class TypedIntAttr(AttrSpec):
    """An integer attribute of one type (`I64Attr`, `IndexAttr`...): in the
    format a bare literal (`16`, `-1`; `true`/`false` for `i1`)."""

    storage = IntegerAttr

    def __init__(self, type: Type, description: str):
        self.type = type
        self.description = description

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, IntegerAttr) and attr.type == self.type

    def parse_optional(self, p) -> Optional[Attribute]:
        if isinstance(self.type, IntegerType) and self.type.width == 1:
            if p.parse_optional_keyword("true"):
                return IntegerAttr(1, self.type)
            if p.parse_optional_keyword("false"):
                return IntegerAttr(0, self.type)
            return None
        at = p.mark()
        v = p.parse_optional_integer()
        if v is None:
            return None
        return IntegerAttr(fit_integer(p, v, self.type, at), self.type)

    def expected_what(self) -> str:
        return "integer value"

    def print(self, pr, attr: Attribute) -> None:
        if isinstance(attr, IntegerAttr):
            if isinstance(attr.type, IntegerType) and attr.type.width == 1:
                pr.print("true" if attr.value else "false")
            else:
                pr.print(str(attr.value))
        else:
            pr.print_attribute(attr)


class TypedFloatAttr(AttrSpec):
    """A float attribute of one type (`F32Attr`...): a bare literal."""

    storage = FloatAttr

    def __init__(self, type: FloatType, description: str):
        self.type = type
        self.description = description

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, FloatAttr) and attr.type == self.type

    def parse_optional(self, p) -> Optional[Attribute]:
        neg = p.peek_punctuation("-")
        a = p.parse_optional_attribute() if (neg or p.kind in ("int", "float")) else None
        if a is None:
            return None
        if isinstance(a, IntegerAttr):
            return FloatAttr(float(a.value), self.type)
        if isinstance(a, FloatAttr):
            return FloatAttr(a.value, self.type)
        p.error("expected floating point literal")

    def print(self, pr, attr: Attribute) -> None:
        from dfx.ir.attributes import _float_text
        pr.print(_float_text(attr.value) if isinstance(attr, FloatAttr) else str(attr))


class StrAttrSpec(AttrSpec):
    """`StrAttr`: a string literal."""

    storage = StringAttr

    description = "string attribute"

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, StringAttr)

    def parse_optional(self, p) -> Optional[Attribute]:
        s = p.parse_optional_string()
        return None if s is None else StringAttr(s)

    def expected_what(self) -> str:
        return "string"

    def parse(self, p) -> Attribute:
        a = self.parse_optional(p)
        if a is None:
            p.error("expected attribute value")
        return a


class SymbolNameAttrSpec(AttrSpec):
    """`SymbolNameAttr`: a string attribute written `@name`."""

    storage = StringAttr

    description = "string attribute"

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, StringAttr)

    def parse_optional(self, p) -> Optional[Attribute]:
        s = p.parse_optional_symbol_name()
        return None if s is None else StringAttr(s)

    def parse(self, p) -> Attribute:
        return StringAttr(p.parse_symbol_name())

    def print(self, pr, attr: Attribute) -> None:
        pr.print_symbol(attr.value if isinstance(attr, StringAttr) else str(attr))


class SymbolRefAttrSpec(AttrSpec):
    """`SymbolRefAttr` (`@a::@b`) or, `flat`, `FlatSymbolRefAttr` (`@a`)."""

    storage = SymbolRefAttr

    def __init__(self, flat: bool = False, description: Optional[str] = None):
        self.flat = flat
        self.description = description or ("flat symbol reference attribute" if flat
                                           else "symbol reference attribute")

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, SymbolRefAttr) and (not self.flat or not attr.nested)

    def storable(self, attr: Attribute) -> bool:
        return self.accepts(attr)

    def parse_optional(self, p) -> Optional[Attribute]:
        return p.parse_optional_symbol_ref()

    def expected_what(self) -> str:
        return "symbol reference"

    def parse(self, p) -> Attribute:
        return p.parse_symbol_ref()


class TypeAttrSpec(AttrSpec):
    """`TypeAttr` / `TypeAttrOf<...>`: a type."""

    storage = TypeAttr

    def __init__(self, accepts_type: Callable[[Type], bool] = lambda t: True,
                 description: str = "any type attribute"):
        self._accepts_type = accepts_type
        self.description = description

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, TypeAttr) and self._accepts_type(attr.type)

    def parse_optional(self, p) -> Optional[Attribute]:
        t = p.parse_optional_type()
        return None if t is None else TypeAttr(t)

    def parse(self, p) -> Attribute:
        return TypeAttr(p.parse_type())

    def print(self, pr, attr: Attribute) -> None:
        pr.print_type(attr.type) if isinstance(attr, TypeAttr) else pr.print_attribute(attr)


class UnitAttrSpec(AttrSpec):
    """`UnitAttr`: present or absent (written by optional groups)."""

    storage = UnitAttr

    description = "unit attribute"

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, UnitAttr)

    def parse_optional(self, p) -> Optional[Attribute]:
        return UnitAttr() if p.parse_optional_keyword("unit") else None


class EnumAttrSpec(AttrSpec):
    """An enum written as a keyword (or a string) in the format.

    `cases` maps keyword → value. Storage: an integer attribute of
    `storage` type (`I32EnumAttr`-style, the default) or, with `dialect`
    and `mnemonic`, a dialect attribute `#dialect.mnemonic<keyword>`
    (`EnumAttr`-style, printed by the format as the keyword). `bits` makes
    it a bit enum: keywords joined by `separator` (`|` or `, `), each case
    a mask; `none` names the empty value."""

    def __init__(self, name: str, cases: Mapping[str, int], description: Optional[str] = None,
                 storage: Type = IntegerType(32), dialect: Optional[str] = None, mnemonic: Optional[str] = None,
                 bits: bool = False, separator: str = "|", none: Optional[str] = None):
        self.name = name
        self.cases = dict(cases)
        self.by_value = {v: k for k, v in self.cases.items()}
        self.description = description or name
        self.storage = storage
        self.dialect = dialect
        self.mnemonic = mnemonic
        self.bits = bits
        self.separator = separator
        self.none = none

    def storable(self, attr: Attribute) -> bool:
        return isinstance(attr, IntegerAttr) if self.dialect is None else True

    # -- values ------------------------------------------------------------------

    def value_of(self, attr: Attribute) -> Optional[int]:
        if self.dialect is None:
            return attr.value if isinstance(attr, IntegerAttr) else None
        if isinstance(attr, DialectAttr) and attr.dialect == self.dialect and attr.name == self.mnemonic:
            return self._value_of_text((attr.params or "").strip())
        return None

    def _value_of_text(self, text: str) -> Optional[int]:
        if not self.bits:
            return self.cases.get(text)
        if text == (self.none or ""):
            return 0
        total = 0
        for part in text.replace(",", "|").split("|"):
            v = self.cases.get(part.strip())
            if v is None:
                return None
            total |= v
        return total

    def text_of(self, value: int) -> str:
        if not self.bits:
            return self.by_value.get(value, str(value))
        if value == 0 and self.none is not None:
            return self.none
        parts = []
        rest = value
        # Composite cases first when they match exactly (as MLIR's
        # generated stringify does for bit enums), then single bits.
        for k, v in sorted(self.cases.items(), key=lambda kv: -bin(kv[1]).count("1")):
            if v and (rest & v) == v and v & value == v:
                parts.append((v, k))
                rest &= ~v
        parts.sort(key=lambda e: e[0])
        return self.separator.join(k for _, k in parts) if not rest else str(value)

    def make(self, value: int) -> Attribute:
        if self.dialect is None:
            return IntegerAttr(value, self.storage)
        return DialectAttr(self.dialect, self.mnemonic, self.text_of(value))

    # -- AttrSpec ------------------------------------------------------------------

    def accepts(self, attr: Attribute) -> bool:
        v = self.value_of(attr)
        if v is None:
            return False
        if self.bits:
            known = 0
            for c in self.cases.values():
                known |= c
            return (v & ~known) == 0
        return v in self.by_value

    def parse_optional(self, p) -> Optional[Attribute]:
        at = p.mark()
        word = p.parse_optional_bare_id()
        if word is None:
            s = p.parse_optional_string()
            if s is None:
                return None
            word = s
        words = [word]
        if self.bits:
            sep = self.separator.strip() or ","
            while p.parse_optional_punctuation(sep):
                words.append(p.parse_bare_id())
        value = self._value_of_text("|".join(words))
        if value is None:
            p.error(f"expected {self.description}", at)
        return self.make(value)

    def expected_what(self) -> str:
        return self.description

    def print(self, pr, attr: Attribute) -> None:
        v = self.value_of(attr)
        if v is None:
            pr.print_attribute(attr)
            return
        text = self.text_of(v)
        # As MLIR's generated enum printers: a keyword when the text is
        # one, else a string (`"A|B"`).
        if _is_keyword(text):
            pr.print(text)
        else:
            pr.print_string(text)


def _is_keyword(text: str) -> bool:
    import re
    return re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", text) is not None


class ArrayAttrSpec(AttrSpec):
    """`ArrayAttr` and typed arrays (`I64ArrayAttr`, `SymbolRefArrayAttr`...):
    `[...]` in full; `element` checks each element."""

    storage = ArrayAttr

    def __init__(self, element: Optional[AttrSpec] = None, description: str = "array attribute"):
        self.element = element
        self.description = description

    def accepts(self, attr: Attribute) -> bool:
        if not isinstance(attr, ArrayAttr):
            return False
        return self.element is None or all(self.element.accepts(e) for e in attr.elements)

    def parse_optional(self, p) -> Optional[Attribute]:
        if not p.peek_punctuation("["):
            return None
        return p.parse_attribute()


class DenseArrayAttrSpec(AttrSpec):
    """`DenseI64ArrayAttr` and friends: `[1, 2, 3]` in the format
    (`array<i64: 1, 2, 3>` in attribute dictionaries)."""

    storage = DenseArrayAttr

    def __init__(self, element: Type, description: str):
        self.element = element
        self.description = description

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, DenseArrayAttr) and attr.element == self.element

    def parse_optional(self, p) -> Optional[Attribute]:
        if not p.peek_punctuation("["):
            return None

        def one():
            if isinstance(self.element, IntegerType) and self.element.width == 1:
                if p.parse_optional_keyword("true"):
                    return 1
                p.parse_keyword("false")
                return 0
            at = p.mark()
            v = p.parse_integer()
            return fit_integer(p, v, self.element, at)
        values = p.parse_comma_separated_list("square", one)
        return DenseArrayAttr(self.element, tuple(values))

    def print(self, pr, attr: Attribute) -> None:
        if not isinstance(attr, DenseArrayAttr):
            pr.print_attribute(attr)
            return
        if isinstance(self.element, IntegerType) and self.element.width == 1:
            body = ", ".join("true" if v else "false" for v in attr.values)
        else:
            body = ", ".join(str(int(v)) for v in attr.values)
        pr.print("[" + body + "]")


ATTRS: Dict[str, AttrSpec] = {}
"""ODS name → attribute constraint."""


def register_attr(name: str, spec: AttrSpec) -> AttrSpec:
    """Registers |spec| under ODS name |name| (replacing an earlier one)."""
    ATTRS[name] = spec
    return spec


def lookup_attr(name: str) -> AttrSpec:
    spec = ATTRS.get(name)
    if spec is None:
        raise KeyError(f"unknown attribute constraint '{name}' (register it with register_attr)")
    return spec


def _typed_ints() -> Dict[str, AttrSpec]:
    out: Dict[str, AttrSpec] = {}
    for w in (1, 8, 16, 32, 64):
        out[f"I{w}Attr"] = TypedIntAttr(IntegerType(w), f"{w}-bit signless integer attribute")
        out[f"SI{w}Attr"] = TypedIntAttr(IntegerType(w, "s"), f"{w}-bit signed integer attribute")
        out[f"UI{w}Attr"] = TypedIntAttr(IntegerType(w, "u"), f"{w}-bit unsigned integer attribute")
    out["BoolAttr"] = TypedIntAttr(IntegerType(1), "bool attribute")
    out["IndexAttr"] = TypedIntAttr(IndexType(), "index attribute")
    out["F32Attr"] = TypedFloatAttr(FloatType("f32"), "32-bit float attribute")
    out["F64Attr"] = TypedFloatAttr(FloatType("f64"), "64-bit float attribute")
    return out


for _name, _attr in {
    "AnyAttr": AttrSpec(),
    "StrAttr": StrAttrSpec(),
    "SymbolNameAttr": SymbolNameAttrSpec(),
    "SymbolRefAttr": SymbolRefAttrSpec(),
    "FlatSymbolRefAttr": SymbolRefAttrSpec(flat=True),
    "TypeAttr": TypeAttrSpec(),
    "UnitAttr": UnitAttrSpec(),
    "ArrayAttr": ArrayAttrSpec(),
    "DictionaryAttr": _PredicateAttr("dictionary of named attribute values",
                                     lambda a: isinstance(a, DictionaryAttr)),
    "APIntAttr": _PredicateAttr("arbitrary integer attribute", lambda a: isinstance(a, IntegerAttr)),
    "TypedAttrInterface": _PredicateAttr("TypedAttr instance", lambda a: True),
    "ElementsAttr": _PredicateAttr("constant vector/tensor attribute",
                                   lambda a: isinstance(a, DenseElementsAttr) or hasattr(a, "type")),
    **_typed_ints(),
}.items():
    register_attr(_name, _attr)

for _w in (8, 16, 32, 64):
    register_attr(f"I{_w}ArrayAttr", ArrayAttrSpec(ATTRS[f"I{_w}Attr"],
                                                   f"{_w}-bit integer array attribute"))
    register_attr(f"DenseI{_w}ArrayAttr", DenseArrayAttrSpec(IntegerType(_w), f"i{_w} dense array attribute"))
register_attr("DenseBoolArrayAttr", DenseArrayAttrSpec(IntegerType(1), "i1 dense array attribute"))
register_attr("IndexArrayAttr", ArrayAttrSpec(ATTRS["IndexAttr"], "index array attribute"))
register_attr("StrArrayAttr", ArrayAttrSpec(ATTRS["StrAttr"], "string array attribute"))
register_attr("SymbolRefArrayAttr", ArrayAttrSpec(ATTRS["SymbolRefAttr"], "symbol ref array attribute"))
register_attr("FlatSymbolRefArrayAttr", ArrayAttrSpec(ATTRS["FlatSymbolRefAttr"],
                                                      "flat symbol ref array attribute"))
register_attr("TypeArrayAttr", ArrayAttrSpec(ATTRS["TypeAttr"], "type array attribute"))
register_attr("DictArrayAttr", ArrayAttrSpec(ATTRS["DictionaryAttr"], "Array of dictionary attributes"))


def fit_integer(p, value: int, t: Type, at: int) -> int:
    """|value| read at offset |at| as a literal of type |t|: range-checked
    as mlir-opt checks attribute literals (a signless `iN` value that only
    fits as unsigned wraps to its signed reading)."""
    from dfx.syntax.base_parser import INDEX_RANGE, integer_range
    if isinstance(t, IntegerType):
        low, high = integer_range(t.width, t.signedness)
    elif isinstance(t, IndexType):
        low, high = INDEX_RANGE
    else:
        return value
    if not low <= value <= high:
        p.error("integer constant out of range for attribute", at)
    if isinstance(t, IntegerType) and not t.signedness and t.width > 1 and value >> (t.width - 1) and value > 0:
        value -= 1 << t.width
    return value


def attr_with_predicate(description: str, accepts: Callable[[Attribute], bool]) -> AttrSpec:
    """An attribute constraint written in full in the format, checked by
    |accepts| (described by |description| in verifier messages)."""
    return _PredicateAttr(description, accepts)


def one_of_types(*specs: TypeSpec, description: Optional[str] = None) -> TypeSpec:
    """`AnyTypeOf<[...]>`: a type accepted by any of |specs|."""
    desc = description or " or ".join(s.description for s in specs)
    return TypeSpec(desc, lambda t: any(s.accepts(t) for s in specs))
