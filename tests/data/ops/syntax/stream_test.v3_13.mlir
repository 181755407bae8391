module {
  util.func public @f(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint, %arg3: !stream.test.fence, %arg4: i32) {
    %results, %result_timepoint = stream.test.timeline_op await(%arg2) => with(%arg0) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.test.timeline_op await_limit(2) await(%arg2, %arg2) => with(%arg0) : (!stream.resource<transient>{%arg1}) -> !stream.resource<transient>{%arg1} => !stream.timepoint
    %results_2:2, %result_timepoint_3 = stream.test.timeline_op with(%arg0) : (!stream.resource<transient>{%arg1}) -> (!stream.resource<transient>{%arg1}, !stream.resource<transient>{%arg1}) => !stream.timepoint
    %result_timepoint_4 = stream.test.timeline_op with() : () -> () => !stream.timepoint
    %0 = stream.test.timeline_aware(%arg4) waits(%arg3, %arg3) signals(%arg3) : (i32) -> i32
    stream.test.timeline_aware() waits() signals(%arg3) : () -> ()
    util.return
  }
}
