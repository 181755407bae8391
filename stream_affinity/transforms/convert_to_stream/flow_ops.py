"""flow → stream patterns: tensor ops, dispatches, calls, external
functions and channels (upstream's FlowToStream, as of 3.2.0)."""

from __future__ import annotations

from dfx.ir.attributes import (ArrayAttr, DialectAttr, DialectType, FunctionType, IntegerAttr, IntegerType,
                               TensorType, TypeAttr)
from dfx.ir.core import Operation, Value
from dfx.rewrite import Conversion, ConversionError, Rewriter
from dfx.ir.traits import tied_list

from stream_affinity.transforms.convert_to_stream.common import (INDEX, RESOURCE, SEGMENTS, TIED, Context, Groups,
                                                          dynamic_dim_count, index_constant, is_tensor, on, pair,
                                                          noted_transfer, resource, segments, sizeof, ties_attr,
                                                          transfer,
                                                          transfer_to)
from stream_affinity.analysis.lookup import lookup_default_affinity
from stream_affinity.transforms.convert_to_stream.structural import constant_tensor

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

UNUSED = DialectType("util", "unused")


def _values(lists: List[List[Value]]) -> List[Value]:
    return [vs[0] for vs in lists]


def _copy_attrs(op: Operation) -> dict:
    return {k: v for k, v in op.attributes.items() if k != "stream.affinity"}


# -- constants ---------------------------------------------------------------------------


def _stream_value(value):
    """Parameter references become `#stream.parameter.*`."""
    if isinstance(value, DialectAttr) and value.dialect == "flow" and value.name.startswith("parameter."):
        return DialectAttr("stream", value.name, value.params, value.type)
    return value


