module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private mutable @calls : i32
  util.global private @__parameter_model_layer0_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer0_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer1_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer1_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer2_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer2_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer3_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer3_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer4_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer4_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer5_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer5_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer6_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer6_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer7_weight_tensor_16x16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_layer7_bias_tensor_16xf32 : !stream.resource<constant>
  util.initializer {
    %c64 = arith.constant 64 : index
    %c0_i32 = arith.constant 0 : i32
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer0.weight"> : tensor<16x16xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer0.bias"> : tensor<16xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer1.weight"> : tensor<16x16xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer1.bias"> : tensor<16xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer2.weight"> : tensor<16x16xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer2.bias"> : tensor<16xf32>
    %cst_5 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer3.weight"> : tensor<16x16xf32>
    %cst_6 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer3.bias"> : tensor<16xf32>
    %cst_7 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer4.weight"> : tensor<16x16xf32>
    %cst_8 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer4.bias"> : tensor<16xf32>
    %cst_9 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer5.weight"> : tensor<16x16xf32>
    %cst_10 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer5.bias"> : tensor<16xf32>
    %cst_11 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer6.weight"> : tensor<16x16xf32>
    %cst_12 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer6.bias"> : tensor<16xf32>
    %cst_13 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"layer7.weight"> : tensor<16x16xf32>
    %cst_14 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"layer7.bias"> : tensor<16xf32>
    util.global.store %cst_0, @__parameter_model_layer0_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst, @__parameter_model_layer0_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %cst_2, @__parameter_model_layer1_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_1, @__parameter_model_layer1_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %cst_4, @__parameter_model_layer2_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_3, @__parameter_model_layer2_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %cst_6, @__parameter_model_layer3_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_5, @__parameter_model_layer3_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %cst_8, @__parameter_model_layer4_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_7, @__parameter_model_layer4_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %cst_10, @__parameter_model_layer5_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_9, @__parameter_model_layer5_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %cst_12, @__parameter_model_layer6_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_11, @__parameter_model_layer6_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %cst_14, @__parameter_model_layer7_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_13, @__parameter_model_layer7_weight_tensor_16x16xf32 : !stream.resource<constant>
    util.global.store %c0_i32, @calls : i32
    util.return
  }
  stream.executable private @forward_dispatch_0 {
    stream.executable.export public @forward_dispatch_0_matmul_2x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @forward_dispatch_0_matmul_2x16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %7 = tensor.empty() : tensor<2x16xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %9 = linalg.matmul ins(%4, %5 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9, %6 : tensor<2x16xf32>, tensor<16xf32>) outs(%7 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = arith.maximumf %11, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.func public @forward(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @forward(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x16xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c1_i32 = arith.constant 1 : i32
    %c1024 = arith.constant 1024 : index
    %c64 = arith.constant 64 : index
    %calls = util.global.load @calls : i32
    %__parameter_model_layer0_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer0_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer0_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer0_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer1_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer1_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer1_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer1_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer2_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer2_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer2_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer2_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer3_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer3_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer3_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer3_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer4_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer4_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer4_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer4_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer5_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer5_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer5_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer5_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer6_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer6_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer6_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer6_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_layer7_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_layer7_weight_tensor_16x16xf32 : !stream.resource<constant>
    %__parameter_model_layer7_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_layer7_bias_tensor_16xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %1 = arith.addi %calls, %c1_i32 : i32
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%0[%c0 to %c128 for %c128], %__parameter_model_layer0_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer0_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%2[%c0 to %c128 for %c128], %__parameter_model_layer1_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer1_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%3[%c0 to %c128 for %c128], %__parameter_model_layer2_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer2_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%4[%c0 to %c128 for %c128], %__parameter_model_layer3_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer3_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%5[%c0 to %c128 for %c128], %__parameter_model_layer4_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer4_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%6[%c0 to %c128 for %c128], %__parameter_model_layer5_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer5_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %8 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%7[%c0 to %c128 for %c128], %__parameter_model_layer6_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer6_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c128}
    %9 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @forward_dispatch_0::@forward_dispatch_0_matmul_2x16x16_f32(%8[%c0 to %c128 for %c128], %__parameter_model_layer7_weight_tensor_16x16xf32[%c0 to %c1024 for %c1024], %__parameter_model_layer7_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c1024}, !stream.resource<constant>{%c64}) -> !stream.resource<external>{%c128}
    %10 = stream.tensor.export on(#hal.device.affinity<@device_a>) %9 : tensor<2x16xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.global.store %1, @calls : i32
    util.return %10 : !hal.buffer_view
  }
  util.func public @call_count() -> i32 attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @call_count() -> (%output0: i32)"}} {
    %calls = util.global.load @calls : i32
    util.return %calls : i32
  }
}
