"""flow.executable → stream.executable (upstream's executable patterns).

The executable keeps its region; inside it:

* `flow.executable.export` → `stream.executable.export` (the workgroup
  count region moves over; its `flow.return` becomes `stream.return`);
* in every public function of the inner modules, each
  `!flow.dispatch.tensor` argument becomes a `!stream.binding` read
  through `stream.binding.subspan %binding[%c0]` (one `%c0` at the top of
  the entry block). The subspan takes the dynamic dims of the argument's
  `flow.dispatch.tie_shape` and replaces it (at its place); an argument
  without one gets its subspan at the top of the entry block (an error
  when the type has dynamic dims); an unused argument gets none;
* `flow.dispatch.workgroup.{id,count,size}` → `stream.dispatch.workgroup.*`.

Bodies are otherwise left untouched (they are not converted: the tensors
inside a dispatch are not stream resources). The parser keeps executable
bodies as text (docs/architecture.md, "Executable bodies"); the pattern
parses them (`dfx.syntax.materialize`) before editing; a body that does
not parse (ops we do not define, in custom syntax: real dispatch bodies)
is edited as text instead, with the same result once printed by iree-opt
(`_convert_bindings_in_text`, docs/conversion.md).
"""

from __future__ import annotations

import re

from dfx.ir.attributes import DialectType, FunctionType, IntegerAttr, TypeAttr
from dfx.ir.diagnostics import ParseError
from dfx.ir.core import Block, Operation, Value, WalkOrder
from dfx.rewrite import Conversion, ConversionError, Rewriter
from dfx.syntax.materialize import materialize

from stream_affinity.analysis.interfaces import dispatch_tensor_dynamic_dims
from stream_affinity.transforms.convert_to_stream.common import INDEX, Context

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List

BINDING = DialectType("stream", "binding")
_RENAMED = {
    "flow.executable.export": "stream.executable.export",
    "flow.executable_end": "stream.executable.end",
    "flow.return": "stream.return",
    "flow.dispatch.workgroup.id": "stream.dispatch.workgroup.id",
    "flow.dispatch.workgroup.count": "stream.dispatch.workgroup.count",
    "flow.dispatch.workgroup.size": "stream.dispatch.workgroup.size",
}


# 3.2.0 spells dispatch tensors `!flow.dispatch.tensor<...>`, 3.13
# `!iree_tensor_ext.dispatch.tensor<...>`; both become bindings alike.
_DISPATCH_TENSORS = ("flow.dispatch.tensor", "iree_tensor_ext.dispatch.tensor")


def _is_dispatch_tensor(t) -> bool:
    return isinstance(t, DialectType) and t.full_name in _DISPATCH_TENSORS


def _rename(op: Operation, name: str) -> Operation:
    """A copy of |op| named |name| in its place (regions moved over)."""
    new = Operation(name, op.operands, op.result_types, dict(op.properties), dict(op.attributes), (),
                    op.successors, op.location)
    op.parent.insert_before(new, op)
    Rewriter.take_regions(op, new)
    for old, r in zip(op.results, new.results):
        r.name_hint = old.name_hint
        old.replace_all_uses_with(r)
    op.erase()
    return new


def _convert_bindings(func: Operation) -> None:
    if not func.regions or func.regions[0].empty:
        return
    entry: Block = func.regions[0].blocks[0]
    if not any(_is_dispatch_tensor(a.type) for a in entry.arguments):
        return
    zero = Operation("arith.constant", [], [INDEX], {"value": IntegerAttr(0, INDEX)}, location=func.location)
    entry.prepend(zero)
    top = zero
    i = 0
    while i < len(entry.arguments):
        arg = entry.arguments[i]
        if not _is_dispatch_tensor(arg.type):
            i += 1
            continue
        binding = entry.insert_argument(i, BINDING)
        binding.location = arg.location
        if not arg.has_uses:
            # An unused binding gets no subspan (the `%c0` stays, as upstream's).
            entry.erase_argument(i + 1)
            i += 1
            continue
        ties = [u.owner for u in arg.uses if u.owner.name == "flow.dispatch.tie_shape"]
        tie = ties[-1] if ties else None
        if tie is not None:
            dims = tie.operands[1:]
        elif dispatch_tensor_dynamic_dims(arg.type):
            # iree-opt's wording, at the argument
            raise ConversionError(arg.location or func.location,
                                  "dynamic dispatch dimensions not properly captured; the must be associated "
                                  "with a flow.dispatch.tie_shape op")
        else:
            dims = []
        subspan = Operation("stream.binding.subspan", [binding, zero.results[0]] + list(dims), [arg.type],
                            location=tie.location if tie is not None else arg.location or func.location)
        if tie is not None:
            entry.insert_before(subspan, tie)
        else:
            entry.insert_after(subspan, top)
            top = subspan
        value: Value = subspan.results[0]
        for t in ties:
            t.results[0].replace_all_uses_with(value)
            t.erase()
        arg.replace_all_uses_with(value)
        entry.erase_argument(i + 1)
        i += 1
    ft = func.get_attr("function_type")
    if isinstance(ft, TypeAttr) and isinstance(ft.type, FunctionType):
        func.properties["function_type"] = TypeAttr(FunctionType(tuple(a.type for a in entry.arguments),
                                                                 ft.type.results))


