"""`encode-host-tensors` (upstream's `--iree-stream-encode-host-tensors`
as iree-opt 3.2.0 runs it): the tensor-phase ops that `convert-to-stream`
emits become their `stream.async.*` forms with byte offsets and sizes, so
`schedule-execution` can partition them.

Dense row-major tensors (`_byte_size`, `_byte_offset`): sizeof, dispatch,
constant, empty, splat, clone, slice, update, fill, load and store are
encoded (docs/conversion.md has the table); trace, import and export keep
their tensor form, and so does any op on a tensor with an encoding
attribute. The ops are visited bottom-up and folded as MLIR's greedy
driver does (`fold`); the constants are then uniqued and hoisted by
the canonicalizer subset, and in executable bodies kept as text by
`text`.
"""

from __future__ import annotations

from dfx.ir.attributes import (ArrayAttr, ComplexType, DenseElementsAttr, DialectAttr, FloatType, IndexType,
                               IntegerType, TensorType, TypeAttr)
from dfx.ir.core import Operation, Value, WalkOrder
from dfx.ir.markers import Pure, Terminator
from dfx.ir.traits import TiedOp, operand_group, operand_groups
from dfx.ir.diagnostics import ParseError
from dfx.rewrite import ConversionError, canonicalize
from dfx.syntax.materialize import materialize_region, unparsed_regions

from stream_affinity.transforms.convert_to_stream.common import SEGMENTS, TIED, TIMEPOINT, segments
from stream_affinity.analysis.interfaces import SizeAware, StreamableOp, is_resource_type
from stream_affinity.transforms.encode_host_tensors.fold import Builder, canonicalize_in_place, fold_arith
from stream_affinity.transforms.encode_host_tensors.regions import simplify_block_arguments
from stream_affinity.transforms.encode_host_tensors.text import hoist_text_constants

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["encode_host_tensors", "fold_stream_op"]

_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 32}


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


def _packed(bits: int, t=None) -> bool:
    """Sub-byte power-of-two widths (i2, i4) are stored packed, and so is
    `i1` in a tensor of `#iree_encoding.packed_storage` (3.13, |t|); i1
    otherwise, and odd widths, take whole bytes."""
    return bits in (2, 4) or (bits == 1 and _packed_storage(t))


def _packed_storage(t) -> bool:
    """|t| is a tensor whose encoding is `#iree_encoding.packed_storage`:
    its sub-byte elements are stored packed (the only encoding this pass
    encodes; it is not a layout)."""
    enc = getattr(t, "encoding", None)
    return isinstance(enc, DialectAttr) and (enc.dialect, enc.name, enc.params) == ("iree_encoding", "packed_storage",
                                                                                     None)


