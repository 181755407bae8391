"""Helpers shared by the property tests: running our passes and iree-opt,
reading annotations back, matching ops to generated uids, dominance and
"un-scheduling" of `stream.async.execute` regions."""

from __future__ import annotations

import re
import subprocess
from typing import Dict, List, Optional, Sequence, Tuple

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from dfx.ir.attributes import ArrayAttr
from dfx.driver.cli import split_input
from dfx.ir import Block, BlockArgument, Operation, OpResult, Region, Value, WalkOrder
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.transforms.annotate_affinities import annotate_affinities
from stream_affinity.analysis.interfaces import StreamableOp

from tests.iree import iree_opt, run_iree_opt

from .strategies import Program

ANNOTATIONS = ("stream.affinities", "stream.affinities.operands", "stream.affinities.results")
SPLIT = "// -----\n"

#===----------------------------------------------------------------------===#
# Running tools
#===----------------------------------------------------------------------===#


def annotate(text: str) -> Operation:
    """Parses |text| and runs our annotate-affinities on it (in process)."""
    module = parse_module(text)
    annotate_affinities(module)
    return module


def global_rule_differs(text: str, rules: str = "seed") -> bool:
    """Whether a global of |text| has an access (a load, or for a global
    never loaded a store) whose state ends invalid under our analysis (with
    |rules|): docs/divergences.md A11. 3.2.0 (3.13 for `current`) keeps
    what it read from such an access while it was still valid, so its
    answer depends on the order it visits the program in; ours counts only
    the accesses valid at the end. Whether the access was ever valid
    depends on the order as well, so every program with such an access is
    left out of the differential tests, not only those where our own
    order happened to read it while valid."""
    from dfx.analysis.position import Position
    from dfx.ir.traits import GlobalLoad, GlobalStore
    from stream_affinity.analysis.affinity import (AffinityAnalysis, GlobalAffinity, ValueConsumerAffinity,
                                                   ValueProducerAffinity)
    analysis = AffinityAnalysis(parse_module(text), rules=rules)
    analysis.run()
    if analysis.excluded_accesses:
        return True
    solver = analysis.solver
    for element in solver.elements():
        if not isinstance(element, GlobalAffinity):
            continue
        info = solver.explorer.get_global_info(element.position.op)
        if info is None or info.is_indirect:
            continue
        if info.loads:
            accesses = [(ValueConsumerAffinity, load.get_trait(GlobalLoad).loaded_value(load))
                        for load in info.loads]
        else:
            accesses = [(ValueProducerAffinity, store.get_trait(GlobalStore).stored_value(store))
                        for store in info.stores]
        for cls, value in accesses:
            found = solver.lookup(cls, Position.for_value(value), allow_invalid=True)
            if found is not None and not found.state.is_valid():
                return True
    return False


def annotate_text(text: str) -> str:
    return print_module(annotate(text))


def reference_available() -> bool:
    return iree_opt() is not None


def run_reference_batch(texts: Sequence[str], args: Sequence[str]) -> List[str]:
    """Runs iree-opt once over all |texts| (`--split-input-file`) and returns
    one output per input. Fails loudly (with the inputs) on any error."""
    proc = run_iree_opt(["--split-input-file", *args], SPLIT.join(texts))
    if proc.returncode != 0:
        raise AssertionError("iree-opt failed:\n" + proc.stderr[-4000:] + "\n--- input ---\n" + SPLIT.join(texts))
    outputs = [chunk for chunk, _ in split_input(proc.stdout)]
    assert len(outputs) == len(texts), (len(outputs), len(texts))
    return outputs


#===----------------------------------------------------------------------===#
# Reading annotations
#===----------------------------------------------------------------------===#

_SYMBOL = re.compile(r"@([A-Za-z_][\w$.]*)")


def _affinity_text(attr, unmap: Optional[Dict[str, str]]) -> str:
    text = str(attr)
    if unmap:
        text = _SYMBOL.sub(lambda m: "@" + unmap.get(m.group(1), m.group(1)), text)
    return text


