"""The standard analyses of `dfx.analyses` on small programs whose answers
are worked out by hand (each expectation says why)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dfx.syntax.parser import parse_module
from dfx.ir.core import WalkOrder
from dfx.analyses import SCCPAnalysis
from dfx.analyses.int_range import IntRangeAnalysis
from dfx.analyses.liveness import LivenessAnalysis

from tests.conftest import run_filecheck

REPO = Path(__file__).resolve().parents[2]


def named(module):
    """Value name in the input (`%x`) -> value (names must be unique)."""
    out = {}
    for op in module.walk(WalkOrder.PRE):
        for r in op.results:
            if r.name_hint:
                out["%" + r.name_hint] = r
        for region in op.regions:
            for block in region.blocks:
                for a in block.arguments:
                    if a.name_hint:
                        out["%" + a.name_hint] = a
    return out


def const(analysis, v):
    c = analysis.constant(v)
    return None if c is None else int(c.value)


# -- sparse conditional constant propagation ------------------------------------------------------

SCCP_PROGRAM = """
func.func @main(%arg: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  %a = arith.addi %c1, %c2 : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %dead = func.call @only_dead(%arg) : (i32) -> i32
  cf.br ^bb3(%dead : i32)
^bb3(%x: i32):
  %y = func.call @inc(%x) : (i32) -> i32
  %z = arith.muli %arg, %c0 : i32
  %w = func.call @twice(%c1) : (i32) -> i32
  %v = func.call @twice(%c2) : (i32) -> i32
  return %x, %y, %z, %w, %v : i32, i32, i32, i32, i32
}
func.func private @inc(%p: i32) -> i32 {
  %one = arith.constant 1 : i32
  %q = arith.addi %p, %one : i32
  return %q : i32
}
func.func private @twice(%t: i32) -> i32 {
  %u = arith.addi %t, %t : i32
  return %u : i32
}
func.func private @only_dead(%d: i32) -> i32 {
  %e = arith.addi %d, %d : i32
  return %e : i32
}
"""


def test_sccp_branches_calls_and_folds():
    m = parse_module(SCCP_PROGRAM)
    a = SCCPAnalysis(m).run()
    v = named(m)
    # cond_br on `true` takes ^bb1 only: ^bb3's argument is 1 + 2.
    assert const(a, v["%x"]) == 3
    assert a.is_live(v["%a"].owner.parent) and not a.is_live(v["%dead"].owner.parent)
    # @inc is private and called once, with 3: it returns 4.
    assert const(a, v["%p"]) == 3 and const(a, v["%y"]) == 4
    # x * 0 folds to 0 whatever x is.
    assert const(a, v["%z"]) == 0
    # @twice is called with 1 and 2: its argument (and result) varies.
    assert const(a, v["%t"]) is None and a.is_reached(v["%t"])
    assert const(a, v["%w"]) is None
    # @only_dead is called only from the dead block: it never runs.
    assert not a.is_reached(v["%d"]) and not a.is_reached(v["%e"])
    assert not a.is_callable_live(v["%d"].owner.parent.parent)
    # A public function's arguments are unknown.
    assert const(a, v["%arg"]) is None and a.is_reached(v["%arg"])


SCCP_SCF = """
func.func @g(%n: index, %b: i1) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %false = arith.constant false
  %i7 = arith.constant 7 : i32
  %i9 = arith.constant 9 : i32
  %r1 = scf.if %false -> (i32) {
    scf.yield %i7 : i32
  } else {
    scf.yield %i9 : i32
  }
  %r2 = scf.for %i = %c5 to %c5 step %c1 iter_args(%acc = %i7) -> (i32) {
    %s = arith.addi %acc, %i9 : i32
    scf.yield %s : i32
  }
  %r3 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %i7) -> (i32) {
    scf.yield %acc2 : i32
  }
  %r4 = scf.if %b -> (i32) {
    scf.yield %i7 : i32
  } else {
    scf.yield %i9 : i32
  }
  return %r1, %r2, %r3, %r4 : i32, i32, i32, i32
}
"""


def test_sccp_regions():
    m = parse_module(SCCP_SCF)
    a = SCCPAnalysis(m).run()
    v = named(m)
    assert const(a, v["%r1"]) == 9          # scf.if on false: the else region
    assert const(a, v["%r2"]) == 7          # 5 to 5: no iteration, the init value
    assert not a.is_reached(v["%s"])        # ... and the body never runs
    assert const(a, v["%r3"]) == 7          # the body yields its argument: 7 throughout
    assert const(a, v["%r4"]) is None       # an unknown condition: 7 or 9


def test_sccp_address_taken_function_has_unknown_arguments():
    m = parse_module("""
