"builtin.module"() ({
  "util.func"() <{function_type = (!hal.command_buffer, !hal.executable, index, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !hal.command_buffer, %arg1: !hal.executable, %arg2: index, %arg3: i64):
    "hal.command_buffer.dispatch"(%arg0, %arg1, %arg3, %arg2, %arg2, %arg2) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
