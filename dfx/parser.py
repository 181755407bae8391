"""Parser for MLIR assembly: generic operation syntax for any op, custom
syntax through registered `OpDef.parse` functions.

Grammar (the parts handled here; custom op syntax is up to each op):

    toplevel        ::= (operation | attribute-alias-def | type-alias-def)*
    operation       ::= op-result-list? (generic-operation | custom-operation) trailing-location?
    op-result-list  ::= op-result (`,` op-result)* `=`
    op-result       ::= value-id (`:` integer-literal)?
    generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
                          properties? region-list? dictionary-attribute?
                          `:` function-type
    region          ::= `{` entry-block? block* `}`
    block           ::= block-label operation*
    block-label     ::= caret-id (`(` value-id `:` type (`,` ...)* `)`)? `:`

Entry points: `parse_module(text, filename)` returns a `builtin.module`
(wrapping the top-level ops in an implicit module unless the input is a
single module), `Parser` is the object custom parsers receive (see
docs/custom-syntax-api.md for its public methods).

Name resolution: values are scoped per region; an isolated-from-above op's
regions start a new scope. Uses may precede definitions (forward references
get a placeholder value that the definition replaces); anything still
undefined when its isolated scope ends is an error. Dominance is not
checked. Parsing a block's operations is a loop, so Python recursion depth
grows only with region nesting, never with the number of operations.
"""

from __future__ import annotations

import re
import struct
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from dfx import attributes as A
from dfx.attributes import (ArrayAttr, Attribute, BoolAttr, ComplexType, DenseArrayAttr, DenseElementsAttr,
                         DialectAttr, DialectType, DictionaryAttr, FloatAttr, FloatType, FunctionType,
                         IndexType, IntegerAttr, IntegerType, MemRefType, NoneType, OpaqueBuiltinAttr,
                         OpaqueBuiltinType, StringAttr, SymbolRefAttr, TensorType, TupleType, Type, TypeAttr,
                         UnitAttr, VectorType, DIALECT_ATTRIBUTE_PARSERS, DIALECT_TYPE_PARSERS)
from dfx.diagnostics import Diagnostic, ParseError, VerifyError
from dfx.gcpause import gc_paused
from dfx.ir import (Block, Location, OP_DEFS, OpDef, Operation, OperationState, Region, Value,
                 WalkOrder)
from dfx.lexer import LexError, Lexer, _KINDS, _MASTER, unescape_string
from dfx.traits import BranchOp, IsolatedFromAbove, NoTerminator, SingleBlock, Terminator

__all__ = ["Parser", "Argument", "UnresolvedOperand", "parse_module", "parse_file", "verify_module",
           "normalize_body_text", "require_terminator", "REQUIRED_TERMINATORS", "gc_paused"]


#===----------------------------------------------------------------------===#
# Small records
#===----------------------------------------------------------------------===#


class Argument:
    """A region argument declared in custom syntax (`%name: type`), before the
    region that owns it is parsed. `type` may be filled in later."""

    __slots__ = ("name", "type", "loc", "offset")

    def __init__(self, name: Optional[str], type: Optional[Type], loc: Location, offset: int = -1):
        self.name = name
        self.type = type
        self.loc = loc
        self.offset = offset

    def __repr__(self) -> str:
        return f"Argument(%{self.name}: {self.type})"


class UnresolvedOperand:
    """A parsed `%name#number` use not yet looked up (see
    `Parser.resolve_operand`)."""

    __slots__ = ("name", "number", "offset", "text")

    def __init__(self, name: str, number: int, offset: int, text: str):
        self.name = name
        self.number = number
        self.offset = offset
        self.text = text

    def __repr__(self) -> str:
        return f"UnresolvedOperand({self.text})"


class _Forward:
    """A forward reference: placeholder value, first use offset and the
    region scopes visible from that use."""

    __slots__ = ("value", "offset", "chain")

    def __init__(self, value: Value, offset: int, chain: tuple):
        self.value = value
        self.offset = offset
        self.chain = chain


class _IsolatedScope:
    """Value names of one isolated-from-above region tree."""

    __slots__ = ("regions", "pending")

    def __init__(self):
        self.regions: List[Dict[str, list]] = []
        self.pending: Dict[str, Dict[int, _Forward]] = {}


class _RegionBlocks:
    """Block labels of the region being parsed."""

    __slots__ = ("blocks", "undefined")

    def __init__(self):
        self.blocks: Dict[str, Block] = {}
        self.undefined: Dict[str, int] = {}


#===----------------------------------------------------------------------===#
# Constants
#===----------------------------------------------------------------------===#

_INT_TYPE_RE = re.compile(r"(si|ui|i)([0-9]+)\Z")
_FLOAT_TYPE_RE = re.compile(r"(?:f(?:16|32|64|80|128)|bf16|tf32|f[0-9]+E[0-9]+M[0-9]+[A-Z]*)\Z")
_UNRANKED_RE = re.compile(r"[ \t\r\n]*\*[ \t\r\n]*x")
_DIMS_RE = re.compile(r"[ \t\r\n]*((?:(?:\?|[0-9]+)x)*)")
_VECTOR_DIMS_RE = re.compile(r"[ \t\r\n]*((?:(?:\[[0-9]+\]|[0-9]+)x)*)")
# Compact spellings seen over and over in large programs; the parser
# shares one object per distinct text (see `Parser._shared`).
_COMPACT_TENSOR_RE = re.compile(r"tensor<(?:(?:\?|[0-9]+)x)*[A-Za-z_][A-Za-z0-9_$.]*>")
_COMPACT_SYMBOL_REF_RE = re.compile(r"@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*(?:::@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)*")
_ALIAS_DEF_RE = re.compile(r"^[ \t]*([#!][A-Za-z_$.\-][A-Za-z0-9_$.\-]*)[ \t]*=", re.M)
_OPAQUE_BUILTIN_ATTRS = frozenset({"affine_map", "affine_set", "strided", "sparse", "dense_resource",
                                   "distinct", "opaque", "loc"})

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


