"""Printer for MLIR assembly, byte-compatible with mlir-opt's default output
for the ops we define.

Custom syntax is used for registered ops with an `OpDef.print` function
(unless `generic=True`); everything else prints in generic form:

    %0:2 = "dialect.op"(%a, %b#1)[^bb1] <{prop = 1 : i64}> ({
    ^bb0(%arg0: i32):
      ...
    }) {attr} : (i32, i64) -> (i32, i32)

SSA names follow mlir-opt (see `SsaNamer`): values are numbered per region
tree (`%0`, `%1`...), entry-block arguments are `%argN`, blocks `^bbN`,
`OpDef.result_names` suggestions (`%c0`, `%cst`...) are uniqued with a
shared `_N` counter, and sibling regions reuse the same numbers. Generic
output numbers everything uniquely across regions, like
`--mlir-print-op-generic`. Attribute dictionaries are sorted by key;
aliases are never emitted (attributes and types print inline).
"""

from __future__ import annotations

from operator import itemgetter

from dfx.ir.attributes import (ArrayAttr, Attribute, DenseArrayAttr, DictionaryAttr, FloatAttr, FloatType,
                               FunctionType, IntegerAttr, IntegerType, Type, UnitAttr, _float_text,
                               _is_bare_identifier, _symbol_text, TypeAttr, i1, i64, string_literal)
from dfx.support.deepstack import run_deep
from dfx.support.gcpause import gc_paused
from dfx.ir.core import Block, BlockArgument, Operation, Region, Value
from dfx.ir.naming import SsaNamer
from dfx.ir.traits import GenericOperandOrder
from dfx.syntax.resources import resources_section

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Iterable, List, Optional, Sequence, Tuple

__all__ = [
    "Printer", "print_module", "print_op", "format_attribute", "format_attr_dict",
]


_F64 = FloatType("f64")

_MAX_CACHED_TEXT = 4096
"""Longest attribute text the printer memoizes. Repeated attributes are
short; caching the text of every level of a deeply nested attribute would
hold a quadratic amount of text."""


#===----------------------------------------------------------------------===#
# Attribute text
#===----------------------------------------------------------------------===#


def format_attribute(attr: Attribute, elide_type: bool = False, cache: Optional[dict] = None) -> str:
    """mlir-opt's text for |attr|. `i64` integers and `f64` floats show their
    type except where MLIR elides it (|elide_type|: inside arrays).
    |cache| (a dict owned by the caller, valid while the attributes it saw
    are alive) memoizes the text of attribute objects seen repeatedly."""
    if cache is not None:
        key = (id(attr), elide_type)
        hit = cache.get(key)
        if hit is not None:
            return hit[1]
        text = _format_attribute(attr, elide_type, cache)
        if len(text) <= _MAX_CACHED_TEXT:
            cache[key] = (attr, text)  # keeps |attr| alive so its id stays unique
        return text
    return _format_attribute(attr, elide_type, None)


def _format_attribute(attr: Attribute, elide_type: bool, cache: Optional[dict]) -> str:
    t = type(attr)
    if t is IntegerAttr:
        if attr.type == i1 and isinstance(attr.type, IntegerType):
            return "true" if attr.value else "false"
        if attr.type == i64 and not elide_type:
            return f"{attr.value} : i64"
        return str(attr)
    if t is FloatAttr:
        if elide_type and attr.type == _F64:
            return _float_text(attr.value, "f64")
        return str(attr)
    if t is ArrayAttr:
        return "[" + ", ".join(format_attribute(a, True, cache) for a in attr.elements) + "]"
    if t is DictionaryAttr:
        return format_attr_dict(attr.entries, cache)
    if t is DenseArrayAttr:
        el = attr.element
        if not attr.values:
            return f"array<{el}>"
        if isinstance(el, IntegerType) and el.width == 1:
            vals = ", ".join("true" if v else "false" for v in attr.values)
        elif isinstance(el, FloatType):
            vals = ", ".join(_float_text(float(v), el.name) for v in attr.values)
        else:
            vals = ", ".join(str(int(v)) for v in attr.values)
        return f"array<{el}: {vals}>"
    return str(attr)


_KEY_TEXT: Dict[str, str] = {}


