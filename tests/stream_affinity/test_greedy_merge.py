"""The greedy replay's in-place await merge (`greedy_sinking._Driver._merge`)
against upstream's way of merging: build a new await from every member's
operands, point each member's uses at it and erase the members one by one
(written out here as the reference).

Both run the whole pass on programs whose awaits merge, with the member kept
in place not always the first: the printed output must be the same and, after
every merge, so must the worklist (what the driver visits next decides where
later awaits go). A second run makes every op count as one a pattern may
rewrite, so that the worklist also holds the producers an erasure frees
(that rule, which counts a kept member as a separate user of its operands
until its turn, changes the worklist only when such a producer was already
visited; these programs check it where it applies)."""

import io
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool
from dfx.ir.core import OpResult, WalkOrder
from stream_affinity.transforms.schedule_execution import greedy_sinking

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = [
    # Six constants stored out of order: their awaits on one timepoint
    # (its only users) merge into a group that sits below the next await.
    "tests/stream_affinity/data/greedy_merge/constants_stored_out_of_order.mlir",
    "tests/data/frontends/v3.13/torch_tp_llama_2.stream.mlir",
    "tests/data/realworld/v3.2/global_params.stream.mlir",
    "tests/data/realworld/v3.13/global_params.stream.mlir",
    "tests/stream_affinity/data/encode/fill_splat.expected.mlir",
]


def _reference_erase(driver, op) -> None:
    """Upstream's erasure as the driver sees it: the producer of each
    distinct operand left with at most one other user is queued."""
    for v in dict.fromkeys(op.operands):
        if not isinstance(v, OpResult):
            continue
        others = []
        for user in v.users():
            if user is not op and user not in others:
                others.append(user)
        if len(others) <= 1:
            driver.push_with_ancestors(v.owner)
    for nested in op.walk(WalkOrder.POST):
        driver.worklist.remove(nested)
    op.erase()


def _reference_merge(driver, covered, tp, op) -> None:
    resources = [v for m in covered for v in greedy_sinking._segment(m, 0)]
    sizes = [v for m in covered for v in greedy_sinking._segment(m, 1)]
    new = greedy_sinking._make_await(tp, resources, sizes, op.location)
    op.parent.insert_before(new, op)
    driver.push_with_ancestors(new)
    k = 0
    for m in covered:
        for r in m.results:
            for user in r.users():
                driver.worklist.push(user)
            r.replace_all_uses_with(new.results[k])
            k += 1
        _reference_erase(driver, m)


def _describe(op) -> tuple:
    # The kept member stands for upstream's new op: same name, location
    # and operands.
    return (op.name, str(op.location), op.num_operands, op.num_results)


def _use_lists(block) -> list:
    """Every value an op of the block uses, with its uses in use-list order:
    the order `users()` reports them decides what the driver queues next."""
    seen, lists = set(), []
    for o in block.ops:
        for v in o.operands:
            if id(v) not in seen:
                seen.add(id(v))
                lists.append([(_describe(u.owner), u.index) for u in v.uses])
    return lists


def _run(path: Path, rules, merge, monkeypatch, every_op: bool):
    snapshots = []
    merges = {"count": 0, "kept_later": 0}
    original_init = greedy_sinking._Driver.__init__

    def init(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        if every_op:
            self.relevant = lambda name: True
            self.worklist.relevant = self.relevant

    def recording_merge(self, covered, tp, op):
        merges["count"] += 1
        sizes = [len(greedy_sinking._segment(m, 0)) for m in covered]
        if sizes.index(max(sizes)) > 0:
            merges["kept_later"] += 1
        block = op.parent
        merge(self, covered, tp, op)
        snapshots.append(([_describe(o) for o in self.worklist.items if o is not None], _use_lists(block)))

    monkeypatch.setattr(greedy_sinking._Driver, "__init__", init)
    monkeypatch.setattr(greedy_sinking._Driver, "_merge", recording_merge)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(list(rules) + ["-p", "schedule-execution", str(path)], prog="dfx-opt", stdout=out, stderr=err)
    monkeypatch.undo()
    assert code == 0, err.getvalue()
    return out.getvalue(), snapshots, merges


@pytest.mark.parametrize("every_op", [False, True], ids=["patterns", "every-op"])
@pytest.mark.parametrize("rules", [(), ("--rules", "current")], ids=["seed", "current"])
@pytest.mark.parametrize("program", PROGRAMS)
def test_in_place_merge_is_upstreams_merge(program, rules, every_op, monkeypatch):
    path = ROOT / program
    ours, our_snapshots, merges = _run(path, rules, greedy_sinking._Driver._merge, monkeypatch, every_op)
    ref, ref_snapshots, _ = _run(path, rules, _reference_merge, monkeypatch, every_op)
    assert merges["count"] > 0, "the program no longer merges awaits: pick another"
    assert our_snapshots == ref_snapshots
    assert ours == ref


def test_the_programs_keep_a_later_member(monkeypatch):
    """The programs above exercise a merge whose kept member (the one with
    the most resources) is not the first in program order."""
    kept_later = 0
    for program in PROGRAMS:
        _, _, merges = _run(ROOT / program, (), greedy_sinking._Driver._merge, monkeypatch, False)
        kept_later += merges["kept_later"]
    assert kept_later > 0
