"""Tokenizer for MLIR assembly.

One compiled "master" regular expression skips whitespace and `//` comments
and matches the next token; the group that matched gives its kind. The lexer
is a cursor over the source text: `lex(pos)` returns the token starting at
or after `pos`, so the parser can also scan raw text (tensor shapes, dialect
attribute bodies) and then resume lexing anywhere.

Token kinds (strings, compared with `==`):

* `value`   `%name`, `%12`, `%name#3` (text includes the `#N` suffix)
* `id`      bare identifier (`func.func`, `i32`, `to`, `x4xf32`)
* `caret`   `^bb0`
* `symbol`  `@name` or `@"quoted name"`
* `hash`    `#name` / `#dialect.attr`
* `bang`    `!name` / `!dialect.type`
* `string`  `"..."` (text includes the quotes; see `unescape_string`)
* `float`   `1.5`, `2.0e-3` (unsigned; `-` is punctuation)
* `int`     `42`, `0x1F` (unsigned)
* `eof`
* punctuation: the kind is the text itself: `(` `)` `[` `]` `{` `}` `<` `>`
  `,` `:` `=` `?` `*` `+` `-` `|` `->` `=>` `::` `...`
"""

from __future__ import annotations

import bisect
import re
from collections import namedtuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Tuple

__all__ = ["Token", "Lexer", "LexError", "unescape_string", "KIND_NAMES", "decode_source", "encode_text"]

_ID_START = r"[A-Za-z_$.\-]"
_ID_CHAR = r"[A-Za-z0-9_$.\-]"
_SUFFIX_ID = rf"(?:[0-9]+|{_ID_START}{_ID_CHAR}*)"
_STRING = r'"(?:[^"\\\n]|\\[^\n])*"'

# Group numbers map to kinds through _KINDS below; order matters (floats
# before integers, `->` before `-`).
_MASTER = re.compile(
    r"(?:[ \t\r\n\x00]+|//[^\n\r]*)*"
    r"(?:"
    rf"(%{_SUFFIX_ID}(?:#[0-9]+)?)"                    # 1 value
    r"|([A-Za-z_][A-Za-z0-9_$.]*)"                     # 2 bare identifier
    r"|(->|=>|::|\.\.\.|[()\[\]{}<>,:=?*+\-|])"        # 3 punctuation
    rf"|(\^{_SUFFIX_ID})"                              # 4 block label
    rf"|({_STRING})"                                   # 5 string
    r"|([0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)"           # 6 float
    r"|(0x[0-9A-Fa-f]+|[0-9]+)"                        # 7 integer
    rf"|(@(?:{_ID_START}{_ID_CHAR}*|{_STRING}))"       # 8 symbol
    rf"|(#{_ID_START}{_ID_CHAR}*)"                     # 9 hash identifier
    rf"|(!{_ID_START}{_ID_CHAR}*)"                     # 10 bang identifier
    r"|(\Z)"                                           # 11 end of input
    r")"
)

_KINDS = (None, "value", "id", None, "caret", "string", "float", "int", "symbol", "hash", "bang", "eof")

KIND_NAMES = {
    "value": "SSA value", "id": "identifier", "caret": "block label", "symbol": "symbol reference",
    "hash": "attribute identifier", "bang": "type identifier", "string": "string literal",
    "float": "float literal", "int": "integer literal", "eof": "end of input",
}
"""Human-readable token kind names for diagnostics."""

_SKIP = re.compile(r"(?:[ \t\r\n\x00]+|//[^\n\r]*)*")


class Token(namedtuple("Token", ["kind", "text", "start", "end"])):
    """One token: `kind` and `text` (str), and its [start, end) offsets."""

    __slots__ = ()


class LexError(Exception):
    """Raised for a character sequence that starts no token."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.message = message
        self.offset = offset


class Lexer:
    """A cursor-free tokenizer over |text| with offset → line/column mapping."""

    __slots__ = ("text", "_line_starts", "_match")

    def __init__(self, text: str):
        self.text = text
        self._line_starts: List[int] = [0]
        self._line_starts.extend(m.end() for m in re.finditer("\n", text))
        self._match = _MASTER.match

    def lex(self, pos: int) -> Tuple[str, str, int, int]:
        """The token at or after |pos| as (kind, text, start, end)."""
        m = self._match(self.text, pos)
        if m is None:
            start = _SKIP.match(self.text, pos).end()
            raise self._error_at(start)
        idx = m.lastindex
        start = m.start(idx)
        end = m.end(idx)
        kind = _KINDS[idx]
        text = m.group(idx)
        if kind is None:
            kind = text
        return kind, text, start, end

    def skip_trivia(self, pos: int) -> int:
        """Offset of the first non-whitespace, non-comment character at or
        after |pos|."""
        return _SKIP.match(self.text, pos).end()

    def _error_at(self, start: int) -> LexError:
        ch = self.text[start]
        if ch == '"':
            end = self.text.find("\n", start)
            return LexError("expected '\"' in string literal", len(self.text) if end < 0 else end)
        if ch == "@":
            return LexError("@ identifier expected to start with letter or '_'", start + 1)
        if ch in "%^#!":
            return LexError(f"invalid identifier after '{ch}'", start + 1)
        return LexError("unexpected character", start)

    def line_col(self, offset: int) -> Tuple[int, int]:
        """1-based (line, column) of |offset| within the text."""
        i = bisect.bisect_right(self._line_starts, offset) - 1
        return i + 1, offset - self._line_starts[i] + 1

    def line_text(self, line: int) -> str:
        """The text of 1-based |line| without its newline."""
        if line < 1 or line > len(self._line_starts):
            return ""
        start = self._line_starts[line - 1]
        end = self.text.find("\n", start)
        return self.text[start:] if end < 0 else self.text[start:end]


_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def decode_source(data: bytes) -> str:
    """Source bytes as the text the lexer reads. MLIR reads bytes: a file
    need not be UTF-8 where nothing looks at the bytes (comments, strings),
    and only `\\n` ends a line. So: UTF-8 with undecodable bytes kept as
    surrogate escapes (an identifier containing one is an "unexpected
    character"), and no newline translation (a lone `\\r` stays a
    character of its line)."""
    return data.decode("utf-8", errors="surrogateescape")


def encode_text(text: str) -> bytes:
    """The inverse of `decode_source`, for output: surrogate escapes become
    the original bytes again."""
    return text.encode("utf-8", errors="surrogateescape")


def unescape_string(token_text: str) -> str:
    """The value of a string literal token (quotes included in the input).

    Handles `\\\\`, `\\"`, `\\n`, `\\t` and two-digit hex escapes `\\XX`
    (bytes, decoded as UTF-8 at the end, like MLIR; bytes that are not
    UTF-8 survive as surrogate escapes and print back as `\\XX`). Any other
    escape raises `LexError("unknown escape in string literal", offset)`,
    |offset| being the backslash's position in |token_text|."""
    body = token_text[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    n = len(body)
    while i < n:
        ch = body[i]
        if ch != "\\":
            out += ch.encode("utf-8", errors="surrogateescape")
            i += 1
            continue
        nxt = body[i + 1] if i + 1 < n else ""
        if nxt in _ESCAPES:
            out += _ESCAPES[nxt].encode("utf-8")
            i += 2
        elif i + 2 < n and all(c in "0123456789abcdefABCDEF" for c in body[i + 1:i + 3]):
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        else:
            raise LexError("unknown escape in string literal", i + 1)
    return out.decode("utf-8", errors="surrogateescape")
