"""Package facades that import their re-exports on first use.

A package `__init__` that re-exports names of its submodules
(`from dfx.ir import Operation, CallOp`) would import every submodule as
soon as any of them is imported (`import dfx.ir.core` runs
`dfx/ir/__init__.py` first). `lazy_facade` keeps the names available
without that cost: the package defines a module-level `__getattr__`
(PEP 562) that, on the first access to a name it does not hold yet,
imports the re-exported modules and copies their names in; a submodule
asked for by name (`from dfx.ir import attributes`) is imported alone.

    from dfx.support.lazy import lazy_facade

    def _exports():
        from dfx.ir import attributes, core, naming
        return [(attributes, None), (core, None), (naming, ["SsaNamer"])]

    lazy_facade(globals(), _exports)

`_exports` returns (module, names) pairs in the order the eager
`from module import *` statements had (a later module's name wins); names
None means the module's `__all__` (or, without one, its public names, as
`import *` does). The imports stay import statements, so the layering test
sees them. A re-exported name that is also the name of a submodule (the
function `dfx.syntax.materialize` of the module `dfx.syntax.materialize`)
is listed in |shadowed|: as with the eager imports, the re-export wins.

`lazy_type_aliases` does the same for a module's public type aliases
(`FoldResult = Union[Attribute, Value]`): written under `if TYPE_CHECKING:`
for type checkers and, for the run time, as text that is evaluated on the
first access, so that importing the module does not import `typing`:

    if TYPE_CHECKING:
        FoldResult = Union[Attribute, Value]
    else:
        lazy_type_aliases(globals(), FoldResult="Union[Attribute, Value]")

`lazy_regex` is `re.compile` for module-level patterns that only some runs
use (dense literals, resource blobs, split markers): compiling a regular
expression takes 0.1-0.8 ms, most of a short run's budget for them.
"""

from __future__ import annotations

import importlib
import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

__all__ = ["lazy_facade", "lazy_type_aliases", "lazy_regex"]

if TYPE_CHECKING:
    Exports = Callable[[], Iterable[Tuple[object, Optional[Sequence[str]]]]]


def _public_names(module: object) -> List[str]:
    names = getattr(module, "__all__", None)
    if names is not None:
        return list(names)
    return [n for n in vars(module) if not n.startswith("_")]


def lazy_facade(package_globals: Dict[str, object], exports: Exports, shadowed: Sequence[str] = ()) -> None:
    """Installs `__getattr__` and `__dir__` in the package whose globals are
    |package_globals| (see the module docstring)."""
    package = package_globals["__name__"]
    paths = list(package_globals.get("__path__") or ())
    submodules: Optional[set] = None
    loaded = []

    def _submodules() -> set:
        nonlocal submodules
        if submodules is None:
            found = set()
            for path in paths:
                try:
                    entries = os.listdir(path)
                except OSError:
                    continue
                for entry in entries:
                    if entry.endswith(".py") and entry != "__init__.py":
                        found.add(entry[:-3])
                    elif os.path.isfile(os.path.join(path, entry, "__init__.py")):
                        found.add(entry)
            submodules = found
        return submodules

    def _load() -> None:
        if loaded:
            return
        loaded.append(True)
        names: List[str] = []
        for module, wanted in exports():
            for name in (wanted if wanted is not None else _public_names(module)):
                package_globals[name] = getattr(module, name)
                names.append(name)
        package_globals.setdefault("__all__", list(dict.fromkeys(names)))

    def __getattr__(name: str):
        if name.startswith("__") and name != "__all__":
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        if name in _submodules() and name not in shadowed:
            return importlib.import_module(f"{package}.{name}")
        _load()
        try:
            return package_globals[name]
        except KeyError:
            raise AttributeError(f"module {package!r} has no attribute {name!r}") from None

    def __dir__() -> List[str]:
        _load()
        return sorted(set(package_globals) | _submodules())

    package_globals["__getattr__"] = __getattr__
    package_globals["__dir__"] = __dir__
    if shadowed:
        _keep_shadowing_reexports(package, shadowed)


def _keep_shadowing_reexports(package: str, shadowed: Sequence[str]) -> None:
    """When a submodule named like a re-export (`dfx.syntax.materialize`)
    finishes importing, the import system binds the *module* to that name
    on the package, replacing the re-exported function if the facade had
    already loaded it, or coming before it otherwise: `from dfx.syntax
    import materialize` would then give the module or the function
    depending on what was imported first. The package's class binds the
    submodule's own attribute of that name instead."""
    import sys
    import types

    names = frozenset(shadowed)

    class _Package(types.ModuleType):
        def __setattr__(self, name, value):
            if (name in names and isinstance(value, types.ModuleType)
                    and value.__name__ == f"{package}.{name}" and hasattr(value, name)):
                value = getattr(value, name)
            types.ModuleType.__setattr__(self, name, value)

    sys.modules[package].__class__ = _Package


def lazy_type_aliases(module_globals: Dict[str, object], **aliases: str) -> None:
    """Makes each of |aliases| (name = the alias's expression as text) an
    attribute of the module whose globals are |module_globals|, evaluated
    with `typing`'s names and the module's globals when first asked for
    (see the module docstring). A `__getattr__` the module already has
    answers the other names."""
    module = module_globals["__name__"]
    previous = module_globals.get("__getattr__")

    def __getattr__(name: str):
        text = aliases.get(name)
        if text is None:
            if previous is not None:
                return previous(name)
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        import typing
        value = eval(text, {**vars(typing), **module_globals})
        module_globals[name] = value
        return value

    module_globals["__getattr__"] = __getattr__


class _LazyPattern:
    """A compiled regular expression made on first use (`lazy_regex`)."""

    def __init__(self, pattern: str, flags: int):
        self._source = (pattern, flags)

    def __getattr__(self, name: str):
        compiled = self.__dict__.get("compiled")
        if compiled is None:
            import re
            compiled = self.compiled = re.compile(*self._source)
            # From now on the pattern's methods are found on the instance:
            # their calls no longer come here.
            for method in ("match", "fullmatch", "search", "finditer", "findall", "sub", "subn", "split"):
                setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_regex({self._source[0]!r})"


def lazy_regex(pattern: str, flags: int = 0):
    """A stand-in for `re.compile(pattern, flags)` that compiles on the
    first attribute access (`.match`, `.sub`...); the other attributes of
    a pattern are answered by the compiled one."""
    return _LazyPattern(pattern, flags)
