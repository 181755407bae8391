"""The `arith` dialect: constants, integer/float arithmetic, comparisons,
`arith.select` and casts, all pure.

    %c0 = arith.constant 0 : index
    %0 = arith.addi %a, %b overflow<nsw> : i32
    %1 = arith.cmpi slt, %a, %b : i32
    %2 = arith.select %c, %a, %b : tensor<1xi32>
    %3 = arith.index_cast %i : index to i32
"""

from __future__ import annotations

from dfx.ir.attributes import (DialectAttr, FloatType, IndexType, IntegerAttr, IntegerType, TensorType,
                               Type, UnitAttr, VectorType, attribute_type, i1, i32, i64,
                               register_dialect_attribute)
from dfx.ir.core import OpDef, Operation, OperationState, register_op
from dfx.ir.invariants import OpInvariants, TypeConstraint, Unprefixed
from dfx.ir.traits import ConstantLike, DefaultProperties, Pure
from dfx.ir.traits import SelectLike
from dfx.dialects.arith_fold import CMPF_PREDICATES, CMPI_PREDICATES, FOLDERS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["CMPI_PREDICATES", "CMPF_PREDICATES", "ROUNDING_MODES", "attribute_type", "constant_result_name",
           "INT_LIKE", "FLOAT_LIKE", "BOOL_LIKE", "default_properties", "make_cast"]



#===----------------------------------------------------------------------===#
# arith.constant
#===----------------------------------------------------------------------===#


def constant_result_name(op: Operation) -> List[Optional[str]]:
    """mlir-opt's names for constants: `%c42` (index), `%c42_i32` (other
    integers), `%true`/`%false` (i1), `%cst` (anything else)."""
    value = op.get_attr("value")
    if isinstance(value, IntegerAttr):
        t = op.results[0].type if op.results else value.type
        if isinstance(t, IntegerType):
            if t.width == 1:
                return ["true" if value.value else "false"]
            return [f"c{value.value}_{t}"]
        return [f"c{value.value}"]
    return ["cst"]


