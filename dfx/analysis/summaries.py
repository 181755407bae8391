"""Walk summaries: the defining ops and uses of many values, computed once for
all of them together (`WalkSummaries`) instead of one walk per value.
"""

from __future__ import annotations

from dfx.ir.core import BlockArgument, OpResult, Use, Value
from dfx.ir.traits import ConstantLike
from dfx.analysis.reach import propagate
from dfx.analysis.traversal import StepCache, TraversalAction, TraversalBehavior

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable as PyCallable, Dict, List, Optional, Sequence, Tuple

__all__ = [
    "WalkSummaries",
]

if TYPE_CHECKING:
    Explorer = Any
"""Stands for `dfx.analysis.explorer.Explorer` in the annotations of this
module. Not imported: the explorer imports this module."""


# Plain-int test of the flag: `IntFlag.__and__` is a Python-level call.
_DONT_WALK_TIED = int(TraversalBehavior.DONT_WALK_TIED_VALUES)
_IGNORE = TraversalAction.IGNORE


#===----------------------------------------------------------------------===#
# Walk summaries
#===----------------------------------------------------------------------===#


class WalkSummaries:
    """Label unions over what `walk_defining_ops` and `walk_transitive_uses`
    reach, for many start values at once.

    For a start value v:

    * `defs(v)`: `def_label(r)` for every result r that
      `walk_defining_ops(v, fn, behavior)` reports, where fn returns SKIP
      for results with `skip_def(r)` true (such a result is reported but
      contributes no label and is not looked through) and ADVANCE
      otherwise; the walk's constant fast path applies when v itself is a
      ConstantLike result;
    * `uses(v)`: `use_label(u)` for every use u that
      `walk_transitive_uses(v, fn, behavior)` reports (fn never interrupts);
    * `get(v)`: the union of both, def labels first.

    Label functions return a hashable label or None (no label). Answers
    are tuples without duplicates, in a deterministic order (see
    `dfx.analysis.reach.propagate`); equal answers are often the same tuple object.

    How: both walks are plain searches in a graph whose nodes are values
    and whose edges are the `next_values` of `Explorer.defining_step` /
    `Explorer.use_step`, with the edges of skipped results removed. What a
    walk from v reports is exactly what is reachable from v, so one
    `dfx.analysis.reach.propagate` pass per direction answers every value, in
    O((V + E) * L) for V values, E edges and L labels per answer.

    Answers are computed for all values given to `prime` at once, and on
    demand (reusing everything computed before) for any other value. They
    are a snapshot: do not mutate the IR while using an instance (get a
    fresh one after `Explorer.initialize()`).
    """

    def __init__(self, explorer: Explorer, def_label: PyCallable[[OpResult], object],
                 use_label: PyCallable[[Use], object],
                 skip_def: Optional[PyCallable[[OpResult], bool]] = None, *,
                 behavior: TraversalBehavior = TraversalBehavior.DEFAULT,
                 max_labels: Optional[int] = None):
        self.explorer = explorer
        self.def_label = def_label
        self.use_label = use_label
        self.skip_def = skip_def
        self.behavior = behavior
        self.max_labels = max_labels
        self._cache = StepCache()
        # Closed answers of the def / use graphs (every node that has been
        # expanded; no constant fast path here).
        self._def: Dict[Value, tuple] = {}
        self._use: Dict[Value, tuple] = {}
        # Fast-path answers of ConstantLike start values.
        self._const: Dict[Value, tuple] = {}
        # (id(def answer), id(use answer)) -> (def answer, use answer, union);
        # the entry keeps both operands alive, so ids stay unique.
        self._merged: Dict[Tuple[int, int], Tuple[tuple, tuple, tuple]] = {}

    # -- queries ----------------------------------------------------------------------

    def prime(self, values: Sequence[Value]) -> None:
        """Computes the answers of every value in |values| (and of everything
        they reach) in one pass per direction."""
        values = list(values)
        self._solve_defs([v for v in values if v not in self._def and not self._is_constant(v)])
        self._solve_uses([v for v in values if v not in self._use])

    def defs(self, value: Value) -> tuple:
        """Labels of the results `walk_defining_ops(value)` reports (see the
        class docstring)."""
        if self._is_constant(value):
            t = self._const.get(value)
            if t is None:
                t = self._constant_answer(value)
                self._const[value] = t
            return t
        t = self._def.get(value)
        if t is None:
            self._solve_defs([value])
            t = self._def[value]
        return t

    def uses(self, value: Value) -> tuple:
        """Labels of the uses `walk_transitive_uses(value)` reports."""
        t = self._use.get(value)
        if t is None:
            self._solve_uses([value])
            t = self._use[value]
        return t

    def get(self, value: Value) -> tuple:
        """`defs(value)` and then the labels of `uses(value)` not in it."""
        d = self.defs(value)
        u = self.uses(value)
        if not u:
            return d
        if not d:
            return u
        key = (id(d), id(u))
        hit = self._merged.get(key)
        if hit is not None:
            return hit[2]
        acc = dict.fromkeys(d)
        acc.update(dict.fromkeys(u))
        if len(acc) == len(d):
            merged = d
        elif len(acc) == len(u):
            merged = u
        else:
            merged = tuple(acc)
        self._merged[key] = (d, u, merged)
        return merged

    # -- the two graphs -------------------------------------------------------------------

    @staticmethod
    def _is_constant(value: Value) -> bool:
        return isinstance(value, OpResult) and value.owner.has_trait(ConstantLike)

    def _constant_answer(self, value: OpResult) -> tuple:
        # The walk calls its callback once on a constant start value.
        if self.skip_def is not None and self.skip_def(value):
            return ()
        label = self.def_label(value)
        return () if label is None else (label,)

    def _solve_defs(self, starts: List[Value]) -> None:
        if not starts:
            return
        explorer = self.explorer
        cache = self._cache
        get_action = explorer.get_traversal_action
        walk_tied = not (int(self.behavior) & _DONT_WALK_TIED)
        skip_def = self.skip_def
        def_label = self.def_label
        own: Dict[Value, object] = {}

        def successors(w: Value):
            out: Dict[Value, None] = {}
            if isinstance(w, BlockArgument):
                explorer._expand_block_argument(w, cache, out)
                return out
            d = w.owner
            action = get_action(d)
            if action is _IGNORE:
                return out
            # Reported: the callback runs; SKIP stops here.
            if skip_def is not None and skip_def(w):
                return out
            label = def_label(w)
            if label is not None:
                own[w] = label
            explorer._expand_result(w, d, action, walk_tied, cache, out)
            return out

        def labels(w: Value):
            label = own.pop(w, None)
            return None if label is None else (label,)

        self._def.update(propagate(starts, successors, labels, known=self._def, max_labels=self.max_labels))

    def _solve_uses(self, starts: List[Value]) -> None:
        if not starts:
            return
        explorer = self.explorer
        cache = self._cache
        behavior = self.behavior
        use_label = self.use_label
        own: Dict[Value, List[object]] = {}

        def successors(w: Value):
            step = explorer.use_step(w, behavior, cache)
            if step.uses:
                labels = [lab for lab in map(use_label, step.uses) if lab is not None]
                if labels:
                    own[w] = labels
            return step.next_values

        def labels(w: Value):
            return own.pop(w, None)

        self._use.update(propagate(starts, successors, labels, known=self._use, max_labels=self.max_labels))
