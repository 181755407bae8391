"""IREE-specific op interfaces: affinity, streamability and resource sizes.

Like the generic traits of `dfx.ir.traits`, each interface here is a frozen,
stateless object listed in an op's `OpDef.traits`; analyses ask
`op.get_trait(AffinityOp)` and never switch on op names. Per-op differences
are constructor parameters (or, for `stream.async.transfer`, a subclass).

Also here: small type predicates shared by the analyses
(`is_affinity_type`, `is_resource_type`, `resource_lifetime`).
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import Attribute, DialectAttr, DialectType, TensorType, Type, register_dialect_type
from dfx.ir.core import Operation, Value
from dfx.ir.traits import GlobalOp, Trait, operand_group_range

from stream_affinity.analysis.attributes import AffinityAttr

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional, Tuple, Union

__all__ = [
    "AffinityOp", "TransferAffinityOp", "StreamableOp", "TimelineOp", "TIMELINE",
    "SizeAware", "FixedSizeAware", "GroupSizeAware", "PairedSizeAware",
    "AFFINITY_ATTR_NAMES", "RESOURCE_LIFETIMES",
    "is_affinity_attr", "is_affinity_type", "is_resource_type", "is_timepoint_type",
    "resource_lifetime",
]


#===----------------------------------------------------------------------===#
# Type and attribute predicates
#===----------------------------------------------------------------------===#

RESOURCE_LIFETIMES = ("*", "external", "staging", "transient", "variable", "constant")
"""Lifetimes a `!stream.resource<L>` may carry (`*` means unknown)."""

def _parse_resource_type(p) -> DialectType:
    """`!stream.resource<L>` with L one of `RESOURCE_LIFETIMES` (iree-opt's
    wording for anything else)."""
    at = p.mark() - len("resource")  # iree-opt points at the type's name
    p.parse_punctuation("<")
    if p.parse_optional_punctuation("*"):
        lifetime = "*"
    else:
        lifetime = p.parse_optional_bare_id() or ""
        if lifetime not in RESOURCE_LIFETIMES:
            p.error(f"unknown lifetime value: {lifetime}", at)
    p.parse_punctuation(">")
    return DialectType("stream", "resource", lifetime)


register_dialect_type("stream.resource", _parse_resource_type)

AFFINITY_ATTR_NAMES = frozenset({"hal.device.affinity", "hal.device.promise", "hal.device.optimal"})
"""Full names of the dialect attributes that denote an affinity."""


def is_resource_type(t: Optional[Type]) -> bool:
    """True for `!stream.resource<...>` of any lifetime."""
    return isinstance(t, DialectType) and t.dialect == "stream" and t.name == "resource"


def dispatch_tensor_dynamic_dims(t: Optional[Type]) -> int:
    """How many `?` sizes the tensor of a `!flow.dispatch.tensor<access:tensor<...>>`
    (or `!iree_tensor_ext.dispatch.tensor<...>`) has; 0 for any other type."""
    if not isinstance(t, DialectType) or t.name != "dispatch.tensor" or not t.params:
        return 0
    body = t.params.split(":", 1)[-1]
    inner = body[body.find("<") + 1:] if "<" in body else body
    count = 0
    for part in inner.split("x"):
        part = part.strip()
        if part == "?":
            count += 1
        elif not part.isdigit():
            break
    return count


def is_timepoint_type(t: Optional[Type]) -> bool:
    """True for `!stream.timepoint`."""
    return isinstance(t, DialectType) and t.dialect == "stream" and t.name == "timepoint"


def resource_lifetime(t: Optional[Type]) -> Optional[str]:
    """The lifetime of a `!stream.resource<L>` type (`'*'`, `'external'`,
    `'staging'`, `'transient'`, `'variable'` or `'constant'`), or None when
    |t| is not a resource type."""
    if not is_resource_type(t):
        return None
    params = t.params  # type: ignore[union-attr]
    return "*" if params is None else params.strip()


def is_affinity_type(t: Optional[Type]) -> bool:
    """R6.1.1: ranked tensors and stream resources (any lifetime) carry an
    affinity; nothing else does."""
    if isinstance(t, TensorType):
        return t.shape is not None
    return is_resource_type(t)


def is_affinity_attr(a: object) -> bool:
    """Whether |a| is an affinity attribute: an instance of
    `stream_affinity.analysis.attributes.AffinityAttr`, or an opaque dialect attribute
    named `#hal.device.affinity`, `#hal.device.promise` or
    `#hal.device.optimal`."""
    if a is None:
        return False
    if isinstance(a, AffinityAttr):
        return True
    if isinstance(a, DialectAttr):
        return a.full_name in AFFINITY_ATTR_NAMES
    return getattr(a, "full_name", None) in AFFINITY_ATTR_NAMES


#===----------------------------------------------------------------------===#
# Affinity-op interface (SPEC section 6.4)
#===----------------------------------------------------------------------===#


@dataclass(frozen=True)
class AffinityOp(Trait):
    """The op has (or may be given) an affinity: where it executes.

    Parameters:
    * `requires`: `requires_affinity()` answer (the op must be placed).
    * `requires_if_tensor`: overrides `requires`; the op requires an
      affinity iff its value is a tensor (the global's type for global ops,
      result 0 otherwise) - `util.global`, `arith.constant`.
    * `pins`: `pins_value_affinity()` answer under the 3.2.0 (seed) rules:
      True, False, or `"if_set"` (the op pins only while it carries an
      affinity - ops that exist only in current releases, modelled as
      upstream models them there).
    * `current_pins`: the same answer under the current upstream rules
      (`pins_value_affinity(op, current=True)`); None means "as `pins`".
      3.13 made imports/exports/aliases pin only with an `on(...)` and made
      `flow.tensor.barrier` pin (SPEC-CURRENT R9).
    * `attr_name`: the attribute holding the affinity (`stream.affinity`,
      `affinity`, `target`...).
    """

    requires: bool = True
    requires_if_tensor: bool = False
    pins: Union[bool, str] = False
    attr_name: str = "stream.affinity"
    current_pins: Optional[Union[bool, str]] = None

    def requires_affinity(self, op: Operation) -> bool:
        """Whether |op| must be assigned an affinity."""
        if self.requires_if_tensor:
            g = op.get_trait(GlobalOp)
            if g is not None:
                t = g.global_type(op)
            else:
                t = op.results[0].type if op.results else None
            return isinstance(t, TensorType)
        return self.requires

    def pins_value_affinity(self, op: Operation, current: bool = False) -> bool:
        """Whether |op| pins the affinity of the values it consumes/produces
        (under the current upstream rules when |current| is set)."""
        rule = self.current_pins if current and self.current_pins is not None else self.pins
        if rule == "if_set":
            return self.get_affinity(op) is not None
        return bool(rule)

    def get_affinity(self, op: Operation) -> Optional[Attribute]:
        """The op's affinity attribute, or None when absent or not an
        affinity attribute."""
        a = op.get_attr(self.attr_name)
        return a if is_affinity_attr(a) else None

    def set_affinity(self, op: Operation, attr: Optional[Attribute]) -> None:
        """Stores |attr| as the op's affinity (None removes it)."""
        _store(op, self.attr_name, attr)


