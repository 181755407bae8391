"""Real compiler output (tests/data/realworld/, see docs/realworld.md):
14 programs compiled by iree-compile 3.2.0 and 3.13 for two devices, at the
flow phase and right before schedule-execution, plus 3.2.0 flow variants
with cross-device transfers (and their stream dumps).

Per corpus file:

* round trip: `dfx-opt` (no passes) prints exactly what iree-opt 3.2.0
  prints with `--mlir-print-local-scope` (dfx never prints aliases) for
  the 3.2.0 files; the 3.13 files are compared with themselves (they are
  3.13's own local-scope printing, build.py checks it), both up to the
  final blank line plain mlir-opt adds;
* annotate (3.2.0 flow dumps and variants): every op carries the same
  `stream.affinities`, `.operands` and `.results` as after
  `iree-opt --iree-stream-annotate-affinities`;
* schedule (3.2.0 stream dumps): `dfx-opt -p schedule-execution` and
  iree-opt's `iree-stream-schedule-execution` give the same text once both
  are printed by iree-opt;
* convert (3.2.0 flow dumps and variants): `dfx-opt -p convert-to-stream`
  and `iree-opt --iree-stream-conversion` give the same text once both are
  printed by iree-opt;
* chain (the same files): `dfx-opt -p
  convert-to-stream,encode-host-tensors,schedule-execution` runs through
  and iree-opt 3.2.0 reads its output back.

* annotate (3.13 flow dumps): `--rules current` gives every op the
  annotations of iree-opt 3.13, `.usage` included.

The checks and the known-failure machinery are tests/stream_affinity/corpus.py
(shared with test_frontends.py). Cases that fail today are listed in
KNOWN_FAILURES with the first error they give; they are strict xfails that
only accept that error (any other failure is reported as a failure, and a
pass as XPASS(strict)): when a fix lands, delete the rows it fixes, or
print the rows for the current tools with
`python -m tests.stream_affinity.test_realworld`.
"""

from __future__ import annotations

from typing import List, Tuple

import pytest

from ..conftest import REPO
from .corpus import (CHAIN, CONVERT_PIPELINE, SCHEDULE_PIPELINE, Corpus, KnownFailure,  # noqa: F401
                     iree_opt_lenient, need_iree_opt)

# (check or "*", glob over corpus paths, first error (a substring of it), cause).
# Checks: "round_trip", "annotate", "schedule", "convert", "chain". The first matching row applies.
KNOWN_FAILURES: List[Tuple[str, str, str, str]] = [
]

CORPUS = Corpus(REPO / "tests" / "data" / "realworld", KNOWN_FAILURES)
MANIFEST = CORPUS.manifest
FILES = CORPUS.files
V32 = CORPUS.v32
FLOW32 = CORPUS.flow32
STREAM32 = CORPUS.stream32
FLOW313 = CORPUS.flow313
CHECKS = CORPUS.checks
reference = CORPUS.reference
ours = CORPUS.ours


#===----------------------------------------------------------------------===#
# The corpus itself
#===----------------------------------------------------------------------===#


def test_manifest_lists_every_corpus_file_with_its_hash():
    CORPUS.check_manifest()


def test_every_source_is_compiled_by_both_compilers_at_both_phases():
    sources = sorted(p.stem for p in (CORPUS.root / "src").glob("*.mlir"))
    assert len(sources) >= 10
    for name in sources:
        for tag in ("v3.2", "v3.13"):
            for phase in ("flow", "stream"):
                assert f"{tag}/{name}.{phase}.mlir" in FILES


def test_variants_add_cross_device_transfers():
    assert len([e for e in MANIFEST["files"] if e["variant"] and e["phase"] == "flow"]) >= 20
    CORPUS.check_variants("#hal.device.affinity<@device_b>")


@pytest.mark.parametrize("path", V32)
def test_corpus_file_is_iree_opt_printing(path):
    # What build.py promises: flow dumps print like --mlir-print-local-scope,
    # stream dumps like plain iree-opt (aliases).
    CORPUS.check_printing(path)


#===----------------------------------------------------------------------===#
# Our tools against iree-opt
#===----------------------------------------------------------------------===#


globals().update(CORPUS.tests({
    "test_round_trip": "round_trip",
    "test_annotate_matches_iree_opt": "annotate",
    "test_schedule_matches_iree_opt": "schedule",
    "test_convert_matches_iree_opt": "convert",
    "test_convert_encode_schedule_chain_gives_what_iree_opt_reads": "chain",
}))


if __name__ == "__main__":
    # python -m tests.stream_affinity.test_realworld: prints the rows of
    # KNOWN_FAILURES for the current tools (paste them over the table).
    for row in CORPUS.current_known_failures():
        print(f"    {row!r},")
