module @module {
  util.global private @__auto.embed.weight = #flow.parameter.named<"model"::"embed.weight"> : tensor<32x8xf32>
  util.global private @__auto.head.weight = #flow.parameter.named<"model"::"head.weight"> : tensor<32x8xf32>
  func.func @prefill(%arg0: !torch.vtensor<[1,?],si64>) -> !torch.vtensor<[1,?,32],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s11" {min_val = 2, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (1, s0)> : !torch.vtensor<[1,?],si64>
    %__auto.embed.weight = util.global.load @__auto.embed.weight : tensor<32x8xf32>
    %1 = torch_c.from_builtin_tensor %__auto.embed.weight : tensor<32x8xf32> -> !torch.vtensor<[32,8],f32>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_0 = torch.constant.bool false
    %2 = torch.aten.embedding %1, %arg0, %int-1, %false, %false_0 : !torch.vtensor<[32,8],f32>, !torch.vtensor<[1,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %3 = torch.aten.tanh %2 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %__auto.head.weight = util.global.load @__auto.head.weight : tensor<32x8xf32>
    %4 = torch_c.from_builtin_tensor %__auto.head.weight : tensor<32x8xf32> -> !torch.vtensor<[32,8],f32>
    %none = torch.constant.none
    %5 = torch.aten.linear %3, %4, %none : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[32,8],f32>, !torch.none -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %5, [%0], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    return %5 : !torch.vtensor<[1,?,32],f32>
  }
  func.func @decode(%arg0: !torch.vtensor<[1,1],si64>) -> !torch.vtensor<[1,1],si64> attributes {torch.assume_strict_symbolic_shapes} {
    %__auto.embed.weight = util.global.load @__auto.embed.weight : tensor<32x8xf32>
    %0 = torch_c.from_builtin_tensor %__auto.embed.weight : tensor<32x8xf32> -> !torch.vtensor<[32,8],f32>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %false_0 = torch.constant.bool false
    %1 = torch.aten.embedding %0, %arg0, %int-1, %false, %false_0 : !torch.vtensor<[32,8],f32>, !torch.vtensor<[1,1],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,8],f32>
    %2 = torch.aten.tanh %1 : !torch.vtensor<[1,1,8],f32> -> !torch.vtensor<[1,1,8],f32>
    %__auto.head.weight = util.global.load @__auto.head.weight : tensor<32x8xf32>
    %3 = torch_c.from_builtin_tensor %__auto.head.weight : tensor<32x8xf32> -> !torch.vtensor<[32,8],f32>
    %none = torch.constant.none
    %4 = torch.aten.linear %2, %3, %none : !torch.vtensor<[1,1,8],f32>, !torch.vtensor<[32,8],f32>, !torch.none -> !torch.vtensor<[1,1,32],f32>
    %int-1_1 = torch.constant.int -1
    %false_2 = torch.constant.bool false
    %5 = torch.aten.argmax %4, %int-1_1, %false_2 : !torch.vtensor<[1,1,32],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,1],si64>
    return %5 : !torch.vtensor<[1,1],si64>
  }
}
