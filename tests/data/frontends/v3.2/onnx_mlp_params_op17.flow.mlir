module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @w1 = #stream.parameter.named<"model"::"w1"> : tensor<16x8xf32>
  util.global private @b1 = #stream.parameter.named<"model"::"b1"> : tensor<16xf32>
  util.global private @w2 = #stream.parameter.named<"model"::"w2"> : tensor<4x16xf32>
  util.global private @b2 = #stream.parameter.named<"model"::"b2"> : tensor<4xf32>
  util.global private @__hoisted_tensor_2x8x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<2x8x8x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x8x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %1 = tensor.empty() : tensor<2x8x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %1 : tensor<16x8xf32> -> tensor<2x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<2x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8x8x1xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %w1 = util.global.load immutable @w1 : tensor<16x8xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%w1) : (tensor<16x8xf32>) -> tensor<2x8x8x1xf32>
    util.global.store %0, @__hoisted_tensor_2x8x8x1xf32 : tensor<2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x16x4x1xf32>
  flow.executable private @_initializer_1_dispatch_0 {
    flow.executable.export public @_initializer_1_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = tensor.empty() : tensor<1x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %1 : tensor<4x16xf32> -> tensor<1x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<1x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %w2 = util.global.load immutable @w2 : tensor<4x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%w2) : (tensor<4x16xf32>) -> tensor<1x16x4x1xf32>
    util.global.store %0, @__hoisted_tensor_1x16x4x1xf32 : tensor<1x16x4x1xf32>
    util.return
  }
  flow.executable private @mlp_params$async_dispatch_0 {
    flow.executable.export public @mlp_params$async_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>) {
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
  flow.executable private @mlp_params$async_dispatch_1 {
    flow.executable.export public @mlp_params$async_dispatch_1_mmt4d_2xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_1_mmt4d_2xDx8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<2x?x8x4xf32>>) {
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
  flow.executable private @mlp_params$async_dispatch_2 {
    flow.executable.export public @mlp_params$async_dispatch_2_unpack_elementwise_Dx16_f32_pack workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_2_unpack_elementwise_Dx16_f32_pack(%arg0: index, %arg1: !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<?x16x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<?x16x4x1xf32>>{%0}
        %3 = flow.dispatch.workload.ordinal %arg0, 0 : index
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, %0, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%0} -> tensor<2x?x8x4xf32>
        %5 = flow.dispatch.tensor.load %arg2, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %6 = tensor.empty(%0) : tensor<?x16x4x1xf32>
        %7 = tensor.empty(%3) : tensor<?x16xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %7 : tensor<2x?x8x4xf32> -> tensor<?x16xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %5 : tensor<?x16xf32>, tensor<16xf32>) outs(%7 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %9 = arith.addf %in, %in_0 : f32
          %10 = arith.cmpf ugt, %9, %cst : f32
          %11 = arith.select %10, %9, %cst : f32
          linalg.yield %11 : f32
        } -> tensor<?x16xf32>
        %pack = tensor.pack %8 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %6 : tensor<?x16xf32> -> tensor<?x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %2, offsets = [0, 0, 0, 0], sizes = [%0, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<?x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16x4x1xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @mlp_params$async_dispatch_3 {
    flow.executable.export public @mlp_params$async_dispatch_3_mmt4d_1xDx16x4x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_3_mmt4d_1xDx16x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x16x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?x16x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>> -> tensor<1x16x4x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [%0, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x16x4x1xf32>>{%0} -> tensor<?x16x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x?x4x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x4x4xf32>) -> tensor<1x?x4x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x16x4x1xf32>, tensor<?x16x4x1xf32>) outs(%6 : tensor<1x?x4x4xf32>) -> tensor<1x?x4x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 4, 4], strides = [1, 1, 1, 1] : tensor<1x?x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @mlp_params$async_dispatch_4 {
    flow.executable.export public @mlp_params$async_dispatch_4_unpack_elementwise_Dx4_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_4_unpack_elementwise_Dx4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: index, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>{%0} -> tensor<1x?x4x4xf32>
        %5 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %6 = tensor.empty(%1) : tensor<?x4xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %6 : tensor<1x?x4x4xf32> -> tensor<?x4xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %5 : tensor<?x4xf32>, tensor<4xf32>) outs(%6 : tensor<?x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.addf %in, %in_0 : f32
          linalg.yield %8 : f32
        } -> tensor<?x4xf32>
        flow.dispatch.tensor.store %7, %3, offsets = [0, 0], sizes = [%1, 4], strides = [1, 1] : tensor<?x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%1}
        return
      }
    }
  }
  util.func public @mlp_params$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %b1 = util.global.load immutable @b1 : tensor<16xf32>
    %b2 = util.global.load immutable @b2 : tensor<4xf32>
    %__hoisted_tensor_2x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_2x8x8x1xf32 : tensor<2x8x8x1xf32>
    %__hoisted_tensor_1x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x16x4x1xf32 : tensor<1x16x4x1xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = arith.cmpi sle, %0, %c0 : index
    %3 = arith.subi %c0, %0 : index
    %4 = arith.subi %0, %c1 : index
    %5 = arith.select %2, %3, %4 : index
    %6 = arith.divsi %5, %c4 : index
    %7 = arith.subi %c0, %6 : index
    %8 = arith.addi %6, %c1 : index
    %9 = arith.select %2, %7, %8 : index
    %10 = flow.dispatch @mlp_params$async_dispatch_0::@mlp_params$async_dispatch_0_pack_f32[%0, %9](%1, %0, %9) : (tensor<?x8xf32>{%0}, index, index) -> tensor<?x8x4x1xf32>{%9}
    %11 = flow.dispatch @mlp_params$async_dispatch_1::@mlp_params$async_dispatch_1_mmt4d_2xDx8x8x4x1_f32[%9](%__hoisted_tensor_2x8x8x1xf32, %10, %9) : (tensor<2x8x8x1xf32>, tensor<?x8x4x1xf32>{%9}, index) -> tensor<2x?x8x4xf32>{%9}
    %12 = flow.dispatch @mlp_params$async_dispatch_2::@mlp_params$async_dispatch_2_unpack_elementwise_Dx16_f32_pack[%0, %9](%0, %11, %b1, %9) : (index, tensor<2x?x8x4xf32>{%9}, tensor<16xf32>, index) -> tensor<?x16x4x1xf32>{%9}
    %13 = flow.dispatch @mlp_params$async_dispatch_3::@mlp_params$async_dispatch_3_mmt4d_1xDx16x4x4x1_f32[%9](%__hoisted_tensor_1x16x4x1xf32, %12, %9) : (tensor<1x16x4x1xf32>, tensor<?x16x4x1xf32>{%9}, index) -> tensor<1x?x4x4xf32>{%9}
    %14 = flow.dispatch @mlp_params$async_dispatch_4::@mlp_params$async_dispatch_4_unpack_elementwise_Dx4_f32[%9, %0](%13, %b2, %9, %0) : (tensor<1x?x4x4xf32>{%9}, tensor<4xf32>, index, index) -> tensor<?x4xf32>{%0}
    %15 = hal.tensor.barrier join(%14 : tensor<?x4xf32>) => %arg2 : !hal.fence
    %16 = hal.tensor.export %15 : tensor<?x4xf32>{%0} -> !hal.buffer_view
    util.return %16 : !hal.buffer_view
  }
  util.func public @mlp_params(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @mlp_params$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
