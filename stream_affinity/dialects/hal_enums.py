"""The `hal` dialect's enums and bitfields, as IREE 3.2.0 and 3.13 define
them (HALBase.td): case spellings and values, and the integer width each
release stores them in. `tests/stream_affinity/test_op_list.py` checks the
tables against both releases' generated bindings (tests/data/ops/).

Bitfields print as MLIR's generated `stringify` does: every case whose bits
are all set, in definition order, composites included (`DeviceLocal` =
`DeviceVisible` plus one bit prints `DeviceVisible|DeviceLocal`), `None`
for 0. In an op's custom syntax the text is a bare keyword when it is
exactly one non-`None` case, else a string: `type(DeviceVisible)`,
`type("HostVisible|HostCoherent")`, `flags("None")`.
"""

from __future__ import annotations

from dfx.support.records import record as dataclass
from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Optional, Tuple

__all__ = ["HalEnum", "HAL_ENUMS", "RELEASES", "stringify", "symbolize", "is_single_case"]

RELEASES = ("3.2.0", "3.13.0")


@dataclass(frozen=True)
class HalEnum:
    """One enum: `bits` (a bitfield) or plain; `cases` in definition
    order; `storage` maps release → integer width (absent: the release
    does not define it); `cases_by_release` overrides the cases where a
    release spells them differently."""

    name: str
    bits: bool
    cases: Tuple[Tuple[str, int], ...]
    storage: Tuple[Tuple[str, int], ...]
    cases_by_release: Tuple[Tuple[str, Tuple[Tuple[str, int], ...]], ...] = ()

    def releases(self) -> Tuple[str, ...]:
        return tuple(r for r, _ in self.storage)

    def width(self, release: str) -> Optional[int]:
        return dict(self.storage).get(release)

    def cases_of(self, release: str) -> Tuple[Tuple[str, int], ...]:
        return dict(self.cases_by_release).get(release, self.cases)


_FLAG_CASES = (("None", 0), ("Reserved", 1))
_BOTH_I32 = (("3.2.0", 32), ("3.13.0", 32))
_BOTH_I64 = (("3.2.0", 64), ("3.13.0", 64))
_CURRENT_I64 = (("3.13.0", 64),)

_USAGE_COMMON_HEAD = (("None", 0), ("TransferSource", 1), ("TransferTarget", 2), ("Transfer", 3))
_USAGE_COMMON_TAIL = (
    ("DispatchUniformRead", 512), ("DispatchStorageRead", 1024), ("DispatchStorageWrite", 2048),
    ("DispatchStorage", 3072), ("DispatchImageRead", 4096), ("DispatchImageWrite", 8192),
    ("DispatchImage", 12288), ("SharingExport", 65536), ("SharingReplicate", 131072),
    ("SharingConcurrent", 262144), ("SharingImmutable", 524288), ("MappingScoped", 16777216),
    ("MappingPersistent", 33554432), ("MappingOptional", 67108864), ("MappingAccessRandom", 134217728),
    ("MappingAccessSequentialWrite", 268435456), ("Mapping", 150994944))
_ELEMENT_TYPES_HEAD = (("si8", 0), ("ui8", 1), ("si16", 2), ("ui16", 3), ("si32", 4), ("ui32", 5), ("si64", 6),
                       ("ui64", 7), ("f16", 8), ("f32", 9), ("f64", 10), ("bf16", 11), ("f8E5M2", 12))

