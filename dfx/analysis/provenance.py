"""Why does an element hold its state? Justification trees from the solver.

During each update the solver remembers which elements the update queried
(`Solver.provenance`) and the notes the element attached (`Solver.notes`).
Followed from one element downwards, those records form a DAG (cyclic when
the program has loops) whose leaves are the facts the analysis started
from. This module turns that DAG into a tree a person can read:

    %3 is produced on [#dev_b]  (in.mlir:22:10)
    └─ produced by %3 = flow.dispatch, which executes on [#dev_b]  (in.mlir:22:10)
       └─ reads %2, produced on [#dev_b]  (in.mlir:21:10)
          └─ produced by %2 = flow.tensor.transfer: transfer target `to #dev_b`  (in.mlir:21:10)

Nothing here knows what an element means. An `ExplainRenderer` supplies
that: the text of a node (which may depend on the parent it is reached
from), which dependencies to follow and which to prune, which elements are
sources (leaves), and extra reasons (for instance why a walk was
incomplete). The default renderer prints elements with `to_str()` and their
notes, so any dfx analysis gets a usable tree for free:

    from dfx.analysis.provenance import explain, format_tree
    print(format_tree(explain(solver, element)))

The traversal is iterative (no recursion, whatever the program size),
deterministic (children follow the solver's first-query order), expands
each element once (a later occurrence, including a cycle back to an
ancestor, is a "(see above)" reference) and stops at `max_depth`.

Also here, because every analysis needs them to talk about the IR:
`element_location`, `PrintedNaming` (SSA names exactly as the printer
prints them) and `opaque_edges` (which def-use edges the explorer could not
see through, and why).
"""

from __future__ import annotations

from dfx.ir.attributes import SymbolRefAttr
from dfx.analysis.element import AbstractElement
from dfx.analysis.callgraph import op_symbol_refs
from dfx.analysis.explorer import Explorer
from dfx.analysis.traversal import StepCache, TraversalBehavior
from dfx.ir.core import Block, BlockArgument, Location, OpResult, Operation, Use, Value, WalkOrder
from dfx.analysis.position import DEFAULT_NAMING, Naming, PositionKind
from dfx.ir.naming import SsaNamer
from dfx.ir.traits import (CallOp, Callable, GlobalAddress, GlobalLoad, GlobalStore, RegionBranchOp, ReturnLike,
                           Symbol)
from dfx.analysis.solver import Solver

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Collection, Dict, Iterator, List, Optional, Sequence, Set, Tuple

__all__ = [
    "Explanation", "ExplainRenderer", "Explainer", "explain", "format_tree",
    "element_location", "value_location", "PrintedNaming", "OpaqueEdge", "opaque_edges",
    "DEFAULT_MAX_DEPTH",
]

DEFAULT_MAX_DEPTH = 64
"""Default depth limit of a justification tree."""


#===----------------------------------------------------------------------===#
# Locations
#===----------------------------------------------------------------------===#


def _known(loc: Optional[Location]) -> Optional[Location]:
    return loc if loc is not None and loc.line > 0 else None


def value_location(value: Value) -> Optional[Location]:
    """Where |value| is defined: its op's location for a result; the
    argument's own location, else its block's, else the op owning the
    block, for a block argument. None when unknown."""
    if isinstance(value, OpResult):
        return _known(value.owner.location)
    if isinstance(value, BlockArgument):
        loc = _known(value.location)
        if loc is None:
            loc = _known(value.owner.location)
        if loc is None:
            parent = value.owner.parent_op
            loc = _known(parent.location) if parent is not None else None
        return loc
    return None


def element_location(element: AbstractElement) -> Optional[Location]:
    """The source location of |element|'s position (None when unknown)."""
    pos = element.position
    if pos is None:
        return None
    k = pos.kind
    if k == PositionKind.VALUE:
        return value_location(pos.payload)  # type: ignore[arg-type]
    if k == PositionKind.BLOCK:
        return _known(pos.payload.location)  # type: ignore[union-attr]
    return _known(pos.payload.location)  # type: ignore[union-attr]


#===----------------------------------------------------------------------===#
# Printed names
#===----------------------------------------------------------------------===#


