"""Malformed input: every error names the right line:col and message, and
renders like MLIR (header, source line, caret)."""

from __future__ import annotations

import pytest

import dfx.dialects  # noqa: F401
from dfx.ir.diagnostics import (Diagnostic, DiagnosticError, ParseError, SourceMap, VerifyError, error,
                                op_error, render_caret)
from dfx.ir import Location
from dfx.syntax.parser import parse_module

# (name, source, line, col, message). Positions follow MLIR: "expected ..."
# errors point just after the previous token, others at the offending token.
CASES = [
    ("unknown_custom_op", "func.func @f() {\n  foo.bar\n}\n",
     2, 3, "custom op 'foo.bar' is unknown; ops without a definition here are read in generic form only "
           "(print the input with `iree-opt --mlir-print-op-generic`)"),
    ("unknown_custom_op_default_dialect", "func.func @f() {\n  retur\n}\n",
     2, 3, "custom op 'retur' is unknown (tried 'func.retur' as well)"),
    ("undefined_value", "func.func @f() {\n  %y = arith.addi %x, %x : i64\n  return\n}\n",
     2, 19, "use of undeclared SSA value name"),
    ("undefined_value_in_nested_region",
     "func.func @f(%c: i1) {\n  scf.if %c {\n    \"t.use\"(%later) : (i32) -> ()\n  }\n  return\n}\n",
     3, 13, "use of undeclared SSA value name"),
    ("redefined_value", "func.func @f() {\n  %q = arith.constant 1 : i32\n  %q = arith.constant 2 : i32\n  return\n}\n",
     3, 3, "redefinition of SSA value '%q'"),
    ("redefined_in_nested_region",
     "func.func @f(%c: i1) {\n  %q = arith.constant 1 : i32\n  scf.if %c {\n    %q = arith.constant 2 : i32\n"
     "  }\n  return\n}\n",
     4, 5, "redefinition of SSA value '%q'"),
    ("type_mismatch_custom", "func.func @f() {\n  %x = arith.constant 1 : i32\n  %y = arith.addi %x, %x : i64\n"
     "  return\n}\n",
     3, 19, "use of value '%x' expects different type than prior uses: 'i64' vs 'i32'"),
    ("type_mismatch_generic", "%a = \"t.def\"() : () -> i32\n\"t.use\"(%a) : (i64) -> ()\n",
     2, 9, "use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"),
    ("forward_reference_type_mismatch", "\"t.use\"(%a) : (i64) -> ()\n%a = \"t.def\"() : () -> i32\n",
     2, 1, "definition of SSA value '%a#0' has type i32"),
    ("scf_if_condition_type", "func.func @f() {\n  %c = arith.constant 1 : i32\n  scf.if %c {\n  }\n  return\n}\n",
     3, 10, "use of value '%c' expects different type than prior uses: 'i1' vs 'i32'"),
    ("missing_terminator_func", "func.func @f() {\n  %x = arith.constant 1 : i32\n}\n",
     2, 8, "block with no terminator, has 'arith.constant'"),
    ("missing_terminator_util_func", "util.func private @f() {\n  %x = arith.constant 1 : i32\n}\n",
     2, 8, "block with no terminator, has 'arith.constant'"),
    ("empty_block_needs_terminator",
     "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n^bb0:\n}) : () -> ()\n",
     2, 1, "empty block: expect at least a terminator"),
    ("wrong_implicit_terminator",
     "func.func @f(%c: i1) {\n  \"scf.if\"(%c) ({\n    \"t.y\"() : () -> ()\n  }, {\n  }) : (i1) -> ()\n"
     "  return\n}\n",
     2, 3, "'scf.if' op expects regions to end with 'scf.yield', found 't.y'"),
    ("terminator_not_last", "func.func @f() {\n  cf.br ^bb1\n  \"t.x\"() : () -> ()\n^bb1:\n  return\n}\n",
     2, 3, "'cf.br' op must be the last operation in the parent block"),
    ("bad_attribute_value", "\"t.x\"() {a = } : () -> ()\n",
     1, 13, "expected attribute value"),
    ("duplicate_attribute", "\"t.x\"() {a = 1 : i32, a = 2} : () -> ()\n",
     1, 23, "duplicate key 'a' in dictionary attribute"),
    ("bad_type", "func.func @f() {\n  %b = arith.constant 1 : foo\n  return\n}\n",
     2, 26, "expected non-function type"),
    ("bad_type_in_list", "\"t.x\"() : (i32, ) -> ()\n",
     1, 16, "expected type"),
    ("unterminated_tensor_type", "\"t.x\"() : () -> tensor<2xi3\n",
     1, 28, "expected '>' in tensor type"),
    ("unbalanced_dialect_type", "\"t.x\"() : () -> !foo.bar<\"a\"\n",
     1, 25, "unbalanced '<' character in pretty dialect name"),
    ("unbalanced_dense", "\"t.x\"() {v = dense<[1, 2> : tensor<2xi32>} : () -> ()\n",
     1, 25, "expected ']'"),
    ("eof_inside_region", "func.func @f() {\n  return\n",
     2, 9, "unexpected end of input; expected '}' to end region"),
    ("eof_inside_operands", "\"t.x\"(\n",
     1, 7, "expected SSA operand"),
    ("unbalanced_closing_brace", "func.func @f() {\n  return\n}\n}\n",
     4, 1, "unexpected '}' at the top level (unbalanced braces?)"),
    ("successor_arity", "func.func @f() {\n  %c = arith.constant 1 : i32\n  cf.br ^bb1(%c : i32)\n"
     "^bb1(%a: i32, %b: i32):\n  return\n}\n",
     3, 3, "'cf.br' op branch has 1 operands for successor #0, but target block has 2"),
    ("successor_type", "func.func @f() {\n  %c = arith.constant 1 : i32\n  cf.br ^bb1(%c : i32)\n"
     "^bb1(%a: i64):\n  return\n}\n",
     3, 3, "'cf.br' op type mismatch for bb argument #0 of successor #0"),
    ("unknown_block", "func.func @f() {\n  cf.br ^bb5\n}\n",
     2, 9, "reference to an undefined block"),
    ("redefined_block", "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n^bb1:\n  return\n}\n",
     5, 1, "redefinition of block '^bb1'"),
    ("expected_region_or_colon", "\"t.x\"() () -> ()\n",
     1, 10, "expected '{' to begin a region"),
    ("operand_type_count", "%a = \"t.def\"() : () -> i32\n\"t.x\"(%a, %a) : (i32) -> ()\n",
     2, 17, "expected 2 operand types but had 1"),
    ("result_count", "%a = \"t.x\"() : () -> (i32, i32)\n",
     1, 1, "operation defines 2 results but was provided 1 to bind"),
    ("named_no_results", "%a = \"t.x\"() : () -> ()\n",
     1, 1, "cannot name an operation with no results"),
    ("result_number", "%0 = \"t.x\"() : () -> i32\n\"t.y\"(%0#1) : (i32) -> ()\n",
     2, 7, "reference to invalid result number"),
    ("expected_operation_name", "func.func @f() {\n  %a = arith.constant 1 : i32 {\n}\n",
     2, 30, "expected operation name in quotes"),
    ("cmpi_predicate", "func.func @f() {\n  %a = arith.constant 1 : i32\n  %b = arith.cmpi foo, %a, %a : i32\n"
     "  return\n}\n",
     3, 19, "expected string or keyword containing one of the following enum values for attribute "
            "'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"),
    ("bad_symbol", "\"t.x\"() {s = @} : () -> ()\n",
     1, 15, "@ identifier expected to start with letter or '_'"),
    ("unterminated_string", "\"t.x\"() {s = \"abc} : () -> ()\n",
     1, 30, "expected '\"' in string literal"),
    ("undefined_alias", "\"t.x\"() {m = #nope} : () -> ()\n",
     1, 14, "undefined symbol alias id 'nope'"),
    ("alias_redefinition", "#a = 1 : i32\n#a = 2 : i32\n",
     2, 1, "redefinition of attribute alias id 'a'"),
    ("unexpected_character", "\"t.x\"() : () -> () \\\n",
     1, 20, "unexpected character"),
    ("custom_expected_keyword", "func.func @f() {\n  %c0 = arith.constant 0 : index\n"
     "  scf.for %i = %c0 too %c0 step %c0 {\n  }\n  return\n}\n",
     3, 19, "expected 'to'"),
    ("unbalanced_location", "\"t.x\"() : () -> () loc(\n",
     1, 23, "unbalanced '(' in location"),
    ("label_with_named_arguments", "func.func @f(%a: i32) {\n^bb0(%b: i32):\n  return\n}\n",
     2, 1, "invalid block name in region with named arguments"),
    ("mixed_named_and_type_arguments", "func.func @f(%a: i32, i64) {\n  return\n}\n",
     1, 23, "expected SSA identifier"),
    ("expected_equal_after_results", "%a %b = \"t.x\"() : () -> (i32, i32)\n",
     1, 3, "expected '=' after SSA name"),
    ("missing_arrow_in_function_type", "\"t.x\"() : (i32)\n",
     1, 16, "expected '->'"),
]


