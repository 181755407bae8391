"""The `annotate-affinities` pass: writes the analysis answers onto the IR.

* `stream.affinities = [...]` on affinity ops that require an affinity
  (execution affinity) and on tensor globals (storage affinity);
* `stream.affinities.operands = [[...], ...]` and
  `stream.affinities.results = [[...], ...]`: per affinity-typed operand /
  result, where its storage is produced (`[]` when unknown);
* with `usage`, also `stream.affinities.operands.usage` /
  `stream.affinities.results.usage`: where each value is consumed.

`rules="current"` runs the analysis with upstream's current rules
(docs/rules.md); it implies `usage`, as current upstream always prints it.

Object-like ops (executables) are skipped entirely.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr
from dfx.support.gcpause import gc_paused
from dfx.ir.core import Operation, WalkOrder
from dfx.ir.traits import Callable, FunctionLike, GlobalOp, ObjectLike

from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.analysis.interfaces import AffinityOp, is_affinity_type
from stream_affinity.analysis.rules import requires_affinity

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["annotate_affinities", "write_annotations", "AnalysisFailure"]


class AnalysisFailure(Exception):
    """The solver did not converge; carries the unsettled elements."""

    def __init__(self, message: str, location=None, unsettled=()):
        super().__init__(message)
        self.location = location
        self.unsettled = list(unsettled)


class _Arrays:
    """Builds the annotation arrays, handing out one shared `ArrayAttr` per
    distinct content. Most ops get the same few arrays (`[[#dev_0]]`...);
    sharing them saves building thousands of equal objects and lets the
    printer's per-object text cache answer for all but the first. Sharing
    is safe: attributes are immutable, and equal affinity attributes print
    the same."""

    __slots__ = ("_shared", "_by_identity")

    def __init__(self):
        self._shared: dict = {}
        # The same entries come back as the very same objects (the analysis
        # answers from one sorted tuple per state): a first lookup by the
        # entries' identities skips hashing nested attributes. Each entry
        # keeps the objects it was keyed by alive, so their ids cannot be
        # reused by other objects.
        self._by_identity: dict = {}

    def __call__(self, attrs) -> ArrayAttr:
        ids = tuple(map(id, attrs))
        hit = self._by_identity.get(ids)
        if hit is not None:
            return hit[0]
        key = tuple(attrs)
        a = self._shared.get(key)
        if a is None:
            a = self._shared[key] = ArrayAttr(key)
        self._by_identity[ids] = (a, key)
        return a


def _annotate_op(op: Operation, ok: bool, affinities: List, arrays: _Arrays, rules: str = "seed") -> None:
    if op.get_trait(AffinityOp) is None or not requires_affinity(op, rules):
        return
    if ok and affinities:
        op.set_attr("stream.affinities", arrays(affinities))


def _value_arrays(values, lookup, arrays: _Arrays, cache: dict) -> Optional[ArrayAttr]:
    # |cache|: value -> its entry (False: not affinity-typed). A value is
    # asked about as a result once and again at every use as an operand;
    # the solved analysis gives the same answer each time.
    entries = []
    for v in values:
        entry = cache.get(v)
        if entry is None:
            if is_affinity_type(v.type):
                ok, affinities = lookup(v)
                entry = arrays(affinities if ok else ())
            else:
                entry = False
            cache[v] = entry
        if entry is not False:
            entries.append(entry)
    return arrays(entries) if entries else None


def _annotate_operands_and_results(op: Operation, analysis: AffinityAnalysis, usage: bool,
                                   arrays: _Arrays, produced: dict, used: dict) -> None:
    views = [("", analysis.try_lookup_resource_affinity, produced)]
    if usage:
        views.append((".usage", analysis.try_lookup_resource_usage, used))
    for suffix, lookup, cache in views:
        on_operands = _value_arrays(op.operands, lookup, arrays, cache)
        on_results = _value_arrays(op.results, lookup, arrays, cache)
        if on_operands is not None:
            op.set_attr("stream.affinities.operands" + suffix, on_operands)
        if on_results is not None:
            op.set_attr("stream.affinities.results" + suffix, on_results)


def annotate_affinities(module: Operation, *, usage: bool = False, max_iterations: Optional[int] = None,
                        max_members: Optional[int] = None, rules: Optional[str] = None,
                        allocations: bool = False) -> AffinityAnalysis:
    """Runs the analysis on |module| and annotates it in place (|rules|:
    `"seed"`, the default, or `"current"`, which implies |usage|; with
    |allocations|, also `stream.affinities.allocations`, see
    `stream_affinity.transforms.annotate_affinities.allocations`).

    Raises `AnalysisFailure` when the solver does not converge (nothing is
    annotated then). Returns the analysis for further queries.
    """
    with gc_paused():
        return _annotate(module, usage, max_iterations, max_members, rules, allocations)


def _annotate(module: Operation, usage: bool, max_iterations: Optional[int],
              max_members: Optional[int], rules: Optional[str], allocations: bool = False) -> AffinityAnalysis:
    analysis = AffinityAnalysis(module, max_iterations=max_iterations, max_members=max_members,
                                seed_consumers=usage or allocations, rules=rules)
    usage = usage or analysis.current
    result = analysis.run()
    if not result:
        names = ", ".join(str(e) for e in list(result.unsettled)[:5])
        more = len(result.unsettled) - 5
        if more > 0:
            names += f" and {more} more"
        raise AnalysisFailure(
            f"affinity analysis did not converge within {max_iterations} iterations per element; "
            f"unsettled: {names}", module.location, result.unsettled)
    write_annotations(module, analysis, usage)
    if allocations:
        from stream_affinity.transforms.annotate_affinities.allocations import annotate_allocations
        annotate_allocations(module, analysis)
    return analysis


def write_annotations(module: Operation, analysis: AffinityAnalysis, usage: bool = False) -> None:
    """Writes the `stream.affinities*` attributes of a solved |analysis|
    onto |module| (the annotation half of `annotate_affinities`, usable on
    its own to time or reuse a finished analysis). An analysis with the
    current rules always writes the `.usage` attributes."""
    usage = usage or analysis.current
    rules = analysis.rules
    body = module.regions[0].entry_block if module.regions else None
    if body is None:
        return
    arrays = _Arrays()
    produced: dict = {}
    used: dict = {}
    for op in body:
        if op.has_trait(ObjectLike):
            continue
        g = op.get_trait(GlobalOp)
        if g is not None:
            gtype = g.global_type(op)
            if gtype is not None and is_affinity_type(gtype):
                ok, affinities = analysis.try_lookup_global_affinity(op)
                if ok:
                    _annotate_op(op, ok, affinities, arrays, rules)
            continue
        if op.get_trait(FunctionLike) is not None or op.get_trait(Callable) is not None:
            for nested in op.walk(WalkOrder.POST):
                ok, affinities = analysis.try_lookup_execution_affinity(nested)
                if ok:
                    _annotate_op(nested, ok, affinities, arrays, rules)
                _annotate_operands_and_results(nested, analysis, usage, arrays, produced, used)
