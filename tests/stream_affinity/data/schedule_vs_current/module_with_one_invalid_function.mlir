// @transferAway alone is scheduled by iree-opt 3.2.0 (its transfer to device_a
// joins the update on device_b in a partition without affinity); with @p1,
// where 3.2.0 crashes, the module has no 3.2.0 answer and both functions are
// partitioned with 3.13's rule: the transfer gets a partition on device_a.
util.global private mutable @state : !stream.resource<variable>
util.func public @transferAway(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %1 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg1 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %2 = stream.async.update on(#hal.device.affinity<@device_b>) %0, %1[%c0 to %c64] : !stream.resource<external>{%c64} -> %1 as !stream.resource<external>{%c64}
  %3 = stream.async.transfer %2 : !stream.resource<external>{%c64} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<variable>{%c64}
  util.global.store %3, @state : !stream.resource<variable>
  %4 = stream.tensor.export on(#hal.device.affinity<@device_b>) %2 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  util.return %4 : !hal.buffer_view
}
util.func public @p1(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %2 = stream.async.transfer %1 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
  %3 = stream.async.transfer %2 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_b>) !stream.resource<external>{%c16}
  %4 = stream.tensor.export on(#hal.device.affinity<@device_b>) %3 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %4 : !hal.buffer_view
}
