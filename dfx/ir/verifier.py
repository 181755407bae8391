"""The verifier: checks a parsed (or built) program and raises a located
`VerifyError` for the first problem, worded like mlir-opt.

One walk over the IR, without recursion, checks:

* structure: terminators last in their block and present where needed,
  single-block regions, branch operand counts and types, the terminator an
  op requires (`require_terminator`), entry blocks without predecessors;
* each registered op's declared invariants (`OpDef.invariants`, see
  `dfx.ir.invariants`): counts, required attributes, types, parents...;
* symbols: a symbol's parent is a symbol table, no name is defined twice in
  one table, declared symbol references resolve (`SymbolUse`) and agree
  with what they name; function-like ops agree with their entry block and
  are not public declarations;
* SSA dominance: every operand is defined by an op or block that dominates
  its use, across blocks (dominator trees, `dfx.ir.dominance`) and into
  nested regions, except through `IsolatedFromAbove` ops. Regions of ops we
  do not define, and `graph_regions` (`builtin.module`), have no dominance.

Like mlir-opt, op invariants are reported before symbol-use errors, and
those before dominance errors; within a class the first in program order.
"""

from __future__ import annotations

import itertools

from dfx.ir.attributes import StringAttr, SymbolRefAttr
from dfx.ir.core import Block, BlockArgument, Location, OpResult, Operation, Region, Value
from dfx.ir.diagnostics import Diagnostic, VerifyError
from dfx.ir.dominance import block_order
from dfx.ir.invariant_checker import checker_of
from dfx.ir.invariants import OpInvariants, Unprefixed
from dfx.ir.markers import IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable, Terminator
from dfx.ir.symbol_checks import UNKNOWN, SymbolTables, first_duplicate, function_type_of, symbol_name_of
from dfx.ir.traits import BranchOp, FunctionLike, Symbol

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Protocol, Tuple

__all__ = [
    "verify_module", "require_terminator", "REQUIRED_TERMINATORS",
]


REQUIRED_TERMINATORS: Dict[str, str] = {}
"""Op name → the only terminator its region blocks may end with (MLIR's
`SingleBlockImplicitTerminator`); see `require_terminator`."""


def require_terminator(op_name: str, terminator_name: str) -> None:
    """Declares that every block of |op_name|'s regions must end with
    |terminator_name| (checked by `verify_module`)."""
    REQUIRED_TERMINATORS[op_name] = terminator_name


if TYPE_CHECKING:
    class SourceText(Protocol):
        """What the verifier needs of the parsed text (the parser's lexer
        is one): the text of a 1-based line, for the diagnostic's source
        line."""

        def line_text(self, line: int) -> str: ...


def verify_module(root: Operation, source: Optional[SourceText] = None, line_offset: int = 0) -> None:
    """Verifies |root| and everything nested in it; raises `VerifyError` on
    the first problem. With |source| (for example the lexer of the parsed
    text) the diagnostic carries the source line."""
    _Verifier(source, line_offset).run(root)


_MISSING = object()
_USE_KEYS = itertools.count()
"""Keys of the symbol uses of the plans (for the per-run memos)."""

# Walk tasks (see `_Verifier.run`).
_OPS, _OPEN, _CLOSE, _POST, _GRAPH_OPEN, _GRAPH_CLOSE = range(6)


