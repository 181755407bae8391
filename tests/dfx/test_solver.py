"""Tests for dfx.analysis.element and dfx.analysis.solver (SPEC 3.4-3.6 with the project's
deliberate differences: no growing recursion, worklist to fixpoint, optional
iteration cap, provenance)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import textwrap
from typing import Dict, List, Optional, Tuple

import pytest
from hypothesis import given, settings, strategies as st

from dfx.ir.attributes import StringAttr, i32
from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import (AbstractElement, OperationElement, TypedOperationElement, ValueElement,
                                  position_text)
from dfx.ir import OP_DEFS, REGISTERED_DIALECTS, Block, Location, OpDef, Operation, Value, register_op
from dfx.analysis.position import Position
from dfx.analysis.solver import MAX_UPDATE_DEPTH, Note, Phase, SolveResult, Solver
from dfx.analysis.state import (BooleanState, ChangeStatus, IncIntegerState, PotentialValuesState,
                                clamp_and_report)
from dfx.ir.traits import GlobalOp

REQ = Resolution.REQUIRED
OPT = Resolution.OPTIONAL
NONE = Resolution.NONE
CHANGED = ChangeStatus.CHANGED
UNCHANGED = ChangeStatus.UNCHANGED


#===----------------------------------------------------------------------===#
# A toy analysis: label reachability over a hand-made graph
#===----------------------------------------------------------------------===#


class Graph:
    """Nodes are plain SSA values; the solver's `explorer` slot carries the
    graph to the elements."""

    def __init__(self):
        self.labels: Dict[Value, List[str]] = {}
        self.edges: Dict[Value, List[Tuple[Value, Resolution]]] = {}
        self.poison_at: Dict[Value, int] = {}     # node -> update number that invalidates it
        self.frozen: set = set()                   # nodes fixed at initialisation
        self.updates: Dict[Value, int] = {}
        self.saw_invalid_required: List[Value] = []

    def node(self, name: str, *labels: str, frozen: bool = False, poison_at: Optional[int] = None) -> Value:
        v = Value(i32, name)
        self.labels[v] = list(labels)
        self.edges[v] = []
        self.updates[v] = 0
        if frozen:
            self.frozen.add(v)
        if poison_at is not None:
            self.poison_at[v] = poison_at
            self.edges[v].append((v, OPT))        # stays non-fixed until poisoned
        return v

    def edge(self, a: Value, b: Value, res: Resolution = REQ) -> None:
        self.edges[a].append((b, res))


class Reach(ValueElement):
    """Labels of every node reachable from this one. Invalid contributors
    behind OPTIONAL edges are skipped (as R8.3.2 does)."""

    __slots__ = ()
    state_class = PotentialValuesState

    def initialize_value(self, value, solver):
        g: Graph = solver.explorer
        if value in g.frozen:
            for label in g.labels[value]:
                self.state.union_member(label)
            self.state.indicate_optimistic_fixpoint()

    def update_value(self, value, solver):
        g: Graph = solver.explorer
        g.updates[value] += 1
        new = PotentialValuesState()
        for label in g.labels[value]:
            new.union_member(label)
        for target, res in g.edges[value]:
            dep = solver.get_element_for(self, Reach, Position.for_value(target), res)
            if not dep.is_valid():
                if res is REQ:
                    g.saw_invalid_required.append(value)
                else:
                    continue
            new ^= dep.state
        poison = g.poison_at.get(value)
        if poison is not None and g.updates[value] >= poison:
            new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)


def pos(v) -> Position:
    return Position.for_value(v)


def solve(g: Graph, seeds, **kwargs) -> Tuple[Solver, SolveResult]:
    s = Solver(None, g, **kwargs)
    for v in seeds:
        s.get_or_create(Reach, pos(v))
    return s, s.run()


def members(s: Solver, v) -> Optional[List[str]]:
    e = s.lookup(Reach, pos(v))
    return None if e is None else e.state.sorted_members()


#===----------------------------------------------------------------------===#
# Basic solving
#===----------------------------------------------------------------------===#


def test_reachability_with_cycle():
    g = Graph()
    a, b, c, d = g.node("a", "A"), g.node("b", "B"), g.node("c", "C"), g.node("d", "D")
    g.edge(a, b)
    g.edge(b, c)
    g.edge(c, b)            # cycle b <-> c
    g.edge(c, d, OPT)
    s, r = solve(g, [a])
    assert r and r.converged and r.unsettled == []
    assert members(s, a) == ["A", "B", "C", "D"]
    assert members(s, b) == ["B", "C", "D"] == members(s, c)
    assert members(s, d) == ["D"]
    assert r.elements == 4 and r.updates == s.updates > 0 and r.iterations >= 1
    assert s.phase is Phase.DONE


def test_optimistic_fixpoint_without_dependences():
    g = Graph()
    leaf = g.node("leaf", "L")
    s = Solver(None, g)
    e = s.get_or_create(Reach, pos(leaf))
    # Top-level creation updates at once; no dependence -> optimistic fixpoint.
    assert g.updates[leaf] == 1 and e.is_at_fixpoint() and e.is_valid()
    top = g.node("top", "T")
    g.edge(top, leaf)
    t = s.get_or_create(Reach, pos(top))
    # Its only dependency is at a fixpoint: no edge recorded, so fixed too.
    assert t.is_at_fixpoint() and e.deps == {}
    assert t.state.sorted_members() == ["L", "T"]
    assert s.run()
    assert g.updates[leaf] == 1 and g.updates[top] == 1


def test_optional_dependent_rerun_when_dependency_changes():
    g = Graph()
    src = g.node("src", "S1", poison_at=None)
    user = g.node("user", "U")
    g.edge(user, src, OPT)
    g.edge(src, src, OPT)       # keeps src non-fixed for a while
    s = Solver(None, g)
    s.get_or_create(Reach, pos(user))
    assert members(s, user) == ["U"]          # src created, not yet updated
    g.labels[src].append("S2")                # src will now produce more
    assert s.run()
    assert members(s, user) == ["S1", "S2", "U"]
    assert g.updates[user] >= 2


def test_required_invalidation_reaches_queued_and_settled_dependents():
    g = Graph()
    a, b = g.node("a", "A"), g.node("b", "B")
    c = g.node("c", "C", poison_at=2)
    d = g.node("d", "D")
    e = g.node("e", "E")
    g.edge(a, b)
    g.edge(b, c)
    g.edge(d, c, OPT)
    g.edge(e, a)
    s, r = solve(g, [e, d])
    assert r.converged
    for v in (a, b, c, e):
        assert members(s, v) is None
        assert not s.lookup(Reach, pos(v), allow_invalid=True).is_valid()
    # d accumulated C before c went invalid, then skipped it.
    assert members(s, d) == ["C", "D"]


class Clock(ValueElement):
    """Gains one member per update (through a self-dependence) until it
    holds `ticks` members."""

    __slots__ = ()
    state_class = PotentialValuesState
    ticks = 10

    def update_value(self, value, solver):
        solver.get_element_for(self, Clock, pos(value), OPT)
        return clamp_and_report(self.state, PotentialValuesState([len(self.state.members)]))


class Timed(ValueElement):
    """Valid until its clock has run out, then invalid; changes only then."""

    __slots__ = ()
    state_class = PotentialValuesState
    clock: Dict[Value, Value] = {}
    snapshot: Dict[Value, int] = {}

    def update_value(self, value, solver):
        clk = solver.get_element_for(self, Clock, pos(Timed.clock[value]), OPT)
        new = PotentialValuesState(["T"])
        if clk.state.size >= Clock.ticks:
            new.indicate_pessimistic_fixpoint()
            Timed.snapshot = dict(solver.explorer.updates)
        return clamp_and_report(self.state, new)


class ReachOrTimed(Reach):
    """Reach, except that node `t` is a Timed element."""

    __slots__ = ()
    timed: Value = None

    def update_value(self, value, solver):
        g: Graph = solver.explorer
        if value is ReachOrTimed.timed:
            raise AssertionError("not used")
        g.updates[value] += 1
        new = PotentialValuesState(g.labels[value])
        for target, res in g.edges[value]:
            if target is ReachOrTimed.timed:
                dep = solver.get_element_for(self, Timed, pos(target), res)
            else:
                dep = solver.get_element_for(self, ReachOrTimed, pos(target), res)
            if not dep.is_valid():
                g.saw_invalid_required.append(value)
            new ^= dep.state
        return clamp_and_report(self.state, new)


def test_required_invalidation_is_pushed_without_rerunning_dependents():
    # x0 -> x1 -> x2 -> x3 -> t (all REQUIRED); t turns invalid long after the
    # chain has settled: the chain must be invalidated through its edges,
    # without any of its elements running again.
    g = Graph()
    xs = [g.node(f"x{i}", f"X{i}") for i in range(4)]
    t, clk = g.node("t"), g.node("clk")
    for u, v in zip(xs, xs[1:]):
        g.edge(u, v)
    g.edge(xs[-1], t)
    ReachOrTimed.timed = t
    Timed.clock = {t: clk}
    Timed.snapshot = {}
    s = Solver(None, g)
    s.get_or_create(ReachOrTimed, pos(xs[0]))
    assert s.run()
    assert Timed.snapshot, "the clock never ran out"
    for x in xs:
        assert s.lookup(ReachOrTimed, pos(x)) is None
        assert g.updates[x] == Timed.snapshot[x]
    assert g.saw_invalid_required == []


class Keeper(ValueElement):
    """An integer element that stays valid after a pessimistic fixpoint
    (known 3), REQUIRED-dependent on a Reach element."""

    __slots__ = ()

    def create_state(self):
        return IncIntegerState(10)

    def initialize_value(self, value, solver):
        self.state.take_known_maximum(3)

    def update_value(self, value, solver):
        solver.get_element_for(self, Reach, pos(value), REQ)
        return UNCHANGED


class Watcher(ValueElement):
    __slots__ = ()
    state_class = BooleanState
    runs: List[int] = []

    def update_value(self, value, solver):
        k = solver.get_element_for(self, Keeper, pos(value), OPT)
        Watcher.runs.append(k.state.assumed)
        return UNCHANGED


def test_required_pessimistic_dependent_that_stays_valid_reruns_its_users():
    g = Graph()
    c = g.node("c", "C", poison_at=2)
    s = Solver(None, g)
    Watcher.runs = []
    s.get_or_create(Watcher, pos(c))
    assert s.run()
    keeper = s.lookup(Keeper, pos(c))
    assert keeper is not None and keeper.is_valid() and keeper.is_at_fixpoint()
    assert keeper.state.assumed == 3
    assert Watcher.runs[-1] == 3 and 10 in Watcher.runs


#===----------------------------------------------------------------------===#
# Dependence recording rules (R3.6.6, R3.6.7)
#===----------------------------------------------------------------------===#


class Probe(ValueElement):
    """Runs a per-test callback as its update."""

    __slots__ = ()
    state_class = BooleanState
    callbacks: Dict[Value, object] = {}

    def update_value(self, value, solver):
        return Probe.callbacks[value](self, solver)


class Leaf(ValueElement):
    """A self-dependent element whose state never settles by itself."""

    __slots__ = ()
    state_class = PotentialValuesState

    def update_value(self, value, solver):
        solver.get_element_for(self, Leaf, pos(value), OPT)
        return UNCHANGED


def test_none_resolution_and_fixpoint_dependencies_record_no_edge():
    v, w, x = Value(i32, "v"), Value(i32, "w"), Value(i32, "x")
    seen = {}

    def cb(self, solver):
        seen["leaf"] = solver.get_element_for(self, Leaf, pos(w), NONE)
        fixed = solver.get_or_create(Leaf, pos(x))
        fixed.indicate_optimistic_fixpoint()
        solver.get_element_for(self, Leaf, pos(x), REQ)
        return UNCHANGED

    Probe.callbacks = {v: cb}
    s = Solver(None)
    p = s.get_or_create(Probe, pos(v))
    leaf = seen["leaf"]
    assert p not in leaf.deps
    assert s.lookup(Leaf, pos(x)).deps == {}
    assert p.is_at_fixpoint()            # recorded nothing -> optimistic fixpoint
    # Provenance still lists both queries, including the fixed one.
    assert [(e.position, r) for e, r in s.provenance(p)] == [(pos(w), NONE), (pos(x), REQ)]


def test_queries_outside_updates_record_nothing():
    v, w = Value(i32, "v"), Value(i32, "w")
    s = Solver(None)
    q = s.get_or_create(Leaf, pos(v), update_after_init=False)
    leaf = s.get_element_for(q, Leaf, pos(w))
    assert q not in leaf.deps and s.provenance(q) == []
    s.record_dependence(leaf, q, REQ)
    assert q not in leaf.deps


def test_deps_consumed_when_scheduled_and_rerecorded():
    v, w = Value(i32, "v"), Value(i32, "w")
    state = {"n": 0}

    class Grow(ValueElement):
        __slots__ = ()
        state_class = PotentialValuesState

        def update_value(self, value, solver):
            solver.get_element_for(self, Grow, pos(value), OPT)   # self edge
            state["n"] += 1
            new = PotentialValuesState([min(state["n"], 3)])
            return clamp_and_report(self.state, new)

    def cb(self, solver):
        solver.get_element_for(self, Grow, pos(w), REQ)
        return UNCHANGED

    Probe.callbacks = {v: cb}
    s = Solver(None)
    p = s.get_or_create(Probe, pos(v))
    grow = s.lookup(Grow, pos(w))
    assert grow.deps == {p: REQ}
    assert s.run()
    # After the last change both edges were consumed and then re-recorded by
    # the dependents' final updates.
    assert grow.deps == {grow: OPT, p: REQ}
    assert grow.state.sorted_members() == [1, 2, 3]


def test_required_edge_wins_over_optional():
    v, w = Value(i32, "v"), Value(i32, "w")

    def cb(self, solver):
        solver.get_element_for(self, Leaf, pos(w), OPT)
        solver.get_element_for(self, Leaf, pos(w), REQ)
        solver.get_element_for(self, Leaf, pos(w), OPT)
        return UNCHANGED

    Probe.callbacks = {v: cb}
    s = Solver(None)
    p = s.get_or_create(Probe, pos(v))
    leaf = s.lookup(Leaf, pos(w))
    assert leaf.deps == {p: REQ}
    assert s.provenance(p) == [(leaf, REQ)]


def test_lookup_semantics():
    g = Graph()
    a = g.node("a", "A")
    bad = g.node("bad", "X", poison_at=1)
    s = Solver(None, g)
    assert s.lookup(Reach, pos(a)) is None            # not created
    ea = s.get_or_create(Reach, pos(a))
    eb = s.get_or_create(Reach, pos(bad))
    assert s.lookup(Reach, pos(a)) is ea
    assert s.lookup(Reach, pos(bad)) is None           # invalid reads as absent
    assert s.lookup(Reach, pos(bad), allow_invalid=True) is eb
    assert s.lookup(Leaf, pos(a)) is None              # other kind


def test_lookup_records_optional_dependence():
    v, w = Value(i32, "v"), Value(i32, "w")

    def cb(self, solver):
        solver.lookup(Leaf, pos(w), querying=self)
        return UNCHANGED

    Probe.callbacks = {v: cb}
    s = Solver(None)
    leaf = s.get_or_create(Leaf, pos(w))
    p = s.get_or_create(Probe, pos(v))
    assert leaf.deps[p] is OPT


#===----------------------------------------------------------------------===#
# Creation without recursion (difference a)
#===----------------------------------------------------------------------===#


def test_nested_creation_is_queued_not_updated():
    g = Graph()
    a, b = g.node("a", "A"), g.node("b", "B")
    g.edge(a, b)
    observed = {}

    class Spy(ValueElement):
        __slots__ = ()
        state_class = BooleanState

        def update_value(self, value, solver):
            e = solver.get_element_for(self, Reach, pos(b), REQ)
            observed["b_updates"] = g.updates[b]
            observed["b_initialized"] = e._initialized
            observed["phase"] = solver.phase
            return UNCHANGED

    s = Solver(None, g)
    s.get_or_create(Spy, pos(a))
    assert observed == {"b_updates": 0, "b_initialized": True, "phase": Phase.UPDATE}
    assert s.phase is Phase.SEEDING
    assert s.run()
    assert g.updates[b] == 1


def test_top_level_creation_updates_once_unless_disabled():
    g = Graph()
    a, b = g.node("a", "A"), g.node("b", "B")
    s = Solver(None, g)
    s.get_or_create(Reach, pos(a))
    s.get_or_create(Reach, pos(b), update_after_init=False)
    assert g.updates[a] == 1 and g.updates[b] == 0
    assert s.run()
    assert g.updates[b] == 1 and members(s, b) == ["B"]


def test_creation_after_run_is_pessimistic():
    g = Graph()
    a = g.node("a", "A")
    s = Solver(None, g)
    assert s.run()
    e = s.get_or_create(Reach, pos(a))
    assert not e.is_valid() and g.updates[a] == 0


def test_forced_update_runs_synchronously_during_solve():
    v, w = Value(i32, "v"), Value(i32, "w")
    g = Graph()
    g.labels[w], g.edges[w], g.updates[w] = ["W"], [(w, OPT)], 0
    seen = []

    def cb(self, solver):
        before = g.updates[w]
        solver.get_and_update_element_for(self, Reach, pos(w))
        seen.append(g.updates[w] - before)
        return UNCHANGED

    Probe.callbacks = {v: cb}
    s = Solver(None, g)
    s.get_or_create(Reach, pos(w))
    s.get_or_create(Probe, pos(v))
    assert seen == [1]                 # seeding update: existing element forced
    assert s.run()


class ChainInit(AbstractElement):
    """Each element's initialize creates the next one (an init chain)."""

    __slots__ = ()
    state_class = PotentialValuesState
    blocks: List[Block] = []

    def initialize(self, solver):
        i = ChainInit.index[self.position.block]
        self.state.union_member(i)
        if i + 1 < len(ChainInit.blocks):
            solver.get_or_create(ChainInit, Position.for_block(ChainInit.blocks[i + 1]))

    def update_impl(self, solver):
        return UNCHANGED