def _key_text(k: str) -> str:
    """An attribute dictionary key as printed (bare or quoted), memoized:
    programs use few distinct keys."""
    text = _KEY_TEXT.get(k)
    if text is None:
        if len(_KEY_TEXT) > 4096:
            _KEY_TEXT.clear()
        text = _KEY_TEXT[k] = k if _is_bare_identifier(k) else string_literal(k)
    return text


_entry_name = itemgetter(0)


def format_attr_dict(entries: Iterable[Tuple[str, Attribute]], cache: Optional[dict] = None) -> str:
    """`{a = 1 : i64, b}` with entries sorted by name."""
    if cache is not None:
        # Whole dictionaries repeat too (same keys, same shared values):
        # memoized by the keys and the identity of the values.
        entries = tuple(entries)
        memo_key = ("{}", tuple([(k, id(v)) for k, v in entries]))  # unlike attribute keys
        hit = cache.get(memo_key)
        if hit is not None:
            return hit[1]
    parts = []
    for k, v in sorted(entries, key=_entry_name):
        key = _key_text(k)
        parts.append(key if isinstance(v, UnitAttr) else f"{key} = {format_attribute(v, False, cache)}")
    text = "{" + ", ".join(parts) + "}"
    if cache is not None and len(text) <= _MAX_CACHED_TEXT:
        cache[memo_key] = (entries, text)  # |entries| keeps the values' ids unique
    return text


#===----------------------------------------------------------------------===#
# The printer
#===----------------------------------------------------------------------===#


