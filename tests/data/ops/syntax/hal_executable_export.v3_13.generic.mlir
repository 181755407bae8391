"builtin.module"() ({
  "hal.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "v", sym_visibility = "public", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">}> ({
      "hal.executable.export"() <{condition_fallback = @f, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, ordinal = 0 : index, sym_name = "e", workgroup_size = [1 : index, 1 : index, 1 : index]}> ({
      ^bb0(%arg2: !hal.device):
        %1 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%1, %1, %1) : (index, index, index) -> ()
      }, {
      ^bb0(%arg0: !hal.device, %arg1: index):
        %0 = "arith.constant"() <{value = true}> : () -> i1
        "hal.return"(%0) : (i1) -> ()
      }) : () -> ()
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, sym_name = "f"}> ({
      }, {
      }) : () -> ()
      "builtin.module"() ({
      ^bb0:
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()
