"""Symbol-table checks for the verifier, and the generic checks that op
definitions attach to their symbol uses and terminators.

* `SymbolTables`: one name table per symbol-table op, built on demand;
  lookups follow MLIR's rule: from the nearest enclosing symbol table only
  (a reference `@a::@b` then descends into nested tables). A lookup that
  crosses an op we do not define answers "unknown" (that op may be a symbol
  table for iree-opt), and the reference is not checked.
* `first_duplicate`: `redefinition of symbol named '...'`.
* Factories of checks for op definitions, worded as mlir-opt / iree-opt
  do: a call against its callee's function type (`call_matches_function_type`,
  `call_matches_signature`), a return against its function's results
  (`return_matches_function`).
"""

from __future__ import annotations

from operator import attrgetter

from dfx.ir.attributes import ArrayAttr, FunctionType, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, index
from dfx.ir.core import Operation
from dfx.ir.invariants import Unprefixed
from dfx.ir.markers import SymbolTable
from dfx.ir.symbols import SymbolTableCollection, symbol_name
from dfx.ir.traits import Callable as CallableTrait, operand_group_range

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Tuple

__all__ = [
    "SymbolTables", "UNKNOWN", "first_duplicate", "function_type_of", "symbol_name_of",
    "call_matches_function_type", "call_matches_signature", "callee_signature",
    "return_matches_function", "tied_list_text",
]


class _Unknown:
    """A lookup that could not be decided (see the module docstring)."""

    name = "<unknown>"
    definition = None

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN = _Unknown()
_MISSING = object()


symbol_name_of = symbol_name


class SymbolTables(SymbolTableCollection):
    """Name → op tables of symbol-table ops (the first definition of a name
    wins; duplicates are reported by `first_duplicate`)."""

    def __init__(self):
        super().__init__()
        self._nearest: Dict[object, object] = {}
        """Block → the nearest symbol table of the ops directly in it."""
        self._resolved: Dict[Operation, Dict[int, tuple]] = {}
        """Table op → id(reference) → (reference, what it resolves to)."""


    @staticmethod
    def nearest_table(op: Operation):
        """|op| or its nearest ancestor that is a symbol table; None when
        there is none, UNKNOWN when an op we do not define comes first."""
        cur: Optional[Operation] = op
        while cur is not None:
            d = cur.definition
            if d is None:
                return UNKNOWN
            if SymbolTable in d.trait_map:
                return cur
            cur = cur.parent_op
        return None

    def resolve(self, from_op: Operation, ref: SymbolRefAttr):
        """The op |ref| names as seen from |from_op|: an op, None (no such
        symbol) or UNKNOWN."""
        d = from_op.definition
        if d is not None and SymbolTable in d.trait_map:
            table_op = from_op
        else:
            block = from_op.parent
            table_op = self._nearest.get(block, _MISSING)
            if table_op is _MISSING:
                table_op = self._nearest[block] = self.nearest_table(from_op)
        if table_op is None or table_op is UNKNOWN:
            return table_op
        memo = self._resolved.get(table_op)
        if memo is None:
            memo = self._resolved[table_op] = {}
        e = memo.get(id(ref))
        if e is not None and e[0] is ref:
            return e[1]
        target = self._lookup(table_op, ref)
        memo[id(ref)] = (ref, target)
        return target

    def lookup(self, table_op, ref: SymbolRefAttr):
        """|ref| looked up in |table_op| (None, UNKNOWN or an op)."""
        if table_op is None or table_op is UNKNOWN:
            return table_op
        return self._lookup(table_op, ref)

    def _lookup(self, table_op: Operation, ref: SymbolRefAttr):
        target = self.table(table_op).get(ref.root)
        for name in ref.nested:
            if target is None:
                return None
            d = target.definition
            if d is None:
                return UNKNOWN
            if SymbolTable not in d.trait_map:
                return None
            target = self.table(target).get(name)
        return target


def first_duplicate(table_op: Operation) -> Optional[Tuple[Operation, Operation]]:
    """(second definition, first definition) of the first name defined
    twice directly in |table_op|'s regions, or None."""
    seen: Dict[str, Operation] = {}
    for region in table_op.regions:
        for block in region.blocks:
            for op in block:
                n = symbol_name_of(op)
                if n is None:
                    continue
                first = seen.get(n)
                if first is not None:
                    return op, first
                seen[n] = op
    return None


