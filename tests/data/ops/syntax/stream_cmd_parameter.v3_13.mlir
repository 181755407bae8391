module {
  util.func public @f(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: i64, %arg4: !stream.resource<transient>, %arg5: index, %arg6: !stream.timepoint) {
    %0 = stream.cmd.parameter.read on(#hal.device.affinity<@dev>) await(%arg6) => %arg0::%arg1[%arg3] -> %arg4[%arg5 for %arg5] : !stream.resource<transient>{%arg5} => !stream.timepoint
    %1 = stream.cmd.parameter.read %arg1[%arg3] -> %arg4[%arg5 for %arg5] : !stream.resource<transient>{%arg5} => !stream.timepoint
    %2 = stream.cmd.parameter.write on(#hal.device.affinity<@dev>) await(%arg6) => %arg4[%arg5 for %arg5] : !stream.resource<transient>{%arg5} -> %arg0::%arg1[%arg3] => !stream.timepoint
    %3 = stream.cmd.parameter.gather on(#hal.device.affinity<@dev>) await(%arg6) => {
      %arg0::%arg1[%arg3] -> %arg4[%arg5 for %arg5] : !stream.resource<transient>{%arg5},
      %arg0::%arg2[%arg3] -> %arg4[%arg5 for %arg5] : !stream.resource<transient>{%arg5}
    } => !stream.timepoint
    %4 = stream.cmd.parameter.scatter {
      %arg4[%arg5 for %arg5] : !stream.resource<transient>{%arg5} -> %arg1[%arg3],
      %arg4[%arg5 for %arg5] : !stream.resource<transient>{%arg5} -> %arg2[%arg3]
    } => !stream.timepoint
    %results:2, %result_timepoint = stream.cmd.parameter.load on(#hal.device.affinity<@dev>) await(%arg6) => {
      %arg0::%arg1[%arg3] : !stream.resource<constant>{%arg5},
      %arg0::%arg2[%arg3] : !stream.resource<constant>{%arg5}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.cmd.parameter.load {
      %arg1[%arg3] : !stream.resource<constant>{%arg5}
    } => !stream.timepoint
    util.return
  }
}
