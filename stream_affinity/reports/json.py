"""The JSON placement report (`--emit=json`, schema `dfx.affinity/3`,
docs/affinity-schema.json): per module, function and op, where each op
executes and where each value lives.
"""

from __future__ import annotations

import json

from dfx.ir.attributes import ArrayAttr, DictionaryAttr, IntegerAttr
from dfx.ir.core import BlockArgument, Location, OpResult, Operation, Value, WalkOrder
from dfx.analysis.provenance import PrintedNaming
from dfx.ir.traits import Callable, FunctionLike, GlobalOp, ObjectLike
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.analysis.attributes import AffinityAttr, DEFAULT_AFFINITY_ATTR_NAME
from stream_affinity.reports.explain import function_values
from stream_affinity.analysis.interfaces import AffinityOp, is_affinity_type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

__all__ = [
    "SCHEMA", "module_report", "affinity_document", "dump_json",
]


SCHEMA = "dfx.affinity/3"
"""Identifier of the JSON schema (`"schema"` of every document)."""


#===----------------------------------------------------------------------===#
# Annotating from a finished analysis
#===----------------------------------------------------------------------===#



#===----------------------------------------------------------------------===#
# JSON
#===----------------------------------------------------------------------===#


def _loc(loc: Optional[Location]) -> Optional[str]:
    return str(loc) if loc is not None and loc.line > 0 else None


def _value_loc(v: Value) -> Optional[str]:
    if isinstance(v, OpResult):
        return _loc(v.owner.location)
    return _loc(v.location) if isinstance(v, BlockArgument) else None


def answer_json(answer: Tuple[bool, list]) -> dict:
    ok, affinities = answer
    return {"known": bool(ok), "affinities": [str(a) for a in affinities] if ok else []}


def symbol_name(op: Operation) -> Optional[str]:
    a = op.get_attr("sym_name")
    return getattr(a, "value", None)


def partitions_json(op: Operation) -> List[dict]:
    out = []
    attr = op.get_attr("stream.partitions")
    if isinstance(attr, ArrayAttr):
        for entry in attr.elements:
            if isinstance(entry, DictionaryAttr):
                d = dict(entry.entries)
                ordinal = d.get("ordinal")
                affinity = d.get("affinity")
                out.append({"ordinal": ordinal.value if isinstance(ordinal, IntegerAttr) else None,
                            "affinity": str(affinity) if affinity is not None else None})
    return out


def module_report(module: Operation, analysis: AffinityAnalysis, naming: PrintedNaming, *, chunk: int = 0,
                  line_offset: int = 0, usage: bool = False, partitions: bool = False) -> dict:
    """The `modules[]` entry of the JSON document for one solved module (see
    docs/affinity-schema.json). |partitions|: include each op's
    `stream.partitions` (call `preview.annotate_partitions` first)."""
    result = analysis.result
    default = module.get_attr(DEFAULT_AFFINITY_ATTR_NAME)
    out: dict = {
        "chunk": chunk,
        "line_offset": line_offset,
        "location": _loc(module.location),
        "default_affinity": str(default) if isinstance(default, AffinityAttr) else None,
        "solver": {
            "converged": bool(result),
            "elements": result.elements if result is not None else 0,
            "updates": result.updates if result is not None else 0,
            "iterations": result.iterations if result is not None else 0,
        },
        "globals": [],
        "functions": [],
    }
    body = module.regions[0].entry_block if module.regions else None
    for op in (body or ()):
        if op.has_trait(ObjectLike):
            continue
        g = op.get_trait(GlobalOp)
        if g is not None:
            gtype = g.global_type(op)
            if gtype is not None and is_affinity_type(gtype):
                record = {"name": f"@{symbol_name(op)}", "location": _loc(op.location), "type": str(gtype),
                          "required": op.get_trait(AffinityOp).requires_affinity(op)
                          if op.get_trait(AffinityOp) is not None else False}
                record.update(answer_json(analysis.try_lookup_global_affinity(op)))
                out["globals"].append(record)
            continue
        if op.get_trait(FunctionLike) is not None or op.get_trait(Callable) is not None:
            out["functions"].append(_function_report(op, analysis, naming, usage, partitions))
    return out


