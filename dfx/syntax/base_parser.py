"""The token cursor that the MLIR parsers are built on (`BaseParser`).

It owns the source text, the lexer and the current token, raises located
`ParseError`s, and offers the small `parse_*` helpers of the custom-syntax
API (docs/custom-syntax-api.md): punctuation, keywords, integers, strings,
symbol names and references, comma-separated lists.
"""

from __future__ import annotations

import re

from dfx.ir.attributes import SymbolRefAttr, Type
from dfx.ir.diagnostics import Diagnostic, ParseError
from dfx.ir.core import Block, Location, OpDef, Value
from dfx.syntax.lexer import LexError, Lexer, _KINDS, _MASTER, unescape_string
from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Tuple

__all__ = [
    "BaseParser", "Argument", "UnresolvedOperand", "ForwardUse", "IsolatedScope", "RegionBlocks",
    "MAX_NESTING", "MAX_INTEGER_WIDTH", "INDEX_RANGE", "integer_range",
]

MAX_NESTING = 50_000
"""Deepest nesting the parser accepts, counting regions, arrays,
dictionaries, function and container types and dense literals together.
iree-opt 3.2.0 crashes near 4,000 levels of regions, 6,600 of arrays and
14,000 of function types; deeper input is reported as a located error here
instead of exhausting the stack (the parser runs on the large stack of
`dfx.support.deepstack.run_deep`)."""

MAX_INTEGER_WIDTH = (1 << 24) - 1
"""Widest integer type MLIR has (`i16777215`)."""

INDEX_RANGE = (-(1 << 63), (1 << 63) - 1)
"""Literal values of `index` (64-bit, signed)."""


def integer_range(width: int, signedness: str) -> Tuple[int, int]:
    """The literal values MLIR accepts for an integer type: `iN` takes
    anything that fits in N bits as signed or as unsigned, `siN` signed
    values only, `uiN` unsigned values only."""
    if signedness == "u":
        return 0, (1 << width) - 1
    if signedness == "s":
        return -(1 << (width - 1)), (1 << (width - 1)) - 1
    return -(1 << (width - 1)), (1 << width) - 1


def _max_digits(high: int) -> int:
    """An upper bound on the decimal digits of integers up to |high|,
    computed without converting |high| to text."""
    return int(high.bit_length() * 0.30103) + 2


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


class ForwardUse:
    """A forward reference: placeholder value, first use offset and the
    region scopes visible from that use (`Parser._chain`: a linked list
    `(id of the innermost region's names, outer chain)`, `()` at the end,
    so opening a region costs the same at any depth)."""

    __slots__ = ("value", "offset", "chain")

    def __init__(self, value: Value, offset: int, chain: tuple):
        self.value = value
        self.offset = offset
        self.chain = chain


class IsolatedScope:
    """Value names of one isolated-from-above region tree: the names defined
    in each open region (innermost last), every name visible at the current
    point in one table (a name is never defined twice while visible, so a
    lookup is one dictionary access whatever the nesting depth), and the
    forward references still waiting for a definition."""

    __slots__ = ("regions", "visible", "pending")

    def __init__(self):
        self.regions: List[Dict[str, list]] = []
        self.visible: Dict[str, list] = {}
        self.pending: Dict[str, Dict[int, ForwardUse]] = {}


class RegionBlocks:
    """Block labels of the region being parsed."""

    __slots__ = ("blocks", "undefined")

    def __init__(self):
        self.blocks: Dict[str, Block] = {}
        self.undefined: Dict[str, int] = {}
_COMPACT_SYMBOL_REF_RE = re.compile(r"@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*(?:::@[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)*")
_ALIAS_DEF_RE = lazy_regex(r"[ \t]*([#!][A-Za-z_$.\-][A-Za-z0-9_$.\-]*)[ \t]*=")


class AliasDefinitions:
    """Where each `#name = ...` / `!name = ...` alias definition of a source
    text starts (the offset after its `=`; the first definition of a name
    wins): every line whose first non-blank character is `#` or `!`,
    found by one scan on the first lookup, so a text that uses no alias
    never pays for it. Read with `get` and `in`, like a dict."""

    __slots__ = ("_text", "_offsets")

    def __init__(self, text: str):
        self._text = text
        self._offsets: Optional[Dict[str, int]] = None

    def _scan(self) -> Dict[str, int]:
        # Line by line: a regular expression anchored at every line start
        # costs about 20 ns per character of the text (0.4 s for 20 MB).
        offsets: Dict[str, int] = {}
        match = _ALIAS_DEF_RE.match
        offset = 0
        for line in self._text.split("\n"):
            first = line[:1]
            if first == "#" or first == "!" or ((first == " " or first == "\t")
                                                 and line.lstrip(" \t")[:1] in ("#", "!")):
                m = match(line)
                if m is not None:
                    offsets.setdefault(m.group(1), offset + m.end())
            offset += len(line) + 1
        self._offsets = offsets
        return offsets

    def get(self, name: str, default=None):
        offsets = self._offsets if self._offsets is not None else self._scan()
        return offsets.get(name, default)

    def __contains__(self, name: str) -> bool:
        offsets = self._offsets if self._offsets is not None else self._scan()
        return name in offsets


#===----------------------------------------------------------------------===#
# The parser
#===----------------------------------------------------------------------===#


