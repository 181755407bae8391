"""dfx: a generic whole-program dataflow analysis core for MLIR-style IR.

* `dfx.ir`, `dfx.attributes`, `dfx.traits`: the SSA IR, its types and
  attributes, and the traits/interfaces op definitions declare.
* `dfx.parser`, `dfx.printer`: MLIR text in and out (generic syntax for any
  op; custom syntax for registered ops, see `dfx.dialects`).
* `dfx.state`, `dfx.position`, `dfx.element`, `dfx.depgraph`, `dfx.solver`:
  lattice states, analysis elements and the fixpoint solver.
* `dfx.explorer`: whole-program walks across calls, branches, regions,
  tied values and globals.

Nothing here knows about devices; `stream_affinity` builds the IREE affinity
analysis on top.
"""

from dfx.attributes import *  # noqa: F401,F403
from dfx.ir import (Block, BlockArgument, Location, Operation, OperationState, OpDef, OpResult,  # noqa: F401
                 Region, Use, Value, WalkOrder, register_op)
from dfx.depgraph import Resolution  # noqa: F401
from dfx.state import (BooleanState, BitIntegerState, ChangeStatus, DecIntegerState,  # noqa: F401
                    IncIntegerState, PotentialValuesState, clamp_and_report)
from dfx.position import Position  # noqa: F401
from dfx.element import (AbstractElement, OperationElement, TypedOperationElement,  # noqa: F401
                      ValueElement)
from dfx.solver import SolveResult, Solver  # noqa: F401
from dfx.explorer import (Explorer, TraversalAction, TraversalBehavior, TraversalResult,  # noqa: F401
                       WalkResult)
from dfx import dialects  # noqa: F401,E402  (registers builtin/func/util/arith/scf/cf)
from dfx.parser import parse_module, parse_file  # noqa: F401,E402
from dfx.printer import print_module, print_op  # noqa: F401,E402

__version__ = "0.1.0"
