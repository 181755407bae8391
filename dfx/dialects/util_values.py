"""IREE `util` ops on values, defined with the declarative format engine:
null values, comparisons, alignment and sizes, range arithmetic, casts
and switches, integer assumptions, compiler hints, assertions, indirect
global accesses and strings.

    %0 = util.null : !hal.fence
    %1 = util.cmp.eq %a, %b : index
    %2 = util.assume.int %v<umin = 1, umax = 3> : index
    %3 = util.switch i32 from [%a, %b] at %i else %c : i32
    util.status.check_ok %s, "message"
"""

from __future__ import annotations

from dfx.ir.traits import MemoryEffects, Pure, ReturnLike, Terminator
from dfx.syntax.declarative import AllTypesMatch, SameOperandsAndResultType, define_op
from dfx.dialects import util_types  # noqa: F401  (registers the util types and directives)

__all__ = []

PURE = Pure()


#===----------------------------------------------------------------------===#
# Values
#===----------------------------------------------------------------------===#

define_op("util.null", results="AnyType:$result", format="attr-dict `:` type($result)", traits=(PURE,))

for _name in ("util.cmp.eq", "util.cmp.ne"):
    define_op(_name, arguments="AnyType:$lhs, AnyType:$rhs", results="I1:$result",
              format="operands attr-dict `:` type($lhs)", traits=(PURE,),
              type_rules=(AllTypesMatch("lhs", "rhs"),))

define_op("util.align", arguments="SignlessIntegerLike:$value, SignlessIntegerLike:$alignment",
          results="SignlessIntegerLike:$result", format="$value `,` $alignment attr-dict `:` type($result)",
          traits=(PURE,), type_rules=(SameOperandsAndResultType(),))

define_op("util.sizeof", arguments="TypeAttr:$sizedType", results="Index:$size",
          format="$sizedType attr-dict-with-keyword", traits=(PURE,))

for _name in ("util.range.min", "util.range.max"):
    define_op(_name, arguments="Variadic<Util_Range>:$operands", results="Util_Range:$result",
              format="$operands attr-dict `:` type($result)", traits=(PURE,),
              type_rules=(SameOperandsAndResultType(),))

define_op("util.range.extents", arguments="Variadic<Util_Range>:$offsets, Variadic<Util_Range>:$lengths",
          results="Util_Range:$min, Util_Range:$max", segments="same",
          format="custom<RangeList>($offsets, $lengths) attr-dict `:` type($min)", traits=(PURE,),
          type_rules=(SameOperandsAndResultType(),), result_names=lambda op: ["min", "max"])

define_op("util.cast", arguments="AnyType:$operand", results="AnyType:$result",
          format="$operand attr-dict `:` type($operand) `to` type($result)", traits=(PURE,))

define_op("util.switch", arguments="Index:$index, AnyType:$default_value, Variadic<AnyType>:$values",
          results="AnyType:$result", traits=(PURE,),
          format="type($default_value) `from` custom<TypedValueList>(ref(type($default_value)), $values, "
                 "type($values)) `at` $index `else` $default_value attr-dict `:` type($result)",
          type_rules=(AllTypesMatch("default_value", "result"),))


#===----------------------------------------------------------------------===#
# Assertions
#===----------------------------------------------------------------------===#

# 3.2.0 requires the message; current releases make it optional.
define_op("util.unreachable", arguments="OptionalAttr<StrAttr>:$message", format="($message^)? attr-dict",
          traits=(MemoryEffects(()), ReturnLike(), Terminator()))

define_op("util.status.check_ok", arguments="Util_Status:$status, OptionalAttr<StrAttr>:$message",
          format="$status (`,` $message^)? attr-dict")


#===----------------------------------------------------------------------===#
# Indirect global accesses
#===----------------------------------------------------------------------===#

define_op("util.global.load.indirect", arguments="Util_AnyGlobalPtr:$global, UnitAttr:$is_immutable",
          results="AnyType:$result", traits=(MemoryEffects(("read",)),),
          format="(`immutable` $is_immutable^)? $global attr-dict `:` qualified(type($global)) `->` "
                 "type($result)")

define_op("util.global.store.indirect", arguments="AnyType:$value, Util_AnyGlobalPtr:$global",
          traits=(MemoryEffects(("write",)),),
          format="$value `,` $global attr-dict `:` type($value) `->` qualified(type($global))")
