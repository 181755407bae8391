"builtin.module"() ({
  "util.global"() <{sym_name = "dev_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "dev_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence, index) -> !hal.buffer_view, sym_name = "extern_between_devices", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg5: !hal.buffer_view, %arg6: !hal.fence, %arg7: index):
    %1 = "hal.tensor.import"(%arg5, %arg6) <{affinity = #hal.device.affinity<@dev_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<4xf32>}> : (!hal.buffer_view, !hal.fence) -> tensor<4xf32>
    %2 = "hal.dispatch.extern"(%arg7, %1) <{export_name = "main", layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>, #hal.pipeline.binding<storage_buffer>]>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_objects = [[#hal.executable.object<{path = "a.o"}>]], target_ordinals = [0 : index], targets = [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">], tied_operands = [-1 : index]}> ({
    ^bb0(%arg8: !hal.device, %arg9: index):
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      "hal.return"(%arg9, %6, %6) : (index, index, index) -> ()
    }, {
    }) : (index, tensor<4xf32>) -> tensor<4xf32>
    %3 = "flow.tensor.transfer"(%2) <{target = #hal.device.affinity<@dev_b>}> : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "hal.tensor.barrier"(%3, %arg6) : (tensor<4xf32>, !hal.fence) -> tensor<4xf32>
    %5 = "hal.tensor.export"(%4) <{affinity = #hal.device.affinity<@dev_b>, source_encoding = tensor<4xf32>}> : (tensor<4xf32>) -> !hal.buffer_view
    "util.return"(%5) : (!hal.buffer_view) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<transient>, index, i32, !stream.channel) -> !stream.timepoint, sym_name = "commands", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i32, %arg3: !stream.channel):
    %0 = "stream.cmd.execute"(%arg0, %arg1) <{affinity = #hal.device.affinity<@dev_b>, operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg4: !stream.resource<transient>):
      "stream.cmd.serial"() ({
        "stream.cmd.fill"(%arg4, %arg1, %arg1, %arg1, %arg2) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.cmd.concurrent"() ({
          "stream.cmd.discard"(%arg4, %arg1, %arg1, %arg1) : (!stream.resource<transient>, index, index, index) -> ()
          "stream.yield"() : () -> ()
        }) : () -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"(%0) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()
