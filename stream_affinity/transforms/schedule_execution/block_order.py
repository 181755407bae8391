"""Block order and dominance for `schedule-execution`: blocks in
dominator order, dominance of a value at a point, the nearest common
dominator, and MLIR's stable topological sort of a block."""

from __future__ import annotations

from dfx.ir.core import Block, BlockArgument, Operation, Region, Value
from dfx.ir.traits import Terminator

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional

__all__ = ["BlockTree", "dominates_point", "block_dominates", "immediate_dominators", "dominator_order",
           "nearest_common_dominator", "sort_block_topologically"]


def block_dominates(a: Block, b: Block) -> bool:
    """Whether block |a| dominates block |b| (same region)."""
    if a is b:
        return True
    idom = immediate_dominators(a.parent)
    cur = b
    while cur in idom and idom[cur] is not cur:
        cur = idom[cur]
        if cur is a:
            return True
    return False


def immediate_dominators(region: Region) -> Dict[Block, Block]:
    """Immediate dominator of every block reachable from the entry (the
    entry maps to itself)."""
    blocks = region.blocks
    entry = blocks[0]
    # Reverse post-order over the CFG, then iterative dominators.
    order: List[Block] = []
    seen = {entry}
    stack = [(entry, iter(entry.successors))]
    while stack:
        b, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            order.append(b)
            continue
        if nxt not in seen and nxt.parent is region:
            seen.add(nxt)
            stack.append((nxt, iter(nxt.successors)))
    rpo = list(reversed(order))
    index = {b: i for i, b in enumerate(rpo)}
    idom: Dict[Block, Block] = {entry: entry}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            preds = [p for p in b.predecessors if p in idom]
            if not preds:
                continue
            new = preds[0]
            for p in preds[1:]:
                a, c = p, new
                while a is not c:
                    while index[a] > index[c]:
                        a = idom[a]
                    while index[c] > index[a]:
                        c = idom[c]
                new = a
            if idom.get(b) is not new:
                idom[b] = new
                changed = True
    return idom


def dominator_order(region: Region) -> List[Block]:
    """Blocks ordered so that each comes after the blocks dominating it."""
    blocks = region.blocks
    if len(blocks) <= 1:
        return list(blocks)
    idom = immediate_dominators(region)
    children: Dict[Block, List[Block]] = {b: [] for b in blocks}
    for b in blocks:
        d = idom.get(b)
        if d is not None and d is not b:
            children[d].append(b)
    visited = set()
    post: List[Block] = []
    for start in reversed(blocks):
        if start in visited:
            continue
        visited.add(start)
        stack2 = [(start, iter(children[start]))]
        while stack2:
            b, it = stack2[-1]
            c = next(it, None)
            if c is None:
                stack2.pop()
                post.append(b)
                continue
            if c not in visited:
                visited.add(c)
                stack2.append((c, iter(children[c])))
    return list(reversed(post))


class _AncestorInBlock:
    """The op of |block| that contains a given op (the op itself when it
    is in |block|, None when it is outside), memoized along the walked
    path: all the answers of one pass over a block cost time linear in
    the ops visited, however deep the nesting."""

    def __init__(self, block: Block):
        self.block = block
        self.region = block.parent
        self.memo: Dict[Operation, Optional[Operation]] = {}

    def find(self, op: Operation) -> Optional[Operation]:
        memo = self.memo
        path: List[Operation] = []
        cur: Optional[Operation] = op
        found: Optional[Operation] = None
        while cur is not None:
            if cur in memo:
                found = memo[cur]
                break
            parent = cur.parent
            if parent is self.block:
                found = cur
                break
            if parent is None or parent.parent is self.region:
                break  # detached, or in another block of the same region
            path.append(cur)
            cur = parent.parent_op
        for p in path:
            memo[p] = found
        return found


def sort_block_topologically(block: Block) -> None:
    """Stable topological sort of |block|'s non-terminator ops (MLIR's
    `sortTopologically`: sweep the unscheduled ops, moving each one whose
    producers in the block are all scheduled before the first unscheduled
    op; when a sweep moves nothing, take the first op as it is).

    An op waits for the ops of the block whose results it or any op nested
    in it uses. Those dependencies are found once, from the uses of each
    op's results, so the sort costs time linear in the ops and uses
    involved rather than a walk of every nested op per sweep."""
    ops = [op for op in block if not op.has_trait(Terminator)]
    if not ops:
        return
    unscheduled = set(ops)
    ancestor = _AncestorInBlock(block)
    # producers[op]: the ops of the range whose results op (or an op
    # nested in op) uses; an op's own results do not count.
    producers: Dict[Operation, List[Operation]] = {}
    for op in ops:
        for r in op.results:
            for use in r.uses:
                anc = ancestor.find(use.owner)
                if anc is None or anc is op or anc not in unscheduled:
                    continue
                lst = producers.setdefault(anc, [])
                if not lst or lst[-1] is not op:
                    lst.append(op)

    def ready(op: Operation) -> bool:
        return all(p not in unscheduled for p in producers.get(op, ()))

    # Ops are moved before `nxt`, the first op not yet scheduled.
    nxt: Optional[Operation] = ops[0]
    while unscheduled:
        progress = False
        cur = nxt
        while cur is not None and not cur.has_trait(Terminator):
            following = cur.next_op
            if cur in unscheduled and ready(cur):
                unscheduled.discard(cur)
                progress = True
                if cur is nxt:
                    nxt = following
                    while nxt is not None and nxt not in unscheduled and not nxt.has_trait(Terminator):
                        nxt = nxt.next_op
                else:
                    cur.move_before(nxt)
            cur = following
        if not progress:
            unscheduled.discard(nxt)
            nxt = nxt.next_op
            while nxt is not None and nxt not in unscheduled and not nxt.has_trait(Terminator):
                nxt = nxt.next_op


