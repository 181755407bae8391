"""Affinity analysis: the seed 001 program, the query API, failures."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.transforms.annotate_affinities import annotate_affinities
from stream_affinity.analysis.attributes import DeviceAffinityAttr, DevicePromiseAttr
from stream_affinity.cli import annotate_main
from dfx.ir.attributes import SymbolRefAttr

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "multi_device_mul.mlir"


def dev(name):
    return DeviceAffinityAttr(SymbolRefAttr(name))


def promise(name):
    return DevicePromiseAttr(name)


def ops_named(module, name):
    return [op for op in module.walk() if op.name == name]


def test_seed001_multi_device_mul_is_placed_as_the_gist_describes():
    module = parse_module(EXAMPLE.read_text(), str(EXAMPLE))
    analysis = annotate_affinities(module)
    d0, d1 = ops_named(module, "flow.dispatch")
    t_ab, t_ba = ops_named(module, "flow.tensor.transfer")
    (imp,) = ops_named(module, "hal.tensor.import")
    (exp,) = ops_named(module, "hal.tensor.export")
    a, b = dev("device_a"), dev("device_b")
    # Compute on device_a where the input lives.
    assert analysis.try_lookup_execution_affinity(d0) == (True, [a])
    assert analysis.try_lookup_resource_affinity(imp.results[0]) == (True, [a])
    # The transfer moves the intermediate to device_b, where dispatch_1 runs.
    assert analysis.try_lookup_resource_affinity(t_ab.results[0]) == (True, [b])
    assert analysis.try_lookup_execution_affinity(d1) == (True, [b])
    # And back to device_a for the export.
    assert analysis.try_lookup_resource_affinity(t_ba.results[0]) == (True, [a])
    assert analysis.try_lookup_resource_affinity(exp.operand(0)) == (True, [a])
    text = print_module(module)
    assert "stream.affinities = [#hal.device.affinity<@device_b>], stream.affinities.operands = " \
           "[[#hal.device.affinity<@device_b>]]" in text
    # Single-answer forms.
    assert analysis.lookup_execution_affinity(d1) == b
    assert analysis.infer_execution_affinity(exp) == a


def test_constant_with_two_consumers_has_no_single_affinity():
    module = parse_module("""
util.func private @f() -> (tensor<1xi32>, tensor<1xi32>) {
  %cst = flow.tensor.constant dense<1> : tensor<1xi32>
  %a = flow.tensor.transfer %cst : tensor<1xi32> to #hal.device.promise<@dev_a>
  %b = flow.tensor.transfer %cst : tensor<1xi32> to #hal.device.promise<@dev_b>
  util.return %a, %b : tensor<1xi32>, tensor<1xi32>
}""")
    analysis = AffinityAnalysis(module)
    assert analysis.run()
    (cst,) = ops_named(module, "flow.tensor.constant")
    assert analysis.try_lookup_execution_affinity(cst) == (True, [promise("dev_a"), promise("dev_b")])
    assert analysis.lookup_execution_affinity(cst) is None  # two distinct affinities


def test_default_affinity_fills_unconstrained_values():
    module = parse_module("""
module attributes {stream.affinity.default = #hal.device.affinity<@dflt>} {
  util.func private @f() -> tensor<1xi32> {
    %cst = flow.tensor.constant dense<1> : tensor<1xi32>
    util.return %cst : tensor<1xi32>
  }
}""")
    analysis = AffinityAnalysis(module)
    assert analysis.run()
    (cst,) = ops_named(module, "flow.tensor.constant")
    assert analysis.try_lookup_resource_affinity(cst.results[0]) == (True, [dev("dflt")])


def test_public_function_argument_is_unknown():
    module = parse_module("""
