"""Explain targets: what `--explain @f::%v`, `--explain @g` and
`--explain FILE:LINE` name in a module.

Shared by every tool that explains a result (`annotate-affinities
--explain`, `dfx-opt -p sccp --explain`...):

* `@f::%name`: value `%name` of function `@f`, named as the tool prints it
  (`%0`, `%arg1`, `%cst`, `%0#1`) or as the input named it (`%x`, `%x#1`)
  when that name is not a number;
* `@g`: global `@g`;
* `FILE:LINE` (or `FILE:LINE:COL`): the op starting on that line (the first
  one at or after COL).

`parse_target` reads the text, `resolve_target` finds what it names in one
module (None when the module does not define it).
"""

from __future__ import annotations

import os
import re
from dfx.support.records import record as dataclass

from dfx.analysis.provenance import PrintedNaming, value_location
from dfx.ir.core import Location, OpResult, Operation, Value, WalkOrder
from dfx.ir.diagnostics import DiagnosticError, error
from dfx.ir.traits import Callable, FunctionLike, GlobalOp, Symbol

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional

__all__ = ["Target", "TargetError", "TargetNotInModule", "parse_target", "resolve_target", "Resolved", "function_values",
           "TARGET_SYNTAX", "symbol_of", "enclosing_function", "value_function"]


def symbol_of(op: Operation) -> Optional[str]:
    """The symbol name of |op| (a function, a global), or None."""
    sym = op.get_trait(Symbol)
    name = sym.name(op) if sym is not None else None
    if name is None:
        g = op.get_trait(GlobalOp)
        name = g.name(op) if g is not None else None
    return name


def enclosing_function(op: Optional[Operation]) -> Optional[Operation]:
    """|op| or its closest ancestor that is a function or initializer."""
    while op is not None:
        if op.get_trait(FunctionLike) is not None or op.get_trait(Callable) is not None:
            return op
        op = op.parent_op
    return None


def value_function(value: Value) -> Optional[Operation]:
    """The function or initializer defining |value|."""
    if isinstance(value, OpResult):
        return enclosing_function(value.owner)
    block = value.owner  # type: ignore[union-attr]
    return enclosing_function(block.parent_op)


#===----------------------------------------------------------------------===#
# Targets
#===----------------------------------------------------------------------===#


class TargetNotInModule(Exception):
    """A target that names nothing in this module (another chunk of a
    `--split-input-file` input may define it)."""


class TargetError(Exception):
    """A target that is malformed (no location) or names nothing (located)."""

    def __init__(self, message: str, location: Optional[Location] = None):
        super().__init__(message)
        self.message = message
        self.location = location

    def diagnostic(self) -> DiagnosticError:
        return error(self.location, self.message)


@dataclass(frozen=True)
class Target:
    """A parsed `--explain` target: exactly one of (function, value),
    global, (file, line[, col])."""

    text: str
    function: Optional[str] = None
    value: Optional[str] = None
    global_name: Optional[str] = None
    file: Optional[str] = None
    line: int = 0
    col: int = 0


_SYMBOL = r'(?:[A-Za-z_$.][\w$.\-]*|"[^"]*")'
_VALUE_RE = re.compile(rf"^@({_SYMBOL})::%?([\w$.\-]+(?:#\d+)?)$")
_GLOBAL_RE = re.compile(rf"^@({_SYMBOL})$")
_LINE_RE = re.compile(r"^(.+?):(\d+)(?::(\d+))?$")

TARGET_SYNTAX = "expected @FUNCTION::%VALUE, @GLOBAL or FILE:LINE"


def parse_target(text: str) -> Target:
    """Parses an `--explain` argument; raises `TargetError` (without a
    location) when malformed."""
    t = text.strip()
    m = _VALUE_RE.match(t)
    if m:
        return Target(t, function=m.group(1).strip('"'), value="%" + m.group(2))
    m = _GLOBAL_RE.match(t)
    if m:
        return Target(t, global_name=m.group(1).strip('"'))
    m = _LINE_RE.match(t)
    if m and not t.startswith("@"):
        line = int(m.group(2))
        if line <= 0:
            raise TargetError(f"invalid --explain target '{text}': line numbers start at 1")
        return Target(t, file=m.group(1), line=line, col=int(m.group(3) or 0))
    raise TargetError(f"invalid --explain target '{text}': {TARGET_SYNTAX}")


