// Shapes of real async-ABI and e2e programs: fences made for a call and
// waited on, a barrier on one tensor (no join), loads from one-element
// tensors (no slice), check ops on dynamically shaped tensors (exported with
// their producers' dims) and dense_resource constants with their blobs.
util.global private @device_a : !hal.device
util.global private mutable @weights = dense_resource<weights_blob> : tensor<4xf32>
util.func private @ext(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view
util.func public @run(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {stream.affinity = #hal.device.affinity<@device_a>} {
  %c0 = arith.constant 0 : index
  %timeout = arith.constant -1 : i32
  %0 = hal.tensor.import wait(%arg1) => %arg0 "input0" : !hal.buffer_view -> tensor<4xf32>
  %device = hal.devices.get %c0 : !hal.device
  %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %1 = hal.tensor.barrier join(%0 : tensor<4xf32>) => %fence : !hal.fence
  %fence_0 = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %2 = hal.tensor.export %1 : tensor<4xf32> -> !hal.buffer_view
  %3 = util.call @ext(%2, %fence, %fence_0) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
  %status = hal.fence.await until([%fence_0]) timeout_millis(%timeout) : i32
  %4 = hal.tensor.import wait(%fence_0) => %3 : !hal.buffer_view -> tensor<4xf32>
  %w = util.global.load @weights : tensor<4xf32>
  %bias = arith.constant dense_resource<bias_blob> : tensor<4xf32>
  %5 = hal.tensor.barrier join(%4 : tensor<4xf32>) => %arg2 : !hal.fence
  %6 = hal.tensor.export %5 "output0" : tensor<4xf32> -> !hal.buffer_view
  util.return %6 : !hal.buffer_view
}
util.func public @loads(%arg0: tensor<1xi32>, %arg1: tensor<1x1xi1>, %arg2: tensor<2xi32>) -> (i32, i1, i32) attributes {stream.affinity = #hal.device.affinity<@device_a>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = flow.tensor.load %arg0[%c0] : tensor<1xi32>
  %1 = flow.tensor.load %arg1[%c0, %c0] : tensor<1x1xi1>
  %2 = flow.tensor.load %arg2[%c1] : tensor<2xi32>
  util.return %0, %1, %2 : i32, i1, i32
}
util.func public @checks(%n: index) attributes {stream.affinity = #hal.device.affinity<@device_a>} {
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %a = flow.tensor.splat %x : tensor<?xf32>{%n}
  %b = flow.tensor.splat %y : tensor<?x4xf32>{%n}
  %c = flow.tensor.reshape %b : tensor<?x4xf32>{%n} -> tensor<4x?xf32>{%n}
  %t = flow.tensor.transfer %a : tensor<?xf32>{%n} to #hal.device.affinity<@device_a>
  check.expect_almost_eq(%a, %t) : tensor<?xf32>
  check.expect_eq(%c, %c) : tensor<4x?xf32>
  util.return
}
{-#
  dialect_resources: {
    builtin: {
      weights_blob: "0x040000000000803F000000400000404000008040",
      bias_blob: "0x04000000000080BF000000C0000040C0000080C0",
      unused_blob: "0x0400000000000000"
    }
  }
#-}
