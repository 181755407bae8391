"""The `hal` ops that appear in flow- and stream-level programs: tensor
import/export/alias/barrier (they pin the values they touch) and the ABI
helper ops of the multi-device examples.
"""

from __future__ import annotations

from dfx.ir.attributes import DialectType, StringAttr, Type, TypeAttr, UnitAttr, i32, index
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.invariants import INDEX, OpInvariants, TypeConstraint
from dfx.ir.traits import ConstantLike
from dfx.ir.traits import OperandSegments, TiedOp
from stream_affinity.dialects.common import parse_shaped_operand, parse_operand_with_type, print_operand_with_type
from stream_affinity.dialects.common import (FENCE_TYPE, parse_index_operands, parse_typed_operand,
                                             resolve_with_types)
from stream_affinity.dialects.common import (AFF_HAL_PIN, FENCE, PURE, SEGMENTS, attrs_with, operands_named,
                                             parse_fat_arrow,
                                             parse_optional_affinity, parse_optional_keyword_operand_arrow,
                                             parse_sizes_for, print_attrs, print_optional_affinity,
                                             print_optional_keyword_operand_arrow, print_sized_type,
                                             print_sizes, register_iree_op, segment_property, type_attr_type)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple



#===----------------------------------------------------------------------===#
# hal dialect (SPEC 5.5)
#===----------------------------------------------------------------------===#


BUFFER_OR_VIEW = TypeConstraint("buffer or buffer_view", lambda t: isinstance(t, DialectType) and t.dialect == "hal"
                                and t.name in ("buffer", "buffer_view"))


def _parse_optional_wait(p) -> Optional[Value]:
    """`wait(%fence) =>`."""
    return parse_optional_keyword_operand_arrow(p, "wait", FENCE_TYPE)


def _print_optional_wait(pr, fence: Optional[Value]) -> None:
    print_optional_keyword_operand_arrow(pr, "wait", fence)


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
    parse_optional_affinity(p, state)
    fence = _parse_optional_wait(p)
    if p.parse_optional_keyword("consume"):  # current releases
        state.properties["consume"] = UnitAttr()
        state.form = "current"
    u = p.parse_unresolved_operand()
    offsets: List[Value] = []
    if p.parse_optional_keyword("offset"):  # current releases
        p.parse_punctuation("(")
        offsets = [parse_typed_operand(p, index)]
        p.parse_punctuation(")")
        state.form = "current"
    name = p.parse_optional_string()
    if name is not None:
        state.properties["name"] = StringAttr(name)
    p.parse_punctuation(":")
    src = p.resolve_operand(u, type=p.parse_type())
    p.parse_punctuation("->")
    enc, t = _parse_type_alias(p)
    dims = parse_sizes_for(p, t)  # static types: a `{...}` is the attr dict
    state.properties["target_encoding"] = TypeAttr(enc)
    waits = [fence] if fence is not None else []
    state.operands = [src] + dims + waits + offsets
    # 3.2.0 has three operand groups, current releases a fourth (the byte
    # offset): the layout of the release whose spelling was read.
    sizes = (1, len(dims), len(waits)) + ((len(offsets),) if state.form == "current" else ())
    state.properties[SEGMENTS] = segment_property(sizes)
    state.result_types = [t]
    attrs_with(p, state, keyword=False)


