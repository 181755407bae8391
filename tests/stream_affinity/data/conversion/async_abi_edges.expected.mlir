module {
  util.global private @device_a : !hal.device
  util.global private mutable @weights : !stream.resource<variable>
  util.global private mutable @weights__size : index
  util.initializer {
    %cst = stream.tensor.constant : tensor<4xf32> in !stream.resource<variable> = dense_resource<weights_blob> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<variable>
    util.global.store %cst, @weights : !stream.resource<variable>
    util.global.store %0, @weights__size : index
    util.return
  }
  util.func private @ext(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view
  util.func public @run(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view {
    %c0 = arith.constant 0 : index
    %c-1_i32 = arith.constant -1 : i32
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%0}
    %2 = stream.timepoint.import on(#hal.device.affinity<@device_a>) %arg1 : (!hal.fence) => !stream.timepoint
    %3 = stream.timepoint.await %2 => %1 : !stream.resource<external>{%0}
    %4 = stream.async.transfer %3 : !stream.resource<external>{%0} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%0}
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@device_a>) %4 : !stream.resource<*>{%0} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@device_a>) %result_timepoint => (%fence : !hal.fence)
    %fence_0 = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %5 = stream.async.transfer %result : !stream.resource<*>{%0} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%0}
    %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5 : tensor<4xf32> in !stream.resource<external>{%0} -> !hal.buffer_view
    %7 = util.call @ext(%6, %fence, %fence_0) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence_0]) timeout_millis(%c-1_i32) : i32
    %element_type_f32_1 = hal.element_type<f32> : i32
    %dense_row_major_2 = hal.encoding_type<dense_row_major> : i32
    %c4_3 = arith.constant 4 : index
    hal.buffer_view.assert<%7 : !hal.buffer_view> message("tensor") shape([%c4_3]) type(%element_type_f32_1) encoding(%dense_row_major_2)
    %8 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4xf32> : index
    %9 = stream.tensor.import on(#hal.device.affinity<@device_a>) %7 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%8}
    %10 = stream.timepoint.import on(#hal.device.affinity<@device_a>) %fence_0 : (!hal.fence) => !stream.timepoint
    %11 = stream.timepoint.await %10 => %9 : !stream.resource<external>{%8}
    %12 = stream.async.transfer %11 : !stream.resource<external>{%8} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%8}
    %weights = util.global.load @weights : !stream.resource<variable>
    %weights__size = util.global.load @weights__size : index
    %13 = stream.async.transfer %weights : !stream.resource<variable>{%weights__size} -> !stream.resource<*>{%weights__size}
    %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<4xf32> in !stream.resource<constant> = dense_resource<bias_blob> : tensor<4xf32>
    %14 = stream.resource.size %cst : !stream.resource<constant>
    %15 = stream.async.transfer %cst : !stream.resource<constant>{%14} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%14}
    %result_4, %result_timepoint_5 = stream.timepoint.barrier on(#hal.device.affinity<@device_a>) %12 : !stream.resource<*>{%8} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@device_a>) %result_timepoint_5 => (%arg2 : !hal.fence)
    %16 = stream.async.transfer %result_4 : !stream.resource<*>{%8} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%8}
    %17 = stream.tensor.export on(#hal.device.affinity<@device_a>) %16 : tensor<4xf32> in !stream.resource<external>{%8} -> !hal.buffer_view
    util.return %17 : !hal.buffer_view
  }
  util.func public @loads(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: !stream.resource<*>, %arg5: index) -> (i32, i1, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
    %1 = stream.tensor.load %0[%c0] : tensor<1xi32> in !stream.resource<staging>{%arg1} -> i32
    %2 = stream.async.transfer %arg2 : !stream.resource<*>{%arg3} -> !stream.resource<staging>{%arg3}
    %3 = stream.tensor.load %2[%c0, %c0] : tensor<1x1xi1> in !stream.resource<staging>{%arg3} -> i1
    %c0_0 = arith.constant 0 : index
    %4 = stream.tensor.sizeof tensor<1xi32> : index
    %5 = stream.tensor.slice %arg4[%c1 for %c1] : tensor<2xi32> in !stream.resource<*>{%arg5} -> tensor<1xi32> in !stream.resource<*>{%4}
    %6 = stream.async.transfer %5 : !stream.resource<*>{%4} -> !stream.resource<staging>{%4}
    %7 = stream.tensor.load %6[%c0_0] : tensor<1xi32> in !stream.resource<staging>{%4} -> i32
    util.return %1, %3, %7 : i32, i1, i32
  }
  util.func public @checks(%arg0: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?xf32>{%arg0} : index
    %1 = stream.tensor.splat on(#hal.device.affinity<@device_a>) %cst : f32 -> tensor<?xf32>{%arg0} in !stream.resource<*>{%0}
    %2 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x4xf32>{%arg0} : index
    %3 = stream.tensor.splat on(#hal.device.affinity<@device_a>) %cst_0 : f32 -> tensor<?x4xf32>{%arg0} in !stream.resource<*>{%2}
    %4 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<4x?xf32>{%arg0} : index
    %5 = stream.tensor.clone on(#hal.device.affinity<@device_a>) %3 : tensor<?x4xf32>{%arg0} in !stream.resource<*>{%2} -> tensor<4x?xf32>{%arg0} in !stream.resource<*>{%4}
    %6 = stream.async.transfer %1 : !stream.resource<*>{%0} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<*>{%0}
    %7 = stream.async.transfer %1 : !stream.resource<*>{%0} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%0}
    %8 = stream.tensor.export on(#hal.device.affinity<@device_a>) %7 : tensor<?xf32>{%arg0} in !stream.resource<external>{%0} -> tensor<?xf32>
    %9 = stream.async.transfer %6 : !stream.resource<*>{%0} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%0}
    %10 = stream.tensor.export on(#hal.device.affinity<@device_a>) %9 : tensor<?xf32>{%arg0} in !stream.resource<external>{%0} -> tensor<?xf32>
    check.expect_almost_eq(%8, %10) : tensor<?xf32>
    %11 = stream.async.transfer %5 : !stream.resource<*>{%4} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%4}
    %12 = stream.tensor.export on(#hal.device.affinity<@device_a>) %11 : tensor<4x?xf32>{%arg0} in !stream.resource<external>{%4} -> tensor<4x?xf32>
    %13 = stream.async.transfer %5 : !stream.resource<*>{%4} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%4}
    %14 = stream.tensor.export on(#hal.device.affinity<@device_a>) %13 : tensor<4x?xf32>{%arg0} in !stream.resource<external>{%4} -> tensor<4x?xf32>
    check.expect_eq(%12, %14) : tensor<4x?xf32>
    util.return
  }
}

{-#
  dialect_resources: {
    builtin: {
      weights_blob: "0x040000000000803F000000400000404000008040",
      bias_blob: "0x04000000000080BF000000C0000040C0000080C0"
    }
  }
#-}

