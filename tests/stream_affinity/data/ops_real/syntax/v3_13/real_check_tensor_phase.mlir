module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @test() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @test() -> ()"}} {
    util.call @_test() {hal.abi.convention = #hal.abi.convention<synchronous>} : () -> ()
    util.return
  }
  util.global private @__constant_tensor_2xi32 : !stream.resource<constant>
  util.global private @__constant_tensor_2xi32__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<2xi32> in !stream.resource<constant> = dense<[1, 2]> : tensor<2xi32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__constant_tensor_2xi32 : !stream.resource<constant>
    util.global.store %0, @__constant_tensor_2xi32__size : index
    util.return
  }
  util.global private @__constant_tensor_4xf32 : !stream.resource<constant>
  util.global private @__constant_tensor_4xf32__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4xf32> in !stream.resource<constant> = dense<[2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__constant_tensor_4xf32 : !stream.resource<constant>
    util.global.store %0, @__constant_tensor_4xf32__size : index
    util.return
  }
  util.global private @__constant_tensor_4xf32_0 : !stream.resource<constant>
  util.global private @__constant_tensor_4xf32_0__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4xf32> in !stream.resource<constant> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__constant_tensor_4xf32_0 : !stream.resource<constant>
    util.global.store %0, @__constant_tensor_4xf32_0__size : index
    util.return
  }
  util.func private @_test() attributes {hal.abi.convention = #hal.abi.convention<synchronous>} {
    %c1_i32 = arith.constant 1 : i32
    %__constant_tensor_2xi32 = util.global.load @__constant_tensor_2xi32 : !stream.resource<constant>
    %__constant_tensor_2xi32__size = util.global.load @__constant_tensor_2xi32__size : index
    %0 = stream.async.transfer %__constant_tensor_2xi32 : !stream.resource<constant>{%__constant_tensor_2xi32__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%__constant_tensor_2xi32__size}
    %__constant_tensor_4xf32 = util.global.load @__constant_tensor_4xf32 : !stream.resource<constant>
    %__constant_tensor_4xf32__size = util.global.load @__constant_tensor_4xf32__size : index
    %1 = stream.async.transfer %__constant_tensor_4xf32 : !stream.resource<constant>{%__constant_tensor_4xf32__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%__constant_tensor_4xf32__size}
    %__constant_tensor_4xf32_0 = util.global.load @__constant_tensor_4xf32_0 : !stream.resource<constant>
    %__constant_tensor_4xf32_0__size = util.global.load @__constant_tensor_4xf32_0__size : index
    %2 = stream.async.transfer %__constant_tensor_4xf32_0 : !stream.resource<constant>{%__constant_tensor_4xf32_0__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%__constant_tensor_4xf32_0__size}
    %3 = util.optimization_barrier %2 : !stream.resource<*>
    %4 = util.optimization_barrier %2 : !stream.resource<*>
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4xf32> : index
    %6 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @_test_dispatch_0::@_test_dispatch_0_elementwise_4_f32(%3, %4) : (tensor<4xf32> in !stream.resource<*>{%__constant_tensor_4xf32_0__size}, tensor<4xf32> in !stream.resource<*>{%__constant_tensor_4xf32_0__size}) -> tensor<4xf32> in !stream.resource<*>{%5}
    %7 = stream.async.transfer %6 : !stream.resource<*>{%5} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%5}
    %8 = stream.tensor.export on(#hal.device.affinity<@device_a>) %7 : tensor<4xf32> in !stream.resource<external>{%5} -> tensor<4xf32>
    %9 = stream.async.transfer %1 : !stream.resource<*>{%__constant_tensor_4xf32__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%__constant_tensor_4xf32__size}
    %10 = stream.tensor.export on(#hal.device.affinity<@device_a>) %9 : tensor<4xf32> in !stream.resource<external>{%__constant_tensor_4xf32__size} -> tensor<4xf32>
    check.expect_almost_eq(%8, %10) : tensor<4xf32>
    %11 = stream.async.transfer %3 : !stream.resource<*>{%__constant_tensor_4xf32_0__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%__constant_tensor_4xf32_0__size}
    %12 = stream.tensor.export on(#hal.device.affinity<@device_a>) %11 : tensor<4xf32> in !stream.resource<external>{%__constant_tensor_4xf32_0__size} -> tensor<4xf32>
    %13 = stream.async.transfer %4 : !stream.resource<*>{%__constant_tensor_4xf32_0__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%__constant_tensor_4xf32_0__size}
    %14 = stream.tensor.export on(#hal.device.affinity<@device_a>) %13 : tensor<4xf32> in !stream.resource<external>{%__constant_tensor_4xf32_0__size} -> tensor<4xf32>
    check.expect_eq(%12, %14) : tensor<4xf32>
    %15 = stream.async.transfer %6 : !stream.resource<*>{%5} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%5}
    %16 = stream.tensor.export on(#hal.device.affinity<@device_a>) %15 : tensor<4xf32> in !stream.resource<external>{%5} -> tensor<4xf32>
    %17 = stream.async.transfer %6 : !stream.resource<*>{%5} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%5}
    %18 = stream.tensor.export on(#hal.device.affinity<@device_a>) %17 : tensor<4xf32> in !stream.resource<external>{%5} -> tensor<4xf32>
    check.expect_almost_eq(%16, %18) : tensor<4xf32>
    %19 = util.optimization_barrier %c1_i32 : i32
    check.expect_true(%19) : i32
    check.expect_false(%19) : i32
    %20 = util.optimization_barrier %0 : !stream.resource<*>
    %21 = stream.async.transfer %20 : !stream.resource<*>{%__constant_tensor_2xi32__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%__constant_tensor_2xi32__size}
    %22 = stream.tensor.export on(#hal.device.affinity<@device_a>) %21 : tensor<2xi32> in !stream.resource<external>{%__constant_tensor_2xi32__size} -> tensor<2xi32>
    %23 = stream.async.transfer %0 : !stream.resource<*>{%__constant_tensor_2xi32__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%__constant_tensor_2xi32__size}
    %24 = stream.tensor.export on(#hal.device.affinity<@device_a>) %23 : tensor<2xi32> in !stream.resource<external>{%__constant_tensor_2xi32__size} -> tensor<2xi32>
    check.expect_eq(%22, %24) : tensor<2xi32>
    util.return
  }
}
