util.func public @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.tensor.transfer %arg0 : tensor<4xf32> to #hal.device.promise<@dev_a>
  %1 = flow.dispatch.region -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = math.exp %in : f32
      %c = arith.constant 2 : i32
      %4 = math.fpowi %3, %c : f32, i32
      linalg.yield %4 : f32
    } -> tensor<4xf32>
    flow.return %2 : tensor<4xf32>
  }
  util.return %1 : tensor<4xf32>
}
