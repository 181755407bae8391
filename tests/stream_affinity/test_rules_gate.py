"""A module with what only iree-compile 3.13 has (an op 3.2.0 does not
register, or the `iree_tensor_ext` dispatch tensors of 3.13's executables)
under the seed rules: every pass that follows a rule set stops with a
located error that names the way out (`--rules current`): the file, line
and column of the op, the source line and a caret, exit code 1, nothing
written. Under `--rules current` the same module runs."""

import io

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

ENCODE = """util.func public @f(%arg0: tensor<?x4xf32>, %d: index) -> tensor<?x4xf32> {
  %0 = flow.tensor.encode %arg0 : tensor<?x4xf32>{%d} -> tensor<?x4xf32>{%d}
  util.return %0 : tensor<?x4xf32>
}
"""
DISPATCH_TENSOR = """flow.executable private @ex {
  flow.executable.export public @d
  builtin.module {
    func.func @d(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) {
      return
    }
  }
}
"""
CAST = """util.func public @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<external> {
  %0 = stream.async.cast %r : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  util.return %0 : !stream.resource<external>
}
"""

# (pass, program, the line and column of the op, what the message names)
CASES = [
    ("convert-to-stream", ENCODE, (2, 8), "op 'flow.tensor.encode'"),
    ("convert-to-stream", DISPATCH_TENSOR, (4, 5),
     "type '!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>'"),
    ("encode-host-tensors", CAST, (2, 8), "op 'stream.async.cast'"),
    ("elide-transfers", CAST, (2, 8), "op 'stream.async.cast'"),
    ("schedule-execution", CAST, (2, 8), "op 'stream.async.cast'"),
    ("canonicalize", CAST, (2, 8), "op 'stream.async.cast'"),
]


def _run(args, text, tmp_path):
    src = tmp_path / "input.mlir"
    src.write_text(text)
    out_path = tmp_path / "out.mlir"
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(list(args) + [str(src), "-o", str(out_path)], prog="dfx-opt", stdout=out, stderr=err)
    return code, src, out_path, err.getvalue()


@pytest.mark.parametrize("pass_name,text,position,found", CASES,
                         ids=[f"{c[0]}-{c[3].split()[0]}{i}" for i, c in enumerate(CASES)])
def test_seed_rules_reject_what_only_3_13_has(pass_name, text, position, found, tmp_path):
    code, src, out_path, err = _run(["-p", pass_name], text, tmp_path)
    assert code == 1
    line, col = position
    first, source_line, caret = err.splitlines()[:3]
    assert first == (f"{src}:{line}:{col}: error: {found} only exists in iree-compile 3.13: '{pass_name}' follows "
                     f"IREE 3.2.0 under the seed rules; use --rules current")
    assert source_line == text.splitlines()[line - 1]
    assert caret == " " * (col - 1) + "^"
    assert "Traceback" not in err
    assert not out_path.exists()


@pytest.mark.parametrize("pass_name,text", sorted({(c[0], c[1]) for c in CASES}))
def test_current_rules_run_the_same_module(pass_name, text, tmp_path):
    code, _, out_path, err = _run(["--rules", "current", "-p", pass_name], text, tmp_path)
    assert code == 0, err
    assert out_path.read_text().startswith("module")
