module {
  util.global private @dev_a = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
  util.func public @hal_tensors(%arg0: !hal.buffer_view, %arg1: index, %arg2: !hal.fence, %arg3: !hal.buffer) -> (!hal.buffer_view, !hal.buffer_view) {
    %0 = hal.tensor.import wait(%arg2) => %arg0 "x" : !hal.buffer_view -> tensor<?xf32>{%arg1}
    %1 = hal.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !hal.buffer_view -> tensor<4xf32>
    %2 = hal.tensor.alias wait(%arg2) => %1 : tensor<4xf32> to %arg3 : !hal.buffer
    %3:2 = hal.tensor.barrier join(%0, %2 : tensor<?xf32>, tensor<4xf32>) => %arg2 : !hal.fence
    %4 = hal.tensor.export %3#0 "y" : tensor<?xf32>{%arg1} -> !hal.buffer_view
    %5 = hal.tensor.export on(#hal.device.affinity<@dev_a>) %3#1 : tensor<4xf32> -> !hal.buffer_view
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    util.return %4, %5 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @stream_constants(%arg0: index, %arg1: i32) -> (!stream.resource<*>, !stream.resource<*>) {
    %cst = stream.async.constant : !stream.resource<*>{%arg0} = dense<1> : tensor<4xi32>
    %0 = stream.async.splat %arg1 : i32 -> !stream.resource<*>{%arg0}
    util.return %cst, %0 : !stream.resource<*>, !stream.resource<*>
  }
}
