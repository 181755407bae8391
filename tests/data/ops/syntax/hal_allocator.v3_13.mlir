module {
  util.func public @allocator(%arg0: !hal.device, %arg1: !hal.device, %arg2: !hal.allocator, %arg3: i64, %arg4: i64, %arg5: index, %arg6: !util.buffer) {
    %memory_type = hal.memory_type<"HostVisible|HostCoherent"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer"> : i32
    %memory_type_0 = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage_1 = hal.buffer_usage<"TransferSource|TransferTarget|Transfer"> : i32
    %buffer = hal.allocator.allocate<%arg2 : !hal.allocator> affinity(%arg3) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%arg5}
    %did_import, %mapped = hal.allocator.import<%arg2 : !hal.allocator> source(%arg6 : !util.buffer)[%arg5, %arg5] affinity(%arg3) type(%memory_type_0) usage(%buffer_usage_1) : i1, !hal.buffer
    %device, %queue_affinity = hal.allocator.select from([
      (%arg0, %arg3 : !hal.device, i64),
      (%arg1, %arg4 : !hal.device, i64)
    ]) type(%memory_type) usage(%buffer_usage) : !hal.device, i64
    %device_2, %queue_affinity_3 = hal.allocator.select from([
      (%arg0, %arg3 : !hal.device, i64)
    ]) type(%memory_type) usage(%buffer_usage) : !hal.device, i64
    %memory_types, %buffer_usage_4 = hal.allocator.resolve_memory_properties for(#hal.device.promise<@dev>) lifetime(external) : i32, i32
    %memory_types_5, %buffer_usage_6 = hal.allocator.resolve_memory_properties lifetime("*") : i32, i32
    %memory_types_7, %buffer_usage_8 = hal.allocator.resolve_memory_properties for(#hal.device.affinity<@dev>) lifetime(constant) : i32, i32
    util.return
  }
}
