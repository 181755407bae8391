"""Upstream MLIR dialects on the host side (`arith`, `math`, `index`, `scf`,
`cf`, `func`, `affine`): every op prints as iree-opt prints it.

`data/upstream/<name>.mlir` are inputs; `<name>.v3.2.0.out` and
`<name>.v3.13.out` (`.generic.out`: with `--mlir-print-op-generic`) are what
iree-opt 3.2.0 and 3.13 print for them (inputs using 3.13-only ops or
flags have no 3.2.0 output). Our printing must equal 3.13's, and 3.2.0's
where that exists; the op lists come from both releases' op definitions
(`data/upstream/op_lists.json`, taken from the generated Python bindings).
"""

import json
from pathlib import Path

import pytest

from dfx import parse_module, print_module
from dfx.ir import OP_DEFS, WalkOrder
from dfx.ir.core import lookup_op_def
from dfx.ir.folding import fold_op

from ..iree import iree_opt, iree_opt_current, run_iree_opt, run_iree_opt_current

DATA = Path(__file__).parent / "data" / "upstream"
INPUTS = sorted(p for p in DATA.glob("*.mlir"))


def _generic(module) -> str:
    return print_module(module, generic=True)


def _expected(name: str):
    for version in ("v3.2.0", "v3.13"):
        for kind in ("", ".generic"):
            path = DATA / f"{name}.{version}{kind}.out"
            if path.exists():
                yield version, kind, path


CASES = [(p.stem, version, kind) for p in INPUTS for version, kind, _ in _expected(p.stem)]


@pytest.mark.parametrize("name,version,kind", CASES)
def test_prints_as_iree_opt(name, version, kind):
    module = parse_module((DATA / f"{name}.mlir").read_text(), f"{name}.mlir")
    ours = _generic(module) if kind else print_module(module)
    expected = (DATA / f"{name}.{version}{kind}.out").read_text()
    assert ours.rstrip("\n") == expected.rstrip("\n")


@pytest.mark.parametrize("name,version,kind", CASES)
def test_reads_iree_opt_output_back_identically(name, version, kind):
    text = (DATA / f"{name}.{version}{kind}.out").read_text()
    module = parse_module(text, "out.mlir")
    printed = _generic(module) if kind else print_module(module)
    assert printed.rstrip("\n") == text.rstrip("\n")


def test_affine_symbol_operands_stay_symbols_through_the_generic_form():
    text = (DATA / "affine.mlir").read_text()
    generic = _generic(parse_module(text))
    assert "dimCount" not in generic
    again = print_module(parse_module(generic))
    assert "()[%arg0, %arg1]" in again and "(%arg0)[%arg1]" in again and "(%arg0, %arg1)\n" in again
    if iree_opt() is not None:
        for out in (generic, again):
            proc = run_iree_opt(["--mlir-print-local-scope"], out)
            assert proc.returncode == 0, proc.stderr


def test_index_dialect_round_trips():
    text = (DATA / "index.mlir").read_text()
    module = parse_module(text)
    printed = print_module(module)
    assert "%idx42 = index.constant 42" in printed and "index.cmp slt(%3, %arg1)" in printed
    assert print_module(parse_module(_generic(module))) == printed
    assert '<{pred = #index<cmp_predicate slt>}>' in _generic(module)


# -- op lists from the releases' definitions ----------------------------------------------------------


OP_LISTS = json.loads((DATA / "op_lists.json").read_text())


@pytest.mark.parametrize("dialect", sorted(OP_LISTS["dialects"]))
def test_every_op_of_both_releases_is_defined(dialect):
    names = set()
    for version in OP_LISTS["dialects"][dialect].values():
        names.update(version)
    missing = sorted(n for n in names if lookup_op_def(n) is None and n not in OP_LISTS["not_defined"])
    assert missing == []
    # Every op we claim to define parses and prints in custom form somewhere in the data, or is listed.
    assert all(OP_DEFS[n].parse is not None for n in names if n in OP_DEFS and n not in OP_LISTS["generic_only"])


