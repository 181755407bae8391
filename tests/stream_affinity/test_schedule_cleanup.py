"""schedule-execution's cleanup against iree-opt 3.2.0 on small hand-written
programs (data/schedule_cleanup): each NAME.mlir has NAME.expected.mlir,
iree-opt 3.2.0's output of the pass re-printed by iree-opt, checked in.

Our output must equal the expected text (our printer prints as iree-opt
does, so this needs no iree-opt); when iree-opt is installed the expected
files are also checked to still be what it prints. Structural tests state
what the expected outputs show, on our IR, without any reference."""

import io
from pathlib import Path
from typing import Dict, List

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool
from dfx.ir.core import OpResult, WalkOrder
from dfx.syntax.parser import parse_module

from ..conftest import in_ci
from ..iree import iree_opt, run_iree_opt

DATA = Path(__file__).parent / "data" / "schedule_cleanup"
CASES = sorted(p.name[:-len(".mlir")] for p in DATA.glob("*.mlir") if not p.name.endswith(".expected.mlir"))
IREE_PIPELINE = ("--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution),"
                 "util.initializer(iree-stream-schedule-execution))")


def _schedule(path: Path) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = run_tool([str(path), "-p", "schedule-execution"], stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def test_cases_exist():
    assert len(CASES) >= 2
    for name in CASES:
        assert (DATA / f"{name}.expected.mlir").is_file(), name


@pytest.mark.parametrize("name", CASES)
def test_output_is_iree_opts(name):
    assert _schedule(DATA / f"{name}.mlir") == (DATA / f"{name}.expected.mlir").read_text()


@pytest.mark.parametrize("name", CASES)
def test_expected_output_is_still_iree_opts(name):
    if iree_opt() is None and not in_ci():
        pytest.skip("iree-opt 3.2.0 (the test extra) is not installed")
    scheduled = run_iree_opt([IREE_PIPELINE], (DATA / f"{name}.mlir").read_text())
    assert scheduled.returncode == 0, scheduled.stderr
    reprinted = run_iree_opt([], scheduled.stdout)
    assert reprinted.returncode == 0, reprinted.stderr
    assert reprinted.stdout == (DATA / f"{name}.expected.mlir").read_text()


#===----------------------------------------------------------------------===#
# Structure
#===----------------------------------------------------------------------===#


def _scheduled_ops(name: str):
    module = parse_module(_schedule(DATA / f"{name}.mlir"))
    return list(module.walk(WalkOrder.PRE))


def _constant_data(value) -> str:
    """The dense payload of the `stream.async.constant` an awaited value
    comes from (through the await, the execute and its yield)."""
    assert isinstance(value, OpResult) and value.owner.name == "stream.timepoint.await"
    awaited = value.owner.operands[value.index]
    assert isinstance(awaited, OpResult) and awaited.owner.name == "stream.async.execute"
    execute = awaited.owner
    yielded = execute.regions[0].blocks[0].last_op.operands[awaited.index]
    assert yielded.owner.name == "stream.async.constant"
    return str(yielded.owner.get_attr("value"))


def _await_order(ops) -> List[int]:
    """Execute result indices listed by the single await, in operand order."""
    awaits = [op for op in ops if op.name == "stream.timepoint.await"]
    assert len(awaits) == 1
    aw = awaits[0]
    count = len(aw.results)
    return [v.index for v in aw.operands[:count]]


def _stored(ops) -> Dict[str, str]:
    out = {}
    for op in ops:
        if op.name == "util.global.store":
            out.setdefault(str(op.get_attr("global")), _constant_data(op.operand(0)))
    return out


def test_initializer_awaits_in_greedy_visit_order():
    ops = _scheduled_ops("await_group_order_initializer")
    # Stored in the order a, c, b, d; the await lists #0, #2, #3, #1 (the
    # store order would be #0, #2, #1, #3).
    assert _await_order(ops) == [0, 2, 3, 1]
    stored = _stored(ops)
    assert "7, 1, 7, 1" in stored["@out_a"] and "2, 4, 6" in stored["@out_b"]
    assert "3, 9" in stored["@out_c"] and "5, 0, 5, 0" in stored["@out_d"]


def test_mixed_users_awaits_in_greedy_visit_order():
    ops = _scheduled_ops("await_group_order_mixed_users")
    # k1 (stored first) leads; k0, whose stores interleave with k1's, comes last.
    assert _await_order(ops) == [1, 3, 4, 5, 2, 0]
    stored = _stored(ops)
    assert "4, 3, 2, 1" in stored["@k1"] and "1, 2, 3, 4" in stored["@k0"]
    assert "0, 8, 0" in stored["@k3"] and "6, 5" in stored["@k4"]
    # The await sits right before its first user, after the execute.
    names = [op.name for op in ops if op.parent is not None and op.parent.parent_op.name == "util.func"]
    assert names.index("stream.timepoint.await") == names.index("stream.async.execute") + 1


def _top_level(ops, parent_name: str):
    return [op for op in ops if op.parent is not None and op.parent.parent_op.name == parent_name]


def test_constants_move_to_the_entry_front_in_folder_order():
    ops = _scheduled_ops("constants_move_to_entry_front")
    init = [op.name for op in _top_level(ops, "util.initializer")]
    # Both tensor constants now lead the initializer, the later one first.
    assert init[:3] == ["arith.constant", "arith.constant", "util.global.load"]
    first, second = [op for op in _top_level(ops, "util.initializer")][:2]
    assert "2.0" in str(first.get_attr("value")) and "5.0" in str(second.get_attr("value"))
    func = _top_level(ops, "util.func")
    consts = [op for op in func if op.name == "arith.constant"]
    # 255, 8 and 9 moved to the front; 0 was first already; the copy of 0
    # inside the execute region is gone and the region has no constants.
    assert [str(op.get_attr("value")).split(":")[0].strip() for op in consts] == ["255", "8", "9", "0"]
    assert func.index(consts[-1]) == 3
    execute = next(op for op in ops if op.name == "stream.async.execute")
    assert not any(op.name == "arith.constant" for op in execute.walk(WalkOrder.PRE))


def test_resource_size_folds_and_breaks_the_cycle():
    ops = _scheduled_ops("resource_size_of_partition_result")
    assert not any(op.name == "stream.resource.size" for op in ops)
    executes = [op for op in ops if op.name == "stream.async.execute"]
    assert len(executes) == 2
    # The stored size is the constant's size operand.
    size_store = next(op for op in ops if op.name == "util.global.store"
                      and str(op.get_attr("global")) == "@filled_size")
    assert size_store.operand(0).owner.name == "arith.constant"
    # The first region still yields the constant (read by its transfer),
    # though nothing outside uses that result.
    first = executes[0]
    assert len(first.results) == 3 and not first.results[0].has_uses


def test_unused_result_stays_after_its_host_user_folds():
    ops = _scheduled_ops("unused_result_stays")
    assert not any(op.name == "arith.select" for op in ops)
    execute = next(op for op in ops if op.name == "stream.async.execute")
    assert len(execute.results) == 3
    assert not execute.results[0].has_uses and execute.results[1].has_uses


def test_unused_result_of_a_cloned_splat_stays():
    ops = _scheduled_ops("unused_result_of_cloned_splat")
    executes = [op for op in ops if op.name == "stream.async.execute"]
    first = executes[0]
    body = [op.name for op in first.regions[0].blocks[0]]
    assert body == ["stream.async.splat", "stream.async.splat", "stream.yield"]
    assert len(first.results) == 3 and not first.results[0].has_uses and first.results[1].has_uses
    # The dispatch that read the first splat (in a later region) had no
    # users and is gone; only the last dispatch remains.
    dispatches = [str(o.get_attr("entry_points")) for o in ops if o.name == "stream.async.dispatch"]
    assert len(dispatches) == 1 and "last" in dispatches[0]


def test_a_fold_that_makes_an_execute_read_its_own_result_is_an_error(tmp_path):
    # Cycle through a host select of two equal operands: iree-opt 3.2.0's
    # cleanup folds the select and its verifier rejects the execute (it
    # awaits its own timepoint); ours reports the cycle.
    src = tmp_path / "cycle.mlir"
    src.write_text(
        "util.func public @f(%c: i1) -> !stream.resource<transient> {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        "  %c16 = arith.constant 16 : index\n  %c7 = arith.constant 7 : i32\n"
        "  %0 = stream.async.splat %c7 : i32 -> !stream.resource<transient>{%c16}\n"
        "  %1 = arith.select %c, %0, %0 : !stream.resource<transient>\n"
        "  %2 = stream.async.dispatch @ex::@e0[%c1](%0[%c0 to %c16 for %c16], %1[%c0 to %c16 for %c16]) : "
        "(!stream.resource<transient>{%c16}, !stream.resource<transient>{%c16}) -> !stream.resource<transient>{%c16}\n"
        "  util.return %2 : !stream.resource<transient>\n}\n")
    out, err = io.StringIO(), io.StringIO()
    code = run_tool([str(src), "-p", "schedule-execution"], stdout=out, stderr=err)
    assert code != 0
    assert "use a value before its definition" in err.getvalue()


#===----------------------------------------------------------------------===#
# Divergence S10: arithmetic on constants is not folded
#===----------------------------------------------------------------------===#

ARITH = """util.func public @offset(%base: index) -> index {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %m = arith.muli %c5, %c6 : index
  %sum = arith.addi %base, %m : index
  util.return %sum : index
}
"""


def test_arith_on_constants_is_kept(tmp_path):
    src = tmp_path / "arith.mlir"
    src.write_text(ARITH)
    ops = list(parse_module(_schedule(src)).walk(WalkOrder.PRE))
    assert [op.name for op in ops if op.name.startswith("arith.")] == [
        "arith.constant", "arith.constant", "arith.muli", "arith.addi"]


def test_iree_opt_folds_arith_on_constants():
    if iree_opt() is None and not in_ci():
        pytest.skip("iree-opt 3.2.0 (the test extra) is not installed")
    result = run_iree_opt([IREE_PIPELINE], ARITH)
    assert result.returncode == 0, result.stderr
    assert "arith.muli" not in result.stdout and "arith.constant 30 : index" in result.stdout


#===----------------------------------------------------------------------===#
# Divergence S4: no scf canonicalization
#===----------------------------------------------------------------------===#

SCF_IF = """util.func public @pick(%c: i1, %in: !stream.resource<external>, %n: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %a = stream.async.dispatch @ex::@a(%in[%c0 to %n for %n]) : (!stream.resource<external>{%n}) -> !stream.resource<external>{%n}
  %b = stream.async.dispatch @ex::@b(%in[%c0 to %n for %n]) : (!stream.resource<external>{%n}) -> !stream.resource<external>{%n}
  %r = scf.if %c -> !stream.resource<external> {
    util.optimization_barrier %a : !stream.resource<external>
    scf.yield %b : !stream.resource<external>
  } else {
    scf.yield %a : !stream.resource<external>
  }
  util.return %r : !stream.resource<external>
}
"""


def test_scf_if_yielding_values_is_kept(tmp_path):
    src = tmp_path / "if.mlir"
    src.write_text(SCF_IF)
    ops = list(parse_module(_schedule(src)).walk(WalkOrder.PRE))
    ifs = [op for op in ops if op.name == "scf.if"]
    assert len(ifs) == 1 and len(ifs[0].results) == 1
    assert not any(op.name == "arith.select" for op in ops)


def test_iree_opt_turns_the_scf_if_into_a_select():
    if iree_opt() is None and not in_ci():
        pytest.skip("iree-opt 3.2.0 (the test extra) is not installed")
    result = run_iree_opt([IREE_PIPELINE], SCF_IF)
    assert result.returncode == 0, result.stderr
    assert "arith.select" in result.stdout and "scf.if %arg0 {" in result.stdout


def test_unused_global_loads_are_erased():
    ops = _scheduled_ops("unused_global_loads_erased")
    loads = [op for op in ops if op.name == "util.global.load"]
    assert len(loads) == 1 and loads[0].results[0].has_uses


#===----------------------------------------------------------------------===#
# Divergence S11: splat-valued constants stay constants
#===----------------------------------------------------------------------===#

SPLAT_CONSTANT = """util.global private @z : !stream.resource<constant>
util.initializer {
  %c16 = arith.constant 16 : index
  %zeros = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c16} = dense<0> : tensor<4xi32>
  util.global.store %zeros, @z : !stream.resource<constant>
  util.return
}
"""


def test_splat_valued_constant_stays_a_constant(tmp_path):
    src = tmp_path / "splat_constant.mlir"
    src.write_text(SPLAT_CONSTANT)
    ops = list(parse_module(_schedule(src)).walk(WalkOrder.PRE))
    names = [op.name for op in ops]
    assert "stream.async.constant" in names and "stream.async.splat" not in names


def test_iree_opt_turns_a_splat_valued_constant_into_a_narrowed_splat():
    if iree_opt() is None and not in_ci():
        pytest.skip("iree-opt 3.2.0 (the test extra) is not installed")
    result = run_iree_opt([IREE_PIPELINE], SPLAT_CONSTANT)
    assert result.returncode == 0, result.stderr
    assert "stream.async.splat %c0_i8 : i8" in result.stdout and "stream.async.constant" not in result.stdout
