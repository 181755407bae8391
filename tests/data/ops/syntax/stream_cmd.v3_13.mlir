module {
  stream.cmd.func private @ext(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: index, %arg4[%arg5 for %arg6]: !stream.resource<*>)
  stream.cmd.func private @ext2(%arg0: i32) -> i32 attributes {some.attr}
  stream.cmd.func private @ext3(%arg0: i32 {x.a = 1 : i32}, %arg1[%arg2 for %arg3]: !stream.resource<*> {x.b}) -> (i32 {x.r}, i64)
  stream.cmd.func private @ext4()
  util.func public @cmds(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i32, %arg3: !stream.channel, %arg4: !stream.timepoint) -> !stream.timepoint {
    %0 = stream.cmd.execute on(#hal.device.affinity<@dev>) await(%arg4) => with(%arg0 as %arg5: !stream.resource<transient>{%arg1}) {
      stream.cmd.concurrent {
        stream.cmd.fill %arg2, %arg5[%arg1 for %arg1] : i32 -> !stream.resource<transient>{%arg1}
        stream.cmd.discard %arg5[%arg1 for %arg1] : !stream.resource<transient>{%arg1}
        stream.cmd.serial {
          stream.cmd.call @ext(rw %arg5[%arg1 for %arg1], %arg1, ro %arg5[%arg1 for %arg1]) : (!stream.resource<transient>{%arg1}, index, !stream.resource<transient>{%arg1}) -> ()
          %1 = stream.cmd.call @ext2(%arg2) : (i32) -> i32
          stream.cmd.collective<all_reduce with sum : f32>[%arg1] channel(%arg3) {
            ro %arg5[%arg1 for %arg1] : !stream.resource<transient>{%arg1},
            wo %arg5[%arg1 for %arg1] : !stream.resource<transient>{%arg1}
          }
          stream.cmd.collective<send : f32>[%arg1] channel(%arg3) param(%arg2 : i32) {
            ro %arg5[%arg1 for %arg1] : !stream.resource<transient>{%arg1}
          }
        }
      }
    } => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}
