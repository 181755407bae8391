"""`#hal.device.topology` and `stream.topology`: parsing, printing (as
iree-opt 3.13 prints it) and the link queries."""

import io
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the attribute parsers)
from dfx.driver.cli import run_tool, split_input
from dfx.ir.attributes import SymbolRefAttr
from dfx.ir.diagnostics import DiagnosticError
from dfx.syntax.parser import parse_module
from stream_affinity.analysis.attributes import DeviceAffinityAttr, DeviceOptimalAttr, DevicePromiseAttr
from stream_affinity.analysis.topology import DeviceTopology, device_symbol, lookup_topology

from ..conftest import reference_path, run_filecheck

HAL_ATTRIBUTES = "transfer_elision_current/hal_attributes.mlir"

# What iree-opt 3.13 (`--allow-unregistered-dialect --split-input-file`)
# prints for the two chunks of hal_attributes.mlir about these attributes.
IREE_313_OPTIMAL = (
    '  "device.optimal"() {device_1 = #hal.device.optimal<[#hal.device.affinity<@device>]>, '
    'device_2 = #hal.device.optimal<[#hal.device.affinity<@device_a>, #hal.device.affinity<@device_b>]>} '
    ': () -> ()')
IREE_313_TOPOLOGY = (
    '  "device.topology"() {topology = #hal.device.topology<links = [(@device_a -> @device_b = {}), '
    '(@device_c -> @device_d = {transparent_access = true}), '
    '(@device_g -> @device_h = {unified_memory = true, transparent_access = true}), '
    '(@device_i -> @device_j = {}, {optional_flag = true})]>} : () -> ()')


def _round_trip(text: str, tmp_path) -> str:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    assert run_tool([str(src)], stdout=out, stderr=err) == 0, err.getvalue()
    return out.getvalue()


def _chunk(name: str):
    for text, offset in split_input(reference_path(HAL_ATTRIBUTES).read_text()):
        if f'"{name}"' in text:
            return text, offset
    raise AssertionError(f"no chunk {name} in {HAL_ATTRIBUTES}")


@pytest.mark.parametrize("name,expected", [("device.optimal", IREE_313_OPTIMAL),
                                           ("device.topology", IREE_313_TOPOLOGY)])
def test_reference_chunks_round_trip_like_iree_opt_3_13(name, expected, tmp_path):
    text, offset = _chunk(name)
    padded = "\n" * offset + text
    output = _round_trip(padded, tmp_path)
    assert expected in output.splitlines()
    result = run_filecheck(padded, output, tmp_path)
    assert result.returncode == 0, result.stderr + "\n--- output ---\n" + output
    # A second round trip is stable.
    assert _round_trip(output, tmp_path) == output


@pytest.mark.parametrize("text,printed", [
    # false flags are dropped; an explicit empty extra dictionary is kept
    ("(@a -> @b = {unified_memory = false, transparent_access = false}), (@a -> @c = {}, {})",
     "(@a -> @b = {}), (@a -> @c = {}, {})"),
    # flags print in a fixed order; integer flags read as booleans
    ("(@a -> @b = {transparent_access = 1, unified_memory = true})",
     "(@a -> @b = {unified_memory = true, transparent_access = true})"),
    # nested symbols; extra values print as iree-opt prints them (i64 shown
    # except inside arrays), keys sorted
    ("(@a::@x -> @d = {unified_memory = true}, {z = 1, a = [2], b = {c = 3}})",
     "(@a::@x -> @d = {unified_memory = true}, {a = [2], b = {c = 3 : i64}, z = 1 : i64})"),
    # duplicate links are kept in order
    ("(@a -> @b = {}), (@a -> @b = {unified_memory = true})",
     "(@a -> @b = {}), (@a -> @b = {unified_memory = true})"),
])
def test_printing_matches_iree_opt_3_13(text, printed, tmp_path):
    output = _round_trip(f'"x.y"() {{t = #hal.device.topology<links = [{text}]>}} : () -> ()', tmp_path)
    assert f"#hal.device.topology<links = [{printed}]>" in output


@pytest.mark.parametrize("text,message", [
    ("", "needs at least one link"),
    ("(@a -> @b = {foo = true})", "unknown device link flag: foo"),
    ("(@a -> @b = {unified_memory = true, unified_memory = true})", "unknown device link flag"),
    ("(@a -> @b = {unified_memory})", "expected '='"),
    ("(@a -> @b = {}, [1])", "expected a dictionary"),
    ("(@a -> @b = {unified_memory = \"yes\"})", "expected a boolean"),
    ("(@a @b = {})", "expected '->'"),
])
def test_bad_topology_is_a_located_error(text, message):
    with pytest.raises(DiagnosticError, match=message) as info:
        parse_module(f'"x.y"() {{t = #hal.device.topology<links = [{text}]>}} : () -> ()')
    assert info.value.diagnostic.location.line == 1


TOPOLOGY_MODULE = """
module @outer attributes {stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_c = {transparent_access = true}),
    (@dev_c -> @dev_a = {}),
    (@root::@dev_d -> @dev_a = {transparent_access = true})]>} {
  util.func private @f() {
    util.return
  }
}
"""


def _affinity(name, queues=-1):
    return DeviceAffinityAttr(SymbolRefAttr(name), queues)


