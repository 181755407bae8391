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
parses them (`dfx.syntax.materialize`) before editing, so every op in a
converted body must be one we define or be in generic form, as in a full
parse.
"""

from __future__ import annotations

from typing import List

from dfx.ir.attributes import DialectType, FunctionType, IntegerAttr, TypeAttr
from dfx.ir.core import Block, Operation, Value, WalkOrder
from dfx.rewrite import Conversion, ConversionError, Rewriter
from dfx.syntax import materialize

from stream_affinity.transforms.conversion.common import INDEX, Context

BINDING = DialectType("stream", "binding")
_RENAMED = {
    "flow.executable.export": "stream.executable.export",
    "flow.executable_end": "stream.executable.end",
    "flow.return": "stream.return",
    "flow.dispatch.workgroup.id": "stream.dispatch.workgroup.id",
    "flow.dispatch.workgroup.count": "stream.dispatch.workgroup.count",
    "flow.dispatch.workgroup.size": "stream.dispatch.workgroup.size",
}


def _is_dispatch_tensor(t) -> bool:
    return isinstance(t, DialectType) and t.full_name == "flow.dispatch.tensor"


def _dynamic_dims(t) -> int:
    body = (t.params or "").split(":", 1)[-1]
    inner = body[body.find("<") + 1:] if "<" in body else body
    count = 0
    for part in inner.split("x"):
        part = part.strip()
        if part == "?":
            count += 1
        elif not part.isdigit():
            break
    return count


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
        elif _dynamic_dims(arg.type):
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


def _convert_executable(ctx: Context):
    def pattern(op: Operation, operands, rw: Rewriter) -> bool:
        materialize(op)
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
        for func in funcs:
            _convert_bindings(func)
        return True
    return pattern


def add_executable_patterns(ctx: Context, conversion: Conversion) -> None:
    conversion.add_pattern("flow.executable", _convert_executable(ctx))
