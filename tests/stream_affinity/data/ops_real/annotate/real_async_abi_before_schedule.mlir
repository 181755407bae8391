module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @mlp(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @mlp(%input0: tensor<4x8xf32>, %input1: tensor<8x16xf32>) -> (%output0: tensor<4x16xf32>)", iree.abi.model = "coarse-fences"}} {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%c128}
    %1 = stream.timepoint.import on(#hal.device.affinity<@device_a>) %arg2 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    %3:2 = stream.timepoint.await %1 => %0, %2 : !stream.resource<external>{%c128}, !stream.resource<external>{%c512}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @mlp_dispatch_0::@mlp_dispatch_0_pack_f32(%3#0[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @mlp_dispatch_1::@mlp_dispatch_1_pack_f32(%3#1[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<transient>{%c512}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @mlp_dispatch_2::@mlp_dispatch_2_mmt4d_1x4x8x4x4x1_f32(%4[%c0 to %c128 for %c128], %5[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c256}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @mlp_dispatch_3::@mlp_dispatch_3_unpack_elementwise_4x16_f32(%6[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<external>{%c256}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@device_a>) %7 : !stream.resource<external>{%c256} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@device_a>) %result_timepoint => (%arg3 : !hal.fence)
    %8 = stream.tensor.export on(#hal.device.affinity<@device_a>) %result : tensor<4x16xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
}
