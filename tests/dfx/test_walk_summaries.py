"""Tests for the explorer's walk steps (`defining_step`, `use_step`) and
the summaries built on them (`WalkSummaries`, `pinned_summaries`): they must
reproduce exactly what the walks report."""

from __future__ import annotations

import time

import pytest

from dfx.ir.attributes import IntegerType
from dfx.analysis.traversal import (DefStep, StepCache, TraversalAction, TraversalBehavior, TraversalResult,
                                    UseStep, WalkResult)
from dfx.analysis.explorer import Explorer
from dfx.ir import BlockArgument, OpResult, WalkOrder
from dfx.ir.traits import CallOp, ConstantLike

from . import explorer_helpers as xt
from .test_explorer import (ACTIONS, CALLS, CFG, EXTERNAL, FOR, GLOBALS, IFS, INDIRECT, MULTIBLOCK,
                            NESTED_GLOBAL_REFS, RECURSION, TIED, WHILE, load_text)

DEFAULT = TraversalBehavior.DEFAULT
DONT_TIE = TraversalBehavior.DONT_WALK_TIED_VALUES

LOOPS = """
util.func private @cfloop(%x: i32, %c: i1) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %b = arith.addi %a, %a : i32
  %t:2 = "xt.tied"(%b, %a) {tied_operands = [0, 1]} : (i32, i32) -> (i32, i32)
  cf.cond_br %c, ^bb1(%t#0 : i32), ^bb2(%t#1 : i32)
^bb2(%r: i32):
  util.return %r : i32
}
util.func private @even(%n: i32) -> i32 {
  %k = arith.constant 1 : i32
  %m = "xt.tied"(%n) {tied_operands = [0]} : (i32) -> i32
  %o = util.call @odd(%m) : (i32) -> i32
  util.return %o : i32
}
util.func private @odd(%n: i32) -> i32 {
  %p = "xt.tied"(%n) {tied_operands = [0]} : (i32) -> i32
  %e = util.call @even(%p) : (i32) -> i32
  %lt = arith.cmpi slt, %e, %n : i32
  %s = arith.select %lt, %e, %n : i32
  util.return %s : i32
}
util.func public @entry(%z: i32, %c: i1) -> i32 {
  %g = util.global.load @state : i32
  %l = util.call @cfloop(%g, %c) : (i32, i1) -> i32
  %q = util.call @even(%l) : (i32) -> i32
  %w = scf.while (%a = %q) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %z : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%p: i32):
    %n = "xt.tied"(%p) {tied_operands = [0]} : (i32) -> i32
    scf.yield %n : i32
  }
  util.global.store %w, @state : i32
  util.return %w : i32
}
util.global private mutable @state : i32
"""

IRS = {
    "calls": CALLS, "recursion": RECURSION, "external": EXTERNAL, "indirect": INDIRECT,
    "cfg": CFG, "ifs": IFS, "for": FOR, "while": WHILE, "tied": TIED, "globals": GLOBALS,
    "actions": ACTIONS, "multiblock": MULTIBLOCK, "nested_globals": NESTED_GLOBAL_REFS,
    "loops": LOOPS,
}


def all_values(m):
    """Every block argument and op result under |m|, program order."""
    out = []
    for op in m.walk(WalkOrder.PRE):
        out.extend(op.results)
        for region in op.regions:
            for block in region.blocks:
                out.extend(block.arguments)
    return out


def is_i1(v):
    return isinstance(v.type, IntegerType) and v.type.width == 1


# Label schemes: (def_label, use_label, skip_def).
SCHEMES = {
    "exact": (lambda r: r, lambda u: u, None),
    "owners": (lambda r: r.owner, lambda u: u.owner, None),
    "skip_calls": (lambda r: r.owner.name, lambda u: (u.owner.name, u.index),
                   lambda r: r.owner.has_trait(CallOp)),
    "skip_i1_sparse": (lambda r: r if r.index == 0 else None,
                       lambda u: u.owner if u.index == 0 else None, is_i1),
    "skip_all": (lambda r: r, lambda u: None, lambda r: True),
}


def walked_labels(ex, v, def_label, use_label, skip_def, behavior):
    """(def labels, use labels) collected by the two real walks."""
    d = []

    def on_def(r):
        if skip_def is not None and skip_def(r):
            return WalkResult.SKIP
        lab = def_label(r)
        if lab is not None:
            d.append(lab)
        return WalkResult.ADVANCE
    ex.walk_defining_ops(v, on_def, behavior)
    u = []

    def on_use(use):
        lab = use_label(use)
        if lab is not None:
            u.append(lab)
    ex.walk_transitive_uses(v, on_use, behavior)
    return d, u


