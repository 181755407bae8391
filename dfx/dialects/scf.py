"""The `scf` dialect: structured control flow (`scf.if`, `scf.for`,
`scf.while`) and its terminators (`scf.yield`, `scf.condition`).

The region ops describe their control flow through `RegionBranchOp`
subclasses that return exact `RegionEdge`s (which operands flow into which
block arguments or results); analyses use nothing else.

Printed forms (as mlir-opt prints them):

    %r = scf.if %c -> (T) { ... scf.yield %a : T } else { ... }
    %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (T, U) { ... }
    %r = scf.while (%a = %x) : (T) -> T { ... scf.condition(%c) %a : T } do {
    ^bb0(%a: T):
      scf.yield %a : T
    } attributes {...}
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr, IndexType, UnitAttr, i1, i64, index
from dfx.ir.core import OpDef, Operation, OperationState, Region, Value, register_op
from dfx.ir.traits import Pure, RecursiveEffects, ReturnLike, SingleBlock, Terminator
from dfx.ir.traits import RegionBranchOp, RegionBranchTerminator, RegionEdge
from dfx.ir.traits import ensure_terminator as _ensure_terminator
from dfx.ir.invariants import I1, OpInvariants
from dfx.ir.folding import int_width
from dfx.ir.numerics import to_signed, to_unsigned
from dfx.dialects.cf import constant_int

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence

__all__ = ["IfRegionBranch", "ForRegionBranch", "WhileRegionBranch", "ExecuteRegionBranch", "IndexSwitchRegionBranch",
           "StatelessRegionBranch", "ensure_terminator", "switch_cases"]


#===----------------------------------------------------------------------===#
# Helpers
#===----------------------------------------------------------------------===#


def _entry_args(op: Operation, region_index: int, start: int = 0) -> tuple:
    """Entry-block arguments of region |region_index| from |start| (empty when
    the region has no block)."""
    if region_index >= len(op.regions):
        return ()
    region = op.regions[region_index]
    if not region.blocks:
        return ()
    return tuple(region.blocks[0].arguments[start:])


def _region_index_of(op: Operation, terminator: Operation) -> Optional[int]:
    """Index of the region of |op| that directly contains |terminator|."""
    region = terminator.parent_region
    for i, r in enumerate(op.regions):
        if r is region:
            return i
    return None


def _forwarded(terminator: Operation) -> tuple:
    """Operand indices that |terminator| forwards to its parent's successors."""
    t = terminator.get_trait(RegionBranchTerminator)
    first = t.first_forwarded if t is not None else 0
    return tuple(range(first, terminator.num_operands))


def _edge(target: Optional[int], operand_indices: Sequence[int], inputs: Sequence[Value]) -> RegionEdge:
    """An edge; operands and inputs are paired up to the shorter length (so
    malformed IR never produces mismatched edges)."""
    n = min(len(operand_indices), len(inputs))
    return RegionEdge(target, tuple(operand_indices[:n]), tuple(inputs[:n]))


def ensure_terminator(region: Region, location, name: str = "scf.yield") -> None:
    """Adds an empty `scf.yield` (or op |name|) to |region|'s block when it
    has no terminator (the implicit terminator that mlir-opt elides); a
    region without blocks gets one block."""
    _ensure_terminator(region, location, name)


#===----------------------------------------------------------------------===#
# Region control flow
#===----------------------------------------------------------------------===#


class StatelessRegionBranch(RegionBranchOp):
    """A region-branch model without parameters: all instances are equal."""

    def __eq__(self, other) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))


