"""Text forms of one program: which release's spelling the input used.

Some ops print differently in different releases (IREE 3.2.0 and 3.13: the
`hal` ops without and with properties, 3.13's fourth operand group of
`hal.tensor.import`, current MLIR's `<name = value>` attribute
dictionaries). A parser that reads a spelling only one release has marks
the op (`Operation.form`: `current` or `seed`), and the op is printed back
in that form. Most ops look the same in both, so one op's spelling tells
the release of the whole file: when a module shows only `current`
spellings, `settle_forms` gives every unmarked op whose kind has several
forms the current one (so a 3.13 file printed in generic form is 3.13's
generic form); without evidence, or with both, unmarked ops keep the
default (3.2.0's) form.
"""

from __future__ import annotations

from dfx.ir.core import Operation
from dfx.ir.traits import OperandSegments, segment_sizes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Iterable

__all__ = ["CURRENT", "SEED", "settle_forms", "has_forms", "register_forms", "FORM_OPS"]

CURRENT = "current"
SEED = "seed"


FORM_OPS: set = set()
"""Ops with a hand-written syntax that differs between releases (see
`register_forms`); ops with `OpDef.properties_form` or a declarative
format with inherent attributes outside the format have forms too."""


def register_forms(name: str) -> None:
    """Declares that op |name| prints differently in different releases
    (its parser sets `state.form`, its printer reads `op.form`)."""
    FORM_OPS.add(name)


def has_forms(op: Operation) -> bool:
    """Whether |op|'s kind prints differently in different releases."""
    d = op.definition
    if d is None:
        return False
    if d.properties_form is not None or d.name in FORM_OPS:
        return True
    spec = getattr(d, "spec", None)
    return spec is not None and bool(spec.extra_props)


def settle_forms(ops: Iterable[Operation], seen: set) -> None:
    """Gives unmarked ops with several forms the `current` form when |seen|
    (the forms read in the module) holds only that one."""
    if seen != {CURRENT}:
        return
    for op in ops:
        if op.form is not None or not has_forms(op):
            continue
        d = op.definition
        if d.properties_form == CURRENT:
            moved = [k for k in op.attributes if k in d.inherent]
            for k in moved:
                op.properties.setdefault(k, op.attributes.pop(k))
            seg = d.trait_map.get(OperandSegments)
            sizes = segment_sizes(op)
            if seg is not None and seg.trailing and sizes is not None and \
                    len(sizes) == len(seg.names) - seg.trailing:
                a = op.get_attr("operandSegmentSizes")
                op.properties["operandSegmentSizes"] = type(a)(a.element, tuple(sizes) + (0,) * seg.trailing)
        op.form = CURRENT
