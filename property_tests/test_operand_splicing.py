"""The fast IR helpers against the slow ones they replace:

* `Operation.splice_operands(parts)` leaves every use list as
  `set_operands(concatenated values)` does (same operands, same order of
  uses per value, same use indices);
* `Block.later_ops(op, candidates)` is the candidates after `op` in the
  block, each once, sorted with `is_before_in_block`;
* `Operation.users()` is its results' `users()` one after the other.

Programs: a block of ops over a few shared values (so that use lists hold
uses of several ops and several uses of one op), random splices and
random candidate lists, after random moves within the block."""

from __future__ import annotations

from functools import cmp_to_key

from hypothesis import given, settings
from hypothesis import strategies as st

from dfx.ir import Block, Operation, verify_links
from dfx.ir.attributes import i32
from dfx.ir.core import Value

from property_tests.support import budget


def _block(n_values: int, operand_lists):
    values = [Value(i32, f"v{i}") for i in range(n_values)]
    block = Block()
    ops = []
    for operands in operand_lists:
        op = Operation("test.op", [values[i] for i in operands], [i32])
        block.append(op)
        ops.append(op)
    return values, block, ops


def _use_lists(values, ops):
    """Per value: (op position, operand index) of each use, newest first;
    and per op its operands."""
    where = {op: i for i, op in enumerate(ops)}
    return ([[(where[u.owner], u.index) for u in v.uses] for v in values],
            [[values.index(v) for v in op.operands] for op in ops])


@st.composite
def splices(draw):
    n_values = draw(st.integers(1, 4))
    operand_lists = draw(st.lists(st.lists(st.integers(0, n_values - 1), max_size=6), min_size=1, max_size=5))
    target = draw(st.integers(0, len(operand_lists) - 1))
    n_old = len(operand_lists[target])
    # Cut the current slots into runs; keep some runs (in any order) and
    # put new values between them.
    cuts = sorted(draw(st.sets(st.integers(1, max(1, n_old - 1)), max_size=3))) if n_old > 1 else []
    bounds = [0] + [c for c in cuts if c < n_old] + [n_old]
    runs = [slice(a, b) for a, b in zip(bounds, bounds[1:]) if b > a]
    kept = draw(st.permutations(runs)) if runs else []
    kept = kept[:draw(st.integers(0, len(kept)))]
    parts = []
    for run in kept:
        parts.append([draw(st.integers(0, n_values - 1)) for _ in range(draw(st.integers(0, 2)))])
        parts.append(run)
    parts.append([draw(st.integers(0, n_values - 1)) for _ in range(draw(st.integers(0, 2)))])
    return n_values, operand_lists, target, parts


@settings(max_examples=budget(300))
@given(splices())
def test_splice_operands_is_set_operands(case):
    n_values, operand_lists, target, parts = case
    results = []
    for fast in (True, False):
        values, _, ops = _block(n_values, operand_lists)
        op = ops[target]
        current = op.operands
        concrete = [p if isinstance(p, slice) else [values[i] for i in p] for p in parts]
        if fast:
            op.splice_operands(concrete)
        else:
            op.set_operands([v for p in concrete for v in (current[p] if isinstance(p, slice) else p)])
        verify_links(op)
        assert [u.index for u in op.operand_uses] == list(range(op.num_operands))
        results.append(_use_lists(values, ops))
    assert results[0] == results[1]


def test_splice_operands_rejects_a_slot_kept_twice():
    values, _, ops = _block(2, [[0, 1, 0]])
    try:
        ops[0].splice_operands([slice(0, 2), slice(1, 3)])
    except ValueError:
        pass
    else:
        raise AssertionError("a slot kept twice was accepted")
    assert ops[0].operands == [values[0], values[1], values[0]]


@settings(max_examples=budget(200))
@given(st.integers(1, 8), st.data())
def test_later_ops_is_a_sorted_filter(n, data):
    _, block, ops = _block(1, [[0]] * n)
    for _ in range(data.draw(st.integers(0, 4))):  # moves make the block renumber
        a, b = data.draw(st.integers(0, n - 1)), data.draw(st.integers(0, n - 1))
        if a != b:
            ops[a].move_before(ops[b])
    elsewhere = Operation("test.other", [], [])
    Block().append(elsewhere)
    pool = ops + [elsewhere]
    candidates = data.draw(st.lists(st.sampled_from(pool), max_size=12))
    op = data.draw(st.sampled_from(ops))
    expected = []
    for c in candidates:
        if c.parent is block and c is not op and op.is_before_in_block(c) and c not in expected:
            expected.append(c)
    expected.sort(key=cmp_to_key(lambda a, b: -1 if a.is_before_in_block(b) else (0 if a is b else 1)))
    assert block.later_ops(op, candidates) == expected


@settings(max_examples=budget(100))
@given(st.lists(st.lists(st.integers(0, 2), max_size=4), min_size=1, max_size=4))
def test_operation_users_lists_each_results_users(reads):
    producer = Operation("test.producer", [], [i32, i32, i32])
    block = Block()
    block.append(producer)
    for r in reads:
        block.append(Operation("test.op", [producer.results[i] for i in r], []))
    assert producer.users() == [u for r in producer.results for u in r.users()]
