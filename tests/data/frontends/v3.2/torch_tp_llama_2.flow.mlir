module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x6x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x6x16x4x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x24xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x6x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 24], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x24xf32>> -> tensor<1x16x24xf32>
        %1 = tensor.empty() : tensor<1x6x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 1] into %1 : tensor<1x16x24xf32> -> tensor<1x6x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 6, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x6x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x6x16x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_attn_qkv_0_tensor_16x24xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x24xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_0_tensor_16x24xf32 = util.global.load immutable @__parameter_model_attn_qkv_0_tensor_16x24xf32 : tensor<16x24xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_0_tensor_16x24xf32 : tensor<16x24xf32> -> tensor<1x16x24xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x24xf32>) -> tensor<1x6x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x6x16x4x1xf32 : tensor<1x6x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x8x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x8x8x1xf32>
  flow.executable private @_initializer_1_dispatch_0 {
    flow.executable.export public @_initializer_1_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x8x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 8, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x16xf32>> -> tensor<1x8x16xf32>
        %1 = tensor.empty() : tensor<1x2x8x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %1 : tensor<1x8x16xf32> -> tensor<1x2x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 8, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x8x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_attn_out_0_tensor_8x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<8x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_0_tensor_8x16xf32 = util.global.load immutable @__parameter_model_attn_out_0_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_0_tensor_8x16xf32 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %1 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%0) : (tensor<1x8x16xf32>) -> tensor<1x2x8x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x6x16x4x1xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x6x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_1_tensor_16x24xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x24xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_1_tensor_16x24xf32 = util.global.load immutable @__parameter_model_attn_qkv_1_tensor_16x24xf32 : tensor<16x24xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_1_tensor_16x24xf32 : tensor<16x24xf32> -> tensor<1x16x24xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x24xf32>) -> tensor<1x6x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x6x16x4x1xf32_0 : tensor<1x6x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x8x8x1xf32_1 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x8x8x1xf32>
  util.global private @__parameter_model_attn_out_1_tensor_8x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<8x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_1_tensor_8x16xf32 = util.global.load immutable @__parameter_model_attn_out_1_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_1_tensor_8x16xf32 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %1 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%0) : (tensor<1x8x16xf32>) -> tensor<1x2x8x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x8x8x1xf32_1 : tensor<1x2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x8x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x16x4x1xf32>
  flow.executable private @_initializer_4_dispatch_0 {
    flow.executable.export public @_initializer_4_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_4_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x32xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 32], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x32xf32>> -> tensor<1x16x32xf32>
        %1 = tensor.empty() : tensor<1x8x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 1] into %1 : tensor<1x16x32xf32> -> tensor<1x8x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x8x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x16x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_ffn_gate_up_0_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_0_tensor_16x32xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_0_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_0_tensor_16x32xf32 : tensor<16x32xf32> -> tensor<1x16x32xf32>
    %1 = flow.dispatch @_initializer_4_dispatch_0::@_initializer_4_dispatch_0_pack_f32(%0) : (tensor<1x16x32xf32>) -> tensor<1x8x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x8x16x4x1xf32 : tensor<1x8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  flow.executable private @_initializer_5_dispatch_0 {
    flow.executable.export public @_initializer_5_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_5_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x16x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %1 = tensor.empty() : tensor<1x2x16x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %1 : tensor<1x16x16xf32> -> tensor<1x2x16x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 16, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x16x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_ffn_down_0_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_0_tensor_16x16xf32 = util.global.load immutable @__parameter_model_ffn_down_0_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_0_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_5_dispatch_0::@_initializer_5_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x8x16x4x1xf32_2 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_1_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_1_tensor_16x32xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_1_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_1_tensor_16x32xf32 : tensor<16x32xf32> -> tensor<1x16x32xf32>
    %1 = flow.dispatch @_initializer_4_dispatch_0::@_initializer_4_dispatch_0_pack_f32(%0) : (tensor<1x16x32xf32>) -> tensor<1x8x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x8x16x4x1xf32_2 : tensor<1x8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_3 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_ffn_down_1_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_1_tensor_16x16xf32 = util.global.load immutable @__parameter_model_ffn_down_1_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_1_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_5_dispatch_0::@_initializer_5_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_3 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_4 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_lm_head_0_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_0_tensor_16x16xf32 = util.global.load immutable @__parameter_model_lm_head_0_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_0_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_5_dispatch_0::@_initializer_5_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_4 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_5 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_lm_head_1_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_1_tensor_16x16xf32 = util.global.load immutable @__parameter_model_lm_head_1_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_1_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_5_dispatch_0::@_initializer_5_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_5 : tensor<1x2x16x8x1xf32>
    util.return
  }
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_elementwise_Dx16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_elementwise_Dx16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %cst_2 = arith.constant 2.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %4 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty(%0) : tensor<?x16xf32>
        %6 = tensor.empty(%0) : tensor<?xf32>
        %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<?xf32>) -> tensor<?xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x16xf32>) outs(%7 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %10 = math.powf %in, %cst_2 : f32
          %11 = arith.addf %10, %out : f32
          linalg.yield %11 : f32
        } -> tensor<?xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %8, %4 : tensor<?x16xf32>, tensor<?xf32>, tensor<16xf32>) outs(%5 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %10 = arith.divf %in_3, %cst_0 : f32
          %11 = arith.addf %10, %cst : f32
          %12 = math.rsqrt %11 : f32
          %13 = arith.mulf %in, %12 : f32
          %14 = arith.mulf %13, %in_4 : f32
          linalg.yield %14 : f32
        } -> tensor<?x16xf32>
        flow.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x16x8x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x16x8x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %5 = tensor.empty(%1) : tensor<1x?x16x8x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 1] into %5 : tensor<1x?x16xf32> -> tensor<1x?x16x8x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 16, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x16x8x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_batch_mmt4d_1xDx6x16x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_batch_mmt4d_1xDx6x16x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x6x16x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x6x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16x8x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x6x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 16, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16x8x1xf32>>{%0} -> tensor<1x?x16x8x1xf32>
        %4 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 6, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x6x16x4x1xf32>> -> tensor<1x6x16x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x?x6x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x6x8x4xf32>) -> tensor<1x?x6x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x?x16x8x1xf32>, tensor<1x6x16x4x1xf32>) outs(%6 : tensor<1x?x6x8x4xf32>) -> tensor<1x?x6x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 6, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x?x6x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x6x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x6x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x24xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x6x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x24xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 6, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x6x8x4xf32>>{%0} -> tensor<1x?x6x8x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x24xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 4] into %5 : tensor<1x?x6x8x4xf32> -> tensor<1x?x24xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0, 0], sizes = [1, %1, 24], strides = [1, 1, 1] : tensor<1x?x24xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x24xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_4 {
    flow.executable.export public @main$async_dispatch_4_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_5 {
    flow.executable.export public @main$async_dispatch_5_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_6 {
    flow.executable.export public @main$async_dispatch_6_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 16], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_elementwise_broadcast_4xDxD_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_elementwise_broadcast_4xDxD_f32(%arg0: index, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x?x?xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg0, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<writeonly:tensor<4x?x?xf32>>{%0, %0}
        %2 = tensor.empty(%0, %0) : tensor<4x?x?xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%2 : tensor<4x?x?xf32>) {
        ^bb0(%out: f32):
          %4 = linalg.index 1 : index
          %5 = linalg.index 2 : index
          %6 = arith.cmpi sge, %4, %5 : index
          %7 = arith.select %6, %cst_0, %cst : f32
          linalg.yield %7 : f32
        } -> tensor<4x?x?xf32>
        flow.dispatch.tensor.store %3, %1, offsets = [0, 0, 0], sizes = [4, %0, %0], strides = [1, 1, 1] : tensor<4x?x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x?x?xf32>>{%0, %0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_8 {
    flow.executable.export public @main$async_dispatch_8_attention_4x1xDxDxf32_generic workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_attention_4x1xDxDxf32_generic(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x4x2xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x4x2xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<?x4x2xf32>>, %arg3: !flow.dispatch.tensor<readonly:tensor<4x1x?x?xf32>>, %arg4: index, %arg5: !flow.dispatch.tensor<writeonly:tensor<1x?x4x2xf32>>) {
        %cst = arith.constant 0.707106769 : f32
        %0 = flow.dispatch.workload.ordinal %arg4, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x4x2xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<readonly:tensor<4x1x?x?xf32>>{%0, %0}
        %5 = flow.dispatch.tie_shape %arg5 : !flow.dispatch.tensor<writeonly:tensor<1x?x4x2xf32>>{%0}
        %6 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [1, %0, 4, 2], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x4x2xf32>>{%0} -> tensor<1x?x4x2xf32>
        %7 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [%0, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0} -> tensor<?x4x2xf32>
        %8 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [%0, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0} -> tensor<?x4x2xf32>
        %9 = flow.dispatch.tensor.load %4, offsets = [0, 0, 0, 0], sizes = [4, 1, %0, %0], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x1x?x?xf32>>{%0, %0} -> tensor<4x1x?x?xf32>
        %10 = tensor.empty(%0) : tensor<1x?x4x2xf32>
        %11 = tensor.empty(%0) : tensor<4x1x?x2xf32>
        %12 = iree_linalg_ext.attention {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d0, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d5, d0, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d5, d0, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} ins(%6, %7, %8, %cst, %9 : tensor<1x?x4x2xf32>, tensor<?x4x2xf32>, tensor<?x4x2xf32>, f32, tensor<4x1x?x?xf32>) outs(%11 : tensor<4x1x?x2xf32>) {
        ^bb0(%arg6: f32):
          iree_linalg_ext.yield %arg6 : f32
        } -> tensor<4x1x?x2xf32>
        %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<4x1x?x2xf32>) outs(%10 : tensor<1x?x4x2xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<1x?x4x2xf32>
        flow.dispatch.tensor.store %13, %5, offsets = [0, 0, 0, 0], sizes = [1, %0, 4, 2], strides = [1, 1, 1, 1] : tensor<1x?x4x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x4x2xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_9 {
    flow.executable.export public @main$async_dispatch_9_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_9_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %5 = tensor.empty(%1) : tensor<1x?x8x4x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %5 : tensor<1x?x8xf32> -> tensor<1x?x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 8, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_10 {
    flow.executable.export public @main$async_dispatch_10_batch_mmt4d_1x2xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_10_batch_mmt4d_1x2xDx8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x8x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 8, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x8x8x1xf32>> -> tensor<1x2x8x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x4x1xf32>>{%0} -> tensor<1x?x8x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x2x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>) outs(%6 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, %0, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x2x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_11 {
    flow.executable.export public @main$async_dispatch_11_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_11_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, %0, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>{%0} -> tensor<1x2x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x16xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %5 : tensor<1x2x?x8x4xf32> -> tensor<1x?x16xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_23 {
    flow.executable.export public @main$async_dispatch_23_elementwise_1xDx16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_23_elementwise_1xDx16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg3, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
        %5 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %6 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %7 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %8 = tensor.empty(%0) : tensor<1x?x16xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %6, %7 : tensor<1x?x16xf32>, tensor<1x?x16xf32>, tensor<1x?x16xf32>) outs(%8 : tensor<1x?x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %10 = arith.addf %in_0, %in_1 : f32
          %11 = arith.addf %in, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<1x?x16xf32>
        flow.dispatch.tensor.store %9, %4, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_27 {
    flow.executable.export public @main$async_dispatch_27_batch_mmt4d_1xDx8x16x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_27_batch_mmt4d_1xDx8x16x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x8x16x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16x8x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 16, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16x8x1xf32>>{%0} -> tensor<1x?x16x8x1xf32>
        %4 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x16x4x1xf32>> -> tensor<1x8x16x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x?x8x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x8x8x4xf32>) -> tensor<1x?x8x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x?x16x8x1xf32>, tensor<1x8x16x4x1xf32>) outs(%6 : tensor<1x?x8x8x4xf32>) -> tensor<1x?x8x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_28 {
    flow.executable.export public @main$async_dispatch_28_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_28_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>{%0} -> tensor<1x?x8x8x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x32xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 4] into %5 : tensor<1x?x8x8x4xf32> -> tensor<1x?x32xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0, 0], sizes = [1, %1, 32], strides = [1, 1, 1] : tensor<1x?x32xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_29 {
    flow.executable.export public @main$async_dispatch_29_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_29_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x32xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0} -> tensor<?x16xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_30 {
    flow.executable.export public @main$async_dispatch_30_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_30_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x32xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 16], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0} -> tensor<?x16xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_31 {
    flow.executable.export public @main$async_dispatch_31_elementwise_1xDx16_f32_pack workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_31_elementwise_1xDx16_f32_pack(%arg0: index, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg0, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>{%1}
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %6 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %7 = tensor.empty(%1) : tensor<1x?x16x4x1xf32>
        %8 = tensor.empty(%0) : tensor<1x?x16xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %6 : tensor<1x?x16xf32>, tensor<1x?x16xf32>) outs(%8 : tensor<1x?x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %10 = arith.negf %in : f32
          %11 = math.exp %10 : f32
          %12 = arith.addf %11, %cst_0 : f32
          %13 = arith.divf %cst_0, %12 : f32
          %14 = arith.mulf %13, %in : f32
          %15 = arith.mulf %14, %in_1 : f32
          linalg.yield %15 : f32
        } -> tensor<1x?x16xf32>
        %pack = tensor.pack %9 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %7 : tensor<1x?x16xf32> -> tensor<1x?x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %4, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_32 {
    flow.executable.export public @main$async_dispatch_32_batch_mmt4d_1x2xDx16x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_32_batch_mmt4d_1x2xDx16x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x16x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 16, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x16x8x1xf32>> -> tensor<1x2x16x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>{%0} -> tensor<1x?x16x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x2x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>) outs(%6 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, %0, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x2x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_46 {
    flow.executable.export public @main$async_dispatch_46_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_46_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %5 = tensor.empty(%1) : tensor<1x?x16x4x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %5 : tensor<1x?x16xf32> -> tensor<1x?x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_53 {
    flow.executable.export public @main$async_dispatch_53_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_53_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_54 {
    flow.executable.export public @main$async_dispatch_54_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_54_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0, 16], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  util.global private @__parameter_model_out_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %__parameter_model_out_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_0_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_0_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_0_tensor_16xf32 : tensor<16xf32>
    %__hoisted_tensor_1x6x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x6x16x4x1xf32 : tensor<1x6x16x4x1xf32>
    %__hoisted_tensor_1x2x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32>
    %__hoisted_tensor_1x6x16x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_1x6x16x4x1xf32_0 : tensor<1x6x16x4x1xf32>
    %__hoisted_tensor_1x2x8x8x1xf32_1 = util.global.load immutable @__hoisted_tensor_1x2x8x8x1xf32_1 : tensor<1x2x8x8x1xf32>
    %__hoisted_tensor_1x8x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x8x16x4x1xf32 : tensor<1x8x16x4x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x8x16x4x1xf32_2 = util.global.load immutable @__hoisted_tensor_1x8x16x4x1xf32_2 : tensor<1x8x16x4x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_3 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_3 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_4 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_4 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_5 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_5 : tensor<1x2x16x8x1xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<1x?x16xf32>{%0}
    %2 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %3 = hal.tensor.import on(#hal.device.affinity<@__device_1>) wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<1x?x16xf32>{%2}
    %4 = util.assume.int %0<umin = 1, umax = 64> : index
    %5 = flow.tensor.reshape %1 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %6 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%4](%5, %__parameter_model_attn_norm_0_tensor_16xf32, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %7 = flow.tensor.reshape %6 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %8 = arith.subi %4, %c1 : index
    %9 = arith.divui %8, %c8 : index
    %10 = arith.addi %9, %c1 : index
    %11 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%4, %10](%7, %4, %10) : (tensor<1x?x16xf32>{%4}, index, index) -> tensor<1x?x16x8x1xf32>{%10}
    %12 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1xDx6x16x8x4x1_f32[%10](%11, %__hoisted_tensor_1x6x16x4x1xf32, %10) : (tensor<1x?x16x8x1xf32>{%10}, tensor<1x6x16x4x1xf32>, index) -> tensor<1x?x6x8x4xf32>{%10}
    %13 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%10, %4](%12, %10, %4) : (tensor<1x?x6x8x4xf32>{%10}, index, index) -> tensor<1x?x24xf32>{%4}
    %14 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%4](%13, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %15 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy[%4](%13, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %16 = flow.tensor.reshape %15 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %17 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy[%4](%13, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %18 = flow.tensor.reshape %17 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %19 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_elementwise_broadcast_4xDxD_f32[%4](%4) : (index) -> tensor<4x?x?xf32>{%4, %4}
    %20 = flow.tensor.reshape %14 : tensor<?x8xf32>{%4} -> tensor<1x?x4x2xf32>{%4}
    %21 = flow.tensor.reshape %19 : tensor<4x?x?xf32>{%4, %4} -> tensor<4x1x?x?xf32>{%4, %4}
    %22 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_attention_4x1xDxDxf32_generic[%4](%20, %16, %18, %21, %4) : (tensor<1x?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<4x1x?x?xf32>{%4, %4}, index) -> tensor<1x?x4x2xf32>{%4}
    %23 = flow.tensor.reshape %22 : tensor<1x?x4x2xf32>{%4} -> tensor<1x?x8xf32>{%4}
    %24 = arith.divui %8, %c4 : index
    %25 = arith.addi %24, %c1 : index
    %26 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_pack_f32[%4, %25](%23, %4, %25) : (tensor<1x?x8xf32>{%4}, index, index) -> tensor<1x?x8x4x1xf32>{%25}
    %27 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_batch_mmt4d_1x2xDx8x8x4x1_f32[%25](%__hoisted_tensor_1x2x8x8x1xf32, %26, %25) : (tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>{%25}, index) -> tensor<1x2x?x8x4xf32>{%25}
    %28 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%25, %4](%27, %25, %4) : (tensor<1x2x?x8x4xf32>{%25}, index, index) -> tensor<1x?x16xf32>{%4}
    %29 = flow.tensor.reshape %3 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %30 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%4](%29, %__parameter_model_attn_norm_1_tensor_16xf32, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %31 = flow.tensor.reshape %30 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %32 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%4, %10](%31, %4, %10) : (tensor<1x?x16xf32>{%4}, index, index) -> tensor<1x?x16x8x1xf32>{%10}
    %33 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1xDx6x16x8x4x1_f32[%10](%32, %__hoisted_tensor_1x6x16x4x1xf32_0, %10) : (tensor<1x?x16x8x1xf32>{%10}, tensor<1x6x16x4x1xf32>, index) -> tensor<1x?x6x8x4xf32>{%10}
    %34 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%10, %4](%33, %10, %4) : (tensor<1x?x6x8x4xf32>{%10}, index, index) -> tensor<1x?x24xf32>{%4}
    %35 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%4](%34, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %36 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy[%4](%34, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %37 = flow.tensor.reshape %36 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %38 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy[%4](%34, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %39 = flow.tensor.reshape %38 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %40 = flow.tensor.reshape %35 : tensor<?x8xf32>{%4} -> tensor<1x?x4x2xf32>{%4}
    %41 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_attention_4x1xDxDxf32_generic[%4](%40, %37, %39, %21, %4) : (tensor<1x?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<4x1x?x?xf32>{%4, %4}, index) -> tensor<1x?x4x2xf32>{%4}
    %42 = flow.tensor.reshape %41 : tensor<1x?x4x2xf32>{%4} -> tensor<1x?x8xf32>{%4}
    %43 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_pack_f32[%4, %25](%42, %4, %25) : (tensor<1x?x8xf32>{%4}, index, index) -> tensor<1x?x8x4x1xf32>{%25}
    %44 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_batch_mmt4d_1x2xDx8x8x4x1_f32[%25](%__hoisted_tensor_1x2x8x8x1xf32_1, %43, %25) : (tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>{%25}, index) -> tensor<1x2x?x8x4xf32>{%25}
    %45 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%25, %4](%44, %25, %4) : (tensor<1x2x?x8x4xf32>{%25}, index, index) -> tensor<1x?x16xf32>{%4}
    %46 = flow.tensor.transfer %45 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_0>
    %47 = flow.tensor.transfer %28 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_1>
    %48 = flow.dispatch @main$async_dispatch_23::@main$async_dispatch_23_elementwise_1xDx16_f32[%4](%1, %28, %46, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, index) -> tensor<1x?x16xf32>{%4}
    %49 = flow.tensor.reshape %48 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %50 = flow.dispatch @main$async_dispatch_23::@main$async_dispatch_23_elementwise_1xDx16_f32[%4](%3, %47, %45, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, index) -> tensor<1x?x16xf32>{%4}
    %51 = flow.tensor.reshape %50 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %52 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%4](%49, %__parameter_model_ffn_norm_0_tensor_16xf32, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %53 = flow.tensor.reshape %52 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %54 = flow.tensor.empty : tensor<1x?x32xf32>{%4}
    %55 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%4, %10](%53, %4, %10) : (tensor<1x?x16xf32>{%4}, index, index) -> tensor<1x?x16x8x1xf32>{%10}
    %56 = flow.dispatch @main$async_dispatch_27::@main$async_dispatch_27_batch_mmt4d_1xDx8x16x8x4x1_f32[%10](%55, %__hoisted_tensor_1x8x16x4x1xf32, %10) : (tensor<1x?x16x8x1xf32>{%10}, tensor<1x8x16x4x1xf32>, index) -> tensor<1x?x8x8x4xf32>{%10}
    %57 = flow.dispatch @main$async_dispatch_28::@main$async_dispatch_28_unpack_f32[%10, %4](%56, %10, %4) : (tensor<1x?x8x8x4xf32>{%10}, index, index) -> tensor<1x?x32xf32>{%4}
    %58 = flow.dispatch @main$async_dispatch_29::@main$async_dispatch_29_slow_memcpy[%4](%57, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %59 = flow.dispatch @main$async_dispatch_30::@main$async_dispatch_30_slow_memcpy[%4](%57, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %60 = flow.tensor.reshape %58 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %61 = flow.tensor.reshape %59 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %62 = flow.dispatch @main$async_dispatch_31::@main$async_dispatch_31_elementwise_1xDx16_f32_pack[%4, %25](%4, %60, %61, %25) : (index, tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, index) -> tensor<1x?x16x4x1xf32>{%25}
    %63 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_batch_mmt4d_1x2xDx16x8x4x1_f32[%25](%__hoisted_tensor_1x2x16x8x1xf32, %62, %25) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%25}, index) -> tensor<1x2x?x8x4xf32>{%25}
    %64 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%25, %4](%63, %25, %4) : (tensor<1x2x?x8x4xf32>{%25}, index, index) -> tensor<1x?x16xf32>{%4}
    %65 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%4](%51, %__parameter_model_ffn_norm_1_tensor_16xf32, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %66 = flow.tensor.reshape %65 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %67 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%4, %10](%66, %4, %10) : (tensor<1x?x16xf32>{%4}, index, index) -> tensor<1x?x16x8x1xf32>{%10}
    %68 = flow.dispatch @main$async_dispatch_27::@main$async_dispatch_27_batch_mmt4d_1xDx8x16x8x4x1_f32[%10](%67, %__hoisted_tensor_1x8x16x4x1xf32_2, %10) : (tensor<1x?x16x8x1xf32>{%10}, tensor<1x8x16x4x1xf32>, index) -> tensor<1x?x8x8x4xf32>{%10}
    %69 = flow.dispatch @main$async_dispatch_28::@main$async_dispatch_28_unpack_f32[%10, %4](%68, %10, %4) : (tensor<1x?x8x8x4xf32>{%10}, index, index) -> tensor<1x?x32xf32>{%4}
    %70 = flow.dispatch @main$async_dispatch_29::@main$async_dispatch_29_slow_memcpy[%4](%69, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %71 = flow.dispatch @main$async_dispatch_30::@main$async_dispatch_30_slow_memcpy[%4](%69, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %72 = flow.tensor.reshape %70 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %73 = flow.tensor.reshape %71 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %74 = flow.dispatch @main$async_dispatch_31::@main$async_dispatch_31_elementwise_1xDx16_f32_pack[%4, %25](%4, %72, %73, %25) : (index, tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, index) -> tensor<1x?x16x4x1xf32>{%25}
    %75 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_batch_mmt4d_1x2xDx16x8x4x1_f32[%25](%__hoisted_tensor_1x2x16x8x1xf32_3, %74, %25) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%25}, index) -> tensor<1x2x?x8x4xf32>{%25}
    %76 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%25, %4](%75, %25, %4) : (tensor<1x2x?x8x4xf32>{%25}, index, index) -> tensor<1x?x16xf32>{%4}
    %77 = flow.tensor.transfer %76 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_0>
    %78 = flow.tensor.transfer %64 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_1>
    %79 = flow.dispatch @main$async_dispatch_23::@main$async_dispatch_23_elementwise_1xDx16_f32[%4](%48, %64, %77, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, index) -> tensor<1x?x16xf32>{%4}
    %80 = flow.tensor.reshape %79 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %81 = flow.dispatch @main$async_dispatch_23::@main$async_dispatch_23_elementwise_1xDx16_f32[%4](%50, %78, %76, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, tensor<1x?x16xf32>{%4}, index) -> tensor<1x?x16xf32>{%4}
    %82 = flow.tensor.reshape %81 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %83 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%4](%80, %__parameter_model_out_norm_0_tensor_16xf32, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %84 = flow.tensor.reshape %83 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %85 = flow.dispatch @main$async_dispatch_46::@main$async_dispatch_46_pack_f32[%4, %25](%84, %4, %25) : (tensor<1x?x16xf32>{%4}, index, index) -> tensor<1x?x16x4x1xf32>{%25}
    %86 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_batch_mmt4d_1x2xDx16x8x4x1_f32[%25](%__hoisted_tensor_1x2x16x8x1xf32_4, %85, %25) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%25}, index) -> tensor<1x2x?x8x4xf32>{%25}
    %87 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%25, %4](%86, %25, %4) : (tensor<1x2x?x8x4xf32>{%25}, index, index) -> tensor<1x?x16xf32>{%4}
    %88 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%4](%82, %__parameter_model_out_norm_1_tensor_16xf32, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %89 = flow.tensor.reshape %88 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %90 = flow.dispatch @main$async_dispatch_46::@main$async_dispatch_46_pack_f32[%4, %25](%89, %4, %25) : (tensor<1x?x16xf32>{%4}, index, index) -> tensor<1x?x16x4x1xf32>{%25}
    %91 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_batch_mmt4d_1x2xDx16x8x4x1_f32[%25](%__hoisted_tensor_1x2x16x8x1xf32_5, %90, %25) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%25}, index) -> tensor<1x2x?x8x4xf32>{%25}
    %92 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%25, %4](%91, %25, %4) : (tensor<1x2x?x8x4xf32>{%25}, index, index) -> tensor<1x?x16xf32>{%4}
    %93 = flow.tensor.transfer %92 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_0>
    %94 = flow.tensor.reshape %87 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %95 = flow.dispatch @main$async_dispatch_53::@main$async_dispatch_53_slow_memcpy[%4](%94, %54, %4) : (tensor<?x16xf32>{%4}, tensor<1x?x32xf32>{%4}, index) -> %54{%4}
    %96 = flow.tensor.reshape %93 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %97 = flow.dispatch @main$async_dispatch_54::@main$async_dispatch_54_slow_memcpy[%4](%96, %95, %4) : (tensor<?x16xf32>{%4}, tensor<1x?x32xf32>{%4}, index) -> %95{%4}
    %98 = hal.tensor.barrier join(%97 : tensor<1x?x32xf32>) => %arg3 : !hal.fence
    %99 = hal.tensor.export %98 : tensor<1x?x32xf32>{%4} -> !hal.buffer_view
    util.return %99 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
