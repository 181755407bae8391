"""`annotate-affinities --explain`: why a value, op or global got its affinities.

The tree comes from `dfx.analysis.provenance` (what each element's last update
queried, plus its notes); this module says what the affinity elements mean:

* a value's producer set (`ValueProducerAffinity`) comes from the op that
  produces it, the ops pinning its storage, the operand it is tied to, the
  global it is loaded from, or the values reaching it through calls,
  branches and `scf` regions;
* an op's execution set (`OpAffinity`) comes from where its tensor operands
  are produced, or (no tensor operands: constants, splats) where its results
  are consumed;
* a consumer set (`ValueConsumerAffinity`) from the ops using the value;
* a global's storage (`GlobalAffinity`) from its loads, or its stores.

Leaves are the facts everything started from: explicit affinities
(`stream.affinity`, transfer targets, `on(...)` of imports/exports/aliases),
the module's `stream.affinity.default` for things nothing places, and, for
unknown sets, the edge the analysis could not see through (an argument of a
public function, a call to an external function, an indirectly referenced
global). Dependencies that contributed nothing are pruned, except those that
make something unknown.

Targets (`parse_target`):

* `@f::%name`: value `%name` of function `@f`, named as `annotate-affinities`
  prints it (`%0`, `%arg1`, `%cst`, `%0#1`) or as the input named it (`%x`,
  `%x#1`) when that name is not a number;
* `@g`: global `@g`;
* `FILE:LINE` (or `FILE:LINE:COL`): the op starting on that line (the first
  one at or after COL): its execution affinity, its operands and results.
"""

from __future__ import annotations

from dfx.ir.attributes import SymbolRefAttr
from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import AbstractElement
from dfx.analysis.traversal import TraversalBehavior
from dfx.ir.core import BlockArgument, Location, OpResult, Operation, Value
from dfx.analysis.position import Position
from dfx.analysis.provenance import (DEFAULT_MAX_DEPTH, ExplainRenderer, Explainer, Explanation,
                                     PrintedNaming, element_location, opaque_edges, value_location)
from dfx.analysis.solver import Solver
from dfx.analysis.targets import (TARGET_SYNTAX, Resolved, Target, TargetError, enclosing_function,  # noqa: F401
                                  function_values, parse_target, resolve_target, symbol_of, value_function)
from dfx.analysis.state import PotentialValuesState
from dfx.ir.traits import (CallOp, Callable, GlobalLoad, GlobalOp, GlobalStore, OptimizationBarrierLike, RegionBranchOp,
                           SelectLike, Symbol, TiedOp)

from stream_affinity.analysis.affinity import (AffinityAnalysis, GlobalAffinity, OpAffinity,
                                               ValueConsumerAffinity, ValueProducerAffinity)
from stream_affinity.analysis.attributes import (AFFINITY_ATTR_NAME, DEFAULT_AFFINITY_ATTR_NAME,
                                                 AffinityAttr, sort_affinities)
from stream_affinity.analysis.lookup import lookup_affinity
from stream_affinity.analysis.interfaces import AffinityOp, TransferAffinityOp, is_affinity_type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = [
    "Target", "TargetError", "parse_target", "resolve_target", "Resolved",
    "AffinityRenderer", "explain_target", "state_text", "function_values", "TARGET_SYNTAX",
]


#===----------------------------------------------------------------------===#
# Text helpers
#===----------------------------------------------------------------------===#


def _is_unknown(state: PotentialValuesState) -> bool:
    return not state.is_valid() or (state.undef and not state.size)


def _is_empty(state: PotentialValuesState) -> bool:
    return state.is_valid() and not state.undef and not state.size


def state_text(state: PotentialValuesState) -> str:
    """`on [a, b]`, `on an unknown device` or `nowhere (empty set)`."""
    if _is_unknown(state):
        return "on an unknown device"
    if not state.size:
        return "nowhere (empty set)"
    return "on [" + ", ".join(str(a) for a in sort_affinities(state.members)) + "]"


_symbol = symbol_of
_enclosing_function = enclosing_function
_value_function = value_function


