module {
  util.func public @fence(%arg0: !hal.device, %arg1: !hal.fence, %arg2: !hal.fence, %arg3: i32, %arg4: i32) -> (!hal.fence, i32, i32) {
    %fence = hal.fence.join at([%arg1, %arg2]) -> !hal.fence
    %0 = hal.fence.query<%arg1 : !hal.fence> : i32
    hal.fence.signal<%arg1 : !hal.fence>
    hal.fence.fail<%arg2 : !hal.fence> status(%arg4)
    %status = hal.fence.await until([%arg1, %arg2]) timeout_millis(%arg3) : i32
    util.return %fence, %0, %status : !hal.fence, i32, i32
  }
}
