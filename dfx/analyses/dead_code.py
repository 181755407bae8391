"""Dead code: which blocks, control-flow edges and functions can execute.

MLIR's `DeadCodeAnalysis`, on DFX elements. One element kind,
`LiveBlock`, anchored to each block (`BlockElement`), holds whether control
may reach the block. It starts *dead* (the optimistic assumption) and turns
*live* when something can enter it:

* the body of the module (the top level) is live;
* the entry block of a function is live when the function may be called
  from outside (public, address taken: `Explorer.has_unknown_callers`; an
  initializer) or from a call in a live block;
* the entry block of a region of a region-branch op (`scf.if`, `scf.for`,
  `scf.while`...) is live when a live edge enters it: an entry edge of the
  op (the op's block is live) or an edge leaving a terminator of one of
  its regions (the terminator's block is live), as the op's own
  `entry_edges_for_operands` / `terminator_edges_for_operands` answer for
  the constants its operands hold;
* the entry block of a region of any other op is live when the op's block
  is;
* any other block is live when a live branch takes an edge to it
  (`BranchOp.successor_for_operands`).

Only the operands that decide where control goes are read (a branch's
condition, a loop's bounds, `scf.condition`'s flag), not those forwarded
along the edges: a branch is decided as soon as its condition is known,
and explanations name only what mattered.

Edges come from the same queries (`live_successors`, `live_region_edges`),
so other analyses read them without an element of their own; like every
query made inside an element update, they record dependencies on what
they read.

The constants come from a *constant source*: `LiveBlock.constant_of`
returns, for a value, its constant attribute, None (not a constant), or
`UNINITIALIZED` (not computed yet: the decision waits, as MLIR's dead code
analysis waits for an uninitialized constant lattice). The base class
reads only `ConstantLike` ops; a sparse constant propagation subclasses it
with its own results (`dfx.analyses.sccp`), which is how dead code feeds
constant propagation and constant propagation feeds dead code.
"""

from __future__ import annotations

from dfx.analysis.depgraph import Resolution
from dfx.analysis.element import BlockElement
from dfx.analysis.position import Position
from dfx.analysis.state import ChangeStatus
from dfx.analysis.value_walks import exit_terminators
from dfx.ir.attributes import Attribute
from dfx.ir.core import Block, Operation, Value
from dfx.ir.folding import constant_value
from dfx.ir.traits import BranchOp, CallOp, Callable, Initializer, RegionBranchOp, RegionEdge, Symbol
from dfx.analyses.lattice import JoinState

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Collection, Dict, List, Optional, Set

__all__ = ["UNINITIALIZED", "ExecutableState", "LiveBlock", "callable_of_entry"]

_OPTIONAL = Resolution.OPTIONAL


class _Uninitialized:
    def __repr__(self) -> str:
        return "UNINITIALIZED"


UNINITIALIZED: Any = _Uninitialized()
"""What a constant source returns for a value it has not computed yet."""


class ExecutableState(JoinState):
    """Dead (bottom, None) or live (True, the top)."""

    __slots__ = ()

    @staticmethod
    def join_values(a, b):
        return True

    @staticmethod
    def is_top(v) -> bool:
        return v is True

    def top(self):
        return True

    @property
    def live(self) -> bool:
        return self.value is True

    def as_str(self) -> str:
        return "live" if self.value else "dead"


def callable_of_entry(block: Block) -> Optional[Operation]:
    """The callable op whose body starts with |block|, or None."""
    region = block.parent
    if region is None or region.parent is None or region.blocks[0] is not block:
        return None
    op = region.parent
    return op if op.get_trait(Callable) is not None and op.regions[0] is region else None


