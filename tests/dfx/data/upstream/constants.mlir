func.func @f() {
  %0 = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>
  %1 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %2 = arith.constant dense_resource<blob1> : tensor<2xi32>
  %3 = arith.constant dense<[[1.5, 2.5]]> : vector<1x2xf32>
  %4 = arith.constant 42 : index
  %5 = arith.constant -3 : i16
  %6 = arith.constant dense<0xFF800000> : tensor<2xf32>
  %7 = arith.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %8 = arith.constant dense<[-1, 255]> : tensor<2xi8>
  %9 = arith.constant 1.0 : f8E4M3FN
  %11 = arith.constant dense<true> : vector<3xi1>
  %12 = arith.constant 0 : i1
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
