"builtin.module"() ({
  "util.func"() <{function_type = (!hal.device, !hal.device, !hal.allocator, i64, i64, index, !util.buffer) -> (), sym_name = "allocator"}> ({
  ^bb0(%arg0: !hal.device, %arg1: !hal.device, %arg2: !hal.allocator, %arg3: i64, %arg4: i64, %arg5: index, %arg6: !util.buffer):
    %0 = "hal.memory_type"() <{type = 6 : i32}> : () -> i32
    %1 = "hal.buffer_usage"() <{usage = 3 : i32}> : () -> i32
    %2 = "hal.memory_type"() <{type = 48 : i32}> : () -> i32
    %3 = "hal.buffer_usage"() <{usage = 3 : i32}> : () -> i32
    %4 = "hal.allocator.allocate"(%arg2, %arg3, %0, %1, %arg5) : (!hal.allocator, i64, i32, i32, index) -> !hal.buffer
    %5:2 = "hal.allocator.import"(%arg2, %arg3, %2, %3, %arg6, %arg5, %arg5) : (!hal.allocator, i64, i32, i32, !util.buffer, index, index) -> (i1, !hal.buffer)
    %6:2 = "hal.allocator.select"(%arg0, %arg1, %arg3, %arg4, %0, %1) : (!hal.device, !hal.device, i64, i64, i32, i32) -> (!hal.device, i64)
    %7:2 = "hal.allocator.select"(%arg0, %arg3, %0, %1) : (!hal.device, i64, i32, i32) -> (!hal.device, i64)
    %8:2 = "hal.allocator.resolve_memory_properties"() <{affinity = #hal.device.promise<@dev>, lifetime = 1 : i32}> : () -> (i32, i32)
    %9:2 = "hal.allocator.resolve_memory_properties"() <{lifetime = 0 : i32}> : () -> (i32, i32)
    %10:2 = "hal.allocator.resolve_memory_properties"() <{affinity = #hal.device.affinity<@dev>, lifetime = 5 : i32}> : () -> (i32, i32)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
