module {
  util.func public @channel(%arg0: !hal.device, %arg1: i64, %arg2: !util.buffer, %arg3: i32, %arg4: !hal.channel) -> (!hal.channel, !hal.channel, i32, i32) {
    %channel = hal.channel.create device(%arg0 : !hal.device) affinity(%arg1) flags(0) id(%arg2) group(%arg2) rank(%arg3) count(%arg3) : !hal.channel
    %channel_0 = hal.channel.split<%arg4 : !hal.channel> color(%arg3) key(%arg3) flags(0) : !hal.channel
    %ccl_rank, %ccl_count = hal.channel.rank_and_count<%arg4 : !hal.channel> : i32, i32
    util.return %channel, %channel_0, %ccl_rank, %ccl_count : !hal.channel, !hal.channel, i32, i32
  }
}
