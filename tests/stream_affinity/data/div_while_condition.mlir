module attributes {stream.affinity.default = #hal.device.affinity<@dev_a>} {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  util.func public @main(%arg0: !hal.buffer_view, %n: index) -> !hal.buffer_view {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4xf32>
    %r = scf.while (%x = %0) : (tensor<4xf32>) -> tensor<4xf32> {
      %t = flow.tensor.transfer %x : tensor<4xf32> to #hal.device.affinity<@dev_b>
      %y = flow.dispatch @ex::@f(%t) : (tensor<4xf32>) -> tensor<4xf32>
      %c = arith.cmpi slt, %n, %n : index
      scf.condition(%c) %y : tensor<4xf32>
    } do {
    ^bb0(%z: tensor<4xf32>):
      scf.yield %z : tensor<4xf32>
    }
    %e = hal.tensor.export %r "out" : tensor<4xf32> -> !hal.buffer_view
    util.return %e : !hal.buffer_view
  }
}
