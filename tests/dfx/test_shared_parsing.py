"""Fast paths added for large programs give the same answers as the general
code: compact tensor types and symbol references parsed once per distinct
text, and `operand_groups` reading all operand groups at once."""

import pytest

from dfx.ir.attributes import DenseArrayAttr, SymbolRefAttr, TensorType, i32
from dfx.ir import OP_DEFS, OpDef, Operation, Value, register_op
from dfx.syntax.parser import Parser
from dfx.ir.traits import OperandSegments, operand_group, operand_groups


def _parse_type(text):
    return Parser(text).parse_type()


@pytest.mark.parametrize("text", ["tensor<4xf32>", "tensor<?x4x?xi8>", "tensor<f16>", "tensor<4x f32>",
                                  "tensor<*xf32>", "tensor<4xf32, \"enc\">", "tensor<0x1xindex>"])
def test_compact_tensor_types_match_the_general_parse(text):
    p = Parser(f"{text} {text} @x")
    first = p.parse_type()
    second = p.parse_type()
    assert first == second
    assert str(first) == str(second)
    assert p.parse_symbol_ref() == SymbolRefAttr("x")


def test_compact_tensor_types_are_shared_within_a_parse():
    p = Parser("tensor<4xf32> tensor<4xf32>")
    assert p.parse_type() is p.parse_type()


@pytest.mark.parametrize("text,expected", [
    ("@a", SymbolRefAttr("a")),
    ("@a::@b::@c", SymbolRefAttr("a", ("b", "c"))),
    ("@a :: @b", SymbolRefAttr("a", ("b",))),
    ('@a::@"b c"', SymbolRefAttr("a", ("b c",))),
    ('@"q"::@b', SymbolRefAttr("q", ("b",))),
    ("@a.b-c$d::@e", SymbolRefAttr("a.b-c$d", ("e",))),
])
def test_symbol_refs(text, expected):
    p = Parser(text + " , )")
    assert p.parse_symbol_ref() == expected
    p.parse_punctuation(",")
    assert p.peek_punctuation(")")


def test_operand_groups_agree_with_operand_group():
    name = "test.segmented_groups"
    if name not in OP_DEFS:
        register_op(OpDef(name, traits=(OperandSegments(("a", "b", "c")),)))
    values = [Value(i32) for _ in range(5)]
    for sizes in [(1, 3, 1), (0, 5, 0), (2, 0, 3), None, (1, 4)]:
        props = {} if sizes is None else {"operandSegmentSizes": DenseArrayAttr(i32, sizes)}
        op = Operation(name, values, properties=props)
        names = ("c", "a", "b")
        assert operand_groups(op, names) == [operand_group(op, n) for n in names]
        with pytest.raises(ValueError):
            operand_groups(op, ("zzz",))
    plain = Operation("test.unknown_plain", values)
    assert operand_groups(plain, ("x", "y")) == [operand_group(plain, "x"), operand_group(plain, "y")]
