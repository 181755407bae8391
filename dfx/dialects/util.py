"""IREE's `util` dialect: functions with tied results, calls, globals,
initializers and the optimization barrier.

    util.global private mutable @g {stream.affinity = #x} : tensor<1xi32>
    util.global private @h = dense<1> : tensor<1xi32>
    util.func private @f(%arg0: tensor<1xi32>) -> (%arg0, tensor<1xi32>)
    util.func public @g(%arg0: T) -> T attributes {...} { ... util.return %0 : T }
    %0:2 = util.call @f(%a) : (T) -> (%a, T)
    %1 = util.global.load @g : T
    util.global.store %1, @g : T
    %2 = util.optimization_barrier %1 : T
    util.initializer attributes {...} { ... util.return }
"""

from __future__ import annotations

from dfx.ir.attributes import (ArrayAttr, DialectAttr, FunctionType, IntegerAttr, StringAttr, SymbolRefAttr,
                               Type, TypeAttr, UnitAttr, attribute_type, index)
from dfx.ir.core import OpDef, Operation, OperationState, Region, register_op
from dfx.ir.traits import (CallOp, FunctionLike, GlobalAddress, GlobalLoad, GlobalOp, GlobalStore,
                           Initializer, OptimizationBarrierLike, Symbol, TiedOp)
from dfx.ir.traits import IsolatedFromAbove, MemoryEffects, Pure, ReturnLike, Terminator
from dfx.dialects.func import (FLAT_SYMBOL_REF, FUNCTION_ATTRS, FUNCTION_ELIDED, FUNCTION_TYPE, function_op_properties,
                               index_array,
                               parse_function_signature, parse_return_like, parse_visibility,
                               print_function_signature, print_return_like, tied_indices)
from dfx.ir.invariants import OpInvariants, SymbolUse
from dfx.syntax.forms import CURRENT, register_forms
from dfx.ir.symbol_checks import call_matches_function_type, callee_signature, return_matches_function
from dfx.ir.traits import Callable as CallableTrait

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["parse_tied_result_list", "print_tied_result_list"]


#===----------------------------------------------------------------------===#
# util.func
#===----------------------------------------------------------------------===#


def _parse_func(p, state: OperationState) -> None:
    visibility = parse_visibility(p)
    name = p.parse_symbol_name()
    sig = parse_function_signature(p, allow_tied=True)
    function_op_properties(state, name, visibility, sig, with_tied=bool(sig.result_types))
    p.add_attr_dict(state, p.parse_optional_attr_dict_with_keyword())
    if p.peek_punctuation("{"):
        state.regions.append(p.parse_region(arguments=sig.arguments))
    else:
        state.regions.append(Region())


def _print_func(pr, op: Operation) -> None:
    vis = op.get_attr("sym_visibility")
    pr.print(" ", vis.value if isinstance(vis, StringAttr) else "public", " ")
    name = op.get_attr("sym_name")
    pr.print_symbol(name.value if isinstance(name, StringAttr) else "")
    print_function_signature(pr, op, declaration_names=True, with_tied=True)
    pr.print_attr_dict_with_keyword(op, elided=FUNCTION_ELIDED)
    if op.regions and op.regions[0].blocks:
        pr.print(" ")
        pr.print_region(op.regions[0], print_entry_block_args=False)


#===----------------------------------------------------------------------===#
# util.call: results may be tied to call operands (`-> %a` / `-> %a as T`)
#===----------------------------------------------------------------------===#


def parse_tied_result_list(p, operand_units) -> tuple:
    """Parses the results after `->` where a result may be the name of one
    of |operand_units| (tied) → (result types, tied operand indices or -1).
    Types of tied results default to the operand's type, resolved later by
    the caller; they are returned as None here."""
    types: List[Optional[Type]] = []
    tied: List[int] = []

    def one():
        loc = p.mark()
        u = p.parse_optional_unresolved_operand()
        if u is not None:
            idx = next((i for i, x in enumerate(operand_units) if x.name == u.name and x.number == u.number), None)
            if idx is None:
                p.error(f"tied operand '{u.text}' is not an operand of the op", loc)
            t = p.parse_type() if p.parse_optional_keyword("as") else None
            types.append(t)
            tied.append(idx)
        else:
            types.append(p.parse_type())
            tied.append(-1)

    if p.peek_punctuation("("):
        p.parse_comma_separated_list("paren", one)
    else:
        one()
    return types, tied


