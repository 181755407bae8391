"""Parameter ops.

* 3.2.0: `stream.parameter.load/read/write/gather/scatter`, with the scope
  and keys as string attributes: `"scope"::"key"[%offset]`. Current
  releases removed them.
* Current releases: `stream.async.parameter.load/read/write`,
  `stream.tensor.parameter.load/write` and `flow.parameter.load/write`, with
  the scope and key as `!util.buffer` operands: `%scope::%key[%offset]`.
  Modelled as upstream models them (SPEC-CURRENT section 3): the stream ops
  are affinity ops, the flow ops are not.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, StringAttr, TypeAttr
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments, TiedOp, operand_groups
from stream_affinity.analysis.interfaces import TIMELINE
from stream_affinity.dialects.common import parse_resource_slice, print_resource_slice
from stream_affinity.dialects.common import (AFF_STREAM, ANY_RESOURCE, TIMEPOINT, TIMEPOINT_TYPE, aff_on, attrs_with,
                                             current_indent, parse_fat_arrow, parse_optional_await, parse_range,
                                             parse_size, parse_sizes_for, print_attrs, print_optional_affinity,
                                             print_optional_await, print_range, print_resource, print_sizes,
                                             register_iree_op, result_names_fixed)
from stream_affinity.dialects.stream_tensor_data import SegmentSizeAware, parse_encoded, print_encoded, set_groups

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple

_TIED_SOURCE = TiedOp(fixed=((0, 0),))


class _TiedToGroup(TiedOp):
    """Result 0 is the single operand of group |group| (gather's target sits
    after the keys and offsets)."""

    def __init__(self, group: str):
        object.__setattr__(self, "group", group)

    def __eq__(self, other):
        return type(self) is type(other) and self.group == other.group

    def __hash__(self):
        return hash((type(self), self.group))

    def tied_operand_index(self, op: Operation, result_index: int) -> Optional[int]:
        if result_index != 0:
            return None
        seg = op.get_trait(OperandSegments)
        start, n = seg.range(op, self.group) if seg is not None else (0, 0)
        return start if n == 1 else None


#===----------------------------------------------------------------------===#
# 3.2.0: "scope"::"key"[%offset]
#===----------------------------------------------------------------------===#


def _parse_named_key(p) -> Tuple[Optional[str], str, object]:
    """`"scope"::"key"[%offset]` or `"key"[%offset]` → (scope, key, offset
    value)."""
    first = p.parse_string()
    scope = None
    if p.parse_optional_punctuation("::"):
        scope, first = first, p.parse_string()
    p.parse_punctuation("[")
    offset = p.resolve_operand(p.parse_unresolved_operand())
    p.parse_punctuation("]")
    return scope, first, offset


def _print_named_key(pr, scope: Optional[str], key: str, offset) -> None:
    if scope is not None:
        pr.print_string(scope)
        pr.print("::")
    pr.print_string(key)
    pr.print("[")
    pr.print_operand(offset)
    pr.print("]")


def _set_scope(p, state: OperationState, name: str, scopes: List[Optional[str]], loc=None) -> None:
    """One scope for all entries (iree-opt reports a mix at the closing
    brace, |loc|)."""
    if len(set(scopes)) > 1:
        p.error(f"custom op '{state.name}' each operation must use the same scope", loc)
    if scopes and scopes[0] is not None:
        state.properties[name] = StringAttr(scopes[0])


def _scope(op: Operation, name: str) -> Optional[str]:
    a = op.get_attr(name)
    return a.value if isinstance(a, StringAttr) else None


def _keys(op: Operation, name: str) -> List[str]:
    a = op.get_attr(name)
    return [k.value for k in a] if isinstance(a, ArrayAttr) else []


def _parse_await_arrow(p, state: OperationState) -> Optional[Value]:
    aff_on(state, p)
    return parse_optional_await(p)


def _finish_timepoint(p, state: OperationState, result_types) -> None:
    parse_fat_arrow(p)
    state.result_types = list(result_types) + [p.parse_type()]
    attrs_with(p, state, keyword=True)


def _print_timepoint_tail(pr, op: Operation) -> None:
    pr.print(" => ")
    pr.print_type(op.results[-1].type)
    print_attrs(pr, op, keyword=True)


# -- stream.parameter.load: { "scope"::"key"[%o] : T{%s}, ... } => !stream.timepoint


def _parse_parameter_load(p, state: OperationState) -> None:
    tp = _parse_await_arrow(p, state)
    p.parse_punctuation("{")
    scopes, keys, offsets, types, sizes = [], [], [], [], []
    while True:
        scope, key, off = _parse_named_key(p)
        p.parse_punctuation(":")
        types.append(p.parse_type())
        sizes.append(parse_size(p))
        scopes.append(scope)
        keys.append(StringAttr(key))
        offsets.append(off)
        if not p.parse_optional_punctuation(","):
            break
    loc = p.mark()
    p.parse_punctuation("}")
    _set_scope(p, state, "source_scope", scopes, loc)
    state.properties["source_keys"] = ArrayAttr(tuple(keys))
    set_groups(state, [offsets, sizes, [tp] if tp is not None else []])
    _finish_timepoint(p, state, types)


def _print_parameter_load(pr, op: Operation) -> None:
    offsets, sizes, wait = operand_groups(op, ("source_offsets", "result_sizes", "await_timepoint"))
    print_optional_affinity(pr, op)
    print_optional_await(pr, wait[0] if wait else None)
    pr.print(" {")
    indent = current_indent(pr)
    scope, keys = _scope(op, "source_scope"), _keys(op, "source_keys")
    for i, off in enumerate(offsets):
        pr.print(",\n" if i else "\n")
        pr.print(indent + "  ")
        _print_named_key(pr, scope, keys[i] if i < len(keys) else "", off)
        pr.print(" : ")
        print_resource(pr, op.results[i].type, sizes[i])
    pr.print("\n" + indent + "}")
    _print_timepoint_tail(pr, op)


def _load_names(op: Operation):
    n = op.num_results
    names = [None] * n
    if n:
        names[0] = "results"
        names[-1] = "result_timepoint"
    return names


# -- stream.parameter.read: "scope"::"key"[%o] -> %target[%o for %l] : T{%s}


def _parse_parameter_read(p, state: OperationState) -> None:
    tp = _parse_await_arrow(p, state)
    scope, key, src_off = _parse_named_key(p)
    p.parse_punctuation("->")
    target, size, *rng = parse_resource_slice(p)
    if scope is not None:
        state.properties["source_scope"] = StringAttr(scope)
    state.properties["source_key"] = StringAttr(key)
    state.operands = [src_off, target, size] + rng + ([tp] if tp is not None else [])
    _finish_timepoint(p, state, [])


def _print_parameter_read(pr, op: Operation) -> None:
    ops = op.operands
    src_off, target, size, off, length = ops[:5]
    print_optional_affinity(pr, op)
    print_optional_await(pr, ops[5] if len(ops) > 5 else None)
    pr.print(" ")
    _print_named_key(pr, _scope(op, "source_scope"), op.get_attr("source_key").value, src_off)
    pr.print(" -> ")
    print_resource_slice(pr, target, size, off, length)
    _print_timepoint_tail(pr, op)


# -- stream.parameter.write: %source[%o for %l] : T{%s} -> "scope"::"key"[%o]


def _parse_parameter_write(p, state: OperationState) -> None:
    tp = _parse_await_arrow(p, state)
    source, size, *rng = parse_resource_slice(p)
    p.parse_punctuation("->")
    scope, key, dst_off = _parse_named_key(p)
    if scope is not None:
        state.properties["target_scope"] = StringAttr(scope)
    state.properties["target_key"] = StringAttr(key)
    state.operands = [source, size] + rng + [dst_off] + ([tp] if tp is not None else [])
    _finish_timepoint(p, state, [])


def _print_parameter_write(pr, op: Operation) -> None:
    ops = op.operands
    source, size, off, length, dst_off = ops[:5]
    print_optional_affinity(pr, op)
    print_optional_await(pr, ops[5] if len(ops) > 5 else None)
    pr.print(" ")
    print_resource_slice(pr, source, size, off, length)
    pr.print(" -> ")
    _print_named_key(pr, _scope(op, "target_scope"), op.get_attr("target_key").value, dst_off)
    _print_timepoint_tail(pr, op)


# -- stream.parameter.gather / scatter: one entry per line


_GATHER_GROUPS = ("source_offsets", "target", "target_size", "target_offsets", "target_lengths", "await_timepoint")
_SCATTER_GROUPS = ("source", "source_size", "source_offsets", "source_lengths", "target_offsets", "await_timepoint")


def _parse_parameter_gather(p, state: OperationState) -> None:
    gather = state.name == "stream.parameter.gather"
    tp = _parse_await_arrow(p, state)
    p.parse_punctuation("{")
    scopes, keys, key_offsets, offsets, lengths = [], [], [], [], []
    resource = size = None
    while True:
        if gather:
            scope, key, key_off = _parse_named_key(p)
            p.parse_punctuation("->")
        value, value_size, offset, length = parse_resource_slice(p)
        if not gather:
            p.parse_punctuation("->")
            scope, key, key_off = _parse_named_key(p)
        resource, size = value, value_size
        scopes.append(scope)
        keys.append(StringAttr(key))
        key_offsets.append(key_off)
        offsets.append(offset)
        lengths.append(length)
        if not p.parse_optional_punctuation(","):
            break
    loc = p.mark()
    p.parse_punctuation("}")
    prefix = "source" if gather else "target"
    _set_scope(p, state, prefix + "_scope", scopes, loc)
    state.properties[prefix + "_keys"] = ArrayAttr(tuple(keys))
    wait = [tp] if tp is not None else []
    if gather:
        set_groups(state, [key_offsets, [resource], [size], offsets, lengths, wait])
    else:
        set_groups(state, [[resource], [size], offsets, lengths, key_offsets, wait])
    _finish_timepoint(p, state, [])


def _print_parameter_gather(pr, op: Operation) -> None:
    gather = op.name == "stream.parameter.gather"
    if gather:
        key_offsets, resource, size, offsets, lengths, wait = operand_groups(op, _GATHER_GROUPS)
    else:
        resource, size, offsets, lengths, key_offsets, wait = operand_groups(op, _SCATTER_GROUPS)
    prefix = "source" if gather else "target"
    scope, keys = _scope(op, prefix + "_scope"), _keys(op, prefix + "_keys")
    print_optional_affinity(pr, op)
    print_optional_await(pr, wait[0] if wait else None)
    pr.print(" {")
    indent = current_indent(pr)
    for i, key_off in enumerate(key_offsets):
        pr.print(",\n" if i else "\n")
        pr.print(indent + "  ")
        key = keys[i] if i < len(keys) else ""
        if gather:
            _print_named_key(pr, scope, key, key_off)
            pr.print(" -> ")
        print_resource_slice(pr, resource[0], size[0], offsets[i], lengths[i])
        if not gather:
            pr.print(" -> ")
            _print_named_key(pr, scope, key, key_off)
    pr.print("\n" + indent + "}")
    _print_timepoint_tail(pr, op)


_TP = {"await_timepoint": TIMEPOINT, "result_timepoint": TIMEPOINT}
register_iree_op("stream.parameter.load",
                 traits=(AFF_STREAM, OperandSegments(("source_offsets", "result_sizes", "await_timepoint")), TIMELINE),
                 parse=_parse_parameter_load, print=_print_parameter_load,
                 inherent={"affinity", "source_scope", "source_keys"}, result_names=_load_names,
                 invariants=OpInvariants(operands="source_offsets*, result_sizes*, await_timepoint?",
                                         results="results*, result_timepoint", regions=0, attrs="source_keys",
                                         types=dict(_TP, result_sizes=INDEX, results=ANY_RESOURCE)))
register_iree_op("stream.parameter.read", traits=(AFF_STREAM, TIMELINE), parse=_parse_parameter_read,
                 print=_print_parameter_read, inherent={"affinity", "source_scope", "source_key"},
                 invariants=OpInvariants(operands="source_offset, target, target_size, target_offset, target_length, "
                                                  "await_timepoint?", results="result_timepoint", regions=0,
                                         attrs="source_key", types=dict(_TP, target=ANY_RESOURCE, target_size=INDEX)))
register_iree_op("stream.parameter.write", traits=(AFF_STREAM, TIMELINE), parse=_parse_parameter_write,
                 print=_print_parameter_write, inherent={"affinity", "target_scope", "target_key"},
                 invariants=OpInvariants(operands="source, source_size, source_offset, source_length, target_offset, "
                                                  "await_timepoint?", results="result_timepoint", regions=0,
                                         attrs="target_key", types=dict(_TP, source=ANY_RESOURCE, source_size=INDEX)))
register_iree_op("stream.parameter.gather", traits=(AFF_STREAM, OperandSegments(_GATHER_GROUPS), TIMELINE),
                 parse=_parse_parameter_gather, print=_print_parameter_gather,
                 inherent={"affinity", "source_scope", "source_keys"},
                 invariants=OpInvariants(operands="source_offsets*, target, target_size, target_offsets*, "
                                                  "target_lengths*, await_timepoint?",
                                         results="result_timepoint", regions=0, attrs="source_keys",
                                         types=dict(_TP, target=ANY_RESOURCE, target_size=INDEX)))
register_iree_op("stream.parameter.scatter", traits=(AFF_STREAM, OperandSegments(_SCATTER_GROUPS), TIMELINE),
                 parse=_parse_parameter_gather, print=_print_parameter_gather,
                 inherent={"affinity", "target_scope", "target_keys"},
                 invariants=OpInvariants(operands="source, source_size, source_offsets*, source_lengths*, "
                                                  "target_offsets*, await_timepoint?",
                                         results="result_timepoint", regions=0, attrs="target_keys",
                                         types=dict(_TP, source=ANY_RESOURCE, source_size=INDEX)))


#===----------------------------------------------------------------------===#
# Current releases: %scope::%key[%offset]
#===----------------------------------------------------------------------===#


def _parse_ssa_key(p) -> Tuple[List[Value], Value, Value]:
    """`%scope::%key[%offset]` or `%key[%offset]` → ([scope] or [], key,
    offset)."""
    first = p.resolve_operand(p.parse_unresolved_operand())
    scope: List[Value] = []
    if p.parse_optional_punctuation("::"):
        scope = [first]
        first = p.resolve_operand(p.parse_unresolved_operand())
    p.parse_punctuation("[")
    offset = p.resolve_operand(p.parse_unresolved_operand())
    p.parse_punctuation("]")
    return scope, first, offset


def _print_ssa_key(pr, scope: List[Value], key: Value, offset: Value) -> None:
    if scope:
        pr.print_operand(scope[0])
        pr.print("::")
    pr.print_operand(key)
    pr.print("[")
    pr.print_operand(offset)
    pr.print("]")


# -- flow.parameter.load / write


def _parse_flow_parameter(p, state: OperationState) -> None:
    if state.name == "flow.parameter.load":
        scope, key, off = _parse_ssa_key(p)
        p.parse_punctuation(":")
        t = p.parse_type()
        set_groups(state, [scope, [key], [off], parse_sizes_for(p, t)])
    else:
        us = p.parse_unresolved_operand()
        p.parse_punctuation("->")
        scope, key, off = _parse_ssa_key(p)
        p.parse_punctuation(":")
        t = p.parse_type()
        source = p.resolve_operand(us, type=t)
        set_groups(state, [[source], parse_sizes_for(p, t), scope, [key], [off]])
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_flow_parameter(pr, op: Operation) -> None:
    pr.print(" ")
    if op.name == "flow.parameter.load":
        scope, key, off, dims = operand_groups(op, ("source_scope", "source_key", "source_offset", "result_dims"))
    else:
        source, dims, scope, key, off = operand_groups(op, ("source", "source_dims", "target_scope", "target_key",
                                                            "target_offset"))
        pr.print_operand(source[0])
        pr.print(" -> ")
    _print_ssa_key(pr, scope, key[0], off[0])
    pr.print(" : ")
    pr.print_type(op.results[0].type)
    print_sizes(pr, dims)
    print_attrs(pr, op, keyword=True)


_FLOW_LOAD = ("source_scope", "source_key", "source_offset", "result_dims")
_FLOW_WRITE = ("source", "source_dims", "target_scope", "target_key", "target_offset")
register_iree_op("flow.parameter.load", traits=(OperandSegments(_FLOW_LOAD),), parse=_parse_flow_parameter,
                 print=_print_flow_parameter,
                 invariants=OpInvariants(operands="source_scope?, source_key, source_offset, result_dims*",
                                         results="result", regions=0, types={"result_dims": INDEX}))
register_iree_op("flow.parameter.write", traits=(OperandSegments(_FLOW_WRITE), _TIED_SOURCE),
                 parse=_parse_flow_parameter, print=_print_flow_parameter,
                 invariants=OpInvariants(operands="source, source_dims*, target_scope?, target_key, target_offset",
                                         results="result", regions=0, types={"source_dims": INDEX}))


# -- stream.tensor.parameter.load / write


_TENSOR_LOAD = ("source_scope", "source_key", "source_offset", "result_encoding_dims", "result_size")
_TENSOR_WRITE = ("source", "source_encoding_dims", "source_size", "target_scope", "target_key", "target_offset")


def _parse_tensor_parameter(p, state: OperationState) -> None:
    aff_on(state, p)
    if state.name == "stream.tensor.parameter.load":
        scope, key, off = _parse_ssa_key(p)
        p.parse_punctuation(":")
        enc, dims, rt, size, _ = parse_encoded(p)
        state.properties["result_encoding"] = TypeAttr(enc)
        set_groups(state, [scope, [key], [off], dims, [size]])
    else:
        us = p.parse_unresolved_operand()
        p.parse_punctuation("->")
        scope, key, off = _parse_ssa_key(p)
        p.parse_punctuation(":")
        enc, dims, rt, size, _ = parse_encoded(p)
        source = p.resolve_operand(us, type=rt)
        state.properties["source_encoding"] = TypeAttr(enc)
        set_groups(state, [[source], dims, [size], scope, [key], [off]])
    state.result_types = [rt]
    attrs_with(p, state, keyword=True)


def _print_tensor_parameter(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    if op.name == "stream.tensor.parameter.load":
        scope, key, off, dims, size = operand_groups(op, _TENSOR_LOAD)
        enc = op.get_attr("result_encoding")
    else:
        source, dims, size, scope, key, off = operand_groups(op, _TENSOR_WRITE)
        enc = op.get_attr("source_encoding")
        pr.print_operand(source[0])
        pr.print(" -> ")
    _print_ssa_key(pr, scope, key[0], off[0])
    pr.print(" : ")
    print_encoded(pr, enc.type if isinstance(enc, TypeAttr) else None, dims, op.results[0].type, size[0])
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.tensor.parameter.load",
                 traits=(AFF_STREAM, OperandSegments(_TENSOR_LOAD), SegmentSizeAware(results=((0, "result_size"),))),
                 parse=_parse_tensor_parameter, print=_print_tensor_parameter,
                 inherent={"affinity", "result_encoding"},
                 invariants=OpInvariants(operands="source_scope?, source_key, source_offset, result_encoding_dims*, "
                                                  "result_size", results="result", regions=0,
                                         attrs="result_encoding",
                                         types={"result_size": INDEX, "result": ANY_RESOURCE}))
register_iree_op("stream.tensor.parameter.write",
                 traits=(AFF_STREAM, OperandSegments(_TENSOR_WRITE), _TIED_SOURCE,
                         SegmentSizeAware(operands=(("source", "source_size"),), results=((0, "source_size"),))),
                 parse=_parse_tensor_parameter, print=_print_tensor_parameter,
                 inherent={"affinity", "source_encoding"},
                 invariants=OpInvariants(operands="source, source_encoding_dims*, source_size, target_scope?, "
                                                  "target_key, target_offset",
                                         results="result", regions=0, attrs="source_encoding",
                                         types={"source": ANY_RESOURCE, "source_size": INDEX,
                                                "result": ANY_RESOURCE}))


# -- stream.async.parameter.load / read / write: `on(..) await(%tp) ...` (no `=>` after the await)


_ASYNC_LOAD = ("await_timepoint", "source_scope", "source_key", "source_offset", "result_size")
_ASYNC_READ = ("target", "target_size", "target_offset", "target_end", "target_length", "source_scope",
               "source_key", "source_offset", "await_timepoint")
_ASYNC_WRITE = ("source", "source_size", "source_offset", "source_end", "source_length", "target_scope",
                "target_key", "target_offset", "await_timepoint")


def _parse_optional_await_no_arrow(p) -> List[Value]:
    if not p.parse_optional_keyword("await"):
        return []
    p.parse_punctuation("(")
    v = p.resolve_operand(p.parse_unresolved_operand(), type=TIMEPOINT_TYPE)
    p.parse_punctuation(")")
    return [v]


def _print_optional_await_no_arrow(pr, wait: List[Value]) -> None:
    if wait:
        pr.print(" await(")
        pr.print_operand(wait[0])
        pr.print(")")


def _parse_async_parameter(p, state: OperationState) -> None:
    aff_on(state, p)
    wait = _parse_optional_await_no_arrow(p)
    name = state.name
    if name == "stream.async.parameter.load":
        scope, key, off = _parse_ssa_key(p)
        p.parse_punctuation(":")
        rt = p.parse_type()
        set_groups(state, [wait, scope, [key], [off], [parse_size(p)]])
    elif name == "stream.async.parameter.read":
        scope, key, off = _parse_ssa_key(p)
        p.parse_punctuation("->")
        ut = p.parse_unresolved_operand()
        rng = parse_range(p)
        p.parse_punctuation(":")
        rt = p.parse_type()
        target = p.resolve_operand(ut, type=rt)
        set_groups(state, [[target], [parse_size(p)], [rng[0]], [rng[1]], [rng[2]], scope, [key], [off], wait])
    else:
        us = p.parse_unresolved_operand()
        rng = parse_range(p)
        p.parse_punctuation("->")
        scope, key, off = _parse_ssa_key(p)
        p.parse_punctuation(":")
        rt = p.parse_type()
        source = p.resolve_operand(us, type=rt)
        set_groups(state, [[source], [parse_size(p)], [rng[0]], [rng[1]], [rng[2]], scope, [key], [off], wait])
    _finish_timepoint(p, state, [rt])


def _print_async_parameter(pr, op: Operation) -> None:
    name = op.name
    print_optional_affinity(pr, op)
    if name == "stream.async.parameter.load":
        wait, scope, key, off, size = operand_groups(op, _ASYNC_LOAD)
        _print_optional_await_no_arrow(pr, wait)
        pr.print(" ")
        _print_ssa_key(pr, scope, key[0], off[0])
        pr.print(" : ")
        print_resource(pr, op.results[0].type, size[0])
    else:
        groups = operand_groups(op, _ASYNC_READ if name == "stream.async.parameter.read" else _ASYNC_WRITE)
        res, size, rng, scope, key, off, wait = (groups[0][0], groups[1][0], [g[0] for g in groups[2:5]],
                                                 groups[5], groups[6][0], groups[7][0], groups[8])
        _print_optional_await_no_arrow(pr, wait)
        pr.print(" ")
        if name == "stream.async.parameter.read":
            _print_ssa_key(pr, scope, key, off)
            pr.print(" -> ")
            pr.print_operand(res)
            print_range(pr, rng)
        else:
            pr.print_operand(res)
            print_range(pr, rng)
            pr.print(" -> ")
            _print_ssa_key(pr, scope, key, off)
        pr.print(" : ")
        print_resource(pr, res.type, size)
    _print_timepoint_tail(pr, op)


register_iree_op("stream.async.parameter.load",
                 traits=(AFF_STREAM, OperandSegments(_ASYNC_LOAD), SegmentSizeAware(results=((0, "result_size"),))),
                 parse=_parse_async_parameter, print=_print_async_parameter, inherent={"affinity"},
                 result_names=result_names_fixed("result", "result_timepoint"),
                 invariants=OpInvariants(operands="await_timepoint?, source_scope?, source_key, source_offset, "
                                                  "result_size", results="result, result_timepoint", regions=0,
                                         types=dict(_TP, result_size=INDEX, result=ANY_RESOURCE)))
for _name, _groups, _res in (("stream.async.parameter.read", _ASYNC_READ, "target"),
                             ("stream.async.parameter.write", _ASYNC_WRITE, "source")):
    register_iree_op(_name, traits=(AFF_STREAM, OperandSegments(_groups), _TIED_SOURCE,
                                    SegmentSizeAware(operands=((_res, _res + "_size"),),
                                                     results=((0, _res + "_size"),))),
                     parse=_parse_async_parameter, print=_print_async_parameter, inherent={"affinity"},
                     result_names=result_names_fixed("result", "result_timepoint"),
                     invariants=OpInvariants(operands=", ".join(g + "?" if g.endswith(("scope", "timepoint")) else g
                                                                for g in _groups),
                                             results="result, result_timepoint", regions=0,
                                             types={_res: ANY_RESOURCE, _res + "_size": INDEX,
                                                    "await_timepoint": TIMEPOINT, "result_timepoint": TIMEPOINT}))


# -- stream.async.parameter.gather / scatter: `{ entries } : T => !stream.timepoint`

_ASYNC_GATHER = ("source_scope", "source_keys", "source_offsets", "target", "target_size", "target_offsets",
                 "target_ends", "target_lengths", "await_timepoint")
_ASYNC_SCATTER = ("source", "source_size", "source_offsets", "source_ends", "source_lengths", "target_scope",
                  "target_keys", "target_offsets", "await_timepoint")


def _parse_async_gather(p, state: OperationState) -> None:
    gather = state.name == "stream.async.parameter.gather"
    aff_on(state, p)
    wait = _parse_optional_await_no_arrow(p)
    p.parse_punctuation("{")
    scopes, keys, key_offsets, offsets, ends, lengths = [], [], [], [], [], []
    resource = size = None
    while True:
        if gather:
            scope, key, key_off = _parse_ssa_key(p)
            p.parse_punctuation("->")
        u = p.parse_unresolved_operand()
        rng = parse_range(p)
        p.parse_punctuation(":")
        resource = p.resolve_operand(u, type=p.parse_type())
        size = parse_size(p)
        if not gather:
            p.parse_punctuation("->")
            scope, key, key_off = _parse_ssa_key(p)
        scopes.append(scope[0] if scope else None)
        keys.append(key)
        key_offsets.append(key_off)
        offsets.append(rng[0])
        ends.append(rng[1])
        lengths.append(rng[2])
        if not p.parse_optional_punctuation(","):
            break
    p.parse_punctuation("}")
    p.parse_punctuation(":")
    rt = p.parse_type()
    scope_group = [scopes[0]] if scopes and scopes[0] is not None else []
    if gather:
        set_groups(state, [scope_group, keys, key_offsets, [resource], [size], offsets, ends, lengths, wait])
    else:
        set_groups(state, [[resource], [size], offsets, ends, lengths, scope_group, keys, key_offsets, wait])
    _finish_timepoint(p, state, [rt])


def _print_async_gather(pr, op: Operation) -> None:
    gather = op.name == "stream.async.parameter.gather"
    groups = dict(zip(_ASYNC_GATHER if gather else _ASYNC_SCATTER,
                      operand_groups(op, _ASYNC_GATHER if gather else _ASYNC_SCATTER)))
    prefix, other = ("source", "target") if gather else ("target", "source")
    scope, keys, key_offsets = groups[prefix + "_scope"], groups[prefix + "_keys"], groups[prefix + "_offsets"]
    resource, size = groups[other][0], groups[other + "_size"][0]
    offsets, ends, lengths = groups[other + "_offsets"], groups[other + "_ends"], groups[other + "_lengths"]
    print_optional_affinity(pr, op)
    _print_optional_await_no_arrow(pr, groups["await_timepoint"])
    pr.print(" {")
    indent = current_indent(pr)
    for i, key in enumerate(keys):
        pr.print(",\n" if i else "\n")
        pr.print(indent + "  ")
        if gather:
            _print_ssa_key(pr, scope, key, key_offsets[i])
            pr.print(" -> ")
        pr.print_operand(resource)
        print_range(pr, [offsets[i], ends[i], lengths[i]])
        pr.print(" : ")
        print_resource(pr, resource.type, size)
        if not gather:
            pr.print(" -> ")
            _print_ssa_key(pr, scope, key, key_offsets[i])
    pr.print("\n" + indent + "} : ")
    pr.print_type(op.results[0].type)
    _print_timepoint_tail(pr, op)


for _name, _groups, _res in (("stream.async.parameter.gather", _ASYNC_GATHER, "target"),
                             ("stream.async.parameter.scatter", _ASYNC_SCATTER, "source")):
    _tied_index = _groups.index(_res)
    register_iree_op(_name, traits=(AFF_STREAM, OperandSegments(_groups),
                                    SegmentSizeAware(operands=((_res, _res + "_size"),),
                                                     results=((0, _res + "_size"),)),
                                    _TiedToGroup(_res)),
                     parse=_parse_async_gather, print=_print_async_gather, inherent={"affinity"},
                     result_names=result_names_fixed("result", "result_timepoint"),
                     invariants=OpInvariants(operands=", ".join(
                         g + ("?" if g.endswith(("scope", "timepoint")) else
                              "*" if g.endswith(("keys", "offsets", "ends", "lengths")) else "") for g in _groups),
                                             results="result, result_timepoint", regions=0,
                                             types={_res: ANY_RESOURCE, _res + "_size": INDEX,
                                                    "await_timepoint": TIMEPOINT, "result_timepoint": TIMEPOINT}))
