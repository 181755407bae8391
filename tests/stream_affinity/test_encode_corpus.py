"""`encode-host-tensors` against iree-opt 3.2.0 on the real-world corpus:
for every 3.2.0 flow dump, `dfx-opt -p convert-to-stream,encode-host-tensors`
prints what `dfx-opt -p convert-to-stream` followed by iree-opt's
`--iree-stream-encode-host-tensors` prints (both read back by iree-opt, as
test_realworld.py compares conversions)."""

import pytest

from .test_realworld import FLOW32, iree_opt_lenient, need_iree_opt, ours


def test_corpus_has_the_flow_dumps():
    assert len(FLOW32) == 42


@pytest.mark.parametrize("path", FLOW32)
def test_encode_matches_iree_opt(path):
    encoded = ours(path, ["-p", "convert-to-stream,encode-host-tensors"])
    need_iree_opt()
    converted = ours(path, ["-p", "convert-to-stream"])
    code, theirs, error = iree_opt_lenient(["--iree-stream-encode-host-tensors"], converted)
    assert code == 0, "iree-opt rejects our conversion: " + error
    code, theirs_reprinted, error = iree_opt_lenient([], theirs)
    assert code == 0, error
    code, ours_reprinted, error = iree_opt_lenient([], encoded)
    assert code == 0, "iree-opt rejects our output: " + error
    assert "stream.tensor.sizeof" not in ours_reprinted
    assert ours_reprinted == theirs_reprinted, "encoded program differs from iree-opt's"


# The conversion test programs: upstream's 70 reference chunks and ours.
# Each is converted by us, then encoded by us and by iree-opt.
from pathlib import Path  # noqa: E402
import io  # noqa: E402

import stream_affinity  # noqa: E402,F401
from stream_affinity import passes as _passes  # noqa: E402,F401
from dfx.driver.cli import run_tool  # noqa: E402

from ..refdata import chunk_label, collected_reference_chunks  # noqa: E402
from .test_convert_to_stream import DIRECTORY, FILES  # noqa: E402

DATA = Path(__file__).parent / "data"
KNOWN_DIFFERENCES = {
    "conversion/loops_calls_globals.mlir":
        "an index splat: iree-opt 3.2.0 crashes, we report it (divergences.md E3)",
}


def _programs():
    out = []
    for name in FILES:
        for i, (text, _) in enumerate(collected_reference_chunks(f"{DIRECTORY}/{name}")):
            out.append((f"{name.split('.')[0]}::{chunk_label(text, i)}", text))
    for path in sorted((DATA / "conversion").glob("*.mlir")):
        if not path.name.endswith(".expected.mlir"):
            out.append((f"conversion/{path.name}", path.read_text()))
    for name in ("seed001_flow.mlir", "real_conv_320_flow.mlir", "real_twodev_320_flow.mlir"):
        out.append((name, (DATA / name).read_text()))
    return out


PROGRAMS = dict(_programs())


def _dfx(args, text, tmp_path):
    path = tmp_path / "input.mlir"
    path.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool([*args, str(path)], prog="dfx-opt", stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    return out.getvalue()


def test_conversion_programs_are_all_there():
    assert len(PROGRAMS) == 80


@pytest.mark.parametrize("label", [pytest.param(k, marks=[pytest.mark.xfail(strict=True, reason=KNOWN_DIFFERENCES[k])]
                                                if k in KNOWN_DIFFERENCES else []) for k in PROGRAMS])
def test_encode_matches_iree_opt_on_conversion_programs(label, tmp_path):
    need_iree_opt()
    converted = _dfx(["-p", "convert-to-stream"], PROGRAMS[label], tmp_path)
    encoded = _dfx(["-p", "encode-host-tensors"], converted, tmp_path)
    flags = ["--allow-unregistered-dialect"]
    code, theirs, error = iree_opt_lenient(flags + ["--iree-stream-encode-host-tensors"], converted)
    assert code == 0, error
    code, theirs, error = iree_opt_lenient(flags, theirs)
    assert code == 0, error
    code, ours_reprinted, error = iree_opt_lenient(flags, encoded)
    assert code == 0, "iree-opt rejects our output: " + error
    assert ours_reprinted == theirs
