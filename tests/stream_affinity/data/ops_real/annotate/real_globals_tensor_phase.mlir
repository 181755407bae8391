module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private mutable @state : !stream.resource<variable>
  util.global private mutable @state__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4xf32> in !stream.resource<variable> = dense<1.000000e+00> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<variable>
    util.global.store %cst, @state : !stream.resource<variable>
    util.global.store %0, @state__size : index
    util.return
  }
  util.global private @__parameter_model_w0_tensor_4xf32 : !stream.resource<constant>
  util.global private @__parameter_model_w0_tensor_4xf32__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"w0"> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__parameter_model_w0_tensor_4xf32 : !stream.resource<constant>
    util.global.store %0, @__parameter_model_w0_tensor_4xf32__size : index
    util.return
  }
  util.global private @__parameter_model_w1_tensor_1024xf32 : !stream.resource<constant>
  util.global private @__parameter_model_w1_tensor_1024xf32__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<1024xf32> in !stream.resource<constant> = #stream.parameter.named<"model"::"w1"> : tensor<1024xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__parameter_model_w1_tensor_1024xf32 : !stream.resource<constant>
    util.global.store %0, @__parameter_model_w1_tensor_1024xf32__size : index
    util.return
  }
  util.func public @run(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @run(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} {
    %state = util.global.load @state : !stream.resource<variable>
    %state__size = util.global.load @state__size : index
    %0 = stream.async.transfer %state : !stream.resource<variable>{%state__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%state__size}
    %__parameter_model_w0_tensor_4xf32 = util.global.load @__parameter_model_w0_tensor_4xf32 : !stream.resource<constant>
    %__parameter_model_w0_tensor_4xf32__size = util.global.load @__parameter_model_w0_tensor_4xf32__size : index
    %1 = stream.async.transfer %__parameter_model_w0_tensor_4xf32 : !stream.resource<constant>{%__parameter_model_w0_tensor_4xf32__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%__parameter_model_w0_tensor_4xf32__size}
    %__parameter_model_w1_tensor_1024xf32 = util.global.load @__parameter_model_w1_tensor_1024xf32 : !stream.resource<constant>
    %__parameter_model_w1_tensor_1024xf32__size = util.global.load @__parameter_model_w1_tensor_1024xf32__size : index
    %2 = stream.async.transfer %__parameter_model_w1_tensor_1024xf32 : !stream.resource<constant>{%__parameter_model_w1_tensor_1024xf32__size} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%__parameter_model_w1_tensor_1024xf32__size}
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4xf32> : index
    %4 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%3}
    %5 = stream.async.transfer %4 : !stream.resource<external>{%3} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%3}
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4xf32> : index
    %7 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @run_dispatch_0::@run_dispatch_0_elementwise_4_f32(%2, %5, %1, %0) : (tensor<1024xf32> in !stream.resource<*>{%__parameter_model_w1_tensor_1024xf32__size}, tensor<4xf32> in !stream.resource<*>{%3}, tensor<4xf32> in !stream.resource<*>{%__parameter_model_w0_tensor_4xf32__size}, tensor<4xf32> in !stream.resource<*>{%state__size}) -> tensor<4xf32> in !stream.resource<*>{%6}
    %8 = stream.async.transfer %7 : !stream.resource<*>{%6} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%6}
    %9 = stream.tensor.export on(#hal.device.affinity<@device_a>) %8 : tensor<4xf32> in !stream.resource<external>{%6} -> !hal.buffer_view
    %10 = stream.async.transfer %7 : !stream.resource<*>{%6} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<variable>{%6}
    util.global.store %10, @state : !stream.resource<variable>
    util.global.store %6, @state__size : index
    util.return %9 : !hal.buffer_view
  }
}
