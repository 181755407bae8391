"""The `stream` dialect: resource ops (`stream.resource.*` other than
alloca/dealloca), `stream.async.cast`, files (`stream.file.*`), the
execution context (`stream.context.resolve`) and channel creation
(`stream.channel.create`).

Ops that exist only in current releases (`stream.async.cast`,
`stream.resource.transients/retain/release/is_terminal`) are modelled as
upstream models them there (SPEC-CURRENT section 3).
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, IntegerAttr, StringAttr, UnitAttr, i1, index
from dfx.ir.core import Operation, OperationState
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments, TiedOp, operand_groups
from stream_affinity.analysis.interfaces import TIMELINE, AffinityOp, FixedSizeAware
from stream_affinity.dialects.common import (parse_resource_at, parse_resource_load, print_resource_at,
                                             print_resource_load)
from stream_affinity.dialects.common import (AFF_STREAM, ALLOC, ANY_RESOURCE, PURE, STAGING_RESOURCE, TIMEPOINT,
                                             TIMEPOINT_TYPE,
                                             aff_on, attrs_with, current_indent, parse_fat_arrow,
                                             parse_keyword_paren_operand, parse_optional_await,
                                             parse_resource_slice, parse_size, parse_sized_resource,
                                             parse_typed_operand, print_attrs, print_optional_affinity,
                                             print_optional_await, print_resource, print_resource_slice,
                                             print_sized_resource, register_iree_op, result_names_fixed)
from stream_affinity.dialects.stream_tensor_data import set_groups

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List

_TIED_SOURCE = TiedOp(fixed=((0, 0),))


def _parse_offset(p):
    """`[%offset]` (an index value)."""
    p.parse_punctuation("[")
    v = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    return v


def _print_bracketed(pr, *values) -> None:
    pr.print("[")
    pr.print_operands(list(values))
    pr.print("]")


#===----------------------------------------------------------------------===#
# stream.resource.alloc / size / try_map / load / store / subview
#===----------------------------------------------------------------------===#


def _parse_resource_alloc(p, state: OperationState) -> None:
    if p.parse_optional_keyword("uninitialized"):
        state.properties["uninitialized"] = UnitAttr()
    aff_on(state, p)
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    state.operands = [parse_size(p)]


def _print_resource_alloc(pr, op: Operation) -> None:
    if op.get_attr("uninitialized") is not None:
        pr.print(" uninitialized")
    print_optional_affinity(pr, op)
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    print_resource(pr, op.results[0].type, op.operand(0))


register_iree_op("stream.resource.alloc", traits=(AFF_STREAM, ALLOC, FixedSizeAware(results=((0, 0),))),
                 parse=_parse_resource_alloc, print=_print_resource_alloc, inherent={"affinity", "uninitialized"},
                 invariants=OpInvariants(operands="storage_size", results="result", regions=0,
                                         types={"storage_size": INDEX, "result": ANY_RESOURCE}))


def _parse_resource_size(p, state: OperationState) -> None:
    aff_on(state, p)
    u = p.parse_unresolved_operand()
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.operands = [p.resolve_operand(u, type=p.parse_type())]
    state.result_types = [index]


def _print_resource_size(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


register_iree_op("stream.resource.size", traits=(PURE,), parse=_parse_resource_size, print=_print_resource_size,
                 inherent={"affinity"},
                 invariants=OpInvariants(operands="operand", results="result", regions=0,
                                         types={"operand": ANY_RESOURCE, "result": INDEX}))


def _parse_resource_try_map(p, state: OperationState) -> None:
    aff_on(state, p)
    u = p.parse_unresolved_operand()
    off = _parse_offset(p)
    p.parse_punctuation(":")
    source = p.resolve_operand(u, type=p.parse_type())
    p.parse_punctuation("->")
    flag = p.parse_type()
    p.parse_punctuation(",")
    rt = p.parse_type()
    state.operands = [source, off, parse_size(p)]
    state.result_types = [flag, rt]
    attrs_with(p, state, keyword=True)


def _print_resource_try_map(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    _print_bracketed(pr, op.operand(1))
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    pr.print(", ")
    print_resource(pr, op.results[1].type, op.operand(2))
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.resource.try_map", traits=(AFF_STREAM, FixedSizeAware(results=((1, 2),))),
                 parse=_parse_resource_try_map, print=_print_resource_try_map, inherent={"affinity"},
                 result_names=result_names_fixed("did_map", "result"),
                 invariants=OpInvariants(operands="source, source_offset, result_size", results="did_map, result",
                                         regions=0, types={"source_offset": INDEX, "result_size": INDEX,
                                                           "result": ANY_RESOURCE}))


register_iree_op("stream.resource.load", traits=(FixedSizeAware(operands=((0, 1),)),),
                 parse=parse_resource_load, print=print_resource_load,
                 invariants=OpInvariants(operands="source, source_size, source_offset", results="result", regions=0,
                                         types={"source": STAGING_RESOURCE, "source_size": INDEX,
                                                "source_offset": INDEX}))


def _parse_resource_store(p, state: OperationState) -> None:
    uv = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    off = _parse_offset(p)
    p.parse_punctuation(":")
    value = p.resolve_operand(uv, type=p.parse_type())
    p.parse_punctuation("->")
    target = p.resolve_operand(ut, type=p.parse_type())
    state.operands = [target, parse_size(p), off, value]
    attrs_with(p, state, keyword=True)


def _print_resource_store(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(3))
    pr.print(", ")
    pr.print_operand(op.operand(0))
    _print_bracketed(pr, op.operand(2))
    pr.print(" : ")
    pr.print_type(op.operand(3).type)
    pr.print(" -> ")
    print_resource(pr, op.operand(0).type, op.operand(1))
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.resource.store", traits=(FixedSizeAware(operands=((0, 1),)),),
                 parse=_parse_resource_store, print=_print_resource_store,
                 invariants=OpInvariants(operands="target, target_size, target_offset, value", results="", regions=0,
                                         types={"target": STAGING_RESOURCE, "target_size": INDEX,
                                                "target_offset": INDEX}))


def _parse_resource_subview(p, state: OperationState) -> None:
    source, ssize, off = parse_resource_at(p)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.operands = [source, ssize, off, parse_size(p)]
    attrs_with(p, state, keyword=True)


def _print_resource_subview(pr, op: Operation) -> None:
    pr.print(" ")
    print_resource_at(pr, op.operand(0), op.operand(1), op.operand(2))
    pr.print(" -> ")
    print_resource(pr, op.results[0].type, op.operand(3))
    print_attrs(pr, op, keyword=True)


# A view of its source: the result is tied to it.
register_iree_op("stream.resource.subview", traits=(PURE, _TIED_SOURCE, FixedSizeAware(operands=((0, 1),),
                                                                                       results=((0, 3),))),
                 parse=_parse_resource_subview, print=_print_resource_subview,
                 invariants=OpInvariants(operands="source, source_size, source_offset, result_size", results="result",
                                         regions=0, types={"source": ANY_RESOURCE, "source_size": INDEX,
                                                           "source_offset": INDEX, "result_size": INDEX,
                                                           "result": ANY_RESOURCE}))


#===----------------------------------------------------------------------===#
# stream.resource.pack / constants
#===----------------------------------------------------------------------===#


def _parse_resource_pack(p, state: OperationState) -> None:
    aff_on(state, p)
    offset = parse_keyword_paren_operand(p, "offset", index)
    p.parse_keyword("slices")
    p.parse_punctuation("(")
    p.parse_punctuation("{")
    intervals: List[IntegerAttr] = []
    sizes = []
    while not p.parse_optional_punctuation("}"):
        p.parse_punctuation("[")
        start = p.parse_integer()
        p.parse_punctuation(",")
        end = p.parse_integer()
        p.parse_punctuation("]")
        p.parse_punctuation("=")
        sizes.append(parse_typed_operand(p, index))
        intervals += [IntegerAttr(start, index), IntegerAttr(end, index)]
        if not p.parse_optional_punctuation(","):
            p.parse_punctuation("}")
            break
    p.parse_punctuation(")")
    p.parse_punctuation(":")
    t = p.parse_type()
    state.properties["lifetime_intervals"] = ArrayAttr(tuple(intervals))
    set_groups(state, [[offset] if offset is not None else [], sizes])
    state.result_types = [t] * (len(sizes) + 1)
    attrs_with(p, state, keyword=True)


def _print_resource_pack(pr, op: Operation) -> None:
    offset, sizes = operand_groups(op, ("offset", "dynamic_slice_sizes"))
    print_optional_affinity(pr, op)
    if offset:
        pr.print(" offset(")
        pr.print_operand(offset[0])
        pr.print(")")
    pr.print(" slices({")
    indent = current_indent(pr)
    intervals = op.get_attr("lifetime_intervals")
    bounds = [a.value for a in intervals] if isinstance(intervals, ArrayAttr) else []
    for i, size in enumerate(sizes):
        pr.print(",\n" if i else "\n")
        start, end = (bounds[2 * i], bounds[2 * i + 1]) if 2 * i + 1 < len(bounds) else (0, 0)
        pr.print(f"{indent}  [{start}, {end}] = ")
        pr.print_operand(size)
    pr.print("\n" + indent + "}) : ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.resource.pack", traits=(AFF_STREAM, PURE, OperandSegments(("offset", "dynamic_slice_sizes"))),
                 parse=_parse_resource_pack, print=_print_resource_pack,
                 inherent={"affinity", "lifetime_intervals"},
                 invariants=OpInvariants(operands="offset?, dynamic_slice_sizes*", results="total_length, packed_offsets*",
                                         regions=0, attrs="lifetime_intervals",
                                         types={"offset": INDEX, "dynamic_slice_sizes": INDEX,
                                                "total_length": INDEX, "packed_offsets": INDEX}))


def _parse_resource_constants(p, state: OperationState) -> None:
    aff_on(state, p)
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    types, sizes, values = [], [], []
    while True:
        types.append(p.parse_type())
        sizes.append(parse_size(p))
        p.parse_punctuation("=")
        values.append(p.parse_attribute())
        if not p.parse_optional_punctuation(","):
            break
    parse_fat_arrow(p)
    state.result_types = types + [p.parse_type()]
    state.operands = sizes
    state.properties["values"] = ArrayAttr(tuple(values))


def _print_resource_constants(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    indent = current_indent(pr)
    values = op.get_attr("values")
    values = list(values) if isinstance(values, ArrayAttr) else []
    for i, size in enumerate(op.operands):
        pr.print(",\n" if i else "\n")
        pr.print(indent + "  ")
        print_resource(pr, op.results[i].type, size)
        pr.print(" = ")
        if i < len(values):
            pr.print_attribute(values[i])
    pr.print("\n" + indent + "  => ")
    pr.print_type(op.results[-1].type)


def _results_and_timepoint(op: Operation):
    n = op.num_results
    names = [None] * n
    if n:
        names[0] = "results" if n > 2 else "result"
        names[n - 1] = "result_timepoint"
    return names


def _results_plural_and_timepoint(op: Operation):
    n = op.num_results
    names = [None] * n
    if n:
        names[0] = "results"
        names[n - 1] = "result_timepoint"
    return names


register_iree_op("stream.resource.constants", traits=(AFF_STREAM, PURE),
                 parse=_parse_resource_constants, print=_print_resource_constants, inherent={"affinity", "values"},
                 result_names=_results_plural_and_timepoint,
                 invariants=OpInvariants(operands="result_sizes*", results="results*, result_timepoint", regions=0,
                                         attrs="values", types={"result_sizes": INDEX, "results": ANY_RESOURCE,
                                                                "result_timepoint": TIMEPOINT}))


#===----------------------------------------------------------------------===#
# Current releases: stream.async.cast, stream.resource.transients / retain /
# release / is_terminal
#===----------------------------------------------------------------------===#


def _parse_async_cast(p, state: OperationState) -> None:
    aff_on(state, p)
    source, ssize = parse_sized_resource(p)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.operands = [source, ssize, parse_size(p)]
    attrs_with(p, state, keyword=True)


def _print_async_cast(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    print_sized_resource(pr, op.operand(0), op.operand(1))
    pr.print(" -> ")
    print_resource(pr, op.results[0].type, op.operand(2))
    print_attrs(pr, op, keyword=True)


# A lifetime change of the same bytes: an affinity op tied to its source.
register_iree_op("stream.async.cast", traits=(AFF_STREAM, PURE, _TIED_SOURCE,
                                              FixedSizeAware(operands=((0, 1),), results=((0, 2),))),
                 parse=_parse_async_cast, print=_print_async_cast, inherent={"affinity"},
                 invariants=OpInvariants(operands="source, source_size, result_size", results="result", regions=0,
                                         types={"source": ANY_RESOURCE, "source_size": INDEX, "result_size": INDEX,
                                                "result": ANY_RESOURCE}))


def _parse_resource_transients(p, state: OperationState) -> None:
    aff_on(state, p)
    waits = []
    if p.parse_optional_keyword("await"):
        # `await(%tp) =>`: the resource is ready once %tp is reached.
        p.parse_punctuation("(")
        waits = [p.resolve_operand(p.parse_unresolved_operand(), type=TIMEPOINT_TYPE)]
        p.parse_punctuation(")")
        parse_fat_arrow(p)
    resource, rsize = parse_sized_resource(p)
    p.parse_keyword("from")
    storage, ssize = parse_sized_resource(p)
    parse_fat_arrow(p)
    state.result_types = [resource.type, p.parse_type()]
    state.operands = [resource, rsize, storage, ssize] + waits
    attrs_with(p, state, keyword=True)


def _print_resource_transients(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    if op.num_operands > 4:
        pr.print(" await(")
        pr.print_operand(op.operand(4))
        pr.print(") =>")
    pr.print(" ")
    print_sized_resource(pr, op.operand(0), op.operand(1))
    pr.print(" from ")
    print_sized_resource(pr, op.operand(2), op.operand(3))
    pr.print(" => ")
    pr.print_type(op.results[1].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.resource.transients",
                 traits=(AffinityOp(attr_name="affinity", pins="if_set"), _TIED_SOURCE,
                         FixedSizeAware(operands=((0, 1), (2, 3)), results=((0, 1),))),
                 parse=_parse_resource_transients, print=_print_resource_transients, inherent={"affinity"},
                 result_names=result_names_fixed("result", "result_timepoint"),
                 invariants=OpInvariants(operands="resource, resource_size, storage, storage_size, await_timepoint?",
                                         results="result, result_timepoint", regions=0,
                                         types={"resource": ANY_RESOURCE, "resource_size": INDEX,
                                                "storage": ANY_RESOURCE, "storage_size": INDEX,
                                                "await_timepoint": TIMEPOINT, "result_timepoint": TIMEPOINT}))


def _parse_resource_refcount(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.operands = [p.resolve_operand(u, type=p.parse_type()), parse_size(p)]
    if state.name != "stream.resource.retain":
        state.result_types = [i1]


def _print_resource_refcount(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    print_resource(pr, op.operand(0).type, op.operand(1))


for _name in ("stream.resource.retain", "stream.resource.release", "stream.resource.is_terminal"):
    register_iree_op(_name, traits=(FixedSizeAware(operands=((0, 1),)),) + ((PURE,) if _name.endswith("terminal")
                                                                            else ()),
                     parse=_parse_resource_refcount, print=_print_resource_refcount,
                     result_names=result_names_fixed("is_terminal"),
                     invariants=OpInvariants(operands="operand, operand_size",
                                             results="" if _name.endswith("retain") else "result", regions=0,
                                             types={"operand": ANY_RESOURCE, "operand_size": INDEX}))


#===----------------------------------------------------------------------===#
# stream.context.resolve / stream.channel.create
#===----------------------------------------------------------------------===#


def _parse_context_resolve(p, state: OperationState) -> None:
    aff_on(state, p)
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = p.parse_type_list()


def _print_context_resolve(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_types([r.type for r in op.results])


register_iree_op("stream.context.resolve", traits=(AFF_STREAM, PURE), parse=_parse_context_resolve,
                 print=_print_context_resolve, inherent={"affinity"},
                 invariants=OpInvariants(operands="", results="results*", regions=0))

_CHANNEL_GROUPS = ("id", "rank", "count")


def _parse_channel_create(p, state: OperationState) -> None:
    aff_on(state, p)
    ident = parse_keyword_paren_operand(p, "id")
    if p.parse_optional_keyword("group"):
        p.parse_punctuation("(")
        state.properties["group"] = StringAttr(p.parse_string())
        p.parse_punctuation(")")
    rank = parse_keyword_paren_operand(p, "rank", index)
    count = parse_keyword_paren_operand(p, "count", index)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    set_groups(state, [[v] if v is not None else [] for v in (ident, rank, count)])
    attrs_with(p, state, keyword=True)


def _print_channel_create(pr, op: Operation) -> None:
    ident, rank, count = operand_groups(op, _CHANNEL_GROUPS)
    print_optional_affinity(pr, op)
    for keyword, values in (("id", ident), ("group", None), ("rank", rank), ("count", count)):
        if keyword == "group":
            g = op.get_attr("group")
            if isinstance(g, StringAttr):
                pr.print(" group(")
                pr.print_string(g.value)
                pr.print(")")
        elif values:
            pr.print(f" {keyword}(")
            pr.print_operand(values[0])
            pr.print(")")
    pr.print(" : ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.channel.create", traits=(AFF_STREAM, OperandSegments(_CHANNEL_GROUPS)),
                 parse=_parse_channel_create, print=_print_channel_create, inherent={"affinity", "group"},
                 result_names=result_names_fixed("channel"),
                 invariants=OpInvariants(operands="id?, rank?, count?", results="result", regions=0,
                                         types={"rank": INDEX, "count": INDEX}))


#===----------------------------------------------------------------------===#
# stream.file.constant / read / write
#===----------------------------------------------------------------------===#


def _parse_file_constant(p, state: OperationState) -> None:
    aff_on(state, p)
    state.operands = list(parse_resource_slice(p))
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    attrs_with(p, state, keyword=True)


def _print_file_constant(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    print_resource_slice(pr, *op.operands)
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.file.constant", traits=(AFF_STREAM, PURE), parse=_parse_file_constant,
                 print=_print_file_constant, inherent={"affinity"}, result_names=result_names_fixed("file"),
                 invariants=OpInvariants(operands="source, source_size, source_offset, source_length",
                                         results="result", regions=0,
                                         types={"source_size": INDEX, "source_offset": INDEX,
                                                "source_length": INDEX}))


def _parse_file_io(p, state: OperationState) -> None:
    """read: `%file[%o], %target[%o], %len : !stream.file -> T{%s}`;
    write: `%source[%o], %file[%o], %len : T{%s} -> !stream.file`."""
    aff_on(state, p)
    tp = parse_optional_await(p)
    ua = p.parse_unresolved_operand()
    ua_off = _parse_offset_unresolved(p)
    p.parse_punctuation(",")
    ub = p.parse_unresolved_operand()
    ub_off = _parse_offset_unresolved(p)
    p.parse_punctuation(",")
    length = parse_typed_operand(p, index)
    p.parse_punctuation(":")
    a = p.resolve_operand(ua, type=p.parse_type())
    a_size = parse_size(p) if state.name == "stream.file.write" else None
    p.parse_punctuation("->")
    b = p.resolve_operand(ub, type=p.parse_type())
    b_size = parse_size(p) if state.name == "stream.file.read" else None
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    if state.name == "stream.file.read":
        a_off = p.resolve_operand(ua_off)
        b_off = p.resolve_operand(ub_off, type=index)
        state.operands = [a, a_off, b, b_size, b_off, length]
    else:
        a_off = p.resolve_operand(ua_off, type=index)
        b_off = p.resolve_operand(ub_off)
        state.operands = [a, a_size, a_off, b, b_off, length]
    if tp is not None:
        state.operands.append(tp)
    attrs_with(p, state, keyword=True)


def _parse_offset_unresolved(p):
    p.parse_punctuation("[")
    u = p.parse_unresolved_operand()
    p.parse_punctuation("]")
    return u


def _print_file_io(pr, op: Operation) -> None:
    ops = op.operands
    print_optional_affinity(pr, op)
    print_optional_await(pr, ops[6] if len(ops) > 6 else None)
    if op.name == "stream.file.read":
        file, foff, res, rsize, roff, length = ops[:6]
        first, second = (file, foff), (res, roff)
    else:
        res, rsize, roff, file, foff, length = ops[:6]
        first, second = (res, roff), (file, foff)
    pr.print(" ")
    for i, (v, off) in enumerate((first, second)):
        if i:
            pr.print(", ")
        pr.print_operand(v)
        _print_bracketed(pr, off)
    pr.print(", ")
    pr.print_operand(length)
    pr.print(" : ")
    if op.name == "stream.file.read":
        pr.print_type(file.type)
        pr.print(" -> ")
        print_resource(pr, res.type, rsize)
    else:
        print_resource(pr, res.type, rsize)
        pr.print(" -> ")
        pr.print_type(file.type)
    pr.print(" => ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.file.read", traits=(AFF_STREAM, FixedSizeAware(operands=((2, 3),)), TIMELINE),
                 parse=_parse_file_io, print=_print_file_io, inherent={"affinity"},
                 invariants=OpInvariants(operands="source, source_offset, target, target_size, target_offset, length, "
                                                  "await_timepoint?", results="result_timepoint", regions=0,
                                         types={"target": ANY_RESOURCE, "target_size": INDEX, "target_offset": INDEX,
                                                "length": INDEX, "await_timepoint": TIMEPOINT,
                                                "result_timepoint": TIMEPOINT}))
register_iree_op("stream.file.write", traits=(AFF_STREAM, FixedSizeAware(operands=((0, 1),)), TIMELINE),
                 parse=_parse_file_io, print=_print_file_io, inherent={"affinity"},
                 invariants=OpInvariants(operands="source, source_size, source_offset, target, target_offset, length, "
                                                  "await_timepoint?", results="result_timepoint", regions=0,
                                         types={"source": ANY_RESOURCE, "source_size": INDEX, "source_offset": INDEX,
                                                "length": INDEX, "await_timepoint": TIMEPOINT,
                                                "result_timepoint": TIMEPOINT}))
