"""Tests for dfx.analysis.position: identity, text forms and the helpers (SPEC 3.3)."""

from __future__ import annotations

import pytest

from dfx.ir.attributes import FunctionType, StringAttr, TypeAttr, i32, index
from dfx.ir import OP_DEFS, REGISTERED_DIALECTS, Block, OpDef, Operation, Region, Value, register_op
from dfx.analysis.position import (DEFAULT_NAMING, Naming, Position, PositionKind, arg_positions,
                                   positions_from_values, returned_value_positions)
from dfx.ir.traits import FunctionLike, RegionBranchOp, RegionEdge, Terminator

DIALECT = "dfxpostest"


class _ToParent(RegionBranchOp):
    """Every terminator returns its operands to the parent's results."""

    def entry_edges(self, op):
        return [RegionEdge(i, (), ()) for i in range(len(op.regions))]

    def terminator_edges(self, op, terminator):
        return [RegionEdge(None, tuple(range(terminator.num_operands)), tuple(op.results))]


class _Loop(RegionBranchOp):
    """Region 0 only branches back to itself."""

    def entry_edges(self, op):
        return [RegionEdge(0, (), ())]

    def terminator_edges(self, op, terminator):
        return [RegionEdge(0, (), ())]


@pytest.fixture(scope="module", autouse=True)
def test_ops():
    names = []
    for name, traits in ((f"{DIALECT}.if", (_ToParent(),)), (f"{DIALECT}.loop", (_Loop(),)),
                         (f"{DIALECT}.yield", (Terminator(),)), (f"{DIALECT}.func", (FunctionLike(),)),
                         (f"{DIALECT}.plain", ())):
        register_op(OpDef(name, traits=traits))
        names.append(name)
    yield
    for name in names:
        OP_DEFS.pop(name, None)
    REGISTERED_DIALECTS.discard(DIALECT)


def make_region_op(name, n_results=2, block_args=(i32, index)):
    block = Block(list(block_args))
    op = Operation(f"{DIALECT}.{name}", result_types=[i32] * n_results, regions=[Region([block])])
    block.append(Operation(f"{DIALECT}.yield", operands=list(block.arguments)))
    return op


def make_func(sym="f", results=(i32, i32)):
    block = Block([i32])
    ft = FunctionType((i32,), tuple(results))
    op = Operation(f"{DIALECT}.func", regions=[Region([block])],
                   properties={"sym_name": StringAttr(sym), "function_type": TypeAttr(ft)})
    return op


#===----------------------------------------------------------------------===#
# Identity
#===----------------------------------------------------------------------===#


def test_value_positions_compare_by_identity():
    a = Value(i32, "a")
    b = Value(i32, "a")          # structurally identical, different object
    pa1, pa2 = Position.for_value(a), Position.for_value(a)
    assert pa1 == pa2 and hash(pa1) == hash(pa2) and pa1 is not pa2
    assert Position.for_value(b) != pa1
    d = {pa1: 1}
    assert d[Position.for_value(a)] == 1 and Position.for_value(b) not in d


def test_kinds_and_ordinals_distinguish():
    op = make_func()
    assert Position.for_op(op) != Position.for_returned_value(op, 0)
    assert Position.for_returned_value(op, 0) != Position.for_returned_value(op, 1)
    assert Position.for_returned_value(op, 1) == Position.for_returned_value(op, 1)
    assert hash(Position.for_returned_value(op, 1)) == hash(Position.for_returned_value(op, 1))
    block = op.regions[0].blocks[0]
    assert Position.for_block(block) == Position.for_block(block)
    assert Position.for_block(block) != Position.for_value(block.arguments[0])
    keys = {Position.for_op(op), Position.for_returned_value(op, 0), Position.for_returned_value(op, 1),
            Position.for_block(block)}
    assert len(keys) == 4


def test_position_compares_unequal_to_other_types():
    v = Value(i32)
    assert Position.for_value(v) != v
    assert Position.for_value(v) != "value"


