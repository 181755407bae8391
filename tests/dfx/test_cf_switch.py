"""`cf.switch`: custom syntax, generic form and successor operands."""

import dfx.dialects  # noqa: F401
from dfx.ir.traits import BranchOp
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

TEXT = """util.func public @f(%arg0: i1, %arg1: i1) -> i1 {
  %c1_i32 = arith.constant 1 : i32
  cf.switch %c1_i32 : i32, [
    default: ^bb1(%arg0 : i1),
    0: ^bb2(%arg1 : i1),
    -3: ^bb2(%arg0 : i1)
  ]
^bb1(%0: i1):
  util.return %0 : i1
^bb2(%1: i1):
  util.return %1 : i1
}
"""


def _switch(module):
    return next(op for op in module.walk() if op.name == "cf.switch")


def test_switch_successor_operands():
    module = parse_module(TEXT)
    op = _switch(module)
    trait = op.get_trait(BranchOp)
    args = op.parent.parent.blocks[0].arguments
    assert [trait.successor_operands(op, i) for i in range(3)] == [[args[0]], [args[1]], [args[0]]]


def test_switch_prints_like_mlir_opt():
    printed = print_module(parse_module(TEXT))
    # Negative case values print as unsigned integers of the flag's width, as mlir-opt does.
    assert "      4294967293: ^bb2(%arg0 : i1)\n    ]\n" in printed
    assert "    cf.switch %c1_i32 : i32, [\n      default: ^bb1(%arg0 : i1),\n      0: ^bb2(%arg1 : i1)," in printed
    again = print_module(parse_module(print_module(parse_module(TEXT), generic=True)))
    assert again == printed
