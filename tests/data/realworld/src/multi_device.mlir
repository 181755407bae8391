// A program written for two devices, as users of IREE's multi-device
// support write it: arguments and results pinned with iree.abi.affinity,
// explicit flow.tensor.transfer between the devices, and a stage that runs
// on device_b.
#id = affine_map<(i, j) -> (i, j)>
func.func @pipeline(%x: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>},
                    %w: tensor<8x8xf32> {iree.abi.affinity = #hal.device.promise<@device_b>})
    -> (tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %y = math.tanh %v : f32
      linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %tb = flow.tensor.transfer %t : tensor<4x8xf32> to #hal.device.promise<@device_b>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.matmul ins(%tb, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ma = flow.tensor.transfer %m : tensor<4x8xf32> to #hal.device.promise<@device_a>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ma, %t : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
