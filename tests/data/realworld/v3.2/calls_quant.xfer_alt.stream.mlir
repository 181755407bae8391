#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @qlayer_dispatch_0 {
    stream.executable.export public @qlayer_dispatch_0_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_0_pack_i8(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x8xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
        %3 = tensor.empty() : tensor<1x4x4x2xi8>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %3 : tensor<4x8xi8> -> tensor<1x4x4x2xi8>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : tensor<1x4x4x2xi8> -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>
        return
      }
    }
  }
  stream.executable private @qlayer_dispatch_1 {
    stream.executable.export public @qlayer_dispatch_1_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_1_pack_i8(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x4xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x4xi8>> -> tensor<8x4xi8>
        %3 = tensor.empty() : tensor<1x4x4x2xi8>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %3 : tensor<8x4xi8> -> tensor<1x4x4x2xi8>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : tensor<1x4x4x2xi8> -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>
        return
      }
    }
  }
  stream.executable private @qlayer_dispatch_2 {
    stream.executable.export public @qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x1x4x4xi32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>> -> tensor<1x4x4x2xi8>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>> -> tensor<1x4x4x2xi8>
        %5 = tensor.empty() : tensor<1x1x4x4xi32>
        %6 = linalg.fill ins(%c0_i32 : i32) outs(%5 : tensor<1x1x4x4xi32>) -> tensor<1x1x4x4xi32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x4x4x2xi8>, tensor<1x4x4x2xi8>) outs(%6 : tensor<1x1x4x4xi32>) -> tensor<1x1x4x4xi32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 1, 4, 4], strides = [1, 1, 1, 1] : tensor<1x1x4x4xi32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x4x4xi32>>
        return
      }
    }
  }
  stream.executable private @qlayer_dispatch_3 {
    stream.executable.export public @qlayer_dispatch_3_elementwise_16_i32xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_3_elementwise_16_i32xi8(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.270000e+02 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 6.250000e-02 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<16xi8>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xi32>> -> tensor<16xi32>
        %3 = tensor.empty() : tensor<16xi8>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<16xi32>) outs(%3 : tensor<16xi8>) {
        ^bb0(%in: i32, %out: i8):
          %5 = arith.sitofp %in : i32 to f32
          %6 = arith.mulf %5, %cst_1 : f32
          %7 = arith.maximumf %6, %cst_0 : f32
          %8 = arith.minimumf %7, %cst : f32
          %9 = arith.fptosi %8 : f32 to i8
          linalg.yield %9 : i8
        } -> tensor<16xi8>
        flow.dispatch.tensor.store %4, %1, offsets = [0], sizes = [16], strides = [1] : tensor<16xi8> -> !flow.dispatch.tensor<writeonly:tensor<16xi8>>
        return
      }
    }
  }
  util.func public @qlayer(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>)"}} {
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xi8> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x4xi8> in !stream.resource<external>{%c32}
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_dispatch_0::@qlayer_dispatch_0_pack_i8(%0[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> !stream.resource<transient>{%c32}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_dispatch_1::@qlayer_dispatch_1_pack_i8(%1[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> !stream.resource<transient>{%c32}
    %4 = stream.async.transfer %3 : !stream.resource<transient>{%c32} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c32}
    %5 = stream.async.transfer %2 : !stream.resource<transient>{%c32} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c32}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @qlayer_dispatch_2::@qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%5[%c0 to %c32 for %c32], %4[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c32}, !stream.resource<transient>{%c32}) -> !stream.resource<transient>{%c64}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @qlayer_dispatch_3::@qlayer_dispatch_3_elementwise_16_i32xi8(%6[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<external>{%c16}
    %8 = stream.tensor.export on(#hal.device.affinity<@device_a>) %7 : tensor<4x4xi8> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
  stream.executable private @qlayer_twice_dispatch_5 {
    stream.executable.export public @qlayer_twice_dispatch_5_elementwise_16_i32xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_twice_dispatch_5_elementwise_16_i32xi8(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.270000e+02 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 1.250000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<16xi8>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xi32>> -> tensor<16xi32>
        %3 = tensor.empty() : tensor<16xi8>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<16xi32>) outs(%3 : tensor<16xi8>) {
        ^bb0(%in: i32, %out: i8):
          %5 = arith.sitofp %in : i32 to f32
          %6 = arith.mulf %5, %cst_1 : f32
          %7 = arith.maximumf %6, %cst_0 : f32
          %8 = arith.minimumf %7, %cst : f32
          %9 = arith.fptosi %8 : f32 to i8
          linalg.yield %9 : i8
        } -> tensor<16xi8>
        flow.dispatch.tensor.store %4, %1, offsets = [0], sizes = [16], strides = [1] : tensor<16xi8> -> !flow.dispatch.tensor<writeonly:tensor<16xi8>>
        return
      }
    }
  }
  util.func public @qlayer_twice(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer_twice(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>, %output1: tensor<4x4xi8>)"}} {
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xi8> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x4xi8> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg2 : !hal.buffer_view -> tensor<8x4xi8> in !stream.resource<external>{%c32}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_dispatch_0::@qlayer_dispatch_0_pack_i8(%0[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> !stream.resource<transient>{%c32}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_dispatch_1::@qlayer_dispatch_1_pack_i8(%1[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> !stream.resource<transient>{%c32}
    %5 = stream.async.transfer %4 : !stream.resource<transient>{%c32} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c32}
    %6 = stream.async.transfer %3 : !stream.resource<transient>{%c32} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c32}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @qlayer_dispatch_2::@qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%6[%c0 to %c32 for %c32], %5[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c32}, !stream.resource<transient>{%c32}) -> !stream.resource<transient>{%c64}
    %8 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_dispatch_1::@qlayer_dispatch_1_pack_i8(%2[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> !stream.resource<transient>{%c32}
    %9 = stream.async.transfer %8 : !stream.resource<transient>{%c32} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c32}
    %10 = stream.async.transfer %3 : !stream.resource<transient>{%c32} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c32}
    %11 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @qlayer_dispatch_2::@qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%10[%c0 to %c32 for %c32], %9[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c32}, !stream.resource<transient>{%c32}) -> !stream.resource<transient>{%c64}
    %12 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @qlayer_twice_dispatch_5::@qlayer_twice_dispatch_5_elementwise_16_i32xi8(%7[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<external>{%c16}
    %13 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @qlayer_twice_dispatch_5::@qlayer_twice_dispatch_5_elementwise_16_i32xi8(%11[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<external>{%c16}
    %14 = stream.tensor.export on(#hal.device.affinity<@device_a>) %12 : tensor<4x4xi8> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@device_a>) %13 : tensor<4x4xi8> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %14, %15 : !hal.buffer_view, !hal.buffer_view
  }
}
