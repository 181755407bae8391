#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<() -> ()>
#map1 = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<i32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<i8>>
        %2 = flow.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %3 = tensor.empty() : tensor<i1>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%2 : tensor<i32>) outs(%3 : tensor<i1>) {
        ^bb0(%in: i32, %out: i1):
          %6 = arith.cmpi sgt, %in, %c0_i32 : i32
          %7 = arith.extui %6 : i1 to i32
          %8 = arith.cmpi eq, %7, %c0_i32 : i32
          linalg.yield %8 : i1
        } -> tensor<i1>
        %5 = arith.extui %4 : tensor<i1> to tensor<i8>
        flow.dispatch.tensor.store %5, %1, offsets = [], sizes = [], strides = [] : tensor<i8> -> !flow.dispatch.tensor<writeonly:tensor<i8>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_12_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_12_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<12xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<12xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [12], strides = [1] : !flow.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %3 = tensor.empty() : tensor<12xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%2 : tensor<12xf32>) outs(%3 : tensor<12xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.cos %in : f32
          %6 = arith.subf %5, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<12xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !flow.dispatch.tensor<writeonly:tensor<12xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_12_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_12_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 2.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<12xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<12xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [12], strides = [1] : !flow.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %3 = tensor.empty() : tensor<12xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%2 : tensor<12xf32>) outs(%3 : tensor<12xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.sin %in : f32
          %6 = arith.mulf %5, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<12xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !flow.dispatch.tensor<writeonly:tensor<12xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xf32>, %input1: tensor<i32>) -> (%output0: tensor<3x4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<i32> in !stream.resource<external>{%c4}
    %2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_elementwise(%1[%c0 to %c4 for %c4]) : (!stream.resource<external>{%c4}) -> !stream.resource<transient>{%c1}
    %3 = stream.async.transfer %2 : !stream.resource<transient>{%c1} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<staging>{%c1}
    %4 = stream.async.load %3[%c0] : !stream.resource<staging>{%c1} -> i1
    %5 = scf.if %4 -> (!stream.resource<external>) {
      %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_elementwise_12_f32(%0[%c0 to %c48 for %c48]) : (!stream.resource<external>{%c48}) -> !stream.resource<transient>{%c48}
      %8 = stream.async.transfer %7 : !stream.resource<transient>{%c48} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<external>{%c48}
      scf.yield %8 : !stream.resource<external>
    } else {
      %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_elementwise_12_f32(%0[%c0 to %c48 for %c48]) : (!stream.resource<external>{%c48}) -> !stream.resource<external>{%c48}
      scf.yield %7 : !stream.resource<external>
    }
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %6 : !hal.buffer_view
  }
}
