// Converted by iree-opt 3.2.0 --iree-stream-conversion into tied_calls_folds.expected.mlir (test_convert_to_stream.py).
util.global private @dev_a : !hal.device
util.func private @decl(%a: tensor<4xf32>) -> tensor<4xf32>
util.func private @tied(%a: tensor<4xf32>, %b: i32) -> %a {
  util.return %a : tensor<4xf32>
}
util.func public @main(%buf: !hal.buffer, %d: index, %x: tensor<4xf32>) -> (!hal.buffer, tensor<?x4xf32>, tensor<4xf32>) {
  %c2_i32 = arith.constant 2 : i32
  %i = hal.tensor.import on(#hal.device.promise<@dev_a>) %buf : !hal.buffer -> tensor<?x4xf32>{%d}
  %dc = flow.tensor.dynamic_constant dense<1.0> : tensor<4xf32> -> tensor<?xf32>
  %cst = arith.constant dense<2.0> : tensor<4xf32>
  %r:2 = flow.dispatch @ex::@e(%x, %cst, %c2_i32) : (tensor<4xf32>, tensor<4xf32>, i32) -> (%cst, tensor<4xf32>)
  %y = util.call @decl(%r#0) : (tensor<4xf32>) -> tensor<4xf32>
  %z = util.call @tied(%y, %c2_i32) : (tensor<4xf32>, i32) -> %y
  %e = hal.tensor.export %i "out" : tensor<?x4xf32>{%d} -> !hal.buffer
  util.return %e, %i, %z : !hal.buffer, tensor<?x4xf32>, tensor<4xf32>
}
