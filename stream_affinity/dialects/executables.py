"""Executables and what their bodies use: `flow.executable`,
`stream.executable` and `hal.executable` (with `hal.executable.variant`)
with their exports, returns and binding subspans, and the dispatch tensor
load/store ops of dispatch bodies.

Function bodies and workgroup-count regions inside executables are kept
as text by the parser (dfx/syntax/raw_regions.py): only the ops below the
executable down to the function signatures are parsed.
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr, DialectAttr, StringAttr, SymbolRefAttr, i64 as _I64, index
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.invariants import INDEX, OpInvariants
from stream_affinity.dialects.common import parse_index_operands, parse_typed_operand, resolve_with_types
from dfx.ir.traits import (IsolatedFromAbove, MemoryEffects, ObjectLike, OperandSegments,
                           RegionBranchTerminator, ReturnLike, SingleBlock, Symbol, SymbolTable, Terminator)
from stream_affinity.dialects.common import (PURE, SEGMENTS, attrs_with, ensure_terminator, operands_named,
                                             parse_optional_index_triple_region, parse_sizes_for,
                                             parse_visibility_keyword, print_attrs,
                                             print_optional_index_triple_region,
                                             print_region_without_implicit_terminator, print_sized_type,
                                             print_visibility, register_iree_op, result_names_fixed,
                                             segment_property)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Sequence, Tuple



# -- executables ------------------------------------------------------------------------------


_EXECUTABLE_ENDS = {"stream.executable": "stream.executable.end", "flow.executable": "flow.executable_end",
                    "hal.executable": "hal.executable_end", "hal.executable.variant": "hal.executable.variant_end"}


def _parse_attrs_and_body(p, state: OperationState) -> None:
    """The shared tail of both ops: `attributes {...}` then the body, whose end op is implicit."""
    attrs_with(p, state, keyword=True)
    region = p.parse_region()
    ensure_terminator(region, state.location, _EXECUTABLE_ENDS[state.name])
    state.regions = [region]


def _print_attrs_and_body(pr, op: Operation) -> None:
    print_attrs(pr, op, keyword=True)
    pr.print(" ")
    print_region_without_implicit_terminator(pr, op.regions[0], _EXECUTABLE_ENDS[op.name])


def _parse_executable(p, state: OperationState) -> None:
    parse_visibility_keyword(p, state)
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    _parse_attrs_and_body(p, state)


def _print_executable(pr, op: Operation) -> None:
    print_visibility(pr, op)
    pr.print(" ")
    pr.print_symbol(op.get_attr("sym_name").value)
    _print_attrs_and_body(pr, op)


_EXECUTABLE_TRAITS = (Symbol(), SymbolTable(), ObjectLike(), IsolatedFromAbove(), SingleBlock())
_EXECUTABLE = OpInvariants(operands="", results="", regions=1, attrs="sym_name")
register_iree_op("stream.executable", traits=_EXECUTABLE_TRAITS, parse=_parse_executable, print=_print_executable,
                 inherent={"sym_name", "sym_visibility"}, invariants=_EXECUTABLE)
register_iree_op("flow.executable", traits=_EXECUTABLE_TRAITS, parse=_parse_executable, print=_print_executable,
                 inherent={"sym_name", "sym_visibility"}, invariants=_EXECUTABLE)
register_iree_op("stream.executable.end", traits=(Terminator(), PURE),
                 invariants=OpInvariants(operands="", results="", regions=0, parents="stream.executable"))
register_iree_op("flow.executable_end", traits=(Terminator(), PURE),
                 invariants=OpInvariants(operands="", results="", regions=0, parents="flow.executable"))






register_iree_op("hal.executable", traits=_EXECUTABLE_TRAITS, parse=_parse_executable, print=_print_executable,
                 inherent={"sym_name", "sym_visibility"}, invariants=_EXECUTABLE)
register_iree_op("hal.executable_end", traits=(Terminator(), PURE),
                 invariants=OpInvariants(operands="", results="", regions=0, parents="hal.executable"))


def _parse_variant(p, state: OperationState) -> None:
    """`public @name target(<...>) (objects([...]))? (attributes {...})? {body}`;
    the target prints without its `#hal.executable.target` prefix (or as an
    alias in iree-opt's output)."""
    parse_visibility_keyword(p, state)
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    p.parse_keyword("target")
    p.parse_punctuation("(")
    if p.kind == "<":
        state.properties["target"] = DialectAttr("hal", "executable.target", p.parse_angle_body())
    else:
        state.properties["target"] = p.parse_attribute()
    p.parse_punctuation(")")
    if p.parse_optional_keyword("objects"):
        p.parse_punctuation("(")
        state.properties["objects"] = p.parse_attribute()
        p.parse_punctuation(")")
    _parse_attrs_and_body(p, state)


def _print_variant(pr, op: Operation) -> None:
    print_visibility(pr, op)
    pr.print(" ")
    pr.print_symbol(op.get_attr("sym_name").value)
    target = op.get_attr("target")
    pr.print(" target(")
    if isinstance(target, DialectAttr) and target.full_name == "hal.executable.target" and target.params is not None:
        pr.print("<" + target.params + ">")
    else:
        pr.print_attribute(target)
    pr.print(")")
    objects = op.get_attr("objects")
    if objects is not None:
        pr.print(" objects(")
        pr.print_attribute(objects)
        pr.print(")")
    _print_attrs_and_body(pr, op)


register_iree_op("hal.executable.variant", traits=(Symbol(), SymbolTable(), IsolatedFromAbove(), SingleBlock()),
                 parse=_parse_variant, print=_print_variant,
                 inherent={"sym_name", "sym_visibility", "target", "objects"},
                 invariants=OpInvariants(operands="", results="", regions=1, attrs="sym_name, target",
                                         parents="hal.executable"))
register_iree_op("hal.executable.variant_end", traits=(Terminator(), PURE),
                 invariants=OpInvariants(operands="", results="", regions=0, parents="hal.executable.variant"))


def _parse_executable_export(p, state: OperationState) -> None:
    parse_visibility_keyword(p, state)
    ref = p.parse_symbol_name()
    state.properties["function_ref"] = SymbolRefAttr(ref)
    name = ref
    if p.parse_optional_keyword("as"):
        p.parse_punctuation("(")
        name = p.parse_string()
        p.parse_punctuation(")")
    state.properties["sym_name"] = StringAttr(name)
    state.regions = [parse_optional_index_triple_region(p, "workgroups")]
    attrs_with(p, state, keyword=True)


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
        print_optional_index_triple_region(pr, op.regions[0], "workgroups")
    else:
        pr.print(" ")
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.executable.export", traits=(Symbol(), IsolatedFromAbove()),
                 parse=_parse_executable_export, print=_print_executable_export,
                 inherent={"sym_name", "sym_visibility", "function_ref"},
                 invariants=OpInvariants(operands="", results="", regions=1, parents="stream.executable",
                                         attrs="function_ref, sym_name"))
