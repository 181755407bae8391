"""The parts of `schedule-execution`'s cleanup that differ under the
`current` rules (iree-compile 3.13; docs/rules.md "schedule-execution").

`schedule.cleanup(func, tree, rules="current")` calls these in
its phase order:

* `drop_barriers`: 3.13 removes every `stream.async.barrier` once the
  execution regions are built (a barrier only shapes the partitioning);
* `transfer_fold_target`: what a transfer folds to under either rule set;
* `transfer_as_clone` / `canonicalize_transfer_current`: a transfer that
  stays on one affinity is a `stream.async.clone` (3.2.0 folds one that
  keeps the type to its source); a transfer back over a transfer still
  folds;
* `fold_clones`: a clone of a splat is a splat, a clone of a clone clones
  the inner source;
* (in `schedule`) an execution region yielding one value twice
  (with one size) gets one result for it;
* `register_folders`: the `arith.select` folds (3.13's canonicalizer runs
  every folder);
* `rewrite_pattern` / `ConstantFolder` (applied by the greedy driver of
  `greedy_sinking` in its visit order): a `stream.async.constant` whose
  value is an integer splat becomes a `stream.async.splat`, and the
  integer or float pattern of a splat or fill narrows to the fewest bytes
  that repeat (`dense<0> : tensor<4xi32>` becomes a splat of `0 : i8`),
  with the constants they create uniqued and hoisted as MLIR's operation
  folder does when the driver fills its worklist for the next round.
"""

from __future__ import annotations

from dfx.ir.attributes import DenseElementsAttr, FloatAttr, FloatType, IntegerAttr, IntegerType
from dfx.ir.core import Block, Operation, OpResult, Value, WalkOrder
from dfx.ir.diagnostics import op_error
from dfx.ir.markers import ConstantLike

from stream_affinity.analysis.interfaces import TransferAffinityOp

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = ["drop_barriers", "transfer_fold_target", "transfer_as_clone", "canonicalize_transfer_current",
           "fold_clone", "fold_clones", "register_folders", "PATTERN_OPS", "narrowed_pattern", "rewrite_pattern", "ConstantFolder",
           "is_folder_constant"]


def transfer_fold_target(op: Operation, rules: str = "seed") -> Optional[Value]:
    """What the `stream.async.transfer` |op| folds to, if anything (the two
    upstream rules, checked against iree-opt 3.2.0): a transfer of a transfer
    that brings the value back as it was (the inner source's type is this
    result's type and the inner `from` equals this `to`) is the inner source;
    a transfer that changes neither the affinity (`from` equals `to`, both
    possibly absent) nor the type is its own source. iree-opt 3.13 has only
    the first (`current` |rules|): it makes the second a clone
    (`transfer_as_clone`)."""
    iface = op.get_trait(TransferAffinityOp)
    source = op.operand(0)
    inner = source.defining_op if isinstance(source, OpResult) else None
    if inner is not None and inner.name == "stream.async.transfer":
        inner_iface = inner.get_trait(TransferAffinityOp)
        if (inner.operand(0).type == op.results[0].type
                and inner_iface.source_affinity(inner) == iface.result_affinity(op)):
            return inner.operand(0)
    if (rules != "current" and iface.source_affinity(op) == iface.result_affinity(op)
            and source.type == op.results[0].type):
        return source
    return None


def _all_ops(func: Operation, name: str) -> List[Operation]:
    return [op for op in func.walk(WalkOrder.PRE, include_self=False) if op.name == name]


def drop_barriers(func: Operation) -> None:
    """iree-opt 3.13 drops every `stream.async.barrier` once the regions are
    built (inside them and on the host): a barrier only shapes the
    partitioning, its result is its operand."""
    for op in _all_ops(func, "stream.async.barrier"):
        op.results[0].replace_all_uses_with(op.operand(0))
        op.erase()


def transfer_as_clone(op: Operation) -> Optional[Operation]:
    """3.13's canonicalization of a transfer that stays on one affinity
    (`from` equals `to`, both possibly absent), whether or not it changes
    the lifetime: the same copy as a `stream.async.clone` on that affinity
    (docs/divergences.md S9; 3.2.0 folds one that keeps the type to its
    source instead). A transfer to or from `staging` stays: a clone cannot
    make or read host-staging memory (3.13 rejects it)."""
    iface = op.get_trait(TransferAffinityOp)
    affinity = iface.source_affinity(op)
    if affinity != iface.result_affinity(op):
        return None
    if any(getattr(t, "params", None) == "staging" for t in (op.operand(0).type, op.results[0].type)):
        return None
    clone = Operation("stream.async.clone", list(op.operands), [op.results[0].type],
                      {"affinity": affinity} if affinity is not None else {}, location=op.location)
    op.parent.insert_before(clone, op)
    op.results[0].replace_all_uses_with(clone.results[0])
    op.erase()
    return clone


