"""Tests for dfx.analysis.explorer (SPEC section 4, exact region-op edges per section 11)."""

from __future__ import annotations

import time

from dfx.ir.attributes import SymbolRefAttr
from dfx.analysis.explorer import Explorer
from dfx.analysis.callgraph import GlobalInfo
from dfx.analysis.traversal import TraversalAction, TraversalBehavior, TraversalResult, WalkResult
from dfx.ir import Block, Operation, Region
from dfx.ir.traits import FunctionLike, TiedOp

from . import explorer_helpers as xt

C = TraversalResult.COMPLETE
I = TraversalResult.INCOMPLETE
DONT_TIE = TraversalBehavior.DONT_WALK_TIED_VALUES


def defs(explorer, value, behavior=TraversalBehavior.DEFAULT, fn=None):
    """(visited results in order, traversal result)."""
    seen = []

    def cb(r):
        seen.append(r)
        return fn(r) if fn is not None else None
    res = explorer.walk_defining_ops(value, cb, behavior)
    return seen, res


def uses(explorer, value, behavior=TraversalBehavior.DEFAULT, fn=None):
    """(visited uses as (owner, index) in order, traversal result)."""
    seen = []

    def cb(u):
        seen.append((u.owner, u.index))
        return fn(u) if fn is not None else None
    res = explorer.walk_transitive_uses(value, cb, behavior)
    return seen, res


#===----------------------------------------------------------------------===#
# Enums
#===----------------------------------------------------------------------===#


def test_traversal_result_algebra_and_text():
    assert C | C is C and C | I is I and I | C is I and I | I is I
    assert C & C is C and C & I is C and I & C is C and I & I is I
    r = C
    r |= I
    assert r is I
    assert str(C) == "complete" and str(I) == "incomplete"


def test_enum_members():
    assert {a.name for a in TraversalAction} == {"SHALLOW", "RECURSE", "IGNORE"}
    assert TraversalBehavior.DEFAULT == 0 and TraversalBehavior.DONT_WALK_TIED_VALUES == 1
    assert not (TraversalBehavior.DEFAULT & DONT_TIE)
    assert {w.name for w in WalkResult} == {"ADVANCE", "SKIP", "INTERRUPT"}


#===----------------------------------------------------------------------===#
# Traversal actions (R4.1.3), programmatic
#===----------------------------------------------------------------------===#


def test_action_precedence():
    m = xt.module()
    f = xt.func(m, "f")
    b = xt.body(f)
    plain = xt.add(b, "xt.def", results=1)
    unknown = xt.add(b, "nodialect.thing", results=1)
    scope = xt.add(b, "xt.scope")
    ex = Explorer(m, TraversalAction.RECURSE)
    assert ex.get_traversal_action(plain) is TraversalAction.RECURSE
    assert ex.get_traversal_action(unknown) is TraversalAction.IGNORE   # unregistered dialect
    assert ex.get_traversal_action(scope) is TraversalAction.SHALLOW    # SymbolTable
    assert ex.get_traversal_action(m) is TraversalAction.SHALLOW
    # Interface entry applies to FunctionLike ops only.
    ex.set_interface_action(FunctionLike, TraversalAction.SHALLOW)
    assert ex.get_traversal_action(f) is TraversalAction.SHALLOW
    assert ex.get_traversal_action(plain) is TraversalAction.RECURSE
    # Dialect entry beats the interface entry.
    ex.set_dialect_action("xt", TraversalAction.IGNORE)
    assert ex.get_traversal_action(f) is TraversalAction.IGNORE
    assert ex.get_traversal_action(plain) is TraversalAction.IGNORE
    # ... but not the SymbolTable rule.
    assert ex.get_traversal_action(scope) is TraversalAction.SHALLOW
    # Op-name entries beat everything, including SymbolTable and unregistered.
    ex.set_op_action("xt.scope", TraversalAction.IGNORE)
    ex.set_op_action("nodialect.thing", TraversalAction.RECURSE)
    ex.set_op_action("xt.def", TraversalAction.RECURSE)
    assert ex.get_traversal_action(scope) is TraversalAction.IGNORE
    assert ex.get_traversal_action(unknown) is TraversalAction.RECURSE
    assert ex.get_traversal_action(plain) is TraversalAction.RECURSE


def test_default_action_used_when_nothing_matches():
    m = xt.module()
    f = xt.func(m, "f")
    d = xt.add(xt.body(f), "xt.def", results=1)
    ex = Explorer(m, TraversalAction.SHALLOW)
    assert ex.get_traversal_action(d) is TraversalAction.SHALLOW


#===----------------------------------------------------------------------===#
# Call graph ordering (R4.3.3), programmatic
#===----------------------------------------------------------------------===#


def _call_chain_module(edges, order, publics=()):
    """Functions named in |order| (program order); |edges| maps a caller to its
    callees in call order."""
    m = xt.module()
    funcs = {}
    for name in order:
        funcs[name] = xt.func(m, name, private=name not in publics)
    for name in order:
        b = xt.body(funcs[name])
        for callee in edges.get(name, ()):
            xt.call(b, callee)
        xt.ret(b)
    return m, funcs


def test_functions_callees_first():
    m, _ = _call_chain_module({"main": ["a", "b"], "a": ["c"], "b": ["c"]},
                              ["main", "a", "b", "c"])
    ex = Explorer(m)
    ex.initialize()
    assert xt.names(ex.functions()) == ["c", "a", "b", "main"]


def test_functions_recursion_scc():
    # a <-> b form one SCC; c is called by b; main calls a.
    m, _ = _call_chain_module({"main": ["a"], "a": ["b"], "b": ["a", "c"]},
                              ["main", "a", "b", "c"])
    ex = Explorer(m)
    ex.initialize()
    # DFS from main: main -> a -> b -> (a on stack) -> c (own SCC, first);
    # then the {a, b} SCC popped as b, a; then main.
    assert xt.names(ex.functions()) == ["c", "b", "a", "main"]


def test_functions_self_recursion_and_unreached():
    m, _ = _call_chain_module({"r": ["r"]}, ["x", "r", "y"])
    ex = Explorer(m)
    assert xt.names(ex.functions()) == ["x", "r", "y"]


def test_functions_skip_declarations_and_nested():
    m = xt.module()
    xt.func(m, "decl", declaration=True)
    f = xt.func(m, "f")
    xt.call(xt.body(f), "decl")
    xt.ret(xt.body(f))
    scope = Operation("xt.scope", regions=[Region([Block()])])
    xt.body(m).append(scope)
    inner = xt.func(scope, "inner")
    xt.ret(xt.body(inner))
    ex = Explorer(m)
    assert xt.names(ex.functions()) == ["f"]
    assert ex.resolve_callee(xt.body(f).first_op) is m.regions[0].blocks[0].first_op


