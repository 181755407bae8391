"""The parser: generic syntax, name resolution, types, attributes, aliases,
custom syntax of the generic dialects, scale."""

from __future__ import annotations

import sys

import pytest

import dfx.dialects  # noqa: F401
from dfx.ir import attributes as A
from dfx.ir.attributes import (ArrayAttr, DenseArrayAttr, DenseElementsAttr, DialectAttr, DialectType,
                               DictionaryAttr, FloatAttr, FloatType, FunctionType, IntegerAttr, IntegerType,
                               MemRefType, OpaqueBuiltinAttr, OpaqueBuiltinType, StringAttr, SymbolRefAttr,
                               TensorType, TupleType, TypeAttr, UnitAttr, VectorType, ComplexType, NoneType,
                               DIALECT_ATTRIBUTE_PARSERS, DIALECT_TYPE_PARSERS)
from dfx.ir import verify_links
from dfx.syntax.parser import Parser, parse_module
from dfx.syntax.attribute_parser import normalize_body_text
from dfx.ir.traits import (BranchOp, IsolatedFromAbove, RegionBranchOp, RegionBranchTerminator, ReturnLike,
                           TiedOp, operand_group)


def body(module):
    return module.regions[0].blocks[0]


def ops(module):
    return body(module).ops


def parse(text):
    m = parse_module(text, "t.mlir")
    verify_links(m)
    return m


def attr_of(text):
    """The attribute `a` of a generic op parsed from `{a = <text>}`."""
    return ops(parse('"t.x"() {a = ' + text + '} : () -> ()\n'))[0].attributes["a"]


def type_of(text):
    return ops(parse('"t.x"() : () -> ' + text + '\n'))[0].results[0].type


#===----------------------------------------------------------------------===#
# Generic syntax
#===----------------------------------------------------------------------===#


def test_generic_operation_fields():
    m = parse('%a:2 = "t.def"() : () -> (i32, i64)\n'
              '%r = "t.use"(%a#1, %a#0) <{p = 1 : i32}> {d = "x", u} : (i64, i32) -> f32 loc("elsewhere":9:9)\n')
    d, u = ops(m)
    assert d.name == "t.def" and [str(t) for t in d.result_types] == ["i32", "i64"]
    assert u.operands == [d.results[1], d.results[0]]
    assert u.properties == {"p": IntegerAttr(1, A.i32)}
    assert u.attributes == {"d": StringAttr("x"), "u": UnitAttr()}
    assert u.result_types == [A.f32]
    # The location is where we parsed the op, not the loc(...) contents.
    assert (u.location.file, u.location.line, u.location.col) == ("t.mlir", 2, 6)
    assert d.results[0].name_hint == "a"


def test_multiple_result_groups():
    m = parse('%a, %b:2 = "t.def"() : () -> (i1, i8, i16)\n"t.use"(%a, %b#0, %b#1) : (i1, i8, i16) -> ()\n')
    d, u = ops(m)
    assert u.operands == d.results


def test_implicit_module_wraps_top_level_ops():
    m = parse('"t.a"() : () -> ()\n"t.b"() : () -> ()\n')
    assert m.name == "builtin.module"
    assert [o.name for o in ops(m)] == ["t.a", "t.b"]


def test_single_explicit_module_is_returned_itself():
    m = parse('module @m attributes {x.y = 1 : i32} {\n  "t.a"() : () -> ()\n}\n')
    assert m.name == "builtin.module"
    assert m.get_attr("sym_name") == StringAttr("m")
    assert m.attributes == {"x.y": IntegerAttr(1, A.i32)}
    assert [o.name for o in ops(m)] == ["t.a"]
    assert m.parent is None


def test_two_modules_are_wrapped():
    m = parse("module {\n}\nmodule {\n}\n")
    assert [o.name for o in ops(m)] == ["builtin.module", "builtin.module"]
    assert all(len(o.regions[0].blocks) == 1 for o in ops(m))


def test_generic_module_form():
    m = parse('"builtin.module"() ({\n^bb0:\n  "t.a"() : () -> ()\n}) : () -> ()\n')
    assert m.name == "builtin.module" and [o.name for o in ops(m)] == ["t.a"]


