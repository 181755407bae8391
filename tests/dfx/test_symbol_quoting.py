"""Symbol names and dictionary keys print bare only when MLIR's lexer reads
them back as one bare identifier (an ASCII letter or `_`, then ASCII
letters, digits, `_`, `$`, `.`); otherwise quoted, as iree-opt prints them.
Real IREE programs name globals after model parameters
(`@"__iree_flow___sm_node18__model.layer-1.bias"`)."""

from __future__ import annotations

import pytest

import stream_affinity  # noqa: F401  (util.global)
from dfx.ir.attributes import SymbolRefAttr, _is_bare_identifier, _symbol_text
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, run_iree_opt

QUOTED = '''\
module {
  util.global private @"__iree_flow___sm_node18__model.layer-1.bias" : tensor<4xf32>
  util.global private @"\\C3\\A9t\\C3\\A9" : tensor<4xf32>
  util.global private @"$x" : tensor<4xf32>
  util.global private @"x$-" {a.b$c = 2 : i64, "\\C3\\A9" = 1 : i64} : tensor<4xf32>
  func.func @"a-b"() attributes {n = @"a-b"::@"c d", r = @"a-b", s = @plain::@"1x"} {
    return
  }
}
'''


@pytest.mark.parametrize("name,text", [
    ("plain_name", "@plain_name"), ("a.b$c", "@a.b$c"), ("_x", "@_x"),
    ("layer-1.bias", '@"layer-1.bias"'), ("$x", '@"$x"'), (".x", '@".x"'), ("1x", '@"1x"'),
    ("\u00e9t\u00e9", '@"\\C3\\A9t\\C3\\A9"'), ("c d", '@"c d"'), ('q"', '@"q\\22"'),
])
def test_symbol_text(name, text):
    assert _symbol_text(name) == text


def test_nested_reference_quotes_each_part():
    assert str(SymbolRefAttr("ex-1", ("entry",))) == '@"ex-1"::@entry'
    assert str(SymbolRefAttr("ex", ("e-1",))) == '@ex::@"e-1"'


def test_bare_keys_are_ascii_only():
    assert _is_bare_identifier("a.b$c")
    assert not _is_bare_identifier("\u00e9")
    assert not _is_bare_identifier("a-b")
    assert not _is_bare_identifier("")


def test_quoted_symbols_round_trip_byte_identical():
    assert print_module(parse_module(QUOTED)) == QUOTED


@pytest.mark.skipif(iree_opt() is None, reason="iree-opt (pip install '.[test]') is not installed")
def test_quoted_symbols_match_iree_opt():
    proc = run_iree_opt([], QUOTED)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == QUOTED + "\n"  # mlir-opt tools end with a blank line
