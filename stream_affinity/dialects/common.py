"""What the IREE op definitions share: registration (`IREE_OPS`), the
affinity-interface shorthands (`AFF`, `AFF_STREAM`, ...), tied operands
and operand segments, and the syntax helpers that several dialects print
the same way (sized types `T{%size}`, shaped function types, affinity
clauses `on(...)`, `await(...) =>`).
"""

from __future__ import annotations

from dfx.ir.attributes import (ArrayAttr, Attribute, DialectType, StringAttr,
                               TensorType, Type, TypeAttr, index)
from dfx.ir.core import OpDef, Operation, OperationState, Region, Value, register_op
from dfx.ir.invariants import INDEX, OpInvariants, TypeConstraint
from dfx.ir.traits import MemoryEffects, Pure
from dfx.ir.traits import operand_group, segment_sizes_attr, tied_list, tied_operands_attr  # noqa: F401 (re-exported)
from dfx.support.records import is_record_or_dataclass, replace
from dfx.syntax.declarative import define_op
from dfx.ir.traits import ensure_terminator  # noqa: F401  (shared with the dialects)
from stream_affinity.analysis.interfaces import (AffinityOp, StreamableOp, dispatch_tensor_dynamic_dims,
                                                 is_resource_type, is_timepoint_type, resource_lifetime)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Iterable, List, Optional, Sequence, Tuple

__all__ = [
    "segment_property", "tied_operands_attr", "size_count", "IREE_OPS", "register_iree_op", "define_iree_op",
    "RESOURCE", "ANY_RESOURCE", "STAGING_RESOURCE", "TIMEPOINT", "FENCE", "INDEX",
]


SEGMENTS = "operandSegmentSizes"
TIED = "tied_operands"

IREE_OPS: List[str] = []
"""Names of the ops registered by this module, in registration order."""


def _properties_form(name: str) -> Optional[str]:
    """IREE 3.2.0's `hal` dialect has no properties: its ops keep inherent
    attributes among the discardable ones (`{...}` in generic form) unless
    read in current releases' form."""
    return "current" if name.startswith("hal.") else None


def register_iree_op(name: str, *, traits: Sequence[object] = (), parse=None, print=None,
                     inherent: Iterable[str] = (), result_names=None, block_arg_names=None,
                     invariants: Optional[OpInvariants] = None) -> OpDef:
    opdef = OpDef(name, traits=tuple(traits), parse=parse, print=print,
                  inherent=frozenset(inherent), result_names=result_names,
                  block_arg_names=block_arg_names, invariants=invariants,
                  properties_form=_properties_form(name))
    register_op(opdef)
    list_iree_op(name)
    return opdef


def list_iree_op(name: str) -> None:
    """Adds |name| to `IREE_OPS` (once)."""
    if name not in _LISTED:
        _LISTED.add(name)
        IREE_OPS.append(name)


_LISTED: set = set()


def define_iree_op(name: str, **kwargs) -> Optional[OpDef]:
    """An IREE op defined by its declaration and declarative format
    (`dfx.syntax.declarative.define_op`, same arguments: deferred unless
    `lazy=False`), listed in `IREE_OPS`; `hal` ops get `properties_form`
    (see `_properties_form`)."""
    kwargs.setdefault("properties_form", _properties_form(name))
    list_iree_op(name)
    return define_op(name, **kwargs)


#===----------------------------------------------------------------------===#
# Type constraints and checks shared by the op invariants
#===----------------------------------------------------------------------===#

_LIFETIMES = "resource or external resource or transient resource or variable resource or constant resource"

RESOURCE = TypeConstraint(_LIFETIMES, lambda t: is_resource_type(t) and resource_lifetime(t) != "staging")
"""A `!stream.resource` of any lifetime but staging."""
ANY_RESOURCE = TypeConstraint(_LIFETIMES + " or staging resource", is_resource_type)
STAGING_RESOURCE = TypeConstraint("staging resource",
                                  lambda t: is_resource_type(t) and resource_lifetime(t) == "staging")
