"""`annotate-affinities --transfers`: the cross-device transfers that
`convert-to-stream` inserts, listed against the unconverted program.

The list is not re-derived: `transfer_list` runs the conversion itself on a
copy of the module with an observer (`Context.note_transfer`), which every
pattern calls where it decides to move a tensor between two different
affinities (an operand consumed on another device, an explicit
`flow.tensor.transfer`, a store into a global placed elsewhere). Each
observation is mapped back to the value and op of the original module, so
names, locations and the `--explain` trees of both sides refer to the input.

With a topology (`--topology`, or the module's `stream.topology`), each
transfer says whether `elide-transfers` would remove it, as that pass
decides on the converted copy (the target can use the source's memory:
same device, unified memory or transparent access along the link; an
unknown `from(...)` is inferred from the producers); a transfer into a
global changes the resource lifetime and is always kept.
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.analysis.provenance import Explanation, PrintedNaming, format_tree, value_location
from dfx.ir.attributes import Attribute, ComplexType, FloatType, IndexType, IntegerType, TensorType, Type
from dfx.ir.core import Location, Operation, Value, WalkOrder
from dfx.ir.diagnostics import DiagnosticError, error

from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.analysis.topology import TOPOLOGY_ATTR_NAME, DeviceTopology
from stream_affinity.transforms.convert_to_stream.driver import ConversionError, convert_to_stream
from stream_affinity.transforms.elide_transfers import elidable_transfers

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = ["Transfer", "TrialConversion", "convert_copy", "mark_elided", "transfer_list", "transfer_summary", "transfers_text", "transfers_json",
           "explain_transfer", "element_bytes", "static_bytes"]

_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 32}


@dataclass
class Transfer:
    """One transfer the conversion inserts, in terms of the input program."""

    value: Value                       # the tensor moved
    user: Operation                    # the op whose conversion inserts it
    source: Optional[Attribute]        # where the value lives (None: unknown)
    target: Optional[Attribute]        # where it is needed
    kind: str                          # "operand", "explicit" or "global"
    elided: Optional[bool] = None      # with a topology: whether elide-transfers removes it
    count: int = 1                     # transfers of this value for this user (one per operand using it)

    @property
    def bytes(self) -> Optional[int]:
        return static_bytes(self.value.type)


def element_bytes(t: Type) -> Optional[int]:
    """Storage bytes of one element of type |t| (sub-byte types round up
    to a byte, as the stream dialect stores them); None when unknown."""
    if isinstance(t, IntegerType):
        return (t.width + 7) // 8
    if isinstance(t, IndexType):
        return None
    if isinstance(t, FloatType):
        bits = _FLOAT_BITS.get(t.name, 8 if t.name.startswith("f8") or t.name.startswith("f4")
                               or t.name.startswith("f6") else None)
        return None if bits is None else (bits + 7) // 8
    if isinstance(t, ComplexType):
        e = element_bytes(t.element)
        return None if e is None else 2 * e
    return None


def static_bytes(t: Type) -> Optional[int]:
    """Bytes of a statically shaped tensor without encoding; None otherwise."""
    if not isinstance(t, TensorType) or t.shape is None or t.dynamic_dim_count or t.encoding is not None:
        return None
    e = element_bytes(t.element)
    if e is None:
        return None
    n = 1
    for d in t.shape:
        n *= d
    return n * e


def _correspondence(original: Operation, copy: Operation) -> Tuple[Dict[Value, Value], Dict[Operation, Operation]]:
    """Maps the values and ops of |copy| (a clone of |original|) back to
    |original|'s, by walking both in the same order."""
    values: Dict[Value, Value] = {}
    ops: Dict[Operation, Operation] = {}
    for a, b in zip(original.walk(WalkOrder.PRE), copy.walk(WalkOrder.PRE)):
        ops[b] = a
        for ra, rb in zip(a.results, b.results):
            values[rb] = ra
        for ga, gb in zip(a.regions, b.regions):
            for ba, bb in zip(ga.blocks, gb.blocks):
                for xa, xb in zip(ba.arguments, bb.arguments):
                    values[xb] = xa
    return values, ops


class _CopyQuestions:
    """Answers the conversion's placement questions about the ops and values
    of a copy of a module with an analysis of the original (what the
    conversion would ask a fresh analysis of the copy; ops the conversion
    creates are unknown to both)."""

    def __init__(self, analysis: AffinityAnalysis, values: Dict[Value, Value], ops: Dict[Operation, Operation]):
        self.analysis = analysis
        self.values = values
        self.ops = ops

    def lookup_execution_affinity(self, op: Operation):
        return self.analysis.lookup_execution_affinity(self.ops.get(op, op))

    def lookup_resource_affinity(self, value: Value, with_default: bool = True):
        return self.analysis.lookup_resource_affinity(self.values.get(value, value), with_default)

    def lookup_global_affinity(self, op: Operation):
        return self.analysis.lookup_global_affinity(self.ops.get(op, op))

    def infer_execution_affinity(self, op: Operation):
        return self.analysis.infer_execution_affinity(self.ops.get(op, op))


