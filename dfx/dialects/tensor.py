"""The `tensor` dialect ops that dispatch bodies and hoisted initializers
use besides `tensor.empty` (which lives with `linalg`).

    %extracted = tensor.extract %t[%i, %j] : tensor<4x4xf32>
    %inserted = tensor.insert %v into %t[%i, %j] : tensor<4x4xf32>
    %s = tensor.extract_slice %t[0, %i] [1, %n] [1, 1] : tensor<4x8xf32> to tensor<1x?xf32>
    %u = tensor.insert_slice %s into %t[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<4x8xf32>

Slice positions mix literals and values: the literals go to the
`static_offsets/sizes/strides` arrays, with MLIR's dynamic marker (the
smallest i64) where a value stands, and the values are operands.
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr, i32, i64, index
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.traits import OperandSegments, Pure

DYNAMIC = -(1 << 63)

__all__ = []


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


def _parse_mixed_list(p):
    """`[0, %i, 4]` → (static values with DYNAMIC for each value, values)."""
    static, units = [], []

    def one():
        if p.kind == "value":
            units.append(p.parse_unresolved_operand())
            static.append(DYNAMIC)
        else:
            static.append(p.parse_integer())
    p.parse_comma_separated_list("square", one)
    return static, units


def _print_mixed_list(pr, static, values) -> None:
    pr.print("[")
    it = iter(values)
    for i, s in enumerate(static):
        if i:
            pr.print(", ")
        if s == DYNAMIC:
            pr.print_operand(next(it))
        else:
            pr.print(str(s))
    pr.print("]")


_MIXED = ("static_offsets", "static_sizes", "static_strides")


def _parse_slice(p, state: OperationState) -> None:
    inserting = state.name == "tensor.insert_slice"
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
    state.result_types = [other]


def _print_slice(pr, op: Operation) -> None:
    inserting = op.name == "tensor.insert_slice"
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
    pr.print_type(op.results[0].type)


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
