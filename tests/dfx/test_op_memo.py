"""The parser's op memo (`Parser._parse_custom_line`): a repeated op line
is built from the recipe of its first parse. It must be invisible: the
same ops, the same operands in the same places, the same errors as
parsing every line in full (`Parser.memoize_ops = False`)."""

from __future__ import annotations

from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from dfx.ir.diagnostics import DiagnosticError
from dfx.syntax.parser import Parser, parse_module
from dfx.syntax.printer import print_module

REPO = Path(__file__).resolve().parents[2]


def outcome(text: str, memo: bool) -> str:
    """The printed module, or the error, with the memo on or off."""
    saved = Parser.memoize_ops
    Parser.memoize_ops = memo
    try:
        return print_module(parse_module(text, "t.mlir"))
    except DiagnosticError as e:
        return "error: " + str(e)
    finally:
        Parser.memoize_ops = saved


def same_either_way(text: str) -> str:
    on = outcome(text, True)
    assert on == outcome(text, False)
    return on


def ops_of(text: str):
    module = parse_module(text, "t.mlir")
    return [op for op in module.walk() if op.name == "arith.addi"]


def test_repeated_lines_take_their_own_operands():
    text = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  %2 = arith.addi %b, %1 : i32
  %3 = arith.addi %2, %2 : i32
  %4 = arith.addi %3, %0 : i32
  %5 = arith.addi %4, %4 : i32
  return %5 : i32
}
"""
    adds = ops_of(text)
    names = [[v.name_hint for v in op.operands] for op in adds]
    assert names == [["a", "b"], ["0", "a"], ["b", "1"], ["2", "2"], ["3", "0"], ["4", "4"]]
    assert [op.location.line for op in adds] == [3, 4, 5, 6, 7, 8]
    assert all(op.results[0].name_hint == str(i) for i, op in enumerate(adds))
    same_either_way(text)


def test_a_value_of_another_type_gets_the_full_parse_and_its_error():
    text = """
func.func @f(%a: i32, %b: i64) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %b, %b : i32
  return
}
"""
    err = same_either_way(text)
    assert err.startswith("error: t.mlir:4:19: error: use of value '%b' expects different type")


@pytest.mark.parametrize("line", [
    "%1 = arith.addi %a#1, %a : i32",  # a result number that does not exist
    "%1 = arith.addi %9, %a : i32",    # a value never defined
    "%1 = arith.addi %a, %a : i32 %",  # a stray character after the op
])
def test_a_repeated_line_that_is_wrong_reports_what_the_full_parse_reports(line):
    text = f"""
func.func @f(%a: i32, %b: i32) {{
  %0 = arith.addi %b, %a : i32
  {line}
  return
}}
"""
    assert same_either_way(text).startswith("error: t.mlir:4:")


def test_forward_references_and_two_spellings_of_one_value():
    # A use before the definition (a graph region would allow it; the
    # parser does not check dominance) and `%x` next to `%x#0`.
    text = """
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %2, %2 : i32
  %2 = arith.addi %0, %0#0 : i32
  %3 = arith.addi %1, %1 : i32
  return
}
"""
    out = outcome(text, True)
    assert out == outcome(text, False)


def test_tied_results_follow_the_names():
    # `-> %x` names the tied operand by value identity: which operand a
    # result is tied to must come from the names of each line.
    d = "stream.async.dispatch @ex::@fn"
    t = ": (!stream.resource<*>{%n}, !stream.resource<*>{%n})"
    text = f"""
