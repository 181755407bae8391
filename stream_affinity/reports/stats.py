"""Solver statistics (`--stats`) and the terminal progress line shown while a
large program is solved.
"""

from __future__ import annotations

import time
from contextlib import contextmanager

from stream_affinity.analysis.affinity import AffinityAnalysis

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Iterator, List, TextIO, Tuple

__all__ = [
    "Stats", "TerminalProgress",
]


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


def is_terminal(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
