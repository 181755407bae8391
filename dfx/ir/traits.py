"""Traits and interfaces that op definitions declare and analyses query.

A trait object is frozen and stateless: it describes a kind of op, and its
methods take the operation as their first argument. Ops list them in their
`OpDef.traits`; code asks `op.get_trait(CallOp)` and never matches op names.

Interfaces with behaviour that differs per op (which operand is the callee,
how operands flow into regions...) are small classes whose defaults cover the
common layout; an op definition passes parameters or subclasses them.
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import (ArrayAttr, DenseArrayAttr, FunctionType, IntegerAttr, StringAttr,
                               SymbolRefAttr, Type, TypeAttr, i32, index as index_type)
from dfx.ir.core import Block, Operation, Region, Value
# The marker traits are re-exported: `dfx.ir.traits` is where op definitions
# and analyses find every trait.
from dfx.ir.markers import (ConstantLike, IsolatedFromAbove, MemoryEffects, NoTerminator, ObjectLike, Pure,
                            RecursiveEffects, ReturnLike, SingleBlock, SymbolTable, Terminator, Trait)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple, Union

__all__ = [
    "Trait", "ConstantLike", "Terminator", "ReturnLike", "SymbolTable", "IsolatedFromAbove",
    "ObjectLike", "Pure", "MemoryEffects", "RecursiveEffects", "SingleBlock", "NoTerminator",
    "Symbol", "CallOp", "Callable", "FunctionLike", "Initializer", "BranchOp", "RegionEdge",
    "RegionBranchOp", "RegionBranchTerminator", "TiedOp", "GlobalOp", "GlobalLoad",
    "GlobalStore", "GlobalAddress", "OperandSegments", "segment_sizes", "segment_sizes_attr",
    "tied_operands_attr", "operand_group",
    "operand_groups", "operand_group_range", "tied_base", "SelectLike",
    "OptimizationBarrierLike", "DefaultProperties", "GenericOperandOrder", "ensure_terminator",
]


# -- symbols -------------------------------------------------------------------------


@dataclass(frozen=True)
class Symbol(Trait):
    """The op defines a symbol named by its `sym_name` attribute."""

    def name(self, op: Operation) -> Optional[str]:
        a = op.get_attr("sym_name")
        return a.value if isinstance(a, StringAttr) else None

    def visibility(self, op: Operation) -> str:
        """`public` (default), `private` or `nested`."""
        a = op.get_attr("sym_visibility")
        return a.value if isinstance(a, StringAttr) else "public"

    def is_public(self, op: Operation) -> bool:
        return self.visibility(op) == "public"


# -- operand segments ------------------------------------------------------------------


# Both attributes below take few distinct values in a program, and are
# immutable: one shared object per value saves rebuilding them for every op
# (and lets the printer's per-object text memo hit). Bounded tables.
_SEGMENT_ATTRS: Dict[Tuple[int, ...], DenseArrayAttr] = {}
_TIED_ATTRS: Dict[Tuple[int, ...], ArrayAttr] = {}
_SHARED_LIMIT = 4096


def segment_sizes_attr(sizes: Sequence[int]) -> DenseArrayAttr:
    """The `operandSegmentSizes` value for group sizes |sizes| (shared)."""
    key = tuple(sizes)
    a = _SEGMENT_ATTRS.get(key)
    if a is None:
        if len(_SEGMENT_ATTRS) > _SHARED_LIMIT:
            _SEGMENT_ATTRS.clear()
        key = tuple(map(int, key))
        a = _SEGMENT_ATTRS[key] = DenseArrayAttr(i32, key)
    return a


def tied_list(op: Operation) -> List[int]:
    """The `tied_operands` of |op| read back: per result, the index of the
    operand it is tied to, or -1 (also for results the attribute does not
    cover)."""
    a = op.get_attr("tied_operands")
    out = [-1] * op.num_results
    if isinstance(a, ArrayAttr):
        for i, e in enumerate(a):
            if i < len(out) and isinstance(e, IntegerAttr):
                out[i] = e.value
    return out


def tied_operands_attr(ties: Sequence[int]) -> ArrayAttr:
    """The `tied_operands` value: one `index` integer per result, -1 for an
    untied one (shared)."""
    key = tuple(ties)
    a = _TIED_ATTRS.get(key)
    if a is None:
        if len(_TIED_ATTRS) > _SHARED_LIMIT:
            _TIED_ATTRS.clear()
        key = tuple(map(int, key))
        a = _TIED_ATTRS[key] = ArrayAttr(tuple(IntegerAttr(t, index_type) for t in key))
    return a


def segment_sizes(op: Operation) -> Optional[Tuple[int, ...]]:
    """The `operandSegmentSizes` property as a tuple, if present."""
    a = op.properties.get("operandSegmentSizes") or op.attributes.get("operandSegmentSizes")
    if isinstance(a, DenseArrayAttr):
        return a.values
    return None


@dataclass(frozen=True)
class OperandSegments(Trait):
    """Operands come in named groups sized by `operandSegmentSizes`; the
    last `trailing` groups may be missing from it (an older release's
    layout: size 0)."""

    names: Tuple[str, ...] = ()
    trailing: int = 0

    def range(self, op: Operation, name: str) -> Tuple[int, int]:
        """(start, length) of group |name|."""
        sizes = segment_sizes(op)
        idx = self.names.index(name)
        if self.trailing and sizes is not None and len(sizes) == len(self.names) - self.trailing:
            sizes = tuple(sizes) + (0,) * self.trailing
        if sizes is None or len(sizes) != len(self.names):
            # Without sizes, a single group covers everything.
            return (0, op.num_operands) if len(self.names) == 1 else (0, 0)
        start = sum(sizes[:idx])
        return (start, sizes[idx])


_GROUP_STARTS: Dict[tuple, Dict[str, Tuple[int, int]]] = {}
"""(group names, segment sizes) -> group name -> (start, length): the same
few layouts serve every op of a kind."""


def operand_groups(op: Operation, names: Sequence[str]) -> List[List[Value]]:
    """`[operand_group(op, n) for n in names]`, reading the segment sizes
    once (printers ask for every group of every op)."""
    seg = op.get_trait(OperandSegments)
    sizes = segment_sizes(op) if seg is not None else None
    if sizes is None or len(sizes) != len(seg.names):
        # No usable sizes: the per-group path knows those cases.
        return [operand_group(op, n) for n in names]
    key = (seg.names, sizes)
    starts = _GROUP_STARTS.get(key)
    if starts is None:
        starts = {}
        pos = 0
        for n, size in zip(seg.names, sizes):
            starts.setdefault(n, (pos, size))  # the first of repeated names wins, as in `range`
            pos += size
        if len(_GROUP_STARTS) >= 4096:
            _GROUP_STARTS.clear()
        _GROUP_STARTS[key] = starts
    uses = op._operands
    out = []
    for name in names:
        if name not in starts:
            seg.names.index(name)  # raises ValueError, as `range` does
        start, n = starts[name]
        out.append([u.value for u in uses[start:start + n]])
    return out


def operand_group_range(op: Operation, name: str) -> Tuple[int, int]:
    seg = op.get_trait(OperandSegments)
    if seg is None:
        return (0, op.num_operands)
    return seg.range(op, name)


def operand_group(op: Operation, name: str) -> List[Value]:
    start, n = operand_group_range(op, name)
    # Slice the uses first: building the whole operand list per group
    # showed up when printers ask for every group of every op.
    return [u.value for u in op._operands[start:start + n]]


# -- calls and callables ---------------------------------------------------------------------


@dataclass(frozen=True)
class CallOp(Trait):
    """A call. The callee is the symbol attribute `callee_attr`; the call
    arguments are the operand group `args_group` (all operands if None).
    `callee_operand` set means an indirect call through that operand."""

    callee_attr: str = "callee"
    args_group: Optional[str] = None

    def callee(self, op: Operation) -> Union[SymbolRefAttr, Value, None]:
        a = op.get_attr(self.callee_attr)
        return a if isinstance(a, SymbolRefAttr) else None

    def arg_range(self, op: Operation) -> Tuple[int, int]:
        if self.args_group is None:
            return (0, op.num_operands)
        return operand_group_range(op, self.args_group)

    def arg_operands(self, op: Operation) -> List[Value]:
        start, n = self.arg_range(op)
        return op.operands[start:start + n]


@dataclass(frozen=True)
class Callable(Trait):
    """The op has a body that can be called (function-like or initializer).
    A callable with an empty body region is an external declaration."""

    def body(self, op: Operation) -> Optional[Region]:
        if not op.regions or op.regions[0].empty:
            return None
        return op.regions[0]

    def function_type(self, op: Operation) -> Optional[FunctionType]:
        a = op.get_attr("function_type")
        if isinstance(a, TypeAttr) and isinstance(a.type, FunctionType):
            return a.type
        return None

    def num_results(self, op: Operation) -> int:
        ft = self.function_type(op)
        return len(ft.results) if ft is not None else 0


@dataclass(frozen=True)
class FunctionLike(Callable):
    """A function (`util.func`, `func.func`): callable, with a signature."""


@dataclass(frozen=True)
class Initializer(Callable):
    """A module initializer (`util.initializer`): runs once, never called."""


# -- branches ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class BranchOp(Trait):
    """A CFG branch. Successor i receives the operand group `groups[i]`
    (all operands for a single-successor op if `groups` is empty)."""

    groups: Tuple[str, ...] = ()

    def successor_operand_range(self, op: Operation, index: int) -> Tuple[int, int]:
        """(start, length) of the operands forwarded to successor |index|."""
        if not self.groups:
            return (0, op.num_operands)
        return operand_group_range(op, self.groups[index])

    def successor_operands(self, op: Operation, index: int) -> List[Value]:
        start, n = self.successor_operand_range(op, index)
        return op.operands[start:start + n]

    def successor_for_operands(self, op: Operation, operands: Sequence[Optional[object]]) -> Optional[int]:
        """The successor |op| takes when its operands are the constants
        |operands| (an attribute or None per operand), or None when that is
        not known (MLIR's `BranchOpInterface::getSuccessorForOperands`).
        Default: the only successor of an unconditional branch."""
        return 0 if len(op.successors) == 1 else None


# -- region control flow -------------------------------------------------------------------------


@dataclass(frozen=True)
class RegionEdge:
    """One control-flow edge of a region op.

    Values `operands[i]` (operand numbers `operand_indices[i]` of the source:
    the region op itself for entry edges, the terminator for terminator
    edges) flow into `inputs[i]`, which are entry-block arguments of region
    `target` (an index into the op's regions) or, when `target` is None, the
    results of the region op.
    """

    target: Optional[int]
    operand_indices: Tuple[int, ...]
    inputs: Tuple[Value, ...]


class RegionBranchOp(Trait):
    """An op whose regions form structured control flow (`scf.if`, `scf.for`,
    `scf.while`, `stream.async.execute`...).

    Subclasses describe the exact edges; the Explorer uses nothing else, so
    no op-specific index arithmetic leaks into the analyses.
    """

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        """Edges taken when control enters |op| from outside."""
        raise NotImplementedError

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        """Edges leaving |terminator|, a terminator of one of |op|'s regions."""
        raise NotImplementedError

    def entry_edges_for_operands(self, op: Operation, operands: Sequence[Optional[object]]) -> List[RegionEdge]:
        """The entry edges that may be taken when |op|'s operands are the
        constants |operands| (an attribute or None per operand): a subset of
        `entry_edges` (MLIR's `getEntrySuccessorRegions`). Default: all."""
        return self.entry_edges(op)

    def terminator_edges_for_operands(self, op: Operation, terminator: Operation,
                                      operands: Sequence[Optional[object]]) -> List[RegionEdge]:
        """The edges leaving |terminator| that may be taken when its operands
        are the constants |operands| (MLIR's
        `RegionBranchTerminatorOpInterface::getSuccessorRegions`). Default:
        all of `terminator_edges`."""
        return self.terminator_edges(op, terminator)

    def all_terminator_edges(self, op: Operation) -> List[Tuple[Operation, RegionEdge]]:
        """(terminator, edge) for every terminator in every block of every region."""
        out = []
        for region in op.regions:
            for block in region.blocks:
                term = block.last_op
                if term is not None and term.has_trait(Terminator):
                    for e in self.terminator_edges(op, term):
                        out.append((term, e))
        return out


@dataclass(frozen=True)
class RegionBranchTerminator(Trait):
    """A terminator that forwards operands `[start:]` to its parent's
    successors (`scf.yield` forwards all, `scf.condition` all but the
    condition)."""

    first_forwarded: int = 0

    def forwarded_range(self, op: Operation) -> Tuple[int, int]:
        return (self.first_forwarded, op.num_operands - self.first_forwarded)


# -- tied operands ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TiedOp(Trait):
    """Results that alias (are "tied to") an operand.

    Default storage: the `tied_operands` array attribute with one integer per
    result (−1 untied), relative to the start of operand group
    `operand_group` (all operands if None).  `identity=True` instead ties
    result i to operand i (for ops like `hal.tensor.barrier`).  A fixed
    mapping can be given as `fixed` ((result, operand) pairs, absolute).
    """

    operand_group: Optional[str] = None
    identity: bool = False
    fixed: Tuple[Tuple[int, int], ...] = ()

    def operand_base(self, op: Operation) -> int:
        if self.operand_group is None:
            return 0
        return operand_group_range(op, self.operand_group)[0]

    def tied_operand_index(self, op: Operation, result_index: int) -> Optional[int]:
        """Absolute operand index tied to result |result_index|, or None."""
        if self.identity:
            return result_index if result_index < op.num_operands else None
        if self.fixed:
            for r, o in self.fixed:
                if r == result_index:
                    return o
            return None
        a = op.get_attr("tied_operands")
        if not isinstance(a, ArrayAttr):
            return None
        elements = a.elements
        if result_index >= len(elements):
            return None
        v = elements[result_index]
        if not isinstance(v, IntegerAttr) or v.value < 0:
            return None
        return self.operand_base(op) + v.value

    def tied_operand(self, op: Operation, result_index: int) -> Optional[Value]:
        i = self.tied_operand_index(op, result_index)
        return op.operand(i) if i is not None and i < op.num_operands else None

    def tied_result_indices(self, op: Operation, operand_index: int) -> List[int]:
        """All results tied to absolute operand |operand_index|."""
        return [r for r in range(op.num_results) if self.tied_operand_index(op, r) == operand_index]

    def tied_results(self, op: Operation, operand_index: int) -> List[Value]:
        return [op.results[r] for r in self.tied_result_indices(op, operand_index)]

    def is_operand_tied(self, op: Operation, operand_index: int) -> bool:
        return bool(self.tied_result_indices(op, operand_index))

    def set_tied_operand(self, op: Operation, result_index: int, operand_index: Optional[int]) -> None:
        """Ties result |result_index| to absolute operand |operand_index| (None: untie)."""
        a = op.get_attr("tied_operands")
        values = [e.value for e in a] if isinstance(a, ArrayAttr) else [-1] * op.num_results
        while len(values) < op.num_results:
            values.append(-1)
        values[result_index] = -1 if operand_index is None else operand_index - self.operand_base(op)
        if all(v == -1 for v in values):
            op.remove_attr("tied_operands")
        else:
            op.set_attr("tied_operands", tied_operands_attr(values))


def tied_base(value: Value) -> Value:
    """Follows result→operand ties up to the first untied value."""
    seen = set()
    while value not in seen:
        seen.add(value)
        op = value.defining_op
        if op is None:
            return value
        t = op.get_trait(TiedOp)
        if t is None:
            return value
        nxt = t.tied_operand(op, value.index)
        if nxt is None:
            return value
        value = nxt
    return value


# -- globals ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GlobalOp(Trait):
    """A global variable; its type is the `type` attribute."""

    def global_type(self, op: Operation) -> Optional[Type]:
        a = op.get_attr("type")
        return a.type if isinstance(a, TypeAttr) else None

    def name(self, op: Operation) -> Optional[str]:
        a = op.get_attr("sym_name")
        return a.value if isinstance(a, StringAttr) else None


@dataclass(frozen=True)
class _GlobalAccess(Trait):
    symbol_attr: str = "global"

    def global_ref(self, op: Operation) -> Optional[SymbolRefAttr]:
        a = op.get_attr(self.symbol_attr)
        return a if isinstance(a, SymbolRefAttr) else None


@dataclass(frozen=True)
class GlobalLoad(_GlobalAccess):
    """Loads a global; the loaded value is result 0."""

    def loaded_value(self, op: Operation) -> Value:
        return op.results[0]


@dataclass(frozen=True)
class GlobalStore(_GlobalAccess):
    """Stores operand `value_index` to a global."""

    value_index: int = 0

    def stored_value(self, op: Operation) -> Value:
        return op.operand(self.value_index)


@dataclass(frozen=True)
class GlobalAddress(_GlobalAccess):
    """Takes a global's address (its accesses become untrackable)."""


# -- value-forwarding ops ------------------------------------------------------------------


@dataclass(frozen=True)
class SelectLike(Trait):
    """Result 0 is one of two operands chosen at run time (`arith.select`)."""

    condition_index: int = 0
    true_index: int = 1
    false_index: int = 2

    def true_value(self, op: Operation) -> Value:
        return op.operand(self.true_index)

    def false_value(self, op: Operation) -> Value:
        return op.operand(self.false_index)


@dataclass(frozen=True)
class OptimizationBarrierLike(Trait):
    """Result i is operand i, hidden from optimizations but not tied
    (`util.optimization_barrier`)."""


# -- properties -------------------------------------------------------------------------------


@dataclass(frozen=True)
class DefaultProperties(Trait):
    """Properties with a default value (ODS `DefaultValuedAttr`): an op read
    without them, in custom or generic form, holds the default, and the
    generic form prints it, as mlir-opt does (`fastmath =
    #arith.fastmath<none>`)."""

    defaults: Tuple[Tuple[str, object], ...] = ()

    def apply(self, properties: Dict[str, object]) -> None:
        for name, value in self.defaults:
            properties.setdefault(name, value)
@dataclass(frozen=True)
class GenericOperandOrder(Trait):
    """The generic form lists the operands in another order than the op
    keeps them (an op that keeps an older release's operand positions when
    a newer release added an operand in front). `orders` maps an operand
    count to the kept index of each generic-form operand, in generic order;
    other counts are in kept order."""

    orders: Tuple[Tuple[int, Tuple[int, ...]], ...] = ()

    def generic_order(self, num_operands: int) -> Optional[Tuple[int, ...]]:
        for n, order in self.orders:
            if n == num_operands:
                return order
        return None


def ensure_terminator(region: Region, location, name: str) -> None:
    """Appends op |name| (an implicit terminator, which mlir-opt elides when
    printing) to the last block of |region| when that block does not end
    in a terminator; a region without blocks gets one."""
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    last = block.last_op
    if last is None or not last.has_trait(Terminator):
        block.append(Operation(name, location=location))
