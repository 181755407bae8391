#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> ()>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_pack_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<5x2x4xf32>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x1xf32>>
        %2 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %3 = tensor.empty() : tensor<1x4x2x1xf32>
        %4 = flow.dispatch.tensor.load %0, offsets = [%2, 0, 0], sizes = [1, 2, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<5x2x4xf32>> -> tensor<2x4xf32>
        %pack = tensor.pack %4 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x4xf32> -> tensor<1x4x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 1], strides = [1, 1, 1, 1] : tensor<1x4x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x4x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %3 = tensor.empty() : tensor<2x4x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<4x8xf32> -> tensor<2x4x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [2, 4, 4, 1], strides = [1, 1, 1, 1] : tensor<2x4x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_mmt4d_1x2x4x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_mmt4d_1x2x4x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x4x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x2x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x1xf32>> -> tensor<1x4x2x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, 4, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4x4x1xf32>> -> tensor<2x4x4x1xf32>
        %5 = tensor.empty() : tensor<1x2x2x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x4x2x1xf32>, tensor<2x4x4x1xf32>) outs(%6 : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 4], strides = [1, 1, 1, 1] : tensor<1x2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %3 = tensor.empty() : tensor<1x8x2x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x8xf32> -> tensor<1x8x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 1], strides = [1, 1, 1, 1] : tensor<1x8x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<2x8x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<8x8xf32> -> tensor<2x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<2x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_mmt4d_1x2x8x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_mmt4d_1x2x8x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x2x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x2x1xf32>> -> tensor<1x8x2x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>> -> tensor<2x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x2x2x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x2x1xf32>, tensor<2x8x4x1xf32>) outs(%6 : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 4], strides = [1, 1, 1, 1] : tensor<1x2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_unpack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x2x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x2x4xf32>> -> tensor<1x2x2x4xf32>
        %3 = tensor.empty() : tensor<2x8xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %3 : tensor<1x2x2x4xf32> -> tensor<2x8xf32>
        flow.dispatch.tensor.store %unpack, %1, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_7 {
    stream.executable.export public @main_dispatch_7_unpack_elementwise_2x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_unpack_elementwise_2x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x2x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x8xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x2x4xf32>> -> tensor<1x2x2x4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %5 = tensor.empty() : tensor<2x8xf32>
        %unpack = tensor.unpack %3 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %5 : tensor<1x2x2x4xf32> -> tensor<2x8xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %4 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%5 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = math.tanh %7 : f32
          linalg.yield %8 : f32
        } -> tensor<2x8xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_8 {
    stream.executable.export public @main_dispatch_8_generic_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_8_generic_16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<f32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<f32>) -> tensor<f32>
        %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%2 : tensor<16xf32>) outs(%4 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %out, %in : f32
          linalg.yield %6 : f32
        } -> tensor<f32>
        flow.dispatch.tensor.store %5, %1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<5x2x4xf32>, %input1: tensor<2x8xf32>, %input2: tensor<4x8xf32>, %input3: tensor<8x8xf32>) -> (%output0: tensor<2x8xf32>, %output1: tensor<5xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c160 = arith.constant 160 : index
    %c0_i8 = arith.constant 0 : i8
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %c4 = arith.constant 4 : index
    %c1_i32 = arith.constant 1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c20 = arith.constant 20 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c5, %c2, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg0 : !hal.buffer_view -> tensor<5x2x4xf32> in !stream.resource<external>{%c160}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg1 : !hal.buffer_view -> tensor<2x8xf32> in !stream.resource<external>{%c64}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg2 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%c128}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c8, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg3 : !hal.buffer_view -> tensor<8x8xf32> in !stream.resource<external>{%c256}
    %4 = stream.async.splat %c0_i8 : i8 -> !stream.resource<transient>{%c20}
    %5:2 = scf.for %arg4 = %c0_i32 to %c5_i32 step %c1_i32 iter_args(%arg5 = %1, %arg6 = %4) -> (!stream.resource<external>, !stream.resource<transient>)  : i32 {
      %10 = arith.index_castui %arg4 : i32 to index
      %11 = arith.minui %10, %c4 : index
      %12 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_0::@main_dispatch_0_pack_f32[%11](%0[%c0 to %c160 for %c160], %11) : (!stream.resource<external>{%c160}, index) -> !stream.resource<transient>{%c32}
      %13 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_1::@main_dispatch_1_pack_f32(%2[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
      %14 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_2::@main_dispatch_2_mmt4d_1x2x4x2x4x1_f32(%12[%c0 to %c32 for %c32], %13[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
      %15 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_3::@main_dispatch_3_pack_f32(%arg5[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<transient>{%c64}
      %16 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_4::@main_dispatch_4_pack_f32(%3[%c0 to %c256 for %c256]) : (!stream.resource<external>{%c256}) -> !stream.resource<transient>{%c256}
      %17 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_5::@main_dispatch_5_mmt4d_1x2x8x2x4x1_f32(%15[%c0 to %c64 for %c64], %16[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c64}
      %18 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_6::@main_dispatch_6_unpack_f32(%17[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<transient>{%c64}
      %19 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_7::@main_dispatch_7_unpack_elementwise_2x8_f32(%14[%c0 to %c64 for %c64], %18[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}, !stream.resource<transient>{%c64}) -> !stream.resource<external>{%c64}
      %20 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main_dispatch_8::@main_dispatch_8_generic_16_f32(%19[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<transient>{%c4}
      %21 = stream.async.transfer %20 : !stream.resource<transient>{%c4} from(#hal.device.affinity<@__device_1>) -> !stream.resource<transient>{%c4}
      %22 = arith.muli %11, %c4 : index
      %23 = arith.addi %22, %c4 : index
      %24 = stream.async.clone %arg6 : !stream.resource<transient>{%c20} -> !stream.resource<transient>{%c20}
      %25 = stream.async.update %21, %24[%22 to %23] : !stream.resource<transient>{%c4} -> %24 as !stream.resource<transient>{%c20}
      scf.yield %19, %25 : !stream.resource<external>, !stream.resource<transient>
    }
    %6 = stream.async.transfer %5#0 : !stream.resource<external>{%c64} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<external>{%c64}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<2x8xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    %8 = stream.async.transfer %5#1 : !stream.resource<transient>{%c20} -> to(#hal.device.affinity<@__device_0>) !stream.resource<external>{%c20}
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<5xf32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    util.return %7, %9 : !hal.buffer_view, !hal.buffer_view
  }
}
