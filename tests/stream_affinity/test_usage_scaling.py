"""`--usage` stays linear on long call chains (issue 14, task 2).

`--usage` seeds a consumer element (`ValueConsumerAffinity`) for every
tensor value. Each one used to walk every use its value reaches: on a chain
of n functions, each returning what the next one returns, a value at depth
i re-walked the i returns above it and queried the consumer set of every
call result on the way, n^2/2 steps in all (9.8 s instead of 2.1 s for
1,000 functions). These tests measure work, not time: Python function
calls (counted by cProfile, deterministic for a given program) and the
dependencies the consumer elements record. Doubling the chain must about
double the extra work `--usage` adds; a quadratic walk would quadruple it.
"""

from __future__ import annotations

import cProfile
import io
import pstats
from typing import Tuple

from dfx import parse_module
from stream_affinity.analysis.affinity import AffinityAnalysis, ValueConsumerAffinity
from stream_affinity.cli import annotate_main


def chain_program(n: int, default: bool = False) -> str:
    """@f0 calls @f1 ... calls @f{n-1}, each passing its tensor through a
    dispatch to the next and returning what the next returns."""
    lines = []
    for i in range(n):
        lines.append(f"  util.func private @f{i}(%a: tensor<4xi32>) -> tensor<4xi32> {{")
        lines.append(f"    %0 = flow.dispatch @ex::@d{i}(%a) : (tensor<4xi32>) -> tensor<4xi32>")
        if i + 1 < n:
            lines.append(f"    %1 = util.call @f{i + 1}(%0) : (tensor<4xi32>) -> tensor<4xi32>")
            lines.append("    util.return %1 : tensor<4xi32>")
        else:
            lines.append("    util.return %0 : tensor<4xi32>")
        lines.append("  }")
    attrs = " attributes {stream.affinity.default = #hal.device.affinity<@dev>}" if default else ""
    return f"module{attrs} {{\n" + "\n".join(lines) + "\n}\n"


def _work(n: int, usage: bool) -> Tuple[int, int]:
    """(Python calls made by the solve, dependencies recorded by consumer
    elements) for the chain of |n| functions."""
    analysis = AffinityAnalysis(parse_module(chain_program(n, default=True)), seed_consumers=usage)
    profile = cProfile.Profile()
    profile.enable()
    try:
        result = analysis.run()
    finally:
        profile.disable()
    assert result
    solver = analysis.solver
    deps = sum(len(solver.provenance(e)) for e in solver.elements() if isinstance(e, ValueConsumerAffinity))
    return pstats.Stats(profile).total_calls, deps


def test_usage_work_grows_linearly_with_the_call_chain():
    plain_small, _ = _work(100, usage=False)
    usage_small, deps_small = _work(100, usage=True)
    plain_large, _ = _work(200, usage=False)
    usage_large, deps_large = _work(200, usage=True)
    extra_small = usage_small - plain_small
    extra_large = usage_large - plain_large
    assert extra_small > 0 and deps_small >= 100
    # Linear: x2 (measured 2.0). The quadratic walk measured x3.8 here.
    assert extra_large <= 2.3 * extra_small, (extra_small, extra_large)
    assert deps_large <= 2.3 * deps_small, (deps_small, deps_large)
    # And --usage costs a small constant factor over the plain solve.
    assert usage_large <= 2 * plain_large, (plain_large, usage_large)


def test_usage_annotations_on_the_chain():
    out, err = io.StringIO(), io.StringIO()
    assert annotate_main(["--usage"], stdin=io.StringIO(chain_program(3, default=True)),
                         stdout=out, stderr=err) == 0, err.getvalue()
    text = out.getvalue()
    dev = "#hal.device.affinity<@dev>"
    # Every value is produced and consumed where the default places it.
    assert text.count(f"stream.affinities.results.usage = [[{dev}]]") == 5  # 3 dispatches, 2 calls
    assert text.count(f"stream.affinities.operands.usage = [[{dev}]]") == 8  # and 3 returns
    assert "usage = [[]]" not in text
