"""The parser's and the printer's op memos are invisible: generated
programs, and the same programs with value names swapped at random (wrong
types, uses before definitions, undefined names, repeated operands), parse
to the same printed module or fail with the same located error whether
repeated op lines are replayed from a recipe or parsed in full; and every
module, the outputs of the passes included, prints the same text whether
repeated ops print from a template or through their printers."""

from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st

from dfx.syntax.parser import parse_module
from dfx.syntax.printer import Printer, print_module
from stream_affinity.transforms.convert_to_stream import convert_to_stream

from tests.dfx.test_op_memo import outcome

from .strategies import flow_modules, stream_modules
from .support import budget

_VALUE = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?")


def _assert_invisible(text: str) -> None:
    assert outcome(text, True) == outcome(text, False)


def _printed(module, memo: bool, generic: bool = False) -> str:
    saved = Printer.memoize_ops
    Printer.memoize_ops = memo
    try:
        return print_module(module, generic=generic)
    finally:
        Printer.memoize_ops = saved


def _assert_prints_the_same(module) -> None:
    for generic in (False, True):
        assert _printed(module, True, generic) == _printed(module, False, generic)


@st.composite
def _renamed(draw, modules):
    """A generated program with some value uses renamed to other names
    of the program (or to a name it does not define)."""
    text = draw(modules)
    uses = list(_VALUE.finditer(text))
    if not uses:
        return text
    names = sorted({m.group() for m in uses}) + ["%undefined"]
    edits = draw(st.lists(st.tuples(st.integers(0, len(uses) - 1), st.sampled_from(names)),
                          max_size=4, unique_by=lambda e: e[0]))
    out = text
    for i, name in sorted(edits, reverse=True):
        m = uses[i]
        out = out[:m.start()] + name + out[m.end():]
    return out


@settings(max_examples=budget(60))
@given(flow_modules())
def test_flow_programs_parse_the_same_with_and_without_the_memo(text):
    _assert_invisible(text)


@settings(max_examples=budget(60))
@given(stream_modules())
def test_stream_programs_parse_the_same_with_and_without_the_memo(text):
    _assert_invisible(text)


@settings(max_examples=budget(80))
@given(st.one_of(_renamed(flow_modules()), _renamed(stream_modules())))
def test_renamed_programs_fail_or_parse_the_same_with_and_without_the_memo(text):
    _assert_invisible(text)


@settings(max_examples=budget(60))
@given(flow_modules())
def test_flow_programs_and_their_conversion_print_the_same_with_and_without_the_memo(text):
    module = parse_module(text)
    _assert_prints_the_same(module)
    convert_to_stream(module)
    _assert_prints_the_same(module)


@settings(max_examples=budget(60))
@given(stream_modules())
def test_stream_programs_print_the_same_with_and_without_the_memo(text):
    _assert_prints_the_same(parse_module(text))
