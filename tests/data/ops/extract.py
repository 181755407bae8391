"""Writes the op lists of IREE's host dialects as data, read from the Python
bindings that `mlir-tblgen` generates from IREE's op definitions
(`UtilOps.td`, `FlowOps.td`, `StreamOps.td`, `HALOps.td` and, in 3.13,
`TensorExtOps.td`) and ships in every `iree-base-compiler` wheel as
`iree/compiler/dialects/_{util,flow,stream,hal,iree_tensor_ext}_ops_gen.py`.

The bindings are read as Python syntax trees, never imported (the two
releases cannot share one interpreter, and importing needs the native
library). Per op the data holds:

* `operands`: in definition order, each `{"name", "kind"}` with kind
  `single`, `optional` or `variadic`; `operand_segments` is true when the
  op carries `operandSegmentSizes` (the groups are then segments, in
  that order);
* `attributes`: in definition order, `{"name", "kind", "optional"}`, kind
  being the ODS attribute constraint (`TypeAttr`, `UnitAttr`,
  `Stream_AffinityAttr`, ...); defaulted attributes count as optional;
* `results`: `{"name", "kind"}` like operands; `result_segments`;
* `regions`: `{"name", "kind"}` (`single` or `variadic`);
* `successors`: `{"name", "kind"}`;

and per enum of the four dialects (`_<dialect>_enum_gen.py`): its name,
`bits` or `enum`, its cases (spelling, value) in definition order, and the
attribute constraints stored as it (`HAL_MemoryTypeBitfieldAttr`: `i32`).

Usage (from the repository root):

    python tests/data/ops/extract.py                # both releases
    python tests/data/ops/extract.py --release 3.2.0=/path/to/site-packages/iree/compiler/dialects

By default 3.2.0 is the installed `iree.compiler` package (its version is
checked) and 3.13.0 is the wheel next to `$DFX_IREE_CURRENT` (the path of
its `iree-opt`, `<root>/iree/compiler/_mlir_libs/iree-opt`) or in
`<repo>/.cache/iree-base-compiler-3.13.0`.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import os
import re
import sys
from pathlib import Path
from typing import Dict, List, Optional

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
DIALECTS = ("util", "flow", "stream", "hal", "iree_tensor_ext")
"""The host dialects; `iree_tensor_ext` exists in 3.13 only (a release
without a dialect's bindings simply has none of its ops)."""
RELEASES = ("3.2.0", "3.13.0")
_KINDS = {1: "single", 0: "optional", -1: "variadic"}


def data_path(release: str) -> Path:
    return HERE / f"iree-{release}.json"


# -- reading one generated class ---------------------------------------------------------------


def _base_name(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")


def _class_constant(cls: ast.ClassDef, name: str):
    for stmt in cls.body:
        if isinstance(stmt, ast.Assign) and any(getattr(t, "id", None) == name for t in stmt.targets):
            return ast.literal_eval(stmt.value)
    return None


def _method(cls: ast.ClassDef, name: str) -> Optional[ast.FunctionDef]:
    for stmt in cls.body:
        if isinstance(stmt, ast.FunctionDef) and stmt.name == name:
            return stmt
    return None


def _ods_name(python_name: str) -> str:
    """The generator appends `_` to names that clash with Python or with
    OpView members (`results_`, `operands_`, `type_`)."""
    return python_name[:-1] if python_name.endswith("_") else python_name


def _call_on(stmt: ast.stmt, target: str):
    """(method, argument) of `target.method(arg)` (possibly under an
    `if X is not None:`), with the guard's presence."""
    guarded = False
    if isinstance(stmt, ast.If) and len(stmt.body) == 1 and not stmt.orelse:
        guarded, stmt = True, stmt.body[0]
    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
        return None
    call = stmt.value
    if not (isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
            and call.func.value.id == target and len(call.args) == 1):
        return None
    return call.func.attr, call.args[0], guarded


def _arg_name(node: ast.expr) -> Optional[str]:
    """`x` or `_get_op_results_or_values(x)` → "x"."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Name):
        return node.args[0].id
    return None


def _operands(init: ast.FunctionDef, segments: Optional[list]) -> List[dict]:
    out = []
    for stmt in init.body:
        found = _call_on(stmt, "operands")
        if found is None:
            continue
        method, arg, guarded = found
        name = _arg_name(arg)
        if name is None:
            raise ValueError(f"unexpected operand statement: {ast.unparse(stmt)}")
        if segments is not None:
            kind = _KINDS[segments[len(out)]]
        elif method == "extend":
            kind = "variadic"
        else:
            kind = "optional" if guarded else "single"
        out.append({"name": _ods_name(name), "kind": kind})
    if segments is not None and len(segments) != len(out):
        raise ValueError(f"{init.name}: {len(out)} operand groups for {len(segments)} segments")
    return out


def _attr_kind(value: ast.expr) -> str:
    """The constraint named in `AttrBuilder.get('Kind')`, or `UnitAttr`."""
    for node in ast.walk(value):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            return re.sub(r"^anonymous_\d+$", "anonymous", node.args[0].value)
        if isinstance(node, ast.Attribute) and node.attr == "UnitAttr":
            return "UnitAttr"
    return "Attr"


def _attributes(init: ast.FunctionDef) -> List[dict]:
    out = []
    for stmt in init.body:
        optional = False
        if isinstance(stmt, ast.If) and len(stmt.body) == 1 and not stmt.orelse:
            optional, stmt = True, stmt.body[0]
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1):
            continue
        target = stmt.targets[0]
        if not (isinstance(target, ast.Subscript) and getattr(target.value, "id", None) == "attributes"):
            continue
        key = target.slice
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
            continue
        out.append({"name": key.value, "kind": _attr_kind(stmt.value), "optional": optional})
    return out


def _accessors(cls: ast.ClassDef, container: str) -> List[dict]:
    """Named groups of `self.operation.results` / `self.regions` read by
    the class's accessors, in index order."""
    groups = []
    for stmt in cls.body:
        if not isinstance(stmt, ast.FunctionDef) or not any(_base_name(d) == "property" for d in stmt.decorator_list):
            continue
        ret = stmt.body[-1]
        if not isinstance(ret, ast.Return) or ret.value is None:
            continue
        text = ast.unparse(ret.value)
        if container == "results":
            prefixes = ("self.operation.results[",)
        else:
            prefixes = ("self.regions[", "self.operation.regions[")
        if not text.startswith(prefixes):
            continue
        sub = ret.value.slice if isinstance(ret.value, ast.Subscript) else None
        if isinstance(sub, ast.Slice):
            kind = "variadic"
            index = sub.lower.value if isinstance(sub.lower, ast.Constant) else 0
        elif isinstance(sub, ast.Constant):
            kind, index = "single", sub.value
        else:  # `self.operation.results[1 + _ods_variadic_group_length - 1]`
            kind, index = "single", next(n.value for n in ast.walk(sub) if isinstance(n, ast.Constant))
        groups.append((index, {"name": _ods_name(stmt.name), "kind": kind}))
    groups.sort(key=lambda g: g[0])
    return [g for _, g in groups]


def _results(cls: ast.ClassDef, init: ast.FunctionDef) -> List[dict]:
    """Results as the constructor lists them (`results.append(x)`,
    `results.extend(x)`); inferred results (`results.extend([operands[0].type]
    * N)`, or none listed) come from the accessors, or are named by
    position when unnamed."""
    accessed = _accessors(cls, "results")
    listed: List[dict] = []
    for stmt in init.body:
        found = _call_on(stmt, "results")
        if found is None:
            continue
        method, arg, _ = found
        name = _arg_name(arg)
        if name is None:  # inferred from the operands: `[operands[0].type] * N`
            count = arg.right.value if isinstance(arg, ast.BinOp) else 1
            return accessed if len(accessed) == count else [{"name": f"result{i}", "kind": "single"}
                                                            for i in range(count)]
        listed.append({"name": _ods_name(name), "kind": "variadic" if method == "extend" else "single"})
    params = {a.arg for a in init.args.args + init.args.kwonlyargs}
    if not _passes_keyword(init, "results") or "results" in params:
        return accessed  # all result types inferred (3.13 takes optional `results=`)
    named = {r["name"]: r["kind"] for r in accessed}
    for r in listed:
        if r["name"] in named and named[r["name"]] != r["kind"]:
            raise ValueError(f"{cls.name}: result {r} vs accessor {named[r['name']]}")
    return listed


def _passes_keyword(init: ast.FunctionDef, keyword: str) -> bool:
    """Whether the constructor hands |keyword| to `OpView.__init__`."""
    for node in ast.walk(init):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "__init__":
            return any(k.arg == keyword for k in node.keywords)
    return False


def _successors(init: ast.FunctionDef) -> List[dict]:
    out = []
    for stmt in init.body:
        found = _call_on(stmt, "_ods_successors")
        if found is not None:
            method, arg, _ = found
            out.append({"name": _ods_name(_arg_name(arg) or "successor"),
                        "kind": "variadic" if method == "extend" else "single"})
    return out


def read_op(cls: ast.ClassDef) -> dict:
    name = _class_constant(cls, "OPERATION_NAME")
    operand_segments = _class_constant(cls, "_ODS_OPERAND_SEGMENTS")
    result_segments = _class_constant(cls, "_ODS_RESULT_SEGMENTS")
    num_regions, fixed_regions = _class_constant(cls, "_ODS_REGIONS")
    init = _method(cls, "__init__")
    regions = _accessors(cls, "regions")
    # `_ODS_REGIONS = (N, fixed)`: N regions, then a variadic group unless fixed.
    if len(regions) != num_regions + (0 if fixed_regions else 1):
        # Unnamed regions have no accessor: name them by position.
        regions = [{"name": f"region{i}", "kind": "single"} for i in range(num_regions)]
        if not fixed_regions:
            regions.append({"name": "regions", "kind": "variadic"})
    results = _results(cls, init)
    return {
        "name": name,
        "operands": _operands(init, operand_segments),
        "operand_segments": operand_segments is not None,
        "attributes": _attributes(init),
        "results": results,
        "result_segments": result_segments is not None,
        "regions": regions,
        "successors": _successors(init),
    }


def read_dialect(path: Path) -> List[dict]:
    tree = ast.parse(path.read_text(), str(path))
    ops = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and any(_base_name(b) == "OpView" for b in node.bases):
            if _class_constant(node, "OPERATION_NAME") is not None:
                ops.append(read_op(node))
    return ops


# -- enums ---------------------------------------------------------------------------------------


def _enum_cases(cls: ast.ClassDef) -> List[list]:
    """[spelling, value] per case, in definition order: the value from the
    class body, the spelling from `__str__` (`if self is X.Case: return
    "spelling"`)."""
    values = {}
    for stmt in cls.body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant):
            values[stmt.targets[0].id] = stmt.value.value
    spellings = {}
    to_str = _method(cls, "__str__")
    for node in ast.walk(to_str) if to_str is not None else ():
        if (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)
                and isinstance(node.test.comparators[0], ast.Attribute) and len(node.body) == 1
                and isinstance(node.body[0], ast.Return) and isinstance(node.body[0].value, ast.Constant)):
            spellings[node.test.comparators[0].attr] = node.body[0].value.value
    return [[spellings.get(name, name), value] for name, value in values.items()]