def _print_hal_import(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    waits = operands_named(op, "wait_fence")
    _print_optional_wait(pr, waits[0] if waits else None)
    if op.get_attr("consume") is not None:
        pr.print(" consume")
    pr.print(" ")
    pr.print_operand(op.operand(0))
    offsets = operands_named(op, "byte_offset")
    if offsets:
        pr.print(" offset(")
        pr.print_operand(offsets[0])
        pr.print(")")
    name = op.get_attr("name")
    if isinstance(name, StringAttr):
        pr.print(" ")
        pr.print_string(name.value)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    t = op.results[0].type
    _print_type_alias(pr, type_attr_type(op.get_attr("target_encoding")), t)
    print_sizes(pr, operands_named(op, "target_dims"))
    print_attrs(pr, op, keyword=False)


# Current releases add `byte_offset` (`offset(%o)`): 3.2.0's layout lacks it.
register_iree_op("hal.tensor.import",
                 traits=(AFF_HAL_PIN, OperandSegments(("source", "target_dims", "wait_fence", "byte_offset"),
                                                      trailing=1)),
                 parse=_parse_hal_import, print=_print_hal_import,
                 inherent={"affinity", "consume", "name", "target_encoding", SEGMENTS},
                 invariants=OpInvariants(operands="source, target_dims*, wait_fence?, byte_offset?", results="target",
                                         regions=0, attrs="target_encoding", attribute_segments=True,
                                         trailing_segments=1,
                                         types={"source": BUFFER_OR_VIEW, "target_dims": INDEX, "wait_fence": FENCE,
                                                "byte_offset": INDEX},
                                         dims=(("target", "target_dims"),),
                                         dims_message="number of target_dims must match number of dynamic dims in "
                                                      "target type"))


def _parse_hal_export(p, state: OperationState) -> None:
    parse_optional_affinity(p, state)
    u = p.parse_unresolved_operand()
    name = p.parse_optional_string()
    if name is not None:
        state.properties["name"] = StringAttr(name)
    p.parse_punctuation(":")
    enc, t = _parse_type_alias(p)
    src = p.resolve_operand(u, type=t)
    dims = parse_sizes_for(p, t)
    p.parse_punctuation("->")
    rt = p.parse_type()
    state.properties["source_encoding"] = TypeAttr(enc)
    state.operands = [src] + dims
    state.result_types = [rt]
    attrs_with(p, state, keyword=False)


def _print_hal_export(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    name = op.get_attr("name")
    if isinstance(name, StringAttr):
        pr.print(" ")
        pr.print_string(name.value)
    pr.print(" : ")
    _print_type_alias(pr, type_attr_type(op.get_attr("source_encoding")), op.operand(0).type)
    print_sizes(pr, op.operands[1:])
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=False)


register_iree_op("hal.tensor.export", traits=(AFF_HAL_PIN,), parse=_parse_hal_export, print=_print_hal_export,
                 inherent={"affinity", "name", "source_encoding"},
                 invariants=OpInvariants(operands="source, source_dims*", results="target", regions=0,
                                         attrs="source_encoding", types={"source_dims": INDEX},
                                         dims=(("source", "source_dims"),),
                                         dims_message="number of source_dims must match number of dynamic dims in "
                                                      "source type"))


def _parse_hal_alias(p, state: OperationState) -> None:
    parse_optional_affinity(p, state)
    fence = _parse_optional_wait(p)
    src, dims = parse_shaped_operand(p)
    t = src.type
    p.parse_keyword("to")
    storage = parse_operand_with_type(p)
    waits = [fence] if fence is not None else []
    state.operands = [src] + dims + [storage] + waits
    state.properties[SEGMENTS] = segment_property((1, len(dims), 1, len(waits)))
    state.result_types = [t]
    attrs_with(p, state, keyword=False)


def _print_hal_alias(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    waits = operands_named(op, "wait_fence")
    _print_optional_wait(pr, waits[0] if waits else None)
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" : ")
    print_sized_type(pr, op.results[0].type, operands_named(op, "source_dims"))
    pr.print(" to ")
    storage = operands_named(op, "storage")[0]
    print_operand_with_type(pr, storage)
    print_attrs(pr, op, keyword=False)


register_iree_op("hal.tensor.alias",
                 traits=(AFF_HAL_PIN, TiedOp(fixed=((0, 0),)),
                  OperandSegments(("source", "source_dims", "storage", "wait_fence"))),
                 parse=_parse_hal_alias, print=_print_hal_alias, inherent={"affinity", SEGMENTS},
                 invariants=OpInvariants(operands="source, source_dims*, storage, wait_fence?", results="result",
                                         regions=0, attribute_segments=True,
                                         types={"source_dims": INDEX, "storage": BUFFER_OR_VIEW, "wait_fence": FENCE},
                                         dims=(("source", "source_dims"),),
                                         dims_message="number of dynamic dims must match the operand type"))


def _parse_hal_barrier(p, state: OperationState) -> None:
    p.parse_keyword("join")
    p.parse_punctuation("(")
    units = []
    types: List[Type] = []
    loc = p.mark()
    if not p.parse_optional_punctuation(":"):
        units = p.parse_unresolved_operand_list()
        p.parse_punctuation(":")
    if units:
        types = p.parse_type_list()
    sources = resolve_with_types(p, units, types, loc, state.name)
    p.parse_punctuation(")")
    parse_fat_arrow(p)
    fence = parse_operand_with_type(p)
    state.operands = sources + [fence]
    state.result_types = types
    attrs_with(p, state, keyword=True)


def _print_hal_barrier(pr, op: Operation) -> None:
    sources = op.operands[:-1]
    pr.print(" join(")
    pr.print_operands(sources)
    pr.print(" : ")
    pr.print_types([v.type for v in sources])
    pr.print(") => ")
    fence = op.operand(op.num_operands - 1)
    print_operand_with_type(pr, fence)
    print_attrs(pr, op, keyword=True)


def _barrier_results_match_sources(op: Operation) -> Optional[str]:
    sources = op.operands[:-1]
    if [v.type for v in sources] != op.result_types:
        return "failed to verify that all of {sources, results} have same type"
    return None


register_iree_op("hal.tensor.barrier", traits=(TiedOp(identity=True),),
                 parse=_parse_hal_barrier, print=_print_hal_barrier,
                 invariants=OpInvariants(operands="sources*, signal_fence", results="results*", regions=0,
                                         types={"signal_fence": FENCE},
                                         checks=(_barrier_results_match_sources,)))


# -- ABI helper ops of the multi-device examples ---------------------------------------------


def _parse_hal_element_type(p, state: OperationState) -> None:
    p.parse_punctuation("<")
    state.properties["type"] = TypeAttr(p.parse_type())
    p.parse_punctuation(">")
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_hal_element_type(pr, op: Operation) -> None:
    pr.print("<")
    pr.print_type(type_attr_type(op.get_attr("type")))
    pr.print(">")
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _element_type_name(op: Operation):
    t = type_attr_type(op.get_attr("type"))
    return ["element_type_" + str(t) if t is not None else None]


register_iree_op("hal.element_type", traits=(PURE, ConstantLike()), parse=_parse_hal_element_type,
                 print=_print_hal_element_type, inherent={"type"}, result_names=_element_type_name,
                 invariants=OpInvariants(operands="", results="result", regions=0, attrs="type"))


def _parse_hal_encoding_type(p, state: OperationState) -> None:
    p.parse_punctuation("<")
    if not p.parse_optional_keyword("dense_row_major"):
        state.properties["encoding"] = p.parse_attribute()
    p.parse_punctuation(">")
    attrs_with(p, state, keyword=False)
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
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _encoding_type_name(op: Operation):
    return ["dense_row_major" if op.get_attr("encoding") is None else "encoding_type"]


register_iree_op("hal.encoding_type", traits=(PURE, ConstantLike()), parse=_parse_hal_encoding_type,
                 print=_print_hal_encoding_type, inherent={"encoding"}, result_names=_encoding_type_name,
                 invariants=OpInvariants(operands="", results="result", regions=0))


def _parse_hal_buffer_view_assert(p, state: OperationState) -> None:
    p.parse_punctuation("<")
    bv = parse_operand_with_type(p)
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
        shape = parse_index_operands(p)
        p.parse_punctuation("]")
    p.parse_punctuation(")")
    # `type(...)` and `encoding(...)` are required.
    p.parse_keyword("type")
    p.parse_punctuation("(")
    elem = parse_typed_operand(p, i32)
    p.parse_punctuation(")")
    p.parse_keyword("encoding")
    p.parse_punctuation("(")
    enc = parse_typed_operand(p, i32)
    p.parse_punctuation(")")
    state.operands = [bv, elem, enc] + shape
    attrs_with(p, state, keyword=True)


def _print_hal_buffer_view_assert(pr, op: Operation) -> None:
    bv = op.operand(0)
    pr.print("<")
    print_operand_with_type(pr, bv)
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
    print_attrs(pr, op, keyword=True)


register_iree_op("hal.buffer_view.assert", traits=(), parse=_parse_hal_buffer_view_assert,
                 print=_print_hal_buffer_view_assert, inherent={"message"},
                 invariants=OpInvariants(operands="buffer_view, element_type, encoding_type, shape*", results="",
                                         regions=0, attrs="message", types={"shape": INDEX}))