def test_deep_initialization_chain_does_not_recurse():
    n = 5000
    ChainInit.blocks = [Block() for _ in range(n)]
    ChainInit.index = {b: i for i, b in enumerate(ChainInit.blocks)}
    s = Solver(None)
    s.get_or_create(ChainInit, Position.for_block(ChainInit.blocks[0]))
    elements = s.elements()
    assert len(elements) == n
    assert all(e._initialized for e in elements)
    assert [e.state.sorted_members() for e in elements[:3]] == [[0], [1], [2]]
    assert s.run()


class ForcedChain(AbstractElement):
    """Element i force-updates element i+1 (get_and_update_element_for)."""

    __slots__ = ()
    state_class = PotentialValuesState
    blocks: List[Block] = []
    depth = 0
    max_depth = 0

    def update_impl(self, solver):
        ForcedChain.depth += 1
        ForcedChain.max_depth = max(ForcedChain.max_depth, ForcedChain.depth)
        try:
            i = ForcedChain.index[self.position.block]
            new = PotentialValuesState()
            if i + 1 < len(ForcedChain.blocks):
                nxt = solver.get_and_update_element_for(self, ForcedChain,
                                                        Position.for_block(ForcedChain.blocks[i + 1]))
                new ^= nxt.state
            else:
                new.union_member("end")
            return clamp_and_report(self.state, new)
        finally:
            ForcedChain.depth -= 1