@dataclass
class Resolved:
    """What a target names in one module."""

    value: Optional[Value] = None
    op: Optional[Operation] = None
    global_op: Optional[Operation] = None
    function: Optional[Operation] = None


def _top_level_symbols(module: Operation) -> Dict[str, Operation]:
    out: Dict[str, Operation] = {}
    body = module.regions[0].entry_block if module.regions else None
    if body is None:
        return out
    for op in body:
        name = symbol_of(op)
        if name is not None and name not in out:
            out[name] = op
    return out


def function_values(fn: Operation) -> List[Value]:
    """Every value defined inside |fn|, in definition (printing) order."""
    out: List[Value] = [a for region in fn.regions for block in region.blocks for a in block.arguments]
    for op in fn.walk(WalkOrder.PRE, include_self=False):
        out.extend(op.results)
        for region in op.regions:
            for block in region.blocks:
                out.extend(block.arguments)
    return out


def _hint_matches(values: List[Value], name: str) -> List[Value]:
    """Values the input text called |name| (`%x` or `%x#k`; hints are kept
    on the first value of each result group)."""
    base, _, idx = name[1:].partition("#")
    if base.isdigit():
        return []
    out: List[Value] = []
    for v in values:
        if v.name_hint != base:
            continue
        if isinstance(v, OpResult):
            results = v.owner.results
            end = v.index + 1
            while end < len(results) and not results[end].name_hint:
                end += 1
            size = end - v.index
            if idx:
                k = int(idx)
                if k < size:
                    out.append(results[v.index + k])
            elif size == 1:
                out.append(v)
        elif not idx:
            out.append(v)
    return out


def resolve_target(module: Operation, target: Target, naming: PrintedNaming,
                   filename: Optional[str] = None) -> Optional[Resolved]:
    """What |target| names in |module|: None when this module does not
    define the function/global or does not cover the line; raises
    `TargetError` (located) when it defines the function but not the
    value, or covers the line but no op starts on it."""
    if target.file is not None:
        if filename is not None and not _same_file(target.file, filename):
            return None
        candidates = [op for op in module.walk(WalkOrder.PRE)
                      if op.location.line == target.line and op is not module]
        if not candidates:
            return None
        candidates.sort(key=lambda op: op.location.col)
        chosen = next((op for op in candidates if op.location.col >= target.col), candidates[-1])
        return Resolved(op=chosen, function=enclosing_function(chosen))
    symbols = _top_level_symbols(module)
    if target.global_name is not None:
        op = symbols.get(target.global_name)
        if op is None:
            return None
        if op.get_trait(GlobalOp) is None:
            raise TargetError(f"@{target.global_name} is a {op.name}, not a global; "
                              f"name a value as @{target.global_name}::%NAME", op.location)
        return Resolved(global_op=op)
    fn = symbols.get(target.function or "")
    if fn is None:
        return None
    if fn.get_trait(GlobalOp) is not None:
        raise TargetError(f"@{target.function} is a global, not a function; explain it as @{target.function}",
                          fn.location)
    values = function_values(fn)
    name = target.value or ""
    printed = [v for v in values if naming.value_name(v) == name]
    matches = printed or _hint_matches(values, name)
    if not matches:
        known = ", ".join(naming.value_name(v) for v in values[:12])
        more = f", ... ({len(values)} in all)" if len(values) > 12 else ""
        raise TargetError(f"@{target.function} has no value {name} (values as printed: {known or 'none'}{more}; "
                          f"names from the input work when they are not numbers)", fn.location)
    if len(matches) > 1:
        places = ", ".join(str(value_location(v)) for v in matches)
        raise TargetError(f"{name} names {len(matches)} values of @{target.function} (sibling regions reuse "
                          f"numbers): {places}; use FILE:LINE of the defining op instead", fn.location)
    return Resolved(value=matches[0], function=fn)


def _same_file(given: str, actual: str) -> bool:
    if given == actual:
        return True
    try:
        return os.path.samefile(given, actual)
    except OSError:
        return os.path.basename(given) == os.path.basename(actual)
