module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true})]>} {
  util.func public @h1(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @h2(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.optimal<[#hal.device.affinity<@dev_a>]>) -> to(#hal.device.optimal<[#hal.device.affinity<@dev_a>]>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @h3(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @h4(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @h5(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @h6(%arg0: i1, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg1 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    %1 = scf.if %arg0 -> (!stream.resource<*>) {
      scf.yield %0 : !stream.resource<*>
    } else {
      scf.yield %arg1 : !stream.resource<*>
    }
    util.return %1 : !stream.resource<*>
  }
  util.func public @h7(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    %1 = stream.async.fill %c1_i32, %0[%c0 to %c4 for %c4] : i32 -> %0 as !stream.resource<*>{%c4}
    util.return %1 : !stream.resource<*>
  }
}