def test_forced_update_chain_depth_is_bounded():
    n = 5000
    ForcedChain.blocks = [Block() for _ in range(n)]
    ForcedChain.index = {b: i for i, b in enumerate(ForcedChain.blocks)}
    ForcedChain.max_depth = 0
    s = Solver(None)
    for b in reversed(ForcedChain.blocks):
        s.get_or_create(ForcedChain, Position.for_block(b))
    r = s.run()
    assert r.converged
    assert ForcedChain.max_depth <= MAX_UPDATE_DEPTH
    assert all(e.state.sorted_members() == ["end"] for e in s.elements())


#===----------------------------------------------------------------------===#
# The 100,000-element chain (difference b)
#===----------------------------------------------------------------------===#


class Chain(AbstractElement):
    """Element i depends (REQUIRED) on element i+1; the last one knows "end"."""

    __slots__ = ()
    state_class = PotentialValuesState
    positions: List[Position] = []
    index: Dict[Block, int] = {}

    def update_impl(self, solver):
        i = Chain.index[self.position.payload]
        new = PotentialValuesState()
        if i + 1 < len(Chain.positions):
            new ^= solver.get_element_for(self, Chain, Chain.positions[i + 1], REQ).state
        else:
            new.union_member("end")
        return clamp_and_report(self.state, new)


