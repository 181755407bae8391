// SPEC-CURRENT ex. 10 and section 3: barrier results are tied to their operand.
util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
flow.executable private @ex {
  flow.executable.export public @k
  builtin.module {
    func.func @k(%arg0: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
      return
    }
  }
}
util.func public @flow_barrier(%in: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = flow.dispatch @ex::@k(%in) {stream.affinity = #hal.device.promise<@dev_a>} : (tensor<4xf32>) -> tensor<4xf32>
  %b = flow.tensor.barrier %t : tensor<4xf32> on #hal.device.promise<@dev_b>
  %u = flow.dispatch @ex::@k(%t) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %b, %u : tensor<4xf32>, tensor<4xf32>
}
util.func public @async_barrier(%n: index) -> !stream.resource<transient> {
  %c4_i32 = arith.constant 4 : i32
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %c4_i32 : i32 -> !stream.resource<transient>{%n}
  %b = stream.async.barrier on(#hal.device.promise<@dev_b>) %r : !stream.resource<transient>{%n}
  util.return %b : !stream.resource<transient>
}
