"""schedule-execution beyond the reference cases."""

import cProfile
from pathlib import Path

import stream_affinity  # noqa: F401
from dfx.support.deepstack import run_deep
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from dfx.ir import verify_links
from dfx.ir.core import WalkOrder
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.transforms.annotate_affinities import annotate_partitions
from stream_affinity.transforms.schedule_execution import schedule_execution

from ..refdata import reference_chunks

DATA = Path(__file__).parent / "data"


def _scheduled(text: str) -> str:
    module = parse_module(text)
    schedule_execution(module)
    verify_links(module)
    out = print_module(module)
    # The result must be valid IR that parses again to the same text.
    assert print_module(parse_module(out)) == out
    return out


def test_transfer_keeps_its_destination():
    (text,) = [t for t, _ in reference_chunks("schedule_execution.mlir") if "@deviceMultiDeviceSync" in t]
    out = _scheduled(text)
    transfers = [line.strip() for line in out.splitlines() if "stream.async.transfer" in line]
    assert len(transfers) == 3
    for line in transfers:
        # The partition runs on the source device: `from(...)` goes, `to(...)` stays.
        assert "from(" not in line and "to(#hal.device.affinity<@__device_" in line


def test_cross_block_transfer_is_scheduled():
    out = _scheduled((DATA / "cross_block_transfer.mlir").read_text())
    # bb0 gets the splat+dispatch partition; bb1 the transfer, which is
    # captured from bb0's execute result instead of being dropped.
    assert out.count("stream.async.execute") == 2
    assert "stream.async.transfer %arg1" in out
    assert "^bb1:" in out


VS_IREE = DATA / "schedule_vs_iree"


def test_block_is_sorted_once_after_the_originals_are_erased():
    # docs/divergences.md S5: the device_a execute lands between the two
    # device_b chains; sorting per partition while the originals remained
    # moved the second export ahead of the first.
    out = _scheduled((VS_IREE / "crossed_partitions_keep_export_order.mlir").read_text())
    lines = [line.strip() for line in out.splitlines()]
    awaits = [line for line in lines if "stream.timepoint.await" in line]
    assert len(awaits) == 1 and awaits[0].endswith("=> %results_0#0, %results_0#1 : "
                                                  "!stream.resource<external>{%c64}, !stream.resource<external>{%c64}")
    awaited = awaits[0].split(" = ")[0].split(":")[0]
    exports = [line for line in lines if "stream.tensor.export" in line]
    assert [f"{awaited}#{i} " in line for i, line in enumerate(exports)] == [True, True]
    names = [line.split(" = ")[0] for line in exports]
    assert f"util.return {names[0]}, {names[1]} : !hal.buffer_view, !hal.buffer_view" in lines


def test_redundant_transfers_fold():
    # A transfer left without affinity on either side by stripping the
    # partition's affinity folds to its source.
    out = _scheduled((VS_IREE / "transfer_without_affinity_folds.mlir").read_text())
    assert "stream.async.transfer" not in out
    assert out.count("stream.async.dispatch") == 2
    # Transfers of existing execution regions fold too: the round trip
    # A -> B -> A is its source; an A -> A transfer leaves an execute that
    # only forwards its capture, which goes.
    out = _scheduled((VS_IREE / "transfer_folds_in_existing_region.mlir").read_text())
    transfers = [line.strip() for line in out.splitlines() if "stream.async.transfer" in line]
    assert len(transfers) == 1 and "from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>)" in transfers[0]
    assert "stream.async.dispatch @ex::@a(%arg2[" in out
    noop = out[out.index("@noop"):]
    assert "stream.async.execute" not in noop and "util.return %arg0 : !stream.resource<transient>" in noop


def test_capture_size_defined_in_a_dominating_block():
    # Found by property_tests: the size of a captured argument is defined in
    # the entry block and used in a successor block.
    out = _scheduled("""
util.func public @s0(%a0: !stream.resource<external>) -> !stream.resource<external> {
  %c16 = arith.constant 16 : index
  cf.br ^bb1
^bb1:
  %b = stream.async.barrier %a0 : !stream.resource<external>{%c16} -> !stream.resource<external>
  util.return %b : !stream.resource<external>
}""")
    assert "with(%arg0 as %arg1: !stream.resource<external>{%c16})" in out


#===----------------------------------------------------------------------===#
# Deep nesting (issue 14): work linear in the op count, no recursion
#===----------------------------------------------------------------------===#


def _nested_ifs(depth: int) -> str:
    """The fuzz harness' `nested('scf.if', depth)`: empty regions only."""
    return ("util.func private @f(%c: i1) {\n" + "scf.if %c {\n" * depth + "}\n" * depth
            + "  util.return\n}\n")


def _nested_fors(depth: int) -> str:
    return ("util.func private @f(%n: index) {\n"
            + "".join(f"scf.for %i{k} = %n to %n step %n {{\n" for k in range(depth)) + "}\n" * depth
            + "  util.return\n}\n")