TIMEPOINT = TypeConstraint("a timepoint indicating execution availability", is_timepoint_type)
FENCE = TypeConstraint("fence", lambda t: isinstance(t, DialectType) and t.dialect == "hal" and t.name == "fence")
SYMBOL_REFS = (ArrayAttr, "symbol ref array attribute", "at least one entry point reference is required")
"""`entry_points` of dispatches: an array with at least one reference."""
TIMEPOINT_TYPE = DialectType("stream", "timepoint")
FENCE_TYPE = DialectType("hal", "fence")




#===----------------------------------------------------------------------===#
# Small helpers shared by the syntaxes
#===----------------------------------------------------------------------===#


_SHARED_LIMIT = 4096

segment_property = segment_sizes_attr
"""The `operandSegmentSizes` value for group sizes |sizes| (shared)."""
# `tied_operands_attr` (dfx.ir.traits): the shared `tied_operands` value.




def set_tied(state: OperationState, ties: Sequence[int], always: bool = False) -> None:
    if always or any(t >= 0 for t in ties):
        state.properties[TIED] = tied_operands_attr(ties)


# id(type) -> (type, count): parsers and printers ask for every shaped
# type of every op, and programs share a few type objects. The entry holds
# the type, so its id is not reused while the entry lives.
_SIZE_COUNTS: Dict[int, Tuple[Type, int]] = {}


def size_count(t: Type) -> int:
    """How many `{...}` size/dim values follow type |t| in IREE's shaped
    syntaxes: one size for a stream resource, one per dynamic dimension for a
    tensor or a dispatch tensor, else none."""
    hit = _SIZE_COUNTS.get(id(t))
    if hit is not None and hit[0] is t:
        return hit[1]
    if is_resource_type(t):
        n = 1
    elif isinstance(t, TensorType):
        n = t.dynamic_dim_count
    else:
        n = dispatch_tensor_dynamic_dims(t)
    if len(_SIZE_COUNTS) > _SHARED_LIMIT:
        _SIZE_COUNTS.clear()
    _SIZE_COUNTS[id(t)] = (t, n)
    return n


def operands_named(op: Operation, name: str) -> List[Value]:
    return operand_group(op, name)


def attrs_with(p, state: OperationState, keyword: bool) -> None:
    d = p.parse_optional_attr_dict_with_keyword() if keyword else p.parse_optional_attr_dict()
    if d:
        p.add_attr_dict(state, d)


_ELIDED: Dict[tuple, Tuple[str, ...]] = {}


def print_attrs(pr, op: Operation, keyword: bool, extra_elided: Iterable[str] = ()) -> None:
    # The elided names depend only on the op kind and |extra_elided|:
    # computed once per combination.
    extra = tuple(extra_elided)
    inherent = op.definition.inherent if op.definition is not None else frozenset()
    key = (inherent, extra)
    ordered = _ELIDED.get(key)
    if ordered is None:
        elided = set(inherent) | {SEGMENTS}
        elided.update(extra)
        ordered = _ELIDED[key] = tuple(sorted(elided))
    if keyword:
        pr.print_attr_dict_with_keyword(op, elided=ordered)
    else:
        pr.print_attr_dict(op, elided=ordered)


def print_region_without_implicit_terminator(pr, region: Region, name: str) -> None:
    """Prints |region| eliding its terminator when it is an operand-less,
    attribute-less |name| op (as mlir-opt does for implicit terminators)."""
    last = region.blocks[-1].last_op if region.blocks else None
    implicit = (last is not None and last.name == name and not last.operands and not last.attributes
                and not last.properties)
    pr.print_region(region, print_entry_block_args=False, print_block_terminators=not implicit)


def parse_fat_arrow(p) -> None:
    """`=>` (the lexer may split it into `=` and `>`)."""
    if p.parse_optional_punctuation("=>"):
        return
    p.parse_punctuation("=")
    p.parse_punctuation(">")


