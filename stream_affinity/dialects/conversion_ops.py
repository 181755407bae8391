"""Ops of executable bodies that `convert-to-stream` reads and rewrites and
that the dialect modules do not model: `flow.dispatch.tie_shape` and
`{flow,stream}.dispatch.workgroup.{id,count,size}`. The tensor-phase
`stream.tensor.*` ops, `stream.resource.size`, the channel ops,
collectives, `flow.tensor.trace`, `hal.buffer_view.dim` and
`check.expect_eq` are in `stream_tensor_data`, `stream_resource`,
`flow_collective`, `hal_host` and `check`.
`tensor.extract` and `affine.apply/min/max` are in `dfx.dialects`.

Operand groups follow upstream's operand order; groups of variable length
are sized by `operandSegmentSizes`. Printing follows iree-opt 3.2.0.
"""

from __future__ import annotations

from dfx.ir.attributes import IntegerAttr, index
from dfx.ir.core import Operation, OperationState
from stream_affinity.dialects.common import PURE, attrs_with, parse_sizes_for, print_attrs, print_sized_type, register_iree_op

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List

__all__: List[str] = []


# -- executable bodies: flow.dispatch.tie_shape, workgroup info ---------------------------------------


def _parse_tie_shape(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    t = p.parse_type()
    state.operands = [p.resolve_operand(u, type=t)] + parse_sizes_for(p, t)
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_tie_shape(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    print_sized_type(pr, op.results[0].type, op.operands[1:])
    print_attrs(pr, op, keyword=True)


register_iree_op("flow.dispatch.tie_shape", traits=(PURE,), parse=_parse_tie_shape, print=_print_tie_shape)


def _parse_workgroup_info(p, state: OperationState) -> None:
    p.parse_punctuation("[")
    state.properties["dimension"] = IntegerAttr(p.parse_integer(), index)
    p.parse_punctuation("]")
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_workgroup_info(pr, op: Operation) -> None:
    pr.print(f"[{op.get_attr('dimension').value}]")
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _workgroup_names(kind: str):
    return lambda op: [f"workgroup_{kind}_{op.get_attr('dimension').value}"]


for _dialect in ("flow", "stream"):
    for _kind in ("id", "count", "size"):
        register_iree_op(f"{_dialect}.dispatch.workgroup.{_kind}", traits=(PURE,), parse=_parse_workgroup_info,
                         print=_print_workgroup_info, inherent={"dimension"}, result_names=_workgroup_names(_kind))
