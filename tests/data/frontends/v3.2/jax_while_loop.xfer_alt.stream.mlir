#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<() -> ()>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_generic_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_generic_6_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %3 = tensor.empty() : tensor<f32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<f32>) -> tensor<f32>
        %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%2 : tensor<6xf32>) outs(%4 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.subf %cst_0, %in : f32
          %7 = math.absf %6 : f32
          %8 = arith.maximumf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<f32>
        flow.dispatch.tensor.store %5, %1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 9.99999974E-5 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<f32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<i8>>
        %2 = flow.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %3 = tensor.empty() : tensor<i1>
        %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%2 : tensor<f32>) outs(%3 : tensor<i1>) {
        ^bb0(%in: f32, %out: i1):
          %6 = arith.cmpf ogt, %in, %cst : f32
          linalg.yield %6 : i1
        } -> tensor<i1>
        %5 = arith.extui %4 : tensor<i1> to tensor<i8>
        flow.dispatch.tensor.store %5, %1, offsets = [], sizes = [], strides = [] : tensor<i8> -> !flow.dispatch.tensor<writeonly:tensor<i8>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_6_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 5.000000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<6xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %5 = tensor.empty() : tensor<6xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<6xf32>, tensor<6xf32>) outs(%5 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.divf %in_0, %in : f32
          %8 = arith.addf %in, %7 : f32
          %9 = arith.mulf %8, %cst : f32
          linalg.yield %9 : f32
        } -> tensor<6xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !flow.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_generic_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_generic_6_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %5 = tensor.empty() : tensor<f32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<f32>) -> tensor<f32>
        %7 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"]} ins(%3, %4 : tensor<6xf32>, tensor<6xf32>) outs(%6 : tensor<f32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.subf %8, %in_0 : f32
          %10 = math.absf %9 : f32
          %11 = arith.maximumf %out, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<f32>
        flow.dispatch.tensor.store %7, %2, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_elementwise workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 9.99999974E-5 : f32
        %c50_i32 = arith.constant 50 : i32
        %c1_i32 = arith.constant 1 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<f32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<i32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<i32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<i8>>
        %4 = flow.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %5 = flow.dispatch.tensor.load %1, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %6 = tensor.empty() : tensor<i1>
        %7 = tensor.empty() : tensor<i32>
        %8:2 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = []} ins(%4, %5 : tensor<f32>, tensor<i32>) outs(%7, %6 : tensor<i32>, tensor<i1>) {
        ^bb0(%in: f32, %in_0: i32, %out: i32, %out_1: i1):
          %10 = arith.addi %in_0, %c1_i32 : i32
          %11 = arith.cmpi slt, %10, %c50_i32 : i32
          %12 = arith.cmpf ogt, %in, %cst : f32
          %13 = arith.andi %12, %11 : i1
          linalg.yield %10, %13 : i32, i1
        } -> (tensor<i32>, tensor<i1>)
        flow.dispatch.tensor.store %8#0, %2, offsets = [], sizes = [], strides = [] : tensor<i32> -> !flow.dispatch.tensor<writeonly:tensor<i32>>
        %9 = arith.extui %8#1 : tensor<i1> to tensor<i8>
        flow.dispatch.tensor.store %9, %3, offsets = [], sizes = [], strides = [] : tensor<i8> -> !flow.dispatch.tensor<writeonly:tensor<i8>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>) -> (%output0: tensor<6xf32>, %output1: tensor<i32>)"}} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1065353216_i32 = arith.constant 1065353216 : i32
    %c24 = arith.constant 24 : index
    %c0_i8 = arith.constant 0 : i8
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c6]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<6xf32> in !stream.resource<external>{%c24}
    %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_generic_6_f32(%0[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}) -> !stream.resource<transient>{%c4}
    %2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_elementwise(%1[%c0 to %c4 for %c4]) : (!stream.resource<transient>{%c4}) -> !stream.resource<transient>{%c1}
    %3 = stream.async.transfer %2 : !stream.resource<transient>{%c1} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<staging>{%c1}
    %4 = stream.async.load %3[%c0] : !stream.resource<staging>{%c1} -> i1
    %5 = stream.async.splat on(#hal.device.affinity<@__device_1>) %c0_i8 : i8 -> !stream.resource<external>{%c4}
    %6 = stream.async.splat on(#hal.device.affinity<@__device_0>) %c1065353216_i32 : i32 -> !stream.resource<external>{%c24}
    %7:2 = scf.if %4 -> (!stream.resource<external>, !stream.resource<external>) {
      %10:2 = scf.while (%arg1 = %6, %arg2 = %5) : (!stream.resource<external>, !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
        %11 = stream.async.transfer %arg1 : !stream.resource<external>{%c24} -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%c24}
        %12 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_elementwise_6_f32(%11[%c0 to %c24 for %c24], %0[%c0 to %c24 for %c24]) : (!stream.resource<transient>{%c24}, !stream.resource<external>{%c24}) -> !stream.resource<external>{%c24}
        %13 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_generic_6_f32(%12[%c0 to %c24 for %c24], %0[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}, !stream.resource<external>{%c24}) -> !stream.resource<transient>{%c4}
        %14 = stream.async.transfer %13 : !stream.resource<transient>{%c4} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%c4}
        %15:2 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_4::@main_dispatch_4_elementwise(%14[%c0 to %c4 for %c4], %arg2[%c0 to %c4 for %c4]) : (!stream.resource<transient>{%c4}, !stream.resource<external>{%c4}) -> (!stream.resource<external>{%c4}, !stream.resource<transient>{%c1})
        %16 = stream.async.transfer %15#1 : !stream.resource<transient>{%c1} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<staging>{%c1}
        %17 = stream.async.load %16[%c0] : !stream.resource<staging>{%c1} -> i1
        scf.condition(%17) %12, %15#0 : !stream.resource<external>, !stream.resource<external>
      } do {
      ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
        scf.yield %arg1, %arg2 : !stream.resource<external>, !stream.resource<external>
      }
      scf.yield %10#0, %10#1 : !stream.resource<external>, !stream.resource<external>
    } else {
      scf.yield %6, %5 : !stream.resource<external>, !stream.resource<external>
    }
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7#0 : tensor<6xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7#1 : tensor<i32> in !stream.resource<external>{%c4} -> !hal.buffer_view
    util.return %8, %9 : !hal.buffer_view, !hal.buffer_view
  }
}