_DENSE_TOKEN_RE = re.compile(r"\s*(?:(\[)|(\])|(,)|(-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?|-?[0-9]+(?:[eE][-+]?[0-9]+)?)|(true|false))")


def _canonical_dense(body: str, t: Type) -> str:
    """mlir-opt's printing of a `dense<...>` literal for plain numeric or
    boolean data (floats in `%e` form, splats collapsed); anything else
    (hex strings, complex numbers, strings) is returned unchanged."""
    elem = t.element if isinstance(t, (TensorType, VectorType)) else None
    if elem is None or not body.strip():
        return body
    pos = 0
    n = len(body)
    stack: List[list] = [[]]
    while True:
        m = _DENSE_TOKEN_RE.match(body, pos)
        if m is None:
            if body[pos:].strip():
                return body
            break
        pos = m.end()
        if m.group(1):
            stack.append([])
        elif m.group(2):
            if len(stack) < 2:
                return body
            done = stack.pop()
            stack[-1].append(done)
        elif m.group(3):
            continue
        elif m.group(4):
            stack[-1].append(m.group(4))
        elif m.group(5):
            stack[-1].append(1 if m.group(5) == "true" else 0)
        if pos >= n:
            break
    if len(stack) != 1 or len(stack[0]) != 1:
        return body
    root = stack[0][0]

    def fmt(v) -> Optional[str]:
        if isinstance(elem, FloatType):
            return A._float_text(float(v))
        if isinstance(elem, IntegerType):
            if isinstance(v, str) and not re.fullmatch(r"-?[0-9]+", v):
                return None
            iv = int(v)
            if elem.width == 1:
                return "true" if iv else "false"
            return str(iv)
        if isinstance(elem, IndexType):
            if isinstance(v, str) and not re.fullmatch(r"-?[0-9]+", v):
                return None
            return str(int(v))
        return None

    flat: List[str] = []

    def walk(node) -> Optional[str]:
        if isinstance(node, list):
            parts = []
            for x in node:
                s = walk(x)
                if s is None:
                    return None
                parts.append(s)
            return "[" + ", ".join(parts) + "]"
        s = fmt(node)
        if s is None:
            return None
        flat.append(s)
        return s

    text = walk(root)
    if text is None:
        return body
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


#===----------------------------------------------------------------------===#
# The parser
#===----------------------------------------------------------------------===#


