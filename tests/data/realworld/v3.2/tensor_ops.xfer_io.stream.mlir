#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @layout_dispatch_0 {
    stream.executable.export public @layout_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_0_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>
        return
      }
    }
  }
  stream.executable private @layout_dispatch_1 {
    stream.executable.export public @layout_dispatch_1_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_1_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 4], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>
        return
      }
    }
  }
  stream.executable private @layout_dispatch_2 {
    stream.executable.export public @layout_dispatch_2_transpose_3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_2_transpose_3x4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<8x5xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %3 = tensor.empty() : tensor<4x3xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<3x4xf32>) outs(%3 : tensor<4x3xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x3xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [2, 1], sizes = [4, 3], strides = [1, 1] : tensor<4x3xf32> -> !flow.dispatch.tensor<readwrite:tensor<8x5xf32>>
        return
      }
    }
  }
  stream.executable private @layout_dispatch_3 {
    stream.executable.export public @layout_dispatch_3_generic_5x8_f32xf32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_3_generic_5x8_f32xf32xi32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant -3.40282347E+38 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<5x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<5xi32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [5, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<5x8xf32>> -> tensor<5x8xf32>
        %3 = tensor.empty() : tensor<5xi32>
        %4 = tensor.empty() : tensor<5xf32>
        %5 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<5xi32>) -> tensor<5xi32>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<5xf32>) -> tensor<5xf32>
        %7:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<5x8xf32>) outs(%6, %5 : tensor<5xf32>, tensor<5xi32>) {
        ^bb0(%in: f32, %out: f32, %out_0: i32):
          %8 = linalg.index 1 : index
          %9 = arith.index_cast %8 : index to i32
          %10 = arith.cmpf ogt, %in, %out : f32
          %11 = arith.select %10, %in, %out : f32
          %12 = arith.select %10, %9, %out_0 : i32
          linalg.yield %11, %12 : f32, i32
        } -> (tensor<5xf32>, tensor<5xi32>)
        flow.dispatch.tensor.store %7#1, %1, offsets = [0], sizes = [5], strides = [1] : tensor<5xi32> -> !flow.dispatch.tensor<writeonly:tensor<5xi32>>
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
    %0 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg0 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg1 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    %2 = stream.async.transfer %0 : !stream.resource<external>{%c48} from(#hal.device.affinity<@device_b>) -> !stream.resource<transient>{%c48}
    %3 = stream.async.alloca : !stream.resource<transient>{%c96}
    %4 = stream.async.dispatch @layout_dispatch_0::@layout_dispatch_0_slow_memcpy(%2[%c0 to %c48 for %c48], %3[%c0 to %c96 for %c96]) : (!stream.resource<transient>{%c48}, !stream.resource<transient>{%c96}) -> %3{%c96}
    %5 = stream.async.transfer %1 : !stream.resource<external>{%c48} from(#hal.device.affinity<@device_b>) -> !stream.resource<transient>{%c48}
    %6 = stream.async.dispatch @layout_dispatch_1::@layout_dispatch_1_slow_memcpy(%5[%c0 to %c48 for %c48], %4[%c0 to %c96 for %c96]) : (!stream.resource<transient>{%c48}, !stream.resource<transient>{%c96}) -> %4{%c96}
    %7 = stream.async.splat %c0_i8 : i8 -> !stream.resource<transient>{%c160}
    %8 = stream.async.update %6, %7[%c32 to %c128] : !stream.resource<transient>{%c96} -> %7 as !stream.resource<transient>{%c160}
    %9 = stream.async.transfer %0 : !stream.resource<external>{%c48} from(#hal.device.affinity<@device_b>) -> !stream.resource<transient>{%c48}
    %10 = stream.async.splat %c0_i8 : i8 -> !stream.resource<transient>{%c160}
    %11 = stream.async.dispatch @layout_dispatch_2::@layout_dispatch_2_transpose_3x4_f32(%9[%c0 to %c48 for %c48], %10[%c0 to %c160 for %c160]) : (!stream.resource<transient>{%c48}, !stream.resource<transient>{%c160}) -> %10{%c160}
    %12 = stream.async.dispatch @layout_dispatch_3::@layout_dispatch_3_generic_5x8_f32xf32xi32(%8[%c0 to %c160 for %c160]) : (!stream.resource<transient>{%c160}) -> !stream.resource<transient>{%c20}
    %13 = stream.async.transfer %8 : !stream.resource<transient>{%c160} -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c160}
    %14 = stream.tensor.export on(#hal.device.affinity<@device_a>) %13 : tensor<5x8xf32> in !stream.resource<external>{%c160} -> !hal.buffer_view
    %15 = stream.async.transfer %11 : !stream.resource<transient>{%c160} -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c160}
    %16 = stream.tensor.export on(#hal.device.affinity<@device_a>) %15 : tensor<8x5xf32> in !stream.resource<external>{%c160} -> !hal.buffer_view
    %17 = stream.async.transfer %12 : !stream.resource<transient>{%c20} -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c20}
    %18 = stream.tensor.export on(#hal.device.affinity<@device_a>) %17 : tensor<5xi32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    util.return %14, %16, %18 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
