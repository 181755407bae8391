"""`hal` executables on the host side: the structure ops that can appear in
any dump (`hal.executable.export` with its workgroup count and, in 3.13,
condition functions; `hal.executable.source` for hand-authored
executables; `hal.executable.binary`; the variant-level
`hal.executable.condition` and `hal.executable.constant.block`), the host
ops that refer to executables after HAL conversion
(`hal.executable.create/lookup/export.ordinal/calculate_workgroups`,
3.13's `hal.executable.lookup.function`) and `hal.dispatch.extern`, the
tensor-level dispatch of externally authored functions that frontends
write before the flow phase.

None is an affinity op except `hal.dispatch.extern` (a dispatch: its
tensor operands and results flow like a `flow.dispatch`'s, and iree-opt's
annotation gives it operand and result placements, but it carries no
affinity of its own: it is converted by the flow pipeline before devices
are assigned).

3.13 prints inherent attributes the custom syntax does not spell as a
`<name = value>` dictionary (`hal.executable.binary public @b <format =
"x", data = ..., mime_type = "y">`, values without their dialect prefix
where the attribute has a short form: `<objects = <{...}>>`); 3.2.0 prints
them in `attributes {...}`. The ops read both and print the form read.
"""

from __future__ import annotations

from dfx.ir.attributes import (ArrayAttr, Attribute, DialectAttr, FunctionType, IntegerAttr, StringAttr, TypeAttr,
                               UnitAttr, index)
from dfx.ir.core import Operation, OperationState, Region
from dfx.ir.invariants import OpInvariants
from dfx.ir.traits import (Callable, IsolatedFromAbove, ObjectLike, OperandSegments, Pure,
                           SingleBlock, Symbol, SymbolTable, Terminator, TiedOp)
from stream_affinity.dialects.common import (SEGMENTS, TIED, current_indent, define_iree_op, ensure_terminator,
                                             operands_named, parse_optional_square_operands,
                                             parse_shaped_function_type, print_optional_square_operands,
                                             print_region_without_implicit_terminator, print_shaped_function_type,
                                             register_iree_op, result_names_fixed, segment_property, set_tied,
                                             tied_list)
from stream_affinity.dialects.eras import CURRENT, SEED, define_era_op, is_current
from stream_affinity.dialects import hal_types  # noqa: F401  (registers the hal constraints)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = ["parse_signature", "print_signature_region", "parse_strict_props", "print_strict_props"]

PURE = Pure()


#===----------------------------------------------------------------------===#
# Shared pieces
#===----------------------------------------------------------------------===#


def parse_signature(p) -> Tuple[List, List]:
    """`(%a: T, ...) -> R` (before a region): the arguments (for the
    region's entry block) and the result types (`R` is one type or a
    parenthesized list)."""
    args = []
    p.parse_punctuation("(")
    if not p.parse_optional_punctuation(")"):
        while True:
            args.append(p.parse_argument(with_type=True))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    p.parse_punctuation("->")
    if p.parse_optional_punctuation("("):
        results = p.parse_type_list() if not p.parse_optional_punctuation(")") else []
        if results:
            p.parse_punctuation(")")
    else:
        results = [p.parse_type()]
    return args, results


def _region_after(p, args) -> Region:
    return p.parse_region(arguments=args)


def print_signature_region(pr, region: Region, results: Sequence) -> None:
    """Prints `(%a: T, ...) -> R {body}` for |region| (its entry-block
    arguments) and result types |results|; `R` is parenthesized when there
    is not exactly one result."""
    pr.print("(")
    args = region.blocks[0].arguments if region.blocks else ()
    for i, a in enumerate(args):
        if i:
            pr.print(", ")
        pr.print_block_argument(a, with_type=True)
    pr.print(") -> ")
    wrap = len(results) != 1
    pr.print("(" if wrap else "")
    pr.print_types(list(results))
    pr.print(") " if wrap else " ")
    pr.print_region(region, print_entry_block_args=False)