def test_function_like_ops_initializers_first():
    m = xt.module()
    f = xt.func(m, "f")
    xt.ret(xt.body(f))
    init = xt.initializer(m)
    xt.call(xt.body(init), "f")
    xt.ret(xt.body(init))
    g = xt.func(m, "g")
    xt.call(xt.body(g), "f")
    xt.ret(xt.body(g))
    ex = Explorer(m)
    ex.initialize()
    assert ex.initializers() == [init]
    assert ex.functions() == [f, g]
    assert ex.function_like_ops() == [init, f, g]
    seen = []
    ex.for_each_function_like_op(seen.append)
    assert seen == [init, f, g]
    seen = []
    ex.for_each_function(lambda op: (seen.append(op), WalkResult.INTERRUPT)[1])
    assert seen == [f]
    # The initializer's call is an incoming call of f.
    calls = []
    assert ex.walk_incoming_calls(f, calls.append) is C
    assert calls == [xt.body(init).first_op, xt.body(g).first_op]


def test_deep_call_chain_is_iterative():
    n = 3000
    order = [f"f{i}" for i in range(n)]
    m, _ = _call_chain_module({f"f{i}": [f"f{i + 1}"] for i in range(n - 1)}, order)
    ex = Explorer(m)
    assert xt.names(ex.functions()) == list(reversed(order))


#===----------------------------------------------------------------------===#
# Calls, programmatic
#===----------------------------------------------------------------------===#


def test_incoming_calls_public_private_and_indirect():
    m = xt.module()
    priv = xt.func(m, "priv", [xt.i32])
    pub = xt.func(m, "pub", [xt.i32], private=False)
    for f in (priv, pub):
        xt.ret(xt.body(f))
    main = xt.func(m, "main", private=False)
    b = xt.body(main)
    x = xt.add(b, "xt.def", results=1).results[0]
    c1 = xt.call(b, "priv", [x])
    c2 = xt.call(b, "pub", [x])
    c3 = xt.call(b, "priv", [x])
    xt.ret(b)
    ex = Explorer(m)
    ex.initialize()
    got = []
    assert ex.walk_incoming_calls(priv, got.append) is C
    assert got == [c1, c3]
    got = []
    assert ex.walk_incoming_calls(pub, got.append) is I
    assert got == [c2]
    got = []
    assert ex.walk_incoming_calls(main, got.append) is I and got == []
    # INTERRUPT stops after the first call.
    got = []
    ex.walk_incoming_calls(priv, lambda c: (got.append(c), WalkResult.INTERRUPT)[1])
    assert got == [c1]
    assert not ex.is_call_graph_incomplete

    # An indirect call anywhere taints every incoming-call query.
    term = b.last_op
    xt.call(b, None, [x]).move_before(term)
    ex2 = Explorer(m)
    ex2.initialize()
    assert ex2.is_call_graph_incomplete
    got = []
    assert ex2.walk_incoming_calls(priv, got.append) is I
    assert got == [c1, c3]


#===----------------------------------------------------------------------===#
# Globals, programmatic
#===----------------------------------------------------------------------===#


def test_global_info_uses_loads_stores():
    m = xt.module()
    g = xt.global_(m, "g")
    h = xt.global_(m, "h")
    f = xt.func(m, "f")
    b = xt.body(f)
    ld = xt.load(b, "g")
    st = xt.store(b, ld.results[0], "g")
    ld2 = xt.load(b, "g")
    addr = xt.add(b, "xt.global.address", (), 1, {"global": SymbolRefAttr("h")})
    xt.ret(b)
    ex = Explorer(m)
    ex.initialize()
    gi = ex.get_global_info(g)
    assert isinstance(gi, GlobalInfo) and gi.op is g and not gi.is_indirect
    assert gi.uses == [ld, st, ld2]
    assert gi.loads == [ld, ld2] and gi.stores == [st]
    hi = ex.get_global_info(h)
    assert hi.is_indirect and hi.uses == []
    assert addr.results  # address op itself is not recorded as a use
    assert [i.op for i in ex.globals()] == [g, h]
    assert ex.query_global_info_from(SymbolRefAttr("g"), ld) is gi
    assert ex.query_global_info_from("@g", ld) is gi
    assert ex.query_global_info_from("g", st) is gi
    assert ex.query_global_info_from("missing", ld) is None
    assert ex.query_global_info_from("f", ld) is None     # resolves, but not a global
    assert ex.get_global_info(f) is None
    seen = []
    ex.for_each_global(seen.append)
    assert seen == [gi, hi]

    # Defining ops: load -> stored values; indirect global -> INCOMPLETE.
    got, res = defs(ex, ld2.results[0])
    assert got == [ld2.results[0], ld.results[0]] and res is C
    term = b.last_op
    hl = xt.load(b, "h")
    hl.move_before(term)
    got, res = defs(ex, hl.results[0])
    assert got == [hl.results[0]] and res is I
    # Transitive uses: store -> loads.
    got, res = uses(ex, ld.results[0])
    assert got == [(st, 0)] and res is C


#===----------------------------------------------------------------------===#
# Performance: long chains are linear and non-recursive
#===----------------------------------------------------------------------===#


def _timed(fn):
    t0 = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t0


def test_long_tied_chain_linear():
    n = 100_000
    m = xt.module()
    f = xt.func(m, "f")
    b = xt.body(f)
    v = xt.add(b, "xt.def", results=1).results[0]
    first = v
    for _ in range(n):
        v = xt.tied(b, [v], [0]).results[0]
    xt.add(b, "xt.use", [v])
    xt.ret(b)
    ex = Explorer(m)
    ex.initialize()
    (got, res), dt = _timed(lambda: defs(ex, v))
    assert len(got) == n + 1 and got[-1] is first and res is C
    assert dt < 10
    (got, res), dt = _timed(lambda: uses(ex, first))
    assert len(got) == n + 1 and res is C
    assert dt < 10
    got, res = defs(ex, v, DONT_TIE)
    assert got == [v]


