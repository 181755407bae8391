"""linalg ops that real stream dumps keep outside executables (hoisted
initializers still in tensor form): `linalg.fill` (its implicit body is
built), `linalg.index`, and the `%in`/`%out` names linalg gives the body
arguments of structured ops."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

PROGRAM = """util.global private @h : tensor<4xf32>
util.initializer {
  %cst = arith.constant 7.000000e+00 : f32
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = linalg.index 0 : index
    %4 = arith.index_cast %3 : index to i32
    %5 = arith.sitofp %4 : i32 to f32
    %6 = arith.addf %in, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<4xf32>
  util.global.store %2, @h : tensor<4xf32>
  util.return
}
"""


def test_fill_gets_the_body_its_custom_form_leaves_out():
    module = parse_module(PROGRAM)
    fill = next(op for op in module.walk() if op.name == "linalg.fill")
    (block,) = fill.regions[0].blocks
    assert [str(a.type) for a in block.arguments] == ["f32", "f32"]
    (yield_,) = list(block)
    assert yield_.name == "linalg.yield" and yield_.operands == [block.arguments[0]]
    index = next(op for op in module.walk() if op.name == "linalg.index")
    assert index.properties["dim"].value == 0


def test_custom_form_prints_back_with_linalg_names():
    printed = print_module(parse_module(PROGRAM), local_scope=True)
    assert "^bb0(%in: f32, %out: f32):" in printed
    assert "linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>" in printed
    assert "linalg.index 0 : index" in printed


def test_generic_form_shows_the_fill_body_and_the_index_dim():
    printed = print_module(parse_module(PROGRAM), generic=True, local_scope=True)
    assert '"linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({' in printed
    assert '"linalg.index"() <{dim = 0 : i64}> : () -> index' in printed


@pytest.mark.parametrize("flags", [["--mlir-print-local-scope"], ["--mlir-print-local-scope", "--mlir-print-op-generic"]],
                         ids=["custom", "generic"])
def test_same_text_as_iree_opt(flags):
    exe = shutil.which("iree-opt")
    if exe is None:
        pytest.skip("iree-opt (the test extra) is not installed")
    theirs = subprocess.run([exe, *flags, "-"], input=PROGRAM, capture_output=True, text=True, check=True).stdout
    ours = print_module(parse_module(PROGRAM), generic="--mlir-print-op-generic" in flags, local_scope=True)
    assert ours == theirs
