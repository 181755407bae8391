module {
  util.global private @dev : !hal.device
  util.func public @t(%arg0: index, %arg1: !stream.resource<*>, %arg2: !stream.resource<staging>, %arg3: !util.buffer, %arg4: !stream.timepoint, %arg5: index, %arg6: index, %arg7: i32, %arg8: i64, %arg9: !stream.resource<transient>, %arg10: !stream.resource<variable>) {
    %0 = stream.resource.alloc uninitialized on(#hal.device.affinity<@dev>) : !stream.resource<*>{%arg0}
    %1 = stream.resource.alloc : !stream.resource<transient>{%arg0}
    %2 = stream.resource.size %arg1 : !stream.resource<*>
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@dev>) %arg3[%arg5] : !util.buffer -> i1, !stream.resource<constant>{%arg0}
    %3 = stream.resource.load %arg2[%arg5] : !stream.resource<staging>{%arg0} -> i32
    stream.resource.store %arg7, %arg2[%arg5] : i32 -> !stream.resource<staging>{%arg0}
    %4 = stream.resource.subview %arg1[%arg5] : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg6}
    %5:3 = stream.resource.pack on(#hal.device.affinity<@dev>) offset(%arg5) slices({
      [0, 1] = %arg6,
      [1, 2] = %arg0
    }) : index
    %6:2 = stream.resource.pack slices({
      [0, 1] = %arg6
    }) : index
    %results:2, %result_timepoint = stream.resource.constants on(#hal.device.affinity<@dev>) : 
      !stream.resource<constant>{%arg6} = dense<1> : tensor<2xi32>,
      !stream.resource<constant>{%arg6} = dense<2> : tensor<2xi32>
      => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@dev>) await(%arg4) => !stream.resource<transient>{%arg0} => !stream.timepoint
    %7 = stream.resource.dealloca on(#hal.device.affinity<@dev>) await(%arg4) => %result_0 : !stream.resource<transient>{%arg0} => !stream.timepoint
    %8:2 = stream.context.resolve on(#hal.device.affinity<@dev>) : !hal.device, i64
    %9 = stream.context.resolve : !hal.allocator
    %channel = stream.channel.create on(#hal.device.affinity<@dev>) rank(%arg0) count(%arg6) : !stream.channel
    %channel_2 = stream.channel.create on(#hal.device.affinity<@dev>) id(%arg3) group("g") : !stream.channel
    %file = stream.file.constant on(#hal.device.affinity<@dev>) %arg3[%arg5 for %arg6] : !util.buffer{%arg6} -> !stream.file
    %10 = stream.file.read on(#hal.device.affinity<@dev>) await(%arg4) => %file[%arg8], %arg10[%arg5], %arg6 : !stream.file -> !stream.resource<variable>{%arg0} => !stream.timepoint
    %11 = stream.file.write await(%arg4) => %arg10[%arg5], %file[%arg8], %arg6 : !stream.resource<variable>{%arg0} -> !stream.file => !stream.timepoint
    %results_3, %result_timepoint_4 = stream.async.execute on(#hal.device.affinity<@dev>) with(%arg1 as %arg11: !stream.resource<*>{%arg0}) -> %arg1{%arg0} {
      %12 = stream.async.concurrent with(%arg11 as %arg12: !stream.resource<*>{%arg0}) -> %arg11{%arg0} {
        stream.yield %arg12 : !stream.resource<*>{%arg0}
      }
      stream.yield %12 : !stream.resource<*>{%arg0}
    } => !stream.timepoint
    util.return
  }
}
