"""The `func` dialect (`func.func`, `func.return`, `func.call`) and the
function-signature helpers shared with `util.func`.

    func.func private @f(i32, tensor<4xf32> {a.b}) -> (i32 {c.d})
    func.func public @g(%arg0: i32 {a.b}) -> i32 attributes {x} {
      %0 = call @f(%arg0) : (i32) -> i32
      return %0 : i32
    }

Inside `func.func` the default dialect is `func`, so `return`/`call` name
`func.return`/`func.call` (in both directions).
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import (ArrayAttr, Attribute, DictionaryAttr, FunctionType, IntegerAttr, StringAttr,
                               SymbolRefAttr, Type, TypeAttr, UnitAttr, index)
from dfx.ir.core import OpDef, Operation, OperationState, Region, register_op
from dfx.ir.traits import CallOp, ConstantLike, FunctionLike, IsolatedFromAbove, Pure, ReturnLike, Symbol, Terminator
from dfx.ir.invariants import OpInvariants, SymbolUse
from dfx.ir.symbol_checks import call_matches_signature, callee_signature, return_matches_function
from dfx.syntax.forms import CURRENT, SEED, register_forms

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Sequence, Tuple

__all__ = ["Signature", "parse_function_signature", "print_function_signature", "parse_visibility",
           "function_op_properties", "FUNCTION_ELIDED"]

VISIBILITIES = ("public", "private", "nested")

FUNCTION_ELIDED = ("sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs", "tied_operands")
"""Attributes printed as part of a function's signature, not in its dict."""


@dataclass
class Signature:
    """A parsed function signature.

    `arguments` are parser `Argument`s (name None for a type-only argument
    list); `tied[i]` is the argument index result i is tied to (-1 untied).
    """

    arguments: list
    arg_attrs: List[dict]
    result_types: List[Type]
    res_attrs: List[dict]
    tied: List[int]
    named: bool

    @property
    def function_type(self) -> FunctionType:
        return FunctionType(tuple(a.type for a in self.arguments), tuple(self.result_types))


def parse_visibility(p) -> Optional[str]:
    """Optional `public` / `private` / `nested` keyword."""
    for kw in VISIBILITIES:
        if p.parse_optional_keyword(kw):
            return kw
    return None


def _parse_arguments(p) -> Tuple[list, List[dict], bool]:
    """`(%a: T {attrs}, ...)` or `(T {attrs}, ...)`."""
    args: list = []
    attrs: List[dict] = []
    named: List[bool] = []

    def one():
        arg = p.parse_optional_argument(with_type=True)
        if arg is None:
            loc = p.location()
            t = p.parse_type()
            arg = p.make_argument(None, t, loc)
            named.append(False)
        else:
            named.append(True)
        if named and named[0] != named[-1]:
            p.error("expected SSA identifier" if named[0] else "expected type instead of SSA identifier",
                    arg.loc)
        attrs.append(p.parse_optional_attr_dict())
        p.parse_optional_location()
        args.append(arg)

    p.parse_comma_separated_list("paren", one)
    return args, attrs, (not named) or named[0]


def parse_function_signature(p, allow_tied: bool = False, require_names: bool = False) -> Signature:
    """Parses `(args) [-> results]`. With |allow_tied|, a result may be written
    `%argN` or `%argN as T` to tie it to argument N (IREE's util.func)."""
    args_loc = p.mark()
    args, arg_attrs, named = _parse_arguments(p)
    if require_names and args and not named:
        p.error("expected SSA identifier", args_loc)
    by_name = {a.name: i for i, a in enumerate(args) if a.name is not None}
    result_types: List[Type] = []
    res_attrs: List[dict] = []
    tied: List[int] = []

    def one_result(with_attrs: bool):
        loc = p.mark()
        name = p.parse_optional_value_name() if allow_tied else None
        if name is not None:
            if name not in by_name:
                p.error(f"tied operand '%{name}' is not an argument of the function", loc)
            i = by_name[name]
            t = args[i].type
            if p.parse_optional_keyword("as"):
                t = p.parse_type()
            tied.append(i)
        else:
            t = p.parse_type()
            tied.append(-1)
        result_types.append(t)
        res_attrs.append(p.parse_optional_attr_dict() if with_attrs else {})

    if p.parse_optional_punctuation("->"):
        if p.peek_punctuation("("):
            p.parse_comma_separated_list("paren", lambda: one_result(True))
        else:
            one_result(False)
    return Signature(args, arg_attrs, result_types, res_attrs, tied, named)