def test_long_block_chain_linear():
    n = 30_000
    m = xt.module()
    f = xt.func(m, "f")
    region = f.regions[0]
    entry = region.blocks[0]
    v0 = xt.add(entry, "xt.def", results=1).results[0]
    blocks = [region.add_block(Block([xt.i32])) for _ in range(n)]
    xt.add(entry, "xt.br", [v0], successors=[blocks[0]])
    for i, blk in enumerate(blocks):
        if i + 1 < n:
            xt.add(blk, "xt.br", [blk.arguments[0]], successors=[blocks[i + 1]])
        else:
            xt.add(blk, "xt.use", [blk.arguments[0]])
            xt.ret(blk)
    ex = Explorer(m)
    ex.initialize()
    (got, res), dt = _timed(lambda: defs(ex, blocks[-1].arguments[0]))
    assert got == [v0] and res is C and dt < 10
    (got, res), dt = _timed(lambda: uses(ex, v0))
    assert len(got) == n + 1 and res is C and dt < 10


def test_many_callers_linear():
    n = 20_000
    m = xt.module()
    callee = xt.func(m, "callee", [xt.i32], [xt.i32])
    xt.ret(xt.body(callee), [xt.body(callee).arguments[0]])
    main = xt.func(m, "main")
    b = xt.body(main)
    args = []
    calls = []
    for _ in range(n):
        a = xt.add(b, "xt.def", results=1).results[0]
        args.append(a)
        calls.append(xt.call(b, "callee", [a], 1))
    xt.ret(b)
    ex = Explorer(m)
    ex.initialize()
    (got, res), dt = _timed(lambda: defs(ex, calls[0].results[0]))
    assert res is C and len(got) == n + 1 and dt < 10
    (got, res), dt = _timed(lambda: uses(ex, args[0]))
    # arg -> callee entry arg -> return -> every call result (no uses).
    assert res is C and len(got) == 2 and dt < 10


#===----------------------------------------------------------------------===#
# Text-based tests (real dialects)
#===----------------------------------------------------------------------===#


def load_text(text, *, setup=None):
    """(module, explorer) for |text|; |setup(explorer)| configures actions
    before `initialize()`. EXTERNAL calls an undefined function, which the
    verifier rejects: it is parsed without verification (the Explorer must
    still cope with IR built that way)."""
    m = xt.parse(text, verify=text is not EXTERNAL)
    ex = Explorer(m, TraversalAction.RECURSE)
    if setup is not None:
        setup(ex)
    ex.initialize()
    return m, ex


def op_of(value):
    return value.owner


CALLS = """
util.func private @id(%arg: i32) -> i32 {
  util.return %arg : i32
}
util.func public @caller(%p: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %p, %c1 : i32
  %r = util.call @id(%x) : (i32) -> i32
  %s = util.call @id(%c1) : (i32) -> i32
  util.return %r : i32
}
"""


def test_calls_defining_ops_through_callee_and_call_sites():
    m, ex = load_text(CALLS)
    idf, caller = xt.symbol(m, "id"), xt.symbol(m, "caller")
    v = xt.values(caller)
    got, res = defs(ex, v["r"])
    # %r -> @id's return operand %arg -> both call sites' arguments.
    assert got == [v["r"], v["c1"], v["x"]] and res is C
    # An argument of a public function has unknown callers.
    got, res = defs(ex, v["p"])
    assert got == [] and res is I
    arg = xt.values(idf)["arg"]
    got, res = defs(ex, arg)
    assert got == [v["c1"], v["x"]] and res is C


def test_calls_transitive_uses_into_callee_and_back_to_callers():
    m, ex = load_text(CALLS)
    idf, caller = xt.symbol(m, "id"), xt.symbol(m, "caller")
    v = xt.values(caller)
    call_r, call_s = op_of(v["r"]), op_of(v["s"])
    ret_id = xt.body(idf).last_op
    ret_caller = xt.body(caller).last_op
    got, res = uses(ex, v["x"])
    # %x -> @id's %arg -> its return -> results of both calls (%s unused);
    # %r is returned from the public @caller: INCOMPLETE.
    assert got == [(call_r, 0), (ret_id, 0), (ret_caller, 0)] and res is I
    # Uses of %c1: newest first (the second call, then the addi).
    addi = op_of(v["x"])
    got, res = uses(ex, v["c1"])
    assert got == [(call_s, 0), (addi, 1), (ret_id, 0), (ret_caller, 0)] and res is I
    users = []
    assert ex.walk_transitive_users(v["c1"], users.append) is I
    assert users == [call_s, addi, ret_id, ret_caller]


def test_calls_incoming_branch_operands_of_callee_entry():
    m, ex = load_text(CALLS)
    idf, caller = xt.symbol(m, "id"), xt.symbol(m, "caller")
    v = xt.values(caller)
    got = []
    res = ex.walk_incoming_branch_operands(xt.body(idf), lambda b, ops, off: got.append((b, ops, off)))
    assert res is C
    assert got == [(xt.body(caller), [v["x"]], 0), (xt.body(caller), [v["c1"]], 0)]
    got = []
    res = ex.walk_incoming_block_argument(xt.values(idf)["arg"], lambda b, val: got.append(val))
    assert got == [v["x"], v["c1"]] and res is C
    # Caller is public: incomplete, nothing to report.
    got = []
    assert ex.walk_incoming_branch_operands(xt.body(caller), lambda *a: got.append(a)) is I
    assert got == []
    # Return ops / operands of a function.
    rets = []
    assert ex.walk_return_ops(idf, rets.append) is C and rets == [xt.body(idf).last_op]
    ops = []
    assert ex.walk_return_operands(caller, ops.append) is C and ops == [[v["r"]]]
    assert ex.resolve_callee(op_of(v["r"])) is idf


RECURSION = """
util.func private @rec(%n: i32, %acc: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  %c1 = arith.constant 1 : i32
  %n1 = arith.subi %n, %c1 : i32
  %acc1 = arith.addi %acc, %n : i32
  %r = scf.if %done -> (i32) {
    scf.yield %acc : i32
  } else {
    %rr = util.call @rec(%n1, %acc1) : (i32, i32) -> i32
    scf.yield %rr : i32
  }
  util.return %r : i32
}
util.func public @main(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %res = util.call @rec(%x, %z) : (i32, i32) -> i32
  util.return %res : i32
}
"""


