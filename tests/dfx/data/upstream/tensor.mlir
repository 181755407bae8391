func.func @f(%t: tensor<?xf32>, %u: tensor<*xf32>, %a: f32, %b: f32, %i: tensor<4xi32>, %s: tensor<1xi32>, %x: tensor<2xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<?xf32>
  %1 = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %2 = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  %3 = tensor.rank %u : tensor<*xf32>
  %4 = tensor.from_elements %a, %b : tensor<2xf32>
  %5 = tensor.splat %a : tensor<4xf32>
  %6 = tensor.splat %a[%0] : tensor<?xf32>
  %7 = tensor.reshape %1(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
  %8 = tensor.concat dim(0) %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %9 = tensor.generate %0 {
  ^bb0(%j: index):
    tensor.yield %a : f32
  } : tensor<?xf32>
  %10 = tensor.pad %x low[1] high[%0] {
  ^bb0(%j: index):
    tensor.yield %b : f32
  } : tensor<2xf32> to tensor<?xf32>
  %11 = tensor.pad %x nofold low[0] high[0] {
  ^bb0(%j: index):
    tensor.yield %b : f32
  } : tensor<2xf32> to tensor<2xf32>
  return %3 : index
}
