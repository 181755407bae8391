"""The parts of `schedule-execution`'s cleanup that differ under the
`current` rules (iree-compile 3.13; docs/rules.md "schedule-execution").

`schedule_execution.cleanup(func, tree, rules="current")` calls these in
its phase order:

* `drop_barriers`: 3.13 removes every `stream.async.barrier` once the
  execution regions are built (a barrier only shapes the partitioning);
* `transfer_fold_target`: what a transfer folds to under either rule set;
* `transfer_as_clone` / `canonicalize_transfer_current`: a transfer that
  stays on one affinity is a `stream.async.clone` (3.2.0 folds one that
  keeps the type to its source); a transfer back over a transfer still
  folds;
* `fold_clones`: a clone of a splat is a splat, a clone of a clone clones
  the inner source;
* (in `schedule_execution`) an execution region yielding one value twice
  (with one size) gets one result for it;
* `register_folders`: the `arith.select` folds (3.13's canonicalizer runs
  every folder).
"""

from __future__ import annotations

from typing import List, Optional

from dfx.ir.core import Operation, OpResult, Value, WalkOrder

from stream_affinity.analysis.interfaces import TransferAffinityOp

__all__ = ["drop_barriers", "transfer_fold_target", "transfer_as_clone", "canonicalize_transfer_current",
           "fold_clones", "register_folders"]


def transfer_fold_target(op: Operation, rules: str = "seed") -> Optional[Value]:
    """What the `stream.async.transfer` |op| folds to, if anything (the two
    upstream rules, checked against iree-opt 3.2.0): a transfer of a transfer
    that brings the value back as it was (the inner source's type is this
    result's type and the inner `from` equals this `to`) is the inner source;
    a transfer that changes neither the affinity (`from` equals `to`, both
    possibly absent) nor the type is its own source. iree-opt 3.13 has only
    the first (`current` |rules|): it makes the second a clone
    (`transfer_as_clone`)."""
    iface = op.get_trait(TransferAffinityOp)
    source = op.operand(0)
    inner = source.defining_op if isinstance(source, OpResult) else None
    if inner is not None and inner.name == "stream.async.transfer":
        inner_iface = inner.get_trait(TransferAffinityOp)
        if (inner.operand(0).type == op.results[0].type
                and inner_iface.source_affinity(inner) == iface.result_affinity(op)):
            return inner.operand(0)
    if (rules != "current" and iface.source_affinity(op) == iface.result_affinity(op)
            and source.type == op.results[0].type):
        return source
    return None


def _all_ops(func: Operation, name: str) -> List[Operation]:
    return [op for op in func.walk(WalkOrder.PRE, include_self=False) if op.name == name]


def drop_barriers(func: Operation) -> None:
    """iree-opt 3.13 drops every `stream.async.barrier` once the regions are
    built (inside them and on the host): a barrier only shapes the
    partitioning, its result is its operand."""
    for op in _all_ops(func, "stream.async.barrier"):
        op.results[0].replace_all_uses_with(op.operand(0))
        op.erase()


def transfer_as_clone(op: Operation) -> Optional[Operation]:
    """3.13's canonicalization of a transfer that stays on one affinity
    (`from` equals `to`, both possibly absent), whether or not it changes
    the lifetime: the same copy as a `stream.async.clone` on that affinity
    (docs/divergences.md S9; 3.2.0 folds one that keeps the type to its
    source instead). A transfer to or from `staging` stays: a clone cannot
    make or read host-staging memory (3.13 rejects it)."""
    iface = op.get_trait(TransferAffinityOp)
    affinity = iface.source_affinity(op)
    if affinity != iface.result_affinity(op):
        return None
    if any(getattr(t, "params", None) == "staging" for t in (op.operand(0).type, op.results[0].type)):
        return None
    clone = Operation("stream.async.clone", list(op.operands), [op.results[0].type],
                      {"affinity": affinity} if affinity is not None else {}, location=op.location)
    op.parent.insert_before(clone, op)
    op.results[0].replace_all_uses_with(clone.results[0])
    op.erase()
    return clone


def canonicalize_transfer_current(op: Operation) -> bool:
    """iree-opt 3.13's canonicalization of one `stream.async.transfer`: a
    transfer back over a transfer is the inner source, one that stays on
    one affinity a clone (`transfer_as_clone`); True when |op| was
    replaced."""
    target = transfer_fold_target(op, "current")
    if target is not None:
        op.results[0].replace_all_uses_with(target)
        op.erase()
        return True
    return transfer_as_clone(op) is not None


def fold_clones(func: Operation) -> bool:
    """3.13's clone folds (3.2.0 has them too: divergences.md S4): a clone
    of a splat is a splat of the clone's type, a clone of a clone clones
    the inner source."""
    changed = False
    for op in _all_ops(func, "stream.async.clone"):
        source = op.operand(0)
        inner = source.defining_op if isinstance(source, OpResult) else None
        if inner is None or inner.name not in ("stream.async.splat", "stream.async.clone"):
            continue
        if inner.name == "stream.async.splat":
            new = Operation("stream.async.splat", [inner.operand(0), op.operand(2)], [op.results[0].type],
                            dict(op.properties), location=op.location)
        else:
            new = Operation("stream.async.clone", [inner.operand(0), inner.operand(1), op.operand(2)],
                            [op.results[0].type], dict(op.properties), location=op.location)
        op.parent.insert_before(new, op)
        op.results[0].replace_all_uses_with(new.results[0])
        op.erase()
        changed = True
    return changed


def register_folders() -> None:
    """The folders 3.13's canonicalizer applies in the cleanup that
    `dfx.rewrite.canonicalize` knows (`arith.select` of one value twice or
    on a constant condition)."""
    from stream_affinity.transforms.conversion.folders import register_flow_folders
    register_flow_folders()

