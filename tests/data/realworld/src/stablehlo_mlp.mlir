// A StableHLO program as JAX exports it: dense layer with dot_general,
// broadcast_in_dim bias, tanh, a reduce for a per-row sum and a softmax.
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> (tensor<4x16xf32>, tensor<4xf32>) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x16xf32>
  %3 = stablehlo.tanh %2 : tensor<4x16xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
  %6 = stablehlo.subtract %3, %5 : tensor<4x16xf32>
  %7 = stablehlo.exponential %6 : tensor<4x16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %8 = stablehlo.reduce(%7 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
  %10 = stablehlo.divide %7, %9 : tensor<4x16xf32>
  return %10, %8 : tensor<4x16xf32>, tensor<4xf32>
}