def parse_strict_props(p, state: OperationState, stripped: Dict[str, Tuple[str, str]] = None,
                       scalar_types: Dict[str, object] = None) -> bool:
    """3.13's `<name = value, ...>` (after the custom syntax, before
    `attributes`): values of |stripped| names may omit their
    `#dialect.mnemonic` prefix, integers of |scalar_types| names their type.
    Marks the op as read in the current form."""
    if p.kind != "<":
        return False
    stripped = stripped or {}
    scalar_types = scalar_types or {}
    p.parse_punctuation("<")
    while True:
        name = p.parse_optional_bare_id()
        if name is None:
            name = p.parse_string()
        if not p.parse_optional_punctuation("="):
            value: Attribute = UnitAttr()
        elif name in stripped and p.kind == "<":
            dialect, mnemonic = stripped[name]
            value = DialectAttr(dialect, mnemonic, p.parse_angle_body())
        elif name in scalar_types and p.kind == "integer":
            value = IntegerAttr(p.parse_integer(), scalar_types[name])
        else:
            value = p.parse_attribute()
        state.properties[name] = value
        if not p.parse_optional_punctuation(","):
            break
    p.parse_punctuation(">")
    state.form = CURRENT
    return True


def print_strict_props(pr, op: Operation, names: Sequence[str], stripped: Sequence[str] = (),
                       scalars: Sequence[str] = ()) -> None:
    """` <name = value, ...>` for the present |names|, in that order."""
    parts = []
    for name in names:
        v = op.get_attr(name)
        if v is None:
            continue
        if isinstance(v, UnitAttr):
            parts.append(name)
        elif name in stripped and isinstance(v, DialectAttr) and v.params is not None and v.type is None:
            parts.append(f"{name} = <{v.params}>")
        elif name in scalars and isinstance(v, IntegerAttr):
            parts.append(f"{name} = {v.value}")
        else:
            parts.append(f"{name} = {v}")
    if parts:
        pr.print(" <" + ", ".join(parts) + ">")


def _parse_visibility_word(p) -> str:
    for word in ("public", "private", "nested"):
        if p.parse_optional_keyword(word):
            return word
    return "public"


def _parse_visibility(p, state: OperationState) -> None:
    for word in ("public", "private", "nested"):
        if p.parse_optional_keyword(word):
            if word != "public":
                state.properties["sym_visibility"] = StringAttr(word)
            return


def _print_visibility(pr, op: Operation) -> None:
    v = op.get_attr("sym_visibility")
    pr.print(" " + (v.value if isinstance(v, StringAttr) else "public") + " ")


def _attrs_keyword(p, state: OperationState) -> None:
    d = p.parse_optional_attr_dict_with_keyword()
    if d:
        p.add_attr_dict(state, d)


def _print_attrs_keyword(pr, op: Operation, elided: Sequence[str]) -> None:
    pr.print_attr_dict_with_keyword(op, elided=tuple(elided))


#===----------------------------------------------------------------------===#
# hal.executable.export
#===----------------------------------------------------------------------===#

_EXPORT_PROPS = ("workgroup_size", "subgroup_size", "workgroup_local_memory", "source_locs")


def _parse_export(p, state: OperationState) -> None:
    """3.2.0: `vis @name (ordinal(N))? layout(L) (attributes {...})?
    ({ ^bb0(args): ... })?`; 3.13: `vis @name (ordinal(N))? layout(L)
    (condition(args) -> i1 {...})? (fallback(@f))? (count(args) -> (index,
    index, index) {...})? (<props>)? (attributes {...})?`.

    3.2.0 ignores the visibility keyword when reading and prints a
    non-public visibility twice (`private @e ... attributes {sym_visibility
    = "private"}`): a non-public keyword without that attribute is 3.13's
    spelling."""
    vis = _parse_visibility_word(p)
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    if p.parse_optional_keyword("ordinal"):
        p.parse_punctuation("(")
        state.properties["ordinal"] = IntegerAttr(p.parse_integer(), index)
        p.parse_punctuation(")")
    p.parse_keyword("layout")
    p.parse_punctuation("(")
    state.properties["layout"] = p.parse_attribute()
    p.parse_punctuation(")")
    count, condition = Region(), Region()
    current = False
    if p.parse_optional_keyword("condition"):
        args, _ = parse_signature(p)
        condition = _region_after(p, args)
        current = True
    if p.parse_optional_keyword("fallback"):
        p.parse_punctuation("(")
        state.properties["condition_fallback"] = p.parse_symbol_ref()
        p.parse_punctuation(")")
        current = True
    if p.parse_optional_keyword("count"):
        args, _ = parse_signature(p)
        count = _region_after(p, args)
        current = True
    current |= parse_strict_props(p, state, scalar_types={"subgroup_size": index,
                                                          "workgroup_local_memory": index})
    _attrs_keyword(p, state)
    if vis != "public" and "sym_visibility" not in state.attributes and "sym_visibility" not in state.properties:
        state.properties["sym_visibility"] = StringAttr(vis)
        current = True
    if not current and p.kind == "{":
        count = p.parse_region()
    state.regions = [count, condition] if current else [count]
    if current:
        state.form = CURRENT


