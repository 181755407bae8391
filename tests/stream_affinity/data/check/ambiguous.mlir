module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @f(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 "a" : !hal.buffer_view -> tensor<4xf32>
    %1 = hal.tensor.import on(#hal.device.affinity<@device_b>) %arg1 "b" : !hal.buffer_view -> tensor<4xf32>
    %2 = flow.dispatch @ex::@add(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = flow.dispatch @ex::@neg(%2) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = hal.tensor.export on(#hal.device.affinity<@device_a>) %3 "out" : tensor<4xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}
