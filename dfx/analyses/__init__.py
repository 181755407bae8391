"""A library of ready-made analyses written on the dfx framework.

Each module is a complete analysis over the generic dialects (`arith`,
`math`, `scf`, `cf`, `util`, `linalg`...), usable as it is and readable as
an example of the framework: its element kinds, the driver that seeds and
solves them, and its queries. They know nothing about devices or IREE's
stream ops.

Unlike `dfx.analysis` (the framework, which reaches ops through their
traits only), an analysis here may know the meaning of particular ops of
the generic dialects by name (`arith.minimumf`, `math.floor`), as MLIR's
analyses switch on concrete op classes.

* `float_range`: the range of values a floating-point value may hold and
  whether they are all integral (IREE's `FloatRangeValueElement`), with the
  probe pass behind `--iree-util-test-float-range-analysis`.
"""

from dfx.analyses.float_range import (FloatRange, FloatRangeAnalysis, FloatRangeState,  # noqa: F401
                                      FloatRangeValue, annotate_float_range_probes)

__all__ = ["FloatRange", "FloatRangeAnalysis", "FloatRangeState", "FloatRangeValue",
           "annotate_float_range_probes"]
