func.func @f(%t: tensor<?xf32>, %u: tensor<*xf32>, %a: f32, %x: tensor<2xf32>, %s: tensor<1xi32>) {
  %c0 = arith.constant 0 : index
  %0 = "tensor.dim"(%t, %c0) {x = 1} : (tensor<?xf32>, index) -> index
  %1 = "tensor.rank"(%u) {x = 1} : (tensor<*xf32>) -> index
  %2 = "tensor.cast"(%t) {x = 1} : (tensor<?xf32>) -> tensor<2xf32>
  %3 = "tensor.from_elements"(%a) {x = 1} : (f32) -> tensor<1xf32>
  %4 = "tensor.splat"(%a, %0) {x = 1} : (f32, index) -> tensor<?xf32>
  %5 = "tensor.concat"(%x, %x) <{dim = 0 : i64}> {x = 1} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %6 = "tensor.reshape"(%x, %s) {x = 1} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  return
}
