// Dispatches on b read a's results directly (as after elide-transfers with
// unified memory), then the a -> a cast of the export: 3.2.0 puts the cast and
// device b's dispatch in one partition with a's dispatch and rejects it.
util.func public @p4(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %2 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%1[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
  %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d2(%1[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
  %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d3(%2[%c0 to %c16 for %c16], %3[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}, !stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
  %5 = stream.async.transfer %4 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
  %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %6 : !hal.buffer_view
}
