"""`annotate-affinities --emit=json|dot` and `--stats` (stream_affinity/reports/)."""

import io
import json
import os
import re
import shutil
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from dfx import parse_module
from dfx.driver.cli import SPLIT_MARKER
from dfx.ir import WalkOrder
from dfx.analysis.solver import PROGRESS_INTERVAL, Solver
from dfx.ir.traits import Callable, FunctionLike, GlobalOp, ObjectLike
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.cli import annotate_main
from stream_affinity.reports.json import SCHEMA, dump_json
from stream_affinity.reports.stats import TerminalProgress

from ..conftest import reference_path

REPO = Path(__file__).resolve().parents[2]
SEED = REPO / "examples" / "multi_device_mul.mlir"
SCHEMA_FILE = REPO / "docs" / "affinity-schema.json"


def reference_file() -> str:
    """The upstream reference file (fails under CI, skips elsewhere, when
    the shared folder is missing)."""
    return str(reference_path("annotate_affinities.mlir"))


def run(*args: str, stderr=None) -> Tuple[int, str, str]:
    out = io.StringIO()
    err = stderr if stderr is not None else io.StringIO()
    code = annotate_main(list(args), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def ok(*args: str) -> str:
    code, out, err = run(*args)
    assert code == 0, err
    return out


#===----------------------------------------------------------------------===#
# A validator for the JSON Schema subset docs/affinity-schema.json uses
#===----------------------------------------------------------------------===#

_TYPES = {
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str),
    "integer": lambda x: isinstance(x, int) and not isinstance(x, bool),
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
}
_KEYWORDS = {"type", "properties", "required", "additionalProperties", "items", "enum", "const", "minimum",
             "$ref", "$defs", "$schema", "$id", "title", "description"}


def validate(instance, schema: dict, root: dict = None) -> List[str]:
    """Errors of |instance| against |schema| (`path: message`), iteratively."""
    root = root or schema
    errors: List[str] = []
    work = [(instance, schema, "$")]
    while work:
        x, s, path = work.pop()
        unknown = set(s) - _KEYWORDS
        assert not unknown, f"schema uses unsupported keywords {unknown} at {path}"
        if "$ref" in s:
            ref = s["$ref"]
            assert ref.startswith("#/$defs/"), ref
            work.append((x, root["$defs"][ref[len("#/$defs/"):]], path))
            continue
        if "const" in s and x != s["const"]:
            errors.append(f"{path}: {x!r} is not {s['const']!r}")
        if "enum" in s and x not in s["enum"]:
            errors.append(f"{path}: {x!r} not in {s['enum']}")
        if "type" in s:
            types = s["type"] if isinstance(s["type"], list) else [s["type"]]
            if not any(_TYPES[t](x) for t in types):
                errors.append(f"{path}: {x!r} is not of type {types}")
                continue
        if isinstance(x, int) and not isinstance(x, bool) and "minimum" in s and x < s["minimum"]:
            errors.append(f"{path}: {x} < {s['minimum']}")
        if isinstance(x, dict):
            for key in s.get("required", ()):
                if key not in x:
                    errors.append(f"{path}: missing {key!r}")
            props = s.get("properties", {})
            for key, value in x.items():
                if key in props:
                    work.append((value, props[key], f"{path}.{key}"))
                elif s.get("additionalProperties") is False:
                    errors.append(f"{path}: unexpected {key!r}")
        if isinstance(x, list) and "items" in s:
            for i, item in enumerate(x):
                work.append((item, s["items"], f"{path}[{i}]"))
    return errors


@pytest.fixture(scope="module")
def schema():
    return json.loads(SCHEMA_FILE.read_text())


@pytest.fixture(scope="module")
def reference_json():
    return json.loads(ok("--split-input-file", "--usage", "--emit=json", reference_file()))


def test_seed_json_validates(schema):
    doc = json.loads(ok("--emit=json", str(SEED)))
    assert validate(doc, schema) == []
    assert doc["schema"] == SCHEMA == schema["$id"] == schema["properties"]["schema"]["const"]
    fn = doc["modules"][0]["functions"][0]
    transfer = fn["ops"][2]
    assert transfer["op"] == "flow.tensor.transfer"
    assert transfer["location"] == f"{SEED}:21:10"
    assert transfer["execution"] == {"required": True, "known": True,
                                     "affinities": ["#hal.device.affinity<@device_b>"]}
    assert [fn["values"][i]["name"] for i in transfer["operands"] + transfer["results"]] == ["%1", "%2"]


