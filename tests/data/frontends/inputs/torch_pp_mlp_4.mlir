module @module {
  util.global private @__auto.up.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"up.0"> : tensor<16x32xf32>
  util.global private @__auto.down.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"down.0"> : tensor<32x16xf32>
  util.global private @__auto.up.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"up.1"> : tensor<16x32xf32>
  util.global private @__auto.down.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"down.1"> : tensor<32x16xf32>
  util.global private @__auto.up.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"up.2"> : tensor<16x32xf32>
  util.global private @__auto.down.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"down.2"> : tensor<32x16xf32>
  util.global private @__auto.up.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"up.3"> : tensor<16x32xf32>
  util.global private @__auto.down.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"down.3"> : tensor<32x16xf32>
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
    %19 = torch_c.to_builtin_tensor %18 : !torch.vtensor<[2,16],f32> -> tensor<2x16xf32>
    %20 = flow.tensor.transfer %19 : tensor<2x16xf32> to #hal.device.promise<@__device_2>
    %21 = torch_c.from_builtin_tensor %20 : tensor<2x16xf32> -> !torch.vtensor<[2,16],f32>
    %int16_8 = torch.constant.int 16
    %22 = torch.prim.ListConstruct %int16_8 : (!torch.int) -> !torch.list<int>
    %none_9 = torch.constant.none
    %none_10 = torch.constant.none
    %float1.000000e-05_11 = torch.constant.float 1.000000e-05
    %false_12 = torch.constant.bool false
    %23 = torch.aten.layer_norm %21, %22, %none_9, %none_10, %float1.000000e-05_11, %false_12 : !torch.vtensor<[2,16],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,16],f32>
    %__auto.up.2 = util.global.load @__auto.up.2 : tensor<16x32xf32>
    %24 = torch_c.from_builtin_tensor %__auto.up.2 : tensor<16x32xf32> -> !torch.vtensor<[16,32],f32>
    %25 = torch.aten.matmul %23, %24 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %str_13 = torch.constant.str "none"
    %26 = torch.aten.gelu %25, %str_13 : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %__auto.down.2 = util.global.load @__auto.down.2 : tensor<32x16xf32>
    %27 = torch_c.from_builtin_tensor %__auto.down.2 : tensor<32x16xf32> -> !torch.vtensor<[32,16],f32>
    %28 = torch.aten.matmul %26, %27 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,16],f32> -> !torch.vtensor<[2,16],f32>
    %int1_14 = torch.constant.int 1
    %29 = torch.aten.add.Tensor %21, %28, %int1_14 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[2,16],f32>, !torch.int -> !torch.vtensor<[2,16],f32>
    %30 = torch_c.to_builtin_tensor %29 : !torch.vtensor<[2,16],f32> -> tensor<2x16xf32>
    %31 = flow.tensor.transfer %30 : tensor<2x16xf32> to #hal.device.promise<@__device_3>
    %32 = torch_c.from_builtin_tensor %31 : tensor<2x16xf32> -> !torch.vtensor<[2,16],f32>
    %int16_15 = torch.constant.int 16
    %33 = torch.prim.ListConstruct %int16_15 : (!torch.int) -> !torch.list<int>
    %none_16 = torch.constant.none
    %none_17 = torch.constant.none
    %float1.000000e-05_18 = torch.constant.float 1.000000e-05
    %false_19 = torch.constant.bool false
    %34 = torch.aten.layer_norm %32, %33, %none_16, %none_17, %float1.000000e-05_18, %false_19 : !torch.vtensor<[2,16],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,16],f32>
    %__auto.up.3 = util.global.load @__auto.up.3 : tensor<16x32xf32>
    %35 = torch_c.from_builtin_tensor %__auto.up.3 : tensor<16x32xf32> -> !torch.vtensor<[16,32],f32>
    %36 = torch.aten.matmul %34, %35 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %str_20 = torch.constant.str "none"
    %37 = torch.aten.gelu %36, %str_20 : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %__auto.down.3 = util.global.load @__auto.down.3 : tensor<32x16xf32>
    %38 = torch_c.from_builtin_tensor %__auto.down.3 : tensor<32x16xf32> -> !torch.vtensor<[32,16],f32>
    %39 = torch.aten.matmul %37, %38 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,16],f32> -> !torch.vtensor<[2,16],f32>
    %int1_21 = torch.constant.int 1
    %40 = torch.aten.add.Tensor %32, %39, %int1_21 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[2,16],f32>, !torch.int -> !torch.vtensor<[2,16],f32>
    return %40 : !torch.vtensor<[2,16],f32>
  }
}
