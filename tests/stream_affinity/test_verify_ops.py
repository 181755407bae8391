"""Invalid flow/hal/stream programs are rejected like iree-opt 3.2.0 rejects
them (same message, same line:col), and the programs iree-opt accepts are
accepted. With iree-opt installed every case is also run through it, so a
wrong expectation (or a check stricter than upstream) fails here.

Cases marked `ours` differ from iree-opt on purpose or where iree-opt gives
no usable answer; docs/divergences.md ("Verifier") lists them.
"""

from __future__ import annotations

import pytest

import stream_affinity  # noqa: F401
from dfx.ir.diagnostics import DiagnosticError
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, run_iree_opt

SIG = ("(%a: tensor<4xf32>, %i: tensor<4xi32>, %x: index, %r: !stream.resource<*>, %s: index, %n: i32, "
       "%b: !hal.buffer_view)")


def wrap(body: str) -> str:
    """A public function whose body starts on line 2."""
    return f"util.func public @f{SIG} {{\n{body}\n  util.return\n}}\n"


_FLOW_FUNC = "flow.func private @ff(%a: tensor<4xf32>) -> tensor<4xf32>\n"
_ASYNC_FUNC = "stream.async.func private @af(%a: !stream.resource<*>, %s: index) -> !stream.resource<*>\n"

_DIMS_MESSAGE = "type set has 1 dynamic dimensions but only 0 dimension values are attached"

