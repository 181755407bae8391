"""`hal` memory ops: allocators (`hal.allocator.*`), buffers
(`hal.buffer.*`, `hal.buffer.allocation.*`), buffer views created or
traced (`hal.buffer_view.create/trace`), the memory type and usage
constants of current releases (`hal.memory_type`, `hal.buffer_usage`) and
files over host memory (`hal.ex.file.from_memory`).

They come from HAL conversion (allocations of stream resources, ABI
checks) or are written by users at the input level; none is an affinity
op (the host ops of the ABI are not placed: docs/ops.md). 3.13 turned
the allocators' memory types and usage from attributes into `i32`
operands (`hal.memory_type` / `hal.buffer_usage` results): those ops read
and print both releases' forms (`eras.define_era_op`).
"""

from __future__ import annotations

from dfx.ir.core import Operation
from dfx.ir.traits import MemoryEffects, Pure
from dfx.syntax.declarative import register_directive
from stream_affinity.dialects.common import current_indent, define_iree_op, result_names_fixed
from stream_affinity.dialects.eras import CURRENT, SEED, define_era_op
from stream_affinity.dialects import hal_types  # noqa: F401  (registers the hal constraints)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List

__all__: List[str] = []

PURE = Pure()


def _era_by_operands(count_3_13: int):
    """`era_of` for ops whose 3.13 declaration has |count_3_13| operands."""
    def era_of(op: Operation) -> str:
        return CURRENT if op.form == CURRENT or op.num_operands == count_3_13 else SEED
    return era_of


#===----------------------------------------------------------------------===#
# Memory type and usage constants (current releases)
#===----------------------------------------------------------------------===#

define_iree_op("hal.memory_type", arguments="HAL_MemoryTypeBitfieldAttr_v3_13:$type", results="I32:$result",
               format="`<` $type `>` attr-dict `:` type($result)", traits=(PURE,),
               result_names=result_names_fixed("memory_type"))
define_iree_op("hal.buffer_usage", arguments="HAL_BufferUsageBitfieldAttr_v3_13:$usage", results="I32:$result",
               format="`<` $usage `>` attr-dict `:` type($result)", traits=(PURE,),
               result_names=result_names_fixed("buffer_usage"))


#===----------------------------------------------------------------------===#
# Allocators
#===----------------------------------------------------------------------===#

_ALLOCATE_FORMAT = ("`<` $allocator `:` type($allocator) `>` `affinity` `(` $queue_affinity `)` "
                    "`type` `(` $memory_types `)` `usage` `(` $buffer_usage `)` "
                    "`:` custom<SizeAwareType>(type($result), $result_size) attr-dict-with-keyword")
define_era_op(
    "hal.allocator.allocate",
    seed=dict(arguments="HAL_Allocator:$allocator, HAL_DeviceQueueAffinity:$queue_affinity, "
                        "HAL_MemoryTypeBitfieldAttr:$memory_types, HAL_BufferUsageBitfieldAttr:$buffer_usage, "
                        "HAL_DeviceSize:$result_size"),
    current=dict(arguments="HAL_Allocator:$allocator, HAL_DeviceQueueAffinity:$queue_affinity, "
                           "HAL_MemoryType:$memory_types, HAL_BufferUsage:$buffer_usage, "
                           "HAL_DeviceSize:$result_size"),
    era_of=_era_by_operands(5), results="HAL_Buffer:$result", format=_ALLOCATE_FORMAT,
    traits=(MemoryEffects(("alloc",)),), result_names=result_names_fixed("buffer"))

_IMPORT_FORMAT = ("`<` $allocator `:` type($allocator) `>` "
                  "`source` `(` $source `:` type($source) `)` `` `[` $offset `,` $length `]` "
                  "`affinity` `(` $queue_affinity `)` `type` `(` $memory_types `)` `usage` `(` $buffer_usage `)` "
                  "`:` type($did_import) `,` type($result) attr-dict-with-keyword")
