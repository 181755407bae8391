module attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true})]>} {
  util.func public @e1(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev_b>) with(%0 as %arg1: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
      stream.yield %arg1 : !stream.resource<external>{%c4}
    } => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
  util.func public @e2(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev_a>) with(%0 as %arg1: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
      stream.yield %arg1 : !stream.resource<external>{%c4}
    } => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
  util.func public @e3(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev_c>) with(%0 as %arg1: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
      stream.yield %arg1 : !stream.resource<external>{%c4}
    } => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
  util.func public @e4(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_c>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev_a>) with(%0 as %arg1: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
      %2 = stream.async.transfer %arg1 : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
      stream.yield %2 : !stream.resource<external>{%c4}
    } => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
  util.func public @e5(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev_a>) with(%arg0 as %arg1: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
      %1 = stream.async.transfer %arg1 : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
      stream.yield %1 : !stream.resource<external>{%c4}
    } => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
    util.return %0 : !stream.resource<external>
  }
  util.func public @f1(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0) -> (!stream.resource<external>) {
      scf.yield %arg2 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
  util.func public @f2(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %results, %result_timepoint = stream.async.execute on(#hal.device.affinity<@dev_c>) with(%0 as %arg1: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
      %2 = stream.async.concurrent with(%arg1 as %arg2: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
        stream.yield %arg2 : !stream.resource<external>{%c4}
      }
      stream.yield %2 : !stream.resource<external>{%c4}
    } => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
  util.func public @g1(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0) -> (!stream.resource<external>) {
      %2 = stream.async.transfer %arg2 : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
      %3 = stream.tensor.import on(#hal.device.affinity<@dev_c>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
      scf.yield %3 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
  util.func public @g2(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_c>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0) -> (!stream.resource<external>) {
      %2 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
      scf.yield %2 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
  util.func public @g3(%arg0: !util.buffer) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_c>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0) -> (!stream.resource<external>) {
      %2 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
      scf.yield %2 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
}

