"""Records: `dataclasses.dataclass` without its import-time cost.

`@dataclass` writes the source of `__init__`, `__repr__`, `__eq__`,
`__hash__` (and `__setattr__` for frozen classes) and compiles it with
`exec`: about 0.6 ms per class, paid by every process at import. The
modules every command imports define about a hundred such classes (types,
attributes, traits, interfaces, locations...), which made that the largest
single cost of starting a tool. `@record` gives the same classes without
compiling anything:

* `__init__` is a function of this module (compiled once, cached in its
  `.pyc`) whose code object is renamed for the class: parameter names and
  stored attribute names replaced, defaults attached (`code.replace`), so
  it runs as fast as the generated one;
* `__eq__` and `__hash__` compare and hash the tuple of compared fields
  read by one `operator.attrgetter` (same results as dataclasses': equal
  only to the same class, hash of the field tuple);
* `__repr__` is `Name(field=value, ...)`, frozen classes refuse
  assignment (`FrozenInstanceError`, an `AttributeError`), `slots=True`
  rebuilds the class with `__slots__`.

Supported: `frozen`, `slots`, `eq`, `repr`, `init`, `field(default=...,
default_factory=..., init=..., repr=..., compare=...)`, `__post_init__`,
`ClassVar` annotations (skipped), inheritance from records and
dataclasses, methods defined in the class body (kept, as dataclasses
keep them). The classes also carry `__dataclass_fields__` (built on first
access), so `dataclasses.fields`, `is_dataclass`, `replace` and dataclass
subclasses work as with a dataclass. `records.fields` and
`records.replace` do the same without importing `dataclasses`.

    from dfx.support.records import field, record

    @record(frozen=True, slots=True)
    class TensorType(Type):
        shape: tuple
        element: Type
        encoding: object = None
"""

from __future__ import annotations

import builtins
import operator
import types

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Dict, List, Optional, Tuple

__all__ = ["record", "field", "fields", "field_names", "replace", "is_record", "is_record_or_dataclass",
           "FrozenInstanceError", "Field"]


class FrozenInstanceError(AttributeError):
    """Assignment to a field of a frozen record."""


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """One field of a record (what `field()` returns before the class is
    processed)."""

    __slots__ = ("name", "type", "default", "default_factory", "init", "repr", "compare")

    def __init__(self, default=MISSING, default_factory=MISSING, init: bool = True, repr: bool = True,
                 compare: bool = True):
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name: str = ""
        self.type: Any = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare

    def __repr__(self) -> str:
        return f"Field(name={self.name!r})"


def field(*, default=MISSING, default_factory=MISSING, init: bool = True, repr: bool = True,
          compare: bool = True, hash: Optional[bool] = None) -> Any:
    """A field specification, as `dataclasses.field` (`hash` must be None)."""
    if hash is not None:
        raise TypeError("record fields do not support hash=")
    return Field(default, default_factory, init, repr, compare)


#===----------------------------------------------------------------------===#
# __init__ templates (renamed per class; never compiled at run time)
#===----------------------------------------------------------------------===#

_osa = object.__setattr__


def _i0(self):
    pass


def _i1(self, _a0):
    _osa(self, "_n0", _a0)


def _i2(self, _a0, _a1):
    _osa(self, "_n0", _a0)
    _osa(self, "_n1", _a1)


def _i3(self, _a0, _a1, _a2):
    _osa(self, "_n0", _a0)
    _osa(self, "_n1", _a1)
    _osa(self, "_n2", _a2)


def _i4(self, _a0, _a1, _a2, _a3):
    _osa(self, "_n0", _a0)
    _osa(self, "_n1", _a1)
    _osa(self, "_n2", _a2)
    _osa(self, "_n3", _a3)


def _i5(self, _a0, _a1, _a2, _a3, _a4):
    _osa(self, "_n0", _a0)
    _osa(self, "_n1", _a1)
    _osa(self, "_n2", _a2)
    _osa(self, "_n3", _a3)
    _osa(self, "_n4", _a4)


def _i6(self, _a0, _a1, _a2, _a3, _a4, _a5):
    _osa(self, "_n0", _a0)
    _osa(self, "_n1", _a1)
    _osa(self, "_n2", _a2)
    _osa(self, "_n3", _a3)
    _osa(self, "_n4", _a4)
    _osa(self, "_n5", _a5)