class IfRegionBranch(StatelessRegionBranch):
    """`scf.if`: from outside, control enters the then region (no inputs)
    and the else region, or goes straight to the results when the else
    region is empty; every `scf.yield` forwards its operands to the results."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        edges = [RegionEdge(0, (), ())]
        if len(op.regions) > 1 and op.regions[1].blocks:
            edges.append(RegionEdge(1, (), ()))
        else:
            edges.append(RegionEdge(None, (), ()))
        return edges

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        return [_edge(None, _forwarded(terminator), op.results)]

    def entry_edges_for_operands(self, op: Operation, operands) -> List[RegionEdge]:
        edges = self.entry_edges(op)
        c = constant_int(operands[0]) if operands else None
        if c is None:
            return edges
        return [edges[0]] if c & 1 else [edges[1]]


class ForRegionBranch(StatelessRegionBranch):
    """`scf.for %iv = %lb to %ub step %s iter_args(...)`: operands 0..2 are
    the loop bounds; operands 3.. initialize the iteration arguments (body
    block arguments 1.., after the induction variable) and are also the
    results when the loop runs zero times. The body's `scf.yield` feeds the
    next iteration and the results."""

    NUM_CONTROL_OPERANDS = 3

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        inits = tuple(range(self.NUM_CONTROL_OPERANDS, op.num_operands))
        return [
            _edge(0, inits, _entry_args(op, 0, 1)),
            _edge(None, inits, op.results),
        ]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        fwd = _forwarded(terminator)
        return [
            _edge(0, fwd, _entry_args(op, 0, 1)),
            _edge(None, fwd, op.results),
        ]

    def entry_edges_for_operands(self, op: Operation, operands) -> List[RegionEdge]:
        """With constant bounds: only the body edge when the loop runs at
        least once, only the zero-trip edge (to the results) when it never
        runs (compared signed, or unsigned for `scf.for unsigned`)."""
        edges = self.entry_edges(op)
        bounds = [constant_int(a) for a in list(operands)[:2]] if len(operands) >= 2 else [None, None]
        if None in bounds:
            return edges
        lb, ub = bounds
        w = int_width(op.operand(0).type) or 64
        if isinstance(op.get_attr("unsignedCmp"), UnitAttr):
            lb, ub = to_unsigned(lb, w), to_unsigned(ub, w)
        else:
            lb, ub = to_signed(lb, w), to_signed(ub, w)
        return [edges[0]] if lb < ub else [edges[1]]


class WhileRegionBranch(StatelessRegionBranch):
    """`scf.while`: all operands enter the "before" region's arguments. Its
    `scf.condition(%c) args` forwards operands 1.. to the "after" region's
    arguments and to the results; the after region's `scf.yield` goes back to
    the before region's arguments (never to the results)."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        return [_edge(0, tuple(range(op.num_operands)), _entry_args(op, 0))]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        fwd = _forwarded(terminator)
        if _region_index_of(op, terminator) == 0:
            return [
                _edge(1, fwd, _entry_args(op, 1)),
                _edge(None, fwd, op.results),
            ]
        return [_edge(0, fwd, _entry_args(op, 0))]

    def terminator_edges_for_operands(self, op: Operation, terminator: Operation, operands) -> List[RegionEdge]:
        """`scf.condition(%c)` with a constant condition: into the after
        region when true, out to the results when false."""
        edges = self.terminator_edges(op, terminator)
        if _region_index_of(op, terminator) != 0:
            return edges
        c = constant_int(operands[0]) if operands else None
        if c is None:
            return edges
        return [edges[0]] if c & 1 else [edges[1]]


#===----------------------------------------------------------------------===#
# scf.if
#===----------------------------------------------------------------------===#


def _parse_if(p, state: OperationState) -> None:
    cond = p.parse_unresolved_operand()
    state.operands.append(p.resolve_operand(cond, type=i1))
    if p.parse_optional_punctuation("->"):
        state.result_types.extend(_parse_types_after_arrow(p))
    then_region = p.parse_region()
    ensure_terminator(then_region, state.location)
    else_region = Region()
    if p.parse_optional_keyword("else"):
        else_region = p.parse_region()
        ensure_terminator(else_region, state.location)
    state.regions.extend([then_region, else_region])
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_if(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    terms = bool(op.results)
    if op.results:
        pr.print(" -> (")
        pr.print_types(op.result_types)
        pr.print(")")
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=terms)
    if len(op.regions) > 1 and op.regions[1].blocks:
        pr.print(" else ")
        pr.print_region(op.regions[1], print_entry_block_args=False, print_block_terminators=terms)
    pr.print_attr_dict(op)


#===----------------------------------------------------------------------===#
# scf.for
#===----------------------------------------------------------------------===#


def _parse_types_after_arrow(p) -> list:
    """`(T, U)` or a single unparenthesized `T`."""
    if p.peek_punctuation("("):
        return p.parse_type_list("paren")
    return [p.parse_type()]


