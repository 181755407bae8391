module {
  func.func @elementwise(%arg0: !torch.vtensor<[4,6],f32>, %arg1: !torch.vtensor<[4,6],f32>) -> (!torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],si32>) attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 21 : si64, torch.onnx_meta.producer_name = "dfx-frontend-corpus", torch.onnx_meta.producer_version = "1"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<scale> : tensor<4x6xf32>} : () -> !torch.vtensor<[4,6],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<half> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<lo> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<hi> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<two> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %none = torch.constant.none
    %5 = torch.operator "onnx.Mul"(%arg0, %0) : (!torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %6 = torch.operator "onnx.Add"(%5, %arg1) : (!torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %7 = torch.operator "onnx.Sigmoid"(%6) : (!torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %8 = torch.operator "onnx.Tanh"(%arg1) : (!torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %9 = torch.operator "onnx.Greater"(%7, %1) : (!torch.vtensor<[4,6],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4,6],i1> 
    %10 = torch.operator "onnx.Where"(%9, %7, %8) : (!torch.vtensor<[4,6],i1>, !torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %11 = torch.operator "onnx.Clip"(%10, %2, %3) : (!torch.vtensor<[4,6],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4,6],f32> 
    %12 = torch.operator "onnx.Abs"(%11) : (!torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %13 = torch.operator "onnx.Sqrt"(%12) : (!torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %14 = torch.operator "onnx.Sub"(%13, %5) : (!torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],f32>) -> !torch.vtensor<[4,6],f32> 
    %15 = torch.operator "onnx.Cast"(%9) {torch.onnx.to = 6 : si64} : (!torch.vtensor<[4,6],i1>) -> !torch.vtensor<[4,6],si32> 
    %16 = torch.operator "onnx.Div"(%14, %4) : (!torch.vtensor<[4,6],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[4,6],f32> 
    return %16, %15 : !torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],si32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      scale: "0x080000001EF4923D80B19A3E9AEBB6BE90B5AC3E8E0C1BBCEBD523BE0F7224BEC5C25DBED53537BD8CC72A3E853BEF3D92B8023E638CADBED4DDA0BE051C9F3E7F6D463EA58FDF3E31C5773E9CCB51BEA59C833EF5B1003E0DFC2F3DF9E827BE81C3113A",
      half: "0x080000000000003F",
      lo: "0x08000000000080BF",
      hi: "0x080000000000803F",
      two: "0x0800000000000040"
    }
  }
#-}

