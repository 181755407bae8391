func.func private @g(%a: tensor<4xi32>) -> tensor<4xi32> {
  %t = flow.tensor.transfer %a : tensor<4xi32> to #hal.device.promise<@dev_a>
  return %t : tensor<4xi32>
}
util.func private @h(%a: tensor<4xi32>) -> tensor<4xi32> {
  %t = flow.tensor.transfer %a : tensor<4xi32> to #hal.device.promise<@dev_b>
  util.return %t : tensor<4xi32>
}
util.func public @f(%a: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %f = func.constant @g : (tensor<4xi32>) -> tensor<4xi32>
  %r = func.call_indirect %f(%a) : (tensor<4xi32>) -> tensor<4xi32>
  %s = util.call @h(%r) : (tensor<4xi32>) -> tensor<4xi32>
  %c = arith.constant dense<1> : tensor<4xi32>
  %u = func.call @g(%c) : (tensor<4xi32>) -> tensor<4xi32>
  util.return %s, %u : tensor<4xi32>, tensor<4xi32>
}
