"""The `stream` dialect, explicit resources and command buffers:
`stream.resource.alloca/dealloca` and `stream.cmd.*`.
"""

from __future__ import annotations

from dfx.dialects.func import FLAT_SYMBOL_REF
from dfx.ir.attributes import (ArrayAttr, Attribute, DictionaryAttr, FunctionType, IntegerAttr, StringAttr, Type,
                               TypeAttr, UnitAttr, i32)
from dfx.ir.core import Operation, OperationState, Region, Value
from dfx.ir.traits import (FunctionLike, IsolatedFromAbove, MemoryEffects, RecursiveEffects, RegionBranchOp,
                           RegionEdge, SingleBlock, Symbol, TiedOp)
from dfx.ir.invariants import INDEX, OpInvariants, SymbolUse
from dfx.ir.traits import OperandSegments
from stream_affinity.analysis.interfaces import TIMELINE, FixedSizeAware, GroupSizeAware, is_resource_type
from stream_affinity.dialects.common import (TIED, define_iree_op, parse_shaped_function_type,
                                             print_shaped_function_type, set_tied, tied_list)
from stream_affinity.dialects.stream_types import parse_access, print_access
from dfx.ir.attributes import index
from stream_affinity.dialects.common import parse_typed_operand, resolve_with_types, size_count
from stream_affinity.dialects.common import parse_sized_resource, print_sized_resource
from stream_affinity.dialects.common import parse_resource_slice, print_resource_slice
from stream_affinity.dialects.common import (AFF_STREAM, ALLOC, ANY_RESOURCE, SEGMENTS, SYMBOL_REFS, TIMEPOINT,
                                             aff_on, attrs_with, current_indent,
                                             ensure_terminator, operands_named, parse_captures,
                                             parse_entry_points, parse_fat_arrow, parse_optional_affinity,
                                             parse_optional_await, parse_optional_square_operands, parse_size,
                                             print_attrs, print_captures, print_entry_points,
                                             print_optional_affinity, print_optional_await,
                                             print_optional_square_operands,
                                             print_region_without_implicit_terminator, print_resource,
                                             register_iree_op, result_names_fixed, segment_property)
from stream_affinity.dialects.stream_async import ExecuteLikeRegionBranch

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional



# -- resources -------------------------------------------------------------------------------


def _parse_resource_alloca(p, state: OperationState) -> None:
    # `uninitialized on(X) await(%tp) => {attrs} T{%s} => !stream.timepoint`;
    # without an await, `:` stands for `await(...) =>`.
    p.parse_keyword("uninitialized")
    if p.parse_optional_keyword("indeterminate"):  # current releases
        state.properties["indeterminate_lifetime"] = UnitAttr()
    aff_on(state, p)
    tp = parse_optional_await(p)
    if tp is None:
        p.parse_punctuation(":")
    attrs_with(p, state, keyword=False)
    t = p.parse_type()
    size = parse_size(p)
    parse_fat_arrow(p)
    state.result_types = [t, p.parse_type()]
    state.operands = [size] + ([tp] if tp is not None else [])


def _print_resource_alloca(pr, op: Operation) -> None:
    pr.print(" uninitialized")
    if op.get_attr("indeterminate_lifetime") is not None:
        pr.print(" indeterminate")
    print_optional_affinity(pr, op)
    tp = op.operand(1) if op.num_operands > 1 else None
    print_optional_await(pr, tp)
    if tp is None:
        pr.print(" :")
    print_attrs(pr, op, keyword=False)
    pr.print(" ")
    print_resource(pr, op.results[0].type, op.operand(0))
    pr.print(" => ")
    pr.print_type(op.results[1].type)


register_iree_op("stream.resource.alloca", traits=(AFF_STREAM, ALLOC, FixedSizeAware(results=((0, 0),)), TIMELINE),
                 parse=_parse_resource_alloca, print=_print_resource_alloca,
                 inherent={"affinity", "indeterminate_lifetime"},
                 result_names=result_names_fixed("result", "result_timepoint"),
                 invariants=OpInvariants(operands="storage_size, await_timepoint?", results="result, result_timepoint",
                                         regions=0, types={"storage_size": INDEX, "await_timepoint": TIMEPOINT,
                                                           "result_timepoint": TIMEPOINT}))


