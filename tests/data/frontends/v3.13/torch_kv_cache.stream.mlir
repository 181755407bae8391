module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__parameter_model_k_weight_tensor_8x8xf32 : !stream.resource<constant>
  util.initializer {
    %c256 = arith.constant 256 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"k.weight"> : tensor<8x8xf32>
    util.global.store %cst, @__parameter_model_k_weight_tensor_8x8xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_matmul_Dx8x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_matmul_Dx8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1} -> tensor<?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %6 = tensor.empty(%1) : tensor<?x8xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%4, %5 : tensor<?x8xf32>, tensor<8x8xf32>) outs(%7 : tensor<?x8xf32>) -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_scatter_Dx8xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_scatter_Dx8xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: index) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16x8xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1} -> tensor<?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%1} -> tensor<?xi64>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16x8xf32>> -> tensor<16x8xf32>
        %7 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true) ins(%4, %5 : tensor<?x8xf32>, tensor<?xi64>) outs(%6 : tensor<16x8xf32>) {
        ^bb0(%arg4: f32, %arg5: f32):
          iree_linalg_ext.yield %arg4 : f32
        } -> tensor<16x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : tensor<16x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16x8xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_matmul_Dx16x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_matmul_Dx16x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1} -> tensor<?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %6 = tensor.empty(%1) : tensor<?x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x16xf32>) -> tensor<?x16xf32>
        %8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%4, %5 : tensor<?x8xf32>, tensor<16x8xf32>) outs(%7 : tensor<?x16xf32>) -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0], sizes = [%1, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_softmax_Dx16xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_softmax_Dx16xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %4 = tensor.empty(%0) : tensor<?x16xf32>
        %5 = linalg.softmax dimension(1) ins(%3 : tensor<?x16xf32>) outs(%4 : tensor<?x16xf32>) -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c64 = arith.constant 64 : index
    %c512 = arith.constant 512 : index
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c256 = arith.constant 256 : index
    %__parameter_model_k_weight_tensor_8x8xf32 = util.global.load immutable @__parameter_model_k_weight_tensor_8x8xf32 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%0, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c32 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg3 : (!hal.fence) => !stream.timepoint
    %4 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    %element_type_i64 = hal.element_type<i64> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("tensor") shape([%4]) type(%element_type_i64) encoding(%dense_row_major)
    %5 = arith.muli %4, %c8 : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<?xi64>{%4} in !stream.resource<external>{%5}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c16, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<16x8xf32> in !stream.resource<external>{%c512}
    %8 = util.assume.int %0<umin = 1, umax = 8> : index
    %9 = arith.muli %8, %c32 : index
    %10:3 = stream.timepoint.await %3 => %2, %6, %7 : !stream.resource<external>{%1}, !stream.resource<external>{%5}, !stream.resource<external>{%c512}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_matmul_Dx8x8_f32[%8](%10#0[%c0 to %1 for %1], %__parameter_model_k_weight_tensor_8x8xf32[%c0 to %c256 for %c256], %8) : (!stream.resource<external>{%1}, !stream.resource<constant>{%c256}, index) -> !stream.resource<transient>{%9}
    %12 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_scatter_Dx8xf32_dispatch_tensor_store[%8](%11[%c0 to %9 for %9], %10#1[%c0 to %5 for %5], %10#2[%c0 to %c512 for %c512], %8) : (!stream.resource<transient>{%9}, !stream.resource<external>{%5}, !stream.resource<external>{%c512}, index) -> %10#2{%c512}
    %13 = arith.muli %8, %c64 : index
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_matmul_Dx16x8_f32[%8](%10#0[%c0 to %1 for %1], %12[%c0 to %c512 for %c512], %8) : (!stream.resource<external>{%1}, !stream.resource<external>{%c512}, index) -> !stream.resource<transient>{%13}
    %15 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_softmax_Dx16xf32_dispatch_tensor_store[%8](%14[%c0 to %13 for %13], %8) : (!stream.resource<transient>{%13}, index) -> !stream.resource<external>{%13}
    %16 = stream.async.clone on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<external>{%c512} -> !stream.resource<external>{%c512}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %16 : !stream.resource<external>{%c512} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %15 : !stream.resource<external>{%13} => !stream.timepoint
    %17 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %17 => (%arg4 : !hal.fence)
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_0 : tensor<?x16xf32>{%8} in !stream.resource<external>{%13} -> !hal.buffer_view
    util.return %18 : !hal.buffer_view
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