def _parse_init_list(p):
    """`(%a = %x, %b = %y)` → (arguments, unresolved initial operands)."""
    args, inits = [], []

    def one():
        args.append(p.parse_argument(with_type=False))
        p.parse_punctuation("=")
        inits.append(p.parse_unresolved_operand())

    p.parse_comma_separated_list("paren", one)
    return args, inits


def _parse_for(p, state: OperationState) -> None:
    if p.parse_optional_keyword("unsigned"):
        state.properties["unsignedCmp"] = UnitAttr()
    iv = p.parse_argument(with_type=False)
    p.parse_punctuation("=")
    lb = p.parse_unresolved_operand()
    p.parse_keyword("to")
    ub = p.parse_unresolved_operand()
    p.parse_keyword("step")
    step = p.parse_unresolved_operand()
    args, inits, types = [], [], []
    if p.parse_optional_keyword("iter_args"):
        args, inits = _parse_init_list(p)
        p.parse_punctuation("->")
        types = _parse_types_after_arrow(p)
        if len(types) != len(inits):
            p.error(f"expected as many iter_args types as initial values: {len(inits)} vs {len(types)}")
    iv_type = index
    if p.parse_optional_punctuation(":"):
        iv_type = p.parse_type()
    iv.type = iv_type
    for a, t in zip(args, types):
        a.type = t
    for u in (lb, ub, step):
        state.operands.append(p.resolve_operand(u, type=iv_type))
    for u, t in zip(inits, types):
        state.operands.append(p.resolve_operand(u, type=t))
    state.result_types.extend(types)
    body = p.parse_region(arguments=[iv] + args)
    ensure_terminator(body, state.location)
    state.regions.append(body)
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_init_list(pr, args, inits, prefix: str) -> None:
    if not inits:
        return
    pr.print(prefix, "(")
    for i, (a, v) in enumerate(zip(args, inits)):
        if i:
            pr.print(", ")
        pr.print_operand(a)
        pr.print(" = ")
        pr.print_operand(v)
    pr.print(")")


def _print_for(pr, op: Operation) -> None:
    body = op.regions[0]
    block = body.blocks[0] if body.blocks else None
    iv = block.arguments[0] if block is not None and block.arguments else None
    pr.print(" ")
    if isinstance(op.get_attr("unsignedCmp"), UnitAttr):
        pr.print("unsigned ")
    if iv is not None:
        pr.print_operand(iv)
    pr.print(" = ")
    pr.print_operand(op.operand(0))
    pr.print(" to ")
    pr.print_operand(op.operand(1))
    pr.print(" step ")
    pr.print_operand(op.operand(2))
    inits = op.operands[3:]
    iter_args = block.arguments[1:] if block is not None else []
    _print_init_list(pr, iter_args, inits, " iter_args")
    if inits:
        pr.print(" -> (")
        pr.print_types([v.type for v in inits])
        pr.print(")")
    pr.print(" ")
    if iv is not None and not isinstance(iv.type, IndexType):
        pr.print(" : ")
        pr.print_type(iv.type)
        pr.print(" ")
    pr.print_region(body, print_entry_block_args=False, print_block_terminators=bool(inits))
    pr.print_attr_dict(op, elided=("unsignedCmp",))


#===----------------------------------------------------------------------===#
# scf.while
#===----------------------------------------------------------------------===#


def _parse_while(p, state: OperationState) -> None:
    args, inits = [], []
    if p.peek_punctuation("("):
        args, inits = _parse_init_list(p)
    p.parse_punctuation(":")
    loc = p.mark()
    ftype = p.parse_type()
    from dfx.ir.attributes import FunctionType
    if not isinstance(ftype, FunctionType):
        p.error("expected a function type", loc)
    if len(ftype.inputs) != len(inits):
        p.error(f"expected as many input types as operands (expected {len(inits)} got {len(ftype.inputs)})", loc)
    for a, t in zip(args, ftype.inputs):
        a.type = t
    for u, t in zip(inits, ftype.inputs):
        state.operands.append(p.resolve_operand(u, type=t))
    state.result_types.extend(ftype.results)
    before = p.parse_region(arguments=args)
    p.parse_keyword("do")
    after = p.parse_region()
    state.regions.extend([before, after])
    p.add_attr_dict(state, p.parse_optional_attr_dict_with_keyword())


