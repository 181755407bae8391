"""Custom directives (`custom<Name>(...)` in a declarative format): a
registry of named parse/print hooks.

A hook pair is registered once, by the module that needs it, before the
ops that use it are defined:

    register_directive("SymbolVisibility", parse_visibility, print_visibility)

`parse(p, *refs)` is called with the parser and, for each `ref(...)`
argument, the value read earlier (an unresolved operand, a list of them,
a type, a list of types, an attribute or None); it returns the values of
the other arguments, in order (one value, or a tuple when there are
several): for `$operand` an `UnresolvedOperand` (a list for a variadic
group, None for an absent optional one), for `type($x)` a `Type` (or a
list), for `$attr` an `Attribute` or None, for `$region` a `Region`, for
`$succ` a `Block`, for `attr-dict` a dict. The engine resolves the
operands with their types afterwards.

`print(pr, op, *values)` receives the op and one value per argument, refs
included: `Value`s (lists for variadic groups, None when absent), types,
attributes (None when absent), regions, blocks.

A directive registered with `optional=True` returns None from `parse`
(consuming nothing) when it is absent, so it can start an optional group.

Generic hooks live here; dialect-specific ones are registered by their
dialect's module (IREE's in `stream_affinity/dialects/`).
"""

from __future__ import annotations

from dfx.support.records import record as dataclass

from dfx.ir.attributes import StringAttr

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Optional

__all__ = ["Directive", "DIRECTIVES", "register_directive", "lookup_directive"]


@dataclass(frozen=True)
class Directive:
    name: str
    parse: Callable
    print: Callable
    optional: bool = False


DIRECTIVES: Dict[str, Directive] = {}


def register_directive(name: str, parse: Callable, print: Callable, optional: bool = False) -> Directive:
    """Registers the hooks of `custom<name>` (replacing earlier ones)."""
    d = DIRECTIVES[name] = Directive(name, parse, print, optional)
    return d


def lookup_directive(name: str) -> Directive:
    d = DIRECTIVES.get(name)
    if d is None:
        raise KeyError(f"custom<{name}> has no registered hooks (register_directive)")
    return d


#===----------------------------------------------------------------------===#
# Generic hooks
#===----------------------------------------------------------------------===#


def _parse_symbol_visibility(p) -> Optional[StringAttr]:
    """`public`, `private` or `nested` (absent: None)."""
    for word in ("public", "private", "nested"):
        if p.parse_optional_keyword(word):
            return StringAttr(word)
    return None


def _print_symbol_visibility(pr, op, vis) -> None:
    pr.print(vis.value if isinstance(vis, StringAttr) else "public")


register_directive("SymbolVisibility", _parse_symbol_visibility, _print_symbol_visibility)
