module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 "in" : !hal.buffer_view -> tensor<4xf32>
    %1 = flow.tensor.transfer %0 : tensor<4xf32> to #hal.device.affinity<@device_b>
    %2 = flow.dispatch @ex::@neg(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = hal.tensor.export on(#hal.device.affinity<@device_a>) %2 "out" : tensor<4xf32> -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
}
