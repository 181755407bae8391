"""Minimal programs for the discrepancies and bugs the property suite found
(see docs/property-tests.md, "Findings"), attached to the properties as
explicit examples. Open ones use `@example(...).xfail(...)`: each currently
fails, and the suite reports an error as soon as one starts passing, so
the marker can be dropped (or the case moved to docs/divergences.md and
its tests). Fixed ones stay as plain `@example(...)` regressions.
"""

# D1: iree-opt 3.2.0 ties a `flow.tensor.barrier` result to its source (the
# result lives where the source was produced: dev_0); we give it the
# barrier's target (dev_1), as SPEC 5.4 says ("Tied: –"). Not listed in
# docs/divergences.md.
D1_BARRIER_RESULT = """\
util.func private @barrier_result() -> tensor<4xi32> {
  %cst = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_0>} dense<1> : tensor<4xi32>
  %b = flow.tensor.barrier %cst : tensor<4xi32> on #hal.device.promise<@dev_1>
  util.return %b : tensor<4xi32>
}
"""

# P1 (a finding about the property, not the analysis): a tied dispatch
# whose tied operand comes from a pinning `hal.tensor.import` (dev_0) and
# is also exported on dev_1. iree-opt 3.2.0 prints the operand on
# [dev_0, dev_1] but the tied result on its pinned producer, [dev_0]: the
# result and its operand are one buffer, yet their printed placements
# differ. We print the same (the differential property checks it), so
# `test_tied_result_lives_with_its_operand` leaves out ties whose operand
# a hal.tensor op touches.
P1_TIED_PINNED_OPERAND = """\
util.func public @tied_pinned(%view: !hal.buffer_view) {
  %0 = hal.tensor.import on(#hal.device.promise<@dev_0>) %view "input" : !hal.buffer_view -> tensor<4xi32>
  %1 = hal.tensor.export on(#hal.device.promise<@dev_1>) %0 "output" : tensor<4xi32> -> !hal.buffer_view
  %2 = flow.dispatch @ex::@e0(%0) : (tensor<4xi32>) -> %0
  util.return
}
"""

# D2 (fixed by 6144ac6, "zero-trip edge policy"; kept as a regression
# example): an scf.for init whose only consumers are reached through the
# loop result (the zero-trip edge). iree-opt 3.2.0 finds no consumer at
# all (`[[]]`), even with a single iter arg; we used to place the constant
# on dev_1.
D2_FOR_ZERO_TRIP_CONSUMER = """\
util.func private @for_zero_trip() -> tensor<4xi32> {
  %init = flow.tensor.constant dense<0> : tensor<4xi32>
  %next = flow.tensor.constant dense<1> : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%it = %init) -> tensor<4xi32> {
    scf.yield %next : tensor<4xi32>
  }
  %t = flow.tensor.transfer %r : tensor<4xi32> to #hal.device.promise<@dev_1>
  util.return %t : tensor<4xi32>
}
"""

# D3: a pinning op reached only through an scf.while condition (or an
# scf.for iter arg) pins the value in ours (dev_0), not in iree-opt 3.2.0,
# whose use walk does not go through `scf.condition` / scf.for inits
# (the constant stays on its explicit dev_1). Not listed in
# docs/divergences.md.
D3_PIN_THROUGH_WHILE = """\
util.func private @pin_through_while(%c: i1) {
  %cst = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_1>} dense<0> : tensor<4xi32>
  %r = scf.while (%w = %cst) : (tensor<4xi32>) -> tensor<4xi32> {
    scf.condition(%c) %w : tensor<4xi32>
  } do {
  ^bb0(%x: tensor<4xi32>):
    %e = hal.tensor.export on(#hal.device.promise<@dev_0>) %x "output" : tensor<4xi32> -> !hal.buffer_view
    scf.yield %x : tensor<4xi32>
  }
  util.return
}
"""