def test_reference_json_validates_with_usage_and_partitions(schema, reference_json):
    assert validate(reference_json, schema) == []
    assert len(reference_json["modules"]) == 47
    with_partitions = json.loads(ok("--split-input-file", "--partitions", "--emit=json", reference_file()))
    assert validate(with_partitions, schema) == []
    assert any(op.get("partitions") for m in with_partitions["modules"] for f in m["functions"] for op in f["ops"])


def test_validator_rejects_wrong_documents(schema):
    doc = json.loads(ok("--emit=json", str(SEED)))
    doc["schema"] = "dfx.affinity/0"
    del doc["modules"][0]["functions"][0]["ops"][0]["location"]
    doc["modules"][0]["functions"][0]["values"][1]["produced"]["known"] = "yes"
    doc["modules"][0]["extra"] = 1
    errors = validate(doc, schema)
    assert len(errors) == 4, errors


def _array_text(attr) -> list:
    return [[str(a) for a in entry.elements] for entry in attr.elements]


def _expected_attrs(fn: dict, op: dict, usage: bool) -> Dict[str, object]:
    """The stream.affinities* attributes the JSON says |op| carries."""
    out: Dict[str, object] = {}
    ex = op["execution"]
    if ex is not None and ex["required"] and ex["known"] and ex["affinities"]:
        out["stream.affinities"] = ex["affinities"]
    views = [("", "produced")] + ([(".usage", "usage")] if usage else [])
    for side in ("operands", "results"):
        for suffix, key in views:
            values = [fn["values"][i] for i in op[side] if i is not None]
            typed = [v for v in values if v["produced"] is not None]
            if typed:
                out[f"stream.affinities.{side}{suffix}"] = [
                    v[key]["affinities"] if v[key]["known"] else [] for v in typed]
    return out


def _actual_attrs(op) -> Dict[str, object]:
    out: Dict[str, object] = {}
    for name, attr in op.attributes.items():
        if name == "stream.affinities":
            out[name] = [str(a) for a in attr.elements]
        elif name.startswith("stream.affinities."):
            out[name] = _array_text(attr)
    return out


@pytest.mark.parametrize("usage", [False, True], ids=["producers", "usage"])
def test_json_round_trips_every_annotation_of_the_reference_file(usage, reference_json):
    flags = ["--usage"] if usage else []
    doc = reference_json if usage else json.loads(ok("--split-input-file", "--emit=json", reference_file()))
    annotated = ok("--split-input-file", *flags, reference_file())
    chunks = annotated.split(SPLIT_MARKER + "\n")
    assert len(chunks) == len(doc["modules"]) == 47
    checked = 0
    for text, module_doc in zip(chunks, doc["modules"]):
        module = parse_module(text, "annotated.mlir")
        body = module.regions[0].entry_block
        functions = iter(module_doc["functions"])
        globals_ = {g["name"]: g for g in module_doc["globals"]}
        for top in body:
            if top.has_trait(ObjectLike):
                continue
            if top.get_trait(GlobalOp) is not None:
                g = globals_.get(f"@{top.get_attr('sym_name').value}")
                expected = {}
                if g is not None and g["required"] and g["known"] and g["affinities"]:
                    expected["stream.affinities"] = g["affinities"]
                assert _actual_attrs(top) == expected, top
                checked += 1
                continue
            if top.get_trait(FunctionLike) is None and top.get_trait(Callable) is None:
                continue
            fn = next(functions)
            assert fn["name"] == f"@{top.get_attr('sym_name').value}"
            ops = list(top.walk(WalkOrder.PRE, include_self=False))
            assert [o.name for o in ops] == [o["op"] for o in fn["ops"]]
            for op, op_doc in zip(ops, fn["ops"]):
                assert _actual_attrs(op) == _expected_attrs(fn, op_doc, usage), (fn["name"], op_doc)
                checked += 1
        assert next(functions, None) is None
    assert checked > 300  # annotated ops and globals of the 47 cases


def test_json_is_deterministic_and_compact():
    a = ok("--emit=json", str(SEED))
    assert a == ok("--emit=json", str(SEED))
    assert json.loads(a) == json.loads(dump_json(json.loads(a)))
    assert '"affinities": ["#hal.device.affinity<@device_b>"]' in a


#===----------------------------------------------------------------------===#
# DOT
#===----------------------------------------------------------------------===#

