"""Finding the end of a region body without parsing it.

`scan_body(text, start, is_alias)` starts just after a region's `{` and
returns the offset of the matching `}`. It jumps from one interesting
character to the next with a regular expression, so the cost is linear
in the body's length with a small constant:

* string literals (`"..."` with backslash escapes) and `//` comments are
  skipped whole, so braces inside them do not count;
* `{`, `[`, `(` open a level and must be closed by their own partner
  (`<`/`>` are not counted: `->` and comparison predicates use them
  unpaired, and no brace or bracket inside an angle bracket is left
  unpaired in valid input);
* `#name` / `!name` tokens for which |is_alias| is true are collected,
  in order of first use: the printer needs their definitions.

Malformed input raises `ScanError(message, offset)`; the parser turns it
into a located diagnostic.
"""

from __future__ import annotations

import re

from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Iterator, List, Optional, Tuple

__all__ = ["ScanError", "scan_body", "alias_references", "replace_aliases"]

_NEXT = re.compile(r'[{}()\[\]"/#!]')
_STRING_BODY = lazy_regex(r'(?:[^"\\\n]|\\[^\n])*"')
_ALIAS_NAME = lazy_regex(r"[#!][A-Za-z_$.\-][A-Za-z0-9_$.\-]*")
_LINE_END = lazy_regex(r"[\n\r]")


def _comment_end(text: str, i: int) -> int:
    """End of the `//` comment at |i|: the next line break, `\n` or `\r`
    (as MLIR's lexer ends comments)."""
    m = _LINE_END.search(text, i)
    return len(text) if m is None else m.start()


_PARTNER = {"}": "{", "]": "[", ")": "("}
_CLOSER = {"{": "}", "[": "]", "(": ")"}


class ScanError(Exception):
    """Malformed body text at |offset|."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.message = message
        self.offset = offset


def scan_body(text: str, start: int, is_alias: Callable[[str], bool]) -> Tuple[int, Tuple[str, ...]]:
    """(offset of the `}` closing the body that starts at |start|, alias
    names used, in order of first use)."""
    stack = ["{"]
    aliases: Dict[str, None] = {}
    search = _NEXT.search
    pos = start
    while True:
        m = search(text, pos)
        if m is None:
            raise ScanError(f"unexpected end of input; expected '{_CLOSER[stack[-1]]}'", len(text))
        i = m.start()
        c = text[i]
        if c == '"':
            s = _STRING_BODY.match(text, i + 1)
            if s is None:
                end = text.find("\n", i)
                raise ScanError("expected '\"' in string literal", len(text) if end < 0 else end)
            pos = s.end()
        elif c == "/":
            if text.startswith("/", i + 1):
                pos = _comment_end(text, i)
            else:
                pos = i + 1
        elif c == "#" or c == "!":
            a = _ALIAS_NAME.match(text, i)
            if a is None:
                pos = i + 1
            else:
                name = a.group()
                if name not in aliases and is_alias(name):
                    aliases[name] = None
                pos = a.end()
        elif c in "{[(":
            stack.append(c)
            pos = i + 1
        else:
            if stack[-1] != _PARTNER[c]:
                raise ScanError(f"unbalanced '{c}': expected '{_CLOSER[stack[-1]]}' to close the "
                                f"'{stack[-1]}' opened before", i)
            stack.pop()
            if not stack:
                return i, tuple(aliases)
            pos = i + 1


def _alias_tokens(text: str) -> Iterator[Tuple[int, int, str]]:
    """(start, end, name) of every `#name` / `!name` token of |text| outside
    strings and comments, in order."""
    pos = 0
    n = len(text)
    while pos < n:
        m = _NEXT.search(text, pos)
        if m is None:
            return
        i = m.start()
        c = text[i]
        if c == '"':
            s = _STRING_BODY.match(text, i + 1)
            pos = n if s is None else s.end()
        elif c == "/" and text.startswith("/", i + 1):
            pos = _comment_end(text, i)
        elif c == "#" or c == "!":
            a = _ALIAS_NAME.match(text, i)
            if a is None:
                pos = i + 1
            else:
                yield i, a.end(), a.group()
                pos = a.end()
        else:
            pos = i + 1


def alias_references(text: str, is_alias: Callable[[str], bool]) -> Tuple[str, ...]:
    """The alias names used in |text| (outside strings and comments), in
    order of first use."""
    out: Dict[str, None] = {}
    for _, _, name in _alias_tokens(text):
        if name not in out and is_alias(name):
            out[name] = None
    return tuple(out)


def replace_aliases(text: str, replacement: Callable[[str], Optional[str]]) -> str:
    """|text| with every `#alias` / `!alias` token outside strings and
    comments replaced by `replacement(name)` (kept when that is None)."""
    out: List[str] = []
    copied = 0
    for start, end, name in _alias_tokens(text):
        new = replacement(name)
        if new is not None:
            out.append(text[copied:start])
            out.append(new)
            copied = end
    if not out:
        return text
    out.append(text[copied:])
    return "".join(out)
