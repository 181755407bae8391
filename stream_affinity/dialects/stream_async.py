"""The `stream` dialect, async phase: resource ops (`stream.async.*`), async
execution regions (`stream.async.execute`, `stream.yield`) and async
functions.
"""

from __future__ import annotations

from dfx.support.records import record

from dfx.ir.attributes import Attribute, DialectAttr, Type
from dfx.ir.core import Operation, OperationState, Region, Value
from dfx.ir.traits import (CallOp, FunctionLike, OperandSegments, RegionBranchOp, RegionBranchTerminator,
                           RegionEdge, Symbol, TiedOp, operand_group_range)
from dfx.ir.traits import GenericOperandOrder, operand_groups
from dfx.ir.traits import IsolatedFromAbove, RecursiveEffects, ReturnLike, SingleBlock, Terminator
from dfx.ir.invariants import INDEX, OpInvariants, SymbolUse
from dfx.ir.symbol_checks import call_matches_function_type, callee_signature
from dfx.dialects.func import FLAT_SYMBOL_REF, FUNCTION_ATTRS
from stream_affinity.analysis.interfaces import (TIMELINE, AffinityOp, FixedSizeAware, GroupSizeAware, PairedSizeAware,
                                                 StreamableOp, TransferAffinityOp, is_resource_type)
from dfx.ir.attributes import DialectType, index

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple

_TIMEPOINT_TYPE = DialectType("stream", "timepoint")
from stream_affinity.dialects.common import parse_operand_with_type, print_operand_with_type
from stream_affinity.dialects.common import parse_tied_target_result, parse_typed_operand
from stream_affinity.dialects.common import parse_sized_resource, print_sized_resource
from stream_affinity.dialects.common import parse_resource_load, print_resource_load
from stream_affinity.dialects.common import (AFF_STREAM, ALLOC, ANY_RESOURCE, PURE, RESOURCE, SEGMENTS,
                                             STAGING_RESOURCE, STREAMABLE, SYMBOL_REFS, TIED, TIMEPOINT, aff_on,
                                             attrs_with, operands_named, parse_captures, parse_entry_points,
                                             parse_fat_arrow, parse_keyword_paren_operand,
                                             parse_optional_affinity, parse_optional_await,
                                             parse_optional_square_operands, parse_range,
                                             parse_shaped_function_type, parse_size, parse_tied_results,
                                             print_attrs, print_captures, print_entry_points,
                                             print_optional_affinity, print_optional_await,
                                             print_optional_square_operands, print_range, print_resource,
                                             print_shaped_function_type, print_size, print_sizes,
                                             print_tied_target_result, print_visibility, register_iree_op,
                                             result_names_fixed, segment_property, set_tied, size_count,
                                             take_sizes, tied_list)

__all__ = [
    "AsyncExecuteRegionBranch", "ExecuteLikeRegionBranch", "YieldTerminator",
]


# -- stream.async.splat / alloca / constant -------------------------------------------------


def _parse_await_no_arrow(p) -> List[Value]:
    """Current releases: `await(%tp)` right after `on(...)` (no `=>`); kept
    as the last operand so 3.2.0's operand positions hold."""
    tp = parse_keyword_paren_operand(p, "await", _TIMEPOINT_TYPE)
    return [tp] if tp is not None else []


def _print_await_no_arrow(pr, op: Operation, count: int) -> None:
    if op.num_operands > count:
        pr.print(" await(")
        pr.print_operand(op.operand(count))
        pr.print(")")