def _i7(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6):
    _osa(self, "_n0", _a0)
    _osa(self, "_n1", _a1)
    _osa(self, "_n2", _a2)
    _osa(self, "_n3", _a3)
    _osa(self, "_n4", _a4)
    _osa(self, "_n5", _a5)
    _osa(self, "_n6", _a6)


def _i8(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7):
    _osa(self, "_n0", _a0)
    _osa(self, "_n1", _a1)
    _osa(self, "_n2", _a2)
    _osa(self, "_n3", _a3)
    _osa(self, "_n4", _a4)
    _osa(self, "_n5", _a5)
    _osa(self, "_n6", _a6)
    _osa(self, "_n7", _a7)


_TEMPLATES = (_i0, _i1, _i2, _i3, _i4, _i5, _i6, _i7, _i8)


# With default factories: a parameter left at its default (_M) gets the
# value of its factory _dK (each class's __init__ has its own globals).
def _f0(self):
    pass


def _f1(self, _a0):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)


def _f2(self, _a0, _a1):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)
    _osa(self, "_n1", _d1() if _a1 is _M else _a1)


def _f3(self, _a0, _a1, _a2):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)
    _osa(self, "_n1", _d1() if _a1 is _M else _a1)
    _osa(self, "_n2", _d2() if _a2 is _M else _a2)


def _f4(self, _a0, _a1, _a2, _a3):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)
    _osa(self, "_n1", _d1() if _a1 is _M else _a1)
    _osa(self, "_n2", _d2() if _a2 is _M else _a2)
    _osa(self, "_n3", _d3() if _a3 is _M else _a3)


def _f5(self, _a0, _a1, _a2, _a3, _a4):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)
    _osa(self, "_n1", _d1() if _a1 is _M else _a1)
    _osa(self, "_n2", _d2() if _a2 is _M else _a2)
    _osa(self, "_n3", _d3() if _a3 is _M else _a3)
    _osa(self, "_n4", _d4() if _a4 is _M else _a4)


def _f6(self, _a0, _a1, _a2, _a3, _a4, _a5):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)
    _osa(self, "_n1", _d1() if _a1 is _M else _a1)
    _osa(self, "_n2", _d2() if _a2 is _M else _a2)
    _osa(self, "_n3", _d3() if _a3 is _M else _a3)
    _osa(self, "_n4", _d4() if _a4 is _M else _a4)
    _osa(self, "_n5", _d5() if _a5 is _M else _a5)


def _f7(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)
    _osa(self, "_n1", _d1() if _a1 is _M else _a1)
    _osa(self, "_n2", _d2() if _a2 is _M else _a2)
    _osa(self, "_n3", _d3() if _a3 is _M else _a3)
    _osa(self, "_n4", _d4() if _a4 is _M else _a4)
    _osa(self, "_n5", _d5() if _a5 is _M else _a5)
    _osa(self, "_n6", _d6() if _a6 is _M else _a6)


def _f8(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7):
    _osa(self, "_n0", _d0() if _a0 is _M else _a0)
    _osa(self, "_n1", _d1() if _a1 is _M else _a1)
    _osa(self, "_n2", _d2() if _a2 is _M else _a2)
    _osa(self, "_n3", _d3() if _a3 is _M else _a3)
    _osa(self, "_n4", _d4() if _a4 is _M else _a4)
    _osa(self, "_n5", _d5() if _a5 is _M else _a5)
    _osa(self, "_n6", _d6() if _a6 is _M else _a6)
    _osa(self, "_n7", _d7() if _a7 is _M else _a7)

_FACTORY_TEMPLATES = (_f0, _f1, _f2, _f3, _f4, _f5, _f6, _f7, _f8)


# Classes that are not frozen store with plain attribute assignment (faster
# than object.__setattr__), as dataclasses' generated code does.
def _p0(self):
    pass


def _p1(self, _a0):
    self._n0 = _a0


def _p2(self, _a0, _a1):
    self._n0 = _a0
    self._n1 = _a1


def _p3(self, _a0, _a1, _a2):
    self._n0 = _a0
    self._n1 = _a1
    self._n2 = _a2