N_CHAIN = 100_000


@pytest.fixture(scope="module")
def chain_positions():
    blocks = [Block() for _ in range(N_CHAIN)]
    Chain.index = {b: i for i, b in enumerate(blocks)}
    Chain.positions = [Position.for_block(b) for b in blocks]
    return Chain.positions


@pytest.mark.parametrize("seeding", ["head_only", "all_from_head", "all_from_tail"])
def test_long_chain_converges_in_linear_updates(chain_positions, seeding):
    s = Solver(None)
    if seeding == "head_only":           # the rest is created on demand
        s.get_or_create(Chain, chain_positions[0])
    elif seeding == "all_from_head":
        for p in chain_positions:
            s.get_or_create(Chain, p)
    else:
        for p in reversed(chain_positions):
            s.get_or_create(Chain, p)
    r = s.run()
    assert r.converged and r.elements == N_CHAIN
    assert r.updates <= 3 * N_CHAIN
    head = s.lookup(Chain, chain_positions[0])
    assert head.state.sorted_members() == ["end"] and head.is_at_fixpoint()


#===----------------------------------------------------------------------===#
# Iteration cap (difference c)
#===----------------------------------------------------------------------===#


class Counter(ValueElement):
    """Deliberately non-converging: increments itself on every update
    through a self-dependence."""

    __slots__ = ()
    updates = 0

    def create_state(self):
        return IncIntegerState(1)

    def update_value(self, value, solver):
        Counter.updates += 1
        solver.get_element_for(self, Counter, pos(value), OPT)
        self.state.assumed += 1
        return CHANGED