_NODE = re.compile(r'^\s*(n\d+) \[shape=(box|ellipse), (.*)\];$')
_EDGE = re.compile(r'^\s*(n\d+) -> (n\d+);$')


def _parse_dot(text: str):
    nodes, edges, clusters = {}, [], []
    depth = 0
    for line in text.splitlines():
        s = line.strip()
        m = _NODE.match(line)
        if m:
            nodes[m.group(1)] = (m.group(2), m.group(3), depth)
            continue
        m = _EDGE.match(line)
        if m:
            edges.append((m.group(1), m.group(2)))
            continue
        if s.startswith("subgraph "):
            depth += 1
            clusters.append(s.split()[1])
        if s.startswith("label=") and clusters and line.startswith("  " * depth + "  label"):
            clusters[-1] = (clusters[-1], s[len("label="):].rstrip(";"))
        if s == "}":
            depth -= 1
    assert depth == -1  # the closing brace of the digraph itself
    return nodes, edges, clusters


def test_seed_dot_structure():
    text = ok("--emit=dot", "--partitions", str(SEED))
    assert text.startswith("digraph affinities {\n") and text.endswith("}\n")
    nodes, edges, clusters = _parse_dot(text)
    # 7 ops and 7 values in the function: one node each; def-use edges only.
    assert sorted(kind for kind, _, _ in nodes.values()).count("box") == 7
    assert sorted(kind for kind, _, _ in nodes.values()).count("ellipse") == 7
    assert len(edges) == 13
    assert all(a in nodes and b in nodes for a, b in edges)
    labels = [c[1] for c in clusters if isinstance(c, tuple)]
    assert '"affinities"' in labels and '"@multi_device_mul"' in labels
    assert '"partition 0 on @device_a"' in labels and '"partition 1 on @device_b"' in labels
    # Colours follow affinities: both dispatches differ, each matches its results.
    fill = {nid: re.search(r'fillcolor="([^"]+)"', attrs).group(1) for nid, (_, attrs, _) in nodes.items()}
    label = {nid: re.search(r'label="([^"]*)"', attrs).group(1) for nid, (_, attrs, _) in nodes.items()}
    by_label = {label[n].split("\\n")[0] + (label[n].split("\\n")[1] if "line" in label[n] else ""): n
                for n in nodes}
    d0, d1 = by_label["flow.dispatchline 20"], by_label["flow.dispatchline 22"]
    assert fill[d0] != fill[d1]
    assert fill[by_label["%1"]] == fill[d0] and fill[by_label["%3"]] == fill[d1]
    assert text == ok("--emit=dot", "--partitions", str(SEED))  # deterministic


def test_reference_dot_is_well_formed_with_multi_affinity_and_unknown_styles():
    text = ok("--split-input-file", "--emit=dot", "--partitions", reference_file())
    nodes, edges, clusters = _parse_dot(text)
    assert len(nodes) > 500 and all(a in nodes and b in nodes for a, b in edges)
    assert len({c[0] if isinstance(c, tuple) else c for c in clusters}) == len(clusters)
    assert any('style="striped"' in attrs for _, attrs, _ in nodes.values())
    assert any('style="wedged"' in attrs for _, attrs, _ in nodes.values())


