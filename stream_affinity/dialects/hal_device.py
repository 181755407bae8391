"""`hal` device-level host ops: device resolution and queries
(`hal.device.resolve/allocator/query/memoize`), collective channels
(`hal.channel.*`) and fences (`hal.fence.*`).

Fences are what the async ABI is made of (`$async` functions take a wait
and a signal `!hal.fence`; their synchronous wrappers create one with
`hal.fence.create` and wait with `hal.fence.await`); devices and
channels are the HAL objects ABI code and HAL conversion use. None of
them is placed by the affinity analysis: they carry no tensors or
resources (docs/ops.md, "not placed").

Releases differ in small ways: 3.13 added `flags(...)` to
`hal.fence.join` and `hal.fence.await`, turned the channels' `flags(0)`
integer into a bitfield (`flags("None")`), and prints
`hal.device.resolve on(#hal.device.affinity<@d>)` where 3.2.0 prints the
affinity without its prefix (`on(<@d>)`).
"""

from __future__ import annotations

from dfx.ir.attributes import DIALECT_ATTRIBUTE_PARSERS, Attribute, IntegerAttr
from dfx.ir.core import Operation
from dfx.ir.traits import MemoryEffects, Pure, RecursiveEffects, RegionBranchOp, RegionEdge, SingleBlock
from dfx.syntax.declarative import register_directive
from stream_affinity.dialects.common import define_iree_op, result_names_fixed
from stream_affinity.analysis import attributes as _affinity_attrs  # noqa: F401  (#hal.device.affinity)
from stream_affinity.dialects.eras import (CURRENT, SEED, current_when, define_era_op, is_current, mark_current,
                                           marked)
from stream_affinity.dialects import hal_types  # noqa: F401  (registers the hal constraints)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["MemoizeRegionBranch"]

PURE = Pure()


#===----------------------------------------------------------------------===#
# Devices
#===----------------------------------------------------------------------===#


def _parse_device_affinity(p) -> Optional[Attribute]:
    """`<@d>` (3.2.0: the affinity attribute without its prefix) or any
    attribute in full (3.13: `#hal.device.affinity<@d>`)."""
    if p.kind == "<":
        return DIALECT_ATTRIBUTE_PARSERS["hal.device.affinity"](p)
    attr = p.parse_attribute()
    mark_current(p)
    return attr


def _print_device_affinity(pr, op: Operation, attr: Optional[Attribute]) -> None:
    if attr is None:
        return
    text = str(attr)
    prefix = "#hal.device.affinity"
    if not is_current(op) and text.startswith(prefix + "<"):
        text = text[len(prefix):]
    pr.print(text)


register_directive("DeviceAffinity", _parse_device_affinity, _print_device_affinity)

define_iree_op(
    "hal.device.resolve", arguments="OptionalAttr<AnyAttr>:$affinity",
    results="Variadic<AnyTypeOf<[HAL_Device, HAL_Allocator, I64]>>:$results",
    format="(`on` `(` custom<DeviceAffinity>($affinity)^ `)`)? attr-dict `:` type($results)",
    traits=(PURE,),
    result_names=lambda op: [{"device": "device", "allocator": "allocator"}.get(getattr(r.type, "name", ""),
                                                                                "queue_affinity")
                             for r in op.results],
    adjust=marked)

define_iree_op("hal.device.allocator", arguments="HAL_Device:$device", results="HAL_Allocator:$result",
               format="`<` $device `:` type($device) `>` `:` type($result) attr-dict-with-keyword",
               traits=(PURE,), result_names=result_names_fixed("allocator"))

define_iree_op(
    "hal.device.query",
    arguments="HAL_Device:$device, StrAttr:$category, StrAttr:$key, OptionalAttr<TypedAttrInterface>:$default_value",
    results="I1:$ok, AnyType:$value",
    format="`<` $device `:` type($device) `>` `key` `(` $category `::` $key `)` "
           "`:` type($ok) `,` type($value) (`=` $default_value^)? attr-dict-with-keyword",
    traits=(PURE,), result_names=result_names_fixed("ok", "value"))


