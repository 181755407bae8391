"""The `stream` dialect's types and attributes as declarative-format
constraints (`dfx.syntax.declarative`), and the `custom<...>` directives
the stream ops defined with the engine share: `DispatchResources` (the
`{ ro %r[%offset for %length] : T{%size}, ... }` list of command dispatches
and collectives).
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, Attribute, DialectType, IntegerAttr, IntegerType
from dfx.syntax.declarative import TYPES, AttrSpec, TypeSpec, one_of_types, register_attr, register_directive, register_type
from stream_affinity.analysis.interfaces import is_resource_type, is_timepoint_type, resource_lifetime
from stream_affinity.dialects.common import current_indent
from stream_affinity.dialects.hal_types import StrippedDialectAttr

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional

__all__ = ["ACCESS_KEYWORDS", "ACCESS_NAMES", "parse_access", "print_access"]

_LIFETIMES = "resource or external resource or transient resource or variable resource or constant resource"

register_type("Stream_AnyStreamResource",
              TypeSpec(_LIFETIMES, lambda t: is_resource_type(t) and resource_lifetime(t) != "staging"))
register_type("Stream_AnyResource", TypeSpec(_LIFETIMES + " or staging resource", is_resource_type))
register_type("Stream_StagingResource",
              TypeSpec("staging resource", lambda t: is_resource_type(t) and resource_lifetime(t) == "staging"))
register_type("Stream_Timepoint", TypeSpec("a timepoint indicating execution availability", is_timepoint_type,
                                           DialectType("stream", "timepoint")))
register_type("Stream_Channel", TypeSpec("channel", lambda t: isinstance(t, DialectType) and t.dialect == "stream"
                                         and t.name == "channel", DialectType("stream", "channel")))
register_type("Stream_TestFence", TypeSpec("Test-only fence type for timeline-aware op testing.",
                                           lambda t: isinstance(t, DialectType) and t.dialect == "stream"
                                           and t.name == "test.fence", DialectType("stream", "test.fence")))
register_type("Stream_Size", TYPES["Index"])
register_type("Stream_Offset", TYPES["Index"])
register_type("Stream_PrimitiveType", one_of_types(TYPES["Index"], TYPES["AnySignlessInteger"], TYPES["AnyFloat"],
                                                   description="index or integer or floating-point"))
register_type("Stream_NativeFillPatternType", one_of_types(TYPES["I8"], TYPES["I16"], TYPES["I32"], TYPES["I64"],
                                                           description="8-bit signless integer or 16-bit signless "
                                                                       "integer or 32-bit signless integer or 64-bit "
                                                                       "signless integer"))
register_type("Util_BufferOrNone", TYPES["Util_BufferType"])

register_attr("Stream_CollectiveAttr", StrippedDialectAttr("stream", "collective",
                                                           "collective operation and specification"))


class _AffinityAttr(AttrSpec):
    """`Stream_AffinityAttr`: any affinity attribute, written in full."""

    description = "defines execution context affinity"


register_attr("Stream_AffinityAttr", _AffinityAttr())


class _AccessArray(AttrSpec):
    """`Stream_ResourceAccessArrayAttr`: one `i32` access bitfield per resource."""

    description = "access array attribute"

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, ArrayAttr) and all(isinstance(e, IntegerAttr) for e in attr)


register_attr("Stream_ResourceAccessArrayAttr", _AccessArray())


#===----------------------------------------------------------------------===#
# custom<DispatchResources>: `{ ro %r[%o for %l] : T{%s}, ... }`
#===----------------------------------------------------------------------===#

ACCESS_KEYWORDS = {"ro": 1, "wo": 2, "rw": 3}
ACCESS_NAMES = {v: k for k, v in ACCESS_KEYWORDS.items()}


def parse_access(p) -> Optional[IntegerAttr]:
    """`ro`, `wo` or `rw` as an access bitfield, or None (nothing read)."""
    for word, value in ACCESS_KEYWORDS.items():
        if p.parse_optional_keyword(word):
            return IntegerAttr(value, IntegerType(32))
    return None


def print_access(pr, attr) -> None:
    value = attr.value if isinstance(attr, IntegerAttr) else 3
    pr.print(ACCESS_NAMES.get(value, "rw"))


def _parse_dispatch_resources(p):
    resources, types, sizes, offsets, lengths, accesses = [], [], [], [], [], []

    def one():
        access = parse_access(p)
        if access is None:
            p.error("expected `ro`, `wo` or `rw`")
        accesses.append(access)
        resources.append(p.parse_unresolved_operand())
        p.parse_punctuation("[")
        offsets.append(p.parse_unresolved_operand())
        p.parse_keyword("for")
        lengths.append(p.parse_unresolved_operand())
        p.parse_punctuation("]")
        p.parse_punctuation(":")
        types.append(p.parse_type())
        p.parse_punctuation("{")
        sizes.append(p.parse_unresolved_operand())
        p.parse_punctuation("}")
    if p.kind != "}":
        p.parse_comma_separated_list("none", one)
    return resources, types, sizes, offsets, lengths, ArrayAttr(tuple(accesses))


def _print_dispatch_resources(pr, op, resources, types, sizes, offsets, lengths, accesses) -> None:
    indent = current_indent(pr)
    accesses = list(accesses or ())
    for i, r in enumerate(resources or []):
        pr.print(("," if i else "") + "\n" + indent + "  ")
        print_access(pr, accesses[i] if i < len(accesses) else None)
        pr.print(" ")
        pr.print_operand(r)
        pr.print("[")
        pr.print_operand(offsets[i])
        pr.print(" for ")
        pr.print_operand(lengths[i])
        pr.print("] : ")
        pr.print_type(r.type)
        pr.print("{")
        pr.print_operand(sizes[i])
        pr.print("}")


register_directive("DispatchResources", _parse_dispatch_resources, _print_dispatch_resources)

