"""Whole-program affinity analysis: where each value lives, each op executes
and each global is stored.

Four kinds of elements cooperate, each holding a potential-values set of
affinity attributes (see `dfx.analysis.state.PotentialValuesState`):

* `OpAffinity` (an op): where the op executes. Explicit affinities win;
  otherwise ops that consume affinity-typed values run where those values are
  produced, and ops that consume none (constants, splats) run where their
  results are consumed.
* `GlobalAffinity` (a `util.global`): where the global's storage lives: its
  explicit affinity, else where it is loaded, else (write-only globals) where
  the stored values are produced.
* `ValueProducerAffinity` (a value): where the value's storage is produced.
  Pinning ops (imports, exports, aliases) anywhere along the value's tied
  def-use web override everything else.
* `ValueConsumerAffinity` (a value): where the value is consumed.

Values whose producers or consumers cannot all be seen (public function
arguments, external calls, indirectly referenced globals) become undefined
and invalid, and lookups on them fail.

The rules follow IREE's stream affinity analysis; the differences (exact
region control flow, no pass cap, in-update merges reported as changes) are
listed in docs/divergences.md. `AffinityAnalysis(..., rules="current")`
applies upstream's current rules instead (docs/rules.md): the rule-set
tables are in `rules`, the changed element rules in `current_elements` and
the pin table in `pinning_current`.
"""

from __future__ import annotations

from dfx.analysis.element import AbstractElement, OperationElement, TypedOperationElement, ValueElement
from dfx.analysis.explorer import Explorer
from dfx.analysis.traversal import TraversalAction, TraversalBehavior, TraversalResult, WalkResult
from dfx.analysis.summaries import WalkSummaries
from dfx.ir.core import Operation, OpResult, BlockArgument, Use, Value, WalkOrder
from dfx.analysis.position import Position
from dfx.analysis.solver import Solver
from dfx.analysis.depgraph import Resolution
from dfx.analysis.state import ChangeStatus, PotentialValuesState, clamp_and_report
from dfx.ir.traits import (BranchOp, CallOp, Callable, FunctionLike, GlobalLoad, GlobalOp, GlobalStore,
                           OptimizationBarrierLike, RegionBranchOp, SelectLike, TiedOp)
from dfx.ir.traits import ReturnLike, Terminator

from stream_affinity.analysis.attributes import AffinityAttr, are_compatible, sort_affinities
from stream_affinity.analysis.lookup import lookup_affinity, lookup_default_affinity
from stream_affinity.analysis.interfaces import AffinityOp, is_affinity_type
from stream_affinity.analysis import current_elements as _current
from stream_affinity.analysis.pinning_current import PinTable, build_pin_table
from stream_affinity.analysis.rules import check_rules, requires_affinity

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = [
    "AffinityAnalysis", "OpAffinity", "GlobalAffinity", "ValueProducerAffinity",
    "ValueConsumerAffinity", "affinity_state_text",
]

REQUIRED = Resolution.REQUIRED
OPTIONAL = Resolution.OPTIONAL


def affinity_state_text(state: PotentialValuesState) -> str:
    """`pvs: [undef, a, b]` or `pvs: (invalid)`; members sorted."""
    if not state.is_valid():
        return "pvs: (invalid)"
    parts = ["undef"] if state.undef else []
    parts.extend(str(a) for a in sort_affinities(state.members))
    return "pvs: [" + ", ".join(parts) + "]"


class _AffinityElementMixin:
    """Shared state construction and printing of the four elements.

    The member cap comes from `solver.config["max_members"]` (the analysis'
    `max_members`), applied when the element is initialized."""

    state_class = PotentialValuesState

    def apply_config(self, solver: Solver) -> None:
        cap = solver.config.get("max_members")
        if cap is not None and cap != self.state.max_members:
            self.state = PotentialValuesState(max_members=cap)

    def seed_explicit_affinity(self, op: Operation, solver: Solver) -> None:
        """Initialization shared by op and global elements: an explicit
        affinity on |op| or its ancestors is final."""
        self.apply_config(solver)
        explicit = lookup_affinity(op)
        if explicit is not None:
            self.state.union_member(explicit)
            self.state.indicate_optimistic_fixpoint()
            solver.note(self, f"explicit affinity {explicit}", op.location)

    def new_state(self) -> PotentialValuesState:
        """A fresh (valid, empty) state to accumulate one update into."""
        return PotentialValuesState(max_members=self.state.max_members)

    def as_str(self) -> str:
        return affinity_state_text(self.state)


