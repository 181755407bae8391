"""`encode-host-tensors` and the flow → scheduled chain on the seed
001 program at flow level (tests/stream_affinity/data/seed001_flow.mlir)."""

import io
import subprocess
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

from ..iree import iree_opt

FLOW = Path(__file__).parent / "data" / "seed001_flow.mlir"


def _run(args, path=FLOW, text=None, tmp_path=None):
    if text is not None:
        path = tmp_path / "input.mlir"
        path.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(list(args) + [str(path)], prog="dfx-opt", stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _function(text):
    return text[text.index("util.func public @multi_device_mul"):]


def test_seed001_convert_and_encode():
    code, out, err = _run(["-p", "convert-to-stream,encode-host-tensors"])
    assert code == 0, err
    body = _function(out)
    lines = [line.strip() for line in body.splitlines()]
    assert lines[1:4] == ["%c0 = arith.constant 0 : index", "%c16 = arith.constant 16 : index",
                          "%c4 = arith.constant 4 : index"]
    assert "stream.tensor.sizeof" not in body and "stream.tensor.dispatch" not in body
    assert ("%2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) "
            "@multi_device_mul_dispatch_0::@multi_device_mul_dispatch_0_elementwise_4_f32(%1[%c0 to %c16 for %c16]) "
            ": (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}") in lines
    assert ("%5 = stream.async.transfer %4 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> "
            "to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c16}") in lines


def test_seed001_matches_iree_opt():
    exe = iree_opt()
    if exe is None:
        pytest.skip("iree-opt 3.2.0 is not installed")
    for ours, theirs in ((["-p", "convert-to-stream"], ["--iree-stream-conversion"]),
                         (["--iree-stream-conversion", "--iree-stream-encode-host-tensors"],
                          ["--iree-stream-conversion", "--iree-stream-encode-host-tensors"])):
        code, out, err = _run(ours)
        assert code == 0, err
        ref = subprocess.run([exe, *theirs, str(FLOW)], capture_output=True, text=True)
        assert ref.returncode == 0, ref.stderr
        # Executables print with aliases upstream; the host function is byte-identical.
        assert _function(out) == _function(ref.stdout)


def test_sizes_of_dynamic_and_packed_tensors(tmp_path):
    text = """util.func public @f(%d: index) -> (index, index, index) {
  %0 = stream.tensor.sizeof tensor<?x3xf32>{%d} : index
  %1 = stream.tensor.sizeof tensor<6xi4> : index
  %2 = stream.tensor.sizeof tensor<2x2xi1> : index
  util.return %0, %1, %2 : index, index, index
}
"""
    code, out, err = _run(["-p", "encode-host-tensors"], text=text, tmp_path=tmp_path)
    assert code == 0, err
    lines = [line.strip() for line in out.splitlines()[2:7]]
    assert lines == ["%c4 = arith.constant 4 : index", "%c3 = arith.constant 3 : index",
                     "%c12 = arith.constant 12 : index", "%0 = arith.muli %arg0, %c12 : index",
                     "util.return %0, %c3, %c4 : index, index, index"]
    exe = iree_opt()
    if exe is not None:
        ref = subprocess.run([exe, "--iree-stream-encode-host-tensors", "-"], input=text, capture_output=True,
                             text=True)
        assert ref.stdout == out


def test_partial_bytes_are_an_error(tmp_path):
    text = """util.func public @f() -> index {
  %0 = stream.tensor.sizeof tensor<5xi4> : index
  util.return %0 : index
}
"""
    code, out, err = _run(["-p", "encode-host-tensors"], text=text, tmp_path=tmp_path)
    assert code == 1
    assert ("input.mlir:2:8: error: 'stream.tensor.sizeof' op failed to calculate total byte count: "
            "'tensor<5xi4>' does not have integral number of total bytes") in err


def test_load_reads_at_a_byte_offset(tmp_path):
    # iree-opt 3.2.0 requires a staging source; element [1, 2] of 3x4 i32 is byte 24.
    text = """util.func public @f(%r: !stream.resource<staging>, %s: index) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.load %r[%c1, %c2] : tensor<3x4xi32> in !stream.resource<staging>{%s} -> i32
  util.return %0 : i32
}
"""
    code, out, err = _run(["-p", "encode-host-tensors"], text=text, tmp_path=tmp_path)
    assert code == 0, err
    lines = [line.strip() for line in out.splitlines()[2:5]]
    assert lines == ["%c24 = arith.constant 24 : index",
                     "%0 = stream.async.load %arg0[%c24] : !stream.resource<staging>{%arg1} -> i32",
                     "util.return %0 : i32"]


def test_seed001_flow_to_scheduled():
    # 3.2.0's sync rule leaves the export's lifetime cast (a transfer of
    # the b -> a transfer) in no partition (iree-opt 3.2.0 crashes there);
    # schedule-execution then uses 3.13's rule (docs/divergences.md S6):
    # device_a, device_b, and device_a again for the cast, as iree-opt 3.13.
    code, out, err = _run(["-p", "convert-to-stream,encode-host-tensors,schedule-execution"])
    assert code == 0, err
    executes = [line.strip() for line in out.splitlines() if "stream.async.execute" in line]
    assert [e.split("on(")[1].split(")")[0] for e in executes] == [
        "#hal.device.affinity<@device_a>", "#hal.device.affinity<@device_b>", "#hal.device.affinity<@device_a>"]
    exe = iree_opt()
    if exe is not None:
        parsed = subprocess.run([exe, "-"], input=out, capture_output=True, text=True)
        assert parsed.returncode == 0, parsed.stderr
