module {
  util.func public @slice(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> !stream.resource<*> {
    %c260 = arith.constant 260 : index
    %0 = arith.addi %arg2, %c260 : index
    %1 = stream.async.slice on(#hal.device.affinity<@device_b>) %arg0[%c260 to %0] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg2}
    util.return %1 : !stream.resource<*>
  }
  util.func public @slice_dynamic(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %0 = arith.muli %arg4, %arg3 : index
    %1 = arith.muli %0, %c16 : index
    %2 = arith.muli %arg5, %c16 : index
    %3 = arith.addi %1, %2 : index
    %4 = arith.addi %3, %c1 : index
    %5 = arith.muli %4, %c4 : index
    %6 = arith.addi %5, %arg2 : index
    %7 = stream.async.slice %arg0[%5 to %6] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg2}
    util.return %7 : !stream.resource<*>
  }
  util.func public @slice_whole(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    util.return %arg0 : !stream.resource<*>
  }
  util.func public @slice_packed(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = stream.async.slice %arg0[%c1 to %c2] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c1}
    %1 = stream.async.slice %arg0[%c0 to %c1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c1}
    %2 = arith.muli %arg3, %c8 : index
    %3 = arith.addi %2, %c1 : index
    %4 = arith.divui %3, %c2 : index
    %5 = arith.addi %4, %c1 : index
    %6 = stream.async.slice %arg0[%4 to %5] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c1}
    %7 = arith.addi %arg3, %c8 : index
    %8 = arith.divui %7, %c4 : index
    %9 = arith.addi %8, %c1 : index
    %10 = stream.async.slice %arg0[%8 to %9] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c1}
    util.return %0, %1, %6, %10 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
  }
  util.func public @slice_wide(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %0 = stream.async.slice %arg0[%c4 to %c5] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%c1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @update(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index) -> !stream.resource<*> {
    %c64 = arith.constant 64 : index
    %0 = arith.addi %arg3, %c64 : index
    %1 = stream.async.update on(#hal.device.affinity<@device_a>) %arg2, %arg0[%c64 to %0] : !stream.resource<*>{%arg3} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @update_dynamic(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = arith.muli %arg5, %c8 : index
    %1 = arith.muli %0, %c4 : index
    %2 = arith.addi %1, %arg3 : index
    %3 = stream.async.update %arg2, %arg0[%1 to %2] : !stream.resource<*>{%arg3} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %3 : !stream.resource<*>
  }
  util.func public @update_same_size(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.async.update %arg2, %arg0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @update_by_itself(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c16 = arith.constant 16 : index
    %0 = arith.addi %arg1, %c16 : index
    %1 = stream.async.update %arg0, %arg0[%c16 to %0] : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg2}
    util.return %arg0, %1 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @update_packed(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>) -> !stream.resource<*> {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = stream.async.update %arg2, %arg0[%c1 to %c2] : !stream.resource<*>{%c1} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @update_whole_of_a_splat(%arg0: index, %arg1: !stream.resource<*>, %arg2: f32) -> !stream.resource<*> {
    %0 = arith.bitcast %arg2 : f32 to i32
    %1 = stream.async.splat %0 : i32 -> !stream.resource<*>{%arg0}
    util.return %arg1 : !stream.resource<*>
  }
}

