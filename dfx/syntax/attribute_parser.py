"""Parsing of types and attributes (`AttributeParser`), with the helpers that
canonicalize what mlir-opt canonicalizes: dense literals, dialect attribute
bodies with aliases resolved, builtin types shared per spelling.
"""

from __future__ import annotations

import re
import struct

from dfx.ir import attributes as A
from dfx.ir.attributes import (ArrayAttr, Attribute, BoolAttr, ComplexType, DIALECT_ATTRIBUTE_PARSERS,
                               DIALECT_TYPE_PARSERS, DenseArrayAttr, DenseElementsAttr, DialectAttr,
                               DialectType, DictionaryAttr, FloatAttr, FloatType, FunctionType, IndexType,
                               IntegerAttr, IntegerType, MemRefType, NoneType, OpaqueBuiltinAttr,
                               OpaqueBuiltinType, StringAttr, TensorType, TupleType, Type, TypeAttr,
                               UnitAttr, VectorType)
from dfx.ir.core import OperationState, lookup_op_def
from dfx.ir.dialect_registry import load_dialect
from dfx.syntax.base_parser import INDEX_RANGE, MAX_INTEGER_WIDTH, MAX_NESTING, BaseParser, integer_range
from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional

__all__ = [
    "AttributeParser", "normalize_body_text",
]


#===----------------------------------------------------------------------===#
# Constants
#===----------------------------------------------------------------------===#

_INT_TYPE_RE = re.compile(r"(si|ui|i)([0-9]+)\Z")
_FLOAT_TYPE_RE = re.compile(r"(?:f(?:16|32|64|80|128)|bf16|tf32|f[0-9]+E[0-9]+M[0-9]+[A-Z]*)\Z")
_UNRANKED_RE = re.compile(r"[ \t\r\n]*\*[ \t\r\n]*x")
_DIMS_RE = re.compile(r"[ \t\r\n]*((?:(?:\?|[0-9]+)x)*)")
_VECTOR_DIMS_RE = lazy_regex(r"[ \t\r\n]*((?:(?:\[[0-9]+\]|[0-9]+)x)*)")
# Compact spellings seen over and over in large programs; the parser
# shares one object per distinct text (see `Parser._shared`).
_COMPACT_TENSOR_RE = re.compile(r"tensor<(?:(?:\?|[0-9]+)x)*[A-Za-z_][A-Za-z0-9_$.]*>")
# `!dialect.name` / `#dialect.name`, with an optional `<...>` body holding no
# string, alias, nested bracket or SSA value (`!stream.resource<*>`,
# `#hal.device.affinity<@dev>`): what they denote does not depend on where
# they appear, so each distinct text is parsed once (`_shared_dialect_item`).
_COMPACT_DIALECT_ITEM_RE = re.compile(r"[!#][A-Za-z_][A-Za-z0-9_$]*\.[A-Za-z0-9_$.]*(?:<[^<>\"#!%{}()\[\]]*>)?"
                                      r"(?![A-Za-z0-9_$.<])")
_OPAQUE_BUILTIN_ATTRS = frozenset({"affine_map", "affine_set", "strided", "sparse", "dense_resource",
                                   "distinct", "opaque", "loc"})

_TYPED_OPAQUE_BUILTIN_ATTRS = frozenset({"dense_resource", "sparse"})

_SIMPLE_TYPES: Dict[str, Type] = {"index": IndexType(), "none": NoneType()}


def _simple_type(text: str) -> Optional[Type]:
    """Builtin types named by one identifier (`i32`, `f16`, `index`...)."""
    t = _SIMPLE_TYPES.get(text)
    if t is not None:
        return t
    m = _INT_TYPE_RE.match(text)
    if m is not None:
        sign = {"i": "", "si": "s", "ui": "u"}[m.group(1)]
        t = IntegerType(int(m.group(2)), sign)
    elif _FLOAT_TYPE_RE.match(text):
        t = FloatType(text)
    else:
        return None
    _SIMPLE_TYPES[text] = t
    return t


