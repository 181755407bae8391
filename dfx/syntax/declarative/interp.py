"""Reading and writing an op with its declarative format (`OpSpec`): the
`OpDef.parse` and `OpDef.print` of ops defined by `define_op`."""

from __future__ import annotations

from dfx.ir.attributes import Attribute, DenseArrayAttr, DialectType, FunctionType, Type, UnitAttr, i32
from dfx.ir.core import Block, Operation, OperationState, Region
from dfx.ir.traits import ensure_terminator
from dfx.syntax.declarative.constraints import UnitAttrSpec
from dfx.syntax.declarative.format import (AllOf, AttrDict, Custom, FunctionalType, Group, Literal, PropDict, Ref,
                                           Space, TypeDir, Var)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = ["parse_with", "print_with", "plain_ranges", "ensure_terminator"]

SEGMENTS = "operandSegmentSizes"
RESULT_SEGMENTS = "resultSegmentSizes"
STRICT = "current"
SEED = "seed"


def plain_ranges(kinds: Sequence[str], n: int, same: bool) -> List[Tuple[int, int]]:
    """(start, length) of groups of |kinds| over |n| values, without
    segment sizes (|same|: variadic groups share the rest equally)."""
    fixed = sum(1 for k in kinds if k == "one")
    nvar = len(kinds) - fixed
    out, pos = [], 0
    each = (max(n - fixed, 0) // nvar) if (same and nvar) else max(n - fixed, 0)
    for k in kinds:
        size = 1 if k == "one" else each
        out.append((pos, size))
        pos += size
    return out


#===----------------------------------------------------------------------===#
# Parsing
#===----------------------------------------------------------------------===#


class _Ctx:
    """What has been read of one op."""

    __slots__ = ("spec", "p", "state", "units", "unit_marks", "types", "attrs", "regions", "successors",
                 "all_units", "all_mark", "dict_attrs")

    def __init__(self, spec, p, state):
        self.spec = spec
        self.p = p
        self.state = state
        self.units: Dict[str, list] = {}
        self.unit_marks: Dict[str, int] = {}
        self.types: Dict[str, Optional[List[Type]]] = {}
        self.attrs: Dict[str, Attribute] = {}
        self.regions: Dict[str, List[Region]] = {}
        self.successors: Dict[str, List[Block]] = {}
        self.all_units: Optional[list] = None
        self.all_mark = 0
        self.dict_attrs: Dict[str, Attribute] = {}


def _as_list(v) -> list:
    if v is None:
        return []
    if isinstance(v, list):
        return v
    return [v]


def _parse_stripped_type(p, spec) -> Type:
    dialect, name = spec.stripped.split(".", 1)
    return DialectType(dialect, name, p.parse_angle_body())


def _parse_type_group(ctx: _Ctx, arg, qualified: bool, optional_first: bool = False) -> bool:
    """Reads the types of |arg| (a `Var` or `operands`/`results`); returns
    whether anything was read (for optional groups)."""
    p = ctx.p
    kind = arg.kind if isinstance(arg, Var) else "variadic"
    stripped = isinstance(arg, Var) and arg.decl.type.stripped and not qualified
    if kind == "one" and not optional_first:
        types = [_parse_stripped_type(p, arg.decl.type) if stripped else p.parse_type()]
    else:
        first = p.parse_optional_type() if not stripped else (
            _parse_stripped_type(p, arg.decl.type) if p.peek_punctuation("<") else None)
        types = [] if first is None else [first]
        if first is not None and kind == "variadic":
            while p.parse_optional_punctuation(","):
                types.append(p.parse_type())
    if isinstance(arg, Var):
        ctx.types[arg.name] = types
    elif arg.what == "operands":
        ctx.types["<operands>"] = types
    else:
        ctx.types["<results>"] = types
    return bool(types)


def _parse_operand_var(ctx: _Ctx, e: Var, first_of_group: bool) -> bool:
    p = ctx.p
    ctx.unit_marks[e.name] = p.mark()
    if e.kind == "one" and not first_of_group:
        units = [p.parse_unresolved_operand()]
    elif e.kind == "optional" or (e.kind == "one" and first_of_group):
        u = p.parse_optional_unresolved_operand()
        units = [] if u is None else [u]
    else:
        units = p.parse_unresolved_operand_list("none")
    ctx.units[e.name] = units
    return bool(units)


def _parse_attr_var(ctx: _Ctx, e: Var, first_of_group: bool) -> bool:
    p = ctx.p
    spec = e.decl.spec
    if first_of_group or e.decl.optional or e.decl.default is not None:
        a = spec.parse_optional(p)
    else:
        a = spec.parse(p)
    if a is not None:
        ctx.attrs[e.name] = a
    return a is not None


def _parse_regions(ctx: _Ctx, name: str, variadic: bool, first_of_group: bool) -> bool:
    p = ctx.p
    if (variadic or first_of_group) and not p.peek_punctuation("{"):
        ctx.regions[name] = []
        return False
    regions = [p.parse_region()]
    if variadic:
        while p.parse_optional_punctuation(","):
            regions.append(p.parse_region())
    ctx.regions[name] = regions
    return True


def _parse_successors(ctx: _Ctx, name: str, variadic: bool, first_of_group: bool) -> bool:
    p = ctx.p
    if variadic or first_of_group:
        b = p.parse_optional_successor()
        if b is None:
            ctx.successors[name] = []
            return False
        blocks = [b]
        if variadic:
            while p.parse_optional_punctuation(","):
                blocks.append(p.parse_successor())
    else:
        blocks = [p.parse_successor()]
    ctx.successors[name] = blocks
    return True


def _parse_attr_dict(ctx: _Ctx, e: AttrDict) -> None:
    p = ctx.p
    spec = ctx.spec
    if e.with_keyword:
        ctx.dict_attrs.update(p.parse_optional_attr_dict_with_keyword())
        return
    if spec.extra_props and p.peek_punctuation("<"):
        # Current releases: inherent attributes in `<name = value, ...>`.
        ctx.state.form = STRICT

        def entry():
            at = p.mark()
            key = p.parse_bare_id()
            decl = spec.attr_by_name.get(key)
            if decl is None or decl.name in spec.format_attrs:
                p.error(f"'{key}' is not an inherent attribute of '{spec.name}' printed here", at)
            if decl.spec.__class__ is UnitAttrSpec and not p.peek_punctuation("="):
                ctx.attrs[key] = UnitAttr()
                return
            p.parse_punctuation("=")
            ctx.attrs[key] = decl.spec.parse(p)
        p.parse_comma_separated_list("angle", entry)
    d = p.parse_optional_attr_dict()
    if d and spec.extra_props and ctx.state.form is None and any(a.name in d for a in spec.extra_props):
        # Inherent attributes inside `{...}`: 3.2.0's spelling (current
        # releases reject it).
        ctx.state.form = SEED
    ctx.dict_attrs.update(d)


def _parse_custom(ctx: _Ctx, e: Custom, first_of_group: bool) -> bool:
    refs = [_ref_value(ctx, a.arg) for a in e.args if isinstance(a, Ref)]
    outs = [a for a in e.args if not isinstance(a, Ref)]
    result = e.directive.parse(ctx.p, *refs)
    if e.directive.optional and result is None:
        return False
    if len(outs) == 1:
        result = (result,)
    elif len(outs) == 0:
        result = ()
    for arg, value in zip(outs, result):
        _store_custom(ctx, arg, value)
    return True


def _ref_value(ctx: _Ctx, arg):
    if isinstance(arg, TypeDir):
        a = arg.arg
        types = ctx.types.get(a.name if isinstance(a, Var) else f"<{a.what}>")
        return types[0] if types and isinstance(a, Var) and a.kind == "one" else (
            (types[0] if types else None) if isinstance(a, Var) and a.kind == "optional" else types)
    if isinstance(arg, Var):
        if arg.role == "operand":
            units = ctx.units.get(arg.name, [])
            if arg.kind == "one":
                return units[0] if units else None
            if arg.kind == "optional":
                return units[0] if units else None
            return units
        if arg.role == "attr":
            return ctx.attrs.get(arg.name)
        if arg.role == "region":
            rs = ctx.regions.get(arg.name, [])
            return rs if arg.kind == "variadic" else (rs[0] if rs else None)
        if arg.role == "successor":
            bs = ctx.successors.get(arg.name, [])
            return bs if arg.kind == "variadic" else (bs[0] if bs else None)
    if isinstance(arg, AllOf) and arg.what == "operands":
        return ctx.all_units
    if isinstance(arg, AttrDict):
        return ctx.dict_attrs
    return None


def _store_custom(ctx: _Ctx, arg, value) -> None:
    if isinstance(arg, TypeDir):
        a = arg.arg
        key = a.name if isinstance(a, Var) else f"<{a.what}>"
        ctx.types[key] = _as_list(value)
    elif isinstance(arg, Var):
        if arg.role == "operand":
            ctx.units[arg.name] = _as_list(value)
            ctx.unit_marks.setdefault(arg.name, ctx.p.mark())
        elif arg.role == "attr":
            if value is not None:
                ctx.attrs[arg.name] = value
        elif arg.role == "region":
            ctx.regions[arg.name] = _as_list(value)
        elif arg.role == "successor":
            ctx.successors[arg.name] = _as_list(value)
    elif isinstance(arg, AttrDict):
        ctx.dict_attrs.update(value or {})
    elif isinstance(arg, AllOf) and arg.what == "operands":
        ctx.all_units = _as_list(value)


def _parse_element(ctx: _Ctx, e, first_of_group: bool = False) -> bool:
    """Reads |e|; returns whether it was present (meaningful when it is
    the first element of an optional group)."""
    p = ctx.p
    cls = e.__class__
    if cls is Literal:
        if e.is_keyword:
            if first_of_group:
                return p.parse_optional_keyword(e.text)
            p.parse_keyword(e.text)
        else:
            if first_of_group:
                return _optional_punct(p, e.text)
            _parse_punct(p, e.text)
        return True
    if cls is Var:
        if e.role == "operand":
            return _parse_operand_var(ctx, e, first_of_group)
        if e.role == "attr":
            return _parse_attr_var(ctx, e, first_of_group)
        if e.role == "region":
            return _parse_regions(ctx, e.name, e.kind == "variadic", first_of_group)
        if e.role == "successor":
            return _parse_successors(ctx, e.name, e.kind == "variadic", first_of_group)
        raise AssertionError(f"${e.name} cannot be read on its own")
    if cls is TypeDir:
        return _parse_type_group(ctx, e.arg, e.qualified, first_of_group)
    if cls is Space:
        return True
    if cls is AttrDict:
        _parse_attr_dict(ctx, e)
        return True
    if cls is PropDict:
        if p.peek_punctuation("<"):
            p.parse_punctuation("<")
            d = p.parse_optional_attr_dict()
            p.parse_punctuation(">")
            ctx.attrs.update(d)
        return True
    if cls is FunctionalType:
        at = p.mark()
        t = p.parse_type()
        if not isinstance(t, FunctionType):
            p.error("invalid kind of type specified", at)
        for arg, ts in ((e.inputs, list(t.inputs)), (e.results, list(t.results))):
            ctx.types[arg.name if isinstance(arg, Var) else f"<{arg.what}>"] = ts
        return True
    if cls is AllOf:
        if e.what == "operands":
            ctx.all_mark = p.mark()
            ctx.all_units = p.parse_unresolved_operand_list("none")
            return bool(ctx.all_units)
        if e.what == "regions":
            return _parse_regions(ctx, "<regions>", True, first_of_group)
        if e.what == "successors":
            return _parse_successors(ctx, "<successors>", True, first_of_group)
        raise AssertionError("`results` is only valid in a type directive")
    if cls is Custom:
        return _parse_custom(ctx, e, first_of_group)
    if cls is Group:
        present = _parse_element(ctx, e.then[0], True)
        if present:
            for c in e.then[1:]:
                if c is not e.elided_anchor:
                    _parse_element(ctx, c)
            if e.elided_anchor is not None:
                ctx.attrs[e.elided_anchor.name] = UnitAttr()
        else:
            for c in e.other:
                _parse_element(ctx, c)
        return present
    raise AssertionError(f"unknown format element {e!r}")


def _parse_punct(p, text: str) -> None:
    if text == "=>" and not p.peek_punctuation("=>"):
        p.parse_punctuation("=")
        p.parse_punctuation(">")
        return
    p.parse_punctuation(text)


def _optional_punct(p, text: str) -> bool:
    if p.parse_optional_punctuation(text):
        return True
    return False


def parse_with(spec, p, state: OperationState) -> None:
    """Reads an op of |spec| into |state| (the `OpDef.parse` function)."""
    ctx = _Ctx(spec, p, state)
    for e in spec.elements:
        _parse_element(ctx, e)
    opdef_attrs = ctx.dict_attrs
    if opdef_attrs:
        inherent = spec.attr_by_name
        for k, v in opdef_attrs.items():
            if k in inherent or k in (SEGMENTS, RESULT_SEGMENTS):
                ctx.attrs.setdefault(k, v)
            else:
                state.attributes[k] = v
    state.properties.update(ctx.attrs)
    _resolve(ctx)
    if "<regions>" in ctx.regions:  # the `regions` directive: all of them
        regions = ctx.regions["<regions>"]
    else:
        regions = []
        for r in spec.regions:
            regions.extend(ctx.regions.get(r.name) or ([] if r.kind == "variadic" else [Region()]))
    for region in regions:
        if spec.implicit_terminator is not None:
            ensure_terminator(region, state.location, spec.implicit_terminator)
        state.regions.append(region)
    if "<successors>" in ctx.successors:
        state.successors.extend(ctx.successors["<successors>"])
    else:
        for s in spec.successors:
            state.successors.extend(ctx.successors.get(s.name, []))


def _resolve(ctx: _Ctx) -> None:
    """Infers the missing types, resolves the operands, sets the results
    and the segment sizes."""
    spec = ctx.spec
    p = ctx.p
    state = ctx.state
    known: Dict[str, Optional[List[Type]]] = {}
    sizes: Dict[str, Optional[int]] = {}
    # Operand group sizes: from their own `$x`, else from `operands`.
    if ctx.all_units is not None and not all(d.name in ctx.units for d in spec.operands):
        n = len(ctx.all_units)
        kinds = [d.kind for d in spec.operands]
        ranges = plain_ranges(kinds, n, spec.segments == "same")
        for d, (start, size) in zip(spec.operands, ranges):
            ctx.units[d.name] = ctx.all_units[start:start + size]
            ctx.unit_marks.setdefault(d.name, ctx.all_mark)
    for d in spec.operands:
        sizes[d.name] = len(ctx.units.get(d.name, []))
        known[d.name] = ctx.types.get(d.name)
    if "<operands>" in ctx.types:
        types = ctx.types["<operands>"]
        pos = 0
        for d in spec.operands:
            n = sizes[d.name]
            known[d.name] = types[pos:pos + n]
            pos += n
    for d in spec.results:
        known[d.name] = ctx.types.get(d.name)
        sizes[d.name] = len(known[d.name]) if known[d.name] is not None else (1 if d.kind == "one" else None)
    if "<results>" in ctx.types:
        types = ctx.types["<results>"]
        if len(spec.results) == 1:
            known[spec.results[0].name] = types
            sizes[spec.results[0].name] = len(types)
        else:
            kinds = [d.kind for d in spec.results]
            for d, (start, size) in zip(spec.results, plain_ranges(kinds, len(types), False)):
                known[d.name] = types[start:start + size]
                sizes[d.name] = size
    _infer(ctx, known, sizes)
    if ctx.all_units is not None and all(d.kind == "one" for d in spec.operands) \
            and len(ctx.all_units) != len(spec.operands):
        _count_error(ctx, len(ctx.all_units), len(spec.operands), ctx.all_mark)
    # Operands, in declaration order.
    seg_sizes = []
    for d in spec.operands:
        units = ctx.units.get(d.name, [])
        types = known.get(d.name)
        if types is None and not units:
            types = []
        if types is None:
            p.error(f"the types of operand group '{d.name}' could not be inferred")
        if len(units) != len(types):
            _count_error(ctx, len(units), len(types), ctx.unit_marks.get(d.name))
        resolve = p.resolve_operand
        state.operands.extend([resolve(u, None, t) for u, t in zip(units, types)])
        seg_sizes.append(len(units))
    if spec.segments == "attr" and spec.operands:
        state.properties[SEGMENTS] = _segment_attr(seg_sizes)
    rseg = []
    for d in spec.results:
        types = known.get(d.name) or []
        state.result_types.extend(types)
        rseg.append(len(types))
    if spec.result_segments:
        state.properties[RESULT_SEGMENTS] = _segment_attr(rseg)


def _count_error(ctx: _Ctx, n_operands: int, n_types: int, at) -> None:
    """mlir-tblgen's parsers resolve operands with their types this way."""
    ctx.p.error(f"custom op '{ctx.spec.name}' number of operands and types do not match: got {n_operands} "
                f"operands and {n_types} types", at)


_SEGMENT_ATTRS: Dict[Tuple[int, ...], DenseArrayAttr] = {}


def _segment_attr(sizes) -> DenseArrayAttr:
    key = tuple(sizes)
    a = _SEGMENT_ATTRS.get(key)
    if a is None:
        if len(_SEGMENT_ATTRS) > 4096:
            _SEGMENT_ATTRS.clear()
        a = _SEGMENT_ATTRS[key] = DenseArrayAttr(i32, key)
    return a


def _infer(ctx: _Ctx, known, sizes) -> None:
    spec = ctx.spec
    rules = spec.type_rules
    for _ in range(2):
        changed = True
        while changed:
            changed = False
            for r in rules:
                changed |= bool(r.fill(known, sizes, ctx))
        filled = False
        for d in spec.operands + spec.results:
            if known.get(d.name) is None and d.type.buildable is not None and sizes.get(d.name) is not None:
                known[d.name] = [d.type.buildable] * sizes[d.name]
                filled = True
        if not filled:
            break


#===----------------------------------------------------------------------===#
# Printing
#===----------------------------------------------------------------------===#


def _group_value(spec, op: Operation, name: str, kind: str, ranges, rranges):
    i = spec.operand_index.get(name)
    if i is not None:
        start, n = ranges[i]
        vals = op.operands[start:start + n]
    else:
        start, n = rranges[spec.result_index[name]]
        vals = op.results[start:start + n]
    if kind == "variadic":
        return vals
    return vals[0] if vals else None


class _PrintCtx:
    __slots__ = ("spec", "op", "pr", "ranges", "rranges")

    def __init__(self, spec, pr, op: Operation):
        self.spec = spec
        self.pr = pr
        self.op = op
        self.ranges = spec.operand_ranges(op) if spec.operands else ()
        self.rranges = spec.result_ranges(op) if spec.results else ()

    def value(self, arg):
        """The op's value for format argument |arg| (see the directives
        docstring)."""
        spec, op = self.spec, self.op
        if isinstance(arg, Ref):
            return self.value(arg.arg)
        if isinstance(arg, Var):
            if arg.role in ("operand", "result"):
                return _group_value(spec, op, arg.name, arg.kind, self.ranges, self.rranges)
            if arg.role == "attr":
                return op.get_attr(arg.name)
            if arg.role == "region":
                i = spec.regions.index(arg.decl)
                return op.regions[i:] if arg.kind == "variadic" else (op.regions[i] if i < len(op.regions) else None)
            if arg.role == "successor":
                i = spec.successors.index(arg.decl)
                succ = op.successors
                return succ[i:] if arg.kind == "variadic" else (succ[i] if i < len(succ) else None)
        if isinstance(arg, TypeDir):
            v = self.value(arg.arg)
            if isinstance(v, list):
                return [x.type for x in v]
            return None if v is None else v.type
        if isinstance(arg, AllOf):
            return {"operands": op.operands, "results": op.results, "regions": op.regions,
                    "successors": op.successors}[arg.what]
        if isinstance(arg, AttrDict):
            return {k: v for k, v in list(op.properties.items()) + list(op.attributes.items())
                    if k not in spec.elided}
        return None

    def present(self, anchor) -> bool:
        if isinstance(anchor, Var) and anchor.role == "attr":
            a = self.op.get_attr(anchor.name)
            d = anchor.decl.default
            return a is not None and (d is None or a != d)
        if isinstance(anchor, Custom):
            return any(self.present(a) for a in anchor.args if not isinstance(a, Ref))
        v = self.value(anchor)
        if isinstance(v, Region):
            return bool(v.blocks)
        if isinstance(v, list):
            return bool(v)
        return v is not None


def _print_types(pr, v, stripped: Optional[str]) -> None:
    if isinstance(v, list):
        pr.print_types(v)
    elif v is not None:
        if stripped:
            text = str(v)
            prefix = "!" + stripped
            pr.print(text[len(prefix):] if text.startswith(prefix) else text)
        else:
            pr.print_type(v)


def _print_element(c: _PrintCtx, e) -> None:
    pr = c.pr
    cls = e.__class__
    if cls is Literal:
        pr.print(" " + e.text if e.space_before else e.text)
        return
    if cls is Space:
        if e.text == " ":
            pr.print(" ")
        elif e.text == "\n":
            pr.print("\n" + " " * pr.indent)
        return
    if cls is AttrDict:
        _print_attr_dict(c, e)
        return
    if cls is PropDict:
        props = {k: v for k, v in c.op.properties.items() if k not in c.spec.prop_elided}
        if props:
            from dfx.syntax.printer import format_attr_dict
            pr.print(" <" + format_attr_dict(props.items()) + ">")
        return
    if cls is Group:
        if c.present(e.anchor):
            for x in e.then:
                if x is not e.elided_anchor:
                    _print_element(c, x)
        else:
            for x in e.other:
                _print_element(c, x)
        return
    if e.space_before:
        pr.print(" ")
    if cls is Var:
        v = c.value(e)
        if e.role == "operand":
            if isinstance(v, list):
                pr.print_operands(v)
            elif v is not None:
                pr.print_operand(v)
        elif e.role == "attr":
            if v is not None:
                e.decl.spec.print(pr, v)
        elif e.role == "region":
            for i, r in enumerate(_as_list(v)):
                if i:
                    pr.print(", ")
                _print_region(c, r)
        elif e.role == "successor":
            for i, b in enumerate(_as_list(v)):
                if i:
                    pr.print(", ")
                pr.print_successor(b)
        return
    if cls is TypeDir:
        a = e.arg
        stripped = a.decl.type.stripped if isinstance(a, Var) and not e.qualified else None
        _print_types(pr, c.value(e), stripped)
        return
    if cls is FunctionalType:
        ins = c.value(TypeDir(e.inputs))
        outs = c.value(TypeDir(e.results))
        pr.print(str(FunctionType(tuple(_as_list(ins)), tuple(_as_list(outs)))))
        return
    if cls is AllOf:
        if e.what == "operands":
            pr.print_operands(c.op.operands)
        elif e.what == "regions":
            for i, r in enumerate(c.op.regions):
                if i:
                    pr.print(", ")
                _print_region(c, r)
        elif e.what == "successors":
            for i, b in enumerate(c.op.successors):
                if i:
                    pr.print(", ")
                pr.print_successor(b)
        return
    if cls is Custom:
        e.directive.print(pr, c.op, *[c.value(a) for a in e.args])
        return
    raise AssertionError(f"unknown format element {e!r}")


def _print_region(c: _PrintCtx, region: Region) -> None:
    term = c.spec.implicit_terminator
    terminators = True
    if term is not None and region.blocks:
        last = region.blocks[0].last_op
        terminators = last is None or last.name != term or bool(last.operands or last.attributes
                                                                   or last.properties or last.results)
    c.pr.print_region(region, print_entry_block_args=True, print_block_terminators=terminators)


def _print_attr_dict(c: _PrintCtx, e: AttrDict) -> None:
    pr, op, spec = c.pr, c.op, c.spec
    elided = spec.elided
    if e.with_keyword:
        pr.print_attr_dict_with_keyword(op, elided=elided)
        return
    if op.form == STRICT and spec.extra_props:
        parts = []
        for a in spec.extra_props:
            v = op.properties.get(a.name)
            if v is None or (a.default is not None and v == a.default):
                continue
            parts.append(a)
        if parts:
            pr.print(" <")
            for i, a in enumerate(parts):
                if i:
                    pr.print(", ")
                v = op.properties[a.name]
                if isinstance(v, UnitAttr):
                    pr.print(a.name)
                    continue
                pr.print(a.name + " = ")
                a.spec.in_prop_dict(pr, v)
            pr.print(">")
        pr.print_attr_dict(op.attributes, elided=elided)
        return
    defaults = [a.name for a in spec.extra_props if a.default is not None and op.get_attr(a.name) == a.default]
    pr.print_attr_dict(op, elided=elided + tuple(defaults) if defaults else elided)


def print_with(spec, pr, op: Operation) -> None:
    """Writes |op| with |spec|'s format (the `OpDef.print` function)."""
    c = _PrintCtx(spec, pr, op)
    for e in spec.elements:
        _print_element(c, e)