def test_regions_blocks_and_successors():
    m = parse('"t.region"() ({\n'
              '^bb0(%x: i32):\n'
              '  "t.br"(%x)[^bb2] : (i32) -> ()\n'
              '^bb1:\n'
              '  "t.ret"(%y) : (i32) -> ()\n'
              '^bb2(%y: i32):\n'
              '  "t.br"(%y)[^bb1] : (i32) -> ()\n'
              '}) : () -> ()\n')
    (r,) = ops(m)
    b0, b1, b2 = r.regions[0].blocks
    assert [str(a.type) for a in b0.arguments] == ["i32"]
    br0 = b0.first_op
    assert br0.successors == [b2] and br0.operands == [b0.arguments[0]]
    # A forward reference across blocks resolves to the block argument.
    assert b1.first_op.operands == [b2.arguments[0]]
    assert b2.first_op.successors == [b1]
    assert b1.predecessors == [b2] and b2.predecessors == [b0]
    assert b2.label_hint == "bb2"


def test_legacy_generic_successor_operands():
    m = parse('"t.r"() ({\n  %c = "t.c"() : () -> i32\n  "t.br"()[^bb1(%c : i32)] : () -> ()\n'
              '^bb1(%x: i32):\n  "t.end"(%x) : (i32) -> ()\n}) : () -> ()\n')
    b0, b1 = ops(m)[0].regions[0].blocks
    br = b0.last_op
    assert br.successors == [b1] and br.operands == [b0.first_op.results[0]]


def test_forward_reference_within_block_and_use_lists():
    m = parse('"t.use"(%v, %v) : (i32, i32) -> ()\n%v = "t.def"() : () -> i32\n')
    use, d = ops(m)
    assert use.operands == [d.results[0], d.results[0]]
    assert [(u.owner, u.index) for u in d.results[0].uses] == [(use, 1), (use, 0)]


def test_forward_reference_into_enclosing_region():
    m = parse('"t.wrap"() ({\n  "t.use"(%late) : (i32) -> ()\n}) : () -> ()\n%late = "t.def"() : () -> i32\n')
    w, d = ops(m)
    assert w.regions[0].blocks[0].first_op.operands == [d.results[0]]


def test_nested_region_sees_outer_values_but_siblings_can_reuse_names():
    m = parse('%o = "t.def"() : () -> i32\n'
              '"t.two"() ({\n  %n = "t.d"() : () -> i32\n  "t.u"(%o) : (i32) -> ()\n'
              '}, {\n  %n = "t.d"() : () -> i64\n}) : () -> ()\n'
              '%n = "t.d"() : () -> f32\n')
    d, two, n = ops(m)
    assert two.regions[0].blocks[0].ops[1].operands == [d.results[0]]


def test_isolated_region_cannot_see_outer_values():
    from dfx.ir.diagnostics import DiagnosticError
    text = ('%o = "t.def"() : () -> i32\n'
            'func.func @f() {\n  "t.u"(%o) : (i32) -> ()\n  return\n}\n')
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, "t.mlir")
    assert info.value.message == "use of undeclared SSA value name"
    assert (info.value.location.line, info.value.location.col) == (3, 9)


def test_generic_form_inherent_attributes():
    # As mlir-opt: an op with properties takes its inherent attributes from
    # the attribute dictionary of the generic form too (`<{value = 3 : i32}>
    # {other}` when printed back).
    m = parse('%0 = "arith.constant"() {value = 3 : i32, other} : () -> i32\n')
    (c,) = ops(m)
    assert c.properties == {"value": IntegerAttr(3, A.i32)}
    assert c.attributes == {"other": UnitAttr()}
    # Ops of dialects without properties in IREE 3.2.0 (hal) keep them where
    # written, so both releases' generic forms round-trip.
    import stream_affinity  # noqa: F401  (registers hal)
    m = parse('%0 = "hal.element_type"() {type = f32, other} : () -> i32\n')
    (c,) = ops(m)
    assert c.properties == {} and set(c.attributes) == {"type", "other"} and c.form == "seed"
    m = parse('%0 = "hal.element_type"() <{type = f32}> {other} : () -> i32\n')
    (c,) = ops(m)
    assert set(c.properties) == {"type"} and set(c.attributes) == {"other"} and c.form == "current"