class CounterUser(ValueElement):
    __slots__ = ()
    state_class = PotentialValuesState
    target: Dict[Value, Tuple[Value, Resolution]] = {}

    def update_value(self, value, solver):
        target, res = CounterUser.target[value]
        solver.get_element_for(self, Counter, pos(target), res)
        new = PotentialValuesState(["seen"])
        return clamp_and_report(self.state, new)


def test_max_iterations_stops_non_converging_analysis():
    g = Graph()
    settled = g.node("settled", "S")
    cnt, req_user, opt_user, indirect = (Value(i32, n) for n in ("cnt", "req", "opt", "ind"))
    CounterUser.target = {req_user: (cnt, REQ), opt_user: (cnt, OPT)}
    Counter.updates = 0
    s = Solver(None, g, max_iterations=5)
    s.get_or_create(Reach, pos(settled))
    s.get_or_create(CounterUser, pos(req_user))
    s.get_or_create(CounterUser, pos(opt_user))
    counter = s.lookup(Counter, pos(cnt))
    r = s.run()
    assert not r and r.converged is False
    assert r.diverging == [counter]
    assert Counter.updates == 6                      # the sixth change exceeds the cap of 5
    order = s.elements()
    assert r.unsettled == sorted(r.unsettled, key=order.index)
    assert counter in r.unsettled
    assert r.pessimized == sorted(r.pessimized, key=order.index)
    # The counter and everything depending on it were given up on...
    assert not counter.is_valid()
    for v in (req_user, opt_user):
        e = s.lookup(CounterUser, pos(v), allow_invalid=True)
        assert not e.is_valid() and e in r.pessimized
    # ...while the unrelated element keeps its optimistic result.
    assert members(s, settled) == ["S"]
    msg = r.message()
    assert "did not converge" in msg and "[Counter] value %cnt" in msg and "5" in msg
    assert s.phase is Phase.DONE


def test_max_iterations_with_converging_analysis():
    g = Graph()
    a, b, c = g.node("a", "A"), g.node("b", "B"), g.node("c", "C")
    g.edge(a, b)
    g.edge(b, c)
    g.edge(c, a)
    s, r = solve(g, [a], max_iterations=5)
    assert r.converged and r.unsettled == [] and r.diverging == []
    assert members(s, b) == ["A", "B", "C"]
    assert "converged" in r.message()


