"""The `stream` dialect, tensor phase: `stream.tensor.sizeof`, import, export
and dispatch.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, Attribute, DialectType, Type, TypeAttr, UnitAttr
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments, TiedOp, operand_groups
from stream_affinity.analysis.interfaces import AffinityOp, FixedSizeAware, GroupSizeAware, is_resource_type
from stream_affinity.dialects.common import parse_operand_with_type, print_operand_with_type
from stream_affinity.dialects.common import resolve_with_types
from stream_affinity.dialects.common import (AFF_STREAM, ANY_RESOURCE, PURE, SEGMENTS, STREAMABLE, SYMBOL_REFS,
                                             TIED, aff_on, attrs_with,
                                             operands_named, parse_entry_points,
                                             parse_optional_square_operands, parse_size, parse_sizes_for,
                                             print_attrs, print_entry_points, print_optional_affinity,
                                             print_optional_square_operands, print_resource, print_size,
                                             print_sized_type, register_iree_op, segment_property, set_tied,
                                             take_sizes, tied_list, type_attr_type)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple



#===----------------------------------------------------------------------===#
# stream dialect: tensor-phase, timepoint, resource and cmd ops of the
# multi-device examples (SPEC R5.6.1: parse/print support)
#===----------------------------------------------------------------------===#


def _parse_encoding(p) -> Tuple[Type, List[Value]]:
    """`tensor<..>{%dims}` → (encoding type, dims)."""
    enc = p.parse_type()
    return enc, parse_sizes_for(p, enc)


def _parse_tensor_sizeof(p, state: OperationState) -> None:
    aff_on(state, p)
    enc, dims = _parse_encoding(p)
    state.properties["encoding"] = TypeAttr(enc)
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]
    state.operands = dims


def _print_tensor_sizeof(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    print_sized_type(pr, type_attr_type(op.get_attr("encoding")), op.operands)
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


register_iree_op("stream.tensor.sizeof", traits=(AFF_STREAM, PURE), parse=_parse_tensor_sizeof,
                 print=_print_tensor_sizeof, inherent={"affinity", "encoding"},
                 invariants=OpInvariants(operands="encoding_dims*", results="storage_size", regions=0,
                                         attrs="encoding", types={"encoding_dims": INDEX, "storage_size": INDEX}))


def _parse_tensor_import(p, state: OperationState) -> None:
    aff_on(state, p)
    if p.parse_optional_keyword("consume"):  # current releases
        state.properties["consume"] = UnitAttr()
    src = parse_operand_with_type(p)
    p.parse_punctuation("->")
    enc, dims = _parse_encoding(p)
    p.parse_keyword("in")
    t = p.parse_type()
    size = parse_size(p)
    state.properties["result_encoding"] = TypeAttr(enc)
    state.operands = [src] + dims + [size]
    state.result_types = [t]
    attrs_with(p, state, keyword=True)


def _print_tensor_import(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    if op.get_attr("consume") is not None:
        pr.print(" consume")
    src = op.operand(0)
    pr.print(" ")
    print_operand_with_type(pr, src)
    pr.print(" -> ")
    print_sized_type(pr, type_attr_type(op.get_attr("result_encoding")), op.operands[1:-1])
    pr.print(" in ")
    print_resource(pr, op.results[0].type, op.operand(op.num_operands - 1))
    print_attrs(pr, op, keyword=True)


class _LastOperandSize(FixedSizeAware):
    """Result 0 / operand 0 sized by the last operand (tensor import/export)."""

    def operand_size(self, op: Operation, index: int) -> Optional[Value]:
        return op.operand(op.num_operands - 1) if index == 0 and is_resource_type(op.operand(0).type) else None

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        return op.operand(op.num_operands - 1) if index == 0 and is_resource_type(op.results[0].type) else None


# 3.2.0: imports and exports must be placed and never pin; current
# releases pin the touched values while the op carries an `on(...)`.
_AFF_TENSOR_IO = AffinityOp(attr_name="affinity", current_pins="if_set")

# The imported resource is tied to the source buffer view (so 3.2.0's
# producer walk of an import result ends at a non-resource: `[[]]`).
register_iree_op("stream.tensor.import", traits=(_AFF_TENSOR_IO, TiedOp(fixed=((0, 0),)),
                                          _LastOperandSize(), PURE),
                 parse=_parse_tensor_import, print=_print_tensor_import,
                 inherent={"affinity", "consume", "result_encoding"},
                 invariants=OpInvariants(operands="source, result_encoding_dims*, result_size", results="result",
                                         regions=0, attrs="result_encoding",
                                         types={"result_encoding_dims": INDEX, "result_size": INDEX,
                                                "result": ANY_RESOURCE}))


def _parse_tensor_export(p, state: OperationState) -> None:
    aff_on(state, p)
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    enc, dims = _parse_encoding(p)
    p.parse_keyword("in")
    src = p.resolve_operand(u, type=p.parse_type())
    size = parse_size(p)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.properties["source_encoding"] = TypeAttr(enc)
    state.operands = [src] + dims + [size]
    attrs_with(p, state, keyword=True)


def _print_tensor_export(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    src = op.operand(0)
    pr.print(" ")
    pr.print_operand(src)
    pr.print(" : ")
    print_sized_type(pr, type_attr_type(op.get_attr("source_encoding")), op.operands[1:-1])
    pr.print(" in ")
    print_resource(pr, src.type, op.operand(op.num_operands - 1))
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.tensor.export", traits=(_AFF_TENSOR_IO,
                                          _LastOperandSize(), PURE),
                 parse=_parse_tensor_export, print=_print_tensor_export, inherent={"affinity", "source_encoding"},
                 invariants=OpInvariants(operands="source, source_encoding_dims*, source_size", results="result",
                                         regions=0, attrs="source_encoding",
                                         types={"source": ANY_RESOURCE, "source_encoding_dims": INDEX,
                                                "source_size": INDEX}))


_UNUSED = DialectType("util", "unused")


def _parse_encoded_type(p) -> Tuple[Type, List[Value], Optional[Type], Optional[Value], Optional[Value]]:
    """`enc{dims} in T{%size}` | `enc{dims} in %tied{%size}` | `T` →
    (encoding, dims, resource type or None, size or None, tied value or None)."""
    t = p.parse_type()
    dims = parse_sizes_for(p, t)
    if not p.parse_optional_keyword("in"):
        return t, dims, None, None, None
    tied = p.parse_optional_operand()
    if tied is not None:
        return t, dims, tied.type, parse_size(p), tied
    rt = p.parse_type()
    return t, dims, rt, parse_size(p), None


def _parse_tensor_dispatch(p, state: OperationState) -> None:
    aff_on(state, p)
    state.properties["entry_points"] = parse_entry_points(p)
    workload = parse_optional_square_operands(p)
    loc = p.mark()
    units = p.parse_unresolved_operand_list("paren")
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    op_encs: List[Attribute] = []
    op_types: List[Type] = []
    op_sizes: List[Value] = []
    op_dims: List[Value] = []
    p.parse_punctuation("(")
    if not p.parse_optional_punctuation(")"):
        while True:
            enc, dims, rt, size, _ = _parse_encoded_type(p)
            if rt is None:
                op_encs.append(TypeAttr(_UNUSED))
                op_types.append(enc)
            else:
                op_encs.append(TypeAttr(enc))
                op_types.append(rt)
                op_dims.extend(dims)
                op_sizes.append(size)
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    operands = resolve_with_types(p, units, op_types, loc, state.name)
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
    set_tied(state, ties, always=True)


def _print_tensor_dispatch(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    pr.print(" ")
    print_entry_points(pr, op)
    # One read of the segment sizes for every group (a hot printer).
    workload, operands, sizes, dims, rsizes, rdims = operand_groups(
        op, ("workload", "mixed_operands", "operand_sizes", "operand_encoding_dims", "result_sizes",
             "result_encoding_dims"))
    print_optional_square_operands(pr, workload)
    pr.print("(")
    pr.print_operands(operands)
    pr.print(")")
    print_attrs(pr, op, keyword=False, extra_elided=("operand_encodings", "result_encodings"))
    pr.print(" : (")
    op_encs = list(op.get_attr("operand_encodings") or ())
    k = d = 0
    for i, v in enumerate(operands):
        if i:
            pr.print(", ")
        if is_resource_type(v.type):
            enc = type_attr_type(op_encs[i]) if i < len(op_encs) else v.type
            chunk, d = take_sizes(dims, d, enc)
            print_sized_type(pr, enc, chunk)
            pr.print(" in ")
            print_resource(pr, v.type, sizes[k])
            k += 1
        else:
            pr.print_type(v.type)
    pr.print(") -> ")
    res_encs = list(op.get_attr("result_encodings") or ())
    ties = tied_list(op)
    n = op.num_results
    if n != 1:
        pr.print("(")
    k = d = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        if is_resource_type(r.type):
            enc = type_attr_type(res_encs[i]) if i < len(res_encs) else r.type
            chunk, d = take_sizes(rdims, d, enc)
            print_sized_type(pr, enc, chunk)
            pr.print(" in ")
            if 0 <= ties[i] < len(operands):
                pr.print_operand(operands[ties[i]])
                print_size(pr, rsizes[k])
            else:
                print_resource(pr, r.type, rsizes[k])
            k += 1
        else:
            pr.print_type(r.type)
    if n != 1:
        pr.print(")")


register_iree_op("stream.tensor.dispatch",
                 traits=(AFF_STREAM, STREAMABLE, TiedOp(operand_group="mixed_operands"),
                  OperandSegments(("workload", "mixed_operands", "operand_sizes", "operand_encoding_dims",
                                   "result_sizes", "result_encoding_dims")),
                  GroupSizeAware(operand_group="mixed_operands", operand_size_group="operand_sizes")),
                 parse=_parse_tensor_dispatch, print=_print_tensor_dispatch,
                 inherent={"affinity", "entry_points", "operand_encodings", "result_encodings", TIED, SEGMENTS},
                 invariants=OpInvariants(
                     operands="workload*, mixed_operands*, operand_sizes*, operand_encoding_dims*, result_sizes*, "
                              "result_encoding_dims*",
                     regions=0, attrs="entry_points, operand_encodings, result_encodings",
                     attr_kinds={"entry_points": SYMBOL_REFS},
                     types={g: INDEX for g in ("workload", "operand_sizes", "operand_encoding_dims", "result_sizes",
                                               "result_encoding_dims")},
                     tied="mixed_operands"))