class Parser:
    """Recursive-descent parser over one source buffer.

    Custom op parsers receive this object; its public `parse_*` methods are
    documented in docs/custom-syntax-api.md. Every `parse_X` raises a
    located `ParseError` when X is not next; every `parse_optional_X`
    returns None/False and consumes nothing in that case.
    """

    def __init__(self, text: str, filename: str = "<input>", line_offset: int = 0):
        self.text = text
        self.filename = filename
        self.line_offset = line_offset
        self.lexer = Lexer(text)
        self._match = _MASTER.match
        self.num_results = 0
        """Results declared on the left-hand side of the op being parsed."""
        # Current token.
        self.kind = ""
        self.ttext = ""
        self.tstart = 0
        self.tend = 0
        # Scopes.
        self._scopes: List[_IsolatedScope] = []
        self._chain: tuple = ()
        self._blocks: List[_RegionBlocks] = []
        self._op_stack: List[Optional[OpDef]] = []
        self._default_dialects: List[str] = ["builtin"]
        self._chain_saves: list = []
        # Aliases.
        self._aliases: Dict[str, object] = {}
        self._alias_defs: Dict[str, int] = {}
        self._alias_defined_at_top: set = set()
        self._alias_busy: set = set()
        # Source text -> the type or attribute parsed from it, for the
        # compact spellings above: parsing them is context-free, and the
        # results are immutable, so equal texts can share one object (which
        # also lets the printer's per-object text cache hit).
        self._shared: Dict[str, object] = {}
        for m in _ALIAS_DEF_RE.finditer(text):
            self._alias_defs.setdefault(m.group(1), m.end())
        self._reset(0)

    #===------------------------------------------------------------------===#
    # Token plumbing
    #===------------------------------------------------------------------===#

    def _reset(self, pos: int) -> None:
        """Re-lexes from offset |pos|."""
        self.tend = pos
        self._advance()

    def _advance(self) -> None:
        end = self.tend
        m = self._match(self.text, end)
        if m is None:
            try:
                self.lexer.lex(end)
            except LexError as e:
                raise self._error_at(e.offset, e.message)
            raise self._error_at(end, "unexpected character")
        idx = m.lastindex
        s, e = m.span(idx)
        self.tstart = s
        self.tend = e
        t = self.ttext = self.text[s:e]
        k = _KINDS[idx]
        self.kind = t if k is None else k

    def _save(self) -> tuple:
        return (self.kind, self.ttext, self.tstart, self.tend)

    def _restore(self, st: tuple) -> None:
        self.kind, self.ttext, self.tstart, self.tend = st

    def _peek_kind(self) -> str:
        """Kind of the token after the current one."""
        try:
            return self.lexer.lex(self.tend)[0]
        except LexError:
            return ""

    def _loc(self, offset: int) -> Location:
        line, col = self.lexer.line_col(offset)
        return Location(self.filename, line + self.line_offset, col)

    def _error_at(self, offset: int, message: str, cls=ParseError) -> ParseError:
        line, col = self.lexer.line_col(offset)
        return cls(Diagnostic(message, Location(self.filename, line + self.line_offset, col), "error",
                              self.lexer.line_text(line)))

    def _wrong(self, message: str) -> ParseError:
        """An error about the current token being unexpected, located like
        MLIR does: just after the previous token (skipping back over
        whitespace, blank lines and `//` comments)."""
        text = self.text
        pos = self.tstart
        if self.kind == "eof" and pos > 0:
            pos -= 1
        i = pos
        while True:
            while i > 0 and text[i - 1] in " \t":
                i -= 1
            if i == 0:
                return self._error_at(pos, message)
            if text[i - 1] not in "\n\r":
                return self._error_at(i, message)
            i -= 1
            line_start = text.rfind("\n", 0, i) + 1
            comment = text.find("//", line_start, i)
            if comment >= 0:
                i = comment

    def _describe(self) -> str:
        if self.kind == "eof":
            return "end of input"
        return f"'{self.ttext}'"

    def _expect(self, kind: str, message: Optional[str] = None) -> str:
        if self.kind != kind:
            raise self._wrong(message or f"expected '{kind}'")
        text = self.ttext
        self._advance()
        return text

    #===------------------------------------------------------------------===#
    # Generic helpers of the custom-syntax API
    #===------------------------------------------------------------------===#

    def location(self) -> Location:
        """`Location` of the next token."""
        return self._loc(self.tstart)

    def mark(self) -> int:
        """A cheap position marker (the next token's offset) that `error`
        and `resolve_operands` accept in place of a `Location`."""
        return self.tstart

    def error(self, msg: str, loc=None) -> None:
        """Raises a `ParseError` at |loc| (a `Location` or a `mark()`;
        default: the next token)."""
        if loc is None:
            raise self._error_at(self.tstart, msg)
        if isinstance(loc, int):
            raise self._error_at(loc, msg)
        line_text = None
        if loc.file == self.filename:
            line_text = self.lexer.line_text(loc.line - self.line_offset)
        raise ParseError(Diagnostic(msg, loc, "error", line_text))

    def parse_punctuation(self, s: str) -> None:
        """Consumes punctuation |s| (`(`, `->`, `::`...) or raises."""
        if self.kind != s:
            raise self._wrong(f"expected '{s}'")
        self._advance()

    def parse_optional_punctuation(self, s: str) -> bool:
        """Consumes punctuation |s| if next; returns whether it did."""
        if self.kind == s:
            self._advance()
            return True
        return False

    def peek_punctuation(self, s: str) -> bool:
        """Whether punctuation |s| is next (consumes nothing)."""
        return self.kind == s

    def peek_keyword(self, kw: str) -> bool:
        """Whether bare identifier |kw| is next (consumes nothing)."""
        return self.kind == "id" and self.ttext == kw

    def parse_keyword(self, kw: str) -> None:
        """Consumes bare identifier |kw| or raises."""
        if self.kind != "id" or self.ttext != kw:
            raise self._wrong(f"expected '{kw}'")
        self._advance()

    def parse_optional_keyword(self, kw: str) -> bool:
        """Consumes bare identifier |kw| if next."""
        if self.kind == "id" and self.ttext == kw:
            self._advance()
            return True
        return False

    def parse_optional_bare_id(self) -> Optional[str]:
        """The next bare identifier's text (consumed), or None."""
        if self.kind == "id":
            t = self.ttext
            self._advance()
            return t
        return None

    def parse_bare_id(self) -> str:
        """A bare identifier or raises."""
        t = self.parse_optional_bare_id()
        if t is None:
            raise self._wrong("expected identifier")
        return t

    def parse_integer(self) -> int:
        """A signed integer literal."""
        v = self.parse_optional_integer()
        if v is None:
            raise self._wrong("expected integer value")
        return v

    def parse_optional_integer(self) -> Optional[int]:
        """A signed integer literal, or None."""
        neg = False
        if self.kind == "-":
            if self._peek_kind() != "int":
                return None
            self._advance()
            neg = True
        if self.kind != "int":
            return None
        v = int(self.ttext, 0) if self.ttext.startswith("0x") else int(self.ttext)
        self._advance()
        return -v if neg else v

    def parse_string(self) -> str:
        """A string literal's value."""
        if self.kind != "string":
            raise self._wrong("expected string literal")
        v = unescape_string(self.ttext)
        self._advance()
        return v

    def parse_optional_string(self) -> Optional[str]:
        """A string literal's value, or None."""
        if self.kind != "string":
            return None
        return self.parse_string()

    def parse_symbol_name(self) -> str:
        """`@name` → `name`."""
        v = self.parse_optional_symbol_name()
        if v is None:
            raise self._wrong("expected valid '@'-identifier for symbol name")
        return v

    def parse_optional_symbol_name(self) -> Optional[str]:
        """`@name` → `name`, or None."""
        if self.kind != "symbol":
            return None
        t = self.ttext[1:]
        if t.startswith('"'):
            t = unescape_string(t)
        self._advance()
        return t

    def parse_symbol_ref(self) -> SymbolRefAttr:
        """`@a` or `@a::@b::@c`."""
        v = self.parse_optional_symbol_ref()
        if v is None:
            raise self._wrong("expected symbol reference")
        return v

    def parse_optional_symbol_ref(self) -> Optional[SymbolRefAttr]:
        """`@a::@b` or None."""
        if self.kind != "symbol":
            return None
        m = _COMPACT_SYMBOL_REF_RE.match(self.text, self.tstart)
        if m is not None:
            # Unquoted names without blanks: one regex match instead of a
            # token per name and separator.
            key = m.group()
            self._reset(m.end())
            if self.kind != "::":
                ref = self._shared.get(key)
                if ref is None:
                    parts = key[1:].split("::@")
                    ref = self._shared[key] = SymbolRefAttr(parts[0], tuple(parts[1:]))
                return ref
            # More nested names follow after blanks or quoted: go on below.
            parts = key[1:].split("::@")
            root = parts[0]
            nested = parts[1:]
        else:
            root = self.parse_optional_symbol_name()
            if root is None:
                return None
            nested = []
        while self.kind == "::":
            self._advance()
            nested.append(self.parse_symbol_name())
        return SymbolRefAttr(root, tuple(nested))

    _DELIMS = {"paren": ("(", ")"), "square": ("[", "]"), "brace": ("{", "}"), "angle": ("<", ">")}

    def parse_comma_separated_list(self, delimiter: str, fn: Callable[[], object]) -> Optional[list]:
        """Calls |fn| per element of a comma-separated list and returns the
        results. |delimiter|: `none` (one or more elements, no brackets),
        `paren`, `square`, `brace`, `angle` (brackets required, possibly
        empty), or `optional_<kind>` (None when the opening bracket is
        absent)."""
        if delimiter == "none":
            out = [fn()]
            while self.kind == ",":
                self._advance()
                out.append(fn())
            return out
        optional = delimiter.startswith("optional_")
        if optional:
            delimiter = delimiter[len("optional_"):]
        try:
            left, right = self._DELIMS[delimiter]
        except KeyError:
            raise ValueError(f"unknown delimiter {delimiter!r}")
        if self.kind != left:
            if optional:
                return None
            raise self._wrong(f"expected '{left}'")
        self._advance()
        out = []
        if self.kind == right:
            self._advance()
            return out
        out.append(fn())
        while self.kind == ",":
            self._advance()
            out.append(fn())
        if self.kind != right:
            raise self._wrong(f"expected '{right}'")
        self._advance()
        return out

    def parse_optional_location(self) -> bool:
        """Skips a `loc(...)` trailing location (contents are dropped)."""
        if self.kind != "id" or self.ttext != "loc" or self.text[self.tend:self.tend + 1] != "(":
            return False
        start = self.tend
        end = self._scan_balanced(start, "(", "unbalanced '(' in location")
        if not self.text[start + 1:end - 1].strip():
            raise self._error_at(end - 1, "expected location instance")
        self._reset(end)
        return True

    #===------------------------------------------------------------------===#
    # Operands
    #===------------------------------------------------------------------===#

    def _split_value(self) -> UnresolvedOperand:
        text = self.ttext
        if "#" in text:
            h = text.index("#")
            u = UnresolvedOperand(text[1:h], int(text[h + 1:]), self.tstart, text)
        else:
            u = UnresolvedOperand(text[1:], 0, self.tstart, text)
        self._advance()
        return u

    def parse_optional_unresolved_operand(self) -> Optional[UnresolvedOperand]:
        """`%name` / `%name#N` as an unresolved use, or None."""
        if self.kind != "value":
            return None
        return self._split_value()

    def parse_unresolved_operand(self) -> UnresolvedOperand:
        """`%name` / `%name#N` as an unresolved use (see `resolve_operand`)."""
        if self.kind != "value":
            raise self._wrong("expected SSA operand")
        return self._split_value()

    def parse_unresolved_operand_list(self, delimiter: str = "none") -> List[UnresolvedOperand]:
        """Comma list of unresolved operands (`none` allows an empty list)."""
        if delimiter == "none":
            if self.kind != "value":
                return []
            return self.parse_comma_separated_list("none", self.parse_unresolved_operand)
        r = self.parse_comma_separated_list(delimiter, self.parse_unresolved_operand)
        return r if r is not None else []

    def parse_operand(self) -> Value:
        """`%name` or `%name#3` resolved to a `Value`."""
        return self.resolve_operand(self.parse_unresolved_operand())

    def parse_optional_operand(self) -> Optional[Value]:
        """Like `parse_operand` but None when no `%` value is next."""
        u = self.parse_optional_unresolved_operand()
        return None if u is None else self.resolve_operand(u)

    def parse_operand_list(self, delimiter: str = "none") -> List[Value]:
        """Comma list of operands; see `parse_comma_separated_list` for
        |delimiter| (`none` allows an empty list)."""
        return [self.resolve_operand(u) for u in self.parse_unresolved_operand_list(delimiter)]

    def parse_optional_value_name(self) -> Optional[str]:
        """`%name` → `name` (no lookup), or None."""
        if self.kind != "value":
            return None
        return self._split_value().name

    def resolve_operand(self, name, loc=None, type: Optional[Type] = None) -> Value:
        """Looks up a use. |name| is an `UnresolvedOperand` or a `%name`
        / `%name#N` string (then |loc| locates it). With |type|, checks the
        value's type (or records it for a forward reference)."""
        if name.__class__ is UnresolvedOperand:
            u = name
        else:
            text = name if name.startswith("%") else "%" + name
            off = self.tstart
            if isinstance(loc, Location):
                off = self._offset_of(loc)
            h = text.find("#")
            u = UnresolvedOperand(text[1:h] if h >= 0 else text[1:], int(text[h + 1:]) if h >= 0 else 0,
                                  off, text)
        scope = self._scopes[-1]
        for d in reversed(scope.regions):
            vals = d.get(u.name)
            if vals is not None:
                if u.number >= len(vals):
                    raise self._error_at(u.offset, "reference to invalid result number")
                v = vals[u.number]
                if type is not None and v.type != type:
                    raise self._error_at(u.offset, f"use of value '{u.text}' expects different type than "
                                                   f"prior uses: '{type}' vs '{v.type}'")
                return v
        fwds = scope.pending.get(u.name)
        if fwds is None:
            fwds = scope.pending[u.name] = {}
        f = fwds.get(u.number)
        if f is None:
            fwds[u.number] = _Forward(Value(type), u.offset, self._chain)
            return fwds[u.number].value
        ph = f.value
        if type is not None:
            if ph.type is None:
                ph.type = type
            elif ph.type != type:
                raise self._error_at(u.offset, f"use of value '{u.text}' expects different type than "
                                               f"prior uses: '{type}' vs '{ph.type}'")
        return ph

    def resolve_operands(self, units: Sequence[UnresolvedOperand], types: Sequence[Type],
                         loc=None) -> List[Value]:
        """Resolves |units| with one type each; a count mismatch is an error
        at |loc| (a `Location` or `mark()`; default: the next token)."""
        if len(units) != len(types):
            self.error(f"{len(units)} operands present, but expected {len(types)}", loc)
        resolve = self.resolve_operand
        return [resolve(u, None, t) for u, t in zip(units, types)]

    def _offset_of(self, loc: Location) -> int:
        line = loc.line - self.line_offset
        starts = self.lexer._line_starts
        if 1 <= line <= len(starts):
            return starts[line - 1] + loc.col - 1
        return self.tstart

    #===------------------------------------------------------------------===#
    # Value definitions and scopes
    #===------------------------------------------------------------------===#

    def _push_scope(self, isolated: bool) -> None:
        if isolated or not self._scopes:
            self._scopes.append(_IsolatedScope())
            saved_chain = self._chain
            self._chain = ()
        else:
            saved_chain = None
        d: Dict[str, list] = {}
        self._scopes[-1].regions.append(d)
        self._chain = self._chain + (id(d),)
        self._chain_saves.append(saved_chain)

    def _pop_scope(self) -> None:
        scope = self._scopes[-1]
        scope.regions.pop()
        saved = self._chain_saves.pop()
        self._chain = self._chain[:-1]
        if not scope.regions:
            if scope.pending:
                first = min((f.offset, name, n) for name, fs in scope.pending.items() for n, f in fs.items())
                raise self._error_at(first[0], "use of undeclared SSA value name")
            self._scopes.pop()
            if saved is not None:
                self._chain = saved

    def _define(self, name: str, values: Sequence[Value], offset: int) -> None:
        scope = self._scopes[-1]
        for d in scope.regions:
            if name in d:
                raise self._error_at(offset, f"redefinition of SSA value '%{name}'")
        current = scope.regions[-1]
        current[name] = values
        if scope.pending:
            fwds = scope.pending.get(name)
            if fwds is not None:
                self._resolve_forwards(name, fwds, values, offset, id(current))

    def _resolve_forwards(self, name: str, fwds: Dict[int, _Forward], values: Sequence[Value], offset: int,
                          region_id: int) -> None:
        scope = self._scopes[-1]
        for n, f in list(fwds.items()):
            if region_id not in f.chain:
                continue  # the use cannot see this definition
            if n >= len(values):
                raise self._error_at(f.offset, "reference to invalid result number")
            real = values[n]
            if f.value.type is not None and f.value.type != real.type:
                err = self._error_at(offset, f"definition of SSA value '%{name}#{n}' has type {real.type}")
                line, col = self.lexer.line_col(f.offset)
                err.diagnostic.notes.append(Diagnostic(
                    f"previously used here with type {f.value.type}",
                    Location(self.filename, line + self.line_offset, col), "note", self.lexer.line_text(line)))
                raise err
            f.value.replace_all_uses_with(real)
            del fwds[n]
        if not fwds:
            del scope.pending[name]

    #===------------------------------------------------------------------===#
    # Arguments, regions, blocks, successors
    #===------------------------------------------------------------------===#

    def make_argument(self, name: Optional[str], type: Optional[Type], loc: Optional[Location] = None) -> Argument:
        """An `Argument` record (for custom parsers that build argument
        lists themselves)."""
        return Argument(name, type, loc if loc is not None else self.location())

    def parse_optional_argument(self, with_type: bool = True) -> Optional[Argument]:
        """`%name` (then `: type` when |with_type|) declaring a new value, or
        None when no `%` value is next."""
        if self.kind != "value":
            return None
        text = self.ttext
        off = self.tstart
        if "#" in text:
            raise self._error_at(off, "expected SSA value name without result number")
        self._advance()
        t = None
        if with_type:
            self.parse_punctuation(":")
            t = self.parse_type()
        return Argument(text[1:], t, self._loc(off), off)

    def parse_argument(self, with_type: bool = True) -> Argument:
        """`%name` (`: type`) declaring a new value → `Argument`."""
        a = self.parse_optional_argument(with_type)
        if a is None:
            raise self._wrong("expected SSA identifier")
        return a

    def parse_optional_region(self, arguments: Optional[Sequence[Argument]] = None) -> Optional[Region]:
        """A `{...}` region, or None when `{` is not next."""
        if self.kind != "{":
            return None
        return self.parse_region(arguments)

    def parse_region(self, arguments: Optional[Sequence[Argument]] = None) -> Region:
        """`{ ... }` → `Region`. |arguments| become the entry block's
        arguments (the entry block then has no label of its own)."""
        if self.kind != "{":
            raise self._wrong("expected '{' to begin a region")
        self._advance()
        opdef = self._op_stack[-1] if self._op_stack else None
        isolated = opdef is not None and IsolatedFromAbove in opdef.trait_map
        dd = opdef.default_dialect if opdef is not None and opdef.default_dialect else self._default_dialects[-1]
        self._default_dialects.append(dd)
        self._push_scope(isolated)
        rb = _RegionBlocks()
        self._blocks.append(rb)
        region = Region()
        if arguments or self.kind != "}":
            self._parse_region_body(region, rb, arguments)
        if self.kind != "}":
            raise self._wrong("expected '}' to end region" if self.kind != "eof"
                                 else "unexpected end of input; expected '}' to end region")
        if rb.undefined:
            first = min(rb.undefined.values())
            raise self._error_at(first, "reference to an undefined block")
        self._advance()
        self._blocks.pop()
        self._pop_scope()
        self._default_dialects.pop()
        return region

    def _parse_region_body(self, region: Region, rb: _RegionBlocks, arguments) -> None:
        if arguments:
            if self.kind == "caret":
                raise self._error_at(self.tstart, "invalid block name in region with named arguments")
            block = Block()
            for a in arguments:
                if a.type is None:
                    self.error(f"missing type for argument '%{a.name}'", a.loc)
                arg = block.add_argument(a.type, a.loc)
                if a.name is not None:
                    arg.name_hint = a.name
                    self._define(a.name, (arg,), a.offset if a.offset >= 0 else self._offset_of(a.loc))
        elif self.kind == "caret":
            block = self._parse_block_label(rb)
        else:
            block = Block()
        region.add_block(block)
        self._parse_block_ops(block)
        while self.kind == "caret":
            block = self._parse_block_label(rb)
            region.add_block(block)
            self._parse_block_ops(block)

    def _parse_block_label(self, rb: _RegionBlocks) -> Block:
        name = self.ttext[1:]
        off = self.tstart
        self._advance()
        block = rb.blocks.get(name)
        if block is None:
            block = rb.blocks[name] = Block()
        elif name not in rb.undefined:
            raise self._error_at(off, f"redefinition of block '^{name}'")
        else:
            del rb.undefined[name]
        block.label_hint = name
        block.location = self._loc(off)
        if self.kind == "(":
            self._advance()
            if self.kind != ")":
                while True:
                    a = self.parse_argument(with_type=True)
                    arg = block.add_argument(a.type, a.loc)
                    arg.name_hint = a.name
                    self.parse_optional_location()
                    self._define(a.name, (arg,), a.offset)
                    if self.kind != ",":
                        break
                    self._advance()
            self.parse_punctuation(")")
        if self.kind != ":":
            raise self._wrong("expected ':' after block name")
        self._advance()
        return block

    def _parse_block_ops(self, block: Block) -> None:
        append = block.append
        parse_op = self._parse_operation
        while True:
            k = self.kind
            if k == "}" or k == "caret" or k == "eof":
                return
            append(parse_op())

    def parse_successor(self) -> Block:
        """`^bb1` → the `Block` (possibly defined later in the region)."""
        b = self.parse_optional_successor()
        if b is None:
            raise self._wrong("expected block name")
        return b

    def parse_optional_successor(self) -> Optional[Block]:
        """`^bb1` → `Block`, or None."""
        if self.kind != "caret":
            return None
        if not self._blocks:
            raise self._error_at(self.tstart, "block references are only allowed inside regions")
        rb = self._blocks[-1]
        name = self.ttext[1:]
        block = rb.blocks.get(name)
        if block is None:
            block = rb.blocks[name] = Block()
            rb.undefined[name] = self.tstart
        self._advance()
        return block

    def parse_dynamic_dims(self, type: Optional[Type] = None) -> List[Value]:
        """`{%d0, %d1}` after a shaped type → index values; `[]` when the
        braces are absent."""
        if self.kind != "{":
            return []
        units = self.parse_unresolved_operand_list("brace")
        return [self.resolve_operand(u, type=A.index) for u in units]

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
                key = unescape_string(self.ttext)
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
            state.add_attributes(d, OP_DEFS.get(state.name))

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
                    return self._parse_tensor_type()
                # `tensor<4x?xf32>`: parsed once per distinct text.
                key = m.group()
                t = self._shared.get(key)
                if t is None:
                    t = self._shared[key] = self._parse_tensor_type()
                else:
                    self._reset(m.end())
                return t
            if text == "vector":
                return self._parse_vector_type()
            if text == "memref":
                self._advance()
                return MemRefType(self.parse_angle_body())
            if text == "complex":
                self._advance()
                self.parse_punctuation("<")
                el = self.parse_type()
                self.parse_punctuation(">")
                return ComplexType(el)
            if text == "tuple":
                self._advance()
                self.parse_punctuation("<")
                types: List[Type] = []
                if self.kind != ">":
                    types = self.parse_type_list()
                self.parse_punctuation(">")
                return TupleType(tuple(types))
            if text == "opaque" and self.text[self.tend:self.tend + 1] == "<":
                self._advance()
                return OpaqueBuiltinType("opaque<" + self.parse_angle_body() + ">")
            t = _simple_type(text)
            if t is not None:
                self._advance()
            return t
        if k == "bang":
            return self._parse_dialect_type()
        if k == "(":
            return self._parse_function_type()
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
            dims = m.group(1)
            shape = tuple(None if d == "?" else int(d) for d in dims.split("x")[:-1]) if dims else ()
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

    def _parse_vector_type(self) -> VectorType:
        self._advance()
        if self.kind != "<":
            raise self._wrong("expected '<' in vector type")
        m = _VECTOR_DIMS_RE.match(self.text, self.tend)
        self._reset(m.end())
        el = self.parse_optional_type()
        if el is None:
            raise self._wrong("expected element type in vector type")
        if self.kind != ">":
            raise self._wrong("expected '>' in vector type")
        self._advance()
        return VectorType(m.group(1), el)

    def _parse_dialect_type(self) -> Type:
        full = self.ttext
        off = self.tstart
        body = full[1:]
        self._advance()
        if "." not in body:
            if self._adjacent_angle():
                return OpaqueBuiltinType(full + "<" + self.parse_angle_body() + ">")
            return self._resolve_alias(full, off)
        fn = DIALECT_TYPE_PARSERS.get(body)
        if fn is not None:
            return fn(self)
        dialect, name = body.split(".", 1)
        params = self.parse_angle_body() if self._adjacent_angle() else None
        return DialectType(dialect, name, params)

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
            return ArrayAttr(tuple(elems))
        if k == "{":
            self._advance()
            return DictionaryAttr.from_dict(self._parse_dict_body())
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
        is_float = self.kind == "float"
        self._advance()
        t: Optional[Type] = None
        if self.kind == ":":
            self._advance()
            t = self.parse_type()
        if is_float:
            v = float(text)
            return FloatAttr(-v if neg else v, t if t is not None else FloatType("f64"))
        if text.startswith("0x"):
            iv = int(text, 16)
            if isinstance(t, FloatType):
                v = _float_from_bits(iv, t)
                return FloatAttr(-v if neg else v, t)
        else:
            iv = int(text)
        if neg:
            iv = -iv
        if isinstance(t, FloatType):
            return FloatAttr(float(iv), t)
        return IntegerAttr(iv, t if t is not None else A.i64)

    def _parse_dense(self) -> Attribute:
        self._advance()
        body = self.parse_angle_body()
        if self.kind != ":":
            raise self._wrong("expected ':' after dense attribute")
        self._advance()
        t = self.parse_type()
        return DenseElementsAttr(_canonical_dense(body, t), t)

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
                    v = int(self.ttext, 0) if self.ttext.startswith("0x") else int(self.ttext)
                    if isinstance(el, FloatType):
                        v = float(v)
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
        return OpaqueBuiltinAttr(name + "<" + self.parse_angle_body() + ">")

    def _parse_dialect_attr(self) -> Attribute:
        full = self.ttext
        off = self.tstart
        body = full[1:]
        self._advance()
        if "." not in body:
            if self._adjacent_angle():
                return OpaqueBuiltinAttr(full + "<" + self.parse_angle_body() + ">")
            return self._resolve_alias(full, off)
        fn = DIALECT_ATTRIBUTE_PARSERS.get(body)
        if fn is not None:
            return fn(self)
        dialect, name = body.split(".", 1)
        params = self.parse_angle_body() if self._adjacent_angle() else None
        t = None
        if self.kind == ":":
            self._advance()
            t = self.parse_type()
        return DialectAttr(dialect, name, params, t)

    #===------------------------------------------------------------------===#
    # Operations
    #===------------------------------------------------------------------===#

    def _parse_operation(self) -> Operation:
        results = None
        num_results = 0
        results_off = self.tstart
        if self.kind == "value":
            results = []
            while True:
                text = self.ttext
                off = self.tstart
                if "#" in text:
                    raise self._error_at(off, "expected SSA value name without result number")
                self._advance()
                count = 1
                if self.kind == ":":
                    self._advance()
                    if self.kind != "int":
                        raise self._wrong("expected integer number of results")
                    count = int(self.ttext, 0)
                    if count < 1:
                        raise self._wrong("expected named operation to have at least 1 result")
                    self._advance()
                results.append((text[1:], count, off))
                num_results += count
                if self.kind != ",":
                    break
                self._advance()
                if self.kind != "value":
                    raise self._wrong("expected SSA value name")
            if self.kind != "=":
                raise self._wrong("expected '=' after SSA name")
            self._advance()
        if self.kind == "string":
            op = self._parse_generic_operation()
        elif self.kind == "id":
            op = self._parse_custom_operation(num_results)
        elif self.kind == "eof":
            raise self._wrong("unexpected end of input; expected operation")
        else:
            raise self._wrong("expected operation name in quotes")
        if self.kind == "id" and self.ttext == "loc":
            self.parse_optional_location()
        if results is not None:
            if num_results != len(op.results):
                raise self._error_at(results_off, f"operation defines {len(op.results)} results but was "
                                                  f"provided {num_results} to bind")
            i = 0
            rs = op.results
            for name, count, off in results:
                vals = rs[i:i + count]
                vals[0].name_hint = name
                self._define(name, vals, off)
                i += count
        return op

    def _parse_generic_operation(self) -> Operation:
        off = self.tstart
        name = unescape_string(self.ttext)
        if not name:
            raise self._error_at(off, "empty operation name is invalid")
        self._advance()
        loc = self._loc(off)
        opdef = OP_DEFS.get(name)
        if self.kind != "(":
            raise self._wrong("expected '(' to start operand list")
        self._advance()
        units: List[UnresolvedOperand] = []
        if self.kind != ")":
            while True:
                if self.kind != "value":
                    raise self._wrong("expected SSA operand")
                units.append(self._split_value())
                if self.kind != ",":
                    break
                self._advance()
        if self.kind != ")":
            raise self._wrong("expected ')' to end operand list")
        self._advance()
        successors: List[Block] = []
        succ_operands: List[Value] = []
        if self.kind == "[":
            self._advance()
            while True:
                successors.append(self.parse_successor())
                if self.kind == "(":
                    # Legacy form `^bb1(%a : i32)`: the operands follow the regular ones.
                    self._advance()
                    su = self.parse_unresolved_operand_list()
                    self.parse_punctuation(":")
                    mark = self.tstart
                    st = self.parse_type_list()
                    self.parse_punctuation(")")
                    succ_operands.extend(self.resolve_operands(su, st, mark))
                if self.kind != ",":
                    break
                self._advance()
            self.parse_punctuation("]")
        properties: Dict[str, Attribute] = {}
        if self.kind == "<":
            self._advance()
            if self.kind != "{":
                raise self._wrong("expected '{' to start properties")
            self._advance()
            properties = self._parse_dict_body()
            self.parse_punctuation(">")
        regions: List[Region] = []
        if self.kind == "(":
            self._advance()
            self._op_stack.append(opdef)
            saved = self.num_results
            while True:
                regions.append(self.parse_region())
                if self.kind != ",":
                    break
                self._advance()
            self.num_results = saved
            self._op_stack.pop()
            self.parse_punctuation(")")
        attributes: Dict[str, Attribute] = {}
        if self.kind == "{":
            self._advance()
            attributes = self._parse_dict_body()
        if self.kind != ":":
            raise self._wrong("expected ':' followed by operation type")
        self._advance()
        type_off = self.tstart
        if self.kind != "(":
            raise self._wrong("expected function type")
        inputs = self._parse_type_list_fast(")")
        if self.kind != "->":
            raise self._wrong("expected '->'")
        self._advance()
        if self.kind == "(":
            results = self._parse_type_list_fast(")")
        else:
            results = [self.parse_type()]
        if len(inputs) != len(units):
            raise self._error_at(type_off, f"expected {len(units)} operand types but had {len(inputs)}")
        resolve = self.resolve_operand
        operands = [resolve(u, None, t) for u, t in zip(units, inputs)]
        if succ_operands:
            operands.extend(succ_operands)
        return Operation(name, operands, results, properties, attributes, regions, successors, loc)

    def _parse_type_list_fast(self, close: str) -> List[Type]:
        """After-`(` type list up to |close| with a fast path for types named
        by one identifier (the common case in generic op signatures)."""
        self._advance()
        out: List[Type] = []
        if self.kind == close:
            self._advance()
            return out
        simple = _SIMPLE_TYPES
        while True:
            t = simple.get(self.ttext) if self.kind == "id" else None
            if t is not None:
                self._advance()
            else:
                t = self.parse_type()
            out.append(t)
            if self.kind == ",":
                self._advance()
                continue
            if self.kind != close:
                raise self._wrong(f"expected '{close}'")
            self._advance()
            return out

    def _lookup_custom(self, name: str) -> Tuple[Optional[OpDef], Optional[str]]:
        opdef = OP_DEFS.get(name)
        tried = None
        if opdef is None and "." not in name:
            dd = self._default_dialects[-1]
            tried = f"{dd}.{name}"
            opdef = OP_DEFS.get(tried)
            if opdef is None and dd != "builtin":
                opdef = OP_DEFS.get("builtin." + name)
        return opdef, tried

    def _parse_custom_operation(self, num_results: int) -> Operation:
        off = self.tstart
        name = self.ttext
        opdef, tried = self._lookup_custom(name)
        if opdef is None:
            msg = f"custom op '{name}' is unknown"
            if tried is not None:
                msg += f" (tried '{tried}' as well)"
            raise self._error_at(off, msg)
        if opdef.parse is None:
            raise self._error_at(off, f"custom op '{name}' has no custom assembly form; use the generic form")
        self._advance()
        state = OperationState(opdef.name, self._loc(off))
        saved = self.num_results
        self.num_results = num_results
        self._op_stack.append(opdef)
        opdef.parse(self, state)
        self._op_stack.pop()
        self.num_results = saved
        return Operation(state.name, state.operands, state.result_types, state.properties, state.attributes,
                         state.regions, state.successors, state.location)

    #===------------------------------------------------------------------===#
    # Top level
    #===------------------------------------------------------------------===#

    def parse_top_level(self) -> Operation:
        """Parses the whole buffer → a `builtin.module` (implicit unless the
        input is exactly one module op)."""
        self._op_stack.append(None)
        self._push_scope(True)
        rb = _RegionBlocks()
        self._blocks.append(rb)
        block = Block()
        while self.kind != "eof":
            k = self.kind
            if (k == "hash" or k == "bang") and self._peek_kind() == "=":
                self._parse_alias_definition()
                continue
            if k == "caret":
                raise self._error_at(self.tstart, "block labels are not allowed at the top level")
            if k == "}":
                raise self._error_at(self.tstart, "unexpected '}' at the top level (unbalanced braces?)")
            block.append(self._parse_operation())
        if rb.undefined:
            raise self._error_at(min(rb.undefined.values()), "reference to an undefined block")
        self._pop_scope()
        first = block.first_op
        if first is not None and first is block.last_op and first.name == "builtin.module" and not first.results:
            first.detach()
            return first
        from dfx.dialects.builtin import make_module
        module = make_module(Location(self.filename, 1 + self.line_offset, 1))
        body = module.regions[0].blocks[0]
        for op in list(block):
            op.detach()
            body.append(op)
        return module


