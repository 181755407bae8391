module {
  util.global private @w1 = #stream.parameter.named<"model"::"w1"> : tensor<16x8xf32>
  util.global private @b1 = #stream.parameter.named<"model"::"b1"> : tensor<16xf32>
  util.global private @w2 = #stream.parameter.named<"model"::"w2"> : tensor<4x16xf32>
  util.global private @b2 = #stream.parameter.named<"model"::"b2"> : tensor<4xf32>
  func.func @mlp_params(%arg0: !torch.vtensor<[?,8],f32>) -> !torch.vtensor<[?,4],f32> attributes {torch.onnx_meta.ir_version = 8 : si64, torch.onnx_meta.opset_version = 17 : si64, torch.onnx_meta.producer_name = "dfx-frontend-corpus", torch.onnx_meta.producer_version = "1"} {
    %w1 = util.global.load @w1 : tensor<16x8xf32>
    %0 = torch_c.from_builtin_tensor %w1 : tensor<16x8xf32> -> !torch.vtensor<[16,8],f32>
    %b1 = util.global.load @b1 : tensor<16xf32>
    %1 = torch_c.from_builtin_tensor %b1 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %w2 = util.global.load @w2 : tensor<4x16xf32>
    %2 = torch_c.from_builtin_tensor %w2 : tensor<4x16xf32> -> !torch.vtensor<[4,16],f32>
    %b2 = util.global.load @b2 : tensor<4xf32>
    %3 = torch_c.from_builtin_tensor %b2 : tensor<4xf32> -> !torch.vtensor<[4],f32>
    %none = torch.constant.none
    %4 = torch.operator "onnx.Gemm"(%arg0, %0, %1) {torch.onnx.transB = 1 : si64} : (!torch.vtensor<[?,8],f32>, !torch.vtensor<[16,8],f32>, !torch.vtensor<[16],f32>) -> !torch.vtensor<[?,16],f32> 
    %5 = torch.operator "onnx.Relu"(%4) : (!torch.vtensor<[?,16],f32>) -> !torch.vtensor<[?,16],f32> 
    %6 = torch.operator "onnx.Gemm"(%5, %2, %3) {torch.onnx.transB = 1 : si64} : (!torch.vtensor<[?,16],f32>, !torch.vtensor<[4,16],f32>, !torch.vtensor<[4],f32>) -> !torch.vtensor<[?,4],f32> 
    return %6 : !torch.vtensor<[?,4],f32>
  }
}

