"""Device topology: which devices can use each other's memory.

`#hal.device.topology<links = [(@a -> @b = {unified_memory = true}), ...]>`
lists *directed* links between device globals. Each link has two flags,
both false by default:

* `unified_memory`: the devices share memory (a value produced on `@a` can
  be read on `@b` without a copy);
* `transparent_access`: `@b` can read `@a`'s memory directly (possibly
  slower, still no copy needed);

and an optional dictionary of extra properties. The attribute is read
from the `stream.topology` attribute of an enclosing module (the nearest
one carrying it).

Queries (`DeviceTopology`):

* `link(src, dst)`: the first link from `src` to `dst` (device symbol names);
* `has_unified_memory` / `has_transparent_access` / `can_access(a, b)`;
* `requires_transfer(a, b)`: False when both affinities name the same
  device or a link `a -> b` has one of the flags; True otherwise (missing
  link, unknown affinity, `#hal.device.optimal`).

How affinities map to device symbols (`device_symbol`):
`#hal.device.affinity<@dev[, queues]>` and `#hal.device.promise<@dev>` map to
the leaf name of their device (queue masks are ignored, so an affinity and
a promise of the same device are the same device); anything else, including
`#hal.device.optimal<[...]>`, maps to no device (iree-opt 3.13 keeps a
transfer from or to an optimal affinity whatever the links say).

Printing matches iree-opt 3.13 byte for byte: flags in the fixed order
`unified_memory, transparent_access`, false flags omitted, the extra
dictionary printed only when it was written (even empty).
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import (ArrayAttr, Attribute, DictionaryAttr, IntegerAttr, SymbolRefAttr, UnitAttr, i64,
                               register_dialect_attribute)

from stream_affinity.analysis.attributes import AffinityAttr, DeviceAffinityAttr, DevicePromiseAttr

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Optional, Tuple

__all__ = [
    "DeviceLink", "DeviceTopology", "TOPOLOGY_ATTR_NAME", "device_symbol", "lookup_topology", "parse_device_link",
]

TOPOLOGY_ATTR_NAME = "stream.topology"

_FLAGS = ("unified_memory", "transparent_access")


@dataclass(frozen=True, slots=True)
class DeviceLink:
    """One directed link `(@source -> @target = {flags}[, {extra}])`."""

    source: SymbolRefAttr
    target: SymbolRefAttr
    unified_memory: bool = False
    transparent_access: bool = False
    extra: Optional[DictionaryAttr] = None

    def __str__(self) -> str:
        flags = [f"{name} = true" for name in _FLAGS if getattr(self, name)]
        text = f"({self.source} -> {self.target} = {{{', '.join(flags)}}}"
        if self.extra is not None:
            text += f", {_format_value(self.extra, False)}"
        return text + ")"


def _format_value(attr: Attribute, in_array: bool) -> str:
    """MLIR's text of a value of the extra dictionary: `i64` integers show
    their type except directly inside arrays (as iree-opt prints them)."""
    if isinstance(attr, DictionaryAttr):
        parts = [k if isinstance(v, UnitAttr) else f"{k} = {_format_value(v, False)}" for k, v in attr.entries]
        return "{" + ", ".join(parts) + "}"
    if isinstance(attr, ArrayAttr):
        return "[" + ", ".join(_format_value(a, True) for a in attr.elements) + "]"
    if isinstance(attr, IntegerAttr) and attr.type == i64 and not in_array:
        return f"{attr.value} : i64"
    return str(attr)


@dataclass(frozen=True, slots=True)
class DeviceTopology(Attribute):
    """`#hal.device.topology<links = [...]>` (at least one link)."""

    links: Tuple[DeviceLink, ...]

    def __str__(self) -> str:
        return "#hal.device.topology<links = [" + ", ".join(str(l) for l in self.links) + "]>"

    def link(self, source: str, target: str) -> Optional[DeviceLink]:
        """The first link from device |source| to device |target| (leaf names)."""
        for l in self.links:
            if l.source.leaf == source and l.target.leaf == target:
                return l
        return None

    def _flag(self, a: Optional[AffinityAttr], b: Optional[AffinityAttr], name: str) -> bool:
        sa, sb = device_symbol(a), device_symbol(b)
        if sa is None or sb is None:
            return False
        if sa == sb:
            return True
        l = self.link(sa, sb)
        return l is not None and getattr(l, name)

    def has_unified_memory(self, a: Optional[AffinityAttr], b: Optional[AffinityAttr]) -> bool:
        """Whether |a| and |b| share memory along the link a -> b (same device: yes)."""
        return self._flag(a, b, "unified_memory")

    def has_transparent_access(self, a: Optional[AffinityAttr], b: Optional[AffinityAttr]) -> bool:
        """Whether |b| can read |a|'s memory directly (same device: yes)."""
        return self._flag(a, b, "transparent_access")

    def can_access(self, a: Optional[AffinityAttr], b: Optional[AffinityAttr]) -> bool:
        """Whether a value living on |a| can be used on |b| without a copy."""
        return self.has_unified_memory(a, b) or self.has_transparent_access(a, b)

    def requires_transfer(self, a: Optional[AffinityAttr], b: Optional[AffinityAttr]) -> bool:
        """Whether moving a value from |a| to |b| needs a real transfer."""
        return not self.can_access(a, b)


