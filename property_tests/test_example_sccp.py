"""`examples/sccp.py`, the tutorial's constant propagation written on the
framework's pieces, agrees with the library's `dfx.analyses.sccp` on every
value of generated integer programs (and on a hand-checked one), and stays
under 120 lines."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from hypothesis import given, settings

from dfx.analyses import SCCPAnalysis
from dfx.analyses.sccp import Constant
from dfx.syntax.parser import parse_module
from property_tests.int_programs import int_programs
from property_tests.support import budget

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "sccp.py"
_spec = importlib.util.spec_from_file_location("example_sccp", EXAMPLE)
example = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(example)


def _library(analysis, value):
    x = analysis.lattice_value(value)
    return None if x is None else "unknown" if not isinstance(x, Constant) else str(x.attr)


def _example(c):
    return None if c is None else "unknown" if c == example.UNKNOWN else str(c)


def disagreements(text: str):
    module = parse_module(text)
    library = SCCPAnalysis(module).run()
    return [(v.name_hint, _example(c), _library(library, v)) for v, c in example.sccp(module).items()
            if _example(c) != _library(library, v)]


def test_the_example_is_short():
    assert len(EXAMPLE.read_text().splitlines()) < 120


HAND = """
func.func @main(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %t = arith.constant true
  cf.cond_br %t, ^a, ^b
^a:
  %s = arith.addi %c1, %c2 : i32
  cf.br ^join(%s : i32)
^b:
  cf.br ^join(%x : i32)
^join(%j: i32):
  %r = scf.for %i = %k1 to %k2 step %k1 iter_args(%acc = %j) -> (i32) {
    %n = arith.index_cast %i : index to i32
    scf.yield %n : i32
  }
  return %r : i32
}
"""


def test_a_hand_checked_program():
    # ^b is never taken, so %j is 3; the loop makes %i, so %n, %acc and %r
    # are unknown.
    values = {v.name_hint: _example(c) for v, c in example.sccp(parse_module(HAND)).items()}
    assert values["s"] == "3 : i32" and values["j"] == "3 : i32"
    assert values["i"] == values["n"] == values["acc"] == values["r"] == "unknown"
    assert disagreements(HAND) == []


@settings(max_examples=budget(30), deadline=None)
@given(int_programs())
def test_the_example_agrees_with_the_library(program):
    assert disagreements(program.text) == []
