"""Shared test configuration: locating ../shared and running FileCheck.

The shared reference data (upstream test files, seed gists) lives outside
the repository: `$DFX_SHARED_DIR`, by default `<repo>/../shared`. Tests get
paths in it through `shared_path` / `reference_path`, never by spelling an
absolute path: when the folder is missing, a test fails under CI (the `CI`
environment variable is set) and is skipped with the reason elsewhere.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("DFX_SHARED_DIR", REPO.parent / "shared"))
REFERENCE = SHARED / "reference"


def in_ci() -> bool:
    """Whether the tests run under CI (the `CI` environment variable is set
    to a non-empty value, as CI services do)."""
    return bool(os.environ.get("CI"))


def missing_shared_data(path: Path) -> None:
    """Ends the calling test because |path| (shared reference data) is
    missing: a failure under CI, a skip with the reason elsewhere."""
    message = (f"shared reference data not found: {path} (the shared folder is $DFX_SHARED_DIR, "
               f"by default <repo>/../shared = {REPO.parent / 'shared'})")
    if in_ci():
        pytest.fail(message + "; it is required under CI", pytrace=False)
    pytest.skip(message)


def shared_path(*parts: str) -> Path:
    """SHARED/|parts|, which must exist (see `missing_shared_data`)."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        missing_shared_data(path)
    return path


def reference_path(name: str) -> Path:
    """The upstream reference file SHARED/reference/|name| (must exist)."""
    return shared_path("reference", name)


@pytest.fixture(scope="session")
def iree_opt_current_path() -> str:
    """Path of iree-opt 3.13.0, the reference of `--rules current` (found
    or installed by `tests.iree.iree_opt_current`); a failure under CI and a
    skip with the reason elsewhere when it cannot be had."""
    from tests.iree import require_iree_opt_current

    return require_iree_opt_current()


def filecheck_binary() -> str:
    """Path of the `filecheck` console script from the PyPI `filecheck` package."""
    exe = shutil.which("filecheck")
    if exe is None:
        candidate = Path(sys.executable).parent / "filecheck"
        if candidate.exists():
            exe = str(candidate)
    if exe is None:
        pytest.fail("the `filecheck` package is not installed (pip install '.[test]')")
    return exe


def run_filecheck(check_text: str, output: str, tmp_path: Path, name: str = "check") -> subprocess.CompletedProcess:
    """Runs FileCheck with the CHECK lines of |check_text| against |output|."""
    check_file = tmp_path / f"{name}.mlir"
    check_file.write_text(check_text)
    return subprocess.run([filecheck_binary(), str(check_file)], input=output, text=True,
                          capture_output=True)
