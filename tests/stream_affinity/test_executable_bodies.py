"""Executable bodies kept as text (dfx/syntax/raw_regions.py) on real IREE
output.

The `real_*.mlir` files in data/ are unedited dumps of small programs
(matmul + tanh MLP, softmax, 2-D convolution, an `scf.for` loop over a
dynamic tensor), compiled for two local llvm-cpu devices:

* `real_conv_320_flow.mlir`: `iree-compile` 3.2.0 `--compile-to=flow`,
  printed again by iree-opt 3.2.0;
* `real_twodev_320_flow.mlir`: the same for a function that moves its
  input to `device_a`, then to `device_b` (`flow.tensor.transfer`), with
  an elementwise dispatch on each;
* `real_softmax_313_stream.mlir`: iree-compile 3.13.0's
  `--mlir-print-ir-before=iree-stream-schedule-execution
  --mlir-print-ir-module-scope` dump (`iree_tensor_ext` ops, `linalg.softmax`);
* `real_conv_320_stream.mlir`: the same dump from 3.2.0 for the convolution;
* `real_mlp_320_stream_trimmed.mlir`: the same dump from 3.2.0, two of its
  seven executables kept (`tensor.pack`, `linalg.generic` with a `#map`
  alias), the host function removed;
* `real_loop_{320,313}_hal_executables.mlir`: `--compile-to=executable-sources`
  (`hal.executable` with a variant and an export; 3.2.0 writes the
  workgroup count as a region with a `^bb0` label, 3.13.0 as `count(...)`),
  the host function removed (it uses `hal.buffer_view.dim`, not defined
  here), printed again by the matching iree-opt.

Every one of them is iree-opt's printing, so each body must come back
byte for byte.
"""

from __future__ import annotations

import io
import os
import re

import pytest

import stream_affinity  # noqa: F401  (registers the IREE ops)
from dfx.ir.diagnostics import ParseError, VerifyError
from dfx.ir.symbols import lookup_symbol, lookup_symbol_in
from dfx.ir.traits import ObjectLike
from dfx.syntax import materialize, materialize_region, parse_module, print_module, unparsed_regions
from dfx.syntax.raw_scan import ScanError, scan_body
from stream_affinity.cli import annotate_main
from stream_affinity.transforms.schedule_execution import schedule_execution

from ..iree import iree_opt, run_iree_opt

DATA = os.path.join(os.path.dirname(__file__), "data")
REAL = ["real_conv_320_flow.mlir", "real_twodev_320_flow.mlir", "real_softmax_313_stream.mlir", "real_conv_320_stream.mlir",
        "real_mlp_320_stream_trimmed.mlir",
        "real_loop_320_hal_executables.mlir", "real_loop_313_hal_executables.mlir"]
IREE_320 = [name for name in REAL if "_320_" in name]


