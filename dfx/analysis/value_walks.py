"""Walks that follow values through the whole program (`ValueWalks`, mixed
into `Explorer`): from a value to the ops that may define it (use-def,
SPEC R4.6) and to every use it may reach (def-use, R4.7), across calls and
returns, branches, region control flow (the exact `RegionEdge` model of
`dfx.ir.traits.RegionBranchOp`), tied results and globals.
"""

from __future__ import annotations

from dfx.analysis.callgraph import callable_body
from dfx.analysis.traversal import (DefStep, StepCache, TraversalAction, TraversalBehavior, TraversalResult,
                                    UseStep, WalkResult)
from dfx.ir.attributes import SymbolRefAttr
from dfx.ir.core import BlockArgument, OpResult, Operation, Use, Value
from dfx.ir.traits import (BranchOp, CallOp, Callable, ConstantLike, GlobalLoad, GlobalStore, RegionBranchOp,
                           RegionBranchTerminator, RegionEdge, ReturnLike, TiedOp)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable as PyCallable, Dict, Iterator, List, Optional, Sequence, Tuple

__all__ = ["ValueWalks", "exit_terminators"]



# Plain-int test of the flag: `IntFlag.__and__` is a Python-level call.
_DONT_WALK_TIED = int(TraversalBehavior.DONT_WALK_TIED_VALUES)
_COMPLETE = TraversalResult.COMPLETE
_INCOMPLETE = TraversalResult.INCOMPLETE
_INTERRUPT = WalkResult.INTERRUPT
_SKIP = WalkResult.SKIP
_RECURSE = TraversalAction.RECURSE
_IGNORE = TraversalAction.IGNORE


def exit_terminators(op: Operation) -> Iterator[Operation]:
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


def _edge_input_map(edges: Sequence[RegionEdge]) -> Dict[int, List[Value]]:
    """operand index -> inputs receiving that operand, over |edges| in order."""
    m: Dict[int, List[Value]] = {}
    for e in edges:
        for idx, inp in zip(e.operand_indices, e.inputs):
            m.setdefault(idx, []).append(inp)
    return m


class ValueWalks:
    """Use-def and def-use walks (SPEC R4.6, R4.7), mixed into `Explorer`.

    The methods rely on the tables the Explorer builds (`resolve_callee`,
    global accesses, traversal actions, the shared `StepCache`); they are
    kept apart because they are the part of the Explorer that follows
    values, where the rest navigates the program structure."""

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
        operands if `include_skip_edges`). A block argument that some edge
        does not carry (an `scf.for` induction variable: the op makes it)
        makes the walk INCOMPLETE. One step of the walk is `defining_step`.
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
        some incoming edges are unknown, or some edge does not carry a value
        to |arg| (the op defines it itself: an `scf.for` induction variable),
        so its producers are not all visible."""
        block = arg.owner
        cached = cache.incoming.get(block)
        if cached is None:
            cached = self._collect_incoming(block)
            cache.incoming[block] = cached
        edges, r = cached
        index = arg.index
        uncarried = False
        for _src, operands in edges:
            v = operands[index] if index < len(operands) else None
            if v is not None:
                out[v] = None
            else:
                uncarried = True
        return uncarried or r is _INCOMPLETE

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
                    sources = self._region_result_sources(d, rb, self.include_skip_edges, self.liveness)
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
    def _region_result_sources(op: Operation, rb: RegionBranchOp, skip_edges: bool,
                               live=None) -> List[List[Value]]:
        """For each result of region op |op|, the values that may become it:
        operands of entry edges skipping the regions (only if |skip_edges|),
        then operands of exit edges of every terminator (region/block order);
        edges the liveness source |live| proves dead are left out."""
        sources: List[List[Value]] = [[] for _ in op.results]
        for e in (rb.entry_edges(op) if skip_edges else ()):
            if e.target is None and (live is None or live.is_region_edge_live(op, op, e)):
                for idx, inp in zip(e.operand_indices, e.inputs):
                    if isinstance(inp, OpResult) and inp.owner is op:
                        sources[inp.index].append(op.operand(idx))
        for term in exit_terminators(op):
            for e in rb.terminator_edges(op, term):
                if e.target is None and (live is None or live.is_region_edge_live(op, term, e)):
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
        live = self.liveness

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
                if action is _IGNORE or (live is not None and o.parent is not None
                                         and not live.is_block_live(o.parent)):
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
        live = self.liveness
        for use in value.uses:
            o = use.owner
            action = get_action(o)
            if action is _IGNORE or (live is not None and o.parent is not None and not live.is_block_live(o.parent)):
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
                if self.liveness is not None:
                    edges = [e for e in edges if self.liveness.is_region_edge_live(o, o, e)]
                m = _edge_input_map(edges)
                cache.entry[o] = m
            for inp in m.get(k, ()):
                out[inp] = None

        if BranchOp in traits:
            br = traits[BranchOp]
            for s, target in enumerate(o.successors):
                if self.liveness is not None and not self.liveness.is_branch_edge_live(o, s):
                    continue
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
                edges = rb.terminator_edges(parent, term)
                if self.liveness is not None:
                    edges = [e for e in edges if self.liveness.is_region_edge_live(parent, term, e)]
                m = _edge_input_map(edges)
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
