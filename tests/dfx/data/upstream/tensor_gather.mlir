func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>, %d: tensor<4x5x6xf32>, %v: tensor<1x2x5x6xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x6xf32>
  %1 = tensor.gather %s[%i] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x5x6xf32>
  %2 = tensor.scatter %v into %d[%i] scatter_dims([0]) unique : (tensor<1x2x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
  return
}
