// BUILD-FLAGS: --iree-input-type=onnx
// What iree-import-onnx writes for a small ONNX graph (Gemm, Relu, Softmax,
// opset 17): `torch.operator "onnx.*"` ops; iree-compile converts them to
// torch, then wraps @main as every torch input (async `@main$async`, a
// synchronous `@main` with util.null, hal.fence.create/await).
func.func @main(%arg0: !torch.vtensor<[2,8],f32>, %arg1: !torch.vtensor<[8,4],f32>, %arg2: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4],f32> attributes {torch.onnx_meta.ir_version = 8 : si64, torch.onnx_meta.opset_version = 17 : si64, torch.onnx_meta.producer_name = "dfx", torch.onnx_meta.producer_version = ""} {
  %0 = torch.operator "onnx.Gemm"(%arg0, %arg1, %arg2) : (!torch.vtensor<[2,8],f32>, !torch.vtensor<[8,4],f32>, !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4],f32>
  %1 = torch.operator "onnx.Relu"(%0) : (!torch.vtensor<[2,4],f32>) -> !torch.vtensor<[2,4],f32>
  %2 = torch.operator "onnx.Softmax"(%1) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[2,4],f32>) -> !torch.vtensor<[2,4],f32>
  return %2 : !torch.vtensor<[2,4],f32>
}
