"""Rule sets of the affinity analysis: `seed` and `current`.

* `seed` (the default): the rules of IREE 3.2.0, the seed era, with the
  deliberate differences of docs/divergences.md.
* `current`: upstream's current rules (as `iree-base-compiler` 3.13.0
  applies them; ../shared/SPEC-CURRENT.md R1-R15, docs/rules.md).

This module holds the per-op tables that differ between the two sets and
the helpers the analysis consults for them. The op models themselves
(`stream_affinity/dialects/`) describe the seed era; under `current` the
tables below decide which ops pin (R9), which must be placed, and which
extra tie a model lacks. Ops are matched by name here because the
difference is a property of the rule set, not of the op.
"""

from __future__ import annotations

from dfx.ir.attributes import DialectType, FunctionType
from dfx.ir.core import Operation, Value

from stream_affinity.analysis.attributes import AffinityAttr
from stream_affinity.analysis.interfaces import AffinityOp, TransferAffinityOp

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional

__all__ = [
    "RULE_SETS", "DEFAULT_RULES", "check_rules", "pins_value_affinity", "requires_affinity",
    "extra_tied_operand", "extra_tied_results", "explicitly_placed_tied_dispatch", "transfer_target",
    "CURRENT_ONLY_OPS", "CURRENT_ONLY_DIALECTS", "require_rules_for",
]

RULE_SETS = ("seed", "current")
"""The rule-set names, default first."""

DEFAULT_RULES = "seed"

# R9: under `current` these pin only when they carry an affinity (`on(...)`).
_PIN_WHEN_PLACED = frozenset({
    "hal.tensor.import", "hal.tensor.export", "hal.tensor.alias", "hal.tensor.transients",
    "stream.tensor.import", "stream.tensor.export", "stream.resource.transients",
})
# R9: under `current` these always pin.
_ALWAYS_PIN = frozenset({"flow.tensor.barrier"})
# Under `current`, these must be placed (get `stream.affinities`) whatever
# the seed-era model says.
_REQUIRE_AFFINITY = frozenset({"stream.tensor.import", "stream.tensor.export"})
# Result 0 tied to operand 0 under `current` although the model has no tie
# (upstream ties both barriers, in 3.2.0 and 3.13: SPEC-CURRENT section 4,
# items 2 and 3; the seed rules keep the project's model, D1).
_TIED_RESULT0 = frozenset({"flow.tensor.barrier", "stream.async.barrier"})


def check_rules(rules: Optional[str]) -> str:
    """|rules| validated (None means the default); ValueError otherwise."""
    if rules is None:
        return DEFAULT_RULES
    if rules not in RULE_SETS:
        raise ValueError(f"unknown rule set '{rules}' (expected one of: {', '.join(RULE_SETS)})")
    return rules


def pins_value_affinity(op: Optional[Operation], rules: str) -> bool:
    """Whether |op| pins the affinity of the values it touches under |rules|."""
    if op is None:
        return False
    iface = op.get_trait(AffinityOp)
    if rules != "current":
        return iface is not None and iface.pins_value_affinity(op)
    name = op.name
    if name in _ALWAYS_PIN:
        return True
    if name in _PIN_WHEN_PLACED:
        return iface is not None and iface.get_affinity(op) is not None
    return iface is not None and iface.pins_value_affinity(op)


def requires_affinity(op: Operation, rules: str) -> bool:
    """Whether |op| (an affinity op) must be placed under |rules|."""
    iface = op.get_trait(AffinityOp)
    if iface is None:
        return False
    if rules == "current" and op.name in _REQUIRE_AFFINITY:
        return True
    return iface.requires_affinity(op)


def extra_tied_operand(op: Operation, result_index: int) -> Optional[Value]:
    """Under `current`: the operand result |result_index| of |op| is tied to
    by the rule-set table (None when the table adds no tie)."""
    if op.name in _TIED_RESULT0 and result_index == 0 and op.num_operands:
        return op.operand(0)
    return None


def extra_tied_results(op: Operation, operand_index: int):
    """Under `current`: the results tied to operand |operand_index| of |op|
    by the rule-set table."""
    if op.name in _TIED_RESULT0 and operand_index == 0 and op.num_results:
        return (op.results[0],)
    return ()


