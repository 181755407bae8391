"""Issue 25 item 1: successor/region queries with constant operands, live-edge
walks, the address-taken rule of the call graph, DenseElementsAttr values,
fold hooks."""

import math

from dfx import parse_module
from dfx.analysis import Explorer, TraversalAction, TraversalResult
from dfx.analysis.liveness import ConstantEdgeLiveness
from dfx.ir import WalkOrder
from dfx.ir.attributes import DenseElementsAttr, FloatAttr, IntegerAttr, TensorType, i1, i32, index
from dfx.ir.folding import fold_op
from dfx.ir.traits import BranchOp, RegionBranchOp


def _ops(module, name):
    return [op for op in module.walk(WalkOrder.PRE) if op.name == name]


def _defs(explorer, value):
    out = []
    explorer.walk_defining_ops(value, lambda r: out.append(str(r.owner.get_attr("value")))
                               if r.owner.name == "arith.constant" else None)
    return sorted(out)


# -- successor queries --------------------------------------------------------------------------


def test_branch_successor_for_constant_operands():
    m = parse_module("""
func.func @f(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.switch %x : i32, [
    default: ^bb2,
    -1: ^bb2,
    7: ^bb2
  ]
^bb2:
  return %x : i32
}""")
    cond_br, = _ops(m, "cf.cond_br")
    br = cond_br.get_trait(BranchOp)
    assert br.successor_for_operands(cond_br, [IntegerAttr(1, i1)]) == 0
    assert br.successor_for_operands(cond_br, [IntegerAttr(0, i1)]) == 1
    assert br.successor_for_operands(cond_br, [None]) is None
    switch, = _ops(m, "cf.switch")
    sw = switch.get_trait(BranchOp)
    assert sw.successor_for_operands(switch, [IntegerAttr(7, i32)]) == 2
    assert sw.successor_for_operands(switch, [IntegerAttr(-1, i32)]) == 1
    assert sw.successor_for_operands(switch, [IntegerAttr(3, i32)]) == 0
    assert sw.successor_for_operands(switch, [None]) is None


def test_region_entry_edges_for_constant_operands():
    m = parse_module("""
func.func @f(%c: i1, %i: index, %x: i32) -> (i32, i32, index) {
  %0 = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %1 = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (i32) {
    scf.yield %a : i32
  }
  %2 = scf.index_switch %i -> index
  case 4 {
    scf.yield %i : index
  }
  default {
    scf.yield %i : index
  }
  return %0, %1, %2 : i32, i32, index
}""")
    if_op, = _ops(m, "scf.if")
    rb = if_op.get_trait(RegionBranchOp)
    assert [e.target for e in rb.entry_edges_for_operands(if_op, [IntegerAttr(1, i1)])] == [0]
    assert [e.target for e in rb.entry_edges_for_operands(if_op, [IntegerAttr(0, i1)])] == [1]
    assert len(rb.entry_edges_for_operands(if_op, [None])) == 2
    for_op, = _ops(m, "scf.for")
    rb = for_op.get_trait(RegionBranchOp)
    zero_trip = rb.entry_edges_for_operands(for_op, [IntegerAttr(4, index), IntegerAttr(4, index), None, None])
    assert [e.target for e in zero_trip] == [None]
    runs = rb.entry_edges_for_operands(for_op, [IntegerAttr(0, index), IntegerAttr(4, index), None, None])
    assert [e.target for e in runs] == [0]
    sw, = _ops(m, "scf.index_switch")
    rb = sw.get_trait(RegionBranchOp)
    assert [e.target for e in rb.entry_edges_for_operands(sw, [IntegerAttr(4, index)])] == [1]
    assert [e.target for e in rb.entry_edges_for_operands(sw, [IntegerAttr(5, index)])] == [0]


# -- live-edge walks ------------------------------------------------------------------------------

_LIVE = """
util.func public @f(%x: i32) -> (i32, i32, i32) {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : index
  %0 = scf.if %true -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  %1 = scf.for %iv = %c0 to %c0 step %c0 iter_args(%a = %c3) -> (i32) {
    scf.yield %c2 : i32
  }
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%b: i32):
  util.return %0, %1, %b : i32, i32, i32
}"""


