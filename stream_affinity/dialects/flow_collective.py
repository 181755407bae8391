"""`flow` channels and collectives (multi-device programs at the flow phase)
and the `stream` channel queries.

* `flow.channel.split/rank/count`, `stream.channel.split/rank/count`: not
  affinity ops (iree-opt 3.2.0 annotates none of them); only
  `flow.channel.default` is (in `flow.py`).
* `flow.collective.all_gather/all_reduce/all_to_all/reduce_scatter/
  send_recv`: not affinity ops; the result is the target tensor (operand
  0), updated in place (`tied_operands = [0]`). The element type and the
  reduction are `i32` enum properties printed by name. Static shapes only
  (the dynamic form is not modelled).
* `flow.tensor.trace`: host-side tensor tracing, not an affinity op.
"""

from __future__ import annotations

from dfx.ir.attributes import IntegerAttr, StringAttr, i32, index
from dfx.ir.core import Operation, OperationState
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments, Pure, TiedOp, operand_groups
from stream_affinity.dialects.common import parse_shaped_operand
from stream_affinity.dialects.common import (SEGMENTS, TIED, attrs_with, parse_tied_results,
                                             print_attrs, print_sized_type, register_iree_op, result_names_fixed,
                                             segment_property, set_tied, size_count, tied_list)

ELEMENT_TYPES = ("si8", "ui8", "si16", "ui16", "si32", "ui32", "si64", "ui64", "f16", "f32", "f64", "bf16")
"""`element_type` enum values in order (the property holds the index)."""
REDUCTIONS = ("none", "sum", "product", "minimum", "maximum", "average")
"""`reduction_op` enum values in order."""


# -- flow.channel.split / rank / count, stream.channel.split / rank / count ----------------------