class PrintedNaming(Naming):
    """A `Naming` that uses the SSA names and block labels the printer gives
    to the IR under |root| (mlir-opt's renumbering: `%0`, `%arg1`, `%c0`,
    `%0#1`, `^bb2`). Computed once, without printing; valid until the IR
    changes. Values the printer would not name fall back to the default
    naming."""

    def __init__(self, root: Operation, generic: bool = False, use_name_hints: bool = False):

        namer = SsaNamer(root, generic, use_name_hints)
        self._text: Dict[Value, str] = namer.text
        self._blocks: Dict[Block, str] = namer.block_names

    def value_name(self, value: Value) -> str:
        text = self._text.get(value)
        return text if text is not None else DEFAULT_NAMING.value_name(value)

    def block_label(self, block: Block) -> str:
        label = self._blocks.get(block)
        return label if label is not None else DEFAULT_NAMING.block_label(block)

    def has_name(self, value: Value) -> bool:
        """Whether the printer names |value|."""
        return value in self._text


#===----------------------------------------------------------------------===#
# The tree
#===----------------------------------------------------------------------===#


class Explanation:
    """One node of a justification tree.

    `kind` is one of:
    * `"element"`: an element whose state is justified by its children;
    * `"source"`: a fact the analysis started from (a leaf);
    * `"see-above"`: an element already expanded earlier in the tree (a
      repeat or a cycle); its justification is that earlier node;
    * `"truncated"`: the depth limit was reached below this point;
    * `"group"`: a heading that gathers several trees (no element).
    """

    __slots__ = ("text", "location", "children", "element", "kind")

    ELEMENT = "element"
    SOURCE = "source"
    SEE_ABOVE = "see-above"
    TRUNCATED = "truncated"
    GROUP = "group"

    def __init__(self, text: str, location: Optional[Location] = None, kind: str = ELEMENT,
                 element: Optional[AbstractElement] = None):
        self.text = text
        """What the node says (one line)."""
        self.location = location
        """The source location it is about, if known."""
        self.children: List["Explanation"] = []
        """Sub-justifications, in order."""
        self.element = element
        """The element the node is about (None for sources from notes,
        groups and truncation marks)."""
        self.kind = kind
        """See the class docstring."""

    def add(self, child: "Explanation") -> "Explanation":
        """Appends |child| and returns it."""
        self.children.append(child)
        return child

    def walk(self) -> Iterator[Tuple[int, "Explanation"]]:
        """(depth, node) pairs in pre-order (printing order), iteratively."""
        stack: List[Tuple[int, Explanation]] = [(0, self)]
        while stack:
            depth, node = stack.pop()
            yield depth, node
            for child in reversed(node.children):
                stack.append((depth + 1, child))

    def leaves(self) -> List["Explanation"]:
        """Every node without children, in printing order."""
        return [n for _, n in self.walk() if not n.children]

    def sources(self) -> List["Explanation"]:
        """The `source` nodes, in printing order."""
        return [n for _, n in self.walk() if n.kind == Explanation.SOURCE]

    def to_dict(self) -> dict:
        """A JSON-ready nested dict (`text`, `kind`, `location`, `children`)."""
        out: dict = {}
        stack: List[Tuple[Explanation, dict]] = [(self, out)]
        while stack:
            node, d = stack.pop()
            d["text"] = node.text
            d["kind"] = node.kind
            d["location"] = str(node.location) if node.location is not None else None
            kids: List[dict] = []
            d["children"] = kids
            for child in node.children:
                cd: dict = {}
                kids.append(cd)
                stack.append((child, cd))
        return out

    def __repr__(self) -> str:
        return f"<Explanation {self.kind} {self.text!r}>"


def format_tree(root: Explanation, *, locations: bool = True, ascii: bool = False) -> str:
    """The tree as text, one node per line, children drawn with `├─`/`└─`
    (or `|-`/`` `- `` with |ascii|), each node followed by `(file:line:col)`
    when |locations| and known. Ends with a newline."""
    tee, last, bar, gap = ("|- ", "`- ", "|  ", "   ") if ascii else ("├─ ", "└─ ", "│  ", "   ")
    lines: List[str] = []
    # (node, prefix for the node's own line, prefix for its children)
    stack: List[Tuple[Explanation, str, str]] = [(root, "", "")]
    while stack:
        node, own, below = stack.pop()
        text = node.text
        if locations and node.location is not None:
            text = f"{text}  ({node.location})"
        lines.append(own + text)
        kids = node.children
        for i in range(len(kids) - 1, -1, -1):
            is_last = i == len(kids) - 1
            stack.append((kids[i], below + (last if is_last else tee), below + (gap if is_last else bar)))
    return "\n".join(lines) + "\n"