def test_recursion_defining_ops():
    m, ex = load_text(RECURSION)
    rec, main = xt.symbol(m, "rec"), xt.symbol(m, "main")
    rv, mv = xt.values(rec), xt.values(main)
    assert ex.functions() == [rec, main]
    got, res = defs(ex, mv["res"])
    # Callers of @rec in discovery order: the recursive call, then @main's.
    assert got == [mv["res"], rv["r"], rv["rr"], mv["z"], rv["acc1"]] and res is C
    # SKIP on the call result: do not look into the callee.
    got, res = defs(ex, mv["res"], fn=lambda r: WalkResult.SKIP)
    assert got == [mv["res"]] and res is C
    # INTERRUPT ends the whole walk.
    got, res = defs(ex, mv["res"], fn=lambda r: WalkResult.INTERRUPT if r is rv["rr"] else None)
    assert got == [mv["res"], rv["r"], rv["rr"]] and res is C


def test_recursion_transitive_uses():
    m, ex = load_text(RECURSION)
    rec, main = xt.symbol(m, "rec"), xt.symbol(m, "main")
    rv, mv = xt.values(rec), xt.values(main)
    if_op = op_of(rv["r"])
    then_yield = if_op.regions[0].blocks[0].last_op
    else_yield = if_op.regions[1].blocks[0].last_op
    rr_call = op_of(rv["rr"])
    acc_add = op_of(rv["acc1"])
    got, res = uses(ex, rv["acc1"])
    assert got == [
        (rr_call, 1),                     # -> @rec's %acc
        (then_yield, 0), (acc_add, 0),    # uses of %acc, newest first
        (xt.body(rec).last_op, 0),        # %r -> results of both calls
        (xt.body(main).last_op, 0),       # %res is returned by public @main
        (else_yield, 0),                  # %rr -> %r (already scanned)
    ] and res is I


EXTERNAL = """
util.func private @ext(%a: i32) -> i32
util.func public @main(%x: i32) -> i32 {
  %r = util.call @ext(%x) : (i32) -> i32
  %u = util.call @undefined_symbol(%x) : (i32) -> i32
  util.return %r : i32
}
"""


def test_external_declaration_and_unknown_callee():
    m, ex = load_text(EXTERNAL)
    ext, main = xt.symbol(m, "ext"), xt.symbol(m, "main")
    v = xt.values(main)
    assert ex.functions() == [main]
    got, res = defs(ex, v["r"])
    assert got == [v["r"]] and res is I
    got, res = defs(ex, v["u"])
    assert got == [v["u"]] and res is I
    assert ex.resolve_callee(op_of(v["u"])) is None
    assert ex.resolve_callee(op_of(v["r"])) is ext
    got, res = uses(ex, v["x"])
    assert got == [(op_of(v["u"]), 0), (op_of(v["r"]), 0)] and res is I
    assert ex.walk_return_ops(ext, lambda t: None) is I
    assert not ex.is_call_graph_incomplete


INDIRECT = """
util.func private @callee(%a: i32) -> i32 {
  util.return %a : i32
}
util.func private @main(%x: i32) -> i32 {
  %r = util.call @callee(%x) : (i32) -> i32
  %i = "xt.call"(%x) : (i32) -> i32
  util.return %r : i32
}
"""


def test_indirect_call_taints_call_graph():
    m, ex = load_text(INDIRECT)
    callee, main = xt.symbol(m, "callee"), xt.symbol(m, "main")
    v = xt.values(main)
    assert ex.is_call_graph_incomplete
    got, res = defs(ex, v["i"])
    assert got == [v["i"]] and res is I
    # Even the direct call's callee has (possibly) unknown callers now.
    got, res = defs(ex, xt.values(callee)["a"])
    assert got == [] and res is I
    calls = []
    assert ex.walk_incoming_calls(callee, calls.append) is I and calls == [op_of(v["r"])]
    got, res = uses(ex, v["x"])
    assert got[0] == (op_of(v["i"]), 0) and res is I


CFG = """
util.func private @cfg(%c: i1) -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%v: i32):
  cf.br ^bb2(%v : i32)
^bb2(%w: i32):
  util.return %w : i32
}
"""


def test_cf_branches():
    m, ex = load_text(CFG)
    f = xt.symbol(m, "cfg")
    v = xt.values(f)
    entry, bb1, bb2 = f.regions[0].blocks
    cond_br, br = entry.last_op, bb1.last_op
    got, res = defs(ex, v["w"])
    assert got == [v["b"], v["a"]] and res is C
    got = []
    assert ex.walk_incoming_branch_operands(bb1, lambda b, ops, off: got.append((b, ops, off))) is C
    assert got == [(entry, [v["a"]], 0), (entry, [v["b"]], 0)]
    got = []
    assert ex.walk_incoming_block_argument(v["v"], lambda b, val: got.append((b, val))) is C
    assert got == [(entry, v["a"]), (entry, v["b"])]
    # Operand -> successor argument mapping; the condition maps to nothing.
    for k, expected in ((0, []), (1, [(bb1, v["v"])]), (2, [(bb1, v["v"])])):
        got = []
        assert ex.walk_outgoing_branch_operand_arguments(cond_br, k, lambda b, a: got.append((b, a))) is C
        assert got == expected
    got = []
    assert ex.walk_outgoing_branch_arguments(entry, lambda b, args: got.append((b, list(args)))) is C
    assert got == [(bb1, [v["v"]]), (bb1, [v["v"]])]
    got = []
    ex.walk_outgoing_branch_arguments(entry, lambda b, args: (got.append(b), WalkResult.INTERRUPT)[1])
    assert got == [bb1]
    # Uses of %a: cond_br (newest), then the addi's two operands; then the
    # block arguments it flows into.
    addi = op_of(v["b"])
    got, res = uses(ex, v["a"])
    assert got == [(cond_br, 1), (addi, 1), (addi, 0), (br, 0), (bb2.last_op, 0)] and res is C
    got, res = uses(ex, v["c"])
    assert got == [(cond_br, 0)] and res is C
    # The function's entry block: private without callers -> COMPLETE, empty.
    got = []
    assert ex.walk_incoming_branch_operands(entry, lambda *a: got.append(a)) is C and got == []


IFS = """
util.func private @ifs(%c: i1, %x: i32) -> i32 {
  %y = arith.constant 2 : i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %x, %x : i32
    scf.yield %t : i32
  } else {
    scf.yield %y : i32
  }
  scf.if %c {
    %u = arith.addi %r, %r : i32
  }
  util.return %r : i32
}
"""


