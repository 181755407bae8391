"""The `stream` dialect, explicit resources and command buffers:
`stream.resource.alloca/dealloca` and `stream.cmd.*`.
"""

from __future__ import annotations

from typing import List

from dfx.ir.attributes import ArrayAttr, Attribute, IntegerAttr, UnitAttr, i32
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.traits import MemoryEffects, RecursiveEffects, SingleBlock
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments
from stream_affinity.analysis.interfaces import TIMELINE, FixedSizeAware, GroupSizeAware
from dfx.ir.attributes import index
from stream_affinity.dialects.common import parse_typed_operand, resolve_with_types, size_count
from stream_affinity.dialects.common import parse_sized_resource, print_sized_resource
from stream_affinity.dialects.common import parse_resource_slice, print_resource_slice
from stream_affinity.dialects.common import (AFF_STREAM, ALLOC, ANY_RESOURCE, SEGMENTS, SYMBOL_REFS, TIMEPOINT,
                                             aff_on, attrs_with, current_indent,
                                             ensure_terminator, operands_named, parse_captures,
                                             parse_entry_points, parse_fat_arrow, parse_optional_affinity,
                                             parse_optional_await, parse_optional_square_operands, parse_size,
                                             print_attrs, print_captures, print_entry_points,
                                             print_optional_affinity, print_optional_await,
                                             print_optional_square_operands,
                                             print_region_without_implicit_terminator, print_resource,
                                             register_iree_op, result_names_fixed, segment_property)
from stream_affinity.dialects.stream_async import ExecuteLikeRegionBranch



# -- resources -------------------------------------------------------------------------------


def _parse_resource_alloca(p, state: OperationState) -> None:
    # `uninitialized on(X) await(%tp) => {attrs} T{%s} => !stream.timepoint`;
    # without an await, `:` stands for `await(...) =>`.
    p.parse_keyword("uninitialized")
    if p.parse_optional_keyword("indeterminate"):  # current releases
        state.properties["indeterminate_lifetime"] = UnitAttr()
    aff_on(state, p)
    tp = parse_optional_await(p)
    if tp is None:
        p.parse_punctuation(":")
    attrs_with(p, state, keyword=False)
    t = p.parse_type()
    size = parse_size(p)
    parse_fat_arrow(p)
    state.result_types = [t, p.parse_type()]
    state.operands = [size] + ([tp] if tp is not None else [])


def _print_resource_alloca(pr, op: Operation) -> None:
    pr.print(" uninitialized")
    if op.get_attr("indeterminate_lifetime") is not None:
        pr.print(" indeterminate")
    print_optional_affinity(pr, op)
    tp = op.operand(1) if op.num_operands > 1 else None
    print_optional_await(pr, tp)
    if tp is None:
        pr.print(" :")
    print_attrs(pr, op, keyword=False)
    pr.print(" ")
    print_resource(pr, op.results[0].type, op.operand(0))
    pr.print(" => ")
    pr.print_type(op.results[1].type)


register_iree_op("stream.resource.alloca", traits=(AFF_STREAM, ALLOC, FixedSizeAware(results=((0, 0),)), TIMELINE),
                 parse=_parse_resource_alloca, print=_print_resource_alloca,
                 inherent={"affinity", "indeterminate_lifetime"},
                 result_names=result_names_fixed("result", "result_timepoint"),
                 invariants=OpInvariants(operands="storage_size, await_timepoint?", results="result, result_timepoint",
                                         regions=0, types={"storage_size": INDEX, "await_timepoint": TIMEPOINT,
                                                           "result_timepoint": TIMEPOINT}))


def _parse_resource_dealloca(p, state: OperationState) -> None:
    if p.parse_optional_keyword("origin"):  # current releases
        state.properties["prefer_origin"] = UnitAttr()
    aff_on(state, p)
    tp = parse_optional_await(p)
    r, size = parse_sized_resource(p)
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.operands = [r, size] + ([tp] if tp is not None else [])
    attrs_with(p, state, keyword=False)


