"""Access to the reference compilers.

* `iree_opt()`: `iree-opt` from iree-base-compiler 3.2.0, the seed era (the
  test extra installs it next to the tests' Python).
* `iree_opt_current()`: `iree-opt` from iree-base-compiler 3.13.0, the
  reference of `--rules current`. Both cannot share one environment, so it
  is found through `$DFX_IREE_CURRENT` (the path of an `iree-opt` binary of
  that release), or else installed once into
  `<repo>/.cache/iree-base-compiler-3.13.0` with
  `python -m pip install --no-deps --target ...` (under a file lock, so
  parallel runs wait for one installation; `DFX_IREE_CURRENT_INSTALL=0`
  turns the installation off). The wheel carries the real binary next to
  its shared library (`iree/compiler/_mlir_libs/iree-opt`), which is run
  directly: no Python import of the package is needed.

Tests ask for them through `require_iree_opt_current()` (a failure under CI,
a skip with the reason elsewhere), mirroring how a missing 3.2.0 is handled.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import List, Optional, Tuple

REPO = Path(__file__).resolve().parent.parent

IREE_CURRENT_VERSION = "3.13.0"
"""The pinned release of the `current` reference."""
CURRENT_ENV = "DFX_IREE_CURRENT"
CURRENT_INSTALL_ENV = "DFX_IREE_CURRENT_INSTALL"
CURRENT_CACHE = REPO / ".cache" / f"iree-base-compiler-{IREE_CURRENT_VERSION}"
_WHEEL_BINARY = Path("iree") / "compiler" / "_mlir_libs" / "iree-opt"


def _installed_binary() -> Optional[str]:
    """The real `iree-opt` binary inside the installed iree-base-compiler
    package (found without importing it), or None."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("iree.compiler")
    except (ImportError, ValueError):
        return None
    for location in (spec.submodule_search_locations or []) if spec is not None else []:
        binary = Path(location) / "_mlir_libs" / "iree-opt"
        if _is_executable(binary):
            return str(binary)
    return None


def iree_opt() -> Optional[str]:
    """Path of the seed-era `iree-opt`, or None when it is not installed.

    The package's own binary comes first: the `iree-opt` console script is
    a Python wrapper that starts the binary as a child, so a timeout that
    kills the wrapper would leave the binary running."""
    exe = _installed_binary() or shutil.which("iree-opt")
    if exe is None:
        candidate = Path(sys.executable).parent / "iree-opt"
        if candidate.exists():
            exe = str(candidate)
    return exe


def run_iree_opt(args: List[str], text: str, timeout: float = 120) -> subprocess.CompletedProcess:
    exe = iree_opt()
    assert exe is not None, "iree-opt (pip install '.[test]') is required for this test"
    return subprocess.run([exe, *args, "-"], input=text, capture_output=True, text=True, timeout=timeout)


#===----------------------------------------------------------------------===#
# iree-opt 3.13 (the `current` reference)
#===----------------------------------------------------------------------===#

_current: Optional[Tuple[Optional[str], str]] = None  # (path or None, why it is missing)


def _is_executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _install_current() -> Tuple[Optional[str], str]:
    """Installs iree-base-compiler==3.13.0 into CURRENT_CACHE (once; other
    processes wait on the lock and reuse it)."""
    import fcntl

    binary = CURRENT_CACHE / _WHEEL_BINARY
    CURRENT_CACHE.parent.mkdir(parents=True, exist_ok=True)
    with open(CURRENT_CACHE.parent / f"{CURRENT_CACHE.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if _is_executable(binary):
            return str(binary), ""
        staging = Path(tempfile.mkdtemp(prefix=CURRENT_CACHE.name + ".", dir=CURRENT_CACHE.parent))
        try:
            proc = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                                   "--disable-pip-version-check", "--target", str(staging),
                                   f"iree-base-compiler=={IREE_CURRENT_VERSION}"],
                                  capture_output=True, text=True, timeout=1800)
            if proc.returncode != 0 or not _is_executable(staging / _WHEEL_BINARY):
                tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
                return None, (f"could not install iree-base-compiler=={IREE_CURRENT_VERSION} into "
                              f"{CURRENT_CACHE}: " + " | ".join(tail))
            if CURRENT_CACHE.exists():
                shutil.rmtree(CURRENT_CACHE)
            staging.rename(CURRENT_CACHE)  # a complete installation or none
        finally:
            if staging.exists():
                shutil.rmtree(staging, ignore_errors=True)
    return str(binary), ""


def _find_current() -> Tuple[Optional[str], str]:
    given = os.environ.get(CURRENT_ENV)
    if given:
        if _is_executable(Path(given)):
            return given, ""
        return None, f"${CURRENT_ENV} is set to {given}, which is not an executable iree-opt"
    binary = CURRENT_CACHE / _WHEEL_BINARY
    if _is_executable(binary):
        return str(binary), ""
    if os.environ.get(CURRENT_INSTALL_ENV, "1") in ("0", "false", "no"):
        return None, (f"iree-opt {IREE_CURRENT_VERSION} not found (set ${CURRENT_ENV} to its path, or unset "
                      f"${CURRENT_INSTALL_ENV} to let the tests install it into {CURRENT_CACHE})")
    return _install_current()