def _free_name(text: str, stem: str) -> str:
    """An SSA name (`%stem`, `%stem_1`, ...) |text| does not use."""
    name, n = stem, 0
    while re.search(re.escape("%" + name) + r"(?![\w$.-])", text):
        n += 1
        name = f"{stem}_{n}"
    return "%" + name


def _use_pattern(name: str) -> "re.Pattern":
    return re.compile(re.escape(name) + r"(?![\w$.-])")


_TIE_LINE = re.compile(r"[ ]*%[\w$.-]+ = flow\.dispatch\.tie_shape [^\n]*\n")


def _insert_at_top(raw, lines: List[str], after_ties: bool = False) -> None:
    """Puts |lines| (ops) first in the body text |raw|, after its entry
    label when it has one (and after the leading tie_shapes when
    |after_ties|), indented like the body's first op."""
    text = raw.text
    at = 0 if raw.header is None else raw.header[1]
    nl = text.find("\n", at)
    if nl < 0:
        raise ValueError("single-line body")
    if after_ties:
        m = _TIE_LINE.match(text, nl + 1)
        while m:
            nl = m.end() - 1
            m = _TIE_LINE.match(text, nl + 1)
    rest = text[nl + 1:]
    indent = rest[:len(rest) - len(rest.lstrip(" "))]
    raw.text = text[:nl + 1] + "".join(f"{indent}{line}\n" for line in lines) + rest


def _convert_bindings_in_text(func: Operation) -> None:
    """`_convert_bindings` on a body kept as text (its ops could not be
    parsed: ops of dialects we do not define, in custom syntax): the same
    edits, made on the text. A `flow.dispatch.tie_shape` of a binding
    becomes its `stream.binding.subspan` in place; other uses of the
    binding read a subspan put at the top of the body."""
    region = func.regions[0]
    raw = region.raw
    entry: Block = region.blocks[0]
    if not any(_is_dispatch_tensor(a.type) for a in entry.arguments):
        return
    names = [n for n, _ in raw.arg_names]
    zero = _free_name(raw.text, "c0")
    top: List[str] = [f"{zero} = arith.constant 0 : index"]
    for i, arg in enumerate(list(entry.arguments)):
        if not _is_dispatch_tensor(arg.type):
            continue
        name = names[i] if i < len(names) and names[i] else f"arg{i}"
        name = name if name.startswith("%") else "%" + name
        uses = _use_pattern(name)
        tie = re.compile(r"(%[\w$.-]+) = flow\.dispatch\.tie_shape " + re.escape(name)
                         + r"(?![\w$.-]) : ([^\n{]*)(\{[^}\n]*\})?")
        ties = list(tie.finditer(raw.text))
        if len(ties) > 1:
            raise ConversionError(func.location, "a binding tied more than once is not supported in a body "
                                                 "that cannot be parsed")
        if ties:
            m = ties[0]
            result = m.group(1)
            subspan = f"{result} = stream.binding.subspan {name}[{zero}] : !stream.binding -> {m.group(2).rstrip()}" \
                      + (m.group(3) or "")
            head, tail = raw.text[:m.start()], raw.text[m.end():]
            raw.text = uses.sub(result, head) + subspan + uses.sub(result, tail)
        elif uses.search(raw.text):
            if dispatch_tensor_dynamic_dims(arg.type):
                raise ConversionError(arg.location or func.location,
                                      "dynamic dispatch dimensions not properly captured; the must be associated "
                                      "with a flow.dispatch.tie_shape op")
            value = _free_name(raw.text, name[1:] + "_subspan")
            raw.text = uses.sub(value, raw.text)
            top.append(f"{value} = stream.binding.subspan {name}[{zero}] : !stream.binding -> {arg.type}")
        arg.type = BINDING
    _insert_at_top(raw, top)
    ft = func.get_attr("function_type")
    if isinstance(ft, TypeAttr) and isinstance(ft.type, FunctionType):
        func.properties["function_type"] = TypeAttr(FunctionType(tuple(a.type for a in entry.arguments),
                                                                 ft.type.results))


