"""Parser for MLIR assembly: generic operation syntax for any op, custom
syntax through registered `OpDef.parse` functions.

Grammar (the parts handled here; custom op syntax is up to each op):

    toplevel        ::= (operation | attribute-alias-def | type-alias-def)*
    operation       ::= op-result-list? (generic-operation | custom-operation) trailing-location?
    op-result-list  ::= op-result (`,` op-result)* `=`
    op-result       ::= value-id (`:` integer-literal)?
    generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
                          properties? region-list? dictionary-attribute?
                          `:` function-type
    region          ::= `{` entry-block? block* `}`
    block           ::= block-label operation*
    block-label     ::= caret-id (`(` value-id `:` type (`,` ...)* `)`)? `:`

Entry points: `parse_module(text, filename)` returns a `builtin.module`
(wrapping the top-level ops in an implicit module unless the input is a
single module), `Parser` is the object custom parsers receive (see
docs/custom-syntax-api.md for its public methods).

Name resolution: values are scoped per region; an isolated-from-above op's
regions start a new scope. Uses may precede definitions (forward references
get a placeholder value that the definition replaces); anything still
undefined when its isolated scope ends is an error. Dominance is not
checked. Parsing a block's operations is a loop, so Python recursion depth
grows only with region nesting, never with the number of operations.
"""

from __future__ import annotations

import re

from dfx.ir import attributes as A
from dfx.ir.attributes import Attribute, IndexType, NoneType, Type
from dfx.ir.diagnostics import Diagnostic
from dfx.support.deepstack import run_deep
from dfx.support.gcpause import gc_paused
from dfx.ir.core import Block, Location, OpDef, Operation, OperationState, Region, Value, lookup_op_def
from dfx.syntax.lexer import decode_source
from dfx.ir.traits import DefaultProperties, GenericOperandOrder, IsolatedFromAbove, ObjectLike, SymbolTable
from dfx.ir.verifier import verify_module
from dfx.syntax.attribute_parser import AttributeParser
from dfx.syntax.base_parser import Argument, UnresolvedOperand, ForwardUse, IsolatedScope, RegionBlocks
from dfx.syntax.forms import SEED as SEED_FORM, settle_forms
from dfx.syntax.raw_regions import try_parse_raw_region
from dfx.syntax.resources import BEGIN as FILE_METADATA_BEGIN, MetadataError, scan_file_metadata, set_module_resources

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = [
    "Parser", "parse_module", "parse_file",
]


_SIMPLE_TYPES: Dict[str, Type] = {"index": IndexType(), "none": NoneType()}

UNKNOWN_OP_HINT = ("; ops without a definition here are read in generic form only "
                   "(print the input with `iree-opt --mlir-print-op-generic`)")
"""Appended to the unknown-custom-op error."""



def _on_chain(region_id: int, chain: tuple) -> bool:
    """Whether |region_id| is on the linked |chain| (see `ForwardUse`)."""
    while chain:
        if chain[0] == region_id:
            return True
        chain = chain[1]
    return False


