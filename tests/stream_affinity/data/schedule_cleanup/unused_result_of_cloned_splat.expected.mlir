module {
  util.global private mutable @sink : !stream.resource<external>
  util.func public @cloned(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<transient>{%c64}, !stream.resource<transient>{%c64}) {
      %4 = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%c64}
      %5 = stream.async.splat %c2_i32 : i32 -> !stream.resource<transient>{%c64}
      stream.yield %4, %5 : !stream.resource<transient>{%c64}, !stream.resource<transient>{%c64}
    } => !stream.timepoint
    util.global.store %arg0, @sink : !stream.resource<external>
    %0 = stream.timepoint.await %result_timepoint => %results#1 : !stream.resource<transient>{%c64}
    %1 = util.optimization_barrier %0 : !stream.resource<transient>
    util.global.store %arg0, @sink : !stream.resource<external>
    %2 = util.optimization_barrier %0 : !stream.resource<transient>
    %results_0, %result_timepoint_1 = stream.async.execute with(%arg0 as %arg2: !stream.resource<external>{%arg1}) -> !stream.resource<external>{%arg1} {
      %4 = stream.async.dispatch @ex::@last(%arg2[%c0 to %arg1 for %arg1]) : (!stream.resource<external>{%arg1}) -> !stream.resource<external>{%arg1}
      stream.yield %4 : !stream.resource<external>{%arg1}
    } => !stream.timepoint
    %3 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%arg1}
    util.return %3 : !stream.resource<external>
  }
}

