#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @dyn_matmul_norm_dispatch_0 {
    stream.executable.export public @dyn_matmul_norm_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %2}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x1xf32>>{%1, %2}
        %5 = flow.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%0, %2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %2} -> tensor<?x?xf32>
        %6 = tensor.empty(%1, %2) : tensor<?x?x8x1xf32>
        %pack = tensor.pack %5 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %6 : tensor<?x?xf32> -> tensor<?x?x8x1xf32>
        flow.dispatch.tensor.store %pack, %4, offsets = [0, 0, 0, 0], sizes = [%1, %2, 8, 1], strides = [1, 1, 1, 1] : tensor<?x?x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x1xf32>>{%1, %2}
        return
      }
    }
  }
  stream.executable private @dyn_matmul_norm_dispatch_1 {
    stream.executable.export public @dyn_matmul_norm_dispatch_1_pack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_1_pack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%2, %0}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x?x4x1xf32>>{%1, %2}
        %5 = flow.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%2, %0], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%2, %0} -> tensor<?x?xf32>
        %6 = tensor.empty(%1, %2) : tensor<?x?x4x1xf32>
        %pack = tensor.pack %5 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %6 : tensor<?x?xf32> -> tensor<?x?x4x1xf32>
        flow.dispatch.tensor.store %pack, %4, offsets = [0, 0, 0, 0], sizes = [%1, %2, 4, 1], strides = [1, 1, 1, 1] : tensor<?x?x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x4x1xf32>>{%1, %2}
        return
      }
    }
  }
  stream.executable private @dyn_matmul_norm_dispatch_2 {
    stream.executable.export public @dyn_matmul_norm_dispatch_2_mmt4d_DxDxDx8x4x1_f32 workgroups(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2, %arg3
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_2_mmt4d_DxDxDx8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg4, 2 : index
        %3 = flow.dispatch.workload.ordinal %arg5, 3 : index
        %4 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?x8x1xf32>>{%2, %0}
        %5 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?x4x1xf32>>{%3, %1}
        %6 = stream.binding.subspan %arg6[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x4xf32>>{%2, %3}
        %7 = flow.dispatch.tensor.load %4, offsets = [0, 0, 0, 0], sizes = [%2, %0, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8x1xf32>>{%2, %0} -> tensor<?x?x8x1xf32>
        %8 = flow.dispatch.tensor.load %5, offsets = [0, 0, 0, 0], sizes = [%3, %1, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x4x1xf32>>{%3, %1} -> tensor<?x?x4x1xf32>
        %9 = tensor.empty(%2, %3) : tensor<?x?x8x4xf32>
        %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<?x?x8x4xf32>) -> tensor<?x?x8x4xf32>
        %11 = linalg.mmt4d ins(%7, %8 : tensor<?x?x8x1xf32>, tensor<?x?x4x1xf32>) outs(%10 : tensor<?x?x8x4xf32>) -> tensor<?x?x8x4xf32>
        flow.dispatch.tensor.store %11, %6, offsets = [0, 0, 0, 0], sizes = [%2, %3, 8, 4], strides = [1, 1, 1, 1] : tensor<?x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x4xf32>>{%2, %3}
        return
      }
    }
  }
  stream.executable private @dyn_matmul_norm_dispatch_3 {
    stream.executable.export public @dyn_matmul_norm_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2, %arg3
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_3_unpack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = flow.dispatch.workload.ordinal %arg4, 3 : index
        %4 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?x8x4xf32>>{%0, %1}
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%2, %3}
        %6 = flow.dispatch.tensor.load %4, offsets = [0, 0, 0, 0], sizes = [%0, %1, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8x4xf32>>{%0, %1} -> tensor<?x?x8x4xf32>
        %7 = tensor.empty(%2, %3) : tensor<?x?xf32>
        %unpack = tensor.unpack %6 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %7 : tensor<?x?x8x4xf32> -> tensor<?x?xf32>
        flow.dispatch.tensor.store %unpack, %5, offsets = [0, 0], sizes = [%2, %3], strides = [1, 1] : tensor<?x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%2, %3}
        return
      }
    }
  }
  stream.executable private @dyn_matmul_norm_dispatch_4 {
    stream.executable.export public @dyn_matmul_norm_dispatch_4_elementwise_DxD_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_4_elementwise_DxD_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1} -> tensor<?x?xf32>
        %5 = tensor.empty(%0, %1) : tensor<?x?xf32>
        %6 = tensor.empty(%0) : tensor<?xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?xf32>) -> tensor<?xf32>
        %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<?x?xf32>) outs(%7 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %10 = arith.mulf %in, %in : f32
          %11 = arith.addf %10, %out : f32
          linalg.yield %11 : f32
        } -> tensor<?xf32>
        %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %8 : tensor<?x?xf32>, tensor<?xf32>) outs(%5 : tensor<?x?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %10 = math.rsqrt %in_0 : f32
          %11 = arith.mulf %in, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<?x?xf32>
        flow.dispatch.tensor.store %9, %3, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : tensor<?x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %1}
        return
      }
    }
  }
  util.func public @dyn_matmul_norm(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn_matmul_norm(%input0: tensor<?x?xf32>, %input1: tensor<?x?xf32>) -> (%output0: tensor<?x?xf32>)"}} {
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %1]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = arith.muli %0, %c4 : index
    %3 = arith.muli %2, %1 : index
    %4 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%0, %1} in !stream.resource<external>{%3}
    %5 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %6 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%5, %6]) type(%element_type_f32) encoding(%dense_row_major)
    %7 = arith.muli %5, %c4 : index
    %8 = arith.muli %7, %6 : index
    %9 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<?x?xf32>{%5, %6} in !stream.resource<external>{%8}
    %10 = arith.cmpi sle, %0, %c0 : index
    %11 = arith.subi %c0, %0 : index
    %12 = arith.subi %0, %c1 : index
    %13 = arith.select %10, %11, %12 : index
    %14 = arith.divsi %13, %c8 : index
    %15 = arith.subi %c0, %14 : index
    %16 = arith.addi %14, %c1 : index
    %17 = arith.select %10, %15, %16 : index
    %18 = arith.muli %17, %c32 : index
    %19 = arith.muli %18, %1 : index
    %20 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @dyn_matmul_norm_dispatch_0::@dyn_matmul_norm_dispatch_0_pack_f32[%0, %17, %1](%4[%c0 to %3 for %3], %0, %17, %1) : (!stream.resource<external>{%3}, index, index, index) -> !stream.resource<transient>{%19}
    %21 = arith.cmpi sle, %6, %c0 : index
    %22 = arith.subi %c0, %6 : index
    %23 = arith.subi %6, %c1 : index
    %24 = arith.select %21, %22, %23 : index
    %25 = arith.divsi %24, %c4 : index
    %26 = arith.subi %c0, %25 : index
    %27 = arith.addi %25, %c1 : index
    %28 = arith.select %21, %26, %27 : index
    %29 = arith.muli %28, %c16 : index
    %30 = arith.muli %29, %5 : index
    %31 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @dyn_matmul_norm_dispatch_1::@dyn_matmul_norm_dispatch_1_pack_f32[%6, %28, %5](%9[%c0 to %8 for %8], %6, %28, %5) : (!stream.resource<external>{%8}, index, index, index) -> !stream.resource<transient>{%30}
    %32 = arith.muli %17, %c128 : index
    %33 = arith.muli %32, %28 : index
    %34 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @dyn_matmul_norm_dispatch_2::@dyn_matmul_norm_dispatch_2_mmt4d_DxDxDx8x4x1_f32[%1, %5, %17, %28](%20[%c0 to %19 for %19], %31[%c0 to %30 for %30], %1, %5, %17, %28) : (!stream.resource<transient>{%19}, !stream.resource<transient>{%30}, index, index, index, index) -> !stream.resource<transient>{%33}
    %35 = arith.muli %2, %6 : index
    %36 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @dyn_matmul_norm_dispatch_3::@dyn_matmul_norm_dispatch_3_unpack_f32[%17, %28, %0, %6](%34[%c0 to %33 for %33], %17, %28, %0, %6) : (!stream.resource<transient>{%33}, index, index, index, index) -> !stream.resource<transient>{%35}
    %37 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @dyn_matmul_norm_dispatch_4::@dyn_matmul_norm_dispatch_4_elementwise_DxD_f32[%0, %6](%36[%c0 to %35 for %35], %0, %6) : (!stream.resource<transient>{%35}, index, index) -> !stream.resource<external>{%35}
    %38 = stream.tensor.export on(#hal.device.affinity<@device_a>) %37 : tensor<?x?xf32>{%0, %6} in !stream.resource<external>{%35} -> !hal.buffer_view
    util.return %38 : !hal.buffer_view
  }
  stream.executable private @dyn_slice_dispatch_0 {
    stream.executable.export public @dyn_slice_dispatch_0_elementwise_D_i32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_slice_dispatch_0_elementwise_D_i32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?xi32>>{%0}
        %3 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%1}
        %4 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %5 = tensor.empty(%1) : tensor<?xi32>
        %6 = flow.dispatch.tensor.load %2, offsets = [%4], sizes = [%1], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi32>>{%0} -> tensor<?xi32>
        %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%6 : tensor<?xi32>) outs(%5 : tensor<?xi32>) {
        ^bb0(%in: i32, %out: i32):
          %8 = arith.muli %in, %in : i32
          linalg.yield %8 : i32
        } -> tensor<?xi32>
        flow.dispatch.tensor.store %7, %3, offsets = [0], sizes = [%1], strides = [1] : tensor<?xi32> -> !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%1}
        return
      }
    }
  }
  util.func public @dyn_slice(%arg0: !hal.buffer_view, %arg1: index, %arg2: index) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn_slice(%input0: tensor<?xi32>, %input1: index, %input2: index) -> (%output0: tensor<?xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c4 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<?xi32>{%0} in !stream.resource<external>{%1}
    %3 = arith.muli %arg2, %c4 : index
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @dyn_slice_dispatch_0::@dyn_slice_dispatch_0_elementwise_D_i32[%arg1, %0, %arg2](%2[%c0 to %1 for %1], %arg1, %0, %arg2) : (!stream.resource<external>{%1}, index, index, index) -> !stream.resource<external>{%3}
    %5 = stream.tensor.export on(#hal.device.affinity<@device_a>) %4 : tensor<?xi32>{%arg2} in !stream.resource<external>{%3} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}
