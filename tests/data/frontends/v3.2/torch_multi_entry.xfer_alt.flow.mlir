module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x8x8x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x8x4x1xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<32x1x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x8x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [32, 1, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<32x1x8xf32>> -> tensor<32x1x8xf32>
        %1 = tensor.empty() : tensor<1x8x8x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0, 2] inner_dims_pos = [0, 2] inner_tiles = [4, 1] into %1 : tensor<32x1x8xf32> -> tensor<1x8x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 8, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x8x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x4x1xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_head_weight_tensor_32x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"head.weight"> : tensor<32x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_head_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_head_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_head_weight_tensor_32x8xf32 : tensor<32x8xf32> -> tensor<32x1x8xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<32x1x8xf32>) -> tensor<1x8x8x4x1xf32>
    util.global.store %1, @__hoisted_tensor_1x8x8x4x1xf32 : tensor<1x8x8x4x1xf32>
    util.return
  }
  flow.executable private @prefill$async_dispatch_0 {
    flow.executable.export public @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32(%arg0: !flow.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?xi64>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?xi64>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [%0], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi64>>{%0} -> tensor<?xi64>
        %5 = tensor.empty(%0) : tensor<?x8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?xi64>) outs(%5 : tensor<?x8xf32>) {
        ^bb0(%in: i64, %out: f32):
          %7 = linalg.index 1 : index
          %8 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %3[%8, %7] : tensor<32x8xf32>
          %9 = math.tanh %extracted : f32
          linalg.yield %9 : f32
        } -> tensor<?x8xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @prefill$async_dispatch_1 {
    flow.executable.export public @prefill$async_dispatch_1_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %5 = tensor.empty(%1) : tensor<1x?x8x8x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 1] into %5 : tensor<1x?x8xf32> -> tensor<1x?x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 8, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @prefill$async_dispatch_2 {
    flow.executable.export public @prefill$async_dispatch_2_batch_mmt4d_1xDx8x8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_2_batch_mmt4d_1xDx8x8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x1xf32>>{%0} -> tensor<1x?x8x8x1xf32>
        %4 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 8, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>> -> tensor<1x8x8x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x?x8x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x8x8x4xf32>) -> tensor<1x?x8x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x?x8x8x1xf32>, tensor<1x8x8x4x1xf32>) outs(%6 : tensor<1x?x8x8x4xf32>) -> tensor<1x?x8x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @prefill$async_dispatch_3 {
    flow.executable.export public @prefill$async_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_3_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>{%0} -> tensor<1x?x8x8x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x32xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 4] into %5 : tensor<1x?x8x8x4xf32> -> tensor<1x?x32xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0, 0], sizes = [1, %1, 32], strides = [1, 1, 1] : tensor<1x?x32xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        return
      }
    }
  }
  util.global private @__parameter_model_embed_weight_tensor_32x8xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"embed.weight"> : tensor<32x8xf32>
  util.func public @prefill$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %__hoisted_tensor_1x8x8x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x8x8x4x1xf32 : tensor<1x8x8x4x1xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x?xi64>{%0}
    %2 = util.assume.int %0<umin = 1, umax = 64> : index
    %3 = flow.tensor.reshape %1 : tensor<1x?xi64>{%2} -> tensor<?xi64>{%2}
    %4 = flow.dispatch @prefill$async_dispatch_0::@prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32[%2](%__parameter_model_embed_weight_tensor_32x8xf32, %3, %2) : (tensor<32x8xf32>, tensor<?xi64>{%2}, index) -> tensor<?x8xf32>{%2}
    %5 = flow.tensor.transfer %4 : tensor<?x8xf32>{%2} to #hal.device.affinity<@__device_1>
    %6 = flow.tensor.reshape %5 : tensor<?x8xf32>{%2} -> tensor<1x?x8xf32>{%2}
    %7 = arith.subi %2, %c1 : index
    %8 = arith.divui %7, %c8 : index
    %9 = arith.addi %8, %c1 : index
    %10 = flow.dispatch @prefill$async_dispatch_1::@prefill$async_dispatch_1_pack_f32[%2, %9](%6, %2, %9) : (tensor<1x?x8xf32>{%2}, index, index) -> tensor<1x?x8x8x1xf32>{%9}
    %11 = flow.dispatch @prefill$async_dispatch_2::@prefill$async_dispatch_2_batch_mmt4d_1xDx8x8x8x4x1_f32[%9](%10, %__hoisted_tensor_1x8x8x4x1xf32, %9) : (tensor<1x?x8x8x1xf32>{%9}, tensor<1x8x8x4x1xf32>, index) -> tensor<1x?x8x8x4xf32>{%9}
    %12 = flow.tensor.transfer %11 : tensor<1x?x8x8x4xf32>{%9} to #hal.device.affinity<@__device_1>
    %13 = flow.dispatch @prefill$async_dispatch_3::@prefill$async_dispatch_3_unpack_f32[%9, %2](%12, %9, %2) : (tensor<1x?x8x8x4xf32>{%9}, index, index) -> tensor<1x?x32xf32>{%2}
    %14 = hal.tensor.barrier join(%13 : tensor<1x?x32xf32>) => %arg2 : !hal.fence
    %15 = hal.tensor.export %14 : tensor<1x?x32xf32>{%2} -> !hal.buffer_view
    util.return %15 : !hal.buffer_view
  }
  util.func public @prefill(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @prefill$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
  util.global private @__hoisted_tensor_1x8x8x4x1xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x8x4x1xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_head_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_head_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %0 = flow.tensor.reshape %__parameter_model_head_weight_tensor_32x8xf32 : tensor<32x8xf32> -> tensor<32x1x8xf32>
    %1 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%0) : (tensor<32x1x8xf32>) -> tensor<1x8x8x4x1xf32>
    %2 = flow.tensor.transfer %1 : tensor<1x8x8x4x1xf32> to #hal.device.affinity<@__device_1>
    util.global.store %2, @__hoisted_tensor_1x8x8x4x1xf32_0 : tensor<1x8x8x4x1xf32>
    util.return
  }
  flow.executable private @decode$async_dispatch_0 {
    flow.executable.export public @decode$async_dispatch_0_elementwise_broadcast_1x1x8x1x1_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_0_elementwise_broadcast_1x1x8x1x1_i64xf32(%arg0: !flow.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<i64>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
        %2 = tensor.empty() : tensor<1x1x8x1x1xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<i64>) outs(%2 : tensor<1x1x8x1x1xf32>) {
        ^bb0(%in: i64, %out: f32):
          %4 = linalg.index 1 : index
          %5 = linalg.index 2 : index
          %6 = linalg.index 3 : index
          %7 = linalg.index 4 : index
          %8 = linalg.index 0 : index
          %9 = affine.apply affine_map<()[s0, s1, s2, s3, s4] -> (s0 * 8 + s1 * 8 + s2 + s3 + s4)>()[%4, %8, %5, %6, %7]
          %10 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %0[%10, %9] : tensor<32x8xf32>
          %11 = math.tanh %extracted : f32
          linalg.yield %11 : f32
        } -> tensor<1x1x8x1x1xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 8, 1, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x8x1x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x1xf32>>
        return
      }
    }
  }
  flow.executable private @decode$async_dispatch_1 {
    flow.executable.export public @decode$async_dispatch_1_batch_mmt4d_1x1x8x8x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_1_batch_mmt4d_1x1x8x8x1x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x8x1x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 8, 1, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x8x1x1xf32>> -> tensor<1x1x8x1x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 8, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>> -> tensor<1x8x8x4x1xf32>
        %2 = tensor.empty() : tensor<1x1x8x1x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x8x1x4xf32>) -> tensor<1x1x8x1x4xf32>
        %4 = linalg.batch_mmt4d ins(%0, %1 : tensor<1x1x8x1x1xf32>, tensor<1x8x8x4x1xf32>) outs(%3 : tensor<1x1x8x1x4xf32>) -> tensor<1x1x8x1x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 8, 1, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x8x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x4xf32>>
        return
      }
    }
  }
  flow.executable private @decode$async_dispatch_2 {
    flow.executable.export public @decode$async_dispatch_2_generic_32_f32xf32xi64 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_2_generic_32_f32xf32xi64(%arg0: !flow.dispatch.tensor<readonly:tensor<32xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<i64>>) {
        %cst = arith.constant 0xFF800000 : f32
        %c0_i64 = arith.constant 0 : i64
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %1 = tensor.empty() : tensor<i64>
        %2 = tensor.empty() : tensor<f32>
        %3 = linalg.fill ins(%c0_i64 : i64) outs(%1 : tensor<i64>) -> tensor<i64>
        %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
        %5:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%0 : tensor<32xf32>) outs(%4, %3 : tensor<f32>, tensor<i64>) {
        ^bb0(%in: f32, %out: f32, %out_0: i64):
          %6 = linalg.index 0 : index
          %7 = arith.index_cast %6 : index to i64
          %8 = arith.maximumf %in, %out : f32
          %9 = arith.cmpf ogt, %in, %out : f32
          %10 = arith.select %9, %7, %out_0 : i64
          linalg.yield %8, %10 : f32, i64
        } -> (tensor<f32>, tensor<i64>)
        flow.dispatch.tensor.store %5#1, %arg1, offsets = [], sizes = [], strides = [] : tensor<i64> -> !flow.dispatch.tensor<writeonly:tensor<i64>>
        return
      }
    }
  }
  util.func public @decode$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %__hoisted_tensor_1x8x8x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_1x8x8x4x1xf32_0 : tensor<1x8x8x4x1xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x1xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x1xi64> -> tensor<i64>
    %2 = flow.dispatch @decode$async_dispatch_0::@decode$async_dispatch_0_elementwise_broadcast_1x1x8x1x1_i64xf32(%__parameter_model_embed_weight_tensor_32x8xf32, %1) : (tensor<32x8xf32>, tensor<i64>) -> tensor<1x1x8x1x1xf32>
    %3 = flow.dispatch @decode$async_dispatch_1::@decode$async_dispatch_1_batch_mmt4d_1x1x8x8x1x4x1_f32(%2, %__hoisted_tensor_1x8x8x4x1xf32_0) : (tensor<1x1x8x1x1xf32>, tensor<1x8x8x4x1xf32>) -> tensor<1x1x8x1x4xf32>
    %4 = flow.tensor.transfer %3 : tensor<1x1x8x1x4xf32> to #hal.device.affinity<@__device_1>
    %5 = flow.tensor.reshape %4 : tensor<1x1x8x1x4xf32> -> tensor<32xf32>
    %6 = flow.dispatch @decode$async_dispatch_2::@decode$async_dispatch_2_generic_32_f32xf32xi64(%5) : (tensor<32xf32>) -> tensor<i64>
    %7 = flow.tensor.reshape %6 : tensor<i64> -> tensor<1x1xi64>
    %8 = hal.tensor.barrier join(%7 : tensor<1x1xi64>) => %arg2 : !hal.fence
    %9 = hal.tensor.export %8 : tensor<1x1xi64> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
  util.func public @decode(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @decode$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
