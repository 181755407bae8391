"""Whole-program IR explorer: use-def and call-graph walks (SPEC section 4).

The explorer answers two questions about an SSA value, across blocks,
structured region ops, calls and globals:

* `walk_defining_ops`: which op results may have produced it;
* `walk_transitive_uses`: which operands may (transitively) read it.

Each walk also reports whether it saw everything (`TraversalResult.COMPLETE`)
or had to stop at something opaque (`INCOMPLETE`: a public function, an
external declaration, an indirect call, a global whose address escapes...).

Each walk is a search whose per-value expansion is public: `defining_step`
and `use_step` say what the walk reports for a value and which values it
queues next. `WalkSummaries` (via `Explorer.walk_summaries` /
`pinned_summaries`) builds on the same steps to answer "which labels do the
walks from v collect" for every value v of a program in one linear pass
(`dfx.analysis.reach`), where walking from each value separately would be quadratic
on long tied chains.

Everything is iterative (explicit worklists, an iterative Tarjan for the call
graph and for summaries), so a walk over a very long chain neither recurses
nor goes quadratic. Worklists are insertion-ordered sets popped from the end
(R1.1); every iteration order that can leak out of a walk is deterministic.

Region ops
----------
Upstream derives region-op data flow from raw operand/result indices, which
is wrong for `scf.for` (control operands shift the mapping) and `scf.while`
(results come from the after-region yield too). This module instead uses the
exact `RegionEdge` model of `dfx.ir.traits.RegionBranchOp` (project policy,
SPEC section 11, Q5/Q6/Q7): every value that flows along an edge is paired
with the exact region argument or op result that receives it. Worked example:

    %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%a = %x, %b = %y) {
      scf.yield %p, %q
    }

* defining ops of `%r#1`: `%q` (loop exit); `%y` too (zero-trip skip edge)
  only with `include_skip_edges=True` (off by default, as upstream: the
  reference affinity outputs are computed without it);
* defining ops of `%b`: `%y` (entry) and `%q` (back edge); `%iv`: none;
* transitive uses of `%y` continue at `%b` (and at `%r#1` with
  `include_skip_edges=True`), never at `%a`.

Consequences: `walk_incoming_branch_operands` always reports `offset == 0`
and passes operand lists aligned with the target block's arguments, holding
None where an edge provides no value for an argument (`scf.for`'s induction
variable).
"""

from __future__ import annotations

from contextlib import contextmanager

from dfx.analysis.callgraph import CallGraph, GlobalInfo, op_symbol_refs
from dfx.analysis.liveness import EdgeLiveness
from dfx.analysis.summaries import WalkSummaries
from dfx.analysis.traversal import StepCache, TraversalAction, TraversalBehavior, TraversalResult, WalkResult
from dfx.ir.attributes import SymbolRefAttr
from dfx.ir.core import Block, BlockArgument, OpResult, Operation, REGISTERED_DIALECTS, Use, Value, WalkOrder
from dfx.ir.symbols import SymbolTableCollection
from dfx.ir.traits import (BranchOp, CallOp, Callable, FunctionLike, GlobalAddress, GlobalOp, Initializer,
                           RegionBranchOp, RegionBranchTerminator, RegionEdge, ReturnLike, Symbol,
                           SymbolTable)
from dfx.analysis.value_walks import ValueWalks, exit_terminators

TYPE_CHECKING = False
if TYPE_CHECKING:
    from dfx.analysis.traversal import IncomingEdge
    from typing import Callable as PyCallable, Dict, Iterator, List, Optional, Sequence, Tuple, Union

__all__ = [
    "Explorer",
]


_COMPLETE = TraversalResult.COMPLETE
_INCOMPLETE = TraversalResult.INCOMPLETE
_INTERRUPT = WalkResult.INTERRUPT
_SKIP = WalkResult.SKIP
_RECURSE = TraversalAction.RECURSE
_IGNORE = TraversalAction.IGNORE
_SHALLOW = TraversalAction.SHALLOW


#===----------------------------------------------------------------------===#
# Explorer
#===----------------------------------------------------------------------===#


def _is_interrupt(r: object) -> bool:
    return r is _INTERRUPT


