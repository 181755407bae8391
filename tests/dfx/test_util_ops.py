"""IREE's `util` ops as iree-opt 3.2.0 and 3.13 print them.

Data (tests/dfx/data/util_ops/): `v3_2/*.mlir` is text as iree-opt 3.2.0
prints it, `v3_13/*.mlir` as iree-opt 3.13 prints it (ops or spellings
3.2.0 does not know, and the 3.13 printing of the others); each with its
generic form (`*.generic`) as the same binary prints it. dfx must print
both forms back byte for byte and read either; with the binaries
installed, each file is also checked to be the binary's fixed point and
the generic files to be the binary's generic printing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, iree_opt_current, run_iree_opt, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "util_ops"
V32 = sorted((DATA / "v3_2").glob("*.mlir"))
V313 = sorted((DATA / "v3_13").glob("*.mlir"))


def test_data_present():
    assert V32 and V313
    for path in V32 + V313:
        assert path.with_suffix(".generic").exists(), path


def _check(path: Path, run, seed: bool) -> None:
    text = path.read_text()
    generic = path.with_suffix(".generic").read_text()
    module = parse_module(text, str(path))
    assert print_module(module) == text
    assert print_module(module, generic=True) == generic
    # The generic form reads back into the same module (printed in custom
    # form with 3.2.0's spellings: the generic form does not tell).
    if seed:
        assert print_module(parse_module(generic, str(path))) == text
    assert print_module(parse_module(generic, str(path)), generic=True) == generic
    if run is not None:
        proc = run([], text)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.rstrip("\n") == text.rstrip("\n")
        proc = run(["--mlir-print-op-generic"], text)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.rstrip("\n") == generic.rstrip("\n")


@pytest.mark.parametrize("path", V32, ids=[p.stem for p in V32])
def test_v3_2_printing(path):
    _check(path, run_iree_opt if iree_opt() is not None else None, seed=True)


@pytest.mark.parametrize("path", V313, ids=[p.stem for p in V313])
def test_v3_13_printing(path):
    _check(path, run_iree_opt_current if iree_opt_current() is not None else None, seed=False)


#===----------------------------------------------------------------------===#
# Verifier: what iree-opt 3.2.0 rejects, with its message
#===----------------------------------------------------------------------===#

INVALID = [c for c in (DATA / "invalid.mlir").read_text().split("// -----\n")]


@pytest.mark.parametrize("chunk", INVALID, ids=[str(i) for i in range(len(INVALID))])
def test_invalid_ops_rejected_as_iree_opt_does(chunk):
    from dfx.ir.diagnostics import DiagnosticError
    expected = chunk.splitlines()[0].split("// error: ", 1)[1]
    with pytest.raises(DiagnosticError) as info:
        parse_module(chunk)
    assert info.value.diagnostic.message == expected
    if iree_opt() is not None:
        proc = run_iree_opt([], chunk)
        assert proc.returncode == 1 and f"error: {expected}" in proc.stderr
