"""`hal` host ops of the ABI and device code that iree-compile leaves in the
program at the flow and stream phases: buffer-view queries
(`hal.buffer_view.dim/rank/buffer/element_type/encoding_type`), device
enumeration (`hal.devices.get/count`) and, in current releases,
`hal.tensor.transients`.

None of the queries is an affinity op. `hal.tensor.transients` is modelled
as current upstream models it (SPEC-CURRENT R9): it does not require an
affinity, pins the values it touches while it carries an `on(...)`, and its
result is its source tensor.
"""

from __future__ import annotations

from dfx.ir.attributes import DialectType, IntegerAttr, index
from dfx.ir.core import Operation, OperationState
from dfx.ir.invariants import INDEX, OpInvariants, TypeConstraint
from dfx.ir.traits import ConstantLike, TiedOp
from stream_affinity.analysis.interfaces import AffinityOp
from stream_affinity.dialects.common import (PURE, aff_on, attrs_with, parse_operand_with_type,
                                             parse_shaped_operand, print_attrs, print_operand_with_type,
                                             print_optional_affinity, print_sizes, register_iree_op,
                                             result_names_fixed)

BUFFER_VIEW = TypeConstraint("buffer_view", lambda t: isinstance(t, DialectType) and t.dialect == "hal"
                             and t.name == "buffer_view")


def _parse_buffer_view_query(p, state: OperationState) -> None:
    """`<%bv : !hal.buffer_view>` then `[N]` for `dim`, then `: T`."""
    p.parse_punctuation("<")
    state.operands = [parse_operand_with_type(p)]
    p.parse_punctuation(">")
    if state.name == "hal.buffer_view.dim":
        p.parse_punctuation("[")
        # iree-opt keeps the index as a discardable attribute.
        state.attributes["index"] = IntegerAttr(p.parse_integer(), index)
        p.parse_punctuation("]")
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    attrs_with(p, state, keyword=False)


def _print_buffer_view_query(pr, op: Operation) -> None:
    pr.print("<")
    print_operand_with_type(pr, op.operand(0))
    pr.print(">")
    elided = ()
    if op.name == "hal.buffer_view.dim":
        pr.print(f"[{op.get_attr('index').value}]")
        elided = ("index",)
    pr.print(" : ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=False, extra_elided=elided)


for _name, _result, _names in (("hal.buffer_view.dim", INDEX, None), ("hal.buffer_view.rank", INDEX, None),
                               ("hal.buffer_view.buffer", None, result_names_fixed("buffer")),
                               ("hal.buffer_view.element_type", None, None),
                               ("hal.buffer_view.encoding_type", None, None)):
    register_iree_op(_name, traits=(PURE,), parse=_parse_buffer_view_query, print=_print_buffer_view_query,
                     result_names=_names,
                     invariants=OpInvariants(operands="buffer_view", results="result", regions=0,
                                             attrs="index" if _name.endswith(".dim") else (),
                                             types=dict({"buffer_view": BUFFER_VIEW},
                                                        **({"result": _result} if _result else {}))))


# -- hal.devices.get / count ---------------------------------------------------------------------


def _parse_devices(p, state: OperationState) -> None:
    if state.name == "hal.devices.get":
        state.operands = [p.resolve_operand(p.parse_unresolved_operand(), type=index)]
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_devices(pr, op: Operation) -> None:
    if op.operands:
        pr.print(" ")
        pr.print_operand(op.operand(0))
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _device_name(op: Operation):
    """`%device_N` when the ordinal is a constant N, else `%device`."""
    owner = op.operand(0).defining_op if op.operands else None
    value = owner.get_attr("value") if owner is not None and owner.has_trait(ConstantLike) else None
    if isinstance(value, IntegerAttr):
        return [f"device_{value.value}"]
    return ["device"]


register_iree_op("hal.devices.get", traits=(PURE,), parse=_parse_devices, print=_print_devices,
                 result_names=_device_name,
                 invariants=OpInvariants(operands="index", results="result", regions=0, types={"index": INDEX}))
register_iree_op("hal.devices.count", traits=(PURE,), parse=_parse_devices, print=_print_devices,
                 result_names=result_names_fixed("device_count"),
                 invariants=OpInvariants(operands="", results="result", regions=0, types={"result": INDEX}))


# -- hal.tensor.transients (current releases) -------------------------------------------------------


def _parse_tensor_transients(p, state: OperationState) -> None:
    aff_on(state, p)
    source, dims = parse_shaped_operand(p)
    t = source.type
    p.parse_keyword("from")
    storage = parse_operand_with_type(p)
    state.operands = [source] + dims + [storage]
    state.result_types = [t]
    attrs_with(p, state, keyword=False)


def _print_tensor_transients(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    source, storage = op.operand(0), op.operand(op.num_operands - 1)
    pr.print(" ")
    print_operand_with_type(pr, source)
    print_sizes(pr, op.operands[1:-1])
    pr.print(" from ")
    print_operand_with_type(pr, storage)
    print_attrs(pr, op, keyword=False)


register_iree_op("hal.tensor.transients",
                 traits=(AffinityOp(requires=False, pins="if_set", attr_name="affinity"), TiedOp(fixed=((0, 0),))),
                 parse=_parse_tensor_transients, print=_print_tensor_transients, inherent={"affinity"},
                 invariants=OpInvariants(operands="source, source_dims*, storage", results="result", regions=0,
                                         types={"source_dims": INDEX}, same_types=(("source", "result"),),
                                         dims=(("source", "source_dims"),)))
