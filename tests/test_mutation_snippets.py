"""tests/mutation/run.py stays usable: every mutation's snippets still
occur exactly once in the current sources (a refactor that moves the code
makes the mutation STALE; this test says so before anyone runs the slow
script), and applying all edits of a mutation changes its file."""

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("mutation_run", REPO / "tests" / "mutation" / "run.py")
mutation_run = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = mutation_run  # dataclasses look their module up
_spec.loader.exec_module(mutation_run)


def test_at_least_the_six_required_mutations():
    names = {m.name for m in mutation_run.MUTATIONS}
    assert {"drop-tied-propagation", "ignore-pinning", "skip-while-after-region", "forget-call-results",
            "flip-transfer-rule", "solver-iterates-a-set"} <= names


@pytest.mark.parametrize("mutation", mutation_run.MUTATIONS, ids=lambda m: m.name)
def test_mutation_snippets_apply(mutation, tmp_path):
    for rel in {rel for rel, _, _ in mutation.edits}:
        dest = tmp_path / "repo" / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text((REPO / rel).read_text())
    assert mutation_run.apply(tmp_path / "repo", mutation) == []
    for rel, old, new in mutation.edits:
        assert old != new
        assert (tmp_path / "repo" / rel).read_text() != (REPO / rel).read_text()
