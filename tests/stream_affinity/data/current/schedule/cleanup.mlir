// FLAGS: --split-input-file --pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution))
util.func public @f(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%arg0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  %2 = stream.async.barrier on(#hal.device.affinity<@device_a>) %1 : !stream.resource<external>{%c16}
  %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d1(%2[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  util.return %3 : !stream.resource<external>
}

// -----
util.func public @b(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = stream.async.barrier %x : !stream.resource<*>{%s}
  %1 = stream.async.dispatch @ex::@d0(%0[%c0 to %s for %s]) : (!stream.resource<*>{%s}) -> !stream.resource<*>{%s}
  util.return %1 : !stream.resource<*>
}
util.func public @c(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = stream.async.barrier on(#hal.device.affinity<@a>) %x : !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// -----
// P1: producer without affinity, transfer to b
util.func public @p1(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %1 = stream.async.dispatch @ex::@d0(%arg0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  %2 = stream.async.transfer %1 : !stream.resource<external>{%c16} -> to(#hal.device.affinity<@device_b>) !stream.resource<external>{%c16}
  %3 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%2[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  util.return %3 : !stream.resource<external>
}

// -----
// P2: producer on a, transfer without from/to (lifetime change)
util.func public @p2(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%arg0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %2 = stream.async.transfer %1 : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
  util.return %2 : !stream.resource<external>
}

// -----
// P3: splat without affinity used on two devices
util.func public @p3(%arg0: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c1_i32 = arith.constant 1 : i32
  %s = stream.async.splat %c1_i32 : i32 -> !stream.resource<transient>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%s[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
  %2 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%s[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
  util.return %1, %2 : !stream.resource<external>, !stream.resource<external>
}

// -----
// P4: splat on a used on b
util.func public @p4(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c1_i32 = arith.constant 1 : i32
  %s = stream.async.splat on(#hal.device.affinity<@device_a>) %c1_i32 : i32 -> !stream.resource<transient>{%c16}
  %2 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @ex::@d1(%s[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<external>{%c16}
  util.return %2 : !stream.resource<external>
}

// -----
// P5: barrier on b then dispatch on a
util.func public @p5(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %1 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d0(%arg0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  %2 = stream.async.barrier on(#hal.device.affinity<@device_b>) %1 : !stream.resource<external>{%c16}
  %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d1(%arg0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<external>{%c16}
  util.return %2 : !stream.resource<external>
}

// -----
// P6: transfer whose producer is a non-streamable op result (import) then dispatch
util.func public @p6(%arg0: !hal.buffer_view) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %1 = stream.async.transfer %0 : !stream.resource<external>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%c16}
  %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @ex::@d1(%1[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c16}) -> !stream.resource<*>{%c16}
  util.return %2 : !stream.resource<*>
}

// -----
util.func public @t1(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @t2(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} from(#hal.device.affinity<@a>) -> to(#hal.device.affinity<@a>) !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @t3(%x: !stream.resource<*>, %s: index) -> !stream.resource<external> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} from(#hal.device.affinity<@a>) -> to(#hal.device.affinity<@a>) !stream.resource<external>{%s}
  util.return %0 : !stream.resource<external>
}
util.func public @t4(%x: !stream.resource<*>, %s: index) -> !stream.resource<external> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  util.return %0 : !stream.resource<external>
}
util.func public @t5(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} from(#hal.device.affinity<@a>) -> to(#hal.device.affinity<@b>) !stream.resource<*>{%s}
  %1 = stream.async.transfer %0 : !stream.resource<*>{%s} from(#hal.device.affinity<@b>) -> to(#hal.device.affinity<@a>) !stream.resource<*>{%s}
  util.return %1 : !stream.resource<*>
}
util.func public @t6(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} -> !stream.resource<staging>{%s}
  %1 = stream.async.transfer %0 : !stream.resource<staging>{%s} -> !stream.resource<*>{%s}
  util.return %1 : !stream.resource<*>
}
util.func public @t7(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} from(#hal.device.affinity<@a>) -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @t8(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.async.transfer %x : !stream.resource<*>{%s} -> to(#hal.device.affinity<@a>) !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @t9(%x: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c = stream.async.clone %x : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  util.return %c : !stream.resource<*>
}

// -----
util.func public @dupYield(%arg0: !stream.resource<external>) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = stream.async.dispatch @ex::@d0(%arg0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %1 = stream.async.barrier %0 : !stream.resource<*>{%c16}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @f(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c7_i32 = arith.constant 7 : i32
  %r:2, %t = stream.async.execute with() -> (!stream.resource<*>{%s}, !stream.resource<*>{%s}) {
    %1 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%s}
    %2 = stream.async.clone %1 : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
    %3 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%s}
    stream.yield %2, %3 : !stream.resource<*>{%s}, !stream.resource<*>{%s}
  } => !stream.timepoint
  util.return %r#0, %r#1 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @f(%s: index, %x: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c7_i32 = arith.constant 7 : i32
  %r:3, %t = stream.async.execute with(%x as %a: !stream.resource<*>{%s}) -> (!stream.resource<*>{%s}, !stream.resource<*>{%s}, !stream.resource<*>{%s}) {
    %1 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%s}
    %2 = stream.async.clone %1 : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
    %4 = stream.async.dispatch @ex::@d(%a[%c0 to %s for %s]) : (!stream.resource<*>{%s}) -> !stream.resource<*>{%s}
    %3 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%s}
    stream.yield %3, %2, %4 : !stream.resource<*>{%s}, !stream.resource<*>{%s}, !stream.resource<*>{%s}
  } => !stream.timepoint
  util.return %r#0, %r#1, %r#2 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @f(%s: index) -> !stream.resource<external> {
  %c7_i32 = arith.constant 7 : i32
  %r, %t = stream.async.execute with() -> (!stream.resource<external>{%s}) {
    %1 = stream.async.splat %c7_i32 : i32 -> !stream.resource<*>{%s}
    %2 = stream.async.clone %1 : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
    stream.yield %2 : !stream.resource<external>{%s}
  } => !stream.timepoint
  util.return %r : !stream.resource<external>
}
