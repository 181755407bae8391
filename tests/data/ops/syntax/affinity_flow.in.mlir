util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
util.func public @extern_between_devices(%bv: !hal.buffer_view, %fence: !hal.fence, %w: index) -> !hal.buffer_view {
  %0 = hal.tensor.import on(#hal.device.affinity<@dev_a>) wait(%fence) => %bv : !hal.buffer_view -> tensor<4xf32>
  %1 = hal.dispatch.extern "main"[%w](%0) : (tensor<4xf32>) -> tensor<4xf32>
    count(%device: !hal.device, %workload: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      hal.return %workload, %c1, %c1 : index, index, index
    }
    layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>)
    objects({
      #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> ordinal(0) = [#hal.executable.object<{path = "a.o"}>]
    })
  %2 = flow.tensor.transfer %1 : tensor<4xf32> to #hal.device.affinity<@dev_b>
  %3 = hal.tensor.barrier join(%2 : tensor<4xf32>) => %fence : !hal.fence
  %4 = hal.tensor.export on(#hal.device.affinity<@dev_b>) %3 : tensor<4xf32> -> !hal.buffer_view
  util.return %4 : !hal.buffer_view
}
util.func public @commands(%r: !stream.resource<transient>, %sz: index, %c: i32, %ch: !stream.channel) -> !stream.timepoint {
  %t = stream.cmd.execute on(#hal.device.affinity<@dev_b>) with(%r as %cap: !stream.resource<transient>{%sz}) {
    stream.cmd.serial {
      stream.cmd.fill %c, %cap[%sz for %sz] : i32 -> !stream.resource<transient>{%sz}
      stream.cmd.concurrent {
        stream.cmd.discard %cap[%sz for %sz] : !stream.resource<transient>{%sz}
      }
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