def test_queries():
    module = parse_module(TOPOLOGY_MODULE)
    f = next(op for op in module.walk() if op.name == "util.func")
    topo = lookup_topology(f)
    assert isinstance(topo, DeviceTopology) and len(topo.links) == 4
    a, b, c = _affinity("dev_a"), _affinity("dev_b"), _affinity("dev_c")
    # same device: always accessible, whatever the queues or the kind
    assert not topo.requires_transfer(a, _affinity("dev_a", 0b10))
    assert not topo.requires_transfer(DevicePromiseAttr("dev_a"), a)
    assert not topo.requires_transfer(_affinity("dev_x"), DevicePromiseAttr("dev_x"))
    # directed links
    assert topo.has_unified_memory(a, b) and not topo.has_transparent_access(a, b)
    assert not topo.can_access(b, a) and topo.requires_transfer(b, a)
    assert topo.has_transparent_access(b, c) and not topo.has_unified_memory(b, c)
    assert topo.requires_transfer(c, a)  # a link without flags
    assert topo.requires_transfer(a, c)  # no link at all
    # nested device symbols are looked up by their leaf name
    assert not topo.requires_transfer(_affinity("dev_d"), a)
    # unknown or optimal affinities are never accessible
    assert topo.requires_transfer(None, b) and topo.requires_transfer(a, None)
    assert topo.requires_transfer(DeviceOptimalAttr((a,)), b)
    assert str(topo.link("dev_a", "dev_b")) == "(@dev_a -> @dev_b = {unified_memory = true})"
    assert topo.link("dev_b", "dev_a") is None


def test_device_symbols():
    assert device_symbol(_affinity("x", 0b1)) == "x"
    assert device_symbol(DeviceAffinityAttr(SymbolRefAttr("m", ("x",)))) == "x"
    assert device_symbol(DevicePromiseAttr("y")) == "y"
    assert device_symbol(DeviceOptimalAttr((_affinity("x"),))) is None
    assert device_symbol(None) is None


def test_no_topology():
    module = parse_module("util.func private @f() {\n  util.return\n}\n")
    f = next(op for op in module.walk() if op.name == "util.func")
    assert lookup_topology(f) is None


# -- annotate-affinities --topology ----------------------------------------------------------------

SEED001_TRANSFERS = Path(__file__).resolve().parent.parent / "data" / "seed001" / "stream_transfers.mlir"


def _annotate(args):
    from stream_affinity.cli import annotate_main
    out, err = io.StringIO(), io.StringIO()
    code = annotate_main(args, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _elidable(output):
    return [line.split("=", 1)[0].strip() for line in output.splitlines()
            if "stream.async.transfer" in line and "stream.transfer.elidable" in line]


@pytest.mark.parametrize("spec", [
    "(@device_a -> @device_b = {unified_memory = true})",
    "[(@device_a -> @device_b = {unified_memory = true})]",
    "#hal.device.topology<links = [(@device_a -> @device_b = {unified_memory = true})]>",
])
def test_topology_option_text(spec):
    code, output, err = _annotate([str(SEED001_TRANSFERS), "--topology", spec])
    assert code == 0, err
    assert ("stream.topology = #hal.device.topology<links = [(@device_a -> @device_b = "
            "{unified_memory = true})]>") in output
    # Only the a -> b transfer; the lifetime casts and b -> a stay.
    assert _elidable(output) == ["%6"]


def test_topology_option_file_and_both_ways(tmp_path):
    f = tmp_path / "links.mlir"
    f.write_text("(@device_a -> @device_b = {unified_memory = true}),\n"
                 "(@device_b -> @device_a = {transparent_access = true})\n")
    code, output, err = _annotate([str(SEED001_TRANSFERS), "--topology", str(f)])
    assert code == 0, err
    assert _elidable(output) == ["%6", "%9"]


def test_without_topology_option_nothing_is_marked():
    code, output, err = _annotate([str(SEED001_TRANSFERS)])
    assert code == 0, err
    assert "stream.transfer.elidable" not in output and "stream.topology" not in output


def test_topology_option_replaces_the_modules(tmp_path):
    text = SEED001_TRANSFERS.read_text().replace(
        "module attributes {stream.affinity.default = #hal.device.affinity<@device_a>}",
        "module attributes {stream.affinity.default = #hal.device.affinity<@device_a>, stream.topology = "
        "#hal.device.topology<links = [(@device_a -> @device_b = {unified_memory = true})]>}")
    src = tmp_path / "in.mlir"
    src.write_text(text)
    code, output, err = _annotate([str(src), "--topology", "(@device_b -> @device_a = {unified_memory = true})"])
    assert code == 0, err
    assert _elidable(output) == ["%9"]


@pytest.mark.parametrize("spec,where,message", [
    ("(@device_a -> @device_b = {bogus = true})", "--topology:1:28:", "duplicate or unknown device link flag: bogus"),
    ("#hal.device.affinity<@device_a>", "--topology:1:1:", "expected a #hal.device.topology"),
    ("(@a -> @b = {}) trailing", "--topology:1:17:", "unexpected text after the topology"),
])
def test_bad_topology_option_is_a_located_error(spec, where, message):
    code, output, err = _annotate([str(SEED001_TRANSFERS), "--topology", spec])
    assert code == 1 and output == ""
    assert err.startswith(where + " error: " + message) and "Traceback" not in err
    assert "^" in err  # the option text and a caret
