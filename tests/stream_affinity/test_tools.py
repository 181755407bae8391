"""The installed console scripts, run as a user would."""

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "multi_device_mul.mlir"


def _tool(name):
    exe = shutil.which(name)
    if exe is None:
        pytest.fail(f"console script {name} is not installed (pip install '.[test]')")
    return exe


def test_dfx_opt_runs_plugin_passes_like_annotate_affinities():
    a = subprocess.run([_tool("dfx-opt"), "-p", "annotate-affinities", str(EXAMPLE)], capture_output=True, text=True)
    b = subprocess.run([_tool("annotate-affinities"), str(EXAMPLE)], capture_output=True, text=True)
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    assert a.stdout == b.stdout
    assert "stream.affinities = [#hal.device.affinity<@device_b>]" in a.stdout


def test_dfx_opt_lists_plugin_passes():
    out = subprocess.run([_tool("dfx-opt"), "--list-passes"], capture_output=True, text=True).stdout
    assert "annotate-affinities" in out and "schedule-execution" in out


def test_output_file_written_only_on_success(tmp_path):
    out = tmp_path / "out.mlir"
    ok = subprocess.run([_tool("annotate-affinities"), str(EXAMPLE), "-o", str(out)], capture_output=True, text=True)
    assert ok.returncode == 0 and out.read_text().startswith("module")
    bad = tmp_path / "bad.mlir"
    bad.write_text("util.func private @f() {\n  util.return %x : tensor<1xi32>\n}\n")
    out2 = tmp_path / "out2.mlir"
    proc = subprocess.run([_tool("annotate-affinities"), str(bad), "-o", str(out2)], capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{bad}:2:15: error:")
    assert "Traceback" not in proc.stderr
    assert not out2.exists()


def test_schedule_execution_reports_a_partitioning_cycle(tmp_path):
    # Found by property_tests (bug B4): a splat used by a dispatch both
    # directly and through a host select. Upstream's partitioner builds a
    # cycle here and iree-opt's verifier rejects the result; we must fail
    # with a located error too, never print IR that uses a value before its
    # definition.
    from property_tests.regressions import B4_CYCLE_THROUGH_HOST_OP
    src = tmp_path / "b4.mlir"
    src.write_text(B4_CYCLE_THROUGH_HOST_OP)
    out = tmp_path / "out.mlir"
    proc = subprocess.run([_tool("dfx-opt"), "-p", "schedule-execution", str(src), "-o", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    first = proc.stderr.splitlines()[0]
    assert first.startswith(f"{src}:") and "error: scheduling would use a value before its definition" in first
    # At the dispatch, where iree-opt 3.2.0 reports it too: both cleanups
    # fold the select of two equal operands, so the cycle runs through the
    # execute itself.
    assert first.startswith(f"{src}:8:8:") and "stream.async.dispatch" in proc.stderr and "^" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not out.exists()
