"""`annotate-affinities --check`: placement problems as MLIR-style diagnostics.

Four kinds of findings, each with the provenance path of every device it
names (notes pointing at each step back to the explicit affinity, pin,
transfer or default the device comes from):

* **unmet** (error): a requirement the program states but does not meet.
  The conversion takes a value to live where the analysis says it is
  produced; when a pin (`hal.tensor.import/export/alias` `on(...)`, the
  ABI affinities of the source function; `flow.tensor.barrier` under the
  current rules) or a tie makes that differ from the device the converted
  program actually produces it on, its users on the pinned device read it
  without a transfer. A `flow.tensor.barrier` whose target is not where
  its operand is produced is unmet too: the conversion moves nothing
  across a barrier. `hal.tensor.barrier` names no device (3.2.0 and 3.13),
  so it has no requirement of its own.
* **ambiguous** (warning): an op that may execute on several devices, or
  on one the analysis cannot tell. `convert-to-stream` then converts it
  without an affinity (upstream's `trySelectLeadAffinity` gives up on
  incompatible candidates). Ops that only inherit the candidates of an
  ambiguous producer are listed under that producer's finding.
* **implicit-move** (warning): a tensor produced on one device and used
  on another with no transfer written in the input: `convert-to-stream`
  inserts one. The list is not re-derived: the conversion runs on a copy
  of the module, asking the check's own analysis its placement questions
  (`reports.transfers.convert_copy`), and every transfer it inserts that
  does not stand for a `flow.tensor.transfer` of the input is reported.
  With a topology, one that `elide-transfers` removes costs nothing and is
  a remark.
* **default** (remark): an op or value that gets its device only from a
  `stream.affinity.default`.

`run_check` returns a `CheckResult` (findings sorted by location, a
summary per function and device pair); `check_text` / `check_json` render
it. Paths are deterministic: each is a shortest path in the provenance
graph, children visited in program order, whatever the solver's order or
`PYTHONHASHSEED`.
"""

from __future__ import annotations

from collections import deque
from dfx.support.records import field, record as dataclass

from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import AbstractElement
from dfx.analysis.position import Position
from dfx.analysis.provenance import PrintedNaming, value_location
from dfx.ir.attributes import Attribute
from dfx.ir.core import BlockArgument, Location, OpResult, Operation, Value, WalkOrder
from dfx.ir.diagnostics import Diagnostic
from dfx.ir.symbols import lookup_symbol
from dfx.ir.traits import Callable, FunctionLike, ObjectLike

from stream_affinity.analysis.affinity import (AffinityAnalysis, GlobalAffinity, OpAffinity,
                                               ValueProducerAffinity)
from stream_affinity.analysis.attributes import AffinityAttr, sort_affinities
from stream_affinity.analysis.interfaces import AffinityOp, is_affinity_type
from stream_affinity.analysis.topology import DeviceTopology
from stream_affinity.reports.explain import AffinityRenderer, _enclosing_function, _is_unknown, _symbol
from stream_affinity.reports.transfers import TrialConversion, convert_copy, mark_elided, static_bytes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from dfx.ir.diagnostics import SourceLines
    from typing import Dict, Iterable, List, Optional, Sequence, Tuple

__all__ = ["LEVELS", "KINDS", "Note", "Path", "Finding", "CheckResult", "run_check", "check_text",
           "check_json", "failing", "PATH_STEPS"]

LEVELS = {"error": ("error",), "warn": ("error", "warning"), "all": ("error", "warning", "remark")}
"""`--check=LEVEL` -> the severities it reports. Errors and warnings make
the run fail (exit 1); remarks never do."""

KINDS = ("unmet", "ambiguous", "implicit-move", "default")
"""Finding kinds, in the order a location's findings are listed."""

PATH_STEPS = 6
"""Longest path shown in full; longer ones keep their first two and last
three steps around a `... N more steps` note."""

_FAILING = ("error", "warning")


@dataclass
class Note:
    """One `note:` line: a step of a path (depth 1) or a path's head (0)."""

    text: str
    location: Optional[Location] = None
    depth: int = 0


