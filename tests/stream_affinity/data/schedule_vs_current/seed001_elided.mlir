// Seed 001's host function after convert-to-stream, encode-host-tensors and
// elide-transfers (unified memory both ways; the topology attribute dropped,
// iree-opt 3.2.0 cannot read it): device_b's dispatch reads device_a's result.
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.func public @multi_device_mul(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @multi_device_mul(%input0: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (%output0: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>})"}} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c16}
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @multi_device_mul_dispatch_0::@multi_device_mul_dispatch_0_elementwise_4_f32(%1[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @multi_device_mul_dispatch_1::@multi_device_mul_dispatch_1_elementwise_4_f32(%2[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
    %4 = stream.async.transfer %3 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
    %5 = stream.tensor.export on(#hal.device.affinity<@device_a>) %4 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }}
