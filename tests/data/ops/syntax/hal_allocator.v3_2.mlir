module {
  util.func public @allocator(%arg0: !hal.device, %arg1: !hal.allocator, %arg2: i64, %arg3: index, %arg4: !util.buffer, %arg5: !hal.buffer) {
    %buffer = hal.allocator.allocate<%arg1 : !hal.allocator> affinity(%arg2) type("HostVisible|HostCoherent") usage("TransferSource|TransferTarget|Transfer") : !hal.buffer{%arg3}
    %did_import, %mapped = hal.allocator.import<%arg1 : !hal.allocator> source(%arg4 : !util.buffer)[%arg3, %arg3] affinity(%arg2) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer") : i1, !hal.buffer
    util.return
  }
}
