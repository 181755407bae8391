"""`encode-host-tensors` (a subset of upstream's
`--iree-stream-encode-host-tensors`): the tensor-phase ops that
`convert-to-stream` emits become their `stream.async.*` forms with byte
sizes, so `schedule-execution` can partition them.

Handled: `stream.tensor.sizeof` (dense row-major: element count × element
bytes, sub-byte elements packed; static parts fold to one constant, each
dynamic dim multiplies in; packed
sub-byte tensors must fill whole bytes), `stream.tensor.dispatch` → `stream.async.dispatch`
(each resource operand passed whole, `[%c0 to %size for %size]`),
`stream.tensor.constant` → `stream.async.constant`, `stream.tensor.splat` →
`stream.async.splat`, `stream.tensor.empty` → `stream.async.alloca`, and a
`stream.tensor.clone` that keeps its encoding → `stream.async.clone`.
Any other tensor op that carries an encoding (slice, update, fill, load,
trace, a reshaping clone) is reported as not supported.
`stream.tensor.import/export` keep their tensor form, as upstream's do.
Afterwards the canonicalizer subset folds and hoists the constants
(outside executables).
"""

from __future__ import annotations

from typing import List, Optional

from dfx.ir.attributes import (ArrayAttr, ComplexType, FloatType, IndexType, IntegerAttr, IntegerType, TensorType,
                               TypeAttr)
from dfx.ir.core import Operation, Value, WalkOrder
from dfx.ir.traits import operand_group
from dfx.rewrite import ConversionError, canonicalize

from stream_affinity.transforms.conversion.common import INDEX, SEGMENTS, TIED, segments

__all__ = ["encode_host_tensors"]

_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 32}
_UNSUPPORTED = ("stream.tensor.slice", "stream.tensor.update", "stream.tensor.fill", "stream.tensor.load",
                "stream.tensor.trace", "stream.tensor.clone")


def _element_bits(t) -> Optional[int]:
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, FloatType):
        if t.name in _FLOAT_BITS:
            return _FLOAT_BITS[t.name]
        if t.name.startswith("f8"):
            return 8
        return None
    if isinstance(t, ComplexType):
        inner = _element_bits(t.element)
        return 2 * inner if inner is not None else None
    return None


def _encoding(op: Operation, name: str):
    a = op.get_attr(name)
    return a.type if isinstance(a, TypeAttr) else None


def _insert(op: Operation, new: Operation) -> Operation:
    op.parent.insert_before(new, op)
    return new


def _constant(op: Operation, value: int) -> Value:
    return _insert(op, Operation("arith.constant", [], [INDEX], {"value": IntegerAttr(value, INDEX)},
                                 location=op.location)).results[0]


