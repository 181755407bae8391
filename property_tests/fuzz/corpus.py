"""Explicit fuzz inputs: the failure classes of issue 14 (manual fuzzing
campaign), one small input each, run by test_fuzz.py before anything is
generated. They fail until the bugs are fixed; keep them afterwards as
regression examples.
"""

from __future__ import annotations

from typing import List

from .strategies import Mutant, huge, nested

_ISSUE = "issue 14"


def _deep(kind: str, depth: int, where: str) -> Mutant:
    return Mutant(nested(kind, depth), f"deep:{kind}", (f"depth {depth}", f"{_ISSUE}: RecursionError in the {where}"))


def _huge(kind: str, text: str) -> Mutant:
    return Mutant(text.encode(), f"huge:{kind}", (f"{_ISSUE}: ValueError, 4,300-digit int conversion limit",))


_N = huge(5000).decode()
_FUNC = "util.func private @f() {{\n{}\n  util.return\n}}\n"

CRASHES: List[Mutant] = [
    # Parser recursion.
    _deep("scf.if", 200, "parser"),
    _deep("module", 200, "parser"),
    _deep("generic-region", 1000, "parser"),
    _deep("function-type", 200, "parser"),
    _deep("tuple", 1000, "parser"),
    _deep("array", 1000, "parser"),
    _deep("dictionary", 1000, "parser"),
    _deep("dense", 1000, "parser"),
    # Printer recursion after a successful parse.
    _deep("generic-region", 200, "printer"),
    _deep("tuple", 250, "printer"),
    _deep("array", 250, "printer"),
    _deep("dictionary", 330, "printer"),
    # Python's limit on converting long decimal strings to int.
    _huge("integer-attribute", f"util.global private @g = {_N} : i64\n"),
    _huge("result-index", "util.func private @f() -> i32 {\n  %c = arith.constant 1 : i32\n"
                          f"  util.return %c#{_N} : i32\n}}\n"),
    _huge("tensor-dimension", f"util.func private @f(%arg0: tensor<{_N}xi32>) {{\n  util.return\n}}\n"),
    _huge("dense-elements", _FUNC.format(f"  %c = arith.constant dense<{_N}> : tensor<4xi64>")),
]
"""Internal errors (exit code 2) of issue 14."""

LOCATIONS: List[Mutant] = [
    # iree-opt accepts both; we stop with "could not open input file" (no location).
    Mutant(b"// caf\xe9\n" + _FUNC.format("").encode(), "template:comment",
           ("invalid UTF-8 in a comment", f"{_ISSUE}: non-located error")),
    Mutant(b'util.func private @f() attributes {note = "\xff"} {\n  util.return\n}\n', "template:string",
           ("invalid UTF-8 in a string", f"{_ISSUE}: non-located error")),
    # MLIR counts lines at \n only: the error is on line 1, column 33.
    Mutant(b"util.func private @f() {\r  %0 = bogus\r}\n", "template:empty-func",
           ("lone CR line breaks, an unknown op", f"{_ISSUE}: a lone CR counted as a line break")),
]
"""Errors reported without a (correct) location, issue 14."""

def _accepted(text: bytes, what: str) -> Mutant:
    return Mutant(text, "template", (what, f"{_ISSUE}: we accept, iree-opt rejects"))


ACCEPTANCE: List[Mutant] = [
    # MLIR's lexer takes NUL for whitespace (unless it ends the buffer).
    Mutant(b"util.func private @f() {\x00\n  util.return\n}\n", "template:empty-func",
           ("NUL instead of a space", f"{_ISSUE}: NUL rejected, iree-opt accepts")),
    _accepted(b"util.global private @g = 256 : i8\n", "integer out of range for its type"),
    _accepted(b"util.global private @g = dense<1.5> : tensor<4xi32>\n", "float elements for an integer tensor"),
    _accepted(b"util.func private @f(%a: i16777216)\n", "integer width above 2^24 - 1"),
    _accepted(b"util.func private @f(%a: !stream.resource<bogus>)\n", "unknown resource lifetime"),
    _accepted(b"util.global private @g {stream.affinity = #hal.bogus<@d>} : tensor<4xi32>\n", "unknown #hal attribute"),
    _accepted(b"util.func private @f(%a: !hal.device) -> tensor<4xi32> {\n"
              b"  %0 = flow.tensor.transfer %a : tensor<4xi32> to #hal.device.promise<@d>\n"
              b"  util.return %0 : tensor<4xi32>\n}\n", "operand used with a type other than its own"),
]
"""Inputs iree-opt 3.2.0 accepts and we reject (or the reverse), issue 14."""
