// Two device_b chains fed by device_a work that sits between them in the
// block: the device_a execute is placed after the second transfer, before
// the first chain's consumers. iree-opt 3.2.0 sorts the block once, after
// all partitions are built and the originals erased, so the exports keep
// their program order and the grouped await lists the results as #0, #1
// (sorting per partition while the originals remained swapped them).
util.func public @crossed(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
  %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@a(%0[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<transient>{%c64}
  %3 = stream.async.transfer %2 : !stream.resource<transient>{%c64} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c64}
  %4 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@b(%3[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<transient>{%c64}
  %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@a(%1[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<transient>{%c64}
  %6 = stream.async.transfer %5 : !stream.resource<transient>{%c64} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c64}
  %7 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@b(%6[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<transient>{%c64}
  %8 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@c(%4[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<external>{%c64}
  %9 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@c(%7[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<external>{%c64}
  %10 = stream.tensor.export on(#hal.device.affinity<@device_b>) %8 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  %11 = stream.tensor.export on(#hal.device.affinity<@device_b>) %9 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
  util.return %10, %11 : !hal.buffer_view, !hal.buffer_view
}
