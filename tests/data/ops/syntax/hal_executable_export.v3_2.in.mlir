hal.executable private @ex {
  hal.executable.variant public @v target(#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">) {
    "hal.executable.export"() ({
    ^bb0(%arg0: !hal.device):
      %c1 = arith.constant 1 : index
      "hal.return"(%c1, %c1, %c1) : (index, index, index) -> ()
    }) {sym_name = "e", ordinal = 0 : index, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, workgroup_size = [1 : index, 1 : index, 1 : index], subgroup_size = 32 : index, source_locs = {a = "b"}} : () -> ()
    "hal.executable.export"() ({
    }) {sym_name = "f", layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, sym_visibility = "private"} : () -> ()
    builtin.module {
    }
  }
}
