module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @test() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @test() -> ()"}} {
    util.call @_test() : () -> ()
    util.return
  }
  util.global private @__constant_tensor_2xi32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[1, 2]> : tensor<2xi32>
  util.global private @__constant_tensor_4xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]> : tensor<4xf32>
  util.global private @__constant_tensor_4xf32_0 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  util.func private @_test() {
    %c1_i32 = arith.constant 1 : i32
    %__constant_tensor_2xi32 = util.global.load immutable @__constant_tensor_2xi32 : tensor<2xi32>
    %__constant_tensor_4xf32 = util.global.load immutable @__constant_tensor_4xf32 : tensor<4xf32>
    %__constant_tensor_4xf32_0 = util.global.load immutable @__constant_tensor_4xf32_0 : tensor<4xf32>
    %0 = util.optimization_barrier %__constant_tensor_4xf32_0 : tensor<4xf32>
    %1 = util.optimization_barrier %__constant_tensor_4xf32_0 : tensor<4xf32>
    %2 = flow.dispatch @_test_dispatch_0::@_test_dispatch_0_elementwise_4_f32(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    check.expect_almost_eq(%2, %__constant_tensor_4xf32) : tensor<4xf32>
    check.expect_eq(%0, %1) : tensor<4xf32>
    check.expect_almost_eq(%2, %2) : tensor<4xf32>
    %3 = util.optimization_barrier %c1_i32 : i32
    check.expect_true(%3) : i32
    check.expect_false(%3) : i32
    %4 = util.optimization_barrier %__constant_tensor_2xi32 : tensor<2xi32>
    check.expect_eq(%4, %__constant_tensor_2xi32) : tensor<2xi32>
    util.return
  }
}
