"""schedule-execution beyond the reference cases."""

from pathlib import Path

import stream_affinity  # noqa: F401
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from dfx.ir import verify_links
from stream_affinity.transforms.schedule_execution import schedule_execution

from ..refdata import reference_chunks

DATA = Path(__file__).parent / "data"


def _scheduled(text: str) -> str:
    module = parse_module(text)
    schedule_execution(module)
    verify_links(module)
    out = print_module(module)
    # The result must be valid IR that parses again to the same text.
    assert print_module(parse_module(out)) == out
    return out


def test_transfer_keeps_its_destination():
    (text,) = [t for t, _ in reference_chunks("schedule_execution.mlir") if "@deviceMultiDeviceSync" in t]
    out = _scheduled(text)
    transfers = [line.strip() for line in out.splitlines() if "stream.async.transfer" in line]
    assert len(transfers) == 3
    for line in transfers:
        # The partition runs on the source device: `from(...)` goes, `to(...)` stays.
        assert "from(" not in line and "to(#hal.device.affinity<@__device_" in line


def test_cross_block_transfer_is_scheduled():
    out = _scheduled((DATA / "cross_block_transfer.mlir").read_text())
    # bb0 gets the splat+dispatch partition; bb1 the transfer, which is
    # captured from bb0's execute result instead of being dropped.
    assert out.count("stream.async.execute") == 2
    assert "stream.async.transfer %arg1" in out
    assert "^bb1:" in out


def test_capture_size_defined_in_a_dominating_block():
    # Found by property_tests: the size of a captured argument is defined in
    # the entry block and used in a successor block.
    out = _scheduled("""
util.func public @s0(%a0: !stream.resource<external>) -> !stream.resource<external> {
  %c16 = arith.constant 16 : index
  cf.br ^bb1
^bb1:
  %b = stream.async.barrier %a0 : !stream.resource<external>{%c16} -> !stream.resource<external>
  util.return %b : !stream.resource<external>
}""")
    assert "with(%arg0 as %arg1: !stream.resource<external>{%c16})" in out
