"""The `stream` dialect, timepoints: await, join, immediate, import/export,
barrier and chain_external.
"""

from __future__ import annotations

from dfx.ir.attributes import Type, UnitAttr
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.traits import ConstantLike
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments, TiedOp
from stream_affinity.analysis.interfaces import TIMELINE, FixedSizeAware, GroupSizeAware
from stream_affinity.dialects.common import TIMEPOINT_TYPE, parse_typed_operand, resolve_with_types
from stream_affinity.dialects.common import parse_sized_resource, print_sized_resource
from stream_affinity.dialects.common import (AFF_STREAM, ANY_RESOURCE, PURE, SEGMENTS, TIMEPOINT, aff_on,
                                             attrs_with, operands_named,
                                             parse_fat_arrow, parse_size, print_attrs,
                                             print_optional_affinity, print_size,
                                             register_iree_op, result_names_fixed, segment_property,
                                             size_count)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List



# -- timepoints -----------------------------------------------------------------------------------------


def _parse_timepoint_await(p, state: OperationState) -> None:
    if p.parse_optional_keyword("sync"):
        state.properties["sync"] = UnitAttr()
    tp = parse_typed_operand(p, TIMEPOINT_TYPE)
    parse_fat_arrow(p)
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(":")
    types: List[Type] = []
    sizes: List[Value] = []
    operands: List[Value] = []
    for i, u in enumerate(units):
        if i:
            p.parse_punctuation(",")
        t = p.parse_type()
        operands.append(p.resolve_operand(u, type=t))
        types.append(t)
        if size_count(t):
            sizes.append(parse_size(p))
    state.operands = operands + sizes + [tp]
    state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), 1))
    state.result_types = types
    attrs_with(p, state, keyword=True)


def _print_timepoint_await(pr, op: Operation) -> None:
    if op.get_attr("sync") is not None:
        pr.print(" sync")
    pr.print(" ")
    pr.print_operand(operands_named(op, "await_timepoint")[0])
    pr.print(" => ")
    operands = operands_named(op, "resource_operands")
    sizes = operands_named(op, "resource_operand_sizes")
    pr.print_operands(operands)
    pr.print(" : ")
    k = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        pr.print_type(r.type)
        if size_count(r.type) and k < len(sizes):
            print_size(pr, sizes[k])
            k += 1
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.timepoint.await",
                 traits=(PURE, TIMELINE, TiedOp(identity=True),
                  OperandSegments(("resource_operands", "resource_operand_sizes", "await_timepoint")),
                  GroupSizeAware(result_size_group=None, results_mirror_operands=True)),
                 parse=_parse_timepoint_await, print=_print_timepoint_await, inherent={"sync", SEGMENTS},
                 invariants=OpInvariants(operands="resource_operands*, resource_operand_sizes*, await_timepoint",
                                         results="results*", regions=0, dim_count=size_count,
                                         dims=(("resource_operands", "resource_operand_sizes"),),
                                         types={"resource_operand_sizes": INDEX, "await_timepoint": TIMEPOINT}))


def _parse_timepoint_join(p, state: OperationState) -> None:
    p.parse_keyword("max")
    p.parse_punctuation("(")
    state.operands = [p.resolve_operand(u, type=TIMEPOINT_TYPE) for u in p.parse_unresolved_operand_list()]
    p.parse_punctuation(")")
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    attrs_with(p, state, keyword=True)


def _print_timepoint_join(pr, op: Operation) -> None:
    pr.print(" max(")
    pr.print_operands(op.operands)
    pr.print(") => ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.timepoint.join", traits=(PURE, TIMELINE), parse=_parse_timepoint_join, print=_print_timepoint_join,
                 invariants=OpInvariants(operands="await_timepoints*", results="result_timepoint", regions=0,
                                         types={"await_timepoints": TIMEPOINT, "result_timepoint": TIMEPOINT}))


def _parse_timepoint_immediate(p, state: OperationState) -> None:
    attrs_with(p, state, keyword=False)
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]


def _print_timepoint_immediate(pr, op: Operation) -> None:
    print_attrs(pr, op, keyword=False)
    pr.print(" => ")
    pr.print_type(op.results[0].type)


