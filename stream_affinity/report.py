"""Reports of the affinity analysis: `--explain`, `--emit=json|dot`, `--stats`.

`annotate-affinities` prints annotated IR through `dfx.cli.run_tool`. When
one of the reporting options is given it runs `run_report` instead, which
does the same steps one at a time so that it can time them, show progress
and print something other than IR:

    parse -> analysis -> annotate -> print      (IR, the default)
    parse -> analysis -> explain                (--explain TARGET)
    parse -> analysis -> emit                   (--emit=json / --emit=dot)

Input handling, `--split-input-file`, diagnostics, exit codes and `-o`
(written only on success) follow `run_tool`.

* JSON (`affinity_document`): schema `dfx.affinity/1`, described in
  docs/affinity-schema.json and docs/cli.md: per module, per function, per
  op (with location) and per value, what the `stream.affinities*`
  attributes say, plus whether each answer is known.
* DOT (`affinity_dot`): the def-use graph, ops as boxes and values as
  ellipses, filled with the colour of their affinity (striped when
  several; white and dashed when unknown), each function a cluster and each
  previewed execution partition (`stream_affinity.preview`) a dashed
  cluster inside it. `-o FILE.svg|png|pdf` renders it with Graphviz `dot`.
* Statistics (`Stats`): elements by kind, updates, iterations and the time
  of each phase, on stderr.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
import traceback
from contextlib import contextmanager
from typing import Dict, Iterator, List, Optional, Sequence, TextIO, Tuple

from dfx.attributes import ArrayAttr, DictionaryAttr, IntegerAttr
from dfx.cli import SPLIT_MARKER, _read_input, _write_output, split_input
from dfx.diagnostics import Diagnostic, DiagnosticError, SourceMap, error
from dfx.gcpause import gc_paused
from dfx.ir import BlockArgument, Location, Operation, OpResult, Value, WalkOrder
from dfx.parser import parse_module, verify_module
from dfx.printer import print_module
from dfx.provenance import PrintedNaming, format_tree
from dfx.traits import Callable, FunctionLike, GlobalOp, ObjectLike

from stream_affinity.analysis import AffinityAnalysis
from stream_affinity.annotate import write_annotations
from stream_affinity.attributes import DEFAULT_AFFINITY_ATTR_NAME, AffinityAttr
from stream_affinity.explain import (Target, TargetError, explain_target, function_values, parse_target,
                      resolve_target)
from stream_affinity.interfaces import AffinityOp, is_affinity_type
from stream_affinity.preview import annotate_partitions

__all__ = [
    "SCHEMA", "run_report", "module_report", "affinity_document", "dump_json", "affinity_dot",
    "render_dot", "Stats", "TerminalProgress", "wants_report",
]

SCHEMA = "dfx.affinity/1"
"""Identifier of the JSON schema (`"schema"` of every document)."""

RENDERED_FORMATS = ("svg", "png", "pdf")
"""`-o` extensions that `--emit=dot` renders with Graphviz instead of
writing DOT text."""


def wants_report(options) -> bool:
    """Whether parsed command-line |options| ask for anything but plain
    annotated IR (then `run_report` handles the run)."""
    return bool(getattr(options, "explain", None) or getattr(options, "stats", False)
                or (getattr(options, "emit", None) or "ir") != "ir")


#===----------------------------------------------------------------------===#
# Annotating from a finished analysis
#===----------------------------------------------------------------------===#



#===----------------------------------------------------------------------===#
# JSON
#===----------------------------------------------------------------------===#


def _loc(loc: Optional[Location]) -> Optional[str]:
    return str(loc) if loc is not None and loc.line > 0 else None


def _value_loc(v: Value) -> Optional[str]:
    if isinstance(v, OpResult):
        return _loc(v.owner.location)
    return _loc(v.location) if isinstance(v, BlockArgument) else None


def _answer(answer: Tuple[bool, list]) -> dict:
    ok, affinities = answer
    return {"known": bool(ok), "affinities": [str(a) for a in affinities] if ok else []}


def _symbol_name(op: Operation) -> Optional[str]:
    a = op.get_attr("sym_name")
    return getattr(a, "value", None)


def _partitions(op: Operation) -> List[dict]:
    out = []
    attr = op.get_attr("stream.partitions")
    if isinstance(attr, ArrayAttr):
        for entry in attr.elements:
            if isinstance(entry, DictionaryAttr):
                d = dict(entry.entries)
                ordinal = d.get("ordinal")
                affinity = d.get("affinity")
                out.append({"ordinal": ordinal.value if isinstance(ordinal, IntegerAttr) else None,
                            "affinity": str(affinity) if affinity is not None else None})
    return out


def module_report(module: Operation, analysis: AffinityAnalysis, naming: PrintedNaming, *, chunk: int = 0,
                  line_offset: int = 0, usage: bool = False, partitions: bool = False) -> dict:
    """The `modules[]` entry of the JSON document for one solved module (see
    docs/affinity-schema.json). |partitions|: include each op's
    `stream.partitions` (call `preview.annotate_partitions` first)."""
    result = analysis.result
    default = module.get_attr(DEFAULT_AFFINITY_ATTR_NAME)
    out: dict = {
        "chunk": chunk,
        "line_offset": line_offset,
        "location": _loc(module.location),
        "default_affinity": str(default) if isinstance(default, AffinityAttr) else None,
        "solver": {
            "converged": bool(result),
            "elements": result.elements if result is not None else 0,
            "updates": result.updates if result is not None else 0,
            "iterations": result.iterations if result is not None else 0,
        },
        "globals": [],
        "functions": [],
    }
    body = module.regions[0].entry_block if module.regions else None
    for op in (body or ()):
        if op.has_trait(ObjectLike):
            continue
        g = op.get_trait(GlobalOp)
        if g is not None:
            gtype = g.global_type(op)
            if gtype is not None and is_affinity_type(gtype):
                record = {"name": f"@{_symbol_name(op)}", "location": _loc(op.location), "type": str(gtype),
                          "required": op.get_trait(AffinityOp).requires_affinity(op)
                          if op.get_trait(AffinityOp) is not None else False}
                record.update(_answer(analysis.try_lookup_global_affinity(op)))
                out["globals"].append(record)
            continue
        if op.get_trait(FunctionLike) is not None or op.get_trait(Callable) is not None:
            out["functions"].append(_function_report(op, analysis, naming, usage, partitions))
    return out


def _function_report(fn: Operation, analysis: AffinityAnalysis, naming: PrintedNaming, usage: bool,
                     partitions: bool) -> dict:
    ops = list(fn.walk(WalkOrder.PRE, include_self=False))
    op_ids: Dict[Operation, int] = {op: i for i, op in enumerate(ops)}
    values = function_values(fn)
    ids: Dict[Value, int] = {v: i for i, v in enumerate(values)}

    value_records = []
    for i, v in enumerate(values):
        if isinstance(v, OpResult):
            defined_by = {"op": op_ids[v.owner], "result": v.index}
        else:
            block = v.owner  # type: ignore[union-attr]
            region = block.parent
            owner = region.parent
            defined_by = {"op": op_ids.get(owner), "region": owner.regions.index(region),
                          "block": region.blocks.index(block), "argument": v.index}  # type: ignore[union-attr]
        record: dict = {"id": i, "name": naming.value_name(v), "type": str(v.type), "location": _value_loc(v),
                        "defined_by": defined_by, "produced": None}
        if is_affinity_type(v.type):
            record["produced"] = _answer(analysis.try_lookup_resource_affinity(v))
            if usage:
                record["usage"] = _answer(analysis.try_lookup_resource_usage(v))
        value_records.append(record)

    op_records = []
    for op in ops:
        parent = op.parent_op
        record = {
            "id": op_ids[op],
            "op": op.name,
            "location": _loc(op.location),
            "parent": op_ids.get(parent) if parent is not fn else None,
            "operands": [ids.get(v) for v in op.operands],
            "results": [ids[r] for r in op.results],
            "execution": None,
        }
        iface = op.get_trait(AffinityOp)
        if iface is not None:
            execution = {"required": iface.requires_affinity(op)}
            execution.update(_answer(analysis.try_lookup_execution_affinity(op)))
            record["execution"] = execution
        if partitions:
            record["partitions"] = _partitions(op)
        op_records.append(record)
    return {"name": f"@{_symbol_name(fn)}", "location": _loc(fn.location), "values": value_records,
            "ops": op_records}


def dump_json(doc: object, indent: str = "  ") -> str:
    """|doc| as JSON text: objects one member per line, arrays of scalars
    (affinity lists, value ids) on one line. Keys keep their order; ends
    with a newline."""
    def scalar(x: object) -> bool:
        return not isinstance(x, (dict, list)) or not x

    def flat(x: object) -> bool:
        return scalar(x) or (isinstance(x, list) and all(scalar(e) for e in x))

    def inline(x: object) -> Optional[str]:
        if isinstance(x, dict) and all(flat(v) for v in x.values()):
            text = json.dumps(x)
            return text if len(text) <= 100 else None
        if isinstance(x, list) and all(scalar(e) for e in x):
            return json.dumps(x)
        return None if isinstance(x, (dict, list)) and x else json.dumps(x)

    out: List[str] = []

    # Depth is bounded by the schema (about six levels), not by the program.
    def emit(x: object, level: int) -> None:
        pad = indent * (level + 1)
        text = inline(x)
        if text is not None:
            out.append(text)
        elif isinstance(x, dict):
            out.append("{\n")
            for i, (k, v) in enumerate(x.items()):
                out.append(f"{pad}{json.dumps(k)}: ")
                emit(v, level + 1)
                out.append(",\n" if i + 1 < len(x) else "\n")
            out.append(indent * level + "}")
        else:
            out.append("[\n")
            for i, v in enumerate(x):  # type: ignore[arg-type]
                out.append(pad)
                emit(v, level + 1)
                out.append(",\n" if i + 1 < len(x) else "\n")  # type: ignore[arg-type]
            out.append(indent * level + "]")

    emit(doc, 0)
    out.append("\n")
    return "".join(out)


def affinity_document(source: str, modules: Sequence[dict], *, usage: bool = False,
                      partitions: bool = False) -> dict:
    """The whole JSON document for |modules| (`module_report` entries)."""
    return {"schema": SCHEMA, "source": source, "usage": usage, "partitions": partitions,
            "modules": list(modules)}


#===----------------------------------------------------------------------===#
# DOT
#===----------------------------------------------------------------------===#

# Pastel fills, readable with black text; assigned to affinities in sorted order.
_PALETTE = ("#8dd3c7", "#fdb462", "#bebada", "#fb8072", "#80b1d3", "#b3de69", "#fccde5", "#ffffb3",
            "#bc80bd", "#ccebc5", "#ffed6f", "#d9d9d9")
_UNKNOWN_FILL = "#ffffff"


def _dot_str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


_SHORT_RE = re.compile(r"^#hal\.device\.(\w+)<(@[^,>]+)(.*)>$")


def _short(affinity: str) -> str:
    """`@device_a` for `#hal.device.affinity<@device_a>`, `promise @dev_a`
    for a promise, the full text otherwise."""
    m = _SHORT_RE.match(affinity)
    if not m:
        return affinity
    kind, dev, rest = m.groups()
    text = dev + (f" {rest.strip(', ')}" if rest else "")
    return text if kind == "affinity" else f"{kind} {text}"


class _Cluster:
    __slots__ = ("name", "attrs", "nodes", "children")

    def __init__(self, name: str, attrs: List[str]):
        self.name = name
        self.attrs = attrs
        self.nodes: List[str] = []
        self.children: List["_Cluster"] = []


class _DotBuilder:
    """Accumulates the graph of one or more modules (one id space)."""

    def __init__(self) -> None:
        self.root = _Cluster("", [])
        self.edges: List[str] = []
        self.node_ids: Dict[object, str] = {}
        self.clusters = 0
        self.colors: Dict[str, str] = {}
        self._pending: List[Tuple[_Cluster, str, str, List[str], Optional[dict]]] = []

    def cluster(self, parent: _Cluster, label: str, style: str) -> _Cluster:
        c = _Cluster(f"cluster_{self.clusters}", [f"label={_dot_str(label)}", style])
        self.clusters += 1
        parent.children.append(c)
        return c

    def node(self, key: object, where: _Cluster, label: str, shape: str, answer: Optional[dict]) -> str:
        nid = f"n{len(self.node_ids)}"
        self.node_ids[key] = nid
        if answer is not None and answer["known"]:
            for a in answer["affinities"]:
                self.colors.setdefault(a, "")
        self._pending.append((where, nid, label, [f"shape={shape}"], answer))
        return nid

    def finish(self) -> str:
        for i, a in enumerate(sorted(self.colors)):
            self.colors[a] = _PALETTE[i % len(_PALETTE)]
        for where, nid, label, attrs, answer in self._pending:
            where.nodes.append(f"{nid} [{', '.join(attrs + self._fill(answer, attrs[0], label))}];")
        lines = ["digraph affinities {",
                 '  graph [fontname="Helvetica", fontsize=11, rankdir=TB, labeljust=l, nodesep=0.3, ranksep=0.35];',
                 '  node [fontname="Helvetica", fontsize=10, style=filled, fillcolor="#ffffff", margin="0.08,0.03"];',
                 '  edge [color="#555555", arrowsize=0.6];']
        lines.extend(self._legend())
        # Clusters, iteratively: (cluster, depth, opening?)
        stack: List[Tuple[_Cluster, int, bool]] = [(c, 1, True) for c in reversed(self.root.children)]
        for n in self.root.nodes:
            lines.append(f"  {n}")
        while stack:
            c, depth, opening = stack.pop()
            pad = "  " * depth
            if not opening:
                lines.append(f"{pad}}}")
                continue
            lines.append(f"{pad}subgraph {c.name} {{")
            for a in c.attrs:
                lines.append(f"{pad}  {a};")
            for n in c.nodes:
                lines.append(f"{pad}  {n}")
            stack.append((c, depth, False))
            for child in reversed(c.children):
                stack.append((child, depth + 1, True))
        lines.extend(f"  {e}" for e in self.edges)
        lines.append("}")
        return "\n".join(lines) + "\n"

    def _fill(self, answer: Optional[dict], shape_attr: str, label: str) -> List[str]:
        if answer is None:
            return [f"label={_dot_str(label)}", 'fillcolor="#f4f4f4"', 'color="#999999"', 'fontcolor="#555555"']
        if not answer["known"]:
            return [f"label={_dot_str(label + chr(10) + '? unknown')}", "style=dashed",
                    f'fillcolor="{_UNKNOWN_FILL}"']
        affinities = answer["affinities"]
        text = label + "\n" + ", ".join(_short(a) for a in affinities) if affinities else label
        if not affinities:
            return [f"label={_dot_str(text)}"]
        fills = [self.colors[a] for a in affinities]
        if len(fills) == 1:
            return [f"label={_dot_str(text)}", f'fillcolor="{fills[0]}"']
        style = "wedged" if "ellipse" in shape_attr else "striped"
        return [f"label={_dot_str(text)}", f'style="{style}"', f'fillcolor="{":".join(fills)}"']

    def _legend(self) -> List[str]:
        if not self.colors:
            return []
        lines = ["  subgraph cluster_legend {", '    label="affinities";', '    style=rounded; color="#999999";']
        prev = None
        for i, a in enumerate(sorted(self.colors)):
            lines.append(f'    legend{i} [shape=box, label={_dot_str(a)}, fillcolor="{self.colors[a]}"];')
            if prev is not None:
                lines.append(f"    {prev} -> legend{i} [style=invis];")
            prev = f"legend{i}"
        lines.append("  }")
        return lines


def _op_label(op: Operation, naming: PrintedNaming) -> str:
    text = op.name
    for key in ("callee", "global"):
        a = op.get_attr(key)
        if a is not None:
            text += f" {a}"
            break
    if op.location.line > 0:
        text += f"\nline {op.location.line}"
    return text


def _add_module_to_dot(b: _DotBuilder, module: Operation, analysis: AffinityAnalysis, naming: PrintedNaming,
                       title: str) -> None:
    body = module.regions[0].entry_block if module.regions else None
    for fn in (body or ()):
        if fn.has_trait(ObjectLike) or (fn.get_trait(FunctionLike) is None and fn.get_trait(Callable) is None):
            continue
        if not fn.regions or fn.regions[0].empty:
            continue
        fc = b.cluster(b.root, f"{title}@{_symbol_name(fn)}", 'style=rounded; color="#444444"')
        containers: Dict[Operation, _Cluster] = {fn: fc}
        partition_clusters: Dict[Tuple[object, int], _Cluster] = {}

        def container_of(op: Operation) -> _Cluster:
            parent = op.parent_op
            return containers.get(parent, fc) if parent is not None else fc

        def add_value(v: Value, where: _Cluster) -> None:
            answer = _answer(analysis.try_lookup_resource_affinity(v)) if is_affinity_type(v.type) else None
            label = f"{naming.value_name(v)}\n{v.type}"
            b.node(v, where, label, "ellipse", answer)

        for region in fn.regions:
            for block in region.blocks:
                for a in block.arguments:
                    add_value(a, fc)
        for op in fn.walk(WalkOrder.PRE, include_self=False):
            where = container_of(op)
            if op.regions:
                line = f" (line {op.location.line})" if op.location.line > 0 else ""
                containers[op] = b.cluster(where, f"{op.name} body{line}", 'style="rounded,dotted"; color="#777777"')
            parts = _partitions(op)
            if parts and parts[0]["ordinal"] is not None:
                key = (op.parent, parts[0]["ordinal"])
                pc = partition_clusters.get(key)
                if pc is None:
                    aff = parts[0]["affinity"]
                    label = f"partition {parts[0]['ordinal']}" + (f" on {_short(aff)}" if aff else "")
                    pc = b.cluster(where, label, 'style=dashed; color="#3366aa"; fontcolor="#3366aa"')
                    partition_clusters[key] = pc
                where = pc
            # Ops touching no tensor (index constants, functions) stay grey.
            answer = None
            if any(is_affinity_type(v.type) for v in list(op.operands) + list(op.results)):
                answer = _answer(analysis.try_infer_execution_affinity(op))
            label = _op_label(op, naming)
            if len(parts) > 1:
                label += "\nalso in partition " + ", ".join(str(p["ordinal"]) for p in parts[1:])
            b.node(op, where, label, "box", answer)
            for r in op.results:
                add_value(r, where)
            for region in op.regions:
                for block in region.blocks:
                    for a in block.arguments:
                        add_value(a, containers[op])
        for op in fn.walk(WalkOrder.PRE, include_self=False):
            oid = b.node_ids[op]
            for v in op.operands:
                vid = b.node_ids.get(v)
                if vid is not None:
                    b.edges.append(f"{vid} -> {oid};")
            for r in op.results:
                b.edges.append(f"{oid} -> {b.node_ids[r]};")


def affinity_dot(modules: Sequence[Tuple[Operation, AffinityAnalysis, PrintedNaming, str]]) -> str:
    """The DOT text of one or more solved modules, given as (module,
    analysis, naming, title prefix) (see the module docstring).
    Deterministic: ids and colours follow program order and sorted
    affinity text."""
    b = _DotBuilder()
    for module, analysis, naming, title in modules:
        _add_module_to_dot(b, module, analysis, naming, title)
    return b.finish()


def render_dot(dot_text: str, path: str) -> Optional[str]:
    """Renders |dot_text| into |path| (format from its extension) with
    Graphviz `dot`; returns an error message, or None on success."""
    fmt = os.path.splitext(path)[1].lstrip(".").lower()
    exe = shutil.which("dot")
    if exe is None:
        return (f"rendering '{path}' needs Graphviz: the 'dot' program is not on PATH "
                f"(install graphviz, e.g. `apt-get install graphviz`), or write DOT text with -o FILE.dot")
    directory = os.path.dirname(os.path.abspath(path))
    tmp = os.path.join(directory, f".tmp-{os.getpid()}-{os.path.basename(path)}")
    try:
        proc = subprocess.run([exe, f"-T{fmt}", "-o", tmp], input=dot_text, text=True, capture_output=True)
        if proc.returncode != 0:
            return f"Graphviz 'dot' failed to render '{path}': {proc.stderr.strip() or proc.returncode}"
        os.replace(tmp, path)
    except OSError as e:
        return f"could not render '{path}': {e}"
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return None


#===----------------------------------------------------------------------===#
# Statistics and progress
#===----------------------------------------------------------------------===#


class Stats:
    """Totals over the chunks of one run, printed by `--stats`."""

    def __init__(self) -> None:
        self.chunks = 0
        self.kinds: Dict[str, int] = {}
        self.elements = 0
        self.updates = 0
        self.iterations = 0
        self.converged = True
        self.seconds: Dict[str, float] = {}

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        """Adds the wall time of the `with` body to phase |name|."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - start

    def add_analysis(self, analysis: AffinityAnalysis) -> None:
        """Counts one solved analysis."""
        self.chunks += 1
        result = analysis.result
        for e in analysis.solver.graph.elements:
            self.kinds[e.name] = self.kinds.get(e.name, 0) + 1
        self.elements += analysis.solver.num_elements
        self.updates += analysis.solver.updates
        if result is not None:
            self.iterations += result.iterations
            self.converged = self.converged and bool(result)

    def render(self, prog: str, source: str) -> str:
        """The statistics block (ends with a newline)."""
        rows: List[Tuple[str, str]] = [("chunks", str(self.chunks)), ("elements", str(self.elements))]
        for kind in sorted(self.kinds):
            rows.append((f"  {kind}", str(self.kinds[kind])))
        rows += [("updates", str(self.updates)), ("iterations", str(self.iterations)),
                 ("converged", "yes" if self.converged else "no")]
        total = 0.0
        for name, secs in self.seconds.items():
            rows.append((f"time {name}", f"{secs * 1000:.1f} ms"))
            total += secs
        rows.append(("time total", f"{total * 1000:.1f} ms"))
        width = max(len(k) for k, _ in rows)
        vwidth = max(len(v) for _, v in rows)
        lines = [f"{prog}: statistics for {source}"]
        lines += [f"  {k.ljust(width)}  {v.rjust(vwidth)}" for k, v in rows]
        return "\n".join(lines) + "\n"


