// Converted by iree-opt 3.2.0 --iree-stream-conversion into abi_globals_channels.expected.mlir (test_convert_to_stream.py).
util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
util.global private @cst {stream.affinity = #hal.device.affinity<@dev_a>} = dense<1.0> : tensor<4xf32>
util.global private mutable @un {stream.affinity = #hal.device.affinity<@dev_b>} = #util.uninitialized : tensor<4xf32>
flow.func private @ext(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32>
util.func public @main(%buf: !hal.buffer, %fence: !hal.fence, %d: index, %sel: i32, %t: tensor<?xf32>) -> (f32, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %g = util.global.load @cst : tensor<4xf32>
  %v = flow.tensor.load %g[%c0] : tensor<4xf32>
  %s = flow.tensor.store %v, %g[%c0] : tensor<4xf32>
  util.global.store %s, @un : tensor<4xf32>
  %a = flow.tensor.alloca : tensor<?xf32>{%d}
  %call = flow.call @ext(%a, %d) {stream.affinity = #hal.device.affinity<@dev_b>} : (tensor<?xf32>{%d}, index) -> tensor<?xf32>{%d}
  %al = hal.tensor.alias on(#hal.device.affinity<@dev_b>) wait(%fence) => %call : tensor<?xf32>{%d} to %buf : !hal.buffer
  %b:2 = hal.tensor.barrier join(%al, %g : tensor<?xf32>, tensor<4xf32>) => %fence : !hal.fence
  flow.tensor.trace "T" = [%b#0 : tensor<?xf32>{%d}, %b#1 : tensor<4xf32>]
  %ch = flow.channel.default "grp" : !flow.channel
  %r = flow.channel.rank %ch : index
  %b1 = flow.tensor.clone %b#1 : tensor<4xf32>
  cf.switch %sel : i32, [
    default: ^bb1(%b1 : tensor<4xf32>),
    3: ^bb1(%g : tensor<4xf32>)
  ]
^bb1(%x: tensor<4xf32>):
  %e = hal.tensor.export %x : tensor<4xf32> -> !hal.buffer_view
  util.return %v, %e : f32, !hal.buffer_view
}
