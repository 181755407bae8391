"""Dominators of the blocks of one region, without recursion.

`block_order(region)` gives the order in which the verifier visits a
multi-block region: a depth-first walk of the dominator tree, each block
opened before and closed after the blocks it dominates, so that "the
definition's block is open" means "the definition's block dominates the
use's". Blocks unreachable from the entry come last (their uses are not
checked, as in MLIR).

The immediate dominators come from the iterative algorithm of Cooper,
Harvey and Kennedy ("A Simple, Fast Dominance Algorithm") over a reverse
postorder; successors are the branch targets of each block's last op.
"""

from __future__ import annotations

from dfx.ir.core import Block, Region

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = ["immediate_dominators", "block_order", "reverse_postorder"]


def _successors(block: Block, index: Dict[Block, int]) -> List[int]:
    last = block.last_op
    if last is None:
        return []
    return [index[s] for s in last._successors if s in index]


def reverse_postorder(blocks: List[Block], succs: List[List[int]]) -> List[int]:
    """Block indices reachable from block 0, in reverse postorder."""
    if not blocks:
        return []
    seen = [False] * len(blocks)
    post: List[int] = []
    seen[0] = True
    stack: List[Tuple[int, int]] = [(0, 0)]
    while stack:
        b, i = stack[-1]
        ss = succs[b]
        if i < len(ss):
            stack[-1] = (b, i + 1)
            s = ss[i]
            if not seen[s]:
                seen[s] = True
                stack.append((s, 0))
        else:
            stack.pop()
            post.append(b)
    post.reverse()
    return post


def immediate_dominators(region: Region) -> Tuple[List[Optional[int]], List[int]]:
    """(idom, rpo): `idom[i]` is the index of block i's immediate dominator
    (the entry is its own; None for unreachable blocks), `rpo` the reachable
    blocks in reverse postorder."""
    blocks = region.blocks
    index = {b: i for i, b in enumerate(blocks)}
    succs = [_successors(b, index) for b in blocks]
    rpo = reverse_postorder(blocks, succs)
    order = [-1] * len(blocks)
    for k, b in enumerate(rpo):
        order[b] = k
    preds: List[List[int]] = [[] for _ in blocks]
    for b in rpo:
        for s in succs[b]:
            preds[s].append(b)
    idom: List[Optional[int]] = [None] * len(blocks)
    if not blocks:
        return idom, rpo
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = None
            for p in preds[b]:
                if idom[p] is None:
                    continue
                if new is None:
                    new = p
                    continue
                # Intersect: walk both fingers up to their common dominator.
                x, y = p, new
                while x != y:
                    while order[x] > order[y]:
                        x = idom[x]
                    while order[y] > order[x]:
                        y = idom[y]
                new = x
            if new is not None and idom[b] != new:
                idom[b] = new
                changed = True
    return idom, rpo


def block_order(region: Region) -> List[Tuple[str, Block, bool]]:
    """Events `("open", block, reachable)` / `("close", block, reachable)`
    for a walk of |region|'s dominator tree (children in block order), then
    each unreachable block opened and closed on its own."""
    blocks = region.blocks
    if len(blocks) == 1:
        b = blocks[0]
        return [("open", b, True), ("close", b, True)]
    idom, _rpo = immediate_dominators(region)
    children: List[List[int]] = [[] for _ in blocks]
    for i in range(1, len(blocks)):
        d = idom[i]
        if d is not None and d != i:
            children[d].append(i)
    events: List[Tuple[str, Block, bool]] = []
    if blocks:
        stack: List[Tuple[int, int]] = [(0, 0)]
        events.append(("open", blocks[0], True))
        while stack:
            b, i = stack[-1]
            if i < len(children[b]):
                stack[-1] = (b, i + 1)
                c = children[b][i]
                events.append(("open", blocks[c], True))
                stack.append((c, 0))
            else:
                stack.pop()
                events.append(("close", blocks[b], True))
    for i, b in enumerate(blocks):
        if i and idom[i] is None:
            events.append(("open", b, False))
            events.append(("close", b, False))
    return events
