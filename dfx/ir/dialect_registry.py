"""Dialects loaded on first use.

A dialect's op definitions live in one or more modules (`dfx/dialects/`,
`stream_affinity/dialects/`). Importing them all at start-up would make
every command pay for every op of every dialect, so a package only
*declares* which modules define each namespace:

    register_dialect("scf", "dfx.dialects.scf")
    register_dialect("stream", "stream_affinity.dialects.stream_async", ...)

and `dfx.ir.core.lookup_op_def` imports them the first time an op of that
namespace is looked up (parsed, created by a pass, queried). A loader may
also be a callable, run at that moment (after the modules registered
before it). Declaring a namespace that is already loaded runs its loaders
at once.

`attach_traits(name, *traits)` records traits to add to op |name|
whenever it is registered (an IREE interface on a generic op): the
definition registered by the namespace's module gets them, whatever the
order of loading. `load_all_dialects()` loads everything declared (for
listings and tests that go over every op).

An op whose definition is costly to build (a declarative op: its ODS
declaration and format are parsed) may be *deferred*:
`dfx.ir.core.defer_op(name, build)` records |build|, which registers the
op, and `lookup_op_def` runs it the first time the op is looked up;
`load_all_dialects()` builds every deferred definition.

Declared namespaces count as registered (`REGISTERED_DIALECTS`) from the
moment they are declared. This module imports nothing from `dfx`.
"""

from __future__ import annotations

import importlib
import sys

from dfx.support.records import replace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Tuple, Union

__all__ = ["REGISTERED_DIALECTS", "register_dialect", "load_dialect", "load_all_dialects", "attach_traits",
           "pending_dialects", "defer_definition", "take_deferred", "is_deferred", "register_dialect_index"]

if TYPE_CHECKING:
    Loader = Union[str, Callable[[], None]]

REGISTERED_DIALECTS: set = set()
"""Namespaces of dialects with at least one registered op or declared
loader (others are "unregistered": the Explorer ignores their ops)."""

_PENDING: Dict[str, List[Loader]] = {}
_LOADED: set = set()
_ATTACHED: Dict[str, Tuple[object, ...]] = {}
_DEFERRED: Dict[str, Callable[[], None]] = {}
_INDEX: Dict[str, str] = {}
_INDEXED_MODULES: set = set()
_PENDING_INDEXES: List[str] = []


def _run(loader: Loader) -> None:
    if isinstance(loader, str):
        importlib.import_module(loader)
    else:
        loader()


def register_dialect(namespace: str, *loaders: Loader) -> None:
    """Declares that the ops of |namespace| come from |loaders| (module
    names, imported in order, or callables), loaded on first use."""
    REGISTERED_DIALECTS.add(namespace)
    if namespace in _LOADED:
        for loader in loaders:
            _run(loader)
        return
    _PENDING.setdefault(namespace, []).extend(loaders)


def register_dialect_index(index_module: str) -> None:
    """Declares an index of which module registers each name (op, deferred
    op, dialect attribute or type; `ns.*` for the module registering the
    op family of `ns`): |index_module| is a generated `_index.py`
    (`dfx.ir.dialect_index`) holding `PACKAGE`, `MODULES` (every module it
    covers) and `NAMES` (name -> module, relative to the package), read on
    the first lookup by name. A lookup in a namespace whose loaders are all
    covered then imports the name's module only (`load_dialect`)."""
    _PENDING_INDEXES.append(index_module)


def _read_indexes() -> None:
    while _PENDING_INDEXES:
        index = importlib.import_module(_PENDING_INDEXES.pop(0))
        prefix = index.PACKAGE + "."
        _INDEXED_MODULES.update(prefix + m for m in index.MODULES)
        for name, module in index.NAMES.items():
            _INDEX[name] = prefix + module


def _owner(namespace: str, name: str) -> Optional[str]:
    """The indexed module registering |name| (or its namespace's family),
    or "" when no module of |namespace| defines it; None when the index
    cannot tell: a loader of the namespace is not indexed (a plugin's
    module, which may define or redefine any name, or a callable)."""
    if _PENDING_INDEXES:
        _read_indexes()
    for loader in _PENDING.get(namespace, ()):
        if not isinstance(loader, str) or loader not in _INDEXED_MODULES:
            return None
    return _INDEX.get(name) or _INDEX.get(namespace + ".*") or ""


def load_dialect(namespace: str, name: Optional[str] = None) -> bool:
    """Makes |namespace|'s definitions available; False when there was
    nothing (more) to load. With the |name| being looked up, and an index
    that knows its module (`register_dialect_index`), only that module is
    imported (nothing when no module of the namespace defines the name);
    otherwise every pending loader of the namespace runs."""
    if name is not None and namespace in _PENDING:
        module = _owner(namespace, name)
        if module == "":
            return False
        if module is not None:
            if module in sys.modules:
                return False
            importlib.import_module(module)
            return True
    loaders = _PENDING.pop(namespace, None)
    _LOADED.add(namespace)
    if not loaders:
        return False
    for loader in loaders:
        _run(loader)
    return True


def load_all_dialects() -> None:
    """Loads every declared namespace and builds every deferred definition."""
    while _PENDING or _DEFERRED:
        if _PENDING:
            load_dialect(min(_PENDING))
        else:
            _DEFERRED.pop(min(_DEFERRED))()


def defer_definition(name: str, build: Callable[[], None]) -> None:
    """Records |build| (which registers op |name|) to run on first lookup
    (`dfx.ir.core.defer_op` is the entry point: it also forgets an earlier
    definition)."""
    _DEFERRED[name] = build


def take_deferred(name: str) -> Optional[Callable[[], None]]:
    """The deferred build of op |name| (forgotten), or None."""
    return _DEFERRED.pop(name, None) if _DEFERRED else None


def is_deferred(name: str) -> bool:
    return name in _DEFERRED


def pending_dialects() -> List[str]:
    """Declared namespaces not loaded yet, sorted."""
    return sorted(_PENDING)


def attach_traits(name: str, *traits: object) -> None:
    """Records |traits| for op |name|: `dfx.ir.core.register_op` adds them
    to its definition (replacing traits of the same classes)."""
    new_classes = {type(t) for t in traits}
    kept = tuple(t for t in _ATTACHED.get(name, ()) if type(t) not in new_classes)
    _ATTACHED[name] = kept + tuple(traits)


def with_attached_traits(opdef):
    """|opdef|, or a copy with the traits attached to its name."""
    extra = _ATTACHED.get(opdef.name)
    if not extra:
        return opdef
    new_classes = {type(t) for t in extra}
    if all(any(t is e for t in opdef.traits) for e in extra):
        return opdef
    kept = tuple(t for t in opdef.traits if type(t) not in new_classes)
    return replace(opdef, traits=kept + extra, trait_map={})