def _is_current(solver: Solver) -> bool:
    """Whether the analysis runs with the `current` rule set."""
    return solver.config.get("rules") == "current"


def _pins(op: Optional[Operation]) -> bool:
    if op is None:
        return False
    iface = op.get_trait(AffinityOp)
    return iface is not None and iface.pins_value_affinity(op)


#===----------------------------------------------------------------------===#
# OpAffinity
#===----------------------------------------------------------------------===#


class OpAffinity(_AffinityElementMixin, OperationElement):
    """Where an operation executes."""

    name = "OpAffinityPVS"

    def initialize_operation(self, op: Operation, solver: Solver) -> None:
        self.seed_explicit_affinity(op, solver)

    def update_operation(self, op: Operation, solver: Solver) -> ChangeStatus:
        new = self.new_state()
        consumed = [v for v in op.operands if is_affinity_type(v.type)]
        if consumed:
            for v in consumed:
                new ^= solver.get_element_for(self, ValueProducerAffinity, Position.for_value(v), REQUIRED).state
        else:
            for r in op.results:
                if is_affinity_type(r.type):
                    new ^= solver.get_element_for(self, ValueConsumerAffinity, Position.for_value(r), REQUIRED).state
        return clamp_and_report(self.state, new)


#===----------------------------------------------------------------------===#
# GlobalAffinity
#===----------------------------------------------------------------------===#


class GlobalAffinity(_AffinityElementMixin, TypedOperationElement):
    """Where a global's storage lives: the union of the consumers of its
    loads, or (a global never loaded) of the producers of its stores.

    Only accesses whose state is valid count. That test is not monotone (a
    valid state may turn invalid later), so what an update read from an
    access that ends invalid could survive in the result and make it depend
    on the visiting order. The element records which accesses it read while
    they were valid (`read_valid`); `AffinityAnalysis.run` re-solves with the
    accesses that ended invalid excluded (`solver.config["excluded_accesses"]`)
    until no such access was read. The answer is then the least fixpoint of
    the rule over the accesses that are valid in the final solution."""

    name = "GlobalAffinityPVS"
    required_trait = GlobalOp
    __slots__ = ("read_valid",)

    def initialize_operation(self, op: Operation, solver: Solver) -> None:
        self.read_valid: Dict[Operation, AbstractElement] = {}
        self.seed_explicit_affinity(op, solver)

    def update_operation(self, op: Operation, solver: Solver) -> ChangeStatus:
        new = self.new_state()
        info = solver.explorer.get_global_info(op)
        incomplete = info is None or info.is_indirect
        excluded = solver.config.get("excluded_accesses") or ()
        loads = [] if incomplete else info.loads
        for load in loads:
            if load in excluded:
                continue
            self._read(load, solver.get_element_for(
                self, ValueConsumerAffinity,
                Position.for_value(load.get_trait(GlobalLoad).loaded_value(load)), OPTIONAL), new)
        if not loads and not incomplete:
            for store in info.stores:
                if store in excluded:
                    continue
                self._read(store, solver.get_element_for(
                    self, ValueProducerAffinity,
                    Position.for_value(store.get_trait(GlobalStore).stored_value(store)), OPTIONAL), new)
        if incomplete:
            solver.note(self, "global is referenced indirectly: placement unknown", op.location)
            new.union_undef()
            new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)

    def _read(self, access: Operation, element, new: PotentialValuesState) -> None:
        state = element.state
        if state.is_valid():
            if state.size or state.undef:
                self.read_valid[access] = element
            new ^= state

    def invalid_reads(self) -> List[Operation]:
        """Accesses this element read while valid whose state is now
        invalid, in the order they were first read."""
        return [access for access, element in self.read_valid.items() if not element.state.is_valid()]


