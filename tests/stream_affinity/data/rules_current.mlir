// Programs of ../shared/SPEC-CURRENT.md: its MLIR blocks verbatim, then
// the examples it describes in words. tests/stream_affinity/test_rules_current.py
// runs each chunk through annotate-affinities --rules current and iree-opt 3.13.

// SPEC-CURRENT R1 ex. 01 (verbatim)
util.func public @transfer_consumer(%size: index) -> !stream.resource<transient> {
  %c5_i32 = arith.constant 5 : i32
  %src = stream.async.splat %c5_i32 : i32 -> !stream.resource<transient>{%size}
  %dst = stream.async.transfer %src : !stream.resource<transient>{%size} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<transient>{%size}
  util.return %dst : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R2 ex. 02 (verbatim)
util.func public @tied_dispatch(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c7_i32 = arith.constant 7 : i32
  %buf = stream.async.splat on(#hal.device.promise<@dev_a>) %c7_i32 : i32 -> !stream.resource<transient>{%size}
  %upd = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex::@kernel(%buf[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %buf{%size}
  %cpy = stream.async.clone %upd : !stream.resource<transient>{%size} -> !stream.resource<transient>{%size}
  util.return %cpy : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R3 ex. 03 (verbatim)
util.func public @yield_forwarding(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c3_i32 = arith.constant 3 : i32
  %res, %tp = stream.async.execute with() -> !stream.resource<transient>{%size} {
    %s = stream.async.splat %c3_i32 : i32 -> !stream.resource<transient>{%size}
    stream.yield %s : !stream.resource<transient>{%size}
  } => !stream.timepoint
  %out = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex::@kernel(%res[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  util.return %out : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R4 ex. 04 (verbatim)
util.func public @while_swap(%size: index, %limit: i32) -> (!stream.resource<transient>, !stream.resource<transient>) {
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c3_i32 = arith.constant 3 : i32
  %a = stream.async.splat on(#hal.device.promise<@dev_a>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %b = stream.async.splat on(#hal.device.promise<@dev_b>) %c2_i32 : i32 -> !stream.resource<transient>{%size}
  %r:2 = scf.while (%x = %a, %y = %b) : (!stream.resource<transient>, !stream.resource<transient>) -> (!stream.resource<transient>, !stream.resource<transient>) {
    %go = arith.cmpi slt, %c1_i32, %limit : i32
    scf.condition(%go) %y, %x : !stream.resource<transient>, !stream.resource<transient>
  } do {
  ^bb0(%p: !stream.resource<transient>, %q: !stream.resource<transient>):
    %fresh = stream.async.splat on(#hal.device.promise<@dev_c>) %c3_i32 : i32 -> !stream.resource<transient>{%size}
    scf.yield %fresh, %p : !stream.resource<transient>, !stream.resource<transient>
  }
  %u0 = stream.async.clone %r#0 : !stream.resource<transient>{%size} -> !stream.resource<transient>{%size}
  %u1 = stream.async.clone %r#1 : !stream.resource<transient>{%size} -> !stream.resource<transient>{%size}
  util.return %u0, %u1 : !stream.resource<transient>, !stream.resource<transient>
}
// -----
// SPEC-CURRENT R5 ex. 05 (verbatim)
util.func public @while_after_yield(%size: index, %limit: i32) -> (!stream.resource<transient>, !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %a = stream.async.splat on(#hal.device.promise<@dev_a>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %b = stream.async.splat on(#hal.device.promise<@dev_b>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %r:2 = scf.while (%x = %a, %y = %b) : (!stream.resource<transient>, !stream.resource<transient>) -> (!stream.resource<transient>, !stream.resource<transient>) {
    %go = arith.cmpi slt, %c1_i32, %limit : i32
    scf.condition(%go) %y, %x : !stream.resource<transient>, !stream.resource<transient>
  } do {
  ^bb0(%p: !stream.resource<transient>, %q: !stream.resource<transient>):
    %n = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%size}
    scf.yield %n, %p : !stream.resource<transient>, !stream.resource<transient>
  }
  %d0 = stream.async.dispatch on(#hal.device.promise<@dev_d>) @ex::@k(%r#0[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  %d1 = stream.async.dispatch on(#hal.device.promise<@dev_e>) @ex::@k(%r#1[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  util.return %d0, %d1 : !stream.resource<transient>, !stream.resource<transient>
}
// -----
// SPEC-CURRENT R6 ex. 06 (verbatim)
util.func public @while_extra_slot(%size: index, %limit: i32) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %a = stream.async.splat on(#hal.device.promise<@dev_a>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %r = scf.while (%x = %a, %y = %a, %z = %a) : (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>) -> !stream.resource<transient> {
    %go = arith.cmpi slt, %c1_i32, %limit : i32
    %w = stream.async.dispatch on(#hal.device.promise<@dev_c>) @ex::@k(%y[%c0 to %size for %size], %z[%c0 to %size for %size]) : (!stream.resource<transient>{%size}, !stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
    scf.condition(%go) %x : !stream.resource<transient>
  } do {
  ^bb0(%p: !stream.resource<transient>):
    %n = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%size}
    %m = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%size}
    scf.yield %p, %n, %m : !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>
  }
  %d = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  util.return %d : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R7 ex. 07 (verbatim)
util.func public @for_four_slots(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c1_i32 = arith.constant 1 : i32
  %s0 = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s1 = stream.async.splat on(#hal.device.promise<@dev_a>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %r:4 = scf.for %iv = %c0 to %c4 step %c1 iter_args(%a0 = %s0, %a1 = %s1, %a2 = %s1, %a3 = %s1) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>) {
    %u0 = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex::@k(%a0[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
    %u3 = stream.async.dispatch on(#hal.device.promise<@dev_d>) @ex::@k(%a3[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
    scf.yield %a0, %a1, %a2, %a3 : !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>
  }
  util.return %r#1 : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R8 minimal example (pins do not accumulate) (verbatim)
util.func public @passthrough(%in: !hal.buffer_view) -> !hal.buffer_view {
  %t = hal.tensor.import on(#hal.device.promise<@dev_a>) %in "in" : !hal.buffer_view -> tensor<4xf32>
  %out = hal.tensor.export on(#hal.device.promise<@dev_b>) %t "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
// -----
// SPEC-CURRENT R8 ex. 12 (verbatim)
util.func public @alias_then_read(%storage: !hal.buffer) -> tensor<4xf32> {
  %t = flow.dispatch @ex::@k() {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<4xf32>
  %al = hal.tensor.alias on(#hal.device.promise<@dev_b>) %t : tensor<4xf32> to %storage : !hal.buffer
  %r = flow.dispatch @ex::@k2(%al) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %r : tensor<4xf32>
}
// -----
// SPEC-CURRENT R8 ex. 13 (verbatim)
util.func public @public_arg(%arg: tensor<4xf32>) -> (tensor<4xf32>, !hal.buffer_view) {
  %r = flow.dispatch @ex::@k(%arg) : (tensor<4xf32>) -> tensor<4xf32>
  %out = hal.tensor.export on(#hal.device.promise<@dev_b>) %arg "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %r, %out : tensor<4xf32>, !hal.buffer_view
}
// -----
// SPEC-CURRENT R8 ex. 18 (verbatim)
util.func public @pin_through_loop() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = flow.dispatch @ex::@init() {stream.affinity = #hal.device.promise<@dev_c>} : () -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %t) -> tensor<4xf32> {
    %u = flow.dispatch @ex::@step(%acc) : (tensor<4xf32>) -> %acc
    scf.yield %u : tensor<4xf32>
  }
  %out = hal.tensor.export on(#hal.device.promise<@dev_b>) %r "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
// -----
// SPEC-CURRENT R9 ex. 08 (verbatim)
util.func public @unplaced_abi(%in: !hal.buffer_view) -> !hal.buffer_view {
  %t = hal.tensor.import %in "input" : !hal.buffer_view -> tensor<4xf32>
  %d = flow.dispatch @ex::@k(%t) {stream.affinity = #hal.device.promise<@dev_a>} : (tensor<4xf32>) -> tensor<4xf32>
  %out = hal.tensor.export %d "output" : tensor<4xf32> -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
// -----
// SPEC-CURRENT R9 ex. 09 (verbatim)
util.func public @export_pin(%size: index) -> (!hal.buffer_view, !stream.resource<external>) {
  %c4_i32 = arith.constant 4 : i32
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %c4_i32 : i32 -> !stream.resource<external>{%size}
  %c = stream.async.clone %r : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %bv = stream.tensor.export on(#hal.device.promise<@dev_b>) %r : tensor<4xf32> in !stream.resource<external>{%size} -> !hal.buffer_view
  util.return %bv, %c : !hal.buffer_view, !stream.resource<external>
}
// -----
// SPEC-CURRENT R10 ex. 13e (verbatim)
util.func public @public_arg(%arg: tensor<4xf32>) -> (tensor<4xf32>) attributes {stream.affinity.default = #hal.device.promise<@dev_c>} {
  %r = flow.dispatch @ex::@k(%arg) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %r : tensor<4xf32>
}
// -----
// SPEC-CURRENT R9 ex. 09b: stream.tensor.export without on(...) does not pin.
util.func public @export_unplaced(%size: index) -> (!hal.buffer_view, !stream.resource<external>) {
  %c4_i32 = arith.constant 4 : i32
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %c4_i32 : i32 -> !stream.resource<external>{%size}
  %c = stream.async.clone %r : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %bv = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%size} -> !hal.buffer_view
  util.return %bv, %c : !hal.buffer_view, !stream.resource<external>
}
// -----
// SPEC-CURRENT R9 ex. 10: flow.tensor.barrier pins (and its result is tied).
util.func public @barrier_pin() -> (tensor<4xf32>, tensor<4xf32>) {
  %t = flow.dispatch @ex::@k() {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<4xf32>
  %b = flow.tensor.barrier %t : tensor<4xf32> on #hal.device.promise<@dev_b>
  %r = flow.dispatch @ex::@k2(%t) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %b, %r : tensor<4xf32>, tensor<4xf32>
}
// -----
// SPEC-CURRENT R8 ex. 11: a tied dispatch between two pins; pins do not accumulate.
util.func public @between_pins(%in: !hal.buffer_view) -> !hal.buffer_view {
  %t = hal.tensor.import on(#hal.device.promise<@dev_a>) %in "in" : !hal.buffer_view -> tensor<4xf32>
  %u = flow.dispatch @ex::@k(%t) : (tensor<4xf32>) -> %t
  %out = hal.tensor.export on(#hal.device.promise<@dev_b>) %u "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
// -----
// SPEC-CURRENT "checked and unchanged" ex. 14: a call to an external function.
util.func private @external(%t: tensor<4xf32>) -> tensor<4xf32>
util.func public @call_external() -> tensor<4xf32> {
  %t = flow.dispatch @ex::@k() {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<4xf32>
  %r = util.call @external(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %c = flow.dispatch @ex::@k2(%r) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %c : tensor<4xf32>
}
// -----
// SPEC-CURRENT R11 ex. 15: a public return makes the consumer set unknown; usage keeps the producer.
util.func public @returned(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %s = stream.async.splat on(#hal.device.promise<@dev_a>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %d = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex::@k(%s[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  util.return %s : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R2 ex. 19: the explicit-affinity tie rule is for stream.async.dispatch only (fill is unchanged).
util.func public @tied_fill(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c7_i32 = arith.constant 7 : i32
  %buf = stream.async.splat on(#hal.device.promise<@dev_a>) %c7_i32 : i32 -> !stream.resource<transient>{%size}
  %f = stream.async.fill on(#hal.device.promise<@dev_b>) %c7_i32, %buf[%c0 to %c4 for %c4] : i32 -> %buf as !stream.resource<transient>{%size}
  %cpy = stream.async.clone %f : !stream.resource<transient>{%size} -> !stream.resource<transient>{%size}
  util.return %cpy : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R10 ex. 20: a global whose address escapes gets the default affinity.
module attributes {stream.affinity.default = #hal.device.promise<@dev_c>} {
  util.global private mutable @g : tensor<4xf32>
  util.func public @escape() -> !util.ptr<tensor<4xf32>> {
    %p = util.global.address @g : !util.ptr<tensor<4xf32>>
    util.return %p : !util.ptr<tensor<4xf32>>
  }
}
// -----
// SPEC-CURRENT R8 ex. 22: pins follow scf.condition into the after region, never up into block arguments.
util.func public @pin_through_while(%limit: i32) -> !hal.buffer_view {
  %c1_i32 = arith.constant 1 : i32
  %t = flow.dispatch @ex::@init() {stream.affinity = #hal.device.promise<@dev_c>} : () -> tensor<4xf32>
  %r:2 = scf.while (%x = %t, %acc = %t) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %go = arith.cmpi slt, %c1_i32, %limit : i32
    scf.condition(%go) %x, %acc : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%y: tensor<4xf32>, %z: tensor<4xf32>):
    %e = hal.tensor.export on(#hal.device.promise<@dev_b>) %y "out" : tensor<4xf32> -> !hal.buffer_view
    scf.yield %y, %z : tensor<4xf32>, tensor<4xf32>
  }
  %out = hal.tensor.export %r#1 "res" : tensor<4xf32> -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
// -----
// SPEC-CURRENT R12 ex. 23: 30 nested calls (3.2.0 runs out of passes; 3.13 and we answer).
util.func private @f0(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f1(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f1(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f2(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f2(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f3(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f3(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f4(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f4(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f5(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f5(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f6(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f6(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f7(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f7(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f8(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f8(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f9(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f9(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f10(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f10(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f11(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f11(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f12(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f12(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f13(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f13(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f14(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f14(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f15(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f15(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f16(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f16(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f17(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f17(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f18(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f18(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f19(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f19(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f20(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f20(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f21(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f21(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f22(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f22(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f23(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f23(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f24(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f24(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f25(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f25(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f26(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f26(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f27(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f27(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f28(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f28(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %t = stream.async.dispatch @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %r{%size}
  %u = util.call @f29(%t, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %u : !stream.resource<transient>
}
util.func private @f29(%r: !stream.resource<transient>, %size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %u = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex::@k(%r[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  util.return %u : !stream.resource<transient>
}
util.func public @main(%size: index) -> !stream.resource<transient> {
  %c1_i32 = arith.constant 1 : i32
  %s = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %r = util.call @f0(%s, %size) : (!stream.resource<transient>, index) -> !stream.resource<transient>
  util.return %r : !stream.resource<transient>
}
// -----
// SPEC-CURRENT R14 ex. 25: 256 devices meet in one value (3.2.0's cap is 256, 3.13's 8192).
util.func public @wide(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %s0 = stream.async.splat on(#hal.device.promise<@dev_0>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s1 = stream.async.splat on(#hal.device.promise<@dev_1>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s2 = stream.async.splat on(#hal.device.promise<@dev_2>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s3 = stream.async.splat on(#hal.device.promise<@dev_3>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s4 = stream.async.splat on(#hal.device.promise<@dev_4>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s5 = stream.async.splat on(#hal.device.promise<@dev_5>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s6 = stream.async.splat on(#hal.device.promise<@dev_6>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s7 = stream.async.splat on(#hal.device.promise<@dev_7>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s8 = stream.async.splat on(#hal.device.promise<@dev_8>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s9 = stream.async.splat on(#hal.device.promise<@dev_9>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s10 = stream.async.splat on(#hal.device.promise<@dev_10>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s11 = stream.async.splat on(#hal.device.promise<@dev_11>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s12 = stream.async.splat on(#hal.device.promise<@dev_12>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s13 = stream.async.splat on(#hal.device.promise<@dev_13>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s14 = stream.async.splat on(#hal.device.promise<@dev_14>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s15 = stream.async.splat on(#hal.device.promise<@dev_15>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s16 = stream.async.splat on(#hal.device.promise<@dev_16>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s17 = stream.async.splat on(#hal.device.promise<@dev_17>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s18 = stream.async.splat on(#hal.device.promise<@dev_18>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s19 = stream.async.splat on(#hal.device.promise<@dev_19>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s20 = stream.async.splat on(#hal.device.promise<@dev_20>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s21 = stream.async.splat on(#hal.device.promise<@dev_21>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s22 = stream.async.splat on(#hal.device.promise<@dev_22>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s23 = stream.async.splat on(#hal.device.promise<@dev_23>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s24 = stream.async.splat on(#hal.device.promise<@dev_24>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s25 = stream.async.splat on(#hal.device.promise<@dev_25>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s26 = stream.async.splat on(#hal.device.promise<@dev_26>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s27 = stream.async.splat on(#hal.device.promise<@dev_27>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s28 = stream.async.splat on(#hal.device.promise<@dev_28>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s29 = stream.async.splat on(#hal.device.promise<@dev_29>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s30 = stream.async.splat on(#hal.device.promise<@dev_30>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s31 = stream.async.splat on(#hal.device.promise<@dev_31>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s32 = stream.async.splat on(#hal.device.promise<@dev_32>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s33 = stream.async.splat on(#hal.device.promise<@dev_33>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s34 = stream.async.splat on(#hal.device.promise<@dev_34>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s35 = stream.async.splat on(#hal.device.promise<@dev_35>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s36 = stream.async.splat on(#hal.device.promise<@dev_36>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s37 = stream.async.splat on(#hal.device.promise<@dev_37>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s38 = stream.async.splat on(#hal.device.promise<@dev_38>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s39 = stream.async.splat on(#hal.device.promise<@dev_39>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s40 = stream.async.splat on(#hal.device.promise<@dev_40>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s41 = stream.async.splat on(#hal.device.promise<@dev_41>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s42 = stream.async.splat on(#hal.device.promise<@dev_42>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s43 = stream.async.splat on(#hal.device.promise<@dev_43>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s44 = stream.async.splat on(#hal.device.promise<@dev_44>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s45 = stream.async.splat on(#hal.device.promise<@dev_45>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s46 = stream.async.splat on(#hal.device.promise<@dev_46>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s47 = stream.async.splat on(#hal.device.promise<@dev_47>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s48 = stream.async.splat on(#hal.device.promise<@dev_48>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s49 = stream.async.splat on(#hal.device.promise<@dev_49>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s50 = stream.async.splat on(#hal.device.promise<@dev_50>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s51 = stream.async.splat on(#hal.device.promise<@dev_51>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s52 = stream.async.splat on(#hal.device.promise<@dev_52>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s53 = stream.async.splat on(#hal.device.promise<@dev_53>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s54 = stream.async.splat on(#hal.device.promise<@dev_54>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s55 = stream.async.splat on(#hal.device.promise<@dev_55>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s56 = stream.async.splat on(#hal.device.promise<@dev_56>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s57 = stream.async.splat on(#hal.device.promise<@dev_57>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s58 = stream.async.splat on(#hal.device.promise<@dev_58>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s59 = stream.async.splat on(#hal.device.promise<@dev_59>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s60 = stream.async.splat on(#hal.device.promise<@dev_60>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s61 = stream.async.splat on(#hal.device.promise<@dev_61>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s62 = stream.async.splat on(#hal.device.promise<@dev_62>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s63 = stream.async.splat on(#hal.device.promise<@dev_63>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s64 = stream.async.splat on(#hal.device.promise<@dev_64>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s65 = stream.async.splat on(#hal.device.promise<@dev_65>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s66 = stream.async.splat on(#hal.device.promise<@dev_66>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s67 = stream.async.splat on(#hal.device.promise<@dev_67>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s68 = stream.async.splat on(#hal.device.promise<@dev_68>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s69 = stream.async.splat on(#hal.device.promise<@dev_69>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s70 = stream.async.splat on(#hal.device.promise<@dev_70>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s71 = stream.async.splat on(#hal.device.promise<@dev_71>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s72 = stream.async.splat on(#hal.device.promise<@dev_72>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s73 = stream.async.splat on(#hal.device.promise<@dev_73>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s74 = stream.async.splat on(#hal.device.promise<@dev_74>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s75 = stream.async.splat on(#hal.device.promise<@dev_75>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s76 = stream.async.splat on(#hal.device.promise<@dev_76>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s77 = stream.async.splat on(#hal.device.promise<@dev_77>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s78 = stream.async.splat on(#hal.device.promise<@dev_78>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s79 = stream.async.splat on(#hal.device.promise<@dev_79>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s80 = stream.async.splat on(#hal.device.promise<@dev_80>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s81 = stream.async.splat on(#hal.device.promise<@dev_81>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s82 = stream.async.splat on(#hal.device.promise<@dev_82>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s83 = stream.async.splat on(#hal.device.promise<@dev_83>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s84 = stream.async.splat on(#hal.device.promise<@dev_84>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s85 = stream.async.splat on(#hal.device.promise<@dev_85>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s86 = stream.async.splat on(#hal.device.promise<@dev_86>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s87 = stream.async.splat on(#hal.device.promise<@dev_87>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s88 = stream.async.splat on(#hal.device.promise<@dev_88>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s89 = stream.async.splat on(#hal.device.promise<@dev_89>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s90 = stream.async.splat on(#hal.device.promise<@dev_90>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s91 = stream.async.splat on(#hal.device.promise<@dev_91>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s92 = stream.async.splat on(#hal.device.promise<@dev_92>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s93 = stream.async.splat on(#hal.device.promise<@dev_93>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s94 = stream.async.splat on(#hal.device.promise<@dev_94>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s95 = stream.async.splat on(#hal.device.promise<@dev_95>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s96 = stream.async.splat on(#hal.device.promise<@dev_96>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s97 = stream.async.splat on(#hal.device.promise<@dev_97>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s98 = stream.async.splat on(#hal.device.promise<@dev_98>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s99 = stream.async.splat on(#hal.device.promise<@dev_99>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s100 = stream.async.splat on(#hal.device.promise<@dev_100>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s101 = stream.async.splat on(#hal.device.promise<@dev_101>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s102 = stream.async.splat on(#hal.device.promise<@dev_102>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s103 = stream.async.splat on(#hal.device.promise<@dev_103>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s104 = stream.async.splat on(#hal.device.promise<@dev_104>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s105 = stream.async.splat on(#hal.device.promise<@dev_105>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s106 = stream.async.splat on(#hal.device.promise<@dev_106>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s107 = stream.async.splat on(#hal.device.promise<@dev_107>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s108 = stream.async.splat on(#hal.device.promise<@dev_108>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s109 = stream.async.splat on(#hal.device.promise<@dev_109>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s110 = stream.async.splat on(#hal.device.promise<@dev_110>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s111 = stream.async.splat on(#hal.device.promise<@dev_111>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s112 = stream.async.splat on(#hal.device.promise<@dev_112>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s113 = stream.async.splat on(#hal.device.promise<@dev_113>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s114 = stream.async.splat on(#hal.device.promise<@dev_114>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s115 = stream.async.splat on(#hal.device.promise<@dev_115>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s116 = stream.async.splat on(#hal.device.promise<@dev_116>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s117 = stream.async.splat on(#hal.device.promise<@dev_117>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s118 = stream.async.splat on(#hal.device.promise<@dev_118>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s119 = stream.async.splat on(#hal.device.promise<@dev_119>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s120 = stream.async.splat on(#hal.device.promise<@dev_120>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s121 = stream.async.splat on(#hal.device.promise<@dev_121>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s122 = stream.async.splat on(#hal.device.promise<@dev_122>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s123 = stream.async.splat on(#hal.device.promise<@dev_123>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s124 = stream.async.splat on(#hal.device.promise<@dev_124>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s125 = stream.async.splat on(#hal.device.promise<@dev_125>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s126 = stream.async.splat on(#hal.device.promise<@dev_126>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s127 = stream.async.splat on(#hal.device.promise<@dev_127>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s128 = stream.async.splat on(#hal.device.promise<@dev_128>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s129 = stream.async.splat on(#hal.device.promise<@dev_129>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s130 = stream.async.splat on(#hal.device.promise<@dev_130>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s131 = stream.async.splat on(#hal.device.promise<@dev_131>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s132 = stream.async.splat on(#hal.device.promise<@dev_132>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s133 = stream.async.splat on(#hal.device.promise<@dev_133>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s134 = stream.async.splat on(#hal.device.promise<@dev_134>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s135 = stream.async.splat on(#hal.device.promise<@dev_135>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s136 = stream.async.splat on(#hal.device.promise<@dev_136>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s137 = stream.async.splat on(#hal.device.promise<@dev_137>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s138 = stream.async.splat on(#hal.device.promise<@dev_138>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s139 = stream.async.splat on(#hal.device.promise<@dev_139>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s140 = stream.async.splat on(#hal.device.promise<@dev_140>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s141 = stream.async.splat on(#hal.device.promise<@dev_141>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s142 = stream.async.splat on(#hal.device.promise<@dev_142>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s143 = stream.async.splat on(#hal.device.promise<@dev_143>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s144 = stream.async.splat on(#hal.device.promise<@dev_144>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s145 = stream.async.splat on(#hal.device.promise<@dev_145>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s146 = stream.async.splat on(#hal.device.promise<@dev_146>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s147 = stream.async.splat on(#hal.device.promise<@dev_147>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s148 = stream.async.splat on(#hal.device.promise<@dev_148>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s149 = stream.async.splat on(#hal.device.promise<@dev_149>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s150 = stream.async.splat on(#hal.device.promise<@dev_150>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s151 = stream.async.splat on(#hal.device.promise<@dev_151>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s152 = stream.async.splat on(#hal.device.promise<@dev_152>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s153 = stream.async.splat on(#hal.device.promise<@dev_153>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s154 = stream.async.splat on(#hal.device.promise<@dev_154>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s155 = stream.async.splat on(#hal.device.promise<@dev_155>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s156 = stream.async.splat on(#hal.device.promise<@dev_156>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s157 = stream.async.splat on(#hal.device.promise<@dev_157>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s158 = stream.async.splat on(#hal.device.promise<@dev_158>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s159 = stream.async.splat on(#hal.device.promise<@dev_159>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s160 = stream.async.splat on(#hal.device.promise<@dev_160>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s161 = stream.async.splat on(#hal.device.promise<@dev_161>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s162 = stream.async.splat on(#hal.device.promise<@dev_162>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s163 = stream.async.splat on(#hal.device.promise<@dev_163>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s164 = stream.async.splat on(#hal.device.promise<@dev_164>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s165 = stream.async.splat on(#hal.device.promise<@dev_165>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s166 = stream.async.splat on(#hal.device.promise<@dev_166>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s167 = stream.async.splat on(#hal.device.promise<@dev_167>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s168 = stream.async.splat on(#hal.device.promise<@dev_168>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s169 = stream.async.splat on(#hal.device.promise<@dev_169>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s170 = stream.async.splat on(#hal.device.promise<@dev_170>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s171 = stream.async.splat on(#hal.device.promise<@dev_171>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s172 = stream.async.splat on(#hal.device.promise<@dev_172>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s173 = stream.async.splat on(#hal.device.promise<@dev_173>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s174 = stream.async.splat on(#hal.device.promise<@dev_174>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s175 = stream.async.splat on(#hal.device.promise<@dev_175>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s176 = stream.async.splat on(#hal.device.promise<@dev_176>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s177 = stream.async.splat on(#hal.device.promise<@dev_177>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s178 = stream.async.splat on(#hal.device.promise<@dev_178>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s179 = stream.async.splat on(#hal.device.promise<@dev_179>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s180 = stream.async.splat on(#hal.device.promise<@dev_180>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s181 = stream.async.splat on(#hal.device.promise<@dev_181>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s182 = stream.async.splat on(#hal.device.promise<@dev_182>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s183 = stream.async.splat on(#hal.device.promise<@dev_183>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s184 = stream.async.splat on(#hal.device.promise<@dev_184>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s185 = stream.async.splat on(#hal.device.promise<@dev_185>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s186 = stream.async.splat on(#hal.device.promise<@dev_186>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s187 = stream.async.splat on(#hal.device.promise<@dev_187>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s188 = stream.async.splat on(#hal.device.promise<@dev_188>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s189 = stream.async.splat on(#hal.device.promise<@dev_189>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s190 = stream.async.splat on(#hal.device.promise<@dev_190>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s191 = stream.async.splat on(#hal.device.promise<@dev_191>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s192 = stream.async.splat on(#hal.device.promise<@dev_192>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s193 = stream.async.splat on(#hal.device.promise<@dev_193>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s194 = stream.async.splat on(#hal.device.promise<@dev_194>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s195 = stream.async.splat on(#hal.device.promise<@dev_195>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s196 = stream.async.splat on(#hal.device.promise<@dev_196>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s197 = stream.async.splat on(#hal.device.promise<@dev_197>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s198 = stream.async.splat on(#hal.device.promise<@dev_198>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s199 = stream.async.splat on(#hal.device.promise<@dev_199>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s200 = stream.async.splat on(#hal.device.promise<@dev_200>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s201 = stream.async.splat on(#hal.device.promise<@dev_201>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s202 = stream.async.splat on(#hal.device.promise<@dev_202>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s203 = stream.async.splat on(#hal.device.promise<@dev_203>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s204 = stream.async.splat on(#hal.device.promise<@dev_204>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s205 = stream.async.splat on(#hal.device.promise<@dev_205>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s206 = stream.async.splat on(#hal.device.promise<@dev_206>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s207 = stream.async.splat on(#hal.device.promise<@dev_207>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s208 = stream.async.splat on(#hal.device.promise<@dev_208>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s209 = stream.async.splat on(#hal.device.promise<@dev_209>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s210 = stream.async.splat on(#hal.device.promise<@dev_210>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s211 = stream.async.splat on(#hal.device.promise<@dev_211>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s212 = stream.async.splat on(#hal.device.promise<@dev_212>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s213 = stream.async.splat on(#hal.device.promise<@dev_213>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s214 = stream.async.splat on(#hal.device.promise<@dev_214>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s215 = stream.async.splat on(#hal.device.promise<@dev_215>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s216 = stream.async.splat on(#hal.device.promise<@dev_216>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s217 = stream.async.splat on(#hal.device.promise<@dev_217>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s218 = stream.async.splat on(#hal.device.promise<@dev_218>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s219 = stream.async.splat on(#hal.device.promise<@dev_219>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s220 = stream.async.splat on(#hal.device.promise<@dev_220>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s221 = stream.async.splat on(#hal.device.promise<@dev_221>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s222 = stream.async.splat on(#hal.device.promise<@dev_222>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s223 = stream.async.splat on(#hal.device.promise<@dev_223>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s224 = stream.async.splat on(#hal.device.promise<@dev_224>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s225 = stream.async.splat on(#hal.device.promise<@dev_225>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s226 = stream.async.splat on(#hal.device.promise<@dev_226>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s227 = stream.async.splat on(#hal.device.promise<@dev_227>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s228 = stream.async.splat on(#hal.device.promise<@dev_228>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s229 = stream.async.splat on(#hal.device.promise<@dev_229>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s230 = stream.async.splat on(#hal.device.promise<@dev_230>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s231 = stream.async.splat on(#hal.device.promise<@dev_231>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s232 = stream.async.splat on(#hal.device.promise<@dev_232>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s233 = stream.async.splat on(#hal.device.promise<@dev_233>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s234 = stream.async.splat on(#hal.device.promise<@dev_234>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s235 = stream.async.splat on(#hal.device.promise<@dev_235>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s236 = stream.async.splat on(#hal.device.promise<@dev_236>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s237 = stream.async.splat on(#hal.device.promise<@dev_237>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s238 = stream.async.splat on(#hal.device.promise<@dev_238>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s239 = stream.async.splat on(#hal.device.promise<@dev_239>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s240 = stream.async.splat on(#hal.device.promise<@dev_240>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s241 = stream.async.splat on(#hal.device.promise<@dev_241>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s242 = stream.async.splat on(#hal.device.promise<@dev_242>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s243 = stream.async.splat on(#hal.device.promise<@dev_243>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s244 = stream.async.splat on(#hal.device.promise<@dev_244>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s245 = stream.async.splat on(#hal.device.promise<@dev_245>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s246 = stream.async.splat on(#hal.device.promise<@dev_246>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s247 = stream.async.splat on(#hal.device.promise<@dev_247>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s248 = stream.async.splat on(#hal.device.promise<@dev_248>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s249 = stream.async.splat on(#hal.device.promise<@dev_249>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s250 = stream.async.splat on(#hal.device.promise<@dev_250>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s251 = stream.async.splat on(#hal.device.promise<@dev_251>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s252 = stream.async.splat on(#hal.device.promise<@dev_252>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s253 = stream.async.splat on(#hal.device.promise<@dev_253>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s254 = stream.async.splat on(#hal.device.promise<@dev_254>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %s255 = stream.async.splat on(#hal.device.promise<@dev_255>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %c1 = arith.cmpi eq, %c0, %size : index
  %m1 = arith.select %c1, %s0, %s1 : !stream.resource<transient>
  %c2 = arith.cmpi eq, %c0, %size : index
  %m2 = arith.select %c2, %m1, %s2 : !stream.resource<transient>
  %c3 = arith.cmpi eq, %c0, %size : index
  %m3 = arith.select %c3, %m2, %s3 : !stream.resource<transient>
  %c4 = arith.cmpi eq, %c0, %size : index
  %m4 = arith.select %c4, %m3, %s4 : !stream.resource<transient>
  %c5 = arith.cmpi eq, %c0, %size : index
  %m5 = arith.select %c5, %m4, %s5 : !stream.resource<transient>
  %c6 = arith.cmpi eq, %c0, %size : index
  %m6 = arith.select %c6, %m5, %s6 : !stream.resource<transient>
  %c7 = arith.cmpi eq, %c0, %size : index
  %m7 = arith.select %c7, %m6, %s7 : !stream.resource<transient>
  %c8 = arith.cmpi eq, %c0, %size : index
  %m8 = arith.select %c8, %m7, %s8 : !stream.resource<transient>
  %c9 = arith.cmpi eq, %c0, %size : index
  %m9 = arith.select %c9, %m8, %s9 : !stream.resource<transient>
  %c10 = arith.cmpi eq, %c0, %size : index
  %m10 = arith.select %c10, %m9, %s10 : !stream.resource<transient>
  %c11 = arith.cmpi eq, %c0, %size : index
  %m11 = arith.select %c11, %m10, %s11 : !stream.resource<transient>
  %c12 = arith.cmpi eq, %c0, %size : index
  %m12 = arith.select %c12, %m11, %s12 : !stream.resource<transient>
  %c13 = arith.cmpi eq, %c0, %size : index
  %m13 = arith.select %c13, %m12, %s13 : !stream.resource<transient>
  %c14 = arith.cmpi eq, %c0, %size : index
  %m14 = arith.select %c14, %m13, %s14 : !stream.resource<transient>
  %c15 = arith.cmpi eq, %c0, %size : index
  %m15 = arith.select %c15, %m14, %s15 : !stream.resource<transient>
  %c16 = arith.cmpi eq, %c0, %size : index
  %m16 = arith.select %c16, %m15, %s16 : !stream.resource<transient>
  %c17 = arith.cmpi eq, %c0, %size : index
  %m17 = arith.select %c17, %m16, %s17 : !stream.resource<transient>
  %c18 = arith.cmpi eq, %c0, %size : index
  %m18 = arith.select %c18, %m17, %s18 : !stream.resource<transient>
  %c19 = arith.cmpi eq, %c0, %size : index
  %m19 = arith.select %c19, %m18, %s19 : !stream.resource<transient>
  %c20 = arith.cmpi eq, %c0, %size : index
  %m20 = arith.select %c20, %m19, %s20 : !stream.resource<transient>
  %c21 = arith.cmpi eq, %c0, %size : index
  %m21 = arith.select %c21, %m20, %s21 : !stream.resource<transient>
  %c22 = arith.cmpi eq, %c0, %size : index
  %m22 = arith.select %c22, %m21, %s22 : !stream.resource<transient>
  %c23 = arith.cmpi eq, %c0, %size : index
  %m23 = arith.select %c23, %m22, %s23 : !stream.resource<transient>
  %c24 = arith.cmpi eq, %c0, %size : index
  %m24 = arith.select %c24, %m23, %s24 : !stream.resource<transient>
  %c25 = arith.cmpi eq, %c0, %size : index
  %m25 = arith.select %c25, %m24, %s25 : !stream.resource<transient>
  %c26 = arith.cmpi eq, %c0, %size : index
  %m26 = arith.select %c26, %m25, %s26 : !stream.resource<transient>
  %c27 = arith.cmpi eq, %c0, %size : index
  %m27 = arith.select %c27, %m26, %s27 : !stream.resource<transient>
  %c28 = arith.cmpi eq, %c0, %size : index
  %m28 = arith.select %c28, %m27, %s28 : !stream.resource<transient>
  %c29 = arith.cmpi eq, %c0, %size : index
  %m29 = arith.select %c29, %m28, %s29 : !stream.resource<transient>
  %c30 = arith.cmpi eq, %c0, %size : index
  %m30 = arith.select %c30, %m29, %s30 : !stream.resource<transient>
  %c31 = arith.cmpi eq, %c0, %size : index
  %m31 = arith.select %c31, %m30, %s31 : !stream.resource<transient>
  %c32 = arith.cmpi eq, %c0, %size : index
  %m32 = arith.select %c32, %m31, %s32 : !stream.resource<transient>
  %c33 = arith.cmpi eq, %c0, %size : index
  %m33 = arith.select %c33, %m32, %s33 : !stream.resource<transient>
  %c34 = arith.cmpi eq, %c0, %size : index
  %m34 = arith.select %c34, %m33, %s34 : !stream.resource<transient>
  %c35 = arith.cmpi eq, %c0, %size : index
  %m35 = arith.select %c35, %m34, %s35 : !stream.resource<transient>
  %c36 = arith.cmpi eq, %c0, %size : index
  %m36 = arith.select %c36, %m35, %s36 : !stream.resource<transient>
  %c37 = arith.cmpi eq, %c0, %size : index
  %m37 = arith.select %c37, %m36, %s37 : !stream.resource<transient>
  %c38 = arith.cmpi eq, %c0, %size : index
  %m38 = arith.select %c38, %m37, %s38 : !stream.resource<transient>
  %c39 = arith.cmpi eq, %c0, %size : index
  %m39 = arith.select %c39, %m38, %s39 : !stream.resource<transient>
  %c40 = arith.cmpi eq, %c0, %size : index
  %m40 = arith.select %c40, %m39, %s40 : !stream.resource<transient>
  %c41 = arith.cmpi eq, %c0, %size : index
  %m41 = arith.select %c41, %m40, %s41 : !stream.resource<transient>
  %c42 = arith.cmpi eq, %c0, %size : index
  %m42 = arith.select %c42, %m41, %s42 : !stream.resource<transient>
  %c43 = arith.cmpi eq, %c0, %size : index
  %m43 = arith.select %c43, %m42, %s43 : !stream.resource<transient>
  %c44 = arith.cmpi eq, %c0, %size : index
  %m44 = arith.select %c44, %m43, %s44 : !stream.resource<transient>
  %c45 = arith.cmpi eq, %c0, %size : index
  %m45 = arith.select %c45, %m44, %s45 : !stream.resource<transient>
  %c46 = arith.cmpi eq, %c0, %size : index
  %m46 = arith.select %c46, %m45, %s46 : !stream.resource<transient>
  %c47 = arith.cmpi eq, %c0, %size : index
  %m47 = arith.select %c47, %m46, %s47 : !stream.resource<transient>
  %c48 = arith.cmpi eq, %c0, %size : index
  %m48 = arith.select %c48, %m47, %s48 : !stream.resource<transient>
  %c49 = arith.cmpi eq, %c0, %size : index
  %m49 = arith.select %c49, %m48, %s49 : !stream.resource<transient>
  %c50 = arith.cmpi eq, %c0, %size : index
  %m50 = arith.select %c50, %m49, %s50 : !stream.resource<transient>
  %c51 = arith.cmpi eq, %c0, %size : index
  %m51 = arith.select %c51, %m50, %s51 : !stream.resource<transient>
  %c52 = arith.cmpi eq, %c0, %size : index
  %m52 = arith.select %c52, %m51, %s52 : !stream.resource<transient>
  %c53 = arith.cmpi eq, %c0, %size : index
  %m53 = arith.select %c53, %m52, %s53 : !stream.resource<transient>
  %c54 = arith.cmpi eq, %c0, %size : index
  %m54 = arith.select %c54, %m53, %s54 : !stream.resource<transient>
  %c55 = arith.cmpi eq, %c0, %size : index
  %m55 = arith.select %c55, %m54, %s55 : !stream.resource<transient>
  %c56 = arith.cmpi eq, %c0, %size : index
  %m56 = arith.select %c56, %m55, %s56 : !stream.resource<transient>
  %c57 = arith.cmpi eq, %c0, %size : index
  %m57 = arith.select %c57, %m56, %s57 : !stream.resource<transient>
  %c58 = arith.cmpi eq, %c0, %size : index
  %m58 = arith.select %c58, %m57, %s58 : !stream.resource<transient>
  %c59 = arith.cmpi eq, %c0, %size : index
  %m59 = arith.select %c59, %m58, %s59 : !stream.resource<transient>
  %c60 = arith.cmpi eq, %c0, %size : index
  %m60 = arith.select %c60, %m59, %s60 : !stream.resource<transient>
  %c61 = arith.cmpi eq, %c0, %size : index
  %m61 = arith.select %c61, %m60, %s61 : !stream.resource<transient>
  %c62 = arith.cmpi eq, %c0, %size : index
  %m62 = arith.select %c62, %m61, %s62 : !stream.resource<transient>
  %c63 = arith.cmpi eq, %c0, %size : index
  %m63 = arith.select %c63, %m62, %s63 : !stream.resource<transient>
  %c64 = arith.cmpi eq, %c0, %size : index
  %m64 = arith.select %c64, %m63, %s64 : !stream.resource<transient>
  %c65 = arith.cmpi eq, %c0, %size : index
  %m65 = arith.select %c65, %m64, %s65 : !stream.resource<transient>
  %c66 = arith.cmpi eq, %c0, %size : index
  %m66 = arith.select %c66, %m65, %s66 : !stream.resource<transient>
  %c67 = arith.cmpi eq, %c0, %size : index
  %m67 = arith.select %c67, %m66, %s67 : !stream.resource<transient>
  %c68 = arith.cmpi eq, %c0, %size : index
  %m68 = arith.select %c68, %m67, %s68 : !stream.resource<transient>
  %c69 = arith.cmpi eq, %c0, %size : index
  %m69 = arith.select %c69, %m68, %s69 : !stream.resource<transient>
  %c70 = arith.cmpi eq, %c0, %size : index
  %m70 = arith.select %c70, %m69, %s70 : !stream.resource<transient>
  %c71 = arith.cmpi eq, %c0, %size : index
  %m71 = arith.select %c71, %m70, %s71 : !stream.resource<transient>
  %c72 = arith.cmpi eq, %c0, %size : index
  %m72 = arith.select %c72, %m71, %s72 : !stream.resource<transient>
  %c73 = arith.cmpi eq, %c0, %size : index
  %m73 = arith.select %c73, %m72, %s73 : !stream.resource<transient>
  %c74 = arith.cmpi eq, %c0, %size : index
  %m74 = arith.select %c74, %m73, %s74 : !stream.resource<transient>
  %c75 = arith.cmpi eq, %c0, %size : index
  %m75 = arith.select %c75, %m74, %s75 : !stream.resource<transient>
  %c76 = arith.cmpi eq, %c0, %size : index
  %m76 = arith.select %c76, %m75, %s76 : !stream.resource<transient>
  %c77 = arith.cmpi eq, %c0, %size : index
  %m77 = arith.select %c77, %m76, %s77 : !stream.resource<transient>
  %c78 = arith.cmpi eq, %c0, %size : index
  %m78 = arith.select %c78, %m77, %s78 : !stream.resource<transient>
  %c79 = arith.cmpi eq, %c0, %size : index
  %m79 = arith.select %c79, %m78, %s79 : !stream.resource<transient>
  %c80 = arith.cmpi eq, %c0, %size : index
  %m80 = arith.select %c80, %m79, %s80 : !stream.resource<transient>
  %c81 = arith.cmpi eq, %c0, %size : index
  %m81 = arith.select %c81, %m80, %s81 : !stream.resource<transient>
  %c82 = arith.cmpi eq, %c0, %size : index
  %m82 = arith.select %c82, %m81, %s82 : !stream.resource<transient>
  %c83 = arith.cmpi eq, %c0, %size : index
  %m83 = arith.select %c83, %m82, %s83 : !stream.resource<transient>
  %c84 = arith.cmpi eq, %c0, %size : index
  %m84 = arith.select %c84, %m83, %s84 : !stream.resource<transient>
  %c85 = arith.cmpi eq, %c0, %size : index
  %m85 = arith.select %c85, %m84, %s85 : !stream.resource<transient>
  %c86 = arith.cmpi eq, %c0, %size : index
  %m86 = arith.select %c86, %m85, %s86 : !stream.resource<transient>
  %c87 = arith.cmpi eq, %c0, %size : index
  %m87 = arith.select %c87, %m86, %s87 : !stream.resource<transient>
  %c88 = arith.cmpi eq, %c0, %size : index
  %m88 = arith.select %c88, %m87, %s88 : !stream.resource<transient>
  %c89 = arith.cmpi eq, %c0, %size : index
  %m89 = arith.select %c89, %m88, %s89 : !stream.resource<transient>
  %c90 = arith.cmpi eq, %c0, %size : index
  %m90 = arith.select %c90, %m89, %s90 : !stream.resource<transient>
  %c91 = arith.cmpi eq, %c0, %size : index
  %m91 = arith.select %c91, %m90, %s91 : !stream.resource<transient>
  %c92 = arith.cmpi eq, %c0, %size : index
  %m92 = arith.select %c92, %m91, %s92 : !stream.resource<transient>
  %c93 = arith.cmpi eq, %c0, %size : index
  %m93 = arith.select %c93, %m92, %s93 : !stream.resource<transient>
  %c94 = arith.cmpi eq, %c0, %size : index
  %m94 = arith.select %c94, %m93, %s94 : !stream.resource<transient>
  %c95 = arith.cmpi eq, %c0, %size : index
  %m95 = arith.select %c95, %m94, %s95 : !stream.resource<transient>
  %c96 = arith.cmpi eq, %c0, %size : index
  %m96 = arith.select %c96, %m95, %s96 : !stream.resource<transient>
  %c97 = arith.cmpi eq, %c0, %size : index
  %m97 = arith.select %c97, %m96, %s97 : !stream.resource<transient>
  %c98 = arith.cmpi eq, %c0, %size : index
  %m98 = arith.select %c98, %m97, %s98 : !stream.resource<transient>
  %c99 = arith.cmpi eq, %c0, %size : index
  %m99 = arith.select %c99, %m98, %s99 : !stream.resource<transient>
  %c100 = arith.cmpi eq, %c0, %size : index
  %m100 = arith.select %c100, %m99, %s100 : !stream.resource<transient>
  %c101 = arith.cmpi eq, %c0, %size : index
  %m101 = arith.select %c101, %m100, %s101 : !stream.resource<transient>
  %c102 = arith.cmpi eq, %c0, %size : index
  %m102 = arith.select %c102, %m101, %s102 : !stream.resource<transient>
  %c103 = arith.cmpi eq, %c0, %size : index
  %m103 = arith.select %c103, %m102, %s103 : !stream.resource<transient>
  %c104 = arith.cmpi eq, %c0, %size : index
  %m104 = arith.select %c104, %m103, %s104 : !stream.resource<transient>
  %c105 = arith.cmpi eq, %c0, %size : index
  %m105 = arith.select %c105, %m104, %s105 : !stream.resource<transient>
  %c106 = arith.cmpi eq, %c0, %size : index
  %m106 = arith.select %c106, %m105, %s106 : !stream.resource<transient>
  %c107 = arith.cmpi eq, %c0, %size : index
  %m107 = arith.select %c107, %m106, %s107 : !stream.resource<transient>
  %c108 = arith.cmpi eq, %c0, %size : index
  %m108 = arith.select %c108, %m107, %s108 : !stream.resource<transient>
  %c109 = arith.cmpi eq, %c0, %size : index
  %m109 = arith.select %c109, %m108, %s109 : !stream.resource<transient>
  %c110 = arith.cmpi eq, %c0, %size : index
  %m110 = arith.select %c110, %m109, %s110 : !stream.resource<transient>
  %c111 = arith.cmpi eq, %c0, %size : index
  %m111 = arith.select %c111, %m110, %s111 : !stream.resource<transient>
  %c112 = arith.cmpi eq, %c0, %size : index
  %m112 = arith.select %c112, %m111, %s112 : !stream.resource<transient>
  %c113 = arith.cmpi eq, %c0, %size : index
  %m113 = arith.select %c113, %m112, %s113 : !stream.resource<transient>
  %c114 = arith.cmpi eq, %c0, %size : index
  %m114 = arith.select %c114, %m113, %s114 : !stream.resource<transient>
  %c115 = arith.cmpi eq, %c0, %size : index
  %m115 = arith.select %c115, %m114, %s115 : !stream.resource<transient>
  %c116 = arith.cmpi eq, %c0, %size : index
  %m116 = arith.select %c116, %m115, %s116 : !stream.resource<transient>
  %c117 = arith.cmpi eq, %c0, %size : index
  %m117 = arith.select %c117, %m116, %s117 : !stream.resource<transient>
  %c118 = arith.cmpi eq, %c0, %size : index
  %m118 = arith.select %c118, %m117, %s118 : !stream.resource<transient>
  %c119 = arith.cmpi eq, %c0, %size : index
  %m119 = arith.select %c119, %m118, %s119 : !stream.resource<transient>
  %c120 = arith.cmpi eq, %c0, %size : index
  %m120 = arith.select %c120, %m119, %s120 : !stream.resource<transient>
  %c121 = arith.cmpi eq, %c0, %size : index
  %m121 = arith.select %c121, %m120, %s121 : !stream.resource<transient>
  %c122 = arith.cmpi eq, %c0, %size : index
  %m122 = arith.select %c122, %m121, %s122 : !stream.resource<transient>
  %c123 = arith.cmpi eq, %c0, %size : index
  %m123 = arith.select %c123, %m122, %s123 : !stream.resource<transient>
  %c124 = arith.cmpi eq, %c0, %size : index
  %m124 = arith.select %c124, %m123, %s124 : !stream.resource<transient>
  %c125 = arith.cmpi eq, %c0, %size : index
  %m125 = arith.select %c125, %m124, %s125 : !stream.resource<transient>
  %c126 = arith.cmpi eq, %c0, %size : index
  %m126 = arith.select %c126, %m125, %s126 : !stream.resource<transient>
  %c127 = arith.cmpi eq, %c0, %size : index
  %m127 = arith.select %c127, %m126, %s127 : !stream.resource<transient>
  %c128 = arith.cmpi eq, %c0, %size : index
  %m128 = arith.select %c128, %m127, %s128 : !stream.resource<transient>
  %c129 = arith.cmpi eq, %c0, %size : index
  %m129 = arith.select %c129, %m128, %s129 : !stream.resource<transient>
  %c130 = arith.cmpi eq, %c0, %size : index
  %m130 = arith.select %c130, %m129, %s130 : !stream.resource<transient>
  %c131 = arith.cmpi eq, %c0, %size : index
  %m131 = arith.select %c131, %m130, %s131 : !stream.resource<transient>
  %c132 = arith.cmpi eq, %c0, %size : index
  %m132 = arith.select %c132, %m131, %s132 : !stream.resource<transient>
  %c133 = arith.cmpi eq, %c0, %size : index
  %m133 = arith.select %c133, %m132, %s133 : !stream.resource<transient>
  %c134 = arith.cmpi eq, %c0, %size : index
  %m134 = arith.select %c134, %m133, %s134 : !stream.resource<transient>
  %c135 = arith.cmpi eq, %c0, %size : index
  %m135 = arith.select %c135, %m134, %s135 : !stream.resource<transient>
  %c136 = arith.cmpi eq, %c0, %size : index
  %m136 = arith.select %c136, %m135, %s136 : !stream.resource<transient>
  %c137 = arith.cmpi eq, %c0, %size : index
  %m137 = arith.select %c137, %m136, %s137 : !stream.resource<transient>
  %c138 = arith.cmpi eq, %c0, %size : index
  %m138 = arith.select %c138, %m137, %s138 : !stream.resource<transient>
  %c139 = arith.cmpi eq, %c0, %size : index
  %m139 = arith.select %c139, %m138, %s139 : !stream.resource<transient>
  %c140 = arith.cmpi eq, %c0, %size : index
  %m140 = arith.select %c140, %m139, %s140 : !stream.resource<transient>
  %c141 = arith.cmpi eq, %c0, %size : index
  %m141 = arith.select %c141, %m140, %s141 : !stream.resource<transient>
  %c142 = arith.cmpi eq, %c0, %size : index
  %m142 = arith.select %c142, %m141, %s142 : !stream.resource<transient>
  %c143 = arith.cmpi eq, %c0, %size : index
  %m143 = arith.select %c143, %m142, %s143 : !stream.resource<transient>
  %c144 = arith.cmpi eq, %c0, %size : index
  %m144 = arith.select %c144, %m143, %s144 : !stream.resource<transient>
  %c145 = arith.cmpi eq, %c0, %size : index
  %m145 = arith.select %c145, %m144, %s145 : !stream.resource<transient>
  %c146 = arith.cmpi eq, %c0, %size : index
  %m146 = arith.select %c146, %m145, %s146 : !stream.resource<transient>
  %c147 = arith.cmpi eq, %c0, %size : index
  %m147 = arith.select %c147, %m146, %s147 : !stream.resource<transient>
  %c148 = arith.cmpi eq, %c0, %size : index
  %m148 = arith.select %c148, %m147, %s148 : !stream.resource<transient>
  %c149 = arith.cmpi eq, %c0, %size : index
  %m149 = arith.select %c149, %m148, %s149 : !stream.resource<transient>
  %c150 = arith.cmpi eq, %c0, %size : index
  %m150 = arith.select %c150, %m149, %s150 : !stream.resource<transient>
  %c151 = arith.cmpi eq, %c0, %size : index
  %m151 = arith.select %c151, %m150, %s151 : !stream.resource<transient>
  %c152 = arith.cmpi eq, %c0, %size : index
  %m152 = arith.select %c152, %m151, %s152 : !stream.resource<transient>
  %c153 = arith.cmpi eq, %c0, %size : index
  %m153 = arith.select %c153, %m152, %s153 : !stream.resource<transient>
  %c154 = arith.cmpi eq, %c0, %size : index
  %m154 = arith.select %c154, %m153, %s154 : !stream.resource<transient>
  %c155 = arith.cmpi eq, %c0, %size : index
  %m155 = arith.select %c155, %m154, %s155 : !stream.resource<transient>
  %c156 = arith.cmpi eq, %c0, %size : index
  %m156 = arith.select %c156, %m155, %s156 : !stream.resource<transient>
  %c157 = arith.cmpi eq, %c0, %size : index
  %m157 = arith.select %c157, %m156, %s157 : !stream.resource<transient>
  %c158 = arith.cmpi eq, %c0, %size : index
  %m158 = arith.select %c158, %m157, %s158 : !stream.resource<transient>
  %c159 = arith.cmpi eq, %c0, %size : index
  %m159 = arith.select %c159, %m158, %s159 : !stream.resource<transient>
  %c160 = arith.cmpi eq, %c0, %size : index
  %m160 = arith.select %c160, %m159, %s160 : !stream.resource<transient>
  %c161 = arith.cmpi eq, %c0, %size : index
  %m161 = arith.select %c161, %m160, %s161 : !stream.resource<transient>
  %c162 = arith.cmpi eq, %c0, %size : index
  %m162 = arith.select %c162, %m161, %s162 : !stream.resource<transient>
  %c163 = arith.cmpi eq, %c0, %size : index
  %m163 = arith.select %c163, %m162, %s163 : !stream.resource<transient>
  %c164 = arith.cmpi eq, %c0, %size : index
  %m164 = arith.select %c164, %m163, %s164 : !stream.resource<transient>
  %c165 = arith.cmpi eq, %c0, %size : index
  %m165 = arith.select %c165, %m164, %s165 : !stream.resource<transient>
  %c166 = arith.cmpi eq, %c0, %size : index
  %m166 = arith.select %c166, %m165, %s166 : !stream.resource<transient>
  %c167 = arith.cmpi eq, %c0, %size : index
  %m167 = arith.select %c167, %m166, %s167 : !stream.resource<transient>
  %c168 = arith.cmpi eq, %c0, %size : index
  %m168 = arith.select %c168, %m167, %s168 : !stream.resource<transient>
  %c169 = arith.cmpi eq, %c0, %size : index
  %m169 = arith.select %c169, %m168, %s169 : !stream.resource<transient>
  %c170 = arith.cmpi eq, %c0, %size : index
  %m170 = arith.select %c170, %m169, %s170 : !stream.resource<transient>
  %c171 = arith.cmpi eq, %c0, %size : index
  %m171 = arith.select %c171, %m170, %s171 : !stream.resource<transient>
  %c172 = arith.cmpi eq, %c0, %size : index
  %m172 = arith.select %c172, %m171, %s172 : !stream.resource<transient>
  %c173 = arith.cmpi eq, %c0, %size : index
  %m173 = arith.select %c173, %m172, %s173 : !stream.resource<transient>
  %c174 = arith.cmpi eq, %c0, %size : index
  %m174 = arith.select %c174, %m173, %s174 : !stream.resource<transient>
  %c175 = arith.cmpi eq, %c0, %size : index
  %m175 = arith.select %c175, %m174, %s175 : !stream.resource<transient>
  %c176 = arith.cmpi eq, %c0, %size : index
  %m176 = arith.select %c176, %m175, %s176 : !stream.resource<transient>
  %c177 = arith.cmpi eq, %c0, %size : index
  %m177 = arith.select %c177, %m176, %s177 : !stream.resource<transient>
  %c178 = arith.cmpi eq, %c0, %size : index
  %m178 = arith.select %c178, %m177, %s178 : !stream.resource<transient>
  %c179 = arith.cmpi eq, %c0, %size : index
  %m179 = arith.select %c179, %m178, %s179 : !stream.resource<transient>
  %c180 = arith.cmpi eq, %c0, %size : index
  %m180 = arith.select %c180, %m179, %s180 : !stream.resource<transient>
  %c181 = arith.cmpi eq, %c0, %size : index
  %m181 = arith.select %c181, %m180, %s181 : !stream.resource<transient>
  %c182 = arith.cmpi eq, %c0, %size : index
  %m182 = arith.select %c182, %m181, %s182 : !stream.resource<transient>
  %c183 = arith.cmpi eq, %c0, %size : index
  %m183 = arith.select %c183, %m182, %s183 : !stream.resource<transient>
  %c184 = arith.cmpi eq, %c0, %size : index
  %m184 = arith.select %c184, %m183, %s184 : !stream.resource<transient>
  %c185 = arith.cmpi eq, %c0, %size : index
  %m185 = arith.select %c185, %m184, %s185 : !stream.resource<transient>
  %c186 = arith.cmpi eq, %c0, %size : index
  %m186 = arith.select %c186, %m185, %s186 : !stream.resource<transient>
  %c187 = arith.cmpi eq, %c0, %size : index
  %m187 = arith.select %c187, %m186, %s187 : !stream.resource<transient>
  %c188 = arith.cmpi eq, %c0, %size : index
  %m188 = arith.select %c188, %m187, %s188 : !stream.resource<transient>
  %c189 = arith.cmpi eq, %c0, %size : index
  %m189 = arith.select %c189, %m188, %s189 : !stream.resource<transient>
  %c190 = arith.cmpi eq, %c0, %size : index
  %m190 = arith.select %c190, %m189, %s190 : !stream.resource<transient>
  %c191 = arith.cmpi eq, %c0, %size : index
  %m191 = arith.select %c191, %m190, %s191 : !stream.resource<transient>
  %c192 = arith.cmpi eq, %c0, %size : index
  %m192 = arith.select %c192, %m191, %s192 : !stream.resource<transient>
  %c193 = arith.cmpi eq, %c0, %size : index
  %m193 = arith.select %c193, %m192, %s193 : !stream.resource<transient>
  %c194 = arith.cmpi eq, %c0, %size : index
  %m194 = arith.select %c194, %m193, %s194 : !stream.resource<transient>
  %c195 = arith.cmpi eq, %c0, %size : index
  %m195 = arith.select %c195, %m194, %s195 : !stream.resource<transient>
  %c196 = arith.cmpi eq, %c0, %size : index
  %m196 = arith.select %c196, %m195, %s196 : !stream.resource<transient>
  %c197 = arith.cmpi eq, %c0, %size : index
  %m197 = arith.select %c197, %m196, %s197 : !stream.resource<transient>
  %c198 = arith.cmpi eq, %c0, %size : index
  %m198 = arith.select %c198, %m197, %s198 : !stream.resource<transient>
  %c199 = arith.cmpi eq, %c0, %size : index
  %m199 = arith.select %c199, %m198, %s199 : !stream.resource<transient>
  %c200 = arith.cmpi eq, %c0, %size : index
  %m200 = arith.select %c200, %m199, %s200 : !stream.resource<transient>
  %c201 = arith.cmpi eq, %c0, %size : index
  %m201 = arith.select %c201, %m200, %s201 : !stream.resource<transient>
  %c202 = arith.cmpi eq, %c0, %size : index
  %m202 = arith.select %c202, %m201, %s202 : !stream.resource<transient>
  %c203 = arith.cmpi eq, %c0, %size : index
  %m203 = arith.select %c203, %m202, %s203 : !stream.resource<transient>
  %c204 = arith.cmpi eq, %c0, %size : index
  %m204 = arith.select %c204, %m203, %s204 : !stream.resource<transient>
  %c205 = arith.cmpi eq, %c0, %size : index
  %m205 = arith.select %c205, %m204, %s205 : !stream.resource<transient>
  %c206 = arith.cmpi eq, %c0, %size : index
  %m206 = arith.select %c206, %m205, %s206 : !stream.resource<transient>
  %c207 = arith.cmpi eq, %c0, %size : index
  %m207 = arith.select %c207, %m206, %s207 : !stream.resource<transient>
  %c208 = arith.cmpi eq, %c0, %size : index
  %m208 = arith.select %c208, %m207, %s208 : !stream.resource<transient>
  %c209 = arith.cmpi eq, %c0, %size : index
  %m209 = arith.select %c209, %m208, %s209 : !stream.resource<transient>
  %c210 = arith.cmpi eq, %c0, %size : index
  %m210 = arith.select %c210, %m209, %s210 : !stream.resource<transient>
  %c211 = arith.cmpi eq, %c0, %size : index
  %m211 = arith.select %c211, %m210, %s211 : !stream.resource<transient>
  %c212 = arith.cmpi eq, %c0, %size : index
  %m212 = arith.select %c212, %m211, %s212 : !stream.resource<transient>
  %c213 = arith.cmpi eq, %c0, %size : index
  %m213 = arith.select %c213, %m212, %s213 : !stream.resource<transient>
  %c214 = arith.cmpi eq, %c0, %size : index
  %m214 = arith.select %c214, %m213, %s214 : !stream.resource<transient>
  %c215 = arith.cmpi eq, %c0, %size : index
  %m215 = arith.select %c215, %m214, %s215 : !stream.resource<transient>
  %c216 = arith.cmpi eq, %c0, %size : index
  %m216 = arith.select %c216, %m215, %s216 : !stream.resource<transient>
  %c217 = arith.cmpi eq, %c0, %size : index
  %m217 = arith.select %c217, %m216, %s217 : !stream.resource<transient>
  %c218 = arith.cmpi eq, %c0, %size : index
  %m218 = arith.select %c218, %m217, %s218 : !stream.resource<transient>
  %c219 = arith.cmpi eq, %c0, %size : index
  %m219 = arith.select %c219, %m218, %s219 : !stream.resource<transient>
  %c220 = arith.cmpi eq, %c0, %size : index
  %m220 = arith.select %c220, %m219, %s220 : !stream.resource<transient>
  %c221 = arith.cmpi eq, %c0, %size : index
  %m221 = arith.select %c221, %m220, %s221 : !stream.resource<transient>
  %c222 = arith.cmpi eq, %c0, %size : index
  %m222 = arith.select %c222, %m221, %s222 : !stream.resource<transient>
  %c223 = arith.cmpi eq, %c0, %size : index
  %m223 = arith.select %c223, %m222, %s223 : !stream.resource<transient>
  %c224 = arith.cmpi eq, %c0, %size : index
  %m224 = arith.select %c224, %m223, %s224 : !stream.resource<transient>
  %c225 = arith.cmpi eq, %c0, %size : index
  %m225 = arith.select %c225, %m224, %s225 : !stream.resource<transient>
  %c226 = arith.cmpi eq, %c0, %size : index
  %m226 = arith.select %c226, %m225, %s226 : !stream.resource<transient>
  %c227 = arith.cmpi eq, %c0, %size : index
  %m227 = arith.select %c227, %m226, %s227 : !stream.resource<transient>
  %c228 = arith.cmpi eq, %c0, %size : index
  %m228 = arith.select %c228, %m227, %s228 : !stream.resource<transient>
  %c229 = arith.cmpi eq, %c0, %size : index
  %m229 = arith.select %c229, %m228, %s229 : !stream.resource<transient>
  %c230 = arith.cmpi eq, %c0, %size : index
  %m230 = arith.select %c230, %m229, %s230 : !stream.resource<transient>
  %c231 = arith.cmpi eq, %c0, %size : index
  %m231 = arith.select %c231, %m230, %s231 : !stream.resource<transient>
  %c232 = arith.cmpi eq, %c0, %size : index
  %m232 = arith.select %c232, %m231, %s232 : !stream.resource<transient>
  %c233 = arith.cmpi eq, %c0, %size : index
  %m233 = arith.select %c233, %m232, %s233 : !stream.resource<transient>
  %c234 = arith.cmpi eq, %c0, %size : index
  %m234 = arith.select %c234, %m233, %s234 : !stream.resource<transient>
  %c235 = arith.cmpi eq, %c0, %size : index
  %m235 = arith.select %c235, %m234, %s235 : !stream.resource<transient>
  %c236 = arith.cmpi eq, %c0, %size : index
  %m236 = arith.select %c236, %m235, %s236 : !stream.resource<transient>
  %c237 = arith.cmpi eq, %c0, %size : index
  %m237 = arith.select %c237, %m236, %s237 : !stream.resource<transient>
  %c238 = arith.cmpi eq, %c0, %size : index
  %m238 = arith.select %c238, %m237, %s238 : !stream.resource<transient>
  %c239 = arith.cmpi eq, %c0, %size : index
  %m239 = arith.select %c239, %m238, %s239 : !stream.resource<transient>
  %c240 = arith.cmpi eq, %c0, %size : index
  %m240 = arith.select %c240, %m239, %s240 : !stream.resource<transient>
  %c241 = arith.cmpi eq, %c0, %size : index
  %m241 = arith.select %c241, %m240, %s241 : !stream.resource<transient>
  %c242 = arith.cmpi eq, %c0, %size : index
  %m242 = arith.select %c242, %m241, %s242 : !stream.resource<transient>
  %c243 = arith.cmpi eq, %c0, %size : index
  %m243 = arith.select %c243, %m242, %s243 : !stream.resource<transient>
  %c244 = arith.cmpi eq, %c0, %size : index
  %m244 = arith.select %c244, %m243, %s244 : !stream.resource<transient>
  %c245 = arith.cmpi eq, %c0, %size : index
  %m245 = arith.select %c245, %m244, %s245 : !stream.resource<transient>
  %c246 = arith.cmpi eq, %c0, %size : index
  %m246 = arith.select %c246, %m245, %s246 : !stream.resource<transient>
  %c247 = arith.cmpi eq, %c0, %size : index
  %m247 = arith.select %c247, %m246, %s247 : !stream.resource<transient>
  %c248 = arith.cmpi eq, %c0, %size : index
  %m248 = arith.select %c248, %m247, %s248 : !stream.resource<transient>
  %c249 = arith.cmpi eq, %c0, %size : index
  %m249 = arith.select %c249, %m248, %s249 : !stream.resource<transient>
  %c250 = arith.cmpi eq, %c0, %size : index
  %m250 = arith.select %c250, %m249, %s250 : !stream.resource<transient>
  %c251 = arith.cmpi eq, %c0, %size : index
  %m251 = arith.select %c251, %m250, %s251 : !stream.resource<transient>
  %c252 = arith.cmpi eq, %c0, %size : index
  %m252 = arith.select %c252, %m251, %s252 : !stream.resource<transient>
  %c253 = arith.cmpi eq, %c0, %size : index
  %m253 = arith.select %c253, %m252, %s253 : !stream.resource<transient>
  %c254 = arith.cmpi eq, %c0, %size : index
  %m254 = arith.select %c254, %m253, %s254 : !stream.resource<transient>
  %c255 = arith.cmpi eq, %c0, %size : index
  %m255 = arith.select %c255, %m254, %s255 : !stream.resource<transient>
  %d = stream.async.dispatch @ex::@k(%m255[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  util.return %d : !stream.resource<transient>
}
// -----
// Not in SPEC-CURRENT (R9): a reader of the barrier's result sees the barrier's target and, through its tie, the source.
util.func public @barrier(%in: !hal.buffer_view) -> tensor<4xf32> {
  %t = flow.dispatch @ex::@k() {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<4xf32>
  %b = flow.tensor.barrier %t : tensor<4xf32> on #hal.device.promise<@dev_b>
  %r = flow.dispatch @ex::@k2(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %s = flow.dispatch @ex::@k3(%b) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %s : tensor<4xf32>
}
// -----
// Not in SPEC-CURRENT (R8): a pin passes on through the first use of each value only (uses newest first).
util.func public @two_tied(%in: !hal.buffer) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = flow.dispatch @ex::@k0() {stream.affinity = #hal.device.promise<@dev_c>} : () -> tensor<4xf32>
  %al = hal.tensor.alias on(#hal.device.promise<@dev_b>) %t : tensor<4xf32> to %in : !hal.buffer
  %u = flow.dispatch @ex::@k(%al) : (tensor<4xf32>) -> %al
  %v = flow.dispatch @ex::@k2(%al) : (tensor<4xf32>) -> %al
  %x = flow.dispatch @ex::@k3(%v) : (tensor<4xf32>) -> tensor<4xf32>
  %y = flow.dispatch @ex::@k4(%u) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %y, %x : tensor<4xf32>, tensor<4xf32>
}
// -----
// Not in SPEC-CURRENT (R8): only the pin's own tied operand may be unknown; an unknown producer on another path still makes the value unknown (found by property_tests/test_differential_current.py).
util.func public @pin_then_unknown(%in: !hal.buffer_view, %c: i1) -> tensor<4xi32> {
  %v28 = hal.tensor.import on(#hal.device.promise<@dev_1>) %in "in" : !hal.buffer_view -> tensor<4xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%v28 : tensor<4xi32>)
^bb2:
  %v42 = flow.tensor.constant dense<4> : tensor<4xi32>
  cf.br ^bb3(%v42 : tensor<4xi32>)
^bb3(%b: tensor<4xi32>):
  %d = flow.dispatch @ex::@e(%b) : (tensor<4xi32>) -> tensor<4xi32>
  util.return %b : tensor<4xi32>
}
// -----
// Not in SPEC-CURRENT (R8): the same with the predecessors swapped.
util.func public @unknown_then_pin(%in: !hal.buffer_view, %c: i1) -> tensor<4xi32> {
  %v42 = flow.tensor.constant dense<4> : tensor<4xi32>
  %v28 = hal.tensor.import on(#hal.device.promise<@dev_1>) %in "in" : !hal.buffer_view -> tensor<4xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%v42 : tensor<4xi32>)
^bb2:
  cf.br ^bb3(%v28 : tensor<4xi32>)
^bb3(%b: tensor<4xi32>):
  %d = flow.dispatch @ex::@e(%b) : (tensor<4xi32>) -> tensor<4xi32>
  util.return %b : tensor<4xi32>
}
// -----
// Not in SPEC-CURRENT (R8): a pin ignores the unknown producers of its tied operand.
util.func public @alias_of_public_arg(%t: tensor<4xi32>, %buf: !hal.buffer) -> tensor<4xi32> {
  %al = hal.tensor.alias on(#hal.device.promise<@dev_b>) %t : tensor<4xi32> to %buf : !hal.buffer
  %d = flow.dispatch @ex::@e(%al) : (tensor<4xi32>) -> tensor<4xi32>
  util.return %d : tensor<4xi32>
}
// -----
// Not in SPEC-CURRENT (probe): stream.async.barrier on(...): tied to its operand, placed by its on(...).
util.func public @barrier_on(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %c1_i32 : i32 -> !stream.resource<transient>{%size}
  %b = stream.async.barrier on(#hal.device.promise<@dev_b>) %r : !stream.resource<transient>{%size}
  %d = stream.async.dispatch @ex::@k(%b[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> !stream.resource<transient>{%size}
  util.return %d : !stream.resource<transient>
}
// -----
// Not in SPEC-CURRENT (probe): unplaced import through a loop, a tied call, a global and a placed export.
util.global private mutable @g : tensor<4xf32>
util.func private @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  %u = flow.dispatch @ex::@k(%t) : (tensor<4xf32>) -> %t
  util.return %u : tensor<4xf32>
}
util.func public @main(%in: !hal.buffer_view, %n: index) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = hal.tensor.import %in "in" : !hal.buffer_view -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<4xf32> {
    %v = util.call @callee(%acc) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %v : tensor<4xf32>
  }
  util.global.store %r, @g : tensor<4xf32>
  %l = util.global.load @g : tensor<4xf32>
  %d = flow.dispatch @ex::@k2(%l) {stream.affinity = #hal.device.promise<@dev_c>} : (tensor<4xf32>) -> tensor<4xf32>
  %out = hal.tensor.export on(#hal.device.promise<@dev_b>) %d "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
// -----
// Not in SPEC-CURRENT (probe): stream.tensor.import on(...) and an unplaced stream.tensor.export around a tied placed dispatch and a transfer.
util.func public @main(%in: !hal.buffer_view, %size: index) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %r = stream.tensor.import on(#hal.device.promise<@dev_a>) %in : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%size}
  %c = stream.async.clone %r : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %d = stream.async.dispatch on(#hal.device.promise<@dev_b>) @ex::@k(%c[%c0 to %size for %size]) : (!stream.resource<external>{%size}) -> %c{%size}
  %t = stream.async.transfer %d : !stream.resource<external>{%size} from(#hal.device.promise<@dev_b>) -> to(#hal.device.promise<@dev_c>) !stream.resource<external>{%size}
  %out = stream.tensor.export %t : tensor<4xf32> in !stream.resource<external>{%size} -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
// -----
// Not in SPEC-CURRENT (probe): a pin reaching scf.if results and an optimization barrier, two exports.
util.func public @main(%in: !hal.buffer_view, %c: i1) -> (!hal.buffer_view, !hal.buffer_view) {
  %t = hal.tensor.import on(#hal.device.promise<@dev_a>) %in "in" : !hal.buffer_view -> tensor<4xf32>
  %u = scf.if %c -> tensor<4xf32> {
    %x = flow.dispatch @ex::@k(%t) : (tensor<4xf32>) -> %t
    scf.yield %x : tensor<4xf32>
  } else {
    %y = flow.dispatch @ex::@k(%t) {stream.affinity = #hal.device.promise<@dev_c>} : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  %b = util.optimization_barrier %u : tensor<4xf32>
  %o1 = hal.tensor.export on(#hal.device.promise<@dev_b>) %b "o1" : tensor<4xf32> -> !hal.buffer_view
  %o2 = hal.tensor.export on(#hal.device.promise<@dev_d>) %u "o2" : tensor<4xf32> -> !hal.buffer_view
  util.return %o1, %o2 : !hal.buffer_view, !hal.buffer_view
}
// -----
// Not in SPEC-CURRENT (probe): a global stored from a public function, default affinity (R10).
module attributes {stream.affinity.default = #hal.device.promise<@dev_z>} {
  util.global private mutable @g : tensor<4xf32>
  util.func public @set(%t: tensor<4xf32>) {
    util.global.store %t, @g : tensor<4xf32>
    util.return
  }
  util.func public @get() -> tensor<4xf32> {
    %l = util.global.load @g : tensor<4xf32>
    %d = flow.dispatch @ex::@k(%l) : (tensor<4xf32>) -> tensor<4xf32>
    util.return %d : tensor<4xf32>
  }
}
// -----
// Not in SPEC-CURRENT (probe): an export in a callee called twice, recursion, select.
util.func private @sink(%t: tensor<4xf32>) -> !hal.buffer_view {
  %o = hal.tensor.export on(#hal.device.promise<@dev_b>) %t "o" : tensor<4xf32> -> !hal.buffer_view
  util.return %o : !hal.buffer_view
}
util.func private @rec(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %x = util.call @rec(%t, %c) : (tensor<4xf32>, i1) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %y = flow.dispatch @ex::@k(%t) : (tensor<4xf32>) -> %t
    scf.yield %y : tensor<4xf32>
  }
  util.return %r : tensor<4xf32>
}
util.func public @main(%c: i1) -> (!hal.buffer_view, !hal.buffer_view, tensor<4xf32>) {
  %a = flow.dispatch @ex::@a() {stream.affinity = #hal.device.promise<@dev_a>} : () -> tensor<4xf32>
  %z = flow.dispatch @ex::@z() {stream.affinity = #hal.device.promise<@dev_z>} : () -> tensor<4xf32>
  %r = util.call @rec(%a, %c) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %o1 = util.call @sink(%r) : (tensor<4xf32>) -> !hal.buffer_view
  %o2 = util.call @sink(%z) : (tensor<4xf32>) -> !hal.buffer_view
  %s = arith.select %c, %r, %z : tensor<4xf32>
  %w = flow.dispatch @ex::@w(%s) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %o1, %o2, %w : !hal.buffer_view, !hal.buffer_view, tensor<4xf32>
}
// -----
// Not in SPEC-CURRENT (probe): an alias inside an scf.while before region.
util.func public @main(%in: !hal.buffer_view, %buf: !hal.buffer, %lim: i32) -> !hal.buffer_view {
  %c1_i32 = arith.constant 1 : i32
  %t = hal.tensor.import on(#hal.device.promise<@dev_a>) %in "in" : !hal.buffer_view -> tensor<4xf32>
  %r = scf.while (%x = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %go = arith.cmpi slt, %c1_i32, %lim : i32
    %al = hal.tensor.alias on(#hal.device.promise<@dev_c>) %x : tensor<4xf32> to %buf : !hal.buffer
    scf.condition(%go) %al : tensor<4xf32>
  } do {
  ^bb0(%y: tensor<4xf32>):
    %u = flow.dispatch @ex::@k(%y) : (tensor<4xf32>) -> %y
    scf.yield %u : tensor<4xf32>
  }
  %out = hal.tensor.export on(#hal.device.promise<@dev_b>) %r "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
