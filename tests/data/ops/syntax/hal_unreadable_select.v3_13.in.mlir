util.func @f(%mt: i32, %bu: i32) {
  %2:2 = "hal.allocator.select"(%mt, %bu) : (i32, i32) -> (!hal.device, i64)
  util.return
}
