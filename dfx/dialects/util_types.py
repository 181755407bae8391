"""The `util` dialect's types as declarative-format constraints, and the
`custom<...>` directives of IREE's util ops that other IREE dialects use
too (registered here, where the util dialect lives).

Types: `!util.buffer`, `!util.object`, `!util.variant`, `!util.list<T>`,
`!util.ptr<T>`, and the ODS groups built on them (`Util_Range`,
`Util_Element`, `Util_Status`...).

Directives:
* `SizeAwareType`: `T{%size}` (a type and its size value);
* `TypedValueList`: `[%a, %b]`, every value of the type given by a ref;
* `RangeList`: `[%offset for %length], ...`;
* `TypeOrAttr`: a global's `: T`, `= value` or `: T = value`;
* `SymbolVisibility` is generic (`dfx.syntax.declarative.directives`).
"""

from __future__ import annotations

from dfx.ir.attributes import DialectType, IndexType, IntegerType, TensorType, Type
from dfx.syntax.declarative import TYPES, TypeSpec, one_of_types, register_directive, register_type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Tuple

__all__ = ["BUFFER", "OBJECT", "is_util_type"]

BUFFER = DialectType("util", "buffer")
OBJECT = DialectType("util", "object")


def is_util_type(t: Type, name: str) -> bool:
    return isinstance(t, DialectType) and t.dialect == "util" and t.name == name


def _is_ref_type(t: Type) -> bool:
    """Reference types of IREE (`!util.buffer`, `!util.list`, `!hal.*`...):
    types of a dialect that are neither tensors nor scalars."""
    return isinstance(t, DialectType)


register_type("Util_BufferType", TypeSpec("buffer", lambda t: is_util_type(t, "buffer"), BUFFER))
register_type("Util_ObjectType", TypeSpec("object", lambda t: is_util_type(t, "object"), OBJECT))
register_type("Util_VariantType", TypeSpec("variant", lambda t: is_util_type(t, "variant"),
                                           DialectType("util", "variant")))
# Descriptions are iree-opt 3.2.0's (3.13 capitalizes some: "Dense list
# container type.").
register_type("Util_AnyList", TypeSpec("dense list container type", lambda t: is_util_type(t, "list")))
register_type("Util_AnyPtr", TypeSpec("a pointer-like reference", lambda t: is_util_type(t, "ptr"),
                                      stripped="util.ptr"))
register_type("Util_AnyGlobalPtr", TypeSpec("a pointer-like reference", lambda t: is_util_type(t, "ptr"),
                                            stripped="util.ptr"))
register_type("Util_Size", TYPES["Index"])
register_type("Util_Offset", TYPES["Index"])
register_type("Util_Status", TYPES["I32"])
register_type("Util_Range", TypeSpec("index or integer", lambda t: isinstance(t, (IndexType, IntegerType))))
register_type("Util_Element", one_of_types(TYPES["AnySignlessInteger"], TYPES["AnyFloat"]))
register_type("Util_Primitive", one_of_types(TYPES["Index"], TYPES["AnyInteger"], TYPES["AnyFloat"],
                                             description="index or integer or floating-point"))
register_type("Util_Tensor", TypeSpec("tensor of signless integer or floating-point values",
                                      lambda t: isinstance(t, TensorType) and TYPES["Util_Element"].accepts(t.element)))
register_type("Util_AnySerializableAttr", TYPES["AnyType"])
register_type("Util_RefType", TypeSpec("ref", _is_ref_type))


#===----------------------------------------------------------------------===#
# custom<SizeAwareType>: `T{%size}`
#===----------------------------------------------------------------------===#


def parse_size_aware_type(p) -> Tuple[Type, object]:
    """`T{%size}` → (type, unresolved size operand)."""
    t = p.parse_type()
    p.parse_punctuation("{")
    size = p.parse_unresolved_operand()
    p.parse_punctuation("}")
    return t, size


def print_size_aware_type(pr, op, t: Type, size) -> None:
    pr.print_type(t)
    pr.print("{")
    pr.print_operand(size)
    pr.print("}")


register_directive("SizeAwareType", parse_size_aware_type, print_size_aware_type)


#===----------------------------------------------------------------------===#
# custom<TypedValueList>: `[%a, %b]` of the type given by a ref
#===----------------------------------------------------------------------===#


def _parse_typed_value_list(p, t: Type) -> Tuple[list, List[Type]]:
    units = p.parse_unresolved_operand_list("square")
    return units, [t] * len(units)


def _print_typed_value_list(pr, op, t: Type, values, types) -> None:
    pr.print("[")
    pr.print_operands(values or [])
    pr.print("]")


register_directive("TypedValueList", _parse_typed_value_list, _print_typed_value_list)


#===----------------------------------------------------------------------===#
# custom<RangeList>: `[%offset for %length], ...`
#===----------------------------------------------------------------------===#


def _parse_range_list(p) -> Tuple[list, list]:
    offsets, lengths = [], []

    def one():
        p.parse_punctuation("[")
        offsets.append(p.parse_unresolved_operand())
        p.parse_keyword("for")
        lengths.append(p.parse_unresolved_operand())
        p.parse_punctuation("]")
    p.parse_comma_separated_list("none", one)
    return offsets, lengths


def _print_range_list(pr, op, offsets, lengths) -> None:
    for i, (o, n) in enumerate(zip(offsets, lengths)):
        if i:
            pr.print(", ")
        pr.print("[")
        pr.print_operand(o)
        pr.print(" for ")
        pr.print_operand(n)
        pr.print("]")


register_directive("RangeList", _parse_range_list, _print_range_list)