def explicitly_placed_tied_dispatch(op: Operation) -> bool:
    """R2: a `stream.async.dispatch` with its own `on(...)` affinity, whose
    tied results also take the dispatch's placement."""
    if op.name != "stream.async.dispatch":
        return False
    iface = op.get_trait(AffinityOp)
    return iface is not None and iface.get_affinity(op) is not None


def transfer_target(op: Operation) -> Optional[AffinityAttr]:
    """R1: the `to(...)` affinity of a transfer consuming a value."""
    iface = op.get_trait(AffinityOp)
    if not isinstance(iface, TransferAffinityOp):
        return None
    a = iface.result_affinity(op)
    return a if isinstance(a, AffinityAttr) else None


# -- what only exists in the current era ----------------------------------------------------------

CURRENT_ONLY_OPS = frozenset({
    # flow, stream, hal and util ops that iree-base-compiler 3.13 registers and 3.2.0 does not (the
    # two releases' generated op bindings compared; device-side and test-only ops left out).
    "flow.parameter.load", "flow.parameter.write", "flow.tensor.encode",
    "stream.async.cast", "stream.async.parameter.gather", "stream.async.parameter.load",
    "stream.async.parameter.read", "stream.async.parameter.scatter", "stream.async.parameter.write",
    "stream.cmd.parameter.gather", "stream.cmd.parameter.load", "stream.cmd.parameter.read",
    "stream.cmd.parameter.scatter", "stream.cmd.parameter.write", "stream.resource.is_terminal",
    "stream.resource.release", "stream.resource.retain", "stream.resource.transients",
    "stream.tensor.encode", "stream.tensor.parameter.load", "stream.tensor.parameter.write",
    "hal.tensor.transients", "util.hoistable_conversion", "util.list.construct", "util.scf.unreachable",
    "util.string.format", "util.string.itoa",
})
"""Ops a module can only hold for the `current` rules."""

CURRENT_ONLY_DIALECTS = frozenset({"iree_tensor_ext"})
"""Dialects (ops and types) 3.2.0 does not have: 3.13 spells the dispatch
tensors of executables `!iree_tensor_ext.dispatch.tensor<...>`."""


def _current_only_type(t) -> Optional[str]:
    if isinstance(t, DialectType):
        return str(t) if t.dialect in CURRENT_ONLY_DIALECTS else None
    if isinstance(t, FunctionType):
        for x in tuple(t.inputs) + tuple(t.results):
            found = _current_only_type(x)
            if found:
                return found
    return None


def _current_only_use(op: Operation, clean: Optional[dict] = None) -> Optional[str]:
    """What in |op| only the current era has (an op name or a type), or
    None. |clean|, if given, holds types already found to be of both eras
    (by id, with the type kept alive); it grows as types are checked."""
    name = op.name
    if name in CURRENT_ONLY_OPS or name.partition(".")[0] in CURRENT_ONLY_DIALECTS:
        return f"op '{name}'"
    for values in (op.results, op.operands):
        for v in values:
            t = v.type
            if clean is not None and clean.get(id(t)) is t:
                continue
            found = _current_only_type(t)
            if found:
                return f"type '{found}'"
            if clean is not None:
                clean[id(t)] = t
    for region in op.regions:
        if region.blocks:
            for arg in region.blocks[0].arguments:
                found = _current_only_type(arg.type)
                if found:
                    return f"type '{found}'"
    return None


def require_rules_for(module: Operation, rules: str, pass_name: str) -> None:
    """Raises a located error when |rules| is `seed` and |module| holds an op
    or a type that only iree-compile 3.13 has: the seed rules are IREE
    3.2.0's, which never met them, so the pass cannot say what 3.2.0 would
    do; the message names the way out (`--rules current`)."""
    if rules == "current":
        return
    from dfx.ir.core import WalkOrder
    from dfx.ir.diagnostics import error
    clean: dict = {}
    for op in module.walk(WalkOrder.PRE, include_self=False):
        found = _current_only_use(op, clean)
        if found:
            raise error(op.location, f"{found} only exists in iree-compile 3.13: '{pass_name}' follows IREE "
                                     f"3.2.0 under the seed rules; use --rules current")