def _edge_operands_for_block(source: Operation, edge: RegionEdge, block: Block) -> List[Optional[Value]]:
    """Values |edge| (leaving |source|) passes to |block|'s arguments, aligned
    with the arguments (None where the edge passes nothing)."""
    aligned: List[Optional[Value]] = [None] * len(block.arguments)
    for pos, inp in enumerate(edge.inputs):
        if isinstance(inp, BlockArgument) and inp.owner is block and inp.index < len(aligned):
            aligned[inp.index] = source.operand(edge.operand_indices[pos])
    return aligned



class Explorer(ValueWalks):
    """Walks the program under a root op (normally the module).

    Usage: construct (builds the call graph), configure traversal actions,
    then `initialize()` (globals and the inverse call graph). Queries that
    need the initialized tables call `initialize()` themselves if needed.
    """

    def __init__(self, root_op: Operation, default_action: TraversalAction = TraversalAction.RECURSE, *,
                 include_skip_edges: bool = False, liveness: Optional[EdgeLiveness] = None,
                 address_taken_rule: bool = True):
        self.root_op = root_op
        """The op whose nested IR is explored."""
        self.default_action = default_action
        """Action of ops no table entry matches."""
        self.include_skip_edges = include_skip_edges
        """If True, walks also follow entry edges that skip a region op's
        regions (`scf.for`'s zero-trip edge: init operand -> result), in both
        directions: `walk_defining_ops` steps from the result to the init and
        `walk_transitive_uses` from the init to the result. Off by default,
        as upstream: the reference affinity outputs
        (`scf_for_boundary_transfer`) are computed without them."""
        self.address_taken_rule = address_taken_rule
        """If True (default), a callable whose symbol is used other than as a
        direct callee (`is_address_taken`) has unknown callers, as in MLIR's
        symbol-use call graph. IREE's explorer has no such rule (its
        analyses see `flow.dispatch @f` naming a function as harmless);
        `stream_affinity` turns it off to reproduce IREE's answers."""
        self.liveness = liveness
        """A liveness source (`dfx.analysis.liveness`): when set, walks skip
        the blocks and control-flow edges it proves dead (branch successors,
        region entry, exit and skip edges, uses in dead blocks, call sites
        in dead blocks). None: every edge is followed."""
        self.symbol_tables = SymbolTableCollection()
        """Shared symbol-table cache (also used by analyses)."""
        self._op_actions: Dict[str, TraversalAction] = {}
        self._dialect_actions: Dict[str, TraversalAction] = {}
        self._interface_actions: Dict[type, TraversalAction] = {}
        self._action_cache: Dict[str, TraversalAction] = {}
        self._call_graph = CallGraph(root_op, self.symbol_tables)
        self._initialized = False
        self._globals: Dict[Operation, GlobalInfo] = {}
        self._callers: Dict[Operation, Dict[Operation, None]] = {}
        self._call_graph_incomplete = False
        self._summaries: Dict[tuple, "WalkSummaries"] = {}
        # Set by `sharing_step_tables`: the StepCache every walk then uses.
        self._shared_steps: Optional[StepCache] = None

    @contextmanager
    def sharing_step_tables(self) -> Iterator[None]:
        """Within this block every walk (`walk_defining_ops`,
        `walk_transitive_uses`, steps without a cache argument) shares one
        `StepCache` instead of deriving its tables afresh, so block and
        region tables are built once rather than once per walk. Only for
        callers that do not change the IR inside the block (an analysis
        solve). Nested use keeps the outer tables."""
        if self._shared_steps is not None:
            yield
            return
        self._shared_steps = StepCache()
        try:
            yield
        finally:
            self._shared_steps = None

    @contextmanager
    def using_liveness(self, source: Optional[EdgeLiveness]) -> Iterator[None]:
        """Walks inside this block skip what |source| proves dead, and do
        not share step tables (so a source whose answers change between
        element updates, e.g. one reading solver elements, is safe)."""
        saved = (self.liveness, self._shared_steps)
        self.liveness, self._shared_steps = source, None
        try:
            yield
        finally:
            self.liveness, self._shared_steps = saved

    def _step_cache(self) -> "StepCache":
        shared = self._shared_steps
        return shared if shared is not None else StepCache()

    # -- traversal actions -----------------------------------------------------

    def set_op_action(self, op_name: str, action: TraversalAction) -> None:
        """Action for every op named |op_name| (highest precedence)."""
        self._op_actions[op_name] = action
        self._action_cache.clear()

    def set_dialect_action(self, dialect: str, action: TraversalAction) -> None:
        """Action for ops of dialect namespace |dialect|."""
        self._dialect_actions[dialect] = action
        self._action_cache.clear()

    def set_interface_action(self, trait_cls: type, action: TraversalAction) -> None:
        """Action for ops implementing |trait_cls| (first matching entry wins)."""
        self._interface_actions[trait_cls] = action
        self._action_cache.clear()

    def get_traversal_action(self, op: Operation) -> TraversalAction:
        """The action for |op| (R4.1.3): op name entry; SymbolTable ops are
        SHALLOW; unregistered dialects are IGNOREd; dialect entry; first
        interface entry; the default."""
        name = op.name
        action = self._action_cache.get(name)
        if action is None:
            action = self._compute_action(op)
            self._action_cache[name] = action
        return action

    def _compute_action(self, op: Operation) -> TraversalAction:
        action = self._op_actions.get(op.name)
        if action is not None:
            return action
        if op.has_trait(SymbolTable):
            return _SHALLOW
        dialect = op.dialect
        if dialect not in REGISTERED_DIALECTS:
            return _IGNORE
        action = self._dialect_actions.get(dialect)
        if action is not None:
            return action
        for trait_cls, action in self._interface_actions.items():
            if op.has_trait(trait_cls):
                return action
        return self.default_action

    # -- initialisation ----------------------------------------------------------

    def initialize(self) -> None:
        """Builds the global table and the inverse call graph (R4.3.2, R4.3.4)."""
        self._initialize_globals()
        self._initialize_inverse_call_graph()
        self._summaries = {}
        self._initialized = True

    def _ensure_initialized(self) -> None:
        if not self._initialized:
            self.initialize()

    def _initialize_globals(self) -> None:
        self._globals = {}
        table_op: Optional[Operation] = None
        for a in self.root_op.ancestors():
            if a.has_trait(SymbolTable):
                table_op = a
                break
        if table_op is None:
            return
        by_name: Dict[str, GlobalInfo] = {}
        for region in table_op.regions:
            for block in region.blocks:
                for op in block:
                    g = op.get_trait(GlobalOp)
                    if g is None:
                        continue
                    info = GlobalInfo(op)
                    self._globals[op] = info
                    name = g.name(op)
                    if name is not None and name not in by_name:
                        by_name[name] = info
        if not by_name:
            return
        for op in table_op.walk(WalkOrder.PRE, include_self=False,
                                skip_nested_of=lambda o: o.has_trait(SymbolTable)):
            refs = op_symbol_refs(op)
            if not refs:
                continue
            is_address = op.get_trait(GlobalAddress) is not None
            for ref in refs:
                info = by_name.get(ref.leaf)
                if info is None:
                    continue
                if is_address:
                    info.is_indirect = True
                else:
                    info.uses.append(op)

    def _initialize_inverse_call_graph(self) -> None:
        self._callers = {}
        self._call_graph_incomplete = False
        cg = self._call_graph
        for func in self.function_like_ops():
            for op in func.walk(WalkOrder.POST):
                co = op.get_trait(CallOp)
                if co is None:
                    continue
                if not isinstance(co.callee(op), SymbolRefAttr):
                    self._call_graph_incomplete = True
                    continue
                node = cg.resolve(op)
                if isinstance(node, Operation):
                    self._callers.setdefault(node, {})[op] = None

    @property
    def is_call_graph_incomplete(self) -> bool:
        """True if some function-like op contains an indirect call, or some
        callable's symbol is used other than as a direct callee
        (`is_address_taken`)."""
        self._ensure_initialized()
        return self._call_graph_incomplete or (self.address_taken_rule and bool(self._call_graph.address_taken()))

    def is_address_taken(self, callable_op: Operation) -> bool:
        """True if |callable_op|'s symbol is used other than as the callee
        of a direct call (`func.constant @f`, any attribute naming it): it
        may be called from anywhere, so its callers are unknown."""
        return callable_op in self._call_graph.address_taken()

    def has_unknown_callers(self, callable_op: Operation) -> bool:
        """True if |callable_op| may be called from calls the program does
        not show: it is public, some call is indirect, or (with
        `address_taken_rule`) its address is taken."""
        self._ensure_initialized()
        return (self._is_public(callable_op) or self._call_graph_incomplete
                or (self.address_taken_rule and self.is_address_taken(callable_op)))

    # -- globals -------------------------------------------------------------------

    def get_global_info(self, global_op: Operation) -> Optional[GlobalInfo]:
        """The record of |global_op|, or None if it is not a tracked global."""
        self._ensure_initialized()
        return self._globals.get(global_op)

    def query_global_info_from(self, ref: Union[SymbolRefAttr, str], from_op: Operation) -> Optional[GlobalInfo]:
        """Resolves |ref| from |from_op| outwards and returns the global's
        record (None if unresolved or not a tracked global)."""
        self._ensure_initialized()
        if isinstance(ref, str):
            ref = SymbolRefAttr(ref[1:] if ref.startswith("@") else ref)
        op = self.symbol_tables.lookup_from(from_op, ref)
        if op is None:
            return None
        return self._globals.get(op)

    def globals(self) -> List[GlobalInfo]:
        """Every global record, in program order."""
        self._ensure_initialized()
        return list(self._globals.values())

    def for_each_global(self, fn: PyCallable[[GlobalInfo], object]) -> None:
        """Calls |fn| on every global record (program order)."""
        for info in self.globals():
            if _is_interrupt(fn(info)):
                return

    # -- functions -----------------------------------------------------------------

    def initializers(self) -> List[Operation]:
        """Initializer ops directly inside the root, in program order."""
        out = []
        for region in self.root_op.regions:
            for block in region.blocks:
                for op in block:
                    if op.get_trait(Initializer) is not None:
                        out.append(op)
        return out

    def functions(self) -> List[Operation]:
        """Function-like ops directly inside the root that have a body, in
        call-graph SCC post-order (callees before callers)."""
        out = []
        root = self.root_op
        for node in self._call_graph.callable_nodes_in_order():
            if node.get_trait(FunctionLike) is not None and node.parent_op is root:
                out.append(node)
        return out

    def function_like_ops(self) -> List[Operation]:
        """`initializers()` then `functions()`, each op once."""
        seen: Dict[Operation, None] = {}
        for op in self.initializers():
            seen.setdefault(op, None)
        for op in self.functions():
            seen.setdefault(op, None)
        return list(seen)

    def for_each_initializer(self, fn: PyCallable[[Operation], object]) -> None:
        for op in self.initializers():
            if _is_interrupt(fn(op)):
                return

    def for_each_function(self, fn: PyCallable[[Operation], object]) -> None:
        for op in self.functions():
            if _is_interrupt(fn(op)):
                return

    def for_each_function_like_op(self, fn: PyCallable[[Operation], object]) -> None:
        for op in self.function_like_ops():
            if _is_interrupt(fn(op)):
                return

    def resolve_callee(self, call_op: Operation) -> Optional[Operation]:
        """The callable op |call_op| calls, or None (indirect or unresolved)."""
        target = self._call_graph.resolve_op(call_op)
        if target is None or target.get_trait(Callable) is None:
            return None
        return target

    # -- whole-program walks (R4.3.5) -----------------------------------------------

    def _walkable_callables(self) -> Iterator[Operation]:
        root = self.root_op
        for op in self._call_graph.callable_nodes_in_order():
            if self.get_traversal_action(op) is _IGNORE:
                continue
            ok = True
            parent = op.parent_op
            while parent is not None and parent is not root:
                if self.get_traversal_action(parent) is not _RECURSE:
                    ok = False
                    break
                parent = parent.parent_op
            if ok and parent is root:
                yield op

    @staticmethod
    def _nested_ops(op: Operation) -> Iterator[Operation]:
        for region in op.regions:
            for block in region.blocks:
                yield from block

    def walk(self, fn: PyCallable[[Operation], object]) -> TraversalResult:
        """Calls |fn| on the ops of every callable (SCC post-order), honouring
        traversal actions. SKIP: do not descend into the op; INTERRUPT: stop
        the current callable only."""
        for callable_op in self._walkable_callables():
            stack: List[Iterator[Operation]] = [iter((callable_op,))]
            while stack:
                op = next(stack[-1], None)
                if op is None:
                    stack.pop()
                    continue
                action = self.get_traversal_action(op)
                if action is _IGNORE:
                    continue
                r = fn(op)
                if r is _INTERRUPT:
                    break
                if r is _SKIP:
                    continue
                if action is _RECURSE and op.regions:
                    stack.append(self._nested_ops(op))
        return _COMPLETE

    def walk_values(self, fn: PyCallable[[Value], object], type_filter=None) -> TraversalResult:
        """Calls |fn| once on every op result and block argument of every
        callable (SCC post-order), honouring traversal actions. |type_filter|:
        a type class (or tuple of classes) the value's type must be an
        instance of, or a predicate on the type. INTERRUPT stops the current
        callable only."""
        if type_filter is None:
            accept = None
        elif isinstance(type_filter, (type, tuple)):
            accept = lambda t: isinstance(t, type_filter)  # noqa: E731
        else:
            accept = type_filter
        seen: Dict[Value, None] = {}

        def emit(v: Value) -> bool:
            if v in seen:
                return False
            seen[v] = None
            if accept is not None and not accept(v.type):
                return False
            return fn(v) is _INTERRUPT

        for callable_op in self._walkable_callables():
            # Frames iterate items: ops to process or blocks whose args to emit.
            stack: List[Iterator[object]] = [iter((callable_op,))]
            interrupted = False
            while stack and not interrupted:
                item = next(stack[-1], None)
                if item is None:
                    stack.pop()
                    continue
                if isinstance(item, Block):
                    for arg in item.arguments:
                        if emit(arg):
                            interrupted = True
                            break
                    continue
                op = item
                action = self.get_traversal_action(op)
                if action is _IGNORE:
                    continue
                for r in op.results:
                    if emit(r):
                        interrupted = True
                        break
                if interrupted:
                    break
                if action is _RECURSE and op.regions:
                    stack.append(self._blocks_then_ops(op))
        return _COMPLETE

    @staticmethod
    def _blocks_then_ops(op: Operation) -> Iterator[object]:
        for region in op.regions:
            for block in region.blocks:
                yield block
                yield from block

    # -- calls and returns (R4.4) ------------------------------------------------------

    def _is_public(self, op: Operation) -> bool:
        sym = op.get_trait(Symbol)
        if sym is not None:
            return sym.is_public(op)
        return False

    def walk_incoming_calls(self, callable_op: Operation,
                            fn: PyCallable[[Operation], object]) -> TraversalResult:
        """Calls |fn| on every known call of |callable_op| (discovery order);
        INTERRUPT stops. INCOMPLETE if it `has_unknown_callers` (public,
        address taken, or some call in the program is indirect); the calls
        seen are still reported."""
        self._ensure_initialized()
        callers = self._callers.get(callable_op)
        if callers:
            for call in callers:
                if fn(call) is _INTERRUPT:
                    break
        if self.has_unknown_callers(callable_op):
            return _INCOMPLETE
        return _COMPLETE

    def walk_return_ops(self, parent_op: Operation, fn: PyCallable[[Operation], object]) -> TraversalResult:
        """Calls |fn| on the ops returning from |parent_op| (R4.4.2, exact):
        for a region op, the exiting terminators of every block of every
        region (INTERRUPT stops); for a callable, the ReturnLike terminators
        (INTERRUPT stops the current region); INCOMPLETE for a callable
        without a body. Nothing (COMPLETE) unless the action is RECURSE."""
        if self.get_traversal_action(parent_op) is not _RECURSE:
            return _COMPLETE
        if parent_op.get_trait(RegionBranchOp) is not None:
            for term in exit_terminators(parent_op):
                if fn(term) is _INTERRUPT:
                    break
            return _COMPLETE
        if parent_op.get_trait(Callable) is not None:
            if not parent_op.regions or parent_op.regions[0].empty:
                return _INCOMPLETE
            for region in parent_op.regions:
                for block in region.blocks:
                    term = block.last_op
                    if term is not None and term.has_trait(ReturnLike):
                        if fn(term) is _INTERRUPT:
                            break
        return _COMPLETE

    @staticmethod
    def _returned_operands(term: Operation) -> List[Value]:
        rbt = term.get_trait(RegionBranchTerminator)
        if rbt is not None:
            start, n = rbt.forwarded_range(term)
            return term.operands[start:start + n]
        return term.operands

    def walk_return_operands(self, parent_op: Operation,
                             fn: PyCallable[[List[Value]], object]) -> TraversalResult:
        """`walk_return_ops`, passing each terminator's returned operands (for
        a RegionBranchTerminator the forwarded ones, e.g. `scf.condition`
        without its condition)."""
        return self.walk_return_ops(parent_op, lambda term: fn(self._returned_operands(term)))

    # -- branches (R4.5) --------------------------------------------------------------

    def _collect_incoming(self, block: Block) -> Tuple[List[IncomingEdge], TraversalResult]:
        """Every operand list that may flow into |block|'s arguments, aligned
        with them: region-op edges or call sites for an entry block, then CFG
        predecessors (newest edge first, grouped per branch op)."""
        result = _COMPLETE
        out: List[IncomingEdge] = []
        nargs = len(block.arguments)
        live = self.liveness
        region = block.parent
        if region is not None and region.blocks and region.blocks[0] is block:
            parent = region.parent
            rb = parent.get_trait(RegionBranchOp) if parent is not None else None
            if rb is not None:
                ridx = next(i for i, r in enumerate(parent.regions) if r is region)
                for e in rb.entry_edges(parent):
                    if e.target == ridx and (live is None or live.is_region_edge_live(parent, parent, e)):
                        out.append((parent.parent, _edge_operands_for_block(parent, e, block)))
                for term in exit_terminators(parent):
                    for e in rb.terminator_edges(parent, term):
                        if e.target == ridx and (live is None or live.is_region_edge_live(parent, term, e)):
                            out.append((term.parent, _edge_operands_for_block(term, e, block)))
            elif parent is not None and parent.get_trait(Callable) is not None:
                def on_call(call: Operation) -> None:
                    if live is not None and call.parent is not None and not live.is_block_live(call.parent):
                        return
                    co = call.get_trait(CallOp)
                    args: List[Optional[Value]] = list(co.arg_operands(call)[:nargs])
                    if len(args) < nargs:
                        args.extend([None] * (nargs - len(args)))
                    out.append((call.parent, args))
                result = result | self.walk_incoming_calls(parent, on_call)
            else:
                result = _INCOMPLETE
        edges = block.predecessor_edges
        if edges:
            branch_ops: Dict[Operation, None] = {}
            for op, _ in reversed(edges):
                branch_ops.setdefault(op, None)
            for op in branch_ops:
                br = op.get_trait(BranchOp)
                for i, succ in enumerate(op.successors):
                    if succ is not block or (live is not None and not live.is_branch_edge_live(op, i)):
                        continue
                    if br is None:
                        result = _INCOMPLETE
                        continue
                    ops: List[Optional[Value]] = list(br.successor_operands(op, i)[:nargs])
                    if len(ops) < nargs:
                        ops.extend([None] * (nargs - len(ops)))
                    out.append((op.parent, ops))
        return out, result

    def walk_incoming_branch_operands(
            self, block: Block,
            fn: PyCallable[[Optional[Block], List[Optional[Value]], int], object]) -> TraversalResult:
        """Calls |fn(src_block, operands, offset)| for every operand list that
        may flow into |block|'s arguments (R4.5.1 with exact region edges).
        `operands[i]` is the value for argument i (None if that edge gives it
        nothing, e.g. `scf.for`'s induction variable); `offset` is always 0.
        INTERRUPT stops. INCOMPLETE for entry blocks of public callables or
        of ops that are neither region-branch ops nor callables."""
        edges, result = self._collect_incoming(block)
        for src, operands in edges:
            if fn(src, operands, 0) is _INTERRUPT:
                break
        return result

    def walk_incoming_block_argument(self, arg: BlockArgument,
                                     fn: PyCallable[[Optional[Block], Value], object]) -> TraversalResult:
        """Calls |fn(src_block, value)| for every value that may flow into
        block argument |arg| (R4.5.2); INTERRUPT stops."""
        edges, result = self._collect_incoming(arg.owner)
        index = arg.index
        for src, operands in edges:
            v = operands[index] if index < len(operands) else None
            if v is not None and fn(src, v) is _INTERRUPT:
                break
        return result

    def walk_outgoing_branch_arguments(self, src_block: Block,
                                       fn: PyCallable[[Block, List[BlockArgument]], object]) -> TraversalResult:
        """Calls |fn(target, target.arguments)| for each successor of
        |src_block|'s terminator (successor order); INTERRUPT stops."""
        term = src_block.last_op
        if term is not None:
            for target in term.successors:
                if fn(target, target.arguments) is _INTERRUPT:
                    break
        return _COMPLETE

    def walk_outgoing_branch_operand_arguments(
            self, branch_op: Operation, operand_index: int,
            fn: PyCallable[[Block, BlockArgument], object]) -> TraversalResult:
        """Calls |fn(target, arg)| for each successor argument that operand
        |operand_index| of |branch_op| is forwarded to (R4.5.4); INTERRUPT
        stops."""
        br = branch_op.get_trait(BranchOp)
        if br is None:
            return _COMPLETE
        for s, target in enumerate(branch_op.successors):
            start, n = br.successor_operand_range(branch_op, s)
            if n == 0 or not (start <= operand_index < start + n):
                continue
            j = operand_index - start
            if j >= len(target.arguments):
                continue
            if fn(target, target.arguments[j]) is _INTERRUPT:
                break
        return _COMPLETE

    # -- alias queries (R4.7.7) ------------------------------------------------------------------

    def may_values_alias(self, a: Value, b: Value) -> bool:
        """True if |b| may be (transitively) derived from |a|.

        NOTE: faithful to upstream (Q4): the flag is overwritten at every
        visited use and INTERRUPT only stops the current value's uses, so a
        later use can reset a positive answer; INCOMPLETE walks answer True.
        """
        if a is b:
            return True
        flag = False

        def on_use(use: Use):
            nonlocal flag
            flag = use.value is b
            return _INTERRUPT if flag else None
        r = self.walk_transitive_uses(a, on_use)
        return flag or r is _INCOMPLETE

    def may_be_used_by(self, value: Value, op: Operation) -> bool:
        """True if |op| may (transitively) use |value| (same caveat as
        `may_values_alias`)."""
        flag = False

        def on_use(use: Use):
            nonlocal flag
            flag = use.owner is op
            return _INTERRUPT if flag else None
        r = self.walk_transitive_uses(value, on_use)
        return flag or r is _INCOMPLETE

    # -- summaries over the walks ---------------------------------------------------------

    def walk_summaries(self, def_label: PyCallable[[OpResult], object],
                       use_label: PyCallable[[Use], object],
                       skip_def: Optional[PyCallable[[OpResult], bool]] = None, *,
                       behavior: TraversalBehavior = TraversalBehavior.DEFAULT,
                       max_labels: Optional[int] = None) -> "WalkSummaries":
        """The `WalkSummaries` for these label functions, shared by every
        caller passing the same function objects (and options) until the
        next `initialize()`. See `WalkSummaries` for the meaning."""
        key = (def_label, use_label, skip_def, int(behavior), max_labels)
        s = self._summaries.get(key)
        if s is None:
            s = WalkSummaries(self, def_label, use_label, skip_def, behavior=behavior, max_labels=max_labels)
            self._summaries[key] = s
        return s

    def pinned_summaries(self, values: Sequence[Value], def_label: PyCallable[[OpResult], object],
                         use_label: PyCallable[[Use], object],
                         skip_def: Optional[PyCallable[[OpResult], bool]] = None, *,
                         behavior: TraversalBehavior = TraversalBehavior.DEFAULT,
                         max_labels: Optional[int] = None) -> Dict[Value, tuple]:
        """For each value of |values|, the labels collected by walking it in
        both directions, as `WalkSummaries.get` defines them:

            walk_defining_ops(v, r -> SKIP if skip_def(r) else
                                      (collect def_label(r); ADVANCE), behavior)
            walk_transitive_uses(v, u -> collect use_label(u), behavior)

        (None labels are not collected.) Computed for all |values| at once
        in time linear in the program (times the number of labels per
        answer), instead of two walks per value. Results are cached in
        `walk_summaries(...)` for later queries. With |max_labels|, an
        answer (of one direction) larger than that raises
        `dfx.analysis.reach.LabelLimitExceeded`."""
        s = self.walk_summaries(def_label, use_label, skip_def, behavior=behavior, max_labels=max_labels)
        values = list(values)
        s.prime(values)
        return {v: s.get(v) for v in values}
