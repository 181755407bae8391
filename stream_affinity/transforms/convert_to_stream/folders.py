"""Folders of flow ops (registered with `dfx.rewrite.register_folder`).

The conversion tries an illegal op's folder before its pattern, as MLIR's
dialect conversion does, and `canonicalize` uses the same folders. These
are the folds of iree-opt 3.2.0 that change conversion outputs:

* `flow.tensor.reshape` / `flow.tensor.bitcast` to the same type (and the
  same dynamic dims) → the source;
* `flow.tensor.update` whose update has the target's fully static type
  (a complete overwrite) → the update;
* `hal.tensor.export` of a `hal.tensor.import` to the type imported from
  → the imported buffer (view);
* `arith.select` choosing between one value twice, or on a constant
  `i1` condition → the chosen value.
"""

from __future__ import annotations

from dfx.ir.attributes import IntegerAttr
from dfx.ir.core import Operation
from dfx.ir.traits import operand_group
from dfx.rewrite import register_folder


def _same_shape_reshape(op: Operation):
    source = op.operand(0)
    if source.type != op.results[0].type:
        return None
    if operand_group(op, "source_dims") != operand_group(op, "result_dims"):
        return None
    return [source]


def _full_update(op: Operation):
    target = operand_group(op, "target")[0]
    update = operand_group(op, "update")[0]
    t = target.type
    if update.type != t or getattr(t, "shape", None) is None or any(d is None for d in t.shape):
        return None
    return [update]


def _export_of_import(op: Operation):
    source = op.operand(0).defining_op
    if source is None or source.name != "hal.tensor.import":
        return None
    if source.operand(0).type != op.results[0].type:
        return None
    return [source.operand(0)]


def fold_select(op: Operation):
    """`arith.select` of one value twice, or on a constant `i1`: the chosen
    value (as a one-element list), else None."""
    cond, on_true, on_false = op.operand(0), op.operand(1), op.operand(2)
    if on_true is on_false:
        return [on_true]
    source = cond.defining_op
    if source is None or source.name != "arith.constant":
        return None
    value = source.get_attr("value")
    if not isinstance(value, IntegerAttr) or getattr(value.type, "width", None) != 1:
        return None
    return [on_true if value.value else on_false]


def register_flow_folders() -> None:
    register_folder("arith.select", fold_select)
    register_folder("flow.tensor.reshape", _same_shape_reshape)
    register_folder("flow.tensor.bitcast", _same_shape_reshape)
    register_folder("flow.tensor.update", _full_update)
    register_folder("hal.tensor.export", _export_of_import)
