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
from typing import Callable as PyCallable, Dict, Iterator, List, Optional, Sequence, Tuple, Union

from dfx.ir.attributes import SymbolRefAttr
from dfx.ir.core import Block, BlockArgument, OpResult, Operation, REGISTERED_DIALECTS, Use, Value, WalkOrder
from dfx.ir.symbols import SymbolTableCollection
from dfx.ir.traits import (BranchOp, CallOp, Callable, FunctionLike, GlobalAddress, GlobalLoad, GlobalOp,
                           GlobalStore, Initializer, RegionBranchOp, RegionBranchTerminator, RegionEdge,
                           Symbol, TiedOp)
from dfx.ir.traits import ConstantLike, ReturnLike, SymbolTable
from dfx.analysis.callgraph import GlobalInfo, CallGraph, callable_body, op_symbol_refs
from dfx.analysis.summaries import WalkSummaries
from dfx.analysis.traversal import DefStep, IncomingEdge, StepCache, TraversalAction, TraversalBehavior, TraversalResult, UseStep, WalkResult

__all__ = [
    "Explorer",
]


# Plain-int test of the flag: `IntFlag.__and__` is a Python-level call.
_DONT_WALK_TIED = int(TraversalBehavior.DONT_WALK_TIED_VALUES)
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


def _exit_terminators(op: Operation) -> Iterator[Operation]:
    """Terminators of every block of every region of |op| that leave their
    region (ReturnLike or RegionBranchTerminator), in region/block order."""
    for region in op.regions:
        for block in region.blocks:
            term = block.last_op
            if term is None:
                continue
            d = term.definition
            if d is None:
                continue
            tm = d.trait_map
            if RegionBranchTerminator in tm or ReturnLike in tm:
                yield term


def _edge_operands_for_block(source: Operation, edge: RegionEdge, block: Block) -> List[Optional[Value]]:
    """Values |edge| (leaving |source|) passes to |block|'s arguments, aligned
    with the arguments (None where the edge passes nothing)."""
    aligned: List[Optional[Value]] = [None] * len(block.arguments)
    for pos, inp in enumerate(edge.inputs):
        if isinstance(inp, BlockArgument) and inp.owner is block and inp.index < len(aligned):
            aligned[inp.index] = source.operand(edge.operand_indices[pos])
    return aligned


def _edge_input_map(edges: Sequence[RegionEdge]) -> Dict[int, List[Value]]:
    """operand index -> inputs receiving that operand, over |edges| in order."""
    m: Dict[int, List[Value]] = {}
    for e in edges:
        for idx, inp in zip(e.operand_indices, e.inputs):
            m.setdefault(idx, []).append(inp)
    return m


