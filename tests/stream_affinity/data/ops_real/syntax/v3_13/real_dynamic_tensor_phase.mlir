module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @dyn(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn(%input0: tensor<?x8xf32>, %input1: tensor<?x8xf32>) -> (%output0: tensor<?x8xf32>)"}} {
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c8_0 = arith.constant 8 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%0, %c8_0]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x8xf32>{%0} : index
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.async.cast on(#hal.device.affinity<@device_a>) %2 : !stream.resource<external>{%1} -> !stream.resource<*>{%1}
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %element_type_f32_1 = hal.element_type<f32> : i32
    %dense_row_major_2 = hal.encoding_type<dense_row_major> : i32
    %c8_3 = arith.constant 8 : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%4, %c8_3]) type(%element_type_f32_1) encoding(%dense_row_major_2)
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x8xf32>{%4} : index
    %6 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<?x8xf32>{%4} in !stream.resource<external>{%5}
    %7 = stream.async.cast on(#hal.device.affinity<@device_a>) %6 : !stream.resource<external>{%5} -> !stream.resource<*>{%5}
    %8 = arith.muli %0, %c8 overflow<nsw> : index
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?xf32>{%8} : index
    %10 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %3 : tensor<?x8xf32>{%0} in !stream.resource<*>{%1} -> tensor<?xf32>{%8} in !stream.resource<*>{%9}
    %11 = arith.muli %4, %c8 overflow<nsw> : index
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?xf32>{%11} : index
    %13 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %7 : tensor<?x8xf32>{%4} in !stream.resource<*>{%5} -> tensor<?xf32>{%11} in !stream.resource<*>{%12}
    %14 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?xf32>{%8} : index
    %15 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @dyn_dispatch_0::@dyn_dispatch_0_elementwise_D_f32[%8, %11](%8, %10, %13, %11) : (index, tensor<?xf32>{%8} in !stream.resource<*>{%9}, tensor<?xf32>{%11} in !stream.resource<*>{%12}, index) -> tensor<?xf32>{%8} in !stream.resource<*>{%14}
    %16 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x8xf32>{%0} : index
    %17 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %15 : tensor<?xf32>{%8} in !stream.resource<*>{%14} -> tensor<?x8xf32>{%0} in !stream.resource<*>{%16}
    %18 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<2x8xf32> : index
    %19 = stream.tensor.slice on(#hal.device.affinity<@device_a>) %17[%c0, %c0 for %c2, %c8] : tensor<?x8xf32>{%0} in !stream.resource<*>{%16} -> tensor<2x8xf32> in !stream.resource<*>{%18}
    %c1 = arith.constant 1 : index
    %20 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<1x1xf32> : index
    %21 = stream.tensor.slice on(#hal.device.affinity<@device_a>) %19[%c0, %c0 for %c1, %c1] : tensor<2x8xf32> in !stream.resource<*>{%18} -> tensor<1x1xf32> in !stream.resource<*>{%20}
    %22 = stream.async.transfer %21 : !stream.resource<*>{%20} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<staging>{%20}
    %23 = stream.tensor.load %22[%c0, %c0] : tensor<1x1xf32> in !stream.resource<staging>{%20} -> f32
    %c1_4 = arith.constant 1 : index
    %24 = stream.tensor.fill on(#hal.device.affinity<@device_a>) %23, %17[%c0, %c0 for %c1_4, %c1_4] : f32 -> tensor<?x8xf32>{%0} in %17 as !stream.resource<*>{%16}
    %25 = stream.async.cast on(#hal.device.affinity<@device_a>) %24 : !stream.resource<*>{%16} -> !stream.resource<external>{%16}
    %26 = stream.tensor.export on(#hal.device.affinity<@device_a>) %25 : tensor<?x8xf32>{%0} in !stream.resource<external>{%16} -> !hal.buffer_view
    util.return %26 : !hal.buffer_view
  }
}
