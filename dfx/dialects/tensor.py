"""The `tensor` dialect ops that dispatch bodies and hoisted initializers
use besides `tensor.empty` (which lives with `linalg`).

    %extracted = tensor.extract %t[%i, %j] : tensor<4x4xf32>
    %inserted = tensor.insert %v into %t[%i, %j] : tensor<4x4xf32>
    %s = tensor.extract_slice %t[0, %i] [1, %n] [1, 1] : tensor<4x8xf32> to tensor<1x?xf32>
    %u = tensor.insert_slice %s into %t[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<4x8xf32>
    %p = tensor.pack %s padding_value(%v : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0]
           inner_tiles = [4, %n] into %d : tensor<2x2xf32> -> tensor<1x2x4x?xf32>
    %q = tensor.unpack %p inner_dims_pos = [1, 0] inner_tiles = [4, %n] into %s : tensor<1x2x4x?xf32> -> tensor<2x2xf32>

Slice positions mix literals and values: the literals go to the
`static_offsets/sizes/strides` arrays, with MLIR's dynamic marker (the
smallest i64) where a value stands, and the values are operands.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, DenseArrayAttr, IntegerAttr, UnitAttr, i32, i64, index
from dfx.dialects.arith import make_cast
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.traits import OperandSegments, Pure, RecursiveEffects, ReturnLike, SingleBlock, Terminator

DYNAMIC = -(1 << 63)

__all__ = ["parse_mixed_list", "print_mixed_list", "DYNAMIC"]


def _parse_extract(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    units = []
    if not p.parse_optional_punctuation("]"):
        units = p.parse_unresolved_operand_list()
        p.parse_punctuation("]")
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    t = p.parse_type()
    state.operands = [p.resolve_operand(u, type=t)] + [p.resolve_operand(x, type=index) for x in units]
    state.result_types = [getattr(t, "element", t)]


def _print_extract(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("[")
    pr.print_operands(op.operands[1:])
    pr.print("]")
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


register_op(OpDef("tensor.extract", traits=(Pure(),), parse=_parse_extract, print=_print_extract,
                  result_names=lambda op: ["extracted"]))


def _parse_indices(p):
    p.parse_punctuation("[")
    units = []
    if not p.parse_optional_punctuation("]"):
        units = p.parse_unresolved_operand_list()
        p.parse_punctuation("]")
    return units


def _parse_insert(p, state: OperationState) -> None:
    value = p.parse_unresolved_operand()
    p.parse_keyword("into")
    dest = p.parse_unresolved_operand()
    units = _parse_indices(p)
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    t = p.parse_type()
    state.operands = ([p.resolve_operand(value, type=getattr(t, "element", t)), p.resolve_operand(dest, type=t)]
                      + [p.resolve_operand(x, type=index) for x in units])
    state.result_types = [t]


def _print_insert(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" into ")
    pr.print_operand(op.operand(1))
    pr.print("[")
    pr.print_operands(op.operands[2:])
    pr.print("]")
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _parse_mixed_list(p, delimiter: str = "square"):
    """`[0, %i, 4]` (or `(...)` with |delimiter| `paren`) → (static values
    with DYNAMIC for each value, unresolved values)."""
    static, units = [], []

    def one():
        if p.kind == "value":
            units.append(p.parse_unresolved_operand())
            static.append(DYNAMIC)
        else:
            static.append(p.parse_integer())
    p.parse_comma_separated_list(delimiter, one)
    return static, units


def _print_mixed_list(pr, static, values, brackets: str = "[]") -> None:
    pr.print(brackets[0])
    it = iter(values)
    for i, s in enumerate(static):
        if i:
            pr.print(", ")
        if s == DYNAMIC:
            pr.print_operand(next(it))
        else:
            pr.print(str(s))
    pr.print(brackets[1])


_MIXED = ("static_offsets", "static_sizes", "static_strides")


def _parse_slice(p, state: OperationState) -> None:
    inserting = state.name in ("tensor.insert_slice", "tensor.parallel_insert_slice")
    source = p.parse_unresolved_operand()
    dest = None
    if inserting:
        p.parse_keyword("into")
        dest = p.parse_unresolved_operand()
    lists = [_parse_mixed_list(p) for _ in _MIXED]
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    source_type = p.parse_type()
    p.parse_keyword("into" if inserting else "to")
    other = p.parse_type()
    operands = [p.resolve_operand(source, type=source_type)]
    if inserting:
        operands.append(p.resolve_operand(dest, type=other))
    for name, (static, units) in zip(_MIXED, lists):
        state.properties[name] = DenseArrayAttr(i64, tuple(static))
        operands += [p.resolve_operand(u, type=index) for u in units]
    state.operands = operands
    state.properties["operandSegmentSizes"] = DenseArrayAttr(
        i32, (1,) + ((1,) if inserting else ()) + tuple(len(units) for _, units in lists))
    state.result_types = [] if state.name == "tensor.parallel_insert_slice" else [other]


def _print_slice(pr, op: Operation) -> None:
    inserting = op.name in ("tensor.insert_slice", "tensor.parallel_insert_slice")
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pos = 1
    if inserting:
        pr.print(" into ")
        pr.print_operand(op.operand(1))
        pos = 2
    for i, name in enumerate(_MIXED):
        static = op.properties[name].values
        n = sum(1 for s in static if s == DYNAMIC)
        if i:
            pr.print(" ")
        _print_mixed_list(pr, static, op.operands[pos:pos + n])
        pos += n
    attrs = dict(op.attributes)
    pr.print_attr_dict(attrs)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" into " if inserting else " to ")
    pr.print_type(op.results[0].type if op.results else op.operand(1).type)


def _parse_int_list(p):
    return tuple(p.parse_comma_separated_list("square", p.parse_integer))


def _parse_pack(p, state: OperationState) -> None:
    packing = state.name == "tensor.pack"
    source = p.parse_unresolved_operand()
    padding = None
    if packing and p.parse_optional_keyword("padding_value"):
        p.parse_punctuation("(")
        padding = p.parse_unresolved_operand()
        p.parse_punctuation(":")
        padding = (padding, p.parse_type())
        p.parse_punctuation(")")
    if p.parse_optional_keyword("outer_dims_perm"):
        p.parse_punctuation("=")
        state.properties["outer_dims_perm"] = DenseArrayAttr(i64, _parse_int_list(p))
    p.parse_keyword("inner_dims_pos")
    p.parse_punctuation("=")
    state.properties["inner_dims_pos"] = DenseArrayAttr(i64, _parse_int_list(p))
    p.parse_keyword("inner_tiles")
    p.parse_punctuation("=")
    static, units = _parse_mixed_list(p)
    state.properties["static_inner_tiles"] = DenseArrayAttr(i64, tuple(static))
    p.parse_keyword("into")
    dest = p.parse_unresolved_operand()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    source_type = p.parse_type()
    p.parse_punctuation("->")
    dest_type = p.parse_type()
    operands = [p.resolve_operand(source, type=source_type), p.resolve_operand(dest, type=dest_type)]
    if padding is not None:
        operands.append(p.resolve_operand(padding[0], type=padding[1]))
    state.operands = operands + [p.resolve_operand(u, type=index) for u in units]
    if packing:
        state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (1, 1, int(padding is not None), len(units)))
    state.result_types = [dest_type]


def _print_pack(pr, op: Operation) -> None:
    packing = op.name == "tensor.pack"
    pr.print(" ")
    pr.print_operand(op.operand(0))
    tiles_start = 2
    if packing and op.properties["operandSegmentSizes"].values[2]:
        padding = op.operand(2)
        pr.print(" padding_value(")
        pr.print_operand(padding)
        pr.print(" : ")
        pr.print_type(padding.type)
        pr.print(")")
        tiles_start = 3
    perm = op.properties.get("outer_dims_perm")
    if perm is not None:
        pr.print(" outer_dims_perm = [" + ", ".join(str(v) for v in perm.values) + "]")
    pr.print(" inner_dims_pos = [" + ", ".join(str(v) for v in op.properties["inner_dims_pos"].values) + "]")
    pr.print(" inner_tiles = ")
    _print_mixed_list(pr, op.properties["static_inner_tiles"].values, op.operands[tiles_start:])
    pr.print(" into ")
    pr.print_operand(op.operand(1))
    pr.print_attr_dict(dict(op.attributes))
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" -> ")
    pr.print_type(op.results[0].type)


_PACK_PROPS = frozenset({"outer_dims_perm", "inner_dims_pos", "static_inner_tiles"})
register_op(OpDef("tensor.pack",
                  traits=(Pure(), OperandSegments(("source", "dest", "padding_value", "inner_tiles"))),
                  parse=_parse_pack, print=_print_pack, inherent=_PACK_PROPS | {"operandSegmentSizes"},
                  result_names=lambda op: ["pack"]))
register_op(OpDef("tensor.unpack", traits=(Pure(),), parse=_parse_pack, print=_print_pack, inherent=_PACK_PROPS,
                  result_names=lambda op: ["unpack"]))
def _parse_reshape(p, state: OperationState) -> None:
    """`%t [[0, 1], [2]] output_shape [2, %n, 4] : A into B` (expand) or
    `%t [[0, 1], [2]] : A into B` (collapse)."""
    source = p.parse_unresolved_operand()
    groups = p.parse_comma_separated_list(
        "square", lambda: ArrayAttr(tuple(IntegerAttr(v, i64) for v in _parse_int_list(p))))
    state.properties["reassociation"] = ArrayAttr(tuple(groups))
    units = []
    if state.name == "tensor.expand_shape":
        p.parse_keyword("output_shape")
        static, units = _parse_mixed_list(p)
        state.properties["static_output_shape"] = DenseArrayAttr(i64, tuple(static))
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    source_type = p.parse_type()
    p.parse_keyword("into")
    state.result_types = [p.parse_type()]
    state.operands = [p.resolve_operand(source, type=source_type)] + [p.resolve_operand(u, type=index)
                                                                       for u in units]


def _print_reshape(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(" [" + ", ".join("[" + ", ".join(str(e.value) for e in g.elements) + "]"
                              for g in op.properties["reassociation"].elements) + "]")
    if op.name == "tensor.expand_shape":
        pr.print(" output_shape ")
        _print_mixed_list(pr, op.properties["static_output_shape"].values, op.operands[1:])
    pr.print_attr_dict(dict(op.attributes))
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" into ")
    pr.print_type(op.results[0].type)


register_op(OpDef("tensor.expand_shape", traits=(Pure(),), parse=_parse_reshape, print=_print_reshape,
                  inherent=frozenset({"reassociation", "static_output_shape"}),
                  result_names=lambda op: ["expanded"]))
register_op(OpDef("tensor.collapse_shape", traits=(Pure(),), parse=_parse_reshape, print=_print_reshape,
                  inherent=frozenset({"reassociation"}), result_names=lambda op: ["collapsed"]))
register_op(OpDef("tensor.insert", traits=(Pure(),), parse=_parse_insert, print=_print_insert,
                  result_names=lambda op: ["inserted"]))
register_op(OpDef("tensor.extract_slice",
                  traits=(Pure(), OperandSegments(("source", "offsets", "sizes", "strides"))),
                  parse=_parse_slice, print=_print_slice, inherent=frozenset(_MIXED) | {"operandSegmentSizes"},
                  result_names=lambda op: ["extracted_slice"]))
register_op(OpDef("tensor.insert_slice",
                  traits=(Pure(), OperandSegments(("source", "dest", "offsets", "sizes", "strides"))),
                  parse=_parse_slice, print=_print_slice, inherent=frozenset(_MIXED) | {"operandSegmentSizes"},
                  result_names=lambda op: ["inserted_slice"]))


#===----------------------------------------------------------------------===#
# Shape queries, casts, construction (`tensor.dim`, `cast`, `bitcast`,
# `rank`, `from_elements`, `splat`, `reshape`, `concat`)
#===----------------------------------------------------------------------===#


def _named(name):
    return lambda op: [name]


def _parse_dim(p, state: OperationState) -> None:
    """`tensor.dim {attrs} %t, %i : T` (the attribute dictionary first)."""
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    src = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    idx = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    state.operands = p.resolve_operands([src, idx], [t, index], loc)
    state.result_types = [index]


def _print_dim(pr, op: Operation) -> None:
    pr.print_attr_dict(op)
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


def _print_rank(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


_parse_cast, _print_cast = make_cast()


def _parse_rank(p, state: OperationState) -> None:
    src = p.parse_unresolved_operand()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    state.operands = p.resolve_operands([src], [p.parse_type()], loc)
    state.result_types = [index]


def _parse_from_elements(p, state: OperationState) -> None:
    units = p.parse_unresolved_operand_list()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    state.operands = p.resolve_operands(units, [getattr(t, "element", t)] * len(units), loc)
    state.result_types = [t]


def _print_elements_then_result_type(pr, op: Operation) -> None:
    if op.operands:
        pr.print(" ")
        pr.print_operands(op.operands)
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _parse_splat(p, state: OperationState) -> None:
    value = p.parse_unresolved_operand()
    dims = []
    if p.parse_optional_punctuation("["):
        if not p.parse_optional_punctuation("]"):
            dims = p.parse_unresolved_operand_list()
            p.parse_punctuation("]")
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    state.operands = p.resolve_operands([value] + dims, [getattr(t, "element", t)] + [index] * len(dims), loc)
    state.result_types = [t]


def _print_splat(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    if op.num_operands > 1:
        pr.print("[")
        pr.print_operands(op.operands[1:])
        pr.print("]")
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _parse_functional_type(p, state: OperationState, units) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    ftype = p.parse_type()
    inputs = getattr(ftype, "inputs", None)
    if inputs is None:
        p.error("expected a function type", loc)
    state.operands = p.resolve_operands(units, list(inputs), loc)
    state.result_types = list(ftype.results)


def _print_functional_type(pr, op: Operation) -> None:
    from dfx.ir.attributes import FunctionType
    pr.print_attr_dict(op, elided=("dim",))
    pr.print(" : ")
    pr.print_type(FunctionType(tuple(v.type for v in op.operands), tuple(op.result_types)))


def _parse_reshape_op(p, state: OperationState) -> None:
    src = p.parse_unresolved_operand()
    p.parse_punctuation("(")
    shape = p.parse_unresolved_operand()
    p.parse_punctuation(")")
    _parse_functional_type(p, state, [src, shape])


def _print_reshape_op(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("(")
    pr.print_operand(op.operand(1))
    pr.print(")")
    _print_functional_type(pr, op)


def _parse_concat(p, state: OperationState) -> None:
    p.parse_keyword("dim")
    p.parse_punctuation("(")
    state.properties["dim"] = IntegerAttr(p.parse_integer(), i64)
    p.parse_punctuation(")")
    units = p.parse_unresolved_operand_list()
    _parse_functional_type(p, state, units)


def _print_concat(pr, op: Operation) -> None:
    d = op.get_attr("dim")
    pr.print(f" dim({d.value if isinstance(d, IntegerAttr) else 0}) ")
    pr.print_operands(op.operands)
    _print_functional_type(pr, op)


register_op(OpDef("tensor.dim", traits=(Pure(),), parse=_parse_dim, print=_print_dim, result_names=_named("dim")))
register_op(OpDef("tensor.cast", traits=(Pure(),), parse=_parse_cast, print=_print_cast,
                  result_names=_named("cast")))
register_op(OpDef("tensor.bitcast", traits=(Pure(),), parse=_parse_cast, print=_print_cast))
register_op(OpDef("tensor.rank", traits=(Pure(),), parse=_parse_rank, print=_print_rank,
                  result_names=_named("rank")))
register_op(OpDef("tensor.from_elements", traits=(Pure(),), parse=_parse_from_elements,
                  print=_print_elements_then_result_type, result_names=_named("from_elements")))
register_op(OpDef("tensor.splat", traits=(Pure(),), parse=_parse_splat, print=_print_splat,
                  result_names=_named("splat")))
register_op(OpDef("tensor.reshape", traits=(Pure(),), parse=_parse_reshape_op, print=_print_reshape_op,
                  result_names=_named("reshape")))
register_op(OpDef("tensor.concat", traits=(Pure(),), parse=_parse_concat, print=_print_concat, inherent={"dim"},
                  result_names=_named("concat")))


#===----------------------------------------------------------------------===#
# Ops with a body: `tensor.generate`, `tensor.pad`, `tensor.yield`
#===----------------------------------------------------------------------===#


def _parse_generate(p, state: OperationState) -> None:
    units = p.parse_unresolved_operand_list()
    state.operands = [p.resolve_operand(u, type=index) for u in units]
    state.regions = [p.parse_region()]
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_generate(pr, op: Operation) -> None:
    if op.operands:
        pr.print(" ")
        pr.print_operands(op.operands)
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=True)
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _parse_pad(p, state: OperationState) -> None:
    src = p.parse_unresolved_operand()
    if p.parse_optional_keyword("nofold"):
        state.properties["nofold"] = UnitAttr()
    p.parse_keyword("low")
    low, low_units = _parse_mixed_list(p)
    p.parse_keyword("high")
    high, high_units = _parse_mixed_list(p)
    state.regions = [p.parse_region()]
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    src_type = p.parse_type()
    p.parse_keyword("to")
    state.result_types = [p.parse_type()]
    state.operands = (p.resolve_operands([src], [src_type], loc) + [p.resolve_operand(u, type=index)
                                                                     for u in low_units + high_units])
    state.properties["static_low"] = DenseArrayAttr(i64, tuple(low))
    state.properties["static_high"] = DenseArrayAttr(i64, tuple(high))
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (1, len(low_units), len(high_units)))


def _print_pad(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    if isinstance(op.get_attr("nofold"), UnitAttr):
        pr.print(" nofold")
    low = op.properties["static_low"].values
    high = op.properties["static_high"].values
    n_low = sum(1 for v in low if v == DYNAMIC)
    pr.print(" low")
    _print_mixed_list(pr, low, op.operands[1:1 + n_low])
    pr.print(" high")
    _print_mixed_list(pr, high, op.operands[1 + n_low:])
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=True)
    pr.print_attr_dict(dict(op.attributes))
    pr.print(" : ")
    pr.print_type(op.operand(0).type)
    pr.print(" to ")
    pr.print_type(op.results[0].type)


def parse_operand_colon_type(p, state: OperationState) -> None:
    """`%v attr-dict : T` (one operand with its type: `tensor.yield`,
    `scf.reduce.return`)."""
    u = p.parse_unresolved_operand()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    state.operands = p.resolve_operands([u], [p.parse_type()], loc)


def print_operand_colon_type(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


register_op(OpDef("tensor.generate", traits=(RecursiveEffects(), SingleBlock()), parse=_parse_generate,
                  print=_print_generate, result_names=_named("generated")))
register_op(OpDef("tensor.pad", traits=(OperandSegments(("source", "low", "high")), Pure(), SingleBlock()),
                  parse=_parse_pad, print=_print_pad,
                  inherent={"static_low", "static_high", "nofold", "operandSegmentSizes"},
                  result_names=_named("padded")))
register_op(OpDef("tensor.yield", traits=(Terminator(), ReturnLike(), Pure()), parse=parse_operand_colon_type,
                  print=print_operand_colon_type))
register_op(OpDef("tensor.parallel_insert_slice",
                  traits=(OperandSegments(("source", "dest", "offsets", "sizes", "strides")),),
                  parse=_parse_slice, print=_print_slice, inherent=frozenset(_MIXED) | {"operandSegmentSizes"}))


parse_mixed_list = _parse_mixed_list
print_mixed_list = _print_mixed_list


#===----------------------------------------------------------------------===#
# tensor.gather / tensor.scatter
#===----------------------------------------------------------------------===#


def _parse_gather_scatter(p, state: OperationState) -> None:
    """`%src[%idx] gather_dims([0]) unique? : (S, I) -> R` or
    `%v into %dest[%idx] scatter_dims([0]) unique? : (V, D, I) -> R`."""
    scatter = state.name == "tensor.scatter"
    units = [p.parse_unresolved_operand()]
    if scatter:
        p.parse_keyword("into")
        units.append(p.parse_unresolved_operand())
    p.parse_punctuation("[")
    units.append(p.parse_unresolved_operand())
    p.parse_punctuation("]")
    dims_name = "scatter_dims" if scatter else "gather_dims"
    p.parse_keyword(dims_name)
    p.parse_punctuation("(")
    state.properties[dims_name] = DenseArrayAttr(i64, tuple(_parse_int_list(p)))
    p.parse_punctuation(")")
    if p.parse_optional_keyword("unique"):
        state.properties["unique"] = UnitAttr()
    _parse_functional_type(p, state, units)


def _print_gather_scatter(pr, op: Operation) -> None:
    scatter = op.name == "tensor.scatter"
    pr.print(" ")
    pr.print_operand(op.operand(0))
    if scatter:
        pr.print(" into ")
        pr.print_operand(op.operand(1))
    pr.print("[")
    pr.print_operand(op.operand(op.num_operands - 1))
    pr.print("]")
    dims_name = "scatter_dims" if scatter else "gather_dims"
    dims = op.get_attr(dims_name)
    pr.print(f" {dims_name}([" + ", ".join(str(v) for v in getattr(dims, "values", ())) + "])")
    if isinstance(op.get_attr("unique"), UnitAttr):
        pr.print(" unique")
    from dfx.ir.attributes import FunctionType
    pr.print_attr_dict(op, elided=(dims_name, "unique"))
    pr.print(" : ")
    pr.print_type(FunctionType(tuple(v.type for v in op.operands), tuple(op.result_types)))


register_op(OpDef("tensor.gather", traits=(Pure(),), parse=_parse_gather_scatter, print=_print_gather_scatter,
                  inherent={"gather_dims", "unique"}, result_names=_named("gather")))
register_op(OpDef("tensor.scatter", traits=(Pure(),), parse=_parse_gather_scatter, print=_print_gather_scatter,
                  inherent={"scatter_dims", "unique"}, result_names=_named("scatter")))
