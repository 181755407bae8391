module {
  util.func public @g1(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @g2(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @g3(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @g4(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @g5(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%c4} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_b, [0]>) !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @g6(%arg0: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %0 = stream.async.fill %c1_i32, %arg0[%c0 to %c4 for %c4] : i32 -> %arg0 as !stream.resource<*>{%c4}
    util.return %arg0, %0 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @g7(%arg0: !util.buffer) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_a>) !stream.resource<external>{%c4}
    %2 = stream.async.transfer %1 : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%c4}
    util.return %2 : !stream.resource<*>
  }
}

