"""Structural patterns: functions, calls, returns, branches, `scf`,
`arith.select`, `arith.constant` of tensors, optimization barriers and
`util.global` with its loads and stores. Tensors expand to (resource,
size) pairs everywhere (upstream's StandardToStream / UtilToStream)."""

from __future__ import annotations

from dfx.ir.attributes import (ArrayAttr, DenseArrayAttr, DialectAttr, DictionaryAttr, FunctionType, IntegerAttr, StringAttr,
                               SymbolRefAttr, TypeAttr, i32)
from dfx.ir.core import Block, Operation, Region, Value
from dfx.rewrite import Conversion, Rewriter

from stream_affinity.transforms.convert_to_stream.common import (INDEX, RESOURCE, SEGMENTS, Context, flat, is_tensor, on,
                                                          noted_transfer, pair, resource, sizeof, transfer)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Tuple


def _expand_attr_array(a, counts: List[int]):
    if not isinstance(a, ArrayAttr):
        return None
    out = []
    for i, n in enumerate(counts):
        entry = a[i] if i < len(a) else DictionaryAttr(())
        out.append(entry)
        out.extend(DictionaryAttr(()) for _ in range(n - 1))
    if all(isinstance(e, DictionaryAttr) and not e.entries for e in out):
        return None
    return ArrayAttr(tuple(out))


def convert_function_signature(ctx: Context, op: Operation) -> None:
    """Expands the function type and the arg/result attributes of |op|."""
    ft = op.get_attr("function_type")
    if not isinstance(ft, TypeAttr) or not isinstance(ft.type, FunctionType):
        return
    tc = ctx.types
    op.properties["function_type"] = TypeAttr(tc.convert_function_type(ft.type))
    for name, types in (("arg_attrs", ft.type.inputs), ("res_attrs", ft.type.results)):
        if name in op.properties:
            new = _expand_attr_array(op.properties[name], tc.expansion(types))
            if new is None:
                del op.properties[name]
            else:
                op.properties[name] = new
    ties = op.get_attr("tied_operands")
    if isinstance(ties, ArrayAttr):
        if _untied(op):
            del op.properties["tied_operands"]
        else:
            op.properties["tied_operands"] = expand_ties(tc, ft.type.inputs, ft.type.results, ties)


def expand_ties(tc, inputs, results, ties: ArrayAttr) -> ArrayAttr:
    """`tied_operands` after the 1:N expansion of |inputs| and |results|:
    the first value of a tied result ties to the first value of its
    operand; the values after it (sizes) are untied."""
    starts = []
    pos = 0
    for t in inputs:
        starts.append(pos)
        pos += len(tc.convert(t))
    out = []
    for i, t in enumerate(results):
        tie = getattr(ties[i], "value", -1) if i < len(ties) else -1
        n = len(tc.convert(t))
        out.append(starts[tie] if 0 <= tie < len(starts) else -1)
        out.extend([-1] * (n - 1))
    return ArrayAttr(tuple(IntegerAttr(v, INDEX) for v in out))


def _untied(op: Operation) -> bool:
    a = op.get_attr("tied_operands")
    return isinstance(a, ArrayAttr) and all(getattr(e, "value", -1) < 0 for e in a)