def _parse_constant(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    loc = p.mark()
    value = p.parse_attribute()
    t = attribute_type(value)
    if t is None:
        p.error("expected a typed attribute as the constant value", loc)
    state.properties["value"] = value
    state.result_types.append(t)


def _print_constant(pr, op: Operation) -> None:
    pr.print_attr_dict(op, elided=("value",))
    pr.print(" ")
    pr.print_attribute(op.get_attr("value"))


#===----------------------------------------------------------------------===#
# Optional flag clauses (`overflow<...>`, `exact`, `nneg`, rounding, `fastmath<...>`)
#===----------------------------------------------------------------------===#

ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
"""`arith.roundingmode` cases by value (stored as an `i32` property)."""

# clause: (keyword printed, property, kind). Kinds: "flags" (`kw<...>`, a
# default-valued enum attribute stored as `#arith.kw<none>` when absent),
# "optflags" (the same, absent when not written), "unit" (`kw`, a unit
# property), "rounding" (one of ROUNDING_MODES, an optional i32 property).
OVERFLOW = ("overflow", "overflowFlags", "flags")
OVERFLOW_OPT = ("overflow", "overflowFlags", "optflags")
FASTMATH = ("fastmath", "fastmath", "flags")
FASTMATH_OPT = ("fastmath", "fastmath", "optflags")
EXACT = ("exact", "isExact", "unit")
NNEG = ("nneg", "nonNeg", "unit")
ROUNDING = ("", "roundingmode", "rounding")


def default_properties(clauses) -> DefaultProperties:
    """The `DefaultProperties` trait of the default-valued flag clauses."""
    return DefaultProperties(tuple((attr, DialectAttr("arith", kw, "none"))
                                   for kw, attr, kind in clauses if kind == "flags"))


def flags_text(kind: str, body: str) -> str:
    """A flag list as mlir-opt prints it: `fastmath<nnan,ninf>` without
    spaces, `overflow<nsw, nuw>` with them."""
    parts = [x.strip() for x in body.split(",")]
    return ("," if kind == "fastmath" else ", ").join(parts)


def _parse_flags_attr(kind: str):
    def parse(p) -> DialectAttr:
        return DialectAttr("arith", kind, flags_text(kind, p.parse_angle_body()))
    return parse


register_dialect_attribute("arith.fastmath", _parse_flags_attr("fastmath"))
register_dialect_attribute("arith.overflow", _parse_flags_attr("overflow"))


def parse_clauses(p, state: OperationState, clauses) -> None:
    for kw, attr, kind in clauses:
        if kind == "rounding":
            loc = p.mark()
            word = p.parse_optional_bare_id() if any(p.peek_keyword(m) for m in ROUNDING_MODES) else None
            if word is not None:
                if word not in ROUNDING_MODES:
                    p.error("expected rounding mode", loc)
                state.properties[attr] = IntegerAttr(ROUNDING_MODES.index(word), i32)
        elif kind == "unit":
            if p.parse_optional_keyword(kw):
                state.properties[attr] = UnitAttr()
        elif p.parse_optional_keyword(kw):
            state.properties[attr] = DialectAttr("arith", kw, flags_text(kw, p.parse_angle_body()))
        elif kind == "flags":
            state.properties[attr] = DialectAttr("arith", kw, "none")


def print_clauses(pr, op: Operation, clauses) -> None:
    for kw, attr, kind in clauses:
        a = op.get_attr(attr)
        if a is None:
            continue
        if kind == "rounding":
            if isinstance(a, IntegerAttr) and 0 <= a.value < len(ROUNDING_MODES):
                pr.print(" ", ROUNDING_MODES[a.value])
        elif kind == "unit":
            if isinstance(a, UnitAttr):
                pr.print(" ", kw)
        elif isinstance(a, DialectAttr) and a.params not in (None, "none"):
            pr.print(f" {kw}<{a.params}>")


def clause_elided(op: Operation, clauses) -> tuple:
    """The clause properties the custom form shows (a value it cannot show,
    e.g. an unknown rounding mode, stays in the attribute dictionary)."""
    out = []
    for _, attr, kind in clauses:
        a = op.get_attr(attr)
        if kind == "rounding" and a is not None and not (isinstance(a, IntegerAttr)
                                                         and 0 <= a.value < len(ROUNDING_MODES)):
            continue
        if kind == "unit" and a is not None and not isinstance(a, UnitAttr):
            continue
        out.append(attr)
    return tuple(out)


#===----------------------------------------------------------------------===#
# Element-wise ops: `%a, %b [clauses] {attrs} : T`
#===----------------------------------------------------------------------===#


def make_elementwise(num_operands: int, clauses=()):
    """Parser/printer pair for `%a, %b [clauses] {attrs} : T` (one type for
    every operand and the result)."""

    def parse(p, state: OperationState) -> None:
        units = [p.parse_unresolved_operand()]
        for _ in range(num_operands - 1):
            p.parse_punctuation(",")
            units.append(p.parse_unresolved_operand())
        parse_clauses(p, state, clauses)
        p.add_attr_dict(state, p.parse_optional_attr_dict())
        p.parse_punctuation(":")
        loc = p.mark()
        t = p.parse_type()
        state.operands.extend(p.resolve_operands(units, [t] * num_operands, loc))
        state.result_types.append(t)

    def print_(pr, op: Operation) -> None:
        pr.print(" ")
        pr.print_operands(op.operands)
        print_clauses(pr, op, clauses)
        pr.print_attr_dict(op, elided=clause_elided(op, clauses))
        pr.print(" : ")
        pr.print_type(op.results[0].type if op.results else op.operand(0).type)

    return parse, print_


_INT_BINARY_OVERFLOW = ("addi", "subi", "muli", "shli")
_INT_BINARY_EXACT = ("divsi", "divui", "shrsi", "shrui")
_INT_BINARY = ("ceildivsi", "ceildivui", "floordivsi", "remsi", "remui", "andi", "ori", "xori", "maxsi",
               "maxui", "minsi", "minui")
_FLOAT_BINARY_ROUNDING = ("addf", "subf", "mulf", "divf")
_FLOAT_BINARY = ("remf", "maximumf", "minimumf", "maxnumf", "minnumf", "maximumnumf", "minimumnumf")
_FLOAT_UNARY = ("negf", "flush_denormals")
_COMMUTATIVE = frozenset({"addi", "muli", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui", "addf",
                          "mulf", "maximumf", "minimumf", "maxnumf", "minnumf", "maximumnumf", "minimumnumf",
                          "addui_extended", "mulsi_extended", "mului_extended"})


#===----------------------------------------------------------------------===#
# Extended arithmetic: two results
#===----------------------------------------------------------------------===#


def _parse_extended(p, state: OperationState) -> None:
    """`%a, %b : T, U` (add/sub: sum and carry types) or `%a, %b : T`
    (mul: low and high halves, both T)."""
    lhs = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    rhs = p.parse_unresolved_operand()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    if state.name in ("arith.addui_extended", "arith.subui_extended"):
        p.parse_punctuation(",")
        second = p.parse_type()
    else:
        second = t
    state.operands.extend(p.resolve_operands([lhs, rhs], [t, t], loc))
    state.result_types.extend([t, second])


def _print_extended(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.results[0].type)
    if op.name in ("arith.addui_extended", "arith.subui_extended"):
        pr.print(", ")
        pr.print_type(op.results[1].type)


_EXTENDED_NAMES = {"arith.addui_extended": ["sum", "overflow"], "arith.subui_extended": ["diff", "borrow"],
                   "arith.mulsi_extended": ["low", "high"], "arith.mului_extended": ["low", "high"]}


#===----------------------------------------------------------------------===#
# Comparisons
#===----------------------------------------------------------------------===#


def _make_cmp(predicates, fastmath: bool):
    def parse(p, state: OperationState) -> None:
        loc = p.mark()
        word = p.parse_optional_bare_id()
        if word is None:
            word = p.parse_optional_string()
        if word not in predicates:
            p.error("expected string or keyword containing one of the following enum values for "
                    "attribute 'predicate' [" + ", ".join(predicates) + "]", loc)
        state.properties["predicate"] = IntegerAttr(predicates.index(word), i64)
        p.parse_punctuation(",")
        lhs = p.parse_unresolved_operand()
        p.parse_punctuation(",")
        rhs = p.parse_unresolved_operand()
        if fastmath:
            flags = "none"
            if p.parse_optional_keyword("fastmath"):
                flags = flags_text("fastmath", p.parse_angle_body())
            state.properties["fastmath"] = DialectAttr("arith", "fastmath", flags)
        p.add_attr_dict(state, p.parse_optional_attr_dict())
        p.parse_punctuation(":")
        tloc = p.mark()
        t = p.parse_type()
        state.operands.extend(p.resolve_operands([lhs, rhs], [t, t], tloc))
        state.result_types.append(_i1_like(t))

    def print_(pr, op: Operation) -> None:
        pred = op.get_attr("predicate")
        idx = pred.value if isinstance(pred, IntegerAttr) else 0
        pr.print(" ", predicates[idx] if 0 <= idx < len(predicates) else str(idx), ", ")
        pr.print_operands(op.operands)
        elided = ["predicate"]
        if fastmath:
            elided.append("fastmath")
            flags = op.get_attr("fastmath")
            if isinstance(flags, DialectAttr) and flags.params not in (None, "none"):
                pr.print(f" fastmath<{flags.params}>")
        pr.print_attr_dict(op, elided=tuple(elided))
        pr.print(" : ")
        pr.print_type(op.operand(0).type)

    return parse, print_


def _i1_like(t: Type) -> Type:
    """i1 with the shape of |t| (comparisons of tensors/vectors give i1
    tensors/vectors)."""
    from dfx.ir.attributes import TensorType, VectorType
    if isinstance(t, TensorType):
        return TensorType(t.shape, i1, t.encoding)
    if isinstance(t, VectorType):
        return VectorType(t.dims_text, i1)
    return i1


#===----------------------------------------------------------------------===#
# arith.select
#===----------------------------------------------------------------------===#


def _parse_select(p, state: OperationState) -> None:
    units = [p.parse_unresolved_operand()]
    for _ in range(2):
        p.parse_punctuation(",")
        units.append(p.parse_unresolved_operand())
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    cond_t = i1
    if p.parse_optional_punctuation(","):
        cond_t, t = t, p.parse_type()
    state.operands.extend(p.resolve_operands(units, [cond_t, t, t], loc))
    state.result_types.append(t)


def _print_select(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operands(op.operands)
    pr.print_attr_dict(op)
    pr.print(" : ")
    cond_t = op.operand(0).type
    if cond_t != i1:
        pr.print_type(cond_t)
        pr.print(", ")
    pr.print_type(op.results[0].type)


#===----------------------------------------------------------------------===#
# Casts: `%x [clauses] : T to U`, `%x, %scale [clauses] : T, S to U`
#===----------------------------------------------------------------------===#


def make_cast(clauses=(), scaled: bool = False):
    """Parser/printer pair for `%x [clauses] {attrs} : T to U` (with
    |scaled|: `%x, %scale [clauses] {attrs} : T, S to U`)."""
    def parse(p, state: OperationState) -> None:
        units = [p.parse_unresolved_operand()]
        if scaled:
            p.parse_punctuation(",")
            units.append(p.parse_unresolved_operand())
        parse_clauses(p, state, clauses)
        p.add_attr_dict(state, p.parse_optional_attr_dict())
        p.parse_punctuation(":")
        loc = p.mark()
        types = [p.parse_type()]
        if scaled:
            p.parse_punctuation(",")
            types.append(p.parse_type())
        p.parse_keyword("to")
        dst = p.parse_type()
        state.operands.extend(p.resolve_operands(units, types, loc))
        state.result_types.append(dst)

    def print_(pr, op: Operation) -> None:
        pr.print(" ")
        pr.print_operands(op.operands)
        print_clauses(pr, op, clauses)
        pr.print_attr_dict(op, elided=clause_elided(op, clauses))
        pr.print(" : ")
        pr.print_types([v.type for v in op.operands])
        pr.print(" to ")
        pr.print_type(op.results[0].type)

    return parse, print_


_CASTS = {
    "index_cast": (), "index_castui": (NNEG,), "extsi": (), "extui": (NNEG,), "trunci": (OVERFLOW_OPT,),
    "sitofp": (), "uitofp": (NNEG,), "fptosi": (), "fptoui": (), "extf": (FASTMATH_OPT,),
    "truncf": (ROUNDING, FASTMATH_OPT), "convertf": (ROUNDING, FASTMATH_OPT), "bitcast": (),
}
_SCALING_CASTS = {"scaling_extf": (FASTMATH_OPT,), "scaling_truncf": (ROUNDING, FASTMATH_OPT)}


#===----------------------------------------------------------------------===#
# Invariants
#===----------------------------------------------------------------------===#


def _element(t: Type) -> Type:
    return t.element if isinstance(t, (TensorType, VectorType)) else t


def _like(description: str, accepts) -> TypeConstraint:
    """A constraint on a scalar type or a tensor/vector of it."""
    return TypeConstraint(description, lambda t: accepts(_element(t)))


INT_LIKE = _like("signless-integer-like",
                 lambda t: isinstance(t, IndexType) or (isinstance(t, IntegerType) and not t.signedness))
FLOAT_LIKE = _like("floating-point-like", lambda t: isinstance(t, FloatType))
BOOL_LIKE = _like("bool-like", lambda t: isinstance(t, IntegerType) and t.width == 1 and not t.signedness)


def integer_fits(value: int, t: IntegerType) -> bool:
    """Whether |value| is a valid literal of integer type |t| (mlir-opt
    accepts either the signed or the unsigned reading for signless types)."""
    w = t.width
    if t.signedness == "s":
        return -(1 << (w - 1)) <= value < (1 << (w - 1)) if w else value == 0
    if t.signedness == "u":
        return 0 <= value < (1 << w)
    return -(1 << (w - 1)) <= value < (1 << w) if w else value == 0


def _check_constant(op: Operation):
    value = op.get_attr("value")
    if not op.results:
        return None
    rt = op.results[0].type
    if isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType) \
            and not integer_fits(value.value, value.type):
        return Unprefixed("integer constant out of range for attribute")
    if isinstance(rt, IntegerType) and rt.signedness:
        return "integer return type must be signless"
    vt = attribute_type(value)
    if vt is not None and vt != rt:
        return "failed to verify that all of {value, result} have same type"
    return None


def _binary(constraint: TypeConstraint, n: int = 2) -> OpInvariants:
    names = ", ".join(("lhs", "rhs") if n == 2 else ("operand",))
    return OpInvariants(operands=names, results="result", regions=0, uniform_type=True,
                        types={name.strip(): constraint for name in names.split(",")})


#===----------------------------------------------------------------------===#
# Registration
#===----------------------------------------------------------------------===#

register_op(OpDef("arith.constant", traits=(ConstantLike(), Pure()), parse=_parse_constant,
                  print=_print_constant, inherent={"value"}, result_names=constant_result_name,
                  fold=FOLDERS["arith.constant"],
                  invariants=OpInvariants(operands="", results="result", regions=0, attrs="value",
                                          checks=(_check_constant,))))


def _register_elementwise(names, n: int, clauses, constraint) -> None:
    parse, print_ = make_elementwise(n, clauses)
    inherent = {attr for _, attr, _ in clauses}
    for name in names:
        register_op(OpDef(f"arith.{name}", traits=(Pure(), default_properties(clauses)), parse=parse,
                          print=print_, inherent=inherent, fold=FOLDERS.get(f"arith.{name}"),
                          invariants=_binary(constraint, n)))


_register_elementwise(_INT_BINARY_OVERFLOW, 2, (OVERFLOW,), INT_LIKE)
_register_elementwise(_INT_BINARY_EXACT, 2, (EXACT,), INT_LIKE)
_register_elementwise(_INT_BINARY, 2, (), INT_LIKE)
_register_elementwise(_FLOAT_BINARY_ROUNDING, 2, (ROUNDING, FASTMATH), FLOAT_LIKE)
_register_elementwise(_FLOAT_BINARY, 2, (FASTMATH,), FLOAT_LIKE)
_register_elementwise(_FLOAT_UNARY, 1, (FASTMATH,), FLOAT_LIKE)

for _name, _names in _EXTENDED_NAMES.items():
    _second = BOOL_LIKE if _names[0] in ("sum", "diff") else INT_LIKE
    register_op(OpDef(_name, traits=(Pure(),), parse=_parse_extended, print=_print_extended,
                      result_names=(lambda names: lambda op: list(names))(_names), fold=FOLDERS.get(_name),
                      invariants=OpInvariants(operands="lhs, rhs", results="first, second", regions=0,
                                              types={"lhs": INT_LIKE, "rhs": INT_LIKE, "first": INT_LIKE,
                                                     "second": _second},
                                              same_types=(("lhs", "rhs", "first"),))))

_p, _q = _make_cmp(CMPI_PREDICATES, fastmath=False)
register_op(OpDef("arith.cmpi", traits=(Pure(),), parse=_p, print=_q, inherent={"predicate"},
                  fold=FOLDERS["arith.cmpi"],
                  invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0, attrs="predicate",
                                          types={"lhs": INT_LIKE, "rhs": INT_LIKE, "result": BOOL_LIKE},
                                          same_types=(("lhs", "rhs"),))))
