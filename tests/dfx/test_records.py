"""`dfx.support.records.record` behaves as `dataclasses.dataclass` for what
the project uses (construction, defaults, factories, __post_init__,
equality, hashing, repr, frozen instances, slots, inheritance, ClassVar),
and interoperates with `dataclasses` (fields, replace, subclasses)."""

from __future__ import annotations

import dataclasses
from typing import ClassVar, List, Optional, Tuple

import pytest

from dfx.support import records
from dfx.support.records import FrozenInstanceError, field, record


def _pair(decorator_kwargs, body):
    """The same class body built by @dataclass and by @record."""
    out = []
    for deco in (dataclasses.dataclass, record):
        ns = {"field": dataclasses.field if deco is dataclasses.dataclass else field, "ClassVar": ClassVar,
              "List": List, "Optional": Optional, "Tuple": Tuple, "__name__": __name__}
        exec("from __future__ import annotations\n" + body, ns)
        out.append(deco(**decorator_kwargs)(ns["C"]))
    return out


BODIES = [
    "class C:\n    a: int\n    b: str = 'x'\n    c: tuple = ()\n",
    "class C:\n    a: int\n",
    "class C:\n    pass\n",
    "class C:\n    a: int\n    k: ClassVar[int] = 3\n    b: List[int] = field(default_factory=list)\n",
    "class C:\n    a: int\n    hidden: int = field(default=5, repr=False, compare=False)\n",
    "class C:\n    a: int\n    n: int = field(default=0, init=False)\n"
    "    def __post_init__(self):\n        object.__setattr__(self, 'n', self.a * 2)\n",
    "class C:\n    a: int\n    def __eq__(self, other):\n        return isinstance(other, C) and other.a % 10 == self.a % 10\n",
    "class C:\n    a: int\n    def __hash__(self):\n        return 7\n",
    "class C:\n    " + "\n    ".join(f"f{i}: int = {i}" for i in range(12)) + "\n",
]
def _hash(obj):
    try:
        return hash(obj)
    except TypeError as e:
        return str(e)


OPTIONS = [{}, {"frozen": True}, {"frozen": True, "slots": True}, {"eq": False}]


@pytest.mark.parametrize("body", BODIES)
@pytest.mark.parametrize("options", OPTIONS)
def test_records_behave_as_dataclasses(body, options):
    D, R = _pair(options, body)
    names = [f.name for f in dataclasses.fields(D)]
    assert [f.name for f in dataclasses.fields(R)] == names
    assert [f.name for f in records.fields(R)] == names
    required = [f.name for f in dataclasses.fields(D) if f.init and f.default is dataclasses.MISSING
                and f.default_factory is dataclasses.MISSING]
    args = list(range(1, len(required) + 1))
    d, r = D(*args), R(*args)
    assert repr(r).replace(R.__qualname__, "C") == repr(d).replace(D.__qualname__, "C")
    for n in names:
        assert getattr(r, n) == getattr(d, n)
    assert (r == R(*args)) == (d == D(*args))
    assert (r == R(*[a + 1 for a in args])) == (d == D(*[a + 1 for a in args]))
    assert r != d and (r == 1) == (d == 1)
    assert (D.__hash__ is None) == (R.__hash__ is None)
    if D.__hash__ is not None and options.get("frozen"):
        assert _hash(r) == _hash(d)
    if required:
        assert (R(**{required[0]: 1}) == R(1)) == (D(**{required[0]: 1}) == D(1))
        with pytest.raises(TypeError):
            R()
    with pytest.raises(TypeError):
        R(*args, *range(20))
    if options.get("frozen") and names:
        with pytest.raises(FrozenInstanceError):
            setattr(r, names[0], 5)
        with pytest.raises(AttributeError):
            setattr(r, names[0], 5)
    if options.get("slots"):
        assert not hasattr(r, "__dict__") and R.__slots__ == D.__slots__
    assert dataclasses.is_dataclass(r) and records.is_record(r)
    init_names = [f.name for f in records.fields(R) if f.init]
    if init_names:
        changed = records.replace(r, **{init_names[0]: 9})
        assert getattr(changed, init_names[0]) == 9
        assert (dataclasses.replace(r, **{init_names[0]: 9}) == changed) == \
            (dataclasses.replace(d, **{init_names[0]: 9}) == dataclasses.replace(d, **{init_names[0]: 9}))


def test_inheritance_and_dataclass_subclasses():
    @record(frozen=True)
    class Base:
        a: int
        b: int = 2

    @record(frozen=True)
    class Sub(Base):
        c: int = 3

    assert [f.name for f in records.fields(Sub)] == ["a", "b", "c"]
    assert Sub(1) == Sub(1, 2, 3) and Sub(1) != Base(1) and repr(Sub(1)) == \
        "test_inheritance_and_dataclass_subclasses.<locals>.Sub(a=1, b=2, c=3)"

    @dataclasses.dataclass(frozen=True)
    class DSub(Base):
        d: int = 4

    assert [f.name for f in dataclasses.fields(DSub)] == ["a", "b", "d"]
    assert DSub(1).b == 2 and DSub(1, d=5).d == 5

    @dataclasses.dataclass(frozen=True)
    class DBase:
        x: int

    @record(frozen=True, slots=True)
    class RSub(DBase):
        y: int = 0

    assert RSub(1, 2).x == 1 and [f.name for f in records.fields(RSub)] == ["x", "y"]


def test_non_default_after_default_is_rejected():
    with pytest.raises(TypeError):
        @record
        class Bad:
            a: int = 1
            b: int