def _print_export(pr, op: Operation) -> None:
    _print_visibility(pr, op)
    pr.print_symbol(op.get_attr("sym_name").value)
    ordinal = op.get_attr("ordinal")
    if isinstance(ordinal, IntegerAttr):
        pr.print(f" ordinal({ordinal.value})")
    pr.print(" layout(")
    pr.print_attribute(op.get_attr("layout"))
    pr.print(")")
    elided = ("sym_name", "sym_visibility", "ordinal", "layout", "condition_fallback")
    count = op.regions[0] if op.regions else Region()
    seed_elided = tuple(e for e in elided if e != "sym_visibility")
    if is_current(op) or len(op.regions) > 1:
        condition = op.regions[1] if len(op.regions) > 1 else Region()
        if not condition.empty:
            pr.print(" condition")
            print_signature_region(pr, condition, [_i1()])
        fallback = op.get_attr("condition_fallback")
        if fallback is not None:
            pr.print(" fallback(")
            pr.print_attribute(fallback)
            pr.print(")")
        if not count.empty:
            pr.print(" count")
            print_signature_region(pr, count, [index, index, index])
        print_strict_props(pr, op, _EXPORT_PROPS, scalars=("subgroup_size", "workgroup_local_memory"))
        pr.print_attr_dict_with_keyword(op.attributes, elided=elided + _EXPORT_PROPS)
        return
    _print_attrs_keyword(pr, op, seed_elided)
    if not count.empty:
        pr.print(" ")
        pr.print_region(count, print_entry_block_args=True)


def _i1():
    from dfx.ir.attributes import IntegerType
    return IntegerType(1)


def _export_regions(op: Operation) -> Optional[str]:
    if len(op.regions) not in (1, 2):
        return f"requires {2 if is_current(op) else 1} regions"
    return None


register_iree_op("hal.executable.export", traits=(Symbol(), IsolatedFromAbove()),
                 parse=_parse_export, print=_print_export,
                 inherent={"sym_name", "sym_visibility", "ordinal", "layout", "condition_fallback"} | set(_EXPORT_PROPS),
                 invariants=OpInvariants(operands="", results="", attrs="sym_name, layout",
                                         parents=("hal.executable.source", "hal.executable.variant"),
                                         checks=(_export_regions,)))


#===----------------------------------------------------------------------===#
# hal.executable.source, hal.executable.binary
#===----------------------------------------------------------------------===#


def _parse_source(p, state: OperationState) -> None:
    _parse_visibility(p, state)
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    parse_strict_props(p, state, stripped={"objects": ("hal", "executable.objects")})
    _attrs_keyword(p, state)
    region = p.parse_region()
    ensure_terminator(region, state.location, "hal.executable.source_end")
    state.regions = [region]


def _print_source(pr, op: Operation) -> None:
    _print_visibility(pr, op)
    pr.print_symbol(op.get_attr("sym_name").value)
    elided = ("sym_name", "sym_visibility")
    if is_current(op):
        print_strict_props(pr, op, ("objects",), stripped=("objects",))
        elided += ("objects",)
    _print_attrs_keyword(pr, op, elided)
    pr.print(" ")
    print_region_without_implicit_terminator(pr, op.regions[0], "hal.executable.source_end")


register_iree_op("hal.executable.source",
                 traits=(Symbol(), SymbolTable(), ObjectLike(), IsolatedFromAbove(), SingleBlock()),
                 parse=_parse_source, print=_print_source, inherent={"sym_name", "sym_visibility", "objects"},
                 invariants=OpInvariants(operands="", results="", regions=1, attrs="sym_name"))
