"""Sparse forward dataflow on DFX elements (MLIR's
`SparseForwardDataFlowAnalysis`): one lattice value per SSA value, computed
from the values it is made of, only along control flow that can execute.

`ForwardElement` is a `ValueElement` whose state is a `JoinState`
(`dfx.analyses.lattice`). Its update computes the value's lattice value
from other elements and joins it into the state. Control flow is handled
here, once for every analysis built on it; an analysis supplies the
lattice (`state_class`), what an op computes (`transfer`) and what an
unknown value is (`entry_value`):

* a result of an op in a block that cannot execute stays at the bottom
  (`live_block.is_live`, the dead code analysis of `dfx.analyses.dead_code`);
* a call result joins the operands of the callee's returns in live blocks
  (interprocedural, public callees included: their returns are what they
  are); an indirect call or an external callee gives `entry_value`;
* a region-branch op's result (`scf.if`, `scf.for`...) joins the values
  carried by its live edges to the results (exits, and skip edges such as
  a loop running zero times);
* an entry argument of a function joins the arguments of the calls in live
  blocks, unless the function has unknown callers (`entry_value`);
* an entry argument of a region of a region-branch op joins what live
  edges carry into it; an argument no edge carries (`scf.for`'s induction
  variable) is a *non-control-flow argument*: `non_control_flow_value`;
* an argument of any other block joins the forwarded operands of live
  branch edges into it (`entry_value` for edges that forward nothing or
  come from a terminator that is not a `BranchOp`);
* any other op result is `transfer(op, result)`, which sees its operands'
  lattice values through `operand_values` (None while one is at the
  bottom: the op has not run yet, as MLIR waits for uninitialized
  operands).

Subclasses set `live_block` to the `LiveBlock` kind whose constants decide
the edges (an analysis and its dead code feed each other through it), and
may override `widen(value, old, new)` (integer ranges do, for loops).
"""

from __future__ import annotations

from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import ValueElement
from dfx.analysis.explorer import Explorer
from dfx.analysis.position import Position
from dfx.analysis.solver import SolveResult, Solver
from dfx.analysis.state import ChangeStatus
from dfx.analysis.traversal import TraversalAction
from dfx.analysis.value_walks import exit_terminators
from dfx.ir.core import Block, BlockArgument, OpResult, Operation, Region, Value, WalkOrder
from dfx.ir.traits import (BranchOp, CallOp, Callable, Initializer, RegionBranchOp, RegionEdge, ReturnLike,
                           Symbol)
from dfx.analyses.dead_code import LiveBlock, callable_of_entry

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar, Dict, Iterator, List, Optional, Sequence, Type

__all__ = ["ForwardElement", "ForwardAnalysis", "edge_value_for", "blocks_of", "values_of"]

_OPTIONAL = Resolution.OPTIONAL


def edge_value_for(source: Operation, edge: RegionEdge, target: Value) -> Optional[Value]:
    """The operand of |source| that |edge| carries into |target| (a region
    argument or a result of the region op), or None."""
    for idx, inp in zip(edge.operand_indices, edge.inputs):
        if inp is target:
            return source.operand(idx)
    return None


