module {
  util.func public @sizeof(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, index, index) {
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %0 = arith.muli %arg0, %c16 : index
    %1 = arith.muli %0, %arg1 : index
    %2 = arith.muli %arg0, %c4 : index
    %3 = arith.muli %2, %arg1 : index
    %4 = arith.ceildivui %3, %c2 : index
    %5 = arith.muli %arg0, %c8 : index
    %6 = arith.ceildivui %5, %c4 : index
    %7 = arith.muli %arg0, %c3 : index
    %8 = arith.ceildivui %7, %c2 : index
    util.return %1, %4, %c8, %c16, %c32, %6, %8, %c3 : index, index, index, index, index, index, index, index
  }
  util.func public @constant_and_empty(%arg0: index) -> (!stream.resource<constant>, !stream.resource<*>, index) {
    %c16 = arith.constant 16 : index
    %cst = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c16} = dense<1.000000e+00> : tensor<2x2xf32>
    %0 = arith.muli %arg0, %c16 : index
    %1 = stream.async.alloca on(#hal.device.affinity<@device_a>) : !stream.resource<*>{%0}
    util.return %cst, %1, %c16 : !stream.resource<constant>, !stream.resource<*>, index
  }
}

