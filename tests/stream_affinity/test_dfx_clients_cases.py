"""`refine-usage` and `elide-timepoints` on small programs, each about one
rule, byte-identical (through our printer) to iree-opt 3.2.0; the
generated programs of property_tests/test_dfx_clients_differential.py do
the same at scale."""

import pytest

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from dfx.ir.verifier import verify_module
from stream_affinity.transforms.elide_timepoints import elide_timepoints
from stream_affinity.transforms.refine_usage import refine_usage

from ..iree import iree_opt, run_iree_opt, run_iree_opt_current

CASES = {
    # stream.async.alloca produces its result (as iree-opt 3.2.0 does)
    "alloca": ("--iree-stream-refine-usage", """\
util.func public @alloca(%size: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %a = stream.async.alloca : !stream.resource<*>{%size}
  %d = stream.async.dispatch @ex::@e0(%a[%c0 to %size for %size]) : (!stream.resource<*>{%size}) -> %a{%size}
  %e = stream.async.transfer %d : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
  util.return %e : !stream.resource<external>
}
"""),
    # stream.async.copy reads its source (operand 4): the source is transfer-read
    "copy": ("--iree-stream-refine-usage", """\
util.func public @copy(%size: index, %ext: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i32
  %src = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
  %t = stream.async.transfer %ext : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
  %r = stream.async.copy %src[%c0 to %size], %t[%c0 to %size], %size : !stream.resource<*>{%size} -> %t as !stream.resource<*>{%size}
  %e = stream.async.transfer %r : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
  util.return %e : !stream.resource<external>
}
"""),
    # a region op whose results are unused and whose body is pure goes
    "deadif": ("--iree-stream-refine-usage", """\
util.func public @deadfor(%size: index, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %init = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
  %r = scf.for %i = %c0 to %size step %c1 iter_args(%it = %init) -> !stream.resource<*> {
    %a = stream.async.clone %it : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
    scf.yield %a : !stream.resource<*>
  }
  util.return
}
"""),
    # arith.select on a constant condition folds during the cleanup
    "selectfold": ("--iree-stream-refine-usage", """\
util.func public @select(%size: index) -> !stream.resource<external> {
  %true = arith.constant true
  %c7 = arith.constant 7 : i32
  %a = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
  %b = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
  %s = arith.select %true, %a, %b : !stream.resource<*>
  %e = stream.async.transfer %s : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
  util.return %e : !stream.resource<external>
}
"""),
    # a timepoint read twice by one op is elided once (one new immediate)
    "tprepeat": ("--iree-stream-elide-timepoints", """\
util.func public @repeat(%c: i1) -> !stream.timepoint {
  %i = stream.timepoint.immediate => !stream.timepoint
  cf.br ^bb1(%i : !stream.timepoint)
^bb1(%x: !stream.timepoint):
  %s = arith.select %c, %x, %x : !stream.timepoint
  util.return %s : !stream.timepoint
}
"""),
    # an scf.while after-region yield also merges the while's result at its position (upstream's positional rule)
    "whileyield": ("--iree-stream-refine-usage", """\
util.func public @while(%size: index, %cond: i1, %ext: !stream.resource<external>) -> !stream.resource<external> {
  %c7 = arith.constant 7 : i32
  %init = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
  %w = scf.while (%b = %init) : (!stream.resource<*>) -> (!stream.resource<*>) {
    scf.condition(%cond) %b : !stream.resource<*>
  } do {
  ^bb0(%a: !stream.resource<*>):
    %s = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
    scf.yield %s : !stream.resource<*>
  }
  %e = stream.async.transfer %w : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
  util.return %e : !stream.resource<external>
}
"""),
}


@pytest.mark.skipif(iree_opt() is None, reason="iree-opt 3.2.0 (pip install '.[test]') is the reference")
@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt_3_2(name):
    flag, text = CASES[name]
    proc = run_iree_opt([flag], text)
    assert proc.returncode == 0, proc.stderr
    module = parse_module(text)
    (elide_timepoints if flag == "--iree-stream-elide-timepoints" else refine_usage)(module)
    assert print_module(module) == print_module(parse_module(proc.stdout))


# upstream's refine_usage.mlir @testWhile (the chunk FileCheck cannot check
# alone): 3.2.0, 3.13 and we give the same output.
TEST_WHILE = """\
stream.executable private @disp {
 stream.executable.export public @disp
}
// CHECK: @testWhile
util.func public @testWhile(%arg0: i32, %arg1: !stream.resource<*>) -> (i32, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : i32
  // CHECK: scf.while
  // CHECK-SAME: (i32, !stream.resource<external>)
  // CHECK-SAME: (i32, !stream.resource<external>)
  %while:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, !stream.resource<*>) -> (i32, !stream.resource<*>) {
    %cmp = arith.cmpi slt, %arg2, %c10 : i32
    // CHECK: scf.condition
    // CHECK-SAME: !stream.resource<external>
    scf.condition(%cmp) %arg2, %arg3 : i32, !stream.resource<*>
  } do {
  ^bb0(%arg2: i32, %arg3: !stream.resource<*>):
    %add = arith.addi %arg2, %c1 : i32
    %disp = stream.async.dispatch @disp(%arg3[%c0 to %c4 for %c4], %arg1[%c0 to %c4 for %c4]) : (!stream.resource<*>{%c4}, !stream.resource<*>{%c4}) -> !stream.resource<*>{%c4}
    // CHECK: scf.yield
    // CHECK-SAME: !stream.resource<external>
    scf.yield %add, %disp : i32, !stream.resource<*>
  }
  // CHECK: util.return %[[IF]]#0, %[[IF]]#1 : i32, !stream.resource<external>
  util.return %while#0, %while#1 : i32, !stream.resource<*>
}
"""