def test_dot_marks_unknown_values(tmp_path):
    src = tmp_path / "public.mlir"
    src.write_text("util.func public @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                   "  %0 = flow.dispatch @ex::@d(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
                   "  util.return %0 : tensor<4xf32>\n}\n")
    nodes, _, _ = _parse_dot(ok("--emit=dot", str(src)))
    unknown = [attrs for _, attrs, _ in nodes.values() if "? unknown" in attrs]
    assert len(unknown) == 4 and all("style=dashed" in a for a in unknown)


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz `dot` is not installed")
@pytest.mark.parametrize("ext,magic", [("png", b"\x89PNG"), ("svg", b"<?xml")])
def test_render_with_graphviz(tmp_path, ext, magic):
    out = tmp_path / f"graph.{ext}"
    code, stdout, err = run("--emit=dot", "--partitions", "-o", str(out), str(SEED))
    assert code == 0, err
    assert stdout == ""
    assert out.read_bytes().startswith(magic)


def _fake_dot(tmp_path, monkeypatch, script_body: str) -> None:
    """Puts a stand-in `dot` program first on PATH (it saves its input next
    to itself)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    exe = bin_dir / "dot"
    exe.write_text('#!/bin/sh\ncat >"$0.input"\n' + script_body)
    exe.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")


def test_rendered_output_follows_the_rules_of_o(tmp_path, monkeypatch):
    # The rendered bytes go through the same writer as any other output: a
    # symlink stays a link and its target (mode kept) receives them.
    _fake_dot(tmp_path, monkeypatch, 'printf "RENDERED %s" "$1"\n')
    target = tmp_path / "real.svg"
    target.write_text("old")
    target.chmod(0o640)
    link = tmp_path / "graph.svg"
    link.symlink_to(target)
    code, stdout, err = run("--emit=dot", "-o", str(link), str(SEED))
    assert (code, stdout, err) == (0, "", "")
    assert link.is_symlink() and target.read_text() == "RENDERED -Tsvg"
    assert os.stat(target).st_mode & 0o777 == 0o640
    assert (tmp_path / "bin" / "dot.input").read_text().startswith("digraph")


def test_failed_rendering_leaves_the_output_untouched(tmp_path, monkeypatch):
    _fake_dot(tmp_path, monkeypatch, 'echo "syntax error in line 1" >&2; exit 3\n')
    out = tmp_path / "graph.png"
    out.write_text("previous")
    code, stdout, err = run("--emit=dot", "-o", str(out), str(SEED))
    assert code == 1 and stdout == ""
    assert err == f"annotate-affinities: error: Graphviz 'dot' failed to render '{out}': syntax error in line 1\n"
    assert out.read_text() == "previous"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bin", "graph.png"]


def test_render_without_graphviz_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    out = tmp_path / "graph.svg"
    code, stdout, err = run("--emit=dot", "-o", str(out), str(SEED))
    assert code == 1
    assert err.startswith(f"annotate-affinities: error: rendering '{out}' needs Graphviz: the 'dot' program "
                          "is not on PATH")
    assert not out.exists()
    dot_file = tmp_path / "graph.dot"
    assert run("--emit=dot", "-o", str(dot_file), str(SEED))[0] == 0
    assert dot_file.read_text().startswith("digraph")


#===----------------------------------------------------------------------===#
# Statistics, progress, parity with the plain run
#===----------------------------------------------------------------------===#


@pytest.mark.parametrize("flags", [[], ["--usage", "--partitions"]], ids=["plain", "usage-partitions"])
def test_reporting_driver_prints_the_same_ir_as_the_pass(flags):
    plain = ok("--split-input-file", *flags, reference_file())
    code, with_stats, err = run("--split-input-file", "--stats", *flags, reference_file())
    assert code == 0, err
    assert with_stats == plain


def test_stats_report_kinds_counts_and_phases():
    code, out, err = run("--stats", str(SEED))
    assert code == 0
    assert out == ok(str(SEED))
    rows = dict(re.findall(r"^ +(\S.*?)\s{2,}(\S.*)$", err, re.M))
    assert err.startswith(f"annotate-affinities: statistics for {SEED}\n")
    assert rows["chunks"] == "1" and rows["converged"] == "yes"
    assert int(rows["elements"]) == int(rows["OpAffinityPVS"]) + int(rows["ValueProducerAffinityPVS"]) == 12
    assert int(rows["updates"]) >= 1 and "iterations" in rows
    assert [k for k in rows if k.startswith("time ")] == [
        "time parse", "time analysis", "time annotate", "time print", "time total"]
    assert "\r" not in err  # not a terminal: no progress line


def test_stats_phases_follow_the_mode():
    _, _, err = run("--stats", "--emit=json", str(SEED))
    assert re.findall(r"^  time (\w+)", err, re.M) == ["parse", "analysis", "emit", "total"]
    _, _, err = run("--stats", "--explain", "@multi_device_mul::%3", str(SEED))
    assert re.findall(r"^  time (\w+)", err, re.M) == ["parse", "analysis", "explain", "total"]


def test_solver_calls_progress_every_interval():
    n = PROGRESS_INTERVAL  # about two updates per dispatch: a few progress calls
    body = ["  %v0 = flow.tensor.constant dense<1> : tensor<1xi32>"]
    body += [f"  %v{i} = flow.dispatch @ex::@d(%v{i - 1}) : (tensor<1xi32>) -> tensor<1xi32>" for i in range(1, n)]
    module = parse_module("util.func private @f() {\n" + "\n".join(body) + "\n  util.return\n}\n", "c.mlir")
    analysis = AffinityAnalysis(module)
    calls = []
    analysis.solver.progress = lambda solver: calls.append(solver.updates)
    assert analysis.run()
    assert calls and all(u % PROGRESS_INTERVAL == 0 for u in calls)
    assert len(calls) == analysis.solver.updates // PROGRESS_INTERVAL
    assert Solver(None).progress is None


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_terminal_progress_waits_throttles_and_erases():
    now = [0.0]
    stream = _Tty()
    p = TerminalProgress(stream, "tool", delay=1.0, interval=0.5, clock=lambda: now[0])

    class S:
        updates, num_elements = 2048, 100

    p(S)
    assert stream.getvalue() == ""          # a short solve prints nothing
    now[0] = 1.2
    p(S)
    now[0] = 1.3
    p(S)                                    # throttled
    assert stream.getvalue().count("\r") == 1
    assert "tool: solving... 2048 updates, 100 elements" in stream.getvalue()
    p.finish()
    assert stream.getvalue().endswith("\r")
    erased = stream.getvalue().split("\r")[-2]
    assert erased.strip() == ""


def test_report_mode_errors_match_the_plain_tool(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("util.func private @f() {\n  util.return %x : tensor<1xi32>\n}\n")
    out_file = tmp_path / "out.json"
    code, out, err = run("--emit=json", "-o", str(out_file), str(bad))
    plain_code, _, plain_err = run(str(bad))
    assert (code, err) == (plain_code, plain_err) == (1, plain_err)
    assert not out_file.exists()
    code, _, err = run("--stats", str(tmp_path / "missing.mlir"))
    assert code == 1 and "could not open input file" in err


def test_json_skips_failed_chunks_and_fails(tmp_path):
    src = tmp_path / "two.mlir"
    src.write_text(SEED.read_text() + "// -----\nutil.func private @f() {\n  util.return %x : i32\n}\n")
    code, out, err = run("--split-input-file", "--emit=json", str(src))
    assert code == 1 and ":" in err
    doc = json.loads(out)
    assert [m["chunk"] for m in doc["modules"]] == [0]


#===----------------------------------------------------------------------===#
# Verification after the annotate pass, in both drivers (issue 14, task 5)
#===----------------------------------------------------------------------===#


def _break_after_annotating(module) -> None:
    """Moves the first `util.return` before its predecessor."""
    for op in list(module.walk()):
        if op.name == "util.return" and op.prev_op is not None:
            op.move_before(op.prev_op)
            return


@pytest.mark.parametrize("report", [[], ["--stats"]], ids=["pass-driver", "report-driver"])
def test_annotate_affinities_verifies_after_its_pass(monkeypatch, report):
    from dfx.driver.passes import PASSES, PassInfo
    import stream_affinity.cli.reports as reports

    real = PASSES["annotate-affinities"]
    monkeypatch.setitem(PASSES, "annotate-affinities",
                        PassInfo(real.name, lambda m, o: (real.fn(m, o), _break_after_annotating(m)),
                                 real.description))
    original_write = reports.write_annotations
    monkeypatch.setattr(reports, "write_annotations",
                        lambda module, *a, **k: (original_write(module, *a, **k), _break_after_annotating(module)))
    code, out, err = run(*report, str(SEED))
    assert code == 1 and out == ""
    first = err.splitlines()[0]
    assert first.startswith(f"{SEED}:") and "error: block with no terminator" in first
    assert "note: the IR is not valid after pass 'annotate-affinities'" in err
    code, out, err = run(*report, "--verify-each=false", str(SEED))
    assert code == 0 and out.startswith("module")


@pytest.mark.parametrize("report", [[], ["--stats"]], ids=["pass-driver", "report-driver"])
def test_annotate_affinities_can_skip_verification_after_parsing(tmp_path, report):
    src = tmp_path / "unterminated.mlir"
    src.write_text("util.func private @f(%a: tensor<4xi32>) {\n"
                   "  %0 = flow.dispatch @ex::@d(%a) : (tensor<4xi32>) -> tensor<4xi32>\n"
                   "}\n")
    code, out, err = run(*report, str(src))
    assert code == 1 and err.startswith(f"{src}:2:8: error: block with no terminator")
    code, out, err = run(*report, "--mlir-very-unsafe-disable-verifier-on-parsing", "--verify-each=false", str(src))
    assert code == 0, err
    assert "flow.dispatch @ex::@d(%arg0) {stream.affinities" in out
