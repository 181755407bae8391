module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @w1 = #stream.parameter.named<"model"::"w1"> : tensor<16x8xf32>
  util.global private @b1 = #stream.parameter.named<"model"::"b1"> : tensor<16xf32>
  util.global private @w2 = #stream.parameter.named<"model"::"w2"> : tensor<4x16xf32>
  util.global private @b2 = #stream.parameter.named<"model"::"b2"> : tensor<4xf32>
  flow.executable private @mlp_params$async_dispatch_0 {
    flow.executable.export public @mlp_params$async_dispatch_0_matmul_Dx16x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_0_matmul_Dx16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %6 = tensor.empty(%0) : tensor<?x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x16xf32>) -> tensor<?x16xf32>
        %8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%3, %4 : tensor<?x8xf32>, tensor<16x8xf32>) outs(%7 : tensor<?x16xf32>) -> tensor<?x16xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %5 : tensor<?x16xf32>, tensor<16xf32>) outs(%6 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %10 = arith.addf %in, %in_0 : f32
          %11 = arith.cmpf ugt, %10, %cst : f32
          %12 = arith.select %11, %10, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @mlp_params$async_dispatch_1 {
    flow.executable.export public @mlp_params$async_dispatch_1_matmul_Dx4x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_1_matmul_Dx4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %6 = tensor.empty(%0) : tensor<?x4xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x4xf32>) -> tensor<?x4xf32>
        %8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%3, %4 : tensor<?x16xf32>, tensor<4x16xf32>) outs(%7 : tensor<?x4xf32>) -> tensor<?x4xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %5 : tensor<?x4xf32>, tensor<4xf32>) outs(%6 : tensor<?x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %10 = arith.addf %in, %in_0 : f32
          linalg.yield %10 : f32
        } -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  util.func public @mlp_params$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %w1 = util.global.load immutable @w1 : tensor<16x8xf32>
    %b1 = util.global.load immutable @b1 : tensor<16xf32>
    %w2 = util.global.load immutable @w2 : tensor<4x16xf32>
    %b2 = util.global.load immutable @b2 : tensor<4xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = flow.dispatch @mlp_params$async_dispatch_0::@mlp_params$async_dispatch_0_matmul_Dx16x8_f32[%0](%1, %w1, %b1, %0) : (tensor<?x8xf32>{%0}, tensor<16x8xf32>, tensor<16xf32>, index) -> tensor<?x16xf32>{%0}
    %3 = flow.dispatch @mlp_params$async_dispatch_1::@mlp_params$async_dispatch_1_matmul_Dx4x16_f32[%0](%2, %w2, %b2, %0) : (tensor<?x16xf32>{%0}, tensor<4x16xf32>, tensor<4xf32>, index) -> tensor<?x4xf32>{%0}
    %4 = hal.tensor.barrier join(%3 : tensor<?x4xf32>) => %arg2 : !hal.fence
    %5 = hal.tensor.export %4 : tensor<?x4xf32>{%0} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  util.func public @mlp_params(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @mlp_params$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
