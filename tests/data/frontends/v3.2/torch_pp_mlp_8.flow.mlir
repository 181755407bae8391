module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_4 = #hal.device.target<"local", {ordinal = 4 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_5 = #hal.device.target<"local", {ordinal = 5 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_6 = #hal.device.target<"local", {ordinal = 6 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_7 = #hal.device.target<"local", {ordinal = 7 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_8x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
        %1 = tensor.empty() : tensor<8x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<16x32xf32> -> tensor<8x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [8, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<8x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x16x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_up_0_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.0"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_0_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_0_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_0_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  flow.executable private @_initializer_1_dispatch_0 {
    flow.executable.export public @_initializer_1_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<32x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x32x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %1 = tensor.empty() : tensor<4x32x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<32x16xf32> -> tensor<4x32x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [4, 32, 4, 1], strides = [1, 1, 1, 1] : tensor<4x32x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x32x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_down_0_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.0"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_0_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_0_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_0_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32 : tensor<4x32x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  util.global private @__parameter_model_up_1_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.1"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_1_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_1_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_1_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32_0 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32_1 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  util.global private @__parameter_model_down_1_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.1"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_1_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_1_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_1_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32_1 : tensor<4x32x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_2 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  util.global private @__parameter_model_up_2_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.2"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_2_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_2_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_2_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32_2 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32_3 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  util.global private @__parameter_model_down_2_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.2"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_2_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_2_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_2_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32_3 : tensor<4x32x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_4 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  util.global private @__parameter_model_up_3_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.3"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_3_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_3_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_3_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32_4 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32_5 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  util.global private @__parameter_model_down_3_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.3"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_3_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_3_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_3_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32_5 : tensor<4x32x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_6 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  util.global private @__parameter_model_up_4_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.4"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_4_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_4_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_4_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32_6 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32_7 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  util.global private @__parameter_model_down_4_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.4"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_4_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_4_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_4_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32_7 : tensor<4x32x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_8 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  util.global private @__parameter_model_up_5_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.5"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_5_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_5_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_5_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32_8 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32_9 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  util.global private @__parameter_model_down_5_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.5"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_5_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_5_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_5_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32_9 : tensor<4x32x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_10 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  util.global private @__parameter_model_up_6_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.6"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_6_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_6_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_6_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32_10 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32_11 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  util.global private @__parameter_model_down_6_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.6"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_6_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_6_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_6_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32_11 : tensor<4x32x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_12 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x16x4x1xf32>
  util.global private @__parameter_model_up_7_tensor_16x32xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.7"> : tensor<16x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_up_7_tensor_16x32xf32 = util.global.load immutable @__parameter_model_up_7_tensor_16x32xf32 : tensor<16x32xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_up_7_tensor_16x32xf32) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32_12 : tensor<8x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32_13 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x32x4x1xf32>
  util.global private @__parameter_model_down_7_tensor_32x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.7"> : tensor<32x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_down_7_tensor_32x16xf32 = util.global.load immutable @__parameter_model_down_7_tensor_32x16xf32 : tensor<32x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%__parameter_model_down_7_tensor_32x16xf32) : (tensor<32x16xf32>) -> tensor<4x32x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x32x4x1xf32_13 : tensor<4x32x4x1xf32>
    util.return
  }
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_elementwise_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_elementwise_2x16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = tensor.empty() : tensor<2x16xf32>
        %2 = tensor.empty() : tensor<2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<2x16xf32>) outs(%3 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<2xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<2x16xf32>, tensor<2xf32>) outs(%1 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.divf %in_1, %cst_0 : f32
          %7 = arith.subf %in, %6 : f32
          linalg.yield %7 : f32
        } -> tensor<2x16xf32>
        flow.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_elementwise_2x16_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_elementwise_2x16_f32_pack(%arg0: !flow.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = tensor.empty() : tensor<1x16x2x1xf32>
        %2 = tensor.empty() : tensor<2x16xf32>
        %3 = tensor.empty() : tensor<2xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2xf32>) -> tensor<2xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<2x16xf32>) outs(%4 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = arith.mulf %in, %in : f32
          %8 = arith.addf %7, %out : f32
          linalg.yield %8 : f32
        } -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %5 : tensor<2x16xf32>, tensor<2xf32>) outs(%2 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %7 = arith.divf %in_2, %cst_0 : f32
          %8 = arith.addf %7, %cst_1 : f32
          %9 = math.rsqrt %8 : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<2x16xf32>
        %pack = tensor.pack %6 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %1 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8x16x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x8x2x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>> -> tensor<1x16x2x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16x4x1xf32>> -> tensor<8x16x4x1xf32>
        %2 = tensor.empty() : tensor<1x8x2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x2x4xf32>) -> tensor<1x8x2x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) outs(%3 : tensor<1x8x2x4xf32>) -> tensor<1x8x2x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 4], strides = [1, 1, 1, 1] : tensor<1x8x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_unpack_elementwise_2x32_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x2x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x32x2x1xf32>>) {
        %cst = arith.constant 1.41421354 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %cst_1 = arith.constant 5.000000e-01 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x2x4xf32>> -> tensor<1x8x2x4xf32>
        %1 = tensor.empty() : tensor<1x32x2x1xf32>
        %2 = tensor.empty() : tensor<2x32xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %2 : tensor<1x8x2x4xf32> -> tensor<2x32xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack : tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = arith.divf %in, %cst : f32
          %5 = math.erf %4 : f32
          %6 = arith.addf %5, %cst_0 : f32
          %7 = arith.mulf %6, %cst_1 : f32
          %8 = arith.mulf %in, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<2x32xf32>
        %pack = tensor.pack %3 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %1 : tensor<2x32xf32> -> tensor<1x32x2x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 32, 2, 1], strides = [1, 1, 1, 1] : tensor<1x32x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x32x2x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_4 {
    flow.executable.export public @main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x32x2x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4x32x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 32, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x32x2x1xf32>> -> tensor<1x32x2x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [4, 32, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x32x4x1xf32>> -> tensor<4x32x4x1xf32>
        %2 = tensor.empty() : tensor<1x4x2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) outs(%3 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : tensor<1x4x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_5 {
    flow.executable.export public @main$async_dispatch_5_unpack_elementwise_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_unpack_elementwise_2x16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %2 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %2 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %unpack : tensor<2x16xf32>, tensor<2x16xf32>) outs(%2 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<2x16xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__hoisted_tensor_8x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32 : tensor<4x32x4x1xf32>
    %__hoisted_tensor_8x16x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_0 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32_1 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_1 : tensor<4x32x4x1xf32>
    %__hoisted_tensor_8x16x4x1xf32_2 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_2 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32_3 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_3 : tensor<4x32x4x1xf32>
    %__hoisted_tensor_8x16x4x1xf32_4 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_4 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32_5 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_5 : tensor<4x32x4x1xf32>
    %__hoisted_tensor_8x16x4x1xf32_6 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_6 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32_7 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_7 : tensor<4x32x4x1xf32>
    %__hoisted_tensor_8x16x4x1xf32_8 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_8 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32_9 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_9 : tensor<4x32x4x1xf32>
    %__hoisted_tensor_8x16x4x1xf32_10 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_10 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32_11 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_11 : tensor<4x32x4x1xf32>
    %__hoisted_tensor_8x16x4x1xf32_12 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_12 : tensor<8x16x4x1xf32>
    %__hoisted_tensor_4x32x4x1xf32_13 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_13 : tensor<4x32x4x1xf32>
    %0 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x16xf32>
    %1 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%0) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %2 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%1) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %3 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%2, %__hoisted_tensor_8x16x4x1xf32) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %4 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%3) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %5 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%4, %__hoisted_tensor_4x32x4x1xf32) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %6 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%5, %0) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %7 = flow.tensor.transfer %6 : tensor<2x16xf32> to #hal.device.affinity<@__device_1>
    %8 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%7) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %9 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%8) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %10 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%9, %__hoisted_tensor_8x16x4x1xf32_0) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %11 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%10) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %12 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%11, %__hoisted_tensor_4x32x4x1xf32_1) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %13 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%12, %7) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %14 = flow.tensor.transfer %13 : tensor<2x16xf32> to #hal.device.affinity<@__device_2>
    %15 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%14) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %16 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%15) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %17 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%16, %__hoisted_tensor_8x16x4x1xf32_2) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %18 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%17) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %19 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%18, %__hoisted_tensor_4x32x4x1xf32_3) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %20 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%19, %14) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %21 = flow.tensor.transfer %20 : tensor<2x16xf32> to #hal.device.affinity<@__device_3>
    %22 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%21) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %23 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%22) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %24 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%23, %__hoisted_tensor_8x16x4x1xf32_4) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %25 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%24) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %26 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%25, %__hoisted_tensor_4x32x4x1xf32_5) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %27 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%26, %21) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %28 = flow.tensor.transfer %27 : tensor<2x16xf32> to #hal.device.affinity<@__device_4>
    %29 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%28) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %30 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%29) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %31 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%30, %__hoisted_tensor_8x16x4x1xf32_6) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %32 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%31) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %33 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%32, %__hoisted_tensor_4x32x4x1xf32_7) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %34 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%33, %28) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %35 = flow.tensor.transfer %34 : tensor<2x16xf32> to #hal.device.affinity<@__device_5>
    %36 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%35) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %37 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%36) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %38 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%37, %__hoisted_tensor_8x16x4x1xf32_8) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %39 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%38) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %40 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%39, %__hoisted_tensor_4x32x4x1xf32_9) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %41 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%40, %35) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %42 = flow.tensor.transfer %41 : tensor<2x16xf32> to #hal.device.affinity<@__device_6>
    %43 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%42) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %44 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%43) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %45 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%44, %__hoisted_tensor_8x16x4x1xf32_10) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %46 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%45) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %47 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%46, %__hoisted_tensor_4x32x4x1xf32_11) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %48 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%47, %42) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %49 = flow.tensor.transfer %48 : tensor<2x16xf32> to #hal.device.affinity<@__device_7>
    %50 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%49) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %51 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%50) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %52 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%51, %__hoisted_tensor_8x16x4x1xf32_12) : (tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x2x4xf32>
    %53 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%52) : (tensor<1x8x2x4xf32>) -> tensor<1x32x2x1xf32>
    %54 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%53, %__hoisted_tensor_4x32x4x1xf32_13) : (tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) -> tensor<1x4x2x4xf32>
    %55 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%54, %49) : (tensor<1x4x2x4xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %56 = hal.tensor.barrier join(%55 : tensor<2x16xf32>) => %arg2 : !hal.fence
    %57 = hal.tensor.export %56 : tensor<2x16xf32> -> !hal.buffer_view
    util.return %57 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
