module {
  func.func @reductions(%arg0: !torch.vtensor<[3,5],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],si64>, !torch.vtensor<[3,5],f32>) attributes {torch.onnx_meta.ir_version = 8 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "dfx-frontend-corpus", torch.onnx_meta.producer_version = "1"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<ax1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<ax0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<k> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<ax1s> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %none = torch.constant.none
    %4 = torch.operator "onnx.ReduceMean"(%arg0, %0) {torch.onnx.keepdims = 1 : si64} : (!torch.vtensor<[3,5],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3,1],f32> 
    %5 = torch.operator "onnx.Sub"(%arg0, %4) : (!torch.vtensor<[3,5],f32>, !torch.vtensor<[3,1],f32>) -> !torch.vtensor<[3,5],f32> 
    %6 = torch.operator "onnx.ReduceSumSquare"(%5, %0) {torch.onnx.keepdims = 0 : si64} : (!torch.vtensor<[3,5],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3],f32> 
    %7 = torch.operator "onnx.ReduceMax"(%arg0, %1) {torch.onnx.keepdims = 0 : si64} : (!torch.vtensor<[3,5],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5],f32> 
    %8 = torch.operator "onnx.ArgMax"(%arg0) {torch.onnx.axis = 1 : si64, torch.onnx.keepdims = 0 : si64} : (!torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3],si64> 
    %9:2 = torch.operator "onnx.TopK"(%arg0, %2) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[3,5],f32>, !torch.vtensor<[1],si64>) -> (!torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],si64>) 
    %10 = torch.operator "onnx.CumSum"(%arg0, %3) : (!torch.vtensor<[3,5],f32>, !torch.vtensor<[],si64>) -> !torch.vtensor<[3,5],f32> 
    return %6, %7, %8, %9#0, %9#1, %10 : !torch.vtensor<[3],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],si64>, !torch.vtensor<[3,5],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      ax1: "0x080000000100000000000000",
      ax0: "0x080000000000000000000000",
      k: "0x080000000200000000000000",
      ax1s: "0x080000000100000000000000"
    }
  }
#-}