_INDEX_ARRAYS: dict = {}


def index_array(values: Sequence[int]) -> ArrayAttr:
    """`[a : index, ...]` (`tied_operands`), one shared immutable object per
    value list: the verifier compares a call's ties with its callee's by
    identity first."""
    key = tuple(values)
    a = _INDEX_ARRAYS.get(key)
    if a is None:
        if len(_INDEX_ARRAYS) > 4096:
            _INDEX_ARRAYS.clear()
        a = _INDEX_ARRAYS[key] = ArrayAttr(tuple(IntegerAttr(v, index) for v in key))
    return a


def _attrs_array(dicts: Sequence[dict]) -> Optional[ArrayAttr]:
    if not any(dicts):
        return None
    return ArrayAttr(tuple(DictionaryAttr.from_dict(d) for d in dicts))


def function_op_properties(state: OperationState, name: str, visibility: Optional[str], sig: Signature,
                           with_tied: bool = False) -> None:
    """Stores a parsed function's name, visibility, type and arg/result
    attributes as properties of |state|."""
    state.properties["sym_name"] = StringAttr(name)
    if visibility is not None:
        state.properties["sym_visibility"] = StringAttr(visibility)
    state.properties["function_type"] = TypeAttr(sig.function_type)
    a = _attrs_array(sig.arg_attrs)
    if a is not None:
        state.properties["arg_attrs"] = a
    r = _attrs_array(sig.res_attrs)
    if r is not None:
        state.properties["res_attrs"] = r
    if with_tied:
        state.properties["tied_operands"] = index_array(sig.tied)


def _dict_at(op: Operation, name: str, i: int) -> Optional[Attribute]:
    a = op.get_attr(name)
    if isinstance(a, ArrayAttr) and i < len(a):
        return a[i]
    return None


def tied_indices(op: Operation) -> List[int]:
    """The `tied_operands` entries of a function or call as ints (-1 untied)."""
    a = op.get_attr("tied_operands")
    if not isinstance(a, ArrayAttr):
        return []
    return [e.value if isinstance(e, IntegerAttr) else -1 for e in a]


def print_function_signature(pr, op: Operation, declaration_names: bool = False,
                             with_tied: bool = False) -> None:
    """Prints `(args) [-> results]` of a function-like op. Arguments print as
    `%name: T` when the op has a body (or |declaration_names|: `%argN: T`),
    else as bare types."""
    ft = op.get_attr("function_type")
    ftype = ft.type if isinstance(ft, TypeAttr) and isinstance(ft.type, FunctionType) else FunctionType((), ())
    body = op.regions[0] if op.regions and op.regions[0].blocks else None
    block_args = body.blocks[0].arguments if body is not None else None
    arg_texts: List[str] = []
    pr.print("(")
    for i, t in enumerate(ftype.inputs):
        if i:
            pr.print(", ")
        if block_args is not None and i < len(block_args):
            pr.print_block_argument(block_args[i])
            arg_texts.append(pr.value_name(block_args[i]))
        elif declaration_names:
            pr.print(f"%arg{i}: ")
            pr.print_type(t)
            arg_texts.append(f"%arg{i}")
        else:
            pr.print_type(t)
            arg_texts.append(None)
        d = _dict_at(op, "arg_attrs", i)
        if d is not None:
            pr.print_attr_dict(d)
    pr.print(")")
    results = ftype.results
    if not results:
        return
    tied = tied_indices(op) if with_tied else []
    res_dicts = [_dict_at(op, "res_attrs", i) for i in range(len(results))]
    has_attrs = any(isinstance(d, DictionaryAttr) and d.entries for d in res_dicts)
    paren = len(results) > 1 or isinstance(results[0], FunctionType) or has_attrs
    pr.print(" -> ")
    if paren:
        pr.print("(")
    for i, t in enumerate(results):
        if i:
            pr.print(", ")
        ti = tied[i] if i < len(tied) else -1
        if 0 <= ti < len(ftype.inputs) and arg_texts[ti] is not None:
            pr.print(arg_texts[ti])
            if ftype.inputs[ti] != t:
                pr.print(" as ")
                pr.print_type(t)
        else:
            pr.print_type(t)
        if res_dicts[i] is not None:
            pr.print_attr_dict(res_dicts[i])
    if paren:
        pr.print(")")