# (name, program, line, col, message, agreement with iree-opt: "same" or "ours")
CASES = [
    # The examples of issue 14 (both were accepted and annotated before).
    ("transfer_without_operands", wrap('  %0 = "flow.tensor.transfer"() : () -> tensor<4xf32>'),
     2, 8, "'flow.tensor.transfer' op expected 1 or more operands, but found 0", "same"),
    ("call_to_undefined_function", wrap("  %1 = util.call @nope(%i) : (tensor<4xi32>) -> tensor<4xi32>"),
     2, 8, "'util.call' op undefined/incompatible callee: nope", "same"),
    # Round-trip bugs of issue 14, now rejected at the input.
    ("constant_without_value", wrap('  %cst = "arith.constant"() : () -> tensor<4xf32>'),
     2, 10, "'arith.constant' op requires attribute 'value'", "same"),
    ("tied_result_defined_later", wrap("  %0 = flow.dispatch @ex::@d(%1) : (tensor<4xf32>) -> %1\n"
                                       "  %1 = arith.addf %a, %a : tensor<4xf32>"),
     2, 8, "operand #0 does not dominate this use", "same"),
    ("dispatch_without_entry_points",
     wrap('  %0 = "flow.dispatch"(%a) <{entry_points = [], operandSegmentSizes = array<i32: 0, 1, 0, 0>, '
          'tied_operands = [-1 : index]}> : (tensor<4xf32>) -> tensor<4xf32>'),
     2, 8, "'flow.dispatch' op at least one entry point reference is required", "same"),
    ("dispatch_missing_entry_points",
     wrap('  %0 = "flow.dispatch"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, '
          'tied_operands = [-1 : index]}> : (tensor<4xf32>) -> tensor<4xf32>'),
     2, 8, "'flow.dispatch' op requires attribute 'entry_points'", "same"),
    ("async_dispatch_more_operands_than_types",
     wrap("  %0 = stream.async.dispatch @ex::@d(%r[%s to %s for %s], %s) : (!stream.resource<*>{%s}) -> %r{%s}"),
     2, 37, "custom op 'stream.async.dispatch' number of operands and types do not match: got 2 operands and 1 types",
     "same"),
    ("async_dispatch_more_types_than_operands",
     wrap("  %0 = stream.async.dispatch @ex::@d(%r[%s to %s for %s]) : (!stream.resource<*>{%s}, index) -> %r{%s}"),
     2, 37, "custom op 'stream.async.dispatch' number of operands and types do not match: got 1 operands and 2 types",
     "same"),
    ("flow_dispatch_operand_count", wrap("  %0 = flow.dispatch @ex::@d(%a, %a) : (tensor<4xf32>) -> tensor<4xf32>"),
     2, 30, "custom op 'flow.dispatch' number of operands and types do not match: got 2 operands and 1 types",
     "same"),
    ("tensor_load_result_type",
     wrap('  %0 = "flow.tensor.load"(%a, %x) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : '
          '(tensor<4xf32>, index) -> f64'),
     2, 8, "'flow.tensor.load' op failed to verify that value type matches element type of target operand", "same"),
    ("export_operand_type", wrap("  %1 = hal.tensor.export %i : tensor<4xf32> -> !hal.buffer_view"),
     2, 26, "use of value '%i' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<4xi32>'", "same"),
    # Values used with another type than their definition's.
    ("clone_operand_type", wrap("  %0 = flow.tensor.clone %a : tensor<4xi32>"),
     2, 26, "use of value '%a' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<4xf32>'", "same"),
    ("transfer_operand_type", wrap("  %0 = flow.tensor.transfer %i : tensor<4xf32> to #hal.device.promise<@dev>"),
     2, 29, "use of value '%i' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<4xi32>'", "same"),
    ("flow_dispatch_operand_type", wrap("  %0 = flow.dispatch @ex::@d(%a) : (tensor<4xi32>) -> tensor<4xf32>"),
     2, 30, "use of value '%a' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<4xf32>'", "same"),
    ("async_clone_source_type",
     wrap("  %0 = stream.async.clone %r : !stream.resource<transient>{%s} -> !stream.resource<*>{%s}"),
     2, 27, "use of value '%r' expects different type than prior uses: '!stream.resource<transient>' vs "
            "'!stream.resource<*>'", "same"),
    ("size_is_not_index", wrap("  %0 = stream.async.clone %r : !stream.resource<*>{%n} -> !stream.resource<*>{%s}"),
     2, 52, "use of value '%n' expects different type than prior uses: 'index' vs 'i32'", "same"),
    ("splat_value_type", wrap("  %0 = flow.tensor.splat %n : tensor<4xf32>"),
     2, 26, "use of value '%n' expects different type than prior uses: 'f32' vs 'i32'", "same"),
    # Declared invariants in generic form.
    ("segments_missing", wrap('  %0 = "flow.tensor.load"(%a, %x) : (tensor<4xf32>, index) -> f32'),
     2, 8, "'flow.tensor.load' op operand count (2) does not match with the total size (0) specified in attribute "
           "'operandSegmentSizes'", "same"),
    ("segments_negative",
     wrap('  %0 = "flow.tensor.load"(%a, %x) <{operandSegmentSizes = array<i32: 1, 0, -1>}> : '
          '(tensor<4xf32>, index) -> f32'),
     2, 8, "'flow.tensor.load' op 'operandSegmentSizes' attribute cannot have negative elements", "same"),
    ("segments_wrong_length",
     wrap('  %0 = "flow.tensor.load"(%a, %x) <{operandSegmentSizes = array<i32: 1, 1>}> : '
          '(tensor<4xf32>, index) -> f32'),
     2, 8, "invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op flow.tensor.load: size mismatch in "
           "attribute conversion: 2 vs 3", "same"),
    ("segment_group_type",
     wrap('  %0 = "flow.tensor.load"(%a, %x) <{operandSegmentSizes = array<i32: 2, 0, 0>}> : '
          '(tensor<4xf32>, index) -> f32'),
     2, 8, "'flow.tensor.load' op operand #1 must be ranked tensor of any type values, but got 'index'", "same"),
    ("dims_are_index",
     wrap('  %0 = "flow.tensor.transfer"(%a, %n) <{target = #hal.device.promise<@dev>}> : '
          '(tensor<4xf32>, i32) -> tensor<4xf32>'),
     2, 8, "'flow.tensor.transfer' op operand #1 must be variadic of index, but got 'i32'", "same"),
    ("transfer_missing_target", wrap('  %0 = "flow.tensor.transfer"(%a) : (tensor<4xf32>) -> tensor<4xf32>'),
     2, 8, "'flow.tensor.transfer' op requires attribute 'target'", "same"),
    ("transfer_result_type",
     wrap('  %0 = "flow.tensor.transfer"(%a) <{target = #hal.device.promise<@dev>}> : '
          '(tensor<4xf32>) -> tensor<4xi32>'),
     2, 8, "'flow.tensor.transfer' op failed to verify that all of {operand, result} have same type", "same"),
    ("hal_segments_are_attributes",
     wrap('  %0 = "hal.tensor.import"(%b) {target_encoding = tensor<4xf32>} : (!hal.buffer_view) -> tensor<4xf32>'),
     2, 8, "'hal.tensor.import' op requires dense i32 array attribute 'operandSegmentSizes'", "same"),
    ("export_requires_source_encoding",
     wrap('  %0 = "hal.tensor.export"(%i) : (tensor<4xi32>) -> !hal.buffer_view'),
     2, 8, "'hal.tensor.export' op requires attribute 'source_encoding'", "same"),
    ("async_clone_operand_count", wrap('  %0 = "stream.async.clone"(%r, %s) : (!stream.resource<*>, index) -> '
                                       '!stream.resource<*>'),
     2, 8, "'stream.async.clone' op expected 3 operands, but found 2", "same"),
    ("timepoint_barrier_results", wrap('  %0 = "stream.timepoint.barrier"(%r, %s) : (!stream.resource<*>, index) -> '
                                       '!stream.resource<*>'),
     2, 8, "'stream.timepoint.barrier' op expected 2 results", "same"),
    ("tensor_dispatch_attrs",
     wrap('  "stream.tensor.dispatch"() <{entry_points = [@ex::@d], operandSegmentSizes = '
          'array<i32: 0, 0, 0, 0, 0, 0>}> : () -> ()'),
     2, 3, "'stream.tensor.dispatch' op requires attribute 'operand_encodings'", "same"),
    ("terminator_parent", '"flow.executable_end"() : () -> ()\n',
     1, 1, "'flow.executable_end' op expects parent op 'flow.executable'", "same"),
    ("yield_parent", '"stream.yield"() : () -> ()\n',
     1, 1, "'stream.yield' op expects parent op to be one of 'stream.async.execute, stream.async.concurrent, "
           "stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'", "same"),
    # Dynamic dimensions and sizes carried next to shaped values.
    ("dims_missing", "util.func public @f(%a: tensor<?xf32>) {\n"
     '  %0 = "flow.tensor.clone"(%a) : (tensor<?xf32>) -> tensor<?xf32>\n  util.return\n}\n',
     2, 8, "'flow.tensor.clone' op value set has 1 dynamic dimensions but only 0 dimension values are attached", "same"),
    ("dims_extra", wrap('  %0 = "flow.tensor.transfer"(%a, %x) <{target = #hal.device.promise<@dev>}> : '
                        '(tensor<4xf32>, index) -> tensor<4xf32>'),
     2, 8, "'flow.tensor.transfer' op value set has 0 dynamic dimensions but only 1 dimension values are attached",
     "same"),
    ("dispatch_result_dims", "util.func public @f(%a: tensor<?xf32>, %d: index) {\n"
     '  %0 = "flow.dispatch"(%a, %d) <{entry_points = [@ex::@d], operandSegmentSizes = array<i32: 0, 1, 1, 0>, '
     'tied_operands = [-1 : index]}> : (tensor<?xf32>, index) -> tensor<?xf32>\n  util.return\n}\n',
     2, 8, "'flow.dispatch' op value set has 1 dynamic dimensions but only 0 dimension values are attached", "same"),
    ("export_dims", "util.func public @f(%a: tensor<?xf32>) {\n"
     '  %0 = "hal.tensor.export"(%a) {source_encoding = tensor<?xf32>} : (tensor<?xf32>) -> !hal.buffer_view\n'
     "  util.return\n}\n",
     2, 8, "'hal.tensor.export' op number of source_dims must match number of dynamic dims in source type", "same"),
    ("resource_sizes", wrap('  %0 = "stream.async.dispatch"(%r, %s, %s, %s) <{entry_points = [@ex::@d], '
                            'operandSegmentSizes = array<i32: 0, 1, 0, 1, 1, 1, 0>, tied_operands = [0 : index]}> : '
                            '(!stream.resource<*>, index, index, index) -> !stream.resource<*>'),
     2, 8, "'stream.async.dispatch' op value set has 1 dynamic dimensions but only 0 dimension values are attached",
     "same"),
    ("import_source_type", wrap('  %0 = "hal.tensor.import"(%a) {operandSegmentSizes = array<i32: 1, 0, 0>, '
                                'target_encoding = tensor<4xf32>} : (tensor<4xf32>) -> tensor<4xf32>'),
     2, 8, "'hal.tensor.import' op operand #0 must be buffer or buffer_view, but got 'tensor<4xf32>'", "same"),
    # What an execution region yields.
    ("yield_count", wrap("  %0:2 = stream.async.execute with(%r as %y: !stream.resource<*>{%s}) -> "
                         "!stream.resource<*>{%s} {\n    stream.yield\n  } => !stream.timepoint"),
     3, 5, "'stream.yield' op yield result count mismatch with parent op", "same"),
    ("yield_sizes", wrap("  %0:2 = stream.async.execute with(%r as %y: !stream.resource<*>{%s}) -> "
                         "!stream.resource<*>{%s} {\n    stream.yield %y : !stream.resource<*>{%x}\n"
                         "  } => !stream.timepoint"),
     3, 5, "'stream.yield' op result size mismatch", "same"),
    ("barrier_types", wrap("  %0:2 = util.optimization_barrier %a, %n : tensor<4xf32>, i32"),
     2, 10, "'util.optimization_barrier' op requires the same type for all operands and results", "same"),
    # Symbols.
    ("flow_call_undefined", wrap("  %0 = flow.call @nope(%a) : (tensor<4xf32>) -> tensor<4xf32>"),
     2, 8, "'flow.call' op undefined external call: nope", "same"),
    ("flow_call_to_util_func", "util.func private @g(%a: tensor<4xf32>) -> tensor<4xf32>\n"
     + wrap("  %0 = flow.call @g(%a) : (tensor<4xf32>) -> tensor<4xf32>"),
     3, 8, "'flow.call' op undefined external call: g", "same"),
    ("flow_call_signature", _FLOW_FUNC + wrap("  %0 = flow.call @ff(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> "
                                              "tensor<4xf32>"),
     3, 8, "'flow.call' op function type mismatch; expected '(tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>' but "
           "callee is '(tensor<4xf32>) -> tensor<4xf32>'", "same"),
    ("async_call_signature", _ASYNC_FUNC + wrap("  %0 = stream.async.call @af(%r[%s to %s for %s]) : "
                                                "(!stream.resource<*>{%s}) -> !stream.resource<*>{%s}"),
     3, 8, "'stream.async.call' op function type mismatch; expected '(!stream.resource<*>) -> !stream.resource<*>' "
           "but callee is '(!stream.resource<*>, index) -> !stream.resource<*>'", "same"),
    ("async_call_undefined", wrap("  %0 = stream.async.call @nope(%r[%s to %s for %s]) : "
                                  "(!stream.resource<*>{%s}) -> !stream.resource<*>{%s}"),
     2, 8, "'stream.async.call' op undefined external call: nope", "same"),
    ("executable_in_a_function", wrap("  flow.executable private @ex {\n  }"),
     2, 3, "'flow.executable' op symbol's parent must have the SymbolTable trait", "same"),
    ("duplicate_executable", "flow.executable private @ex {\n}\nstream.executable private @ex {\n}\n",
     3, 1, "redefinition of symbol named 'ex'", "same"),
    # iree-opt 3.2.0 crashes on this one (tied index past the operands).
    ("tied_index_out_of_range",
     wrap('  %0 = "flow.dispatch"(%a) <{entry_points = [@ex::@d], operandSegmentSizes = array<i32: 0, 1, 0, 0>, '
          'tied_operands = [3 : index]}> : (tensor<4xf32>) -> tensor<4xf32>'),
     2, 8, "'flow.dispatch' op result #0 is tied to operand 3, out of range for its 1 'arguments' operands", "ours"),
    # Host ops of the stream tensor/resource/parameter families and check/hal (docs/ops.md).
    ("tensor_load_not_staging",
     wrap("  %0 = stream.tensor.load %r[%x] : tensor<4xf32> in !stream.resource<*>{%s} -> f32"),
     2, 8, "'stream.tensor.load' op operand #0 must be staging resource, but got '!stream.resource<*>'", "same"),
    ("resource_load_not_staging", wrap("  %0 = stream.resource.load %r[%x] : !stream.resource<*>{%s} -> i32"),
     2, 8, "'stream.resource.load' op operand #0 must be staging resource, but got '!stream.resource<*>'", "same"),
    ("parameter_load_mixed_scopes",
     wrap('  %c0_i64 = arith.constant 0 : i64\n  %0, %1 = stream.parameter.load {\n'
          '    "a"::"k"[%c0_i64] : !stream.resource<constant>{%s},\n'
          '    "b"::"k"[%c0_i64] : !stream.resource<constant>{%s}\n  } => !stream.timepoint'),
     6, 3, "custom op 'stream.parameter.load' each operation must use the same scope", "same"),
    ("concurrent_outside_execute",
     wrap("  %0 = stream.async.concurrent with(%r as %arg0: !stream.resource<*>{%s}) -> %r{%s} {\n"
          "    stream.yield %arg0 : !stream.resource<*>{%s}\n  }"),
     2, 8, "'stream.async.concurrent' op expects parent op to be one of 'stream.async.execute, "
           "stream.async.concurrent'", "same"),
    ("check_eq_operand_types_differ", wrap("  check.expect_eq(%a, %i) : tensor<4xf32>"),
     2, 23, "use of value '%i' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<4xi32>'", "same"),
    ("buffer_view_dim_on_tensor", wrap("  %0 = hal.buffer_view.dim<%a : tensor<4xf32>>[0] : index"),
     2, 8, "'hal.buffer_view.dim' op operand #0 must be buffer_view, but got 'tensor<4xf32>'", "same"),
    ("alias_storage_not_a_buffer", wrap("  %0 = hal.tensor.alias %a : tensor<4xf32> to %i : tensor<4xi32>"),
     2, 8, "'hal.tensor.alias' op operand #1 must be buffer or buffer_view, but got 'tensor<4xi32>'", "same"),
    ("buffer_view_assert_without_type",
     wrap('  hal.buffer_view.assert<%b : !hal.buffer_view> message("in") shape([%x])'),
     2, 74, "expected 'type'", "ours"),
    ("async_splat_to_staging", wrap("  %0 = stream.async.splat %n : i32 -> !stream.resource<staging>{%s}"),
     2, 8, "'stream.async.splat' op result #0 must be resource or external resource or transient resource or "
           "variable resource or constant resource, but got '!stream.resource<staging>'", "same"),
    ("tensor_empty_missing_dims",
     wrap('  %0 = "stream.tensor.empty"(%s) <{result_encoding = tensor<?xf32>}> : (index) -> !stream.resource<*>'),
     2, 8, "'stream.tensor.empty' op " + _DIMS_MESSAGE, "same"),
    ("tensor_splat_missing_dims",
     wrap('  %0 = "stream.tensor.splat"(%n, %s) <{result_encoding = tensor<?xf32>}> : '
          '(i32, index) -> !stream.resource<*>'),
     2, 8, "'stream.tensor.splat' op " + _DIMS_MESSAGE, "same"),
    ("tensor_clone_missing_result_dims",
     wrap('  %0 = "stream.tensor.clone"(%r, %s, %s) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, '
          'source_encoding = tensor<4xf32>, result_encoding = tensor<?xf32>}> : '
          '(!stream.resource<*>, index, index) -> !stream.resource<*>'),
     2, 8, "'stream.tensor.clone' op " + _DIMS_MESSAGE, "same"),
    ("tensor_update_missing_update_dims",
     wrap('  %0 = "stream.tensor.update"(%r, %s, %s, %r, %s) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 0, 1>, '
          'target_encoding = tensor<4xf32>, update_encoding = tensor<?xf32>}> : '
          '(!stream.resource<*>, index, index, !stream.resource<*>, index) -> !stream.resource<*>'),
     2, 8, "'stream.tensor.update' op " + _DIMS_MESSAGE, "same"),
]


