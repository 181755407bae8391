module {
  util.global private @dev_a = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
  util.func public @hal_tensors(%arg0: !hal.buffer_view, %arg1: index, %arg2: !hal.fence, %arg3: !hal.buffer, %arg4: index) -> (!hal.buffer_view, !hal.buffer_view) {
    %0 = hal.tensor.import wait(%arg2) => %arg0 offset(%arg4) "x" : !hal.buffer_view -> tensor<?xf32>{%arg1}
    %1 = hal.tensor.import on(#hal.device.affinity<@dev_a>) consume %arg0 : !hal.buffer_view -> tensor<4xf32>
    %2 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32>
    %3 = hal.tensor.alias wait(%arg2) => %1 : tensor<4xf32> to %arg3 : !hal.buffer
    %4:2 = hal.tensor.barrier join(%0, %3 : tensor<?xf32>, tensor<4xf32>) => %arg2 : !hal.fence
    %5 = hal.tensor.export %4#0 "y" : tensor<?xf32>{%arg1} -> !hal.buffer_view
    %6 = hal.tensor.export on(#hal.device.affinity<@dev_a>) %4#1 : tensor<4xf32> -> !hal.buffer_view
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    util.return %5, %6 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @stream_constants(%arg0: index, %arg1: i32, %arg2: !stream.timepoint) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
    %cst = stream.async.constant : !stream.resource<*>{%arg0} = dense<1> : tensor<4xi32>
    %0 = stream.async.splat %arg1 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.splat await(%arg2) %arg1 : i32 -> !stream.resource<*>{%arg0}
    %cst_0 = stream.async.constant await(%arg2) : !stream.resource<*>{%arg0} = dense<2> : tensor<4xi32>
    util.return %cst, %0, %1 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
  }
}
