module {
  util.global private @dev : !hal.device
  util.func public @t(%arg0: index, %arg1: !stream.resource<*>, %arg2: tensor<4xf32>, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !stream.timepoint, %arg6: index, %arg7: index, %arg8: i64, %arg9: !stream.resource<transient>, %arg10: !hal.buffer, %arg11: !hal.buffer_view, %arg12: index, %arg13: tensor<?xf32>) {
    %0 = stream.tensor.parameter.load on(#hal.device.affinity<@dev>) %arg3[%arg8] : tensor<4xf32> in !stream.resource<constant>{%arg0}
    util.return
  }
}