register_iree_op("stream.timepoint.immediate", traits=(PURE, ConstantLike()),
                 parse=_parse_timepoint_immediate, print=_print_timepoint_immediate,
                 invariants=OpInvariants(operands="", results="result_timepoint", regions=0,
                                         types={"result_timepoint": TIMEPOINT}))


# -- timepoints ----------------------------------------------------------------------------


def _parse_timepoint_import(p, state: OperationState) -> None:
    aff_on(state, p)
    loc = p.mark()
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(":")
    p.parse_punctuation("(")
    operands = resolve_with_types(p, units, p.parse_type_list(), loc, state.name)
    p.parse_punctuation(")")
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.operands = operands
    attrs_with(p, state, keyword=True)


def _print_timepoint_import(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print(" : (")
    pr.print_types([v.type for v in op.operands])
    pr.print(") => ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.timepoint.import", traits=(AFF_STREAM,), parse=_parse_timepoint_import,
                 print=_print_timepoint_import, inherent={"affinity"},
                 invariants=OpInvariants(operands="operands*", results="result_timepoint", regions=0,
                                         types={"result_timepoint": TIMEPOINT}))


def _parse_timepoint_export(p, state: OperationState) -> None:
    aff_on(state, p)
    tp = parse_typed_operand(p, TIMEPOINT_TYPE)
    parse_fat_arrow(p)
    p.parse_punctuation("(")
    state.result_types = p.parse_type_list()
    p.parse_punctuation(")")
    state.operands = [tp]
    attrs_with(p, state, keyword=True)


def _print_timepoint_export(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" => (")
    pr.print_types([r.type for r in op.results])
    pr.print(")")
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.timepoint.export", traits=(AFF_STREAM,), parse=_parse_timepoint_export,
                 print=_print_timepoint_export, inherent={"affinity"},
                 invariants=OpInvariants(operands="await_timepoint", results="results*", regions=0,
                                         types={"await_timepoint": TIMEPOINT}))


def _parse_timepoint_barrier(p, state: OperationState) -> None:
    aff_on(state, p)
    r, size = parse_sized_resource(p)
    parse_fat_arrow(p)
    state.result_types = [r.type, p.parse_type()]
    state.operands = [r, size]
    attrs_with(p, state, keyword=True)


def _print_timepoint_barrier(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    print_sized_resource(pr, op.operand(0), op.operand(1))
    pr.print(" => ")
    pr.print_type(op.results[1].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.timepoint.barrier",
                 traits=(AFF_STREAM, TiedOp(fixed=((0, 0),)), FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
                 parse=_parse_timepoint_barrier, print=_print_timepoint_barrier, inherent={"affinity"},
                 result_names=result_names_fixed("result", "result_timepoint"),
                 invariants=OpInvariants(operands="resource, resource_size", results="result, result_timepoint",
                                         regions=0,
                                         types={"resource": ANY_RESOURCE, "resource_size": INDEX,
                                                "result_timepoint": TIMEPOINT},
                                         same_types=(("resource", "result"),)))


def _parse_timepoint_chain_external(p, state: OperationState) -> None:
    aff_on(state, p)
    tp = parse_typed_operand(p, TIMEPOINT_TYPE)
    parse_fat_arrow(p)
    p.parse_punctuation("(")
    loc = p.mark()
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(":")
    values = resolve_with_types(p, units, p.parse_type_list(), loc, state.name)
    p.parse_punctuation(")")
    state.operands = [tp] + values
    attrs_with(p, state, keyword=True)


def _print_timepoint_chain_external(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" => (")
    pr.print_operands(op.operands[1:])
    pr.print(" : ")
    pr.print_types([v.type for v in op.operands[1:]])
    pr.print(")")
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.timepoint.chain_external", traits=(AFF_STREAM,), parse=_parse_timepoint_chain_external,
                 print=_print_timepoint_chain_external, inherent={"affinity"},
                 invariants=OpInvariants(operands="await_timepoint, external_values*", results="",
                                         regions=0, types={"await_timepoint": TIMEPOINT}))