_p, _q = _make_cmp(CMPF_PREDICATES, fastmath=True)
register_op(OpDef("arith.cmpf", traits=(Pure(), default_properties((FASTMATH,))), parse=_p, print=_q, inherent={"predicate", "fastmath"},
                  fold=FOLDERS["arith.cmpf"],
                  invariants=OpInvariants(operands="lhs, rhs", results="result", regions=0, attrs="predicate",
                                          types={"lhs": FLOAT_LIKE, "rhs": FLOAT_LIKE, "result": BOOL_LIKE},
                                          same_types=(("lhs", "rhs"),))))

register_op(OpDef("arith.select", traits=(Pure(), SelectLike()), parse=_parse_select, print=_print_select,
                  fold=FOLDERS["arith.select"],
                  invariants=OpInvariants(operands="condition, true_value, false_value", results="result",
                                          regions=0, types={"condition": BOOL_LIKE},
                                          same_types=(("true_value", "false_value", "result"),))))
def _bits(t: Type) -> Optional[int]:
    t = _element(t)
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, FloatType):
        return {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19}.get(
            t.name, 8 if t.name.startswith(("f8", "f4", "f6")) else None)
    return None


def _cast_rule(name: str):
    """(source kind, result kind, width relation) of a cast: kinds `i`
    (integer), `f` (float), `x` (index); relation `>` (wider result), `<`,
    `=` or None (any)."""
    return {"extsi": ("i", "i", ">"), "extui": ("i", "i", ">"), "trunci": ("i", "i", "<"),
            "extf": ("f", "f", ">"), "truncf": ("f", "f", "<"), "convertf": ("f", "f", "="),
            "sitofp": ("i", "f", None), "uitofp": ("i", "f", None), "fptosi": ("f", "i", None),
            "fptoui": ("f", "i", None), "bitcast": (None, None, "=")}.get(name)