@pytest.mark.parametrize("behavior", [DEFAULT, DONT_TIE], ids=["default", "dont_tie"])
@pytest.mark.parametrize("scheme", sorted(SCHEMES))
@pytest.mark.parametrize("ir", sorted(IRS))
def test_summaries_equal_direct_walks(ir, scheme, behavior):
    def_label, use_label, skip_def = SCHEMES[scheme]
    m, ex = load_text(IRS[ir])
    values = all_values(m)
    got = ex.pinned_summaries(values, def_label, use_label, skip_def, behavior=behavior)
    s = ex.walk_summaries(def_label, use_label, skip_def, behavior=behavior)
    assert list(got) == values
    for v in values:
        d, u = walked_labels(ex, v, def_label, use_label, skip_def, behavior)
        assert set(s.defs(v)) == set(d), v
        assert set(s.uses(v)) == set(u), v
        assert set(got[v]) == set(d) | set(u), v
        assert len(got[v]) == len(set(got[v]))
        assert s.get(v) is got[v]


@pytest.mark.parametrize("ir", sorted(IRS))
def test_summaries_on_demand_match_primed(ir):
    def_label, use_label, skip_def = SCHEMES["exact"]
    m, ex = load_text(IRS[ir])
    values = all_values(m)
    primed = ex.pinned_summaries(values, def_label, use_label, skip_def)
    # A fresh explorer answering one value at a time, in reverse order.
    m2, ex2 = load_text(IRS[ir])
    values2 = all_values(m2)
    lazy = ex2.walk_summaries(def_label, use_label, skip_def)
    for v, v2 in reversed(list(zip(values, values2))):
        assert _ids(primed[v], values) == _ids(lazy.get(v2), values2)


def _ids(labels, values):
    """Labels (results or uses) as comparable, IR-independent keys."""
    index = {v: i for i, v in enumerate(values)}
    out = set()
    for lab in labels:
        if isinstance(lab, (OpResult, BlockArgument)):
            out.add(("value", index[lab]))
        else:
            out.add(("use", index.get(lab.value), lab.index, lab.owner.name))
    return out


def test_summaries_are_cached_per_label_functions_until_initialize():
    m, ex = load_text(CALLS)
    def_label, use_label, skip_def = SCHEMES["skip_calls"]
    s1 = ex.walk_summaries(def_label, use_label, skip_def)
    assert ex.walk_summaries(def_label, use_label, skip_def) is s1
    assert ex.walk_summaries(def_label, use_label) is not s1
    assert ex.walk_summaries(def_label, use_label, skip_def, behavior=DONT_TIE) is not s1
    ex.initialize()
    assert ex.walk_summaries(def_label, use_label, skip_def) is not s1


def test_constant_fast_path_only_for_the_start_value():
    # A constant that is tied (artificially) to another value: walking from
    # the constant reports only itself; walking from a value tied to it
    # looks through the constant like any other result.
    m = xt.module()
    f = xt.func(m, "f", [xt.i32])
    b = xt.body(f)
    arg = b.arguments[0]
    src = xt.add(b, "xt.def", results=1).results[0]
    from dfx.ir.attributes import ArrayAttr, IntegerAttr
    from dfx.ir import OpDef, register_op
    from dfx.ir.traits import TiedOp
    register_op(OpDef("xt.tied_const", traits=(ConstantLike(), TiedOp())))
    c = xt.add(b, "xt.tied_const", [src], 1,
               {"tied_operands": ArrayAttr((IntegerAttr(0),))}).results[0]
    t = xt.tied(b, [c], [0]).results[0]
    xt.add(b, "xt.use", [t, arg])
    xt.ret(b)
    ex = Explorer(m)
    ex.initialize()
    seen = []
    ex.walk_defining_ops(c, seen.append)
    assert seen == [c]
    seen = []
    ex.walk_defining_ops(t, seen.append)
    assert seen == [t, c, src]
    s = ex.walk_summaries(lambda r: r, lambda u: None)
    assert s.defs(c) == (c,)
    assert set(s.defs(t)) == {t, c, src}
    # Skipping the constant: the fast path collects nothing either.
    s2 = ex.walk_summaries(lambda r: r, lambda u: None, lambda r: r is c)
    assert s2.defs(c) == ()
    assert set(s2.defs(t)) == {t}


#===----------------------------------------------------------------------===#
# The step functions reproduce the walks
#===----------------------------------------------------------------------===#


def walk_defs_by_steps(ex, value, behavior, fn):
    """walk_defining_ops rebuilt from `defining_step` (ADVANCE/SKIP only)."""
    if isinstance(value, OpResult) and value.owner.has_trait(ConstantLike):
        fn(value)
        return TraversalResult.COMPLETE
    cache = StepCache()
    processed = set()
    worklist = {value: None}
    incomplete = False
    while worklist:
        w, _ = worklist.popitem()
        if w in processed:
            continue
        processed.add(w)
        step = ex.defining_step(w, behavior, cache)
        if step.report is not None and fn(step.report) is WalkResult.SKIP:
            continue
        incomplete |= step.incomplete
        for n in step.next_values:
            worklist[n] = None
    return TraversalResult.INCOMPLETE if incomplete else TraversalResult.COMPLETE


