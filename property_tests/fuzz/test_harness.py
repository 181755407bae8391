"""The fuzz harness judges correctly: each check of the property rejects a
hand-made bad run and accepts a good one, the known-difference table
matches only what it documents, and the generators give what they promise
(valid programs before mutation)."""

import os

import pytest

from . import harness
from .known import REFERENCE_ACCEPTS, REFERENCE_REJECTS, known_difference
from .strategies import HUGE_KINDS, NEST_KINDS, TEMPLATES, huge, nested

PATH = "dir/input.mlir"  # an invented path: the harness only matches it in messages
DATA = b"util.func private @f() {\n  %0 = bogus\n}\n"
GOOD = (f"{PATH}:2:8: error: custom op 'bogus' is unknown\n"
        "  %0 = bogus\n"
        "       ^\n")
ROUNDTRIP = harness.ROUNDTRIP


def problems(stderr: str, code: int = 1, data: bytes = DATA, config=ROUNDTRIP, stdout: str = ""):
    return harness.check_outcome(config, PATH, data, harness.Outcome(code, stdout, stderr))


def kinds(found):
    return sorted({p.kind for p in found})


def test_a_located_error_with_its_line_and_caret_passes():
    assert problems(GOOD) == []
    assert problems("", code=0) == []


def test_an_error_without_a_location_fails():
    found = problems("dfx-opt: error: could not open input file 'x': 'utf-8' codec can't decode byte 0xff\n")
    assert kinds(found) == ["unlocated-error"]
    assert "error without a location" in found[0].signature


@pytest.mark.parametrize("header, why", [
    (f"{PATH}:5:1: error: m\n}}\n^\n", "line outside the input"),
    (f"{PATH}:2:40: error: m\n  %0 = bogus\n" + " " * 39 + "^\n", "column outside its line"),
    (f"{PATH}:1:1: error: m\n  %0 = bogus\n^\n", "shown source line is not that line"),
    (f"{PATH}:2:8: error: m\n  %0 = bogus\n   ^\n", "caret not under the column"),
    (f"{PATH}:2:8: error: m\n", "no source line and caret"),
    (f"{PATH}:0:0: error: m\n", "line outside the input"),
    ("other.mlir:2:8: error: m\n  %0 = bogus\n       ^\n", "error without a location"),
])
def test_a_misplaced_error_fails(header, why):
    found = problems(header)
    assert kinds(found) == ["unlocated-error"]
    assert why in found[0].signature


def test_exit_code_one_needs_a_located_error():
    assert kinds(problems("")) == ["unlocated-error"]
    assert kinds(problems(f"{PATH}:2:8: note: only a note\n  %0 = bogus\n       ^\n")) == ["unlocated-error"]


def test_lines_are_counted_at_newlines_only():
    # "\r" is not a line break in MLIR: the error below is on line 1.
    data = b"util.func private @f() {\r  %0 = bogus\r}\n"
    assert kinds(problems(f"{PATH}:2:8: error: m\n  %0 = bogus\n       ^\n", data=data)) == ["unlocated-error"]
    # LLVM shows the part of the line between CRs: accepted, as is the whole line.
    assert problems(f"{PATH}:1:33: error: m\n  %0 = bogus\n       ^\n", data=data) == []
    whole_line = data.split(b"\n")[0].decode()
    assert problems(f"{PATH}:1:33: error: m\n{whole_line}\n" + " " * 32 + "^\n", data=data) == []