def parse_index_operands(p) -> List[Value]:
    """`%a, %b` (possibly none) resolved as `index` values (sizes, dims,
    offsets, workloads)."""
    return [p.resolve_operand(u, type=index) for u in p.parse_unresolved_operand_list()]


def parse_typed_operand(p, t: Type) -> Value:
    """`%a` resolved with type |t| (a use with another type is an error)."""
    return p.resolve_operand(p.parse_unresolved_operand(), type=t)


def _parse_braced_operands(p) -> List[Value]:
    """`{%a, %b}` (required braces), index values."""
    p.parse_punctuation("{")
    if p.parse_optional_punctuation("}"):
        return []
    values = parse_index_operands(p)
    p.parse_punctuation("}")
    return values


def parse_sizes_for(p, t: Type) -> List[Value]:
    """The `{...}` values that follow |t| (none for static types: then the
    braces are not consumed, so a following attribute dictionary survives)."""
    if size_count(t) == 0:
        return []
    return _parse_braced_operands(p)


def parse_operand_with_type(p) -> Value:
    """`%value : type`: an operand spelled with its own type."""
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    return p.resolve_operand(u, type=p.parse_type())


def print_operand_with_type(pr, value: Value) -> None:
    pr.print_operand(value)
    pr.print(" : ")
    pr.print_type(value.type)


def parse_shaped_operand(p) -> Tuple[Value, List[Value]]:
    """`%value : type{%dim, ...}`: an operand with its own type and one value per dynamic dim of that type."""
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    t = p.parse_type()
    return p.resolve_operand(u, type=t), parse_sizes_for(p, t)


def print_sizes(pr, values: Sequence[Value]) -> None:
    if values:
        pr.print("{")
        pr.print_operands(list(values))
        pr.print("}")


def print_sized_type(pr, t: Type, sizes: Sequence[Value]) -> None:
    pr.print_type(t)
    print_sizes(pr, sizes)


def take_sizes(values: List[Value], pos: int, t: Type) -> Tuple[List[Value], int]:
    n = size_count(t)
    return values[pos:pos + n], pos + n


def parse_optional_affinity(p, state: OperationState, keyword: str = "on", attr: str = "affinity") -> bool:
    if not p.parse_optional_keyword(keyword):
        return False
    p.parse_punctuation("(")
    state.properties[attr] = p.parse_attribute()
    p.parse_punctuation(")")
    return True


def print_optional_affinity(pr, op: Operation, keyword: str = "on", attr: str = "affinity") -> None:
    a = op.get_attr(attr)
    if a is not None:
        pr.print(f" {keyword}(")
        pr.print_attribute(a)
        pr.print(")")


def parse_optional_keyword_operand_arrow(p, keyword: str, type: Optional[Type] = None) -> Optional[Value]:
    """`keyword(%v) =>` (e.g. `await(%tp) =>`, `wait(%fence) =>`), or None;
    the value is resolved with |type| when given."""
    if not p.parse_optional_keyword(keyword):
        return None
    p.parse_punctuation("(")
    v = p.resolve_operand(p.parse_unresolved_operand(), type=type)
    p.parse_punctuation(")")
    parse_fat_arrow(p)
    return v


def print_optional_keyword_operand_arrow(pr, keyword: str, v: Optional[Value]) -> None:
    if v is not None:
        pr.print(f" {keyword}(")
        pr.print_operand(v)
        pr.print(") =>")


def parse_optional_await(p) -> Optional[Value]:
    """`await(%tp) =>`."""
    return parse_optional_keyword_operand_arrow(p, "await", TIMEPOINT_TYPE)


def print_optional_await(pr, tp: Optional[Value]) -> None:
    print_optional_keyword_operand_arrow(pr, "await", tp)


