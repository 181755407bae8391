// The cleanup also folds transfers in execution regions of the input: a
// transfer back over a transfer (inner `from` equals outer `to`, inner
// source type equals outer result type) is the inner source; a transfer
// with equal `from`/`to` (here both absent, or both device_a) and one type
// is its source, which can leave an execute that only forwards a capture.
util.func public @chain(%arg0: !stream.resource<transient>, %arg1: index) -> (!stream.resource<transient>, !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %results:2, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> (!stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}) {
    %0 = stream.async.transfer %arg2 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%arg1}
    %1 = stream.async.transfer %0 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%arg1}
    %2 = stream.async.dispatch @ex::@a(%1[%c0 to %arg1 for %arg1]) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1}
    %3 = stream.async.transfer %2 : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg1}
    stream.yield %3, %0 : !stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}
  } => !stream.timepoint
  %4:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}
  util.return %4#0, %4#1 : !stream.resource<transient>, !stream.resource<transient>
}
util.func public @noop(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.resource<transient> {
  %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} {
    %0 = stream.async.transfer %arg2 : !stream.resource<transient>{%arg1} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%arg1}
    stream.yield %0 : !stream.resource<transient>{%arg1}
  } => !stream.timepoint
  %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<transient>{%arg1}
  util.return %1 : !stream.resource<transient>
}
