// An external-to-transient transfer executes on its destination (b), not on
// its producer's device (a), and its cast to external on b: under 3.2.0's rule
// the first joins a's partition and the cast is lost (3.2.0 crashes).
util.func public @p8(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  %2 = stream.async.transfer %1 : !stream.resource<external>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
  %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%2[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
  %4 = stream.async.transfer %2 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_b>) !stream.resource<external>{%c16}
  %5 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d2(%3[%c0 to %c16 for %c16], %4[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}, !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  %6 = stream.tensor.export on(#hal.device.affinity<@device_b>) %5 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %6 : !hal.buffer_view
}
