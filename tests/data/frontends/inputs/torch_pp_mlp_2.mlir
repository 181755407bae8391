module @module {
  util.global private @__auto.up.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"up.0"> : tensor<16x32xf32>
  util.global private @__auto.down.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"down.0"> : tensor<32x16xf32>
  util.global private @__auto.up.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"up.1"> : tensor<16x32xf32>
  util.global private @__auto.down.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"down.1"> : tensor<32x16xf32>
  func.func @main(%arg0: !torch.vtensor<[2,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_0>}) -> !torch.vtensor<[2,16],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %int16 = torch.constant.int 16
    %0 = torch.prim.ListConstruct %int16 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %1 = torch.aten.layer_norm %arg0, %0, %none, %none_0, %float1.000000e-05, %false : !torch.vtensor<[2,16],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,16],f32>
    %__auto.up.0 = util.global.load @__auto.up.0 : tensor<16x32xf32>
    %2 = torch_c.from_builtin_tensor %__auto.up.0 : tensor<16x32xf32> -> !torch.vtensor<[16,32],f32>
    %3 = torch.aten.matmul %1, %2 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %str = torch.constant.str "none"
    %4 = torch.aten.gelu %3, %str : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %__auto.down.0 = util.global.load @__auto.down.0 : tensor<32x16xf32>
    %5 = torch_c.from_builtin_tensor %__auto.down.0 : tensor<32x16xf32> -> !torch.vtensor<[32,16],f32>
    %6 = torch.aten.matmul %4, %5 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,16],f32> -> !torch.vtensor<[2,16],f32>
    %int1 = torch.constant.int 1
    %7 = torch.aten.add.Tensor %arg0, %6, %int1 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[2,16],f32>, !torch.int -> !torch.vtensor<[2,16],f32>
    %8 = torch_c.to_builtin_tensor %7 : !torch.vtensor<[2,16],f32> -> tensor<2x16xf32>
    %9 = flow.tensor.transfer %8 : tensor<2x16xf32> to #hal.device.promise<@__device_1>
    %10 = torch_c.from_builtin_tensor %9 : tensor<2x16xf32> -> !torch.vtensor<[2,16],f32>
    %int16_1 = torch.constant.int 16
    %11 = torch.prim.ListConstruct %int16_1 : (!torch.int) -> !torch.list<int>
    %none_2 = torch.constant.none
    %none_3 = torch.constant.none
    %float1.000000e-05_4 = torch.constant.float 1.000000e-05
    %false_5 = torch.constant.bool false
    %12 = torch.aten.layer_norm %10, %11, %none_2, %none_3, %float1.000000e-05_4, %false_5 : !torch.vtensor<[2,16],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,16],f32>
    %__auto.up.1 = util.global.load @__auto.up.1 : tensor<16x32xf32>
    %13 = torch_c.from_builtin_tensor %__auto.up.1 : tensor<16x32xf32> -> !torch.vtensor<[16,32],f32>
    %14 = torch.aten.matmul %12, %13 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %str_6 = torch.constant.str "none"
    %15 = torch.aten.gelu %14, %str_6 : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %__auto.down.1 = util.global.load @__auto.down.1 : tensor<32x16xf32>
    %16 = torch_c.from_builtin_tensor %__auto.down.1 : tensor<32x16xf32> -> !torch.vtensor<[32,16],f32>
    %17 = torch.aten.matmul %15, %16 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,16],f32> -> !torch.vtensor<[2,16],f32>
    %int1_7 = torch.constant.int 1
    %18 = torch.aten.add.Tensor %10, %17, %int1_7 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[2,16],f32>, !torch.int -> !torch.vtensor<[2,16],f32>
    return %18 : !torch.vtensor<[2,16],f32>
  }
}
