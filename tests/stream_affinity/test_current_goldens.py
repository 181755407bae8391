"""Programs of the ops and forms `--rules current` handles as iree-compile
3.13 does, pass by pass (tests/stream_affinity/data/current/<pass>/).

Each `NAME.mlir` starts with `// FLAGS: ...`, the dfx-opt / iree-opt flags
it runs with; `NAME.expected.mlir` is what iree-opt 3.13 prints for it
(with `--mlir-print-local-scope`), generated once and re-derived here when
iree-opt 3.13 is available. `dfx-opt --rules current` must print exactly
that text.
"""

import io
import shlex
import subprocess
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

DATA = Path(__file__).parent / "data" / "current"
PROGRAMS = sorted(p for p in DATA.glob("*/*.mlir") if not p.name.endswith(".expected.mlir"))


def _flags(path: Path):
    first = path.read_text().splitlines()[0]
    assert first.startswith("// FLAGS:"), path
    return shlex.split(first[len("// FLAGS:"):])


def _ident(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _expected(path: Path) -> Path:
    return path.with_name(path.stem + ".expected.mlir")


def test_every_program_has_its_expected_output():
    assert {p.parent.name for p in PROGRAMS} >= {"conversion"}
    for path in PROGRAMS:
        assert _expected(path).exists(), path


@pytest.mark.parametrize("path", PROGRAMS, ids=_ident)
def test_prints_as_iree_opt_current(path):
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(["--rules", "current", "--mlir-print-local-scope"] + _flags(path) + [str(path)], prog="dfx-opt",
                    stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    assert out.getvalue() == _expected(path).read_text()


@pytest.mark.parametrize("path", PROGRAMS, ids=_ident)
def test_expected_output_is_iree_opt_current_output(path, iree_opt_current_path):
    ref = subprocess.run([iree_opt_current_path, "--mlir-print-local-scope"] + _flags(path) + [str(path)],
                         capture_output=True, text=True, timeout=300)
    assert ref.returncode == 0, ref.stderr
    assert ref.stdout == _expected(path).read_text()