register_iree_op("hal.executable.source_end", traits=(Terminator(), PURE),
                 invariants=OpInvariants(operands="", results="", regions=0, parents=("hal.executable.source",)))

_BINARY_PROPS = ("format", "data", "mime_type")


def _parse_binary(p, state: OperationState) -> None:
    _parse_visibility(p, state)
    state.properties["sym_name"] = StringAttr(p.parse_symbol_name())
    parse_strict_props(p, state)
    _attrs_keyword(p, state)


def _print_binary(pr, op: Operation) -> None:
    _print_visibility(pr, op)
    pr.print_symbol(op.get_attr("sym_name").value)
    elided: Tuple[str, ...] = ("sym_name", "sym_visibility")
    if is_current(op):
        print_strict_props(pr, op, _BINARY_PROPS)
        elided += _BINARY_PROPS
    _print_attrs_keyword(pr, op, elided)


register_iree_op("hal.executable.binary", traits=(Symbol(),), parse=_parse_binary, print=_print_binary,
                 inherent={"sym_name", "sym_visibility"} | set(_BINARY_PROPS),
                 invariants=OpInvariants(operands="", results="", regions=0, attrs="sym_name, format, data",
                                         parents=("hal.executable",)))


#===----------------------------------------------------------------------===#
# hal.executable.condition, hal.executable.constant.block
#===----------------------------------------------------------------------===#


def _function_type(op: Operation) -> Optional[FunctionType]:
    t = op.get_attr("function_type")
    return t.type if isinstance(t, TypeAttr) and isinstance(t.type, FunctionType) else None


def _parse_condition(p, state: OperationState) -> None:
    """`(%device: !hal.device) -> i1 {body}`; `as (keys)` for constant
    blocks (`-> T as "key"`, `-> (T, U) as ("a", "b")`)."""
    args, results = parse_signature(p)
    state.properties["function_type"] = TypeAttr(FunctionType(tuple(a.type for a in args), tuple(results)))
    if state.name == "hal.executable.constant.block":
        p.parse_keyword("as")
        if p.parse_optional_punctuation("("):
            keys = p.parse_comma_separated_list("none", lambda: StringAttr(p.parse_string()))
            p.parse_punctuation(")")
        else:
            keys = [StringAttr(p.parse_string())]
        state.properties["keys"] = ArrayAttr(tuple(keys))
    _attrs_keyword(p, state)
    state.regions = [_region_after(p, args)]


def _print_condition(pr, op: Operation) -> None:
    ft = _function_type(op)
    results = list(ft.results) if ft is not None else []
    region = op.regions[0]
    pr.print("(")
    args = region.blocks[0].arguments if region.blocks else ()
    for i, a in enumerate(args):
        if i:
            pr.print(", ")
        pr.print_block_argument(a, with_type=True)
    pr.print(") -> ")
    wrap = len(results) != 1
    pr.print("(" if wrap else "")
    pr.print_types(results)
    pr.print(")" if wrap else "")
    if op.name == "hal.executable.constant.block":
        keys = [k.value for k in (op.get_attr("keys") or ()) if isinstance(k, StringAttr)]
        pr.print(" as ")
        if len(keys) == 1:
            pr.print_string(keys[0])
        else:
            pr.print("(" + ", ".join(_quoted(k) for k in keys) + ")")
    _print_attrs_keyword(pr, op, ("function_type", "keys", "sym_name", "sym_visibility", "arg_attrs", "res_attrs"))
    pr.print(" ")
    pr.print_region(region, print_entry_block_args=False)


def _quoted(s: str) -> str:
    from dfx.syntax.printer import string_literal
    return string_literal(s)


for _name, _parents in (("hal.executable.condition", ("hal.executable.variant",)),
                        ("hal.executable.constant.block", ("hal.executable.source", "hal.executable.variant"))):
    register_iree_op(_name, traits=(IsolatedFromAbove(), Callable()), parse=_parse_condition, print=_print_condition,
                     inherent={"function_type", "keys", "sym_name", "sym_visibility", "arg_attrs", "res_attrs"},
                     invariants=OpInvariants(operands="", results="", regions=1, attrs="function_type",
                                             parents=_parents))


#===----------------------------------------------------------------------===#
# Host ops referring to executables
#===----------------------------------------------------------------------===#