def _print_resource_dealloca(pr, op: Operation) -> None:
    if op.get_attr("prefer_origin") is not None:
        pr.print(" origin")
    print_optional_affinity(pr, op)
    print_optional_await(pr, op.operand(2) if op.num_operands > 2 else None)
    pr.print(" ")
    print_sized_resource(pr, op.operand(0), op.operand(1))
    pr.print(" => ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=False)


register_iree_op("stream.resource.dealloca", traits=(AFF_STREAM, MemoryEffects(("free",)), TIMELINE,
                                              FixedSizeAware(operands=((0, 1),))),
                 parse=_parse_resource_dealloca, print=_print_resource_dealloca,
                 inherent={"affinity", "prefer_origin"},
                 invariants=OpInvariants(operands="operand, operand_size, await_timepoint?",
                                         results="result_timepoint", regions=0,
                                         types={"operand_size": INDEX, "await_timepoint": TIMEPOINT,
                                                "result_timepoint": TIMEPOINT}))


# -- command buffers ----------------------------------------------------------------------------


def _parse_cmd_execute(p, state: OperationState) -> None:
    if p.parse_optional_keyword("once"):
        state.properties["once"] = UnitAttr()
    aff_on(state, p)
    tp = parse_optional_await(p)
    operands, sizes, args = parse_captures(p)
    region = p.parse_region(arguments=args)
    ensure_terminator(region, state.location, "stream.yield")
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.regions = [region]
    waits = [tp] if tp is not None else []
    state.operands = operands + sizes + waits
    state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), len(waits)))
    attrs_with(p, state, keyword=True)


def _print_cmd_execute(pr, op: Operation) -> None:
    if op.get_attr("once") is not None:
        pr.print(" once")
    print_optional_affinity(pr, op)
    waits = operands_named(op, "await_timepoint")
    print_optional_await(pr, waits[0] if waits else None)
    print_captures(pr, op)
    pr.print(" ")
    print_region_without_implicit_terminator(pr, op.regions[0], "stream.yield")
    pr.print(" => ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.cmd.execute",
                 traits=(AFF_STREAM, OperandSegments(("resource_operands", "resource_operand_sizes", "await_timepoint")),
                  GroupSizeAware(result_size_group=None), ExecuteLikeRegionBranch(), RecursiveEffects(),
                  SingleBlock(), TIMELINE),
                 parse=_parse_cmd_execute, print=_print_cmd_execute, inherent={"affinity", "once", SEGMENTS},
                 invariants=OpInvariants(operands="resource_operands*, resource_operand_sizes*, await_timepoint?",
                                         results="result_timepoint", regions=1,
                                         types={"resource_operands": ANY_RESOURCE, "resource_operand_sizes": INDEX,
                                                "await_timepoint": TIMEPOINT, "result_timepoint": TIMEPOINT},
                                         dims=(("resource_operands", "resource_operand_sizes"),), dim_count=size_count))

_ACCESS_KEYWORDS = {"ro": 1, "wo": 2, "rw": 3}
_ACCESS_NAMES = {v: k for k, v in _ACCESS_KEYWORDS.items()}


def _parse_cmd_dispatch(p, state: OperationState) -> None:
    state.properties["entry_points"] = parse_entry_points(p)
    workload = parse_optional_square_operands(p)
    uniform: List[Value] = []
    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            loc = p.mark()
            units = p.parse_unresolved_operand_list()
            p.parse_punctuation(":")
            uniform = resolve_with_types(p, units, p.parse_type_list(), loc, state.name)
            p.parse_punctuation(")")
    resources: List[Value] = []
    sizes: List[Value] = []
    offsets: List[Value] = []
    lengths: List[Value] = []
    accesses: List[Attribute] = []
    p.parse_punctuation("{")
    if not p.parse_optional_punctuation("}"):
        while True:
            kw = p.parse_optional_bare_id()
            if kw not in _ACCESS_KEYWORDS:
                p.error("expected `ro`, `wo` or `rw`")
            accesses.append(IntegerAttr(_ACCESS_KEYWORDS[kw], i32))
            resource, size, offset, length = parse_resource_slice(p)
            resources.append(resource)
            sizes.append(size)
            offsets.append(offset)
            lengths.append(length)
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation("}")
    state.operands = workload + uniform + resources + sizes + offsets + lengths
    state.properties[SEGMENTS] = segment_property(
        (len(workload), len(uniform), len(resources), len(sizes), len(offsets), len(lengths)))
    state.properties["resource_accesses"] = ArrayAttr(tuple(accesses))
    attrs_with(p, state, keyword=True)


