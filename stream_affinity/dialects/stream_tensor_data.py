"""The `stream` dialect, tensor phase, data ops: `stream.tensor.empty`,
`constant`, `splat`, `clone`, `slice`, `fill`, `update`, `load`, `store`,
`trace` and (current releases) `encode`.

iree-compile's convert-to-stream emits these on the host before
encode-host-tensors lowers them to `stream.async.*`. Each op keeps its
operands in iree-opt's generic order (dims of an encoding follow the value
they shape; `operandSegmentSizes` where iree-opt has it). The encodings are
the `*_encoding` type properties; `T{dims} in R{size}` is how every syntax
below writes an encoded resource.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, StringAttr, Type, TypeAttr
from dfx.ir.core import Operation, OperationState, Value
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments, TiedOp, operand_groups
from stream_affinity.analysis.interfaces import SizeAware, is_resource_type
from stream_affinity.dialects.common import print_operand_with_type
from stream_affinity.dialects.common import (AFF_STREAM, ANY_RESOURCE, PURE, SEGMENTS, STAGING_RESOURCE, aff_on,
                                             attrs_with, parse_index_operands, parse_size, parse_sizes_for,
                                             print_attrs, print_optional_affinity, print_size, print_sizes,
                                             register_iree_op, result_names_fixed, segment_property, size_count,
                                             type_attr_type)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence, Tuple

__all__ = ["SegmentSizeAware", "parse_encoded", "print_encoded", "set_groups"]


#===----------------------------------------------------------------------===#
# Shared pieces
#===----------------------------------------------------------------------===#


def set_groups(state: OperationState, groups: Sequence[Sequence[Value]], segmented: bool = True) -> None:
    """The operands are |groups| in order; with |segmented|, their sizes go
    to `operandSegmentSizes` (as iree-opt stores them)."""
    state.operands = [v for g in groups for v in g]
    if segmented:
        state.properties[SEGMENTS] = segment_property([len(g) for g in groups])


def parse_encoded(p, tied=None, sized: bool = True) -> Tuple[Type, List[Value], Type, Optional[Value], Optional[Value]]:
    """`T{dims} in R{%size}` (`T{dims} in R` when not |sized|), or with the
    unresolved operand |tied| given, `T{dims} in %name as R{%size}` →
    (encoding, dims, R, size, tied value); as in iree-opt, the name is read
    and ignored (the result is tied to |tied| whatever it says)."""
    enc = p.parse_type()
    dims = parse_sizes_for(p, enc)
    p.parse_keyword("in")
    value = None
    if tied is not None:
        p.parse_unresolved_operand()  # any name: iree-opt ties to |tied| regardless
        p.parse_keyword("as")
    rt = p.parse_type()
    if tied is not None:
        value = p.resolve_operand(tied, type=rt)
    size = parse_size(p) if sized and size_count(rt) else None
    return enc, dims, rt, size, value


def print_encoded(pr, enc: Optional[Type], dims: Sequence[Value], rt: Type, size: Optional[Value],
                  tied: Optional[Value] = None) -> None:
    pr.print_type(enc)
    print_sizes(pr, dims)
    pr.print(" in ")
    if tied is not None:
        pr.print_operand(tied)
        pr.print(" as ")
    pr.print_type(rt)
    if size is not None:
        print_size(pr, size)


def _parse_indices(p) -> List[Value]:
    """`[%a, %b]` (index values; may be empty) or nothing."""
    if not p.parse_optional_punctuation("["):
        return []
    if p.parse_optional_punctuation("]"):
        return []
    values = parse_index_operands(p)
    p.parse_punctuation("]")
    return values


def _print_indices(pr, values: Sequence[Value]) -> None:
    if values:
        pr.print("[")
        pr.print_operands(list(values))
        pr.print("]")


def _parse_slice_range(p) -> Tuple[List[Value], List[Value]]:
    """`[%o0, %o1 for %l0, %l1]` → (offsets, lengths)."""
    p.parse_punctuation("[")
    offsets = parse_index_operands(p)
    p.parse_keyword("for")
    lengths = parse_index_operands(p)
    p.parse_punctuation("]")
    return offsets, lengths


def _print_slice_range(pr, offsets: Sequence[Value], lengths: Sequence[Value]) -> None:
    pr.print("[")
    pr.print_operands(list(offsets))
    pr.print(" for ")
    pr.print_operands(list(lengths))
    pr.print("]")


def _encoding(op: Operation, name: str) -> Optional[Type]:
    return type_attr_type(op.get_attr(name))


class SegmentSizeAware(SizeAware):
    """Sizes named by operand groups: `operands` maps a resource group to
    the group holding its size, `results` maps a result index to its size
    group (each a one-value group)."""

    def __init__(self, operands: Tuple[Tuple[str, str], ...] = (), results: Tuple[Tuple[int, str], ...] = ()):
        self.operands = operands
        self.results = results

    def __eq__(self, other):
        return type(self) is type(other) and (self.operands, self.results) == (other.operands, other.results)

    def __hash__(self):
        return hash((type(self), self.operands, self.results))

    def _group(self, op: Operation, name: str) -> List[Value]:
        seg = op.get_trait(OperandSegments)
        if seg is None or name not in seg.names:
            return []
        return operand_groups(op, [name])[0]

    def operand_size(self, op: Operation, index: int) -> Optional[Value]:
        if index >= op.num_operands or not is_resource_type(op.operand(index).type):
            return None
        for group, size_group in self.operands:
            values = self._group(op, group)
            if values and values[0] is op.operand(index):
                sizes = self._group(op, size_group)
                return sizes[0] if sizes else None
        return None

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        for r, size_group in self.results:
            if r == index:
                sizes = self._group(op, size_group)
                return sizes[0] if sizes else None
        return None


class _LastOperandSizeAware(SizeAware):
    """Result 0 sized by the last operand (ops without segments)."""

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        return op.operand(op.num_operands - 1) if index == 0 and op.num_operands else None


_TIED_TARGET = TiedOp(fixed=((0, 0),))


def encoding_dims_check(*pairs):
    """An invariant check: for each (encoding property, dims) pair, the
    encoding's dynamic dimensions match the dims values; dims is an operand
    group name or a function of the op (ops without segments)."""

    def check(op: Operation) -> Optional[str]:
        for attr, dims in pairs:
            enc = _encoding(op, attr)
            if enc is None:
                continue
            values = dims(op) if callable(dims) else operand_groups(op, [dims])[0]
            expected = size_count(enc)
            if expected != len(values):
                return (f"type set has {expected} dynamic dimensions but only {len(values)} dimension values are "
                        f"attached")
        return None

    return check


#===----------------------------------------------------------------------===#
# stream.tensor.empty / constant / splat: a new encoded resource
#===----------------------------------------------------------------------===#


def _parse_tensor_new(p, state: OperationState) -> None:
    aff_on(state, p)
    value = []
    if state.name == "stream.tensor.splat":
        u = p.parse_unresolved_operand()
        p.parse_punctuation(":")
        value = [p.resolve_operand(u, type=p.parse_type())]
        p.parse_punctuation("->")
    else:
        p.parse_punctuation(":")
    enc, dims, rt, size, _ = parse_encoded(p, sized=state.name != "stream.tensor.constant")
    state.properties["result_encoding"] = TypeAttr(enc)
    state.result_types = [rt]
    if state.name == "stream.tensor.constant":
        p.parse_punctuation("=")
        state.properties["value"] = p.parse_attribute()
    state.operands = value + dims + ([size] if size is not None else [])
    attrs_with(p, state, keyword=True)


def _print_tensor_new(pr, op: Operation) -> None:
    print_optional_affinity(pr, op)
    operands = op.operands
    if op.name == "stream.tensor.splat":
        pr.print(" ")
        print_operand_with_type(pr, operands[0])
        pr.print(" ->")
        operands = operands[1:]
    else:
        pr.print(" :")
    pr.print(" ")
    rt = op.results[0].type
    sized = bool(size_count(rt)) and op.name != "stream.tensor.constant"
    dims = operands[:-1] if sized else operands
    print_encoded(pr, _encoding(op, "result_encoding"), dims, rt, operands[-1] if sized else None)
    if op.name == "stream.tensor.constant":
        pr.print(" = ")
        pr.print_attribute(op.get_attr("value"))
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.tensor.empty", traits=(AFF_STREAM, PURE, _LastOperandSizeAware()),
                 parse=_parse_tensor_new, print=_print_tensor_new, inherent={"affinity", "result_encoding"},
                 result_names=result_names_fixed("empty"),
                 invariants=OpInvariants(operands="result_encoding_dims*, result_size", results="result", regions=0,
                                         attrs="result_encoding",
                                         checks=(encoding_dims_check(("result_encoding",
                                                                      lambda op: op.operands[:-1])),),
                                         types={"result_encoding_dims": INDEX, "result_size": INDEX,
                                                "result": ANY_RESOURCE}))
register_iree_op("stream.tensor.constant", traits=(AFF_STREAM, PURE),
                 parse=_parse_tensor_new, print=_print_tensor_new,
                 inherent={"affinity", "result_encoding", "value"}, result_names=result_names_fixed("cst"),
                 invariants=OpInvariants(operands="result_encoding_dims*", results="result", regions=0,
                                         attrs=("result_encoding", "value"),
                                         checks=(encoding_dims_check(("result_encoding", lambda op: op.operands)),),
                                         types={"result_encoding_dims": INDEX, "result": ANY_RESOURCE}))
register_iree_op("stream.tensor.splat", traits=(AFF_STREAM, PURE, _LastOperandSizeAware()),
                 parse=_parse_tensor_new, print=_print_tensor_new, inherent={"affinity", "result_encoding"},
                 invariants=OpInvariants(operands="value, result_encoding_dims*, result_size", results="result",
                                         regions=0, attrs="result_encoding",
                                         checks=(encoding_dims_check(("result_encoding",
                                                                      lambda op: op.operands[1:-1])),),
                                         types={"result_encoding_dims": INDEX, "result_size": INDEX,
                                                "result": ANY_RESOURCE}))


#===----------------------------------------------------------------------===#
# stream.tensor.clone / slice / encode: encoded resource → encoded resource
#===----------------------------------------------------------------------===#

_CLONE_GROUPS = ("source", "source_encoding_dims", "source_size", "result_encoding_dims", "result_size")
_SLICE_GROUPS = ("source", "source_encoding_dims", "source_size", "start_indices", "lengths",
                 "result_encoding_dims", "result_size")


def _parse_tensor_clone(p, state: OperationState) -> None:
    aff_on(state, p)
    u = p.parse_unresolved_operand()
    offsets, lengths = _parse_slice_range(p) if state.name == "stream.tensor.slice" else ([], [])
    p.parse_punctuation(":")
    senc, sdims, st, ssize, _ = parse_encoded(p)
    source = p.resolve_operand(u, type=st)
    p.parse_punctuation("->")
    renc, rdims, rt, rsize, _ = parse_encoded(p)
    state.properties["source_encoding"] = TypeAttr(senc)
    state.properties["result_encoding"] = TypeAttr(renc)
    state.result_types = [rt]
    middle = [offsets, lengths] if state.name == "stream.tensor.slice" else []
    set_groups(state, [[source], sdims, [ssize]] + middle + [rdims, [rsize]])
    attrs_with(p, state, keyword=True)


def _print_tensor_clone(pr, op: Operation) -> None:
    is_slice = op.name == "stream.tensor.slice"
    groups = operand_groups(op, _SLICE_GROUPS if is_slice else _CLONE_GROUPS)
    source, sdims, ssize = groups[0][0], groups[1], groups[2][0]
    rdims, rsize = groups[-2], groups[-1][0]
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(source)
    if is_slice:
        _print_slice_range(pr, groups[3], groups[4])
    pr.print(" : ")
    print_encoded(pr, _encoding(op, "source_encoding"), sdims, source.type, ssize)
    pr.print(" -> ")
    print_encoded(pr, _encoding(op, "result_encoding"), rdims, op.results[0].type, rsize)
    print_attrs(pr, op, keyword=True)


_CLONE_SIZES = SegmentSizeAware(operands=(("source", "source_size"),), results=((0, "result_size"),))
_CLONE_DIMS = (encoding_dims_check(("source_encoding", "source_encoding_dims"),
                                   ("result_encoding", "result_encoding_dims")),)
_CLONE_TYPES = {"source": ANY_RESOURCE, "source_encoding_dims": INDEX, "source_size": INDEX,
                "result_encoding_dims": INDEX, "result_size": INDEX, "result": ANY_RESOURCE}
register_iree_op("stream.tensor.clone", traits=(AFF_STREAM, PURE, OperandSegments(_CLONE_GROUPS), _CLONE_SIZES),
                 parse=_parse_tensor_clone, print=_print_tensor_clone,
                 inherent={"affinity", "source_encoding", "result_encoding"},
                 invariants=OpInvariants(operands=", ".join(n + ("*" if n.endswith("dims") else "")
                                                            for n in _CLONE_GROUPS),
                                         results="result", regions=0, attrs=("source_encoding", "result_encoding"),
                                         types=_CLONE_TYPES, checks=_CLONE_DIMS))
register_iree_op("stream.tensor.slice", traits=(AFF_STREAM, PURE, OperandSegments(_SLICE_GROUPS), _CLONE_SIZES),
                 parse=_parse_tensor_clone, print=_print_tensor_clone,
                 inherent={"affinity", "source_encoding", "result_encoding"},
                 invariants=OpInvariants(operands=", ".join(n + ("*" if n.endswith(("dims", "indices", "lengths"))
                                                                 else "") for n in _SLICE_GROUPS),
                                         results="result", regions=0, attrs=("source_encoding", "result_encoding"),
                                         types=dict(_CLONE_TYPES, start_indices=INDEX, lengths=INDEX),
                                         checks=_CLONE_DIMS))
# Current releases only: re-encodes a resource (same syntax as a clone).
register_iree_op("stream.tensor.encode", traits=(AFF_STREAM, PURE, OperandSegments(_CLONE_GROUPS), _CLONE_SIZES),
                 parse=_parse_tensor_clone, print=_print_tensor_clone,
                 inherent={"affinity", "source_encoding", "result_encoding"},
                 invariants=OpInvariants(operands=", ".join(n + ("*" if n.endswith("dims") else "")
                                                            for n in _CLONE_GROUPS),
                                         results="result", regions=0, attrs=("source_encoding", "result_encoding"),
                                         types=_CLONE_TYPES, checks=_CLONE_DIMS))


#===----------------------------------------------------------------------===#
# stream.tensor.fill / update / store: the result is the target, updated
#===----------------------------------------------------------------------===#

_FILL_GROUPS = ("target", "target_encoding_dims", "target_size", "start_indices", "lengths", "value")
_UPDATE_GROUPS = ("target", "target_encoding_dims", "target_size", "start_indices", "update",
                  "update_encoding_dims", "update_size")
_STORE_GROUPS = ("target", "target_encoding_dims", "target_size", "indices", "value")


def _parse_tensor_fill(p, state: OperationState) -> None:
    aff_on(state, p)
    uv = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    ut = p.parse_unresolved_operand()
    name = state.name
    if name == "stream.tensor.fill":
        # `[offsets for lengths]` is optional (absent for a whole fill).
        offsets, lengths = _parse_slice_range(p) if p.peek_punctuation("[") else ([], [])
    else:
        offsets, lengths = _parse_indices(p), []
    p.parse_punctuation(":")
    if name == "stream.tensor.update":
        uenc, udims, ut_type, usize, _ = parse_encoded(p)
        value = p.resolve_operand(uv, type=ut_type)
        state.properties["update_encoding"] = TypeAttr(uenc)
    else:
        value = p.resolve_operand(uv, type=p.parse_type())
    p.parse_punctuation("->")
    tenc, tdims, rt, tsize, target = parse_encoded(p, tied=ut)
    state.properties["target_encoding"] = TypeAttr(tenc)
    state.result_types = [rt]
    head = [[target], tdims, [tsize]]
    if name == "stream.tensor.fill":
        set_groups(state, head + [offsets, lengths, [value]])
    elif name == "stream.tensor.update":
        set_groups(state, head + [offsets, [value], udims, [usize]])
    else:
        set_groups(state, head + [offsets, [value]])
    attrs_with(p, state, keyword=True)


def _print_tensor_fill(pr, op: Operation) -> None:
    name = op.name
    names = {"stream.tensor.fill": _FILL_GROUPS, "stream.tensor.update": _UPDATE_GROUPS}.get(name, _STORE_GROUPS)
    groups = dict(zip(names, operand_groups(op, names)))
    target, tdims, tsize = groups["target"][0], groups["target_encoding_dims"], groups["target_size"][0]
    value = (groups["update"] if name == "stream.tensor.update" else groups["value"])[0]
    print_optional_affinity(pr, op)
    pr.print(" ")
    pr.print_operand(value)
    pr.print(", ")
    pr.print_operand(target)
    if name == "stream.tensor.fill":
        if groups["start_indices"] or groups["lengths"]:
            _print_slice_range(pr, groups["start_indices"], groups["lengths"])
    else:
        _print_indices(pr, groups["start_indices"] if name == "stream.tensor.update" else groups["indices"])
    pr.print(" : ")
    if name == "stream.tensor.update":
        print_encoded(pr, _encoding(op, "update_encoding"), groups["update_encoding_dims"], value.type,
                      groups["update_size"][0])
    else:
        pr.print_type(value.type)
    pr.print(" -> ")
    print_encoded(pr, _encoding(op, "target_encoding"), tdims, op.results[0].type, tsize, tied=target)
    print_attrs(pr, op, keyword=True)


def _groups_spec(names: Sequence[str], variadic: Sequence[str]) -> str:
    return ", ".join(n + ("*" if n in variadic else "") for n in names)


_TARGET_SIZES = SegmentSizeAware(operands=(("target", "target_size"),), results=((0, "target_size"),))
register_iree_op("stream.tensor.fill", traits=(AFF_STREAM, _TIED_TARGET, OperandSegments(_FILL_GROUPS), _TARGET_SIZES),
                 parse=_parse_tensor_fill, print=_print_tensor_fill, inherent={"affinity", "target_encoding"},
                 invariants=OpInvariants(operands=_groups_spec(_FILL_GROUPS, ("target_encoding_dims", "start_indices",
                                                                              "lengths")),
                                         results="result", regions=0, attrs="target_encoding",
                                         types={"target": ANY_RESOURCE, "target_size": INDEX, "result": ANY_RESOURCE},
                                         same_types=(("target", "result"),),
                                         checks=(encoding_dims_check(("target_encoding", "target_encoding_dims")),)))
register_iree_op("stream.tensor.update",
                 traits=(AFF_STREAM, _TIED_TARGET, OperandSegments(_UPDATE_GROUPS),
                         SegmentSizeAware(operands=(("target", "target_size"), ("update", "update_size")),
                                          results=((0, "target_size"),))),
                 parse=_parse_tensor_fill, print=_print_tensor_fill,
                 inherent={"affinity", "target_encoding", "update_encoding"},
                 invariants=OpInvariants(operands=_groups_spec(_UPDATE_GROUPS, ("target_encoding_dims", "start_indices",
                                                                                "update_encoding_dims")),
                                         results="result", regions=0, attrs=("target_encoding", "update_encoding"),
                                         types={"target": ANY_RESOURCE, "target_size": INDEX, "update": ANY_RESOURCE,
                                                "update_size": INDEX, "result": ANY_RESOURCE},
                                         same_types=(("target", "result"),),
                                         checks=(encoding_dims_check(("target_encoding", "target_encoding_dims"),
                                                                     ("update_encoding", "update_encoding_dims")),)))
# Host-side staging access: not affinity ops.
register_iree_op("stream.tensor.store", traits=(_TIED_TARGET, OperandSegments(_STORE_GROUPS), _TARGET_SIZES),
                 parse=_parse_tensor_fill, print=_print_tensor_fill, inherent={"target_encoding"},
                 invariants=OpInvariants(operands=_groups_spec(_STORE_GROUPS, ("target_encoding_dims", "indices")),
                                         results="result", regions=0, attrs="target_encoding",
                                         types={"target": STAGING_RESOURCE, "target_size": INDEX,
                                                "result": STAGING_RESOURCE},
                                         same_types=(("target", "result"),),
                                         checks=(encoding_dims_check(("target_encoding", "target_encoding_dims")),)))

_LOAD_GROUPS = ("source", "source_encoding_dims", "source_size", "indices")


def _parse_tensor_load(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    indices = _parse_indices(p)
    p.parse_punctuation(":")
    enc, dims, st, size, _ = parse_encoded(p)
    source = p.resolve_operand(u, type=st)
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    state.properties["source_encoding"] = TypeAttr(enc)
    set_groups(state, [[source], dims, [size], indices])
    attrs_with(p, state, keyword=True)


def _print_tensor_load(pr, op: Operation) -> None:
    source, dims, size, indices = operand_groups(op, _LOAD_GROUPS)
    pr.print(" ")
    pr.print_operand(source[0])
    _print_indices(pr, indices)
    pr.print(" : ")
    print_encoded(pr, _encoding(op, "source_encoding"), dims, source[0].type, size[0])
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.tensor.load",
                 traits=(OperandSegments(_LOAD_GROUPS), SegmentSizeAware(operands=(("source", "source_size"),))),
                 parse=_parse_tensor_load, print=_print_tensor_load, inherent={"source_encoding"},
                 invariants=OpInvariants(operands=_groups_spec(_LOAD_GROUPS, ("source_encoding_dims", "indices")),
                                         results="result", regions=0, attrs="source_encoding",
                                         types={"source": STAGING_RESOURCE, "source_size": INDEX},
                                         checks=(encoding_dims_check(("source_encoding", "source_encoding_dims")),)))


#===----------------------------------------------------------------------===#
# stream.tensor.trace "key" = [ %r : T{dims} in R{%size}, ... ]
#===----------------------------------------------------------------------===#

_TRACE_GROUPS = ("resources", "resource_sizes", "resource_encoding_dims")


def _parse_tensor_trace(p, state: OperationState) -> None:
    state.properties["key"] = StringAttr(p.parse_string())
    p.parse_punctuation("=")
    p.parse_punctuation("[")
    resources, sizes, dims, encodings = [], [], [], []
    if not p.parse_optional_punctuation("]"):
        while True:
            u = p.parse_unresolved_operand()
            p.parse_punctuation(":")
            enc, d, rt, size, _ = parse_encoded(p)
            resources.append(p.resolve_operand(u, type=rt))
            sizes.append(size)
            dims.extend(d)
            encodings.append(TypeAttr(enc))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation("]")
    state.properties["resource_encodings"] = ArrayAttr(tuple(encodings))
    set_groups(state, [resources, sizes, dims])
    attrs_with(p, state, keyword=True)


def _print_tensor_trace(pr, op: Operation) -> None:
    resources, sizes, dims = operand_groups(op, _TRACE_GROUPS)
    encodings = op.get_attr("resource_encodings")
    encodings = list(encodings) if isinstance(encodings, ArrayAttr) else []
    pr.print(" ")
    pr.print_string(op.get_attr("key").value)
    pr.print(" = [")
    indent = " " * getattr(pr, "indent", 0)
    pos = 0
    for i, r in enumerate(resources):
        pr.print(",\n" if i else "\n")
        pr.print(indent + "  ")
        pr.print_operand(r)
        pr.print(" : ")
        enc = type_attr_type(encodings[i]) if i < len(encodings) else None
        n = size_count(enc) if enc is not None else 0
        print_encoded(pr, enc, dims[pos:pos + n], r.type, sizes[i] if i < len(sizes) else None)
        pos += n
    pr.print("\n" + indent + "]")
    print_attrs(pr, op, keyword=True)


register_iree_op("stream.tensor.trace", traits=(OperandSegments(_TRACE_GROUPS),),
                 parse=_parse_tensor_trace, print=_print_tensor_trace, inherent={"key", "resource_encodings"},
                 invariants=OpInvariants(operands="resources*, resource_sizes*, resource_encoding_dims*", results="",
                                         regions=0, attrs=("key", "resource_encodings"),
                                         types={"resources": STAGING_RESOURCE, "resource_sizes": INDEX,
                                                "resource_encoding_dims": INDEX}))