def read_enums(path: Path, dialect: str) -> List[dict]:
    """The enums of a dialect's `_<dialect>_enum_gen.py`: name, `bits`
    (IntFlag) or `enum`, cases, and the attribute constraints built from it
    with their storage (`i32`, `i64`, or `#dialect.attr<...>`)."""
    if not path.exists():
        return []
    tree = ast.parse(path.read_text(), str(path))
    enums: List[dict] = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and any(_base_name(b) in ("IntFlag", "IntEnum") for b in node.bases):
            kind = "bits" if any(_base_name(b) == "IntFlag" for b in node.bases) else "enum"
            enums.append({"name": f"{dialect}.{node.name}", "kind": kind, "cases": _enum_cases(node), "attrs": []})
        elif isinstance(node, ast.FunctionDef) and enums:
            for deco in node.decorator_list:
                if (isinstance(deco, ast.Call) and _base_name(deco.func) == "register_attribute_builder"
                        and deco.args and isinstance(deco.args[0], ast.Constant)):
                    attr = re.sub(r"^anonymous_\d+$", "anonymous", deco.args[0].value)
                    body = ast.unparse(node)
                    width = re.search(r"get_signless\((\d+)", body)
                    parsed = re.search(r"f'(#[\w.]+)<", body)
                    storage = f"i{width.group(1)}" if width else (parsed.group(1) if parsed else "?")
                    enums[-1]["attrs"].append([attr, storage])
    return enums


