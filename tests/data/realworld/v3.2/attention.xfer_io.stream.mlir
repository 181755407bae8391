#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @attention_dispatch_0 {
    stream.executable.export public @attention_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x16x8x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %3 = tensor.empty() : tensor<1x16x8x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %3 : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 16, 8, 1], strides = [1, 1, 1, 1] : tensor<1x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x8x1xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_1 {
    stream.executable.export public @attention_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_1_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x16x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %3 = tensor.empty() : tensor<2x16x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %3 : tensor<8x16xf32> -> tensor<2x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [2, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<2x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_2 {
    stream.executable.export public @attention_dispatch_2_mmt4d_1x2x16x8x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_2_mmt4d_1x2x16x8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x16x8x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x16x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x8x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 16, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x8x1xf32>> -> tensor<1x16x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16x4x1xf32>> -> tensor<2x16x4x1xf32>
        %5 = tensor.empty() : tensor<1x2x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x16x8x1xf32>, tensor<2x16x4x1xf32>) outs(%6 : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 2, 8, 4], strides = [1, 1, 1, 1] : tensor<1x2x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x8x4xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_3 {
    stream.executable.export public @attention_dispatch_3_unpack_elementwise_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_3_unpack_elementwise_8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 2.500000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x2x8x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 2, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x8x4xf32>> -> tensor<1x2x8x4xf32>
        %3 = tensor.empty() : tensor<8x8xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %3 : tensor<1x2x8x4xf32> -> tensor<8x8xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack : tensor<8x8xf32>) outs(%3 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.mulf %in, %cst : f32
          linalg.yield %5 : f32
        } -> tensor<8x8xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_4 {
    stream.executable.export public @attention_dispatch_4_elementwise_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_4_elementwise_8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant -3.40282347E+38 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<8x8xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x8xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.maximumf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<8x8xf32>, tensor<8xf32>) outs(%3 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.subf %in, %in_0 : f32
          %9 = math.exp %8 : f32
          linalg.yield %9 : f32
        } -> tensor<8x8xf32>
        flow.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_5 {
    stream.executable.export public @attention_dispatch_5_elementwise_8x8_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_5_elementwise_8x8_f32_pack(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<1x8x8x1xf32>
        %4 = tensor.empty() : tensor<8x8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x8xf32>) outs(%6 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.addf %in, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %7 : tensor<8x8xf32>, tensor<8xf32>) outs(%4 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %9 = arith.divf %in, %in_0 : f32
          linalg.yield %9 : f32
        } -> tensor<8x8xf32>
        %pack = tensor.pack %8 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %3 : tensor<8x8xf32> -> tensor<1x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<1x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_6 {
    stream.executable.export public @attention_dispatch_6_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_6_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %3 = tensor.empty() : tensor<4x8x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<8x16xf32> -> tensor<4x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<4x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_7 {
    stream.executable.export public @attention_dispatch_7_mmt4d_1x4x8x8x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_7_mmt4d_1x4x8x8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x8x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>> -> tensor<1x8x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>> -> tensor<4x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x4x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x8x4xf32>) -> tensor<1x4x8x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x8x1xf32>, tensor<4x8x4x1xf32>) outs(%6 : tensor<1x4x8x4xf32>) -> tensor<1x4x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 4, 8, 4], strides = [1, 1, 1, 1] : tensor<1x4x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x8x4xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_8 {
    stream.executable.export public @attention_dispatch_8_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_8_unpack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x8x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8x16xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x8x4xf32>> -> tensor<1x4x8x4xf32>
        %3 = tensor.empty() : tensor<8x16xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %3 : tensor<1x4x8x4xf32> -> tensor<8x16xf32>
        flow.dispatch.tensor.store %unpack, %1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  util.func public @attention(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @attention(%input0: tensor<8x16xf32>, %input1: tensor<8x16xf32>, %input2: tensor<8x16xf32>) -> (%output0: tensor<8x16xf32>)"}} {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg0 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg1 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg2 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_0::@attention_dispatch_0_pack_f32(%0[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<transient>{%c512}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_1::@attention_dispatch_1_pack_f32(%1[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<transient>{%c512}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_2::@attention_dispatch_2_mmt4d_1x2x16x8x4x1_f32(%3[%c0 to %c512 for %c512], %4[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c512}, !stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c256}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_3::@attention_dispatch_3_unpack_elementwise_8x8_f32(%5[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_4::@attention_dispatch_4_elementwise_8x8_f32(%6[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %8 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_5::@attention_dispatch_5_elementwise_8x8_f32_pack(%7[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %9 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_6::@attention_dispatch_6_pack_f32(%2[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<transient>{%c512}
    %10 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_7::@attention_dispatch_7_mmt4d_1x4x8x8x4x1_f32(%8[%c0 to %c256 for %c256], %9[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c512}
    %11 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @attention_dispatch_8::@attention_dispatch_8_unpack_f32(%10[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c512}
    %12 = stream.async.transfer %11 : !stream.resource<transient>{%c512} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c512}
    %13 = stream.tensor.export on(#hal.device.affinity<@device_a>) %12 : tensor<8x16xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
    util.return %13 : !hal.buffer_view
  }
}
