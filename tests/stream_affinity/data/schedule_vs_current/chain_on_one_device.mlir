// Two transfers both executing on a, the second of the first (a -> b, then
// a -> c): 3.13 defers the second to the first, which is itself deferred, and
// leaves it outside every partition; we put it with the first in a's partition
// (docs/divergences.md S7).
util.func public @p2(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %2 = stream.async.transfer %1 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
  %3 = stream.async.transfer %2 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_c>) !stream.resource<*>{%c16}
  %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%2[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<external>{%c16}
  %5 = stream.async.dispatch on(#hal.device.affinity<@device_c>) @ex::@d2(%3[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<external>{%c16}
  %6 = stream.tensor.export on(#hal.device.affinity<@device_b>) %4 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %7 = stream.tensor.export on(#hal.device.affinity<@device_c>) %5 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
}
