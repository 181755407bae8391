module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @layout_dispatch_0 {
    stream.executable.export public @layout_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_0_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>
        return
      }
    }
  }
  stream.executable private @layout_dispatch_1 {
    stream.executable.export public @layout_dispatch_1_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_1_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 4], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x8xf32>>
        return
      }
    }
  }
  stream.executable private @layout_dispatch_2 {
    stream.executable.export public @layout_dispatch_2_transpose_3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_2_transpose_3x4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x5xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %3 = tensor.empty() : tensor<4x3xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<3x4xf32>) outs(%3 : tensor<4x3xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x3xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [2, 1], sizes = [4, 3], strides = [1, 1] : tensor<4x3xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x5xf32>>
        return
      }
    }
  }
  stream.executable private @layout_dispatch_3 {
    stream.executable.export public @layout_dispatch_3_reduction_5x8_f32xf32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_3_reduction_5x8_f32xf32xi32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant -3.40282347E+38 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [5, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x8xf32>> -> tensor<5x8xf32>
        %3 = tensor.empty() : tensor<5xi32>
        %4 = tensor.empty() : tensor<5xf32>
        %5 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<5xi32>) -> tensor<5xi32>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5xf32>) -> tensor<5xf32>
        %7:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<5x8xf32>) outs(%6, %5 : tensor<5xf32>, tensor<5xi32>) {
        ^bb0(%in: f32, %out: f32, %out_0: i32):
          %8 = linalg.index 1 : index
          %9 = arith.index_cast %8 : index to i32
          %10 = arith.cmpf ogt, %in, %out : f32
          %11 = arith.select %10, %in, %out : f32
          %12 = arith.select %10, %9, %out_0 : i32
          linalg.yield %11, %12 : f32, i32
        } -> (tensor<5xf32>, tensor<5xi32>)
        iree_tensor_ext.dispatch.tensor.store %7#1, %1, offsets = [0], sizes = [5], strides = [1] : tensor<5xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
        return
      }
    }
  }
  util.func public @layout(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @layout(%input0: tensor<3x4xf32>, %input1: tensor<3x4xf32>) -> (%output0: tensor<5x8xf32>, %output1: tensor<8x5xf32>, %output2: tensor<5xi32>)"}} {
    %c20 = arith.constant 20 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %c160 = arith.constant 160 : index
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %c48 = arith.constant 48 : index
    %c0_i8 = arith.constant 0 : i8
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    %2 = stream.async.alloca on(#hal.device.affinity<@device_a>) : !stream.resource<external>{%c96}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @layout_dispatch_0::@layout_dispatch_0_slow_memcpy(%0[%c0 to %c48 for %c48], %2[%c0 to %c96 for %c96]) : (!stream.resource<external>{%c48}, !stream.resource<external>{%c96}) -> %2{%c96}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @layout_dispatch_1::@layout_dispatch_1_slow_memcpy(%1[%c0 to %c48 for %c48], %3[%c0 to %c96 for %c96]) : (!stream.resource<external>{%c48}, !stream.resource<external>{%c96}) -> %3{%c96}
    %5 = stream.async.splat on(#hal.device.affinity<@device_a>) %c0_i8 : i8 -> !stream.resource<external>{%c160}
    %6 = stream.async.update on(#hal.device.affinity<@device_a>) %4, %5[%c32 to %c128] : !stream.resource<external>{%c96} -> %5 as !stream.resource<external>{%c160}
    %7 = stream.async.splat on(#hal.device.affinity<@device_a>) %c0_i8 : i8 -> !stream.resource<external>{%c160}
    %8 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @layout_dispatch_2::@layout_dispatch_2_transpose_3x4_f32(%0[%c0 to %c48 for %c48], %7[%c0 to %c160 for %c160]) : (!stream.resource<external>{%c48}, !stream.resource<external>{%c160}) -> %7{%c160}
    %9 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @layout_dispatch_3::@layout_dispatch_3_reduction_5x8_f32xf32xi32(%6[%c0 to %c160 for %c160]) : (!stream.resource<external>{%c160}) -> !stream.resource<external>{%c20}
    %10 = stream.tensor.export on(#hal.device.affinity<@device_a>) %6 : tensor<5x8xf32> in !stream.resource<external>{%c160} -> !hal.buffer_view
    %11 = stream.tensor.export on(#hal.device.affinity<@device_a>) %8 : tensor<8x5xf32> in !stream.resource<external>{%c160} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@device_a>) %9 : tensor<5xi32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    util.return %10, %11, %12 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
