#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  util.global private mutable @running : !stream.resource<variable>
  util.global private mutable @running__size = 16 : index
  util.initializer {
    %c0_i8 = arith.constant 0 : i8
    %c16 = arith.constant 16 : index
    %0 = stream.async.splat on(#hal.device.affinity<@device_a>) %c0_i8 : i8 -> !stream.resource<variable>{%c16}
    util.global.store %0, @running : !stream.resource<variable>
    util.return
  }
  stream.executable private @lookup_dispatch_0 {
    stream.executable.export public @lookup_dispatch_0_elementwise_broadcast_2x4_i32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lookup_dispatch_0_elementwise_broadcast_2x4_i32xf32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01]]> : tensor<3x4xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [2], strides = [1] : !flow.dispatch.tensor<readonly:tensor<2xi32>> -> tensor<2xi32>
        %3 = tensor.empty() : tensor<2x4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<2xi32>) outs(%3 : tensor<2x4xf32>) {
        ^bb0(%in: i32, %out: f32):
          %5 = arith.index_cast %in : i32 to index
          %6 = linalg.index 1 : index
          %extracted = tensor.extract %cst[%5, %6] : tensor<3x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<2x4xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.func public @lookup(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @lookup(%input0: tensor<2xi32>) -> (%output0: tensor<2x4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2]) type(%element_type_i32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<2xi32> in !stream.resource<external>{%c8}
    %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lookup_dispatch_0::@lookup_dispatch_0_elementwise_broadcast_2x4_i32xf32(%0[%c0 to %c8 for %c8]) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c32}
    %2 = stream.tensor.export on(#hal.device.affinity<@device_a>) %1 : tensor<2x4xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %2 : !hal.buffer_view
  }
  stream.executable private @update_dispatch_0 {
    stream.executable.export public @update_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @update_dispatch_0_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 5.000000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %5 = tensor.empty() : tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%3, %4 : tensor<4xf32>, tensor<4xf32>) outs(%5 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.mulf %7, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @update(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @update(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %running__size = util.global.load @running__size : index
    %running = util.global.load @running : !stream.resource<variable>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @update_dispatch_0::@update_dispatch_0_elementwise_4_f32(%running[%c0 to %running__size for %running__size], %0[%c0 to %c16 for %c16]) : (!stream.resource<variable>{%running__size}, !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
    %2 = stream.tensor.export on(#hal.device.affinity<@device_a>) %1 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %3 = stream.async.transfer %1 : !stream.resource<external>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<variable>{%c16}
    util.global.store %3, @running : !stream.resource<variable>
    util.global.store %c16, @running__size : index
    util.return %2 : !hal.buffer_view
  }
  util.func public @read() -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @read() -> (%output0: tensor<4xf32>)"}} {
    %running__size = util.global.load @running__size : index
    %running = util.global.load @running : !stream.resource<variable>
    %0 = stream.async.transfer %running : !stream.resource<variable>{%running__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%running__size}
    %1 = stream.tensor.export on(#hal.device.affinity<@device_a>) %0 : tensor<4xf32> in !stream.resource<external>{%running__size} -> !hal.buffer_view
    util.return %1 : !hal.buffer_view
  }
}