def annotation_of(op: Operation, unmap: Optional[Dict[str, str]] = None) -> Dict[str, object]:
    """The op's annotations as comparable values: `stream.affinities` as a
    sorted tuple, `.operands` / `.results` as tuples of sorted tuples (order
    within a set is not part of the contract; position is). |unmap| renames
    symbols back (invariance under renaming)."""
    out: Dict[str, object] = {}
    for key in ANNOTATIONS:
        a = op.get_attr(key)
        if a is None:
            continue
        assert isinstance(a, ArrayAttr), (key, a)
        if key == "stream.affinities":
            out[key] = tuple(sorted(_affinity_text(x, unmap) for x in a))
        else:
            out[key] = tuple(tuple(sorted(_affinity_text(x, unmap) for x in entry)) for entry in a)
    return out


def module_ops(module: Operation) -> List[Operation]:
    """Every op under |module| in pre-order (the module itself excluded)."""
    return list(module.walk(WalkOrder.PRE, include_self=False))


def annotations_by_uid(program: Program, module: Operation,
                       unmap: Optional[Dict[str, str]] = None) -> Dict[int, Tuple[str, Dict[str, object]]]:
    """uid → (op name, annotations), matching the parsed |module| to the
    generated |program| op by op."""
    ops = module_ops(module)
    uids = program.uids()
    assert len(ops) == len(uids), f"{len(ops)} ops parsed, {len(uids)} generated"
    return {uid: (op.name, annotation_of(op, unmap)) for uid, op in zip(uids, ops)}


def describe(op: Operation) -> str:
    loc = op.location
    return f"{op.name} at line {getattr(loc, 'line', '?')}"


#===----------------------------------------------------------------------===#
# Dominance (for the scheduled output)
#===----------------------------------------------------------------------===#


