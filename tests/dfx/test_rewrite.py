"""dfx.rewrite: 1:N type conversion through blocks, calls and regions, the
conversion driver's errors and order, and the canonicalizer subset."""

import pytest

import dfx.dialects  # noqa: F401
from dfx.ir.attributes import IndexType, TensorType
from dfx.ir.links import verify_links
from dfx.rewrite import Conversion, ConversionError, TypeConverter, canonicalize, register_folder
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

INDEX = IndexType()


def _converter():
    tc = TypeConverter()
    tc.add_rule(lambda t: [INDEX, INDEX] if isinstance(t, TensorType) else None)
    return tc


def _flatten(op, operands, rw):
    op.set_operands([v for vs in operands for v in vs])
    return True


def _conversion():
    """Tensors become two index values; util.func, util.return, cf.br and
    util.call are converted structurally."""
    tc = _converter()

    def legal(op):
        return all(tc.is_legal(v.type) for v in op.operands) and all(tc.is_legal(t) for t in op.result_types)

    cv = Conversion(tc, is_legal=legal)

    def func(op, operands, rw):
        ft = op.get_attr("function_type")
        from dfx.ir.attributes import TypeAttr
        op.properties["function_type"] = TypeAttr(tc.convert_function_type(ft.type))
        return True

    def call(op, operands, rw):
        new = rw.create("util.call", [v for vs in operands for v in vs], tc.convert_all(op.result_types),
                        dict(op.properties))
        rw.replace_values(op, new.results)
        return True

    cv.add_pattern("util.func", func)
    cv.add_pattern("util.return", _flatten)
    cv.add_pattern("cf.br", _flatten)
    cv.add_pattern("util.call", call)
    return cv


def test_one_to_two_through_blocks_and_calls():
    module = parse_module("""
util.func private @callee(%a: tensor<4xf32>, %b: i1) -> (tensor<4xf32>, i1) {
  util.return %a, %b : tensor<4xf32>, i1
}
util.func public @f(%a: tensor<4xf32>, %b: i1) -> (tensor<4xf32>, i1) {
  cf.br ^bb1(%a, %b : tensor<4xf32>, i1)
^bb1(%x: tensor<4xf32>, %y: i1):
  %r:2 = util.call @callee(%x, %y) : (tensor<4xf32>, i1) -> (tensor<4xf32>, i1)
  util.return %r#0, %r#1 : tensor<4xf32>, i1
}
""")
    _conversion().run(module)
    verify_links(module)
    text = print_module(module)
    assert "util.func public @f(%arg0: index, %arg1: index, %arg2: i1) -> (index, index, i1)" in text
    assert "cf.br ^bb1(%arg0, %arg1, %arg2 : index, index, i1)" in text
    assert "^bb1(%0: index, %1: index, %2: i1):" in text
    assert ("%3:3 = util.call @callee(%0, %1, %2) : (index, index, i1) -> (index, index, i1)" in text)
    assert "util.return %3#0, %3#1, %3#2 : index, index, i1" in text
    assert "tensor" not in text


def test_illegal_op_without_pattern_is_a_located_error():
    module = parse_module("""
util.func public @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
""", filename="in.mlir")
    with pytest.raises(ConversionError) as e:
        _conversion().run(module)
    assert "failed to legalize operation 'arith.addf'" in str(e.value)
    assert (e.value.location.line, e.value.location.col) == (3, 8)


def test_patterns_visit_parents_before_bodies_in_program_order():
    module = parse_module("""
util.func public @f(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.constant 2 : i32
    scf.yield %2 : i32
  }
  util.return %0 : i32
}
""")
    seen = []
    cv = Conversion(TypeConverter(), is_legal=lambda op: True)
    for name in ("scf.if", "arith.constant", "scf.yield", "util.return"):
        cv.add_pattern(name, lambda op, operands, rw: seen.append(op.name) or False)
    cv.run(module)
    assert seen == ["scf.if", "arith.constant", "scf.yield", "arith.constant", "scf.yield", "util.return"]


def test_canonicalize_uniques_and_hoists_constants_and_drops_dead_code():
    module = parse_module("""
util.func public @f(%a: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %a, %c0 : index
  %c4 = arith.constant 4 : index
  %c0_0 = arith.constant 0 : index
  %dead = arith.constant 7 : index
  %1 = arith.addi %0, %c4 : index
  %2 = arith.addi %1, %c0_0 : index
  util.return %1, %2 : index, index
}
""")
    canonicalize(module)
    verify_links(module)
    body = print_module(module).splitlines()[2:7]
    assert [line.strip() for line in body] == [
        "%c4 = arith.constant 4 : index",
        "%c0 = arith.constant 0 : index",
        "%0 = arith.addi %arg0, %c0 : index",
        "%1 = arith.addi %0, %c4 : index",
        "%2 = arith.addi %1, %c0 : index",
    ]
    assert "arith.constant 7" not in print_module(module)


def test_canonicalize_applies_registered_folders():
    module = parse_module("""
util.func public @f(%a: index) -> index {
  %0 = test.identity %a : index
  util.return %0 : index
}
""".replace("test.identity %a : index", '"test.identity"(%a) : (index) -> index'))
    from dfx.rewrite.canonicalize import FOLDERS
    register_folder("test.identity", lambda op: [op.operand(0)])
    try:
        canonicalize(module)
    finally:
        FOLDERS.pop("test.identity", None)
    assert "util.return %arg0 : index" in print_module(module)
    assert "test.identity" not in print_module(module)


def test_illegal_op_folds_before_patterns():
    module = parse_module("""
util.func public @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.same"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
""")
    from dfx.rewrite.canonicalize import FOLDERS
    register_folder("test.same", lambda op: [op.operand(0)])
    try:
        _conversion().run(module)
    finally:
        FOLDERS.pop("test.same", None)
    text = print_module(module)
    assert "test.same" not in text
    assert "util.return %arg0, %arg1 : index, index" in text
