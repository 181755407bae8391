module attributes {stream.affinity.default = #hal.device.affinity<@dev>} {
util.global private @dev : !hal.device
util.func public @t(%t: tensor<4xf32>, %d: tensor<?x4xf32>, %n: index) {
  flow.tensor.trace "key" = [%t : tensor<4xf32>, %d : tensor<?x4xf32>{%n}]
  util.return
}
}