def _store(op: Operation, name: str, attr: Optional[Attribute]) -> None:
    if attr is None:
        op.remove_attr(name)
    else:
        op.set_attr(name, attr)


@dataclass(frozen=True)
class TransferAffinityOp(AffinityOp):
    """`stream.async.transfer`: the execution affinity is one of the
    `source_affinity` (`from(...)`) / `result_affinity` (`to(...)`)
    attributes, chosen from the lifetimes of the source type S (operand 0)
    and result type R (result 0).

    `get_affinity` follows R6.5.2 (first match wins): S and R staging →
    source; S external or staging → result; R external or staging → source;
    otherwise → source. `set_affinity` still follows the older split R6.5.3:
    S and R staging → source; S staging → result; R staging → source;
    otherwise → result. The asymmetry is intentional (upstream behaviour).
    """

    attr_name: str = "affinity"
    source_attr: str = "source_affinity"
    result_attr: str = "result_affinity"
    execution_attr: str = "execution_affinity"
    """Current releases: an explicit `on(...)` execution affinity, which
    then is the op's affinity whatever the lifetimes."""

    def _lifetimes(self, op: Operation) -> Tuple[Optional[str], Optional[str]]:
        s = resource_lifetime(op.operand(0).type) if op.num_operands else None
        r = resource_lifetime(op.results[0].type) if op.results else None
        return s, r

    def execution_affinity_attr_name(self, op: Operation) -> str:
        """Name of the attribute `get_affinity` reads (R6.5.2)."""
        s, r = self._lifetimes(op)
        if s == "staging" and r == "staging":
            return self.source_attr
        if s in ("external", "staging"):
            return self.result_attr
        if r in ("external", "staging"):
            return self.source_attr
        return self.source_attr

    def settable_affinity_attr_name(self, op: Operation) -> str:
        """Name of the attribute `set_affinity` writes (R6.5.3)."""
        s, r = self._lifetimes(op)
        if s == "staging" and r == "staging":
            return self.source_attr
        if s == "staging":
            return self.result_attr
        if r == "staging":
            return self.source_attr
        return self.result_attr

    def get_affinity(self, op: Operation) -> Optional[Attribute]:
        a = op.get_attr(self.execution_attr)
        if is_affinity_attr(a):
            return a
        a = op.get_attr(self.execution_affinity_attr_name(op))
        return a if is_affinity_attr(a) else None

    def set_affinity(self, op: Operation, attr: Optional[Attribute]) -> None:
        _store(op, self.settable_affinity_attr_name(op), attr)

    def source_affinity(self, op: Operation) -> Optional[Attribute]:
        """The `from(...)` affinity, if any."""
        a = op.get_attr(self.source_attr)
        return a if is_affinity_attr(a) else None

    def result_affinity(self, op: Operation) -> Optional[Attribute]:
        """The `to(...)` affinity, if any."""
        a = op.get_attr(self.result_attr)
        return a if is_affinity_attr(a) else None