# -- folders ---------------------------------------------------------------------------------------


def _fold_all(text: str):
    m = parse_module(text)
    out = {}
    for op in m.walk(WalkOrder.PRE):
        if op.results and op.results[0].name_hint:
            r = fold_op(op)
            out[op.results[0].name_hint] = None if r is None else str(r[0]) if not hasattr(r[0], "uses") else r[0]
    return out


def test_math_folds():
    r = _fold_all("""
func.func @f() {
  %two = arith.constant 2.0 : f32
  %neg = arith.constant -2.5 : f64
  %h = arith.constant 2.5 : f16
  %i = arith.constant 12 : i32
  %sqrt = math.sqrt %two : f32
  %exp = math.exp %two : f32
  %floor = math.floor %neg : f64
  %round = math.round %neg : f64
  %even = math.roundeven %neg : f64
  %hexp = math.exp %h : f16
  %habs = math.absf %h : f16
  %clz = math.ctlz %i : i32
  %pop = math.ctpop %i : i32
  %pow = math.ipowi %i, %i : i32
  %nan = math.isnan %two : f32
  %log = math.log %neg : f64
  return
}""")
    assert r["sqrt"] == "1.41421354 : f32"
    assert r["exp"] == "7.3890562 : f32"
    assert r["floor"] == "-3.000000e+00 : f64"
    assert r["round"] == "-3.000000e+00 : f64"
    assert r["even"] == "-2.000000e+00 : f64"
    assert r["hexp"] is None  # transcendental functions fold in f32/f64 only
    assert r["habs"] == "2.500000e+00 : f16"
    assert r["clz"] == "28 : i32" and r["pop"] == "2 : i32"
    p = (12 ** 12) % (1 << 32)
    assert r["pow"] == f"{p - (1 << 32) if p >= 1 << 31 else p} : i32"
    assert r["nan"] == "false"
    assert r["log"] is None  # outside the domain: MLIR does not fold it either


def test_trunci_generic_form_reads_in_both_releases():
    m = parse_module("""
func.func @f(%a: i32) -> i8 {
  %0 = arith.trunci %a : i32 to i8
  return %0 : i8
}""")
    generic = _generic(m)
    assert "overflowFlags" not in generic
    for present, run in ((iree_opt, run_iree_opt), (iree_opt_current, run_iree_opt_current)):
        if present() is not None:
            proc = run([], generic)
            assert proc.returncode == 0, proc.stderr


# The inputs with a stored 3.13 printing (the others have their own tests:
# `index.mlir`, which iree-opt does not read (no `index` dialect there),
# `affine.mlir` (symbol operands through the generic form) and
# `math_folds.mlir` (compared after canonicalization)).
WITH_313 = [p for p in INPUTS if (DATA / f"{p.stem}.v3.13.out").exists()]


@pytest.mark.skipif(iree_opt_current() is None, reason="iree-opt 3.13 not available")
@pytest.mark.parametrize("path", WITH_313, ids=lambda p: p.stem)
def test_data_matches_the_live_reference(path):
    """The stored outputs are what iree-opt 3.13 prints today."""
    proc = run_iree_opt_current([], path.read_text())
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.rstrip("\n") == (DATA / f"{path.stem}.v3.13.out").read_text().rstrip("\n")


# -- verifier invariants (messages as iree-opt's) ----------------------------------------------------

REJECTED = [
    ("%0 = math.exp %i : i32", "'math.exp' op operand #0 must be floating-point-like, but got 'i32'"),
    ("%0 = arith.addf %i, %i : i32", "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'"),
    ("%0 = arith.addi %x, %x : f32", "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"),
    ("%0 = math.ctlz %x : f32", "'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'"),
    ("%0:2 = arith.addui_extended %i, %i : i32, i32",
     "'arith.addui_extended' op result #1 must be bool-like, but got 'i32'"),
    ("%0 = arith.truncf %x : f32 to f64",
     "'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible"),
    ("%0 = arith.extsi %i : i32 to i16",
     "'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible"),
    ("%0 = arith.index_cast %i : i32 to i64",
     "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible"),
    ("%0 = arith.bitcast %i : i32 to f16",
     "'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible"),
]


