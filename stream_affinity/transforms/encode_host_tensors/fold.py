"""Index and fill-pattern arithmetic for `encode-host-tensors`, built the
way iree-opt 3.2.0's patterns build it: every op is created right before
the op being rewritten and folded at once (MLIR's `createOrFold` followed
by the greedy driver's folding of what stays), so the constants that
survive are created in the same order as upstream's and the canonicalizer
later hoists them into the same order.

Folds (those of MLIR's arith dialect that the encoded forms meet):

* `addi`: `x + 0 → x`, constants fold; a constant left operand moves to
  the right (commutative), an in-place fold: the op stays until the
  driver folds it again.
* `muli`: `x * 0 → 0`, `x * 1 → x`, constants fold; a constant left
  operand moves to the right (in place, as for `addi`).
* `divui`, `ceildivui`: `x / 1 → x`, constants fold (non-zero divisor).
* `shli`, `ori` on the fill pattern: constants fold, `x << 0 → x`,
  `x | 0 → x`, `x | x → x`.
* `extui` and `bitcast` of a constant fold to a constant.
"""

from __future__ import annotations

import math
import struct

from dfx.ir.attributes import ComplexType, DialectAttr, FloatAttr, IntegerAttr, IntegerType
from dfx.ir.core import Operation, Value

from stream_affinity.transforms.convert_to_stream.common import INDEX

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["Builder", "constant_value"]


def constant_value(v: Value) -> Optional[int]:
    """The integer |v| holds when an `arith.constant` defines it."""
    op = v.defining_op
    if op is None or op.name != "arith.constant":
        return None
    a = op.get_attr("value")
    return a.value if isinstance(a, IntegerAttr) else None


def _float_bits(attr: FloatAttr, width: int) -> Optional[int]:
    name = getattr(attr.type, "name", "")
    value = attr.value
    if name == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if name == "f32":
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if name == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    if name == "bf16" and not math.isnan(value):
        return struct.unpack("<I", struct.pack("<f", value))[0] >> 16
    return None


