module {
  util.func public @buffer(%arg0: !hal.allocator, %arg1: index, %arg2: !hal.buffer, %arg3: i32) -> (index, i32, !hal.buffer) {
    hal.buffer.assert<%arg2 : !hal.buffer> message("tensor") allocator(%arg0 : !hal.allocator) minimum_length(%arg1) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer")
    %length = hal.buffer.length<%arg2 : !hal.buffer> : index
    %0 = hal.buffer.load<%arg2 : !hal.buffer>[%arg1] : i32
    hal.buffer.store<%arg2 : !hal.buffer>[%arg1] value(%arg3 : i32)
    %buffer = hal.buffer.subspan<%arg2 : !hal.buffer>[%arg1, %arg1] : !hal.buffer
    util.return %length, %0, %buffer : index, i32, !hal.buffer
  }
}
