"""The `dfx-opt` driver and the reusable `run_tool`: I/O, exit codes,
diagnostics on stderr, --split-input-file, -o (atomic for files; links,
devices and FIFOs are written through), passes and options."""

from __future__ import annotations

import io
import os
import stat
import subprocess
import sys
import threading

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


def test_pass_pipeline_runs_passes_in_order_with_their_anchors():
    """`--pass-pipeline` (upstream RUN lines): leaf passes by name or flag,
    in order with the other pass flags; a pass nested under op names gets
    them as its `anchors` option, consecutive runs of one pass on several
    anchors are one run."""
    seen = []
    register_pass("test-a", lambda m, o: seen.append(("a", o.get("anchors"))), flag="test-flag-a")
    register_pass("test-b", lambda m, o: seen.append(("b", o.get("anchors"))))
    try:
        code, _, err = run(["--pass-pipeline=builtin.module(func.func(test-flag-a), util.func(test-flag-a), test-b)",
                            "-p", "test-b"], GOOD)
        assert code == 0, err
        assert seen == [("a", frozenset({"func.func", "util.func"})), ("b", None), ("b", None)]
        seen.clear()
        code, _, err = run(["--pass-pipeline", "builtin.module(test-b,func.func(test-a))"], GOOD)
        assert code == 0, err
        assert seen == [("b", None), ("a", frozenset({"func.func"}))]
        code, _, err = run(["--pass-pipeline=builtin.module(func.func(test-a)"], GOOD)
        assert code == 2 and "unbalanced parentheses" in err
        code, _, err = run(["--pass-pipeline=builtin.module(no-such-pass)"], GOOD)
        assert code == 2 and "unknown pass 'no-such-pass'" in err
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


#===----------------------------------------------------------------------===#
# -o never replaces what is not a regular file (issue 14, task 1)
#===----------------------------------------------------------------------===#


def _char_device(tmp_path, name="null-device", minor=3):
    """A private character device node: (1, 3) is /dev/null, (1, 7) is
    /dev/full. Tests write to these rather than to the machine's devices, so
    that a regression cannot replace a system device."""
    node = tmp_path / name
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, minor))
    except (PermissionError, AttributeError, OSError) as e:
        pytest.skip(f"cannot create a character device node here ({e})")
    return node


def test_output_to_dev_null_keeps_it_a_character_device(tmp_input):
    if not stat.S_ISCHR(os.stat("/dev/null").st_mode):
        pytest.skip("/dev/null on this machine is not a character device (something replaced it before this "
                    "test ran); test_output_to_a_character_device_writes_through covers the same code")
    code, out, err = run([tmp_input(GOOD), "-o", "/dev/null"])
    assert (code, out, err) == (0, "", "")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_output_to_a_character_device_writes_through(tmp_path, tmp_input):
    node = _char_device(tmp_path)
    before = os.stat(node)
    code, out, err = run([tmp_input(GOOD), "-o", str(node)])
    assert (code, out, err) == (0, "", "")
    after = os.lstat(node)
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino and after.st_rdev == before.st_rdev
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "null-device"]  # no temp file left


def test_write_error_on_a_device_is_reported(tmp_path, tmp_input):
    full = _char_device(tmp_path, "full-device", 7)  # every write fails with ENOSPC
    code, out, err = run([tmp_input(GOOD), "-o", str(full)])
    assert code == 1 and out == ""
    assert err.startswith(f"dfx-opt: error: could not write output file '{full}': ")
    assert "Traceback" not in err
    assert stat.S_ISCHR(os.lstat(full).st_mode)


def test_output_through_a_symlink_writes_its_target(tmp_path, tmp_input):
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "target.mlir"
    target.write_text("old\n")
    os.chmod(target, 0o640)
    link = tmp_path / "link.mlir"
    link.symlink_to(os.path.join("real", "target.mlir"))  # relative, as `ln -s` makes them
    code, out, err = run([tmp_input(GOOD), "-o", str(link)])
    assert (code, out, err) == (0, "", "")
    assert link.is_symlink() and os.readlink(link) == os.path.join("real", "target.mlir")
    assert target.read_text() == GOOD_OUT and not target.is_symlink()
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640
    assert sorted(p.name for p in (tmp_path / "real").iterdir()) == ["target.mlir"]


def test_output_through_a_dangling_symlink_creates_its_target(tmp_path, tmp_input):
    link = tmp_path / "link.mlir"
    link.symlink_to(tmp_path / "new.mlir")
    code, out, err = run([tmp_input(GOOD), "-o", str(link)])
    assert (code, out, err) == (0, "", "")
    assert link.is_symlink() and (tmp_path / "new.mlir").read_text() == GOOD_OUT