class TerminalProgress:
    """The solver's `progress` callback for terminals: after |delay|
    seconds, rewrites one status line on |stream| at most every |interval|
    seconds; `finish()` erases it."""

    def __init__(self, stream: TextIO, prog: str, *, delay: float = 1.0, interval: float = 0.25,
                 clock=time.monotonic):
        self.stream = stream
        self.prog = prog
        self.delay = delay
        self.interval = interval
        self.clock = clock
        self.start = clock()
        self.last = float("-inf")
        self.width = 0

    def __call__(self, solver) -> None:
        now = self.clock()
        if now - self.start < self.delay or now - self.last < self.interval:
            return
        self.last = now
        text = (f"{self.prog}: solving... {solver.updates} updates, {solver.num_elements} elements, "
                f"{now - self.start:.0f} s")
        self.stream.write("\r" + text.ljust(self.width))
        self.stream.flush()
        self.width = len(text)

    def finish(self) -> None:
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0


def _isatty(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


#===----------------------------------------------------------------------===#
# The driver
#===----------------------------------------------------------------------===#


def _solve(module: Operation, options, progress_stream: Optional[TextIO], prog: str) -> AffinityAnalysis:
    """Runs the analysis (with a progress line on |progress_stream|, if
    given); raises a located error when it does not converge."""
    analysis = AffinityAnalysis(module, max_iterations=options.get("max_iterations"),
                                max_members=options.get("max_members"),
                                seed_consumers=bool(options.get("usage")))
    progress = TerminalProgress(progress_stream, prog) if progress_stream is not None else None
    analysis.solver.progress = progress
    try:
        with gc_paused():
            result = analysis.run()
    finally:
        if progress is not None:
            progress.finish()
    if not result:
        unsettled = ", ".join(str(e) for e in list(result.unsettled)[:5])
        more = len(result.unsettled) - 5
        if more > 0:
            unsettled += f" and {more} more"
        raise error(module.location, f"affinity analysis did not converge within {options.get('max_iterations')} "
                                     f"iterations per element; unsettled: {unsettled}")
    return analysis


def run_report(options, *, prog: str, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Runs `annotate-affinities` with reporting |options| (the parsed
    command line as a dict-like `PassOptions`); returns the exit code
    (0 success, 1 bad input or target, 2 internal error)."""
    stats = Stats()
    target: Optional[Target] = None
    if options.get("explain"):
        try:
            target = parse_target(options["explain"])
        except TargetError as e:
            stderr.write(f"{prog}: error: {e.message}\n")
            return 1
    emit = options.get("emit") or "ir"
    output = options.get("output") or "-"
    filename = "<stdin>" if options.get("input", "-") == "-" else options["input"]
    try:
        text = _read_input(options.get("input", "-"), stdin)
    except (OSError, UnicodeDecodeError) as e:
        stderr.write(f"{prog}: error: could not open input file '{options.get('input')}': {e}\n")
        return 1
    sources = SourceMap()
    sources.add(filename, text)
    chunks = split_input(text) if options.get("split_input_file") else [(text, 0)]
    progress_stream = stderr if options.get("stats") and _isatty(stderr) else None
    usage = bool(options.get("usage"))
    partitions = bool(options.get("partitions"))

    pieces: List[str] = []          # IR or explanations, one per chunk
    reports: List[dict] = []        # JSON module entries
    graphs: list = []               # DOT inputs
    found = False
    exit_code = 0
    for index, (chunk, line_offset) in enumerate(chunks):
        try:
            with stats.phase("parse"):
                module = parse_module(chunk, filename, line_offset)
            with stats.phase("analysis"):
                analysis = _solve(module, options, progress_stream, prog)
            stats.add_analysis(analysis)
            if target is not None:
                with stats.phase("explain"):
                    naming = PrintedNaming(module, generic=bool(options.get("print_op_generic")))
                    resolved = resolve_target(module, target, naming, filename)
                    if resolved is not None:
                        found = True
                        tree = explain_target(analysis, resolved, target, naming,
                                              max_depth=options.get("explain_depth") or 64)
                        pieces.append(format_tree(tree))
            elif emit in ("json", "dot"):
                if partitions:
                    with stats.phase("annotate"):
                        annotate_partitions(module, analysis)
                with stats.phase("emit"):
                    naming = PrintedNaming(module)
                    if emit == "json":
                        reports.append(module_report(module, analysis, naming, chunk=index, line_offset=line_offset,
                                                     usage=usage, partitions=partitions))
                    else:
                        title = f"chunk {index}: " if len(chunks) > 1 else ""
                        graphs.append((module, analysis, naming, title))
            else:
                with stats.phase("annotate"), gc_paused():
                    write_annotations(module, analysis, usage)
                    if partitions:
                        annotate_partitions(module, analysis)
                    verify_module(module)
                with stats.phase("print"):
                    pieces.append(print_module(module, generic=bool(options.get("print_op_generic")),
                                               locations=bool(options.get("print_debuginfo"))) + "\n")
        except (DiagnosticError, TargetError) as e:
            diag = e if isinstance(e, DiagnosticError) else e.diagnostic()
            stderr.write(diag.render(sources) + "\n")
            exit_code = max(exit_code, 1)
            if emit == "ir" and target is None:
                pieces.append("")
        except Exception as e:  # a bug, not bad input: report without a traceback
            loc = Location(filename, line_offset + 1, 1)
            detail = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
            stderr.write(Diagnostic(f"internal error: {detail}", loc).render() + "\n")
            if os.environ.get("DFX_TRACEBACK"):
                traceback.print_exc(file=stderr)
            exit_code = 2
            if emit == "ir" and target is None:
                pieces.append("")

    if options.get("stats"):
        stderr.write(stats.render(prog, filename))
    if target is not None and not found and exit_code == 0:
        stderr.write(_not_found(prog, target, filename, sources) + "\n")
        return 1

    if target is not None:
        result = "\n".join(pieces)
    elif emit == "json":
        doc = affinity_document(filename, reports, usage=usage, partitions=partitions)
        result = dump_json(doc)
    elif emit == "dot":
        result = affinity_dot(graphs)
    else:
        result = (SPLIT_MARKER + "\n").join(pieces)

    if output != "-" and exit_code != 0:
        return exit_code
    if emit == "dot" and target is None and output != "-" \
            and os.path.splitext(output)[1].lstrip(".").lower() in RENDERED_FORMATS:
        problem = render_dot(result, output)
        if problem is not None:
            stderr.write(f"{prog}: error: {problem}\n")
            return 1
        return exit_code
    try:
        _write_output(output, result, stdout)
    except OSError as e:
        stderr.write(f"{prog}: error: could not write output file '{output}': {e}\n")
        return 1
    return exit_code


def _not_found(prog: str, target: Target, filename: str, sources: SourceMap) -> str:
    """The error for a well-formed target that names nothing: located at
    the line for `FILE:LINE`, without a location for unknown symbols."""
    if target.file is not None:
        if os.path.basename(target.file) != os.path.basename(filename):
            return f"{prog}: error: --explain {target.text}: the input is '{filename}', not '{target.file}'"
        if sources(filename, target.line) is None:
            return f"{prog}: error: --explain {target.text}: '{filename}' has no line {target.line}"
        return Diagnostic(f"--explain {target.text}: no operation starts on this line",
                          Location(filename, target.line, 1)).render(sources)
    what = f"global @{target.global_name}" if target.global_name is not None else f"function @{target.function}"
    return f"{prog}: error: --explain {target.text}: '{filename}' defines no {what}"