#===----------------------------------------------------------------------===#
# Provenance and notes (difference e)
#===----------------------------------------------------------------------===#


def test_provenance_contents_and_reset():
    p_v, x_v, y_v, z_v, w_v = (Value(i32, n) for n in "pxyzw")
    g = Graph()
    g.labels[w_v], g.edges[w_v], g.updates[w_v], g.poison_at[w_v] = ["W"], [], 0, 1
    mode = {"first": True}

    def cb(self, solver):
        if mode["first"]:
            solver.get_element_for(self, Leaf, pos(x_v), OPT)      # at a fixpoint
            solver.get_element_for(self, Leaf, pos(y_v), REQ)
            solver.get_element_for(self, Leaf, pos(y_v), OPT)      # deduplicated
            solver.lookup(Leaf, pos(z_v), querying=self)
            solver.lookup(Reach, pos(w_v), querying=self, allow_invalid=True)   # invalid
            solver.note(self, "first reason", Location("f.mlir", 3, 5))
            solver.note(self, "second reason")
        else:
            solver.get_element_for(self, Leaf, pos(z_v), OPT)
        return UNCHANGED

    Probe.callbacks = {p_v: cb}
    s = Solver(None, g)
    x = s.get_or_create(Leaf, pos(x_v))
    x.indicate_optimistic_fixpoint()
    z = s.get_or_create(Leaf, pos(z_v))
    w = s.get_or_create(Reach, pos(w_v))
    assert not w.is_valid()
    p = s.get_or_create(Probe, pos(p_v))
    y = s.lookup(Leaf, pos(y_v))
    assert s.provenance(p) == [(x, OPT), (y, REQ), (z, OPT), (w, OPT)]
    assert s.notes(p) == [Note("first reason", Location("f.mlir", 3, 5)), Note("second reason")]
    assert str(s.notes(p)[0]) == "f.mlir:3:5: first reason"
    mode["first"] = False
    assert s.run()
    assert s.provenance(p) == [(z, OPT)]
    assert s.notes(p) == []


def test_provenance_can_be_disabled():
    v, w = Value(i32, "v"), Value(i32, "w")

    def cb(self, solver):
        solver.get_element_for(self, Leaf, pos(w), REQ)
        return UNCHANGED

    Probe.callbacks = {v: cb}
    s = Solver(None, record_provenance=False)
    p = s.get_or_create(Probe, pos(v))
    assert s.provenance(p) == []
    assert p in s.lookup(Leaf, pos(w)).deps


#===----------------------------------------------------------------------===#
# Elements: dispatch and printing
#===----------------------------------------------------------------------===#

DIALECT = "dfxsolvertest"


@pytest.fixture(scope="module")
def test_ops():
    register_op(OpDef(f"{DIALECT}.global", traits=(GlobalOp(),)))
    register_op(OpDef(f"{DIALECT}.other"))
    yield
    OP_DEFS.pop(f"{DIALECT}.global", None)
    OP_DEFS.pop(f"{DIALECT}.other", None)
    REGISTERED_DIALECTS.discard(DIALECT)


class OpCount(OperationElement):
    __slots__ = ()
    state_class = PotentialValuesState
    name = "OpCountPVS"
    seen: List[str] = []

    def initialize_operation(self, op, solver):
        OpCount.seen.append(op.name)

    def update_operation(self, op, solver):
        return UNCHANGED


class GlobalOnly(TypedOperationElement):
    __slots__ = ()
    state_class = PotentialValuesState
    required_trait = GlobalOp
    seen: List[str] = []

    def initialize_operation(self, op, solver):
        GlobalOnly.seen.append(op.name)

    def update_operation(self, op, solver):
        return UNCHANGED


def test_value_element_on_other_position_is_pessimistic(test_ops):
    s = Solver(None)
    e = s.get_or_create(Leaf, Position.for_block(Block()))
    assert not e.is_valid() and e.is_at_fixpoint()


def test_operation_elements_dispatch(test_ops):
    glob = Operation(f"{DIALECT}.global", properties={"sym_name": StringAttr("g")})
    other = Operation(f"{DIALECT}.other")
    OpCount.seen, GlobalOnly.seen = [], []
    s = Solver(None)
    assert s.get_or_create(OpCount, Position.for_op(other)).is_at_fixpoint()
    assert not s.get_or_create(OpCount, pos(Value(i32))).is_valid()
    g_ok = s.get_or_create(GlobalOnly, Position.for_op(glob))
    g_bad = s.get_or_create(GlobalOnly, Position.for_op(other))
    assert g_ok.is_valid() and not g_bad.is_valid()
    assert OpCount.seen == [f"{DIALECT}.other"] and GlobalOnly.seen == [f"{DIALECT}.global"]


