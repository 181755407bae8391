module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private mutable @calls = 0 : i32
  util.global private @__hoisted_tensor_4x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %1 = tensor.empty() : tensor<4x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<16x16xf32> -> tensor<4x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [4, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<4x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x16x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_layer0_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer0.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer0_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer0_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer0_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x16x4x1xf32 : tensor<4x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_0 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  util.global private @__parameter_model_layer1_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer1.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer1_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer1_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer1_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    %1 = flow.tensor.transfer %0 : tensor<4x16x4x1xf32> to #hal.device.affinity<@device_b>
    util.global.store %1, @__hoisted_tensor_4x16x4x1xf32_0 : tensor<4x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_1 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  util.global private @__parameter_model_layer2_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer2.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer2_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer2_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer2_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x16x4x1xf32_1 : tensor<4x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_2 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  util.global private @__parameter_model_layer3_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer3.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer3_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer3_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer3_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    %1 = flow.tensor.transfer %0 : tensor<4x16x4x1xf32> to #hal.device.affinity<@device_b>
    util.global.store %1, @__hoisted_tensor_4x16x4x1xf32_2 : tensor<4x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_3 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  util.global private @__parameter_model_layer4_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer4.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer4_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer4_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer4_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x16x4x1xf32_3 : tensor<4x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_4 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  util.global private @__parameter_model_layer5_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer5.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer5_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer5_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer5_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    %1 = flow.tensor.transfer %0 : tensor<4x16x4x1xf32> to #hal.device.affinity<@device_b>
    util.global.store %1, @__hoisted_tensor_4x16x4x1xf32_4 : tensor<4x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_5 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  util.global private @__parameter_model_layer6_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer6.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer6_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer6_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer6_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_4x16x4x1xf32_5 : tensor<4x16x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_4x16x4x1xf32_6 {stream.affinity.default = #hal.device.affinity<@device_a>} : tensor<4x16x4x1xf32>
  util.global private @__parameter_model_layer7_weight_tensor_16x16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer7.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
    %__parameter_model_layer7_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer7_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_layer7_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<4x16x4x1xf32>
    %1 = flow.tensor.transfer %0 : tensor<4x16x4x1xf32> to #hal.device.affinity<@device_b>
    util.global.store %1, @__hoisted_tensor_4x16x4x1xf32_6 : tensor<4x16x4x1xf32>
    util.return
  }
  flow.executable private @forward_dispatch_0 {
    flow.executable.export public @forward_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = tensor.empty() : tensor<1x16x2x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %1 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  flow.executable private @forward_dispatch_1 {
    flow.executable.export public @forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4x16x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>> -> tensor<1x16x2x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [4, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x16x4x1xf32>> -> tensor<4x16x4x1xf32>
        %2 = tensor.empty() : tensor<1x4x2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) outs(%3 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : tensor<1x4x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @forward_dispatch_2 {
    flow.executable.export public @forward_dispatch_2_unpack_elementwise_2x16_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %2 = tensor.empty() : tensor<1x16x2x1xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %3 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %1 : tensor<2x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.addf %in, %in_0 : f32
          %6 = arith.maximumf %5, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<2x16xf32>
        %pack = tensor.pack %4 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %2 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  flow.executable private @forward_dispatch_16 {
    flow.executable.export public @forward_dispatch_16_unpack_elementwise_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_16_unpack_elementwise_2x16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %2 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %2 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %1 : tensor<2x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          %5 = arith.maximumf %4, %cst : f32
          linalg.yield %5 : f32
        } -> tensor<2x16xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_layer0_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer0.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer1_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer1.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer2_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer2.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer3_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer3.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer4_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer4.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer5_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer5.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer6_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer6.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer7_bias_tensor_16xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer7.bias"> : tensor<16xf32>
  util.func public @forward(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @forward(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x16xf32>)"}} {
    %c1_i32 = arith.constant 1 : i32
    %calls = util.global.load @calls : i32
    %__parameter_model_layer0_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer0_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer1_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer1_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer2_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer2_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer3_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer3_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer4_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer4_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer5_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer5_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer6_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer6_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer7_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer7_bias_tensor_16xf32 : tensor<16xf32>
    %__hoisted_tensor_4x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32 : tensor<4x16x4x1xf32>
    %__hoisted_tensor_4x16x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_0 : tensor<4x16x4x1xf32>
    %__hoisted_tensor_4x16x4x1xf32_1 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_1 : tensor<4x16x4x1xf32>
    %__hoisted_tensor_4x16x4x1xf32_2 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_2 : tensor<4x16x4x1xf32>
    %__hoisted_tensor_4x16x4x1xf32_3 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_3 : tensor<4x16x4x1xf32>
    %__hoisted_tensor_4x16x4x1xf32_4 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_4 : tensor<4x16x4x1xf32>
    %__hoisted_tensor_4x16x4x1xf32_5 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_5 : tensor<4x16x4x1xf32>
    %__hoisted_tensor_4x16x4x1xf32_6 = util.global.load immutable @__hoisted_tensor_4x16x4x1xf32_6 : tensor<4x16x4x1xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x16xf32>
    %1 = arith.addi %calls, %c1_i32 : i32
    %2 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_pack_f32(%0) : (tensor<2x16xf32>) -> tensor<1x16x2x1xf32>
    %3 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%2, %__hoisted_tensor_4x16x4x1xf32) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %4 = flow.tensor.transfer %3 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %5 = flow.dispatch @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%4, %__parameter_model_layer0_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %6 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%5, %__hoisted_tensor_4x16x4x1xf32_0) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %7 = flow.tensor.transfer %6 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %8 = flow.dispatch @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%7, %__parameter_model_layer1_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %9 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%8, %__hoisted_tensor_4x16x4x1xf32_1) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %10 = flow.tensor.transfer %9 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %11 = flow.dispatch @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%10, %__parameter_model_layer2_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %12 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%11, %__hoisted_tensor_4x16x4x1xf32_2) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %13 = flow.tensor.transfer %12 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %14 = flow.dispatch @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%13, %__parameter_model_layer3_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %15 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%14, %__hoisted_tensor_4x16x4x1xf32_3) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %16 = flow.tensor.transfer %15 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %17 = flow.dispatch @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%16, %__parameter_model_layer4_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %18 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%17, %__hoisted_tensor_4x16x4x1xf32_4) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %19 = flow.tensor.transfer %18 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %20 = flow.dispatch @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%19, %__parameter_model_layer5_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %21 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%20, %__hoisted_tensor_4x16x4x1xf32_5) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %22 = flow.tensor.transfer %21 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %23 = flow.dispatch @forward_dispatch_2::@forward_dispatch_2_unpack_elementwise_2x16_f32_pack(%22, %__parameter_model_layer6_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %24 = flow.dispatch @forward_dispatch_1::@forward_dispatch_1_mmt4d_1x4x16x2x4x1_f32(%23, %__hoisted_tensor_4x16x4x1xf32_6) : (tensor<1x16x2x1xf32>, tensor<4x16x4x1xf32>) -> tensor<1x4x2x4xf32>
    %25 = flow.tensor.transfer %24 : tensor<1x4x2x4xf32> to #hal.device.affinity<@device_b>
    %26 = flow.dispatch @forward_dispatch_16::@forward_dispatch_16_unpack_elementwise_2x16_f32(%25, %__parameter_model_layer7_bias_tensor_16xf32) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %27 = hal.tensor.export %26 "output0" : tensor<2x16xf32> -> !hal.buffer_view
    util.global.store %1, @calls : i32
    util.return %27 : !hal.buffer_view
  }
  util.func public @call_count() -> i32 attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @call_count() -> (%output0: i32)"}} {
    %calls = util.global.load @calls : i32
    util.return %calls : i32
  }
}