def _nested_stream_work(depth: int) -> str:
    """At every level a splat and a clone of a resource defined at the top
    (captured across all the enclosing regions), both used by host ops."""
    lines = ["util.func private @f(%c: i1, %v: i32, %sz: index) {",
             "%top = stream.async.splat %v : i32 -> !stream.resource<transient>{%sz}"]
    for k in range(depth):
        lines += [f"%s{k} = stream.async.splat %v : i32 -> !stream.resource<transient>{{%sz}}",
                  f"%b{k} = stream.async.clone %top : !stream.resource<transient>{{%sz}} -> "
                  f"!stream.resource<transient>{{%sz}}",
                  f"util.optimization_barrier %s{k} : !stream.resource<transient>",
                  f"util.optimization_barrier %b{k} : !stream.resource<transient>",
                  "scf.if %c {"]
    return "\n".join(lines + ["}"] * depth + ["util.return", "}", ""])


def _parse_deep(text: str):
    # The parser follows the nesting with recursion (on run_deep's large
    # stack); the passes must not: they run below on this thread's stack.
    return run_deep(parse_module, text)


def _calls(fn) -> int:
    """Work done by fn(): the number of Python and builtin function calls
    (cProfile's count; a deterministic measure, unlike time)."""
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        fn()
    finally:
        profiler.disable()
    return sum(entry.callcount for entry in profiler.getstats())


def _assert_linear(make, run, n: int) -> None:
    small, large = _parse_deep(make(n)), _parse_deep(make(2 * n))
    work_small = _calls(lambda: run(small))
    work_large = _calls(lambda: run(large))
    # Linear: twice the depth, about twice the work. The quadratic versions
    # did about four times as much (1,900 -> 3,800 levels of `scf.if`: 3.9x).
    assert work_large < 2.3 * work_small, (work_small, work_large)


def _preview(module) -> None:
    analysis = AffinityAnalysis(module, seed_consumers=True)
    assert analysis.run()
    annotate_partitions(module, analysis)


def test_deep_scf_if_schedule_is_linear():
    _assert_linear(_nested_ifs, schedule_execution, 1900)


def test_deep_scf_for_schedule_is_linear():
    _assert_linear(_nested_fors, schedule_execution, 1900)


def test_deep_scf_if_partition_preview_is_linear():
    _assert_linear(_nested_ifs, _preview, 1900)


def test_deep_scf_for_partition_preview_is_linear():
    _assert_linear(_nested_fors, _preview, 1900)


def test_deep_stream_work_schedule_is_linear():
    # Executes at every level, a capture crossing all levels (its size is an
    # argument of the function): the topological sort, the dominance queries
    # and the final use-before-definition check stay linear.
    _assert_linear(_nested_stream_work, schedule_execution, 300)
    module = _parse_deep(_nested_stream_work(3800))
    schedule_execution(module)
    executes = [op for op in module.walk(WalkOrder.PRE) if op.name == "stream.async.execute"]
    assert len(executes) == 3800  # the innermost scf.if is empty
    top, deepest = executes[0], executes[-1]
    assert top.parent.parent_op.name == "util.func"
    assert len(list(deepest.ancestors(include_self=False))) == 3799 + 2  # the ifs, the function, the module
    # The deepest level clones %top straight from the top execute's result.
    assert deepest.operands[0].defining_op is top and deepest.operands[-1] is top.results[-1]


def test_flat_chain_of_100k_ops():
    n = 100_000
    lines = ["util.func private @f(%v: i32, %sz: index) -> !stream.resource<transient> {",
             "%x0 = stream.async.splat %v : i32 -> !stream.resource<transient>{%sz}"]
    lines += [f"%x{k} = stream.async.clone %x{k - 1} : !stream.resource<transient>{{%sz}} -> "
              f"!stream.resource<transient>{{%sz}}" for k in range(1, n)]
    lines += [f"util.return %x{n - 1} : !stream.resource<transient>", "}", ""]
    module = parse_module("\n".join(lines))
    schedule_execution(module)  # on this thread's ordinary stack
    (execute,) = [op for op in module.walk() if op.name == "stream.async.execute"]
    body = execute.regions[0].blocks[0]
    assert len(body) == n + 1  # the chain and the yield


def _alternating_chain(n: int) -> str:
    """A chain of |n| clones alternating between two devices: every clone
    opens a partition of its own, so a block holds n partitions."""
    lines = ["util.func private @f(%v: i32, %sz: index) -> !stream.resource<transient> {",
             "%x0 = stream.async.splat %v : i32 -> !stream.resource<transient>{%sz}"]
    for k in range(1, n):
        dev = "@dev_a" if k % 2 else "@dev_b"
        lines.append(f"%x{k} = stream.async.clone on(#hal.device.affinity<{dev}>) %x{k - 1} : "
                     f"!stream.resource<transient>{{%sz}} -> !stream.resource<transient>{{%sz}}")
    lines += [f"util.return %x{n - 1} : !stream.resource<transient>", "}", ""]
    return "\n".join(lines)


def test_many_partitions_in_one_block_schedule_linearly():
    # The partitioner's candidate test and the region building used to
    # visit every partition of the block for every op (quadratic: a 10k-op
    # MLP alternating two devices took 68 s).
    _assert_linear(_alternating_chain, schedule_execution, 1000)
    module = _parse_deep(_alternating_chain(200))
    schedule_execution(module)
    executes = [op for op in module.walk(WalkOrder.PRE) if op.name == "stream.async.execute"]
    assert len(executes) == 199  # one partition per clone (the splat joins the first)
