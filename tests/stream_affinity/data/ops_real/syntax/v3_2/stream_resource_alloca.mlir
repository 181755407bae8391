module {
  util.func public @t(%arg0: index, %arg1: !stream.timepoint) {
    %result, %result_timepoint = stream.resource.alloca uninitialized : !stream.resource<staging>{%arg0} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@dev>) : {foo} !stream.resource<transient>{%arg0} => !stream.timepoint
    %result_2, %result_timepoint_3 = stream.resource.alloca uninitialized await(%arg1) => {foo} !stream.resource<transient>{%arg0} => !stream.timepoint
    %0 = stream.resource.dealloca %result : !stream.resource<staging>{%arg0} => !stream.timepoint {foo}
    %1 = stream.resource.dealloca await(%arg1) => %result_0 : !stream.resource<transient>{%arg0} => !stream.timepoint
    %2 = stream.resource.alloc uninitialized {foo} : !stream.resource<*>{%arg0}
    %3 = stream.resource.size %2 {foo} : !stream.resource<*>
    util.return
  }
}
