// Two unregistered ops in a row on the host: the second one's operand is
// the first one's wrapped result (no affinity in either release).
module attributes {stream.affinity.default = #hal.device.affinity<@dev_a>} {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  util.func public @f(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
    %0 = flow.tensor.transfer %arg0 : tensor<4xf32> to #hal.device.affinity<@dev_b>
    %1 = "test.a"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "test.b"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    util.return %2 : tensor<4xf32>
  }
}
