"""Affinity attributes: where a value lives or an op executes.

* `#hal.device.affinity<@dev>` / `#hal.device.affinity<@dev, [0, 1]>`: a device
  global plus a queue mask (no list: every queue, mask -1).
* `#hal.device.promise<@dev>` (same shape): a promise that a device of that
  name will exist.
* `#hal.device.optimal<[a, b]>`: "any of these" (later upstream addition).

Attributes are immutable value objects: equal iff same kind, device and
mask. They sort by their printed text (`sort_key`), which is how every
affinity list in our output is ordered.
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import Attribute, SymbolRefAttr, register_dialect_attribute

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Iterable, List, Optional, Sequence, Tuple

__all__ = [
    "AffinityAttr", "DeviceAffinityAttr", "DevicePromiseAttr", "DeviceOptimalAttr",
    "ALL_QUEUES", "are_compatible", "can_execute_together", "sort_affinities",
    "AFFINITY_ATTR_NAME", "DEFAULT_AFFINITY_ATTR_NAME",
]


ALL_QUEUES = -1
AFFINITY_ATTR_NAME = "stream.affinity"
DEFAULT_AFFINITY_ATTR_NAME = "stream.affinity.default"


class AffinityAttr(Attribute):
    """Base class of affinity attributes."""

    __slots__ = ()

    def is_executable_with(self, other: Optional["AffinityAttr"]) -> bool:
        """Whether work placed on `self` may run together with work on `other`."""
        return are_compatible(self, other)

    def join_and(self, other: Optional["AffinityAttr"]) -> Optional["AffinityAttr"]:
        return self

    def join_or(self, other: Optional["AffinityAttr"]) -> Optional["AffinityAttr"]:
        return self

    @property
    def sort_key(self) -> str:
        return str(self)


def _mask_text(mask: int) -> str:
    if mask == ALL_QUEUES:
        return ""
    bits = [str(i) for i in range(64) if mask & (1 << i)]
    return ", [" + ", ".join(bits) + "]"


def _mask_from_queues(queues: Optional[Sequence[int]]) -> int:
    if queues is None:
        return ALL_QUEUES
    mask = 0
    for q in queues:
        mask |= 1 << q
    return mask


class _DeviceQueueAttr(AffinityAttr):
    """Shared behaviour of device affinities and promises."""

    __slots__ = ()
    device: object
    mask: int

    def _same_kind(self, other) -> bool:
        return type(other) is type(self) and other.device == self.device

    def is_executable_with(self, other: Optional[AffinityAttr]) -> bool:
        if other is None:
            return True
        if not self._same_kind(other):
            return False
        m = self.mask & 0xFFFFFFFFFFFFFFFF
        o = other.mask & 0xFFFFFFFFFFFFFFFF  # type: ignore[attr-defined]
        return (m & o) == m

    def _with_mask(self, mask: int):
        if mask & 0xFFFFFFFFFFFFFFFF == 0xFFFFFFFFFFFFFFFF:
            mask = ALL_QUEUES
        return type(self)(self.device, mask)  # type: ignore[call-arg]

    def join_and(self, other: Optional[AffinityAttr]) -> Optional[AffinityAttr]:
        if other is None:
            return self
        if not can_execute_together(self, other):
            return None
        return self._with_mask(self.mask & other.mask)  # type: ignore[attr-defined]

    def join_or(self, other: Optional[AffinityAttr]) -> Optional[AffinityAttr]:
        if other is None:
            return self
        if not can_execute_together(self, other):
            return None
        return self._with_mask(self.mask | other.mask)  # type: ignore[attr-defined]

    @property
    def queues(self) -> Optional[List[int]]:
        if self.mask == ALL_QUEUES:
            return None
        return [i for i in range(64) if self.mask & (1 << i)]


@dataclass(frozen=True, slots=True)
class DeviceAffinityAttr(_DeviceQueueAttr):
    """`#hal.device.affinity<@device[, [queues]]>`."""

    device: SymbolRefAttr
    mask: int = ALL_QUEUES

    def __str__(self) -> str:
        return f"#hal.device.affinity<{self.device}{_mask_text(self.mask)}>"


@dataclass(frozen=True, slots=True)
class DevicePromiseAttr(_DeviceQueueAttr):
    """`#hal.device.promise<@device[, [queues]]>` (device is a plain name)."""

    device: str
    mask: int = ALL_QUEUES

    def __str__(self) -> str:
        return f"#hal.device.promise<{SymbolRefAttr(self.device)}{_mask_text(self.mask)}>"


@dataclass(frozen=True, slots=True)
class DeviceOptimalAttr(AffinityAttr):
    """`#hal.device.optimal<[a, b]>`: an ordered, non-empty set of device
    affinities/promises any of which is acceptable."""

    members: Tuple[AffinityAttr, ...]

    def __str__(self) -> str:
        return "#hal.device.optimal<[" + ", ".join(str(m) for m in self.members) + "]>"

    def is_executable_with(self, other: Optional[AffinityAttr]) -> bool:
        if other is None:
            return True
        if isinstance(other, DeviceOptimalAttr):
            return all(a.is_executable_with(b) for a in self.members for b in other.members)
        return all(a.is_executable_with(other) for a in self.members)

    def _join(self, other: Optional[AffinityAttr], use_or: bool) -> Optional[AffinityAttr]:
        if other is None:
            return self
        by_device: dict = {}
        for m in self.members:
            dev = getattr(m, "device", None)
            if dev is None:
                return None
            by_device[(type(m), dev)] = m
        incoming = other.members if isinstance(other, DeviceOptimalAttr) else (other,)
        for m in incoming:
            dev = getattr(m, "device", None)
            if dev is None:
                return None
            key = (type(m), dev)
            if key in by_device:
                joined = by_device[key].join_or(m) if use_or else by_device[key].join_and(m)
                if joined is None:
                    return None
                by_device[key] = joined
            elif use_or:
                by_device[key] = m
        return DeviceOptimalAttr(tuple(by_device.values()))

    def join_and(self, other):
        return self._join(other, use_or=False)

    def join_or(self, other):
        return self._join(other, use_or=True)


def are_compatible(desired: Optional[AffinityAttr], required: Optional[AffinityAttr]) -> bool:
    """Equal, or at least one unspecified (no fuzzy matching)."""
    if desired == required:
        return True
    return desired is None or required is None


def can_execute_together(lhs: Optional[AffinityAttr], rhs: Optional[AffinityAttr]) -> bool:
    if lhs == rhs:
        return True
    if lhs is None or rhs is None:
        return True
    return lhs.is_executable_with(rhs)


_TEXT_CACHE: dict = {}


def affinity_text(attr: AffinityAttr) -> str:
    """The printed text of |attr|, memoized (attributes are immutable and
    there are few distinct ones, while lookups sort them very often)."""
    text = _TEXT_CACHE.get(attr)
    if text is None:
        if len(_TEXT_CACHE) > 65536:
            _TEXT_CACHE.clear()
        text = _TEXT_CACHE[attr] = str(attr)
    return text


def sort_affinities(attrs: Iterable[AffinityAttr]) -> List[AffinityAttr]:
    """Affinities sorted by their printed text (stable)."""
    out = list(attrs)
    if len(out) > 1:
        out.sort(key=affinity_text)
    return out


#===----------------------------------------------------------------------===#
# Parsing (registered with dfx's attribute parser)
#===----------------------------------------------------------------------===#


def _parse_device_and_queues(p):
    p.parse_punctuation("<")
    ref = p.parse_symbol_ref()
    queues = None
    if p.parse_optional_punctuation(","):
        queues = p.parse_comma_separated_list("square", p.parse_integer)
        for q in queues:
            if not 0 <= q < 64:
                p.error(f"queue ordinal {q} out of range [0, 64)")
    p.parse_punctuation(">")
    return ref, _mask_from_queues(queues)


def _parse_affinity(p) -> DeviceAffinityAttr:
    ref, mask = _parse_device_and_queues(p)
    return DeviceAffinityAttr(ref, mask)


def _parse_promise(p) -> DevicePromiseAttr:
    ref, mask = _parse_device_and_queues(p)
    if ref.nested:
        p.error("device promise takes a plain device name")
    return DevicePromiseAttr(ref.root, mask)


def _parse_optimal(p) -> DeviceOptimalAttr:
    loc = p.location()
    p.parse_punctuation("<")
    members = p.parse_comma_separated_list("square", p.parse_attribute)
    p.parse_punctuation(">")
    if not members:
        p.error("#hal.device.optimal needs at least one affinity", loc)
    for m in members:
        if not isinstance(m, (DeviceAffinityAttr, DevicePromiseAttr)):
            p.error(f"#hal.device.optimal members must be device affinities or promises, got {m}", loc)
    return DeviceOptimalAttr(tuple(members))


register_dialect_attribute("hal.device.affinity", _parse_affinity)
register_dialect_attribute("hal.device.promise", _parse_promise)
register_dialect_attribute("hal.device.optimal", _parse_optimal)