#===----------------------------------------------------------------------===#
# ValueProducerAffinity
#===----------------------------------------------------------------------===#


def _global_op_of(solver: Solver, access_op: Operation, trait_cls) -> Optional[Operation]:
    ref = access_op.get_trait(trait_cls).global_ref(access_op)
    info = solver.explorer.query_global_info_from(ref, access_op) if ref is not None else None
    return info.op if info is not None else None


class ValueProducerAffinity(_AffinityElementMixin, ValueElement):
    """Where a value's storage is produced."""

    name = "ValueProducerAffinityPVS"

    def __init__(self, position: Position):
        super().__init__(position)
        self.pinned_ops: dict = {}  # ordered set of pinning ops

    def initialize_value(self, value: Value, solver: Solver) -> None:
        self.apply_config(solver)
        if _is_current(solver):
            return  # current rules: pins only shape what is printed (pin table)
        # The pinning ops met by walk_defining_ops(value) (looking through
        # affinity-typed results only) and walk_transitive_uses(value), both
        # with default behaviour. Answered from summaries shared by the whole
        # analysis (`AffinityAnalysis.run` computes them for every seeded
        # value at once; other values are computed on first use), so long
        # tied chains cost linear rather than quadratic time.
        pinned = self.pinned_ops
        for op in _pinned_op_summaries(solver.explorer).get(value):
            pinned[op] = None

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        if _is_current(solver):
            return _current.update_producer(self, value, solver, _KINDS)
        new = self.new_state()

        # Pinning ops anywhere on the value's tied web decide alone.
        if self.pinned_ops:
            for op in self.pinned_ops:
                new ^= solver.get_element_for(self, OpAffinity, Position.for_op(op), REQUIRED).state
            return clamp_and_report(self.state, new)

        producer = value.owner if isinstance(value, OpResult) else None
        if producer is not None:
            if producer.get_trait(OptimizationBarrierLike) is not None:
                operand = producer.operand(value.index)
                new ^= solver.get_element_for(self, ValueProducerAffinity, Position.for_value(operand), REQUIRED).state
                return clamp_and_report(self.state, new)
            if producer.get_trait(GlobalLoad) is not None:
                global_op = _global_op_of(solver, producer, GlobalLoad)
                if global_op is None:
                    _note_unresolved_global(solver, self, producer)
                    new.union_undef()
                    new.indicate_pessimistic_fixpoint()
                else:
                    new ^= solver.get_element_for(self, GlobalAffinity, Position.for_op(global_op), REQUIRED).state
                return clamp_and_report(self.state, new)

        def on_def(result: OpResult):
            nonlocal new
            owner = result.owner
            if owner.get_trait(CallOp) is not None:
                return WalkResult.ADVANCE  # the walker continues into the callee
            aff = owner.get_trait(AffinityOp)
            if aff is not None and aff.pins_value_affinity(owner):
                new ^= solver.get_element_for(self, OpAffinity, Position.for_op(owner), REQUIRED).state
                new.indicate_optimistic_fixpoint()
                return WalkResult.ADVANCE
            tied = owner.get_trait(TiedOp)
            if tied is not None:
                operand = tied.tied_operand(owner, result.index)
                if operand is not None:
                    new ^= solver.get_element_for(self, ValueProducerAffinity, Position.for_value(operand), OPTIONAL).state
                    return WalkResult.ADVANCE
            if aff is not None:
                # Created without an immediate update: the op's own update
                # runs from the worklist like any other element.
                op_elem = solver.get_or_create(OpAffinity, Position.for_op(owner), querying=self,
                                               resolution=OPTIONAL, update_after_init=False)
                new ^= op_elem.state
                return WalkResult.ADVANCE
            if owner.get_trait(GlobalLoad) is not None:
                global_op = _global_op_of(solver, owner, GlobalLoad)
                if global_op is None:
                    _note_unresolved_global(solver, self, owner)
                    new.union_undef()
                    new.indicate_pessimistic_fixpoint()
                else:
                    new ^= solver.get_element_for(self, GlobalAffinity, Position.for_op(global_op), REQUIRED).state
                return WalkResult.ADVANCE
            select = owner.get_trait(SelectLike)
            if select is not None:
                new ^= solver.get_element_for(self, ValueProducerAffinity,
                                              Position.for_value(select.true_value(owner)), REQUIRED).state
                new ^= solver.get_element_for(self, ValueProducerAffinity,
                                              Position.for_value(select.false_value(owner)), REQUIRED).state
                return WalkResult.ADVANCE
            new ^= solver.get_element_for(self, ValueProducerAffinity, Position.for_value(result), OPTIONAL).state
            return WalkResult.ADVANCE

        result = solver.explorer.walk_defining_ops(value, on_def, TraversalBehavior.DONT_WALK_TIED_VALUES)
        if result is TraversalResult.INCOMPLETE:
            solver.note(self, "some producers are not visible (public or external edge)", _value_location(value))
            new.union_undef()
            new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)


