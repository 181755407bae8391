"""Metamorphic relations: program changes that must not move anything.

* routing a value through a new `util.optimization_barrier` (programs
  without pinning hal ops: a barrier is not tied, so it does end a pinned
  web on purpose; and not right after a global load, see finding F1 in
  docs/property-tests.md);
* adding private functions nobody calls (they touch no global and call
  only each other);
* inlining a private, single-block function at its only call site.

In each case every op of the original program keeps its annotations (the
call, the callee's return and the callee itself disappear when inlining).
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from .strategies import (FlowConfig, barrier_candidates, flow_programs, inline_call, inline_candidates,
                         unreachable_functions, with_functions, wrap_in_barrier)
from .support import annotate, annotations_by_uid, budget


def annotations(program):
    return annotations_by_uid(program, annotate(program.render()))


@settings(max_examples=budget(60))
@given(st.data())
def test_optimization_barrier_keeps_affinities(data):
    program = data.draw(flow_programs(FlowConfig(disabled=("hal",))), label="program")
    candidates = barrier_candidates(program)
    if not candidates:
        return
    item, uid = data.draw(st.sampled_from(candidates), label="wrapped op")
    wrapped, barrier_uid = wrap_in_barrier(program, item, uid)
    after = annotations(wrapped)
    del after[barrier_uid]
    assert after == annotations(program)


@settings(max_examples=budget(50))
@given(flow_programs(), unreachable_functions(), st.lists(st.integers(0, 8), min_size=2, max_size=2))
def test_unreachable_functions_change_nothing(program, extra, positions):
    expected = annotations(program)
    after = annotations(with_functions(program, extra, positions))
    assert {uid: after[uid] for uid in expected} == expected


@settings(max_examples=budget(60))
@given(st.data())
def test_inlining_a_single_call_site_keeps_affinities(data):
    program = data.draw(flow_programs(FlowConfig(forced=("calls",))), label="program")
    candidates = inline_candidates(program)
    if not candidates:
        return
    callee = data.draw(st.sampled_from(candidates), label="callee")
    inlined, gone = inline_call(program, callee)
    expected = annotations(program)
    for uid in gone:
        del expected[uid]
    assert annotations(inlined) == expected