def _function_report(fn: Operation, analysis: AffinityAnalysis, naming: PrintedNaming, usage: bool,
                     partitions: bool) -> dict:
    ops = list(fn.walk(WalkOrder.PRE, include_self=False))
    op_ids: Dict[Operation, int] = {op: i for i, op in enumerate(ops)}
    values = function_values(fn)
    ids: Dict[Value, int] = {v: i for i, v in enumerate(values)}

    value_records = []
    for i, v in enumerate(values):
        if isinstance(v, OpResult):
            defined_by = {"op": op_ids[v.owner], "result": v.index}
        else:
            block = v.owner  # type: ignore[union-attr]
            region = block.parent
            owner = region.parent
            defined_by = {"op": op_ids.get(owner), "region": owner.regions.index(region),
                          "block": region.blocks.index(block), "argument": v.index}  # type: ignore[union-attr]
        record: dict = {"id": i, "name": naming.value_name(v), "type": str(v.type), "location": _value_loc(v),
                        "defined_by": defined_by, "produced": None}
        if is_affinity_type(v.type):
            record["produced"] = answer_json(analysis.try_lookup_resource_affinity(v))
            if usage:
                record["usage"] = answer_json(analysis.try_lookup_resource_usage(v))
        value_records.append(record)

    op_records = []
    for op in ops:
        parent = op.parent_op
        record = {
            "id": op_ids[op],
            "op": op.name,
            "location": _loc(op.location),
            "parent": op_ids.get(parent) if parent is not fn else None,
            "operands": [ids.get(v) for v in op.operands],
            "results": [ids[r] for r in op.results],
            "execution": None,
        }
        iface = op.get_trait(AffinityOp)
        if iface is not None:
            execution = {"required": iface.requires_affinity(op)}
            execution.update(answer_json(analysis.try_lookup_execution_affinity(op)))
            record["execution"] = execution
        if partitions:
            record["partitions"] = partitions_json(op)
        op_records.append(record)
    return {"name": f"@{symbol_name(fn)}", "location": _loc(fn.location), "values": value_records,
            "ops": op_records}


def dump_json(doc: object, indent: str = "  ") -> str:
    """|doc| as JSON text: objects one member per line, arrays of scalars
    (affinity lists, value ids) on one line. Keys keep their order; ends
    with a newline."""
    def scalar(x: object) -> bool:
        return not isinstance(x, (dict, list)) or not x

    def flat(x: object) -> bool:
        return scalar(x) or (isinstance(x, list) and all(scalar(e) for e in x))

    def inline(x: object) -> Optional[str]:
        if isinstance(x, dict) and all(flat(v) for v in x.values()):
            text = json.dumps(x)
            return text if len(text) <= 100 else None
        if isinstance(x, list) and all(scalar(e) for e in x):
            return json.dumps(x)
        return None if isinstance(x, (dict, list)) and x else json.dumps(x)

    out: List[str] = []

    # Depth is bounded by the schema (about six levels), not by the program.
    def emit(x: object, level: int) -> None:
        pad = indent * (level + 1)
        text = inline(x)
        if text is not None:
            out.append(text)
        elif isinstance(x, dict):
            out.append("{\n")
            for i, (k, v) in enumerate(x.items()):
                out.append(f"{pad}{json.dumps(k)}: ")
                emit(v, level + 1)
                out.append(",\n" if i + 1 < len(x) else "\n")
            out.append(indent * level + "}")
        else:
            out.append("[\n")
            for i, v in enumerate(x):  # type: ignore[arg-type]
                out.append(pad)
                emit(v, level + 1)
                out.append(",\n" if i + 1 < len(x) else "\n")  # type: ignore[arg-type]
            out.append(indent * level + "]")

    emit(doc, 0)
    out.append("\n")
    return "".join(out)


def affinity_document(source: str, modules: Sequence[dict], *, usage: bool = False,
                      partitions: bool = False) -> dict:
    """The whole JSON document for |modules| (`module_report` entries)."""
    return {"schema": SCHEMA, "source": source, "usage": usage, "partitions": partitions,
            "modules": list(modules)}