class BaseParser:
    """The token cursor under every parser: position, token plumbing, located
    errors and the small `parse_*` helpers of the custom-syntax API
    (punctuation, keywords, integers, strings, symbols, lists)."""

    def __init__(self, text: str, filename: str = "<input>", line_offset: int = 0, source=None):
        # |source| (a `dfx.syntax.raw_regions.RawSource`) lets a lazy parse
        # of a kept body share the line table and aliases of its parse.
        self.text = text
        self.filename = filename
        self.line_offset = line_offset
        self.lexer = Lexer(text) if source is None else source.lexer
        self._match = _MASTER.match
        self._advance = self._make_advance()
        self.num_results = 0
        """Results declared on the left-hand side of the op being parsed."""
        self.forms_seen: set = set()
        """The alternative text forms (`Operation.form`) read so far."""
        # Current token.
        self.kind = ""
        self.ttext = ""
        self.tstart = 0
        self.tend = 0
        # Scopes.
        self._scopes: List[IsolatedScope] = []
        self._chain: tuple = ()  # (region id, outer chain) cons cells; see ForwardUse
        self._blocks: List[RegionBlocks] = []
        self._op_stack: List[Optional[OpDef]] = []
        self._default_dialects: List[str] = ["builtin"]
        self._chain_saves: list = []
        # Aliases.
        self._aliases: Dict[str, object] = {} if source is None else source.aliases
        self._alias_defs: AliasDefinitions = AliasDefinitions(text) if source is None else source.alias_defs
        self._alias_spans: Dict[str, Tuple[int, int]] = {}
        """Source span of each alias definition parsed at the top level."""
        self._alias_defined_at_top: set = set()
        self._alias_busy: set = set()
        # Source text -> the type or attribute parsed from it, for the
        # compact spellings above: parsing them is context-free, and the
        # results are immutable, so equal texts can share one object (which
        # also lets the printer's per-object text cache hit).
        self._shared: Dict[str, object] = {}
        # Current nesting depth (see `MAX_NESTING`).
        self._nesting = 0
        # Executable bodies kept as text (see dfx/syntax/raw_regions.py):
        # ObjectLike ops open around the current point, and the shared
        # source record.
        self._object_depth = 0
        self._raw_source = source
        # Op lines already parsed (see `Parser._parse_custom_line`).
        self._op_memo: Dict[tuple, object] = {}
        self._reset(0)

    #===------------------------------------------------------------------===#
    # Token plumbing
    #===------------------------------------------------------------------===#

    def _reset(self, pos: int) -> None:
        """Re-lexes from offset |pos|."""
        self.tend = pos
        self._advance()

    def _make_advance(self):
        """`_advance()` as a closure over the text and the token pattern: it
        runs once per token, and reading them from cells is cheaper than
        from the instance. Stored on the instance by `__init__`."""
        text = self.text
        match = _MASTER.match
        kinds = _KINDS

        def _advance() -> None:
            end = self.tend
            m = match(text, end)
            if m is None:
                self._lex_error(end)
            idx = m.lastindex
            s, e = m.span(idx)
            self.tstart = s
            self.tend = e
            t = self.ttext = text[s:e]
            k = kinds[idx]
            self.kind = t if k is None else k
        return _advance

    def _lex_error(self, end: int) -> None:
        try:
            self.lexer.lex(end)
        except LexError as e:
            raise self._error_at(e.offset, e.message)
        raise self._error_at(end, "unexpected character")

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

    def _string_value(self, token_text: str, offset: int) -> str:
        """The value of the string literal |token_text| found at |offset|
        (located error for an unknown escape)."""
        try:
            return unescape_string(token_text)
        except LexError as e:
            raise self._error_at(offset + e.offset, e.message)

    def _nest(self, offset: int) -> None:
        """Enters one level of nesting at |offset| (a region, an array, a
        dictionary, a type with nested types); `_unnest` leaves it."""
        self._nesting += 1
        if self._nesting > MAX_NESTING:
            raise self._error_at(offset, f"nesting is deeper than {MAX_NESTING} levels")

    def _unnest(self) -> None:
        self._nesting -= 1

    def _bounded_int(self, digits: str, offset: int, high: int, message: str) -> int:
        """The value of the unsigned literal |digits| (decimal or `0x` hex),
        or a located error |message| when it exceeds |high|. Never converts
        more digits than |high| can have, so a literal of any length is
        cheap to reject."""
        if digits.startswith(("0x", "0X")):
            body = digits[2:].lstrip("0")
            if len(body) * 4 > high.bit_length() + 4:
                raise self._error_at(offset, message)
            value = int(body or "0", 16)
        else:
            body = digits.lstrip("0")
            if len(body) > _max_digits(high):
                raise self._error_at(offset, message)
            value = int(body or "0")
        if value > high:
            raise self._error_at(offset, message)
        return value

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
            # A comment ends at either line break (as in MLIR's lexer).
            line_start = max(text.rfind("\n", 0, i), text.rfind("\r", 0, i)) + 1
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
        v = self._bounded_int(self.ttext, self.tstart, (1 << 64) - 1, "integer value too large")
        self._advance()
        return -v if neg else v

    def parse_string(self) -> str:
        """A string literal's value."""
        if self.kind != "string":
            raise self._wrong("expected string literal")
        v = self._string_value(self.ttext, self.tstart)
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
            t = self._string_value(t, self.tstart + 1)
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