class Parser(AttributeParser):
    """Recursive-descent parser over one source buffer.

    Custom op parsers receive this object; its public `parse_*` methods are
    documented in docs/custom-syntax-api.md. Every `parse_X` raises a
    located `ParseError` when X is not next; every `parse_optional_X`
    returns None/False and consumes nothing in that case.
    """


    memoize_ops = True
    """Whether repeated op lines are built from the recipe of their first
    parse (`_parse_custom_line`); the result is the same either way, and
    tests compare the two."""

    #===------------------------------------------------------------------===#
    # Operands
    #===------------------------------------------------------------------===#

    def _split_value(self) -> UnresolvedOperand:
        text = self.ttext
        if "#" in text:
            h = text.index("#")
            number = self._bounded_int(text[h + 1:], self.tstart + h, (1 << 64) - 1,
                                       "invalid SSA value result number")
            u = UnresolvedOperand(text[1:h], number, self.tstart, text)
        else:
            u = UnresolvedOperand(text[1:], 0, self.tstart, text)
        self._advance()
        return u

    def parse_optional_unresolved_operand(self) -> Optional[UnresolvedOperand]:
        """`%name` / `%name#N` as an unresolved use, or None."""
        if self.kind != "value":
            return None
        return self._split_value()

    def parse_unresolved_operand(self) -> UnresolvedOperand:
        """`%name` / `%name#N` as an unresolved use (see `resolve_operand`)."""
        if self.kind != "value":
            raise self._wrong("expected SSA operand")
        return self._split_value()

    def parse_unresolved_operand_list(self, delimiter: str = "none") -> List[UnresolvedOperand]:
        """Comma list of unresolved operands (`none` allows an empty list)."""
        if delimiter == "none":
            if self.kind != "value":
                return []
            return self.parse_comma_separated_list("none", self.parse_unresolved_operand)
        r = self.parse_comma_separated_list(delimiter, self.parse_unresolved_operand)
        return r if r is not None else []

    def parse_operand(self) -> Value:
        """`%name` or `%name#3` resolved to a `Value`."""
        return self.resolve_operand(self.parse_unresolved_operand())

    def parse_optional_operand(self) -> Optional[Value]:
        """Like `parse_operand` but None when no `%` value is next."""
        u = self.parse_optional_unresolved_operand()
        return None if u is None else self.resolve_operand(u)

    def parse_operand_list(self, delimiter: str = "none") -> List[Value]:
        """Comma list of operands; see `parse_comma_separated_list` for
        |delimiter| (`none` allows an empty list)."""
        return [self.resolve_operand(u) for u in self.parse_unresolved_operand_list(delimiter)]

    def parse_optional_value_name(self) -> Optional[str]:
        """`%name` → `name` (no lookup), or None."""
        if self.kind != "value":
            return None
        return self._split_value().name

    def resolve_operand(self, name, loc=None, type: Optional[Type] = None) -> Value:
        """Looks up a use. |name| is an `UnresolvedOperand` or a `%name`
        / `%name#N` string (then |loc| locates it). With |type|, checks the
        value's type (or records it for a forward reference)."""
        if name.__class__ is UnresolvedOperand:
            u = name
        else:
            text = name if name.startswith("%") else "%" + name
            off = self.tstart
            if isinstance(loc, Location):
                off = self._offset_of(loc)
            h = text.find("#")
            number = (self._bounded_int(text[h + 1:], off + h, (1 << 64) - 1, "invalid SSA value result number")
                      if h >= 0 else 0)
            u = UnresolvedOperand(text[1:h] if h >= 0 else text[1:], number, off, text)
        scope = self._scopes[-1]
        vals = scope.visible.get(u.name)
        if vals is not None:
            if u.number >= len(vals):
                raise self._error_at(u.offset, "reference to invalid result number")
            v = vals[u.number]
            if type is not None and v.type is not type and v.type != type:
                raise self._error_at(u.offset, f"use of value '{u.text}' expects different type than "
                                               f"prior uses: '{type}' vs '{v.type}'")
            return v
        fwds = scope.pending.get(u.name)
        if fwds is None:
            fwds = scope.pending[u.name] = {}
        f = fwds.get(u.number)
        if f is None:
            fwds[u.number] = ForwardUse(Value(type), u.offset, self._chain)
            return fwds[u.number].value
        ph = f.value
        if type is not None:
            if ph.type is None:
                ph.type = type
            elif ph.type is not type and ph.type != type:
                raise self._error_at(u.offset, f"use of value '{u.text}' expects different type than "
                                               f"prior uses: '{type}' vs '{ph.type}'")
        return ph

    def resolve_operands(self, units: Sequence[UnresolvedOperand], types: Sequence[Type],
                         loc=None) -> List[Value]:
        """Resolves |units| with one type each; a count mismatch is an error
        at |loc| (a `Location` or `mark()`; default: the next token)."""
        if len(units) != len(types):
            self.error(f"{len(units)} operands present, but expected {len(types)}", loc)
        resolve = self.resolve_operand
        return [resolve(u, None, t) for u, t in zip(units, types)]

    def _offset_of(self, loc: Location) -> int:
        line = loc.line - self.line_offset
        starts = self.lexer._line_starts
        if 1 <= line <= len(starts):
            return starts[line - 1] + loc.col - 1
        return self.tstart

    #===------------------------------------------------------------------===#
    # Value definitions and scopes
    #===------------------------------------------------------------------===#

    def _push_scope(self, isolated: bool) -> None:
        if isolated or not self._scopes:
            self._scopes.append(IsolatedScope())
            saved_chain = self._chain
            self._chain = ()
        else:
            saved_chain = None
        d: Dict[str, list] = {}
        self._scopes[-1].regions.append(d)
        self._chain = (id(d), self._chain)
        self._chain_saves.append(saved_chain)

    def _pop_scope(self) -> None:
        scope = self._scopes[-1]
        visible = scope.visible
        for name in scope.regions.pop():
            del visible[name]
        saved = self._chain_saves.pop()
        self._chain = self._chain[1]
        if not scope.regions:
            if scope.pending:
                first = min((f.offset, name, n) for name, fs in scope.pending.items() for n, f in fs.items())
                raise self._error_at(first[0], "use of undeclared SSA value name")
            self._scopes.pop()
            if saved is not None:
                self._chain = saved

    def _define(self, name: str, values: Sequence[Value], offset: int) -> None:
        scope = self._scopes[-1]
        if name in scope.visible:
            raise self._error_at(offset, f"redefinition of SSA value '%{name}'")
        current = scope.regions[-1]
        current[name] = values
        scope.visible[name] = values
        if scope.pending:
            fwds = scope.pending.get(name)
            if fwds is not None:
                self._resolve_forwards(name, fwds, values, offset, id(current))

    def _resolve_forwards(self, name: str, fwds: Dict[int, ForwardUse], values: Sequence[Value], offset: int,
                          region_id: int) -> None:
        scope = self._scopes[-1]
        for n, f in list(fwds.items()):
            if not _on_chain(region_id, f.chain):
                continue  # the use cannot see this definition
            if n >= len(values):
                raise self._error_at(f.offset, "reference to invalid result number")
            real = values[n]
            if f.value.type is not None and f.value.type != real.type:
                err = self._error_at(offset, f"definition of SSA value '%{name}#{n}' has type {real.type}")
                line, col = self.lexer.line_col(f.offset)
                err.diagnostic.notes.append(Diagnostic(
                    f"previously used here with type {f.value.type}",
                    Location(self.filename, line + self.line_offset, col), "note", self.lexer.line_text(line)))
                raise err
            f.value.replace_all_uses_with(real)
            del fwds[n]
        if not fwds:
            del scope.pending[name]

    #===------------------------------------------------------------------===#
    # Arguments, regions, blocks, successors
    #===------------------------------------------------------------------===#

    def make_argument(self, name: Optional[str], type: Optional[Type], loc: Optional[Location] = None) -> Argument:
        """An `Argument` record (for custom parsers that build argument
        lists themselves)."""
        return Argument(name, type, loc if loc is not None else self.location())

    def parse_optional_argument(self, with_type: bool = True) -> Optional[Argument]:
        """`%name` (then `: type` when |with_type|) declaring a new value, or
        None when no `%` value is next."""
        if self.kind != "value":
            return None
        text = self.ttext
        off = self.tstart
        if "#" in text:
            raise self._error_at(off, "expected SSA value name without result number")
        self._advance()
        t = None
        if with_type:
            self.parse_punctuation(":")
            t = self.parse_type()
        return Argument(text[1:], t, self._loc(off), off)

    def parse_argument(self, with_type: bool = True) -> Argument:
        """`%name` (`: type`) declaring a new value → `Argument`."""
        a = self.parse_optional_argument(with_type)
        if a is None:
            raise self._wrong("expected SSA identifier")
        return a

    def parse_optional_region(self, arguments: Optional[Sequence[Argument]] = None) -> Optional[Region]:
        """A `{...}` region, or None when `{` is not next."""
        if self.kind != "{":
            return None
        return self.parse_region(arguments)

    def parse_region(self, arguments: Optional[Sequence[Argument]] = None) -> Region:
        """`{ ... }` → `Region`. |arguments| become the entry block's
        arguments (the entry block then has no label of its own)."""
        if self.kind != "{":
            raise self._wrong("expected '{' to begin a region")
        opdef = self._op_stack[-1] if self._op_stack else None
        if self._object_depth and opdef is not None:
            # Inside an executable: the body of a function (an isolated op
            # that is no symbol table) is kept as text.
            traits = opdef.trait_map
            if IsolatedFromAbove in traits and SymbolTable not in traits:
                raw = try_parse_raw_region(self, arguments)
                if raw is not None:
                    return raw
        self._nest(self.tstart)
        self._advance()
        isolated = opdef is not None and IsolatedFromAbove in opdef.trait_map
        dd = opdef.default_dialect if opdef is not None and opdef.default_dialect else self._default_dialects[-1]
        self._default_dialects.append(dd)
        self._push_scope(isolated)
        rb = RegionBlocks()
        self._blocks.append(rb)
        region = Region()
        if arguments or self.kind != "}":
            self._parse_region_body(region, rb, arguments)
        if self.kind != "}":
            raise self._wrong("expected '}' to end region" if self.kind != "eof"
                                 else "unexpected end of input; expected '}' to end region")
        if rb.undefined:
            first = min(rb.undefined.values())
            raise self._error_at(first, "reference to an undefined block")
        self._advance()
        self._unnest()
        self._blocks.pop()
        self._pop_scope()
        self._default_dialects.pop()
        return region

    def _parse_region_body(self, region: Region, rb: RegionBlocks, arguments) -> None:
        if arguments:
            if self.kind == "caret":
                raise self._error_at(self.tstart, "invalid block name in region with named arguments")
            block = Block()
            for a in arguments:
                if a.type is None:
                    self.error(f"missing type for argument '%{a.name}'", a.loc)
                arg = block.add_argument(a.type, a.loc)
                if a.name is not None:
                    arg.name_hint = a.name
                    self._define(a.name, (arg,), a.offset if a.offset >= 0 else self._offset_of(a.loc))
        elif self.kind == "caret":
            block = self._parse_block_label(rb)
        else:
            block = Block()
        region.add_block(block)
        self._parse_block_ops(block)
        while self.kind == "caret":
            block = self._parse_block_label(rb)
            region.add_block(block)
            self._parse_block_ops(block)

    def _parse_block_label(self, rb: RegionBlocks) -> Block:
        name = self.ttext[1:]
        off = self.tstart
        self._advance()
        block = rb.blocks.get(name)
        if block is None:
            block = rb.blocks[name] = Block()
        elif name not in rb.undefined:
            raise self._error_at(off, f"redefinition of block '^{name}'")
        else:
            del rb.undefined[name]
        block.label_hint = name
        block.location = self._loc(off)
        if self.kind == "(":
            self._advance()
            if self.kind != ")":
                while True:
                    a = self.parse_argument(with_type=True)
                    arg = block.add_argument(a.type, a.loc)
                    arg.name_hint = a.name
                    self.parse_optional_location()
                    self._define(a.name, (arg,), a.offset)
                    if self.kind != ",":
                        break
                    self._advance()
            self.parse_punctuation(")")
        if self.kind != ":":
            raise self._wrong("expected ':' after block name")
        self._advance()
        return block

    def _parse_block_ops(self, block: Block) -> None:
        append = block.append
        parse_op = self._parse_operation
        while True:
            k = self.kind
            if k == "}" or k == "caret" or k == "eof":
                return
            append(parse_op())

    def parse_successor(self) -> Block:
        """`^bb1` → the `Block` (possibly defined later in the region)."""
        b = self.parse_optional_successor()
        if b is None:
            raise self._wrong("expected block name")
        return b

    def parse_optional_successor(self) -> Optional[Block]:
        """`^bb1` → `Block`, or None."""
        if self.kind != "caret":
            return None
        if not self._blocks:
            raise self._error_at(self.tstart, "block references are only allowed inside regions")
        rb = self._blocks[-1]
        name = self.ttext[1:]
        block = rb.blocks.get(name)
        if block is None:
            block = rb.blocks[name] = Block()
            rb.undefined[name] = self.tstart
        self._advance()
        return block

    def parse_dynamic_dims(self, type: Optional[Type] = None) -> List[Value]:
        """`{%d0, %d1}` after a shaped type → index values; `[]` when the
        braces are absent."""
        if self.kind != "{":
            return []
        units = self.parse_unresolved_operand_list("brace")
        return [self.resolve_operand(u, type=A.index) for u in units]

    #===------------------------------------------------------------------===#
    # Operations
    #===------------------------------------------------------------------===#

    def _parse_operation(self) -> Operation:
        results = None
        num_results = 0
        results_off = self.tstart
        if self.kind == "value":
            results = []
            while True:
                text = self.ttext
                off = self.tstart
                if "#" in text:
                    raise self._error_at(off, "expected SSA value name without result number")
                self._advance()
                count = 1
                if self.kind == ":":
                    self._advance()
                    if self.kind != "int":
                        raise self._wrong("expected integer number of results")
                    count = self._bounded_int(self.ttext, self.tstart, (1 << 32) - 1,
                                              "expected named operation to have at least 1 result")
                    if count < 1:
                        raise self._wrong("expected named operation to have at least 1 result")
                    self._advance()
                results.append((text[1:], count, off))
                num_results += count
                if self.kind != ",":
                    break
                self._advance()
                if self.kind != "value":
                    raise self._wrong("expected SSA value name")
            if self.kind != "=":
                raise self._wrong("expected '=' after SSA name")
            self._advance()
        if self.kind == "string":
            op = self._parse_generic_operation()
        elif self.kind == "id":
            if self.memoize_ops:
                op = self._parse_custom_line(num_results)
            else:
                op = self._parse_custom_operation(num_results)
        elif self.kind == "eof":
            raise self._wrong("unexpected end of input; expected operation")
        else:
            raise self._wrong("expected operation name in quotes")
        if self.kind == "id" and self.ttext == "loc":
            self.parse_optional_location()
        if results is not None:
            if not op.results:
                raise self._error_at(results_off, "cannot name an operation with no results")
            if num_results != len(op.results):
                raise self._error_at(results_off, f"operation defines {len(op.results)} results but was "
                                                  f"provided {num_results} to bind")
            i = 0
            rs = op.results
            for name, count, off in results:
                vals = rs[i:i + count]
                vals[0].name_hint = name
                self._define(name, vals, off)
                i += count
        return op

    def _parse_generic_operation(self) -> Operation:
        off = self.tstart
        name = self._string_value(self.ttext, self.tstart)
        if not name:
            raise self._error_at(off, "empty operation name is invalid")
        self._advance()
        loc = self._loc(off)
        opdef = lookup_op_def(name)
        if self.kind != "(":
            raise self._wrong("expected '(' to start operand list")
        self._advance()
        units: List[UnresolvedOperand] = []
        if self.kind != ")":
            while True:
                if self.kind != "value":
                    raise self._wrong("expected SSA operand")
                units.append(self._split_value())
                if self.kind != ",":
                    break
                self._advance()
        if self.kind != ")":
            raise self._wrong("expected ')' to end operand list")
        self._advance()
        successors: List[Block] = []
        succ_operands: List[Value] = []
        if self.kind == "[":
            self._advance()
            while True:
                successors.append(self.parse_successor())
                if self.kind == "(":
                    # Legacy form `^bb1(%a : i32)`: the operands follow the regular ones.
                    self._advance()
                    su = self.parse_unresolved_operand_list()
                    self.parse_punctuation(":")
                    mark = self.tstart
                    st = self.parse_type_list()
                    self.parse_punctuation(")")
                    succ_operands.extend(self.resolve_operands(su, st, mark))
                if self.kind != ",":
                    break
                self._advance()
            self.parse_punctuation("]")
        properties: Dict[str, Attribute] = {}
        if self.kind == "<":
            self._advance()
            if self.kind != "{":
                raise self._wrong("expected '{' to start properties")
            self._advance()
            properties = self._parse_dict_body()
            self.parse_punctuation(">")
        regions: List[Region] = []
        if self.kind == "(":
            self._advance()
            self._op_stack.append(opdef)
            saved = self.num_results
            objects = opdef is not None and ObjectLike in opdef.trait_map
            self._object_depth += objects
            while True:
                regions.append(self.parse_region())
                if self.kind != ",":
                    break
                self._advance()
            self._object_depth -= objects
            self.num_results = saved
            self._op_stack.pop()
            self.parse_punctuation(")")
        attributes: Dict[str, Attribute] = {}
        if self.kind == "{":
            self._advance()
            attributes = self._parse_dict_body()
        if self.kind != ":":
            raise self._wrong("expected ':' followed by operation type")
        self._advance()
        type_off = self.tstart
        if self.kind != "(":
            raise self._wrong("expected function type")
        inputs = self._parse_type_list_fast(")")
        if self.kind != "->":
            raise self._wrong("expected '->'")
        self._advance()
        if self.kind == "(":
            results = self._parse_type_list_fast(")")
        else:
            results = [self.parse_type()]
        if len(inputs) != len(units):
            raise self._error_at(type_off, f"expected {len(units)} operand types but had {len(inputs)}")
        resolve = self.resolve_operand
        operands = [resolve(u, None, t) for u, t in zip(units, inputs)]
        if opdef is not None and GenericOperandOrder in opdef.trait_map:
            order = opdef.trait_map[GenericOperandOrder].generic_order(len(operands))
            if order is not None:
                kept = [None] * len(operands)
                for v, i in zip(operands, order):
                    kept[i] = v
                operands = kept
        if succ_operands:
            operands.extend(succ_operands)
        form = None
        if opdef is not None and attributes and opdef.inherent:
            properties, attributes, form = _inherent_to_properties(opdef, properties, attributes)
        elif opdef is not None and properties and opdef.properties_form is not None:
            form = opdef.properties_form
        if opdef is not None and DefaultProperties in opdef.trait_map:
            opdef.trait_map[DefaultProperties].apply(properties)
        op = Operation(name, operands, results, properties, attributes, regions, successors, loc)
        if form is not None:
            op.form = form
            self.forms_seen.add(form)
        return op

    def _parse_type_list_fast(self, close: str) -> List[Type]:
        """After-`(` type list up to |close| with a fast path for types named
        by one identifier (the common case in generic op signatures)."""
        self._advance()
        out: List[Type] = []
        if self.kind == close:
            self._advance()
            return out
        simple = _SIMPLE_TYPES
        while True:
            t = simple.get(self.ttext) if self.kind == "id" else None
            if t is not None:
                self._advance()
            else:
                t = self.parse_type()
            out.append(t)
            if self.kind == ",":
                self._advance()
                continue
            if self.kind != close:
                raise self._wrong(f"expected '{close}'")
            self._advance()
            return out

    def _lookup_custom(self, name: str) -> Tuple[Optional[OpDef], Optional[str]]:
        opdef = lookup_op_def(name)
        tried = None
        if opdef is None and "." not in name:
            dd = self._default_dialects[-1]
            tried = f"{dd}.{name}"
            opdef = lookup_op_def(tried)
            if opdef is None and dd != "builtin":
                opdef = lookup_op_def("builtin." + name)
        return opdef, tried

    def _parse_custom_line(self, num_results: int) -> Operation:
        """A custom op, through the op memo (`_OpRecipe`) when it is all of
        its line.

        Printed programs repeat the same op line with other value names
        thousands of times. The memo key is the line with its `%` names
        blanked out, which occurrences name the same value (so `(%a, %a)`
        and `(%a, %b)` differ), and the parser state a custom parser may
        consult (result count, default dialect, enclosing op). A custom
        parser sees names only through the values they resolve to, so a line
        with the same key whose values resolve to values of the same types
        parses to the same op with those values in place: when the first
        such line gave an op without regions or successors whose operands
        all come from the line, later ones are built from its recipe without
        running the op's parser. Anything else (a value not defined yet, of
        another type, a string or comment on the line, an op running over
        several lines) takes the ordinary path, which reports any error."""
        text = self.text
        start = self.tstart
        eol = text.find("\n", start)
        if eol < 0:
            eol = len(text)
        line = text[start:eol]
        if '"' in line or "/" in line or "^" in line or ("{" in line and "}" not in line):
            return self._parse_custom_operation(num_results)
        parts = _VALUE_SPLIT(line)
        names: Dict[str, int] = {}
        pattern = tuple([names.setdefault(n, len(names)) for n in parts[1::2]])
        ops = self._op_stack
        key = ("%".join(parts[0::2]), pattern, num_results, self._default_dialects[-1],
               id(ops[-1]) if ops else 0, self._object_depth > 0)
        memo = self._op_memo
        recipe = memo.get(key)
        if recipe is not None:
            op = recipe.replay(self, names, start)
            if op is not None:
                self._reset(eol)
                return op
            return self._parse_custom_operation(num_results)
        op = self._parse_custom_operation(num_results)
        if (not op.regions and not op._successors and self.tstart >= eol
                and (self.kind == "eof" or text[eol:self.tstart].isspace())):
            recipe = _OpRecipe.record(self, op, names)
            if recipe is not None:
                if len(memo) >= _MEMO_LIMIT:
                    memo.clear()
                memo[key] = recipe
        return op

    def _parse_custom_operation(self, num_results: int) -> Operation:
        off = self.tstart
        name = self.ttext
        opdef, tried = self._lookup_custom(name)
        if opdef is None:
            msg = f"custom op '{name}' is unknown"
            if tried is not None:
                msg += f" (tried '{tried}' as well)"
            if "." in name:  # (a bare name is more likely a typo)
                msg += UNKNOWN_OP_HINT
            raise self._error_at(off, msg)
        if opdef.parse is None:
            raise self._error_at(off, f"custom op '{name}' has no custom assembly form; use the generic form")
        self._advance()
        state = OperationState(opdef.name, self._loc(off))
        saved = self.num_results
        self.num_results = num_results
        self._op_stack.append(opdef)
        objects = ObjectLike in opdef.trait_map
        self._object_depth += objects
        opdef.parse(self, state)
        if opdef.properties_form is not None and state.form != opdef.properties_form and state.properties:
            state.attributes.update(state.properties)
            state.properties = {}
        self._object_depth -= objects
        self._op_stack.pop()
        self.num_results = saved
        op = Operation(state.name, state.operands, state.result_types, state.properties, state.attributes,
                       state.regions, state.successors, state.location)
        if state.form is not None:
            op.form = state.form
            self.forms_seen.add(state.form)
        return op

    #===------------------------------------------------------------------===#
    # Top level
    #===------------------------------------------------------------------===#

    def parse_top_level(self) -> Operation:
        """Parses the whole buffer → a `builtin.module` (implicit unless the
        input is exactly one module op)."""
        self._op_stack.append(None)
        self._push_scope(True)
        rb = RegionBlocks()
        self._blocks.append(rb)
        block = Block()
        metadata: List[dict] = []
        while self.kind != "eof":
            k = self.kind
            if k == "{" and self.text.startswith(FILE_METADATA_BEGIN, self.tstart):
                try:
                    end, section = scan_file_metadata(self.text, self.tstart)
                except MetadataError as e:
                    raise self._error_at(e.offset, e.message) from None
                metadata.append(section)
                self._reset(end)
                continue
            if (k == "hash" or k == "bang") and self._peek_kind() == "=":
                self._parse_alias_definition()
                continue
            if k == "caret":
                raise self._error_at(self.tstart, "block labels are not allowed at the top level")
            if k == "}":
                raise self._error_at(self.tstart, "unexpected '}' at the top level (unbalanced braces?)")
            block.append(self._parse_operation())
        if rb.undefined:
            raise self._error_at(min(rb.undefined.values()), "reference to an undefined block")
        self._pop_scope()
        if self.forms_seen:
            settle_forms(_walk_ops(block), self.forms_seen)
        first = block.first_op
        if first is not None and first is block.last_op and first.name == "builtin.module" and not first.results:
            first.detach()
            for section in metadata:
                set_module_resources(first, section)
            return first
        # Top-level ops outside a module are wrapped in an implicit one (built
        # generically: the syntax layer does not import dialect modules).
        module = Operation("builtin.module", regions=[Region([Block()])],
                           location=Location(self.filename, 1 + self.line_offset, 1))
        body = module.regions[0].blocks[0]
        for op in list(block):
            op.detach()
            body.append(op)
        for section in metadata:
            set_module_resources(module, section)
        return module


