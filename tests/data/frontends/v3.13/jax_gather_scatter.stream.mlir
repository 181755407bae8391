module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_3_i32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c10_i32 = arith.constant 10 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %3 = tensor.empty() : tensor<3xi32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<3xi32>) outs(%3 : tensor<3xi32>) {
        ^bb0(%in: i32, %out: i32):
          %5 = arith.addi %in, %c10_i32 : i32
          %6 = arith.cmpi slt, %in, %c0_i32 : i32
          %7 = arith.select %6, %5, %in : i32
          linalg.yield %7 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_broadcast_3x4_i32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_broadcast_3x4_i32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c9_i32 = arith.constant 9 : i32
        %cst = arith.constant 0x7FC00000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x4xf32>> -> tensor<10x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = tensor.empty() : tensor<3x4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<3xi32>) outs(%5 : tensor<3x4xf32>) {
        ^bb0(%in: i32, %out: f32):
          %7 = linalg.index 1 : index
          %8 = arith.index_cast %in : i32 to index
          %extracted = tensor.extract %3[%8, %7] : tensor<10x4xf32>
          %9 = arith.cmpi sle, %in, %c9_i32 : i32
          %10 = arith.cmpi sge, %in, %c0_i32 : i32
          %11 = arith.andi %10, %9 : i1
          %12 = arith.select %11, %extracted, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_scatter_10x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_scatter_10x4xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<10x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<10x4xf32>> -> tensor<10x4xf32>
        %6 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%3, %4 : tensor<3x4xf32>, tensor<3xi32>) outs(%5 : tensor<10x4xf32>) {
        ^bb0(%arg3: f32, %arg4: f32):
          %7 = arith.addf %arg4, %arg3 : f32
          iree_linalg_ext.yield %7 : f32
        } -> tensor<10x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : tensor<10x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<10x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x4xf32>, %input1: tensor<3xi32>, %input2: tensor<3x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<10x4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c12 = arith.constant 12 : index
    %c160 = arith.constant 160 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c10, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<10x4xf32> in !stream.resource<external>{%c160}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3xi32> in !stream.resource<external>{%c12}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_elementwise_3_i32(%1[%c0 to %c12 for %c12]) : (!stream.resource<external>{%c12}) -> !stream.resource<transient>{%c12}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_elementwise_broadcast_3x4_i32xf32(%0[%c0 to %c160 for %c160], %3[%c0 to %c12 for %c12]) : (!stream.resource<external>{%c160}, !stream.resource<transient>{%c12}) -> !stream.resource<external>{%c48}
    %5 = stream.async.clone on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<external>{%c160} -> !stream.resource<external>{%c160}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_scatter_10x4xf32_dispatch_tensor_store(%2[%c0 to %c48 for %c48], %3[%c0 to %c12 for %c12], %5[%c0 to %c160 for %c160]) : (!stream.resource<external>{%c48}, !stream.resource<transient>{%c12}, !stream.resource<external>{%c160}) -> %5{%c160}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<10x4xf32> in !stream.resource<external>{%c160} -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
}
