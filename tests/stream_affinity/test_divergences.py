"""Each deliberate difference from iree-opt 3.2.0 listed in
docs/divergences.md: our behaviour, and (with the reference compiler) proof
that upstream really differs there."""

import re
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.transforms.annotate_affinities import annotate_affinities

from ..iree import iree_opt, run_iree_opt

DATA = Path(__file__).parent / "data"


def _ours(text: str) -> str:
    module = parse_module(text)
    annotate_affinities(module)
    return print_module(module)


def _reference(text: str) -> str:
    if iree_opt() is None:
        pytest.skip("iree-opt not installed: the comparison needs the test extra")
    proc = run_iree_opt(["--iree-stream-annotate-affinities"], text)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _attr_of_line(text: str, needle: str, attr: str) -> str:
    for line in text.splitlines():
        if needle in line:
            m = re.search(re.escape(attr) + r" = (\[\[.*?\]\]|\[[^\[].*?\])(?=[,}])", line)
            if m:
                return m.group(1)
    raise AssertionError(f"no {attr} on a line containing {needle!r}")


def test_scf_while_results_come_only_from_the_condition():
    text = (DATA / "div_while_results.mlir").read_text()
    ours = _ours(text)
    # The after-region yields a dev_b value, but that only feeds the next
    # iteration: the loop result is the condition's dev_c value.
    assert _attr_of_line(ours, "} attributes {", "stream.affinities.results") == "[[#hal.device.promise<@dev_c>]]"
    ref = _reference(text)
    assert _attr_of_line(ref, "} attributes {", "stream.affinities.results") == \
        "[[#hal.device.promise<@dev_b>, #hal.device.promise<@dev_c>]]"


def test_scf_for_control_operands_do_not_shift_iter_args():
    text = (DATA / "div_for_iter_args.mlir").read_text()
    ours = _ours(text)
    # Init 0 is consumed (through iter arg 0) on dev_a only.
    assert _attr_of_line(ours, "dense<0>", "stream.affinities") == "[#hal.device.promise<@dev_a>]"
    ref = _reference(text)
    # Upstream compares operand index 3 (init 0) with iter arg 3.
    assert _attr_of_line(ref, "dense<0>", "stream.affinities") == \
        "[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_d>]"


def test_scf_condition_forwards_its_values_exactly():
    # A2 at an scf.condition: the i1 condition comes first, so 3.2.0's
    # raw-index use walk maps forwarded value k to argument k + 1 (here to
    # nothing) and never reaches the export of the loop's result. We follow
    # the region edges: the dispatch result reaches the unplaced export,
    # which pins it to the default device.
    text = (DATA / "div_while_condition.mlir").read_text()
    ours = _ours(text)
    assert _attr_of_line(ours, "flow.dispatch", "stream.affinities.results") == "[[#hal.device.affinity<@dev_a>]]"
    ref = _reference(text)
    assert _attr_of_line(ref, "flow.dispatch", "stream.affinities.results") == "[[#hal.device.affinity<@dev_b>]]"


def test_potential_values_cap_is_8192():
    n = 300
    lines = ["util.func private @wide() {", "  %cst = flow.tensor.constant dense<1> : tensor<1xi32>"]
    lines += [f"  %t{i} = flow.tensor.transfer %cst : tensor<1xi32> to #hal.device.promise<@dev_{i}>" for i in range(n)]
    lines += [f"  util.optimization_barrier %t{i} : tensor<1xi32>" for i in range(n)]
    lines += ["  util.return", "}"]
    text = "\n".join(lines) + "\n"
    ours = _ours(text)
    placed = _attr_of_line(ours, "flow.tensor.constant", "stream.affinities")
    assert placed.count("#hal.device.promise") == n
    ref = _reference(text)
    # 3.2.0 gives up past 256 members: the constant is left unplaced.
    assert _attr_of_line(ref, "flow.tensor.constant", "stream.affinities.results") == "[[]]"
    # The cap is configurable.
    module = parse_module(text)
    annotate_affinities(module, max_members=100)
    assert "stream.affinities.results = [[]]" in print_module(module)


def test_stream_yield_forwards_to_execute_results():
    text = (DATA / "div_yield_forwarding.mlir").read_text()
    ours = _ours(text)
    # The splat is consumed (through the execute result and the await) by a
    # dispatch on dev_b, so it executes there.
    assert _attr_of_line(ours, "stream.async.splat", "stream.affinities") == "[#hal.device.affinity<@dev_b>]"
    ref = _reference(text)
    assert _attr_of_line(ref, "stream.async.splat", "stream.affinities.results") == "[[]]"


def _global_placements(text: str, order_seed) -> str:
    from stream_affinity.analysis.affinity import AffinityAnalysis
    from stream_affinity.transforms.annotate_affinities import write_annotations
    module = parse_module(text)
    analysis = AffinityAnalysis(module, order_seed=order_seed)
    assert analysis.run()
    write_annotations(module, analysis)
    return "\n".join(line.strip() for line in print_module(module).splitlines() if "util.global " in line)


@pytest.mark.parametrize("name, ours, upstream", [
    # The load's consumer (the dispatch) turns invalid once the public
    # @store's constant, stored into the mutable @g, is found to escape: the
    # only load of @g counts for nothing, so @g stays unplaced. Upstream
    # read dev_a from the consumer before it turned invalid and kept it.
    ("div_global_stale_load_in_if.mlir", None, "[#hal.device.promise<@dev_a>]"),
    # The load in @rec feeds the recursion, whose values reach the external
    # @ext: only @a's load (transferred to dev_a) is valid in the end.
    # Upstream kept dev_b, read from the recursive load's consumers first.
    ("div_global_stale_load_in_recursion.mlir", "[#hal.device.promise<@dev_a>]",
     "[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]"),
])
def test_global_placement_counts_only_accesses_valid_in_the_end(name, ours, upstream):
    text = (DATA / name).read_text()
    expected = _global_placements(text, None)
    if ours is None:
        assert "stream.affinities" not in expected
    else:
        assert f"stream.affinities = {ours}" in expected
    # The same answer whatever order the solver visits elements in (without
    # the re-solve, a third to a half of these orders give upstream's answer).
    for seed in range(40):
        assert _global_placements(text, seed) == expected, f"order seed {seed}"
    ref = _reference(text)
    assert _attr_of_line(ref, "util.global ", "stream.affinities") == upstream