def test_scf_if():
    m, ex = load_text(IFS)
    f = xt.symbol(m, "ifs")
    v = xt.values(f)
    if1 = op_of(v["r"])
    if2 = op_of(v["u"]).parent_op
    then_yield = if1.regions[0].blocks[0].last_op
    else_yield = if1.regions[1].blocks[0].last_op
    got, res = defs(ex, v["r"])
    assert got == [v["r"], v["y"], v["t"]] and res is C
    got, res = uses(ex, v["t"])
    u_add = op_of(v["u"])
    ret = xt.body(f).last_op
    assert got == [(then_yield, 0), (ret, 0), (u_add, 1), (u_add, 0)] and res is C
    # The condition flows nowhere.
    got, res = uses(ex, v["c"])
    assert got == [(if2, 0), (if1, 0)] and res is C
    # Return ops of an scf.if: the yields of both regions; without an else,
    # only the then region's (implicit) yield.
    terms = []
    assert ex.walk_return_ops(if1, terms.append) is C and terms == [then_yield, else_yield]
    operands = []
    assert ex.walk_return_operands(if1, operands.append) is C and operands == [[v["t"]], [v["y"]]]
    terms = []
    assert ex.walk_return_ops(if2, terms.append) is C
    assert terms == [if2.regions[0].blocks[0].last_op] and terms[0].name == "scf.yield"
    # Nothing flows into the regions of an scf.if.
    got = []
    assert ex.walk_incoming_branch_operands(if1.regions[0].blocks[0], lambda *a: got.append(a)) is C
    assert got == [(xt.body(f), [], 0)]


FOR = """
util.func private @loop(%lb: index, %ub: index, %st: index) -> (i32, i32, i32, i32) {
  %x0 = arith.constant 0 : i32
  %x1 = arith.constant 1 : i32
  %x2 = arith.constant 2 : i32
  %x3 = arith.constant 3 : i32
  %r:4 = scf.for %iv = %lb to %ub step %st iter_args(%a = %x0, %b = %x1, %c = %x2, %d = %x3) -> (i32, i32, i32, i32) {
    %n = arith.addi %a, %b : i32
    scf.yield %b, %n, %d, %c : i32, i32, i32, i32
  }
  util.return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}
"""


def test_scf_for_defining_ops_exact():
    m, ex = load_text(FOR)
    f = xt.symbol(m, "loop")
    v = xt.values(f)
    # Result 0 <- yield operand 0 = %b <- %x1 (entry), %n (back edge).
    got, res = defs(ex, v["r#0"])
    assert got == [v["r#0"], v["n"], v["x1"]] and res is C
    # Result 2 <- %d <- %x3 and %c (<- %x2, %d).
    got, res = defs(ex, v["r#2"])
    assert got == [v["r#2"], v["x2"], v["x3"]] and res is C
    # Iter arg %a <- %x0 (entry) and %b (back edge) <- %x1, %n.
    got, res = defs(ex, v["a"])
    assert got == [v["n"], v["x1"], v["x0"]] and res is C
    # The induction variable has no incoming operand at all: the loop makes
    # it, so a walk cannot see its producers (INCOMPLETE, never "none").
    got, res = defs(ex, v["iv"])
    assert got == [] and res is I
    got = []
    assert ex.walk_incoming_block_argument(v["iv"], lambda b, val: got.append(val)) is C and got == []


def test_scf_for_skip_edge_defs_option():
    m = xt.parse(FOR)
    ex = Explorer(m, include_skip_edges=True)
    ex.initialize()
    v = xt.values(m)
    # The zero-trip edge adds the init operand of each result.
    got, res = defs(ex, v["r#0"])
    assert got == [v["r#0"], v["n"], v["x1"], v["x0"]] and res is C
    got, res = defs(ex, v["r#2"])
    assert got == [v["r#2"], v["x3"], v["x2"]] and res is C
    # scf.while has no skip edge.
    m = xt.parse(WHILE)
    ex = Explorer(m, include_skip_edges=True)
    v = xt.values(m)
    got, res = defs(ex, v["res"])
    assert got == [v["res"], v["y"]] and res is C


def test_scf_for_incoming_operands_aligned_with_block_args():
    m, ex = load_text(FOR)
    f = xt.symbol(m, "loop")
    v = xt.values(f)
    for_op = op_of(v["r#0"])
    body = for_op.regions[0].blocks[0]
    got = []
    assert ex.walk_incoming_branch_operands(body, lambda b, ops, off: got.append((b, ops, off))) is C
    assert got == [
        (xt.body(f), [None, v["x0"], v["x1"], v["x2"], v["x3"]], 0),
        (body, [None, v["b"], v["n"], v["d"], v["c"]], 0),
    ]
    got = []
    assert ex.walk_incoming_block_argument(v["d"], lambda b, val: got.append((b, val))) is C
    assert got == [(xt.body(f), v["x3"]), (body, v["c"])]


def test_scf_for_transitive_uses_exact_with_four_iter_args():
    m, ex = load_text(FOR)
    f = xt.symbol(m, "loop")
    v = xt.values(f)
    for_op = op_of(v["r#0"])
    yield_op = for_op.regions[0].blocks[0].last_op
    ret = xt.body(f).last_op
    n_add = op_of(v["n"])
    # Init operand 6 (%x3) -> iter arg %d; never shifted. By default the
    # zero-trip edge to result #3 is not followed (as upstream)...
    got, res = uses(ex, v["x3"])
    assert got == [(for_op, 6), (yield_op, 2), (ret, 2), (yield_op, 3), (ret, 3)] and res is C
    # ... and with include_skip_edges it is.
    _, ex_skip = load_text(FOR)
    ex_skip = Explorer(m, include_skip_edges=True)
    got, res = uses(ex_skip, v["x3"])
    assert got == [(for_op, 6), (ret, 3), (yield_op, 2), (ret, 2), (yield_op, 3)] and res is C
    # Init operand 3 (%x0) -> %a only (not %d).
    got, res = uses(ex, v["x0"])
    assert got == [(for_op, 3), (n_add, 0)] and res is C
    got, res = uses(ex_skip, v["x0"])
    assert got == [(for_op, 3), (ret, 0), (n_add, 0)] and res is C
    # Loop bounds flow nowhere.
    for name, k in (("lb", 0), ("ub", 1), ("st", 2)):
        got, res = uses(ex, v[name])
        assert got == [(for_op, k)] and res is C
    # Return ops / operands of the loop.
    ops = []
    assert ex.walk_return_operands(for_op, ops.append) is C
    assert ops == [[v["b"], v["n"], v["d"], v["c"]]]