#===----------------------------------------------------------------------===#
# Streamable ops
#===----------------------------------------------------------------------===#


@dataclass(frozen=True)
class StreamableOp(Trait):
    """The op may be scheduled into a `stream.async.execute` region.

    The flags are per op kind (R5.1.1), so they are plain fields:
    * `is_metadata`: only changes metadata (alloca, constant, barrier);
    * `prefer_clone_to_consumers`: cheap to rematerialize in each consumer's
      partition (splat, alloca, clone);
    * `is_sync`: a cross-partition synchronization point that joins its
      producer's partition (`stream.async.barrier`, `stream.async.transfer`;
      SPEC 9.3).
    """

    is_metadata: bool = False
    prefer_clone_to_consumers: bool = False
    is_sync: bool = False


#===----------------------------------------------------------------------===#
# Timeline ops
#===----------------------------------------------------------------------===#


@dataclass(frozen=True)
class TimelineOp(Trait):
    """The op takes part in the device timeline (IREE's
    `Stream_TimelineOp`): it waits on its `!stream.timepoint` operands
    before it runs and, when it has a `!stream.timepoint` result, signals
    it once it is done. Executes, joins, awaits, queue allocations and
    file and parameter transfers are timeline ops; `stream.timepoint.export`
    and `chain_external` are not (checked against iree-opt 3.2.0)."""

    def await_timepoints(self, op: Operation) -> Tuple[Value, ...]:
        """The timepoints |op| waits on (its timepoint operands)."""
        return tuple(v for v in op.operands if is_timepoint_type(v.type))

    def result_timepoint(self, op: Operation) -> Optional[Value]:
        """The timepoint |op| signals, if any."""
        for r in op.results:
            if is_timepoint_type(r.type):
                return r
        return None


