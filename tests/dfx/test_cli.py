"""The `dfx-opt` driver and the reusable `run_tool`: I/O, exit codes,
diagnostics on stderr, --split-input-file, atomic -o, passes and options."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from dfx.driver.cli import dfx_opt_main, run_tool, split_input
from dfx.ir.diagnostics import op_error
from dfx.driver.passes import PASSES, PassOptions, register_pass, run_passes

GOOD = 'func.func @f() {\n  %0 = arith.constant 0 : index\n  return\n}\n'
GOOD_OUT = 'module {\n  func.func @f() {\n    %c0 = arith.constant 0 : index\n    return\n  }\n}\n\n'
SPLIT = ('func.func @f() {\n  return\n}\n'
         '// -----\n'
         'func.func @g() {\n  retur\n}\n'
         '// -----\n'
         '"a.b"() : () -> ()')


def run(argv, stdin_text=""):
    """Runs dfx-opt's driver in-process → (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(argv, prog="dfx-opt", stdin=io.StringIO(stdin_text), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def tmp_input(tmp_path):
    def make(text, name="in.mlir"):
        p = tmp_path / name
        p.write_text(text)
        return str(p)
    return make


def test_round_trip_stdin_to_stdout():
    code, out, err = run([], GOOD)
    assert (code, out, err) == (0, GOOD_OUT, "")


def test_round_trip_file_argument(tmp_input):
    code, out, err = run([tmp_input(GOOD)])
    assert (code, out, err) == (0, GOOD_OUT, "")


def test_split_input_file_joins_like_mlir_opt_and_reports_original_lines(tmp_input):
    path = tmp_input(SPLIT)
    code, out, err = run(["--split-input-file", path])
    assert code == 1
    # Same bytes as `iree-opt --split-input-file` (a failed chunk prints nothing).
    assert out == ('module {\n  func.func @f() {\n    return\n  }\n}\n\n'
                   '// -----\n'
                   '// -----\n'
                   'module {\n  "a.b"() : () -> ()\n}\n\n')
    assert err == (f"{path}:6:3: error: custom op 'retur' is unknown (tried 'func.retur' as well)\n"
                   "  retur\n"
                   "  ^\n")


def test_split_input_every_chunk_reports_its_error(tmp_input):
    path = tmp_input('"t.x"() {a = } : () -> ()\n// -----\n\n\n%x = "t.y"(%u) : (i32) -> i32\n')
    code, out, err = run(["--split-input-file", path])
    assert code == 1
    assert err.splitlines()[0] == f"{path}:1:13: error: expected attribute value"
    assert err.splitlines()[3] == f"{path}:5:12: error: use of undeclared SSA value name"
    assert out == "// -----\n"


def test_split_input_helper():
    chunks = split_input("a\n// -----\nb\nc\n// ----- trailing text\nd")
    assert chunks == [("a\n", 0), ("b\nc\n", 2), ("d", 5)]
    assert split_input("x") == [("x", 0)]


def test_error_exit_code_and_caret_on_stderr(tmp_input):
    path = tmp_input("func.func @f() {\n  %y = arith.addi %x, %x : i64\n  return\n}\n")
    code, out, err = run([path])
    assert code == 1 and out == ""
    assert err == (f"{path}:2:19: error: use of undeclared SSA value name\n"
                   "  %y = arith.addi %x, %x : i64\n"
                   "                  ^\n")


def test_no_partial_output_file_on_failure(tmp_path, tmp_input):
    path = tmp_input(SPLIT)
    out_file = tmp_path / "out.mlir"
    code, out, err = run(["--split-input-file", path, "-o", str(out_file)])
    assert code == 1 and out == ""
    assert not out_file.exists()
    out_file.write_text("previous contents")
    run(["--split-input-file", path, "-o", str(out_file)])
    assert out_file.read_text() == "previous contents"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "out.mlir"]  # no temp files left


def test_output_file_written_on_success(tmp_path, tmp_input):
    out_file = tmp_path / "out.mlir"
    code, out, err = run([tmp_input(GOOD), "-o", str(out_file)])
    assert (code, out, err) == (0, "", "")
    assert out_file.read_text() == GOOD_OUT


def test_print_op_generic_reparses(tmp_input):
    code, out, err = run(["--print-op-generic", tmp_input(GOOD)])
    assert code == 0 and out.startswith('"builtin.module"() ({\n')
    code2, out2, _ = run(["--print-op-generic"], out)
    assert code2 == 0 and out2 == out
    code3, out3, _ = run([], out)
    assert out3 == GOOD_OUT


def test_print_debuginfo(tmp_input):
    path = tmp_input(GOOD)
    code, out, _ = run(["--mlir-print-debuginfo", path])
    assert f'return loc("{path}":3:3)' in out


