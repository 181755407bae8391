util.func @extern(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %d: index, %w: index) -> (tensor<4xf32>, tensor<?xf32>) {
  %0:2 = hal.dispatch.extern "main"[%w](%arg0, %arg1, %d) : (tensor<4xf32>, tensor<?xf32>{%d}, index) -> (tensor<4xf32>, %arg1{%d})
    count(%device: !hal.device, %workload: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      hal.return %workload, %c1, %c1 : index, index, index
    }
    layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>)
    objects({
      #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> ordinal(0) = [#hal.executable.object<{path = "a.o"}>],
      #hal.executable.target<"llvm-cpu", "embedded-elf-aarch64"> if(%device: !hal.device) -> i1 {
        %ok, %v = hal.device.query<%device : !hal.device> key("hal.executable.format" :: "embedded-elf-aarch64") : i1, i1 = false
        hal.return %v : i1
      } ordinal(1) = [#hal.executable.object<{path = "b.o"}>]
    })
    attributes {workgroup_size = [64 : index, 1 : index, 1 : index]}
  util.return %0#0, %0#1 : tensor<4xf32>, tensor<?xf32>
}