def _explicit_attribute(op: Operation) -> Optional[Tuple[str, AffinityAttr, Operation]]:
    """(phrase, affinity, op holding it) for the explicit affinity
    `OpAffinity`/`GlobalAffinity` start from, or None."""
    affinity = lookup_affinity(op)
    if affinity is None:
        return None
    for holder in op.ancestors():
        iface = holder.get_trait(AffinityOp)
        names: List[str] = []
        if iface is not None:
            if isinstance(iface, TransferAffinityOp):
                names.append(iface.execution_affinity_attr_name(holder))
            names.append(iface.attr_name)
        names.append(AFFINITY_ATTR_NAME)
        for name in names:
            if holder.get_attr(name) == affinity:
                return _PHRASES.get(name, "explicit `{name} = {a}`").format(name=name, a=affinity), affinity, holder
    return f"explicit affinity {affinity}", affinity, op


_PHRASES = {
    "target": "transfer target `to {a}`",
    "affinity": "explicit `on({a})`",
    "source_affinity": "explicit `from({a})`",
    "result_affinity": "explicit `to({a})`",
    AFFINITY_ATTR_NAME: "explicit `stream.affinity = {a}`",
}


def _default_holder(op: Optional[Operation]) -> Optional[Tuple[AffinityAttr, Operation]]:
    cur = op
    while cur is not None:
        a = cur.get_attr(DEFAULT_AFFINITY_ATTR_NAME)
        if isinstance(a, AffinityAttr):
            return a, cur
        cur = cur.parent_op
    return None


#===----------------------------------------------------------------------===#
# The renderer
#===----------------------------------------------------------------------===#


