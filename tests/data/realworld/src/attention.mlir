// Single-head scaled dot-product attention with an explicit softmax:
// scores = Q K^T / sqrt(d); p = softmax(scores); out = p V.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @attention(%q: tensor<8x16xf32>, %k: tensor<8x16xf32>, %v: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.40282347E+38 : f32
  %scale = arith.constant 0.25 : f32
  %e88 = tensor.empty() : tensor<8x8xf32>
  %z88 = linalg.fill ins(%zero : f32) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.generic {
      indexing_maps = [affine_map<(i, j, d) -> (i, d)>, affine_map<(i, j, d) -> (j, d)>, affine_map<(i, j, d) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<8x16xf32>, tensor<8x16xf32>) outs(%z88 : tensor<8x8xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %t = arith.addf %p, %acc : f32
      linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x8xf32>) outs(%e88 : tensor<8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %scale : f32
      linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %rowmax = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%scaled : tensor<8x8xf32>) outs(%minit : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %m = arith.maximumf %a, %acc : f32
      linalg.yield %m : f32
  } -> tensor<8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled, %rowmax : tensor<8x8xf32>, tensor<8xf32>) outs(%e88 : tensor<8x8xf32>) {
    ^bb0(%a: f32, %mx: f32, %o: f32):
      %d = arith.subf %a, %mx : f32
      %x = math.exp %d : f32
      linalg.yield %x : f32
  } -> tensor<8x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %rowsum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<8x8xf32>) outs(%sinit : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %rowsum : tensor<8x8xf32>, tensor<8xf32>) outs(%e88 : tensor<8x8xf32>) {
    ^bb0(%a: f32, %t: f32, %o: f32):
      %d = arith.divf %a, %t : f32
      linalg.yield %d : f32
  } -> tensor<8x8xf32>
  %e816 = tensor.empty() : tensor<8x16xf32>
  %z816 = linalg.fill ins(%zero : f32) outs(%e816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %out = linalg.matmul ins(%p, %v : tensor<8x8xf32>, tensor<8x16xf32>)
                       outs(%z816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %out : tensor<8x16xf32>
}
