"""IREE's `iree_tensor_ext` dialect (iree-compile 3.13; 3.2.0 has no such
dialect), every op of its definition (`TensorExtOps.td`) on the
declarative engine:

    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4xf32> -> tensor<4xf32>
    %2 = iree_tensor_ext.bitcast %a : tensor<?x16xi32>{%d} -> tensor<?x4x8xi16>{%e}
    %3 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c)
           : (tensor<10x20xf32>, tensor<4xindex>) -> tensor<10x3x?xf32, #iree_tensor_ext.ragged_shape<1>>
    %4 = iree_tensor_ext.linearize_ragged_dims %r : tensor<?x?xf32, #...> -> tensor<?xf32>{%n}

The dispatch-tensor ops (`dispatch.tensor.load/store`) keep their
hand-written syntax in `executables` (shared with 3.2.0's `flow.*`
spellings).

Affinity: no op of the dialect is an affinity op in IREE 3.13; only
`bitcast` ties its result to its source (Util_TiedOpInterface), so
usage flows back through it and not through the barriers (docs/ops.md). The compute barriers appear on the host of
3.13 dumps taken before dispatch formation (the outer module of a
const-eval dump): `--iree-stream-annotate-affinities` places their result
where it is used, not where the operand lives, and `--iree-stream-conversion`
wraps them in the generic tensor export/import of unknown ops.
"""

from __future__ import annotations

import re

from dfx.ir.attributes import DialectAttr, IntegerAttr, MemRefType, TensorType
from dfx.ir.core import Operation
from dfx.ir.traits import TiedOp
from dfx.syntax.declarative import TypeSpec, register_type
from stream_affinity.dialects.common import PURE, define_iree_op

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, Tuple

__all__ = ["ragged_row"]

# 3.13's MLIR describes these constraints with "non-token" element types.
register_type("TensorExt_RankedTensor", TypeSpec("ranked tensor of any non-token type values",
                                                 lambda t: isinstance(t, TensorType) and t.shape is not None))
register_type("TensorExt_RankedTensorOrMemRef",
              TypeSpec("ranked tensor of any non-token type values or memref of any non-token type values",
                       lambda t: (isinstance(t, TensorType) and t.shape is not None) or isinstance(t, MemRefType)))

_DIMS_MESSAGE = "value set has {expected} dynamic dimensions but only {found} dimension values are attached"


#===----------------------------------------------------------------------===#
# Shapes and the ragged encoding
#===----------------------------------------------------------------------===#


def _shape(t) -> Tuple[Optional[Tuple[Optional[int], ...]], Optional[str]]:
    """(dims with None for `?`, encoding or layout text) of a ranked tensor
    or memref type; (None, None) for anything else."""
    if isinstance(t, TensorType):
        return t.shape, (str(t.encoding) if t.encoding is not None else None)
    if isinstance(t, MemRefType):
        depth, cut = 0, len(t.body)
        for i, ch in enumerate(t.body):
            depth += ch in "<([{"
            depth -= ch in ">)]}"
            if ch == "," and depth == 0:
                cut = i
                break
        parts = t.body[:cut].split("x")
        dims = []
        for part in parts[:-1]:
            if part == "?":
                dims.append(None)
            elif part.isdigit():
                dims.append(int(part))
            else:
                return None, None
        layout = t.body[cut + 1:].strip() or None
        return tuple(dims), layout
    return None, None


def _dynamic(t) -> int:
    shape, _ = _shape(t)
    return 0 if shape is None else sum(d is None for d in shape)


_RAGGED = re.compile(r"#iree_tensor_ext\.ragged_shape<\s*(\d+)\s*>$")


def ragged_row(t) -> Optional[int]:
    """The `raggedRow` of a type encoded (tensor) or laid out (memref) as
    `#iree_tensor_ext.ragged_shape<N>`; None otherwise. Its sparse
    dimensions are N and N + 1."""
    _, encoding = _shape(t)
    m = _RAGGED.match(encoding or "")
    return int(m.group(1)) if m else None


def _dim(d: Optional[int]) -> str:
    return "?" if d is None else str(d)


#===----------------------------------------------------------------------===#
# Compute barriers and bitcast
#===----------------------------------------------------------------------===#


def _barrier_types_match(op: Operation) -> Optional[str]:
    if op.operand(0).type != op.results[0].type:
        return "value and result types must match"
    return None