class _Verifier:
    def __init__(self, source: Optional[SourceText], line_offset: int):
        self.source = source
        self.line_offset = line_offset
        self.symbols = SymbolTables()
        self.nearest: Dict[Optional[Block], object] = {}
        """Block → the nearest symbol table of the ops in it."""
        self.memos: Dict[int, Dict[int, tuple]] = {}
        """Key of a plan's symbol use → id(reference) → (reference, table,
        target, accepted, prepared data)."""
        self.symbol_error: Optional[Diagnostic] = None
        self.dominance_error: Optional[Diagnostic] = None

    # -- diagnostics ------------------------------------------------------------------

    def diagnostic(self, where, message: str, notes: Tuple[Tuple[object, str], ...] = (),
                   severity: str = "error") -> Diagnostic:
        loc = _location_of(where)
        line = None
        if self.source is not None and loc is not None and loc.line > 0:
            try:
                line = self.source.line_text(loc.line - self.line_offset)
            except (IndexError, ValueError):
                line = None
        d = Diagnostic(message, loc, severity, line)
        for nwhere, nmessage in notes:
            d.notes.append(self.diagnostic(nwhere, nmessage, severity="note"))
        return d

    def fail(self, where, message: str, notes=()) -> None:
        raise VerifyError(self.diagnostic(where, message, notes))

    def op_fail(self, op: Operation, message: str, notes=()) -> None:
        if isinstance(message, Unprefixed):
            self.fail(op, str(message), notes)
        self.fail(op, f"'{op.name}' op {message}", notes)

    # -- the walk -----------------------------------------------------------------------

    def run(self, root: Operation) -> None:
        defined: Dict[Value, Block] = {}
        """Values whose definition has been walked → their block."""
        open_blocks: Dict[Block, int] = {}
        """Blocks whose definitions are visible at the current point (they
        dominate it) → the isolation level they were opened at."""
        iso = 0
        lenient = 0
        check_dominance = True
        defined_get = defined.get
        open_get = open_blocks.get
        check_flagged = self.check_flagged
        check_symbol_uses = self.check_symbol_uses
        stack: list = []
        """Pending tasks, the next one last."""
        op: Optional[Operation] = root
        block: Optional[Block] = root.parent
        while True:
            if op is None:
                # The current block is done: run the pending tasks.
                while stack:
                    task = stack.pop()
                    kind = task[0]
                    if kind == _OPS:
                        op, block = task[1], task[2]
                        break
                    if kind == _OPEN:
                        b = task[1]
                        open_blocks[b] = iso
                        for a in b.arguments:
                            defined[a] = b
                        if not task[2]:
                            lenient += 1
                        op, block = b._first, b
                        break
                    elif kind == _CLOSE:
                        del open_blocks[task[1]]
                        if not task[2]:
                            lenient -= 1
                    elif kind == _POST:
                        owner = task[1]
                        if task[2]:
                            iso -= 1
                        parent = owner.parent
                        for r in owner.results:
                            defined[r] = parent
                    elif kind == _GRAPH_OPEN:
                        for b in task[1].blocks:
                            open_blocks[b] = iso
                            for a in b.arguments:
                                defined[a] = b
                            for o in b:
                                for r in o.results:
                                    defined[r] = b
                    else:  # _GRAPH_CLOSE
                        for b in task[1].blocks:
                            del open_blocks[b]
                else:
                    break
                continue

            nxt = op._next if op is not root else None
            d = op.definition
            if d is not None:
                plan = d.plan
                if plan is None:
                    plan = d.plan = _make_plan(d)
                flags, branch, uses, isolated, graph, shape = plan
                if flags == _TERMINATOR:
                    if nxt is not None:
                        self.op_fail(op, "must be the last operation in the parent block")
                elif flags:
                    check_flagged(op, d, flags)
                elif op._successors:
                    self.check_successors_last(op)
                message = d.checker(op)  # may change after the first ops (checker_of)
                if message is not None:
                    self.op_fail(op, message)
                if branch is not None:
                    self.check_branch(op, branch)
                if uses and self.symbol_error is None:
                    check_symbol_uses(op, uses)
            else:
                isolated = False
                graph = True

            # Dominance of the operands.
            if check_dominance:
                for use in op._operands:
                    if open_get(defined_get(use.value)) != iso and not lenient:
                        self.record_dominance_error(op, use.index, use.value, defined, open_blocks, iso)
                        check_dominance = False
                        break

            regions = op.regions
            if not regions:
                for r in op.results:
                    defined[r] = block
                op = nxt
                continue
            # Nested regions: walk them now, then define the results (POST),
            # then go on with the rest of the current block.
            if d is not None:
                self.check_regions(op, shape)
            if nxt is not None:
                stack.append((_OPS, nxt, block))
            stack.append((_POST, op, isolated))
            if isolated:
                iso += 1
            for region in reversed(regions):
                blocks = region.blocks
                if not blocks:
                    continue
                if graph:
                    stack.append((_GRAPH_CLOSE, region))
                    for b in reversed(blocks):
                        stack.append((_OPS, b._first, b))
                    stack.append((_GRAPH_OPEN, region))
                elif len(blocks) == 1:
                    b = blocks[0]
                    stack.append((_CLOSE, b, True))
                    stack.append((_OPEN, b, True))
                else:
                    for event, b, reachable in reversed(block_order(region)):
                        stack.append((_OPEN if event == "open" else _CLOSE, b, reachable))
            op = None

        if self.symbol_error is not None:
            raise VerifyError(self.symbol_error)
        if self.dominance_error is not None:
            raise VerifyError(self.dominance_error)

    # -- one op -------------------------------------------------------------------------

    def check_flagged(self, op: Operation, d, flags: int) -> None:
        """The checks that only some op kinds need (see `_make_plan`)."""
        tm = d.trait_map
        if flags & _TERMINATOR:
            if op.parent is not None and op.parent.last_op is not op:
                self.op_fail(op, "must be the last operation in the parent block")
        elif op._successors:
            self.check_successors_last(op)
        if flags & _TABLE and op.regions:
            self.check_symbol_table(op)
        if flags & _SYMBOL:
            self.check_symbol(op, tm)
        if flags & _FUNCTION:
            self.check_function(op, tm)

    def check_successors_last(self, op: Operation) -> None:
        if op.parent is not None and op.parent.last_op is not op:
            self.fail(op, "operation with block successors must terminate its parent block")

    def check_branch(self, op: Operation, br) -> None:
        for i, succ in enumerate(op._successors):
            try:
                start, n = br.successor_operand_range(op, i)
            except (IndexError, ValueError):
                continue
            if n != len(succ.arguments):
                self.op_fail(op, f"branch has {n} operands for successor #{i}, but target block has "
                                 f"{len(succ.arguments)}")
            for j in range(n):
                if op.operand(start + j).type != succ.arguments[j].type:
                    self.op_fail(op, f"type mismatch for bb argument #{j} of successor #{i}")

    def check_regions(self, op: Operation, shape: tuple) -> None:
        single, needs_term, required = shape
        for ri, region in enumerate(op.regions):
            blocks = region.blocks
            if single and len(blocks) > 1:
                self.op_fail(op, f"expects region #{ri} to have 0 or 1 blocks")
            if blocks and blocks[0]._pred_edges:
                for (branch, _i) in blocks[0]._pred_edges:
                    if branch.parent is not None and branch.parent.parent is region:
                        self.fail(op, "entry block of region may not have predecessors")
            if not needs_term or region.raw is not None:
                continue  # (a body kept as text has no ops to check)
            for b in blocks:
                last = b._last
                if last is None:
                    self.fail(b.location or op.location, "empty block: expect at least a terminator")
                if required is not None and last.name != required:
                    self.op_fail(op, f"expects regions to end with '{required}', found '{last.name}'")
                ld = last.definition
                if ld is not None and Terminator not in ld.trait_map:
                    self.fail(last, f"block with no terminator, has '{last.name}'")

    def check_symbol(self, op: Operation, tm) -> None:
        """A symbol's visibility is one of the three MLIR knows, and it must
        sit directly in a symbol table (when we know its parent)."""
        if symbol_name_of(op) is None:
            return
        vis = op.get_attr("sym_visibility")
        if vis is not None:
            if not isinstance(vis, StringAttr):
                self.op_fail(op, f"requires visibility attribute 'sym_visibility' to be a string attribute, "
                                 f"but got {vis}")
            elif vis.value not in ("public", "private", "nested"):
                self.op_fail(op, 'visibility expected to be one of ["public", "private", "nested"], but got '
                                 + str(vis))
        parent = op.parent_op
        if parent is None or parent.definition is None:
            return
        if SymbolTable not in parent.definition.trait_map:
            self.op_fail(op, "symbol's parent must have the SymbolTable trait")

    def check_function(self, op: Operation, tm) -> None:
        ft = function_type_of(op)
        if ft is None or not op.regions:
            return
        body = op.regions[0]
        if not body.blocks:
            if Symbol in tm:
                vis = op.get_attr("sym_visibility")
                if not isinstance(vis, StringAttr) or vis.value == "public":
                    self.op_fail(op, "symbol declaration cannot have public visibility")
            return
        args = body.blocks[0].arguments
        if len(args) != len(ft.inputs):
            self.op_fail(op, f"entry block must have {len(ft.inputs)} arguments to match function signature")
        for i, (a, t) in enumerate(zip(args, ft.inputs)):
            if a.type != t:
                self.op_fail(op, f"type of entry block argument #{i}('{a.type}') must match the type of the "
                                 f"corresponding argument in function signature('{t}')")

    # -- symbols --------------------------------------------------------------------------

    def check_symbol_table(self, op: Operation) -> None:
        dup = first_duplicate(op)
        if dup is not None and self.symbol_error is None:
            second, first = dup
            self.symbol_error = self.diagnostic(
                second, f"redefinition of symbol named '{symbol_name_of(second)}'",
                ((first, "see existing symbol definition here"),))

    def check_symbol_uses(self, op: Operation, uses) -> None:
        for attr, kinds, trait, use, checks, is_table, key in uses:
            ref = op.properties.get(attr)
            if ref is None:
                ref = op.attributes.get(attr)
            if ref.__class__ is not SymbolRefAttr:
                continue  # absent or malformed: the invariants report it
            # The reference resolves from the nearest symbol table (that of
            # the op's block, unless the op is a table itself); the outcome
            # is kept per use and reference.
            if is_table:
                table = op
            else:
                table = self.nearest.get(op.parent, _MISSING)
                if table is _MISSING:
                    table = self.nearest[op.parent] = SymbolTables.nearest_table(op)
            memo = self.memos.get(key)
            if memo is None:
                memo = self.memos[key] = {}
            e = memo.get(id(ref))
            if e is None or e[0] is not ref or e[1] is not table:
                target = self.symbols.lookup(table, ref)
                ok = target is not None and target is not UNKNOWN and (
                    target.name in kinds or (trait in target.definition.trait_map
                                             if trait is not None and target.definition is not None
                                             else use.accepts(target)))
                data = use.prepare(target) if ok and use.prepare is not None else None
                e = memo[id(ref)] = (ref, table, target, ok, data)
            target = e[2]
            if not e[3]:
                if target is UNKNOWN:
                    continue
                self.record_symbol_error(op, use.message.format(ref=ref, name=ref.leaf))
                return
            data = e[4]
            for fn in checks:
                m = fn(op, target, data)
                if m is not None:
                    self.record_symbol_error(op, m)
                    return

    def record_symbol_error(self, op: Operation, message: str) -> None:
        if self.symbol_error is None:
            text = str(message) if isinstance(message, Unprefixed) else f"'{op.name}' op {message}"
            self.symbol_error = self.diagnostic(op, text)

    # -- dominance --------------------------------------------------------------------------

    def record_dominance_error(self, user: Operation, index: int, value: Value, defined, open_blocks,
                               iso: int) -> None:
        if self.dominance_error is not None:
            return
        b = defined.get(value)
        if b is not None and b in open_blocks and open_blocks[b] < iso:
            # Visible but across an isolated-from-above op.
            barrier = _isolating_ancestor(user, b)
            notes = ((barrier, "required by region isolation constraints"),) if barrier is not None else ()
            self.dominance_error = self.diagnostic(
                user, f"'{user.name}' op using value defined outside the region", notes)
            return
        self.dominance_error = self.diagnostic(user, f"operand #{index} does not dominate this use",
                                               _definition_note(user, value))