def parse_keyword_paren_operand(p, keyword: str, type: Optional[Type] = None) -> Optional[Value]:
    """`keyword(%v)` (optional); the value is resolved with |type| when given."""
    if not p.parse_optional_keyword(keyword):
        return None
    p.parse_punctuation("(")
    v = p.resolve_operand(p.parse_unresolved_operand(), type=type)
    p.parse_punctuation(")")
    return v


def _type_attr(t: Type) -> TypeAttr:
    return TypeAttr(t)


def type_attr_type(a: Optional[Attribute]) -> Optional[Type]:
    return a.type if isinstance(a, TypeAttr) else None


def parse_visibility_keyword(p, state: OperationState) -> None:
    for vis in ("private", "public", "nested"):
        if p.parse_optional_keyword(vis):
            state.properties["sym_visibility"] = StringAttr(vis)
            return


def print_visibility(pr, op: Operation) -> None:
    v = op.get_attr("sym_visibility")
    if isinstance(v, StringAttr):
        pr.print(" " + v.value)


def result_names_fixed(*names: Optional[str]):
    def fn(op: Operation):
        return [names[i] if i < len(names) else None for i in range(op.num_results)]
    return fn


def _with_type(arg, t: Type):
    """A parser `Argument` with its type set to |t|."""
    if is_record_or_dataclass(arg):
        try:
            return replace(arg, type=t)
        except TypeError:
            pass
    try:
        arg.type = t
    except AttributeError:  # pragma: no cover - defensive
        pass
    return arg


#===----------------------------------------------------------------------===#
# Shaped function types: `(T{%d}, T) -> (T{%d}, %tied{%d})`
#===----------------------------------------------------------------------===#


def parse_shaped_function_type(p, units: Sequence, loc, op_name: str):
    """Parses `(arg types with sizes) -> results` for the unresolved operands
    |units| (parsed at |loc|), resolving each with its type.

    Returns (args, arg_sizes, result_types, result_sizes, ties) where
    ties[i] is the position in |args| of the operand result i is tied to
    (−1 if not).
    """
    p.parse_punctuation("(")
    types: List[Type] = []
    arg_sizes: List[Value] = []
    if not p.parse_optional_punctuation(")"):
        while True:
            t = p.parse_type()
            types.append(t)
            arg_sizes.extend(parse_sizes_for(p, t))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    args = resolve_with_types(p, units, types, loc, op_name)
    p.parse_punctuation("->")
    result_types, result_sizes, ties = parse_tied_results(p, args, "an operand of the op")
    return args, arg_sizes, result_types, result_sizes, ties


def resolve_with_types(p, units: Sequence, types: Sequence[Type], loc, op_name: str) -> List[Value]:
    """Resolves |units| with one type each; a count mismatch is reported as
    iree-opt does, at |loc| (where the operand list starts)."""
    if len(units) != len(types):
        p.error(f"custom op '{op_name}' number of operands and types do not match: got {len(units)} operands "
                f"and {len(types)} types", loc)
    return [p.resolve_operand(u, type=t) for u, t in zip(units, types)]


def parse_tied_results(p, operands: Sequence[Value], what: str):
    """Parses a result list after `->`: one result or a parenthesized list,
    each a type with sizes (`T{%s}`) or a tied operand (`%x{%s}`, `%x as T`).

    Returns (result_types, result_sizes, ties) where ties[i] is the position
    in |operands| of the operand result i is tied to (−1 if not)."""
    result_types: List[Type] = []
    result_sizes: List[Value] = []
    ties: List[int] = []

    def one_result():
        tied = p.parse_optional_operand()
        if tied is not None:
            pos = next((i for i, a in enumerate(operands) if a is tied), -1)
            if pos < 0:
                p.error(f"tied result does not name {what}")
            t = tied.type
            if p.parse_optional_keyword("as"):
                t = p.parse_type()
            ties.append(pos)
        else:
            t = p.parse_type()
            ties.append(-1)
        result_types.append(t)
        result_sizes.extend(parse_sizes_for(p, t))

    if p.parse_optional_punctuation("("):
        if not p.parse_optional_punctuation(")"):
            while True:
                one_result()
                if not p.parse_optional_punctuation(","):
                    break
            p.parse_punctuation(")")
    else:
        one_result()
    return result_types, result_sizes, ties