_VALUE_SPLIT = re.compile(r"(%(?:[0-9]+|[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)(?:#[0-9]+)?)").split
"""Splits a line into [text, value token, text, value token, ..., text]
(the lexer's value token)."""

_MEMO_LIMIT = 4096
"""Recipes kept at most (the memo starts over when full)."""


class _OpRecipe:
    """What parsing one op line produced, for `Parser._parse_custom_line`:
    the op's name, result types, properties, attributes and form, which
    distinct value name of the line each operand is, and the type of each
    of those values."""

    __slots__ = ("name", "result_types", "properties", "attributes", "form", "order", "types")

    @staticmethod
    def record(parser: "Parser", op: Operation, names: Dict[str, int]) -> Optional["_OpRecipe"]:
        values = []
        for name in names:
            v = _visible_value(parser, name)
            if v is None:
                return None
            values.append(v)
        where = {id(v): i for i, v in enumerate(values)}
        if len(where) != len(values):
            return None  # two spellings of one value (`%x`, `%x#0`)
        order = []
        for v in op.operands:
            i = where.get(id(v))
            if i is None:
                return None
            order.append(i)
        r = _OpRecipe()
        r.name = op.name
        r.result_types = [res.type for res in op.results]
        r.properties = dict(op.properties)
        r.attributes = dict(op.attributes)
        r.form = op.form
        r.order = order
        r.types = [v.type for v in values]
        return r

    def replay(self, parser: "Parser", names: Dict[str, int], start: int) -> Optional[Operation]:
        """The op of the line at |start| whose distinct value names are
        |names|, or None when one is not defined yet or has another type."""
        values = []
        for name, t in zip(names, self.types):
            v = _visible_value(parser, name)
            if v is None or (v.type is not t and v.type != t):
                return None
            values.append(v)
        op = Operation(self.name, [values[i] for i in self.order], self.result_types, self.properties,
                       self.attributes, (), (), parser._loc(start))
        if self.form is not None:
            op.form = self.form
        return op


