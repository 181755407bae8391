module {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  util.global private mutable @g : !stream.resource<variable>
  util.global private mutable @g__size : index
  util.func private @callee(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> (index, !stream.resource<*>, index) {
    %0 = stream.tensor.clone on(#hal.device.affinity<@dev_a>) %arg0 : tensor<4xf32> in !stream.resource<*>{%arg1} -> tensor<4xf32> in !stream.resource<*>{%arg1}
    util.return %arg2, %0, %arg1 : index, !stream.resource<*>, index
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: index, %arg2: i1) -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("in") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<4xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%0}
    %2 = stream.async.transfer %1 : !stream.resource<external>{%0} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%0}
    %3:3 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %2, %arg5 = %0, %arg6 = %c0) -> (!stream.resource<*>, index, index) {
      %19:3 = util.call @callee(%arg4, %arg5, %arg6) : (!stream.resource<*>, index, index) -> (index, !stream.resource<*>, index)
      %20:2 = scf.if %arg2 -> (!stream.resource<*>, index) {
        %21 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<4xf32> : index
        %22 = stream.tensor.dispatch on(#hal.device.affinity<@dev_a>) @ex::@e(%19#1) : (tensor<4xf32> in !stream.resource<*>{%19#2}) -> tensor<4xf32> in !stream.resource<*>{%21}
        scf.yield %22, %21 : !stream.resource<*>, index
      } else {
        scf.yield %19#1, %19#2 : !stream.resource<*>, index
      }
      scf.yield %20#0, %20#1, %19#0 : !stream.resource<*>, index, index
    }
    %4 = stream.async.transfer %3#0 : !stream.resource<*>{%3#1} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<variable>{%3#1}
    util.global.store %4, @g : !stream.resource<variable>
    util.global.store %3#1, @g__size : index
    %g = util.global.load @g : !stream.resource<variable>
    %g__size = util.global.load @g__size : index
    %5 = stream.async.transfer %g : !stream.resource<variable>{%g__size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%g__size}
    cf.cond_br %arg2, ^bb1(%5, %g__size, %3#2 : !stream.resource<*>, index, index), ^bb2
  ^bb1(%6: !stream.resource<*>, %7: index, %8: index):  // pred: ^bb0
    %9 = stream.async.transfer %6 : !stream.resource<*>{%7} -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%7}
    %10 = stream.async.transfer %9 : !stream.resource<*>{%7} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<external>{%7}
    %11 = stream.tensor.export on(#hal.device.affinity<@dev_a>) %10 : tensor<4xf32> in !stream.resource<external>{%7} -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  ^bb2:  // pred: ^bb0
    %12 = stream.tensor.sizeof tensor<4xindex> : index
    %13 = stream.tensor.splat %c0 : index -> tensor<4xindex> in !stream.resource<*>{%12}
    %14 = stream.tensor.sizeof tensor<8xi32> : index
    %15 = stream.tensor.clone %13 : tensor<4xindex> in !stream.resource<*>{%12} -> tensor<8xi32> in !stream.resource<*>{%14}
    %16 = stream.tensor.sizeof tensor<8xi32> : index
    %empty = stream.tensor.empty : tensor<8xi32> in !stream.resource<*>{%16}
    %17 = stream.async.transfer %15 : !stream.resource<*>{%14} -> !stream.resource<external>{%14}
    %18 = stream.tensor.export %17 : tensor<8xi32> in !stream.resource<external>{%14} -> !hal.buffer_view
    util.return %18 : !hal.buffer_view
  }
}

