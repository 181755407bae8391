util.func @device(%dev: !hal.device, %aff: i64, %sz: index, %ub: !util.buffer, %buf: !hal.buffer, %cb: !hal.command_buffer, %f0: !hal.fence, %f1: !hal.fence, %file: !hal.file, %i: i32, %p: i8, %i64: i64, %mt: i32, %bu: i32) {
  %0:3 = hal.device.resolve on(#hal.device.affinity<@dev>) : !hal.device, !hal.allocator, i64
  %1 = hal.device.resolve : !hal.device
  %2 = hal.device.allocator<%dev : !hal.device> : !hal.allocator
  %ok, %value = hal.device.query<%dev : !hal.device> key("hal.device.id" :: "vulkan*") : i1, i1 = false
  %ok2, %value2 = hal.device.query<%dev : !hal.device> key("sys" :: "x") : i1, i32
  %3 = hal.device.memoize<%dev : !hal.device> affinity(%aff) -> !hal.command_buffer {
    %c = hal.command_buffer.create device(%dev : !hal.device) mode(OneShot) categories(Transfer) affinity(%aff) : !hal.command_buffer
    hal.return %c : !hal.command_buffer
  }
  %4 = hal.device.queue.alloca<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) pool(%i64) type(%mt) usage(%bu) flags("None") : !hal.buffer{%sz}
  hal.device.queue.dealloca<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) buffer(%buf : !hal.buffer) flags("None")
  hal.device.queue.fill<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) target(%buf : !hal.buffer)[%sz] length(%sz) pattern(%i : i32) flags("None")
  hal.device.queue.update<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) source(%ub : !util.buffer)[%sz] target(%buf : !hal.buffer)[%sz] length(%sz) flags("None")
  hal.device.queue.copy<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) source(%buf : !hal.buffer)[%sz] target(%buf : !hal.buffer)[%sz] length(%sz) flags("None")
  hal.device.queue.read<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) source(%file : !hal.file)[%i64] target(%buf : !hal.buffer)[%sz] length(%sz) flags("None")
  hal.device.queue.write<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) source(%buf : !hal.buffer)[%sz] target(%file : !hal.file)[%i64] length(%sz) flags("None")
  hal.device.queue.execute<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) commands(%cb) flags("None")
  hal.device.queue.execute.indirect<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) commands(%cb) bindings([
    (%buf : !hal.buffer)[%sz, %sz]
  ]) flags("None")
  hal.device.queue.barrier<%dev : !hal.device> affinity(%aff) wait(%f0) signal(%f1) flags("None")
  hal.device.queue.flush<%dev : !hal.device> affinity(%aff)
  util.return
}
