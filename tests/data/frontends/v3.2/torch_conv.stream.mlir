#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0)>
#map6 = affine_map<(d0, d1, d2) -> ()>
#map7 = affine_map<(d0) -> ()>
#map8 = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__hoisted_tensor_2x8x4x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<5x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [5, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<5x8xf32>> -> tensor<5x8xf32>
        %3 = tensor.empty() : tensor<2x8x4x1xf32>
        %pack = tensor.pack %2 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %3 : tensor<5x8xf32> -> tensor<2x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<2x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>
        return
      }
    }
  }
  util.initializer {
    %c432 = arith.constant 432 : index
    %c16 = arith.constant 16 : index
    %c1152 = arith.constant 1152 : index
    %c32 = arith.constant 32 : index
    %c20 = arith.constant 20 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c160 = arith.constant 160 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c160} = #stream.parameter.named<"model"::"fc.weight"> : tensor<5x8xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst[%c0 to %c160 for %c160]) : (!stream.resource<constant>{%c160}) -> !stream.resource<constant>{%c256}
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c20} = #stream.parameter.named<"model"::"fc.bias"> : tensor<5xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c32} = #stream.parameter.named<"model"::"conv2.bias"> : tensor<8xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1152} = #stream.parameter.named<"model"::"conv2.weight"> : tensor<8x4x3x3xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"norm1.bias"> : tensor<4xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"norm1.weight"> : tensor<4xf32>
    %cst_5 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"conv1.bias"> : tensor<4xf32>
    %cst_6 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c432} = #stream.parameter.named<"model"::"conv1.weight"> : tensor<4x3x3x3xf32>
    util.global.store %0, @__hoisted_tensor_2x8x4x1xf32 : !stream.resource<constant>
    util.global.store %cst_5, @__parameter_model_conv1_bias_tensor_4xf32 : !stream.resource<constant>
    util.global.store %cst_6, @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 : !stream.resource<constant>
    util.global.store %cst_1, @__parameter_model_conv2_bias_tensor_8xf32 : !stream.resource<constant>
    util.global.store %cst_2, @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 : !stream.resource<constant>
    util.global.store %cst_0, @__parameter_model_fc_bias_tensor_5xf32 : !stream.resource<constant>
    util.global.store %cst_3, @__parameter_model_norm1_bias_tensor_4xf32 : !stream.resource<constant>
    util.global.store %cst_4, @__parameter_model_norm1_weight_tensor_4xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x10x10xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<3x12x12xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [3, 10, 10], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x10x10xf32>> -> tensor<3x10x10xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 1, 1], sizes = [3, 10, 10], strides = [1, 1, 1] : tensor<3x10x10xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x12x12xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x3x12x12xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x3x3x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x10x10xf32>>
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 3, 12, 12], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x3x12x12xf32>> -> tensor<1x3x12x12xf32>
        %5 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 3, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x3x3x3xf32>> -> tensor<4x3x3x3xf32>
        %6 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4xf32>> -> tensor<1x4xf32>
        %7 = tensor.empty() : tensor<1x4x10x10xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
        %9 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%4, %5 : tensor<1x3x12x12xf32>, tensor<4x3x3x3xf32>) outs(%8 : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
        %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<1x4x10x10xf32>, tensor<1x4xf32>) outs(%7 : tensor<1x4x10x10xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<1x4x10x10xf32>
        flow.dispatch.tensor.store %10, %3, offsets = [0, 0, 0, 0], sizes = [1, 4, 10, 10], strides = [1, 1, 1, 1] : tensor<1x4x10x10xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x10x10xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_elementwise_2x200_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_elementwise_2x200_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 2.000000e+02 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x200xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x200xf32>> -> tensor<2x200xf32>
        %3 = tensor.empty() : tensor<2x200xf32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x200xf32>) outs(%5 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<2x200xf32>, tensor<2xf32>) outs(%3 : tensor<2x200xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %in_1, %cst : f32
          %9 = arith.subf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x200xf32>
        flow.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : tensor<2x200xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_elementwise_2x200_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_elementwise_2x200_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 2.000000e+02 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x200xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x200xf32>> -> tensor<2x200xf32>
        %3 = tensor.empty() : tensor<2x200xf32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x200xf32>) outs(%5 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<2x200xf32>, tensor<2xf32>) outs(%3 : tensor<2x200xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %8 = arith.divf %in_2, %cst_0 : f32
          %9 = arith.addf %8, %cst : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<2x200xf32>
        flow.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : tensor<2x200xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_4 {
    stream.executable.export public @main$async_dispatch_4_elementwise_4x100_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_elementwise_4x100_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x100xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x100xf32>>
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 100], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x100xf32>> -> tensor<4x100xf32>
        %5 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %6 = flow.dispatch.tensor.load %2, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %7 = tensor.empty() : tensor<4x100xf32>
        %8 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%4, %5, %6 : tensor<4x100xf32>, tensor<4xf32>, tensor<4xf32>) outs(%7 : tensor<4x100xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %9 = arith.mulf %in, %in_0 : f32
          %10 = arith.addf %9, %in_1 : f32
          %11 = arith.cmpf ugt, %10, %cst : f32
          %12 = arith.select %11, %10, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<4x100xf32>
        flow.dispatch.tensor.store %8, %3, offsets = [0, 0], sizes = [4, 100], strides = [1, 1] : tensor<4x100xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x100xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_5 {
    stream.executable.export public @main$async_dispatch_5_pooling_nchw_max_1x4x5x5x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_pooling_nchw_max_1x4x5x5x2x2_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x10x10xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x5x5xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 10, 10], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x10x10xf32>> -> tensor<1x4x10x10xf32>
        %3 = tensor.empty() : tensor<1x4x5x5xf32>
        %4 = tensor.empty() : tensor<2x2xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
        %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %4 : tensor<1x4x10x10xf32>, tensor<2x2xf32>) outs(%5 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
        flow.dispatch.tensor.store %6, %1, offsets = [0, 0, 0, 0], sizes = [1, 4, 5, 5], strides = [1, 1, 1, 1] : tensor<1x4x5x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x5x5xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_6 {
    stream.executable.export public @main$async_dispatch_6_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x5x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x4x3x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x2xf32>>
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 5, 5], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x5x5xf32>> -> tensor<1x4x5x5xf32>
        %5 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [8, 4, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x4x3x3xf32>> -> tensor<8x4x3x3xf32>
        %6 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8xf32>> -> tensor<1x8xf32>
        %7 = tensor.empty() : tensor<1x8x2x2xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
        %9 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%4, %5 : tensor<1x4x5x5xf32>, tensor<8x4x3x3xf32>) outs(%8 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
        %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<1x8x2x2xf32>, tensor<1x8xf32>) outs(%7 : tensor<1x8x2x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = arith.cmpf ugt, %11, %cst : f32
          %13 = arith.select %12, %11, %cst : f32
          linalg.yield %13 : f32
        } -> tensor<1x8x2x2xf32>
        flow.dispatch.tensor.store %10, %3, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 2], strides = [1, 1, 1, 1] : tensor<1x8x2x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x2xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_7 {
    stream.executable.export public @main$async_dispatch_7_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x2x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<8x3x3xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [8, 2, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x2x2xf32>> -> tensor<8x2x2xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 0, 0], sizes = [8, 2, 2], strides = [1, 1, 1] : tensor<8x2x2xf32> -> !flow.dispatch.tensor<readwrite:tensor<8x3x3xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_8 {
    stream.executable.export public @main$async_dispatch_8_generic_8x2x2_i1xf32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_generic_8x2x2_i1xf32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 4.000000e+00 : f32
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x3x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x3x3xf32>> -> tensor<1x8x3x3xf32>
        %4 = tensor.empty() : tensor<f32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = tensor.empty() : tensor<2x2xi1>
        %7 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
        %8:2 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "reduction", "reduction"]} ins(%6 : tensor<2x2xi1>) outs(%7, %4 : tensor<8xf32>, tensor<f32>) {
        ^bb0(%in: i1, %out: f32, %out_1: f32):
          %9 = linalg.index 0 : index
          %10 = linalg.index 1 : index
          %11 = linalg.index 2 : index
          %extracted = tensor.extract %3[%c0, %9, %10, %11] : tensor<1x8x3x3xf32>
          %12 = arith.cmpi ult, %10, %c2 : index
          %13 = arith.select %12, %extracted, %cst : f32
          %14 = arith.cmpi ult, %11, %c2 : index
          %15 = arith.select %14, %13, %cst : f32
          %16 = arith.addf %15, %out : f32
          linalg.yield %16, %cst_0 : f32, f32
        } -> (tensor<8xf32>, tensor<f32>)
        flow.dispatch.tensor.store %8#0, %1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        flow.dispatch.tensor.store %8#1, %2, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_9 {
    stream.executable.export public @main$async_dispatch_9_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_9_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<f32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel"]} ins(%3, %4 : tensor<f32>, tensor<8xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.divf %in_0, %in : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_10 {
    stream.executable.export public @main$async_dispatch_10_mmt4d_1x2x8x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_10_mmt4d_1x2x8x1x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x1x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>> -> tensor<1x8x1x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>> -> tensor<2x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x2x1x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x1x4xf32>) -> tensor<1x2x1x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x1x1xf32>, tensor<2x8x4x1xf32>) outs(%6 : tensor<1x2x1x4xf32>) -> tensor<1x2x1x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 2, 1, 4], strides = [1, 1, 1, 1] : tensor<1x2x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x1x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_11 {
    stream.executable.export public @main$async_dispatch_11_unpack_elementwise_1x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_11_unpack_elementwise_1x5_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x2x1x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x5xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x5xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 2, 1, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x1x4xf32>> -> tensor<1x2x1x4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [1, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<1x5xf32>> -> tensor<1x5xf32>
        %5 = tensor.empty() : tensor<1x5xf32>
        %unpack = tensor.unpack %3 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [1, 4] into %5 : tensor<1x2x1x4xf32> -> tensor<1x5xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%unpack, %4 : tensor<1x5xf32>, tensor<1x5xf32>) outs(%5 : tensor<1x5xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<1x5xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [1, 5], strides = [1, 1] : tensor<1x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x5xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_fc_bias_tensor_5xf32 : !stream.resource<constant>
  util.global private @__parameter_model_conv2_bias_tensor_8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 : !stream.resource<constant>
  util.global private @__parameter_model_norm1_bias_tensor_4xf32 : !stream.resource<constant>
  util.global private @__parameter_model_norm1_weight_tensor_4xf32 : !stream.resource<constant>
  util.global private @__parameter_model_conv1_bias_tensor_4xf32 : !stream.resource<constant>
  util.global private @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 : !stream.resource<constant>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c20 = arith.constant 20 : index
    %c4 = arith.constant 4 : index
    %c288 = arith.constant 288 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %c400 = arith.constant 400 : index
    %c1600 = arith.constant 1600 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c1728 = arith.constant 1728 : index
    %c1200 = arith.constant 1200 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    %c0_i8 = arith.constant 0 : i8
    %c1152 = arith.constant 1152 : index
    %c432 = arith.constant 432 : index
    %c256 = arith.constant 256 : index
    %__parameter_model_fc_bias_tensor_5xf32 = util.global.load immutable @__parameter_model_fc_bias_tensor_5xf32 : !stream.resource<constant>
    %__parameter_model_conv2_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_conv2_bias_tensor_8xf32 : !stream.resource<constant>
    %__parameter_model_conv2_weight_tensor_8x4x3x3xf32 = util.global.load immutable @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 : !stream.resource<constant>
    %__parameter_model_norm1_bias_tensor_4xf32 = util.global.load immutable @__parameter_model_norm1_bias_tensor_4xf32 : !stream.resource<constant>
    %__parameter_model_norm1_weight_tensor_4xf32 = util.global.load immutable @__parameter_model_norm1_weight_tensor_4xf32 : !stream.resource<constant>
    %__parameter_model_conv1_bias_tensor_4xf32 = util.global.load immutable @__parameter_model_conv1_bias_tensor_4xf32 : !stream.resource<constant>
    %__parameter_model_conv1_weight_tensor_4x3x3x3xf32 = util.global.load immutable @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 : !stream.resource<constant>
    %__hoisted_tensor_2x8x4x1xf32 = util.global.load immutable @__hoisted_tensor_2x8x4x1xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c3, %c10, %c10]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x3x10x10xf32> in !stream.resource<external>{%c1200}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c1200}
    %3 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c0_i8 : i8 -> !stream.resource<transient>{%c1728}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_slow_memcpy(%2[%c0 to %c1200 for %c1200], %3[%c0 to %c1728 for %c1728]) : (!stream.resource<external>{%c1200}, !stream.resource<transient>{%c1728}) -> %3{%c1728}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32(%4[%c0 to %c1728 for %c1728], %__parameter_model_conv1_weight_tensor_4x3x3x3xf32[%c0 to %c432 for %c432], %__parameter_model_conv1_bias_tensor_4xf32[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c1728}, !stream.resource<constant>{%c432}, !stream.resource<constant>{%c16}) -> !stream.resource<transient>{%c1600}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_elementwise_2x200_f32(%5[%c0 to %c1600 for %c1600]) : (!stream.resource<transient>{%c1600}) -> !stream.resource<transient>{%c1600}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_elementwise_2x200_f32(%6[%c0 to %c1600 for %c1600]) : (!stream.resource<transient>{%c1600}) -> !stream.resource<transient>{%c1600}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_4::@main$async_dispatch_4_elementwise_4x100_f32(%7[%c0 to %c1600 for %c1600], %__parameter_model_norm1_weight_tensor_4xf32[%c0 to %c16 for %c16], %__parameter_model_norm1_bias_tensor_4xf32[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c1600}, !stream.resource<constant>{%c16}, !stream.resource<constant>{%c16}) -> !stream.resource<transient>{%c1600}
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_5::@main$async_dispatch_5_pooling_nchw_max_1x4x5x5x2x2_f32(%8[%c0 to %c1600 for %c1600]) : (!stream.resource<transient>{%c1600}) -> !stream.resource<transient>{%c400}
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_6::@main$async_dispatch_6_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32(%9[%c0 to %c400 for %c400], %__parameter_model_conv2_weight_tensor_8x4x3x3xf32[%c0 to %c1152 for %c1152], %__parameter_model_conv2_bias_tensor_8xf32[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c400}, !stream.resource<constant>{%c1152}, !stream.resource<constant>{%c32}) -> !stream.resource<transient>{%c128}
    %11 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c0_i8 : i8 -> !stream.resource<transient>{%c288}
    %12 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_7::@main$async_dispatch_7_slow_memcpy(%10[%c0 to %c128 for %c128], %11[%c0 to %c288 for %c288]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c288}) -> %11{%c288}
    %13:2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_8::@main$async_dispatch_8_generic_8x2x2_i1xf32xf32(%12[%c0 to %c288 for %c288]) : (!stream.resource<transient>{%c288}) -> (!stream.resource<transient>{%c32}, !stream.resource<transient>{%c4})
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_9::@main$async_dispatch_9_elementwise_8_f32(%13#1[%c0 to %c4 for %c4], %13#0[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c4}, !stream.resource<transient>{%c32}) -> !stream.resource<transient>{%c32}
    %15 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_10::@main$async_dispatch_10_mmt4d_1x2x8x1x4x1_f32(%14[%c0 to %c32 for %c32], %__hoisted_tensor_2x8x4x1xf32[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c32}
    %16 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_11::@main$async_dispatch_11_unpack_elementwise_1x5_f32(%15[%c0 to %c32 for %c32], %__parameter_model_fc_bias_tensor_5xf32[%c0 to %c20 for %c20]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c20}) -> !stream.resource<external>{%c20}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %16 : !stream.resource<external>{%c20} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x5xf32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    util.return %17 : !hal.buffer_view
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
