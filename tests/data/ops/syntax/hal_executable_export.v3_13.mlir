module {
  hal.executable private @ex {
    hal.executable.variant public @v target(<"llvm-cpu", "embedded-elf-x86_64">) {
      hal.executable.export public @e ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>) condition(%arg0: !hal.device, %arg1: index) -> i1 {
        %true = arith.constant true
        hal.return %true : i1
      } fallback(@f) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      hal.executable.export public @f layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>)
      builtin.module {
      }
    }
  }
}
