"builtin.module"() ({
  "hal.executable.source"() <{objects = #hal.executable.objects<{#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64"> = [#hal.executable.object<{path = "a.o"}>]}>, sym_name = "src", sym_visibility = "private"}> ({
    "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, ordinal = 0 : index, sym_name = "entry", sym_visibility = "public"}> ({
    ^bb0(%arg7: !hal.device, %arg8: index):
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      "hal.return"(%arg8, %8, %8) : (index, index, index) -> ()
    }, {
    }) : () -> ()
    "hal.executable.source_end"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "v", sym_visibility = "public", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">}> ({
      "hal.executable.condition"() <{function_type = (!hal.device) -> i1}> ({
      ^bb0(%arg6: !hal.device):
        %7:2 = "hal.device.query"(%arg6) <{category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"}> : (!hal.device) -> (i1, i1)
        "hal.return"(%7#1) : (i1) -> ()
      }) : () -> ()
      "hal.executable.constant.block"() <{function_type = (!hal.device) -> (i32, i32), keys = ["foo", "bar"]}> ({
      ^bb0(%arg5: !hal.device):
        %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        "hal.return"(%6, %6) : (i32, i32) -> ()
      }) : () -> ()
      "hal.executable.constant.block"() <{function_type = () -> i32, keys = ["baz"]}> ({
        %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "hal.return"(%5) : (i32) -> ()
      }) : () -> ()
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>, ordinal = 0 : index, sym_name = "e", sym_visibility = "public"}> ({
      }, {
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable.binary"() <{data = dense<[1, 2, 3]> : vector<3xi8>, format = "embedded-elf-x86_64", mime_type = "application/x-elf", sym_name = "bin", sym_visibility = "public"}> : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.device, i64, i32, index, !hal.executable) -> (!hal.executable, !hal.executable, index, index, index, index), sym_name = "host", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.device, %arg1: i64, %arg2: i32, %arg3: index, %arg4: !hal.executable):
    %0 = "hal.executable.lookup.function"(%arg4) <{entry_point = @ex::@v::@e}> : (!hal.executable) -> i64
    %1 = "hal.executable.create"(%arg0, %arg1, %arg2, %arg2) <{executable_target = @ex::@v}> : (!hal.device, i64, i32, i32) -> !hal.executable
    %2 = "hal.executable.lookup"(%arg0) <{executable = @ex}> : (!hal.device) -> !hal.executable
    %3 = "hal.executable.export.ordinal"() <{entry_point = @ex::@v::@e}> : () -> index
    %4:3 = "hal.executable.calculate_workgroups"(%arg0, %arg3, %arg3) <{entry_point = @ex::@v::@e}> : (!hal.device, index, index) -> (index, index, index)
    "util.return"(%1, %2, %3, %4#0, %4#1, %4#2) : (!hal.executable, !hal.executable, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()