def _parse_channel_query(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    split = state.name.endswith(".split")
    extra = []
    if split:
        for _ in range(2):
            p.parse_punctuation(",")
            extra.append(p.resolve_operand(p.parse_unresolved_operand(), type=index))
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    t = p.parse_type()
    if split:
        channel = p.resolve_operand(u, type=t)
        p.parse_punctuation("->")
        state.result_types = [p.parse_type()]
    else:
        channel = p.resolve_operand(u)
        state.result_types = [t]
    state.operands = [channel] + extra


def _print_channel_query(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    if op.name.endswith(".split"):
        pr.print_type(op.operand(0).type)
        pr.print(" -> ")
    pr.print_type(op.results[0].type)


for _dialect, _prefix in (("flow", "channel"), ("stream", "ccl")):
    register_iree_op(f"{_dialect}.channel.split", traits=(Pure(),), parse=_parse_channel_query,
                     print=_print_channel_query, result_names=result_names_fixed("channel"),
                     invariants=OpInvariants(operands="channel, color, key", results="result", regions=0,
                                             types={"color": INDEX, "key": INDEX}))
    for _query in ("rank", "count"):
        register_iree_op(f"{_dialect}.channel.{_query}", traits=(Pure(),), parse=_parse_channel_query,
                         print=_print_channel_query, result_names=result_names_fixed(f"{_prefix}_{_query}"),
                         invariants=OpInvariants(operands="channel", results="result", regions=0,
                                                 types={"result": INDEX}))


# -- flow.collective.* ------------------------------------------------------------------------------


def _parse_enum(p, names, what: str) -> IntegerAttr:
    loc = p.mark()
    word = p.parse_optional_bare_id()
    if word not in names:
        p.error(f"custom op expected string or keyword containing one of the following enum values for "
                f"attribute '{what}' [{', '.join(names)}]", loc)
    return IntegerAttr(names.index(word), i32)


def _enum_name(op: Operation, name: str, names) -> str:
    a = op.get_attr(name)
    return names[a.value] if isinstance(a, IntegerAttr) and 0 <= a.value < len(names) else "?"


def _parse_collective(p, state: OperationState) -> None:
    if state.name in ("flow.collective.all_reduce", "flow.collective.reduce_scatter"):
        state.properties["reduction_op"] = _parse_enum(p, REDUCTIONS, "reduction_op")
        p.parse_punctuation(",")
    state.properties["element_type"] = _parse_enum(p, ELEMENT_TYPES, "element_type")
    units = []
    while p.parse_optional_punctuation(","):
        units.append(p.parse_unresolved_operand())
    p.parse_punctuation(":")
    types = p.parse_type_list(delimiter="paren")
    if len(types) != len(units):
        p.error(f"custom op '{state.name}' {len(units)} operands present, but expected {len(types)}")
    operands = [p.resolve_operand(u, type=t) for u, t in zip(units, types)]
    p.parse_punctuation("->")
    result_types, _sizes, ties = parse_tied_results(p, operands, "an operand of the op")
    state.operands = operands
    state.result_types = result_types
    set_tied(state, ties, always=True)
    attrs_with(p, state, keyword=True)


def _print_collective(pr, op: Operation) -> None:
    pr.print(" ")
    if op.get_attr("reduction_op") is not None:
        pr.print(_enum_name(op, "reduction_op", REDUCTIONS) + ", ")
    pr.print(_enum_name(op, "element_type", ELEMENT_TYPES))
    for v in op.operands:
        pr.print(", ")
        pr.print_operand(v)
    pr.print(" : (")
    pr.print_types([v.type for v in op.operands])
    pr.print(") -> ")
    ties = tied_list(op)
    result = op.results[0]
    tie = ties[0] if ties else -1
    if 0 <= tie < op.num_operands:
        pr.print_operand(op.operand(tie))
        pr.print(" as ")
    pr.print_type(result.type)
    print_attrs(pr, op, keyword=True)


_COLLECTIVE_OPERANDS = {
    "flow.collective.all_gather": "target, source, channel",
    "flow.collective.all_reduce": "target, source, channel",
    "flow.collective.all_to_all": "target, source, channel",
    "flow.collective.reduce_scatter": "target, source, channel",
    "flow.collective.send_recv": "target, source, channel, send, recv",
}
for _name, _operands in _COLLECTIVE_OPERANDS.items():
    _enums = {"element_type", "reduction_op"} if "reduce" in _name else {"element_type"}
    register_iree_op(_name, traits=(TiedOp(),), parse=_parse_collective, print=_print_collective,
                     inherent=_enums | {TIED},
                     invariants=OpInvariants(operands=_operands, results="result", regions=0,
                                             attrs=tuple(sorted(_enums)),
                                             types={"send": INDEX, "recv": INDEX} if "send" in _operands else {}))


# -- flow.tensor.trace "key" = [%t : T{dims}, ...] (host-side debugging) ------------------------------


def _parse_flow_trace(p, state: OperationState) -> None:
    state.properties["key"] = StringAttr(p.parse_string())
    p.parse_punctuation("=")
    p.parse_punctuation("[")
    values, dims = [], []
    while True:
        value, value_dims = parse_shaped_operand(p)
        values.append(value)
        dims.extend(value_dims)
        if not p.parse_optional_punctuation(","):
            break
    p.parse_punctuation("]")
    state.operands = values + dims
    state.properties[SEGMENTS] = segment_property((len(values), len(dims)))
    attrs_with(p, state, keyword=True)


def _print_flow_trace(pr, op: Operation) -> None:
    values, dims = operand_groups(op, ("values", "value_dims"))
    pr.print(" ")
    pr.print_string(op.get_attr("key").value)
    pr.print(" = [")
    pos = 0
    for i, v in enumerate(values):
        if i:
            pr.print(", ")
        pr.print_operand(v)
        pr.print(" : ")
        n = size_count(v.type)
        print_sized_type(pr, v.type, dims[pos:pos + n])
        pos += n
    pr.print("]")
    print_attrs(pr, op, keyword=True)


register_iree_op("flow.tensor.trace", traits=(OperandSegments(("values", "value_dims")),),
                 parse=_parse_flow_trace, print=_print_flow_trace, inherent={"key", SEGMENTS},
                 invariants=OpInvariants(operands="values+, value_dims*", results="", regions=0, attrs="key",
                                         types={"value_dims": INDEX}, dims=(("values", "value_dims"),)))