#===----------------------------------------------------------------------===#
# func.func
#===----------------------------------------------------------------------===#


def _parse_func(p, state: OperationState) -> None:
    visibility = parse_visibility(p)
    name = p.parse_symbol_name()
    sig = parse_function_signature(p)
    function_op_properties(state, name, visibility, sig)
    p.add_attr_dict(state, p.parse_optional_attr_dict_with_keyword())
    loc = p.mark()
    if p.peek_punctuation("{"):
        if sig.arguments and not sig.named:
            p.error("expected named arguments for a function with a body", loc)
        state.regions.append(p.parse_region(arguments=sig.arguments))
    else:
        state.regions.append(Region())


def _print_func(pr, op: Operation) -> None:
    vis = op.get_attr("sym_visibility")
    pr.print(" ")
    if isinstance(vis, StringAttr):
        pr.print(vis.value, " ")
    name = op.get_attr("sym_name")
    pr.print_symbol(name.value if isinstance(name, StringAttr) else "")
    print_function_signature(pr, op)
    pr.print_attr_dict_with_keyword(op, elided=FUNCTION_ELIDED)
    if op.regions and op.regions[0].blocks:
        pr.print(" ")
        pr.print_region(op.regions[0], print_entry_block_args=False)


#===----------------------------------------------------------------------===#
# func.return / func.call
#===----------------------------------------------------------------------===#


def parse_return_like(p, state: OperationState) -> None:
    """`{attrs}? (%a, %b : T, U)?` (func.return, util.return)."""
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    units = []
    u = p.parse_optional_unresolved_operand()
    if u is not None:
        units.append(u)
        while p.parse_optional_punctuation(","):
            units.append(p.parse_unresolved_operand())
        p.parse_punctuation(":")
        loc = p.mark()
        types = p.parse_type_list()
        state.operands.extend(p.resolve_operands(units, types, loc))


def print_return_like(pr, op: Operation) -> None:
    """Counterpart of `parse_return_like`."""
    pr.print_attr_dict(op)
    if op.operands:
        pr.print(" ")
        pr.print_operands(op.operands)
        pr.print(" : ")
        pr.print_types([v.type for v in op.operands])


def _parse_call_tail(p, state: OperationState, leading: list = ()) -> None:
    """`(args) {attrs} : (T...) -> (U...)` after a call's callee; |leading|
    (unresolved operands before the arguments, typed by the function type
    itself: `call_indirect`'s callee value)."""
    units = p.parse_unresolved_operand_list("paren")
    if p.parse_optional_punctuation("<"):
        # 3.13 spells the property `<no_inline>` (3.2.0: `{no_inline}`, which
        # 3.13 rejects); the op prints back in the spelling it was read in.
        p.parse_keyword("no_inline")
        p.parse_punctuation(">")
        state.properties["no_inline"] = UnitAttr()
        state.form = CURRENT
    attrs = p.parse_optional_attr_dict()
    if attrs and "no_inline" in attrs:
        state.form = SEED
    p.add_attr_dict(state, attrs)
    p.parse_punctuation(":")
    loc = p.mark()
    ftype = p.parse_type()
    if not isinstance(ftype, FunctionType):
        p.error("expected function type", loc)
    state.operands.extend(p.resolve_operands(list(leading) + units, [ftype] * len(leading) + list(ftype.inputs),
                                             loc))
    state.result_types.extend(ftype.results)


def _parse_call(p, state: OperationState) -> None:
    state.properties["callee"] = p.parse_symbol_ref()
    _parse_call_tail(p, state)


