"""What the Explorer knows about a module before any walk: the globals with
their loads and stores (`GlobalInfo`), the symbol references of each op, and
the call graph with its strongly connected components.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, Attribute, DictionaryAttr, SymbolRefAttr
from dfx.ir.core import Operation, Region
from dfx.ir.symbols import SymbolTableCollection
from dfx.ir.markers import ObjectLike, SymbolTable
from dfx.ir.traits import CallOp, Callable, GlobalLoad, GlobalOp, GlobalStore
from dfx.support.records import field, field_names, is_record_or_dataclass, record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Iterator, List, Optional, Tuple, Union

__all__ = [
    "GlobalInfo", "CallGraph", "callable_body", "op_symbol_refs",
]


#===----------------------------------------------------------------------===#
# Globals
#===----------------------------------------------------------------------===#


@record(eq=False)
class GlobalInfo:
    """What the explorer knows about one global (R4.3.2)."""

    op: Operation
    """The global op (`util.global`)."""
    is_indirect: bool = False
    """True if the global's address is taken: its accesses are untrackable."""
    uses: List[Operation] = field(default_factory=list)
    """Ops referencing the global by symbol (not address-of ops), in program
    order; an op referencing it several times appears several times."""

    @property
    def loads(self) -> List[Operation]:
        """The uses that are GlobalLoad ops. Only meaningful when not indirect."""
        return [u for u in self.uses if u.get_trait(GlobalLoad) is not None]

    @property
    def stores(self) -> List[Operation]:
        """The uses that are GlobalStore ops. Only meaningful when not indirect."""
        return [u for u in self.uses if u.get_trait(GlobalStore) is not None]

    @property
    def name(self) -> Optional[str]:
        g = self.op.get_trait(GlobalOp)
        return g.name(self.op) if g is not None else None

    def __repr__(self) -> str:
        return f"<GlobalInfo @{self.name} indirect={self.is_indirect} uses={len(self.uses)}>"


def _attribute_symbol_refs(attr: Attribute, out: List[SymbolRefAttr]) -> None:
    """Appends every SymbolRefAttr nested in |attr| (pre-order, iterative)."""
    stack: List[object] = [attr]
    while stack:
        a = stack.pop()
        if isinstance(a, SymbolRefAttr):
            out.append(a)
        elif isinstance(a, ArrayAttr):
            stack.extend(reversed(a.elements))
        elif isinstance(a, DictionaryAttr):
            stack.extend(v for _, v in reversed(a.entries))
        elif isinstance(a, (tuple, list)):
            stack.extend(reversed(a))
        elif is_record_or_dataclass(a):
            # Structured dialect attributes (e.g. `#hal.device.affinity<@dev>`).
            children = []
            for f in _dataclass_fields(type(a)):
                v = getattr(a, f, None)
                if isinstance(v, (Attribute, tuple, list)):
                    children.append(v)
            stack.extend(reversed(children))


_FIELDS_CACHE: Dict[type, Tuple[str, ...]] = {}


def _dataclass_fields(cls: type) -> Tuple[str, ...]:
    names = _FIELDS_CACHE.get(cls)
    if names is None:
        names = field_names(cls)
        _FIELDS_CACHE[cls] = names
    return names


def op_symbol_refs(op: Operation) -> List[SymbolRefAttr]:
    """Symbol references held in |op|'s attributes, in attribute-name order."""
    props = op.properties
    attrs = op.attributes
    if not props:
        if not attrs:
            return []
        merged = attrs
    elif attrs:
        merged = dict(attrs)
        merged.update(props)
    else:
        merged = props
    out: List[SymbolRefAttr] = []
    for name in sorted(merged):
        out.extend(_symbol_refs_in(merged[name]))
    return out


_REFS_BY_ID: Dict[int, Tuple[Attribute, Tuple[SymbolRefAttr, ...]]] = {}
"""id(attribute) -> (the attribute, its symbol references). Attributes are
immutable and programs share them widely (the parser hands out one object
per spelling and per repeated op line), so most ops' attributes are found
here; each entry keeps its attribute alive, so an id is never reused while
its entry exists."""

_REFS_LIMIT = 1 << 16


def _symbol_refs_in(attr: Attribute) -> Tuple[SymbolRefAttr, ...]:
    hit = _REFS_BY_ID.get(id(attr))
    if hit is not None:
        return hit[1]
    out: List[SymbolRefAttr] = []
    _attribute_symbol_refs(attr, out)
    refs = tuple(out)
    if len(_REFS_BY_ID) >= _REFS_LIMIT:
        _REFS_BY_ID.clear()
    _REFS_BY_ID[id(attr)] = (attr, refs)
    return refs


#===----------------------------------------------------------------------===#
# Call graph
#===----------------------------------------------------------------------===#


class _Sentinel:
    __slots__ = ("label",)

    def __init__(self, label: str):
        self.label = label

    def __repr__(self) -> str:
        return f"<{self.label}>"


_EXTERNAL_CALLER = _Sentinel("external caller")
"""Root of the call graph: has an edge to every callable not nested in another."""
_UNKNOWN_CALLEE = _Sentinel("unknown callee")
"""Target of calls that do not resolve to a callable with a body."""

if TYPE_CHECKING:
    _Node = Union[Operation, _Sentinel]


def callable_body(op: Operation) -> Optional[Region]:
    c = op.get_trait(Callable)
    return c.body(op) if c is not None else None


