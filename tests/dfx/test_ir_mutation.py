"""IR mutation keeps use lists, parent links and CFG edges consistent:
`verify_links` after every step plus explicit checks, and the result still
prints and re-parses."""

from __future__ import annotations

import pytest

import dfx.dialects  # noqa: F401
from dfx.ir import attributes as A
from dfx.ir import Block, IRError, Operation, Region, verify_links
from dfx.ir.diagnostics import VerifyError
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

SOURCE = """
func.func @f(%arg0: i32, %arg1: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %1 = arith.muli %0, %0 : i32
  cf.cond_br %arg1, ^bb1(%1 : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %0 : i32
}
"""


@pytest.fixture
def fn():
    m = parse_module(SOURCE, "m.mlir")
    verify_links(m)
    f = m.regions[0].blocks[0].first_op
    return m, f


def uses_of(v):
    return [(u.owner, u.index) for u in v.uses]


def check(m, verify=True):
    verify_links(m)
    text = print_module(m)
    again = parse_module(text, "again.mlir", verify=verify)
    verify_links(again)
    assert print_module(again) == text
    return text


def test_insert_before_and_after(fn):
    m, f = fn
    entry = f.regions[0].blocks[0]
    c1, add, mul, br = entry.ops
    # Insert a new op between add and mul that uses add's result.
    neg = Operation("arith.subi", [c1.results[0], add.results[0]], [A.i32])
    entry.insert_after(neg, add)
    verify_links(m)
    assert entry.ops == [c1, add, neg, mul, br]
    assert neg.parent is entry and neg.prev_op is add and neg.next_op is mul
    ret = f.regions[0].blocks[2].first_op
    assert uses_of(add.results[0]) == [(neg, 1), (ret, 0), (mul, 1), (mul, 0)]
    # And one at the very front.
    first = Operation("arith.constant", result_types=[A.i32], properties={"value": A.IntegerAttr(7, A.i32)})
    entry.insert_before(first, c1)
    verify_links(m)
    assert entry.first_op is first and first.next_op is c1 and c1.prev_op is first
    assert len(entry) == 6
    assert first.is_before_in_block(br) and not br.is_before_in_block(first)
    text = check(m)
    assert text.splitlines()[2:6] == [
        "    %c7_i32 = arith.constant 7 : i32",
        "    %c1_i32 = arith.constant 1 : i32",
        "    %0 = arith.addi %arg0, %c1_i32 : i32",
        "    %1 = arith.subi %c1_i32, %0 : i32",
    ]


def test_erase(fn):
    m, f = fn
    entry = f.regions[0].blocks[0]
    c1, add, mul, br = entry.ops
    with pytest.raises(IRError):
        add.erase()  # still used
    verify_links(m)
    assert add.parent is entry  # a failed erase leaves the op in place
    spare = Operation("arith.addi", [c1.results[0], c1.results[0]], [A.i32])
    entry.insert_before(spare, br)
    verify_links(m)
    assert len(c1.results[0].uses) == 3
    spare.erase()
    verify_links(m)
    assert spare.parent is None and spare not in entry.ops
    assert uses_of(c1.results[0]) == [(add, 1)]
    assert entry.ops == [c1, add, mul, br]
    check(m)


def test_erase_op_with_nested_regions_drops_inner_uses():
    m = parse_module("func.func @g(%c: i1, %v: i32) {\n  scf.if %c {\n    \"t.use\"(%v) : (i32) -> ()\n"
                     "  }\n  return\n}\n")
    f = m.regions[0].blocks[0].first_op
    v = f.regions[0].blocks[0].arguments[1]
    if_op = f.regions[0].blocks[0].first_op
    assert len(v.uses) == 1
    if_op.erase()
    verify_links(m)
    assert v.uses == []
    assert [o.name for o in f.regions[0].blocks[0].ops] == ["func.return"]
    check(m)


def test_replace_all_uses(fn):
    m, f = fn
    entry = f.regions[0].blocks[0]
    c1, add, mul, br = entry.ops
    arg0 = entry.arguments[0]
    add.results[0].replace_all_uses_with(arg0)
    verify_links(m)
    assert add.results[0].uses == []
    assert mul.operands == [arg0, arg0]
    bb2 = f.regions[0].blocks[2]
    assert bb2.first_op.operands == [arg0]
    assert set(uses_of(arg0)) == {(add, 0), (mul, 0), (mul, 1), (bb2.first_op, 0)}
    add.erase()
    verify_links(m)
    assert uses_of(c1.results[0]) == []
    check(m)


def test_replace_uses_if_and_set_operand(fn):
    m, f = fn
    entry = f.regions[0].blocks[0]
    c1, add, mul, br = entry.ops
    add.results[0].replace_uses_with_if(c1.results[0], lambda u: u.owner is mul and u.index == 1)
    verify_links(m)
    assert mul.operands == [add.results[0], c1.results[0]]
    mul.set_operand(0, entry.arguments[0])
    verify_links(m)
    assert mul.operands == [entry.arguments[0], c1.results[0]]
    assert (mul, 0) in uses_of(entry.arguments[0])
    assert all(u.owner is not mul for u in add.results[0].uses)
    check(m)


