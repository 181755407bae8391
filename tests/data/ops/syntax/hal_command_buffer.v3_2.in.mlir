util.func @command_buffer(%dev: !hal.device, %aff: i64, %sz: index, %ub: !util.buffer, %buf: !hal.buffer, %cb: !hal.command_buffer, %ch: !hal.channel, %ex: !hal.executable, %i: i32, %p: i8) {
  %0 = hal.command_buffer.create device(%dev : !hal.device) mode(OneShot) categories("Transfer|Dispatch") affinity(%aff) : !hal.command_buffer
  %1 = hal.command_buffer.create device(%dev : !hal.device) mode("OneShot|AllowInlineExecution") categories(Transfer) affinity(%aff) bindings(%sz) : !hal.command_buffer
  hal.command_buffer.finalize<%cb : !hal.command_buffer>
  %2 = hal.command_buffer.device<%cb : !hal.command_buffer> : !hal.device
  hal.command_buffer.begin_debug_group<%cb : !hal.command_buffer> label("group")
  hal.command_buffer.end_debug_group<%cb : !hal.command_buffer>
  hal.command_buffer.execution_barrier<%cb : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
  hal.command_buffer.fill_buffer<%cb : !hal.command_buffer> target(%buf : !hal.buffer)[%sz, %sz] pattern(%p : i8)
  hal.command_buffer.fill_buffer<%cb : !hal.command_buffer> target(%sz : index)[%sz, %sz] pattern(%i : i32)
  hal.command_buffer.update_buffer<%cb : !hal.command_buffer> source(%ub : !util.buffer{%sz})[%sz] target(%buf : !hal.buffer)[%sz] length(%sz)
  hal.command_buffer.copy_buffer<%cb : !hal.command_buffer> source(%buf : !hal.buffer)[%sz] target(%buf : !hal.buffer)[%sz] length(%sz)
  hal.command_buffer.collective<%cb : !hal.command_buffer> channel(%ch : !hal.channel) op(<all_reduce with sum : f32>) send(%buf : !hal.buffer)[%sz, %sz] recv(%buf : !hal.buffer)[%sz, %sz] count(%sz)
  hal.command_buffer.collective<%cb : !hal.command_buffer> channel(%ch : !hal.channel) op(<send : f32>) param(%i : i32) send(%buf : !hal.buffer)[%sz, %sz] count(%sz)
  hal.command_buffer.dispatch<%cb : !hal.command_buffer> target(%ex : !hal.executable)[%sz] workgroups([%sz, %sz, %sz]) constants([%i, %i]) bindings([
    (%buf : !hal.buffer)[%sz, %sz],
    (%sz : index)[%sz, %sz]
  ]) flags("None")
  hal.command_buffer.dispatch.indirect<%cb : !hal.command_buffer> target(%ex : !hal.executable)[%sz] workgroups(%buf : !hal.buffer)[%sz] constants([%i]) bindings([
    (%buf : !hal.buffer)[%sz, %sz]
  ]) flags("None")
  util.return
}
