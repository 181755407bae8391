util.func @channel(%dev: !hal.device, %aff: i64, %ub: !util.buffer, %i: i32, %ch: !hal.channel) -> (!hal.channel, !hal.channel, i32, i32) {
  %0 = hal.channel.create device(%dev : !hal.device) affinity(%aff) flags(0) id(%ub) group(%ub) rank(%i) count(%i) : !hal.channel
  %1 = hal.channel.split<%ch : !hal.channel> color(%i) key(%i) flags(0) : !hal.channel
  %rank, %count = hal.channel.rank_and_count<%ch : !hal.channel> : i32, i32
  util.return %0, %1, %rank, %count : !hal.channel, !hal.channel, i32, i32
}
