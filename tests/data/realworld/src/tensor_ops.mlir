// Data movement as real models have it: pad, concat, insert_slice into a
// larger buffer, transpose, and an argmax over i32 indices.
func.func @layout(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> (tensor<5x8xf32>, tensor<8x5xf32>, tensor<5xi32>) {
  %zero = arith.constant 0.0 : f32
  %cat = tensor.concat dim(1) %a, %b : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x8xf32>
  %pad = tensor.pad %cat low[1, 0] high[1, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
  } : tensor<3x8xf32> to tensor<5x8xf32>
  %big = tensor.empty() : tensor<8x5xf32>
  %bz = linalg.fill ins(%zero : f32) outs(%big : tensor<8x5xf32>) -> tensor<8x5xf32>
  %te = tensor.empty() : tensor<4x3xf32>
  %at = linalg.transpose ins(%a : tensor<3x4xf32>) outs(%te : tensor<4x3xf32>) permutation = [1, 0]
  %ins = tensor.insert_slice %at into %bz[2, 1] [4, 3] [1, 1] : tensor<4x3xf32> into tensor<8x5xf32>
  %ninf = arith.constant -3.40282347E+38 : f32
  %c0 = arith.constant 0 : i32
  %ve = tensor.empty() : tensor<5xf32>
  %ie = tensor.empty() : tensor<5xi32>
  %vi = linalg.fill ins(%ninf : f32) outs(%ve : tensor<5xf32>) -> tensor<5xf32>
  %ii = linalg.fill ins(%c0 : i32) outs(%ie : tensor<5xi32>) -> tensor<5xi32>
  %mx:2 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%pad : tensor<5x8xf32>) outs(%vi, %ii : tensor<5xf32>, tensor<5xi32>) {
    ^bb0(%v: f32, %best: f32, %bi: i32):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i32
      %gt = arith.cmpf ogt, %v, %best : f32
      %nv = arith.select %gt, %v, %best : f32
      %ni = arith.select %gt, %ji, %bi : i32
      linalg.yield %nv, %ni : f32, i32
  } -> (tensor<5xf32>, tensor<5xi32>)
  return %pad, %ins, %mx#1 : tensor<5x8xf32>, tensor<8x5xf32>, tensor<5xi32>
}
