"builtin.module"() ({
  "util.func"() <{function_type = (!hal.device, i64, !util.buffer, index, i32) -> !hal.file, sym_name = "ex", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.device, %arg1: i64, %arg2: !util.buffer, %arg3: index, %arg4: i32):
    %0 = "hal.ex.file.from_memory"(%arg0, %arg1, %arg2, %arg3, %arg3, %arg4) {access = 1 : i32} : (!hal.device, i64, !util.buffer, index, index, i32) -> !hal.file
    "util.return"(%0) : (!hal.file) -> ()
  }) : () -> ()
}) : () -> ()
