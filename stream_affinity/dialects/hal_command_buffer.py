"""`hal` command recording and queue submission: `hal.command_buffer.*`
(what HAL conversion turns a `stream.cmd.execute` into) and
`hal.device.queue.*` (queue-ordered allocation, transfers, file I/O and
command buffer execution).

They appear after HAL conversion or in hand-written host code; none is an
affinity op (docs/ops.md, "not placed"). Every queue op must wait on and
signal different fences (both releases reject it: 3.2.0 by crashing).
3.13 added `flags(...)` to the transfers of command buffers and queues
(3.2.0's queue transfers wrote an integer, `flags(0)`), took the queue
allocation's memory types and usage as `i32` operands, executes one
command buffer per `hal.device.queue.execute` (3.2.0: a list), and takes
a dispatch's entry point as an `i64` function id (3.2.0: an `index`
ordinal).
"""

from __future__ import annotations

from dfx.ir.core import Operation
from dfx.ir.traits import MemoryEffects
from dfx.syntax.declarative import register_directive
from stream_affinity.dialects.common import current_indent, define_iree_op, result_names_fixed
from stream_affinity.dialects.eras import CURRENT, SEED, current_when, define_era_op, is_current
from stream_affinity.dialects import hal_types  # noqa: F401  (registers the hal constraints)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__: List[str] = []

WRITES = MemoryEffects(("read", "write"))


#===----------------------------------------------------------------------===#
# custom<Bindings>, custom<BindingTable>: `([ (%buffer : T)[%offset, %length], ... ])`
#===----------------------------------------------------------------------===#


def _parse_bindings(p):
    """Entries `(%buffer : T)[%offset, %length]`, comma separated (the
    caller's format has read `[`); at least one, as iree-opt reads them."""
    buffers, types, offsets, lengths = [], [], [], []

    def one():
        p.parse_punctuation("(")
        buffers.append(p.parse_unresolved_operand())
        p.parse_punctuation(":")
        types.append(p.parse_type())
        p.parse_punctuation(")")
        p.parse_punctuation("[")
        offsets.append(p.parse_unresolved_operand())
        p.parse_punctuation(",")
        lengths.append(p.parse_unresolved_operand())
        p.parse_punctuation("]")
    p.parse_comma_separated_list("none", one)
    return buffers, types, offsets, lengths


def _print_bindings(pr, op, buffers, types, offsets, lengths) -> None:
    """One entry per line, each but the last followed by `, ` (iree-opt
    leaves the space at the end of the line); an empty list prints as a
    bare line break."""
    indent = current_indent(pr)
    buffers = buffers or []
    for i, b in enumerate(buffers):
        pr.print("\n" + indent + "  (")
        pr.print_operand(b)
        pr.print(" : ")
        pr.print_type(b.type)
        pr.print(")[")
        pr.print_operand(offsets[i])
        pr.print(", ")
        pr.print_operand(lengths[i])
        pr.print("]" + (", " if i + 1 < len(buffers) else ""))
    pr.print("\n" + indent)


register_directive("Bindings", _parse_bindings, _print_bindings)
register_directive("BindingTable", _parse_bindings, _print_bindings)


#===----------------------------------------------------------------------===#
# Command buffers
#===----------------------------------------------------------------------===#

_CB = "`<` $command_buffer `:` type($command_buffer) `>`"

define_iree_op(
    "hal.command_buffer.create",
    arguments="HAL_Device:$device, HAL_CommandBufferModeBitfieldAttr:$modes, "
              "HAL_CommandCategoryBitfieldAttr:$command_categories, HAL_DeviceQueueAffinity:$queue_affinity, "
              "Optional<Index>:$binding_capacity",
    results="HAL_CommandBuffer:$result",
    format="`device` `(` $device `:` type($device) `)` `mode` `(` $modes `)` "
           "`categories` `(` $command_categories `)` `affinity` `(` $queue_affinity `)` "
           "(`bindings` `(` $binding_capacity^ `)`)? `:` type($result) attr-dict-with-keyword",
    traits=(MemoryEffects(("alloc",)),), result_names=result_names_fixed("cmd"))
define_iree_op("hal.command_buffer.finalize", arguments="HAL_CommandBuffer:$command_buffer",
               format=_CB + " attr-dict-with-keyword", traits=(WRITES,))