def _parse_resource_dealloca(p, state: OperationState) -> None:
    if p.parse_optional_keyword("origin"):  # current releases
        state.properties["prefer_origin"] = UnitAttr()
    aff_on(state, p)
    tp = parse_optional_await(p)
    r, size = parse_sized_resource(p)
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.operands = [r, size] + ([tp] if tp is not None else [])
    attrs_with(p, state, keyword=False)


def _print_resource_dealloca(pr, op: Operation) -> None:
    if op.get_attr("prefer_origin") is not None:
        pr.print(" origin")
    print_optional_affinity(pr, op)
    print_optional_await(pr, op.operand(2) if op.num_operands > 2 else None)
    pr.print(" ")
    print_sized_resource(pr, op.operand(0), op.operand(1))
    pr.print(" => ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=False)


register_iree_op("stream.resource.dealloca", traits=(AFF_STREAM, MemoryEffects(("free",)), TIMELINE,
                                              FixedSizeAware(operands=((0, 1),))),
                 parse=_parse_resource_dealloca, print=_print_resource_dealloca,
                 inherent={"affinity", "prefer_origin"},
                 invariants=OpInvariants(operands="operand, operand_size, await_timepoint?",
                                         results="result_timepoint", regions=0,
                                         types={"operand_size": INDEX, "await_timepoint": TIMEPOINT,
                                                "result_timepoint": TIMEPOINT}))


# -- command buffers ----------------------------------------------------------------------------


def _parse_cmd_execute(p, state: OperationState) -> None:
    if p.parse_optional_keyword("once"):
        state.properties["once"] = UnitAttr()
    aff_on(state, p)
    tp = parse_optional_await(p)
    operands, sizes, args = parse_captures(p)
    region = p.parse_region(arguments=args)
    ensure_terminator(region, state.location, "stream.yield")
    parse_fat_arrow(p)
    state.result_types = [p.parse_type()]
    state.regions = [region]
    waits = [tp] if tp is not None else []
    state.operands = operands + sizes + waits
    state.properties[SEGMENTS] = segment_property((len(operands), len(sizes), len(waits)))
    attrs_with(p, state, keyword=True)


def _print_cmd_execute(pr, op: Operation) -> None:
    if op.get_attr("once") is not None:
        pr.print(" once")
    print_optional_affinity(pr, op)
    waits = operands_named(op, "await_timepoint")
    print_optional_await(pr, waits[0] if waits else None)
    print_captures(pr, op)
    pr.print(" ")
    print_region_without_implicit_terminator(pr, op.regions[0], "stream.yield")
    pr.print(" => ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.cmd.execute",
                 traits=(AFF_STREAM, OperandSegments(("resource_operands", "resource_operand_sizes", "await_timepoint")),
                  GroupSizeAware(result_size_group=None), ExecuteLikeRegionBranch(), RecursiveEffects(),
                  SingleBlock(), TIMELINE),
                 parse=_parse_cmd_execute, print=_print_cmd_execute, inherent={"affinity", "once", SEGMENTS},
                 invariants=OpInvariants(operands="resource_operands*, resource_operand_sizes*, await_timepoint?",
                                         results="result_timepoint", regions=1,
                                         types={"resource_operands": ANY_RESOURCE, "resource_operand_sizes": INDEX,
                                                "await_timepoint": TIMEPOINT, "result_timepoint": TIMEPOINT},
                                         dims=(("resource_operands", "resource_operand_sizes"),), dim_count=size_count))

_ACCESS_KEYWORDS = {"ro": 1, "wo": 2, "rw": 3}
_ACCESS_NAMES = {v: k for k, v in _ACCESS_KEYWORDS.items()}


def _parse_cmd_dispatch(p, state: OperationState) -> None:
    state.properties["entry_points"] = parse_entry_points(p)
    workload = parse_optional_square_operands(p)
    uniform: List[Value] = []
    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            loc = p.mark()
            units = p.parse_unresolved_operand_list()
            p.parse_punctuation(":")
            uniform = resolve_with_types(p, units, p.parse_type_list(), loc, state.name)
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
            resource, size, offset, length = parse_resource_slice(p)
            resources.append(resource)
            sizes.append(size)
            offsets.append(offset)
            lengths.append(length)
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation("}")
    state.operands = workload + uniform + resources + sizes + offsets + lengths
    state.properties[SEGMENTS] = segment_property(
        (len(workload), len(uniform), len(resources), len(sizes), len(offsets), len(lengths)))
    state.properties["resource_accesses"] = ArrayAttr(tuple(accesses))
    attrs_with(p, state, keyword=True)


def _print_cmd_dispatch(pr, op: Operation) -> None:
    pr.print(" ")
    print_entry_points(pr, op)
    print_optional_square_operands(pr, operands_named(op, "workload"))
    uniform = operands_named(op, "uniform_operands")
    if uniform:
        pr.print("(")
        pr.print_operands(uniform)
        pr.print(" : ")
        pr.print_types([v.type for v in uniform])
        pr.print(")")
    resources = operands_named(op, "resources")
    sizes = operands_named(op, "resource_sizes")
    offsets = operands_named(op, "resource_offsets")
    lengths = operands_named(op, "resource_lengths")
    accesses = list(op.get_attr("resource_accesses") or ())
    indent = current_indent(pr)
    pr.print(" {")
    for i, r in enumerate(resources):
        pr.print("," if i else "")
        pr.print("\n" + indent + "  ")
        acc = accesses[i].value if i < len(accesses) and isinstance(accesses[i], IntegerAttr) else 3
        pr.print(_ACCESS_NAMES.get(acc, "rw") + " ")
        print_resource_slice(pr, r, sizes[i], offsets[i], lengths[i])
    pr.print("\n" + indent + "}")
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.cmd.dispatch",
                 traits=(OperandSegments(("workload", "uniform_operands", "resources", "resource_sizes",
                                   "resource_offsets", "resource_lengths")),
                  GroupSizeAware(operand_group="resources", operand_size_group="resource_sizes",
                                 result_size_group=None)),
                 parse=_parse_cmd_dispatch, print=_print_cmd_dispatch,
                 inherent={"entry_points", "resource_accesses", SEGMENTS},
                 invariants=OpInvariants(
                     operands="workload*, uniform_operands*, resources*, resource_sizes*, "
                              "resource_offsets*, resource_lengths*",
                     results="", regions=0, attrs="entry_points, resource_accesses",
                     attr_kinds={"entry_points": SYMBOL_REFS},
                     types={g: INDEX for g in ("workload", "resource_sizes", "resource_offsets",
                                               "resource_lengths")}))