#===----------------------------------------------------------------------===#
# Checks that op definitions attach to symbol uses and terminators
#===----------------------------------------------------------------------===#


def function_type_of(op: Operation) -> Optional[FunctionType]:
    a = op.properties.get("function_type")
    if a is None:
        a = op.attributes.get("function_type")
    if isinstance(a, TypeAttr) and isinstance(a.type, FunctionType):
        return a.type
    return None


_use_type = attrgetter("value.type")
_value_type = attrgetter("type")


def callee_signature(callee: Operation) -> tuple:
    """What call checks need of a callee, computed once per callee:
    (function type or None, its `tied_operands` attribute, its ties as ints)."""
    ft = function_type_of(callee)
    tied = callee.properties.get("tied_operands")
    if tied is None:
        tied = callee.attributes.get("tied_operands")
    return ft, tied, _tied_entries(callee, len(ft.results) if ft is not None else 0)


def call_matches_function_type(args_group: Optional[str] = None, ties: bool = False) -> Callable:
    """A call whose `(argument types) -> (result types)` must equal its
    callee's function type (IREE's calls):
    `function type mismatch; expected '<call>' but callee is '<callee>'`;
    with |ties|, its `tied_operands` must also equal the callee's:
    `function tied operands mismatch; have [...] but callee is [...]`.
    Use with `prepare=callee_signature`."""

    def check(op: Operation, callee: Operation, data: tuple) -> Optional[str]:
        ft, callee_tied, callee_ties = data
        if ft is None:
            return None
        uses = op._operands
        if args_group is not None:
            start, n = operand_group_range(op, args_group)
            uses = uses[start:start + n]
        ins = tuple(map(_use_type, uses))
        outs = tuple(map(_value_type, op.results))
        if ins != ft.inputs or outs != ft.results:
            return f"function type mismatch; expected '{FunctionType(ins, outs)}' but callee is '{ft}'"
        if ties:
            mine = op.properties.get("tied_operands")
            if mine is None or mine is not callee_tied:
                mine_ties = _tied_entries(op, op.num_results)
                if mine_ties != callee_ties:
                    return (f"function tied operands mismatch; have {tied_list_text(mine_ties)} but callee is "
                            f"{tied_list_text(callee_ties)}")
        return None

    return check


def _tied_entries(op: Operation, n_results: int) -> List[int]:
    a = op.get_attr("tied_operands")
    if isinstance(a, ArrayAttr):
        return [e.value if isinstance(e, IntegerAttr) else -1 for e in a]
    return [-1] * n_results


def tied_list_text(values: List[int]) -> str:
    return str(ArrayAttr(tuple(IntegerAttr(v, index) for v in values)))


def call_matches_signature() -> Callable:
    """A call checked operand by operand and result by result against its
    callee (`func.call`'s wording). Use with `prepare=callee_signature`."""

    def check(op: Operation, callee: Operation, data: tuple) -> Optional[str]:
        ft = data[0]
        if ft is None:
            return None
        if len(ft.inputs) != op.num_operands:
            return "incorrect number of operands for callee"
        for i, (v, t) in enumerate(zip(op.operands, ft.inputs)):
            if v.type != t:
                return (f"operand type mismatch: expected operand type '{t}', but provided '{v.type}' for "
                        f"operand number {i}")
        if len(ft.results) != op.num_results:
            return "incorrect number of results for callee"
        for i, (r, t) in enumerate(zip(op.results, ft.results)):
            if r.type != t:
                return f"result type mismatch at index {i}"
        return None

    return check


def return_matches_function(count_message: str, type_message: str, type_prefixed: bool = True) -> Callable:
    """A return whose operands must match the result types of the callable
    op directly around it. Messages may use `{n}` (operand count), `{m}`
    (result count), `{i}`, `{got}`, `{expected}` and `{function}` (the
    function's symbol name)."""

    def check(op: Operation) -> Optional[str]:
        fn = op.parent_op
        if fn is None or not fn.has_trait(CallableTrait):
            return None
        ft = function_type_of(fn)
        if ft is None:
            return None
        name = symbol_name_of(fn) or ""
        if op.num_operands != len(ft.results):
            return count_message.format(n=op.num_operands, m=len(ft.results), function=name)
        for i, (v, t) in enumerate(zip(op.operands, ft.results)):
            if v.type != t:
                text = type_message.format(i=i, got=v.type, expected=t, function=name)
                return text if type_prefixed else Unprefixed(text)
        return None

    return check