def _p4(self, _a0, _a1, _a2, _a3):
    self._n0 = _a0
    self._n1 = _a1
    self._n2 = _a2
    self._n3 = _a3


def _p5(self, _a0, _a1, _a2, _a3, _a4):
    self._n0 = _a0
    self._n1 = _a1
    self._n2 = _a2
    self._n3 = _a3
    self._n4 = _a4


def _p6(self, _a0, _a1, _a2, _a3, _a4, _a5):
    self._n0 = _a0
    self._n1 = _a1
    self._n2 = _a2
    self._n3 = _a3
    self._n4 = _a4
    self._n5 = _a5


def _p7(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6):
    self._n0 = _a0
    self._n1 = _a1
    self._n2 = _a2
    self._n3 = _a3
    self._n4 = _a4
    self._n5 = _a5
    self._n6 = _a6


def _p8(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7):
    self._n0 = _a0
    self._n1 = _a1
    self._n2 = _a2
    self._n3 = _a3
    self._n4 = _a4
    self._n5 = _a5
    self._n6 = _a6
    self._n7 = _a7

_PLAIN_TEMPLATES = (_p0, _p1, _p2, _p3, _p4, _p5, _p6, _p7, _p8)


def _q0(self):
    pass


def _q1(self, _a0):
    self._n0 = _d0() if _a0 is _M else _a0


def _q2(self, _a0, _a1):
    self._n0 = _d0() if _a0 is _M else _a0
    self._n1 = _d1() if _a1 is _M else _a1


def _q3(self, _a0, _a1, _a2):
    self._n0 = _d0() if _a0 is _M else _a0
    self._n1 = _d1() if _a1 is _M else _a1
    self._n2 = _d2() if _a2 is _M else _a2


def _q4(self, _a0, _a1, _a2, _a3):
    self._n0 = _d0() if _a0 is _M else _a0
    self._n1 = _d1() if _a1 is _M else _a1
    self._n2 = _d2() if _a2 is _M else _a2
    self._n3 = _d3() if _a3 is _M else _a3


def _q5(self, _a0, _a1, _a2, _a3, _a4):
    self._n0 = _d0() if _a0 is _M else _a0
    self._n1 = _d1() if _a1 is _M else _a1
    self._n2 = _d2() if _a2 is _M else _a2
    self._n3 = _d3() if _a3 is _M else _a3
    self._n4 = _d4() if _a4 is _M else _a4


def _q6(self, _a0, _a1, _a2, _a3, _a4, _a5):
    self._n0 = _d0() if _a0 is _M else _a0
    self._n1 = _d1() if _a1 is _M else _a1
    self._n2 = _d2() if _a2 is _M else _a2
    self._n3 = _d3() if _a3 is _M else _a3
    self._n4 = _d4() if _a4 is _M else _a4
    self._n5 = _d5() if _a5 is _M else _a5


def _q7(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6):
    self._n0 = _d0() if _a0 is _M else _a0
    self._n1 = _d1() if _a1 is _M else _a1
    self._n2 = _d2() if _a2 is _M else _a2
    self._n3 = _d3() if _a3 is _M else _a3
    self._n4 = _d4() if _a4 is _M else _a4
    self._n5 = _d5() if _a5 is _M else _a5
    self._n6 = _d6() if _a6 is _M else _a6


def _q8(self, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7):
    self._n0 = _d0() if _a0 is _M else _a0
    self._n1 = _d1() if _a1 is _M else _a1
    self._n2 = _d2() if _a2 is _M else _a2
    self._n3 = _d3() if _a3 is _M else _a3
    self._n4 = _d4() if _a4 is _M else _a4
    self._n5 = _d5() if _a5 is _M else _a5
    self._n6 = _d6() if _a6 is _M else _a6
    self._n7 = _d7() if _a7 is _M else _a7

_PLAIN_FACTORY_TEMPLATES = (_q0, _q1, _q2, _q3, _q4, _q5, _q6, _q7, _q8)


