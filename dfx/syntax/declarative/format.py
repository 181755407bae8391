"""MLIR's declarative assembly format (ODS `assemblyFormat`), read into a
tree of elements and checked against the op's declaration.

    format    ::= element*
    element   ::= literal | variable | directive | group
    literal   ::= `text` (`` ` ` `` a space, ``` `` ``` no space, `` `\\n` `` a newline)
    variable  ::= $name                         (operand, result, attribute, region, successor)
    directive ::= attr-dict | attr-dict-with-keyword | prop-dict
                | type(arg) | qualified(arg) | functional-type(arg, arg)
                | operands | results | regions | successors
                | custom<Name>(arg, ...) | ref(arg)          (ref only inside custom)
    group     ::= `(` element* `)` [`:` `(` element* `)`] `?`      (one element marked `^`)

Spacing: mlir-opt's generated printers decide where spaces go when the op
definition is compiled, from the element sequence alone (a space before
an element unless the previous literal was an opening bracket; none
before closing brackets and commas; the rules of `OpFormatGen`). The same
decision is made here once per format: every element gets `space_before`.
"""

from __future__ import annotations

import re

from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = [
    "FormatError", "Element", "Literal", "Space", "Var", "TypeDir", "FunctionalType", "AllOf", "AttrDict",
    "PropDict", "Custom", "Ref", "Group", "parse_format", "walk_elements",
]


class FormatError(ValueError):
    """The format string is malformed or does not fit the declaration (a
    bug in an op definition, raised when the op is defined)."""


class Element:
    space_before = False


class Literal(Element):
    def __init__(self, text: str):
        self.text = text

    @property
    def is_keyword(self) -> bool:
        return bool(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", self.text))

    def __repr__(self) -> str:
        return f"`{self.text}`"


class Space(Element):
    """`` ` ` `` (a space), ``` `` ``` (suppresses the next space) or `` `\\n` ``."""

    def __init__(self, text: str):
        self.text = text

    def __repr__(self) -> str:
        return f"Space({self.text!r})"


class Var(Element):
    """`$name`; `role` is operand, result, attr, region or successor and
    `decl` its declaration."""

    def __init__(self, name: str, role: str, decl):
        self.name = name
        self.role = role
        self.decl = decl

    @property
    def kind(self) -> str:
        return getattr(self.decl, "kind", "one")

    def __repr__(self) -> str:
        return f"${self.name}"


class AllOf(Element):
    """`operands`, `results`, `regions` or `successors`."""

    def __init__(self, what: str):
        self.what = what

    def __repr__(self) -> str:
        return self.what


class TypeDir(Element):
    """`type(arg)` (`qualified` when wrapped in `qualified(...)`)."""

    def __init__(self, arg: Element, qualified: bool = False):
        self.arg = arg
        self.qualified = qualified

    def __repr__(self) -> str:
        return f"type({self.arg!r})"


class FunctionalType(Element):
    def __init__(self, inputs: Element, results: Element):
        self.inputs = inputs
        self.results = results


class AttrDict(Element):
    def __init__(self, with_keyword: bool):
        self.with_keyword = with_keyword


class PropDict(Element):
    pass


class Ref(Element):
    """`ref(arg)` inside a custom directive: a value parsed earlier."""

    def __init__(self, arg: Element):
        self.arg = arg


class Custom(Element):
    def __init__(self, name: str, args: List[Element]):
        self.name = name
        self.args = args


class Group(Element):
    """An optional group: `then` when the anchor is present, else `other`."""

    def __init__(self, then: List[Element], other: List[Element], anchor: Element):
        self.then = then
        self.other = other
        self.anchor = anchor
        self.elided_anchor: Optional[Element] = None


def walk_elements(elements: Sequence[Element]):
    """Every element, nested ones included (pre-order)."""
    stack = list(reversed(elements))
    while stack:
        e = stack.pop()
        yield e
        if isinstance(e, Group):
            stack.extend(reversed(e.then + e.other))
        elif isinstance(e, Custom):
            stack.extend(reversed(e.args))
        elif isinstance(e, (TypeDir, Ref)):
            stack.append(e.arg)
        elif isinstance(e, FunctionalType):
            stack.extend([e.results, e.inputs])


#===----------------------------------------------------------------------===#
# Reading the format string
#===----------------------------------------------------------------------===#

_TOKEN = lazy_regex(r"\s*(?:(`(?:[^`\\]|\\.)*`)|(\$[A-Za-z_][A-Za-z0-9_]*)|"
                    r"(custom<[A-Za-z_][A-Za-z0-9_]*>)|([A-Za-z_][A-Za-z0-9_-]*)|([()?^:,]))")


class _Reader:
    def __init__(self, text: str, roles: Dict[str, Tuple[str, object]], op_name: str):
        self.text = text
        self.roles = roles
        self.op_name = op_name
        self.tokens: List[Tuple[str, str]] = []
        pos = 0
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if m is None:
                if text[pos:].strip():
                    raise self.fail(f"unexpected text at '{text[pos:pos + 20]}'")
                break
            pos = m.end()
            kind = m.lastindex
            self.tokens.append(("literal var custom id punct".split()[kind - 1], m.group(kind)))
        self.i = 0

    def fail(self, message: str) -> FormatError:
        return FormatError(f"{self.op_name}: assembly format: {message}")

    def peek(self) -> Optional[Tuple[str, str]]:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, text: Optional[str] = None) -> Tuple[str, str]:
        t = self.peek()
        if t is None or (text is not None and t[1] != text):
            raise self.fail(f"expected '{text}'")
        self.i += 1
        return t

    def elements(self, stop: Tuple[str, ...] = ()) -> List[Element]:
        out: List[Element] = []
        while True:
            t = self.peek()
            if t is None or (t[0] == "punct" and t[1] in stop):
                return out
            e = self.element(in_group=bool(stop))
            out.append(e)

    def element(self, in_group: bool = False, in_custom: bool = False) -> Element:
        kind, text = self.take()
        if kind == "literal":
            body = text[1:-1].replace("\\`", "`").replace("\\\\", "\\")
            if body in ("", " ", "\\n"):
                return Space("\n" if body == "\\n" else body)
            return Literal(body)
        if kind == "var":
            name = text[1:]
            if name not in self.roles:
                raise self.fail(f"'{text}' is not an operand, result, attribute, region or successor")
            role, decl = self.roles[name]
            return Var(name, role, decl)
        if kind == "custom":
            name = text[len("custom<"):-1]
            self.take("(")
            args = []
            if not (self.peek() and self.peek()[1] == ")"):
                while True:
                    args.append(self.element(in_custom=True))
                    if self.peek() and self.peek()[1] == ",":
                        self.take(",")
                        continue
                    break
            self.take(")")
            return Custom(name, args)
        if kind == "id":
            if text in ("attr-dict", "attr-dict-with-keyword"):
                return AttrDict(text == "attr-dict-with-keyword")
            if text == "prop-dict":
                return PropDict()
            if text in ("operands", "results", "regions", "successors"):
                return AllOf(text)
            if text in ("type", "qualified", "ref"):
                self.take("(")
                arg = self.element(in_custom=in_custom)
                self.take(")")
                if text == "type":
                    return TypeDir(arg)
                if text == "ref":
                    if not in_custom:
                        raise self.fail("'ref' is only valid inside a custom directive")
                    return Ref(arg)
                if isinstance(arg, TypeDir):
                    arg.qualified = True
                return arg
            if text == "functional-type":
                self.take("(")
                ins = self.element()
                self.take(",")
                outs = self.element()
                self.take(")")
                return FunctionalType(ins, outs)
            raise self.fail(f"unknown directive '{text}'")
        if kind == "punct" and text == "(":
            return self.group()
        raise self.fail(f"unexpected '{text}'")

    def group(self) -> Group:
        then = self.elements(stop=(")", "^"))
        anchor = None
        while self.peek() and self.peek()[1] == "^":
            self.take("^")
            if not then:
                raise self.fail("'^' must follow an element")
            anchor = then[-1]
            then.extend(self.elements(stop=(")", "^")))
        self.take(")")
        other: List[Element] = []
        if self.peek() and self.peek()[1] == ":":
            self.take(":")
            self.take("(")
            other = self.elements(stop=(")",))
            self.take(")")
        self.take("?")
        if anchor is None:
            raise self.fail("optional group has no anchor ('^')")
        if not then:
            raise self.fail("empty optional group")
        return Group(then, other, anchor)


