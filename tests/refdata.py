"""Reading the upstream reference test files split into their chunks."""

import os
import shlex
import shutil
from pathlib import Path
from typing import List, Tuple

from dfx.driver.cli import split_input

from .conftest import REFERENCE, filecheck_binary, reference_path


def reference_chunks(name: str) -> List[Tuple[str, int]]:
    """[(chunk text, line offset)] of reference/|name|, inside a test: a
    missing file skips the test with the reason (fails it under CI)."""
    return split_input(reference_path(name).read_text())


def collected_reference_chunks(name: str) -> List[Tuple[str, int]]:
    """The same, while tests are collected (parametrize lists): a missing
    file gives no chunks outside CI (pytest reports the parametrized test
    as skipped, empty parameter set; the chunk-count tests then skip with
    the reason) and stops the run under CI, where ../shared must exist."""
    path = REFERENCE / name
    if not path.exists():
        if os.environ.get("CI"):
            raise FileNotFoundError(f"reference file {path} is missing (set DFX_SHARED_DIR)")
        return []
    return split_input(path.read_text())


def chunk_label(text: str, index: int) -> str:
    for line in text.splitlines():
        if "CHECK-LABEL:" in line:
            return line.split("CHECK-LABEL:", 1)[1].strip().lstrip("@")
    return f"chunk{index}"


def run_line_flags(path) -> List[str]:
    """The iree-opt flags of the RUN line of the test file |path| (between
    `iree-opt` and `%s`)."""
    first = Path(path).read_text().splitlines()[0]
    words = shlex.split(first.split("RUN:", 1)[1].split("|", 1)[0])
    assert words[0] == "iree-opt" and words[-1] == "%s"
    return words[1:-1]


def llvm_filecheck() -> str:
    """LLVM's FileCheck when installed (the PyPI port mis-handles some
    CHECK-NOT ranges), else the PyPI `filecheck`."""
    for exe in ("FileCheck", "FileCheck-14", "FileCheck-15", "FileCheck-16"):
        path = shutil.which(exe)
        if path:
            return path
    return filecheck_binary()