def print_shaped_function_type(pr, op: Operation, args: Sequence[Value], arg_sizes: Sequence[Value],
                                result_sizes: Sequence[Value], ties: Sequence[int]) -> None:
    pr.print("(")
    if not arg_sizes:
        # Static shapes only (the common case): no sizes to hand out.
        pr.print_types([a.type for a in args])
    else:
        pos = 0
        arg_sizes = list(arg_sizes)
        for i, a in enumerate(args):
            if i:
                pr.print(", ")
            sizes, pos = take_sizes(arg_sizes, pos, a.type)
            print_sized_type(pr, a.type, sizes)
    pr.print(") -> ")
    _print_shaped_results(pr, op, args, result_sizes, ties)


def _print_shaped_results(pr, op: Operation, args: Sequence[Value], result_sizes: Sequence[Value],
                          ties: Sequence[int]) -> None:
    n = op.num_results
    if n != 1:
        pr.print("(")
    pos = 0
    for i, r in enumerate(op.results):
        if i:
            pr.print(", ")
        tie = ties[i] if i < len(ties) else -1
        if 0 <= tie < len(args):
            pr.print_operand(args[tie])
            if args[tie].type != r.type:
                pr.print(" as ")
                pr.print_type(r.type)
        else:
            pr.print_type(r.type)
        if result_sizes:
            sizes, pos = take_sizes(result_sizes, pos, r.type)
            print_sizes(pr, sizes)
    if n != 1:
        pr.print(")")


def parse_entry_points(p) -> ArrayAttr:
    if p.parse_optional_punctuation("{"):
        refs = [p.parse_symbol_ref()]
        while p.parse_optional_punctuation(","):
            refs.append(p.parse_symbol_ref())
        p.parse_punctuation("}")
        return ArrayAttr(tuple(refs))
    return ArrayAttr((p.parse_symbol_ref(),))


def print_entry_points(pr, op: Operation) -> None:
    a = op.get_attr("entry_points")
    refs = list(a) if isinstance(a, ArrayAttr) else []
    if len(refs) == 1:
        pr.print_attribute(refs[0])
    else:
        pr.print("{")
        for i, r in enumerate(refs):
            if i:
                pr.print(", ")
            pr.print_attribute(r)
        pr.print("}")


def parse_optional_square_operands(p) -> List[Value]:
    """`[%a, %b]` (index values) or nothing."""
    if not p.parse_optional_punctuation("["):
        return []
    if p.parse_optional_punctuation("]"):
        return []
    vs = parse_index_operands(p)
    p.parse_punctuation("]")
    return vs


def print_optional_square_operands(pr, values: Sequence[Value]) -> None:
    if values:
        pr.print("[")
        pr.print_operands(list(values))
        pr.print("]")


#===----------------------------------------------------------------------===#
# Dialect-wide trait shorthands
#===----------------------------------------------------------------------===#

AFF = AffinityOp(attr_name="stream.affinity")
"""Affinity stored in the discardable `stream.affinity` attribute."""
AFF_STREAM = AffinityOp(attr_name="affinity")
"""Affinity stored in the op's own `affinity` attribute (`on(...)`)."""
AFF_TARGET = AffinityOp(attr_name="target")
"""`flow.tensor.transfer` / `flow.tensor.barrier`: the `target` attribute."""
AFF_HAL_PIN = AffinityOp(requires=False, pins=True, attr_name="affinity", current_pins="if_set")
"""HAL ABI ops: do not require an affinity but pin the values they touch
(under the current rules only while they carry an `on(...)`)."""
PURE = Pure()
ALLOC = MemoryEffects(("allocate",))


