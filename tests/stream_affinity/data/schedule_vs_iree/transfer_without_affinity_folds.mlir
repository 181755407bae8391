// A transfer `from(@device_b)` without `to(...)` in a device_b partition:
// stripping the partition affinity leaves a transfer with no affinity on
// either side and one type, which iree-opt 3.2.0's canonicalizer folds to
// its source.
util.func public @keep(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@a(%0[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<transient>{%c64}
  %2 = stream.async.transfer %1 : !stream.resource<transient>{%c64} from(#hal.device.affinity<@device_b>) -> !stream.resource<transient>{%c64}
  %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@b(%2[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<external>{%c64}
  %4 = stream.tensor.export on(#hal.device.affinity<@device_b>) %3 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  util.return %4 : !hal.buffer_view
}
