"""dfx: a generic whole-program dataflow analysis core for MLIR-style IR.

Layers (docs/architecture.md), each importing only those before it:

* `dfx.support`: helpers with no IR knowledge;
* `dfx.ir`: the SSA IR, its types and attributes, traits and interfaces,
  symbols, diagnostics and verification;
* `dfx.syntax`: MLIR text in and out (generic syntax for any op; custom
  syntax for registered ops);
* `dfx.dialects`: the generic dialects (builtin, func, util, arith, scf,
  cf, linalg);
* `dfx.analysis`: lattice states, analysis elements, the fixpoint solver,
  the Explorer (whole-program walks across calls, branches, regions, tied
  values and globals) and provenance;
* `dfx.driver`: the pass registry and the `dfx-opt` command line.

This module re-exports the names an analysis writer needs most (see the
tutorial). Nothing here knows about devices; `stream_affinity` builds the
IREE affinity analysis on top.
"""

from dfx.ir.attributes import *  # noqa: F401,F403
from dfx.ir.core import (Block, BlockArgument, Location, Operation, OperationState, OpDef, OpResult, Region,
                         Use, Value, WalkOrder, register_op)
from dfx.analysis.depgraph import Resolution  # noqa: F401
from dfx.analysis.state import (BooleanState, BitIntegerState, ChangeStatus, DecIntegerState,
                                IncIntegerState, PotentialValuesState, clamp_and_report)
from dfx.analysis.position import Position  # noqa: F401
from dfx.analysis.element import (AbstractElement, BlockElement, OperationElement, TypedOperationElement,
                                  ValueElement)
from dfx.analysis.solver import SolveResult, Solver  # noqa: F401
from dfx.analysis.explorer import Explorer
from dfx.analysis.liveness import ConstantEdgeLiveness, EdgeLiveness  # noqa: F401
from dfx.ir.folding import constant_value, fold_op  # noqa: F401
from dfx.analysis.traversal import TraversalAction, TraversalBehavior, TraversalResult, WalkResult
from dfx.analysis.provenance import (ExplainRenderer, PrintedNaming, explain, format_tree,  # noqa: F401
                                     value_location)
from dfx.ir.traits import *  # noqa: F401,F403
from dfx import dialects  # noqa: F401,E402  (registers builtin/func/util/arith/scf/cf)
from dfx.syntax.parser import parse_module, parse_file  # noqa: F401,E402
from dfx.syntax.printer import print_module, print_op  # noqa: F401,E402

__version__ = "0.1.0"
