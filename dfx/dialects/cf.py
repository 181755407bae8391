"""The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`) and
`cf.assert`.

    cf.br ^bb1(%a : T)
    cf.cond_br %c, ^bb1, ^bb2(%a : T)
    cf.assert %c, "message"
"""

from __future__ import annotations

from typing import List

from dfx.ir.attributes import DenseArrayAttr, StringAttr, i1, i32
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.invariants import I1, OpInvariants
from dfx.ir.traits import BranchOp, MemoryEffects, OperandSegments, Pure, Terminator, operand_group

__all__ = ["parse_successor_and_operands", "print_successor_and_operands"]


def parse_successor_and_operands(p) -> tuple:
    """`^bb1` or `^bb1(%a, %b : T, U)` → (block, operand values)."""
    block = p.parse_successor()
    values: List = []
    if p.parse_optional_punctuation("("):
        units = [p.parse_unresolved_operand()]
        while p.parse_optional_punctuation(","):
            units.append(p.parse_unresolved_operand())
        p.parse_punctuation(":")
        loc = p.mark()
        types = p.parse_type_list()
        p.parse_punctuation(")")
        values = p.resolve_operands(units, types, loc)
    return block, values


def print_successor_and_operands(pr, block, values) -> None:
    """Prints `^bb1` or `^bb1(%a : T)`."""
    pr.print_successor(block)
    if values:
        pr.print("(")
        pr.print_operands(values)
        pr.print(" : ")
        pr.print_types([v.type for v in values])
        pr.print(")")


def _parse_br(p, state: OperationState) -> None:
    block, values = parse_successor_and_operands(p)
    state.successors.append(block)
    state.operands.extend(values)
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_br(pr, op: Operation) -> None:
    pr.print(" ")
    print_successor_and_operands(pr, op.successors[0], op.operands)
    pr.print_attr_dict(op)


def _parse_cond_br(p, state: OperationState) -> None:
    cond = p.parse_unresolved_operand()
    state.operands.append(p.resolve_operand(cond, type=i1))
    p.parse_punctuation(",")
    tblock, tvals = parse_successor_and_operands(p)
    p.parse_punctuation(",")
    fblock, fvals = parse_successor_and_operands(p)
    state.successors.extend([tblock, fblock])
    state.operands.extend(tvals)
    state.operands.extend(fvals)
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (1, len(tvals), len(fvals)))
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_cond_br(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(", ")
    print_successor_and_operands(pr, op.successors[0], operand_group(op, "trueDestOperands"))
    pr.print(", ")
    print_successor_and_operands(pr, op.successors[1], operand_group(op, "falseDestOperands"))
    pr.print_attr_dict(op, elided=("operandSegmentSizes",))


def _parse_assert(p, state: OperationState) -> None:
    cond = p.parse_unresolved_operand()
    state.operands.append(p.resolve_operand(cond, type=i1))
    p.parse_punctuation(",")
    state.properties["msg"] = StringAttr(p.parse_string())
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_assert(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(", ")
    msg = op.get_attr("msg")
    pr.print_string(msg.value if isinstance(msg, StringAttr) else "")
    pr.print_attr_dict(op, elided=("msg",))


register_op(OpDef("cf.br", traits=(Terminator(), BranchOp(), Pure()),
                  parse=_parse_br, print=_print_br,
                  invariants=OpInvariants(results="", regions=0, successors=1)))
register_op(OpDef("cf.cond_br",
                  traits=(Terminator(), BranchOp(groups=("trueDestOperands", "falseDestOperands")),
                          OperandSegments(("condition", "trueDestOperands", "falseDestOperands")), Pure()),
                  parse=_parse_cond_br, print=_print_cond_br,
                  inherent={"operandSegmentSizes", "branch_weights"},
                  invariants=OpInvariants(operands="condition, trueDestOperands*, falseDestOperands*", results="",
                                          regions=0, successors=2, types={"condition": I1})))
register_op(OpDef("cf.assert", traits=(MemoryEffects(("write",)),),
                  parse=_parse_assert, print=_print_assert, inherent={"msg"},
                  invariants=OpInvariants(operands="arg", results="", regions=0, attrs="msg", types={"arg": I1})))
