"""Dialect definitions. Importing this package registers every op of the
generic dialects (`builtin`, `func`, `util`, `arith`, `scf`, `cf`, `linalg`, `tensor`,
`affine`, `math`, `index`) in `dfx.ir.OP_DEFS`; IREE's `util` ops are in `util` (structure,
globals, calls), `util_values` and `util_buffer` (declarative formats)."""

from dfx.dialects import (builtin, func, util, util_values, util_buffer, arith, math, index, scf,  # noqa: F401
                          scf_parallel, cf, linalg, tensor, affine)

__all__ = ["builtin", "func", "util", "arith", "math", "index", "scf", "cf", "linalg", "tensor", "affine"]
