module {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  util.func public @extern_between_devices(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: index) -> !hal.buffer_view {
    %0 = hal.tensor.import on(#hal.device.affinity<@dev_a>) wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<4xf32>
    %1 = hal.dispatch.extern "main"[%arg2](%0) : (tensor<4xf32>) -> tensor<4xf32> count(%arg3: !hal.device, %arg4: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      hal.return %arg4, %c1, %c1 : index, index, index
    } layout(<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>) objects({
      #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> ordinal(0) = [#hal.executable.object<{path = "a.o"}>]
    })
    %2 = flow.tensor.transfer %1 : tensor<4xf32> to #hal.device.affinity<@dev_b>
    %3 = hal.tensor.barrier join(%2 : tensor<4xf32>) => %arg1 : !hal.fence
    %4 = hal.tensor.export on(#hal.device.affinity<@dev_b>) %3 : tensor<4xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
  util.func public @commands(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i32, %arg3: !stream.channel) -> !stream.timepoint {
    %0 = stream.cmd.execute on(#hal.device.affinity<@dev_b>) with(%arg0 as %arg4: !stream.resource<transient>{%arg1}) {
      stream.cmd.serial {
        stream.cmd.fill %arg2, %arg4[%arg1 for %arg1] : i32 -> !stream.resource<transient>{%arg1}
        stream.cmd.concurrent {
          stream.cmd.discard %arg4[%arg1 for %arg1] : !stream.resource<transient>{%arg1}
        }
      }
    } => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}