define_iree_op("hal.command_buffer.device", arguments="HAL_CommandBuffer:$command_buffer",
               results="HAL_Device:$device", format=_CB + " `:` type($device) attr-dict-with-keyword",
               traits=(MemoryEffects(()),))
define_iree_op("hal.command_buffer.begin_debug_group", arguments="HAL_CommandBuffer:$command_buffer, StrAttr:$label",
               format=_CB + " `label` `(` $label `)` attr-dict-with-keyword", traits=(WRITES,))
define_iree_op("hal.command_buffer.end_debug_group", arguments="HAL_CommandBuffer:$command_buffer",
               format=_CB + " attr-dict-with-keyword", traits=(WRITES,))
define_iree_op(
    "hal.command_buffer.execution_barrier",
    arguments="HAL_CommandBuffer:$command_buffer, HAL_ExecutionStageBitfieldAttr:$source_stage_mask, "
              "HAL_ExecutionStageBitfieldAttr:$target_stage_mask, HAL_ExecutionBarrierFlagBitfieldAttr:$flags",
    format=_CB + " `source` `(` $source_stage_mask `)` `target` `(` $target_stage_mask `)` `flags` `(` $flags `)` "
                 "attr-dict-with-keyword",
    traits=(WRITES,))

define_iree_op(
    "hal.command_buffer.fill_buffer",
    arguments="HAL_CommandBuffer:$command_buffer, HAL_IndexOrBuffer:$target_buffer, HAL_DeviceSize:$target_offset, "
              "HAL_DeviceSize:$length, HAL_FillPatternType:$pattern, "
              "OptionalAttr<HAL_FillFlagBitfieldAttr_v3_13>:$flags",
    format=_CB + " `target` `(` $target_buffer `:` type($target_buffer) `)` `` `[` $target_offset `,` $length `]` "
                 "`pattern` `(` $pattern `:` type($pattern) `)` (`flags` `(` $flags^ `)`)? attr-dict-with-keyword",
    traits=(WRITES,), adjust=current_when("flags"))
define_iree_op(
    "hal.command_buffer.update_buffer",
    arguments="HAL_CommandBuffer:$command_buffer, Util_BufferType:$source_buffer, Util_Size:$source_size, "
              "Util_Size:$source_offset, HAL_IndexOrBuffer:$target_buffer, HAL_DeviceSize:$target_offset, "
              "HAL_DeviceSize:$length, OptionalAttr<HAL_UpdateFlagBitfieldAttr_v3_13>:$flags",
    format=_CB + " `source` `(` $source_buffer `:` type($source_buffer) `{` $source_size `}` `)` "
                 "`` `[` $source_offset `]` `target` `(` $target_buffer `:` type($target_buffer) `)` "
                 "`` `[` $target_offset `]` `length` `(` $length `)` (`flags` `(` $flags^ `)`)? "
                 "attr-dict-with-keyword",
    traits=(WRITES,), adjust=current_when("flags"))
define_iree_op(
    "hal.command_buffer.copy_buffer",
    arguments="HAL_CommandBuffer:$command_buffer, HAL_IndexOrBuffer:$source_buffer, HAL_DeviceSize:$source_offset, "
              "HAL_IndexOrBuffer:$target_buffer, HAL_DeviceSize:$target_offset, HAL_DeviceSize:$length, "
              "OptionalAttr<HAL_CopyFlagBitfieldAttr_v3_13>:$flags",
    format=_CB + " `source` `(` $source_buffer `:` type($source_buffer) `)` `` `[` $source_offset `]` "
                 "`target` `(` $target_buffer `:` type($target_buffer) `)` `` `[` $target_offset `]` "
                 "`length` `(` $length `)` (`flags` `(` $flags^ `)`)? attr-dict-with-keyword",
    traits=(WRITES,), adjust=current_when("flags"))
for _name in ("hal.command_buffer.flush_buffer", "hal.command_buffer.invalidate_buffer"):
    define_iree_op(
        _name, arguments="HAL_CommandBuffer:$command_buffer, HAL_IndexOrBuffer:$target_buffer, "
                         "HAL_DeviceSize:$target_offset, HAL_DeviceSize:$length",
        format=_CB + " `target` `(` $target_buffer `:` type($target_buffer) `)` "
                     "`` `[` $target_offset `,` $length `]` attr-dict-with-keyword",
        traits=(WRITES,))

