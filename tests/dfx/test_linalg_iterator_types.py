"""`linalg.generic` iterator types: strings in the custom form
(`iterator_types = ["parallel"]`), enum attributes in the generic form
(`[#linalg.iterator_type<parallel>]`), whichever form the input used.
iree-opt 3.2.0 rejects strings in the generic form and crashes on enum
attributes in the custom form."""

from __future__ import annotations

import re

import pytest

import dfx.dialects  # noqa: F401
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, run_iree_opt

CUSTOM = """\
func.func @f(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
"""

_ITERATORS = re.compile(r"iterator_types = (\[[^\]]*\])")


def iterators(text):
    return _ITERATORS.findall(text)


def test_custom_form_prints_strings_and_generic_form_prints_enums():
    custom = print_module(parse_module(CUSTOM))
    generic = print_module(parse_module(CUSTOM), generic=True)
    assert iterators(custom) == ['["parallel", "reduction"]']
    assert iterators(generic) == ["[#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]"]
    # And back: the generic text read again prints strings in custom form.
    assert print_module(parse_module(generic)) == custom


@pytest.mark.skipif(iree_opt() is None, reason="iree-opt (pip install '.[test]') is not installed")
def test_both_forms_are_what_iree_opt_prints_and_reads():
    custom = print_module(parse_module(CUSTOM))
    generic = print_module(parse_module(CUSTOM), generic=True)
    for text, args in ((custom, []), (generic, ["--mlir-print-op-generic"])):
        ref = run_iree_opt(args, text)
        assert ref.returncode == 0, ref.stderr
        assert iterators(ref.stdout) == iterators(text)


MULTI_RESULT = """\
func.func @argmax(%a: tensor<4xf32>, %m: tensor<f32>, %i: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>],
                         iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%m, %i : tensor<f32>, tensor<i32>) {
  ^bb0(%x: f32, %y: f32, %z: i32):
    linalg.yield %x, %z : f32, i32
  } -> (tensor<f32>, tensor<i32>)
  return %r#0, %r#1 : tensor<f32>, tensor<i32>
}
"""


def test_several_results_are_parenthesized():
    # Found on IREE's argmax e2e program: without the parentheses iree-opt
    # binds the second type to the next line and rejects `%r:2`.
    text = print_module(parse_module(MULTI_RESULT))
    assert "} -> (tensor<f32>, tensor<i32>)" in text
    assert print_module(parse_module(text)) == text
    single = print_module(parse_module(CUSTOM))
    assert "} -> tensor<4x4xf32>" in single
    if iree_opt() is not None:
        result = run_iree_opt([], text)
        assert result.returncode == 0, result.stderr
