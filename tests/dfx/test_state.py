"""Tests for dfx.analysis.state: ChangeStatus, the integer states and the
potential-values state (SPEC section 3.1-3.2, with the configurable member
cap of our project)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from dfx.analysis.depgraph import Resolution
from dfx.analysis.state import (DEFAULT_MAX_MEMBERS, AbstractState, BitIntegerState, BooleanState,
                                ChangeStatus, DecIntegerState, IncIntegerState, InvalidStateError,
                                PotentialValuesState, clamp_and_report)

U32 = (1 << 32) - 1
CHANGED = ChangeStatus.CHANGED
UNCHANGED = ChangeStatus.UNCHANGED


#===----------------------------------------------------------------------===#
# ChangeStatus / Resolution
#===----------------------------------------------------------------------===#


def test_change_status_operators():
    assert CHANGED | UNCHANGED is CHANGED
    assert UNCHANGED | CHANGED is CHANGED
    assert UNCHANGED | UNCHANGED is UNCHANGED
    assert CHANGED & UNCHANGED is UNCHANGED
    assert UNCHANGED & CHANGED is UNCHANGED
    assert CHANGED & CHANGED is CHANGED
    s = UNCHANGED
    s |= CHANGED
    assert s is CHANGED
    assert str(CHANGED) == "changed" and str(UNCHANGED) == "unchanged"


def test_resolution_order_and_text():
    assert Resolution.NONE < Resolution.OPTIONAL < Resolution.REQUIRED
    assert [str(r) for r in Resolution] == ["none", "optional", "required"]


def test_states_satisfy_protocol():
    for s in (BooleanState(), BitIntegerState(), IncIntegerState(), DecIntegerState(),
              PotentialValuesState()):
        assert isinstance(s, AbstractState)


#===----------------------------------------------------------------------===#
# BooleanState (R3.2.1, R3.2.3)
#===----------------------------------------------------------------------===#


def test_boolean_default_is_valid_not_fixed():
    s = BooleanState()
    assert s.is_valid() and not s.is_at_fixpoint()
    assert s.is_assumed() and not s.is_known()
    assert s.as_str() == "(0-1)" == str(s)


def test_boolean_fixpoints_and_text():
    s = BooleanState()
    assert s.indicate_optimistic_fixpoint() is UNCHANGED
    assert s.is_at_fixpoint() and s.is_valid() and s.as_str() == "(1-1)fix"
    t = BooleanState()
    assert t.indicate_pessimistic_fixpoint() is CHANGED
    assert not t.is_valid() and t.is_at_fixpoint() and t.as_str() == "(0-0)top"
    # Frozen true: a pessimistic request changes nothing.
    s.indicate_pessimistic_fixpoint()
    assert s.is_valid()


def test_boolean_set_known_and_assumed():
    s = BooleanState()
    s.set_assumed(False)
    assert not s.is_assumed()
    s = BooleanState()
    s.set_known(True)
    assert s.is_known() and s.is_assumed()
    s.set_assumed(False)          # never drops below known
    assert s.is_assumed()


def test_boolean_operators():
    s = BooleanState()
    s ^= BooleanState(False)      # new-assumed(false): assumed := known
    assert not s.assumed and not s.known
    s = BooleanState()
    s ^= BooleanState(True)
    assert s.assumed
    s = BooleanState()
    k = BooleanState()
    k.set_known(True)
    s += k                        # new-known(true)
    assert s.known and s.assumed
    s = BooleanState()
    s |= k                        # join-or
    assert s.known and s.assumed
    s &= BooleanState(False)      # join-and
    assert not s.known and not s.assumed


def test_integer_equality_and_copy():
    a = BooleanState()
    b = a.copy()
    assert a == b
    b.indicate_optimistic_fixpoint()
    assert a != b
    assert a.copy() is not a
    c = IncIntegerState(5)
    d = c.copy()
    d.take_known_maximum(3)
    assert c.known == 0 and d.known == 3 and c != d


#===----------------------------------------------------------------------===#
# BitIntegerState (R3.2.4)
#===----------------------------------------------------------------------===#


def test_bit_integer_defaults():
    s = BitIntegerState()
    assert s.best == U32 and s.worst == 0
    assert s.assumed == U32 and s.known == 0
    assert s.is_valid() and not s.is_at_fixpoint()
    assert BitIntegerState(bits=8).assumed == 0xFF


def test_bit_integer_known_and_assumed_bits():
    s = BitIntegerState(bits=8)
    s.add_known_bits(0b0011)
    assert s.is_known(0b0011) and s.is_known(0b0001) and not s.is_known(0b0100)
    s.intersect_assumed_bits(0b0110)
    assert s.assumed == 0b0111            # known bits stay assumed
    s.remove_assumed_bits(0b0100)
    assert s.assumed == 0b0011
    assert s.is_assumed(0b0011) and not s.is_assumed(0b0100)
    s.remove_known_bits(0b0001)           # known only
    assert s.known == 0b0010 and s.assumed == 0b0011
    s.intersect_assumed_bits(0)
    assert s.assumed == 0b0010 and s.is_at_fixpoint()


def test_bit_integer_operators():
    s = BitIntegerState(bits=4)
    r = BitIntegerState(0b0101, bits=4)
    s ^= r
    assert s.assumed == 0b0101
    k = BitIntegerState(bits=4)
    k.add_known_bits(0b1000)
    s += k
    assert s.known == 0b1000 and s.assumed == 0b1101
    s |= BitIntegerState(0b0010, bits=4)
    assert s.assumed == 0b1111 and s.known == 0b1000
    s &= BitIntegerState(0b0011, bits=4)
    assert s.assumed == 0b0011 and s.known == 0


def test_bit_integer_text():
    s = BitIntegerState(bits=4)
    assert s.as_str() == "(0-15)"
    s.intersect_assumed_bits(0)
    assert s.as_str() == "(0-0)top"


#===----------------------------------------------------------------------===#
# IncIntegerState / DecIntegerState (R3.2.5, R3.2.6)
#===----------------------------------------------------------------------===#


def test_inc_integer():
    s = IncIntegerState()
    assert s.assumed == U32 and s.known == 0 and s.is_valid()
    s.take_assumed_minimum(10)
    assert s.assumed == 10
    s.take_known_maximum(4)
    assert s.known == 4 and s.assumed == 10
    s.take_assumed_minimum(2)             # never below known
    assert s.assumed == 4 and s.is_at_fixpoint()
    s.take_known_maximum(7)
    assert s.known == 7 and s.assumed == 7
    assert s.as_str() == "(7-7)fix"


def test_inc_integer_operators():
    s = IncIntegerState(10)
    s ^= IncIntegerState(6)
    assert s.assumed == 6
    k = IncIntegerState(9)
    k.take_known_maximum(3)
    s += k
    assert s.known == 3 and s.assumed == 6
    s |= k                                # field-wise max
    assert s.known == 3 and s.assumed == 9
    s &= IncIntegerState(2)               # field-wise min
    assert s.known == 0 and s.assumed == 2
    assert not IncIntegerState(0).is_valid()


def test_dec_integer():
    s = DecIntegerState()
    assert s.assumed == 0 and s.known == U32 and s.is_valid()
    s.take_assumed_maximum(5)
    assert s.assumed == 5
    s.take_known_minimum(8)
    assert s.known == 8 and s.assumed == 5
    s.take_assumed_maximum(20)            # never above known
    assert s.assumed == 8 and s.is_at_fixpoint()
    s.take_known_minimum(3)
    assert s.known == 3 and s.assumed == 3
    t = DecIntegerState()
    t.indicate_pessimistic_fixpoint()
    assert not t.is_valid() and t.as_str() == f"({U32}-{U32})top"


def test_dec_integer_operators_quirk():
    s = DecIntegerState(5)
    s ^= DecIntegerState(7)
    assert s.assumed == 7
    k = DecIntegerState(1)
    k.take_known_minimum(2)
    s += k
    assert s.known == 2 and s.assumed == 2
    # Quirk: |= and &= only update assumed.
    s = DecIntegerState(6)
    r = DecIntegerState(9)
    r.take_known_minimum(4)               # r: known 4, assumed 4
    s |= r
    assert s.assumed == 4 and s.known == U32
    s = DecIntegerState(1)
    s &= DecIntegerState(3)               # r.known is U32
    assert s.assumed == U32 and s.known == U32


#===----------------------------------------------------------------------===#
# PotentialValuesState: unit tests (R3.2.7-R3.2.16)
#===----------------------------------------------------------------------===#


def test_pvs_best_and_worst():
    s = PotentialValuesState()
    assert s.is_valid() and not s.is_at_fixpoint()
    assert s.size == 0 and not s.undef and isinstance(s.members, frozenset)
    assert isinstance(s.valid, BooleanState)
    assert PotentialValuesState.best_state() == s
    w = PotentialValuesState.worst_state()
    assert not w.is_valid() and w.is_at_fixpoint()
    assert s.max_members == DEFAULT_MAX_MEMBERS == 8192


def test_pvs_invalid_contents_unreadable():
    w = PotentialValuesState.worst_state()
    for read in (lambda: w.members, lambda: w.undef, lambda: w.size, lambda: w.sorted_members()):
        with pytest.raises(InvalidStateError):
            read()


def test_pvs_fixpoints_delegate_to_valid():
    s = PotentialValuesState(["a"])
    assert s.indicate_pessimistic_fixpoint() is CHANGED
    assert not s.is_valid() and s.is_at_fixpoint()
    f = PotentialValuesState(["a"])
    assert f.indicate_optimistic_fixpoint() is UNCHANGED
    assert f.is_at_fixpoint() and f.is_valid()
    f.indicate_pessimistic_fixpoint()     # frozen valid for good
    assert f.is_valid() and f.sorted_members() == ["a"]


def test_pvs_union_member_and_undef_reduction():
    s = PotentialValuesState()
    s.union_undef()
    assert s.undef
    s.union_member("b")
    assert not s.undef and s.sorted_members() == ["b"]
    s.union_member("a")
    s.union_member("b")
    assert s.sorted_members() == ["a", "b"] and s.size == 2
    s.union_undef()                        # dropped at once: the set is not empty
    assert not s.undef


def test_pvs_union_member_is_noop_when_invalid():
    s = PotentialValuesState.worst_state()
    s.union_member("x")
    assert not s.is_valid()
    s.union_undef()                        # applied even when invalid; harmless
    assert not s.is_valid()


def test_pvs_union_state():
    a = PotentialValuesState(["x"])
    b = PotentialValuesState()
    b.union_undef()
    a.union_state(b)
    assert a.sorted_members() == ["x"] and not a.undef
    c = PotentialValuesState()
    c.union_state(b)
    assert c.undef and c.size == 0
    c.union_state(PotentialValuesState(["y", "z"]))
    assert c.sorted_members() == ["y", "z"] and not c.undef
    c.union_state(PotentialValuesState.worst_state())
    assert not c.is_valid()
    c.union_state(PotentialValuesState(["w"]))
    assert not c.is_valid()


def test_pvs_union_state_shares_and_detects_no_change():
    a = PotentialValuesState(["x", "y", "z"])
    b = PotentialValuesState()
    b.union_state(a)
    assert b.members is a.members
    before = b.members
    b.union_state(PotentialValuesState(["y"]))
    b.union_state(PotentialValuesState(["x", "y", "z"]))
    assert b.members is before
    b.union_state(PotentialValuesState(["q", "r", "s"]))
    assert b.size == 6 and a.size == 3


def test_pvs_intersect_state():
    a = PotentialValuesState(["x", "y", "z"])
    a.intersect_state(PotentialValuesState(["y", "z", "w"]))
    assert a.sorted_members() == ["y", "z"]
    a.intersect_state(PotentialValuesState.worst_state())   # full set: no-op
    assert a.sorted_members() == ["y", "z"]
    w = PotentialValuesState.worst_state()
    r = PotentialValuesState(["k"])
    w.intersect_state(r)                                     # becomes a copy of r
    assert w.is_valid() and w == r
    e = PotentialValuesState()
    e.union_undef()
    f = PotentialValuesState()
    f.union_undef()
    e.intersect_state(f)
    assert e.undef
    e.intersect_state(PotentialValuesState())
    assert not e.undef


def test_pvs_clamp():
    s = PotentialValuesState(["a"])
    s ^= PotentialValuesState(["b"])
    assert s.sorted_members() == ["a", "b"]
    s.clamp(PotentialValuesState(["c"]))
    assert s.sorted_members() == ["a", "b", "c"]
    s ^= PotentialValuesState.worst_state()
    assert not s.is_valid()
    # Frozen valid: an invalid input is simply ignored (Q2).
    f = PotentialValuesState(["a"])
    f.indicate_optimistic_fixpoint()
    f ^= PotentialValuesState.worst_state()
    assert f.is_valid() and f.sorted_members() == ["a"]


def test_pvs_and_assign():
    s = PotentialValuesState(["a"])
    s &= PotentialValuesState(["b"])
    assert s.sorted_members() == ["a", "b"] and not s.is_at_fixpoint()
    f = PotentialValuesState(["a"])
    f.indicate_optimistic_fixpoint()
    f &= PotentialValuesState(["b"])       # join-and of validity: known drops
    assert f.is_valid() and not f.is_at_fixpoint()
    g = PotentialValuesState(["a"])
    g &= PotentialValuesState.worst_state()
    assert not g.is_valid()


def test_pvs_equality():
    assert PotentialValuesState(["a", "b"]) == PotentialValuesState(["b", "a"])
    assert PotentialValuesState(["a"]) != PotentialValuesState(["b"])
    u = PotentialValuesState()
    u.union_undef()
    assert u != PotentialValuesState()
    assert PotentialValuesState.worst_state() == PotentialValuesState.worst_state()
    x = PotentialValuesState(["a"])
    y = PotentialValuesState(["b"])
    y.indicate_pessimistic_fixpoint()
    z = PotentialValuesState(["c"])
    z.indicate_pessimistic_fixpoint()
    assert x != y and y == z                  # both invalid: equal
    f = PotentialValuesState(["a"])
    f.indicate_optimistic_fixpoint()
    assert f == x                             # fixpoint-ness plays no part
    with pytest.raises(TypeError):
        hash(x)


def test_pvs_copy_is_independent():
    a = PotentialValuesState(["a"])
    b = a.copy()
    b.union_member("b")
    b.indicate_optimistic_fixpoint()
    assert a.sorted_members() == ["a"] and not a.is_at_fixpoint()
    assert b.sorted_members() == ["a", "b"]
    assert b.copy().max_members == a.max_members


def test_pvs_text():
    assert PotentialValuesState().as_str() == "set-state(< {} >)"
    assert PotentialValuesState([2, 1]).as_str() == "set-state(< {1, 2, } >)"
    u = PotentialValuesState()
    u.union_undef()
    assert str(u) == "set-state(< {undef } >)"
    assert PotentialValuesState.worst_state().as_str() == "set-state(< {full-set} >)"


def test_pvs_sorted_members_key():
    s = PotentialValuesState([10, 9, 100])
    assert s.sorted_members() == [10, 100, 9]          # by text
    assert s.sorted_members(key=int) == [9, 10, 100]


def test_pvs_default_cap_is_8192():
    s = PotentialValuesState(range(8191))
    assert s.is_valid() and s.size == 8191
    s.union_member("one more")
    assert not s.is_valid()
    big = PotentialValuesState(range(10000))
    assert not big.is_valid()


def test_pvs_configurable_cap():
    s = PotentialValuesState(max_members=3)
    s.union_member(1)
    s.union_member(2)
    assert s.is_valid()
    s.union_state(PotentialValuesState([3]))
    assert not s.is_valid()
    f = PotentialValuesState([1, 2], max_members=3)
    f.indicate_optimistic_fixpoint()
    f.union_member(3)                                  # frozen: stays valid
    assert f.is_valid() and f.size == 3


def test_clamp_and_report():
    s = PotentialValuesState(["a"])
    assert clamp_and_report(s, PotentialValuesState(["a"])) is UNCHANGED
    assert clamp_and_report(s, PotentialValuesState()) is UNCHANGED
    assert clamp_and_report(s, PotentialValuesState(["b"])) is CHANGED
    u = PotentialValuesState()
    u.union_undef()
    e = PotentialValuesState()
    assert clamp_and_report(e, u) is CHANGED
    assert clamp_and_report(e, u) is UNCHANGED
    assert clamp_and_report(s, PotentialValuesState.worst_state()) is CHANGED
    assert clamp_and_report(s, PotentialValuesState.worst_state()) is UNCHANGED
    assert clamp_and_report(s, PotentialValuesState(["z"])) is UNCHANGED


def test_clamp_and_report_snapshots_at_clamp_time():
    # R8.5.5: a change made to the state before the clamp is not reported.
    s = PotentialValuesState()
    s.union_member("direct")
    new = PotentialValuesState(["direct"])
    assert clamp_and_report(s, new) is UNCHANGED


def test_clamp_and_report_generic_states():
    s = IncIntegerState(10)
    assert clamp_and_report(s, IncIntegerState(20)) is UNCHANGED
    assert clamp_and_report(s, IncIntegerState(4)) is CHANGED
    assert s.assumed == 4
    b = BooleanState()
    assert clamp_and_report(b, BooleanState(False)) is CHANGED
    assert not b.is_valid()


#===----------------------------------------------------------------------===#
# PotentialValuesState: lattice properties
#===----------------------------------------------------------------------===#

# A state is drawn as (members, undef, mode): mode "plain" (valid, not
# fixed), "frozen" (valid, optimistic fixpoint) or "invalid".
MEMBERS = st.frozensets(st.integers(0, 9), max_size=6)


@st.composite
def pvs_specs(draw, modes=("plain", "plain", "frozen", "invalid")):
    members = draw(MEMBERS)
    undef = draw(st.booleans())
    mode = draw(st.sampled_from(modes))
    return members, undef, mode


def build(spec, max_members=None):
    members, undef, mode = spec
    s = PotentialValuesState(max_members=max_members)
    if undef:
        s.union_undef()
    for m in sorted(members):
        s.union_member(m)
    if mode == "frozen":
        s.indicate_optimistic_fixpoint()
    elif mode == "invalid":
        s.indicate_pessimistic_fixpoint()
    return s


def model(s: PotentialValuesState):
    """None for invalid, else (members, undef)."""
    if not s.is_valid():
        return None
    return frozenset(s.members), s.undef


def unioned(a, b):
    r = a.copy()
    r.union_state(b)
    return r


unfrozen = pvs_specs(modes=("plain", "plain", "invalid"))


@given(unfrozen, unfrozen)
def test_prop_union_commutative(x, y):
    a, b = build(x), build(y)
    assert unioned(a, b) == unioned(b, a)
    assert model(unioned(a, b)) == model(unioned(b, a))


@given(unfrozen, unfrozen, unfrozen)
def test_prop_union_associative(x, y, z):
    a, b, c = build(x), build(y), build(z)
    assert model(unioned(unioned(a, b), c)) == model(unioned(a, unioned(b, c)))


@given(pvs_specs())
def test_prop_union_idempotent(x):
    a = build(x)
    assert model(unioned(a, a)) == model(a)
    assert unioned(a, a) == a


@given(pvs_specs(), pvs_specs())
def test_prop_union_matches_model(x, y):
    a, b = build(x), build(y)
    r = unioned(a, b)
    ma, mb = model(a), model(b)
    if ma is None:
        assert model(r) is None
    elif mb is None:
        frozen = a.is_at_fixpoint()
        assert model(r) == (ma if frozen else None)
    else:
        members = ma[0] | mb[0]
        assert model(r) == (members, (ma[1] or mb[1]) and not members)


@given(pvs_specs(), pvs_specs())
def test_prop_clamp_monotone(x, y):
    s, r = build(x), build(y)
    before = model(s)
    frozen_valid = s.is_valid() and s.is_at_fixpoint()
    status = clamp_and_report(s, r)
    after = model(s)
    if before is None:
        assert after is None                          # invalid stays invalid
    elif frozen_valid:
        assert after is not None                      # frozen valid stays valid
    if before is not None and after is not None:
        assert before[0] <= after[0]                  # members only grow
    if after is None and before is not None:
        assert not r.is_valid() and not frozen_valid  # validity only drops on an invalid input
    assert (status is CHANGED) == (before != after)


@given(pvs_specs(), pvs_specs())
def test_prop_invalid_absorbs_in_union_state(x, y):
    a = build(x)
    w = build((y[0], y[1], "invalid"))
    frozen = a.is_valid() and a.is_at_fixpoint()
    before = model(a)
    a.union_state(w)
    if frozen:
        assert model(a) == before
    else:
        assert not a.is_valid()
    w2 = w.copy()
    w2.union_state(build(x))
    assert not w2.is_valid()


@given(st.lists(st.tuples(st.sampled_from(["member", "undef", "union", "clamp", "intersect"]),
                          st.integers(0, 9), pvs_specs()), max_size=12))
def test_prop_undef_only_survives_empty(ops):
    s = PotentialValuesState()
    for op, value, spec in ops:
        if op == "member":
            s.union_member(value)
        elif op == "undef":
            s.union_undef()
        elif op == "union":
            s.union_state(build(spec))
        elif op == "clamp":
            s ^= build(spec)
        else:
            s.intersect_state(build(spec))
        if s.is_valid() and s.undef:
            assert s.size == 0


@given(pvs_specs(), pvs_specs())
def test_prop_equality_as_specified(x, y):
    a, b = build(x), build(y)
    if a.is_valid() != b.is_valid():
        expected = False
    elif not a.is_valid():
        expected = True
    else:
        expected = a.undef == b.undef and set(a.members) == set(b.members)
    assert (a == b) == expected
    # Fixpoint-ness does not take part.
    c = a.copy()
    c.indicate_optimistic_fixpoint()
    assert (c == b) == expected


@given(st.integers(1, 8), st.lists(st.integers(0, 20), max_size=25), st.booleans())
def test_prop_cap_invalidates(cap, values, frozen):
    s = PotentialValuesState(max_members=cap)
    if frozen:
        s.indicate_optimistic_fixpoint()
    seen = set()
    for v in values:
        s.union_member(v)
        seen.add(v)
        if len(seen) >= cap and not frozen:
            assert not s.is_valid()
            break
        assert s.is_valid()
        assert set(s.members) == seen


@given(pvs_specs(), pvs_specs())
@settings(max_examples=50)
def test_prop_intersect_matches_model(x, y):
    a, b = build(x), build(y)
    ma, mb = model(a), model(b)
    a.intersect_state(b)
    if mb is None:
        assert model(a) == ma
    elif ma is None:
        assert model(a) == mb
    else:
        members = ma[0] & mb[0]
        assert model(a) == (members, ma[1] and mb[1] and not members)
