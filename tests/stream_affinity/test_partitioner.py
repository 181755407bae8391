"""Reference partitioner: seed 000's multi-device sync case, the verifier,
the debug favor, and the flow-level preview."""

from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from dfx.ir.attributes import SymbolRefAttr
from dfx.syntax.parser import parse_module
from stream_affinity.transforms.annotate_affinities import annotate_affinities, annotate_partitions
from stream_affinity.analysis.attributes import DeviceAffinityAttr
from stream_affinity.transforms.schedule_execution import (BitSet, Partition, PartitionSet, partition_streamable_ops,
                                                           sync_rule_for)

from ..refdata import reference_chunks

REPO = Path(__file__).resolve().parents[2]


def _chunk(label: str) -> str:
    for text, _ in reference_chunks("schedule_execution.mlir"):
        if f"@{label}" in text:
            return text
    raise KeyError(label)


def _func_block(module, name):
    for op in module.walk():
        if op.name == "util.func" and op.get_attr("sym_name").value == name:
            return op.regions[0].blocks[0]
    raise KeyError(name)


def _names(ops):
    """Dispatch entry points / op names of |ops| in program order."""
    out = []
    for op in ops:
        if op.name == "stream.async.dispatch":
            out.append(op.get_attr("entry_points")[0].leaf)
        else:
            out.append(op.name.split(".")[-1])
    return out


def _all_ordered(block, ops):
    order = {op: i for i, op in enumerate(block)}
    return sorted(ops, key=order.get)


def test_bitset_semantics():
    b = BitSet(4)
    b.set_range(0, 3)
    assert b.set_bits() == [0, 1, 2]
    c = BitSet(6)
    c.set(5)
    b.ior(c)
    assert len(b) == 6 and b.set_bits() == [0, 1, 2, 5]
    b.iand(BitSet(2, fill=True))
    assert b.set_bits() == [0, 1]
    assert b.find_first() == 0 and BitSet(3).find_first() == -1


def test_device_multi_device_sync_gives_five_partitions():
    module = parse_module(_chunk("deviceMultiDeviceSync"))
    block = _func_block(module, "deviceMultiDeviceSync")
    ps = partition_streamable_ops(block)
    assert ps.verify(block=block) == []
    d0 = DeviceAffinityAttr(SymbolRefAttr("__device_0"))
    d1 = DeviceAffinityAttr(SymbolRefAttr("__device_1"))
    assert [p.affinity for p in ps] == [d0, d1, d0, d1, d0]
    contents = [_names(_all_ordered(block, p.ops)) for p in ps]
    assert contents == [
        ["splat", "dispatch0", "barrier", "transfer"],
        ["splat", "dispatch1", "barrier", "transfer"],
        ["dispatch2", "barrier"],
        ["dispatch2", "transfer"],
        ["dispatch2"],
    ]
    # The splat is cloned into both first partitions.
    assert all(len(p.cloned_ops) == 1 for p in ps.partitions[:2])


def test_interleaved_device_affinities_follow_the_diagram():
    module = parse_module(_chunk("partitionWithInterdependentInterleavedDeviceAffinites"))
    block = _func_block(module, "partitionWithInterdependentInterleavedDeviceAffinites")
    ps = partition_streamable_ops(block)
    assert ps.verify(block=block) == []
    assert [_names(_all_ordered(block, p.ops)) for p in ps] == [
        ["e00"], ["e01", "e11"], ["e10", "e20"], ["e21"]]


def test_debug_favor_puts_each_op_alone():
    module = parse_module(_chunk("partitioning"))
    block = _func_block(module, "partitioning")
    ps = partition_streamable_ops(block, favor="debug")
    assert all(len(p.ops) == 1 for p in ps)
    assert ps.verify(block=block) == []


def _corrupt(kind):
    module = parse_module(_chunk("deviceMultiDeviceSync"))
    block = _func_block(module, "deviceMultiDeviceSync")
    ps = partition_streamable_ops(block)
    parts = ps.partitions
    if kind == "affinity":
        parts[0].affinity = parts[1].affinity
    elif kind == "mixed-affinity":
        # Two devices in one partition whose own affinity is unspecified.
        parts[0].ops = parts[0].ops + parts[1].ops
        parts[0].affinity = None
    elif kind == "input-missing":
        parts[2].ins = parts[2].ins[1:]
    elif kind == "input-unused":
        parts[4].ins = parts[4].ins + [block.parent_op.regions[0].blocks[0].arguments[0]]
    elif kind == "output":
        parts[4].outs = parts[4].outs + [parts[0].outs[0]]
    elif kind == "escape":
        parts[2].outs = []
    elif kind == "order":
        parts[2], parts[3] = parts[3], parts[2]
        parts[0], parts[2] = parts[2], parts[0]
    elif kind == "coverage":
        parts[4].ops = []
        parts[4].ins = []
        parts[4].outs = []
    return ps.verify(block=block)