def _note_unresolved_global(solver: Solver, element, load: Operation) -> None:
    """Notes why a loaded value is unknown: its global cannot be resolved."""
    ref = load.get_trait(GlobalLoad).global_ref(load)
    solver.note(element, f"{load.name} of {ref} names no global the analysis can see", load.location)


def _pinning_def_label(result: OpResult) -> Optional[Operation]:
    """Def side of `ValueProducerAffinity.pinned_ops`: the producing op of an
    affinity-typed result, if it pins."""
    owner = result.owner
    return owner if is_affinity_type(result.type) and _pins(owner) else None


def _pinning_use_label(use: Use) -> Optional[Operation]:
    """Use side: the using op of an affinity-typed value, if it pins."""
    owner = use.owner
    return owner if is_affinity_type(use.value.type) and _pins(owner) else None


def _not_affinity_result(result: OpResult) -> bool:
    """Def walks do not look through results of other types (SKIP)."""
    return not is_affinity_type(result.type)


def _pinned_op_summaries(explorer: Explorer) -> WalkSummaries:
    """The explorer's shared summaries of pinning ops (one per explorer, so
    one per analysis)."""
    return explorer.walk_summaries(_pinning_def_label, _pinning_use_label, _not_affinity_result)


def _value_location(value: Value):
    if isinstance(value, OpResult):
        return value.owner.location
    return getattr(value, "location", None) or (value.owner.parent_op.location if value.owner.parent_op else None)


#===----------------------------------------------------------------------===#
# ValueConsumerAffinity
#===----------------------------------------------------------------------===#


