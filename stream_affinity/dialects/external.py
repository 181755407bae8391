"""IREE interfaces attached to ops that `dfx.dialects` defines (`util.global`,
`util.func`, `util.initializer`, `arith.constant`): the affinity interface
that upstream attaches as an external model.
"""

from __future__ import annotations

from dfx.ir.core import OP_DEFS, OpDef, register_op
from stream_affinity.analysis.interfaces import AffinityOp

__all__ = [
    "attach_traits",
]


#===----------------------------------------------------------------------===#
# IREE interfaces on generic ops (util/arith, defined in dfx.dialects)
#===----------------------------------------------------------------------===#


def attach_traits(name: str, *traits: object) -> OpDef:
    """Re-registers op |name| with |traits| added (creating a bare
    definition, generic syntax only, if the op is not registered yet).
    Traits of a class already present are replaced. Ops created before this
    call keep their old definition, so this runs at import time."""
    old = OP_DEFS.get(name)
    if old is None:
        opdef = OpDef(name, traits=tuple(traits))
    else:
        new_classes = {type(t) for t in traits}
        kept = tuple(t for t in old.traits if type(t) not in new_classes)
        opdef = OpDef(name, traits=kept + tuple(traits), parse=old.parse, print=old.print,
                      inherent=old.inherent, result_names=old.result_names,
                      block_arg_names=old.block_arg_names, default_dialect=old.default_dialect,
                      invariants=old.invariants, fold=old.fold, properties_form=old.properties_form)
        if hasattr(old, "spec"):
            opdef.spec = old.spec  # a declarative op's specification
    register_op(opdef)
    return opdef


attach_traits("util.global", AffinityOp(requires_if_tensor=True, attr_name="stream.affinity"))
attach_traits("arith.constant", AffinityOp(requires_if_tensor=True, attr_name="stream.affinity"))
attach_traits("util.func", AffinityOp(requires=False, attr_name="stream.affinity"))
attach_traits("util.initializer", AffinityOp(requires=False, attr_name="stream.affinity"))
