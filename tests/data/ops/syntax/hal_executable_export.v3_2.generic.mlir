"builtin.module"() ({
  "hal.executable"() ({
    "hal.executable.variant"() ({
      "hal.executable.export"() ({
      ^bb0(%arg0: !hal.device):
        %0 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%0, %0, %0) : (index, index, index) -> ()
      }) {layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, ordinal = 0 : index, source_locs = {a = "b"}, subgroup_size = 32 : index, sym_name = "e", workgroup_size = [1 : index, 1 : index, 1 : index]} : () -> ()
      "hal.executable.export"() ({
      }) {layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, sym_name = "f", sym_visibility = "private"} : () -> ()
      "builtin.module"() ({
      ^bb0:
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) {sym_name = "v", sym_visibility = "public", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">} : () -> ()
    "hal.executable_end"() : () -> ()
  }) {sym_name = "ex", sym_visibility = "private"} : () -> ()
}) : () -> ()
