"""The tokenizer: token kinds and texts, trivia, escapes, positions."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from dfx.ir.attributes import string_literal
from dfx.syntax.lexer import LexError, Lexer, unescape_string


def tokens(text):
    lx = Lexer(text)
    out = []
    pos = 0
    while True:
        kind, t, start, end = lx.lex(pos)
        if kind == "eof":
            return out
        out.append((kind, t))
        pos = end


def test_token_kinds():
    src = '%x#1 = "op.name"(%0, %a_b.c-d) [^bb3] @sym @"quoted sym" #dialect.attr !dialect.type 1.5e3 42 0x1F'
    assert tokens(src) == [
        ("value", "%x#1"), ("=", "="), ("string", '"op.name"'), ("(", "("), ("value", "%0"), (",", ","),
        ("value", "%a_b.c-d"), (")", ")"), ("[", "["), ("caret", "^bb3"), ("]", "]"), ("symbol", "@sym"),
        ("symbol", '@"quoted sym"'), ("hash", "#dialect.attr"), ("bang", "!dialect.type"),
        ("float", "1.5e3"), ("int", "42"), ("int", "0x1F"),
    ]


def test_punctuation_kinds_are_their_text():
    assert [k for k, _ in tokens("-> => :: ... ( ) [ ] { } < > , : = ? * + - |")] == \
        ["->", "=>", "::", "...", "(", ")", "[", "]", "{", "}", "<", ">", ",", ":", "=", "?", "*", "+", "-", "|"]


def test_bare_identifiers_allow_dots_and_dollars():
    assert tokens("func.func i32 x4xf32 a$b _z") == [
        ("id", "func.func"), ("id", "i32"), ("id", "x4xf32"), ("id", "a$b"), ("id", "_z")]


def test_negative_numbers_are_minus_then_number():
    assert tokens("-1 -2.5") == [("-", "-"), ("int", "1"), ("-", "-"), ("float", "2.5")]


def test_comments_and_whitespace_are_skipped():
    assert tokens("// a comment\n  %a // another\n\t,\r\n%b") == [("value", "%a"), (",", ","), ("value", "%b")]


def test_string_with_escapes_is_one_token():
    assert tokens(r'"a\"b\\c" x') == [("string", r'"a\"b\\c"'), ("id", "x")]


def test_unescape_string():
    assert unescape_string(r'"plain"') == "plain"
    assert unescape_string(r'"q\"x\22y"') == 'q"x"y'
    assert unescape_string(r'"nl\n\0Atab\t\09"') == "nl\n\ntab\t\t"
    assert unescape_string(r'"back\\slash"') == "back\\slash"
    assert unescape_string(r'"\C3\A9t\C3\A9"') == "été"


def test_string_literal_matches_mlir_escaping():
    assert string_literal('boom "x"') == r'"boom \22x\22"'
    assert string_literal("a\\b") == r'"a\\b"'
    assert string_literal("é\n") == r'"\C3\A9\0A"'


@given(st.text())
def test_string_literal_round_trips(s):
    lit = string_literal(s)
    assert tokens(lit) == [("string", lit)]
    assert unescape_string(lit) == s


def test_line_col_and_line_text():
    lx = Lexer("ab\ncd\n\nefg")
    assert lx.line_col(0) == (1, 1)
    assert lx.line_col(2) == (1, 3)
    assert lx.line_col(3) == (2, 1)
    assert lx.line_col(7) == (4, 1)
    assert lx.line_text(2) == "cd"
    assert lx.line_text(3) == ""
    assert lx.line_text(4) == "efg"
    assert lx.line_text(9) == ""


@pytest.mark.parametrize("text,offset,message", [
    ("a \\", 2, "unexpected character"),
    ('x "abc\n"', 6, "expected '\"' in string literal"),
    ("@1", 1, "@ identifier expected to start with letter or '_'"),
])
def test_lex_errors(text, offset, message):
    lx = Lexer(text)
    pos = 0
    with pytest.raises(LexError) as info:
        while True:
            kind, _, _, pos = lx.lex(pos)
            if kind == "eof":
                break
    assert info.value.offset == offset
    assert info.value.message == message


def test_skip_trivia():
    lx = Lexer("  // c\n  x")
    assert lx.skip_trivia(0) == 9
