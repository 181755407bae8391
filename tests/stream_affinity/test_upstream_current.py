"""Acceptance of `--rules current` on upstream's tests of the conversion
(tests/data/upstream_3.13/conversion, see its README), and on the 3.2.0
conversion tests (../shared/reference/convert_to_stream_3.2.0) as
iree-opt 3.13 converts them.

* Every chunk with CHECK lines runs through `dfx-opt --rules current` with
  the flags of its file's RUN line and passes LLVM FileCheck, except the
  chunks named in `XFAIL` (strict, with the reason); the whole files too.
* Every chunk's output, printed by iree-opt 3.13, is what iree-opt 3.13
  prints for the same input (`OUTPUT_XFAIL` names the exceptions): the
  stored files are not exactly 3.13's revision, 3.13 itself is the
  reference.
"""

import io
import subprocess
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool, split_input

from ..conftest import REPO
from ..refdata import chunk_label, collected_reference_chunks, run_line_flags
from .test_convert_to_stream import llvm_filecheck

DATA = REPO / "tests" / "data" / "upstream_3.13" / "conversion"
FILES = sorted(p.name for p in DATA.glob("*.mlir"))

_LATER = "the stored revision postdates 3.13: iree-opt 3.13 fails these CHECK lines too ({})"
XFAIL = {
    ("HALToStream__abi_ops.mlir", "aliasStorage"): _LATER.format("3.13 imports the storage with `consume`"),
    ("HALToStream__abi_ops.mlir", "aliasStorageAsync"): _LATER.format("3.13 imports the storage with `consume`"),
    ("HALToStream__abi_ops.mlir", "aliasStorageCrossDevice"): _LATER.format("3.13 imports the storage with "
                                                                            "`consume`"),
    ("HALToStream__import_dims.mlir", "importBufferViewWithConsumerDims"): _LATER.format(
        "3.13 imports the storage with `consume`"),
}
XFAIL_FILES = {"HALToStream__abi_ops.mlir": "3 of its chunks fail with iree-opt 3.13 too (XFAIL)",
               "HALToStream__import_dims.mlir": "its chunk fails with iree-opt 3.13 too (XFAIL)"}
OUTPUT_XFAIL = {
    ("HALToStream__import_dims.mlir", "importBufferViewWithConsumerDims"):
        "--canonicalize before the conversion: 3.13's canonicalizer gives an imported tensor the static dims of "
        "the alias consuming it; our canonicalizer subset has no such pattern (docs/divergences.md C6)",
}


def _flags(path: Path):
    return run_line_flags(path)


def _cases(marks_for):
    cases = []
    for name in FILES:
        for i, (text, _) in enumerate(split_input((DATA / name).read_text())):
            if "CHECK" not in text:
                continue
            label = chunk_label(text, i)
            reason = marks_for.get((name, label))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            cases.append(pytest.param(name, i, id=f"{name.split('.')[0]}::{label}", marks=marks))
    return cases


def _dfx_opt(args, text, tmp_path):
    src = tmp_path / "input.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(list(args) + [str(src)], prog="dfx-opt", stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def _chunk(name, index):
    text, offset = split_input((DATA / name).read_text())[index]
    return "\n" * offset + text


def test_files_are_present():
    assert FILES == ["FlowToStream__parameter_ops.mlir", "HALToStream__abi_ops.mlir",
                     "HALToStream__import_dims.mlir"]
    assert len(_cases({})) == 20
    labels = {(p.values[0], p.id.split("::")[1]) for p in _cases({})}
    assert set(XFAIL) <= labels and set(OUTPUT_XFAIL) <= labels


@pytest.mark.parametrize("name,index", _cases(XFAIL))
def test_chunk(name, index, tmp_path):
    text = _chunk(name, index)
    flags = [f for f in _flags(DATA / name) if f != "--split-input-file"]
    code, out, err = _dfx_opt(["--rules", "current"] + flags, text, tmp_path)
    assert code == 0, err
    check = tmp_path / "check.mlir"
    check.write_text(text)
    result = subprocess.run([llvm_filecheck(), str(check)], input=out, text=True, capture_output=True)
    assert result.returncode == 0, result.stderr + "\n--- output ---\n" + out


@pytest.mark.parametrize("name", [pytest.param(n, marks=[pytest.mark.xfail(strict=True, reason=XFAIL_FILES[n])]
                                               if n in XFAIL_FILES else []) for n in FILES])
