"""The frontend corpus (tests/data/frontends/, docs/realworld.md "The
frontend corpus"): torch programs exported with iree-turbine (single- and
multi-device, async ABI), ONNX models imported with iree-import-onnx and
JAX functions lowered to StableHLO, compiled by iree-compile 3.13 and, where
it reads them, 3.2.0, at the flow phase and right before
schedule-execution, with 3.2.0 transfer variants of the one-device programs.

The checks are those of the real-world corpus (tests/stream_affinity/corpus.py):
round trip (every file), annotate (every flow dump, against the release
that made it: seed rules vs iree-opt 3.2.0, `--rules current` vs 3.13),
convert-to-stream (3.2.0 flow dumps) and schedule-execution (3.2.0 stream
dumps) against iree-opt 3.2.0.

Cases that fail today are rows of KNOWN_FAILURES (check or "*", glob, first
error, cause), strict xfails accepting only that error: a fixed case fails
as XPASS(strict) until its row is deleted. `python -m
tests.stream_affinity.test_frontends` prints the rows for the tools as they
are (paste them over the table, keeping the causes).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import List, Tuple

import pytest

from ..conftest import REPO
from .corpus import Corpus

ROOT = REPO / "tests" / "data" / "frontends"

# Causes of the first errors (the rows below refer to them; the generator
# keeps a row's cause for the same message).
WHILE = ("docs/divergences.md A2: 3.2.0's raw-index use walk stops at the scf.condition (its i1 condition shifts the "
         "forwarded values), so the dispatch result forwarded to the loop result is not pinned by the export there; "
         "we follow the region edges and pin it to the export's (default) device")
GIVES_UP = ("iree-opt 3.2.0's solver gives up on the tensor-parallel Llama block (32 passes, docs/divergences.md A5): "
            "annotate fails with no message and convert-to-stream reports non-convergence; we answer")

# (check or "*", glob over corpus paths, first error (a substring of it), cause).
# Checks: "round_trip", "annotate", "schedule", "convert", "chain". The first matching row applies.
KNOWN_FAILURES: List[Tuple[str, str, str, str]] = [
    ('annotate', 'v3.2/jax_while_loop.xfer_alt.flow.mlir', 'annotations differ from iree-opt:', WHILE),
    ('annotate', 'v3.2/torch_tp_llama_2.flow.mlir', 'stage 1 (--iree-stream-annotate-affinities): (no diagnostic)', GIVES_UP),
    ('convert', 'v3.2/torch_tp_llama_2.flow.mlir', 'affinity analysis failed to converge', GIVES_UP),
    ('annotate', 'v3.2/torch_tp_llama_4.flow.mlir', 'stage 1 (--iree-stream-annotate-affinities): (no diagnostic)', GIVES_UP),
    ('convert', 'v3.2/torch_tp_llama_4.flow.mlir', 'affinity analysis failed to converge', GIVES_UP),
    ('annotate', 'v3.2/torch_tp_llama_8.flow.mlir', 'stage 1 (--iree-stream-annotate-affinities): (no diagnostic)', GIVES_UP),
    ('convert', 'v3.2/torch_tp_llama_8.flow.mlir', 'affinity analysis failed to converge', GIVES_UP),
]

CORPUS = Corpus(ROOT, KNOWN_FAILURES)
CORPUS.checks.pop("chain")  # not run on this corpus (the real-world corpus covers the chain)
INDEX = json.loads((ROOT / "inputs" / "index.json").read_text())
INPUTS = INDEX["inputs"]
NOT_COMPILED = CORPUS.manifest["not_compiled"]


#===----------------------------------------------------------------------===#
# The corpus itself
#===----------------------------------------------------------------------===#


def test_manifest_lists_every_corpus_file_with_its_hash():
    CORPUS.check_manifest()
    assert CORPUS.manifest["frontend_versions"] == INDEX["frontend_versions"]


def test_inputs_are_the_indexed_frontend_outputs():
    on_disk = sorted(p.stem for p in (ROOT / "inputs").glob("*.mlir"))
    assert on_disk == sorted(INPUTS)
    for name, entry in INPUTS.items():
        digest = hashlib.sha256((ROOT / "inputs" / f"{name}.mlir").read_bytes()).hexdigest()
        assert digest == entry["sha256"], f"inputs/{name}.mlir changed without rerunning export.py"
        assert name.split("_", 1)[0] == entry["frontend"]


def test_the_corpus_covers_the_frontends_it_promises():
    frontends = {entry["frontend"] for entry in INPUTS.values()}
    assert frontends == {"torch", "onnx", "jax"}
    placed = sorted(entry["devices"] for entry in INPUTS.values() if entry["frontend"] == "torch")
    assert {2, 4, 8} <= set(placed), "multi-device torch programs on 2, 4 and 8 devices"
    assert len({entry["opset"] for entry in INPUTS.values() if entry["frontend"] == "onnx"}) >= 3
    texts = {name: (ROOT / "inputs" / f"{name}.mlir").read_text() for name in INPUTS}
    assert any("torch.bind_symbolic_shape" in t for t in texts.values()), "torch symbolic shapes"
    assert any("flow.tensor.transfer" in t and "iree.abi.affinity" in t for t in texts.values())
    assert all(entry["frontend"] != "jax" or "stablehlo." in texts[name] for name, entry in INPUTS.items())
    flow313 = {p: CORPUS.text(p) for p in CORPUS.flow313}
    # What the frontends bring into the dumps: torch's shape assumptions,
    # the async ABI (fences, the synchronous wrapper), devices' transfers.
    assert any("util.assume.int" in t for t in flow313.values())
    assert any("@main$async" in t and "util.null : !hal.fence" in t for t in flow313.values())
    assert any("#hal.device.affinity<@__device_7>" in t and "flow.tensor.transfer" in t for t in flow313.values())


def test_every_input_is_compiled_by_3_13_and_by_3_2_or_says_why_not():
    failed = {(Path(f["input"]).stem, f["phase"], f["path"]) for f in NOT_COMPILED if f["compiler"] == "v3.2"}
    for name in INPUTS:
        for phase in ("flow", "stream"):
            assert f"v3.13/{name}.{phase}.mlir" in CORPUS.files
        if (name, "flow", None) in failed:
            assert f"v3.2/{name}.flow.mlir" not in CORPUS.files
            continue
        assert f"v3.2/{name}.flow.mlir" in CORPUS.files
        stream_failed = (name, "stream", f"v3.2/{name}.flow.mlir") in failed
        assert (f"v3.2/{name}.stream.mlir" in CORPUS.files) != stream_failed, name
    for entry in NOT_COMPILED:
        assert entry["compiler"] == "v3.2" and "error:" in entry["error"]


def test_multi_device_programs_use_their_devices():
    for path in CORPUS.flow313:
        name = path.split("/")[1].split(".")[0]
        devices = INPUTS[name]["devices"]
        text = CORPUS.text(path)
        assert CORPUS.by_path[path]["devices"] == max(devices, 2)
        if devices > 1:
            for k in range(devices):
                assert f"util.global private @__device_{k} " in text, (path, k)


def test_variants_add_cross_device_transfers():
    CORPUS.check_variants("#hal.device.affinity<@__device_1>")
    for entry in CORPUS.manifest["files"]:
        if entry["variant"]:
            assert INPUTS[Path(entry["input"]).stem]["devices"] == 1


@pytest.mark.parametrize("path", CORPUS.v32)
def test_corpus_file_is_iree_opt_printing(path):
    CORPUS.check_printing(path)


#===----------------------------------------------------------------------===#
# Our tools against iree-opt
#===----------------------------------------------------------------------===#


globals().update(CORPUS.tests({
    "test_round_trip": "round_trip",
    "test_annotate_matches_iree_opt_of_the_same_release": "annotate",
    "test_convert_matches_iree_opt": "convert",
    "test_schedule_matches_iree_opt": "schedule",
}))


if __name__ == "__main__":
    # python -m tests.stream_affinity.test_frontends: prints the rows of
    # KNOWN_FAILURES for the current tools (paste them over the table).
    for row in CORPUS.current_known_failures():
        print(f"    {row!r},")
