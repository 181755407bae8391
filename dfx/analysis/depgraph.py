"""The dependency graph between DFX elements.

Edges live on the elements themselves: `element.deps` maps each *dependent*
element to the `Resolution` of the edge, meaning "when I change, that element
must be re-run" (and, for REQUIRED edges, "when I become invalid, so does
it"). The solver consumes an element's edges when it schedules the dependents
and the dependents re-record them during their next update.

`DepGraph` is the synthetic root: it lists every element in creation order
(the solver's "all elements" list) and renders the graph as text or Graphviz.
"""

from __future__ import annotations

import enum
import itertools
import os
import sys

from dfx.analysis.element import AbstractElement, Resolution
from dfx.analysis.position import Naming

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Iterator, List, Optional, TextIO

__all__ = ["Resolution", "DepGraph"]  # Resolution is defined in dfx.analysis.element


# Process-wide counter for `dep_graph_<n>.dot` file names.
_DUMP_COUNTER = itertools.count()


def _dot_escape(text: str) -> str:
    return (text.replace("\\", "\\\\").replace('"', '\\"')
            .replace("\n", "\\n").replace("\r", ""))


class DepGraph:
    """The synthetic root node: every element, in creation order."""

    __slots__ = ("elements",)

    def __init__(self) -> None:
        self.elements: List["AbstractElement"] = []
        """All registered elements in creation order."""

    def add(self, element: "AbstractElement") -> None:
        """Appends a newly registered element."""
        self.elements.append(element)

    def __len__(self) -> int:
        return len(self.elements)

    def __iter__(self) -> Iterator["AbstractElement"]:
        return iter(self.elements)

    def print(self, file: Optional[TextIO] = None, naming: Optional["Naming"] = None) -> None:
        """For each element: its one-line print, one `  updates <dependent>`
        line per dependent edge, then a blank line (SPEC R3.4.4)."""
        out = file if file is not None else sys.stdout
        for e in self.elements:
            out.write(e.to_str(naming))
            out.write("\n")
            for dep in e.deps:
                out.write(f"  updates {dep.to_str(naming)}\n")
            out.write("\n")

    def to_dot(self, naming: Optional["Naming"] = None) -> str:
        """Graphviz DOT text of the graph: one node per element (`n<creation
        index>`, labelled with its one-line print) and one edge per
        dependency edge, from the dependency to the dependent (dashed when
        OPTIONAL). Deterministic: everything follows creation and recording
        order."""
        index = {}
        for i, e in enumerate(self.elements):
            index[e] = i
        lines = ["digraph DepGraph {", "  node [shape=box];"]
        for i, e in enumerate(self.elements):
            lines.append(f'  n{i} [label="{_dot_escape(e.to_str(naming))}"];')
        for i, e in enumerate(self.elements):
            for dep, res in e.deps.items():
                j = index.get(dep)
                if j is None:
                    continue
                style = "" if res == Resolution.REQUIRED else " [style=dashed]"
                lines.append(f"  n{i} -> n{j}{style};")
        lines.append("}")
        return "\n".join(lines) + "\n"

    def dump(self, directory: str = ".", naming: Optional["Naming"] = None,
             announce: Optional[TextIO] = None) -> str:
        """Writes `dep_graph_<n>.dot` (process-wide counter from 0) into
        |directory|, announces the file name on stdout (or |announce|) and
        returns the path."""
        n = next(_DUMP_COUNTER)
        path = os.path.join(directory, f"dep_graph_{n}.dot")
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.to_dot(naming))
        out = announce if announce is not None else sys.stdout
        out.write(f"Dependency graph dump to {path}.\n")
        return path
