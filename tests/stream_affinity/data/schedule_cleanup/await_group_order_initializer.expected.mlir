module {
  util.global private @out_a : !stream.resource<constant>
  util.global private @out_b : !stream.resource<constant>
  util.global private @out_c : !stream.resource<constant>
  util.global private @out_d : !stream.resource<constant>
  util.initializer {
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %results:4, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev>) with() -> (!stream.resource<constant>{%c16}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}) {
      %cst = stream.async.constant : !stream.resource<constant>{%c16} = dense<[7, 1, 7, 1]> : tensor<4xi32>
      %cst_0 = stream.async.constant : !stream.resource<constant>{%c12} = dense<[2, 4, 6]> : tensor<3xi32>
      %cst_1 = stream.async.constant : !stream.resource<constant>{%c8} = dense<[3, 9]> : tensor<2xi32>
      %cst_2 = stream.async.constant : !stream.resource<constant>{%c16} = dense<[5, 0, 5, 0]> : tensor<4xi32>
      stream.yield %cst, %cst_0, %cst_1, %cst_2 : !stream.resource<constant>{%c16}, !stream.resource<constant>{%c12}, !stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}
    } => !stream.timepoint
    %0:4 = stream.timepoint.await %result_timepoint => %results#0, %results#2, %results#3, %results#1 : !stream.resource<constant>{%c16}, !stream.resource<constant>{%c8}, !stream.resource<constant>{%c16}, !stream.resource<constant>{%c12}
    util.global.store %0#0, @out_a : !stream.resource<constant>
    util.global.store %0#1, @out_c : !stream.resource<constant>
    util.global.store %0#3, @out_b : !stream.resource<constant>
    util.global.store %0#2, @out_d : !stream.resource<constant>
    util.return
  }
}

