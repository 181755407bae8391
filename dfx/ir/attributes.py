"""Immutable, hashable MLIR types and attributes with canonical printing.

Every class here is a frozen dataclass: two objects that print the same are
equal and hash the same, so attributes can be used as set members and dict
keys (the lattice states of `dfx.analysis.state` rely on this).

`str(x)` gives the canonical MLIR text of a type or attribute.  Dialects may
register structured attribute/type classes of their own (see
`register_dialect_attribute` and `register_dialect_type`); anything else from a
dialect is kept as an opaque `DialectAttr` / `DialectType` holding the text
between the angle brackets.
"""

from __future__ import annotations

import math
import re
from dfx.support.records import field, record as dataclass

from dfx.ir.numerics import FLOAT_FORMATS, float_from_bits, float_text, wrap
from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Optional, Tuple, Union

__all__ = [
    "Type", "IntegerType", "IndexType", "FloatType", "NoneType", "ComplexType",
    "TensorType", "VectorType", "MemRefType", "FunctionType", "TupleType", "DialectType",
    "OpaqueBuiltinType",
    "Attribute", "IntegerAttr", "FloatAttr", "BoolAttr", "StringAttr", "UnitAttr",
    "ArrayAttr", "DictionaryAttr", "SymbolRefAttr", "TypeAttr", "DenseElementsAttr",
    "DenseArrayAttr", "DialectAttr", "OpaqueBuiltinAttr",
    "register_dialect_attribute", "register_dialect_type", "attribute_type",
    "DIALECT_ATTRIBUTE_PARSERS", "DIALECT_TYPE_PARSERS",
    "i1", "i8", "i32", "i64", "index", "f32", "string_literal", "dense_shape", "dense_text",
]


def string_literal(text: str) -> str:
    """Quote |text| as an MLIR string literal, escaping exactly like MLIR's
    printer: backslashes doubled, printable ASCII other than `"` kept, every
    other byte of the UTF-8 encoding written as a backslash and two
    uppercase hex digits (so `"` becomes `\\22`)."""
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return '"' + text + '"'
    out = ['"']
    for b in text.encode("utf-8", errors="surrogateescape"):
        if b == 0x5C:
            out.append("\\\\")
        elif 0x20 <= b < 0x7F and b != 0x22:
            out.append(chr(b))
        else:
            out.append("\\%02X" % b)
    out.append('"')
    return "".join(out)


#===----------------------------------------------------------------------===#
# Types
#===----------------------------------------------------------------------===#


class Type:
    """Base class of all types. Subclasses are frozen dataclasses."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class IntegerType(Type):
    """`iN`, `siN` or `uiN`."""

    width: int
    signedness: str = ""  # "", "s" or "u"

    def __str__(self) -> str:
        return f"{self.signedness}i{self.width}"


@dataclass(frozen=True, slots=True)
class IndexType(Type):
    """The `index` type."""

    def __str__(self) -> str:
        return "index"


@dataclass(frozen=True, slots=True)
class FloatType(Type):
    """A builtin float type such as `f32`, `bf16` or `f8E4M3FN`."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class NoneType(Type):
    """The `none` type."""

    def __str__(self) -> str:
        return "none"


@dataclass(frozen=True, slots=True)
class ComplexType(Type):
    """`complex<element>`."""

    element: Type

    def __str__(self) -> str:
        return f"complex<{self.element}>"


def _shape_text(shape: Tuple[Optional[int], ...]) -> str:
    return "".join(("?" if d is None else str(d)) + "x" for d in shape)


@dataclass(frozen=True, slots=True)
class TensorType(Type):
    """`tensor<4x?xf32>` (ranked, `shape` a tuple with None for dynamic dims)
    or `tensor<*xf32>` (unranked, `shape` is None)."""

    shape: Optional[Tuple[Optional[int], ...]]
    element: Type
    encoding: Optional["Attribute"] = None

    @property
    def is_ranked(self) -> bool:
        return self.shape is not None

    @property
    def dynamic_dim_count(self) -> int:
        return 0 if self.shape is None else sum(1 for d in self.shape if d is None)

    def __str__(self) -> str:
        if self.shape is None:
            return f"tensor<*x{self.element}>"
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{_shape_text(self.shape)}{self.element}{enc}>"


