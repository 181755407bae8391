module attributes {stream.affinity.default = #hal.device.affinity<@dev>} {
  util.global private @dev : !hal.device
  util.func public @t(%arg0: index, %arg1: !stream.resource<*>, %arg2: !stream.resource<staging>, %arg3: !util.buffer, %arg4: !stream.timepoint, %arg5: index, %arg6: index, %arg7: i32, %arg8: i64, %arg9: !stream.resource<transient>, %arg10: !stream.resource<variable>) {
    %results:2, %result_timepoint = stream.parameter.load on(#hal.device.affinity<@dev>) await(%arg4) => {
      "scope"::"key0"[%arg8] : !stream.resource<constant>{%arg6},
      "scope"::"key1"[%arg8] : !stream.resource<constant>{%arg0}
    } => !stream.timepoint
    %0 = stream.parameter.read on(#hal.device.affinity<@dev>) await(%arg4) => "scope"::"key"[%arg8] -> %arg9[%arg5 for %arg6] : !stream.resource<transient>{%arg0} => !stream.timepoint
    %1 = stream.parameter.write await(%arg4) => %arg9[%arg5 for %arg6] : !stream.resource<transient>{%arg0} -> "key"[%arg8] => !stream.timepoint
    %2 = stream.parameter.gather on(#hal.device.affinity<@dev>) await(%arg4) => {
      "scope"::"key0"[%arg8] -> %arg9[%arg5 for %arg6] : !stream.resource<transient>{%arg0},
      "scope"::"key1"[%arg8] -> %arg9[%arg6 for %arg6] : !stream.resource<transient>{%arg0}
    } => !stream.timepoint
    %3 = stream.parameter.scatter await(%arg4) => {
      %arg9[%arg5 for %arg6] : !stream.resource<transient>{%arg0} -> "key0"[%arg8]
    } => !stream.timepoint
    util.return
  }
}
