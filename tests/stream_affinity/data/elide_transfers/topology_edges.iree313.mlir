module @test attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true}), (@dev_b -> @dev_a = {transparent_access = true})]>} {
  util.func public @f1(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.optimal<[#hal.device.affinity<@dev_a>]>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @f2(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @f3(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.optimal<[#hal.device.affinity<@dev_a>, #hal.device.affinity<@dev_b>]>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @f4(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @f5(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} -> to(#hal.device.affinity<@dev_c, [0]>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @f6(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_c>) -> !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @f7(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @f8(%arg0: !stream.resource<staging>) -> !stream.resource<staging> {
    %c4 = arith.constant 4 : index
    util.return %arg0 : !stream.resource<staging>
  }
}

