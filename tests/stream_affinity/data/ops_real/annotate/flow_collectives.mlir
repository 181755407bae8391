module attributes {stream.affinity.default = #hal.device.affinity<@dev>} {
util.global private @dev : !hal.device
util.func public @t(%t: tensor<4xf32>, %big: tensor<8xf32>, %ch: !flow.channel, %sch: !stream.channel, %c: index, %k: index, %i: i32) -> (tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = flow.channel.default : !flow.channel
  %1 = flow.channel.default "group" : !flow.channel
  %2 = flow.channel.split %ch, %c, %k : !flow.channel -> !flow.channel
  %3 = flow.channel.rank %ch : index
  %4 = flow.channel.count %ch : index
  %5 = flow.collective.all_gather f32, %big, %t, %ch : (tensor<8xf32>, tensor<4xf32>, !flow.channel) -> %big as tensor<8xf32>
  %6 = flow.collective.all_reduce sum, f32, %t, %t, %ch : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %t as tensor<4xf32>
  %7 = flow.collective.all_to_all f32, %t, %t, %ch : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %t as tensor<4xf32>
  %8 = flow.collective.reduce_scatter sum, f32, %t, %big, %ch : (tensor<4xf32>, tensor<8xf32>, !flow.channel) -> %t as tensor<4xf32>
  %9 = flow.collective.send_recv f32, %t, %t, %ch, %c, %k : (tensor<4xf32>, tensor<4xf32>, !flow.channel, index, index) -> %t as tensor<4xf32>
  %10 = stream.channel.split %sch, %c, %k : !stream.channel -> !stream.channel
  %11 = stream.channel.rank %sch : index
  %12 = stream.channel.count %sch : index
  util.return %5, %6, %7, %8, %9 : tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
}