def _parse_cmd_copy(p, state: OperationState) -> None:
    us = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    soff = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    toff = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(",")
    length = parse_typed_operand(p, index)
    p.parse_punctuation(":")
    src = p.resolve_operand(us, type=p.parse_type())
    ssize = parse_size(p)
    p.parse_punctuation("->")
    tgt = p.resolve_operand(ut, type=p.parse_type())
    tsize = parse_size(p)
    state.operands = [src, ssize, soff, tgt, tsize, toff, length]
    attrs_with(p, state, keyword=True)


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
    print_resource(pr, o[0].type, o[1])
    pr.print(" -> ")
    print_resource(pr, o[3].type, o[4])
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.cmd.copy", traits=(FixedSizeAware(operands=((0, 1), (3, 4))),),
                 parse=_parse_cmd_copy, print=_print_cmd_copy,
                 invariants=OpInvariants(operands="source, source_size, source_offset, target, target_size, target_offset, "
                                                  "length", results="", regions=0,
                                         types={"source_size": INDEX, "source_offset": INDEX, "target_size": INDEX,
                                                "target_offset": INDEX, "length": INDEX}))


def _cmd_flush_like(keyword: str):
    def parse(p, state: OperationState) -> None:
        parse_optional_affinity(p, state, keyword, "source_affinity")
        state.operands = list(parse_resource_slice(p))
        attrs_with(p, state, keyword=True)

    def print_(pr, op: Operation) -> None:
        print_optional_affinity(pr, op, keyword, "source_affinity")
        pr.print(" ")
        o = op.operands
        print_resource_slice(pr, o[0], o[1], o[2], o[3])
        print_attrs(pr, op, keyword=True)

    return parse, print_


