"""`--verify-diagnostics` (mlir-opt's option): the input announces the
diagnostics it should produce in comments, and the run succeeds when
exactly those are produced.

    // expected-error @+1 {{failed to calculate total byte count}}
    %0 = stream.tensor.sizeof tensor<11xi4> : index

An annotation names a severity (`error`, `warning`, `remark`, `note`), the
line it applies to (its own line, `@+N`/`@-N` lines away, `@above`,
`@below`) and a text the diagnostic's message must contain. Every produced
diagnostic (and note) must match an annotation of its severity on its
line, and every annotation must be matched. A chunk whose diagnostics all
match prints nothing and does not fail the run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dfx.ir.core import Location
from dfx.ir.diagnostics import Diagnostic

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Sequence

__all__ = ["Expected", "expected_diagnostics", "unmatched_diagnostics"]

_ANNOTATION = re.compile(r"expected-(error|warning|remark|note)\s*(@above|@below|@[+-]\d+)?\s*\{\{(.*?)\}\}")


@dataclass
class Expected:
    severity: str
    line: int
    """1-based line of the whole input the diagnostic must be reported at."""
    text: str
    annotation_line: int
    annotation_col: int
    matched: bool = False


def expected_diagnostics(chunk: str, line_offset: int) -> List[Expected]:
    """The annotations of |chunk|, which starts after |line_offset| lines
    of the input."""
    found: List[Expected] = []
    for index, line in enumerate(chunk.split("\n")):
        here = line_offset + index + 1
        for m in _ANNOTATION.finditer(line):
            where = m.group(2)
            if where is None:
                target = here
            elif where == "@above":
                target = here - 1
            elif where == "@below":
                target = here + 1
            else:
                target = here + int(where[1:])
            found.append(Expected(m.group(1), target, m.group(3), here, m.start() + 1))
    return found


def _flatten(diagnostics: Sequence[Diagnostic]) -> List[Diagnostic]:
    out: List[Diagnostic] = []
    for d in diagnostics:
        out.append(d)
        out.extend(_flatten(d.notes))
    return out


def unmatched_diagnostics(expected: List[Expected], produced: Sequence[Diagnostic],
                          filename: str) -> List[Diagnostic]:
    """The errors to report for a chunk whose |produced| diagnostics (with
    their notes) and |expected| annotations differ (an unexpected
    diagnostic at its location, a missing one at its annotation); empty
    when they agree."""
    problems: List[Diagnostic] = []
    for d in _flatten(produced):
        line = d.location.line if d.location is not None else 0
        match = next((e for e in expected if not e.matched and e.severity == d.severity and e.line == line
                      and e.text in d.message), None)
        if match is None:
            problems.append(Diagnostic(f"unexpected {d.severity}: {d.message}", d.location,
                                       source_line=d.source_line))
        else:
            match.matched = True
    for e in expected:
        if not e.matched:
            problems.append(Diagnostic(f"expected {e.severity} \"{e.text}\" was not produced",
                                       Location(filename, e.annotation_line, e.annotation_col)))
    return problems
