util.func @f(%cb: !hal.command_buffer, %ex: !hal.executable, %sz: index, %fn: i64) {
  "hal.command_buffer.dispatch"(%cb, %ex, %fn, %sz, %sz, %sz) <{flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> : (!hal.command_buffer, !hal.executable, i64, index, index, index) -> ()
  util.return
}
