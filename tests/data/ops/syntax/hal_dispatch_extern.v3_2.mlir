module {
  util.func public @extern(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: index) -> (tensor<4xf32>, tensor<?xf32>) {
    %0:2 = hal.dispatch.extern "main"[%arg3](%arg0, %arg1, %arg2) : (tensor<4xf32>, tensor<?xf32>{%arg2}, index) -> (tensor<4xf32>, %arg1{%arg2}) count(%arg4: !hal.device, %arg5: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      hal.return %arg5, %c1, %c1 : index, index, index
    } layout(<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>) objects({
      #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> ordinal(0) = [#hal.executable.object<{path = "a.o"}>],
      #hal.executable.target<"llvm-cpu", "embedded-elf-aarch64"> if(%arg4: !hal.device) -> i1 {
        %ok, %value = hal.device.query<%arg4 : !hal.device> key("hal.executable.format" :: "embedded-elf-aarch64") : i1, i1 = false
        hal.return %value : i1
      } ordinal(1) = [#hal.executable.object<{path = "b.o"}>]
    }) attributes {workgroup_size = [64 : index, 1 : index, 1 : index]}
    util.return %0#0, %0#1 : tensor<4xf32>, tensor<?xf32>
  }
}