def test_element_names_and_one_line_print(test_ops):
    glob = Operation(f"{DIALECT}.global", properties={"sym_name": StringAttr("g")})
    s = Solver(None)
    assert Reach.name == "Reach" and OpCount.name == "OpCountPVS"
    v = Value(i32, "x")
    e = s.get_or_create(Leaf, pos(v), update_after_init=False)
    assert str(e) == "[Leaf] value %x with state set-state(< {} >)"
    o = s.get_or_create(OpCount, Position.for_op(glob))
    assert str(o) == f"[OpCountPVS] op {DIALECT}.global @g with state set-state(< {{}} >)"
    assert position_text(Position.for_returned_value(glob, 1)) == f"returned value 1 for {DIALECT}.global @g"
    assert position_text(Position.for_block(Block())) == "block ^bb?"
    assert position_text(None) == "<<null>>"
    b = s.get_or_create(Probe, Position.for_block(Block()))
    assert str(b) == "[Probe] block ^bb? with state (0-0)top"


def test_update_returns_unchanged_at_fixpoint():
    v = Value(i32)
    calls = []
    Probe.callbacks = {v: lambda self, solver: calls.append(1) or CHANGED}
    e = Probe(pos(v))
    e.state.indicate_optimistic_fixpoint()
    assert e.update(Solver(None)) is UNCHANGED and calls == []


def test_missing_state_is_a_type_error():
    class NoState(AbstractElement):
        pass

    with pytest.raises(TypeError):
        NoState(Position.for_block(Block()))


#===----------------------------------------------------------------------===#
# Printing and determinism (difference f)
#===----------------------------------------------------------------------===#


def two_cycle() -> Tuple[Graph, Value, Value]:
    g = Graph()
    a, b = g.node("a", "A"), g.node("b", "B")
    g.edge(a, b)
    g.edge(b, a, OPT)
    return g, a, b


def test_print_format():
    g, a, b = two_cycle()
    s, r = solve(g, [a])
    assert r
    out = io.StringIO()
    s.print(out)
    state = "set-state(< {A, B, } >)"
    assert out.getvalue() == (
        f"[Reach] value %a with state {state}\n"
        f"  updates [Reach] value %b with state {state}\n"
        "\n"
        f"[Reach] value %b with state {state}\n"
        f"  updates [Reach] value %a with state {state}\n"
        "\n"
    )


def test_dependency_graph_dot():
    g, a, b = two_cycle()
    s, _ = solve(g, [a])
    dot = s.dependency_graph_dot()
    state = "set-state(< {A, B, } >)"
    assert dot == (
        "digraph DepGraph {\n"
        "  node [shape=box];\n"
        f'  n0 [label="[Reach] value %a with state {state}"];\n'
        f'  n1 [label="[Reach] value %b with state {state}"];\n'
        "  n0 -> n1 [style=dashed];\n"
        "  n1 -> n0;\n"
        "}\n"
    )


def test_dump_graph(tmp_path, capsys):
    g, a, b = two_cycle()
    s, _ = solve(g, [a])
    path = s.dump_graph(str(tmp_path))
    assert os.path.basename(path).startswith("dep_graph_") and path.endswith(".dot")
    assert open(path).read() == s.dependency_graph_dot()
    assert path in capsys.readouterr().out


def build_random_graph(n, edges, labels, poison):
    # A poisoned node always changes on its first update (its own label),
    # so it is re-run and turns invalid on its second one.
    g = Graph()
    nodes = [g.node(f"n{i}", *labels[i], poison_at=(2 if i in poison else None)) for i in range(n)]
    for i, j, required in edges:
        g.edge(nodes[i], nodes[j], REQ if required else OPT)
    return g, nodes


graphs = st.integers(1, 7).flatmap(lambda n: st.tuples(
    st.just(n),
    st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1), st.booleans()), max_size=14),
    st.lists(st.lists(st.sampled_from("pqrstuvw"), max_size=2), min_size=n, max_size=n),
    st.sets(st.integers(0, n - 1), max_size=2),
    st.lists(st.integers(0, n - 1), min_size=1, max_size=4),
))


def closure(n, edges, labels, start, allowed):
    seen = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        for a, b, _ in edges:
            if a == i and b not in seen and allowed(b):
                seen.add(b)
                todo.append(b)
    return {l for i in seen for l in labels[i]}