@pytest.mark.parametrize("name,source,line,col,message", CASES, ids=[c[0] for c in CASES])
def test_malformed_input(name, source, line, col, message):
    with pytest.raises(DiagnosticError) as info:
        parse_module(source, "in.mlir")
    d = info.value.diagnostic
    assert (d.location.file, d.location.line, d.location.col) == ("in.mlir", line, col)
    assert d.message == message
    assert d.severity == "error"
    # The rendered text is the header, the source line and a caret at |col|.
    lines = info.value.render().split("\n")
    assert lines[0] == f"in.mlir:{line}:{col}: error: {message}"
    assert lines[1] == source.split("\n")[line - 1]
    assert lines[2] == " " * (col - 1) + "^"


def test_at_least_25_malformed_cases():
    assert len(CASES) >= 25


def test_forward_reference_mismatch_has_note():
    src = "\"t.use\"(%a) : (i64) -> ()\n%a = \"t.def\"() : () -> i32\n"
    with pytest.raises(ParseError) as info:
        parse_module(src, "in.mlir")
    (note,) = info.value.diagnostic.notes
    assert note.severity == "note"
    assert (note.location.line, note.location.col) == (1, 9)
    assert note.message == "previously used here with type i64"
    assert info.value.render().split("\n")[3:] == [
        "in.mlir:1:9: note: previously used here with type i64",
        "\"t.use\"(%a) : (i64) -> ()",
        "        ^",
    ]