class Explorer:
    """Walks the program under a root op (normally the module).

    Usage: construct (builds the call graph), configure traversal actions,
    then `initialize()` (globals and the inverse call graph). Queries that
    need the initialized tables call `initialize()` themselves if needed.
    """

    def __init__(self, root_op: Operation, default_action: TraversalAction = TraversalAction.RECURSE, *,
                 include_skip_edges: bool = False):
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
        """True if some function-like op contains an indirect call."""
        self._ensure_initialized()
        return self._call_graph_incomplete

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
        INTERRUPT stops. INCOMPLETE if the callable is public or some call in
        the program is indirect (the calls seen are still reported)."""
        self._ensure_initialized()
        callers = self._callers.get(callable_op)
        if callers:
            for call in callers:
                if fn(call) is _INTERRUPT:
                    break
        if self._is_public(callable_op) or self._call_graph_incomplete:
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
            for term in _exit_terminators(parent_op):
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
        region = block.parent
        if region is not None and region.blocks and region.blocks[0] is block:
            parent = region.parent
            rb = parent.get_trait(RegionBranchOp) if parent is not None else None
            if rb is not None:
                ridx = next(i for i, r in enumerate(parent.regions) if r is region)
                for e in rb.entry_edges(parent):
                    if e.target == ridx:
                        out.append((parent.parent, _edge_operands_for_block(parent, e, block)))
                for term in _exit_terminators(parent):
                    for e in rb.terminator_edges(parent, term):
                        if e.target == ridx:
                            out.append((term.parent, _edge_operands_for_block(term, e, block)))
            elif parent is not None and parent.get_trait(Callable) is not None:
                def on_call(call: Operation) -> None:
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
                    if succ is not block:
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

    # -- use-def walk (R4.6) ---------------------------------------------------------------

    def walk_defining_ops(self, value: Value, fn: PyCallable[[OpResult], object],
                          behavior: TraversalBehavior = TraversalBehavior.DEFAULT) -> TraversalResult:
        """Calls |fn| on every op result that may have produced |value|
        (never on block arguments: they are stepped through). SKIP: do not
        look through that result's op; INTERRUPT: end the whole walk.

        Steps through: block arguments to incoming branch/region/call
        operands; tied results to their operand (unless
        DONT_WALK_TIED_VALUES); call results to the callee's returned
        operands; global loads to stored values; region-op results to the
        exact values their terminators' exit edges carry (plus skip-edge
        operands if `include_skip_edges`). One step of the walk is
        `defining_step`.
        """
        if isinstance(value, OpResult) and value.owner.has_trait(ConstantLike):
            fn(value)
            return _COMPLETE

        walk_tied = not (int(behavior) & _DONT_WALK_TIED)
        incomplete = False
        processed: Dict[Value, None] = {}
        worklist: Dict[Value, None] = {value: None}
        cache = self._step_cache()
        get_action = self.get_traversal_action

        while worklist:
            w, _ = worklist.popitem()
            if w in processed:
                continue
            processed[w] = None
            if isinstance(w, BlockArgument):
                if self._expand_block_argument(w, cache, worklist):
                    incomplete = True
                continue
            d = w.owner
            action = get_action(d)
            if action is _IGNORE:
                continue
            r = fn(w)
            if r is _INTERRUPT:
                break
            if r is _SKIP:
                continue
            if self._expand_result(w, d, action, walk_tied, cache, worklist):
                incomplete = True
        return _INCOMPLETE if incomplete else _COMPLETE

    def defining_step(self, value: Value, behavior: TraversalBehavior = TraversalBehavior.DEFAULT,
                      cache: Optional["StepCache"] = None) -> "DefStep":
        """What `walk_defining_ops` does when it pops |value| (see `DefStep`).

        The constant fast path of the walk (a ConstantLike start value is
        reported and nothing else) is not part of a step: a constant result
        is expanded like any other result here. Pass the same |cache| to
        many calls to share per-block / per-op tables (valid while the IR
        does not change).
        """
        if cache is None:
            cache = self._step_cache()
        out: Dict[Value, None] = {}
        if isinstance(value, BlockArgument):
            incomplete = self._expand_block_argument(value, cache, out)
            return DefStep(None, tuple(out), incomplete)
        assert isinstance(value, OpResult)
        owner = value.owner
        action = self.get_traversal_action(owner)
        if action is _IGNORE:
            return DefStep(None, (), False)
        walk_tied = not (int(behavior) & _DONT_WALK_TIED)
        incomplete = self._expand_result(value, owner, action, walk_tied, cache, out)
        return DefStep(value, tuple(out), incomplete)

    def _expand_block_argument(self, arg: BlockArgument, cache: "StepCache",
                               out: Dict[Value, None]) -> bool:
        """Adds the values flowing into |arg| to |out| (edge order); True if
        some incoming edges are unknown."""
        block = arg.owner
        cached = cache.incoming.get(block)
        if cached is None:
            cached = self._collect_incoming(block)
            cache.incoming[block] = cached
        edges, r = cached
        index = arg.index
        for _src, operands in edges:
            v = operands[index] if index < len(operands) else None
            if v is not None:
                out[v] = None
        return r is _INCOMPLETE

    def _expand_result(self, w: OpResult, d: Operation, action: TraversalAction, walk_tied: bool,
                       cache: "StepCache", out: Dict[Value, None]) -> bool:
        """Adds the values a reported result |w| (of op |d|, not IGNOREd)
        is looked through to: tied operand, callee return operands, stored
        values of a loaded global, region exit operands. True if some
        producers are unknown."""
        definition = d.definition
        if definition is None:
            return False
        traits = definition.trait_map
        incomplete = False

        if walk_tied:
            tied = traits.get(TiedOp)
            if tied is not None:
                t = tied.tied_operand(d, w.index)
                if t is not None:
                    out[t] = None

        if CallOp in traits:
            if self._through_call(d, w.index, out, cache) is _INCOMPLETE:
                incomplete = True

        if GlobalLoad in traits:
            if self._through_global_load(d, traits[GlobalLoad], out) is _INCOMPLETE:
                incomplete = True

        if action is _RECURSE:
            rb = traits.get(RegionBranchOp)
            if rb is not None:
                sources = cache.region_sources.get(d)
                if sources is None:
                    sources = self._region_result_sources(d, rb, self.include_skip_edges)
                    cache.region_sources[d] = sources
                if w.index < len(sources):
                    for v in sources[w.index]:
                        out[v] = None
        return incomplete

    def _through_call(self, call: Operation, index: int, out: Dict[Value, None],
                      cache: "StepCache") -> TraversalResult:
        hit = cache.calls.get(call)
        if hit is None:
            hit = cache.calls[call] = self._call_returns(call, cache.returns)
        r, lists = hit
        for ops in lists:
            if index < len(ops):
                out[ops[index]] = None
        return r

    def _call_returns(self, call: Operation, cache: Dict[Operation, Tuple[List[List[Value]], TraversalResult]]
                      ) -> Tuple[TraversalResult, List[List[Value]]]:
        """(status, returned operand lists) of the callee of |call|."""
        co = call.get_trait(CallOp)
        if not isinstance(co.callee(call), SymbolRefAttr):
            return _INCOMPLETE, []
        callee = self.resolve_callee(call)
        if callee is None:
            return _INCOMPLETE, []
        if self.get_traversal_action(callee) is not _RECURSE:
            return _COMPLETE, []
        cached = cache.get(callee)
        if cached is None:
            lists: List[List[Value]] = []
            r = self.walk_return_operands(callee, lambda ops: lists.append(ops))
            cached = (lists, r)
            cache[callee] = cached
        lists, r = cached
        return r, lists

    def _through_global_load(self, load: Operation, trait: GlobalLoad,
                             out: Dict[Value, None]) -> TraversalResult:
        ref = trait.global_ref(load)
        info = self.query_global_info_from(ref, load) if ref is not None else None
        if info is None or info.is_indirect:
            return _INCOMPLETE
        for user in info.uses:
            st = user.get_trait(GlobalStore)
            if st is not None:
                out[st.stored_value(user)] = None
        return _COMPLETE

    @staticmethod
    def _region_result_sources(op: Operation, rb: RegionBranchOp, skip_edges: bool) -> List[List[Value]]:
        """For each result of region op |op|, the values that may become it:
        operands of entry edges skipping the regions (only if |skip_edges|),
        then operands of exit edges of every terminator (region/block order)."""
        sources: List[List[Value]] = [[] for _ in op.results]
        for e in (rb.entry_edges(op) if skip_edges else ()):
            if e.target is None:
                for idx, inp in zip(e.operand_indices, e.inputs):
                    if isinstance(inp, OpResult) and inp.owner is op:
                        sources[inp.index].append(op.operand(idx))
        for term in _exit_terminators(op):
            for e in rb.terminator_edges(op, term):
                if e.target is None:
                    for idx, inp in zip(e.operand_indices, e.inputs):
                        if isinstance(inp, OpResult) and inp.owner is op:
                            sources[inp.index].append(term.operand(idx))
        return sources

    # -- def-use walk (R4.7) -----------------------------------------------------------------

    def walk_transitive_uses(self, value: Value, fn: PyCallable[[Use], object],
                             behavior: TraversalBehavior = TraversalBehavior.DEFAULT) -> TraversalResult:
        """Calls |fn| on every use of |value| and of every value it flows
        into, each use once. SKIP acts as ADVANCE; INTERRUPT only stops
        scanning the uses of the current value (R4.7.2).

        Flows: into tied results (unless DONT_WALK_TIED_VALUES); into region
        arguments / skip results of a region op through its exact entry
        edges; from a region terminator along its exact edges (region
        arguments or parent results); into successor block arguments; into
        callee entry arguments; from a callable's return to the results of
        its calls; from a global store to the loads. One step of the walk
        is `use_step`.
        """
        walk_tied = not (int(behavior) & _DONT_WALK_TIED)
        incomplete = False
        processed_uses: Dict[Use, None] = {}
        done_values: Dict[Value, None] = {}
        worklist: Dict[Value, None] = {value: None}
        cache = self._step_cache()
        get_action = self.get_traversal_action

        while worklist:
            w, _ = worklist.popitem()
            if w in done_values:
                continue
            interrupted = False
            for use in w.uses:
                if use in processed_uses:
                    continue
                processed_uses[use] = None
                o = use.owner
                action = get_action(o)
                if action is _IGNORE:
                    continue
                if fn(use) is _INTERRUPT:
                    interrupted = True
                    break
                if self._expand_use(use, o, action, walk_tied, cache, worklist):
                    incomplete = True
            if not interrupted:
                done_values[w] = None
        return _INCOMPLETE if incomplete else _COMPLETE

    def use_step(self, value: Value, behavior: TraversalBehavior = TraversalBehavior.DEFAULT,
                 cache: Optional["StepCache"] = None) -> "UseStep":
        """What `walk_transitive_uses` does when it scans |value|'s uses
        without being interrupted (see `UseStep`). Pass the same |cache| to
        many calls to share per-op tables (valid while the IR does not
        change)."""
        if cache is None:
            cache = self._step_cache()
        walk_tied = not (int(behavior) & _DONT_WALK_TIED)
        get_action = self.get_traversal_action
        reported: List[Use] = []
        out: Dict[Value, None] = {}
        incomplete = False
        for use in value.uses:
            o = use.owner
            action = get_action(o)
            if action is _IGNORE:
                continue
            reported.append(use)
            if self._expand_use(use, o, action, walk_tied, cache, out):
                incomplete = True
        return UseStep(tuple(reported), tuple(out), incomplete)

    def _expand_use(self, use: Use, o: Operation, action: TraversalAction, walk_tied: bool,
                    cache: "StepCache", out: Dict[Value, None]) -> bool:
        """Adds the values a reported |use| (owner |o|, not IGNOREd) makes
        its value flow into. True if some consumers are unknown."""
        definition = o.definition
        if definition is None:
            return False
        traits = definition.trait_map
        k = use.index
        incomplete = False

        if walk_tied:
            tied = traits.get(TiedOp)
            if tied is not None:
                m = cache.tied.get(o)
                if m is None:
                    m = {}
                    for ri in range(o.num_results):
                        oi = tied.tied_operand_index(o, ri)
                        if oi is not None:
                            m.setdefault(oi, []).append(o.results[ri])
                    cache.tied[o] = m
                for t in m.get(k, ()):
                    out[t] = None

        rb = traits.get(RegionBranchOp)
        if rb is not None and action is _RECURSE:
            m = cache.entry.get(o)
            if m is None:
                edges = rb.entry_edges(o)
                if not self.include_skip_edges:
                    edges = [e for e in edges if e.target is not None]
                m = _edge_input_map(edges)
                cache.entry[o] = m
            for inp in m.get(k, ()):
                out[inp] = None

        if BranchOp in traits:
            br = traits[BranchOp]
            for s, target in enumerate(o.successors):
                start, n = br.successor_operand_range(o, s)
                if n and start <= k < start + n and k - start < len(target.arguments):
                    out[target.arguments[k - start]] = None

        if CallOp in traits:
            if self._into_callee(o, traits[CallOp], k, out) is _INCOMPLETE:
                incomplete = True

        if ReturnLike in traits or RegionBranchTerminator in traits:
            if self._from_terminator(o, k, out, cache.terminators) is _INCOMPLETE:
                incomplete = True

        if GlobalStore in traits:
            st = traits[GlobalStore]
            if k == st.value_index:
                if self._into_global_loads(o, st, out) is _INCOMPLETE:
                    incomplete = True
        return incomplete

    def _into_callee(self, call: Operation, co: CallOp, k: int, out: Dict[Value, None]) -> TraversalResult:
        if not isinstance(co.callee(call), SymbolRefAttr):
            return _INCOMPLETE
        start, n = co.arg_range(call)
        if not (start <= k < start + n):
            return _COMPLETE  # not a call argument (e.g. a callee operand)
        callee = self.resolve_callee(call)
        body = callable_body(callee) if callee is not None else None
        if body is None:
            return _INCOMPLETE
        args = body.blocks[0].arguments
        if k - start < len(args):
            out[args[k - start]] = None
        return _COMPLETE

    def _from_terminator(self, term: Operation, k: int, out: Dict[Value, None],
                         cache: Dict[Operation, Dict[int, List[Value]]]) -> TraversalResult:
        parent = term.parent_op
        if parent is None:
            return _COMPLETE
        pdef = parent.definition
        ptraits = pdef.trait_map if pdef is not None else {}
        if Callable in ptraits:
            if not term.has_trait(ReturnLike):
                return _COMPLETE

            def on_call(call: Operation) -> None:
                if k < call.num_results:
                    out[call.results[k]] = None
            return self.walk_incoming_calls(parent, on_call)
        rb = ptraits.get(RegionBranchOp)
        if rb is not None:
            m = cache.get(term)
            if m is None:
                m = _edge_input_map(rb.terminator_edges(parent, term))
                cache[term] = m
            for inp in m.get(k, ()):
                out[inp] = None
            return _COMPLETE
        # A ReturnLike terminator of some other region-holding op: its
        # operands become the parent's results (upstream rule).
        if term.has_trait(ReturnLike) and k < parent.num_results:
            out[parent.results[k]] = None
        return _COMPLETE

    def _into_global_loads(self, store: Operation, st: GlobalStore, out: Dict[Value, None]) -> TraversalResult:
        ref = st.global_ref(store)
        info = self.query_global_info_from(ref, store) if ref is not None else None
        if info is None or info.is_indirect:
            return _INCOMPLETE
        for user in info.uses:
            ld = user.get_trait(GlobalLoad)
            if ld is not None:
                out[ld.loaded_value(user)] = None
        return _COMPLETE

    def walk_transitive_users(self, value: Value, fn: PyCallable[[Operation], object],
                              behavior: TraversalBehavior = TraversalBehavior.DEFAULT) -> TraversalResult:
        """`walk_transitive_uses`, calling |fn| once per distinct user op."""
        seen: Dict[Operation, None] = {}

        def on_use(use: Use):
            owner = use.owner
            if owner in seen:
                return None
            seen[owner] = None
            return fn(owner)
        return self.walk_transitive_uses(value, on_use, behavior)

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