class ValueConsumerAffinity(_AffinityElementMixin, ValueElement):
    """Where a value is consumed."""

    name = "ValueConsumerAffinityPVS"

    def initialize_value(self, value: Value, solver: Solver) -> None:
        self.apply_config(solver)

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        # The uses reached by `walk_transitive_uses(value)` (tied values not
        # followed), except that the walk stops at every value whose own
        # consumer set this update queries (branch and region arguments,
        # call results of a return, select and barrier results): that set
        # already covers every use reachable from there, and walking on
        # would make a chain of n calls cost n^2 (each value re-walking the
        # whole chain above it). The fixpoint is the same as with the full
        # walk; only the dependencies are shorter.
        new = self.new_state()
        queried: Dict[Value, None] = {}
        explorer = solver.explorer
        incomplete = False
        done: Dict[Value, None] = {}
        worklist: Dict[Value, None] = {value: None}
        while worklist:
            w, _ = worklist.popitem()
            if w in done:
                continue
            done[w] = None
            step = explorer.use_step(w, TraversalBehavior.DONT_WALK_TIED_VALUES)
            if step.incomplete:
                incomplete = True
            for use in step.uses:
                if self._from_use(use, new, solver, queried) is TraversalResult.INCOMPLETE:
                    incomplete = True
            for nxt in step.next_values:
                if nxt not in queried and nxt not in done:
                    worklist[nxt] = None
        if incomplete:
            solver.note(self, "some consumers are not visible (public or external edge)", _value_location(value))
            new.union_undef()
            new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)

    def _consumer(self, solver: Solver, value: Value, queried: Dict[Value, None],
                  resolution=REQUIRED) -> PotentialValuesState:
        queried[value] = None
        return solver.get_element_for(self, ValueConsumerAffinity, Position.for_value(value), resolution).state

    def _from_use(self, use: Use, new: PotentialValuesState, solver: Solver,
                  queried: Dict[Value, None]) -> TraversalResult:
        owner = use.owner
        k = use.index
        if owner.get_trait(AffinityOp) is not None:
            new ^= solver.get_element_for(self, OpAffinity, Position.for_op(owner), REQUIRED).state
        if _is_current(solver):
            new = _current.consumer_extras(self, use, new, solver, _KINDS)
        tied = owner.get_trait(TiedOp)
        if tied is not None:
            for r in tied.tied_results(owner, k):
                new ^= self._consumer(solver, r, queried)

        if owner.get_trait(SelectLike) is not None:
            new ^= self._consumer(solver, owner.results[0], queried)
            return TraversalResult.COMPLETE
        branch = owner.get_trait(BranchOp)
        if branch is not None:
            def on_arg(_block, arg):
                nonlocal new
                new ^= self._consumer(solver, arg, queried, OPTIONAL)
                return WalkResult.ADVANCE
            return solver.explorer.walk_outgoing_branch_operand_arguments(owner, k, on_arg)
        region_op = owner.get_trait(RegionBranchOp)
        if region_op is not None:
            # Operand k of a region op flows into region arguments (or
            # straight into the results when a region may be skipped).
            skip_edges = solver.explorer.include_skip_edges
            for edge in region_op.entry_edges(owner):
                if edge.target is None and not skip_edges:
                    continue  # zero-trip edges are not followed (as upstream)
                for pos, idx in enumerate(edge.operand_indices):
                    if idx == k:
                        new ^= self._consumer(solver, edge.inputs[pos], queried)
            return TraversalResult.COMPLETE
        if owner.has_trait(Terminator):
            parent = owner.parent_op
            parent_rb = parent.get_trait(RegionBranchOp) if parent is not None else None
            if parent_rb is not None:
                for edge in parent_rb.terminator_edges(parent, owner):
                    for pos, idx in enumerate(edge.operand_indices):
                        if idx == k:
                            new ^= self._consumer(solver, edge.inputs[pos], queried)
                return TraversalResult.COMPLETE
            if owner.has_trait(ReturnLike) and parent is not None and parent.get_trait(Callable) is not None:
                def on_call(call):
                    nonlocal new
                    if k < call.num_results:
                        new ^= self._consumer(solver, call.results[k], queried, OPTIONAL)
                    return WalkResult.ADVANCE
                return solver.explorer.walk_incoming_calls(parent, on_call)
            return TraversalResult.COMPLETE
        if owner.get_trait(OptimizationBarrierLike) is not None:
            new ^= self._consumer(solver, owner.results[k], queried)
            return TraversalResult.COMPLETE
        if owner.get_trait(GlobalStore) is not None:
            global_op = _global_op_of(solver, owner, GlobalStore)
            if global_op is None:
                return TraversalResult.INCOMPLETE
            new ^= solver.get_element_for(self, GlobalAffinity, Position.for_op(global_op), REQUIRED).state
            return TraversalResult.COMPLETE
        return TraversalResult.COMPLETE


#===----------------------------------------------------------------------===#
# The analysis
#===----------------------------------------------------------------------===#