for _name in ("iree_tensor_ext.compute_barrier.start", "iree_tensor_ext.compute_barrier.end"):
    define_iree_op(_name, arguments="TensorExt_RankedTensor:$value, Variadic<Index>:$value_dims",
                   results="TensorExt_RankedTensor:$result", traits=(PURE,),
                   format="$value `:` type($value) (`{` $value_dims^ `}`)? `->` type($result) attr-dict-with-keyword",
                   invariants={"dims": (("value", "value_dims"),), "derived_dims": (("result", "value_dims"),),
                               "dims_message": _DIMS_MESSAGE, "checks": (_barrier_types_match,)})

define_iree_op("iree_tensor_ext.bitcast",
               arguments="TensorExt_RankedTensor:$source, Variadic<Index>:$source_dims, Variadic<Index>:$result_dims",
               results="TensorExt_RankedTensor:$result", traits=(PURE, TiedOp(fixed=((0, 0),))),
               format="$source `:` type($source) (`{` $source_dims^ `}`)? `->` type($result) "
                      "(`{` $result_dims^ `}`)? attr-dict-with-keyword",
               invariants={"dims": (("source", "source_dims"), ("result", "result_dims")),
                           "dims_message": _DIMS_MESSAGE})


#===----------------------------------------------------------------------===#
# Ragged shapes
#===----------------------------------------------------------------------===#


def _cast_to_ragged_checks(op: Operation) -> Optional[str]:
    """What 3.13's verifier of `cast_to_ragged_shape` rejects, in its order."""
    source, lengths = op.operand(0).type, op.operand(1).type
    result = op.results[0].type
    row = op.get_attr("raggedDim")
    row = row.value if isinstance(row, IntegerAttr) else 0
    sshape, _ = _shape(source)
    lshape, _ = _shape(lengths)
    rshape, _ = _shape(result)
    if sshape is None or lshape is None or rshape is None:
        return None
    if row >= len(sshape):
        return f"expected `ragged_dim` to be less than {len(sshape)}, i.e the rank of source"
    dims = _group(op, 3)
    if len(dims) != _dynamic(source):
        return (f"mismatch in number of dynamic dimensions specified for source, expected {_dynamic(source)} "
                f"values, got {len(dims)}")
    if len(lshape) != 1:
        return "expected `column_lengths` to be of rank 1"
    if len(rshape) != len(sshape) + 1:
        return (f"expected result rank to be {len(sshape) + 1}, i.e. one more than the source rank, "
                f"but got {len(rshape)}")
    encoded = ragged_row(result)
    if encoded is None:
        what = "a layout" if isinstance(result, MemRefType) else "an encoding"
        return f"expected result type to have {what} attribute that implements the `SparseShapeAttrInterface`"
    if encoded != row:
        return (f"mismatch in specified `ragged_dim` value of {row} and `raggedRow` value in the sparse "
                f"encoding {encoded}")
    if _group(op, 2):  # a dynamic number of ragged rows
        if lshape[0] is not None:
            return "invalid to have static dimensions for `column_lengths` when `num_ragged_rows` is dynamic"
        if rshape[row] is not None:
            return (f"invalid to have static value for dimension {row} of result when `num_ragged_rows` is "
                    f"specified as dynamic value")
    else:
        if lshape[0] is None or lshape[0] <= 1:
            return ("expected shape of `column_lengths` to be static and greater than 1 when `num_ragged_rows` "
                    "is unspecified, i.e. number of ragged rows is statically known")
        if rshape[row] != lshape[0] - 1:
            return (f"expected shape of dimension {row} of result, i.e. the `ragged_dim`, to be static and equal "
                    f"to {lshape[0] - 1} when `num_ragged_rows` is unspecified, i.e number of ragged rows is "
                    f"statically known")
    if rshape[row + 1] is not None:
        return f"expected dimension {row + 1} of result, i.e. `ragged_dim` + 1, to be dynamic"
    for s in range(len(sshape)):
        if s == row:
            continue
        r = s if s < row else s + 1
        if sshape[s] is None and rshape[r] is not None:
            return (f"expected dimension {r} of result to be dynamic since the corresponding dimension {s} in "
                    f"the source is dynamic")
        if sshape[s] is not None and rshape[r] != sshape[s]:
            return (f"expected shape of dimension {r} of result to match the shape of dimension {s} of source, "
                    f"but got {_dim(rshape[r])} and {sshape[s]} respectively")
    return None


