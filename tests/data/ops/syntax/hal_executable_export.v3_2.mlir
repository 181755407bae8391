module {
  hal.executable private @ex {
    hal.executable.variant public @v target(<"llvm-cpu", "embedded-elf-x86_64">) {
      hal.executable.export public @e ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>) attributes {source_locs = {a = "b"}, subgroup_size = 32 : index, workgroup_size = [1 : index, 1 : index, 1 : index]} {
      ^bb0(%arg0: !hal.device):
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      }
      hal.executable.export private @f layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>) attributes {sym_visibility = "private"}
      builtin.module {
      }
    }
  }
}
