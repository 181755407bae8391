module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_Dx4x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_Dx4x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1} -> tensor<?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
        %6 = tensor.empty(%1) : tensor<?x4xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x4xf32>) -> tensor<?x4xf32>
        %8 = linalg.matmul ins(%4, %5 : tensor<?x8xf32>, tensor<8x4xf32>) outs(%7 : tensor<?x4xf32>) -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0], sizes = [%1, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_reduction_Dx4_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_Dx4_f32(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%0} -> tensor<?x4xf32>
        %4 = tensor.empty(%0) : tensor<?xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<?xf32>) -> tensor<?xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x4xf32>) outs(%5 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = math.tanh %in : f32
          %8 = arith.addf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x8xf32>, %input1: tensor<8x4xf32>) -> (%output0: tensor<?xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c32 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<8x4xf32> in !stream.resource<external>{%c128}
    %4 = arith.muli %0, %c16 : index
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_matmul_Dx4x8_f32[%0](%2[%c0 to %1 for %1], %3[%c0 to %c128 for %c128], %0) : (!stream.resource<external>{%1}, !stream.resource<external>{%c128}, index) -> !stream.resource<transient>{%4}
    %6 = arith.muli %0, %c4 : index
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_reduction_Dx4_f32[%0](%5[%c0 to %4 for %4], %0) : (!stream.resource<transient>{%4}, index) -> !stream.resource<external>{%6}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<?xf32>{%0} in !stream.resource<external>{%6} -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
}
