"""Differential properties against iree-opt 3.13 (topology and allocation).

`elide-transfers` against iree-opt 3.13's
`--iree-stream-elide-async-copies`, restricted to transfers:

Generated stream-level programs (`strategies.stream_programs`) are wrapped
in a module carrying a random `stream.topology` over their devices (each
ordered pair: no link, a link without flags, unified memory, transparent
access, or both); per function, the transfers left after the pass must be
the same, in order, with the same `from`/`to`, types and producer of their
source. The same on those programs once 3.13 has scheduled them into
`stream.async.execute` regions (transfers inside regions, captures).

Allocation affinities: on the execution regions 3.13's
`--iree-stream-schedule-execution` makes of a generated program, the set of
affinities `annotate-affinities --allocations` gives equals the set of
`on(...)` of the allocations (`stream.resource.alloca` / `alloc` /
`constants`, no `on` = unknown) 3.13's `--iree-stream-schedule-allocation`
makes (sets: 3.13 also allocates region-local transients and packs several
values into one allocation).

The reference is iree-opt 3.13, which 3.2.0 (the test extra) is not:
`tests.iree.require_iree_opt_current` finds it (`$DFX_IREE_CURRENT`) or
installs it beside the test extra.
"""

import re
import subprocess
from typing import List

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dfx.driver.cli import split_input
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.analysis.allocation import allocation_affinity, allocation_sites
from stream_affinity.transforms.elide_transfers import elide_transfers

from tests.iree import require_iree_opt_current

from .strategies import stream_programs
from .support import SPLIT, budget, parse_module

LINK_KINDS = (None, "{}", "{unified_memory = true}", "{transparent_access = true}",
              "{unified_memory = true, transparent_access = true}")


def current_iree_opt() -> str:
    """iree-opt of a current release (3.13): `tests.iree` finds it (or
    installs it); missing, the test fails under CI and is skipped elsewhere."""
    return require_iree_opt_current()


def _random_topology(draw, program) -> str:
    """A random `stream.topology` attribute over |program|'s devices ('' for none)."""
    links = []
    for src in program.devices:
        for dst in program.devices:
            if src != dst:
                kind = draw(st.sampled_from(LINK_KINDS))
                if kind is not None:
                    links.append(f"(@{src} -> @{dst} = {kind})")
    if not links or draw(st.integers(0, 5)) == 0:
        return ""
    return "#hal.device.topology<links = [" + ", ".join(links) + "]>"


@st.composite
def programs_with_topologies(draw):
    program = draw(stream_programs(target_size=False))
    topology = _random_topology(draw, program)
    body = program.render(barrier_syntax="3.2")
    if not topology:
        return f"module {{\n{body}\n}}\n"
    return f"module attributes {{stream.topology = {topology}}} {{\n{body}\n}}\n"


def transfer_signature(module) -> List[tuple]:
    out = []
    for func in module.walk(order="pre"):
        if func.name != "util.func":
            continue
        rows = []
        for op in func.walk(order="pre"):
            if op.name == "stream.async.transfer":
                d = op.operand(0).defining_op
                rows.append((str(op.get_attr("source_affinity")), str(op.get_attr("result_affinity")),
                             str(op.operand(0).type), str(op.results[0].type),
                             d.name if d is not None else "block argument"))
        out.append((func.get_attr("sym_name"), tuple(rows)))
    return out


@settings(max_examples=budget(25))
@given(st.lists(programs_with_topologies(), min_size=1, max_size=4))
def test_transfers_left_match_iree_opt_3_13(texts):
    proc = subprocess.run([current_iree_opt(), "--split-input-file", "--iree-stream-elide-async-copies", "-"],
                          input=SPLIT.join(texts), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-4000:] + "\n--- input ---\n" + SPLIT.join(texts)
    refs = [chunk for chunk, _ in split_input(proc.stdout)]
    assert len(refs) == len(texts)
    for text, ref in zip(texts, refs):
        module = parse_module(text)
        elide_transfers(module)
        ours, theirs = transfer_signature(module), transfer_signature(parse_module(ref))
        assert ours == theirs, f"transfers differ:\n ours {ours}\n 3.13 {theirs}\n--- input ---\n{text}"


@settings(max_examples=budget(15))
@given(st.data())
def test_transfers_left_in_execution_regions_match_iree_opt_3_13(data):
    """The same on programs 3.13 scheduled into `stream.async.execute`
    regions (inference through captures and region results)."""
    program = data.draw(stream_programs(target_size=False))
    scheduled = _run_current(["--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution))"],
                             program.render(barrier_syntax="3.2"))
    if scheduled is None:
        return
    topology = _random_topology(data.draw, program)
    if topology:
        assert scheduled.startswith("module {")
        scheduled = f"module attributes {{stream.topology = {topology}}} {{" + scheduled[len("module {"):]
    reference = _run_current(["--iree-stream-elide-async-copies"], scheduled)
    assert reference is not None, "iree-opt 3.13 failed on\n" + scheduled
    module = parse_module(scheduled)
    elide_transfers(module)
    ours, theirs = transfer_signature(module), transfer_signature(parse_module(reference))
    assert ours == theirs, f"transfers differ:\n ours {ours}\n 3.13 {theirs}\n--- input ---\n{scheduled}"


def _run_current(args, text):
    proc = subprocess.run([current_iree_opt(), *args, "-"], input=text, capture_output=True, text=True,
                          timeout=300)
    return proc.stdout if proc.returncode == 0 else None


def _reference_allocations(text: str) -> set:
    found = set()
    for line in text.splitlines():
        if re.search(r"stream\.resource\.(alloca|alloc|constants)\b", line):
            m = re.search(r" on\((#hal\.device\.(?:optimal<\[.*?\]>|\w+<[^>]*>))\)", line)
            found.add(m.group(1) if m else "None")
    return found


@settings(max_examples=budget(15))
@given(stream_programs(target_size=False))
def test_allocation_affinities_match_iree_opt_3_13(program):
    scheduled = _run_current(["--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution))"],
                             program.render(barrier_syntax="3.2"))
    if scheduled is None:
        return  # programs 3.13's scheduler rejects are the scheduler tests' business
    allocated = _run_current(["--iree-stream-schedule-allocation"], scheduled)
    assert allocated is not None, "iree-opt 3.13 schedule-allocation failed on\n" + scheduled
    module = parse_module(scheduled)
    analysis = AffinityAnalysis(module, seed_consumers=True)
    analysis.run()
    ours = {str(allocation_affinity(analysis, op, i)) for op, i in allocation_sites(module)}
    # The storage of values local to an execute region (not yielded) is
    # allocated on the execute's own affinity, not through the analysis.
    ours |= {str(op.get_attr("affinity")) for op in _executes_with_locals(module)}
    assert ours == _reference_allocations(allocated), f"allocation affinities differ\n--- input ---\n{scheduled}"


def _executes_with_locals(module):
    """The `stream.async.execute` ops with a resource made inside them
    (directly in the region) that their yield does not return."""
    for op in module.walk():
        if op.name != "stream.async.execute" or not op.regions[0].blocks:
            continue
        block = op.regions[0].blocks[0]
        yielded = set(block.ops[-1].operands)
        if any(str(r.type).startswith("!stream.resource") and r not in yielded
               for inner in block.ops for r in inner.results):
            yield op
