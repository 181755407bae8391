func.func @f() {
  %0 = arith.constant 1.00000012 : f32
  %1 = arith.constant 0.30000001192092896 : f32
  %2 = arith.constant 1.0000001 : f64
  %3 = arith.constant 0.1 : f16
  %4 = arith.constant 3.14159 : bf16
  %5 = arith.constant 123456789.0 : f32
  %6 = arith.constant 1.0e-40 : f32
  %7 = arith.constant 0x7F800000 : f32
  %8 = arith.constant 0xFF800000 : f32
  %9 = arith.constant 0x7FF0000000000000 : f64
  %10 = arith.constant 0xFFC00000 : f32
  %11 = arith.constant 2.5e-3 : f64
  %12 = arith.constant 0.333333343 : f32
  return
}
