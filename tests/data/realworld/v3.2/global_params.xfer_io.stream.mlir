#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  util.global private mutable @calls = 0 : i32
  util.global private @__hoisted_tensor_4x16x4x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x16x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %3 = tensor.empty() : tensor<4x16x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<16x16xf32> -> tensor<4x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [4, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<4x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x16x4x1xf32>>
        return
      }
    }
  }
  util.initializer {
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer0.weight"> : tensor<16x16xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_0 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer1.weight"> : tensor<16x16xf32>
    %1 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_0[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_1 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer2.weight"> : tensor<16x16xf32>
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_1[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_2 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer3.weight"> : tensor<16x16xf32>
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_2[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_3 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer4.weight"> : tensor<16x16xf32>
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_3[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_4 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer5.weight"> : tensor<16x16xf32>
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_4[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_5 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer6.weight"> : tensor<16x16xf32>
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_5[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_6 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer7.weight"> : tensor<16x16xf32>
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_6[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_7 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer0.bias"> : tensor<16xf32>
    %cst_8 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer1.bias"> : tensor<16xf32>
    %cst_9 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer2.bias"> : tensor<16xf32>
    %cst_10 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer3.bias"> : tensor<16xf32>
    %cst_11 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer4.bias"> : tensor<16xf32>
    %cst_12 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer5.bias"> : tensor<16xf32>
    %cst_13 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer6.bias"> : tensor<16xf32>
    %cst_14 = stream.async.constant on(#hal.device.affinity<@device_b>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer7.bias"> : tensor<16xf32>
    util.global.store %0, @__hoisted_tensor_4x16x4x1xf32 : !stream.resource<constant>
    util.global.store %1, @__hoisted_tensor_4x16x4x1xf32_0 : !stream.resource<constant>
    util.global.store %2, @__hoisted_tensor_4x16x4x1xf32_1 : !stream.resource<constant>
    util.global.store %3, @__hoisted_tensor_4x16x4x1xf32_2 : !stream.resource<constant>
    util.global.store %4, @__hoisted_tensor_4x16x4x1xf32_3 : !stream.resource<constant>
    util.global.store %5, @__hoisted_tensor_4x16x4x1xf32_4 : !stream.resource<constant>
    util.global.store %6, @__hoisted_tensor_4x16x4x1xf32_5 : !stream.resource<constant>
    util.global.store %7, @__hoisted_tensor_4x16x4x1xf32_6 : !stream.resource<constant>
    util.global.store %cst_7, @__parameter_model_layer0_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_8, @__parameter_model_layer1_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_9, @__parameter_model_layer2_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_10, @__parameter_model_layer3_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_11, @__parameter_model_layer4_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_12, @__parameter_model_layer5_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_13, @__parameter_model_layer6_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_14, @__parameter_model_layer7_bias_tensor_16xf32 : !stream.resource<constant>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_0 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x16x4x1xf32_1 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x16x4x1xf32_2 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x16x4x1xf32_3 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x16x4x1xf32_4 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x16x4x1xf32_5 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x16x4x1xf32_6 : !stream.resource<constant>
  stream.executable private @forward_dispatch_0 {
    stream.executable.export public @forward_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %3 = tensor.empty() : tensor<1x16x2x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @forward_dispatch_1 {
    stream.executable.export public @forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x16x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>> -> tensor<1x16x2x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x16x4x1xf32>> -> tensor<4x16x4x1xf32>
        %5 = tensor.empty() : tensor<1x4x2x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) outs(%6 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : tensor<1x4x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @forward_dispatch_2 {
    stream.executable.export public @forward_dispatch_2_unpack_elementwise_2x16_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty() : tensor<1x16x2x1xf32>
        %6 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %3 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %6 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %4 : tensor<2x16xf32>, tensor<16xf32>) outs(%6 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.addf %in, %in_0 : f32
          %9 = arith.maximumf %8, %cst : f32
          linalg.yield %9 : f32
        } -> tensor<2x16xf32>
        %pack = tensor.pack %7 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %5 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %2, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @forward_dispatch_16 {
    stream.executable.export public @forward_dispatch_16_unpack_elementwise_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_16_unpack_elementwise_2x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %3 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %5 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %4 : tensor<2x16xf32>, tensor<16xf32>) outs(%5 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.maximumf %7, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<2x16xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_layer0_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer1_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer2_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer3_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer4_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer5_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer6_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer7_bias_tensor_16xf32 : !stream.resource<constant>
  util.func public @forward(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @forward(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x16xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c1_i32 = arith.constant 1 : i32
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %calls = util.global.load @calls : i32
    %__parameter_model_layer0_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer0_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer1_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer1_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer2_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer2_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer3_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer3_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer4_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer4_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer5_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer5_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer6_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer6_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer7_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer7_bias_tensor_16xf32 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_0 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32_1 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_1 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32_2 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_2 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32_3 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_3 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32_4 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_4 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32_5 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_5 : !stream.resource<constant>
    %__hoisted_tensor_4x16x4x1xf32_6 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_6 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %1 = arith.addi %calls, %c1_i32 : i32
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_0::@forward_dispatch_0_pack_f32(%0[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%2[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%3[%c0 to %c128 for %c128], %__parameter_model_layer0_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%4[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32_0[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%5[%c0 to %c128 for %c128], %__parameter_model_layer1_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%6[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32_1[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %8 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%7[%c0 to %c128 for %c128], %__parameter_model_layer2_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %9 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%8[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32_2[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %10 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%9[%c0 to %c128 for %c128], %__parameter_model_layer3_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %11 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%10[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32_3[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %12 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%11[%c0 to %c128 for %c128], %__parameter_model_layer4_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %13 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%12[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32_4[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %14 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%13[%c0 to %c128 for %c128], %__parameter_model_layer5_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %15 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%14[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32_5[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %16 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%15[%c0 to %c128 for %c128], %__parameter_model_layer6_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %17 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%16[%c0 to %c128 for %c128], %__hoisted_tensor_4x16x4x1xf32_6[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %18 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @forward_dispatch_16::@forward_dispatch_16_unpack_elementwise_2x16_f32(%17[%c0 to %c128 for %c128], %__parameter_model_layer7_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %19 = stream.async.transfer %18 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c128}
    %20 = stream.tensor.export on(#hal.device.affinity<@device_a>) %19 : tensor<2x16xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.global.store %1, @calls : i32
    util.return %20 : !hal.buffer_view
  }
  util.func public @call_count() -> i32 attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @call_count() -> (%output0: i32)"}} {
    %calls = util.global.load @calls : i32
    util.return %calls : i32
  }
}
