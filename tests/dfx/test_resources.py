"""`dense_resource<...> : T` attributes and the file metadata section
(`{-# dialect_resources: {...} #-}`) that holds their blobs
(dfx.syntax.resources): read, kept with the module, and printed back after
it as mlir-opt prints them."""

from __future__ import annotations

import io
import shutil
import subprocess

import pytest

from dfx.driver.cli import run_tool
from dfx.ir.attributes import TypedBuiltinAttr
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

BLOBS = """{-#
  dialect_resources: {
    builtin: {
      w_blob: "0x040000000000803F000000400000404000008040",
      b_blob: "0x04000000000080BF000000C0000040C0000080C0",
      unused: "0x0400000000000000"
    }
  }
#-}
"""

PROGRAM = """util.global private mutable @w = dense_resource<w_blob> : tensor<4xf32>
util.func public @f() -> tensor<4xf32> {
  %c = arith.constant dense_resource<b_blob> : tensor<4xf32>
  util.return %c : tensor<4xf32>
}
""" + BLOBS


def dfx_opt(argv, text):
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(argv + ["-"], prog="dfx-opt", stdin=io.StringIO(text), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_dense_resource_is_a_typed_attribute():
    module = parse_module(PROGRAM)
    g = next(op for op in module.walk() if op.name == "util.global")
    value = g.properties["initial_value"]
    assert isinstance(value, TypedBuiltinAttr)
    assert str(value) == "dense_resource<w_blob> : tensor<4xf32>"


def test_referenced_blobs_print_after_the_module_in_reference_order():
    text = print_module(parse_module(PROGRAM))
    module_text, section = text.split("\n\n{-#\n")
    assert module_text.endswith("}")
    # The constant is referenced second; the unused blob is dropped.
    assert section == ("  dialect_resources: {\n    builtin: {\n"
                       "      w_blob: \"0x040000000000803F000000400000404000008040\",\n"
                       "      b_blob: \"0x04000000000080BF000000C0000040C0000080C0\"\n"
                       "    }\n  }\n#-}\n")


def test_a_blob_nothing_refers_to_prints_no_section():
    text = print_module(parse_module("util.global private @g = dense<1.0> : tensor<4xf32>\n" + BLOBS))
    assert "{-#" not in text


def test_each_split_chunk_keeps_its_own_blobs():
    text = ("util.global private @w = dense_resource<w_blob> : tensor<4xf32>\n// -----\n"
            "util.global private @v = dense_resource<b_blob> : tensor<4xf32>\n" + BLOBS)
    code, out, err = dfx_opt(["--split-input-file"], text)
    assert code == 0, err
    first, second = out.split("// -----\n")
    assert "{-#" not in first
    assert "b_blob: " in second and "w_blob: " not in second


_SECTION = "{-#\n  dialect_resources: {\n    builtin: {\n      %s\n    }\n  }\n#-}\n"


@pytest.mark.parametrize("text,where,message", [
    # iree-opt 3.2.0's messages and positions.
    ("util.global private @w = dense_resource<w_blob>\n", "1:48", "expected ':'"),
    (_SECTION % 'w_blob "0x0400000000"', "4:13", "expected ':'"),
    (_SECTION % 'w_blob: "0x00"', "4:15",
     "expected hex string blob for key 'w_blob' to encode alignment in first 4 bytes"),
    (_SECTION % '"w_blob": "0x0400000000"', "4:7", "expected identifier key for 'resource' entry"),
    ('{-#\n  "dialect_resources": {\n  }\n#-}\n', "2:3", "expected identifier key in file metadata dictionary"),
    # Unterminated: reported right after the last token.
    ("{-#\n  dialect_resources: {\n    builtin: {\n", "3:15", "expected identifier key for 'resource' entry"),
])
def test_malformed_input_is_a_located_error(text, where, message):
    code, out, err = dfx_opt([], text)
    assert code == 1 and out == ""
    assert err.startswith(f"<stdin>:{where}: error: {message}\n"), err
    exe = shutil.which("iree-opt")
    if exe is not None:
        ref = subprocess.run([exe, "-"], input=text, capture_output=True, text=True)
        assert ref.returncode == 1 and ref.stderr.startswith(f"<stdin>:{where}: error: {message}\n"), ref.stderr


def test_same_text_as_iree_opt():
    exe = shutil.which("iree-opt")
    if exe is None:
        pytest.skip("iree-opt (the test extra) is not installed")
    code, ours, err = dfx_opt([], PROGRAM)
    assert code == 0, err
    theirs = subprocess.run([exe, "-"], input=PROGRAM, capture_output=True, text=True, check=True).stdout
    assert ours == theirs


def test_local_scope_prints_no_section():
    # As mlir-opt: --mlir-print-local-scope prints neither aliases nor resources.
    code, out, err = dfx_opt(["--mlir-print-local-scope"], PROGRAM)
    assert code == 0, err
    assert "dense_resource<w_blob> : tensor<4xf32>" in out and "{-#" not in out
    exe = shutil.which("iree-opt")
    if exe is not None:
        ref = subprocess.run([exe, "--mlir-print-local-scope", "-"], input=PROGRAM, capture_output=True, text=True)
        assert ref.stdout == out
