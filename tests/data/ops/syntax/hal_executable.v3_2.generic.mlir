"builtin.module"() ({
  "hal.executable.source"() ({
    "hal.executable.export"() ({
    ^bb0(%arg6: !hal.device, %arg7: index):
      %7 = "arith.constant"() <{value = 1 : index}> : () -> index
      "hal.return"(%arg7, %7, %7) : (index, index, index) -> ()
    }) {layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, ordinal = 0 : index, sym_name = "entry"} : () -> ()
    "hal.executable.source_end"() : () -> ()
  }) {objects = #hal.executable.objects<{#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> = [#hal.executable.object<{path = "a.o"}>]}>, sym_name = "src", sym_visibility = "private"} : () -> ()
  "hal.executable"() ({
    "hal.executable.variant"() ({
      "hal.executable.condition"() ({
      ^bb0(%arg5: !hal.device):
        %6:2 = "hal.device.query"(%arg5) {category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"} : (!hal.device) -> (i1, i1)
        "hal.return"(%6#1) : (i1) -> ()
      }) {function_type = (!hal.device) -> i1} : () -> ()
      "hal.executable.constant.block"() ({
      ^bb0(%arg4: !hal.device):
        %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        "hal.return"(%5, %5) : (i32, i32) -> ()
      }) {function_type = (!hal.device) -> (i32, i32), keys = ["foo", "bar"]} : () -> ()
      "hal.executable.constant.block"() ({
        %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "hal.return"(%4) : (i32) -> ()
      }) {function_type = () -> i32, keys = ["baz"]} : () -> ()
      "hal.executable.export"() ({
      }) {layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, ordinal = 0 : index, sym_name = "e"} : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) {sym_name = "v", sym_visibility = "public", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">} : () -> ()
    "hal.executable.binary"() {data = dense<[1, 2, 3]> : vector<3xi8>, format = "embedded-elf-x86_64", mime_type = "application/x-elf", sym_name = "bin", sym_visibility = "public"} : () -> ()
    "hal.executable_end"() : () -> ()
  }) {sym_name = "ex", sym_visibility = "private"} : () -> ()
  "util.func"() <{function_type = (!hal.device, i64, i32, index) -> (!hal.executable, !hal.executable, index, index, index, index), sym_name = "host", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.device, %arg1: i64, %arg2: i32, %arg3: index):
    %0 = "hal.executable.create"(%arg0, %arg2, %arg2) {executable_target = @ex::@v} : (!hal.device, i32, i32) -> !hal.executable
    %1 = "hal.executable.lookup"(%arg0) {executable = @ex} : (!hal.device) -> !hal.executable
    %2 = "hal.executable.export.ordinal"() {entry_point = @ex::@v::@e} : () -> index
    %3:3 = "hal.executable.calculate_workgroups"(%arg0, %arg3, %arg3) {entry_point = @ex::@v::@e} : (!hal.device, index, index) -> (index, index, index)
    "util.return"(%0, %1, %2, %3#0, %3#1, %3#2) : (!hal.executable, !hal.executable, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
