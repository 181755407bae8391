"""Ops whose definition changed between IREE 3.2.0 and 3.13 in a way one
declarative format cannot read both ways: an attribute that became an
operand (`hal.allocator.allocate`'s memory types), a variadic group that
became a single operand (`hal.device.queue.execute`), an operand added in
the middle (`hal.executable.create`'s queue affinity).

`define_era_op` defines the op twice with the engine, once per release,
and joins them into one definition:

* custom syntax: read with the 3.2.0 format, else with the 3.13 one (the
  error reported is the one that got further); an op read in the 3.13
  form gets `Operation.form == "current"` (so its inherent attributes are
  properties and it prints back in that form);
* printing: the release `era_of(op)` names (`CURRENT` for ops read in 3.13
  spellings, in the custom or the generic form);
* verification: the invariants of that release's declaration.

`mark_current(p)` lets a `custom<...>` directive say that it read a
spelling only current releases write: a definition made with
`define_iree_op(..., adjust=marked)` then sets the op's form.
"""

from __future__ import annotations

from dfx.ir.core import OpDef, Operation, OperationState, defer_op
from dfx.ir.diagnostics import ParseError
from dfx.ir.invariant_checker import checker_of
from dfx.ir.invariants import OpInvariants
from dfx.syntax.declarative import define_op
from stream_affinity.dialects.common import define_iree_op, list_iree_op

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Optional

__all__ = ["CURRENT", "SEED", "define_era_op", "mark_current", "marking", "current_when", "is_current"]

CURRENT = "current"
SEED = "seed"

_MARK = "_iree_current_form"


def mark_current(p) -> None:
    """Called by a directive's parse hook that read a 3.13-only spelling."""
    setattr(p, _MARK, True)


def marking(parse: Callable) -> Callable:
    """|parse| (an `OpDef.parse`) that also sets the op's form to current
    when a directive called `mark_current` or `state.form` says so."""
    def wrapped(p, state: OperationState) -> None:
        setattr(p, _MARK, False)
        parse(p, state)
        if getattr(p, _MARK, False):
            state.form = CURRENT
        setattr(p, _MARK, False)
    return wrapped


def marked(opdef: OpDef) -> None:
    """`define_op(..., adjust=marked)`: the op's parser is `marking`."""
    opdef.parse = marking(opdef.parse)


def current_when(*names: str) -> Callable[[OpDef], None]:
    """`define_op(..., adjust=current_when(...))`: ops read in custom
    syntax are current when they carry one of the attributes |names| only
    3.13 spells (a `flags(...)` group 3.2.0 does not have)."""
    def adjust(opdef: OpDef) -> None:
        parse = opdef.parse

        def wrapped(p, state: OperationState) -> None:
            parse(p, state)
            if any(n in state.attributes or n in state.properties for n in names):
                state.form = CURRENT
        opdef.parse = wrapped
    return adjust


def is_current(op: Operation) -> bool:
    """Whether |op| follows 3.13: read in a 3.13-only spelling, or (a hal op
    read in generic form) holding properties, which 3.2.0's hal ops never
    have."""
    return op.form == CURRENT or (op.name.startswith("hal.") and bool(op.properties))


def _copy_into(src: OperationState, dst: OperationState) -> None:
    dst.operands = src.operands
    dst.result_types = src.result_types
    dst.properties = src.properties
    dst.attributes = src.attributes
    dst.regions = src.regions
    dst.successors = src.successors
    dst.form = src.form


def define_era_op(name: str, *, seed: Dict, current: Dict, era_of: Callable[[Operation], str], **shared) -> None:
    """Op |name| with a 3.2.0 declaration (`seed`, `define_op` keyword
    arguments) and a 3.13 one (`current`), both completed by |shared|.
    |era_of(op)| says which one an op follows (`SEED` or `CURRENT`): for
    an op read in generic form, from its operands and attributes. Built
    on first lookup (`dfx.ir.core.defer_op`); the built `OpDef` has
    `eras` (era -> the `OpDef` of that declaration)."""
    list_iree_op(name)
    defer_op(name, lambda: _define_era_op_now(name, seed, current, era_of, shared))


def _define_era_op_now(name: str, seed: Dict, current: Dict, era_of: Callable[[Operation], str],
                       shared: Dict) -> OpDef:
    form = CURRENT if name.startswith("hal.") else None  # 3.2.0's hal has no properties
    defs = {
        SEED: define_op(name, register=None, properties_form=form, **dict(shared, **seed)),
        CURRENT: define_op(name, register=None, properties_form=form, **dict(shared, **current)),
    }

    def parse(p, state: OperationState) -> None:
        start = p._save()
        errors = []
        for era in (SEED, CURRENT):
            trial = OperationState(state.name, state.location)
            setattr(p, _MARK, False)
            try:
                defs[era].parse(p, trial)
            except ParseError as e:
                errors.append(e)
                p._restore(start)
                continue
            if era == CURRENT or getattr(p, _MARK, False):
                trial.form = CURRENT
            _copy_into(trial, state)
            return
        raise max(errors, key=lambda e: (e.location.line, e.location.col))

    def print_(pr, op: Operation) -> None:
        defs[era_of(op)].print(pr, op)

    def check(op: Operation) -> Optional[str]:
        return checker_of(defs[era_of(op)])(op)

    traits = tuple(shared.get("traits", ()))
    inherent = set()
    for d in defs.values():
        inherent |= set(d.inherent)
    opdef = define_iree_op(name, arguments=(), results=(), format=None, parse=parse, print=print_,
                           traits=traits, invariants=OpInvariants(checks=(check,)), inherent=inherent,
                           result_names=shared.get("result_names"), block_arg_names=shared.get("block_arg_names"),
                           lazy=False)
    opdef.eras = defs
    return opdef
