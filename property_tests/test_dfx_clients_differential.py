"""Differential and soundness properties of `refine-usage` and
`elide-timepoints` (IREE's resource usage and timepoint coverage analyses
on the dfx core), on the programs of `dfx_client_programs`.

* Differential (iree-opt 3.2.0, `--iree-stream-refine-usage` and
  `--iree-stream-elide-timepoints`): per generated program, our pass's
  output printed by our printer equals iree-opt's output parsed and
  printed by our printer (every type, op, operand and attribute). A program
  iree-opt 3.2.0 rejects (its refined IR fails its own verifier: e.g. an
  `scf.while` whose condition forwards a value of another lifetime than
  the carried one) must leave our pass with IR our verifier rejects too.
  The timepoint programs never read an `scf.for` result there (3.2.0
  takes them for immediate whatever the loop yields, where we follow
  3.13: docs/divergences.md D2).
* Soundness of `elide-timepoints`: a small interpreter runs each public
  function of a timepoint program (with random conditions and external
  timepoints) before and after the pass and records, per executed op, the
  events each timepoint it reads stands for (an execute's event plus all
  it awaited, transitively); the union over a timeline op's awaits, and
  each other operand one by one, must be the same in both runs: an elided
  wait was really covered or already reached. Programs merging timepoints
  are left out: upstream's coverage of a merged value is unsound and we
  keep it (docs/divergences.md D4).
"""

from __future__ import annotations

import random
from typing import Dict, FrozenSet, List, Optional, Tuple

from hypothesis import given, settings
from hypothesis import strategies as st

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from dfx.driver.cli import split_input
from dfx.ir import Block, Operation, Value, WalkOrder
from dfx.ir.traits import BranchOp
from dfx.ir.verifier import verify_module
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.analysis.interfaces import TimelineOp, is_timepoint_type
from stream_affinity.transforms.elide_timepoints import elide_timepoints
from stream_affinity.transforms.refine_usage import refine_usage

from tests.iree import run_iree_opt

from .dfx_client_programs import program_batches, render, timepoint_programs, usage_programs
from .support import SPLIT, budget

#===----------------------------------------------------------------------===#
# Against iree-opt 3.2.0
#===----------------------------------------------------------------------===#


def _reference(texts: List[str], flag: str) -> List[Optional[str]]:
    """iree-opt 3.2.0's output per text (one process when all succeed),
    None for a text it rejects."""
    proc = run_iree_opt(["--split-input-file", flag], SPLIT.join(texts))
    if proc.returncode == 0:
        outputs = [chunk for chunk, _ in split_input(proc.stdout)]
        assert len(outputs) == len(texts), (len(outputs), len(texts))
        return outputs
    out: List[Optional[str]] = []
    for text in texts:
        one = run_iree_opt([flag], text)
        out.append(one.stdout if one.returncode == 0 else None)
    return out


def _verifies(module: Operation) -> bool:
    try:
        verify_module(module)
    except Exception:  # the verifier's diagnostics: a rejected module
        return False
    return True


def _check_against_reference(texts: List[str], flag: str, run_pass) -> None:
    for text, ref in zip(texts, _reference(texts, flag)):
        module = parse_module(text)
        run_pass(module)
        if ref is None:
            assert not _verifies(module), (f"iree-opt 3.2.0 rejects {flag} on this program, we do not:\n{text}"
                                           f"\n--- ours ---\n{print_module(module)}")
            continue
        ours, theirs = print_module(module), print_module(parse_module(ref))
        assert ours == theirs, f"{flag} differs\n--- input ---\n{text}\n--- ours ---\n{ours}\n--- 3.2.0 ---\n{theirs}"


@settings(max_examples=budget(15))
@given(program_batches(usage_programs(target_size=False), "usage ops (batch)"))
def test_refine_usage_matches_iree_opt_3_2(programs):
    _check_against_reference([render(p) for p in programs], "--iree-stream-refine-usage", refine_usage)


@settings(max_examples=budget(20))
@given(program_batches(timepoint_programs(differential=True, target_size=False), "timepoint ops (batch)"))
def test_elide_timepoints_matches_iree_opt_3_2(programs):
    _check_against_reference([render(p) for p in programs], "--iree-stream-elide-timepoints", elide_timepoints)


#===----------------------------------------------------------------------===#
# Soundness of elide-timepoints by execution
#===----------------------------------------------------------------------===#

Events = FrozenSet[str]
_NONE: Events = frozenset()


class _OutOfFuel(Exception):
    pass


