module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x8x32xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x32xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_transpose_32x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_transpose_32x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<32x8xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_head_weight_tensor_32x8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"head.weight"> : tensor<32x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_head_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_head_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_transpose_32x8_f32(%__parameter_model_head_weight_tensor_32x8xf32) : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %1 = flow.tensor.reshape %0 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    util.global.store %1, @__hoisted_tensor_1x8x32xf32 : tensor<1x8x32xf32>
    util.return
  }
  flow.executable private @prefill$async_dispatch_0 {
    flow.executable.export public @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%0} -> tensor<?xi64>
        %5 = tensor.empty(%0) : tensor<?x8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?xi64>) outs(%5 : tensor<?x8xf32>) {
        ^bb0(%in: i64, %out: f32):
          %7 = linalg.index 1 : index
          %8 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %3[%8, %7] : tensor<32x8xf32>
          %9 = math.tanh %extracted : f32
          linalg.yield %9 : f32
        } -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @prefill$async_dispatch_1 {
    flow.executable.export public @prefill$async_dispatch_1_batch_matmul_1xDx32x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_1_batch_matmul_1xDx32x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
        %5 = tensor.empty(%0) : tensor<1x?x32xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x?x8xf32>, tensor<1x8x32xf32>) outs(%6 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, %0, 32], strides = [1, 1, 1] : tensor<1x?x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  util.global private @__parameter_model_embed_weight_tensor_32x8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"embed.weight"> : tensor<32x8xf32>
  util.func public @prefill$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %__hoisted_tensor_1x8x32xf32 = util.global.load immutable @__hoisted_tensor_1x8x32xf32 : tensor<1x8x32xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x?xi64>{%0}
    %2 = util.assume.int %0<umin = 1, umax = 64> : index
    %3 = flow.tensor.reshape %1 : tensor<1x?xi64>{%2} -> tensor<?xi64>{%2}
    %4 = flow.dispatch @prefill$async_dispatch_0::@prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32[%2](%__parameter_model_embed_weight_tensor_32x8xf32, %3, %2) : (tensor<32x8xf32>, tensor<?xi64>{%2}, index) -> tensor<?x8xf32>{%2}
    %5 = flow.tensor.reshape %4 : tensor<?x8xf32>{%2} -> tensor<1x?x8xf32>{%2}
    %6 = flow.dispatch @prefill$async_dispatch_1::@prefill$async_dispatch_1_batch_matmul_1xDx32x8_f32[%2](%5, %__hoisted_tensor_1x8x32xf32, %2) : (tensor<1x?x8xf32>{%2}, tensor<1x8x32xf32>, index) -> tensor<1x?x32xf32>{%2}
    %7 = hal.tensor.barrier join(%6 : tensor<1x?x32xf32>) => %arg2 : !hal.fence
    %8 = hal.tensor.export %7 : tensor<1x?x32xf32>{%2} -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
  util.func public @prefill(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @prefill$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
  util.global private @__hoisted_tensor_1x8x32xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x32xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_head_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_head_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_transpose_32x8_f32(%__parameter_model_head_weight_tensor_32x8xf32) : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %1 = flow.tensor.reshape %0 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    util.global.store %1, @__hoisted_tensor_1x8x32xf32_0 : tensor<1x8x32xf32>
    util.return
  }
  flow.executable private @decode$async_dispatch_0 {
    flow.executable.export public @decode$async_dispatch_0_elementwise_broadcast_8_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_0_elementwise_broadcast_8_i64xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) {
        %c8 = arith.constant 8 : index
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<i64>) outs(%2 : tensor<8xf32>) {
        ^bb0(%in: i64, %out: f32):
          %4 = linalg.index 0 : index
          %5 = arith.remsi %4, %c8 : index
          %6 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %0[%6, %5] : tensor<32x8xf32>
          %7 = math.tanh %extracted : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  flow.executable private @decode$async_dispatch_1 {
    flow.executable.export public @decode$async_dispatch_1_batch_matmul_1x1x32x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_1_batch_matmul_1x1x32x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>> -> tensor<1x1x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
        %2 = tensor.empty() : tensor<1x1x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x1x8xf32>, tensor<1x8x32xf32>) outs(%3 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 1, 32], strides = [1, 1, 1] : tensor<1x1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1x32xf32>>
        return
      }
    }
  }
  flow.executable private @decode$async_dispatch_2 {
    flow.executable.export public @decode$async_dispatch_2_arg_compare_1x1x32xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_2_arg_compare_1x1x32xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1xi32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %c0_i32 = arith.constant 0 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 1, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x32xf32>> -> tensor<1x1x32xf32>
        %1 = tensor.empty() : tensor<1x1xi32>
        %2 = tensor.empty() : tensor<1x1xf32>
        %3 = linalg.fill ins(%c0_i32 : i32) outs(%1 : tensor<1x1xi32>) -> tensor<1x1xi32>
        %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1xf32>) -> tensor<1x1xf32>
        %5:2 = iree_linalg_ext.arg_compare dimension(2) ins(%0 : tensor<1x1x32xf32>) outs(%4, %3 : tensor<1x1xf32>, tensor<1x1xi32>) {
        ^bb0(%arg2: f32, %arg3: f32):
          %6 = arith.cmpf ogt, %arg2, %arg3 : f32
          iree_linalg_ext.yield %6 : i1
        } -> tensor<1x1xf32>, tensor<1x1xi32>
        iree_tensor_ext.dispatch.tensor.store %5#1, %arg1, offsets = [0, 0], sizes = [1, 1], strides = [1, 1] : tensor<1x1xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1xi32>>
        return
      }
    }
  }
  flow.executable private @decode$async_dispatch_3 {
    flow.executable.export public @decode$async_dispatch_3_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_3_elementwise(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i64>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %1 = tensor.empty() : tensor<i64>
        %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i64>) {
        ^bb0(%in: i32, %out: i64):
          %3 = arith.extsi %in : i32 to i64
          linalg.yield %3 : i64
        } -> tensor<i64>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i64>>
        return
      }
    }
  }
  util.func public @decode$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : tensor<32x8xf32>
    %__hoisted_tensor_1x8x32xf32_0 = util.global.load immutable @__hoisted_tensor_1x8x32xf32_0 : tensor<1x8x32xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x1xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x1xi64> -> tensor<i64>
    %2 = flow.dispatch @decode$async_dispatch_0::@decode$async_dispatch_0_elementwise_broadcast_8_i64xf32(%__parameter_model_embed_weight_tensor_32x8xf32, %1) : (tensor<32x8xf32>, tensor<i64>) -> tensor<8xf32>
    %3 = flow.tensor.reshape %2 : tensor<8xf32> -> tensor<1x1x8xf32>
    %4 = flow.dispatch @decode$async_dispatch_1::@decode$async_dispatch_1_batch_matmul_1x1x32x8_f32(%3, %__hoisted_tensor_1x8x32xf32_0) : (tensor<1x1x8xf32>, tensor<1x8x32xf32>) -> tensor<1x1x32xf32>
    %5 = flow.dispatch @decode$async_dispatch_2::@decode$async_dispatch_2_arg_compare_1x1x32xf32_dispatch_tensor_store(%4) : (tensor<1x1x32xf32>) -> tensor<1x1xi32>
    %6 = flow.tensor.reshape %5 : tensor<1x1xi32> -> tensor<i32>
    %7 = flow.dispatch @decode$async_dispatch_3::@decode$async_dispatch_3_elementwise(%6) : (tensor<i32>) -> tensor<i64>
    %8 = flow.tensor.reshape %7 : tensor<i64> -> tensor<1x1xi64>
    %9 = hal.tensor.barrier join(%8 : tensor<1x1xi64>) => %arg2 : !hal.fence
    %10 = hal.tensor.export %9 : tensor<1x1xi64> -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
  util.func public @decode(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @decode$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
