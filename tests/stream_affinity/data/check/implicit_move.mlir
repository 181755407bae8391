module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.global private mutable @state {stream.affinity = #hal.device.affinity<@device_b>} : tensor<2x3xi8>
  util.func public @f(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %n: index) -> !hal.buffer_view {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 "x" : !hal.buffer_view -> tensor<4x8xf32>
    %1 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg1 "y" : !hal.buffer_view -> tensor<?xf16>{%n}
    %2 = flow.dispatch @ex::@mix(%0, %1, %0) {stream.affinity = #hal.device.affinity<@device_b>} : (tensor<4x8xf32>, tensor<?xf16>{%n}, tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = flow.dispatch @ex::@small(%0) : (tensor<4x8xf32>) -> tensor<2x3xi8>
    util.global.store %3, @state : tensor<2x3xi8>
    %4 = hal.tensor.export on(#hal.device.affinity<@device_b>) %2 "out" : tensor<4x8xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
}
