// stream.tensor.clone: a clone with one use forwards its source (even when
// it reshapes or its sizes differ); otherwise it becomes stream.async.clone.
util.func public @reshape_one_use(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @dynamic_one_use(%r: !stream.resource<*>, %s: index, %t: index, %d: index, %e: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<?x8xf32>{%d} in !stream.resource<*>{%s} -> tensor<?xf32>{%e} in !stream.resource<*>{%t}
  util.return %0 : !stream.resource<*>
}
util.func public @two_uses(%r: !stream.resource<*>, %s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %0 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<*>{%s}
  util.return %0, %0 : !stream.resource<*>, !stream.resource<*>
}
util.func public @two_slices(%r: !stream.resource<*>, %s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<*>{%s}
  %1 = stream.tensor.slice on(#hal.device.affinity<@device_a>) %0[%c4 for %c4] : tensor<32xf32> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%c4}
  %2 = stream.tensor.slice on(#hal.device.affinity<@device_a>) %0[%c0 for %c4] : tensor<32xf32> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%c4}
  util.return %1, %2 : !stream.resource<*>, !stream.resource<*>
}
util.func public @dead_user(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.clone %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<*>{%s}
  %1 = stream.tensor.slice %0[%c4 for %c4] : tensor<32xf32> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%c4}
  %2 = stream.tensor.slice %0[%c0 for %c4] : tensor<32xf32> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%c4}
  util.return %1 : !stream.resource<*>
}
util.func public @lifetime_change(%r: !stream.resource<*>, %s: index) -> !stream.resource<transient> {
  %0 = stream.tensor.clone %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<transient>{%s}
  util.return %0 : !stream.resource<transient>
}
util.func public @chain(%r: !stream.resource<*>, %s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %0 = stream.tensor.clone %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<*>{%s}
  %1 = stream.tensor.clone %0 : tensor<32xf32> in !stream.resource<*>{%s} -> tensor<4x8xf32> in !stream.resource<*>{%s}
  util.return %1, %1 : !stream.resource<*>, !stream.resource<*>
}
util.func public @nested_use(%r: !stream.resource<*>, %s: index, %b: i1) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<*>{%s}
  %1 = scf.if %b -> !stream.resource<*> {
    scf.yield %0 : !stream.resource<*>
  } else {
    scf.yield %r : !stream.resource<*>
  }
  util.return %1 : !stream.resource<*>
}
util.func public @update_into_itself(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.clone %r : tensor<4x8xf32> in !stream.resource<*>{%s} -> tensor<32xf32> in !stream.resource<*>{%s}
  %1 = stream.tensor.update %0, %0[%c4] : tensor<32xf32> in !stream.resource<*>{%s} -> tensor<64xf32> in %0 as !stream.resource<*>{%s}
  util.return %1 : !stream.resource<*>
}
