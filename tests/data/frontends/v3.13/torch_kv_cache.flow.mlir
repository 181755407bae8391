module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_matmul_Dx8x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_matmul_Dx8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %5 = tensor.empty(%0) : tensor<?x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%3, %4 : tensor<?x8xf32>, tensor<8x8xf32>) outs(%6 : tensor<?x8xf32>) -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_scatter_Dx8xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_scatter_Dx8xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>, %arg2: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16x8xf32>>, %arg3: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%0} -> tensor<?xi64>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16x8xf32>> -> tensor<16x8xf32>
        %6 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true) ins(%3, %4 : tensor<?x8xf32>, tensor<?xi64>) outs(%5 : tensor<16x8xf32>) {
        ^bb0(%arg4: f32, %arg5: f32):
          iree_linalg_ext.yield %arg4 : f32
        } -> tensor<16x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : tensor<16x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16x8xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_matmul_Dx16x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_matmul_Dx16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %5 = tensor.empty(%0) : tensor<?x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<?x16xf32>) -> tensor<?x16xf32>
        %7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%3, %4 : tensor<?x8xf32>, tensor<16x8xf32>) outs(%6 : tensor<?x16xf32>) -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_softmax_Dx16xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_softmax_Dx16xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %4 = tensor.empty(%0) : tensor<?x16xf32>
        %5 = linalg.softmax dimension(1) ins(%3 : tensor<?x16xf32>) outs(%4 : tensor<?x16xf32>) -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  util.global private @__parameter_model_k_weight_tensor_8x8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"k.weight"> : tensor<8x8xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__parameter_model_k_weight_tensor_8x8xf32 = util.global.load immutable @__parameter_model_k_weight_tensor_8x8xf32 : tensor<8x8xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg3) => %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    %3 = hal.tensor.import wait(%arg3) => %arg2 : !hal.buffer_view -> tensor<?xi64>{%2}
    %4 = hal.tensor.import wait(%arg3) => %arg1 : !hal.buffer_view -> tensor<16x8xf32>
    %5 = util.assume.int %0<umin = 1, umax = 8> : index
    %6 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_matmul_Dx8x8_f32[%5](%1, %__parameter_model_k_weight_tensor_8x8xf32, %5) : (tensor<?x8xf32>{%5}, tensor<8x8xf32>, index) -> tensor<?x8xf32>{%5}
    %7 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_scatter_Dx8xf32_dispatch_tensor_store[%5](%6, %3, %4, %5) : (tensor<?x8xf32>{%5}, tensor<?xi64>{%5}, tensor<16x8xf32>, index) -> %4
    %8 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_Dx16x8_f32[%5](%1, %7, %5) : (tensor<?x8xf32>{%5}, tensor<16x8xf32>, index) -> tensor<?x16xf32>{%5}
    %9 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_softmax_Dx16xf32_dispatch_tensor_store[%5](%8, %5) : (tensor<?x16xf32>{%5}, index) -> tensor<?x16xf32>{%5}
    %10 = hal.tensor.alias wait(%arg3) => %7 : tensor<16x8xf32> to %arg1 : !hal.buffer_view
    %11:2 = hal.tensor.barrier join(%10, %9 : tensor<16x8xf32>, tensor<?x16xf32>) => %arg4 : !hal.fence
    %12 = hal.tensor.export %11#1 : tensor<?x16xf32>{%5} -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
