module {
  util.func public @select_folds(%arg0: i1, %arg1: !stream.resource<external>, %arg2: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c42_i32 = arith.constant 42 : i32
    %results:2, %result_timepoint = stream.async.execute with(%arg1 as %arg3: !stream.resource<external>{%arg2}) -> (!stream.resource<transient>{%c32}, !stream.resource<external>{%arg2}) {
      %1 = stream.async.splat %c42_i32 : i32 -> !stream.resource<transient>{%c32}
      %2 = stream.async.dispatch @ex::@use(%1[%c0 to %c32 for %c32], %arg3[%c0 to %arg2 for %arg2]) : (!stream.resource<transient>{%c32}, !stream.resource<external>{%arg2}) -> !stream.resource<external>{%arg2}
      stream.yield %1, %2 : !stream.resource<transient>{%c32}, !stream.resource<external>{%arg2}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results#1 : !stream.resource<external>{%arg2}
    util.return %0 : !stream.resource<external>
  }
}