WHILE = """
util.func private @wh() -> i32 {
  %x = arith.constant 1 : i32
  %y = arith.constant 2 : i32
  %res = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {
    %cond = arith.cmpi slt, %a, %b : i32
    scf.condition(%cond) %b : i32
  } do {
  ^bb0(%p: i32):
    %n = arith.addi %p, %p : i32
    scf.yield %n, %p : i32, i32
  }
  util.return %res : i32
}
"""


def test_scf_while_defining_ops_exact():
    m, ex = load_text(WHILE)
    f = xt.symbol(m, "wh")
    v = xt.values(f)
    # Results come only from scf.condition's forwarded %b, never from the
    # after region's yield (%n must not appear).
    got, res = defs(ex, v["res"])
    assert got == [v["res"], v["y"]] and res is C
    # Before args: inits and the after-region yield.
    got, res = defs(ex, v["a"])
    assert got == [v["n"], v["x"]] and res is C
    got, res = defs(ex, v["p"])
    assert got == [v["y"]] and res is C


def test_scf_while_incoming_and_return_ops():
    m, ex = load_text(WHILE)
    f = xt.symbol(m, "wh")
    v = xt.values(f)
    w = op_of(v["res"])
    before, after = w.regions[0].blocks[0], w.regions[1].blocks[0]
    cond, yld = before.last_op, after.last_op
    got = []
    assert ex.walk_incoming_branch_operands(before, lambda b, ops, off: got.append((b, ops, off))) is C
    assert got == [(xt.body(f), [v["x"], v["y"]], 0), (after, [v["n"], v["p"]], 0)]
    got = []
    assert ex.walk_incoming_branch_operands(after, lambda b, ops, off: got.append((b, ops, off))) is C
    assert got == [(before, [v["b"]], 0)]
    terms = []
    assert ex.walk_return_ops(w, terms.append) is C and terms == [cond, yld]
    ops = []
    assert ex.walk_return_operands(w, ops.append) is C and ops == [[v["b"]], [v["n"], v["p"]]]


def test_scf_while_transitive_uses_exact():
    m, ex = load_text(WHILE)
    f = xt.symbol(m, "wh")
    v = xt.values(f)
    w = op_of(v["res"])
    cond, yld = w.regions[0].blocks[0].last_op, w.regions[1].blocks[0].last_op
    cmpi, n_add = op_of(v["cond"]), op_of(v["n"])
    ret = xt.body(f).last_op
    # The after-region yield feeds the before args only: %res is not reached.
    got, res = uses(ex, v["n"])
    assert got == [(yld, 0), (cmpi, 0)] and res is C
    got, res = uses(ex, v["y"])
    assert got == [(w, 1), (cond, 1), (cmpi, 1), (ret, 0), (yld, 1), (n_add, 1), (n_add, 0)]
    assert res is C


TIED = """
util.func private @tied(%p: i32, %q: i32) -> i32 {
  %a = arith.addi %p, %p : i32
  %b = arith.addi %q, %q : i32
  %t:2 = "xt.tied"(%a, %b) {tied_operands = [1, -1]} : (i32, i32) -> (i32, i32)
  %u = arith.addi %t#0, %t#1 : i32
  util.return %u : i32
}
"""


def test_tied_values():
    m, ex = load_text(TIED)
    f = xt.symbol(m, "tied")
    v = xt.values(f)
    tied_op, u_add = op_of(v["t#0"]), op_of(v["u"])
    assert tied_op.get_trait(TiedOp).tied_operand(tied_op, 0) is v["b"]
    got, res = defs(ex, v["t#0"])
    assert got == [v["t#0"], v["b"]] and res is C
    got, res = defs(ex, v["t#0"], DONT_TIE)
    assert got == [v["t#0"]] and res is C
    got, res = defs(ex, v["t#1"])
    assert got == [v["t#1"]] and res is C
    got, res = uses(ex, v["b"])
    assert got == [(tied_op, 1), (u_add, 0)] and res is C
    got, res = uses(ex, v["b"], DONT_TIE)
    assert got == [(tied_op, 1)] and res is C
    got, res = uses(ex, v["a"])
    assert got == [(tied_op, 0)] and res is C


GLOBALS = """
util.global private mutable @g : i32
util.global private mutable @h : i32
util.initializer {
  %c = arith.constant 5 : i32
  util.global.store %c, @g : i32
  util.return
}
util.func private @f() -> i32 {
  %v = util.global.load @g : i32
  %w = util.global.load @h : i32
  %ptr = util.global.address @h : !util.ptr<i32>
  %s = arith.addi %v, %w : i32
  util.global.store %s, @g : i32
  util.global.store %v, @h : i32
  util.return %w : i32
}
"""


def test_globals_loads_stores_and_indirect():
    m, ex = load_text(GLOBALS)
    g, h, f = xt.symbol(m, "g"), xt.symbol(m, "h"), xt.symbol(m, "f")
    init = xt.find_ops(m, "util.initializer")[0]
    iv, fv = xt.values(init), xt.values(f)
    store_c = op_of(iv["c"]).next_op
    load_g, load_h = op_of(fv["v"]), op_of(fv["w"])
    s_add = op_of(fv["s"])
    store_g, store_h = s_add.next_op, s_add.next_op.next_op
    gi, hi = ex.get_global_info(g), ex.get_global_info(h)
    assert [i.op for i in ex.globals()] == [g, h]
    assert gi.uses == [store_c, load_g, store_g] and not gi.is_indirect
    assert gi.loads == [load_g] and gi.stores == [store_c, store_g]
    assert hi.is_indirect and hi.uses == [load_h, store_h]
    assert ex.query_global_info_from(load_g.get_attr("global"), load_g) is gi
    # Loads step to every stored value (program order; the last is popped first).
    got, res = defs(ex, fv["v"])
    assert got == [fv["v"], fv["s"], iv["c"]] and res is C
    got, res = defs(ex, fv["w"])
    assert got == [fv["w"]] and res is I
    # Stores step to the loads; a store into the indirect @h is INCOMPLETE.
    got, res = uses(ex, iv["c"])
    assert got == [(store_c, 0), (store_h, 0), (s_add, 0)] and res is I
    got, res = uses(ex, fv["s"])
    assert got == [(store_g, 0), (store_h, 0), (s_add, 0)] and res is I
    assert ex.function_like_ops() == [init, f]


ACTIONS = """
util.func private @act(%c: i1, %x: i32) -> i32 {
  %y = arith.constant 2 : i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %x, %x : i32
    scf.yield %t : i32
  } else {
    scf.yield %y : i32
  }
  %o = "foo.bar"(%r) : (i32) -> i32
  %k = arith.muli %r, %o : i32
  util.return %k : i32
}
"""