@dataclass
class Path:
    """Why one device (None: unknown) comes into a finding."""

    role: str                 # "candidate", "source", "target", "requirement", "producer", "default"
    device: Optional[str]
    notes: List[Note]


@dataclass
class Finding:
    kind: str
    severity: str
    location: Optional[Location]
    function: str
    message: str
    paths: List[Path] = field(default_factory=list)
    notes: List[Note] = field(default_factory=list)
    """Notes after the paths (ops inheriting an ambiguity...)."""
    data: dict = field(default_factory=dict)
    """Kind-specific facts for the JSON report (devices, value, bytes...)."""

    def all_notes(self) -> List[Note]:
        return [n for p in self.paths for n in p.notes] + self.notes

    def diagnostic(self) -> Diagnostic:
        """The finding as a `Diagnostic` with one note per line."""
        notes = [Diagnostic("  " * n.depth + n.text, n.location or _NOWHERE, "note") for n in self.all_notes()]
        return Diagnostic(self.message, self.location or _NOWHERE, self.severity, notes=notes)

    def render(self, source_lines: Optional[SourceLines] = None) -> str:
        """`file:line:col: warning: ...`, the source line and a caret, then
        the notes, one line each."""
        d = self.diagnostic()
        head = Diagnostic(d.message, d.location, d.severity)
        return "\n".join([head.render(source_lines)] + [n.header() for n in d.notes])


_NOWHERE = Location("<unknown>", 0, 0)


@dataclass
class CheckResult:
    findings: List[Finding]
    """Every finding, sorted by location then kind."""
    functions: List[dict]
    """Per function with something to report: counts by kind and severity,
    implicit moves per device pair."""

    def shown(self, level: str) -> List[Finding]:
        severities = LEVELS[level]
        return [f for f in self.findings if f.severity in severities]


def failing(findings: Iterable[Finding]) -> bool:
    """Whether |findings| make `--check` exit 1 (an error or a warning)."""
    return any(f.severity in _FAILING for f in findings)


#===----------------------------------------------------------------------===#
# Helpers
#===----------------------------------------------------------------------===#


def _aff(a: Optional[Attribute]) -> str:
    return str(a) if a is not None else "no single device"


def _known(loc: Optional[Location]) -> Optional[Location]:
    return loc if loc is not None and loc.line > 0 else None


def _function_label(fn: Optional[Operation]) -> str:
    if fn is None:
        return "<module>"
    sym = _symbol(fn)
    if sym:
        return f"@{sym}"
    loc = _known(fn.location)
    return f"{fn.name} at {loc}" if loc is not None else fn.name


def _top_level_function(op: Operation) -> Optional[Operation]:
    """The outermost function-like op around |op| (a function, an initializer)."""
    found = None
    cur: Optional[Operation] = op
    while cur is not None:
        if cur.get_trait(FunctionLike) is not None or cur.get_trait(Callable) is not None:
            found = cur
        cur = cur.parent_op
    return found


def _bytes_text(n: Optional[int]) -> str:
    return f"{n} bytes" if n is not None else "dynamic size"


def _touches_tensors(op: Operation) -> bool:
    return any(is_affinity_type(v.type) for v in op.operands) or any(is_affinity_type(r.type) for r in op.results)


# Ops and values the conversion's output leaves where their operand is.
_IDENTITY = ("stream.async.barrier", "stream.timepoint.barrier", "stream.timepoint.await")


def _converted_device(value: Value) -> Optional[Attribute]:
    """The device a value of the converted program is produced on: the
    target of the transfer making it, or the `affinity` of the op making
    it; barriers and awaits pass their operand on. None when the converted
    op names no device."""
    seen = 0
    while seen < 10_000:
        seen += 1
        op = value.defining_op
        if op is None:
            return None
        if op.name == "stream.async.transfer":
            return op.get_attr("result_affinity")
        if op.name in _IDENTITY and isinstance(value, OpResult) and value.index < len(op.operands):
            value = op.operand(value.index)
            continue
        a = op.get_attr("affinity")
        return a if isinstance(a, AffinityAttr) else None
    return None


