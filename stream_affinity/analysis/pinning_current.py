"""The pin table of the `current` rule set (SPEC-CURRENT R8, step 1).

Under the current rules pins no longer change producer sets. Before the
solver runs, every pinning op P (in program order) marks the values it pins:

* down: from each affinity-typed result of P, a use walk (through ties,
  branches, region edges, calls). At a use, the walk stops there when the
  used value is not affinity-typed, or when the user pins too (without
  marking); otherwise the used value is marked as pinned by P, and a value
  already marked by P stops the walk. So of each value only the first use
  (in use-list order) that reaches a non-pinning user carries the pin on.
* up: from each affinity-typed operand of P, a def walk. At a defining
  result, the walk stops when the result is not affinity-typed or its op
  pins (without marking); otherwise the result is marked, with the same
  already-marked stop.

Only values reached as a used value or as an op result are marked: a block
argument reached from below (a public function argument) never is.

The table is consulted only when printing operand / result affinities and
by the usage query (`AffinityAnalysis.try_lookup_resource_affinity`,
`try_lookup_resource_usage`).
"""

from __future__ import annotations

from dfx.analysis.explorer import Explorer
from dfx.analysis.traversal import TraversalAction, WalkResult
from dfx.ir.core import Operation, OpResult, Value, WalkOrder

from stream_affinity.analysis.attributes import AffinityAttr, sort_affinities
from stream_affinity.analysis.interfaces import is_affinity_type
from stream_affinity.analysis.rules import pins_value_affinity

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Tuple

__all__ = ["PinTable", "build_pin_table"]

if TYPE_CHECKING:
    ExecutionLookup = Callable[[Operation], Tuple[bool, List[AffinityAttr]]]


class PinTable:
    """Value -> the pinning ops that pin it (ordered, program order)."""

    def __init__(self):
        self._pins: Dict[Value, Dict[Operation, None]] = {}

    def __len__(self) -> int:
        return len(self._pins)

    def mark(self, value: Value, op: Operation) -> bool:
        """Marks |value| as pinned by |op|; False if it already was."""
        ops = self._pins.get(value)
        if ops is None:
            ops = self._pins[value] = {}
        elif op in ops:
            return False
        ops[op] = None
        return True

    def is_marked(self, value: Value, op: Operation) -> bool:
        ops = self._pins.get(value)
        return ops is not None and op in ops

    def pinning_ops(self, value: Value) -> List[Operation]:
        """The ops pinning |value| (empty when it is not pinned)."""
        ops = self._pins.get(value)
        return list(ops) if ops else []

    def pinned_affinities(self, value: Value, lookup: ExecutionLookup) -> Optional[List[AffinityAttr]]:
        """The union of the execution affinities of the ops pinning |value|,
        sorted; None when |value| is not pinned or one lookup fails."""
        ops = self._pins.get(value)
        if not ops:
            return None
        found: Dict[AffinityAttr, None] = {}
        for op in ops:
            ok, affinities = lookup(op)
            if not ok:
                return None
            for a in affinities:
                found[a] = None
        return sort_affinities(found)


def build_pin_table(root: Operation, explorer: Explorer) -> PinTable:
    """Walks every pinning op under |root| (program order) and marks the
    values it pins (see the module docstring)."""
    table = PinTable()
    for op in root.walk(WalkOrder.PRE, include_self=False):
        if not pins_value_affinity(op, "current"):
            continue
        for r in op.results:
            if is_affinity_type(r.type):
                _pin_down(explorer, table, op, r)
        for v in op.operands:
            if is_affinity_type(v.type):
                _pin_up(explorer, table, op, v)
    return table


def _pin_down(explorer: Explorer, table: PinTable, pin: Operation, start: Value) -> None:
    """The down walk from |start|: a def-use walk in which each value passes
    the pin on through its first use by a non-pinning op only."""
    cache = explorer._step_cache()  # noqa: SLF001 - the walk's own step tables
    get_action = explorer.get_traversal_action
    done: Dict[Value, None] = {}
    worklist: Dict[Value, None] = {start: None}
    while worklist:
        value, _ = worklist.popitem()
        if value in done:
            continue
        done[value] = None
        if not is_affinity_type(value.type):
            continue
        for use in value.uses:
            owner = use.owner
            action = get_action(owner)
            if action is TraversalAction.IGNORE:
                continue
            if pins_value_affinity(owner, "current"):
                continue
            if not table.mark(value, pin):
                break  # already pinned by |pin|: every further use stops too
            out: Dict[Value, None] = {}
            explorer._expand_use(use, owner, action, True, cache, out)  # noqa: SLF001
            for nxt in out:
                if nxt not in done:
                    worklist[nxt] = None
            break  # the value is marked now: its other uses stop


def _pin_up(explorer: Explorer, table: PinTable, pin: Operation, start: Value) -> None:
    """The up walk from operand |start| of |pin|."""

    def on_def(result: OpResult):
        if not is_affinity_type(result.type):
            return WalkResult.SKIP
        if pins_value_affinity(result.owner, "current"):
            return WalkResult.SKIP
        if not table.mark(result, pin):
            return WalkResult.SKIP
        return WalkResult.ADVANCE

    explorer.walk_defining_ops(start, on_def)
