module {
  util.func public @reshape_one_use(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @dynamic_one_use(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> !stream.resource<*> {
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @two_uses(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %0 = stream.async.clone on(#hal.device.affinity<@device_a>) %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    util.return %0, %0 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @two_slices(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c20 = arith.constant 20 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %0 = stream.async.clone on(#hal.device.affinity<@device_a>) %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.slice on(#hal.device.affinity<@device_a>) %0[%c16 to %c20] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c4}
    %2 = stream.async.slice on(#hal.device.affinity<@device_a>) %0[%c0 to %c4] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c4}
    util.return %1, %2 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @dead_user(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %0 = stream.async.slice %arg0[%c16 to %c20] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c4}
    util.return %0 : !stream.resource<*>
  }
  util.func public @lifetime_change(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<transient> {
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
  util.func public @chain(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    util.return %0, %0 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @nested_use(%arg0: !stream.resource<*>, %arg1: index, %arg2: i1) -> !stream.resource<*> {
    %0 = scf.if %arg2 -> (!stream.resource<*>) {
      scf.yield %arg0 : !stream.resource<*>
    } else {
      scf.yield %arg0 : !stream.resource<*>
    }
    util.return %0 : !stream.resource<*>
  }
  util.func public @update_into_itself(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    util.return %arg0 : !stream.resource<*>
  }
}

