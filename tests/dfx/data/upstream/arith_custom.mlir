func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %h: f16, %v: vector<4xf32>, %t: tensor<4xi32>) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.addf %x, %y fastmath<nnan,ninf> : f32
  %3:2 = arith.addui_extended %a, %b : i32, i1
  %4:2 = arith.mulsi_extended %a, %b : i32
  %5:2 = arith.mului_extended %a, %b : i32
  %6 = arith.truncf %x to_nearest_even fastmath<contract> : f32 to f16
  %7 = arith.divsi %a, %b : i32
  %8 = arith.extui %a : i32 to i64
  %9 = arith.cmpf oeq, %x, %y fastmath<nnan> : f32
  %10 = arith.cmpi ult, %t, %t : tensor<4xi32>
  %c = arith.constant dense<[1, 2]> : vector<2xi32>
  %c2 = arith.constant 1.5 : f32
  %c3 = arith.constant 0x7FC00000 : f32
  %c4 = arith.constant -0.0 : f32
  %c5 = arith.constant true
  %c6 = arith.constant dense<1.0> : tensor<2x2xf16>
  %c7 = arith.constant 3 : i8
  %c8 = arith.constant -1 : i64
  %c10 = arith.constant 2.0 : bf16
  %c11 = arith.constant 1.0e10 : f64
  %c12 = arith.constant dense<[true, false]> : tensor<2xi1>
  %c13 = arith.constant dense<> : tensor<0xi32>
  %c14 = arith.constant 0xFF : i8
  return
}
