"""Deep region nests: doubling the depth at most doubles the work (issue 24).

Work is counted in steps, not time: the Python lines executed (a
`sys.settrace` line counter), which grow with every loop iteration, so a
walk that climbs all enclosing regions for each level shows up as a
quadratic count whatever the machine's load. Each pipeline runs on a nest
of depth N and of depth 2N, parsed beforehand; the count at 2N must stay
under 2.3 times the count at N (a quadratic term makes it approach 4).

The nests (`nest(kind, depth)`, also used by `benchmarks/depth.py`):
`scf.if` levels yielding a tensor, `scf.for` levels carrying one through
`iter_args`, and the fuzz harness' empty `scf.if` / `scf.for` nests; the
property test mixes the level kinds.
"""

from __future__ import annotations

import sys
from typing import List, Sequence

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import stream_affinity  # noqa: F401
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.passes import PassOptions, get_pass
from dfx.support.deepstack import run_deep
from dfx.syntax.parser import parse_module

T = "tensor<4xf32>"
LEVELS = ("if-yield", "for-iter", "if-empty", "for-empty")


def nest_levels(levels: Sequence[str]) -> str:
    """A function whose body nests one region op per entry of |levels|
    (outermost first): `if-yield` (an `scf.if` yielding the level below in
    `then`, the input in `else`), `for-iter` (an `scf.for` carrying it in
    `iter_args`), `if-empty` / `for-empty` (no values). A transfer (below
    `if-yield` levels) or a dispatch produces the innermost value."""
    lines = ["util.func public @f(%arg0: !hal.buffer_view, %c: i1, %n: index) -> !hal.buffer_view {",
             f'  %x = hal.tensor.import on(#hal.device.promise<@dev_0>) %arg0 "in" : !hal.buffer_view -> {T}']
    carried = "%x"
    visible = ["%x"]  # per level, the value its region sees from above
    for k, kind in enumerate(levels):
        if kind == "if-yield":
            lines.append(f"  %r{k} = scf.if %c -> ({T}) {{")
        elif kind == "for-iter":
            lines.append(f"  %r{k} = scf.for %i{k} = %n to %n step %n iter_args(%a{k} = {carried}) -> ({T}) {{")
            carried = f"%a{k}"
        elif kind == "if-empty":
            lines.append("  scf.if %c {")
        else:
            lines.append(f"  scf.for %e{k} = %n to %n step %n {{")
        visible.append(carried)
    lines.append(f"  %in = flow.dispatch @ex::@d({carried}) : ({T}) -> {T}")
    lines.append(f"  %moved = flow.tensor.transfer %in : {T} to #hal.device.promise<@dev_1>")
    inner = "%moved"  # the value defined in the region being closed, if any
    for k in reversed(range(len(levels))):
        kind = levels[k]
        value = inner if inner is not None else visible[k + 1]
        if kind == "if-yield":
            lines += [f"  scf.yield {value} : {T}", "  } else {", f"  scf.yield %x : {T}", "  }"]
            inner = f"%r{k}"
        elif kind == "for-iter":
            lines += [f"  scf.yield {value} : {T}", "  }"]
            inner = f"%r{k}"
        else:
            lines.append("  }")
            inner = None  # what the empty level's region defines stays inside
    result = inner if inner is not None else "%x"
    lines += [f'  %out = hal.tensor.export on(#hal.device.promise<@dev_1>) {result} "out" : {T} -> !hal.buffer_view',
              "  util.return %out : !hal.buffer_view", "}"]
    return "\n".join(lines) + "\n"


def nest(kind: str, depth: int) -> str:
    return nest_levels([kind] * depth)


PIPELINES = {
    "annotate": ["annotate-affinities"],
    "convert": ["convert-to-stream"],
    "encode": ["convert-to-stream", "encode-host-tensors"],
    "schedule": ["convert-to-stream", "encode-host-tensors", "schedule-execution"],
}


def steps(text: str, passes: Sequence[str]) -> int:
    """Python lines executed by |passes| on |text| (parsed beforehand)."""
    module = run_deep(parse_module, text)
    count = [0]

    def local(frame, event, arg):
        if event == "line":
            count[0] += 1
        return local

    def tracer(frame, event, arg):
        return local

    def run():
        sys.settrace(tracer)
        try:
            for name in passes:
                get_pass(name).fn(module, PassOptions({}))
        finally:
            sys.settrace(None)

    run()
    return count[0]


def assert_linear(text_n: str, text_2n: str, passes: Sequence[str]) -> None:
    small, large = steps(text_n, passes), steps(text_2n, passes)
    assert large < 2.3 * small, (small, large, large / small)


@pytest.mark.parametrize("pipeline", list(PIPELINES))
@pytest.mark.parametrize("kind", LEVELS)
def test_doubling_the_depth_at_most_doubles_the_steps(kind, pipeline):
    assert_linear(nest(kind, 300), nest(kind, 600), PIPELINES[pipeline])


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(LEVELS), min_size=1, max_size=6), st.sampled_from(list(PIPELINES)))
def test_mixed_nests_scale_linearly(pattern, pipeline):
    # The same mix of levels, repeated to depth ~200 and ~400.
    n = max(1, 200 // len(pattern))
    assert_linear(nest_levels(pattern * n), nest_levels(pattern * 2 * n), PIPELINES[pipeline])