class CallGraph:
    """MLIR-style call graph: one node per callable op with a non-empty body,
    plus the external-caller and unknown-callee nodes.

    Edges (ordered, deduplicated): from the external caller to every
    callable not nested in another callable; from a callable to the
    callables nested directly in it; from a callable to the target of every
    call in its body (the unknown-callee node if unresolved).
    """

    def __init__(self, root: Operation, symbol_tables: SymbolTableCollection):
        self.root = root
        self.symbol_tables = symbol_tables
        self.edges: Dict[_Node, Dict[_Node, None]] = {_EXTERNAL_CALLER: {}, _UNKNOWN_CALLEE: {}}
        self._sccs: Optional[List[List[_Node]]] = None
        self._address_taken: Optional[Dict[Operation, List[Operation]]] = None
        self._build()

    def is_node(self, op: Operation) -> bool:
        return op in self.edges

    def resolve(self, call: Operation) -> _Node:
        """The node a call op targets (`_UNKNOWN_CALLEE` when unresolvable)."""
        target = self.resolve_op(call)
        if target is not None and target in self.edges:
            return target
        return _UNKNOWN_CALLEE

    def resolve_op(self, call: Operation) -> Optional[Operation]:
        """The op the call's callee symbol names, or None (indirect/missing)."""
        co = call.get_trait(CallOp)
        if co is None:
            return None
        ref = co.callee(call)
        if not isinstance(ref, SymbolRefAttr):
            return None
        return self.symbol_tables.lookup_from(call, ref)

    def _build(self) -> None:
        # Two passes like MLIR: discover the nodes (and nesting edges), then
        # resolve calls (so that calls may target callables defined later).
        for resolve_calls in (False, True):
            # Stack of (op, enclosing callable node or None); pre-order.
            stack: List[Tuple[Operation, Optional[Operation]]] = [(self.root, None)]
            while stack:
                op, parent = stack.pop()
                if op.get_trait(CallOp) is not None:
                    # Calls do not nest callables; their regions are not walked.
                    if resolve_calls and parent is not None:
                        self.edges[parent].setdefault(self.resolve(op), None)
                    continue
                if op.get_trait(Callable) is not None and callable_body(op) is not None:
                    if not resolve_calls:
                        if op not in self.edges:
                            self.edges[op] = {}
                            owner = parent if parent is not None else _EXTERNAL_CALLER
                            self.edges[owner].setdefault(op, None)
                    parent = op
                if op.regions:
                    nested = [(n, parent) for region in op.regions for block in region.blocks for n in block]
                    nested.reverse()
                    stack.extend(nested)

    def address_taken(self) -> Dict[Operation, List[Operation]]:
        """The callables whose symbol is used other than as the callee of a
        direct call (`func.constant @f`, a symbol reference in any
        attribute), with the ops using them, in program order: they may be
        called from anywhere the address flows, so their callers are
        unknown (MLIR's call graph gives them an edge from the external
        node). References inside executables (`ObjectLike` ops, whose
        insides analyses skip) to callables inside them do not count."""
        if self._address_taken is not None:
            return self._address_taken
        out: Dict[Operation, List[Operation]] = {}
        stack: List[Operation] = [self.root]
        while stack:
            op = stack.pop()
            refs = op_symbol_refs(op)
            if refs:
                co = op.get_trait(CallOp)
                callee = co.callee(op) if co is not None else None
                skipped = False
                for ref in refs:
                    if not skipped and ref is callee:
                        skipped = True  # the direct callee itself
                        continue
                    target = self.symbol_tables.lookup_from(op, ref)
                    if target is not None and target.get_trait(Callable) is not None:
                        out.setdefault(target, []).append(op)
            if op.regions and (op is self.root or not op.has_trait(ObjectLike)):
                nested = [n for region in op.regions for block in region.blocks for n in block]
                nested.reverse()
                stack.extend(nested)
        self._address_taken = out
        return out

    def sccs(self) -> List[List[_Node]]:
        """Strongly connected components in post-order (callees first), as
        LLVM's `scc_iterator` from the external-caller node produces them
        (nodes of one SCC in stack-pop order). Iterative Tarjan."""
        if self._sccs is not None:
            return self._sccs
        done = 1 << 62
        numbers: Dict[_Node, int] = {}
        scc_stack: List[_Node] = []
        # Visit stack frames: [node, child iterator, min visit number].
        visit: List[list] = []
        counter = 0
        out: List[List[_Node]] = []

        def visit_one(n: _Node) -> None:
            nonlocal counter
            counter += 1
            numbers[n] = counter
            scc_stack.append(n)
            visit.append([n, iter(self.edges.get(n, ())), counter])

        visit_one(_EXTERNAL_CALLER)
        while visit:
            frame = visit[-1]
            # Descend into the first unvisited child, if any.
            descended = False
            for child in frame[1]:
                num = numbers.get(child)
                if num is None:
                    visit_one(child)
                    descended = True
                    break
                if num < frame[2]:
                    frame[2] = num
            if descended:
                continue
            node, _, low = visit.pop()
            if visit and visit[-1][2] > low:
                visit[-1][2] = low
            if low != numbers[node]:
                continue
            component: List[_Node] = []
            while True:
                m = scc_stack.pop()
                numbers[m] = done
                component.append(m)
                if m is node:
                    break
            out.append(component)
        self._sccs = out
        return out

    def callable_nodes_in_order(self) -> Iterator[Operation]:
        """Every non-external node, SCC post-order."""
        for scc in self.sccs():
            for node in scc:
                if isinstance(node, Operation):
                    yield node
