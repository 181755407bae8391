"""A small canonicalizer: the part of mlir-opt's `--canonicalize` that the
conversion tests depend on.

* **Folders**: `register_folder(op_name, fn)`; `fn(op)` returns the values
  that replace |op|'s results, or None to keep it.
* **Constants** (ops with the `ConstantLike` trait, no operands and a
  `value` attribute, or folded without one) are
  uniqued per insertion block (the entry block of the nearest region whose
  parent is isolated from above) by name, attributes and result types, and
  moved to the front of that block as MLIR's operation folder does: a
  constant stays where it is when it already sits at the front or right
  after another constant the folder owns; otherwise it moves to the very
  front.
* **Dead code**: `Pure` ops (constants included, terminators never) whose results are unused
  are erased, repeatedly, newest first.

Ops are visited top-down (pre-order), like the greedy driver's default.
"""

from __future__ import annotations

from dfx.ir.core import Block, Operation, Value, WalkOrder
from dfx.ir.markers import ConstantLike, IsolatedFromAbove, Pure, Terminator

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Sequence, Tuple

__all__ = ["canonicalize", "register_folder"]

if TYPE_CHECKING:
    Folder = Callable[[Operation], Optional[Sequence[Value]]]
FOLDERS: Dict[str, Folder] = {}


def register_folder(op_name: str, fn: Folder) -> None:
    """Registers |fn| as the folder of |op_name| (replacing an earlier one)."""
    FOLDERS[op_name] = fn


def _insertion_block(op: Operation) -> Optional[Block]:
    block = op.parent
    while block is not None:
        region = block.parent
        owner = region.parent if region is not None else None
        if owner is None or owner.has_trait(IsolatedFromAbove) or owner.parent is None:
            return region.blocks[0] if region is not None and region.blocks else block
        block = owner.parent
    return None


def _items(d: Dict) -> Tuple:
    """|d|'s items sorted by key (a dictionary's keys are distinct)."""
    return tuple(d.items()) if len(d) < 2 else tuple(sorted(d.items(), key=_first))


def _first(item: Tuple) -> str:
    return item[0]


def _constant_key(op: Operation) -> Tuple:
    return (op.name, _items(op.properties), _items(op.attributes), tuple(op.result_types))


def _is_constant(op: Operation) -> bool:
    """A constant the folder owns: `ConstantLike`, no operands, one result
    and its value held in a `value` attribute or folded without one
    (`ConstantLike(without_value=True)`: `util.null`); ops that merely have
    no operands, like type tags, are left where they are."""
    c = op.get_trait(ConstantLike)
    return (c is not None and op.num_operands == 0 and not op.regions and op.num_results == 1
            and (c.without_value or op.get_attr("value") is not None))


def _trait_map(op: Operation) -> Dict:
    d = op.definition
    return d.trait_map if d is not None else _NO_TRAITS


_NO_TRAITS: Dict = {}


def canonicalize(root: Operation) -> None:
    """Canonicalizes everything nested in |root| in place."""
    ops = list(root.walk(WalkOrder.PRE, include_self=False))
    known: Dict[Tuple[int, Tuple], Operation] = {}
    owned: Dict[Operation, None] = {}
    erased: Dict[Operation, None] = {}
    for op in ops:
        if op in erased or op.parent is None:
            continue
        folder = FOLDERS.get(op.name)
        if folder is not None:
            new = folder(op)
            if new is not None:
                for r, v in zip(op.results, new):
                    r.replace_all_uses_with(v)
                for nested in op.walk(WalkOrder.POST):
                    erased[nested] = None
                op.erase()
                continue
        if ConstantLike not in _trait_map(op) or not _is_constant(op):
            continue
        block = _insertion_block(op)
        if block is None:
            continue
        key = (id(block), _constant_key(op))
        existing = known.get(key)
        if existing is not None:
            op.results[0].replace_all_uses_with(existing.results[0])
            erased[op] = None
            op.erase()
            continue
        known[key] = op
        prev = op.prev_op
        if op.parent is not block or (block.first_op is not op and prev not in owned):
            op.detach()
            block.prepend(op)
        owned[op] = None
    _erase_dead(root)


def _dead(op: Operation) -> bool:
    if op.parent is None or op.regions:
        return False
    traits = _trait_map(op)
    return Pure in traits and Terminator not in traits and not any(r.has_uses for r in op.results)


def _erase_dead(root: Operation) -> None:
    """Erases unused pure ops until none is left. The worklist starts with
    the ops dead now and takes in the producers of each erased op (an op
    only dies when a user goes); which ops go does not depend on the order."""
    worklist: List[Operation] = [op for op in root.walk(WalkOrder.PRE, include_self=False) if _dead(op)]
    queued: Dict[Operation, None] = {op: None for op in worklist}
    while worklist:
        op = worklist.pop()
        queued.pop(op, None)
        if not _dead(op):
            continue
        producers = [v.defining_op for v in op.operands if v.defining_op is not None]
        op.erase()
        for p in producers:
            if p not in queued:
                queued[p] = None
                worklist.append(p)