_TERMINATOR, _SYMBOL, _FUNCTION, _TABLE = 1, 2, 4, 8


def _make_plan(d) -> tuple:
    """What the walk does for ops of definition |d|: (flags of the rarer
    checks, branch trait, symbol uses, isolated, graph, block shape). The
    invariant checker is not part of it: `checker_of` puts it on the
    definition, and the walk calls `d.checker`, which is replaced with a
    compiled one after the kind's first ops."""
    checker_of(d)
    tm = d.trait_map
    inv = d.invariants if isinstance(d.invariants, OpInvariants) else None
    flags = 0
    if Terminator in tm:
        flags |= _TERMINATOR
    if Symbol in tm or (inv is not None and inv.optional_symbol):
        flags |= _SYMBOL
    if FunctionLike in tm:
        flags |= _FUNCTION
    if SymbolTable in tm:
        flags |= _TABLE
    uses = tuple((u.attr, frozenset(u.kinds), u.traits[0] if len(u.traits) == 1 else None, u, u.checks,
                  SymbolTable in tm, next(_USE_KEYS)) for u in inv.symbols) if inv is not None else ()
    shape = (SingleBlock in tm, NoTerminator not in tm, REQUIRED_TERMINATORS.get(d.name))
    return (flags, tm.get(BranchOp), uses, IsolatedFromAbove in tm, inv is not None and inv.graph_regions, shape)


