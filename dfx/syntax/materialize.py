"""Parsing executable bodies kept as text (`dfx.ir.raw.RawBody`) on request.

    from dfx.syntax import materialize
    materialize(executable_op)        # every kept body under the op
    materialize_region(func.regions[0])

The lazy parse reads the original source buffer at the body's offset, so
locations and error messages are those of a full parse; aliases resolve
through the table of the parse that kept the body.
"""

from __future__ import annotations

from dfx.ir.core import Operation, Region
from dfx.support.deepstack import run_deep
from dfx.support.gcpause import gc_paused
from dfx.syntax.base_parser import Argument
from dfx.syntax.parser import Parser
from dfx.syntax.raw_regions import RawSource

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Sequence

__all__ = ["materialize", "materialize_region", "unparsed_regions"]


def unparsed_regions(op: Operation) -> List[Region]:
    """The regions under |op| (itself included) kept as text, in program
    order."""
    out: List[Region] = []
    for o in op.walk():
        for r in o.regions:
            if r.raw is not None:
                out.append(r)
    return out


def materialize_region(region: Region) -> Region:
    """Parses the text kept for |region| into its blocks and ops (the entry
    block and its arguments stay the same objects) and clears
    `region.raw`. Ops this library does not define must be in generic
    form, as everywhere else: a custom-syntax op that is not known raises
    a located `ParseError` (the region is then left as it was). Does
    nothing for a parsed region. The result is not verified; run
    `dfx.ir.verifier.verify_module` on the module when needed."""
    if region.raw is None:
        return region
    return run_deep(_materialize_all, [region])[0]


def materialize(op: Operation) -> List[Region]:
    """Materializes every region kept as text under |op| (itself included);
    returns them."""
    regions = unparsed_regions(op)
    if regions:
        run_deep(_materialize_all, regions)
    return regions


def _materialize_all(regions: Sequence[Region]) -> List[Region]:
    with gc_paused():
        for r in regions:
            _materialize(r)
    return list(regions)


def _materialize(region: Region) -> None:
    raw = region.raw
    src: RawSource = raw.source
    owner = region.parent
    p = Parser(src.text, src.filename, src.line_offset, source=src)
    p._reset(raw.offset - 1)
    entry = region.blocks[0]
    args = None
    if raw.header is None:
        args = [Argument(name or None, value.type, value.location, offset)
                for (name, offset), value in zip(raw.arg_names, entry.arguments)]
    p._op_stack.append(owner.definition if owner is not None else None)
    new = p.parse_region(arguments=args)
    p._op_stack.pop()
    region.raw = None
    # Move the parsed body into the existing region: the entry block (and
    # its argument values) stay, so references to them remain valid.
    new_entry = new.blocks[0]
    for old_arg, new_arg in zip(entry.arguments, new_entry.arguments):
        new_arg.replace_all_uses_with(old_arg)
    for o in list(new_entry):
        o.detach()
        entry.append(o)
    for b in new.blocks[1:]:
        b.parent = None
        region.add_block(b)
