"""`convert-to-stream` (upstream `--iree-stream-conversion`): flow, tensor,
HAL ABI and structural ops on tensors become stream ops on
(`!stream.resource<*>`, `index`) pairs, with transfers placed by the
affinity analysis. See docs/conversion.md.

The driver runs the affinity analysis once on the unconverted module,
runs one partial conversion (`dfx.rewrite.Conversion`) with the patterns
of `flow_ops`, `hal_ops` and `structural`, then removes `stream.affinity`
from the module's top-level ops.
"""

from __future__ import annotations

from dfx.ir.attributes import FunctionType, TypeAttr
from dfx.ir.core import Operation
from dfx.rewrite import Conversion, ConversionError

from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.transforms.convert_to_stream.common import Context, make_type_converter
from stream_affinity.transforms.convert_to_stream.flow_ops import add_flow_patterns
from stream_affinity.transforms.convert_to_stream.folders import register_flow_folders
from stream_affinity.transforms.convert_to_stream.hal_ops import add_hal_patterns
from stream_affinity.transforms.convert_to_stream.structural import add_structural_patterns

__all__ = ["convert_to_stream", "ConversionError"]

_EXECUTABLES = ("flow.executable", "stream.executable", "hal.executable")
_ILLEGAL_DIALECTS = ("flow", "tensor")


def _legality(types):
    def legal_type(t) -> bool:
        return types.is_legal(t)

    def is_legal(op: Operation) -> bool:
        if op.dialect in _ILLEGAL_DIALECTS:
            return False
        if not all(legal_type(v.type) for v in op.operands):
            return False
        if not all(legal_type(t) for t in op.result_types):
            return False
        for name in ("function_type", "type"):
            a = op.get_attr(name)
            if isinstance(a, TypeAttr):
                t = a.type
                if isinstance(t, FunctionType):
                    if not all(legal_type(x) for x in t.inputs + t.results):
                        return False
                elif not legal_type(t):
                    return False
        return True
    return is_legal


def convert_to_stream(module: Operation, observer=None, analysis=None, rules: str = "seed") -> Conversion:
    """Converts |module| in place; raises `ConversionError` on failure.
    |observer|, if given, is told of every cross-affinity transfer inserted
    (`Context.note_transfer`). |rules|: `seed` converts as IREE 3.2.0
    does, `current` as iree-compile 3.13 (docs/rules.md). |analysis|, if
    given, answers the placement questions instead of a fresh
    `AffinityAnalysis(module, rules=rules)`: anything with
    `lookup_execution_affinity`, `lookup_resource_affinity`,
    `lookup_global_affinity` and `infer_execution_affinity` for the ops and
    values of |module| (`annotate-affinities --check` passes its own
    analysis, asked through the copy it converts). Returns the finished
    conversion (`value_map`: what each converted value became)."""
    if analysis is None:
        analysis = AffinityAnalysis(module, rules=rules)
        result = analysis.run()
        if not result:
            raise ConversionError(module.location, "failed to solve for affinity analysis")
    register_flow_folders()
    types = make_type_converter()
    conversion = Conversion(types, is_legal=_legality(types), skip_nested=lambda op: op.name in _EXECUTABLES)
    ctx = Context(analysis, conversion, rules)
    ctx.observer = observer
    add_structural_patterns(ctx, conversion, module)
    add_flow_patterns(ctx, conversion)
    add_hal_patterns(ctx, conversion)
    from stream_affinity.transforms.convert_to_stream.executables import add_executable_patterns
    add_executable_patterns(ctx, conversion)
    conversion.run(module)
    for region in module.regions:
        for block in region.blocks:
            for op in block:
                op.attributes.pop("stream.affinity", None)
    return conversion
