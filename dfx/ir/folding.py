"""Folding: what an op computes when some of its operands are constants.

An op definition may carry a folder (`OpDef.fold`), like MLIR's `fold`
hook:

    def fold(op: Operation, operands: list[Attribute | None]) -> FoldOutcome

`operands[i]` is the constant attribute of operand i (`IntegerAttr`,
`FloatAttr`, `DenseElementsAttr`, ...) or None when it is not known. The
folder returns None when it cannot fold, else one entry per result: an
`Attribute` (the result is that constant) or an existing `Value` (the
result is that value, e.g. `x + 0` is `x`). A folder never changes the IR
and never folds where MLIR's folder does not (division by zero, signed
overflow of a division, shifts by the bit width or more, float conversions
that lose information: no fold, because the result would be poison or
undefined).

`fold_op(op)` runs an op's folder with the constants its operands come
from (`constant_value`), or with the attributes an analysis supplies
(`fold_op(op, [attr_or_None, ...])`, the way a sparse constant
propagation uses it). Element-wise folders accept splat and non-splat
`DenseElementsAttr` operands of static shape and return the same kind.
"""

from __future__ import annotations

from dfx.ir.attributes import (Attribute, DenseElementsAttr, FloatAttr, FloatType, IndexType, IntegerAttr,
                               IntegerType, TensorType, Type, VectorType)
from dfx.ir.core import Operation, Value
from dfx.ir.markers import ConstantLike
from dfx.ir.numerics import FLOAT_FORMATS, INDEX_WIDTH, round_float, wrap
from dfx.support.lazy import lazy_type_aliases

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, List, Optional, Sequence, Union

__all__ = [
    "FoldResult", "constant_value", "fold_op", "int_width", "element_type", "scalar_attr", "elementwise",
    "float_format", "make_scalar",
]

if TYPE_CHECKING:
    FoldResult = Union[Attribute, Value]
else:
    lazy_type_aliases(globals(), FoldResult="Union[Attribute, Value]")
"""What a folder gives for one result: a constant or an existing value."""


def constant_value(value: Value) -> Optional[Attribute]:
    """The constant |value| holds when it is the result of a `ConstantLike`
    op (its folder's answer, else its `value` attribute), or None."""
    op = value.defining_op
    if op is None or not op.has_trait(ConstantLike):
        return None
    fold = op.definition.fold
    if fold is not None:
        r = fold(op, [])
        if r:
            a = r[value.index] if value.index < len(r) else None
            return a if isinstance(a, Attribute) else None
    a = op.get_attr("value")
    return a if isinstance(a, Attribute) else None


def fold_op(op: Operation, operands: Optional[Sequence[Optional[Attribute]]] = None) -> Optional[List[FoldResult]]:
    """What |op|'s folder says (one entry per result), or None (no folder,
    or it cannot fold). Without |operands|, each operand's constant comes
    from `constant_value`."""
    d = op.definition
    if d is None or d.fold is None:
        return None
    if operands is None:
        operands = [constant_value(v) for v in op.operands]
    r = d.fold(op, list(operands))
    if not r or len(r) != op.num_results:
        return None
    return list(r)


# -- helpers for folders -----------------------------------------------------------------------


def element_type(t: Type) -> Type:
    """The element type of a tensor or vector, else |t|."""
    return t.element if isinstance(t, (TensorType, VectorType)) else t


def int_width(t: Type) -> Optional[int]:
    """The bit width folds use for integer-like |t| (`index`: 64), or None."""
    t = element_type(t)
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, IndexType):
        return INDEX_WIDTH
    return None


def float_format(t: Type) -> Optional[str]:
    """The float format name of float-like |t| when folders compute in it."""
    t = element_type(t)
    if isinstance(t, FloatType) and t.name in FLOAT_FORMATS:
        return t.name
    return None


def scalar_attr(a: Optional[Attribute]):
    """The Python value of a scalar constant (int, float), else None."""
    if isinstance(a, IntegerAttr):
        return a.value
    if isinstance(a, FloatAttr):
        return a.value
    return None


def make_scalar(value, t: Type) -> Attribute:
    """The constant attribute of scalar type |t| holding |value|."""
    if isinstance(t, FloatType):
        return FloatAttr(value, t)
    width = int_width(t)
    return IntegerAttr(wrap(int(value), width) if width else int(value), t)


def _values(a: Attribute):
    """(is_shaped, values) of a constant operand, or None. Float values are
    rounded to their type (a literal is read as binary64 text)."""
    if isinstance(a, IntegerAttr):
        return False, (a.value,)
    if isinstance(a, FloatAttr):
        fmt = float_format(a.type)
        return False, ((round_float(a.value, fmt) if fmt else a.value),)
    if isinstance(a, DenseElementsAttr):
        if a.is_splat:
            v = a.splat_value
            vals = (v,) if v is not None else None
        else:
            vals = a.values()
        if vals is None:
            return None
        fmt = float_format(a.type)
        if fmt is not None:
            vals = tuple(round_float(float(v), fmt) for v in vals)
        return True, vals
    return None


def elementwise(operands: Sequence[Optional[Attribute]], result_type: Type,
                fn: Callable[..., object]) -> Optional[Attribute]:
    """Applies |fn| (Python values of one element of each operand → the
    result element, or None: no fold) to constant |operands| of the same
    shape: scalars give a scalar of |result_type|, dense attributes (splat
    or not) a dense attribute of |result_type|. None when an operand is not
    a known constant or |fn| refuses an element."""
    decoded = []
    for a in operands:
        if a is None:
            return None
        d = _values(a)
        if d is None:
            return None
        decoded.append(d)
    shaped = any(d[0] for d in decoded)
    if not shaped:
        r = fn(*(d[1][0] for d in decoded))
        return None if r is None else make_scalar(r, result_type)
    if not isinstance(result_type, (TensorType, VectorType)):
        return None
    n = max(len(d[1]) for d in decoded)
    columns = []
    for _, vals in decoded:
        if len(vals) == n:
            columns.append(vals)
        elif len(vals) == 1:
            columns.append(vals * n)
        else:
            return None
    elem = result_type.element
    width = int_width(elem)
    out = []
    for i in range(n):
        r = fn(*(c[i] for c in columns))
        if r is None:
            return None
        if isinstance(elem, IntegerType) and elem.width == 1:
            r = bool(int(r) & 1)
        elif width is not None:
            r = wrap(int(r), width)
        elif isinstance(elem, FloatType) and elem.name in FLOAT_FORMATS:
            r = round_float(r, elem.name)
        out.append(r)
    if n > 1 and all(v == out[0] and type(v) is type(out[0]) for v in out):
        out = out[:1]
    return DenseElementsAttr.from_values(out, result_type)