class ForwardElement(ValueElement):
    """The lattice value of one SSA value (see the module docstring)."""

    live_block: ClassVar[Type[LiveBlock]] = LiveBlock
    """The dead code element kind deciding which blocks and edges execute."""

    # -- what an analysis supplies --------------------------------------------------------------

    def entry_value(self, value: Value) -> Any:
        """The lattice value of an unknown |value| (MLIR's entry state)."""
        raise NotImplementedError

    def transfer(self, op: Operation, result: OpResult, solver) -> Any:
        """The lattice value of |result| of |op| (None: not yet)."""
        raise NotImplementedError

    def non_control_flow_value(self, arg: BlockArgument, solver) -> Any:
        """The lattice value of a region argument no edge carries a value
        into (an induction variable). Default: `entry_value`."""
        return self.entry_value(arg)

    def widen(self, value: Value, old: Any, new: Any) -> Any:
        """The value to keep when the state moves from |old| (not None) to
        |new| (their join). Default: |new| (no widening)."""
        return new

    # -- reading other values -------------------------------------------------------------------

    def value_of(self, solver, v: Value) -> Any:
        """The lattice value of |v| (None: bottom), recording a dependency."""
        return solver.get_element_for(self, type(self), Position.for_value(v), _OPTIONAL).state.value

    def operand_values(self, solver, op: Operation) -> Optional[List[Any]]:
        """The lattice values of |op|'s operands, or None while one of them
        is at the bottom."""
        out = []
        for v in op.operands:
            x = self.value_of(solver, v)
            if x is None:
                return None
            out.append(x)
        return out

    def _join(self, values: Sequence[Any]) -> Any:
        out = None
        for v in values:
            if v is not None:
                out = v if out is None else self.state.join_values(out, v)
        return out

    # -- the update -----------------------------------------------------------------------------

    def update_value(self, value: Value, solver) -> ChangeStatus:
        new = self.compute(value, solver)
        if new is None:
            return ChangeStatus.UNCHANGED
        old = self.state.value
        if old is not None:
            joined = self.state.join_values(old, new)
            if joined == old:
                return ChangeStatus.UNCHANGED
            new = self.widen(value, old, joined)
        return ChangeStatus.CHANGED if self.state.join(new) else ChangeStatus.UNCHANGED

    def compute(self, value: Value, solver) -> Any:
        """The lattice value |value| has given the current states."""
        if isinstance(value, OpResult):
            op = value.owner
            if not self.live_block.is_live(solver, self, op.parent):
                return None
            if op.get_trait(CallOp) is not None:
                return self._call_result(op, value, solver)
            if op.get_trait(RegionBranchOp) is not None:
                return self._region_result(op, value, solver)
            return self.transfer(op, value, solver)
        assert isinstance(value, BlockArgument)
        block = value.owner
        if not self.live_block.is_live(solver, self, block):
            return None
        region = block.parent
        parent = region.parent if region is not None else None
        if parent is not None and region.blocks[0] is block:
            fn = callable_of_entry(block)
            if fn is not None:
                return self._function_argument(fn, value, solver)
            if parent.get_trait(RegionBranchOp) is not None:
                return self._region_argument(parent, parent.regions.index(region), value, solver)
            return self.entry_value(value)
        return self._block_argument(value, solver)

    def _call_result(self, call: Operation, result: OpResult, solver) -> Any:
        callee = solver.explorer.resolve_callee(call)
        body = callee.get_trait(Callable).body(callee) if callee is not None else None
        if body is None:
            return self.entry_value(result)
        values = []
        for block in body.blocks:
            term = block.last_op
            if term is not None and term.has_trait(ReturnLike) and self.live_block.is_live(solver, self, block):
                if result.index >= term.num_operands:
                    return self.entry_value(result)
                values.append(self.value_of(solver, term.operand(result.index)))
        return self._join(values)

    def _region_result(self, op: Operation, result: OpResult, solver) -> Any:
        live = self.live_block
        values = []
        for e in live.live_region_edges(solver, self, op, op):
            v = edge_value_for(op, e, result) if e.target is None else None
            if v is not None:
                values.append(self.value_of(solver, v))
        for term in exit_terminators(op):
            for e in live.live_region_edges(solver, self, op, term):
                v = edge_value_for(term, e, result) if e.target is None else None
                if v is not None:
                    values.append(self.value_of(solver, v))
        return self._join(values)

    def _function_argument(self, fn: Operation, arg: BlockArgument, solver) -> Any:
        explorer = solver.explorer
        if fn.get_trait(Symbol) is None or fn.get_trait(Initializer) is not None \
                or explorer.has_unknown_callers(fn):
            return self.entry_value(arg)
        values = []
        unknown = False

        def on_call(call: Operation):
            nonlocal unknown
            if not self.live_block.is_live(solver, self, call.parent):
                return
            args = call.get_trait(CallOp).arg_operands(call)
            if arg.index < len(args):
                values.append(self.value_of(solver, args[arg.index]))
            else:
                unknown = True
        explorer.walk_incoming_calls(fn, on_call)
        if unknown:
            return self.entry_value(arg)
        return self._join(values)

    def _region_argument(self, op: Operation, index: int, arg: BlockArgument, solver) -> Any:
        live = self.live_block
        rb = op.get_trait(RegionBranchOp)
        carried = any(inp is arg for e in rb.entry_edges(op) for inp in e.inputs) or any(
            inp is arg for _, e in rb.all_terminator_edges(op) for inp in e.inputs)
        if not carried:
            if live.region_entered(solver, self, op, index):
                return self.non_control_flow_value(arg, solver)
            return None
        values = []
        for e in live.live_region_edges(solver, self, op, op):
            if e.target == index:
                v = edge_value_for(op, e, arg)
                if v is not None:
                    values.append(self.value_of(solver, v))
        for term in exit_terminators(op):
            for e in live.live_region_edges(solver, self, op, term):
                if e.target == index:
                    v = edge_value_for(term, e, arg)
                    if v is not None:
                        values.append(self.value_of(solver, v))
        return self._join(values)

    def _block_argument(self, arg: BlockArgument, solver) -> Any:
        block = arg.owner
        groups: Dict[Operation, None] = {}
        for op, _ in block.predecessor_edges:
            groups.setdefault(op, None)
        values = []
        for op in groups:
            br = op.get_trait(BranchOp)
            for i in self.live_block.live_successors(solver, self, op):
                if op.successors[i] is not block:
                    continue
                if br is None:
                    return self.entry_value(arg)
                forwarded = br.successor_operands(op, i)
                if arg.index >= len(forwarded):
                    return self.entry_value(arg)
                values.append(self.value_of(solver, forwarded[arg.index]))
        return self._join(values)



