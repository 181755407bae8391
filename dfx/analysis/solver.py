"""The DFX solver: creates elements on demand and runs them to a fixpoint.

The solver owns every element (at most one per (element class, position)),
records which element read which during each update, and re-runs elements
whose inputs changed until nothing changes.

Differences from upstream DFX (SPEC R3.6), all deliberate:

* No recursion that grows with the program. An element created while
  another element is being updated is initialised but *not* updated on the
  spot: it goes on the worklist, and the querying element, which recorded a
  dependence on it, is re-run when it changes. Only creations at top level
  (seeding, outside any update) get the immediate update. Forced updates
  (`get_and_update_element_for`) nest at most `MAX_UPDATE_DEPTH` deep and
  initialisers that create elements nest at most `MAX_INIT_DEPTH` deep;
  beyond that the work is queued instead.
* A worklist run to a fixpoint instead of passes: a FIFO of elements in
  insertion order, each queued at most once. When an element changes, its
  dependents are queued at once; when it becomes invalid, its REQUIRED
  dependents are pushed to a pessimistic fixpoint (transitively, with an
  explicit work list) and OPTIONAL ones are re-run. An element whose
  update leaves its state unchanged but at a fixpoint (typically an
  optimistic one: nothing it read can change any more) also re-runs its
  dependents, so they can settle in turn: upstream gets the same effect
  from updating each new element as soon as it is created, so that its
  queriers usually see it settled already; without it, an element that
  queried a dependency before that settled would never make its own
  assumption known. Each update therefore
  follows an actual change, so a dependency chain costs a number of updates
  linear in its length.
* No pass cap by default. With `max_iterations=N`, an element whose state
  changes more than N times stops the solve: the elements still in flight and
  everything depending on them are forced to a pessimistic fixpoint and the
  result reports `converged=False`.
* Provenance: the solver can remember, for each element, which elements its
  last update queried (`provenance`) and free-form notes (`note`/`notes`).
* Progress: an optional `progress(solver)` callback is called every
  `PROGRESS_INTERVAL` element updates (seeding included), for tools that
  show a progress line on long runs.

Everything iterates in creation or insertion order; nothing depends on hash
order.
"""

from __future__ import annotations

import enum
import sys
from collections import deque, namedtuple
from dfx.support.records import field, record as dataclass

from dfx.analysis.depgraph import DepGraph, Resolution
from dfx.analysis.element import AbstractElement, position_text
from dfx.ir.core import Location, Operation
from dfx.analysis.position import Naming, Position
from dfx.analysis.state import ChangeStatus

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Deque, Dict, List, Optional, TextIO, Tuple, Type, TypeVar

__all__ = [
    "Phase", "Solver", "SolveResult", "Note", "MAX_UPDATE_DEPTH", "MAX_INIT_DEPTH", "PROGRESS_INTERVAL",
]

if TYPE_CHECKING:
    E = TypeVar("E", bound=AbstractElement)

MAX_UPDATE_DEPTH = 4
"""Deepest nesting of synchronous element updates (a forced update inside
an update inside ...). Deeper forced updates are queued instead."""

MAX_INIT_DEPTH = 4
"""Deepest nesting of `initialize` calls (initialisers creating elements).
Deeper creations are initialised as soon as the outermost one returns."""

PROGRESS_INTERVAL = 1024
"""Element updates between two calls of a solver's `progress` callback."""

_CHANGED = ChangeStatus.CHANGED
_UNCHANGED = ChangeStatus.UNCHANGED
_NONE = Resolution.NONE
_OPTIONAL = Resolution.OPTIONAL
_REQUIRED = Resolution.REQUIRED


class Phase(enum.Enum):
    """Solver phase: SEEDING before `run`, UPDATE during, DONE after."""

    SEEDING = "seeding"
    UPDATE = "update"
    DONE = "done"


_SEEDING = Phase.SEEDING
_UPDATE = Phase.UPDATE
_DONE = Phase.DONE


class Note(namedtuple("Note", ["text", "location"], defaults=[None])):
    """A human-readable reason an element attached during its update:
    `text` (str) and, when known, the `location` it concerns."""

    __slots__ = ()

    def __str__(self) -> str:
        return f"{self.location}: {self.text}" if self.location is not None else self.text


