"""The worked custom analysis in examples/constant_ints.py (built on dfx only)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import dfx
from dfx.syntax.parser import parse_module

REPO = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("constant_ints", REPO / "examples" / "constant_ints.py")
constant_ints = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(constant_ints)

PROGRAM = """
util.global private mutable @counter = 7 : i32
util.func private @pick(%c: i1, %a: i32) -> i32 {
  %two = arith.constant 2 : i32
  %r = arith.select %c, %a, %two : i32
  util.return %r : i32
}
util.func private @main(%flag: i1) -> (i32, i32, i32, i32, i32) {
  %one = arith.constant 1 : i32
  %five = arith.constant 5 : i32
  %p = util.call @pick(%flag, %one) : (i1, i32) -> i32
  cf.cond_br %flag, ^bb1(%one : i32), ^bb1(%five : i32)
^bb1(%m: i32):
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %loop = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %one) -> (i32) {
    scf.yield %five : i32
  }
  util.global.store %five, @counter : i32
  %g = util.global.load @counter : i32
  %sum = arith.addi %one, %five : i32
  util.return %p, %m, %loop, %g, %sum : i32, i32, i32, i32, i32
}
"""


def _results(text):
    module = parse_module(text)
    found = constant_ints.analyze(module)
    (ret,) = [op for op in module.walk() if op.name == "util.return" and op.num_operands == 5]
    return [found[v] for v in ret.operands]


def test_values_through_calls_branches_scf_and_globals():
    call, branch, loop, glob, unknown = _results(PROGRAM)
    assert call == "{1, 2}"          # through the call and the select
    assert branch == "{1, 5}"        # both branch edges into ^bb1
    assert loop == "{1, 5}"          # init or the body's yield
    assert glob == "{5}"             # the only store (the initial value is not an op)
    assert unknown == "?"            # arith.addi is not modelled


def test_public_function_arguments_are_unknown():
    text = PROGRAM.replace("util.func private @pick", "util.func public @pick")
    call = _results(text)[0]
    assert call == "?"               # @pick's %a can come from anywhere


def test_script_runs(tmp_path):
    src = tmp_path / "p.mlir"
    src.write_text(PROGRAM)
    proc = subprocess.run([sys.executable, str(REPO / "examples" / "constant_ints.py"), str(src)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert f"{src}:5:" in proc.stdout and "{1, 2}" in proc.stdout
