"""`run_console`: how the installed console scripts end their process."""

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "multi_device_mul.mlir"


def _run(body: str):
    code = "from dfx.driver.cli import run_console\n" + body
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)


@pytest.mark.parametrize("returned, status", [("0", 0), ("3", 3), ("None", 0)])
def test_the_exit_status_is_what_main_returns(returned, status):
    assert _run(f"run_console(lambda: {returned})").returncode == status


@pytest.mark.parametrize("raised, status, stderr", [("SystemExit(2)", 2, ""), ("SystemExit(None)", 0, ""),
                                                     ("SystemExit('bad usage')", 1, "bad usage\n")])
def test_system_exit_keeps_its_meaning(raised, status, stderr):
    body = f"def main():\n    raise {raised}\nrun_console(main)\n"
    proc = _run(body)
    assert (proc.returncode, proc.stderr) == (status, stderr)


def test_buffered_output_is_flushed_before_the_process_ends():
    body = ("import sys\ndef main():\n    sys.stdout.write('x' * 100000)\n    sys.stderr.write('tail')\n"
            "    return 0\nrun_console(main)\n")
    proc = _run(body)
    assert proc.returncode == 0 and proc.stdout == "x" * 100000 and proc.stderr == "tail"


def test_the_collector_is_off_while_main_runs():
    assert _run("import gc\nrun_console(lambda: 7 if gc.isenabled() else 0)").returncode == 0


def test_an_escaping_exception_takes_the_ordinary_exit_with_its_traceback():
    proc = _run("def main():\n    raise RuntimeError('boom')\nrun_console(main)\n")
    assert proc.returncode == 1 and "RuntimeError: boom" in proc.stderr and "Traceback" in proc.stderr


@pytest.mark.parametrize("module, argv", [("stream_affinity", [str(EXAMPLE)])])
def test_the_module_entry_point_prints_the_whole_result(module, argv):
    from stream_affinity.cli import annotate_main
    import io

    out = io.StringIO()
    assert annotate_main(argv, stdout=out) == 0
    proc = subprocess.run([sys.executable, "-m", module, *argv], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout == out.getvalue()
