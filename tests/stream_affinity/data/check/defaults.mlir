module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a : !hal.device
  util.func private @g() -> tensor<4xf32> {
    %cst = arith.constant 2.0 : f32
    %0 = flow.tensor.splat %cst : tensor<4xf32>
    %1 = flow.dispatch @ex::@neg(%0) : (tensor<4xf32>) -> tensor<4xf32>
    util.return %1 : tensor<4xf32>
  }
  util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %0 = util.call @g() : () -> tensor<4xf32>
    %1 = hal.tensor.export on(#hal.device.affinity<@device_a>) %0 "out" : tensor<4xf32> -> !hal.buffer_view
    util.return %1 : !hal.buffer_view
  }
}