def read_release(dialects_dir: Path, release: str) -> dict:
    ops: Dict[str, dict] = {}
    enums: List[dict] = []
    found = []
    for dialect in DIALECTS:
        path = dialects_dir / f"_{dialect}_ops_gen.py"
        if not path.exists():
            continue
        found.append(dialect)
        for op in read_dialect(path):
            ops[op["name"]] = op
        enums += read_enums(dialects_dir / f"_{dialect}_enum_gen.py", dialect)
    return {"release": release,
            "source": "iree-base-compiler " + release + ": iree/compiler/dialects/_{"
                      + ",".join(found) + "}_{ops,enum}_gen.py",
            "ops": [ops[n] for n in sorted(ops)],
            "enums": sorted(enums, key=lambda e: e["name"])}


def dump(data: dict) -> str:
    """The checked-in text: one op per line, so a diff names the ops that
    changed."""
    head = {k: v for k, v in data.items() if k not in ("ops", "enums")}
    lines = ["{"] + [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]
    for i, key in enumerate(("ops", "enums")):
        lines.append(f' "{key}": [')
        items = [json.dumps(item, separators=(", ", ": ")) for item in data[key]]
        lines.append(",\n".join("  " + o for o in items))
        lines.append(" ]," if i == 0 else " ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


# -- finding the two releases ------------------------------------------------------------------


def _installed_version(dialects_dir: Path) -> Optional[str]:
    root = dialects_dir.parents[2]
    for info in root.glob("iree_base_compiler-*.dist-info"):
        return info.name[len("iree_base_compiler-"):-len(".dist-info")]
    return None


def default_dialects_dir(release: str) -> Optional[Path]:
    """Where release |release|'s bindings are on this machine, or None."""
    if release == "3.2.0":
        spec = importlib.util.find_spec("iree.compiler")
        if spec is None or not spec.submodule_search_locations:
            return None
        candidate = Path(list(spec.submodule_search_locations)[0]) / "dialects"
    else:
        binary = os.environ.get("DFX_IREE_CURRENT")
        if binary:
            candidate = Path(binary).resolve().parents[1] / "dialects"
        else:
            candidate = REPO / ".cache" / f"iree-base-compiler-{release}" / "iree" / "compiler" / "dialects"
    if not (candidate / "_hal_ops_gen.py").exists() or _installed_version(candidate) != release:
        return None
    return candidate


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--release", action="append", default=[], metavar="VERSION=DIALECTS_DIR",
                    help="read release VERSION's bindings from DIALECTS_DIR (default: both releases, found)")
    args = ap.parse_args(argv)
    wanted = dict(r.split("=", 1) for r in args.release) or {r: None for r in RELEASES}
    status = 0
    for release, where in wanted.items():
        d = Path(where) if where else default_dialects_dir(release)
        if d is None:
            print(f"iree-base-compiler {release}: bindings not found", file=sys.stderr)
            status = 1
            continue
        data = read_release(d, release)
        data_path(release).write_text(dump(data))
        print(f"{data_path(release).relative_to(REPO)}: {len(data['ops'])} ops")
    return status


if __name__ == "__main__":
    sys.exit(main())