def test_missing_input_file():
    code, out, err = run(["/nonexistent/x.mlir"])
    assert code == 1 and "could not open input file '/nonexistent/x.mlir'" in err


def test_unknown_pass_is_a_usage_error():
    code, out, err = run(["-p", "no-such-pass"], GOOD)
    assert code == 2 and "unknown pass 'no-such-pass'" in err


def test_pass_mutates_module_and_receives_options():
    seen = {}

    def tag(module, options):
        seen["options"] = options
        for op in module.walk():
            if op.name == "func.func":
                from dfx.ir.attributes import StringAttr
                op.attributes["tag"] = StringAttr(options.tag_value or "none")

    register_pass("test-tag", tag, "Tags functions.")
    try:
        code, out, err = run_tool_capture(["--tag-value", "hi"], GOOD, default_passes=["test-tag"],
                                          extra_options=[(("--tag-value",), {"default": None})])
        assert code == 0, err
        assert 'func.func @f() attributes {tag = "hi"} {' in out
        opts = seen["options"]
        assert isinstance(opts, PassOptions) and opts["tag_value"] == "hi" and opts.get("split_input_file") is False
        # The same pass through -p, with a callable adding the option.
        code, out, err = run_tool_capture(["-p", "test-tag"], GOOD,
                                          extra_options=lambda ap: ap.add_argument("--tag-value", default="x"))
        assert 'attributes {tag = "x"}' in out
    finally:
        PASSES.pop("test-tag")


def run_tool_capture(argv, stdin_text, **kw):
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(argv, stdin=io.StringIO(stdin_text), stdout=out, stderr=err, **kw)
    return code, out.getvalue(), err.getvalue()


def test_pass_diagnostic_is_rendered_with_source_line(tmp_input):
    def reject(module, options):
        for op in module.walk():
            if op.name == "arith.constant":
                raise op_error(op, "is not allowed here")

    register_pass("test-reject", reject)
    try:
        path = tmp_input("// -----\n" + GOOD)
        code, out, err = run(["-p", "test-reject", "--split-input-file", path])
        assert code == 1
        assert err == (f"{path}:3:8: error: 'arith.constant' op is not allowed here\n"
                       "  %0 = arith.constant 0 : index\n"
                       "       ^\n")
    finally:
        PASSES.pop("test-reject")


def test_internal_error_is_reported_without_traceback(tmp_input):
    def crash(module, options):
        raise RuntimeError("boom")

    register_pass("test-crash", crash)
    try:
        path = tmp_input(GOOD + "// -----\n" + GOOD)
        out_file = os.path.join(os.path.dirname(path), "o.mlir")
        code, out, err = run(["-p", "test-crash", "--split-input-file", path, "-o", out_file])
        assert code == 2
        assert err.splitlines() == [f"{path}:1:1: error: internal error: RuntimeError: boom",
                                    f"{path}:6:1: error: internal error: RuntimeError: boom"]
        assert "Traceback" not in err
        assert not os.path.exists(out_file)
    finally:
        PASSES.pop("test-crash")


def test_passes_run_in_order_with_comma_lists():
    order = []
    register_pass("test-a", lambda m, o: order.append("a"))
    register_pass("test-b", lambda m, o: order.append("b"))
    try:
        code, _, err = run(["-p", "test-a,test-b", "-p", "test-a"], GOOD)
        assert code == 0, err
        assert order == ["a", "b", "a"]
        from dfx.syntax.parser import parse_module
        run_passes(parse_module(GOOD), ["test-b"])
        assert order[-1] == "b"
    finally:
        PASSES.pop("test-a")
        PASSES.pop("test-b")


def test_list_passes():
    code, out, _ = run(["--list-passes"])
    assert code == 0 and "verify\t" in out


def test_load_module_option():
    code, out, err = run(["--load", "no_such_module_xyz"], GOOD)
    assert code == 2 and "could not load module 'no_such_module_xyz'" in err
    code, out, err = run(["--load", "json"], GOOD)
    assert code == 0 and out == GOOD_OUT


def test_garbage_input_never_tracebacks():
    code, out, err = run([], "\x00\x01 %% ]]] {{{")
    assert code == 1 and "Traceback" not in err and "error:" in err


def test_help_mentions_options(capsys):
    code = dfx_opt_main(["--help"])
    assert code == 0
    text = capsys.readouterr().out
    for opt in ("--split-input-file", "-o OUT", "--print-op-generic", "-p PASS"):
        assert opt in text


def test_console_script_subprocess(tmp_input):
    path = tmp_input(SPLIT)
    proc = subprocess.run([sys.executable, "-m", "dfx.driver.cli", "--split-input-file", path],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stdout.count("// -----\n") == 2
    assert f"{path}:6:3: error: custom op 'retur' is unknown" in proc.stderr
    assert "Traceback" not in proc.stderr
