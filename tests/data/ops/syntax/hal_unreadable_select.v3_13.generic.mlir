"builtin.module"() ({
  "util.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "hal.allocator.select"(%arg0, %arg1) : (i32, i32) -> (!hal.device, i64)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