@dataclass
class SolveResult:
    """Outcome of `Solver.run()`; truthy iff the solve converged."""

    converged: bool
    """True iff a fixpoint was reached."""
    unsettled: List[AbstractElement] = field(default_factory=list)
    """On failure: the elements still in flight (queued, or the one that
    exceeded the change cap), in creation order. Empty on success."""
    updates: int = 0
    """Total element updates run by this solver (seeding included)."""
    iterations: int = 0
    """Worklist generations processed by this run: the initial worklist is
    generation 1, the elements it queued form generation 2, and so on (the
    analogue of upstream's update passes)."""
    elements: int = 0
    """Number of elements in the solver."""
    diverging: List[AbstractElement] = field(default_factory=list)
    """On failure: the element(s) whose state changed more than
    `max_iterations` times."""
    pessimized: List[AbstractElement] = field(default_factory=list)
    """On failure: every element the fallback forced to a pessimistic
    fixpoint (the unsettled ones and their transitive dependents), in
    creation order."""
    max_iterations: Optional[int] = None
    """The cap that was in force."""

    def __bool__(self) -> bool:
        return self.converged

    def message(self) -> str:
        """A one-paragraph description, suitable for an error message."""
        if self.converged:
            return (f"converged after {self.updates} updates of {self.elements} elements "
                    f"({self.iterations} iterations)")
        who = ", ".join(f"[{e.name}] {position_text(e.position)}" for e in self.diverging) or "<unknown>"
        return (f"the analysis did not converge: {who} changed more than "
                f"{self.max_iterations} times; {len(self.unsettled)} unsettled element(s) and "
                f"their dependents ({len(self.pessimized)} in all) were given up on")


