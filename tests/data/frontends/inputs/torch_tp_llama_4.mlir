module @module {
  util.global private @__auto.attn_norm.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<4x16xf32>
  util.global private @__auto.attn_norm.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<4x16xf32>
  util.global private @__auto.attn_norm.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"attn_norm.2"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"attn_qkv.2"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"attn_out.2"> : tensor<4x16xf32>
  util.global private @__auto.attn_norm.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"attn_norm.3"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"attn_qkv.3"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"attn_out.3"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"ffn_norm.2"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"ffn_gate_up.2"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"ffn_down.2"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"ffn_norm.3"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"ffn_gate_up.3"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"ffn_down.3"> : tensor<8x16xf32>
  util.global private @__auto.out_norm.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__auto.lm_head.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x8xf32>
  util.global private @__auto.out_norm.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__auto.lm_head.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x8xf32>
  util.global private @__auto.out_norm.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"out_norm.2"> : tensor<16xf32>
  util.global private @__auto.lm_head.2 {stream.affinity = #hal.device.promise<@__device_2>} = #flow.parameter.named<"model"::"lm_head.2"> : tensor<16x8xf32>
  util.global private @__auto.out_norm.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"out_norm.3"> : tensor<16xf32>
  util.global private @__auto.lm_head.3 {stream.affinity = #hal.device.promise<@__device_3>} = #flow.parameter.named<"model"::"lm_head.3"> : tensor<16x8xf32>
  func.func @main(%arg0: !torch.vtensor<[1,?,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1,?,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_1>}, %arg2: !torch.vtensor<[1,?,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_2>}, %arg3: !torch.vtensor<[1,?,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_3>}) -> !torch.vtensor<[1,?,32],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %arg1, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %arg2, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %arg3, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1 = torch.constant.int 1
    %1 = torch.aten.size.int %arg2, %int1 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.int
    %int2 = torch.constant.int 2
    %2 = torch.aten.pow.Tensor_Scalar %arg0, %int2 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1 = torch.constant.int -1
    %3 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %4 = torch.aten.mean.dim %2, %3, %true, %none : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %4, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_0 = torch.constant.int 1
    %5 = torch.aten.add.Scalar %4, %float1.000000e-05, %int1_0 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %5, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %6 = torch.aten.rsqrt %5 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %6, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %7 = torch.aten.mul.Tensor %arg0, %6 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %7, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_norm.0 = util.global.load @__auto.attn_norm.0 : tensor<16xf32>
    %8 = torch_c.from_builtin_tensor %__auto.attn_norm.0 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %9 = torch.aten.mul.Tensor %7, %8 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %9, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_qkv.0 = util.global.load @__auto.attn_qkv.0 : tensor<16x12xf32>
    %10 = torch_c.from_builtin_tensor %__auto.attn_qkv.0 : tensor<16x12xf32> -> !torch.vtensor<[16,12],f32>
    %11 = torch.aten.matmul %9, %10 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,12],f32> -> !torch.vtensor<[1,?,12],f32>
    torch.bind_symbolic_shape %11, [%0], affine_map<()[s0] -> (1, s0, 12)> : !torch.vtensor<[1,?,12],f32>
    %int2_1 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %int1_2 = torch.constant.int 1
    %12 = torch.aten.slice.Tensor %11, %int2_1, %int0, %int4, %int1_2 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %12, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_3 = torch.constant.int 1
    %int2_4 = torch.constant.int 2
    %int2_5 = torch.constant.int 2
    %13 = torch.prim.ListConstruct %int1_3, %1, %int2_4, %int2_5 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12, %13 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %14, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_6 = torch.constant.int 1
    %int2_7 = torch.constant.int 2
    %15 = torch.aten.transpose.int %14, %int1_6, %int2_7 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %15, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_8 = torch.constant.int 2
    %int4_9 = torch.constant.int 4
    %int8 = torch.constant.int 8
    %int1_10 = torch.constant.int 1
    %16 = torch.aten.slice.Tensor %11, %int2_8, %int4_9, %int8, %int1_10 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %16, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_11 = torch.constant.int 1
    %int2_12 = torch.constant.int 2
    %int2_13 = torch.constant.int 2
    %17 = torch.prim.ListConstruct %int1_11, %1, %int2_12, %int2_13 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.aten.view %16, %17 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %18, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_14 = torch.constant.int 1
    %int2_15 = torch.constant.int 2
    %19 = torch.aten.transpose.int %18, %int1_14, %int2_15 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %19, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_16 = torch.constant.int 2
    %int8_17 = torch.constant.int 8
    %int12 = torch.constant.int 12
    %int1_18 = torch.constant.int 1
    %20 = torch.aten.slice.Tensor %11, %int2_16, %int8_17, %int12, %int1_18 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %20, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_19 = torch.constant.int 1
    %int2_20 = torch.constant.int 2
    %int2_21 = torch.constant.int 2
    %21 = torch.prim.ListConstruct %int1_19, %1, %int2_20, %int2_21 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %22 = torch.aten.view %20, %21 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %22, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_22 = torch.constant.int 1
    %int2_23 = torch.constant.int 2
    %23 = torch.aten.transpose.int %22, %int1_22, %int2_23 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %23, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %none_24 = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %true_25 = torch.constant.bool true
    %none_26 = torch.constant.none
    %false = torch.constant.bool false
    %24 = torch.aten.scaled_dot_product_attention %15, %19, %23, %none_24, %float0.000000e00, %true_25, %none_26, %false : !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %24, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int1_27 = torch.constant.int 1
    %int2_28 = torch.constant.int 2
    %25 = torch.aten.transpose.int %24, %int1_27, %int2_28 : !torch.vtensor<[1,2,?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %25, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_29 = torch.constant.int 1
    %int-1_30 = torch.constant.int -1
    %26 = torch.prim.ListConstruct %int1_29, %1, %int-1_30 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %27 = torch.aten.view %25, %26 : !torch.vtensor<[1,?,2,2],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %27, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %__auto.attn_out.0 = util.global.load @__auto.attn_out.0 : tensor<4x16xf32>
    %28 = torch_c.from_builtin_tensor %__auto.attn_out.0 : tensor<4x16xf32> -> !torch.vtensor<[4,16],f32>
    %29 = torch.aten.matmul %27, %28 : !torch.vtensor<[1,?,4],f32>, !torch.vtensor<[4,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %29, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_31 = torch.constant.int 2
    %30 = torch.aten.pow.Tensor_Scalar %arg1, %int2_31 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %30, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_32 = torch.constant.int -1
    %31 = torch.prim.ListConstruct %int-1_32 : (!torch.int) -> !torch.list<int>
    %true_33 = torch.constant.bool true
    %none_34 = torch.constant.none
    %32 = torch.aten.mean.dim %30, %31, %true_33, %none_34 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %32, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_35 = torch.constant.float 1.000000e-05
    %int1_36 = torch.constant.int 1
    %33 = torch.aten.add.Scalar %32, %float1.000000e-05_35, %int1_36 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %33, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %34 = torch.aten.rsqrt %33 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %34, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %35 = torch.aten.mul.Tensor %arg1, %34 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %35, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_norm.1 = util.global.load @__auto.attn_norm.1 : tensor<16xf32>
    %36 = torch_c.from_builtin_tensor %__auto.attn_norm.1 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %37 = torch.aten.mul.Tensor %35, %36 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %37, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_qkv.1 = util.global.load @__auto.attn_qkv.1 : tensor<16x12xf32>
    %38 = torch_c.from_builtin_tensor %__auto.attn_qkv.1 : tensor<16x12xf32> -> !torch.vtensor<[16,12],f32>
    %39 = torch.aten.matmul %37, %38 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,12],f32> -> !torch.vtensor<[1,?,12],f32>
    torch.bind_symbolic_shape %39, [%0], affine_map<()[s0] -> (1, s0, 12)> : !torch.vtensor<[1,?,12],f32>
    %int2_37 = torch.constant.int 2
    %int0_38 = torch.constant.int 0
    %int4_39 = torch.constant.int 4
    %int1_40 = torch.constant.int 1
    %40 = torch.aten.slice.Tensor %39, %int2_37, %int0_38, %int4_39, %int1_40 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %40, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_41 = torch.constant.int 1
    %int2_42 = torch.constant.int 2
    %int2_43 = torch.constant.int 2
    %41 = torch.prim.ListConstruct %int1_41, %1, %int2_42, %int2_43 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %42 = torch.aten.view %40, %41 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %42, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_44 = torch.constant.int 1
    %int2_45 = torch.constant.int 2
    %43 = torch.aten.transpose.int %42, %int1_44, %int2_45 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %43, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_46 = torch.constant.int 2
    %int4_47 = torch.constant.int 4
    %int8_48 = torch.constant.int 8
    %int1_49 = torch.constant.int 1
    %44 = torch.aten.slice.Tensor %39, %int2_46, %int4_47, %int8_48, %int1_49 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %44, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_50 = torch.constant.int 1
    %int2_51 = torch.constant.int 2
    %int2_52 = torch.constant.int 2
    %45 = torch.prim.ListConstruct %int1_50, %1, %int2_51, %int2_52 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %46 = torch.aten.view %44, %45 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %46, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_53 = torch.constant.int 1
    %int2_54 = torch.constant.int 2
    %47 = torch.aten.transpose.int %46, %int1_53, %int2_54 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %47, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_55 = torch.constant.int 2
    %int8_56 = torch.constant.int 8
    %int12_57 = torch.constant.int 12
    %int1_58 = torch.constant.int 1
    %48 = torch.aten.slice.Tensor %39, %int2_55, %int8_56, %int12_57, %int1_58 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %48, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_59 = torch.constant.int 1
    %int2_60 = torch.constant.int 2
    %int2_61 = torch.constant.int 2
    %49 = torch.prim.ListConstruct %int1_59, %1, %int2_60, %int2_61 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %50, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_62 = torch.constant.int 1
    %int2_63 = torch.constant.int 2
    %51 = torch.aten.transpose.int %50, %int1_62, %int2_63 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %51, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %none_64 = torch.constant.none
    %float0.000000e00_65 = torch.constant.float 0.000000e+00
    %true_66 = torch.constant.bool true
    %none_67 = torch.constant.none
    %false_68 = torch.constant.bool false
    %52 = torch.aten.scaled_dot_product_attention %43, %47, %51, %none_64, %float0.000000e00_65, %true_66, %none_67, %false_68 : !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %52, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int1_69 = torch.constant.int 1
    %int2_70 = torch.constant.int 2
    %53 = torch.aten.transpose.int %52, %int1_69, %int2_70 : !torch.vtensor<[1,2,?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %53, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_71 = torch.constant.int 1
    %int-1_72 = torch.constant.int -1
    %54 = torch.prim.ListConstruct %int1_71, %1, %int-1_72 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %53, %54 : !torch.vtensor<[1,?,2,2],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %55, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %__auto.attn_out.1 = util.global.load @__auto.attn_out.1 : tensor<4x16xf32>
    %56 = torch_c.from_builtin_tensor %__auto.attn_out.1 : tensor<4x16xf32> -> !torch.vtensor<[4,16],f32>
    %57 = torch.aten.matmul %55, %56 : !torch.vtensor<[1,?,4],f32>, !torch.vtensor<[4,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %57, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_73 = torch.constant.int 2
    %58 = torch.aten.pow.Tensor_Scalar %arg2, %int2_73 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %58, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_74 = torch.constant.int -1
    %59 = torch.prim.ListConstruct %int-1_74 : (!torch.int) -> !torch.list<int>
    %true_75 = torch.constant.bool true
    %none_76 = torch.constant.none
    %60 = torch.aten.mean.dim %58, %59, %true_75, %none_76 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %60, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_77 = torch.constant.float 1.000000e-05
    %int1_78 = torch.constant.int 1
    %61 = torch.aten.add.Scalar %60, %float1.000000e-05_77, %int1_78 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %61, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %62 = torch.aten.rsqrt %61 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %62, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %63 = torch.aten.mul.Tensor %arg2, %62 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %63, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_norm.2 = util.global.load @__auto.attn_norm.2 : tensor<16xf32>
    %64 = torch_c.from_builtin_tensor %__auto.attn_norm.2 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %65 = torch.aten.mul.Tensor %63, %64 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %65, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_qkv.2 = util.global.load @__auto.attn_qkv.2 : tensor<16x12xf32>
    %66 = torch_c.from_builtin_tensor %__auto.attn_qkv.2 : tensor<16x12xf32> -> !torch.vtensor<[16,12],f32>
    %67 = torch.aten.matmul %65, %66 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,12],f32> -> !torch.vtensor<[1,?,12],f32>
    torch.bind_symbolic_shape %67, [%0], affine_map<()[s0] -> (1, s0, 12)> : !torch.vtensor<[1,?,12],f32>
    %int2_79 = torch.constant.int 2
    %int0_80 = torch.constant.int 0
    %int4_81 = torch.constant.int 4
    %int1_82 = torch.constant.int 1
    %68 = torch.aten.slice.Tensor %67, %int2_79, %int0_80, %int4_81, %int1_82 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %68, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_83 = torch.constant.int 1
    %int2_84 = torch.constant.int 2
    %int2_85 = torch.constant.int 2
    %69 = torch.prim.ListConstruct %int1_83, %1, %int2_84, %int2_85 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %70 = torch.aten.view %68, %69 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %70, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_86 = torch.constant.int 1
    %int2_87 = torch.constant.int 2
    %71 = torch.aten.transpose.int %70, %int1_86, %int2_87 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %71, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_88 = torch.constant.int 2
    %int4_89 = torch.constant.int 4
    %int8_90 = torch.constant.int 8
    %int1_91 = torch.constant.int 1
    %72 = torch.aten.slice.Tensor %67, %int2_88, %int4_89, %int8_90, %int1_91 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %72, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_92 = torch.constant.int 1
    %int2_93 = torch.constant.int 2
    %int2_94 = torch.constant.int 2
    %73 = torch.prim.ListConstruct %int1_92, %1, %int2_93, %int2_94 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %74 = torch.aten.view %72, %73 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %74, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_95 = torch.constant.int 1
    %int2_96 = torch.constant.int 2
    %75 = torch.aten.transpose.int %74, %int1_95, %int2_96 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %75, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_97 = torch.constant.int 2
    %int8_98 = torch.constant.int 8
    %int12_99 = torch.constant.int 12
    %int1_100 = torch.constant.int 1
    %76 = torch.aten.slice.Tensor %67, %int2_97, %int8_98, %int12_99, %int1_100 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %76, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_101 = torch.constant.int 1
    %int2_102 = torch.constant.int 2
    %int2_103 = torch.constant.int 2
    %77 = torch.prim.ListConstruct %int1_101, %1, %int2_102, %int2_103 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.view %76, %77 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %78, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_104 = torch.constant.int 1
    %int2_105 = torch.constant.int 2
    %79 = torch.aten.transpose.int %78, %int1_104, %int2_105 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %79, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %none_106 = torch.constant.none
    %float0.000000e00_107 = torch.constant.float 0.000000e+00
    %true_108 = torch.constant.bool true
    %none_109 = torch.constant.none
    %false_110 = torch.constant.bool false
    %80 = torch.aten.scaled_dot_product_attention %71, %75, %79, %none_106, %float0.000000e00_107, %true_108, %none_109, %false_110 : !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %80, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int1_111 = torch.constant.int 1
    %int2_112 = torch.constant.int 2
    %81 = torch.aten.transpose.int %80, %int1_111, %int2_112 : !torch.vtensor<[1,2,?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %81, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_113 = torch.constant.int 1
    %int-1_114 = torch.constant.int -1
    %82 = torch.prim.ListConstruct %int1_113, %1, %int-1_114 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %83 = torch.aten.view %81, %82 : !torch.vtensor<[1,?,2,2],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %83, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %__auto.attn_out.2 = util.global.load @__auto.attn_out.2 : tensor<4x16xf32>
    %84 = torch_c.from_builtin_tensor %__auto.attn_out.2 : tensor<4x16xf32> -> !torch.vtensor<[4,16],f32>
    %85 = torch.aten.matmul %83, %84 : !torch.vtensor<[1,?,4],f32>, !torch.vtensor<[4,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %85, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_115 = torch.constant.int 2
    %86 = torch.aten.pow.Tensor_Scalar %arg3, %int2_115 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %86, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_116 = torch.constant.int -1
    %87 = torch.prim.ListConstruct %int-1_116 : (!torch.int) -> !torch.list<int>
    %true_117 = torch.constant.bool true
    %none_118 = torch.constant.none
    %88 = torch.aten.mean.dim %86, %87, %true_117, %none_118 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %88, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_119 = torch.constant.float 1.000000e-05
    %int1_120 = torch.constant.int 1
    %89 = torch.aten.add.Scalar %88, %float1.000000e-05_119, %int1_120 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %89, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %90 = torch.aten.rsqrt %89 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %90, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %91 = torch.aten.mul.Tensor %arg3, %90 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %91, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_norm.3 = util.global.load @__auto.attn_norm.3 : tensor<16xf32>
    %92 = torch_c.from_builtin_tensor %__auto.attn_norm.3 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %93 = torch.aten.mul.Tensor %91, %92 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %93, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_qkv.3 = util.global.load @__auto.attn_qkv.3 : tensor<16x12xf32>
    %94 = torch_c.from_builtin_tensor %__auto.attn_qkv.3 : tensor<16x12xf32> -> !torch.vtensor<[16,12],f32>
    %95 = torch.aten.matmul %93, %94 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,12],f32> -> !torch.vtensor<[1,?,12],f32>
    torch.bind_symbolic_shape %95, [%0], affine_map<()[s0] -> (1, s0, 12)> : !torch.vtensor<[1,?,12],f32>
    %int2_121 = torch.constant.int 2
    %int0_122 = torch.constant.int 0
    %int4_123 = torch.constant.int 4
    %int1_124 = torch.constant.int 1
    %96 = torch.aten.slice.Tensor %95, %int2_121, %int0_122, %int4_123, %int1_124 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %96, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_125 = torch.constant.int 1
    %int2_126 = torch.constant.int 2
    %int2_127 = torch.constant.int 2
    %97 = torch.prim.ListConstruct %int1_125, %1, %int2_126, %int2_127 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %98 = torch.aten.view %96, %97 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %98, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_128 = torch.constant.int 1
    %int2_129 = torch.constant.int 2
    %99 = torch.aten.transpose.int %98, %int1_128, %int2_129 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %99, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_130 = torch.constant.int 2
    %int4_131 = torch.constant.int 4
    %int8_132 = torch.constant.int 8
    %int1_133 = torch.constant.int 1
    %100 = torch.aten.slice.Tensor %95, %int2_130, %int4_131, %int8_132, %int1_133 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %100, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_134 = torch.constant.int 1
    %int2_135 = torch.constant.int 2
    %int2_136 = torch.constant.int 2
    %101 = torch.prim.ListConstruct %int1_134, %1, %int2_135, %int2_136 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %102 = torch.aten.view %100, %101 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %102, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_137 = torch.constant.int 1
    %int2_138 = torch.constant.int 2
    %103 = torch.aten.transpose.int %102, %int1_137, %int2_138 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %103, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int2_139 = torch.constant.int 2
    %int8_140 = torch.constant.int 8
    %int12_141 = torch.constant.int 12
    %int1_142 = torch.constant.int 1
    %104 = torch.aten.slice.Tensor %95, %int2_139, %int8_140, %int12_141, %int1_142 : !torch.vtensor<[1,?,12],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %104, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %int1_143 = torch.constant.int 1
    %int2_144 = torch.constant.int 2
    %int2_145 = torch.constant.int 2
    %105 = torch.prim.ListConstruct %int1_143, %1, %int2_144, %int2_145 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %106 = torch.aten.view %104, %105 : !torch.vtensor<[1,?,4],f32>, !torch.list<int> -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %106, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_146 = torch.constant.int 1
    %int2_147 = torch.constant.int 2
    %107 = torch.aten.transpose.int %106, %int1_146, %int2_147 : !torch.vtensor<[1,?,2,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %107, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %none_148 = torch.constant.none
    %float0.000000e00_149 = torch.constant.float 0.000000e+00
    %true_150 = torch.constant.bool true
    %none_151 = torch.constant.none
    %false_152 = torch.constant.bool false
    %108 = torch.aten.scaled_dot_product_attention %99, %103, %107, %none_148, %float0.000000e00_149, %true_150, %none_151, %false_152 : !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.vtensor<[1,2,?,2],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,?,2],f32>
    torch.bind_symbolic_shape %108, [%0], affine_map<()[s0] -> (1, 2, s0, 2)> : !torch.vtensor<[1,2,?,2],f32>
    %int1_153 = torch.constant.int 1
    %int2_154 = torch.constant.int 2
    %109 = torch.aten.transpose.int %108, %int1_153, %int2_154 : !torch.vtensor<[1,2,?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,2,2],f32>
    torch.bind_symbolic_shape %109, [%0], affine_map<()[s0] -> (1, s0, 2, 2)> : !torch.vtensor<[1,?,2,2],f32>
    %int1_155 = torch.constant.int 1
    %int-1_156 = torch.constant.int -1
    %110 = torch.prim.ListConstruct %int1_155, %1, %int-1_156 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %111 = torch.aten.view %109, %110 : !torch.vtensor<[1,?,2,2],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4],f32>
    torch.bind_symbolic_shape %111, [%0], affine_map<()[s0] -> (1, s0, 4)> : !torch.vtensor<[1,?,4],f32>
    %__auto.attn_out.3 = util.global.load @__auto.attn_out.3 : tensor<4x16xf32>
    %112 = torch_c.from_builtin_tensor %__auto.attn_out.3 : tensor<4x16xf32> -> !torch.vtensor<[4,16],f32>
    %113 = torch.aten.matmul %111, %112 : !torch.vtensor<[1,?,4],f32>, !torch.vtensor<[4,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %113, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %114 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %114, %c1 : tensor<1x?x16xf32>
    %115 = flow.tensor.transfer %114 : tensor<1x?x16xf32>{%dim} to #hal.device.promise<@__device_0>
    %116 = torch_c.from_builtin_tensor %115 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %116, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_157 = torch.constant.int 1
    %117 = torch.aten.add.Tensor %29, %116, %int1_157 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %117, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %118 = torch_c.to_builtin_tensor %85 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_158 = arith.constant 1 : index
    %dim_159 = tensor.dim %118, %c1_158 : tensor<1x?x16xf32>
    %119 = flow.tensor.transfer %118 : tensor<1x?x16xf32>{%dim_159} to #hal.device.promise<@__device_0>
    %120 = torch_c.from_builtin_tensor %119 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %120, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_160 = torch.constant.int 1
    %121 = torch.aten.add.Tensor %117, %120, %int1_160 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %121, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %122 = torch_c.to_builtin_tensor %113 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_161 = arith.constant 1 : index
    %dim_162 = tensor.dim %122, %c1_161 : tensor<1x?x16xf32>
    %123 = flow.tensor.transfer %122 : tensor<1x?x16xf32>{%dim_162} to #hal.device.promise<@__device_0>
    %124 = torch_c.from_builtin_tensor %123 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %124, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_163 = torch.constant.int 1
    %125 = torch.aten.add.Tensor %121, %124, %int1_163 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %125, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %126 = torch_c.to_builtin_tensor %29 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_164 = arith.constant 1 : index
    %dim_165 = tensor.dim %126, %c1_164 : tensor<1x?x16xf32>
    %127 = flow.tensor.transfer %126 : tensor<1x?x16xf32>{%dim_165} to #hal.device.promise<@__device_1>
    %128 = torch_c.from_builtin_tensor %127 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %128, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_166 = torch.constant.int 1
    %129 = torch.aten.add.Tensor %128, %57, %int1_166 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %129, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %130 = torch_c.to_builtin_tensor %85 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_167 = arith.constant 1 : index
    %dim_168 = tensor.dim %130, %c1_167 : tensor<1x?x16xf32>
    %131 = flow.tensor.transfer %130 : tensor<1x?x16xf32>{%dim_168} to #hal.device.promise<@__device_1>
    %132 = torch_c.from_builtin_tensor %131 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %132, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_169 = torch.constant.int 1
    %133 = torch.aten.add.Tensor %129, %132, %int1_169 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %133, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %134 = torch_c.to_builtin_tensor %113 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_170 = arith.constant 1 : index
    %dim_171 = tensor.dim %134, %c1_170 : tensor<1x?x16xf32>
    %135 = flow.tensor.transfer %134 : tensor<1x?x16xf32>{%dim_171} to #hal.device.promise<@__device_1>
    %136 = torch_c.from_builtin_tensor %135 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %136, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_172 = torch.constant.int 1
    %137 = torch.aten.add.Tensor %133, %136, %int1_172 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %137, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %138 = torch_c.to_builtin_tensor %29 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_173 = arith.constant 1 : index
    %dim_174 = tensor.dim %138, %c1_173 : tensor<1x?x16xf32>
    %139 = flow.tensor.transfer %138 : tensor<1x?x16xf32>{%dim_174} to #hal.device.promise<@__device_2>
    %140 = torch_c.from_builtin_tensor %139 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %140, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %141 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_175 = arith.constant 1 : index
    %dim_176 = tensor.dim %141, %c1_175 : tensor<1x?x16xf32>
    %142 = flow.tensor.transfer %141 : tensor<1x?x16xf32>{%dim_176} to #hal.device.promise<@__device_2>
    %143 = torch_c.from_builtin_tensor %142 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %143, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_177 = torch.constant.int 1
    %144 = torch.aten.add.Tensor %140, %143, %int1_177 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %144, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_178 = torch.constant.int 1
    %145 = torch.aten.add.Tensor %144, %85, %int1_178 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %145, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %146 = torch_c.to_builtin_tensor %113 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_179 = arith.constant 1 : index
    %dim_180 = tensor.dim %146, %c1_179 : tensor<1x?x16xf32>
    %147 = flow.tensor.transfer %146 : tensor<1x?x16xf32>{%dim_180} to #hal.device.promise<@__device_2>
    %148 = torch_c.from_builtin_tensor %147 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %148, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_181 = torch.constant.int 1
    %149 = torch.aten.add.Tensor %145, %148, %int1_181 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %149, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %150 = torch_c.to_builtin_tensor %29 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_182 = arith.constant 1 : index
    %dim_183 = tensor.dim %150, %c1_182 : tensor<1x?x16xf32>
    %151 = flow.tensor.transfer %150 : tensor<1x?x16xf32>{%dim_183} to #hal.device.promise<@__device_3>
    %152 = torch_c.from_builtin_tensor %151 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %152, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %153 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_184 = arith.constant 1 : index
    %dim_185 = tensor.dim %153, %c1_184 : tensor<1x?x16xf32>
    %154 = flow.tensor.transfer %153 : tensor<1x?x16xf32>{%dim_185} to #hal.device.promise<@__device_3>
    %155 = torch_c.from_builtin_tensor %154 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %155, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_186 = torch.constant.int 1
    %156 = torch.aten.add.Tensor %152, %155, %int1_186 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %156, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %157 = torch_c.to_builtin_tensor %85 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_187 = arith.constant 1 : index
    %dim_188 = tensor.dim %157, %c1_187 : tensor<1x?x16xf32>
    %158 = flow.tensor.transfer %157 : tensor<1x?x16xf32>{%dim_188} to #hal.device.promise<@__device_3>
    %159 = torch_c.from_builtin_tensor %158 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %159, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_189 = torch.constant.int 1
    %160 = torch.aten.add.Tensor %156, %159, %int1_189 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %160, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_190 = torch.constant.int 1
    %161 = torch.aten.add.Tensor %160, %113, %int1_190 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %161, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_191 = torch.constant.int 1
    %162 = torch.aten.add.Tensor %arg0, %125, %int1_191 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %162, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_192 = torch.constant.int 1
    %163 = torch.aten.add.Tensor %arg1, %137, %int1_192 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %163, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_193 = torch.constant.int 1
    %164 = torch.aten.add.Tensor %arg2, %149, %int1_193 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %164, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_194 = torch.constant.int 1
    %165 = torch.aten.add.Tensor %arg3, %161, %int1_194 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %165, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_195 = torch.constant.int 2
    %166 = torch.aten.pow.Tensor_Scalar %162, %int2_195 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %166, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_196 = torch.constant.int -1
    %167 = torch.prim.ListConstruct %int-1_196 : (!torch.int) -> !torch.list<int>
    %true_197 = torch.constant.bool true
    %none_198 = torch.constant.none
    %168 = torch.aten.mean.dim %166, %167, %true_197, %none_198 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %168, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_199 = torch.constant.float 1.000000e-05
    %int1_200 = torch.constant.int 1
    %169 = torch.aten.add.Scalar %168, %float1.000000e-05_199, %int1_200 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %169, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %170 = torch.aten.rsqrt %169 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %170, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %171 = torch.aten.mul.Tensor %162, %170 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %171, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_norm.0 = util.global.load @__auto.ffn_norm.0 : tensor<16xf32>
    %172 = torch_c.from_builtin_tensor %__auto.ffn_norm.0 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %173 = torch.aten.mul.Tensor %171, %172 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %173, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_gate_up.0 = util.global.load @__auto.ffn_gate_up.0 : tensor<16x16xf32>
    %174 = torch_c.from_builtin_tensor %__auto.ffn_gate_up.0 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %175 = torch.aten.matmul %173, %174 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %175, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_201 = torch.constant.int 2
    %int0_202 = torch.constant.int 0
    %int8_203 = torch.constant.int 8
    %int1_204 = torch.constant.int 1
    %176 = torch.aten.slice.Tensor %175, %int2_201, %int0_202, %int8_203, %int1_204 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %176, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int2_205 = torch.constant.int 2
    %int8_206 = torch.constant.int 8
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_207 = torch.constant.int 1
    %177 = torch.aten.slice.Tensor %175, %int2_205, %int8_206, %int9223372036854775807, %int1_207 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %177, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %178 = torch.aten.silu %176 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %178, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %179 = torch.aten.mul.Tensor %178, %177 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %179, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %__auto.ffn_down.0 = util.global.load @__auto.ffn_down.0 : tensor<8x16xf32>
    %180 = torch_c.from_builtin_tensor %__auto.ffn_down.0 : tensor<8x16xf32> -> !torch.vtensor<[8,16],f32>
    %181 = torch.aten.matmul %179, %180 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %181, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_208 = torch.constant.int 2
    %182 = torch.aten.pow.Tensor_Scalar %163, %int2_208 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %182, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_209 = torch.constant.int -1
    %183 = torch.prim.ListConstruct %int-1_209 : (!torch.int) -> !torch.list<int>
    %true_210 = torch.constant.bool true
    %none_211 = torch.constant.none
    %184 = torch.aten.mean.dim %182, %183, %true_210, %none_211 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %184, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_212 = torch.constant.float 1.000000e-05
    %int1_213 = torch.constant.int 1
    %185 = torch.aten.add.Scalar %184, %float1.000000e-05_212, %int1_213 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %185, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %186 = torch.aten.rsqrt %185 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %186, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %187 = torch.aten.mul.Tensor %163, %186 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %187, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_norm.1 = util.global.load @__auto.ffn_norm.1 : tensor<16xf32>
    %188 = torch_c.from_builtin_tensor %__auto.ffn_norm.1 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %189 = torch.aten.mul.Tensor %187, %188 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %189, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_gate_up.1 = util.global.load @__auto.ffn_gate_up.1 : tensor<16x16xf32>
    %190 = torch_c.from_builtin_tensor %__auto.ffn_gate_up.1 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %191 = torch.aten.matmul %189, %190 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %191, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_214 = torch.constant.int 2
    %int0_215 = torch.constant.int 0
    %int8_216 = torch.constant.int 8
    %int1_217 = torch.constant.int 1
    %192 = torch.aten.slice.Tensor %191, %int2_214, %int0_215, %int8_216, %int1_217 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %192, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int2_218 = torch.constant.int 2
    %int8_219 = torch.constant.int 8
    %int9223372036854775807_220 = torch.constant.int 9223372036854775807
    %int1_221 = torch.constant.int 1
    %193 = torch.aten.slice.Tensor %191, %int2_218, %int8_219, %int9223372036854775807_220, %int1_221 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %193, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %194 = torch.aten.silu %192 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %194, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %195 = torch.aten.mul.Tensor %194, %193 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %195, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %__auto.ffn_down.1 = util.global.load @__auto.ffn_down.1 : tensor<8x16xf32>
    %196 = torch_c.from_builtin_tensor %__auto.ffn_down.1 : tensor<8x16xf32> -> !torch.vtensor<[8,16],f32>
    %197 = torch.aten.matmul %195, %196 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %197, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_222 = torch.constant.int 2
    %198 = torch.aten.pow.Tensor_Scalar %164, %int2_222 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %198, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_223 = torch.constant.int -1
    %199 = torch.prim.ListConstruct %int-1_223 : (!torch.int) -> !torch.list<int>
    %true_224 = torch.constant.bool true
    %none_225 = torch.constant.none
    %200 = torch.aten.mean.dim %198, %199, %true_224, %none_225 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %200, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_226 = torch.constant.float 1.000000e-05
    %int1_227 = torch.constant.int 1
    %201 = torch.aten.add.Scalar %200, %float1.000000e-05_226, %int1_227 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %201, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %202 = torch.aten.rsqrt %201 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %202, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %203 = torch.aten.mul.Tensor %164, %202 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %203, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_norm.2 = util.global.load @__auto.ffn_norm.2 : tensor<16xf32>
    %204 = torch_c.from_builtin_tensor %__auto.ffn_norm.2 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %205 = torch.aten.mul.Tensor %203, %204 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %205, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_gate_up.2 = util.global.load @__auto.ffn_gate_up.2 : tensor<16x16xf32>
    %206 = torch_c.from_builtin_tensor %__auto.ffn_gate_up.2 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %207 = torch.aten.matmul %205, %206 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %207, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_228 = torch.constant.int 2
    %int0_229 = torch.constant.int 0
    %int8_230 = torch.constant.int 8
    %int1_231 = torch.constant.int 1
    %208 = torch.aten.slice.Tensor %207, %int2_228, %int0_229, %int8_230, %int1_231 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %208, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int2_232 = torch.constant.int 2
    %int8_233 = torch.constant.int 8
    %int9223372036854775807_234 = torch.constant.int 9223372036854775807
    %int1_235 = torch.constant.int 1
    %209 = torch.aten.slice.Tensor %207, %int2_232, %int8_233, %int9223372036854775807_234, %int1_235 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %209, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %210 = torch.aten.silu %208 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %210, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %211 = torch.aten.mul.Tensor %210, %209 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %211, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %__auto.ffn_down.2 = util.global.load @__auto.ffn_down.2 : tensor<8x16xf32>
    %212 = torch_c.from_builtin_tensor %__auto.ffn_down.2 : tensor<8x16xf32> -> !torch.vtensor<[8,16],f32>
    %213 = torch.aten.matmul %211, %212 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %213, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_236 = torch.constant.int 2
    %214 = torch.aten.pow.Tensor_Scalar %165, %int2_236 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %214, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_237 = torch.constant.int -1
    %215 = torch.prim.ListConstruct %int-1_237 : (!torch.int) -> !torch.list<int>
    %true_238 = torch.constant.bool true
    %none_239 = torch.constant.none
    %216 = torch.aten.mean.dim %214, %215, %true_238, %none_239 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %216, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_240 = torch.constant.float 1.000000e-05
    %int1_241 = torch.constant.int 1
    %217 = torch.aten.add.Scalar %216, %float1.000000e-05_240, %int1_241 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %217, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %218 = torch.aten.rsqrt %217 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %218, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %219 = torch.aten.mul.Tensor %165, %218 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %219, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_norm.3 = util.global.load @__auto.ffn_norm.3 : tensor<16xf32>
    %220 = torch_c.from_builtin_tensor %__auto.ffn_norm.3 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %221 = torch.aten.mul.Tensor %219, %220 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %221, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_gate_up.3 = util.global.load @__auto.ffn_gate_up.3 : tensor<16x16xf32>
    %222 = torch_c.from_builtin_tensor %__auto.ffn_gate_up.3 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %223 = torch.aten.matmul %221, %222 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %223, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_242 = torch.constant.int 2
    %int0_243 = torch.constant.int 0
    %int8_244 = torch.constant.int 8
    %int1_245 = torch.constant.int 1
    %224 = torch.aten.slice.Tensor %223, %int2_242, %int0_243, %int8_244, %int1_245 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %224, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int2_246 = torch.constant.int 2
    %int8_247 = torch.constant.int 8
    %int9223372036854775807_248 = torch.constant.int 9223372036854775807
    %int1_249 = torch.constant.int 1
    %225 = torch.aten.slice.Tensor %223, %int2_246, %int8_247, %int9223372036854775807_248, %int1_249 : !torch.vtensor<[1,?,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %225, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %226 = torch.aten.silu %224 : !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %226, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %227 = torch.aten.mul.Tensor %226, %225 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[1,?,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %227, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %__auto.ffn_down.3 = util.global.load @__auto.ffn_down.3 : tensor<8x16xf32>
    %228 = torch_c.from_builtin_tensor %__auto.ffn_down.3 : tensor<8x16xf32> -> !torch.vtensor<[8,16],f32>
    %229 = torch.aten.matmul %227, %228 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %229, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %230 = torch_c.to_builtin_tensor %197 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_250 = arith.constant 1 : index
    %dim_251 = tensor.dim %230, %c1_250 : tensor<1x?x16xf32>
    %231 = flow.tensor.transfer %230 : tensor<1x?x16xf32>{%dim_251} to #hal.device.promise<@__device_0>
    %232 = torch_c.from_builtin_tensor %231 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %232, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_252 = torch.constant.int 1
    %233 = torch.aten.add.Tensor %181, %232, %int1_252 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %233, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %234 = torch_c.to_builtin_tensor %213 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_253 = arith.constant 1 : index
    %dim_254 = tensor.dim %234, %c1_253 : tensor<1x?x16xf32>
    %235 = flow.tensor.transfer %234 : tensor<1x?x16xf32>{%dim_254} to #hal.device.promise<@__device_0>
    %236 = torch_c.from_builtin_tensor %235 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %236, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_255 = torch.constant.int 1
    %237 = torch.aten.add.Tensor %233, %236, %int1_255 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %237, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %238 = torch_c.to_builtin_tensor %229 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_256 = arith.constant 1 : index
    %dim_257 = tensor.dim %238, %c1_256 : tensor<1x?x16xf32>
    %239 = flow.tensor.transfer %238 : tensor<1x?x16xf32>{%dim_257} to #hal.device.promise<@__device_0>
    %240 = torch_c.from_builtin_tensor %239 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %240, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_258 = torch.constant.int 1
    %241 = torch.aten.add.Tensor %237, %240, %int1_258 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %241, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %242 = torch_c.to_builtin_tensor %181 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_259 = arith.constant 1 : index
    %dim_260 = tensor.dim %242, %c1_259 : tensor<1x?x16xf32>
    %243 = flow.tensor.transfer %242 : tensor<1x?x16xf32>{%dim_260} to #hal.device.promise<@__device_1>
    %244 = torch_c.from_builtin_tensor %243 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %244, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_261 = torch.constant.int 1
    %245 = torch.aten.add.Tensor %244, %197, %int1_261 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %245, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %246 = torch_c.to_builtin_tensor %213 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_262 = arith.constant 1 : index
    %dim_263 = tensor.dim %246, %c1_262 : tensor<1x?x16xf32>
    %247 = flow.tensor.transfer %246 : tensor<1x?x16xf32>{%dim_263} to #hal.device.promise<@__device_1>
    %248 = torch_c.from_builtin_tensor %247 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %248, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_264 = torch.constant.int 1
    %249 = torch.aten.add.Tensor %245, %248, %int1_264 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %249, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %250 = torch_c.to_builtin_tensor %229 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_265 = arith.constant 1 : index
    %dim_266 = tensor.dim %250, %c1_265 : tensor<1x?x16xf32>
    %251 = flow.tensor.transfer %250 : tensor<1x?x16xf32>{%dim_266} to #hal.device.promise<@__device_1>
    %252 = torch_c.from_builtin_tensor %251 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %252, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_267 = torch.constant.int 1
    %253 = torch.aten.add.Tensor %249, %252, %int1_267 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %253, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %254 = torch_c.to_builtin_tensor %181 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_268 = arith.constant 1 : index
    %dim_269 = tensor.dim %254, %c1_268 : tensor<1x?x16xf32>
    %255 = flow.tensor.transfer %254 : tensor<1x?x16xf32>{%dim_269} to #hal.device.promise<@__device_2>
    %256 = torch_c.from_builtin_tensor %255 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %256, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %257 = torch_c.to_builtin_tensor %197 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_270 = arith.constant 1 : index
    %dim_271 = tensor.dim %257, %c1_270 : tensor<1x?x16xf32>
    %258 = flow.tensor.transfer %257 : tensor<1x?x16xf32>{%dim_271} to #hal.device.promise<@__device_2>
    %259 = torch_c.from_builtin_tensor %258 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %259, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_272 = torch.constant.int 1
    %260 = torch.aten.add.Tensor %256, %259, %int1_272 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %260, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_273 = torch.constant.int 1
    %261 = torch.aten.add.Tensor %260, %213, %int1_273 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %261, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %262 = torch_c.to_builtin_tensor %229 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_274 = arith.constant 1 : index
    %dim_275 = tensor.dim %262, %c1_274 : tensor<1x?x16xf32>
    %263 = flow.tensor.transfer %262 : tensor<1x?x16xf32>{%dim_275} to #hal.device.promise<@__device_2>
    %264 = torch_c.from_builtin_tensor %263 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %264, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_276 = torch.constant.int 1
    %265 = torch.aten.add.Tensor %261, %264, %int1_276 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %265, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %266 = torch_c.to_builtin_tensor %181 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_277 = arith.constant 1 : index
    %dim_278 = tensor.dim %266, %c1_277 : tensor<1x?x16xf32>
    %267 = flow.tensor.transfer %266 : tensor<1x?x16xf32>{%dim_278} to #hal.device.promise<@__device_3>
    %268 = torch_c.from_builtin_tensor %267 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %268, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %269 = torch_c.to_builtin_tensor %197 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_279 = arith.constant 1 : index
    %dim_280 = tensor.dim %269, %c1_279 : tensor<1x?x16xf32>
    %270 = flow.tensor.transfer %269 : tensor<1x?x16xf32>{%dim_280} to #hal.device.promise<@__device_3>
    %271 = torch_c.from_builtin_tensor %270 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %271, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_281 = torch.constant.int 1
    %272 = torch.aten.add.Tensor %268, %271, %int1_281 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %272, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %273 = torch_c.to_builtin_tensor %213 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_282 = arith.constant 1 : index
    %dim_283 = tensor.dim %273, %c1_282 : tensor<1x?x16xf32>
    %274 = flow.tensor.transfer %273 : tensor<1x?x16xf32>{%dim_283} to #hal.device.promise<@__device_3>
    %275 = torch_c.from_builtin_tensor %274 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %275, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_284 = torch.constant.int 1
    %276 = torch.aten.add.Tensor %272, %275, %int1_284 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %276, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_285 = torch.constant.int 1
    %277 = torch.aten.add.Tensor %276, %229, %int1_285 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %277, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_286 = torch.constant.int 1
    %278 = torch.aten.add.Tensor %162, %241, %int1_286 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %278, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_287 = torch.constant.int 1
    %279 = torch.aten.add.Tensor %163, %253, %int1_287 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %279, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_288 = torch.constant.int 1
    %280 = torch.aten.add.Tensor %164, %265, %int1_288 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %280, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_289 = torch.constant.int 1
    %281 = torch.aten.add.Tensor %165, %277, %int1_289 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %281, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_290 = torch.constant.int 2
    %282 = torch.aten.pow.Tensor_Scalar %278, %int2_290 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %282, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_291 = torch.constant.int -1
    %283 = torch.prim.ListConstruct %int-1_291 : (!torch.int) -> !torch.list<int>
    %true_292 = torch.constant.bool true
    %none_293 = torch.constant.none
    %284 = torch.aten.mean.dim %282, %283, %true_292, %none_293 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %284, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_294 = torch.constant.float 1.000000e-05
    %int1_295 = torch.constant.int 1
    %285 = torch.aten.add.Scalar %284, %float1.000000e-05_294, %int1_295 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %285, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %286 = torch.aten.rsqrt %285 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %286, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %287 = torch.aten.mul.Tensor %278, %286 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %287, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.out_norm.0 = util.global.load @__auto.out_norm.0 : tensor<16xf32>
    %288 = torch_c.from_builtin_tensor %__auto.out_norm.0 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %289 = torch.aten.mul.Tensor %287, %288 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %289, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.lm_head.0 = util.global.load @__auto.lm_head.0 : tensor<16x8xf32>
    %290 = torch_c.from_builtin_tensor %__auto.lm_head.0 : tensor<16x8xf32> -> !torch.vtensor<[16,8],f32>
    %291 = torch.aten.matmul %289, %290 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %291, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int2_296 = torch.constant.int 2
    %292 = torch.aten.pow.Tensor_Scalar %279, %int2_296 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %292, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_297 = torch.constant.int -1
    %293 = torch.prim.ListConstruct %int-1_297 : (!torch.int) -> !torch.list<int>
    %true_298 = torch.constant.bool true
    %none_299 = torch.constant.none
    %294 = torch.aten.mean.dim %292, %293, %true_298, %none_299 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %294, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_300 = torch.constant.float 1.000000e-05
    %int1_301 = torch.constant.int 1
    %295 = torch.aten.add.Scalar %294, %float1.000000e-05_300, %int1_301 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %295, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %296 = torch.aten.rsqrt %295 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %296, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %297 = torch.aten.mul.Tensor %279, %296 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %297, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.out_norm.1 = util.global.load @__auto.out_norm.1 : tensor<16xf32>
    %298 = torch_c.from_builtin_tensor %__auto.out_norm.1 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %299 = torch.aten.mul.Tensor %297, %298 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %299, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.lm_head.1 = util.global.load @__auto.lm_head.1 : tensor<16x8xf32>
    %300 = torch_c.from_builtin_tensor %__auto.lm_head.1 : tensor<16x8xf32> -> !torch.vtensor<[16,8],f32>
    %301 = torch.aten.matmul %299, %300 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %301, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int2_302 = torch.constant.int 2
    %302 = torch.aten.pow.Tensor_Scalar %280, %int2_302 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %302, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_303 = torch.constant.int -1
    %303 = torch.prim.ListConstruct %int-1_303 : (!torch.int) -> !torch.list<int>
    %true_304 = torch.constant.bool true
    %none_305 = torch.constant.none
    %304 = torch.aten.mean.dim %302, %303, %true_304, %none_305 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %304, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_306 = torch.constant.float 1.000000e-05
    %int1_307 = torch.constant.int 1
    %305 = torch.aten.add.Scalar %304, %float1.000000e-05_306, %int1_307 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %305, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %306 = torch.aten.rsqrt %305 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %306, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %307 = torch.aten.mul.Tensor %280, %306 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %307, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.out_norm.2 = util.global.load @__auto.out_norm.2 : tensor<16xf32>
    %308 = torch_c.from_builtin_tensor %__auto.out_norm.2 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %309 = torch.aten.mul.Tensor %307, %308 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %309, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.lm_head.2 = util.global.load @__auto.lm_head.2 : tensor<16x8xf32>
    %310 = torch_c.from_builtin_tensor %__auto.lm_head.2 : tensor<16x8xf32> -> !torch.vtensor<[16,8],f32>
    %311 = torch.aten.matmul %309, %310 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %311, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int2_308 = torch.constant.int 2
    %312 = torch.aten.pow.Tensor_Scalar %281, %int2_308 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %312, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_309 = torch.constant.int -1
    %313 = torch.prim.ListConstruct %int-1_309 : (!torch.int) -> !torch.list<int>
    %true_310 = torch.constant.bool true
    %none_311 = torch.constant.none
    %314 = torch.aten.mean.dim %312, %313, %true_310, %none_311 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %314, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_312 = torch.constant.float 1.000000e-05
    %int1_313 = torch.constant.int 1
    %315 = torch.aten.add.Scalar %314, %float1.000000e-05_312, %int1_313 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %315, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %316 = torch.aten.rsqrt %315 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %316, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %317 = torch.aten.mul.Tensor %281, %316 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %317, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.out_norm.3 = util.global.load @__auto.out_norm.3 : tensor<16xf32>
    %318 = torch_c.from_builtin_tensor %__auto.out_norm.3 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %319 = torch.aten.mul.Tensor %317, %318 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %319, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.lm_head.3 = util.global.load @__auto.lm_head.3 : tensor<16x8xf32>
    %320 = torch_c.from_builtin_tensor %__auto.lm_head.3 : tensor<16x8xf32> -> !torch.vtensor<[16,8],f32>
    %321 = torch.aten.matmul %319, %320 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,8],f32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %321, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %322 = torch_c.to_builtin_tensor %301 : !torch.vtensor<[1,?,8],f32> -> tensor<1x?x8xf32>
    %c1_314 = arith.constant 1 : index
    %dim_315 = tensor.dim %322, %c1_314 : tensor<1x?x8xf32>
    %323 = flow.tensor.transfer %322 : tensor<1x?x8xf32>{%dim_315} to #hal.device.promise<@__device_0>
    %324 = torch_c.from_builtin_tensor %323 : tensor<1x?x8xf32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %324, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %325 = torch_c.to_builtin_tensor %311 : !torch.vtensor<[1,?,8],f32> -> tensor<1x?x8xf32>
    %c1_316 = arith.constant 1 : index
    %dim_317 = tensor.dim %325, %c1_316 : tensor<1x?x8xf32>
    %326 = flow.tensor.transfer %325 : tensor<1x?x8xf32>{%dim_317} to #hal.device.promise<@__device_0>
    %327 = torch_c.from_builtin_tensor %326 : tensor<1x?x8xf32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %327, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %328 = torch_c.to_builtin_tensor %321 : !torch.vtensor<[1,?,8],f32> -> tensor<1x?x8xf32>
    %c1_318 = arith.constant 1 : index
    %dim_319 = tensor.dim %328, %c1_318 : tensor<1x?x8xf32>
    %329 = flow.tensor.transfer %328 : tensor<1x?x8xf32>{%dim_319} to #hal.device.promise<@__device_0>
    %330 = torch_c.from_builtin_tensor %329 : tensor<1x?x8xf32> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %330, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %331 = torch.prim.ListConstruct %291, %324, %327, %330 : (!torch.vtensor<[1,?,8],f32>, !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[1,?,8],f32>) -> !torch.list<vtensor>
    %int-1_320 = torch.constant.int -1
    %332 = torch.aten.cat %331, %int-1_320 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %332, [%0], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    return %332 : !torch.vtensor<[1,?,32],f32>
  }
}