def _print_cmd_dispatch(pr, op: Operation) -> None:
    pr.print(" ")
    print_entry_points(pr, op)
    print_optional_square_operands(pr, operands_named(op, "workload"))
    uniform = operands_named(op, "uniform_operands")
    if uniform:
        pr.print("(")
        pr.print_operands(uniform)
        pr.print(" : ")
        pr.print_types([v.type for v in uniform])
        pr.print(")")
    resources = operands_named(op, "resource_operands")
    sizes = operands_named(op, "resource_operand_sizes")
    offsets = operands_named(op, "resource_operand_offsets")
    lengths = operands_named(op, "resource_operand_lengths")
    accesses = list(op.get_attr("resource_accesses") or ())
    indent = current_indent(pr)
    pr.print(" {")
    for i, r in enumerate(resources):
        pr.print("," if i else "")
        pr.print("\n" + indent + "  ")
        acc = accesses[i].value if i < len(accesses) and isinstance(accesses[i], IntegerAttr) else 3
        pr.print(_ACCESS_NAMES.get(acc, "rw") + " ")
        print_resource_slice(pr, r, sizes[i], offsets[i], lengths[i])
    pr.print("\n" + indent + "}")
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.cmd.dispatch",
                 traits=(OperandSegments(("workload", "uniform_operands", "resource_operands", "resource_operand_sizes",
                                   "resource_operand_offsets", "resource_operand_lengths")),
                  GroupSizeAware(result_size_group=None)),
                 parse=_parse_cmd_dispatch, print=_print_cmd_dispatch,
                 inherent={"entry_points", "resource_accesses", SEGMENTS},
                 invariants=OpInvariants(
                     operands="workload*, uniform_operands*, resource_operands*, resource_operand_sizes*, "
                              "resource_operand_offsets*, resource_operand_lengths*",
                     results="", regions=0, attrs="entry_points, resource_accesses",
                     attr_kinds={"entry_points": SYMBOL_REFS},
                     types={g: INDEX for g in ("workload", "resource_operand_sizes", "resource_operand_offsets",
                                               "resource_operand_lengths")}))


def _parse_cmd_copy(p, state: OperationState) -> None:
    us = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    soff = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    toff = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(",")
    length = parse_typed_operand(p, index)
    p.parse_punctuation(":")
    src = p.resolve_operand(us, type=p.parse_type())
    ssize = parse_size(p)
    p.parse_punctuation("->")
    tgt = p.resolve_operand(ut, type=p.parse_type())
    tsize = parse_size(p)
    state.operands = [src, ssize, soff, tgt, tsize, toff, length]
    attrs_with(p, state, keyword=True)


def _print_cmd_copy(pr, op: Operation) -> None:
    o = op.operands
    pr.print(" ")
    pr.print_operand(o[0])
    pr.print("[")
    pr.print_operand(o[2])
    pr.print("], ")
    pr.print_operand(o[3])
    pr.print("[")
    pr.print_operand(o[5])
    pr.print("], ")
    pr.print_operand(o[6])
    pr.print(" : ")
    print_resource(pr, o[0].type, o[1])
    pr.print(" -> ")
    print_resource(pr, o[3].type, o[4])
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.cmd.copy", traits=(FixedSizeAware(operands=((0, 1), (3, 4))),),
                 parse=_parse_cmd_copy, print=_print_cmd_copy,
                 invariants=OpInvariants(operands="source, source_size, source_offset, target, target_size, target_offset, "
                                                  "length", results="", regions=0,
                                         types={"source_size": INDEX, "source_offset": INDEX, "target_size": INDEX,
                                                "target_offset": INDEX, "length": INDEX}))


def _cmd_flush_like(keyword: str):
    def parse(p, state: OperationState) -> None:
        parse_optional_affinity(p, state, keyword, "source_affinity")
        state.operands = list(parse_resource_slice(p))
        attrs_with(p, state, keyword=True)

    def print_(pr, op: Operation) -> None:
        print_optional_affinity(pr, op, keyword, "source_affinity")
        pr.print(" ")
        o = op.operands
        print_resource_slice(pr, o[0], o[1], o[2], o[3])
        print_attrs(pr, op, keyword=True)

    return parse, print_


_p, _q = _cmd_flush_like("to")
register_iree_op("stream.cmd.flush", traits=(FixedSizeAware(operands=((0, 1),)),), parse=_p, print=_q,
                 inherent={"source_affinity"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_length", results="",
                                         regions=0, types={"target_size": INDEX, "target_offset": INDEX,
                                                           "target_length": INDEX}))
_p, _q = _cmd_flush_like("from")
register_iree_op("stream.cmd.invalidate", traits=(FixedSizeAware(operands=((0, 1),)),), parse=_p, print=_q,
                 inherent={"source_affinity"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_length", results="",
                                         regions=0, types={"target_size": INDEX, "target_offset": INDEX,
                                                           "target_length": INDEX}))