class BlockTree:
    """Depths and jump pointers (ancestors 1, 2, 4, ... levels up) of
    nested blocks, filled in on demand, so that the block enclosing another
    at a given level is found in O(log depth) steps. Valid while no region
    moves to another block (ops may come and go)."""

    def __init__(self):
        self.depth: Dict[Block, int] = {}
        self.up: Dict[Block, List[Optional[Block]]] = {}

    @staticmethod
    def _parent(block: Block) -> Optional[Block]:
        op = block.parent_op
        return op.parent if op is not None else None

    def depth_of(self, block: Block) -> int:
        """Blocks above |block| (0 for a block of a top-level op)."""
        known = self.depth.get(block)
        if known is not None:
            return known
        path: List[Block] = []
        cur: Optional[Block] = block
        while cur is not None and cur not in self.depth:
            path.append(cur)
            cur = self._parent(cur)
        d = self.depth[cur] if cur is not None else -1
        for b in reversed(path):  # outermost first: its ancestors are done
            d += 1
            self.depth[b] = d
            ups: List[Optional[Block]] = [self._parent(b)]
            while (1 << len(ups)) <= d:
                mid = ups[-1]
                ups.append(self.up[mid][len(ups) - 1] if mid is not None else None)
            self.up[b] = ups
        return self.depth[block]

    def ancestor(self, block: Block, levels: int) -> Optional[Block]:
        """The block |levels| levels above |block|."""
        self.depth_of(block)
        k = 0
        cur: Optional[Block] = block
        while levels and cur is not None:
            if levels & 1:
                ups = self.up[cur]
                cur = ups[k] if k < len(ups) else None
            levels >>= 1
            k += 1
        return cur


def dominates_point(value: Value, block: Block, before: Optional[Operation],
                    tree: Optional[BlockTree] = None) -> bool:
    """Whether |value| is usable at the point `before` in |block| (None:
    the end): defined earlier in |block|, in a block dominating it, or
    likewise for the op of an enclosing block that contains the point.
    |tree| (one per pass) makes the query cost O(log depth)."""
    vblock = value.parent_block
    if vblock is None:
        return False
    if vblock is block:  # the common case, without depths
        if before is None or isinstance(value, BlockArgument):
            return True
        d = value.owner
        return d is not before and d.is_before_in_block(before)
    tree = tree if tree is not None else BlockTree()
    dv = tree.depth_of(vblock)
    db = tree.depth_of(block)
    if db < dv:
        return False
    point = before
    at = block
    if db > dv:
        inner = tree.ancestor(block, db - dv - 1)
        point = inner.parent_op if inner is not None else None
        if point is None or point.parent is None:
            return False
        at = point.parent
    if at is vblock:
        if isinstance(value, BlockArgument):
            return True
        d = value.owner
        if point is None:
            return True
        return d is not point and d.is_before_in_block(point)
    return vblock.parent is at.parent and block_dominates(vblock, at)


def nearest_common_dominator(blocks: List[Block]) -> Optional[Block]:
    if not blocks:
        return None
    region = blocks[0].parent
    if any(b.parent is not region for b in blocks):
        return None
    if len(set(blocks)) == 1:
        return blocks[0]
    # Dominator sets via simple iterative computation on this region.
    order = dominator_order(region)
    doms: Dict[Block, set] = {}
    entry = region.blocks[0]
    all_blocks = set(region.blocks)
    for b in region.blocks:
        doms[b] = {b} if b is entry else set(all_blocks)
    changed = True
    while changed:
        changed = False
        for b in order:
            if b is entry:
                continue
            preds = b.predecessors
            new = set(all_blocks)
            for p in preds:
                new &= doms[p]
            new |= {b}
            if new != doms[b]:
                doms[b] = new
                changed = True
    common = set.intersection(*(doms[b] for b in blocks))
    # The deepest common dominator: the one dominated by all others.
    for c in order[::-1]:
        if c in common:
            return c
    return None
