"""Allocation affinities (`annotate-affinities --allocations`): the
affinities iree-opt 3.13's `--iree-stream-schedule-allocation` gives the
allocations of the five multi-device chunks of upstream's
schedule_allocation.mlir, read off our annotation."""

import io
import re

import pytest

import stream_affinity  # noqa: F401
from dfx.ir.attributes import SymbolRefAttr
from stream_affinity.analysis.allocation import join_allocation_affinities
from stream_affinity.analysis.attributes import DeviceAffinityAttr, DeviceOptimalAttr, DevicePromiseAttr
from stream_affinity.cli import annotate_main

from ..refdata import reference_chunks

SCHEDULE_ALLOCATION = "transfer_elision_current/schedule_allocation.mlir"


def _p(*names):
    return [f"#hal.device.promise<@{n}>" for n in names]


def _a(*names):
    return [f"#hal.device.affinity<@{n}>" for n in names]


def _optimal(members):
    return "#hal.device.optimal<[" + ", ".join(members) + "]>"


# Chunk -> the allocation affinities of iree-opt 3.13's output, in program
# order (stream.resource.constants / stream.resource.alloca `on(...)`).
EXPECTED = {
    "extractConstantsMultiAffinity": [_optimal(_p("device_a", "device_b")),
                                      _optimal(_p("device_a", "device_c", "device_d")),
                                      _optimal(_p("device_a", "device_e"))],
    "applyAsyncTransferMultiScopeOp": [_optimal(_a("execution_device", "result_device"))],
    "applyAsyncConcurrentTransferMultiScopeOp": [_optimal(_a("execution_device", "result_device_a")),
                                                 _optimal(_a("execution_device", "result_device_b"))],
    "multiAffinityTrip": [_optimal(_p("device_a", "device_b")), _optimal(_p("device_a", "device_b"))],
    "multiAffinityLotsOfDevices": [_optimal(_p(*[f"device_{c}" for c in "abcdefgh"]))],
}


def _chunk(label):
    for text, offset in reference_chunks(SCHEDULE_ALLOCATION):
        if re.search(rf"util\.func public @{label}\(", text):
            return text, offset
    raise AssertionError(f"chunk {label} not found")


def _annotated(text, tmp_path):
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    assert annotate_main([str(src), "--allocations"], stdout=out, stderr=err) == 0, err.getvalue()
    return out.getvalue()


def _allocations(output):
    """The non-unit entries of every stream.affinities.allocations array."""
    found = []
    for array in re.findall(r"stream\.affinities\.allocations = \[(.*?)\](?=[,}])", output):
        found += [m for m in re.findall(r"#hal\.device\.optimal<\[.*?\]>|#hal\.device\.\w+<[^<>]*>|unit", array)
                  if m != "unit"]
    return found


@pytest.mark.parametrize("label", sorted(EXPECTED))
def test_optimal_chunk_allocations(label, tmp_path):
    text, offset = _chunk(label)
    output = _annotated("\n" * offset + text, tmp_path)
    assert _allocations(output) == EXPECTED[label]


def test_results_without_storage_are_unit(tmp_path):
    text, offset = _chunk("multiAffinityLotsOfDevices")
    output = _annotated("\n" * offset + text, tmp_path)
    arrays = re.findall(r"stream\.affinities\.allocations = \[(.*?)\](?=[,}])", output)
    # The producing execute: its constant result, then its timepoint. The
    # seven executes passing the capture through allocate nothing.
    assert len(arrays) == 1 and arrays[0].endswith(", unit")


def test_without_the_option_nothing_is_written(tmp_path):
    text, offset = _chunk("multiAffinityTrip")
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out = io.StringIO()
    assert annotate_main([str(src)], stdout=out, stderr=io.StringIO()) == 0
    assert "stream.affinities.allocations" not in out.getvalue()


def test_join():
    a, b = DevicePromiseAttr("a"), DevicePromiseAttr("b")
    a0 = DeviceAffinityAttr(SymbolRefAttr("a"), 0b01)
    a1 = DeviceAffinityAttr(SymbolRefAttr("a"), 0b10)
    assert join_allocation_affinities([]) is None
    assert join_allocation_affinities([a, a]) == a
    # same device: one entry, queue masks OR-ed
    assert join_allocation_affinities([a0, a1]) == DeviceAffinityAttr(SymbolRefAttr("a"), 0b11)
    # several devices: optimal, first-seen order, deduplicated
    assert join_allocation_affinities([b, a, b]) == DeviceOptimalAttr((b, a))
    # an optimal operand is flattened
    assert join_allocation_affinities([DeviceOptimalAttr((a, b)), a, DevicePromiseAttr("c")]) == \
        DeviceOptimalAttr((a, b, DevicePromiseAttr("c")))
