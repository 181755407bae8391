util.func @allocator(%dev: !hal.device, %alloc: !hal.allocator, %aff: i64, %sz: index, %ub: !util.buffer, %buf: !hal.buffer) {
  %0 = hal.allocator.allocate<%alloc : !hal.allocator> affinity(%aff) type("HostVisible|HostCoherent") usage("TransferSource|TransferTarget|Transfer") : !hal.buffer{%sz}
  %ok, %1 = hal.allocator.import<%alloc : !hal.allocator> source(%ub : !util.buffer)[%sz, %sz] affinity(%aff) type(DeviceVisible) usage(Transfer) : i1, !hal.buffer
  util.return
}