def dominators(region: Region) -> Dict[Block, set]:
    """Block → the set of blocks dominating it (iterative data flow)."""
    blocks = list(region.blocks)
    if not blocks:
        return {}
    entry = blocks[0]
    every = set(blocks)
    dom = {b: ({b} if b is entry else set(every)) for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in blocks[1:]:
            preds = [p for p in b.predecessors if p.parent is region]
            new = set(every)
            for p in preds:
                new &= dom[p]
            if not preds:
                new = set()
            new |= {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    return dom


def _position_in(region: Region, op: Operation) -> Optional[Operation]:
    """The ancestor of |op| (or op itself) that is directly in |region|."""
    cur: Optional[Operation] = op
    while cur is not None and cur.parent_region is not region:
        cur = cur.parent_op
    return cur


def dominance_errors(func: Operation) -> List[str]:
    """Uses not dominated by their definitions under |func|."""
    errors: List[str] = []
    doms: Dict[int, Dict[Block, set]] = {}
    for user in func.walk(WalkOrder.PRE, include_self=False):
        for i, v in enumerate(user.operands):
            def_block = v.parent_block
            if def_block is None:
                errors.append(f"{describe(user)}: operand {i} is detached")
                continue
            region = def_block.parent
            anchor = _position_in(region, user)
            if anchor is None:
                errors.append(f"{describe(user)}: operand {i} is defined in a region that does not enclose it")
                continue
            use_block = anchor.parent
            if use_block is def_block:
                if isinstance(v, OpResult) and not (v.owner is not anchor and v.owner.is_before_in_block(anchor)):
                    errors.append(f"{describe(user)}: operand {i} ({v.owner.name}) is defined after its use")
                continue
            key = id(region)
            if key not in doms:
                doms[key] = dominators(region)
            if def_block not in doms[key].get(use_block, set()):
                errors.append(f"{describe(user)}: operand {i} is defined in a block that does not dominate the use")
    return errors


#===----------------------------------------------------------------------===#
# Streamable ops before and after scheduling
#===----------------------------------------------------------------------===#


def _entry(op: Operation) -> str:
    e = op.get_attr("entry_points")
    if e is None:
        return ""
    return " ".join(str(x) for x in e) if isinstance(e, ArrayAttr) else str(e)


def streamable_signature(op: Operation) -> str:
    return f"{op.name} {_entry(op)}".strip()


def streamable_ops(func: Operation) -> List[Operation]:
    """Streamable ops of |func| outside any execute region."""
    return [op for op in func.walk(WalkOrder.PRE, include_self=False)
            if op.get_trait(StreamableOp) is not None and op.parent_op is not None
            and op.parent_op.name != "stream.async.execute"]


_ROOTS_PURE = {"arith.constant", "arith.select", "stream.async.splat", "stream.async.dispatch",
               "stream.async.transfer", "stream.async.barrier"}


def live_streamable(func: Operation) -> List[Operation]:
    """Streamable ops whose results (transitively) reach an op that must
    stay (terminator, assert, call, ...): these survive dead-code removal."""
    live: set = set()
    work = [op for op in func.walk(WalkOrder.PRE, include_self=False) if op.name not in _ROOTS_PURE]
    while work:
        op = work.pop()
        if op in live:
            continue
        live.add(op)
        for v in op.operands:
            if isinstance(v, OpResult):
                work.append(v.owner)
    return [op for op in streamable_ops(func) if op in live]


def unscheduled_signatures(func: Operation) -> List[str]:
    """Streamable ops of a scheduled |func| with every execute region
    inlined (awaits and timepoints dropped), as sorted signatures."""
    out = []
    for op in func.walk(WalkOrder.PRE, include_self=False):
        if op.get_trait(StreamableOp) is not None and op.name != "stream.async.execute":
            out.append(streamable_signature(op))
    return sorted(out)


def _text(attr) -> str:
    return str(attr) if attr is not None else ""


def execute_groups(module: Operation) -> List[Tuple[str, Tuple[str, ...], Tuple[Tuple[str, str], ...]]]:
    """Per `stream.async.execute`: (affinity, sorted dispatch entry points,
    sorted (from, to) affinities of its transfers that still move data),
    sorted: the multiset compared by the partition differential."""
    groups = []
    for op in module.walk(WalkOrder.PRE):
        if op.name != "stream.async.execute":
            continue
        nested = list(op.walk(WalkOrder.PRE, include_self=False))
        entries = tuple(sorted(_entry(o) for o in nested if o.name == "stream.async.dispatch"))
        # A transfer left with neither side inside its region is a copy
        # iree-opt's cleanup folds away (S4): not compared.
        pairs = ((_text(o.get_attr("source_affinity")), _text(o.get_attr("result_affinity")))
                 for o in nested if o.name == "stream.async.transfer")
        transfers = tuple(sorted(p for p in pairs if p != ("", "")))
        groups.append((_text(op.get_attr("affinity")), entries, transfers))
    return sorted(groups)


#===----------------------------------------------------------------------===#
# Example budgets
#===----------------------------------------------------------------------===#


def budget(n: int) -> int:
    """|n| examples under the `default` profile, scaled by the loaded
    profile's `max_examples` / 100 (see conftest.py)."""
    from hypothesis import settings
    return max(1, round(n * settings().max_examples / 100))


#===----------------------------------------------------------------------===#
# Comparing annotations
#===----------------------------------------------------------------------===#


def annotation_mismatches(ours: Operation, theirs: Operation) -> List[str]:
    """Per-op differences of the annotations of two printings of the same
    program (ops matched by position in a pre-order walk)."""
    a, b = module_ops(ours), module_ops(theirs)
    if len(a) != len(b):
        return [f"{len(a)} ops vs {len(b)} ops"]
    out = []
    for x, y in zip(a, b):
        if x.name != y.name:
            return out + [f"op order differs: {describe(x)} vs {describe(y)}"]
        ax, ay = annotation_of(x), annotation_of(y)
        if ax != ay:
            keys = [k for k in ANNOTATIONS if ax.get(k) != ay.get(k)]
            out.append(f"{describe(x)}: " + "; ".join(f"{k}: ours {ax.get(k)} vs reference {ay.get(k)}"
                                                        for k in keys))
    return out
