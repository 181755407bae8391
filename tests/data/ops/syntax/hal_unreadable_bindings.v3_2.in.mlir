util.func @f(%cb: !hal.command_buffer, %ex: !hal.executable, %sz: index, %mt: i32, %bu: i32) {
  "hal.command_buffer.dispatch"(%cb, %ex, %sz, %sz, %sz, %sz) {flags = 0 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>} : (!hal.command_buffer, !hal.executable, index, index, index, index) -> ()
  util.return
}
