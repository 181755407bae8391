module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @dyn(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn(%input0: tensor<?x8xf32>, %input1: tensor<?x8xf32>) -> (%output0: tensor<?x8xf32>)"}} {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x8xf32>{%0} : index
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.async.transfer %2 : !stream.resource<external>{%1} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%1}
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x8xf32>{%4} : index
    %6 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<?x8xf32>{%4} in !stream.resource<external>{%5}
    %7 = stream.async.transfer %6 : !stream.resource<external>{%5} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%5}
    %8 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @dyn_dispatch_0::@dyn_dispatch_0_elementwise_Dx8_f32[%4, %0](%3, %7, %4, %0) : (tensor<?x8xf32>{%0} in !stream.resource<*>{%1}, tensor<?x8xf32>{%4} in !stream.resource<*>{%5}, index, index) -> tensor<?x8xf32>{%0} in !stream.resource<*>{%1}
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<2x8xf32> : index
    %10 = stream.tensor.slice on(#hal.device.affinity<@device_a>) %8[%c0, %c0 for %c2, %c8] : tensor<?x8xf32>{%0} in !stream.resource<*>{%1} -> tensor<2x8xf32> in !stream.resource<*>{%9}
    %11 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<1x1xf32> : index
    %12 = stream.tensor.slice on(#hal.device.affinity<@device_a>) %10[%c0, %c0 for %c1, %c1] : tensor<2x8xf32> in !stream.resource<*>{%9} -> tensor<1x1xf32> in !stream.resource<*>{%11}
    %13 = stream.async.transfer %12 : !stream.resource<*>{%11} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<staging>{%11}
    %14 = stream.tensor.load %13[%c0, %c0] : tensor<1x1xf32> in !stream.resource<staging>{%11} -> f32
    %15 = stream.tensor.fill on(#hal.device.affinity<@device_a>) %14, %8[%c0, %c0 for %c1, %c1] : f32 -> tensor<?x8xf32>{%0} in %8 as !stream.resource<*>{%1}
    %16 = stream.async.transfer %15 : !stream.resource<*>{%1} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%1}
    %17 = stream.tensor.export on(#hal.device.affinity<@device_a>) %16 : tensor<?x8xf32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    util.return %17 : !hal.buffer_view
  }
}