class _Interpreter:
    """Runs the timepoint programs of `dfx_client_programs`: a timepoint is
    the set of events reached once it is; immediates and inserted
    immediates reach none. Ops are named by their ordinal among the ops
    that are not immediates (the pass only inserts immediates), so traces
    of a program before and after the pass line up."""

    def __init__(self, module: Operation, fuel: int):
        self.funcs = {op.get_attr("sym_name").value: op for op in module.regions[0].blocks[0].ops
                      if op.name == "util.func"}
        # A global starts immediate: initialized so, or never stored (a
        # null timepoint waits on nothing; iree-opt 3.2.0 elides its loads too).
        self.globals: Dict[str, Events] = {}
        ordinals = [op for op in module.walk(WalkOrder.PRE, include_self=False)
                    if op.name != "stream.timepoint.immediate"]
        self.ordinal = {op: i for i, op in enumerate(ordinals)}
        self.fuel = fuel
        self.executed = 0
        self.trace: List[Tuple[int, object]] = []

    def observe(self, op: Operation, env: Dict[Value, object]) -> None:
        timepoints = [env[v] for v in op.operands if is_timepoint_type(v.type)]
        timeline = op.get_trait(TimelineOp)
        if timeline is not None:
            seen: object = frozenset().union(*[env[v] for v in timeline.await_timepoints(op)])
        else:
            seen = tuple(timepoints)
        self.trace.append((self.ordinal[op], seen))

    def call(self, func: Operation, args: List[object]) -> List[object]:
        region = func.regions[0]
        block: Block = region.blocks[0]
        env: Dict[Value, object] = dict(zip(block.arguments, args))
        while True:
            self.fuel -= 1
            if self.fuel < 0:
                raise _OutOfFuel()
            outcome = self.run_block(block, env)
            if outcome[0] == "return":
                return outcome[1]
            _, block, values = outcome
            env.update(zip(block.arguments, values))

    def run_block(self, block: Block, env: Dict[Value, object]):
        for op in block.ops:
            name = op.name
            if name != "stream.timepoint.immediate":
                self.observe(op, env)
            ins = [env.get(v) for v in op.operands]
            if name == "arith.constant":
                env[op.results[0]] = op.get_attr("value").value
            elif name == "stream.timepoint.immediate":
                env[op.results[0]] = _NONE
            elif name == "stream.cmd.execute":
                self.executed += 1
                env[op.results[0]] = frozenset({f"exec{self.executed}"}).union(*ins)
            elif name == "stream.timepoint.join":
                env[op.results[0]] = frozenset().union(*ins)
            elif name == "arith.select":
                env[op.results[0]] = ins[1] if ins[0] else ins[2]
            elif name == "util.call":
                for r, v in zip(op.results, self.call(self.funcs[op.get_attr("callee").root], ins)):
                    env[r] = v
            elif name == "util.global.load":
                g = op.get_attr("global").root
                env[op.results[0]] = self.globals.get(g, _NONE)
            elif name == "util.global.store":
                self.globals[op.get_attr("global").root] = ins[0]
            elif name in ("scf.if", "scf.for"):
                for r, v in zip(op.results, self.region_op(op, ins, env)):
                    env[r] = v
            elif name in ("util.return", "scf.yield"):
                return ("return", ins)
            elif name == "cf.br":
                return ("branch", op.successors[0], ins)
            elif name == "cf.cond_br":
                index = 0 if ins[0] else 1
                branch = op.get_trait(BranchOp)
                return ("branch", op.successors[index], [env[v] for v in branch.successor_operands(op, index)])
            else:
                raise AssertionError(f"the interpreter does not know {name}")
        raise AssertionError("a block without a terminator")

    def region_op(self, op: Operation, ins: List[object], outer: Dict[Value, object]) -> List[object]:
        """Runs `scf.if` / `scf.for` (their regions read values from above)."""
        if op.name == "scf.if":
            block = op.regions[0 if ins[0] else 1].blocks[0]
            return self.run_block(block, dict(outer))[1]
        lower, upper, step, carried = ins[0], ins[1], ins[2], ins[3:]
        body = op.regions[0].blocks[0]
        i = lower
        while i < upper:
            self.fuel -= 1
            if self.fuel < 0:
                raise _OutOfFuel()
            env = dict(outer)
            env.update(zip(body.arguments, [i, *carried]))
            carried = self.run_block(body, env)[1]
            i += step
        return carried


def _trace(module: Operation, entry: str, args: List[object], fuel: int) -> List[Tuple[int, object]]:
    interp = _Interpreter(module, fuel)
    try:
        interp.call(interp.funcs[entry], args)
    except _OutOfFuel:
        pass  # a loop that does not exit: the prefix run counts
    return interp.trace


# Constructs that merge timepoints (a select, block arguments, `scf.if`
# results, several call sites or stores): there upstream takes the union of
# what each possible value covers for covered, which is unsound, and we
# match it (docs/divergences.md D4).
MERGES = ("select", "cf", "loop", "scf_if", "calls", "globals")


@settings(max_examples=budget(200))
@given(timepoint_programs(forced=("execute", "join"), disabled=MERGES), st.integers(0, 2**32 - 1))
def test_elided_timepoints_are_covered(program, seed: int):
    rng = random.Random(seed)
    text = render(program)
    before, after = parse_module(text), parse_module(text)
    elide_timepoints(after)
    entries = [f for f in program.items if getattr(f, "public", False)]
    for func in entries:
        for _ in range(3):
            args: List[object] = []
            for i, t in enumerate(func.arg_types):
                args.append(rng.random() < 0.5 if t == "i1" else frozenset({f"argument {i}"}))
            fuel = 40
            ours = _trace(after, func.name, args, fuel)
            reference = _trace(before, func.name, args, fuel)
            assert ours == reference, (f"@{func.name}{args}: the elided program waits on other events\n"
                                       f"--- input ---\n{text}\n--- after ---\n{print_module(after)}")