_RAW_RENAMES = [(re.compile(r"\bflow\.dispatch\.workgroup\.(id|count|size)\b"), r"stream.dispatch.workgroup.\1"),
                (re.compile(r"\bflow\.return\b"), "stream.return")]


def _rename_in_text(root: Operation) -> None:
    for nested in root.walk(WalkOrder.PRE, include_self=True):
        for region in nested.regions:
            if region.raw is not None:
                for pattern, replacement in _RAW_RENAMES:
                    region.raw.text = pattern.sub(replacement, region.raw.text)


_WORKGROUP_OPS = ("stream.dispatch.workgroup.id", "stream.dispatch.workgroup.count",
                  "stream.dispatch.workgroup.size")


def _hoist_workgroup_ops(func: Operation, after_ties: bool = True) -> None:
    """Upstream's output has every workgroup id/count/size op of a function
    (nested regions included, in walk order) at the top of the entry block,
    after the `%c0` and the subspans put there, before the original ops:
    3.2.0 leaves the leading `flow.dispatch.tie_shape`s (which become
    subspans) before them (|after_ties|), 3.13 puts them first."""
    entry: Block = func.regions[0].blocks[0]
    ops = [op for op in func.walk(WalkOrder.PRE, include_self=False) if op.name in _WORKGROUP_OPS]
    if not ops:
        return
    moving = set(map(id, ops))
    anchor = None
    for op in entry.ops:
        if id(op) in moving or (after_ties and op.name == "flow.dispatch.tie_shape"):
            continue  # leading ties keep their place (they become the subspans)
        anchor = op
        break
    for op in ops:
        op.detach()
        entry.insert_before(op, anchor)


_WORKGROUP_LINE = re.compile(r"^[ ]*%[\w$.-]+ = stream\.dispatch\.workgroup\.(?:id|count|size)\b[^\n]*\n",
                             re.MULTILINE)


def _hoist_workgroup_ops_in_text(raw, after_ties: bool = True) -> None:
    """`_hoist_workgroup_ops` on a body kept as text (one op per line)."""
    lines = [m.group(0).strip() for m in _WORKGROUP_LINE.finditer(raw.text)]
    if lines:
        raw.text = _WORKGROUP_LINE.sub("", raw.text)
        _insert_at_top(raw, lines, after_ties=after_ties)


def _convert_executable(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        try:
            materialize(op)
        except ParseError:
            # Bodies with ops we do not define stay text and are edited
            # as text (`_convert_bindings_in_text`).
            pass
        new = rw.create("stream.executable", [], [], dict(op.properties), dict(op.attributes))
        rw.take_regions(op, new)
        rw.erase(op)
        renames: List[Operation] = []
        funcs: List[Operation] = []
        for nested in new.walk(WalkOrder.PRE, include_self=False):
            if nested.name in _RENAMED:
                renames.append(nested)
            elif nested.name in ("util.func", "func.func") and nested.parent_op is not None \
                    and nested.parent_op.name == "builtin.module":
                vis = nested.get_attr("sym_visibility")
                if vis is None or getattr(vis, "value", "public") == "public":
                    funcs.append(nested)
        for nested in renames:
            _rename(nested, _RENAMED[nested.name])
        _rename_in_text(new)
        for nested in new.walk(WalkOrder.PRE, include_self=False):
            if nested.name in ("util.func", "func.func") and nested.parent_op is not None \
                    and nested.parent_op.name == "builtin.module" and nested.regions:
                if nested.regions[0].raw is not None:
                    _hoist_workgroup_ops_in_text(nested.regions[0].raw, after_ties=not ctx.current)
                elif not nested.regions[0].empty:
                    _hoist_workgroup_ops(nested, after_ties=not ctx.current)
        for func in funcs:
            if func.regions and func.regions[0].raw is not None:
                _convert_bindings_in_text(func)
            else:
                _convert_bindings(func)
        return True
    return pattern


def add_executable_patterns(ctx: Context, conversion: Conversion) -> None:
    conversion.add_pattern("flow.executable", _convert_executable(ctx))
