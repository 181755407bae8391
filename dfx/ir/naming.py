"""SSA names as mlir-opt prints them: `%0`, `%arg1`, `%c0`, `%0#1`, `^bb2`.

`SsaNamer` numbers the values and blocks under a root op once, without
printing. The printer uses it, and so do explanations, so that the names in
an explanation are those of the printed IR.
"""

from __future__ import annotations

from dfx.ir.core import Block, Operation, Region, Value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = ["SsaNamer"]



#===----------------------------------------------------------------------===#
# SSA naming (mirrors mlir-opt's SSANameState)
#===----------------------------------------------------------------------===#


class _Scope:
    """Names used in one region and its ancestors (a scoped set)."""

    __slots__ = ("names", "parent")

    def __init__(self, parent: Optional["_Scope"]):
        self.names: set = set()
        self.parent = parent

    def __contains__(self, name: str) -> bool:
        s: Optional[_Scope] = self
        while s is not None:
            if name in s.names:
                return True
            s = s.parent
        return False


def _sanitize(name: str) -> str:
    """MLIR's identifier sanitizer for suggested SSA names."""
    ok = all(c.isascii() and (c.isalnum() or c in "$._-") for c in name)
    if ok and not name[0].isdigit():
        return name
    out = []
    for c in name:
        if c.isascii() and (c.isalnum() or c in "$._-"):
            out.append(c)
        elif c == " ":
            out.append("_")
        else:
            out.append("".join("%X" % b for b in c.encode("utf-8")))
    text = "".join(out)
    return "_" + text if name[0].isdigit() else text


class SsaNamer:
    """Assigns printed names to values and blocks under a root op.

    Regions are visited with an explicit stack (newest first, like MLIR);
    each region starts from its parent's counters (unless |unique|), so
    sibling regions reuse numbers, and has a scope of used names chained to
    its parent's.
    """

    def __init__(self, root: Operation, generic: bool, use_name_hints: bool):
        self.generic = generic
        self.unique = generic
        self.use_name_hints = use_name_hints
        self.text: Dict[Value, str] = {}
        self.groups: Dict[Operation, List[Tuple[str, int]]] = {}
        self.block_names: Dict[Block, str] = {}
        self.block_index: Dict[Block, int] = {}
        self.next_value = 0
        self.next_arg = 0
        self.next_conflict = 0
        self.scope = _Scope(None)
        top_scope = self.scope
        stack = [(r, 0, 0, 0, top_scope) for r in root.regions]
        self._number_op(root)
        while stack:
            region, nv, na, nc, parent = stack.pop()
            if not self.unique:
                self.next_value, self.next_arg, self.next_conflict = nv, na, nc
            self.scope = _Scope(parent)
            self._number_region(region)
            for block in region.blocks:
                for op in block:
                    for r in op.regions:
                        stack.append((r, self.next_value, self.next_arg, self.next_conflict, self.scope))

    def _unique(self, name: str) -> str:
        name = _sanitize(name)
        scope = self.scope
        if name in scope:
            base = name + "_"
            while True:
                probe = base + str(self.next_conflict)
                self.next_conflict += 1
                if probe not in scope:
                    name = probe
                    break
        scope.names.add(name)
        return name

    def _hint(self, v: Value) -> Optional[str]:
        h = v.name_hint
        if h and not h.isdigit():
            return h
        return None

    def _number_region(self, region: Region) -> None:
        parent = region.parent
        arg_names: Dict[Value, str] = {}
        if not self.generic and parent is not None and parent.definition is not None \
                and parent.definition.block_arg_names is not None:
            names = parent.definition.block_arg_names(parent, region) or {}
            arg_names = dict(names)
        raw = region.raw
        if raw is not None and region.blocks:
            # A body kept as text refers to its arguments by the names the
            # source gave them: keep those.
            for arg, (name, _offset) in zip(region.blocks[0].arguments, raw.arg_names):
                if name and arg not in self.text:
                    self.text[arg] = "%" + name
                    self.scope.names.add(name)
        for i, block in enumerate(region.blocks):
            self.block_names[block] = f"^bb{i}"
            self.block_index[block] = i
            entry = i == 0
            for arg in block.arguments:
                if arg in self.text:
                    continue
                suggested = arg_names.get(arg)
                if suggested is None and self.use_name_hints:
                    suggested = self._hint(arg)
                if suggested:
                    self.text[arg] = "%" + self._unique(suggested)
                elif entry:
                    self.text[arg] = "%" + self._unique(f"arg{self.next_arg}")
                    self.next_arg += 1
                else:
                    self.text[arg] = f"%{self.next_value}"
                    self.next_value += 1
            for op in block:
                self._number_op(op)

    def _number_op(self, op: Operation) -> None:
        results = op.results
        if not results:
            return
        names: Optional[list] = None
        d = op.definition
        if len(results) == 1 and (d is None or d.result_names is None or self.generic) \
                and not self.use_name_hints:
            # Fast path: one unnamed result.
            b = f"%{self.next_value}"
            self.next_value += 1
            self.text[results[0]] = b
            self.groups[op] = [(b, 1)]
            return
        if not self.generic and d is not None and d.result_names is not None:
            names = d.result_names(op)
        if self.use_name_hints and not names:
            h = self._hint(results[0])
            if h is not None:
                names = [h]
        starts = [0]
        base: Dict[int, str] = {}
        if names:
            for i, n in enumerate(names[:len(results)]):
                if n:
                    base[i] = "%" + self._unique(n)
                    if i:
                        starts.append(i)
        if 0 not in base:
            base[0] = f"%{self.next_value}"
            self.next_value += 1
        starts.sort()
        groups = []
        text = self.text
        for gi, s in enumerate(starts):
            e = starts[gi + 1] if gi + 1 < len(starts) else len(results)
            b = base[s]
            size = e - s
            groups.append((b, size))
            if size == 1:
                text[results[s]] = b
            else:
                for k in range(size):
                    text[results[s + k]] = f"{b}#{k}"
        self.groups[op] = groups