register_iree_op("flow.executable.export", traits=(Symbol(), IsolatedFromAbove()),
                 parse=_parse_executable_export, print=_print_executable_export,
                 inherent={"sym_name", "sym_visibility", "function_ref", "workgroup_size", "subgroup_size"},
                 invariants=OpInvariants(operands="", results="", regions=1, parents="flow.executable",
                                         attrs="function_ref, sym_name"))


def _parse_return_like(p, state: OperationState) -> None:
    attrs_with(p, state, keyword=False)
    loc = p.mark()
    first = p.parse_optional_unresolved_operand()
    if first is None:
        return
    units = [first]
    while p.parse_optional_punctuation(","):
        units.append(p.parse_unresolved_operand())
    p.parse_punctuation(":")
    state.operands = resolve_with_types(p, units, p.parse_type_list(), loc, state.name)


def _print_return_like(pr, op: Operation) -> None:
    print_attrs(pr, op, keyword=False)
    if op.num_operands:
        pr.print(" ")
        pr.print_operands(op.operands)
        pr.print(" : ")
        pr.print_types([v.type for v in op.operands])


register_iree_op("stream.return", traits=(Terminator(), ReturnLike(), PURE), parse=_parse_return_like,
                 print=_print_return_like,
                 invariants=OpInvariants(results="", regions=0, parents="stream.executable.export"))
register_iree_op("flow.return", traits=(Terminator(), ReturnLike(), RegionBranchTerminator(), PURE),
                 parse=_parse_return_like, print=_print_return_like)
register_iree_op("hal.return", traits=(Terminator(), ReturnLike(), PURE), parse=_parse_return_like,
                 print=_print_return_like, invariants=OpInvariants(results="", regions=0))


