// Transfer-elision probe; <name>.iree313.mlir is what iree-opt 3.13 --iree-stream-elide-async-copies prints for it.
module @test attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_a = {transparent_access = true})
  ]>
} {
util.func public @f1(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.optimal<[#hal.device.affinity<@dev_a>]>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @f2(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a, [1]>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @f3(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.optimal<[#hal.device.affinity<@dev_a>, #hal.device.affinity<@dev_b>]>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @f4(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_c>) -> to(#hal.device.affinity<@dev_c, [0]>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @f5(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_c, [0]>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @f6(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_c>) -> !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @f7(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.promise<@dev_a>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @f8(%resource: !stream.resource<staging>) -> !stream.resource<staging> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<staging>{%size} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<staging>{%size}
  util.return %t : !stream.resource<staging>
}
}