def test_loc_forms_are_dropped():
    m = parse('"t.a"() : () -> () loc(fused["a", "b":1:2, callsite("f" at "g":3:4)])\n'
              '"t.b"() : () -> () loc(unknown)\n'
              '"t.c"() : () -> () loc(#loc3)\n')
    assert [o.location.line for o in ops(m)] == [1, 2, 3]


def test_block_argument_locations_are_accepted():
    m = parse('"t.r"() ({\n^bb0(%a: i32 loc("x":1:1), %b: i64):\n  "t.y"(%a) : (i32) -> ()\n}) : () -> ()\n')
    assert len(ops(m)[0].regions[0].blocks[0].arguments) == 2


def test_empty_region_has_no_block():
    m = parse('"t.x"() ({\n}, {\n^bb0:\n}) : () -> ()\n')
    (x,) = ops(m)
    assert x.regions[0].blocks == [] and len(x.regions[1].blocks) == 1


def test_line_offset_applies_to_locations():
    m = parse_module('\n\n"t.x"() : () -> ()\n', "f.mlir", line_offset=10)
    assert ops(m)[0].location.line == 13
    assert m.location.line == 11


#===----------------------------------------------------------------------===#
# Types
#===----------------------------------------------------------------------===#


@pytest.mark.parametrize("text,expected", [
    ("i32", IntegerType(32)), ("si8", IntegerType(8, "s")), ("ui64", IntegerType(64, "u")),
    ("index", A.index), ("f16", FloatType("f16")), ("bf16", FloatType("bf16")), ("f8E4M3FN", FloatType("f8E4M3FN")),
    ("none", NoneType()), ("complex<f32>", ComplexType(A.f32)),
    ("tensor<4x?xf32>", TensorType((4, None), A.f32)),
    ("tensor<*xi8>", TensorType(None, A.i8)),
    ("tensor<f32>", TensorType((), A.f32)),
    ("tensor<0xi32>", TensorType((0,), A.i32)),
    ("tensor<?x4xf32, #foo.enc>", TensorType((None, 4), A.f32, DialectAttr("foo", "enc"))),
    ("tensor<2xcomplex<f32>>", TensorType((2,), ComplexType(A.f32))),
    ("vector<[4]x2xf32>", VectorType("[4]x2x", A.f32)),
    ("memref<4x?xf32, strided<[?, 1], offset: ?>>", MemRefType("4x?xf32, strided<[?, 1], offset: ?>")),
    ("tuple<i32, f32>", TupleType((A.i32, A.f32))), ("tuple<>", TupleType(())),
    ("!hal.buffer_view", DialectType("hal", "buffer_view")),
    ("!stream.resource<transient>", DialectType("stream", "resource", "transient")),
    ("!foo.bar<  a,b  >", DialectType("foo", "bar", "a, b")),
    ('!foo<"x">', OpaqueBuiltinType('!foo<"x">')),
])
def test_types(text, expected):
    assert type_of(text) == expected


def test_function_types():
    assert type_of("((i32) -> i64)") == FunctionType((A.i32,), (A.i64,))
    (x,) = ops(parse('"t.x"() : () -> ((i32) -> (i1, i8))\n'))
    assert x.results[0].type == FunctionType((A.i32,), (A.i1, A.i8))


#===----------------------------------------------------------------------===#
# Attributes
#===----------------------------------------------------------------------===#


