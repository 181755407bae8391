module {
  util.func public @boolVector() -> !stream.resource<constant> {
    %c3 = arith.constant 3 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c3} = dense<[0, 1, 1]> : tensor<3xi8>
    util.return %cst : !stream.resource<constant>
  }
  util.func public @boolSplat2D() -> !stream.resource<constant> {
    %c4 = arith.constant 4 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c4} = dense<0> : tensor<2x2xi8>
    util.return %cst : !stream.resource<constant>
  }
  util.func public @boolDynamic(%arg0: index) -> !stream.resource<constant> {
    %c3 = arith.constant 3 : index
    %0 = arith.muli %arg0, %c3 : index
    %cst = stream.async.constant : !stream.resource<constant>{%0} = dense<[[1, 0, 1]]> : tensor<1x3xi8>
    util.return %cst : !stream.resource<constant>
  }
  util.func public @complexSplat(%arg0: index) -> !stream.resource<*> {
    %cst = complex.constant [-2.500000e+00 : f16, 4.000000e+00 : f16] : complex<f16>
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg0, %c4 : index
    %1 = complex.bitcast %cst : complex<f16> to i32
    %2 = stream.async.splat %1 : i32 -> !stream.resource<*>{%0}
    util.return %2 : !stream.resource<*>
  }
  util.func public @anyTiedName(%arg0: !stream.resource<*>, %arg1: index, %arg2: f32) -> !stream.resource<*> {
    %c40 = arith.constant 40 : index
    %c0 = arith.constant 0 : index
    %0 = arith.bitcast %arg2 : f32 to i32
    %1 = stream.async.fill %0, %arg0[%c0 to %c40 for %c40] : i32 -> %arg0 as !stream.resource<*>{%arg1}
    %2 = arith.addi %arg1, %c40 : index
    %3 = stream.async.update %arg0, %1[%c40 to %2] : !stream.resource<*>{%arg1} -> %1 as !stream.resource<*>{%arg1}
    util.return %3 : !stream.resource<*>
  }
}