def test_traversal_actions_in_walks():
    m, ex = load_text(ACTIONS)
    f = xt.symbol(m, "act")
    v = xt.values(f)
    assert ex.get_traversal_action(m) is TraversalAction.SHALLOW      # SymbolTable
    assert ex.get_traversal_action(op_of(v["o"])) is TraversalAction.IGNORE  # unregistered
    mul = op_of(v["k"])
    ret = xt.body(f).last_op
    # The unregistered op's use is neither reported nor followed, and its
    # result has no visible definition.
    got, res = uses(ex, v["r"])
    assert got == [(mul, 0)] and res is C
    got, res = uses(ex, v["k"])
    assert got == [(ret, 0)] and res is C
    got, res = defs(ex, v["o"])
    assert got == [] and res is C
    # IGNORE'd op name: the then-region's addi is not visited.
    m, ex = load_text(ACTIONS, setup=lambda e: e.set_op_action("arith.addi", TraversalAction.IGNORE))
    v = xt.values(xt.symbol(m, "act"))
    got, res = defs(ex, v["r"])
    assert got == [v["r"], v["y"]] and res is C
    # SHALLOW region op: its results are visited but not looked through.
    m, ex = load_text(ACTIONS, setup=lambda e: e.set_dialect_action("scf", TraversalAction.SHALLOW))
    v = xt.values(xt.symbol(m, "act"))
    got, res = defs(ex, v["r"])
    assert got == [v["r"]] and res is C
    terms = []
    assert ex.walk_return_ops(op_of(v["r"]), terms.append) is C and terms == []
    # An op-name entry overrides the unregistered-dialect rule.
    m, ex = load_text(ACTIONS, setup=lambda e: e.set_op_action("foo.bar", TraversalAction.RECURSE))
    v = xt.values(xt.symbol(m, "act"))
    got, res = defs(ex, v["o"])
    assert got == [v["o"]] and res is C


ORDERING = """
util.func private @leaf() {
  util.return
}
util.func public @main() {
  util.call @mid() : () -> ()
  util.call @leaf() : () -> ()
  util.return
}
util.initializer {
  util.call @mid() : () -> ()
  util.return
}
util.func private @mid() {
  util.call @leaf() : () -> ()
  util.return
}
util.func private @declared()
builtin.module @inner {
  util.func private @nested() {
    util.return
  }
}
"""


def test_function_ordering_text():
    m, ex = load_text(ORDERING)
    leaf, main, mid = (xt.symbol(m, n) for n in ("leaf", "main", "mid"))
    init = xt.find_ops(m, "util.initializer")[0]
    # `util.initializer` is FunctionLike (as upstream): it appears among the
    # functions in SCC order, and first in function_like_ops.
    assert ex.functions() == [leaf, mid, main, init]
    assert ex.initializers() == [init]
    assert ex.function_like_ops() == [init, leaf, mid, main]
    calls = []
    assert ex.walk_incoming_calls(mid, calls.append) is C
    # Initializer calls first (function_like_ops order), then @main's.
    assert [c.parent_op for c in calls] == [init, main]
    inner = xt.symbol(m, "inner")
    assert ex.get_traversal_action(inner) is TraversalAction.SHALLOW


def test_walk_and_walk_values():
    m, ex = load_text(ORDERING)
    seen = []
    assert ex.walk(lambda op: seen.append(op.name)) is C
    # SCC post-order over callables (leaf, mid, main, initializer; the
    # nested module's function is under a SHALLOW module and skipped).
    assert seen == ["util.func", "util.return",
                    "util.func", "util.call", "util.return",
                    "util.func", "util.call", "util.call", "util.return",
                    "util.initializer", "util.call", "util.return"]
    seen = []
    ex.walk(lambda op: (seen.append(op.name), WalkResult.SKIP if op.name == "util.func" else None)[1])
    assert seen == ["util.func", "util.func", "util.func", "util.initializer", "util.call", "util.return"]
    seen = []
    ex.walk(lambda op: (seen.append(op.name), WalkResult.INTERRUPT if op.name == "util.call" else None)[1])
    assert seen == ["util.func", "util.return", "util.func", "util.call", "util.func", "util.call",
                    "util.initializer", "util.call"]

    m, ex = load_text(FOR)
    v = xt.values(m)
    vals = []
    assert ex.walk_values(vals.append) is C
    assert vals == [v["lb"], v["ub"], v["st"], v["x0"], v["x1"], v["x2"], v["x3"],
                    v["r#0"], v["r#1"], v["r#2"], v["r#3"],
                    v["iv"], v["a"], v["b"], v["c"], v["d"], v["n"]]
    from dfx.ir.attributes import IndexType
    vals = []
    ex.walk_values(vals.append, IndexType)
    assert vals == [v["lb"], v["ub"], v["st"], v["iv"]]


def test_alias_queries():
    m, ex = load_text(CALLS)
    caller = xt.symbol(m, "caller")
    v = xt.values(caller)
    idv = xt.values(xt.symbol(m, "id"))
    assert ex.may_values_alias(v["x"], v["x"])
    m2, ex2 = load_text(CFG)
    w = xt.values(xt.symbol(m2, "cfg"))
    # %a flows into %v and %w; %c (the condition) does not.
    assert ex2.may_be_used_by(w["a"], xt.symbol(m2, "cfg").regions[0].blocks[2].last_op)
    assert not ex2.may_be_used_by(w["c"], xt.symbol(m2, "cfg").regions[0].blocks[1].last_op)
    assert not ex2.may_values_alias(w["c"], w["a"])
    # Walks reaching a public function's return are incomplete: may alias.
    assert ex.may_values_alias(v["x"], idv["arg"])
    assert ex.may_values_alias(v["c1"], v["p"])


def test_transitive_uses_interrupt_only_stops_current_value():
    m, ex = load_text(CFG)
    f = xt.symbol(m, "cfg")
    v = xt.values(f)
    entry, bb1, bb2 = f.regions[0].blocks
    addi = op_of(v["b"])
    # INTERRUPT at the first use of %a abandons %a's remaining uses before
    # anything was queued: only that use is visited.
    got, res = uses(ex, v["a"], fn=lambda u: WalkResult.INTERRUPT)
    assert got == [(entry.last_op, 1)] and res is C
    # INTERRUPT on the addi's use: cond_br's flow into %v was already queued
    # and is still followed.
    got, res = uses(ex, v["a"], fn=lambda u: WalkResult.INTERRUPT if u.owner is addi else None)
    assert got == [(entry.last_op, 1), (addi, 1), (bb1.last_op, 0), (bb2.last_op, 0)] and res is C
    # SKIP behaves like ADVANCE.
    got, res = uses(ex, v["a"], fn=lambda u: WalkResult.SKIP)
    assert len(got) == 5


