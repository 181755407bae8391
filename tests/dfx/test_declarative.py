"""The declarative assembly-format engine (`dfx.syntax.declarative`): formats
read into elements with mlir-opt's spacing, ops read and written through
their format (optional groups, custom directives, type inference,
segments, regions, successors, the strict property dictionary), located
parse errors, definition-time checks and the invariants derived from a
declaration.

The ops here belong to a test dialect `dtest`; the spellings they print
are those mlir-tblgen's generated printers give the same formats (the
util ops defined on the engine are checked against the iree-opt binaries
in test_util_ops.py).
"""

from __future__ import annotations

import pytest

from dfx.ir.attributes import IntegerAttr, IntegerType, StringAttr, index
from dfx.ir.diagnostics import DiagnosticError
from dfx.ir.traits import OperandSegments, Pure, Terminator
from dfx.syntax.declarative import (AllTypesMatch, EnumAttrSpec, FormatError, InferTypes, Operand,
                                    SameOperandsAndResultType, TypesMatchWith, define_op, register_attr,
                                    register_directive)
from dfx.syntax.declarative.format import Literal, parse_format
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module


def _body(text: str) -> str:
    """A function around |text| (one op per line, `%a: i32`, `%b: i32`,
    `%i: index`, `%t: tensor<4xf32>` in scope)."""
    lines = "\n".join("    " + line for line in text.strip().splitlines())
    return ("module {\n  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: tensor<4xf32>) {\n"
            f"{lines}\n    return\n  }}\n}}\n")


def _round_trip(text: str, generic: bool = False) -> str:
    return print_module(parse_module(text), generic=generic)


#===----------------------------------------------------------------------===#
# Spacing, decided per format as OpFormatGen decides it
#===----------------------------------------------------------------------===#


def _spacing(fmt: str, roles) -> list:
    return [(repr(e), e.space_before) for e in parse_format(fmt, roles)]


def test_literal_spacing_follows_mlir_rules():
    roles = {"a": ("operand", Operand("a")), "b": ("operand", Operand("b"))}
    # Brackets and commas get no space before them (the op name is not
    # punctuation); `(`, `[`, `{`, `<` suppress the space after them.
    assert _spacing("`(` $a `,` $b `)`", roles) == [
        ("`(`", False), ("$a", False), ("`,`", False), ("$b", True), ("`)`", False)]
    assert _spacing("$a `:` $b `->` $a", roles) == [
        ("$a", True), ("`:`", True), ("$b", True), ("`->`", True), ("$a", True)]
    assert _spacing("`[` $a `for` $b `]`", roles) == [
        ("`[`", False), ("$a", False), ("`for`", True), ("$b", True), ("`]`", False)]
    # `` suppresses the next space; ` ` prints one (and, as in MLIR's
    # generated printers, a variable after it still gets its own).
    assert _spacing("$a `` `<` $b `>`", roles)[2] == ("`<`", False)
    assert _spacing("`(` ` ` `x` $a `)`", roles)[2] == ("`x`", False)
    assert _spacing("`(` ` ` $a `)`", roles)[2] == ("$a", True)


def test_optional_group_spacing_carries_over_both_branches():
    roles = {"a": ("operand", Operand("a", kind="optional")), "b": ("operand", Operand("b"))}
    elements = parse_format("(`(` $a^ `)`) : (`none`)? $b", roles)
    assert elements[1].space_before is True  # after `none` (the last generated literal)


#===----------------------------------------------------------------------===#
# Reading and writing
#===----------------------------------------------------------------------===#

define_op("dtest.binary", arguments="AnyType:$lhs, AnyType:$rhs", results="I1:$result",
          format="operands attr-dict `:` type($lhs)", traits=(Pure(),), type_rules=(AllTypesMatch("lhs", "rhs"),))
define_op("dtest.same", arguments="Variadic<AnyType>:$xs", results="AnyType:$result",
          format="$xs attr-dict `:` type($result)", type_rules=(SameOperandsAndResultType(),))
define_op("dtest.paren", arguments="Optional<Index>:$size, I32:$v", results="I32:$r",
          format="(`(` $size^ `)`) : (`none`)? $v attr-dict")
define_op("dtest.unit", arguments="I32:$v, UnitAttr:$flag, OptionalAttr<IndexAttr>:$align",
          results="I32:$r", format="(`flag` $flag^)? $v (`align` $align^)? attr-dict")
define_op("dtest.seg", arguments="Variadic<I32>:$a, Optional<Index>:$b, Variadic<I32>:$c",
          format="`[` $a `]` (`at` $b^)? `(` $c `)` attr-dict")