_ENUMS = (
    HalEnum("AccessScopeBitfield", True,
            (("None", 0), ("IndirectCommandRead", 1), ("ConstantRead", 2), ("DispatchRead", 4),
             ("DispatchWrite", 8), ("TransferRead", 16), ("TransferWrite", 32), ("HostRead", 64),
             ("HostWrite", 128), ("MemoryRead", 256), ("MemoryWrite", 512)), _BOTH_I32),
    HalEnum("AllocaFlagBitfield", True, (("None", 0), ("IndeterminateLifetime", 1)), _CURRENT_I64),
    HalEnum("BufferUsageBitfield", True,
            _USAGE_COMMON_HEAD + (("DispatchIndirectParameters", 256),) + _USAGE_COMMON_TAIL, _BOTH_I32,
            cases_by_release=(("3.2.0", _USAGE_COMMON_HEAD + (("DispatchIndirectParams", 256),)
                               + _USAGE_COMMON_TAIL),)),
    HalEnum("CallingConvention", False, (("Default", 0),), _BOTH_I32),
    HalEnum("ChannelFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
    HalEnum("CollectiveElementType", False,
            _ELEMENT_TYPES_HEAD + (("f8E4M3FN", 13), ("f8E5M2FNUZ", 14), ("f8E4M3FNUZ", 15)), _BOTH_I32,
            cases_by_release=(("3.2.0", _ELEMENT_TYPES_HEAD + (("f8E4M3", 13), ("f8E5M2FNUZ", 14),
                                                               ("f8E4M3FNUZ", 15))),)),
    HalEnum("CollectiveKind", False,
            (("all_gather", 0), ("all_reduce", 1), ("all_to_all", 2), ("broadcast", 3), ("reduce", 4),
             ("reduce_scatter", 5), ("send", 6), ("recv", 7), ("send_recv", 8)), _BOTH_I32),
    HalEnum("CollectiveReductionOp", False,
            (("none", 0), ("sum", 1), ("product", 2), ("minimum", 3), ("maximum", 4), ("average", 5)), _BOTH_I32),
    HalEnum("CommandBufferModeBitfield", True, (("None", 0), ("OneShot", 1), ("AllowInlineExecution", 16)),
            _BOTH_I32),
    HalEnum("CommandCategoryBitfield", True, (("None", 0), ("Transfer", 1), ("Dispatch", 2)), _BOTH_I32),
    HalEnum("CopyFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
    HalEnum("DeallocaFlagBitfield", True, (("None", 0), ("PreferOrigin", 1)), _CURRENT_I64),
    HalEnum("DescriptorFlags", True, (("None", 0), ("ReadOnly", 1), ("Indirect", 2)), _BOTH_I32),
    HalEnum("DescriptorType", False, (("uniform_buffer", 6), ("storage_buffer", 7)), _BOTH_I32),
    HalEnum("DispatchFlags", True, _FLAG_CASES, _BOTH_I64),
    HalEnum("ExecuteFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
    HalEnum("ExecutionBarrierFlagBitfield", True, _FLAG_CASES, (("3.2.0", 32), ("3.13.0", 64))),
    HalEnum("ExecutionModel", False, (("synchronous", 0), ("coarse_fences", 1)), (("3.13.0", 32),)),
    HalEnum("ExecutionStageBitfield", True,
            (("None", 0), ("CommandIssue", 1), ("CommandProcess", 2), ("Dispatch", 4), ("Transfer", 8),
             ("CommandRetire", 16), ("Host", 32)), _BOTH_I32),
    HalEnum("FenceFlagBitfield", True, _FLAG_CASES, (("3.2.0", 32), ("3.13.0", 64))),
    HalEnum("FillFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
    HalEnum("Lifetime", False,
            (("*", 0), ("external", 1), ("staging", 2), ("transient", 3), ("variable", 4), ("constant", 5)),
            (("3.13.0", 32),)),
    HalEnum("MemoryAccessBitfield", True,
            (("None", 0), ("Read", 1), ("Write", 2), ("Discard", 4), ("MayAlias", 8), ("Unaligned", 16),
             ("Any", 32)), _BOTH_I32),
    HalEnum("MemoryModel", False, (("Unified", 0), ("Discrete", 1)), _BOTH_I32),
    HalEnum("MemoryTypeBitfield", True,
            (("None", 0), ("Optimal", 1), ("HostVisible", 2), ("HostCoherent", 4), ("HostCached", 8),
             ("HostLocal", 70), ("DeviceVisible", 16), ("DeviceLocal", 48)), _BOTH_I32),
    HalEnum("PipelineLayoutFlags", True, (("None", 0), ("Indirect", 1)), _BOTH_I32),
    HalEnum("ReadFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
    HalEnum("UpdateFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
    HalEnum("WaitFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
    HalEnum("WriteFlagBitfield", True, _FLAG_CASES, _CURRENT_I64),
)

HAL_ENUMS: Dict[str, HalEnum] = {e.name: e for e in _ENUMS}
"""Enum name (as the bindings name its class) → definition."""


def stringify(enum: HalEnum, value: int, release: str) -> Optional[str]:
    """|value| as MLIR's generated `stringify` writes it for |release|
    (None: not a value of the enum)."""
    cases = enum.cases_of(release)
    if not enum.bits:
        return next((name for name, v in cases if v == value), None)
    if value == 0:
        return next((name for name, v in cases if v == 0), None)
    names = [name for name, v in cases if v and (value & v) == v]
    covered = 0
    for name, v in cases:
        if v and (value & v) == v:
            covered |= v
    if covered != value:
        return None
    return "|".join(names)


def symbolize(enum: HalEnum, text: str, release: str) -> Optional[int]:
    """The value of |text| (`A|B` for bitfields), None when a part is not a
    case of |release|."""
    cases = dict(enum.cases_of(release))
    if not enum.bits:
        return cases.get(text)
    total = 0
    for part in text.split("|"):
        v = cases.get(part.strip())
        if v is None:
            return None
        total |= v
    return total


_KEYWORD = lazy_regex(r"[A-Za-z_][A-Za-z0-9_$.]*")


def is_single_case(enum: HalEnum, text: str, release: str) -> bool:
    """Whether a custom syntax prints |text| bare: one case, not the zero
    case of a bitfield, spelled as a keyword."""
    if "|" in text or not _KEYWORD.fullmatch(text):
        return False
    value = dict(enum.cases_of(release)).get(text)
    return value is not None and not (enum.bits and value == 0)