#===----------------------------------------------------------------------===#
# Verification (structure only: no dominance, no op-specific verifiers)
#===----------------------------------------------------------------------===#


REQUIRED_TERMINATORS: Dict[str, str] = {}
"""Op name → the only terminator its region blocks may end with (MLIR's
`SingleBlockImplicitTerminator`); see `require_terminator`."""


def require_terminator(op_name: str, terminator_name: str) -> None:
    """Declares that every block of |op_name|'s regions must end with
    |terminator_name| (checked by `verify_module`)."""
    REQUIRED_TERMINATORS[op_name] = terminator_name


def verify_module(root: Operation, source: Optional[Lexer] = None, line_offset: int = 0) -> None:
    """Checks block terminators, single-block regions and branch arities of
    registered ops under |root|; raises `VerifyError` on the first problem.
    With |source| (the lexer of the parsed text) the diagnostic carries the
    source line."""

    def fail(op_or_loc, message: str):
        loc = op_or_loc.location if isinstance(op_or_loc, Operation) else op_or_loc
        line = None
        if source is not None and loc.line > 0:
            line = source.line_text(loc.line - line_offset)
        raise VerifyError(Diagnostic(message, loc, "error", line))

    for op in root.walk(WalkOrder.PRE):
        d = op.definition
        if d is None:
            continue
        tm = d.trait_map
        if Terminator in tm:
            if op.parent is not None and op.parent.last_op is not op:
                fail(op, f"'{op.name}' op must be the last operation in the parent block")
        if BranchOp in tm:
            br = tm[BranchOp]
            for i, succ in enumerate(op.successors):
                try:
                    start, n = br.successor_operand_range(op, i)
                except (IndexError, ValueError):
                    continue
                if n != len(succ.arguments):
                    fail(op, f"'{op.name}' op branch has {n} operands for successor #{i}, but target "
                             f"block has {len(succ.arguments)}")
                for j in range(n):
                    if op.operand(start + j).type != succ.arguments[j].type:
                        fail(op, f"'{op.name}' op type mismatch for bb argument #{j} of successor #{i}")
        if not op.regions:
            continue
        single = SingleBlock in tm
        needs_term = NoTerminator not in tm
        required = REQUIRED_TERMINATORS.get(op.name)
        for ri, region in enumerate(op.regions):
            if single and len(region.blocks) > 1:
                fail(op, f"'{op.name}' op expects region #{ri} to have 0 or 1 blocks")
            if not needs_term:
                continue
            for block in region.blocks:
                last = block.last_op
                if last is None:
                    fail(block.location or op.location, "empty block: expect at least a terminator")
                if required is not None and last.name != required:
                    fail(op, f"'{op.name}' op expects regions to end with '{required}', found '{last.name}'")
                if last.definition is not None and Terminator not in last.definition.trait_map:
                    fail(last, f"block with no terminator, has '{last.name}'")


#===----------------------------------------------------------------------===#
# Entry points
#===----------------------------------------------------------------------===#


def parse_module(text: str, filename: str = "<input>", line_offset: int = 0, verify: bool = True) -> Operation:
    """Parses MLIR text → a `builtin.module` operation.

    |line_offset| is added to every line number (for `--split-input-file`
    chunks). Raises `ParseError` / `VerifyError` (both `DiagnosticError`)
    on bad input."""
    from dfx import dialects  # noqa: F401  (registers the builtin dialects)
    p = Parser(text, filename, line_offset)
    with gc_paused():
        module = p.parse_top_level()
        if verify:
            verify_module(module, p.lexer, line_offset)
    return module


def parse_file(path: str, verify: bool = True) -> Operation:
    """Parses the file at |path| (UTF-8) → `builtin.module`."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return parse_module(text, path, 0, verify)