def _print_while(pr, op: Operation) -> None:
    before = op.regions[0]
    bargs = before.blocks[0].arguments if before.blocks else []
    _print_init_list(pr, bargs, op.operands, " ")
    from dfx.ir.attributes import FunctionType
    pr.print(" : ")
    pr.print_type(FunctionType(tuple(v.type for v in op.operands), tuple(op.result_types)))
    pr.print(" ")
    pr.print_region(before, print_entry_block_args=False)
    pr.print(" do ")
    pr.print_region(op.regions[1])
    pr.print_attr_dict_with_keyword(op)


#===----------------------------------------------------------------------===#
# Terminators
#===----------------------------------------------------------------------===#


def _parse_operands_colon_types(p, state: OperationState) -> None:
    """`(%a, %b : T, U)?` with no delimiters: an optional operand list, then
    `: types` when it is non-empty (the `($x^ : type($x))?` idiom)."""
    units = []
    u = p.parse_optional_unresolved_operand()
    if u is not None:
        units.append(u)
        while p.parse_optional_punctuation(","):
            units.append(p.parse_unresolved_operand())
        p.parse_punctuation(":")
        loc = p.mark()
        types = p.parse_type_list()
        state.operands.extend(p.resolve_operands(units, types, loc))


def print_operands_colon_types(pr, values: Sequence[Value]) -> None:
    """Prints ` %a, %b : T, U` (nothing when |values| is empty)."""
    if not values:
        return
    pr.print(" ")
    pr.print_operands(values)
    pr.print(" : ")
    pr.print_types([v.type for v in values])