def canonicalize_transfer_current(op: Operation) -> bool:
    """iree-opt 3.13's canonicalization of one `stream.async.transfer`: a
    transfer back over a transfer is the inner source, one that stays on
    one affinity a clone (`transfer_as_clone`); True when |op| was
    replaced."""
    target = transfer_fold_target(op, "current")
    if target is not None:
        op.results[0].replace_all_uses_with(target)
        op.erase()
        return True
    return transfer_as_clone(op) is not None


def fold_clone(op: Operation) -> Optional[List[Operation]]:
    """3.13's folds of one `stream.async.clone` (3.2.0 has them too:
    divergences.md S4), applied in place: a clone of a splat is a new splat
    of the clone's type right before each user of the clone (upstream's
    `PropagateClonableOps`); a clone of a clone clones the inner source.
    The ops created (None when neither applies; |op| is erased)."""
    source = op.operand(0)
    inner = source.defining_op if isinstance(source, OpResult) else None
    if inner is None or inner.name not in ("stream.async.splat", "stream.async.clone"):
        return None
    created = []
    if inner.name == "stream.async.splat":
        for use in list(op.results[0].uses):
            new = Operation("stream.async.splat", [inner.operand(0), op.operand(2)], [op.results[0].type],
                            dict(op.properties), location=op.location)
            use.owner.parent.insert_before(new, use.owner)
            use.owner.set_operand(use.index, new.results[0])
            created.append(new)
    else:
        new = Operation("stream.async.clone", [inner.operand(0), inner.operand(1), op.operand(2)],
                        [op.results[0].type], dict(op.properties), location=op.location)
        op.parent.insert_before(new, op)
        op.results[0].replace_all_uses_with(new.results[0])
        created.append(new)
    op.erase()
    return created


def fold_clones(func: Operation) -> bool:
    """`fold_clone` on every clone of |func|, bottom-up as the greedy
    driver visits a block."""
    changed = False
    for op in reversed(_all_ops(func, "stream.async.clone")):
        if op.parent is not None and fold_clone(op) is not None:
            changed = True
    return changed


def register_folders() -> None:
    """The folders 3.13's canonicalizer applies in the cleanup that
    `dfx.rewrite.canonicalize` knows (`arith.select` of one value twice or
    on a constant condition)."""
    from stream_affinity.transforms.convert_to_stream.folders import register_flow_folders
    register_flow_folders()



# -- splat-valued constants and pattern narrowing -------------------------------------------------

PATTERN_OPS = ("stream.async.constant", "stream.async.splat", "stream.async.fill")
"""Ops `rewrite_pattern` may rewrite."""

_SPLAT_WIDTHS = (8, 16, 32, 64)


