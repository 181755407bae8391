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
traits, never for their names, so no dialect is imported here.
"""

from dfx.analysis.state import *  # noqa: F401,F403
from dfx.analysis.position import *  # noqa: F401,F403
from dfx.analysis.element import *  # noqa: F401,F403
from dfx.analysis.depgraph import DepGraph  # noqa: F401
from dfx.analysis.solver import *  # noqa: F401,F403
from dfx.analysis.traversal import *  # noqa: F401,F403
from dfx.analysis.callgraph import GlobalInfo  # noqa: F401
from dfx.analysis.explorer import Explorer  # noqa: F401
from dfx.analysis.liveness import ConstantEdgeLiveness, EdgeLiveness  # noqa: F401
from dfx.analysis.summaries import WalkSummaries  # noqa: F401
from dfx.analysis.provenance import *  # noqa: F401,F403
