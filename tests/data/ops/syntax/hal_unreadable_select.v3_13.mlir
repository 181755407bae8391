module {
  util.func public @f(%arg0: i32, %arg1: i32) {
    %device, %queue_affinity = hal.allocator.select from([
      
    ]) type(%arg0) usage(%arg1) : !hal.device, i64
    util.return
  }
}
