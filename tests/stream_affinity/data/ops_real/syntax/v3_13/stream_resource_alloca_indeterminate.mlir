module {
  util.func public @t(%arg0: index, %arg1: !stream.timepoint, %arg2: !stream.resource<transient>) {
    %result, %result_timepoint = stream.resource.alloca uninitialized indeterminate on(#hal.device.affinity<@dev>) await(%arg1) => !stream.resource<transient>{%arg0} => !stream.timepoint
    %0 = stream.resource.dealloca origin on(#hal.device.affinity<@dev>) await(%arg1) => %arg2 : !stream.resource<transient>{%arg0} => !stream.timepoint
    util.return
  }
}
