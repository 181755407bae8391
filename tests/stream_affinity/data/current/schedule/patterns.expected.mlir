module {
  util.func public @v1(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0_i8 = arith.constant 0 : i8
    %c16 = arith.constant 16 : index
    %c257_i32 = arith.constant 257 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%c16}, !stream.resource<*>{%arg0}) {
      %1 = stream.async.splat %c0_i8 : i8 -> !stream.resource<*>{%c16}
      %2 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %1, %2 : !stream.resource<*>{%c16}, !stream.resource<*>{%arg0}
    } => !stream.timepoint
    %0:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<*>{%c16}, !stream.resource<*>{%arg0}
    util.return %0#0, %0#1 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @v2(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0_i8 = arith.constant 0 : i8
    %c16 = arith.constant 16 : index
    %c257_i32 = arith.constant 257 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%arg0}, !stream.resource<*>{%c16}) {
      %1 = stream.async.splat %c0_i8 : i8 -> !stream.resource<*>{%c16}
      %2 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %2, %1 : !stream.resource<*>{%arg0}, !stream.resource<*>{%c16}
    } => !stream.timepoint
    %0:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<*>{%arg0}, !stream.resource<*>{%c16}
    util.return %0#1, %0#0 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @v3(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0_i8 = arith.constant 0 : i8
    %c16 = arith.constant 16 : index
    %c257_i32 = arith.constant 257 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%arg0}, !stream.resource<*>{%c16}) {
      %1 = stream.async.splat %c0_i8 : i8 -> !stream.resource<*>{%c16}
      %2 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %2, %1 : !stream.resource<*>{%arg0}, !stream.resource<*>{%c16}
    } => !stream.timepoint
    %0:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<*>{%arg0}, !stream.resource<*>{%c16}
    util.return %0#0, %0#1 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @v4(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0_i8 = arith.constant 0 : i8
    %c16 = arith.constant 16 : index
    %c257_i32 = arith.constant 257 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%c16}, !stream.resource<*>{%arg0}) {
      %1 = stream.async.splat %c0_i8 : i8 -> !stream.resource<*>{%c16}
      %2 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %1, %2 : !stream.resource<*>{%c16}, !stream.resource<*>{%arg0}
    } => !stream.timepoint
    %0:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<*>{%c16}, !stream.resource<*>{%arg0}
    util.return %0#0, %0#1 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @f(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0_i8 = arith.constant 0 : i8
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %results:2, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> (%arg0{%arg1}, !stream.resource<*>{%arg1}) {
      %1 = stream.async.fill %c0_i8, %arg2[%c0 to %c4 for %c4] : i8 -> %arg2 as !stream.resource<*>{%arg1}
      %2 = stream.async.splat %c0_i8 : i8 -> !stream.resource<*>{%arg1}
      stream.yield %1, %2 : !stream.resource<*>{%arg1}, !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<*>{%arg1}, !stream.resource<*>{%arg1}
    util.return %0#0, %0#1 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @v2(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c16 = arith.constant 16 : index
    %c257_i32 = arith.constant 257 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%arg0}, !stream.resource<*>{%c16}) {
      %cst = stream.async.constant : !stream.resource<*>{%c16} = dense<[1, 2, 3, 4]> : tensor<4xi32>
      %1 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %1, %cst : !stream.resource<*>{%arg0}, !stream.resource<*>{%c16}
    } => !stream.timepoint
    %0:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<*>{%arg0}, !stream.resource<*>{%c16}
    util.return %0#1, %0#0 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @narrowConstants(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c-1_i8 = arith.constant -1 : i8
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%c16}, !stream.resource<*>{%c8}) {
      %cst = stream.async.constant : !stream.resource<*>{%c16} = dense<[1, 2, 3, 4]> : tensor<4xi32>
      %1 = stream.async.splat %c-1_i8 : i8 -> !stream.resource<*>{%c8}
      stream.yield %cst, %1 : !stream.resource<*>{%c16}, !stream.resource<*>{%c8}
    } => !stream.timepoint
    %0:2 = stream.timepoint.await %result_timepoint => %results#0, %results#1 : !stream.resource<*>{%c16}, !stream.resource<*>{%c8}
    util.return %0#0, %0#1 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @narrowWidths(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
    %c1_i8 = arith.constant 1 : i8
    %c-21829_i16 = arith.constant -21829 : i16
    %c65538_i32 = arith.constant 65538 : i32
    %results:3, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}) {
      %1 = stream.async.splat %c1_i8 : i8 -> !stream.resource<*>{%arg0}
      %2 = stream.async.splat %c65538_i32 : i32 -> !stream.resource<*>{%arg0}
      %3 = stream.async.splat %c-21829_i16 : i16 -> !stream.resource<*>{%arg0}
      stream.yield %3, %1, %2 : !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}
    } => !stream.timepoint
    %0:3 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2 : !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}
    util.return %0#0, %0#1, %0#2 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
  }
}