class AffinityRenderer(ExplainRenderer):
    """Explains the elements of an `AffinityAnalysis` (see the module
    docstring). Value names are printed names; values of a function other
    than |home| are qualified (`@callee::%0`)."""

    def __init__(self, analysis: AffinityAnalysis, naming: PrintedNaming, home: Optional[Operation] = None):
        super().__init__(naming)
        self.analysis = analysis
        self.home = home

    # -- names --------------------------------------------------------------------

    def value(self, v: Value) -> str:
        """The printed name of |v|, qualified outside the home function."""
        name = self.naming.value_name(v)
        fn = _value_function(v)
        if fn is not None and fn is not self.home:
            sym = _symbol(fn)
            if sym:
                return f"@{sym}::{name}"
        return name

    def op(self, op: Operation) -> str:
        """`%0, %1 = dialect.op @symbol` (results, name, callee or global)."""
        text = op.name
        for key in ("callee", "global"):
            a = op.get_attr(key)
            if isinstance(a, SymbolRefAttr):
                text = f"{text} {a}"
                break
        else:
            sym = _symbol(op)
            if sym and op.get_trait(Symbol) is not None:
                text = f"{text} @{sym}"
        if op.results:
            names = _result_group_names(self.naming, op)
            fn = _enclosing_function(op)
            prefix = ""
            if fn is not None and fn is not self.home and _symbol(fn):
                prefix = f"@{_symbol(fn)}::"
            text = prefix + ", ".join(names) + " = " + text
        elif self.home is not None:
            fn = _enclosing_function(op)
            if fn is not None and fn is not self.home and _symbol(fn) and fn is not op:
                text = f"{text} in @{_symbol(fn)}"
        return text

    def _via(self, v: Value) -> str:
        """How values flow into |v| from elsewhere."""
        if isinstance(v, BlockArgument):
            block = v.owner
            parent = block.parent_op
            if block.is_entry_block and parent is not None:
                if parent.get_trait(Callable) is not None:
                    return f"the calls of @{_symbol(parent)}"
                if parent.get_trait(RegionBranchOp) is not None:
                    return f"the region edges of {parent.name}"
            return f"the branches to {self.naming.block_label(block)}"
        op = v.owner  # type: ignore[union-attr]
        if op.get_trait(CallOp) is not None:
            callee = op.get_trait(CallOp).callee(op)
            return f"the return of {callee}" if isinstance(callee, SymbolRefAttr) else "an indirect call"
        if op.get_trait(RegionBranchOp) is not None:
            return f"the region exits of {op.name}"
        return "control flow"

    # -- the hooks ----------------------------------------------------------------------

    def is_source(self, solver: Solver, element: AbstractElement) -> bool:
        if isinstance(element, (OpAffinity, GlobalAffinity)):
            return lookup_affinity(element.position.op) is not None
        return False

    def keep(self, solver: Solver, element: AbstractElement, child: AbstractElement) -> bool:
        if child is element:
            return False
        mine = element.state
        theirs = child.state
        if _is_unknown(mine):
            return _is_unknown(theirs)
        if not mine.size or _is_unknown(theirs) or not theirs.size:
            return False
        members = mine.members
        return any(a in members for a in theirs.members)

    def describe(self, solver: Solver, element: AbstractElement, parent: Optional[AbstractElement]) -> str:
        pos = element.position
        # The root shows the answer as annotated (the default applied);
        # inner nodes show the element's own set.
        where = self.answer_json(element) if parent is None else state_text(element.state)
        if isinstance(element, OpAffinity):
            return self._describe_op(element, parent, where)
        if isinstance(element, GlobalAffinity):
            g = pos.op
            name = f"global @{_symbol(g)}"
            explicit = _explicit_attribute(g)
            if explicit is not None:
                return f"{name} lives {where}: {explicit[0]}"
            if isinstance(parent, ValueProducerAffinity):
                return f"{self.value(parent.position.value)} is loaded from {name}, which lives {where}"
            if isinstance(parent, ValueConsumerAffinity):
                return f"{self.value(parent.position.value)} is stored into {name}, which lives {where}"
            return f"{name} lives {where}"
        v = pos.value
        name = self.value(v)
        if isinstance(element, ValueProducerAffinity):
            return f"{self._producer_relation(v, parent)} is produced {where}"
        if isinstance(element, ValueConsumerAffinity):
            return f"{self._consumer_relation(v, parent)} is consumed {where}"
        return f"{name}: {element.to_str(self.naming)}"

    def answer_json(self, element: AbstractElement) -> str:
        a = self.analysis
        pos = element.position
        if isinstance(element, OpAffinity):
            return _answer_text(a.try_lookup_execution_affinity(pos.op))
        if isinstance(element, GlobalAffinity):
            return _answer_text(a.try_lookup_global_affinity(pos.op))
        if isinstance(element, ValueProducerAffinity):
            return _answer_text(a.try_lookup_resource_affinity(pos.value))
        return state_text(element.state)

    def _producer_relation(self, v: Value, parent: Optional[AbstractElement]) -> str:
        name = self.value(v)
        if isinstance(parent, OpAffinity):
            return f"its operand {name}"
        if isinstance(parent, GlobalAffinity):
            return f"the stored value {name}"
        if isinstance(parent, ValueProducerAffinity):
            u = parent.position.value
            if isinstance(u, OpResult):
                owner = u.owner
                tied = owner.get_trait(TiedOp)
                if tied is not None and tied.tied_operand(owner, u.index) is v:
                    return f"{self.value(u)} is tied to {name}, which"
                if owner.get_trait(OptimizationBarrierLike) is not None:
                    return f"{self.value(u)} passes {name} through {owner.name}; {name}"
                if owner.get_trait(SelectLike) is not None:
                    return f"{self.value(u)} selects {name}, which"
            return f"{name} reaches {self.value(u)} through {self._via(u)}, and"
        return name

    def _consumer_relation(self, v: Value, parent: Optional[AbstractElement]) -> str:
        name = self.value(v)
        if isinstance(parent, OpAffinity):
            return f"its result {name}"
        if isinstance(parent, GlobalAffinity):
            return f"the loaded value {name}"
        if isinstance(parent, ValueConsumerAffinity):
            u = parent.position.value
            if isinstance(v, OpResult):
                tied = v.owner.get_trait(TiedOp)
                if tied is not None and tied.tied_operand(v.owner, v.index) is u:
                    return f"{self.value(u)} is tied to {name} of {v.owner.name}, which"
            return f"{self.value(u)} flows into {name} (through {self._via(v)}), which"
        return name

    def _describe_op(self, element: OpAffinity, parent: Optional[AbstractElement], where: str) -> str:
        op = element.position.op
        text = self.op(op)
        if isinstance(parent, ValueProducerAffinity):
            u = parent.position.value
            if op in parent.pinned_ops:
                rel = f"pinned by {text}"
                if not (isinstance(u, OpResult) and u.owner is op) and all(use.owner is not op for use in u.uses):
                    rel += f" (which shares storage with {self.value(u)} through tied ops, calls or branches)"
            elif isinstance(u, OpResult) and u.owner is op:
                rel = f"produced by {text}"
            else:
                rel = f"produced by {text} (through {self._via(u)})"
        elif isinstance(parent, ValueConsumerAffinity):
            u = parent.position.value
            rel = f"consumed by {text}"
            if all(use.owner is not op for use in u.uses):
                rel += " (further along calls, branches or regions)"
        else:
            rel = text
        explicit = _explicit_attribute(op)
        if explicit is not None:
            phrase, _, holder = explicit
            if holder is not op:
                phrase += f" on the enclosing {self.op(holder)}"
            if parent is None:
                return f"{rel} executes {where}: {phrase}"
            return f"{rel}: {phrase}"
        if parent is None:
            return f"{rel} executes {where}"
        return f"{rel}, which executes {where}"

    def reasons(self, solver: Solver, element: AbstractElement,
                kept: Sequence[AbstractElement]) -> List[Tuple[str, Optional[Location]]]:
        state = element.state
        if isinstance(element, GlobalAffinity) and state.is_valid():
            skipped = self._uncounted_accesses(solver, element)
            if _is_empty(state):
                return [self._default_reason(element)] + skipped
            if skipped:
                return skipped
        if _is_empty(state):
            return [self._default_reason(element)]
        if not _is_unknown(state):
            return []
        notes = solver.notes(element)
        out: List[Tuple[str, Optional[Location]]] = []
        if notes and isinstance(element, (ValueProducerAffinity, ValueConsumerAffinity)):
            uses = isinstance(element, ValueConsumerAffinity)
            # A consumer element's walk stops at the values whose consumer
            # sets it queries; their own nodes explain what lies beyond.
            stop_at = {e.position.value for e, _ in solver.provenance(element)
                       if isinstance(e, ValueConsumerAffinity)} if uses else ()
            for edge in opaque_edges(solver.explorer, element.position.value, uses=uses,
                                     behavior=TraversalBehavior.DONT_WALK_TIED_VALUES, naming=self.naming,
                                     stop_at=stop_at):
                out.append((f"unknown: {edge.text}", edge.location))
        if not out:
            out = [(f"unknown: {n.text}", n.location) for n in notes]
        if not out and not kept:
            out = [("unknown: no single cause was recorded (the set outgrew --max-members, "
                    "or the solve was cut short by --max-iterations)", element_location(element))]
        return out

    def _uncounted_accesses(self, solver: Solver, element: GlobalAffinity) -> List[Tuple[str, Optional[Location]]]:
        """The loads (or, for a global never loaded, stores) of a global that
        its placement leaves out because their own state is unknown."""
        info = solver.explorer.get_global_info(element.position.op)
        if info is None or info.is_indirect:
            return []
        if info.loads:
            accesses, cls, what = info.loads, ValueConsumerAffinity, "whose value is consumed somewhere unknown"
            value_of = lambda op: op.get_trait(GlobalLoad).loaded_value(op)  # noqa: E731
        else:
            accesses, cls, what = info.stores, ValueProducerAffinity, "whose value is produced somewhere unknown"
            value_of = lambda op: op.get_trait(GlobalStore).stored_value(op)  # noqa: E731
        out = []
        for access in accesses:
            found = solver.lookup(cls, Position.for_value(value_of(access)), allow_invalid=True)
            if found is not None and not found.state.is_valid():
                out.append((f"not counted: {self.op(access)}, {what}", access.location))
        return out

    def _default_reason(self, element: AbstractElement) -> Tuple[str, Optional[Location]]:
        pos = element.position
        if pos.kind == Position.VALUE:
            block = pos.value.parent_block
            start = block.parent_op if block is not None else None
        else:
            start = pos.op
        found = _default_holder(start)
        if found is None:
            return ("nothing places it and no `stream.affinity.default` applies: it is left unplaced",
                    element_location(element))
        affinity, holder = found
        where = "the module" if holder.name == "builtin.module" else self.op(holder)
        return (f"nothing places it, so it takes the default `{DEFAULT_AFFINITY_ATTR_NAME} = {affinity}` "
                f"of {where}", holder.location if holder.location.line > 0 else None)