def test_internal_errors_crashes_and_other_exit_codes_fail():
    trace = ("x.mlir:1:1: error: internal error: ValueError: Exceeds the limit (4300 digits)\n"
             "Traceback (most recent call last):\n"
             f'  File "{harness.REPO}/dfx/syntax/parser.py", line 10, in parse\n'
             f'  File "{harness.REPO}/dfx/syntax/attribute_parser.py", line 570, in _parse_number_attr\n'
             "ValueError: Exceeds the limit (4300 digits)\n")
    found = problems(trace, code=2)
    assert kinds(found) == ["internal-error"]
    assert found[0].signature == "ValueError in dfx/syntax/attribute_parser.py:_parse_number_attr (line 570)"
    assert kinds(problems("Traceback (most recent call last):\n", code=1)) == ["internal-error"]
    assert kinds(problems(GOOD, code=3)) == ["bad-exit-code"]
    crashed = harness.check_outcome(ROUNDTRIP, PATH, DATA, harness.Outcome(None, stderr="worker died", crashed=True))
    timed_out = harness.check_outcome(ROUNDTRIP, PATH, DATA, harness.Outcome(None, timed_out=True))
    assert kinds(crashed) == ["crash"] and kinds(timed_out) == ["timeout"]
    log = ("worker died (status -11)\nFatal Python error: Segmentation fault\n\n"
           "Current thread 0x1 (most recent call first):\n"
           f'  File "{harness.REPO}/dfx/syntax/parser.py", line 7 in _scan\n'
           f'  File "{harness.REPO}/property_tests/fuzz/worker.py", line 68 in serve\n')
    assert harness.crash_signature(log) == "Segmentation fault in dfx/syntax/parser.py:_scan"


def test_recursion_errors_are_grouped_by_the_recursing_functions():
    frames = "".join(f'  File "{harness.REPO}/dfx/syntax/parser.py", line {n}, in {f}\n'
                     for _ in range(50) for n, f in ((1, "_parse_region"), (2, "_parse_op")))
    stderr = "x:1:1: error: internal error: RecursionError: maximum recursion depth exceeded\n" + frames
    signature, _ = harness.internal_error_signature(stderr)
    assert signature == ("RecursionError in recursion through dfx/syntax/parser.py:_parse_op, "
                         "dfx/syntax/parser.py:_parse_region")


def test_json_output_must_parse():
    config = harness.CONFIG_BY_NAME["annotate-json"]
    assert kinds(problems("", code=0, config=config, stdout="{")) == ["bad-output"]
    assert problems("", code=0, config=config, stdout="{}") == []


def test_runs_that_differ_between_processes_fail():
    a, b = harness.Outcome(0, "x", ""), harness.Outcome(0, "y", "")
    assert kinds(harness.nondeterminism(ROUNDTRIP, PATH, a, b)) == ["nondeterministic"]
    assert harness.nondeterminism(ROUNDTRIP, PATH, a, harness.Outcome(0, "x", "")) == []


def test_known_differences_match_only_what_they_document():
    barrier = ("expected operation name in quotes\n"
               "  %3 = stream.async.barrier %1 : !stream.resource<transient>{%c128} -> !stream.resource<transient>")
    assert known_difference(REFERENCE_REJECTS, barrier).id == "S3"
    assert known_difference(REFERENCE_ACCEPTS, barrier) is None
    assert known_difference(REFERENCE_REJECTS, "expected operation name in quotes\n  %3 = flow.bogus") is None


def test_generators_build_what_they_say():
    assert nested("module", 3) == b"module {\n" * 3 + b"}\n" * 3
    assert nested("tuple", 2000).count(b"tuple<") == 2000
    assert len(huge(5000)) == 5000 and huge(5000).isdigit()
    assert all(huge(4301).decode() in make(huge(4301).decode()) for _, make in HUGE_KINDS)


# The worker runs the tools on files: one worker for these few runs.
def test_seeds_and_shallow_nesting_are_valid_for_us():
    inputs, worker = harness.Inputs(), harness.worker("0")
    cases = [(name, text.encode()) for name, text in TEMPLATES]
    cases += [(f"{kind} x3", nested(kind, 3)) for kind, _ in NEST_KINDS]
    for name, data in cases:
        outcome = worker.run(ROUNDTRIP, inputs.write(data))
        assert outcome.code == 0, f"{name}:\n{outcome.stderr}"


@pytest.mark.skipif(harness.reference_binary() is None and not os.environ.get("CI"),
                    reason="iree-opt (the test extra) is not installed")
def test_seeds_and_shallow_nesting_are_valid_for_iree_opt():
    inputs = harness.Inputs()
    cases = [(name, text.encode()) for name, text in TEMPLATES]
    cases += [(f"{kind} x3", nested(kind, 3)) for kind, _ in NEST_KINDS]
    for name, data in cases:
        verdict = harness.reference_verdict(inputs.write(data), data)
        assert verdict.accepted, f"{name}: {verdict.message}"
