hal.executable.source private @src attributes {objects = #hal.executable.objects<{#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> = [#hal.executable.object<{path = "a.o"}>]}>} {
  hal.executable.export public @entry ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>) {
  ^bb0(%dev: !hal.device, %w: index):
    %c1 = arith.constant 1 : index
    hal.return %w, %c1, %c1 : index, index, index
  }
}
hal.executable private @ex {
  hal.executable.variant public @v target(#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">) {
    hal.executable.condition(%dev: !hal.device) -> i1 {
      %ok, %v = hal.device.query<%dev : !hal.device> key("hal.executable.format" :: "embedded-elf-x86_64") : i1, i1 = false
      hal.return %v : i1
    }
    hal.executable.constant.block(%dev: !hal.device) -> (i32, i32) as ("foo", "bar") {
      %c0 = arith.constant 0 : i32
      hal.return %c0, %c0 : i32, i32
    }
    hal.executable.constant.block() -> i32 as "baz" {
      %c1 = arith.constant 1 : i32
      hal.return %c1 : i32
    }
    hal.executable.export public @e ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>)
  }
  hal.executable.binary public @bin attributes {data = dense<[1, 2, 3]> : vector<3xi8>, format = "embedded-elf-x86_64", mime_type = "application/x-elf"}
}
util.func @host(%dev: !hal.device, %aff: i64, %i: i32, %w: index) -> (!hal.executable, !hal.executable, index, index, index, index) {
  %0 = hal.executable.create device(%dev : !hal.device) target(@ex::@v) constants([%i, %i]) : !hal.executable
  %1 = hal.executable.lookup device(%dev : !hal.device) executable(@ex) : !hal.executable
  %2 = hal.executable.export.ordinal target(@ex::@v::@e) : index
  %x, %y, %z = hal.executable.calculate_workgroups device(%dev : !hal.device) target(@ex::@v::@e) workload([%w, %w]) : index, index, index
  util.return %0, %1, %2, %x, %y, %z : !hal.executable, !hal.executable, index, index, index, index
}
