"""ONNX models of the frontend corpus, built with `onnx.helper` (run by
../export.py in the frontend environment, which imports each with
`iree-import-onnx`).

Each model is small, checked with `onnx.checker`, and pinned to an opset:
13 (the opset many exported CNNs still use), 17 (LayerNormalization),
18 (reductions with `axes` as an input), 20/21 (Gelu, the newest ops).
Weights are seeded initializers; `mlp_params_op17` is imported with
`--externalize-params` (its initializers become `#flow.parameter.named`
globals, as large models are imported).
"""

from __future__ import annotations

from typing import Dict, List, NamedTuple

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


class Program(NamedTuple):
    name: str
    opset: int
    description: str
    model: onnx.ModelProto
    import_flags: List[str]


def _init(rng, name: str, shape, dtype=np.float32, scale=0.2) -> onnx.TensorProto:
    if np.issubdtype(dtype, np.integer):
        return numpy_helper.from_array(rng.integers(0, 4, size=shape).astype(dtype), name)
    return numpy_helper.from_array((rng.standard_normal(shape) * scale).astype(dtype), name)


def _const(name: str, values, dtype=np.int64) -> onnx.TensorProto:
    return numpy_helper.from_array(np.array(values, dtype=dtype), name)


def _io(name: str, shape, elem=TensorProto.FLOAT):
    return helper.make_tensor_value_info(name, elem, shape)


def _model(name: str, opset: int, nodes, inputs, outputs, initializers) -> onnx.ModelProto:
    graph = helper.make_graph(nodes, name, inputs, outputs, initializer=initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)],
                              producer_name="dfx-frontend-corpus", producer_version="1")
    # The oldest IR version that carries the opset, so older runtimes read it too.
    model.ir_version = {13: 7, 17: 8, 18: 8, 20: 9, 21: 10}[opset]
    onnx.checker.check_model(model, full_check=True)
    return model


