"""Reading the upstream reference test files split into their chunks."""

from pathlib import Path
from typing import List, Tuple

from dfx.driver.cli import split_input

from .conftest import REFERENCE


def reference_chunks(name: str) -> List[Tuple[str, int]]:
    """[(chunk text, line offset)] of reference/|name|."""
    path = REFERENCE / name
    return split_input(path.read_text())


def chunk_label(text: str, index: int) -> str:
    for line in text.splitlines():
        if "CHECK-LABEL:" in line:
            return line.split("CHECK-LABEL:", 1)[1].strip().lstrip("@")
    return f"chunk{index}"
