"""`annotate-affinities --explain` and the generic justification trees of
`dfx.analysis.provenance`: the leaves of every tree must be the true sources."""

import functools
import io
import re
from pathlib import Path
from typing import List, Tuple

import pytest

from dfx import parse_module
from dfx.analysis.provenance import (ExplainRenderer, Explainer, Explanation, PrintedNaming, explain,
                                     format_tree, opaque_edges)
from dfx.analysis.position import Position
from stream_affinity.analysis.affinity import AffinityAnalysis, ValueProducerAffinity
from stream_affinity.cli import annotate_main

from ..conftest import reference_path
from ..refdata import reference_chunks

REPO = Path(__file__).resolve().parents[2]
SEED = REPO / "examples" / "multi_device_mul.mlir"


@functools.lru_cache(maxsize=None)
def reference_text() -> str:
    """The upstream reference file (read when a test first needs it, so a
    missing shared folder fails or skips those tests only)."""
    return reference_path("annotate_affinities.mlir").read_text()


@functools.lru_cache(maxsize=None)
def reference_file_chunks() -> List[Tuple[str, int]]:
    reference_path("annotate_affinities.mlir")
    return reference_chunks("annotate_affinities.mlir")


def run(*args: str) -> Tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = annotate_main(list(args), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


_BRANCH = re.compile(r"^((?:│  |   )*)(├─ |└─ )")
_LOC = re.compile(r"  \(([^()]*:\d+:\d+)\)$")


def tree_nodes(text: str) -> List[Tuple[int, str, str]]:
    """(depth, text without location, location or '') per printed line."""
    nodes = []
    for line in text.splitlines():
        if not line.strip():
            continue
        m = _BRANCH.match(line)
        depth = len(m.group(1)) // 3 + 1 if m else 0
        body = line[m.end():] if m else line
        loc = _LOC.search(body)
        nodes.append((depth, body[:loc.start()] if loc else body, loc.group(1) if loc else ""))
    return nodes


def leaves(text: str) -> List[Tuple[str, int]]:
    """The leaves of a printed tree as (text, line), `(see above)`
    repetitions left out (their justification is printed earlier)."""
    nodes = tree_nodes(text)
    out = []
    for i, (depth, body, loc) in enumerate(nodes):
        is_leaf = i + 1 == len(nodes) or nodes[i + 1][0] <= depth
        if is_leaf and not body.endswith("(see above)"):
            out.append((body, int(loc.split(":")[-2]) if loc else 0))
    return out


def line_of(snippet: str, after: str = "") -> int:
    """1-based line of the first reference line containing |snippet| (after
    the first line containing |after|)."""
    lines = reference_text().splitlines()
    start = next(i for i, l in enumerate(lines) if after in l) if after else 0
    for i in range(start, len(lines)):
        if snippet in lines[i] and not lines[i].lstrip().startswith("//"):
            return i + 1
    raise AssertionError(f"{snippet!r} not in the reference file")


@pytest.fixture(scope="module")
def chunk_file(tmp_path_factory):
    """chunk_file(snippet) -> path of the first reference chunk containing
    |snippet| (a bare name means the function `@name(`), padded to keep the
    reference file's line numbers."""
    root = tmp_path_factory.mktemp("chunks")

    def get(snippet: str) -> str:
        if not snippet.startswith("@") and " " not in snippet:
            snippet = f"@{snippet}("
        for i, (text, offset) in enumerate(reference_file_chunks()):
            if snippet in text:
                path = root / f"chunk{i}.mlir"
                path.write_text("\n" * offset + text)
                return str(path)
        raise AssertionError(snippet)
    return get


def explain_leaves(path: str, target: str, *flags: str) -> List[Tuple[str, int]]:
    code, out, err = run(*flags, "--explain", target, path)
    assert code == 0, err
    assert err == ""
    return leaves(out)


#===----------------------------------------------------------------------===#
# Seed 001
#===----------------------------------------------------------------------===#


def test_seed_value_on_device_b_comes_from_the_transfer_target():
    code, out, err = run("--explain", "@multi_device_mul::%3", str(SEED))
    assert code == 0, err
    assert out.splitlines()[0].startswith("%3 is produced on [#hal.device.affinity<@device_b>]")
    assert leaves(out) == [
        ("produced by %2 = flow.tensor.transfer: transfer target `to #hal.device.affinity<@device_b>`", 21)]
    # Every node carries its location, and no IR is printed.
    assert all(loc.startswith(f"{SEED}:") for _, _, loc in tree_nodes(out))
    assert "module" not in out


def test_seed_values_are_pinned_by_import_and_export():
    assert explain_leaves(str(SEED), "@multi_device_mul::%1") == [
        ("pinned by %0 = hal.tensor.import: explicit `on(#hal.device.affinity<@device_a>)`", 19)]
    assert explain_leaves(str(SEED), "@multi_device_mul::%4") == [
        ("pinned by %5 = hal.tensor.export: explicit `on(#hal.device.affinity<@device_a>)`", 24)]


def test_seed_op_by_line_explains_execution_operands_and_results():
    code, out, err = run("--explain", f"{SEED}:23", str(SEED))
    assert code == 0, err
    nodes = tree_nodes(out)
    assert nodes[0][1] == "%4 = flow.tensor.transfer"
    top = [body for depth, body, _ in nodes if depth == 1]
    assert top[0].startswith("%4 = flow.tensor.transfer executes on [#hal.device.affinity<@device_a>]")
    assert top[1].startswith("operand #0: %3 is produced on [#hal.device.affinity<@device_b>]")
    assert top[2].startswith("result #0: %4 is produced on [#hal.device.affinity<@device_a>]")
    assert set(leaves(out)) == {
        ("%4 = flow.tensor.transfer executes on [#hal.device.affinity<@device_a>]: "
         "transfer target `to #hal.device.affinity<@device_a>`", 23),
        ("produced by %2 = flow.tensor.transfer: transfer target `to #hal.device.affinity<@device_b>`", 21),
        ("pinned by %5 = hal.tensor.export: explicit `on(#hal.device.affinity<@device_a>)`", 24),
    }


def test_input_names_work_when_the_printer_renumbers(tmp_path):
    src = tmp_path / "named.mlir"
    src.write_text(SEED.read_text().replace("%3", "%scaled").replace("%2", "%moved"))
    assert explain_leaves(str(src), "@multi_device_mul::%scaled") == \
        explain_leaves(str(src), "@multi_device_mul::%3")


#===----------------------------------------------------------------------===#
# Reference cases
#===----------------------------------------------------------------------===#


def test_exported_producer_is_pinned_through_tied_barrier(chunk_file):
    # %clone_a (printed %2) flows into a tied barrier and then the export.
    got = explain_leaves(chunk_file("exported_producer"), "@exported_producer::%clone_a")
    assert got == [("pinned by %4 = hal.tensor.export (which shares storage with %2 through tied ops, calls or "
                    "branches): explicit `on(#hal.device.promise<@dev_b>)`",
                    line_of("hal.tensor.export on(#hal.device.promise<@dev_b>) %clone_ready_a"))]


def test_constant_is_placed_where_both_transfers_consume_it(chunk_file):
    code, out, err = run("--explain", "@constant_op::%cst", chunk_file("constant_op"))
    assert code == 0, err
    assert out.startswith("%0 is produced on [#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]")
    assert sorted(leaves(out)) == sorted([
        ("consumed by %1 = flow.tensor.transfer: transfer target `to #hal.device.promise<@dev_a>`",
         line_of("%cst_a = flow.tensor.transfer %cst", "@constant_op")),
        ("consumed by %2 = flow.tensor.transfer: transfer target `to #hal.device.promise<@dev_b>`",
         line_of("%cst_b = flow.tensor.transfer %cst", "@constant_op")),
    ])


def test_global_loaded_in_two_functions(chunk_file):
    got = explain_leaves(chunk_file("consumer_fn_a"), "@consumed_global_ab")
    assert sorted(got) == sorted([
        ("consumed by @consumer_fn_a::%0 = flow.tensor.transfer: transfer target `to #hal.device.promise<@dev_a>`",
         line_of("%load_a = flow.tensor.transfer %load", "@consumer_fn_a")),
        ("consumed by @consumer_fn_b::%0 = flow.tensor.transfer: transfer target `to #hal.device.promise<@dev_b>`",
         line_of("%load_b = flow.tensor.transfer %load", "@consumer_fn_b")),
    ])


def test_explicit_global_is_its_own_source(chunk_file):
    got = explain_leaves(chunk_file("@global_b {stream.affinity"), "@global_b")
    assert got == [("global @global_b lives on [#hal.device.promise<@dev_b>]: "
                    "explicit `stream.affinity = #hal.device.promise<@dev_b>`",
                    line_of("util.global private @global_b {stream.affinity"))]


def test_scf_while_result_comes_from_the_body_and_the_initial_value(chunk_file):
    got = explain_leaves(chunk_file("scf_while_consumer_body_transfer"),
                         "@scf_while_consumer_body_transfer::%while")
    transfer = line_of("%arg0_a = flow.tensor.transfer %arg0", "@scf_while_consumer_body_transfer")
    # The body's dispatch runs on the transfer target; the initial constant
    # is consumed (through the loop's region edges, one node per edge) by
    # the same transfer.
    assert {text for text, _ in got} == {
        "produced by %2 = flow.tensor.transfer: transfer target `to #hal.device.promise<@dev_a>`",
        "consumed by %2 = flow.tensor.transfer: transfer target `to #hal.device.promise<@dev_a>`",
    }
    assert {line for _, line in got} == {transfer}
    code, out, err = run("--explain", "@scf_while_consumer_body_transfer::%while",
                         chunk_file("scf_while_consumer_body_transfer"))
    assert code == 0, err
    assert "(see above)" not in out  # each edge of the consumer chain is shown once
    assert ("%0 flows into %arg0 (through the region edges of scf.while)" in out
            and "%arg0 flows into %arg0 (through the region edges of scf.while)" in out)


def test_call_result_comes_from_the_callee(chunk_file):
    got = explain_leaves(chunk_file("consumer_placement_caller"), "@consumer_placement_caller::%result_a")
    assert got == [("produced by @consumer_placement_callee::%0 = flow.tensor.transfer (through the return of "
                    "@consumer_placement_callee): transfer target `to #hal.device.promise<@dev_a>`",
                    line_of("%arg0_a = flow.tensor.transfer %arg0", "@consumer_placement_callee"))]


def test_callee_argument_comes_from_the_caller(chunk_file):
    got = explain_leaves(chunk_file("passthrough_caller"), "@passthrough_callee::%arg0")
    assert got == [("produced by @passthrough_caller::%0 = flow.tensor.constant (through the calls of "
                    "@passthrough_callee): explicit `stream.affinity = #hal.device.promise<@dev_a>`",
                    line_of("%cst_a = flow.tensor.constant {stream.affinity", "@passthrough_caller"))]


def test_every_reference_value_has_only_sources_as_leaves():
    """Across the whole reference file, every leaf of every value's tree is
    an explicit affinity, a pin, a transfer target, a default or an
    unknown edge."""
    sources = re.compile(r"(: transfer target `to |: explicit `|takes the default|^unknown: |left unplaced)")
    checked = 0
    for text, offset in reference_file_chunks():
        module = parse_module(text, "ref.mlir", offset)
        analysis = AffinityAnalysis(module)
        assert analysis.run()
        naming = PrintedNaming(module)
        from stream_affinity.reports.explain import AffinityRenderer
        explainer = Explainer(analysis.solver, AffinityRenderer(analysis, naming))
        for e in analysis.solver.elements():
            if isinstance(e, ValueProducerAffinity):
                tree = explainer.explain(e)
                for leaf in tree.leaves():
                    if leaf.kind == Explanation.SEE_ABOVE:
                        continue
                    assert leaf.kind == Explanation.SOURCE, format_tree(tree)
                    assert sources.search(leaf.text), format_tree(tree)
                    checked += 1
    assert checked > 100


#===----------------------------------------------------------------------===#
# Unknowns and defaults
#===----------------------------------------------------------------------===#

UNKNOWN = """\
module attributes {stream.affinity.default = #hal.device.affinity<@dev_a>} {
  util.global private @dev_a : !hal.device
  util.func private @external(tensor<4xf32>) -> tensor<4xf32>
  util.func public @entry(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = flow.dispatch @ex::@d(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = util.call @external(%0) : (tensor<4xf32>) -> tensor<4xf32>
    util.return %1 : tensor<4xf32>
  }
  util.func private @lonely() -> tensor<4xf32> {
    %c = flow.tensor.constant dense<1.0> : tensor<4xf32>
    util.return %c : tensor<4xf32>
  }
}
"""


def test_unknown_values_end_at_the_invisible_edge(tmp_path):
    src = tmp_path / "unknown.mlir"
    src.write_text(UNKNOWN)
    code, out, err = run("--explain", "@entry::%0", str(src))
    assert code == 0, err
    assert out.startswith("%0 is produced on an unknown device")
    assert leaves(out) == [("unknown: %arg0 is an argument of public function @entry: "
                            "its callers are not in the module", 4)]
    assert explain_leaves(str(src), "@entry::%1") == [
        ("unknown: %1 is the result of a call to external function @external", 6)]


def test_unplaced_value_takes_the_module_default(tmp_path):
    src = tmp_path / "unknown.mlir"
    src.write_text(UNKNOWN)
    code, out, err = run("--explain", "@lonely::%c", str(src))
    assert code == 0, err
    assert out.startswith("%0 is produced on [#hal.device.affinity<@dev_a>]")
    assert leaves(out) == [("nothing places it, so it takes the default "
                            "`stream.affinity.default = #hal.device.affinity<@dev_a>` of the module", 1)]


def test_opaque_use_edges_name_external_callees_and_public_returns():
    module = parse_module(UNKNOWN, "u.mlir")
    analysis = AffinityAnalysis(module)
    assert analysis.run()
    fn = next(op for op in module.regions[0].entry_block if op.get_attr("sym_name").value == "entry")
    dispatch, call = fn.regions[0].entry_block.ops[:2]
    naming = PrintedNaming(module)
    assert [(e.text, e.location.line) for e in opaque_edges(analysis.explorer, dispatch.results[0], uses=True,
                                                             naming=naming)] == [
        ("%0 is passed to a call to external function @external", 6)]
    assert [(e.text, e.location.line) for e in opaque_edges(analysis.explorer, call.results[0], uses=True,
                                                             naming=naming)] == [
        ("%1 is returned from public function @entry: its callers are not in the module", 7)]
    arg = fn.regions[0].entry_block.arguments[0]
    assert [e.text for e in opaque_edges(analysis.explorer, arg, naming=naming)] == [
        "%arg0 is an argument of public function @entry: its callers are not in the module"]
    assert opaque_edges(analysis.explorer, dispatch.results[0], naming=naming) == []  # operands are not producers


#===----------------------------------------------------------------------===#
# Errors
#===----------------------------------------------------------------------===#


def test_malformed_target_is_a_plain_error():
    code, out, err = run("--explain", "multi_device_mul", str(SEED))
    assert code == 1
    assert out == ""
    assert err.startswith("annotate-affinities: error: invalid --explain target 'multi_device_mul'")


def test_unknown_function_is_a_plain_error():
    code, out, err = run("--explain", "@nope::%0", str(SEED))
    assert (code, out) == (1, "")
    assert err == f"annotate-affinities: error: --explain @nope::%0: '{SEED}' defines no function @nope\n"


def test_unknown_value_is_located_at_the_function():
    code, out, err = run("--explain", "@multi_device_mul::%zz", str(SEED))
    assert (code, out) == (1, "")
    assert err.startswith(f"{SEED}:18:3: error: @multi_device_mul has no value %zz (values as printed: %arg0, %0")
    assert "^" in err  # the source line and a caret follow


def test_line_without_op_is_located_at_the_line():
    code, out, err = run("--explain", f"{SEED}:2", str(SEED))
    assert (code, out) == (1, "")
    assert err.startswith(f"{SEED}:2:1: error: --explain {SEED}:2: no operation starts on this line")


def test_value_without_affinity_type_is_an_error():
    code, _, err = run("--explain", "@multi_device_mul::%arg0", str(SEED))
    assert code == 1
    assert "has type !hal.buffer_view, which carries no affinity" in err


def test_explain_and_emit_are_exclusive():
    code, _, err = run("--explain", "@multi_device_mul::%3", "--emit=json", str(SEED))
    assert code == 2 and "cannot be combined with --emit=json" in err


def test_split_input_explains_every_chunk_defining_the_target(tmp_path):
    both = SEED.read_text() + "// -----\n" + SEED.read_text()
    src = tmp_path / "twice.mlir"
    src.write_text(both)
    code, out, err = run("--split-input-file", "--explain", "@multi_device_mul::%3", str(src))
    assert code == 0, err
    roots = [body for depth, body, _ in tree_nodes(out) if depth == 0]
    assert len(roots) == 2


#===----------------------------------------------------------------------===#
# dfx.analysis.provenance, generically
#===----------------------------------------------------------------------===#


def _chain(n: int) -> str:
    body = ["  %v0 = flow.tensor.constant {stream.affinity = #hal.device.affinity<@dev>} dense<1> : tensor<1xi32>"]
    for i in range(1, n + 1):
        body.append(f"  %v{i} = util.optimization_barrier %v{i - 1} : tensor<1xi32>")
    body.append(f"  util.return %v{n} : tensor<1xi32>")
    return "util.func private @f() -> tensor<1xi32> {\n" + "\n".join(body) + "\n}\n"


def test_deep_chain_is_explained_without_recursion_and_depth_is_capped():
    n = 3000
    module = parse_module(_chain(n), "chain.mlir")
    analysis = AffinityAnalysis(module)
    assert analysis.run()
    last = module.regions[0].entry_block.first_op.regions[0].entry_block.last_op.operand(0)
    e = analysis.solver.lookup(ValueProducerAffinity, Position.for_value(last))
    full = explain(analysis.solver, e, max_depth=n + 10)
    # The leaf is the note the constant's element recorded when its explicit
    # affinity settled it.
    assert [leaf.text for leaf in full.leaves()] == ["explicit affinity #hal.device.affinity<@dev>"]
    assert max(depth for depth, _ in full.walk()) == n + 2  # n barriers, the constant, its note
    capped = explain(analysis.solver, e, max_depth=5)
    kinds = [node.kind for node in capped.leaves()]
    assert kinds == [Explanation.TRUNCATED]
    assert "depth limit 5 reached" in format_tree(capped)


def test_cycles_are_shown_once():
    text = """
util.func private @loop() -> tensor<1xi32> {
  %c = flow.tensor.constant {stream.affinity = #hal.device.affinity<@dev>} dense<1> : tensor<1xi32>
  cf.br ^bb1(%c : tensor<1xi32>)
^bb1(%x: tensor<1xi32>):
  %y = flow.dispatch @ex::@d(%x) : (tensor<1xi32>) -> tensor<1xi32>
  cf.br ^bb1(%y : tensor<1xi32>)
}
"""
    module = parse_module(text, "loop.mlir")
    analysis = AffinityAnalysis(module)
    assert analysis.run()
    block = module.regions[0].entry_block.first_op.regions[0].blocks[1]
    e = analysis.solver.lookup(ValueProducerAffinity, Position.for_value(block.arguments[0]))
    tree = explain(analysis.solver, e)
    kinds = [node.kind for _, node in tree.walk()]
    assert kinds.count(Explanation.SEE_ABOVE) == 1
    elements = [node.element for _, node in tree.walk() if node.kind == Explanation.ELEMENT]
    assert len(elements) == len(set(elements))  # each element expanded once


def test_default_renderer_prints_elements_and_notes():
    module = parse_module(UNKNOWN, "u.mlir")
    analysis = AffinityAnalysis(module)
    assert analysis.run()
    fn = next(op for op in module.regions[0].entry_block if op.get_attr("sym_name").value == "entry")
    arg = fn.regions[0].entry_block.arguments[0]
    e = analysis.solver.lookup(ValueProducerAffinity, Position.for_value(arg), allow_invalid=True)
    tree = explain(analysis.solver, e, ExplainRenderer(PrintedNaming(module)))
    assert format_tree(tree, locations=False) == (
        "[ValueProducerAffinityPVS] value %arg0 with state pvs: (invalid)\n"
        "└─ some producers are not visible (public or external edge)\n")
    assert tree.to_dict()["children"][0]["kind"] == "source"


#===----------------------------------------------------------------------===#
# Global stores are blamed only when the global is really opaque (issue 14, task 3)
#===----------------------------------------------------------------------===#

_STORED_AND_RETURNED = """\
util.global private mutable @g : tensor<4xi32>
util.func public @f(%v: i32) -> tensor<4xi32> {
  %c = flow.tensor.splat %v : tensor<4xi32>
  util.global.store %c, @g : tensor<4xi32>
  %l = util.global.load @g : tensor<4xi32>
  %0 = flow.dispatch @ex::@d(%l) : (tensor<4xi32>) -> tensor<4xi32>
ADDRESS  util.return %c : tensor<4xi32>
}
"""


def _unknown_reasons(tmp_path, text: str, target: str) -> List[Tuple[str, int]]:
    src = tmp_path / "g.mlir"
    src.write_text(text)
    target = target.replace("FILE", str(src))
    return [(t, line) for t, line in explain_leaves(str(src), target) if t.startswith("unknown:")]


def test_store_into_a_tracked_global_is_not_blamed(tmp_path):
    # The splat's consumers are unknown because @f is public and returns
    # it; @g is defined and only loaded and stored by symbol, so the store
    # is not why.
    got = _unknown_reasons(tmp_path, _STORED_AND_RETURNED.replace("ADDRESS", ""), "FILE:3")
    assert got == [("unknown: %0 is returned from public function @f: its callers are not in the module", 7)]


def test_store_into_an_address_taken_global_is_blamed(tmp_path):
    text = _STORED_AND_RETURNED.replace("ADDRESS", "  %p = util.global.address @g : !util.ptr<tensor<4xi32>>\n")
    got = _unknown_reasons(tmp_path, text, "FILE:3")
    assert ("unknown: %0 is stored into global @g, which is referenced indirectly (its address is taken by "
            f"util.global.address at {tmp_path / 'g.mlir'}:7:8), so not all its accesses are known", 4) in got
    assert ("unknown: %0 is returned from public function @f: its callers are not in the module", 8) in got
    # The use-def side says the same about the loaded value (printed %g, after its global).
    module = parse_module(text, "g.mlir")
    analysis = AffinityAnalysis(module)
    load = next(op for op in module.walk() if op.name == "util.global.load")
    edges = opaque_edges(analysis.explorer, load.results[0], naming=PrintedNaming(module))
    assert [(e.text, str(e.location)) for e in edges] == [
        ("%g is loaded from global @g, which is referenced indirectly (its address is taken by "
         "util.global.address at g.mlir:7:8), so not all its accesses are known", "g.mlir:5:8")]


def test_store_into_an_undefined_global_is_blamed(tmp_path):
    text = ("util.func private @f(%v: i32) {\n"
            "  %c = flow.tensor.splat %v : tensor<4xi32>\n"
            "  util.global.store %c, @nowhere : tensor<4xi32>\n"
            "  util.return\n"
            "}\n")
    # The verifier rejects the program (undefined global); with parse-time
    # verification off, --explain still says why the store is opaque.
    src = tmp_path / "g.mlir"
    src.write_text(text)
    got = [(t, line) for t, line in explain_leaves(str(src), f"{src}:2",
                                                   "--mlir-very-unsafe-disable-verifier-on-parsing")
           if t.startswith("unknown:")]
    assert got == [("unknown: %0 is stored into global @nowhere, which is not defined in the module", 3)]


def test_each_invisible_consumer_edge_is_shown_once_along_a_call_chain(tmp_path):
    # A consumer set depends on the consumer sets of the call results it
    # reaches; each edge the analysis cannot see is shown under the node
    # whose own walk meets it, not again under every node above it.
    src = tmp_path / "chain.mlir"
    src.write_text("util.func private @inner(%x: tensor<4xi32>) -> tensor<4xi32> {\n"
                   "  util.return %x : tensor<4xi32>\n"
                   "}\n"
                   "util.func public @mid(%x: tensor<4xi32>) -> tensor<4xi32> {\n"
                   "  %0 = util.call @inner(%x) : (tensor<4xi32>) -> tensor<4xi32>\n"
                   "  util.return %0 : tensor<4xi32>\n"
                   "}\n"
                   "util.func public @top(%v: i32) -> (tensor<4xi32>, tensor<4xi32>) {\n"
                   "  %c = flow.tensor.splat %v : tensor<4xi32>\n"
                   "  %0 = util.call @mid(%c) : (tensor<4xi32>) -> tensor<4xi32>\n"
                   "  util.return %0, %c : tensor<4xi32>, tensor<4xi32>\n"
                   "}\n")
    got = explain_leaves(str(src), f"{src}:9")
    assert [t for t, _ in got if t.startswith("unknown:")] == [
        "unknown: %0 is returned from public function @top: its callers are not in the module",
        "unknown: %0 is returned from public function @mid: its callers are not in the module",
        "unknown: %1 is returned from public function @top: its callers are not in the module",
    ]


@pytest.mark.parametrize("name, line", [("div_global_stale_load_in_recursion.mlir", 17),
                                        ("div_global_stale_load_in_if.mlir", 11)])
def test_global_explanation_names_the_loads_it_does_not_count(name, line):
    path = Path(__file__).parent / "data" / name
    code, out, err = run("--explain=@g", str(path))
    assert code == 0, err
    skipped = [l for l in out.splitlines() if "not counted:" in l]
    assert len(skipped) == 1, out
    assert "util.global.load @g, whose value is consumed somewhere unknown" in skipped[0]
    assert skipped[0].endswith(f"{name}:{line}:{'10' if line == 17 else '14'})")