class ForwardAnalysis:
    """Drives a sparse forward analysis over a module: seeds one element
    of `value_kind` per SSA value and one `LiveBlock` of its kind per block
    of every function and initializer (program order inside each), solves,
    and answers queries. Subclasses set `value_kind`."""

    value_kind: ClassVar[Type[ForwardElement]] = ForwardElement

    def __init__(self, module: Operation, explorer: Optional[Explorer] = None, **solver_options):
        self.module = module
        if explorer is None:
            explorer = Explorer(module, TraversalAction.RECURSE)
        explorer.initialize()
        self.explorer = explorer
        self.solver = Solver(module, explorer, **solver_options)
        self.result: Optional[SolveResult] = None

    @property
    def live_kind(self) -> Type[LiveBlock]:
        return self.value_kind.live_block

    def functions(self) -> List[Operation]:
        """The function-like ops with a body, in module order."""
        fns = [op for op in self.explorer.function_like_ops() if op.regions and not op.regions[0].empty]
        return sorted(fns, key=program_order(self.module))

    def seed(self) -> None:
        solver = self.solver
        for fn in self.functions():
            for block in blocks_of(fn):
                solver.get_or_create(self.live_kind, Position.for_block(block))
            for v in values_of(fn):
                solver.get_or_create(self.value_kind, Position.for_value(v))

    def run(self) -> "ForwardAnalysis":
        """Seeds and solves; raises RuntimeError if the solve does not converge."""
        self.seed()
        self.result = self.solver.run()
        if not self.result:
            raise RuntimeError(self.result.message())
        return self

    # -- queries --------------------------------------------------------------------------------

    def element(self, value: Value) -> Optional[ForwardElement]:
        return self.solver.lookup(self.value_kind, Position.for_value(value), allow_invalid=True)

    def lattice_value(self, value: Value) -> Any:
        """The lattice value of |value| (None: never computed)."""
        e = self.element(value)
        return e.state.value if e is not None else None

    def is_reached(self, value: Value) -> bool:
        """False when no execution computes |value|."""
        return self.lattice_value(value) is not None

    def is_live(self, block) -> bool:
        """Whether |block| may execute."""
        return self.live_kind.is_live(self.solver, None, block)

    def live_successors(self, op: Operation) -> List[int]:
        return self.live_kind.live_successors(self.solver, None, op)

    def live_region_edges(self, op: Operation, source: Operation) -> List[RegionEdge]:
        return self.live_kind.live_region_edges(self.solver, None, op, source)

    def is_callable_live(self, fn: Operation) -> bool:
        return self.is_live(fn.regions[0].blocks[0]) if fn.regions and fn.regions[0].blocks else False


def program_order(module: Operation):
    order = {op: i for i, op in enumerate(module.regions[0].entry_block)} if module.regions else {}
    return lambda op: order.get(op, len(order))


def blocks_of(fn: Operation) -> Iterator[Block]:
    """Every block nested in |fn|, in pre-order."""
    for region in fn.regions:
        yield from region.blocks
    for op in fn.walk(WalkOrder.PRE, include_self=False):
        for region in op.regions:
            yield from region.blocks


def values_of(fn: Operation) -> Iterator[Value]:
    """Every value defined in |fn|: block arguments then results, in
    printing order."""
    stack: List[Iterator[object]] = [iter([r for r in fn.regions])]
    while stack:
        item = next(stack[-1], None)
        if item is None:
            stack.pop()
        elif isinstance(item, Region):
            stack.append(iter(item.blocks))
        elif isinstance(item, Block):
            yield from item.arguments
            stack.append(iter(list(item)))
        else:
            op = item
            yield from op.results
            if op.regions:
                stack.append(iter(op.regions))
