"""The `flow` dialect: tensor ops, dispatches, calls, transfers and barriers,
dispatch regions and workgroups, channels and collectives.
"""

from __future__ import annotations

from dfx.ir.attributes import StringAttr, TensorType, Type
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.invariants import INDEX, RANKED_TENSOR, TENSOR, OpInvariants, SymbolUse
from dfx.ir.symbol_checks import call_matches_function_type, callee_signature
from dfx.ir.traits import CallOp, ConstantLike, IsolatedFromAbove, OperandSegments, TiedOp, operand_groups
from dfx.dialects.func import FLAT_SYMBOL_REF
from dfx.syntax.declarative import AllTypesMatch
from stream_affinity.analysis.interfaces import AffinityOp
from stream_affinity.dialects.common import parse_shaped_operand
from stream_affinity.dialects.common import (AFF, AFF_TARGET, ALLOC, PURE, SEGMENTS, SYMBOL_REFS, TIED, attrs_with,
                                             current_indent, operands_named, parse_entry_points,
                                             parse_optional_index_triple_region,
                                             parse_optional_square_operands, parse_shaped_function_type,
                                             parse_sizes_for, parse_tied_target_result, print_attrs,
                                             print_entry_points, print_optional_index_triple_region,
                                             print_optional_square_operands, print_shaped_function_type,
                                             print_sized_type, print_tied_target_result, register_iree_op,
                                             result_names_fixed, segment_property, set_tied, size_count,
                                             take_sizes, tied_list)
from stream_affinity.dialects.common import define_iree_op, parse_index_operands

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional



#===----------------------------------------------------------------------===#
# flow dialect (SPEC 5.4)
#===----------------------------------------------------------------------===#

# -- flow.tensor.constant / dynamic_constant ------------------------------------


def _parse_flow_constant(p, state: OperationState) -> None:
    attrs_with(p, state, keyword=False)
    value = p.parse_attribute()
    state.properties["value"] = value
    t = getattr(value, "type", None)
    if state.name == "flow.tensor.dynamic_constant":
        p.parse_punctuation("->")
        t = p.parse_type()
    if t is None:
        p.error("expected a typed constant value")
    state.result_types = [t]


def _print_flow_constant(pr, op: Operation) -> None:
    print_attrs(pr, op, keyword=False)
    pr.print(" ")
    pr.print_attribute(op.get_attr("value"))
    if op.name == "flow.tensor.dynamic_constant":
        pr.print(" -> ")
        pr.print_type(op.results[0].type)


_CONSTANT = OpInvariants(operands="", results="result", regions=0, attrs="value", types={"result": TENSOR})
register_iree_op("flow.tensor.constant", traits=(AFF, PURE, ConstantLike()),
                 parse=_parse_flow_constant, print=_print_flow_constant, inherent={"value"}, invariants=_CONSTANT)
register_iree_op("flow.tensor.dynamic_constant", traits=(AFF,),
                 parse=_parse_flow_constant, print=_print_flow_constant, inherent={"value"}, invariants=_CONSTANT)


# -- `%x : T{dims} ... attributes {...}` unary tensor ops ----------------------


def _element_or_self(t: Type) -> Type:
    return t.element if isinstance(t, TensorType) else t