def _parse_yield(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    _parse_operands_colon_types(p, state)


def _print_yield(pr, op: Operation) -> None:
    pr.print_attr_dict(op)
    print_operands_colon_types(pr, op.operands)


def _parse_condition(p, state: OperationState) -> None:
    p.parse_punctuation("(")
    cond = p.parse_unresolved_operand()
    p.parse_punctuation(")")
    state.operands.append(p.resolve_operand(cond, type=i1))
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    _parse_operands_colon_types(p, state)


def _print_condition(pr, op: Operation) -> None:
    pr.print("(")
    pr.print_operand(op.operand(0))
    pr.print(")")
    pr.print_attr_dict(op)
    print_operands_colon_types(pr, op.operands[1:])


#===----------------------------------------------------------------------===#
# Registration
#===----------------------------------------------------------------------===#

from dfx.ir.verifier import require_terminator  # noqa: E402

require_terminator("scf.if", "scf.yield")
require_terminator("scf.for", "scf.yield")

#===----------------------------------------------------------------------===#
# Invariants: values along the region edges (arity and types)
#===----------------------------------------------------------------------===#


def _edge_mismatch(source: str, target: str, uses: Sequence, inputs: Sequence[Value]) -> Optional[str]:
    """mlir-opt's wording for a control flow edge whose forwarded operands
    (|uses|) do not fit the |inputs| they flow into."""
    if len(uses) != len(inputs):
        return (f" region control flow edge from {source} to {target}: source has {len(uses)} operands, "
                f"but target successor needs {len(inputs)}")
    for k in range(len(uses)):
        vt = uses[k].value.type
        it = inputs[k].type
        if vt is not it and vt != it:
            return (f" along control flow edge from {source} to {target}: source type #{k} '{vt}' should "
                    f"match input type #{k} '{it}'")
    return None


def _forwarded_uses(region: Region) -> Optional[list]:
    """The operand slots that the terminator of |region| forwards (None
    without a block or a terminator)."""
    blocks = region.blocks
    if not blocks:
        return None
    term = blocks[-1].last_op
    d = term.definition if term is not None else None
    if d is None or Terminator not in d.trait_map:
        return None
    t = d.trait_map.get(RegionBranchTerminator)
    first = t.first_forwarded if t is not None else 0
    return term._operands[first:] if first else term._operands


def _check_if(op: Operation) -> Optional[str]:
    regions = op.regions
    if op.results and len(regions) > 1 and not regions[1].blocks:
        return "must have an else block if defining values"
    for i, region in enumerate(regions):
        uses = _forwarded_uses(region)
        if uses is not None:
            m = _edge_mismatch(f"Region #{i}", "parent results", uses, op.results)
            if m is not None:
                return m
    return None


def _check_for(op: Operation) -> Optional[str]:
    body = op.regions[0]
    if not body.blocks:
        return None
    iter_args = body.blocks[0].arguments[1:]
    n_inits = len(op._operands) - ForRegionBranch.NUM_CONTROL_OPERANDS
    if n_inits != len(iter_args):
        return f"different number of inits and region iter_args: {n_inits} != {len(iter_args)}"
    inits = op._operands[ForRegionBranch.NUM_CONTROL_OPERANDS:]
    for k in range(n_inits):
        it = inits[k].value.type
        at = iter_args[k].type
        if it is not at and it != at:
            return f"{k}-th init and {k}-th region iter_arg have different type: '{it}' != '{at}'"
    results = op.results
    if len(results) != len(iter_args):
        return f"different number of region iter_args and loop results: {len(iter_args)} != {len(results)}"
    for k in range(len(results)):
        at = iter_args[k].type
        rt = results[k].type
        if at is not rt and at != rt:
            return f"{k}-th region iter_arg and {k}-th loop result have different type: '{at}' != '{rt}'"
    uses = _forwarded_uses(body)
    if uses is not None:
        if uses and len(uses) != len(iter_args):
            # (with no yielded value at all, iree-opt reports the region edge below)
            return f"different number of region iter_args and yielded values: {len(iter_args)} != {len(uses)}"
        return _edge_mismatch("Region #0", "Region #0", uses, iter_args)
    return None


def _check_while(op: Operation) -> Optional[str]:
    before, after = op.regions
    if not before.blocks or not after.blocks:
        return None
    m = _edge_mismatch("parent operands", "Region #0", op._operands, before.blocks[0].arguments)
    if m is not None:
        return m
    uses = _forwarded_uses(before)
    if uses is not None:
        m = (_edge_mismatch("Region #0", "parent results", uses, op.results)
             or _edge_mismatch("Region #0", "Region #1", uses, after.blocks[0].arguments))
        if m is not None:
            return m
    uses = _forwarded_uses(after)
    if uses is not None:
        return _edge_mismatch("Region #1", "Region #0", uses, before.blocks[0].arguments)
    return None


_YIELD_PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")

register_op(OpDef("scf.if", traits=(IfRegionBranch(), RecursiveEffects(), SingleBlock()),
                  parse=_parse_if, print=_print_if,
                  invariants=OpInvariants(operands="condition", regions=2, types={"condition": I1},
                                          checks=(_check_if,))))
register_op(OpDef("scf.for", traits=(ForRegionBranch(), RecursiveEffects(), SingleBlock()),
                  parse=_parse_for, print=_print_for, inherent={"unsignedCmp"},
                  invariants=OpInvariants(operands="lowerBound, upperBound, step, initArgs*", regions=1,
                                          checks=(_check_for,))))
register_op(OpDef("scf.while", traits=(WhileRegionBranch(), RecursiveEffects()),
                  parse=_parse_while, print=_print_while, invariants=OpInvariants(regions=2, checks=(_check_while,))))
register_op(OpDef("scf.yield", traits=(Terminator(), ReturnLike(), RegionBranchTerminator(0), Pure()),
                  parse=_parse_yield, print=_print_yield,
                  invariants=OpInvariants(results="", regions=0, parents=_YIELD_PARENTS)))
register_op(OpDef("scf.condition", traits=(Terminator(), RegionBranchTerminator(1), Pure()),
                  parse=_parse_condition, print=_print_condition,
                  invariants=OpInvariants(operands="condition, args*", results="", regions=0,
                                          parents="scf.while", types={"condition": I1})))


#===----------------------------------------------------------------------===#
# scf.execute_region
#===----------------------------------------------------------------------===#


class ExecuteRegionBranch(StatelessRegionBranch):
    """`scf.execute_region`: control enters the region (no inputs); every
    `scf.yield` leaves to the results."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        return [RegionEdge(0, (), ())]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        return [_edge(None, _forwarded(terminator), op.results)]


def _parse_execute_region(p, state: OperationState) -> None:
    if p.parse_optional_punctuation("->"):
        state.result_types.extend(_parse_types_after_arrow(p))
    if p.parse_optional_keyword("no_inline"):
        state.properties["no_inline"] = UnitAttr()
    state.regions.append(p.parse_region())
    p.add_attr_dict(state, p.parse_optional_attr_dict())


def _print_execute_region(pr, op: Operation) -> None:
    if op.results:
        pr.print(" -> ")
        types = op.result_types
        if len(types) == 1:
            pr.print_type(types[0])
        else:
            pr.print("(")
            pr.print_types(types)
            pr.print(")")
    if isinstance(op.get_attr("no_inline"), UnitAttr):
        pr.print(" no_inline")
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False)
    pr.print_attr_dict(op, elided=("no_inline",))


register_op(OpDef("scf.execute_region", traits=(ExecuteRegionBranch(), RecursiveEffects()),
                  parse=_parse_execute_region, print=_print_execute_region, inherent={"no_inline"},
                  invariants=OpInvariants(operands="", regions=1)))


#===----------------------------------------------------------------------===#
# scf.index_switch
#===----------------------------------------------------------------------===#


def switch_cases(op: Operation) -> List[int]:
    """The case values of an `scf.index_switch`, in region order (regions
    1..; region 0 is the default)."""
    a = op.get_attr("cases")
    return [int(v) for v in a.values] if isinstance(a, DenseArrayAttr) else []


class IndexSwitchRegionBranch(StatelessRegionBranch):
    """`scf.index_switch`: control enters one of the regions (the default,
    region 0, or a case); every `scf.yield` leaves to the results."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        return [RegionEdge(i, (), ()) for i in range(len(op.regions))]

    def entry_edges_for_operands(self, op: Operation, operands) -> List[RegionEdge]:
        edges = self.entry_edges(op)
        c = constant_int(operands[0]) if operands else None
        if c is None or not edges:
            return edges
        cases = switch_cases(op)
        for k, v in enumerate(cases):
            if to_signed(v, 64) == to_signed(c, 64) and k + 1 < len(edges):
                return [edges[k + 1]]
        return [edges[0]]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        return [_edge(None, _forwarded(terminator), op.results)]


def _parse_index_switch(p, state: OperationState) -> None:
    arg = p.parse_unresolved_operand()
    state.operands.append(p.resolve_operand(arg, type=index))
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    if p.parse_optional_punctuation("->"):
        state.result_types.extend(p.parse_type_list())
    cases, regions = [], []
    while p.parse_optional_keyword("case"):
        negative = p.parse_optional_punctuation("-")
        v = p.parse_integer()
        cases.append(-v if negative else v)
        region = p.parse_region()
        ensure_terminator(region, state.location)
        regions.append(region)
    p.parse_keyword("default")
    default = p.parse_region()
    ensure_terminator(default, state.location)
    state.regions = [default] + regions
    state.properties["cases"] = DenseArrayAttr(i64, tuple(cases))


def _print_index_switch(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print_attr_dict(op, elided=("cases",))
    if op.results:
        pr.print(" -> ")
        pr.print_types(op.result_types)
    pr.print(" ")
    pad = " " * int(getattr(pr, "indent", 0) or 0)
    for value, region in zip(switch_cases(op), op.regions[1:]):
        pr.print("\n" + pad + f"case {value} ")
        pr.print_region(region, print_entry_block_args=False, print_block_terminators=bool(op.results))
    pr.print("\n" + pad + "default ")
    if op.regions:
        pr.print_region(op.regions[0], print_entry_block_args=False, print_block_terminators=bool(op.results))


def _check_index_switch(op: Operation) -> Optional[str]:
    cases = switch_cases(op)
    if len(cases) + 1 != len(op.regions):
        return f"has {len(op.regions) - 1} case regions but {len(cases)} case values"
    if len(set(cases)) != len(cases):
        return "has duplicate case value"
    for i, region in enumerate(op.regions):
        uses = _forwarded_uses(region)
        if uses is not None:
            m = _edge_mismatch(f"Region #{i}", "parent results", uses, op.results)
            if m is not None:
                return m
    return None


register_op(OpDef("scf.index_switch", traits=(IndexSwitchRegionBranch(), RecursiveEffects(), SingleBlock()),
                  parse=_parse_index_switch, print=_print_index_switch, inherent={"cases"},
                  invariants=OpInvariants(operands="arg", results=None, attrs="cases",
                                          checks=(_check_index_switch,))))