class Solver:
    """Runs DFX elements to a fixpoint over the IR rooted at |root_op|.

    Typical use:

    ```python
    solver = Solver(module, explorer)
    for v in interesting_values:
        solver.get_or_create(MyElement, Position.for_value(v))
    result = solver.run()
    if not result:
        raise RuntimeError(result.message())
    e = solver.lookup(MyElement, Position.for_value(v))
    ```
    """

    __slots__ = (
        "root_op", "explorer", "max_iterations", "record_provenance", "progress", "trace", "config", "phase", "graph",
        "order_seed",
        "updates", "_tables", "_worklist", "_stack", "_vectors", "_init_depth",
        "_pending_init", "_deferred", "_diverging",
    )

    def __init__(self, root_op: Optional[Operation], explorer: Any = None, *,
                 max_iterations: Optional[int] = None, record_provenance: bool = True,
                 progress: Optional[Callable[["Solver"], None]] = None, config: Optional[dict] = None,
                 trace: Optional[List[AbstractElement]] = None, order_seed: Optional[int] = None):
        self.root_op = root_op
        """The op the analysis covers (usually the module)."""
        self.config = dict(config or {})
        """Analysis-wide settings that elements may read (e.g. a lattice cap)."""
        self.explorer = explorer
        """The IR explorer shared by the elements (may be None)."""
        self.max_iterations = max_iterations
        """Cap on state changes per element (None: no cap)."""
        self.record_provenance = record_provenance
        """Whether to remember what each update queried."""
        self.progress = progress
        """Called as `progress(self)` every `PROGRESS_INTERVAL` updates
        (None: never); read `updates` and `num_elements` from it."""
        self.trace = trace
        """When a list: every element the fixpoint loop updates is appended
        to it, in update order (for debugging an analysis, and for tests
        that the visiting order is reproducible)."""
        self.order_seed = order_seed
        """None: the worklist is FIFO. An integer: the fixpoint loop takes
        its next element at random from the worklist (a generator seeded
        with it), so tests can check that an analysis's answers do not
        depend on the visiting order."""
        self.phase = _SEEDING
        """Current phase."""
        self.graph = DepGraph()
        """All elements in creation order (the synthetic root)."""
        self.updates = 0
        """Number of element updates run so far."""
        # cls -> {position -> element}
        self._tables: Dict[type, Dict[Position, AbstractElement]] = {}
        self._worklist: Deque[AbstractElement] = deque()
        # Elements being updated, innermost last.
        self._stack: List[AbstractElement] = []
        # One reusable dependency vector per update depth; each holds flat
        # (dependency, dependent, resolution) triples.
        self._vectors: List[list] = []
        self._init_depth = 0
        self._pending_init: Deque[AbstractElement] = deque()
        # (element, status, dependents detached at change time) for changes
        # made inside a nested update, handled once back at top level.
        self._deferred: List[Tuple[AbstractElement, ChangeStatus, Dict[AbstractElement, Resolution]]] = []
        self._diverging: Optional[AbstractElement] = None

    # -- element creation and lookup ------------------------------------------------------

    def get_or_create(self, cls: Type[E], position: Position, querying: Optional[AbstractElement] = None,
                      resolution: Resolution = _NONE, force_update: bool = False,
                      update_after_init: bool = True) -> E:
        """The element of kind |cls| at |position|, created (and initialised)
        if needed.

        If |querying| is given (and we are inside an update), a dependence of
        |querying| on the element is recorded with |resolution|. A new element
        created at top level (outside any update) is updated once right away
        unless |update_after_init| is false; one created inside an update is
        queued instead. |force_update| re-runs an existing element now (during
        the solve, within the nesting limit; otherwise it is queued).
        After `run()` new elements are initialised and then given a
        pessimistic fixpoint.
        """
        table = self._tables.get(cls)
        if table is None:
            table = self._tables[cls] = {}
        else:
            e = table.get(position)
            if e is not None:
                if querying is not None and self._stack:
                    # Inlined `_record_query` (the hot path).
                    if self.record_provenance:
                        prov = querying._provenance
                        if prov is None:
                            querying._provenance = {e: resolution}
                        else:
                            old = prov.get(e)
                            if old is None or resolution > old:
                                prov[e] = resolution
                    if resolution is not _NONE:
                        state = e.state
                        if state.is_valid() and not state.is_at_fixpoint():
                            vec = self._vectors[len(self._stack) - 1]
                            vec.append(e)
                            vec.append(querying)
                            vec.append(resolution)
                if force_update and self.phase is _UPDATE:
                    self._force_update(e)
                return e  # type: ignore[return-value]
        e = cls(position)
        table[position] = e
        elements = self.graph.elements
        e._index = len(elements)
        elements.append(e)
        if self._init_depth >= MAX_INIT_DEPTH:
            # Initialised when the outermost initialize returns.
            self._pending_init.append(e)
        else:
            self._initialize(e)
            if self.phase is _DONE:
                e.state.indicate_pessimistic_fixpoint()
                return e
            if not self._stack:
                if update_after_init:
                    saved = self.phase
                    self.phase = _UPDATE
                    try:
                        status = self._update_element(e)
                    finally:
                        self.phase = saved
                    if status is _CHANGED:
                        e._changes += 1
                        cap = self.max_iterations
                        if cap is not None and e._changes > cap and self._diverging is None:
                            self._diverging = e
                    self._notify(e, _settled(e, status))
            elif not e._queued and not e.state.is_at_fixpoint():
                e._queued = True
                self._worklist.append(e)
        if querying is not None and self._stack:
            self._record_query(e, querying, resolution)
        return e

    def get_element_for(self, querying: Optional[AbstractElement], cls: Type[E], position: Position,
                        resolution: Resolution = _REQUIRED) -> E:
        """`get_or_create(cls, position, querying, resolution)`: the element
        |querying| reads, with the dependence recorded."""
        return self.get_or_create(cls, position, querying, resolution, False, True)

    def get_and_update_element_for(self, querying: Optional[AbstractElement], cls: Type[E],
                                   position: Position, resolution: Resolution = _REQUIRED) -> E:
        """Like `get_element_for`, but an existing element is re-run first
        (see `get_or_create(force_update=True)`)."""
        return self.get_or_create(cls, position, querying, resolution, True, True)

    def lookup(self, cls: Type[E], position: Position, querying: Optional[AbstractElement] = None,
               resolution: Resolution = _OPTIONAL, allow_invalid: bool = False) -> Optional[E]:
        """The existing element of kind |cls| at |position|, or None.

        Records a dependence of |querying| (if given) on a valid element.
        Invalid elements read as None unless |allow_invalid|; after the solve
        this is how clients read results.
        """
        table = self._tables.get(cls)
        if table is None:
            return None
        e = table.get(position)
        if e is None:
            return None
        if querying is not None and self._stack:
            self._record_query(e, querying, resolution)
        if not allow_invalid and not e.state.is_valid():
            return None
        return e  # type: ignore[return-value]

    def elements(self) -> List[AbstractElement]:
        """All elements in creation order."""
        return list(self.graph.elements)

    @property
    def num_elements(self) -> int:
        """Number of elements created so far."""
        return len(self.graph.elements)

    # -- dependences, provenance and notes ------------------------------------------------------

    def record_dependence(self, frm: AbstractElement, to: AbstractElement, resolution: Resolution) -> None:
        """Records that |to| must be re-run when |frm| changes (SPEC R3.6.6):
        ignored for resolution NONE, outside updates, and when |frm| is at a
        fixpoint. Also counts as a query for provenance."""
        if not self._stack:
            return
        if self.record_provenance:
            self._record_provenance(to, frm, resolution)
        if resolution is _NONE or frm.state.is_at_fixpoint():
            return
        vec = self._vectors[len(self._stack) - 1]
        vec.append(frm)
        vec.append(to)
        vec.append(resolution)

    def _record_provenance(self, querying: AbstractElement, e: AbstractElement, resolution: Resolution) -> None:
        prov = querying._provenance
        if prov is None:
            querying._provenance = {e: resolution}
        else:
            old = prov.get(e)
            if old is None or resolution > old:
                prov[e] = resolution

    def _record_query(self, e: AbstractElement, querying: AbstractElement, resolution: Resolution) -> None:
        # Called inside an update only.
        if self.record_provenance:
            self._record_provenance(querying, e, resolution)
        if resolution is not _NONE:
            state = e.state
            if state.is_valid() and not state.is_at_fixpoint():
                vec = self._vectors[len(self._stack) - 1]
                vec.append(e)
                vec.append(querying)
                vec.append(resolution)

    def provenance(self, element: AbstractElement) -> List[Tuple[AbstractElement, Resolution]]:
        """The elements |element| queried during its most recent update, as
        (element, resolution) pairs in first-query order, one per element
        (the strongest resolution it was queried with), including elements
        that were at a fixpoint or invalid. Empty when provenance recording
        is off."""
        prov = element._provenance
        return list(prov.items()) if prov else []

    def note(self, element: AbstractElement, text: str, location: Optional[Location] = None) -> None:
        """Attaches a human-readable reason to |element| (cleared when its
        next update starts)."""
        notes = element._notes
        if notes is None:
            element._notes = [Note(text, location)]
        else:
            notes.append(Note(text, location))

    def notes(self, element: AbstractElement) -> List[Note]:
        """The notes attached to |element| since its last update started."""
        notes = element._notes
        return list(notes) if notes else []

    # -- updates -------------------------------------------------------------------------------------

    def _initialize(self, e: AbstractElement) -> None:
        self._init_depth += 1
        try:
            e.initialize(self)
        finally:
            self._init_depth -= 1
        e._initialized = True
        if self._init_depth == 0 and self._pending_init:
            self._drain_pending_init()

    def _drain_pending_init(self) -> None:
        pending = self._pending_init
        while pending:
            p = pending.popleft()
            self._init_depth += 1
            try:
                p.initialize(self)
            finally:
                self._init_depth -= 1
            p._initialized = True
            if self.phase is _DONE:
                p.state.indicate_pessimistic_fixpoint()
            # Whoever read it saw its uninitialised state: treat as a change.
            self._notify(p, _CHANGED)
            if self.phase is _UPDATE and not p._queued and not p.state.is_at_fixpoint():
                p._queued = True
                self._worklist.append(p)

    def _update_element(self, e: AbstractElement) -> ChangeStatus:
        """Runs one update of |e| with a fresh dependency vector (SPEC
        R3.6.7): no recorded dependence means an optimistic fixpoint; the
        recorded edges are committed unless |e| reached a fixpoint."""
        stack = self._stack
        depth = len(stack)
        vectors = self._vectors
        if depth == len(vectors):
            vectors.append([])
        vec = vectors[depth]
        if not e.state.is_at_fixpoint():
            # A settled element keeps the provenance and notes of the update
            # that settled it (or of its initialization).
            prov = e._provenance
            if prov:
                prov.clear()
            e._notes = None
        stack.append(e)
        self.updates += 1
        if self.progress is not None and not self.updates % PROGRESS_INTERVAL:
            self.progress(self)
        try:
            status = e.update(self)
            state = e.state
            if not vec:
                state.indicate_optimistic_fixpoint()
            elif not state.is_at_fixpoint():
                _commit(vec)
        finally:
            vec.clear()
            stack.pop()
        return status

    def _force_update(self, e: AbstractElement) -> None:
        stack = self._stack
        if e.state.is_at_fixpoint():
            return
        if (not stack or len(stack) >= MAX_UPDATE_DEPTH or not e._initialized
                or e in stack):
            # Too deep (or re-entrant): let the worklist run it.
            if not e._queued and e._initialized:
                e._queued = True
                self._worklist.append(e)
            return
        status = self._update_element(e)
        if status is _CHANGED:
            e._changes += 1
            cap = self.max_iterations
            if cap is not None and e._changes > cap and self._diverging is None:
                self._diverging = e
        self._notify(e, _settled(e, status))

    def _notify(self, e: AbstractElement, status: ChangeStatus) -> None:
        """Tells |e|'s dependents about a possible change of |e|; deferred
        until no update is running."""
        if self._stack:
            if e.deps:
                old = e.deps
                e.deps = {}
                self._deferred.append((e, status, old))
            return
        if e.deps:
            self._propagate(e, status)
        if self._deferred:
            self._drain_deferred()

    def _drain_deferred(self) -> None:
        deferred = self._deferred
        i = 0
        while i < len(deferred):
            e, status, old = deferred[i]
            i += 1
            fresh = e.deps
            e.deps = old
            self._propagate(e, status)
            if fresh:
                deps = e.deps
                for to, res in fresh.items():
                    if res is _REQUIRED or to not in deps:
                        deps[to] = res
        deferred.clear()

    def _propagate(self, e: AbstractElement, status: ChangeStatus) -> None:
        """Schedules |e|'s dependents after |e| changed; if |e| is invalid,
        pushes its REQUIRED dependents (transitively) to a pessimistic
        fixpoint and re-runs the OPTIONAL ones."""
        wl = self._worklist
        deps = e.deps
        if e.state.is_valid():
            if status is _CHANGED:
                for d in deps:
                    if not d._queued:
                        d._queued = True
                        wl.append(d)
                deps.clear()
            return
        bad = [e]
        i = 0
        while i < len(bad):
            b = bad[i]
            i += 1
            bdeps = b.deps
            if not bdeps:
                continue
            for d, res in bdeps.items():
                if res is not _REQUIRED:
                    if not d._queued:
                        d._queued = True
                        wl.append(d)
                    continue
                if d is b:
                    continue
                st = d.state
                if st.is_at_fixpoint():
                    continue
                st.indicate_pessimistic_fixpoint()
                if not st.is_valid():
                    if d.deps:
                        bad.append(d)
                else:
                    # Still valid (e.g. frozen, or an integer state falling
                    # back to its known value) but changed: re-run its users.
                    ddeps = d.deps
                    for dd in ddeps:
                        if not dd._queued:
                            dd._queued = True
                            wl.append(dd)
                    ddeps.clear()
            bdeps.clear()

    # -- the fixpoint loop ----------------------------------------------------------------------------

    def run(self) -> SolveResult:
        """Runs every element to a fixpoint and enters phase DONE.

        Returns a `SolveResult` that is truthy iff the solve converged; it
        can only fail when `max_iterations` is set (SPEC Q1 policy).
        """
        self.phase = _UPDATE
        wl = self._worklist
        for e in wl:
            e._queued = False
        wl.clear()
        for e in self.graph.elements:
            if e._initialized and not e.state.is_at_fixpoint():
                e._queued = True
                wl.append(e)
        cap = self.max_iterations
        stack = self._stack
        vectors = self._vectors
        if not vectors:
            vectors.append([])
        vec = vectors[0]
        propagate = self._propagate
        progress = self.progress
        trace = self.trace
        iterations = 0
        remaining = 0
        diverging = self._diverging
        popleft = wl.popleft
        if self.order_seed is not None:
            popleft = _random_pop(wl, self.order_seed)
        while wl and diverging is None:
            if not remaining:
                iterations += 1
                remaining = len(wl)
            remaining -= 1
            e = popleft()
            e._queued = False
            state = e.state
            if state.is_at_fixpoint():
                continue
            # Inlined `_update_element` (the hot path).
            prov = e._provenance
            if prov:
                prov.clear()
            e._notes = None
            stack.append(e)
            self.updates += 1
            if progress is not None and not self.updates % PROGRESS_INTERVAL:
                progress(self)
            if trace is not None:
                trace.append(e)
            try:
                status = e.update(self)
                state = e.state
                if not vec:
                    state.indicate_optimistic_fixpoint()
                elif not state.is_at_fixpoint():
                    _commit(vec)
            finally:
                vec.clear()
                stack.pop()
            if status is _CHANGED:
                changes = e._changes = e._changes + 1
                if cap is not None and changes > cap:
                    diverging = e
            if e.deps:
                propagate(e, status if status is _CHANGED or not e.state.is_at_fixpoint() else _CHANGED)
            if self._deferred:
                self._drain_deferred()
            if self._diverging is not None:
                diverging = self._diverging
        result = SolveResult(converged=diverging is None, updates=self.updates,
                             iterations=iterations, max_iterations=cap)
        if diverging is not None:
            self._give_up(diverging, result)
        self._diverging = None
        self.phase = _DONE
        result.elements = len(self.graph.elements)
        return result

    def _give_up(self, diverging: AbstractElement, result: SolveResult) -> None:
        """Sound fallback after a non-converging run: the in-flight elements
        and everything (transitively) depending on them take a pessimistic
        fixpoint."""
        wl = self._worklist
        unsettled = list(wl)
        for e in wl:
            e._queued = False
        wl.clear()
        if not any(u is diverging for u in unsettled):
            unsettled.append(diverging)
        unsettled.sort(key=_creation_index)
        seen = set()
        pessimized = []
        work = list(reversed(unsettled))
        while work:
            c = work.pop()
            if c in seen:
                continue
            seen.add(c)
            st = c.state
            if not st.is_at_fixpoint():
                st.indicate_pessimistic_fixpoint()
                pessimized.append(c)
            deps = c.deps
            if deps:
                work.extend(reversed(list(deps)))
                deps.clear()
        pessimized.sort(key=_creation_index)
        result.unsettled = unsettled
        result.diverging = [diverging]
        result.pessimized = pessimized

    # -- debug output -------------------------------------------------------------------------------------

    def print(self, file: Optional[TextIO] = None, naming: Optional[Naming] = None) -> None:
        """Prints the dependency graph (SPEC R3.4.4) to |file| (stdout)."""
        self.graph.print(file if file is not None else sys.stdout, naming)

    def dependency_graph_dot(self, naming: Optional[Naming] = None) -> str:
        """The dependency graph as Graphviz DOT text (deterministic)."""
        return self.graph.to_dot(naming)

    def dump_graph(self, directory: str = ".", naming: Optional[Naming] = None) -> str:
        """Writes `dep_graph_<n>.dot` (SPEC R3.4.5); returns its path."""
        return self.graph.dump(directory, naming)


