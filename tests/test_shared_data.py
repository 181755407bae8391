"""The shared reference folder is found relative to the checkout (or through
$DFX_SHARED_DIR), and its absence is loud under CI (issue 14, task 4)."""

import os
import re
from pathlib import Path

import pytest

from . import conftest
from .conftest import REPO, SHARED, in_ci, reference_path, shared_path

TESTS = Path(__file__).resolve().parent


def test_shared_folder_is_present():
    # Fails under CI, skips with the reason elsewhere, when it is missing.
    reference = reference_path("annotate_affinities.mlir")
    assert reference.is_file() and reference.read_text().count("// -----") > 5
    assert shared_path("seeds").is_dir()


def test_missing_shared_data_fails_under_ci_and_skips_elsewhere(monkeypatch, tmp_path):
    monkeypatch.setattr(conftest, "SHARED", tmp_path / "no-shared")
    monkeypatch.setenv("CI", "true")
    assert in_ci()
    with pytest.raises(pytest.fail.Exception, match="shared reference data not found: .*no-shared/reference/x.mlir"):
        reference_path("x.mlir")
    monkeypatch.delenv("CI")
    assert not in_ci()
    with pytest.raises(pytest.skip.Exception, match=r"shared reference data not found: .*\$DFX_SHARED_DIR"):
        shared_path("seeds", "x.txt")


def test_default_shared_folder_is_next_to_the_checkout():
    if "DFX_SHARED_DIR" in os.environ:
        assert SHARED == Path(os.environ["DFX_SHARED_DIR"])
    else:
        assert SHARED == REPO.parent / "shared"


def test_no_test_spells_a_machine_specific_path():
    """Paths into the shared folder come from conftest, not literals."""
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"""["'](/work/|/home/|/root/|/tmp/)""", line):
                offenders.append(f"{path.relative_to(REPO)}:{n}: {line.strip()}")
    assert offenders == []
