module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_2x8x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<2x8x4x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<5x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [5, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<5x8xf32>> -> tensor<5x8xf32>
        %1 = tensor.empty() : tensor<2x8x4x1xf32>
        %pack = tensor.pack %0 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %1 : tensor<5x8xf32> -> tensor<2x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<2x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_fc_weight_tensor_5x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"fc.weight"> : tensor<5x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_fc_weight_tensor_5x8xf32 = util.global.load immutable @__parameter_model_fc_weight_tensor_5x8xf32 : tensor<5x8xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_fc_weight_tensor_5x8xf32) : (tensor<5x8xf32>) -> tensor<2x8x4x1xf32>
    util.global.store %0, @__hoisted_tensor_2x8x4x1xf32 : tensor<2x8x4x1xf32>
    util.return
  }
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<3x10x10xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<3x12x12xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [3, 10, 10], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x10x10xf32>> -> tensor<3x10x10xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 1, 1], sizes = [3, 10, 10], strides = [1, 1, 1] : tensor<3x10x10xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x12x12xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x3x12x12xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4x3x3x3xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<1x4xf32>>, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x4x10x10xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 3, 12, 12], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x3x12x12xf32>> -> tensor<1x3x12x12xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [4, 3, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x3x3x3xf32>> -> tensor<4x3x3x3xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4xf32>> -> tensor<1x4xf32>
        %3 = tensor.empty() : tensor<1x4x10x10xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
        %5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %1 : tensor<1x3x12x12xf32>, tensor<4x3x3x3xf32>) outs(%4 : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %2 : tensor<1x4x10x10xf32>, tensor<1x4xf32>) outs(%3 : tensor<1x4x10x10xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<1x4x10x10xf32>
        flow.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0, 0], sizes = [1, 4, 10, 10], strides = [1, 1, 1, 1] : tensor<1x4x10x10xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x10x10xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_elementwise_2x200_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_elementwise_2x200_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x200xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 2.000000e+02 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x200xf32>> -> tensor<2x200xf32>
        %1 = tensor.empty() : tensor<2x200xf32>
        %2 = tensor.empty() : tensor<2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<2x200xf32>) outs(%3 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<2xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<2x200xf32>, tensor<2xf32>) outs(%1 : tensor<2x200xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.divf %in_1, %cst_0 : f32
          %7 = arith.subf %in, %6 : f32
          linalg.yield %7 : f32
        } -> tensor<2x200xf32>
        flow.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : tensor<2x200xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_elementwise_2x200_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_elementwise_2x200_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x200xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 2.000000e+02 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x200xf32>> -> tensor<2x200xf32>
        %1 = tensor.empty() : tensor<2x200xf32>
        %2 = tensor.empty() : tensor<2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<2x200xf32>) outs(%3 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<2xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<2x200xf32>, tensor<2xf32>) outs(%1 : tensor<2x200xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %6 = arith.divf %in_2, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x200xf32>
        flow.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [2, 200], strides = [1, 1] : tensor<2x200xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x200xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_4 {
    flow.executable.export public @main$async_dispatch_4_elementwise_4x100_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_elementwise_4x100_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<4x100xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg3: !flow.dispatch.tensor<writeonly:tensor<4x100xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 100], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x100xf32>> -> tensor<4x100xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4x100xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1, %2 : tensor<4x100xf32>, tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4x100xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %5 = arith.mulf %in, %in_0 : f32
          %6 = arith.addf %5, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst : f32
          %8 = arith.select %7, %6, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<4x100xf32>
        flow.dispatch.tensor.store %4, %arg3, offsets = [0, 0], sizes = [4, 100], strides = [1, 1] : tensor<4x100xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x100xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_5 {
    flow.executable.export public @main$async_dispatch_5_pooling_nchw_max_1x4x5x5x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_pooling_nchw_max_1x4x5x5x2x2_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x10x10xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x5x5xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 10, 10], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x10x10xf32>> -> tensor<1x4x10x10xf32>
        %1 = tensor.empty() : tensor<1x4x5x5xf32>
        %2 = tensor.empty() : tensor<2x2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
        %4 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%0, %2 : tensor<1x4x10x10xf32>, tensor<2x2xf32>) outs(%3 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
        flow.dispatch.tensor.store %4, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 4, 5, 5], strides = [1, 1, 1, 1] : tensor<1x4x5x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x5x5xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_6 {
    flow.executable.export public @main$async_dispatch_6_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x5x5xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8x4x3x3xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<1x8xf32>>, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x8x2x2xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 5, 5], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x5x5xf32>> -> tensor<1x4x5x5xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 4, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x4x3x3xf32>> -> tensor<8x4x3x3xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8xf32>> -> tensor<1x8xf32>
        %3 = tensor.empty() : tensor<1x8x2x2xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
        %5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%0, %1 : tensor<1x4x5x5xf32>, tensor<8x4x3x3xf32>) outs(%4 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %2 : tensor<1x8x2x2xf32>, tensor<1x8xf32>) outs(%3 : tensor<1x8x2x2xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.cmpf ugt, %7, %cst : f32
          %9 = arith.select %8, %7, %cst : f32
          linalg.yield %9 : f32
        } -> tensor<1x8x2x2xf32>
        flow.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 2], strides = [1, 1, 1, 1] : tensor<1x8x2x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x2xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<8x2x2xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<8x3x3xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [8, 2, 2], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x2x2xf32>> -> tensor<8x2x2xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 0], sizes = [8, 2, 2], strides = [1, 1, 1] : tensor<8x2x2xf32> -> !flow.dispatch.tensor<readwrite:tensor<8x3x3xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_8 {
    flow.executable.export public @main$async_dispatch_8_generic_8x2x2_i1xf32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_generic_8x2x2_i1xf32xf32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x3x3xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<f32>>) {
        %c0 = arith.constant 0 : index
        %c2 = arith.constant 2 : index
        %cst = arith.constant 4.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x3x3xf32>> -> tensor<1x8x3x3xf32>
        %1 = tensor.empty() : tensor<f32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = tensor.empty() : tensor<2x2xi1>
        %4 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%3 : tensor<2x2xi1>) outs(%4, %1 : tensor<8xf32>, tensor<f32>) {
        ^bb0(%in: i1, %out: f32, %out_1: f32):
          %6 = linalg.index 0 : index
          %7 = linalg.index 1 : index
          %8 = linalg.index 2 : index
          %extracted = tensor.extract %0[%c0, %6, %7, %8] : tensor<1x8x3x3xf32>
          %9 = arith.cmpi ult, %7, %c2 : index
          %10 = arith.select %9, %extracted, %cst_0 : f32
          %11 = arith.cmpi ult, %8, %c2 : index
          %12 = arith.select %11, %10, %cst_0 : f32
          %13 = arith.addf %12, %out : f32
          linalg.yield %13, %cst : f32, f32
        } -> (tensor<8xf32>, tensor<f32>)
        flow.dispatch.tensor.store %5#0, %arg1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        flow.dispatch.tensor.store %5#1, %arg2, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_9 {
    flow.executable.export public @main$async_dispatch_9_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_9_elementwise_8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<f32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<8xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<f32>, tensor<8xf32>) outs(%2 : tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.divf %in_0, %in : f32
          linalg.yield %4 : f32
        } -> tensor<8xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_10 {
    flow.executable.export public @main$async_dispatch_10_mmt4d_1x2x8x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_10_mmt4d_1x2x8x1x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x2x1x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>> -> tensor<1x8x1x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>> -> tensor<2x8x4x1xf32>
        %2 = tensor.empty() : tensor<1x2x1x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x2x1x4xf32>) -> tensor<1x2x1x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x8x1x1xf32>, tensor<2x8x4x1xf32>) outs(%3 : tensor<1x2x1x4xf32>) -> tensor<1x2x1x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 2, 1, 4], strides = [1, 1, 1, 1] : tensor<1x2x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x1x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_11 {
    flow.executable.export public @main$async_dispatch_11_unpack_elementwise_1x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_11_unpack_elementwise_1x5_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x1x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x5xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x5xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 2, 1, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x1x4xf32>> -> tensor<1x2x1x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [1, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<1x5xf32>> -> tensor<1x5xf32>
        %2 = tensor.empty() : tensor<1x5xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [1, 4] into %2 : tensor<1x2x1x4xf32> -> tensor<1x5xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %1 : tensor<1x5xf32>, tensor<1x5xf32>) outs(%2 : tensor<1x5xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<1x5xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [1, 5], strides = [1, 1] : tensor<1x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x5xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_fc_bias_tensor_5xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"fc.bias"> : tensor<5xf32>
  util.global private @__parameter_model_conv2_bias_tensor_8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"conv2.bias"> : tensor<8xf32>
  util.global private @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"conv2.weight"> : tensor<8x4x3x3xf32>
  util.global private @__parameter_model_norm1_bias_tensor_4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"norm1.bias"> : tensor<4xf32>
  util.global private @__parameter_model_norm1_weight_tensor_4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"norm1.weight"> : tensor<4xf32>
  util.global private @__parameter_model_conv1_bias_tensor_4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"conv1.bias"> : tensor<4xf32>
  util.global private @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"conv1.weight"> : tensor<4x3x3x3xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %__parameter_model_fc_bias_tensor_5xf32 = util.global.load immutable @__parameter_model_fc_bias_tensor_5xf32 : tensor<5xf32>
    %__parameter_model_conv2_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_conv2_bias_tensor_8xf32 : tensor<8xf32>
    %__parameter_model_conv2_weight_tensor_8x4x3x3xf32 = util.global.load immutable @__parameter_model_conv2_weight_tensor_8x4x3x3xf32 : tensor<8x4x3x3xf32>
    %__parameter_model_norm1_bias_tensor_4xf32 = util.global.load immutable @__parameter_model_norm1_bias_tensor_4xf32 : tensor<4xf32>
    %__parameter_model_norm1_weight_tensor_4xf32 = util.global.load immutable @__parameter_model_norm1_weight_tensor_4xf32 : tensor<4xf32>
    %__parameter_model_conv1_bias_tensor_4xf32 = util.global.load immutable @__parameter_model_conv1_bias_tensor_4xf32 : tensor<4xf32>
    %__parameter_model_conv1_weight_tensor_4x3x3x3xf32 = util.global.load immutable @__parameter_model_conv1_weight_tensor_4x3x3x3xf32 : tensor<4x3x3x3xf32>
    %__hoisted_tensor_2x8x4x1xf32 = util.global.load immutable @__hoisted_tensor_2x8x4x1xf32 : tensor<2x8x4x1xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x3x10x10xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x3x10x10xf32> -> tensor<3x10x10xf32>
    %2 = flow.tensor.splat %cst : tensor<3x12x12xf32>
    %3 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_slow_memcpy(%1, %2) : (tensor<3x10x10xf32>, tensor<3x12x12xf32>) -> %2
    %4 = flow.tensor.transfer %3 : tensor<3x12x12xf32> to #hal.device.affinity<@__device_1>
    %5 = flow.tensor.reshape %4 : tensor<3x12x12xf32> -> tensor<1x3x12x12xf32>
    %6 = flow.tensor.reshape %__parameter_model_conv1_bias_tensor_4xf32 : tensor<4xf32> -> tensor<1x4xf32>
    %7 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32(%5, %__parameter_model_conv1_weight_tensor_4x3x3x3xf32, %6) : (tensor<1x3x12x12xf32>, tensor<4x3x3x3xf32>, tensor<1x4xf32>) -> tensor<1x4x10x10xf32>
    %8 = flow.tensor.reshape %7 : tensor<1x4x10x10xf32> -> tensor<2x200xf32>
    %9 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_elementwise_2x200_f32(%8) : (tensor<2x200xf32>) -> tensor<2x200xf32>
    %10 = flow.tensor.transfer %9 : tensor<2x200xf32> to #hal.device.affinity<@__device_1>
    %11 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_elementwise_2x200_f32(%10) : (tensor<2x200xf32>) -> tensor<2x200xf32>
    %12 = flow.tensor.reshape %11 : tensor<2x200xf32> -> tensor<4x100xf32>
    %13 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_elementwise_4x100_f32(%12, %__parameter_model_norm1_weight_tensor_4xf32, %__parameter_model_norm1_bias_tensor_4xf32) : (tensor<4x100xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4x100xf32>
    %14 = flow.tensor.transfer %13 : tensor<4x100xf32> to #hal.device.affinity<@__device_1>
    %15 = flow.tensor.reshape %14 : tensor<4x100xf32> -> tensor<1x4x10x10xf32>
    %16 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_pooling_nchw_max_1x4x5x5x2x2_f32(%15) : (tensor<1x4x10x10xf32>) -> tensor<1x4x5x5xf32>
    %17 = flow.tensor.reshape %__parameter_model_conv2_bias_tensor_8xf32 : tensor<8xf32> -> tensor<1x8xf32>
    %18 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32(%16, %__parameter_model_conv2_weight_tensor_8x4x3x3xf32, %17) : (tensor<1x4x5x5xf32>, tensor<8x4x3x3xf32>, tensor<1x8xf32>) -> tensor<1x8x2x2xf32>
    %19 = flow.tensor.transfer %18 : tensor<1x8x2x2xf32> to #hal.device.affinity<@__device_1>
    %20 = flow.tensor.reshape %19 : tensor<1x8x2x2xf32> -> tensor<8x2x2xf32>
    %21 = flow.tensor.splat %cst : tensor<8x3x3xf32>
    %22 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_slow_memcpy(%20, %21) : (tensor<8x2x2xf32>, tensor<8x3x3xf32>) -> %21
    %23 = flow.tensor.reshape %22 : tensor<8x3x3xf32> -> tensor<1x8x3x3xf32>
    %24:2 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_generic_8x2x2_i1xf32xf32(%23) : (tensor<1x8x3x3xf32>) -> (tensor<8xf32>, tensor<f32>)
    %25 = flow.tensor.transfer %24#1 : tensor<f32> to #hal.device.affinity<@__device_1>
    %26 = flow.tensor.transfer %24#0 : tensor<8xf32> to #hal.device.affinity<@__device_1>
    %27 = flow.dispatch @main$async_dispatch_9::@main$async_dispatch_9_elementwise_8_f32(%25, %26) : (tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %28 = flow.tensor.reshape %27 : tensor<8xf32> -> tensor<1x8x1x1xf32>
    %29 = flow.dispatch @main$async_dispatch_10::@main$async_dispatch_10_mmt4d_1x2x8x1x4x1_f32(%28, %__hoisted_tensor_2x8x4x1xf32) : (tensor<1x8x1x1xf32>, tensor<2x8x4x1xf32>) -> tensor<1x2x1x4xf32>
    %30 = flow.tensor.transfer %29 : tensor<1x2x1x4xf32> to #hal.device.affinity<@__device_1>
    %31 = flow.tensor.reshape %__parameter_model_fc_bias_tensor_5xf32 : tensor<5xf32> -> tensor<1x5xf32>
    %32 = flow.dispatch @main$async_dispatch_11::@main$async_dispatch_11_unpack_elementwise_1x5_f32(%30, %31) : (tensor<1x2x1x4xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    %33 = hal.tensor.barrier join(%32 : tensor<1x5xf32>) => %arg2 : !hal.fence
    %34 = hal.tensor.export %33 : tensor<1x5xf32> -> !hal.buffer_view
    util.return %34 : !hal.buffer_view
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
