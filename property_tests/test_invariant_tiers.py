"""The two ways of running an op kind's declared invariants agree.

`dfx.ir.invariant_checker` checks the first ops of a kind by interpreting
its plan (`_interpret`) and then compiles a function with only the steps
the kind needs (`_compile`). Short programs, most of the tests, only ever
see the first; this test holds the two to the same answer on every op of
the test programs (the per-dialect syntax files, upstream's test files and
our pass tests: about 380 of the 450 op kinds we define) and on mutations
of them that break each kind of invariant: attributes removed or replaced by
attributes of other kinds or empty arrays, operands erased, added or
replaced by values of other types, result types changed, segment sizes and
tied operands rewritten, successors added or dropped, the op moved under
another parent.
"""

from __future__ import annotations

import random
import re
from functools import lru_cache
from pathlib import Path

from hypothesis import given, settings, strategies as st

import stream_affinity  # noqa: F401  (registers the dialects)
from dfx.ir.attributes import ArrayAttr, DenseArrayAttr, IntegerAttr, i32, index
from dfx.ir.core import Operation, WalkOrder
from dfx.ir.dialect_registry import load_all_dialects
from dfx.ir.invariant_checker import _compile, _interpret, _Plan
from dfx.ir.invariants import SEGMENT_SIZES, OpInvariants
from dfx.syntax.parser import parse_module

from .support import budget

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ("tests/data/ops/syntax/*.mlir", "tests/data/upstream_3.13/**/*.mlir",
            "tests/stream_affinity/data/**/*.mlir", "tests/dfx/data/**/*.mlir")
_SPLIT = re.compile(r"(?m)^// -----.*$")


def _modules():
    """Every chunk of the test programs that parses (files of the other
    era, or with expected errors, do not); large files are left out."""
    for pattern in PROGRAMS:
        for path in sorted(ROOT.glob(pattern)):
            if path.stat().st_size > 300_000:
                continue
            for chunk in _SPLIT.split(path.read_text()):
                try:
                    yield parse_module(chunk, str(path))
                except Exception:
                    continue


@lru_cache(maxsize=None)
def _corpus():
    """(ops with declared invariants, attribute pool, value pool, type pool)
    from the test programs."""
    load_all_dialects()
    ops, attrs, values, types = [], {}, [], {}
    for module in _modules():
        for op in module.walk(WalkOrder.PRE):
            d = op.definition
            if d is not None and isinstance(d.invariants, OpInvariants) and op.parent is not None:
                ops.append(op)
            for a in list(op.properties.values()) + list(op.attributes.values()):
                attrs.setdefault(str(a), a)
            for r in op.results:
                values.append(r)
                types.setdefault(str(r.type), r.type)
    assert len(ops) > 5000, "the test programs should cover most op kinds"
    return ops, list(attrs.values()), values, list(types.values())


_PLANS: dict = {}


def _plans(d):
    """One plan per path and op kind, kept across examples so that their
    caches (layouts, tied verdicts, dynamic-dim counts) are exercised too."""
    p = _PLANS.get(d.name)
    if p is None:
        interpreted = _Plan(d, d.invariants)
        p = _PLANS[d.name] = (interpreted, _compile(_Plan(d, d.invariants)))
    return p


def _outcome(fn, *args):
    try:
        return ("message", fn(*args))
    except Exception as e:  # both paths must fail alike on malformed ops
        return ("raises", type(e).__name__)


_MUTATIONS = ("drop_attr", "set_attr", "set_declared_attr", "empty_array", "erase_operand", "add_operand",
              "replace_operand", "operand_types", "result_type", "results", "segments", "tied", "regions",
              "successors", "move")


class _HypothesisDraw:
    """The choices of a mutation, drawn by Hypothesis."""

    def __init__(self, data):
        self.draw = data.draw

    def choice(self, seq):
        return self.draw(st.sampled_from(seq))

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(st.integers(lo, hi))

    def integers(self, lo: int, hi: int, min_size: int, max_size: int) -> list:
        return self.draw(st.lists(st.integers(lo, hi), min_size=min_size, max_size=max_size))