define_era_op(
    "hal.allocator.import",
    seed=dict(arguments="HAL_Allocator:$allocator, HAL_DeviceQueueAffinity:$queue_affinity, "
                        "HAL_MemoryTypeBitfieldAttr:$memory_types, HAL_BufferUsageBitfieldAttr:$buffer_usage, "
                        "Util_BufferType:$source, HAL_DeviceSize:$offset, HAL_DeviceSize:$length"),
    current=dict(arguments="HAL_Allocator:$allocator, HAL_DeviceQueueAffinity:$queue_affinity, "
                           "HAL_MemoryType:$memory_types, HAL_BufferUsage:$buffer_usage, "
                           "Util_BufferType:$source, HAL_DeviceSize:$offset, HAL_DeviceSize:$length"),
    era_of=_era_by_operands(7), results="I1:$did_import, HAL_Buffer:$result", format=_IMPORT_FORMAT,
    traits=(MemoryEffects(("alloc",)),), result_names=result_names_fixed("did_import", "mapped"))


def _parse_device_affinity_list(p):
    """`[ (%device, %affinity : T, T), ... ]` (after `from(`): at least
    one entry, as iree-opt reads it (it prints an empty list it cannot read
    back)."""
    devices, affinities, device_types, affinity_types = [], [], [], []

    def one():
        p.parse_punctuation("(")
        devices.append(p.parse_unresolved_operand())
        p.parse_punctuation(",")
        affinities.append(p.parse_unresolved_operand())
        p.parse_punctuation(":")
        device_types.append(p.parse_type())
        p.parse_punctuation(",")
        affinity_types.append(p.parse_type())
        p.parse_punctuation(")")
    p.parse_punctuation("[")
    p.parse_comma_separated_list("none", one)
    p.parse_punctuation("]")
    return devices, device_types, affinities, affinity_types


def _print_device_affinity_list(pr, op, devices, device_types, affinities, affinity_types) -> None:
    indent = current_indent(pr)
    pr.print("[\n" + indent + "  ")
    for i, (d, a) in enumerate(zip(devices or [], affinities or [])):
        if i:
            pr.print(",\n" + indent + "  ")
        pr.print("(")
        pr.print_operand(d)
        pr.print(", ")
        pr.print_operand(a)
        pr.print(" : ")
        pr.print_type(d.type)
        pr.print(", ")
        pr.print_type(a.type)
        pr.print(")")
    pr.print("\n" + indent + "]")


register_directive("DeviceQueueAffinityList", _parse_device_affinity_list, _print_device_affinity_list)

define_iree_op(
    "hal.allocator.select",
    arguments="Variadic<HAL_Device>:$devices, Variadic<HAL_DeviceQueueAffinity>:$queue_affinities, "
              "HAL_MemoryType:$memory_types, HAL_BufferUsage:$buffer_usage",
    results="HAL_Device:$selected_device, HAL_DeviceQueueAffinity:$selected_queue_affinity", segments="same",
    format="`from` `(` custom<DeviceQueueAffinityList>($devices, type($devices), $queue_affinities, "
           "type($queue_affinities)) `)` `type` `(` $memory_types `)` `usage` `(` $buffer_usage `)` "
           "`:` type($selected_device) `,` type($selected_queue_affinity) attr-dict-with-keyword",
    traits=(PURE,), result_names=result_names_fixed("device", "queue_affinity"))

define_iree_op(
    "hal.allocator.resolve_memory_properties",
    arguments="OptionalAttr<AnyAttr>:$affinity, HAL_LifetimeAttr:$lifetime",
    results="I32:$memory_types, I32:$buffer_usage",
    format="(`for` `(` $affinity^ `)`)? `lifetime` `(` $lifetime `)` attr-dict "
           "`:` type($memory_types) `,` type($buffer_usage)",
    traits=(PURE,), result_names=result_names_fixed("memory_types", "buffer_usage"))


#===----------------------------------------------------------------------===#
# Buffers
#===----------------------------------------------------------------------===#

define_iree_op(
    "hal.buffer.assert",
    arguments="HAL_Buffer:$buffer, StrAttr:$message, HAL_Allocator:$allocator, HAL_DeviceSize:$minimum_length, "
              "HAL_MemoryTypeBitfieldAttr:$memory_types, HAL_BufferUsageBitfieldAttr:$buffer_usage",
    format="`<` $buffer `:` type($buffer) `>` `message` `(` $message `)` "
           "`allocator` `(` $allocator `:` type($allocator) `)` `minimum_length` `(` $minimum_length `)` "
           "`type` `(` $memory_types `)` `usage` `(` $buffer_usage `)` attr-dict-with-keyword")

