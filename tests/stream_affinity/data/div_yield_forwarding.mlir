util.func private @yield_forwarding() -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %results, %result_timepoint = stream.async.execute with() -> !stream.resource<transient>{%c128} {
    %s = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%c128}
    stream.yield %s : !stream.resource<transient>{%c128}
  } => !stream.timepoint
  %w = stream.timepoint.await %result_timepoint => %results : !stream.resource<transient>{%c128}
  %d = stream.async.dispatch on(#hal.device.affinity<@dev_b>) @ex::@dispatch0[%c1, %c1, %c1](%w[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
  util.return %d : !stream.resource<transient>
}