def _byte_size(op: Operation, t, dims: List[Value]) -> Value:
    """The storage size of dense row-major |t| with dynamic |dims|."""
    if not isinstance(t, TensorType) or t.shape is None or t.encoding is not None:
        raise ConversionError(op.location, f"encode-host-tensors: unsupported encoding type {t}")
    bits = _element_bits(t.element)
    if bits is None:
        raise ConversionError(op.location, f"encode-host-tensors: unsupported element type {t.element}")
    static = 1
    for d in t.shape:
        if d is not None:
            static *= d
    if bits % 8 == 0 or bits == 1:
        unit = max(bits // 8, 1)  # i1 is stored as one byte
        size = _constant(op, static * unit)
    elif not dims and static * bits % 8 == 0:
        size = _constant(op, static * bits // 8)
    else:
        # iree-opt's wording
        raise ConversionError(op.location, f"'{op.name}' op failed to calculate total byte count: '{t}' does not "
                                           f"have integral number of total bytes")
    for d in dims:
        size = _insert(op, Operation("arith.muli", [d, size], [INDEX], location=op.location)).results[0]
    return size


def _replace(op: Operation, new: Operation) -> None:
    _insert(op, new)
    for old, r in zip(op.results, new.results):
        old.replace_all_uses_with(r)
    op.erase()


def _affinity(op: Operation) -> dict:
    a = op.get_attr("affinity")
    return {"affinity": a} if a is not None else {}


def _sizeof(op: Operation) -> None:
    size = _byte_size(op, _encoding(op, "encoding"), op.operands)
    op.results[0].replace_all_uses_with(size)
    op.erase()


def _dispatch(op: Operation) -> None:
    workload = operand_group(op, "workload")
    operands = operand_group(op, "mixed_operands")
    sizes = operand_group(op, "operand_sizes")
    result_sizes = operand_group(op, "result_sizes")
    zero = _constant(op, 0)
    offsets, ends, lengths = [], [], []
    k = 0
    for v in operands:
        if _is_resource(v):
            offsets.append(zero)
            ends.append(sizes[k])
            lengths.append(sizes[k])
            k += 1
    props = _affinity(op)
    props["entry_points"] = op.get_attr("entry_points")
    props[SEGMENTS] = segments(len(workload), len(operands), len(sizes), len(offsets), len(ends), len(lengths),
                               len(result_sizes))
    ties = op.get_attr(TIED)
    if isinstance(ties, ArrayAttr):
        props[TIED] = ties
    attrs = dict(op.attributes)
    _replace(op, Operation("stream.async.dispatch",
                           workload + operands + sizes + offsets + ends + lengths + result_sizes,
                           op.result_types, props, attrs, location=op.location))


def _is_resource(v: Value) -> bool:
    t = v.type
    return getattr(t, "dialect", None) == "stream" and getattr(t, "name", None) == "resource"


def _tensor_constant(op: Operation) -> None:
    # Sizes of constants come from `stream.resource.size`, which stays.
    t = _encoding(op, "result_encoding")
    size = _byte_size(op, t, op.operands)
    props = _affinity(op)
    props["value"] = op.get_attr("value")
    _replace(op, Operation("stream.async.constant", [size], op.result_types, props, dict(op.attributes),
                           location=op.location))


def _splat(op: Operation) -> None:
    value = operand_group(op, "value")[0]
    size = operand_group(op, "result_size")[0]
    _replace(op, Operation("stream.async.splat", [value, size], op.result_types, _affinity(op),
                           dict(op.attributes), location=op.location))


def _empty(op: Operation) -> None:
    size = operand_group(op, "result_size")[0]
    _replace(op, Operation("stream.async.alloca", [size], op.result_types, _affinity(op), dict(op.attributes),
                           location=op.location))


def _clone(op: Operation) -> bool:
    if _encoding(op, "source_encoding") != _encoding(op, "result_encoding"):
        return False
    src = op.operand(0)
    ssize = operand_group(op, "source_size")[0]
    rsize = operand_group(op, "result_size")[0]
    _replace(op, Operation("stream.async.clone", [src, ssize, rsize], op.result_types, _affinity(op),
                           dict(op.attributes), location=op.location))
    return True


_PATTERNS = {
    "stream.tensor.sizeof": _sizeof,
    "stream.tensor.dispatch": _dispatch,
    "stream.tensor.constant": _tensor_constant,
    "stream.tensor.splat": _splat,
    "stream.tensor.empty": _empty,
}


def encode_host_tensors(module: Operation) -> None:
    """Rewrites |module| in place; raises `ConversionError` on an op it
    does not support."""
    skip = ("stream.executable", "flow.executable", "hal.executable")
    ops = list(module.walk(WalkOrder.PRE, skip_nested_of=lambda o: o.name in skip, include_self=False))
    for op in ops:
        fn = _PATTERNS.get(op.name)
        if fn is not None:
            fn(op)
        elif op.name == "stream.tensor.clone" and _clone(op):
            continue
        elif op.name in _UNSUPPORTED:
            raise ConversionError(op.location, f"encode-host-tensors: '{op.name}' is not supported yet")
    for region in module.regions:
        for block in region.blocks:
            for op in block.ops:
                if op.name not in skip:
                    canonicalize(op)
