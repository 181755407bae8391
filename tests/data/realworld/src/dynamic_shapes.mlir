// Dynamic shapes: a matmul over ?x? operands, a row-wise normalisation with
// the sizes taken from tensor.dim, and a dynamic slice.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @dyn_matmul_norm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%z : tensor<?x?xf32>) -> tensor<?x?xf32>
  %er = tensor.empty(%m) : tensor<?xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mm : tensor<?x?xf32>) outs(%zr : tensor<?xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %sq = arith.mulf %x, %x : f32
      %t = arith.addf %sq, %acc : f32
      linalg.yield %t : f32
  } -> tensor<?xf32>
  %norm = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %sum : tensor<?x?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
    ^bb0(%x: f32, %s: f32, %o: f32):
      %r = math.rsqrt %s : f32
      %y = arith.mulf %x, %r : f32
      linalg.yield %y : f32
  } -> tensor<?x?xf32>
  return %norm : tensor<?x?xf32>
}

func.func @dyn_slice(%a: tensor<?xi32>, %off: index, %len: index) -> tensor<?xi32> {
  %s = tensor.extract_slice %a[%off] [%len] [1] : tensor<?xi32> to tensor<?xi32>
  %e = tensor.empty(%len) : tensor<?xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%s : tensor<?xi32>) outs(%e : tensor<?xi32>) {
    ^bb0(%x: i32, %o: i32):
      %y = arith.muli %x, %x : i32
      linalg.yield %y : i32
  } -> tensor<?xi32>
  return %r : tensor<?xi32>
}
