"""Every IR fragment of the seed 001 gist (flow input, stream-level modules
with executables, dispatch bodies) prints, parses and prints identically."""

from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

DATA = Path(__file__).parent / "data" / "seed001"
FILES = sorted(DATA.glob("*.mlir"))


def test_all_fragments_present():
    assert [f.name for f in FILES] == ["input.mlir", "stream_allocated.mlir", "stream_elided.mlir",
                                       "stream_optimal.mlir", "stream_transfers.mlir"]


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_round_trip(path, generic):
    first = print_module(parse_module(path.read_text(), str(path)), generic=generic)
    second = print_module(parse_module(first), generic=generic)
    assert first == second
    # Custom and generic forms describe the same IR.
    assert print_module(parse_module(first)) == print_module(parse_module(path.read_text()))
