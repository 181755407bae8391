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

from dfx.ir.attributes import ArrayAttr, DenseArrayAttr, DialectAttr, StringAttr, i32, index
from dfx.ir.core import OpDef, Operation, OperationState, register_op
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


def _parse_generic(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    ins = _parse_operand_group(p, "ins")
    outs = _parse_operand_group(p, "outs")
    extra = p.parse_optional_attr_dict_with_keyword()
    p.add_attr_dict(state, extra)
    state.regions = [p.parse_region()]
    if p.parse_optional_punctuation("->"):
        if p.parse_optional_punctuation("("):
            state.result_types = p.parse_type_list()
            p.parse_punctuation(")")
        else:
            state.result_types = p.parse_type_list()
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


def _print_generic(pr, op: Operation) -> None:
    seg = op.get_trait(OperandSegments)
    ins_start, n_ins = seg.range(op, "inputs")
    outs_start, n_outs = seg.range(op, "outputs")
    attrs = dict(op.properties)
    attrs.update(op.attributes)
    attrs.pop("operandSegmentSizes", None)
    its = attrs.get("iterator_types")
    if isinstance(its, ArrayAttr):
        # Printed back as strings: iree-opt 3.2.0 crashes on enum attributes
        # in the custom form.
        attrs["iterator_types"] = ArrayAttr(tuple(
            StringAttr(a.params) if isinstance(a, DialectAttr) and a.full_name == "linalg.iterator_type"
            and a.params is not None else a for a in its.elements))
    pr.print_attr_dict(attrs)
    _print_group(pr, "ins", op.operands[ins_start:ins_start + n_ins])
    _print_group(pr, "outs", op.operands[outs_start:outs_start + n_outs])
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=True)
    if op.results:
        # Several result types are parenthesized, as mlir-opt prints them.
        many = len(op.results) > 1
        pr.print(" -> (" if many else " -> ")
        pr.print_types([r.type for r in op.results])
        if many:
            pr.print(")")


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
register_op(OpDef("linalg.generic",
                  traits=(OperandSegments(("inputs", "outputs")), RecursiveEffects(), SingleBlock()),
                  parse=_parse_generic, print=_print_generic,
                  inherent={"indexing_maps", "iterator_types", "doc", "library_call", "operandSegmentSizes"},
                  invariants=OpInvariants(operands="inputs*, outputs*", regions=1,
                                          attrs="indexing_maps, iterator_types")))
register_op(OpDef("linalg.yield", traits=(Terminator(), ReturnLike(), Pure()), parse=_parse_yield,
                  print=_print_yield))
