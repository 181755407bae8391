// Two splats start the first region because host barriers read the second
// one; the first is read only by a dispatch of a later region whose result
// nobody uses. The cleanup erases that dispatch, so the first region's result
// for the first splat ends up unused: iree-opt 3.2.0 still yields it (results
// of an execute are never dropped).
util.global private mutable @sink : !stream.resource<external>
util.func public @cloned(%in: !stream.resource<external>, %n: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  %a = stream.async.splat %one : i32 -> !stream.resource<transient>{%c64}
  %two = arith.constant 2 : i32
  %b = stream.async.splat %two : i32 -> !stream.resource<transient>{%c64}
  util.global.store %in, @sink : !stream.resource<external>
  util.optimization_barrier %b : !stream.resource<transient>
  util.global.store %in, @sink : !stream.resource<external>
  %d = stream.async.dispatch @ex::@mix(%in[%c0 to %n for %n], %a[%c0 to %c64 for %c64]) : (!stream.resource<external>{%n}, !stream.resource<transient>{%c64}) -> !stream.resource<external>{%n}
  util.optimization_barrier %b : !stream.resource<transient>
  %e = stream.async.dispatch @ex::@last(%in[%c0 to %n for %n]) : (!stream.resource<external>{%n}) -> !stream.resource<external>{%n}
  util.return %e : !stream.resource<external>
}