def cnn_op13() -> onnx.ModelProto:
    """The shape of an exported CNN (batch norm folded into the convolution,
    as exporters do: torch-mlir converts opset-13 BatchNormalization in
    neither release)."""
    rng = np.random.default_rng(13)
    n = helper.make_node
    nodes = [
        n("Conv", ["x", "w1", "b1"], ["c1"], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n("Relu", ["c1"], ["r1"]),
        n("MaxPool", ["r1"], ["p1"], kernel_shape=[2, 2], strides=[2, 2]),
        n("Conv", ["p1", "w2", "b2"], ["c2"], kernel_shape=[3, 3], strides=[2, 2]),
        n("Relu", ["c2"], ["r2"]),
        n("GlobalAveragePool", ["r2"], ["g"]),
        n("Flatten", ["g"], ["f"], axis=1),
        n("Gemm", ["f", "fc_w", "fc_b"], ["y"], transB=1),
    ]
    inits = [_init(rng, "w1", (4, 3, 3, 3)), _init(rng, "b1", (4,)),
             _init(rng, "w2", (8, 4, 3, 3)), _init(rng, "b2", (8,)),
             _init(rng, "fc_w", (5, 8)), _init(rng, "fc_b", (5,))]
    return _model("cnn", 13, nodes, [_io("x", [1, 3, 10, 10])], [_io("y", [1, 5])], inits)


def matmul_softmax_op17() -> onnx.ModelProto:
    """Dynamic batch `N`: a dense layer and a softmax, plus the row max."""
    rng = np.random.default_rng(17)
    n = helper.make_node
    nodes = [
        n("MatMul", ["x", "w"], ["mm"]),
        n("Add", ["mm", "b"], ["logits"]),
        n("Softmax", ["logits"], ["probs"], axis=-1),
        n("ReduceMax", ["logits"], ["peak"], axes=[1], keepdims=0),
    ]
    inits = [_init(rng, "w", (8, 6)), _init(rng, "b", (6,))]
    return _model("matmul_softmax", 17, nodes, [_io("x", ["N", 8])],
                  [_io("probs", ["N", 6]), _io("peak", ["N"])], inits)


def elementwise_op21() -> onnx.ModelProto:
    rng = np.random.default_rng(21)
    n = helper.make_node
    nodes = [
        n("Mul", ["a", "scale"], ["m"]),
        n("Add", ["m", "b"], ["s"]),
        n("Sigmoid", ["s"], ["sig"]),
        n("Tanh", ["b"], ["t"]),
        n("Greater", ["sig", "half"], ["gt"]),
        n("Where", ["gt", "sig", "t"], ["w"]),
        n("Clip", ["w", "lo", "hi"], ["c"]),
        n("Abs", ["c"], ["ab"]),
        n("Sqrt", ["ab"], ["sq"]),
        n("Sub", ["sq", "m"], ["d"]),
        n("Cast", ["gt"], ["mask"], to=TensorProto.INT32),
        n("Div", ["d", "two"], ["y"]),
    ]
    inits = [_init(rng, "scale", (4, 6)),
             numpy_helper.from_array(np.array(0.5, np.float32), "half"),
             numpy_helper.from_array(np.array(-1.0, np.float32), "lo"),
             numpy_helper.from_array(np.array(1.0, np.float32), "hi"),
             numpy_helper.from_array(np.array(2.0, np.float32), "two")]
    return _model("elementwise", 21, nodes, [_io("a", [4, 6]), _io("b", [4, 6])],
                  [_io("y", [4, 6]), _io("mask", [4, 6], TensorProto.INT32)], inits)


def shape_ops_op13() -> onnx.ModelProto:
    """Reshape, transpose, gather, concat, slice, unsqueeze/squeeze, expand."""
    n = helper.make_node
    nodes = [
        n("Reshape", ["x", "shape"], ["r"]),
        n("Transpose", ["r"], ["t"], perm=[0, 2, 1]),
        n("Gather", ["t", "rows"], ["g"], axis=1),
        n("Concat", ["g", "t"], ["cat"], axis=1),
        n("Slice", ["cat", "starts", "ends", "axes", "steps"], ["sl"]),
        n("Unsqueeze", ["sl", "uaxes"], ["u"]),
        n("Expand", ["u", "eshape"], ["y"]),
        n("Squeeze", ["u", "saxes"], ["back"]),
        n("Gather", ["table", "ids"], ["emb"], axis=0),
    ]
    inits = [_const("shape", [2, 4, 3]), _const("rows", [2, 0]),
             _const("starts", [1]), _const("ends", [5]), _const("axes", [1]), _const("steps", [2]),
             _const("uaxes", [0]), _const("eshape", [3, 2, 2, 4]), _const("saxes", [0]),
             numpy_helper.from_array(np.arange(20, dtype=np.float32).reshape(5, 4), "table")]
    return _model("shape_ops", 13, nodes, [_io("x", [2, 12]), _io("ids", [3], TensorProto.INT64)],
                  [_io("y", [3, 2, 2, 4]), _io("back", [2, 2, 4]), _io("emb", [3, 4])], inits)


def reductions_op18() -> onnx.ModelProto:
    """Reductions with `axes` as an input (opset 18), argmax, top-k."""
    n = helper.make_node
    nodes = [
        n("ReduceMean", ["x", "ax1"], ["mean"], keepdims=1),
        n("Sub", ["x", "mean"], ["centered"]),
        n("ReduceSumSquare", ["centered", "ax1"], ["ss"], keepdims=0),
        n("ReduceMax", ["x", "ax0"], ["colmax"], keepdims=0),
        n("ArgMax", ["x"], ["arg"], axis=1, keepdims=0),
        n("TopK", ["x", "k"], ["topv", "topi"], axis=1),
        n("CumSum", ["x", "ax1s"], ["cs"]),
    ]
    inits = [_const("ax1", [1]), _const("ax0", [0]), _const("k", [2]),
             numpy_helper.from_array(np.array(1, np.int64), "ax1s")]
    return _model("reductions", 18, nodes, [_io("x", [3, 5])],
                  [_io("ss", [3]), _io("colmax", [5]), _io("arg", [3], TensorProto.INT64),
                   _io("topv", [3, 2]), _io("topi", [3, 2], TensorProto.INT64), _io("cs", [3, 5])], inits)


def layernorm_gelu_op20() -> onnx.ModelProto:
    """A transformer MLP over a dynamic sequence `S`: LayerNormalization
    (opset 17), Gelu (opset 20), MatMul, residual."""
    rng = np.random.default_rng(20)
    n = helper.make_node
    nodes = [
        n("LayerNormalization", ["x", "gamma", "beta"], ["ln"], axis=-1, epsilon=1e-5),
        n("MatMul", ["ln", "w_up"], ["up"]),
        n("Gelu", ["up"], ["act"], approximate="tanh"),
        n("MatMul", ["act", "w_down"], ["down"]),
        n("Add", ["x", "down"], ["y"]),
    ]
    inits = [_init(rng, "gamma", (8,)), _init(rng, "beta", (8,)),
             _init(rng, "w_up", (8, 16)), _init(rng, "w_down", (16, 8))]
    return _model("layernorm_gelu", 20, nodes, [_io("x", [1, "S", 8])], [_io("y", [1, "S", 8])], inits)


def mlp_params_op17() -> onnx.ModelProto:
    rng = np.random.default_rng(171)
    n = helper.make_node
    nodes = [
        n("Gemm", ["x", "w1", "b1"], ["h"], transB=1),
        n("Relu", ["h"], ["r"]),
        n("Gemm", ["r", "w2", "b2"], ["y"], transB=1),
    ]
    inits = [_init(rng, "w1", (16, 8)), _init(rng, "b1", (16,)), _init(rng, "w2", (4, 16)), _init(rng, "b2", (4,))]
    return _model("mlp_params", 17, nodes, [_io("x", ["N", 8])], [_io("y", ["N", 4])], inits)


def if_op13() -> onnx.ModelProto:
    """`If` with two subgraphs on a scalar condition computed from the input."""
    n = helper.make_node
    then_graph = helper.make_graph([n("Mul", ["x", "two"], ["then_out"])], "then_branch", [],
                                   [_io("then_out", [4])])
    else_graph = helper.make_graph([n("Neg", ["x"], ["else_out"])], "else_branch", [],
                                   [_io("else_out", [4])])
    nodes = [
        n("ReduceSum", ["x"], ["total"], keepdims=0),
        n("Greater", ["total", "zero"], ["cond"]),
        n("If", ["cond"], ["y"], then_branch=then_graph, else_branch=else_graph),
    ]
    inits = [numpy_helper.from_array(np.array(2.0, np.float32), "two"),
             numpy_helper.from_array(np.array(0.0, np.float32), "zero")]
    return _model("if_branch", 13, nodes, [_io("x", [4])], [_io("y", [4])], inits)


PROGRAMS: List[Program] = [
    Program("cnn_op13", 13, "conv + relu + max pool + strided conv + global average pool + gemm", cnn_op13(), []),
    Program("matmul_softmax_op17", 17, "dense + softmax + reduce-max over a dynamic batch", matmul_softmax_op17(), []),
    Program("elementwise_op21", 21, "elementwise, compare/where, clip, cast", elementwise_op21(), []),
    Program("shape_ops_op13", 13, "reshape, transpose, gather, concat, slice, unsqueeze, expand, squeeze",
            shape_ops_op13(), []),
    Program("reductions_op18", 18, "reduce-mean/sum-square/max with axes inputs, argmax, top-k, cumsum",
            reductions_op18(), []),
    Program("layernorm_gelu_op20", 20, "layer norm + gelu MLP with a residual over a dynamic sequence",
            layernorm_gelu_op20(), []),
    Program("mlp_params_op17", 17, "two gemm layers over a dynamic batch, weights externalized as parameters",
            mlp_params_op17(), ["--externalize-params", "--no-save-params", "--num-elements-threshold=1"]),
    Program("if_op13", 13, "If with two subgraphs on a data-dependent condition", if_op13(), []),
]


def programs() -> Dict[str, Program]:
    return {p.name: p for p in PROGRAMS}
