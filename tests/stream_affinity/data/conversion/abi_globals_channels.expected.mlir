module {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  util.global private @cst : !stream.resource<constant>
  util.global private @cst__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@dev_a>) : tensor<4xf32> in !stream.resource<constant> = dense<1.000000e+00> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @cst : !stream.resource<constant>
    util.global.store %0, @cst__size : index
    util.return
  }
  util.global private mutable @un : !stream.resource<variable>
  util.global private mutable @un__size : index
  util.initializer {
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@dev_b>) tensor<4xf32> : index
    %empty = stream.tensor.empty on(#hal.device.affinity<@dev_b>) : tensor<4xf32> in !stream.resource<variable>{%0}
    util.global.store %empty, @un : !stream.resource<variable>
    util.global.store %0, @un__size : index
    util.return
  }
  stream.async.func private @ext(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*>
  util.func public @main(%arg0: !hal.buffer, %arg1: !hal.fence, %arg2: index, %arg3: i32, %arg4: !stream.resource<*>, %arg5: index) -> (f32, !hal.buffer_view) {
    %c0 = arith.constant 0 : index
    %cst = util.global.load @cst : !stream.resource<constant>
    %cst__size = util.global.load @cst__size : index
    %0 = stream.async.transfer %cst : !stream.resource<constant>{%cst__size} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%cst__size}
    %c1 = arith.constant 1 : index
    %1 = stream.tensor.sizeof tensor<1xf32> : index
    %2 = stream.tensor.slice %0[%c0 for %c1] : tensor<4xf32> in !stream.resource<*>{%cst__size} -> tensor<1xf32> in !stream.resource<*>{%1}
    %3 = stream.async.transfer %2 : !stream.resource<*>{%1} -> !stream.resource<staging>{%1}
    %4 = stream.tensor.load %3[%c0] : tensor<1xf32> in !stream.resource<staging>{%1} -> f32
    %c1_0 = arith.constant 1 : index
    %5 = stream.tensor.fill %4, %0[%c0 for %c1_0] : f32 -> tensor<4xf32> in %0 as !stream.resource<*>{%cst__size}
    %6 = stream.async.transfer %5 : !stream.resource<*>{%cst__size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<variable>{%cst__size}
    util.global.store %6, @un : !stream.resource<variable>
    util.global.store %cst__size, @un__size : index
    %7 = stream.tensor.sizeof tensor<?xf32>{%arg2} : index
    %8 = stream.async.alloca : !stream.resource<*>{%7}
    %c0_1 = arith.constant 0 : index
    %9 = stream.async.transfer %8 : !stream.resource<*>{%7} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%7}
    %10 = stream.tensor.sizeof on(#hal.device.affinity<@dev_b>) tensor<?xf32>{%arg2} : index
    %11 = stream.async.call on(#hal.device.affinity<@dev_b>) @ext(%9[%c0_1 to %7 for %7], %arg2) {stream.affinity = #hal.device.affinity<@dev_b>} : (!stream.resource<*>{%7}, index) -> !stream.resource<*>{%10}
    %12 = stream.tensor.sizeof on(#hal.device.affinity<@dev_b>) tensor<?xf32>{%arg2} : index
    %13 = stream.tensor.import on(#hal.device.affinity<@dev_b>) %arg0 : !hal.buffer -> tensor<?xf32>{%arg2} in !stream.resource<external>{%12}
    %14 = stream.timepoint.import on(#hal.device.affinity<@dev_b>) %arg1 : (!hal.fence) => !stream.timepoint
    %15 = stream.timepoint.await %14 => %13 : !stream.resource<external>{%12}
    %c0_2 = arith.constant 0 : index
    %16 = stream.async.update on(#hal.device.affinity<@dev_b>) %11, %15[%c0_2 to %10] : !stream.resource<*>{%10} -> %15 as !stream.resource<external>{%12}
    %17 = stream.async.slice on(#hal.device.affinity<@dev_b>) %16[%c0_2 to %10] : !stream.resource<external>{%12} -> !stream.resource<external>{%10}
    %18 = stream.async.transfer %17 : !stream.resource<external>{%10} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%10}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@dev_b>) %18 : !stream.resource<*>{%10} => !stream.timepoint
    %result_3, %result_timepoint_4 = stream.timepoint.barrier %0 : !stream.resource<*>{%cst__size} => !stream.timepoint
    %19 = stream.timepoint.join max(%result_timepoint, %result_timepoint_4) => !stream.timepoint
    stream.timepoint.chain_external %19 => (%arg1 : !hal.fence)
    %20 = stream.async.transfer %result : !stream.resource<*>{%10} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<staging>{%10}
    %21 = stream.async.transfer %result_3 : !stream.resource<*>{%cst__size} -> !stream.resource<staging>{%cst__size}
    stream.tensor.trace "T" = [
      %20 : tensor<?xf32>{%arg2} in !stream.resource<staging>{%10},
      %21 : tensor<4xf32> in !stream.resource<staging>{%cst__size}
    ]
    %channel = stream.channel.create group("grp") : !stream.channel
    %ccl_rank = stream.channel.rank %channel : index
    %22 = stream.tensor.clone %result_3 : tensor<4xf32> in !stream.resource<*>{%cst__size} -> tensor<4xf32> in !stream.resource<*>{%cst__size}
    cf.switch %arg3 : i32, [
      default: ^bb1(%22, %cst__size : !stream.resource<*>, index),
      3: ^bb1(%0, %cst__size : !stream.resource<*>, index)
    ]
  ^bb1(%23: !stream.resource<*>, %24: index):  // 2 preds: ^bb0, ^bb0
    %25 = stream.async.transfer %23 : !stream.resource<*>{%24} -> !stream.resource<external>{%24}
    %26 = stream.tensor.export %25 : tensor<4xf32> in !stream.resource<external>{%24} -> !hal.buffer_view
    util.return %4, %26 : f32, !hal.buffer_view
  }
}

