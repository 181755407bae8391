module {
  util.global private @filled : !stream.resource<constant>
  util.global private @filled_size : index
  util.initializer {
    %c12 = arith.constant 12 : index
    %c3_i32 = arith.constant 3 : i32
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results:2, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev>) with() -> (!stream.resource<constant>{%c12}, !stream.resource<*>{%c12}) {
      %cst = stream.async.constant : !stream.resource<constant>{%c12} = dense<[4, 5, 6]> : tensor<3xi32>
      %1 = stream.async.transfer %cst : !stream.resource<constant>{%c12} -> !stream.resource<*>{%c12}
      stream.yield %cst, %1 : !stream.resource<constant>{%c12}, !stream.resource<*>{%c12}
    } => !stream.timepoint
    %results_0, %result_timepoint_1 = stream.async.execute on(#hal.device.affinity<@dev>) await(%result_timepoint) => with(%results#1 as %arg0: !stream.resource<*>{%c12}) -> !stream.resource<constant>{%c12} {
      %1 = stream.async.fill %c3_i32, %arg0[%c4 to %c8 for %c4] : i32 -> %arg0 as !stream.resource<*>{%c12}
      %2 = stream.async.transfer %1 : !stream.resource<*>{%c12} -> !stream.resource<constant>{%c12}
      stream.yield %2 : !stream.resource<constant>{%c12}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<constant>{%c12}
    util.global.store %0, @filled : !stream.resource<constant>
    util.global.store %c12, @filled_size : index
    util.return
  }
}