class MemoizeRegionBranch(RegionBranchOp):
    """`hal.device.memoize`: control enters the body (no inputs); its
    `hal.return` gives the op's results."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        return [RegionEdge(0, (), ())]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        n = min(terminator.num_operands, op.num_results)
        return [RegionEdge(None, tuple(range(n)), tuple(op.results[:n]))]

    def __eq__(self, other) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))


define_iree_op(
    "hal.device.memoize", arguments="HAL_Device:$device, HAL_DeviceQueueAffinity:$queue_affinity",
    results="Variadic<AnyType>:$results", regions="AnyRegion:$body",
    format="`<` $device `:` type($device) `>` `affinity` `(` $queue_affinity `)` `->` type($results) "
           "attr-dict-with-keyword $body",
    implicit_terminator="hal.return", traits=(RecursiveEffects(), MemoizeRegionBranch(), SingleBlock()))


#===----------------------------------------------------------------------===#
# Channels
#===----------------------------------------------------------------------===#


def _era_by_flags(op: Operation) -> str:
    """Channels: 3.2.0 stores `flags` as an i32, 3.13 as an i64 bitfield."""
    flags = op.get_attr("flags")
    wide = isinstance(flags, IntegerAttr) and getattr(flags.type, "width", 32) == 64
    return CURRENT if is_current(op) or wide else SEED


_CHANNEL_CREATE = ("`device` `(` $device `:` type($device) `)` `affinity` `(` $queue_affinity `)` "
                   "`flags` `(` $flags `)` `id` `(` $id `)` `group` `(` $group `)` `rank` `(` $rank `)` "
                   "`count` `(` $count `)` `:` type($result) attr-dict-with-keyword")
_CHANNEL_CREATE_ARGS = ("HAL_Device:$device, HAL_DeviceQueueAffinity:$queue_affinity, {flags}:$flags, "
                        "Util_BufferType:$id, Util_BufferType:$group, I32:$rank, I32:$count")
define_era_op("hal.channel.create", seed=dict(arguments=_CHANNEL_CREATE_ARGS.format(flags="I32Attr")),
              current=dict(arguments=_CHANNEL_CREATE_ARGS.format(flags="HAL_ChannelFlagBitfieldAttr_v3_13")),
              era_of=_era_by_flags, results="HAL_Channel:$result", format=_CHANNEL_CREATE,
              result_names=result_names_fixed("channel"))

_CHANNEL_SPLIT = ("`<` $channel `:` type($channel) `>` `color` `(` $color `)` `key` `(` $key `)` "
                  "`flags` `(` $flags `)` `:` type($result) attr-dict-with-keyword")
_CHANNEL_SPLIT_ARGS = "HAL_Channel:$channel, I32:$color, I32:$key, {flags}:$flags"
define_era_op("hal.channel.split", seed=dict(arguments=_CHANNEL_SPLIT_ARGS.format(flags="I32Attr")),
              current=dict(arguments=_CHANNEL_SPLIT_ARGS.format(flags="HAL_ChannelFlagBitfieldAttr_v3_13")),
              era_of=_era_by_flags, results="HAL_Channel:$result", format=_CHANNEL_SPLIT,
              result_names=result_names_fixed("channel"))

define_iree_op("hal.channel.rank_and_count", arguments="HAL_Channel:$channel", results="I32:$rank, I32:$count",
               format="`<` $channel `:` type($channel) `>` `:` type($rank) `,` type($count) attr-dict-with-keyword",
               traits=(PURE,), result_names=result_names_fixed("ccl_rank", "ccl_count"))


#===----------------------------------------------------------------------===#
# Fences
#===----------------------------------------------------------------------===#

define_iree_op("hal.fence.create", arguments="HAL_Device:$device, HAL_FenceFlagBitfieldAttr:$flags",
               results="HAL_Fence:$result",
               format="`device` `(` $device `:` type($device) `)` `flags` `(` $flags `)` `:` type($result) "
                      "attr-dict-with-keyword",
               traits=(MemoryEffects(("alloc",)),), result_names=result_names_fixed("fence"))

define_iree_op(
    "hal.fence.join", arguments="OptionalAttr<HAL_FenceFlagBitfieldAttr_v3_13>:$flags, Variadic<HAL_Fence>:$fences",
    results="HAL_Fence:$result",
    format="`at` `(` `[` $fences `]` `)` (`flags` `(` $flags^ `)`)? `->` type($result) attr-dict-with-keyword",
    result_names=result_names_fixed("fence"), adjust=current_when("flags"))

define_iree_op("hal.fence.query", arguments="HAL_Fence:$fence", results="Util_Status:$status",
               format="`<` $fence `:` type($fence) `>` `:` type($status) attr-dict-with-keyword",
               traits=(MemoryEffects(("read",)),))
define_iree_op("hal.fence.signal", arguments="HAL_Fence:$fence",
               format="`<` $fence `:` type($fence) `>` attr-dict-with-keyword",
               traits=(MemoryEffects(("write",)),))
define_iree_op("hal.fence.fail", arguments="HAL_Fence:$fence, Util_Status:$status",
               format="`<` $fence `:` type($fence) `>` `status` `(` $status `)` attr-dict-with-keyword",
               traits=(MemoryEffects(("write",)),))

define_iree_op(
    "hal.fence.await",
    arguments="I32:$timeout_millis, OptionalAttr<HAL_WaitFlagBitfieldAttr_v3_13>:$flags, Variadic<HAL_Fence>:$fences",
    results="Util_Status:$status",
    format="`until` `(` `[` $fences `]` `)` `timeout_millis` `(` $timeout_millis `)` "
           "(`flags` `(` $flags^ `)`)? `:` type($status) attr-dict-with-keyword",
    traits=(MemoryEffects(("read", "write")),), result_names=result_names_fixed("status"),
    adjust=current_when("flags"))
