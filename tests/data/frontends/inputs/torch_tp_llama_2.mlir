module @module {
  util.global private @__auto.attn_norm.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x24xf32>
  util.global private @__auto.attn_out.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<8x16xf32>
  util.global private @__auto.attn_norm.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x24xf32>
  util.global private @__auto.attn_out.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x32xf32>
  util.global private @__auto.ffn_down.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<16x16xf32>
  util.global private @__auto.ffn_norm.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x32xf32>
  util.global private @__auto.ffn_down.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<16x16xf32>
  util.global private @__auto.out_norm.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__auto.lm_head.0 {stream.affinity = #hal.device.promise<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x16xf32>
  util.global private @__auto.out_norm.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__auto.lm_head.1 {stream.affinity = #hal.device.promise<@__device_1>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x16xf32>
  func.func @main(%arg0: !torch.vtensor<[1,?,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_0>}, %arg1: !torch.vtensor<[1,?,16],f32> {iree.abi.affinity = #hal.device.promise<@__device_1>}) -> !torch.vtensor<[1,?,32],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s11" {min_val = 2, max_val = 64} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %arg1, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1 = torch.constant.int 1
    %1 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.int
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
    %__auto.attn_qkv.0 = util.global.load @__auto.attn_qkv.0 : tensor<16x24xf32>
    %10 = torch_c.from_builtin_tensor %__auto.attn_qkv.0 : tensor<16x24xf32> -> !torch.vtensor<[16,24],f32>
    %11 = torch.aten.matmul %9, %10 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,24],f32> -> !torch.vtensor<[1,?,24],f32>
    torch.bind_symbolic_shape %11, [%0], affine_map<()[s0] -> (1, s0, 24)> : !torch.vtensor<[1,?,24],f32>
    %int2_1 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int8 = torch.constant.int 8
    %int1_2 = torch.constant.int 1
    %12 = torch.aten.slice.Tensor %11, %int2_1, %int0, %int8, %int1_2 : !torch.vtensor<[1,?,24],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %12, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int1_3 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %int2_4 = torch.constant.int 2
    %13 = torch.prim.ListConstruct %int1_3, %1, %int4, %int2_4 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12, %13 : !torch.vtensor<[1,?,8],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %14, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_5 = torch.constant.int 1
    %int2_6 = torch.constant.int 2
    %15 = torch.aten.transpose.int %14, %int1_5, %int2_6 : !torch.vtensor<[1,?,4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %15, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %int2_7 = torch.constant.int 2
    %int8_8 = torch.constant.int 8
    %int16 = torch.constant.int 16
    %int1_9 = torch.constant.int 1
    %16 = torch.aten.slice.Tensor %11, %int2_7, %int8_8, %int16, %int1_9 : !torch.vtensor<[1,?,24],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %16, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int1_10 = torch.constant.int 1
    %int4_11 = torch.constant.int 4
    %int2_12 = torch.constant.int 2
    %17 = torch.prim.ListConstruct %int1_10, %1, %int4_11, %int2_12 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.aten.view %16, %17 : !torch.vtensor<[1,?,8],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %18, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_13 = torch.constant.int 1
    %int2_14 = torch.constant.int 2
    %19 = torch.aten.transpose.int %18, %int1_13, %int2_14 : !torch.vtensor<[1,?,4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %19, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %int2_15 = torch.constant.int 2
    %int16_16 = torch.constant.int 16
    %int24 = torch.constant.int 24
    %int1_17 = torch.constant.int 1
    %20 = torch.aten.slice.Tensor %11, %int2_15, %int16_16, %int24, %int1_17 : !torch.vtensor<[1,?,24],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %20, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int1_18 = torch.constant.int 1
    %int4_19 = torch.constant.int 4
    %int2_20 = torch.constant.int 2
    %21 = torch.prim.ListConstruct %int1_18, %1, %int4_19, %int2_20 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %22 = torch.aten.view %20, %21 : !torch.vtensor<[1,?,8],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %22, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_21 = torch.constant.int 1
    %int2_22 = torch.constant.int 2
    %23 = torch.aten.transpose.int %22, %int1_21, %int2_22 : !torch.vtensor<[1,?,4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %23, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %none_23 = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %true_24 = torch.constant.bool true
    %none_25 = torch.constant.none
    %false = torch.constant.bool false
    %24 = torch.aten.scaled_dot_product_attention %15, %19, %23, %none_23, %float0.000000e00, %true_24, %none_25, %false : !torch.vtensor<[1,4,?,2],f32>, !torch.vtensor<[1,4,?,2],f32>, !torch.vtensor<[1,4,?,2],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %24, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %int1_26 = torch.constant.int 1
    %int2_27 = torch.constant.int 2
    %25 = torch.aten.transpose.int %24, %int1_26, %int2_27 : !torch.vtensor<[1,4,?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %25, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_28 = torch.constant.int 1
    %int-1_29 = torch.constant.int -1
    %26 = torch.prim.ListConstruct %int1_28, %1, %int-1_29 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %27 = torch.aten.view %25, %26 : !torch.vtensor<[1,?,4,2],f32>, !torch.list<int> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %27, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %__auto.attn_out.0 = util.global.load @__auto.attn_out.0 : tensor<8x16xf32>
    %28 = torch_c.from_builtin_tensor %__auto.attn_out.0 : tensor<8x16xf32> -> !torch.vtensor<[8,16],f32>
    %29 = torch.aten.matmul %27, %28 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %29, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_30 = torch.constant.int 2
    %30 = torch.aten.pow.Tensor_Scalar %arg1, %int2_30 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %30, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_31 = torch.constant.int -1
    %31 = torch.prim.ListConstruct %int-1_31 : (!torch.int) -> !torch.list<int>
    %true_32 = torch.constant.bool true
    %none_33 = torch.constant.none
    %32 = torch.aten.mean.dim %30, %31, %true_32, %none_33 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %32, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_34 = torch.constant.float 1.000000e-05
    %int1_35 = torch.constant.int 1
    %33 = torch.aten.add.Scalar %32, %float1.000000e-05_34, %int1_35 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %33, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %34 = torch.aten.rsqrt %33 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %34, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %35 = torch.aten.mul.Tensor %arg1, %34 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %35, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_norm.1 = util.global.load @__auto.attn_norm.1 : tensor<16xf32>
    %36 = torch_c.from_builtin_tensor %__auto.attn_norm.1 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %37 = torch.aten.mul.Tensor %35, %36 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %37, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.attn_qkv.1 = util.global.load @__auto.attn_qkv.1 : tensor<16x24xf32>
    %38 = torch_c.from_builtin_tensor %__auto.attn_qkv.1 : tensor<16x24xf32> -> !torch.vtensor<[16,24],f32>
    %39 = torch.aten.matmul %37, %38 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,24],f32> -> !torch.vtensor<[1,?,24],f32>
    torch.bind_symbolic_shape %39, [%0], affine_map<()[s0] -> (1, s0, 24)> : !torch.vtensor<[1,?,24],f32>
    %int2_36 = torch.constant.int 2
    %int0_37 = torch.constant.int 0
    %int8_38 = torch.constant.int 8
    %int1_39 = torch.constant.int 1
    %40 = torch.aten.slice.Tensor %39, %int2_36, %int0_37, %int8_38, %int1_39 : !torch.vtensor<[1,?,24],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %40, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int1_40 = torch.constant.int 1
    %int4_41 = torch.constant.int 4
    %int2_42 = torch.constant.int 2
    %41 = torch.prim.ListConstruct %int1_40, %1, %int4_41, %int2_42 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %42 = torch.aten.view %40, %41 : !torch.vtensor<[1,?,8],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %42, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_43 = torch.constant.int 1
    %int2_44 = torch.constant.int 2
    %43 = torch.aten.transpose.int %42, %int1_43, %int2_44 : !torch.vtensor<[1,?,4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %43, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %int2_45 = torch.constant.int 2
    %int8_46 = torch.constant.int 8
    %int16_47 = torch.constant.int 16
    %int1_48 = torch.constant.int 1
    %44 = torch.aten.slice.Tensor %39, %int2_45, %int8_46, %int16_47, %int1_48 : !torch.vtensor<[1,?,24],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %44, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int1_49 = torch.constant.int 1
    %int4_50 = torch.constant.int 4
    %int2_51 = torch.constant.int 2
    %45 = torch.prim.ListConstruct %int1_49, %1, %int4_50, %int2_51 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %46 = torch.aten.view %44, %45 : !torch.vtensor<[1,?,8],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %46, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_52 = torch.constant.int 1
    %int2_53 = torch.constant.int 2
    %47 = torch.aten.transpose.int %46, %int1_52, %int2_53 : !torch.vtensor<[1,?,4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %47, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %int2_54 = torch.constant.int 2
    %int16_55 = torch.constant.int 16
    %int24_56 = torch.constant.int 24
    %int1_57 = torch.constant.int 1
    %48 = torch.aten.slice.Tensor %39, %int2_54, %int16_55, %int24_56, %int1_57 : !torch.vtensor<[1,?,24],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %48, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %int1_58 = torch.constant.int 1
    %int4_59 = torch.constant.int 4
    %int2_60 = torch.constant.int 2
    %49 = torch.prim.ListConstruct %int1_58, %1, %int4_59, %int2_60 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.view %48, %49 : !torch.vtensor<[1,?,8],f32>, !torch.list<int> -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %50, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_61 = torch.constant.int 1
    %int2_62 = torch.constant.int 2
    %51 = torch.aten.transpose.int %50, %int1_61, %int2_62 : !torch.vtensor<[1,?,4,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %51, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %none_63 = torch.constant.none
    %float0.000000e00_64 = torch.constant.float 0.000000e+00
    %true_65 = torch.constant.bool true
    %none_66 = torch.constant.none
    %false_67 = torch.constant.bool false
    %52 = torch.aten.scaled_dot_product_attention %43, %47, %51, %none_63, %float0.000000e00_64, %true_65, %none_66, %false_67 : !torch.vtensor<[1,4,?,2],f32>, !torch.vtensor<[1,4,?,2],f32>, !torch.vtensor<[1,4,?,2],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,4,?,2],f32>
    torch.bind_symbolic_shape %52, [%0], affine_map<()[s0] -> (1, 4, s0, 2)> : !torch.vtensor<[1,4,?,2],f32>
    %int1_68 = torch.constant.int 1
    %int2_69 = torch.constant.int 2
    %53 = torch.aten.transpose.int %52, %int1_68, %int2_69 : !torch.vtensor<[1,4,?,2],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,?,4,2],f32>
    torch.bind_symbolic_shape %53, [%0], affine_map<()[s0] -> (1, s0, 4, 2)> : !torch.vtensor<[1,?,4,2],f32>
    %int1_70 = torch.constant.int 1
    %int-1_71 = torch.constant.int -1
    %54 = torch.prim.ListConstruct %int1_70, %1, %int-1_71 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %55 = torch.aten.view %53, %54 : !torch.vtensor<[1,?,4,2],f32>, !torch.list<int> -> !torch.vtensor<[1,?,8],f32>
    torch.bind_symbolic_shape %55, [%0], affine_map<()[s0] -> (1, s0, 8)> : !torch.vtensor<[1,?,8],f32>
    %__auto.attn_out.1 = util.global.load @__auto.attn_out.1 : tensor<8x16xf32>
    %56 = torch_c.from_builtin_tensor %__auto.attn_out.1 : tensor<8x16xf32> -> !torch.vtensor<[8,16],f32>
    %57 = torch.aten.matmul %55, %56 : !torch.vtensor<[1,?,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %57, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %58 = torch_c.to_builtin_tensor %57 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %58, %c1 : tensor<1x?x16xf32>
    %59 = flow.tensor.transfer %58 : tensor<1x?x16xf32>{%dim} to #hal.device.promise<@__device_0>
    %60 = torch_c.from_builtin_tensor %59 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %60, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_72 = torch.constant.int 1
    %61 = torch.aten.add.Tensor %29, %60, %int1_72 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %61, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %62 = torch_c.to_builtin_tensor %29 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_73 = arith.constant 1 : index
    %dim_74 = tensor.dim %62, %c1_73 : tensor<1x?x16xf32>
    %63 = flow.tensor.transfer %62 : tensor<1x?x16xf32>{%dim_74} to #hal.device.promise<@__device_1>
    %64 = torch_c.from_builtin_tensor %63 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %64, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_75 = torch.constant.int 1
    %65 = torch.aten.add.Tensor %64, %57, %int1_75 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %65, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_76 = torch.constant.int 1
    %66 = torch.aten.add.Tensor %arg0, %61, %int1_76 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %66, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_77 = torch.constant.int 1
    %67 = torch.aten.add.Tensor %arg1, %65, %int1_77 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %67, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_78 = torch.constant.int 2
    %68 = torch.aten.pow.Tensor_Scalar %66, %int2_78 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %68, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_79 = torch.constant.int -1
    %69 = torch.prim.ListConstruct %int-1_79 : (!torch.int) -> !torch.list<int>
    %true_80 = torch.constant.bool true
    %none_81 = torch.constant.none
    %70 = torch.aten.mean.dim %68, %69, %true_80, %none_81 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %70, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_82 = torch.constant.float 1.000000e-05
    %int1_83 = torch.constant.int 1
    %71 = torch.aten.add.Scalar %70, %float1.000000e-05_82, %int1_83 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %71, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %72 = torch.aten.rsqrt %71 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %72, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %73 = torch.aten.mul.Tensor %66, %72 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %73, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_norm.0 = util.global.load @__auto.ffn_norm.0 : tensor<16xf32>
    %74 = torch_c.from_builtin_tensor %__auto.ffn_norm.0 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %75 = torch.aten.mul.Tensor %73, %74 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %75, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_gate_up.0 = util.global.load @__auto.ffn_gate_up.0 : tensor<16x32xf32>
    %76 = torch_c.from_builtin_tensor %__auto.ffn_gate_up.0 : tensor<16x32xf32> -> !torch.vtensor<[16,32],f32>
    %77 = torch.aten.matmul %75, %76 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %77, [%0], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %int2_84 = torch.constant.int 2
    %int0_85 = torch.constant.int 0
    %int16_86 = torch.constant.int 16
    %int1_87 = torch.constant.int 1
    %78 = torch.aten.slice.Tensor %77, %int2_84, %int0_85, %int16_86, %int1_87 : !torch.vtensor<[1,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %78, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_88 = torch.constant.int 2
    %int16_89 = torch.constant.int 16
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_90 = torch.constant.int 1
    %79 = torch.aten.slice.Tensor %77, %int2_88, %int16_89, %int9223372036854775807, %int1_90 : !torch.vtensor<[1,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %79, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %80 = torch.aten.silu %78 : !torch.vtensor<[1,?,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %80, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %81 = torch.aten.mul.Tensor %80, %79 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %81, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_down.0 = util.global.load @__auto.ffn_down.0 : tensor<16x16xf32>
    %82 = torch_c.from_builtin_tensor %__auto.ffn_down.0 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %83 = torch.aten.matmul %81, %82 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %83, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_91 = torch.constant.int 2
    %84 = torch.aten.pow.Tensor_Scalar %67, %int2_91 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %84, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_92 = torch.constant.int -1
    %85 = torch.prim.ListConstruct %int-1_92 : (!torch.int) -> !torch.list<int>
    %true_93 = torch.constant.bool true
    %none_94 = torch.constant.none
    %86 = torch.aten.mean.dim %84, %85, %true_93, %none_94 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %86, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_95 = torch.constant.float 1.000000e-05
    %int1_96 = torch.constant.int 1
    %87 = torch.aten.add.Scalar %86, %float1.000000e-05_95, %int1_96 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %87, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %88 = torch.aten.rsqrt %87 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %88, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %89 = torch.aten.mul.Tensor %67, %88 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %89, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_norm.1 = util.global.load @__auto.ffn_norm.1 : tensor<16xf32>
    %90 = torch_c.from_builtin_tensor %__auto.ffn_norm.1 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %91 = torch.aten.mul.Tensor %89, %90 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %91, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_gate_up.1 = util.global.load @__auto.ffn_gate_up.1 : tensor<16x32xf32>
    %92 = torch_c.from_builtin_tensor %__auto.ffn_gate_up.1 : tensor<16x32xf32> -> !torch.vtensor<[16,32],f32>
    %93 = torch.aten.matmul %91, %92 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %93, [%0], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %int2_97 = torch.constant.int 2
    %int0_98 = torch.constant.int 0
    %int16_99 = torch.constant.int 16
    %int1_100 = torch.constant.int 1
    %94 = torch.aten.slice.Tensor %93, %int2_97, %int0_98, %int16_99, %int1_100 : !torch.vtensor<[1,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %94, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_101 = torch.constant.int 2
    %int16_102 = torch.constant.int 16
    %int9223372036854775807_103 = torch.constant.int 9223372036854775807
    %int1_104 = torch.constant.int 1
    %95 = torch.aten.slice.Tensor %93, %int2_101, %int16_102, %int9223372036854775807_103, %int1_104 : !torch.vtensor<[1,?,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %95, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %96 = torch.aten.silu %94 : !torch.vtensor<[1,?,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %96, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %97 = torch.aten.mul.Tensor %96, %95 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %97, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.ffn_down.1 = util.global.load @__auto.ffn_down.1 : tensor<16x16xf32>
    %98 = torch_c.from_builtin_tensor %__auto.ffn_down.1 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %99 = torch.aten.matmul %97, %98 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %99, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %100 = torch_c.to_builtin_tensor %99 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_105 = arith.constant 1 : index
    %dim_106 = tensor.dim %100, %c1_105 : tensor<1x?x16xf32>
    %101 = flow.tensor.transfer %100 : tensor<1x?x16xf32>{%dim_106} to #hal.device.promise<@__device_0>
    %102 = torch_c.from_builtin_tensor %101 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %102, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_107 = torch.constant.int 1
    %103 = torch.aten.add.Tensor %83, %102, %int1_107 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %103, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %104 = torch_c.to_builtin_tensor %83 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_108 = arith.constant 1 : index
    %dim_109 = tensor.dim %104, %c1_108 : tensor<1x?x16xf32>
    %105 = flow.tensor.transfer %104 : tensor<1x?x16xf32>{%dim_109} to #hal.device.promise<@__device_1>
    %106 = torch_c.from_builtin_tensor %105 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %106, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_110 = torch.constant.int 1
    %107 = torch.aten.add.Tensor %106, %99, %int1_110 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %107, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_111 = torch.constant.int 1
    %108 = torch.aten.add.Tensor %66, %103, %int1_111 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %108, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int1_112 = torch.constant.int 1
    %109 = torch.aten.add.Tensor %67, %107, %int1_112 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %109, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_113 = torch.constant.int 2
    %110 = torch.aten.pow.Tensor_Scalar %108, %int2_113 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %110, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_114 = torch.constant.int -1
    %111 = torch.prim.ListConstruct %int-1_114 : (!torch.int) -> !torch.list<int>
    %true_115 = torch.constant.bool true
    %none_116 = torch.constant.none
    %112 = torch.aten.mean.dim %110, %111, %true_115, %none_116 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %112, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_117 = torch.constant.float 1.000000e-05
    %int1_118 = torch.constant.int 1
    %113 = torch.aten.add.Scalar %112, %float1.000000e-05_117, %int1_118 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %113, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %114 = torch.aten.rsqrt %113 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %114, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %115 = torch.aten.mul.Tensor %108, %114 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %115, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.out_norm.0 = util.global.load @__auto.out_norm.0 : tensor<16xf32>
    %116 = torch_c.from_builtin_tensor %__auto.out_norm.0 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %117 = torch.aten.mul.Tensor %115, %116 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %117, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.lm_head.0 = util.global.load @__auto.lm_head.0 : tensor<16x16xf32>
    %118 = torch_c.from_builtin_tensor %__auto.lm_head.0 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %119 = torch.aten.matmul %117, %118 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %119, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int2_119 = torch.constant.int 2
    %120 = torch.aten.pow.Tensor_Scalar %109, %int2_119 : !torch.vtensor<[1,?,16],f32>, !torch.int -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %120, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %int-1_120 = torch.constant.int -1
    %121 = torch.prim.ListConstruct %int-1_120 : (!torch.int) -> !torch.list<int>
    %true_121 = torch.constant.bool true
    %none_122 = torch.constant.none
    %122 = torch.aten.mean.dim %120, %121, %true_121, %none_122 : !torch.vtensor<[1,?,16],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %122, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %float1.000000e-05_123 = torch.constant.float 1.000000e-05
    %int1_124 = torch.constant.int 1
    %123 = torch.aten.add.Scalar %122, %float1.000000e-05_123, %int1_124 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %123, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %124 = torch.aten.rsqrt %123 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %124, [%0], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %125 = torch.aten.mul.Tensor %109, %124 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %125, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.out_norm.1 = util.global.load @__auto.out_norm.1 : tensor<16xf32>
    %126 = torch_c.from_builtin_tensor %__auto.out_norm.1 : tensor<16xf32> -> !torch.vtensor<[16],f32>
    %127 = torch.aten.mul.Tensor %125, %126 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %127, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %__auto.lm_head.1 = util.global.load @__auto.lm_head.1 : tensor<16x16xf32>
    %128 = torch_c.from_builtin_tensor %__auto.lm_head.1 : tensor<16x16xf32> -> !torch.vtensor<[16,16],f32>
    %129 = torch.aten.matmul %127, %128 : !torch.vtensor<[1,?,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %129, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %130 = torch_c.to_builtin_tensor %129 : !torch.vtensor<[1,?,16],f32> -> tensor<1x?x16xf32>
    %c1_125 = arith.constant 1 : index
    %dim_126 = tensor.dim %130, %c1_125 : tensor<1x?x16xf32>
    %131 = flow.tensor.transfer %130 : tensor<1x?x16xf32>{%dim_126} to #hal.device.promise<@__device_0>
    %132 = torch_c.from_builtin_tensor %131 : tensor<1x?x16xf32> -> !torch.vtensor<[1,?,16],f32>
    torch.bind_symbolic_shape %132, [%0], affine_map<()[s0] -> (1, s0, 16)> : !torch.vtensor<[1,?,16],f32>
    %133 = torch.prim.ListConstruct %119, %132 : (!torch.vtensor<[1,?,16],f32>, !torch.vtensor<[1,?,16],f32>) -> !torch.list<vtensor>
    %int-1_127 = torch.constant.int -1
    %134 = torch.aten.cat %133, %int-1_127 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %134, [%0], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    return %134 : !torch.vtensor<[1,?,32],f32>
  }
}
