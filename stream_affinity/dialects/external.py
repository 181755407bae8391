"""IREE interfaces attached to ops that `dfx.dialects` defines (`util.global`,
`util.func`, `util.initializer`, `arith.constant`): the affinity interface
that upstream attaches as an external model.
"""

from __future__ import annotations

from dfx.ir import dialect_registry
from dfx.ir.core import OP_DEFS, OpDef, register_op
from stream_affinity.analysis.interfaces import AffinityOp

__all__ = [
    "attach_traits",
]


#===----------------------------------------------------------------------===#
# IREE interfaces on generic ops (util/arith, defined in dfx.dialects)
#===----------------------------------------------------------------------===#


def attach_traits(name: str, *traits: object) -> None:
    """Adds |traits| to op |name| (traits of a class already present are
    replaced): to its registered definition, and to the one its dialect
    registers when it loads (`dfx.ir.dialect_registry.attach_traits`);
    an op of a dialect nobody declares gets a bare definition (generic
    syntax only). Ops created before this call keep their old definition,
    so this runs at import time."""
    dialect_registry.attach_traits(name, *traits)
    old = OP_DEFS.get(name)
    if old is not None:
        register_op(old)
    elif name.split(".", 1)[0] not in dialect_registry.pending_dialects() and not dialect_registry.is_deferred(name):
        register_op(OpDef(name))


attach_traits("util.global", AffinityOp(requires_if_tensor=True, attr_name="stream.affinity"))
attach_traits("arith.constant", AffinityOp(requires_if_tensor=True, attr_name="stream.affinity"))
attach_traits("util.func", AffinityOp(requires=False, attr_name="stream.affinity"))
attach_traits("util.initializer", AffinityOp(requires=False, attr_name="stream.affinity"))
