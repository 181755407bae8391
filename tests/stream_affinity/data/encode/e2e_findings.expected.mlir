module {
  util.func public @f1(%arg0: i32) -> !stream.resource<*> {
    %c16 = arith.constant 16 : index
    %0 = stream.async.splat on(#hal.device.affinity<@device_a>) %arg0 : i32 -> !stream.resource<*>{%c16}
    util.return %0 : !stream.resource<*>
  }
  util.func public @f2(%arg0: index) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg0, %c4 : index
    %1 = stream.async.alloca on(#hal.device.affinity<@device_a>) : !stream.resource<*>{%0}
    util.return %1 : !stream.resource<*>
  }
  util.global private @out : !stream.resource<*>
  util.global private @out_size : index
  util.initializer {
    %c8 = arith.constant 8 : index
    %cst = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c8} = dense<[1, 2]> : tensor<2xi32>
    %0 = stream.async.transfer %cst : !stream.resource<constant>{%c8} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c8}
    util.global.store %0, @out : !stream.resource<*>
    util.global.store %c8, @out_size : index
    util.return
  }
  util.func public @f4(%arg0: !stream.resource<*>, %arg1: index, %arg2: i32) -> !stream.resource<*> {
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg1, %c4 : index
    %1 = arith.addi %0, %c4 : index
    %2 = stream.async.fill on(#hal.device.affinity<@device_a>) %arg2, %arg0[%0 to %1 for %c4] : i32 -> %arg0 as !stream.resource<*>{%c32}
    util.return %2 : !stream.resource<*>
  }
  util.func public @f5(%arg0: !stream.resource<staging>) {
    %c16 = arith.constant 16 : index
    stream.tensor.trace "x" = [
      %arg0 : tensor<4xf32> in !stream.resource<staging>{%c16}
    ]
    util.return
  }
}