def _tensor_constant(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        value = _stream_value(op.get_attr("value"))
        rw.replace(op, [constant_tensor(ctx, rw, op, value, op.results[0].type, [], affinity=aff)])
        return True
    return pattern


def _dynamic_constant(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        value = op.get_attr("value")
        static = getattr(value, "type", None)
        result_type = op.results[0].type
        dims = []
        for i, d in enumerate(result_type.shape):
            if d is None:
                n = static.shape[i] if isinstance(static, TensorType) else 0
                c = rw.create("arith.constant", [], [INDEX], {"value": IntegerAttr(n, INDEX)}).results[0]
                dims.append(rw.create("util.optimization_barrier", [c], [INDEX]).results[0])
        rw.replace(op, [constant_tensor(ctx, rw, op, value, result_type, dims, affinity=aff)])
        return True
    return pattern


# -- simple tensor ops ------------------------------------------------------------------------


def _reencode(ctx: Context, target: str, affinity_of):
    """A tensor op that gives its source a new type → |target| (a
    `stream.tensor.*` op with source and result encodings) on
    `affinity_of(ctx, op)`, the source moved there first."""
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        aff = affinity_of(ctx, op)
        src = transfer_to(ctx, rw, op.operand(0), operands[0], aff, op)
        ssize = operands[0][1]
        rt = op.results[0].type
        rdims = g.values("result_dims")
        rsize = sizeof(rw, aff, rt, rdims)
        sdims = g.values("source_dims")
        props = dict(on(aff))
        props.update(source_encoding=TypeAttr(op.operand(0).type), result_encoding=TypeAttr(rt))
        props[SEGMENTS] = segments(1, len(sdims), 1, len(rdims), 1)
        r = rw.create(target, [src] + sdims + [ssize] + rdims + [rsize], [RESOURCE], props,
                      _copy_attrs(op)).results[0]
        rw.replace(op, [[r, rsize]])
        return True
    return pattern


def _reshape(ctx: Context):
    """flow.tensor.reshape / bitcast → stream.tensor.clone on the result's
    resource affinity."""
    return _reencode(ctx, "stream.tensor.clone", lambda c, op: c.resource_affinity(op.results[0]))


def _encode(ctx: Context):
    """flow.tensor.encode (3.13) → stream.tensor.encode where the op
    executes."""
    return _reencode(ctx, "stream.tensor.encode", lambda c, op: c.exec_affinity(op))


def _folded_constant(op: Operation):
    """The value a clone of a constant folds to (upstream's clone folder
    answers its operand's constant; the dialect conversion materializes it
    as a new constant op), or None."""
    source = op.operand(0).defining_op
    if source is None or source.name not in ("flow.tensor.constant", "arith.constant"):
        return None
    value = source.get_attr("value")
    if isinstance(value, DialectAttr) or source.results[0].type != op.results[0].type:
        return None
    return value


def _clone(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        value = _folded_constant(op)
        if value is not None:
            # The materialized constant is a new op the analysis never saw:
            # it converts without an affinity (3.2.0), or with the default
            # affinity of its scope (3.13: R10 answers an unknown op so).
            aff = lookup_default_affinity(op) if ctx.current else None
            rw.replace(op, [constant_tensor(ctx, rw, op, value, op.results[0].type, [], affinity=aff)])
            return True
        aff = ctx.exec_affinity(op)
        src = transfer_to(ctx, rw, op.operand(0), operands[0], aff, op)
        size = operands[0][1]
        t = op.operand(0).type
        dims = _values(operands[1:])
        props = dict(on(aff))
        props.update(source_encoding=TypeAttr(t), result_encoding=TypeAttr(t))
        props[SEGMENTS] = segments(1, len(dims), 1, len(dims), 1)
        r = rw.create("stream.tensor.clone", [src] + dims + [size] + dims + [size], [RESOURCE], props,
                      _copy_attrs(op)).results[0]
        rw.replace(op, [[r, size]])
        return True
    return pattern


def _alloca_like(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        t = op.results[0].type
        dims = _values(operands)
        size = sizeof(rw, aff, t, dims)
        if op.name == "flow.tensor.alloca":
            r = rw.create("stream.async.alloca", [size], [RESOURCE], dict(on(aff)), _copy_attrs(op)).results[0]
        else:
            props = dict(on(aff))
            props["result_encoding"] = TypeAttr(t)
            props[SEGMENTS] = segments(len(dims), 1)
            r = rw.create("stream.tensor.empty", dims + [size], [RESOURCE], props, _copy_attrs(op)).results[0]
        rw.replace(op, [[r, size]])
        return True
    return pattern


def _splat(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        t = op.results[0].type
        value = operands[0][0]
        dims = _values(operands[1:])
        size = sizeof(rw, aff, t, dims)
        props = dict(on(aff))
        props["result_encoding"] = TypeAttr(t)
        props[SEGMENTS] = segments(1, len(dims), 1)
        r = rw.create("stream.tensor.splat", [value] + dims + [size], [RESOURCE], props,
                      _copy_attrs(op)).results[0]
        rw.replace(op, [[r, size]])
        return True
    return pattern


def _transfer(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        if aff is None:
            raise ConversionError(op.location, "failed to legalize operation 'flow.tensor.transfer' (the transfer "
                                               "has no execution affinity)")
        r, size = pair(operands[0], op)
        out = noted_transfer(ctx, rw, op.operand(0), op, r, size, ctx.resource_affinity(op.operand(0)), aff)
        rw.replace(op, [[out, size]])
        return True
    return pattern


def _barrier(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        r, size = pair(operands[0], op)
        out = rw.create("stream.async.barrier", [r, size], [r.type], dict(on(aff))).results[0]
        rw.replace(op, [[out, size]])
        return True
    return pattern


def _slice(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        aff = ctx.exec_affinity(op)
        src = transfer_to(ctx, rw, op.operand(0), operands[0], aff, op)
        ssize = operands[0][1]
        sdims = g.values("source_dims")
        starts = g.values("start_indices")
        lengths = g.values("lengths")
        rdims = g.values("result_dims")
        rt = op.results[0].type
        rsize = sizeof(rw, aff, rt, rdims)
        props = dict(on(aff))
        props.update(source_encoding=TypeAttr(op.operand(0).type), result_encoding=TypeAttr(rt))
        props[SEGMENTS] = segments(1, len(sdims), 1, len(starts), len(lengths), len(rdims), 1)
        r = rw.create("stream.tensor.slice", [src] + sdims + [ssize] + starts + lengths + rdims + [rsize],
                      [RESOURCE], props, _copy_attrs(op)).results[0]
        rw.replace(op, [[r, rsize]])
        return True
    return pattern


def _update(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        aff = ctx.exec_affinity(op)
        target_orig = g.original("target")[0]
        update_orig = g.original("update")[0]
        tpair = g.converted("target")[0]
        upair = g.converted("update")[0]
        # Transfers go in the order of the stream op's operands (target
        # first), as both releases insert them, not in the flow op's.
        target = transfer_to(ctx, rw, target_orig, tpair, aff, op)
        update = transfer_to(ctx, rw, update_orig, upair, aff, op)
        tdims = g.values("target_dims")
        starts = g.values("start_indices")
        udims = g.values("update_dims")
        props = dict(on(aff))
        props.update(update_encoding=TypeAttr(update_orig.type), target_encoding=TypeAttr(target_orig.type))
        props[SEGMENTS] = segments(1, len(tdims), 1, len(starts), 1, len(udims), 1)
        r = rw.create("stream.tensor.update",
                      [target] + tdims + [tpair[1]] + starts + [update] + udims + [upair[1]],
                      [RESOURCE], props, _copy_attrs(op)).results[0]
        rw.replace(op, [[r, tpair[1]]])
        return True
    return pattern


def _load(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        source_orig = op.operand(0)
        aff = ctx.resource_affinity(source_orig)
        r, size = pair(operands[0], op)
        sdims = g.values("source_dims")
        indices = g.values("indices")
        t = source_orig.type
        reuse = op.operands
        # Upstream slices out the element first unless the tensor holds a
        # single element already (rank 0, or every dim a static 1).
        if t.shape and not all(d == 1 for d in t.shape):
            one = index_constant(rw, 1, reuse)
            zero = index_constant(rw, 0, reuse)  # made with the `1`, before the slice (upstream's order)
            ones = [one for _ in t.shape]
            slice_type = TensorType(tuple(1 for _ in t.shape), t.element, t.encoding)
            slice_size = sizeof(rw, aff, slice_type, [])
            props = dict(on(aff))
            props.update(source_encoding=TypeAttr(t), result_encoding=TypeAttr(slice_type))
            props[SEGMENTS] = segments(1, len(sdims), 1, len(indices), len(ones), 0, 1)
            r = rw.create("stream.tensor.slice", [r] + sdims + [size] + indices + ones + [slice_size],
                          [RESOURCE], props).results[0]
            size, t, sdims = slice_size, slice_type, []
            indices = [zero for _ in t.shape]
        staged = transfer(rw, r, size, aff, aff, resource("staging"))
        props = {"source_encoding": TypeAttr(t)}  # upstream gives the load itself no affinity
        props[SEGMENTS] = segments(1, len(sdims), 1, len(indices))
        v = rw.create("stream.tensor.load", [staged] + sdims + [size] + indices, [op.results[0].type], props,
                      _copy_attrs(op)).results[0]
        rw.replace(op, [[v]])
        return True
    return pattern


def _store(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        target_orig = g.original("target")[0]
        aff = ctx.resource_affinity(target_orig)
        value = g.converted("value")[0][0]
        target, size = g.converted("target")[0]
        tdims = g.values("target_dims")
        indices = g.values("indices")
        t = target_orig.type
        # Upstream makes the `1` even for a scalar store (then unused).
        one = index_constant(rw, 1, op.operands)
        ones = [one for _ in t.shape] if indices else []
        props = dict(on(aff))
        props["target_encoding"] = TypeAttr(t)
        props[SEGMENTS] = segments(1, len(tdims), 1, len(indices), len(ones), 1)
        r = rw.create("stream.tensor.fill", [target] + tdims + [size] + indices + ones + [value], [RESOURCE],
                      props, _copy_attrs(op)).results[0]
        rw.replace(op, [[r, size]])
        return True
    return pattern


def _trace(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        values = g.original("values")
        dims = g.values("value_dims")
        staged, sizes, encs = [], [], []
        for v, vs in zip(values, operands):
            r, size = pair(vs, op)
            aff = ctx.resource_affinity(v)
            staged.append(transfer(rw, r, size, aff, aff, resource("staging")))
            sizes.append(size)
            encs.append(TypeAttr(v.type))
        props = {"key": op.get_attr("key"), "resource_encodings": ArrayAttr(tuple(encs)),
                 SEGMENTS: segments(len(staged), len(sizes), len(dims))}
        rw.create("stream.tensor.trace", staged + sizes + dims, [], props, _copy_attrs(op))
        rw.erase(op)
        return True
    return pattern


# -- dispatches, calls, functions -------------------------------------------------------------


def _encoded_operands(ctx: Context, g: Groups, aff, rw: Rewriter):
    """Moves the tensor arguments of |g|'s op to |aff| → (values, per-arg
    pair or None, dims of each tensor argument)."""
    op = g.op
    args = g.original("arguments")
    converted = g.converted("arguments")
    arg_dims = g.values("argument_dims")
    values: List[Value] = []
    pairs: List[Optional[tuple]] = []
    dims_of: List[List[Value]] = []
    d = 0
    for v, vs in zip(args, converted):
        if is_tensor(v.type):
            r = transfer_to(ctx, rw, v, vs, aff, op)
            values.append(r)
            pairs.append((r, vs[1]))
            n = dynamic_dim_count(v.type)
            dims_of.append(arg_dims[d:d + n])
            d += n
        else:
            values.append(vs[0])
            pairs.append(None)
            dims_of.append([])
    return args, values, pairs, dims_of


def _result_sizes(op: Operation, rw: Rewriter, aff, result_dims, ties, pairs) -> list:
    """Per result of a dispatch or call: None for a non-tensor result, else
    (size, dynamic dims): the tied operand's size, or a new `sizeof` of the
    result type (created in result order, as upstream does)."""
    out = []
    d = 0
    for i, r in enumerate(op.results):
        if not is_tensor(r.type):
            out.append(None)
            continue
        n = dynamic_dim_count(r.type)
        dims = result_dims[d:d + n]
        d += n
        if ties[i] >= 0 and pairs[ties[i]] is not None:
            size = pairs[ties[i]][1]
        else:
            size = sizeof(rw, aff, r.type, dims)
        out.append((size, dims))
    return out


def _dispatch(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        aff = ctx.exec_affinity(op)
        workload = g.values("workload")
        args, values, pairs, dims_of = _encoded_operands(ctx, g, aff, rw)
        result_dims = g.values("result_dims")
        ties = tied_list(op)
        op_sizes, op_dims, op_encs = [], [], []
        for v, p, dims in zip(args, pairs, dims_of):
            if p is None:
                op_encs.append(TypeAttr(UNUSED))
                continue
            op_sizes.append(p[1])
            op_dims.extend(dims)
            op_encs.append(TypeAttr(v.type))
        res_sizes, res_dims, res_encs, res_types, outs = [], [], [], [], []
        for r, sized in zip(op.results, _result_sizes(op, rw, aff, result_dims, ties, pairs)):
            res_encs.append(TypeAttr(r.type))
            if sized is None:
                res_types.append(r.type)
                outs.append(None)
                continue
            size, dims = sized
            res_sizes.append(size)
            res_dims.extend(dims)
            res_types.append(RESOURCE)
            outs.append(size)
        props = dict(on(aff))
        props["entry_points"] = op.get_attr("entry_points")
        props["operand_encodings"] = ArrayAttr(tuple(op_encs))
        props["result_encodings"] = ArrayAttr(tuple(res_encs))
        props[SEGMENTS] = segments(len(workload), len(values), len(op_sizes), len(op_dims), len(res_sizes),
                                   len(res_dims))
        props[TIED] = ties_attr(ties)
        new = rw.create("stream.tensor.dispatch", workload + values + op_sizes + op_dims + res_sizes + res_dims,
                        res_types, props, _copy_attrs(op))
        rw.replace(op, [[nr, s] if s is not None else [nr] for nr, s in zip(new.results, outs)])
        return True
    return pattern


def _call(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        aff = ctx.exec_affinity(op)
        # Upstream makes the 0 offset before moving the operands.
        zero = index_constant(rw, 0) if any(is_tensor(v.type) for v in g.original("arguments")) else None
        args, values, pairs, _ = _encoded_operands(ctx, g, aff, rw)
        result_dims = g.values("result_dims")
        ties = tied_list(op)
        sizes, offsets, ends, lengths = [], [], [], []
        for p in pairs:
            if p is None:
                continue
            sizes.append(p[1])
            offsets.append(zero)
            ends.append(p[1])
            lengths.append(p[1])
        res_sizes, res_types, outs = [], [], []
        for r, sized in zip(op.results, _result_sizes(op, rw, aff, result_dims, ties, pairs)):
            if sized is None:
                res_types.append(r.type)
                outs.append(None)
                continue
            res_sizes.append(sized[0])
            res_types.append(RESOURCE)
            outs.append(sized[0])
        props = dict(on(aff))
        props["callee"] = op.get_attr("callee")
        props[SEGMENTS] = segments(len(values), len(sizes), len(offsets), len(ends), len(lengths), len(res_sizes))
        props[TIED] = ties_attr(ties)
        # Unlike dispatches, upstream keeps every attribute of a call (stream.affinity included).
        new = rw.create("stream.async.call", values + sizes + offsets + ends + lengths + res_sizes, res_types, props,
                        dict(op.attributes))
        rw.replace(op, [[nr, s] if s is not None else [nr] for nr, s in zip(new.results, outs)])
        return True
    return pattern


def _flow_func(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        ft = op.get_attr("function_type").type

        def one(t):
            return RESOURCE if is_tensor(t) else ctx.types.convert(t)[0]
        props = dict(op.properties)
        props["function_type"] = TypeAttr(FunctionType(tuple(one(t) for t in ft.inputs),
                                                       tuple(one(t) for t in ft.results)))
        new = rw.create("stream.async.func", [], [], props, _copy_attrs(op))
        rw.take_regions(op, new)
        rw.erase(op)
        return True
    return pattern


# -- channels ---------------------------------------------------------------------------------------


def _channel_default(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        props = dict(on(ctx.exec_affinity(op)))
        if op.get_attr("group") is not None:
            props["group"] = op.get_attr("group")
        props[SEGMENTS] = segments(0, 0, 0)
        new = rw.create("stream.channel.create", [], [DialectType("stream", "channel")], props, _copy_attrs(op))
        rw.replace(op, [[new.results[0]]])
        return True
    return pattern


def _rename(new_name: str):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        new = rw.create(new_name, [vs[0] for vs in operands], rw.conversion.types.convert_all(op.result_types),
                        dict(op.properties), _copy_attrs(op))
        rw.replace_values(op, new.results)
        return True
    return pattern


# -- collectives ------------------------------------------------------------------------------------

_ELEMENT_TYPES = ("si8", "ui8", "si16", "ui16", "si32", "ui32", "si64", "ui64", "f16", "f32", "f64", "bf16")
_REDUCTIONS = ("none", "sum", "product", "minimum", "maximum", "average")


def _collective(ctx: Context):
    """flow.collective.* → stream.async.collective on the op's execution
    affinity: whole target and source ranges, the target's element count,
    and for send_recv the pair `(recv << 16) | (send & 0xffff)` as i32."""
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        aff = ctx.exec_affinity(op)
        kind = op.name.rsplit(".", 1)[1]
        rt = op.results[0].type
        ndims = dynamic_dim_count(rt)
        target_orig, source_orig = op.operand(0), op.operand(1 + ndims)
        target = transfer_to(ctx, rw, target_orig, operands[0], aff, op)
        tsize = operands[0][1]
        source = transfer_to(ctx, rw, source_orig, operands[1 + ndims], aff, op)
        ssize = operands[1 + ndims][1]
        channel = operands[2 + ndims][0]
        zero = index_constant(rw, 0)
        count = 1
        for d in (target_orig.type.shape or ()):
            count *= d if d is not None else 1
        count_value = index_constant(rw, count)
        param: List[Value] = []
        if kind == "send_recv":
            send, recv = operands[3 + ndims][0], operands[4 + ndims][0]
            i32 = IntegerType(32)
            send32 = rw.create("arith.index_cast", [send], [i32]).results[0]
            mask = rw.create("arith.constant", [], [i32], {"value": IntegerAttr(0xFFFF, i32)}).results[0]
            low = rw.create("arith.andi", [send32, mask], [i32]).results[0]
            recv32 = rw.create("arith.index_cast", [recv], [i32]).results[0]
            shift = rw.create("arith.constant", [], [i32], {"value": IntegerAttr(16, i32)}).results[0]
            high = rw.create("arith.shli", [recv32, shift], [i32]).results[0]
            param = [rw.create("arith.ori", [high, low], [i32]).results[0]]
        text = kind
        red = op.get_attr("reduction_op")
        if red is not None:
            text += " with " + _REDUCTIONS[red.value]
        text += " : " + _ELEMENT_TYPES[op.get_attr("element_type").value]
        props = dict(on(aff))
        props["op"] = DialectAttr("stream", "collective", text)
        new = rw.create("stream.async.collective",
                        [target, tsize, zero, tsize, tsize, source, ssize, zero, ssize, ssize, count_value, channel]
                        + param, [RESOURCE], props, _copy_attrs(op))
        rw.replace(op, [[new.results[0], tsize]])
        return True
    return pattern


# -- parameters (3.13) -------------------------------------------------------------------
# `flow.parameter.load/write` are not affinity ops in 3.13: the stream ops
# they become carry no affinity, and a written tensor moves to none.


def _parameter_load(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        t = op.results[0].type
        scope = g.values("source_scope")
        key = g.values("source_key")
        offset = g.values("source_offset")
        dims = g.values("result_dims")
        size = sizeof(rw, None, t, dims)
        props = {"result_encoding": TypeAttr(t), SEGMENTS: segments(len(scope), 1, 1, len(dims), 1)}
        r = rw.create("stream.tensor.parameter.load", scope + key + offset + dims + [size], [RESOURCE], props,
                      _copy_attrs(op)).results[0]
        rw.replace(op, [[r, size]])
        return True
    return pattern


def _parameter_write(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        g = Groups(op, operands)
        t = op.results[0].type
        source = transfer_to(ctx, rw, op.operand(0), operands[0], None, op)
        size = operands[0][1]
        dims = g.values("source_dims")
        scope = g.values("target_scope")
        key = g.values("target_key")
        offset = g.values("target_offset")
        props = {"source_encoding": TypeAttr(t), SEGMENTS: segments(1, len(dims), 1, len(scope), 1, 1)}
        r = rw.create("stream.tensor.parameter.write", [source] + dims + [size] + scope + key + offset, [RESOURCE],
                      props, _copy_attrs(op)).results[0]
        rw.replace(op, [[r, size]])
        return True
    return pattern


def add_flow_patterns(ctx: Context, conversion: Conversion) -> None:
    add = conversion.add_pattern
    add("flow.tensor.constant", _tensor_constant(ctx))
    add("flow.tensor.dynamic_constant", _dynamic_constant(ctx))
    add("flow.tensor.reshape", _reshape(ctx))
    add("flow.tensor.bitcast", _reshape(ctx))
    add("flow.tensor.encode", _encode(ctx))
    add("flow.tensor.clone", _clone(ctx))
    add("flow.tensor.alloca", _alloca_like(ctx))
    add("flow.tensor.empty", _alloca_like(ctx))
    add("flow.tensor.splat", _splat(ctx))
    add("flow.tensor.transfer", _transfer(ctx))
    add("flow.tensor.barrier", _barrier(ctx))
    add("flow.tensor.slice", _slice(ctx))
    add("flow.tensor.update", _update(ctx))
    add("flow.tensor.load", _load(ctx))
    add("flow.tensor.store", _store(ctx))
    add("flow.tensor.trace", _trace(ctx))
    add("flow.dispatch", _dispatch(ctx))
    add("flow.parameter.load", _parameter_load(ctx))
    add("flow.parameter.write", _parameter_write(ctx))
    add("flow.call", _call(ctx))
    add("flow.func", _flow_func(ctx))
    add("flow.channel.default", _channel_default(ctx))
    for kind in ("split", "rank", "count"):
        add(f"flow.channel.{kind}", _rename(f"stream.channel.{kind}"))
    for kind in ("all_gather", "all_reduce", "all_to_all", "reduce_scatter", "send_recv"):
        add(f"flow.collective.{kind}", _collective(ctx))