@pytest.mark.parametrize("text,expected", [
    ("1", IntegerAttr(1, A.i64)), ("-7 : i8", IntegerAttr(-7, A.i8)), ("3 : index", IntegerAttr(3, A.index)),
    ("true", IntegerAttr(1, A.i1)), ("false", IntegerAttr(0, A.i1)),
    ("1.5", FloatAttr(1.5)), ("-2.0 : f32", FloatAttr(-2.0, A.f32)), ("2.0 : f16", FloatAttr(2.0, FloatType("f16"))),
    ("0x3FC00000 : f32", FloatAttr(1.5, A.f32)),
    ('"s\\22"', StringAttr('s"')), ("unit", UnitAttr()),
    ("[1, [true], []]", ArrayAttr((IntegerAttr(1), ArrayAttr((IntegerAttr(1, A.i1),)), ArrayAttr()))),
    ("{b = 1, a}", DictionaryAttr((("a", UnitAttr()), ("b", IntegerAttr(1))))),
    ('{"q r" = 2}', DictionaryAttr((("q r", IntegerAttr(2)),))),
    ("@a::@b::@c", SymbolRefAttr("a", ("b", "c"))), ('@"x y"', SymbolRefAttr("x y")),
    ("i32", TypeAttr(A.i32)), ("!hal.device", TypeAttr(DialectType("hal", "device"))),
    ("(i32) -> ()", TypeAttr(FunctionType((A.i32,), ()))),
    ("array<i32: 1, -2>", DenseArrayAttr(A.i32, (1, -2))), ("array<f32>", DenseArrayAttr(A.f32, ())),
    ("array<f32: 1.5, 2.0>", DenseArrayAttr(A.f32, (1.5, 2.0))),
    ("dense<[1, 2]> : tensor<2xi32>", DenseElementsAttr("[1, 2]", TensorType((2,), A.i32))),
    ("dense<[1, 1]> : tensor<2xi32>", DenseElementsAttr("1", TensorType((2,), A.i32))),
    ("dense<[1.0, 2.5]> : tensor<2xf32>", DenseElementsAttr("[1.000000e+00, 2.500000e+00]", TensorType((2,), A.f32))),
    ("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", DenseElementsAttr("[[1, 2], [3, 4]]", TensorType((2, 2), A.i8))),
    ("dense<true> : tensor<2xi1>", DenseElementsAttr("true", TensorType((2,), A.i1))),
    ('dense<"0x0102"> : tensor<2xi8>', DenseElementsAttr('"0x0102"', TensorType((2,), A.i8))),
    ("affine_map<(d0, d1) ->   (d1)>", OpaqueBuiltinAttr("affine_map<(d0, d1) -> (d1)>")),
    ("#xq.device.promise<@dev_a>", DialectAttr("xq", "device.promise", "@dev_a")),
    ("#foo.bar", DialectAttr("foo", "bar")),
    ("#foo.bar<1> : i32", DialectAttr("foo", "bar", "1", A.i32)),
    ('#foo<"x">', OpaqueBuiltinAttr('#foo<"x">')),
])
def test_attributes(text, expected):
    assert attr_of(text) == expected


def test_registered_dialect_attribute_parser_is_called_after_the_name():
    seen = []

    def parse_thing(p):
        seen.append(p.peek_punctuation("<"))
        body = p.parse_angle_body()
        return StringAttr("thing:" + body)

    DIALECT_ATTRIBUTE_PARSERS["xtest.thing"] = parse_thing
    try:
        assert attr_of("#xtest.thing<1,2>") == StringAttr("thing:1, 2")
        assert seen == [True]
    finally:
        del DIALECT_ATTRIBUTE_PARSERS["xtest.thing"]


def test_registered_dialect_type_parser_is_called_after_the_name():
    def parse_ty(p):
        p.parse_punctuation("<")
        n = p.parse_integer()
        p.parse_punctuation(">")
        return DialectType("xtest", "ty", str(n * 2))

    DIALECT_TYPE_PARSERS["xtest.ty"] = parse_ty
    try:
        assert type_of("!xtest.ty<21>") == DialectType("xtest", "ty", "42")
    finally:
        del DIALECT_TYPE_PARSERS["xtest.ty"]


def test_normalize_body_text():
    assert normalize_body_text('  a ,b<( x ) >  "s  ,t" ') == 'a, b<(x)> "s  ,t"'
    assert normalize_body_text("(d0)->(d0)") == "(d0)->(d0)"
    assert normalize_body_text("#m, !t", lambda tok: tok.upper()) == "#M, !T"


#===----------------------------------------------------------------------===#
# Aliases
#===----------------------------------------------------------------------===#


