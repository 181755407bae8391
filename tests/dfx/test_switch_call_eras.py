"""`cf.switch` with a negative case value and `func.call` with `no_inline`
print differently per release: iree-opt 3.2.0 writes case values unsigned
(`4294967295:`) and `{no_inline}`, 3.13 writes `-1:` and `<no_inline>`
(and rejects `{no_inline}`). dfx prints each file as the release that wrote
it (`func.call`'s spelling marks the module's era, dfx/syntax/forms.py);
the generic forms are the same in both.
"""

from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module

from ..iree import iree_opt, iree_opt_current, run_iree_opt, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "eras"
CASES = [("switch_call_v3_2.mlir", "4294967295: ^bb1", "{no_inline}", iree_opt, run_iree_opt),
         ("switch_call_v3_13.mlir", "-1: ^bb1", "<no_inline>", iree_opt_current, run_iree_opt_current)]


@pytest.mark.parametrize("name, case, call, available, run", CASES, ids=["3.2.0", "3.13"])
def test_printed_as_the_release_that_wrote_it(name, case, call, available, run):
    text = (DATA / name).read_text()
    assert case in text and call in text
    module = parse_module(text, name)
    assert print_module(module).rstrip("\n") == text.rstrip("\n")
    generic = print_module(module, generic=True)
    assert "case_values = dense<[-1, 42]>" in generic and "no_inline}>" in generic
    if available() is not None:
        for args, expected in (([], text), (["--mlir-print-op-generic"], generic)):
            proc = run(args, text)
            assert proc.returncode == 0, proc.stderr
            assert proc.stdout.rstrip("\n") == expected.rstrip("\n")