#===----------------------------------------------------------------------===#
# The checker
#===----------------------------------------------------------------------===#


class _Checker:
    def __init__(self, module: Operation, analysis: AffinityAnalysis, naming: PrintedNaming,
                 topology: Optional[DeviceTopology]):
        self.module = module
        self.analysis = analysis
        self.solver = analysis.solver
        self.naming = naming
        self.topology = topology
        self.order: Dict[object, int] = {}
        self.functions: List[Operation] = []
        self._renderers: Dict[Optional[Operation], AffinityRenderer] = {}
        body = module.regions[0].entry_block if module.regions else None
        n = 0
        for top in (body or ()):
            if top.has_trait(ObjectLike):
                continue
            for op in top.walk(WalkOrder.PRE):
                self.order[op] = n
                n += 1
                for r in op.results:
                    self.order[r] = n
                    n += 1
                for region in op.regions:
                    for block in region.blocks:
                        for a in block.arguments:
                            self.order[a] = n
                            n += 1
            if top.get_trait(FunctionLike) is not None or top.get_trait(Callable) is not None:
                self.functions.append(top)

    # -- elements and paths ----------------------------------------------------------

    def element(self, cls, position: Position) -> Optional[AbstractElement]:
        return self.solver.lookup(cls, position, resolution=Resolution.NONE, allow_invalid=True)

    def renderer(self, fn: Optional[Operation]) -> AffinityRenderer:
        r = self._renderers.get(fn)
        if r is None:
            r = self._renderers[fn] = AffinityRenderer(self.analysis, self.naming, home=fn)
        return r

    def _key(self, e: AbstractElement) -> Tuple[int, str]:
        pos = e.position
        payload = pos.value if pos.kind == Position.VALUE else pos.payload
        return self.order.get(payload, 1 << 60), type(e).__name__

    def _children(self, renderer: AffinityRenderer, e: AbstractElement) -> List[AbstractElement]:
        seen = set()
        out = []
        for c in renderer.children(self.solver, e):
            if c in seen or c is e:
                continue
            seen.add(c)
            if renderer.keep(self.solver, e, c):
                out.append(c)
        out.sort(key=self._key)
        return out

    def path(self, root: AbstractElement, device: Optional[Attribute], renderer: AffinityRenderer,
             head: Optional[str] = None) -> List[Note]:
        """The head note (|head|, else what |root| says) and the shortest
        chain of provenance steps from |root| to where |device| comes from
        (an explicit affinity, a pin, a transfer target, the default; for
        |device| None, the edge that makes the set unknown)."""
        solver = self.solver
        loc = renderer.location(solver, root)
        notes = [Note(head if head is not None else renderer.describe(solver, root, None), loc, 0)]
        if renderer.is_source(solver, root):
            if head is not None:
                notes.append(Note(renderer.describe(solver, root, None), loc, 1))
            return notes

        def qualifies(e: AbstractElement) -> bool:
            st = e.state
            if device is None:
                return _is_unknown(st)
            return st.is_valid() and not st.undef and device in st.members

        steps: List[Note] = []
        if not qualifies(root):
            # Placed by the default (or unknown): the reasons say so.
            steps = [Note(t, _known(w), 1) for t, w in renderer.reasons(solver, root, [])]
            return notes + steps
        prev: Dict[AbstractElement, Optional[AbstractElement]] = {root: None}
        queue = deque([root])
        end = None
        while queue:
            e = queue.popleft()
            if e is not root and renderer.is_source(solver, e):
                end = e
                break
            kids = [c for c in self._children(renderer, e) if qualifies(c)]
            if not kids and e is not root:
                end = e
                break
            for c in kids:
                if c not in prev:
                    prev[c] = e
                    queue.append(c)
        if end is None:
            steps = [Note(t, _known(w), 1) for t, w in renderer.reasons(solver, root, [])]
            return notes + steps
        chain: List[AbstractElement] = []
        cur: Optional[AbstractElement] = end
        while cur is not None and cur is not root:
            chain.append(cur)
            cur = prev[cur]
        chain.reverse()
        parent = root
        for e in chain:
            steps.append(Note(renderer.describe(solver, e, parent), renderer.location(solver, e), 1))
            parent = e
        if not renderer.is_source(solver, end):
            steps.extend(Note(t, _known(w), 1) for t, w in renderer.reasons(solver, end, []))
        if len(steps) > PATH_STEPS:
            hidden = len(steps) - 5
            steps = steps[:2] + [Note(f"... {hidden} more steps (--explain shows them all)", None, 1)] + steps[-3:]
        return notes + steps

    # -- findings ---------------------------------------------------------------------

    def run(self, trial: TrialConversion) -> List[Finding]:
        findings: List[Finding] = []
        findings.extend(self.ambiguous())
        findings.extend(self.implicit_moves(trial))
        findings.extend(self.unmet(trial))
        findings.extend(self.defaults())
        kind_rank = {k: i for i, k in enumerate(KINDS)}

        def key(f: Finding):
            loc = f.location
            return ((loc.file, loc.line, loc.col) if loc is not None else ("", 0, 0), kind_rank[f.kind], f.message)
        findings.sort(key=key)
        return findings

    def placed_ops(self) -> List[Tuple[Operation, AbstractElement]]:
        """Ops of the functions that the analysis places (an `OpAffinity`)
        and that need a device: they require an affinity or touch tensors
        (convert-to-stream asks where they execute); in program order."""
        out = []
        for fn in self.functions:
            for op in fn.walk(WalkOrder.PRE, include_self=False):
                iface = op.get_trait(AffinityOp)
                if iface is None or not (iface.requires_affinity(op) or _touches_tensors(op)):
                    continue
                e = self.element(OpAffinity, Position.for_op(op))
                if e is not None:
                    out.append((op, e))
        return out

    def ambiguous(self) -> List[Finding]:
        analysis = self.analysis
        candidates: Dict[Operation, Optional[Tuple[AffinityAttr, ...]]] = {}
        elements: Dict[Operation, AbstractElement] = {}
        for op, e in self.placed_ops():
            ok, affinities = analysis.try_lookup_execution_affinity(op)
            if not ok:
                candidates[op] = None
            elif len(affinities) > 1:
                candidates[op] = tuple(affinities)
            else:
                continue
            elements[op] = e
        # An op whose candidates all come with one operand produced by an
        # ambiguous op inherits them: it is listed under that op.
        parent: Dict[Operation, Operation] = {}
        for op, cands in candidates.items():
            for v in op.operands:
                if not isinstance(v, OpResult) or v.owner not in candidates or not is_affinity_type(v.type):
                    continue
                ok, produced = analysis.try_lookup_resource_affinity(v)
                if (not ok) if cands is None else (ok and set(cands) <= set(produced)):
                    parent[op] = v.owner
                    break
        inherited: Dict[Operation, List[Operation]] = {}
        for op in candidates:
            if op not in parent:
                continue
            root = op
            hops = 0
            while root in parent and hops <= len(parent):
                root = parent[root]
                hops += 1
            inherited.setdefault(root, []).append(op)
        out = []
        for op, cands in candidates.items():
            if op in parent:
                continue
            fn = _top_level_function(op)
            renderer = self.renderer(_enclosing_function(op))
            e = elements[op]
            what = renderer.op(op)
            if cands is None:
                message = (f"{what} may execute on any device: the analysis cannot tell where; "
                           f"convert-to-stream converts it without an affinity")
                paths = [Path("candidate", None, self.path(e, None, renderer, head="its device is unknown:"))]
            else:
                message = (f"{what} may execute on {len(cands)} devices, {', '.join(map(str, cands))}; "
                           f"convert-to-stream cannot pick one and converts it without an affinity")
                paths = [Path("candidate", str(d), self.path(e, d, renderer, head=f"on {d}:")) for d in cands]
            notes = []
            heirs = inherited.get(op, [])
            if heirs:
                shown = ", ".join(f"{h.name} at {_known(h.location)}" for h in heirs[:3])
                more = f" and {len(heirs) - 3} more" if len(heirs) > 3 else ""
                notes.append(Note(f"{len(heirs)} op(s) using its results inherit this: {shown}{more}",
                                  _known(op.location)))
            out.append(Finding("ambiguous", "warning", _known(op.location), _function_label(fn), message, paths,
                               notes, {"op": op.name,
                                       "devices": [str(d) for d in cands] if cands is not None else None,
                                       "inherited": [str(_known(h.location)) for h in heirs]}))
        return out

    def _target_path(self, renderer: AffinityRenderer, user: Operation, kind: str,
                     target: Optional[Attribute]) -> Path:
        """Why |user| needs its operand on |target|."""
        analysis = self.analysis
        if target is None:
            ok, affinities = analysis.try_infer_execution_affinity(user)
            where = "an unknown device" if not ok else ", ".join(map(str, affinities)) or "no device"
            return Path("target", None, [Note(f"{renderer.op(user)} has no single device ({where}): convert-to-stream "
                                              f"moves the value to an unspecified device", _known(user.location))])
        if kind == "global":
            ref = user.get_attr("global")
            g = lookup_symbol(user, ref) if ref is not None else None
            e = self.element(GlobalAffinity, Position.for_op(g)) if g is not None else None
            if e is not None:
                return Path("target", str(target), self.path(e, target, renderer))
        e = self.element(OpAffinity, Position.for_op(user)) if user.get_trait(AffinityOp) is not None else None
        if e is not None and target in analysis.try_lookup_execution_affinity(user)[1]:
            return Path("target", str(target), self.path(e, target, renderer))
        for r in user.results:
            if is_affinity_type(r.type) and target in analysis.try_lookup_resource_affinity(r)[1]:
                e = self.element(ValueProducerAffinity, Position.for_value(r))
                if e is not None:
                    return Path("target", str(target), self.path(e, target, renderer))
        return Path("target", str(target), [Note(f"{renderer.op(user)} runs on {target}: it has no affinity of "
                                                 f"its own (inferred from its tensors)", _known(user.location))])

    def _source_path(self, renderer: AffinityRenderer, value: Value, source: Optional[Attribute]) -> Path:
        e = self.element(ValueProducerAffinity, Position.for_value(value))
        if source is not None and e is not None:
            return Path("source", str(source), self.path(e, source, renderer))
        ok, affinities = self.analysis.try_lookup_resource_affinity(value)
        name = renderer.value(value)
        if not ok:
            head = f"{name} is produced on an unknown device:"
            return Path("source", None, self.path(e, None, renderer, head=head) if e is not None
                        else [Note(head, value_location(value))])
        where = ", ".join(map(str, affinities)) or "no device"
        return Path("source", None, [Note(f"{name} has no single device ({where}): convert-to-stream moves it from an "
                                          f"unspecified device", value_location(value))])

    def implicit_moves(self, trial: TrialConversion) -> List[Finding]:
        out = []
        for t in trial.transfers:
            if t.kind == "explicit":
                continue
            fn = _top_level_function(t.user)
            renderer = self.renderer(_enclosing_function(t.user))
            name = renderer.value(t.value)
            size = static_bytes(t.value.type)
            times = f" ({t.count} operands)" if t.count > 1 else ""
            if t.kind == "global":
                use = f"stored into global {t.user.get_attr('global')}"
            else:
                use = f"used by {renderer.op(t.user)}{times}"
            message = (f"implicit move of {name} ({t.value.type}, {_bytes_text(size)}) from {_aff(t.source)} to "
                       f"{_aff(t.target)}: {use}; convert-to-stream inserts a transfer")
            severity = "warning"
            notes = []
            if t.elided:
                severity = "remark"
                notes.append(Note("the topology lets the target use the source's memory: elide-transfers removes "
                                  "this transfer", _known(t.user.location)))
            paths = [self._source_path(renderer, t.value, t.source),
                     self._target_path(renderer, t.user, t.kind, t.target)]
            out.append(Finding("implicit-move", severity, _known(t.user.location), _function_label(fn), message,
                               paths, notes,
                               {"value": name, "type": str(t.value.type), "user": t.user.name,
                                "source": str(t.source) if t.source is not None else None,
                                "target": str(t.target) if t.target is not None else None,
                                "bytes": size, "count": t.count, "elided": t.elided, "into_global": t.kind == "global"}))
        return out

    def _pins(self, value: Value) -> List[Operation]:
        table = self.analysis.pin_table
        if table is not None:
            return list(table.pinning_ops(value))
        e = self.element(ValueProducerAffinity, Position.for_value(value))
        return list(getattr(e, "pinned_ops", ()) or ())

    def unmet(self, trial: TrialConversion) -> List[Finding]:
        analysis = self.analysis
        out: List[Finding] = []
        # One finding per (requirement, required device, producing device):
        # a barrier pinning both its operand and its result is one problem.
        seen: Dict[Tuple[Operation, Attribute, Attribute], None] = {}

        def produced_on(v: Value) -> Optional[Attribute]:
            new = trial.converted.get(v)
            return _converted_device(new[0]) if new else None

        def finding(anchor: Operation, v: Value, required: Attribute, produced: Attribute, why: str,
                    requirement: Path) -> None:
            seen[(anchor, required, produced)] = None
            fn = _top_level_function(anchor)
            renderer = self.renderer(_enclosing_function(anchor))
            name = renderer.value(v)
            shown = name
            if v not in anchor.operands and v not in anchor.results:
                # A pin reaches the value through tied ops, calls or branches.
                via = [x for x in list(anchor.operands) + list(anchor.results) if is_affinity_type(x.type)]
                if via:
                    shown = f"{name} (the storage of its {'operand' if via[0] in anchor.operands else 'result'} " \
                            f"{renderer.value(via[0])})"
            message = (f"{renderer.op(anchor)} requires {shown} on {required}, but it is produced on {produced}; "
                       f"{why}")
            paths = [requirement]
            producer = v.owner if isinstance(v, OpResult) else None
            e = self.element(OpAffinity, Position.for_op(producer)) if producer is not None else None
            if e is not None and produced in e.state.members:
                paths.append(Path("producer", str(produced), self.path(e, produced, self.renderer(
                    _enclosing_function(producer)))))
            elif producer is not None:
                paths.append(Path("producer", str(produced), [Note(
                    f"{renderer.op(producer)} produces it on {produced} in the converted program",
                    _known(producer.location))]))
            out.append(Finding("unmet", "error", _known(anchor.location), _function_label(fn), message, paths, [],
                               {"value": name, "required": str(required), "produced": str(produced),
                                "requirement": anchor.name}))

        # flow.tensor.barrier: its target must be where its operand is.
        for op, e in self.placed_ops():
            if op.name != "flow.tensor.barrier" or not op.operands:
                continue
            target = analysis.lookup_execution_affinity(op)
            v = op.operand(0)
            produced = produced_on(v) or analysis.lookup_resource_affinity(v)
            if target is None or produced is None or produced == target:
                continue
            renderer = self.renderer(_enclosing_function(op))
            finding(op, v, target, produced, "convert-to-stream moves nothing across a barrier, so its users "
                                             f"on {target} read it where it is",
                    Path("requirement", str(target), self.path(e, target, renderer)))

        # Values taken to live elsewhere than where they are produced.
        for fn in self.functions:
            for op in fn.walk(WalkOrder.PRE, include_self=False):
                for v in op.results:
                    if not is_affinity_type(v.type) or not v.has_uses:
                        continue
                    claimed = analysis.lookup_resource_affinity(v)
                    produced = produced_on(v)
                    if claimed is None or produced is None or claimed == produced:
                        continue
                    anchor = None
                    for pin in sorted(self._pins(v), key=lambda p: self.order.get(p, 1 << 60)):
                        if analysis.lookup_execution_affinity(pin) == claimed:
                            anchor = pin
                            break
                    if anchor is not None:
                        if (anchor, claimed, produced) in seen:
                            continue
                        renderer = self.renderer(_enclosing_function(anchor))
                        pe = self.element(OpAffinity, Position.for_op(anchor))
                        req = Path("requirement", str(claimed), self.path(pe, claimed, renderer) if pe is not None
                                   else [Note(renderer.op(anchor), _known(anchor.location))])
                        finding(anchor, v, claimed, produced,
                                "its pin makes convert-to-stream take the value to be there already, so no "
                                "transfer is inserted", req)
                        continue
                    if (op, claimed, produced) in seen:
                        continue
                    renderer = self.renderer(_enclosing_function(op))
                    ve = self.element(ValueProducerAffinity, Position.for_value(v))
                    req = Path("requirement", str(claimed), self.path(ve, claimed, renderer) if ve is not None
                               else [Note(f"{renderer.value(v)} is taken to live on {claimed}", value_location(v))])
                    finding(op, v, claimed, produced,
                            f"its users take it to live on {claimed} and get no transfer", req)
        return out

    def defaults(self) -> List[Finding]:
        """Ops and values whose answer is a default: their set is empty, or
        (current rules) unknown, and the query fell back to the nearest
        `stream.affinity.default`. Values pinned under the current rules
        read their pins instead."""
        analysis = self.analysis
        table = analysis.pin_table
        out = []
        for fn in self.functions:
            renderer = self.renderer(fn)
            label = _function_label(fn)
            for op in fn.walk(WalkOrder.PRE, include_self=False):
                items = []
                iface = op.get_trait(AffinityOp)
                if iface is not None and (iface.requires_affinity(op) or _touches_tensors(op)):
                    e = self.element(OpAffinity, Position.for_op(op))
                    if e is not None:
                        items.append((_known(op.location), renderer.op(op), e,
                                      analysis.try_lookup_execution_affinity(op), "op"))
                for v in op.results:
                    if is_affinity_type(v.type) and not (table is not None and table.pinning_ops(v)):
                        e = self.element(ValueProducerAffinity, Position.for_value(v))
                        if e is not None:
                            items.append((value_location(v), renderer.value(v), e,
                                          analysis.try_lookup_resource_affinity(v), "value"))
                for loc, what, e, (ok, affinities), kind in items:
                    st = e.state
                    unknown = _is_unknown(st)
                    if not ok or len(affinities) != 1 or (st.size and not unknown):
                        continue
                    device = affinities[0]
                    notes = [Note(t, _known(w)) for t, w in renderer.reasons(self.solver, e, [])]
                    if unknown:
                        notes = notes[:1] + [Note(f"the set is unknown, so the current rules take the default "
                                                  f"{device}", _known(loc))]
                    verb = "executes" if kind == "op" else "lives"
                    out.append(Finding("default", "remark", loc, label,
                                       f"{what} {verb} on {device} only because of a default",
                                       [Path("default", str(device), notes)], [],
                                       {"what": kind, "name": what, "device": str(device)}))
        return out

    # -- summary ------------------------------------------------------------------------

    def summary(self, findings: Sequence[Finding]) -> List[dict]:
        per: Dict[str, dict] = {}
        order = [_function_label(fn) for fn in self.functions]
        for f in findings:
            s = per.get(f.function)
            if s is None:
                s = per[f.function] = {"function": f.function, "errors": 0, "warnings": 0, "remarks": 0,
                                       "unmet": 0, "ambiguous": 0, "implicit_moves": 0, "defaults": {"ops": 0,
                                                                                                     "values": 0},
                                       "pairs": []}
            s[f.severity + "s"] += 1
            if f.kind == "unmet":
                s["unmet"] += 1
            elif f.kind == "ambiguous":
                s["ambiguous"] += 1
            elif f.kind == "default":
                s["defaults"]["ops" if f.data["what"] == "op" else "values"] += 1
            else:
                d = f.data
                s["implicit_moves"] += d["count"]
                for pair in s["pairs"]:
                    if pair["source"] == d["source"] and pair["target"] == d["target"]:
                        break
                else:
                    pair = {"source": d["source"], "target": d["target"], "count": 0, "bytes": 0, "dynamic": 0,
                            "elided": 0}
                    s["pairs"].append(pair)
                pair["count"] += d["count"]
                if d["bytes"] is None:
                    pair["dynamic"] += d["count"]
                else:
                    pair["bytes"] += d["bytes"] * d["count"]
                if d["elided"]:
                    pair["elided"] += d["count"]
        rank = {name: i for i, name in enumerate(order)}
        out = sorted(per.values(), key=lambda s: (rank.get(s["function"], len(rank)), s["function"]))
        for s in out:
            s["pairs"].sort(key=lambda p: (p["source"] or "", p["target"] or ""))
        return out


