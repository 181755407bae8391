module {
  util.func private @g(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: i64, %arg6: index, %arg7: index, %arg8: index, %arg9: !stream.timepoint) {
    %result, %result_timepoint = stream.async.parameter.gather on(#hal.device.affinity<@device>) await(%arg9) {
      %arg2::%arg3[%arg5] -> %arg0[%arg6 to %arg7 for %arg8] : !stream.resource<transient>{%arg1},
      %arg2::%arg4[%arg5] -> %arg0[%arg7 to %arg6 for %arg8] : !stream.resource<transient>{%arg1}
    } : !stream.resource<transient> => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.async.parameter.scatter {
      %arg0[%arg6 to %arg7 for %arg8] : !stream.resource<transient>{%arg1} -> %arg3[%arg5],
      %arg0[%arg7 to %arg6 for %arg8] : !stream.resource<transient>{%arg1} -> %arg4[%arg5]
    } : !stream.resource<transient> => !stream.timepoint
    util.return
  }
}
