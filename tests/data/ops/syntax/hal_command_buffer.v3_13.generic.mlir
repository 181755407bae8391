"builtin.module"() ({
  "util.func"() <{function_type = (!hal.device, i64, index, !util.buffer, !hal.buffer, !hal.command_buffer, !hal.channel, !hal.executable, i32, i8, i64) -> (), sym_name = "command_buffer"}> ({
  ^bb0(%arg0: !hal.device, %arg1: i64, %arg2: index, %arg3: !util.buffer, %arg4: !hal.buffer, %arg5: !hal.command_buffer, %arg6: !hal.channel, %arg7: !hal.executable, %arg8: i32, %arg9: i8, %arg10: i64):
    %0 = "hal.command_buffer.create"(%arg0, %arg1) <{command_categories = 3 : i32, modes = 1 : i32}> : (!hal.device, i64) -> !hal.command_buffer
    %1 = "hal.command_buffer.create"(%arg0, %arg1, %arg2) <{command_categories = 1 : i32, modes = 17 : i32}> : (!hal.device, i64, index) -> !hal.command_buffer
    "hal.command_buffer.finalize"(%arg5) : (!hal.command_buffer) -> ()
    %2 = "hal.command_buffer.device"(%arg5) : (!hal.command_buffer) -> !hal.device
    "hal.command_buffer.begin_debug_group"(%arg5) <{label = "group"}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.end_debug_group"(%arg5) : (!hal.command_buffer) -> ()
    "hal.command_buffer.execution_barrier"(%arg5) <{flags = 0 : i64, source_stage_mask = 28 : i32, target_stage_mask = 13 : i32}> : (!hal.command_buffer) -> ()
    "hal.command_buffer.fill_buffer"(%arg5, %arg4, %arg2, %arg2, %arg9) <{flags = 0 : i64}> : (!hal.command_buffer, !hal.buffer, index, index, i8) -> ()
    "hal.command_buffer.fill_buffer"(%arg5, %arg2, %arg2, %arg2, %arg8) <{flags = 0 : i64}> : (!hal.command_buffer, index, index, index, i32) -> ()
    "hal.command_buffer.update_buffer"(%arg5, %arg3, %arg2, %arg2, %arg4, %arg2, %arg2) <{flags = 0 : i64}> : (!hal.command_buffer, !util.buffer, index, index, !hal.buffer, index, index) -> ()
    "hal.command_buffer.copy_buffer"(%arg5, %arg4, %arg2, %arg4, %arg2, %arg2) <{flags = 0 : i64}> : (!hal.command_buffer, !hal.buffer, index, !hal.buffer, index, index) -> ()
    "hal.command_buffer.collective"(%arg5, %arg6, %arg2, %arg4, %arg2, %arg2, %arg4, %arg2, %arg2) <{op = #hal.collective<all_reduce with sum : f32>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1, 1, 1, 1, 1>}> : (!hal.command_buffer, !hal.channel, index, !hal.buffer, index, index, !hal.buffer, index, index) -> ()
    "hal.command_buffer.collective"(%arg5, %arg6, %arg2, %arg8, %arg4, %arg2, %arg2) <{op = #hal.collective<send : f32>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> : (!hal.command_buffer, !hal.channel, index, i32, !hal.buffer, index, index) -> ()
    "hal.command_buffer.dispatch"(%arg5, %arg7, %arg10, %arg2, %arg2, %arg2, %arg8, %arg8, %arg4, %arg2, %arg2, %arg2, %arg2, %arg2) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 2, 2, 2, 2>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index, i32, i32, !hal.buffer, index, index, index, index, index) -> ()
    "hal.command_buffer.dispatch.indirect"(%arg5, %arg7, %arg10, %arg4, %arg2, %arg8, %arg4, %arg2, %arg2) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1>}> : (!hal.command_buffer, !hal.executable, i64, !hal.buffer, index, i32, !hal.buffer, index, index) -> ()
    "hal.command_buffer.flush_buffer"(%arg5, %arg4, %arg2, %arg2) : (!hal.command_buffer, !hal.buffer, index, index) -> ()
    "hal.command_buffer.invalidate_buffer"(%arg5, %arg2, %arg2, %arg2) : (!hal.command_buffer, index, index, index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
