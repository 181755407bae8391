"""IREE `util` byte buffers and lists, defined with the declarative format
engine.

    %b = util.buffer.alloc uninitialized : !util.buffer{%size}
    %v = util.buffer.load %b[%off for %len] : !util.buffer{%size} -> i32
    %l = util.list.create %cap : !util.list<?>
    %e = util.list.get %l[%i] : !util.list<?> -> i32
"""

from __future__ import annotations

from dfx.ir.attributes import DialectType, StringAttr, Type
from dfx.ir.core import Operation
from dfx.ir.traits import MemoryEffects, Pure
from dfx.syntax.declarative import define_op, register_directive
from dfx.dialects import util_types  # noqa: F401  (registers the util types and directives)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple

__all__ = ["list_element_type"]

PURE = Pure()
READ = MemoryEffects(("read",))
WRITE = MemoryEffects(("write",))


#===----------------------------------------------------------------------===#
# Buffers
#===----------------------------------------------------------------------===#


def _constant_name(op: Operation) -> List[Optional[str]]:
    name = op.get_attr("name")
    return [name.value if isinstance(name, StringAttr) else "buffer_cst"]


define_op("util.buffer.constant",
          arguments="OptionalAttr<StrAttr>:$name, AnyAttr:$value, OptionalAttr<IndexAttr>:$alignment, "
                    "OptionalAttr<StrAttr>:$mime_type",
          results="Util_BufferType:$result", traits=(PURE,), result_names=_constant_name,
          format="($name^)? attr-dict `:` type($result) `=` $value")

_SIZED = "custom<SizeAwareType>"

define_op("util.buffer.alloc", arguments="Util_Size:$storage_size, OptionalAttr<IndexAttr>:$alignment",
          results="Util_BufferType:$result", traits=(MemoryEffects(("allocate",)),),
          result_names=lambda op: ["buffer"],
          format=f"`uninitialized` attr-dict `:` {_SIZED}(type($result), $storage_size)")
define_op("util.buffer.dealloc", arguments="Util_BufferType:$operand, Util_Size:$operand_size",
          traits=(MemoryEffects(("free",)),),
          format=f"$operand `:` {_SIZED}(type($operand), $operand_size) attr-dict-with-keyword")
define_op("util.buffer.slice",
          arguments="Util_BufferType:$source, Util_Size:$source_size, Util_Offset:$source_offset, "
                    "Util_Size:$result_size, OptionalAttr<IndexAttr>:$alignment",
          results="Util_BufferType:$result", traits=(MemoryEffects(("allocate", "read")),),
          result_names=lambda op: ["buffer"],
          format=f"$source `[` $source_offset `]` attr-dict `:` {_SIZED}(type($source), $source_size) `->` "
                 f"{_SIZED}(type($result), $result_size)")
define_op("util.buffer.subspan",
          arguments="Util_BufferType:$source, Util_Size:$source_size, Util_Offset:$source_offset, "
                    "Util_Size:$result_size",
          results="Util_BufferType:$result", traits=(PURE,), result_names=lambda op: ["buffer_span"],
          format=f"$source `[` $source_offset `]` `:` {_SIZED}(type($source), $source_size) `->` "
                 f"{_SIZED}(type($result), $result_size) attr-dict-with-keyword")
define_op("util.buffer.size", arguments="Util_BufferType:$operand", results="Util_Size:$result", traits=(PURE,),
          result_names=lambda op: ["buffer_size"], format="$operand `:` type($operand) attr-dict-with-keyword")
define_op("util.buffer.storage", arguments="Util_BufferType:$operand, Util_Size:$operand_size",
          results="AnyMemRef:$result, Util_Offset:$offset", traits=(PURE,),
          result_names=lambda op: ["buffer_storage", "buffer_offset"],
          format=f"$operand `:` {_SIZED}(type($operand), $operand_size) `->` `(` type($result) `,` type($offset) "
                 f"`)` attr-dict-with-keyword")
define_op("util.buffer.copy",
          arguments="Util_BufferType:$source, Util_Size:$source_size, Util_Offset:$source_offset, "
                    "Util_BufferType:$target, Util_Size:$target_size, Util_Offset:$target_offset, "
                    "Util_Size:$length",
          traits=(MemoryEffects(("read", "write")),),
          format=f"$source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,` $length `:` "
                 f"{_SIZED}(type($source), $source_size) `->` {_SIZED}(type($target), $target_size) "
                 f"attr-dict-with-keyword")
define_op("util.buffer.compare",
          arguments="Util_BufferType:$lhs, Util_Size:$lhs_size, Util_Offset:$lhs_offset, "
                    "Util_BufferType:$rhs, Util_Size:$rhs_size, Util_Offset:$rhs_offset, Util_Size:$length",
          results="I1:$result", traits=(READ,),
          format=f"$lhs `[` $lhs_offset `]` `,` $rhs `[` $rhs_offset `]` `,` $length `:` "
                 f"{_SIZED}(type($lhs), $lhs_size) `,` {_SIZED}(type($rhs), $rhs_size) attr-dict-with-keyword")
define_op("util.buffer.fill",
          arguments="AnyType:$pattern, Util_BufferType:$target, Util_Size:$target_size, "
                    "Util_Offset:$target_offset, Util_Size:$length",
          traits=(WRITE,),
          format=f"$pattern `,` $target `[` $target_offset `for` $length `]` `:` type($pattern) `->` "
                 f"{_SIZED}(type($target), $target_size) attr-dict-with-keyword")