def _kind(t: Type) -> str:
    t = _element(t)
    return "x" if isinstance(t, IndexType) else "i" if isinstance(t, IntegerType) else \
        "f" if isinstance(t, FloatType) else "?"


def _check_cast(op: Operation) -> Optional[str]:
    if not op.operands or not op.results:
        return None
    src, dst = op.operand(0).type, op.results[0].type
    ks, kd = _kind(src), _kind(dst)
    name = op.name.split(".", 1)[1]
    if name in ("index_cast", "index_castui"):
        ok = {ks, kd} == {"x", "i"}
    else:
        rule = _cast_rule(name)
        ok = True
        if rule is not None:
            want_s, want_d, rel = rule
            ok = (want_s is None or ks == want_s) and (want_d is None or kd == want_d)
            ws, wd = _bits(src), _bits(dst)
            if ok and rel is not None and ws is not None and wd is not None:
                ok = {">": wd > ws, "<": wd < ws, "=": wd == ws}[rel]
            if ok and name == "convertf":
                ok = _element(src) != _element(dst)
    if not ok:
        return f"operand type '{src}' and result type '{dst}' are cast incompatible"
    return None


for _name, _clauses in _CASTS.items():
    _p, _q = make_cast(_clauses)
    register_op(OpDef(f"arith.{_name}", traits=(Pure(),), parse=_p, print=_q,
                      inherent={attr for _, attr, _ in _clauses}, fold=FOLDERS.get(f"arith.{_name}"),
                      invariants=OpInvariants(operands="in", results="out", regions=0, checks=(_check_cast,))))
