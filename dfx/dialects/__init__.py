"""Dialect definitions: `builtin`, `func`, `util`, `arith` (and `complex`),
`math`, `index`, `scf`, `cf`, `linalg`, `tensor`, `affine`. IREE's `util`
ops are in `util` (structure, globals, calls), `util_values` and
`util_buffer` (declarative formats).

Importing this package only declares which module defines each namespace
(`dfx.ir.dialect_registry`); a module is imported, and its ops registered
in `dfx.ir.OP_DEFS`, the first time an op (or a dialect type or
attribute) of its namespace is looked up. A module that registers ops of
several namespaces is listed under each. `tests/test_dialect_loading.py`
checks that every module is declared for every namespace it registers.
"""

from dfx.ir.dialect_registry import register_dialect, register_dialect_index

DIALECT_MODULES = {
    "builtin": ("dfx.dialects.builtin",),
    "func": ("dfx.dialects.func",),
    "util": ("dfx.dialects.util", "dfx.dialects.util_values", "dfx.dialects.util_buffer"),
    "arith": ("dfx.dialects.arith",),
    "complex": ("dfx.dialects.arith",),
    "math": ("dfx.dialects.math",),
    "index": ("dfx.dialects.index",),
    "scf": ("dfx.dialects.scf", "dfx.dialects.scf_parallel"),
    "cf": ("dfx.dialects.cf",),
    "linalg": ("dfx.dialects.linalg",),
    "tensor": ("dfx.dialects.tensor", "dfx.dialects.linalg"),
    "affine": ("dfx.dialects.affine",),
}
"""Namespace -> the modules defining its ops, imported in this order on
first use."""

for _namespace, _modules in DIALECT_MODULES.items():
    register_dialect(_namespace, *_modules)
register_dialect_index("dfx.dialects._index")  # which module registers each name (generated)

_SUBMODULES = ("builtin", "func", "util", "util_values", "util_buffer", "arith", "math", "index", "scf",
               "scf_parallel", "cf", "linalg", "tensor", "affine")
__all__ = ["DIALECT_MODULES", "builtin", "func", "util", "arith", "math", "index", "scf", "cf", "linalg", "tensor",
           "affine"]


def __getattr__(name: str):
    # `from dfx.dialects import scf` and `dfx.dialects.scf` import the module.
    if name in _SUBMODULES:
        import importlib
        return importlib.import_module(f"dfx.dialects.{name}")
    raise AttributeError(f"module 'dfx.dialects' has no attribute {name!r}")
