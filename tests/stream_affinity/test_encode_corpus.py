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
