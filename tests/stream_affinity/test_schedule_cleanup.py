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
