module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> (tensor<3x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %3 = stablehlo.cosine %arg0 : tensor<3x4xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %5 = stablehlo.subtract %3, %4 : tensor<3x4xf32>
      stablehlo.return %5 : tensor<3x4xf32>
    }, {
      %3 = stablehlo.sine %arg0 : tensor<3x4xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %5 = stablehlo.multiply %3, %4 : tensor<3x4xf32>
      stablehlo.return %5 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
