module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_4 = #hal.device.target<"local", {ordinal = 4 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_5 = #hal.device.target<"local", {ordinal = 5 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_6 = #hal.device.target<"local", {ordinal = 6 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_7 = #hal.device.target<"local", {ordinal = 7 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x2x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x6xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x16x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 6], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x6xf32>> -> tensor<1x16x6xf32>
        %1 = tensor.empty() : tensor<1x2x16x4x1xf32>
        %pack = tensor.pack %0 padding_value(%cst : f32) outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 1] into %1 : tensor<1x16x6xf32> -> tensor<1x2x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x16x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_attn_qkv_0_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_0_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_0_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_0_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x4xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x4xf32>
  flow.executable private @_initializer_1_dispatch_0 {
    flow.executable.export public @_initializer_1_dispatch_0_elementwise_broadcast_4x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_elementwise_broadcast_4x4_f32(%arg0: !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 0xFF800000 : f32
        %0 = tensor.empty() : tensor<4x4xf32>
        %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<4x4xf32>) {
        ^bb0(%out: f32):
          %2 = linalg.index 0 : index
          %3 = linalg.index 1 : index
          %4 = arith.cmpi sge, %2, %3 : index
          %5 = arith.select %4, %cst, %cst_0 : f32
          linalg.yield %5 : f32
        } -> tensor<4x4xf32>
        flow.dispatch.tensor.store %1, %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_elementwise_broadcast_4x4_f32() : () -> tensor<4x4xf32>
    util.global.store %0, @__hoisted_tensor_4x4xf32 : tensor<4x4xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  flow.executable private @_initializer_2_dispatch_0 {
    flow.executable.export public @_initializer_2_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_2_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x2x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 2, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x16xf32>> -> tensor<1x2x16xf32>
        %1 = tensor.empty() : tensor<1x4x2x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 1] into %1 : tensor<1x2x16xf32> -> tensor<1x4x2x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 4, 2, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x4x2x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_attn_out_0_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_0_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_0_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_0_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_1_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_1_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_1_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_1_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_0 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32_1 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  util.global private @__parameter_model_attn_out_1_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_1_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_1_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_1_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32_1 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_2 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_2_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.2"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_2_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_2_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_2_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_2 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32_3 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  util.global private @__parameter_model_attn_out_2_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.2"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_2_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_2_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_2_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32_3 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_4 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_3_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.3"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_3_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_3_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_3_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_4 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32_5 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  util.global private @__parameter_model_attn_out_3_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.3"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_3_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_3_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_3_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32_5 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_6 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_4_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.4"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_4_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_4_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_4_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_6 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32_7 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  util.global private @__parameter_model_attn_out_4_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.4"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_4_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_4_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_4_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32_7 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_8 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_5_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.5"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_5_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_5_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_5_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_8 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32_9 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  util.global private @__parameter_model_attn_out_5_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.5"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_5_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_5_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_5_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32_9 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_10 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_6_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.6"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_6_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_6_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_6_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_10 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32_11 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  util.global private @__parameter_model_attn_out_6_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.6"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_6_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_6_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_6_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32_11 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_12 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_attn_qkv_7_tensor_16x6xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.7"> : tensor<16x6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_7_tensor_16x6xf32 = util.global.load immutable @__parameter_model_attn_qkv_7_tensor_16x6xf32 : tensor<16x6xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_7_tensor_16x6xf32 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x6xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_12 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x2x4x1xf32_13 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x2x4x1xf32>
  util.global private @__parameter_model_attn_out_7_tensor_2x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.7"> : tensor<2x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_7_tensor_2x16xf32 = util.global.load immutable @__parameter_model_attn_out_7_tensor_2x16xf32 : tensor<2x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_7_tensor_2x16xf32 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %1 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_pack_f32(%0) : (tensor<1x2x16xf32>) -> tensor<1x4x2x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x2x4x1xf32_13 : tensor<1x4x2x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_14 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  flow.executable private @_initializer_17_dispatch_0 {
    flow.executable.export public @_initializer_17_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_17_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
        %1 = tensor.empty() : tensor<1x2x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 1] into %1 : tensor<1x16x8xf32> -> tensor<1x2x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x16x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_ffn_gate_up_0_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_0_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_0_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_0_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_14 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  flow.executable private @_initializer_18_dispatch_0 {
    flow.executable.export public @_initializer_18_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_18_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x4x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = tensor.empty() : tensor<1x4x4x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 1] into %1 : tensor<1x4x16xf32> -> tensor<1x4x4x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 4, 4, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x4x4x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_ffn_down_0_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_0_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_0_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_0_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_15 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_1_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_1_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_1_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_1_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_15 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32_16 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  util.global private @__parameter_model_ffn_down_1_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_1_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_1_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_1_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32_16 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_17 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_2_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.2"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_2_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_2_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_2_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_17 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32_18 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  util.global private @__parameter_model_ffn_down_2_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.2"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_2_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_2_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_2_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32_18 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_19 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_3_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.3"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_3_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_3_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_3_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_19 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32_20 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  util.global private @__parameter_model_ffn_down_3_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.3"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_3_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_3_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_3_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32_20 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_21 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_4_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.4"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_4_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_4_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_4_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_21 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32_22 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  util.global private @__parameter_model_ffn_down_4_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.4"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_4_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_4_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_4_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32_22 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_23 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_5_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.5"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_5_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_5_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_5_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_23 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32_24 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  util.global private @__parameter_model_ffn_down_5_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.5"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_5_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_5_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_5_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32_24 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_25 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_6_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.6"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_6_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_6_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_6_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_25 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32_26 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  util.global private @__parameter_model_ffn_down_6_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.6"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_6_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_6_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_6_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32_26 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x4x1xf32_27 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x4x1xf32>
  util.global private @__parameter_model_ffn_gate_up_7_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.7"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_7_tensor_16x8xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_7_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_7_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_17_dispatch_0::@_initializer_17_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x2x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x4x1xf32_27 : tensor<1x2x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x4x4x4x1xf32_28 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x4x4x4x1xf32>
  util.global private @__parameter_model_ffn_down_7_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.7"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_7_tensor_4x16xf32 = util.global.load immutable @__parameter_model_ffn_down_7_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_7_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_18_dispatch_0::@_initializer_18_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x4x4x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x4x4x4x1xf32_28 : tensor<1x4x4x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  flow.executable private @_initializer_33_dispatch_0 {
    flow.executable.export public @_initializer_33_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_33_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x1x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x4xf32>> -> tensor<1x16x4xf32>
        %1 = tensor.empty() : tensor<1x1x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [4, 1] into %1 : tensor<1x16x4xf32> -> tensor<1x1x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x16x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_lm_head_0_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_0_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_0_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_0_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32 : tensor<1x1x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32_29 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  util.global private @__parameter_model_lm_head_1_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_1_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_1_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_1_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32_29 : tensor<1x1x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32_30 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  util.global private @__parameter_model_lm_head_2_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.2"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_2_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_2_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_2_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32_30 : tensor<1x1x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32_31 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  util.global private @__parameter_model_lm_head_3_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.3"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_3_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_3_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_3_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32_31 : tensor<1x1x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32_32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  util.global private @__parameter_model_lm_head_4_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.4"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_4_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_4_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_4_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32_32 : tensor<1x1x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32_33 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  util.global private @__parameter_model_lm_head_5_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.5"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_5_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_5_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_5_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32_33 : tensor<1x1x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32_34 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  util.global private @__parameter_model_lm_head_6_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.6"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_6_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_6_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_6_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32_34 : tensor<1x1x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x4x1xf32_35 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x4x1xf32>
  util.global private @__parameter_model_lm_head_7_tensor_16x4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.7"> : tensor<16x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_7_tensor_16x4xf32 = util.global.load immutable @__parameter_model_lm_head_7_tensor_16x4xf32 : tensor<16x4xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_7_tensor_16x4xf32 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %1 = flow.dispatch @_initializer_33_dispatch_0::@_initializer_33_dispatch_0_pack_f32(%0) : (tensor<1x16x4xf32>) -> tensor<1x1x16x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x4x1xf32_35 : tensor<1x1x16x4x1xf32>
    util.return
  }
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_elementwise_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_elementwise_4x16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %cst = arith.constant 2.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %cst_1 = arith.constant 1.600000e+01 : f32
        %cst_2 = arith.constant 9.99999974E-6 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %2 = tensor.empty() : tensor<4x16xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x16xf32>) outs(%4 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = math.powf %in, %cst : f32
          %8 = arith.addf %7, %out : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %5, %1 : tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>) outs(%2 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %7 = arith.divf %in_3, %cst_1 : f32
          %8 = arith.addf %7, %cst_2 : f32
          %9 = math.rsqrt %8 : f32
          %10 = arith.mulf %in, %9 : f32
          %11 = arith.mulf %10, %in_4 : f32
          linalg.yield %11 : f32
        } -> tensor<4x16xf32>
        flow.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x1x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = tensor.empty() : tensor<1x1x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %1 : tensor<1x4x16xf32> -> tensor<1x1x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x16x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x16x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x2x16x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x2x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x16x4x1xf32>> -> tensor<1x1x16x4x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x16x4x1xf32>> -> tensor<1x2x16x4x1xf32>
        %2 = tensor.empty() : tensor<1x1x2x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
        %4 = linalg.batch_mmt4d ins(%0, %1 : tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) outs(%3 : tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 2, 4, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x2x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x2x4x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x6xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 2, 4, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x2x4x4xf32>> -> tensor<1x1x2x4x4xf32>
        %1 = tensor.empty() : tensor<1x4x6xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 4] into %1 : tensor<1x1x2x4x4xf32> -> tensor<1x4x6xf32>
        flow.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0, 0], sizes = [1, 4, 6], strides = [1, 1, 1] : tensor<1x4x6xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x6xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_4 {
    flow.executable.export public @main$async_dispatch_4_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x6xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x2xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x6xf32>> -> tensor<4x2xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 2], strides = [1, 1] : tensor<4x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x2xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_5 {
    flow.executable.export public @main$async_dispatch_5_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x6xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x2xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 2], sizes = [1, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x6xf32>> -> tensor<4x2xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 2], strides = [1, 1] : tensor<4x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x2xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_6 {
    flow.executable.export public @main$async_dispatch_6_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x6xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x2xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 4], sizes = [1, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x6xf32>> -> tensor<4x2xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 2], strides = [1, 1] : tensor<4x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x2xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>>, %arg3: !flow.dispatch.tensor<readonly:tensor<1x4x4xf32>>, %arg4: !flow.dispatch.tensor<writeonly:tensor<1x4x2xf32>>) {
        %cst = arith.constant 0.707106769 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
        %3 = flow.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4xf32>> -> tensor<1x4x4xf32>
        %4 = tensor.empty() : tensor<1x4x2xf32>
        %5 = iree_linalg_ext.attention {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]} ins(%0, %1, %2, %cst, %3 : tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, f32, tensor<1x4x4xf32>) outs(%4 : tensor<1x4x2xf32>) {
        ^bb0(%arg5: f32):
          iree_linalg_ext.yield %arg5 : f32
        } -> tensor<1x4x2xf32>
        flow.dispatch.tensor.store %5, %arg4, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : tensor<1x4x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_8 {
    flow.executable.export public @main$async_dispatch_8_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x1x2x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
        %1 = tensor.empty() : tensor<1x1x2x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %1 : tensor<1x4x2xf32> -> tensor<1x1x2x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 2, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x2x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_9 {
    flow.executable.export public @main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x2x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x4x2x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x4x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 2, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x2x4x1xf32>> -> tensor<1x1x2x4x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 4, 2, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4x1xf32>> -> tensor<1x4x2x4x1xf32>
        %2 = tensor.empty() : tensor<1x1x4x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
        %4 = linalg.batch_mmt4d ins(%0, %1 : tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) outs(%3 : tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 4, 4, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x4x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x4x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_10 {
    flow.executable.export public @main$async_dispatch_10_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_10_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x4x4x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x16xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 4, 4, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x4x4x4xf32>> -> tensor<1x1x4x4x4xf32>
        %1 = tensor.empty() : tensor<1x4x16xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 4] into %1 : tensor<1x1x4x4x4xf32> -> tensor<1x4x16xf32>
        flow.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_88 {
    flow.executable.export public @main$async_dispatch_88_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_88_elementwise_64_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg3: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg4: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg5: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg6: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg7: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg8: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg9: !flow.dispatch.tensor<writeonly:tensor<64xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %3 = flow.dispatch.tensor.load %arg3, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %4 = flow.dispatch.tensor.load %arg4, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %5 = flow.dispatch.tensor.load %arg5, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %6 = flow.dispatch.tensor.load %arg6, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %7 = flow.dispatch.tensor.load %arg7, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %8 = flow.dispatch.tensor.load %arg8, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %9 = tensor.empty() : tensor<64xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%9 : tensor<64xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %out: f32):
          %11 = arith.addf %in_0, %in_1 : f32
          %12 = arith.addf %11, %in_2 : f32
          %13 = arith.addf %12, %in_3 : f32
          %14 = arith.addf %13, %in_4 : f32
          %15 = arith.addf %14, %in_5 : f32
          %16 = arith.addf %15, %in_6 : f32
          %17 = arith.addf %16, %in_7 : f32
          %18 = arith.addf %in, %17 : f32
          linalg.yield %18 : f32
        } -> tensor<64xf32>
        flow.dispatch.tensor.store %10, %arg9, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !flow.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_99 {
    flow.executable.export public @main$async_dispatch_99_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_99_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x2x4x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x8xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 2, 4, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x2x4x4xf32>> -> tensor<1x1x2x4x4xf32>
        %1 = tensor.empty() : tensor<1x4x8xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 4] into %1 : tensor<1x1x2x4x4xf32> -> tensor<1x4x8xf32>
        flow.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1] : tensor<1x4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_100 {
    flow.executable.export public @main$async_dispatch_100_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_100_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x8xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_101 {
    flow.executable.export public @main$async_dispatch_101_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_101_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 4], sizes = [1, 4, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x8xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_102 {
    flow.executable.export public @main$async_dispatch_102_elementwise_1x4x4_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_102_elementwise_1x4x4_f32_pack(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x4x4xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x4x4x1xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4xf32>> -> tensor<1x4x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4xf32>> -> tensor<1x4x4xf32>
        %2 = tensor.empty() : tensor<1x1x4x4x1xf32>
        %3 = tensor.empty() : tensor<1x4x4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%3 : tensor<1x4x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.negf %in : f32
          %6 = math.exp %5 : f32
          %7 = arith.addf %6, %cst : f32
          %8 = arith.divf %cst, %7 : f32
          %9 = arith.mulf %8, %in : f32
          %10 = arith.mulf %9, %in_0 : f32
          linalg.yield %10 : f32
        } -> tensor<1x4x4xf32>
        %pack = tensor.pack %4 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %2 : tensor<1x4x4xf32> -> tensor<1x1x4x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 4, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x4x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x4x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_103 {
    flow.executable.export public @main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x4x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x4x4x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x4x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 4, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x4x4x1xf32>> -> tensor<1x1x4x4x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 4, 4, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4x4x1xf32>> -> tensor<1x4x4x4x1xf32>
        %2 = tensor.empty() : tensor<1x1x4x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
        %4 = linalg.batch_mmt4d ins(%0, %1 : tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) outs(%3 : tensor<1x1x4x4x4xf32>) -> tensor<1x1x4x4x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 4, 4, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x4x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x4x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_178 {
    flow.executable.export public @main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x16x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x1x16x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x1x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x16x4x1xf32>> -> tensor<1x1x16x4x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x16x4x1xf32>> -> tensor<1x1x16x4x1xf32>
        %2 = tensor.empty() : tensor<1x1x1x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x1x4x4xf32>) -> tensor<1x1x1x4x4xf32>
        %4 = linalg.batch_mmt4d ins(%0, %1 : tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) outs(%3 : tensor<1x1x1x4x4xf32>) -> tensor<1x1x1x4x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 1, 4, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x1x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x1x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_179 {
    flow.executable.export public @main$async_dispatch_179_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_179_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x1x4x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 1, 4, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x1x4x4xf32>> -> tensor<1x1x1x4x4xf32>
        %1 = tensor.empty() : tensor<1x4x4xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 4] into %1 : tensor<1x1x1x4x4xf32> -> tensor<1x4x4xf32>
        flow.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<1x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_208 {
    flow.executable.export public @main$async_dispatch_208_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_208_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_209 {
    flow.executable.export public @main$async_dispatch_209_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_209_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 4], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_210 {
    flow.executable.export public @main$async_dispatch_210_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_210_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 8], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_211 {
    flow.executable.export public @main$async_dispatch_211_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_211_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 12], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_212 {
    flow.executable.export public @main$async_dispatch_212_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_212_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 16], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_213 {
    flow.executable.export public @main$async_dispatch_213_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_213_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 20], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_214 {
    flow.executable.export public @main$async_dispatch_214_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_214_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 24], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_215 {
    flow.executable.export public @main$async_dispatch_215_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_215_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 28], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_out_norm_7_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.7"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_6_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.6"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_5_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.5"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_4_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.4"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_3_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.3"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_2_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.2"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_7_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.7"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_6_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.6"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_5_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.5"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_4_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.4"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_3_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.3"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_2_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.2"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_7_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.7"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_6_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.6"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_5_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.5"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_4_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.4"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_3_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.3"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_2_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.2"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.fence, %arg9: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__parameter_model_out_norm_7_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_7_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_6_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_6_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_5_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_5_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_4_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_4_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_3_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_3_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_2_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_2_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_0_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_7_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_7_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_6_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_6_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_5_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_5_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_4_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_4_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_3_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_3_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_2_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_2_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_0_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_7_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_7_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_6_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_6_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_5_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_5_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_4_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_4_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_3_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_3_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_2_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_2_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_0_tensor_16xf32 : tensor<16xf32>
    %__hoisted_tensor_1x2x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_4x4xf32 = util.global.load immutable @__hoisted_tensor_4x4xf32 : tensor<4x4xf32>
    %__hoisted_tensor_1x4x2x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_0 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x2x4x1xf32_1 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32_1 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_2 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_2 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x2x4x1xf32_3 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32_3 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_4 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_4 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x2x4x1xf32_5 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32_5 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_6 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_6 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x2x4x1xf32_7 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32_7 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_8 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_8 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x2x4x1xf32_9 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32_9 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_10 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_10 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x2x4x1xf32_11 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32_11 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_12 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_12 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x2x4x1xf32_13 = util.global.load immutable @__hoisted_tensor_1x4x2x4x1xf32_13 : tensor<1x4x2x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_14 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_14 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_15 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_15 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32_16 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32_16 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_17 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_17 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32_18 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32_18 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_19 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_19 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32_20 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32_20 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_21 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_21 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32_22 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32_22 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_23 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_23 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32_24 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32_24 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_25 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_25 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32_26 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32_26 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x2x16x4x1xf32_27 = util.global.load immutable @__hoisted_tensor_1x2x16x4x1xf32_27 : tensor<1x2x16x4x1xf32>
    %__hoisted_tensor_1x4x4x4x1xf32_28 = util.global.load immutable @__hoisted_tensor_1x4x4x4x1xf32_28 : tensor<1x4x4x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32 : tensor<1x1x16x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32_29 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32_29 : tensor<1x1x16x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32_30 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32_30 : tensor<1x1x16x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32_31 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32_31 : tensor<1x1x16x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32_32 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32_32 : tensor<1x1x16x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32_33 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32_33 : tensor<1x1x16x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32_34 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32_34 : tensor<1x1x16x4x1xf32>
    %__hoisted_tensor_1x1x16x4x1xf32_35 = util.global.load immutable @__hoisted_tensor_1x1x16x4x1xf32_35 : tensor<1x1x16x4x1xf32>
    %0 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg8) => %arg0 : !hal.buffer_view -> tensor<1x4x16xf32>
    %1 = hal.tensor.import on(#hal.device.affinity<@__device_1>) wait(%arg8) => %arg1 : !hal.buffer_view -> tensor<1x4x16xf32>
    %2 = hal.tensor.import on(#hal.device.affinity<@__device_2>) wait(%arg8) => %arg2 : !hal.buffer_view -> tensor<1x4x16xf32>
    %3 = hal.tensor.import on(#hal.device.affinity<@__device_3>) wait(%arg8) => %arg3 : !hal.buffer_view -> tensor<1x4x16xf32>
    %4 = hal.tensor.import on(#hal.device.affinity<@__device_4>) wait(%arg8) => %arg4 : !hal.buffer_view -> tensor<1x4x16xf32>
    %5 = hal.tensor.import on(#hal.device.affinity<@__device_5>) wait(%arg8) => %arg5 : !hal.buffer_view -> tensor<1x4x16xf32>
    %6 = hal.tensor.import on(#hal.device.affinity<@__device_6>) wait(%arg8) => %arg6 : !hal.buffer_view -> tensor<1x4x16xf32>
    %7 = hal.tensor.import on(#hal.device.affinity<@__device_7>) wait(%arg8) => %arg7 : !hal.buffer_view -> tensor<1x4x16xf32>
    %8 = flow.tensor.reshape %0 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %9 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%8, %__parameter_model_attn_norm_0_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %10 = flow.tensor.reshape %9 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %11 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%10) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %12 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%11, %__hoisted_tensor_1x2x16x4x1xf32) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %13 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%12) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %14 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%13) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %15 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%13) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %16 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%13) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %17 = flow.tensor.reshape %14 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %18 = flow.tensor.reshape %15 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %19 = flow.tensor.reshape %16 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %20 = flow.tensor.reshape %__hoisted_tensor_4x4xf32 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %21 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%17, %18, %19, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %22 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%21) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %23 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%22, %__hoisted_tensor_1x4x2x4x1xf32) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %24 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%23) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %25 = flow.tensor.reshape %1 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %26 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%25, %__parameter_model_attn_norm_1_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %27 = flow.tensor.reshape %26 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %28 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%27) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %29 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%28, %__hoisted_tensor_1x2x16x4x1xf32_0) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %30 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%29) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %31 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%30) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %32 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%30) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %33 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%30) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %34 = flow.tensor.reshape %31 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %35 = flow.tensor.reshape %32 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %36 = flow.tensor.reshape %33 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %37 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%34, %35, %36, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %38 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%37) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %39 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%38, %__hoisted_tensor_1x4x2x4x1xf32_1) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %40 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%39) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %41 = flow.tensor.reshape %2 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %42 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%41, %__parameter_model_attn_norm_2_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %43 = flow.tensor.reshape %42 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %44 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%43) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %45 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%44, %__hoisted_tensor_1x2x16x4x1xf32_2) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %46 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%45) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %47 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%46) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %48 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%46) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %49 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%46) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %50 = flow.tensor.reshape %47 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %51 = flow.tensor.reshape %48 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %52 = flow.tensor.reshape %49 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %53 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%50, %51, %52, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %54 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%53) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %55 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%54, %__hoisted_tensor_1x4x2x4x1xf32_3) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %56 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%55) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %57 = flow.tensor.reshape %3 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %58 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%57, %__parameter_model_attn_norm_3_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %59 = flow.tensor.reshape %58 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %60 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%59) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %61 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%60, %__hoisted_tensor_1x2x16x4x1xf32_4) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %62 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%61) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %63 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%62) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %64 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%62) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %65 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%62) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %66 = flow.tensor.reshape %63 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %67 = flow.tensor.reshape %64 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %68 = flow.tensor.reshape %65 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %69 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%66, %67, %68, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %70 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%69) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %71 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%70, %__hoisted_tensor_1x4x2x4x1xf32_5) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %72 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%71) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %73 = flow.tensor.reshape %4 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %74 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%73, %__parameter_model_attn_norm_4_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %75 = flow.tensor.reshape %74 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %76 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%75) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %77 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%76, %__hoisted_tensor_1x2x16x4x1xf32_6) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %78 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%77) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %79 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%78) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %80 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%78) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %81 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%78) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %82 = flow.tensor.reshape %79 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %83 = flow.tensor.reshape %80 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %84 = flow.tensor.reshape %81 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %85 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%82, %83, %84, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %86 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%85) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %87 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%86, %__hoisted_tensor_1x4x2x4x1xf32_7) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %88 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%87) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %89 = flow.tensor.reshape %5 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %90 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%89, %__parameter_model_attn_norm_5_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %91 = flow.tensor.reshape %90 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %92 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%91) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %93 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%92, %__hoisted_tensor_1x2x16x4x1xf32_8) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %94 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%93) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %95 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%94) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %96 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%94) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %97 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%94) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %98 = flow.tensor.reshape %95 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %99 = flow.tensor.reshape %96 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %100 = flow.tensor.reshape %97 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %101 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%98, %99, %100, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %102 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%101) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %103 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%102, %__hoisted_tensor_1x4x2x4x1xf32_9) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %104 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%103) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %105 = flow.tensor.reshape %6 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %106 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%105, %__parameter_model_attn_norm_6_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %107 = flow.tensor.reshape %106 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %108 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%107) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %109 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%108, %__hoisted_tensor_1x2x16x4x1xf32_10) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %110 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%109) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %111 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%110) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %112 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%110) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %113 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%110) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %114 = flow.tensor.reshape %111 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %115 = flow.tensor.reshape %112 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %116 = flow.tensor.reshape %113 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %117 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%114, %115, %116, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %118 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%117) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %119 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%118, %__hoisted_tensor_1x4x2x4x1xf32_11) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %120 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%119) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %121 = flow.tensor.reshape %7 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %122 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%121, %__parameter_model_attn_norm_7_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %123 = flow.tensor.reshape %122 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %124 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%123) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %125 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%124, %__hoisted_tensor_1x2x16x4x1xf32_12) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %126 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32(%125) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x6xf32>
    %127 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%126) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %128 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%126) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %129 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy(%126) : (tensor<1x4x6xf32>) -> tensor<4x2xf32>
    %130 = flow.tensor.reshape %127 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %131 = flow.tensor.reshape %128 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %132 = flow.tensor.reshape %129 : tensor<4x2xf32> -> tensor<1x4x2xf32>
    %133 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_attention_1x4x4xf32_dispatch_tensor_store(%130, %131, %132, %20) : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %134 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_pack_f32(%133) : (tensor<1x4x2xf32>) -> tensor<1x1x2x4x1xf32>
    %135 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_batch_mmt4d_1x1x4x2x4x4x1_f32(%134, %__hoisted_tensor_1x4x2x4x1xf32_13) : (tensor<1x1x2x4x1xf32>, tensor<1x4x2x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %136 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%135) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %137 = flow.tensor.transfer %40 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %138 = flow.tensor.transfer %56 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %139 = flow.tensor.transfer %72 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %140 = flow.tensor.transfer %88 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %141 = flow.tensor.transfer %104 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %142 = flow.tensor.transfer %120 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %143 = flow.tensor.transfer %136 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %144 = flow.tensor.transfer %24 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %145 = flow.tensor.transfer %56 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %146 = flow.tensor.transfer %72 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %147 = flow.tensor.transfer %88 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %148 = flow.tensor.transfer %104 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %149 = flow.tensor.transfer %120 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %150 = flow.tensor.transfer %136 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %151 = flow.tensor.transfer %24 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %152 = flow.tensor.transfer %40 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %153 = flow.tensor.transfer %72 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %154 = flow.tensor.transfer %88 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %155 = flow.tensor.transfer %104 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %156 = flow.tensor.transfer %120 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %157 = flow.tensor.transfer %136 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %158 = flow.tensor.transfer %24 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %159 = flow.tensor.transfer %40 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %160 = flow.tensor.transfer %56 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %161 = flow.tensor.transfer %88 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %162 = flow.tensor.transfer %104 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %163 = flow.tensor.transfer %120 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %164 = flow.tensor.transfer %136 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %165 = flow.tensor.transfer %24 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %166 = flow.tensor.transfer %40 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %167 = flow.tensor.transfer %56 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %168 = flow.tensor.transfer %72 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %169 = flow.tensor.transfer %104 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %170 = flow.tensor.transfer %120 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %171 = flow.tensor.transfer %136 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %172 = flow.tensor.transfer %24 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %173 = flow.tensor.transfer %40 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %174 = flow.tensor.transfer %56 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %175 = flow.tensor.transfer %72 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %176 = flow.tensor.transfer %88 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %177 = flow.tensor.transfer %120 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %178 = flow.tensor.transfer %136 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %179 = flow.tensor.transfer %24 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %180 = flow.tensor.transfer %40 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %181 = flow.tensor.transfer %56 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %182 = flow.tensor.transfer %72 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %183 = flow.tensor.transfer %88 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %184 = flow.tensor.transfer %104 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %185 = flow.tensor.transfer %136 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %186 = flow.tensor.transfer %24 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %187 = flow.tensor.transfer %40 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %188 = flow.tensor.transfer %56 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %189 = flow.tensor.transfer %72 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %190 = flow.tensor.transfer %88 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %191 = flow.tensor.transfer %104 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %192 = flow.tensor.transfer %120 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %193 = flow.tensor.reshape %0 : tensor<1x4x16xf32> -> tensor<64xf32>
    %194 = flow.tensor.reshape %24 : tensor<1x4x16xf32> -> tensor<64xf32>
    %195 = flow.tensor.reshape %137 : tensor<1x4x16xf32> -> tensor<64xf32>
    %196 = flow.tensor.reshape %138 : tensor<1x4x16xf32> -> tensor<64xf32>
    %197 = flow.tensor.reshape %139 : tensor<1x4x16xf32> -> tensor<64xf32>
    %198 = flow.tensor.reshape %140 : tensor<1x4x16xf32> -> tensor<64xf32>
    %199 = flow.tensor.reshape %141 : tensor<1x4x16xf32> -> tensor<64xf32>
    %200 = flow.tensor.reshape %142 : tensor<1x4x16xf32> -> tensor<64xf32>
    %201 = flow.tensor.reshape %143 : tensor<1x4x16xf32> -> tensor<64xf32>
    %202 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%193, %194, %195, %196, %197, %198, %199, %200, %201) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %203 = flow.tensor.reshape %202 : tensor<64xf32> -> tensor<4x16xf32>
    %204 = flow.tensor.reshape %1 : tensor<1x4x16xf32> -> tensor<64xf32>
    %205 = flow.tensor.reshape %144 : tensor<1x4x16xf32> -> tensor<64xf32>
    %206 = flow.tensor.reshape %40 : tensor<1x4x16xf32> -> tensor<64xf32>
    %207 = flow.tensor.reshape %145 : tensor<1x4x16xf32> -> tensor<64xf32>
    %208 = flow.tensor.reshape %146 : tensor<1x4x16xf32> -> tensor<64xf32>
    %209 = flow.tensor.reshape %147 : tensor<1x4x16xf32> -> tensor<64xf32>
    %210 = flow.tensor.reshape %148 : tensor<1x4x16xf32> -> tensor<64xf32>
    %211 = flow.tensor.reshape %149 : tensor<1x4x16xf32> -> tensor<64xf32>
    %212 = flow.tensor.reshape %150 : tensor<1x4x16xf32> -> tensor<64xf32>
    %213 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%204, %205, %206, %207, %208, %209, %210, %211, %212) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %214 = flow.tensor.reshape %213 : tensor<64xf32> -> tensor<4x16xf32>
    %215 = flow.tensor.reshape %2 : tensor<1x4x16xf32> -> tensor<64xf32>
    %216 = flow.tensor.reshape %151 : tensor<1x4x16xf32> -> tensor<64xf32>
    %217 = flow.tensor.reshape %152 : tensor<1x4x16xf32> -> tensor<64xf32>
    %218 = flow.tensor.reshape %56 : tensor<1x4x16xf32> -> tensor<64xf32>
    %219 = flow.tensor.reshape %153 : tensor<1x4x16xf32> -> tensor<64xf32>
    %220 = flow.tensor.reshape %154 : tensor<1x4x16xf32> -> tensor<64xf32>
    %221 = flow.tensor.reshape %155 : tensor<1x4x16xf32> -> tensor<64xf32>
    %222 = flow.tensor.reshape %156 : tensor<1x4x16xf32> -> tensor<64xf32>
    %223 = flow.tensor.reshape %157 : tensor<1x4x16xf32> -> tensor<64xf32>
    %224 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%215, %216, %217, %218, %219, %220, %221, %222, %223) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %225 = flow.tensor.reshape %224 : tensor<64xf32> -> tensor<4x16xf32>
    %226 = flow.tensor.reshape %3 : tensor<1x4x16xf32> -> tensor<64xf32>
    %227 = flow.tensor.reshape %158 : tensor<1x4x16xf32> -> tensor<64xf32>
    %228 = flow.tensor.reshape %159 : tensor<1x4x16xf32> -> tensor<64xf32>
    %229 = flow.tensor.reshape %160 : tensor<1x4x16xf32> -> tensor<64xf32>
    %230 = flow.tensor.reshape %72 : tensor<1x4x16xf32> -> tensor<64xf32>
    %231 = flow.tensor.reshape %161 : tensor<1x4x16xf32> -> tensor<64xf32>
    %232 = flow.tensor.reshape %162 : tensor<1x4x16xf32> -> tensor<64xf32>
    %233 = flow.tensor.reshape %163 : tensor<1x4x16xf32> -> tensor<64xf32>
    %234 = flow.tensor.reshape %164 : tensor<1x4x16xf32> -> tensor<64xf32>
    %235 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%226, %227, %228, %229, %230, %231, %232, %233, %234) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %236 = flow.tensor.reshape %235 : tensor<64xf32> -> tensor<4x16xf32>
    %237 = flow.tensor.reshape %4 : tensor<1x4x16xf32> -> tensor<64xf32>
    %238 = flow.tensor.reshape %165 : tensor<1x4x16xf32> -> tensor<64xf32>
    %239 = flow.tensor.reshape %166 : tensor<1x4x16xf32> -> tensor<64xf32>
    %240 = flow.tensor.reshape %167 : tensor<1x4x16xf32> -> tensor<64xf32>
    %241 = flow.tensor.reshape %168 : tensor<1x4x16xf32> -> tensor<64xf32>
    %242 = flow.tensor.reshape %88 : tensor<1x4x16xf32> -> tensor<64xf32>
    %243 = flow.tensor.reshape %169 : tensor<1x4x16xf32> -> tensor<64xf32>
    %244 = flow.tensor.reshape %170 : tensor<1x4x16xf32> -> tensor<64xf32>
    %245 = flow.tensor.reshape %171 : tensor<1x4x16xf32> -> tensor<64xf32>
    %246 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%237, %238, %239, %240, %241, %242, %243, %244, %245) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %247 = flow.tensor.reshape %246 : tensor<64xf32> -> tensor<4x16xf32>
    %248 = flow.tensor.reshape %5 : tensor<1x4x16xf32> -> tensor<64xf32>
    %249 = flow.tensor.reshape %172 : tensor<1x4x16xf32> -> tensor<64xf32>
    %250 = flow.tensor.reshape %173 : tensor<1x4x16xf32> -> tensor<64xf32>
    %251 = flow.tensor.reshape %174 : tensor<1x4x16xf32> -> tensor<64xf32>
    %252 = flow.tensor.reshape %175 : tensor<1x4x16xf32> -> tensor<64xf32>
    %253 = flow.tensor.reshape %176 : tensor<1x4x16xf32> -> tensor<64xf32>
    %254 = flow.tensor.reshape %104 : tensor<1x4x16xf32> -> tensor<64xf32>
    %255 = flow.tensor.reshape %177 : tensor<1x4x16xf32> -> tensor<64xf32>
    %256 = flow.tensor.reshape %178 : tensor<1x4x16xf32> -> tensor<64xf32>
    %257 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%248, %249, %250, %251, %252, %253, %254, %255, %256) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %258 = flow.tensor.reshape %257 : tensor<64xf32> -> tensor<4x16xf32>
    %259 = flow.tensor.reshape %6 : tensor<1x4x16xf32> -> tensor<64xf32>
    %260 = flow.tensor.reshape %179 : tensor<1x4x16xf32> -> tensor<64xf32>
    %261 = flow.tensor.reshape %180 : tensor<1x4x16xf32> -> tensor<64xf32>
    %262 = flow.tensor.reshape %181 : tensor<1x4x16xf32> -> tensor<64xf32>
    %263 = flow.tensor.reshape %182 : tensor<1x4x16xf32> -> tensor<64xf32>
    %264 = flow.tensor.reshape %183 : tensor<1x4x16xf32> -> tensor<64xf32>
    %265 = flow.tensor.reshape %184 : tensor<1x4x16xf32> -> tensor<64xf32>
    %266 = flow.tensor.reshape %120 : tensor<1x4x16xf32> -> tensor<64xf32>
    %267 = flow.tensor.reshape %185 : tensor<1x4x16xf32> -> tensor<64xf32>
    %268 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%259, %260, %261, %262, %263, %264, %265, %266, %267) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %269 = flow.tensor.reshape %268 : tensor<64xf32> -> tensor<4x16xf32>
    %270 = flow.tensor.reshape %7 : tensor<1x4x16xf32> -> tensor<64xf32>
    %271 = flow.tensor.reshape %186 : tensor<1x4x16xf32> -> tensor<64xf32>
    %272 = flow.tensor.reshape %187 : tensor<1x4x16xf32> -> tensor<64xf32>
    %273 = flow.tensor.reshape %188 : tensor<1x4x16xf32> -> tensor<64xf32>
    %274 = flow.tensor.reshape %189 : tensor<1x4x16xf32> -> tensor<64xf32>
    %275 = flow.tensor.reshape %190 : tensor<1x4x16xf32> -> tensor<64xf32>
    %276 = flow.tensor.reshape %191 : tensor<1x4x16xf32> -> tensor<64xf32>
    %277 = flow.tensor.reshape %192 : tensor<1x4x16xf32> -> tensor<64xf32>
    %278 = flow.tensor.reshape %136 : tensor<1x4x16xf32> -> tensor<64xf32>
    %279 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%270, %271, %272, %273, %274, %275, %276, %277, %278) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %280 = flow.tensor.reshape %279 : tensor<64xf32> -> tensor<4x16xf32>
    %281 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%203, %__parameter_model_ffn_norm_0_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %282 = flow.tensor.reshape %281 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %283 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%282) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %284 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%283, %__hoisted_tensor_1x2x16x4x1xf32_14) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %285 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%284) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %286 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%285) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %287 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%285) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %288 = flow.tensor.reshape %286 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %289 = flow.tensor.reshape %287 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %290 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%288, %289) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %291 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%290, %__hoisted_tensor_1x4x4x4x1xf32) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %292 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%291) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %293 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%214, %__parameter_model_ffn_norm_1_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %294 = flow.tensor.reshape %293 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %295 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%294) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %296 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%295, %__hoisted_tensor_1x2x16x4x1xf32_15) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %297 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%296) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %298 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%297) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %299 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%297) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %300 = flow.tensor.reshape %298 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %301 = flow.tensor.reshape %299 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %302 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%300, %301) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %303 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%302, %__hoisted_tensor_1x4x4x4x1xf32_16) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %304 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%303) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %305 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%225, %__parameter_model_ffn_norm_2_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %306 = flow.tensor.reshape %305 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %307 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%306) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %308 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%307, %__hoisted_tensor_1x2x16x4x1xf32_17) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %309 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%308) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %310 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%309) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %311 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%309) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %312 = flow.tensor.reshape %310 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %313 = flow.tensor.reshape %311 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %314 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%312, %313) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %315 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%314, %__hoisted_tensor_1x4x4x4x1xf32_18) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %316 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%315) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %317 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%236, %__parameter_model_ffn_norm_3_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %318 = flow.tensor.reshape %317 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %319 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%318) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %320 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%319, %__hoisted_tensor_1x2x16x4x1xf32_19) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %321 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%320) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %322 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%321) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %323 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%321) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %324 = flow.tensor.reshape %322 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %325 = flow.tensor.reshape %323 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %326 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%324, %325) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %327 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%326, %__hoisted_tensor_1x4x4x4x1xf32_20) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %328 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%327) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %329 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%247, %__parameter_model_ffn_norm_4_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %330 = flow.tensor.reshape %329 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %331 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%330) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %332 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%331, %__hoisted_tensor_1x2x16x4x1xf32_21) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %333 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%332) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %334 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%333) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %335 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%333) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %336 = flow.tensor.reshape %334 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %337 = flow.tensor.reshape %335 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %338 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%336, %337) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %339 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%338, %__hoisted_tensor_1x4x4x4x1xf32_22) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %340 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%339) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %341 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%258, %__parameter_model_ffn_norm_5_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %342 = flow.tensor.reshape %341 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %343 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%342) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %344 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%343, %__hoisted_tensor_1x2x16x4x1xf32_23) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %345 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%344) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %346 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%345) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %347 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%345) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %348 = flow.tensor.reshape %346 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %349 = flow.tensor.reshape %347 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %350 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%348, %349) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %351 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%350, %__hoisted_tensor_1x4x4x4x1xf32_24) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %352 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%351) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %353 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%269, %__parameter_model_ffn_norm_6_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %354 = flow.tensor.reshape %353 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %355 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%354) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %356 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%355, %__hoisted_tensor_1x2x16x4x1xf32_25) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %357 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%356) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %358 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%357) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %359 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%357) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %360 = flow.tensor.reshape %358 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %361 = flow.tensor.reshape %359 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %362 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%360, %361) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %363 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%362, %__hoisted_tensor_1x4x4x4x1xf32_26) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %364 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%363) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %365 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%280, %__parameter_model_ffn_norm_7_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %366 = flow.tensor.reshape %365 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %367 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%366) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %368 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x1x2x16x4x4x1_f32(%367, %__hoisted_tensor_1x2x16x4x1xf32_27) : (tensor<1x1x16x4x1xf32>, tensor<1x2x16x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %369 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_unpack_f32(%368) : (tensor<1x1x2x4x4xf32>) -> tensor<1x4x8xf32>
    %370 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%369) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %371 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%369) : (tensor<1x4x8xf32>) -> tensor<4x4xf32>
    %372 = flow.tensor.reshape %370 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %373 = flow.tensor.reshape %371 : tensor<4x4xf32> -> tensor<1x4x4xf32>
    %374 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_elementwise_1x4x4_f32_pack(%372, %373) : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x1x4x4x1xf32>
    %375 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_batch_mmt4d_1x1x4x4x4x4x1_f32(%374, %__hoisted_tensor_1x4x4x4x1xf32_28) : (tensor<1x1x4x4x1xf32>, tensor<1x4x4x4x1xf32>) -> tensor<1x1x4x4x4xf32>
    %376 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_unpack_f32(%375) : (tensor<1x1x4x4x4xf32>) -> tensor<1x4x16xf32>
    %377 = flow.tensor.transfer %304 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %378 = flow.tensor.transfer %316 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %379 = flow.tensor.transfer %328 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %380 = flow.tensor.transfer %340 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %381 = flow.tensor.transfer %352 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %382 = flow.tensor.transfer %364 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %383 = flow.tensor.transfer %376 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %384 = flow.tensor.transfer %292 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %385 = flow.tensor.transfer %316 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %386 = flow.tensor.transfer %328 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %387 = flow.tensor.transfer %340 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %388 = flow.tensor.transfer %352 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %389 = flow.tensor.transfer %364 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %390 = flow.tensor.transfer %376 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %391 = flow.tensor.transfer %292 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %392 = flow.tensor.transfer %304 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %393 = flow.tensor.transfer %328 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %394 = flow.tensor.transfer %340 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %395 = flow.tensor.transfer %352 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %396 = flow.tensor.transfer %364 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %397 = flow.tensor.transfer %376 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %398 = flow.tensor.transfer %292 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %399 = flow.tensor.transfer %304 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %400 = flow.tensor.transfer %316 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %401 = flow.tensor.transfer %340 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %402 = flow.tensor.transfer %352 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %403 = flow.tensor.transfer %364 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %404 = flow.tensor.transfer %376 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %405 = flow.tensor.transfer %292 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %406 = flow.tensor.transfer %304 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %407 = flow.tensor.transfer %316 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %408 = flow.tensor.transfer %328 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %409 = flow.tensor.transfer %352 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %410 = flow.tensor.transfer %364 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %411 = flow.tensor.transfer %376 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %412 = flow.tensor.transfer %292 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %413 = flow.tensor.transfer %304 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %414 = flow.tensor.transfer %316 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %415 = flow.tensor.transfer %328 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %416 = flow.tensor.transfer %340 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %417 = flow.tensor.transfer %364 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %418 = flow.tensor.transfer %376 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %419 = flow.tensor.transfer %292 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %420 = flow.tensor.transfer %304 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %421 = flow.tensor.transfer %316 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %422 = flow.tensor.transfer %328 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %423 = flow.tensor.transfer %340 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %424 = flow.tensor.transfer %352 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %425 = flow.tensor.transfer %376 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %426 = flow.tensor.transfer %292 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %427 = flow.tensor.transfer %304 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %428 = flow.tensor.transfer %316 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %429 = flow.tensor.transfer %328 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %430 = flow.tensor.transfer %340 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %431 = flow.tensor.transfer %352 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %432 = flow.tensor.transfer %364 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %433 = flow.tensor.reshape %292 : tensor<1x4x16xf32> -> tensor<64xf32>
    %434 = flow.tensor.reshape %377 : tensor<1x4x16xf32> -> tensor<64xf32>
    %435 = flow.tensor.reshape %378 : tensor<1x4x16xf32> -> tensor<64xf32>
    %436 = flow.tensor.reshape %379 : tensor<1x4x16xf32> -> tensor<64xf32>
    %437 = flow.tensor.reshape %380 : tensor<1x4x16xf32> -> tensor<64xf32>
    %438 = flow.tensor.reshape %381 : tensor<1x4x16xf32> -> tensor<64xf32>
    %439 = flow.tensor.reshape %382 : tensor<1x4x16xf32> -> tensor<64xf32>
    %440 = flow.tensor.reshape %383 : tensor<1x4x16xf32> -> tensor<64xf32>
    %441 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%202, %433, %434, %435, %436, %437, %438, %439, %440) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %442 = flow.tensor.reshape %441 : tensor<64xf32> -> tensor<4x16xf32>
    %443 = flow.tensor.reshape %384 : tensor<1x4x16xf32> -> tensor<64xf32>
    %444 = flow.tensor.reshape %304 : tensor<1x4x16xf32> -> tensor<64xf32>
    %445 = flow.tensor.reshape %385 : tensor<1x4x16xf32> -> tensor<64xf32>
    %446 = flow.tensor.reshape %386 : tensor<1x4x16xf32> -> tensor<64xf32>
    %447 = flow.tensor.reshape %387 : tensor<1x4x16xf32> -> tensor<64xf32>
    %448 = flow.tensor.reshape %388 : tensor<1x4x16xf32> -> tensor<64xf32>
    %449 = flow.tensor.reshape %389 : tensor<1x4x16xf32> -> tensor<64xf32>
    %450 = flow.tensor.reshape %390 : tensor<1x4x16xf32> -> tensor<64xf32>
    %451 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%213, %443, %444, %445, %446, %447, %448, %449, %450) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %452 = flow.tensor.reshape %451 : tensor<64xf32> -> tensor<4x16xf32>
    %453 = flow.tensor.reshape %391 : tensor<1x4x16xf32> -> tensor<64xf32>
    %454 = flow.tensor.reshape %392 : tensor<1x4x16xf32> -> tensor<64xf32>
    %455 = flow.tensor.reshape %316 : tensor<1x4x16xf32> -> tensor<64xf32>
    %456 = flow.tensor.reshape %393 : tensor<1x4x16xf32> -> tensor<64xf32>
    %457 = flow.tensor.reshape %394 : tensor<1x4x16xf32> -> tensor<64xf32>
    %458 = flow.tensor.reshape %395 : tensor<1x4x16xf32> -> tensor<64xf32>
    %459 = flow.tensor.reshape %396 : tensor<1x4x16xf32> -> tensor<64xf32>
    %460 = flow.tensor.reshape %397 : tensor<1x4x16xf32> -> tensor<64xf32>
    %461 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%224, %453, %454, %455, %456, %457, %458, %459, %460) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %462 = flow.tensor.reshape %461 : tensor<64xf32> -> tensor<4x16xf32>
    %463 = flow.tensor.reshape %398 : tensor<1x4x16xf32> -> tensor<64xf32>
    %464 = flow.tensor.reshape %399 : tensor<1x4x16xf32> -> tensor<64xf32>
    %465 = flow.tensor.reshape %400 : tensor<1x4x16xf32> -> tensor<64xf32>
    %466 = flow.tensor.reshape %328 : tensor<1x4x16xf32> -> tensor<64xf32>
    %467 = flow.tensor.reshape %401 : tensor<1x4x16xf32> -> tensor<64xf32>
    %468 = flow.tensor.reshape %402 : tensor<1x4x16xf32> -> tensor<64xf32>
    %469 = flow.tensor.reshape %403 : tensor<1x4x16xf32> -> tensor<64xf32>
    %470 = flow.tensor.reshape %404 : tensor<1x4x16xf32> -> tensor<64xf32>
    %471 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%235, %463, %464, %465, %466, %467, %468, %469, %470) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %472 = flow.tensor.reshape %471 : tensor<64xf32> -> tensor<4x16xf32>
    %473 = flow.tensor.reshape %405 : tensor<1x4x16xf32> -> tensor<64xf32>
    %474 = flow.tensor.reshape %406 : tensor<1x4x16xf32> -> tensor<64xf32>
    %475 = flow.tensor.reshape %407 : tensor<1x4x16xf32> -> tensor<64xf32>
    %476 = flow.tensor.reshape %408 : tensor<1x4x16xf32> -> tensor<64xf32>
    %477 = flow.tensor.reshape %340 : tensor<1x4x16xf32> -> tensor<64xf32>
    %478 = flow.tensor.reshape %409 : tensor<1x4x16xf32> -> tensor<64xf32>
    %479 = flow.tensor.reshape %410 : tensor<1x4x16xf32> -> tensor<64xf32>
    %480 = flow.tensor.reshape %411 : tensor<1x4x16xf32> -> tensor<64xf32>
    %481 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%246, %473, %474, %475, %476, %477, %478, %479, %480) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %482 = flow.tensor.reshape %481 : tensor<64xf32> -> tensor<4x16xf32>
    %483 = flow.tensor.reshape %412 : tensor<1x4x16xf32> -> tensor<64xf32>
    %484 = flow.tensor.reshape %413 : tensor<1x4x16xf32> -> tensor<64xf32>
    %485 = flow.tensor.reshape %414 : tensor<1x4x16xf32> -> tensor<64xf32>
    %486 = flow.tensor.reshape %415 : tensor<1x4x16xf32> -> tensor<64xf32>
    %487 = flow.tensor.reshape %416 : tensor<1x4x16xf32> -> tensor<64xf32>
    %488 = flow.tensor.reshape %352 : tensor<1x4x16xf32> -> tensor<64xf32>
    %489 = flow.tensor.reshape %417 : tensor<1x4x16xf32> -> tensor<64xf32>
    %490 = flow.tensor.reshape %418 : tensor<1x4x16xf32> -> tensor<64xf32>
    %491 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%257, %483, %484, %485, %486, %487, %488, %489, %490) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %492 = flow.tensor.reshape %491 : tensor<64xf32> -> tensor<4x16xf32>
    %493 = flow.tensor.reshape %419 : tensor<1x4x16xf32> -> tensor<64xf32>
    %494 = flow.tensor.reshape %420 : tensor<1x4x16xf32> -> tensor<64xf32>
    %495 = flow.tensor.reshape %421 : tensor<1x4x16xf32> -> tensor<64xf32>
    %496 = flow.tensor.reshape %422 : tensor<1x4x16xf32> -> tensor<64xf32>
    %497 = flow.tensor.reshape %423 : tensor<1x4x16xf32> -> tensor<64xf32>
    %498 = flow.tensor.reshape %424 : tensor<1x4x16xf32> -> tensor<64xf32>
    %499 = flow.tensor.reshape %364 : tensor<1x4x16xf32> -> tensor<64xf32>
    %500 = flow.tensor.reshape %425 : tensor<1x4x16xf32> -> tensor<64xf32>
    %501 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%268, %493, %494, %495, %496, %497, %498, %499, %500) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %502 = flow.tensor.reshape %501 : tensor<64xf32> -> tensor<4x16xf32>
    %503 = flow.tensor.reshape %426 : tensor<1x4x16xf32> -> tensor<64xf32>
    %504 = flow.tensor.reshape %427 : tensor<1x4x16xf32> -> tensor<64xf32>
    %505 = flow.tensor.reshape %428 : tensor<1x4x16xf32> -> tensor<64xf32>
    %506 = flow.tensor.reshape %429 : tensor<1x4x16xf32> -> tensor<64xf32>
    %507 = flow.tensor.reshape %430 : tensor<1x4x16xf32> -> tensor<64xf32>
    %508 = flow.tensor.reshape %431 : tensor<1x4x16xf32> -> tensor<64xf32>
    %509 = flow.tensor.reshape %432 : tensor<1x4x16xf32> -> tensor<64xf32>
    %510 = flow.tensor.reshape %376 : tensor<1x4x16xf32> -> tensor<64xf32>
    %511 = flow.dispatch @main$async_dispatch_88::@main$async_dispatch_88_elementwise_64_f32(%279, %503, %504, %505, %506, %507, %508, %509, %510) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %512 = flow.tensor.reshape %511 : tensor<64xf32> -> tensor<4x16xf32>
    %513 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%442, %__parameter_model_out_norm_0_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %514 = flow.tensor.reshape %513 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %515 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%514) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %516 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%515, %__hoisted_tensor_1x1x16x4x1xf32) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %517 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%516) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %518 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%452, %__parameter_model_out_norm_1_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %519 = flow.tensor.reshape %518 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %520 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%519) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %521 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%520, %__hoisted_tensor_1x1x16x4x1xf32_29) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %522 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%521) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %523 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%462, %__parameter_model_out_norm_2_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %524 = flow.tensor.reshape %523 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %525 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%524) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %526 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%525, %__hoisted_tensor_1x1x16x4x1xf32_30) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %527 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%526) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %528 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%472, %__parameter_model_out_norm_3_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %529 = flow.tensor.reshape %528 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %530 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%529) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %531 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%530, %__hoisted_tensor_1x1x16x4x1xf32_31) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %532 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%531) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %533 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%482, %__parameter_model_out_norm_4_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %534 = flow.tensor.reshape %533 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %535 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%534) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %536 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%535, %__hoisted_tensor_1x1x16x4x1xf32_32) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %537 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%536) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %538 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%492, %__parameter_model_out_norm_5_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %539 = flow.tensor.reshape %538 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %540 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%539) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %541 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%540, %__hoisted_tensor_1x1x16x4x1xf32_33) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %542 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%541) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %543 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%502, %__parameter_model_out_norm_6_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %544 = flow.tensor.reshape %543 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %545 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%544) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %546 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%545, %__hoisted_tensor_1x1x16x4x1xf32_34) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %547 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%546) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %548 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_4x16_f32(%512, %__parameter_model_out_norm_7_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %549 = flow.tensor.reshape %548 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %550 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%549) : (tensor<1x4x16xf32>) -> tensor<1x1x16x4x1xf32>
    %551 = flow.dispatch @main$async_dispatch_178::@main$async_dispatch_178_batch_mmt4d_1x1x1x16x4x4x1_f32(%550, %__hoisted_tensor_1x1x16x4x1xf32_35) : (tensor<1x1x16x4x1xf32>, tensor<1x1x16x4x1xf32>) -> tensor<1x1x1x4x4xf32>
    %552 = flow.dispatch @main$async_dispatch_179::@main$async_dispatch_179_unpack_f32(%551) : (tensor<1x1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %553 = flow.tensor.transfer %522 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %554 = flow.tensor.transfer %527 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %555 = flow.tensor.transfer %532 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %556 = flow.tensor.transfer %537 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %557 = flow.tensor.transfer %542 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %558 = flow.tensor.transfer %547 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %559 = flow.tensor.transfer %552 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %560 = flow.tensor.empty : tensor<1x4x32xf32>
    %561 = flow.tensor.reshape %517 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %562 = flow.dispatch @main$async_dispatch_208::@main$async_dispatch_208_slow_memcpy(%561, %560) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %560
    %563 = flow.tensor.reshape %553 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %564 = flow.dispatch @main$async_dispatch_209::@main$async_dispatch_209_slow_memcpy(%563, %562) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %562
    %565 = flow.tensor.reshape %554 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %566 = flow.dispatch @main$async_dispatch_210::@main$async_dispatch_210_slow_memcpy(%565, %564) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %564
    %567 = flow.tensor.reshape %555 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %568 = flow.dispatch @main$async_dispatch_211::@main$async_dispatch_211_slow_memcpy(%567, %566) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %566
    %569 = flow.tensor.reshape %556 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %570 = flow.dispatch @main$async_dispatch_212::@main$async_dispatch_212_slow_memcpy(%569, %568) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %568
    %571 = flow.tensor.reshape %557 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %572 = flow.dispatch @main$async_dispatch_213::@main$async_dispatch_213_slow_memcpy(%571, %570) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %570
    %573 = flow.tensor.reshape %558 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %574 = flow.dispatch @main$async_dispatch_214::@main$async_dispatch_214_slow_memcpy(%573, %572) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %572
    %575 = flow.tensor.reshape %559 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %576 = flow.dispatch @main$async_dispatch_215::@main$async_dispatch_215_slow_memcpy(%575, %574) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %574
    %577 = hal.tensor.barrier join(%576 : tensor<1x4x32xf32>) => %arg9 : !hal.fence
    %578 = hal.tensor.export %577 : tensor<1x4x32xf32> -> !hal.buffer_view
    util.return %578 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