D3_PIN_THROUGH_FOR = """\
util.func private @pin_through_for() {
  %cst = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_1>} dense<0> : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %cst) -> tensor<4xi32> {
    %e = hal.tensor.export on(#hal.device.promise<@dev_0>) %x "output" : tensor<4xi32> -> !hal.buffer_view
    scf.yield %x : tensor<4xi32>
  }
  util.return
}
"""

# B2 (fixed by 889aafe; kept as a regression example): schedule-execution
# failed ("cannot determine the size of a captured resource") when a block
# other than the entry captured a resource whose size is only known from a
# value of a dominating block (`_dominates_point` only looked at ancestor
# blocks). iree-opt 3.2.0 schedules it.
B2_SIZE_FROM_DOMINATING_BLOCK = """\
util.func public @size_from_entry_block(%arg0: !stream.resource<external>) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  cf.br ^bb1
^bb1:
  %0 = stream.async.dispatch @ex::@e0[%c1](%arg0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<transient>{%c16}
  util.return %0 : !stream.resource<transient>
}
"""

# B3 (fixed): a sync op fed by another sync op (transfer -> barrier) was in
# no partition: under 3.2.0's sync rule sync ops are deferred to their
# producer, and a deferred sync op never gets its own deferred ops placed
# (iree-opt 3.2.0 crashes on the same input). schedule-execution now
# partitions such a function with 3.13's rule (docs/divergences.md S6, S7).
B3_SYNC_CHAIN = """\
util.func public @sync_chain() -> !stream.resource<transient> {
  %c16 = arith.constant 16 : index
  %c7 = arith.constant 7 : i32
  %0 = stream.async.splat %c7 : i32 -> !stream.resource<transient>{%c16}
  %1 = stream.async.transfer %0 : !stream.resource<transient>{%c16} -> !stream.resource<transient>{%c16}
  %2 = stream.async.barrier %1 : !stream.resource<transient>{%c16} -> !stream.resource<transient>
  util.return %2 : !stream.resource<transient>
}
"""

# B4: a splat used by a dispatch both directly and through a host op
# (arith.select): the splat is cloned into the dispatch's partition, which
# then captures the select of its own output. schedule-execution emits the
# select before the execute region it reads from (a use before its
# definition) without any error. iree-opt 3.2.0 builds the same cycle but
# its verifier rejects it ("operand #0 does not dominate this use").
B4_CYCLE_THROUGH_HOST_OP = """\
util.func public @cycle_through_select(%cond: i1) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c7 = arith.constant 7 : i32
  %0 = stream.async.splat %c7 : i32 -> !stream.resource<transient>{%c16}
  %1 = arith.select %cond, %0, %0 : !stream.resource<transient>
  %2 = stream.async.dispatch @ex::@e0[%c1](%0[%c0 to %c16 for %c16], %1[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}, !stream.resource<transient>{%c16}) -> !stream.resource<transient>{%c16}
  util.return %2 : !stream.resource<transient>
}
"""

# B5: partitions in the wrong order (a partition reads a value produced by a
# partition emitted after it) when an op cannot join the most recently
# created partition because of its affinity: the new partition marks only
# partitions 0..n-2 as hazards (SPEC Q10, `set_range(0, n - 1)`), so the
# splat feeding the dev_1 dispatch joins the later dev_0 partition.
# PartitionSet.verify reports it and schedule-execution fails with
# "invalid partitioning"; iree-opt 3.2.0 fails the same way ("partition
# set out of order"): an upstream bug reproduced faithfully.
B5_PARTITION_ORDER = """\
util.func public @partition_order() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c7 = arith.constant 7 : i32
  %0 = stream.async.splat on(#hal.device.affinity<@dev_0>) %c7 : i32 -> !stream.resource<transient>{%c16}
  %1 = stream.async.dispatch on(#hal.device.affinity<@dev_1>) @ex::@e0[%c1](%0[%c0 to %c16 for %c16]) : (!stream.resource<transient>{%c16}) -> !stream.resource<transient>{%c16}
  %2 = stream.async.splat on(#hal.device.affinity<@dev_0>) %c7 : i32 -> !stream.resource<transient>{%c16}
  util.return
}
"""