def _first_error(text: str):
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, "v.mlir")
    d = info.value.diagnostic
    return d.location.line, d.location.col, d.message


@pytest.mark.parametrize("name,text,line,col,message,agreement", CASES, ids=[c[0] for c in CASES])
def test_rejected(name, text, line, col, message, agreement):
    assert _first_error(text) == (line, col, message)


def _iree_first_error(text: str):
    proc = run_iree_opt([], text)
    for ln in proc.stderr.splitlines():
        if ": error: " in ln:
            where, msg = ln.split(": error: ", 1)
            _file, line, col = where.rsplit(":", 2)
            return int(line), int(col), msg
    return proc.returncode


@pytest.mark.parametrize("name,text,line,col,message,agreement",
                         [c for c in CASES if c[5] == "same"], ids=[c[0] for c in CASES if c[5] == "same"])
def test_iree_opt_agrees(name, text, line, col, message, agreement):
    if iree_opt() is None:
        pytest.skip("iree-opt not installed")
    assert _iree_first_error(text) == (line, col, message)


def test_iree_opt_rejects_what_we_report_differently():
    if iree_opt() is None:
        pytest.skip("iree-opt not installed")
    for name, text, *_rest, agreement in CASES:
        if agreement == "ours":
            assert _iree_first_error(text) != 0, name