define_op("util.buffer.load",
          arguments="Util_BufferType:$source, Util_Size:$source_size, Util_Offset:$source_offset, "
                    "Util_Size:$length",
          results="AnyType:$result", traits=(READ,),
          format=f"$source `[` $source_offset `for` $length `]` `:` {_SIZED}(type($source), $source_size) `->` "
                 f"type($result) attr-dict-with-keyword")
define_op("util.buffer.store",
          arguments="AnyType:$source, Util_BufferType:$target, Util_Size:$target_size, "
                    "Util_Offset:$target_offset, Util_Size:$length",
          traits=(WRITE,),
          format=f"$source `,` $target `[` $target_offset `for` $length `]` `:` type($source) `->` "
                 f"{_SIZED}(type($target), $target_size) attr-dict-with-keyword")
define_op("util.buffer.hash",
          arguments="Util_BufferType:$source, Util_Size:$source_size, Util_Offset:$source_offset, "
                    "Util_Size:$length",
          results="I64:$result", traits=(READ,),
          format=f"$source `[` $source_offset `for` $length `]` `:` {_SIZED}(type($source), $source_size) `->` "
                 f"type($result) attr-dict-with-keyword")


#===----------------------------------------------------------------------===#
# Lists: `!util.list<T>` (`?`: any element type, given at each access)
#===----------------------------------------------------------------------===#


def list_element_type(p, list_type: Type) -> Optional[Type]:
    """The element type of `!util.list<T>` (None for `?` or another type),
    read from the type's parameters with a parser like |p|."""
    if not (isinstance(list_type, DialectType) and list_type.dialect == "util" and list_type.name == "list"):
        return None
    params = (list_type.params or "").strip()
    if params in ("", "?"):
        return None
    sub = type(p)(params, p.filename)
    return sub.parse_type()


def _element_text(list_type: Type) -> Optional[str]:
    if isinstance(list_type, DialectType) and list_type.dialect == "util" and list_type.name == "list":
        return (list_type.params or "").strip()
    return None


def _parse_list_type_get(p) -> Tuple[Type, Type]:
    """`!util.list<T>` (result of type T) or `!util.list<...> -> T`."""
    at = p.mark()
    t = p.parse_type()
    if p.parse_optional_punctuation("->"):
        return t, p.parse_type()
    element = list_element_type(p, t)
    if element is None:
        p.error("element type is required for variant lists", at)
    return t, element


def _print_list_type_get(pr, op, list_type: Type, value_type: Type) -> None:
    pr.print_type(list_type)
    if _element_text(list_type) != str(value_type):
        pr.print(" -> ")
        pr.print_type(value_type)


def _parse_list_type_set(p) -> Tuple[Type, Type]:
    """`!util.list<T>` (value of type T) or `T -> !util.list<...>`."""
    at = p.mark()
    t = p.parse_type()
    if p.parse_optional_punctuation("->"):
        return p.parse_type(), t
    element = list_element_type(p, t)
    if element is None:
        p.error("element type is required for variant lists", at)
    return t, element


def _print_list_type_set(pr, op, list_type: Type, value_type: Type) -> None:
    if _element_text(list_type) != str(value_type):
        pr.print_type(value_type)
        pr.print(" -> ")
    pr.print_type(list_type)


def _parse_typed_values(p) -> Tuple[list, List[Type]]:
    """`[%a : T, %b : U]` → (operands, types)."""
    units, types = [], []

    def one():
        units.append(p.parse_unresolved_operand())
        p.parse_punctuation(":")
        types.append(p.parse_type())
    p.parse_comma_separated_list("square", one)
    return units, types


def _print_typed_values(pr, op, values, types) -> None:
    pr.print("[")
    for i, v in enumerate(values):
        if i:
            pr.print(", ")
        pr.print_operand(v)
        pr.print(" : ")
        pr.print_type(v.type)
    pr.print("]")


register_directive("ListTypeGet", _parse_list_type_get, _print_list_type_get)
register_directive("ListTypeSet", _parse_list_type_set, _print_list_type_set)
register_directive("ValueTypeList", _parse_typed_values, _print_typed_values)

define_op("util.list.create", arguments="Optional<Index>:$initial_capacity", results="Util_AnyList:$result",
          traits=(MemoryEffects(("allocate",)),),
          format="($initial_capacity^)? attr-dict `:` qualified(type($result))")
define_op("util.list.construct", arguments="Variadic<AnyType>:$values", results="Util_AnyList:$result",
          traits=(MemoryEffects(("allocate", "write")),),
          format="custom<ValueTypeList>($values, type($values)) attr-dict `:` qualified(type($result))")
define_op("util.list.size", arguments="Util_AnyList:$list", results="Index:$result", traits=(READ,),
          format="operands attr-dict `:` qualified(type($list))")
define_op("util.list.resize", arguments="Util_AnyList:$list, Index:$new_size", traits=(WRITE,),
          format="operands attr-dict `:` qualified(type($list))")
define_op("util.list.get", arguments="Util_AnyList:$list, Index:$index", results="AnyType:$result", traits=(READ,),
          format="$list `[` $index `]` attr-dict `:` custom<ListTypeGet>(type($list), type($result))")
define_op("util.list.set", arguments="Util_AnyList:$list, Index:$index, AnyType:$value", traits=(WRITE,),
          format="$list `[` $index `]` `,` $value attr-dict `:` custom<ListTypeSet>(type($list), type($value))")
