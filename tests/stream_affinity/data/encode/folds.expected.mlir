module {
  util.func public @tied_dispatch_target(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.async.dispatch @ex::@e(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> %arg0{%arg1}
    %1 = stream.async.update %arg2, %0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @fill_target(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: i8) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.fill %arg3, %arg0[%c0 to %c1 for %c1] : i8 -> %arg0 as !stream.resource<*>{%arg1}
    %1 = stream.async.update %arg2, %0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @alloca_target(%arg0: index, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %0 = stream.async.alloca : !stream.resource<*>{%arg0}
    util.return %arg1 : !stream.resource<*>
  }
  util.func public @slice_target(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index) -> !stream.resource<*> {
    util.return %arg2 : !stream.resource<*>
  }
  util.func public @constant_target(%arg0: index, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    util.return %arg1 : !stream.resource<*>
  }
  util.func public @load_target(%arg0: index, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %g = util.global.load @g : !stream.resource<*>
    %0 = stream.async.update %arg1, %g[%c0 to %arg0] : !stream.resource<*>{%arg0} -> %g as !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
  util.func public @arg_zero(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.async.update %arg2, %arg0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @arg_dyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index) -> !stream.resource<*> {
    %0 = stream.async.update %arg2, %arg0[%arg3 to %arg4] : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @fill_zero(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: i8) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.fill %arg3, %arg2[%c0 to %c1 for %c1] : i8 -> %arg2 as !stream.resource<*>{%arg1}
    %1 = stream.async.update %0, %arg0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @fill_dyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: i8, %arg4: index, %arg5: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.fill %arg3, %arg2[%c0 to %c1 for %c1] : i8 -> %arg2 as !stream.resource<*>{%arg1}
    %1 = stream.async.update %0, %arg0[%arg4 to %arg5] : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @clone_target(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>) {
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    util.return %arg2, %0 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @barrier_target_self(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %0 = util.optimization_barrier %arg0 : !stream.resource<*>
    util.return %0 : !stream.resource<*>
  }
  util.func public @splat_target_other_size(%arg0: index, %arg1: index, %arg2: !stream.resource<*>, %arg3: i8) -> !stream.resource<*> {
    %0 = stream.async.splat %arg3 : i8 -> !stream.resource<*>{%arg1}
    util.return %arg2 : !stream.resource<*>
  }
  util.func public @transfer_target(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>) -> !stream.resource<*> {
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    util.return %arg2 : !stream.resource<*>
  }
  util.func public @ie(%arg0: !stream.resource<external>, %arg1: index, %arg2: index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>) {
    %0 = stream.tensor.export %arg0 : tensor<4xf32> in !stream.resource<external>{%arg1} -> !hal.buffer_view
    %1 = stream.tensor.import %0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%arg2}
    util.return %arg0, %arg0, %1 : !stream.resource<external>, !stream.resource<external>, !stream.resource<external>
  }
  util.func public @ei(%arg0: !hal.buffer_view, %arg1: index, %arg2: index) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer) {
    %0 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%arg1}
    %1 = stream.tensor.export %0 : tensor<2x2xf32> in !stream.resource<external>{%arg1} -> !hal.buffer_view
    %2 = stream.tensor.export %0 : tensor<4xf32> in !stream.resource<external>{%arg2} -> !hal.buffer_view
    %3 = stream.tensor.export %0 : tensor<4xf32> in !stream.resource<external>{%arg1} -> !hal.buffer
    util.return %1, %2, %arg0, %3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer
  }
  util.func public @transfer_back(%arg0: !stream.resource<variable>, %arg1: index) -> !stream.resource<variable> {
    %0 = stream.async.transfer %arg0 : !stream.resource<variable>{%arg1} -> !stream.resource<*>{%arg1}
    util.return %arg0 : !stream.resource<variable>
  }
  util.func public @dead_loops(%arg0: index, %arg1: !stream.resource<*>, %arg2: index, %arg3: i32) {
    util.return
  }
  util.func public @cmpi_order(%arg0: i32) -> i1 {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.cmpi sle, %arg0, %c3_i32 : i32
    util.return %0 : i1
  }
  util.global private @g : !stream.resource<*>
}

