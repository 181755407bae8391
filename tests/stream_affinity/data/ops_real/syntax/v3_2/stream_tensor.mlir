module {
  util.func public @t(%arg0: index, %arg1: index, %arg2: !stream.resource<*>, %arg3: !stream.resource<staging>, %arg4: f32, %arg5: index, %arg6: index) {
    %empty = stream.tensor.empty on(#hal.device.affinity<@dev>) : tensor<?x1xf32>{%arg1} in !stream.resource<*>{%arg0}
    %cst = stream.tensor.constant on(#hal.device.affinity<@dev>) : tensor<?x4xf32>{%arg1} in !stream.resource<constant> = dense<1.000000e+00> : tensor<2x4xf32>
    %0 = stream.tensor.splat on(#hal.device.affinity<@dev>) %arg4 : f32 -> tensor<?x8xf32>{%arg1} in !stream.resource<*>{%arg0}
    %1 = stream.tensor.clone on(#hal.device.affinity<@dev>) %arg2 : tensor<?x8xf32>{%arg1} in !stream.resource<*>{%arg0} -> tensor<?x8xf32>{%arg1} in !stream.resource<*>{%arg0}
    %2 = stream.tensor.slice on(#hal.device.affinity<@dev>) %arg2[%arg5, %arg5 for %arg6, %arg6] : tensor<?x8xf32>{%arg1} in !stream.resource<*>{%arg0} -> tensor<1x1xf32> in !stream.resource<*>{%arg0}
    %3 = stream.tensor.fill on(#hal.device.affinity<@dev>) %arg4, %arg2[%arg5, %arg5 for %arg6, %arg6] : f32 -> tensor<?x8xf32>{%arg1} in %arg2 as !stream.resource<*>{%arg0}
    %4 = stream.tensor.update on(#hal.device.affinity<@dev>) %2, %arg2[%arg5, %arg5] : tensor<1x1xf32> in !stream.resource<*>{%arg0} -> tensor<?x8xf32>{%arg1} in %arg2 as !stream.resource<*>{%arg0}
    %5 = stream.tensor.load %arg3[%arg5, %arg5] : tensor<?x8xf32>{%arg1} in !stream.resource<staging>{%arg0} -> f32
    %6 = stream.tensor.store %arg4, %arg3[%arg5, %arg5] : f32 -> tensor<?x8xf32>{%arg1} in %arg3 as !stream.resource<staging>{%arg0}
    %7 = stream.tensor.load %arg3 : tensor<f32> in !stream.resource<staging>{%arg0} -> f32
    %empty_0 = stream.tensor.empty : tensor<4xf32> in !stream.resource<*>{%arg0}
    %cst_1 = stream.tensor.constant : tensor<4xf32> in !stream.resource<constant> = dense<1.000000e+00> : tensor<4xf32>
    %8 = stream.tensor.fill %arg4, %arg2 : f32 -> tensor<f32> in %arg2 as !stream.resource<*>{%arg0}
    stream.tensor.trace "foo" = [
      %arg3 : tensor<?x8xf32>{%arg1} in !stream.resource<staging>{%arg0}
    ]
    util.return
  }
}
