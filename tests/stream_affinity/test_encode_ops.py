"""`encode-host-tensors` op by op: each program of
tests/stream_affinity/data/encode/ (clones, slices and updates, fills and
splats, loads and stores, sizes) is encoded exactly as iree-opt 3.2.0's
`--iree-stream-encode-host-tensors` prints it; the `.expected.mlir` files
are that output, generated once and re-derived here when iree-opt is
installed."""

import io
import subprocess
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

from ..conftest import in_ci
from ..iree import iree_opt

DATA = Path(__file__).parent / "data" / "encode"
NAMES = sorted(p.name[:-len(".mlir")] for p in DATA.glob("*.mlir") if not p.name.endswith(".expected.mlir"))


def _encode(path: Path):
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(["-p", "encode-host-tensors", str(path)], prog="dfx-opt", stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_every_program_has_its_expected_output():
    assert NAMES == ["blocks", "clone", "constants", "e2e_findings", "fill_splat", "folds", "load_store", "sizes",
                     "slice_update"]
    for name in NAMES:
        assert (DATA / f"{name}.expected.mlir").exists(), name


@pytest.mark.parametrize("name", NAMES)
def test_encoding_prints_as_iree_opt(name):
    code, out, err = _encode(DATA / f"{name}.mlir")
    assert code == 0, err
    assert out == (DATA / f"{name}.expected.mlir").read_text()


@pytest.mark.parametrize("name", NAMES)
def test_expected_output_is_iree_opt_output(name):
    exe = iree_opt()
    if exe is None:
        if in_ci():
            pytest.fail("iree-opt 3.2.0 is required under CI")
        pytest.skip("iree-opt 3.2.0 is not installed")
    ref = subprocess.run([exe, "--iree-stream-encode-host-tensors", str(DATA / f"{name}.mlir")], capture_output=True,
                         text=True, timeout=120)
    assert ref.returncode == 0, ref.stderr
    assert ref.stdout == (DATA / f"{name}.expected.mlir").read_text()


def _error(tmp_path, text):
    path = tmp_path / "input.mlir"
    path.write_text(text)
    code, _, err = _encode(path)
    assert code == 1
    return err


@pytest.mark.parametrize("op", ["fill", "splat"])
def test_patterns_of_odd_widths_are_a_located_error(tmp_path, op):
    # iree-opt 3.2.0's message (it reports it twice and exits with 1).
    use = ("%0 = stream.tensor.fill %v, %r[%c2 for %c2] : i3 -> tensor<8xi3> in %r as !stream.resource<*>{%s}"
           if op == "fill" else "%0 = stream.tensor.splat %v : i3 -> tensor<8xi3> in !stream.resource<*>{%s}")
    text = f"""util.func public @f(%r: !stream.resource<*>, %s: index, %v: i3) -> !stream.resource<*> {{
  %c2 = arith.constant 2 : index
  {use}
  util.return %0 : !stream.resource<*>
}}
"""
    err = _error(tmp_path, text)
    assert (f"input.mlir:3:8: error: 'stream.tensor.{op}' op has unsupported pattern type 'i3' with too "
            "large/non-byte-aligned bit width; a new builtin is required") in err


def test_index_patterns_are_a_located_error(tmp_path):
    # divergences.md E3: iree-opt 3.2.0 crashes on it.
    text = """util.func public @f(%s: index, %v: index) -> !stream.resource<*> {
  %0 = stream.tensor.splat %v : index -> tensor<4xindex> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
"""
    err = _error(tmp_path, text)
    assert "input.mlir:2:8: error: encode-host-tensors: unsupported pattern type index" in err
    exe = iree_opt()
    if exe is not None:
        ref = subprocess.run([exe, "--iree-stream-encode-host-tensors", "-"], input=text, capture_output=True,
                             text=True, timeout=120)
        assert ref.returncode != 0 and "Stack dump" in ref.stderr


def test_cmpi_predicates_are_arith_s():
    from dfx.dialects.arith import CMPI_PREDICATES
    from stream_affinity.transforms.encode_host_tensors.fold import _CMPI
    assert _CMPI == CMPI_PREDICATES


def test_tensors_with_an_encoding_are_left_alone(tmp_path):
    # As iree-opt 3.2.0 does (its patterns only know dense row-major tensors).
    text = """util.func public @f(%d: index, %v: f32) -> (index, !stream.resource<*>) {
  %0 = stream.tensor.sizeof tensor<?xf32, "x">{%d} : index
  %1 = stream.tensor.splat %v : f32 -> tensor<?xf32, "x">{%d} in !stream.resource<*>{%0}
  util.return %0, %1 : index, !stream.resource<*>
}
"""
    path = tmp_path / "input.mlir"
    path.write_text(text)
    code, out, err = _encode(path)
    assert code == 0, err
    assert "stream.tensor.sizeof tensor<?xf32, \"x\">{%arg0} : index" in out
    assert "stream.tensor.splat %arg1 : f32 -> tensor<?xf32, \"x\">{%arg0} in !stream.resource<*>{%0}" in out
    assert "arith.bitcast" not in out


def test_text_bodies_hoist_only_entry_block_constants():
    """divergences.md E2: in an executable body kept as text (`tosa.exp` is
    not defined here) the entry block's constants are hoisted as iree-opt
    hoists them, a constant in a nested region stays (iree-opt moves it to
    the entry block too; iree's own flow output has none left there)."""
    code, out, err = _encode(Path(__file__).parent / "data" / "encode_text_body.mlir")
    assert code == 0, err
    body = out[out.index("func.func @entry"):out.index("return\n")]
    lines = [line.strip() for line in body.splitlines()]
    assert lines[1:4] == ["%c1 = arith.constant 1 : index", "%c4 = arith.constant 4 : index",
                          "%c0 = arith.constant 0 : index"]
    assert lines[lines.index("%2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %1) -> (tensor<4xf32>) {") + 1] \
        == "%c2 = arith.constant 2 : index"
    exe = iree_opt()
    if exe is not None:
        ref = subprocess.run([exe, "--iree-stream-encode-host-tensors",
                              str(Path(__file__).parent / "data" / "encode_text_body.mlir")],
                             capture_output=True, text=True, timeout=120)
        assert ref.returncode == 0, ref.stderr
        theirs = [line.strip() for line in ref.stdout.splitlines()]
        at = theirs.index("func.func @entry(%arg0: !stream.binding) {")
        assert theirs[at + 1:at + 5] == ["%c2 = arith.constant 2 : index"] + lines[1:4]


def _branch_chain(n: int) -> str:
    """n blocks, each slicing what it receives and passing either the slice
    or what it received to the next (both edges of a cond_br)."""
    lines = ["util.func public @f(%r: !stream.resource<*>, %s: index, %b: i1) -> !stream.resource<*> {",
             "  %c1 = arith.constant 1 : index", "  cf.br ^bb1(%r, %s : !stream.resource<*>, index)"]
    for i in range(1, n + 1):
        lines.append(f"^bb{i}(%a{i}: !stream.resource<*>, %z{i}: index):")
        lines.append(f"  %v{i} = stream.tensor.slice %a{i}[%c1 for %c1] : tensor<8xf32> in !stream.resource<*>{{%z{i}}}"
                     f" -> tensor<1xf32> in !stream.resource<*>{{%c1}}")
        if i < n:
            lines.append(f"  cf.cond_br %b, ^bb{i + 1}(%v{i}, %c1 : !stream.resource<*>, index), "
                         f"^bb{i + 1}(%a{i}, %z{i} : !stream.resource<*>, index)")
        else:
            lines.append(f"  util.return %v{i} : !stream.resource<*>")
    return "\n".join(lines + ["}"]) + "\n"


def _calls(text: str) -> int:
    import cProfile
    import pstats
    from dfx.syntax.parser import parse_module
    from stream_affinity.transforms.encode_host_tensors import encode_host_tensors
    module = parse_module(text)
    profile = cProfile.Profile()
    profile.runcall(encode_host_tensors, module)
    return pstats.Stats(profile).total_calls


def test_region_simplification_is_linear_in_the_blocks():
    # The liveness of block arguments and the grouping of equal blocks once
    # compared every block with every other: the calls quadrupled when the
    # blocks doubled (2,000 blocks took 106 s, now 1 s).
    small, large = _calls(_branch_chain(250)), _calls(_branch_chain(500))
    assert large < 2.6 * small, (small, large)


def test_branch_chain_encodes_as_iree_opt(tmp_path):
    path = tmp_path / "chain.mlir"
    path.write_text(_branch_chain(20))
    code, out, err = _encode(path)
    assert code == 0, err
    assert "^bb2(%1: !stream.resource<*>, %2: index):  // 2 preds: ^bb1, ^bb1" in out
    exe = iree_opt()
    if exe is not None:
        ref = subprocess.run([exe, "--iree-stream-encode-host-tensors", str(path)], capture_output=True, text=True,
                             timeout=120)
        assert ref.returncode == 0 and ref.stdout == out, ref.stderr
