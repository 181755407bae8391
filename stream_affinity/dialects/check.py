"""The `check` test dialect: the host-side assertions of IREE's end-to-end
tests (`check.expect_true`, `expect_false`, `expect_all_true`,
`expect_eq`, `expect_eq_const`, `expect_almost_eq`,
`expect_almost_eq_const`).

They survive to the flow and stream phases as ordinary consumers of their
tensor (or `!hal.buffer_view`) operands; none is an affinity op. The
buffer-view forms take the device first: `check.expect_eq<%device>(%a, %b)`.
"""

from __future__ import annotations

from dfx.ir.core import Operation, OperationState
from dfx.ir.invariants import OpInvariants
from stream_affinity.dialects.common import attrs_with, print_attrs, register_iree_op


def _parse_check(p, state: OperationState) -> None:
    name = state.name
    device = []
    if p.parse_optional_punctuation("<"):
        device = [p.parse_unresolved_operand()]
        p.parse_punctuation(">")
    p.parse_punctuation("(")
    units = [p.parse_unresolved_operand()]
    if name.endswith("_const"):
        p.parse_punctuation(",")
        state.properties["value"] = p.parse_attribute()
    elif name in ("check.expect_eq", "check.expect_almost_eq"):
        p.parse_punctuation(",")
        units.append(p.parse_unresolved_operand())
    p.parse_punctuation(")")
    attrs_with(p, state, keyword=False)
    p.parse_punctuation(":")
    t = p.parse_type()
    operands = [p.resolve_operand(u) for u in device]
    operands += [p.resolve_operand(u, type=t) for u in units]
    state.operands = operands
    attrs_with(p, state, keyword=False)


def _print_check(pr, op: Operation) -> None:
    name = op.name
    operands = op.operands
    n_values = 2 if name in ("check.expect_eq", "check.expect_almost_eq") else 1
    device = operands[:len(operands) - n_values]
    values = operands[len(operands) - n_values:]
    if device:
        pr.print("<")
        pr.print_operand(device[0])
        pr.print(">")
    pr.print("(")
    pr.print_operands(values)
    if name.endswith("_const"):
        pr.print(", ")
        pr.print_attribute(op.get_attr("value"))
    pr.print(")")
    print_attrs(pr, op, keyword=False)
    pr.print(" : ")
    pr.print_type(values[0].type)


for _name, _operands in (("check.expect_true", "operand"), ("check.expect_false", "operand"),
                         ("check.expect_all_true", "device?, operand"), ("check.expect_eq", "device?, lhs, rhs"),
                         ("check.expect_almost_eq", "device?, lhs, rhs"), ("check.expect_eq_const", "lhs"),
                         ("check.expect_almost_eq_const", "lhs")):
    register_iree_op(_name, traits=(), parse=_parse_check, print=_print_check,
                     inherent={"value"} if _name.endswith("_const") else (),
                     invariants=OpInvariants(operands=_operands, results="", regions=0,
                                             attrs="value" if _name.endswith("_const") else ()))