def _print_call(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_attribute(op.get_attr("callee"))
    pr.print("(")
    pr.print_operands(op.operands)
    pr.print(")")
    elided = ("callee",)
    if op.form == CURRENT and op.get_attr("no_inline") is not None:
        pr.print(" <no_inline>")
        elided += ("no_inline",)
    pr.print_attr_dict(op, elided=elided)
    pr.print(" : ")
    pr.print_type(FunctionType(tuple(v.type for v in op.operands), tuple(op.result_types)))


SYMBOL_NAME = (StringAttr, "string attribute")
FUNCTION_TYPE = (TypeAttr, "type attribute of function type")
FLAT_SYMBOL_REF = (SymbolRefAttr, "flat symbol reference attribute")
FUNCTION_ATTRS = {"sym_name": SYMBOL_NAME, "function_type": FUNCTION_TYPE}
"""Attribute constraints every function op declares (reused by util, flow and stream)."""

register_op(OpDef("func.func", traits=(FunctionLike(), Symbol(), IsolatedFromAbove()),
                  parse=_parse_func, print=_print_func,
                  inherent={"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"},
                  default_dialect="func",
                  invariants=OpInvariants(operands="", results="", regions=1, attrs="function_type, sym_name",
                                          attr_kinds=FUNCTION_ATTRS)))
register_op(OpDef("func.return", traits=(Terminator(), ReturnLike(), Pure()),
                  parse=parse_return_like, print=print_return_like,
                  invariants=OpInvariants(results="", regions=0, parents="func.func", checks=(
                      return_matches_function(
                          "has {n} operands, but enclosing function (@{function}) returns {m}",
                          "type of return operand {i} ('{got}') doesn't match function result type ('{expected}') "
                          "in function @{function}", type_prefixed=False),))))
register_forms("func.call")
register_op(OpDef("func.call", traits=(CallOp(),), parse=_parse_call, print=_print_call,
                  inherent={"callee", "arg_attrs", "res_attrs", "no_inline"},
                  invariants=OpInvariants(regions=0, attrs="callee", attr_kinds={"callee": FLAT_SYMBOL_REF},
                                          symbols=(SymbolUse("callee", kinds=("func.func",),
                                                             message="'{name}' does not reference a valid function",
                                                             checks=(call_matches_signature(),),
                                                             prepare=callee_signature),))))


#===----------------------------------------------------------------------===#
# func.constant / func.call_indirect
#===----------------------------------------------------------------------===#


def _parse_func_constant(p, state: OperationState) -> None:
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    state.properties["value"] = p.parse_symbol_ref()
    p.parse_punctuation(":")
    state.result_types.append(p.parse_type())


def _print_func_constant(pr, op: Operation) -> None:
    pr.print_attr_dict(op, elided=("value",))
    pr.print(" ")
    pr.print_attribute(op.get_attr("value"))
    pr.print(" : ")
    pr.print_type(op.results[0].type)


@dataclass(frozen=True)
class IndirectCall(CallOp):
    """`func.call_indirect %f(args)`: the callee is operand 0 (a function
    value), the arguments follow."""

    def callee(self, op: Operation):
        return op.operand(0) if op.num_operands else None

    def arg_range(self, op: Operation) -> Tuple[int, int]:
        return (1, max(op.num_operands - 1, 0))


def _parse_call_indirect(p, state: OperationState) -> None:
    _parse_call_tail(p, state, [p.parse_unresolved_operand()])


def _print_call_indirect(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print("(")
    pr.print_operands(op.operands[1:])
    pr.print(")")
    pr.print_attr_dict(op)
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


def _check_call_indirect(op: Operation) -> Optional[str]:
    ft = op.operand(0).type if op.num_operands else None
    if not isinstance(ft, FunctionType):
        return "callee must be a function value"
    if tuple(v.type for v in op.operands[1:]) != tuple(ft.inputs):
        return "callee operand types do not match the callee's inputs"
    if tuple(op.result_types) != tuple(ft.results):
        return "result types do not match the callee's results"
    return None


register_op(OpDef("func.constant", traits=(Pure(), ConstantLike()), parse=_parse_func_constant,
                  print=_print_func_constant, inherent={"value"}, result_names=lambda op: ["f"],
                  fold=lambda op, operands: [op.get_attr("value")] if op.get_attr("value") is not None else None,
                  invariants=OpInvariants(operands="", results="result", regions=0, attrs="value",
                                          attr_kinds={"value": FLAT_SYMBOL_REF},
                                          symbols=(SymbolUse("value", kinds=("func.func",),
                                                             message="reference to undefined function "
                                                                     "'{name}'"),))))
register_op(OpDef("func.call_indirect", traits=(IndirectCall(),), parse=_parse_call_indirect,
                  print=_print_call_indirect, inherent={"arg_attrs", "res_attrs"},
                  invariants=OpInvariants(operands="callee, callee_operands*", regions=0,
                                          checks=(_check_call_indirect,))))
