// Two-layer perceptron: matmul + bias + ReLU, then matmul + bias.
// Weights are function arguments (as an exported inference entry point).
func.func @mlp(%x: tensor<4x16xf32>, %w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
               %w2: tensor<32x8xf32>, %b2: tensor<8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x16xf32>, tensor<16x32xf32>)
                      outs(%f1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %h1 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<4x32xf32>, tensor<32xf32>) outs(%e1 : tensor<4x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<4x32xf32>, tensor<32x8xf32>)
                      outs(%f2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<4x8xf32>, tensor<8xf32>) outs(%e2 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