def read(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return f.read()


_BODY_OPENER = re.compile(r"^( *)(func\.func @|[a-z]+\.executable\.export )")


def bodies(text):
    """The text of every function body and export region (the lines after
    the opening line, through the closing brace)."""
    lines = text.split("\n")
    out = []
    for i, line in enumerate(lines):
        m = _BODY_OPENER.match(line)
        if m and line.endswith("{"):
            j = i + 1
            while lines[j] != m.group(1) + "}":
                j += 1
            out.append("\n".join(lines[i + 1:j + 1]))
    return out


def roundtrip(text, name="in.mlir"):
    out = print_module(parse_module(text, name))
    assert print_module(parse_module(out, "out.mlir")) == out
    return out


# -- real programs ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", REAL)
def test_real_program_bodies_print_back_byte_identical(name):
    text = read(name)
    expected = bodies(text)
    assert len(expected) >= 2
    assert bodies(roundtrip(text, name)) == expected


@pytest.mark.parametrize("name", REAL)
def test_real_program_bodies_are_kept_as_text(name):
    module = parse_module(read(name), name)
    kept = unparsed_regions(module)
    functions = [op for op in module.walk() if op.name == "func.func"]
    assert functions and all(f.regions[0].raw is not None for f in functions)
    assert len(kept) == len(bodies(read(name)))
    for region in kept:
        assert region.blocks[0].first_op is None
        owner = region.parent
        while owner is not None and not owner.has_trait(ObjectLike):
            owner = owner.parent_op
        assert owner is not None  # only inside executables


@pytest.mark.skipif(iree_opt() is None, reason="iree-opt (pip install '.[test]') is not installed")
@pytest.mark.parametrize("name", IREE_320)
def test_real_program_output_matches_and_is_accepted_by_iree_opt(name):
    ours = roundtrip(read(name), name)
    ref = run_iree_opt([], read(name))
    assert ref.returncode == 0, ref.stderr
    assert bodies(ours) == bodies(ref.stdout)
    back = run_iree_opt([], ours)  # the alias definitions the bodies need are printed
    assert back.returncode == 0, back.stderr
    assert bodies(back.stdout) == bodies(ref.stdout)


def test_aliases_used_by_kept_bodies_are_defined_in_the_output():
    out = roundtrip(read("real_mlp_320_stream_trimmed.mlir"))
    assert out.startswith("#map = affine_map<(d0, d1) -> (d0, d1)>\nmodule attributes")
    assert out.count("#map = ") == 1
    assert "#device_target_local_0_ =" not in out  # used outside bodies only: printed inline there


def test_alias_definitions_follow_their_dependencies():
    text = ('#t = #hal.executable.target<"llvm-cpu", "x">\n'
            '#l = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>\n'
            '#holder = {target = #t}\n'
            "stream.executable private @ex {\n"
            "  builtin.module {\n"
            "    func.func @f() {\n"
            '      "t.op"() {a = #holder, s = "#l // not a use"} : () -> ()\n'
            "      return\n"
            "    }\n"
            "  }\n"
            "}\n")
    out = roundtrip(text)
    assert out.split("module {")[0] == ('#t = #hal.executable.target<"llvm-cpu", "x">\n'
                                        '#holder = {target = #t}\n')


@pytest.mark.parametrize("name", ["real_softmax_313_stream.mlir", "real_conv_320_flow.mlir"])
def test_annotate_affinities_reads_real_dumps(name):
    out, err = io.StringIO(), io.StringIO()
    code = annotate_main([os.path.join(DATA, name)], stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    assert "stream.affinities" in out.getvalue()
    assert bodies(out.getvalue()) == bodies(read(name))


def test_schedule_execution_on_a_real_stream_dump_matches_iree_opt():
    name = "real_conv_320_stream.mlir"
    module = parse_module(read(name), name)
    schedule_execution(module)
    out = print_module(module)
    host = out[out.index("  util.func public @conv"):]
    assert "stream.async.execute" in host
    assert bodies(out) == bodies(read(name))
    if iree_opt() is not None:
        ref = run_iree_opt(["--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution))"], read(name))
        assert ref.returncode == 0, ref.stderr
        assert ref.stdout[ref.stdout.index("  util.func public @conv"):].rstrip("\n") == host.rstrip("\n")


def test_split_input_chunks_materialize_at_their_original_lines():
    from dfx.driver.cli import split_input
    text = ("util.global private @g : tensor<4xf32>\n// -----\n"
            "stream.executable private @ex {\n  builtin.module {\n    func.func @f() {\n"
            "      %0 = t.op : () -> i32\n      return\n    }\n  }\n}\n")
    chunk, offset = split_input(text)[1]
    module = parse_module(chunk, "split.mlir", offset)
    with pytest.raises(ParseError) as e:
        materialize(module)
    assert str(e.value).startswith("split.mlir:6:12: error: custom op 't.op' is unknown")


@pytest.mark.parametrize("name", ["real_softmax_313_stream.mlir", "real_conv_320_stream.mlir",
                                  "real_conv_320_flow.mlir"])
def test_dispatch_entry_points_resolve_to_exports_and_functions(name):
    module = parse_module(read(name), name)
    dispatches = [op for op in module.walk() if op.get_attr("entry_points") is not None]
    assert dispatches
    for dispatch in dispatches:
        for ref in dispatch.get_attr("entry_points").elements:
            export = lookup_symbol(dispatch, ref)
            assert export is not None and export.name.endswith(".executable.export")
            inner = next(op for op in export.parent if op.name == "builtin.module")
            func = lookup_symbol_in(inner, export.get_attr("function_ref"))
            assert func.name == "func.func" and func.regions[0].raw is not None
            assert len(func.regions[0].blocks[0].arguments) == len(func.get_attr("function_type").type.inputs) > 0


def test_symbols_inside_executables_are_still_verified():
    text = ("stream.executable private @ex {\n  builtin.module {\n"
            "    func.func @f() {\n      t.anything\n    }\n"
            "    func.func @f() {\n      t.anything\n    }\n  }\n}\n")
    with pytest.raises(VerifyError) as e:
        parse_module(text, "dup.mlir")
    assert "redefinition of symbol named 'f'" in str(e.value)


def test_annotate_affinities_on_a_real_two_device_program_matches_iree_opt():
    name = "real_twodev_320_flow.mlir"
    out, err = io.StringIO(), io.StringIO()
    assert annotate_main([os.path.join(DATA, name)], stdout=out, stderr=err) == 0, err.getvalue()
    host = out.getvalue()[out.getvalue().index("  util.func public @twodev"):]
    dev_a, dev_b = "#hal.device.affinity<@device_a>", "#hal.device.affinity<@device_b>"
    assert f"to {dev_b} attributes {{stream.affinities = [{dev_b}], stream.affinities.operands = [[{dev_a}]]" in host
    assert bodies(out.getvalue()) == bodies(read(name))
    if iree_opt() is not None:
        ref = run_iree_opt(["--iree-stream-annotate-affinities"], read(name))
        assert ref.returncode == 0, ref.stderr
        assert ref.stdout[ref.stdout.index("  util.func public @twodev"):].rstrip("\n") == host.rstrip("\n")


# -- re-nesting -------------------------------------------------------------------------------

_TOP_LEVEL = """\
stream.executable private @ex {
  stream.executable.export public @e workgroups(%arg0: index) -> (index, index, index) {
    %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @e(%arg0: !stream.binding, %arg1: index) {
      %cst = arith.constant 0.000000e+00 : f32
      %0 = vector.broadcast %cst : f32 to vector<4xf32>
      scf.for %arg2 = %arg1 to %arg1 step %arg1 {
        vector.print %0 : vector<4xf32>
      }
      return
    }
  }
}
"""


def test_top_level_executable_is_indented_inside_the_implicit_module():
    out = roundtrip(_TOP_LEVEL)
    expected = "module {\n" + "".join("  " + line if line else line
                                      for line in _TOP_LEVEL.splitlines(True)) + "}\n"
    assert out == expected
    if iree_opt() is not None:
        ref = run_iree_opt([], _TOP_LEVEL)
        assert ref.returncode == 0, ref.stderr
        assert ref.stdout == expected + "\n"


def test_deeper_input_is_moved_out_one_level():
    nested = "module {\n  module @m {\n" + "".join("    " + line if line.strip() else line
                                                   for line in _TOP_LEVEL.splitlines(True)) + "  }\n}\n"
    out = roundtrip(nested)
    assert out == nested  # same depth: verbatim
    body = parse_module(nested).regions[0].blocks[0].first_op.regions[0].blocks[0].first_op
    only = print_module(body.detach() or body)
    assert only == _TOP_LEVEL


# -- names the printer would change --------------------------------------------------------------


def test_arguments_keep_the_names_the_text_uses():
    text = ("stream.executable private @ex {\n  builtin.module {\n"
            "    func.func @f(%binding: !stream.binding, %n: index) {\n"
            "      %0 = arith.addi %n, %n : index\n      return\n    }\n  }\n}\n")
    out = roundtrip(text)
    assert "func.func @f(%binding: !stream.binding, %n: index) {\n        %0 = arith.addi %n, %n" in out


def test_quoted_symbols_of_real_programs_print_quoted():
    text = ('stream.executable private @"ex-1" {\n'
            '  stream.executable.export public @"__iree_flow___sm_node18__model.layer-1.bias"\n'
            "  builtin.module {\n"
            '    func.func @"__iree_flow___sm_node18__model.layer-1.bias"(%arg0: !stream.binding) {\n'
            "      return\n    }\n  }\n}\n"
            "util.func private @f(%arg0: !stream.resource<*>, %arg1: index) {\n"
            '  %0 = stream.async.dispatch @"ex-1"::@"__iree_flow___sm_node18__model.layer-1.bias"'
            "(%arg0[%arg1 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}\n"
            "  util.return\n}\n")
    out = roundtrip(text)
    assert '@"ex-1"::@"__iree_flow___sm_node18__model.layer-1.bias"(' in out
    assert 'stream.executable private @"ex-1" {' in out
    assert 'func.func @"__iree_flow___sm_node18__model.layer-1.bias"(%arg0' in out
    if iree_opt() is not None:
        ref = run_iree_opt([], text)
        assert ref.returncode == 0, ref.stderr
        assert ref.stdout == out + "\n"


# -- the scanner --------------------------------------------------------------------------------

_TRICKY = """\
module {
  stream.executable private @ex {
    builtin.module {
      func.func @f(%arg0: !stream.binding) {
        %0 = "t.op"() {s = "}}} {{ \\"}\\" //", d = {inner = {x = [1, 2]}}} : () -> i32
        // a comment with } and { and "
        %1 = "t.region"() ({
        ^bb0(%a: i32):
          "t.yield"(%a) : (i32) -> ()
        }) {p = #t.attr<"{">} : () -> i32
        %2 = t.custom %0, %1 {k = dense<"0x7B7D">} : (i32, i32) -> (i32) // }
        return
      }
    }
  }
  util.global private @after : tensor<4xf32>
}
"""


def test_braces_inside_strings_comments_and_attributes_do_not_end_the_body():
    module = parse_module(_TRICKY)
    ops = list(module.regions[0].blocks[0])
    assert [op.name for op in ops] == ["stream.executable", "util.global"]
    assert print_module(module) == _TRICKY


@pytest.mark.parametrize("body,message,at", [
    ("\n  %0 = f(%a]\n}", "unbalanced ']': expected ')' to close the '(' opened before", "]"),
    ('\n  "unterminated }\n}', "expected '\"' in string literal", "\n}"),
    ("\n  { [ }\n}", "unbalanced '}': expected ']' to close the '[' opened before", "}"),
    ("\n  return\n", "unexpected end of input; expected '}'", None),
])
def test_scanner_errors(body, message, at):
    text = "{" + body
    with pytest.raises(ScanError) as e:
        scan_body(text, 1, lambda name: False)
    assert (e.value.message, e.value.offset) == (message, len(text) if at is None else text.index(at))


def test_scanner_collects_aliases_outside_strings_and_comments():
    text = '{ #a #hal.x<#b> "#c" // #d\n !e #a }'
    end, aliases = scan_body(text, 1, lambda name: name in ("#a", "#b", "#c", "#d", "!e"))
    assert end == len(text) - 1
    assert aliases == ("#a", "#b", "!e")


def test_unbalanced_body_is_a_located_error():
    text = "stream.executable private @ex {\n  builtin.module {\n    func.func @f() {\n      %0 = f(%a]\n"
    with pytest.raises(ParseError) as e:
        parse_module(text, "bad.mlir")
    assert str(e.value).startswith("bad.mlir:4:16: error: unbalanced ']'")


# -- unknown ops outside executables -------------------------------------------------------------


def test_unknown_custom_op_outside_executables_is_a_located_error_with_the_way_out():
    text = ("util.func private @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
            "  %cst = arith.constant 0.0 : f32\n"
            "  %0 = tosa.exp %arg0 : (tensor<4xf32>) -> tensor<4xf32>\n"
            "  util.return %0 : tensor<4xf32>\n}\n")
    with pytest.raises(ParseError) as e:
        parse_module(text, "host.mlir")
    message = str(e.value).splitlines()[0]
    assert message.startswith("host.mlir:3:8: error: custom op 'tosa.exp' is unknown")
    assert "iree-opt --mlir-print-op-generic" in message
    # The generic form of the same op is read.
    generic = text.replace("tosa.exp %arg0 : (tensor<4xf32>) -> tensor<4xf32>",
                           '"tosa.exp"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>')
    assert '"tosa.exp"(%arg0)' in roundtrip(generic)


def test_generic_form_output_reads_back():
    # Generic output prints kept bodies as they are (custom syntax inside
    # generic ops) with the entry block label the generic form needs; the
    # label's arguments are read, the rest is kept again.
    name = "real_mlp_320_stream_trimmed.mlir"
    generic = print_module(parse_module(read(name), name), generic=True)
    assert '"func.func"() <{function_type = (!stream.binding, !stream.binding) -> ()' in generic
    assert "}> ({\n      ^bb0(%arg0: !stream.binding, %arg1: !stream.binding):\n        %c0 = arith.constant" in generic
    module = parse_module(generic, "generic.mlir")
    assert print_module(module, generic=True) == generic
    assert bodies(print_module(module)) == bodies(read(name))
    # (iree-opt does not read this text: in a generic `"func.func"` it
    # gives the body no default dialect, so the kept `return` is unknown
    # there; see docs/divergences.md R3.)


# -- the lazy parse --------------------------------------------------------------------------------


_KNOWN_OPS = (_TOP_LEVEL.replace("vector.broadcast %cst : f32 to vector<4xf32>", "arith.addf %cst, %cst : f32")
              .replace("vector.print %0 : vector<4xf32>", '"t.use"(%0) : (f32) -> ()'))


def test_materialize_parses_known_ops_and_prints_like_iree_opt():
    module = parse_module(_KNOWN_OPS)
    before = print_module(module)
    func = next(op for op in module.walk() if op.name == "func.func")
    arg = func.regions[0].blocks[0].arguments[1]
    regions = materialize(module)
    assert len(regions) == 2 and unparsed_regions(module) == []
    assert func.regions[0].blocks[0].arguments[1] is arg  # the same argument values
    names = [op.name for op in func.regions[0].blocks[0]]
    assert names == ["arith.constant", "arith.addf", "scf.for", "func.return"]
    loop = func.regions[0].blocks[0].first_op.next_op.next_op
    assert loop.operand(0) is arg
    assert print_module(module) == before


def test_materialize_a_body_read_from_generic_form():
    generic = print_module(parse_module(_KNOWN_OPS), generic=True)
    module = parse_module(generic, "generic.mlir")
    func = next(op for op in module.walk() if op.name == "func.func")
    arguments = list(func.regions[0].blocks[0].arguments)
    assert func.regions[0].raw.header is not None and len(arguments) == 2
    materialize(module)
    entry = func.regions[0].blocks[0]
    assert list(entry.arguments) == arguments
    assert [op.name for op in entry] == ["arith.constant", "arith.addf", "scf.for", "func.return"]
    assert print_module(module) == print_module(parse_module(_KNOWN_OPS))


def test_materialize_reports_unknown_custom_ops_at_their_place_in_the_file():
    name = "real_mlp_320_stream_trimmed.mlir"
    # `math.tanh` (defined) respelled as an op we do not define.
    text = read(name).replace("math.tanh", "tosa.tanh")
    module = parse_module(text, name)
    funcs = [op for op in module.walk() if op.name == "func.func"]
    # The first body (tensor.pack, linalg.mmt4d...) reads; the second holds
    # `tosa.tanh`, which we do not define.
    materialize_region(funcs[0].regions[0])
    assert funcs[0].regions[0].raw is None
    func = funcs[1]
    with pytest.raises(ParseError) as e:
        materialize_region(func.regions[0])
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if "tosa.tanh" in ln)
    assert str(e.value).splitlines()[0].startswith(f"{name}:{line}:16: error: custom op 'tosa.tanh' is unknown")
    assert func.regions[0].raw is not None  # left as it was
    assert bodies(print_module(module))[1:] == bodies(text)[1:]


def test_materialize_label_form_region_replaces_its_placeholder_block():
    name = "real_loop_320_hal_executables.mlir"
    module = parse_module(read(name), name)
    export = next(op for op in module.walk() if op.name == "hal.executable.export")
    region = export.regions[0]
    assert region.raw is not None and region.raw.header is not None
    entry = region.blocks[0]
    arguments = list(entry.arguments)
    assert [str(a.type) for a in arguments] == ["!hal.device", "index"]  # read from the label
    materialize_region(region)
    assert list(entry.arguments) == arguments and region.blocks[0] is entry
    assert [str(a.type) for a in entry.arguments] == ["!hal.device", "index"]
    assert [op.name for op in entry] == ["flow.dispatch.workgroup_count_from_slice", "hal.return"]
    assert entry.first_op.operand(0) is entry.arguments[1]


def test_cloned_region_shares_the_kept_text():
    module = parse_module(_TOP_LEVEL)
    executable = module.regions[0].blocks[0].first_op
    copy = executable.clone({}, {})
    assert [r.raw for r in unparsed_regions(copy)] == [r.raw for r in unparsed_regions(executable)]


def test_iterator_types_stay_as_the_input_spells_them():
    # iree-opt 3.2.0 cannot read `[#linalg.iterator_type<parallel>]`: a
    # kept body never respells attributes.
    out = roundtrip(read("real_mlp_320_stream_trimmed.mlir"))
    assert 'iterator_types = ["parallel", "parallel"]' in out
    assert "#linalg.iterator_type" not in out
