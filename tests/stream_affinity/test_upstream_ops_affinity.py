"""Annotations on programs using the upstream ops added for issue 23
(`scf.index_switch`, `scf.execute_region`, `tensor.cast`, `tensor.dim`):
the seed rules give iree-opt 3.2.0's output; the current rules agree with
iree-opt 3.13 except for divergence A12 (docs/divergences.md)."""

from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.transforms.annotate_affinities import annotate_affinities

from ..iree import iree_opt_current, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "upstream"
PROGRAM = DATA / "region_ops_and_tensor_casts.mlir"


def _ours(rules: str = "seed", usage: bool = False) -> str:
    module = parse_module(PROGRAM.read_text(), PROGRAM.name)
    annotate_affinities(module, rules=rules, usage=usage)
    return print_module(module)


def test_seed_rules_match_iree_opt_3_2_0():
    expected = (DATA / "region_ops_and_tensor_casts.v3.2.0.out").read_text()
    assert _ours().rstrip("\n") == expected.rstrip("\n")


def _usage_of_default_case_transfer(text: str) -> str:
    lines = [line for line in text.splitlines() if "promise<@dev_b> attributes" in line and "%5 =" in line]
    assert len(lines) == 1, text
    return lines[0].split("stream.affinities.results.usage = ")[1]


@pytest.mark.skipif(iree_opt_current() is None, reason="iree-opt 3.13 not available")
def test_current_rules_differ_from_3_13_only_on_the_default_case_usage():
    proc = run_iree_opt_current(["--iree-stream-annotate-affinities"], PROGRAM.read_text())
    assert proc.returncode == 0, proc.stderr
    ours = _ours("current", usage=True)
    theirs = proc.stdout
    # 3.13 misses that the value yielded by the default region flows to the
    # index_switch result and on to its dev_a consumer; we do not (A12).
    assert _usage_of_default_case_transfer(theirs).startswith("[[#hal.device.promise<@dev_b>]]")
    assert _usage_of_default_case_transfer(ours).startswith(
        "[[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]")
    differing = [(a, b) for a, b in zip(ours.splitlines(), theirs.splitlines()) if a != b]
    assert len(differing) == 2 and all("%5" in a or "scf.yield" in a for a, _ in differing)


def test_math_ops_in_dispatch_regions_are_read_and_annotated_as_3_2_0():
    """`math` ops inside `flow.dispatch.region` bodies are proper definitions
    now (they were unknown custom ops); the linalg op around them prints its
    annotations in `attrs = {...}` as iree-opt does."""
    path = DATA / "dispatch_region_math.mlir"
    module = parse_module(path.read_text(), path.name)
    annotate_affinities(module)
    expected = (DATA / "dispatch_region_math.v3.2.0.out").read_text()
    assert print_module(module).rstrip("\n") == expected.rstrip("\n")


@pytest.mark.parametrize("rules,version", [("seed", "v3.2.0"), ("current", "v3.13")])
def test_indirect_calls_and_address_taken_functions_match_both_releases(rules, version):
    """`func.constant @g` + `func.call_indirect`: @g's callers are unknown
    (its address is taken), so the value it returns and its argument are not
    placed by its direct call sites alone; the same annotations as iree-opt."""
    path = DATA / "indirect_call.mlir"
    module = parse_module(path.read_text(), path.name)
    annotate_affinities(module, rules=rules)
    expected = (DATA / f"indirect_call.{version}.out").read_text()
    assert print_module(module).rstrip("\n") == expected.rstrip("\n")
