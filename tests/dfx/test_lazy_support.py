"""`dfx.support.lazy`: regular expressions compiled on first use and type
aliases evaluated on first access (the package facades are covered by
tests/test_dialect_loading.py)."""

from __future__ import annotations

import re

import pytest

from dfx.support.lazy import lazy_regex, lazy_type_aliases


def test_a_lazy_regex_compiles_on_first_use_and_then_answers_as_the_pattern():
    lazy = lazy_regex(r"(a+)(b)?", re.I)
    assert "compiled" not in vars(lazy)
    eager = re.compile(r"(a+)(b)?", re.I)
    assert lazy.match("AAb").groups() == eager.match("AAb").groups()
    assert "compiled" in vars(lazy)
    assert lazy.fullmatch("ab") and not lazy.fullmatch("ba")
    assert lazy.search("xxaa").span() == (2, 4)
    assert [m.group() for m in lazy.finditer("a ab aab")] == ["a", "ab", "aab"]
    assert lazy.findall("ab a") == eager.findall("ab a")
    assert lazy.sub("-", "xaby") == "x-y" and lazy.subn("-", "aa a") == ("- -", 2)
    assert lazy.split("xay") == eager.split("xay")
    assert (lazy.pattern, lazy.flags, lazy.groups) == (eager.pattern, eager.flags, eager.groups)


def test_a_lazy_regex_compiles_once(monkeypatch):
    calls = []
    original = re.compile
    monkeypatch.setattr(re, "compile", lambda *args: calls.append(args) or original(*args))
    lazy = lazy_regex(r"x+")
    assert not calls
    for _ in range(3):
        assert lazy.match("xx") and lazy.pattern == "x+" and lazy.groups == 0
    assert calls == [("x+", 0)]


def test_a_bad_lazy_regex_fails_when_used():
    lazy = lazy_regex(r"(unclosed")
    with pytest.raises(re.error):
        lazy.match("x")


def test_lazy_type_aliases_evaluate_on_first_access_and_chain_getattr():
    module = {"__name__": "fake", "Thing": int}
    module["__getattr__"] = lambda name: "previous:" + name
    lazy_type_aliases(module, Things="List[Thing]", Maybe="Optional[Thing]")
    getattr_ = module["__getattr__"]
    assert "Things" not in module
    things = getattr_("Things")
    assert repr(things) == "typing.List[int]" and module["Things"] is things
    assert repr(getattr_("Maybe")) == "typing.Optional[int]"
    assert getattr_("Other") == "previous:Other"
    del module["__getattr__"]
    bare = {"__name__": "bare"}
    lazy_type_aliases(bare, X="int")
    with pytest.raises(AttributeError):
        bare["__getattr__"]("Y")