def test_aliases_defined_before_and_after_use():
    m = parse('#before = #hal.device.affinity<@d>\n'
              '"t.x"() {a = #before, b = #after, c = [#after]} : () -> !ty\n'
              '#after = affine_map<(d0) -> (d0)>\n'
              '!ty = tensor<4xf32>\n')
    (x,) = ops(m)
    assert x.attributes["b"] == OpaqueBuiltinAttr("affine_map<(d0) -> (d0)>")
    assert x.attributes["c"] == ArrayAttr((OpaqueBuiltinAttr("affine_map<(d0) -> (d0)>"),))
    assert x.results[0].type == TensorType((4,), A.f32)
    assert str(x.attributes["a"]) == "#hal.device.affinity<@d>"


def test_alias_used_inside_dialect_body_is_expanded():
    m = parse('#target = #hal.executable.target<"llvm-cpu", "x">\n'
              '#dev = #hal.device.target<"local", [#target]> : !hal.device\n'
              '"t.x"() {a = #dev} : () -> ()\n')
    assert str(ops(m)[0].attributes["a"]) == \
        '#hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "x">]> : !hal.device'


#===----------------------------------------------------------------------===#
# Custom syntax of the generic dialects
#===----------------------------------------------------------------------===#


def test_func_with_argument_and_result_attributes_and_default_dialect():
    m = parse('func.func public @f(%x: i32, %t: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@a>})'
              ' -> (tensor<4xf32> {r.s}) attributes {q} {\n'
              '  %0 = call @f(%x, %t) : (i32, tensor<4xf32>) -> tensor<4xf32>\n'
              '  return %0 : tensor<4xf32>\n}\n'
              'func.func private @decl(i32) -> i1\n')
    f, decl = ops(m)
    assert f.properties["sym_name"] == StringAttr("f")
    assert f.properties["sym_visibility"] == StringAttr("public")
    assert f.properties["function_type"] == TypeAttr(FunctionType((A.i32, TensorType((4,), A.f32)),
                                                                  (TensorType((4,), A.f32),)))
    assert len(f.properties["arg_attrs"]) == 2 and f.properties["arg_attrs"][0] == DictionaryAttr()
    assert f.attributes == {"q": UnitAttr()}
    call, ret = f.regions[0].blocks[0].ops
    assert call.name == "func.call" and ret.name == "func.return"
    assert call.properties["callee"] == SymbolRefAttr("f")
    assert call.operands == f.regions[0].blocks[0].arguments
    assert f.has_trait(IsolatedFromAbove)
    assert decl.regions[0].blocks == []


def test_util_func_tied_results_and_calls():
    m = parse('util.func private @callee(%a: tensor<1xi32>, %b: i32) -> (%a, tensor<1xi32>, %a as tensor<1xi8>)\n'
              'util.func public @caller(%x: tensor<1xi32>, %y: i32) -> %x {\n'
              '  %r:3 = util.call @callee(%x, %y) : (tensor<1xi32>, i32) -> (%x, tensor<1xi32>, %x as tensor<1xi8>)\n'
              '  util.return %x : tensor<1xi32>\n}\n')
    callee, caller = ops(m)
    assert [e.value for e in callee.properties["tied_operands"]] == [0, -1, 0]
    assert callee.properties["tied_operands"][0].type == A.index
    call = caller.regions[0].blocks[0].first_op
    tied = call.get_trait(TiedOp)
    assert tied.tied_operand(call, 0) is call.operand(0)
    assert tied.tied_operand(call, 1) is None
    assert call.results[2].type == TensorType((1,), A.i8)


def test_util_globals():
    m = parse('util.global private mutable @g {stream.affinity = #xq.device.promise<@a>} : tensor<1xi32>\n'
              'util.global private @h = dense<1> : tensor<1xi32>\n'
              'util.global @d = #hal.device.target<"local"> : !hal.device\n'
              'util.initializer {\n  %0 = util.global.load @h : tensor<1xi32>\n'
              '  util.global.store %0, @g : tensor<1xi32>\n  util.return\n}\n')
    g, h, d, init = ops(m)
    assert g.properties["is_mutable"] == UnitAttr() and g.attributes["stream.affinity"].name == "device.promise"
    assert h.properties["type"] == TypeAttr(TensorType((1,), A.i32))
    assert d.properties["type"] == TypeAttr(DialectType("hal", "device"))
    assert init.properties["function_type"] == TypeAttr(FunctionType((), ()))


