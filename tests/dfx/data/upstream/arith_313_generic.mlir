func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %h: f16, %s: f8E8M0FNU, %p: f4E2M1FN) {
  %c = arith.constant true
  %0 = "arith.addf"(%x, %y) <{roundingmode = 1 : i32, fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %1 = "arith.divsi"(%a, %b) <{isExact}> : (i32, i32) -> i32
  %2 = "arith.shrui"(%a, %b) <{isExact}> : (i32, i32) -> i32
  %3 = "arith.extui"(%a) <{nonNeg}> : (i32) -> i64
  %4 = "arith.uitofp"(%a) <{nonNeg}> : (i32) -> f32
  %5 = "arith.index_castui"(%a) <{nonNeg}> : (i32) -> index
  %6 = "arith.trunci"(%a) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i8
  %7 = "arith.convertf"(%h) <{roundingmode = 0 : i32, fastmath = #arith.fastmath<nnan>}> : (f16) -> bf16
  %8 = "arith.flush_denormals"(%x) : (f32) -> f32
  %9 = "arith.maximumnumf"(%x, %y) : (f32, f32) -> f32
  %10:2 = "arith.subui_extended"(%a, %b) : (i32, i32) -> (i32, i1)
  %11 = "arith.scaling_extf"(%p, %s) : (f4E2M1FN, f8E8M0FNU) -> f32
  %12 = "arith.scaling_truncf"(%x, %s) <{roundingmode = 0 : i32}> : (f32, f8E8M0FNU) -> f4E2M1FN
  %13 = "arith.extf"(%h) <{fastmath = #arith.fastmath<nnan>}> : (f16) -> f32
  %14 = "arith.truncf"(%x) : (f32) -> f16
  %15 = "arith.remf"(%x, %y) : (f32, f32) -> f32
  %16 = "arith.negf"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %17 = "arith.select"(%c, %x, %y) : (i1, f32, f32) -> f32
  return
}
