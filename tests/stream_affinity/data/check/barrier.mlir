module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 "in" : !hal.buffer_view -> tensor<4xf32>
    %1 = flow.dispatch @ex::@neg(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = flow.tensor.barrier %1 : tensor<4xf32> on #hal.device.affinity<@device_b>
    %3 = flow.dispatch @ex::@neg(%2) {stream.affinity = #hal.device.affinity<@device_b>} : (tensor<4xf32>) -> tensor<4xf32>
    %4 = hal.tensor.export on(#hal.device.affinity<@device_b>) %3 "out" : tensor<4xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}