def narrowed_pattern(value) -> Optional[IntegerAttr]:
    """The narrowest integer pattern (8, 16 or 32 bits) whose repetition is
    the bits of |value| (an integer or float attribute), or None when no
    narrower one repeats (upstream's `computeRequiredPatternBits`)."""
    if isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType):
        width, bits = value.type.width, value.value
    elif isinstance(value, FloatAttr) and isinstance(value.type, FloatType) and value.type.name in ("f16", "f32",
                                                                                                    "f64", "bf16"):
        import struct
        fmt = {"f32": ("<f", "<I", 32), "f64": ("<d", "<Q", 64)}.get(value.type.name)
        if fmt is None:
            return None  # f16/bf16 bit patterns: not modelled
        bits = struct.unpack(fmt[1], struct.pack(fmt[0], value.value))[0]
        width = fmt[2]
    else:
        return None
    if width % 8 or width <= 8:
        return None
    bits &= (1 << width) - 1
    for w in (8, 16, 32):
        if w >= width:
            break
        low = bits & ((1 << w) - 1)
        rep = 0
        for i in range(width // w):
            rep |= low << (i * w)
        if rep == bits:
            signed = low - (1 << w) if low >= 1 << (w - 1) else low
            return IntegerAttr(signed, IntegerType(w))
    return None


def _splat_element(value) -> Optional[Tuple[str, object]]:
    """(element literal text, element type) of a splat `dense<...>` value."""
    if not isinstance(value, DenseElementsAttr):
        return None
    body = value.body.strip()
    if not body or body[0] in "[\"(":
        return None
    return body, getattr(value.type, "element", None)


def _parse_int(text: str) -> Optional[int]:
    try:
        return int(text, 0)
    except ValueError:
        return {"true": 1, "false": 0}.get(text)


def _constant(value, before: Operation) -> Operation:
    op = Operation("arith.constant", [], [value.type], {"value": value}, location=before.location)
    before.parent.insert_before(op, before)
    return op


def rewrite_pattern(op: Operation) -> Optional[List[Operation]]:
    """3.13's canonicalization of a splat-valued `stream.async.constant`
    (into a splat of the element) and of a splat or fill whose pattern is a
    constant that narrows (`narrowed_pattern`), applied to |op| in place:
    the ops the rewrite created or modified, in the order MLIR's driver is
    notified of them (None when nothing applies). A constant whose element
    is not an 8/16/32/64-bit integer is 3.13's verifier error on the splat
    it would make."""
    if op.name == "stream.async.constant":
        element = _splat_element(op.get_attr("value"))
        if element is None:
            return None
        text, etype = element
        if not (isinstance(etype, IntegerType) and etype.width in _SPLAT_WIDTHS and not etype.signedness):
            raise op_error(op, f"'stream.async.splat' op operand #0 must be 8-bit signless integer or 16-bit "
                               f"signless integer or 32-bit signless integer or 64-bit signless integer, but got "
                               f"'{etype}'")
        number = _parse_int(text)
        if number is None:
            return None
        width = etype.width
        number &= (1 << width) - 1
        if number >= 1 << (width - 1):
            number -= 1 << width
        const = _constant(IntegerAttr(number, etype), op)
        props = {"affinity": op.get_attr("affinity")} if op.get_attr("affinity") is not None else {}
        splat = Operation("stream.async.splat", [const.results[0]] + list(op.operands), [op.results[0].type],
                          props, location=op.location)
        op.parent.insert_before(splat, op)
        op.results[0].replace_all_uses_with(splat.results[0])
        op.erase()
        return [const, splat]
    if op.name in ("stream.async.splat", "stream.async.fill"):
        index = 0 if op.name == "stream.async.splat" else op.num_operands - 1  # the pattern operand
        source = op.operand(index).defining_op
        if source is None or source.name != "arith.constant":
            return None
        narrowed = narrowed_pattern(source.get_attr("value"))
        if narrowed is None:
            return None
        const = _constant(narrowed, op)
        op.set_operand(index, const.results[0])
        return [const, op]
    return None


def _entry_block(op: Operation) -> Optional[Block]:
    """The block MLIR's operation folder puts |op|'s constants in: the
    entry block of the enclosing function-like (isolated) op."""
    from dfx.ir.markers import IsolatedFromAbove
    cur = op.parent_op
    while cur is not None and not cur.has_trait(IsolatedFromAbove) and cur.parent_op is not None:
        cur = cur.parent_op
    if cur is None or not cur.regions or not cur.regions[0].blocks:
        return None
    return cur.regions[0].blocks[0]


def is_folder_constant(op: Operation) -> bool:
    """A constant MLIR's operation folder owns (`arith.constant`,
    `util.null`, ...: `dfx.rewrite.canonicalize`'s rule)."""
    from dfx.rewrite.canonicalize import _is_constant
    return _is_constant(op)


def _constant_key(op: Operation):
    return (op.name, tuple(op.result_types), tuple(sorted(op.properties.items())), tuple(sorted(op.attributes.items())))


class ConstantFolder:
    """MLIR's operation folder as the greedy driver uses it while it fills
    its worklist (`insert_known_constant`): constants are uniqued in the
    function's entry block, and a constant it did not own yet moves to the
    front of that block unless it already follows one it owns."""

    def __init__(self, func: Operation):
        self.owned: Dict[Operation, None] = {}
        self.known: Dict[tuple, Operation] = {}
        self.block = func.regions[0].blocks[0] if func.regions and func.regions[0].blocks else None
        if self.block is not None:
            # Constants the cleanup's first canonicalization hoisted.
            for op in self.block:
                if not is_folder_constant(op):
                    break
                self.owned[op] = None
                self.known.setdefault(_constant_key(op), op)

    def insert_known_constant(self, op: Operation, erase) -> bool:
        """False when |op| was replaced by an equal constant and erased."""
        block = self.block
        if block is None or _entry_block(op) is not block:
            return True
        if op in self.owned:
            prev = op.prev_op
            if op.parent is block and prev is not None and prev not in self.owned:
                op.detach()
                block.prepend(op)
            return True
        key = _constant_key(op)
        existing = self.known.get(key)
        if existing is not None and existing.parent is not None:
            op.results[0].replace_all_uses_with(existing.results[0])
            erase(op)
            return False
        prev = op.prev_op
        if op.parent is not block or (prev is not None and prev not in self.owned):
            op.detach()
            block.prepend(op)
        self.owned[op] = None
        self.known[key] = op
        return True
