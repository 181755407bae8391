// Issue 13 (a): stream.tensor.import/export have no side effects, so the
// second, independent clone joins the first one's partition (one execute).
util.func public @independentAfterExport(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %c: i32) -> (!hal.buffer_view, !hal.buffer_view) {
  %c64 = arith.constant 64 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %1 = stream.async.clone on(#hal.device.affinity<@device_a>) %0 : !stream.resource<external>{%c64} -> !stream.resource<external>{%c64}
  %2 = stream.tensor.export on(#hal.device.affinity<@device_a>) %1 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  %3 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %4 = stream.async.clone on(#hal.device.affinity<@device_a>) %3 : !stream.resource<external>{%c64} -> !stream.resource<external>{%c64}
  %5 = stream.tensor.export on(#hal.device.affinity<@device_a>) %4 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  util.return %2, %5 : !hal.buffer_view, !hal.buffer_view
}