define_op("dtest.fn", arguments="Variadic<AnyType>:$ins", results="Variadic<AnyType>:$outs",
          format="`(` $ins `)` attr-dict `:` functional-type($ins, $outs)")
define_op("dtest.props", arguments="I32:$v, OptionalAttr<IndexAttr>:$alignment, OptionalAttr<APIntAttr>:$lo",
          results="I32:$r", format="$v attr-dict")
define_op("dtest.keyword", arguments="I32:$v, StrAttr:$name, FlatSymbolRefAttr:$sym, TypeAttr:$t, I64Attr:$n, "
                                     "DenseI64ArrayAttr:$dims",
          format="$name $sym $t $n $dims `,` $v attr-dict-with-keyword")
define_op("dtest.match", arguments="I32:$v", results="AnyType:$r",
          format="$v attr-dict `:` type($r)",
          type_rules=(TypesMatchWith("v", "r", lambda t: index, "result is index"),))


def _parse_pair(p, t):
    """`<%x, %y>` both of the ref'd type."""
    p.parse_punctuation("<")
    x = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    y = p.parse_unresolved_operand()
    p.parse_punctuation(">")
    return [x, y], [t, t]


def _print_pair(pr, op, t, values, types):
    pr.print("<")
    pr.print_operands(values)
    pr.print(">")


register_directive("DtestPair", _parse_pair, _print_pair)
define_op("dtest.custom", arguments="Variadic<AnyType>:$vals", results="AnyType:$r",
          format="type($r) custom<DtestPair>(ref(type($r)), $vals, type($vals)) attr-dict",
          type_rules=())

register_attr("DtestMode", EnumAttrSpec("mode", {"fast": 0, "slow": 1}))
register_attr("DtestBits", EnumAttrSpec("bits", {"A": 1, "B": 2, "C": 4}, bits=True, none="None"))
define_op("dtest.enum", arguments="DtestMode:$mode, DtestBits:$bits", format="$mode $bits attr-dict")
define_op("dtest.term", arguments="Variadic<AnyType>:$vals", successors="AnySuccessor:$dest",
          format="$dest (`(` $vals^ `:` type($vals) `)`)? attr-dict", traits=(Terminator(),))
define_op("dtest.yield", arguments="Variadic<AnyType>:$vals", format="attr-dict ($vals^ `:` type($vals))?",
          traits=(Terminator(),))
define_op("dtest.region", arguments="I32:$v", regions="SizedRegion<1>:$body",
          format="$v $body attr-dict", implicit_terminator="dtest.yield")


@pytest.mark.parametrize("line", [
    "%0 = dtest.binary %arg0, %arg1 : i32",
    "%0 = dtest.binary %arg0, %arg1 {tag} : i32",
    "%0 = dtest.same %arg0, %arg1 : i32",
    "%0 = dtest.paren(%arg2) %arg0",
    "%0 = dtest.paren none %arg0 {x = 1 : i32}",
    "%0 = dtest.unit flag %arg0 align 16",
    "%0 = dtest.unit %arg0",
    "dtest.seg[%arg0, %arg1] at %arg2(%arg0)",
    "dtest.seg[]()",
    "%0:2 = dtest.fn(%arg0, %arg2) : (i32, index) -> (i1, f32)",
    "%0 = dtest.fn(%arg3) : (tensor<4xf32>) -> i32",
    "dtest.keyword \"n\" @s i8 -3 [1, 2], %arg0 attributes {z}",
    "%0 = dtest.match %arg0 : index",
    "%0 = dtest.custom i32 <%arg0, %arg1>",
    "dtest.enum fast \"A|C\"",
    "dtest.enum slow None",
    "dtest.enum slow B",
])
def test_round_trip(line):
    text = _body(line)
    assert _round_trip(text) == text


def test_types_inferred_and_segments_in_generic_form():
    text = _body("dtest.seg[%arg0, %arg1] at %arg2(%arg0)\n%0 = dtest.binary %arg2, %arg2 : index")
    generic = _round_trip(text, generic=True)
    assert ('"dtest.seg"(%arg0, %arg1, %arg2, %arg0) <{operandSegmentSizes = array<i32: 2, 1, 1>}> : '
            '(i32, i32, index, i32) -> ()') in generic
    assert '"dtest.binary"(%arg2, %arg2) : (index, index) -> i1' in generic
    # The generic form reads back into the same custom form.
    assert _round_trip(generic) == text


def test_segments_trait_added():
    from dfx.ir.core import OP_DEFS
    seg = OP_DEFS["dtest.seg"].trait_map[OperandSegments]
    assert seg.names == ("a", "b", "c")


