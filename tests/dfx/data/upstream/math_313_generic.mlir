func.func @f(%x: f32, %y: f32, %z: f32, %a: i32, %b: i32, %v: vector<4xf32>) {
  %0 = "math.clampf"(%x, %y, %z) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
  %1 = "math.fma"(%x, %y, %z) <{roundingmode = 1 : i32}> : (f32, f32, f32) -> f32
  %2 = "math.fpowi"(%x, %a) : (f32, i32) -> f32
  %3 = "math.ipowi"(%a, %b) : (i32, i32) -> i32
  %4 = "math.isnan"(%x) : (f32) -> i1
  %5:2 = "math.sincos"(%x) : (f32) -> (f32, f32)
  %6 = "math.ctlz"(%a) : (i32) -> i32
  %7 = "math.atan2"(%x, %y) : (f32, f32) -> f32
  %8 = "math.absf"(%v) : (vector<4xf32>) -> vector<4xf32>
  %9 = "math.isfinite"(%v) : (vector<4xf32>) -> vector<4xi1>
  %10 = "math.exp"(%x) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
  return
}
