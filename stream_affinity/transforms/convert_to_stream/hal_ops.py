"""HAL ABI patterns (`hal.tensor.import/export/alias/barrier`, upstream's
HALToStream) and the generic wrapper for ops of other dialects that touch
tensors."""

from __future__ import annotations

from dfx.ir.attributes import DialectType, IntegerAttr, IntegerType, StringAttr, TensorType, TypeAttr, UnitAttr, i32
from dfx.ir.core import Operation, Value
from dfx.ir.shapes import find_dynamic_dims
from dfx.ir.traits import operand_group
from dfx.rewrite import Conversion, Rewriter

from stream_affinity.transforms.convert_to_stream.common import (INDEX, RESOURCE, SEGMENTS, TIMEPOINT, Context,
                                                          dynamic_dim_count, is_tensor, index_constant,
                                                          lifetime_change, on, pair, resource, segments, sizeof,
                                                          transfer, transfer_to)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List

EXTERNAL = resource("external")
TRANSIENT = resource("transient")
BUFFER_VIEW = DialectType("hal", "buffer_view")
BUFFER = DialectType("hal", "buffer")


def _type_attr(op: Operation, name: str, default):
    a = op.get_attr(name)
    return a.type if isinstance(a, TypeAttr) else default


def _assert_buffer_view(rw: Rewriter, view: Value, t: TensorType, dims: List[Value], message: str) -> None:
    element = rw.create("hal.element_type", [], [i32], {"type": TypeAttr(t.element)}).results[0]
    encoding = rw.create("hal.encoding_type", [], [i32]).results[0]
    shape: List[Value] = []
    d = 0
    for n in t.shape:
        if n is None:
            shape.append(dims[d])
            d += 1
        else:
            shape.append(rw.create("arith.constant", [], [INDEX], {"value": IntegerAttr(n, INDEX)}).results[0])
    rw.create("hal.buffer_view.assert", [view, element, encoding] + shape, [], {"message": StringAttr(message)})


def _import_external(rw: Rewriter, aff, source: Value, encoding, dims: List[Value], size: Value,
                     consume: bool = False, lifetime=None) -> Value:
    props = dict(on(aff))
    if consume:
        props["consume"] = UnitAttr()
    props["result_encoding"] = TypeAttr(encoding)
    return rw.create("stream.tensor.import", [source] + dims + [size], [lifetime or EXTERNAL], props).results[0]


def _await_fence(rw: Rewriter, aff, fence: Value, r: Value, size: Value) -> Value:
    tp = rw.create("stream.timepoint.import", [fence], [TIMEPOINT], dict(on(aff))).results[0]
    return rw.create("stream.timepoint.await", [r, size, tp], [r.type],
                     {SEGMENTS: segments(1, 1, 1)}).results[0]


def _optional_group(op: Operation, name: str) -> List[Value]:
    """Operand group |name| of |op|, empty when the op's definition (the
    3.2.0 one, say) has no such group."""
    try:
        return operand_group(op, name)
    except ValueError:
        return []


