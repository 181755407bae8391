module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private mutable @state = dense<1.000000e+00> : tensor<4xf32>
  util.global private @__parameter_model_w0_tensor_4xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"w0"> : tensor<4xf32>
  util.global private @__parameter_model_w1_tensor_1024xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@device_a>} = #flow.parameter.named<"model"::"w1"> : tensor<1024xf32>
  util.func public @run(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @run(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} {
    %state = util.global.load @state : tensor<4xf32>
    %__parameter_model_w0_tensor_4xf32 = util.global.load immutable @__parameter_model_w0_tensor_4xf32 : tensor<4xf32>
    %__parameter_model_w1_tensor_1024xf32 = util.global.load immutable @__parameter_model_w1_tensor_1024xf32 : tensor<1024xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4xf32>
    %1 = flow.dispatch @run_dispatch_0::@run_dispatch_0_elementwise_4_f32(%__parameter_model_w1_tensor_1024xf32, %0, %__parameter_model_w0_tensor_4xf32, %state) : (tensor<1024xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = hal.tensor.export %1 "output0" : tensor<4xf32> -> !hal.buffer_view
    util.global.store %1, @state : tensor<4xf32>
    util.return %2 : !hal.buffer_view
  }
}