def test_live_edge_walks_skip_edges_proven_dead():
    m = parse_module(_LIVE)
    ret, = _ops(m, "util.return")
    plain = Explorer(m, TraversalAction.RECURSE, include_skip_edges=True)
    plain.initialize()
    assert [_defs(plain, v) for v in ret.operands] == [
        ["1 : i32", "2 : i32"], ["2 : i32", "3 : i32"], ["1 : i32", "2 : i32"]]
    live = Explorer(m, TraversalAction.RECURSE, include_skip_edges=True, liveness=ConstantEdgeLiveness())
    live.initialize()
    # then branch only; the zero-trip loop's skip edge only; the true successor only.
    assert [_defs(live, v) for v in ret.operands] == [["1 : i32"], ["3 : i32"], ["1 : i32"]]
    # Uses: %c2 reaches nothing past the dead edges (else branch, loop
    # body, the false successor); the branch op itself still reads it.
    c2 = _ops(m, "arith.constant")[2].results[0]
    used = []
    live.walk_transitive_uses(c2, lambda u: used.append(u.owner.name))
    assert used == ["cf.cond_br"]
    used = []
    plain.walk_transitive_uses(c2, lambda u: used.append(u.owner.name))
    assert "util.return" in used


def test_using_liveness_is_scoped():
    m = parse_module(_LIVE)
    ret, = _ops(m, "util.return")
    e = Explorer(m, TraversalAction.RECURSE)
    e.initialize()
    with e.using_liveness(ConstantEdgeLiveness()):
        assert _defs(e, ret.operand(0)) == ["1 : i32"]
    assert _defs(e, ret.operand(0)) == ["1 : i32", "2 : i32"]


def test_liveness_of_blocks_follows_constant_branches():
    m = parse_module(_LIVE)
    fn, = _ops(m, "util.func")
    if_op, = _ops(m, "scf.if")
    source = ConstantEdgeLiveness()
    assert source.is_block_live(if_op.regions[0].blocks[0])
    assert not source.is_block_live(if_op.regions[1].blocks[0])
    for_op, = _ops(m, "scf.for")
    assert not source.is_block_live(for_op.regions[0].blocks[0])
    assert all(source.is_block_live(b) for b in fn.regions[0].blocks)


# -- address-taken functions -----------------------------------------------------------------------


def test_function_whose_address_escapes_has_unknown_callers():
    m = parse_module("""
func.func private @g(%a: i32) -> i32 {
  return %a : i32
}
func.func private @h(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %0 = call @g(%a) : (i32) -> i32
  %1 = call @h(%0) : (i32) -> i32
  return %1 : i32
}""")
    g, h = _ops(m, "func.func")[:2]
    e = Explorer(m, TraversalAction.RECURSE)
    e.initialize()
    assert e.is_address_taken(g) and not e.is_address_taken(h)
    assert e.is_call_graph_incomplete
    assert e.walk_incoming_calls(g, lambda c: None) is TraversalResult.INCOMPLETE
    assert e.walk_incoming_calls(h, lambda c: None) is TraversalResult.COMPLETE
    # The argument of @g may come from the unknown indirect callers.
    assert e.walk_defining_ops(g.regions[0].blocks[0].arguments[0], lambda r: None) is TraversalResult.INCOMPLETE


def test_direct_calls_only_keep_the_call_graph_complete():
    m = parse_module("""
func.func private @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  %0 = call @g(%a) : (i32) -> i32
  return %0 : i32
}""")
    e = Explorer(m, TraversalAction.RECURSE)
    e.initialize()
    assert not e.is_call_graph_incomplete
    g = _ops(m, "func.func")[0]
    assert e.walk_incoming_calls(g, lambda c: None) is TraversalResult.COMPLETE


# -- DenseElementsAttr values ------------------------------------------------------------------------