def print_tied_result_list(pr, op: Operation, operands, tied: List[int]) -> None:
    """Prints results as types or as the tied operand's name (`%a as T`
    when the types differ); parenthesized unless there is exactly one."""
    results = op.results
    paren = len(results) != 1
    if paren:
        pr.print("(")
    for i, r in enumerate(results):
        if i:
            pr.print(", ")
        ti = tied[i] if i < len(tied) else -1
        if 0 <= ti < len(operands):
            pr.print_operand(operands[ti])
            if operands[ti].type != r.type:
                pr.print(" as ")
                pr.print_type(r.type)
        else:
            pr.print_type(r.type)
    if paren:
        pr.print(")")


def _parse_call(p, state: OperationState) -> None:
    state.properties["callee"] = p.parse_symbol_ref()
    units = p.parse_unresolved_operand_list("paren")
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    in_types = p.parse_type_list("paren")
    p.parse_punctuation("->")
    out_types, tied = parse_tied_result_list(p, units)
    state.operands.extend(p.resolve_operands(units, in_types, loc))
    for i, t in enumerate(out_types):
        if t is None:
            t = in_types[tied[i]]
        state.result_types.append(t)
    if out_types:
        state.properties["tied_operands"] = index_array(tied)


def _print_call(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_attribute(op.get_attr("callee"))
    pr.print("(")
    pr.print_operands(op.operands)
    pr.print(")")
    pr.print_attr_dict(op, elided=("callee", "tied_operands", "arg_attrs", "res_attrs"))
    pr.print(" : (")
    pr.print_types([v.type for v in op.operands])
    pr.print(") -> ")
    print_tied_result_list(pr, op, op.operands, tied_indices(op))


#===----------------------------------------------------------------------===#
# util.initializer
#===----------------------------------------------------------------------===#


def _parse_initializer(p, state: OperationState) -> None:
    state.properties["function_type"] = TypeAttr(FunctionType((), ()))
    p.add_attr_dict(state, p.parse_optional_attr_dict_with_keyword())
    state.regions.append(p.parse_region())


def _print_initializer(pr, op: Operation) -> None:
    pr.print_attr_dict_with_keyword(op, elided=("function_type", "arg_attrs", "res_attrs"))
    pr.print(" ")
    pr.print_region(op.regions[0], print_entry_block_args=False)


#===----------------------------------------------------------------------===#
# util.global
#===----------------------------------------------------------------------===#


def _parse_global(p, state: OperationState) -> None:
    vis = parse_visibility(p)
    if vis is not None:
        state.properties["sym_visibility"] = StringAttr(vis)
    if p.parse_optional_keyword("mutable"):
        state.properties["is_mutable"] = UnitAttr()
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    if p.parse_optional_punctuation("<"):
        # Current releases: `@name <inlining_policy = ...>` (3.2.0 prints it
        # in the attribute dictionary).
        p.parse_keyword("inlining_policy")
        p.parse_punctuation("=")
        state.properties["inlining_policy"] = p.parse_attribute()
        p.parse_punctuation(">")
        state.form = CURRENT
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    gtype: Optional[Type] = None
    if p.parse_optional_punctuation(":"):
        gtype = p.parse_type()
    if p.parse_optional_punctuation("="):
        loc = p.mark()
        value = p.parse_attribute()
        if gtype is None and isinstance(value, DialectAttr) and value.type is None \
                and p.parse_optional_punctuation(":"):
            value = DialectAttr(value.dialect, value.name, value.params, p.parse_type())
        if gtype is None:
            gtype = attribute_type(value)
            if gtype is None:
                p.error("expected a typed initial value (or `: type` before `=`)", loc)
        state.properties["initial_value"] = value
    if gtype is None:
        p.error("expected ':' or '=' after the global name")
    state.properties["type"] = TypeAttr(gtype)


def _print_global(pr, op: Operation) -> None:
    vis = op.get_attr("sym_visibility")
    pr.print(" ", vis.value if isinstance(vis, StringAttr) else "public")
    if op.get_attr("is_mutable") is not None:
        pr.print(" mutable")
    pr.print(" ")
    name = op.get_attr("sym_name")
    pr.print_symbol(name.value if isinstance(name, StringAttr) else "")
    elided = ("sym_visibility", "is_mutable", "sym_name", "type", "initial_value")
    policy = op.get_attr("inlining_policy")
    if policy is not None and op.form == CURRENT:
        pr.print(" <inlining_policy = ")
        pr.print_attribute(policy)
        pr.print(">")
        elided += ("inlining_policy",)
    pr.print_attr_dict(op, elided=elided)
    t = op.get_attr("type")
    gtype = t.type if isinstance(t, TypeAttr) else None
    init = op.get_attr("initial_value")
    if init is None or attribute_type(init) != gtype:
        pr.print(" : ")
        pr.print_type(gtype)
    if init is not None:
        pr.print(" = ")
        pr.print_attribute(init)


#===----------------------------------------------------------------------===#
# util.global.load / store / address
#===----------------------------------------------------------------------===#


def _parse_global_load(p, state: OperationState) -> None:
    if p.parse_optional_keyword("immutable"):
        state.properties["is_immutable"] = UnitAttr()
    state.properties["global"] = p.parse_symbol_ref()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    state.result_types.append(p.parse_type())


def _print_global_load(pr, op: Operation) -> None:
    if op.get_attr("is_immutable") is not None:
        pr.print(" immutable")
    pr.print(" ")
    pr.print_attribute(op.get_attr("global"))
    pr.print_attr_dict(op, elided=("global", "is_immutable"))
    pr.print(" : ")
    pr.print_type(op.results[0].type)


def _global_leaf(op: Operation) -> Optional[str]:
    g = op.get_attr("global")
    return g.leaf if isinstance(g, SymbolRefAttr) else None


def _parse_global_store(p, state: OperationState) -> None:
    u = p.parse_unresolved_operand()
    p.parse_punctuation(",")
    state.properties["global"] = p.parse_symbol_ref()
    p.add_attr_dict(state, p.parse_optional_attr_dict())
    p.parse_punctuation(":")
    loc = p.mark()
    t = p.parse_type()
    state.operands.extend(p.resolve_operands([u], [t], loc))


def _print_global_store(pr, op: Operation) -> None:
    pr.print(" ")
    pr.print_operand(op.operand(0))
    pr.print(", ")
    pr.print_attribute(op.get_attr("global"))
    pr.print_attr_dict(op, elided=("global",))
    pr.print(" : ")
    pr.print_type(op.operand(0).type)


#===----------------------------------------------------------------------===#
# util.optimization_barrier / util.return
#===----------------------------------------------------------------------===#


def _parse_barrier(p, state: OperationState) -> None:
    parse_return_like(p, state)
    state.result_types.extend(v.type for v in state.operands)


#===----------------------------------------------------------------------===#
# Checks of global accesses (against the global they name)
#===----------------------------------------------------------------------===#


def _global_name(g: Operation) -> str:
    n = g.get_attr("sym_name")
    return str(n) if isinstance(n, StringAttr) else '""'


def _global_type(g: Operation) -> Optional[Type]:
    t = g.get_attr("type")
    return t.type if isinstance(t, TypeAttr) else None


def _global_info(g: Operation) -> tuple:
    """(type, mutable) of a global, computed once per global."""
    return _global_type(g), g.get_attr("is_mutable") is not None


def _load_mutability(op: Operation, g: Operation, info: tuple) -> Optional[str]:
    if info[1] and op.get_attr("is_immutable") is not None:
        return "is marked as immutable but the global is mutable"
    return None


def _store(op: Operation, g: Operation, info: tuple) -> Optional[str]:
    t, mutable = info
    if t is not None and op._operands:
        vt = op._operands[0].value.type
        if vt is not t and vt != t:
            return f"global type mismatch; global {_global_name(g)} is '{t}' but store is '{vt}'"
    if mutable:
        return None
    fn = next((a for a in op.ancestors(include_self=False) if a.has_trait(CallableTrait)), None)
    if fn is not None and fn.has_trait(Initializer):
        return None
    return f"global {_global_name(g)} is not mutable and cannot be stored to"


_GLOBAL_ATTRS = {"global": FLAT_SYMBOL_REF}


def _barrier_results(op: Operation) -> Optional[str]:
    # Checked after the operands, as iree-opt does.
    return "expected 1 or more results" if not op.results else None


register_op(OpDef("util.func", traits=(FunctionLike(), Symbol(), IsolatedFromAbove()),
                  parse=_parse_func, print=_print_func,
                  inherent={"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs",
                            "tied_operands", "inlining_policy"},
                  invariants=OpInvariants(operands="", results="", regions=1, attrs="function_type, sym_name",
                                          attr_kinds=FUNCTION_ATTRS)))
register_op(OpDef("util.return", traits=(Terminator(), ReturnLike(), Pure()),
                  parse=parse_return_like, print=print_return_like,
                  invariants=OpInvariants(results="", regions=0, checks=(
                      return_matches_function(
                          "has {n} operands, but enclosing function-like op returns {m}",
                          "type of return operand {i} ('{got}') doesn't match function result type "
                          "('{expected}')"),))))
register_op(OpDef("util.call", traits=(CallOp(), TiedOp()), parse=_parse_call, print=_print_call,
                  inherent={"callee", "tied_operands", "arg_attrs", "res_attrs"},
                  invariants=OpInvariants(regions=0, attrs="callee", attr_kinds={"callee": FLAT_SYMBOL_REF},
                                          symbols=(SymbolUse("callee", kinds=("util.func",),
                                                             message="undefined/incompatible callee: {name}",
                                                             checks=(call_matches_function_type(ties=True),),
                                                             prepare=callee_signature),))))
register_op(OpDef("util.initializer", traits=(Initializer(), FunctionLike(), IsolatedFromAbove()),
                  parse=_parse_initializer, print=_print_initializer,
                  inherent={"function_type", "arg_attrs", "res_attrs"},
                  invariants=OpInvariants(operands="", results="", regions=1, attrs="function_type",
                                          attr_kinds={"function_type": FUNCTION_TYPE})))
register_forms("util.global")
register_op(OpDef("util.global", traits=(Symbol(), GlobalOp()), parse=_parse_global, print=_print_global,
                  inherent={"sym_name", "sym_visibility", "type", "is_mutable", "initial_value",
                            "inlining_policy"},
                  invariants=OpInvariants(operands="", results="", regions=0, attrs="sym_name, type",
                                          attr_kinds={"sym_name": (StringAttr, "string attribute"),
                                                      "type": (TypeAttr, "any type attribute")})))
register_op(OpDef("util.global.load", traits=(GlobalLoad(symbol_attr="global"), MemoryEffects(("read",))),
                  parse=_parse_global_load, print=_print_global_load, inherent={"global", "is_immutable"},
                  result_names=lambda op: [_global_leaf(op)],
                  invariants=OpInvariants(operands="", results="result", regions=0, attrs="global",
                                          attr_kinds=_GLOBAL_ATTRS,
                                          symbols=(SymbolUse("global", traits=(GlobalOp,),
                                                             message="undefined global: {ref}",
                                                             checks=(_load_mutability,), prepare=_global_info),))))
register_op(OpDef("util.global.store", traits=(GlobalStore(symbol_attr="global", value_index=0),),
                  parse=_parse_global_store, print=_print_global_store, inherent={"global"},
                  invariants=OpInvariants(operands="value", results="", regions=0, attrs="global",
                                          attr_kinds=_GLOBAL_ATTRS,
                                          symbols=(SymbolUse("global", traits=(GlobalOp,),
                                                             message="undefined global: {ref}",
                                                             checks=(_store,), prepare=_global_info),))))
register_op(OpDef("util.global.address", traits=(GlobalAddress(symbol_attr="global"), Pure()),
                  parse=_parse_global_load, print=_print_global_load, inherent={"global", "is_immutable"},
                  result_names=lambda op: [("ptr_" + _global_leaf(op)) if _global_leaf(op) else None],
                  invariants=OpInvariants(
                      operands="", results="result", regions=0, attrs="global", attr_kinds=_GLOBAL_ATTRS,
                      symbols=(SymbolUse("global", traits=(GlobalOp,),
                                         message="attribute 'global' failed to satisfy constraint: flat symbol "
                                                 "reference attribute referencing to a "
                                                 "'IREE::Util::GlobalOpInterface' symbol"),))))
register_op(OpDef("util.optimization_barrier", traits=(OptimizationBarrierLike(),),
                  parse=_parse_barrier, print=print_return_like,
                  invariants=OpInvariants(operands="operands+", results="results*", regions=0, uniform_type=True,
                                          checks=(_barrier_results,))))