def _visible_value(parser: "Parser", token: str) -> Optional[Value]:
    """The value `%name` / `%name#N` names at this point, or None (not
    defined yet)."""
    h = token.find("#")
    if h < 0:
        vals = parser._scopes[-1].visible.get(token[1:])
        return vals[0] if vals is not None else None
    digits = token[h + 1:]
    if len(digits) > 9:
        return None
    vals = parser._scopes[-1].visible.get(token[1:h])
    n = int(digits)
    return vals[n] if vals is not None and n < len(vals) else None


def _walk_ops(block: Block):
    for op in block:
        yield from op.walk()


def _inherent_to_properties(opdef: OpDef, properties: dict, attributes: dict) -> tuple:
    """mlir-opt reads the inherent attributes of an op with properties from
    the attribute dictionary of its generic form too, and keeps them as
    properties. Ops whose properties exist only in one form
    (`OpDef.properties_form`) use properties only when the text gave some
    (that form), and are marked as read in it."""
    form = opdef.properties_form
    if form is not None:
        if not properties:
            seed = any(k in opdef.inherent for k in attributes)
            return properties, attributes, (SEED_FORM if seed else None)
    moved = [k for k in attributes if k in opdef.inherent]
    if moved:
        properties = dict(properties)
        attributes = dict(attributes)
        for k in moved:
            properties.setdefault(k, attributes.pop(k))
    return properties, attributes, form


#===----------------------------------------------------------------------===#
# Entry points
#===----------------------------------------------------------------------===#


def parse_module(text: str, filename: str = "<input>", line_offset: int = 0, verify: bool = True) -> Operation:
    """Parses MLIR text → a `builtin.module` operation.

    |line_offset| is added to every line number (for `--split-input-file`
    chunks). Raises `ParseError` / `VerifyError` (both `DiagnosticError`)
    on bad input."""
    # The ops of `dfx.dialects` are registered by importing the `dfx`
    # package, which every import of this module does first.
    return run_deep(_parse_module, text, filename, line_offset, verify)


def _parse_module(text: str, filename: str, line_offset: int, verify: bool) -> Operation:
    p = Parser(text, filename, line_offset)
    with gc_paused():
        module = p.parse_top_level()
        if verify:
            verify_module(module, p.lexer, line_offset)
    return module


def parse_file(path: str, verify: bool = True) -> Operation:
    """Parses the file at |path| → `builtin.module` (bytes read as
    `dfx.syntax.lexer.decode_source` reads them)."""
    with open(path, "rb") as f:
        text = decode_source(f.read())
    return parse_module(text, path, 0, verify)
