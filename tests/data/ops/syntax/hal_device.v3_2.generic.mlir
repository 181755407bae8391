"builtin.module"() ({
  "util.func"() <{function_type = (!hal.device, i64, index, !util.buffer, !hal.buffer, !hal.command_buffer, !hal.fence, !hal.fence, !hal.file, i32, i8, i64) -> (), sym_name = "device"}> ({
  ^bb0(%arg0: !hal.device, %arg1: i64, %arg2: index, %arg3: !util.buffer, %arg4: !hal.buffer, %arg5: !hal.command_buffer, %arg6: !hal.fence, %arg7: !hal.fence, %arg8: !hal.file, %arg9: i32, %arg10: i8, %arg11: i64):
    %0:3 = "hal.device.resolve"() {affinity = #hal.device.affinity<@dev>} : () -> (!hal.device, !hal.allocator, i64)
    %1 = "hal.device.resolve"() : () -> !hal.device
    %2 = "hal.device.allocator"(%arg0) : (!hal.device) -> !hal.allocator
    %3:2 = "hal.device.query"(%arg0) {category = "hal.device.id", default_value = false, key = "vulkan*"} : (!hal.device) -> (i1, i1)
    %4:2 = "hal.device.query"(%arg0) {category = "sys", key = "x"} : (!hal.device) -> (i1, i32)
    %5 = "hal.device.memoize"(%arg0, %arg1) ({
      %7 = "hal.command_buffer.create"(%arg0, %arg1) {command_categories = 1 : i32, modes = 1 : i32} : (!hal.device, i64) -> !hal.command_buffer
      "hal.return"(%7) : (!hal.command_buffer) -> ()
    }) : (!hal.device, i64) -> !hal.command_buffer
    %6 = "hal.device.queue.alloca"(%arg0, %arg1, %arg6, %arg7, %arg11, %arg2) {buffer_usage = 3 : i32, memory_types = 48 : i32} : (!hal.device, i64, !hal.fence, !hal.fence, i64, index) -> !hal.buffer
    "hal.device.queue.dealloca"(%arg0, %arg1, %arg6, %arg7, %arg4) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer) -> ()
    "hal.device.queue.fill"(%arg0, %arg1, %arg6, %arg7, %arg4, %arg2, %arg2, %arg9) {flags = 0 : i64} : (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer, index, index, i32) -> ()
    "hal.device.queue.update"(%arg0, %arg1, %arg6, %arg7, %arg3, %arg2, %arg4, %arg2, %arg2) {flags = 0 : i64} : (!hal.device, i64, !hal.fence, !hal.fence, !util.buffer, index, !hal.buffer, index, index) -> ()
    "hal.device.queue.copy"(%arg0, %arg1, %arg6, %arg7, %arg4, %arg2, %arg4, %arg2, %arg2) {flags = 0 : i64} : (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer, index, !hal.buffer, index, index) -> ()
    "hal.device.queue.read"(%arg0, %arg1, %arg6, %arg7, %arg8, %arg11, %arg4, %arg2, %arg2) {flags = 0 : i32} : (!hal.device, i64, !hal.fence, !hal.fence, !hal.file, i64, !hal.buffer, index, index) -> ()
    "hal.device.queue.write"(%arg0, %arg1, %arg6, %arg7, %arg4, %arg2, %arg8, %arg11, %arg2) {flags = 0 : i32} : (!hal.device, i64, !hal.fence, !hal.fence, !hal.buffer, index, !hal.file, i64, index) -> ()
    "hal.device.queue.execute"(%arg0, %arg1, %arg6, %arg7, %arg5, %arg5) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.command_buffer) -> ()
    "hal.device.queue.execute"(%arg0, %arg1, %arg6, %arg7) : (!hal.device, i64, !hal.fence, !hal.fence) -> ()
    "hal.device.queue.execute.indirect"(%arg0, %arg1, %arg6, %arg7, %arg5, %arg4, %arg2, %arg2) : (!hal.device, i64, !hal.fence, !hal.fence, !hal.command_buffer, !hal.buffer, index, index) -> ()
    "hal.device.queue.flush"(%arg0, %arg1) : (!hal.device, i64) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