#===----------------------------------------------------------------------===#
# Rendering hooks
#===----------------------------------------------------------------------===#


class ExplainRenderer:
    """What the nodes of a justification tree say. Override per analysis;
    every hook has a generic default.

    |naming| names values and ops in the default texts.
    """

    def __init__(self, naming: Optional[Naming] = None):
        self.naming = naming or DEFAULT_NAMING

    def describe(self, solver: "Solver", element: AbstractElement,
                 parent: Optional[AbstractElement]) -> str:
        """The node text for |element| reached from |parent| (None at the
        root). Default: the element's one-line print."""
        return element.to_str(self.naming)

    def location(self, solver: "Solver", element: AbstractElement) -> Optional[Location]:
        """The node location. Default: `element_location`."""
        return element_location(element)

    def is_source(self, solver: "Solver", element: AbstractElement) -> bool:
        """Whether |element| is a source: a leaf whose dependencies are not
        followed. Default: no (leaves are whatever has no dependencies)."""
        return False

    def children(self, solver: "Solver", element: AbstractElement) -> Sequence[AbstractElement]:
        """The elements that justify |element|. Default: what its last
        update queried (`solver.provenance`), in query order."""
        return [e for e, _ in solver.provenance(element)]

    def keep(self, solver: "Solver", element: AbstractElement, child: AbstractElement) -> bool:
        """Whether |child| (one of `children`) is shown under |element|;
        return False to prune dependencies that contributed nothing.
        Default: keep everything."""
        return True

    def reasons(self, solver: "Solver", element: AbstractElement,
                kept: Sequence[AbstractElement]) -> Sequence[Tuple[str, Optional[Location]]]:
        """Extra source leaves under |element| (shown before its children),
        given the children that were |kept|. Default: its notes."""
        return [(n.text, n.location) for n in solver.notes(element)]

    def see_above(self, solver: "Solver", element: AbstractElement,
                  parent: Optional[AbstractElement]) -> str:
        """The text of a repeated element. Default: its description plus
        `(see above)`."""
        return f"{self.describe(solver, element, parent)} (see above)"


class Explainer:
    """Builds justification trees for elements of one solved `Solver`.

    Several trees built by one explainer share their bookkeeping: an
    element expanded in an earlier tree is a "(see above)" reference in a
    later one, which keeps a multi-root explanation (e.g. an op and each of
    its results) free of repetition.
    """

    def __init__(self, solver: "Solver", render: Optional[ExplainRenderer] = None, *,
                 max_depth: int = DEFAULT_MAX_DEPTH):
        self.solver = solver
        self.render = render or ExplainRenderer()
        self.max_depth = max_depth
        """Nodes deeper than this are not expanded (a `truncated` mark)."""
        self._expanded: Set[AbstractElement] = set()

    def explain(self, element: AbstractElement, parent: Optional[AbstractElement] = None) -> Explanation:
        """The justification tree of |element| (as reached from |parent|,
        which only affects the wording of the root)."""
        solver = self.solver
        render = self.render
        expanded = self._expanded
        root: Optional[Explanation] = None
        # (element, parent element, parent node or None, depth)
        stack: List[Tuple[AbstractElement, Optional[AbstractElement], Optional[Explanation], int]] = [
            (element, parent, None, 0)]
        while stack:
            e, p, pnode, depth = stack.pop()
            loc = render.location(solver, e)
            if render.is_source(solver, e):
                node = Explanation(render.describe(solver, e, p), loc, Explanation.SOURCE, e)
            elif e in expanded:
                node = Explanation(render.see_above(solver, e, p), loc, Explanation.SEE_ABOVE, e)
            else:
                expanded.add(e)
                node = Explanation(render.describe(solver, e, p), loc, Explanation.ELEMENT, e)
                kept = [c for c in _unique(render.children(solver, e)) if render.keep(solver, e, c)]
                for text, where in render.reasons(solver, e, kept):
                    node.add(Explanation(text, where, Explanation.SOURCE))
                if kept and depth >= self.max_depth:
                    node.add(Explanation(f"... ({len(kept)} more, depth limit {self.max_depth} reached)",
                                         None, Explanation.TRUNCATED))
                else:
                    for c in reversed(kept):
                        stack.append((c, e, node, depth + 1))
            if pnode is None:
                root = node
            else:
                pnode.add(node)
        assert root is not None
        return root


