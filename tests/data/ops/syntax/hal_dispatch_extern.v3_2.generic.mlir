"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>, tensor<?xf32>, index, index) -> (tensor<4xf32>, tensor<?xf32>), sym_name = "extern", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: index):
    %0:2 = "hal.dispatch.extern"(%arg3, %arg0, %arg1, %arg2, %arg2, %arg2) ({
    ^bb0(%arg5: !hal.device, %arg6: index):
      %2 = "arith.constant"() <{value = 1 : index}> : () -> index
      "hal.return"(%arg6, %2, %2) : (index, index, index) -> ()
    }, {
    }, {
    ^bb0(%arg4: !hal.device):
      %1:2 = "hal.device.query"(%arg4) {category = "hal.executable.format", default_value = false, key = "embedded-elf-aarch64"} : (!hal.device) -> (i1, i1)
      "hal.return"(%1#1) : (i1) -> ()
    }) {export = "main", layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>, operandSegmentSizes = array<i32: 1, 3, 1, 1>, target_objects = [[#hal.executable.object<{path = "a.o"}>], [#hal.executable.object<{path = "b.o"}>]], target_ordinals = [0 : index, 1 : index], targets = [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">, #hal.executable.target<"llvm-cpu", "embedded-elf-aarch64">], tied_operands = [-1 : index, 1 : index], workgroup_size = [64 : index, 1 : index, 1 : index]} : (index, tensor<4xf32>, tensor<?xf32>, index, index, index) -> (tensor<4xf32>, tensor<?xf32>)
    "util.return"(%0#0, %0#1) : (tensor<4xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()