define_iree_op(
    "hal.command_buffer.collective",
    arguments="HAL_CommandBuffer:$command_buffer, HAL_Channel:$channel, HAL_CollectiveAttr:$op, "
              "HAL_DeviceSize:$element_count, Optional<I32>:$param, Optional<HAL_IndexOrBuffer>:$send_buffer, "
              "Optional<HAL_DeviceSize>:$send_offset, Optional<HAL_DeviceSize>:$send_length, "
              "Optional<HAL_IndexOrBuffer>:$recv_buffer, Optional<HAL_DeviceSize>:$recv_offset, "
              "Optional<HAL_DeviceSize>:$recv_length",
    format=_CB + " `channel` `(` $channel `:` type($channel) `)` `op` `(` $op `)` "
                 "(`param` `(` $param^ `:` type($param) `)`)? "
                 "(`send` `(` $send_buffer^ `:` type($send_buffer) `)` `` `[` $send_offset `,` $send_length `]`)? "
                 "(`recv` `(` $recv_buffer^ `:` type($recv_buffer) `)` `` `[` $recv_offset `,` $recv_length `]`)? "
                 "`count` `(` $element_count `)` attr-dict-with-keyword",
    traits=(WRITES,))


def _era_by_entry_point(op: Operation) -> str:
    """3.13 dispatches an `i64` function id, 3.2.0 an `index` ordinal."""
    ep = op.operand(2) if op.num_operands > 2 else None
    wide = ep is not None and getattr(ep.type, "width", None) == 64
    return CURRENT if is_current(op) or wide else SEED


_BINDINGS = ("`bindings` `(` `[` custom<Bindings>($binding_buffers, type($binding_buffers), $binding_offsets, "
             "$binding_lengths) `]` `)` `flags` `(` $flags `)` attr-dict-with-keyword")
_DISPATCH_ARGS = ("HAL_CommandBuffer:$command_buffer, HAL_Executable:$executable, {ep}:$entry_point, "
                  "HAL_Dim:$workgroup_x, HAL_Dim:$workgroup_y, HAL_Dim:$workgroup_z, Variadic<I32>:$constants, "
                  "Variadic<HAL_IndexOrBuffer>:$binding_buffers, Variadic<HAL_DeviceSize>:$binding_offsets, "
                  "Variadic<HAL_DeviceSize>:$binding_lengths, HAL_DispatchFlagsAttr:$flags")
define_era_op(
    "hal.command_buffer.dispatch",
    seed=dict(arguments=_DISPATCH_ARGS.format(ep="HAL_Ordinal")),
    current=dict(arguments=_DISPATCH_ARGS.format(ep="HAL_ExecutableFunctionId")),
    era_of=_era_by_entry_point, traits=(WRITES,),
    format=_CB + " `target` `(` $executable `:` type($executable) `)` `` `[` $entry_point `]` "
                 "`workgroups` `(` `[` $workgroup_x `,` $workgroup_y `,` $workgroup_z `]` `)` "
                 "(`constants` `(` `[` $constants^ `]` `)`)? " + _BINDINGS)

_INDIRECT_ARGS = ("HAL_CommandBuffer:$command_buffer, HAL_Executable:$executable, {ep}:$entry_point, "
                  "HAL_IndexOrBuffer:$workgroups_buffer, HAL_DeviceSize:$workgroups_offset, "
                  "Variadic<I32>:$constants, Variadic<HAL_IndexOrBuffer>:$binding_buffers, "
                  "Variadic<HAL_DeviceSize>:$binding_offsets, Variadic<HAL_DeviceSize>:$binding_lengths, "
                  "HAL_DispatchFlagsAttr:$flags")
define_era_op(
    "hal.command_buffer.dispatch.indirect",
    seed=dict(arguments=_INDIRECT_ARGS.format(ep="HAL_Ordinal")),
    current=dict(arguments=_INDIRECT_ARGS.format(ep="HAL_ExecutableFunctionId")),
    era_of=_era_by_entry_point, traits=(WRITES,),
    format=_CB + " `target` `(` $executable `:` type($executable) `)` `` `[` $entry_point `]` "
                 "`workgroups` `(` $workgroups_buffer `:` type($workgroups_buffer) `)` `` `[` $workgroups_offset `]` "
                 "(`constants` `(` `[` $constants^ `]` `)`)? " + _BINDINGS)


#===----------------------------------------------------------------------===#
# Queues
#===----------------------------------------------------------------------===#


