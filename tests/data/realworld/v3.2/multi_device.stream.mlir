#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  util.global private @device_b = #device_target_local_1_
  stream.executable private @pipeline_dispatch_0 {
    stream.executable.export public @pipeline_dispatch_0_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_0_elementwise_32_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<32xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %3 = tensor.empty() : tensor<32xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.tanh %in : f32
          linalg.yield %5 : f32
        } -> tensor<32xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !flow.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  stream.executable private @pipeline_dispatch_1 {
    stream.executable.export public @pipeline_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_1_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %3 = tensor.empty() : tensor<1x8x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %3 : tensor<4x8xf32> -> tensor<1x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<1x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @pipeline_dispatch_2 {
    stream.executable.export public @pipeline_dispatch_2_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_2_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
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
  stream.executable private @pipeline_dispatch_3 {
    stream.executable.export public @pipeline_dispatch_3_mmt4d_1x2x8x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_3_mmt4d_1x2x8x4x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>> -> tensor<1x8x4x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>> -> tensor<2x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x2x4x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x4x1xf32>, tensor<2x8x4x1xf32>) outs(%6 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 4], strides = [1, 1, 1, 1] : tensor<1x2x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x4xf32>>
        return
      }
    }
  }
  stream.executable private @pipeline_dispatch_4 {
    stream.executable.export public @pipeline_dispatch_4_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_4_unpack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>> -> tensor<1x2x4x4xf32>
        %3 = tensor.empty() : tensor<4x8xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %3 : tensor<1x2x4x4xf32> -> tensor<4x8xf32>
        flow.dispatch.tensor.store %unpack, %1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  stream.executable private @pipeline_dispatch_5 {
    stream.executable.export public @pipeline_dispatch_5_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_5_elementwise_32_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
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
  util.func public @pipeline(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @pipeline(%input0: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}, %input1: tensor<8x8xf32> {iree.abi.affinity = #hal.device.promise<@device_b>}) -> (%output0: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>})"}} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%c128}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg1 : !hal.buffer_view -> tensor<8x8xf32> in !stream.resource<external>{%c256}
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @pipeline_dispatch_0::@pipeline_dispatch_0_elementwise_32_f32(%0[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %3 = stream.async.transfer %2 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c128}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @pipeline_dispatch_1::@pipeline_dispatch_1_pack_f32(%3[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @pipeline_dispatch_2::@pipeline_dispatch_2_pack_f32(%1[%c0 to %c256 for %c256]) : (!stream.resource<external>{%c256}) -> !stream.resource<transient>{%c256}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @pipeline_dispatch_3::@pipeline_dispatch_3_mmt4d_1x2x8x4x4x1_f32(%4[%c0 to %c128 for %c128], %5[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c128}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @pipeline_dispatch_4::@pipeline_dispatch_4_unpack_f32(%6[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %8 = stream.async.transfer %7 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%c128}
    %9 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @pipeline_dispatch_5::@pipeline_dispatch_5_elementwise_32_f32(%8[%c0 to %c128 for %c128], %2[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<external>{%c128}
    %10 = stream.tensor.export on(#hal.device.affinity<@device_a>) %9 : tensor<4x8xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
}