def parse_format(text: str, roles: Dict[str, Tuple[str, object]], op_name: str = "op") -> List[Element]:
    """The elements of format |text|; |roles| maps each declared name to
    (role, declaration). Spacing is computed (see the module docstring)."""
    r = _Reader(text, roles, op_name)
    elements = r.elements()
    if r.peek() is not None:
        raise r.fail(f"unexpected '{r.peek()[1]}'")
    for e in walk_elements(elements):
        if isinstance(e, Group):
            a = e.anchor
            if isinstance(a, Var) and a.role == "attr" and a is not e.then[0] \
                    and type(a.decl.spec).__name__ == "UnitAttrSpec":
                e.elided_anchor = a
    _compute_spacing(elements)
    return elements


#===----------------------------------------------------------------------===#
# Spacing (OpFormatGen's rules, decided once per format)
#===----------------------------------------------------------------------===#


def _space_before_literal(value: str, last_was_punctuation: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class _Flags:
    def __init__(self):
        self.should_emit_space = True
        self.last_was_punctuation = False


def _compute_spacing(elements: Sequence[Element]) -> None:
    flags = _Flags()
    for e in elements:
        _space(e, flags)


def _space(e: Element, f: _Flags) -> None:
    if isinstance(e, Literal):
        e.space_before = f.should_emit_space and _space_before_literal(e.text, f.last_was_punctuation)
        f.should_emit_space = len(e.text) != 1 or e.text[0] not in "<({["
        f.last_was_punctuation = e.text[0] != "_" and not e.text[0].isalpha()
        return
    if isinstance(e, Space):
        if e.text == "\n":
            return
        if e.text == " ":
            f.last_was_punctuation = False
        elif e.text == "":
            f.last_was_punctuation = True
        f.should_emit_space = False
        return
    if isinstance(e, Group):
        for c in e.then:
            if c is not e.elided_anchor:
                _space(c, f)
        for c in e.other:
            _space(c, f)
        return
    if isinstance(e, (AttrDict, PropDict)):
        f.last_was_punctuation = False
        return
    e.space_before = f.should_emit_space or not f.last_was_punctuation
    f.last_was_punctuation = False
    f.should_emit_space = True
