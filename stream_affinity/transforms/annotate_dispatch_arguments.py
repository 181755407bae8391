"""The `annotate-dispatch-arguments` pass
(`--iree-stream-annotate-dispatch-arguments`): tells each dispatched
function what its arguments may be, from every dispatch site of its
export (`ArgumentAnalysis`, stream_affinity/analysis/dispatch_arguments.py).

For each `stream.executable.export` of each top-level `stream.executable`
whose function is found in the executable's inner module (an external
executable has none and is left alone), the function's arguments, mapped
to the dispatch's operands in order (`!stream.binding` arguments to the
bindings, the others to the uniform operands):

* an operand argument whose values are known at every site gets
  `stream.values = [...]` (ascending, as unsigned numbers), and an `index`
  one a known alignment `stream.alignment = N : index`;
* a binding argument gets the alignment of its offset at every site
  (`stream.alignment`), the resource configuration's minimum buffer offset
  alignment when no offset constrains it.
"""

from __future__ import annotations

from dfx.ir.attributes import ArrayAttr, DialectType, DictionaryAttr, IndexType, IntegerAttr, SymbolRefAttr
from dfx.ir.core import Operation

from stream_affinity.analysis.dispatch_arguments import ArgumentAnalysis, sorted_unsigned

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional

__all__ = ["annotate_dispatch_arguments", "export_function"]

INDEX = IndexType()


def _is_binding(t) -> bool:
    return isinstance(t, DialectType) and t.full_name == "stream.binding"


def export_function(executable: Operation, export: Operation) -> Optional[Operation]:
    """The function |export| names in |executable|'s inner module, if any."""
    ref = export.get_attr("function_ref")
    name = ref.root if isinstance(ref, SymbolRefAttr) else None
    if name is None:
        return None
    for op in executable.regions[0].blocks[0] if executable.regions and executable.regions[0].blocks else ():
        if op.name != "builtin.module" or not op.regions or not op.regions[0].blocks:
            continue
        for inner in op.regions[0].blocks[0]:
            sym = inner.get_attr("sym_name")
            if sym is not None and getattr(sym, "value", None) == name and inner.get_attr("function_type"):
                return inner
    return None


def _set_arg_attr(func: Operation, index: int, name: str, value) -> None:
    ft = func.get_attr("function_type").type
    current = func.get_attr("arg_attrs")
    dicts = [dict(d.entries) if isinstance(d, DictionaryAttr) else {} for d in current] \
        if isinstance(current, ArrayAttr) else []
    while len(dicts) < len(ft.inputs):
        dicts.append({})
    dicts[index][name] = value
    func.set_attr("arg_attrs", ArrayAttr(tuple(DictionaryAttr.from_dict(dict(sorted(d.items()))) for d in dicts)))


def _annotate_export(executable: Operation, export: Operation, analysis: ArgumentAnalysis) -> None:
    func = export_function(executable, export)
    if func is None:
        return
    inputs = func.get_attr("function_type").type.inputs
    operand_args: List[int] = [i for i, t in enumerate(inputs) if not _is_binding(t)]
    binding_args: List[int] = [i for i, t in enumerate(inputs) if _is_binding(t)]
    for operand_index, arg_index in enumerate(operand_args):
        t = inputs[arg_index]
        values = analysis.operand_values(export, operand_index)
        if values is not None:
            _set_arg_attr(func, arg_index, "stream.values",
                          ArrayAttr(tuple(IntegerAttr(v, t) for v in sorted_unsigned(values, t))))
        if isinstance(t, IndexType):
            alignment = analysis.operand_alignment(export, operand_index)
            if alignment is not None:
                _set_arg_attr(func, arg_index, "stream.alignment", IntegerAttr(alignment, INDEX))
    for binding_index, arg_index in enumerate(binding_args):
        alignment = analysis.offset_alignment(export, binding_index)
        if alignment is not None:
            _set_arg_attr(func, arg_index, "stream.alignment", IntegerAttr(alignment, INDEX))


def annotate_dispatch_arguments(module: Operation) -> ArgumentAnalysis:
    """Runs the pass on |module| in place; returns the analysis."""
    analysis = ArgumentAnalysis(module)
    analysis.run()
    for region in module.regions:
        for block in region.blocks:
            for executable in block:
                if executable.name != "stream.executable":
                    continue
                for export in executable.regions[0].blocks[0] if executable.regions[0].blocks else ():
                    if export.name == "stream.executable.export":
                        _annotate_export(executable, export, analysis)
    return analysis
