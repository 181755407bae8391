module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @pipeline(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %cst = arith.constant 1.0 : f32
    %w = flow.tensor.splat %cst : tensor<64xf32>
    %x = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 "in" : !hal.buffer_view -> tensor<64xf32>
    %wa = flow.tensor.transfer %w : tensor<64xf32> to #hal.device.affinity<@device_a>
    %s0 = flow.dispatch @ex::@stage0(%x, %wa) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %t = flow.tensor.transfer %s0 : tensor<64xf32> to #hal.device.affinity<@device_b>
    %s1 = flow.dispatch @ex::@stage1(%t, %w) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %r = hal.tensor.export on(#hal.device.affinity<@device_b>) %s1 "out" : tensor<64xf32> -> !hal.buffer_view
    util.return %r : !hal.buffer_view
  }
}