def test_file(name, tmp_path):
    code, out, err = _dfx_opt(["--rules", "current"] + _flags(DATA / name), (DATA / name).read_text(), tmp_path)
    assert code == 0, err
    result = subprocess.run([llvm_filecheck(), str(DATA / name)], input=out, text=True, capture_output=True)
    assert result.returncode == 0, result.stderr


def _printed_by(exe, text):
    r = subprocess.run([exe, "--allow-unregistered-dialect", "--mlir-print-local-scope", "-"], input=text,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


def _same_as_iree_opt_current(exe, flags, text, tmp_path):
    code, out, err = _dfx_opt(["--rules", "current"] + flags, text, tmp_path)
    assert code == 0, err
    ref = subprocess.run([exe] + flags + ["--allow-unregistered-dialect", "--mlir-print-local-scope", "-"],
                         input=text, capture_output=True, text=True, timeout=300)
    assert ref.returncode == 0, ref.stderr
    assert _printed_by(exe, out) == ref.stdout


@pytest.mark.parametrize("name,index", _cases(OUTPUT_XFAIL))
def test_output_matches_iree_opt_current(name, index, tmp_path, iree_opt_current_path):
    flags = [f for f in _flags(DATA / name) if f != "--split-input-file"]
    _same_as_iree_opt_current(iree_opt_current_path, flags, _chunk(name, index), tmp_path)


# -- the 3.2.0 conversion tests, as 3.13 converts them -----------------------------------------------

SEED_DIRECTORY = "convert_to_stream_3.2.0"
SEED_FILES = ("FlowToStream__call_ops.mlir", "FlowToStream__collective_ops.mlir", "FlowToStream__dispatch_ops.mlir",
              "FlowToStream__executable_ops.mlir", "FlowToStream__tensor_ops.mlir", "HALToStream__abi_ops.mlir",
              "StandardToStream__constant_ops.mlir", "StandardToStream__structural_ops.mlir",
              "Transforms__convert_to_stream.mlir", "UtilToStream__compiler_hints.mlir",
              "UtilToStream__global_ops.mlir", "UtilToStream__structural_ops.mlir")
SEED_XFAIL = {
    ("FlowToStream__executable_ops.mlir", "nested_bindings"):
        "--canonicalize: 3.13 reorders the results of an affine.min map; our canonicalizer subset has no such "
        "pattern (docs/divergences.md C6, conversion.md)",
}
# 3.13 spells the dispatch tensors of executables in the iree_tensor_ext dialect.
_RESPELL = (("!flow.dispatch.tensor", "!iree_tensor_ext.dispatch.tensor"),
            ("flow.dispatch.tensor.load", "iree_tensor_ext.dispatch.tensor.load"),
            ("flow.dispatch.tensor.store", "iree_tensor_ext.dispatch.tensor.store"),
            ("flow.dispatch.workgroup_count_from_slice", "iree_tensor_ext.dispatch.workgroup_count_from_slice"))


def respell_for_current(text: str) -> str:
    """|text| with 3.2.0's dispatch tensor spellings replaced by 3.13's."""
    for old, new in _RESPELL:
        text = text.replace(old, new)
    return text


SEED_CASES = []
for _name in SEED_FILES:
    for _i, (_text, _offset) in enumerate(collected_reference_chunks(f"{SEED_DIRECTORY}/{_name}")):
        _label = chunk_label(_text, _i)
        _reason = SEED_XFAIL.get((_name, _label))
        SEED_CASES.append(pytest.param(_name, _i, id=f"{_name.split('.')[0]}::{_label}",
                                       marks=[pytest.mark.xfail(strict=True, reason=_reason)] if _reason else []))


@pytest.mark.parametrize("name,index", SEED_CASES)
def test_seed_era_chunk_converts_as_iree_opt_current(name, index, tmp_path, iree_opt_current_path):
    from ..conftest import REFERENCE
    path = REFERENCE / SEED_DIRECTORY / name
    text, _ = collected_reference_chunks(f"{SEED_DIRECTORY}/{name}")[index]
    flags = [f for f in _flags(path) if f != "--split-input-file"]
    _same_as_iree_opt_current(iree_opt_current_path, flags, respell_for_current(text), tmp_path)
