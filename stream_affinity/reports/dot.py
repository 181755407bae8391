"""The Graphviz placement graph (`--emit=dot`): ops coloured by device,
clustered per function and, with `--partitions`, per partition; rendered
to SVG/PNG/PDF when Graphviz is installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from dfx.ir.core import Operation, Value, WalkOrder
from dfx.analysis.provenance import PrintedNaming
from dfx.ir.traits import Callable, FunctionLike, ObjectLike
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.analysis.interfaces import is_affinity_type
from stream_affinity.reports.json import answer_json, partitions_json, symbol_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = [
    "affinity_dot", "render_dot", "RenderError",
]


RENDERED_FORMATS = ("svg", "png", "pdf")
"""`-o` extensions that `--emit=dot` renders with Graphviz instead of
writing DOT text."""


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
                       title: str, transfers: Optional[Sequence] = None) -> None:
    # value -> consumer edges where convert-to-stream inserts a transfer
    # (`--transfers`): drawn bold red (dashed when the topology elides it).
    marked: Dict[Tuple[Value, Operation], str] = {}
    for t in transfers or ():
        label = f"transfer {_short(str(t.source))} -> {_short(str(t.target))}"
        style = 'color="#cc0000", fontcolor="#cc0000", penwidth=2'
        if t.elided:
            label += " (elided)"
            style += ", style=dashed"
        marked[(t.value, t.user)] = f" [{style}, label={_dot_str(label)}]"
    body = module.regions[0].entry_block if module.regions else None
    for fn in (body or ()):
        if fn.has_trait(ObjectLike) or (fn.get_trait(FunctionLike) is None and fn.get_trait(Callable) is None):
            continue
        if not fn.regions or fn.regions[0].empty:
            continue
        fc = b.cluster(b.root, f"{title}@{symbol_name(fn)}", 'style=rounded; color="#444444"')
        containers: Dict[Operation, _Cluster] = {fn: fc}
        partition_clusters: Dict[Tuple[object, int], _Cluster] = {}

        def container_of(op: Operation) -> _Cluster:
            parent = op.parent_op
            return containers.get(parent, fc) if parent is not None else fc

        def add_value(v: Value, where: _Cluster) -> None:
            answer = answer_json(analysis.try_lookup_resource_affinity(v)) if is_affinity_type(v.type) else None
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
            parts = partitions_json(op)
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
                answer = answer_json(analysis.try_infer_execution_affinity(op))
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
                    b.edges.append(f"{vid} -> {oid}{marked.get((v, op), '')};")
            for r in op.results:
                b.edges.append(f"{oid} -> {b.node_ids[r]};")


def affinity_dot(modules: Sequence[Tuple]) -> str:
    """The DOT text of one or more solved modules, given as (module,
    analysis, naming, title prefix[, transfers]) (see the module docstring;
    transfers: `reports.transfers.Transfer`s whose edges are marked).
    Deterministic: ids and colours follow program order and sorted
    affinity text."""
    b = _DotBuilder()
    for module, analysis, naming, title, *rest in modules:
        _add_module_to_dot(b, module, analysis, naming, title, rest[0] if rest else None)
    return b.finish()


class RenderError(Exception):
    """Graphviz is missing or failed; the message says which."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def render_dot(dot_text: str, path: str) -> bytes:
    """Renders |dot_text| with Graphviz `dot` in the format of |path|'s
    extension and returns the rendered bytes (the caller writes them, like
    any other output); raises `RenderError`."""
    fmt = os.path.splitext(path)[1].lstrip(".").lower()
    exe = shutil.which("dot")
    if exe is None:
        raise RenderError(f"rendering '{path}' needs Graphviz: the 'dot' program is not on PATH "
                          f"(install graphviz, e.g. `apt-get install graphviz`), or write DOT text with -o FILE.dot")
    try:
        proc = subprocess.run([exe, f"-T{fmt}"], input=dot_text.encode("utf-8"), capture_output=True)
    except OSError as e:
        raise RenderError(f"could not render '{path}': {e}") from None
    if proc.returncode != 0:
        detail = proc.stderr.decode("utf-8", "replace").strip() or proc.returncode
        raise RenderError(f"Graphviz 'dot' failed to render '{path}': {detail}")
    return proc.stdout