util.func public @f(%r: !stream.resource<*>, %s: !stream.resource<*>, %n: index) {{
  %c0 = arith.constant 0 : index
  %0 = {d}(%r[%c0 to %n for %n], %s[%c0 to %n for %n]) {t} -> %r{{%n}}
  %1 = {d}(%s[%c0 to %n for %n], %0[%c0 to %n for %n]) {t} -> %0{{%n}}
  %2 = {d}(%1[%c0 to %n for %n], %0[%c0 to %n for %n]) {t} -> %0{{%n}}
  %3 = {d}(%2[%c0 to %n for %n], %1[%c0 to %n for %n]) {t} -> %2{{%n}}
  util.return
}}
"""
    same_either_way(text)
    module = parse_module(text, "t.mlir")
    dispatches = [op for op in module.walk() if op.name == "stream.async.dispatch"]
    ties = [[a.value for a in op.properties["tied_operands"].elements] for op in dispatches]
    assert ties == [[0], [1], [1], [0]]
    assert [op.operands[0].name_hint for op in dispatches] == ["r", "s", "1", "2"]


def test_the_memo_is_used():
    lines = "\n".join(f"  %{i + 1} = arith.addi %{i}, %a : i32" for i in range(50))
    text = f"func.func @f(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n{lines}\n  return %50 : i32\n}}\n"
    p = Parser(text, "t.mlir")
    p.parse_top_level()
    adds = [key for key in p._op_memo if key[0].startswith("arith.addi")]
    assert len(adds) == 2  # `(%a, %a)` and `(%i, %a)`: the other 49 lines replayed


CORPUS = sorted((REPO / "tests" / "data" / "frontends").glob("v3.*/*.mlir"))


@pytest.mark.parametrize("path", CORPUS[::7], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_real_programs_print_the_same_either_way(path):
    # Every seventh file of the frontend corpus (torch, ONNX and JAX
    # programs as iree-compile prints them); `benchmarks/outputs.py` checks
    # all of them.
    text = path.read_text()
    assert not same_either_way(text).startswith("error")


def printed(text: str, memo: bool) -> str:
    from dfx.syntax.printer import Printer
    module = parse_module(text, "t.mlir")
    saved = Printer.memoize_ops
    Printer.memoize_ops = memo
    try:
        return print_module(module)
    finally:
        Printer.memoize_ops = saved


def test_the_printer_memo_prints_what_the_printers_print():
    # Repeated operands, a value used twice then two values in the same
    # place, tied results named by identity, attributes shared by lines.
    lines = []
    for i in range(12):
        a, b = (f"%{i - 1}", f"%{i - 1}") if i % 3 == 0 else (f"%{i - 1}", "%a")
        lines.append(f"  %{i} = arith.addi {a if i else '%a'}, {b if i else '%a'} : i32")
    text = "func.func @f(%a: i32) -> i32 {\n" + "\n".join(lines) + "\n  return %11 : i32\n}\n"
    assert printed(text, True) == printed(text, False)
    d = "stream.async.dispatch @ex::@fn"
    t = ": (!stream.resource<*>{%n}, !stream.resource<*>{%n})"
    calls = [("r", "s", "r"), ("s", "0", "0"), ("1", "0", "0"), ("2", "1", "2"), ("3", "3", "3"), ("4", "3", "4")]
    body = "\n".join(f"  %{i} = {d}(%{x}[%c0 to %n for %n], %{y}[%c0 to %n for %n]) {t} -> %{z}{{%n}}"
                     for i, (x, y, z) in enumerate(calls))
    text = ("util.func public @f(%r: !stream.resource<*>, %s: !stream.resource<*>, %n: index) {\n"
            "  %c0 = arith.constant 0 : index\n" + body + "\n  util.return\n}\n")
    out = printed(text, True)
    assert out == printed(text, False)
    assert "stream.async.dispatch @ex::@fn(%4[%c0 to %arg2 for %arg2], %3[%c0 to %arg2 for %arg2])" in out
    # The same distinct values of the same types, and the same attribute
    # objects, in other places: only the pattern of which operands repeat
    # tells the keys apart.
    a = f"{d}(%r[%c0 to %n for %n], %s[%n to %n for %n]) {t} -> %r{{%n}}"
    body = "\n".join(f"  %{i} = {a}" for i in range(6))
    text = ("util.func public @f(%r: !stream.resource<*>, %s: !stream.resource<*>, %n: index) {\n"
            "  %c0 = arith.constant 0 : index\n" + body + "\n  util.return\n}\n")
    module = parse_module(text, "t.mlir")
    dispatches = [op for op in module.walk() if op.name == "stream.async.dispatch"]
    for op in dispatches[3:]:
        c0, n = op.operands[4], op.operands[5]  # the two offsets
        op.set_operand(4, n)
        op.set_operand(5, c0)
    from dfx.syntax.printer import Printer
    outs = []
    for memo in (True, False):
        Printer.memoize_ops = memo
        try:
            outs.append(print_module(module))
        finally:
            Printer.memoize_ops = True
    assert outs[0] == outs[1]
    assert outs[0].count("%arg1[%c0 to %arg2 for %arg2]) :") == 3
