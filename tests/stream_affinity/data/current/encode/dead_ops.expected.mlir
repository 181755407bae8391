module {
  util.func public @f(%arg0: !stream.resource<*>, %arg1: index, %arg2: i32, %arg3: !stream.resource<staging>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.splat %arg2 : i32 -> !stream.resource<*>{%arg1}
    %2 = stream.async.fill %arg2, %arg0[%c0 to %c4 for %c4] : i32 -> %arg0 as !stream.resource<*>{%arg1}
    %3 = stream.async.alloca : !stream.resource<*>{%arg1}
    %4 = stream.async.barrier %arg0 : !stream.resource<*>{%arg1}
    %5 = stream.async.copy %arg0[%c0 to %c4], %arg0[%c0 to %c4], %c4 : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg1}
    util.return
  }
}