def _distinct_fences(op: Operation) -> Optional[str]:
    """Queue ops wait and signal different fences (operands 2 and 3)."""
    if op.num_operands > 3 and op.operand(2) is op.operand(3):
        return "device queue operations cannot wait and signal on the same fence."
    return None


_QUEUE = ("`<` $device `:` type($device) `>` `affinity` `(` $queue_affinity `)` "
          "`wait` `(` $wait_fence `)` `signal` `(` $signal_fence `)`")
_QUEUE_ARGS = ("HAL_Device:$device, HAL_DeviceQueueAffinity:$queue_affinity, HAL_Fence:$wait_fence, "
               "HAL_Fence:$signal_fence, ")
_QUEUE_CHECKS = {"checks": (_distinct_fences,)}


def _era_flags(op: Operation) -> str:
    return CURRENT if is_current(op) else SEED


def _queue_op(name: str, body_args: str, body_format: str, seed_flags: str, current_flags: str,
              **kwargs) -> None:
    """A queue op whose `flags(...)` is an integer in 3.2.0 and a bitfield in 3.13."""
    fmt = _QUEUE + " " + body_format + " `flags` `(` $flags `)` attr-dict-with-keyword"
    define_era_op(name, seed=dict(arguments=_QUEUE_ARGS + body_args + f", {seed_flags}:$flags"),
                  current=dict(arguments=_QUEUE_ARGS + body_args + f", {current_flags}:$flags"),
                  era_of=_era_flags, format=fmt, invariants=_QUEUE_CHECKS, traits=(WRITES,), **kwargs)


define_era_op(
    "hal.device.queue.alloca",
    seed=dict(arguments=_QUEUE_ARGS + "HAL_DeviceQueuePool:$pool, HAL_MemoryTypeBitfieldAttr:$memory_types, "
                                      "HAL_BufferUsageBitfieldAttr:$buffer_usage, HAL_DeviceSize:$result_size",
              format=_QUEUE + " `pool` `(` $pool `)` `type` `(` $memory_types `)` `usage` `(` $buffer_usage `)` "
                              "`:` custom<SizeAwareType>(type($result), $result_size) attr-dict-with-keyword"),
    current=dict(arguments=_QUEUE_ARGS + "HAL_DeviceQueuePool:$pool, HAL_MemoryType:$memory_types, "
                                         "HAL_BufferUsage:$buffer_usage, HAL_DeviceSize:$result_size, "
                                         "HAL_AllocaFlagBitfieldAttr_v3_13:$flags",
                 format=_QUEUE + " `pool` `(` $pool `)` `type` `(` $memory_types `)` `usage` `(` $buffer_usage `)` "
                                 "`flags` `(` $flags `)` `:` custom<SizeAwareType>(type($result), $result_size) "
                                 "attr-dict-with-keyword"),
    era_of=lambda op: CURRENT if is_current(op) or op.num_operands == 8 else SEED,
    results="HAL_Buffer:$result", invariants=_QUEUE_CHECKS, traits=(MemoryEffects(("alloc",)),),
    result_names=result_names_fixed("transient_buffer"))

define_iree_op(
    "hal.device.queue.dealloca",
    arguments=_QUEUE_ARGS + "HAL_Buffer:$buffer, OptionalAttr<HAL_DeallocaFlagBitfieldAttr_v3_13>:$flags",
    format=_QUEUE + " `buffer` `(` $buffer `:` type($buffer) `)` (`flags` `(` $flags^ `)`)? attr-dict-with-keyword",
    invariants=_QUEUE_CHECKS, traits=(MemoryEffects(("free",)),), adjust=current_when("flags"))

_queue_op("hal.device.queue.fill",
          "HAL_Buffer:$target_buffer, HAL_DeviceSize:$target_offset, HAL_DeviceSize:$length, "
          "HAL_FillPatternType:$pattern",
          "`target` `(` $target_buffer `:` type($target_buffer) `)` `` `[` $target_offset `]` "
          "`length` `(` $length `)` `pattern` `(` $pattern `:` type($pattern) `)`",
          "I64Attr", "HAL_FillFlagBitfieldAttr_v3_13")
