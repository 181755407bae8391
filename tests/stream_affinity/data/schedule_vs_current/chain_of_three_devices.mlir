// a -> b -> c -> a: each transfer of a transfer executes on another device
// than its producer, so every hop after the first is its own partition.
util.func public @p3(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %2 = stream.async.transfer %1 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
  %3 = stream.async.transfer %2 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_c>) !stream.resource<*>{%c16}
  %4 = stream.async.transfer %3 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_c>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c16}
  %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d1(%4[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<external>{%c16}
  %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %6 : !hal.buffer_view
}
