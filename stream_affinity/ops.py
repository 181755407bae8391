"""Op definitions of the IREE dialects we model: `flow`, `hal`, `stream` and
the few `iree_tensor_ext` ops of the multi-device examples.

Each op is one `register_op(OpDef(...))`: its traits and interfaces (SPEC
section 5 tables), the names of its inherent attributes (those iree-opt keeps
as properties), suggested result names, and custom `parse`/`print` functions
that reproduce iree-opt's printed form byte for byte (see
`docs/custom-syntax-api.md` for the parser/printer contract).

Operand groups follow iree-opt's generic form: ops with several variadic
groups carry an `operandSegmentSizes` property whose entries are listed in
the op's `OperandSegments(names=...)` trait, in generic-form order. Tied
results use the `tied_operands` property (one `index` integer per result, −1
untied, relative to the op's tied operand group) unless the tie is fixed by
the op kind.

Importing this module also attaches the IREE interfaces (`AffinityOp`) to
the generic ops defined in `dfx.dialects` that need them (`util.global`,
`util.func`, `util.initializer`, `arith.constant`).

Printing notes (deliberate deviations from iree-opt 3.2.0):
* `stream.async.barrier` prints the seed-commit form
  `stream.async.barrier %src : T{%size} [from(<aff>)] -> T`; both that and
  3.2.0's `stream.async.barrier [on(<aff>)] %src : T{%size}` are parsed.
* `hal.tensor.import` accepts a trailing `{attrs}` dictionary after a static
  tensor type (iree-opt prints it but cannot parse it back).
"""

from __future__ import annotations

import dataclasses
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from dfx.attributes import (ArrayAttr, Attribute, DenseArrayAttr, DialectAttr, DialectType, IntegerAttr,
                            StringAttr, SymbolRefAttr, TensorType, Type, TypeAttr, UnitAttr, i32, i64 as _I64,
                            index)
from dfx.ir import OP_DEFS, OpDef, Operation, OperationState, Region, Value, register_op
from dfx.traits import (CallOp, ConstantLike, FunctionLike, IsolatedFromAbove, MemoryEffects, ObjectLike,
                        OperandSegments, Pure, RecursiveEffects, RegionBranchOp, RegionBranchTerminator,
                        RegionEdge, ReturnLike, SingleBlock, Symbol, SymbolTable, Terminator, TiedOp,
                        operand_group, operand_group_range, operand_groups)

from stream_affinity.interfaces import (AffinityOp, FixedSizeAware, GroupSizeAware, PairedSizeAware,
                         StreamableOp, TransferAffinityOp, is_resource_type)

__all__ = [
    "AsyncExecuteRegionBranch", "ExecuteLikeRegionBranch", "YieldTerminator", "segment_property",
    "tied_operands_attr", "size_count", "attach_traits", "IREE_OPS",
]

SEGMENTS = "operandSegmentSizes"
TIED = "tied_operands"

IREE_OPS: List[str] = []
"""Names of the ops registered by this module, in registration order."""


def _register(name: str, *, traits: Sequence[object] = (), parse=None, print=None,
              inherent: Iterable[str] = (), result_names=None, block_arg_names=None) -> OpDef:
    opdef = OpDef(name, traits=tuple(traits), parse=parse, print=print,
                  inherent=frozenset(inherent), result_names=result_names,
                  block_arg_names=block_arg_names)
    register_op(opdef)
    IREE_OPS.append(name)
    return opdef


#===----------------------------------------------------------------------===#
# Small helpers shared by the syntaxes
#===----------------------------------------------------------------------===#


# Both attributes below take few distinct values in a program; one shared
# (immutable) object per value saves rebuilding them for every op.
_SEGMENT_ATTRS: Dict[Tuple[int, ...], DenseArrayAttr] = {}
_TIED_ATTRS: Dict[Tuple[int, ...], ArrayAttr] = {}
_SHARED_LIMIT = 4096


def segment_property(sizes: Sequence[int]) -> DenseArrayAttr:
    """The `operandSegmentSizes` value for group sizes |sizes|."""
    key = tuple(int(s) for s in sizes)
    a = _SEGMENT_ATTRS.get(key)
    if a is None:
        if len(_SEGMENT_ATTRS) > _SHARED_LIMIT:
            _SEGMENT_ATTRS.clear()
        a = _SEGMENT_ATTRS[key] = DenseArrayAttr(i32, key)
    return a


def tied_operands_attr(ties: Sequence[int]) -> ArrayAttr:
    """The `tied_operands` value: one `index` integer per result (−1 untied)."""
    key = tuple(int(t) for t in ties)
    a = _TIED_ATTRS.get(key)
    if a is None:
        if len(_TIED_ATTRS) > _SHARED_LIMIT:
            _TIED_ATTRS.clear()
        a = _TIED_ATTRS[key] = ArrayAttr(tuple(IntegerAttr(t, index) for t in key))
    return a


def _tied_list(op: Operation) -> List[int]:
    a = op.get_attr(TIED)
    out = [-1] * op.num_results
    if isinstance(a, ArrayAttr):
        for i, e in enumerate(a):
            if i < len(out) and isinstance(e, IntegerAttr):
                out[i] = e.value
    return out


def _set_tied(state: OperationState, ties: Sequence[int], always: bool = False) -> None:
    if always or any(t >= 0 for t in ties):
        state.properties[TIED] = tied_operands_attr(ties)


def size_count(t: Type) -> int:
    """How many `{...}` size/dim values follow type |t| in IREE's shaped
    syntaxes: one size for a stream resource, one per dynamic dimension for a
    tensor or a dispatch tensor, else none."""
    if is_resource_type(t):
        return 1
    if isinstance(t, TensorType):
        return t.dynamic_dim_count
    if isinstance(t, DialectType) and t.name == "dispatch.tensor" and t.params:
        body = t.params.split(":", 1)[-1]
        inner = body[body.find("<") + 1:] if "<" in body else body
        count = 0
        for part in inner.split("x"):
            part = part.strip()
            if part == "?":
                count += 1
            elif not part.isdigit():
                break
        return count
    return 0


def _group(op: Operation, name: str) -> List[Value]:
    return operand_group(op, name)


def _attrs_with(p, state: OperationState, keyword: bool) -> None:
    d = p.parse_optional_attr_dict_with_keyword() if keyword else p.parse_optional_attr_dict()
    if d:
        p.add_attr_dict(state, d)


_ELIDED: Dict[tuple, Tuple[str, ...]] = {}


def _print_attrs(pr, op: Operation, keyword: bool, extra_elided: Iterable[str] = ()) -> None:
    # The elided names depend only on the op kind and |extra_elided|:
    # computed once per combination.
    extra = tuple(extra_elided)
    inherent = op.definition.inherent if op.definition is not None else frozenset()
    key = (inherent, extra)
    ordered = _ELIDED.get(key)
    if ordered is None:
        elided = set(inherent) | {SEGMENTS}
        elided.update(extra)
        ordered = _ELIDED[key] = tuple(sorted(elided))
    if keyword:
        pr.print_attr_dict_with_keyword(op, elided=ordered)
    else:
        pr.print_attr_dict(op, elided=ordered)


def _ensure_terminator(region: Region, location, name: str) -> None:
    """Appends the implicit terminator |name| (which mlir-opt elides when
    printing) to the last block of |region| if it has none."""
    from dfx.ir import Block
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    last = block.last_op
    if last is None or not last.has_trait(Terminator):
        block.append(Operation(name, location=location))


def _print_region_without_implicit_terminator(pr, region: Region, name: str) -> None:
    """Prints |region| eliding its terminator when it is an operand-less,
    attribute-less |name| op (as mlir-opt does for implicit terminators)."""
    last = region.blocks[-1].last_op if region.blocks else None
    implicit = (last is not None and last.name == name and not last.operands and not last.attributes
                and not last.properties)
    pr.print_region(region, print_entry_block_args=False, print_block_terminators=not implicit)


def _parse_fat_arrow(p) -> None:
    """`=>` (the lexer may split it into `=` and `>`)."""
    if p.parse_optional_punctuation("=>"):
        return
    p.parse_punctuation("=")
    p.parse_punctuation(">")


def _parse_braced_operands(p) -> List[Value]:
    """`{%a, %b}` (required braces)."""
    p.parse_punctuation("{")
    if p.parse_optional_punctuation("}"):
        return []
    values = p.parse_operand_list()
    p.parse_punctuation("}")
    return values


def _parse_sizes_for(p, t: Type) -> List[Value]:
    """The `{...}` values that follow |t| (none for static types: then the
    braces are not consumed, so a following attribute dictionary survives)."""
    if size_count(t) == 0:
        return []
    return _parse_braced_operands(p)


def _print_sizes(pr, values: Sequence[Value]) -> None:
    if values:
        pr.print("{")
        pr.print_operands(list(values))
        pr.print("}")


def _print_sized_type(pr, t: Type, sizes: Sequence[Value]) -> None:
    pr.print_type(t)
    _print_sizes(pr, sizes)


def _take(values: List[Value], pos: int, t: Type) -> Tuple[List[Value], int]:
    n = size_count(t)
    return values[pos:pos + n], pos + n


def _parse_optional_affinity(p, state: OperationState, keyword: str = "on", attr: str = "affinity") -> bool:
    if not p.parse_optional_keyword(keyword):
        return False
    p.parse_punctuation("(")
    state.properties[attr] = p.parse_attribute()
    p.parse_punctuation(")")
    return True


def _print_optional_affinity(pr, op: Operation, keyword: str = "on", attr: str = "affinity") -> None:
    a = op.get_attr(attr)
    if a is not None:
        pr.print(f" {keyword}(")
        pr.print_attribute(a)
        pr.print(")")


def _parse_optional_keyword_operand_arrow(p, keyword: str) -> Optional[Value]:
    """`keyword(%v) =>` (e.g. `await(%tp) =>`, `wait(%fence) =>`), or None."""
    if not p.parse_optional_keyword(keyword):
        return None
    p.parse_punctuation("(")
    v = p.parse_operand()
    p.parse_punctuation(")")
    _parse_fat_arrow(p)
    return v


def _print_optional_keyword_operand_arrow(pr, keyword: str, v: Optional[Value]) -> None:
    if v is not None:
        pr.print(f" {keyword}(")
        pr.print_operand(v)
        pr.print(") =>")


def _parse_optional_await(p) -> Optional[Value]:
    """`await(%tp) =>`."""
    return _parse_optional_keyword_operand_arrow(p, "await")


def _print_optional_await(pr, tp: Optional[Value]) -> None:
    _print_optional_keyword_operand_arrow(pr, "await", tp)


def _parse_keyword_paren_operand(p, keyword: str) -> Optional[Value]:
    """`keyword(%v)` (optional)."""
    if not p.parse_optional_keyword(keyword):
        return None
    p.parse_punctuation("(")
    v = p.parse_operand()
    p.parse_punctuation(")")
    return v


def _type_attr(t: Type) -> TypeAttr:
    return TypeAttr(t)


def _type_of(a: Optional[Attribute]) -> Optional[Type]:
    return a.type if isinstance(a, TypeAttr) else None


def _visibility(p, state: OperationState) -> None:
    for vis in ("private", "public", "nested"):
        if p.parse_optional_keyword(vis):
            state.properties["sym_visibility"] = StringAttr(vis)
            return


def _print_visibility(pr, op: Operation) -> None:
    v = op.get_attr("sym_visibility")
    if isinstance(v, StringAttr):
        pr.print(" " + v.value)


def _result_names_fixed(*names: Optional[str]):
    def fn(op: Operation):
        return [names[i] if i < len(names) else None for i in range(op.num_results)]
    return fn


def _with_type(arg, t: Type):
    """A parser `Argument` with its type set to |t|."""
    if dataclasses.is_dataclass(arg):
        try:
            return dataclasses.replace(arg, type=t)
        except TypeError:
            pass
    try:
        arg.type = t
    except AttributeError:  # pragma: no cover - defensive
        pass
    return arg


#===----------------------------------------------------------------------===#
# Shaped function types: `(T{%d}, T) -> (T{%d}, %tied{%d})`
#===----------------------------------------------------------------------===#


def _parse_shaped_function_type(p, args: Sequence[Value]):
    """Parses `(arg types with sizes) -> results` for the operands |args|.

    Returns (arg_sizes, result_types, result_sizes, ties) where ties[i] is
    the position in |args| of the operand result i is tied to (−1 if not).
    """
    p.parse_punctuation("(")
    arg_sizes: List[Value] = []
    if not p.parse_optional_punctuation(")"):
        while True:
            t = p.parse_type()
            arg_sizes.extend(_parse_sizes_for(p, t))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    p.parse_punctuation("->")
    result_types, result_sizes, ties = _parse_tied_results(p, args, "an operand of the op")
    return arg_sizes, result_types, result_sizes, ties


