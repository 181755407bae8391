util.func @allocator(%dev: !hal.device, %dev2: !hal.device, %alloc: !hal.allocator, %aff: i64, %aff2: i64, %sz: index, %ub: !util.buffer) {
  %mt = hal.memory_type<"HostVisible|HostCoherent"> : i32
  %bu = hal.buffer_usage<"TransferSource|TransferTarget|Transfer"> : i32
  %mt2 = hal.memory_type<DeviceLocal> : i32
  %bu2 = hal.buffer_usage<Transfer> : i32
  %0 = hal.allocator.allocate<%alloc : !hal.allocator> affinity(%aff) type(%mt) usage(%bu) : !hal.buffer{%sz}
  %ok, %1 = hal.allocator.import<%alloc : !hal.allocator> source(%ub : !util.buffer)[%sz, %sz] affinity(%aff) type(%mt2) usage(%bu2) : i1, !hal.buffer
  %d, %q = hal.allocator.select from([
    (%dev, %aff : !hal.device, i64),
    (%dev2, %aff2 : !hal.device, i64)
  ]) type(%mt) usage(%bu) : !hal.device, i64
  %d1, %q1 = hal.allocator.select from([(%dev, %aff : !hal.device, i64)]) type(%mt) usage(%bu) : !hal.device, i64
  %m0, %b0 = hal.allocator.resolve_memory_properties for(#hal.device.promise<@dev>) lifetime(external) : i32, i32
  %m1, %b1 = hal.allocator.resolve_memory_properties lifetime("*") : i32, i32
  %m2, %b2 = hal.allocator.resolve_memory_properties for(#hal.device.affinity<@dev>) lifetime(constant) : i32, i32
  util.return
}