@dataclass(frozen=True, slots=True)
class VectorType(Type):
    """`vector<4x8xf32>` (scalable dims are kept verbatim in `dims_text`)."""

    dims_text: str
    element: Type

    def __str__(self) -> str:
        return f"vector<{self.dims_text}{self.element}>"


@dataclass(frozen=True, slots=True)
class MemRefType(Type):
    """`memref<...>`; the body is kept as canonical text."""

    body: str

    def __str__(self) -> str:
        return f"memref<{self.body}>"


@dataclass(frozen=True, slots=True)
class FunctionType(Type):
    """`(inputs) -> results`."""

    inputs: Tuple[Type, ...]
    results: Tuple[Type, ...]

    def __str__(self) -> str:
        ins = ", ".join(str(t) for t in self.inputs)
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            outs = str(self.results[0])
        else:
            outs = "(" + ", ".join(str(t) for t in self.results) + ")"
        return f"({ins}) -> {outs}"


@dataclass(frozen=True, slots=True)
class TupleType(Type):
    """`tuple<a, b>`."""

    types: Tuple[Type, ...]

    def __str__(self) -> str:
        return "tuple<" + ", ".join(str(t) for t in self.types) + ">"


@dataclass(frozen=True, slots=True)
class OpaqueBuiltinType(Type):
    """A builtin type we do not model (e.g. `opaque<...>`), kept verbatim."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class DialectType(Type):
    """`!dialect.name` or `!dialect.name<params>`, params kept as text."""

    dialect: str
    name: str
    params: Optional[str] = None

    @property
    def full_name(self) -> str:
        return f"{self.dialect}.{self.name}"

    def __str__(self) -> str:
        if self.params is None:
            return f"!{self.dialect}.{self.name}"
        return f"!{self.dialect}.{self.name}<{self.params}>"


i1 = IntegerType(1)
i8 = IntegerType(8)
i32 = IntegerType(32)
i64 = IntegerType(64)
index = IndexType()
f32 = FloatType("f32")


#===----------------------------------------------------------------------===#
# Attributes
#===----------------------------------------------------------------------===#


class Attribute:
    """Base class of all attributes. Subclasses are frozen dataclasses."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class IntegerAttr(Attribute):
    """`42 : i32`; `type` None means the default `i64` that MLIR elides."""

    value: int
    type: Type = i64

    def __str__(self) -> str:
        if self.type == i1:
            return "true" if self.value else "false"
        if self.type == i64:
            return str(self.value)
        return f"{self.value} : {self.type}"


def BoolAttr(value: bool) -> IntegerAttr:
    """`true` / `false` (an i1 integer attribute, as in MLIR)."""
    return IntegerAttr(1 if value else 0, i1)


def _float_text(value: float, type_name: Optional[str] = None) -> str:
    """MLIR's text for a float value of type |type_name| (`dfx.ir.numerics.float_text`)."""
    return float_text(value, type_name)


@dataclass(frozen=True, slots=True)
class FloatAttr(Attribute):
    """`1.000000e+00 : f32` (`f64` is MLIR's default and is printed too)."""

    value: float
    type: Type = FloatType("f64")

    def __str__(self) -> str:
        return f"{_float_text(self.value, getattr(self.type, 'name', None))} : {self.type}"


@dataclass(frozen=True, slots=True)
class StringAttr(Attribute):
    """`"text"`."""

    value: str

    def __str__(self) -> str:
        return string_literal(self.value)


@dataclass(frozen=True, slots=True)
class UnitAttr(Attribute):
    """The `unit` attribute (a present-but-valueless flag)."""

    def __str__(self) -> str:
        return "unit"


@dataclass(frozen=True, slots=True)
class ArrayAttr(Attribute):
    """`[a, b, c]`."""

    elements: Tuple[Attribute, ...] = ()

    def __iter__(self):
        return iter(self.elements)

    def __len__(self) -> int:
        return len(self.elements)

    def __getitem__(self, i):
        return self.elements[i]

    def __str__(self) -> str:
        return "[" + ", ".join(str(a) for a in self.elements) + "]"


