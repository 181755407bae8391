module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @device_b = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @two(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @two(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4xf32>
    %1 = flow.tensor.transfer %0 : tensor<4xf32> to #hal.device.affinity<@device_a>
    %2 = flow.dispatch @two_dispatch_0::@two_dispatch_0_elementwise_4_f32(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = flow.tensor.transfer %2 : tensor<4xf32> to #hal.device.affinity<@device_b>
    %4 = flow.dispatch @two_dispatch_1::@two_dispatch_1_elementwise_4_f32(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = hal.tensor.export %4 "output0" : tensor<4xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}