def test_regions_successors_and_implicit_terminators():
    text = ("module {\n  func.func @f(%arg0: i32) {\n    dtest.region %arg0 {\n      %1 = dtest.same %arg0 : i32\n"
            "    }\n    dtest.term ^bb1(%arg0 : i32)\n  ^bb1(%0: i32):  // pred: ^bb0\n    return\n  }\n}\n")
    assert _round_trip(text) == text
    module = parse_module(text)
    region_op = next(op for op in module.walk() if op.name == "dtest.region")
    assert [op.name for op in region_op.regions[0].blocks[0]] == ["dtest.same", "dtest.yield"]
    assert "dtest.yield" in _round_trip(text, generic=True)


def test_default_and_strict_property_dictionaries():
    legacy = _body("%0 = dtest.props %arg0 {alignment = 16 : index, lo = 5 : si8, z}")
    assert _round_trip(legacy) == legacy
    # Current releases print inherent attributes in declaration order in
    # `<...>`, typed scalars without their type; read that way, printed back that way.
    strict = _body("%0 = dtest.props %arg0 <alignment = 16, lo = 5 : si8> {z}")
    assert _round_trip(strict) == strict
    module = parse_module(strict)
    op = next(op for op in module.walk() if op.name == "dtest.props")
    assert op.form == "current"
    assert op.properties["alignment"] == IntegerAttr(16, index)
    assert op.attributes == {"z": op.attributes["z"]}
    assert _round_trip(strict, generic=True) == _round_trip(legacy, generic=True)


#===----------------------------------------------------------------------===#
# Errors
#===----------------------------------------------------------------------===#


@pytest.mark.parametrize("line, message, col", [
    ("%0 = dtest.binary %arg0, %arg1 i32", "expected ':'", 35),
    ("%0 = dtest.binary %arg0 : i32", "custom op 'dtest.binary' number of operands and types do not match: "
                                      "got 1 operands and 2 types", 23),
    ("%0 = dtest.custom i32 <%arg0, %arg2>", "use of value '%arg2' expects different type than prior uses: "
                                             "'i32' vs 'index'", 35),
    ("%0 = dtest.paren(%arg2 %arg0", "expected ')'", 27),
    ("%0 = dtest.match %arg0 : index", None, None),
    ("dtest.enum medium B", "expected mode", 16),
    ("dtest.keyword \"n\" @s i8 -9223372036854775809 [1], %arg0",
     "integer constant out of range for attribute", 29),
    ("%0 = dtest.binary %arg0, %arg2 : i32", "use of value '%arg2' expects different type than prior uses: "
                                             "'i32' vs 'index'", 30),
])
def test_located_parse_errors(line, message, col):
    text = _body(line)
    if message is None:
        parse_module(text)
        return
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, "in.mlir")
    d = info.value.diagnostic
    assert d.message == message
    assert (d.location.line, d.location.col) == (3, col)


def test_definition_time_errors():
    with pytest.raises(FormatError, match="neither printed nor inferable"):
        define_op("dtest.bad1", arguments="AnyType:$x", results="AnyType:$r", format="$x attr-dict",
                  register=None)
    with pytest.raises(FormatError, match="not an operand, result"):
        define_op("dtest.bad2", arguments="I32:$x", format="$y attr-dict", register=None)
    with pytest.raises(FormatError, match="no anchor"):
        define_op("dtest.bad3", arguments="Optional<I32>:$x", format="(`a` $x)? attr-dict", register=None)
    with pytest.raises(KeyError, match="Nope"):
        define_op("dtest.bad4", arguments="I32:$x", format="custom<Nope>($x) attr-dict", register=None)
    with pytest.raises(KeyError, match="unknown type constraint"):
        define_op("dtest.bad5", arguments="NotAType:$x", register=None)


#===----------------------------------------------------------------------===#
# Invariants derived from the declaration
#===----------------------------------------------------------------------===#


@pytest.mark.parametrize("op, message", [
    ('%0 = "dtest.binary"(%arg0, %arg2) : (i32, index) -> i1',
     "'dtest.binary' op failed to verify that all of {lhs, rhs} have same type"),
    ('%0 = "dtest.binary"(%arg0, %arg1) : (i32, i32) -> i32',
     "'dtest.binary' op result #0 must be 1-bit signless integer, but got 'i32'"),
    ('%0 = "dtest.same"(%arg0, %arg2) : (i32, index) -> i32',
     "'dtest.same' op requires the same type for all operands and results"),
    ('"dtest.keyword"(%arg0) <{name = "n", sym = @s, t = i8, n = 1 : i32, dims = array<i64>}> : (i32) -> ()',
     "'dtest.keyword' op attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute"),
    ('"dtest.keyword"(%arg0) <{sym = @s, t = i8, n = 1, dims = array<i64>}> : (i32) -> ()',
     "'dtest.keyword' op requires attribute 'name'"),
    ('"dtest.seg"(%arg0) <{operandSegmentSizes = array<i32: 0, 2, 0>}> : (i32) -> ()',
     "'dtest.seg' op operand count (1) does not match with the total size (2) specified in attribute "
     "'operandSegmentSizes'"),
    ('%0 = "dtest.match"(%arg0) : (i32) -> i32', "'dtest.match' op failed to verify that result is index"),
    ('"dtest.enum"() <{mode = 7 : i32, bits = 1 : i32}> : () -> ()',
     "'dtest.enum' op attribute 'mode' failed to satisfy constraint: mode"),
])
def test_derived_invariants(op, message):
    with pytest.raises(DiagnosticError) as info:
        parse_module(_body(op))
    assert info.value.diagnostic.message == message


