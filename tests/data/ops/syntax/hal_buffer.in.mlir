util.func @buffer(%alloc: !hal.allocator, %sz: index, %buf: !hal.buffer, %v: i32) -> (index, i32, !hal.buffer) {
  hal.buffer.assert<%buf : !hal.buffer> message("tensor") allocator(%alloc : !hal.allocator) minimum_length(%sz) type(DeviceVisible) usage(Transfer)
  %0 = hal.buffer.length<%buf : !hal.buffer> : index
  %1 = hal.buffer.load<%buf : !hal.buffer>[%sz] : i32
  hal.buffer.store<%buf : !hal.buffer>[%sz] value(%v : i32)
  %2 = hal.buffer.subspan<%buf : !hal.buffer>[%sz, %sz] : !hal.buffer
  util.return %0, %1, %2 : index, i32, !hal.buffer
}
