module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @dyn(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn(%input0: tensor<?x8xf32>, %input1: tensor<?x8xf32>) -> (%output0: tensor<?x8xf32>)"}} {
    %c36 = arith.constant 36 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c32 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    %3 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%3, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = arith.muli %3, %c32 : index
    %5 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<?x8xf32>{%3} in !stream.resource<external>{%4}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @dyn_dispatch_0::@dyn_dispatch_0_elementwise_Dx8_f32[%3, %0](%2[%c0 to %1 for %1], %5[%c0 to %4 for %4], %3, %0) : (!stream.resource<external>{%1}, !stream.resource<external>{%4}, index, index) -> !stream.resource<external>{%1}
    %7 = stream.async.slice on(#hal.device.affinity<@device_a>) %6[%c0 to %c64] : !stream.resource<external>{%1} -> !stream.resource<external>{%c64}
    %8 = stream.async.slice on(#hal.device.affinity<@device_a>) %7[%c0 to %c4] : !stream.resource<external>{%c64} -> !stream.resource<external>{%c4}
    %9 = stream.async.transfer %8 : !stream.resource<external>{%c4} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<staging>{%c4}
    %10 = stream.async.load %9[%c0] : !stream.resource<staging>{%c4} -> i32
    %11 = stream.async.fill on(#hal.device.affinity<@device_a>) %10, %6[%c0 to %c36 for %c36] : i32 -> %6 as !stream.resource<external>{%1}
    %12 = stream.tensor.export on(#hal.device.affinity<@device_a>) %11 : tensor<?x8xf32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
}
