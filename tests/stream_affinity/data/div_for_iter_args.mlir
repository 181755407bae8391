util.func private @for_iter_args() -> (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i0 = flow.tensor.constant dense<0> : tensor<1xi32>
  %i1 = flow.tensor.constant dense<1> : tensor<1xi32>
  %i2 = flow.tensor.constant dense<2> : tensor<1xi32>
  %i3 = flow.tensor.constant dense<3> : tensor<1xi32>
  %r:4 = scf.for %iv = %c0 to %c2 step %c1 iter_args(%a0 = %i0, %a1 = %i1, %a2 = %i2, %a3 = %i3) -> (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) {
    %t0 = flow.tensor.transfer %a0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    %t1 = flow.tensor.transfer %a1 : tensor<1xi32> to #hal.device.promise<@dev_b>
    %t2 = flow.tensor.transfer %a2 : tensor<1xi32> to #hal.device.promise<@dev_c>
    %t3 = flow.tensor.transfer %a3 : tensor<1xi32> to #hal.device.promise<@dev_d>
    scf.yield %t0, %t1, %t2, %t3 : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
  }
  util.return %r#0, %r#1, %r#2, %r#3 : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
}
