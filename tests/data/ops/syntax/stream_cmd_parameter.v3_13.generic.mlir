"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer, !util.buffer, i64, !stream.resource<transient>, index, !stream.timepoint) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: i64, %arg4: !stream.resource<transient>, %arg5: index, %arg6: !stream.timepoint):
    %0 = "stream.cmd.parameter.read"(%arg0, %arg1, %arg3, %arg4, %arg5, %arg5, %arg5, %arg6) <{affinity = #hal.device.affinity<@dev>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %1 = "stream.cmd.parameter.read"(%arg1, %arg3, %arg4, %arg5, %arg5, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0>}> : (!util.buffer, i64, !stream.resource<transient>, index, index, index) -> !stream.timepoint
    %2 = "stream.cmd.parameter.write"(%arg4, %arg5, %arg5, %arg5, %arg0, %arg1, %arg3, %arg6) <{affinity = #hal.device.affinity<@dev>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1>}> : (!stream.resource<transient>, index, index, index, !util.buffer, !util.buffer, i64, !stream.timepoint) -> !stream.timepoint
    %3 = "stream.cmd.parameter.gather"(%arg0, %arg1, %arg2, %arg3, %arg3, %arg4, %arg5, %arg5, %arg5, %arg5, %arg5, %arg6) <{affinity = #hal.device.affinity<@dev>, operandSegmentSizes = array<i32: 1, 2, 2, 1, 1, 2, 2, 1>}> : (!util.buffer, !util.buffer, !util.buffer, i64, i64, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %4 = "stream.cmd.parameter.scatter"(%arg4, %arg5, %arg5, %arg5, %arg5, %arg5, %arg1, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 0, 2, 2, 0>}> : (!stream.resource<transient>, index, index, index, index, index, !util.buffer, !util.buffer, i64, i64) -> !stream.timepoint
    %5:3 = "stream.cmd.parameter.load"(%arg0, %arg1, %arg2, %arg3, %arg3, %arg5, %arg5, %arg6) <{affinity = #hal.device.affinity<@dev>, operandSegmentSizes = array<i32: 1, 2, 2, 2, 1>}> : (!util.buffer, !util.buffer, !util.buffer, i64, i64, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %6:2 = "stream.cmd.parameter.load"(%arg1, %arg3, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 0>}> : (!util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