@pytest.mark.parametrize("kind", ["affinity", "mixed-affinity", "input-missing", "input-unused", "output", "escape", "order", "coverage"])
def test_verifier_reports_each_kind_of_corruption(kind):
    errors = _corrupt(kind)
    prefix = {"input-missing": "input:", "input-unused": "input:", "escape": "output:",
              "mixed-affinity": "which cannot execute with"}.get(kind, kind + ":")
    assert any(prefix in e for e in errors), errors


def test_flow_level_preview_of_seed001_has_one_partition_per_device():
    module = parse_module((REPO / "examples" / "multi_device_mul.mlir").read_text())
    analysis = annotate_affinities(module)
    annotate_partitions(module, analysis)
    placed = {}
    for op in module.walk():
        p = op.get_attr("stream.partitions")
        if p is not None:
            (entry,) = p.elements
            placed.setdefault((entry.get("ordinal").value, str(entry.get("affinity"))), []).append(op.name)
    assert placed == {
        (0, "#hal.device.affinity<@device_a>"): ["flow.dispatch", "flow.tensor.transfer"],
        (1, "#hal.device.affinity<@device_b>"): ["flow.dispatch", "flow.tensor.transfer"],
    }


def test_sync_op_on_another_device_joins_its_producer_and_verifies():
    # A transfer from device_b to device_a joins the partition of its
    # producer (an update on device_b); the partition's affinity becomes
    # unspecified and the verifier accepts it (as iree-opt 3.2.0 does).
    path = Path(__file__).parent / "data" / "schedule_vs_iree" / "transfer_to_other_device.mlir"
    module = parse_module(path.read_text())
    block = _func_block(module, "transferAway")
    ps = partition_streamable_ops(block)
    assert len(ps) == 1
    (p,) = ps.partitions
    assert p.affinity is None
    assert sorted(op.name for op in p.ops) == ["stream.async.transfer", "stream.async.update"]
    assert ps.verify(block=block) == []


def test_sync_rule_stays_3_2_where_its_partitioning_is_valid():
    # The same program under 3.13's rule: the transfer executes on device_a
    # (external source: its destination), which cannot run with the update,
    # so it is partitioned on its own. schedule-execution keeps 3.2.0's
    # answer (docs/divergences.md S6).
    path = Path(__file__).parent / "data" / "schedule_vs_iree" / "transfer_to_other_device.mlir"
    block = _func_block(parse_module(path.read_text()), "transferAway")
    assert sync_rule_for([block]) == "3.2.0"
    ps = partition_streamable_ops(block, sync_rule="3.13")
    assert [(str(p.affinity), [op.name for op in p.ops]) for p in ps] == [
        ("#hal.device.affinity<@device_b>", ["stream.async.update"]),
        ("#hal.device.affinity<@device_a>", ["stream.async.transfer"])]
    assert ps.verify(block=block) == []


CURRENT = Path(__file__).parent / "data" / "schedule_vs_current"


def test_chained_transfer_is_lost_under_3_2_and_placed_under_3_13():
    path = CURRENT / "chain_to_other_device_then_cast.mlir"
    block = _func_block(parse_module(path.read_text()), "p1")
    old = partition_streamable_ops(block)
    assert [e for e in old.verify(block=block) if "is in no partition" in e]
    assert sync_rule_for([block]) == "3.13"
    new = partition_streamable_ops(block, sync_rule="3.13")
    assert new.verify(block=block) == []
    assert [(str(p.affinity), _names(_all_ordered(block, p.ops))) for p in new] == [
        ("#hal.device.affinity<@device_a>", ["d0", "transfer"]),
        ("#hal.device.affinity<@device_b>", ["transfer"])]


def test_compatible_chain_follows_its_producer_to_the_root():
    # docs/divergences.md S7: a transfer deferred to a deferred transfer
    # joins the partition of the latter's producer (3.13 drops it).
    path = CURRENT / "chain_on_one_device.mlir"
    block = _func_block(parse_module(path.read_text()), "p2")
    ps = partition_streamable_ops(block, sync_rule="3.13")
    assert ps.verify(block=block) == []
    first = ps.partitions[0]
    assert _names(_all_ordered(block, first.ops)) == ["d0", "transfer", "transfer"]


def test_unknown_sync_rule_is_rejected():
    block = _func_block(parse_module((CURRENT / "chain_on_one_device.mlir").read_text()), "p2")
    with pytest.raises(ValueError, match="unknown sync rule"):
        partition_streamable_ops(block, sync_rule="3.4")


def test_sync_ops_of_one_producer_join_it_whatever_each_other_runs_on():
    # 3.13's rule checks each transfer against its producer only (an
    # unspecified affinity runs with any): transfers from device_a and from
    # device_b of one unplaced dispatch share its partition. iree-opt 3.13
    # schedules this program into one execute region holding all three.
    path = Path(__file__).parent / "data" / "two_devices_from_one_producer.mlir"
    block = _func_block(parse_module(path.read_text(), verify=False), "two")
    ps = partition_streamable_ops(block, sync_rule="3.13")
    assert [sorted(op.name for op in p.ops) for p in ps] == [
        ["stream.async.dispatch", "stream.async.transfer", "stream.async.transfer"]]
    assert ps.partitions[0].affinity is None