_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}
_BODY_TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[ \t\r\n]+|[#!][A-Za-z_$.\-][A-Za-z0-9_$.\-]*|->|[^"\s#!]')


def _definition_text(segment: str) -> str:
    """An alias definition's text without the blank and comment lines that
    follow it (|segment| runs up to the next token)."""
    lines = segment.split("\n")
    while len(lines) > 1 and (not lines[-1].strip() or lines[-1].lstrip().startswith("//")):
        lines.pop()
    return "\n".join(lines).rstrip()


def normalize_body_text(body: str, resolve_alias: Optional[Callable[[str], Optional[str]]] = None) -> str:
    """Canonical form of an opaque `<...>` body: whitespace runs collapsed
    to one space, no space after an opening or before a closing bracket or
    a comma, one space after each comma; strings kept verbatim. With
    |resolve_alias|, `#alias` / `!alias` references (no dot, not followed
    by `<`) are replaced by the text it returns."""
    out: List[str] = []
    pending_space = False
    tokens = _BODY_TOKEN_RE.findall(body)
    for i, tok in enumerate(tokens):
        c = tok[0]
        if c in " \t\r\n":
            pending_space = True
            continue
        if c in ">)]},":
            pending_space = False
        elif pending_space and out and out[-1][-1] not in "<([{":
            out.append(" ")
        pending_space = False
        if c in "#!" and resolve_alias is not None and len(tok) > 1 and "." not in tok:
            nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
            if nxt != "<":
                rep = resolve_alias(tok)
                if rep is not None:
                    tok = rep
        out.append(tok)
        if c == ",":
            pending_space = True
    return "".join(out)


_DENSE_TOKEN_RE = lazy_regex(r"\s*(?:(\[)|(\])|(,)|(-?0x[0-9A-Fa-f]+|-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?|-?[0-9]+(?:[eE][-+]?[0-9]+)?)|(true|false))")


_COMPLEX_PAIR_RE = lazy_regex(r"\(\s*([^(),]+?)\s*,\s*([^(),]+?)\s*\)")


def _canonical_complex(body: str, elem) -> Optional[str]:
    """mlir-opt's printing of complex elements: `(re,im)` pairs without a
    space, float parts in `%e` form; None when a part is not a number."""
    inner = elem.element
    bad = []

    def part(text: str) -> str:
        text = text.strip()
        if isinstance(inner, FloatType):
            try:
                return A._float_text(float(text), inner.name)
            except ValueError:
                bad.append(text)
                return text
        return text

    out = _COMPLEX_PAIR_RE.sub(lambda m: f"({part(m.group(1))},{part(m.group(2))})", body)
    return None if bad else out


def _canonical_dense(body: str, t: Type, int_value: Callable[[str, int, bool], int],
                     fail: Callable[[int, str], Exception]) -> Optional[str]:
    """mlir-opt's printing of a `dense<...>` literal for plain numeric or
    boolean data (floats in `%e` form, splats collapsed), or None for
    anything else (hex strings, complex numbers, strings), which is kept as
    written.

    Integers are checked against the element type: `int_value(digits,
    offset, negative)` returns the value an element takes or raises a
    located error; `fail(offset, message)` builds one. Offsets are
    positions in |body|."""
    elem = t.element if isinstance(t, (TensorType, VectorType)) else None
    if elem is None or not body.strip():
        return None
    pos = 0
    n = len(body)
    stack: List[list] = [[]]
    while True:
        m = _DENSE_TOKEN_RE.match(body, pos)
        if m is None:
            if body[pos:].strip():
                return None
            break
        pos = m.end()
        if m.group(1):
            if len(stack) > MAX_NESTING:
                raise fail(m.start(1), f"nesting is deeper than {MAX_NESTING} levels")
            stack.append([])
        elif m.group(2):
            if len(stack) < 2:
                return None
            done = stack.pop()
            stack[-1].append(done)
        elif m.group(3):
            continue
        elif m.group(4):
            stack[-1].append((m.group(4), m.start(4)))
        elif m.group(5):
            stack[-1].append(1 if m.group(5) == "true" else 0)
        if pos >= n:
            break
    if len(stack) != 1 or len(stack[0]) != 1:
        return None
    root = stack[0][0]

    def fmt(v) -> Optional[str]:
        if not isinstance(v, tuple):  # true / false
            if isinstance(elem, IntegerType) and elem.width == 1:
                return "true" if v else "false"
            return None
        text, offset = v
        if "0x" in text:
            # A float's bit pattern (`0x7FC00000`): the value it encodes.
            if not isinstance(elem, FloatType) or elem.name not in A.FLOAT_FORMATS:
                return None
            neg = text.startswith("-")
            value = _float_from_bits(int(text.lstrip("-"), 16), elem)
            return A._float_text(-value if neg else value, elem.name)
        is_int = re.fullmatch(r"-?[0-9]+", text) is not None
        if isinstance(elem, FloatType):
            if is_int:
                raise fail(offset + (text[0] == "-"),
                           "unexpected decimal integer literal for a floating point value")
            return A._float_text(float(text), elem.name)
        if isinstance(elem, (IntegerType, IndexType)):
            if not is_int:
                raise fail(offset + (text[0] == "-"), "expected integer elements, but parsed floating-point")
            neg = text[0] == "-"
            iv = int_value(text[neg:], offset + neg, neg)
            if isinstance(elem, IntegerType) and elem.width == 1:
                return "true" if iv else "false"
            return str(iv)
        return None

    flat: List[str] = []
    # Iterative rendering (the nesting can be deep): a stack of
    # (node, index of the next child, rendered children).
    work: List[tuple] = [(root, 0, [])] if isinstance(root, list) else []
    text: Optional[str] = None
    if not work:
        text = fmt(root)
        if text is None:
            return None
        flat.append(text)
    while work:
        node, i, parts = work[-1]
        if i == len(node):
            work.pop()
            rendered = "[" + ", ".join(parts) + "]"
            if work:
                work[-1][2].append(rendered)
            else:
                text = rendered
            continue
        work[-1] = (node, i + 1, parts)
        child = node[i]
        if isinstance(child, list):
            work.append((child, 0, []))
            continue
        s = fmt(child)
        if s is None:
            return None
        flat.append(s)
        parts.append(s)
    if flat and all(f == flat[0] for f in flat):
        return flat[0]
    return text


def _float_from_bits(bits: int, t: Type) -> float:
    """Value of a hexadecimal float literal (`0x7FC00000 : f32`)."""
    name = t.name if isinstance(t, FloatType) else "f64"
    try:
        if name == "f32":
            return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
        if name == "f16":
            return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
        if name == "bf16":
            return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]
        return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    except (struct.error, OverflowError):
        return float("nan")



