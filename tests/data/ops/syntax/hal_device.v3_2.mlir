module {
  util.func public @device(%arg0: !hal.device, %arg1: i64, %arg2: index, %arg3: !util.buffer, %arg4: !hal.buffer, %arg5: !hal.command_buffer, %arg6: !hal.fence, %arg7: !hal.fence, %arg8: !hal.file, %arg9: i32, %arg10: i8, %arg11: i64) {
    %device, %allocator, %queue_affinity = hal.device.resolve on(<@dev>) : !hal.device, !hal.allocator, i64
    %device_0 = hal.device.resolve : !hal.device
    %allocator_1 = hal.device.allocator<%arg0 : !hal.device> : !hal.allocator
    %ok, %value = hal.device.query<%arg0 : !hal.device> key("hal.device.id" :: "vulkan*") : i1, i1 = false
    %ok_2, %value_3 = hal.device.query<%arg0 : !hal.device> key("sys" :: "x") : i1, i32
    %0 = hal.device.memoize<%arg0 : !hal.device> affinity(%arg1) -> !hal.command_buffer {
      %cmd = hal.command_buffer.create device(%arg0 : !hal.device) mode(OneShot) categories(Transfer) affinity(%arg1) : !hal.command_buffer
      hal.return %cmd : !hal.command_buffer
    }
    %transient_buffer = hal.device.queue.alloca<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) pool(%arg11) type("DeviceVisible|DeviceLocal") usage("TransferSource|TransferTarget|Transfer") : !hal.buffer{%arg2}
    hal.device.queue.dealloca<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) buffer(%arg4 : !hal.buffer)
    hal.device.queue.fill<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) target(%arg4 : !hal.buffer)[%arg2] length(%arg2) pattern(%arg9 : i32) flags(0)
    hal.device.queue.update<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) source(%arg3 : !util.buffer)[%arg2] target(%arg4 : !hal.buffer)[%arg2] length(%arg2) flags(0)
    hal.device.queue.copy<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) source(%arg4 : !hal.buffer)[%arg2] target(%arg4 : !hal.buffer)[%arg2] length(%arg2) flags(0)
    hal.device.queue.read<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) source(%arg8 : !hal.file)[%arg11] target(%arg4 : !hal.buffer)[%arg2] length(%arg2) flags(0)
    hal.device.queue.write<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) source(%arg4 : !hal.buffer)[%arg2] target(%arg8 : !hal.file)[%arg11] length(%arg2) flags(0)
    hal.device.queue.execute<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) commands([%arg5, %arg5])
    hal.device.queue.execute<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7)
    hal.device.queue.execute.indirect<%arg0 : !hal.device> affinity(%arg1) wait(%arg6) signal(%arg7) commands(%arg5) bindings([
      (%arg4 : !hal.buffer)[%arg2, %arg2]
    ])
    hal.device.queue.flush<%arg0 : !hal.device> affinity(%arg1)
    util.return
  }
}
