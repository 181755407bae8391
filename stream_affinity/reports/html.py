"""The interactive placement report (`annotate-affinities --emit=html`).

One self-contained HTML file (no network access, no external script, font
or style): the input program as written, each op line carrying a coloured
badge per device it executes on, each `%value` showing where it lives on
hover; filters (device, op kind, unresolved values, transfers), search (SSA
name, `@symbol`, op name, `file:line`), a summary (ops per device,
transfers per device pair with their bytes when the shape is static,
unresolved values with the reason, and with `--partitions` each block's
partitions as one lane per device), and on click the justification tree of
an op or a value, the same provenance `--explain` prints. With `--check`,
the findings are listed in the summary, their lines marked (a coloured
right margin and a badge per finding), a "findings only" filter appears,
and clicking a marked line shows its findings with their notes.

The page renders lazily: the program text, the ops, the values and the
analysis' provenance graph travel as one JSON document; only the lines in
view are turned into DOM nodes, and a justification tree is built from the
graph when it is asked for (`Explainer`'s expansion rules, replayed in the
browser: each element expanded once per explanation, later occurrences
"(see above)", depth limit). So a 100k-op program opens in a few seconds
and the file stays a small multiple of the annotated text.
"""

from __future__ import annotations

import json
import zlib

from dfx.analysis.element import AbstractElement, Resolution
from dfx.analysis.position import Position
from dfx.analysis.provenance import DEFAULT_MAX_DEPTH, PrintedNaming, value_location
from dfx.ir.attributes import ArrayAttr, DictionaryAttr, FloatType, IntegerAttr, IntegerType, TensorType
from dfx.ir.core import BlockArgument, Location, OpResult, Operation, Value, WalkOrder
from dfx.ir.traits import Callable, FunctionLike, GlobalOp, ObjectLike, Symbol

from stream_affinity.analysis.affinity import (AffinityAnalysis, GlobalAffinity, OpAffinity,
                                               ValueConsumerAffinity, ValueProducerAffinity)
from stream_affinity.analysis.interfaces import AffinityOp, is_affinity_type
from stream_affinity.reports.explain import AffinityRenderer

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = ["html_report", "PALETTE"]

PALETTE = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7",
           "#9c755f", "#bab0ac", "#1f77b4", "#2ca02c")
"""Device colours. A device keeps its colour from one program to the next:
it is chosen from a checksum of the device's text (collisions move on to
the next free colour, in sorted device order)."""

UNKNOWN = -1
"""Device index of an unknown (unresolved) placement."""


def _loc(loc: Optional[Location]) -> Optional[str]:
    return f"{loc.file}:{loc.line}:{loc.col}" if loc is not None and loc.line > 0 else None