class Printer:
    """Accumulates the text of an op tree; custom op printers receive it
    (see docs/custom-syntax-api.md for the public methods)."""

    memoize_ops = True
    """Whether repeated region-less ops print from a template
    (`_print_custom_memo`); the text is the same either way, and tests
    compare the two."""

    def __init__(self, generic: bool = False, print_locations: bool = False, use_name_hints: bool = False,
                 indent_width: int = 2, local_scope: bool = False):
        self.generic = generic
        self.local_scope = local_scope
        """Like `--mlir-print-local-scope`: bodies kept as text get their
        alias references replaced by the aliased attribute or type."""
        self.print_locations = print_locations
        self.use_name_hints = use_name_hints
        self.indent_width = indent_width
        self.out: List[str] = []
        self.indent = 0
        self._namer: Optional[SsaNamer] = None
        self._default_dialects: List[str] = ["builtin"]
        self._attr_cache: dict = {}
        self._type_cache: dict = {}
        self._raw_bodies: list = []
        self._print_memo: dict = {}  # see `_print_custom_memo`
        self._print_memo_stats: Dict[str, List[int]] = {}  # op name -> [keys made, ops printed from a template]

    # -- basic output -------------------------------------------------------------

    def print(self, *texts: str) -> None:
        """Appends raw text."""
        self.out.extend(texts)

    def value_name(self, v: Value) -> str:
        """The printed name of |v| (`%0`, `%arg1`, `%c0`, `%0#1`)."""
        t = self._namer.text.get(v) if self._namer is not None else None
        return t if t is not None else "<<UNKNOWN SSA VALUE>>"

    def print_operand(self, v: Value) -> None:
        """`%name`."""
        self.out.append(self.value_name(v))

    def print_operands(self, vs: Sequence[Value]) -> None:
        """Comma-separated operand names."""
        self.out.append(", ".join(self.value_name(v) for v in vs))

    def _type_text(self, t: Type) -> str:
        # Memoized per type object (parsed types are shared, so most ops'
        # types hit); the entry keeps |t| alive so its id stays unique.
        hit = self._type_cache.get(id(t))
        if hit is None:
            hit = self._type_cache[id(t)] = (t, str(t))
        return hit[1]

    def print_type(self, t: Type) -> None:
        """A type's text."""
        self.out.append(self._type_text(t))

    def print_types(self, ts: Sequence[Type]) -> None:
        """Comma-separated types."""
        self.out.append(", ".join([self._type_text(t) for t in ts]))

    def print_attribute(self, a: Attribute) -> None:
        """An attribute's text (typed scalars keep their type)."""
        self.out.append(format_attribute(a, False, self._attr_cache))

    def print_symbol(self, name: str) -> None:
        """`@name` (quoted when needed)."""
        self.out.append(_symbol_text(name))

    def print_string(self, s: str) -> None:
        """A string literal."""
        self.out.append(string_literal(s))

    def print_successor(self, block: Block) -> None:
        """`^bbN`."""
        name = self._namer.block_names.get(block) if self._namer is not None else None
        self.out.append(name if name is not None else "^<<UNKNOWN BLOCK>>")

    def print_dynamic_dims(self, values: Sequence[Value]) -> None:
        """`{%a, %b}` (nothing when empty)."""
        if values:
            self.out.append("{" + ", ".join(self.value_name(v) for v in values) + "}")

    def print_block_argument(self, arg: Value, with_type: bool = True) -> None:
        """`%name: type` (or just `%name`), with a location when enabled."""
        self.out.append(self.value_name(arg))
        if with_type:
            self.out.append(": ")
            self.out.append(self._type_text(arg.type))
        if self.print_locations and isinstance(arg, BlockArgument) and arg.location is not None:
            self.out.append(f" {self._loc_text(arg.location)}")

    # -- attribute dictionaries -------------------------------------------------------

    @staticmethod
    def _entries(op_or_dict, elided: Sequence[str]) -> List[Tuple[str, Attribute]]:
        if isinstance(op_or_dict, Operation):
            props = op_or_dict.properties
            attrs = op_or_dict.attributes
            if not attrs and all(k in elided for k in props):
                return []
            items = list(props.items())
            items.extend(attrs.items())
        elif isinstance(op_or_dict, DictionaryAttr):
            items = list(op_or_dict.entries)
        else:
            items = list(op_or_dict.items())
        if elided:
            skip = set(elided)
            items = [kv for kv in items if kv[0] not in skip]
        return items

    def print_attr_dict(self, op_or_dict, elided: Sequence[str] = ()) -> None:
        """` {k = v, ...}` (leading space, keys sorted) or nothing when empty.
        Given an op, its properties and attributes are merged."""
        items = self._entries(op_or_dict, elided)
        if items:
            self.out.append(" ")
            self.out.append(format_attr_dict(items, self._attr_cache))

    def print_attr_dict_with_keyword(self, op_or_dict, elided: Sequence[str] = ()) -> None:
        """` attributes {...}` or nothing."""
        items = self._entries(op_or_dict, elided)
        if items:
            self.out.append(" attributes ")
            self.out.append(format_attr_dict(items, self._attr_cache))

    # -- locations ----------------------------------------------------------------------

    @staticmethod
    def _loc_text(loc) -> str:
        if loc is None or loc.line <= 0:
            return "loc(unknown)"
        return f"loc({string_literal(loc.file)}:{loc.line}:{loc.col})"

    def print_optional_location(self, op: Operation) -> None:
        """` loc("file":line:col)` when locations are being printed."""
        if self.print_locations:
            self.out.append(" " + self._loc_text(op.location))

    # -- regions and blocks --------------------------------------------------------------

    def print_region(self, region: Region, print_entry_block_args: bool = True, print_empty_block: bool = False,
                     print_block_terminators: bool = True) -> None:
        """`{`, newline, the blocks (labels at the current indentation, ops
        one level deeper), then `}` at the current indentation. No leading
        space is printed."""
        out = self.out
        if region.raw is not None:
            # A body kept as text: printed back as read, moved to this depth,
            # with an entry block label exactly when the syntax wants one.
            raw = region.raw
            self._raw_bodies.append(raw)
            args = region.blocks[0].arguments if region.blocks else ()
            header = print_entry_block_args and bool(args)
            out.append("{")
            if header and raw.header is None:
                out.append("\n" + " " * self.indent + "^bb0(")
                for i, a in enumerate(args):
                    if i:
                        out.append(", ")
                    self.print_block_argument(a)
                out.append("):")
            body = raw.reindented(self.indent, header or not args)
            if self.local_scope and raw.aliases:
                body = self._inline_aliases(raw, body)
            out.append(body)
            out.append("}")
            return
        out.append("{\n")
        blocks = region.blocks
        if blocks:
            parent = region.parent
            dd = None
            if parent is not None and parent.definition is not None:
                dd = parent.definition.default_dialect
            # As mlir-opt: a region's default dialect is its parent op's
            # own (none unless the op declares one), never inherited, so
            # `builtin.module` nested in an executable keeps its prefix.
            self._default_dialects.append(dd or "")
            entry = blocks[0]
            header = (print_empty_block and entry.first_op is None) or \
                     (print_entry_block_args and bool(entry.arguments))
            self._print_block(entry, header, print_block_terminators)
            for b in blocks[1:]:
                self._print_block(b, True, True)
            self._default_dialects.pop()
        out.append(" " * self.indent + "}")

    def _print_block(self, block: Block, header: bool, terminators: bool) -> None:
        out = self.out
        if header:
            out.append(" " * self.indent)
            self.print_successor(block)
            if block.arguments:
                out.append("(")
                for i, a in enumerate(block.arguments):
                    if i:
                        out.append(", ")
                    self.print_block_argument(a)
                out.append(")")
            out.append(":")
            self._print_predecessors(block)
            out.append("\n")
        self.indent += self.indent_width
        last = block.last_op
        skip_last = not terminators and last is not None and last.definition is not None and \
            _is_terminator(last)
        for op in block:
            if skip_last and op is last:
                break
            self._print_op_line(op)
        self.indent -= self.indent_width

    def _print_predecessors(self, block: Block) -> None:
        edges = block.predecessor_edges
        if not edges:
            if not block.is_entry_block:
                self.out.append("  // no predecessors")
            return
        preds = [op.parent for op, _ in edges]
        if len(preds) == 1:
            self.out.append("  // pred: ")
            self.print_successor(preds[0])
            return
        index = self._namer.block_index
        preds.sort(key=lambda b: index.get(b, -1))
        names = [self._namer.block_names.get(b, "^<<UNKNOWN BLOCK>>") for b in preds]
        self.out.append(f"  // {len(preds)} preds: " + ", ".join(names))

    # -- operations -------------------------------------------------------------------------

    def _print_op_line(self, op: Operation) -> None:
        self.out.append(" " * self.indent)
        self.print_operation(op)
        self.out.append("\n")

    def print_operation(self, op: Operation) -> None:
        """Prints |op| (results, name, body, location) at the current
        position, without indentation or newline."""
        out = self.out
        groups = self._namer.groups.get(op) if op.results else None
        if groups:
            if len(groups) == 1 and groups[0][1] == 1:
                out.append(groups[0][0])  # (one plain result: most ops)
            else:
                out.append(", ".join(b if n == 1 else f"{b}:{n}" for b, n in groups))
            out.append(" = ")
        elif op.results:
            out.append("<<UNNAMED RESULTS>> = ")
        d = op.definition
        if not self.generic and d is not None and d.print is not None:
            name = op.name
            dd = self._default_dialects[-1]
            if dd and name.startswith(dd) and name[len(dd):len(dd) + 1] == "." and name.count(".") == 1:
                name = name[len(dd) + 1:]
            if (op.regions or op._successors or self.print_locations or not self.memoize_ops
                    or self._namer is None):
                self._print_custom(op, d, name)
            else:
                self._print_custom_memo(op, d, name, dd)
        else:
            self._print_generic(op)
        if self.print_locations:
            self.print_optional_location(op)

    def _print_custom(self, op: Operation, d, name: str) -> None:
        out = self.out
        mark = len(out)
        indent = self.indent
        depth = len(self._default_dialects)
        out.append(name)
        try:
            d.print(self, op)
        except Exception:  # noqa: BLE001 - malformed op: print it generically, as mlir-opt does
            del out[mark:]
            self.indent = indent
            del self._default_dialects[depth:]
            self._print_generic(op)

    def _print_custom_memo(self, op: Operation, d, name: str, dd: str) -> None:
        """Prints a region-less op without successors through the print
        memo: its text is a function of the op's name, definition and form,
        its attribute objects (immutable, printed the same), the type
        objects of its operands and results, which operands are the same
        value, and their names. The first two ops of each key are printed by
        their printer, the second once more with placeholder names; when
        putting its names into that template gives the same text, the
        template serves every later op of the key (otherwise the key is
        printed in full)."""
        stats = self._print_memo_stats.get(op.name)
        if stats is None:
            stats = self._print_memo_stats[op.name] = [0, 0]
        elif stats[0] >= 32 and stats[1] < stats[0]:
            # Ops of this name rarely repeat (globals, their loads and
            # stores...): the key costs more than it saves.
            self._print_custom(op, d, name)
            return
        operands = op.operands
        seen: Dict[int, int] = {}
        distinct: List[Value] = []
        pattern = []
        for v in operands:
            k = seen.get(id(v))
            if k is None:
                k = seen[id(v)] = len(distinct)
                distinct.append(v)
            pattern.append(k)
        props = op.properties
        attrs = op.attributes
        key = (op.name, id(d), op.form, dd, tuple(pattern),
               tuple([id(v.type) for v in distinct]), tuple([id(r.type) for r in op.results]),
               tuple(props), tuple(map(_attr_key, props.values())), tuple(attrs),
               tuple(map(_attr_key, attrs.values())))
        memo = self._print_memo
        entry = memo.get(key)
        if entry is None:
            # First op of its key: printed in full. The entry keeps the
            # objects whose ids the key holds alive.
            stats[0] += 1
            if len(memo) >= _PRINT_MEMO_LIMIT:
                memo.clear()
            memo[key] = [_SEEN_ONCE, ([v.type for v in distinct], [r.type for r in op.results],
                                      list(props.values()), list(attrs.values()))]
            self._print_custom(op, d, name)
            return
        template = entry[0]
        if template is _SEEN_ONCE:
            # Second: printed in full, and the template made from it.
            out = self.out
            mark = len(out)
            self._print_custom(op, d, name)
            real = "".join(out[mark:])
            del out[mark:]
            out.append(real)
            entry[0] = _print_template(self, op, d, name, distinct, real)
            return
        if template is None:
            self._print_custom(op, d, name)
            return
        stats[1] += 1
        text_of = self._namer.text
        parts = template[:]
        unknown = "<<UNKNOWN SSA VALUE>>"
        for i in range(1, len(parts), 2):
            t = text_of.get(distinct[parts[i]])
            parts[i] = t if t is not None else unknown
        self.out.append("".join(parts))

    def _print_generic(self, op: Operation) -> None:
        out = self.out
        out.append(string_literal(op.name))
        out.append("(")
        operands = op.operands
        reorder = op.get_trait(GenericOperandOrder)
        if reorder is not None:
            order = reorder.generic_order(len(operands))
            if order is not None:
                operands = [operands[i] for i in order]
        out.append(", ".join(self.value_name(v) for v in operands))
        out.append(")")
        succs = op.successors
        if succs:
            out.append("[")
            for i, b in enumerate(succs):
                if i:
                    out.append(", ")
                self.print_successor(b)
            out.append("]")
        if op.properties:
            out.append(" <")
            out.append(format_attr_dict(op.properties.items(), self._attr_cache))
            out.append(">")
        if op.regions:
            out.append(" (")
            for i, r in enumerate(op.regions):
                if i:
                    out.append(", ")
                self.print_region(r, print_entry_block_args=True, print_empty_block=True)
            out.append(")")
        if op.attributes:
            out.append(" ")
            out.append(format_attr_dict(op.attributes.items(), self._attr_cache))
        out.append(" : ")
        out.append(str(FunctionType(tuple(v.type for v in operands), tuple(op.result_types))))

    def _inline_aliases(self, raw, body: str) -> str:
        from dfx.ir.attributes import Attribute
        from dfx.syntax.raw_scan import replace_aliases
        values = raw.source.aliases

        def text_of(name: str) -> Optional[str]:
            value = values.get(name)
            if value is None:
                return None
            return format_attribute(value) if isinstance(value, Attribute) else self._type_text(value)
        return replace_aliases(body, text_of)

    # -- entry points ----------------------------------------------------------------------

    def print_top(self, op: Operation) -> str:
        """The text of |op| as a top-level operation, ending with a newline."""
        self._namer = SsaNamer(op, self.generic, self.use_name_hints)
        self._attr_cache = {}
        self._type_cache = {}
        self.out = []
        self.indent = 0
        self._raw_bodies = []
        self._print_op_line(op)
        return "".join(self.out)

    def alias_definitions(self) -> List[str]:
        """The alias definitions the bodies printed as text need (their
        text refers to `#map`-style aliases; everything else prints
        attributes inline)."""
        if not self._raw_bodies:
            return []
        from dfx.syntax.raw_regions import alias_definitions
        return alias_definitions(self._raw_bodies)


