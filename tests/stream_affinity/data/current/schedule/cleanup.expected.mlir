module {
  util.func public @f(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@device_a>) with(%arg0 as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} {
      %1 = stream.async.dispatch @ex::@d0(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %1 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.affinity<@device_a>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} {
      %1 = stream.async.dispatch @ex::@d1(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %1 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c16}
    util.return %0 : !stream.resource<external>
  }
}
// -----
module {
  util.func public @b(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.dispatch @ex::@d0(%arg2[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @c(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    util.return %arg0 : !stream.resource<*>
  }
}
// -----
module {
  util.func public @p1(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@device_b>) with(%arg0 as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} {
      %1 = stream.async.dispatch @ex::@d0(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
      %2 = stream.async.clone %1 : !stream.resource<external>{%c16} -> !stream.resource<external>{%c16}
      stream.yield %2 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.affinity<@device_b>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} {
      %1 = stream.async.dispatch @ex::@d1(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %1 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c16}
    util.return %0 : !stream.resource<external>
  }
}
// -----
module {
  util.func public @p2(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@device_a>) with(%arg0 as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} {
      %1 = stream.async.dispatch @ex::@d0(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
      %2 = stream.async.clone %1 : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
      stream.yield %2 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c16}
    util.return %0 : !stream.resource<external>
  }
}
// -----
module {
  util.func public @p3(%arg0: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_i32 = arith.constant 1 : i32
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@device_a>) with() -> !stream.resource<external>{%c16} {
      %2 = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%c16}
      %3 = stream.async.dispatch @ex::@d0(%2[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %3 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.affinity<@device_b>) with() -> !stream.resource<external>{%c16} {
      %2 = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%c16}
      %3 = stream.async.dispatch @ex::@d1(%2[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %3 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c16}
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c16}
    util.return %1, %0 : !stream.resource<external>, !stream.resource<external>
  }
}
// -----
module {
  util.func public @p4(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1_i32 = arith.constant 1 : i32
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@device_a>) with() -> !stream.resource<transient>{%c16} {
      %1 = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%c16}
      stream.yield %1 : !stream.resource<transient>{%c16}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.affinity<@device_b>) await(%result_timepoint) => with(%results as %arg1: !stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16} {
      %1 = stream.async.dispatch @ex::@d1(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %1 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c16}
    util.return %0 : !stream.resource<external>
  }
}
// -----
module {
  util.func public @p5(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<external>{%c16} {
      %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
      stream.yield %1 : !stream.resource<external>{%c16}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c16}
    util.return %0 : !stream.resource<external>
  }
}
// -----
module {
  util.func public @p6(%arg0: !hal.buffer_view) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@device_a>) with(%0 as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<*>{%c16} {
      %2 = stream.async.clone %arg1 : !stream.resource<external>{%c16} -> !stream.resource<*>{%c16}
      %3 = stream.async.dispatch @ex::@d1(%2[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
      stream.yield %3 : !stream.resource<*>{%c16}
    } => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%c16}
    util.return %1 : !stream.resource<*>
  }
}
// -----
module {
  util.func public @t1(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @t2(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@a>) with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @t3(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<external> {
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@a>) with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<external>{%arg1} {
      %1 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<external>{%arg1}
      stream.yield %1 : !stream.resource<external>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%arg1}
    util.return %0 : !stream.resource<external>
  }
  util.func public @t4(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<external> {
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<external>{%arg1} {
      %1 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<external>{%arg1}
      stream.yield %1 : !stream.resource<external>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%arg1}
    util.return %0 : !stream.resource<external>
  }
  util.func public @t5(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@a>) with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.transfer %arg2 : !stream.resource<*>{%arg1} -> to(#hal.device.affinity<@b>) !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.affinity<@b>) await(%result_timepoint) => with(%results as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.transfer %arg2 : !stream.resource<*>{%arg1} -> to(#hal.device.affinity<@a>) !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @t6(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @t7(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@a>) with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @t8(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.transfer %arg2 : !stream.resource<*>{%arg1} -> to(#hal.device.affinity<@a>) !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @t9(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1} {
      %1 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      stream.yield %1 : !stream.resource<*>{%arg1}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}
// -----
module {
  util.func public @dupYield(%arg0: !stream.resource<external>) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg1: !stream.resource<external>{%c16}) -> !stream.resource<*>{%c16} {
      %1 = stream.async.dispatch @ex::@d0(%arg1[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
      stream.yield %1 : !stream.resource<*>{%c16}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<*>{%c16}
    util.return %0, %0 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @f(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c7_i32 = arith.constant 7 : i32
    %results:2, %result_timepoint = stream.async.execute with() -> (!stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}) {
      %0 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%arg0}
      %1 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %1, %0 : !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}
    } => !stream.timepoint
    util.return %results#0, %results#1 : !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @f(%arg0: index, %arg1: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c7_i32 = arith.constant 7 : i32
    %results:3, %result_timepoint = stream.async.execute with(%arg1 as %arg2: !stream.resource<*>{%arg0}) -> (!stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}) {
      %0 = stream.async.dispatch @ex::@d(%arg2[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
      %1 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%arg0}
      %2 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%arg0}
      stream.yield %1, %2, %0 : !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}, !stream.resource<*>{%arg0}
    } => !stream.timepoint
    util.return %results#0, %results#1, %results#2 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
  }
}
// -----
module {
  util.func public @f(%arg0: index) -> !stream.resource<external> {
    %c7_i32 = arith.constant 7 : i32
    %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%arg0} {
      %0 = stream.async.splat %c7_i32 : i32 -> !stream.resource<external>{%arg0}
      stream.yield %0 : !stream.resource<external>{%arg0}
    } => !stream.timepoint
    util.return %results : !stream.resource<external>
  }
}