def _byte_width(bits: int) -> int:
    """Bytes per element of a non-packed type: a power of two."""
    n = max((bits + 7) // 8, 1)
    return 1 << (n - 1).bit_length()


def _encoding(op: Operation, name: str):
    a = op.get_attr(name)
    return a.type if isinstance(a, TypeAttr) else None


class _Encoded(Exception):
    """The op has a tensor type with an encoding attribute: iree-opt 3.2.0
    leaves such ops as they are."""


def _dense(op: Operation, t) -> int:
    """The element bit width of dense tensor type |t|; raises on the
    element types this pass does not know (and `_Encoded`)."""
    if isinstance(t, TensorType) and t.shape is not None and t.encoding is not None and not _packed_storage(t):
        raise _Encoded()
    if not isinstance(t, TensorType) or t.shape is None:
        raise ConversionError(op.location, f"encode-host-tensors: unsupported encoding type {t}")
    bits = _element_bits(t.element)
    if bits is None:
        raise ConversionError(op.location, f"encode-host-tensors: unsupported element type {t.element}")
    return bits


def _byte_size(op: Operation, t, dims: List[Value]) -> Value:
    """The storage size of dense row-major |t| with dynamic |dims|."""
    bits = _dense(op, t)
    static = 1
    for d in t.shape:
        if d is not None:
            static *= d
    b = Builder(op, _KEPT)
    if not _packed(bits, t):
        size = b.const(static * _byte_width(bits))
        for d in dims:
            size = b.mul(size, d)
        return size
    if _packed_storage(t):
        # 3.13's packed storage: the element count (no-signed-wrap
        # products) over the elements per byte, rounded up; never an error
        count = b.const(static) if not dims else None
        for d in dims:
            count = d if count is None else b.mul(count, d, nsw=True)
        if dims and static != 1:
            count = b.mul(count, b.const(static), nsw=True)
        return b.divui(count, b.const(8 // bits), ceil=True)
    if not dims and static * bits % 8:
        # iree-opt's wording
        raise ConversionError(op.location, f"'{op.name}' op failed to calculate total byte count: '{t}' does not "
                                           f"have integral number of total bytes")
    count = b.const(static)
    for d in dims:
        count = b.mul(count, d)
    return b.divui(count, b.const(8 // bits), ceil=True)


def _byte_offset(b: Builder, op: Operation, t, dims: List[Value], indices: List[Value]) -> Value:
    """The byte offset of element |indices| (or the byte length of a
    region of extents |indices|, as upstream computes it) in dense
    row-major |t|: the element offset, then times the element bytes, or
    divided by the elements per byte of packed types (rounding down)."""
    bits = _dense(op, t)
    offset = b.const(0)
    dynamic = iter(dims)
    extents = [d if d is not None else next(dynamic) for d in t.shape]
    for i, index in enumerate(indices):
        axis = index
        for extent in extents[i + 1:]:
            axis = b.mul(axis, extent if isinstance(extent, Value) else b.const(extent))
        offset = b.add(offset, axis)
    if _packed(bits, t):
        return b.divui(offset, b.const(8 // bits))
    return b.mul(offset, b.const(_byte_width(bits)))


def _pattern(op: Operation, b: Builder, value: Value, target=None) -> Value:
    """A splat or fill value as the 8/16/32/64-bit integer pattern of its
    bytes: floats and complex numbers bitcast, i1 zero-extended to i8,
    i2/i4 (and i1 packed in tensor type |target|) zero-extended and
    repeated across a byte."""
    t = value.type
    if isinstance(t, (FloatType, ComplexType)):
        bits = _element_bits(t)
        if bits is None:
            raise ConversionError(op.location, f"encode-host-tensors: unsupported pattern type {t}")
        value = b.bitcast(value, IntegerType(bits))
    elif not isinstance(t, IntegerType):
        raise ConversionError(op.location, f"encode-host-tensors: unsupported pattern type {t}")
    t = value.type
    if t.width == 1 and not _packed(1, target):
        return b.extui(value, IntegerType(8))
    if _packed(t.width, target):
        shift = b.const(t.width, IntegerType(8))
        byte = b.extui(value, IntegerType(8))
        value = byte
        for _ in range(8 // t.width - 1):
            value = b.ori(b.shli(value, shift), byte)
        return value
    if t.width not in (8, 16, 32, 64):
        # iree-opt's wording
        raise ConversionError(op.location, f"'{op.name}' op has unsupported pattern type '{t}' with too "
                                           f"large/non-byte-aligned bit width; a new builtin is required")
    return value


# Ops the patterns keep for the driver to fold afterwards (`Builder`).
_KEPT: List[Operation] = []


def _settle() -> None:
    """Folds the ops the last pattern kept, last first, as the driver pops
    them after the pattern."""
    while _KEPT:
        op = _KEPT.pop()
        if op.parent is None:
            continue
        value = fold_arith(op)
        if value is not None:
            _forward(op, value)


def _replace(op: Operation, new: Operation) -> None:
    op.parent.insert_before(new, op)
    for old, r in zip(op.results, new.results):
        _replace_uses(old, r)
    op.erase()


def _forward(op: Operation, value: Value) -> None:
    """Replaces |op|'s one result by |value| (a fold)."""
    _replace_uses(op.results[0], value)
    op.erase()


def _replace_uses(old: Value, new: Value) -> None:
    """Replaces |old| by |new|, then folds the users that now fold, and
    theirs (the greedy driver revisits the users of a replaced value)."""
    worklist = list(dict.fromkeys(old.users()))
    old.replace_all_uses_with(new)
    while worklist:
        user = worklist.pop()
        if user.parent is None:
            continue
        value = fold_stream_op(user)
        if value is None:
            continue
        worklist.extend(dict.fromkeys(user.results[0].users()))
        user.results[0].replace_all_uses_with(value)
        user.erase()


def fold_stream_op(op: Operation) -> Optional[Value]:
    """The value |op|'s one result folds to, or None: the folds of
    iree-opt 3.2.0 that the encoded forms meet."""
    name = op.name
    if name.startswith("arith."):
        return fold_arith(op)
    if name == "stream.resource.size":
        source = op.operand(0).defining_op
        trait = source.get_trait(SizeAware) if source is not None else None
        return trait.result_size(source, op.operand(0).index) if trait is not None else None
    if name == "stream.async.slice" and op.operand(1) is op.operand(4):
        return op.operand(0)  # the whole source
    if name == "stream.async.update" and op.operand(5) is op.operand(1):
        # A whole update: iree-opt 3.2.0 folds it to the update when the
        # target is a new resource of a streamable op (a result it does not
        # tie to an operand), or the update itself; not for a block
        # argument, a tied result or another op's result.
        target = op.operand(0)
        producer = target.defining_op
        if op.operand(4) is target or (producer is not None and producer.has_trait(StreamableOp)
                                       and not _tied(producer, target.index)):
            return op.operand(4)
    if name in ("stream.tensor.import", "stream.tensor.export"):
        return _fold_round_trip(op)
    if name == "stream.async.transfer":
        # a transfer back over a transfer: the inner source
        inner = op.operand(0).defining_op
        if inner is not None and inner.name == name and inner.operand(0).type == op.results[0].type \
                and inner.get_attr("source_affinity") == op.get_attr("result_affinity"):
            return inner.operand(0)
    return None


def _tied(op: Operation, result: int) -> bool:
    trait = op.get_trait(TiedOp)
    return trait is not None and trait.tied_operand_index(op, result) is not None


def _fold_round_trip(op: Operation) -> Optional[Value]:
    """An import of an export (or an export of an import) with the same
    size and outer type is the original value; an export also keeps the
    encoding and its dims, an import need not (iree-opt 3.2.0)."""
    other = "stream.tensor.export" if op.name == "stream.tensor.import" else "stream.tensor.import"
    source = op.operand(0).defining_op
    if source is None or source.name != other:
        return None
    original = source.operand(0)
    if op.operand(op.num_operands - 1) is not source.operand(source.num_operands - 1) \
            or original.type != op.results[0].type:
        return None
    if op.name == "stream.tensor.export" and (
            _encoding(op, "source_encoding") != _encoding(source, "result_encoding")
            or op.operands[1:-1] != source.operands[1:-1]):
        return None
    return original


def _affinity(op: Operation) -> dict:
    a = op.get_attr("affinity")
    return {"affinity": a} if a is not None else {}


def _new(op: Operation, name: str, operands, props=None) -> Operation:
    return Operation(name, list(operands), op.result_types, props if props is not None else _affinity(op),
                     dict(op.attributes), location=op.location)


def _sizeof(op: Operation) -> None:
    _forward(op, _byte_size(op, _encoding(op, "encoding"), op.operands))


_DISPATCH_GROUPS = ("workload", "mixed_operands", "operand_sizes", "result_sizes")


def _dispatch(op: Operation) -> None:
    workload, operands, sizes, result_sizes = operand_groups(op, _DISPATCH_GROUPS)
    zero = Builder(op, _KEPT).const(0)
    offsets, ends, lengths = [], [], []
    k = 0
    for v in operands:
        if is_resource_type(v.type):
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
    _replace(op, _new(op, "stream.async.dispatch",
                      workload + operands + sizes + offsets + ends + lengths + result_sizes, props))


def _byte_aligned(value):
    """A dense integer constant whose elements are not stored packed nor
    in whole power-of-two bytes (i1, i3, i12, i24...) as the bytes it is
    stored in: each element zero-extended to its storage width (i8, i16,
    i32; iree-opt 3.2.0 and 3.13 alike); other values, and literals that
    cannot be decoded, unchanged."""
    t = getattr(value, "type", None)
    if not (isinstance(value, DenseElementsAttr) and isinstance(t, TensorType) and t.encoding is None
            and isinstance(t.element, IntegerType)):
        return value
    bits = t.element.width
    width = 8 * _byte_width(bits)
    if _packed(bits, t) or width == bits:
        return value
    values = value.values()
    if values is None:
        return value
    mask = (1 << bits) - 1
    return DenseElementsAttr.from_values([int(v) & mask for v in values], TensorType(t.shape, IntegerType(width)))


def _tensor_constant(op: Operation) -> None:
    # Sizes of constants come from `stream.resource.size`, which stays.
    size = _byte_size(op, _encoding(op, "result_encoding"), op.operands)
    props = _affinity(op)
    props["value"] = _byte_aligned(op.get_attr("value"))
    _replace(op, _new(op, "stream.async.constant", [size], props))


def _splat(op: Operation) -> None:
    t = _encoding(op, "result_encoding")
    _dense(op, t)
    value = _pattern(op, Builder(op, _KEPT), op.operand(0), t)
    _replace(op, _new(op, "stream.async.splat", [value, op.operand(op.num_operands - 1)]))


def _empty(op: Operation) -> None:
    _dense(op, _encoding(op, "result_encoding"))
    _replace(op, _new(op, "stream.async.alloca", [op.operand(op.num_operands - 1)]))


def _clone(op: Operation) -> None:
    source, result = op.operand(0), op.results[0]
    for name in ("source_encoding", "result_encoding"):
        _dense(op, _encoding(op, name))
    if result.num_uses == 1 and source.type == result.type:
        # upstream's fold: a clone with one user forwards its source
        _forward(op, source)
        return
    _replace(op, _new(op, "stream.async.clone", [source, operand_group(op, "source_size")[0],
                                                 operand_group(op, "result_size")[0]]))


def _slice(op: Operation) -> None:
    t = _encoding(op, "source_encoding")
    _dense(op, _encoding(op, "result_encoding"))
    source, ssize = op.operand(0), operand_group(op, "source_size")[0]
    rsize = operand_group(op, "result_size")[0]
    b = Builder(op, _KEPT)
    offset = _byte_offset(b, op, t, operand_group(op, "source_encoding_dims"), operand_group(op, "start_indices"))
    end = b.add(offset, rsize)
    if ssize is rsize:
        _forward(op, source)  # the async slice's fold: the whole source
        return
    _replace(op, _new(op, "stream.async.slice", [source, ssize, offset, end, rsize]))


def _update(op: Operation) -> None:
    t = _encoding(op, "target_encoding")
    _dense(op, _encoding(op, "update_encoding"))
    target, tsize = operand_group(op, "target")[0], operand_group(op, "target_size")[0]
    update, usize = operand_group(op, "update")[0], operand_group(op, "update_size")[0]
    b = Builder(op, _KEPT)
    offset = _byte_offset(b, op, t, operand_group(op, "target_encoding_dims"), operand_group(op, "start_indices"))
    end = b.add(offset, usize)
    if update is target and usize is tsize:
        _forward(op, target)  # iree-opt 3.2.0 folds an update of a resource by itself
        return
    _replace(op, _new(op, "stream.async.update", [target, tsize, offset, end, update, usize]))


def _fill(op: Operation) -> None:
    t = _encoding(op, "target_encoding")
    _dense(op, t)
    b = Builder(op, _KEPT)
    value = _pattern(op, b, operand_group(op, "value")[0], t)
    dims = operand_group(op, "target_encoding_dims")
    offset = _byte_offset(b, op, t, dims, operand_group(op, "start_indices"))
    length = _byte_offset(b, op, t, dims, operand_group(op, "lengths"))
    end = b.add(offset, length)
    _replace(op, _new(op, "stream.async.fill", [operand_group(op, "target")[0], operand_group(op, "target_size")[0],
                                                offset, end, length, value]))


def _load_or_store(op: Operation) -> None:
    """`stream.tensor.load/store` → `stream.async.load/store` at the
    element's byte offset (packed sub-byte elements are left alone, as
    upstream leaves them)."""
    storing = op.name == "stream.tensor.store"
    side = "target" if storing else "source"
    t = _encoding(op, f"{side}_encoding")
    if _packed(_dense(op, t), t):
        return
    b = Builder(op, _KEPT)
    offset = _byte_offset(b, op, t, operand_group(op, f"{side}_encoding_dims"), operand_group(op, "indices"))
    operands = [op.operand(0), operand_group(op, f"{side}_size")[0], offset]
    if storing:
        operands.append(operand_group(op, "value")[0])
    _replace(op, _new(op, "stream.async.store" if storing else "stream.async.load", operands, {}))


def _parameter(op: Operation) -> None:
    """`stream.tensor.parameter.load/write` (3.13): the async parameter op
    of the byte size (a load's from its encoding, a write's the source
    size), awaited at once: `stream.timepoint.await %tp => %result`."""
    loading = op.name == "stream.tensor.parameter.load"
    side = "source" if loading else "target"
    scope, key, offset = (operand_group(op, f"{side}_{g}") for g in ("scope", "key", "offset"))
    props = _affinity(op)
    if loading:
        t = _encoding(op, "result_encoding")
        size = _byte_size(op, t, operand_group(op, "result_encoding_dims"))
        props[SEGMENTS] = segments(0, len(scope), 1, 1, 1)
        operands = scope + key + offset + [size]
        name = "stream.async.parameter.load"
    else:
        _dense(op, _encoding(op, "source_encoding"))
        size = operand_group(op, "source_size")[0]
        zero = Builder(op, _KEPT).const(0)
        props[SEGMENTS] = segments(1, 1, 1, 1, 1, len(scope), 1, 1, 0)
        operands = [operand_group(op, "source")[0], size, zero, size, size] + scope + key + offset
        name = "stream.async.parameter.write"
    rt = op.results[0].type
    async_op = Operation(name, operands, [rt, TIMEPOINT], props, dict(op.attributes), location=op.location)
    op.parent.insert_before(async_op, op)
    ready = Operation("stream.timepoint.await", [async_op.results[0], size, async_op.results[1]], [rt],
                      {SEGMENTS: segments(1, 1, 1)}, location=op.location)
    _replace(op, ready)


_PATTERNS = {
    "stream.tensor.sizeof": _sizeof,
    "stream.tensor.dispatch": _dispatch,
    "stream.tensor.constant": _tensor_constant,
    "stream.tensor.splat": _splat,
    "stream.tensor.empty": _empty,
    "stream.tensor.clone": _clone,
    "stream.tensor.slice": _slice,
    "stream.tensor.update": _update,
    "stream.tensor.fill": _fill,
    "stream.tensor.load": _load_or_store,
    "stream.tensor.store": _load_or_store,
    "stream.tensor.parameter.load": _parameter,
    "stream.tensor.parameter.write": _parameter,
}
_SKIP = ("stream.executable", "flow.executable", "hal.executable")


# Not pure, but only allocating their result: MLIR erases them unused.
_ALLOCATING = ("stream.channel.create",)


# Their effects are those of the ops they hold (MLIR's recursive memory
# effects): unused and holding only pure ops, they are dead.
_RECURSIVE = ("scf.for", "scf.while", "scf.if", "scf.execute_region", "scf.index_switch")


# iree-opt 3.13 declares no side effects for these: unused, they go too
# (the `current` rules; 3.2.0 keeps them).
_CURRENT_REMOVABLE = ("stream.async.transfer", "stream.async.dispatch", "stream.async.cast")
_RULES = ["seed"]  # the rule set of the run in progress


def _dead(op: Operation) -> bool:
    return not any(r.has_uses for r in op.results) and _removable(op)


def _removable(op: Operation) -> bool:
    """Whether |op| may go once its results are unused (MLIR's trivially
    dead ops)."""
    if op.has_trait(Terminator):
        return False
    if op.name in _RECURSIVE:
        return all(nested.has_trait(Pure) for nested in op.walk(WalkOrder.PRE, include_self=False))
    if _RULES[0] == "current" and op.name in _CURRENT_REMOVABLE:
        return True
    return (op.has_trait(Pure) or op.name in _ALLOCATING) and not op.regions


def _erase_dead(ops: List[Operation]) -> None:
    """Erases the unused pure ops among |ops| and the producers they
    leave unused, as the greedy driver does before its next sweep."""
    worklist = list(ops)
    while worklist:
        op = worklist.pop()
        if op.parent is None or not _dead(op):
            continue
        producers = [v.defining_op for v in op.operands if v.defining_op is not None]
        op.erase()
        worklist.extend(p for p in producers if p.parent is not None)


def encode_host_tensors(module: Operation, rules: str = "seed") -> None:
    """Rewrites |module| in place; raises `ConversionError` on an op it
    cannot encode. Under the `current` |rules| unused transfers, dispatches
    and casts are dead too (iree-opt 3.13 declares no effects for them).

    Ops are visited bottom-up (the reverse of a post-order walk), as
    MLIR's greedy driver visits them by default: whether a clone has one
    user depends on the ops after it being rewritten (and folded) first.
    """
    _KEPT.clear()
    _RULES[0] = rules
    # iree-opt folds inside executables too: bodies kept as text are parsed
    # when they can be (the others get their constants hoisted as text).
    for region in unparsed_regions(module):
        try:
            materialize_region(region)
        except ParseError:
            pass
    # The greedy driver's first sweep registers the constants already
    # there (hoisting and uniquing them) before any pattern runs.
    _canonicalize(module)
    ops = list(module.walk(WalkOrder.POST, skip_nested_of=lambda o: o.name in _SKIP, include_self=False))
    for op in reversed(ops):
        if op.parent is None:
            continue
        if op.name.startswith("stream.tensor.") and _dead(op):
            op.erase()
            continue
        fn = _PATTERNS.get(op.name)
        if fn is not None:
            try:
                fn(op)
            except _Encoded:
                pass
            _settle()
        elif op.num_results == 1:
            value = fold_stream_op(op)
            if value is not None:
                _forward(op, value)
    # The driver simplifies regions after each sweep; later sweeps start
    # from uniqued constants, which with dropped block arguments can make
    # more ops fold.
    simplify_block_arguments(module, _removable)
    for _ in range(10):
        _erase_dead(list(module.walk(WalkOrder.PRE, include_self=False)))
        _canonicalize(module)
        changed = _fold_sweep(module)
        if not simplify_block_arguments(module, _removable) and not changed:
            break


def _fold_sweep(module: Operation) -> bool:
    changed = False
    for op in reversed(list(module.walk(WalkOrder.POST, include_self=False))):
        if op.parent is None or op.num_results != 1:
            continue
        if canonicalize_in_place(op):
            changed = True
            continue
        value = fold_stream_op(op)
        if value is not None:
            _forward(op, value)
            changed = True
    return changed


def _canonicalize(module: Operation) -> None:
    for region in module.regions:
        for block in region.blocks:
            for op in block.ops:
                canonicalize(op)
    hoist_text_constants(module)
