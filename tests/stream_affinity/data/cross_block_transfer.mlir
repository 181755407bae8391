util.func public @crossBlockSync(%arg0: i1) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c255_i32 = arith.constant 255 : i32
  %0 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%c128}
  %1 = stream.async.dispatch on(#hal.device.affinity<@dev0>) @ex::@dispatch0[%c1, %c1, %c1](%0[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
  cf.br ^bb1
^bb1:
  %2 = stream.async.transfer %1 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@dev0>) -> to(#hal.device.affinity<@dev1>) !stream.resource<transient>{%c128}
  util.return %2 : !stream.resource<transient>
}
