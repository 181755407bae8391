"""Ops that `convert-to-stream` emits or reads and that the dialect modules
do not model: `flow.tensor.trace`, the channel queries
(`{flow,stream}.channel.{split,rank,count}`), what executable bodies use
(`flow.dispatch.tie_shape`, `{flow,stream}.dispatch.workgroup.*`), and
custom syntax for the generic-only `flow.collective.*` models of `flow.py`.
The tensor-phase `stream.tensor.*` ops, `stream.resource.size`,
`stream.channel.create`, `hal.buffer_view.dim` and `check.expect_eq` are in
`stream_tensor_data`, `stream_resource`, `hal_host` and `check`.
`tensor.extract` and `affine.apply/min/max` are in `dfx.dialects`.

Operand groups follow upstream's operand order; groups of variable length
are sized by `operandSegmentSizes`. Printing follows iree-opt 3.2.0.
"""

from __future__ import annotations

from typing import List

from dfx.ir.attributes import DialectType, IntegerAttr, StringAttr, index
from dfx.ir.core import Operation, OperationState
from dfx.ir.traits import OperandSegments
from stream_affinity.dialects.common import (PURE, SEGMENTS, TIED, attrs_with, current_indent, operands_named,
                                             parse_sizes_for, print_attrs, print_sized_type, register_iree_op,
                                             segment_property, size_count, tied_operands_attr)

__all__: List[str] = []


# -- flow.tensor.trace ------------------------------------------------------------------------------


def _parse_trace(p, state: OperationState) -> None:
    state.properties["key"] = StringAttr(p.parse_string())
    p.parse_punctuation("=")
    p.parse_punctuation("[")
    values, dims = [], []
    if not p.parse_optional_punctuation("]"):
        while True:
            u = p.parse_unresolved_operand()
            p.parse_punctuation(":")
            t = p.parse_type()
            values.append(p.resolve_operand(u, type=t))
            dims.extend(parse_sizes_for(p, t))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation("]")
    state.operands = values + dims
    state.properties[SEGMENTS] = segment_property((len(values), len(dims)))
    attrs_with(p, state, keyword=True)


