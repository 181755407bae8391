// The chained cast inside both branches of an scf.if; the else branch alone
// would be 3.2.0's (a partition without affinity), the module is 3.13's.
util.func public @p5(%arg0: !hal.buffer_view, %cond: i1) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %r = scf.if %cond -> !stream.resource<external> {
    %1 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d0(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
    %2 = stream.async.transfer %1 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c16}
    %3 = stream.async.transfer %2 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
    scf.yield %3 : !stream.resource<external>
  } else {
    %1 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
    %3 = stream.async.transfer %1 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
    scf.yield %3 : !stream.resource<external>
  }
  %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %r : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %6 : !hal.buffer_view
}
