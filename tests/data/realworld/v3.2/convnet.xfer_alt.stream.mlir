#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @convnet_dispatch_0 {
    stream.executable.export public @convnet_dispatch_0_conv_2d_nhwc_hwcf_1x6x6x4x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_0_conv_2d_nhwc_hwcf_1x6x6x4x3x3x3_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x8x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x3x3x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x6x6x4xf32>>
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x3xf32>> -> tensor<1x8x8x3xf32>
        %5 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [3, 3, 3, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x3x3x4xf32>> -> tensor<3x3x3x4xf32>
        %6 = flow.dispatch.tensor.load %2, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %7 = tensor.empty() : tensor<1x6x6x4xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
        %9 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%4, %5 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%8 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
        %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<1x6x6x4xf32>, tensor<4xf32>) outs(%7 : tensor<1x6x6x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = arith.maximumf %11, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<1x6x6x4xf32>
        flow.dispatch.tensor.store %10, %3, offsets = [0, 0, 0, 0], sizes = [1, 6, 6, 4], strides = [1, 1, 1, 1] : tensor<1x6x6x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x6x6x4xf32>>
        return
      }
    }
  }
  stream.executable private @convnet_dispatch_1 {
    stream.executable.export public @convnet_dispatch_1_pooling_nhwc_max_1x3x3x4x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_1_pooling_nhwc_max_1x3x3x4x2x2_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant -3.40282347E+38 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x6x6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x3x3x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 6, 6, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x6x6x4xf32>> -> tensor<1x6x6x4xf32>
        %3 = tensor.empty() : tensor<1x3x3x4xf32>
        %4 = tensor.empty() : tensor<2x2xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
        %6 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%2, %4 : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%5 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
        flow.dispatch.tensor.store %6, %1, offsets = [0, 0, 0, 0], sizes = [1, 3, 3, 4], strides = [1, 1, 1, 1] : tensor<1x3x3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x3x3x4xf32>>
        return
      }
    }
  }
  stream.executable private @convnet_dispatch_2 {
    stream.executable.export public @convnet_dispatch_2_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_2_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<36x10xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3x36x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [36, 10], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<36x10xf32>> -> tensor<36x10xf32>
        %3 = tensor.empty() : tensor<3x36x4x1xf32>
        %pack = tensor.pack %2 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<36x10xf32> -> tensor<3x36x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [3, 36, 4, 1], strides = [1, 1, 1, 1] : tensor<3x36x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x36x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @convnet_dispatch_3 {
    stream.executable.export public @convnet_dispatch_3_mmt4d_1x3x36x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_3_mmt4d_1x3x36x1x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x36x1x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x36x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x3x1x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 36, 1, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x36x1x1xf32>> -> tensor<1x36x1x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [3, 36, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x36x4x1xf32>> -> tensor<3x36x4x1xf32>
        %5 = tensor.empty() : tensor<1x3x1x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x36x1x1xf32>, tensor<3x36x4x1xf32>) outs(%6 : tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 3, 1, 4], strides = [1, 1, 1, 1] : tensor<1x3x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x3x1x4xf32>>
        return
      }
    }
  }
  stream.executable private @convnet_dispatch_4 {
    stream.executable.export public @convnet_dispatch_4_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_4_unpack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x3x1x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x10xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 3, 1, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x3x1x4xf32>> -> tensor<1x3x1x4xf32>
        %3 = tensor.empty() : tensor<1x10xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [1, 4] into %3 : tensor<1x3x1x4xf32> -> tensor<1x10xf32>
        flow.dispatch.tensor.store %unpack, %1, offsets = [0, 0], sizes = [1, 10], strides = [1, 1] : tensor<1x10xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x10xf32>>
        return
      }
    }
  }
  util.func public @convnet(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @convnet(%input0: tensor<1x8x8x3xf32>, %input1: tensor<3x3x3x4xf32>, %input2: tensor<4xf32>, %input3: tensor<36x10xf32>) -> (%output0: tensor<1x10xf32>)"}} {
    %c40 = arith.constant 40 : index
    %c48 = arith.constant 48 : index
    %c1728 = arith.constant 1728 : index
    %c144 = arith.constant 144 : index
    %c0 = arith.constant 0 : index
    %c576 = arith.constant 576 : index
    %c1440 = arith.constant 1440 : index
    %c16 = arith.constant 16 : index
    %c432 = arith.constant 432 : index
    %c768 = arith.constant 768 : index
    %c10 = arith.constant 10 : index
    %c36 = arith.constant 36 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8, %c8, %c3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<1x8x8x3xf32> in !stream.resource<external>{%c768}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c3, %c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<3x3x3x4xf32> in !stream.resource<external>{%c432}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg2 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c36, %c10]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg3 : !hal.buffer_view -> tensor<36x10xf32> in !stream.resource<external>{%c1440}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @convnet_dispatch_0::@convnet_dispatch_0_conv_2d_nhwc_hwcf_1x6x6x4x3x3x3_f32(%0[%c0 to %c768 for %c768], %1[%c0 to %c432 for %c432], %2[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c768}, !stream.resource<external>{%c432}, !stream.resource<external>{%c16}) -> !stream.resource<transient>{%c576}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @convnet_dispatch_1::@convnet_dispatch_1_pooling_nhwc_max_1x3x3x4x2x2_f32(%4[%c0 to %c576 for %c576]) : (!stream.resource<transient>{%c576}) -> !stream.resource<transient>{%c144}
    %6 = stream.async.transfer %5 : !stream.resource<transient>{%c144} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c144}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @convnet_dispatch_2::@convnet_dispatch_2_pack_f32(%3[%c0 to %c1440 for %c1440]) : (!stream.resource<external>{%c1440}) -> !stream.resource<transient>{%c1728}
    %8 = stream.async.transfer %7 : !stream.resource<transient>{%c1728} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c1728}
    %9 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @convnet_dispatch_3::@convnet_dispatch_3_mmt4d_1x3x36x1x4x1_f32(%6[%c0 to %c144 for %c144], %8[%c0 to %c1728 for %c1728]) : (!stream.resource<transient>{%c144}, !stream.resource<transient>{%c1728}) -> !stream.resource<transient>{%c48}
    %10 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @convnet_dispatch_4::@convnet_dispatch_4_unpack_f32(%9[%c0 to %c48 for %c48]) : (!stream.resource<transient>{%c48}) -> !stream.resource<external>{%c40}
    %11 = stream.tensor.export on(#hal.device.affinity<@device_a>) %10 : tensor<1x10xf32> in !stream.resource<external>{%c40} -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
}
