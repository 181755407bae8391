"""Properties of the reference partitioner and `schedule-execution` on
generated stream-level programs.

* every block's partition set verifies (`PartitionSet.verify(block=...)`:
  compatible affinities, exact inputs/outputs, topological order, every
  streamable op covered exactly once), also with `favor="debug"`;
* the scheduled output re-parses, every use is dominated by its
  definition, every streamable op ended up inside an execution region, and
  "un-scheduling" it (inlining the execute bodies, dropping awaits and
  timepoints) gives back the original streamable ops: at least the live
  ones but redundant transfers, at most all of them (dead ones and
  redundant transfers may be cleaned up; splats may be cloned into several
  partitions), as a multiset of op names with their dispatch entry points.
"""

import re
from collections import Counter

from hypothesis import example, given, settings

from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from dfx.ir.traits import FunctionLike
from stream_affinity.transforms.schedule_execution import partition_streamable_ops, sync_rule_for
from stream_affinity.transforms.schedule_execution import ScheduleError, schedule_execution

from . import regressions as bugs
from .strategies import StreamConfig, stream_modules
from .support import (budget, dominance_errors, live_streamable, streamable_ops, streamable_signature,
                      unscheduled_signatures)

# One device per block (bug B5) and no host select between streamable ops
# (bug B4); see regressions.py. Sync ops may feed sync ops (B3: fixed by
# falling back to 3.13's sync rule, docs/divergences.md S6).
PARTITIONABLE = StreamConfig(one_device_per_block=True, sync_chains=True)
SCHEDULABLE = StreamConfig(one_device_per_block=True, disabled=("select",), sync_chains=True)


CLONED_TO_CONSUMERS = ("stream.async.splat", "stream.async.alloca", "stream.async.clone")


def functions(module):
    return [op for op in module.regions[0].blocks[0] if op.get_trait(FunctionLike) is not None and op.regions]


def verify_every_block(text):
    """(favor, verifier errors) for each block of each function, with both
    partitioning favors; the sync rule is the one schedule-execution picks
    for the module (`sync_rule_for`)."""
    blocks = [block for func in functions(parse_module(text)) for block in func.regions[0].blocks]
    rule = sync_rule_for(blocks)
    for block in blocks:
        for favor in ("min-peak-memory", "debug"):
            partitions = partition_streamable_ops(block, favor=favor, sync_rule=rule)
            yield favor, partitions.verify(block=block)


@example(bugs.B3_SYNC_CHAIN)
@example(bugs.B5_PARTITION_ORDER).xfail(raises=AssertionError, reason="B5: partitions out of order (Q10)")
@settings(max_examples=budget(100))
@given(stream_modules(PARTITIONABLE))
def test_partitions_verify_on_every_block(text):
    for favor, errors in verify_every_block(text):
        assert errors == [], f"{favor}: {errors}"


@example(bugs.B2_SIZE_FROM_DOMINATING_BLOCK)
@example(bugs.B3_SYNC_CHAIN)
@example(bugs.B4_CYCLE_THROUGH_HOST_OP).xfail(raises=ScheduleError, reason="B4: cycle through a host op (reported)")
@example(bugs.B5_PARTITION_ORDER).xfail(raises=ScheduleError, reason="B5: partitions out of order (Q10)")
@settings(max_examples=budget(80))
@given(stream_modules(SCHEDULABLE))
def test_schedule_execution_output_is_well_formed(text):
    original = parse_module(text)
    module = parse_module(text)
    schedule_execution(module)
    printed = print_module(module)
    reparsed = parse_module(printed)
    for before, after in zip(functions(original), functions(reparsed)):
        problems = dominance_errors(after)
        assert not problems, "\n".join(problems) + "\n" + printed
        left_outside = [streamable_signature(op) for op in streamable_ops(after)
                        if not op.name.startswith(("stream.async.execute", "stream.timepoint."))]
        assert not left_outside, f"outside any execution region: {left_outside}\n{printed}"
        every = Counter(streamable_signature(op) for op in streamable_ops(before))
        # The cleanup folds redundant transfers as iree-opt 3.2.0 does (no
        # affinity change and one type, or a round trip over a transfer), so
        # a live transfer may be gone; every other live op must stay.
        live = Counter(streamable_signature(op) for op in live_streamable(before)
                       if op.name != "stream.async.transfer")
        scheduled = Counter(unscheduled_signatures(after))
        assert live <= scheduled, f"lost {live - scheduled}\n{printed}"
        # Splats may be cloned into each consumer's partition.
        clonable = {sig for sig in scheduled if sig.startswith(CLONED_TO_CONSUMERS)}
        invented = Counter({sig: n for sig, n in (scheduled - every).items() if sig not in clonable})
        assert not invented, f"invented {invented}\n{printed}"


_ORDER = re.compile(r"(^|: )order: ")


@settings(max_examples=budget(100))
@given(stream_modules(StreamConfig(max_ops=8, forced=("affinity",), disabled=("select", "asserts"))))
def test_partitions_across_devices_keep_affinity_inputs_and_coverage(text):
    # Blocks mixing devices: upstream's partitioner can emit partitions out
    # of order there (B5, faithful), so only "order" reports are allowed;
    # every op still executes in a partition of its own affinity, every
    # input is declared and every streamable op is covered.
    for favor, errors in verify_every_block(text):
        assert [e for e in errors if not _ORDER.search(e)] == [], f"{favor}: {errors}"