@dataclass
class TrialConversion:
    """`convert-to-stream` run on a copy of a module, in terms of the
    original: the transfers it inserted and what each value became."""

    transfers: List[Transfer]
    """Every cross-affinity transfer, in insertion order (one record per
    (value, user); `count` says how many the user needed)."""
    inserted: Dict[int, List[Operation]]
    """id(transfer record) -> the `stream.async.transfer` ops inserted for it."""
    converted: Dict[Value, List[Value]]
    """Original value -> the values of the converted copy it maps to
    ((resource, size) for a tensor)."""
    copy: Operation
    """The converted copy."""


def convert_copy(module: Operation, analysis: Optional[AffinityAnalysis] = None) -> TrialConversion:
    """Runs `convert-to-stream` on a copy of |module| (left unchanged) and
    records, against |module|'s values and ops, the transfers it inserts.
    With |analysis| (solved on |module|), the conversion asks it its
    placement questions instead of solving a fresh analysis of the copy, and
    the conversion follows that analysis's rule set. Raises
    `DiagnosticError` when the conversion fails."""
    copy = module.clone()
    values, ops = _correspondence(module, copy)
    seen: Dict[Tuple[Value, Operation], Transfer] = {}
    out: List[Transfer] = []
    inserted: Dict[int, List[Operation]] = {}

    def observe(value: Value, source, target, where: Operation, new_op: Optional[Operation] = None) -> None:
        v, op = values.get(value), ops.get(where)
        if v is None or op is None:
            return
        key = (v, op)
        t = seen.get(key)
        if t is not None:
            t.count += 1
        else:
            kind = "explicit" if op.name == "flow.tensor.transfer" else \
                "global" if op.name == "util.global.store" else "operand"
            t = seen[key] = Transfer(v, op, source, target, kind)
            inserted[id(t)] = []
            out.append(t)
        if new_op is not None:
            inserted[id(t)].append(new_op)

    questions = _CopyQuestions(analysis, values, ops) if analysis is not None else None
    rules = analysis.rules if analysis is not None else "seed"
    try:
        conversion = convert_to_stream(copy, observer=observe, analysis=questions, rules=rules)
    except ConversionError as e:
        raise error(e.location if isinstance(e.location, Location) else module.location,
                    f"convert-to-stream fails on this module: {e}") from None
    converted = {values[v]: list(new) for v, new in conversion.value_map.items() if v in values}
    return TrialConversion(out, inserted, converted, copy)


def transfer_list(module: Operation, topology: Optional[DeviceTopology] = None,
                  analysis: Optional[AffinityAnalysis] = None) -> List[Transfer]:
    """The cross-affinity transfers `convert-to-stream` inserts into
    |module| (unchanged), in the order the conversion inserts them; raises
    `DiagnosticError` when the conversion fails. |analysis|: see
    `convert_copy`."""
    try:
        trial = convert_copy(module, analysis)
    except DiagnosticError as e:
        raise error(e.location, f"--transfers: {e.message}") from None
    mark_elided(trial, topology)
    return trial.transfers


def mark_elided(trial: TrialConversion, topology: Optional[DeviceTopology]) -> None:
    """With a |topology|, sets each transfer's `elided` as `elide-transfers`
    decides on the converted copy (a transfer whose source the conversion
    does not know is judged by where its producers put the value); a store
    into a global changes the lifetime and is always kept."""
    if topology is None:
        return
    trial.copy.set_attr(TOPOLOGY_ATTR_NAME, topology)
    elidable = set(map(id, elidable_transfers(trial.copy)))
    for t in trial.transfers:
        ops = trial.inserted[id(t)]
        t.elided = t.kind != "global" and bool(ops) and all(id(op) in elidable for op in ops)


def transfer_summary(transfers: List[Transfer]) -> List[dict]:
    """Per (source, target) pair, in first-seen order: count, bytes of the
    statically sized ones, how many have a dynamic size, how many are elided."""
    pairs: Dict[Tuple[str, str], dict] = {}
    for t in transfers:
        key = (str(t.source) if t.source is not None else None, str(t.target) if t.target is not None else None)
        s = pairs.get(key)
        if s is None:
            s = pairs[key] = {"source": key[0], "target": key[1], "count": 0, "bytes": 0, "dynamic": 0,
                              "elided": 0}
        s["count"] += t.count
        b = t.bytes
        if b is None:
            s["dynamic"] += t.count
        else:
            s["bytes"] += b * t.count
        if t.elided:
            s["elided"] += t.count
    return list(pairs.values())


def _where(loc: Optional[Location]) -> str:
    return str(loc) if loc is not None and loc.line > 0 else "unknown location"


