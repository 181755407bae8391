"""IREE 3.13's `iree_tensor_ext` dialect (stream_affinity/dialects/tensor_ext.py,
docs/ops.md "iree_tensor_ext"), against iree-opt 3.13:

* every op printed as 3.13 prints it, custom and generic
  (data/tensor_ext/syntax.mlir and .generic, both iree-opt 3.13's output);
* what 3.13's verifiers reject, with their messages (invalid.mlir: each
  chunk's first line is the message);
* the affinity model (`--rules current` annotation vs
  `--iree-stream-annotate-affinities`) and `--iree-stream-conversion` of
  programs holding compute barriers and bitcasts on two devices;
* the generic export/import of unknown ops in a chain, against both
  releases (a wrapped op's results have no affinity for their users).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, iree_opt_current, run_iree_opt, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "tensor_ext"
INVALID = (DATA / "invalid.mlir").read_text().split("// -----\n")


def _same(a: str, b: str) -> None:
    assert a.rstrip("\n") == b.rstrip("\n")


def test_every_op_prints_as_3_13_prints_it():
    text, generic = (DATA / "syntax.mlir").read_text(), (DATA / "syntax.generic").read_text()
    names = {line.split("= ")[-1].split(" ")[0].strip('"') for line in text.splitlines() if "iree_tensor_ext." in line}
    from stream_affinity.dialects.common import IREE_OPS
    ours = {n for n in IREE_OPS if n.startswith("iree_tensor_ext.") and "dispatch.tensor." not in n}
    assert {n.split("(")[0] for n in names if n.startswith("iree_tensor_ext.")} >= ours
    module = parse_module(text, "syntax.mlir")
    _same(print_module(module), text)
    _same(print_module(module, generic=True), generic)
    _same(print_module(parse_module(generic, "syntax.generic")), text)
    if iree_opt_current() is not None:
        for args, expected in (([], text), (["--mlir-print-op-generic"], generic)):
            proc = run_iree_opt_current(args, text)
            assert proc.returncode == 0, proc.stderr
            _same(proc.stdout, expected)


@pytest.mark.parametrize("chunk", INVALID, ids=[str(i) for i in range(len(INVALID))])
def test_invalid_ops_rejected_as_iree_opt_3_13_does(chunk):
    from dfx.ir.diagnostics import DiagnosticError
    expected = chunk.splitlines()[0].split("// error: ", 1)[1]
    with pytest.raises(DiagnosticError) as info:
        parse_module(chunk)
    message = info.value.diagnostic.message
    assert message == expected or f"op {message}" in expected, (message, expected)
    if iree_opt_current() is not None:
        proc = run_iree_opt_current([], chunk)
        assert proc.returncode == 1 and f"error: {expected}" in proc.stderr


def _ours(args, path: Path) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(list(args) + [str(path)], prog="dfx-opt", stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


@pytest.mark.parametrize("flag", ["--iree-stream-annotate-affinities", "--iree-stream-conversion"])
def test_barriers_and_bitcasts_on_two_devices_as_3_13(flag):
    path = DATA / "two_devices.mlir"
    pass_flag = ["-p", "annotate-affinities"] if flag == "--iree-stream-annotate-affinities" else [flag]
    ours = _ours(["--rules", "current"] + pass_flag, path)
    # Annotation: the barriers' results are placed where they are used, not
    # where their operand lives; usage flows back through the bitcasts (tied).
    assert "compute_barrier.start" in ours
    if iree_opt_current() is None:
        pytest.skip("iree-opt 3.13 is not installed")
    proc = run_iree_opt_current([flag], path.read_text())
    assert proc.returncode == 0, proc.stderr
    _same(ours, proc.stdout)


@pytest.mark.parametrize("rules", ["seed", "current"])
def test_chained_unknown_ops_convert_as_both_releases(rules):
    path = DATA / "unknown_chain.mlir"
    ours = _ours(["--rules", rules, "--allow-unregistered-dialect", "--iree-stream-conversion"], path)
    # The second op's operand is exported on no affinity.
    assert "stream.tensor.export %" in ours
    run, available = ((run_iree_opt, iree_opt()) if rules == "seed" else (run_iree_opt_current, iree_opt_current()))
    if available is None:
        pytest.skip(f"iree-opt for the {rules} rules is not installed")
    proc = run(["--allow-unregistered-dialect", "--iree-stream-conversion"], path.read_text())
    assert proc.returncode == 0, proc.stderr
    _same(ours, proc.stdout)
