module {
  func.func @if_branch(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> attributes {torch.onnx_meta.ir_version = 7 : si64, torch.onnx_meta.opset_version = 13 : si64, torch.onnx_meta.producer_name = "dfx-frontend-corpus", torch.onnx_meta.producer_version = "1"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<two> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<zero> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %none = torch.constant.none
    %2 = torch.operator "onnx.ReduceSum"(%arg0) {torch.onnx.keepdims = 0 : si64} : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[],f32> 
    %3 = torch.operator "onnx.Greater"(%2, %1) : (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],i1> 
    %4 = torch.operator "onnx.If"(%3) : (!torch.vtensor<[],i1>) -> !torch.vtensor<[4],f32> {
      %5 = torch.operator "onnx.Neg"(%arg0) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> 
      torch.operator_terminator %5 : !torch.vtensor<[4],f32>
    }, {
      %5 = torch.operator "onnx.Mul"(%arg0, %0) : (!torch.vtensor<[4],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4],f32> 
      torch.operator_terminator %5 : !torch.vtensor<[4],f32>
    }
    return %4 : !torch.vtensor<[4],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      two: "0x0800000000000040",
      zero: "0x0800000000000000"
    }
  }
#-}

