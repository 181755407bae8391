// Issue 13 (b): the barrier on the awaited clone folds into the execute's
// timepoint; chain_external signals the execute's timepoint directly.
util.func public @barrierOfAwait(%arg0: !hal.buffer_view, %fence: !hal.fence) -> !hal.buffer_view {
  %c64 = arith.constant 64 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %1 = stream.async.clone on(#hal.device.affinity<@device_a>) %0 : !stream.resource<external>{%c64} -> !stream.resource<external>{%c64}
  %2, %t = stream.timepoint.barrier on(#hal.device.affinity<@device_a>) %1 : !stream.resource<external>{%c64} => !stream.timepoint
  stream.timepoint.chain_external on(#hal.device.affinity<@device_a>) %t => (%fence : !hal.fence)
  %3 = stream.tensor.export on(#hal.device.affinity<@device_a>) %2 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  util.return %3 : !hal.buffer_view
}
