module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 : !stream.resource<constant>
  util.global private @__parameter_model_conv1_bias_tensor_4xf32 : !stream.resource<constant>
  util.global private @__parameter_model_norm1_weight_tensor_4xf32 : !stream.resource<constant>
  util.global private @__parameter_model_norm1_bias_tensor_4xf32 : !stream.resource<constant>
  util.global private @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 : !stream.resource<constant>
  util.global private @__parameter_model_conv2_bias_tensor_8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_fc_weight_tensor_5x8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_fc_bias_tensor_5xf32 : !stream.resource<constant>
  util.initializer {
    %c20 = arith.constant 20 : index
    %c160 = arith.constant 160 : index
    %c32 = arith.constant 32 : index
    %c1152 = arith.constant 1152 : index
    %c16 = arith.constant 16 : index
    %c432 = arith.constant 432 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c432} = #stream.parameter.named<"model"::"conv1.weight"> : tensor<4x3x3x3xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"conv1.bias"> : tensor<4xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"norm1.weight"> : tensor<4xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"norm1.bias"> : tensor<4xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1152} = #stream.parameter.named<"model"::"conv2.weight"> : tensor<8x4x3x3xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c32} = #stream.parameter.named<"model"::"conv2.bias"> : tensor<8xf32>
    %cst_5 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c160} = #stream.parameter.named<"model"::"fc.weight"> : tensor<5x8xf32>
    %cst_6 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c20} = #stream.parameter.named<"model"::"fc.bias"> : tensor<5xf32>
    util.global.store %cst_0, @__parameter_model_conv1_bias_tensor_4xf32 : !stream.resource<constant>
    util.global.store %cst, @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 : !stream.resource<constant>
    util.global.store %cst_4, @__parameter_model_conv2_bias_tensor_8xf32 : !stream.resource<constant>
    util.global.store %cst_3, @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 : !stream.resource<constant>
    util.global.store %cst_6, @__parameter_model_fc_bias_tensor_5xf32 : !stream.resource<constant>
    util.global.store %cst_5, @__parameter_model_fc_weight_tensor_5x8xf32 : !stream.resource<constant>
    util.global.store %cst_2, @__parameter_model_norm1_bias_tensor_4xf32 : !stream.resource<constant>
    util.global.store %cst_1, @__parameter_model_norm1_weight_tensor_4xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x10x10xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x12x12xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [3, 10, 10], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x10x10xf32>> -> tensor<3x10x10xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 1, 1], sizes = [3, 10, 10], strides = [1, 1, 1] : tensor<3x10x10xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x12x12xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_conv_4x10x10x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_conv_4x10x10x3x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x12x12xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3x3x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x10x10xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [3, 12, 12], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x12x12xf32>> -> tensor<3x12x12xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 3, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3x3x3xf32>> -> tensor<4x3x3x3xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %7 = tensor.empty() : tensor<4x10x10xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x10x10xf32>) -> tensor<4x10x10xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%4, %5 : tensor<3x12x12xf32>, tensor<4x3x3x3xf32>) outs(%8 : tensor<4x10x10xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.mulf %in, %in_0 : f32
          %12 = arith.addf %out, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<4x10x10xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<4x10x10xf32>, tensor<4xf32>) outs(%7 : tensor<4x10x10xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<4x10x10xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0, 0], sizes = [4, 10, 10], strides = [1, 1, 1] : tensor<4x10x10xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x10x10xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_reduction_2x200_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_reduction_2x200_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 2.000000e+02 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x200xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x200xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x200xf32>> -> tensor<2x200xf32>
        %3 = tensor.empty() : tensor<2x200xf32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x200xf32>) outs(%5 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<2x200xf32>, tensor<2xf32>) outs(%3 : tensor<2x200xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %in_1, %cst : f32
          %9 = arith.subf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x200xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : tensor<2x200xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x200xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_reduction_2x200_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_reduction_2x200_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 2.000000e+02 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x200xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x200xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x200xf32>> -> tensor<2x200xf32>
        %3 = tensor.empty() : tensor<2x200xf32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x200xf32>) outs(%5 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<2x200xf32>, tensor<2xf32>) outs(%3 : tensor<2x200xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %8 = arith.divf %in_2, %cst_0 : f32
          %9 = arith.addf %8, %cst : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<2x200xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : tensor<2x200xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x200xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_4 {
    stream.executable.export public @main$async_dispatch_4_elementwise_4x100_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_elementwise_4x100_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x100xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x100xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 100], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x100xf32>> -> tensor<4x100xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %7 = tensor.empty() : tensor<4x100xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %5, %6 : tensor<4x100xf32>, tensor<4xf32>, tensor<4xf32>) outs(%7 : tensor<4x100xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %9 = arith.mulf %in, %in_0 : f32
          %10 = arith.addf %9, %in_1 : f32
          %11 = arith.cmpf ugt, %10, %cst : f32
          %12 = arith.select %11, %10, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<4x100xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0], sizes = [4, 100], strides = [1, 1] : tensor<4x100xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x100xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_5 {
    stream.executable.export public @main$async_dispatch_5_conv_4x5x5x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_conv_4x5x5x2x2_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x10x10xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5x5xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 10, 10], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x10x10xf32>> -> tensor<4x10x10xf32>
        %3 = tensor.empty() : tensor<4x5x5xf32>
        %4 = tensor.empty() : tensor<2x2xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4x5x5xf32>) -> tensor<4x5x5xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d2 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%2, %4 : tensor<4x10x10xf32>, tensor<2x2xf32>) outs(%5 : tensor<4x5x5xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.maximumf %out, %in : f32
          linalg.yield %7 : f32
        } -> tensor<4x5x5xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0, 0], sizes = [4, 5, 5], strides = [1, 1, 1] : tensor<4x5x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x5x5xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_6 {
    stream.executable.export public @main$async_dispatch_6_conv_8x2x2x4x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_conv_8x2x2x4x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x5x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x3x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x3x3xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 5, 5], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x5x5xf32>> -> tensor<4x5x5xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [8, 4, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x3x3xf32>> -> tensor<8x4x3x3xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %7 = tensor.empty() : tensor<8x2x2xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x2x2xf32>) -> tensor<8x2x2xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 * 2 + d4, d2 * 2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%4, %5 : tensor<4x5x5xf32>, tensor<8x4x3x3xf32>) outs(%8 : tensor<8x2x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.mulf %in, %in_0 : f32
          %12 = arith.addf %out, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<8x2x2xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<8x2x2xf32>, tensor<8xf32>) outs(%7 : tensor<8x2x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = arith.cmpf ugt, %11, %cst : f32
          %13 = arith.select %12, %11, %cst : f32
          linalg.yield %13 : f32
        } -> tensor<8x2x2xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0, 0], sizes = [8, 2, 2], strides = [1, 1, 1] : tensor<8x2x2xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x3x3xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_7 {
    stream.executable.export public @main$async_dispatch_7_reduction_8x4_i1xf32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_reduction_8x4_i1xf32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c2 = arith.constant 2 : index
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 4.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [8, 3, 3], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x3xf32>> -> tensor<8x3x3xf32>
        %4 = tensor.empty() : tensor<f32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
        %7 = tensor.empty() : tensor<4xi1>
        %8:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<4xi1>) outs(%6, %4 : tensor<8xf32>, tensor<f32>) {
        ^bb0(%in: i1, %out: f32, %out_1: f32):
          %9 = linalg.index 0 : index
          %10 = linalg.index 1 : index
          %11 = arith.remsi %10, %c2 : index
          %12 = arith.divsi %10, %c2 : index
          %extracted = tensor.extract %3[%9, %12, %11] : tensor<8x3x3xf32>
          %13 = arith.cmpi ult, %12, %c2 : index
          %14 = arith.select %13, %extracted, %cst : f32
          %15 = arith.cmpi ult, %11, %c2 : index
          %16 = arith.select %15, %14, %cst : f32
          %17 = arith.addf %16, %out : f32
          linalg.yield %17, %cst_0 : f32, f32
        } -> (tensor<8xf32>, tensor<f32>)
        iree_tensor_ext.dispatch.tensor.store %8#0, %1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        iree_tensor_ext.dispatch.tensor.store %8#1, %2, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_8 {
    stream.executable.export public @main$async_dispatch_8_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<f32>, tensor<8xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.divf %in_0, %in : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_9 {
    stream.executable.export public @main$async_dispatch_9_matmul_1x5x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_9_matmul_1x5x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x5xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x5xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>> -> tensor<1x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [5, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8xf32>> -> tensor<5x8xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [1, 5], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x5xf32>> -> tensor<1x5xf32>
        %7 = tensor.empty() : tensor<1x5xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x5xf32>) -> tensor<1x5xf32>
        %9 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%4, %5 : tensor<1x8xf32>, tensor<5x8xf32>) outs(%8 : tensor<1x5xf32>) -> tensor<1x5xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9, %6 : tensor<1x5xf32>, tensor<1x5xf32>) outs(%7 : tensor<1x5xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<1x5xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [1, 5], strides = [1, 1] : tensor<1x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x5xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c20 = arith.constant 20 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c288 = arith.constant 288 : index
    %c400 = arith.constant 400 : index
    %c1600 = arith.constant 1600 : index
    %c0 = arith.constant 0 : index
    %c1728 = arith.constant 1728 : index
    %c1200 = arith.constant 1200 : index
    %c0_i8 = arith.constant 0 : i8
    %c10 = arith.constant 10 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c432 = arith.constant 432 : index
    %c16 = arith.constant 16 : index
    %c1152 = arith.constant 1152 : index
    %c160 = arith.constant 160 : index
    %__parameter_model_conv1_weight_tensor_4x3x3x3xf32 = util.global.load immutable @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 : !stream.resource<constant>
    %__parameter_model_conv1_bias_tensor_4xf32 = util.global.load immutable @__parameter_model_conv1_bias_tensor_4xf32 : !stream.resource<constant>
    %__parameter_model_norm1_weight_tensor_4xf32 = util.global.load immutable @__parameter_model_norm1_weight_tensor_4xf32 : !stream.resource<constant>
    %__parameter_model_norm1_bias_tensor_4xf32 = util.global.load immutable @__parameter_model_norm1_bias_tensor_4xf32 : !stream.resource<constant>
    %__parameter_model_conv2_weight_tensor_8x4x3x3xf32 = util.global.load immutable @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 : !stream.resource<constant>
    %__parameter_model_conv2_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_conv2_bias_tensor_8xf32 : !stream.resource<constant>
    %__parameter_model_fc_weight_tensor_5x8xf32 = util.global.load immutable @__parameter_model_fc_weight_tensor_5x8xf32 : !stream.resource<constant>
    %__parameter_model_fc_bias_tensor_5xf32 = util.global.load immutable @__parameter_model_fc_bias_tensor_5xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c3, %c10, %c10]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x3x10x10xf32> in !stream.resource<external>{%c1200}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c1200}
    %3 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c0_i8 : i8 -> !stream.resource<transient>{%c1728}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_slow_memcpy(%2[%c0 to %c1200 for %c1200], %3[%c0 to %c1728 for %c1728]) : (!stream.resource<external>{%c1200}, !stream.resource<transient>{%c1728}) -> %3{%c1728}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_conv_4x10x10x3x3x3_f32(%4[%c0 to %c1728 for %c1728], %__parameter_model_conv1_weight_tensor_4x3x3x3xf32[%c0 to %c432 for %c432], %__parameter_model_conv1_bias_tensor_4xf32[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c1728}, !stream.resource<constant>{%c432}, !stream.resource<constant>{%c16}) -> !stream.resource<transient>{%c1600}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_reduction_2x200_f32(%5[%c0 to %c1600 for %c1600]) : (!stream.resource<transient>{%c1600}) -> !stream.resource<transient>{%c1600}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_reduction_2x200_f32(%6[%c0 to %c1600 for %c1600]) : (!stream.resource<transient>{%c1600}) -> !stream.resource<transient>{%c1600}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_4::@main$async_dispatch_4_elementwise_4x100_f32(%7[%c0 to %c1600 for %c1600], %__parameter_model_norm1_weight_tensor_4xf32[%c0 to %c16 for %c16], %__parameter_model_norm1_bias_tensor_4xf32[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c1600}, !stream.resource<constant>{%c16}, !stream.resource<constant>{%c16}) -> !stream.resource<transient>{%c1600}
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_5::@main$async_dispatch_5_conv_4x5x5x2x2_f32(%8[%c0 to %c1600 for %c1600]) : (!stream.resource<transient>{%c1600}) -> !stream.resource<transient>{%c400}
    %10 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c0_i8 : i8 -> !stream.resource<transient>{%c288}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_6::@main$async_dispatch_6_conv_8x2x2x4x3x3_f32(%9[%c0 to %c400 for %c400], %__parameter_model_conv2_weight_tensor_8x4x3x3xf32[%c0 to %c1152 for %c1152], %__parameter_model_conv2_bias_tensor_8xf32[%c0 to %c32 for %c32], %10[%c0 to %c288 for %c288]) : (!stream.resource<transient>{%c400}, !stream.resource<constant>{%c1152}, !stream.resource<constant>{%c32}, !stream.resource<transient>{%c288}) -> %10{%c288}
    %12:2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_7::@main$async_dispatch_7_reduction_8x4_i1xf32xf32(%11[%c0 to %c288 for %c288]) : (!stream.resource<transient>{%c288}) -> (!stream.resource<transient>{%c32}, !stream.resource<transient>{%c4})
    %13 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_8::@main$async_dispatch_8_elementwise_8_f32(%12#1[%c0 to %c4 for %c4], %12#0[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c4}, !stream.resource<transient>{%c32}) -> !stream.resource<transient>{%c32}
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_9::@main$async_dispatch_9_matmul_1x5x8_f32(%13[%c0 to %c32 for %c32], %__parameter_model_fc_weight_tensor_5x8xf32[%c0 to %c160 for %c160], %__parameter_model_fc_bias_tensor_5xf32[%c0 to %c20 for %c20]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c160}, !stream.resource<constant>{%c20}) -> !stream.resource<external>{%c20}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %14 : !stream.resource<external>{%c20} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x5xf32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    util.return %15 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
