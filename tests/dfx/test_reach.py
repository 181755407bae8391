"""Tests for dfx.analysis.reach.propagate (reachable-label unions over SCCs)."""

from __future__ import annotations

import random
import sys

import pytest

from dfx.analysis.reach import LabelLimitExceeded, propagate


def graph_fns(edges, labels):
    """successors / labels callbacks over dicts, counting calls."""
    calls = {"succ": [], "labels": []}

    def succ(n):
        calls["succ"].append(n)
        return edges.get(n, ())

    def lab(n):
        calls["labels"].append(n)
        return labels.get(n)
    return succ, lab, calls


def brute_force(nodes, edges, labels):
    """node -> set of labels reachable from it (plain search per node)."""
    out = {}
    reach_all = set()
    stack = list(nodes)
    while stack:
        n = stack.pop()
        if n in reach_all:
            continue
        reach_all.add(n)
        stack.extend(edges.get(n, ()))
    for n in reach_all:
        seen = {n}
        stack = [n]
        found = set()
        while stack:
            m = stack.pop()
            found.update(labels.get(m) or ())
            for s in edges.get(m, ()):
                if s not in seen:
                    seen.add(s)
                    stack.append(s)
        out[n] = found
    return out


def check_against_brute_force(nodes, edges, labels, **kw):
    succ, lab, calls = graph_fns(edges, labels)
    got = propagate(nodes, succ, lab, **kw)
    expected = brute_force(nodes, edges, labels)
    assert set(got) == set(expected)
    for n, labs in got.items():
        assert isinstance(labs, tuple)
        assert len(set(labs)) == len(labs), "no duplicates"
        assert set(labs) == expected[n], n
    # Each node expanded once; labels asked once, after its successors.
    assert sorted(calls["succ"]) == sorted(set(calls["succ"])) == sorted(got)
    assert sorted(calls["labels"]) == sorted(got)
    return got


def test_empty_and_isolated():
    assert propagate([], lambda n: (), lambda n: ()) == {}
    assert propagate(["a"], lambda n: (), lambda n: None) == {"a": ()}
    assert propagate(["a"], lambda n: (), lambda n: ["x", "x"]) == {"a": ("x",)}


def test_chain_and_order():
    edges = {1: [2], 2: [3], 3: [4]}
    labels = {1: ["a"], 3: ["c"], 4: ["d"]}
    got = check_against_brute_force([1], edges, labels)
    assert got[4] == ("d",)
    assert got[3] == ("c", "d")
    # Node 2 has no own labels: it shares node 3's tuple.
    assert got[2] is got[3]
    assert got[1] == ("a", "c", "d")


def test_diamond():
    edges = {"top": ["l", "r"], "l": ["bot"], "r": ["bot"]}
    labels = {"l": ["L"], "r": ["R"], "bot": ["B"]}
    got = check_against_brute_force(["top"], edges, labels)
    assert got["top"] == ("L", "B", "R")
    assert got["l"] == ("L", "B") and got["r"] == ("R", "B")


def test_diamond_shares_when_union_equals_a_successor():
    edges = {"top": ["l", "r"], "l": ["bot"], "r": ["bot"]}
    labels = {"l": ["L"], "bot": ["B"]}
    got = check_against_brute_force(["top"], edges, labels)
    # r reaches only B: it shares bot's tuple; top reaches exactly l's labels.
    assert got["r"] is got["bot"]
    assert got["top"] is got["l"]


def test_cycles_share_one_answer():
    # 1 -> 2 -> 3 -> 1 (cycle), 3 -> 4 (exit), 5 -> 2 (entry from outside).
    edges = {1: [2], 2: [3], 3: [1, 4], 5: [2]}
    labels = {1: ["one"], 3: ["three"], 4: ["four"], 5: ["five"]}
    got = check_against_brute_force([5, 1], edges, labels)
    assert got[1] is got[2] is got[3]
    # Own labels in discovery order (5 is searched first: 2, 3, 1), then
    # the exit's answer.
    assert got[1] == ("three", "one", "four")
    assert got[5] == ("five", "three", "one", "four")