def _settled(e: AbstractElement, status: ChangeStatus) -> ChangeStatus:
    """The status to notify |e|'s dependents with after an update: CHANGED
    also when the state did not change but reached a fixpoint (its
    dependents may now settle too, e.g. reach an optimistic fixpoint and
    make their assumption known)."""
    if status is _CHANGED or not e.state.is_at_fixpoint():
        return status
    return _CHANGED


def _random_pop(wl: Deque[AbstractElement], seed: int) -> Callable[[], AbstractElement]:
    """A `popleft` replacement that takes a random element of |wl|
    (linear per call: for order-permutation tests on small programs)."""
    import random  # only for order-permutation runs: not a start-up cost
    rng = random.Random(seed)

    def pop() -> AbstractElement:
        i = rng.randrange(len(wl))
        if i:
            wl[0], wl[i] = wl[i], wl[0]
        return wl.popleft()
    return pop


def _commit(vec: list) -> None:
    """Turns the (dependency, dependent, resolution) triples of a finished
    update into dependency edges (REQUIRED wins over OPTIONAL)."""
    if len(vec) == 3:
        frm, to, res = vec
        deps = frm.deps
        if res is _REQUIRED or to not in deps:
            deps[to] = res
        return
    it = iter(vec)
    for frm, to, res in zip(it, it, it):
        deps = frm.deps
        if res is _REQUIRED or to not in deps:
            deps[to] = res


def _creation_index(e: AbstractElement) -> int:
    return e._index