MULTIBLOCK = """
util.func private @ex(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = "xt.exec"(%a) ({
  ^bb0(%in: i32):
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "xt.yield"(%in) : (i32) -> ()
  ^bb2:
    "xt.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  util.return %r : i32
}
util.func private @main(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %z = util.call @ex(%t, %x, %y) : (i1, i32, i32) -> i32
  util.return %z : i32
}
"""


def test_region_op_terminators_of_every_block():
    # Q5 fixed: returns from non-entry blocks of a region op are seen.
    m, ex = load_text(MULTIBLOCK)
    f, main = xt.symbol(m, "ex"), xt.symbol(m, "main")
    v, mv = xt.values(f), xt.values(main)
    exec_op = op_of(v["r"])
    _, bb1, bb2 = exec_op.regions[0].blocks
    y1, y2 = bb1.last_op, bb2.last_op
    terms = []
    assert ex.walk_return_ops(exec_op, terms.append) is C and terms == [y1, y2]
    terms = []
    ex.walk_return_ops(exec_op, lambda t: (terms.append(t), WalkResult.INTERRUPT)[1])
    assert terms == [y1]
    operands = []
    assert ex.walk_return_operands(exec_op, operands.append) is C
    assert operands == [[v["in"]], [v["b"]]]
    # %r <- %in (<- %a <- %x) and %b (<- %y); the call arguments are block
    # arguments of a private function: no producers beyond them.
    got, res = defs(ex, mv["z"])
    assert got == [mv["z"], v["r"]] and res is C
    seen_args = []
    ex.walk_defining_ops(v["r"], lambda r: None)
    res = ex.walk_incoming_block_argument(v["in"], lambda b, val: seen_args.append(val))
    assert seen_args == [v["a"]] and res is C
    # Uses: %a -> region arg %in -> yield in ^bb1 -> %r -> return -> %z.
    got, res = uses(ex, mv["x"])
    call = op_of(mv["z"])
    assert got == [(call, 1), (exec_op, 0), (y1, 0), (xt.body(f).last_op, 0),
                   (xt.body(main).last_op, 0)] and res is C
    got, res = uses(ex, v["b"])
    assert got == [(y2, 0), (xt.body(f).last_op, 0), (xt.body(main).last_op, 0)] and res is C


def test_entry_block_of_unknown_parent_is_incomplete():
    m, ex = load_text(CALLS)
    got = []
    assert ex.walk_incoming_branch_operands(m.regions[0].blocks[0], lambda *a: got.append(a)) is I
    assert got == []


def test_incoming_branch_operands_interrupt():
    m, ex = load_text(CALLS)
    idf = xt.symbol(m, "id")
    got = []
    res = ex.walk_incoming_branch_operands(
        xt.body(idf), lambda b, ops, off: (got.append(ops), WalkResult.INTERRUPT)[1])
    assert len(got) == 1 and res is C


def test_scf_while_condition_flag_flows_nowhere():
    m, ex = load_text(WHILE)
    v = xt.values(xt.symbol(m, "wh"))
    cond = op_of(v["res"]).regions[0].blocks[0].last_op
    got, res = uses(ex, v["cond"])
    assert got == [(cond, 0)] and res is C


NESTED_GLOBAL_REFS = """
util.global private @g : i32
util.func private @f() -> i32 {
  %v = util.global.load @g : i32
  util.return %v : i32
}
builtin.module @inner {
  util.global private @g : i32
  util.func private @h() -> i32 {
    %w = util.global.load @g : i32
    util.return %w : i32
  }
}
"""


def test_global_uses_do_not_descend_into_nested_symbol_tables():
    m, ex = load_text(NESTED_GLOBAL_REFS)
    g, f, inner = xt.symbol(m, "g"), xt.symbol(m, "f"), xt.symbol(m, "inner")
    info = ex.get_global_info(g)
    assert info.uses == [op_of(xt.values(f)["v"])]
    assert [i.op for i in ex.globals()] == [g]
    # The inner load resolves to the inner global, which is not tracked.
    inner_load = op_of(xt.values(inner)["w"])
    assert ex.query_global_info_from("g", inner_load) is None
    got, res = defs(ex, xt.values(inner)["w"])
    assert got == [xt.values(inner)["w"]] and res is I


def test_walk_values_predicate_filter():
    m, ex = load_text(WHILE)
    v = xt.values(m)
    from dfx.ir.attributes import IntegerType
    vals = []
    assert ex.walk_values(vals.append, lambda t: isinstance(t, IntegerType) and t.width == 1) is C
    assert vals == [v["cond"]]
    vals = []
    ex.walk_values(lambda val: (vals.append(val), WalkResult.INTERRUPT)[1])
    assert vals == [v["x"]]


def test_long_scf_for_chain_linear():
    n = 3000
    lines = ["util.func private @chain(%lb: index, %ub: index, %st: index) -> i32 {",
             "  %v0 = arith.constant 0 : i32"]
    for i in range(n):
        lines.append(f"  %v{i + 1} = scf.for %iv{i} = %lb to %ub step %st iter_args(%a{i} = %v{i}) -> (i32) {{")
        lines.append(f"    scf.yield %a{i} : i32")
        lines.append("  }")
    lines.append(f"  util.return %v{n} : i32")
    lines.append("}")
    m, ex = load_text("\n".join(lines))
    v = xt.values(m)
    (got, res), dt = _timed(lambda: defs(ex, v[f"v{n}"]))
    assert res is C and len(got) == n + 1 and got[-1] is v["v0"] and dt < 10
    (got, res), dt = _timed(lambda: uses(ex, v["v0"]))
    # Each loop: init operand, yield operand; then the final return.
    assert res is C and len(got) == 2 * n + 1 and dt < 10


def test_explorer_is_deterministic():
    def run():
        m, ex = load_text(RECURSION)
        rv = xt.values(xt.symbol(m, "rec"))
        names = {id(val): name for name, val in list(rv.items()) + list(xt.values(xt.symbol(m, "main")).items())}
        got, _ = uses(ex, rv["acc1"])
        d, _ = defs(ex, xt.values(xt.symbol(m, "main"))["res"])
        return ([(o.name, k) for o, k in got], [names[id(r)] for r in d])
    assert run() == run()