class Builder:
    """Creates folded ops right before |anchor|. An op MLIR's
    `createOrFold` only folds in place (a constant left operand moved
    right) is kept and listed in |kept|: the driver folds those after the
    pattern, last first (`patterns._settle`)."""

    def __init__(self, anchor: Operation, kept: Optional[List[Operation]] = None):
        self.anchor = anchor
        self.kept = kept if kept is not None else []

    def _insert(self, name: str, operands, result_type, props=None) -> Value:
        op = Operation(name, list(operands), [result_type], props or {}, location=self.anchor.location)
        self.anchor.parent.insert_before(op, self.anchor)
        return op.results[0]

    def _keep(self, name: str, a: Value, b: Value) -> Value:
        value = self._insert(name, [a, b], a.type)
        self.kept.append(value.defining_op)
        return value

    def const(self, value: int, t=INDEX) -> Value:
        if isinstance(t, IntegerType) and t.width < 64:
            value &= (1 << t.width) - 1
            if t.width > 1 and value >= 1 << (t.width - 1):
                value -= 1 << t.width  # printed signed, as MLIR does
        return self._insert("arith.constant", [], t, {"value": IntegerAttr(value, t)})

    # -- index arithmetic ---------------------------------------------------------------------

    def add(self, a: Value, b: Value) -> Value:
        ca, cb = constant_value(a), constant_value(b)
        if cb == 0:
            return a
        if ca is not None and cb is not None:
            return self.const(ca + cb, a.type)
        if ca is not None:
            return self._keep("arith.addi", b, a)
        return self._insert("arith.addi", [a, b], a.type)

    def mul(self, a: Value, b: Value, nsw: bool = False) -> Value:
        """`arith.muli` (`overflow<nsw>` with |nsw|), folded."""
        ca, cb = constant_value(a), constant_value(b)
        if cb == 0:
            return b
        if cb == 1:
            return a
        if ca is not None and cb is not None:
            return self.const(ca * cb, a.type)
        props = {"overflowFlags": DialectAttr("arith", "overflow", "nsw")} if nsw else None
        if ca is not None:
            value = self._insert("arith.muli", [b, a], a.type, props)
            self.kept.append(value.defining_op)
            return value
        return self._insert("arith.muli", [a, b], a.type, props)

    def divui(self, a: Value, b: Value, ceil: bool = False) -> Value:
        ca, cb = constant_value(a), constant_value(b)
        if cb == 1:
            return a
        if ca is not None and cb and ca >= 0 and cb > 0:
            return self.const(-(-ca // cb) if ceil else ca // cb, a.type)
        return self._insert("arith.ceildivui" if ceil else "arith.divui", [a, b], a.type)

    # -- fill patterns ------------------------------------------------------------------------

    def bitcast(self, v: Value, t: IntegerType) -> Value:
        op = v.defining_op
        if op is not None and op.name == "arith.constant" and isinstance(op.get_attr("value"), FloatAttr):
            bits = _float_bits(op.get_attr("value"), t.width)
            if bits is not None:
                return self.const(bits, t)
        name = "complex.bitcast" if isinstance(v.type, ComplexType) else "arith.bitcast"
        return self._insert(name, [v], t)

    def extui(self, v: Value, t: IntegerType) -> Value:
        c = constant_value(v)
        if c is not None:
            return self.const(c & ((1 << v.type.width) - 1), t)
        return self._insert("arith.extui", [v], t)

    def shli(self, a: Value, b: Value) -> Value:
        ca, cb = constant_value(a), constant_value(b)
        if cb == 0:
            return a
        if ca is not None and cb is not None:
            return self.const(ca << cb, a.type)
        return self._insert("arith.shli", [a, b], a.type)

    def ori(self, a: Value, b: Value) -> Value:
        ca, cb = constant_value(a), constant_value(b)
        if cb == 0 or a is b:
            return a
        if ca is not None and cb is not None:
            return self.const(ca | cb, a.type)
        if ca is not None:
            return b if ca == 0 else self._insert("arith.ori", [b, a], a.type)
        return self._insert("arith.ori", [a, b], a.type)


def fold_arith(op: Operation) -> Optional[Value]:
    """What an existing `arith.{addi,muli,divui,ceildivui}` folds to once
    an operand became a constant (the greedy driver revisits the users of
    replaced values), or None; a folded constant is created before |op|."""
    kind = op.name[len("arith."):]
    if kind not in ("addi", "muli", "divui", "ceildivui") or op.num_operands != 2:
        return None
    a, b = op.operand(0), op.operand(1)
    ca, cb = constant_value(a), constant_value(b)
    # The right operand is checked first, then constants fold (to a new
    # constant), then a constant left operand (moved right in place, then
    # folded again).
    if kind == "addi" and cb == 0:
        return a
    if kind == "muli" and cb == 0:
        return b
    if cb == 1 and kind != "addi":
        return a
    if ca is None or cb is None:
        if kind == "addi" and ca == 0:
            return b
        if kind == "muli" and ca in (0, 1):
            return a if ca == 0 else b
        return None
    if kind not in ("addi", "muli") and (cb <= 0 or ca < 0):
        return None  # (a negative constant is a large unsigned one: left alone)
    value = {"addi": lambda: ca + cb, "muli": lambda: ca * cb, "divui": lambda: ca // cb,
             "ceildivui": lambda: -(-ca // cb)}[kind]()
    return Builder(op).const(value, a.type)


# arith.cmpi's predicate numbering (`dfx.dialects.arith.CMPI_PREDICATES`).
_CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_SWAPPED = {"slt": "sgt", "sle": "sge", "sgt": "slt", "sge": "sle", "ult": "ugt", "ule": "uge", "ugt": "ult",
            "uge": "ule"}


def canonicalize_in_place(op: Operation) -> bool:
    """The in-place folds: a constant left operand of `arith.addi`/`muli`
    moves right, and of `arith.cmpi` too, the predicate mirrored
    (`sge %c, %x` → `sle %x, %c`); whether one applied."""
    if op.name not in ("arith.cmpi", "arith.addi", "arith.muli") or op.num_operands != 2 \
            or constant_value(op.operand(0)) is None or constant_value(op.operand(1)) is not None:
        return False
    if op.name != "arith.cmpi":
        op.set_operands([op.operand(1), op.operand(0)])
        return True
    pred = op.get_attr("predicate")
    word = _CMPI[pred.value]
    op.set_operands([op.operand(1), op.operand(0)])
    op.set_attr("predicate", IntegerAttr(_CMPI.index(_SWAPPED.get(word, word)), pred.type))
    return True
