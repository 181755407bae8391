"builtin.module"() ({
  "util.func"() <{function_type = (!hal.command_buffer, !hal.executable, index, i32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !hal.command_buffer, %arg1: !hal.executable, %arg2: index, %arg3: i32, %arg4: i32):
    "hal.command_buffer.dispatch"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2) {flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>} : (!hal.command_buffer, !hal.executable, index, index, index, index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