class AffinityAnalysis:
    """Runs the affinity elements over a module and answers queries.

    >>> analysis = AffinityAnalysis(module)
    >>> result = analysis.run()          # truthy when the solver converged
    >>> ok, affinities = analysis.try_lookup_resource_affinity(value)

    |rules| picks the rule set: `"seed"` (default; IREE 3.2.0 with the
    divergences of docs/divergences.md) or `"current"` (upstream's current
    rules, docs/rules.md). Under `"current"` a consumer element is seeded
    for every affinity-typed result whatever |seed_consumers| says.
    """

    def __init__(self, root_op: Operation, *, max_iterations: Optional[int] = None,
                 max_members: Optional[int] = None, record_provenance: bool = True,
                 seed_consumers: bool = False, rules: Optional[str] = None,
                 order_seed: Optional[int] = None):
        self.root_op = root_op
        self.rules = check_rules(rules)
        self.current = self.rules == "current"
        self.seed_consumers = seed_consumers or self.current
        # Current rules: values pinned by imports/exports/aliases... (built
        # in `run`, consulted only by the operand/result queries).
        self.pin_table: Optional[PinTable] = None
        self.order_seed = order_seed
        self.max_iterations = max_iterations
        self.record_provenance = record_provenance
        # IREE's explorer has no address-taken rule: a `flow.dispatch @f`
        # naming a function does not make @f's callers unknown there.
        explorer = Explorer(root_op, TraversalAction.RECURSE, address_taken_rule=False)
        explorer.set_interface_action(FunctionLike, TraversalAction.RECURSE)
        explorer.set_dialect_action("scf", TraversalAction.RECURSE)
        explorer.set_dialect_action("stream", TraversalAction.RECURSE)
        explorer.set_op_action("stream.executable", TraversalAction.IGNORE)
        explorer.initialize()
        self.explorer = explorer
        self.max_members = max_members
        self.excluded_accesses: Dict[Operation, bool] = {}
        """Global loads/stores whose state ended invalid after a solve had
        read it while valid (see `GlobalAffinity`); excluded from the next."""
        self.solves = 0
        """How many times `run` solved (more than once when global accesses
        had to be excluded)."""
        self.solver = self._new_solver()
        self.result = None
        # id(member set) -> (member set, its members sorted): states share
        # their (persistent, immutable) member sets, so queries after the
        # solve mostly sort the same few sets over and over.
        self._sorted: Dict[int, Tuple[object, Tuple[AffinityAttr, ...]]] = {}

    def _new_solver(self) -> Solver:
        return Solver(self.root_op, self.explorer, max_iterations=self.max_iterations,
                      record_provenance=self.record_provenance, order_seed=self.order_seed,
                      config={"max_members": self.max_members, "rules": self.rules,
                              "excluded_accesses": self.excluded_accesses})

    def run(self):
        """Seeds the elements and solves. Returns the solver's result (truthy
        on convergence; `.unsettled` lists elements that did not settle).

        Solves again, from scratch, while some global read an access whose
        state ended invalid (see `GlobalAffinity`): each round excludes at
        least one more access, so this ends; on ordinary programs one solve
        suffices."""
        plan = self._seeding_plan()
        if self.order_seed is not None:
            import random  # only for order-permutation runs: not a start-up cost
            random.Random(self.order_seed).shuffle(plan)
        while True:
            self.solves += 1
            solver = self.solver
            # The IR does not change while solving: the many walks the
            # elements run can share the explorer's derived block / region tables.
            with self.explorer.sharing_step_tables():
                for cls, position in plan:
                    solver.get_or_create(cls, position)
                self.result = solver.run()
            if not self.result:
                return self.result
            stale = [access for e in solver.elements() if isinstance(e, GlobalAffinity)
                     for access in e.invalid_reads() if access not in self.excluded_accesses]
            if not stale:
                return self.result
            for access in stale:
                self.excluded_accesses[access] = True
            self.solver = self._new_solver()

    def _seeding_plan(self) -> List[Tuple[type, Position]]:
        # Seeding plan (creation order matters): global elements, then per
        # function-like op its block arguments, then its ops in post-order.
        plan: List[Tuple[type, Position]] = []
        producer_values: List[Value] = []
        for info in self.explorer.globals():
            gtype = info.op.get_trait(GlobalOp).global_type(info.op)
            if gtype is not None and is_affinity_type(gtype):
                plan.append((GlobalAffinity, Position.for_op(info.op)))

        def producer(v: Value) -> None:
            plan.append((ValueProducerAffinity, Position.for_value(v)))
            producer_values.append(v)

        for func in self.explorer.function_like_ops():
            for region in func.regions:
                for block in region.blocks:
                    for arg in block.arguments:
                        if is_affinity_type(arg.type):
                            producer(arg)
            for op in func.walk(WalkOrder.POST, include_self=True):
                if op.get_trait(RegionBranchOp) is not None:
                    for region in op.regions:
                        entry = region.entry_block
                        if entry is None:
                            continue
                        for arg in entry.arguments:
                            if is_affinity_type(arg.type):
                                producer(arg)
                if op.get_trait(AffinityOp) is not None and (not self.current or requires_affinity(op, "current")):
                    plan.append((OpAffinity, Position.for_op(op)))
                for r in op.results:
                    if is_affinity_type(r.type):
                        producer(r)
                        if self.seed_consumers:
                            plan.append((ValueConsumerAffinity, Position.for_value(r)))
        if self.current:
            if self.pin_table is None:
                self.pin_table = build_pin_table(self.root_op, self.explorer)
        else:
            # Pinning ops of every seeded value in one linear pass; the
            # producer elements read them back in `initialize_value`.
            _pinned_op_summaries(self.explorer).prime(producer_values)
        return plan

    # -- queries --------------------------------------------------------------------

    def _lookup_state(self, cls, position: Position) -> Optional[PotentialValuesState]:
        elem = self.solver.lookup(cls, position, resolution=Resolution.NONE)
        if elem is None or not elem.state.is_valid():
            return None
        return elem.state

    def _answer(self, state: Optional[PotentialValuesState], default_from: Optional[Operation]) -> Tuple[bool, List[AffinityAttr]]:
        if state is None or state.undef:
            return False, []
        members = state.members
        if not state.size:
            default = lookup_default_affinity(default_from) if default_from is not None else None
            return (True, [default]) if default is not None else (False, [])
        hit = self._sorted.get(id(members))
        if hit is None:
            # Keeping the set in the entry keeps its id from being reused.
            hit = self._sorted[id(members)] = (members, tuple(sort_affinities(members)))
        return True, list(hit[1])

    def _answer_op(self, state: Optional[PotentialValuesState], op: Operation) -> Tuple[bool, List[AffinityAttr]]:
        """An op or global answer. Current rules (R10): a missing or invalid
        state falls back to the default affinity of |op|'s scope."""
        if state is None and self.current:
            default = lookup_default_affinity(op)
            return (True, [default]) if default is not None else (False, [])
        return self._answer(state, op)

    def try_lookup_global_affinity(self, global_op: Operation) -> Tuple[bool, List[AffinityAttr]]:
        """(ok, sorted affinities) of a global's storage."""
        return self._answer_op(self._lookup_state(GlobalAffinity, Position.for_op(global_op)), global_op)

    def try_lookup_execution_affinity(self, op: Operation) -> Tuple[bool, List[AffinityAttr]]:
        """(ok, sorted affinities) where |op| executes (affinity ops only)."""
        return self._answer_op(self._lookup_state(OpAffinity, Position.for_op(op)), op)

    def try_lookup_resource_affinity(self, value: Value, with_default: bool = True) -> Tuple[bool, List[AffinityAttr]]:
        """(ok, sorted affinities) where |value|'s storage is produced.
        Current rules: a value in the pin table reads as the union of its
        pinning ops' execution affinities (when all of them are known).
        With |with_default| false an empty answer does not fall back to the
        default affinity of the value's scope (what upstream answers for a
        value whose block has been detached from its parent op)."""
        if self.pin_table is not None:
            pinned = self.pin_table.pinned_affinities(value, self.try_lookup_execution_affinity)
            if pinned is not None:
                return True, pinned
        block = value.parent_block
        start = block.parent_op if block is not None and with_default else None
        return self._answer(self._lookup_state(ValueProducerAffinity, Position.for_value(value)), start)

    def try_lookup_resource_usage(self, value: Value) -> Tuple[bool, List[AffinityAttr]]:
        """(ok, sorted affinities) of every place |value| is involved: where it
        is produced, where it is consumed and the ops pinning it (the
        `.usage` view of current upstream IREE). Unknown parts are left out;
        an empty union falls back to the default affinity."""
        found: dict = {}
        for cls in (ValueProducerAffinity, ValueConsumerAffinity):
            state = self._lookup_state(cls, Position.for_value(value))
            if state is not None and not state.undef:
                for a in state.members:
                    found[a] = None
        if self.pin_table is not None:
            pinning_ops = self.pin_table.pinning_ops(value)
        else:
            producer = self.solver.lookup(ValueProducerAffinity, Position.for_value(value),
                                          resolution=Resolution.NONE, allow_invalid=True)
            pinning_ops = list(producer.pinned_ops) if producer is not None else []
        if pinning_ops:
            for op in pinning_ops:
                ok, pinned = self.try_lookup_execution_affinity(op)
                if ok:
                    for a in pinned:
                        found[a] = None
        if not found:
            block = value.parent_block
            start = block.parent_op if block is not None else None
            default = lookup_default_affinity(start) if start is not None else None
            return (True, [default]) if default is not None else (False, [])
        return True, sort_affinities(found)

    def try_infer_execution_affinity(self, op: Operation) -> Tuple[bool, List[AffinityAttr]]:
        """Execution affinity of any op: affinity ops answer directly; other
        ops run where their affinity-typed operands are produced, or else
        where their affinity-typed results are consumed."""
        if op.get_trait(AffinityOp) is not None:
            return self.try_lookup_execution_affinity(op)
        acc = PotentialValuesState() if self.max_members is None else PotentialValuesState(max_members=self.max_members)
        operands = [v for v in op.operands if is_affinity_type(v.type)]
        if operands:
            for v in operands:
                s = self._lookup_state(ValueProducerAffinity, Position.for_value(v))
                if s is None:
                    return False, []
                acc.union_state(s)
        else:
            for r in op.results:
                if is_affinity_type(r.type):
                    s = self._lookup_state(ValueConsumerAffinity, Position.for_value(r))
                    if s is None:
                        return False, []
                    acc.union_state(s)
        if not acc.is_valid():
            return False, []
        return self._answer(acc, op)

    @staticmethod
    def _single(answer: Tuple[bool, List[AffinityAttr]]) -> Optional[AffinityAttr]:
        ok, attrs = answer
        if not ok or not attrs:
            return None
        first = attrs[0]
        if all(are_compatible(first, a) for a in attrs[1:]):
            return first
        return None

    def lookup_global_affinity(self, global_op: Operation) -> Optional[AffinityAttr]:
        return self._single(self.try_lookup_global_affinity(global_op))

    def lookup_execution_affinity(self, op: Operation) -> Optional[AffinityAttr]:
        return self._single(self.try_lookup_execution_affinity(op))

    def lookup_resource_affinity(self, value: Value, with_default: bool = True) -> Optional[AffinityAttr]:
        return self._single(self.try_lookup_resource_affinity(value, with_default))

    def infer_execution_affinity(self, op: Operation) -> Optional[AffinityAttr]:
        return self._single(self.try_infer_execution_affinity(op))


# The element classes and helpers the current-rule functions need.
_KINDS = _current.Kinds(op=OpAffinity, producer=ValueProducerAffinity, consumer=ValueConsumerAffinity,
                        global_=GlobalAffinity, global_op_of=_global_op_of,
                        note_unresolved_global=_note_unresolved_global, value_location=_value_location)
