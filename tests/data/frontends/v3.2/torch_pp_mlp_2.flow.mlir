module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
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
    %14 = hal.tensor.barrier join(%13 : tensor<2x16xf32>) => %arg2 : !hal.fence
    %15 = hal.tensor.export %14 : tensor<2x16xf32> -> !hal.buffer_view
    util.return %15 : !hal.buffer_view
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
