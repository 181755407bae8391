#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @lstm_dispatch_0 {
    stream.executable.export public @lstm_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x8x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<8x32xf32> -> tensor<8x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [8, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<8x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x8x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @lstm_dispatch_1 {
    stream.executable.export public @lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x1x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>> -> tensor<1x8x1x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [8, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8x4x1xf32>> -> tensor<8x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x8x1x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x1x1xf32>, tensor<8x8x4x1xf32>) outs(%6 : tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 4], strides = [1, 1, 1, 1] : tensor<1x8x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x1x4xf32>>
        return
      }
    }
  }
  stream.executable private @lstm_dispatch_4 {
    stream.executable.export public @lstm_dispatch_4_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_4_elementwise_32_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<32xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %5 = tensor.empty() : tensor<32xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<32xf32>, tensor<32xf32>) outs(%5 : tensor<32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<32xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !flow.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  stream.executable private @lstm_dispatch_5 {
    stream.executable.export public @lstm_dispatch_5_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_5_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        %6 = stream.binding.subspan %arg6[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        %7 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %8 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %9 = flow.dispatch.tensor.load %2, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %10 = flow.dispatch.tensor.load %3, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %11 = flow.dispatch.tensor.load %4, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %12 = tensor.empty() : tensor<8xf32>
        %13:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map, #map, #map], iterator_types = ["parallel"]} ins(%7, %8, %9, %10, %11 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%12, %12 : tensor<8xf32>, tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32, %out_4: f32):
          %14 = arith.negf %in : f32
          %15 = math.exp %14 : f32
          %16 = arith.addf %15, %cst : f32
          %17 = arith.divf %cst, %16 : f32
          %18 = arith.negf %in_0 : f32
          %19 = math.exp %18 : f32
          %20 = arith.addf %19, %cst : f32
          %21 = arith.divf %cst, %20 : f32
          %22 = arith.negf %in_2 : f32
          %23 = math.exp %22 : f32
          %24 = arith.addf %23, %cst : f32
          %25 = arith.divf %cst, %24 : f32
          %26 = math.tanh %in_1 : f32
          %27 = arith.mulf %21, %in_3 : f32
          %28 = arith.mulf %17, %26 : f32
          %29 = arith.addf %27, %28 : f32
          %30 = math.tanh %29 : f32
          %31 = arith.mulf %25, %30 : f32
          linalg.yield %29, %31 : f32, f32
        } -> (tensor<8xf32>, tensor<8xf32>)
        flow.dispatch.tensor.store %13#0, %5, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        flow.dispatch.tensor.store %13#1, %6, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  util.func public @lstm(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @lstm(%input0: tensor<6x1x8xf32>, %input1: tensor<8x32xf32>, %input2: tensor<8x32xf32>, %input3: tensor<1x8xf32>, %input4: tensor<1x8xf32>) -> (%output0: tensor<1x8xf32>, %output1: tensor<1x8xf32>)"}} {
    %c96 = arith.constant 96 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %c192 = arith.constant 192 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c6, %c1, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<6x1x8xf32> in !stream.resource<external>{%c192}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x32xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg2 : !hal.buffer_view -> tensor<8x32xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c1, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg3 : !hal.buffer_view -> tensor<1x8xf32> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c1, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg4 : !hal.buffer_view -> tensor<1x8xf32> in !stream.resource<external>{%c32}
    %5:2 = scf.for %arg5 = %c0 to %c6 step %c1 iter_args(%arg6 = %3, %arg7 = %4) -> (!stream.resource<external>, !stream.resource<external>) {
      %8 = arith.muli %arg5, %c32 : index
      %9 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lstm_dispatch_0::@lstm_dispatch_0_pack_f32(%1[%c0 to %c1024 for %c1024]) : (!stream.resource<external>{%c1024}) -> !stream.resource<transient>{%c1024}
      %10 = arith.addi %8, %c32 : index
      %11 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lstm_dispatch_1::@lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32(%0[%8 to %10 for %c32], %9[%c0 to %c1024 for %c1024]) : (!stream.resource<external>{%c192}, !stream.resource<transient>{%c1024}) -> !stream.resource<transient>{%c128}
      %12 = stream.async.transfer %11 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c128}
      %13 = stream.async.transfer %arg6 : !stream.resource<external>{%c32} -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%c32}
      %14 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lstm_dispatch_0::@lstm_dispatch_0_pack_f32(%2[%c0 to %c1024 for %c1024]) : (!stream.resource<external>{%c1024}) -> !stream.resource<transient>{%c1024}
      %15 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lstm_dispatch_1::@lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32(%13[%c0 to %c32 for %c32], %14[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c32}, !stream.resource<transient>{%c1024}) -> !stream.resource<transient>{%c128}
      %16 = stream.async.transfer %15 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c128}
      %17 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @lstm_dispatch_4::@lstm_dispatch_4_elementwise_32_f32(%16[%c0 to %c128 for %c128], %12[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
      %18:2 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @lstm_dispatch_5::@lstm_dispatch_5_elementwise_8_f32(%17[%c0 to %c32 for %c32], %17[%c32 to %c64 for %c32], %17[%c64 to %c96 for %c32], %17[%c96 to %c128 for %c32], %arg7[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}, !stream.resource<external>{%c32}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c32})
      scf.yield %18#1, %18#0 : !stream.resource<external>, !stream.resource<external>
    }
    %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5#0 : tensor<1x8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5#1 : tensor<1x8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
}
