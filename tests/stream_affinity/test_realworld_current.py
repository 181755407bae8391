"""The `current` rules on real 3.13 programs (docs/realworld.md, docs/rules.md):

* convert: every iree-compile 3.13 flow dump through `dfx-opt --rules
  current --iree-stream-conversion` gives what `iree-opt
  --iree-stream-conversion` 3.13 gives, both printed by iree-opt 3.13;
* encode: what iree-opt 3.13 converts each flow dump to, through `dfx-opt
  --rules current -p encode-host-tensors`, gives what 3.13's own
  `--iree-stream-encode-host-tensors` gives;
* schedule: every 3.13 stream dump (the module right before
  schedule-execution) through `dfx-opt --rules current -p
  schedule-execution` gives what iree-opt 3.13's pass gives (run on each
  callable, as iree-compile runs it), both printed by iree-opt 3.13.

The corpora: tests/data/realworld/v3.13 and, when present, the 3.13 dumps
of tests/data/frontends (any `v3.13` folder below it).
"""

import io
import subprocess
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

from ..conftest import REPO

DATA = REPO / "tests" / "data"
_DUMPS = sorted(DATA.glob("realworld/v3.13/*.mlir")) + sorted(DATA.glob("frontends/**/v3.13/*.mlir"))
FLOW = [p for p in _DUMPS if p.name.endswith(".flow.mlir")]
STREAM = [p for p in _DUMPS if p.name.endswith(".stream.mlir")]
SCHEDULE_PIPELINE = ("--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution),"
                     "util.initializer(iree-stream-schedule-execution))")


def _ours(path: Path, args):
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(["--rules", "current"] + list(args) + [str(path)], prog="dfx-opt", stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def _iree(exe, args, text=None, path=None):
    result = subprocess.run([exe, "--mlir-print-local-scope"] + list(args) + [str(path) if path else "-"],
                            input=text, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[:2000]
    return result.stdout


def _ident(path: Path) -> str:
    return str(path.relative_to(DATA))


# Cases that differ from iree-opt 3.13 today: (check, path under tests/data) -> what differs.
KNOWN_DIFFERENCES = {}


def _cases(paths, check):
    """|paths| as test cases; a frontend-corpus file that does not even
    round-trip today (a row of test_frontends.KNOWN_FAILURES) is a strict
    xfail, so the case fails once the file reads."""
    from .test_frontends import CORPUS as FRONTENDS

    out = []
    for path in paths:
        marks = ()
        if (check, _ident(path)) in KNOWN_DIFFERENCES:
            marks = pytest.mark.xfail(strict=True, reason=KNOWN_DIFFERENCES[check, _ident(path)])
        elif path.is_relative_to(FRONTENDS.root):
            known = FRONTENDS.known_failure("round_trip", str(path.relative_to(FRONTENDS.root)))
            if known is not None:
                marks = pytest.mark.xfail(strict=True, reason=f"does not read yet: {known[0]}")
        out.append(pytest.param(path, marks=marks, id=_ident(path)))
    return out


def test_corpus_is_present():
    assert len(FLOW) >= 14 and len(STREAM) >= 14


@pytest.mark.parametrize("path", _cases(FLOW, "convert"))
def test_convert_matches_iree_opt_current(path, iree_opt_current_path):
    ours = _iree(iree_opt_current_path, [], text=_ours(path, ["--iree-stream-conversion"]))
    assert ours == _iree(iree_opt_current_path, ["--iree-stream-conversion"], path=path)


@pytest.mark.parametrize("path", _cases(STREAM, "schedule"))
def test_schedule_matches_iree_opt_current(path, iree_opt_current_path):
    ours = _iree(iree_opt_current_path, [], text=_ours(path, ["-p", "schedule-execution"]))
    assert ours == _iree(iree_opt_current_path, [SCHEDULE_PIPELINE], path=path)


@pytest.mark.parametrize("path", _cases(FLOW, "encode"))
def test_encode_matches_iree_opt_current(path, iree_opt_current_path):
    """encode-host-tensors --rules current on what iree-opt 3.13 converts
    the dump to gives what 3.13's own encoding gives (both printed by
    iree-opt 3.13)."""
    converted = _iree(iree_opt_current_path, ["--iree-stream-conversion"], path=path)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(["--rules", "current", "-p", "encode-host-tensors", "-"], prog="dfx-opt",
                    stdin=io.StringIO(converted), stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    ours = _iree(iree_opt_current_path, [], text=out.getvalue())
    assert ours == _iree(iree_opt_current_path, ["--iree-stream-encode-host-tensors"], text=converted)