def _unique(elements: Sequence[AbstractElement]) -> List[AbstractElement]:
    seen: Set[AbstractElement] = set()
    out: List[AbstractElement] = []
    for e in elements:
        if e not in seen:
            seen.add(e)
            out.append(e)
    return out


def explain(solver: "Solver", element: AbstractElement, render: Optional[ExplainRenderer] = None, *,
            max_depth: int = DEFAULT_MAX_DEPTH) -> Explanation:
    """The justification tree of |element| in a solved |solver| (see the
    module docstring). Needs `record_provenance=True` (the default)."""
    return Explainer(solver, render, max_depth=max_depth).explain(element)


#===----------------------------------------------------------------------===#
# Invisible edges
#===----------------------------------------------------------------------===#


class OpaqueEdge:
    """A place where a def-use walk could not see on: `text` says what and
    why, `location` where."""

    __slots__ = ("text", "location")

    def __init__(self, text: str, location: Optional[Location]):
        self.text = text
        self.location = location

    def __repr__(self) -> str:
        return f"<OpaqueEdge {self.text!r} at {self.location}>"


def _symbol_of(op: Operation) -> str:
    sym = op.get_trait(Symbol)
    name = sym.name(op) if sym is not None else None
    return f"@{name}" if name else op.name


def _is_public(op: Operation) -> bool:
    sym = op.get_trait(Symbol)
    return sym is not None and sym.is_public(op)