def _attr_dict_entry(name: str, value: Attribute) -> str:
    key = name if _is_bare_identifier(name) else string_literal(name)
    if isinstance(value, UnitAttr):
        return key
    return f"{key} = {value}"


_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def _is_bare_identifier(name: str) -> bool:
    """Whether MLIR prints |name| (a dictionary key or a symbol name)
    without quotes: an ASCII letter or `_`, then ASCII letters, digits,
    `_`, `$` or `.`. Anything else (`-`, a leading `$`, non-ASCII
    letters) is printed as a string literal, as iree-opt does."""
    return _BARE_ID.match(name) is not None


@dataclass(frozen=True, slots=True)
class DictionaryAttr(Attribute):
    """`{a = 1, b}` with entries kept sorted by name (MLIR's canonical order)."""

    entries: Tuple[Tuple[str, Attribute], ...] = ()

    @staticmethod
    def from_dict(d: dict) -> "DictionaryAttr":
        return DictionaryAttr(tuple(sorted(d.items(), key=lambda kv: kv[0])))

    def get(self, name: str, default=None):
        for k, v in self.entries:
            if k == name:
                return v
        return default

    def __str__(self) -> str:
        return "{" + ", ".join(_attr_dict_entry(k, v) for k, v in self.entries) + "}"


def _symbol_text(name: str) -> str:
    """`@name`, or `@"..."` when |name| is not a bare identifier."""
    if _BARE_ID.match(name) is not None:
        return "@" + name
    return "@" + string_literal(name)


@dataclass(frozen=True, slots=True)
class SymbolRefAttr(Attribute):
    """`@root` or `@root::@nested::@leaf`."""

    root: str
    nested: Tuple[str, ...] = ()

    @property
    def leaf(self) -> str:
        return self.nested[-1] if self.nested else self.root

    @property
    def path(self) -> Tuple[str, ...]:
        return (self.root,) + self.nested

    def __str__(self) -> str:
        return "::".join(_symbol_text(n) for n in self.path)


@dataclass(frozen=True, slots=True)
class TypeAttr(Attribute):
    """A type used as an attribute value."""

    type: Type

    def __str__(self) -> str:
        return str(self.type)


@dataclass(frozen=True, slots=True)
class DenseElementsAttr(Attribute):
    """`dense<...> : tensor<...>`. The literal between the brackets is kept
    as canonical text (what mlir-opt prints: decimal lists, a splat
    collapsed to one element, other forms as written), so printing is
    unchanged by reading; the element values are decoded on request.

    * `is_splat`: one value for every element (`dense<1> : tensor<4xi32>`,
      or a hexadecimal blob holding exactly one element);
    * `splat_value`: that value, or None;
    * `values()`: every element in row-major order (a splat repeated), as
      Python values: `int` for integer and index elements (signless in
      their signed reading, as printed), `bool` for `i1`, `float` for
      float elements; None when the literal cannot be decoded (complex or
      string elements, unknown float types in hexadecimal form, a shape
      that is not static);
    * `DenseElementsAttr.from_values(values, type)` builds the attribute
      mlir-opt would print for those values (a splat when all are equal).
    """

    body: str
    type: Type

    def __str__(self) -> str:
        return f"dense<{self.body}> : {self.type}"

    @property
    def element_type(self) -> Optional[Type]:
        return self.type.element if isinstance(self.type, (TensorType, VectorType)) else None

    @property
    def shape(self) -> Optional[Tuple[int, ...]]:
        """The static shape of the type, or None."""
        return dense_shape(self.type)

    @property
    def is_splat(self) -> bool:
        return _decode_dense(self.body, self.type)[0]

    @property
    def splat_value(self):
        splat, values = _decode_dense(self.body, self.type)
        return values[0] if splat and values else None

    def values(self) -> Optional[tuple]:
        splat, values = _decode_dense(self.body, self.type)
        if values is None:
            return None
        if splat:
            n = _num_elements(self.type)
            return None if n is None else values * n
        return values

    @staticmethod
    def from_values(values, type: Type) -> "DenseElementsAttr":
        return DenseElementsAttr(dense_text(values, type), type)


