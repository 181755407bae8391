module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true})]>} {
  util.func public @i1(%arg0: i1, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg1 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    %1 = scf.if %arg0 -> (!stream.resource<*>) {
      scf.yield %arg1 : !stream.resource<*>
    } else {
      scf.yield %0 : !stream.resource<*>
    }
    util.return %1 : !stream.resource<*>
  }
  util.func public @i2(%arg0: i1, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg1 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    %1 = stream.async.transfer %arg1 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_c>) !stream.resource<*>{%c4}
    %2 = scf.if %arg0 -> (!stream.resource<*>) {
      scf.yield %1 : !stream.resource<*>
    } else {
      scf.yield %0 : !stream.resource<*>
    }
    util.return %2 : !stream.resource<*>
  }
  util.func public @i3(%arg0: i1, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg1 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    %1 = stream.async.transfer %arg1 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_c>) !stream.resource<*>{%c4}
    %2 = scf.if %arg0 -> (!stream.resource<*>) {
      scf.yield %0 : !stream.resource<*>
    } else {
      scf.yield %1 : !stream.resource<*>
    }
    %3 = stream.async.transfer %2 : !stream.resource<*>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%c4}
    util.return %3 : !stream.resource<*>
  }
  util.func public @i4(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    %true = arith.constant true
    %1 = arith.select %true, %0, %0 : !stream.resource<*>
    %2 = stream.async.transfer %1 : !stream.resource<*>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%c4}
    util.return %2 : !stream.resource<*>
  }
  util.func public @i5(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    %1 = util.optimization_barrier %0 : !stream.resource<*>
    %2 = stream.async.transfer %1 : !stream.resource<*>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%c4}
    util.return %2 : !stream.resource<*>
  }
  util.func public @i6(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<*>{%c4}
    %1 = stream.async.transfer %0 : !stream.resource<*>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%c4}
    util.return %1 : !stream.resource<*>
  }
  util.func public @i7(%arg0: !stream.resource<*>) -> !stream.resource<*> attributes {stream.affinity = #hal.device.affinity<@dev_a>} {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
}

