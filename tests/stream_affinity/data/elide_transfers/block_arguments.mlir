// Transfer-elision probe; <name>.iree313.mlir is what iree-opt 3.13 --iree-stream-elide-async-copies prints for it.
module attributes {stream.topology = #hal.device.topology<links = [(@dev_1 -> @dev_0 = {unified_memory = true})]>} {
util.func public @p1(%a0: i1) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v4 = arith.constant 7 : i32
  cf.cond_br %a0, ^bb1, ^bb5
^bb5:
  cf.cond_br %a0, ^bb2, ^bb3
^bb1:
  %s1 = stream.async.splat on(#hal.device.affinity<@dev_1>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s1 : !stream.resource<transient>)
^bb2:
  %s2 = stream.async.splat on(#hal.device.affinity<@dev_2>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s2 : !stream.resource<transient>)
^bb3:
  %s3 = stream.async.splat on(#hal.device.affinity<@dev_3>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s3 : !stream.resource<transient>)
^bb4(%b: !stream.resource<transient>):
  %t = stream.async.transfer %b : !stream.resource<transient>{%v3} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%v3}
  util.return %t : !stream.resource<transient>
}
util.func public @p2(%a0: i1) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v4 = arith.constant 7 : i32
  cf.cond_br %a0, ^bb1, ^bb5
^bb5:
  cf.cond_br %a0, ^bb2, ^bb3
^bb1:
  %s1 = stream.async.splat on(#hal.device.affinity<@dev_2>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s1 : !stream.resource<transient>)
^bb2:
  %s2 = stream.async.splat on(#hal.device.affinity<@dev_1>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s2 : !stream.resource<transient>)
^bb3:
  %s3 = stream.async.splat on(#hal.device.affinity<@dev_3>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s3 : !stream.resource<transient>)
^bb4(%b: !stream.resource<transient>):
  %t = stream.async.transfer %b : !stream.resource<transient>{%v3} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%v3}
  util.return %t : !stream.resource<transient>
}
util.func public @p3(%a0: i1) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v4 = arith.constant 7 : i32
  cf.cond_br %a0, ^bb1, ^bb5
^bb5:
  cf.cond_br %a0, ^bb2, ^bb3
^bb1:
  %s1 = stream.async.splat on(#hal.device.affinity<@dev_2>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s1 : !stream.resource<transient>)
^bb2:
  %s2 = stream.async.splat on(#hal.device.affinity<@dev_3>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s2 : !stream.resource<transient>)
^bb3:
  %s3 = stream.async.splat on(#hal.device.affinity<@dev_1>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s3 : !stream.resource<transient>)
^bb4(%b: !stream.resource<transient>):
  %t = stream.async.transfer %b : !stream.resource<transient>{%v3} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%v3}
  util.return %t : !stream.resource<transient>
}
util.func public @p4(%a0: i1) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v4 = arith.constant 7 : i32
  cf.cond_br %a0, ^bb1, ^bb5
^bb5:
  cf.cond_br %a0, ^bb2, ^bb3
^bb1:
  %s1 = stream.async.splat %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s1 : !stream.resource<transient>)
^bb2:
  %s2 = stream.async.splat on(#hal.device.affinity<@dev_1>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s2 : !stream.resource<transient>)
^bb3:
  %s3 = stream.async.splat %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s3 : !stream.resource<transient>)
^bb4(%b: !stream.resource<transient>):
  %t = stream.async.transfer %b : !stream.resource<transient>{%v3} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%v3}
  util.return %t : !stream.resource<transient>
}
util.func public @p5(%a0: i1) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v4 = arith.constant 7 : i32
  cf.cond_br %a0, ^bb1, ^bb5
^bb5:
  cf.cond_br %a0, ^bb2, ^bb3
^bb1:
  %s1 = stream.async.splat on(#hal.device.affinity<@dev_2>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s1 : !stream.resource<transient>)
^bb2:
  %s2 = stream.async.splat %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s2 : !stream.resource<transient>)
^bb3:
  %s3 = stream.async.splat on(#hal.device.affinity<@dev_1>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb4(%s3 : !stream.resource<transient>)
^bb4(%b: !stream.resource<transient>):
  %t = stream.async.transfer %b : !stream.resource<transient>{%v3} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%v3}
  util.return %t : !stream.resource<transient>
}
util.func public @dead(%r: !stream.resource<transient>) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v8 = stream.async.transfer %r : !stream.resource<transient>{%v3} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%v3}
  util.return %r : !stream.resource<transient>
}
util.func public @blockarg(%a0: i1) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v4 = arith.constant 7 : i32
  cf.cond_br %a0, ^bb1, ^bb2
^bb1:
  %v6 = stream.async.splat on(#hal.device.affinity<@dev_2>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb3(%v6 : !stream.resource<transient>)
^bb2:
  %v7 = stream.async.splat on(#hal.device.affinity<@dev_0>) %v4 : i32 -> !stream.resource<transient>{%v3}
  cf.br ^bb3(%v7 : !stream.resource<transient>)
^bb3(%b5: !stream.resource<transient>):
  %v8 = stream.async.transfer %b5 : !stream.resource<transient>{%v3} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%v3}
  util.return %v8 : !stream.resource<transient>
}
util.func public @deadnotopo(%r: !stream.resource<transient>) -> !stream.resource<transient> {
  %v3 = arith.constant 16 : index
  %v8 = stream.async.transfer %r : !stream.resource<transient>{%v3} from(#hal.device.affinity<@dev_2>) -> to(#hal.device.affinity<@dev_1>) !stream.resource<transient>{%v3}
  %v9 = stream.async.transfer %v8 : !stream.resource<transient>{%v3} from(#hal.device.affinity<@dev_2>) -> to(#hal.device.affinity<@dev_1>) !stream.resource<external>{%v3}
  util.return %r : !stream.resource<transient>
}
}
