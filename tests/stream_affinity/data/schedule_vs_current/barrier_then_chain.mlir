// A barrier before a chain: iree-opt 3.13 fails ("failed to schedule
// execution partitions without cyclic dependencies"); we keep the barrier a
// sync op under 3.13's rule (docs/divergences.md S8).
util.func public @p6(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %2 = stream.async.barrier on(#hal.device.affinity<@device_a>) %1 : !stream.resource<*>{%c16}
  %3 = stream.async.transfer %2 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
  %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%3[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
  %5 = stream.async.transfer %4 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c16}
  %6 = stream.async.transfer %5 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
  %7 = stream.tensor.export on(#hal.device.affinity<@device_a>) %6 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %7 : !hal.buffer_view
}
