// An update on device_b and its transfer to device_a: the transfer joins its
// producer's partition, which then has no affinity (iree-opt 3.2.0 schedules
// it; our partition verifier used to reject it).
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
