module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x2x16x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x12xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x16x8x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 12], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x12xf32>> -> tensor<1x16x12xf32>
        %1 = tensor.empty() : tensor<1x2x16x8x1xf32>
        %pack = tensor.pack %0 padding_value(%cst : f32) outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %1 : tensor<1x16x12xf32> -> tensor<1x2x16x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 16, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x16x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_attn_qkv_0_tensor_16x12xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x12xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_0_tensor_16x12xf32 = util.global.load immutable @__parameter_model_attn_qkv_0_tensor_16x12xf32 : tensor<16x12xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_0_tensor_16x12xf32 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x12xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x4x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x4x8x1xf32>
  flow.executable private @_initializer_1_dispatch_0 {
    flow.executable.export public @_initializer_1_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x4x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = tensor.empty() : tensor<1x2x4x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %1 : tensor<1x4x16xf32> -> tensor<1x2x4x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 4, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x4x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_attn_out_0_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_0_tensor_4x16xf32 = util.global.load immutable @__parameter_model_attn_out_0_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_0_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x2x4x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x4x8x1xf32 : tensor<1x2x4x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_attn_qkv_1_tensor_16x12xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x12xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_1_tensor_16x12xf32 = util.global.load immutable @__parameter_model_attn_qkv_1_tensor_16x12xf32 : tensor<16x12xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_1_tensor_16x12xf32 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x12xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_0 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x4x8x1xf32_1 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x4x8x1xf32>
  util.global private @__parameter_model_attn_out_1_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_1_tensor_4x16xf32 = util.global.load immutable @__parameter_model_attn_out_1_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_1_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x2x4x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x4x8x1xf32_1 : tensor<1x2x4x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_2 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_attn_qkv_2_tensor_16x12xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.2"> : tensor<16x12xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_2_tensor_16x12xf32 = util.global.load immutable @__parameter_model_attn_qkv_2_tensor_16x12xf32 : tensor<16x12xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_2_tensor_16x12xf32 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x12xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_2 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x4x8x1xf32_3 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x4x8x1xf32>
  util.global private @__parameter_model_attn_out_2_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.2"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_2_tensor_4x16xf32 = util.global.load immutable @__parameter_model_attn_out_2_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_2_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x2x4x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x4x8x1xf32_3 : tensor<1x2x4x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_4 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_attn_qkv_3_tensor_16x12xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.3"> : tensor<16x12xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_qkv_3_tensor_16x12xf32 = util.global.load immutable @__parameter_model_attn_qkv_3_tensor_16x12xf32 : tensor<16x12xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_qkv_3_tensor_16x12xf32 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<1x16x12xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_4 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x4x8x1xf32_5 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x4x8x1xf32>
  util.global private @__parameter_model_attn_out_3_tensor_4x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.3"> : tensor<4x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_attn_out_3_tensor_4x16xf32 = util.global.load immutable @__parameter_model_attn_out_3_tensor_4x16xf32 : tensor<4x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_attn_out_3_tensor_4x16xf32 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %1 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%0) : (tensor<1x4x16xf32>) -> tensor<1x2x4x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x4x8x1xf32_5 : tensor<1x2x4x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_6 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  flow.executable private @_initializer_8_dispatch_0 {
    flow.executable.export public @_initializer_8_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_8_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x16x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %1 = tensor.empty() : tensor<1x2x16x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %1 : tensor<1x16x16xf32> -> tensor<1x2x16x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 16, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x16x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_ffn_gate_up_0_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_0_tensor_16x16xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_0_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_0_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_8_dispatch_0::@_initializer_8_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_6 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x8x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x8x8x1xf32>
  flow.executable private @_initializer_9_dispatch_0 {
    flow.executable.export public @_initializer_9_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_9_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x8x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 8, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x16xf32>> -> tensor<1x8x16xf32>
        %1 = tensor.empty() : tensor<1x2x8x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %1 : tensor<1x8x16xf32> -> tensor<1x2x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 8, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x8x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_ffn_down_0_tensor_8x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<8x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_0_tensor_8x16xf32 = util.global.load immutable @__parameter_model_ffn_down_0_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_0_tensor_8x16xf32 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %1 = flow.dispatch @_initializer_9_dispatch_0::@_initializer_9_dispatch_0_pack_f32(%0) : (tensor<1x8x16xf32>) -> tensor<1x2x8x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_7 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_ffn_gate_up_1_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_1_tensor_16x16xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_1_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_1_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_8_dispatch_0::@_initializer_8_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_7 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x8x8x1xf32_8 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x8x8x1xf32>
  util.global private @__parameter_model_ffn_down_1_tensor_8x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<8x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_1_tensor_8x16xf32 = util.global.load immutable @__parameter_model_ffn_down_1_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_1_tensor_8x16xf32 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %1 = flow.dispatch @_initializer_9_dispatch_0::@_initializer_9_dispatch_0_pack_f32(%0) : (tensor<1x8x16xf32>) -> tensor<1x2x8x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x8x8x1xf32_8 : tensor<1x2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_9 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_ffn_gate_up_2_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.2"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_2_tensor_16x16xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_2_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_2_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_8_dispatch_0::@_initializer_8_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_9 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x8x8x1xf32_10 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x8x8x1xf32>
  util.global private @__parameter_model_ffn_down_2_tensor_8x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.2"> : tensor<8x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_2_tensor_8x16xf32 = util.global.load immutable @__parameter_model_ffn_down_2_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_2_tensor_8x16xf32 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %1 = flow.dispatch @_initializer_9_dispatch_0::@_initializer_9_dispatch_0_pack_f32(%0) : (tensor<1x8x16xf32>) -> tensor<1x2x8x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x8x8x1xf32_10 : tensor<1x2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x16x8x1xf32_11 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x16x8x1xf32>
  util.global private @__parameter_model_ffn_gate_up_3_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.3"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_gate_up_3_tensor_16x16xf32 = util.global.load immutable @__parameter_model_ffn_gate_up_3_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_gate_up_3_tensor_16x16xf32 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %1 = flow.dispatch @_initializer_8_dispatch_0::@_initializer_8_dispatch_0_pack_f32(%0) : (tensor<1x16x16xf32>) -> tensor<1x2x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x16x8x1xf32_11 : tensor<1x2x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x2x8x8x1xf32_12 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x8x8x1xf32>
  util.global private @__parameter_model_ffn_down_3_tensor_8x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.3"> : tensor<8x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_ffn_down_3_tensor_8x16xf32 = util.global.load immutable @__parameter_model_ffn_down_3_tensor_8x16xf32 : tensor<8x16xf32>
    %0 = flow.tensor.reshape %__parameter_model_ffn_down_3_tensor_8x16xf32 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %1 = flow.dispatch @_initializer_9_dispatch_0::@_initializer_9_dispatch_0_pack_f32(%0) : (tensor<1x8x16xf32>) -> tensor<1x2x8x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x2x8x8x1xf32_12 : tensor<1x2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x8x1xf32>
  flow.executable private @_initializer_16_dispatch_0 {
    flow.executable.export public @_initializer_16_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_16_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x1x16x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
        %1 = tensor.empty() : tensor<1x1x16x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %1 : tensor<1x16x8xf32> -> tensor<1x1x16x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x16x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_lm_head_0_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_0_tensor_16x8xf32 = util.global.load immutable @__parameter_model_lm_head_0_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_0_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_16_dispatch_0::@_initializer_16_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x8x1xf32 : tensor<1x1x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x8x1xf32_13 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x8x1xf32>
  util.global private @__parameter_model_lm_head_1_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_1_tensor_16x8xf32 = util.global.load immutable @__parameter_model_lm_head_1_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_1_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_16_dispatch_0::@_initializer_16_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x8x1xf32_13 : tensor<1x1x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x8x1xf32_14 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x8x1xf32>
  util.global private @__parameter_model_lm_head_2_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.2"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_2_tensor_16x8xf32 = util.global.load immutable @__parameter_model_lm_head_2_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_2_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_16_dispatch_0::@_initializer_16_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x8x1xf32_14 : tensor<1x1x16x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x8x1xf32_15 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x8x1xf32>
  util.global private @__parameter_model_lm_head_3_tensor_16x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.3"> : tensor<16x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_lm_head_3_tensor_16x8xf32 = util.global.load immutable @__parameter_model_lm_head_3_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_lm_head_3_tensor_16x8xf32 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %1 = flow.dispatch @_initializer_16_dispatch_0::@_initializer_16_dispatch_0_pack_f32(%0) : (tensor<1x16x8xf32>) -> tensor<1x1x16x8x1xf32>
    util.global.store %1, @__hoisted_tensor_1x1x16x8x1xf32_15 : tensor<1x1x16x8x1xf32>
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
      func.func @main$async_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>) {
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
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x16x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>) {
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
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x12xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x12xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, %0, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>{%0} -> tensor<1x2x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x12xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %5 : tensor<1x2x?x8x4xf32> -> tensor<1x?x12xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0, 0], sizes = [1, %1, 12], strides = [1, 1, 1] : tensor<1x?x12xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x12xf32>>{%1}
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
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
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
      func.func @main$async_dispatch_5_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 4], sizes = [1, %0, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
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
      func.func @main$async_dispatch_6_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_elementwise_broadcast_2xDxD_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_elementwise_broadcast_2xDxD_f32(%arg0: index, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x?x?xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg0, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<writeonly:tensor<2x?x?xf32>>{%0, %0}
        %2 = tensor.empty(%0, %0) : tensor<2x?x?xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%2 : tensor<2x?x?xf32>) {
        ^bb0(%out: f32):
          %4 = linalg.index 1 : index
          %5 = linalg.index 2 : index
          %6 = arith.cmpi sge, %4, %5 : index
          %7 = arith.select %6, %cst_0, %cst : f32
          linalg.yield %7 : f32
        } -> tensor<2x?x?xf32>
        flow.dispatch.tensor.store %3, %1, offsets = [0, 0, 0], sizes = [2, %0, %0], strides = [1, 1, 1] : tensor<2x?x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x?x?xf32>>{%0, %0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_8 {
    flow.executable.export public @main$async_dispatch_8_attention_2x1xDxDxf32_generic workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_attention_2x1xDxDxf32_generic(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x2x2xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x2x2xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<?x2x2xf32>>, %arg3: !flow.dispatch.tensor<readonly:tensor<2x1x?x?xf32>>, %arg4: index, %arg5: !flow.dispatch.tensor<writeonly:tensor<1x?x2x2xf32>>) {
        %cst = arith.constant 0.707106769 : f32
        %0 = flow.dispatch.workload.ordinal %arg4, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x2x2xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<readonly:tensor<2x1x?x?xf32>>{%0, %0}
        %5 = flow.dispatch.tie_shape %arg5 : !flow.dispatch.tensor<writeonly:tensor<1x?x2x2xf32>>{%0}
        %6 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [1, %0, 2, 2], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x2x2xf32>>{%0} -> tensor<1x?x2x2xf32>
        %7 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [%0, 2, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0} -> tensor<?x2x2xf32>
        %8 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [%0, 2, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0} -> tensor<?x2x2xf32>
        %9 = flow.dispatch.tensor.load %4, offsets = [0, 0, 0, 0], sizes = [2, 1, %0, %0], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x1x?x?xf32>>{%0, %0} -> tensor<2x1x?x?xf32>
        %10 = tensor.empty(%0) : tensor<1x?x2x2xf32>
        %11 = tensor.empty(%0) : tensor<2x1x?x2xf32>
        %12 = iree_linalg_ext.attention {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d0, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d5, d0, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d5, d0, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} ins(%6, %7, %8, %cst, %9 : tensor<1x?x2x2xf32>, tensor<?x2x2xf32>, tensor<?x2x2xf32>, f32, tensor<2x1x?x?xf32>) outs(%11 : tensor<2x1x?x2xf32>) {
        ^bb0(%arg6: f32):
          iree_linalg_ext.yield %arg6 : f32
        } -> tensor<2x1x?x2xf32>
        %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<2x1x?x2xf32>) outs(%10 : tensor<1x?x2x2xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<1x?x2x2xf32>
        flow.dispatch.tensor.store %13, %5, offsets = [0, 0, 0, 0], sizes = [1, %0, 2, 2], strides = [1, 1, 1, 1] : tensor<1x?x2x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x2x2xf32>>{%0}
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
      func.func @main$async_dispatch_9_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x4x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x4x4x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x4xf32>>{%0} -> tensor<1x?x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x4x4x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %5 : tensor<1x?x4xf32> -> tensor<1x?x4x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 4, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x4x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x4x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_10 {
    flow.executable.export public @main$async_dispatch_10_batch_mmt4d_1x2xDx4x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_10_batch_mmt4d_1x2xDx4x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x4x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x4x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x4x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 4, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x4x8x1xf32>> -> tensor<1x2x4x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 4, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x4x4x1xf32>>{%0} -> tensor<1x?x4x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x2x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x2x4x8x1xf32>, tensor<1x?x4x4x1xf32>) outs(%6 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
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
  flow.executable private @main$async_dispatch_45 {
    flow.executable.export public @main$async_dispatch_45_elementwise_1xDx16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_45_elementwise_1xDx16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg3: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg4: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg5: index, %arg6: !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg5, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %5 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %6 = flow.dispatch.tie_shape %arg6 : !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
        %7 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %8 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %9 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %10 = flow.dispatch.tensor.load %4, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %11 = flow.dispatch.tensor.load %5, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %12 = tensor.empty(%0) : tensor<1x?x16xf32>
        %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %8, %9, %10, %11 : tensor<1x?x16xf32>, tensor<1x?x16xf32>, tensor<1x?x16xf32>, tensor<1x?x16xf32>, tensor<1x?x16xf32>) outs(%12 : tensor<1x?x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %14 = arith.addf %in_0, %in_1 : f32
          %15 = arith.addf %14, %in_2 : f32
          %16 = arith.addf %15, %in_3 : f32
          %17 = arith.addf %in, %16 : f32
          linalg.yield %17 : f32
        } -> tensor<1x?x16xf32>
        flow.dispatch.tensor.store %13, %6, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
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
      func.func @main$async_dispatch_53_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
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
      func.func @main$async_dispatch_54_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_55 {
    flow.executable.export public @main$async_dispatch_55_elementwise_1xDx8_f32_pack workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_55_elementwise_1xDx8_f32_pack(%arg0: index, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg0, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>{%1}
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %6 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %7 = tensor.empty(%1) : tensor<1x?x8x4x1xf32>
        %8 = tensor.empty(%0) : tensor<1x?x8xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %6 : tensor<1x?x8xf32>, tensor<1x?x8xf32>) outs(%8 : tensor<1x?x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %10 = arith.negf %in : f32
          %11 = math.exp %10 : f32
          %12 = arith.addf %11, %cst_0 : f32
          %13 = arith.divf %cst_0, %12 : f32
          %14 = arith.mulf %13, %in : f32
          %15 = arith.mulf %14, %in_1 : f32
          linalg.yield %15 : f32
        } -> tensor<1x?x8xf32>
        %pack = tensor.pack %9 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %7 : tensor<1x?x8xf32> -> tensor<1x?x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %4, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 8, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_56 {
    flow.executable.export public @main$async_dispatch_56_batch_mmt4d_1x2xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_56_batch_mmt4d_1x2xDx8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>) {
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
  flow.executable private @main$async_dispatch_91 {
    flow.executable.export public @main$async_dispatch_91_batch_mmt4d_1x1xDx16x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_91_batch_mmt4d_1x1xDx16x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x16x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x1x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x16x8x1xf32>> -> tensor<1x1x16x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>{%0} -> tensor<1x?x16x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x1x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x1x?x8x4xf32>) -> tensor<1x1x?x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>) outs(%6 : tensor<1x1x?x8x4xf32>) -> tensor<1x1x?x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, %0, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_92 {
    flow.executable.export public @main$async_dispatch_92_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_92_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x?x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, %0, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x?x8x4xf32>>{%0} -> tensor<1x1x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x8xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %5 : tensor<1x1x?x8x4xf32> -> tensor<1x?x8xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0, 0], sizes = [1, %1, 8], strides = [1, 1, 1] : tensor<1x?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_105 {
    flow.executable.export public @main$async_dispatch_105_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_105_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_106 {
    flow.executable.export public @main$async_dispatch_106_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_106_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_107 {
    flow.executable.export public @main$async_dispatch_107_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_107_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0, 16], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_108 {
    flow.executable.export public @main$async_dispatch_108_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_108_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        flow.dispatch.tensor.store %3, %2, offsets = [0, 0, 24], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  util.global private @__parameter_model_out_norm_3_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.3"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_2_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.2"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_out_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_3_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.3"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_2_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.2"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_ffn_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_3_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.3"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_2_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.2"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_1_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__parameter_model_attn_norm_0_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.fence, %arg5: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %__parameter_model_out_norm_3_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_3_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_2_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_2_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_out_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_out_norm_0_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_3_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_3_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_2_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_2_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_ffn_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_ffn_norm_0_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_3_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_3_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_2_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_2_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_1_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_1_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_attn_norm_0_tensor_16xf32 = util.global.load immutable @__parameter_model_attn_norm_0_tensor_16xf32 : tensor<16xf32>
    %__hoisted_tensor_1x2x16x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x4x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x2x4x8x1xf32 : tensor<1x2x4x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_0 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_0 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x4x8x1xf32_1 = util.global.load immutable @__hoisted_tensor_1x2x4x8x1xf32_1 : tensor<1x2x4x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_2 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_2 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x4x8x1xf32_3 = util.global.load immutable @__hoisted_tensor_1x2x4x8x1xf32_3 : tensor<1x2x4x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_4 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_4 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x4x8x1xf32_5 = util.global.load immutable @__hoisted_tensor_1x2x4x8x1xf32_5 : tensor<1x2x4x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_6 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_6 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_7 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_7 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x8x8x1xf32_8 = util.global.load immutable @__hoisted_tensor_1x2x8x8x1xf32_8 : tensor<1x2x8x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_9 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_9 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x8x8x1xf32_10 = util.global.load immutable @__hoisted_tensor_1x2x8x8x1xf32_10 : tensor<1x2x8x8x1xf32>
    %__hoisted_tensor_1x2x16x8x1xf32_11 = util.global.load immutable @__hoisted_tensor_1x2x16x8x1xf32_11 : tensor<1x2x16x8x1xf32>
    %__hoisted_tensor_1x2x8x8x1xf32_12 = util.global.load immutable @__hoisted_tensor_1x2x8x8x1xf32_12 : tensor<1x2x8x8x1xf32>
    %__hoisted_tensor_1x1x16x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x1x16x8x1xf32 : tensor<1x1x16x8x1xf32>
    %__hoisted_tensor_1x1x16x8x1xf32_13 = util.global.load immutable @__hoisted_tensor_1x1x16x8x1xf32_13 : tensor<1x1x16x8x1xf32>
    %__hoisted_tensor_1x1x16x8x1xf32_14 = util.global.load immutable @__hoisted_tensor_1x1x16x8x1xf32_14 : tensor<1x1x16x8x1xf32>
    %__hoisted_tensor_1x1x16x8x1xf32_15 = util.global.load immutable @__hoisted_tensor_1x1x16x8x1xf32_15 : tensor<1x1x16x8x1xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg4) => %arg0 : !hal.buffer_view -> tensor<1x?x16xf32>{%0}
    %2 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %3 = hal.tensor.import on(#hal.device.affinity<@__device_1>) wait(%arg4) => %arg1 : !hal.buffer_view -> tensor<1x?x16xf32>{%2}
    %4 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[1] : index
    %5 = hal.tensor.import on(#hal.device.affinity<@__device_2>) wait(%arg4) => %arg2 : !hal.buffer_view -> tensor<1x?x16xf32>{%4}
    %6 = hal.buffer_view.dim<%arg3 : !hal.buffer_view>[1] : index
    %7 = hal.tensor.import on(#hal.device.affinity<@__device_3>) wait(%arg4) => %arg3 : !hal.buffer_view -> tensor<1x?x16xf32>{%6}
    %8 = util.assume.int %0<umin = 1, umax = 64> : index
    %9 = flow.tensor.reshape %1 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %10 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%9, %__parameter_model_attn_norm_0_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %11 = flow.tensor.reshape %10 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %12 = arith.subi %8, %c1 : index
    %13 = arith.divui %12, %c4 : index
    %14 = arith.addi %13, %c1 : index
    %15 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%11, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %16 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32, %15, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %17 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%14, %8](%16, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x12xf32>{%8}
    %18 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%17, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %19 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy[%8](%17, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %20 = flow.tensor.reshape %19 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %21 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy[%8](%17, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %22 = flow.tensor.reshape %21 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %23 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_elementwise_broadcast_2xDxD_f32[%8](%8) : (index) -> tensor<2x?x?xf32>{%8, %8}
    %24 = flow.tensor.reshape %18 : tensor<?x4xf32>{%8} -> tensor<1x?x2x2xf32>{%8}
    %25 = flow.tensor.reshape %23 : tensor<2x?x?xf32>{%8, %8} -> tensor<2x1x?x?xf32>{%8, %8}
    %26 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_attention_2x1xDxDxf32_generic[%8](%24, %20, %22, %25, %8) : (tensor<1x?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x1x?x?xf32>{%8, %8}, index) -> tensor<1x?x2x2xf32>{%8}
    %27 = flow.tensor.reshape %26 : tensor<1x?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %28 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_pack_f32[%8, %14](%27, %8, %14) : (tensor<1x?x4xf32>{%8}, index, index) -> tensor<1x?x4x4x1xf32>{%14}
    %29 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_batch_mmt4d_1x2xDx4x8x4x1_f32[%14](%__hoisted_tensor_1x2x4x8x1xf32, %28, %14) : (tensor<1x2x4x8x1xf32>, tensor<1x?x4x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %30 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%29, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %31 = flow.tensor.reshape %3 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %32 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%31, %__parameter_model_attn_norm_1_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %33 = flow.tensor.reshape %32 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %34 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%33, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %35 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32_0, %34, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %36 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%14, %8](%35, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x12xf32>{%8}
    %37 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%36, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %38 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy[%8](%36, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %39 = flow.tensor.reshape %38 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %40 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy[%8](%36, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %41 = flow.tensor.reshape %40 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %42 = flow.tensor.reshape %37 : tensor<?x4xf32>{%8} -> tensor<1x?x2x2xf32>{%8}
    %43 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_attention_2x1xDxDxf32_generic[%8](%42, %39, %41, %25, %8) : (tensor<1x?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x1x?x?xf32>{%8, %8}, index) -> tensor<1x?x2x2xf32>{%8}
    %44 = flow.tensor.reshape %43 : tensor<1x?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %45 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_pack_f32[%8, %14](%44, %8, %14) : (tensor<1x?x4xf32>{%8}, index, index) -> tensor<1x?x4x4x1xf32>{%14}
    %46 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_batch_mmt4d_1x2xDx4x8x4x1_f32[%14](%__hoisted_tensor_1x2x4x8x1xf32_1, %45, %14) : (tensor<1x2x4x8x1xf32>, tensor<1x?x4x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %47 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%46, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %48 = flow.tensor.reshape %5 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %49 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%48, %__parameter_model_attn_norm_2_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %50 = flow.tensor.reshape %49 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %51 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%50, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %52 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32_2, %51, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %53 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%14, %8](%52, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x12xf32>{%8}
    %54 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%53, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %55 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy[%8](%53, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %56 = flow.tensor.reshape %55 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %57 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy[%8](%53, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %58 = flow.tensor.reshape %57 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %59 = flow.tensor.reshape %54 : tensor<?x4xf32>{%8} -> tensor<1x?x2x2xf32>{%8}
    %60 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_attention_2x1xDxDxf32_generic[%8](%59, %56, %58, %25, %8) : (tensor<1x?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x1x?x?xf32>{%8, %8}, index) -> tensor<1x?x2x2xf32>{%8}
    %61 = flow.tensor.reshape %60 : tensor<1x?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %62 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_pack_f32[%8, %14](%61, %8, %14) : (tensor<1x?x4xf32>{%8}, index, index) -> tensor<1x?x4x4x1xf32>{%14}
    %63 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_batch_mmt4d_1x2xDx4x8x4x1_f32[%14](%__hoisted_tensor_1x2x4x8x1xf32_3, %62, %14) : (tensor<1x2x4x8x1xf32>, tensor<1x?x4x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %64 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%63, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %65 = flow.tensor.reshape %7 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %66 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%65, %__parameter_model_attn_norm_3_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %67 = flow.tensor.reshape %66 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %68 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%67, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %69 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32_4, %68, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %70 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%14, %8](%69, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x12xf32>{%8}
    %71 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%70, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %72 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy[%8](%70, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %73 = flow.tensor.reshape %72 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %74 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_slow_memcpy[%8](%70, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %75 = flow.tensor.reshape %74 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %76 = flow.tensor.reshape %71 : tensor<?x4xf32>{%8} -> tensor<1x?x2x2xf32>{%8}
    %77 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_attention_2x1xDxDxf32_generic[%8](%76, %73, %75, %25, %8) : (tensor<1x?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x1x?x?xf32>{%8, %8}, index) -> tensor<1x?x2x2xf32>{%8}
    %78 = flow.tensor.reshape %77 : tensor<1x?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %79 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_pack_f32[%8, %14](%78, %8, %14) : (tensor<1x?x4xf32>{%8}, index, index) -> tensor<1x?x4x4x1xf32>{%14}
    %80 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_batch_mmt4d_1x2xDx4x8x4x1_f32[%14](%__hoisted_tensor_1x2x4x8x1xf32_5, %79, %14) : (tensor<1x2x4x8x1xf32>, tensor<1x?x4x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %81 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%80, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %82 = flow.tensor.transfer %47 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %83 = flow.tensor.transfer %64 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %84 = flow.tensor.transfer %81 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %85 = flow.tensor.transfer %30 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %86 = flow.tensor.transfer %64 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %87 = flow.tensor.transfer %81 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %88 = flow.tensor.transfer %30 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %89 = flow.tensor.transfer %47 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %90 = flow.tensor.transfer %81 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %91 = flow.tensor.transfer %30 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %92 = flow.tensor.transfer %47 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %93 = flow.tensor.transfer %64 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %94 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%1, %30, %82, %83, %84, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %95 = flow.tensor.reshape %94 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %96 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%3, %85, %47, %86, %87, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %97 = flow.tensor.reshape %96 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %98 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%5, %88, %89, %64, %90, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %99 = flow.tensor.reshape %98 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %100 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%7, %91, %92, %93, %81, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %101 = flow.tensor.reshape %100 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %102 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%95, %__parameter_model_ffn_norm_0_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %103 = flow.tensor.reshape %102 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %104 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%103, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %105 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32_6, %104, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %106 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%105, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %107 = flow.dispatch @main$async_dispatch_53::@main$async_dispatch_53_slow_memcpy[%8](%106, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %108 = flow.dispatch @main$async_dispatch_54::@main$async_dispatch_54_slow_memcpy[%8](%106, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %109 = flow.tensor.reshape %107 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %110 = flow.tensor.reshape %108 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %111 = flow.dispatch @main$async_dispatch_55::@main$async_dispatch_55_elementwise_1xDx8_f32_pack[%8, %14](%8, %109, %110, %14) : (index, tensor<1x?x8xf32>{%8}, tensor<1x?x8xf32>{%8}, index) -> tensor<1x?x8x4x1xf32>{%14}
    %112 = flow.dispatch @main$async_dispatch_56::@main$async_dispatch_56_batch_mmt4d_1x2xDx8x8x4x1_f32[%14](%__hoisted_tensor_1x2x8x8x1xf32, %111, %14) : (tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %113 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%112, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %114 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%97, %__parameter_model_ffn_norm_1_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %115 = flow.tensor.reshape %114 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %116 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%115, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %117 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32_7, %116, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %118 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%117, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %119 = flow.dispatch @main$async_dispatch_53::@main$async_dispatch_53_slow_memcpy[%8](%118, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %120 = flow.dispatch @main$async_dispatch_54::@main$async_dispatch_54_slow_memcpy[%8](%118, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %121 = flow.tensor.reshape %119 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %122 = flow.tensor.reshape %120 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %123 = flow.dispatch @main$async_dispatch_55::@main$async_dispatch_55_elementwise_1xDx8_f32_pack[%8, %14](%8, %121, %122, %14) : (index, tensor<1x?x8xf32>{%8}, tensor<1x?x8xf32>{%8}, index) -> tensor<1x?x8x4x1xf32>{%14}
    %124 = flow.dispatch @main$async_dispatch_56::@main$async_dispatch_56_batch_mmt4d_1x2xDx8x8x4x1_f32[%14](%__hoisted_tensor_1x2x8x8x1xf32_8, %123, %14) : (tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %125 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%124, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %126 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%99, %__parameter_model_ffn_norm_2_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %127 = flow.tensor.reshape %126 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %128 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%127, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %129 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32_9, %128, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %130 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%129, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %131 = flow.dispatch @main$async_dispatch_53::@main$async_dispatch_53_slow_memcpy[%8](%130, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %132 = flow.dispatch @main$async_dispatch_54::@main$async_dispatch_54_slow_memcpy[%8](%130, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %133 = flow.tensor.reshape %131 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %134 = flow.tensor.reshape %132 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %135 = flow.dispatch @main$async_dispatch_55::@main$async_dispatch_55_elementwise_1xDx8_f32_pack[%8, %14](%8, %133, %134, %14) : (index, tensor<1x?x8xf32>{%8}, tensor<1x?x8xf32>{%8}, index) -> tensor<1x?x8x4x1xf32>{%14}
    %136 = flow.dispatch @main$async_dispatch_56::@main$async_dispatch_56_batch_mmt4d_1x2xDx8x8x4x1_f32[%14](%__hoisted_tensor_1x2x8x8x1xf32_10, %135, %14) : (tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %137 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%136, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %138 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%101, %__parameter_model_ffn_norm_3_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %139 = flow.tensor.reshape %138 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %140 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%139, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %141 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_1x2xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x2x16x8x1xf32_11, %140, %14) : (tensor<1x2x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %142 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%141, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %143 = flow.dispatch @main$async_dispatch_53::@main$async_dispatch_53_slow_memcpy[%8](%142, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %144 = flow.dispatch @main$async_dispatch_54::@main$async_dispatch_54_slow_memcpy[%8](%142, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %145 = flow.tensor.reshape %143 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %146 = flow.tensor.reshape %144 : tensor<?x8xf32>{%8} -> tensor<1x?x8xf32>{%8}
    %147 = flow.dispatch @main$async_dispatch_55::@main$async_dispatch_55_elementwise_1xDx8_f32_pack[%8, %14](%8, %145, %146, %14) : (index, tensor<1x?x8xf32>{%8}, tensor<1x?x8xf32>{%8}, index) -> tensor<1x?x8x4x1xf32>{%14}
    %148 = flow.dispatch @main$async_dispatch_56::@main$async_dispatch_56_batch_mmt4d_1x2xDx8x8x4x1_f32[%14](%__hoisted_tensor_1x2x8x8x1xf32_12, %147, %14) : (tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>{%14}, index) -> tensor<1x2x?x8x4xf32>{%14}
    %149 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_f32[%14, %8](%148, %14, %8) : (tensor<1x2x?x8x4xf32>{%14}, index, index) -> tensor<1x?x16xf32>{%8}
    %150 = flow.tensor.transfer %125 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %151 = flow.tensor.transfer %137 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %152 = flow.tensor.transfer %149 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %153 = flow.tensor.transfer %113 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %154 = flow.tensor.transfer %137 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %155 = flow.tensor.transfer %149 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %156 = flow.tensor.transfer %113 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %157 = flow.tensor.transfer %125 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %158 = flow.tensor.transfer %149 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %159 = flow.tensor.transfer %113 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %160 = flow.tensor.transfer %125 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %161 = flow.tensor.transfer %137 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %162 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%94, %113, %150, %151, %152, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %163 = flow.tensor.reshape %162 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %164 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%96, %153, %125, %154, %155, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %165 = flow.tensor.reshape %164 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %166 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%98, %156, %157, %137, %158, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %167 = flow.tensor.reshape %166 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %168 = flow.dispatch @main$async_dispatch_45::@main$async_dispatch_45_elementwise_1xDx16_f32[%8](%100, %159, %160, %161, %149, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, tensor<1x?x16xf32>{%8}, index) -> tensor<1x?x16xf32>{%8}
    %169 = flow.tensor.reshape %168 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %170 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%163, %__parameter_model_out_norm_0_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %171 = flow.tensor.reshape %170 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %172 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%171, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %173 = flow.dispatch @main$async_dispatch_91::@main$async_dispatch_91_batch_mmt4d_1x1xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x1x16x8x1xf32, %172, %14) : (tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x1x?x8x4xf32>{%14}
    %174 = flow.dispatch @main$async_dispatch_92::@main$async_dispatch_92_unpack_f32[%14, %8](%173, %14, %8) : (tensor<1x1x?x8x4xf32>{%14}, index, index) -> tensor<1x?x8xf32>{%8}
    %175 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%165, %__parameter_model_out_norm_1_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %176 = flow.tensor.reshape %175 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %177 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%176, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %178 = flow.dispatch @main$async_dispatch_91::@main$async_dispatch_91_batch_mmt4d_1x1xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x1x16x8x1xf32_13, %177, %14) : (tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x1x?x8x4xf32>{%14}
    %179 = flow.dispatch @main$async_dispatch_92::@main$async_dispatch_92_unpack_f32[%14, %8](%178, %14, %8) : (tensor<1x1x?x8x4xf32>{%14}, index, index) -> tensor<1x?x8xf32>{%8}
    %180 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%167, %__parameter_model_out_norm_2_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %181 = flow.tensor.reshape %180 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %182 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%181, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %183 = flow.dispatch @main$async_dispatch_91::@main$async_dispatch_91_batch_mmt4d_1x1xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x1x16x8x1xf32_14, %182, %14) : (tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x1x?x8x4xf32>{%14}
    %184 = flow.dispatch @main$async_dispatch_92::@main$async_dispatch_92_unpack_f32[%14, %8](%183, %14, %8) : (tensor<1x1x?x8x4xf32>{%14}, index, index) -> tensor<1x?x8xf32>{%8}
    %185 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_Dx16_f32[%8](%169, %__parameter_model_out_norm_3_tensor_16xf32, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %186 = flow.tensor.reshape %185 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %187 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32[%8, %14](%186, %8, %14) : (tensor<1x?x16xf32>{%8}, index, index) -> tensor<1x?x16x4x1xf32>{%14}
    %188 = flow.dispatch @main$async_dispatch_91::@main$async_dispatch_91_batch_mmt4d_1x1xDx16x8x4x1_f32[%14](%__hoisted_tensor_1x1x16x8x1xf32_15, %187, %14) : (tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%14}, index) -> tensor<1x1x?x8x4xf32>{%14}
    %189 = flow.dispatch @main$async_dispatch_92::@main$async_dispatch_92_unpack_f32[%14, %8](%188, %14, %8) : (tensor<1x1x?x8x4xf32>{%14}, index, index) -> tensor<1x?x8xf32>{%8}
    %190 = flow.tensor.transfer %179 : tensor<1x?x8xf32>{%8} to #hal.device.affinity<@__device_0>
    %191 = flow.tensor.transfer %184 : tensor<1x?x8xf32>{%8} to #hal.device.affinity<@__device_0>
    %192 = flow.tensor.transfer %189 : tensor<1x?x8xf32>{%8} to #hal.device.affinity<@__device_0>
    %193 = flow.tensor.empty : tensor<1x?x32xf32>{%8}
    %194 = flow.tensor.reshape %174 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %195 = flow.dispatch @main$async_dispatch_105::@main$async_dispatch_105_slow_memcpy[%8](%194, %193, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %193{%8}
    %196 = flow.tensor.reshape %190 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %197 = flow.dispatch @main$async_dispatch_106::@main$async_dispatch_106_slow_memcpy[%8](%196, %195, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %195{%8}
    %198 = flow.tensor.reshape %191 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %199 = flow.dispatch @main$async_dispatch_107::@main$async_dispatch_107_slow_memcpy[%8](%198, %197, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %197{%8}
    %200 = flow.tensor.reshape %192 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %201 = flow.dispatch @main$async_dispatch_108::@main$async_dispatch_108_slow_memcpy[%8](%200, %199, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %199{%8}
    %202 = hal.tensor.barrier join(%201 : tensor<1x?x32xf32>) => %arg5 : !hal.fence
    %203 = hal.tensor.export %202 : tensor<1x?x32xf32>{%8} -> !hal.buffer_view
    util.return %203 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %arg3, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