for _name, _clauses in _SCALING_CASTS.items():
    _p, _q = make_cast(_clauses, scaled=True)
    register_op(OpDef(f"arith.{_name}", traits=(Pure(),), parse=_p, print=_q,
                      inherent={attr for _, attr, _ in _clauses},
                      invariants=OpInvariants(operands="in, scale", results="out", regions=0)))
_parse_cast, _print_cast = make_cast()
# `complex.bitcast` has the same syntax (`encode-host-tensors` turns a
# complex fill pattern into the integer of its bits with it).
register_op(OpDef("complex.bitcast", traits=(Pure(),), parse=_parse_cast, print=_print_cast,
                  invariants=OpInvariants(operands="operand", results="result", regions=0)))


def _parse_complex_constant(p, state: OperationState) -> None:
    """`complex.constant [re : T, im : T] attr-dict : complex<T>`."""
    state.properties["value"] = p.parse_attribute()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    state.result_types.append(p.parse_type())


def _print_complex_constant(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_attribute(op.get_attr("value"))
    pr.print_attr_dict(op, elided=("value",))
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _check_complex_constant(op: Operation):
    value = op.get_attr("value")
    elements = getattr(value, "elements", None)
    if elements is None or len(elements) != 2:
        return "requires 'value' to be a complex constant, represented as array of two values"
    rt = op.results[0].type if op.results else None
    want = getattr(rt, "element", None)
    got = [attribute_type(e) for e in elements]
    if want is not None and any(t != want for t in got):
        return (f"requires attribute's element types ('{got[0]}', '{got[1]}') to match the element type of the "
                f"op's return type ('{want}')")
    return None


# The constant a complex fill pattern or splat value is made of (MLIR's
# complex dialect: a constant-like op, uniqued and hoisted as the others).
register_op(OpDef("complex.constant", traits=(ConstantLike(), Pure()), parse=_parse_complex_constant,
                  print=_print_complex_constant, inherent={"value"}, result_names=lambda op: ["cst"],
                  invariants=OpInvariants(operands="", results="complex", regions=0, attrs="value",
                                          checks=(_check_complex_constant,))))
