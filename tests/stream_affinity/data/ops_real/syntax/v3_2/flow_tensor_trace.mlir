module attributes {stream.affinity.default = #hal.device.affinity<@dev>} {
  util.global private @dev : !hal.device
  util.func public @t(%arg0: tensor<4xf32>, %arg1: tensor<?x4xf32>, %arg2: index) {
    flow.tensor.trace "key" = [%arg0 : tensor<4xf32>, %arg1 : tensor<?x4xf32>{%arg2}]
    util.return
  }
}