def test_infer_types_rule():
    define_op("dtest.infer", arguments="I32:$v, TypeAttr:$as", results="AnyType:$r", format="$v `as` $as attr-dict",
              type_rules=(InferTypes(lambda known, attrs: {"r": [attrs["as"].type]}, targets=("r",)),))
    module = parse_module(_body("%0 = dtest.infer %arg0 as f16"))
    op = next(op for op in module.walk() if op.name == "dtest.infer")
    assert str(op.results[0].type) == "f16"


def test_enum_values():
    spec = EnumAttrSpec("bits", {"A": 1, "B": 2, "AB": 3, "C": 4}, bits=True)
    assert spec.text_of(3) == "AB"
    assert spec.text_of(7) == "AB|C"
    assert spec.accepts(IntegerAttr(5, IntegerType(32)))
    assert not spec.accepts(IntegerAttr(8, IntegerType(32)))
    assert not spec.accepts(StringAttr("A"))


def test_keyword_literals_are_keywords():
    assert Literal("for").is_keyword and not Literal("->").is_keyword


#===----------------------------------------------------------------------===#
# More directives: prop-dict, regions/successors, defaults, stripped types
#===----------------------------------------------------------------------===#

define_op("dtest.propdict", arguments="I32:$v, OptionalAttr<I64Attr>:$n", format="$v prop-dict attr-dict")
define_op("dtest.defaults", arguments='I32:$v, DefaultValuedAttr<I64Attr, "7">:$n', format="$v attr-dict")
define_op("dtest.regions", arguments="I32:$v", regions="VariadicRegion<AnyRegion>:$bodies",
          format="$v regions attr-dict-with-keyword")
define_op("dtest.branch2", arguments="I1:$c", successors="AnySuccessor:$t, AnySuccessor:$f",
          format="$c `,` successors attr-dict", traits=(Terminator(),))


def test_prop_dict_and_defaults():
    text = _body("dtest.propdict %arg0 <{n = 3 : i64}> {z}\ndtest.defaults %arg0 {n = 8 : i64}\ndtest.defaults %arg0")
    assert _round_trip(text) == text
    module = parse_module(_body("dtest.defaults %arg0 {n = 7 : i64}"))
    # A default-valued attribute equal to its default is not printed.
    assert "dtest.defaults %arg0\n" in print_module(module)


def test_regions_and_successors_directives():
    text = ("module {\n  func.func @f(%arg0: i32, %arg1: i1) {\n    dtest.regions %arg0 {\n"
            "      dtest.yield\n    }, {\n      dtest.yield\n    } attributes {z}\n"
            "    dtest.branch2 %arg1, ^bb1, ^bb2\n  ^bb1:  // pred: ^bb0\n    return\n"
            "  ^bb2:  // pred: ^bb0\n    return\n  }\n}\n")
    assert _round_trip(text) == text
    module = parse_module(text)
    op = next(o for o in module.walk() if o.name == "dtest.regions")
    assert len(op.regions) == 2


def test_stripped_types_print_without_their_prefix():
    from dfx.syntax.declarative import TypeSpec, register_type
    register_type("Dtest_Box", TypeSpec("box", lambda t: getattr(t, "dialect", None) == "dtest", stripped="dtest.box"))
    define_op("dtest.unbox", arguments="Dtest_Box:$b", results="I32:$r", format="$b `:` type($b) attr-dict")
    define_op("dtest.unboxq", arguments="Dtest_Box:$b", results="I32:$r",
              format="$b `:` qualified(type($b)) attr-dict")
    text = ("module {\n  func.func @f(%arg0: !dtest.box<i32>) {\n    %0 = dtest.unbox %arg0 : <i32>\n"
            "    %1 = dtest.unboxq %arg0 : !dtest.box<i32>\n    return\n  }\n}\n")
    assert _round_trip(text) == text