def _parse_tied_results(p, operands: Sequence[Value], what: str):
    """Parses a result list after `->`: one result or a parenthesized list,
    each a type with sizes (`T{%s}`) or a tied operand (`%x{%s}`, `%x as T`).

    Returns (result_types, result_sizes, ties) where ties[i] is the position
    in |operands| of the operand result i is tied to (−1 if not)."""
    result_types: List[Type] = []
    result_sizes: List[Value] = []
    ties: List[int] = []

    def one_result():
        tied = p.parse_optional_operand()
        if tied is not None:
            pos = next((i for i, a in enumerate(operands) if a is tied), -1)
            if pos < 0:
                p.error(f"tied result does not name {what}")
            t = tied.type
            if p.parse_optional_keyword("as"):
                t = p.parse_type()
            ties.append(pos)
        else:
            t = p.parse_type()
            ties.append(-1)
        result_types.append(t)
        result_sizes.extend(_parse_sizes_for(p, t))

    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            while True:
                one_result()
                if not p.parse_optional_punctuation(","):
                    break
            p.parse_punctuation(")")
    else:
        one_result()
    return result_types, result_sizes, ties


def _print_shaped_function_type(pr, op: Operation, args: Sequence[Value], arg_sizes: Sequence[Value],
                                result_sizes: Sequence[Value], ties: Sequence[int]) -> None:
    pr.print("(")
    if not arg_sizes:
        # Static shapes only (the common case): no sizes to hand out.
        pr.print_types([a.type for a in args])
    else:
        pos = 0
        arg_sizes = list(arg_sizes)
        for i, a in enumerate(args):
            if i:
                pr.print(", ")
            sizes, pos = _take(arg_sizes, pos, a.type)
            _print_sized_type(pr, a.type, sizes)
    pr.print(") -> ")
    _print_shaped_results(pr, op, args, result_sizes, ties)


def _print_shaped_results(pr, op: Operation, args: Sequence[Value], result_sizes: Sequence[Value],
                          ties: Sequence[int]) -> None:
    n = op.num_results
    if n != 1:
        pr.print("(")
    pos = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        tie = ties[i] if i < len(ties) else -1
        if 0 <= tie < len(args):
            pr.print_operand(args[tie])
            if args[tie].type != r.type:
                pr.print(" as ")
                pr.print_type(r.type)
        else:
            pr.print_type(r.type)
        if result_sizes:
            sizes, pos = _take(result_sizes, pos, r.type)
            _print_sizes(pr, sizes)
    if n != 1:
        pr.print(")")


def _parse_entry_points(p) -> ArrayAttr:
    if p.parse_optional_punctuation("{"):
        refs = [p.parse_symbol_ref()]
        while p.parse_optional_punctuation(","):
            refs.append(p.parse_symbol_ref())
        p.parse_punctuation("}")
        return ArrayAttr(tuple(refs))
    return ArrayAttr((p.parse_symbol_ref(),))


def _print_entry_points(pr, op: Operation) -> None:
    a = op.get_attr("entry_points")
    refs = list(a) if isinstance(a, ArrayAttr) else []
    if len(refs) == 1:
        pr.print_attribute(refs[0])
    else:
        pr.print("{")
        for i, r in enumerate(refs):
            if i:
                pr.print(", ")
            pr.print_attribute(r)
        pr.print("}")


def _parse_optional_square_operands(p) -> List[Value]:
    if not p.parse_optional_punctuation("["):
        return []
    if p.parse_optional_punctuation("]"):
        return []
    vs = p.parse_operand_list()
    p.parse_punctuation("]")
    return vs


def _print_optional_square_operands(pr, values: Sequence[Value]) -> None:
    if values:
        pr.print("[")
        pr.print_operands(list(values))
        pr.print("]")


#===----------------------------------------------------------------------===#
# Dialect-wide trait shorthands
#===----------------------------------------------------------------------===#

AFF = AffinityOp(attr_name="stream.affinity")
"""Affinity stored in the discardable `stream.affinity` attribute."""
AFF_STREAM = AffinityOp(attr_name="affinity")
"""Affinity stored in the op's own `affinity` attribute (`on(...)`)."""
AFF_TARGET = AffinityOp(attr_name="target")
"""`flow.tensor.transfer` / `flow.tensor.barrier`: the `target` attribute."""
AFF_HAL_PIN = AffinityOp(requires=False, pins=True, attr_name="affinity")
"""HAL ABI ops: do not require an affinity but pin the values they touch."""
PURE = Pure()
ALLOC = MemoryEffects(("allocate",))


#===----------------------------------------------------------------------===#
# flow dialect (SPEC 5.4)
#===----------------------------------------------------------------------===#

# -- flow.tensor.constant / dynamic_constant ------------------------------------


def _parse_flow_constant(p, state: OperationState) -> None:
    _attrs_with(p, state, keyword=False)
    value = p.parse_attribute()
    state.properties["value"] = value
    t = getattr(value, "type", None)
    if state.name == "flow.tensor.dynamic_constant":
        p.parse_punctuation("->")
        t = p.parse_type()
    if t is None:
        p.error("expected a typed constant value")
    state.result_types = [t]


def _print_flow_constant(pr, op: Operation) -> None:
    _print_attrs(pr, op, keyword=False)
    pr.print(" ")
    pr.print_attribute(op.get_attr("value"))
    if op.name == "flow.tensor.dynamic_constant":
        pr.print(" -> ")
        pr.print_type(op.results[0].type)


_register("flow.tensor.constant", traits=(AFF, PURE, ConstantLike()),
          parse=_parse_flow_constant, print=_print_flow_constant, inherent={"value"})
_register("flow.tensor.dynamic_constant", traits=(AFF,),
          parse=_parse_flow_constant, print=_print_flow_constant, inherent={"value"})


# -- `%x : T{dims} ... attributes {...}` unary tensor ops ----------------------


