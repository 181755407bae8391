"""`refine-usage` and `elide-timepoints` on small programs, each about one
rule, byte-identical (through our printer) to iree-opt 3.2.0; the
generated programs of property_tests/test_dfx_clients_differential.py do
the same at scale."""

import pytest

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.transforms.elide_timepoints import elide_timepoints
from stream_affinity.transforms.refine_usage import refine_usage

from ..iree import iree_opt, run_iree_opt

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
