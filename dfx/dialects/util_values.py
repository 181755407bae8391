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

from dfx.support.records import record as dataclass

from dfx.ir.attributes import (ArrayAttr, Attribute, FunctionType, StringAttr, attribute_type,
                               register_dialect_attribute)
from dfx.ir.core import Operation, OperationState
from dfx.ir.traits import ConstantLike, MemoryEffects, Pure, ReturnLike, Terminator
from dfx.syntax.declarative import AllTypesMatch, SameOperandsAndResultType, define_op
from dfx.dialects import util_types  # noqa: F401  (registers the util types and directives)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = []

PURE = Pure()


#===----------------------------------------------------------------------===#
# Values
#===----------------------------------------------------------------------===#

# A constant: mlir-opt's folder uniques null values and moves them to the
# front of the entry block like any constant (both releases).
define_op("util.null", results="AnyType:$result", format="attr-dict `:` type($result)",
          traits=(PURE, ConstantLike(without_value=True)))

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

define_op("util.switch", arguments="Index:$index, Util_Primitive:$default_value, Variadic<Util_Primitive>:$values",
          results="Util_Primitive:$result", traits=(PURE,),
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


#===----------------------------------------------------------------------===#
# util.assume.int: `%v<umin = 1, umax = 3>`, `%v[<...>, <...>]`, several
# operands one per line
#===----------------------------------------------------------------------===#

_ASSUMPTION_KEYS = ("umin", "umax", "udiv")


@dataclass(frozen=True, slots=True)
class IntAssumptionAttr(Attribute):
    """`#util.int.assumption<umin = 1, umax = 3, udiv = 4>`: unsigned
    64-bit bounds and divisor, each optional."""

    umin: Optional[int] = None
    umax: Optional[int] = None
    udiv: Optional[int] = None

    def body(self) -> str:
        return ", ".join(f"{k} = {getattr(self, k)}" for k in _ASSUMPTION_KEYS if getattr(self, k) is not None)

    def __str__(self) -> str:
        return f"#util.int.assumption<{self.body()}>"


def _parse_assumption_body(p) -> IntAssumptionAttr:
    """`<umin = 1, udiv = 4>` (any order, printed umin, umax, udiv)."""
    values = {}

    def entry():
        at = p.mark()
        key = p.parse_bare_id()
        if key not in _ASSUMPTION_KEYS:
            p.error(f"expected one of 'umin', 'umax', 'udiv' but got '{key}'", at)
        p.parse_punctuation("=")
        v = p.parse_integer()
        values[key] = v % (1 << 64)
    p.parse_comma_separated_list("angle", entry)
    return IntAssumptionAttr(**values)


register_dialect_attribute("util.int.assumption", _parse_assumption_body)


def _parse_assume_int(p, state: OperationState) -> None:
    units, rows = [], []
    while True:
        units.append(p.parse_unresolved_operand())
        if p.peek_punctuation("["):
            rows.append(ArrayAttr(tuple(p.parse_comma_separated_list("square", lambda: _parse_assumption_body(p)))))
        else:
            rows.append(ArrayAttr((_parse_assumption_body(p),)))
        if not p.parse_optional_punctuation(","):
            break
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    at = p.mark()
    types = p.parse_type_list()
    if len(types) != len(units):
        p.error(f"custom op 'util.assume.int' number of operands and types do not match: got {len(units)} "
                f"operands and {len(types)} types", at)
    state.operands.extend(p.resolve_operand(u, None, t) for u, t in zip(units, types))
    state.result_types.extend(types)
    state.properties["assumptions"] = ArrayAttr(tuple(rows))


def _print_assumption_row(pr, row) -> None:
    elements = row.elements if isinstance(row, ArrayAttr) else ()
    if len(elements) == 1:
        pr.print("<" + _assumption_body(elements[0]) + ">")
        return
    pr.print("[" + ", ".join("<" + _assumption_body(a) + ">" for a in elements) + "]")


def _assumption_body(a) -> str:
    if isinstance(a, IntAssumptionAttr):
        return a.body()
    return str(a)


def _print_assume_int(pr, op: Operation) -> None:
    rows = op.get_attr("assumptions")
    rows = rows.elements if isinstance(rows, ArrayAttr) else ()
    operands = op.operands
    multi = len(operands) > 1
    pr.print(" ")
    for i, v in enumerate(operands):
        if multi:
            if i:
                pr.print(", ")
            pr.print("\n" + " " * (pr.indent + 4))
        pr.print_operand(v)
        if i < len(rows):
            _print_assumption_row(pr, rows[i])
    pr.print_attr_dict(op, elided=("assumptions",))
    pr.print(("\n" + " " * (pr.indent + 2)) if multi else " ")
    pr.print(": ")
    pr.print_types([v.type for v in operands])


def _assumption_rows_match(op: Operation) -> Optional[str]:
    rows = op.get_attr("assumptions")
    if not isinstance(rows, ArrayAttr) or len(rows.elements) != op.num_operands:
        return f"expected {op.num_operands} assumption rows to match number of operands"
    return None


define_op("util.assume.int", arguments="Variadic<AnySignlessIntegerOrIndex>:$operands, ArrayAttr:$assumptions",
          results="Variadic<AnySignlessIntegerOrIndex>:$results", traits=(PURE,),
          parse=_parse_assume_int, print=_print_assume_int,
          invariants={"uniform_type": False, "checks": (_assumption_rows_match,)})


#===----------------------------------------------------------------------===#
# util.numeric.optional_narrow, util.unfoldable_constant
#===----------------------------------------------------------------------===#

define_op("util.numeric.optional_narrow",
          arguments="AnyTypeOf<[Util_Element, Util_Tensor]>:$operand, TypeAttr:$semantic_type, "
                    "OptionalAttr<APIntAttr>:$min_value, OptionalAttr<APIntAttr>:$max_value",
          results="AnyTypeOf<[Util_Element, Util_Tensor]>:$result", traits=(PURE,),
          format="$operand `:` type($operand) `as` $semantic_type attr-dict",
          type_rules=(SameOperandsAndResultType(),))


def _parse_unfoldable_constant(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    value = p.parse_attribute()
    t = attribute_type(value)
    if t is None or p.peek_punctuation(":"):
        p.parse_punctuation(":")
        t = p.parse_type()
    state.properties["value"] = value
    state.result_types.append(t)


def _print_unfoldable_constant(pr, op: Operation) -> None:
    # As arith.constant's printer: a space, the dictionary (with its own
    # leading space), a space when there is one, the value.
    pr.print(" ")
    pr.print_attr_dict(op, elided=("value",))
    if len(op.properties) + len(op.attributes) > 1:
        pr.print(" ")
    value = op.get_attr("value")
    pr.print_attribute(value)
    if attribute_type(value) is None:
        pr.print(" : ")
        pr.print_type(op.results[0].type)


define_op("util.unfoldable_constant", arguments="AnyAttr:$value", results="AnyType:$result",
          parse=_parse_unfoldable_constant, print=_print_unfoldable_constant)


#===----------------------------------------------------------------------===#
# util.scf.unreachable (current releases): inside structured control flow
#===----------------------------------------------------------------------===#

define_op("util.scf.unreachable", arguments="OptionalAttr<StrAttr>:$message", format="($message^)? attr-dict",
          traits=(MemoryEffects(()),))


#===----------------------------------------------------------------------===#
# Strings (current releases)
#===----------------------------------------------------------------------===#


def _format_result_name(op: Operation) -> List[Optional[str]]:
    """The name iree-opt 3.13 gives a formatted string: its text with each
    `{...}` placeholder as `N`, `.`, `-`, `/` as `_`, escaped braces and
    other characters dropped, at most 32 characters (`formatted` when
    nothing is left)."""
    fmt = op.get_attr("format")
    text = fmt.value if isinstance(fmt, StringAttr) else ""
    out: List[str] = []
    i = 0
    while i < len(text):
        c = text[i]
        if text.startswith("{{", i) or text.startswith("}}", i):
            i += 2
            continue
        if c == "{":
            end = text.find("}", i)
            out.append("N")
            i = len(text) if end < 0 else end + 1
            continue
        if c in ".-/":
            out.append("_")
        elif c.isascii() and (c.isalnum() or c == "_"):
            out.append(c)
        i += 1
    name = "".join(out)[:32]
    return [name or "formatted"]


define_op("util.string.format", arguments="StrAttr:$format, Variadic<AnyType>:$args",
          results="Util_BufferType:$result", traits=(PURE,), result_names=_format_result_name,
          format="$format `(` $args `)` attr-dict `:` functional-type($args, $result)")
define_op("util.string.itoa", arguments="AnySignlessIntegerOrIndex:$value", results="Util_BufferType:$result",
          traits=(PURE,), result_names=lambda op: ["itoa"],
          format="$value attr-dict `:` type($value) `->` type($result)")


#===----------------------------------------------------------------------===#
# util.hoistable_conversion (current releases)
#   "tag" inverts("inverse") (%b = %a, ...) : (A) -> R { ... util.return }
#===----------------------------------------------------------------------===#


def _parse_hoistable_conversion(p, state: OperationState) -> None:
    state.properties["tag"] = StringAttr(p.parse_string())
    p.parse_keyword("inverts")
    p.parse_punctuation("(")
    state.properties["inverseTag"] = StringAttr(p.parse_string())
    p.parse_punctuation(")")
    args, units = [], []

    def one():
        args.append(p.parse_argument(with_type=False))
        p.parse_punctuation("=")
        units.append(p.parse_unresolved_operand())
    p.parse_comma_separated_list("paren", one)
    p.parse_punctuation(":")
    at = p.mark()
    ft = p.parse_type()
    if not isinstance(ft, FunctionType):
        p.error("expected function type", at)
    if len(ft.inputs) != len(units):
        p.error(f"custom op 'util.hoistable_conversion' number of operands and types do not match: got "
                f"{len(units)} operands and {len(ft.inputs)} types", at)
    for a, t in zip(args, ft.inputs):
        a.type = t
    state.operands.extend(p.resolve_operand(u, None, t) for u, t in zip(units, ft.inputs))
    state.result_types.extend(ft.results)
    p.add_attr_dict(state, p.parse_optional_attr_dict_with_keyword())
    state.regions.append(p.parse_region(arguments=args))


def _print_hoistable_conversion(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_attribute(op.get_attr("tag"))
    pr.print(" inverts(")
    pr.print_attribute(op.get_attr("inverseTag"))
    pr.print(") (")
    block = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    args = block.arguments if block is not None else []
    for i, (a, v) in enumerate(zip(args, op.operands)):
        if i:
            pr.print(", ")
        pr.print_block_argument(a, with_type=False)
        pr.print(" = ")
        pr.print_operand(v)
    pr.print(") : ")
    pr.print(str(FunctionType(tuple(v.type for v in op.operands), tuple(op.result_types))))
    pr.print_attr_dict_with_keyword(op, elided=("tag", "inverseTag"))
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False)


define_op("util.hoistable_conversion", arguments="StrAttr:$tag, StrAttr:$inverseTag, Variadic<AnyType>:$inputs",
          results="Variadic<AnyType>:$results", regions="SizedRegion<1>:$body", traits=(PURE,),
          parse=_parse_hoistable_conversion, print=_print_hoistable_conversion)
