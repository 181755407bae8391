module {
  util.global private mutable @k0 : !stream.resource<constant>
  util.global private mutable @k1 : !stream.resource<constant>
  util.global private mutable @k3 : !stream.resource<constant>
  util.global private mutable @k4 : !stream.resource<constant>
  util.func public @mixed(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %results:6, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev>) with(%arg0 as %arg2: !stream.resource<external>{%arg1}) -> (!stream.resource<constant>{%c16}, !stream.resource<constant>{%c16}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c8}, !stream.resource<external>{%arg1}) {
      %cst = stream.async.constant : !stream.resource<constant>{%c16} = dense<[1, 2, 3, 4]> : tensor<4xi32>
      %cst_0 = stream.async.constant : !stream.resource<constant>{%c16} = dense<[4, 3, 2, 1]> : tensor<4xi32>
      %cst_1 = stream.async.constant : !stream.resource<constant>{%c12} = dense<[8, 0, 8]> : tensor<3xi32>
      %cst_2 = stream.async.constant : !stream.resource<constant>{%c12} = dense<[0, 8, 0]> : tensor<3xi32>
      %cst_3 = stream.async.constant : !stream.resource<constant>{%c8} = dense<[6, 5]> : tensor<2xi32>
      %2 = stream.async.dispatch @ex::@entry(%arg2[%c0 to %arg1 for %arg1]) : (!stream.resource<external>{%arg1}) -> !stream.resource<external>{%arg1}
      stream.yield %cst, %cst_0, %cst_1, %cst_2, %cst_3, %2 : !stream.resource<constant>{%c16}, !stream.resource<constant>{%c16}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c8}, !stream.resource<external>{%arg1}
    } => !stream.timepoint
    %0:6 = stream.timepoint.await %result_timepoint => %results#1, %results#3, %results#4, %results#5, %results#2, %results#0 : !stream.resource<constant>{%c16}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c8}, !stream.resource<external>{%arg1}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c16}
    util.global.store %0#0, @k1 : !stream.resource<constant>
    util.global.store %0#5, @k0 : !stream.resource<constant>
    util.global.store %0#0, @k1 : !stream.resource<constant>
    util.global.store %0#5, @k0 : !stream.resource<constant>
    util.global.store %0#1, @k3 : !stream.resource<constant>
    util.global.store %0#2, @k4 : !stream.resource<constant>
    %1 = util.optimization_barrier %0#4 : !stream.resource<constant>
    util.return %0#3 : !stream.resource<external>
  }
}