util.func public @f(%arg0: tensor<1xi32>) -> tensor<1xi32> {
  util.return %arg0 : tensor<1xi32>
}""")
    analysis = AffinityAnalysis(module)
    assert analysis.run()
    func = ops_named(module, "util.func")[0]
    arg = func.regions[0].blocks[0].arguments[0]
    assert analysis.try_lookup_resource_affinity(arg) == (False, [])


def _run_cli(args, stdin_text=None):
    out, err = io.StringIO(), io.StringIO()
    code = annotate_main(args, stdout=out, stderr=err, stdin=io.StringIO(stdin_text or ""))
    return code, out.getvalue(), err.getvalue()


def test_cli_reports_malformed_input_with_location(tmp_path):
    src = tmp_path / "bad.mlir"
    src.write_text("util.func private @f() {\n  %0 = flow.tensor.constant dense<1> : tensor<1xi32>\n  util.return %1 : tensor<1xi32>\n}\n")
    out_file = tmp_path / "out.mlir"
    code, out, err = _run_cli([str(src), "-o", str(out_file)])
    assert code == 1
    assert err.startswith(f"{src}:3:15: error: use of undeclared SSA value name")
    assert "  util.return %1 : tensor<1xi32>\n              ^" in err
    assert "Traceback" not in err
    assert not out_file.exists()


def test_cli_reports_analysis_failure_with_location(tmp_path):
    # A limit of 0 changes per element cannot be met: the analysis must fail
    # loudly (located error, exit 1) instead of printing partial results.
    src = tmp_path / "in.mlir"
    src.write_text(EXAMPLE.read_text())
    code, out, err = _run_cli([str(src), "--max-iterations", "0"])
    assert code == 1
    assert f"{src}:" in err and "error: affinity analysis did not converge" in err
    assert "unsettled:" in err
    assert out.strip() == ""


def test_usage_view_reports_consumers():
    module = parse_module("""
util.func private @f() -> tensor<1xi32> {
  %cst = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<1> : tensor<1xi32>
  %b = flow.tensor.transfer %cst : tensor<1xi32> to #hal.device.promise<@dev_b>
  util.return %b : tensor<1xi32>
}""")
    annotate_affinities(module, usage=True)
    (cst,) = ops_named(module, "flow.tensor.constant")
    # Produced on dev_a, consumed by a transfer executing on dev_b.
    assert str(cst.get_attr("stream.affinities.results")) == "[[#hal.device.promise<@dev_a>]]"
    assert str(cst.get_attr("stream.affinities.results.usage")) == \
        "[[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]"


def _tied_chain(n: int) -> str:
    lines = ["util.func public @tied_chain(%arg0: !hal.buffer_view) -> tensor<4xf32> {",
             '  %v0 = hal.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 "in" : !hal.buffer_view -> tensor<4xf32>']
    for i in range(1, n + 1):
        lines.append(f"  %v{i} = flow.dispatch @ex::@d(%v{i - 1}) : (tensor<4xf32>) -> %v{i - 1}")
    lines.append(f"  util.return %v{n} : tensor<4xf32>")
    lines.append("}")
    return "\n".join(lines) + "\n"


def test_tied_chain_of_10000_dispatches_pinned_at_one_end():
    module = parse_module(_tied_chain(10_000))
    analysis = annotate_affinities(module)
    dispatches = ops_named(module, "flow.dispatch")
    assert len(dispatches) == 10_000
    a = dev("dev_a")
    # Every value on the tied web shares the import's pinned placement.
    for op in (dispatches[0], dispatches[5000], dispatches[-1]):
        assert analysis.try_lookup_execution_affinity(op) == (True, [a])
        assert analysis.try_lookup_resource_affinity(op.results[0]) == (True, [a])


def test_output_is_identical_across_hash_seeds(tmp_path):
    outputs = set()
    for seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        proc = subprocess.run([sys.executable, "-m", "stream_affinity", "--usage", "--partitions", str(EXAMPLE)],
                              capture_output=True, text=True, env=env, cwd=REPO)
        assert proc.returncode == 0, proc.stderr
        outputs.add(proc.stdout)
    assert len(outputs) == 1
