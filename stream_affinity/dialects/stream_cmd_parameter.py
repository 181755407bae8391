"""The explicit parameter commands of current releases (IREE 3.13):
`stream.cmd.parameter.load/read/write/gather/scatter`, what
schedule-execution's successors turn `stream.async.parameter.*` into.
Keys are SSA values (`%scope::%key[%offset]`, the scope optional and shared
by every entry), each op carries an optional `on(...)` affinity and an
optional `await(%tp) =>`, and returns a timepoint (loads also return the
loaded resources).

    %tp = stream.cmd.parameter.read on(#hal.device.affinity<@d>) await(%t) => %scope::%key[%o] ->
        %target[%off for %len] : !stream.resource<transient>{%size} => !stream.timepoint

They are affinity ops like every `stream` op with `on(...)`
(`stream.affinities` from their `affinity`; docs/ops.md).
"""

from __future__ import annotations

from dfx.ir.attributes import i64
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import MemoryEffects, OperandSegments
from stream_affinity.dialects.common import (AFF_STREAM, SEGMENTS, TIMEPOINT,
                                             attrs_with, current_indent, operands_named, parse_fat_arrow,
                                             parse_optional_affinity, parse_optional_await, print_attrs,
                                             print_optional_affinity, print_optional_await, print_resource_slice,
                                             parse_resource_slice, print_resource, parse_size, register_iree_op,
                                             segment_property)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple

__all__: List[str] = []


def _parse_key(p) -> Tuple[Optional[Value], Value, Value]:
    """`%scope::%key[%offset]` or `%key[%offset]` → (scope or None, key, offset)."""
    from dfx.dialects.util_types import BUFFER
    first = p.resolve_operand(p.parse_unresolved_operand(), type=BUFFER)
    scope = None
    if p.parse_optional_punctuation("::"):
        scope, first = first, p.resolve_operand(p.parse_unresolved_operand(), type=BUFFER)
    p.parse_punctuation("[")
    offset = p.resolve_operand(p.parse_unresolved_operand(), type=i64)
    p.parse_punctuation("]")
    return scope, first, offset


def _print_key(pr, scope: Optional[Value], key: Value, offset: Value) -> None:
    if scope is not None:
        pr.print_operand(scope)
        pr.print("::")
    pr.print_operand(key)
    pr.print("[")
    pr.print_operand(offset)
    pr.print("]")


def _parse_head(p, state: OperationState) -> List[Value]:
    """`on(A)? (await(%tp) =>)?`: the await timepoint group."""
    parse_optional_affinity(p, state)
    tp = parse_optional_await(p)
    return [tp] if tp is not None else []