def run_check(module: Operation, analysis: AffinityAnalysis, naming: PrintedNaming,
              topology: Optional[DeviceTopology] = None) -> CheckResult:
    """The findings of |module| under the solved |analysis| (its rule set
    decides the placements, and the conversion the check runs on a copy
    asks it too). Raises `DiagnosticError` when convert-to-stream fails."""
    trial = convert_copy(module, analysis)
    mark_elided(trial, topology)
    checker = _Checker(module, analysis, naming, topology)
    findings = checker.run(trial)
    return CheckResult(findings, checker.summary(findings))


#===----------------------------------------------------------------------===#
# Output
#===----------------------------------------------------------------------===#


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def check_text(result: CheckResult, level: str, source_lines: Optional[SourceLines] = None) -> str:
    """The diagnostics at |level|, then the summary."""
    shown = result.shown(level)
    lines = [f.render(source_lines) for f in shown]
    lines.append("summary:")
    if not result.functions:
        lines.append("  no findings")
    for s in result.functions:
        defaults = s["defaults"]
        lines.append(f"  {s['function']}: {_plural(s['errors'], 'error')}, {_plural(s['warnings'], 'warning')}, "
                     f"{_plural(s['remarks'], 'remark')}; {s['unmet']} unmet, {s['ambiguous']} ambiguous, "
                     f"{_plural(s['implicit_moves'], 'implicit move')}, defaults: {defaults['ops']} ops, "
                     f"{defaults['values']} values")
        for p in s["pairs"]:
            extra = f" + {p['dynamic']} of dynamic size" if p["dynamic"] else ""
            elided = f", {p['elided']} elided by the topology" if p["elided"] else ""
            lines.append(f"    {p['source'] or 'no single device'} -> {p['target'] or 'no single device'}: "
                         f"{_plural(p['count'], 'implicit move')}, {p['bytes']} bytes{extra}{elided}")
    totals = {sev: sum(1 for f in result.findings if f.severity == sev) for sev in ("error", "warning", "remark")}
    lines.append(f"  total: {_plural(totals['error'], 'error')}, {_plural(totals['warning'], 'warning')}, "
                 f"{_plural(totals['remark'], 'remark')}; {len(shown)} shown at --check={level}")
    return "\n".join(lines) + "\n"


def _note_json(n: Note) -> dict:
    return {"text": n.text, "location": str(n.location) if _known(n.location) is not None else None}


def check_json(result: CheckResult, level: str) -> dict:
    """The `check` member of a JSON module entry (schema dfx.affinity/3)."""
    findings = []
    for f in result.shown(level):
        findings.append({
            "kind": f.kind, "severity": f.severity,
            "location": str(f.location) if _known(f.location) is not None else None,
            "function": f.function, "message": f.message,
            "paths": [{"role": p.role, "device": p.device, "steps": [_note_json(n) for n in p.notes]}
                      for p in f.paths],
            "notes": [_note_json(n) for n in f.notes],
            "data": f.data,
        })
    totals = {sev + "s": sum(1 for f in result.findings if f.severity == sev) for sev in ("error", "warning", "remark")}
    return {"level": level, "findings": findings, "summary": result.functions, "totals": totals}