def _parse_flow_splat(p, state: OperationState) -> None:
    value = p.parse_operand()
    p.parse_punctuation(":")
    t = p.parse_type()
    dims = _parse_sizes_for(p, t)
    state.operands = [value] + dims
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_flow_splat(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    _print_sized_type(pr, op.results[0].type, op.operands[1:])
    _print_attrs(pr, op, keyword=True)


_register("flow.tensor.splat", traits=(AFF, PURE), parse=_parse_flow_splat, print=_print_flow_splat)


def _flow_unary(keyword: Optional[str]):
    """`%x : T{dims} [keyword <attr>] attributes {...}` with the attribute
    stored in `target` (transfer: `to`, barrier: `on`)."""

    def parse(p, state: OperationState) -> None:
        src = p.parse_operand()
        p.parse_punctuation(":")
        t = p.parse_type()
        dims = _parse_sizes_for(p, t)
        if keyword is not None:
            p.parse_keyword(keyword)
            state.properties["target"] = p.parse_attribute()
        state.operands = [src] + dims
        state.result_types = [t]
        _attrs_with(p, state, keyword=True)

    def print_(pr, op: Operation) -> None:
        pr.print(" ")
        pr.print_operand(op.operand(0))
        pr.print(" : ")
        _print_sized_type(pr, op.results[0].type, op.operands[1:])
        if keyword is not None:
            pr.print(f" {keyword} ")
            pr.print_attribute(op.get_attr("target"))
        _print_attrs(pr, op, keyword=True)

    return parse, print_


_p, _q = _flow_unary(None)
_register("flow.tensor.clone", traits=(AFF, PURE), parse=_p, print=_q)
_p, _q = _flow_unary("to")
_register("flow.tensor.transfer", traits=(AFF_TARGET, PURE), parse=_p, print=_q, inherent={"target"})
_p, _q = _flow_unary("on")
_register("flow.tensor.barrier", traits=(AFF_TARGET, PURE), parse=_p, print=_q, inherent={"target"})


# -- flow.tensor.load / store ----------------------------------------------------


def _parse_flow_load(p, state: OperationState) -> None:
    src = p.parse_operand()
    indices = _parse_optional_square_operands(p)
    p.parse_punctuation(":")
    t = p.parse_type()
    dims = _parse_sizes_for(p, t)
    state.operands = [src] + dims + indices
    state.properties[SEGMENTS] = segment_property((1, len(dims), len(indices)))
    state.result_types = [t.element if isinstance(t, TensorType) else t]
    _attrs_with(p, state, keyword=True)


def _print_flow_load(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operands(_group(op, "indices"))
    pr.print("] : ")
    _print_sized_type(pr, op.operand(0).type, _group(op, "source_dims"))
    _print_attrs(pr, op, keyword=True)


_register("flow.tensor.load", traits=(PURE, OperandSegments(("source", "source_dims", "indices"))),
          parse=_parse_flow_load, print=_print_flow_load, inherent={SEGMENTS})


def _parse_flow_store(p, state: OperationState) -> None:
    value = p.parse_operand()
    p.parse_punctuation(",")
    target = p.parse_operand()
    indices = _parse_optional_square_operands(p)
    p.parse_punctuation(":")
    t = p.parse_type()
    dims = _parse_sizes_for(p, t)
    state.operands = [value, target] + dims + indices
    state.properties[SEGMENTS] = segment_property((1, 1, len(dims), len(indices)))
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_flow_store(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(", ")
    pr.print_operand(op.operand(1))
    pr.print("[")
    pr.print_operands(_group(op, "indices"))
    pr.print("] : ")
    _print_sized_type(pr, op.results[0].type, _group(op, "target_dims"))
    _print_attrs(pr, op, keyword=True)


_register("flow.tensor.store",
          traits=(PURE, OperandSegments(("value", "target", "target_dims", "indices"))),
          parse=_parse_flow_store, print=_print_flow_store, inherent={SEGMENTS})


# -- flow.tensor.reshape / bitcast / slice ------------------------------------------


def _parse_flow_reshape(p, state: OperationState) -> None:
    src = p.parse_operand()
    p.parse_punctuation(":")
    st = p.parse_type()
    sdims = _parse_sizes_for(p, st)
    p.parse_punctuation("->")
    rt = p.parse_type()
    rdims = _parse_sizes_for(p, rt)
    state.operands = [src] + sdims + rdims
    state.properties[SEGMENTS] = segment_property((1, len(sdims), len(rdims)))
    state.result_types = [rt]
    _attrs_with(p, state, keyword=True)


def _print_flow_reshape(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    _print_sized_type(pr, op.operand(0).type, _group(op, "source_dims"))
    pr.print(" -> ")
    _print_sized_type(pr, op.results[0].type, _group(op, "result_dims"))
    _print_attrs(pr, op, keyword=True)


_RESHAPE_SEGS = OperandSegments(("source", "source_dims", "result_dims"))
_register("flow.tensor.reshape", traits=(PURE, _RESHAPE_SEGS, TiedOp(fixed=((0, 0),))),
          parse=_parse_flow_reshape, print=_print_flow_reshape, inherent={SEGMENTS})
_register("flow.tensor.bitcast", traits=(PURE, _RESHAPE_SEGS, TiedOp(fixed=((0, 0),))),
          parse=_parse_flow_reshape, print=_print_flow_reshape, inherent={SEGMENTS})


def _parse_flow_slice(p, state: OperationState) -> None:
    src = p.parse_operand()
    p.parse_punctuation("[")
    starts = p.parse_operand_list()
    p.parse_keyword("for")
    lengths = p.parse_operand_list()
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    st = p.parse_type()
    sdims = _parse_sizes_for(p, st)
    p.parse_punctuation("->")
    rt = p.parse_type()
    rdims = _parse_sizes_for(p, rt)
    state.operands = [src] + sdims + starts + lengths + rdims
    state.properties[SEGMENTS] = segment_property((1, len(sdims), len(starts), len(lengths), len(rdims)))
    state.result_types = [rt]
    _attrs_with(p, state, keyword=True)


def _print_flow_slice(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operands(_group(op, "start_indices"))
    pr.print(" for ")
    pr.print_operands(_group(op, "lengths"))
    pr.print("] : ")
    _print_sized_type(pr, op.operand(0).type, _group(op, "source_dims"))
    pr.print(" -> ")
    _print_sized_type(pr, op.results[0].type, _group(op, "result_dims"))
    _print_attrs(pr, op, keyword=True)


_register("flow.tensor.slice",
          traits=(AFF, PURE, OperandSegments(("source", "source_dims", "start_indices", "lengths", "result_dims"))),
          parse=_parse_flow_slice, print=_print_flow_slice, inherent={SEGMENTS})


# -- flow.tensor.update ----------------------------------------------------------------


def _parse_tied_target_result(p, target: Value) -> Type:
    """`%target as T` or just `T` after `->` (the result is always tied to
    |target|)."""
    tied = p.parse_optional_operand()
    if tied is not None:
        if tied is not target:
            p.error("tied result must name the target operand")
        p.parse_keyword("as")
    return p.parse_type()


def _print_tied_target_result(pr, target: Value, t: Type, sizes: Sequence[Value]) -> None:
    pr.print_operand(target)
    pr.print(" as ")
    _print_sized_type(pr, t, sizes)


def _parse_flow_update(p, state: OperationState) -> None:
    update = p.parse_operand()
    p.parse_punctuation(",")
    target = p.parse_operand()
    starts = _parse_optional_square_operands(p)
    p.parse_punctuation(":")
    ut = p.parse_type()
    udims = _parse_sizes_for(p, ut)
    p.parse_punctuation("->")
    rt = _parse_tied_target_result(p, target)
    tdims = _parse_sizes_for(p, rt)
    state.operands = [target] + tdims + starts + [update] + udims
    state.properties[SEGMENTS] = segment_property((1, len(tdims), len(starts), 1, len(udims)))
    state.result_types = [rt]
    _attrs_with(p, state, keyword=True)


def _print_flow_update(pr, op: Operation) -> None:
    update = _group(op, "update")[0]
    pr.print(" ")
    pr.print_operand(update)
    pr.print(", ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operands(_group(op, "start_indices"))
    pr.print("] : ")
    _print_sized_type(pr, update.type, _group(op, "update_dims"))
    pr.print(" -> ")
    _print_tied_target_result(pr, op.operand(0), op.results[0].type, _group(op, "target_dims"))
    _print_attrs(pr, op, keyword=True)


_register("flow.tensor.update",
          traits=(AFF, PURE, TiedOp(fixed=((0, 0),)),
                  OperandSegments(("target", "target_dims", "start_indices", "update", "update_dims"))),
          parse=_parse_flow_update, print=_print_flow_update, inherent={SEGMENTS})


# -- flow.tensor.empty / alloca ----------------------------------------------------------


def _parse_flow_empty(p, state: OperationState) -> None:
    p.parse_punctuation(":")
    t = p.parse_type()
    state.operands = _parse_sizes_for(p, t)
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_flow_empty(pr, op: Operation) -> None:
    pr.print(" : ")
    _print_sized_type(pr, op.results[0].type, op.operands)
    _print_attrs(pr, op, keyword=True)


_register("flow.tensor.empty", traits=(AFF, PURE), parse=_parse_flow_empty, print=_print_flow_empty)
_register("flow.tensor.alloca", traits=(AFF, ALLOC), parse=_parse_flow_empty, print=_print_flow_empty)


# -- flow.dispatch / flow.call ------------------------------------------------------------


def _parse_flow_dispatch(p, state: OperationState) -> None:
    is_call = state.name == "flow.call"
    if is_call:
        state.properties["callee"] = p.parse_symbol_ref()
        workload: List[Value] = []
    else:
        state.properties["entry_points"] = _parse_entry_points(p)
        workload = _parse_optional_square_operands(p)
    p.parse_punctuation("(")
    args: List[Value] = []
    if not p.parse_optional_punctuation(")"):
        args = p.parse_operand_list()
        p.parse_punctuation(")")
    _attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    arg_dims, result_types, result_dims, ties = _parse_shaped_function_type(p, args)
    state.operands = workload + args + arg_dims + result_dims
    groups = (len(args), len(arg_dims), len(result_dims))
    state.properties[SEGMENTS] = segment_property(groups if is_call else (len(workload),) + groups)
    state.result_types = result_types
    _set_tied(state, ties, always=True)


_FLOW_DISPATCH_GROUPS = ("workload", "arguments", "argument_dims", "result_dims")
_FLOW_CALL_GROUPS = ("arguments", "argument_dims", "result_dims")


def _print_flow_dispatch(pr, op: Operation) -> None:
    is_call = op.name == "flow.call"
    pr.print(" ")
    if is_call:
        pr.print_attribute(op.get_attr("callee"))
        args, arg_dims, result_dims = operand_groups(op, _FLOW_CALL_GROUPS)
    else:
        _print_entry_points(pr, op)
        workload, args, arg_dims, result_dims = operand_groups(op, _FLOW_DISPATCH_GROUPS)
        _print_optional_square_operands(pr, workload)
    pr.print("(")
    pr.print_operands(args)
    pr.print(")")
    _print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    _print_shaped_function_type(pr, op, args, arg_dims, result_dims, _tied_list(op))


_register("flow.dispatch",
          traits=(AFF, PURE, TiedOp(operand_group="arguments"),
                  OperandSegments(("workload", "arguments", "argument_dims", "result_dims"))),
          parse=_parse_flow_dispatch, print=_print_flow_dispatch,
          inherent={"entry_points", TIED, SEGMENTS})
_register("flow.call",
          traits=(AFF, TiedOp(operand_group="arguments"), CallOp(callee_attr="callee", args_group="arguments"),
                  OperandSegments(("arguments", "argument_dims", "result_dims"))),
          parse=_parse_flow_dispatch, print=_print_flow_dispatch,
          inherent={"callee", TIED, SEGMENTS})


#===----------------------------------------------------------------------===#
# hal dialect (SPEC 5.5)
#===----------------------------------------------------------------------===#


def _parse_optional_wait(p) -> Optional[Value]:
    """`wait(%fence) =>`."""
    return _parse_optional_keyword_operand_arrow(p, "wait")


def _print_optional_wait(pr, fence: Optional[Value]) -> None:
    _print_optional_keyword_operand_arrow(pr, "wait", fence)


def _parse_type_alias(p) -> Tuple[Type, Type]:
    """`T` or `Tencoding as T` → (encoding, type)."""
    enc = p.parse_type()
    if p.parse_optional_keyword("as"):
        return enc, p.parse_type()
    return enc, enc


def _print_type_alias(pr, encoding: Optional[Type], t: Type) -> None:
    if encoding is not None and encoding != t:
        pr.print_type(encoding)
        pr.print(" as ")
    pr.print_type(t)


def _parse_hal_import(p, state: OperationState) -> None:
    _parse_optional_affinity(p, state)
    fence = _parse_optional_wait(p)
    src = p.parse_operand()
    name = p.parse_optional_string()
    if name is not None:
        state.properties["name"] = StringAttr(name)
    p.parse_punctuation(":")
    p.parse_type()  # source type: that of the operand
    p.parse_punctuation("->")
    enc, t = _parse_type_alias(p)
    dims = _parse_sizes_for(p, t)  # static types: a `{...}` is the attr dict
    state.properties["target_encoding"] = TypeAttr(enc)
    waits = [fence] if fence is not None else []
    state.operands = [src] + dims + waits
    state.properties[SEGMENTS] = segment_property((1, len(dims), len(waits)))
    state.result_types = [t]
    _attrs_with(p, state, keyword=False)


def _print_hal_import(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    waits = _group(op, "wait_fence")
    _print_optional_wait(pr, waits[0] if waits else None)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    name = op.get_attr("name")
    if isinstance(name, StringAttr):
        pr.print(" ")
        pr.print_string(name.value)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    t = op.results[0].type
    _print_type_alias(pr, _type_of(op.get_attr("target_encoding")), t)
    _print_sizes(pr, _group(op, "target_dims"))
    _print_attrs(pr, op, keyword=False)


_register("hal.tensor.import",
          traits=(AFF_HAL_PIN, OperandSegments(("source", "target_dims", "wait_fence"))),
          parse=_parse_hal_import, print=_print_hal_import,
          inherent={"affinity", "name", "target_encoding", SEGMENTS})


def _parse_hal_export(p, state: OperationState) -> None:
    _parse_optional_affinity(p, state)
    src = p.parse_operand()
    name = p.parse_optional_string()
    if name is not None:
        state.properties["name"] = StringAttr(name)
    p.parse_punctuation(":")
    enc, t = _parse_type_alias(p)
    dims = _parse_sizes_for(p, t)
    p.parse_punctuation("->")
    rt = p.parse_type()
    state.properties["source_encoding"] = TypeAttr(enc)
    state.operands = [src] + dims
    state.result_types = [rt]
    _attrs_with(p, state, keyword=False)


def _print_hal_export(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    name = op.get_attr("name")
    if isinstance(name, StringAttr):
        pr.print(" ")
        pr.print_string(name.value)
    pr.print(" : ")
    _print_type_alias(pr, _type_of(op.get_attr("source_encoding")), op.operand(0).type)
    _print_sizes(pr, op.operands[1:])
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=False)


_register("hal.tensor.export", traits=(AFF_HAL_PIN,), parse=_parse_hal_export, print=_print_hal_export,
          inherent={"affinity", "name", "source_encoding"})


def _parse_hal_alias(p, state: OperationState) -> None:
    _parse_optional_affinity(p, state)
    fence = _parse_optional_wait(p)
    src = p.parse_operand()
    p.parse_punctuation(":")
    t = p.parse_type()
    dims = _parse_sizes_for(p, t)
    p.parse_keyword("to")
    storage = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    waits = [fence] if fence is not None else []
    state.operands = [src] + dims + [storage] + waits
    state.properties[SEGMENTS] = segment_property((1, len(dims), 1, len(waits)))
    state.result_types = [t]
    _attrs_with(p, state, keyword=False)


def _print_hal_alias(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    waits = _group(op, "wait_fence")
    _print_optional_wait(pr, waits[0] if waits else None)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    _print_sized_type(pr, op.results[0].type, _group(op, "source_dims"))
    pr.print(" to ")
    storage = _group(op, "storage")[0]
    pr.print_operand(storage)
    pr.print(" : ")
    pr.print_type(storage.type)
    _print_attrs(pr, op, keyword=False)


_register("hal.tensor.alias",
          traits=(AFF_HAL_PIN, TiedOp(fixed=((0, 0),)),
                  OperandSegments(("source", "source_dims", "storage", "wait_fence"))),
          parse=_parse_hal_alias, print=_print_hal_alias, inherent={"affinity", SEGMENTS})


def _parse_hal_barrier(p, state: OperationState) -> None:
    p.parse_keyword("join")
    p.parse_punctuation("(")
    sources: List[Value] = []
    types: List[Type] = []
    if not p.parse_optional_punctuation(":"):
        sources = p.parse_operand_list()
        p.parse_punctuation(":")
    if sources:
        types = p.parse_type_list()
    p.parse_punctuation(")")
    _parse_fat_arrow(p)
    fence = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    state.operands = sources + [fence]
    state.result_types = types
    _attrs_with(p, state, keyword=True)


def _print_hal_barrier(pr, op: Operation) -> None:
    sources = op.operands[:-1]
    pr.print(" join(")
    pr.print_operands(sources)
    pr.print(" : ")
    pr.print_types([v.type for v in sources])
    pr.print(") => ")
    fence = op.operand(op.num_operands - 1)
    pr.print_operand(fence)
    pr.print(" : ")
    pr.print_type(fence.type)
    _print_attrs(pr, op, keyword=True)


_register("hal.tensor.barrier", traits=(TiedOp(identity=True),),
          parse=_parse_hal_barrier, print=_print_hal_barrier)


# -- ABI helper ops of the multi-device examples ---------------------------------------------


def _parse_hal_element_type(p, state: OperationState) -> None:
    p.parse_punctuation("<")
    state.properties["type"] = TypeAttr(p.parse_type())
    p.parse_punctuation(">")
    _attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_hal_element_type(pr, op: Operation) -> None:
    pr.print("<")
    pr.print_type(_type_of(op.get_attr("type")))
    pr.print(">")
    _print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _element_type_name(op: Operation):
    t = _type_of(op.get_attr("type"))
    return ["element_type_" + str(t) if t is not None else None]


_register("hal.element_type", traits=(PURE, ConstantLike()), parse=_parse_hal_element_type,
          print=_print_hal_element_type, inherent={"type"}, result_names=_element_type_name)


def _parse_hal_encoding_type(p, state: OperationState) -> None:
    p.parse_punctuation("<")
    if not p.parse_optional_keyword("dense_row_major"):
        state.properties["encoding"] = p.parse_attribute()
    p.parse_punctuation(">")
    _attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_hal_encoding_type(pr, op: Operation) -> None:
    pr.print("<")
    enc = op.get_attr("encoding")
    if enc is None:
        pr.print("dense_row_major")
    else:
        pr.print_attribute(enc)
    pr.print(">")
    _print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _encoding_type_name(op: Operation):
    return ["dense_row_major" if op.get_attr("encoding") is None else "encoding_type"]


_register("hal.encoding_type", traits=(PURE, ConstantLike()), parse=_parse_hal_encoding_type,
          print=_print_hal_encoding_type, inherent={"encoding"}, result_names=_encoding_type_name)


def _parse_hal_buffer_view_assert(p, state: OperationState) -> None:
    p.parse_punctuation("<")
    bv = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    p.parse_punctuation(">")
    p.parse_keyword("message")
    p.parse_punctuation("(")
    state.properties["message"] = StringAttr(p.parse_string())
    p.parse_punctuation(")")
    p.parse_keyword("shape")
    p.parse_punctuation("(")
    p.parse_punctuation("[")
    shape: List[Value] = []
    if not p.parse_optional_punctuation("]"):
        shape = p.parse_operand_list()
        p.parse_punctuation("]")
    p.parse_punctuation(")")
    elem = _parse_keyword_paren_operand(p, "type")
    enc = _parse_keyword_paren_operand(p, "encoding")
    state.operands = [bv, elem, enc] + shape
    _attrs_with(p, state, keyword=True)


def _print_hal_buffer_view_assert(pr, op: Operation) -> None:
    bv = op.operand(0)
    pr.print("<")
    pr.print_operand(bv)
    pr.print(" : ")
    pr.print_type(bv.type)
    pr.print("> message(")
    msg = op.get_attr("message")
    pr.print_string(msg.value if isinstance(msg, StringAttr) else "")
    pr.print(") shape([")
    pr.print_operands(op.operands[3:])
    pr.print("]) type(")
    pr.print_operand(op.operand(1))
    pr.print(") encoding(")
    pr.print_operand(op.operand(2))
    pr.print(")")
    _print_attrs(pr, op, keyword=True)


_register("hal.buffer_view.assert", traits=(), parse=_parse_hal_buffer_view_assert,
          print=_print_hal_buffer_view_assert, inherent={"message"})


#===----------------------------------------------------------------------===#
# stream dialect: async ops (SPEC 5.6)
#===----------------------------------------------------------------------===#


def _parse_size(p) -> Value:
    """`{%size}`."""
    p.parse_punctuation("{")
    v = p.parse_operand()
    p.parse_punctuation("}")
    return v


def _print_size(pr, v: Value) -> None:
    pr.print("{")
    pr.print_operand(v)
    pr.print("}")


def _print_resource(pr, t: Type, size: Value) -> None:
    pr.print_type(t)
    _print_size(pr, size)


def _parse_range(p, with_length: bool = True) -> List[Value]:
    """`[%offset to %end for %length]` (or `[%offset to %end]`)."""
    p.parse_punctuation("[")
    off = p.parse_operand()
    p.parse_keyword("to")
    end = p.parse_operand()
    out = [off, end]
    if with_length:
        p.parse_keyword("for")
        out.append(p.parse_operand())
    p.parse_punctuation("]")
    return out


def _print_range(pr, values: Sequence[Value]) -> None:
    pr.print("[")
    pr.print_operand(values[0])
    pr.print(" to ")
    pr.print_operand(values[1])
    if len(values) > 2:
        pr.print(" for ")
        pr.print_operand(values[2])
    pr.print("]")


_STREAMABLE = StreamableOp()


def _aff_on(state: OperationState, p) -> None:
    _parse_optional_affinity(p, state, "on", "affinity")


# -- stream.async.splat / alloca / constant -------------------------------------------------


def _parse_async_splat(p, state: OperationState) -> None:
    _aff_on(state, p)
    value = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    p.parse_punctuation("->")
    t = p.parse_type()
    size = _parse_size(p)
    state.operands = [value, size]
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_async_splat(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    _print_resource(pr, op.results[0].type, op.operand(1))
    _print_attrs(pr, op, keyword=True)


_register("stream.async.splat",
          traits=(AFF_STREAM, StreamableOp(prefer_clone_to_consumers=True), FixedSizeAware(results=((0, 1),))),
          parse=_parse_async_splat, print=_print_async_splat, inherent={"affinity"})


def _parse_async_alloca(p, state: OperationState) -> None:
    _aff_on(state, p)
    p.parse_punctuation(":")
    t = p.parse_type()
    size = _parse_size(p)
    state.operands = [size]
    state.result_types = [t]
    if state.name == "stream.async.constant":
        p.parse_punctuation("=")
        state.properties["value"] = p.parse_attribute()
    _attrs_with(p, state, keyword=True)


def _print_async_alloca(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" : ")
    _print_resource(pr, op.results[0].type, op.operand(0))
    if op.name == "stream.async.constant":
        pr.print(" = ")
        pr.print_attribute(op.get_attr("value"))
    _print_attrs(pr, op, keyword=True)


_register("stream.async.alloca",
          traits=(AFF_STREAM, StreamableOp(is_metadata=True, prefer_clone_to_consumers=True), ALLOC,
                  FixedSizeAware(results=((0, 0),))),
          parse=_parse_async_alloca, print=_print_async_alloca, inherent={"affinity"})
_register("stream.async.constant",
          traits=(AFF_STREAM, StreamableOp(is_metadata=True), PURE, FixedSizeAware(results=((0, 0),))),
          parse=_parse_async_alloca, print=_print_async_alloca, inherent={"affinity", "value"},
          result_names=_result_names_fixed("cst"))


# -- stream.async.clone / slice ---------------------------------------------------------------


def _parse_async_clone(p, state: OperationState) -> None:
    _aff_on(state, p)
    src = p.parse_operand()
    rng = _parse_range(p, with_length=False) if state.name == "stream.async.slice" else []
    p.parse_punctuation(":")
    p.parse_type()
    ssize = _parse_size(p)
    p.parse_punctuation("->")
    t = p.parse_type()
    rsize = _parse_size(p)
    state.operands = [src, ssize] + rng + [rsize]
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_async_clone(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    if op.name == "stream.async.slice":
        _print_range(pr, op.operands[2:4])
    pr.print(" : ")
    _print_resource(pr, op.operand(0).type, op.operand(1))
    pr.print(" -> ")
    _print_resource(pr, op.results[0].type, op.operand(op.num_operands - 1))
    _print_attrs(pr, op, keyword=True)


_register("stream.async.clone",
          traits=(AFF_STREAM, StreamableOp(prefer_clone_to_consumers=True),
                  FixedSizeAware(operands=((0, 1),), results=((0, 2),))),
          parse=_parse_async_clone, print=_print_async_clone, inherent={"affinity"})
_register("stream.async.slice",
          traits=(AFF_STREAM, _STREAMABLE, PURE, FixedSizeAware(operands=((0, 1),), results=((0, 4),))),
          parse=_parse_async_clone, print=_print_async_clone, inherent={"affinity"})


# -- stream.async.fill / update / copy (target tied, operand 0) --------------------------------


def _parse_tied_resource_result(p) -> Tuple[Type, Value]:
    """`-> %target as T{%size}` (or `-> T{%size}`)."""
    p.parse_punctuation("->")
    tied = p.parse_optional_operand()
    if tied is not None:
        p.parse_keyword("as")
    t = p.parse_type()
    return t, _parse_size(p)


def _print_tied_resource_result(pr, op: Operation) -> None:
    pr.print(" -> ")
    _print_tied_target_result(pr, op.operand(0), op.results[0].type, [op.operand(1)])


def _parse_async_fill(p, state: OperationState) -> None:
    _aff_on(state, p)
    value = p.parse_operand()
    p.parse_punctuation(",")
    target = p.parse_operand()
    rng = _parse_range(p)
    p.parse_punctuation(":")
    p.parse_type()
    t, size = _parse_tied_resource_result(p)
    state.operands = [target, size] + rng + [value]
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_async_fill(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    value = op.operand(5)
    pr.print(" ")
    pr.print_operand(value)
    pr.print(", ")
    pr.print_operand(op.operand(0))
    _print_range(pr, op.operands[2:5])
    pr.print(" : ")
    pr.print_type(value.type)
    _print_tied_resource_result(pr, op)
    _print_attrs(pr, op, keyword=True)


_TIED_TARGET = TiedOp(fixed=((0, 0),))
_register("stream.async.fill",
          traits=(AFF_STREAM, _STREAMABLE, _TIED_TARGET, FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
          parse=_parse_async_fill, print=_print_async_fill, inherent={"affinity"})


def _parse_async_update(p, state: OperationState) -> None:
    _aff_on(state, p)
    update = p.parse_operand()
    p.parse_punctuation(",")
    target = p.parse_operand()
    rng = _parse_range(p, with_length=False)
    p.parse_punctuation(":")
    p.parse_type()
    usize = _parse_size(p)
    t, size = _parse_tied_resource_result(p)
    state.operands = [target, size] + rng + [update, usize]
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_async_update(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    update = op.operand(4)
    pr.print(" ")
    pr.print_operand(update)
    pr.print(", ")
    pr.print_operand(op.operand(0))
    _print_range(pr, op.operands[2:4])
    pr.print(" : ")
    _print_resource(pr, update.type, op.operand(5))
    _print_tied_resource_result(pr, op)
    _print_attrs(pr, op, keyword=True)


_register("stream.async.update",
          traits=(AFF_STREAM, _STREAMABLE, _TIED_TARGET,
                  FixedSizeAware(operands=((0, 1), (4, 5)), results=((0, 1),))),
          parse=_parse_async_update, print=_print_async_update, inherent={"affinity"})


def _parse_async_copy(p, state: OperationState) -> None:
    _aff_on(state, p)
    source = p.parse_operand()
    srng = _parse_range(p, with_length=False)
    p.parse_punctuation(",")
    target = p.parse_operand()
    trng = _parse_range(p, with_length=False)
    p.parse_punctuation(",")
    length = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    ssize = _parse_size(p)
    t, size = _parse_tied_resource_result(p)
    state.operands = [target, size] + trng + [source, ssize] + srng + [length]
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_async_copy(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    source = op.operand(4)
    pr.print(" ")
    pr.print_operand(source)
    _print_range(pr, op.operands[6:8])
    pr.print(", ")
    pr.print_operand(op.operand(0))
    _print_range(pr, op.operands[2:4])
    pr.print(", ")
    pr.print_operand(op.operand(8))
    pr.print(" : ")
    _print_resource(pr, source.type, op.operand(5))
    _print_tied_resource_result(pr, op)
    _print_attrs(pr, op, keyword=True)


_register("stream.async.copy",
          traits=(AFF_STREAM, _STREAMABLE, _TIED_TARGET,
                  FixedSizeAware(operands=((0, 1), (4, 5)), results=((0, 1),))),
          parse=_parse_async_copy, print=_print_async_copy, inherent={"affinity"})


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
    count = p.parse_operand()
    p.parse_punctuation("]")
    _aff_on(state, p)
    channel = _parse_keyword_paren_operand(p, "channel")
    param: List[Value] = []
    for kw in _COLLECTIVE_PARAM_KEYWORDS:
        v = _parse_keyword_paren_operand(p, kw)
        if v is not None:
            param = [v]
            break
    source = p.parse_operand()
    srng = _parse_range(p)
    p.parse_punctuation(",")
    target = p.parse_operand()
    trng = _parse_range(p)
    p.parse_punctuation(":")
    p.parse_type()
    ssize = _parse_size(p)
    t, size = _parse_tied_resource_result(p)
    state.operands = [target, size] + trng + [source, ssize] + srng + [count, channel] + param
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_async_collective(pr, op: Operation) -> None:
    a = op.get_attr("op")
    pr.print("<")
    pr.print(a.params if isinstance(a, DialectAttr) and a.params is not None else str(a))
    pr.print(">[")
    pr.print_operand(op.operand(10))
    pr.print("]")
    _print_optional_affinity(pr, op)
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
    _print_range(pr, op.operands[7:10])
    pr.print(", ")
    pr.print_operand(op.operand(0))
    _print_range(pr, op.operands[2:5])
    pr.print(" : ")
    _print_resource(pr, source.type, op.operand(6))
    _print_tied_resource_result(pr, op)
    _print_attrs(pr, op, keyword=True)


_register("stream.async.collective",
          traits=(AFF_STREAM, _STREAMABLE, _TIED_TARGET,
                  FixedSizeAware(operands=((0, 1), (5, 6)), results=((0, 1),))),
          parse=_parse_async_collective, print=_print_async_collective, inherent={"affinity", "op"})


# -- stream.async.barrier / transfer -------------------------------------------------------------


def _parse_async_barrier(p, state: OperationState) -> None:
    _parse_optional_affinity(p, state, "on", "affinity")        # iree-opt 3.2.0 form
    src = p.parse_operand()
    p.parse_punctuation(":")
    st = p.parse_type()
    size = _parse_size(p)
    _parse_optional_affinity(p, state, "from", "affinity")      # seed form
    rt = st
    if p.parse_optional_punctuation("->"):
        rt = p.parse_type()
    state.operands = [src, size]
    state.result_types = [rt]
    _attrs_with(p, state, keyword=True)


def _print_async_barrier(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    _print_resource(pr, op.operand(0).type, op.operand(1))
    _print_optional_affinity(pr, op, "from", "affinity")
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.async.barrier",
          traits=(AFF_STREAM, StreamableOp(is_metadata=True, is_sync=True),
                  FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
          parse=_parse_async_barrier, print=_print_async_barrier, inherent={"affinity"})


def _parse_async_transfer(p, state: OperationState) -> None:
    src = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    ssize = _parse_size(p)
    _parse_optional_affinity(p, state, "from", "source_affinity")
    p.parse_punctuation("->")
    _parse_optional_affinity(p, state, "to", "result_affinity")
    t = p.parse_type()
    rsize = _parse_size(p)
    state.operands = [src, ssize, rsize]
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_async_transfer(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    _print_resource(pr, op.operand(0).type, op.operand(1))
    _print_optional_affinity(pr, op, "from", "source_affinity")
    pr.print(" ->")
    _print_optional_affinity(pr, op, "to", "result_affinity")
    pr.print(" ")
    _print_resource(pr, op.results[0].type, op.operand(2))
    _print_attrs(pr, op, keyword=True)


_register("stream.async.transfer",
          traits=(TransferAffinityOp(), StreamableOp(is_sync=True),
                  FixedSizeAware(operands=((0, 1),), results=((0, 2),))),
          parse=_parse_async_transfer, print=_print_async_transfer,
          inherent={"source_affinity", "result_affinity"})


# -- stream.async.load / store --------------------------------------------------------------------


def _parse_async_load(p, state: OperationState) -> None:
    src = p.parse_operand()
    p.parse_punctuation("[")
    off = p.parse_operand()
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    p.parse_type()
    size = _parse_size(p)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.operands = [src, size, off]
    _attrs_with(p, state, keyword=True)


def _print_async_load(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operand(op.operand(2))
    pr.print("] : ")
    _print_resource(pr, op.operand(0).type, op.operand(1))
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.async.load", traits=(PURE, FixedSizeAware(operands=((0, 1),))),
          parse=_parse_async_load, print=_print_async_load)


def _parse_async_store(p, state: OperationState) -> None:
    value = p.parse_operand()
    p.parse_punctuation(",")
    target = p.parse_operand()
    p.parse_punctuation("[")
    off = p.parse_operand()
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    p.parse_type()
    t, size = _parse_tied_resource_result(p)
    state.operands = [target, size, off, value]
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


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
    _print_attrs(pr, op, keyword=True)


_register("stream.async.store", traits=(PURE, _TIED_TARGET, FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
          parse=_parse_async_store, print=_print_async_store)


# -- stream.async.dispatch / call -------------------------------------------------------------------

_DISPATCH_GROUPS = ("resource_operands", "resource_operand_sizes", "resource_operand_offsets",
                    "resource_operand_ends", "resource_operand_lengths", "result_sizes")


def _parse_dispatch_operands(p) -> Tuple[List[Value], List[Value], List[Value], List[Value]]:
    """`(%r[%o to %e for %l], %v, ...)` → (operands, offsets, ends, lengths)."""
    operands: List[Value] = []
    offsets: List[Value] = []
    ends: List[Value] = []
    lengths: List[Value] = []
    p.parse_punctuation("(")
    if p.parse_optional_punctuation(")"):
        return operands, offsets, ends, lengths
    while True:
        operands.append(p.parse_operand())
        if p.parse_optional_punctuation("["):
            offsets.append(p.parse_operand())
            p.parse_keyword("to")
            ends.append(p.parse_operand())
            p.parse_keyword("for")
            lengths.append(p.parse_operand())
            p.parse_punctuation("]")
        if not p.parse_optional_punctuation(","):
            break
    p.parse_punctuation(")")
    return operands, offsets, ends, lengths


def _print_dispatch_operands(pr, op: Operation) -> None:
    operands = _group(op, "resource_operands")
    offsets = _group(op, "resource_operand_offsets")
    ends = _group(op, "resource_operand_ends")
    lengths = _group(op, "resource_operand_lengths")
    pr.print("(")
    k = 0
    for i, v in enumerate(operands):
        if i:
            pr.print(", ")
        pr.print_operand(v)
        if is_resource_type(v.type) and k < len(offsets):
            _print_range(pr, (offsets[k], ends[k], lengths[k]))
            k += 1
    pr.print(")")


def _parse_async_dispatch(p, state: OperationState) -> None:
    is_call = state.name == "stream.async.call"
    _aff_on(state, p)
    workload: List[Value] = []
    if is_call:
        state.properties["callee"] = p.parse_symbol_ref()
    else:
        state.properties["entry_points"] = _parse_entry_points(p)
        workload = _parse_optional_square_operands(p)
    operands, offsets, ends, lengths = _parse_dispatch_operands(p)
    _attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    sizes, result_types, result_sizes, ties = _parse_shaped_function_type(p, operands)
    state.operands = workload + operands + sizes + offsets + ends + lengths + result_sizes
    groups = (len(operands), len(sizes), len(offsets), len(ends), len(lengths), len(result_sizes))
    state.properties[SEGMENTS] = segment_property(groups if is_call else (len(workload),) + groups)
    state.result_types = result_types
    _set_tied(state, ties, always=True)


def _print_async_dispatch(pr, op: Operation) -> None:
    is_call = op.name == "stream.async.call"
    _print_optional_affinity(pr, op)
    pr.print(" ")
    if is_call:
        pr.print_attribute(op.get_attr("callee"))
    else:
        _print_entry_points(pr, op)
        _print_optional_square_operands(pr, _group(op, "workload"))
    _print_dispatch_operands(pr, op)
    _print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    _print_shaped_function_type(pr, op, _group(op, "resource_operands"), _group(op, "resource_operand_sizes"),
                                _group(op, "result_sizes"), _tied_list(op))


_register("stream.async.dispatch",
          traits=(AFF_STREAM, _STREAMABLE, TiedOp(operand_group="resource_operands"),
                  OperandSegments(("workload",) + _DISPATCH_GROUPS), GroupSizeAware()),
          parse=_parse_async_dispatch, print=_print_async_dispatch,
          inherent={"affinity", "entry_points", TIED, SEGMENTS})
_register("stream.async.call",
          traits=(AFF_STREAM, _STREAMABLE, TiedOp(operand_group="resource_operands"),
                  CallOp(callee_attr="callee", args_group="resource_operands"),
                  OperandSegments(_DISPATCH_GROUPS), GroupSizeAware()),
          parse=_parse_async_dispatch, print=_print_async_dispatch,
          inherent={"affinity", "callee", TIED, SEGMENTS})


# -- stream.async.func (and flow.func) ------------------------------------------------------------
# Same syntax as `util.func` (tied results `-> %arg0`); the signature helpers
# of dfx.dialects.func do the work.


def _parse_function_op(p, state: OperationState) -> None:
    from dfx.dialects.func import function_op_properties, parse_function_signature, parse_visibility
    visibility = parse_visibility(p)
    name = p.parse_symbol_name()
    sig = parse_function_signature(p, allow_tied=True, require_names=True)
    function_op_properties(state, name, visibility, sig, with_tied=bool(sig.result_types))
    _attrs_with(p, state, keyword=True)
    region = p.parse_optional_region(arguments=sig.arguments)
    state.regions = [region if region is not None else Region()]


def _print_function_op(pr, op: Operation) -> None:
    from dfx.dialects.func import print_function_signature
    _print_visibility(pr, op)
    pr.print(" ")
    pr.print_symbol(op.get_attr("sym_name").value)
    print_function_signature(pr, op, declaration_names=True, with_tied=True)
    _print_attrs(pr, op, keyword=True)
    if op.regions and not op.regions[0].empty:
        pr.print(" ")
        pr.print_region(op.regions[0], print_entry_block_args=False)


_FUNC_INHERENT = {"sym_name", "sym_visibility", "function_type", TIED, "arg_attrs", "res_attrs"}
_register("stream.async.func",
          traits=(FunctionLike(), Symbol(), IsolatedFromAbove(), AffinityOp(requires=False)),
          parse=_parse_function_op, print=_print_function_op, inherent=_FUNC_INHERENT)
_register("flow.func",
          traits=(FunctionLike(), Symbol(), IsolatedFromAbove(), AffinityOp(requires=False)),
          parse=_parse_function_op, print=_print_function_op, inherent=_FUNC_INHERENT)


# -- stream.async.execute / stream.yield ----------------------------------------------------------


@dataclasses.dataclass(frozen=True)
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


def _parse_captures(p) -> Tuple[List[Value], List[Value], list]:
    """`with(%outer as %arg: T{%size}, ...)` → (operands, sizes, arguments)."""
    p.parse_keyword("with")
    p.parse_punctuation("(")
    operands: List[Value] = []
    sizes: List[Value] = []
    args = []
    if not p.parse_optional_punctuation(")"):
        while True:
            operands.append(p.parse_operand())
            p.parse_keyword("as")
            arg = p.parse_argument(with_type=False)
            p.parse_punctuation(":")
            t = p.parse_type()
            args.append(_with_type(arg, t))
            if size_count(t):
                sizes.append(_parse_size(p))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    return operands, sizes, args


def _print_captures(pr, op: Operation) -> None:
    operands = _group(op, "resource_operands")
    sizes = _group(op, "resource_operand_sizes")
    body = op.regions[0]
    args = body.blocks[0].arguments if not body.empty else []
    pr.print(" with(")
    k = 0
    for i, v in enumerate(operands):
        if i:
            pr.print(", ")
        pr.print_operand(v)
        pr.print(" as ")
        if i < len(args):
            pr.print_block_argument(args[i], with_type=False)
        pr.print(": ")
        pr.print_type(v.type)
        if size_count(v.type) and k < len(sizes):
            _print_size(pr, sizes[k])
            k += 1
    pr.print(")")


def _parse_async_execute(p, state: OperationState) -> None:
    _aff_on(state, p)
    tp = _parse_optional_await(p)
    operands, sizes, args = _parse_captures(p)
    result_types: List[Type] = []
    result_sizes: List[Value] = []
    ties: List[int] = []
    if p.parse_optional_punctuation("->"):
        result_types, result_sizes, ties = _parse_tied_results(p, operands, "a captured operand")
    region = p.parse_region(arguments=args)
    _parse_fat_arrow(p)
    tp_type = p.parse_type()
    state.regions = [region]
    waits = [tp] if tp is not None else []
    state.operands = operands + sizes + result_sizes + waits
    state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), len(result_sizes), len(waits)))
    state.result_types = result_types + [tp_type]
    if state.name == "stream.async.execute" and result_types:
        _set_tied(state, ties, always=True)
    _attrs_with(p, state, keyword=True)


def _print_async_execute(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    waits = _group(op, "await_timepoint")
    _print_optional_await(pr, waits[0] if waits else None)
    _print_captures(pr, op)
    results = op.results[:-1]
    if results:
        pr.print(" -> ")
        n = len(results)
        if n != 1:
            pr.print("(")
        ties = _tied_list(op)
        captured = _group(op, "resource_operands")
        sizes = _group(op, "result_sizes")
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
            chunk, pos = _take(sizes, pos, r.type)
            _print_sizes(pr, chunk)
        if n != 1:
            pr.print(")")
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False)
    pr.print(" => ")
    pr.print_type(op.results[-1].type)
    _print_attrs(pr, op, keyword=True)


def _execute_result_names(op: Operation):
    n = op.num_results
    names: List[Optional[str]] = [None] * n
    if n > 1:
        names[0] = "results"
    if n:
        names[n - 1] = "result_timepoint"
    return names


_EXECUTE_SEGMENTS = ("resource_operands", "resource_operand_sizes", "result_sizes", "await_timepoint")
_register("stream.async.execute",
          traits=(AFF_STREAM, TiedOp(operand_group="resource_operands"), OperandSegments(_EXECUTE_SEGMENTS),
                  GroupSizeAware(), ExecuteLikeRegionBranch(), RecursiveEffects(), SingleBlock()),
          parse=_parse_async_execute, print=_print_async_execute,
          inherent={"affinity", TIED, SEGMENTS}, result_names=_execute_result_names)


def _parse_yield(p, state: OperationState) -> None:
    _attrs_with(p, state, keyword=False)
    operands: List[Value] = []
    sizes: List[Value] = []
    first = p.parse_optional_operand()
    if first is not None:
        operands = [first]
        while p.parse_optional_punctuation(","):
            operands.append(p.parse_operand())
        p.parse_punctuation(":")
        for i in range(len(operands)):
            if i:
                p.parse_punctuation(",")
            t = p.parse_type()
            if size_count(t):
                sizes.append(_parse_size(p))
    state.operands = operands + sizes


def _print_yield(pr, op: Operation) -> None:
    _print_attrs(pr, op, keyword=False)
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
            _print_size(pr, sizes[k])
            k += 1


@dataclasses.dataclass(frozen=True)
class YieldTerminator(RegionBranchTerminator):
    """`stream.yield` forwards its resources (the first half of its
    operands); the second half are their sizes."""

    def forwarded_range(self, op: Operation) -> Tuple[int, int]:
        return (0, op.num_operands // 2)


_register("stream.yield", traits=(Terminator(), ReturnLike(), YieldTerminator(), PURE, PairedSizeAware()),
          parse=_parse_yield, print=_print_yield)


# -- timepoints -----------------------------------------------------------------------------------------


def _parse_timepoint_await(p, state: OperationState) -> None:
    if p.parse_optional_keyword("sync"):
        state.properties["sync"] = UnitAttr()
    tp = p.parse_operand()
    _parse_fat_arrow(p)
    operands = p.parse_operand_list()
    p.parse_punctuation(":")
    types: List[Type] = []
    sizes: List[Value] = []
    for i in range(len(operands)):
        if i:
            p.parse_punctuation(",")
        t = p.parse_type()
        types.append(t)
        if size_count(t):
            sizes.append(_parse_size(p))
    state.operands = operands + sizes + [tp]
    state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), 1))
    state.result_types = types
    _attrs_with(p, state, keyword=True)


def _print_timepoint_await(pr, op: Operation) -> None:
    if op.get_attr("sync") is not None:
        pr.print(" sync")
    pr.print(" ")
    pr.print_operand(_group(op, "await_timepoint")[0])
    pr.print(" => ")
    operands = _group(op, "resource_operands")
    sizes = _group(op, "resource_operand_sizes")
    pr.print_operands(operands)
    pr.print(" : ")
    k = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        pr.print_type(r.type)
        if size_count(r.type) and k < len(sizes):
            _print_size(pr, sizes[k])
            k += 1
    _print_attrs(pr, op, keyword=True)


_register("stream.timepoint.await",
          traits=(PURE, TiedOp(identity=True),
                  OperandSegments(("resource_operands", "resource_operand_sizes", "await_timepoint")),
                  GroupSizeAware(result_size_group=None, results_mirror_operands=True)),
          parse=_parse_timepoint_await, print=_print_timepoint_await, inherent={"sync", SEGMENTS})


def _parse_timepoint_join(p, state: OperationState) -> None:
    p.parse_keyword("max")
    p.parse_punctuation("(")
    state.operands = p.parse_operand_list()
    p.parse_punctuation(")")
    _parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    _attrs_with(p, state, keyword=True)


def _print_timepoint_join(pr, op: Operation) -> None:
    pr.print(" max(")
    pr.print_operands(op.operands)
    pr.print(") => ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.timepoint.join", traits=(PURE,), parse=_parse_timepoint_join, print=_print_timepoint_join)


def _parse_timepoint_immediate(p, state: OperationState) -> None:
    _attrs_with(p, state, keyword=False)
    _parse_fat_arrow(p)
    state.result_types = [p.parse_type()]


def _print_timepoint_immediate(pr, op: Operation) -> None:
    _print_attrs(pr, op, keyword=False)
    pr.print(" => ")
    pr.print_type(op.results[0].type)


_register("stream.timepoint.immediate", traits=(PURE, ConstantLike()),
          parse=_parse_timepoint_immediate, print=_print_timepoint_immediate)


#===----------------------------------------------------------------------===#
# stream dialect: tensor-phase, timepoint, resource and cmd ops of the
# multi-device examples (SPEC R5.6.1: parse/print support)
#===----------------------------------------------------------------------===#


def _parse_encoding(p) -> Tuple[Type, List[Value]]:
    """`tensor<..>{%dims}` → (encoding type, dims)."""
    enc = p.parse_type()
    return enc, _parse_sizes_for(p, enc)


def _parse_tensor_sizeof(p, state: OperationState) -> None:
    _aff_on(state, p)
    enc, dims = _parse_encoding(p)
    state.properties["encoding"] = TypeAttr(enc)
    _attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    state.operands = dims


def _print_tensor_sizeof(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    _print_sized_type(pr, _type_of(op.get_attr("encoding")), op.operands)
    _print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


_register("stream.tensor.sizeof", traits=(AFF_STREAM, PURE), parse=_parse_tensor_sizeof,
          print=_print_tensor_sizeof, inherent={"affinity", "encoding"})


def _parse_tensor_import(p, state: OperationState) -> None:
    _aff_on(state, p)
    src = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    p.parse_punctuation("->")
    enc, dims = _parse_encoding(p)
    p.parse_keyword("in")
    t = p.parse_type()
    size = _parse_size(p)
    state.properties["result_encoding"] = TypeAttr(enc)
    state.operands = [src] + dims + [size]
    state.result_types = [t]
    _attrs_with(p, state, keyword=False)


def _print_tensor_import(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    src = op.operand(0)
    pr.print(" ")
    pr.print_operand(src)
    pr.print(" : ")
    pr.print_type(src.type)
    pr.print(" -> ")
    _print_sized_type(pr, _type_of(op.get_attr("result_encoding")), op.operands[1:-1])
    pr.print(" in ")
    _print_resource(pr, op.results[0].type, op.operand(op.num_operands - 1))
    _print_attrs(pr, op, keyword=False)


class _LastOperandSize(FixedSizeAware):
    """Result 0 / operand 0 sized by the last operand (tensor import/export)."""

    def operand_size(self, op: Operation, index: int) -> Optional[Value]:
        return op.operand(op.num_operands - 1) if index == 0 and is_resource_type(op.operand(0).type) else None

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        return op.operand(op.num_operands - 1) if index == 0 and is_resource_type(op.results[0].type) else None


_register("stream.tensor.import", traits=(AffinityOp(requires=False, pins=True, attr_name="affinity"),
                                          _LastOperandSize()),
          parse=_parse_tensor_import, print=_print_tensor_import, inherent={"affinity", "result_encoding"})


def _parse_tensor_export(p, state: OperationState) -> None:
    _aff_on(state, p)
    src = p.parse_operand()
    p.parse_punctuation(":")
    enc, dims = _parse_encoding(p)
    p.parse_keyword("in")
    p.parse_type()
    size = _parse_size(p)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.properties["source_encoding"] = TypeAttr(enc)
    state.operands = [src] + dims + [size]
    _attrs_with(p, state, keyword=False)


def _print_tensor_export(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    src = op.operand(0)
    pr.print(" ")
    pr.print_operand(src)
    pr.print(" : ")
    _print_sized_type(pr, _type_of(op.get_attr("source_encoding")), op.operands[1:-1])
    pr.print(" in ")
    _print_resource(pr, src.type, op.operand(op.num_operands - 1))
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=False)


_register("stream.tensor.export", traits=(AffinityOp(requires=False, pins=True, attr_name="affinity"),
                                          _LastOperandSize()),
          parse=_parse_tensor_export, print=_print_tensor_export, inherent={"affinity", "source_encoding"})


_UNUSED = DialectType("util", "unused")


def _parse_encoded_type(p) -> Tuple[Type, List[Value], Optional[Type], Optional[Value], Optional[Value]]:
    """`enc{dims} in T{%size}` | `enc{dims} in %tied{%size}` | `T` →
    (encoding, dims, resource type or None, size or None, tied value or None)."""
    t = p.parse_type()
    dims = _parse_sizes_for(p, t)
    if not p.parse_optional_keyword("in"):
        return t, dims, None, None, None
    tied = p.parse_optional_operand()
    if tied is not None:
        return t, dims, tied.type, _parse_size(p), tied
    rt = p.parse_type()
    return t, dims, rt, _parse_size(p), None


def _parse_tensor_dispatch(p, state: OperationState) -> None:
    _aff_on(state, p)
    state.properties["entry_points"] = _parse_entry_points(p)
    workload = _parse_optional_square_operands(p)
    p.parse_punctuation("(")
    operands: List[Value] = []
    if not p.parse_optional_punctuation(")"):
        operands = p.parse_operand_list()
        p.parse_punctuation(")")
    _attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    op_encs: List[Attribute] = []
    op_sizes: List[Value] = []
    op_dims: List[Value] = []
    p.parse_punctuation("(")
    if not p.parse_optional_punctuation(")"):
        while True:
            enc, dims, rt, size, _ = _parse_encoded_type(p)
            if rt is None:
                op_encs.append(TypeAttr(_UNUSED))
            else:
                op_encs.append(TypeAttr(enc))
                op_dims.extend(dims)
                op_sizes.append(size)
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    p.parse_punctuation("->")
    res_encs: List[Attribute] = []
    res_types: List[Type] = []
    res_sizes: List[Value] = []
    res_dims: List[Value] = []
    ties: List[int] = []

    def one_result():
        enc, dims, rt, size, tied = _parse_encoded_type(p)
        if rt is None:
            rt = enc
        else:
            res_dims.extend(dims)
            res_sizes.append(size)
        res_encs.append(TypeAttr(enc))
        res_types.append(rt)
        ties.append(next((i for i, a in enumerate(operands) if a is tied), -1) if tied is not None else -1)

    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            while True:
                one_result()
                if not p.parse_optional_punctuation(","):
                    break
            p.parse_punctuation(")")
    else:
        one_result()
    state.operands = workload + operands + op_sizes + op_dims + res_sizes + res_dims
    state.properties[SEGMENTS] = segment_property(
        (len(workload), len(operands), len(op_sizes), len(op_dims), len(res_sizes), len(res_dims)))
    state.properties["operand_encodings"] = ArrayAttr(tuple(op_encs))
    state.properties["result_encodings"] = ArrayAttr(tuple(res_encs))
    state.result_types = res_types
    _set_tied(state, ties, always=True)


def _print_tensor_dispatch(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    _print_entry_points(pr, op)
    _print_optional_square_operands(pr, _group(op, "workload"))
    operands = _group(op, "mixed_operands")
    pr.print("(")
    pr.print_operands(operands)
    pr.print(")")
    _print_attrs(pr, op, keyword=False, extra_elided=("operand_encodings", "result_encodings"))
    pr.print(" : (")
    op_encs = list(op.get_attr("operand_encodings") or ())
    sizes = _group(op, "operand_sizes")
    dims = _group(op, "operand_encoding_dims")
    k = d = 0
    for i, v in enumerate(operands):
        if i:
            pr.print(", ")
        if is_resource_type(v.type):
            enc = _type_of(op_encs[i]) if i < len(op_encs) else v.type
            chunk, d = _take(dims, d, enc)
            _print_sized_type(pr, enc, chunk)
            pr.print(" in ")
            _print_resource(pr, v.type, sizes[k])
            k += 1
        else:
            pr.print_type(v.type)
    pr.print(") -> ")
    res_encs = list(op.get_attr("result_encodings") or ())
    rsizes = _group(op, "result_sizes")
    rdims = _group(op, "result_encoding_dims")
    ties = _tied_list(op)
    n = op.num_results
    if n != 1:
        pr.print("(")
    k = d = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        if is_resource_type(r.type):
            enc = _type_of(res_encs[i]) if i < len(res_encs) else r.type
            chunk, d = _take(rdims, d, enc)
            _print_sized_type(pr, enc, chunk)
            pr.print(" in ")
            if 0 <= ties[i] < len(operands):
                pr.print_operand(operands[ties[i]])
                _print_size(pr, rsizes[k])
            else:
                _print_resource(pr, r.type, rsizes[k])
            k += 1
        else:
            pr.print_type(r.type)
    if n != 1:
        pr.print(")")


_register("stream.tensor.dispatch",
          traits=(AFF_STREAM, _STREAMABLE, TiedOp(operand_group="mixed_operands"),
                  OperandSegments(("workload", "mixed_operands", "operand_sizes", "operand_encoding_dims",
                                   "result_sizes", "result_encoding_dims")),
                  GroupSizeAware(operand_group="mixed_operands", operand_size_group="operand_sizes")),
          parse=_parse_tensor_dispatch, print=_print_tensor_dispatch,
          inherent={"affinity", "entry_points", "operand_encodings", "result_encodings", TIED, SEGMENTS})


# -- timepoints ----------------------------------------------------------------------------


def _parse_timepoint_import(p, state: OperationState) -> None:
    _aff_on(state, p)
    operands = p.parse_operand_list()
    p.parse_punctuation(":")
    p.parse_punctuation("(")
    p.parse_type_list()
    p.parse_punctuation(")")
    _parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.operands = operands
    _attrs_with(p, state, keyword=True)


def _print_timepoint_import(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print(" : (")
    pr.print_types([v.type for v in op.operands])
    pr.print(") => ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.timepoint.import", traits=(AFF_STREAM,), parse=_parse_timepoint_import,
          print=_print_timepoint_import, inherent={"affinity"})


def _parse_timepoint_export(p, state: OperationState) -> None:
    _aff_on(state, p)
    tp = p.parse_operand()
    _parse_fat_arrow(p)
    p.parse_punctuation("(")
    state.result_types = p.parse_type_list()
    p.parse_punctuation(")")
    state.operands = [tp]
    _attrs_with(p, state, keyword=True)


def _print_timepoint_export(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" => (")
    pr.print_types([r.type for r in op.results])
    pr.print(")")
    _print_attrs(pr, op, keyword=True)


_register("stream.timepoint.export", traits=(AFF_STREAM,), parse=_parse_timepoint_export,
          print=_print_timepoint_export, inherent={"affinity"})


def _parse_timepoint_barrier(p, state: OperationState) -> None:
    _aff_on(state, p)
    r = p.parse_operand()
    p.parse_punctuation(":")
    t = p.parse_type()
    size = _parse_size(p)
    _parse_fat_arrow(p)
    state.result_types = [t, p.parse_type()]
    state.operands = [r, size]
    _attrs_with(p, state, keyword=True)


def _print_timepoint_barrier(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    _print_resource(pr, op.operand(0).type, op.operand(1))
    pr.print(" => ")
    pr.print_type(op.results[1].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.timepoint.barrier",
          traits=(AFF_STREAM, TiedOp(fixed=((0, 0),)), FixedSizeAware(operands=((0, 1),), results=((0, 1),))),
          parse=_parse_timepoint_barrier, print=_print_timepoint_barrier, inherent={"affinity"},
          result_names=_result_names_fixed("result", "result_timepoint"))


def _parse_timepoint_chain_external(p, state: OperationState) -> None:
    _aff_on(state, p)
    tp = p.parse_operand()
    _parse_fat_arrow(p)
    p.parse_punctuation("(")
    values = p.parse_operand_list()
    p.parse_punctuation(":")
    p.parse_type_list()
    p.parse_punctuation(")")
    state.operands = [tp] + values
    _attrs_with(p, state, keyword=True)


def _print_timepoint_chain_external(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" => (")
    pr.print_operands(op.operands[1:])
    pr.print(" : ")
    pr.print_types([v.type for v in op.operands[1:]])
    pr.print(")")
    _print_attrs(pr, op, keyword=True)


_register("stream.timepoint.chain_external", traits=(AFF_STREAM,), parse=_parse_timepoint_chain_external,
          print=_print_timepoint_chain_external, inherent={"affinity"})


# -- resources -------------------------------------------------------------------------------


def _parse_resource_alloca(p, state: OperationState) -> None:
    p.parse_keyword("uninitialized")
    _aff_on(state, p)
    tp = _parse_optional_await(p)
    t = p.parse_type()
    size = _parse_size(p)
    _parse_fat_arrow(p)
    state.result_types = [t, p.parse_type()]
    state.operands = [size] + ([tp] if tp is not None else [])
    _attrs_with(p, state, keyword=True)


def _print_resource_alloca(pr, op: Operation) -> None:
    pr.print(" uninitialized")
    _print_optional_affinity(pr, op)
    _print_optional_await(pr, op.operand(1) if op.num_operands > 1 else None)
    pr.print(" ")
    _print_resource(pr, op.results[0].type, op.operand(0))
    pr.print(" => ")
    pr.print_type(op.results[1].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.resource.alloca", traits=(AFF_STREAM, ALLOC, FixedSizeAware(results=((0, 0),))),
          parse=_parse_resource_alloca, print=_print_resource_alloca, inherent={"affinity"},
          result_names=_result_names_fixed("result", "result_timepoint"))


def _parse_resource_dealloca(p, state: OperationState) -> None:
    _aff_on(state, p)
    tp = _parse_optional_await(p)
    r = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    size = _parse_size(p)
    _parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.operands = [r, size] + ([tp] if tp is not None else [])
    _attrs_with(p, state, keyword=True)


def _print_resource_dealloca(pr, op: Operation) -> None:
    _print_optional_affinity(pr, op)
    _print_optional_await(pr, op.operand(2) if op.num_operands > 2 else None)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    _print_resource(pr, op.operand(0).type, op.operand(1))
    pr.print(" => ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.resource.dealloca", traits=(AFF_STREAM, MemoryEffects(("free",)),
                                              FixedSizeAware(operands=((0, 1),))),
          parse=_parse_resource_dealloca, print=_print_resource_dealloca, inherent={"affinity"})


# -- command buffers ----------------------------------------------------------------------------


def _parse_cmd_execute(p, state: OperationState) -> None:
    if p.parse_optional_keyword("once"):
        state.properties["once"] = UnitAttr()
    _aff_on(state, p)
    tp = _parse_optional_await(p)
    operands, sizes, args = _parse_captures(p)
    region = p.parse_region(arguments=args)
    _ensure_terminator(region, state.location, "stream.yield")
    _parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.regions = [region]
    waits = [tp] if tp is not None else []
    state.operands = operands + sizes + waits
    state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), len(waits)))
    _attrs_with(p, state, keyword=True)


def _print_cmd_execute(pr, op: Operation) -> None:
    if op.get_attr("once") is not None:
        pr.print(" once")
    _print_optional_affinity(pr, op)
    waits = _group(op, "await_timepoint")
    _print_optional_await(pr, waits[0] if waits else None)
    _print_captures(pr, op)
    pr.print(" ")
    _print_region_without_implicit_terminator(pr, op.regions[0], "stream.yield")
    pr.print(" => ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


_register("stream.cmd.execute",
          traits=(AFF_STREAM, OperandSegments(("resource_operands", "resource_operand_sizes", "await_timepoint")),
                  GroupSizeAware(result_size_group=None), ExecuteLikeRegionBranch(), RecursiveEffects(),
                  SingleBlock()),
          parse=_parse_cmd_execute, print=_print_cmd_execute, inherent={"affinity", "once", SEGMENTS})

_ACCESS_KEYWORDS = {"ro": 1, "wo": 2, "rw": 3}
_ACCESS_NAMES = {v: k for k, v in _ACCESS_KEYWORDS.items()}


def _parse_cmd_dispatch(p, state: OperationState) -> None:
    state.properties["entry_points"] = _parse_entry_points(p)
    workload = _parse_optional_square_operands(p)
    uniform: List[Value] = []
    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            uniform = p.parse_operand_list()
            p.parse_punctuation(":")
            p.parse_type_list()
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
            resources.append(p.parse_operand())
            p.parse_punctuation("[")
            offsets.append(p.parse_operand())
            p.parse_keyword("for")
            lengths.append(p.parse_operand())
            p.parse_punctuation("]")
            p.parse_punctuation(":")
            p.parse_type()
            sizes.append(_parse_size(p))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation("}")
    state.operands = workload + uniform + resources + sizes + offsets + lengths
    state.properties[SEGMENTS] = segment_property(
        (len(workload), len(uniform), len(resources), len(sizes), len(offsets), len(lengths)))
    state.properties["resource_accesses"] = ArrayAttr(tuple(accesses))
    _attrs_with(p, state, keyword=True)


def _print_cmd_dispatch(pr, op: Operation) -> None:
    pr.print(" ")
    _print_entry_points(pr, op)
    _print_optional_square_operands(pr, _group(op, "workload"))
    uniform = _group(op, "uniform_operands")
    if uniform:
        pr.print("(")
        pr.print_operands(uniform)
        pr.print(" : ")
        pr.print_types([v.type for v in uniform])
        pr.print(")")
    resources = _group(op, "resource_operands")
    sizes = _group(op, "resource_operand_sizes")
    offsets = _group(op, "resource_operand_offsets")
    lengths = _group(op, "resource_operand_lengths")
    accesses = list(op.get_attr("resource_accesses") or ())
    indent = _current_indent(pr)
    pr.print(" {")
    for i, r in enumerate(resources):
        pr.print("," if i else "")
        pr.print("\n" + indent + "  ")
        acc = accesses[i].value if i < len(accesses) and isinstance(accesses[i], IntegerAttr) else 3
        pr.print(_ACCESS_NAMES.get(acc, "rw") + " ")
        pr.print_operand(r)
        pr.print("[")
        pr.print_operand(offsets[i])
        pr.print(" for ")
        pr.print_operand(lengths[i])
        pr.print("] : ")
        _print_resource(pr, r.type, sizes[i])
    pr.print("\n" + indent + "}")
    _print_attrs(pr, op, keyword=True)


def _current_indent(pr) -> str:
    """The printer's indentation of the op line being printed."""
    level = getattr(pr, "indent", 0)
    return level if isinstance(level, str) else " " * int(level or 0)


_register("stream.cmd.dispatch",
          traits=(OperandSegments(("workload", "uniform_operands", "resource_operands", "resource_operand_sizes",
                                   "resource_operand_offsets", "resource_operand_lengths")),
                  GroupSizeAware(result_size_group=None)),
          parse=_parse_cmd_dispatch, print=_print_cmd_dispatch,
          inherent={"entry_points", "resource_accesses", SEGMENTS})


def _parse_cmd_copy(p, state: OperationState) -> None:
    src = p.parse_operand()
    p.parse_punctuation("[")
    soff = p.parse_operand()
    p.parse_punctuation("]")
    p.parse_punctuation(",")
    tgt = p.parse_operand()
    p.parse_punctuation("[")
    toff = p.parse_operand()
    p.parse_punctuation("]")
    p.parse_punctuation(",")
    length = p.parse_operand()
    p.parse_punctuation(":")
    p.parse_type()
    ssize = _parse_size(p)
    p.parse_punctuation("->")
    p.parse_type()
    tsize = _parse_size(p)
    state.operands = [src, ssize, soff, tgt, tsize, toff, length]
    _attrs_with(p, state, keyword=True)


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
    _print_resource(pr, o[0].type, o[1])
    pr.print(" -> ")
    _print_resource(pr, o[3].type, o[4])
    _print_attrs(pr, op, keyword=True)


_register("stream.cmd.copy", traits=(FixedSizeAware(operands=((0, 1), (3, 4))),),
          parse=_parse_cmd_copy, print=_print_cmd_copy)


def _cmd_flush_like(keyword: str):
    def parse(p, state: OperationState) -> None:
        _parse_optional_affinity(p, state, keyword, "source_affinity")
        tgt = p.parse_operand()
        p.parse_punctuation("[")
        off = p.parse_operand()
        p.parse_keyword("for")
        length = p.parse_operand()
        p.parse_punctuation("]")
        p.parse_punctuation(":")
        p.parse_type()
        size = _parse_size(p)
        state.operands = [tgt, size, off, length]
        _attrs_with(p, state, keyword=True)

    def print_(pr, op: Operation) -> None:
        _print_optional_affinity(pr, op, keyword, "source_affinity")
        o = op.operands
        pr.print(" ")
        pr.print_operand(o[0])
        pr.print("[")
        pr.print_operand(o[2])
        pr.print(" for ")
        pr.print_operand(o[3])
        pr.print("] : ")
        _print_resource(pr, o[0].type, o[1])
        _print_attrs(pr, op, keyword=True)

    return parse, print_


_p, _q = _cmd_flush_like("to")
_register("stream.cmd.flush", traits=(FixedSizeAware(operands=((0, 1),)),), parse=_p, print=_q,
          inherent={"source_affinity"})
_p, _q = _cmd_flush_like("from")
_register("stream.cmd.invalidate", traits=(FixedSizeAware(operands=((0, 1),)),), parse=_p, print=_q,
          inherent={"source_affinity"})


# -- executables ------------------------------------------------------------------------------


def _executable_end(op_name: str) -> str:
    return "stream.executable.end" if op_name.startswith("stream.") else "flow.executable_end"


def _parse_executable(p, state: OperationState) -> None:
    _visibility(p, state)
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    _attrs_with(p, state, keyword=True)
    region = p.parse_region()
    _ensure_terminator(region, state.location, _executable_end(state.name))
    state.regions = [region]


def _print_executable(pr, op: Operation) -> None:
    _print_visibility(pr, op)
    pr.print(" ")
    pr.print_symbol(op.get_attr("sym_name").value)
    _print_attrs(pr, op, keyword=True)
    pr.print(" ")
    _print_region_without_implicit_terminator(pr, op.regions[0], _executable_end(op.name))


_EXECUTABLE_TRAITS = (Symbol(), SymbolTable(), ObjectLike(), IsolatedFromAbove(), SingleBlock())
_register("stream.executable", traits=_EXECUTABLE_TRAITS, parse=_parse_executable, print=_print_executable,
          inherent={"sym_name", "sym_visibility"})
_register("flow.executable", traits=_EXECUTABLE_TRAITS, parse=_parse_executable, print=_print_executable,
          inherent={"sym_name", "sym_visibility"})
_register("stream.executable.end", traits=(Terminator(), PURE))
_register("flow.executable_end", traits=(Terminator(), PURE))


def _parse_workgroup_count_region(p, state: OperationState) -> None:
    if not p.parse_optional_keyword("workgroups"):
        state.regions = [Region()]
        return
    args = []
    p.parse_punctuation("(")
    if not p.parse_optional_punctuation(")"):
        while True:
            args.append(p.parse_argument(with_type=True))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    p.parse_punctuation("->")
    p.parse_punctuation("(")
    p.parse_type_list()
    p.parse_punctuation(")")
    state.regions = [p.parse_region(arguments=args)]


def _print_workgroup_count_region(pr, region: Region) -> None:
    if region.empty:
        return
    pr.print(" workgroups(")
    for i, a in enumerate(region.blocks[0].arguments):
        if i:
            pr.print(", ")
        pr.print_block_argument(a, with_type=True)
    pr.print(") -> (index, index, index) ")
    pr.print_region(region, print_entry_block_args=False)


def _parse_executable_export(p, state: OperationState) -> None:
    _visibility(p, state)
    ref = p.parse_symbol_name()
    state.properties["function_ref"] = SymbolRefAttr(ref)
    name = ref
    if p.parse_optional_keyword("as"):
        p.parse_punctuation("(")
        name = p.parse_string()
        p.parse_punctuation(")")
    state.properties["sym_name"] = StringAttr(name)
    _parse_workgroup_count_region(p, state)
    _attrs_with(p, state, keyword=True)


def _print_executable_export(pr, op: Operation) -> None:
    v = op.get_attr("sym_visibility")
    pr.print(" " + (v.value if isinstance(v, StringAttr) else "public") + " ")
    ref = op.get_attr("function_ref")
    name = op.get_attr("sym_name").value
    ref_name = ref.root if isinstance(ref, SymbolRefAttr) else name
    pr.print_symbol(ref_name)
    if ref_name != name:
        pr.print(" as(")
        pr.print_string(name)
        pr.print(")")
    if op.regions and not op.regions[0].empty:
        _print_workgroup_count_region(pr, op.regions[0])
    else:
        pr.print(" ")
    _print_attrs(pr, op, keyword=True)


_register("stream.executable.export", traits=(Symbol(), IsolatedFromAbove()),
          parse=_parse_executable_export, print=_print_executable_export,
          inherent={"sym_name", "sym_visibility", "function_ref"})
_register("flow.executable.export", traits=(Symbol(), IsolatedFromAbove()),
          parse=_parse_executable_export, print=_print_executable_export,
          inherent={"sym_name", "sym_visibility", "function_ref", "workgroup_size", "subgroup_size"})


def _parse_return_like(p, state: OperationState) -> None:
    _attrs_with(p, state, keyword=False)
    first = p.parse_optional_operand()
    if first is None:
        return
    operands = [first]
    while p.parse_optional_punctuation(","):
        operands.append(p.parse_operand())
    p.parse_punctuation(":")
    p.parse_type_list()
    state.operands = operands


def _print_return_like(pr, op: Operation) -> None:
    _print_attrs(pr, op, keyword=False)
    if op.num_operands:
        pr.print(" ")
        pr.print_operands(op.operands)
        pr.print(" : ")
        pr.print_types([v.type for v in op.operands])


_register("stream.return", traits=(Terminator(), ReturnLike(), PURE), parse=_parse_return_like,
          print=_print_return_like)
_register("flow.return", traits=(Terminator(), ReturnLike(), RegionBranchTerminator(), PURE),
          parse=_parse_return_like, print=_print_return_like)


def _parse_binding_subspan(p, state: OperationState) -> None:
    binding = p.parse_operand()
    p.parse_punctuation("[")
    off = p.parse_operand()
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    p.parse_type()
    p.parse_punctuation("->")
    t = p.parse_type()
    dims = _parse_sizes_for(p, t)
    state.operands = [binding, off] + dims
    state.result_types = [t]
    _attrs_with(p, state, keyword=True)


def _print_binding_subspan(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operand(op.operand(1))
    pr.print("] : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    _print_sized_type(pr, op.results[0].type, op.operands[2:])
    _print_attrs(pr, op, keyword=True)


_register("stream.binding.subspan", traits=(PURE,), parse=_parse_binding_subspan, print=_print_binding_subspan)


# -- dispatch tensor load/store (flow.* in iree-opt 3.2.0, iree_tensor_ext.* later) --------------

_DYNAMIC = -(2 ** 63)


def _parse_mixed_list(p, keyword: str) -> Tuple[List[Value], List[int]]:
    """`keyword = [%a, 4, ...]` → (dynamic values, static entries with
    `_DYNAMIC` marking a dynamic one)."""
    p.parse_keyword(keyword)
    p.parse_punctuation("=")
    p.parse_punctuation("[")
    values: List[Value] = []
    static: List[int] = []
    if not p.parse_optional_punctuation("]"):
        while True:
            v = p.parse_optional_operand()
            if v is not None:
                values.append(v)
                static.append(_DYNAMIC)
            else:
                static.append(p.parse_integer())
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation("]")
    return values, static


def _print_mixed_list(pr, keyword: str, values: Sequence[Value], static: Sequence[int]) -> None:
    pr.print(f"{keyword} = [")
    k = 0
    for i, s in enumerate(static):
        if i:
            pr.print(", ")
        if s == _DYNAMIC and k < len(values):
            pr.print_operand(values[k])
            k += 1
        else:
            pr.print(str(s))
    pr.print("]")


def _static_list(op: Operation, name: str) -> List[int]:
    a = op.get_attr(name)
    return [int(v) for v in a.values] if isinstance(a, DenseArrayAttr) else []


_TENSOR_SLICE_INHERENT = {"static_offsets", "static_sizes", "static_strides", SEGMENTS}


def _parse_dispatch_tensor_load(p, state: OperationState) -> None:
    src = p.parse_operand()
    mixed = []
    for kw in ("offsets", "sizes", "strides"):
        p.parse_punctuation(",")
        mixed.append(_parse_mixed_list(p, kw))
    p.parse_punctuation(":")
    st = p.parse_type()
    sdims = _parse_sizes_for(p, st)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.operands = [src] + sdims + mixed[0][0] + mixed[1][0] + mixed[2][0]
    state.properties[SEGMENTS] = segment_property((1, len(sdims), len(mixed[0][0]), len(mixed[1][0]),
                                                   len(mixed[2][0])))
    for (values, static), name in zip(mixed, ("static_offsets", "static_sizes", "static_strides")):
        state.properties[name] = DenseArrayAttr(_I64, tuple(static))
    _attrs_with(p, state, keyword=True)


def _print_dispatch_tensor_mixed(pr, op: Operation) -> None:
    for kw in ("offsets", "sizes", "strides"):
        pr.print(", ")
        _print_mixed_list(pr, kw, _group(op, kw), _static_list(op, "static_" + kw))


def _print_dispatch_tensor_load(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    _print_dispatch_tensor_mixed(pr, op)
    pr.print(" : ")
    _print_sized_type(pr, op.operand(0).type, _group(op, "source_dims"))
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


def _parse_dispatch_tensor_store(p, state: OperationState) -> None:
    value = p.parse_operand()
    p.parse_punctuation(",")
    target = p.parse_operand()
    mixed = []
    for kw in ("offsets", "sizes", "strides"):
        p.parse_punctuation(",")
        mixed.append(_parse_mixed_list(p, kw))
    p.parse_punctuation(":")
    p.parse_type()
    p.parse_punctuation("->")
    tt = p.parse_type()
    tdims = _parse_sizes_for(p, tt)
    state.operands = [value, target] + tdims + mixed[0][0] + mixed[1][0] + mixed[2][0]
    state.properties[SEGMENTS] = segment_property((1, 1, len(tdims), len(mixed[0][0]), len(mixed[1][0]),
                                                   len(mixed[2][0])))
    for (values, static), name in zip(mixed, ("static_offsets", "static_sizes", "static_strides")):
        state.properties[name] = DenseArrayAttr(_I64, tuple(static))
    _attrs_with(p, state, keyword=True)


def _print_dispatch_tensor_store(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(", ")
    pr.print_operand(op.operand(1))
    _print_dispatch_tensor_mixed(pr, op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    _print_sized_type(pr, op.operand(1).type, _group(op, "target_dims"))
    _print_attrs(pr, op, keyword=True)


def _parse_workgroup_count_from_slice(p, state: OperationState) -> None:
    operands: List[Value] = []
    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            operands = p.parse_operand_list()
            p.parse_punctuation(")")
    else:
        first = p.parse_optional_operand()
        if first is not None:
            operands = [first]
            while p.parse_optional_punctuation(","):
                operands.append(p.parse_operand())
    state.operands = operands
    state.result_types = [index, index, index]
    _attrs_with(p, state, keyword=False)


def _print_workgroup_count_from_slice(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    _print_attrs(pr, op, keyword=False)


for _dialect in ("flow", "iree_tensor_ext"):
    _register(f"{_dialect}.dispatch.tensor.load",
              traits=(PURE, OperandSegments(("source", "source_dims", "offsets", "sizes", "strides"))),
              parse=_parse_dispatch_tensor_load, print=_print_dispatch_tensor_load,
              inherent=_TENSOR_SLICE_INHERENT)
    _register(f"{_dialect}.dispatch.tensor.store",
              traits=(MemoryEffects(("write",)),
                      OperandSegments(("value", "target", "target_dims", "offsets", "sizes", "strides"))),
              parse=_parse_dispatch_tensor_store, print=_print_dispatch_tensor_store,
              inherent=_TENSOR_SLICE_INHERENT)
    _register(f"{_dialect}.dispatch.workgroup_count_from_slice", traits=(PURE,),
              parse=_parse_workgroup_count_from_slice, print=_print_workgroup_count_from_slice,
              result_names=_result_names_fixed("x", "y", "z"))


# -- flow dispatch regions, channels and collectives ------------------------------------------------


def _parse_optional_count_region(p, state: OperationState) -> Region:
    if not p.parse_optional_keyword("count"):
        return Region()
    args = []
    p.parse_punctuation("(")
    if not p.parse_optional_punctuation(")"):
        while True:
            args.append(p.parse_argument(with_type=True))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    p.parse_punctuation("->")
    p.parse_punctuation("(")
    p.parse_type_list()
    p.parse_punctuation(")")
    return p.parse_region(arguments=args)


def _print_optional_count_region(pr, region: Region) -> None:
    if region.empty:
        return
    pr.print(" count(")
    for i, a in enumerate(region.blocks[0].arguments):
        if i:
            pr.print(", ")
        pr.print_block_argument(a, with_type=True)
    pr.print(") -> (index, index, index) ")
    pr.print_region(region, print_entry_block_args=False)


def _parse_dispatch_region(p, state: OperationState) -> None:
    workload = _parse_optional_square_operands(p)
    p.parse_punctuation("->")
    p.parse_punctuation("(")
    types: List[Type] = []
    dims: List[Value] = []
    if not p.parse_optional_punctuation(")"):
        while True:
            t = p.parse_type()
            types.append(t)
            dims.extend(_parse_sizes_for(p, t))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    _attrs_with(p, state, keyword=True)
    body = p.parse_region()
    count = _parse_optional_count_region(p, state)
    state.regions = [body, count]
    state.operands = dims + workload
    state.properties[SEGMENTS] = segment_property((len(dims), len(workload)))
    state.result_types = types


def _print_dispatch_region(pr, op: Operation) -> None:
    _print_optional_square_operands(pr, _group(op, "workload"))
    pr.print(" -> (")
    dims = _group(op, "result_dims")
    pos = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        chunk, pos = _take(dims, pos, r.type)
        _print_sized_type(pr, r.type, chunk)
    pr.print(")")
    _print_attrs(pr, op, keyword=True)
    pr.print(" ")
    pr.print_region(op.regions[0])
    _print_optional_count_region(pr, op.regions[1])


_register("flow.dispatch.region", traits=(AFF, OperandSegments(("result_dims", "workload"))),
          parse=_parse_dispatch_region, print=_print_dispatch_region, inherent={SEGMENTS})


def _parse_dispatch_workgroups(p, state: OperationState) -> None:
    workload = _parse_optional_square_operands(p)
    p.parse_punctuation("(")
    args: List[Value] = []
    if not p.parse_optional_punctuation(")"):
        args = p.parse_operand_list()
        p.parse_punctuation(")")
    p.parse_punctuation(":")
    arg_dims, result_types, result_dims, ties = _parse_shaped_function_type(p, args)
    _attrs_with(p, state, keyword=True)
    p.parse_punctuation("=")
    p.parse_punctuation("(")
    block_args = []
    if not p.parse_optional_punctuation(")"):
        while True:
            block_args.append(p.parse_argument(with_type=True))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    body = p.parse_region(arguments=block_args)
    count = _parse_optional_count_region(p, state)
    state.regions = [body, count]
    state.operands = workload + args + arg_dims + result_dims
    state.properties[SEGMENTS] = segment_property((len(workload), len(args), len(arg_dims), len(result_dims)))
    state.result_types = result_types
    _set_tied(state, ties, always=True)


def _print_dispatch_workgroups(pr, op: Operation) -> None:
    _print_optional_square_operands(pr, _group(op, "workload"))
    args = _group(op, "arguments")
    pr.print("(")
    pr.print_operands(args)
    pr.print(") : ")
    _print_shaped_function_type(pr, op, args, _group(op, "argument_dims"), _group(op, "result_dims"),
                                _tied_list(op))
    _print_attrs(pr, op, keyword=True)
    pr.print(" =\n" + _current_indent(pr) + "    (")
    body = op.regions[0]
    if not body.empty:
        for i, a in enumerate(body.blocks[0].arguments):
            if i:
                pr.print(", ")
            pr.print_block_argument(a, with_type=True)
    pr.print(") ")
    pr.print_region(body, print_entry_block_args=False)
    _print_optional_count_region(pr, op.regions[1])


_register("flow.dispatch.workgroups",
          traits=(AFF, TiedOp(operand_group="arguments"), IsolatedFromAbove(),
                  OperandSegments(("workload", "arguments", "argument_dims", "result_dims"))),
          parse=_parse_dispatch_workgroups, print=_print_dispatch_workgroups, inherent={TIED, SEGMENTS})


def _parse_channel_default(p, state: OperationState) -> None:
    group = p.parse_optional_string()
    if group is not None:
        state.properties["group"] = StringAttr(group)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    _attrs_with(p, state, keyword=True)


def _print_channel_default(pr, op: Operation) -> None:
    g = op.get_attr("group")
    if isinstance(g, StringAttr):
        pr.print(" ")
        pr.print_string(g.value)
    pr.print(" : ")
    pr.print_type(op.results[0].type)
    _print_attrs(pr, op, keyword=True)


_register("flow.channel.default", traits=(AFF, PURE), parse=_parse_channel_default, print=_print_channel_default,
          inherent={"group"}, result_names=_result_names_fixed("default_channel"))

# Collectives: traits only (generic syntax); their custom forms carry enum
# attributes that no reference input uses.
for _name in ("all_gather", "all_reduce", "all_to_all", "reduce_scatter", "send_recv"):
    _register(f"flow.collective.{_name}", traits=(AFF, TiedOp()),
              inherent={TIED, "element_type", "reduction_op"})


#===----------------------------------------------------------------------===#
# IREE interfaces on generic ops (util/arith, defined in dfx.dialects)
#===----------------------------------------------------------------------===#


def attach_traits(name: str, *traits: object) -> OpDef:
    """Re-registers op |name| with |traits| added (creating a bare
    definition, generic syntax only, if the op is not registered yet).
    Traits of a class already present are replaced. Ops created before this
    call keep their old definition, so this runs at import time."""
    old = OP_DEFS.get(name)
    if old is None:
        opdef = OpDef(name, traits=tuple(traits))
    else:
        new_classes = {type(t) for t in traits}
        kept = tuple(t for t in old.traits if type(t) not in new_classes)
        opdef = OpDef(name, traits=kept + tuple(traits), parse=old.parse, print=old.print,
                      inherent=old.inherent, result_names=old.result_names,
                      block_arg_names=old.block_arg_names)
    register_op(opdef)
    return opdef


attach_traits("util.global", AffinityOp(requires_if_tensor=True, attr_name="stream.affinity"))
attach_traits("arith.constant", AffinityOp(requires_if_tensor=True, attr_name="stream.affinity"))
attach_traits("util.func", AffinityOp(requires=False, attr_name="stream.affinity"))
attach_traits("util.initializer", AffinityOp(requires=False, attr_name="stream.affinity"))