@pytest.mark.skipif(iree_opt() is None, reason="iree-opt 3.2.0 (pip install '.[test]') is the reference")
def test_upstream_test_while_matches_both_releases():
    module = parse_module(TEST_WHILE)
    refine_usage(module)
    ours = print_module(module)
    for run in (run_iree_opt, run_iree_opt_current):
        proc = run(["--iree-stream-refine-usage"], TEST_WHILE)
        assert proc.returncode == 0, proc.stderr
        assert print_module(parse_module(proc.stdout)) == ours


# docs/divergences.md D2: a timepoint carried by an scf.for is what the loop
# yields, not immediate.
LOOP_CARRIED = """\
util.func public @f(%c: i1, %t: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%it = %t) -> !stream.timepoint {
    %e = stream.cmd.execute await(%it) => with() {} => !stream.timepoint
    scf.yield %e : !stream.timepoint
  }
  %j = stream.timepoint.join max(%r, %t) => !stream.timepoint
  util.return %j : !stream.timepoint
}
"""


def test_scf_for_timepoint_results_follow_iree_opt_3_13():
    module = parse_module(LOOP_CARRIED)
    elide_timepoints(module)
    ours = print_module(module)
    assert "join max(%0, %arg1)" in ours  # the loop's result is still awaited
    current = run_iree_opt_current(["--iree-stream-elide-timepoints"], LOOP_CARRIED)
    assert current.returncode == 0, current.stderr
    assert print_module(parse_module(current.stdout)) == ours
    if iree_opt() is not None:  # 3.2.0 takes the result for immediate
        seed = run_iree_opt(["--iree-stream-elide-timepoints"], LOOP_CARRIED)
        assert seed.returncode == 0 and print_module(parse_module(seed.stdout)) != ours


# docs/divergences.md D3: an scf.while whose condition forwards fewer values
# than it carries.
SHORT_CONDITION = """\
util.func public @f(%size: index, %c: i1) -> !stream.resource<external> {
  %c7 = arith.constant 7 : i32
  %init = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
  scf.while (%b = %init) : (!stream.resource<*>) -> () {
    scf.condition(%c)
  } do {
  ^bb0:
    %s = stream.async.splat %c7 : i32 -> !stream.resource<*>{%size}
    scf.yield %s : !stream.resource<*>
  }
  %e = stream.async.transfer %init : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
  util.return %e : !stream.resource<external>
}
"""


def test_scf_while_with_a_short_condition_is_refined():
    module = parse_module(SHORT_CONDITION)
    refine_usage(module)
    verify_module(module)
    text = print_module(module)
    assert "scf.while (%arg2 = %0) : (!stream.resource<external>) -> ()" in text
    if iree_opt() is not None:  # 3.2.0 crashes
        assert run_iree_opt(["--iree-stream-refine-usage"], SHORT_CONDITION).returncode != 0


# docs/divergences.md D4 (upstream bug kept): %a1 is taken for covered by the
# select, which is an immediate when %cond0 holds.
MERGED_COVERAGE = """\
util.func public @f0(%cond0: i1, %a0: !stream.timepoint, %a1: !stream.timepoint) -> !stream.timepoint {
  %v2 = stream.timepoint.immediate => !stream.timepoint
  %v3 = arith.select %cond0, %v2, %a1 : !stream.timepoint
  %v4 = stream.timepoint.immediate => !stream.timepoint
  %v5 = stream.timepoint.join max(%v4, %a1, %v3) => !stream.timepoint
  util.return %v5 : !stream.timepoint
}
"""


def test_merged_timepoint_coverage_is_upstreams():
    module = parse_module(MERGED_COVERAGE)
    elide_timepoints(module)
    ours = print_module(module)
    assert "join max(%2, %3, %1)" in ours  # %arg2 (%a1) elided
    current = run_iree_opt_current(["--iree-stream-elide-timepoints"], MERGED_COVERAGE)
    assert current.returncode == 0 and print_module(parse_module(current.stdout)) == ours
    if iree_opt() is not None:
        seed = run_iree_opt(["--iree-stream-elide-timepoints"], MERGED_COVERAGE)
        assert seed.returncode == 0 and print_module(parse_module(seed.stdout)) == ours