def test_scf_for_structure_and_edges():
    m = parse('func.func @f(%init: i32) -> i32 {\n'
              '  %c0 = arith.constant 0 : index\n  %c4 = arith.constant 4 : index\n'
              '  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%acc = %init) -> i32 {\n'
              '    %n = arith.addi %acc, %acc : i32\n    scf.yield %n : i32\n  }\n'
              '  return %r : i32\n}\n')
    f = ops(m)[0]
    loop = f.regions[0].blocks[0].ops[2]
    rb = loop.get_trait(RegionBranchOp)
    body_args = loop.regions[0].blocks[0].arguments
    entry = rb.entry_edges(loop)
    assert [(e.target, e.operand_indices, e.inputs) for e in entry] == [
        (0, (3,), (body_args[1],)), (None, (3,), (loop.results[0],))]
    y = loop.regions[0].blocks[0].last_op
    assert y.has_trait(ReturnLike) and y.get_trait(RegionBranchTerminator).forwarded_range(y) == (0, 1)
    assert [(e.target, e.operand_indices, e.inputs) for e in rb.terminator_edges(loop, y)] == [
        (0, (0,), (body_args[1],)), (None, (0,), (loop.results[0],))]


def test_scf_if_implicit_yield_and_edges():
    m = parse('func.func @f(%c: i1) {\n  scf.if %c {\n    "t.x"() : () -> ()\n  }\n  return\n}\n')
    s = ops(m)[0].regions[0].blocks[0].first_op
    assert [o.name for o in s.regions[0].blocks[0].ops] == ["t.x", "scf.yield"]
    assert s.regions[1].blocks == []
    rb = s.get_trait(RegionBranchOp)
    assert [(e.target, e.inputs) for e in rb.entry_edges(s)] == [(0, ()), (None, ())]


def test_scf_while_edges():
    m = parse('func.func @f(%x: i32) -> i32 {\n'
              '  %w = scf.while (%a = %x) : (i32) -> i32 {\n'
              '    %t = arith.constant true\n    scf.condition(%t) %a : i32\n'
              '  } do {\n  ^bb0(%b: i32):\n    scf.yield %b : i32\n  } attributes {tag}\n'
              '  return %w : i32\n}\n')
    w = ops(m)[0].regions[0].blocks[0].first_op
    before = w.regions[0].blocks[0]
    after = w.regions[1].blocks[0]
    assert w.attributes == {"tag": UnitAttr()}
    rb = w.get_trait(RegionBranchOp)
    assert [(e.target, e.operand_indices, e.inputs) for e in rb.entry_edges(w)] == [
        (0, (0,), tuple(before.arguments))]
    cond = before.last_op
    assert not cond.has_trait(ReturnLike)
    assert [(e.target, e.operand_indices, e.inputs) for e in rb.terminator_edges(w, cond)] == [
        (1, (1,), tuple(after.arguments)), (None, (1,), tuple(w.results))]
    assert [(e.target, e.operand_indices, e.inputs) for e in rb.terminator_edges(w, after.last_op)] == [
        (0, (0,), tuple(before.arguments))]


def test_cf_branches():
    m = parse('func.func @f(%c: i1, %x: i32) -> i32 {\n'
              '  cf.cond_br %c, ^bb1(%x : i32), ^bb2\n'
              '^bb1(%a: i32):\n  cf.br ^bb2\n^bb2:\n  cf.assert %c, "boom \\22!\\22"\n  return %x : i32\n}\n')
    f = ops(m)[0]
    b0, b1, b2 = f.regions[0].blocks
    cb = b0.last_op
    assert cb.successors == [b1, b2]
    assert operand_group(cb, "trueDestOperands") == [f.regions[0].blocks[0].arguments[1]]
    assert cb.get_trait(BranchOp).successor_operands(cb, 1) == []
    assert b2.first_op.properties["msg"] == StringAttr('boom "!"')


