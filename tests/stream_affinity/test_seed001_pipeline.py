"""Seed 001 (`multi_device_mul`, issue 17) from the flow-level program to
the gist's stream listings, through our own passes only.

The input is tests/stream_affinity/data/seed001_flow.mlir: iree-compile
3.2.0's `--compile-to=flow` output of tests/data/seed001/input.mlir (the
source program itself has no dispatches yet: converting it directly only
wraps its tensor `arith.mulf` ops, so it is not the starting point). Its
ABI is the synchronous one where the gist's listings use coarse fences, so
the bodies differ by the fence imports and barriers: the transfers and the
dataflow between the dispatches are compared, up to SSA names.

* `dfx-opt -p convert-to-stream,encode-host-tensors,elide-transfers` under
  unified memory both ways keeps exactly the gist's two lifetime transfers
  (tests/data/seed001/stream_elided.mlir); with a one-way link the
  transfer back stays.
* `annotate-affinities --allocations` needs `stream.async.execute` regions,
  i.e. `schedule-execution`. From the gist's own stream program
  (stream_transfers.mlir) `elide-transfers,schedule-execution` works and the
  shared values get the gist's `#hal.device.optimal<[@device_a, @device_b]>`;
  from our conversion of the flow program too, in either pass order
  (schedule-execution falls back to iree-opt 3.13's sync rule there:
  docs/divergences.md S6).
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import List, Tuple

import pytest

from dfx.driver.cli import run_tool
from dfx.syntax.parser import parse_module
from stream_affinity import passes as _passes  # noqa: F401  (registers the passes)
from stream_affinity.cli import annotate_main

REPO = Path(__file__).resolve().parents[2]
FLOW = REPO / "tests" / "stream_affinity" / "data" / "seed001_flow.mlir"
GIST = REPO / "tests" / "data" / "seed001"
A, B = "#hal.device.affinity<@device_a>", "#hal.device.affinity<@device_b>"
OPTIMAL_AB = f"#hal.device.optimal<[{A}, {B}]>"
UNIFIED_BOTH_WAYS = ("#hal.device.topology<links = [(@device_a -> @device_b = {unified_memory = true}), "
                     "(@device_b -> @device_a = {unified_memory = true})]>")
ONE_WAY = "#hal.device.topology<links = [(@device_a -> @device_b = {unified_memory = true})]>"
ELIDE_PIPELINE = "convert-to-stream,encode-host-tensors,elide-transfers"


def with_topology(topology: str) -> str:
    text = FLOW.read_text()
    head = "module attributes {stream.affinity.default = #hal.device.affinity<@device_a>}"
    assert head in text
    return text.replace(head, head[:-1] + f", stream.topology = {topology}}}", 1)


class PipelineFailed(Exception):
    """dfx-opt exited with an error (its first line, without the file name)."""


def dfx_opt(text: str, tmp_path: Path, passes: str) -> str:
    path = tmp_path / "seed001.mlir"
    path.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool([str(path), "-p", passes], stdout=out, stderr=err)
    if code != 0:
        first = err.getvalue().splitlines()[0] if err.getvalue() else "(no diagnostic)"
        raise PipelineFailed(first.replace(str(path), "seed001.mlir"))
    return out.getvalue()


def function(text: str, verify: bool = True):
    return next(op for op in parse_module(text, verify=verify).walk() if op.name == "util.func")


def transfers(func) -> List[Tuple[str, str, str, str]]:
    """(from, to, source type, result type) of each transfer, in order."""
    return [(str(op.get_attr("source_affinity")), str(op.get_attr("result_affinity")),
             str(op.operand(0).type), str(op.results[0].type))
            for op in func.walk() if op.name == "stream.async.transfer"]


def dispatches(func) -> list:
    return [op for op in func.walk() if op.name in ("stream.async.dispatch", "stream.tensor.dispatch")]


LIFETIME_CASTS = [(A, A, "!stream.resource<external>", "!stream.resource<*>"),
                  (A, A, "!stream.resource<*>", "!stream.resource<external>")]


def test_gists_elided_listing_has_only_the_lifetime_casts():
    gist = function((GIST / "stream_elided.mlir").read_text(), verify=False)
    assert transfers(gist) == LIFETIME_CASTS
    d0, d1 = dispatches(gist)
    assert d1.operand(0).defining_op is d0


@pytest.mark.parametrize("passes", [ELIDE_PIPELINE, "convert-to-stream,elide-transfers"])
def test_unified_both_ways_gives_the_gists_elided_transfers(passes, tmp_path):
    ours = function(dfx_opt(with_topology(UNIFIED_BOTH_WAYS), tmp_path, passes))
    gist = function((GIST / "stream_elided.mlir").read_text(), verify=False)
    assert transfers(ours) == transfers(gist) == LIFETIME_CASTS
    # As in the gist, device_b's dispatch reads device_a's result directly
    # and the export reads device_b's result.
    d0, d1 = dispatches(ours)
    assert d1.operand(0).defining_op is d0
    assert [str(d.get_attr("affinity")) for d in (d0, d1)] == [A, B]
    back = [op for op in ours.walk() if op.name == "stream.async.transfer"][1]
    assert back.operand(0).defining_op is d1


def test_one_way_link_keeps_the_transfer_back(tmp_path):
    ours = function(dfx_opt(with_topology(ONE_WAY), tmp_path, ELIDE_PIPELINE))
    assert transfers(ours) == [LIFETIME_CASTS[0], (B, A, "!stream.resource<*>", "!stream.resource<*>"),
                               LIFETIME_CASTS[1]]
    d0, d1 = dispatches(ours)
    assert d1.operand(0).defining_op is d0


def test_without_topology_every_transfer_stays(tmp_path):
    ours = function(dfx_opt(FLOW.read_text(), tmp_path, ELIDE_PIPELINE))
    gist = function((GIST / "stream_transfers.mlir").read_text(), verify=False)
    assert transfers(ours) == transfers(gist)
    assert len(transfers(ours)) == 4


def test_transfers_report_predicts_the_elision(tmp_path):
    """`annotate-affinities --transfers` on the flow program says what the
    pipeline above does."""
    path = tmp_path / "seed001.mlir"
    path.write_text(FLOW.read_text())
    for topology, marks in ((UNIFIED_BOTH_WAYS, ["elided", "elided"]), (ONE_WAY, ["elided", "kept"])):
        out, err = io.StringIO(), io.StringIO()
        assert annotate_main([str(path), "--transfers", "--topology", topology], stdout=out, stderr=err) == 0, \
            err.getvalue()
        lines = [l for l in out.getvalue().splitlines() if l.startswith("transfer #")]
        assert [l.rsplit("[", 1)[1].split()[0] for l in lines] == marks


def _scheduled(tmp_path: Path, passes: str) -> str:
    return dfx_opt(with_topology(UNIFIED_BOTH_WAYS), tmp_path, passes)


def execute_affinities(scheduled: str) -> List[str]:
    return [str(op.get_attr("affinity")) for op in function(scheduled).walk() if op.name == "stream.async.execute"]


def shared_allocations(scheduled: str, tmp_path: Path) -> List[str]:
    """`annotate-affinities --allocations` on |scheduled|: the allocation
    affinity of every `stream.async.execute` result that an execute on
    another device reads (the shared transient)."""
    path = tmp_path / "scheduled.mlir"
    path.write_text(scheduled)
    out, err = io.StringIO(), io.StringIO()
    assert annotate_main([str(path), "--allocations"], stdout=out, stderr=err) == 0, err.getvalue()
    ours = function(out.getvalue())
    found = []
    for op in ours.walk():
        if op.name != "stream.async.execute":
            continue
        allocations = list(op.get_attr("stream.affinities.allocations"))
        for i, r in enumerate(op.results):
            if str(r.type) == "!stream.timepoint":
                continue
            readers = [u for u in r.users() if u.name == "stream.async.execute"
                       and str(u.get_attr("affinity")) != str(op.get_attr("affinity"))]
            if readers:
                found.append(str(allocations[i]))
    return found


def gist_transient_affinity() -> str:
    gist = function((GIST / "stream_optimal.mlir").read_text(), verify=False)
    transient = [str(op.get_attr("affinity")) for op in gist.walk() if op.name == "stream.resource.alloca"
                 and str(op.results[0].type) == "!stream.resource<transient>"]
    assert len(transient) == 1
    return transient[0]


def test_from_the_gists_stream_program_the_transient_is_optimal(tmp_path):
    """The same check from the gist's own convert-to-stream output
    (stream_transfers.mlir, async ABI): elide-transfers then
    schedule-execution work there, and the transient device_b reads is
    allocated as the gist's stream_optimal.mlir allocates it."""
    text = (GIST / "stream_transfers.mlir").read_text()
    head = "module attributes {stream.affinity.default = #hal.device.affinity<@device_a>}"
    assert head in text
    text = text.replace(head, head[:-1] + f", stream.topology = {UNIFIED_BOTH_WAYS}}}", 1)
    scheduled = dfx_opt(text, tmp_path, "elide-transfers,schedule-execution")
    assert gist_transient_affinity() == OPTIMAL_AB
    shared = shared_allocations(scheduled, tmp_path)
    # Both values one device produces and the other reads: the transient
    # and device_b's result the export reads on device_a, the gist's two
    # optimal allocas.
    gist = function((GIST / "stream_optimal.mlir").read_text(), verify=False)
    optimal = [op for op in gist.walk() if op.name == "stream.resource.alloca"
               and str(op.get_attr("affinity")) == OPTIMAL_AB]
    assert shared == [OPTIMAL_AB] * len(optimal) == [OPTIMAL_AB, OPTIMAL_AB]


@pytest.mark.parametrize("passes", [
    ELIDE_PIPELINE + ",schedule-execution",
    "convert-to-stream,encode-host-tensors,schedule-execution,elide-transfers",
], ids=["elide-then-schedule", "schedule-then-elide"])
def test_shared_transient_is_allocated_optimally(passes, tmp_path):
    """From our conversion of the flow program (sync ABI), in either pass
    order: 3.2.0's sync rule gives an invalid partitioning there (the
    export's lifetime cast, a transfer of the b -> a transfer, in no
    partition; after elision device_b's dispatch in device_a's partition),
    so the module is partitioned with 3.13's rule (docs/divergences.md
    S6): device_a, device_b, then device_a's cast for the export, as
    iree-opt 3.13 schedules it. The transient device_b reads and device_b's
    result read back on device_a get the gist's optimal allocations."""
    scheduled = _scheduled(tmp_path, passes)
    assert execute_affinities(scheduled) == [A, B, A]
    assert shared_allocations(scheduled, tmp_path) == [OPTIMAL_AB, OPTIMAL_AB]
    assert gist_transient_affinity() == OPTIMAL_AB