def _result_group_names(naming: PrintedNaming, op: Operation) -> List[str]:
    """The printed result names of |op| as they appear left of `=`: one
    entry per group (`%0:2` for `%0#0, %0#1`)."""
    out: List[str] = []
    counts: Dict[str, int] = {}
    for r in op.results:
        name = naming.value_name(r)
        base, hash_, _ = name.partition("#")
        if hash_:
            if base not in counts:
                out.append(base)
            counts[base] = counts.get(base, 0) + 1
        else:
            out.append(name)
    return [f"{n}:{counts[n]}" if n in counts else n for n in out]


#===----------------------------------------------------------------------===#
# Explaining a target
#===----------------------------------------------------------------------===#


def _answer_text(answer: Tuple[bool, list]) -> str:
    ok, affinities = answer
    if not ok:
        return "on an unknown device"
    return "on [" + ", ".join(str(a) for a in affinities) + "]"


def _element(analysis: AffinityAnalysis, cls: type, position: Position) -> Optional[AbstractElement]:
    return analysis.solver.lookup(cls, position, resolution=Resolution.NONE,
                                  allow_invalid=True)


def explain_target(analysis: AffinityAnalysis, resolved: Resolved, target: Target, naming: PrintedNaming,
                   *, max_depth: int = DEFAULT_MAX_DEPTH) -> Explanation:
    """The justification tree of a resolved target. A value or a global
    gives one tree rooted at its element; an op gives a heading with one
    tree for where it executes and one per tensor operand and result (the
    `stream.affinities*` attributes it is annotated with)."""
    renderer = AffinityRenderer(analysis, naming, home=resolved.function)
    explainer = Explainer(analysis.solver, renderer, max_depth=max_depth)

    if resolved.global_op is not None:
        g = resolved.global_op
        e = _element(analysis, GlobalAffinity, Position.for_op(g))
        if e is None:
            gtype = g.get_trait(GlobalOp).global_type(g)
            raise TargetError(f"global @{_symbol(g)} has type {gtype}, which carries no affinity", g.location)
        return explainer.explain(e)

    if resolved.value is not None:
        v = resolved.value
        e = _element(analysis, ValueProducerAffinity, Position.for_value(v))
        if e is None:
            raise TargetError(f"{target.text} has type {v.type}, which carries no affinity", value_location(v))
        return _with_pins(analysis, renderer, explainer.explain(e), v)

    op = resolved.op
    assert op is not None
    root = Explanation(renderer.op(op), op.location, Explanation.GROUP)
    root.add(_explain_execution(analysis, explainer, op))
    for kind, values in (("operand", op.operands), ("result", op.results)):
        for i, v in enumerate(values):
            e = _element(analysis, ValueProducerAffinity, Position.for_value(v)) \
                if is_affinity_type(v.type) else None
            if e is not None:
                tree = root.add(_with_pins(analysis, renderer, explainer.explain(e), v))
                tree.text = f"{kind} #{i}: {tree.text}"
    return root


