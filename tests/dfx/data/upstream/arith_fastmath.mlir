func.func @f(%x: f32, %y: f32) {
  %0 = arith.remf %x, %y : f32
  %1 = arith.maximumf %x, %y : f32
  %2 = arith.minimumf %x, %y : f32
  %3 = arith.maxnumf %x, %y : f32
  %4 = arith.minnumf %x, %y : f32
  %5 = arith.negf %x : f32
  %6 = arith.divf %x, %y : f32
  %7 = arith.subf %x, %y : f32
  %8 = arith.remf %x, %y fastmath<fast> : f32
  %9 = arith.addf %x, %y fastmath<nnan, ninf> : f32
  %10 = arith.constant dense<"0x0102030405060708090A0B0C0D0E0F100102030405060708090A0B0C0D0E0F100102030405060708090A0B0C0D0E0F100102030405060708090A0B0C0D0E0F100102030405060708090A0B0C0D0E0F100102030405060708090A0B0C0D0E0F100102030405060708090A0B0C0D0E0F100102030405060708090A0B0C0D0E0F10"> : tensor<128xi8>
  return
}
