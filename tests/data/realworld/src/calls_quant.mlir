// A module with internal calls (a private helper called from two entry
// points) and an int8 quantized matmul with i32 accumulation and
// requantisation, as quantized model exports contain.
func.func private @requant(%acc: tensor<4x4xi32>, %scale: f32) -> tensor<4x4xi8> {
  %e = tensor.empty() : tensor<4x4xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%acc : tensor<4x4xi32>) outs(%e : tensor<4x4xi8>) {
    ^bb0(%v: i32, %o: i8):
      %f = arith.sitofp %v : i32 to f32
      %s = arith.mulf %f, %scale : f32
      %lo = arith.constant -128.0 : f32
      %hi = arith.constant 127.0 : f32
      %c1 = arith.maximumf %s, %lo : f32
      %c2 = arith.minimumf %c1, %hi : f32
      %q = arith.fptosi %c2 : f32 to i8
      linalg.yield %q : i8
  } -> tensor<4x4xi8>
  return %r : tensor<4x4xi8>
}

func.func private @qmatmul(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>) -> tensor<4x4xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x4xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x4xi8>) outs(%z : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %m : tensor<4x4xi32>
}

func.func @qlayer(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>) -> tensor<4x4xi8> {
  %scale = arith.constant 0.0625 : f32
  %acc = call @qmatmul(%a, %b) : (tensor<4x8xi8>, tensor<8x4xi8>) -> tensor<4x4xi32>
  %q = call @requant(%acc, %scale) : (tensor<4x4xi32>, f32) -> tensor<4x4xi8>
  return %q : tensor<4x4xi8>
}

func.func @qlayer_twice(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<8x4xi8>) -> (tensor<4x4xi8>, tensor<4x4xi8>) {
  %scale = arith.constant 0.125 : f32
  %x = call @qmatmul(%a, %b) : (tensor<4x8xi8>, tensor<8x4xi8>) -> tensor<4x4xi32>
  %y = call @qmatmul(%a, %c) : (tensor<4x8xi8>, tensor<8x4xi8>) -> tensor<4x4xi32>
  %qx = call @requant(%x, %scale) : (tensor<4x4xi32>, f32) -> tensor<4x4xi8>
  %qy = call @requant(%y, %scale) : (tensor<4x4xi32>, f32) -> tensor<4x4xi8>
  return %qx, %qy : tensor<4x4xi8>, tensor<4x4xi8>
}