def _parse_async_splat(p, state: OperationState) -> None:
    aff_on(state, p)
    wait = _parse_await_no_arrow(p)
    value = parse_operand_with_type(p)
    p.parse_punctuation("->")
    t = p.parse_type()
    size = parse_size(p)
    state.operands = [value, size] + wait
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_splat(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    _print_await_no_arrow(pr, op, 2)
    pr.print(" ")
    print_operand_with_type(pr, op.operand(0))
    pr.print(" -> ")
    print_resource(pr, op.results[0].type, op.operand(1))
    print_attrs(pr, op, keyword=True)


# Current releases' generic form lists the await timepoint first.
register_iree_op("stream.async.splat",
                 traits=(AFF_STREAM, StreamableOp(prefer_clone_to_consumers=True), FixedSizeAware(results=((0, 1),)),
                         GenericOperandOrder(((3, (2, 0, 1)),))),
                 parse=_parse_async_splat, print=_print_async_splat, inherent={"affinity"},
                 invariants=OpInvariants(operands="value, result_size, await_timepoint?", results="result", regions=0,
                                         types={"result_size": INDEX, "result": RESOURCE,
                                                "await_timepoint": TIMEPOINT}))


def _parse_async_alloca(p, state: OperationState) -> None:
    aff_on(state, p)
    wait = _parse_await_no_arrow(p) if state.name == "stream.async.constant" else []
    p.parse_punctuation(":")
    t = p.parse_type()
    size = parse_size(p)
    state.operands = [size] + wait
    state.result_types = [t]
    if state.name == "stream.async.constant":
        p.parse_punctuation("=")
        state.properties["value"] = p.parse_attribute()
    attrs_with(p, state, keyword=True)


def _print_async_alloca(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    _print_await_no_arrow(pr, op, 1)
    pr.print(" : ")
    print_resource(pr, op.results[0].type, op.operand(0))
    if op.name == "stream.async.constant":
        pr.print(" = ")
        pr.print_attribute(op.get_attr("value"))
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.async.alloca",
                 traits=(AFF_STREAM, StreamableOp(is_metadata=True, prefer_clone_to_consumers=True), ALLOC,
                  FixedSizeAware(results=((0, 0),))),
                 parse=_parse_async_alloca, print=_print_async_alloca, inherent={"affinity"},
                 invariants=OpInvariants(operands="storage_size", results="result", regions=0,
                                         types={"storage_size": INDEX, "result": ANY_RESOURCE}))
register_iree_op("stream.async.constant",
                 traits=(AFF_STREAM, StreamableOp(is_metadata=True), PURE, FixedSizeAware(results=((0, 0),)),
                         GenericOperandOrder(((2, (1, 0)),))),
                 parse=_parse_async_alloca, print=_print_async_alloca, inherent={"affinity", "value"},
                 result_names=result_names_fixed("cst"),
                 invariants=OpInvariants(operands="result_size, await_timepoint?", results="result", regions=0,
                                         attrs="value", types={"result_size": INDEX, "result": ANY_RESOURCE,
                                                               "await_timepoint": TIMEPOINT}))


# -- stream.async.clone / slice ---------------------------------------------------------------


def _parse_async_clone(p, state: OperationState) -> None:
    aff_on(state, p)
    u = p.parse_unresolved_operand()
    rng = parse_range(p, with_length=False) if state.name == "stream.async.slice" else []
    p.parse_punctuation(":")
    src = p.resolve_operand(u, type=p.parse_type())
    ssize = parse_size(p)
    p.parse_punctuation("->")
    t = p.parse_type()
    rsize = parse_size(p)
    state.operands = [src, ssize] + rng + [rsize]
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_clone(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    if op.name == "stream.async.slice":
        print_range(pr, op.operands[2:4])
    pr.print(" : ")
    print_resource(pr, op.operand(0).type, op.operand(1))
    pr.print(" -> ")
    print_resource(pr, op.results[0].type, op.operand(op.num_operands - 1))
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.async.clone",
                 traits=(AFF_STREAM, StreamableOp(prefer_clone_to_consumers=True),
                  FixedSizeAware(operands=((0, 1),), results=((0, 2),))),
                 parse=_parse_async_clone, print=_print_async_clone, inherent={"affinity"},
                 invariants=OpInvariants(operands="source, source_size, result_size", results="result", regions=0,
                                         types={"source": RESOURCE, "source_size": INDEX, "result_size": INDEX,
                                                "result": ANY_RESOURCE}))
register_iree_op("stream.async.slice",
                 traits=(AFF_STREAM, STREAMABLE, PURE, FixedSizeAware(operands=((0, 1),), results=((0, 4),))),
                 parse=_parse_async_clone, print=_print_async_clone, inherent={"affinity"},
                 invariants=OpInvariants(operands="source, source_size, source_offset, source_end, result_size",
                                         results="result", regions=0,
                                         types={"source": RESOURCE, "source_size": INDEX, "source_offset": INDEX,
                                                "source_end": INDEX, "result_size": INDEX, "result": ANY_RESOURCE}))


# -- stream.async.fill / update / copy (target tied, operand 0) --------------------------------


def _parse_tied_resource_result(p, target) -> Tuple[Type, Value, Value]:
    """`-> %target as T{%size}` (or `-> T{%size}`) for the unresolved operand
    |target|, which gets type T → (T, size, target)."""
    p.parse_punctuation("->")
    t, target = parse_tied_target_result(p, target)
    return t, parse_size(p), target


def _print_tied_resource_result(pr, op: Operation) -> None:
    pr.print(" -> ")
    print_tied_target_result(pr, op.operand(0), op.results[0].type, [op.operand(1)])


def _parse_async_fill(p, state: OperationState) -> None:
    aff_on(state, p)
    uv = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    rng = parse_range(p)
    p.parse_punctuation(":")
    value = p.resolve_operand(uv, type=p.parse_type())
    t, size, target = _parse_tied_resource_result(p, ut)
    state.operands = [target, size] + rng + [value]
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_fill(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    value = op.operand(5)
    pr.print(" ")
    pr.print_operand(value)
    pr.print(", ")
    pr.print_operand(op.operand(0))
    print_range(pr, op.operands[2:5])
    pr.print(" : ")
    pr.print_type(value.type)
    _print_tied_resource_result(pr, op)
    print_attrs(pr, op, keyword=True)


_TIED_TARGET = TiedOp(fixed=((0, 0),))
register_iree_op("stream.async.fill",
                 traits=(AFF_STREAM, STREAMABLE, _TIED_TARGET, FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
                 parse=_parse_async_fill, print=_print_async_fill, inherent={"affinity"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_end, target_length, value",
                                         results="result", regions=0,
                                         types={"target": RESOURCE, "target_size": INDEX, "target_offset": INDEX,
                                                "target_end": INDEX, "target_length": INDEX, "result": ANY_RESOURCE},
                                         same_types=(("target", "result"),)))


def _parse_async_update(p, state: OperationState) -> None:
    aff_on(state, p)
    uu = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    rng = parse_range(p, with_length=False)
    p.parse_punctuation(":")
    update = p.resolve_operand(uu, type=p.parse_type())
    usize = parse_size(p)
    t, size, target = _parse_tied_resource_result(p, ut)
    state.operands = [target, size] + rng + [update, usize]
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_update(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    update = op.operand(4)
    pr.print(" ")
    pr.print_operand(update)
    pr.print(", ")
    pr.print_operand(op.operand(0))
    print_range(pr, op.operands[2:4])
    pr.print(" : ")
    print_resource(pr, update.type, op.operand(5))
    _print_tied_resource_result(pr, op)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.async.update",
                 traits=(AFF_STREAM, STREAMABLE, _TIED_TARGET,
                  FixedSizeAware(operands=((0, 1), (4, 5)), results=((0, 1),))),
                 parse=_parse_async_update, print=_print_async_update, inherent={"affinity"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_end, update, update_size",
                                         results="result", regions=0,
                                         types={"target": RESOURCE, "target_size": INDEX, "target_offset": INDEX,
                                                "target_end": INDEX, "update": RESOURCE, "update_size": INDEX,
                                                "result": ANY_RESOURCE},
                                         same_types=(("target", "result"),)))


def _parse_async_copy(p, state: OperationState) -> None:
    aff_on(state, p)
    us = p.parse_unresolved_operand()
    srng = parse_range(p, with_length=False)
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    trng = parse_range(p, with_length=False)
    p.parse_punctuation(",")
    length = parse_typed_operand(p, index)
    p.parse_punctuation(":")
    source = p.resolve_operand(us, type=p.parse_type())
    ssize = parse_size(p)
    t, size, target = _parse_tied_resource_result(p, ut)
    state.operands = [target, size] + trng + [source, ssize] + srng + [length]
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_copy(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    source = op.operand(4)
    pr.print(" ")
    pr.print_operand(source)
    print_range(pr, op.operands[6:8])
    pr.print(", ")
    pr.print_operand(op.operand(0))
    print_range(pr, op.operands[2:4])
    pr.print(", ")
    pr.print_operand(op.operand(8))
    pr.print(" : ")
    print_resource(pr, source.type, op.operand(5))
    _print_tied_resource_result(pr, op)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.async.copy",
                 traits=(AFF_STREAM, STREAMABLE, _TIED_TARGET,
                  FixedSizeAware(operands=((0, 1), (4, 5)), results=((0, 1),))),
                 parse=_parse_async_copy, print=_print_async_copy, inherent={"affinity"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_end, source, source_size, "
                                                  "source_offset, source_end, length",
                                         results="result", regions=0,
                                         types={"target": RESOURCE, "target_size": INDEX, "target_offset": INDEX,
                                                "target_end": INDEX, "source": RESOURCE, "source_size": INDEX,
                                                "source_offset": INDEX, "source_end": INDEX, "length": INDEX,
                                                "result": ANY_RESOURCE},
                                         same_types=(("target", "result"),)))


# -- stream.async.collective -------------------------------------------------------------------

_COLLECTIVE_PARAM_KEYWORDS = ("source", "target", "source_target_pair")


def _parse_collective_attr_body(p) -> Attribute:
    """`<kind [with reduction] : T>` → `#stream.collective<...>`."""
    p.parse_punctuation("<")
    kind = p.parse_optional_bare_id()
    if kind is None:
        p.error("expected collective kind")
    text = kind
    if p.parse_optional_keyword("with"):
        text += " with " + (p.parse_optional_bare_id() or "")
    p.parse_punctuation(":")
    text += " : " + str(p.parse_type())
    p.parse_punctuation(">")
    return DialectAttr("stream", "collective", text)


def _parse_async_collective(p, state: OperationState) -> None:
    state.properties["op"] = _parse_collective_attr_body(p)
    p.parse_punctuation("[")
    count = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    aff_on(state, p)
    channel = parse_keyword_paren_operand(p, "channel")
    param: List[Value] = []
    for kw in _COLLECTIVE_PARAM_KEYWORDS:
        v = parse_keyword_paren_operand(p, kw)
        if v is not None:
            param = [v]
            break
    us = p.parse_unresolved_operand()
    srng = parse_range(p)
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    trng = parse_range(p)
    p.parse_punctuation(":")
    source = p.resolve_operand(us, type=p.parse_type())
    ssize = parse_size(p)
    t, size, target = _parse_tied_resource_result(p, ut)
    state.operands = [target, size] + trng + [source, ssize] + srng + [count, channel] + param
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_collective(pr, op: Operation) -> None:
    a = op.get_attr("op")
    pr.print("<")
    pr.print(a.params if isinstance(a, DialectAttr) and a.params is not None else str(a))
    pr.print(">[")
    pr.print_operand(op.operand(10))
    pr.print("]")
    print_optional_affinity(pr, op)
    pr.print(" channel(")
    pr.print_operand(op.operand(11))
    pr.print(")")
    if op.num_operands > 12:
        kind = a.params.split()[0] if isinstance(a, DialectAttr) and a.params else ""
        kw = {"send": "target", "recv": "source", "send_recv": "source_target_pair"}.get(kind, "source")
        pr.print(f" {kw}(")
        pr.print_operand(op.operand(12))
        pr.print(")")
    source = op.operand(5)
    pr.print(" ")
    pr.print_operand(source)
    print_range(pr, op.operands[7:10])
    pr.print(", ")
    pr.print_operand(op.operand(0))
    print_range(pr, op.operands[2:5])
    pr.print(" : ")
    print_resource(pr, source.type, op.operand(6))
    _print_tied_resource_result(pr, op)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.async.collective",
                 traits=(AFF_STREAM, STREAMABLE, _TIED_TARGET,
                  FixedSizeAware(operands=((0, 1), (5, 6)), results=((0, 1),))),
                 parse=_parse_async_collective, print=_print_async_collective, inherent={"affinity", "op"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_end, target_length, "
                                                  "source, source_size, source_offset, source_end, source_length, "
                                                  "element_count, channel, param?",
                                         results="result", regions=0, attrs="op",
                                         types={"target": RESOURCE, "target_size": INDEX, "source": RESOURCE,
                                                "source_size": INDEX, "element_count": INDEX, "result": ANY_RESOURCE},
                                         same_types=(("target", "result"),)))


# -- stream.async.barrier / transfer -------------------------------------------------------------


def _parse_async_barrier(p, state: OperationState) -> None:
    parse_optional_affinity(p, state, "on", "affinity")        # iree-opt 3.2.0 form
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    st = p.parse_type()
    src = p.resolve_operand(u, type=st)
    size = parse_size(p)
    parse_optional_affinity(p, state, "from", "affinity")      # seed form
    rt = st
    if p.parse_optional_punctuation("->"):
        rt = p.parse_type()
    state.operands = [src, size]
    state.result_types = [rt]
    attrs_with(p, state, keyword=True)


def _print_async_barrier(pr, op: Operation) -> None:
    # iree-opt's form `on(X) %r : T{%s}`. The seed's `from(X) -> T2` form is
    # still read; it is printed only when the result type differs from the
    # operand's (that form has no other spelling; docs/divergences.md S3).
    src, size = op.operand(0), op.operand(1)
    same = op.results[0].type == src.type
    if same:
        print_optional_affinity(pr, op, "on", "affinity")
    pr.print(" ")
    print_sized_resource(pr, src, size)
    if not same:
        print_optional_affinity(pr, op, "from", "affinity")
        pr.print(" -> ")
        pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


# The result is the operand made available after the barrier: tied to it.
register_iree_op("stream.async.barrier",
                 traits=(AFF_STREAM, StreamableOp(is_metadata=True, is_sync=True), TiedOp(identity=True),
                  FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
                 parse=_parse_async_barrier, print=_print_async_barrier, inherent={"affinity"},
                 invariants=OpInvariants(operands="source, size", results="result", regions=0,
                                         types={"source": ANY_RESOURCE, "size": INDEX}))


def _parse_async_transfer(p, state: OperationState) -> None:
    parse_optional_affinity(p, state, "on", "execution_affinity")  # current releases
    src, ssize = parse_sized_resource(p)
    parse_optional_affinity(p, state, "from", "source_affinity")
    p.parse_punctuation("->")
    parse_optional_affinity(p, state, "to", "result_affinity")
    t = p.parse_type()
    rsize = parse_size(p)
    state.operands = [src, ssize, rsize]
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_transfer(pr, op: Operation) -> None:
    print_optional_affinity(pr, op, "on", "execution_affinity")
    pr.print(" ")
    print_sized_resource(pr, op.operand(0), op.operand(1))
    print_optional_affinity(pr, op, "from", "source_affinity")
    pr.print(" ->")
    print_optional_affinity(pr, op, "to", "result_affinity")
    pr.print(" ")
    print_resource(pr, op.results[0].type, op.operand(2))
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.async.transfer",
                 traits=(TransferAffinityOp(), StreamableOp(is_sync=True),
                  FixedSizeAware(operands=((0, 1),), results=((0, 2),))),
                 parse=_parse_async_transfer, print=_print_async_transfer,
                 inherent={"execution_affinity", "source_affinity", "result_affinity"},
                 invariants=OpInvariants(operands="source, source_size, result_size", results="result", regions=0,
                                         types={"source": ANY_RESOURCE, "source_size": INDEX, "result_size": INDEX,
                                                "result": ANY_RESOURCE}))


# -- stream.async.load / store --------------------------------------------------------------------


register_iree_op("stream.async.load", traits=(PURE, FixedSizeAware(operands=((0, 1),))),
                 parse=parse_resource_load, print=print_resource_load,
                 invariants=OpInvariants(operands="source, source_size, source_offset", results="result", regions=0,
                                         types={"source": STAGING_RESOURCE, "source_size": INDEX,
                                                "source_offset": INDEX}))


def _parse_async_store(p, state: OperationState) -> None:
    uv = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    off = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    value = p.resolve_operand(uv, type=p.parse_type())
    t, size, target = _parse_tied_resource_result(p, ut)
    state.operands = [target, size, off, value]
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_async_store(pr, op: Operation) -> None:
    value = op.operand(3)
    pr.print(" ")
    pr.print_operand(value)
    pr.print(", ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operand(op.operand(2))
    pr.print("] : ")
    pr.print_type(value.type)
    _print_tied_resource_result(pr, op)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.async.store", traits=(PURE, _TIED_TARGET, FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
                 parse=_parse_async_store, print=_print_async_store,
                 invariants=OpInvariants(operands="target, target_size, target_offset, value", results="result",
                                         regions=0,
                                         types={"target": STAGING_RESOURCE, "target_size": INDEX,
                                                "target_offset": INDEX},
                                         same_types=(("target", "result"),)))


# -- stream.async.dispatch / call -------------------------------------------------------------------

_DISPATCH_GROUPS = ("resource_operands", "resource_operand_sizes", "resource_operand_offsets",
                    "resource_operand_ends", "resource_operand_lengths", "result_sizes")
_DISPATCH_DIMS = (("resource_operands", "resource_operand_sizes"), ("results", "result_sizes"))


def _parse_dispatch_operands(p) -> Tuple[list, List[Value], List[Value], List[Value]]:
    """`(%r[%o to %e for %l], %v, ...)` → (unresolved operands, offsets,
    ends, lengths)."""
    operands: list = []
    offsets: List[Value] = []
    ends: List[Value] = []
    lengths: List[Value] = []
    p.parse_punctuation("(")
    if p.parse_optional_punctuation(")"):
        return operands, offsets, ends, lengths
    while True:
        operands.append(p.parse_unresolved_operand())
        if p.parse_optional_punctuation("["):
            offsets.append(parse_typed_operand(p, index))
            p.parse_keyword("to")
            ends.append(parse_typed_operand(p, index))
            p.parse_keyword("for")
            lengths.append(parse_typed_operand(p, index))
            p.parse_punctuation("]")
        if not p.parse_optional_punctuation(","):
            break
    p.parse_punctuation(")")
    return operands, offsets, ends, lengths


def _print_dispatch_operands(pr, op: Operation) -> None:
    operands, offsets, ends, lengths = operand_groups(
        op, ("resource_operands", "resource_operand_offsets", "resource_operand_ends", "resource_operand_lengths"))
    pr.print("(")
    k = 0
    for i, v in enumerate(operands):
        if i:
            pr.print(", ")
        pr.print_operand(v)
        if is_resource_type(v.type) and k < len(offsets):
            print_range(pr, (offsets[k], ends[k], lengths[k]))
            k += 1
    pr.print(")")


def _parse_async_dispatch(p, state: OperationState) -> None:
    is_call = state.name == "stream.async.call"
    aff_on(state, p)
    workload: List[Value] = []
    if is_call:
        state.properties["callee"] = p.parse_symbol_ref()
    else:
        state.properties["entry_points"] = parse_entry_points(p)
        workload = parse_optional_square_operands(p)
    loc = p.mark()
    units, offsets, ends, lengths = _parse_dispatch_operands(p)
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    operands, sizes, result_types, result_sizes, ties = parse_shaped_function_type(p, units, loc, state.name)
    state.operands = workload + operands + sizes + offsets + ends + lengths + result_sizes
    groups = (len(operands), len(sizes), len(offsets), len(ends), len(lengths), len(result_sizes))
    state.properties[SEGMENTS] = segment_property(groups if is_call else (len(workload),) + groups)
    state.result_types = result_types
    set_tied(state, ties, always=True)


def _print_async_dispatch(pr, op: Operation) -> None:
    is_call = op.name == "stream.async.call"
    print_optional_affinity(pr, op)
    pr.print(" ")
    # One read of the segment sizes for every group (a hot printer).
    operands, sizes, result_sizes = operand_groups(op, ("resource_operands", "resource_operand_sizes",
                                                        "result_sizes"))
    if is_call:
        pr.print_attribute(op.get_attr("callee"))
    else:
        print_entry_points(pr, op)
        print_optional_square_operands(pr, operands_named(op, "workload"))
    _print_dispatch_operands(pr, op)
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    print_shaped_function_type(pr, op, operands, sizes, result_sizes, tied_list(op))


register_iree_op("stream.async.dispatch",
                 traits=(AFF_STREAM, STREAMABLE, TiedOp(operand_group="resource_operands"),
                  OperandSegments(("workload",) + _DISPATCH_GROUPS), GroupSizeAware()),
                 parse=_parse_async_dispatch, print=_print_async_dispatch,
                 inherent={"affinity", "entry_points", TIED, SEGMENTS},
                 invariants=OpInvariants(operands="workload*, " + ", ".join(g + "*" for g in _DISPATCH_GROUPS),
                                         results="results*", regions=0, dims=_DISPATCH_DIMS, dim_count=size_count,
                                         attrs="entry_points", attr_kinds={"entry_points": SYMBOL_REFS},
                                         types={g: INDEX for g in ("workload",) + _DISPATCH_GROUPS[1:]},
                                         tied="resource_operands"))
register_iree_op("stream.async.call",
                 traits=(AFF_STREAM, STREAMABLE, TiedOp(operand_group="resource_operands"),
                  CallOp(callee_attr="callee", args_group="resource_operands"),
                  OperandSegments(_DISPATCH_GROUPS), GroupSizeAware()),
                 parse=_parse_async_dispatch, print=_print_async_dispatch,
                 inherent={"affinity", "callee", TIED, SEGMENTS},
                 invariants=OpInvariants(operands=", ".join(g + "*" for g in _DISPATCH_GROUPS), results="results*",
                                         regions=0, dims=_DISPATCH_DIMS, dim_count=size_count,
                                         attrs="callee", attr_kinds={"callee": FLAT_SYMBOL_REF},
                                         types={g: INDEX for g in _DISPATCH_GROUPS[1:]}, tied="resource_operands",
                                         symbols=(SymbolUse("callee", kinds=("stream.async.func",),
                                                            message="undefined external call: {name}",
                                                            checks=(call_matches_function_type("resource_operands"),),
                                                            prepare=callee_signature),)))


# -- stream.async.func (and flow.func) ------------------------------------------------------------
# Same syntax as `util.func` (tied results `-> %arg0`); the signature helpers
# of dfx.dialects.func do the work.


def _parse_function_op(p, state: OperationState) -> None:
    from dfx.dialects.func import function_op_properties, parse_function_signature, parse_visibility
    visibility = parse_visibility(p)
    name = p.parse_symbol_name()
    sig = parse_function_signature(p, allow_tied=True, require_names=True)
    function_op_properties(state, name, visibility, sig, with_tied=bool(sig.result_types))
    attrs_with(p, state, keyword=True)
    region = p.parse_optional_region(arguments=sig.arguments)
    state.regions = [region if region is not None else Region()]


def _print_function_op(pr, op: Operation) -> None:
    from dfx.dialects.func import print_function_signature
    print_visibility(pr, op)
    pr.print(" ")
    pr.print_symbol(op.get_attr("sym_name").value)
    print_function_signature(pr, op, declaration_names=True, with_tied=True)
    print_attrs(pr, op, keyword=True)
    if op.regions and not op.regions[0].empty:
        pr.print(" ")
        pr.print_region(op.regions[0], print_entry_block_args=False)


_FUNC_INHERENT = {"sym_name", "sym_visibility", "function_type", TIED, "arg_attrs", "res_attrs"}
_FUNC_INVARIANTS = OpInvariants(operands="", results="", regions=1, attrs="function_type, sym_name",
                                attr_kinds=FUNCTION_ATTRS)
register_iree_op("stream.async.func",
                 traits=(FunctionLike(), Symbol(), IsolatedFromAbove(), AffinityOp(requires=False)),
                 parse=_parse_function_op, print=_print_function_op, inherent=_FUNC_INHERENT,
                 invariants=_FUNC_INVARIANTS)
register_iree_op("flow.func",
                 traits=(FunctionLike(), Symbol(), IsolatedFromAbove(), AffinityOp(requires=False)),
                 parse=_parse_function_op, print=_print_function_op, inherent=_FUNC_INHERENT,
                 invariants=_FUNC_INVARIANTS)


# -- stream.async.execute / stream.yield ----------------------------------------------------------


@record(frozen=True)
class ExecuteLikeRegionBranch(RegionBranchOp):
    """Region control flow of an execution region with captures
    (`stream.async.execute`, `stream.cmd.execute`): entering the op passes
    the captured resource operands to the body's block arguments; the
    `stream.yield` terminator passes its resources to the op's resource
    results (every result but the trailing timepoint)."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        start, n = operand_group_range(op, "resource_operands")
        body = op.regions[0] if op.regions else None
        if body is None or body.empty:
            return [RegionEdge(None, (), ())]
        args = body.blocks[0].arguments
        n = min(n, len(args))
        return [RegionEdge(0, tuple(range(start, start + n)), tuple(args[:n]))]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        results = op.results[:-1] if op.results else []
        n = min(len(results), terminator.num_operands // 2 if terminator.name == "stream.yield"
                else terminator.num_operands)
        return [RegionEdge(None, tuple(range(n)), tuple(results[:n]))]


AsyncExecuteRegionBranch = ExecuteLikeRegionBranch


class ConcurrentRegionBranch(ExecuteLikeRegionBranch):
    """`stream.async.concurrent`: like an execution region, but every result
    is a resource (no trailing timepoint)."""

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        n = min(op.num_results, terminator.num_operands // 2)
        return [RegionEdge(None, tuple(range(n)), tuple(op.results[:n]))]


def _parse_async_execute(p, state: OperationState) -> None:
    # `stream.async.concurrent` shares this syntax without the await and
    # the trailing `=> !stream.timepoint`.
    concurrent = state.name == "stream.async.concurrent"
    aff_on(state, p)
    tp = None if concurrent else parse_optional_await(p)
    operands, sizes, args = parse_captures(p)
    result_types: List[Type] = []
    result_sizes: List[Value] = []
    ties: List[int] = []
    if p.parse_optional_punctuation("->"):
        result_types, result_sizes, ties = parse_tied_results(p, operands, "a captured operand")
    region = p.parse_region(arguments=args)
    state.regions = [region]
    if concurrent:
        state.operands = operands + sizes + result_sizes
        state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), len(result_sizes)))
        state.result_types = result_types
        if result_types:
            set_tied(state, ties, always=True)
        attrs_with(p, state, keyword=True)
        return
    parse_fat_arrow(p)
    tp_type = p.parse_type()
    waits = [tp] if tp is not None else []
    state.operands = operands + sizes + result_sizes + waits
    state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), len(result_sizes), len(waits)))
    state.result_types = result_types + [tp_type]
    if state.name == "stream.async.execute" and result_types:
        set_tied(state, ties, always=True)
    attrs_with(p, state, keyword=True)


def _print_async_execute(pr, op: Operation) -> None:
    concurrent = op.name == "stream.async.concurrent"
    print_optional_affinity(pr, op)
    if not concurrent:
        waits = operands_named(op, "await_timepoint")
        print_optional_await(pr, waits[0] if waits else None)
    print_captures(pr, op)
    results = op.results if concurrent else op.results[:-1]
    if results:
        pr.print(" -> ")
        n = len(results)
        if n != 1:
            pr.print("(")
        ties = tied_list(op)
        captured = operands_named(op, "resource_operands")
        sizes = operands_named(op, "result_sizes")
        pos = 0
        for i, r in enumerate(results):
            if i:
                pr.print(", ")
            tie = ties[i] if i < len(ties) else -1
            if 0 <= tie < len(captured):
                pr.print_operand(captured[tie])
                if captured[tie].type != r.type:
                    pr.print(" as ")
                    pr.print_type(r.type)
            else:
                pr.print_type(r.type)
            chunk, pos = take_sizes(sizes, pos, r.type)
            print_sizes(pr, chunk)
        if n != 1:
            pr.print(")")
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False)
    if not concurrent:
        pr.print(" => ")
        pr.print_type(op.results[-1].type)
    print_attrs(pr, op, keyword=True)


def _execute_result_names(op: Operation):
    n = op.num_results
    names: List[Optional[str]] = [None] * n
    if n > 1:
        names[0] = "results"
    if n:
        names[n - 1] = "result_timepoint"
    return names


_EXECUTE_SEGMENTS = ("resource_operands", "resource_operand_sizes", "result_sizes", "await_timepoint")
register_iree_op("stream.async.execute",
                 traits=(AFF_STREAM, TiedOp(operand_group="resource_operands"), OperandSegments(_EXECUTE_SEGMENTS),
                  GroupSizeAware(), ExecuteLikeRegionBranch(), RecursiveEffects(), SingleBlock(), TIMELINE),
                 parse=_parse_async_execute, print=_print_async_execute,
                 inherent={"affinity", TIED, SEGMENTS}, result_names=_execute_result_names,
                 invariants=OpInvariants(operands=", ".join(g + "*" for g in _EXECUTE_SEGMENTS[:3]) + ", await_timepoint?",
                                         results="results*, result_timepoint", regions=1,
                                         types={"resource_operands": ANY_RESOURCE, "resource_operand_sizes": INDEX,
                                                "result_sizes": INDEX, "await_timepoint": TIMEPOINT,
                                                "result_timepoint": TIMEPOINT},
                                         tied="resource_operands", dim_count=size_count,
                                         dims=(("resource_operands", "resource_operand_sizes"), ("results", "result_sizes"))))
_CONCURRENT_SEGMENTS = _EXECUTE_SEGMENTS[:3]
register_iree_op("stream.async.concurrent",
                 traits=(AFF_STREAM, TiedOp(operand_group="resource_operands"), OperandSegments(_CONCURRENT_SEGMENTS),
                  GroupSizeAware(), ConcurrentRegionBranch(), RecursiveEffects(), SingleBlock()),
                 parse=_parse_async_execute, print=_print_async_execute, inherent={"affinity", TIED, SEGMENTS},
                 invariants=OpInvariants(operands=", ".join(g + "*" for g in _CONCURRENT_SEGMENTS),
                                         results="results*", regions=1,
                                         parents=("stream.async.execute", "stream.async.concurrent"),
                                         types={"resource_operands": ANY_RESOURCE, "resource_operand_sizes": INDEX,
                                                "result_sizes": INDEX},
                                         tied="resource_operands", dim_count=size_count,
                                         dims=(("resource_operands", "resource_operand_sizes"),
                                               ("results", "result_sizes"))))


def _parse_yield(p, state: OperationState) -> None:
    attrs_with(p, state, keyword=False)
    operands: List[Value] = []
    sizes: List[Value] = []
    first = p.parse_optional_unresolved_operand()
    if first is not None:
        units = [first]
        while p.parse_optional_punctuation(","):
            units.append(p.parse_unresolved_operand())
        p.parse_punctuation(":")
        for i, u in enumerate(units):
            if i:
                p.parse_punctuation(",")
            t = p.parse_type()
            operands.append(p.resolve_operand(u, type=t))
            if size_count(t):
                sizes.append(parse_size(p))
    state.operands = operands + sizes


def _print_yield(pr, op: Operation) -> None:
    print_attrs(pr, op, keyword=False)
    n = op.num_operands // 2
    if n == 0:
        return
    resources = op.operands[:n]
    sizes = op.operands[n:]
    pr.print(" ")
    pr.print_operands(resources)
    pr.print(" : ")
    k = 0
    for i, v in enumerate(resources):
        if i:
            pr.print(", ")
        pr.print_type(v.type)
        if size_count(v.type) and k < len(sizes):
            print_size(pr, sizes[k])
            k += 1


@record(frozen=True)
class YieldTerminator(RegionBranchTerminator):
    """`stream.yield` forwards its resources (the first half of its
    operands); the second half are their sizes."""

    def forwarded_range(self, op: Operation) -> Tuple[int, int]:
        return (0, op.num_operands // 2)


_YIELD_PARENTS = ("stream.async.execute", "stream.async.concurrent", "stream.cmd.execute", "stream.cmd.serial",
                  "stream.cmd.concurrent")


def _yield_matches_execute(op: Operation) -> Optional[str]:
    """What a `stream.yield` gives its `stream.async.execute`: one resource
    per resource result, with the result's size."""
    parent = op.parent_op
    if parent is None or parent.name != "stream.async.execute":
        return None
    n = op.num_operands // 2
    if n != len(parent.results) - 1:
        return "yield result count mismatch with parent op"
    if op.operands[n:] != operands_named(parent, "result_sizes"):
        return "result size mismatch"
    return None
register_iree_op("stream.yield", traits=(Terminator(), ReturnLike(), YieldTerminator(), PURE, PairedSizeAware()),
                 parse=_parse_yield, print=_print_yield,
                 invariants=OpInvariants(results="", regions=0, parents=_YIELD_PARENTS,
                                         checks=(_yield_matches_execute,)))