TIMELINE = TimelineOp()


#===----------------------------------------------------------------------===#
# Size-aware ops (SPEC 5.8)
#===----------------------------------------------------------------------===#


class SizeAware(Trait):
    """The op knows the byte size of each resource it consumes or produces.

    `operand_size(op, i)` / `result_size(op, i)` return the `index` Value
    holding the size of operand/result |i|, or None when that operand/result
    is not a sized resource. Subclasses describe the layout.
    """

    def operand_size(self, op: Operation, index: int) -> Optional[Value]:
        """Size of absolute operand |index|, or None."""
        return None

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        """Size of result |index|, or None."""
        return None


def _operand_or_none(op: Operation, index: Optional[int]) -> Optional[Value]:
    if index is None or index < 0 or index >= op.num_operands:
        return None
    return op.operand(index)


@dataclass(frozen=True)
class FixedSizeAware(SizeAware):
    """Fixed-arity layout: `operands` maps absolute operand index → index of
    its size operand; `results` maps result index → index of its size
    operand."""

    operands: Tuple[Tuple[int, int], ...] = ()
    results: Tuple[Tuple[int, int], ...] = ()

    def operand_size(self, op: Operation, index: int) -> Optional[Value]:
        for o, s in self.operands:
            if o == index:
                return _operand_or_none(op, s)
        return None

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        for r, s in self.results:
            if r == index:
                return _operand_or_none(op, s)
        return None


def _resource_rank(values, position: int) -> Optional[int]:
    """Among |values|, how many resource-typed values precede |position|
    (None if the value at |position| is not a resource)."""
    if not is_resource_type(values[position].type):
        return None
    return sum(1 for v in values[:position] if is_resource_type(v.type))


@dataclass(frozen=True)
class GroupSizeAware(SizeAware):
    """Variadic layout with named operand groups (`OperandSegments`).

    The k-th resource-typed operand of group `operand_group` has its size at
    position k of group `operand_size_group` (non-resource operands, e.g.
    `i32` push constants of a dispatch, have no size). The k-th
    resource-typed result has its size at position k of `result_size_group`;
    with `results_mirror_operands` set, result i instead has the size of
    operand i of `operand_group` (`stream.timepoint.await`).
    """

    operand_group: str = "resource_operands"
    operand_size_group: str = "resource_operand_sizes"
    result_size_group: Optional[str] = "result_sizes"
    results_mirror_operands: bool = False

    def operand_size(self, op: Operation, index: int) -> Optional[Value]:
        start, n = operand_group_range(op, self.operand_group)
        if not start <= index < start + n:
            return None
        group = op.operands[start:start + n]
        k = _resource_rank(group, index - start)
        if k is None:
            return None
        s_start, s_n = operand_group_range(op, self.operand_size_group)
        return op.operand(s_start + k) if k < s_n else None

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        if index >= op.num_results:
            return None
        if self.results_mirror_operands:
            start, n = operand_group_range(op, self.operand_group)
            return self.operand_size(op, start + index) if index < n else None
        if self.result_size_group is None:
            return None
        k = _resource_rank(op.results, index)
        if k is None:
            return None
        s_start, s_n = operand_group_range(op, self.result_size_group)
        return op.operand(s_start + k) if k < s_n else None


@dataclass(frozen=True)
class PairedSizeAware(SizeAware):
    """Operands are N resources followed by their N sizes, without segment
    sizes (`stream.yield`: same-sized variadic groups). Results, if any,
    mirror the resources."""

    def operand_size(self, op: Operation, index: int) -> Optional[Value]:
        n = op.num_operands // 2
        if index < n and is_resource_type(op.operand(index).type):
            return op.operand(n + index)
        return None

    def result_size(self, op: Operation, index: int) -> Optional[Value]:
        return self.operand_size(op, index)