def _parse_flow_splat(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    t = p.parse_type()
    value = p.resolve_operand(u, type=_element_or_self(t))
    dims = parse_sizes_for(p, t)
    state.operands = [value] + dims
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _flow_unary(keyword: Optional[str]):
    """`%x : T{dims} [keyword <attr>] attributes {...}` with the attribute
    stored in `target` (transfer: `to`, barrier: `on`)."""

    def parse(p, state: OperationState) -> None:
        src, dims = parse_shaped_operand(p)
        t = src.type
        if keyword is not None:
            p.parse_keyword(keyword)
            state.properties["target"] = p.parse_attribute()
        state.operands = [src] + dims
        state.result_types = [t]
        attrs_with(p, state, keyword=True)

    def print_(pr, op: Operation) -> None:
        pr.print(" ")
        pr.print_operand(op.operand(0))
        pr.print(" : ")
        print_sized_type(pr, op.results[0].type, op.operands[1:])
        if keyword is not None:
            pr.print(f" {keyword} ")
            pr.print_attribute(op.get_attr("target"))
        print_attrs(pr, op, keyword=True)

    return parse, print_


def _unary_invariants(attrs: str = "") -> OpInvariants:
    return OpInvariants(operands="operand, operand_dims*", results="result", regions=0, attrs=attrs,
                        types={"operand": RANKED_TENSOR, "operand_dims": INDEX, "result": RANKED_TENSOR},
                        same_types=(("operand", "result"),),
                        # The result has the operand's type, so its dims too.
                        dims=(("operand", "operand_dims"), ("result", "operand_dims")))


_p, _q = _flow_unary(None)
register_iree_op("flow.tensor.clone", traits=(AFF, PURE), parse=_p, print=_q, invariants=_unary_invariants())
# A splat prints like a keyword-less unary op: `%value : T{dims}`.
register_iree_op("flow.tensor.splat", traits=(AFF, PURE), parse=_parse_flow_splat, print=_q,
                 invariants=OpInvariants(operands="value, result_dims*", results="result", regions=0,
                                         types={"result_dims": INDEX, "result": RANKED_TENSOR},
                                         dims=(("result", "result_dims"),)))
_p, _q = _flow_unary("to")
register_iree_op("flow.tensor.transfer", traits=(AFF_TARGET, PURE), parse=_p, print=_q, inherent={"target"},
                 invariants=_unary_invariants("target"))
_p, _q = _flow_unary("on")
# The barrier's result is its operand moved nowhere: tied to it (3.2.0);
# current releases also make it pin.
register_iree_op("flow.tensor.barrier", traits=(AffinityOp(attr_name="target", current_pins=True),
                                               TiedOp(identity=True), PURE), parse=_p, print=_q, inherent={"target"},
                 invariants=_unary_invariants("target"))


# -- flow.tensor.load / store ----------------------------------------------------


def _parse_flow_load(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    indices = parse_optional_square_operands(p)
    p.parse_punctuation(":")
    t = p.parse_type()
    src = p.resolve_operand(u, type=t)
    dims = parse_sizes_for(p, t)
    state.operands = [src] + dims + indices
    state.properties[SEGMENTS] = segment_property((1, len(dims), len(indices)))
    state.result_types = [t.element if isinstance(t, TensorType) else t]
    attrs_with(p, state, keyword=True)


def _print_indices(pr, op: Operation) -> None:
    """`[%i, %j] : ` (nothing but ` : ` without indices, as iree-opt prints a
    rank-0 access)."""
    indices = operands_named(op, "indices")
    if indices:
        pr.print("[")
        pr.print_operands(indices)
        pr.print("]")
    pr.print(" : ")


def _print_flow_load(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    _print_indices(pr, op)
    print_sized_type(pr, op.operand(0).type, operands_named(op, "source_dims"))
    print_attrs(pr, op, keyword=True)


def _element_type(t):
    return t.element if isinstance(t, TensorType) else None


def _load_result_is_element(op: Operation) -> Optional[str]:
    if op.results and op.num_operands and _element_type(op.operand(0).type) != op.results[0].type:
        return "failed to verify that value type matches element type of target operand"
    return None


def _store_value_is_element(op: Operation) -> Optional[str]:
    if op.num_operands > 1 and _element_type(op.operand(1).type) != op.operand(0).type:
        return "failed to verify that value type matches element type of target operand"
    return None


register_iree_op("flow.tensor.load", traits=(PURE, OperandSegments(("source", "source_dims", "indices"))),
                 parse=_parse_flow_load, print=_print_flow_load, inherent={SEGMENTS},
                 invariants=OpInvariants(operands="source, source_dims*, indices*", results="result", regions=0,
                                         types={"source": RANKED_TENSOR, "source_dims": INDEX, "indices": INDEX},
                                         dims=(("source", "source_dims"),), checks=(_load_result_is_element,)))


def _parse_flow_store(p, state: OperationState) -> None:
    uv = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    indices = parse_optional_square_operands(p)
    p.parse_punctuation(":")
    t = p.parse_type()
    value = p.resolve_operand(uv, type=_element_or_self(t))
    target = p.resolve_operand(ut, type=t)
    dims = parse_sizes_for(p, t)
    state.operands = [value, target] + dims + indices
    state.properties[SEGMENTS] = segment_property((1, 1, len(dims), len(indices)))
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_flow_store(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(", ")
    pr.print_operand(op.operand(1))
    _print_indices(pr, op)
    print_sized_type(pr, op.results[0].type, operands_named(op, "target_dims"))
    print_attrs(pr, op, keyword=True)


register_iree_op("flow.tensor.store",
                 traits=(PURE, OperandSegments(("value", "target", "target_dims", "indices"))),
                 parse=_parse_flow_store, print=_print_flow_store, inherent={SEGMENTS},
                 invariants=OpInvariants(operands="value, target, target_dims*, indices*", results="result",
                                         regions=0, types={"target": RANKED_TENSOR, "target_dims": INDEX,
                                                           "indices": INDEX, "result": RANKED_TENSOR},
                                         same_types=(("target", "result"),), dims=(("target", "target_dims"),),
                                         checks=(_store_value_is_element,)))


# -- flow.tensor.reshape / bitcast / slice ------------------------------------------


def _parse_flow_reshape(p, state: OperationState) -> None:
    src, sdims = parse_shaped_operand(p)
    p.parse_punctuation("->")
    rt = p.parse_type()
    rdims = parse_sizes_for(p, rt)
    state.operands = [src] + sdims + rdims
    state.properties[SEGMENTS] = segment_property((1, len(sdims), len(rdims)))
    state.result_types = [rt]
    attrs_with(p, state, keyword=True)


def _print_flow_reshape(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    print_sized_type(pr, op.operand(0).type, operands_named(op, "source_dims"))
    pr.print(" -> ")
    print_sized_type(pr, op.results[0].type, operands_named(op, "result_dims"))
    print_attrs(pr, op, keyword=True)


_RESHAPE_SEGS = OperandSegments(("source", "source_dims", "result_dims"))
_RESHAPE = OpInvariants(operands="source, source_dims*, result_dims*", results="result", regions=0,
                        types={"source": RANKED_TENSOR, "source_dims": INDEX, "result_dims": INDEX,
                               "result": RANKED_TENSOR},
                        dims=(("source", "source_dims"), ("result", "result_dims")))
register_iree_op("flow.tensor.reshape", traits=(PURE, _RESHAPE_SEGS, TiedOp(fixed=((0, 0),))),
                 parse=_parse_flow_reshape, print=_print_flow_reshape, inherent={SEGMENTS}, invariants=_RESHAPE)
register_iree_op("flow.tensor.bitcast", traits=(PURE, _RESHAPE_SEGS, TiedOp(fixed=((0, 0),))),
                 parse=_parse_flow_reshape, print=_print_flow_reshape, inherent={SEGMENTS}, invariants=_RESHAPE)
# Current releases: an encoding change, placed like any flow tensor op
# (`stream.affinity`); the result is a new value (not tied).
register_iree_op("flow.tensor.encode", traits=(AFF, PURE, _RESHAPE_SEGS),
                 parse=_parse_flow_reshape, print=_print_flow_reshape, inherent={SEGMENTS}, invariants=_RESHAPE)


def _parse_flow_slice(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    starts = parse_index_operands(p)
    p.parse_keyword("for")
    lengths = parse_index_operands(p)
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    st = p.parse_type()
    src = p.resolve_operand(u, type=st)
    sdims = parse_sizes_for(p, st)
    p.parse_punctuation("->")
    rt = p.parse_type()
    rdims = parse_sizes_for(p, rt)
    state.operands = [src] + sdims + starts + lengths + rdims
    state.properties[SEGMENTS] = segment_property((1, len(sdims), len(starts), len(lengths), len(rdims)))
    state.result_types = [rt]
    attrs_with(p, state, keyword=True)


def _print_flow_slice(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operands(operands_named(op, "start_indices"))
    pr.print(" for ")
    pr.print_operands(operands_named(op, "lengths"))
    pr.print("] : ")
    print_sized_type(pr, op.operand(0).type, operands_named(op, "source_dims"))
    pr.print(" -> ")
    print_sized_type(pr, op.results[0].type, operands_named(op, "result_dims"))
    print_attrs(pr, op, keyword=True)


register_iree_op("flow.tensor.slice",
                 traits=(AFF, PURE, OperandSegments(("source", "source_dims", "start_indices", "lengths", "result_dims"))),
                 parse=_parse_flow_slice, print=_print_flow_slice, inherent={SEGMENTS},
                 invariants=OpInvariants(operands="source, source_dims*, start_indices*, lengths*, result_dims*",
                                         results="result", regions=0,
                                         types={"source": RANKED_TENSOR, "source_dims": INDEX, "start_indices": INDEX,
                                                "lengths": INDEX, "result_dims": INDEX, "result": RANKED_TENSOR},
                                         dims=(("source", "source_dims"), ("result", "result_dims"))))


def _parse_flow_update(p, state: OperationState) -> None:
    uu = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut_target = p.parse_unresolved_operand()
    starts = parse_optional_square_operands(p)
    p.parse_punctuation(":")
    ut = p.parse_type()
    update = p.resolve_operand(uu, type=ut)
    udims = parse_sizes_for(p, ut)
    p.parse_punctuation("->")
    rt, target = parse_tied_target_result(p, ut_target)
    tdims = parse_sizes_for(p, rt)
    state.operands = [target] + tdims + starts + [update] + udims
    state.properties[SEGMENTS] = segment_property((1, len(tdims), len(starts), 1, len(udims)))
    state.result_types = [rt]
    attrs_with(p, state, keyword=True)


def _print_flow_update(pr, op: Operation) -> None:
    update = operands_named(op, "update")[0]
    pr.print(" ")
    pr.print_operand(update)
    pr.print(", ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operands(operands_named(op, "start_indices"))
    pr.print("] : ")
    print_sized_type(pr, update.type, operands_named(op, "update_dims"))
    pr.print(" -> ")
    print_tied_target_result(pr, op.operand(0), op.results[0].type, operands_named(op, "target_dims"))
    print_attrs(pr, op, keyword=True)


register_iree_op("flow.tensor.update",
                 traits=(AFF, PURE, TiedOp(fixed=((0, 0),)),
                  OperandSegments(("target", "target_dims", "start_indices", "update", "update_dims"))),
                 parse=_parse_flow_update, print=_print_flow_update, inherent={SEGMENTS},
                 invariants=OpInvariants(operands="target, target_dims*, start_indices*, update, update_dims*",
                                         results="result", regions=0,
                                         types={"target": RANKED_TENSOR, "target_dims": INDEX, "start_indices": INDEX,
                                                "update": RANKED_TENSOR, "update_dims": INDEX,
                                                "result": RANKED_TENSOR},
                                         same_types=(("target", "result"),),
                                         dims=(("target", "target_dims"), ("update", "update_dims"))))


# -- flow.tensor.empty / alloca ----------------------------------------------------------


def _parse_flow_empty(p, state: OperationState) -> None:
    p.parse_punctuation(":")
    t = p.parse_type()
    state.operands = parse_sizes_for(p, t)
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_flow_empty(pr, op: Operation) -> None:
    pr.print(" : ")
    print_sized_type(pr, op.results[0].type, op.operands)
    print_attrs(pr, op, keyword=True)


_EMPTY = OpInvariants(operands="result_dims*", results="result", regions=0,
                      types={"result_dims": INDEX, "result": RANKED_TENSOR}, dims=(("result", "result_dims"),))
register_iree_op("flow.tensor.empty", traits=(AFF, PURE), parse=_parse_flow_empty, print=_print_flow_empty,
                 invariants=_EMPTY)
register_iree_op("flow.tensor.alloca", traits=(AFF, ALLOC), parse=_parse_flow_empty, print=_print_flow_empty,
                 invariants=_EMPTY)


# -- flow.dispatch / flow.call ------------------------------------------------------------


def _parse_flow_dispatch(p, state: OperationState) -> None:
    is_call = state.name == "flow.call"
    if is_call:
        state.properties["callee"] = p.parse_symbol_ref()
        workload: List[Value] = []
    else:
        state.properties["entry_points"] = parse_entry_points(p)
        workload = parse_optional_square_operands(p)
    p.parse_punctuation("(")
    loc = p.mark()  # iree-opt reports operand/type count mismatches here
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(")")
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    args, arg_dims, result_types, result_dims, ties = parse_shaped_function_type(p, units, loc, state.name)
    state.operands = workload + args + arg_dims + result_dims
    groups = (len(args), len(arg_dims), len(result_dims))
    state.properties[SEGMENTS] = segment_property(groups if is_call else (len(workload),) + groups)
    state.result_types = result_types
    set_tied(state, ties, always=True)


_FLOW_DISPATCH_GROUPS = ("workload", "arguments", "argument_dims", "result_dims")
_CALL_DIMS = (("arguments", "argument_dims"), ("results", "result_dims"))
_FLOW_CALL_GROUPS = ("arguments", "argument_dims", "result_dims")


def _print_flow_dispatch(pr, op: Operation) -> None:
    is_call = op.name == "flow.call"
    pr.print(" ")
    if is_call:
        pr.print_attribute(op.get_attr("callee"))
        args, arg_dims, result_dims = operand_groups(op, _FLOW_CALL_GROUPS)
    else:
        print_entry_points(pr, op)
        workload, args, arg_dims, result_dims = operand_groups(op, _FLOW_DISPATCH_GROUPS)
        print_optional_square_operands(pr, workload)
    pr.print("(")
    pr.print_operands(args)
    pr.print(")")
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    print_shaped_function_type(pr, op, args, arg_dims, result_dims, tied_list(op))


register_iree_op("flow.dispatch",
                 traits=(AFF, PURE, TiedOp(operand_group="arguments"),
                  OperandSegments(("workload", "arguments", "argument_dims", "result_dims"))),
                 parse=_parse_flow_dispatch, print=_print_flow_dispatch,
                 inherent={"entry_points", TIED, SEGMENTS},
                 invariants=OpInvariants(operands="workload*, arguments*, argument_dims*, result_dims*",
                                         results="results*", regions=0,
                                         attrs="entry_points", attr_kinds={"entry_points": SYMBOL_REFS},
                                         types={"workload": INDEX, "argument_dims": INDEX, "result_dims": INDEX},
                                         tied="arguments", dims=_CALL_DIMS, dim_count=size_count))
register_iree_op("flow.call",
                 traits=(AFF, TiedOp(operand_group="arguments"), CallOp(callee_attr="callee", args_group="arguments"),
                  OperandSegments(("arguments", "argument_dims", "result_dims"))),
                 parse=_parse_flow_dispatch, print=_print_flow_dispatch,
                 inherent={"callee", TIED, SEGMENTS},
                 invariants=OpInvariants(operands="arguments*, argument_dims*, result_dims*", results="results*",
                                         regions=0, attrs="callee", attr_kinds={"callee": FLAT_SYMBOL_REF},
                                         dims=_CALL_DIMS, dim_count=size_count,
                                         types={"argument_dims": INDEX, "result_dims": INDEX}, tied="arguments",
                                         symbols=(SymbolUse("callee", kinds=("flow.func",),
                                                            message="undefined external call: {name}",
                                                            checks=(call_matches_function_type("arguments"),),
                                                            prepare=callee_signature),)))


# -- flow dispatch regions, channels and collectives ------------------------------------------------






def _parse_dispatch_region(p, state: OperationState) -> None:
    workload = parse_optional_square_operands(p)
    p.parse_punctuation("->")
    p.parse_punctuation("(")
    types: List[Type] = []
    dims: List[Value] = []
    if not p.parse_optional_punctuation(")"):
        while True:
            t = p.parse_type()
            types.append(t)
            dims.extend(parse_sizes_for(p, t))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    attrs_with(p, state, keyword=True)
    body = p.parse_region()
    count = parse_optional_index_triple_region(p, "count")
    state.regions = [body, count]
    state.operands = dims + workload
    state.properties[SEGMENTS] = segment_property((len(dims), len(workload)))
    state.result_types = types


def _print_dispatch_region(pr, op: Operation) -> None:
    print_optional_square_operands(pr, operands_named(op, "workload"))
    pr.print(" -> (")
    dims = operands_named(op, "result_dims")
    pos = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        chunk, pos = take_sizes(dims, pos, r.type)
        print_sized_type(pr, r.type, chunk)
    pr.print(")")
    print_attrs(pr, op, keyword=True)
    pr.print(" ")
    pr.print_region(op.regions[0])
    print_optional_index_triple_region(pr, op.regions[1], "count")


register_iree_op("flow.dispatch.region", traits=(AFF, OperandSegments(("result_dims", "workload"))),
                 parse=_parse_dispatch_region, print=_print_dispatch_region, inherent={SEGMENTS},
                 invariants=OpInvariants(operands="result_dims*, workload*", regions=2,
                                         types={"result_dims": INDEX, "workload": INDEX}))


def _parse_dispatch_workgroups(p, state: OperationState) -> None:
    workload = parse_optional_square_operands(p)
    p.parse_punctuation("(")
    loc = p.mark()  # iree-opt reports operand/type count mismatches here
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(")")
    p.parse_punctuation(":")
    args, arg_dims, result_types, result_dims, ties = parse_shaped_function_type(p, units, loc, state.name)
    attrs_with(p, state, keyword=True)
    p.parse_punctuation("=")
    p.parse_punctuation("(")
    block_args = []
    if not p.parse_optional_punctuation(")"):
        while True:
            block_args.append(p.parse_argument(with_type=True))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    body = p.parse_region(arguments=block_args)
    count = parse_optional_index_triple_region(p, "count")
    state.regions = [body, count]
    state.operands = workload + args + arg_dims + result_dims
    state.properties[SEGMENTS] = segment_property((len(workload), len(args), len(arg_dims), len(result_dims)))
    state.result_types = result_types
    set_tied(state, ties, always=True)


def _print_dispatch_workgroups(pr, op: Operation) -> None:
    print_optional_square_operands(pr, operands_named(op, "workload"))
    args = operands_named(op, "arguments")
    pr.print("(")
    pr.print_operands(args)
    pr.print(") : ")
    print_shaped_function_type(pr, op, args, operands_named(op, "argument_dims"), operands_named(op, "result_dims"),
                                tied_list(op))
    print_attrs(pr, op, keyword=True)
    pr.print(" =\n" + current_indent(pr) + "    (")
    body = op.regions[0]
    if not body.empty:
        for i, a in enumerate(body.blocks[0].arguments):
            if i:
                pr.print(", ")
            pr.print_block_argument(a, with_type=True)
    pr.print(") ")
    pr.print_region(body, print_entry_block_args=False)
    print_optional_index_triple_region(pr, op.regions[1], "count")


register_iree_op("flow.dispatch.workgroups",
                 traits=(AFF, TiedOp(operand_group="arguments"), IsolatedFromAbove(),
                  OperandSegments(("workload", "arguments", "argument_dims", "result_dims"))),
                 parse=_parse_dispatch_workgroups, print=_print_dispatch_workgroups, inherent={TIED, SEGMENTS},
                 invariants=OpInvariants(operands="workload*, arguments*, argument_dims*, result_dims*",
                                         results="results*", regions=2,
                                         types={"workload": INDEX, "argument_dims": INDEX, "result_dims": INDEX},
                                         tied="arguments", dims=_CALL_DIMS, dim_count=size_count))


def _parse_channel_default(p, state: OperationState) -> None:
    group = p.parse_optional_string()
    if group is not None:
        state.properties["group"] = StringAttr(group)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    attrs_with(p, state, keyword=True)


def _print_channel_default(pr, op: Operation) -> None:
    g = op.get_attr("group")
    if isinstance(g, StringAttr):
        pr.print(" ")
        pr.print_string(g.value)
    pr.print(" : ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("flow.channel.default", traits=(AFF, PURE), parse=_parse_channel_default, print=_print_channel_default,
                 inherent={"group"}, result_names=result_names_fixed("default_channel"),
                 invariants=OpInvariants(operands="", results="result", regions=0))

# Collectives (custom syntax, traits): `flow_collective.py`, which the flow
# and stream namespaces both load; one definition, whichever loads first.


# -- flow.tensor.tie_shape, and the workload ops of 3.2.0's executables ---------------
# (declarative formats; 3.13 moved the two workload ops to `iree_tensor_ext`)

# Tied to its operand in IREE, but the affinity analysis of both releases
# does not see through it (its result is placed nowhere): not a TiedOp here.
define_iree_op("flow.tensor.tie_shape", arguments="AnyRankedTensor:$operand, Variadic<Index>:$dynamic_dims",
               results="AnyRankedTensor:$result", traits=(PURE,),
               format="$operand attr-dict `:` type($result) (`{` $dynamic_dims^ `}`)?",
               type_rules=(AllTypesMatch("operand", "result"),),
               invariants={"dims": (("operand", "dynamic_dims"),),
                           "dims_message": "value set has {expected} dynamic dimensions but only {found} dimension "
                                           "values are attached"})
define_iree_op("flow.dispatch.workload.ordinal", arguments="Index:$operand, IndexAttr:$ordinal",
               results="Index:$result", traits=(PURE,), format="attr-dict $operand `,` $ordinal `:` type($operand)")
define_iree_op("flow.dispatch.workgroup_count_from_dag_root", arguments="Variadic<Index>:$operands",
               results="Index:$x, Index:$y, Index:$z", traits=(PURE,), format="attr-dict $operands",
               result_names=lambda op: ["x", "y", "z"])
