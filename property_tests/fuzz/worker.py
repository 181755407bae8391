"""Worker process of the fuzz harness: runs the command-line tools in process.

Started by `harness.Worker` as `python -m property_tests.fuzz.worker`. It
reads one JSON request per line (`{"tool": "annotate-affinities" |
"dfx-opt", "argv": [...]}`) and answers one JSON line (`{"code", "stdout",
"stderr"}`), calling `stream_affinity.cli.annotate_main` or
`dfx.driver.cli.dfx_opt_main` exactly as the console scripts do, with
`sys.stdout` / `sys.stderr` redirected to strings.

Why a separate process rather than the test process: a run that hangs is
killed (and the worker restarted) without losing the campaign; a run that
crashes the interpreter (a C stack overflow) is reported instead of taking
pytest down; and the tools run at the stack depth of the console scripts
(not under pytest's and Hypothesis' frames), so recursion limits are hit
exactly where a user would hit them. Starting a process per run costs about
0.4 s; a request to the worker costs milliseconds.

The protocol uses private duplicates of file descriptors 0 and 1; the
originals are pointed at /dev/null so nothing the tools print can corrupt
it. File descriptor 2 is the worker's log (fatal-signal tracebacks from
`faulthandler`), which the harness reads when the worker dies.
"""

from __future__ import annotations

import contextlib
import faulthandler
import io
import json
import os
import sys
import traceback
from pathlib import Path


def _limit_memory() -> None:
    limit = int(os.environ.get("DFX_FUZZ_MEMORY_MB", "4096")) * 1024 * 1024
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, ValueError, OSError):
        pass


def _tools():
    from dfx.driver.cli import dfx_opt_main
    from stream_affinity.cli import annotate_main

    return {"annotate-affinities": annotate_main, "dfx-opt": dfx_opt_main}


def serve() -> None:
    requests = os.fdopen(os.dup(0), "rb")
    answers = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    sys.stdin = open(os.devnull, encoding="utf-8")
    faulthandler.enable(file=sys.__stderr__)
    _limit_memory()
    tools = _tools()
    for line in requests:
        request = json.loads(line)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = tools[request["tool"]](request["argv"])
            except SystemExit as e:  # the tools return their code; this is a bug too
                code = e.code if isinstance(e.code, int) else 2
                err.write(f"worker: the tool raised SystemExit({e.code!r})\n")
            except BaseException:  # noqa: BLE001 - escaped the tool's own handler: report it
                code = -1
                err.write("worker: exception escaped the tool\n" + traceback.format_exc())
        answer = {"code": code, "stdout": out.getvalue(), "stderr": err.getvalue()}
        answers.write(json.dumps(answer).encode("utf-8", "surrogatepass") + b"\n")
        answers.flush()


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    serve()