class AttributeParser(BaseParser):
    """Types and attributes: builtin types, dialect types, attribute
    dictionaries, aliases (`#name = ...`), dense literals and the raw
    text of dialect attribute bodies."""

    #===------------------------------------------------------------------===#
    # Attribute dictionaries
    #===------------------------------------------------------------------===#

    def _parse_dict_body(self) -> Dict[str, Attribute]:
        """After `{`: entries then `}`."""
        out: Dict[str, Attribute] = {}
        if self.kind == "}":
            self._advance()
            return out
        while True:
            off = self.tstart
            if self.kind == "id":
                key = self.ttext
            elif self.kind == "string":
                key = self._string_value(self.ttext, self.tstart)
            else:
                raise self._error_at(off, "expected attribute name")
            self._advance()
            if key in out:
                raise self._error_at(off, f"duplicate key '{key}' in dictionary attribute")
            if self.kind == "=":
                self._advance()
                out[key] = self.parse_attribute()
            else:
                out[key] = UnitAttr()
            if self.kind == ",":
                self._advance()
                continue
            if self.kind != "}":
                raise self._wrong("expected '}' in attribute dictionary")
            self._advance()
            return out

    def parse_optional_attr_dict(self) -> Dict[str, Attribute]:
        """`{a = 1, b}` → dict (empty when absent)."""
        if self.kind != "{":
            return {}
        self._advance()
        return self._parse_dict_body()

    def parse_optional_attr_dict_with_keyword(self) -> Dict[str, Attribute]:
        """`attributes {...}` → dict (empty when absent)."""
        if self.kind == "id" and self.ttext == "attributes":
            self._advance()
            if self.kind != "{":
                raise self._wrong("expected '{' after 'attributes'")
            return self.parse_optional_attr_dict()
        return {}

    def add_attr_dict(self, state: OperationState, d: Dict[str, Attribute]) -> None:
        """Splits |d| into |state|'s inherent properties and discardable
        attributes according to the op's definition."""
        if d:
            state.add_attributes(d, lookup_op_def(state.name))

    #===------------------------------------------------------------------===#
    # Raw text scanning (tensor shapes, dialect bodies)
    #===------------------------------------------------------------------===#

    def _scan_balanced(self, open_pos: int, opener: str, message: str) -> int:
        """Offset just past the bracket matching the one at |open_pos|
        (nesting over `<>()[]{}`, skipping strings and `->`)."""
        text = self.text
        n = len(text)
        stack = [opener]
        i = open_pos + 1
        while i < n:
            c = text[i]
            if c == '"':
                j = i + 1
                while j < n and text[j] != '"':
                    if text[j] == "\\":
                        j += 1
                    elif text[j] == "\n":
                        break
                    j += 1
                if j >= n or text[j] != '"':
                    raise self._error_at(i, "expected '\"' in string literal")
                i = j + 1
                continue
            if c in "<([{":
                stack.append(c)
            elif c in ">)]}":
                if c == ">" and i > 0 and text[i - 1] == "-":
                    i += 1
                    continue
                if stack[-1] != _CLOSERS[c]:
                    want = {"(": ")", "[": "]", "{": "}", "<": ">"}[stack[-1]]
                    if len(stack) > 1:
                        raise self._error_at(i, f"expected '{want}'")
                    raise self._error_at(i, f"unbalanced '{c}' character in pretty dialect name")
                stack.pop()
                if not stack:
                    return i + 1
            i += 1
        raise self._error_at(open_pos, message)

    def _alias_text(self, tok: str) -> Optional[str]:
        if tok not in self._aliases and tok not in self._alias_defs:
            return None
        v = self._resolve_alias(tok, self.tstart)
        return str(v)

    def parse_angle_body(self) -> str:
        """`<...>` → the normalized text between the brackets (for opaque
        dialect parameters)."""
        if self.kind != "<":
            raise self._wrong("expected '<'")
        start = self.tstart
        end = self._scan_balanced(start, "<", "unbalanced '<' character in pretty dialect name")
        body = normalize_body_text(self.text[start + 1:end - 1], self._alias_text)
        self._reset(end)
        return body

    def _adjacent_angle(self) -> bool:
        """Whether the current token is a `<` glued to the previous token."""
        return self.kind == "<" and self.text[self.tstart - 1] not in " \t\r\n\f\v"

    #===------------------------------------------------------------------===#
    # Aliases
    #===------------------------------------------------------------------===#

    def _resolve_alias(self, full: str, use_offset: int):
        v = self._aliases.get(full)
        if v is not None:
            return v
        off = self._alias_defs.get(full)
        kind = "attribute" if full[0] == "#" else "type"
        if off is None:
            raise self._error_at(use_offset, f"undefined symbol alias id '{full[1:]}'")
        if full in self._alias_busy:
            raise self._error_at(use_offset, f"recursive {kind} alias '{full[1:]}'")
        self._alias_busy.add(full)
        saved = self._save()
        self._reset(off)
        v = self.parse_attribute() if full[0] == "#" else self.parse_type()
        self._restore(saved)
        self._alias_busy.discard(full)
        self._aliases[full] = v
        return v

    def _parse_alias_definition(self) -> None:
        full = self.ttext
        off = self.tstart
        self._advance()
        self.parse_punctuation("=")
        if full in self._alias_defined_at_top:
            kind = "attribute" if full[0] == "#" else "type"
            raise self._error_at(off, f"redefinition of {kind} alias id '{full[1:]}'")
        if full[0] == "#":
            v = self.parse_attribute()
        else:
            v = self.parse_type()
        self._alias_defined_at_top.add(full)
        self._aliases[full] = v
        self._alias_spans[full] = (off, off + len(_definition_text(self.text[off:self.tstart])))

    #===------------------------------------------------------------------===#
    # Types
    #===------------------------------------------------------------------===#

    def parse_type(self) -> Type:
        """Any type (builtin, `!dialect.x<...>`, alias)."""
        t = self.parse_optional_type()
        if t is None:
            raise self._wrong("expected type" if self.kind != "id" else "expected non-function type")
        return t

    def parse_type_list(self, delimiter: str = "none") -> List[Type]:
        """Comma list of types (`none`: one or more without brackets)."""
        r = self.parse_comma_separated_list(delimiter, self.parse_type)
        return r if r is not None else []

    def parse_optional_type(self) -> Optional[Type]:
        """Any type, or None when the next token cannot start one."""
        k = self.kind
        if k == "id":
            text = self.ttext
            t = _SIMPLE_TYPES.get(text)
            if t is not None:
                self._advance()
                return t
            if text == "tensor":
                m = _COMPACT_TENSOR_RE.match(self.text, self.tstart)
                if m is None:
                    self._nest(self.tstart)
                    tt = self._parse_tensor_type()
                    self._unnest()
                    return tt
                # `tensor<4x?xf32>`: parsed once per distinct text.
                key = m.group()
                t = self._shared.get(key)
                if t is None:
                    t = self._shared[key] = self._parse_tensor_type()
                else:
                    self._reset(m.end())
                return t
            if text == "vector":
                self._nest(self.tstart)
                vt = self._parse_vector_type()
                self._unnest()
                return vt
            if text == "memref":
                self._advance()
                if self.kind == "<":
                    # The body is kept as text; its static sizes are still
                    # checked, as MLIR checks every shaped type's.
                    m = _DIMS_RE.match(self.text, self.tend)
                    self._dims(m.group(1), m.start(1))
                return MemRefType(self.parse_angle_body())
            if text == "complex":
                self._nest(self.tstart)
                self._advance()
                self.parse_punctuation("<")
                el = self.parse_type()
                self.parse_punctuation(">")
                self._unnest()
                return ComplexType(el)
            if text == "tuple":
                self._nest(self.tstart)
                self._advance()
                self.parse_punctuation("<")
                types: List[Type] = []
                if self.kind != ">":
                    types = self.parse_type_list()
                self.parse_punctuation(">")
                self._unnest()
                return TupleType(tuple(types))
            if text == "opaque" and self.text[self.tend:self.tend + 1] == "<":
                self._advance()
                return OpaqueBuiltinType("opaque<" + self.parse_angle_body() + ">")
            m = _INT_TYPE_RE.match(text)
            if m is not None and (len(m.group(2)) > 8 or int(m.group(2)) > MAX_INTEGER_WIDTH):
                raise self._error_at(self.tstart, f"integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits")
            t = _simple_type(text)
            if t is not None:
                self._advance()
            return t
        if k == "bang":
            return self._parse_dialect_type()
        if k == "(":
            self._nest(self.tstart)
            t = self._parse_function_type()
            self._unnest()
            return t
        return None

    def _parse_function_type(self) -> FunctionType:
        inputs = self.parse_type_list("paren")
        self.parse_punctuation("->")
        if self.kind == "(":
            results = self.parse_type_list("paren")
        else:
            results = [self.parse_type()]
        return FunctionType(tuple(inputs), tuple(results))

    def _parse_tensor_type(self) -> TensorType:
        self._advance()
        if self.kind != "<":
            raise self._wrong("expected '<' in tensor type")
        pos = self.tend
        m = _UNRANKED_RE.match(self.text, pos)
        shape: Optional[tuple]
        if m is not None:
            shape = None
            pos = m.end()
        else:
            m = _DIMS_RE.match(self.text, pos)
            shape = self._dims(m.group(1), m.start(1))
            pos = m.end()
        self._reset(pos)
        el = self.parse_optional_type()
        if el is None:
            raise self._wrong("expected element type in tensor type")
        enc = None
        if self.kind == "," and shape is not None:
            self._advance()
            enc = self.parse_attribute()
        if self.kind != ">":
            raise self._wrong("expected '>' in tensor type")
        self._advance()
        return TensorType(shape, el, enc)

    def _dims(self, dims: str, offset: int) -> tuple:
        """The sizes of a `4x?x8x` shape prefix starting at |offset| (None
        for `?`); a size that does not fit in 64 bits is a located error."""
        shape = []
        pos = offset
        for d in dims.split("x")[:-1]:
            stripped = d.strip()
            at = pos + (len(d) - len(d.lstrip()))
            shape.append(None if stripped == "?" else
                         self._bounded_int(stripped, at, (1 << 63) - 1, "invalid dimension"))
            pos += len(d) + 1
        return tuple(shape)

    def _parse_vector_type(self) -> VectorType:
        self._advance()
        if self.kind != "<":
            raise self._wrong("expected '<' in vector type")
        m = _VECTOR_DIMS_RE.match(self.text, self.tend)
        self._dims(m.group(1).replace("[", " ").replace("]", " "), m.start(1))  # checks sizes only
        self._reset(m.end())
        el = self.parse_optional_type()
        if el is None:
            raise self._wrong("expected element type in vector type")
        if self.kind != ">":
            raise self._wrong("expected '>' in vector type")
        self._advance()
        return VectorType(m.group(1), el)

    def _parse_dialect_item(self, parsers: dict, opaque: type):
        """`!x` / `#x`: an alias or opaque builtin (no dot) → that object;
        a registered `dialect.name` → what its parser returns; otherwise
        → (dialect, name, parameter text or None) for the caller to build."""
        full = self.ttext
        off = self.tstart
        body = full[1:]
        self._advance()
        if "." not in body:
            if self._adjacent_angle():
                return opaque(full + "<" + self.parse_angle_body() + ">")
            return self._resolve_alias(full, off)
        fn = parsers.get(body)
        dialect, name = body.split(".", 1)
        if fn is None and load_dialect(dialect, body):
            fn = parsers.get(body)  # registered by a dialect loaded on first use
        if fn is not None:
            return fn(self)
        return dialect, name, (self.parse_angle_body() if self._adjacent_angle() else None)

    def _parse_dialect_type(self) -> Type:
        return self._shared_dialect_item(self._parse_dialect_type_uncached, False)

    def _parse_dialect_type_uncached(self) -> Type:
        item = self._parse_dialect_item(DIALECT_TYPE_PARSERS, OpaqueBuiltinType)
        return DialectType(*item) if isinstance(item, tuple) else item

    def _shared_dialect_item(self, parse, is_attribute: bool):
        """|parse|()'s result for the dialect type or attribute at the
        current token, shared by every occurrence of the same compact text
        (types and attributes are immutable). An occurrence counts only when
        its parse ended with the text (an attribute may go on with `: type`;
        then, or before a `:`, it is parsed in full)."""
        start = self.tstart
        m = _COMPACT_DIALECT_ITEM_RE.match(self.text, start)
        if m is None:
            return parse()
        key = m.group()
        shared = self._shared
        item = shared.get(key)
        if item is not None:
            end = m.end()
            self._reset(end)
            if not (is_attribute and self.kind == ":"):
                return item
            self._reset(start)
            return parse()
        item = parse()
        end = m.end()
        if self.text[end:self.tstart].isspace() or end == self.tstart:
            if not (is_attribute and self.kind == ":"):
                shared[key] = item
        return item

    #===------------------------------------------------------------------===#
    # Attributes
    #===------------------------------------------------------------------===#

    def parse_attribute(self) -> Attribute:
        """Any attribute (builtin, `#dialect.x<...>`, alias, type)."""
        a = self.parse_optional_attribute()
        if a is None:
            raise self._wrong("expected attribute value")
        return a

    def parse_optional_attribute(self) -> Optional[Attribute]:
        """Any attribute, or None when the next token cannot start one."""
        k = self.kind
        if k == "int" or k == "float" or (k == "-" and self._peek_kind() in ("int", "float")):
            return self._parse_number_attr()
        if k == "string":
            return StringAttr(self.parse_string())
        if k == "[":
            self._nest(self.tstart)
            self._advance()
            elems: List[Attribute] = []
            if self.kind != "]":
                elems.append(self.parse_attribute())
                while self.kind == ",":
                    self._advance()
                    elems.append(self.parse_attribute())
            if self.kind != "]":
                raise self._wrong("expected ']'")
            self._advance()
            self._unnest()
            return ArrayAttr(tuple(elems))
        if k == "{":
            self._nest(self.tstart)
            self._advance()
            d = DictionaryAttr.from_dict(self._parse_dict_body())
            self._unnest()
            return d
        if k == "symbol":
            return self.parse_symbol_ref()
        if k == "hash":
            return self._parse_dialect_attr()
        if k == "id":
            text = self.ttext
            if text == "true" or text == "false":
                self._advance()
                return BoolAttr(text == "true")
            if text == "unit":
                self._advance()
                return UnitAttr()
            if text == "dense" and self.text[self.tend:self.tend + 1] == "<":
                return self._parse_dense()
            if text == "array" and self.text[self.tend:self.tend + 1] == "<":
                return self._parse_dense_array()
            if text in _OPAQUE_BUILTIN_ATTRS and self.text[self.tend:self.tend + 1] in "<([":
                return self._parse_opaque_builtin_attr()
            t = self.parse_optional_type()
            return TypeAttr(t) if t is not None else None
        if k == "bang" or k == "(":
            return TypeAttr(self.parse_type())
        return None

    def _parse_number_attr(self) -> Attribute:
        neg = False
        if self.kind == "-":
            neg = True
            self._advance()
        text = self.ttext
        offset = self.tstart
        is_float = self.kind == "float"
        self._advance()
        t: Optional[Type] = None
        if self.kind == ":":
            self._advance()
            t = self.parse_type()
        if is_float:
            v = float(text)
            return FloatAttr(-v if neg else v, t if t is not None else FloatType("f64"))
        if isinstance(t, FloatType):
            if text.startswith("0x"):
                v = _float_from_bits(self._bounded_int(text, offset, (1 << 128) - 1,
                                                       "hexadecimal float constant out of range"), t)
            else:
                raise self._error_at(offset, "unexpected decimal integer literal for a floating point value")
            return FloatAttr(-v if neg else v, t)
        if t is not None and not isinstance(t, (IntegerType, IndexType)):
            raise self._error_at(offset, "integer literal not valid for specified type")
        return IntegerAttr(self._integer_value(text, offset, neg, t if t is not None else A.i64,
                                               "integer constant out of range for attribute"),
                           t if t is not None else A.i64)

    def _integer_value(self, digits: str, offset: int, neg: bool, t: Type, message: str) -> int:
        """The value an integer literal takes in type |t|, checked as MLIR
        checks it (located errors at |offset|); a signless `iN` value
        that only fits as unsigned wraps to its signed reading (`255 : i8`
        is -1)."""
        if isinstance(t, IntegerType):
            low, high = integer_range(t.width, t.signedness)
        elif isinstance(t, IndexType):
            low, high = INDEX_RANGE
        else:
            return -int(digits, 0) if neg else int(digits, 0)
        if neg and isinstance(t, IntegerType) and t.signedness == "u":
            raise self._error_at(offset, "negative integer literal not valid for unsigned integer type")
        value = self._bounded_int(digits, offset, -low if neg else high, message)
        if neg:
            return -value
        if isinstance(t, IntegerType) and t.signedness == "" and t.width > 1 and value >> (t.width - 1):
            value -= 1 << t.width
        return value

    def _parse_dense(self) -> Attribute:
        self._advance()
        if self.kind != "<":
            raise self._wrong("expected '<'")
        start = self.tstart + 1
        end = self._scan_balanced(self.tstart, "<", "unbalanced '<' character in pretty dialect name")
        raw = self.text[start:end - 1]
        body = normalize_body_text(raw, self._alias_text)
        self._reset(end)
        if self.kind != ":":
            raise self._wrong("expected ':' after dense attribute")
        self._advance()
        t = self.parse_type()
        elem = t.element if isinstance(t, (TensorType, VectorType)) else None

        def int_value(digits: str, offset: int, neg: bool) -> int:
            return self._integer_value(digits, start + offset, neg, elem, "integer constant out of range for type")

        def fail(offset: int, message: str) -> Exception:
            return self._error_at(start + offset, message)

        canonical = _canonical_dense(raw, t, int_value, fail)
        if canonical is None and isinstance(elem, A.ComplexType):
            canonical = _canonical_complex(body, elem)
        return DenseElementsAttr(canonical if canonical is not None else body, t)

    def _parse_dense_array(self) -> Attribute:
        self._advance()
        self.parse_punctuation("<")
        el = self.parse_type()
        values: List = []
        if self.parse_optional_punctuation(":"):
            def one():
                if self.kind == "id" and self.ttext in ("true", "false"):
                    v = 1 if self.ttext == "true" else 0
                    self._advance()
                    return v
                neg = self.parse_optional_punctuation("-")
                if self.kind == "float":
                    v = float(self.ttext)
                elif self.kind == "int":
                    if isinstance(el, FloatType):
                        raise self._error_at(self.tstart,
                                             "unexpected decimal integer literal for a floating point value")
                    # located after the literal, as mlir-opt does for arrays
                    v = self._integer_value(self.ttext, self.tend, neg, el, "integer constant out of range")
                    self._advance()
                    return v
                else:
                    raise self._wrong("expected integer or float literal in array")
                self._advance()
                return -v if neg else v
            values = self.parse_comma_separated_list("none", one)
        self.parse_punctuation(">")
        return DenseArrayAttr(el, tuple(values))

    def _parse_opaque_builtin_attr(self) -> Attribute:
        name = self.ttext
        self._advance()
        if self.kind == "[":  # distinct[N]<...>
            start = self.tstart
            end = self._scan_balanced(start, "[", "unbalanced '['")
            name += normalize_body_text(self.text[start:end])
            self._reset(end)
        if self.kind == "(":
            start = self.tstart
            end = self._scan_balanced(start, "(", "unbalanced '('")
            text = name + normalize_body_text(self.text[start:end], self._alias_text)
            self._reset(end)
            return OpaqueBuiltinAttr(text)
        text = name + "<" + self.parse_angle_body() + ">"
        if name in _TYPED_OPAQUE_BUILTIN_ATTRS:
            # Elements attributes: the shaped type is part of the attribute.
            if self.kind != ":":
                raise self._wrong("expected ':'")
            self._advance()
            return A.TypedBuiltinAttr(text, self.parse_type())
        return OpaqueBuiltinAttr(text)

    def _parse_dialect_attr(self) -> Attribute:
        return self._shared_dialect_item(self._parse_dialect_attr_uncached, True)

    def _parse_dialect_attr_uncached(self) -> Attribute:
        item = self._parse_dialect_item(DIALECT_ATTRIBUTE_PARSERS, OpaqueBuiltinAttr)
        if not isinstance(item, tuple):
            return item
        dialect, name, params = item
        t = None
        if self.kind == ":":
            self._advance()
            t = self.parse_type()
        return DialectAttr(dialect, name, params, t)
