util.func private @switch(%sel: index, %d: index) -> (tensor<4xi32>, tensor<4xi32>, tensor<?xi32>, index) {
  %i0 = flow.tensor.constant dense<0> : tensor<4xi32>
  %i1 = flow.tensor.constant dense<1> : tensor<4xi32>
  %r = scf.index_switch %sel -> tensor<4xi32>
  case 1 {
    %t = flow.tensor.transfer %i0 : tensor<4xi32> to #hal.device.promise<@dev_a>
    scf.yield %t : tensor<4xi32>
  }
  default {
    %t = flow.tensor.transfer %i1 : tensor<4xi32> to #hal.device.promise<@dev_b>
    scf.yield %t : tensor<4xi32>
  }
  %e = scf.execute_region -> tensor<4xi32> {
    %t = flow.tensor.transfer %r : tensor<4xi32> to #hal.device.promise<@dev_a>
    scf.yield %t : tensor<4xi32>
  }
  %cast = tensor.cast %e : tensor<4xi32> to tensor<?xi32>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %cast, %c0 : tensor<?xi32>
  %x = flow.tensor.transfer %cast : tensor<?xi32>{%dim} to #hal.device.promise<@dev_b>
  util.return %r, %e, %x, %dim : tensor<4xi32>, tensor<4xi32>, tensor<?xi32>, index
}