func.func @main() -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @h(%c3) : (i32) -> i32
  %f = func.constant @h : (i32) -> i32
  %r2 = func.call_indirect %f(%c3) : (i32) -> i32
  return %r : i32
}
func.func private @h(%k: i32) -> i32 {
  return %k : i32
}
""")
    a = SCCPAnalysis(m).run()
    v = named(m)
    # @h's address escapes: other callers may pass anything.
    assert const(a, v["%k"]) is None
    assert const(a, v["%r"]) is None and const(a, v["%r2"]) is None


# -- integer ranges -------------------------------------------------------------------------------

RANGES = """
func.func @r(%x: i32, %b: i8, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c8 = arith.constant 8 : i32
  %c15 = arith.constant 15 : i32
  %i10 = arith.constant 10 : i8
  %m = arith.remui %x, %c8 : i32
  %k = arith.andi %x, %c15 : i32
  %lt = arith.cmpi ult, %m, %c8 : i32
  %se = arith.extsi %b : i8 to i32
  %ze = arith.extui %b : i8 to i32
  %hi = arith.ori %b, %i10 : i8
  %l = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
    %ip1 = arith.addi %i, %c1 : index
    scf.yield %ip1 : index
  }
  cf.cond_br %lt, ^ok, ^never
^ok:
  return %m, %se, %ze : i32, i32, i32
^never:
  %bad = arith.addi %m, %c8 : i32
  return %bad, %bad, %bad : i32, i32, i32
}
"""


def rng(a, v):
    r = a.range(v)
    return None if r is None else ((r.umin, r.umax), (r.smin, r.smax))


def test_int_ranges():
    m = parse_module(RANGES)
    a = IntRangeAnalysis(m).run()
    v = named(m)
    assert rng(a, v["%m"]) == ((0, 7), (0, 7))          # x urem 8 < 8
    assert rng(a, v["%k"]) == ((0, 15), (0, 15))        # x & 15
    assert a.range(v["%lt"]).constant_value() == 1      # [0, 7] <u 8 always
    assert not a.is_live(v["%bad"].owner.parent)        # so ^never is dead
    assert not a.is_reached(v["%bad"])
    # sign extension of any i8: signed [-128, 127], unsigned wraps to everything
    assert rng(a, v["%se"]) == ((0, 2**32 - 1), (-128, 127))
    assert rng(a, v["%ze"]) == ((0, 255), (0, 255))
    # loop counter 0..9, plus one: 1..10
    assert rng(a, v["%i"]) == ((0, 9), (0, 9))
    assert rng(a, v["%ip1"]) == ((1, 10), (1, 10))
    # x | 10 (0b1010) has bits 1 and 3 set: at least 10, any i8 above
    r = a.range(v["%hi"])
    assert r.umin == 10 and r.umax == 255
    assert str(a.range(v["%x"])) == "any"


def test_int_range_wraps_unsigned_and_signed():
    m = parse_module("""
func.func @w(%x: i8) -> i8 {
  %c250 = arith.constant 250 : i8
  %c10 = arith.constant 10 : i8
  %c6 = arith.constant 6 : i8
  %small = arith.remui %x, %c6 : i8
  %big = arith.addi %small, %c250 : i8
  %wrapped = arith.addi %big, %c10 : i8
  return %wrapped : i8
}
""")
    a = IntRangeAnalysis(m).run()
    v = named(m)
    # [0, 5] + 250: unsigned [250, 255], signed [-6, -1] (no wrap in either reading)
    assert rng(a, v["%big"]) == ((250, 255), (-6, -1))
    # + 10: unsigned 260..265 wraps to 4..9; signed 4..9
    assert rng(a, v["%wrapped"]) == ((4, 9), (4, 9))


def test_int_range_widens_a_cf_loop():
    m = parse_module("""
func.func @loop() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %more = arith.cmpi slt, %i, %c100 : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}
""")
    a = IntRangeAnalysis(m).run()
    v = named(m)
    # %i takes 0, 1, ..., 100: the range grows around the loop and is widened
    # (a sound answer holding every value the loop produces).
    r = a.range(v["%i"])
    assert all(r.contains(k) for k in range(0, 101))
    assert a.is_live(v["%next"].owner.parent) and a.is_live(v["%i"].owner.parent)


# -- liveness -------------------------------------------------------------------------------------


def test_liveness():
    m = parse_module("""
