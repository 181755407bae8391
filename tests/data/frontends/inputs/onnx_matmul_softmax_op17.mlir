module {
  func.func @matmul_softmax(%arg0: !torch.vtensor<[?,8],f32>) -> (!torch.vtensor<[?,6],f32>, !torch.vtensor<[?],f32>) attributes {torch.onnx_meta.ir_version = 8 : si64, torch.onnx_meta.opset_version = 17 : si64, torch.onnx_meta.producer_name = "dfx-frontend-corpus", torch.onnx_meta.producer_version = "1"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<w> : tensor<8x6xf32>} : () -> !torch.vtensor<[8,6],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<b> : tensor<6xf32>} : () -> !torch.vtensor<[6],f32> 
    %none = torch.constant.none
    %2 = torch.operator "onnx.MatMul"(%arg0, %0) : (!torch.vtensor<[?,8],f32>, !torch.vtensor<[8,6],f32>) -> !torch.vtensor<[?,6],f32> 
    %3 = torch.operator "onnx.Add"(%2, %1) : (!torch.vtensor<[?,6],f32>, !torch.vtensor<[6],f32>) -> !torch.vtensor<[?,6],f32> 
    %4 = torch.operator "onnx.Softmax"(%3) {torch.onnx.axis = -1 : si64} : (!torch.vtensor<[?,6],f32>) -> !torch.vtensor<[?,6],f32> 
    %5 = torch.operator "onnx.ReduceMax"(%3) {torch.onnx.axes = [1 : si64], torch.onnx.keepdims = 0 : si64} : (!torch.vtensor<[?,6],f32>) -> !torch.vtensor<[?],f32> 
    return %4, %5 : !torch.vtensor<[?,6],f32>, !torch.vtensor<[?],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      w: "0x08000000DE89613E179F8A3D1E2CDDBD7C0C81BE5C02C2BEBA4B743B0F0126BE179E32BE61D635BD9AE329BC7F24E9BE53783D3E8B8CCFBEEE6CBE3E8EE5F13D7C44C1BDD985893EE539883B28800D3E4CAEAF3CD391603E1B61593E71D239BE6BE0FABDF7958C3D520A2CBDA8F9E9BE7579CF3EBAB7DEBE6626D5BE85AC82BEF25CE73D64E9B73E1DDA40BD6F2FA0BDC8750E3D084496BD7BF2863C567769BE9F82B33DEFCCA03D0263F9BE1D98B4BCEC75053DAEE0E53D9B2227BE9FFD87BED9B542BE",
      b: "0x08000000437AE03DB7742EBE257F1CBE423E6A3E4D0121BE3B0A38BE"
    }
  }
#-}

