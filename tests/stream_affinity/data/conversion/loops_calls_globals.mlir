// Converted by iree-opt 3.2.0 --iree-stream-conversion into loops_calls_globals.expected.mlir (test_convert_to_stream.py).
util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
util.global private mutable @g {stream.affinity = #hal.device.affinity<@dev_b>} : tensor<4xf32>
util.func private @callee(%t: tensor<4xf32>, %i: index) -> (index, tensor<4xf32>) {
  %c = flow.tensor.clone %t : tensor<4xf32>
  util.return %i, %c : index, tensor<4xf32>
}
util.func public @main(%v: !hal.buffer_view, %n: index, %cond: i1) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = hal.tensor.import on(#hal.device.affinity<@dev_a>) %v "in" : !hal.buffer_view -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %k = %c0) -> (tensor<4xf32>, index) {
    %j, %u = util.call @callee(%a, %k) : (tensor<4xf32>, index) -> (index, tensor<4xf32>)
    %w = scf.if %cond -> tensor<4xf32> {
      %x = flow.dispatch @ex::@e(%u) : (tensor<4xf32>) -> tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    } else {
      scf.yield %u : tensor<4xf32>
    }
    scf.yield %w, %j : tensor<4xf32>, index
  }
  util.global.store %r#0, @g : tensor<4xf32>
  %l = util.global.load @g : tensor<4xf32>
  cf.cond_br %cond, ^bb1(%l, %r#1 : tensor<4xf32>, index), ^bb2
^bb1(%p: tensor<4xf32>, %q: index):
  %s = flow.tensor.transfer %p : tensor<4xf32> to #hal.device.affinity<@dev_a>
  %o = hal.tensor.export on(#hal.device.affinity<@dev_a>) %s "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %o : !hal.buffer_view
^bb2:
  %z = flow.tensor.splat %c0 : tensor<4xindex>
  %y = flow.tensor.bitcast %z : tensor<4xindex> -> tensor<8xi32>
  %e = flow.tensor.empty : tensor<8xi32>
  %u2 = flow.tensor.update %y, %e[%c0] : tensor<8xi32> -> %e as tensor<8xi32>
  %o2 = hal.tensor.export %u2 "out2" : tensor<8xi32> -> !hal.buffer_view
  util.return %o2 : !hal.buffer_view
}