@pytest.mark.parametrize("body,message", REJECTED, ids=[b.split("=")[1].split()[0] for b, _ in REJECTED])
def test_invalid_types_are_rejected_as_iree_opt_rejects_them(body, message):
    from dfx.ir.diagnostics import DiagnosticError
    text = f"func.func @f(%i: i32, %x: f32) {{\n  {body}\n  return\n}}\n"
    with pytest.raises(DiagnosticError) as info:
        parse_module(text, "v.mlir")
    assert message in str(info.value)
    if iree_opt() is not None:
        proc = run_iree_opt([], text)
        assert proc.returncode != 0 and message in proc.stderr


def test_math_folds_agree_with_iree_opt_3_13_canonicalize():
    """Every `math` op of `math_folds.mlir` folds to the constant iree-opt
    3.13's canonicalizer makes of it, or stays (stored output)."""
    source = parse_module((DATA / "math_folds.mlir").read_text())
    ref = parse_module((DATA / "math_folds.v3.13.canonicalized").read_text())
    ours = []
    fn, = [op for op in source.walk(WalkOrder.PRE) if op.name == "func.func"]
    for v in fn.regions[0].blocks[0].last_op.operands:
        op = v.defining_op
        r = fold_op(op) if op.name.startswith("math.") else [op.get_attr("value")]
        ours.append(None if r is None else str(r[0]))
    theirs = []
    rfn, = [op for op in ref.walk(WalkOrder.PRE) if op.name == "func.func"]
    for v in rfn.regions[0].blocks[0].last_op.operands:
        op = v.defining_op
        theirs.append(str(op.get_attr("value")) if op.name == "arith.constant" else None)
    assert ours == theirs


def test_index_folds_only_what_does_not_depend_on_the_index_width():
    r = _fold_all("""
func.func @f() {
  %big = index.constant 4294967296
  %seven = index.constant 7
  %m2 = index.constant -2
  %zero = index.constant 0
  %add = index.add %big, %seven
  %div = index.divs %seven, %m2
  %divu = index.divu %seven, %m2
  %bigdiv = index.divu %big, %seven
  %byzero = index.rems %seven, %zero
  %shl = index.shl %seven, %seven
  %shl32 = index.shl %seven, %big
  %cmp = index.cmp ult(%seven, %m2)
  %bigcmp = index.cmp slt(%zero, %big)
  %casts = index.casts %m2 : index to i32
  return
}""")
    assert r["add"] == "4294967303 : index"  # low 32 bits agree at any width
    assert r["div"] == "-3 : index"
    assert r["divu"] == "0 : index"
    assert r["bigdiv"] is None  # 2^32 / 7 differs from (2^32 mod 2^32) / 7
    assert r["byzero"] is None
    assert r["shl"] == "896 : index" and r["shl32"] is None
    assert r["cmp"] == "true"
    assert r["bigcmp"] is None  # 0 < 2^32, but 0 < 0 is false in 32 bits
    assert r["casts"] == "-2 : i32"


def test_func_call_no_inline_reads_in_both_spellings():
    base = "func.func private @g(%a: i32) -> i32\nfunc.func @f(%a: i32) -> i32 {{\n  %0 = call @g(%a) {} : (i32) -> i32\n  return %0 : i32\n}}\n"
    for spelling in ("<no_inline>", "{no_inline}"):
        m = parse_module(base.format(spelling))
        call, = [op for op in m.walk(WalkOrder.PRE) if op.name == "func.call"]
        assert "no_inline" in call.properties
        assert spelling in print_module(m)  # printed as the release that wrote it (test_switch_call_eras.py)
