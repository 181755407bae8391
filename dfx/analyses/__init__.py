"""A library of ready-made analyses written on the dfx framework.

Each module is a complete analysis over the generic dialects (`func`,
`arith`, `math`, `index`, `scf`, `cf`, `util`...), usable as it is and readable as
an example of the framework: its element kinds, the driver that seeds and
solves them, and its queries. They know nothing about devices or IREE's
stream ops.

Unlike `dfx.analysis` (the framework, which reaches ops through their
traits only), an analysis here may know the meaning of particular ops of
the generic dialects by name (`arith.addi`, `scf.for`, `math.floor`), as MLIR's analyses
switch on concrete op classes.

* `dead_code`: which blocks, edges and functions can execute (MLIR's
  `DeadCodeAnalysis`), fed by the constants of another analysis;
* `sparse`: the sparse forward framework the next two are written on
  (MLIR's `SparseForwardDataFlowAnalysis`);
* `sccp`: interprocedural sparse conditional constant propagation;
* `int_range`: signed and unsigned integer ranges with loop widening
  (MLIR's `IntegerRangeAnalysis`), transfer functions in `ranges`;
* `liveness`: live-in / live-out values of every block (MLIR's `Liveness`)
  and values whose contents never matter (MLIR's `LivenessAnalysis`);
* `interpreter`: a reference interpreter of integer `func`/`arith`/
  `index`/`scf`/`cf` programs, the ground truth the analyses are tested
  against;
* `float_range`: the range of values a floating-point value may hold and
  whether they are all integral (IREE's `FloatRangeValueElement`), with the
  probe pass behind `--iree-util-test-float-range-analysis`;
* `report`: the `dfx-opt` passes printing each analysis over the IR, and
  their `--explain` trees.

See docs/analyses.md.
"""

from dfx.analyses.lattice import JoinState  # noqa: F401
from dfx.analyses.dead_code import UNINITIALIZED, ExecutableState, LiveBlock  # noqa: F401
from dfx.analyses.sparse import ForwardAnalysis, ForwardElement  # noqa: F401
from dfx.analyses.sccp import UNKNOWN, Constant, ConstantState, ConstantValue, SCCPAnalysis, SCCPLiveBlock  # noqa: F401
from dfx.analyses.float_range import (FloatRange, FloatRangeAnalysis, FloatRangeState,  # noqa: F401
                                      FloatRangeValue, annotate_float_range_probes)

__all__ = ["JoinState", "UNINITIALIZED", "ExecutableState", "LiveBlock", "ForwardAnalysis", "ForwardElement",
           "UNKNOWN", "Constant", "ConstantState", "ConstantValue", "SCCPAnalysis", "SCCPLiveBlock",
           "FloatRange", "FloatRangeAnalysis", "FloatRangeState", "FloatRangeValue", "annotate_float_range_probes"]
