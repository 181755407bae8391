// An IREE end-to-end test module in the style of IREE's tests/e2e: inputs
// kept opaque with util.unfoldable_constant, results checked with
// check.expect_*.
func.func @matmul_check() {
  %lhs = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %rhs = util.unfoldable_constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%lhs, %rhs : tensor<2x2xf32>, tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const(%r, dense<[[19.0, 22.0], [43.0, 50.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

func.func @add_int_check() {
  %a = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = util.unfoldable_constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %s = arith.addi %x, %y : i32
      linalg.yield %s : i32
  } -> tensor<4xi32>
  check.expect_eq_const(%r, dense<[11, 22, 33, 44]> : tensor<4xi32>) : tensor<4xi32>
  %expected = util.unfoldable_constant dense<[11, 22, 33, 44]> : tensor<4xi32>
  check.expect_eq(%r, %expected) : tensor<4xi32>
  return
}

func.func @scalar_check() {
  %a = util.unfoldable_constant 6 : i32
  %b = arith.constant 7 : i32
  %c = arith.muli %a, %b : i32
  %d = arith.constant 42 : i32
  %ok = arith.cmpi eq, %c, %d : i32
  check.expect_true(%ok) : i1
  return
}