def _renamed_init(cls: type, names: List[str], defaults: Tuple[Any, ...], frozen: bool,
                  factories: Optional[List[Any]] = None) -> Callable:
    """The template of arity len(|names|), its parameters and stored
    attributes named |names|; with |factories| (one per field, None for
    fields without), the template that calls them for omitted values."""
    if frozen:
        family = _TEMPLATES if factories is None else _FACTORY_TEMPLATES
    else:
        family = _PLAIN_TEMPLATES if factories is None else _PLAIN_FACTORY_TEMPLATES
    code = family[len(names)].__code__
    placeholders = {f"_n{i}": n for i, n in enumerate(names)}
    consts = tuple(placeholders.get(c, c) if isinstance(c, str) else c for c in code.co_consts)
    attr_names = tuple(placeholders.get(c, c) for c in code.co_names)
    varnames = tuple(names[int(v[2:])] if v.startswith("_a") else v for v in code.co_varnames)
    kwargs = dict(co_varnames=varnames, co_consts=consts, co_names=attr_names, co_name="__init__")
    if hasattr(code, "co_qualname"):
        kwargs["co_qualname"] = f"{cls.__qualname__}.__init__"
    env = _TEMPLATE_GLOBALS
    if factories is not None:
        env = dict(_TEMPLATE_GLOBALS)
        env.update((f"_d{i}", f) for i, f in enumerate(factories))
    fn = types.FunctionType(code.replace(**kwargs), env, "__init__", defaults or None)
    fn.__qualname__ = f"{cls.__qualname__}.__init__"
    fn.__module__ = cls.__module__
    return fn


_TEMPLATE_GLOBALS = {"_osa": _osa, "_M": MISSING, "__builtins__": builtins.__dict__}


def _generic_init(cls: type, flist: List[Field], post_init: bool, frozen: bool) -> Callable:
    """`__init__` for records the templates do not cover (default
    factories, init=False fields, __post_init__, many fields)."""
    init_fields = [f for f in flist if f.init]
    names = [f.name for f in init_fields]
    nonit = [f for f in flist if not f.init]
    has_factory = any(f.default_factory is not MISSING for f in flist)
    simple = not nonit and len(names) < len(_TEMPLATES)
    if simple:
        if has_factory:
            defaults = tuple(MISSING if f.default_factory is not MISSING else f.default for f in init_fields
                             if f.default is not MISSING or f.default_factory is not MISSING)
            factories = [None if f.default_factory is MISSING else f.default_factory for f in init_fields]
            base = _renamed_init(cls, names, defaults, frozen, factories)
        else:
            base = _renamed_init(cls, names, tuple(f.default for f in init_fields if f.default is not MISSING),
                                 frozen)
        if not post_init:
            return base

        def __init__(self, *args, **kwargs):
            base(self, *args, **kwargs)
            self.__post_init__()
        return __init__

    index = {n: i for i, n in enumerate(names)}
    qual = cls.__qualname__

    def __init__(self, *args, **kwargs):
        if len(args) > len(names):
            raise TypeError(f"{qual}.__init__() takes {len(names) + 1} positional arguments "
                            f"but {len(args) + 1} were given")
        values = list(args) + [MISSING] * (len(names) - len(args))
        for k, v in kwargs.items():
            i = index.get(k)
            if i is None:
                raise TypeError(f"{qual}.__init__() got an unexpected keyword argument '{k}'")
            if values[i] is not MISSING:
                raise TypeError(f"{qual}.__init__() got multiple values for argument '{k}'")
            values[i] = v
        for f, v in zip(init_fields, values):
            if v is MISSING:
                if f.default is not MISSING:
                    v = f.default
                elif f.default_factory is not MISSING:
                    v = f.default_factory()
                else:
                    raise TypeError(f"{qual}.__init__() missing 1 required positional argument: '{f.name}'")
            _osa(self, f.name, v)
        for f in nonit:
            if f.default_factory is not MISSING:
                _osa(self, f.name, f.default_factory())
            elif f.default is not MISSING:
                _osa(self, f.name, f.default)
        if post_init:
            self.__post_init__()
    __init__.__qualname__ = f"{qual}.__init__"
    return __init__


#===----------------------------------------------------------------------===#
# The decorator
#===----------------------------------------------------------------------===#

_FIELDS = "__record_fields__"


