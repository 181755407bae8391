"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !stream.timepoint, !stream.test.fence, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint, %arg3: !stream.test.fence, %arg4: i32):
    %0:2 = "stream.test.timeline_op"(%arg0, %arg1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!stream.resource<transient>, index, index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %1:2 = "stream.test.timeline_op"(%arg0, %arg1, %arg1, %arg2, %arg2) <{await_limit = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 2>, tied_operands = [0 : index]}> : (!stream.resource<transient>, index, index, !stream.timepoint, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %2:3 = "stream.test.timeline_op"(%arg0, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.timepoint)
    %3 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    %4 = "stream.test.timeline_aware"(%arg4, %arg3, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i32, !stream.test.fence, !stream.test.fence, !stream.test.fence) -> i32
    "stream.test.timeline_aware"(%arg3) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (!stream.test.fence) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
