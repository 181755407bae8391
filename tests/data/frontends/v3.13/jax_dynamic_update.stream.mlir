module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c8_i32 = arith.constant 8 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %3 = tensor.empty() : tensor<i32>
        %4 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2 : tensor<i32>) outs(%3 : tensor<i32>) {
        ^bb0(%in: i32, %out: i32):
          %5 = arith.addi %in, %c8_i32 : i32
          %6 = arith.cmpi slt, %in, %c0_i32 : i32
          %7 = arith.select %6, %5, %in : i32
          linalg.yield %7 : i32
        } -> tensor<i32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [], sizes = [], strides = [] : tensor<i32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_2x4_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_2x4_f32(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 2.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %3 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %5 = tensor.empty() : tensor<2x4xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [%3, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<2x4xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %4 : tensor<2x4xf32>, tensor<4xf32>) outs(%5 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %cst : f32
          %9 = arith.addf %8, %in_0 : f32
          linalg.yield %9 : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c9_i32 = arith.constant 9 : i32
        %c1_i32 = arith.constant 1 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %3 = tensor.empty() : tensor<i32>
        %4 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2 : tensor<i32>) outs(%3 : tensor<i32>) {
        ^bb0(%in: i32, %out: i32):
          %5 = arith.addi %in, %c1_i32 : i32
          %6 = arith.addi %in, %c9_i32 : i32
          %7 = arith.cmpi slt, %5, %c0_i32 : i32
          %8 = arith.select %7, %6, %5 : i32
          linalg.yield %8 : i32
        } -> tensor<i32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [], sizes = [], strides = [] : tensor<i32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x4xf32>>
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %1, offsets = [%2, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x4xf32>, %input1: tensor<1x4xf32>, %input2: tensor<i32>) -> (%output0: tensor<8x4xf32>)"}} {
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8x4xf32> in !stream.resource<external>{%c128}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c1, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<1x4xf32> in !stream.resource<external>{%c16}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([]) type(%element_type_i32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<i32> in !stream.resource<external>{%c4}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_elementwise(%2[%c0 to %c4 for %c4]) : (!stream.resource<external>{%c4}) -> !stream.resource<transient>{%c4}
    %4 = stream.async.transfer %3 : !stream.resource<transient>{%c4} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<staging>{%c4}
    %5 = stream.async.load %4[%c0] : !stream.resource<staging>{%c4} -> i32
    %6 = arith.index_cast %5 : i32 to index
    %7 = arith.maxsi %6, %c0 : index
    %8 = arith.minui %7, %c6 : index
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_elementwise_2x4_f32[%8](%0[%c0 to %c128 for %c128], %8, %1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c128}, index, !stream.resource<external>{%c16}) -> !stream.resource<transient>{%c32}
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_elementwise(%2[%c0 to %c4 for %c4]) : (!stream.resource<external>{%c4}) -> !stream.resource<transient>{%c4}
    %11 = stream.async.transfer %10 : !stream.resource<transient>{%c4} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<staging>{%c4}
    %12 = stream.async.load %11[%c0] : !stream.resource<staging>{%c4} -> i32
    %13 = arith.index_cast %12 : i32 to index
    %14 = arith.maxsi %13, %c0 : index
    %15 = arith.minui %14, %c6 : index
    %16 = stream.async.clone on(#hal.device.affinity<@__device_0>) %0 : !stream.resource<external>{%c128} -> !stream.resource<external>{%c128}
    %17 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_slow_memcpy[%15](%9[%c0 to %c32 for %c32], %16[%c0 to %c128 for %c128], %15) : (!stream.resource<transient>{%c32}, !stream.resource<external>{%c128}, index) -> %16{%c128}
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %17 : tensor<8x4xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %18 : !hal.buffer_view
  }
}
