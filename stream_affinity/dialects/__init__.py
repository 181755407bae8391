"""Op definitions of the IREE dialects we model: `flow`, `hal`, `stream` and
`iree_tensor_ext` (IREE 3.13), one module per
dialect (and per op family of `stream`), on helpers shared in `common`.

Ops with an ODS `assemblyFormat` are declared with `define_iree_op(...)`
(the declarative engine, `dfx.syntax.declarative`: declaration text and
format as IREE writes them, constraints in `hal_types` / `stream_types`);
ops whose 3.2.0 and 3.13 declarations differ in a way one format cannot
read are defined per release (`eras.define_era_op`). The others are one
`register_iree_op(...)`: its traits and interfaces (SPEC
section 5 tables), the names of its inherent attributes (those iree-opt keeps
as properties), suggested result names, and custom `parse`/`print` functions
that reproduce iree-opt's printed form byte for byte (see
`docs/custom-syntax-api.md` for the parser/printer contract).

Operand groups follow iree-opt's generic form: ops with several variadic
groups carry an `operandSegmentSizes` property whose entries are listed in
the op's `OperandSegments(names=...)` trait, in generic-form order. Tied
results use the `tied_operands` property (one `index` integer per result, -1
untied, relative to the op's tied operand group) unless the tie is fixed by
the op kind.

Importing this package declares which modules define each namespace
(`DIALECT_MODULES`, `dfx.ir.dialect_registry`): the modules are imported,
and their ops registered, the first time an op of the namespace is looked
up. A module that registers ops of several namespaces is listed under
each (`tests/test_dialect_loading.py` checks the table against what the
modules register). Importing the package also attaches (`external`) the
IREE interfaces (`AffinityOp`) to the generic ops defined in
`dfx.dialects` that need them (`util.global`, `util.func`,
`util.initializer`, `arith.constant`), whenever those load.

Printing notes (deliberate deviations from iree-opt 3.2.0):
* `stream.async.barrier` prints 3.2.0's `stream.async.barrier [on(<aff>)]
  %src : T{%size}`; the seed-commit form `%src : T{%size} [from(<aff>)] -> T`
  is parsed too, and printed only when its result type differs from the
  operand's (no other spelling exists for that).
* `hal.tensor.import` accepts a trailing `{attrs}` dictionary after a static
  tensor type (iree-opt prints it but cannot parse it back).
"""

from dfx.ir.dialect_registry import register_dialect, register_dialect_index
from dfx.support.lazy import lazy_facade

from stream_affinity.dialects import external  # noqa: F401,E402  (attaches IREE interfaces to generic ops)

_P = "stream_affinity.dialects."
DIALECT_MODULES = {
    "flow": tuple(_P + m for m in ("flow", "flow_collective", "stream_async", "stream_parameter", "executables",
                                   "conversion_ops")),
    "hal": tuple(_P + m for m in ("hal", "hal_host", "executables", "hal_buffer", "hal_device",
                                  "hal_command_buffer", "hal_executable")),
    "stream": tuple(_P + m for m in ("flow_collective", "stream_async", "stream_timepoint", "stream_tensor",
                                     "stream_tensor_data", "stream_resource", "stream_types", "stream_parameter",
                                     "stream_cmd", "executables", "conversion_ops", "stream_cmd_parameter",
                                     "stream_test")),
    "iree_tensor_ext": (_P + "executables", _P + "tensor_ext"),
    "check": (_P + "check",),
}
"""Namespace -> the modules defining its ops, imported in this order on
first use (the order of the former eager imports)."""

for _namespace, _modules in DIALECT_MODULES.items():
    register_dialect(_namespace, *_modules)
register_dialect_index("stream_affinity.dialects._index")  # which module registers each name (generated)


def _exports():
    from stream_affinity.dialects import common, stream_async
    return [(common, ["IREE_OPS", "segment_property", "size_count", "tied_operands_attr"]),
            (external, ["attach_traits"]),
            (stream_async, ["AsyncExecuteRegionBranch", "ExecuteLikeRegionBranch", "YieldTerminator"])]


lazy_facade(globals(), _exports)
