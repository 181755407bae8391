module attributes {stream.affinity.default = #hal.device.affinity<@dev>} {
  util.global private @dev : !hal.device
  util.func public @t(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>, %arg2: !flow.channel, %arg3: !stream.channel, %arg4: index, %arg5: index, %arg6: i32) -> (tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %default_channel = flow.channel.default : !flow.channel
    %default_channel_0 = flow.channel.default "group" : !flow.channel
    %channel = flow.channel.split %arg2, %arg4, %arg5 : !flow.channel -> !flow.channel
    %channel_rank = flow.channel.rank %arg2 : index
    %channel_count = flow.channel.count %arg2 : index
    %0 = flow.collective.all_gather f32, %arg1, %arg0, %arg2 : (tensor<8xf32>, tensor<4xf32>, !flow.channel) -> %arg1 as tensor<8xf32>
    %1 = flow.collective.all_reduce sum, f32, %arg0, %arg0, %arg2 : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %arg0 as tensor<4xf32>
    %2 = flow.collective.all_to_all f32, %arg0, %arg0, %arg2 : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %arg0 as tensor<4xf32>
    %3 = flow.collective.reduce_scatter sum, f32, %arg0, %arg1, %arg2 : (tensor<4xf32>, tensor<8xf32>, !flow.channel) -> %arg0 as tensor<4xf32>
    %4 = flow.collective.send_recv f32, %arg0, %arg0, %arg2, %arg4, %arg5 : (tensor<4xf32>, tensor<4xf32>, !flow.channel, index, index) -> %arg0 as tensor<4xf32>
    %channel_1 = stream.channel.split %arg3, %arg4, %arg5 : !stream.channel -> !stream.channel
    %ccl_rank = stream.channel.rank %arg3 : index
    %ccl_count = stream.channel.count %arg3 : index
    util.return %0, %1, %2, %3, %4 : tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
