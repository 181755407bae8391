stream.cmd.func private @ext(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: index, %arg4[%arg5 for %arg6]: !stream.resource<*>)
stream.cmd.func private @ext2(%arg0: i32) -> i32 attributes {some.attr}
stream.cmd.func private @ext3(%arg0: i32 {x.a = 1 : i32}, %arg1[%arg2 for %arg3]: !stream.resource<*> {x.b}) -> (i32 {x.r}, i64)
stream.cmd.func private @ext4()
util.func @cmds(%r: !stream.resource<transient>, %sz: index, %c: i32, %ch: !stream.channel, %tp: !stream.timepoint) -> !stream.timepoint {
  %t = stream.cmd.execute on(#hal.device.affinity<@dev>) await(%tp) => with(%r as %cap: !stream.resource<transient>{%sz}) {
    stream.cmd.concurrent {
      stream.cmd.fill %c, %cap[%sz for %sz] : i32 -> !stream.resource<transient>{%sz}
      stream.cmd.discard %cap[%sz for %sz] : !stream.resource<transient>{%sz}
      stream.cmd.serial {
        stream.cmd.call @ext(rw %cap[%sz for %sz], %sz, ro %cap[%sz for %sz]) : (!stream.resource<transient>{%sz}, index, !stream.resource<transient>{%sz}) -> ()
        %v = stream.cmd.call @ext2(%c) : (i32) -> i32
        stream.cmd.collective<all_reduce with sum : f32>[%sz] channel(%ch) {
          ro %cap[%sz for %sz] : !stream.resource<transient>{%sz},
          wo %cap[%sz for %sz] : !stream.resource<transient>{%sz}
        }
        stream.cmd.collective<send : f32>[%sz] channel(%ch) param(%c : i32) {
          ro %cap[%sz for %sz] : !stream.resource<transient>{%sz}
        }
      }
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
