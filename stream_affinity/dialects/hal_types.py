"""The `hal` dialect's types, attributes and `custom<...>` directives as
declarative-format constraints (`dfx.syntax.declarative`), shared by the
hal op modules (`hal_device`, `hal_buffer`, `hal_command_buffer`,
`hal_executable`).

Types: `!hal.allocator`, `!hal.buffer`, `!hal.buffer_view`,
`!hal.channel`, `!hal.command_buffer`, `!hal.device`, `!hal.executable`,
`!hal.fence`, `!hal.file` and the ODS aliases built on builtin types
(`HAL_DeviceSize` = index, `HAL_DeviceQueueAffinity` = i64...).

Attributes: every enum and bitfield of `hal_enums` under its ODS name
(`HAL_MemoryTypeBitfieldAttr`...), stored in the width of the release that
defines it (the 3.13 spelling and width under `<name>_v3_13`).
"""

from __future__ import annotations

from dfx.ir.attributes import Attribute, DialectAttr, DialectType, IntegerAttr, IntegerType
from dfx.syntax.declarative import TYPES, AttrSpec, TypeSpec, dialect_type, one_of_types, register_attr, register_type
from dfx.dialects import util_types  # noqa: F401  (util types and SizeAwareType)
from stream_affinity.dialects.hal_enums import HAL_ENUMS, HalEnum, is_single_case, stringify, symbolize

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional

__all__ = ["HalEnumAttr", "StrippedDialectAttr", "hal_type", "enum_attr", "CURRENT_RELEASE", "SEED_RELEASE"]

SEED_RELEASE = "3.2.0"
CURRENT_RELEASE = "3.13.0"

_HAL_TYPES = ("allocator", "buffer", "buffer_view", "channel", "command_buffer", "device", "event", "executable",
              "fence", "file", "semaphore")


def hal_type(name: str) -> DialectType:
    return DialectType("hal", name)


for _name in _HAL_TYPES:
    _ods = "HAL_" + "".join(part.capitalize() for part in _name.split("_"))
    register_type(_ods, dialect_type("hal", _name, _name.replace("_", " "), buildable=True))

register_type("HAL_BufferType", TYPES["HAL_Buffer"])
register_type("HAL_DeviceSize", TYPES["Index"])
register_type("HAL_HostSize", TYPES["Index"])
register_type("HAL_Dim", TYPES["Index"])
register_type("HAL_Shape", TYPES["Index"])
register_type("HAL_ShapeDynamicDims", TYPES["Index"])
register_type("HAL_Ordinal", TYPES["Index"])
register_type("HAL_DeviceQueueAffinity", TYPES["I64"])
register_type("HAL_DeviceQueuePool", TYPES["I64"])
register_type("HAL_ElementType", TYPES["I32"])
register_type("HAL_EncodingType", TYPES["I32"])
register_type("HAL_MemoryType", TYPES["I32"])
register_type("HAL_BufferUsage", TYPES["I32"])
register_type("HAL_ExecutableFunctionId", TYPES["I64"])
register_type("HAL_FillPatternType", one_of_types(TYPES["I8"], TYPES["I16"], TYPES["I32"], TYPES["I64"],
                                                  description="8-bit signless integer or 16-bit signless integer "
                                                              "or 32-bit signless integer or 64-bit signless "
                                                              "integer"))
register_type("HAL_PrimitiveType", one_of_types(TYPES["Index"], TYPES["AnySignlessInteger"], TYPES["AnyFloat"],
                                                description="index or signless integer or floating-point"))
# Buildable as `!hal.buffer` only so that an absent optional group of it
# has a (zero-length) type list: its type is always printed when present.
register_type("HAL_IndexOrBuffer", TypeSpec("index or buffer", one_of_types(TYPES["Index"], TYPES["HAL_Buffer"]).accepts,
                                            hal_type("buffer")))


#===----------------------------------------------------------------------===#
# Enums and bitfields
#===----------------------------------------------------------------------===#


