// The folds iree-opt 3.2.0's greedy driver applies during encode-host-tensors
// that meet encoded and converted programs (docs/divergences.md E1).
util.func public @tied_dispatch_target(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@e(%r[%c0 to %s for %s]) : (!stream.resource<*>{%s}) -> %r{%s}
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_target(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>, %v: i8) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = stream.async.fill %v, %r[%c0 to %c1 for %c1] : i8 -> %r as !stream.resource<*>{%s}
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @alloca_target(%s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = stream.async.alloca : !stream.resource<*>{%s}
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @slice_target(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>, %x: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = stream.async.slice %r[%c0 to %s] : !stream.resource<*>{%x} -> !stream.resource<*>{%s}
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @constant_target(%s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = stream.async.constant : !stream.resource<*>{%s} = dense<1> : tensor<4xi32>
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @load_target(%s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = util.global.load @g : !stream.resource<*>
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @arg_zero(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = stream.async.update %u, %r[%c0 to %s] : !stream.resource<*>{%s} -> %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @arg_dyn(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>, %o: index, %e: index) -> !stream.resource<*> {
  %0 = stream.async.update %u, %r[%o to %e] : !stream.resource<*>{%s} -> %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_zero(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>, %v: i8) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = stream.async.fill %v, %u[%c0 to %c1 for %c1] : i8 -> %u as !stream.resource<*>{%s}
  %0 = stream.async.update %f, %r[%c0 to %s] : !stream.resource<*>{%s} -> %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_dyn(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>, %v: i8, %o: index, %e: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = stream.async.fill %v, %u[%c0 to %c1 for %c1] : i8 -> %u as !stream.resource<*>{%s}
  %0 = stream.async.update %f, %r[%o to %e] : !stream.resource<*>{%s} -> %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @clone_target(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %t = stream.async.clone %r : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0, %t : !stream.resource<*>, !stream.resource<*>
}
util.func public @barrier_target_self(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = util.optimization_barrier %r : !stream.resource<*>
  %0 = stream.async.update %t, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @splat_target_other_size(%s: index, %t2: index, %u: !stream.resource<*>, %v: i8) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = stream.async.splat %v : i8 -> !stream.resource<*>{%t2}
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @transfer_target(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = stream.async.transfer %r : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  %0 = stream.async.update %u, %t[%c0 to %s] : !stream.resource<*>{%s} -> %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @ie(%r: !stream.resource<external>, %s: index, %t: index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>) {
  %0 = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  %1 = stream.tensor.import %0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%s}
  %2 = stream.tensor.import %0 : !hal.buffer_view -> tensor<2x2xf32> in !stream.resource<external>{%s}
  %3 = stream.tensor.import %0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%t}
  util.return %1, %2, %3 : !stream.resource<external>, !stream.resource<external>, !stream.resource<external>
}
util.func public @ei(%v: !hal.buffer_view, %s: index, %t: index) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer) {
  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%s}
  %1 = stream.tensor.export %0 : tensor<2x2xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  %2 = stream.tensor.export %0 : tensor<4xf32> in !stream.resource<external>{%t} -> !hal.buffer_view
  %3 = stream.tensor.export %0 : tensor<4xf32> in !stream.resource<external>{%s} -> !hal.buffer
  %4 = stream.tensor.export %0 : tensor<4xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  util.return %1, %2, %4, %3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer
}
util.func public @transfer_back(%r: !stream.resource<variable>, %s: index) -> !stream.resource<variable> {
  %0 = stream.async.transfer %r : !stream.resource<variable>{%s} -> !stream.resource<*>{%s}
  %1 = stream.async.transfer %0 : !stream.resource<*>{%s} -> !stream.resource<variable>{%s}
  util.return %1 : !stream.resource<variable>
}
util.func public @dead_loops(%n: index, %r: !stream.resource<*>, %s: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %c10_i32 = arith.constant 10 : i32
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %r, %b = %s) -> (!stream.resource<*>, index) {
    scf.yield %a, %b : !stream.resource<*>, index
  }
  %1 = scf.while (%w = %x) : (i32) -> i32 {
    %lt = arith.cmpi sgt, %c10_i32, %w : i32
    scf.condition(%lt) %w : i32
  } do {
  ^bb0(%w: i32):
    %next = arith.addi %w, %c1_i32 : i32
    scf.yield %next : i32
  }
  %channel = stream.channel.create group("grp") : !stream.channel
  util.return
}
util.func public @cmpi_order(%x: i32) -> i1 {
  %c3_i32 = arith.constant 3 : i32
  %0 = arith.cmpi sge, %c3_i32, %x : i32
  util.return %0 : i1
}
util.global private @g : !stream.resource<*>
