module attributes {stream.topology = #hal.device.topology<links = [(@dev_1 -> @dev_0 = {unified_memory = true})]>} {
  util.func public @p1(%arg0: i1) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    cf.cond_br %arg0, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb2:  // pred: ^bb0
    %0 = stream.async.splat on(#hal.device.affinity<@dev_1>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%0 : !stream.resource<transient>)
  ^bb3:  // pred: ^bb1
    %1 = stream.async.splat on(#hal.device.affinity<@dev_2>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%1 : !stream.resource<transient>)
  ^bb4:  // pred: ^bb1
    %2 = stream.async.splat on(#hal.device.affinity<@dev_3>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%2 : !stream.resource<transient>)
  ^bb5(%3: !stream.resource<transient>):  // 3 preds: ^bb2, ^bb3, ^bb4
    util.return %3 : !stream.resource<transient>
  }
  util.func public @p2(%arg0: i1) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    cf.cond_br %arg0, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb2:  // pred: ^bb0
    %0 = stream.async.splat on(#hal.device.affinity<@dev_2>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%0 : !stream.resource<transient>)
  ^bb3:  // pred: ^bb1
    %1 = stream.async.splat on(#hal.device.affinity<@dev_1>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%1 : !stream.resource<transient>)
  ^bb4:  // pred: ^bb1
    %2 = stream.async.splat on(#hal.device.affinity<@dev_3>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%2 : !stream.resource<transient>)
  ^bb5(%3: !stream.resource<transient>):  // 3 preds: ^bb2, ^bb3, ^bb4
    %4 = stream.async.transfer %3 : !stream.resource<transient>{%c16} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%c16}
    util.return %4 : !stream.resource<transient>
  }
  util.func public @p3(%arg0: i1) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    cf.cond_br %arg0, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb2:  // pred: ^bb0
    %0 = stream.async.splat on(#hal.device.affinity<@dev_2>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%0 : !stream.resource<transient>)
  ^bb3:  // pred: ^bb1
    %1 = stream.async.splat on(#hal.device.affinity<@dev_3>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%1 : !stream.resource<transient>)
  ^bb4:  // pred: ^bb1
    %2 = stream.async.splat on(#hal.device.affinity<@dev_1>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%2 : !stream.resource<transient>)
  ^bb5(%3: !stream.resource<transient>):  // 3 preds: ^bb2, ^bb3, ^bb4
    %4 = stream.async.transfer %3 : !stream.resource<transient>{%c16} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%c16}
    util.return %4 : !stream.resource<transient>
  }
  util.func public @p4(%arg0: i1) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    cf.cond_br %arg0, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb2:  // pred: ^bb0
    %0 = stream.async.splat %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%0 : !stream.resource<transient>)
  ^bb3:  // pred: ^bb1
    %1 = stream.async.splat on(#hal.device.affinity<@dev_1>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%1 : !stream.resource<transient>)
  ^bb4:  // pred: ^bb1
    %2 = stream.async.splat %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%2 : !stream.resource<transient>)
  ^bb5(%3: !stream.resource<transient>):  // 3 preds: ^bb2, ^bb3, ^bb4
    util.return %3 : !stream.resource<transient>
  }
  util.func public @p5(%arg0: i1) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    cf.cond_br %arg0, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb2:  // pred: ^bb0
    %0 = stream.async.splat on(#hal.device.affinity<@dev_2>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%0 : !stream.resource<transient>)
  ^bb3:  // pred: ^bb1
    %1 = stream.async.splat %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%1 : !stream.resource<transient>)
  ^bb4:  // pred: ^bb1
    %2 = stream.async.splat on(#hal.device.affinity<@dev_1>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb5(%2 : !stream.resource<transient>)
  ^bb5(%3: !stream.resource<transient>):  // 3 preds: ^bb2, ^bb3, ^bb4
    %4 = stream.async.transfer %3 : !stream.resource<transient>{%c16} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%c16}
    util.return %4 : !stream.resource<transient>
  }
  util.func public @dead(%arg0: !stream.resource<transient>) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<transient>{%c16} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%c16}
    util.return %arg0 : !stream.resource<transient>
  }
  util.func public @blockarg(%arg0: i1) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = stream.async.splat on(#hal.device.affinity<@dev_2>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb3(%0 : !stream.resource<transient>)
  ^bb2:  // pred: ^bb0
    %1 = stream.async.splat on(#hal.device.affinity<@dev_0>) %c7_i32 : i32 -> !stream.resource<transient>{%c16}
    cf.br ^bb3(%1 : !stream.resource<transient>)
  ^bb3(%2: !stream.resource<transient>):  // 2 preds: ^bb1, ^bb2
    %3 = stream.async.transfer %2 : !stream.resource<transient>{%c16} -> to(#hal.device.affinity<@dev_0>) !stream.resource<transient>{%c16}
    util.return %3 : !stream.resource<transient>
  }
  util.func public @deadnotopo(%arg0: !stream.resource<transient>) -> !stream.resource<transient> {
    %c16 = arith.constant 16 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<transient>{%c16} from(#hal.device.affinity<@dev_2>) -> to(#hal.device.affinity<@dev_1>) !stream.resource<transient>{%c16}
    %1 = stream.async.transfer %0 : !stream.resource<transient>{%c16} from(#hal.device.affinity<@dev_2>) -> to(#hal.device.affinity<@dev_1>) !stream.resource<external>{%c16}
    util.return %arg0 : !stream.resource<transient>
  }
}

