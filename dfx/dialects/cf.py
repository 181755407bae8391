"""The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`,
`cf.switch`) and `cf.assert`.

    cf.br ^bb1(%a : T)
    cf.cond_br %c, ^bb1, ^bb2(%a : T)
    cf.switch %flag : i32, [
      default: ^bb1(%a : T),
      0: ^bb2(%b : T)
    ]
    cf.assert %c, "message"
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.numerics import to_unsigned

from dfx.ir.attributes import DenseArrayAttr, DenseElementsAttr, StringAttr, VectorType, i1, i32
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.invariants import I1, OpInvariants
from dfx.ir.traits import BranchOp, MemoryEffects, OperandSegments, Pure, Terminator, operand_group
from dfx.syntax.forms import CURRENT, register_forms

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple

__all__ = ["parse_successor_and_operands", "print_successor_and_operands", "constant_int"]


def constant_int(a) -> Optional[int]:
    """The integer a scalar or splat constant attribute holds, or None."""
    from dfx.ir.attributes import DenseElementsAttr, IntegerAttr
    if isinstance(a, IntegerAttr):
        return int(a.value)
    if isinstance(a, DenseElementsAttr) and a.is_splat and isinstance(a.splat_value, (int, bool)):
        return int(a.splat_value)
    return None


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
@dataclass(frozen=True)
class _CondBranch(BranchOp):
    """`cf.cond_br`: successor 0 when the condition is true, 1 when false."""

    def successor_for_operands(self, op: Operation, operands) -> Optional[int]:
        c = constant_int(operands[0]) if operands else None
        return None if c is None else (0 if c & 1 else 1)


register_op(OpDef("cf.cond_br",
                  traits=(Terminator(), _CondBranch(groups=("trueDestOperands", "falseDestOperands")),
                          OperandSegments(("condition", "trueDestOperands", "falseDestOperands")), Pure()),
                  parse=_parse_cond_br, print=_print_cond_br,
                  inherent={"operandSegmentSizes", "branch_weights"},
                  invariants=OpInvariants(operands="condition, trueDestOperands*, falseDestOperands*", results="",
                                          regions=0, successors=2, types={"condition": I1})))
register_op(OpDef("cf.assert", traits=(MemoryEffects(("write",)),),
                  parse=_parse_assert, print=_print_assert, inherent={"msg"},
                  invariants=OpInvariants(operands="arg", results="", regions=0, attrs="msg", types={"arg": I1})))


# -- cf.switch -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _SwitchBranch(BranchOp):
    """Successor 0 (default) receives `defaultOperands`; case successor k
    its slice of `caseOperands` per `case_operand_segments`."""

    def successor_operand_range(self, op: Operation, index: int) -> Tuple[int, int]:
        from dfx.ir.traits import operand_group_range
        if index == 0:
            return operand_group_range(op, "defaultOperands")
        start, _ = operand_group_range(op, "caseOperands")
        segs = op.get_attr("case_operand_segments")
        sizes = list(segs.values) if isinstance(segs, DenseArrayAttr) else []
        return (start + sum(sizes[:index - 1]), sizes[index - 1] if index - 1 < len(sizes) else 0)


    def successor_for_operands(self, op: Operation, operands) -> Optional[int]:
        flag = constant_int(operands[0]) if operands else None
        if flag is None:
            return None
        width = getattr(op.operand(0).type, "width", 64)
        for k, v in enumerate(_case_values(op)):
            if to_unsigned(v, width) == to_unsigned(flag, width):
                return k + 1
        return 0


def _case_values(op: Operation) -> List[int]:
    a = op.get_attr("case_values")
    if not isinstance(a, DenseElementsAttr):
        return []
    values = a.values()
    return [int(v) for v in values] if values is not None else []


def _parse_switch(p, state: OperationState) -> None:
    flag = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    flag_type = p.parse_type()
    state.operands.append(p.resolve_operand(flag, type=flag_type))
    p.parse_punctuation(",")
    p.parse_punctuation("[")
    p.parse_keyword("default")
    p.parse_punctuation(":")
    dblock, dvals = parse_successor_and_operands(p)
    values: List[int] = []
    case_blocks = []
    case_vals: List = []
    segs: List[int] = []
    while p.parse_optional_punctuation(","):
        negative = p.parse_optional_punctuation("-")
        v = p.parse_integer()
        v = -v if negative else v
        width = getattr(flag_type, "width", None)
        if width and v >= 1 << (width - 1) and v < 1 << width:
            v -= 1 << width  # stored signed, whichever spelling was read (3.2.0 prints it unsigned)
        values.append(v)
        p.parse_punctuation(":")
        block, vals = parse_successor_and_operands(p)
        case_blocks.append(block)
        case_vals.extend(vals)
        segs.append(len(vals))
    p.parse_punctuation("]")
    state.successors.extend([dblock] + case_blocks)
    state.operands.extend(dvals)
    state.operands.extend(case_vals)
    if values:
        body = str(values[0]) if len(values) == 1 else "[" + ", ".join(str(v) for v in values) + "]"
        state.properties["case_values"] = DenseElementsAttr(body, VectorType(f"{len(values)}x", flag_type))
    state.properties["case_operand_segments"] = DenseArrayAttr(i32, tuple(segs))
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (1, len(dvals), len(case_vals)))
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_switch(pr, op: Operation) -> None:
    pr.print(" ")
    flag = op.operand(0)
    pr.print_operand(flag)
    pr.print(" : ")
    pr.print_type(flag.type)
    pr.print(", [")
    indent = getattr(pr, "indent", 0)
    pad = indent if isinstance(indent, str) else " " * int(indent or 0)
    trait = op.get_trait(BranchOp)
    pr.print("\n" + pad + "  default: ")
    print_successor_and_operands(pr, op.successors[0], trait.successor_operands(op, 0))
    width = getattr(flag.type, "width", None)
    for k, v in enumerate(_case_values(op)):
        if v < 0 and width and op.form != CURRENT:
            v += 1 << width  # 3.2.0's mlir prints case values as unsigned integers (3.13: signed)
        pr.print(",\n" + pad + f"  {v}: ")
        print_successor_and_operands(pr, op.successors[k + 1], trait.successor_operands(op, k + 1))
    pr.print("\n" + pad + "]")
    pr.print_attr_dict(op, elided=("operandSegmentSizes", "case_values", "case_operand_segments"))


register_forms("cf.switch")
register_op(OpDef("cf.switch",
                  traits=(Terminator(), _SwitchBranch(),
                          OperandSegments(("flag", "defaultOperands", "caseOperands")), Pure()),
                  parse=_parse_switch, print=_print_switch,
                  inherent={"operandSegmentSizes", "case_values", "case_operand_segments"},
                  invariants=OpInvariants(operands="flag, defaultOperands*, caseOperands*", results="",
                                          regions=0)))