def test_move_within_and_across_blocks(fn):
    m, f = fn
    entry, bb1, bb2 = f.regions[0].blocks
    c1, add, mul, br = entry.ops
    # Move the constant to the end of the block (before the terminator).
    c1.move_before(br)
    verify_links(m)
    assert entry.ops == [add, mul, c1, br]
    # Move it into another block.
    c1.move_before(bb2.first_op)
    verify_links(m)
    assert c1.parent is bb2 and bb2.ops[0] is c1 and entry.ops == [add, mul, br]
    assert uses_of(c1.results[0]) == [(add, 1)]  # uses are untouched by moves
    add.move_after(mul)
    verify_links(m)
    assert entry.ops == [mul, add, br]
    assert mul.is_before_in_block(add)
    # The IR is non-dominating now but still prints and re-parses (without
    # verification: the verifier rejects the use before the definition).
    text = check(m, verify=False)
    with pytest.raises(VerifyError, match="does not dominate this use"):
        parse_module(text, "again.mlir")


def test_clone_with_mapping(fn):
    m, f = fn
    entry = f.regions[0].blocks[0]
    c1, add, mul, br = entry.ops
    mapping = {}
    add2 = add.clone(mapping)
    assert add2.parent is None and mapping[add.results[0]] is add2.results[0]
    assert add2.operands == add.operands  # unmapped operands stay the same
    entry.insert_after(add2, add)
    verify_links(m)
    assert len(c1.results[0].uses) == 2
    assert add2.results[0].uses == []
    mul2 = mul.clone(mapping)
    entry.insert_after(mul2, mul)
    verify_links(m)
    assert mul2.operands == [add2.results[0], add2.results[0]]
    assert uses_of(add2.results[0]) == [(mul2, 1), (mul2, 0)]
    check(m)


def test_clone_function_with_blocks_and_successors(fn):
    m, f = fn
    g = f.clone()
    g.set_attr("sym_name", A.StringAttr("g"))
    m.regions[0].blocks[0].append(g)
    verify_links(m)
    entry, bb1, bb2 = g.regions[0].blocks
    br = entry.last_op
    assert br.successors == [bb1, bb2]
    assert bb1.predecessors == [entry] and bb2.predecessors == [entry]
    assert br.operands[0] is entry.arguments[1]
    # The original's blocks are not referenced by the clone.
    assert all(b.parent is g.regions[0] for b in br.successors)
    assert f.regions[0].blocks[1].predecessors == [f.regions[0].blocks[0]]
    text = check(m)
    assert "func.func @g(" in text


def test_successor_mutation_updates_predecessors(fn):
    m, f = fn
    entry, bb1, bb2 = f.regions[0].blocks
    br = entry.last_op
    assert br.successors == [bb1, bb2]
    br.set_successor(1, bb1)
    # ^bb1 takes one argument; give the false edge an operand too.
    from dfx.ir.attributes import DenseArrayAttr, i32
    br.insert_operands(br.num_operands, [entry.ops[2].results[0]])
    br.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (1, 1, 1))
    verify_links(m)
    assert bb2.predecessors == []
    assert bb1.predecessor_edges == [(br, 0), (br, 1)]
    text = check(m)
    assert "^bb2:  // no predecessors" in text


def test_block_and_region_creation():
    from dfx.dialects.builtin import make_module
    m = make_module()
    wrapper = Operation("t.wrap", regions=[Region()])
    m.regions[0].blocks[0].append(wrapper)
    region = wrapper.regions[0]
    b0 = region.add_block(Block([A.i32]))
    b1 = region.add_block(Block())
    use = Operation("t.use", operands=[b0.arguments[0]], successors=[b1])
    b0.append(use)
    b1.append(Operation("t.end"))
    verify_links(m)
    assert b0.arguments[0].uses[0].owner is use
    assert b1.predecessors == [b0]
    arg = b1.add_argument(A.i64)
    assert arg.index == 0 and arg.owner is b1
    b1.erase_argument(0)
    verify_links(m)
    text = check(m)
    assert '"t.use"(%arg0)[^bb1] : (i32) -> ()' in text
    with pytest.raises(IRError):
        region.add_block(b0)


def test_detach_and_reattach(fn):
    m, f = fn
    entry = f.regions[0].blocks[0]
    c1 = entry.first_op
    c1.detach()
    verify_links(m)
    assert c1.parent is None and entry.first_op is not c1 and len(entry) == 3
    with pytest.raises(IRError):
        entry.append(entry.first_op)  # already in a block
    entry.prepend(c1)
    verify_links(m)
    assert entry.first_op is c1
    check(m)
