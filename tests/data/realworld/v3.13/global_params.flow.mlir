module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private mutable @calls = 0 : i32
  flow.executable private @forward_dispatch_0 {
    flow.executable.export public @forward_dispatch_0_matmul_2x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_0_matmul_2x16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %5 = linalg.matmul ins(%0, %1 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%4 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %2 : tensor<2x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.maximumf %7, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_layer0_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer0.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer0_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer0.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer1_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer1.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer1_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer1.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer2_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer2.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer2_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer2.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer3_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer3.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer3_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer3.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer4_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer4.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer4_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer4.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer5_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer5.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer5_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer5.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer6_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer6.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer6_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer6.bias"> : tensor<16xf32>
  util.global private @__parameter_model_layer7_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer7.weight"> : tensor<16x16xf32>
  util.global private @__parameter_model_layer7_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"layer7.bias"> : tensor<16xf32>
  util.func public @forward(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @forward(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x16xf32>)"}} {
    %c1_i32 = arith.constant 1 : i32
    %calls = util.global.load @calls : i32
    %__parameter_model_layer0_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer0_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer0_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer0_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer1_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer1_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer1_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer1_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer2_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer2_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer2_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer2_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer3_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer3_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer3_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer3_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer4_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer4_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer4_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer4_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer5_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer5_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer5_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer5_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer6_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer6_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer6_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer6_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_layer7_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer7_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %__parameter_model_layer7_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer7_bias_tensor_16xf32 : tensor<16xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x16xf32>
    %1 = arith.addi %calls, %c1_i32 : i32
    %2 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%0, %__parameter_model_layer0_weight_tensor_16x16xf32, %__parameter_model_layer0_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %3 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%2, %__parameter_model_layer1_weight_tensor_16x16xf32, %__parameter_model_layer1_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %4 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%3, %__parameter_model_layer2_weight_tensor_16x16xf32, %__parameter_model_layer2_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %5 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%4, %__parameter_model_layer3_weight_tensor_16x16xf32, %__parameter_model_layer3_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %6 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%5, %__parameter_model_layer4_weight_tensor_16x16xf32, %__parameter_model_layer4_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %7 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%6, %__parameter_model_layer5_weight_tensor_16x16xf32, %__parameter_model_layer5_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %8 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%7, %__parameter_model_layer6_weight_tensor_16x16xf32, %__parameter_model_layer6_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %9 = flow.dispatch @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%8, %__parameter_model_layer7_weight_tensor_16x16xf32, %__parameter_model_layer7_bias_tensor_16xf32) : (tensor<2x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %10 = hal.tensor.export %9 "output0" : tensor<2x16xf32> -> !hal.buffer_view
    util.global.store %1, @calls : i32
    util.return %10 : !hal.buffer_view
  }
  util.func public @call_count() -> i32 attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @call_count() -> (%output0: i32)"}} {
    %calls = util.global.load @calls : i32
    util.return %calls : i32
  }
}
