// Transfer-elision probe; <name>.iree313.mlir is what iree-opt 3.13 --iree-stream-elide-async-copies prints for it.
module @test attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true})
  ]>
} {
util.func public @h1(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} -> !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @h2(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.optimal<[#hal.device.affinity<@dev_a>]>) -> to(#hal.device.optimal<[#hal.device.affinity<@dev_a>]>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @h3(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  util.return %t : !stream.resource<*>
}
util.func public @h4(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  %t2 = stream.async.transfer %t : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @h5(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %t2 = stream.async.transfer %t : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @h6(%c: i1, %r1: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %a = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %r = scf.if %c -> !stream.resource<*> {
    scf.yield %a : !stream.resource<*>
  } else {
    scf.yield %r1 : !stream.resource<*>
  }
  %t2 = stream.async.transfer %r : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @h7(%resource: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %t = stream.async.transfer %resource : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %f = stream.async.fill %c1, %t[%c0 to %size for %size] : i32 -> %t as !stream.resource<*>{%size}
  %t2 = stream.async.transfer %f : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
}
