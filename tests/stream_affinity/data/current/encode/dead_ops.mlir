// FLAGS: --iree-stream-encode-host-tensors
util.func public @f(%r: !stream.resource<*>, %s: index, %v: i32, %st: !stream.resource<staging>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.async.transfer %r : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  %1 = stream.async.clone %r : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  %2 = stream.async.slice %r[%c0 to %c4] : !stream.resource<*>{%s} -> !stream.resource<*>{%c4}
  %3 = stream.async.splat %v : i32 -> !stream.resource<*>{%s}
  %4 = stream.async.fill %v, %r[%c0 to %c4 for %c4] : i32 -> %r as !stream.resource<*>{%s}
  %5 = stream.async.alloca : !stream.resource<*>{%s}
  %6 = stream.async.dispatch @ex::@d(%r[%c0 to %s for %s]) : (!stream.resource<*>{%s}) -> !stream.resource<*>{%s}
  %7 = stream.async.load %st[%c0] : !stream.resource<staging>{%s} -> i32
  %8 = stream.async.barrier %r : !stream.resource<*>{%s}
  %9 = stream.async.cast %r : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %10 = stream.async.update %r, %r[%c0 to %s] : !stream.resource<*>{%s} -> %r as !stream.resource<*>{%s}
  %11 = stream.async.copy %r[%c0 to %c4], %r[%c0 to %c4], %c4 : !stream.resource<*>{%s} -> %r as !stream.resource<*>{%s}
  %12 = stream.async.constant : !stream.resource<*>{%c4} = dense<[1]> : tensor<1xi32>
  util.return
}