func.func @l(%a: i32, %b: i32, %c: i1) -> i32 {
  %unused = arith.muli %a, %b : i32
  %s = arith.addi %a, %a : i32
  cf.cond_br %c, ^t, ^f
^t:
  return %s : i32
^f:
  %t2 = arith.subi %s, %b : i32
  return %t2 : i32
}
""")
    a = LivenessAnalysis(m).run()
    v = named(m)
    assert not a.is_value_live(v["%unused"])    # no use
    assert a.is_value_live(v["%a"]) and a.is_value_live(v["%s"])
    assert a.is_value_live(v["%b"])             # read by %t2, returned
    assert a.is_value_live(v["%c"])             # a branch condition
    entry = v["%s"].owner.parent
    live_in, live_out = a.live_sets(entry)
    assert live_in == set()                     # the entry block defines %a, %b, %c
    # ^t needs %s, ^f needs %s and %b
    assert live_out == {v["%s"], v["%b"]}
    t_in, _ = a.live_sets(entry.successors[0])
    f_in, f_out = a.live_sets(entry.successors[1])
    assert t_in == {v["%s"]} and f_in == {v["%s"], v["%b"]} and f_out == set()


# -- dfx-opt --------------------------------------------------------------------------------------


def dfx_opt(*args, input_text):
    return subprocess.run([sys.executable, "-m", "dfx.driver.cli", *args, "-"], input=input_text, text=True,
                          capture_output=True, cwd=REPO)


CHECK_SCCP = """
// ^bb3's argument is 3; the arguments of the other blocks: %arg0 unknown
// CHECK-LABEL: func.func @main
// CHECK-SAME: attributes {dfx.sccp.args = [[["unknown"], [], [], [3 : i32]]]}
// CHECK: arith.addi {{.*}}dfx.sccp = [3 : i32]
// CHECK: call @only_dead{{.*}}dfx.sccp = ["unreached"]
// CHECK: %{{.*}} = call @inc{{.*}}dfx.sccp = [4 : i32]
// CHECK: arith.muli {{.*}}dfx.sccp = [0 : i32]
// CHECK: call @twice{{.*}}dfx.sccp = ["unknown"]
// CHECK-LABEL: func.func private @only_dead
// CHECK: arith.addi {{.*}}dfx.sccp = ["unreached"]
"""


def checks(text: str) -> str:
    """CHECK lines written literally: `[[` (FileCheck's variable syntax)
    becomes a regex matching it."""
    return text.replace("[[", "{{\\[\\[}}")


def test_dfx_opt_sccp_annotates(tmp_path):
    r = dfx_opt("-p", "sccp", input_text=SCCP_PROGRAM)
    assert r.returncode == 0, r.stderr
    fc = run_filecheck(checks(CHECK_SCCP), r.stdout, tmp_path)
    assert fc.returncode == 0, fc.stderr + r.stdout


CHECK_DEAD = """
// cond_br on true: ^bb2 is dead (and @only_dead, called only there)
// CHECK-LABEL: func.func @main
// CHECK-SAME: dfx.dead_code.blocks = [["live", "live", "dead", "live"]]
// CHECK: cf.cond_br {{.*}}dfx.dead_code.successors = ["live", "dead"]
// CHECK: cf.br ^bb3({{.*}}dfx.dead_code.successors = ["live"]
// CHECK: cf.br ^bb3({{.*}}dfx.dead_code.successors = ["dead"]
// CHECK-LABEL: func.func private @only_dead
// CHECK-SAME: dfx.dead_code.blocks = [["dead"]]
"""

CHECK_DEAD_SCF = """
// CHECK-LABEL: func.func @g
// scf.if on false: only the else region; it yields to the results
// CHECK: scf.yield {dfx.dead_code.edges = []}
// CHECK: scf.yield {dfx.dead_code.edges = ["results"]}
// CHECK: dfx.dead_code.blocks = [["dead"], ["live"]], dfx.dead_code.edges = ["region 1"]
// 5 to 5: the loop goes straight to its results
// CHECK: scf.yield {dfx.dead_code.edges = []}
// CHECK: dfx.dead_code.blocks = [["dead"]], dfx.dead_code.edges = ["results"]
// 0 to %n: either
// CHECK: scf.yield {dfx.dead_code.edges = ["region 0", "results"]}
// CHECK: dfx.dead_code.blocks = [["live"]], dfx.dead_code.edges = ["region 0", "results"]
"""


def test_dfx_opt_dead_code_and_int_range(tmp_path):
    for program, check in ((SCCP_PROGRAM, CHECK_DEAD), (SCCP_SCF, CHECK_DEAD_SCF)):
        r = dfx_opt("-p", "dead-code", input_text=program)
        assert r.returncode == 0, r.stderr
        fc = run_filecheck(checks(check), r.stdout, tmp_path)
        assert fc.returncode == 0, fc.stderr + r.stdout
    r = dfx_opt("-p", "int-range", input_text=RANGES)
    assert r.returncode == 0, r.stderr
    assert 'arith.remui %arg0, %c8_i32 {dfx.int_range = ["[0, 7]"]}' in r.stdout
    assert 'arith.extsi %arg1 {dfx.int_range = ["unsigned [0, 4294967295] signed [-128, 127]"]}' in r.stdout


def test_dfx_opt_explain():
    r = dfx_opt("-p", "sccp", "--explain", "@main::%x", input_text=SCCP_PROGRAM)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    # %x = 3 because of %0 = 1 + 2 (the ^bb2 edge is dead: %dead is not a reason)
    assert lines[0].startswith("@main::%2 = 3 : i32 (argument #0 of block ^bb3 of @main)")
    assert any("@main::%0 = 3 : i32 (result of arith.addi)" in ln for ln in lines)
    assert any("@main::%c1_i32 = 1 : i32" in ln for ln in lines)
    assert not any("call @only_dead" in ln or "%1 = " in ln for ln in lines)
    r = dfx_opt("-p", "dead-code", "--explain", "@main::%dead", input_text=SCCP_PROGRAM)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0].startswith("block ^bb2 of @main is dead")
    assert "@main::%true = true" in r.stdout


def test_dfx_opt_explain_errors():
    r = dfx_opt("-p", "sccp", "--explain", "junk", input_text=SCCP_PROGRAM)
    assert r.returncode == 2 and "invalid --explain target 'junk'" in r.stderr
    r = dfx_opt("-p", "sccp", "--explain", "@main::%nope", input_text=SCCP_PROGRAM)
    assert r.returncode == 1 and "@main has no value %nope" in r.stderr
    r = dfx_opt("--explain", "@main::%x", input_text=SCCP_PROGRAM)
    assert r.returncode == 2 and "--explain needs an analysis pass" in r.stderr


# -- the reference interpreter --------------------------------------------------------------------


def test_interpreter_semantics():
    from dfx.analyses.interpreter import Interpreter, UndefinedBehavior
    m = parse_module("""
func.func @div(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8) {
  %q = arith.divsi %a, %b : i8
  %f = arith.floordivsi %a, %b : i8
  %c = arith.ceildivsi %a, %b : i8
  %r = arith.remsi %a, %b : i8
  %u = arith.divui %a, %b : i8
  %s = arith.shrsi %a, %b : i8
  return %q, %f, %c, %r, %u, %s : i8, i8, i8, i8, i8, i8
}
func.func @add(%a: i8, %b: i8) -> i8 {
  %s = arith.addi %a, %b overflow<nsw> : i8
  return %s : i8
}
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %c0) -> (index) {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  return %r : index
}
""")
    run = Interpreter(m)
    # -7 / 2 (i8; results as unsigned bit patterns): trunc -3, floor -4,
    # ceil -3, rem -1; 249 /u 2 = 124; -7 >> 2 = -2
    assert run.call("div", [-7, 2]) == [256 - 3, 256 - 4, 256 - 3, 256 - 1, 124, 256 - 2]
    for bad in ([1, 0], [-128, -1], [1, 8]):
        with pytest.raises(UndefinedBehavior):
            Interpreter(m).call("div", bad)
    assert Interpreter(m).call("add", [100, 27]) == [127]
    with pytest.raises(UndefinedBehavior):
        Interpreter(m).call("add", [100, 28])       # 128 overflows i8 under nsw
    run = Interpreter(m)
    assert run.call("loop", [7]) == [0 + 2 + 4 + 6]
    assert run.call("loop", [-3]) == [0]            # signed bounds: no iteration
