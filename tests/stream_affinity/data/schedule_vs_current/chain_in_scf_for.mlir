// The seed 001 chain in an scf.for body.
util.func public @p7(%arg0: !hal.buffer_view, %n: index) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %0) -> (!stream.resource<external>) {
    %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%acc[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
    %2 = stream.async.transfer %1 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%2[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
    %4 = stream.async.transfer %3 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c16}
    %5 = stream.async.transfer %4 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
    scf.yield %5 : !stream.resource<external>
  }
  %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %r : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %6 : !hal.buffer_view
}