@dataclass(frozen=True, slots=True)
class DenseArrayAttr(Attribute):
    """`array<i32: 1, 2, 3>`."""

    element: Type
    values: Tuple[Union[int, float], ...] = ()

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element}>"
        return f"array<{self.element}: " + ", ".join(str(v) for v in self.values) + ">"


@dataclass(frozen=True, slots=True)
class OpaqueBuiltinAttr(Attribute):
    """A builtin attribute we do not model (`affine_map<...>`, `loc(...)`,
    `sparse<...>`, `strided<...>`...), kept as canonical text."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class TypedBuiltinAttr(Attribute):
    """A builtin elements attribute we do not model that always carries its
    shaped type (`dense_resource<blob> : tensor<4xf32>`,
    `sparse<...> : tensor<...>`): the text before the type, and the type."""

    text: str
    type: Type

    def __str__(self) -> str:
        return f"{self.text} : {self.type}"


@dataclass(frozen=True, slots=True)
class DialectAttr(Attribute):
    """`#dialect.name` or `#dialect.name<params>`, params kept as text, with an
    optional trailing `: type` (as for `#hal.device.target<...> : !hal.device`)."""

    dialect: str
    name: str
    params: Optional[str] = None
    type: Optional[Type] = None

    @property
    def full_name(self) -> str:
        return f"{self.dialect}.{self.name}"

    def __str__(self) -> str:
        text = f"#{self.dialect}.{self.name}"
        if self.params is not None:
            text += f"<{self.params}>"
        if self.type is not None:
            text += f" : {self.type}"
        return text


#===----------------------------------------------------------------------===#
# Dialect attribute/type registries
#===----------------------------------------------------------------------===#

# Maps `dialect.name` to a function `fn(parser) -> Attribute` called with the
# parser positioned right after the `#dialect.name` token (so at `<` when the
# attribute has parameters). The function consumes the parameters.
DIALECT_ATTRIBUTE_PARSERS: dict[str, Callable] = {}
# Same for types: `fn(parser) -> Type` called right after `!dialect.name`.
DIALECT_TYPE_PARSERS: dict[str, Callable] = {}


def register_dialect_attribute(full_name: str, parse_fn: Callable) -> None:
    """Registers a structured parser for `#full_name...` attributes."""
    DIALECT_ATTRIBUTE_PARSERS[full_name] = parse_fn


def register_dialect_type(full_name: str, parse_fn: Callable) -> None:
    """Registers a structured parser for `!full_name...` types."""
    DIALECT_TYPE_PARSERS[full_name] = parse_fn


def attribute_type(attr: Attribute) -> Optional[Type]:
    """The type carried by a typed attribute (`1 : i32`, `dense<..> : T`,
    `#dialect.x<..> : T`), or None."""
    t = getattr(attr, "type", None)
    return t if isinstance(t, Type) else None


#===----------------------------------------------------------------------===#
# Dense elements: decoding and printing of element values
#===----------------------------------------------------------------------===#


def dense_shape(t: Type) -> Optional[Tuple[int, ...]]:
    """The static shape of a tensor or vector type (None when dynamic,
    unranked or scalable)."""
    if isinstance(t, TensorType):
        if t.shape is None or any(d is None for d in t.shape):
            return None
        return tuple(t.shape)
    if isinstance(t, VectorType):
        dims = t.dims_text.rstrip("x")
        if not dims:
            return ()
        try:
            return tuple(int(d) for d in dims.split("x"))
        except ValueError:
            return None
    return None


def _num_elements(t: Type) -> Optional[int]:
    shape = dense_shape(t)
    if shape is None:
        return None
    return math.prod(shape)


def _element_text(value, elem: Type) -> str:
    if isinstance(elem, IntegerType) and elem.width == 1:
        return "true" if value else "false"
    if isinstance(elem, FloatType):
        return float_text(float(value), elem.name)
    return str(int(value))


def dense_text(values, t: Type) -> str:
    """The literal mlir-opt prints for |values| (row-major) of shaped type
    |t|: one element when all are equal, else nested lists by the shape."""
    elem = t.element if isinstance(t, (TensorType, VectorType)) else t
    texts = [_element_text(v, elem) for v in values]
    if not texts:
        return ""
    if all(x == texts[0] for x in texts):
        return texts[0]
    shape = dense_shape(t) or (len(texts),)
    # Build the nesting from the innermost dimension out.
    rows = texts
    for d in reversed(shape[1:] if len(shape) > 1 else ()):
        rows = ["[" + ", ".join(rows[i:i + d]) + "]" for i in range(0, len(rows), d)]
    return "[" + ", ".join(rows) + "]"


_DENSE_CACHE: dict = {}
_DENSE_ELEMENT_RE = lazy_regex(r"\s*(?:(\[)|(\])|(,)|(-?0x[0-9A-Fa-f]+|-?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|true|false))")


def _decode_element(token: str, elem: Type):
    if token in ("true", "false"):
        return token == "true"
    if isinstance(elem, IntegerType) and elem.width == 1:
        return int(token, 0) != 0
    if isinstance(elem, FloatType):
        if token.lstrip("-").startswith("0x"):
            if elem.name not in FLOAT_FORMATS:
                raise ValueError(token)
            neg = token.startswith("-")
            v = float_from_bits(int(token.lstrip("-"), 16), elem.name)
            return -v if neg else v
        return float(token)
    if isinstance(elem, (IntegerType, IndexType)):
        return int(token, 0)
    raise ValueError(token)


def _decode_hex(data: bytes, elem: Type, n: Optional[int]):
    """(is_splat, values) of a hexadecimal blob (little endian, each element
    in whole bytes; `i1` one byte each)."""
    if isinstance(elem, IntegerType):
        size = max(1, (elem.width + 7) // 8)
    elif isinstance(elem, IndexType):
        size = 8
    elif isinstance(elem, FloatType) and elem.name in FLOAT_FORMATS:
        size = FLOAT_FORMATS[elem.name][1] // 8
    else:
        return False, None
    if not data or len(data) % size:
        return False, None
    out = []
    for i in range(0, len(data), size):
        raw = int.from_bytes(data[i:i + size], "little")
        if isinstance(elem, FloatType):
            out.append(float_from_bits(raw, elem.name))
        elif isinstance(elem, IntegerType) and elem.width == 1:
            out.append(bool(raw & 1))
        elif isinstance(elem, IntegerType) and elem.signedness == "u":
            out.append(raw & ((1 << elem.width) - 1))
        else:
            width = elem.width if isinstance(elem, IntegerType) else 64
            out.append(wrap(raw, width))
    return len(out) == 1, tuple(out)


def _decode_dense(body: str, t: Type):
    """(is_splat, values) of a dense literal; values None when undecodable."""
    key = (body, t)
    hit = _DENSE_CACHE.get(key)
    if hit is not None:
        return hit
    elem = t.element if isinstance(t, (TensorType, VectorType)) else None
    n = _num_elements(t)
    result = (False, None)
    text = body.strip()
    if elem is not None:
        try:
            if text.startswith('"0x') and text.endswith('"'):
                result = _decode_hex(bytes.fromhex(text[3:-1]), elem, n)
            elif not text:
                result = (False, ())
            elif not text.startswith("["):
                result = (True, (_decode_element(text, elem),))
            else:
                flat = []
                for m in _DENSE_ELEMENT_RE.finditer(text):
                    if m.group(4):
                        flat.append(_decode_element(m.group(4), elem))
                if n is not None and len(flat) != n:
                    result = (False, None)
                else:
                    result = (n == 1, tuple(flat))
        except ValueError:
            result = (False, None)
    if len(_DENSE_CACHE) > 4096:
        _DENSE_CACHE.clear()
    _DENSE_CACHE[key] = result
    return result