def _function_name(op: Operation) -> str:
    for a in op.ancestors(include_self=False):
        name = a.get_attr("sym_name")
        if name is not None and a.parent_op is not None and a.parent_op.name in ("builtin.module", "module"):
            return "@" + str(getattr(name, "value", name))
    return "@?"


def _definition(v: Value) -> str:
    d = v.defining_op
    return d.name if d is not None else "block argument"


def explain_transfer(analysis: AffinityAnalysis, t: Transfer, naming: PrintedNaming,
                     max_depth: int = 64) -> Tuple[Explanation, Explanation]:
    """The `--explain` trees of both sides of |t|: why the value lives on
    the source, why the user needs it on the target."""
    from dfx.analysis.position import Position
    from dfx.analysis.provenance import Explainer
    from dfx.ir.symbols import lookup_symbol
    from stream_affinity.analysis.affinity import GlobalAffinity
    from stream_affinity.reports.explain import (AffinityRenderer, Resolved, Target, _element, _explain_execution,
                                                 explain_target)

    fn = None
    for a in t.user.ancestors(include_self=False):
        if a.parent_op is not None and a.parent_op.name in ("builtin.module", "module"):
            fn = a
            break
    source = explain_target(analysis, Resolved(value=t.value, function=fn),
                            Target(naming.value_name(t.value)), naming, max_depth=max_depth)
    renderer = AffinityRenderer(analysis, naming, home=fn)
    explainer = Explainer(analysis.solver, renderer, max_depth=max_depth)
    if t.kind == "global":
        ref = t.user.get_attr("global")
        g = lookup_symbol(t.user, ref) if ref is not None else None
        e = _element(analysis, GlobalAffinity, Position.for_op(g)) if g is not None else None
        target = explainer.explain(e) if e is not None else _explain_execution(analysis, explainer, t.user)
    else:
        target = _explain_execution(analysis, explainer, t.user)
    return source, target


def _record(t: Transfer, naming: PrintedNaming) -> dict:
    return {
        "function": _function_name(t.user),
        "value": naming.value_name(t.value),
        "type": str(t.value.type),
        "defined_by": _definition(t.value),
        "location": _where(value_location(t.value)) if value_location(t.value) is not None else None,
        "user": t.user.name,
        "user_location": str(t.user.location) if t.user.location is not None and t.user.location.line > 0
        else None,
        "kind": t.kind,
        "source": str(t.source) if t.source is not None else None,
        "target": str(t.target) if t.target is not None else None,
        "bytes": t.bytes,
        "elided": t.elided,
    }


def transfers_json(transfers: List[Transfer], naming: PrintedNaming, *, analysis: Optional[AffinityAnalysis] = None,
                   explain: bool = False, max_depth: int = 64) -> dict:
    """The `transfers` member of a JSON module entry (with |explain|, each
    record also has `explain: {source, target}` trees)."""
    records = []
    for t in transfers:
        r = _record(t, naming)
        if explain and analysis is not None:
            src, tgt = explain_transfer(analysis, t, naming, max_depth)
            r["explain"] = {"source": src.to_dict(), "target": tgt.to_dict()}
        records.append(r)
    return {"list": records, "summary": transfer_summary(transfers)}


def transfers_text(transfers: List[Transfer], naming: PrintedNaming, *, analysis: Optional[AffinityAnalysis] = None,
                   explain: bool = False, topology: bool = False, max_depth: int = 64) -> str:
    """The text listing: one line per transfer, then the per-pair summary."""
    lines: List[str] = []
    if not transfers:
        lines.append("no cross-device transfers")
    for i, t in enumerate(transfers):
        r = _record(t, naming)
        size = f"{r['bytes']} bytes" if r["bytes"] is not None else "dynamic size"
        mark = ""
        if topology:
            mark = " [elided by the topology]" if t.elided else " [kept by the topology]"
        lines.append(f"transfer #{i}: {r['function']}::{r['value']} : {r['type']} ({r['defined_by']} at "
                     f"{r['location'] or 'unknown location'}) {r['source'] or 'unknown'} -> "
                     f"{r['target'] or 'unknown'}, {size}, "
                     f"for {r['user']} at {r['user_location'] or 'unknown location'}{mark}")
        if explain and analysis is not None:
            src, tgt = explain_transfer(analysis, t, naming, max_depth)
            lines.append("  source side:")
            lines.extend("    " + x for x in format_tree(src).rstrip("\n").split("\n"))
            lines.append("  target side:")
            lines.extend("    " + x for x in format_tree(tgt).rstrip("\n").split("\n"))
    summary = transfer_summary(transfers)
    if summary:
        lines.append("summary:")
        for s in summary:
            extra = f" + {s['dynamic']} of dynamic size" if s["dynamic"] else ""
            elided = f", {s['elided']} elided" if topology else ""
            lines.append(f"  {s['source'] or 'unknown'} -> {s['target'] or 'unknown'}: {s['count']} transfer(s), "
                         f"{s['bytes']} bytes"
                         f"{extra}{elided}")
    return "\n".join(lines) + "\n"
