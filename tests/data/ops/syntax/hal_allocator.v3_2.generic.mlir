"builtin.module"() ({
  "util.func"() <{function_type = (!hal.device, !hal.allocator, i64, index, !util.buffer, !hal.buffer) -> (), sym_name = "allocator"}> ({
  ^bb0(%arg0: !hal.device, %arg1: !hal.allocator, %arg2: i64, %arg3: index, %arg4: !util.buffer, %arg5: !hal.buffer):
    %0 = "hal.allocator.allocate"(%arg1, %arg2, %arg3) {buffer_usage = 3 : i32, memory_types = 6 : i32} : (!hal.allocator, i64, index) -> !hal.buffer
    %1:2 = "hal.allocator.import"(%arg1, %arg2, %arg4, %arg3, %arg3) {buffer_usage = 3 : i32, memory_types = 16 : i32} : (!hal.allocator, i64, !util.buffer, index, index) -> (i1, !hal.buffer)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
