"""Dialect definitions. Importing this package registers every op of the
generic dialects (`builtin`, `func`, `util`, `arith`, `scf`, `cf`, `linalg`, `tensor`,
`affine`) in `dfx.ir.OP_DEFS`; IREE's `util` ops are in `util` (structure, globals,
calls), `util_values` and `util_buffer` (declarative formats)."""

from dfx.dialects import (builtin, func, util, util_values, util_buffer, arith, scf, cf, linalg,  # noqa: F401
                          tensor, affine)

__all__ = ["builtin", "func", "util", "arith", "scf", "cf", "linalg"]
