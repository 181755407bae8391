util.func public @two(%arg0: !stream.resource<*>, %s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %d = stream.async.dispatch @ex::@e(%arg0[%c0 to %s for %s]) : (!stream.resource<*>{%s}) -> !stream.resource<*>{%s}
  %t1 = stream.async.transfer %d : !stream.resource<*>{%s} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%s}
  %t2 = stream.async.transfer %d : !stream.resource<*>{%s} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%s}
  util.return %t1, %t2 : !stream.resource<*>, !stream.resource<*>
}
