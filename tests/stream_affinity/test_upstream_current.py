"""Acceptance of `--rules current` on upstream's tests of the passes it
follows (tests/data/upstream_3.13/<area>/, see its README: the conversion,
and the Stream transforms dfx-opt implements), and on the 3.2.0 HAL ABI
conversion test (../shared/reference/convert_to_stream_3.2.0) as iree-opt
3.13 converts it.

* Every chunk with CHECK lines runs through `dfx-opt --rules current` with
  the flags of its file's RUN line (pass flags, `--pass-pipeline`) and
  passes LLVM FileCheck, except the chunks named in `XFAIL` (strict, with
  the reason), which are exactly the chunks iree-opt 3.13 fails too; the
  whole files too.
* Every chunk's output, printed by iree-opt 3.13, is what iree-opt 3.13
  prints for the same input, and a chunk 3.13 rejects dfx-opt rejects
  (`OUTPUT_XFAIL` names the exceptions): the stored files are not exactly
  3.13's revision, 3.13 itself is the reference.
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


ROOT = REPO / "tests" / "data" / "upstream_3.13"
# "<area>/<file>" of every stored upstream test file
FILES = sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("*/*.mlir"))

_LATER = "the stored revision postdates 3.13: iree-opt 3.13 fails these CHECK lines too ({})"
_EARLIER = "the stored revision is 3.2.0's: iree-opt 3.13 fails these CHECK lines too ({})"
_EARLIER_SEED = "the stored revision is the seed's: iree-opt 3.13 fails these CHECK lines too (3.13's analysis: {})"
_ALONE = ("checked alone the chunk has a CHECK-NEXT after CHECK-DAG lines only, which FileCheck rejects "
          "(upstream checks the whole file, `test_file`)")
_CAST = "3.13 casts an imported resource to `*` with `stream.async.cast`, not `stream.async.transfer`"
XFAIL = {
    ("conversion/HALToStream__abi_ops.mlir", "aliasStorage"): _LATER.format("3.13 imports the storage with `consume`"),
    ("conversion/HALToStream__abi_ops.mlir", "aliasStorageAsync"): _LATER.format(
        "3.13 imports the storage with `consume`"),
    ("conversion/HALToStream__abi_ops.mlir", "aliasStorageCrossDevice"): _LATER.format(
        "3.13 imports the storage with `consume`"),
    ("conversion/HALToStream__import_dims.mlir", "importBufferViewWithConsumerDims"): _LATER.format(
        "3.13 imports the storage with `consume`"),
    ("conversion/FlowToStream__tensor_ops.mlir", "tensorBarrierDispatch"): _EARLIER.format(
        "3.13 places the result's `stream.tensor.sizeof` on the barrier's affinity, `on(...)`"),
    ("conversion/Transforms__convert_to_stream.mlir", "simple_mul"): _EARLIER.format(_CAST),
    ("conversion/Transforms__convert_to_stream.mlir", "custom_ops"): _EARLIER.format(
        "3.13 imports a tensor produced by an unconverted op with `consume`"),
    ("conversion/UtilToStream__global_ops.mlir", "initializedGlobal"): _ALONE,
    ("conversion/UtilToStream__global_ops.mlir", "uninitializedGlobalTensor"): _ALONE,
    ("conversion/UtilToStream__global_ops.mlir", "globalStoreFromExternal"): _EARLIER.format(_CAST),
    ("transforms/annotate_affinities.mlir", "aliased_storage"): _EARLIER_SEED.format(
        "the barrier after an aliased storage gives its result both devices, `@dev_a` and `@dev_b`"),
    ("transforms/annotate_affinities.mlir", "tied_aliased_storage"): _EARLIER_SEED.format(
        "the dispatch tied to an aliased storage executes on `@dev_a`"),
    ("transforms/schedule_execution.mlir", "cloneAcrossPartitions"): _EARLIER.format(
        "3.13 copies a partition's escaping result with `stream.async.clone`, not `stream.async.transfer`"),
    ("transforms/schedule_execution.mlir", "util.func public @deviceMultiDeviceSync"): (
        "the stored revision (the seed's) writes `stream.async.barrier %r : T{%s} -> T`, a form iree-opt 3.13 "
        "(and 3.2.0) cannot parse; we read it (docs/divergences.md S3) and 3.13's rules fold the barriers away"),
}
_FILE_XFAIL = "some of its chunks fail with iree-opt 3.13 too (XFAIL)"
XFAIL_FILES = {name: _FILE_XFAIL for name, _ in XFAIL}
OUTPUT_XFAIL = {
    ("conversion/HALToStream__import_dims.mlir", "importBufferViewWithConsumerDims"):
        "--canonicalize before the conversion: 3.13's canonicalizer gives an imported tensor the static dims of "
        "the alias consuming it; our canonicalizer subset has no such pattern (docs/divergences.md C6)",
    ("conversion/FlowToStream__executable_ops.mlir", "nested_bindings"):
        "--canonicalize: 3.13 reorders the results of an affine.min map; our canonicalizer subset has no such "
        "pattern (docs/divergences.md C6, conversion.md)",
    ("transforms/schedule_execution.mlir", "util.func public @deviceMultiDeviceSync"):
        "iree-opt 3.13 rejects the seed's barrier form that we read (docs/divergences.md S3)",
}


def _flags(path: Path):
    return run_line_flags(path)


def _chunk_flags(name):
    return [f for f in _flags(ROOT / name) if f != "--split-input-file"]


def _stored_text(name) -> str:
    """The stored file as 3.13 spells it: the files of 3.2.0's revision
    name the dispatch tensors of executables in `flow`, 3.13 in
    `iree_tensor_ext` (input and CHECK lines alike)."""
    return respell_for_current((ROOT / name).read_text())


def _cases(marks_for):
    cases = []
    for name in FILES:
        for i, (text, _) in enumerate(split_input(_stored_text(name))):
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
    text, offset = split_input(_stored_text(name))[index]
    return "\n" * offset + text


def _filecheck(check_text, output, tmp_path):
    check = tmp_path / "check.mlir"
    check.write_text(check_text)
    return subprocess.run([llvm_filecheck(), str(check)], input=output, text=True, capture_output=True)


EXPECTED_FILES_CHUNKS = {  # checked chunks of each file
    "conversion/FlowToStream__call_ops.mlir": 3, "conversion/FlowToStream__collective_ops.mlir": 8,
    "conversion/FlowToStream__dispatch_ops.mlir": 4, "conversion/FlowToStream__executable_ops.mlir": 7,
    "conversion/FlowToStream__parameter_ops.mlir": 5, "conversion/FlowToStream__tensor_ops.mlir": 20,
    "conversion/HALToStream__abi_ops.mlir": 14, "conversion/HALToStream__import_dims.mlir": 1,
    "conversion/StandardToStream__constant_ops.mlir": 2, "conversion/StandardToStream__structural_ops.mlir": 7,
    "conversion/Transforms__convert_to_stream.mlir": 4, "conversion/UtilToStream__compiler_hints.mlir": 1,
    "conversion/UtilToStream__global_ops.mlir": 4, "conversion/UtilToStream__structural_ops.mlir": 1,
    "transforms/annotate_affinities.mlir": 47, "transforms/elide_async_copies_topology.mlir": 9, "transforms/encode_host_tensors.mlir": 23,
    "transforms/encode_host_tensors_packing.mlir": 19, "transforms/encode_host_tensors_parameters.mlir": 9,
    "transforms/schedule_execution.mlir": 12, "transforms/schedule_execution_invalid.mlir": 0,
    "transforms/schedule_execution_timeline_aware.mlir": 3,
}
EXPECTED_FILES = sorted(EXPECTED_FILES_CHUNKS)


def test_files_are_present():
    assert FILES == EXPECTED_FILES
    cases = _cases({})
    assert len(cases) == sum(EXPECTED_FILES_CHUNKS.values())
    labels = {(p.values[0], p.id.split("::")[1]) for p in cases}
    assert set(XFAIL) <= labels and set(OUTPUT_XFAIL) <= labels
    for name, count in EXPECTED_FILES_CHUNKS.items():
        assert sum(1 for p in cases if p.values[0] == name) == count, name
    assert [(p.values[0], p.id.split("::")[1]) for p in _diagnostic_cases()] == [
        ("transforms/encode_host_tensors_packing.mlir", "chunk4"),
        ("transforms/encode_host_tensors_packing.mlir", "chunk7"),
        ("transforms/schedule_execution_invalid.mlir", "chunk0")]


@pytest.mark.parametrize("name,index", _cases(XFAIL))
def test_chunk(name, index, tmp_path):
    text = _chunk(name, index)
    code, out, err = _dfx_opt(["--rules", "current"] + _chunk_flags(name), text, tmp_path)
    assert code == 0, err
    result = _filecheck(text, out, tmp_path)
    assert result.returncode == 0, result.stderr + "\n--- output ---\n" + out


@pytest.mark.parametrize("name,index", _cases({}))
def test_iree_opt_current_fails_exactly_the_xfail_chunks(name, index, tmp_path, iree_opt_current_path):
    """The chunks in `XFAIL` are those iree-opt 3.13 fails too: every other
    chunk passes its CHECK lines with 3.13."""
    text = _chunk(name, index)
    ref = subprocess.run([iree_opt_current_path] + _chunk_flags(name) + ["-"], input=text, capture_output=True,
                         text=True, timeout=300)
    passes = ref.returncode == 0 and _filecheck(text, ref.stdout, tmp_path).returncode == 0
    label = chunk_label(split_input(_stored_text(name))[index][0], index)
    assert passes == ((name, label) not in XFAIL)


@pytest.mark.parametrize("name", [pytest.param(n, marks=[pytest.mark.xfail(strict=True, reason=XFAIL_FILES[n])]
                                               if n in XFAIL_FILES else []) for n in FILES])
def test_file(name, tmp_path):
    """The whole file as its RUN line runs it (a file whose RUN line has no
    FileCheck, only `--verify-diagnostics`, must just succeed)."""
    text = _stored_text(name)
    code, out, err = _dfx_opt(["--rules", "current"] + _flags(ROOT / name), text, tmp_path)
    assert code == 0, err
    if _file_checked(name):
        result = _filecheck(text, out, tmp_path)
        assert result.returncode == 0, result.stderr


def _file_checked(name) -> bool:
    return "FileCheck" in (ROOT / name).read_text().split("\n", 1)[0]


def _diagnostic_cases():
    return [pytest.param(name, i, id=f"{name.split('.')[0]}::{chunk_label(text, i)}")
            for name in FILES if "--verify-diagnostics" in _flags(ROOT / name)
            for i, (text, _) in enumerate(split_input(_stored_text(name))) if "expected-" in text]


@pytest.mark.parametrize("name,index", _diagnostic_cases())
def test_expected_diagnostics(name, index, tmp_path, iree_opt_current_path):
    """A chunk announcing its diagnostics (`expected-error`) produces them,
    as with iree-opt 3.13 (both runs with `--verify-diagnostics`)."""
    text = _chunk(name, index)
    assert "--verify-diagnostics" in _chunk_flags(name)
    ref = subprocess.run([iree_opt_current_path] + _chunk_flags(name) + ["-"], input=text, capture_output=True,
                         text=True, timeout=300)
    assert ref.returncode == 0, ref.stderr
    code, out, err = _dfx_opt(["--rules", "current"] + _chunk_flags(name), text, tmp_path)
    assert code == 0, err


def _printed_by(exe, text):
    r = subprocess.run([exe, "--allow-unregistered-dialect", "--mlir-print-local-scope", "-"], input=text,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


def _same_as_iree_opt_current(exe, flags, text, tmp_path):
    """dfx-opt --rules current prints what iree-opt 3.13 prints (both
    printed by 3.13); where 3.13 rejects the input, dfx-opt rejects it too."""
    ref = subprocess.run([exe] + flags + ["--allow-unregistered-dialect", "--mlir-print-local-scope", "-"],
                         input=text, capture_output=True, text=True, timeout=300)
    code, out, err = _dfx_opt(["--rules", "current"] + flags, text, tmp_path)
    if ref.returncode != 0:
        assert code == 1 and not out, "iree-opt 3.13 rejects the input:\n" + ref.stderr
        return
    assert code == 0, err
    reparsed = subprocess.run([exe, "--allow-unregistered-dialect", "--mlir-print-local-scope", "-"],
                              input=ref.stdout, capture_output=True, text=True, timeout=300)
    if reparsed.returncode != 0:
        # 3.13 cannot read what it printed (a `hal.tensor.import` with
        # attributes prints them after its type, where 3.13's parser takes
        # `{` for the dims): our output, printed the same way, must then be
        # its text exactly.
        code, out, err = _dfx_opt(["--rules", "current"] + flags + ["--allow-unregistered-dialect",
                                                                    "--mlir-print-local-scope"], text, tmp_path)
        assert (code, out) == (0, ref.stdout), err
        return
    assert _printed_by(exe, out) == ref.stdout


@pytest.mark.parametrize("name,index", _cases(OUTPUT_XFAIL))
def test_output_matches_iree_opt_current(name, index, tmp_path, iree_opt_current_path):
    _same_as_iree_opt_current(iree_opt_current_path, _chunk_flags(name), _chunk(name, index), tmp_path)


# -- the 3.2.0 conversion tests, as 3.13 converts them -----------------------------------------------

SEED_DIRECTORY = "convert_to_stream_3.2.0"
# Of the 3.2.0 files, only HALToStream__abi_ops.mlir has a stored revision
# closer to 3.13 (in ROOT): its 3.2.0 chunks are compared here; the others
# are in ROOT themselves (the closest revision stored), checked above.
SEED_FILES = ("HALToStream__abi_ops.mlir",)

SEED_CASES = []
for _name in SEED_FILES:
    for _i, (_text, _offset) in enumerate(collected_reference_chunks(f"{SEED_DIRECTORY}/{_name}")):
        _label = chunk_label(_text, _i)
        SEED_CASES.append(pytest.param(_name, _i, id=f"{_name.split('.')[0]}::{_label}"))


@pytest.mark.parametrize("name,index", SEED_CASES)
def test_seed_era_chunk_converts_as_iree_opt_current(name, index, tmp_path, iree_opt_current_path):
    from ..conftest import REFERENCE
    path = REFERENCE / SEED_DIRECTORY / name
    text, _ = collected_reference_chunks(f"{SEED_DIRECTORY}/{name}")[index]
    flags = [f for f in _flags(path) if f != "--split-input-file"]
    _same_as_iree_opt_current(iree_opt_current_path, flags, respell_for_current(text), tmp_path)