def _is_terminator(op: Operation) -> bool:
    from dfx.ir.traits import Terminator
    return op.has_trait(Terminator)


def print_op(op: Operation, generic: bool = False, locations: bool = False, use_name_hints: bool = False,
             *, print_op_generic: Optional[bool] = None, aliases: bool = False, local_scope: bool = False) -> str:
    """Text of |op| (and everything nested in it) ending with a newline.
    Values defined outside |op| print as `<<UNKNOWN SSA VALUE>>`. With
    |aliases|, the alias definitions that bodies kept as text refer to are
    printed first; with |local_scope| there are none: kept bodies get the
    aliased values instead (`--mlir-print-local-scope`)."""
    if print_op_generic is not None:
        generic = print_op_generic
    return run_deep(_print_top, op, generic, locations, use_name_hints, aliases, local_scope)


def _print_top(op: Operation, generic: bool, locations: bool, use_name_hints: bool, aliases: bool,
               local_scope: bool = False) -> str:
    # On a large stack: printing follows the nesting of regions and
    # attributes (up to the parser's `MAX_NESTING`) with ordinary recursion.
    with gc_paused():
        pr = Printer(generic, locations, use_name_hints, local_scope=local_scope)
        text = pr.print_top(op)
        if aliases and not local_scope:
            defs = pr.alias_definitions()
            if defs:
                text = "\n".join(defs) + "\n" + text
        return text


