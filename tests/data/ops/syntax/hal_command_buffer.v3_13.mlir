module {
  util.func public @command_buffer(%arg0: !hal.device, %arg1: i64, %arg2: index, %arg3: !util.buffer, %arg4: !hal.buffer, %arg5: !hal.command_buffer, %arg6: !hal.channel, %arg7: !hal.executable, %arg8: i32, %arg9: i8, %arg10: i64) {
    %cmd = hal.command_buffer.create device(%arg0 : !hal.device) mode(OneShot) categories("Transfer|Dispatch") affinity(%arg1) : !hal.command_buffer
    %cmd_0 = hal.command_buffer.create device(%arg0 : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) affinity(%arg1) bindings(%arg2) : !hal.command_buffer
    hal.command_buffer.finalize<%arg5 : !hal.command_buffer>
    %0 = hal.command_buffer.device<%arg5 : !hal.command_buffer> : !hal.device
    hal.command_buffer.begin_debug_group<%arg5 : !hal.command_buffer> label("group")
    hal.command_buffer.end_debug_group<%arg5 : !hal.command_buffer>
    hal.command_buffer.execution_barrier<%arg5 : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.fill_buffer<%arg5 : !hal.command_buffer> target(%arg4 : !hal.buffer)[%arg2, %arg2] pattern(%arg9 : i8) flags("None")
    hal.command_buffer.fill_buffer<%arg5 : !hal.command_buffer> target(%arg2 : index)[%arg2, %arg2] pattern(%arg8 : i32) flags("None")
    hal.command_buffer.update_buffer<%arg5 : !hal.command_buffer> source(%arg3 : !util.buffer{%arg2})[%arg2] target(%arg4 : !hal.buffer)[%arg2] length(%arg2) flags("None")
    hal.command_buffer.copy_buffer<%arg5 : !hal.command_buffer> source(%arg4 : !hal.buffer)[%arg2] target(%arg4 : !hal.buffer)[%arg2] length(%arg2) flags("None")
    hal.command_buffer.collective<%arg5 : !hal.command_buffer> channel(%arg6 : !hal.channel) op(<all_reduce with sum : f32>) send(%arg4 : !hal.buffer)[%arg2, %arg2] recv(%arg4 : !hal.buffer)[%arg2, %arg2] count(%arg2)
    hal.command_buffer.collective<%arg5 : !hal.command_buffer> channel(%arg6 : !hal.channel) op(<send : f32>) param(%arg8 : i32) send(%arg4 : !hal.buffer)[%arg2, %arg2] count(%arg2)
    hal.command_buffer.dispatch<%arg5 : !hal.command_buffer> target(%arg7 : !hal.executable)[%arg10] workgroups([%arg2, %arg2, %arg2]) constants([%arg8, %arg8]) bindings([
      (%arg4 : !hal.buffer)[%arg2, %arg2], 
      (%arg2 : index)[%arg2, %arg2]
    ]) flags("None")
    hal.command_buffer.dispatch.indirect<%arg5 : !hal.command_buffer> target(%arg7 : !hal.executable)[%arg10] workgroups(%arg4 : !hal.buffer)[%arg2] constants([%arg8]) bindings([
      (%arg4 : !hal.buffer)[%arg2, %arg2]
    ]) flags("None")
    hal.command_buffer.flush_buffer<%arg5 : !hal.command_buffer> target(%arg4 : !hal.buffer)[%arg2, %arg2]
    hal.command_buffer.invalidate_buffer<%arg5 : !hal.command_buffer> target(%arg2 : index)[%arg2, %arg2]
    util.return
  }
}