def test_output_to_a_fifo_is_written_through(tmp_path, tmp_input):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received = []

    def reader():
        with open(fifo, encoding="utf-8") as f:
            received.append(f.read())

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    try:
        code, out, err = run([tmp_input(GOOD), "-o", str(fifo)])
    finally:
        thread.join(timeout=30)
    assert (code, out, err) == (0, "", "")
    assert received == [GOOD_OUT]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_output_through_a_proc_fd_link_reaches_the_pipe(tmp_input):
    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("no /proc/self/fd on this system")
    r, w = os.pipe()
    try:
        code, out, err = run([tmp_input(GOOD), "-o", f"/proc/self/fd/{w}"])
        os.close(w)
        w = -1
        with os.fdopen(r, encoding="utf-8") as f:
            r = -1
            data = f.read()
    finally:
        for fd in (r, w):
            if fd >= 0:
                os.close(fd)
    assert (code, out, err) == (0, "", "")
    assert data == GOOD_OUT


def test_output_file_keeps_its_mode(tmp_path, tmp_input):
    out_file = tmp_path / "out.mlir"
    out_file.write_text("old\n")
    os.chmod(out_file, 0o640)
    code, out, err = run([tmp_input(GOOD), "-o", str(out_file)])
    assert (code, out, err) == (0, "", "")
    assert out_file.read_text() == GOOD_OUT
    assert stat.S_IMODE(os.stat(out_file).st_mode) == 0o640


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="only root can give a file another owner to check that it is kept")
def test_output_file_keeps_its_owner(tmp_path, tmp_input):
    out_file = tmp_path / "out.mlir"
    out_file.write_text("old\n")
    os.chown(out_file, 12345, 23456)
    code, out, err = run([tmp_input(GOOD), "-o", str(out_file)])
    assert (code, out, err) == (0, "", "")
    st = os.stat(out_file)
    assert (st.st_uid, st.st_gid) == (12345, 23456) and out_file.read_text() == GOOD_OUT


@pytest.mark.parametrize("umask,mode", [(0o022, 0o644), (0o027, 0o640)])
def test_new_output_file_gets_the_umask_mode(tmp_path, tmp_input, umask, mode):
    out_file = tmp_path / "new.mlir"
    old = os.umask(umask)
    try:
        code, out, err = run([tmp_input(GOOD), "-o", str(out_file)])
    finally:
        os.umask(old)
    assert (code, out, err) == (0, "", "")
    assert stat.S_IMODE(os.stat(out_file).st_mode) == mode


def test_failing_run_leaves_existing_output_and_its_link_untouched(tmp_path, tmp_input):
    path = tmp_input(SPLIT)
    target = tmp_path / "target.mlir"
    target.write_text("previous contents")
    os.chmod(target, 0o640)
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    for out_path in (target, link):
        code, out, err = run(["--split-input-file", path, "-o", str(out_path)])
        assert code == 1 and out == ""
        assert target.read_text() == "previous contents"
        assert stat.S_IMODE(os.stat(target).st_mode) == 0o640 and link.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "link.mlir", "target.mlir"]


def test_output_to_a_directory_is_an_error(tmp_path, tmp_input):
    code, out, err = run([tmp_input(GOOD), "-o", str(tmp_path)])
    assert code == 1 and out == ""
    assert err.startswith(f"dfx-opt: error: could not write output file '{tmp_path}': ")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir"]


#===----------------------------------------------------------------------===#
# Verification after parsing and after each pass (issue 14, task 5)
#===----------------------------------------------------------------------===#


@pytest.fixture
def breaking_pass():
    """Registers `test-break-ir`: moves each `func.return` before the op
    preceding it, so the block no longer ends with its terminator.
    Unregistered afterwards."""
    def break_ir(module, options):
        for op in list(module.walk()):
            if op.name == "func.return" and op.prev_op is not None:
                op.move_before(op.prev_op)

    register_pass("test-break-ir", break_ir, "Breaks the IR (test only).")
    try:
        yield "test-break-ir"
    finally:
        PASSES.pop("test-break-ir", None)


def test_verifier_runs_after_each_pass(tmp_path, tmp_input, breaking_pass):
    path = tmp_input(GOOD)
    out_file = tmp_path / "out.mlir"
    code, out, err = run(["-p", breaking_pass, path, "-o", str(out_file)])
    assert code == 1 and out == ""
    assert err == (f"{path}:2:8: error: block with no terminator, has 'arith.constant'\n"
                   "  %0 = arith.constant 0 : index\n"
                   "       ^\n"
                   f"note: the IR is not valid after pass '{breaking_pass}' (--verify-each=false skips this check)\n")
    assert not out_file.exists()


def test_verifier_stops_the_pipeline_at_the_breaking_pass(tmp_input, breaking_pass):
    seen = []
    register_pass("test-record", lambda m, o: seen.append("ran"))
    try:
        code, _, err = run(["-p", f"{breaking_pass},test-record", tmp_input(GOOD)])
    finally:
        PASSES.pop("test-record")
    assert code == 1 and f"after pass '{breaking_pass}'" in err
    assert seen == []  # the next pass never sees invalid IR


@pytest.mark.parametrize("flag", ["--verify-each=false", "--verify-each=0", "--verify-each=FALSE"])
def test_verify_each_false_turns_the_check_off(tmp_input, breaking_pass, flag):
    code, out, err = run([flag, "-p", breaking_pass, tmp_input(GOOD)])
    assert (code, err) == (0, "")
    assert out == 'module {\n  func.func @f() {\n    return\n    %c0 = arith.constant 0 : index\n  }\n}\n\n'


