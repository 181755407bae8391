"""Dialect definitions. Importing this package registers every op of the
generic dialects (`builtin`, `func`, `util`, `arith`, `scf`, `cf`, `linalg`, `tensor`,
`affine`, `math`, `index`) in `dfx.ir.OP_DEFS`."""

from dfx.dialects import builtin, func, util, arith, math, index, scf, scf_parallel, cf, linalg, tensor, affine  # noqa: F401

__all__ = ["builtin", "func", "util", "arith", "math", "index", "scf", "cf", "linalg", "tensor", "affine"]
