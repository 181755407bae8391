"""Shared test configuration: locating ../shared and running FileCheck."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("DFX_SHARED_DIR", REPO.parent / "shared"))
REFERENCE = SHARED / "reference"


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
