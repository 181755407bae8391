module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x8x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x8x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %1 = tensor.empty() : tensor<1x8x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %1 : tensor<8x8xf32> -> tensor<1x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<1x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_k_weight_tensor_8x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"k.weight"> : tensor<8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_k_weight_tensor_8x8xf32 = util.global.load immutable @__parameter_model_k_weight_tensor_8x8xf32 : tensor<8x8xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%__parameter_model_k_weight_tensor_8x8xf32) : (tensor<8x8xf32>) -> tensor<1x8x8x1xf32>
    util.global.store %0, @__hoisted_tensor_1x8x8x1xf32 : tensor<1x8x8x1xf32>
    util.return
  }
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %5 = tensor.empty(%1) : tensor<?x8x4x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %5 : tensor<?x8xf32> -> tensor<?x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0], sizes = [%1, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<?x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>> -> tensor<1x8x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [%0, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0} -> tensor<?x8x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x8x1xf32>, tensor<?x8x4x1xf32>) outs(%6 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 8, 4], strides = [1, 1, 1, 1] : tensor<1x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>{%0} -> tensor<1x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<?x8xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %5 : tensor<1x?x8x4xf32> -> tensor<?x8xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_elementwise_D_i64xi32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_elementwise_D_i64xi32(%arg0: !flow.dispatch.tensor<readonly:tensor<?xi64>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?xi32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?xi64>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [%0], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi64>>{%0} -> tensor<?xi64>
        %4 = tensor.empty(%0) : tensor<?xi32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<?xi64>) outs(%4 : tensor<?xi32>) {
        ^bb0(%in: i64, %out: i32):
          %6 = arith.trunci %in : i64 to i32
          linalg.yield %6 : i32
        } -> tensor<?xi32>
        flow.dispatch.tensor.store %5, %2, offsets = [0], sizes = [%0], strides = [1] : tensor<?xi32> -> !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_4 {
    flow.executable.export public @main$async_dispatch_4_scatter_Dx8xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_scatter_Dx8xf32_dispatch_tensor_store(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?xi32>>, %arg2: !flow.dispatch.tensor<readwrite:tensor<16x8xf32>>, %arg3: index) {
        %0 = flow.dispatch.workload.ordinal %arg3, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?xi32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = flow.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi32>>{%0} -> tensor<?xi32>
        %5 = flow.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !flow.dispatch.tensor<readwrite:tensor<16x8xf32>> -> tensor<16x8xf32>
        %6 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true) ins(%3, %4 : tensor<?x8xf32>, tensor<?xi32>) outs(%5 : tensor<16x8xf32>) {
        ^bb0(%arg4: f32, %arg5: f32):
          iree_linalg_ext.yield %arg4 : f32
        } -> tensor<16x8xf32>
        flow.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : tensor<16x8xf32> -> !flow.dispatch.tensor<readwrite:tensor<16x8xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_5 {
    flow.executable.export public @main$async_dispatch_5_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x8x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %1 = tensor.empty() : tensor<2x8x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %1 : tensor<16x8xf32> -> tensor<2x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<2x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8x8x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_6 {
    flow.executable.export public @main$async_dispatch_6_mmt4d_2xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_mmt4d_2xDx8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<2x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [2, 8, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8x8x1xf32>> -> tensor<2x8x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [%0, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0} -> tensor<?x8x4x1xf32>
        %5 = tensor.empty(%0) : tensor<2x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x?x8x4xf32>) -> tensor<2x?x8x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<2x8x8x1xf32>, tensor<?x8x4x1xf32>) outs(%6 : tensor<2x?x8x4xf32>) -> tensor<2x?x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [2, %0, 8, 4], strides = [1, 1, 1, 1] : tensor<2x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [2, %0, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%0} -> tensor<2x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<?x16xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %5 : tensor<2x?x8x4xf32> -> tensor<?x16xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0], sizes = [%1, 16], strides = [1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_8 {
    flow.executable.export public @main$async_dispatch_8_softmax_Dx16xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_softmax_Dx16xf32_dispatch_tensor_store(%arg0: !flow.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %4 = tensor.empty(%0) : tensor<?x16xf32>
        %5 = linalg.softmax dimension(1) ins(%3 : tensor<?x16xf32>) outs(%4 : tensor<?x16xf32>) -> tensor<?x16xf32>
        flow.dispatch.tensor.store %5, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %__hoisted_tensor_1x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x8x8x1xf32 : tensor<1x8x8x1xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg3) => %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    %3 = hal.tensor.import wait(%arg3) => %arg2 : !hal.buffer_view -> tensor<?xi64>{%2}
    %4 = hal.tensor.import wait(%arg3) => %arg1 : !hal.buffer_view -> tensor<16x8xf32>
    %5 = util.assume.int %0<umin = 1, umax = 8> : index
    %6 = arith.subi %5, %c1 : index
    %7 = arith.divui %6, %c4 : index
    %8 = arith.addi %7, %c1 : index
    %9 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_pack_f32[%5, %8](%1, %5, %8) : (tensor<?x8xf32>{%5}, index, index) -> tensor<?x8x4x1xf32>{%8}
    %10 = flow.tensor.transfer %9 : tensor<?x8x4x1xf32>{%8} to #hal.device.affinity<@__device_1>
    %11 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32[%8](%__hoisted_tensor_1x8x8x1xf32, %10, %8) : (tensor<1x8x8x1xf32>, tensor<?x8x4x1xf32>{%8}, index) -> tensor<1x?x8x4xf32>{%8}
    %12 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_unpack_f32[%8, %5](%11, %8, %5) : (tensor<1x?x8x4xf32>{%8}, index, index) -> tensor<?x8xf32>{%5}
    %13 = flow.tensor.transfer %12 : tensor<?x8xf32>{%5} to #hal.device.affinity<@__device_1>
    %14 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_elementwise_D_i64xi32[%5](%3, %5) : (tensor<?xi64>{%5}, index) -> tensor<?xi32>{%5}
    %15 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_scatter_Dx8xf32_dispatch_tensor_store[%5](%13, %14, %4, %5) : (tensor<?x8xf32>{%5}, tensor<?xi32>{%5}, tensor<16x8xf32>, index) -> %4
    %16 = flow.tensor.transfer %15 : tensor<16x8xf32> to #hal.device.affinity<@__device_1>
    %17 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_pack_f32(%16) : (tensor<16x8xf32>) -> tensor<2x8x8x1xf32>
    %18 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_mmt4d_2xDx8x8x4x1_f32[%8](%17, %10, %8) : (tensor<2x8x8x1xf32>, tensor<?x8x4x1xf32>{%8}, index) -> tensor<2x?x8x4xf32>{%8}
    %19 = flow.tensor.transfer %18 : tensor<2x?x8x4xf32>{%8} to #hal.device.affinity<@__device_1>
    %20 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_unpack_f32[%8, %5](%19, %8, %5) : (tensor<2x?x8x4xf32>{%8}, index, index) -> tensor<?x16xf32>{%5}
    %21 = flow.dispatch @main$async_dispatch_8::@main$async_dispatch_8_softmax_Dx16xf32_dispatch_tensor_store[%5](%20, %5) : (tensor<?x16xf32>{%5}, index) -> tensor<?x16xf32>{%5}
    %22 = flow.tensor.transfer %21 : tensor<?x16xf32>{%5} to #hal.device.affinity<@__device_1>
    %23 = hal.tensor.alias wait(%arg3) => %16 : tensor<16x8xf32> to %arg1 : !hal.buffer_view
    %24:2 = hal.tensor.barrier join(%23, %22 : tensor<16x8xf32>, tensor<?x16xf32>) => %arg4 : !hal.fence
    %25 = hal.tensor.export %24#1 : tensor<?x16xf32>{%5} -> !hal.buffer_view
    util.return %25 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