class HalEnumAttr(AttrSpec):
    """A hal enum stored as an integer attribute: in a format, the case
    text (`stringify`), bare when it is a single keyword case, else a
    string. Reads the spellings of both releases; writes |release|'s."""

    def __init__(self, enum: HalEnum, release: str):
        self.enum = enum
        self.release = release
        self.width = enum.width(release)
        short = enum.name[:-len("Bitfield")] if enum.name.endswith("Bitfield") else enum.name
        self.description = f"valid {short}"

    def value_of(self, attr: Attribute) -> Optional[int]:
        return attr.value if isinstance(attr, IntegerAttr) else None

    def accepts(self, attr: Attribute) -> bool:
        v = self.value_of(attr)
        return v is not None and any(stringify(self.enum, v, r) is not None for r in self.enum.releases())

    def symbolize(self, text: str) -> Optional[int]:
        v = symbolize(self.enum, text, self.release)
        for release in self.enum.releases():
            if v is None:
                v = symbolize(self.enum, text, release)
        return v

    def parse_optional(self, p) -> Optional[Attribute]:
        at = p.mark()
        text = p.parse_optional_bare_id()
        if text is None:
            text = p.parse_optional_string()
            if text is None:
                return None
        value = self.symbolize(text)
        if value is None:
            p.error(f"expected {self.description}", at)
        return IntegerAttr(value, IntegerType(self.width))

    def expected_what(self) -> str:
        return self.description

    def text_of(self, attr: Attribute) -> Optional[str]:
        v = self.value_of(attr)
        return None if v is None else stringify(self.enum, v, self.release)

    def print(self, pr, attr: Attribute) -> None:
        text = self.text_of(attr)
        if text is None:
            pr.print_attribute(attr)
        elif is_single_case(self.enum, text, self.release):
            pr.print(text)
        else:
            pr.print_string(text)


def _ods_name(enum: HalEnum) -> str:
    return f"HAL_{enum.name}Attr"


def enum_attr(name: str, release: str = SEED_RELEASE) -> HalEnumAttr:
    """The attribute constraint of hal enum |name| for |release|."""
    return HalEnumAttr(HAL_ENUMS[name], release)


for _enum in HAL_ENUMS.values():
    _releases = _enum.releases()
    register_attr(_ods_name(_enum), HalEnumAttr(_enum, SEED_RELEASE if SEED_RELEASE in _releases else CURRENT_RELEASE))
    if CURRENT_RELEASE in _releases:
        register_attr(_ods_name(_enum) + "_v3_13", HalEnumAttr(_enum, CURRENT_RELEASE))


class StrippedDialectAttr(AttrSpec):
    """A `#dialect.mnemonic<...>` attribute whose ODS class prints itself
    in a format: `<...>` without the prefix (the prefixed spelling and
    aliases are read too)."""

    def __init__(self, dialect: str, mnemonic: str, description: str):
        self.dialect = dialect
        self.mnemonic = mnemonic
        self.description = description

    def accepts(self, attr: Attribute) -> bool:
        return isinstance(attr, DialectAttr) and attr.dialect == self.dialect and attr.name == self.mnemonic

    def parse_optional(self, p) -> Optional[Attribute]:
        if p.kind == "<":
            return DialectAttr(self.dialect, self.mnemonic, p.parse_angle_body())
        return p.parse_optional_attribute()

    def print(self, pr, attr: Attribute) -> None:
        if self.accepts(attr) and attr.params is not None and attr.type is None:
            pr.print("<" + attr.params + ">")
        else:
            pr.print_attribute(attr)


register_attr("HAL_CollectiveAttr", StrippedDialectAttr("hal", "collective", "collective operation and specification"))
register_attr("HAL_ExecutableTargetAttr", StrippedDialectAttr("hal", "executable.target", "executable target"))
register_attr("HAL_PipelineLayoutAttr", StrippedDialectAttr("hal", "pipeline.layout", "pipeline layout"))