def _print_head(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    wait = operands_named(op, "await_timepoint")
    print_optional_await(pr, wait[0] if wait else None)


def _finish(p, state: OperationState, groups, results: List) -> None:
    """`=> !stream.timepoint` and the attribute dictionary."""
    parse_fat_arrow(p)
    state.result_types = results + [p.parse_type()]
    state.operands = [v for g in groups for v in g]
    state.properties[SEGMENTS] = segment_property([len(g) for g in groups])
    attrs_with(p, state, keyword=True)


def _print_tail(pr, op: Operation) -> None:
    pr.print(" => ")
    pr.print_type(op.results[-1].type)
    print_attrs(pr, op, keyword=True)


def _one(values: List[Value]) -> Optional[Value]:
    return values[0] if values else None


# -- read / write -----------------------------------------------------------------------------

_READ = ("source_scope", "source_key", "source_offset", "target", "target_size", "target_offset", "target_length",
         "await_timepoint")
_WRITE = ("source", "source_size", "source_offset", "source_length", "target_scope", "target_key", "target_offset",
          "await_timepoint")


def _parse_read_write(p, state: OperationState) -> None:
    wait = _parse_head(p, state)
    if state.name.endswith(".read"):
        scope, key, key_offset = _parse_key(p)
        p.parse_punctuation("->")
        resource, size, offset, length = parse_resource_slice(p)
        groups = [[scope] if scope else [], [key], [key_offset], [resource], [size], [offset], [length], wait]
    else:
        resource, size, offset, length = parse_resource_slice(p)
        p.parse_punctuation("->")
        scope, key, key_offset = _parse_key(p)
        groups = [[resource], [size], [offset], [length], [scope] if scope else [], [key], [key_offset], wait]
    _finish(p, state, groups, [])


def _print_read_write(pr, op: Operation) -> None:
    _print_head(pr, op)
    pr.print(" ")
    if op.name.endswith(".read"):
        g = {n: operands_named(op, n) for n in _READ}
        _print_key(pr, _one(g["source_scope"]), g["source_key"][0], g["source_offset"][0])
        pr.print(" -> ")
        print_resource_slice(pr, g["target"][0], g["target_size"][0], g["target_offset"][0], g["target_length"][0])
    else:
        g = {n: operands_named(op, n) for n in _WRITE}
        print_resource_slice(pr, g["source"][0], g["source_size"][0], g["source_offset"][0], g["source_length"][0])
        pr.print(" -> ")
        _print_key(pr, _one(g["target_scope"]), g["target_key"][0], g["target_offset"][0])
    _print_tail(pr, op)


# -- gather / scatter: one entry per line ------------------------------------------------------

_GATHER = ("source_scope", "source_keys", "source_offsets", "target", "target_size", "target_offsets",
           "target_lengths", "await_timepoint")
_SCATTER = ("source", "source_size", "source_offsets", "source_lengths", "target_scope", "target_keys",
            "target_offsets", "await_timepoint")


def _parse_gather_scatter(p, state: OperationState) -> None:
    gather = state.name.endswith(".gather")
    wait = _parse_head(p, state)
    scopes, keys, key_offsets, offsets, lengths = [], [], [], [], []
    resource = size = None

    def one():
        nonlocal resource, size
        if gather:
            entry = _parse_key(p)
            p.parse_punctuation("->")
        resource, size, offset, length = parse_resource_slice(p)
        if not gather:
            p.parse_punctuation("->")
            entry = _parse_key(p)
        scopes.append(entry[0])
        keys.append(entry[1])
        key_offsets.append(entry[2])
        offsets.append(offset)
        lengths.append(length)
    p.parse_comma_separated_list("brace", one)
    scope = [scopes[0]] if scopes and scopes[0] is not None else []
    if gather:
        groups = [scope, keys, key_offsets, [resource], [size], offsets, lengths, wait]
    else:
        groups = [[resource], [size], offsets, lengths, scope, keys, key_offsets, wait]
    _finish(p, state, groups, [])


def _print_gather_scatter(pr, op: Operation) -> None:
    gather = op.name.endswith(".gather")
    g = {n: operands_named(op, n) for n in (_GATHER if gather else _SCATTER)}
    _print_head(pr, op)
    indent = current_indent(pr)
    pr.print(" {")
    if gather:
        scope, keys, key_offsets = _one(g["source_scope"]), g["source_keys"], g["source_offsets"]
        resource, size, offsets, lengths = g["target"][0], g["target_size"][0], g["target_offsets"], g["target_lengths"]
    else:
        scope, keys, key_offsets = _one(g["target_scope"]), g["target_keys"], g["target_offsets"]
        resource, size, offsets, lengths = g["source"][0], g["source_size"][0], g["source_offsets"], g["source_lengths"]
    for i, key in enumerate(keys):
        pr.print(("," if i else "") + "\n" + indent + "  ")
        if gather:
            _print_key(pr, scope, key, key_offsets[i])
            pr.print(" -> ")
        print_resource_slice(pr, resource, size, offsets[i], lengths[i])
        if not gather:
            pr.print(" -> ")
            _print_key(pr, scope, key, key_offsets[i])
    pr.print("\n" + indent + "}")
    _print_tail(pr, op)


# -- load: `{ %scope::%key[%o] : T{%size}, ... } => !stream.timepoint` -------------------------------

_LOAD = ("source_scope", "source_keys", "source_offsets", "result_sizes", "await_timepoint")


def _parse_load(p, state: OperationState) -> None:
    wait = _parse_head(p, state)
    scopes, keys, offsets, sizes, types = [], [], [], [], []

    def one():
        scope, key, offset = _parse_key(p)
        p.parse_punctuation(":")
        types.append(p.parse_type())
        sizes.append(parse_size(p))
        scopes.append(scope)
        keys.append(key)
        offsets.append(offset)
    p.parse_comma_separated_list("brace", one)
    scope = [scopes[0]] if scopes and scopes[0] is not None else []
    _finish(p, state, [scope, keys, offsets, sizes, wait], types)


def _print_load(pr, op: Operation) -> None:
    g = {n: operands_named(op, n) for n in _LOAD}
    _print_head(pr, op)
    indent = current_indent(pr)
    pr.print(" {")
    for i, key in enumerate(g["source_keys"]):
        pr.print(("," if i else "") + "\n" + indent + "  ")
        _print_key(pr, _one(g["source_scope"]), key, g["source_offsets"][i])
        pr.print(" : ")
        print_resource(pr, op.results[i].type, g["result_sizes"][i])
    pr.print("\n" + indent + "}")
    _print_tail(pr, op)


def _load_names(op: Operation):
    """`%results:N, %result_timepoint` (the other commands' timepoints are unnamed)."""
    return ["results"] + [None] * (op.num_results - 2) + ["result_timepoint"]


_TYPES = {"await_timepoint": TIMEPOINT, "result_timepoint": TIMEPOINT}


def _spec(groups) -> str:
    kinds = {"source_scope": "?", "target_scope": "?", "await_timepoint": "?", "source_keys": "*",
             "source_offsets": "*", "target_keys": "*", "target_offsets": "*", "target_lengths": "*",
             "source_lengths": "*", "result_sizes": "*"}
    return ", ".join(g + kinds.get(g, "") for g in groups)


def _register(name: str, groups, parse, print_, results: str, sizes: Tuple[str, ...], **extra) -> None:
    """|sizes|: the groups of `index` sizes, offsets and lengths (the key
    offsets are `i64`)."""
    types = dict(_TYPES)
    types.update({g: INDEX for g in sizes})
    register_iree_op(name, traits=(AFF_STREAM, OperandSegments(tuple(groups)), MemoryEffects(("read", "write"))),
                     parse=parse, print=print_, inherent={"affinity", SEGMENTS},
                     invariants=OpInvariants(operands=_spec(groups), results=results, regions=0, types=types,
                                             attribute_segments=False),
                     **extra)


_register("stream.cmd.parameter.read", _READ, _parse_read_write, _print_read_write, "result_timepoint",
          ("target_size", "target_offset", "target_length"))
_register("stream.cmd.parameter.write", _WRITE, _parse_read_write, _print_read_write, "result_timepoint",
          ("source_size", "source_offset", "source_length"))
_register("stream.cmd.parameter.gather", _GATHER, _parse_gather_scatter, _print_gather_scatter, "result_timepoint",
          ("target_size", "target_offsets", "target_lengths"))
_register("stream.cmd.parameter.scatter", _SCATTER, _parse_gather_scatter, _print_gather_scatter,
          "result_timepoint", ("source_size", "source_offsets", "source_lengths"))
_register("stream.cmd.parameter.load", _LOAD, _parse_load, _print_load, "results*, result_timepoint",
          ("result_sizes",),
          result_names=_load_names)
