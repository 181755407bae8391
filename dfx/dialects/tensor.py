"""The `tensor` dialect ops that dispatch bodies use besides `tensor.empty`
(which lives with `linalg`): `tensor.extract`.

    %extracted = tensor.extract %t[%i, %j] : tensor<4x4xf32>
"""

from __future__ import annotations

from dfx.ir.attributes import index
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.traits import Pure

__all__ = []


def _parse_extract(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    units = []
    if not p.parse_optional_punctuation("]"):
        units = p.parse_unresolved_operand_list()
        p.parse_punctuation("]")
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    t = p.parse_type()
    state.operands = [p.resolve_operand(u, type=t)] + [p.resolve_operand(x, type=index) for x in units]
    state.result_types = [getattr(t, "element", t)]


def _print_extract(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operands(op.operands[1:])
    pr.print("]")
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


register_op(OpDef("tensor.extract", traits=(Pure(),), parse=_parse_extract, print=_print_extract,
                  result_names=lambda op: ["extracted"]))