def _parse_binding_subspan(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    off = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    binding = p.resolve_operand(u, type=p.parse_type())
    p.parse_punctuation("->")
    t = p.parse_type()
    dims = parse_sizes_for(p, t)
    state.operands = [binding, off] + dims
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_binding_subspan(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operand(op.operand(1))
    pr.print("] : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    print_sized_type(pr, op.results[0].type, op.operands[2:])
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.binding.subspan", traits=(PURE,), parse=_parse_binding_subspan, print=_print_binding_subspan,
                 invariants=OpInvariants(operands="binding, byte_offset, dynamic_dims*", results="result", regions=0,
                                         types={"byte_offset": INDEX, "dynamic_dims": INDEX}))


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
            u = p.parse_optional_unresolved_operand()
            if u is not None:
                values.append(p.resolve_operand(u, type=index))
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
_STATIC_LISTS = "static_offsets, static_sizes, static_strides"


def _parse_dispatch_tensor_load(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    mixed = []
    for kw in ("offsets", "sizes", "strides"):
        p.parse_punctuation(",")
        mixed.append(_parse_mixed_list(p, kw))
    p.parse_punctuation(":")
    st = p.parse_type()
    src = p.resolve_operand(u, type=st)
    sdims = parse_sizes_for(p, st)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.operands = [src] + sdims + mixed[0][0] + mixed[1][0] + mixed[2][0]
    state.properties[SEGMENTS] = segment_property((1, len(sdims), len(mixed[0][0]), len(mixed[1][0]),
                                                   len(mixed[2][0])))
    for (values, static), name in zip(mixed, ("static_offsets", "static_sizes", "static_strides")):
        state.properties[name] = DenseArrayAttr(_I64, tuple(static))
    attrs_with(p, state, keyword=True)


def _print_dispatch_tensor_mixed(pr, op: Operation) -> None:
    for kw in ("offsets", "sizes", "strides"):
        pr.print(", ")
        _print_mixed_list(pr, kw, operands_named(op, kw), _static_list(op, "static_" + kw))


def _print_dispatch_tensor_load(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    _print_dispatch_tensor_mixed(pr, op)
    pr.print(" : ")
    print_sized_type(pr, op.operand(0).type, operands_named(op, "source_dims"))
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


def _parse_dispatch_tensor_store(p, state: OperationState) -> None:
    uv = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    mixed = []
    for kw in ("offsets", "sizes", "strides"):
        p.parse_punctuation(",")
        mixed.append(_parse_mixed_list(p, kw))
    p.parse_punctuation(":")
    value = p.resolve_operand(uv, type=p.parse_type())
    p.parse_punctuation("->")
    tt = p.parse_type()
    target = p.resolve_operand(ut, type=tt)
    tdims = parse_sizes_for(p, tt)
    state.operands = [value, target] + tdims + mixed[0][0] + mixed[1][0] + mixed[2][0]
    state.properties[SEGMENTS] = segment_property((1, 1, len(tdims), len(mixed[0][0]), len(mixed[1][0]),
                                                   len(mixed[2][0])))
    for (values, static), name in zip(mixed, ("static_offsets", "static_sizes", "static_strides")):
        state.properties[name] = DenseArrayAttr(_I64, tuple(static))
    attrs_with(p, state, keyword=True)


def _print_dispatch_tensor_store(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(", ")
    pr.print_operand(op.operand(1))
    _print_dispatch_tensor_mixed(pr, op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    print_sized_type(pr, op.operand(1).type, operands_named(op, "target_dims"))
    print_attrs(pr, op, keyword=True)


def _parse_workgroup_count_from_slice(p, state: OperationState) -> None:
    operands: List[Value] = []
    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            operands = parse_index_operands(p)
            p.parse_punctuation(")")
    else:
        operands = parse_index_operands(p)
    state.operands = operands
    state.result_types = [index, index, index]
    attrs_with(p, state, keyword=False)


def _print_workgroup_count_from_slice(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    print_attrs(pr, op, keyword=False)


for _dialect in ("flow", "iree_tensor_ext"):
    register_iree_op(f"{_dialect}.dispatch.tensor.load",
                     traits=(PURE, OperandSegments(("source", "source_dims", "offsets", "sizes", "strides"))),
                     parse=_parse_dispatch_tensor_load, print=_print_dispatch_tensor_load,
                     inherent=_TENSOR_SLICE_INHERENT,
                     invariants=OpInvariants(operands="source, source_dims*, offsets*, sizes*, strides*",
                                             results="result", regions=0, attrs=_STATIC_LISTS,
                                             types={g: INDEX for g in ("source_dims", "offsets", "sizes", "strides")}))
    register_iree_op(f"{_dialect}.dispatch.tensor.store",
                     traits=(MemoryEffects(("write",)),
                      OperandSegments(("value", "target", "target_dims", "offsets", "sizes", "strides"))),
                     parse=_parse_dispatch_tensor_store, print=_print_dispatch_tensor_store,
                     inherent=_TENSOR_SLICE_INHERENT,
                     invariants=OpInvariants(operands="value, target, target_dims*, offsets*, sizes*, strides*",
                                             results="", regions=0, attrs=_STATIC_LISTS,
                                             types={g: INDEX for g in ("target_dims", "offsets", "sizes", "strides")}))
# 3.2.0's spelling (3.13's `iree_tensor_ext` one, in parentheses, is in
# tensor_ext.py); the parser also reads the parenthesized form.
register_iree_op("flow.dispatch.workgroup_count_from_slice", traits=(PURE,),
                 parse=_parse_workgroup_count_from_slice, print=_print_workgroup_count_from_slice,
                 result_names=result_names_fixed("x", "y", "z"),
                 invariants=OpInvariants(operands="operands*", results="x, y, z", regions=0,
                                         types={"x": INDEX, "y": INDEX, "z": INDEX}))