class _SeededDraw:
    """The same choices from a seeded generator (the sweep below)."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choice(self, seq):
        return self.rng.choice(list(seq))

    def integer(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)

    def integers(self, lo: int, hi: int, min_size: int, max_size: int) -> list:
        return [self.rng.randint(lo, hi) for _ in range(self.rng.randint(min_size, max_size))]


def _mutate(op, kind: str, draw, corpus):
    """Applies one mutation of |kind| to |op|; returns the op (a move puts
    a new clone elsewhere and erases the old one)."""
    ops, attrs, values, types = corpus
    inv = op.definition.invariants
    names = sorted(set(op.properties) | set(op.attributes))
    declared = sorted(set(inv.attrs) | set(inv.attr_kinds))
    if kind == "drop_attr" and names:
        op.remove_attr(draw.choice(names))
    elif kind == "set_attr" and names:
        op.set_attr(draw.choice(names), draw.choice(attrs))
    elif kind == "set_declared_attr" and declared:
        op.set_attr(draw.choice(declared), draw.choice(attrs))
    elif kind == "empty_array" and declared:
        op.set_attr(draw.choice(declared), draw.choice([ArrayAttr(()), DenseArrayAttr(i32, ())]))
    elif kind == "erase_operand" and op.num_operands:
        op.erase_operand(draw.integer(0, op.num_operands - 1))
    elif kind == "add_operand":
        op.set_operands(list(op.operands) + [draw.choice(values)])
    elif kind == "replace_operand" and op.num_operands:
        operands = list(op.operands)
        operands[draw.integer(0, len(operands) - 1)] = draw.choice(values)
        op.set_operands(operands)
    elif kind == "operand_types" and op.num_operands:
        # One operand's value swapped for a value of another type that
        # some op of the corpus uses in the same position.
        i = draw.integer(0, op.num_operands - 1)
        others = [o.operands[i] for o in _kinds()[op.name] if o.num_operands > i
                  and o.operands[i].type != op.operands[i].type]
        operands = list(op.operands)
        operands[i] = draw.choice(others or values)
        op.set_operands(operands)
    elif kind == "result_type" and op.results:
        op.results[draw.integer(0, len(op.results) - 1)].type = draw.choice(types)
    elif kind == "segments":
        # Sizes near the op's groups and operand count: right sums with a
        # single group of another size, wrong sums, wrong lengths.
        groups = len(inv.operand_groups or ())
        sizes = draw.integers(-1, 3, max(groups - 1, 0), groups + 1)
        if groups and draw.integer(0, 1):
            sizes = [1] * groups
            sizes[draw.integer(0, groups - 1)] = draw.integer(0, 2)
            sizes[draw.integer(0, groups - 1)] += op.num_operands - sum(sizes)
        op.set_attr(SEGMENT_SIZES, DenseArrayAttr(i32, tuple(sizes)))
    elif kind == "tied":
        entries = draw.integers(-2, 4, 0, 4)
        tied = ArrayAttr(tuple(IntegerAttr(e, index) for e in entries))
        op.set_attr("tied_operands", draw.choice([tied, tied, draw.choice(attrs)]))
    elif kind == "regions":
        if op.regions and draw.integer(0, 1):
            op.regions.pop().parent = None
        else:
            op.add_region()
    elif kind == "results":
        # The same op with one result more or one fewer.
        result_types = [r.type for r in op.results]
        if result_types and draw.integer(0, 1):
            result_types.pop(draw.integer(0, len(result_types) - 1))
        else:
            result_types.append(draw.choice(types))
        other = Operation(op.name, list(op.operands), result_types, dict(op.properties), dict(op.attributes),
                          location=op.location)
        op.parent.insert_after(other, op)
        op.erase()
        return other
    elif kind == "successors":
        # One successor fewer, or one more (the op's own block).
        blocks = op.successors
        op._drop_successors()
        blocks = blocks[:-1] if blocks and draw.integer(0, 1) else blocks + [op.parent]
        for block in blocks:
            op._append_successor(block)
    elif kind == "move":
        anchor = draw.choice(ops)
        moved = op.clone()
        anchor.parent.insert_after(moved, anchor)
        op.erase()
        return moved
    return op


def _check_mutant(original, kinds, draw, corpus) -> None:
    op = original.clone()
    original.parent.insert_after(op, original)  # same parent: HasParent checks see it
    try:
        for kind in kinds:
            op = _mutate(op, kind, draw, corpus)
        interpreted, compiled = _plans(op.definition)
        assert _outcome(_interpret, interpreted, op) == _outcome(compiled, op), (original.name, kinds)
    finally:
        op.erase()


@settings(max_examples=budget(150), deadline=None)
@given(st.data())
def test_interpreted_and_compiled_checks_agree(data):
    corpus = _corpus()
    kinds = _kinds()
    name = data.draw(st.sampled_from(sorted(kinds)), label="kind")
    original = data.draw(st.sampled_from(kinds[name]), label="op")
    mutations = data.draw(st.lists(st.sampled_from(_MUTATIONS), min_size=1, max_size=3), label="mutations")
    _check_mutant(original, mutations, _HypothesisDraw(data), corpus)


def test_every_kind_under_every_mutation():
    """A seeded sweep: each op kind of the corpus, each mutation alone and
    after another one, a few draws each."""
    corpus = _corpus()
    for k, (name, ops) in enumerate(sorted(_kinds().items())):
        for i, kind in enumerate(_MUTATIONS):
            for seed in range(3):
                draw = _SeededDraw(k * 100_000 + seed * 1000 + i)
                first = (draw.choice(_MUTATIONS),) if seed == 2 else ()
                _check_mutant(draw.choice(ops), first + (kind,), draw, corpus)


@lru_cache(maxsize=None)
def _kinds():
    """Op name -> the corpus ops of that kind (examples draw a kind first,
    so rare kinds are as likely as common ones)."""
    kinds: dict = {}
    for op in _corpus()[0]:
        kinds.setdefault(op.name, []).append(op)
    return kinds


def test_every_op_of_the_corpus_passes_both_ways_alike():
    ops, _, _, _ = _corpus()
    kinds = set()
    for op in ops:
        interpreted, compiled = _plans(op.definition)
        assert _outcome(_interpret, interpreted, op) == _outcome(compiled, op), op.name
        kinds.add(op.name)
    assert len(kinds) > 300