_CREATE = ("`device` `(` $device `:` type($device) `)` {affinity}`target` `(` $executable_target `)` "
           "(`constants` `(` `[` $constants^ `]` `)`)? `:` type($result) attr-dict-with-keyword")
define_era_op(
    "hal.executable.create",
    seed=dict(arguments="HAL_Device:$device, SymbolRefAttr:$executable_target, Variadic<I32>:$constants",
              format=_CREATE.format(affinity="")),
    current=dict(arguments="HAL_Device:$device, HAL_DeviceQueueAffinity:$queue_affinity, "
                           "SymbolRefAttr:$executable_target, Variadic<I32>:$constants",
                 format=_CREATE.format(affinity="`affinity` `(` $queue_affinity `)` ")),
    era_of=lambda op: CURRENT if is_current(op) or (op.num_operands > 1 and
                                                     getattr(op.operand(1).type, "width", 0) == 64) else SEED,
    results="HAL_Executable:$result", traits=(PURE,), result_names=result_names_fixed("executable"))

define_iree_op("hal.executable.lookup", arguments="HAL_Device:$device, FlatSymbolRefAttr:$executable",
               results="HAL_Executable:$result",
               format="`device` `(` $device `:` type($device) `)` `executable` `(` $executable `)` `:` type($result) "
                      "attr-dict-with-keyword",
               traits=(PURE,), result_names=result_names_fixed("exe"))
define_iree_op("hal.executable.export.ordinal", arguments="SymbolRefAttr:$entry_point", results="Index:$result",
               format="`target` `(` $entry_point `)` `:` type($result) attr-dict-with-keyword",
               traits=(PURE,), result_names=result_names_fixed("ordinal"))
define_iree_op(
    "hal.executable.calculate_workgroups",
    arguments="HAL_Device:$device, SymbolRefAttr:$entry_point, Variadic<Index>:$workload",
    results="HAL_Dim:$workgroup_x, HAL_Dim:$workgroup_y, HAL_Dim:$workgroup_z",
    format="`device` `(` $device `:` type($device) `)` `target` `(` $entry_point `)` "
           "(`workload` `(` `[` $workload^ `]` `)`)? `:` type($workgroup_x) `,` type($workgroup_y) `,` "
           "type($workgroup_z) attr-dict-with-keyword",
    traits=(PURE,), result_names=result_names_fixed("workgroup_x", "workgroup_y", "workgroup_z"))
define_iree_op(
    "hal.executable.lookup.function", arguments="HAL_Executable:$executable, SymbolRefAttr:$entry_point",
    results="I64:$result",
    format="`target` `(` $executable `:` type($executable) `)` `function` `(` $entry_point `)` `:` type($result) "
           "attr-dict-with-keyword",
    traits=(PURE,), result_names=result_names_fixed("function_id"))


#===----------------------------------------------------------------------===#
# hal.dispatch.extern
#===----------------------------------------------------------------------===#

_EXTERN_GROUPS = ("workload", "arguments", "argument_dims", "result_dims")
_EXTERN_PROPS = ("workgroup_size", "subgroup_size", "workgroup_local_memory")
_EXTERN_ELIDED = ("export", "export_name", "layout", "targets", "target_ordinals", "target_objects", TIED,
                  SEGMENTS) + _EXTERN_PROPS


