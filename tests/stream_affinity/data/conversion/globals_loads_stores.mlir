// Converted by iree-opt 3.2.0 --iree-stream-conversion into globals_loads_stores.expected.mlir (test_convert_to_stream.py).
util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
util.global private mutable @m : tensor<?xf32>
util.global private @imm {stream.affinity = #hal.device.affinity<@dev_b>} = dense<[1, 2]> : tensor<2xi32>
util.initializer {
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %s = flow.tensor.splat %z : tensor<?xf32>{%c3}
  util.global.store %s, @m : tensor<?xf32>
  util.return
}
util.func public @main(%v: !hal.buffer_view, %d: index, %e: index, %c: i1) -> (f32, tensor<2xi32>) {
  %c0 = arith.constant 0 : index
  %m = util.global.load @m : tensor<?xf32>
  %imm = util.global.load @imm : tensor<2xi32>
  %t = hal.tensor.import on(#hal.device.affinity<@dev_a>) %v : !hal.buffer_view -> tensor<?x?xf32>{%d, %e}
  %l = flow.tensor.load %t[%c0, %c0] : tensor<?x?xf32>{%d, %e}
  %w = flow.tensor.store %l, %m[%c0] : tensor<?xf32>{%d}
  scf.if %c {
    util.global.store %w, @m : tensor<?xf32>
  }
  %sl = flow.tensor.slice %imm[%c0 for %d] : tensor<2xi32> -> tensor<?xi32>{%d}
  %t2 = flow.tensor.transfer %sl : tensor<?xi32>{%d} to #hal.device.affinity<@dev_a>
  %re = flow.tensor.reshape %t2 : tensor<?xi32>{%d} -> tensor<2xi32>
  util.return %l, %re : f32, tensor<2xi32>
}