# -- flow.tensor.update ----------------------------------------------------------------


def parse_tied_target_result(p, target) -> Tuple[Type, Value]:
    """`%name as T` or just `T` after `->` (the result is always tied to
    the unresolved operand |target|, which gets type T) → (T, target).
    As in iree-opt (3.2.0 and 3.13), the name is read and ignored: any
    name, even an undefined one, ties the result to the target."""
    if p.parse_optional_unresolved_operand() is not None:
        p.parse_keyword("as")
    t = p.parse_type()
    return t, p.resolve_operand(target, type=t)


def print_tied_target_result(pr, target: Value, t: Type, sizes: Sequence[Value]) -> None:
    pr.print_operand(target)
    pr.print(" as ")
    print_sized_type(pr, t, sizes)


#===----------------------------------------------------------------------===#
# stream dialect: async ops (SPEC 5.6)
#===----------------------------------------------------------------------===#


def parse_size(p) -> Value:
    """`{%size}` (an index value)."""
    p.parse_punctuation("{")
    v = parse_typed_operand(p, index)
    p.parse_punctuation("}")
    return v


def print_size(pr, v: Value) -> None:
    pr.print("{")
    pr.print_operand(v)
    pr.print("}")


def print_resource(pr, t: Type, size: Value) -> None:
    pr.print_type(t)
    print_size(pr, size)


def parse_sized_resource(p) -> Tuple[Value, Value]:
    """`%value : type{%size}`: an operand spelled with its own resource type and size."""
    u = p.parse_unresolved_operand()
    p.parse_punctuation(":")
    value = p.resolve_operand(u, type=p.parse_type())
    return value, parse_size(p)


def print_sized_resource(pr, value: Value, size: Value) -> None:
    pr.print_operand(value)
    pr.print(" : ")
    print_resource(pr, value.type, size)


def parse_resource_slice(p) -> Tuple[Value, Value, Value, Value]:
    """`%res[%offset for %length] : type{%size}` -> (resource, size, offset, length)."""
    u = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    offset = parse_typed_operand(p, index)
    p.parse_keyword("for")
    length = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    resource = p.resolve_operand(u, type=p.parse_type())
    return resource, parse_size(p), offset, length


def print_resource_slice(pr, resource: Value, size: Value, offset: Value, length: Value) -> None:
    pr.print_operand(resource)
    pr.print("[")
    pr.print_operand(offset)
    pr.print(" for ")
    pr.print_operand(length)
    pr.print("] : ")
    print_resource(pr, resource.type, size)


def parse_resource_at(p) -> Tuple[Value, Value, Value]:
    """`%res[%offset] : type{%size}` -> (resource, size, offset)."""
    u = p.parse_unresolved_operand()
    p.parse_punctuation("[")
    offset = parse_typed_operand(p, index)
    p.parse_punctuation("]")
    p.parse_punctuation(":")
    resource = p.resolve_operand(u, type=p.parse_type())
    return resource, parse_size(p), offset


def print_resource_at(pr, resource: Value, size: Value, offset: Value) -> None:
    pr.print_operand(resource)
    pr.print("[")
    pr.print_operand(offset)
    pr.print("] : ")
    print_resource(pr, resource.type, size)


def parse_resource_load(p, state: OperationState) -> None:
    """stream.async.load and stream.resource.load: `%src[%offset] : type{%size} -> result-type attr-dict`."""
    state.operands = list(parse_resource_at(p))
    p.parse_punctuation("->")
    state.result_types = [p.parse_type()]
    attrs_with(p, state, keyword=True)


def print_resource_load(pr, op: Operation) -> None:
    pr.print(" ")
    print_resource_at(pr, op.operand(0), op.operand(1), op.operand(2))
    pr.print(" -> ")
    pr.print_type(op.results[0].type)
    print_attrs(pr, op, keyword=True)


