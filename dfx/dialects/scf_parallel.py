"""`scf.parallel` / `scf.reduce` / `scf.reduce.return` and `scf.forall` /
`scf.forall.in_parallel`: the parallel loops of the `scf` dialect.

    %r = scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) init (%x) -> i32 {
      scf.reduce(%v : i32) {
      ^bb0(%l: i32, %r: i32):
        scf.reduce.return %l : i32
      }
    }
    %t = scf.forall (%i, %j) in (%n, 4) shared_outs(%o = %init) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      }
    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}

Data flow: `scf.parallel` enters its body (the induction variables come
from the bounds) or skips it (inits to results); the values `scf.reduce`
combines become the results. `scf.forall` passes its shared outputs to the
body's arguments and its results are those outputs updated in place (tied
results, destination-passing style).
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.dialects.scf import StatelessRegionBranch, _edge, _forwarded, _parse_types_after_arrow, ensure_terminator
from dfx.dialects.tensor import parse_mixed_list, parse_operand_colon_type, print_mixed_list, print_operand_colon_type
from dfx.ir.attributes import DenseArrayAttr, i32, i64, index
from dfx.ir.core import Block, OpDef, Operation, OperationState, Region, register_op
from dfx.ir.invariants import OpInvariants
from dfx.ir.traits import (NoTerminator, OperandSegments, Pure, RecursiveEffects,
                           RegionBranchTerminator, RegionEdge, ReturnLike, SingleBlock, Terminator, TiedOp,
                           operand_group_range, operand_groups)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["ParallelRegionBranch", "ForallRegionBranch"]


#===----------------------------------------------------------------------===#
# scf.parallel
#===----------------------------------------------------------------------===#


class ParallelRegionBranch(StatelessRegionBranch):
    """`scf.parallel`: enters the body (no inputs) or skips it (inits to
    results); `scf.reduce` operands become the results."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        start, n = operand_group_range(op, "initVals")
        return [RegionEdge(0, (), ()), _edge(None, tuple(range(start, start + n)), op.results)]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        return [_edge(None, _forwarded(terminator), op.results)]

def _paren_operands(p, type_=index):
    units = p.parse_unresolved_operand_list("paren")
    return [p.resolve_operand(u, type=type_) for u in units]


def _parse_parallel(p, state: OperationState) -> None:
    ivs = []

    def one():
        ivs.append(p.parse_argument(with_type=False))
    p.parse_comma_separated_list("paren", one)
    p.parse_punctuation("=")
    lbs = _paren_operands(p)
    p.parse_keyword("to")
    ubs = _paren_operands(p)
    p.parse_keyword("step")
    steps = _paren_operands(p)
    inits = []
    if p.parse_optional_keyword("init"):
        units = p.parse_unresolved_operand_list("paren")
        p.parse_punctuation("->")
        types = _parse_types_after_arrow(p)
        inits = p.resolve_operands(units, types, p.mark())
        state.result_types.extend(types)
    for iv in ivs:
        iv.type = index
    body = p.parse_region(arguments=ivs)
    ensure_terminator(body, state.location, "scf.reduce")
    state.regions.append(body)
    state.operands = lbs + ubs + steps + inits
    state.properties["operandSegmentSizes"] = DenseArrayAttr(i32, (len(lbs), len(ubs), len(steps), len(inits)))
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_parens(pr, values) -> None:
    pr.print("(")
    pr.print_operands(values)
    pr.print(")")


def _print_parallel(pr, op: Operation) -> None:
    lbs, ubs, steps, inits = operand_groups(op, ("lowerBound", "upperBound", "step", "initVals"))
    body = op.regions[0]
    ivs = body.blocks[0].arguments if body.blocks else []
    pr.print(" ")
    _print_parens(pr, ivs)
    pr.print(" = ")
    _print_parens(pr, lbs)
    pr.print(" to ")
    _print_parens(pr, ubs)
    pr.print(" step ")
    _print_parens(pr, steps)
    if inits:
        pr.print(" init ")
        _print_parens(pr, inits)
        pr.print(" -> ")
        if len(op.results) == 1:
            pr.print_type(op.results[0].type)
        else:
            pr.print("(")
            pr.print_types(op.result_types)
            pr.print(")")
    pr.print(" ")
    pr.print_region(body, print_entry_block_args=False)
    pr.print_attr_dict(op, elided=("operandSegmentSizes",))


