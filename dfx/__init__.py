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

from dfx import dialects  # noqa: F401,E402  (declares the generic dialects, loaded on first use)
from dfx.support.lazy import lazy_facade

__version__ = "0.1.0"


def _exports():
    # Loaded on first use of a name (dfx.support.lazy): `import dfx.ir.core`
    # does not import the whole framework.
    from dfx.ir import attributes, core, traits
    from dfx.analysis import depgraph, element, explorer, liveness, position, provenance, solver, state, traversal
    from dfx.ir import folding
    from dfx.syntax import parser, printer
    return [(attributes, None),
            (core, ["Block", "BlockArgument", "Location", "Operation", "OperationState", "OpDef", "OpResult",
                    "Region", "Use", "Value", "WalkOrder", "register_op"]),
            (depgraph, ["Resolution"]),
            (state, ["BooleanState", "BitIntegerState", "ChangeStatus", "DecIntegerState", "IncIntegerState",
                     "PotentialValuesState", "clamp_and_report"]),
            (position, ["Position"]),
            (element, ["AbstractElement", "BlockElement", "OperationElement", "TypedOperationElement",
                       "ValueElement"]),
            (solver, ["SolveResult", "Solver"]),
            (explorer, ["Explorer"]),
            (liveness, ["ConstantEdgeLiveness", "EdgeLiveness"]),
            (folding, ["constant_value", "fold_op"]),
            (traversal, ["TraversalAction", "TraversalBehavior", "TraversalResult", "WalkResult"]),
            (provenance, ["ExplainRenderer", "PrintedNaming", "explain", "format_tree", "value_location"]),
            (traits, None),
            (parser, ["parse_module", "parse_file"]),
            (printer, ["print_module", "print_op"])]


lazy_facade(globals(), _exports)