def _parse_extern(p, state: OperationState) -> None:
    name = StringAttr(p.parse_string())
    workload = parse_optional_square_operands(p)
    p.parse_punctuation("(")
    loc = p.mark()
    units = p.parse_unresolved_operand_list()
    p.parse_punctuation(")")
    p.parse_punctuation(":")
    args, arg_dims, result_types, result_dims, ties = parse_shaped_function_type(p, units, loc, state.name)
    p.parse_keyword("count")
    count_args, _ = parse_signature(p)
    count = _region_after(p, count_args)
    p.parse_keyword("layout")
    p.parse_punctuation("(")
    if p.kind == "<":
        state.properties["layout"] = DialectAttr("hal", "pipeline.layout", p.parse_angle_body())
    else:
        state.properties["layout"] = p.parse_attribute()
    p.parse_punctuation(")")
    p.parse_keyword("objects")
    p.parse_punctuation("(")
    p.parse_punctuation("{")
    targets, ordinals, objects, regions = [], [], [], []

    def one():
        targets.append(p.parse_attribute())
        region = Region()
        if p.parse_optional_keyword("if"):
            cond_args, _ = parse_signature(p)
            region = _region_after(p, cond_args)
        regions.append(region)
        p.parse_keyword("ordinal")
        p.parse_punctuation("(")
        ordinals.append(IntegerAttr(p.parse_integer(), index))
        p.parse_punctuation(")")
        p.parse_punctuation("=")
        objects.append(p.parse_attribute())
    if not p.parse_optional_punctuation("}"):
        p.parse_comma_separated_list("none", one)
        p.parse_punctuation("}")
    p.parse_punctuation(")")
    current = parse_strict_props(p, state, scalar_types={"subgroup_size": index, "workgroup_local_memory": index})
    _attrs_keyword(p, state)
    state.properties["export_name" if current else "export"] = name
    state.properties["targets"] = ArrayAttr(tuple(targets))
    state.properties["target_ordinals"] = ArrayAttr(tuple(ordinals))
    state.properties["target_objects"] = ArrayAttr(tuple(objects))
    state.operands = workload + args + arg_dims + result_dims
    state.properties[SEGMENTS] = segment_property((len(workload), len(args), len(arg_dims), len(result_dims)))
    state.result_types = result_types
    state.regions = [count] + regions
    set_tied(state, ties, always=True)


def _print_extern(pr, op: Operation) -> None:
    name = op.get_attr("export_name") or op.get_attr("export")
    pr.print(" ")
    pr.print_string(name.value if isinstance(name, StringAttr) else "")
    workload, args, arg_dims, result_dims = (operands_named(op, g) for g in _EXTERN_GROUPS)
    print_optional_square_operands(pr, workload)
    pr.print("(")
    pr.print_operands(args)
    pr.print(") : ")
    print_shaped_function_type(pr, op, args, arg_dims, result_dims, tied_list(op))
    pr.print(" count")
    print_signature_region(pr, op.regions[0], [index, index, index])
    layout = op.get_attr("layout")
    pr.print(" layout(")
    if isinstance(layout, DialectAttr) and layout.full_name == "hal.pipeline.layout" and layout.params is not None:
        pr.print("<" + layout.params + ">")
    else:
        pr.print_attribute(layout)
    pr.print(") objects({")
    indent = current_indent(pr)
    targets = list(op.get_attr("targets") or ())
    ordinals = list(op.get_attr("target_ordinals") or ())
    objects = list(op.get_attr("target_objects") or ())
    for i, target in enumerate(targets):
        pr.print(("," if i else "") + "\n" + indent + "  ")
        pr.print_attribute(target)
        region = op.regions[1 + i] if 1 + i < len(op.regions) else Region()
        if not region.empty:
            pr.print(" if")
            saved = pr.indent
            pr.indent = saved + 2 if isinstance(saved, int) else saved
            print_signature_region(pr, region, [_i1()])
            pr.indent = saved
        ordinal = ordinals[i].value if i < len(ordinals) and isinstance(ordinals[i], IntegerAttr) else i
        pr.print(f" ordinal({ordinal}) = ")
        if i < len(objects):
            pr.print_attribute(objects[i])
    pr.print("\n" + indent + "})")
    if is_current(op):
        print_strict_props(pr, op, _EXTERN_PROPS, scalars=("subgroup_size", "workgroup_local_memory"))
        pr.print_attr_dict_with_keyword(op.attributes, elided=_EXTERN_ELIDED)
    else:
        pr.print_attr_dict_with_keyword(op, elided=_EXTERN_ELIDED[:-len(_EXTERN_PROPS)])


register_iree_op("hal.dispatch.extern",
                 traits=(PURE, IsolatedFromAbove(), TiedOp(operand_group="arguments"), OperandSegments(_EXTERN_GROUPS)),
                 parse=_parse_extern, print=_print_extern,
                 inherent=set(_EXTERN_ELIDED),
                 invariants=OpInvariants(operands="workload*, arguments*, argument_dims*, result_dims*",
                                         results="results*", attrs="layout, targets, target_ordinals, target_objects",
                                         tied="arguments", attribute_segments=True))