# Programs iree-opt 3.2.0 accepts (it does not resolve dispatch entry points,
# compares loaded types loosely, ...): we must accept them too.
VALID = [
    ("dispatch_to_undefined_executable", wrap("  %0 = flow.dispatch @nope::@d(%a) : (tensor<4xf32>) -> tensor<4xf32>")),
    ("dispatch_to_undefined_entry_point",
     "flow.executable private @ex {\n  flow.executable.export public @d\n  builtin.module {\n"
     "    func.func @d() {\n      return\n    }\n  }\n}\n"
     + wrap("  %0 = flow.dispatch @ex::@other(%a) : (tensor<4xf32>) -> tensor<4xf32>")),
    ("async_dispatch_to_undefined", wrap("  %0 = stream.async.dispatch @ex::@d(%r[%s to %s for %s]) : "
                                         "(!stream.resource<*>{%s}) -> %r{%s}")),
    ("tensor_dispatch_to_undefined", wrap("  %0 = stream.tensor.dispatch @ex::@d(%r) : "
                                          "(tensor<4xf32> in !stream.resource<*>{%s}) -> "
                                          "tensor<4xf32> in !stream.resource<*>{%s}")),
    ("global_load_other_type", "util.global private @g : tensor<4xf32>\n"
     + wrap("  %0 = util.global.load @g : tensor<4xi32>")),
    ("tied_result_with_other_type", wrap("  %0 = flow.dispatch @ex::@d(%a) : (tensor<4xf32>) -> %a as tensor<4xi32>")),
    ("async_call", _ASYNC_FUNC + wrap("  %0 = stream.async.call @af(%r[%s to %s for %s], %s) : "
                                      "(!stream.resource<*>{%s}, index) -> !stream.resource<*>{%s}")),
    ("flow_call", _FLOW_FUNC + wrap("  %0 = flow.call @ff(%a) : (tensor<4xf32>) -> tensor<4xf32>")),
    ("unnamed_module_in_function", wrap("  builtin.module {\n  }")),
    ("store_immutable_in_initializer", "util.global private @g : i32\nutil.initializer {\n"
     "  %c = arith.constant 1 : i32\n  util.global.store %c, @g : i32\n  util.return\n}\n"),
]