def _func(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        convert_function_signature(ctx, op)
        return True
    return pattern


def flatten_operands(op: Operation, operands: List[List[Value]]) -> None:
    """Replaces |op|'s operands by their converted values in place,
    rescaling `operandSegmentSizes` when the op has one."""
    seg = op.properties.get(SEGMENTS)
    if isinstance(seg, DenseArrayAttr):
        sizes = []
        pos = 0
        for n in seg.values:
            sizes.append(sum(len(vs) for vs in operands[pos:pos + int(n)]))
            pos += int(n)
        op.properties[SEGMENTS] = DenseArrayAttr(seg.element, tuple(sizes))
        cases = op.properties.get("case_operand_segments")
        if isinstance(cases, DenseArrayAttr) and len(seg.values) == 3:
            # cf.switch: the case operands are split again per successor.
            pos = int(seg.values[0]) + int(seg.values[1])
            case_sizes = []
            for n in cases.values:
                case_sizes.append(sum(len(vs) for vs in operands[pos:pos + int(n)]))
                pos += int(n)
            op.properties["case_operand_segments"] = DenseArrayAttr(cases.element, tuple(case_sizes))
    op.set_operands(flat(operands))


def _flatten(op: Operation, operands, rw: Rewriter) -> bool:
    if all(len(vs) == 1 and vs[0] is v for vs, v in zip(operands, op.operands)):
        return True
    flatten_operands(op, operands)
    return True


def _util_call(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        props = {k: v for k, v in op.properties.items() if k not in ("arg_attrs", "res_attrs", "tied_operands")}
        ties = op.get_attr("tied_operands")
        if isinstance(ties, ArrayAttr) and any(getattr(e, "value", -1) >= 0 for e in ties):
            props["tied_operands"] = expand_ties(ctx.types, [v.type for v in op.operands], op.result_types, ties)
        new = rw.create(op.name, flat(operands), ctx.types.convert_all(op.result_types), props,
                        dict(op.attributes))
        rw.replace_values(op, new.results)
        return True
    return pattern


def _regions_op(ctx: Context):
    """scf.if / scf.for / scf.while: a new op with the converted results
    and the (already converted) regions of the old one."""
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        new = rw.create(op.name, flat(operands), ctx.types.convert_all(op.result_types), dict(op.properties),
                        dict(op.attributes))
        rw.take_regions(op, new)
        rw.replace_values(op, new.results)
        return True
    return pattern


def _select(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        if not is_tensor(op.results[0].type):
            return False
        cond = operands[0][0]
        (tr, ts), (fr, fs) = pair(operands[1], op), pair(operands[2], op)
        r = rw.create("arith.select", [cond, tr, fr], [RESOURCE]).results[0]
        s = rw.create("arith.select", [cond, ts, fs], [INDEX]).results[0]
        rw.replace(op, [[r, s]])
        return True
    return pattern


def _optimization_barrier(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        if not any(is_tensor(v.type) for v in op.operands):
            return False
        values = [vs[0] for vs in operands]
        new = rw.create(op.name, values, [v.type for v in values], dict(op.properties), dict(op.attributes))
        out = []
        for i, (vs, v) in enumerate(zip(operands, op.operands)):
            out.append([new.results[i], vs[1]] if is_tensor(v.type) else [new.results[i]])
        rw.replace(op, out)
        return True
    return pattern


def constant_tensor(ctx: Context, rw: Rewriter, op: Operation, value, result_type, dims: List[Value],
                    lifetime: str = "constant", affinity=None, lifetime_cast: bool = True) -> List[Value]:
    """`stream.tensor.constant` + `stream.resource.size` (+ the transfer to
    `*` when |lifetime_cast|) → [resource, size]."""
    props = dict(on(affinity))
    if isinstance(value, DialectAttr) and value.dialect == "flow" and value.name.startswith("parameter."):
        # Parameter references (also as global initial values) become `#stream.parameter.*`.
        value = DialectAttr("stream", value.name, value.params, value.type)
    props["value"] = value
    props["result_encoding"] = TypeAttr(result_type)
    props[SEGMENTS] = DenseArrayAttr(i32, (len(dims),))
    cst = rw.create("stream.tensor.constant", dims, [resource(lifetime)], props).results[0]
    size = rw.create("stream.resource.size", [cst], [INDEX]).results[0]  # upstream gives it no affinity
    if not lifetime_cast:
        return [cst, size]
    return [transfer(rw, cst, size, affinity, affinity, RESOURCE), size]


def _arith_constant(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        t = op.results[0].type
        if not is_tensor(t):
            return False
        aff = ctx.exec_affinity(op)
        rw.replace(op, [constant_tensor(ctx, rw, op, op.get_attr("value"), t, [], affinity=aff)])
        return True
    return pattern


# -- globals ------------------------------------------------------------------------------


class Globals:
    """Tensor globals split into a resource global and a `__size` global."""

    def __init__(self, ctx: Context, module: Operation):
        self.ctx = ctx
        self.by_name: Dict[str, Operation] = {}
        for region in module.regions:
            for block in region.blocks:
                for op in block:
                    if op.name == "util.global" and isinstance(op.get_attr("sym_name"), StringAttr):
                        self.by_name[op.get_attr("sym_name").value] = op
        self.lifetimes: Dict[str, str] = {}
        self.refs_of: Dict[str, Tuple[SymbolRefAttr, SymbolRefAttr]] = {}

    def tensor_global(self, access: Operation):
        ref = access.get_attr("global")
        name = ref.root if isinstance(ref, SymbolRefAttr) else None
        g = self.by_name.get(name) if name is not None else None
        if g is None or not is_tensor(_global_type(g)):
            return None, None
        return name, g

    def refs(self, name: str) -> Tuple[SymbolRefAttr, SymbolRefAttr]:
        """The symbol references of global |name|'s resource and `__size`
        globals (made once per global)."""
        hit = self.refs_of.get(name)
        if hit is None:
            hit = self.refs_of[name] = (SymbolRefAttr(name), SymbolRefAttr(name + "__size"))
        return hit

    def lifetime(self, g: Operation) -> str:
        return "variable" if g.get_attr("is_mutable") is not None else "constant"


def _global_type(g: Operation):
    t = g.get_attr("type")
    return t.type if isinstance(t, TypeAttr) else None


def _global(ctx: Context, globals_: Globals):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        t = _global_type(op)
        if not is_tensor(t):
            return False
        name = op.get_attr("sym_name").value
        lifetime = globals_.lifetime(op)
        aff = ctx.global_affinity(op)
        # Upstream builds the new globals from the name, mutability and
        # visibility only: every other attribute (`inlining_policy`, any
        # discardable one) is dropped.
        base = {k: v for k, v in op.properties.items() if k in ("sym_visibility", "is_mutable")}
        attrs = {}
        res_props = dict(base, sym_name=StringAttr(name), type=TypeAttr(resource(lifetime)))
        size_props = dict(base, sym_name=StringAttr(name + "__size"), type=TypeAttr(INDEX))
        rw.create("util.global", [], [], res_props, attrs)
        rw.create("util.global", [], [], size_props, dict(attrs))
        initial = op.get_attr("initial_value")
        if initial is not None:
            init = rw.create("util.initializer", [], [], {"function_type": TypeAttr(FunctionType((), ()))})
            block = Block()
            init.add_region(Region([block]))
            inner = Rewriter(rw.conversion)
            inner.set_end(block)
            inner.location = op.location
            if _is_uninitialized(initial):
                size = sizeof(inner, aff, t, [])
                props = dict(on(aff))
                props["result_encoding"] = TypeAttr(t)
                props[SEGMENTS] = DenseArrayAttr(i32, (0, 1))
                r = inner.create("stream.tensor.empty", [size], [resource(lifetime)], props).results[0]
            else:
                r, size = constant_tensor(ctx, inner, op, initial, t, [], lifetime=lifetime, affinity=aff,
                                          lifetime_cast=False)
            inner.create("util.global.store", [r], [], {"global": SymbolRefAttr(name)})
            inner.create("util.global.store", [size], [], {"global": SymbolRefAttr(name + "__size")})
            inner.create("util.return")
        rw.erase(op)
        return True
    return pattern


def _is_uninitialized(a) -> bool:
    return "uninitialized" in str(a)


def _global_load(ctx: Context, globals_: Globals):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        name, g = globals_.tensor_global(op)
        if g is None:
            return False
        lifetime = globals_.lifetime(g)
        # Upstream's new loads carry the symbol only (no `immutable`, no
        # discardable attributes).
        ref, size_ref = globals_.refs(name)
        r = rw.create("util.global.load", [], [resource(lifetime)], {"global": ref}).results[0]
        s = rw.create("util.global.load", [], [INDEX], {"global": size_ref}).results[0]
        aff = ctx.global_affinity(g)
        rw.replace(op, [[transfer(rw, r, s, aff, aff, RESOURCE), s]])
        return True
    return pattern


def _global_store(ctx: Context, globals_: Globals):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        name, g = globals_.tensor_global(op)
        if g is None:
            return False
        r, s = pair(operands[0], op)
        lifetime = globals_.lifetime(g)
        stored = noted_transfer(ctx, rw, op.operand(0), op, r, s, ctx.resource_affinity(op.operand(0)),
                                ctx.global_affinity(g), resource(lifetime))
        ref, size_ref = globals_.refs(name)
        rw.create("util.global.store", [stored], [], {"global": ref})  # attributes dropped, as upstream
        rw.create("util.global.store", [s], [], {"global": size_ref})
        rw.erase(op)
        return True
    return pattern


def add_structural_patterns(ctx: Context, conversion: Conversion, module: Operation) -> None:
    func = _func(ctx)
    for name in ("util.func", "func.func", "util.initializer"):
        conversion.add_pattern(name, func)
    for name in ("util.return", "func.return", "cf.br", "cf.cond_br", "cf.switch", "scf.yield", "scf.condition"):
        conversion.add_pattern(name, _flatten)
    conversion.add_pattern("util.call", _util_call(ctx))
    conversion.add_pattern("func.call", _util_call(ctx))
    regions = _regions_op(ctx)
    for name in ("scf.if", "scf.for", "scf.while", "scf.execute_region", "scf.index_switch"):
        conversion.add_pattern(name, regions)
    conversion.add_pattern("arith.select", _select(ctx))
    conversion.add_pattern("util.optimization_barrier", _optimization_barrier(ctx))
    conversion.add_pattern("arith.constant", _arith_constant(ctx))
    globals_ = Globals(ctx, module)
    conversion.add_pattern("util.global", _global(ctx, globals_))
    conversion.add_pattern("util.global.load", _global_load(ctx, globals_))
    conversion.add_pattern("util.global.store", _global_store(ctx, globals_))
