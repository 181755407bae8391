"""Fuzz properties over malformed and adversarial inputs (docs/fuzzing.md).

* every tool configuration ends with exit code 0 or 1, never an internal
  error, a crash or a hang, and locates every error it reports
  (`harness.check_outcome`);
* the tools print the same bytes in two processes with different hash
  seeds;
* our round trip accepts an input exactly when iree-opt 3.2.0 does, up to
  the documented differences of known.py.

Inputs come from `strategies.mutants()` after the explicit examples of
issue 14 (corpus.py). The tools run in worker processes (harness.Worker);
a failing input is also written to $DFX_FUZZ_FAILURES (default: the
temporary directory's `dfx-fuzz-failures/`) with the commands that
reproduce it.
"""

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import example, given, settings

from ..support import budget
from . import corpus, harness
from .strategies import Mutant, mutants

HANG_GUARD = 60.0
"""Seconds after which a run counts as hung: a guard against inputs that
never finish (it kills the worker), not a performance check; the long
campaign uses 20 s."""

SUITE_MUTANTS = mutants(weights=(8, 1, 1))
"""Fewer deep and huge inputs than the long campaign (a 5,000-deep program
takes seconds once it parses); every family still shows up."""

FAILURES = Path(os.environ.get("DFX_FUZZ_FAILURES") or Path(tempfile.gettempdir()) / "dfx-fuzz-failures")

_inputs = None


def inputs() -> harness.Inputs:
    global _inputs
    if _inputs is None:
        _inputs = harness.Inputs()
    return _inputs


def _is_final_run() -> bool:
    """True when Hypothesis replays the failing example it reports (save
    the input then only, not for every shrinking step)."""
    try:
        from hypothesis.control import current_build_context

        return current_build_context().is_final
    except Exception:  # noqa: BLE001 - outside Hypothesis, or the internals moved: save anyway
        return True


def fail_with(mutant: Mutant, problems, group: str) -> None:
    saved = ""
    if _is_final_run():
        signature = getattr(problems[0], "signature", group)
        path = harness.save_failure(FAILURES, group, signature, mutant.data, mutant.describe(), problems)
        saved = str(path)
    raise AssertionError(harness.failure_report(mutant.data, mutant.describe(), problems, saved))


def with_examples(cases):
    def decorate(test):
        for case in reversed(cases):
            test = example(case)(test)
        return test
    return decorate


@settings(max_examples=budget(60))
@with_examples(corpus.CRASHES + corpus.LOCATIONS)
@given(SUITE_MUTANTS)
def test_no_internal_error_and_every_error_located(mutant):
    results = harness.run_configs(mutant.data, inputs(), harness.worker("0"), timeout=HANG_GUARD)
    problems = [p for _, found in results.values() for p in found]
    if problems:
        fail_with(mutant, problems, "property")


@settings(max_examples=budget(10))
@given(SUITE_MUTANTS)
def test_output_does_not_depend_on_the_process(mutant):
    first = harness.run_configs(mutant.data, inputs(), harness.worker("0"), timeout=HANG_GUARD)
    second = harness.run_configs(mutant.data, inputs(), harness.worker("1"), timeout=HANG_GUARD)
    problems = []
    for config in harness.CONFIGS:
        problems += harness.nondeterminism(config, inputs().path, first[config.name][0], second[config.name][0])
    if problems:
        fail_with(mutant, problems, "nondeterministic")


# Skipped only outside CI: under CI (the `CI` environment variable) a
# missing iree-opt fails the test, as in property_tests/test_differential.py.
@pytest.mark.skipif(harness.reference_binary() is None and not os.environ.get("CI"),
                    reason="iree-opt (the test extra) is not installed")
@settings(max_examples=budget(20))
@with_examples(corpus.ACCEPTANCE)
@given(SUITE_MUTANTS)
def test_acceptance_matches_iree_opt(mutant):
    path = inputs().write(mutant.data)
    ours = harness.worker("0").run(harness.ROUNDTRIP, path, HANG_GUARD)
    status, disagreement = harness.differential(path, mutant.data, ours)
    if disagreement is not None and disagreement.known is None:
        fail_with(mutant, [disagreement], disagreement.direction)