def _is_classvar(annotation: Any) -> bool:
    if isinstance(annotation, str):
        a = annotation.strip()
        return a.startswith(("ClassVar", "typing.ClassVar", "t.ClassVar"))
    return getattr(annotation, "__origin__", None) is not None and \
        getattr(annotation.__origin__, "_name", None) == "ClassVar"


def _base_fields(cls: type) -> Dict[str, Field]:
    out: Dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        own = base.__dict__.get(_FIELDS)
        if own is not None:
            for f in own:
                out[f.name] = f
            continue
        dc = base.__dict__.get("__dataclass_fields__")
        if dc is not None and not isinstance(dc, _DataclassFields):
            import dataclasses
            for f in dataclasses.fields(base):
                rf = Field(MISSING if f.default is dataclasses.MISSING else f.default,
                           MISSING if f.default_factory is dataclasses.MISSING else f.default_factory,
                           f.init, f.repr, f.compare)
                rf.name, rf.type = f.name, f.type
                out[f.name] = rf
    return out


def _collect(cls: type) -> List[Field]:
    found = _base_fields(cls)
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_classvar(annotation):
            continue
        value = cls.__dict__.get(name, MISSING)
        if isinstance(value, Field):
            f = value
        else:
            f = Field(default=value)
        f.name, f.type = name, annotation
        if isinstance(value, Field):
            if f.default is MISSING:
                # dataclasses leaves no class attribute for a field without a default.
                try:
                    delattr(cls, name)
                except AttributeError:
                    pass
            else:
                setattr(cls, name, f.default)
        found.pop(name, None)
        found[name] = f
    flist = list(found.values())
    seen_default = False
    for f in flist:
        if not f.init:
            continue
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument '{f.name}' follows default argument")
    return flist


class _DataclassFields:
    """`__dataclass_fields__` of a record, made of real `dataclasses.Field`
    objects on first access (dataclasses is imported only then)."""

    def __get__(self, instance, owner):
        import dataclasses

        out = {}
        for f in fields(owner) if owner is not None else ():
            m = dataclasses.MISSING
            df = dataclasses.field(default=m if f.default is MISSING else f.default,
                                   default_factory=m if f.default_factory is MISSING else f.default_factory,
                                   init=f.init, repr=f.repr, compare=f.compare)
            df.name, df.type = f.name, f.type
            df._field_type = dataclasses._FIELD  # noqa: SLF001 - what dataclasses.fields() filters on
            if hasattr(df, "kw_only"):
                df.kw_only = False
            out[f.name] = df
        return out


class _DataclassParams:
    """`__dataclass_params__` (dataclass subclasses read `frozen` from it)."""

    def __get__(self, instance, owner):
        p = owner.__dict__.get(_PARAMS) if owner is not None else None
        if p is None:
            raise AttributeError("__dataclass_params__")
        return types.SimpleNamespace(init=True, order=False, unsafe_hash=False, match_args=True, kw_only=False,
                                     weakref_slot=False, **p)


_PARAMS = "__record_params__"


def _set(cls: type, name: str, value: Any) -> None:
    if name not in cls.__dict__:
        setattr(cls, name, value)