def _import(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        source = operands[0][0]
        rt = op.results[0].type
        encoding = _type_attr(op, "target_encoding", rt)
        dims = [vs[0] for vs in operands[1:1 + len(operand_group(op, "target_dims"))]]
        if source.type == BUFFER_VIEW and isinstance(encoding, TensorType):
            name = op.get_attr("name")
            _assert_buffer_view(rw, source, encoding, dims, name.value if isinstance(name, StringAttr) else "tensor")
        size = sizeof(rw, aff, rt, dims)
        offset = _optional_group(op, "byte_offset")
        # 3.13's `offset(%o)`: the tensor starts |offset| bytes into the
        # buffer, which is imported whole (offset + size bytes) and then
        # viewed from the offset on.
        whole = size if not offset else rw.create("arith.addi", [offset[0], size], [INDEX]).results[0]
        r = _import_external(rw, aff, source, encoding, dims, whole,
                             consume=ctx.current and op.get_attr("consume") is not None)
        fences = operand_group(op, "wait_fence")
        if fences:
            r = _await_fence(rw, aff, fences[0], r, whole)
        if offset:
            r = rw.create("stream.resource.subview", [r, whole, offset[0], size], [r.type]).results[0]
        rw.replace(op, [[lifetime_change(ctx, rw, r, size, aff, RESOURCE), size]])
        return True
    return pattern


def _to_external(ctx: Context, rw: Rewriter, original: Value, values: List[Value], aff, op: Operation,
                 cast: bool = True) -> Value:
    r, size = pair(values, op)
    moved = transfer_to(ctx, rw, original, values, aff, op)
    if r.type == EXTERNAL:
        return r
    if not cast:
        return transfer(rw, moved, size, aff, aff, EXTERNAL)
    return lifetime_change(ctx, rw, moved, size, aff, EXTERNAL)


def _export(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        src = op.operand(0)
        r = _to_external(ctx, rw, src, operands[0], aff, op)
        dims = [vs[0] for vs in operands[1:]]
        props = dict(on(aff))
        props["source_encoding"] = TypeAttr(_type_attr(op, "source_encoding", src.type))
        out = rw.create("stream.tensor.export", [r] + dims + [operands[0][1]], [op.results[0].type],
                        props).results[0]
        rw.replace(op, [[out]])
        return True
    return pattern


def _alias(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        src = op.operand(0)
        r = transfer_to(ctx, rw, src, operands[0], aff, op)
        size = operands[0][1]
        dims = [operands[1 + i][0] for i in range(len(operand_group(op, "source_dims")))]
        storage = operand_group(op, "storage")[0]
        storage_size = sizeof(rw, aff, src.type, dims)
        # 3.13 hands the storage over to the alias (`consume`).
        imported = _import_external(rw, aff, storage, src.type, dims, storage_size, consume=ctx.current)
        fences = operand_group(op, "wait_fence")
        if fences:
            imported = _await_fence(rw, aff, fences[0], imported, storage_size)
        zero = index_constant(rw, 0)
        updated = rw.create("stream.async.update", [imported, storage_size, zero, size, r, size], [EXTERNAL],
                            dict(on(aff))).results[0]
        sliced = rw.create("stream.async.slice", [updated, storage_size, zero, size, size], [EXTERNAL],
                           dict(on(aff))).results[0]
        rw.replace(op, [[transfer(rw, sliced, size, aff, aff, RESOURCE), size]])
        return True
    return pattern


def _tensor_barrier(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        sources = op.operands[:-1]
        fence = operands[-1][0]
        results, timepoints = [], []
        aff = None
        for v, vs in zip(sources, operands[:-1]):
            r, size = pair(vs, op)
            aff = ctx.resource_affinity(v)
            b = rw.create("stream.timepoint.barrier", [r, size], [r.type, TIMEPOINT], dict(on(aff)))
            results.append([b.results[0], size])
            timepoints.append(b.results[1])
        # Upstream builds the join with its folder: one timepoint is itself.
        joined = timepoints[0] if len(timepoints) == 1 else \
            rw.create("stream.timepoint.join", timepoints, [TIMEPOINT]).results[0]
        rw.create("stream.timepoint.chain_external", [joined, fence], [], dict(on(aff)))
        rw.replace(op, results)
        return True
    return pattern


def _tensor_transients(ctx: Context):
    """3.13's `hal.tensor.transients`: the tensor, once ready (a timepoint
    barrier), gets the caller's storage (imported as a transient byte
    buffer) for its transient allocations; its users wait for that."""
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        r = transfer_to(ctx, rw, op.operand(0), operands[0], aff, op)
        size = operands[0][1]
        barrier = rw.create("stream.timepoint.barrier", [r, size], [r.type, TIMEPOINT], dict(on(aff)))
        buffer = operands[-1][0]  # the storage, last operand
        if buffer.type == BUFFER_VIEW:
            buffer = rw.create("hal.buffer_view.buffer", [buffer], [BUFFER]).results[0]
        length = rw.create("hal.buffer.length", [buffer], [INDEX]).results[0]
        bytes_type = TensorType((None,), IntegerType(8))
        imported = _import_external(rw, aff, buffer, bytes_type, [length], length, lifetime=TRANSIENT)
        transients = rw.create("stream.resource.transients",
                               [barrier.results[0], size, imported, length, barrier.results[1]],
                               [r.type, TIMEPOINT], dict(on(aff)))
        ready = rw.create("stream.timepoint.await", [transients.results[0], size, transients.results[1]], [r.type],
                          {SEGMENTS: segments(1, 1, 1)}).results[0]
        rw.replace(op, [[ready, size]])
        return True
    return pattern


def _generic_wrapper(ctx: Context):
    """Any other op with tensor operands or results: tensors are exported
    before it and its tensor results imported after it. Upstream replaces
    the uses of the results with the casts of their imports right away
    (`Context.rewire_results`): their users find no affinity for them (both
    releases export such an operand on no affinity)."""

    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        if op.regions or op.successors:
            return False
        # A tensor operand is exported with the dims its producers hold,
        # a result imported with those the op declares for it (upstream's
        # findDynamicDims); with none to say, upstream fails the same way.
        operand_dims = [find_dynamic_dims(v) if is_tensor(v.type) else [] for v in op.operands]
        result_dims = [find_dynamic_dims(r) if is_tensor(r.type) else [] for r in op.results]
        if any(d is None for d in operand_dims + result_dims):
            return False
        aff = ctx.infer_affinity(op)
        values: List[Value] = []
        for v, vs, dims in zip(op.operands, operands, operand_dims):
            if not is_tensor(v.type):
                values.append(vs[0])
                continue
            v_aff = ctx.resource_affinity(v) or (None if ctx.rewired(v) else aff)
            # 3.13 still moves to `external` with a transfer here.
            ext = _to_external(ctx, rw, v, vs, v_aff, op, cast=False)
            props = dict(on(v_aff))
            props["source_encoding"] = TypeAttr(v.type)
            dims = [rw.lookup(d)[0] for d in dims]
            values.append(rw.create("stream.tensor.export", [ext] + dims + [vs[1]], [v.type], props).results[0])
        new = rw.create(op.name, values, op.result_types, dict(op.properties), dict(op.attributes))
        rw.set_before(op)
        out = []
        for r, nr, dims in zip(op.results, new.results, result_dims):
            if not is_tensor(r.type):
                out.append([nr])
                continue
            r_aff = ctx.resource_affinity(r) or aff
            dims = [rw.lookup(d)[0] for d in dims]
            size = sizeof(rw, r_aff, r.type, dims)
            imported = _import_external(rw, r_aff, nr, r.type, dims, size, consume=ctx.current)
            moved = transfer(rw, imported, size, r_aff, r_aff, RESOURCE)
            if ctx.current:
                # 3.13 leaves an unused materialization of the pair as the
                # original tensor after each result.
                rw.create("builtin.unrealized_conversion_cast", [moved, size], [r.type])
            out.append([moved, size])
        ctx.rewire_results(op)
        rw.replace(op, out)
        return True
    return pattern


def add_hal_patterns(ctx: Context, conversion: Conversion) -> None:
    conversion.add_pattern("hal.tensor.import", _import(ctx))
    conversion.add_pattern("hal.tensor.export", _export(ctx))
    conversion.add_pattern("hal.tensor.alias", _alias(ctx))
    conversion.add_pattern("hal.tensor.barrier", _tensor_barrier(ctx))
    conversion.add_pattern("hal.tensor.transients", _tensor_transients(ctx))
    conversion.add_fallback(_generic_wrapper(ctx))
