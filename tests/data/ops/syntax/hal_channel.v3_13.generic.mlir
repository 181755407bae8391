"builtin.module"() ({
  "util.func"() <{function_type = (!hal.device, i64, !util.buffer, i32, !hal.channel) -> (!hal.channel, !hal.channel, i32, i32), sym_name = "channel", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.device, %arg1: i64, %arg2: !util.buffer, %arg3: i32, %arg4: !hal.channel):
    %0 = "hal.channel.create"(%arg0, %arg1, %arg2, %arg2, %arg3, %arg3) <{flags = 0 : i64}> : (!hal.device, i64, !util.buffer, !util.buffer, i32, i32) -> !hal.channel
    %1 = "hal.channel.split"(%arg4, %arg3, %arg3) <{flags = 0 : i64}> : (!hal.channel, i32, i32) -> !hal.channel
    %2:2 = "hal.channel.rank_and_count"(%arg4) : (!hal.channel) -> (i32, i32)
    "util.return"(%0, %1, %2#0, %2#1) : (!hal.channel, !hal.channel, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