@settings(max_examples=150, deadline=None)
@given(graphs)
def test_prop_random_graphs(spec):
    n, edges, labels, poison, seeds = spec
    labels = [list(ls) + (["P%d" % i] if i in poison else []) for i, ls in enumerate(labels)]
    g, nodes = build_random_graph(n, edges, labels, poison)
    s, r = solve(g, [nodes[i] for i in seeds])
    assert r.converged and r.unsettled == []
    # Invalid iff a REQUIRED path leads to a poisoned node.
    req = [(a, b, q) for a, b, q in edges if q]
    invalid = {i for i in range(n) if i in poison or any(_reaches(req, i, j) for j in poison)}
    for i in range(n):
        e = s.lookup(Reach, pos(nodes[i]), allow_invalid=True)
        if e is None:
            continue
        assert (not e.is_valid()) == (i in invalid)
        if e.is_valid():
            # Everything reachable through valid nodes, and nothing
            # unreachable (invalid nodes may have contributed earlier).
            got = set(e.state.members)
            assert closure(n, edges, labels, i, lambda j: j not in invalid) <= got
            assert got <= closure(n, edges, labels, i, lambda j: True)
    # Same input, same everything.
    g2, nodes2 = build_random_graph(n, edges, labels, poison)
    s2, r2 = solve(g2, [nodes2[i] for i in seeds])
    assert s2.dependency_graph_dot() == s.dependency_graph_dot()
    assert (r2.updates, r2.iterations) == (r.updates, r.iterations)


def _reaches(edges, i, j):
    seen = {i}
    todo = [i]
    while todo:
        k = todo.pop()
        for a, b, _ in edges:
            if a == k and b not in seen:
                if b == j:
                    return True
                seen.add(b)
                todo.append(b)
    return False


def test_elements_in_creation_order():
    g = Graph()
    a, b, c, d = (g.node(x, x.upper()) for x in "abcd")
    g.edge(a, c)
    g.edge(c, b)
    g.edge(d, a)
    s, _ = solve(g, [a, d])
    # a's seeding update creates c (queued, not updated); b only appears when
    # the solve runs c, after d was seeded.
    assert [e.position.value for e in s.elements()] == [a, c, d, b]
    s2, _ = solve(g, [a, d])
    assert [e.position.value for e in s2.elements()] == [a, c, d, b]


_HASHSEED_SCRIPT = textwrap.dedent("""
    import io, sys
    sys.path.insert(0, {root!r})
    sys.path.insert(0, {tests!r})
    from test_solver import Graph, solve, REQ, OPT
    g = Graph()
    names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
    nodes = [g.node(n, n, n.upper(), n + "!") for n in names]
    for i, a in enumerate(nodes):
        g.edge(a, nodes[(i * 3 + 1) % len(nodes)], REQ if i % 2 else OPT)
        g.edge(a, nodes[(i + 5) % len(nodes)], OPT)
    s, r = solve(g, nodes[::3])
    out = io.StringIO()
    s.print(out)
    print(out.getvalue())
    print(s.dependency_graph_dot())
    print(r.updates, r.iterations, r.elements)
""")


def test_output_independent_of_hash_seed(tmp_path):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    tests = os.path.dirname(os.path.abspath(__file__))
    script = tmp_path / "run.py"
    script.write_text(_HASHSEED_SCRIPT.format(root=root, tests=tests))
    outs = []
    for seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        res = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env,
                             check=True)
        outs.append(res.stdout)
    assert outs[0] == outs[1] == outs[2]
    assert "digraph" in outs[0]


#===----------------------------------------------------------------------===#
# Settling without a change still notifies dependents
#===----------------------------------------------------------------------===#


class Ticker(ValueElement):
    """Changes once (re-queued by a dependence on itself), then runs once
    more without change and without dependences: that update settles it
    (optimistic fixpoint) with an UNCHANGED status."""

    __slots__ = ()
    state_class = PotentialValuesState
    runs: Dict[Value, int] = {}

    def update_value(self, value, solver):
        n = Ticker.runs[value] = Ticker.runs.get(value, 0) + 1
        new = PotentialValuesState()
        new.union_member("t")
        if n < 2:
            solver.get_element_for(self, Ticker, pos(value), OPT)
        return clamp_and_report(self.state, new)


class Relay(ValueElement):
    """Never changes; depends on the Ticker, so it settles only when an
    update finds the Ticker settled."""

    __slots__ = ()
    state_class = BooleanState

    def update_value(self, value, solver):
        solver.get_element_for(self, Ticker, pos(value), REQ)
        return UNCHANGED


class SettleWatcher(ValueElement):
    """Records whether the Relay it reads was settled, run by run."""

    __slots__ = ()
    state_class = BooleanState
    seen: List[bool] = []

    def update_value(self, value, solver):
        r = solver.get_element_for(self, Relay, pos(value), REQ)
        SettleWatcher.seen.append(r.state.is_at_fixpoint())
        return UNCHANGED


def test_dependents_rerun_when_a_dependency_settles_unchanged():
    # The Ticker's last update and the Relay's last update change nothing
    # but reach a fixpoint; each is news to its dependents, which re-run
    # and settle in turn (no edge left). Without that notification the
    # Relay never re-runs and the watcher never sees it settled.
    v = Value(i32, "x")
    Ticker.runs = {}
    SettleWatcher.seen = []
    s = Solver(None, None)
    s.get_or_create(SettleWatcher, pos(v))
    assert s.run()
    assert Ticker.runs[v] == 2
    assert SettleWatcher.seen[-1] is True
    assert SettleWatcher.seen.count(True) == 1  # re-run exactly once after settling
    assert s.lookup(SettleWatcher, pos(v)).is_at_fixpoint()
