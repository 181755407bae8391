"""The analysis framework (DFX, after IREE's and LLVM's Attributor).

* `state`: lattice states (booleans, integers, potential-value sets);
* `position`: what an element is anchored to (a value, an op, a returned
  value, a block);
* `element`: analysis elements (a state at a position, with `initialize`
  and `update`) and their dependency kinds (`Resolution`);
* `depgraph`: every element in creation order, printable as a graph;
* `solver`: the fixpoint solver with dependency tracking and provenance;
* `traversal`, `callgraph`, `explorer`, `summaries`, `reach`: whole-program
  navigation (calls, branches, region control flow, tied values, globals)
  and its memoized walks;
* `liveness`: liveness sources for live-edge walks (edges proven dead by
  constant operands, or by the user's own analysis);
* `provenance`: why an element holds its state (justification trees).

It depends on `dfx.ir` (and `dfx.support`) only: analyses ask ops for their
traits, never for their names, so no dialect is imported here. The names
load on first use (`dfx.support.lazy`).
"""

from dfx.support.lazy import lazy_facade


def _exports():
    from dfx.analysis import (callgraph, depgraph, element, explorer, liveness, position, provenance, solver,
                              state, summaries, traversal)
    return [(state, None), (position, None), (element, None), (depgraph, ["DepGraph"]), (solver, None),
            (traversal, None), (callgraph, ["GlobalInfo"]), (explorer, ["Explorer"]),
            (liveness, ["ConstantEdgeLiveness", "EdgeLiveness"]), (summaries, ["WalkSummaries"]), (provenance, None)]


lazy_facade(globals(), _exports)