def _group(op: Operation, index: int) -> List:
    from dfx.ir.invariants import SEGMENT_SIZES
    sizes = op.properties.get(SEGMENT_SIZES) or op.attributes.get(SEGMENT_SIZES)
    values = [int(v) for v in sizes.values]
    start = sum(values[:index])
    return op.operands[start:start + values[index]]


define_iree_op("iree_tensor_ext.cast_to_ragged_shape",
               arguments="TensorExt_RankedTensorOrMemRef:$source, IndexAttr:$raggedDim, "
                         "TensorExt_RankedTensorOrMemRef:$columnLengths, Optional<Index>:$numRaggedRows, "
                         "Variadic<Index>:$sourceDynamicDims",
               results="TensorExt_RankedTensorOrMemRef:$result", traits=(PURE,),
               format="$source `ragged_dim` `(` $raggedDim `)` `column_lengths` `(` $columnLengths `)` "
                      "(`num_ragged_rows` `(` $numRaggedRows^ `)`)? attr-dict `:` `(` type($source) "
                      "(`{` $sourceDynamicDims^ `}`)? `,` type($columnLengths) `)` `->` type($result)",
               invariants={"derived_dims": (("source", "sourceDynamicDims"),), "checks": (_cast_to_ragged_checks,)})


def _linearize_checks(op: Operation) -> Optional[str]:
    source, result = op.operand(0).type, op.results[0].type
    row = ragged_row(source)
    if row is None:
        return "expected source type to have a ragged tensor encoding"
    _, encoding = _shape(result)
    if encoding is not None:
        return "expected result type to have no encoding or identity layout"
    if len(op.operands) - 1 != _dynamic(result):
        return _DIMS_MESSAGE.format(expected=_dynamic(result), found=len(op.operands) - 1)
    sshape, _ = _shape(source)
    rshape, _ = _shape(result)
    expected = len(sshape) - 2 + 1
    if len(rshape) != expected:
        return (f"expected result rank to be {expected} (source rank - number of sparse dimensions + 1), "
                f"but got {len(rshape)}")
    for s in range(len(sshape)):
        if s in (row, row + 1):
            continue
        r = s if s < row else s - 1
        if sshape[s] is not None and rshape[r] is not None and sshape[s] != rshape[r]:
            return (f"expected source dimension {s} with size {sshape[s]} to be preserved in result dimension "
                    f"{r} but got size {rshape[r]}")
    return None


define_iree_op("iree_tensor_ext.linearize_ragged_dims",
               arguments="TensorExt_RankedTensorOrMemRef:$source, Variadic<Index>:$resultDynamicDims",
               results="TensorExt_RankedTensorOrMemRef:$result", traits=(PURE,),
               format="$source attr-dict `:` type($source) `->` type($result) (`{` $resultDynamicDims^ `}`)?",
               invariants={"derived_dims": (("result", "resultDynamicDims"),), "checks": (_linearize_checks,)})


#===----------------------------------------------------------------------===#
# Workgroup counts and workloads (inside executables' count regions)
#===----------------------------------------------------------------------===#

define_iree_op("iree_tensor_ext.dispatch.workgroup_count_from_slice", arguments="Variadic<Index>:$operands",
               results="Index:$x, Index:$y, Index:$z", traits=(PURE,), format="attr-dict `(` $operands `)`",
               result_names=lambda op: ["x", "y", "z"])
define_iree_op("iree_tensor_ext.dispatch.workgroup_count_split_reduction_modifier",
               arguments="Index:$workgroup_x, Index:$workgroup_y, Index:$workgroup_z, Variadic<Index>:$workload",
               results="Index:$result_x, Index:$result_y, Index:$result_z", traits=(PURE,),
               format="attr-dict `workgroups` `(` $workgroup_x `,` $workgroup_y `,` $workgroup_z `)` "
                      "`workload` `(` $workload `)`",
               result_names=lambda op: ["result_x", "result_y", "result_z"])
define_iree_op("iree_tensor_ext.dispatch.workload.ordinal", arguments="Index:$operand, IndexAttr:$ordinal",
               results="Index:$result", traits=(PURE,), format="attr-dict $operand `,` $ordinal `:` type($operand)")
