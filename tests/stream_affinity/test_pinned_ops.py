"""`ValueProducerAffinity.pinned_ops` comes from shared walk summaries; it
must hold exactly the ops the two per-value walks of R8.4.2 would find."""

from __future__ import annotations

import time

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.analysis.traversal import WalkResult
from dfx.syntax.parser import parse_module
from stream_affinity.analysis.affinity import AffinityAnalysis, ValueProducerAffinity
from stream_affinity.analysis.interfaces import AffinityOp, is_affinity_type

from ..conftest import REPO
from ..refdata import chunk_label, collected_reference_chunks, reference_chunks

CHUNKS = collected_reference_chunks("annotate_affinities.mlir") + collected_reference_chunks("schedule_execution.mlir")


def walked_pinned_ops(explorer, value):
    """R8.4.2 done literally: one def walk and one use walk per value."""
    pinned = {}

    def pins(op):
        aff = op.get_trait(AffinityOp)
        return aff is not None and aff.pins_value_affinity(op)

    def on_def(result):
        if not is_affinity_type(result.type):
            return WalkResult.SKIP
        if pins(result.owner):
            pinned[result.owner] = None
        return WalkResult.ADVANCE

    def on_use(use):
        if not is_affinity_type(use.value.type):
            return WalkResult.SKIP
        if pins(use.owner):
            pinned[use.owner] = None
        return WalkResult.ADVANCE

    explorer.walk_defining_ops(value, on_def)
    explorer.walk_transitive_uses(value, on_use)
    return pinned


def check_module(module):
    analysis = AffinityAnalysis(module)
    analysis.run()
    producers = [e for e in analysis.solver.elements() if isinstance(e, ValueProducerAffinity)]
    for e in producers:
        value = e.position.value
        expected = walked_pinned_ops(analysis.explorer, value)
        assert set(e.pinned_ops) == set(expected), value
        assert len(e.pinned_ops) == len(expected)
    return analysis, producers


@pytest.mark.parametrize("index", range(len(CHUNKS)),
                         ids=[f"{i}-{chunk_label(t, i)}" for i, (t, _) in enumerate(CHUNKS)])
def test_reference_chunks_pinned_ops_equal_walks(index):
    text, _ = CHUNKS[index]
    if not text.strip():
        pytest.skip("empty chunk")
    check_module(parse_module(text, "<chunk>"))


def test_example_pinned_ops_equal_walks():
    check_module(parse_module((REPO / "examples" / "multi_device_mul.mlir").read_text(), "<example>"))


def tied_chain(n, alias_every=0):
    lines = ["util.func public @main(%arg0: !hal.buffer_view) -> tensor<4xf32> {",
             '  %v0 = hal.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 "in" '
             ': !hal.buffer_view -> tensor<4xf32>']
    for i in range(1, n + 1):
        if alias_every and i % alias_every == 0:
            lines.append(f"  %v{i} = hal.tensor.alias on(#hal.device.affinity<@dev_b>) %v{i - 1} "
                         f": tensor<4xf32> to %arg0 : !hal.buffer_view")
        else:
            lines.append(f"  %v{i} = flow.dispatch @ex::@d(%v{i - 1}) : (tensor<4xf32>) -> %v{i - 1}")
    lines.append(f"  util.return %v{n} : tensor<4xf32>")
    lines.append("}")
    return "\n".join(lines)


def test_tied_chain_with_aliases_pinned_ops_equal_walks():
    analysis, producers = check_module(parse_module(tied_chain(60, alias_every=7), "<chain>"))
    assert len(producers) == 61
    # Every value on the tied web sees the import and all aliases.
    assert all(len(e.pinned_ops) == 1 + 60 // 7 for e in producers)


def test_values_created_on_demand_get_pinned_ops():
    module = parse_module(tied_chain(20, alias_every=5), "<chain>")
    analysis = AffinityAnalysis(module)
    # No run(): elements created directly compute their summaries lazily.
    body = module.regions[0].blocks[0].first_op.regions[0].blocks[0]
    ops = list(body)
    for op in reversed(ops):
        for r in op.results:
            e = analysis.solver.get_or_create(ValueProducerAffinity, _pos(r))
            assert set(e.pinned_ops) == set(walked_pinned_ops(analysis.explorer, r))


def _pos(value):
    from dfx.analysis.position import Position
    return Position.for_value(value)


def test_long_tied_chain_is_linear():
    n = 20_000
    module = parse_module(tied_chain(n), "<chain>")
    analysis = AffinityAnalysis(module)
    t0 = time.perf_counter()
    analysis.run()
    dt = time.perf_counter() - t0
    assert dt < 60
    ok, affs = analysis.try_lookup_resource_affinity(
        module.regions[0].blocks[0].first_op.regions[0].blocks[0].last_op.operand(0))
    assert ok and [str(a) for a in affs] == ["#hal.device.affinity<@dev_a>"]
