module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg0, %iterArg_1 = %0, %iterArg_2 = %c) : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>
    cond {
      %2 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<6xf32>
      %3 = stablehlo.subtract %2, %iterArg : tensor<6xf32>
      %4 = stablehlo.abs %3 : tensor<6xf32>
      %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %5 = stablehlo.reduce(%4 init: %cst_3) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %6 = stablehlo.compare GT, %5, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_5 = stablehlo.constant dense<50> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = stablehlo.and %6, %7 : tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %2 = stablehlo.divide %iterArg_0, %iterArg_1 : tensor<6xf32>
      %3 = stablehlo.add %iterArg_1, %2 : tensor<6xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %5 = stablehlo.multiply %4, %3 : tensor<6xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %5, %6 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>
    }
    return %1#2, %1#3 : tensor<6xf32>, tensor<i32>
  }
}
