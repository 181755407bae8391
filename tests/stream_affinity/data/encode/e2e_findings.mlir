// Shapes from IREE's e2e programs (docs/realworld.md): a splat's size, a
// dynamic empty tensor's byte size, a constant's resource size, fill, trace.
util.func public @f1(%v: i32) -> !stream.resource<*> {
  %s = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4xi32> : index
  %0 = stream.tensor.splat on(#hal.device.affinity<@device_a>) %v : i32 -> tensor<4xi32> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @f2(%n: index) -> !stream.resource<*> {
  %s = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?xf32>{%n} : index
  %0 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?xf32>{%n} in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.global private @out : !stream.resource<*>
util.global private @out_size : index
util.initializer {
  %c8 = arith.constant 8 : index
  %cst = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c8} = dense<[1, 2]> : tensor<2xi32>
  %0 = stream.resource.size %cst : !stream.resource<constant>
  %1 = stream.async.transfer %cst : !stream.resource<constant>{%0} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%0}
  util.global.store %1, @out : !stream.resource<*>
  util.global.store %0, @out_size : index
  util.return
}
util.func public @f4(%arg0: !stream.resource<*>, %arg1: index, %arg2: i32) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %s = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<8xi32> : index
  %0 = stream.tensor.fill on(#hal.device.affinity<@device_a>) %arg2, %arg0[%arg1 for %c1] : i32 -> tensor<8xi32> in %arg0 as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @f5(%arg0: !stream.resource<staging>) {
  %s = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4xf32> : index
  stream.tensor.trace "x" = [%arg0 : tensor<4xf32> in !stream.resource<staging>{%s}]
  util.return
}