def test_kind_constants_and_coercion():
    assert Position.VALUE is PositionKind.VALUE
    v = Value(i32)
    p = Position(0, v)
    assert p.kind is PositionKind.VALUE and p == Position.for_value(v)


#===----------------------------------------------------------------------===#
# Accessors
#===----------------------------------------------------------------------===#


def test_accessors():
    op = make_func()
    v = op.regions[0].blocks[0].arguments[0]
    block = op.regions[0].blocks[0]
    assert Position.for_value(v).value is v and Position.for_value(v).is_value
    assert Position.for_op(op).op is op
    rv = Position.for_returned_value(op, 1)
    assert rv.op is op and rv.index == 1 and rv.ordinal == 1
    assert Position.for_block(block).block is block
    with pytest.raises(ValueError):
        Position.for_op(op).value
    with pytest.raises(ValueError):
        Position.for_value(v).op
    with pytest.raises(ValueError):
        Position.for_value(v).block
    with pytest.raises(ValueError):
        Position.for_op(op).index


#===----------------------------------------------------------------------===#
# Text
#===----------------------------------------------------------------------===#


def test_short_text():
    f = make_func("main")
    plain = Operation(f"{DIALECT}.plain")
    assert Position.for_value(Value(i32)).short_str() == "value"
    assert Position.for_returned_value(f, 0).short_str() == "returned value"
    assert Position.for_op(f).short_str() == "op main"
    assert Position.for_op(plain).short_str() == f"op {DIALECT}.plain"
    assert Position.for_block(Block()).short_str() == "block"


def test_long_text():
    f = make_func("main")
    plain = Operation(f"{DIALECT}.plain", result_types=[i32])
    assert Position.for_value(Value(i32, "x")).long_str() == "%x"
    assert str(Position.for_value(plain.results[0])) == f"%{DIALECT}.plain#0"
    assert Position.for_returned_value(f, 1).long_str() == f"{DIALECT}.func @main result 1"
    assert Position.for_op(f).long_str() == f"{DIALECT}.func @main"
    assert Position.for_op(plain).long_str() == f"{DIALECT}.plain"
    region = Region([Block(), Block()])
    assert Position.for_block(region.blocks[1]).long_str() == "^bb1"
    labelled = Block()
    labelled.label_hint = "bb7"
    assert str(Position.for_block(labelled)) == "^bb7"
    assert repr(Position.for_op(plain)) == f"<Position OPERATION {DIALECT}.plain>"


def test_custom_naming():
    class Upper(Naming):
        def value_name(self, value):
            return "%V"

    v = Value(i32, "x")
    assert Position.for_value(v).long_str(Upper()) == "%V"
    assert Position.for_value(v).long_str(DEFAULT_NAMING) == "%x"


#===----------------------------------------------------------------------===#
# Helpers (R3.3.4)
#===----------------------------------------------------------------------===#


def test_positions_from_values_and_args():
    op = make_region_op("if")
    block = op.regions[0].blocks[0]
    assert positions_from_values(block.arguments) == [Position.for_value(a) for a in block.arguments]
    assert arg_positions(op.regions[0]) == [Position.for_value(a) for a in block.arguments]
    assert arg_positions(Region()) == []


def test_returned_value_positions_region_branch():
    op = make_region_op("if", n_results=2)
    assert returned_value_positions(op.regions[0]) == [Position.for_value(r) for r in op.results]


def test_returned_value_positions_region_not_returning_to_parent():
    op = make_region_op("loop", n_results=1)
    assert returned_value_positions(op.regions[0]) == []


def test_returned_value_positions_callable():
    f = make_func(results=(i32, index, i32))
    assert returned_value_positions(f.regions[0]) == [Position.for_returned_value(f, i) for i in range(3)]
    g = make_func(results=())
    assert returned_value_positions(g.regions[0]) == []


def test_returned_value_positions_other():
    op = Operation(f"{DIALECT}.plain", result_types=[i32], regions=[Region([Block()])])
    assert returned_value_positions(op.regions[0]) == []
    assert returned_value_positions(Region()) == []