_queue_op("hal.device.queue.update",
          "Util_BufferType:$source_buffer, HAL_DeviceSize:$source_offset, HAL_Buffer:$target_buffer, "
          "HAL_DeviceSize:$target_offset, HAL_DeviceSize:$length",
          "`source` `(` $source_buffer `:` type($source_buffer) `)` `` `[` $source_offset `]` "
          "`target` `(` $target_buffer `:` type($target_buffer) `)` `` `[` $target_offset `]` `length` `(` $length `)`",
          "I64Attr", "HAL_UpdateFlagBitfieldAttr_v3_13")
_queue_op("hal.device.queue.copy",
          "HAL_Buffer:$source_buffer, HAL_DeviceSize:$source_offset, HAL_Buffer:$target_buffer, "
          "HAL_DeviceSize:$target_offset, HAL_DeviceSize:$length",
          "`source` `(` $source_buffer `:` type($source_buffer) `)` `` `[` $source_offset `]` "
          "`target` `(` $target_buffer `:` type($target_buffer) `)` `` `[` $target_offset `]` `length` `(` $length `)`",
          "I64Attr", "HAL_CopyFlagBitfieldAttr_v3_13")
_queue_op("hal.device.queue.read",
          "HAL_File:$source_file, I64:$source_offset, HAL_Buffer:$target_buffer, HAL_DeviceSize:$target_offset, "
          "HAL_DeviceSize:$length",
          "`source` `(` $source_file `:` type($source_file) `)` `` `[` $source_offset `]` "
          "`target` `(` $target_buffer `:` type($target_buffer) `)` `` `[` $target_offset `]` `length` `(` $length `)`",
          "I32Attr", "HAL_ReadFlagBitfieldAttr_v3_13")
_queue_op("hal.device.queue.write",
          "HAL_Buffer:$source_buffer, HAL_DeviceSize:$source_offset, HAL_File:$target_file, I64:$target_offset, "
          "HAL_DeviceSize:$length",
          "`source` `(` $source_buffer `:` type($source_buffer) `)` `` `[` $source_offset `]` "
          "`target` `(` $target_file `:` type($target_file) `)` `` `[` $target_offset `]` `length` `(` $length `)`",
          "I32Attr", "HAL_WriteFlagBitfieldAttr_v3_13")

define_iree_op("hal.device.queue.barrier",
               arguments=_QUEUE_ARGS + "HAL_ExecuteFlagBitfieldAttr_v3_13:$flags",
               format=_QUEUE + " `flags` `(` $flags `)` attr-dict-with-keyword", invariants=_QUEUE_CHECKS,
               traits=(WRITES,))

define_era_op(
    "hal.device.queue.execute",
    seed=dict(arguments=_QUEUE_ARGS + "Variadic<HAL_CommandBuffer>:$command_buffers",
              format=_QUEUE + " (`commands` `(` `[` $command_buffers^ `]` `)`)? attr-dict-with-keyword"),
    current=dict(arguments=_QUEUE_ARGS + "HAL_CommandBuffer:$command_buffer, HAL_ExecuteFlagBitfieldAttr_v3_13:$flags",
                 format=_QUEUE + " `commands` `(` $command_buffer `)` `flags` `(` $flags `)` attr-dict-with-keyword"),
    era_of=_era_flags, invariants=_QUEUE_CHECKS, traits=(WRITES,))

define_iree_op(
    "hal.device.queue.execute.indirect",
    arguments=_QUEUE_ARGS + "HAL_CommandBuffer:$command_buffer, Variadic<HAL_BufferType>:$binding_buffers, "
                            "Variadic<HAL_DeviceSize>:$binding_offsets, Variadic<HAL_DeviceSize>:$binding_lengths, "
                            "OptionalAttr<HAL_ExecuteFlagBitfieldAttr_v3_13>:$flags",
    segments="same",
    format=_QUEUE + " `commands` `(` $command_buffer `)` `bindings` `(` `[` custom<BindingTable>($binding_buffers, "
                    "type($binding_buffers), $binding_offsets, $binding_lengths) `]` `)` "
                    "(`flags` `(` $flags^ `)`)? attr-dict-with-keyword",
    invariants=_QUEUE_CHECKS, traits=(WRITES,), adjust=current_when("flags"))

define_iree_op("hal.device.queue.flush", arguments="HAL_Device:$device, HAL_DeviceQueueAffinity:$queue_affinity",
               format="`<` $device `:` type($device) `>` `affinity` `(` $queue_affinity `)` attr-dict-with-keyword",
               traits=(WRITES,))
