module {
  func.func @shape_ops(%arg0: !torch.vtensor<[2,12],f32>, %arg1: !torch.vtensor<[3],si64>) -> (!torch.vtensor<[3,2,2,4],f32>, !torch.vtensor<[2,2,4],f32>, !torch.vtensor<[3,4],f32>) attributes {torch.onnx_meta.ir_version = 7 : si64, torch.onnx_meta.opset_version = 13 : si64, torch.onnx_meta.producer_name = "dfx-frontend-corpus", torch.onnx_meta.producer_version = "1"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<shape> : tensor<3xsi64>} : () -> !torch.vtensor<[3],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<rows> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<starts> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<ends> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<axes> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<steps> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %6 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<uaxes> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %7 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<eshape> : tensor<4xsi64>} : () -> !torch.vtensor<[4],si64> 
    %8 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<saxes> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %9 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<table> : tensor<5x4xf32>} : () -> !torch.vtensor<[5,4],f32> 
    %none = torch.constant.none
    %10 = torch.operator "onnx.Reshape"(%arg0, %0) : (!torch.vtensor<[2,12],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[2,4,3],f32> 
    %11 = torch.operator "onnx.Transpose"(%10) {torch.onnx.perm = [0 : si64, 2 : si64, 1 : si64]} : (!torch.vtensor<[2,4,3],f32>) -> !torch.vtensor<[2,3,4],f32> 
    %12 = torch.operator "onnx.Gather"(%11, %1) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[2,2,4],f32> 
    %13 = torch.operator "onnx.Concat"(%12, %11) {torch.onnx.axis = 1 : si64} : (!torch.vtensor<[2,2,4],f32>, !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,5,4],f32> 
    %14 = torch.operator "onnx.Slice"(%13, %2, %3, %4, %5) : (!torch.vtensor<[2,5,4],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,2,4],f32> 
    %15 = torch.operator "onnx.Unsqueeze"(%14, %6) : (!torch.vtensor<[2,2,4],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,2,2,4],f32> 
    %16 = torch.operator "onnx.Expand"(%15, %7) : (!torch.vtensor<[1,2,2,4],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[3,2,2,4],f32> 
    %17 = torch.operator "onnx.Squeeze"(%15, %8) : (!torch.vtensor<[1,2,2,4],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,2,4],f32> 
    %18 = torch.operator "onnx.Gather"(%9, %arg1) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[5,4],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> 
    return %16, %17, %18 : !torch.vtensor<[3,2,2,4],f32>, !torch.vtensor<[2,2,4],f32>, !torch.vtensor<[3,4],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      shape: "0x08000000020000000000000004000000000000000300000000000000",
      rows: "0x0800000002000000000000000000000000000000",
      starts: "0x080000000100000000000000",
      ends: "0x080000000500000000000000",
      axes: "0x080000000100000000000000",
      steps: "0x080000000200000000000000",
      uaxes: "0x080000000000000000000000",
      eshape: "0x080000000300000000000000020000000000000002000000000000000400000000000000",
      saxes: "0x080000000000000000000000",
      table: "0x08000000000000000000803F0000004000004040000080400000A0400000C0400000E040000000410000104100002041000030410000404100005041000060410000704100008041000088410000904100009841"
    }
  }
#-}

