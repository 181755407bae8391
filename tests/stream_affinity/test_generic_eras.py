"""Generic form of either release: where an op's operands or attributes
differ between IREE 3.2.0 and 3.13, both generic forms are read, and each
op is printed in the form of the release whose text it came from (docs/
custom-syntax-api.md, "Two eras"; dfx/syntax/forms.py).

The differences, from the generated bindings of both releases:
* IREE 3.2.0's `hal` ops have no properties: their inherent attributes are
  in the attribute dictionary of the generic form (`{...}`), 3.13's in
  `<{...}>`;
* `hal.tensor.import` has a fourth operand group in 3.13 (the byte offset,
  `offset(%o)` in custom form) and the `consume` unit attribute;
* 3.13's `stream.async.constant` / `stream.async.splat` may await a
  timepoint, listed first in the generic form;
* 3.13's `hal.executable.export` has a second region (the condition).

Data (tests/stream_affinity/data/eras/v3_2, v3_13): programs as each
binary prints them (`*.mlir`, local scope) and their generic form as the
same binary prints it (`*.generic`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, iree_opt_current, run_iree_opt, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "eras"
CASES = [(era, p) for era in ("v3_2", "v3_13") for p in sorted((DATA / era).glob("*.mlir"))]


def test_data_present():
    assert {era for era, _ in CASES} == {"v3_2", "v3_13"}


@pytest.mark.parametrize("era, path", CASES, ids=[f"{e}/{p.stem}" for e, p in CASES])
def test_both_forms_of_each_release(era, path):
    text = path.read_text()
    generic = path.with_suffix(".generic").read_text()
    # Custom form: printed back, and in the release's generic form.
    module = parse_module(text, str(path))
    assert print_module(module) == text
    assert print_module(module, generic=True) == generic
    # Generic form: read and printed back in both forms.
    module = parse_module(generic, str(path))
    assert print_module(module, generic=True) == generic
    assert print_module(module) == text
    run = {"v3_2": run_iree_opt if iree_opt() else None,
           "v3_13": run_iree_opt_current if iree_opt_current() else None}[era]
    if run is not None:
        for args, expected in ((["--mlir-print-local-scope"], text),
                               (["--mlir-print-local-scope", "--mlir-print-op-generic"], generic)):
            proc = run(args, text)
            assert proc.returncode == 0, proc.stderr
            assert proc.stdout.rstrip("\n") == expected.rstrip("\n")


def _import(text: str):
    module = parse_module(text)
    return next(op for op in module.walk() if op.name == "hal.tensor.import")


_PLAIN = ('util.func public @f(%arg0: !hal.buffer_view) -> tensor<4xf32> {\n'
          '  %0 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32>\n'
          '  util.return %0 : tensor<4xf32>\n}\n')


def test_import_without_release_evidence_prints_3_2_generic_form():
    # Text both releases print the same: the seed release's generic form
    # (which 3.13 also reads, but for the segment count, as 3.2.0 does not
    # read 3.13's).
    op = _import(_PLAIN)
    assert op.form is None and op.properties == {}
    assert op.get_attr("operandSegmentSizes").values == (1, 0, 0)
    generic = print_module(parse_module(_PLAIN), generic=True)
    assert '{operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<4xf32>}' in generic
    if iree_opt() is not None:
        assert run_iree_opt([], generic).returncode == 0


def test_one_current_spelling_settles_the_module():
    text = _PLAIN.replace("-> tensor<4xf32> {", "-> tensor<4xf32> {\n"
                          "  %1 = hal.tensor.import consume %arg0 : !hal.buffer_view -> tensor<4xf32>")
    module = parse_module(text)
    ops = [op for op in module.walk() if op.name == "hal.tensor.import"]
    assert [op.form for op in ops] == ["current", "current"]
    assert [op.get_attr("operandSegmentSizes").values for op in ops] == [(1, 0, 0, 0), (1, 0, 0, 0)]
    generic = print_module(module, generic=True)
    assert generic.count("<{operandSegmentSizes = array<i32: 1, 0, 0, 0>") == 1
    if iree_opt_current() is not None:
        proc = run_iree_opt_current(["--mlir-print-op-generic"], text)
        assert proc.stdout.rstrip("\n") == generic.rstrip("\n")


def test_import_segment_layouts_verified_per_release():
    from dfx.ir.diagnostics import DiagnosticError
    bad_32 = _PLAIN.replace("%0 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32>",
                            '%0 = "hal.tensor.import"(%arg0) {operandSegmentSizes = array<i32: 1, 0>, '
                            'target_encoding = tensor<4xf32>} : (!hal.buffer_view) -> tensor<4xf32>')
    with pytest.raises(DiagnosticError) as info:
        parse_module(bad_32)
    assert info.value.diagnostic.message == ("'hal.tensor.import' op 'operandSegmentSizes' attribute for "
                                             "specifying operand segments must have 3 elements, but got 2")
    bad_313 = bad_32.replace("{operandSegmentSizes", "<{operandSegmentSizes").replace(
        "tensor<4xf32>} :", "tensor<4xf32>}> :")
    with pytest.raises(DiagnosticError) as info:
        parse_module(bad_313)
    assert "size mismatch in attribute conversion: 2 vs 4" in info.value.diagnostic.message


def test_generic_3_13_module_prints_3_13_custom_spellings():
    # A 3.13 generic dump shows its release through its hal ops'
    # properties; the util.global read from it then prints 3.13's
    # `<inlining_policy = ...>` (3.2.0: in the attribute dictionary).
    text = ('"builtin.module"() ({\n'
            '  "util.global"() <{inlining_policy = #util.inline.never, sym_name = "g", sym_visibility = "private", '
            'type = i32}> : () -> ()\n'
            '  "util.func"() <{function_type = (!hal.buffer_view) -> (), sym_name = "f", '
            'sym_visibility = "public"}> ({\n'
            '  ^bb0(%arg0: !hal.buffer_view):\n'
            '    %0 = "hal.tensor.import"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, '
            'target_encoding = tensor<4xf32>}> : (!hal.buffer_view) -> tensor<4xf32>\n'
            '    "util.return"() : () -> ()\n'
            '  }) : () -> ()\n'
            '}) : () -> ()\n')
    custom = print_module(parse_module(text))
    assert "util.global private @g <inlining_policy = #util.inline.never> : i32" in custom
    without_evidence = text.replace("<{operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4xf32>}>",
                                    "{operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<4xf32>}")
    assert "util.global private @g {inlining_policy = #util.inline.never} : i32" in \
        print_module(parse_module(without_evidence))
    if iree_opt_current() is not None:
        proc = run_iree_opt_current([], text)
        assert proc.stdout.rstrip("\n") == custom.rstrip("\n")
