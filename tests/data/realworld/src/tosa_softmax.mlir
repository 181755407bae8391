// A TOSA program as TFLite importers produce it (ops whose syntax is the
// same in the TOSA versions of both compilers; the two reductions are in
// generic form because their custom syntax changed between them): a gated
// activation and a numerically stable softmax built from reduce_max / exp / reduce_sum /
// reciprocal.
func.func @main(%x: tensor<2x4x8xf32>, %g: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %s = tosa.sigmoid %g : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %t = tosa.tanh %x : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %a = tosa.add %s, %t : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %mx = "tosa.reduce_max"(%a) {axis = 2 : i32} : (tensor<2x4x8xf32>) -> tensor<2x4x1xf32>
  %d = tosa.sub %a, %mx : (tensor<2x4x8xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
  %e = tosa.exp %d : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %sum = "tosa.reduce_sum"(%e) {axis = 2 : i32} : (tensor<2x4x8xf32>) -> tensor<2x4x1xf32>
  %r = tosa.reciprocal %sum : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %y = tosa.maximum %e, %r : (tensor<2x4x8xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
  %z = tosa.sub %y, %r : (tensor<2x4x8xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
  return %z : tensor<2x4x8xf32>
}