def test_self_loops_and_duplicate_edges():
    edges = {"a": ["a", "b", "b", "a"], "b": ["b"]}
    labels = {"a": ["x"], "b": ["y"]}
    got = check_against_brute_force(["a"], edges, labels)
    assert got == {"a": ("x", "y"), "b": ("y",)}


def test_nested_cycles():
    # Two cycles joined by an edge, plus a cycle back to the first.
    edges = {0: [1], 1: [2, 0], 2: [3], 3: [2, 4], 4: [0]}
    labels = {i: [f"l{i}"] for i in range(5)}
    got = check_against_brute_force([0], edges, labels)
    assert len({id(t) for t in got.values()}) == 1


def test_random_graphs_against_brute_force():
    rng = random.Random(1234)
    for trial in range(200):
        n = rng.randint(1, 30)
        edges = {i: [rng.randrange(n) for _ in range(rng.randint(0, 3))] for i in range(n)}
        labels = {i: [rng.choice("abcdefg")] for i in range(n) if rng.random() < 0.3}
        starts = rng.sample(range(n), rng.randint(1, n))
        check_against_brute_force(starts, edges, labels)


def test_known_answers_are_reused_not_expanded():
    edges = {1: [2], 2: [3], 3: [], 10: [2]}
    labels = {1: ["a"], 3: ["c"], 10: ["z"]}
    first = propagate([1], lambda n: edges[n], lambda n: labels.get(n))
    seen = []

    def succ(n):
        seen.append(n)
        return edges[n]
    second = propagate([10, 2], succ, lambda n: labels.get(n), known=first)
    assert seen == [10]
    assert second == {10: ("z", "c")}
    assert propagate([1, 2], succ, lambda n: labels.get(n), known=first) == {}


def test_long_chain_is_iterative_and_shares_tuples():
    n = 100_000
    labels = {0: ["head"], n - 1: ["tail"]}
    limit = sys.getrecursionlimit()
    got = propagate([0], lambda i: (i + 1,) if i + 1 < n else (), lambda i: labels.get(i))
    assert sys.getrecursionlimit() == limit
    assert len(got) == n
    assert got[0] == ("head", "tail")
    assert got[n - 1] == ("tail",)
    assert got[n // 2] is got[n - 1]
    assert len({id(t) for t in got.values()}) == 2


def test_long_cycle_is_iterative():
    n = 100_000
    got = propagate([0], lambda i: ((i + 1) % n,), lambda i: ("x",) if i % 1000 == 0 else None)
    assert len(got) == n and len({id(t) for t in got.values()}) == 1
    assert len(got[0]) == 1


def test_long_chain_from_every_node():
    # Starting from the end first, then the rest: still linear and exact.
    n = 50_000
    order = list(range(n - 1, -1, -1))
    got = propagate(order, lambda i: (i + 1,) if i + 1 < n else (), lambda i: ("L",) if i == n - 1 else None)
    assert all(got[i] == ("L",) for i in range(n))


def test_deterministic():
    rng = random.Random(7)
    n = 200
    edges = {i: [rng.randrange(n) for _ in range(3)] for i in range(n)}
    labels = {i: [f"l{i % 17}"] for i in range(n) if i % 3 == 0}
    runs = [propagate(range(n), lambda i: edges[i], lambda i: labels.get(i)) for _ in range(3)]
    assert runs[0] == runs[1] == runs[2]
    assert list(runs[0]) == list(runs[1])


def test_max_labels():
    edges = {1: [2], 2: [3]}
    labels = {1: ["a"], 2: ["b"], 3: ["c"]}
    assert propagate([1], lambda n: edges.get(n, ()), lambda n: labels[n], max_labels=3)[1] == ("a", "b", "c")
    with pytest.raises(LabelLimitExceeded) as info:
        propagate([1], lambda n: edges.get(n, ()), lambda n: labels[n], max_labels=2)
    assert info.value.node == 1 and info.value.count == 3 and info.value.limit == 2