def _with_pins(analysis: AffinityAnalysis, renderer: "AffinityRenderer", tree: Explanation,
               value: Value) -> Explanation:
    """Under the current rules a pinned value is printed with its pinning
    ops' affinities while its tree shows where it is produced: says so."""
    table = analysis.pin_table
    if table is None:
        return tree
    for op in table.pinning_ops(value):
        answer = _answer_text(analysis.try_lookup_execution_affinity(op))
        tree.add(Explanation(f"pinned by {renderer.op(op)}, which executes {answer}: the current rules print "
                             f"the pinning ops' affinities for this value", op.location, Explanation.SOURCE))
    return tree


def _explain_execution(analysis: AffinityAnalysis, explainer: Explainer, op: Operation) -> Explanation:
    """Where |op| executes: its `OpAffinity` tree, or for ops without an
    affinity of their own the rule the annotation infers it by."""
    if op.get_trait(AffinityOp) is not None:
        e = _element(analysis, OpAffinity, Position.for_op(op))
        if e is not None:
            return explainer.explain(e)
    answer = _answer_text(analysis.try_infer_execution_affinity(op))
    if any(is_affinity_type(v.type) for v in op.operands):
        return Explanation(f"no affinity of its own: it runs where its tensor operands are produced, {answer} "
                           f"(see the operands below)", op.location, Explanation.SOURCE)
    results = [r for r in op.results if is_affinity_type(r.type)]
    if not results:
        return Explanation(f"{op.name} has no affinity: it handles no tensors", op.location, Explanation.SOURCE)
    head = Explanation(f"no affinity of its own: it runs where its tensor results are consumed, {answer}",
                       op.location, Explanation.GROUP)
    for r in results:
        e = _element(analysis, ValueConsumerAffinity, Position.for_value(r))
        if e is not None:
            head.add(explainer.explain(e))
    return head