class _Reasons:
    """Wording of the opaque edges met by `opaque_edges`."""

    def __init__(self, explorer: Explorer, naming: Naming):
        self.explorer = explorer
        self.naming = naming
        self._addresses: Optional[Dict[Operation, Operation]] = None

    def _address_taker(self, global_op: Operation) -> Optional[Operation]:
        """The first op (program order) taking |global_op|'s address."""
        if self._addresses is None:
            self._addresses = {}
            root = self.explorer.root_op
            for op in root.walk(WalkOrder.PRE, include_self=False):
                if op.get_trait(GlobalAddress) is None:
                    continue
                for ref in op_symbol_refs(op):
                    target = self.explorer.symbol_tables.lookup_from(op, ref)
                    if target is not None and target not in self._addresses:
                        self._addresses[target] = op
        return self._addresses.get(global_op)

    def global_problem(self, ref, at: Operation) -> Optional[str]:
        """Why the explorer cannot follow the accesses of the global |ref|
        (as referenced from |at|): "which is not defined in the module",
        "which is referenced indirectly (...)"; None when it can."""
        if ref is None:
            return "which names no global"
        if isinstance(ref, str):
            ref = SymbolRefAttr(ref[1:] if ref.startswith("@") else ref)
        info = self.explorer.query_global_info_from(ref, at)
        if info is None:
            target = self.explorer.symbol_tables.lookup_from(at, ref)
            if target is None:
                return "which is not defined in the module"
            return f"which is a {target.name}, not a global the analysis tracks"
        if info.is_indirect:
            taker = self._address_taker(info.op)
            where = ""
            if taker is not None:
                where = f" by {taker.name}"
                loc = _known(taker.location)
                if loc is not None:
                    where += f" at {loc}"
            return f"which is referenced indirectly (its address is taken{where}), so not all its accesses are known"
        return None

    def _callers_unknown(self, fn: Operation) -> str:
        if _is_public(fn):
            return f"public function {_symbol_of(fn)}: its callers are not in the module"
        return f"{_symbol_of(fn)}, which may be called indirectly"

    def _call(self, call: Operation, what: str) -> Optional[str]:
        callee = call.get_trait(CallOp).callee(call)
        if not isinstance(callee, SymbolRefAttr):
            return f"{what} an indirect call"
        target = self.explorer.resolve_callee(call)
        if target is None:
            return f"{what} a call to {callee}, which is not defined in the module"
        if not target.regions or target.regions[0].empty:
            return f"{what} a call to external function {callee}"
        return None

    def definition(self, v: Value) -> Optional[str]:
        """Why the producers of |v| (whose step was incomplete) are unknown."""
        name = self.naming.value_name(v)
        if isinstance(v, BlockArgument):
            block = v.owner
            parent = block.parent_op
            if block.is_entry_block and parent is not None:
                if parent.get_trait(Callable) is not None:
                    return f"{name} is an argument of {self._callers_unknown(parent)}"
                if parent.get_trait(RegionBranchOp) is None:
                    return f"{name} is an argument of a {parent.name} region, whose control flow is not modelled"
            return f"{name} is a block argument with an unknown predecessor"
        op = v.owner  # type: ignore[union-attr]
        if op.get_trait(CallOp) is not None:
            reason = self._call(op, "is the result of")
            if reason is not None:
                return f"{name} {reason}"
        ld = op.get_trait(GlobalLoad)
        if ld is not None:
            problem = self.global_problem(ld.global_ref(op), op)
            if problem is not None:
                return f"{name} is loaded from global {ld.global_ref(op)}, {problem}"
        return f"{name} comes from {op.name}, whose producers are not visible"

    def use(self, use: Use) -> Optional[str]:
        """Why the consumers reached through |use| are unknown (None: they
        are not)."""
        o = use.owner
        name = self.naming.value_name(use.value)
        co = o.get_trait(CallOp)
        if co is not None:
            start, n = co.arg_range(o)
            if start <= use.index < start + n:
                reason = self._call(o, "is passed to")
                if reason is not None:
                    return f"{name} {reason}"
        if o.get_trait(ReturnLike) is not None:
            parent = o.parent_op
            if parent is not None and parent.get_trait(Callable) is not None \
                    and self.explorer.has_unknown_callers(parent):
                return f"{name} is returned from {self._callers_unknown(parent)}"
        st = o.get_trait(GlobalStore)
        if st is not None and use.index == st.value_index:
            # Only a store the explorer cannot follow to the loads is opaque;
            # a store into a tracked global is not why the walk stopped.
            problem = self.global_problem(st.global_ref(o), o)
            if problem is not None:
                return f"{name} is stored into global {st.global_ref(o)}, {problem}"
        return None


def opaque_edges(explorer: Explorer, value: Value, *, uses: bool = False,
                 behavior: TraversalBehavior = TraversalBehavior.DEFAULT,
                 naming: Optional[Naming] = None, limit: int = 16,
                 stop_at: Collection[Value] = ()) -> List[OpaqueEdge]:
    """Why `walk_defining_ops(value)` (or, with |uses|,
    `walk_transitive_uses(value)`) with |behavior| is INCOMPLETE: the edges
    it could not follow (at most |limit|, in walk order), each with a
    reason such as "%arg0 is an argument of public function @f: its callers
    are not in the module" or "%2 is passed to external function @g".
    Empty when the walk is complete. Replays the walk one step at a time
    (`defining_step` / `use_step`), so it costs about one walk. The replay
    does not step into the values of |stop_at| (for an element that stops
    its own walk there because another element covers the rest)."""
    reasons = _Reasons(explorer, naming or DEFAULT_NAMING)
    cache = StepCache()
    found: List[OpaqueEdge] = []
    seen: Set[Value] = {value}
    queue: List[Value] = [value]
    i = 0
    while i < len(queue) and len(found) < limit:
        v = queue[i]
        i += 1
        if uses:
            ustep = explorer.use_step(v, behavior, cache)
            if ustep.incomplete:
                for use in ustep.uses:
                    text = reasons.use(use)
                    if text is not None:
                        found.append(OpaqueEdge(text, _known(use.owner.location)))
            nxt = ustep.next_values
        else:
            dstep = explorer.defining_step(v, behavior, cache)
            if dstep.incomplete:
                text = reasons.definition(v)
                if text is not None:
                    found.append(OpaqueEdge(text, value_location(v)))
            nxt = dstep.next_values
        for n in nxt:
            if n not in seen and n not in stop_at:
                seen.add(n)
                queue.append(n)
    return found[:limit]
