"""A small part of the `tensor` and `linalg` dialects: enough to read
dispatch bodies inside executables (which analyses skip but tools must
round-trip).

    %e = tensor.empty() : tensor<4xf32>
    %r = linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]}
           ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, DenseArrayAttr, DialectAttr, IntegerAttr, StringAttr, TensorType, i32, i64, \
    index
from dfx.ir.core import OP_FAMILIES, Block, OpDef, Operation, OperationState, Region, register_op
from dfx.ir.invariants import INDEX, RANKED_TENSOR, OpInvariants
from dfx.ir.traits import OperandSegments, Pure, RecursiveEffects, ReturnLike, SingleBlock, Terminator

__all__ = []


def _parse_empty(p, state: OperationState) -> None:
    state.operands = [p.resolve_operand(u, type=index) for u in p.parse_unresolved_operand_list("paren")]
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_empty(pr, op: Operation) -> None:
    pr.print("(")
    pr.print_operands(op.operands)
    pr.print(")")
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _parse_operand_group(p, keyword: str):
    if not p.parse_optional_keyword(keyword):
        return []
    p.parse_punctuation("(")
    names = p.parse_unresolved_operand_list()
    p.parse_punctuation(":")
    types = p.parse_type_list()
    p.parse_punctuation(")")
    return p.resolve_operands(names, types, p.location())


def _parse_result_types(p):
    """`-> T` or `-> (T, U)` (MLIR's optional arrow type list), or none."""
    if not p.parse_optional_punctuation("->"):
        return []
    if p.kind == "(":
        return p.parse_type_list("paren")
    return [p.parse_type()]


def _print_result_types(pr, op: Operation) -> None:
    if not op.results:
        return
    pr.print(" -> ")
    if len(op.results) == 1:
        pr.print_type(op.results[0].type)
    else:
        pr.print("(")
        pr.print_types([r.type for r in op.results])
        pr.print(")")


def _parse_generic(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    ins = _parse_operand_group(p, "ins")
    outs = _parse_operand_group(p, "outs")
    if p.parse_optional_keyword("attrs"):
        # `attrs = {...}`: the discardable attributes (the first dictionary
        # holds the op's own).
        p.parse_punctuation("=")
        state.attributes.update(p.parse_optional_attr_dict())
    else:
        p.add_attr_dict(state, p.parse_optional_attr_dict_with_keyword())
    state.regions = [p.parse_region()]
    state.result_types = _parse_result_types(p)
    state.operands = ins + outs
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (len(ins), len(outs)))
    its = state.properties.get("iterator_types")
    if isinstance(its, ArrayAttr):
        # Custom syntax spells iterator types as strings; the op holds enum
        # attributes (what its generic form prints, and what iree-opt reads).
        state.properties["iterator_types"] = ArrayAttr(tuple(
            DialectAttr("linalg", "iterator_type", a.value) if isinstance(a, StringAttr) else a
            for a in its.elements))


def _print_group(pr, keyword: str, values) -> None:
    if not values:
        return
    pr.print(f" {keyword}(")
    pr.print_operands(values)
    pr.print(" : ")
    pr.print_types([v.type for v in values])
    pr.print(")")


def _structured_attrs(op: Operation) -> dict:
    """The attributes a structured op prints (its segment sizes are implied
    by `ins`/`outs`)."""
    attrs = dict(op.properties)
    attrs.update(op.attributes)
    attrs.pop("operandSegmentSizes", None)
    return attrs


def _print_ins_outs(pr, op: Operation, attrs: dict) -> None:
    """`{attrs} ins(...) outs(...)`."""
    seg = op.get_trait(OperandSegments)
    ins_start, n_ins = seg.range(op, "inputs")
    outs_start, n_outs = seg.range(op, "outputs")
    pr.print_attr_dict(attrs)
    _print_group(pr, "ins", op.operands[ins_start:ins_start + n_ins])
    _print_group(pr, "outs", op.operands[outs_start:outs_start + n_outs])


_GENERIC_OWN = ("indexing_maps", "iterator_types", "doc", "library_call")


def _print_generic(pr, op: Operation) -> None:
    attrs = {k: v for k, v in _structured_attrs(op).items() if k in _GENERIC_OWN}
    extra = {k: v for k, v in op.attributes.items() if k not in _GENERIC_OWN}
    its = attrs.get("iterator_types")
    if isinstance(its, ArrayAttr):
        # Printed back as strings: iree-opt 3.2.0 crashes on enum attributes
        # in the custom form.
        attrs["iterator_types"] = ArrayAttr(tuple(
            StringAttr(a.params) if isinstance(a, DialectAttr) and a.full_name == "linalg.iterator_type"
            and a.params is not None else a for a in its.elements))
    _print_ins_outs(pr, op, attrs)
    if extra:
        pr.print(" attrs = ")
        pr.print_attr_dict(extra)
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=True)
    _print_result_types(pr, op)


def _element_type(t):
    return t.element if isinstance(t, TensorType) else t


