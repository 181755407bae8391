// Transfer-elision probe; <name>.iree313.mlir is what iree-opt 3.13 --iree-stream-elide-async-copies prints for it.
util.func public @g1(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @g2(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @g3(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @g4(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @g5(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_b, [0]>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @g6(%resource: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %f = stream.async.fill %c1, %resource[%c0 to %size for %size] : i32 -> %resource as !stream.resource<*>{%size}
  util.return %t, %f : !stream.resource<*>, !stream.resource<*>
}
util.func public @g7(%b: !util.buffer) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%size}
  %t = stream.async.transfer %i : !stream.resource<external>{%size} -> to(#hal.device.affinity<@dev_a>) !stream.resource<external>{%size}
  %t2 = stream.async.transfer %t : !stream.resource<external>{%size} -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
