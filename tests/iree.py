"""Access to the reference compiler (`iree-opt` from iree-base-compiler 3.2.0)."""

import shutil
import subprocess
import sys
from pathlib import Path
from typing import List, Optional


def iree_opt() -> Optional[str]:
    """Path of the seed-era `iree-opt`, or None when it is not installed."""
    exe = shutil.which("iree-opt")
    if exe is None:
        candidate = Path(sys.executable).parent / "iree-opt"
        if candidate.exists():
            exe = str(candidate)
    return exe


def run_iree_opt(args: List[str], text: str, timeout: float = 120) -> subprocess.CompletedProcess:
    exe = iree_opt()
    assert exe is not None, "iree-opt (pip install '.[test]') is required for this test"
    return subprocess.run([exe, *args, "-"], input=text, capture_output=True, text=True, timeout=timeout)