class LiveBlock(BlockElement):
    """Whether control may reach a block (see the module docstring).

    Subclasses change where constants come from by overriding
    `constant_of`; every query is a classmethod taking the querying element
    (or None after the solve) so that dependencies land on the element
    that asks."""

    state_class = ExecutableState

    # -- the constant source ----------------------------------------------------------------------

    @classmethod
    def constant_of(cls, solver, querying, value: Value) -> Any:
        """The constant |value| holds (an attribute), None, or
        `UNINITIALIZED`. Default: the value of a `ConstantLike` op."""
        return constant_value(value)

    @classmethod
    def operand_constants(cls, solver, querying, op: Operation,
                          skip: Collection[int] = ()) -> Optional[List[Optional[Attribute]]]:
        """The constants of |op|'s operands (None for the operand numbers in
        |skip|, which are not read), or None while one of them is
        uninitialized."""
        out: List[Optional[Attribute]] = []
        for i, v in enumerate(op.operands):
            c = None if i in skip else cls.constant_of(solver, querying, v)
            if c is UNINITIALIZED:
                return None
            out.append(c)
        return out

    @classmethod
    def deciding_constants(cls, solver, querying, op: Operation, parent: Optional[Operation] = None
                           ) -> Optional[List[Optional[Attribute]]]:
        """`operand_constants` of the operands that decide where control
        flow goes from |op| (a branch, a region-branch op, or a terminator
        in a region of region-branch |parent|): the values it forwards
        along its edges are not read (they cannot change the decision), so
        a branch is decided as soon as its condition is."""
        forwarded: Set[int] = set()
        br = op.get_trait(BranchOp)
        if br is not None:
            for i in range(len(op.successors)):
                start, n = br.successor_operand_range(op, i)
                forwarded.update(range(start, start + n))
        rb = (parent or op).get_trait(RegionBranchOp)
        if rb is not None:
            edges = rb.entry_edges(op) if parent is None else rb.terminator_edges(parent, op)
            for e in edges:
                forwarded.update(e.operand_indices)
        return cls.operand_constants(solver, querying, op, forwarded)

    # -- queries ----------------------------------------------------------------------------------

    @classmethod
    def is_live(cls, solver, querying, block: Optional[Block]) -> bool:
        """Whether |block| may execute (None, the top level: yes)."""
        if block is None or block.parent is None or block.parent.parent is None \
                or block.parent.parent.parent is None:
            return True  # a top-level block (the module body)
        return solver.get_element_for(querying, cls, Position.for_block(block), _OPTIONAL).state.live

    @classmethod
    def live_successors(cls, solver, querying, op: Operation) -> List[int]:
        """Indices of the successors branch |op| may take."""
        if not op.successors or not cls.is_live(solver, querying, op.parent):
            return []
        br = op.get_trait(BranchOp)
        if br is None:
            return list(range(len(op.successors)))
        constants = cls.deciding_constants(solver, querying, op)
        if constants is None:
            return []
        taken = br.successor_for_operands(op, constants)
        return list(range(len(op.successors))) if taken is None else [taken]

    @classmethod
    def live_region_edges(cls, solver, querying, op: Operation, source: Operation) -> List[RegionEdge]:
        """The edges of region-branch |op| that may leave |source|: |op|
        itself (its entry edges) or a terminator in one of its regions."""
        rb = op.get_trait(RegionBranchOp)
        if rb is None or not cls.is_live(solver, querying, source.parent):
            return []
        constants = cls.deciding_constants(solver, querying, source, None if source is op else op)
        if constants is None:
            return []
        if source is op:
            return rb.entry_edges_for_operands(op, constants)
        return rb.terminator_edges_for_operands(op, source, constants)

    @classmethod
    def is_callable_live(cls, solver, querying, fn: Operation) -> bool:
        """Whether callable |fn| may run: unknown callers (or not a symbol,
        or an initializer), or a call in a live block."""
        if fn.get_trait(Initializer) is not None or fn.get_trait(Symbol) is None:
            return True
        explorer = solver.explorer
        if explorer.has_unknown_callers(fn):
            return True
        found = False

        def on_call(call: Operation):
            nonlocal found
            if cls.is_live(solver, querying, call.parent):
                found = True
        explorer.walk_incoming_calls(fn, on_call)
        return found

    @classmethod
    def region_entered(cls, solver, querying, op: Operation, index: int) -> bool:
        """Whether a live edge enters region |index| of region-branch |op|."""
        if any(e.target == index for e in cls.live_region_edges(solver, querying, op, op)):
            return True
        for term in exit_terminators(op):
            if any(e.target == index for e in cls.live_region_edges(solver, querying, op, term)):
                return True
        return False

    # -- the element ------------------------------------------------------------------------------

    def update_block(self, block: Block, solver) -> ChangeStatus:
        if self.state.live:
            return ChangeStatus.UNCHANGED
        if self._compute(block, solver):
            self.state.join(True)
            return ChangeStatus.CHANGED
        return ChangeStatus.UNCHANGED

    def _compute(self, block: Block, solver) -> bool:
        cls = type(self)
        region = block.parent
        parent = region.parent if region is not None else None
        if parent is None or parent.parent is None:
            return True
        if region.blocks[0] is block:
            fn = callable_of_entry(block)
            if fn is not None:
                return cls.is_live(solver, self, fn.parent) and cls.is_callable_live(solver, self, fn)
            if parent.get_trait(RegionBranchOp) is not None:
                return cls.region_entered(solver, self, parent, parent.regions.index(region))
            return cls.is_live(solver, self, parent.parent)
        groups: Dict[Operation, None] = {}
        for op, _ in block.predecessor_edges:
            groups.setdefault(op, None)
        for op in groups:
            taken = cls.live_successors(solver, self, op)
            if any(op.successors[i] is block for i in taken):
                return True
        return False
