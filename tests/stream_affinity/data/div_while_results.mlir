util.func private @while_results() -> tensor<1xi32> {
  %cst_a = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<1> : tensor<1xi32>
  %cst_c = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_c>} dense<2> : tensor<1xi32>
  %r = scf.while (%x = %cst_a) : (tensor<1xi32>) -> tensor<1xi32> {
    %c = arith.constant true
    scf.condition(%c) %cst_c : tensor<1xi32>
  } do {
  ^bb0(%y: tensor<1xi32>):
    %t = flow.tensor.transfer %y : tensor<1xi32> to #hal.device.promise<@dev_b>
    scf.yield %t : tensor<1xi32>
  }
  util.return %r : tensor<1xi32>
}