def _print_trace(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_string(op.get_attr("key").value)
    pr.print(" = [")
    indent = current_indent(pr)
    values = operands_named(op, "values")
    dims = operands_named(op, "value_dims")
    d = 0
    for i, v in enumerate(values):
        pr.print("\n" + indent + "  ")
        pr.print_operand(v)
        pr.print(" : ")
        n = size_count(v.type)
        print_sized_type(pr, v.type, dims[d:d + n])
        d += n
        if i + 1 < len(values):
            pr.print(",")
    if values:
        pr.print("\n" + indent)
    pr.print("]")
    print_attrs(pr, op, keyword=True)


register_iree_op("flow.tensor.trace", traits=(OperandSegments(("values", "value_dims")),),
                 parse=_parse_trace, print=_print_trace, inherent={"key", SEGMENTS})


# -- channels ---------------------------------------------------------------------------------------------


def _parse_channel_split(p, state: OperationState) -> None:
    vals = p.parse_unresolved_operand_list()
    p.parse_punctuation(":")
    t = p.parse_type()
    p.parse_punctuation("->")
    rt = p.parse_type()
    state.operands = [p.resolve_operand(vals[0], type=t)] + [p.resolve_operand(v, type=index) for v in vals[1:]]
    state.result_types = [rt]
    attrs_with(p, state, keyword=True)


def _print_channel_split(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


def _parse_channel_query(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    kind = "flow" if state.name.startswith("flow.") else "stream"
    state.operands = [p.resolve_operand(u, type=DialectType(kind, "channel"))]
    attrs_with(p, state, keyword=True)


def _print_channel_query(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


for _dialect in ("flow", "stream"):
    register_iree_op(f"{_dialect}.channel.split", traits=(PURE,), parse=_parse_channel_split,
                     print=_print_channel_split, result_names=lambda op: ["channel"])
    register_iree_op(f"{_dialect}.channel.rank", traits=(PURE,), parse=_parse_channel_query,
                     print=_print_channel_query, result_names=lambda op: ["ccl_rank"])
    register_iree_op(f"{_dialect}.channel.count", traits=(PURE,), parse=_parse_channel_query,
                     print=_print_channel_query, result_names=lambda op: ["ccl_count"])


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


# -- flow.collective.* custom syntax -------------------------------------------------------------------
# The op models (flow.py) are generic-only; the conversion tests spell them
# in custom form. The syntax is attached here only where a model has none.

COLLECTIVE_ELEMENT_TYPES = ("si8", "ui8", "si16", "ui16", "si32", "ui32", "si64", "ui64", "f16", "f32", "f64", "bf16")
"""`element_type` enum values (index = value)."""
COLLECTIVE_REDUCTIONS = ("none", "sum", "product", "minimum", "maximum", "average")
"""`reduction_op` enum values (index = value)."""


def _parse_collective(p, state: OperationState) -> None:
    from dfx.ir.attributes import i32
    if state.name.endswith(("all_reduce", "reduce_scatter")):
        loc = p.mark()
        word = p.parse_optional_bare_id()
        if word not in COLLECTIVE_REDUCTIONS:
            p.error("expected a collective reduction op", loc)
        state.properties["reduction_op"] = IntegerAttr(COLLECTIVE_REDUCTIONS.index(word), i32)
        p.parse_punctuation(",")
    loc = p.mark()
    word = p.parse_optional_bare_id()
    if word not in COLLECTIVE_ELEMENT_TYPES:
        p.error("expected a collective element type", loc)
    state.properties["element_type"] = IntegerAttr(COLLECTIVE_ELEMENT_TYPES.index(word), i32)
    p.parse_punctuation(",")
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(":")
    p.parse_punctuation("(")
    types = p.parse_type_list()
    p.parse_punctuation(")")
    p.parse_punctuation("->")
    values = p.resolve_operands(units, types, loc)
    tied = p.parse_optional_unresolved_operand()
    tie = -1
    if tied is not None:
        p.parse_keyword("as")
        tie = next((i for i, u in enumerate(units) if (u.name, u.number) == (tied.name, tied.number)), -1)
    rt = p.parse_type()
    dims = parse_sizes_for(p, rt)
    state.operands = values[:1] + dims + values[1:]
    state.result_types = [rt]
    state.properties[TIED] = tied_operands_attr((tie,))
    attrs_with(p, state, keyword=True)


def _print_collective(pr, op: Operation) -> None:
    red = op.get_attr("reduction_op")
    pr.print(" ")
    if red is not None:
        pr.print(COLLECTIVE_REDUCTIONS[red.value] + ", ")
    pr.print(COLLECTIVE_ELEMENT_TYPES[op.get_attr("element_type").value] + ", ")
    rt = op.results[0].type
    ndims = size_count(rt)
    values = op.operands[:1] + op.operands[1 + ndims:]
    pr.print_operands(values)
    pr.print(" : (")
    pr.print_types([v.type for v in values])
    pr.print(") -> ")
    # iree-opt 3.2.0 prints the result as tied to the target whatever
    # `tied_operands` says (so `-> T` reads back tied).
    pr.print_operand(values[0])
    pr.print(" as ")
    print_sized_type(pr, rt, op.operands[1:1 + ndims])
    print_attrs(pr, op, keyword=True)


def _attach_collective_syntax() -> None:
    from dfx.ir.core import get_op_def
    for name in ("all_gather", "all_reduce", "all_to_all", "reduce_scatter", "send_recv"):
        opdef = get_op_def(f"flow.collective.{name}")
        if opdef is not None and opdef.parse is None:
            opdef.parse = _parse_collective
            opdef.print = _print_collective


_attach_collective_syntax()