def parse_range(p, with_length: bool = True) -> List[Value]:
    """`[%offset to %end for %length]` (or `[%offset to %end]`)."""
    p.parse_punctuation("[")
    off = parse_typed_operand(p, index)
    p.parse_keyword("to")
    end = parse_typed_operand(p, index)
    out = [off, end]
    if with_length:
        p.parse_keyword("for")
        out.append(parse_typed_operand(p, index))
    p.parse_punctuation("]")
    return out


def print_range(pr, values: Sequence[Value]) -> None:
    pr.print("[")
    pr.print_operand(values[0])
    pr.print(" to ")
    pr.print_operand(values[1])
    if len(values) > 2:
        pr.print(" for ")
        pr.print_operand(values[2])
    pr.print("]")


STREAMABLE = StreamableOp()


def aff_on(state: OperationState, p) -> None:
    parse_optional_affinity(p, state, "on", "affinity")


def parse_captures(p) -> Tuple[List[Value], List[Value], list]:
    """`with(%outer as %arg: T{%size}, ...)` → (operands, sizes, arguments)."""
    p.parse_keyword("with")
    p.parse_punctuation("(")
    operands: List[Value] = []
    sizes: List[Value] = []
    args = []
    if not p.parse_optional_punctuation(")"):
        while True:
            outer = p.parse_unresolved_operand()
            p.parse_keyword("as")
            arg = p.parse_argument(with_type=False)
            p.parse_punctuation(":")
            t = p.parse_type()
            operands.append(p.resolve_operand(outer, type=t))
            args.append(_with_type(arg, t))
            if size_count(t):
                sizes.append(parse_size(p))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    return operands, sizes, args


def print_captures(pr, op: Operation) -> None:
    operands = operands_named(op, "resource_operands")
    sizes = operands_named(op, "resource_operand_sizes")
    body = op.regions[0]
    args = body.blocks[0].arguments if not body.empty else []
    pr.print(" with(")
    k = 0
    for i, v in enumerate(operands):
        if i:
            pr.print(", ")
        pr.print_operand(v)
        pr.print(" as ")
        if i < len(args):
            pr.print_block_argument(args[i], with_type=False)
        pr.print(": ")
        pr.print_type(v.type)
        if size_count(v.type) and k < len(sizes):
            print_size(pr, sizes[k])
            k += 1
    pr.print(")")


def current_indent(pr) -> str:
    """The printer's indentation of the op line being printed."""
    level = getattr(pr, "indent", 0)
    return level if isinstance(level, str) else " " * int(level or 0)


# -- `keyword(%x: index, ...) -> (index, index, index) { ... }` ----------------------
# The workgroup-count regions of executable exports (`workgroups`) and of
# flow dispatch regions/workgroups (`count`).


def parse_optional_index_triple_region(p, keyword: str) -> Region:
    """`keyword(args) -> (index, index, index) {region}`, or an empty region
    when |keyword| is absent."""
    if not p.parse_optional_keyword(keyword):
        return Region()
    args = []
    p.parse_punctuation("(")
    if not p.parse_optional_punctuation(")"):
        while True:
            args.append(p.parse_argument(with_type=True))
            if not p.parse_optional_punctuation(","):
                break
        p.parse_punctuation(")")
    p.parse_punctuation("->")
    p.parse_punctuation("(")
    p.parse_type_list()
    p.parse_punctuation(")")
    return p.parse_region(arguments=args)


def print_optional_index_triple_region(pr, region: Region, keyword: str) -> None:
    """Prints what `parse_optional_index_triple_region` reads (nothing for an
    empty region)."""
    if region.empty:
        return
    pr.print(f" {keyword}(")
    for i, a in enumerate(region.blocks[0].arguments):
        if i:
            pr.print(", ")
        pr.print_block_argument(a, with_type=True)
    pr.print(") -> (index, index, index) ")
    pr.print_region(region, print_entry_block_args=False)
