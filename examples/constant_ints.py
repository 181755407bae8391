"""A custom analysis written only with `dfx`: the potential constant integer
values of every SSA value, through calls, branches, `scf` regions and
globals.

    python examples/constant_ints.py program.mlir

prints, for each integer value, the constants it may hold (`{1, 2}`) or
`?` when it may hold anything else.
"""

from __future__ import annotations

import sys
from typing import Dict, List, Optional

from dfx import (ChangeStatus, Explorer, PotentialValuesState, Position, Resolution, Solver,
                 TraversalAction, TraversalResult, ValueElement, WalkResult, clamp_and_report, parse_module)
from dfx.ir import IntegerAttr, IntegerType, IndexType
from dfx.ir import Operation, OpResult, Value
from dfx.ir import CallOp, ConstantLike, GlobalLoad, RegionBranchOp, SelectLike


def is_integer(value: Value) -> bool:
    return isinstance(value.type, (IntegerType, IndexType))


def constant_of(op: Operation) -> Optional[int]:
    """The integer materialized by a constant-like op, if any."""
    if op.has_trait(ConstantLike):
        attr = op.get_attr("value")
        if isinstance(attr, IntegerAttr):
            return attr.value
    return None


class ConstantInts(ValueElement):
    """The set of constants a value may hold (invalid: any value)."""

    name = "ConstantInts"

    def create_state(self) -> PotentialValuesState:
        return PotentialValuesState(max_members=64)

    def initialize_value(self, value: Value, solver: Solver) -> None:
        if isinstance(value, OpResult):
            c = constant_of(value.owner)
            if c is not None:
                self.state.union_member(c)
                self.state.indicate_optimistic_fixpoint()

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        new = PotentialValuesState(max_members=64)

        def on_producer(result: OpResult) -> WalkResult:
            owner = result.owner
            c = constant_of(owner)
            if c is not None:
                new.union_member(c)
            elif owner.get_trait(SelectLike) is not None:
                sel = owner.get_trait(SelectLike)
                for v in (sel.true_value(owner), sel.false_value(owner)):
                    new.clamp(solver.get_element_for(self, ConstantInts, Position.for_value(v),
                                                     Resolution.REQUIRED).state)
            elif owner.get_trait(CallOp) is None and owner.get_trait(RegionBranchOp) is None \
                    and owner.get_trait(GlobalLoad) is None:
                # Computed by an op we do not model (arith.addi...): anything.
                new.indicate_pessimistic_fixpoint()
            # Calls, region ops and global loads: the Explorer walks on to
            # the returned / yielded / stored values for us.
            return WalkResult.ADVANCE

        walk = solver.explorer.walk_defining_ops(value, on_producer)
        if walk is TraversalResult.INCOMPLETE:  # a public or external edge
            new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)

    def as_str(self) -> str:
        if not self.state.is_valid():
            return "?"
        return "{" + ", ".join(str(v) for v in self.state.sorted_members(key=int)) + "}"


def analyze(module: Operation) -> Dict[Value, str]:
    """Runs the analysis over every integer value of |module|."""
    # A loop that runs zero times yields its init values: count them as
    # producers of the results (the affinity analysis does not).
    explorer = Explorer(module, TraversalAction.RECURSE, include_skip_edges=True)
    explorer.initialize()
    solver = Solver(module, explorer)
    values: List[Value] = []
    for func in explorer.function_like_ops():
        for op in func.walk():
            for region in op.regions:
                for block in region.blocks:
                    values.extend(a for a in block.arguments if is_integer(a))
            values.extend(r for r in op.results if is_integer(r))
    elements = [solver.get_or_create(ConstantInts, Position.for_value(v)) for v in values]
    if not solver.run():
        raise RuntimeError("analysis did not converge")
    return {e.position.value: e.as_str() for e in elements}


def main(argv: List[str]) -> int:
    path = argv[1]
    module = parse_module(open(path).read(), path)
    for value, text in analyze(module).items():
        where = value.owner.location if isinstance(value, OpResult) else value.owner.parent_op.location
        print(f"{where}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