def iree_opt_current() -> Optional[str]:
    """Path of iree-opt 3.13.0 (found or installed on first call), or None."""
    global _current
    if _current is None:
        _current = _find_current()
    return _current[0]


def iree_opt_current_missing_reason() -> str:
    """Why `iree_opt_current()` is None ("" when it is available)."""
    iree_opt_current()
    assert _current is not None
    return _current[1]


def require_iree_opt_current() -> str:
    """The path of iree-opt 3.13.0; without it the calling test fails under
    CI (the `CI` environment variable) and is skipped with the reason
    elsewhere."""
    import pytest

    exe = iree_opt_current()
    if exe is None:
        message = "the current reference compiler is missing: " + iree_opt_current_missing_reason()
        if os.environ.get("CI"):
            pytest.fail(message + "; it is required under CI", pytrace=False)
        pytest.skip(message)
    return exe


def run_iree_opt_current(args: List[str], text: str, timeout: float = 300) -> subprocess.CompletedProcess:
    """Runs iree-opt 3.13.0 on |text| (standard input)."""
    exe = require_iree_opt_current()
    return subprocess.run([exe, *args, "-"], input=text, capture_output=True, text=True, timeout=timeout)


#===----------------------------------------------------------------------===#
# Reading annotations (both references, and ours)
#===----------------------------------------------------------------------===#

ANNOTATIONS_WITH_USAGE = ("stream.affinities", "stream.affinities.operands", "stream.affinities.results",
                          "stream.affinities.operands.usage", "stream.affinities.results.usage")
"""Every attribute `--rules current` and iree-opt 3.13 write."""

CURRENT_ANNOTATE = ["--iree-stream-annotate-affinities", "--iree-stream-affinity-solver-max-iterations=1000000"]
"""The 3.13 pass with its pass cap out of the way (we have none: R12/R13)."""


def annotations(module) -> List[Tuple[str, dict]]:
    """Per op of |module| in pre-order: (name, {attribute: value}) for the
    affinity annotations it carries. `stream.affinities` is a sorted tuple
    of affinity texts, the others tuples (by position) of sorted tuples."""
    from dfx.ir import WalkOrder

    out = []
    for op in module.walk(WalkOrder.PRE, include_self=False):
        found = {}
        for key in ANNOTATIONS_WITH_USAGE:
            a = op.get_attr(key)
            if a is None:
                continue
            if key == "stream.affinities":
                found[key] = tuple(sorted(str(x) for x in a))
            else:
                found[key] = tuple(tuple(sorted(str(x) for x in entry)) for entry in a)
        out.append((op.name, found))
    return out


def parse_reference_output(text: str):
    """Parses the generic-form output of a reference (printed with
    `--mlir-print-op-generic`: that form does not depend on our custom
    parsers). Not verified: 3.13's generic form of some ops has operand
    segments 3.2.0 (and our verifier) do not know."""
    import stream_affinity  # noqa: F401  (registers the IREE dialects)
    from dfx.syntax.parser import parse_module

    return parse_module(text, verify=False)


def current_reference_annotations(texts: List[str], args: Optional[List[str]] = None) -> List[List[Tuple[str, dict]]]:
    """`annotations` of each of |texts| after iree-opt 3.13's annotation
    pass (one process for all, `--split-input-file`). Fails, showing the
    inputs, when iree-opt does."""
    from dfx.driver.cli import split_input

    proc = run_iree_opt_current(["--split-input-file", "--mlir-print-op-generic",
                                 *(CURRENT_ANNOTATE if args is None else args)],
                                "// -----\n".join(texts))
    if proc.returncode != 0:
        raise AssertionError("iree-opt 3.13 failed (exit %d):\n%s\n--- input ---\n%s"
                             % (proc.returncode, proc.stderr[-4000:], "// -----\n".join(texts)))
    outputs = [chunk for chunk, _ in split_input(proc.stdout)]
    assert len(outputs) == len(texts), (len(outputs), len(texts))
    return [annotations(parse_reference_output(out)) for out in outputs]


def annotation_differences(ours: List[Tuple[str, dict]], theirs: List[Tuple[str, dict]]) -> List[str]:
    """Readable differences between two `annotations` lists of one program."""
    if len(ours) != len(theirs):
        return [f"{len(ours)} ops vs {len(theirs)} ops"]
    out = []
    for i, ((name, a), (other, b)) in enumerate(zip(ours, theirs)):
        if name != other:
            return out + [f"op #{i}: {name} vs {other}"]
        for key in ANNOTATIONS_WITH_USAGE:
            if a.get(key) != b.get(key):
                out.append(f"op #{i} {name}: {key}: ours {a.get(key)} vs reference {b.get(key)}")
    return out
