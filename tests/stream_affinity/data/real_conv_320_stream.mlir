#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  stream.executable private @conv_dispatch_0 {
    stream.executable.export public @conv_dispatch_0_conv_2d_nhwc_hwcf_1x14x14x8x3x3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @conv_dispatch_0_conv_2d_nhwc_hwcf_1x14x14x8x3x3x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x16x16x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x3x4x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x14x14x8xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 16, 16, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x16x4xf32>> -> tensor<1x16x16x4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [3, 3, 4, 8], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x3x4x8xf32>> -> tensor<3x3x4x8xf32>
        %5 = tensor.empty() : tensor<1x14x14x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
        %7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%3, %4 : tensor<1x16x16x4xf32>, tensor<3x3x4x8xf32>) outs(%6 : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 14, 14, 8], strides = [1, 1, 1, 1] : tensor<1x14x14x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x14x14x8xf32>>
        return
      }
    }
  }
  util.func public @conv(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @conv(%input0: tensor<1x16x16x4xf32>, %input1: tensor<3x3x4x8xf32>) -> (%output0: tensor<1x14x14x8xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c6272 = arith.constant 6272 : index
    %c1152 = arith.constant 1152 : index
    %c4096 = arith.constant 4096 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c16, %c16, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<1x16x16x4xf32> in !stream.resource<external>{%c4096}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c3, %c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<3x3x4x8xf32> in !stream.resource<external>{%c1152}
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @conv_dispatch_0::@conv_dispatch_0_conv_2d_nhwc_hwcf_1x14x14x8x3x3x4_f32(%0[%c0 to %c4096 for %c4096], %1[%c0 to %c1152 for %c1152]) : (!stream.resource<external>{%c4096}, !stream.resource<external>{%c1152}) -> !stream.resource<external>{%c6272}
    %3 = stream.tensor.export on(#hal.device.affinity<@device_a>) %2 : tensor<1x14x14x8xf32> in !stream.resource<external>{%c6272} -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
}


