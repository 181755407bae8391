"""The custom syntax and generic form of IREE's host ops, against what
iree-opt 3.2.0 and 3.13 print (tests/data/ops/syntax/, recorded by
tests/data/ops/record_syntax.py):

* `<name>.<release>.mlir` (iree-opt's `--mlir-print-local-scope` printing)
  is read and printed back byte for byte;
* `<name>.<release>.generic.mlir` (`--mlir-print-op-generic`) is read and
  printed back byte for byte, and printed in custom form it is
  `<name>.<release>.mlir` (except where executables keep bodies as text,
  docs/divergences.md R3);
* with the binaries at hand, the recorded files are still what they print.

A file that uses an op in tests/data/ops/coverage.json's missing list is
expected to be rejected at such an op (the test then checks that, and
starts checking the round trips once the op is defined and removed from
the list).
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
from pathlib import Path
from typing import List, Set

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.ir.diagnostics import DiagnosticError
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, require_iree_opt_current

REPO = Path(__file__).resolve().parents[2]
OPS = REPO / "tests" / "data" / "ops"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(f"ops_{name}", OPS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RECORD = _script("record_syntax")
COVERAGE = json.loads((OPS / "coverage.json").read_text())
MISSING = {name for names in COVERAGE["missing"].values() for name in names}
CASES = [(path, name, release) for path, name, releases in RECORD.inputs() for release in releases]
IDS = [f"{name}.{release}" for _, name, release in CASES]
KEEPS_TEXT = {"hal.executable", "hal.executable.source"}
UNREADABLE = "hal_unreadable_"
"""Examples whose custom printing iree-opt cannot read back (an empty
binding or device list): dfx prints the same text and rejects it too."""


def _text(path: Path) -> str:
    return path.read_text().rstrip("\n") + "\n"


def _ops_of(generic_text: str) -> Set[str]:
    return set(re.findall(r'"([a-z_][\w$]*(?:\.[\w$]+)+)"\(', generic_text))


def _missing_ops(name: str, release: str) -> List[str]:
    _, generic = RECORD.outputs(name, release)
    return sorted(_ops_of(generic.read_text()) & MISSING)


def _expect_rejected_at_missing_op(path: Path, missing: List[str]) -> None:
    with pytest.raises(DiagnosticError) as info:
        parse_module(path.read_text(), str(path))
    assert any(f"'{op}'" in str(info.value) for op in missing), str(info.value)


def test_cases_cover_both_releases():
    assert {r for _, _, r in CASES} == set(RECORD.RELEASES)
    assert len(CASES) >= 25


@pytest.mark.parametrize("path, name, release", CASES, ids=IDS)
def test_custom_form_round_trip(path, name, release):
    custom, _ = RECORD.outputs(name, release)
    missing = _missing_ops(name, release)
    if missing:
        _expect_rejected_at_missing_op(custom, missing)
        return
    if name.startswith(UNREADABLE):
        with pytest.raises(DiagnosticError):
            parse_module(custom.read_text(), str(custom))
        return
    module = parse_module(custom.read_text(), str(custom))
    assert print_module(module) == _text(custom)


# Generic forms of other helpers' ops not read yet (strict: remove the row
# when it passes).
KNOWN_GENERIC: dict = {}
GENERIC_CASES = [pytest.param(*case, id=i, marks=[pytest.mark.xfail(strict=True, reason=KNOWN_GENERIC[i])]
                              if i in KNOWN_GENERIC else []) for case, i in zip(CASES, IDS)]


@pytest.mark.parametrize("path, name, release", GENERIC_CASES)
def test_generic_form_round_trip_and_custom_printing(path, name, release):
    custom, generic = RECORD.outputs(name, release)
    missing = _missing_ops(name, release)
    if missing:
        return  # the custom-form test checks the rejection
    module = parse_module(generic.read_text(), str(generic))
    assert print_module(module, generic=True) == _text(generic)
    if _ops_of(generic.read_text()) & KEEPS_TEXT:
        # Bodies inside executables are kept as text: read in generic form
        # they keep the input's value names (docs/divergences.md R3).
        return
    assert print_module(module) == _text(custom)


def _binary(release: str) -> str:
    if release == "v3_2":
        exe = iree_opt()
        if exe is None:
            pytest.skip("iree-opt 3.2.0 is not installed")
        return exe
    return require_iree_opt_current()


@pytest.mark.parametrize("path, name, release", CASES, ids=IDS)
def test_recorded_files_are_what_iree_opt_prints(path, name, release):
    binary = _binary(release)
    custom, generic = RECORD.outputs(name, release)
    assert RECORD.run(binary, path, generic=False) == custom.read_text()
    assert RECORD.run(binary, path, generic=True) == generic.read_text()
    if name.startswith(UNREADABLE):
        proc = subprocess.run([binary, str(custom)], capture_output=True, text=True, timeout=120)
        assert proc.returncode != 0