def _parse_reduce(p, state: OperationState) -> None:
    if p.parse_optional_punctuation("("):
        units = p.parse_unresolved_operand_list()
        p.parse_punctuation(":")
        loc = p.mark()
        types = p.parse_type_list()
        p.parse_punctuation(")")
        state.operands = p.resolve_operands(units, types, loc)
        state.regions.append(p.parse_region())
        while p.parse_optional_punctuation(","):
            state.regions.append(p.parse_region())
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_reduce(pr, op: Operation) -> None:
    if op.operands:
        pr.print("(")
        pr.print_operands(op.operands)
        pr.print(" : ")
        pr.print_types([v.type for v in op.operands])
        pr.print(") ")
        for i, region in enumerate(op.regions):
            if i:
                pr.print(", ")
            pr.print_region(region, print_entry_block_args=True)
    else:
        pr.print(" ")
    pr.print_attr_dict(op)


register_op(OpDef("scf.parallel",
                  traits=(ParallelRegionBranch(), OperandSegments(("lowerBound", "upperBound", "step", "initVals")),
                          RecursiveEffects(), SingleBlock()),
                  parse=_parse_parallel, print=_print_parallel, inherent={"operandSegmentSizes"},
                  invariants=OpInvariants(operands="lowerBound*, upperBound*, step*, initVals*", regions=1)))
register_op(OpDef("scf.reduce", traits=(Terminator(), RegionBranchTerminator(0), Pure()),
                  parse=_parse_reduce, print=_print_reduce,
                  invariants=OpInvariants(results="", parents="scf.parallel")))
register_op(OpDef("scf.reduce.return", traits=(Terminator(), ReturnLike(), Pure()),
                  parse=parse_operand_colon_type, print=print_operand_colon_type,
                  invariants=OpInvariants(operands="result", results="", regions=0, parents="scf.reduce")))


#===----------------------------------------------------------------------===#
# scf.forall
#===----------------------------------------------------------------------===#

_STATIC = ("staticLowerBound", "staticUpperBound", "staticStep")
_GROUPS = ("dynamicLowerBound", "dynamicUpperBound", "dynamicStep", "outputs")


