// Stateful model in the ml_program dialect (as frontends emit it): an
// inline constant embedding table, and a mutable running-average state
// read and written by two entry points.
ml_program.global private @table(dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>) : tensor<3x4xf32>
ml_program.global private mutable @running(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

func.func @lookup(%idx: tensor<2xi32>) -> tensor<2x4xf32> {
  %t = ml_program.global_load_const @table : tensor<3x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%idx : tensor<2xi32>) outs(%e : tensor<2x4xf32>) {
    ^bb0(%i: i32, %o: f32):
      %row = arith.index_cast %i : i32 to index
      %col = linalg.index 1 : index
      %v = tensor.extract %t[%row, %col] : tensor<3x4xf32>
      linalg.yield %v : f32
  } -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @update(%x: tensor<4xf32>) -> tensor<4xf32> {
  %half = arith.constant 0.5 : f32
  %s = ml_program.global_load @running : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%s, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      %m = arith.mulf %t, %half : f32
      linalg.yield %m : f32
  } -> tensor<4xf32>
  ml_program.global_store @running = %n : tensor<4xf32>
  return %n : tensor<4xf32>
}

func.func @read() -> tensor<4xf32> {
  %s = ml_program.global_load @running : tensor<4xf32>
  return %s : tensor<4xf32>
}