_SEEN_ONCE = object()


def _attr_key(a) -> object:
    """What an attribute contributes to a print memo key: its id, but for
    a type attribute (or an array of them) the id of the type, since passes
    build a new `TypeAttr` for each op around the same shared type. The
    memo entry keeps the first op's attributes, and so their types, alive."""
    c = a.__class__
    if c is TypeAttr:
        return ("t", id(a.type))
    if c is ArrayAttr:
        elements = a.elements
        if elements and all(e.__class__ is TypeAttr for e in elements):
            return ("a",) + tuple([id(e.type) for e in elements])
    return id(a)

_PRINT_MEMO_LIMIT = 4096
"""Templates kept at most by one printer (the memo starts over when full)."""


def _print_template(printer: "Printer", op: Operation, d, name: str, distinct: List[Value], real: str):
    """[text, value index, text, ..., text]: |op|'s printed text with the
    names of its distinct operand values cut out, or None when the op's
    printer does not print it that way (a name it reads otherwise, text
    over several lines)."""
    namer = printer._namer
    saved = namer.text
    marks = {v: f"\x00{i}\x00" for i, v in enumerate(distinct)}
    namer.text = marks
    out = printer.out
    mark = len(out)
    try:
        printer._print_custom(op, d, name)
        text = "".join(out[mark:])
    finally:
        del out[mark:]
        namer.text = saved
    if "\n" in text or "<<" in text:
        return None
    pieces = text.split("\x00")
    if len(pieces) % 2 == 0:
        return None
    parts = []
    for i, piece in enumerate(pieces):
        if i % 2:
            if not piece.isdigit():
                return None
            parts.append(int(piece))
        else:
            parts.append(piece)
    names = [saved.get(v) for v in distinct]
    if any(n is None for n in names):
        return None
    rebuilt = "".join(names[p] if i % 2 else p for i, p in enumerate(parts))
    return parts if rebuilt == real else None


def print_module(op: Operation, generic: bool = False, locations: bool = False,
                 use_name_hints: bool = False, *, print_op_generic: Optional[bool] = None,
                 local_scope: bool = False) -> str:
    """Text of a module (or any top-level op) as mlir-opt prints it, ending
    with a newline (tools add one more, as mlir-opt does). |generic| (alias
    |print_op_generic|) prints every op in generic form; |locations| appends
    `loc("file":line:col)` to each op; |use_name_hints| reuses the SSA names
    of the input text where possible instead of renumbering; |local_scope|
    prints no alias definitions (`--mlir-print-local-scope`)."""
    text = print_op(op, generic, locations, use_name_hints, print_op_generic=print_op_generic, aliases=True,
                    local_scope=local_scope)
    # mlir-opt writes no resource section in local scope.
    section = None if local_scope else resources_section(op, text)
    return text if section is None else text + "\n" + section
