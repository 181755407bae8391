"""Constant hoisting in executable bodies kept as text, for
`encode-host-tensors`.

iree-opt's greedy driver also sweeps the executables: each constant of a
function's entry block goes to the front of the block unless it already
is there or follows a constant the sweep has seen (MLIR's operation
folder; `dfx.rewrite.canonicalize` does the same on parsed IR). Bodies we
cannot parse are text (docs/architecture.md, "Executable bodies"); their
entry block is edited here, one top-level op per line group. Constants in
nested regions and duplicate constants are left alone: bodies come from
iree's own flow output, where they are already hoisted and unique; only
the ops `convert-to-stream` puts first (`%c0` and the binding subspans)
move them.
"""

from __future__ import annotations

import re

from dfx.ir.core import Operation, WalkOrder

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List

__all__ = ["hoist_text_constants"]

_CONSTANT = re.compile(r"%[\w$.-]+ = arith\.constant [^{}\n]*$")


def _hoist(raw) -> None:
    text = raw.text
    at = 0 if raw.header is None else raw.header[1]
    nl = text.find("\n", at)
    if nl < 0:
        return
    head, lines = text[:nl + 1], text[nl + 1:].split("\n")
    first = next((line for line in lines if line.strip()), None)
    if first is None:
        return
    indent = len(first) - len(first.lstrip(" "))
    items: List[List[str]] = []  # one op each; blank lines are items of their own
    end = len(lines)
    for i, line in enumerate(lines):
        stripped = line.strip()
        top = bool(stripped) and line.startswith(" " * indent) and not line[indent:indent + 1].isspace()
        if top and stripped.startswith("^"):
            end = i  # the entry block ends at the next block label
            break
        if not stripped or (top and not stripped.startswith("}")) or not items or not items[-1][0].strip():
            items.append([line])
        else:
            items[-1].append(line)
    tail = lines[end:]
    # Walking in order, a constant stays when nothing but blank lines and
    # hoisted constants precede it or the op before it is a constant (the
    # walk has seen it); else it goes first. Hoisted ones end up in reverse.
    moved: List[List[str]] = []
    kept: List[List[str]] = []
    before = None  # the last kept op: whether it is a constant
    for item in items:
        if not item[0].strip():
            kept.append(item)
            continue
        constant = len(item) == 1 and bool(_CONSTANT.match(item[0].strip()))
        if constant and before is False:
            moved.append(item)
            continue
        kept.append(item)
        before = constant
    if moved:
        raw.text = head + "\n".join([line for item in reversed(moved) for line in item]
                                     + [line for item in kept for line in item] + tail)


def hoist_text_constants(root: Operation) -> None:
    """Hoists the entry-block constants of every text body under |root|."""
    for op in root.walk(WalkOrder.PRE, include_self=True):
        for region in op.regions:
            if region.raw is not None:
                _hoist(region.raw)
