"""Symbols and symbol tables: the nearest symbol table of an op, name lookups
(`@a::@b` nested references) and a cache of one name table per table op.
"""

from __future__ import annotations

from dfx.ir.attributes import StringAttr, SymbolRefAttr
from dfx.ir.core import Operation
from dfx.ir.markers import SymbolTable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, Optional

__all__ = [
    "SymbolTableCollection", "lookup_symbol", "lookup_symbol_in", "nearest_symbol_table", "symbol_name",
]


#===----------------------------------------------------------------------===#
# Symbols
#===----------------------------------------------------------------------===#


def symbol_name(op: Operation) -> Optional[str]:
    """The `sym_name` of |op| (property or attribute), or None."""
    a = op.properties.get("sym_name")
    if a is None:
        a = op.attributes.get("sym_name")
    return a.value if isinstance(a, StringAttr) else None


def nearest_symbol_table(op: Operation) -> Optional[Operation]:
    """|op| or its nearest ancestor with the SymbolTable trait."""
    for a in op.ancestors():
        if a.has_trait(SymbolTable):
            return a
    return None


class SymbolTableCollection:
    """Caches one name → op table per symbol-table op."""

    def __init__(self):
        self._tables: Dict[Operation, Dict[str, Operation]] = {}

    def table(self, table_op: Operation) -> Dict[str, Operation]:
        t = self._tables.get(table_op)
        if t is None:
            t = {}
            for region in table_op.regions:
                for block in region.blocks:
                    for op in block:
                        n = symbol_name(op)
                        if n is not None and n not in t:
                            t[n] = op
            self._tables[table_op] = t
        return t

    def invalidate(self, table_op: Optional[Operation] = None) -> None:
        if table_op is None:
            self._tables.clear()
        else:
            self._tables.pop(table_op, None)

    def lookup_in(self, table_op: Operation, ref: SymbolRefAttr) -> Optional[Operation]:
        """Resolves a (possibly nested) reference inside |table_op|."""
        op = self.table(table_op).get(ref.root)
        for name in ref.nested:
            if op is None:
                return None
            op = self.table(op).get(name)
        return op

    def lookup_from(self, from_op: Operation, ref: SymbolRefAttr) -> Optional[Operation]:
        """Resolves |ref| from |from_op|, trying each enclosing symbol table
        outwards (like MLIR's `lookupNearestSymbolFrom`, but continuing out
        when the nearest table does not define the name)."""
        op: Optional[Operation] = from_op if from_op.has_trait(SymbolTable) else from_op.parent_op
        while op is not None:
            if op.has_trait(SymbolTable):
                found = self.lookup_in(op, ref)
                if found is not None:
                    return found
            op = op.parent_op
        return None


def lookup_symbol_in(table_op: Operation, ref) -> Optional[Operation]:
    """Uncached lookup of `@a` or `@a::@b` (str or SymbolRefAttr) in |table_op|."""
    if isinstance(ref, str):
        ref = SymbolRefAttr(ref)
    return SymbolTableCollection().lookup_in(table_op, ref)


def lookup_symbol(from_op: Operation, ref) -> Optional[Operation]:
    """Uncached lookup of a symbol reference from |from_op| outwards."""
    if isinstance(ref, str):
        ref = SymbolRefAttr(ref)
    return SymbolTableCollection().lookup_from(from_op, ref)
