"""Affinity attributes: parsing, printing, equality, ordering, compatibility."""

import pytest

import stream_affinity  # noqa: F401
from dfx.ir.attributes import SymbolRefAttr
from dfx.ir.diagnostics import DiagnosticError
from dfx.syntax.parser import parse_module
from stream_affinity.analysis.attributes import (ALL_QUEUES, DeviceAffinityAttr, DeviceOptimalAttr,
                                                 DevicePromiseAttr, are_compatible, can_execute_together,
                                                 sort_affinities)
from stream_affinity.analysis.lookup import lookup_affinity, lookup_affinity_or_default


def _attr(text):
    module = parse_module(f"util.global private @g {{stream.affinity = {text}}} : tensor<1xi32>")
    (g,) = [op for op in module.walk() if op.name == "util.global"]
    return g.get_attr("stream.affinity"), g


@pytest.mark.parametrize("text", [
    "#hal.device.affinity<@dev>",
    "#hal.device.affinity<@dev, [0, 3]>",
    "#hal.device.promise<@dev_a>",
    "#hal.device.promise<@dev_a, [1]>",
    "#hal.device.optimal<[#hal.device.affinity<@a>, #hal.device.affinity<@b, [1]>]>",
])
def test_round_trip(text):
    attr, _ = _attr(text)
    assert str(attr) == text


def test_queue_masks():
    a, _ = _attr("#hal.device.affinity<@dev, [0, 3]>")
    assert a == DeviceAffinityAttr(SymbolRefAttr("dev"), 0b1001)
    assert DeviceAffinityAttr(SymbolRefAttr("dev")).mask == ALL_QUEUES
    assert a.is_executable_with(DeviceAffinityAttr(SymbolRefAttr("dev")))
    assert not DeviceAffinityAttr(SymbolRefAttr("dev")).is_executable_with(a)
    every = DeviceAffinityAttr(SymbolRefAttr("dev"))
    assert a.join_or(every).mask == ALL_QUEUES
    assert a.join_and(every).mask == 0b1001
    # Joining disjoint queue sets of one device is not possible (R6.3.4).
    assert a.join_or(DeviceAffinityAttr(SymbolRefAttr("dev"), 0b10)) is None


def test_equality_hashing_and_kinds():
    p = DevicePromiseAttr("a")
    d = DeviceAffinityAttr(SymbolRefAttr("a"))
    assert p != d and hash(p) == hash(DevicePromiseAttr("a"))
    assert not are_compatible(p, d) and are_compatible(p, None) and are_compatible(None, None)
    assert not can_execute_together(p, d) and can_execute_together(p, p)


def test_sorting_is_by_printed_text():
    attrs = [DevicePromiseAttr("dev_c"), DeviceAffinityAttr(SymbolRefAttr("z")), DevicePromiseAttr("dev_a")]
    assert [str(a) for a in sort_affinities(attrs)] == [
        "#hal.device.affinity<@z>", "#hal.device.promise<@dev_a>", "#hal.device.promise<@dev_c>"]


def test_optimal_semantics():
    a = DeviceAffinityAttr(SymbolRefAttr("a"))
    b = DeviceAffinityAttr(SymbolRefAttr("b"))
    opt = DeviceOptimalAttr((a, b))
    assert opt.is_executable_with(None)
    assert not opt.is_executable_with(a)  # b is not executable with a
    assert DeviceOptimalAttr((a,)).is_executable_with(a)
    joined = opt.join_or(DeviceAffinityAttr(SymbolRefAttr("c")))
    assert [str(m) for m in joined.members] == ["#hal.device.affinity<@a>", "#hal.device.affinity<@b>",
                                                "#hal.device.affinity<@c>"]


def test_optimal_rejects_bad_members():
    with pytest.raises(DiagnosticError, match="must be device affinities or promises"):
        _attr("#hal.device.optimal<[1 : i32]>")


def test_lookup_walks_ancestors_and_default():
    module = parse_module("""
module attributes {stream.affinity.default = #hal.device.affinity<@dflt>} {
  util.func private @f() attributes {stream.affinity = #hal.device.affinity<@fn>} {
    %c = flow.tensor.constant dense<1> : tensor<1xi32>
    util.return
  }
  util.func private @g() {
    %c = flow.tensor.constant dense<1> : tensor<1xi32>
    util.return
  }
}""")
    c1, c2 = [op for op in module.walk() if op.name == "flow.tensor.constant"]
    assert str(lookup_affinity(c1)) == "#hal.device.affinity<@fn>"
    assert lookup_affinity(c2) is None
    assert str(lookup_affinity_or_default(c2)) == "#hal.device.affinity<@dflt>"