class ForallRegionBranch(StatelessRegionBranch):
    """`scf.forall`: the shared outputs enter the body's arguments after the
    induction variables; the results are tied to the outputs (`TiedOp`),
    not region edges."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        start, n = operand_group_range(op, "outputs")
        body = op.regions[0] if op.regions else None
        args = tuple(body.blocks[0].arguments[-n:]) if body is not None and body.blocks and n else ()
        return [_edge(0, tuple(range(start, start + n)), args)]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        return []

@dataclass(frozen=True)
class _ForallTies(TiedOp):
    """Result i of `scf.forall` is its shared output i."""

    def tied_operand_index(self, op: Operation, result_index: int) -> Optional[int]:
        start, n = operand_group_range(op, "outputs")
        return start + result_index if result_index < n else None


def _parse_mixed_parens(p):
    static, units = parse_mixed_list(p, "paren")
    return static, [p.resolve_operand(u, type=index) for u in units]


def _print_mixed_parens(pr, static, values) -> None:
    print_mixed_list(pr, static, values, "()")


def _parse_forall(p, state: OperationState) -> None:
    ivs = []

    def one():
        ivs.append(p.parse_argument(with_type=False))
    p.parse_comma_separated_list("paren", one)
    if p.parse_optional_keyword("in"):
        ub, ub_vals = _parse_mixed_parens(p)
        lb, lb_vals = [0] * len(ub), []
        step, step_vals = [1] * len(ub), []
    else:
        p.parse_punctuation("=")
        lb, lb_vals = _parse_mixed_parens(p)
        p.parse_keyword("to")
        ub, ub_vals = _parse_mixed_parens(p)
        p.parse_keyword("step")
        step, step_vals = _parse_mixed_parens(p)
    out_args, outs = [], []
    if p.parse_optional_keyword("shared_outs"):
        units = []

        def shared():
            out_args.append(p.parse_argument(with_type=False))
            p.parse_punctuation("=")
            units.append(p.parse_unresolved_operand())
        p.parse_comma_separated_list("paren", shared)
        p.parse_punctuation("->")
        types = p.parse_type_list("paren")
        outs = p.resolve_operands(units, types, p.mark())
        for a, t in zip(out_args, types):
            a.type = t
        state.result_types.extend(types)
    for iv in ivs:
        iv.type = index
    body = p.parse_region(arguments=ivs + out_args)
    ensure_terminator(body, state.location, "scf.forall.in_parallel")
    term = body.blocks[-1].last_op
    if term is not None and term.name == "scf.forall.in_parallel" and not term.regions:
        term.add_region(Region([Block()]))
    state.regions.append(body)
    state.operands = lb_vals + ub_vals + step_vals + outs
    for name, values in zip(_STATIC, (lb, ub, step)):
        state.properties[name] = DenseArrayAttr(i64, tuple(values))
    state.properties["operandSegmentSizes"] = DenseArrayAttr(
        i32, (len(lb_vals), len(ub_vals), len(step_vals), len(outs)))
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_forall(pr, op: Operation) -> None:
    lb_vals, ub_vals, step_vals, outs = operand_groups(op, _GROUPS)
    lb, ub, step = (tuple(op.properties[n].values) if isinstance(op.properties.get(n), DenseArrayAttr) else ()
                    for n in _STATIC)
    body = op.regions[0]
    args = body.blocks[0].arguments if body.blocks else []
    n_ivs = len(args) - len(outs)
    pr.print(" ")
    _print_parens(pr, args[:n_ivs])
    if all(v == 0 for v in lb) and all(v == 1 for v in step):
        pr.print(" in ")
        _print_mixed_parens(pr, ub, ub_vals)
    else:
        pr.print(" = ")
        _print_mixed_parens(pr, lb, lb_vals)
        pr.print(" to ")
        _print_mixed_parens(pr, ub, ub_vals)
        pr.print(" step ")
        _print_mixed_parens(pr, step, step_vals)
    if outs:
        pr.print(" shared_outs(")
        for i, (a, v) in enumerate(zip(args[n_ivs:], outs)):
            if i:
                pr.print(", ")
            pr.print_operand(a)
            pr.print(" = ")
            pr.print_operand(v)
        pr.print(") -> (")
        pr.print_types(op.result_types)
        pr.print(")")
    pr.print(" ")
    pr.print_region(body, print_entry_block_args=False, print_block_terminators=bool(outs))
    pr.print_attr_dict(op, elided=("operandSegmentSizes",) + _STATIC)


def _parse_in_parallel(p, state: OperationState) -> None:
    region = p.parse_region()
    if not region.blocks:
        region.add_block(Block())
    state.regions.append(region)
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_in_parallel(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False, print_empty_block=True)
    pr.print_attr_dict(op)


register_op(OpDef("scf.forall",
                  traits=(ForallRegionBranch(), _ForallTies(), OperandSegments(_GROUPS), RecursiveEffects(),
                          SingleBlock()),
                  parse=_parse_forall, print=_print_forall,
                  inherent={"operandSegmentSizes", "mapping"} | set(_STATIC),
                  invariants=OpInvariants(operands="dynamicLowerBound*, dynamicUpperBound*, dynamicStep*, outputs*",
                                          regions=1)))
register_op(OpDef("scf.forall.in_parallel", traits=(Terminator(), NoTerminator(), SingleBlock(), RecursiveEffects()),
                  parse=_parse_in_parallel, print=_print_in_parallel,
                  invariants=OpInvariants(operands="", results="", regions=1, parents="scf.forall")))
