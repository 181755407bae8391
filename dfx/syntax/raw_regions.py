"""Executable bodies as text: the parser side of `dfx.ir.raw.RawBody`.

Inside an op with the `ObjectLike` trait (`flow.executable`,
`stream.executable`, `hal.executable`), the regions of ops that are
`IsolatedFromAbove` but not symbol tables (functions, export
workgroup-count regions), written in custom syntax, are not parsed:
`try_parse_raw_region` finds the closing brace with
`dfx.syntax.raw_scan.scan_body` and keeps the text. The symbol tables
(the executable, `builtin.module`, `hal.executable.variant`) and the
ops directly in them (exports, function signatures) are parsed as usual,
so symbols resolve. `dfx.syntax.materialize` parses kept text on
request.
"""

from __future__ import annotations

from dfx.ir.core import Block, Region
from dfx.ir.raw import RawBody
from dfx.syntax.raw_scan import ScanError, alias_references, scan_body

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Iterable, List, Optional, Tuple

__all__ = ["RawSource", "try_parse_raw_region", "alias_definitions"]


class RawSource:
    """What a lazy parse and the printer need from the parse that kept a
    body: the source buffer, its name and line offset, the lexer (line
    table), the alias definitions (name → offset of their value, and the
    source span of each definition parsed at the top level) and the alias
    values already parsed. One per parse, shared by all its bodies."""

    __slots__ = ("text", "filename", "line_offset", "lexer", "alias_defs", "alias_spans", "aliases")

    def __init__(self, parser):
        self.text = parser.text
        self.filename = parser.filename
        self.line_offset = parser.line_offset
        self.lexer = parser.lexer
        self.alias_defs = parser._alias_defs  # a dfx.syntax.base_parser.AliasDefinitions
        self.alias_spans: Dict[str, Tuple[int, int]] = parser._alias_spans
        self.aliases: Dict[str, object] = parser._aliases

    def is_alias(self, name: str) -> bool:
        return name in self.alias_defs

    def definition(self, name: str) -> Optional[Tuple[int, str]]:
        """(offset, text) of the top-level definition `name = value`, or
        None when it was not parsed."""
        span = self.alias_spans.get(name)
        if span is None:
            return None
        return span[0], self.text[span[0]:span[1]]


def _source_of(p) -> RawSource:
    src = p._raw_source
    if src is None:
        src = p._raw_source = RawSource(p)
    return src


def try_parse_raw_region(p, arguments) -> Optional[Region]:
    """At a region's `{`: keeps the body as text and returns the region
    (entry block with |arguments|, or with those of the body's own entry
    label `^bb0(%a: t):`, which is parsed; no ops), or returns None,
    consuming nothing, when the body is empty (then parsed normally)."""
    start = p.tend
    text = p.text
    src = _source_of(p)
    try:
        end, aliases = scan_body(text, start, src.is_alias)
    except ScanError as e:
        raise p._error_at(e.offset, e.message)
    first = p.lexer.skip_trivia(start)
    if first >= end:
        return None
    header = None
    if text[first] == "^":
        if arguments:
            raise p._error_at(first, "invalid block name in region with named arguments")
        arguments, header_end = _parse_entry_label(p, first)
        header = (text.rfind("\n", start, first) + 1 - start, header_end - start)
    line_start = text.rfind("\n", 0, end) + 1
    prefix = text[line_start:end]
    base = len(prefix) if prefix.strip(" ") == "" else None
    block = Block()
    seen = set()
    names: List[Tuple[str, int]] = []
    for a in arguments or ():
        if a.type is None:
            p.error(f"missing type for argument '%{a.name}'", a.loc)
        arg = block.add_argument(a.type, a.loc)
        if a.name is not None:
            offset = a.offset if a.offset >= 0 else p._offset_of(a.loc)
            if a.name in seen:
                raise p._error_at(offset, f"redefinition of SSA value '%{a.name}'")
            seen.add(a.name)
            arg.name_hint = a.name
            names.append((a.name, offset))
        else:
            names.append(("", -1))
    region = Region()
    region.add_block(block)
    region.raw = RawBody(text[start:end], start, base, tuple(names), aliases, src, header)
    p._reset(end + 1)
    return region


def _parse_entry_label(p, at: int):
    """`^bb0(%a: t, ...):` at |at| → (its arguments, offset after the `:`)."""
    p._reset(at)
    p._advance()  # the label
    args = []
    if p.kind == "(":
        p._advance()
        if p.kind != ")":
            while True:
                args.append(p.parse_argument(with_type=True))
                p.parse_optional_location()
                if p.kind != ",":
                    break
                p._advance()
        p.parse_punctuation(")")
    if p.kind != ":":
        raise p._wrong("expected ':' after block name")
    return args, p.tend


# -- printing support ------------------------------------------------------------------------


def alias_definitions(bodies: Iterable[RawBody]) -> List[str]:
    """The top-level alias definitions (`#map = affine_map<...>`) that the
    texts of |bodies| need, directly or through other definitions, in
    source order."""
    found: Dict[str, Tuple[int, str]] = {}
    work: List[Tuple[RawSource, str]] = []
    for b in bodies:
        for name in b.aliases:
            work.append((b.source, name))
    while work:
        src, name = work.pop()
        if name in found:
            continue
        d = src.definition(name)
        if d is None:
            continue
        found[name] = d
        for dep in alias_references(d[1].split("=", 1)[1], src.is_alias):
            if dep not in found:
                work.append((src, dep))
    return [text for _, text in sorted(found.values())]
