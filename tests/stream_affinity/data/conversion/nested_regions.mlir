// Converted by iree-opt 3.2.0 --allow-unregistered-dialect --iree-stream-conversion into nested_regions.expected.mlir (test_convert_to_stream.py).
util.global private @dev_a : !hal.device
util.func public @main(%t: tensor<4xf32>, %n: index, %c: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>):
    %f = scf.for %i = %c0 to %n step %c1 iter_args(%y = %x) -> (tensor<4xf32>) {
      %z = flow.dispatch @ex::@e(%y) {stream.affinity = #hal.device.affinity<@dev_a>} : (tensor<4xf32>) -> tensor<4xf32>
      scf.yield %z : tensor<4xf32>
    }
    scf.if %c {
      %u = "some.op"(%f) : (tensor<4xf32>) -> i32
    }
    scf.yield %f : tensor<4xf32>
  }
  cf.br ^bb1(%r, %t : tensor<4xf32>, tensor<4xf32>)
^bb1(%p: tensor<4xf32>, %unused: tensor<4xf32>):
  util.return %p : tensor<4xf32>
}