def _static_bytes(t) -> Optional[int]:
    """Bytes of a statically shaped tensor, else None."""
    if not isinstance(t, TensorType) or t.shape is None or any(d is None for d in t.shape):
        return None
    el = t.element
    if isinstance(el, IntegerType):
        width = el.width
    elif isinstance(el, FloatType):
        width = {"bf16": 16, "tf32": 32}.get(el.name) or int("".join(c for c in el.name if c.isdigit())[:3] or 0)
    else:
        return None
    if width <= 0:
        return None
    count = 1
    for d in t.shape:
        count *= d
    return count * ((width + 7) // 8)


def _symbol(op: Operation) -> Optional[str]:
    a = op.get_attr("sym_name")
    return getattr(a, "value", None)


class _Report:
    """Collects the JSON document of the page."""

    def __init__(self, source_name: str):
        self.source_name = source_name
        self.device_ids: Dict[str, int] = {}
        self.ops: List[dict] = []
        self.values: List[list] = []
        self.elements: List[list] = []
        self.element_ids: Dict[AbstractElement, int] = {}
        self.globals: List[dict] = []
        self.blocks: List[dict] = []
        self.findings: List[dict] = []
        self.checked = False

    # -- devices ---------------------------------------------------------------------

    def devices(self, answer: Tuple[bool, list]) -> List[int]:
        ok, affinities = answer
        if not ok:
            return [UNKNOWN]
        out = []
        for a in affinities:
            text = str(a)
            i = self.device_ids.get(text)
            if i is None:
                i = self.device_ids[text] = len(self.device_ids)
            out.append(i)
        return out

    # -- provenance graph --------------------------------------------------------------

    def element(self, solver, renderer: AffinityRenderer, e: Optional[AbstractElement]) -> Optional[int]:
        """The index of |e| in the graph, adding it and everything its tree
        can show (iteratively: provenance chains are as long as programs)."""
        if e is None:
            return None
        i = self.element_ids.get(e)
        if i is not None:
            return i
        pending = [e]
        self.element_ids[e] = len(self.elements)
        self.elements.append([])
        while pending:
            cur = pending.pop()
            record: list = [renderer.describe(solver, cur, None), _loc(renderer.location(solver, cur)),
                            1 if renderer.is_source(solver, cur) else 0, [], []]
            if not record[2]:
                seen = set()
                kept = []
                for child in renderer.children(solver, cur):
                    if child not in seen:
                        seen.add(child)
                        if renderer.keep(solver, cur, child):
                            kept.append(child)
                record[3] = [[text, _loc(where)] for text, where in renderer.reasons(solver, cur, kept)]
                for child in kept:
                    j = self.element_ids.get(child)
                    if j is None:
                        j = self.element_ids[child] = len(self.elements)
                        self.elements.append([])
                        pending.append(child)
                    text = renderer.describe(solver, child, cur)
                    again = renderer.see_above(solver, child, cur)
                    # The usual "(see above)" wording is rebuilt by the page.
                    record[4].append([j, text] if again == f"{text} (see above)" else [j, text, again])
            self.elements[self.element_ids[cur]] = record
        return self.element_ids[e]

    # -- modules ---------------------------------------------------------------------------

    def add_module(self, module: Operation, analysis: AffinityAnalysis, naming: PrintedNaming,
                   partitions: bool) -> None:
        solver = analysis.solver
        renderer = AffinityRenderer(analysis, naming)

        def lookup(cls, position):
            return solver.lookup(cls, position, resolution=Resolution.NONE, allow_invalid=True)

        body = module.regions[0].entry_block if module.regions else None
        for top in (body or ()):
            if top.has_trait(ObjectLike):
                continue
            g = top.get_trait(GlobalOp)
            if g is not None:
                gtype = g.global_type(top)
                if gtype is not None and is_affinity_type(gtype):
                    self.globals.append({
                        "name": f"@{_symbol(top)}", "loc": _loc(top.location),
                        "d": self.devices(analysis.try_lookup_global_affinity(top)),
                        "e": self.element(solver, renderer, lookup(GlobalAffinity, Position.for_op(top))),
                    })
                continue
            if top.get_trait(FunctionLike) is None and top.get_trait(Callable) is None:
                continue
            fname = _symbol(top) or top.name
            value_ids: Dict[Value, int] = {}

            def value_id(v: Value) -> int:
                i = value_ids.get(v)
                if i is not None:
                    return i
                i = value_ids[v] = len(self.values)
                placed = analysis.try_lookup_resource_affinity(v) if is_affinity_type(v.type) else None
                producer = lookup(ValueProducerAffinity, Position.for_value(v)) if placed is not None else None
                names = []
                hint = v.name_hint
                if hint is not None:
                    if isinstance(v, OpResult) and len(v.owner.results) > 1:
                        names.append(f"%{hint}#{v.index}")
                        if v.index == 0:
                            names.append(f"%{hint}")
                    else:
                        names.append(f"%{hint}")
                self.values.append([naming.value_name(v), str(v.type), names,
                                    self.devices(placed) if placed is not None else None,
                                    self.element(solver, renderer, producer), fname,
                                    _loc(value_location(v))])
                return i

            for arg in (top.regions[0].entry_block.arguments if top.regions and top.regions[0].blocks else ()):
                value_id(arg)
            blocks: Dict[object, dict] = {}
            for op in top.walk(WalkOrder.PRE, include_self=False):
                record = self._op_record(op, fname, analysis, solver, renderer, lookup, value_id)
                self.ops.append(record)
                if partitions and record.get("p") is not None:
                    block = op.parent
                    entry = blocks.get(block)
                    if entry is None:
                        entry = blocks[block] = {"f": fname, "loc": _loc(op.location), "parts": {}}
                    for ordinal, device in record["p"]:
                        entry["parts"].setdefault(ordinal, []).append([len(self.ops) - 1, device])
            for entry in blocks.values():
                entry["parts"] = [[k, v] for k, v in sorted(entry["parts"].items())]
                self.blocks.append(entry)

    def _op_record(self, op: Operation, fname: str, analysis: AffinityAnalysis, solver, renderer,
                   lookup, value_id) -> dict:
        record: dict = {"n": op.name, "f": fname, "loc": _loc(op.location), "h": renderer.op(op),
                        "o": [value_id(v) for v in op.operands], "r": [value_id(v) for v in op.results]}
        for r in op.regions:
            for b in r.blocks:
                for a in b.arguments:
                    value_id(a)
        tensors = any(is_affinity_type(v.type) for v in op.operands) or \
            any(is_affinity_type(v.type) for v in op.results)
        if op.get_trait(AffinityOp) is not None:
            record["d"] = self.devices(analysis.try_lookup_execution_affinity(op))
            record["x"] = {"e": self.element(solver, renderer, lookup(OpAffinity, Position.for_op(op)))}
        elif tensors:
            record["d"] = self.devices(analysis.try_infer_execution_affinity(op))
            ok, devices = analysis.try_infer_execution_affinity(op)
            answer = "[" + ", ".join(str(a) for a in devices) + "]" if ok else "unknown"
            if any(is_affinity_type(v.type) for v in op.operands):
                record["x"] = {"t": f"no affinity of its own: it runs where its tensor operands are produced, "
                                    f"{answer} (see the operands below)"}
            else:
                consumers = [lookup(ValueConsumerAffinity, Position.for_value(r))
                             for r in op.results if is_affinity_type(r.type)]
                record["x"] = {"t": f"no affinity of its own: it runs where its tensor results are consumed, "
                                    f"{answer}",
                               "k": [self.element(solver, renderer, c) for c in consumers if c is not None]}
        if "transfer" in op.name and op.operands and op.results:
            src = analysis.try_lookup_resource_affinity(op.operand(0)) if is_affinity_type(op.operand(0).type) \
                else None
            dst = analysis.try_lookup_resource_affinity(op.results[0]) if is_affinity_type(op.results[0].type) \
                else None
            if src is not None and dst is not None:
                record["t"] = [self.devices(src), self.devices(dst), _static_bytes(op.results[0].type)]
        attr = op.get_attr("stream.partitions")
        if isinstance(attr, ArrayAttr):
            parts = []
            for entry in attr.elements:
                if isinstance(entry, DictionaryAttr):
                    d = dict(entry.entries)
                    ordinal = d.get("ordinal")
                    affinity = d.get("affinity")
                    parts.append([ordinal.value if isinstance(ordinal, IntegerAttr) else 0,
                                  self.devices((True, [affinity]))[0] if affinity is not None else UNKNOWN])
            record["p"] = parts
        return record

    def add_findings(self, findings) -> None:
        """`--check` findings: severity, kind, location, message, notes."""
        for f in findings:
            self.findings.append({"s": f.severity, "k": f.kind, "loc": _loc(f.location), "m": f.message,
                                  "n": [["  " * n.depth + n.text, _loc(n.location)] for n in f.all_notes()]})

    # -- the document ------------------------------------------------------------------------

    def colours(self) -> List[str]:
        """One colour per device index (see `PALETTE`)."""
        names = sorted(self.device_ids)
        taken: Dict[int, str] = {}
        by_name: Dict[str, str] = {}
        for name in names:
            k = zlib.crc32(name.encode()) % len(PALETTE)
            for step in range(len(PALETTE)):
                if (k + step) % len(PALETTE) not in taken:
                    k = (k + step) % len(PALETTE)
                    break
            taken[k] = name
            by_name[name] = PALETTE[k]
        return [by_name[name] for name, _ in sorted(self.device_ids.items(), key=lambda kv: kv[1])]

    def document(self, lines: List[str], partitions: bool) -> dict:
        devices = [name for name, _ in sorted(self.device_ids.items(), key=lambda kv: kv[1])]
        return {"source": self.source_name, "lines": lines, "devices": devices, "colours": self.colours(),
                "ops": self.ops, "values": self.values, "els": self.elements, "globals": self.globals,
                "blocks": self.blocks, "partitions": partitions, "maxDepth": DEFAULT_MAX_DEPTH,
                "findings": self.findings, "checked": self.checked}


def html_report(source_name: str, source_text: str, modules: Sequence[tuple], *,
                partitions: bool = False, check: Optional[str] = None) -> str:
    """The report page for the solved |modules| parsed from |source_text|
    (all `--split-input-file` chunks of one file): (module, analysis,
    naming) tuples, with `--check` a fourth member, the module's
    `CheckResult`, whose findings at level |check| the page lists and marks."""
    report = _Report(source_name)
    for entry in modules:
        module, analysis, naming = entry[:3]
        report.add_module(module, analysis, naming, partitions)
        if check is not None and len(entry) > 3 and entry[3] is not None:
            report.checked = True
            report.add_findings(entry[3].shown(check))
    doc = report.document(source_text.split("\n"), partitions)
    data = json.dumps(doc, separators=(",", ":"), ensure_ascii=True).replace("</", "<\\/")
    title = _escape(f"Placement report: {source_name}")
    return _PAGE.replace("@@TITLE@@", title).replace("@@DATA@@", data)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


_PAGE = r"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>@@TITLE@@</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
:root { --lh: 18px; }
body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #222; display: flex; flex-direction: column; height: 100vh; }
header { padding: 6px 10px; border-bottom: 1px solid #ccc; background: #f7f7f7; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
header h1 { font-size: 14px; margin: 0 12px 0 0; }
#main { flex: 1; display: flex; min-height: 0; }
#left { flex: 3; display: flex; flex-direction: column; min-width: 0; }
#code { flex: 1; overflow: auto; position: relative; font: 12px/var(--lh) ui-monospace, monospace; }
#spacer { position: relative; }
.line { position: absolute; left: 0; right: 0; height: var(--lh); white-space: pre; padding-left: 4px; cursor: default; }
.line .no { display: inline-block; width: 6ch; color: #999; text-align: right; margin-right: 1ch; user-select: none; }
.line.op { cursor: pointer; }
.line.hit { background: #fff3b0; }
.line.sel { background: #dbe9ff; }
.line.transfer { box-shadow: inset 3px 0 #d62728; }
.line.unknown { background: #fde0e0; }
.line.f-error { box-shadow: inset -5px 0 #d62728; }
.line.f-warning { box-shadow: inset -5px 0 #e8a33d; }
.line.f-remark { box-shadow: inset -5px 0 #8ab; }
.line.transfer.f-error, .line.transfer.f-warning, .line.transfer.f-remark { box-shadow: inset 3px 0 #d62728, inset -5px 0 #e8a33d; }
.fnd { display: inline-block; border-radius: 7px; color: #fff; width: 14px; text-align: center; margin-right: 3px; font: bold 10px/14px system-ui, sans-serif; vertical-align: 1px; }
.fnd.error { background: #d62728; } .fnd.warning { background: #e8a33d; } .fnd.remark { background: #8ab; }
#side .finding { margin: 0 0 8px; padding: 4px 6px; border-left: 4px solid #e8a33d; background: #fff8ec; }
#side .finding.error { border-color: #d62728; background: #fdeeee; }
#side .finding.remark { border-color: #8ab; background: #f2f7f8; }
#side .finding pre { margin: 2px 0 0; white-space: pre-wrap; font: 11px/1.4 ui-monospace, monospace; }
.badge { display: inline-block; border-radius: 3px; color: #fff; padding: 0 4px; margin-right: 3px; font: 10px/14px system-ui, sans-serif; vertical-align: 1px; }
.badge.unk { background: #888; }
.v { border-bottom: 1px dotted #888; }
.v.unk { color: #b00; }
#side { flex: 2; border-left: 1px solid #ccc; overflow: auto; padding: 8px; min-width: 0; }
#side ul { list-style: none; padding-left: 14px; margin: 2px 0; }
#side li { margin: 1px 0; }
#side .src { color: #2a6; }
#side .see { color: #888; }
#side .trunc { color: #a60; }
#side a { color: #15c; cursor: pointer; }
#summary { border-bottom: 1px solid #ccc; max-height: 35vh; overflow: auto; padding: 4px 10px; }
table { border-collapse: collapse; margin: 4px 12px 8px 0; display: inline-table; vertical-align: top; }
td, th { border: 1px solid #ddd; padding: 1px 6px; text-align: left; }
.lanes td { vertical-align: top; min-width: 8em; }
#tip { position: fixed; pointer-events: none; background: #333; color: #fff; padding: 3px 6px; border-radius: 3px; font-size: 12px; display: none; z-index: 9; max-width: 60ch; }
</style></head>
<body>
<header>
<h1>@@TITLE@@</h1>
<label>device <select id="f-device"><option value="">all</option></select></label>
<label>op <select id="f-kind"><option value="">all</option></select></label>
<label><input type="checkbox" id="f-unknown"> unresolved only</label>
<label><input type="checkbox" id="f-transfer"> transfers only</label>
<label id="f-finding-label" hidden><input type="checkbox" id="f-finding"> findings only</label>
<input id="search" placeholder="search %value, @symbol, op name, file:line" size="36">
<span id="count"></span>
</header>
<details id="summary" open><summary>Summary</summary><div id="summary-body"></div></details>
<div id="main"><div id="left"><div id="code"><div id="spacer"></div></div></div>
<div id="side"><p>Click an op or a value for its justification tree.</p></div></div>
<div id="tip"></div>
<script type="application/json" id="data">@@DATA@@</script>
<script>
"use strict";
const D = JSON.parse(document.getElementById("data").textContent);
const LH = 18, UNKNOWN = -1;
const esc = s => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const code = document.getElementById("code"), spacer = document.getElementById("spacer");
const side = document.getElementById("side"), tip = document.getElementById("tip");
const lineOps = new Map();      // line index -> [op ids]
const lineFn = [];              // line index -> function name (for value names)
const names = new Map();        // function name -> Map(source name -> value id)
D.ops.forEach((op, i) => {
  const line = lineOf(op.loc);
  if (line === null) return;
  op.line = line;
  if (!lineOps.has(line)) lineOps.set(line, []);
  lineOps.get(line).push(i);
});
D.values.forEach((v, i) => {
  let m = names.get(v[5]);
  if (!m) names.set(v[5], m = new Map());
  for (const n of v[2]) if (!m.has(n)) m.set(n, i);
});
const lineFindings = new Map();  // line index -> [finding ids] (--check)
D.findings.forEach((f, i) => { const l = lineOf(f.loc); if (l === null) return; if (!lineFindings.has(l)) lineFindings.set(l, []); lineFindings.get(l).push(i); });
const SEV = { error: 0, warning: 1, remark: 2 };
function worst(line) { const ids = lineFindings.get(line); return ids ? ids.map(i => D.findings[i].s).sort((a, b) => SEV[a] - SEV[b])[0] : null; }
{ let fn = null; for (let i = 0; i < D.lines.length; i++) { const ids = lineOps.get(i); if (ids) fn = D.ops[ids[0]].f; lineFn.push(fn); } }
function lineOf(loc) {
  if (!loc) return null;
  const m = /^(.*):(\d+):(\d+)$/.exec(loc);
  if (!m || m[1] !== D.source) return null;
  return Number(m[2]) - 1;
}
function badge(d) {
  if (d === UNKNOWN) return '<span class="badge unk" title="unknown">?</span>';
  const name = D.devices[d], short = name.replace(/^#hal\.device\.\w+<@?/, "").replace(/>$/, "");
  return `<span class="badge" style="background:${D.colours[d]}" title="${esc(name)}">${esc(short)}</span>`;
}
function placement(ds) { return ds === null ? "no affinity (not a tensor)" : ds.map(d => d === UNKNOWN ? "unknown" : D.devices[d]).join(", ") || "none"; }
// -- filters and search -----------------------------------------------------------------
const fDevice = document.getElementById("f-device"), fKind = document.getElementById("f-kind");
const fUnknown = document.getElementById("f-unknown"), fTransfer = document.getElementById("f-transfer");
const fFinding = document.getElementById("f-finding");
if (D.checked) document.getElementById("f-finding-label").hidden = false;
D.devices.forEach((d, i) => fDevice.insertAdjacentHTML("beforeend", `<option value="${i}">${esc(d)}</option>`));
[...new Set(D.ops.map(o => o.n))].sort().forEach(n => fKind.insertAdjacentHTML("beforeend", `<option>${esc(n)}</option>`));
function opUnknown(op) { return (op.d && op.d.includes(UNKNOWN)) || op.r.some(v => D.values[v][3] && D.values[v][3].includes(UNKNOWN)); }
let visible = null;   // null: every line; else the line indices shown
let hits = [], hitAt = -1, selected = -1;
function applyFilters() {
  const dev = fDevice.value === "" ? null : Number(fDevice.value), kind = fKind.value;
  if (dev === null && !kind && !fUnknown.checked && !fTransfer.checked && !fFinding.checked) { visible = null; }
  else {
    visible = [];
    for (const [line, ids] of [...lineOps.entries()].sort((a, b) => a[0] - b[0])) {
      if (fFinding.checked && !lineFindings.has(line)) continue;
      if (ids.some(i => { const op = D.ops[i];
        return (dev === null || (op.d && op.d.includes(dev))) && (!kind || op.n === kind) &&
               (!fUnknown.checked || opUnknown(op)) && (!fTransfer.checked || op.t); })) visible.push(line);
    }
  }
  code.scrollTop = 0;  // the list changed: show it from its start
  layout();
}
[fDevice, fKind, fUnknown, fTransfer, fFinding].forEach(el => el.addEventListener("change", applyFilters));
const search = document.getElementById("search"), count = document.getElementById("count");
function runSearch(q) {
  hits = []; hitAt = -1;
  q = q.trim();
  if (q) {
    const loc = /^(?:(.*):)?(\d+)(?::\d+)?$/.exec(q);
    if (loc && (!loc[1] || D.source.endsWith(loc[1]))) hits = [Number(loc[2]) - 1];
    else if (q[0] === "%") {
      for (let i = 0; i < D.lines.length; i++) {
        const line = D.lines[i]; let k = line.indexOf(q);
        while (k >= 0) { const after = line[k + q.length]; if (after === undefined || !/[\w$.#-]/.test(after)) { hits.push(i); break; } k = line.indexOf(q, k + 1); }
      }
      for (const v of D.values) if (v[0] === q && v[6]) { const l = lineOf(v[6]); if (l !== null && !hits.includes(l)) hits.push(l); }
      hits.sort((a, b) => a - b);
    } else for (let i = 0; i < D.lines.length; i++) if (D.lines[i].includes(q)) hits.push(i);
  }
  count.textContent = q ? `${hits.length} match${hits.length === 1 ? "" : "es"}` : "";
  if (hits.length) { hitAt = 0; jump(hits[0]); } else layout();
}
search.addEventListener("input", () => runSearch(search.value));
search.addEventListener("keydown", e => { if (e.key === "Enter" && hits.length) { hitAt = (hitAt + 1) % hits.length; jump(hits[hitAt]); } });
// -- the code view (only the lines in view exist in the DOM) ---------------------------
function rows() { return visible === null ? D.lines.length : visible.length; }
function lineAt(row) { return visible === null ? row : visible[row]; }
function layout() { spacer.style.height = (rows() * LH) + "px"; render(); }
function renderLine(i) {
  const ids = lineOps.get(i) || [], fn = names.get(lineFn[i]);
  let cls = "line";
  if (ids.length) cls += " op";
  if (ids.some(k => D.ops[k].t)) cls += " transfer";
  if (ids.some(k => opUnknown(D.ops[k]))) cls += " unknown";
  const sev = worst(i);
  if (sev) cls += " f-" + sev;
  if (hits.includes(i)) cls += " hit";
  if (i === selected) cls += " sel";
  const text = esc(D.lines[i]).replace(/%[\w$.-]+(?:#\d+)?/g, t => {
    const vid = fn && fn.get(t.replace(/&amp;/g, "&"));
    if (vid === undefined) return t;
    const unk = D.values[vid][3] && D.values[vid][3].includes(UNKNOWN);
    return `<span class="v${unk ? " unk" : ""}" data-v="${vid}">${t}</span>`;
  });
  const marks = (lineFindings.get(i) || []).map(f => `<span class="fnd ${D.findings[f].s}" title="${esc(D.findings[f].m)}">${D.findings[f].s[0].toUpperCase()}</span>`).join("");
  const badges = marks + ids.map(k => (D.ops[k].d || []).map(badge).join("")).join("");
  return `<div class="${cls}" data-line="${i}" style="top:${0}px"><span class="no">${i + 1}</span>${badges}${text}</div>`;
}
function render() {
  const first = Math.max(0, Math.floor(code.scrollTop / LH) - 20);
  const last = Math.min(rows(), Math.ceil((code.scrollTop + code.clientHeight) / LH) + 20);
  let html = "";
  for (let r = first; r < last; r++) html += renderLine(lineAt(r)).replace('style="top:0px"', `style="top:${r * LH}px"`);
  spacer.innerHTML = html;
}
code.addEventListener("scroll", render);
window.addEventListener("resize", render);
function jump(line) {
  let row = visible === null ? line : visible.indexOf(line);
  if (row < 0) { fDevice.value = ""; fKind.value = ""; fUnknown.checked = false; fTransfer.checked = false; fFinding.checked = false; visible = null; row = line; }
  layout();
  code.scrollTop = Math.max(0, row * LH - code.clientHeight / 3);
  render();
}
code.addEventListener("mouseover", e => {
  const v = e.target.closest(".v");
  if (!v) { tip.style.display = "none"; return; }
  const rec = D.values[Number(v.dataset.v)];
  tip.textContent = `${rec[0]} : ${rec[1]} lives on ${placement(rec[3])}`;
  tip.style.display = "block"; tip.style.left = (e.clientX + 12) + "px"; tip.style.top = (e.clientY + 12) + "px";
});
code.addEventListener("mouseout", e => { if (e.target.closest(".v")) tip.style.display = "none"; });
code.addEventListener("click", e => {
  const v = e.target.closest(".v");
  if (v) { showValue(Number(v.dataset.v)); return; }
  const row = e.target.closest(".line");
  if (!row) return;
  const ids = lineOps.get(Number(row.dataset.line));
  if (ids && ids.length) showOp(ids[0]);
  else if (lineFindings.has(Number(row.dataset.line))) showFindings(Number(row.dataset.line), "");
});
// -- justification trees (Explainer's rules, replayed) ---------------------------------
function tree(root, text, expanded) {
  const top = { t: text === undefined ? D.els[root][0] : text, loc: D.els[root][1], k: [], c: "" };
  const stack = [[root, top, 0, null]];
  while (stack.length) {
    const [e, node, depth, seeAbove] = stack.pop();
    const el = D.els[e];
    if (el[2]) { node.c = "src"; continue; }
    if (expanded.has(e)) { node.t = seeAbove || (node.t + " (see above)"); node.c = "see"; continue; }
    expanded.add(e);
    for (const [t, loc] of el[3]) node.k.push({ t, loc, k: [], c: "src" });
    if (el[4].length && depth >= D.maxDepth) { node.k.push({ t: `... (${el[4].length} more, depth limit ${D.maxDepth} reached)`, k: [], c: "trunc" }); continue; }
    const kids = el[4].map(([j, t, see]) => { const n = { t, loc: D.els[j][1], k: [], c: "" }; node.k.push(n); return [j, n, depth + 1, see]; });
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return top;
}
function renderTree(node) {
  const loc = node.loc ? ` <a data-loc="${esc(node.loc)}">(${esc(node.loc)})</a>` : "";
  return `<li class="${node.c}">${esc(node.t)}${loc}${node.k.length ? "<ul>" + node.k.map(renderTree).join("") + "</ul>" : ""}</li>`;
}
function showOp(i) {
  const op = D.ops[i], expanded = new Set();
  selected = op.line === undefined ? -1 : op.line; render();
  const root = { t: op.h, loc: op.loc, k: [], c: "" };
  if (op.x && op.x.e !== undefined && op.x.e !== null) root.k.push(tree(op.x.e, undefined, expanded));
  else if (op.x) { const n = { t: op.x.t, loc: op.loc, k: [], c: op.x.k ? "" : "src" }; (op.x.k || []).forEach(c => n.k.push(tree(c, undefined, expanded))); root.k.push(n); }
  [["operand", op.o], ["result", op.r]].forEach(([kind, vs]) => vs.forEach((v, j) => {
    const e = D.values[v][4];
    if (e !== null && e !== undefined) { const t = tree(e, undefined, expanded); t.t = `${kind} #${j}: ${t.t}`; root.k.push(t); }
  }));
  let extra = "";
  if (op.t) extra = `<p>transfer from ${placement(op.t[0])} to ${placement(op.t[1])}${op.t[2] !== null ? `, ${op.t[2]} bytes` : ""}</p>`;
  side.innerHTML = findingsHtml(op.line) + `<h3 id="explain-title">${esc(op.n)}</h3>${extra}<ul id="explain">${renderTree(root)}</ul>`;
}
function findingsHtml(line) {
  const ids = line === undefined ? null : lineFindings.get(line);
  if (!ids) return "";
  return ids.map(i => { const f = D.findings[i];
    const notes = f.n.map(([t, loc]) => (loc ? `<a data-loc="${esc(loc)}">${esc(loc.startsWith(D.source + ":") ? loc.slice(D.source.length + 1) : loc)}</a>` : "") + ": note: " + esc(t)).join("\n");
    return `<div class="finding ${f.s}"><b>${esc(f.s)}</b> (${esc(f.k)}): ${esc(f.m)}<pre>${notes}</pre></div>`; }).join("");
}
function showFindings(line, rest) { selected = line; render(); side.innerHTML = findingsHtml(line) + rest; }
function showValue(v) {
  const rec = D.values[v];
  const head = `<h3 id="explain-title">${esc(rec[0])} : ${esc(rec[1])}</h3><p>lives on ${esc(placement(rec[3]))}</p>`;
  side.innerHTML = head + (rec[4] === null ? "<p>no affinity: not a tensor or resource</p>" :
    `<ul id="explain">${renderTree(tree(rec[4], undefined, new Set()))}</ul>`);
}
side.addEventListener("click", e => { const a = e.target.closest("a[data-loc]"); if (a) { const l = lineOf(a.dataset.loc); if (l !== null) { selected = l; jump(l); } } });
// -- summary --------------------------------------------------------------------------
function summary() {
  const perDevice = new Map(), pairs = new Map();
  for (const op of D.ops) {
    for (const d of op.d || []) perDevice.set(d, (perDevice.get(d) || 0) + 1);
    if (op.t) for (const a of op.t[0]) for (const b of op.t[1]) {
      const key = a + ">" + b, p = pairs.get(key) || { a, b, n: 0, bytes: 0, dyn: 0 };
      p.n++; if (op.t[2] === null) p.dyn++; else p.bytes += op.t[2]; pairs.set(key, p);
    }
  }
  const name = d => d === UNKNOWN ? "unknown" : esc(D.devices[d]);
  let html = `<table id="ops-per-device"><tr><th>device</th><th>ops</th></tr>` +
    [...perDevice.entries()].sort((x, y) => x[0] - y[0]).map(([d, n]) => `<tr><td>${d === UNKNOWN ? badge(d) : badge(d) + name(d)}</td><td>${n}</td></tr>`).join("") + `</table>`;
  html += `<table id="transfers"><tr><th>from</th><th>to</th><th>transfers</th><th>bytes</th></tr>` +
    [...pairs.values()].map(p => `<tr><td>${name(p.a)}</td><td>${name(p.b)}</td><td>${p.n}</td><td>${p.bytes}${p.dyn ? ` + ${p.dyn} dynamic` : ""}</td></tr>`).join("") + `</table>`;
  const unk = D.values.map((v, i) => [v, i]).filter(([v]) => v[3] && v[3].includes(UNKNOWN));
  html += `<table id="unresolved"><tr><th>unresolved value</th><th>reason</th></tr>` + unk.slice(0, 200).map(([v, i]) => {
    const el = v[4] !== null ? D.els[v[4]] : null;
    const reason = el && el[3].length ? el[3][0][0] : (el ? el[0] : "");
    return `<tr><td><a data-value="${i}">${esc(v[5])}::${esc(v[0])}</a></td><td>${esc(reason)}</td></tr>`;
  }).join("") + (unk.length > 200 ? `<tr><td colspan="2">... ${unk.length - 200} more (filter "unresolved only")</td></tr>` : "") + `</table>`;
  if (D.checked) {
    const counts = { error: 0, warning: 0, remark: 0 };
    D.findings.forEach(f => counts[f.s]++);
    html += `<table id="findings"><tr><th colspan="3">findings: ${counts.error} errors, ${counts.warning} warnings, ${counts.remark} remarks</th></tr>` +
      D.findings.slice(0, 500).map((f, i) => `<tr><td><span class="fnd ${f.s}">${f.s[0].toUpperCase()}</span>${esc(f.k)}</td><td><a data-finding="${i}">${esc(f.loc || "")}</a></td><td>${esc(f.m.length > 160 ? f.m.slice(0, 160) + "..." : f.m)}</td></tr>`).join("") +
      (D.findings.length > 500 ? `<tr><td colspan="3">... ${D.findings.length - 500} more (filter "findings only")</td></tr>` : "") + `</table>`;
  }
  if (D.partitions) html += `<details id="lanes"><summary>Partitions (${D.blocks.length} blocks)</summary><div id="lanes-body"></div></details>`;
  document.getElementById("summary-body").innerHTML = html;
  const lanes = document.getElementById("lanes");
  if (lanes) lanes.addEventListener("toggle", () => {
    if (!lanes.open || lanes.dataset.done) return;
    lanes.dataset.done = "1";
    document.getElementById("lanes-body").innerHTML = D.blocks.map(b => {
      const devs = [...new Set(b.parts.flatMap(([, ops]) => ops.map(o => o[1])))].sort((x, y) => x - y);
      return `<table class="lanes"><tr><th>${esc(b.f)} ${esc(b.loc || "")}</th>${devs.map(d => `<th>${badge(d)}${name(d)}</th>`).join("")}</tr>` +
        b.parts.map(([ord, ops]) => `<tr><td>partition ${ord}</td>${devs.map(d => `<td>${ops.filter(o => o[1] === d).map(o => `<a data-op="${o[0]}">${esc(D.ops[o[0]].n)}</a>`).join("<br>")}</td>`).join("")}</tr>`).join("") + `</table>`;
    }).join("");
  });
}
document.getElementById("summary").addEventListener("click", e => {
  const a = e.target.closest("a[data-value], a[data-op], a[data-finding]");
  if (!a) return;
  if (a.dataset.finding !== undefined) { const l = lineOf(D.findings[Number(a.dataset.finding)].loc); if (l !== null) { jump(l); const ids = lineOps.get(l); if (ids && ids.length) showOp(ids[0]); else showFindings(l, ""); } }
  else if (a.dataset.value !== undefined) { const v = Number(a.dataset.value), l = lineOf(D.values[v][6]); if (l !== null) { selected = l; jump(l); } showValue(v); }
  else { const i = Number(a.dataset.op); if (D.ops[i].line !== undefined) { selected = D.ops[i].line; jump(D.ops[i].line); } showOp(i); }
});
summary();
layout();
document.body.dataset.ready = "1";
</script>
</body></html>
"""
