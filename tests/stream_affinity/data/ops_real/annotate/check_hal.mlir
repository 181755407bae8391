module attributes {stream.affinity.default = #hal.device.affinity<@dev>} {
  util.global private @dev : !hal.device
  util.func public @t(%arg0: tensor<4xf32>, %arg1: i32, %arg2: !hal.buffer_view, %arg3: tensor<4xi1>, %arg4: !hal.device) {
    check.expect_true(%arg1) : i32
    check.expect_false(%arg1) : i32
    check.expect_all_true(%arg3) : tensor<4xi1>
    check.expect_all_true<%arg4>(%arg2) : !hal.buffer_view
    check.expect_eq(%arg0, %arg0) : tensor<4xf32>
    check.expect_eq<%arg4>(%arg2, %arg2) : !hal.buffer_view
    check.expect_eq_const(%arg0, dense<1.000000e+00> : tensor<4xf32>) : tensor<4xf32>
    check.expect_almost_eq(%arg0, %arg0) : tensor<4xf32>
    check.expect_almost_eq<%arg4>(%arg2, %arg2) : !hal.buffer_view
    check.expect_almost_eq_const(%arg0, dense<1.000000e+00> : tensor<4xf32>) : tensor<4xf32>
    %0 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.rank<%arg2 : !hal.buffer_view> : index
    %buffer = hal.buffer_view.buffer<%arg2 : !hal.buffer_view> : !hal.buffer
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %device_count = hal.devices.count : index
    %2 = hal.buffer_view.element_type<%arg2 : !hal.buffer_view> : i32
    %3 = hal.buffer_view.encoding_type<%arg2 : !hal.buffer_view> : i32
    util.return
  }
}