define_iree_op("hal.buffer.allocation.preserve", arguments="HAL_BufferType:$buffer",
               format="`<` $buffer `:` type($buffer) `>` attr-dict-with-keyword",
               traits=(MemoryEffects(("read", "write")),))
define_iree_op("hal.buffer.allocation.discard", arguments="HAL_BufferType:$buffer", results="I1:$result",
               format="`<` $buffer `:` type($buffer) `>` `:` type($result) attr-dict-with-keyword",
               traits=(MemoryEffects(("read", "write")),), result_names=result_names_fixed("was_terminal"))
define_iree_op("hal.buffer.allocation.is_terminal", arguments="HAL_BufferType:$buffer", results="I1:$result",
               format="`<` $buffer `:` type($buffer) `>` `:` type($result) attr-dict-with-keyword",
               traits=(MemoryEffects(("read",)),), result_names=result_names_fixed("is_terminal"))

define_iree_op(
    "hal.buffer.subspan",
    arguments="HAL_BufferType:$source_buffer, HAL_DeviceSize:$source_offset, HAL_DeviceSize:$length",
    results="HAL_BufferType:$result",
    format="`<` $source_buffer `:` type($source_buffer) `>` `` `[` $source_offset `,` $length `]` "
           "`:` type($result) attr-dict-with-keyword",
    traits=(PURE,), result_names=result_names_fixed("buffer"))
define_iree_op("hal.buffer.length", arguments="HAL_BufferType:$buffer", results="HAL_DeviceSize:$result",
               format="`<` $buffer `:` type($buffer) `>` `:` type($result) attr-dict-with-keyword",
               traits=(PURE,), result_names=result_names_fixed("length"))
define_iree_op(
    "hal.buffer.load", arguments="HAL_BufferType:$source_buffer, HAL_DeviceSize:$source_offset",
    results="HAL_PrimitiveType:$result",
    format="`<` $source_buffer `:` type($source_buffer) `>` `` `[` $source_offset `]` `:` type($result) "
           "attr-dict-with-keyword",
    traits=(MemoryEffects(("read",)),))
define_iree_op(
    "hal.buffer.store",
    arguments="HAL_PrimitiveType:$value, HAL_BufferType:$target_buffer, HAL_DeviceSize:$target_offset",
    format="`<` $target_buffer `:` type($target_buffer) `>` `` `[` $target_offset `]` "
           "`value` `(` $value `:` type($value) `)` attr-dict-with-keyword",
    traits=(MemoryEffects(("write",)),))


#===----------------------------------------------------------------------===#
# Buffer views
#===----------------------------------------------------------------------===#

define_iree_op(
    "hal.buffer_view.create",
    arguments="HAL_BufferType:$source_buffer, HAL_DeviceSize:$source_offset, HAL_DeviceSize:$source_length, "
              "HAL_ElementType:$element_type, HAL_EncodingType:$encoding_type, Variadic<HAL_Shape>:$shape",
    results="HAL_BufferView:$result",
    format="`buffer` `(` $source_buffer `:` type($source_buffer) `)` `` `[` $source_offset `,` $source_length `]` "
           "`shape` `(` `[` $shape `]` `)` `type` `(` $element_type `)` `encoding` `(` $encoding_type `)` "
           "`:` type($result) attr-dict-with-keyword",
    traits=(PURE,), result_names=result_names_fixed("view"))

define_iree_op("hal.buffer_view.trace", arguments="StrAttr:$key, Variadic<HAL_BufferView>:$operands",
               format="$key `=` $operands `:` type($operands) attr-dict-with-keyword")


#===----------------------------------------------------------------------===#
# Files over host memory
#===----------------------------------------------------------------------===#

define_iree_op(
    "hal.ex.file.from_memory",
    arguments="HAL_Device:$device, HAL_DeviceQueueAffinity:$queue_affinity, "
              "HAL_MemoryAccessBitfieldAttr:$access, Util_BufferType:$buffer, HAL_DeviceSize:$offset, "
              "HAL_DeviceSize:$length, I32:$flags",
    results="HAL_File:$result",
    format="`device` `(` $device `:` type($device) `)` `affinity` `(` $queue_affinity `)` `access` `(` $access `)` "
           "`buffer` `(` $buffer `:` type($buffer) `)` `` `[` $offset `for` $length `]` `flags` `(` $flags `)` "
           "`:` type($result) attr-dict-with-keyword",
    result_names=result_names_fixed("memory_file"))

