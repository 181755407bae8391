// Transfer-elision probe; <name>.iree313.mlir is what iree-opt 3.13 --iree-stream-elide-async-copies prints for it.
module @test attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true})
  ]>
} {
util.func public @i1(%c: i1, %r1: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %a = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %r = scf.if %c -> !stream.resource<*> {
    scf.yield %r1 : !stream.resource<*>
  } else {
    scf.yield %a : !stream.resource<*>
  }
  %t2 = stream.async.transfer %r : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @i2(%c: i1, %r1: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %a = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %b = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_c>) !stream.resource<*>{%size}
  %r = scf.if %c -> !stream.resource<*> {
    scf.yield %b : !stream.resource<*>
  } else {
    scf.yield %a : !stream.resource<*>
  }
  %t2 = stream.async.transfer %r : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @i3(%c: i1, %r1: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %a = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %b = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_c>) !stream.resource<*>{%size}
  %r = scf.if %c -> !stream.resource<*> {
    scf.yield %a : !stream.resource<*>
  } else {
    scf.yield %b : !stream.resource<*>
  }
  %t2 = stream.async.transfer %r : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @i4(%r1: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %a = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %c1 = arith.constant true
  %s = arith.select %c1, %a, %a : !stream.resource<*>
  %t2 = stream.async.transfer %s : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @i5(%r1: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %a = stream.async.transfer %r1 : !stream.resource<*>{%size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%size}
  %s = util.optimization_barrier %a : !stream.resource<*>
  %t2 = stream.async.transfer %s : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @i6(%r1: !stream.resource<*>) -> !stream.resource<*> {
  %size = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %ci = arith.constant 0 : i32
  %s = stream.async.splat %ci : i32 -> !stream.resource<*>{%size}
  %t2 = stream.async.transfer %s : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
util.func public @i7(%r1: !stream.resource<*>) -> !stream.resource<*> attributes {stream.affinity = #hal.device.affinity<@dev_a>} {
  %size = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %ci = arith.constant 0 : i32
  %s = stream.async.splat %ci : i32 -> !stream.resource<*>{%size}
  %t2 = stream.async.transfer %s : !stream.resource<*>{%size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%size}
  util.return %t2 : !stream.resource<*>
}
}