def test_arith_ops():
    m = parse('func.func @f(%a: i32, %b: f32, %t: tensor<2xi32>) {\n'
              '  %0 = arith.addi %a, %a overflow<nsw> : i32\n'
              '  %1 = arith.cmpi slt, %a, %a : i32\n'
              '  %2 = arith.select %1, %a, %a : i32\n'
              '  %3 = arith.index_cast %a : i32 to index\n'
              '  %4 = arith.mulf %b, %b fastmath<fast> : f32\n'
              '  %5 = arith.cmpi eq, %t, %t : tensor<2xi32>\n'
              '  return\n}\n')
    add, cmp, sel, cast, mul, tcmp, _ = ops(m)[0].regions[0].blocks[0].ops
    assert add.properties["overflowFlags"] == DialectAttr("arith", "overflow", "nsw")
    assert cmp.properties["predicate"] == IntegerAttr(2, A.i64) and cmp.results[0].type == A.i1
    assert sel.operands[0] is cmp.results[0]
    assert cast.results[0].type == A.index
    assert mul.properties["fastmath"] == DialectAttr("arith", "fastmath", "fast")
    assert tcmp.results[0].type == TensorType((2,), A.i1)


#===----------------------------------------------------------------------===#
# Scale: no recursion that grows with the number of ops
#===----------------------------------------------------------------------===#


def test_100k_op_function_parses_with_a_tiny_recursion_limit():
    n = 100_000
    lines = ["func.func @big(%arg0: i32) -> i32 {"]
    prev = "%arg0"
    for i in range(n):
        lines.append(f"  %{i} = arith.addi {prev}, %arg0 : i32")
        prev = f"%{i}"
    lines.append(f"  return {prev} : i32\n}}\n")
    text = "\n".join(lines)
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(200)
    try:
        m = parse_module(text, "big.mlir")
    finally:
        sys.setrecursionlimit(old)
    f = ops(m)[0]
    assert len(f.regions[0].blocks[0]) == n + 1


def test_deep_region_nesting():
    depth = 40
    text = "func.func @f(%c: i1) {\n" + "scf.if %c {\n" * depth + "}\n" * depth + "return\n}\n"
    m = parse(text)
    op = ops(m)[0]
    for _ in range(depth):
        op = op.regions[0].blocks[0].first_op
        assert op.name == "scf.if"


def test_custom_parser_api_surface():
    """The contract methods of docs/custom-syntax-api.md exist."""
    for name in ["location", "error", "parse_punctuation", "parse_optional_punctuation", "parse_keyword",
                 "parse_optional_keyword", "parse_optional_bare_id", "parse_operand", "parse_optional_operand",
                 "parse_operand_list", "parse_type", "parse_optional_type", "parse_type_list", "parse_attribute",
                 "parse_optional_attribute", "parse_optional_attr_dict", "parse_optional_attr_dict_with_keyword",
                 "add_attr_dict", "parse_symbol_name", "parse_optional_symbol_name", "parse_symbol_ref",
                 "parse_optional_symbol_ref", "parse_integer", "parse_optional_integer", "parse_string",
                 "parse_optional_string", "parse_comma_separated_list", "parse_argument",
                 "parse_optional_argument", "parse_region", "parse_optional_region", "parse_successor",
                 "parse_optional_successor", "parse_dynamic_dims", "resolve_operand"]:
        assert callable(getattr(Parser, name)), name
    p = Parser("%x", "f")
    assert p.num_results == 0


def test_comma_separated_list_delimiters():
    p = Parser("(1, 2) [] <3> 4, 5 {6}", "f")
    assert p.parse_comma_separated_list("paren", p.parse_integer) == [1, 2]
    assert p.parse_comma_separated_list("optional_square", p.parse_integer) == []
    assert p.parse_comma_separated_list("optional_paren", p.parse_integer) is None
    assert p.parse_comma_separated_list("angle", p.parse_integer) == [3]
    assert p.parse_comma_separated_list("none", p.parse_integer) == [4, 5]
    assert p.parse_comma_separated_list("brace", p.parse_integer) == [6]
