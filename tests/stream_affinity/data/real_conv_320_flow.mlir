#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  flow.executable private @conv_dispatch_0 {
    flow.executable.export public @conv_dispatch_0_conv_2d_nhwc_hwcf_1x14x14x8x3x3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @conv_dispatch_0_conv_2d_nhwc_hwcf_1x14x14x8x3x3x4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x16x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<3x3x4x8xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x14x14x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 16, 16, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x16x4xf32>> -> tensor<1x16x16x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [3, 3, 4, 8], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x3x4x8xf32>> -> tensor<3x3x4x8xf32>
        %2 = tensor.empty() : tensor<1x14x14x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
        %4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%0, %1 : tensor<1x16x16x4xf32>, tensor<3x3x4x8xf32>) outs(%3 : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 14, 14, 8], strides = [1, 1, 1, 1] : tensor<1x14x14x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x14x14x8xf32>>
        return
      }
    }
  }
  util.func public @conv(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @conv(%input0: tensor<1x16x16x4xf32>, %input1: tensor<3x3x4x8xf32>) -> (%output0: tensor<1x14x14x8xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x16x16x4xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<3x3x4x8xf32>
    %2 = flow.dispatch @conv_dispatch_0::@conv_dispatch_0_conv_2d_nhwc_hwcf_1x14x14x8x3x3x4_f32(%0, %1) : (tensor<1x16x16x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x14x14x8xf32>
    %3 = hal.tensor.export %2 "output0" : tensor<1x14x14x8xf32> -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
}