def _parse_fill(p, state: OperationState) -> None:
    """`linalg.fill {attrs} ins(%v : T) outs(%t : tensor<...>) -> tensor<...>`;
    the body the custom form leaves implicit (yield the input) is built."""
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    ins = _parse_operand_group(p, "ins")
    outs = _parse_operand_group(p, "outs")
    state.result_types = _parse_result_types(p)
    state.operands = ins + outs
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (len(ins), len(outs)))
    block = Block([_element_type(v.type) for v in ins + outs], state.location)
    block.append(Operation("linalg.yield", block.arguments[:len(ins)], location=state.location))
    state.regions = [Region([block])]


def _print_fill(pr, op: Operation) -> None:
    _print_ins_outs(pr, op, _structured_attrs(op))
    _print_result_types(pr, op)


def _parse_index(p, state: OperationState) -> None:
    state.properties["dim"] = IntegerAttr(p.parse_integer(), i64)
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    state.result_types = [p.parse_type()]


def _print_index(pr, op: Operation) -> None:
    pr.print(f" {op.properties['dim'].value}")
    pr.print_attr_dict(op.attributes)
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _parse_yield(p, state: OperationState) -> None:
    state.operands = []
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    names = p.parse_unresolved_operand_list()
    if names:
        p.parse_punctuation(":")
        state.operands = p.resolve_operands(names, p.parse_type_list(), p.location())


def _print_yield(pr, op: Operation) -> None:
    pr.print_attr_dict(op)
    if op.operands:
        pr.print(" ")
        pr.print_operands(op.operands)
        pr.print(" : ")
        pr.print_types([v.type for v in op.operands])


register_op(OpDef("tensor.empty", traits=(Pure(),), parse=_parse_empty, print=_print_empty,
                  invariants=OpInvariants(operands="dynamicSizes*", results="result", regions=0,
                                          types={"dynamicSizes": INDEX, "result": RANKED_TENSOR})))
def _structured_arg_names(op: Operation, region):
    """linalg's names for a structured op's body arguments: `%in` per input
    and `%out` per output (uniqued by the namer: `%in_0`, ...)."""
    if not region.blocks:
        return {}
    seg = op.get_trait(OperandSegments)
    n_ins = seg.range(op, "inputs")[1] if seg is not None else 0
    return {arg: ("in" if i < n_ins else "out") for i, arg in enumerate(region.blocks[0].arguments)}


register_op(OpDef("linalg.generic",
                  traits=(OperandSegments(("inputs", "outputs")), RecursiveEffects(), SingleBlock()),
                  parse=_parse_generic, print=_print_generic, block_arg_names=_structured_arg_names,
                  inherent={"indexing_maps", "iterator_types", "doc", "library_call", "operandSegmentSizes"},
                  invariants=OpInvariants(operands="inputs*, outputs*", regions=1,
                                          attrs="indexing_maps, iterator_types")))
register_op(OpDef("linalg.yield", traits=(Terminator(), ReturnLike(), Pure()), parse=_parse_yield,
                  print=_print_yield))
register_op(OpDef("linalg.fill",
                  traits=(OperandSegments(("inputs", "outputs")), RecursiveEffects(), SingleBlock()),
                  parse=_parse_fill, print=_print_fill, block_arg_names=_structured_arg_names,
                  inherent={"operandSegmentSizes"},
                  invariants=OpInvariants(operands="inputs*, outputs*", regions=1)))
register_op(OpDef("linalg.index", traits=(Pure(),), parse=_parse_index, print=_print_index, inherent={"dim"},
                  invariants=OpInvariants(operands="", results="result", regions=0, attrs="dim",
                                          types={"result": INDEX})))


# -- named structured ops (`linalg.matmul`, `linalg.mmt4d`, `linalg.conv_*`...) ----------------------
# One syntax, `{attrs} ins(...) outs(...) -> T`, for many ops whose bodies
# are implicit: defined on first use. Their bodies are not built (we do not
# know what each computes), so the generic form prints none (iree-opt's
# shows the body; docs/divergences.md R6).

_OWN_SYNTAX = frozenset({"linalg.generic", "linalg.fill", "linalg.index", "linalg.yield", "linalg.map",
                         "linalg.reduce", "linalg.transpose", "linalg.broadcast", "linalg.softmax",
                         "linalg.winograd_filter_transform", "linalg.winograd_input_transform",
                         "linalg.winograd_output_transform", "linalg.pack", "linalg.unpack"})


def _parse_named(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    ins = _parse_operand_group(p, "ins")
    outs = _parse_operand_group(p, "outs")
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    state.result_types = _parse_result_types(p)
    state.operands = ins + outs
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (len(ins), len(outs)))


def _named_structured_op(name: str):
    if name in _OWN_SYNTAX:
        return None
    return OpDef(name, traits=(OperandSegments(("inputs", "outputs")), RecursiveEffects()),
                 parse=_parse_named, print=_print_fill, inherent=frozenset({"operandSegmentSizes"}),
                 invariants=OpInvariants(operands="inputs*, outputs*"))


OP_FAMILIES["linalg"] = _named_structured_op