def test_verifier_errors_are_verify_errors():
    with pytest.raises(VerifyError):
        parse_module("func.func @f() {\n  cf.br ^bb5\n^bb5(%x: i32):\n  return\n}\n", "in.mlir")


def test_line_offset_shifts_reported_lines():
    with pytest.raises(DiagnosticError) as info:
        parse_module("\n\"t.x\"() {a = } : () -> ()\n", "f.mlir", line_offset=40)
    loc = info.value.location
    assert (loc.line, loc.col) == (42, 13)
    assert info.value.render().split("\n")[1] == "\"t.x\"() {a = } : () -> ()"


def test_error_at_end_of_input_without_newline_backs_up_one_character():
    # Like MLIR (`iree-opt` reports eof.mlir:1:20 for this input).
    with pytest.raises(DiagnosticError) as info:
        parse_module("\"t.x\"() : () -> (i32", "in.mlir")
    assert (info.value.location.line, info.value.location.col) == (1, 20)
    assert info.value.message == "expected ')'"


def test_wrong_token_error_skips_back_over_comments():
    src = "\"t.x\"() : () -> (i32 // trailing comment\n\n   // another\n  }\n"
    with pytest.raises(DiagnosticError) as info:
        parse_module(src, "in.mlir")
    assert (info.value.location.line, info.value.location.col) == (1, 21)


def test_caret_keeps_tabs():
    assert render_caret("\tab", 3) == "\t ^"
    assert render_caret("ab", 5) == "    ^"


def test_render_without_location_or_source():
    assert Diagnostic("boom").render() == "error: boom"
    d = Diagnostic("bad", Location("x.mlir", 3, 2))
    assert d.render() == "x.mlir:3:2: error: bad"
    sources = SourceMap()
    sources.add("x.mlir", "a\nb\n\tcd\n")
    assert d.render(sources) == "x.mlir:3:2: error: bad\n\tcd\n\t^"


def test_error_helpers():
    e = error(Location("f", 1, 1), "nope")
    assert isinstance(e, DiagnosticError) and e.message == "nope"
    m = parse_module("\"t.x\"() : () -> ()\n", "f.mlir")
    op = m.regions[0].blocks[0].first_op
    e = op_error(op, "is odd")
    assert e.message == "'t.x' op is odd"
    assert (e.location.line, e.location.col) == (1, 1)
    assert str(e.diagnostic).startswith("f.mlir:1:1: error: 't.x' op is odd")
