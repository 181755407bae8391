module {
  hal.executable.source private @src attributes {objects = #hal.executable.objects<{#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> = [#hal.executable.object<{path = "a.o"}>]}>} {
    hal.executable.export public @entry ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>) {
    ^bb0(%arg0: !hal.device, %arg1: index):
      %c1 = arith.constant 1 : index
      hal.return %arg1, %c1, %c1 : index, index, index
    }
  }
  hal.executable private @ex {
    hal.executable.variant public @v target(<"llvm-cpu", "embedded-elf-x86_64">) {
      hal.executable.condition(%arg0: !hal.device) -> i1 {
        %ok, %value = hal.device.query<%arg0 : !hal.device> key("hal.executable.format" :: "embedded-elf-x86_64") : i1, i1 = false
        hal.return %value : i1
      }
      hal.executable.constant.block(%arg0: !hal.device) -> (i32, i32) as ("foo", "bar") {
        %c0_i32 = arith.constant 0 : i32
        hal.return %c0_i32, %c0_i32 : i32, i32
      }
      hal.executable.constant.block() -> i32 as "baz" {
        %c1_i32 = arith.constant 1 : i32
        hal.return %c1_i32 : i32
      }
      hal.executable.export public @e ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>)
    }
    hal.executable.binary public @bin attributes {data = dense<[1, 2, 3]> : vector<3xi8>, format = "embedded-elf-x86_64", mime_type = "application/x-elf"}
  }
  util.func public @host(%arg0: !hal.device, %arg1: i64, %arg2: i32, %arg3: index) -> (!hal.executable, !hal.executable, index, index, index, index) {
    %executable = hal.executable.create device(%arg0 : !hal.device) target(@ex::@v) constants([%arg2, %arg2]) : !hal.executable
    %exe = hal.executable.lookup device(%arg0 : !hal.device) executable(@ex) : !hal.executable
    %ordinal = hal.executable.export.ordinal target(@ex::@v::@e) : index
    %workgroup_x, %workgroup_y, %workgroup_z = hal.executable.calculate_workgroups device(%arg0 : !hal.device) target(@ex::@v::@e) workload([%arg3, %arg3]) : index, index, index
    util.return %executable, %exe, %ordinal, %workgroup_x, %workgroup_y, %workgroup_z : !hal.executable, !hal.executable, index, index, index, index
  }
}
