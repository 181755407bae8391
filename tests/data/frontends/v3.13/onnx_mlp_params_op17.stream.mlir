module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @w1 : !stream.resource<constant>
  util.global private @b1 : !stream.resource<constant>
  util.global private @w2 : !stream.resource<constant>
  util.global private @b2 : !stream.resource<constant>
  util.initializer {
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %c512 = arith.constant 512 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"w1"> : tensor<16x8xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"b1"> : tensor<16xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"w2"> : tensor<4x16xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"b2"> : tensor<4xf32>
    util.global.store %cst_0, @b1 : !stream.resource<constant>
    util.global.store %cst_2, @b2 : !stream.resource<constant>
    util.global.store %cst, @w1 : !stream.resource<constant>
    util.global.store %cst_1, @w2 : !stream.resource<constant>
    util.return
  }
  stream.executable private @mlp_params$async_dispatch_0 {
    stream.executable.export public @mlp_params$async_dispatch_0_matmul_Dx16x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_0_matmul_Dx16x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 0 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%2}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%2} -> tensor<?x8xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %8 = tensor.empty(%2) : tensor<?x16xf32>
        %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<?x16xf32>) -> tensor<?x16xf32>
        %10 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%5, %6 : tensor<?x8xf32>, tensor<16x8xf32>) outs(%9 : tensor<?x16xf32>) -> tensor<?x16xf32>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10, %7 : tensor<?x16xf32>, tensor<16xf32>) outs(%8 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %12 = arith.addf %in, %in_0 : f32
          %13 = arith.cmpf ugt, %12, %cst : f32
          %14 = arith.select %13, %12, %cst : f32
          linalg.yield %14 : f32
        } -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %4, offsets = [0, 0], sizes = [%2, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%2}
        return
      }
    }
  }
  stream.executable private @mlp_params$async_dispatch_1 {
    stream.executable.export public @mlp_params$async_dispatch_1_matmul_Dx4x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_1_matmul_Dx4x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 0 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%2}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%2} -> tensor<?x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %8 = tensor.empty(%2) : tensor<?x4xf32>
        %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<?x4xf32>) -> tensor<?x4xf32>
        %10 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%5, %6 : tensor<?x16xf32>, tensor<4x16xf32>) outs(%9 : tensor<?x4xf32>) -> tensor<?x4xf32>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10, %7 : tensor<?x4xf32>, tensor<4xf32>) outs(%8 : tensor<?x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %12 = arith.addf %in, %in_0 : f32
          linalg.yield %12 : f32
        } -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %4, offsets = [0, 0], sizes = [%2, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%2}
        return
      }
    }
  }
  util.func public @mlp_params$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c512 = arith.constant 512 : index
    %c256 = arith.constant 256 : index
    %w1 = util.global.load immutable @w1 : !stream.resource<constant>
    %b1 = util.global.load immutable @b1 : !stream.resource<constant>
    %w2 = util.global.load immutable @w2 : !stream.resource<constant>
    %b2 = util.global.load immutable @b2 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%0, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c32 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %4 = arith.muli %0, %c64 : index
    %5 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%1}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @mlp_params$async_dispatch_0::@mlp_params$async_dispatch_0_matmul_Dx16x8_f32[%0](%5[%c0 to %1 for %1], %w1[%c0 to %c512 for %c512], %b1[%c0 to %c64 for %c64], %0) : (!stream.resource<external>{%1}, !stream.resource<constant>{%c512}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%4}
    %7 = arith.muli %0, %c16 : index
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @mlp_params$async_dispatch_1::@mlp_params$async_dispatch_1_matmul_Dx4x16_f32[%0](%6[%c0 to %4 for %4], %w2[%c0 to %c256 for %c256], %b2[%c0 to %c16 for %c16], %0) : (!stream.resource<transient>{%4}, !stream.resource<constant>{%c256}, !stream.resource<constant>{%c16}, index) -> !stream.resource<external>{%7}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<external>{%7} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<?x4xf32>{%0} in !stream.resource<external>{%7} -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
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
