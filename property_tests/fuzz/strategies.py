"""Hypothesis strategies for malformed and adversarial MLIR (as bytes).

Every strategy yields a `Mutant`: the input bytes, where they came from and
the mutation steps applied, so a failure says how the input was made.

Families (`mutants()` mixes them, seeded mutants most often):

* **seeded mutants** (`seeded_mutants`): a valid program, then 1-3
  mutation steps. Seeds are small templates (`TEMPLATES`), the `.mlir`
  files of `examples/`, the chunks of the reference files
  `annotate_affinities.mlir` and `schedule_execution.mlir` (split on
  `// -----`, comment-only lines dropped) and programs from
  `property_tests.strategies` (`flow_programs()`, `stream_programs()` in
  both barrier syntaxes). Steps (`SEED_MUTATIONS`): byte edits (bit flip,
  replace, insert, delete, duplicate a span), token edits (delete,
  duplicate, swap tokens; replace an SSA name, a symbol, a type, a digit
  run, a keyword or op name), truncation, bad UTF-8 in a comment, a string
  or an identifier, odd line breaks and NUL bytes (CRLF, lone CR, form
  feed, U+2028, NUL as whitespace), huge numbers in place of a digit run
  or as a result index, wrapping the program in deep `module {`, and
  appending a line with an error (so a later error shows whether lines
  were counted right);
* **deep nesting** (`deep_nesting`): regions (`scf.if`, `scf.for`,
  `module`, generic ops), function types, tuples, arrays, dictionaries,
  dense literals, fused locations and attribute-alias chains, at depths
  100 to 5,000;
* **huge numbers** (`huge_numbers`): integer attributes (decimal, negative,
  hex), global initial values, tensor dimensions, integer widths, result
  indices `%0#N`, dense elements, float exponents and SSA names made of
  4,290 to 20,000 digits.

Shrinking: families, steps and seeds are listed simplest first and every
position, depth and length shrinks towards the start of the file, the
smallest depth or the fewest digits, so a failure shrinks to a small
template with one step.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, List, Sequence, Tuple

from hypothesis import strategies as st

from property_tests.strategies import flow_programs, stream_programs

__all__ = [
    "Mutant", "mutants", "seeded_mutants", "deep_nesting", "huge_numbers", "seeds", "file_seeds",
    "nested", "huge", "NEST_KINDS", "HUGE_KINDS", "TEMPLATES", "SEED_MUTATIONS", "BAD_UTF8",
]

REPO = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("DFX_SHARED_DIR", REPO.parent / "shared"))
REFERENCE_FILES = ("annotate_affinities.mlir", "schedule_execution.mlir")


@dataclass(frozen=True)
class Mutant:
    """One fuzz input: raw bytes (encodings matter), its origin and the
    mutation steps that made it."""

    data: bytes
    origin: str
    steps: Tuple[str, ...] = ()

    def describe(self) -> str:
        return self.origin + "".join(f" | {s}" for s in self.steps)

    def __repr__(self) -> str:
        data = self.data
        if len(data) > 600:
            shown = f"{data[:300]!r} ... {data[-200:]!r} ({len(data)} bytes)"
        else:
            shown = repr(data)
        return f"Mutant({self.describe()!r}, data={shown})"

    def _repr_pretty_(self, printer, cycle) -> None:  # Hypothesis' pretty printer: keep it short
        printer.text(repr(self))


#===----------------------------------------------------------------------===#
# Seeds
#===----------------------------------------------------------------------===#

TEMPLATES: Tuple[Tuple[str, str], ...] = (
    ("template:empty-func", "util.func private @f() {\n  util.return\n}\n"),
    ("template:string", 'util.func private @f() attributes {note = "a b"} {\n  util.return\n}\n'),
    ("template:comment", "// a comment\nutil.func private @f(%arg0: i32) -> i32 {\n"
                         "  // another one\n  util.return %arg0 : i32\n}\n"),
    ("template:constant", "util.func private @f() -> tensor<4xi32> {\n"
                          "  %c1 = arith.constant 1 : i32\n"
                          "  %0 = flow.tensor.splat %c1 : tensor<4xi32>\n"
                          "  util.return %0 : tensor<4xi32>\n}\n"),
    ("template:global", "util.global private @g = dense<7> : tensor<4xi32>\n"
                        "util.func private @f() -> tensor<4xi32> {\n"
                        "  %0 = util.global.load @g : tensor<4xi32>\n"
                        "  util.return %0 : tensor<4xi32>\n}\n"),
    ("template:scf", "util.func private @f(%c: i1, %a: tensor<4xi32>) -> tensor<4xi32> {\n"
                     "  %0 = scf.if %c -> (tensor<4xi32>) {\n"
                     "    scf.yield %a : tensor<4xi32>\n"
                     "  } else {\n"
                     "    scf.yield %a : tensor<4xi32>\n"
                     "  }\n"
                     "  util.return %0 : tensor<4xi32>\n}\n"),
    ("template:generic", '"builtin.module"() ({\n'
                         '  "util.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({\n'
                         '    "util.return"() : () -> ()\n'
                         '  }) : () -> ()\n'
                         '}) : () -> ()\n'),
)
"""Small valid programs (iree-opt 3.2.0 accepts them): the first seeds,
where shrinking ends up."""

_SPLIT = re.compile(rb"^// -----[^\n]*(?:\n|\Z)", re.M)
_COMMENT_LINE = re.compile(r"^[ \t]*//[^\n]*\n", re.M)


@lru_cache(maxsize=None)
def file_seeds() -> Tuple[Tuple[str, str], ...]:
    """(name, text) of the templates, `examples/*.mlir` and the chunks of
    the reference files (when ../shared is there), templates first, then by
    size."""
    found: List[Tuple[str, str]] = []
    for path in sorted((REPO / "examples").glob("*.mlir")):
        found.append((f"examples/{path.name}", path.read_text(encoding="utf-8")))
    for name in REFERENCE_FILES:
        path = SHARED / "reference" / name
        if not path.is_file():
            continue
        for i, chunk in enumerate(_SPLIT.split(path.read_bytes())):
            code = _COMMENT_LINE.sub("", chunk.decode("utf-8"))
            if code.strip():
                found.append((f"{name}#{i}", code))
    found.sort(key=lambda s: (len(s[1]), s[0]))
    return TEMPLATES + tuple(found)


def seeds() -> st.SearchStrategy[Tuple[str, str]]:
    """(origin, valid program text): a file seed or a generated program."""
    generated_flow = flow_programs(target_size=False).map(lambda p: ("flow_programs()", p.render()))
    generated_stream = st.tuples(stream_programs(target_size=False), st.sampled_from(["seed", "3.2"])).map(
        lambda ps: (f"stream_programs(), barrier syntax {ps[1]}", ps[0].render(barrier_syntax=ps[1])))
    return st.one_of(st.sampled_from(file_seeds()), generated_flow, generated_stream)


#===----------------------------------------------------------------------===#
# Building blocks
#===----------------------------------------------------------------------===#

# Tokens, roughly as MLIR's lexer sees them (bytes, so encodings survive).
_TOKEN = re.compile(rb"""
    "(?:[^"\\\n]|\\.)*"            # string
  | //[^\n]*                       # comment
  | [%@^][\w$.\-]+(?:\#\d+)?       # SSA value (with result index), symbol, block
  | [!#][\w$.]+                    # dialect type / attribute prefix, alias
  | 0x[0-9a-fA-F]+
  | \d+(?:\.\d+)?(?:[eE][-+]?\d+)?
  | [A-Za-z_][\w$.]*               # keyword, op name
  | -> | ::
  | \S
""", re.X)
_SSA = re.compile(rb"%[\w$.\-]+")
_SYMBOL = re.compile(rb"@[\w$.\-]+")
_TYPE = re.compile(rb"(?:tensor|memref|vector|tuple|complex)<[^<>\n]*(?:<[^<>\n]*>[^<>\n]*)*>"
                   rb"|![\w.]+(?:<[^<>\n]*>)?|\b(?:i\d+|f16|f32|f64|bf16|index|none)\b")
_DIGITS = re.compile(rb"\d+")
_KEYWORD = re.compile(rb"(?<![%@^!#\w$.])[A-Za-z_][\w$.]*")
_STRING = re.compile(rb'"(?:[^"\\\n]|\\.)*"')

INTERESTING_BYTES = (b"{", b"}", b"(", b")", b"<", b">", b"[", b"]", b'"', b"%", b"@", b"^", b"#", b"!",
                     b":", b",", b"=", b"-", b"0", b"x", b"\\", b"\n", b"\r", b"\t", b"\x00", b"\xff")
BAD_UTF8 = (b"\xff", b"\x80", b"\xc3", b"\xc0\xaf", b"\xe2\x82", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xfe\xff")
"""Invalid UTF-8: a byte never used, a lone continuation byte, a truncated
sequence, an overlong encoding, a surrogate, a code point above U+10FFFF."""
ODD_BREAKS = (b"\x0b", b"\x0c", b"\x1c", b"\x1e", b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9")
"""Characters some line splitters (Python's `str.splitlines`) take for line
breaks and MLIR does not: vertical tab, form feed, file/record separators,
NEL, U+2028, U+2029."""
TYPES = (b"i1", b"i32", b"index", b"f32", b"none", b"tensor<4xi32>", b"tensor<?x4xf32>", b"tensor<0xi8>",
         b"tensor<*xi32>", b"tuple<i32, f32>", b"vector<4xi32>", b"memref<4xi32>", b"complex<f32>",
         b"!stream.resource<*>", b"!stream.resource<transient>", b"!stream.timepoint", b"!hal.buffer_view",
         b"!hal.device", b"() -> ()", b"(i32) -> tensor<4xi32>", b"!unknown.type", b"i0", b"i16777216")
NUMBERS = (b"0", b"1", b"-1", b"2147483648", b"4294967296", b"9223372036854775808", b"-9223372036854775809",
           b"18446744073709551616", b"1.5", b"1e400", b"0x7FFFFFFF", b"99999999999999999999999999")
KEYWORDS = (b"util.func", b"util.return", b"module", b"scf.if", b"scf.yield", b"private", b"public", b"to",
            b"on", b"attributes", b"dense", b"loc", b"unknown.op", b"flow.tensor.transfer", b"affine_map")
ERROR_LINES = (b"%undefined_use = arith.addi %nope, %nope : i32\n", b"}\n", b"util.func private @f(\n",
               b'"bad.op"() : () -> (i32, \n', b"#alias = \n")


def huge(digits: int) -> bytes:
    """A decimal number of |digits| digits (not all nines, so a printer
    cannot hide it as a repeated pattern)."""
    body = (b"1234567890" * (digits // 10 + 1))[: max(digits - 1, 0)]
    return b"9" + body


def _splice(data: bytes, start: int, end: int, new: bytes) -> bytes:
    return data[:start] + new + data[end:]


def _line_starts(data: bytes) -> List[int]:
    return [0] + [m.end() for m in re.finditer(rb"\n", data) if m.end() < len(data)]


@st.composite
def _pick(draw, spans: Sequence[re.Match]) -> re.Match:
    return spans[draw(st.integers(0, len(spans) - 1))]


#===----------------------------------------------------------------------===#
# Mutation steps: fn(draw, data) -> (data, description)
#===----------------------------------------------------------------------===#


def _byte_edit(draw, data: bytes) -> Tuple[bytes, str]:
    kind = draw(st.sampled_from(["replace", "insert", "delete", "flip", "duplicate"]))
    if not data:
        kind = "insert"
    pos = draw(st.integers(0, max(len(data) - 1, 0)))
    if kind in ("replace", "insert"):
        byte = draw(st.one_of(st.sampled_from(INTERESTING_BYTES), st.integers(0, 255).map(lambda b: bytes([b]))))
        end = pos + 1 if kind == "replace" else pos
        return _splice(data, pos, end, byte), f"{kind} byte {byte!r} at offset {pos}"
    if kind == "flip":
        bit = draw(st.integers(0, 7))
        return _splice(data, pos, pos + 1, bytes([data[pos] ^ (1 << bit)])), f"flip bit {bit} at offset {pos}"
    length = draw(st.integers(1, 16))
    if kind == "delete":
        return _splice(data, pos, pos + length, b""), f"delete {length} bytes at offset {pos}"
    span = data[pos:pos + length]
    return _splice(data, pos, pos, span), f"duplicate {span!r} at offset {pos}"


def _replace_match(draw, data: bytes, pattern: re.Pattern, pool: Sequence[bytes], what: str,
                   extra: Callable[[bytes], Sequence[bytes]] = lambda _: ()) -> Tuple[bytes, str]:
    spans = list(pattern.finditer(data))
    if not spans:
        return _byte_edit(draw, data)
    m = draw(_pick(spans))
    seen = list(dict.fromkeys(x.group() for x in spans))
    choices = list(dict.fromkeys([*seen, *pool, *extra(m.group())]))
    new = draw(st.sampled_from(choices))
    return _splice(data, m.start(), m.end(), new), f"replace {what} {m.group()!r} at offset {m.start()} by {new[:40]!r}"


def _token_edit(draw, data: bytes) -> Tuple[bytes, str]:
    kind = draw(st.sampled_from(["delete", "duplicate", "swap", "ssa", "symbol", "type", "number", "keyword"]))
    if kind == "ssa":
        return _replace_match(draw, data, _SSA, (b"%undefined", b"%0", b"%arg99", b"%0#1"), "SSA name",
                              lambda name: (name + b"#1", name + b":2"))
    if kind == "symbol":
        return _replace_match(draw, data, _SYMBOL, (b"@missing", b'@"quoted symbol"', b"@f::@g"), "symbol")
    if kind == "type":
        return _replace_match(draw, data, _TYPE, TYPES, "type")
    if kind == "number":
        return _replace_match(draw, data, _DIGITS, NUMBERS, "digits")
    if kind == "keyword":
        return _replace_match(draw, data, _KEYWORD, KEYWORDS, "keyword")
    tokens = [m for m in _TOKEN.finditer(data) if not m.group().startswith(b"//")]
    if len(tokens) < 2:
        return _byte_edit(draw, data)
    a = draw(_pick(tokens))
    if kind == "delete":
        return _splice(data, a.start(), a.end(), b""), f"delete token {a.group()!r} at offset {a.start()}"
    if kind == "duplicate":
        return _splice(data, a.start(), a.start(), a.group() + b" "), f"duplicate token {a.group()!r} at offset {a.start()}"
    b = draw(_pick(tokens))
    first, second = sorted((a, b), key=lambda m: m.start())
    if first.start() == second.start():
        return _splice(data, a.start(), a.end(), b""), f"delete token {a.group()!r} at offset {a.start()}"
    swapped = (data[:first.start()] + second.group() + data[first.end():second.start()] + first.group()
               + data[second.end():])
    return swapped, f"swap tokens {first.group()!r} and {second.group()!r}"


def _truncate(draw, data: bytes) -> Tuple[bytes, str]:
    if not data:
        return data, "truncate (empty)"
    dropped = draw(st.integers(1, len(data)))
    return data[:len(data) - dropped], f"truncate the last {dropped} bytes"


def _bad_encoding(draw, data: bytes) -> Tuple[bytes, str]:
    bad = draw(st.sampled_from(BAD_UTF8))
    place = draw(st.sampled_from(["comment", "string", "identifier", "anywhere"]))
    if place == "string":
        strings = list(_STRING.finditer(data))
        if strings:
            m = draw(_pick(strings))
            return _splice(data, m.start() + 1, m.start() + 1, bad), f"bad UTF-8 {bad!r} in string at offset {m.start()}"
        place = "comment"
    if place == "identifier":
        names = [m for m in re.finditer(rb"[%@][\w$.\-]+|[A-Za-z_][\w$.]*", data) if len(m.group()) > 1]
        if names:
            m = draw(_pick(names))
            return _splice(data, m.start() + 1, m.start() + 1, bad), f"bad UTF-8 {bad!r} in identifier {m.group()!r}"
        place = "comment"
    if place == "comment":
        starts = _line_starts(data)
        at = starts[draw(st.integers(0, len(starts) - 1))]
        return _splice(data, at, at, b"// note " + bad + b" here\n"), f"comment with bad UTF-8 {bad!r} at offset {at}"
    pos = draw(st.integers(0, len(data)))
    return _splice(data, pos, pos, bad), f"bad UTF-8 {bad!r} at offset {pos}"


def _line_breaks(draw, data: bytes) -> Tuple[bytes, str]:
    kind = draw(st.sampled_from(["crlf", "cr-one", "cr-all", "cr-insert", "nul-space", "nul-insert", "nul-end",
                                 "odd-in-comment", "odd-in-string", "nul-in-comment"]))
    newlines = [m.start() for m in re.finditer(rb"\n", data)]
    if kind == "crlf":
        return data.replace(b"\n", b"\r\n"), "CRLF line breaks"
    if kind == "cr-all":
        return data.replace(b"\n", b"\r"), "lone CR line breaks"
    if kind == "cr-one" and newlines:
        at = newlines[draw(st.integers(0, len(newlines) - 1))]
        return _splice(data, at, at + 1, b"\r"), f"lone CR instead of the line break at offset {at}"
    if kind == "nul-space":
        spaces = [m.start() for m in re.finditer(rb" ", data)]
        if spaces:
            at = spaces[draw(st.integers(0, len(spaces) - 1))]
            return _splice(data, at, at + 1, b"\x00"), f"NUL instead of the space at offset {at}"
    if kind == "nul-end":
        return data + b"\x00", "NUL at the end"
    if kind in ("odd-in-comment", "odd-in-string", "nul-in-comment"):
        odd = b"\x00" if kind == "nul-in-comment" else draw(st.sampled_from(ODD_BREAKS))
        strings = list(_STRING.finditer(data)) if kind == "odd-in-string" else []
        if strings:
            m = draw(_pick(strings))
            return _splice(data, m.start() + 1, m.start() + 1, odd), f"{odd!r} in string at offset {m.start()}"
        starts = _line_starts(data)
        at = starts[draw(st.integers(0, len(starts) - 1))]
        return _splice(data, at, at, b"// odd " + odd + b" break\n"), f"comment with {odd!r} at offset {at}"
    pos = draw(st.integers(0, len(data)))
    char = b"\x00" if kind.startswith("nul") else b"\r"
    return _splice(data, pos, pos, char), f"insert {char!r} at offset {pos}"


def _huge_in_seed(draw, data: bytes) -> Tuple[bytes, str]:
    digits = draw(st.integers(4290, 20000))
    where = draw(st.sampled_from(["digits", "result-index"]))
    if where == "result-index":
        uses = list(_SSA.finditer(data))
        if uses:
            m = draw(_pick(uses))
            return _splice(data, m.end(), m.end(), b"#" + huge(digits)), f"result index of {digits} digits on {m.group()!r}"
    spans = list(_DIGITS.finditer(data))
    if not spans:
        return data + b"// " + huge(digits) + b"\n", f"comment with a {digits}-digit number"
    m = draw(_pick(spans))
    return _splice(data, m.start(), m.end(), huge(digits)), f"{digits}-digit number at offset {m.start()}"


def _wrap_in_modules(draw, data: bytes) -> Tuple[bytes, str]:
    depth = draw(st.integers(100, 5000))
    return b"module {\n" * depth + data + b"}\n" * depth, f"wrapped in {depth} nested modules"


def _append_error(draw, data: bytes) -> Tuple[bytes, str]:
    line = draw(st.sampled_from(ERROR_LINES))
    sep = b"" if data.endswith(b"\n") or not data else b"\n"
    return data + sep + line, f"append the line {line!r}"


SEED_MUTATIONS: Tuple[Tuple[str, Callable], ...] = (
    ("byte", _byte_edit),
    ("token", _token_edit),
    ("truncate", _truncate),
    ("encoding", _bad_encoding),
    ("line-breaks", _line_breaks),
    ("append-error", _append_error),
    ("huge-number", _huge_in_seed),
    ("wrap-modules", _wrap_in_modules),
)


# Wrapping in deep modules is a third as likely as the other steps: deep
# inputs are slow once they parse, and deep_nesting() covers nesting.
_STEPS = st.sampled_from([s for s in SEED_MUTATIONS if s[0] != "wrap-modules"] * 3
                         + [s for s in SEED_MUTATIONS if s[0] == "wrap-modules"])


@st.composite
def seeded_mutants(draw, max_steps: int = 3) -> Mutant:
    """A seed program with 1..|max_steps| mutation steps."""
    origin, text = draw(seeds())
    data = text.encode("utf-8")
    steps = []
    for _ in range(draw(st.integers(1, max_steps))):
        name, step = draw(_STEPS)
        data, description = step(draw, data)
        steps.append(description)
    return Mutant(data, origin, tuple(steps))


#===----------------------------------------------------------------------===#
# Deep nesting
#===----------------------------------------------------------------------===#


def _nest_fn_type(depth: int) -> str:
    t = "i32"
    for _ in range(depth):
        t = f"({t}) -> ()"
    return f"util.func private @f(%arg0: {t}) {{\n  util.return\n}}\n"


def _func_with_attr(value: str) -> str:
    return f"util.func private @f() attributes {{x = {value}}} {{\n  util.return\n}}\n"


NEST_KINDS: Tuple[Tuple[str, Callable[[int], str]], ...] = (
    ("scf.if", lambda d: "util.func private @f(%c: i1) {\n" + "scf.if %c {\n" * d + "}\n" * d
     + "  util.return\n}\n"),
    ("scf.for", lambda d: "util.func private @f(%n: index) {\n"
     + "".join(f"scf.for %i{k} = %n to %n step %n {{\n" for k in range(d)) + "}\n" * d + "  util.return\n}\n"),
    ("module", lambda d: "module {\n" * d + "}\n" * d),
    ("generic-region", lambda d: '"test.region"() ({\n' * d + "}) : () -> ()\n" * d),
    ("function-type", _nest_fn_type),
    ("tuple", lambda d: "util.func private @f(%arg0: " + "tuple<" * d + "i32" + ">" * d
     + ") {\n  util.return\n}\n"),
    ("array", lambda d: _func_with_attr("[" * d + "1" + "]" * d)),
    ("dictionary", lambda d: _func_with_attr("{a = " * d + "1" + "}" * d)),
    ("dense", lambda d: "util.func private @f() {\n  %0 = arith.constant dense<" + "[" * d + "1" + "]" * d
     + "> : tensor<" + "1x" * d + "i32>\n  util.return\n}\n"),
    ("fused-location", lambda d: "util.func private @f() {\n  util.return loc(" + "fused[" * d + '"x"' + "]" * d
     + ")\n}\n"),
    ("alias-chain", lambda d: "#a0 = [1]\n" + "".join(f"#a{k} = [#a{k - 1}]\n" for k in range(1, d))
     + _func_with_attr(f"#a{d - 1}")),
)
"""(kind, depth -> valid program nested |depth| deep). iree-opt 3.2.0
accepts all of them at small depths (it overflows its stack on regions
nested a few thousand deep)."""


def nested(kind: str, depth: int) -> bytes:
    return dict(NEST_KINDS)[kind](depth).encode("utf-8")


@st.composite
def deep_nesting(draw, min_depth: int = 100, max_depth: int = 5000) -> Mutant:
    kind = draw(st.sampled_from([k for k, _ in NEST_KINDS]))
    # Half the time at most 400 deep: the window where a parser copes and a
    # printer (or a later pass) does not is narrow (e.g. 197-1000 for
    # generic regions, 244-~300 for tuples).
    depth = draw(st.one_of(st.integers(min_depth, max(min_depth, min(400, max_depth))),
                           st.integers(min_depth, max_depth)))
    return Mutant(nested(kind, depth), f"deep:{kind}", (f"depth {depth}",))


#===----------------------------------------------------------------------===#
# Huge numbers
#===----------------------------------------------------------------------===#


def _func_returning(body: str, ty: str, value: str = "%c") -> str:
    return f"util.func private @f() -> {ty} {{\n  {body}\n  util.return {value} : {ty}\n}}\n"


HUGE_KINDS: Tuple[Tuple[str, Callable[[str], str]], ...] = (
    ("integer-attribute", lambda n: _func_returning(f"%c = arith.constant {n} : i64", "i64")),
    ("negative-integer", lambda n: _func_returning(f"%c = arith.constant -{n} : i64", "i64")),
    ("hex-integer", lambda n: _func_returning(f"%c = arith.constant 0x{n} : i64", "i64")),
    ("global-initial-value", lambda n: f"util.global private @g = {n} : i64\n"),
    ("array-attribute", lambda n: _func_with_attr(f"[{n}]")),
    ("tensor-dimension", lambda n: f"util.func private @f(%arg0: tensor<{n}xi32>) {{\n  util.return\n}}\n"),
    ("integer-width", lambda n: f"util.func private @f(%arg0: i{n}) {{\n  util.return\n}}\n"),
    ("result-index", lambda n: _func_returning("%c = arith.constant 1 : i32", "i32", f"%c#{n}")),
    ("dense-elements", lambda n: _func_returning(f"%c = arith.constant dense<{n}> : tensor<4xi64>",
                                                  "tensor<4xi64>")),
    ("float-exponent", lambda n: _func_returning(f"%c = arith.constant 1.0e{n} : f64", "f64")),
    ("float-mantissa", lambda n: _func_returning(f"%c = arith.constant {n}.5 : f64", "f64")),
    ("ssa-name", lambda n: _func_returning(f"%{n} = arith.constant 1 : i32", "i32", f"%{n}")),
)
"""(kind, digits -> program using that number)."""


@st.composite
def huge_numbers(draw, min_digits: int = 4290, max_digits: int = 20000) -> Mutant:
    kind = draw(st.sampled_from([k for k, _ in HUGE_KINDS]))
    digits = draw(st.integers(min_digits, max_digits))
    text = dict(HUGE_KINDS)[kind](huge(digits).decode())
    return Mutant(text.encode("utf-8"), f"huge:{kind}", (f"{digits} digits",))


#===----------------------------------------------------------------------===#
# Everything
#===----------------------------------------------------------------------===#


def mutants(max_steps: int = 3, weights: Tuple[int, int, int] = (6, 2, 2)) -> st.SearchStrategy[Mutant]:
    """Seeded mutants, deep nesting and huge numbers, in the proportions
    |weights| (default 6 : 2 : 2)."""
    families = ([seeded_mutants(max_steps)] * weights[0] + [deep_nesting()] * weights[1]
                + [huge_numbers()] * weights[2])
    return st.integers(0, len(families) - 1).flatmap(lambda i: families[i])