def test_dense_elements_values():
    m = parse_module("""
func.func @f() {
  %0 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %1 = arith.constant dense<1.5> : tensor<3xf32>
  %2 = arith.constant dense<"0x0100FF7F"> : tensor<2xi16>
  %3 = arith.constant dense<[true, false]> : tensor<2xi1>
  %4 = arith.constant dense<0xFFC00000> : tensor<2xf32>
  return
}""")
    attrs = [op.get_attr("value") for op in _ops(m, "arith.constant")]
    assert attrs[0].values() == (1, 2, 3, 4) and not attrs[0].is_splat
    assert attrs[1].is_splat and attrs[1].splat_value == 1.5 and attrs[1].values() == (1.5, 1.5, 1.5)
    assert attrs[2].values() == (1, 32767)
    assert attrs[3].values() == (True, False)
    assert math.isnan(attrs[4].splat_value)
    # Printing is unchanged by reading; building from values prints as mlir-opt.
    assert str(attrs[2]) == 'dense<"0x0100FF7F"> : tensor<2xi16>'
    t = TensorType((2, 2), i32)
    assert str(DenseElementsAttr.from_values([1, 2, 3, 4], t)) == "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"
    assert str(DenseElementsAttr.from_values([5, 5, 5, 5], t)) == "dense<5> : tensor<2x2xi32>"


# -- folding ----------------------------------------------------------------------------------------------


def test_fold_hooks_give_constants_or_existing_values():
    m = parse_module("""
func.func @f(%x: i32) -> (i32, i32, i8, f32, i32, index) {
  %c0 = arith.constant 0 : i32
  %c100 = arith.constant 100 : i8
  %c7 = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %f = arith.constant 0.1 : f32
  %a = arith.addi %x, %c0 : i32
  %b = arith.divsi %c7, %z : i32
  %c = arith.addi %c100, %c100 : i8
  %d = arith.addf %f, %f : f32
  %e = arith.select %x_true, %x, %c7 : i32
  %x_true = arith.constant true
  %i = index.constant 3
  %j = index.mul %i, %i
  return %a, %b, %c, %d, %e, %j : i32, i32, i8, f32, i32, index
}""".replace("%e = arith.select %x_true, %x, %c7 : i32\n  %x_true = arith.constant true",
             "%x_true = arith.constant true\n  %e = arith.select %x_true, %x, %c7 : i32"))
    fn, = _ops(m, "func.func")
    x = fn.regions[0].blocks[0].arguments[0]
    by = {op.results[0].name_hint: op for op in m.walk(WalkOrder.PRE) if op.results}
    assert fold_op(by["a"]) == [x]
    assert fold_op(by["b"]) is None  # division by zero: never folded
    assert fold_op(by["c"]) == [IntegerAttr(-56, by["c"].results[0].type)]  # wraps
    assert str(fold_op(by["d"])[0]) == "2.000000e-01 : f32"
    assert fold_op(by["e"]) == [x]
    assert fold_op(by["j"]) == [IntegerAttr(9, index)]
    # With operand constants supplied by an analysis instead of the IR:
    assert fold_op(by["a"], [IntegerAttr(2, i32), IntegerAttr(3, i32)]) == [IntegerAttr(5, i32)]
    assert isinstance(fold_op(by["d"], [FloatAttr(1.0, by["d"].results[0].type)] * 2)[0], FloatAttr)


# -- block elements --------------------------------------------------------------------------------


def test_block_elements_print_their_block_and_reach_a_fixpoint():
    from dfx import BlockElement, BooleanState, ChangeStatus, Position, Solver
    from dfx.analysis import position_text

    m = parse_module(_LIVE)
    fn, = _ops(m, "util.func")
    entry, succ = fn.regions[0].blocks
    assert position_text(Position.for_block(succ)) == "block ^bb1 in util.func @f"
    live = ConstantEdgeLiveness()

    class Reachable(BlockElement):
        state_class = BooleanState

        def initialize_block(self, block, solver):
            if not live.is_block_live(block):
                self.state.indicate_pessimistic_fixpoint()

        def update_block(self, block, solver):
            return self.state.indicate_optimistic_fixpoint()

    e = Explorer(m, TraversalAction.RECURSE)
    e.initialize()
    s = Solver(m, e)
    elems = [s.get_or_create(Reachable, Position.for_block(b)) for b in (entry, succ)]
    if_op, = _ops(m, "scf.if")
    dead = s.get_or_create(Reachable, Position.for_block(if_op.regions[1].blocks[0]))
    assert s.run()
    assert all(x.state.is_valid() for x in elems) and not dead.state.is_valid()
    assert str(dead).startswith("[Reachable] block ^bb0 in scf.if with state")
    assert s.get_or_create(Reachable, Position.for_value(fn.regions[0].blocks[0].arguments[0])).update(s) \
        is ChangeStatus.UNCHANGED