@pytest.mark.parametrize("name,text", VALID, ids=[v[0] for v in VALID])
def test_accepted(name, text):
    parse_module(text, "ok.mlir")
    if iree_opt() is not None:
        proc = run_iree_opt([], text)
        assert proc.returncode == 0, proc.stderr


#===----------------------------------------------------------------------===#
# Printing never shows what was not parsed (round trips)
#===----------------------------------------------------------------------===#


ROUND_TRIPS = [
    wrap("  %0 = flow.dispatch @ex::@d(%a) : (tensor<4xf32>) -> %a"),
    wrap("  %0 = flow.tensor.load %a[%x] : tensor<4xf32>"),
    wrap('  %0 = "hal.tensor.import"(%b) {operandSegmentSizes = array<i32: 1, 0, 0>, '
         'target_encoding = tensor<4xf32>} : (!hal.buffer_view) -> tensor<4xi32>\n'
         '  %1 = "hal.tensor.export"(%0) {source_encoding = i32} : (tensor<4xi32>) -> !hal.buffer_view'),
    wrap("  %0 = stream.async.dispatch @ex::@d(%r[%s to %s for %s], %s) : "
         "(!stream.resource<*>{%s}, index) -> %r{%s}"),
]


@pytest.mark.parametrize("i", range(len(ROUND_TRIPS)))
def test_printing_is_idempotent(i):
    first = print_module(parse_module(ROUND_TRIPS[i], "rt.mlir"))
    second = print_module(parse_module(first, "rt2.mlir"))
    assert first == second
    assert "None" not in first
