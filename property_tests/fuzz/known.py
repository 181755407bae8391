"""Documented differences between our acceptance and iree-opt 3.2.0's.

The differential check (`harness.differential`) compares, for one input,
whether `iree-opt --allow-unregistered-dialect FILE -o /dev/null` accepts it
with whether `dfx-opt FILE` (round trip) does. A disagreement is a finding
unless it matches a row below. Each row names the direction, a pattern and
the section of docs/divergences.md that explains it.

The pattern is searched in the *evidence* of the rejecting side: its first
error message, a newline, then the input line that message points at
(for example `expected operation name in quotes` and
`  %3 = stream.async.barrier %1 : !stream.resource<transient>{%c128} -> ...`).
Keep patterns narrow: a row that matches too much hides findings.

To add a row once a difference is documented: give it the divergences.md
id, the direction, the smallest pattern that recognises it and the link.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence

REFERENCE_REJECTS = "reference-rejects-we-accept"
REFERENCE_ACCEPTS = "reference-accepts-we-reject"


@dataclass(frozen=True)
class KnownDifference:
    id: str
    direction: str
    pattern: re.Pattern
    reason: str
    doc: str

    def matches(self, direction: str, evidence: str) -> bool:
        return direction == self.direction and self.pattern.search(evidence) is not None


KNOWN_DIFFERENCES: Sequence[KnownDifference] = (
    KnownDifference(
        "S3", REFERENCE_REJECTS,
        re.compile(r"expected operation name in quotes\n.*stream\.async\.barrier\b.*->"),
        "we read the seed form `%b = stream.async.barrier %r : T{%s} -> T` (the seed's CHECK lines use "
        "it), which 3.2.0 does not parse; we print 3.2.0's form",
        "docs/divergences.md#partitioning-and-schedule-execution"),
    KnownDifference(
        "R1", REFERENCE_REJECTS,
        re.compile(r"unknown (HAL attribute|HAL type|Flow type|Stream attribute|Util (type|attribute)): |"
                   r"unknown +(type|attribute) `[^`]*` in dialect `(stream|flow|hal|util)`"),
        "attributes and types of the IREE dialects that we do not model are kept as opaque text "
        "instead of being rejected by name",
        "docs/divergences.md#reading-and-verifying-programs"),
)


def known_difference(direction: str, evidence: str) -> Optional[KnownDifference]:
    """The first row explaining a disagreement, or None (a finding)."""
    for row in KNOWN_DIFFERENCES:
        if row.matches(direction, evidence):
            return row
    return None