def device_symbol(attr: Optional[Attribute]) -> Optional[str]:
    """The device an affinity names: the leaf symbol of a device affinity or
    promise (queues ignored); None for anything else."""
    if isinstance(attr, DeviceAffinityAttr):
        return attr.device.leaf
    if isinstance(attr, DevicePromiseAttr):
        return attr.device
    return None


def lookup_topology(op) -> Optional[DeviceTopology]:
    """The `stream.topology` of |op| or its nearest ancestor carrying one."""
    for cur in op.ancestors():
        a = cur.get_attr(TOPOLOGY_ATTR_NAME)
        if isinstance(a, DeviceTopology):
            return a
    return None


#===----------------------------------------------------------------------===#
# Parsing
#===----------------------------------------------------------------------===#


def _parse_flag_value(p, name: str) -> bool:
    loc = p.location()
    v = p.parse_attribute()
    if isinstance(v, IntegerAttr):
        return v.value != 0
    p.error(f"expected a boolean for '{name}', got {v}", loc)
    return False


def parse_device_link(p) -> DeviceLink:
    """One `(@a -> @b = {flags}[, {extra}])` link (|p|: a dfx parser)."""
    p.parse_punctuation("(")
    source = p.parse_symbol_ref()
    p.parse_punctuation("->")
    target = p.parse_symbol_ref()
    p.parse_punctuation("=")
    p.parse_punctuation("{")
    flags: Dict[str, bool] = {}
    if not p.parse_optional_punctuation("}"):
        while True:
            loc = p.location()
            name = p.parse_bare_id()
            if name not in _FLAGS or name in flags:
                p.error(f"duplicate or unknown device link flag: {name}", loc)
            p.parse_punctuation("=")
            flags[name] = _parse_flag_value(p, name)
            if p.parse_optional_punctuation("}"):
                break
            p.parse_punctuation(",")
    extra = None
    if p.parse_optional_punctuation(","):
        loc = p.location()
        d = p.parse_attribute()
        if not isinstance(d, DictionaryAttr):
            p.error(f"expected a dictionary of extra link properties, got {d}", loc)
        extra = d
    p.parse_punctuation(")")
    return DeviceLink(source, target, flags.get("unified_memory", False),
                      flags.get("transparent_access", False), extra)


def _parse_topology(p) -> DeviceTopology:
    p.parse_punctuation("<")
    p.parse_keyword("links")
    p.parse_punctuation("=")
    loc = p.location()
    links = p.parse_comma_separated_list("square", lambda: parse_device_link(p))
    if not links:
        p.error("#hal.device.topology needs at least one link", loc)
    p.parse_punctuation(">")
    return DeviceTopology(tuple(links))


register_dialect_attribute("hal.device.topology", _parse_topology)