@pytest.mark.parametrize("flag", ["--verify-each", "--verify-each=true", "--verify-each=1"])
def test_verify_each_true_spellings(tmp_input, breaking_pass, flag):
    # A bare flag means true and does not take the input file as its value.
    path = tmp_input(GOOD)
    code, out, err = run([flag, "-p", breaking_pass, path])
    assert code == 1 and "block with no terminator" in err


def test_verify_each_rejects_other_values(tmp_input, capsys):
    code, out, err = run(["--verify-each=maybe", tmp_input(GOOD)])
    assert code == 2 and out == ""
    assert "argument --verify-each: expected true, false, 1 or 0, got 'maybe'" in capsys.readouterr().err


def test_op_created_without_location_is_reported_at_the_chunk(tmp_input):
    from dfx.ir import Operation

    def add_early_return(module, options):
        for op in list(module.walk()):
            if op.name == "func.return":
                block = op.parent
                block.insert_before(Operation("func.return"), block.first_op)

    register_pass("test-early-return", add_early_return)
    try:
        path = tmp_input("// -----\n" + GOOD)
        code, out, err = run(["--split-input-file", "-p", "test-early-return", path])
    finally:
        PASSES.pop("test-early-return")
    assert code == 1
    assert err.splitlines()[0] == f"{path}:2:1: error: 'func.return' op must be the last operation in the parent block"


NO_TERMINATOR = 'func.func @f() {\n  %0 = arith.constant 0 : index\n}\n'


def test_verifier_after_parsing_can_be_disabled(tmp_input, breaking_pass):
    path = tmp_input(NO_TERMINATOR)
    code, out, err = run([path])
    assert code == 1 and err.startswith(f"{path}:2:8: error: block with no terminator, has 'arith.constant'")
    for flag in ("--mlir-very-unsafe-disable-verifier-on-parsing",
                 "--mlir-very-unsafe-disable-verifier-on-parsing=true"):
        code, out, err = run([flag, path])
        assert (code, err) == (0, "")
        assert out == 'module {\n  func.func @f() {\n    %c0 = arith.constant 0 : index\n  }\n}\n\n'
    # Still caught after a pass, unless that check is off too.
    code, out, err = run(["--mlir-very-unsafe-disable-verifier-on-parsing", "-p", "verify", path])
    assert code == 1 and "after pass 'verify'" not in err and "block with no terminator" in err
    code, out, err = run(["--mlir-very-unsafe-disable-verifier-on-parsing", "-p", breaking_pass,
                          "--verify-each=false", path])
    assert code == 0


def test_output_to_a_socket_is_never_replaced(tmp_path, tmp_input):
    import socket
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX)
    try:
        try:
            server.bind(str(path))
        except OSError as e:  # e.g. a temporary directory path too long for AF_UNIX
            pytest.skip(f"cannot create a Unix socket at {path}: {e}")
        code, out, err = run([tmp_input(GOOD), "-o", str(path)])
    finally:
        server.close()
    # A socket cannot be opened as a file: a clean error, and it stays a socket.
    assert code == 1 and err.startswith(f"dfx-opt: error: could not write output file '{path}': ")
    assert stat.S_ISSOCK(os.lstat(path).st_mode)


def test_local_scope_inlines_the_aliases_of_kept_bodies_and_drops_the_blank_line(tmp_path):
    # A kept executable body refers to `#map`; in local scope its definition
    # is not printed and the body gets the map itself (as iree-opt prints).
    import stream_affinity  # noqa: F401  (registers stream.executable)
    from dfx.driver.cli import run_tool
    import io
    src = tmp_path / "in.mlir"
    src.write_text(
        "#map = affine_map<(d0) -> (d0)>\n"
        "stream.executable private @ex {\n"
        "  stream.executable.export public @f workgroups() -> (index, index, index) {\n"
        "    %c1 = arith.constant 1 : index\n"
        "    stream.return %c1, %c1, %c1 : index, index, index\n"
        "  }\n"
        "  builtin.module {\n"
        "    func.func @f() {\n"
        "      \"x.op\"() {m = #map, s = \"#map\"} : () -> ()\n"
        "      return\n"
        "    }\n"
        "  }\n"
        "}\n")
    outs = {}
    for flags in ([], ["--mlir-print-local-scope"]):
        out, err = io.StringIO(), io.StringIO()
        assert run_tool([str(src), *flags], stdout=out, stderr=err) == 0, err.getvalue()
        outs[bool(flags)] = out.getvalue()
    assert outs[False].startswith("#map = affine_map<(d0) -> (d0)>\n") and outs[False].endswith("}\n\n")
    local = outs[True]
    assert "#map =" not in local and local.endswith("}\n") and not local.endswith("}\n\n")
    # The reference is replaced, the string that only looks like one is not.
    assert '"x.op"() {m = affine_map<(d0) -> (d0)>, s = "#map"} : () -> ()' in local