def walk_uses_by_steps(ex, value, behavior, fn):
    """walk_transitive_uses rebuilt from `use_step` (no INTERRUPT)."""
    done = set()
    worklist = {value: None}
    incomplete = False
    while worklist:
        w, _ = worklist.popitem()
        if w in done:
            continue
        done.add(w)
        step = ex.use_step(w, behavior)
        for u in step.uses:
            fn(u)
        incomplete |= step.incomplete
        for n in step.next_values:
            worklist[n] = None
    return TraversalResult.INCOMPLETE if incomplete else TraversalResult.COMPLETE


@pytest.mark.parametrize("behavior", [DEFAULT, DONT_TIE], ids=["default", "dont_tie"])
@pytest.mark.parametrize("ir", sorted(IRS))
def test_steps_rebuild_the_walks_exactly(ir, behavior):
    m, ex = load_text(IRS[ir])
    for v in all_values(m):
        for skip in (None, is_i1):
            def fn(r, out):
                out.append(r)
                return WalkResult.SKIP if skip is not None and skip(r) else None
            a, b = [], []
            ra = ex.walk_defining_ops(v, lambda r: fn(r, a), behavior)
            rb = walk_defs_by_steps(ex, v, behavior, lambda r: fn(r, b))
            assert a == b and ra is rb, v
        a, b = [], []
        ra = ex.walk_transitive_uses(v, a.append, behavior)
        rb = walk_uses_by_steps(ex, v, behavior, b.append)
        assert a == b and ra is rb, v


def test_step_shapes():
    m, ex = load_text(CALLS)
    caller, idf = xt.symbol(m, "caller"), xt.symbol(m, "id")
    v, iv = xt.values(caller), xt.values(idf)
    # Block argument of a private callee: the call-site arguments, no report.
    step = ex.defining_step(iv["arg"])
    assert step == DefStep(None, (v["x"], v["c1"]), False)
    # A call result: reported; the callee's returned operand next.
    step = ex.defining_step(v["r"])
    assert step.report is v["r"] and step.next_values == (iv["arg"],) and not step.incomplete
    # Public function argument: incomplete, nothing next.
    assert ex.defining_step(v["p"]) == DefStep(None, (), True)
    # Uses of %x: the call; flows into @id's argument.
    call_r = v["r"].owner
    step = ex.use_step(v["x"])
    assert isinstance(step, UseStep)
    assert [(u.owner, u.index) for u in step.uses] == [(call_r, 0)]
    assert step.next_values == (iv["arg"],) and not step.incomplete
    # Returning from a public function: no flow, incomplete.
    step = ex.use_step(v["r"])
    assert step.next_values == () and step.incomplete
    # IGNOREd op: no report, no next values; its uses are not reported.
    m2, ex2 = load_text(ACTIONS)
    av = xt.values(xt.symbol(m2, "act"))
    assert ex2.defining_step(av["o"]) == DefStep(None, (), False)
    assert [u.owner.name for u in ex2.use_step(av["r"]).uses] == ["arith.muli"]


#===----------------------------------------------------------------------===#
# Scale
#===----------------------------------------------------------------------===#


def test_long_tied_chain_summaries_linear():
    n = 100_000
    m = xt.module()
    f = xt.func(m, "f")
    b = xt.body(f)
    head = xt.add(b, "xt.def", results=1)
    chain = [head.results[0]]
    for _ in range(n):
        chain.append(xt.tied(b, [chain[-1]], [0]).results[0])
    sink = xt.add(b, "xt.use", [chain[-1]])
    xt.ret(b)
    ex = Explorer(m)
    ex.initialize()
    marked = {head, sink}
    t0 = time.perf_counter()
    got = ex.pinned_summaries(chain, lambda r: r.owner if r.owner in marked else None,
                              lambda u: u.owner if u.owner in marked else None)
    dt = time.perf_counter() - t0
    assert dt < 20
    assert all(set(got[v]) == {head, sink} for v in chain)
    # Few distinct answers are shared along the chain.
    assert len({id(t) for t in got.values()}) <= 3
    # Spot-check against the direct walks.
    for v in (chain[0], chain[n // 2], chain[-1]):
        d, u = walked_labels(ex, v, lambda r: r.owner if r.owner in marked else None,
                             lambda u: u.owner if u.owner in marked else None, None, DEFAULT)
        assert set(got[v]) == set(d) | set(u)


def test_summaries_deterministic():
    def run():
        m, ex = load_text(LOOPS)
        values = all_values(m)
        index = {v: i for i, v in enumerate(values)}
        got = ex.pinned_summaries(values, lambda r: r, lambda u: u)
        return [[("v", index[x]) if x in index else ("u", index[x.value], x.index) for x in got[v]]
                for v in values]
    assert run() == run()
