"""Determinism: the command-line tools print byte-identical output in two
processes with different hash seeds (`PYTHONHASHSEED`), so nothing depends
on set or dict hash order. Each example batches several programs into one
`--split-input-file` run to keep the number of processes small."""

import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from .strategies import FlowConfig, flow_programs, stream_programs
from .support import budget
from .test_partitioner import SCHEDULABLE

REPO = Path(__file__).resolve().parents[1]
SPLIT = "// -----\n"


def run(args, text: str, hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run([sys.executable, *args, "--split-input-file", "-"], input=text, capture_output=True,
                          text=True, cwd=REPO, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def assert_same_output(args, text: str) -> None:
    first, second = run(args, text, "1"), run(args, text, "2")
    assert first == second, "output depends on the hash seed\n--- input ---\n" + text


@settings(max_examples=budget(5))
@given(st.lists(flow_programs(FlowConfig(forced=("explicit_affinity",)), target_size=False), min_size=6, max_size=10))
def test_annotate_affinities_is_deterministic(programs):
    text = SPLIT.join(p.render() for p in programs)
    assert_same_output(["-m", "stream_affinity", "--usage", "--partitions"], text)


@settings(max_examples=budget(4))
@given(st.lists(stream_programs(SCHEDULABLE, target_size=False), min_size=6, max_size=10))
def test_schedule_execution_is_deterministic(programs):
    text = SPLIT.join(p.render() for p in programs)
    assert_same_output(["-m", "dfx.driver.cli", "--load", "stream_affinity.passes", "-p", "schedule-execution"], text)
