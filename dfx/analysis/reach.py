"""Reachability summaries over an implicit directed graph.

`propagate(nodes, successors, labels)` answers, for every node reachable from
`nodes`, "which labels carry the nodes I can reach (myself included)?" in one
pass over the graph instead of one search per node.

How it works
------------
1. An iterative Tarjan search (explicit stacks, no recursion) splits the
   reachable graph into strongly connected components. Tarjan finishes a
   component only after every component it can reach, i.e. components come
   out in reverse topological order of the condensation.
2. When a component finishes, its answer is the union of its members' own
   labels and the (already final) answers of the components its edges lead
   to. Every member of a component shares that one answer.

Answers are tuples. A tuple is reused, not copied, whenever a component
reaches exactly the labels of one of its successors; a long chain where only
a few nodes carry labels therefore holds a few distinct tuples in total and
uses O(N) memory.

Order of labels (deterministic for a deterministic `successors`/`labels`):
* if the union has exactly the labels of some successor component's answer,
  the answer IS the first such tuple (in edge order);
* otherwise it lists the component's own labels (members in discovery
  order, each member's labels in the order `labels` gives them), then the
  labels not seen yet of each successor answer, in edge order.

Cost: O((V + E) * L) time, where V and E count the nodes and edges reachable
from `nodes` and L bounds the number of distinct labels in one answer (the
union of a component is built by scanning its successors' answers). Memory
is the sum of the sizes of the distinct answer tuples plus O(V + E) working
space. With many labels reaching many nodes the answers are inherently large
(V * L); `max_labels` turns that case into an error instead of a slow run.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Hashable, Iterable, List, Mapping, Optional, Tuple, TypeVar

__all__ = ["propagate", "LabelLimitExceeded"]

if TYPE_CHECKING:
    N = TypeVar("N", bound=Hashable)
if TYPE_CHECKING:
    L = TypeVar("L", bound=Hashable)


class LabelLimitExceeded(ValueError):
    """Raised by `propagate` when one answer would exceed `max_labels`."""

    def __init__(self, node: object, count: int, limit: int):
        super().__init__(f"{count} labels reachable from {node!r} exceed the limit of {limit}")
        self.node = node
        self.count = count
        self.limit = limit


_EMPTY: Tuple = ()


def propagate(nodes: Iterable[N], successors: Callable[[N], Iterable[N]],
              labels: Callable[[N], Optional[Iterable[L]]], *,
              known: Optional[Mapping[N, Tuple[L, ...]]] = None,
              max_labels: Optional[int] = None) -> Dict[N, Tuple[L, ...]]:
    """For every node reachable from |nodes| (the start nodes included), the
    labels of all nodes reachable from it, itself included.

    * |successors(n)| gives n's out-edges (duplicates and self loops are
      fine). It is called exactly once per node expanded, and always before
      |labels(n)|, which is also called exactly once per node; callers may
      rely on that to compute both from one piece of work.
    * |labels(n)| gives the labels n carries itself (None means none).
      Labels must be hashable.
    * |known|: answers computed earlier for the same graph. A node found in
      it is neither expanded nor returned; its answer is used as is. (The
      answers must be closed: a known node's answer covers everything it
      reaches.)
    * |max_labels|: raise `LabelLimitExceeded` when an answer would hold
      more labels than this.

    Returns a dict with one entry per expanded node (insertion order: the
    order components finished). See the module docstring for the order of
    labels inside an answer, the sharing of tuples and the cost.
    """
    if known is None:
        known = {}
    results: Dict[N, Tuple[L, ...]] = {}
    # Discovery number of every node visited but not finished yet. A node is
    # "on the Tarjan stack" exactly while it is in this dict.
    number: Dict[N, int] = {}
    # Successor lists of unfinished nodes (needed again at finish time).
    succ_of: Dict[N, Tuple[N, ...]] = {}
    tarjan: List[N] = []
    # Depth-first frames: [node, successor iterator, lowest reachable number].
    frames: List[list] = []
    counter = 0
    # Lazily built label sets of answer tuples, keyed by id (the tuples are
    # kept alive by |results| / |known|).
    sets: Dict[int, frozenset] = {}

    def open_node(n: N) -> None:
        succ = tuple(successors(n))
        if not succ:
            # A node without out-edges is a component of its own, finished
            # at once: no search state needed (the common case by far).
            ls = labels(n)
            answer = tuple(dict.fromkeys(ls)) if ls else _EMPTY
            if max_labels is not None and len(answer) > max_labels:
                raise LabelLimitExceeded(n, len(answer), max_labels)
            results[n] = answer
            return
        nonlocal counter
        counter += 1
        number[n] = counter
        tarjan.append(n)
        succ_of[n] = succ
        frames.append([n, iter(succ), counter])

    def label_set(t: Tuple[L, ...]) -> frozenset:
        s = sets.get(id(t))
        if s is None:
            s = frozenset(t)
            sets[id(t)] = s
        return s

    def finish(root: N) -> None:
        # Pop the component; members back to discovery order.
        members: List[N] = []
        while True:
            m = tarjan.pop()
            members.append(m)
            if m is root:
                break
        members.reverse()
        single = len(members) == 1
        inside = None if single else set(members)

        own: Dict[L, None] = {}
        for m in members:
            ls = labels(m)
            if ls:
                for lab in ls:
                    own[lab] = None

        # Distinct successor answers, in edge order.
        outs: List[Tuple[L, ...]] = []
        seen_ids = set()
        for m in members:
            for s in succ_of[m]:
                if (s == m) if single else (s in inside):
                    continue
                t = results.get(s)
                if t is None:
                    t = known[s]
                if t and id(t) not in seen_ids:
                    seen_ids.add(id(t))
                    outs.append(t)

        answer: Tuple[L, ...]
        if not outs:
            answer = tuple(own) if own else _EMPTY
        elif len(outs) == 1 and (not own or label_set(outs[0]).issuperset(own)):
            answer = outs[0]
        else:
            acc = dict(own)
            for t in outs:
                for lab in t:
                    acc[lab] = None
            answer = None
            size = len(acc)
            for t in outs:
                if len(t) == size:
                    answer = t
                    break
            if answer is None:
                answer = tuple(acc)
        if max_labels is not None and len(answer) > max_labels:
            raise LabelLimitExceeded(root, len(answer), max_labels)
        for m in members:
            results[m] = answer
            del number[m]
            del succ_of[m]

    for start in nodes:
        if start in results or start in known or start in number:
            continue
        open_node(start)
        while frames:
            frame = frames[-1]
            descended = False
            for child in frame[1]:
                if child in results or child in known:
                    continue
                num = number.get(child)
                if num is None:
                    open_node(child)
                    if child in results:
                        continue  # finished at once (no out-edges)
                    descended = True
                    break
                # Visited and unfinished: on the Tarjan stack.
                if num < frame[2]:
                    frame[2] = num
            if descended:
                continue
            frames.pop()
            node, low = frame[0], frame[2]
            if frames and frames[-1][2] > low:
                frames[-1][2] = low
            if low == number[node]:
                finish(node)
    return results