def _location_of(where) -> Location:
    if isinstance(where, Location):
        return where
    loc = getattr(where, "location", None)
    return loc if isinstance(loc, Location) else Location("<unknown>", 0, 0)


def _isolating_ancestor(user: Operation, def_block: Block) -> Optional[Operation]:
    """The outermost isolated-from-above op between |user| and |def_block|."""
    found = None
    op = user.parent_op
    while op is not None and op.parent is not def_block:
        if op.has_trait(IsolatedFromAbove):
            found = op
        op = op.parent_op
    if op is not None and op.has_trait(IsolatedFromAbove):
        found = op
    return found


def _region_ancestors(region: Optional[Region]) -> List[Region]:
    out = []
    while region is not None:
        out.append(region)
        owner = region.parent
        region = owner.parent_region if owner is not None else None
    return out


def _relation(def_block: Optional[Block], use_block: Optional[Block]) -> str:
    if def_block is None or use_block is None:
        return "neither in a parent nor in a child region"
    if def_block is use_block:
        return "the same block"
    dr, ur = def_block.parent, use_block.parent
    if dr is ur:
        return "the same region"
    if dr in _region_ancestors(ur):
        return "a parent region"
    if ur in _region_ancestors(dr):
        return "a child region"
    return "neither in a parent nor in a child region"


def _definition_note(user: Operation, value: Value) -> Tuple[Tuple[object, str], ...]:
    if isinstance(value, OpResult):
        rel = _relation(value.owner.parent, user.parent)
        what = f"op in {rel}" if not rel.startswith("neither") else f"op is {rel}"
        return ((value.owner, f"operand defined here ({what})"),)
    if isinstance(value, BlockArgument):
        block = value.owner
        rel = _relation(block, user.parent)
        if rel == "the same block":
            rel = "the same region"
        number = block.parent.blocks.index(block) if block.parent is not None else 0
        where = value.location or block.location or (block.parent_op.location if block.parent_op else None)
        text = (f"operand defined as a block argument (block #{number} in {rel})" if not rel.startswith("neither")
                else f"operand defined as a block argument (block #{number} is {rel})")
        return ((where, text),) if where is not None else ()
    return ()
