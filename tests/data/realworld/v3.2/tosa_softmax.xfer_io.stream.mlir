#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_64_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<64xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<64xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<64xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %5 = tensor.empty() : tensor<64xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<64xf32>, tensor<64xf32>) outs(%5 : tensor<64xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = math.tanh %in_0 : f32
          %8 = arith.negf %in : f32
          %9 = math.exp %8 : f32
          %10 = arith.addf %9, %cst : f32
          %11 = arith.divf %cst, %10 : f32
          %12 = arith.addf %11, %7 : f32
          linalg.yield %12 : f32
        } -> tensor<64xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !flow.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_2x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_2x4x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant -3.40282347E+38 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %3 = tensor.empty() : tensor<2x4x8xf32>
        %4 = tensor.empty() : tensor<2x4xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x4x8xf32>) outs(%5 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.maximumf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<2x4xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<2x4x8xf32>, tensor<2x4xf32>) outs(%3 : tensor<2x4x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.subf %in, %in_0 : f32
          %9 = math.exp %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x4x8xf32>
        flow.dispatch.tensor.store %7, %1, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : tensor<2x4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_2x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_2x4x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %3 = tensor.empty() : tensor<2x4x8xf32>
        %4 = tensor.empty() : tensor<2x4xf32>
        %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<2x4x8xf32>) outs(%5 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<2x4xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6 : tensor<2x4x8xf32>, tensor<2x4xf32>) outs(%3 : tensor<2x4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %cst, %in_1 : f32
          %9 = arith.maximumf %in, %8 : f32
          %10 = arith.subf %9, %8 : f32
          linalg.yield %10 : f32
        } -> tensor<2x4x8xf32>
        flow.dispatch.tensor.store %7, %1, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : tensor<2x4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4x8xf32>, %input1: tensor<2x4x8xf32>) -> (%output0: tensor<2x4x8xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg0 : !hal.buffer_view -> tensor<2x4x8xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg1 : !hal.buffer_view -> tensor<2x4x8xf32> in !stream.resource<external>{%c256}
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @main_dispatch_0::@main_dispatch_0_elementwise_64_f32(%1[%c0 to %c256 for %c256], %0[%c0 to %c256 for %c256]) : (!stream.resource<external>{%c256}, !stream.resource<external>{%c256}) -> !stream.resource<transient>{%c256}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @main_dispatch_1::@main_dispatch_1_elementwise_2x4x8_f32(%2[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @main_dispatch_2::@main_dispatch_2_elementwise_2x4x8_f32(%3[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %5 = stream.async.transfer %4 : !stream.resource<transient>{%c256} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c256}
    %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5 : tensor<2x4x8xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
}
