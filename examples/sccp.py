"""Sparse conditional constant propagation on dfx's pieces: `python examples/sccp.py f.mlir`.

Join lattices per value (its constant) and per block (live?), fold hooks, the ops' answers to
"where does control go with these constants" (through an `EdgeLiveness`) and the Explorer's
live-edge walks. `dfx.analyses.sccp` is the library's version; property_tests/test_example_sccp.py
checks that both agree; docs/tutorial.md walks through this file.
"""
from __future__ import annotations

import sys
from dfx import (BlockArgument, BlockElement, BranchOp, Callable, CallOp, ChangeStatus, EdgeLiveness, Explorer,
                 Position, RegionBranchOp, Resolution, Solver, TraversalAction, TraversalResult, ValueElement,
                 fold_op, parse_module)
from dfx.analyses.lattice import JoinState
from dfx.analyses.sparse import blocks_of, values_of
from dfx.analysis.value_walks import exit_terminators

UNKNOWN, INCOMPLETE = "unknown", TraversalResult.INCOMPLETE


class ConstantState(JoinState):
    """None (unreached) < an attribute < UNKNOWN."""
    join_values = staticmethod(lambda a, b: a if str(a) == str(b) else UNKNOWN)
    is_top = staticmethod(lambda v: v == UNKNOWN)
    top = lambda self: UNKNOWN  # noqa: E731


class Live(EdgeLiveness):
    """Edges decided by the constants known so far, read by |asker| (re-run when they change)."""
    def __init__(self, solver, asker):
        self.solver, self.asker = solver, asker

    def get(self, kind, position):
        return self.solver.get_element_for(self.asker, kind, position, Resolution.OPTIONAL).state.value

    def is_block_live(self, block):
        top = block.parent is None or block.parent.parent is None or block.parent.parent.parent is None
        return top or self.get(Executable, Position.for_block(block)) is True

    def constants(self, op):  # None while an operand is unreached
        values = [self.get(ConstantValue, Position.for_value(v)) for v in op.operands]
        return None if None in values else [None if v == UNKNOWN else v for v in values]

    def is_branch_edge_live(self, op, i):
        c = self.constants(op) if self.is_block_live(op.parent) else None
        return c is not None and op.get_trait(BranchOp).successor_for_operands(op, c) in (None, i)

    def is_region_edge_live(self, op, source, edge):
        c, rb = self.constants(source) if self.is_block_live(source.parent) else None, op.get_trait(RegionBranchOp)
        live = () if c is None else rb.entry_edges_for_operands(op, c) if source is op else \
            rb.terminator_edges_for_operands(op, source, c)
        return any(e.target == edge.target and e.inputs == edge.inputs for e in live)


class Executable(BlockElement):
    state_class = type("Reached", (JoinState,), dict(join_values=staticmethod(lambda a, b: True),
                                                     is_top=staticmethod(lambda v: v is True), top=lambda s: True))

    def update_block(self, block, solver):
        live, region = Live(solver, self), block.parent
        op = region.parent
        if region.blocks[0] is not block:  # a live branch goes here
            entered = any(live.is_branch_edge_live(p, i) for p, i in block.predecessor_edges)
        elif op.get_trait(Callable) is not None:  # called from outside or from live code
            calls = []
            unknown = solver.explorer.walk_incoming_calls(op, calls.append) is INCOMPLETE
            entered = unknown or any(live.is_block_live(c.parent) for c in calls)
        elif op.get_trait(RegionBranchOp) is not None:  # a live edge enters the region
            rb, index = op.get_trait(RegionBranchOp), op.regions.index(region)
            edges = [(op, e) for e in rb.entry_edges(op)] + [
                (t, e) for t in exit_terminators(op) for e in rb.terminator_edges(op, t)]
            entered = any(e.target == index and live.is_region_edge_live(op, s, e) for s, e in edges)
        else:
            entered = live.is_block_live(op.parent)
        return ChangeStatus.CHANGED if entered and self.state.join(True) else ChangeStatus.UNCHANGED


class ConstantValue(ValueElement):
    state_class = ConstantState

    def update_value(self, value, solver):
        live, found = Live(solver, self), []
        block = value.owner if isinstance(value, BlockArgument) else value.owner.parent
        if not live.is_block_live(block):
            return ChangeStatus.UNCHANGED
        with solver.explorer.using_liveness(live):
            result = solver.explorer.walk_defining_ops(value, found.append)
        new = UNKNOWN if result is INCOMPLETE or not found else None
        for r in found:  # the walk reports calls and region ops, then looks through them
            op = r.owner
            callee = solver.explorer.resolve_callee(op) if op.get_trait(CallOp) else None
            if op.get_trait(RegionBranchOp) or (callee and callee.get_trait(Callable).body(callee)) \
                    or not live.is_block_live(op.parent):
                continue
            c = live.constants(op)
            folded = fold_op(op, c) if c is not None and not op.regions else None
            x = None if c is None else UNKNOWN if folded is None else folded[r.index]
            x = live.get(ConstantValue, Position.for_value(x)) if hasattr(x, "uses") else x
            new = x if new is None else new if x is None else ConstantState.join_values(new, x)
        return ChangeStatus.CHANGED if self.state.join(new) else ChangeStatus.UNCHANGED


def sccp(module):
    """Value -> its constant attribute, UNKNOWN or None (unreached)."""
    (explorer := Explorer(module, TraversalAction.RECURSE, include_skip_edges=True)).initialize()
    solver = Solver(module, explorer)
    functions = [f for f in explorer.function_like_ops() if f.regions and not f.regions[0].empty]
    for fn in functions:  # seed: every block and value of every function with a body
        [solver.get_or_create(Executable, Position.for_block(b)) for b in blocks_of(fn)]
        [solver.get_or_create(ConstantValue, Position.for_value(v)) for v in values_of(fn)]
    assert solver.run()
    return {v: solver.lookup(ConstantValue, Position.for_value(v), allow_invalid=True).state.value
            for fn in functions for v in values_of(fn)}


if __name__ == "__main__":
    for value, c in sccp(parse_module(open(sys.argv[1]).read())).items():
        print(f"{value.name_hint or value}: {'unreached' if c is None else c}")
