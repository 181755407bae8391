"""The `builtin` dialect: `builtin.module` (printed `module`).

    module {
    }
    module @name attributes {a.b = 1 : i64} {
      ...
    }
"""

from __future__ import annotations

from dfx.ir.attributes import StringAttr
from dfx.ir.core import Block, OpDef, Operation, OperationState, Region, register_op
from dfx.ir.invariants import OpInvariants
from dfx.ir.markers import Pure
from dfx.ir.traits import IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable

__all__ = ["make_module"]


def make_module(location=None) -> Operation:
    """A new empty `builtin.module` with its single block."""
    from dfx.ir.core import UNKNOWN_LOCATION
    return Operation("builtin.module", regions=[Region([Block()])],
                     location=location if location is not None else UNKNOWN_LOCATION)


def _parse_module(p, state: OperationState) -> None:
    name = p.parse_optional_symbol_name()
    if name is not None:
        state.properties["sym_name"] = StringAttr(name)
    p.add_attr_dict(state, p.parse_optional_attr_dict_with_keyword())
    region = p.parse_region()
    if not region.blocks:
        region.add_block(Block())
    state.regions.append(region)


def _print_module(pr, op: Operation) -> None:
    name = op.get_attr("sym_name")
    if isinstance(name, StringAttr):
        pr.print(" ")
        pr.print_symbol(name.value)
    pr.print_attr_dict_with_keyword(op, elided=("sym_name", "sym_visibility"))
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False)


def _one_block(op: Operation):
    if len(op.regions[0].blocks) != 1:
        return "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"
    return None


register_op(OpDef("builtin.module", traits=(SymbolTable(), IsolatedFromAbove(), NoTerminator(), SingleBlock()),
                  parse=_parse_module, print=_print_module, inherent={"sym_name", "sym_visibility"},
                  default_dialect="builtin",
                  invariants=OpInvariants(operands="", results="", regions=1, graph_regions=True,
                                          optional_symbol=True, checks=(_one_block,))))


# `builtin.unrealized_conversion_cast %a, %b : A, B to C` (operands optional):
# what MLIR's dialect conversion leaves for values it could not retype;
# iree-opt 3.13's conversion output keeps unused ones.
def _parse_unrealized_cast(p, state: OperationState) -> None:
    names = p.parse_unresolved_operand_list()
    if names:
        p.parse_punctuation(":")
        types = [p.parse_type()]
        while p.parse_optional_punctuation(","):
            types.append(p.parse_type())
        state.operands = p.resolve_operands(names, types)
    p.parse_keyword("to")
    state.result_types = [p.parse_type()]
    while p.parse_optional_punctuation(","):
        state.result_types.append(p.parse_type())
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_unrealized_cast(pr, op: Operation) -> None:
    if op.operands:
        pr.print(" ")
        pr.print_operands(op.operands)
        pr.print(" : ")
        for i, v in enumerate(op.operands):
            if i:
                pr.print(", ")
            pr.print_type(v.type)
    pr.print(" to ")
    for i, t in enumerate(op.result_types):
        if i:
            pr.print(", ")
        pr.print_type(t)
    pr.print_attr_dict(op)


# No side effects (MLIR's `Pure`): an unused cast is dead.
register_op(OpDef("builtin.unrealized_conversion_cast", parse=_parse_unrealized_cast, print=_print_unrealized_cast,
                  traits=(Pure(),), invariants=OpInvariants(operands="inputs*", results="outputs*", regions=0)))