_p, _q = _cmd_flush_like("to")
register_iree_op("stream.cmd.flush", traits=(FixedSizeAware(operands=((0, 1),)),), parse=_p, print=_q,
                 inherent={"source_affinity"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_length", results="",
                                         regions=0, types={"target_size": INDEX, "target_offset": INDEX,
                                                           "target_length": INDEX}))
_p, _q = _cmd_flush_like("from")
register_iree_op("stream.cmd.invalidate", traits=(FixedSizeAware(operands=((0, 1),)),), parse=_p, print=_q,
                 inherent={"source_affinity"},
                 invariants=OpInvariants(operands="target, target_size, target_offset, target_length", results="",
                                         regions=0, types={"target_size": INDEX, "target_offset": INDEX,
                                                           "target_length": INDEX}))


#===----------------------------------------------------------------------===#
# Command structure and the other commands (declarative formats)
#===----------------------------------------------------------------------===#

_CMD_PARENTS = ("stream.cmd.execute", "stream.cmd.serial", "stream.cmd.concurrent")


class CmdWaveRegionBranch(RegionBranchOp):
    """`stream.cmd.serial` / `stream.cmd.concurrent`: control enters the
    body (no inputs) and leaves it with nothing (no results)."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        return [RegionEdge(0, (), ())]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        return [RegionEdge(None, (), ())]

    def __eq__(self, other) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))


for _name in ("stream.cmd.serial", "stream.cmd.concurrent"):
    define_iree_op(_name, regions="AnyRegion:$body", format="$body attr-dict-with-keyword",
                   implicit_terminator="stream.yield",
                   traits=(RecursiveEffects(), CmdWaveRegionBranch(), SingleBlock()),
                   invariants={"parents": _CMD_PARENTS})

define_iree_op(
    "stream.cmd.fill",
    arguments="Stream_AnyStreamResource:$target, Stream_Size:$target_size, Stream_Offset:$target_offset, "
              "Stream_Size:$target_length, Stream_NativeFillPatternType:$value",
    format="$value `,` $target `[` $target_offset `for` $target_length `]` `:` type($value) `->` "
           "type($target) `` `{` $target_size `}` attr-dict-with-keyword",
    traits=(FixedSizeAware(operands=((0, 1),)), MemoryEffects(("write",))))
define_iree_op(
    "stream.cmd.discard",
    arguments="Stream_AnyResource:$target, Stream_Size:$target_size, Stream_Offset:$target_offset, "
              "Stream_Size:$target_length",
    format="$target `[` $target_offset `for` $target_length `]` `:` type($target) `` `{` $target_size `}` "
           "attr-dict-with-keyword",
    traits=(FixedSizeAware(operands=((0, 1),)), MemoryEffects(("write",))))
define_iree_op(
    "stream.cmd.collective",
    arguments="Stream_CollectiveAttr:$op, Stream_Channel:$channel, Stream_Size:$element_count, Optional<I32>:$param, "
              "Variadic<Stream_AnyStreamResource>:$resources, Variadic<Stream_Size>:$resource_sizes, "
              "Variadic<Stream_Offset>:$resource_offsets, Variadic<Stream_Size>:$resource_lengths, "
              "Stream_ResourceAccessArrayAttr:$resource_accesses",
    format="`` $op `` `[` $element_count `]` `channel` `(` $channel `)` (`param` `(` $param^ `:` type($param) `)`)? "
           "`{` custom<DispatchResources>($resources, type($resources), $resource_sizes, $resource_offsets, "
           "$resource_lengths, $resource_accesses) `\\n` `}` attr-dict-with-keyword",
    traits=(GroupSizeAware(operand_group="resources", operand_size_group="resource_sizes", result_size_group=None),
            MemoryEffects(("read", "write"))))


# -- stream.cmd.func: `@f(%arg0[%arg1 for %arg2]: !stream.resource<*> {attrs}, %arg3: index) -> T` --------


def _parse_cmd_func(p, state: OperationState) -> None:
    from dfx.dialects.func import parse_visibility
    visibility = parse_visibility(p)
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    if visibility is not None:
        state.properties["sym_visibility"] = StringAttr(visibility)
    inputs: List[Type] = []
    arg_attrs: List[Attribute] = []

    def one_arg():
        p.parse_argument(with_type=False)
        resource = p.parse_optional_punctuation("[")
        if resource:
            p.parse_argument(with_type=False)
            p.parse_keyword("for")
            p.parse_argument(with_type=False)
            p.parse_punctuation("]")
        p.parse_punctuation(":")
        inputs.append(p.parse_type())
        arg_attrs.append(DictionaryAttr.from_dict(p.parse_optional_attr_dict()))
        if resource:
            inputs.extend([index, index])
            arg_attrs.extend([DictionaryAttr(()), DictionaryAttr(())])
    p.parse_comma_separated_list("paren", one_arg)
    results: List[Type] = []
    res_attrs: List[Attribute] = []
    if p.parse_optional_punctuation("->"):
        def one_result():
            results.append(p.parse_type())
            res_attrs.append(DictionaryAttr.from_dict(p.parse_optional_attr_dict()))
        if p.kind == "(":
            p.parse_comma_separated_list("paren", one_result)
        else:
            one_result()
    state.properties["function_type"] = TypeAttr(FunctionType(tuple(inputs), tuple(results)))
    if inputs:
        state.properties["arg_attrs"] = ArrayAttr(tuple(arg_attrs))
    if results:
        state.properties["res_attrs"] = ArrayAttr(tuple(res_attrs))
    attrs_with(p, state, keyword=True)
    state.regions = [p.parse_optional_region() or Region()]


def _print_dict_after(pr, attrs, i: int) -> None:
    d = attrs[i] if attrs is not None and i < len(attrs) else None
    if isinstance(d, DictionaryAttr) and d.entries:
        pr.print_attr_dict(dict(d.entries))


def _print_cmd_func(pr, op: Operation) -> None:
    vis = op.get_attr("sym_visibility")
    pr.print(" " + (vis.value if isinstance(vis, StringAttr) else "public") + " ")
    pr.print_symbol(op.get_attr("sym_name").value)
    ft = op.get_attr("function_type").type
    arg_attrs, res_attrs = op.get_attr("arg_attrs"), op.get_attr("res_attrs")
    inputs = list(ft.inputs)
    pr.print("(")
    i = 0
    first = True
    while i < len(inputs):
        pr.print("" if first else ", ")
        first = False
        if is_resource_type(inputs[i]) and i + 2 < len(inputs):
            pr.print(f"%arg{i}[%arg{i + 1} for %arg{i + 2}]: ")
            pr.print_type(inputs[i])
            _print_dict_after(pr, arg_attrs, i)
            i += 3
        else:
            pr.print(f"%arg{i}: ")
            pr.print_type(inputs[i])
            _print_dict_after(pr, arg_attrs, i)
            i += 1
    pr.print(")")
    results = list(ft.results)
    if results:
        pr.print(" -> ")
        wrap = len(results) != 1
        pr.print("(" if wrap else "")
        for k, t in enumerate(results):
            pr.print(", " if k else "")
            pr.print_type(t)
            _print_dict_after(pr, res_attrs, k)
        pr.print(")" if wrap else "")
    print_attrs(pr, op, keyword=True)
    if op.regions and not op.regions[0].empty:
        pr.print(" ")
        pr.print_region(op.regions[0])


def _declaration_not_public(op: Operation) -> Optional[str]:
    vis = op.get_attr("sym_visibility")
    if not isinstance(vis, StringAttr) or vis.value == "public":
        return "symbol declaration cannot have public visibility"
    return None


register_iree_op("stream.cmd.func", traits=(FunctionLike(), Symbol(), IsolatedFromAbove()),
                 parse=_parse_cmd_func, print=_print_cmd_func,
                 inherent={"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"},
                 invariants=OpInvariants(operands="", results="", regions=1, attrs="function_type, sym_name",
                                         checks=(_declaration_not_public,)))


# -- stream.cmd.call: `@f(rw %r[%o for %l], %x) : (T{%s}, index) -> R` -----------------------------------

_CALL_GROUPS = ("resource_operands", "resource_operand_sizes", "resource_operand_offsets",
                "resource_operand_lengths", "result_sizes")


def _parse_cmd_call(p, state: OperationState) -> None:
    state.properties["callee"] = p.parse_symbol_ref()
    units, offsets, lengths, accesses = [], [], [], []

    def one():
        access = parse_access(p)
        units.append(p.parse_unresolved_operand())
        if access is not None:
            accesses.append(access)
            p.parse_punctuation("[")
            offsets.append(p.resolve_operand(p.parse_unresolved_operand(), type=index))
            p.parse_keyword("for")
            lengths.append(p.resolve_operand(p.parse_unresolved_operand(), type=index))
            p.parse_punctuation("]")
    loc = p.mark()
    p.parse_comma_separated_list("paren", one)
    if units:  # as iree-opt: none without entries (and the verifier then rejects the call)
        state.properties["resource_operand_accesses"] = ArrayAttr(tuple(accesses))
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    args, sizes, result_types, result_sizes, ties = parse_shaped_function_type(p, units, loc, state.name)
    state.operands = args + sizes + offsets + lengths + result_sizes
    state.properties[SEGMENTS] = segment_property((len(args), len(sizes), len(offsets), len(lengths),
                                                   len(result_sizes)))
    state.result_types = result_types
    set_tied(state, ties, always=bool(result_types))


def _print_cmd_call(pr, op: Operation) -> None:
    args, sizes, offsets, lengths, result_sizes = (operands_named(op, g) for g in _CALL_GROUPS)
    accesses = list(op.get_attr("resource_operand_accesses") or ())
    pr.print(" ")
    pr.print_attribute(op.get_attr("callee"))
    pr.print("(")
    k = 0
    for i, a in enumerate(args):
        pr.print(", " if i else "")
        if is_resource_type(a.type) and k < len(offsets):
            print_access(pr, accesses[k] if k < len(accesses) else None)
            pr.print(" ")
            pr.print_operand(a)
            pr.print("[")
            pr.print_operand(offsets[k])
            pr.print(" for ")
            pr.print_operand(lengths[k])
            pr.print("]")
            k += 1
        else:
            pr.print_operand(a)
    pr.print(")")
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    print_shaped_function_type(pr, op, args, sizes, result_sizes, tied_list(op))


register_iree_op("stream.cmd.call",
                 traits=(OperandSegments(_CALL_GROUPS), TiedOp(operand_group="resource_operands"),
                         GroupSizeAware(result_size_group="result_sizes"), MemoryEffects(("read", "write"))),
                 parse=_parse_cmd_call, print=_print_cmd_call,
                 inherent={"callee", "resource_operand_accesses", TIED, SEGMENTS, "arg_attrs", "res_attrs"},
                 invariants=OpInvariants(operands=", ".join(g + "*" for g in _CALL_GROUPS), results="results*",
                                         regions=0, attrs="callee, resource_operand_accesses",
                                         attr_kinds={"callee": FLAT_SYMBOL_REF},
                                         types={g: INDEX for g in _CALL_GROUPS[1:]}, tied="resource_operands",
                                         dims=(("resource_operands", "resource_operand_sizes"),),
                                         dim_count=size_count,
                                         symbols=(SymbolUse("callee", kinds=("stream.cmd.func",),
                                                            message="undefined external call: {name}"),)))
