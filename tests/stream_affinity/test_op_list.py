"""Every op of IREE's host dialects, from their definitions.

`tests/data/ops/iree-{3.2.0,3.13.0}.json` list the ops of `util`, `flow`,
`stream`, `hal` and (3.13 only) `iree_tensor_ext` with their operand groups, attributes, results and
regions, as the generated bindings of each release say
(`tests/data/ops/extract.py`). `coverage.json` lists the `hal` ops
deliberately not defined (device code, with the reason) and the ops still
missing, a list that may only shrink. docs/ops.md's table is generated
from the same data (`tests/data/ops/ops_doc.py`).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401  (registers the ops)
from dfx.ir.core import lookup_op_def

from ..iree import iree_opt, require_iree_opt_current

REPO = Path(__file__).resolve().parents[2]
OPS = REPO / "tests" / "data" / "ops"
RELEASES = ("3.2.0", "3.13.0")
DIALECTS = ("util", "flow", "stream", "hal")
CURRENT_DIALECTS = ("iree_tensor_ext",)
"""Dialects IREE 3.13 has and 3.2.0 does not."""


def _script(name: str):
    spec = importlib.util.spec_from_file_location(f"ops_{name}", OPS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


EXTRACT = _script("extract")
OPS_DOC = _script("ops_doc")


def _release(release: str) -> dict:
    return json.loads((OPS / f"iree-{release}.json").read_text())


def _names(release: str) -> set:
    return {op["name"] for op in _release(release)["ops"]}


ALL = _names("3.2.0") | _names("3.13.0")
COVERAGE = json.loads((OPS / "coverage.json").read_text())
EXCLUDED = COVERAGE["hal_excluded"]
MISSING = {name for names in COVERAGE["missing"].values() for name in names}


def _op(release: str, name: str) -> dict:
    return next(op for op in _release(release)["ops"] if op["name"] == name)


def _groups(groups) -> list:
    return [g["name"] + {"single": "", "optional": "?", "variadic": "*"}[g["kind"]] for g in groups]


#===----------------------------------------------------------------------===#
# The data is what the definitions say
#===----------------------------------------------------------------------===#


def _bindings_dir(release: str) -> Path:
    if release == "3.2.0":
        d = EXTRACT.default_dialects_dir(release)
        if d is None:
            message = "iree-base-compiler 3.2.0 (the test extra) is not installed"
            if os.environ.get("CI"):
                pytest.fail(message, pytrace=False)
            pytest.skip(message)
        return d
    return Path(require_iree_opt_current()).resolve().parents[1] / "dialects"


@pytest.mark.parametrize("release", RELEASES)
def test_data_is_what_the_bindings_of_the_release_say(release):
    text = EXTRACT.dump(EXTRACT.read_release(_bindings_dir(release), release))
    assert text == (OPS / f"iree-{release}.json").read_text(), (
        f"tests/data/ops/iree-{release}.json is stale: run python tests/data/ops/extract.py")


def test_data_holds_the_host_dialects():
    for release in RELEASES:
        ops = _release(release)["ops"]
        assert _release(release)["release"] == release
        for dialect in DIALECTS:
            assert sum(op["name"].startswith(dialect + ".") for op in ops) >= 40, (release, dialect)
        assert [op["name"] for op in ops] == sorted({op["name"] for op in ops})
        for dialect in CURRENT_DIALECTS:
            count = sum(op["name"].startswith(dialect + ".") for op in ops)
            assert (count >= 10) if release == "3.13.0" else (count == 0), (release, dialect)


def test_data_agrees_with_the_td_files_on_known_ops():
    """A few ops whose ODS definitions (HALOps.td, StreamOps.td, UtilOps.td)
    were read by hand: the extraction keeps their operand groups, segment
    layout, attributes and regions."""
    imp2, imp13 = _op("3.2.0", "hal.tensor.import"), _op("3.13.0", "hal.tensor.import")
    assert _groups(imp2["operands"]) == ["source", "target_dims*", "wait_fence?"]
    assert _groups(imp13["operands"]) == ["source", "target_dims*", "wait_fence?", "byte_offset?"]
    assert imp2["operand_segments"] and imp13["operand_segments"]
    assert {a["name"] for a in imp13["attributes"]} - {a["name"] for a in imp2["attributes"]} == {"consume"}
    execute = _op("3.2.0", "stream.cmd.execute")
    assert _groups(execute["operands"]) == ["resource_operands*", "resource_operand_sizes*", "await_timepoint?"]
    assert _groups(execute["results"]) == ["result_timepoint"]
    assert execute["regions"] == [{"name": "body", "kind": "single"}]
    splat = _op("3.13.0", "stream.async.splat")
    assert _groups(splat["operands"]) == ["await_timepoint?", "value", "result_size"]
    assert not splat["operand_segments"]
    barrier = _op("3.13.0", "iree_tensor_ext.compute_barrier.start")
    assert _groups(barrier["operands"]) == ["value", "value_dims*"] and _groups(barrier["results"]) == ["result"]
    ragged = _op("3.13.0", "iree_tensor_ext.cast_to_ragged_shape")
    assert _groups(ragged["operands"]) == ["source", "columnLengths", "numRaggedRows?", "sourceDynamicDims*"]
    assert ragged["attributes"] == [{"name": "raggedDim", "kind": "IndexAttr", "optional": False}]
    extern = _op("3.2.0", "hal.dispatch.extern")
    assert _groups(extern["regions"]) == ["workgroup_count", "target_regions*"]
    queue_execute = [_groups(_op(r, "hal.device.queue.execute")["operands"]) for r in RELEASES]
    assert queue_execute[0][-1] == "command_buffers*" and queue_execute[1][-1] == "command_buffer"
    unreachable = [_op(r, "util.unreachable")["attributes"] for r in RELEASES]
    assert unreachable[0] == [{"name": "message", "kind": "StrAttr", "optional": False}]
    assert unreachable[1] == [{"name": "message", "kind": "StrAttr", "optional": True}]
    fence_create = _op("3.2.0", "hal.fence.create")
    assert _groups(fence_create["operands"]) == ["device"] and _groups(fence_create["results"]) == ["result"]


def _registered_in(binary: str, names) -> dict:
    """Op name → whether |binary| registers it: one generic op per split
    chunk; an unregistered op (or dialect) is reported as such, and the
    diagnostic quotes the op's line; a registered op fails its own
    verifier or passes."""
    names = sorted(names)
    text = "\n// -----\n".join(f'"{n}"() : () -> ()' for n in names)
    proc = subprocess.run([binary, "--split-input-file", "-"], input=text, capture_output=True, text=True,
                          timeout=300)
    lines = proc.stderr.splitlines()
    unregistered = set()
    for i, line in enumerate(lines[:-1]):
        if "error: unregistered operation" in line or "error: operation being parsed with an unregistered dialect" in line:
            unregistered.add(lines[i + 1].strip().split('"')[1])
    assert unregistered <= set(names)
    return {n: n not in unregistered for n in names}


def _binary(release: str) -> str:
    if release == "3.2.0":
        exe = iree_opt()
        if exe is None:
            pytest.skip("iree-opt 3.2.0 is not installed")
        return exe
    return require_iree_opt_current()


@pytest.mark.parametrize("release", RELEASES)
def test_each_release_registers_exactly_its_listed_ops(release):
    """The op list of a release is what its iree-opt registers: every op of
    its list, and none of the other release's ops that its list lacks; the
    `since` of the IREE ops outside the four dialects holds too."""
    own = _names(release)
    others = {n for n, since in COVERAGE["other_ops"].items()}
    registered = _registered_in(_binary(release), ALL | others)
    assert sorted(n for n in own if not registered[n]) == []
    assert sorted(n for n in ALL - own if registered[n]) == []
    for name, since in COVERAGE["other_ops"].items():
        expected = since == "both" or (since == "current") == (release == "3.13.0")
        assert registered[name] == expected, (name, since)


def test_hal_enum_tables_are_the_definitions():
    """stream_affinity.dialects.hal_enums holds every hal enum of both
    releases with the cases and storage width the bindings give."""
    from stream_affinity.dialects.hal_enums import HAL_ENUMS
    seen = set()
    for release in RELEASES:
        for enum in _release(release)["enums"]:
            dialect, name = enum["name"].split(".", 1)
            if dialect != "hal":
                continue
            seen.add(name)
            ours = HAL_ENUMS[name]
            assert ours.bits == (enum["kind"] == "bits"), name
            assert [list(c) for c in ours.cases_of(release)] == enum["cases"], (name, release)
            widths = {storage for _, storage in enum["attrs"] if storage.startswith("i")}
            assert {f"i{ours.width(release)}"} == widths, (name, release)
        assert {n for n, e in HAL_ENUMS.items() if release in e.releases()} == {
            e["name"].split(".", 1)[1] for e in _release(release)["enums"] if e["name"].startswith("hal.")}
    assert seen == set(HAL_ENUMS)


def test_hal_bitfields_print_as_iree_opt_prints_them():
    from stream_affinity.dialects.hal_enums import HAL_ENUMS, is_single_case, stringify, symbolize
    memory, usage = HAL_ENUMS["MemoryTypeBitfield"], HAL_ENUMS["BufferUsageBitfield"]
    assert stringify(memory, 48, "3.2.0") == "DeviceVisible|DeviceLocal"
    assert stringify(memory, 6, "3.13.0") == "HostVisible|HostCoherent"
    assert stringify(usage, 3, "3.2.0") == "TransferSource|TransferTarget|Transfer"
    assert stringify(usage, 256, "3.2.0") == "DispatchIndirectParams"
    assert stringify(usage, 256, "3.13.0") == "DispatchIndirectParameters"
    assert stringify(memory, 0, "3.2.0") == "None" and stringify(memory, 1 << 20, "3.2.0") is None
    assert symbolize(usage, "Transfer", "3.2.0") == 3 and symbolize(memory, "DeviceLocal|Bogus", "3.2.0") is None
    assert is_single_case(memory, "DeviceVisible", "3.2.0")
    assert not is_single_case(memory, "None", "3.2.0")
    assert not is_single_case(memory, "HostVisible|HostCoherent", "3.2.0")
    lifetime = HAL_ENUMS["Lifetime"]
    assert is_single_case(lifetime, "external", "3.13.0") and not is_single_case(lifetime, "*", "3.13.0")


#===----------------------------------------------------------------------===#
# Every op is defined, excluded with a reason, or (for now) listed missing
#===----------------------------------------------------------------------===#


def test_coverage_lists_only_ops_of_the_definitions():
    assert set(EXCLUDED) <= ALL
    assert MISSING <= ALL
    assert not set(EXCLUDED) & MISSING
    assert set(COVERAGE["group_differences"]) <= ALL
    for dialect, names in COVERAGE["missing"].items():
        assert all(n.startswith(dialect + ".") for n in names), dialect
        assert names == sorted(set(names)), dialect
    assert all(name.startswith("hal.") for name in EXCLUDED), "only hal ops may be excluded"
    assert all(reason.strip() for reason in EXCLUDED.values())


def test_every_op_of_the_host_dialects_is_defined():
    undefined = sorted(n for n in ALL if lookup_op_def(n) is None and n not in EXCLUDED and n not in MISSING)
    assert undefined == [], "ops of IREE's definitions that dfx does not define (define them)"


def test_the_missing_list_only_shrinks():
    now_defined = sorted(n for n in MISSING if lookup_op_def(n) is not None)
    assert now_defined == [], "defined now: remove them from tests/data/ops/coverage.json's missing list"


def test_excluded_ops_are_not_defined():
    defined = sorted(n for n in EXCLUDED if lookup_op_def(n) is not None)
    assert defined == [], "defined: remove them from tests/data/ops/coverage.json's hal_excluded"


def test_hal_and_stream_are_complete():
    assert COVERAGE["missing"]["hal"] == [] and COVERAGE["missing"]["stream"] == []


#===----------------------------------------------------------------------===#
# The declared operand and result groups are the definition's
#===----------------------------------------------------------------------===#

_KINDS = {"one": "single", "optional": "optional", "variadic": "variadic", "nonempty": "variadic"}


def _declared(spec):
    from dfx.ir.invariants import parse_groups
    if not isinstance(spec, str):
        return None
    return [(g.name, _KINDS[g.kind]) for g in parse_groups(spec)]


def _matches(invariants, op: dict) -> bool:
    operands, results = _declared(invariants.operands), _declared(invariants.results)
    return ((operands is None or operands == [(g["name"], g["kind"]) for g in op["operands"]])
            and (results is None or results == [(g["name"], g["kind"]) for g in op["results"]]))


def _group_mismatch(name: str) -> bool:
    """Whether op |name|'s declared groups (OpInvariants) match no release's
    definition: operands and results in order, names and kinds (`name+`
    counts as variadic). An op defined per release (`eras.define_era_op`)
    must match each release with its own declaration."""
    opdef = lookup_op_def(name)
    eras = getattr(opdef, "eras", None)
    if eras is not None:
        return not (_matches(eras["seed"].invariants, _op("3.2.0", name))
                    and _matches(eras["current"].invariants, _op("3.13.0", name)))
    invariants = opdef.invariants
    operands, results = _declared(invariants.operands), _declared(invariants.results)
    for release in RELEASES:
        if name not in _names(release):
            continue
        op = _op(release, name)
        if ((operands is None or operands == [(g["name"], g["kind"]) for g in op["operands"]])
                and (results is None or results == [(g["name"], g["kind"]) for g in op["results"]])):
            return False
    return True


def test_declared_groups_are_the_definitions():
    """The groups an op declares decide how its generic form is read and
    which values `operands_named` returns: they follow the definition of a
    release that has the op (known differences: coverage.json, a list that
    may only shrink)."""
    known = COVERAGE["group_differences"]
    checked = [n for n in sorted(ALL) if lookup_op_def(n) is not None and lookup_op_def(n).invariants is not None]
    assert len(checked) > 150
    differing = [n for n in checked if _group_mismatch(n)]
    assert [n for n in differing if n not in known] == []
    assert [n for n in known if n not in differing] == [], "now agree: remove them from group_differences"


#===----------------------------------------------------------------------===#
# docs/ops.md
#===----------------------------------------------------------------------===#


def test_ops_doc_is_generated_from_the_data():
    doc = OPS_DOC.DOC.read_text()
    assert OPS_DOC.with_table(doc) == doc, "docs/ops.md is stale: run python tests/data/ops/ops_doc.py"


def _doc_rows():
    rows = {}
    for line in OPS_DOC.DOC.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 8 and cells[0].startswith("`") and "." in cells[0]:
            rows[cells[0].strip("`")] = tuple(cells[1:])
    return rows


def test_ops_doc_lists_every_op_with_its_model():
    from dfx.ir.dialect_registry import load_all_dialects
    from stream_affinity.dialects.common import IREE_OPS
    load_all_dialects()
    rows = _doc_rows()
    assert sorted(rows) == sorted(ALL | set(IREE_OPS))
    for name in ALL | set(IREE_OPS):
        since, defined = rows[name][:2]
        if name in ALL:
            in_releases = [r for r in RELEASES if name in _names(r)]
            assert since == OPS_DOC.since(in_releases), name
        if name in EXCLUDED or name in MISSING:
            assert defined != "yes" and rows[name][2:] == ("-",) * 5, name
        else:
            assert defined == "yes", name
            assert rows[name][2:] == OPS_DOC.model_columns(name), name