def _process(cls: type, init: bool, repr: bool, eq: bool, frozen: bool, slots: bool) -> type:
    flist = _collect(cls)
    if slots:
        if "__slots__" in cls.__dict__:
            raise TypeError(f"{cls.__name__} already specifies __slots__")
        body = dict(cls.__dict__)
        inherited = set()
        for base in cls.__mro__[1:]:
            inherited.update(getattr(base, "__slots__", ()) if isinstance(getattr(base, "__slots__", ()), tuple)
                             else ())
        body["__slots__"] = tuple(f.name for f in flist if f.name not in inherited)
        for f in flist:
            body.pop(f.name, None)
        body.pop("__dict__", None)
        body.pop("__weakref__", None)
        qualname = body.get("__qualname__")
        cls = type(cls)(cls.__name__, cls.__bases__, body)
        if qualname is not None:
            cls.__qualname__ = qualname
    setattr(cls, _FIELDS, tuple(flist))
    setattr(cls, _PARAMS, {"repr": repr, "eq": eq, "frozen": frozen, "slots": slots})
    type.__setattr__(cls, "__dataclass_fields__", _DataclassFields())
    type.__setattr__(cls, "__dataclass_params__", _DataclassParams())
    if init:
        _set(cls, "__init__", _generic_init(cls, flist, hasattr(cls, "__post_init__"), frozen))
    if repr:
        shown = tuple(f.name for f in flist if f.repr)

        def __repr__(self):
            return f"{self.__class__.__qualname__}(" + ", ".join(
                f"{n}={getattr(self, n)!r}" for n in shown) + ")"
        __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
        _set(cls, "__repr__", __repr__)
    compared = tuple(f.name for f in flist if f.compare)
    # As dataclasses: a __hash__ written in the class body is kept (one that
    # Python set to None because the body defines __eq__ is not).
    class_hash = cls.__dict__.get("__hash__", MISSING)
    explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in cls.__dict__))
    if eq:
        if len(compared) == 1:
            one = operator.attrgetter(compared[0])

            def key(obj, _one=one):
                return (_one(obj),)
        elif compared:
            key = operator.attrgetter(*compared)
        else:
            def key(obj):
                return ()

        def __eq__(self, other):
            if other is self:  # (the tuple comparison below would agree)
                return True
            if other.__class__ is self.__class__:
                return key(self) == key(other)
            return NotImplemented
        __eq__.__qualname__ = f"{cls.__qualname__}.__eq__"
        _set(cls, "__eq__", __eq__)
        if not explicit_hash:
            if frozen:
                def __hash__(self):
                    return hash(key(self))
                __hash__.__qualname__ = f"{cls.__qualname__}.__hash__"
                cls.__hash__ = __hash__
            else:
                cls.__hash__ = None
    if frozen:
        names = frozenset(f.name for f in flist)

        def __setattr__(self, name, value):
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot assign to field '{name}'")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot delete field '{name}'")
            super(cls, self).__delattr__(name)
        if "__setattr__" in cls.__dict__ or "__delattr__" in cls.__dict__:
            raise TypeError(f"cannot overwrite attribute __setattr__ in class {cls.__name__}")
        cls.__setattr__ = __setattr__
        cls.__delattr__ = __delattr__
    if "__match_args__" not in cls.__dict__:
        cls.__match_args__ = tuple(f.name for f in flist if f.init)
    return cls


def record(cls=None, /, *, init: bool = True, repr: bool = True, eq: bool = True, frozen: bool = False,
           slots: bool = False):
    """`@dataclass` with the same options (see the module docstring)."""
    def wrap(c):
        return _process(c, init, repr, eq, frozen, slots)
    return wrap if cls is None else wrap(cls)


def is_record(obj: Any) -> bool:
    """Whether |obj| is a record class or instance."""
    cls = obj if isinstance(obj, type) else type(obj)
    return _FIELDS in getattr(cls, "__dict__", {}) or any(_FIELDS in b.__dict__ for b in cls.__mro__)


def fields(obj: Any) -> Tuple[Field, ...]:
    """The fields of a record class or instance, in order."""
    cls = obj if isinstance(obj, type) else type(obj)
    for c in cls.__mro__:
        own = c.__dict__.get(_FIELDS)
        if own is not None:
            return own
    raise TypeError("fields() argument must be a record class or instance")


def field_names(obj: Any) -> Tuple[str, ...]:
    """Field names of a record or a dataclass (class or instance)."""
    if is_record(obj):
        return tuple(f.name for f in fields(obj))
    import dataclasses
    return tuple(f.name for f in dataclasses.fields(obj))


def is_record_or_dataclass(obj: Any) -> bool:
    """Whether |obj| is an instance of a record or of a dataclass."""
    if isinstance(obj, type):
        return False
    # Read class dictionaries: `hasattr` would build the dataclasses view.
    return any(_FIELDS in c.__dict__ or "__dataclass_fields__" in c.__dict__ for c in type(obj).__mro__)


def replace(obj: Any, **changes: Any) -> Any:
    """A copy of record (or dataclass) |obj| with |changes| (as
    `dataclasses.replace`)."""
    if not is_record(obj):
        import dataclasses
        return dataclasses.replace(obj, **changes)
    for f in fields(obj):
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is declared with init=False, it cannot be specified with "
                                 "replace()")
            continue
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
